// The mutation callers module API tests build again and again: `field(input: $i)` and
// `field(id: $id, input: $i)` with the success data and the error selection, answering the field.
import { ERROR_FIELDS, okOf } from './harness';

/** A suite's data-asserting `gql` (`dataGql`, `twoCompanySuite`): token and language optional. */
type Gql = (query: string, variables?: Record<string, unknown>, token?: string, lang?: string) => Promise<Record<string, unknown>>;
/** A test reads the answer as it expects it. */
type Answer = any;

/** `(input, token?, lang?)` calling `field(input: $i: inputType!)`, selecting `fields` of the success data and the errors. */
export const inputMutation =
  (gql: Gql, field: string, inputType: string, fields: string) =>
  async (input: Record<string, unknown>, token?: string, lang?: string): Promise<Answer> =>
    (await gql(`mutation($i: ${inputType}!) { ${field}(input: $i) { __typename ${okOf(field, fields)} ${ERROR_FIELDS} } }`, { i: input }, token, lang))[field];

/** `(id, input, token?, lang?)` calling `field(id: $id, input: $i: inputType!)`, selecting as `inputMutation`. */
export const idInputMutation =
  (gql: Gql, field: string, inputType: string, fields: string) =>
  async (id: number, input: Record<string, unknown>, token?: string, lang?: string): Promise<Answer> =>
    (
      await gql(
        `mutation($id: Int!, $i: ${inputType}!) { ${field}(id: $id, input: $i) { __typename ${okOf(field, fields)} ${ERROR_FIELDS} } }`,
        { id, i: input },
        token,
        lang,
      )
    )[field];
