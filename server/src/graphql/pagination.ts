// Page-number paging on Relay connections: `offset` skips rows from the start (for screens with
// page numbers, spec 01 "offset (page), limit"); cursors keep working for Relay clients.
import { PAGE_SIZE_MAX, type PermissionName } from '@erp/schema';
import type { InputObjectRef } from '@pothos/core';
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { assertCan, type RequestContext } from '../platform/context';
import { ValidationError } from '../platform/errors';
import { builder, type Types } from './builder';
import { offsetArg, pageList, reading, type ArgsOfSpec } from './fields';
import { compact, inputFields, type Compact, type PlainInput } from './inputs';

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
 * the total counts the same rows, after the offset was checked. `more` declares arguments of the
 * list's own before the paging ones (`{ apiClientId: 'Int!' }`, as `argsOf`), which `where` receives.
 */
export function filteredList<F, W extends object, const S extends Record<string, PlainInput> = Record<never, PlainInput>>(
  filter: InputObjectRef<Types, F>,
  model: (ctx: RequestContext) => ListedModel,
  where: (ctx: RequestContext, filter: F | null | undefined, args: ArgsOfSpec<S>) => W | Promise<W>,
  orderBy: object,
  more?: S,
) {
  type Args = { offset?: number | null; filter?: F | null };
  // The list's own arguments (`more`, before the paging ones) reach `where` without GraphQL nulls.
  const own = (args: Args) => compact(args) as ArgsOfSpec<S>;
  return {
    args: builder.args((a) => ({ ...(more ? inputFields(a, more) : {}), ...offsetArg({ arg: a }), filter: a.field({ type: filter }) })),
    resolve: async (query: { skip?: number; cursor?: unknown }, _parent: unknown, args: Args, ctx: RequestContext) =>
      (await model(ctx).findMany({ ...withOffset(query, args.offset), where: await where(ctx, args.filter, own(args)), orderBy } as never)) as never[],
    totalCount: async (_connection: unknown, args: Args, ctx: RequestContext) => {
      checkOffset(args.offset);
      return model(ctx).count({ where: await where(ctx, args.filter, own(args)) } as never);
    },
  };
}

/**
 * A page-number list connection whose `where` takes the filter without GraphQL nulls, the shape
 * most list queries have: `t.prismaConnection({ type: 'Role', authScopes, ...listOf(RoleFilter, (ctx) => ctx.db.role, roles.roleWhere, { id: 'asc' }) })`
 * is `...pageList` and `filteredList` with `(ctx, f) => roles.roleWhere(ctx, compact(f ?? {}))`.
 */
export function listOf<F extends object, W extends object, const S extends Record<string, PlainInput> = Record<never, PlainInput>>(
  filter: InputObjectRef<Types, F>,
  model: (ctx: RequestContext) => ListedModel,
  where: (ctx: RequestContext, filter: Compact<Partial<F>>, args: ArgsOfSpec<S>) => W | Promise<W>,
  orderBy: object,
  more?: S,
) {
  return { ...pageList, ...filteredList(filter, model, (ctx, f, a: ArgsOfSpec<S>) => where(ctx, compact<Partial<F>>(f ?? {}), a), orderBy, more) };
}

/**
 * The `args`, `resolve` and `totalCount` of a page-number list of every row the caller's company
 * holds (no filter): `t.prismaConnection({ type: 'WebhookEndpoint', ...pageList, authScopes, ...everyRow((ctx) => ctx.db.webhookEndpoint, { id: 'asc' }) })`.
 */
export function everyRow(model: (ctx: RequestContext) => ListedModel, orderBy: object) {
  type Args = { offset?: number | null };
  return {
    args: builder.args((a) => offsetArg({ arg: a })),
    resolve: async (query: { skip?: number; cursor?: unknown }, _parent: unknown, args: Args, ctx: RequestContext) =>
      (await model(ctx).findMany({ ...withOffset(query, args.offset), orderBy } as never)) as never[],
    totalCount: async (_connection: unknown, args: Args, ctx: RequestContext) => {
      checkOffset(args.offset);
      return model(ctx).count({} as never);
    },
  };
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

/**
 * A list query of a type (a Prisma model's name or a variant's ref) the caller reads with one permission,
 * the declaration every filtered list connection is:
 * `purchaseOrders: t.prismaConnection(readList('PurchaseOrder', 'purchaseOrder', Filter, (ctx) => ctx.db.purchaseOrder, po.purchaseOrderWhere, { id: 'desc' }, 'Newest first'))`
 * is `{ type, authScopes: { permission }, description, ...listOf(Filter, model, where, orderBy) }`
 * (no `description` key when none is given, as a hand-written field without one).
 */
export function readList<const N, F extends object, W extends object>(
  type: N,
  permission: PermissionName,
  filter: InputObjectRef<Types, F>,
  model: (ctx: RequestContext) => ListedModel,
  where: (ctx: RequestContext, filter: Compact<Partial<F>>) => W | Promise<W>,
  orderBy: object,
  description?: string,
) {
  return { type, authScopes: { permission }, ...(description ? { description } : {}), ...listOf(filter, model, where, orderBy) };
}

/**
 * The list query and the one-row query of a model the caller reads with one permission, both
 * through the same `where` (the one row is found among the rows the list could show):
 * `const sheets = listAndOne('AssembleSheet', 'assembleSheet', Filter, (ctx) => ctx.db.assembleSheet, assemble.assembleWhere, { id: 'desc' });`
 * then `assembleSheets: t.prismaConnection(sheets.list), assembleSheet: t.prismaField(sheets.one)`.
 */
export function listAndOne<const N extends string, F extends object, W extends object>(
  type: N,
  permission: PermissionName,
  filter: InputObjectRef<Types, F>,
  model: (ctx: RequestContext) => ListedModel & FoundModel,
  where: (ctx: RequestContext, filter: Compact<Partial<F>>) => W,
  orderBy: object,
) {
  const authScopes = { permission };
  return {
    list: { type, authScopes, ...listOf(filter, model, where, orderBy) },
    one: { type, authScopes, ...findById(model, (ctx) => where(ctx, {} as Compact<Partial<F>>)) },
  };
}

/**
 * A "one row by id" query of a model the caller reads with one permission, any of the company's rows
 * (not only those a list's default filter shows):
 * `purchaseOrder: t.prismaField(readOne('PurchaseOrder', 'purchaseOrder', (ctx) => ctx.db.purchaseOrder))`.
 */
export function readOne<const N extends string>(type: N, permission: PermissionName, model: (ctx: RequestContext) => FoundModel) {
  return {
    type,
    authScopes: { permission },
    ...findById(model, (ctx) => {
      assertCan(ctx, permission);
      return {};
    }),
  };
}

/** The paging arguments of a connection of computed rows: Relay's and `offset` (which replaces the cursor). */
export interface PageArgs {
  offset?: number | null;
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/**
 * One page of a connection of rows a service computes rather than Prisma reads: the offset is
 * checked first, then `count` gives the total and `slice(offset, limit)` the page's rows:
 * `resolve: (_r, args, ctx) => offsetPage(args, () => svc.count(ctx, f), (offset, limit) => svc.rows(ctx, f, offset, limit))`.
 * The connection declares the total with `totalCountField`.
 */
export async function offsetPage<T>(args: PageArgs, count: () => number | Promise<number>, slice: (offset: number, limit: number) => T[] | Promise<T[]>) {
  checkOffset(args.offset);
  const totalCount = await count();
  const conn = await resolveOffsetConnection(
    { args: args.offset != null ? { ...args, after: undefined, before: undefined } : args, defaultSize: 30, maxSize: PAGE_SIZE_MAX },
    ({ offset, limit }) => slice((args.offset ?? 0) + offset, limit),
  );
  return { ...conn, totalCount };
}

/** The `totalCount` field of a connection `offsetPage` resolves: `t.connection({ …, resolve }, totalCountField as never)`. */
export const totalCountField = {
  fields: (c: { int: (o: { resolve: (p: unknown) => number }) => unknown }) => ({
    totalCount: c.int({ resolve: (p) => (p as { totalCount: number }).totalCount }),
  }),
};

/**
 * A connection of `type` the page `permission` reads, computed in full by `rows` from its filter
 * (without GraphQL nulls) and paged by offset:
 * `purchaseSuggestions: t.connection(computedList(SuggestionRef, 'purchaseSuggestProducts', Filter, sg.suggestions, 'Needed ones first'), totalCountField as never)`.
 */
export function computedList<F extends object, T, R>(
  type: R,
  permission: PermissionName,
  filter: InputObjectRef<Types, F>,
  rows: (ctx: RequestContext, f: Compact<Partial<F>>) => Promise<T[]>,
  description?: string,
) {
  return {
    type,
    ...reading(permission),
    ...(description ? { description } : {}),
    args: builder.args((a) => ({ ...offsetArg({ arg: a }), filter: a.field({ type: filter }) })),
    resolve: async (_r: unknown, args: PageArgs & { filter?: F | null }, ctx: RequestContext) => {
      const all = await rows(ctx, compact<Partial<F>>(args.filter ?? {}));
      return offsetPage(
        args,
        () => all.length,
        (offset, limit) => all.slice(offset, offset + limit),
      );
    },
  };
}
