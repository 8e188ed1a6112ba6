/**
 * GraphQL answers for component tests from one compact table instead of a `server.use(graphql.query(…))`
 * block per operation:
 *
 *   const calls = mockGraphql({
 *     TransferOrders: connectionOf('transferOrders', rows),          // a fixed answer (the `data`)
 *     CreateTransferOrder: success('createTransferOrder', row),      // a command's typed success
 *     SubmitTransferOrder: refusal('submitTransferOrder', businessError('…')),
 *     LocationOptions: (v) => ({ locationOptions: byWarehouse[v.warehouseId] }),  // from the variables
 *     Bulletins: fails(),                                            // a GraphQL error (the error state)
 *   });
 *   expect(calls.CreateTransferOrder[0]).toEqual({ input: { … } });
 *
 * Each name answers both as a query and as a mutation; every call's variables are recorded under
 * its name. Later `mockGraphql` / `server.use` calls take precedence (msw order).
 */
import { graphql, HttpResponse, server } from './server';
import { graphqlFailure } from './renderPage';

// test data is loosely typed on purpose: answers are checked against the documents at run time
export type Variables = Record<string, any>;
/** The operation's `data`, or a function of its variables giving the `data` (or a whole Response). */
export type GraphqlAnswer = ((variables: Variables) => unknown) | object | null;

export function mockGraphql<K extends string>(table: Record<K, GraphqlAnswer>): Record<K, Variables[]> {
  const calls = {} as Record<K, Variables[]>;
  for (const [name, answer] of Object.entries(table) as [K, GraphqlAnswer][]) calls[name] = record(name, answer, (v) => v);
  return calls;
}

/**
 * One operation's answer and the live list of one variable of each call:
 * `const inputs = mockOperation<OrderInput>('CreateOrder', success('createOrder', row), 'input')`.
 */
export function mockOperation<T = unknown>(name: string, answer: GraphqlAnswer, variable?: string): T[] {
  return record(name, answer, (v) => (variable ? v[variable] : v) as T);
}

function record<T>(name: string, answer: GraphqlAnswer, pick: (variables: Variables) => T): T[] {
  const seen: T[] = [];
  const resolve = ({ variables }: { variables: Variables }) => {
    seen.push(pick(variables));
    const body = typeof answer === 'function' ? answer(variables) : answer;
    return body instanceof Response ? body : HttpResponse.json({ data: body as Record<string, unknown> });
  };
  server.use(graphql.query(name, resolve), graphql.mutation(name, resolve));
  return seen;
}

/** A GraphQL error answer (the screen's error state); `mockGraphql({ X: fails() })`. */
export function fails(message?: string) {
  return () => HttpResponse.json(graphqlFailure(message));
}

const upper = (field: string) => field.charAt(0).toUpperCase() + field.slice(1);

/** `{ field: Relay connection of nodes }` with the schema's type names (`QueryFieldConnection`, `…Edge`). */
export function connectionOf<N>(field: string, nodes: N[], totalCount = nodes.length) {
  const typename = `Query${upper(field)}Connection`;
  return { [field]: { __typename: typename, totalCount, edges: nodes.map((node) => ({ __typename: `${typename}Edge`, node })) } };
}

/** A typed result's success member: `{ field: { __typename: 'MutationFieldSuccess', data } }` (`'Query'` for typed queries). */
export function success(field: string, data: unknown, root: 'Mutation' | 'Query' = 'Mutation') {
  return { [field]: { __typename: `${root}${upper(field)}Success`, data } };
}

/** A typed result's error member: `{ field: error }` (see `businessError`, `validationError`). */
export function refusal(field: string, error: object) {
  return { [field]: error };
}

/** The server's refusal of a command as a `BusinessError`. */
export function businessError(message: string, messageId = 'business.refused') {
  return { __typename: 'BusinessError' as const, messageId, message };
}

/** An operation that fails (the screen's error state) until `recover()`, then answers `answer`. */
export function mockFailing(name: string, answer: GraphqlAnswer) {
  let failed = true;
  record(
    name,
    (v: Variables) => (failed ? HttpResponse.json(graphqlFailure()) : typeof answer === 'function' ? answer(v) : answer),
    (v) => v,
  );
  return { recover: () => void (failed = false) };
}

/** Answers in turn, the last one from then on: `inTurn(refusal(…), success(…))` (a refused try, then a saved one). */
export function inTurn(...answers: GraphqlAnswer[]): (variables: Variables) => unknown {
  let call = 0;
  return (variables) => {
    const answer = answers[Math.min(call++, answers.length - 1)];
    return typeof answer === 'function' ? answer(variables) : answer;
  };
}
