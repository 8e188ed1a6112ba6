// Supply monitors (issue 23 item 8; spec 02 §2 /gigacloudStockMonitor, /vidaxlProductMonitor,
// /supplyShops, /sellMonitor, §7 'Only monitoring personnel may modify or delete'; spec 01 §2 notice
// types 8-11). A monitored item watches one product of a supply source through the connector
// (supply.connector.ts); a check (the schedule, or "check now") compares the answer with the item's
// last figures: a stock, price or availability move beyond the item's thresholds (and, for eMAG
// price following, a move of the lowest other seller's price or of the buy box) is written as a
// change record and notified to the monitoring person (GigaCloud 8 stock / 9 price, vidaXL 10 stock
// and availability / 11 price, supply shops and eMAG the system type 1). The first check of an item
// only sets its figures (nothing to compare with). A source's refusal keeps the last figures and
// writes its words to lastError.
//
// Every operation names the source, whose page is the permission (SUPPLY_SOURCE_PAGE, writes
// `<page>.update`); an item of another source or company reads as not found. Only the user who added
// an item (its monitoring person) may edit or delete it (supplyMonitor.notMonitor), the main account
// included: the spec names no exception.
import {
  NOTICE_TYPE,
  SUPPLY_SOURCE_PAGE,
  SUPPLY_SOURCES,
  priceChangeNotable,
  stockChangeNotable,
  supplyCheckInput,
  supplyItemInput,
  supplyItemUpdateInput,
  supplyShopInput,
  supplyShopPlatformOf,
  type PermissionName,
  type SupplyChangeKind,
  type SupplySource,
} from '@erp/schema';
import type { Prisma, SupplyMonitorItem } from '../../generated/prisma/client';
import { assertCan, requireActor, type Platform, type RequestContext } from '../../platform/context';
import { scopedDb } from '../../platform/db';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { findSku } from '../../platform/lookups';
import { parseInput, uniquely } from '../../platform/validate';
import { keywordOf } from '../../platform/where';
import { notify } from '../messages/notices.service';
import { supplyConnector, type SupplyReading } from './supply.connector';

export const SUPPLY_SHOP_PAGE = 'supplyShops';
const SOURCE_NAME: Record<SupplySource, string> = { gigacloud: 'GigaCloud', vidaxl: 'vidaXL', shop: 'Supply shop', emag: 'eMAG' };

export function sourceOf(source: string): SupplySource {
  if (!(SUPPLY_SOURCES as readonly string[]).includes(source)) throw ValidationError.field('source', 'supplyMonitor.sourceInvalid');
  return source as SupplySource;
}
/** The read permission of a source's page (unknown sources: GigaCloud's, the service refuses them). */
export const readPermission = (source: string): PermissionName => SUPPLY_SOURCE_PAGE[source as SupplySource] ?? 'gigacloudStockMonitor';
export const writePermission = (source: string): PermissionName => `${readPermission(source)}.update` as PermissionName;

// ---- lists -------------------------------------------------------------------------------------

export interface ItemFilter {
  keyword?: string;
  supplyShopId?: number;
  id?: number;
  mine?: boolean;
}

export function itemWhere(ctx: RequestContext, source: string, f: ItemFilter = {}): Prisma.SupplyMonitorItemWhereInput {
  const s = sourceOf(source);
  const actor = assertCan(ctx, readPermission(s));
  const kw = keywordOf(f.keyword);
  return {
    source: s,
    ...(f.id ? { id: f.id } : {}),
    ...(f.supplyShopId ? { supplyShopId: f.supplyShopId } : {}),
    ...(f.mine ? { monitorUserId: actor.userId } : {}),
    ...(kw
      ? {
          OR: [
            { code: { contains: kw, mode: 'insensitive' } },
            { title: { contains: kw, mode: 'insensitive' } },
            { remark: { contains: kw, mode: 'insensitive' } },
          ],
        }
      : {}),
  };
}

export interface ChangeFilter {
  itemId?: number;
  kind?: string;
}

export function changeWhere(ctx: RequestContext, source: string, f: ChangeFilter = {}): Prisma.SupplyMonitorChangeWhereInput {
  const s = sourceOf(source);
  assertCan(ctx, readPermission(s));
  return { source: s, ...(f.itemId ? { itemId: f.itemId } : {}), ...(f.kind ? { kind: f.kind } : {}) };
}

export function supplyShopWhere(ctx: RequestContext, f: { keyword?: string } = {}): Prisma.SupplyShopWhereInput {
  assertCan(ctx, SUPPLY_SHOP_PAGE);
  const kw = keywordOf(f.keyword);
  return kw ? { OR: [{ name: { contains: kw, mode: 'insensitive' } }, { url: { contains: kw, mode: 'insensitive' } }] } : {};
}

// ---- items -------------------------------------------------------------------------------------

async function findItem(ctx: RequestContext, source: SupplySource, id: number) {
  const item = await ctx.db.supplyMonitorItem.findFirst({ where: { id, source } });
  if (!item) throw new NotFoundError('supplyMonitor.itemNotFound', { id });
  return item;
}

/** The item, refused unless the caller is its monitoring person (spec 02 §7). */
async function ownItem(ctx: RequestContext, source: string, id: number) {
  const s = sourceOf(source);
  const actor = assertCan(ctx, writePermission(s));
  const item = await findItem(ctx, s, id);
  if (item.monitorUserId !== actor.userId) throw new BusinessError('supplyMonitor.notMonitor');
  return item;
}

async function checkSku(ctx: RequestContext, skuId: number | null | undefined) {
  if (skuId != null) await findSku(ctx.db, skuId);
}

const exists = () => new BusinessError('supplyMonitor.exists');

/** Adds an item (the caller becomes its monitoring person) and reads its first figures. */
export async function addSupplyItem(ctx: RequestContext, raw: unknown, now = new Date()) {
  const given = (raw as { source?: unknown } | null)?.source;
  const source = sourceOf(typeof given === 'string' ? given : '');
  const actor = assertCan(ctx, writePermission(source));
  const input = parseInput(supplyItemInput, raw);
  if (input.source === 'shop') {
    if (!(await ctx.db.supplyShop.findFirst({ where: { id: input.supplyShopId }, select: { id: true } })))
      throw new NotFoundError('supplyMonitor.shopNotFound', { id: input.supplyShopId });
  }
  await checkSku(ctx, input.skuId);
  if (await ctx.db.supplyMonitorItem.findFirst({ where: { source, code: input.code }, select: { id: true } })) throw exists();
  const item = await uniquely(
    () =>
      ctx.db.supplyMonitorItem.create({
        data: {
          companyId: actor.companyId,
          source,
          code: input.code,
          supplyShopId: source === 'shop' ? input.supplyShopId : null,
          skuId: input.skuId ?? null,
          monitorUserId: actor.userId,
          stockThreshold: input.stockThreshold,
          priceThresholdPct: input.priceThresholdPct,
          remark: input.remark,
        },
      }),
    exists,
  );
  await checkOne(ctx.platform, item, now);
  return ctx.db.supplyMonitorItem.findFirstOrThrow({ where: { id: item.id } });
}

export async function updateSupplyItem(ctx: RequestContext, source: string, id: number, raw: unknown) {
  const item = await ownItem(ctx, source, id);
  const input = parseInput(supplyItemUpdateInput, raw);
  await checkSku(ctx, input.skuId);
  return ctx.db.supplyMonitorItem.update({
    where: { id: item.id },
    data: {
      ...(input.skuId !== undefined ? { skuId: input.skuId } : {}),
      ...(input.stockThreshold !== undefined ? { stockThreshold: input.stockThreshold } : {}),
      ...(input.priceThresholdPct !== undefined ? { priceThresholdPct: input.priceThresholdPct } : {}),
      ...(input.remark !== undefined ? { remark: input.remark } : {}),
    },
  });
}

export async function deleteSupplyItem(ctx: RequestContext, source: string, id: number): Promise<number> {
  const item = await ownItem(ctx, source, id);
  await ctx.db.$transaction([
    ctx.db.supplyMonitorChange.deleteMany({ where: { itemId: item.id } }),
    ctx.db.supplyMonitorItem.deleteMany({ where: { id: item.id } }),
  ]);
  return item.id;
}

export interface CheckOutcome {
  checked: number;
  changed: number;
  failed: number;
}

/** "Check now" of some items of a source (any of the company's, not only the caller's). */
export async function checkSupplyItems(ctx: RequestContext, source: string, raw: unknown, now = new Date()): Promise<CheckOutcome> {
  const s = sourceOf(source);
  assertCan(ctx, writePermission(s));
  const { ids } = parseInput(supplyCheckInput, raw);
  const items = await ctx.db.supplyMonitorItem.findMany({ where: { id: { in: ids }, source: s }, orderBy: { id: 'asc' } });
  const missing = ids.find((i) => !items.some((it) => it.id === i));
  if (missing != null) throw new NotFoundError('supplyMonitor.itemNotFound', { id: missing });
  const out: CheckOutcome = { checked: 0, changed: 0, failed: 0 };
  for (const item of items) {
    const r = await checkOne(ctx.platform, item, now);
    out.checked++;
    out.changed += r.changes;
    if (r.failed) out.failed++;
  }
  return out;
}

// ---- the check -----------------------------------------------------------------------------------

interface Change {
  kind: SupplyChangeKind;
  before: string;
  after: string;
}

const money = (v: { toString(): string } | null) => (v == null ? null : Number(v.toString()));
const fmt = (n: number | null) => (n == null ? '' : n.toFixed(2));

/** What moved beyond the item's thresholds between its last figures and the reading. */
export function changesOf(item: SupplyMonitorItem, r: SupplyReading): Change[] {
  if (item.lastCheckedAt == null || item.lastStock == null) return [];
  const out: Change[] = [];
  if (item.available !== r.available)
    out.push({ kind: 'availability', before: item.available ? 'onSale' : 'offShelf', after: r.available ? 'onSale' : 'offShelf' });
  if (stockChangeNotable(item.lastStock, r.stock, item.stockThreshold)) out.push({ kind: 'stock', before: String(item.lastStock), after: String(r.stock) });
  const last = money(item.lastPrice);
  if (last != null && priceChangeNotable(last, r.price, Number(item.priceThresholdPct))) out.push({ kind: 'price', before: fmt(last), after: fmt(r.price) });
  if (item.source === 'emag') {
    const lowest = r.offers?.length ? Math.min(...r.offers.map((o) => o.price)) : null;
    const lastLowest = money(item.lowestPrice);
    if (lowest !== lastLowest && (lowest == null || lastLowest == null || priceChangeNotable(lastLowest, lowest, Number(item.priceThresholdPct))))
      out.push({ kind: 'lowestPrice', before: fmt(lastLowest), after: fmt(lowest) });
    if (item.buyBox != null && r.buyBox != null && item.buyBox !== r.buyBox)
      out.push({ kind: 'buyBox', before: item.buyBox ? 'ours' : 'other', after: r.buyBox ? 'ours' : 'other' });
  }
  return out;
}

function noticeTypeOf(source: SupplySource, kind: SupplyChangeKind): string {
  if (source === 'gigacloud') return kind === 'price' ? NOTICE_TYPE.gigacloudStockItem : NOTICE_TYPE.gigacloudStockChange;
  if (source === 'vidaxl') return kind === 'price' ? NOTICE_TYPE.vidaxlProductItem : NOTICE_TYPE.vidaxlProductChange;
  return NOTICE_TYPE.system;
}

/** One item against its source: figures updated, changes recorded and notified; a refusal keeps the figures. */
export async function checkOne(platform: Platform, item: SupplyMonitorItem, now: Date): Promise<{ changes: number; failed: boolean }> {
  const db = scopedDb(platform.database.prisma, item.companyId);
  const source = item.source as SupplySource;
  const r = await supplyConnector(platform).read({ source, code: item.code, now });
  if (!r.ok) {
    const message = r.notConnected ? `${SOURCE_NAME[source]} not connected` : r.message;
    await db.supplyMonitorItem.updateMany({ where: { id: item.id }, data: { lastError: message, lastCheckedAt: now } });
    return { changes: 0, failed: true };
  }
  const changes = changesOf(item, r);
  const lowest = r.offers?.length ? Math.min(...r.offers.map((o) => o.price)) : null;
  await db.$transaction(async (tx) => {
    await tx.supplyMonitorItem.updateMany({
      where: { id: item.id },
      data: {
        title: r.title,
        currency: r.currency,
        available: r.available,
        lastStock: r.stock,
        lastPrice: r.price.toFixed(2),
        lowestPrice: lowest == null ? null : lowest.toFixed(2),
        competitorCount: r.offers?.length ?? 0,
        buyBox: r.buyBox ?? null,
        lastCheckedAt: now,
        lastError: '',
      },
    });
    if (changes.length)
      await tx.supplyMonitorChange.createMany({
        data: changes.map((c) => ({ companyId: item.companyId, itemId: item.id, source, kind: c.kind, before: c.before, after: c.after, checkedAt: now })),
      });
  });
  for (const c of changes) {
    let sent = 0;
    try {
      sent = await notify(platform, {
        companyId: item.companyId,
        userIds: [item.monitorUserId],
        type: noticeTypeOf(source, c.kind),
        title:
          source === 'emag'
            ? 'supplyMonitor.notice.sellTitle'
            : `supplyMonitor.notice.${c.kind === 'availability' ? 'availability' : c.kind === 'price' ? 'price' : 'stock'}Title`,
        body:
          source === 'emag'
            ? 'supplyMonitor.notice.sellBody'
            : `supplyMonitor.notice.${c.kind === 'availability' ? 'availability' : c.kind === 'price' ? 'price' : 'stock'}Body`,
        params: { source: SOURCE_NAME[source], code: item.code, before: c.before, after: c.after, kind: c.kind },
        otherBillNum: item.code,
        linkData: { id: item.id },
      });
    } catch (err) {
      platform.logger.warn({ err, itemId: item.id }, 'supply monitor notice failed');
    }
    if (sent) await db.supplyMonitorChange.updateMany({ where: { itemId: item.id, kind: c.kind, checkedAt: now }, data: { notified: sent } });
  }
  return { changes: changes.length, failed: false };
}

// ---- supply shops ----------------------------------------------------------------------------------

const shopExists = () => new BusinessError('supplyMonitor.shopExists');

async function findShop(ctx: RequestContext, id: number) {
  const shop = await ctx.db.supplyShop.findFirst({ where: { id } });
  if (!shop) throw new NotFoundError('supplyMonitor.shopNotFound', { id });
  return shop;
}

export async function createSupplyShop(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'supplyShops.update');
  const input = parseInput(supplyShopInput, raw);
  if (await ctx.db.supplyShop.findFirst({ where: { url: input.url }, select: { id: true } })) throw shopExists();
  return uniquely(
    () =>
      ctx.db.supplyShop.create({
        data: {
          companyId: actor.companyId,
          name: input.name,
          url: input.url,
          platform: supplyShopPlatformOf(input.url),
          remark: input.remark,
          createdBy: actor.userId,
        },
      }),
    shopExists,
  );
}

export async function updateSupplyShop(ctx: RequestContext, id: number, raw: unknown) {
  assertCan(ctx, 'supplyShops.update');
  const shop = await findShop(ctx, id);
  const input = parseInput(supplyShopInput, raw);
  if (await ctx.db.supplyShop.findFirst({ where: { url: input.url, id: { not: shop.id } }, select: { id: true } })) throw shopExists();
  return uniquely(
    () =>
      ctx.db.supplyShop.update({
        where: { id: shop.id },
        data: { name: input.name, url: input.url, platform: supplyShopPlatformOf(input.url), remark: input.remark },
      }),
    shopExists,
  );
}

/** Deletes a supply shop without monitored products (its products are deleted by their monitoring persons first). */
export async function deleteSupplyShop(ctx: RequestContext, id: number): Promise<number> {
  assertCan(ctx, 'supplyShops.update');
  const shop = await findShop(ctx, id);
  const count = await ctx.db.supplyMonitorItem.count({ where: { supplyShopId: shop.id } });
  if (count) throw new BusinessError('supplyMonitor.shopInUse', { count });
  await ctx.db.supplyShop.deleteMany({ where: { id: shop.id } });
  return shop.id;
}

/** The monitoring persons' names are read with loadUserName; the caller's id tells the screen which rows it may edit. */
export const callerId = (ctx: RequestContext) => requireActor(ctx).userId;
