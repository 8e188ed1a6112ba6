// Marketplace fulfilment-centre stock (issue 23 item 6; spec 02 §2 /fbaWarehouseStock,
// /fbkWarehouseStock, /fbeWarehouseStock, /fbaWarehouseRestockSuggest; §9 windows, 'FBA over 365
// days'). Per shop of Amazon (FBA), Kaufland (FBK, platform type 6 `real`) or eMAG (FBE):
//   sync        "sync now" (or the schedule, fulfilment-stock.schedule.ts) reads the marketplace's
//               inventory report through the connector page by page, writing the progress to the
//               shop's FulfilmentStockSync row, and replaces the shop's snapshot in one transaction.
//               A refusal leaves the last snapshot and records the marketplace's message.
//   the list    the snapshot's rows, the marketplace SKU mapped to the seller's SKU when read: a
//               pairing of the shop, then of every shop of the platform (SkuPairing), else the SKU
//               with the same code; units over 365 days old flagged.
//   restock     per marketplace SKU of an Amazon shop: sales in 7/15/30/90 days from the company's
//               orders of that shop, fbaRestockSuggestion of @erp/schema, written out term by term.
import {
  FULFILMENT_PAGES,
  FULFILMENT_PLATFORM_TYPE,
  RESTOCK_SALES_WINDOWS,
  fbaRestockInput,
  fbaRestockSuggestion,
  fulfilmentSyncInput,
  type FbaRestockSuggestion,
  type FulfilmentMarketplace,
} from '@erp/schema';
import { Prisma } from '../../generated/prisma/client';
import { allowedShopsWhere, assertCan, requireActor, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import type { BreakdownTerm } from '../purchase-suggestions/purchase-suggestions.service';
import { fulfilmentConnectorsOf, type FulfilmentStockRow } from './fulfilment.connector';

/** Rows asked of the marketplace per call while syncing. */
export const FULFILMENT_SYNC_PAGE_SIZE = 100;
/** A sync stops asking after this many pages (a report whose total never ends). */
const MAX_SYNC_PAGES = 2_000;
/** A sync still "running" after this long is taken as dead (its server stopped): another may start. */
export const SYNC_STALE_MS = 15 * 60_000;
const DAY = 86_400_000;
/** Orders that are not sales: a split parent and merged-away orders are cancelled, so each unit counts once. */
const NOT_SALES = ['cancelled', 'refunded', 'awaitingPayment'];

export const MARKETPLACE_NAMES: Record<FulfilmentMarketplace, string> = { fba: 'Amazon FBA', fbk: 'Kaufland FBK', fbe: 'eMAG FBE' };
const RESTOCK_PAGE = 'fbaWarehouseRestockSuggest';

// ---- shops --------------------------------------------------------------------------------------

/**
 * The caller's shop of that marketplace: another company's shop answers "not found", a shop of
 * another marketplace is refused on the field.
 */
export async function shopOf(ctx: RequestContext, marketplace: FulfilmentMarketplace, shopId: number) {
  // a sub-account limited to some shops finds the others "not found" too
  const shop = await ctx.db.shop.findFirst({
    where: { AND: [{ id: shopId }, allowedShopsWhere(requireActor(ctx))] },
    select: { id: true, shopName: true, site: true, status: true, platformType: true, authToken: true },
  });
  if (!shop) throw new NotFoundError('fulfilmentStock.shopNotFound', { id: shopId });
  if (shop.platformType !== FULFILMENT_PLATFORM_TYPE[marketplace])
    throw ValidationError.field('shopId', 'fulfilmentStock.wrongMarketplace', { shop: shop.shopName, marketplace: MARKETPLACE_NAMES[marketplace] });
  return shop;
}

/** The company's shops of a marketplace with their sync state (the screen's shop filter and sync button). */
export async function fulfilmentShops(ctx: RequestContext, marketplace: FulfilmentMarketplace) {
  const actor = assertCan(ctx, FULFILMENT_PAGES[marketplace]);
  const shops = await ctx.db.shop.findMany({
    where: { platformType: FULFILMENT_PLATFORM_TYPE[marketplace], ...allowedShopsWhere(actor) },
    select: { id: true, shopName: true, site: true, status: true },
    orderBy: { id: 'asc' },
  });
  const syncs = shops.length ? await ctx.db.fulfilmentStockSync.findMany({ where: { shopId: { in: shops.map((s) => s.id) } } }) : [];
  const syncOf = new Map(syncs.map((s) => [s.shopId, s]));
  return shops.map((s) => ({ ...s, marketplace, sync: syncOf.get(s.id) ?? null }));
}
export type FulfilmentShopRow = Awaited<ReturnType<typeof fulfilmentShops>>[number];

/** The sync state of one shop (polled by the screen while a sync runs); null: never synced. */
export async function syncStateOf(ctx: RequestContext, marketplace: FulfilmentMarketplace, shopId: number) {
  const actor = assertCan(ctx, FULFILMENT_PAGES[marketplace]);
  return ctx.db.fulfilmentStockSync.findFirst({ where: { shopId, marketplace, ...allowedShopsWhere(actor, 'shopId') } });
}

// ---- sync ---------------------------------------------------------------------------------------

const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0);

/** The seller SKUs the shop is expected to hold there: listings, pairings, 90 days of sales, the last snapshot. */
async function expectedSkus(ctx: RequestContext, shopId: number, platformType: number, now: Date): Promise<string[]> {
  const [listings, pairings, sold, previous] = await Promise.all([
    ctx.db.listing.findMany({ where: { shopId, sellerSku: { not: '' } }, select: { sellerSku: true } }),
    ctx.db.skuPairing.findMany({ where: { platformType, shopId: { in: [0, shopId] } }, select: { platformSku: true } }),
    ctx.db.orderItem.findMany({
      where: { platformSku: { not: '' }, order: { shopId, orderedAt: { gte: new Date(now.getTime() - 90 * DAY) } } },
      select: { platformSku: true },
      distinct: ['platformSku'],
    }),
    ctx.db.fulfilmentStockSnapshot.findMany({ where: { shopId }, select: { marketplaceSku: true } }),
  ]);
  return [
    ...new Set([
      ...listings.map((l) => l.sellerSku),
      ...pairings.map((p) => p.platformSku),
      ...sold.map((s) => s.platformSku),
      ...previous.map((p) => p.marketplaceSku),
    ]),
  ].sort();
}

/**
 * "Sync now": reads the shop's inventory report, every page, and replaces its snapshot. The shop
 * must be the caller's, of that marketplace and authorized; one sync of a shop runs at a time.
 * A refusal of any page leaves the last snapshot and answers (and records) the marketplace's message.
 */
export async function syncFulfilmentStock(ctx: RequestContext, raw: unknown, now = new Date()) {
  const input = parseInput(fulfilmentSyncInput, raw);
  const { marketplace } = input;
  const actor = assertCan(ctx, `${FULFILMENT_PAGES[marketplace]}.sync`);
  const shop = await shopOf(ctx, marketplace, input.shopId);
  if (shop.status !== 1) throw new BusinessError('fulfilmentStock.shopNotAuthorized', { shop: shop.shopName });
  const existing = await ctx.db.fulfilmentStockSync.findFirst({ where: { shopId: shop.id } });
  if (existing?.status === 'running' && existing.startedAt && now.getTime() - existing.startedAt.getTime() < SYNC_STALE_MS)
    throw new BusinessError('fulfilmentStock.syncRunning', { shop: shop.shopName });

  const started = { status: 'running', rowsRead: 0, rowsTotal: 0, startedAt: now, marketplace };
  const sync = existing
    ? await ctx.db.fulfilmentStockSync.update({ where: { id: existing.id }, data: started })
    : await ctx.db.fulfilmentStockSync.create({ data: { companyId: actor.companyId, shopId: shop.id, ...started } });

  const skus = await expectedSkus(ctx, shop.id, shop.platformType, now);
  const connector = fulfilmentConnectorsOf(ctx.platform).of(marketplace);
  const found = new Map<string, FulfilmentStockRow>();
  let refusal: { reasonId: string; params?: Record<string, unknown> } | null = null;
  try {
    for (let page = 1, read = 0; page <= MAX_SYNC_PAGES; page++) {
      const r = await connector.inventoryReport(
        { shopName: shop.shopName, site: shop.site, authToken: shop.authToken },
        { skus, page, pageSize: FULFILMENT_SYNC_PAGE_SIZE },
      );
      if (!r.ok) {
        refusal = r;
        break;
      }
      for (const row of r.rows) {
        const sku = row.marketplaceSku.trim();
        const centre = row.centre.trim();
        if (!sku || !centre) continue;
        found.set(`${sku}\u0000${centre}`, {
          marketplaceSku: sku,
          fnsku: (row.fnsku ?? '').trim().slice(0, 40),
          centre,
          fulfillable: count(row.fulfillable),
          inbound: count(row.inbound),
          reserved: count(row.reserved),
          unfulfillable: count(row.unfulfillable),
          age0to90: count(row.age0to90),
          age91to180: count(row.age91to180),
          age181to365: count(row.age181to365),
          ageOver365: count(row.ageOver365),
        });
      }
      read += r.rows.length;
      await ctx.db.fulfilmentStockSync.update({ where: { id: sync.id }, data: { rowsRead: read, rowsTotal: Math.max(read, count(r.total)) } });
      if (!r.rows.length || read >= r.total) break;
    }
  } catch (err) {
    ctx.platform.logger.warn({ err, shopId: shop.id }, 'fulfilment inventory report failed');
    refusal = { reasonId: 'fulfilmentStock.providerRefused', params: { reason: err instanceof Error ? err.message : String(err) } };
  }
  if (refusal) {
    const params = { marketplace: MARKETPLACE_NAMES[marketplace], ...(refusal.params ?? {}) };
    await ctx.db.fulfilmentStockSync.update({
      where: { id: sync.id },
      data: { status: 'failed', errorId: refusal.reasonId, errorParams: params as Prisma.InputJsonValue },
    });
    throw new BusinessError(refusal.reasonId, params);
  }

  const at = new Date();
  return ctx.db.$transaction(async (tx) => {
    await tx.fulfilmentStockSnapshot.deleteMany({ where: { shopId: shop.id } });
    await tx.fulfilmentStockSnapshot.createMany({
      data: [...found.values()].map((r) => ({ companyId: actor.companyId, shopId: shop.id, marketplace, ...r, syncedAt: at })),
    });
    return tx.fulfilmentStockSync.update({
      where: { id: sync.id },
      data: { status: 'done', syncedAt: at, errorId: '', errorParams: {}, rowsTotal: found.size, rowsRead: found.size },
    });
  });
}

// ---- SKU mapping --------------------------------------------------------------------------------

export interface MappedSku {
  skuId: number;
  sku: string;
  productName: string;
  image: string;
  /** pairing | sku */
  mappedBy: string;
}

/** Marketplace SKUs of a shop → the seller's SKUs: the shop's pairing, the platform's, else the same code. */
export async function mapSkus(ctx: RequestContext, shop: { id: number; platformType: number }, codes: readonly string[]): Promise<Map<string, MappedSku>> {
  const out = new Map<string, MappedSku>();
  if (!codes.length) return out;
  const pairings = await ctx.db.skuPairing.findMany({
    where: { platformType: shop.platformType, shopId: { in: [0, shop.id] }, platformSku: { in: [...codes] } },
    select: { platformSku: true, skuId: true, shopId: true },
  });
  // the shop's own pairing wins over the platform-wide one
  const paired = new Map<string, number>();
  for (const p of pairings.sort((a, b) => a.shopId - b.shopId)) paired.set(p.platformSku, p.skuId);
  const skus = await ctx.db.sku.findMany({
    where: { OR: [{ id: { in: [...paired.values()] } }, { sku: { in: [...codes] } }] },
    select: { id: true, sku: true, image: true, product: { select: { name: true, mainImage: true } } },
  });
  const byId = new Map(skus.map((s) => [s.id, s]));
  const byCode = new Map(skus.map((s) => [s.sku, s]));
  for (const code of codes) {
    const pid = paired.get(code);
    const s = pid != null ? byId.get(pid) : byCode.get(code);
    if (s)
      out.set(code, { skuId: s.id, sku: s.sku, productName: s.product.name, image: s.image || s.product.mainImage, mappedBy: pid != null ? 'pairing' : 'sku' });
  }
  return out;
}

// ---- the list -----------------------------------------------------------------------------------

export interface StockFilter {
  marketplace: FulfilmentMarketplace;
  shopId?: number | null;
  keyword?: string | null;
  /** Only rows with units over 365 days old. */
  agedOnly?: boolean | null;
}

export interface FulfilmentStockListRow {
  id: number;
  shopId: number;
  shopName: string;
  marketplace: string;
  marketplaceSku: string;
  fnsku: string;
  centre: string;
  fulfillable: number;
  inbound: number;
  reserved: number;
  unfulfillable: number;
  age0to90: number;
  age91to180: number;
  age181to365: number;
  ageOver365: number;
  syncedAt: Date;
  mapped: MappedSku | null;
}

function keywordOf(raw: string | null | undefined): string {
  const kw = raw?.trim() ?? '';
  if (kw.length > 100) throw ValidationError.field('keyword', 'validation.tooLong');
  return kw;
}

function listWhere(ctx: RequestContext, f: StockFilter): Prisma.FulfilmentStockSnapshotWhereInput {
  const kw = keywordOf(f.keyword);
  return {
    marketplace: f.marketplace,
    // the caller's shops (a sub-account limited to some sees only theirs), then the filter's
    AND: [allowedShopsWhere(requireActor(ctx), 'shopId'), f.shopId ? { shopId: f.shopId } : {}],
    ...(f.agedOnly ? { ageOver365: { gt: 0 } } : {}),
    ...(kw ? { OR: [{ marketplaceSku: { contains: kw, mode: 'insensitive' } }, { fnsku: { contains: kw, mode: 'insensitive' } }] } : {}),
  };
}

export async function countStock(ctx: RequestContext, f: StockFilter): Promise<number> {
  assertCan(ctx, FULFILMENT_PAGES[f.marketplace]);
  return ctx.db.fulfilmentStockSnapshot.count({ where: listWhere(ctx, f) });
}

export async function stockRows(ctx: RequestContext, f: StockFilter, offset: number, limit: number): Promise<FulfilmentStockListRow[]> {
  assertCan(ctx, FULFILMENT_PAGES[f.marketplace]);
  const rows = await ctx.db.fulfilmentStockSnapshot.findMany({
    where: listWhere(ctx, f),
    orderBy: [{ shopId: 'asc' }, { marketplaceSku: 'asc' }, { centre: 'asc' }],
    skip: offset,
    take: limit,
  });
  const shopIds = [...new Set(rows.map((r) => r.shopId))];
  const shops = shopIds.length ? await ctx.db.shop.findMany({ where: { id: { in: shopIds } }, select: { id: true, shopName: true, platformType: true } }) : [];
  const mapped = new Map<number, Map<string, MappedSku>>();
  for (const s of shops)
    mapped.set(
      s.id,
      await mapSkus(
        ctx,
        s,
        rows.filter((r) => r.shopId === s.id).map((r) => r.marketplaceSku),
      ),
    );
  const nameOf = new Map(shops.map((s) => [s.id, s.shopName]));
  return rows.map((r) => ({ ...r, shopName: nameOf.get(r.shopId) ?? '', mapped: mapped.get(r.shopId)?.get(r.marketplaceSku) ?? null }));
}

// ---- restock suggestion -------------------------------------------------------------------------

export interface RestockRow {
  key: string;
  shopId: number;
  marketplaceSku: string;
  fnsku: string;
  centres: string[];
  mapped: MappedSku | null;
  sales: Record<number, number>;
  fulfillable: number;
  inbound: number;
  reserved: number;
  ageOver365: number;
  salesWindow: number;
  forecastDays: number;
  leadDays: number;
  targetCoverDays: number;
  suggestion: FbaRestockSuggestion;
  breakdown: BreakdownTerm[];
}

/** Units sold per marketplace SKU of one shop in each sales window up to `now`. */
async function salesOf(ctx: RequestContext, shopId: number, now: Date): Promise<Map<string, Record<number, number>>> {
  const companyId = requireActor(ctx).companyId;
  const from = new Date(now.getTime() - 90 * DAY);
  const rows = await ctx.db.$queryRaw<{ platformSku: string; orderedAt: Date; quantity: number }[]>`
    SELECT i."platformSku", o."orderedAt", i."quantity"
    FROM "Order" o JOIN "OrderItem" i ON i."orderId" = o."id"
    WHERE o."companyId" = ${companyId} AND i."companyId" = ${companyId} AND o."shopId" = ${shopId}
      AND o."orderedAt" > ${from} AND o."orderedAt" <= ${now} AND i."platformSku" <> '' AND NOT i."isGift"
      AND o."status" NOT IN (${Prisma.join(NOT_SALES)})`;
  const out = new Map<string, Record<number, number>>();
  for (const r of rows) {
    const sums = out.get(r.platformSku) ?? Object.fromEntries(RESTOCK_SALES_WINDOWS.map((d) => [d, 0]));
    const age = now.getTime() - new Date(r.orderedAt).getTime();
    for (const d of RESTOCK_SALES_WINDOWS) if (age < d * DAY) sums[d] += Number(r.quantity);
    out.set(r.platformSku, sums);
  }
  return out;
}

/**
 * The restock suggestion of every marketplace SKU of an Amazon shop that is in its FBA snapshot
 * or sold in 90 days, needed (quantity > 0) first, then by SKU.
 */
export async function fbaRestockRows(ctx: RequestContext, raw: unknown, now = new Date()): Promise<RestockRow[]> {
  assertCan(ctx, RESTOCK_PAGE);
  const p = parseInput(fbaRestockInput, raw);
  // A list filtered by a shop the company does not have is empty (like any filter); another marketplace's shop is refused.
  const exists = await ctx.db.shop.findFirst({ where: { AND: [{ id: p.shopId }, allowedShopsWhere(requireActor(ctx))] }, select: { id: true } });
  if (!exists) return [];
  const shop = await shopOf(ctx, 'fba', p.shopId);
  const [snapshot, sales] = await Promise.all([
    ctx.db.fulfilmentStockSnapshot.findMany({ where: { shopId: shop.id, marketplace: 'fba' } }),
    salesOf(ctx, shop.id, now),
  ]);
  const stock = new Map<string, { fnsku: string; centres: string[]; fulfillable: number; inbound: number; reserved: number; ageOver365: number }>();
  for (const r of snapshot) {
    const s = stock.get(r.marketplaceSku) ?? { fnsku: r.fnsku, centres: [], fulfillable: 0, inbound: 0, reserved: 0, ageOver365: 0 };
    s.centres.push(r.centre);
    s.fulfillable += r.fulfillable;
    s.inbound += r.inbound;
    s.reserved += r.reserved;
    s.ageOver365 += r.ageOver365;
    stock.set(r.marketplaceSku, s);
  }
  const codes = [...new Set([...stock.keys(), ...sales.keys()])].sort();
  const mapped = await mapSkus(ctx, shop, codes);
  const kw = p.keyword?.toLowerCase() ?? '';
  const zero = Object.fromEntries(RESTOCK_SALES_WINDOWS.map((d) => [d, 0])) as Record<(typeof RESTOCK_SALES_WINDOWS)[number], number>;
  const rows: RestockRow[] = [];
  for (const code of codes) {
    const m = mapped.get(code) ?? null;
    if (kw && !code.toLowerCase().includes(kw) && !(m && (m.sku.toLowerCase().includes(kw) || m.productName.toLowerCase().includes(kw)))) continue;
    const st = stock.get(code) ?? { fnsku: '', centres: [], fulfillable: 0, inbound: 0, reserved: 0, ageOver365: 0 };
    const sold = sales.get(code) ?? zero;
    const g = fbaRestockSuggestion({
      sales: sold,
      salesWindow: p.salesWindow,
      forecastDays: p.forecastDays,
      leadDays: p.leadDays,
      targetCoverDays: p.targetCoverDays,
      fulfillable: st.fulfillable,
      inbound: st.inbound,
    });
    if (p.onlyNeeded && g.quantity <= 0) continue;
    rows.push({
      key: `${shop.id}:${code}`,
      shopId: shop.id,
      marketplaceSku: code,
      fnsku: st.fnsku,
      centres: st.centres.sort(),
      mapped: m,
      sales: sold,
      fulfillable: st.fulfillable,
      inbound: st.inbound,
      reserved: st.reserved,
      ageOver365: st.ageOver365,
      salesWindow: p.salesWindow,
      forecastDays: p.forecastDays,
      leadDays: p.leadDays,
      targetCoverDays: p.targetCoverDays,
      suggestion: g,
      breakdown: restockBreakdown(sold, p, st, g),
    });
  }
  return rows.sort((a, b) => Number(b.suggestion.quantity > 0) - Number(a.suggestion.quantity > 0) || a.marketplaceSku.localeCompare(b.marketplaceSku));
}

/** The formula of one marketplace SKU with every term written out (what the "how" dialog shows). */
export function restockBreakdown(
  sold: Record<number, number>,
  p: { salesWindow: number; forecastDays: number; leadDays: number; targetCoverDays: number },
  st: { fulfillable: number; inbound: number },
  g: FbaRestockSuggestion,
): BreakdownTerm[] {
  const d = g.dailySales.toFixed(2);
  return [
    {
      term: 'sales',
      value: RESTOCK_SALES_WINDOWS.map((w) => `${w}d ${sold[w] ?? 0}`).join(' · '),
      formula: 'units ordered in this shop in the last 7 / 15 / 30 / 90 days',
    },
    { term: 'dailySales', value: d, formula: `sales in ${p.salesWindow} days ÷ ${p.salesWindow} = ${sold[p.salesWindow] ?? 0} ÷ ${p.salesWindow}` },
    { term: 'forecast', value: String(g.forecast), formula: `⌈daily × forecast days⌉ = ⌈${d} × ${p.forecastDays}⌉` },
    { term: 'leadDemand', value: String(g.leadDemand), formula: `⌈daily × lead days⌉ = ⌈${d} × ${p.leadDays}⌉` },
    { term: 'coverDemand', value: String(g.coverDemand), formula: `⌈daily × target cover days⌉ = ⌈${d} × ${p.targetCoverDays}⌉` },
    { term: 'demand', value: String(g.demand), formula: `lead + cover = ${g.leadDemand} + ${g.coverDemand}` },
    { term: 'supply', value: String(g.supply), formula: `fulfillable + inbound = ${st.fulfillable} + ${st.inbound}` },
    {
      term: 'coverDays',
      value: g.coverDays == null ? '—' : String(g.coverDays),
      formula: g.dailySales > 0 ? `supply ÷ daily = ${g.supply} ÷ ${d}` : 'no sales',
    },
    {
      term: 'stockout',
      value: g.stockoutInForecast ? 'yes' : 'no',
      formula: g.dailySales > 0 ? `fulfillable ${st.fulfillable} ${g.stockoutInForecast ? '<' : '≥'} forecast ${g.forecast}` : 'no sales',
    },
    { term: 'quantity', value: String(g.quantity), formula: `max(0, demand − supply) = max(0, ${g.demand} − ${g.supply})` },
  ];
}
