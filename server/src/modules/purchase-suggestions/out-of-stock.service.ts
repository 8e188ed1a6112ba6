// Out-of-stock list and purchase advice (issue 7 point 3; spec 02 §2 /outStockList, /outStockAdvice,
// §4 purchase lines 'purchasing' / 'not purchasing', §5 'Purchasing'): lines computed from orders in
// status outOfStock per SKU × warehouse (the order's warehouse, else the first by priority;
// combinations count their components), with what is available and on order; suspending and
// resuming purchasing of SKUs.
import { z } from 'zod';
import { assertCan, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import {
  computePairs,
  globalSetting,
  keywordOf,
  matches,
  settingsOf,
  suppliersOf,
  upsertSkuSetting,
  type PairRow,
  type SuggestionFilter,
} from './purchase-suggestions.service';

export interface OutOfStockFilter extends SuggestionFilter {
  /** purchasing | notPurchasing */
  state?: string | null;
}

export interface OutOfStockLine extends PairRow {
  available: number;
  shortage: number;
  /** Shortage raised to the supplier's MOQ (0 when nothing is short). */
  adviceQuantity: number;
  state: 'purchasing' | 'notPurchasing';
}

export function toLine(r: PairRow): OutOfStockLine {
  const available = r.sellable;
  const shortage = Math.max(0, r.waiting - available - r.pendingPurchase);
  const moq = Math.max(r.supplier?.moq ?? 1, r.setting.moq);
  return { ...r, available, shortage, adviceQuantity: shortage > 0 ? Math.max(shortage, moq) : 0, state: r.setting.suspended ? 'notPurchasing' : 'purchasing' };
}

async function lines(ctx: RequestContext, f: OutOfStockFilter): Promise<OutOfStockLine[]> {
  if (f.state && f.state !== 'purchasing' && f.state !== 'notPurchasing') throw ValidationError.field('state', 'purchase.stateUnknown');
  const kw = keywordOf(f.keyword);
  const rows = await computePairs(ctx, { warehouseId: f.warehouseId });
  return rows
    .filter((r) => r.waiting > 0 && matches(r, f, kw))
    .map(toLine)
    .filter((l) => !f.state || l.state === f.state)
    .sort((a, b) => b.shortage - a.shortage || b.waiting - a.waiting || a.sku.localeCompare(b.sku) || a.warehouseId - b.warehouseId);
}

/** /outStockList: every SKU × warehouse out-of-stock orders wait for, suspended ones included. */
export async function outOfStockLines(ctx: RequestContext, f: OutOfStockFilter = {}): Promise<OutOfStockLine[]> {
  assertCan(ctx, 'outStockList');
  return lines(ctx, f);
}

/** /outStockAdvice: what to buy for the lines still short (purchasing ones only). */
export async function outOfStockAdvice(ctx: RequestContext, f: OutOfStockFilter = {}): Promise<OutOfStockLine[]> {
  assertCan(ctx, 'outStockAdvice');
  return (await lines(ctx, { ...f, state: 'purchasing' })).filter((l) => l.adviceQuantity > 0);
}

const suspendInput = z.object({
  skuIds: z
    .array(z.number({ error: 'validation.integerIds' }).int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' }))
    .min(1, { error: 'purchase.tickAtLeastOne' })
    .max(1000, { error: 'purchase.tooMany' }),
  suspended: z.boolean(),
});

/**
 * Suspend ('not purchasing') or resume ('purchasing') the ticked SKUs. Resuming several needs them
 * to come from one supplier (spec 02 §5). Answers how many SKUs changed.
 */
export async function setPurchasingSuspended(ctx: RequestContext, raw: unknown): Promise<number> {
  const actor = assertCan(ctx, 'purchasePlan.update');
  const input = parseInput(suspendInput, raw);
  const skuIds = [...new Set(input.skuIds)];
  const skus = await ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true } });
  if (skus.length !== skuIds.length) throw new NotFoundError('purchase.skuNotFound');
  const settings = await settingsOf(ctx.db, skuIds);
  if (!input.suspended && skuIds.length > 1) {
    const suppliers = await suppliersOf(ctx.db, skuIds, new Map(skuIds.map((id) => [id, settings.of(id).supplierId])));
    const distinct = new Set(skuIds.map((id) => suppliers.get(id)?.id ?? null));
    if (distinct.size > 1) throw new BusinessError('purchase.sameSupplierRequired');
  }
  const global = await globalSetting(ctx.db);
  const changed = skuIds.filter((id) => settings.of(id).suspended !== input.suspended);
  await ctx.db.$transaction(async (tx) => {
    for (const skuId of changed) await upsertSkuSetting(tx, actor.companyId, skuId, { suspended: input.suspended }, global);
  });
  return changed.length;
}
