/** Helpers for GraphQL input objects and arguments, shared by every module's fields. */
import type { InputObjectRef, InputOrArgRef, InputType } from '@pothos/core';
import { builder, type Types } from './builder';

/** The `t` of an input type's fields: for a field set shared by a create and an update input. */
export type InputFields = PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>;
/** The `t` of an input type's fields or of a field's arguments (`builder.args`). */
type FieldsOrArgs<K extends 'InputObject' | 'Arg'> = PothosSchemaTypes.InputFieldBuilder<Types, K>;

/** `T` without GraphQL nulls: a field that may be null becomes optional instead. */
export type Compact<T> = { [K in keyof T as null extends T[K] ? K : never]?: Exclude<T[K], null> } & { [K in keyof T as null extends T[K] ? never : K]: T[K] };

/** Drops GraphQL nulls for optional inputs so the rules see "not given". */
export function compact<T extends object>(input: T): Compact<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as Compact<T>;
}

/** The scalars a plain input field may take. */
type InputScalar = 'Int' | 'Float' | 'String' | 'Boolean' | 'ID' | 'DateTime' | 'Decimal' | 'JSON';
type InputKind = `${InputScalar}${'' | '!' | '[]' | '[]!'}`;
/**
 * How one plain input field is declared: its scalar (`'Int'`, may be null or absent), required
 * (`'Int!'`), a list (`'String[]'`, `'Int[]!'`), any of these followed by `: ` and its description.
 */
export type PlainInput = InputKind | `${InputKind}: ${string}`;

export type KindOf<S> = S extends `${infer K}: ${string}` ? K : S;
type ScalarOf<K> = K extends `${infer B}[]!` ? B : K extends `${infer B}[]` ? B : K extends `${infer B}!` ? B : K;
type Value<K> = Types['inputShapes'][ScalarOf<K> & InputScalar];
export type Shape<K> = K extends `${string}[]!`
  ? Value<K>[]
  : K extends `${string}[]`
    ? Value<K>[] | null | undefined
    : K extends `${string}!`
      ? Value<K>
      : Value<K> | null | undefined;

/** A field of an input type that is not a plain scalar (an enum, a list of another input): made with `t`. */
export type MadeInput<T extends 'InputObject' | 'Arg' = 'InputObject'> = (t: FieldsOrArgs<T>) => InputOrArgRef<Types, unknown, T>;
/** One field of an `inputFields` spec: a plain one, or one made with `t` (`(t) => t.field({ type: StatusEnum })`). */
export type InputSpec<T extends 'InputObject' | 'Arg' = 'InputObject'> = PlainInput | MadeInput<T>;
type FieldOf<F, T extends 'InputObject' | 'Arg'> = F extends (t: never) => infer R ? R : InputOrArgRef<Types, Shape<KindOf<F>>, T>;

/**
 * Plain input fields in the order given, as `exposeFields` declares output fields:
 * `...inputFields(t, { name: 'String!', maxOrders: 'Int: Most orders on one pick list', orderIds: 'Int[]' })`
 * is `name: t.string({ required: true }), maxOrders: t.int({ description: … }), orderIds: t.intList()`;
 * the input object's TypeScript shape is the same as with those calls. Arguments likewise
 * (`builder.args((a) => inputFields(a, spec))`, see `argsOf`). A field that is not a plain scalar
 * is given as the function making it (`status: (t) => t.field({ type: StatusEnum })`, `lines: linesOf(LineInput)`),
 * so one spec states an input type's fields in their order.
 */
export function inputFields<const S extends Record<string, InputSpec<T>>, T extends 'InputObject' | 'Arg' = 'InputObject'>(
  t: FieldsOrArgs<T>,
  spec: S,
): { [K in keyof S]: FieldOf<S[K], T> } {
  const fields: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(spec)) {
    if (typeof field === 'function') {
      fields[name] = field(t);
      continue;
    }
    const colon = field.indexOf(': ');
    const [kind, description] = colon < 0 ? [field, undefined] : [field.slice(0, colon), field.slice(colon + 2)];
    const scalar = kind.replace(/(\[\])?!?$/, '') as InputScalar;
    const options = {
      type: kind.includes('[]') ? [scalar] : scalar,
      ...(kind.endsWith('!') ? { required: true } : {}),
      ...(description ? { description } : {}),
    };
    fields[name] = t.field(options as never);
  }
  return fields as { [K in keyof S]: FieldOf<S[K], T> };
}

/**
 * An input type of the fields of one spec, declared as `inputFields` declares them:
 * `plainInput('ApiClientBudgetInput', { bucketSize: 'Int!: Points the bucket holds' }, 'Query-cost budget of a client')`.
 */
export function plainInput<const S extends Record<string, InputSpec>>(name: string, spec: S, description?: string) {
  return builder.inputType(name, { ...(description ? { description } : {}), fields: (t) => inputFields(t, spec) });
}

/**
 * A field of an enum or another input type in an `inputFields` spec, optional:
 * `status: inputOf(PurchaseOrderStatusEnum)`, `specifications: inputOf([SpecificationInput], 'Omitted: …')`.
 */
export const inputOf =
  <const T extends InputType<Types> | [InputType<Types>]>(type: T, description?: string) =>
  (t: FieldsOrArgs<'InputObject'>) =>
    t.field({ type, ...(description ? { description } : {}) });

/** The required list of line inputs of a bill's input: `lines: linesOf(LineInput)` is `lines: [LineInput!]!`. */
export const linesOf =
  <L extends object>(line: InputObjectRef<Types, L>, description?: string) =>
  (t: FieldsOrArgs<'InputObject'>) =>
    t.field({ type: [line], required: true, ...(description ? { description } : {}) });

/** A bill's input without GraphQL nulls, its lines' too (the rules see "not given"). */
export function compactLines<I extends { lines: readonly object[] }>(input: I) {
  return { ...compact(input), lines: input.lines.map((l) => compact(l)) as Compact<I['lines'][number]>[] };
}
