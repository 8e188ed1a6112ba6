/** Helpers for GraphQL input objects and arguments, shared by every module's fields. */
import type { Types } from './builder';

/** The `t` of an input type's fields: for a field set shared by a create and an update input. */
export type InputFields = PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>;

/** `T` without GraphQL nulls: a field that may be null becomes optional instead. */
export type Compact<T> = { [K in keyof T as null extends T[K] ? K : never]?: Exclude<T[K], null> } & { [K in keyof T as null extends T[K] ? never : K]: T[K] };

/** Drops GraphQL nulls for optional inputs so the rules see "not given". */
export function compact<T extends object>(input: T): Compact<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as Compact<T>;
}
