// Filter pieces the stock lists share (ledger, occupations, inbound/outbound bills): the same
// field rules and the same meaning of "SKU" (code or product name) and of the period.
import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client';
import type { RequestContext } from '../../platform/context';

export const warehouseIdField = z.number().int().positive().optional();
/** SKU code or product name. */
export const skuTextField = z.string().trim().max(60).optional();
/** Creation period, both ends included. */
export const periodFields = { from: z.date().optional(), to: z.date().optional() };

/** createdAt within the period; undefined without either end. */
export function createdWithin(f: { from?: Date; to?: Date }): Prisma.DateTimeFilter | undefined {
  return f.from || f.to ? { ...(f.from ? { gte: f.from } : {}), ...(f.to ? { lte: f.to } : {}) } : undefined;
}

/** SKUs whose code or product name contains the text. */
export function skuTextWhere(text: string): Prisma.SkuWhereInput {
  return { OR: [{ sku: { contains: text, mode: 'insensitive' } }, { product: { name: { contains: text, mode: 'insensitive' } } }] };
}

/** Ids of the SKUs matching skuTextWhere, for rows that have no SKU relation. */
export async function skuIdsMatching(ctx: RequestContext, text: string): Promise<number[]> {
  const skus = await ctx.db.sku.findMany({ where: skuTextWhere(text), select: { id: true } });
  return skus.map((s) => s.id);
}
