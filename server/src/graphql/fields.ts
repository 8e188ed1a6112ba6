// Field helpers every module's *.graphql.ts shares, so a type or an operation states only what is
// its own: the plain fields it exposes, the permission a command needs, the paging arguments of a
// list. Each helper produces exactly the fields and options a hand-written Pothos call would (the
// printed schema does not change when a module adopts one).
import { PAGE_SIZE_MAX, type PermissionName } from '@erp/schema';
import type { ArgumentRef, FieldRef, InputObjectRef } from '@pothos/core';
import type { RequestContext } from '../platform/context';
import { REPORT_PAGE_SIZE } from '../platform/report-paging';
import { builder, type Types } from './builder';
import { compact, inputFields, type Compact, type KindOf, type PlainInput, type Shape } from './inputs';

/** The scalars a plain field may expose. */
type Scalar = 'Int' | 'Float' | 'String' | 'Boolean' | 'ID' | 'DateTime' | 'Decimal' | 'JSON';
type Kind = `${Scalar}${'' | '?' | '[]'}`;
/**
 * How one plain field is exposed: its scalar (`'Int'`), a list of it (`'String[]'`), nullable
 * (`'DateTime?'`), or any of these followed by `: ` and the field's description (`'Int: Lower first'`).
 */
export type PlainField = Kind | `${Kind}: ${string}`;

/** Any Pothos field builder (`t` of an object, Prisma object or interface type). */
export interface ExposingFields {
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

/** Any Pothos field builder that declares computed string fields (`t.string({ resolve })`). */
interface StringFields {
  string(options: never): unknown;
}
/** A per-request name loader of platform/lookups.ts or a module's lookups (`loadWarehouseName`, `loadUserName`). */
type NameLoader = (ctx: RequestContext, id: number) => Promise<string>;

/**
 * Display names of the rows the parent points at, each loaded once per request by its loader, in
 * the order given (the name fields nearly every list row has beside its ids):
 * `...nameFields(t, { warehouseName: ['warehouseId', loadWarehouseName], operatorName: ['operatorId', loadUserName] })`
 * is `warehouseName: t.string({ resolve: (r, _a, ctx) => (r.warehouseId ? loadWarehouseName(ctx, r.warehouseId) : '') }), …`:
 * '' where the parent has no id. As with `exposeFields`, the id names are not checked against the
 * parent type; every use is queried by its module's API tests.
 */
export function nameFields<const S extends Record<string, readonly [string, NameLoader]>>(
  t: StringFields,
  spec: S,
): { [K in keyof S]: FieldRef<Types, string> } {
  const fields: Record<string, FieldRef<Types, string>> = {};
  for (const [name, [column, load]] of Object.entries(spec)) {
    const resolve = (parent: Record<string, unknown>, _a: unknown, ctx: RequestContext) => {
      const id = parent[column] as number | null | undefined;
      return id ? load(ctx, id) : '';
    };
    fields[name] = t.string({ resolve } as never) as FieldRef<Types, string>;
  }
  return fields as { [K in keyof S]: FieldRef<Types, string> };
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

/**
 * The options of a query readable with one permission (a query answers no typed errors and is not
 * operate-logged): `commandsOn(type).byArgs(reading('orders'), …)`.
 */
export function reading(permission: PermissionName) {
  return { authScopes: { permission } };
}

/**
 * Plain arguments declared like `inputFields`' input fields:
 * `args: argsOf({ ids: 'Int[]!', remark: 'String: Why' })` is `{ ids: t.arg.intList({ required: true }), remark: t.arg.string({ description: 'Why' }) }`.
 */
export const argsOf = <const S extends Record<string, PlainInput>>(spec: S) => builder.args((a) => inputFields(a, spec));
/** The arguments `argsOf(spec)` gives the resolver, GraphQL nulls dropped. */
export type ArgsOfSpec<S> = Compact<{ [K in keyof S]: Shape<KindOf<S[K]>> }>;

/** What a command's options take besides its type and scopes: a description when it has one. */
type Described = { description?: string };
const described = (description: string | undefined): Described => (description ? { description } : {});
/** The options `command()` gives (typed errors, the permission, the operate-log module) or `reading()`'s. */
type Command = { authScopes: Scopes; errors?: object; extensions?: { operateModule: string } };
/** Who may run an operation: holders of a permission, any logged-in user, or the service operator. */
type Scopes = { permission: PermissionName } | { loggedIn: true } | { operator: true };
type Ctx = RequestContext;

// The arguments of the command kinds, built once per field (`builder.args` needs no field builder).
const idArgs = () => builder.args((a) => ({ id: a.int({ required: true }) }));
const switchArgs = () => builder.args((a) => ({ id: a.int({ required: true }), enabled: a.boolean({ required: true }) }));
const idsArgs = () => builder.args((a) => ({ ids: a.intList({ required: true }) }));
const inputArgs = <I extends object>(input: InputObjectRef<Types, I>) => builder.args((a) => ({ input: a.field({ type: input, required: true }) }));

/**
 * The `args` and `resolve` of the command kinds most operations are, for `t.field` (`op`) and for
 * `t.prismaField` (`row`, whose resolver also receives Pothos' query): the kind supplies the
 * arguments and the service call, Pothos checks the service's result at the call site as it would
 * a hand-written resolver's.
 *
 * - `byId(fn)`: `id: Int!` → `fn(ctx, id)`
 * - `byIds(fn)`: `ids: [Int!]!` → `fn(ctx, ids)`
 * - `byInput(Input, fn)`: `input: Input!` → `fn(ctx, compact(input))` (nulls read as "not given")
 * - `byRawInput(Input, fn)`: `input: Input!` → `fn(ctx, input)` (the service tells null from absent)
 * - `byIdInput(Input, fn)`: `id: Int!, input: Input!` → `fn(ctx, id, compact(input))`
 * - `byIdRawInput(Input, fn)`: `id: Int!, input: Input!` → `fn(ctx, id, input)` (the service tells null from absent)
 * - `byArgs(spec, fn)`: the plain arguments of `argsOf(spec)` → `fn(ctx, args)` (nulls read as "not given")
 * - `bySwitch(fn)`: `id: Int!, enabled: Boolean!` → `fn(ctx, id, enabled)` (the enable / disable commands)
 * - `byFilter(Filter, fn)`: `filter: Filter` → `fn(ctx, compact(filter ?? {}))` (counts and sums beside a list)
 * - `byReport(Filter, fn)`: `filter: Filter, offset, limit` → `fn(ctx, compact(filter ?? {}), { offset, limit })`
 *   (a report paging computed rows; `required` makes the filter `Filter!`)
 */
export const op = {
  byId: <R>(fn: ById<R>, description?: string) => ({
    ...described(description),
    args: idArgs(),
    resolve: (_r: unknown, a: { id: number }, ctx: Ctx) => fn(ctx, a.id),
  }),
  byIds: <R>(fn: ByIds<R>, description?: string) => ({
    ...described(description),
    args: idsArgs(),
    resolve: (_r: unknown, a: { ids: number[] }, ctx: Ctx) => fn(ctx, a.ids),
  }),
  byInput: <I extends object, R>(input: In<I>, fn: ByInput<I, R>, description?: string) => ({
    ...described(description),
    args: inputArgs(input),
    resolve: (_r: unknown, a: { input: I }, ctx: Ctx) => fn(ctx, compact(a.input)),
  }),
  byRawInput: <I extends object, R>(input: In<I>, fn: ByRawInput<I, R>, description?: string) => ({
    ...described(description),
    args: inputArgs(input),
    resolve: (_r: unknown, a: { input: I }, ctx: Ctx) => fn(ctx, a.input),
  }),
  byIdInput: <I extends object, R>(input: In<I>, fn: ByIdInput<I, R>, description?: string) => ({
    ...described(description),
    args: { ...idArgs(), ...inputArgs(input) },
    resolve: (_r: unknown, a: { id: number; input: I }, ctx: Ctx) => fn(ctx, a.id, compact(a.input)),
  }),
  byIdRawInput: <I extends object, R>(input: In<I>, fn: ByIdRawInput<I, R>, description?: string) => ({
    ...described(description),
    args: { ...idArgs(), ...inputArgs(input) },
    resolve: (_r: unknown, a: { id: number; input: I }, ctx: Ctx) => fn(ctx, a.id, a.input),
  }),
  byArgs: <const S extends Record<string, PlainInput>, R>(spec: S, fn: ByArgs<S, R>, description?: string) => ({
    ...described(description),
    args: argsOf(spec),
    // Pothos builds the arguments from the same spec, so they have the shape `ArgsOfSpec` states.
    resolve: (_r: unknown, a: object, ctx: Ctx) => fn(ctx, compact(a) as ArgsOfSpec<S>),
  }),
  bySwitch: <R>(fn: BySwitch<R>, description?: string) => ({
    ...described(description),
    args: switchArgs(),
    resolve: (_r: unknown, a: { id: number; enabled: boolean }, ctx: Ctx) => fn(ctx, a.id, a.enabled),
  }),
  byFilter: <F extends object, R>(filter: In<F>, fn: ByFilter<F, R>, description?: string) => ({
    ...described(description),
    args: builder.args((a) => ({ filter: a.field({ type: filter }) })),
    resolve: (_r: unknown, a: { filter?: F | null }, ctx: Ctx) => fn(ctx, compact<Partial<F>>(a.filter ?? {})),
  }),
  byReport: <F extends object, R>(filter: In<F>, fn: ByReport<F, R>, description?: string, required = false) => ({
    ...described(description),
    args: builder.args((a) => ({ filter: a.field({ type: filter, required }), ...reportPageArgs({ arg: a }) })),
    resolve: (_r: unknown, a: { filter?: F | null } & ReportPage, ctx: Ctx) =>
      fn(ctx, compact<Partial<F>>(a.filter ?? {}), { offset: a.offset, limit: a.limit }),
  }),
};

/** `op`'s kinds for `t.prismaField`, whose resolver takes Pothos' query first (the services load whole rows). */
export const row = {
  byId: <R>(...a: Parameters<typeof op.byId<R>>) => withQuery(op.byId(...a)),
  byIds: <R>(...a: Parameters<typeof op.byIds<R>>) => withQuery(op.byIds(...a)),
  byInput: <I extends object, R>(...a: Parameters<typeof op.byInput<I, R>>) => withQuery(op.byInput(...a)),
  byRawInput: <I extends object, R>(...a: Parameters<typeof op.byRawInput<I, R>>) => withQuery(op.byRawInput(...a)),
  byIdInput: <I extends object, R>(...a: Parameters<typeof op.byIdInput<I, R>>) => withQuery(op.byIdInput(...a)),
  byIdRawInput: <I extends object, R>(...a: Parameters<typeof op.byIdRawInput<I, R>>) => withQuery(op.byIdRawInput(...a)),
  byArgs: <const S extends Record<string, PlainInput>, R>(...a: Parameters<typeof op.byArgs<S, R>>) => withQuery(op.byArgs(...a)),
  bySwitch: <R>(...a: Parameters<typeof op.bySwitch<R>>) => withQuery(op.bySwitch(...a)),
  byFilter: <F extends object, R>(...a: Parameters<typeof op.byFilter<F, R>>) => withQuery(op.byFilter(...a)),
  byReport: <F extends object, R>(...a: Parameters<typeof op.byReport<F, R>>) => withQuery(op.byReport(...a)),
};

function withQuery<O extends Described & { args: object }, A, R>(options: O & { resolve: (parent: unknown, args: A, ctx: Ctx) => R }) {
  const { resolve, ...rest } = options;
  return { ...rest, resolve: (_query: unknown, parent: unknown, args: A, ctx: Ctx) => resolve(parent, args, ctx) };
}

// The service functions of the command kinds, by the arguments they are called with.
type ById<R> = (ctx: Ctx, id: number) => R;
type ByIds<R> = (ctx: Ctx, ids: number[]) => R;
type ByInput<I, R> = (ctx: Ctx, input: Compact<I>) => R;
type ByRawInput<I, R> = (ctx: Ctx, input: I) => R;
type ByIdInput<I, R> = (ctx: Ctx, id: number, input: Compact<I>) => R;
type ByIdRawInput<I, R> = (ctx: Ctx, id: number, input: I) => R;
type ByArgs<S, R> = (ctx: Ctx, args: ArgsOfSpec<S>) => R;
type BySwitch<R> = (ctx: Ctx, id: number, enabled: boolean) => R;
type ByFilter<F, R> = (ctx: Ctx, filter: Compact<Partial<F>>) => R;
type ReportPage = { offset?: number | null; limit?: number | null };
type ByReport<F, R> = (ctx: Ctx, filter: Compact<Partial<F>>, page: ReportPage) => R;
type In<I> = InputObjectRef<Types, I>;

/**
 * The command kinds of the operations answering one type, so each operation is one line stating its
 * scopes, service function and description:
 * `const onInt = commandsOn('Int');` … `deleteShippingBag: t.field(onInt.byId(bagUpdate, bags.deleteBag, 'Deletes an open, empty bag'))`
 * (`rowCommandsOn(model)` likewise for `t.prismaField`).
 */
export function commandsOn<const T>(of: T) {
  // A list type (`[OrderStatusCount]`) is a tuple to Pothos, not the readonly one `const` infers.
  const type = of as T extends readonly [infer E] ? [E] : T;
  return {
    byId: <R>(cmd: Command, fn: ById<R>, d?: string) => ({ type, ...cmd, ...op.byId(fn, d) }),
    byIds: <R>(cmd: Command, fn: ByIds<R>, d?: string) => ({ type, ...cmd, ...op.byIds(fn, d) }),
    byInput: <I extends object, R>(cmd: Command, input: In<I>, fn: ByInput<I, R>, d?: string) => ({ type, ...cmd, ...op.byInput(input, fn, d) }),
    byRawInput: <I extends object, R>(cmd: Command, input: In<I>, fn: ByRawInput<I, R>, d?: string) => ({ type, ...cmd, ...op.byRawInput(input, fn, d) }),
    byIdInput: <I extends object, R>(cmd: Command, input: In<I>, fn: ByIdInput<I, R>, d?: string) => ({ type, ...cmd, ...op.byIdInput(input, fn, d) }),
    byIdRawInput: <I extends object, R>(cmd: Command, input: In<I>, fn: ByIdRawInput<I, R>, d?: string) => ({
      type,
      ...cmd,
      ...op.byIdRawInput(input, fn, d),
    }),
    byArgs: <const S extends Record<string, PlainInput>, R>(cmd: Command, spec: S, fn: ByArgs<S, R>, d?: string) => ({
      type,
      ...cmd,
      ...op.byArgs(spec, fn, d),
    }),
    bySwitch: <R>(cmd: Command, fn: BySwitch<R>, d?: string) => ({ type, ...cmd, ...op.bySwitch(fn, d) }),
    byFilter: <F extends object, R>(cmd: Command, filter: In<F>, fn: ByFilter<F, R>, d?: string) => ({ type, ...cmd, ...op.byFilter(filter, fn, d) }),
    byReport: <F extends object, R>(cmd: Command, filter: In<F>, fn: ByReport<F, R>, d?: string, required?: boolean) => ({
      type,
      ...cmd,
      ...op.byReport(filter, fn, d, required),
    }),
  };
}

/**
 * The figures beside a list read with one permission (counts per status for the status tabs, totals
 * per currency) under the list's filter: `orderStatusCounts: t.field(figuresOf(OrderStatusCount, 'orders', OrderFilter, orders.orderStatusCounts, 'Orders per status'))`
 * is `commandsOn([OrderStatusCount]).byFilter(reading('orders'), OrderFilter, orders.orderStatusCounts, 'Orders per status')`.
 */
export function figuresOf<const T, F extends object, R>(of: T, permission: PermissionName, filter: In<F>, fn: ByFilter<F, R>, description?: string) {
  return commandsOn([of] as const).byFilter(reading(permission), filter, fn, description);
}

/** `commandsOn` for `t.prismaField` (a Prisma model's name or ref): the resolver takes Pothos' query first. */
export function rowCommandsOn<const N>(model: N) {
  const on = commandsOn(model);
  return {
    byId: <R>(...a: Parameters<typeof on.byId<R>>) => withQuery(on.byId(...a)),
    byIds: <R>(...a: Parameters<typeof on.byIds<R>>) => withQuery(on.byIds(...a)),
    byInput: <I extends object, R>(...a: Parameters<typeof on.byInput<I, R>>) => withQuery(on.byInput(...a)),
    byRawInput: <I extends object, R>(...a: Parameters<typeof on.byRawInput<I, R>>) => withQuery(on.byRawInput(...a)),
    byIdInput: <I extends object, R>(...a: Parameters<typeof on.byIdInput<I, R>>) => withQuery(on.byIdInput(...a)),
    byIdRawInput: <I extends object, R>(...a: Parameters<typeof on.byIdRawInput<I, R>>) => withQuery(on.byIdRawInput(...a)),
    byArgs: <const S extends Record<string, PlainInput>, R>(...a: Parameters<typeof on.byArgs<S, R>>) => withQuery(on.byArgs(...a)),
    bySwitch: <R>(...a: Parameters<typeof on.bySwitch<R>>) => withQuery(on.bySwitch(...a)),
    byFilter: <F extends object, R>(...a: Parameters<typeof on.byFilter<F, R>>) => withQuery(on.byFilter(...a)),
    byReport: <F extends object, R>(...a: Parameters<typeof on.byReport<F, R>>) => withQuery(on.byReport(...a)),
  };
}

/** Any Prisma object's field builder that selects what a computed field reads (`t.int({ select, resolve })`). */
interface SelectingFields {
  int(options: never): unknown;
}

/**
 * The sum of one number column over a bill's lines, loaded with the bill:
 * `totalQuantity: sumOfLines(t, 'quantity')` is `t.int({ select: { lines: { select: { quantity: true } } }, resolve: (o) => o.lines.reduce(…) })`.
 */
export function sumOfLines(t: SelectingFields, column: string, description?: string): FieldRef<Types, number> {
  const options = {
    ...described(description),
    select: { lines: { select: { [column]: true } } },
    resolve: (bill: { lines: Record<string, number>[] }) => bill.lines.reduce((sum, line) => sum + line[column], 0),
  };
  return t.int(options as never) as FieldRef<Types, number>;
}

/** The commands answering a count or an id (deletions, batch updates): shared, they hold no state. */
export const onInt = commandsOn('Int');
