// Field helpers every module's *.graphql.ts shares, so a type or an operation states only what is
// its own: the plain fields it exposes, the permission a command needs, the paging arguments of a
// list. Each helper produces exactly the fields and options a hand-written Pothos call would (the
// printed schema does not change when a module adopts one).
import { PAGE_SIZE_MAX, type PermissionName } from '@erp/schema';
import type { ArgumentRef, FieldRef } from '@pothos/core';
import { REPORT_PAGE_SIZE } from '../platform/report-paging';
import type { Types } from './builder';

/** The scalars a plain field may expose. */
type Scalar = 'Int' | 'Float' | 'String' | 'Boolean' | 'ID' | 'DateTime' | 'Decimal' | 'JSON';
type Kind = `${Scalar}${'' | '?' | '[]'}`;
/**
 * How one plain field is exposed: its scalar (`'Int'`), a list of it (`'String[]'`), nullable
 * (`'DateTime?'`), or any of these followed by `: ` and the field's description (`'Int: Lower first'`).
 */
export type PlainField = Kind | `${Kind}: ${string}`;

/** Any Pothos field builder (`t` of an object, Prisma object or interface type). */
interface ExposingFields {
  expose(name: never, options: never): unknown;
}

/**
 * Fields that expose the parent's property of the same name, in the order given:
 * `...exposeFields(t, { id: 'Int', name: 'String', priority: 'Int: Lower first', createdAt: 'DateTime' })`
 * is `id: t.exposeInt('id'), name: t.exposeString('name'), priority: t.exposeInt('priority', { description: … }), …`.
 *
 * Names are not checked against the parent type here (Pothos' field builders are too deep for
 * TypeScript to infer a parent type from in a shared helper, see sku-fields.ts); a name the parent
 * lacks answers null on the first query, which every module's API tests would see.
 */
export function exposeFields<const S extends Record<string, PlainField>>(t: ExposingFields, spec: S): { [K in keyof S]: FieldRef<Types, unknown> } {
  const fields: Record<string, FieldRef<Types, unknown>> = {};
  for (const [name, field] of Object.entries(spec)) {
    const colon = field.indexOf(': ');
    const [kind, description] = colon < 0 ? [field, undefined] : [field.slice(0, colon), field.slice(colon + 2)];
    const scalar = kind.replace(/\?|\[\]$/, '') as Scalar;
    const options = {
      type: kind.endsWith('[]') ? [scalar] : scalar,
      ...(kind.endsWith('?') ? { nullable: true } : {}),
      ...(description ? { description } : {}),
    };
    fields[name] = t.expose(name as never, options as never) as FieldRef<Types, unknown>;
  }
  return fields as { [K in keyof S]: FieldRef<Types, unknown> };
}

/**
 * The options every command (a mutation, or a query with typed error results) repeats: typed error
 * results, the permission it needs and, for mutations, the operate-log module it is recorded under:
 * `t.prismaField({ type: 'Role', ...command('role.create', ext), args, resolve })`.
 */
export function command(permission: PermissionName, extensions?: { operateModule: string }) {
  return { errors: {}, authScopes: { permission }, ...(extensions ? { extensions } : {}) };
}

/** The paging options of a page-number list connection (`t.prismaConnection({ type, ...pageList, … })`). */
export const pageList = { cursor: 'id', maxSize: PAGE_SIZE_MAX, defaultSize: 30 } as const;

const OFFSET_DESCRIPTION = 'Rows to skip from the start (page-number screens); replaces after';

/** Any argument builder's `t.arg` (of a query, a mutation or a connection). */
interface ArgsOf {
  arg: { int(options: { description: string }): ArgumentRef<Types, number | null | undefined> };
}

/** The `offset` argument of a page-number list connection: `args: { ...offsetArg(t), filter: … }`. */
export function offsetArg(t: ArgsOf): { offset: ArgumentRef<Types, number | null | undefined> } {
  return { offset: t.arg.int({ description: OFFSET_DESCRIPTION }) };
}

/**
 * The `offset` / `limit` arguments of a report query that pages computed rows (platform/report-paging.ts):
 * `args: { filter: t.arg({ type: Filter }), ...reportPageArgs(t) }`.
 */
export function reportPageArgs(t: ArgsOf) {
  return {
    offset: t.arg.int({ description: 'Rows to skip (default 0)' }),
    limit: t.arg.int({ description: `Rows of the page (default ${REPORT_PAGE_SIZE}, at most ${PAGE_SIZE_MAX})` }),
  };
}
