// Page-number paging on Relay connections: `offset` skips rows from the start (for screens with
// page numbers, spec 01 "offset (page), limit"); cursors keep working for Relay clients.
import type { InputObjectRef } from '@pothos/core';
import type { RequestContext } from '../platform/context';
import { ValidationError } from '../platform/errors';
import { builder, type Types } from './builder';
import { offsetArg, pageList } from './fields';
import { compact, type Compact } from './inputs';

export const MAX_OFFSET = 1_000_000;

/** Applies `offset` to the query Pothos built from first/after (offset replaces the cursor). */
export function withOffset<Q extends { skip?: number; cursor?: unknown }>(query: Q, offset: number | null | undefined): Q {
  if (offset == null) return query;
  checkOffset(offset);
  const { cursor: _cursor, ...rest } = query;
  return { ...rest, skip: offset } as Q;
}

/** Refuses a negative or absurd offset (also where only totalCount is asked for). */
export function checkOffset(offset: number | null | undefined): void {
  if (offset == null) return;
  if (!Number.isInteger(offset) || offset < 0 || offset > MAX_OFFSET) throw ValidationError.field('offset', 'validation.offset');
}

/** What a list connection reads from: a Prisma model of the caller's scoped client (`ctx.db.role`). */
interface ListedModel {
  findMany(args: never): PromiseLike<unknown>;
  count(args: never): PromiseLike<number>;
}

/**
 * The `args`, `resolve` and `totalCount` of a page-number list connection filtered by one input
 * type, the shape every module's list query has:
 * `t.prismaConnection({ type: 'Role', ...pageList, authScopes, ...filteredList(RoleFilter, (ctx) => ctx.db.role, (ctx, f) => roleWhere(ctx, f ?? {}), { id: 'asc' }) })`.
 * Rows come from `model` with `where(ctx, filter)` in `orderBy` order from `offset` (or the cursor);
 * the total counts the same rows, after the offset was checked.
 */
export function filteredList<F, W extends object>(
  filter: InputObjectRef<Types, F>,
  model: (ctx: RequestContext) => ListedModel,
  where: (ctx: RequestContext, filter: F | null | undefined) => W | Promise<W>,
  orderBy: object,
) {
  type Args = { offset?: number | null; filter?: F | null };
  return {
    args: builder.args((a) => ({ ...offsetArg({ arg: a }), filter: a.field({ type: filter }) })),
    resolve: async (query: { skip?: number; cursor?: unknown }, _parent: unknown, args: Args, ctx: RequestContext) =>
      (await model(ctx).findMany({ ...withOffset(query, args.offset), where: await where(ctx, args.filter), orderBy } as never)) as never[],
    totalCount: async (_connection: unknown, args: Args, ctx: RequestContext) => {
      checkOffset(args.offset);
      return model(ctx).count({ where: await where(ctx, args.filter) } as never);
    },
  };
}

/**
 * A page-number list connection whose `where` takes the filter without GraphQL nulls, the shape
 * most list queries have: `t.prismaConnection({ type: 'Role', authScopes, ...listOf(RoleFilter, (ctx) => ctx.db.role, roles.roleWhere, { id: 'asc' }) })`
 * is `...pageList` and `filteredList` with `(ctx, f) => roles.roleWhere(ctx, compact(f ?? {}))`.
 */
export function listOf<F extends object, W extends object>(
  filter: InputObjectRef<Types, F>,
  model: (ctx: RequestContext) => ListedModel,
  where: (ctx: RequestContext, filter: Compact<Partial<F>>) => W | Promise<W>,
  orderBy: object,
) {
  return { ...pageList, ...filteredList(filter, model, (ctx, f) => where(ctx, compact<Partial<F>>(f ?? {})), orderBy) };
}

/** What a by-id query reads from: a Prisma model of the caller's scoped client. */
interface FoundModel {
  findFirst(args: never): PromiseLike<unknown>;
}

/**
 * The nullability, `args` and `resolve` of a "one row by id" query: the row of `model` with that id
 * among those `where(ctx)` lets the caller see, or null:
 * `t.prismaField({ type: 'Role', authScopes, ...findById((ctx) => ctx.db.role, roles.roleWhere) })`.
 * Like `filteredList`, the row is not checked against the field's type here (a Prisma delegate's
 * generic findFirst cannot be called through a shared helper's types); every use is queried by its
 * module's API tests.
 */
export function findById(model: (ctx: RequestContext) => FoundModel, where: (ctx: RequestContext) => object) {
  return {
    nullable: true as const,
    args: builder.args((a) => ({ id: a.int({ required: true }) })),
    resolve: (query: object, _r: unknown, { id }: { id: number }, ctx: RequestContext) =>
      model(ctx).findFirst({ ...query, where: { AND: [where(ctx), { id }] } } as never) as never,
  };
}
