// Stock push rules, records and drifts as the screens see them (/inventoryPushRule,
// /inventoryPushRecord; issue 19 points 6 and 7): one rule per shop, checked with
// stockPushRuleProblems of @erp/schema; every id of an input (shop, warehouses) is looked up in the
// caller's company, so another company's shop reads as unknown. All problems of an input are
// answered at once, each on its field, and nothing is written. A sub-account with allowed shops
// (allowShopIds) sees and changes the rules, records and drifts of those shops only, as with orders
// and listings: another shop reads as unknown. The pushing itself is
// inventory-push.engine.ts, the drift check inventory-push.drift.ts.
import { stockPushRuleProblems, type FieldIssue } from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { allowedShopsWhere, assertCan, requireActor, type RequestContext } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { uniquely } from '../../platform/validate';
import { keywordOf, listWhere, whereOf } from '../../platform/where';
import { checkDrift, fixDrifts } from './inventory-push.drift';
import { DEBOUNCE_MS, queueSkus, targetsOf } from './inventory-push.engine';
import { wakeInventoryPush } from './inventory-push.worker';

export const RULE_READ = 'inventoryPushRule';
export const RULE_WRITE = 'inventoryPushRule.update';
export const RECORD_READ = 'inventoryPushRecord';
export const PUSH_NOW = 'inventoryPushRecord.push';

export interface PushRuleInput {
  shopId?: number;
  enabled?: boolean;
  percentage?: number;
  maxQuantity?: number | null;
  reserve?: number;
  zeroBelow?: number;
  warehouseIds?: number[];
  autoFixDrift?: boolean;
  remark?: string;
}

/** The caller's shops: every one, or a sub-account's allowShopIds. */
const visible = (ctx: RequestContext) => allowedShopsWhere(requireActor(ctx), 'shopId');

const ruleFilter = listWhere<Prisma.InventoryPushRuleWhereInput>()(RULE_READ, { given: ['shopId'], stated: ['enabled'], keyword: ['remark'] });
export function pushRuleWhere(ctx: RequestContext, f: Parameters<typeof ruleFilter>[1] = {}): Prisma.InventoryPushRuleWhereInput {
  return { AND: [ruleFilter(ctx, f), visible(ctx)] };
}

export interface PushRecordFilter {
  shopId?: number;
  status?: string;
  skuId?: number;
  /** Part of the seller SKU or the marketplace's listing id. */
  keyword?: string;
}
const record = whereOf<Prisma.InventoryPushRecordWhereInput>();
export function pushRecordWhere(ctx: RequestContext, f: PushRecordFilter = {}): Prisma.InventoryPushRecordWhereInput {
  assertCan(ctx, RECORD_READ);
  return {
    AND: [{ ...record.given(f, 'shopId', 'status', 'skuId'), ...record.containing(keywordOf(f.keyword), 'sellerSku', 'marketplaceListingId') }, visible(ctx)],
  };
}
/** The same rows without the status: the status tabs count over the other filters. */
export async function pushRecordCounts(ctx: RequestContext, f: PushRecordFilter = {}) {
  const rows = await ctx.db.inventoryPushRecord.groupBy({ by: ['status'], where: pushRecordWhere(ctx, { ...f, status: undefined }), _count: { _all: true } });
  return rows.map((r) => ({ status: r.status, count: r._count._all }));
}

export interface PushDriftFilter {
  shopId?: number;
  /** open (default) or fixed. */
  status?: string;
  keyword?: string;
}
const drift = whereOf<Prisma.InventoryPushDriftWhereInput>();
export function pushDriftWhere(ctx: RequestContext, f: PushDriftFilter = {}): Prisma.InventoryPushDriftWhereInput {
  assertCan(ctx, RECORD_READ);
  return {
    AND: [
      {
        ...drift.given({ ...f, status: f.status || 'open' }, 'shopId', 'status'),
        ...drift.containing(keywordOf(f.keyword), 'sellerSku', 'marketplaceListingId'),
      },
      visible(ctx),
    ],
  };
}

/** Every rule on the input (the shop and warehouses looked up in the caller's company), all problems at once; the data to store. */
async function checkInput(ctx: RequestContext, input: PushRuleInput, shopIdNow?: number) {
  const values = {
    percentage: input.percentage ?? 100,
    maxQuantity: input.maxQuantity ?? null,
    reserve: input.reserve ?? 0,
    zeroBelow: input.zeroBelow ?? 0,
  };
  const issues: FieldIssue[] = stockPushRuleProblems(values);
  const shopId = input.shopId ?? shopIdNow;
  const shop = shopId
    ? await ctx.db.shop.findFirst({ where: { AND: [{ id: shopId }, allowedShopsWhere(requireActor(ctx))] }, select: { id: true, shopName: true } })
    : null;
  if (!shop) issues.push({ field: 'shopId', messageId: 'stockPush.shopNotFound', params: { field: 'stockPush.field.shopId' } });
  const warehouseIds = [...new Set(input.warehouseIds ?? [])];
  if (warehouseIds.length) {
    const found = await ctx.db.warehouse.findMany({ where: { id: { in: warehouseIds } }, select: { id: true } });
    const unknown = warehouseIds.find((id) => !found.some((w) => w.id === id));
    if (unknown !== undefined)
      issues.push({ field: 'warehouseIds', messageId: 'stockPush.warehouseNotFound', params: { field: 'stockPush.field.warehouseIds', id: unknown } });
  }
  const remark = (input.remark ?? '').trim();
  if (remark.length > 255) issues.push({ field: 'remark', messageId: 'validation.tooLong', params: { field: 'field.remark', max: 255 } });
  if (issues.length) throw new ValidationError(issues);
  return {
    shop: shop!,
    data: { ...values, warehouseIds, enabled: input.enabled ?? true, autoFixDrift: input.autoFixDrift ?? false, remark },
  };
}

export async function findPushRule(ctx: RequestContext, id: number) {
  const row = await ctx.db.inventoryPushRule.findFirst({ where: { AND: [{ id }, visible(ctx)] } });
  if (!row) throw new NotFoundError('stockPush.ruleNotFound');
  return row;
}

async function oneRulePerShop<T>(shopName: string, write: () => Promise<T>): Promise<T> {
  return uniquely(write, () => ValidationError.field('shopId', 'stockPush.ruleExists', { field: 'stockPush.field.shopId', shopName }));
}

export async function createPushRule(ctx: RequestContext, input: PushRuleInput) {
  const actor = assertCan(ctx, RULE_WRITE);
  const { shop, data } = await checkInput(ctx, input);
  return oneRulePerShop(shop.shopName, () => ctx.db.inventoryPushRule.create({ data: { ...data, shopId: shop.id, companyId: actor.companyId } }));
}

export async function updatePushRule(ctx: RequestContext, id: number, input: PushRuleInput) {
  assertCan(ctx, RULE_WRITE);
  const now = await findPushRule(ctx, id);
  const { shop, data } = await checkInput(ctx, input, now.shopId);
  return oneRulePerShop(shop.shopName, () => ctx.db.inventoryPushRule.update({ where: { id }, data: { ...data, shopId: shop.id } }));
}

export async function deletePushRule(ctx: RequestContext, id: number) {
  assertCan(ctx, RULE_WRITE);
  const row = await findPushRule(ctx, id);
  await ctx.db.inventoryPushRule.deleteMany({ where: { id } });
  return row;
}

/** Turns rules on or off; answers how many changed. */
export async function setPushRulesEnabled(ctx: RequestContext, args: { ids: number[]; enabled: boolean }): Promise<number> {
  assertCan(ctx, RULE_WRITE);
  const { count } = await ctx.db.inventoryPushRule.updateMany({
    where: { AND: [{ id: { in: args.ids }, enabled: !args.enabled }, visible(ctx)] },
    data: { enabled: args.enabled },
  });
  return count;
}

/** Queues a push of every SKU the shop's online listings sell (after its rule changed, say). Answers the SKUs queued. */
export async function pushShopNow(ctx: RequestContext, shopId: number): Promise<number> {
  const actor = assertCan(ctx, PUSH_NOW);
  const rule = await ctx.db.inventoryPushRule.findFirst({ where: { AND: [{ shopId }, visible(ctx)] } });
  if (!rule) throw new NotFoundError('stockPush.ruleNotFound');
  const skuIds = [...new Set((await targetsOf(ctx.db, [shopId], null)).map((t) => t.skuId))];
  await queueSkus(
    ctx.platform.database.sql,
    skuIds.map(() => actor.companyId),
    skuIds,
  );
  // queued without a StockChanged event: this instance's loop is told when they come due
  wakeInventoryPush(ctx.platform, new Date(Date.now() + DEBOUNCE_MS + 5));
  return skuIds.length;
}

/** Runs the drift check now for the caller's shops with enabled rules (or one). Answers the open drifts found. */
export async function checkDriftNow(ctx: RequestContext, shopId?: number): Promise<number> {
  const actor = assertCan(ctx, PUSH_NOW);
  if (shopId !== undefined && !(await ctx.db.shop.findFirst({ where: { AND: [{ id: shopId }, allowedShopsWhere(actor)] }, select: { id: true } })))
    throw new NotFoundError('stockPush.shopNotFound');
  const restricted = !actor.isMain && actor.allowShopIds.length > 0;
  const shopIds = shopId !== undefined ? [shopId] : restricted ? actor.allowShopIds : undefined;
  return (await checkDrift(ctx.platform, actor.companyId, shopIds ? { shopIds } : {})).open;
}

/** "Push now" on drifts of the caller's company. Answers the drifts fixed. */
export async function fixDriftsNow(ctx: RequestContext, ids: number[]): Promise<number> {
  const actor = assertCan(ctx, PUSH_NOW);
  const mine = await ctx.db.inventoryPushDrift.findMany({ where: { AND: [{ id: { in: ids } }, visible(ctx)] }, select: { id: true } });
  if (!mine.length) throw new NotFoundError('stockPush.driftNotFound');
  return fixDrifts(
    ctx.platform,
    actor.companyId,
    mine.map((d) => d.id),
  );
}
