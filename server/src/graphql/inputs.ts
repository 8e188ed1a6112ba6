/** Helpers for GraphQL input objects and arguments, shared by every module's fields. */
import type { InputOrArgRef } from '@pothos/core';
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

/**
 * Plain input fields in the order given, as `exposeFields` declares output fields:
 * `...inputFields(t, { name: 'String!', maxOrders: 'Int: Most orders on one pick list', orderIds: 'Int[]' })`
 * is `name: t.string({ required: true }), maxOrders: t.int({ description: … }), orderIds: t.intList()`;
 * the input object's TypeScript shape is the same as with those calls. Arguments likewise
 * (`builder.args((a) => inputFields(a, spec))`, see `argsOf`).
 */
export function inputFields<const S extends Record<string, PlainInput>, T extends 'InputObject' | 'Arg' = 'InputObject'>(
  t: FieldsOrArgs<T>,
  spec: S,
): { [K in keyof S]: InputOrArgRef<Types, Shape<KindOf<S[K]>>, T> } {
  const fields: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(spec)) {
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
  return fields as { [K in keyof S]: InputOrArgRef<Types, Shape<KindOf<S[K]>>, T> };
}

/**
 * An input type of plain fields only, declared as `inputFields` declares them:
 * `plainInput('ApiClientBudgetInput', { bucketSize: 'Int!: Points the bucket holds' }, 'Query-cost budget of a client')`.
 */
export function plainInput<const S extends Record<string, PlainInput>>(name: string, spec: S, description?: string) {
  return builder.inputType(name, { ...(description ? { description } : {}), fields: (t) => inputFields(t, spec) });
}
