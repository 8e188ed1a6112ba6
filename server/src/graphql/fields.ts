// Field helpers every module's *.graphql.ts shares, so a type or an operation states only what is
// its own: the plain fields it exposes, the permission a command needs, the paging arguments of a
// list. Each helper produces exactly the fields and options a hand-written Pothos call would (the
// printed schema does not change when a module adopts one).
import { PAGE_SIZE_MAX, type PermissionName } from '@erp/schema';
import type { ArgumentRef, FieldRef, InputObjectRef } from '@pothos/core';
import type { RequestContext } from '../platform/context';
import { REPORT_PAGE_SIZE } from '../platform/report-paging';
import { builder, type Types } from './builder';
import { compact, type Compact } from './inputs';

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

/** What a command's options take besides its type and scopes: a description when it has one. */
type Described = { description?: string };
const described = (description: string | undefined): Described => (description ? { description } : {});
/** The options `command()` gives: typed errors, the permission, the operate-log module. */
type Command = ReturnType<typeof command>;
type Ctx = RequestContext;

// The arguments of the command kinds, built once per field (`builder.args` needs no field builder).
const idArgs = () => builder.args((a) => ({ id: a.int({ required: true }) }));
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
};

/** `op`'s kinds for `t.prismaField`, whose resolver takes Pothos' query first (the services load whole rows). */
export const row = {
  byId: <R>(...a: Parameters<typeof op.byId<R>>) => withQuery(op.byId(...a)),
  byIds: <R>(...a: Parameters<typeof op.byIds<R>>) => withQuery(op.byIds(...a)),
  byInput: <I extends object, R>(...a: Parameters<typeof op.byInput<I, R>>) => withQuery(op.byInput(...a)),
  byRawInput: <I extends object, R>(...a: Parameters<typeof op.byRawInput<I, R>>) => withQuery(op.byRawInput(...a)),
  byIdInput: <I extends object, R>(...a: Parameters<typeof op.byIdInput<I, R>>) => withQuery(op.byIdInput(...a)),
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
type In<I> = InputObjectRef<Types, I>;

/**
 * The command kinds of the operations answering one type, so each operation is one line stating its
 * scopes, service function and description:
 * `const onInt = commandsOn('Int');` … `deleteShippingBag: t.field(onInt.byId(bagUpdate, bags.deleteBag, 'Deletes an open, empty bag'))`
 * (`rowCommandsOn(model)` likewise for `t.prismaField`).
 */
export function commandsOn<const T>(type: T) {
  return {
    byId: <R>(cmd: Command, fn: ById<R>, d?: string) => ({ type, ...cmd, ...op.byId(fn, d) }),
    byIds: <R>(cmd: Command, fn: ByIds<R>, d?: string) => ({ type, ...cmd, ...op.byIds(fn, d) }),
    byInput: <I extends object, R>(cmd: Command, input: In<I>, fn: ByInput<I, R>, d?: string) => ({ type, ...cmd, ...op.byInput(input, fn, d) }),
    byRawInput: <I extends object, R>(cmd: Command, input: In<I>, fn: ByRawInput<I, R>, d?: string) => ({ type, ...cmd, ...op.byRawInput(input, fn, d) }),
    byIdInput: <I extends object, R>(cmd: Command, input: In<I>, fn: ByIdInput<I, R>, d?: string) => ({ type, ...cmd, ...op.byIdInput(input, fn, d) }),
  };
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
  };
}

/** The commands answering a count or an id (deletions, batch updates): shared, they hold no state. */
export const onInt = commandsOn('Int');
