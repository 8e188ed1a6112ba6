// The GraphQL side of platform/batch.ts: what a batch action answers (the rows it changed and the
// records it refused, with why) is the same two types in every module, named per module.
import { translate } from '@erp/schema';
import type { ObjectRef } from '@pothos/core';
import type PrismaTypes from '../generated/pothos-types';
import type { RequestContext } from '../platform/context';
import type { BatchResult, Refusal } from '../platform/batch';
import { builder, type Types } from './builder';
import { exposeFields } from './fields';

/**
 * A refused record: `id`, its label (`orderNo`, `billNo`), `messageId` and the `message` in the
 * caller's language: `refusalType('PurchaseRefusal', 'orderNo', 'A record of a batch that could not …')`.
 */
export function refusalType<const L extends string>(name: string, label: L, description: string): ObjectRef<Types, Refusal & Record<L, string>> {
  return builder.objectRef<Refusal & Record<L, string>>(name).implement({
    description,
    fields: (t) => ({
      ...exposeFields(t, { id: 'Int', [label]: 'String', messageId: 'String' }),
      message: t.string({ resolve: (r, _a, ctx) => translate(ctx.lang, r.messageId, r.params) }),
    }),
  });
}

/**
 * What a batch action answers: the rows it changed (field `rows`, of the Prisma model, in the order
 * `load` gives) and the refused records (`refused`, of the type `refusalType` made):
 * `batchResultType('PurchaseOrderBatchResult', 'orders', 'PurchaseOrder', po.purchaseOrdersByIds, Refusal)`.
 */
export function batchResultType<R extends BatchResult, M extends keyof PrismaTypes>(
  name: string,
  rows: string,
  model: M,
  load: (ctx: RequestContext, ids: number[], query: never) => Promise<unknown[]>,
  refusal: ObjectRef<Types, R['refused'][number]>,
  description?: string,
): ObjectRef<Types, R> {
  return builder.objectRef<R>(name).implement({
    ...(description ? { description } : {}),
    fields: (t) => ({
      // A model named by a parameter is too deep for Pothos' types here; the API tests query each use.
      [rows]: t.prismaField({ type: [model] as never, resolve: ((query: never, r: R, _a: unknown, ctx: RequestContext) => load(ctx, r.ids, query)) as never }),
      // The refusals are of the refusal type's shape (`R['refused']`); Pothos cannot see it through the generic.
      refused: t.field({ type: [refusal], resolve: (r) => r.refused as never }),
    }),
  });
}

/** A page of computed rows: `totalCount` and the `nodes` of the page (`pageType('SupplierProductPage', SupplierProduct)`). */
export function pageType<N>(name: string, node: ObjectRef<Types, N>): ObjectRef<Types, { totalCount: number; nodes: N[] }> {
  return builder.objectRef<{ totalCount: number; nodes: N[] }>(name).implement({
    fields: (t) => ({ totalCount: t.exposeInt('totalCount'), nodes: t.field({ type: [node], resolve: (p) => p.nodes }) }),
  });
}
