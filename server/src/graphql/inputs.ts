/** Helpers for GraphQL input objects and arguments, shared by every module's fields. */

/** Drops GraphQL nulls for optional inputs so the rules see "not given". */
export function compact<T extends object>(input: T): T {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as T;
}
