// The profit of every order (issue 22 item 6, spec 02 §9) and the profit reports of item 7
// (/profitReport, /profitReportOrder, /dataSummary). The arithmetic is @erp/schema rules/profit.ts;
// this file gathers its inputs and stores every term with its source (OrderProfit, one row per
// shipped order, and OrderProfitItem, the order's profit per line for the SKU report).
//
// Inputs, per order:
// - goods = items total − discount, buyer-paid freight = shipping fee (order currency);
// - the executed rate of the order date (ExchangeRateHistory; before any change, the built-in rate);
// - platform fee from the shop's platform rate, in the shop's mode (Shop.platformFeeMode: 'multiply' or 'inclusive');
// - product cost: the order's outbound ledger rows, priced FIFO from the stock lots (the lots
//   consumed before this outbound are skipped), else — no outbound rows or lots run short — the
//   SKU's purchase price; each line says which;
// - packaging: the material chosen for the order (setOrderPackaging) × its unit price;
// - freight: the carrier bill's actual + return freight when billed, else OrderFreight actual,
//   else the estimate of the price card, else nothing;
// - VAT where the shop is in a VAT scheme (VAT / OSS number and a VAT rate);
// - refunds: refunded after-sales cases and Tradebyte returns of the order; an order refunded
//   with none recorded counts its whole goods + freight.
// The order is (re)computed when it ships (an order event), when a carrier bill or a refund
// names it (small calls from those modules) and on request (recomputeOrderProfits); a rate change
// alone never rewrites a stored profit. Raw SQL names the company itself.
import {
  DEFAULT_EXCHANGE_RATES,
  BASE_CURRENCY,
  TRADEBYTE_REFUND_STATUS,
  allocateCents,
  costLinesCents,
  fifoTake,
  inVatScheme,
  orderProfit,
  PROFIT_FEE_MODES,
  profitCentsText,
  profitMargin,
  toScaled,
  type ProfitCostLine,
  type ProfitFeeMode,
  type ProfitFreightSource,
  type ProfitTerms,
} from '@erp/schema';
import { z } from 'zod';
import { Prisma } from '../../generated/prisma/client';
type Db = RequestContext['db'];
import { allowedShopsWhere, assertCan, can, type RequestContext } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { keywordOf } from '../../platform/where';
import { reportPage, type Paging } from '../../platform/report-paging';
import { filterDate, filterId } from '../report-jobs/exports';
import { findInSlices } from '../../platform/lookups';
import { txSqlRunner } from '../../platform/migrate';

const DAY = 86_400_000;
export const PROFIT_REPORT_MAX_DAYS = 366;
const DEFAULT_PERIOD_DAYS = 30;
const CHART_BARS = 12;
/** Orders one recompute call names at most (none named: the whole company, in batches). */
export const RECOMPUTE_MAX_IDS = 1000;
/** Orders computed together: one set of reads and one write per chunk (docs/decisions/profit-server.md). */
export const PROFIT_CHUNK = 2000;
/** Statuses of an order whose profit is kept: it left the warehouse. */
const PROFIT_STATUSES = ['shipped', 'completed', 'refunded'];
const ORDER_BILL_TYPE = 'order';

// ---- computing -------------------------------------------------------------------------------------

/** Where each term came from (OrderProfit.sources). */
export interface ProfitSources {
  rate: { currency: string; rate: string; source: 'base' | 'history' | 'default' | 'missing'; at: string };
  fee: { shopId: number; platformRate: string; mode: ProfitFeeMode };
  costLines: (ProfitCostLine & { sku: string; warehouseId: number | null })[];
  packaging: { materialId: number | null; name: string; quantity: number; unitPrice: string } | null;
  freight: { source: ProfitFreightSource; amount: string; billId?: number; billNo?: string; priceCardId?: number | null; channelId?: number | null };
  vat: { scheme: boolean; euTaxType: string; vatRate: string };
  refunds: { kind: 'afterSales' | 'tradebyte' | 'orderRefunded'; id: number | null; ref: string; amount: string; currency: string }[];
}

type Rates = Map<string, { at: number; rate: string }[]>;

interface OrderRead {
  id: number;
  orderNo: string;
  shopId: number;
  platformType: number;
  status: string;
  currency: string;
  itemsTotal: string;
  shippingFee: string;
  discount: string;
  orderedAt: Date;
  shippedAt: Date | null;
}
interface ItemRead {
  id: number;
  orderId: number;
  skuId: number | null;
  platformSku: string;
  quantity: number;
  unitPrice: string;
  unitsPerItem: number;
}

/** The executed rate of `currency` at `at` from the company's history (ascending), else the built-in rate. */
function rateOf(history: Rates, currency: string, at: Date): { rate: string; source: ProfitSources['rate']['source'] } {
  if (currency === BASE_CURRENCY) return { rate: '1', source: 'base' };
  const list = history.get(currency) ?? [];
  let found: string | null = null;
  for (const h of list) {
    if (h.at <= at.getTime()) found = h.rate;
    else break;
  }
  if (found !== null && Number(found) > 0) return { rate: found, source: 'history' };
  const d = DEFAULT_EXCHANGE_RATES[currency];
  return d ? { rate: String(d), source: 'default' } : { rate: '0', source: 'missing' };
}

/** The shop's platform fee mode (Shop.platformFeeMode); anything unknown counts as 'multiply', the default. */
const feeModeOf = (v: string | null | undefined): ProfitFeeMode =>
  (PROFIT_FEE_MODES as readonly string[]).includes(v ?? '') ? (v as ProfitFeeMode) : 'multiply';

/** A decimal as text the way Prisma's Decimal prints it ('20.00' → '20'), whether it came through Prisma or as numeric text from raw SQL. */
const money = (v: Prisma.Decimal | number | string | null | undefined) =>
  v == null ? '0' : typeof v === 'string' ? new Prisma.Decimal(v).toString() : v.toString();
const cents = (v: Prisma.Decimal | number | string | null | undefined) => Number(toScaled(money(v), 2));

/**
 * Computes and stores the profit of the given orders of the company (those shipped, completed or
 * refunded; others are skipped and a stale row removed). Returns how many were written.
 */
export async function computeOrderProfits(db: Db, companyId: number, orderIds: readonly number[]): Promise<number> {
  const ids = [...new Set(orderIds)];
  if (!ids.length) return 0;
  // raw SQL with one array parameter: Prisma binds an `in` list value by value, which dominates a chunk of thousands
  const [orderRows, itemRows_] = await Promise.all([
    db.$queryRaw<OrderRead[]>`
      SELECT o."id", o."orderNo", o."shopId", o."platformType", o."status", o."currency", o."itemsTotal"::text AS "itemsTotal",
        o."shippingFee"::text AS "shippingFee", o."discount"::text AS "discount", o."orderedAt", o."shippedAt"
      FROM "Order" o WHERE o."companyId" = ${companyId} AND o."id" = ANY(${ids}::int[])`,
    db.$queryRaw<ItemRead[]>`
      SELECT i."id", i."orderId", i."skuId", i."platformSku", i."quantity", i."unitPrice"::text AS "unitPrice", i."unitsPerItem"
      FROM "OrderItem" i WHERE i."companyId" = ${companyId} AND i."orderId" = ANY(${ids}::int[]) ORDER BY i."id"`,
  ]);
  const itemsOf = new Map<number, ItemRead[]>();
  for (const i of itemRows_) {
    const list = itemsOf.get(i.orderId) ?? [];
    list.push(i);
    itemsOf.set(i.orderId, list);
  }
  const orders = orderRows.map((o) => ({ ...o, items: itemsOf.get(o.id) ?? [] }));
  const live = orders.filter((o) => o.shippedAt && PROFIT_STATUSES.includes(o.status));
  const gone = ids.filter((id) => !live.some((o) => o.id === id));
  if (gone.length) await db.orderProfit.deleteMany({ where: { orderId: { in: gone } } });
  if (!live.length) return 0;
  const liveIds = live.map((o) => o.id);
  const orderNos = live.map((o) => o.orderNo);
  const skuIds = [...new Set(live.flatMap((o) => o.items.map((i) => i.skuId)).filter((x): x is number => x != null))];
  const currencies = [...new Set(live.map((o) => o.currency))];

  const [shops, history, freights, parcels, cases, returns, existing] = await Promise.all([
    db.shop.findMany({
      where: { id: { in: [...new Set(live.map((o) => o.shopId))] } },
      select: { id: true, platformRate: true, vatRate: true, euTaxType: true, platformFeeMode: true },
    }),
    db.exchangeRateHistory.findMany({
      where: { currency: { in: currencies } },
      orderBy: [{ changedAt: 'asc' }, { id: 'asc' }],
      select: { currency: true, rate: true, changedAt: true },
    }),
    db.$queryRaw<{ orderId: number; channelId: number | null; priceCardId: number | null; estimatedBase: string; actualBase: string | null }[]>`
      SELECT f."orderId", f."channelId", f."priceCardId", f."estimatedBase"::text AS "estimatedBase", f."actualBase"::text AS "actualBase"
      FROM "OrderFreight" f WHERE f."companyId" = ${companyId} AND f."orderId" = ANY(${liveIds}::int[])`,
    db.$queryRaw<{ orderId: number; billId: number; actualFreight: string; returnFreight: string }[]>`
      SELECT p."orderId", p."billId", p."actualFreight"::text AS "actualFreight", p."returnFreight"::text AS "returnFreight"
      FROM "LogisticsBillParcel" p WHERE p."companyId" = ${companyId} AND p."orderId" = ANY(${liveIds}::int[]) ORDER BY p."id"`,
    db.$queryRaw<{ id: number; orderId: number; platformCaseId: string; amount: string; refundAmount: string | null; currency: string }[]>`
      SELECT c."id", c."orderId", c."platformCaseId", c."amount"::text AS "amount", c."refundAmount"::text AS "refundAmount", c."currency"
      FROM "AfterSalesCase" c WHERE c."companyId" = ${companyId} AND c."orderId" = ANY(${liveIds}::int[]) AND c."status" = 'refunded' ORDER BY c."id"`,
    db.$queryRaw<{ id: number; orderId: number; returnNo: string; amount: string; currency: string }[]>`
      SELECT r."id", r."orderId", r."returnNo", r."amount"::text AS "amount", r."currency"
      FROM "TradebyteRefund" r WHERE r."companyId" = ${companyId} AND r."orderId" = ANY(${liveIds}::int[]) AND r."status" = ${TRADEBYTE_REFUND_STATUS.refunded} ORDER BY r."id"`,
    db.$queryRaw<{ orderId: number; packagingMaterialId: number | null; packagingQuantity: number }[]>`
      SELECT p."orderId", p."packagingMaterialId", p."packagingQuantity"
      FROM "OrderProfit" p WHERE p."companyId" = ${companyId} AND p."orderId" = ANY(${liveIds}::int[])`,
  ]);
  const billIds = [...new Set(parcels.map((p) => p.billId))];
  const materialIds = [...new Set(existing.map((e) => e.packagingMaterialId).filter((x): x is number => x != null))];
  const [bills, materials, outbound] = await Promise.all([
    db.logisticsBill.findMany({ where: { id: { in: billIds } }, select: { id: true, billNo: true } }),
    db.packagingMaterial.findMany({ where: { id: { in: materialIds } }, select: { id: true, name: true, unitPrice: true } }),
    outboundOf(db, companyId, orderNos),
  ]);
  const costSkuIds = [...new Set([...skuIds, ...outbound.map((r) => r.skuId)])];
  const pairs = [...new Map(outbound.map((r) => [`${r.warehouseId}:${r.skuId}`, r])).values()];
  const [skus, lots] = await Promise.all([
    db.sku.findMany({ where: { id: { in: costSkuIds } }, select: { id: true, sku: true, purchasePrice: true } }),
    pairs.length
      ? db.stockLot.findMany({
          where: { OR: pairs.map((p) => ({ skuId: p.skuId, warehouseId: p.warehouseId })) },
          orderBy: [{ receivedAt: 'asc' }, { id: 'asc' }],
          select: { id: true, skuId: true, warehouseId: true, quantityIn: true, unitCost: true },
        })
      : Promise.resolve([]),
  ]);

  const rates: Rates = new Map();
  for (const h of history) {
    let list = rates.get(h.currency);
    if (!list) rates.set(h.currency, (list = []));
    list.push({ at: h.changedAt.getTime(), rate: h.rate.toString() });
  }
  const shopOf = new Map(shops.map((s) => [s.id, s]));
  const freightOf = new Map(freights.map((f) => [f.orderId, f]));
  const billNoOf = new Map(bills.map((b) => [b.id, b.billNo]));
  const materialOf = new Map(materials.map((m) => [m.id, m]));
  const existingOf = new Map(existing.map((e) => [e.orderId, e]));
  const skuOf = new Map(skus.map((s) => [s.id, s]));
  const lotsOf = new Map<string, typeof lots>();
  for (const l of lots) {
    const k = `${l.warehouseId}:${l.skuId}`;
    const list = lotsOf.get(k) ?? [];
    list.push(l);
    lotsOf.set(k, list);
  }
  const outboundOfOrder = new Map<string, typeof outbound>();
  for (const r of outbound) {
    const list = outboundOfOrder.get(r.billNo) ?? [];
    list.push(r);
    outboundOfOrder.set(r.billNo, list);
  }

  const rows: { data: Prisma.OrderProfitUncheckedCreateInput; items: Omit<Prisma.OrderProfitItemUncheckedCreateInput, 'orderProfitId'>[] }[] = [];
  for (const o of live) {
    const shop = shopOf.get(o.shopId);
    const rate = rateOf(rates, o.currency, o.orderedAt);
    // product cost
    const costLines: ProfitSources['costLines'] = [];
    const out = outboundOfOrder.get(o.orderNo) ?? [];
    if (out.length) {
      for (const r of out) {
        const sku = skuOf.get(r.skuId);
        const lotList = (lotsOf.get(`${r.warehouseId}:${r.skuId}`) ?? []).map((l) => ({ id: l.id, quantityIn: l.quantityIn, unitCost: l.unitCost.toString() }));
        for (const line of fifoTake(lotList, r.before, r.quantity, r.skuId, money(sku?.purchasePrice)))
          costLines.push({ ...line, sku: sku?.sku ?? '', warehouseId: r.warehouseId });
      }
    } else {
      for (const i of o.items) {
        if (i.skuId == null) continue;
        const sku = skuOf.get(i.skuId);
        costLines.push({
          skuId: i.skuId,
          quantity: i.quantity * i.unitsPerItem,
          unitCost: money(sku?.purchasePrice),
          source: 'purchasePrice',
          lotId: null,
          sku: sku?.sku ?? '',
          warehouseId: null,
        });
      }
    }
    const productCostBase = costLinesCents(costLines);
    const sourcesOfCost = new Set(costLines.map((l) => l.source));
    const costSource = !costLines.length ? 'none' : sourcesOfCost.size > 1 ? 'mixed' : [...sourcesOfCost][0];
    // packaging
    const prev = existingOf.get(o.id);
    const material = prev?.packagingMaterialId != null ? materialOf.get(prev.packagingMaterialId) : undefined;
    const packagingQuantity = material ? (prev?.packagingQuantity ?? 0) : 0;
    const packagingBase = material ? packagingQuantity * cents(material.unitPrice) : 0;
    // freight
    const billed = parcels.filter((p) => p.orderId === o.id);
    const f = freightOf.get(o.id);
    let freight: ProfitSources['freight'];
    let freightBase: number;
    if (billed.length) {
      freightBase = billed.reduce((s, p) => s + cents(p.actualFreight) + cents(p.returnFreight), 0);
      const last = billed[billed.length - 1];
      freight = { source: 'actual', amount: profitCentsText(freightBase), billId: last.billId, billNo: billNoOf.get(last.billId) ?? '' };
    } else if (f?.actualBase != null) {
      freightBase = cents(f.actualBase);
      freight = { source: 'actual', amount: profitCentsText(freightBase), channelId: f.channelId };
    } else if (f) {
      freightBase = cents(f.estimatedBase);
      freight = { source: 'estimated', amount: profitCentsText(freightBase), priceCardId: f.priceCardId, channelId: f.channelId };
    } else {
      freightBase = 0;
      freight = { source: 'none', amount: '0.00' };
    }
    // refunds (order currency)
    const refunds: ProfitSources['refunds'] = [
      ...cases
        .filter((c) => c.orderId === o.id)
        .map((c) => ({ kind: 'afterSales' as const, id: c.id, ref: c.platformCaseId, amount: money(c.refundAmount ?? c.amount), currency: c.currency })),
      ...returns
        .filter((r) => r.orderId === o.id)
        .map((r) => ({ kind: 'tradebyte' as const, id: r.id, ref: r.returnNo, amount: money(r.amount), currency: r.currency })),
    ];
    const goodsCents = cents(o.itemsTotal) - cents(o.discount);
    const shippingCents = cents(o.shippingFee);
    let refundCents = 0;
    for (const r of refunds) {
      const c = cents(r.amount);
      if (r.currency === o.currency) refundCents += c;
      else {
        // another currency: through yuan at the rates of the order date
        const from = rateOf(rates, r.currency, o.orderedAt).rate;
        const to = Number(rate.rate);
        refundCents += to > 0 ? Math.round((c * Number(from)) / to) : 0;
      }
    }
    if (o.status === 'refunded' && !refunds.length) {
      refundCents = goodsCents + shippingCents;
      refunds.push({ kind: 'orderRefunded', id: null, ref: o.orderNo, amount: profitCentsText(refundCents), currency: o.currency });
    }
    refundCents = Math.min(Math.max(refundCents, 0), Math.max(goodsCents + shippingCents, 0));
    const vatScheme = shop ? inVatScheme(shop.euTaxType, money(shop.vatRate)) : false;
    const feeMode = feeModeOf(shop?.platformFeeMode);
    const t = orderProfit({
      rate: rate.rate,
      goods: profitCentsText(goodsCents),
      buyerFreight: profitCentsText(shippingCents),
      platformRate: money(shop?.platformRate),
      feeMode,
      vatRate: money(shop?.vatRate),
      vatScheme,
      refunds: profitCentsText(refundCents),
      productCostBase,
      packagingBase,
      freightBase,
    });
    const sources: ProfitSources = {
      rate: { currency: o.currency, rate: rate.rate, source: rate.source, at: o.orderedAt.toISOString() },
      fee: { shopId: o.shopId, platformRate: money(shop?.platformRate), mode: feeMode },
      costLines,
      packaging: material ? { materialId: material.id, name: material.name, quantity: packagingQuantity, unitPrice: money(material.unitPrice) } : null,
      freight,
      vat: { scheme: vatScheme, euTaxType: shop?.euTaxType ?? '', vatRate: money(shop?.vatRate) },
      refunds,
    };
    rows.push({
      data: {
        companyId,
        orderId: o.id,
        shopId: o.shopId,
        platformType: o.platformType,
        orderedAt: o.orderedAt,
        currency: o.currency,
        rate: rate.rate,
        rateSource: rate.source,
        feeMode,
        platformRate: money(shop?.platformRate),
        vatRate: money(shop?.vatRate),
        ...termsData(t),
        costSource,
        freightSource: freight.source,
        packagingMaterialId: material?.id ?? null,
        packagingQuantity,
        sources: sources as unknown as Prisma.InputJsonValue,
        computedAt: new Date(),
      },
      items: itemRows(companyId, o, t, costLines),
    });
  }
  await writeProfits(db, companyId, rows);
  return rows.length;
}

const PROFIT_COLUMNS = [
  'companyId', 'orderId', 'shopId', 'platformType', 'orderedAt', 'currency', 'rate', 'rateSource', 'feeMode', 'platformRate', 'vatRate',
  'goods', 'buyerFreight', 'platformFee', 'productCost', 'packaging', 'freight', 'vat', 'refunds', 'profit',
  'goodsOriginal', 'buyerFreightOriginal', 'platformFeeOriginal', 'vatOriginal', 'refundsOriginal',
  'costSource', 'freightSource', 'packagingMaterialId', 'packagingQuantity', 'sources', 'computedAt',
].map((c) => `"${c}"`).join(', '); // prettier-ignore
const ITEM_COLUMNS = ['companyId', 'orderId', 'skuId', 'sku', 'quantity', 'goods', 'productCost', 'profit', 'orderedAt'].map((c) => `"${c}"`).join(', ');

/**
 * Stores the computed profits of one chunk set-based, in one transaction of two statements: the
 * chunk's old rows go (their items with them), then every OrderProfit row and every OrderProfitItem
 * row of the chunk in one INSERT (the profits' new ids joined to their items by order id). The rows
 * travel as one JSON parameter (json_populate_recordset), so a chunk of thousands of orders is
 * neither thousands of statements nor over the driver's bind-value limit. Names the company itself.
 */
async function writeProfits(
  db: Db,
  companyId: number,
  rows: { data: Prisma.OrderProfitUncheckedCreateInput; items: Omit<Prisma.OrderProfitItemUncheckedCreateInput, 'orderProfitId'>[] }[],
): Promise<void> {
  const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : d);
  const profits = rows.map((r) => ({ ...r.data, companyId, orderedAt: iso(r.data.orderedAt), computedAt: iso(r.data.computedAt) }));
  const items = rows.flatMap((r) => r.items.map((i) => ({ ...i, companyId, orderedAt: iso(i.orderedAt) })));
  await db.$transaction(async (tx) => {
    const sql = txSqlRunner(tx);
    await sql.query(`DELETE FROM "OrderProfit" WHERE "companyId" = $1 AND "orderId" = ANY($2::int[])`, [companyId, profits.map((p) => p.orderId)]);
    await sql.query(
      `WITH ins AS (
         INSERT INTO "OrderProfit" (${PROFIT_COLUMNS})
         SELECT ${PROFIT_COLUMNS} FROM json_populate_recordset(NULL::"OrderProfit", $1::json)
         RETURNING "id", "orderId"
       )
       INSERT INTO "OrderProfitItem" ("orderProfitId", ${ITEM_COLUMNS})
       SELECT ins."id", ${ITEM_COLUMNS.split(', ')
         .map((c) => `i.${c}`)
         .join(', ')}
       FROM json_populate_recordset(NULL::"OrderProfitItem", $2::json) i JOIN ins ON ins."orderId" = i."orderId"`,
      [JSON.stringify(profits), JSON.stringify(items)],
    );
  });
}

function termsData(t: ProfitTerms) {
  const c = profitCentsText;
  return {
    goods: c(t.goods),
    buyerFreight: c(t.buyerFreight),
    platformFee: c(t.platformFee),
    productCost: c(t.productCost),
    packaging: c(t.packaging),
    freight: c(t.freight),
    vat: c(t.vat),
    refunds: c(t.refunds),
    profit: c(t.profit),
    goodsOriginal: c(t.original.goods),
    buyerFreightOriginal: c(t.original.buyerFreight),
    platformFeeOriginal: c(t.original.platformFee),
    vatOriginal: c(t.original.vat),
    refundsOriginal: c(t.original.refunds),
  };
}

/**
 * The order's profit per line: goods split by line amount, product cost by the line's SKU (cost of
 * other SKUs — combination components — by goods), the rest of the profit by goods; each column adds
 * up to the order's exactly.
 */
function itemRows(
  companyId: number,
  o: {
    id: number;
    orderedAt: Date;
    items: { skuId: number | null; platformSku: string; quantity: number; unitPrice: Prisma.Decimal | string; unitsPerItem: number }[];
  },
  t: ProfitTerms,
  costLines: readonly ProfitCostLine[],
) {
  if (!o.items.length) return [];
  const gross = o.items.map((i) => i.quantity * cents(i.unitPrice));
  const goods = allocateCents(t.goods, gross);
  const units = o.items.map((i) => i.quantity * i.unitsPerItem);
  const cost = o.items.map(() => 0);
  const bySku = new Map<number, number>();
  for (const l of costLines) bySku.set(l.skuId, (bySku.get(l.skuId) ?? 0) + costLinesCents([l]));
  const costTotal = costLinesCents(costLines);
  let assigned = 0;
  for (const [skuId, c] of bySku) {
    const idx = o.items.map((i, n) => (i.skuId === skuId ? n : -1)).filter((n) => n >= 0);
    if (!idx.length) continue;
    const parts = allocateCents(
      c,
      idx.map((n) => units[n]),
    );
    idx.forEach((n, k) => (cost[n] += parts[k]));
    assigned += c;
  }
  const unassigned = costTotal - assigned;
  if (unassigned) allocateCents(unassigned, gross).forEach((p, n) => (cost[n] += p));
  // cost lines are summed per SKU before rounding overall: fix any cent of difference on the first line
  const drift = t.productCost - cost.reduce((s, x) => s + x, 0);
  cost[0] += drift;
  const rest = t.profit - t.goods + t.productCost;
  const share = allocateCents(rest, gross);
  return o.items.map((i, n) => ({
    companyId,
    orderId: o.id,
    skuId: i.skuId,
    sku: i.platformSku,
    quantity: i.quantity,
    goods: profitCentsText(goods[n]),
    productCost: profitCentsText(cost[n]),
    profit: profitCentsText(goods[n] - cost[n] + share[n]),
    orderedAt: o.orderedAt,
  }));
}

/** Per order (billNo) and SKU / warehouse: units shipped out and the units of it that left before (any consuming move). */
async function outboundOf(db: Db, companyId: number, orderNos: readonly string[]) {
  if (!orderNos.length) return [];
  const rows = await db.$queryRaw<{ billNo: string; skuId: number; warehouseId: number; quantity: bigint; before: bigint }[]>`
    WITH o AS (
      SELECT l."billNo", l."skuId", l."warehouseId", MIN(l."id") AS "first", -SUM(l."quantityChange") AS "quantity"
      FROM "StockLedger" l
      WHERE l."companyId" = ${companyId} AND l."billType" = ${ORDER_BILL_TYPE} AND l."type" = 'outbound'
        AND l."billNo" = ANY(${[...orderNos]}::text[])
      GROUP BY l."billNo", l."skuId", l."warehouseId"
    )
    SELECT o."billNo", o."skuId", o."warehouseId", o."quantity",
      (SELECT COALESCE(-SUM(x."quantityChange"), 0) FROM "StockLedger" x
        WHERE x."companyId" = ${companyId} AND x."skuId" = o."skuId" AND x."warehouseId" = o."warehouseId"
          AND x."id" < o."first" AND x."quantityChange" < 0 AND x."type" <> 'moveLocation') AS "before"
    FROM o ORDER BY o."billNo", o."first"`;
  return rows
    .map((r) => ({ billNo: r.billNo, skuId: Number(r.skuId), warehouseId: Number(r.warehouseId), quantity: Number(r.quantity), before: Number(r.before) }))
    .filter((r) => r.quantity > 0);
}

/** computeOrderProfits over any number of orders, PROFIT_CHUNK at a time. Returns how many were written. */
export async function computeOrderProfitsInChunks(db: Db, companyId: number, orderIds: readonly number[], size = PROFIT_CHUNK): Promise<number> {
  const written = await findInSlices([...new Set(orderIds)], async (slice) => [await computeOrderProfits(db, companyId, slice)], size);
  return written.reduce((a, b) => a + b, 0);
}

/**
 * Recomputes every shipped order of the company (optionally of some shops), PROFIT_CHUNK orders at a
 * time in id order: per chunk one read of the ids, the chunk's reads and one write. Returns how many.
 */
export async function recomputeCompanyProfits(db: Db, companyId: number, where: Prisma.OrderWhereInput = {}, size = PROFIT_CHUNK): Promise<number> {
  let written = 0;
  let after = 0;
  for (;;) {
    const chunk = await db.order.findMany({
      where: { ...where, id: { gt: after }, shippedAt: { not: null }, status: { in: PROFIT_STATUSES } },
      select: { id: true },
      orderBy: { id: 'asc' },
      take: size,
    });
    if (!chunk.length) break;
    written += await computeOrderProfits(
      db,
      companyId,
      chunk.map((b) => b.id),
    );
    after = chunk[chunk.length - 1].id;
  }
  return written;
}

/**
 * Hook for the modules whose changes alter a profit (shipping, carrier bills, refunds): recomputes
 * the named orders after their change committed. Never throws (logged): the caller's change stands.
 */
export async function refreshOrderProfits(ctx: RequestContext, orderIds: readonly number[]): Promise<void> {
  if (!orderIds.length || !ctx.actor) return;
  try {
    await computeOrderProfitsInChunks(ctx.db, ctx.actor.companyId, orderIds);
  } catch (err) {
    ctx.platform.logger.error({ err, orderIds: orderIds.slice(0, 20) }, 'order profit: recompute failed');
  }
}

const recomputeInput = z.object({
  orderIds: z.array(filterId).max(RECOMPUTE_MAX_IDS, { error: 'profit.recomputeTooMany' }).nullish(),
});

/**
 * Recomputes stored profits on request (after a rate, cost or shop-rate correction): the named
 * orders (looked up in the company) or every shipped order of the company. Returns how many.
 */
export async function recomputeOrderProfits(ctx: RequestContext, raw: unknown): Promise<number> {
  const actor = assertCan(ctx, 'profitReport.recompute');
  const input = parseInput(recomputeInput, raw ?? {});
  if (input.orderIds?.length) {
    const ids = [...new Set(input.orderIds)];
    const found = await ctx.db.order.findMany({ where: { id: { in: ids }, ...allowedShopsWhere(actor, 'shopId') }, select: { id: true } });
    const missing = ids.find((id) => !found.some((o) => o.id === id));
    if (missing != null) throw new NotFoundError('profit.orderNotFound', { id: missing });
    return computeOrderProfits(ctx.db, actor.companyId, ids);
  }
  return recomputeCompanyProfits(ctx.db, actor.companyId, allowedShopsWhere(actor, 'shopId'));
}

const packagingInput = z.object({
  orderId: filterId,
  materialId: filterId.nullish(),
  quantity: z
    .number()
    .int({ error: 'profit.packagingQuantity' })
    .min(0, { error: 'profit.packagingQuantity' })
    .max(1000, { error: 'profit.packagingQuantity' }),
});

/** Chooses the packaging material of a shipped order (null: none) and recomputes its profit. */
export async function setOrderPackaging(ctx: RequestContext, raw: unknown): Promise<OrderProfitRow> {
  const actor = assertCan(ctx, 'profitReportOrder.packaging');
  const input = parseInput(packagingInput, raw);
  const order = await ctx.db.order.findFirst({
    where: { id: input.orderId, ...allowedShopsWhere(actor, 'shopId') },
    select: { id: true, orderNo: true, shippedAt: true, status: true },
  });
  if (!order) throw new NotFoundError('profit.orderNotFound', { id: input.orderId });
  if (input.materialId != null && !(await ctx.db.packagingMaterial.findFirst({ where: { id: input.materialId }, select: { id: true } })))
    throw new NotFoundError('profit.materialNotFound', { id: input.materialId });
  const current = await ctx.db.orderProfit.findFirst({ where: { orderId: order.id }, select: { id: true } });
  if (!current) throw ValidationError.field('orderId', 'profit.notShipped', { orderNo: order.orderNo });
  await ctx.db.orderProfit.update({
    where: { orderId: order.id },
    data: { packagingMaterialId: input.materialId ?? null, packagingQuantity: input.materialId != null ? input.quantity : 0 },
  });
  await computeOrderProfits(ctx.db, actor.companyId, [order.id]);
  return (await orderProfitOf(ctx, order.id))!;
}

// ---- reading ---------------------------------------------------------------------------------------

export type OrderProfitRow = Prisma.OrderProfitGetPayload<object> & { orderNo: string; shopName: string };

/**
 * The stored profit of an order for its detail screen: null when it has none yet or the caller may
 * not see profits (needs /profitReportOrder); the order itself was found through the caller's scope.
 */
export async function orderProfitOf(ctx: RequestContext, orderId: number): Promise<OrderProfitRow | null> {
  if (!ctx.actor || !can(ctx.actor, 'profitReportOrder')) return null;
  const row = await ctx.db.orderProfit.findFirst({ where: { orderId, ...allowedShopsWhere(ctx.actor, 'shopId') } });
  if (!row) return null;
  const [order, shop] = await Promise.all([
    ctx.db.order.findFirst({ where: { id: orderId }, select: { orderNo: true } }),
    ctx.db.shop.findFirst({ where: { id: row.shopId }, select: { shopName: true, alias: true } }),
  ]);
  return { ...row, orderNo: order?.orderNo ?? '', shopName: shop ? shop.alias || shop.shopName : '' };
}

export const PROFIT_GROUPS = ['shop', 'platform', 'sku', 'period'] as const;
export type ProfitGroup = (typeof PROFIT_GROUPS)[number];
export const PROFIT_GRANULARITIES = ['day', 'week', 'month'] as const;

/** The fields of the profit screens' filter, also the filter of their exports (profit.export.ts; the period rule runs in the service). */
export const profitFilterFields = z.object({
  from: filterDate.optional(),
  to: filterDate.optional(),
  shopIds: z.array(filterId).max(500).nullish(),
  platformType: z.number({ error: 'validation.positiveId' }).int().positive({ error: 'validation.positiveId' }).nullish(),
  skuId: filterId.nullish(),
  /** Order number or marketplace order number, exactly (the order report's search box). */
  keyword: z.string().nullish(),
  groupBy: z.enum(PROFIT_GROUPS, { error: 'profit.groupByInvalid' }).nullish(),
  granularity: z.enum(PROFIT_GRANULARITIES, { error: 'profit.granularityInvalid' }).nullish(),
});
const profitFilter = profitFilterFields.superRefine((f, c) => {
  if (!f.from || !f.to) return;
  if (f.to.getTime() < f.from.getTime()) c.addIssue({ code: 'custom', path: ['to'], message: 'profit.toBeforeFrom' });
  else if (f.to.getTime() - f.from.getTime() > PROFIT_REPORT_MAX_DAYS * DAY) c.addIssue({ code: 'custom', path: ['to'], message: 'profit.periodTooLong' });
});
export type ProfitFilterInput = z.input<typeof profitFilter>;

export interface ProfitScope {
  companyId: number;
  from: Date;
  to: Date;
  shopIds: number[] | null;
  platformType: number | null;
  skuId: number | null;
  /** An order number or marketplace order number the orders must have (trimmed; none when empty). */
  orderNo: string | null;
  groupBy: ProfitGroup;
  granularity: (typeof PROFIT_GRANULARITIES)[number];
}

/** Checks a report filter for `page`: the period (default the last 30 days), every id looked up in the company, the caller's shops. */
export async function profitScope(ctx: RequestContext, page: 'profitReport' | 'profitReportOrder' | 'dataSummary', raw: unknown): Promise<ProfitScope> {
  const actor = assertCan(ctx, page);
  const f = parseInput(profitFilter, raw ?? {});
  const to = f.to ?? new Date();
  const from = f.from ?? new Date(to.getTime() - DEFAULT_PERIOD_DAYS * DAY);
  if (to.getTime() < from.getTime()) throw ValidationError.field('to', 'profit.toBeforeFrom');
  if (to.getTime() - from.getTime() > PROFIT_REPORT_MAX_DAYS * DAY) throw ValidationError.field('to', 'profit.periodTooLong');
  let shopIds: number[] | null = f.shopIds?.length ? [...new Set(f.shopIds)] : null;
  if (shopIds) {
    const found = await ctx.db.shop.findMany({ where: { id: { in: shopIds }, ...allowedShopsWhere(actor) }, select: { id: true } });
    const missing = shopIds.find((id) => !found.some((s) => s.id === id));
    if (missing != null) throw new NotFoundError('profit.shopNotFound', { id: missing });
  } else if (!actor.isMain && actor.allowShopIds.length) shopIds = [...actor.allowShopIds];
  if (f.skuId && !(await ctx.db.sku.findFirst({ where: { id: f.skuId }, select: { id: true } })))
    throw new NotFoundError('profit.skuNotFound', { id: f.skuId });
  return {
    companyId: actor.companyId,
    from,
    to,
    shopIds,
    platformType: f.platformType ?? null,
    skuId: f.skuId ?? null,
    orderNo: keywordOf(f.keyword) ?? null,
    groupBy: f.groupBy ?? 'shop',
    granularity: f.granularity ?? 'day',
  };
}

/** The stored profits a report counts (alias p). */
function profitWhere(s: ProfitScope): Prisma.Sql {
  const and = [Prisma.sql`p."companyId" = ${s.companyId}`, Prisma.sql`p."orderedAt" >= ${s.from}`, Prisma.sql`p."orderedAt" <= ${s.to}`];
  if (s.shopIds) and.push(Prisma.sql`p."shopId" = ANY(${s.shopIds}::int[])`);
  if (s.platformType) and.push(Prisma.sql`p."platformType" = ${s.platformType}`);
  if (s.skuId) and.push(Prisma.sql`EXISTS (SELECT 1 FROM "OrderProfitItem" i WHERE i."orderProfitId" = p."id" AND i."skuId" = ${s.skuId})`);
  if (s.orderNo)
    and.push(
      Prisma.sql`EXISTS (SELECT 1 FROM "Order" k WHERE k."id" = p."orderId" AND k."companyId" = p."companyId" AND (k."orderNo" = ${s.orderNo} OR k."platformOrderNo" = ${s.orderNo}))`,
    );
  return Prisma.join(and, ' AND ');
}

/** The money columns of a report row (yuan, two decimals). */
export interface ProfitFigures {
  orders: number;
  goods: string;
  buyerFreight: string;
  platformFee: string;
  productCost: string;
  packaging: string;
  freight: string;
  vat: string;
  refunds: string;
  profit: string;
  /** profit ÷ (goods + buyer freight − refunds), 0 to 1 (negative for a loss). */
  margin: number;
}
export interface ProfitReportRow extends ProfitFigures {
  key: string;
  label: string;
  quantity: number | null;
}
export interface ProfitReport {
  groupBy: ProfitGroup;
  totalCount: number;
  rows: ProfitReportRow[];
  totals: ProfitFigures;
  chart: { label: string; value: string }[];
}

const SUMS = Prisma.sql`count(*)::int AS "orders",
  COALESCE(SUM(p."goods"), 0)::text AS "goods", COALESCE(SUM(p."buyerFreight"), 0)::text AS "buyerFreight",
  COALESCE(SUM(p."platformFee"), 0)::text AS "platformFee", COALESCE(SUM(p."productCost"), 0)::text AS "productCost",
  COALESCE(SUM(p."packaging"), 0)::text AS "packaging", COALESCE(SUM(p."freight"), 0)::text AS "freight",
  COALESCE(SUM(p."vat"), 0)::text AS "vat", COALESCE(SUM(p."refunds"), 0)::text AS "refunds", COALESCE(SUM(p."profit"), 0)::text AS "profit"`;

type SumRow = Omit<ProfitFigures, 'margin'>;
const fix = (v: string) => profitCentsText(Number(toScaled(v, 2)));
function figures(r: SumRow): ProfitFigures {
  const out = {
    orders: Number(r.orders),
    goods: fix(r.goods),
    buyerFreight: fix(r.buyerFreight),
    platformFee: fix(r.platformFee),
    productCost: fix(r.productCost),
    packaging: fix(r.packaging),
    freight: fix(r.freight),
    vat: fix(r.vat),
    refunds: fix(r.refunds),
    profit: fix(r.profit),
  };
  return { ...out, margin: profitMargin(cents(out.profit), cents(out.goods), cents(out.buyerFreight), cents(out.refunds)) };
}

const TRUNC: Record<string, string> = { day: 'day', week: 'week', month: 'month' };

/** /profitReport: the stored profits of the period grouped by shop, platform, SKU or period, a page of groups, totals and a chart. */
export async function profitReport(ctx: RequestContext, raw: unknown, paging: Paging = {}): Promise<ProfitReport> {
  const s = await profitScope(ctx, 'profitReport', raw);
  const { offset, limit } = reportPage(paging, 'profit.limit');
  const where = profitWhere(s);
  // the totals run beside the groups (and, by shop, the shop names): one round trip of time, not three
  const totalRows = ctx.db.$queryRaw<SumRow[]>`SELECT ${SUMS} FROM "OrderProfit" p WHERE ${where}`;
  totalRows.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled
  let rows: ProfitReportRow[];
  let totals: ProfitFigures;
  let totalCount: number;
  if (s.groupBy === 'sku') {
    const itemWhere = s.skuId ? Prisma.sql`AND i."skuId" = ${s.skuId}` : Prisma.empty;
    const grouped = await ctx.db.$queryRaw<
      { key: number | null; label: string; orders: number; quantity: bigint; goods: string; productCost: string; profit: string; n: number }[]
    >`
      SELECT i."skuId" AS "key", COALESCE(MAX(k."sku"), MAX(i."sku")) AS "label", count(DISTINCT i."orderId")::int AS "orders", SUM(i."quantity") AS "quantity",
        SUM(i."goods")::text AS "goods", SUM(i."productCost")::text AS "productCost", SUM(i."profit")::text AS "profit", count(*) OVER ()::int AS "n"
      FROM "OrderProfitItem" i JOIN "OrderProfit" p ON p."id" = i."orderProfitId" LEFT JOIN "Sku" k ON k."id" = i."skuId"
      WHERE ${where} ${itemWhere}
      GROUP BY i."skuId" ORDER BY SUM(i."profit") DESC, i."skuId" NULLS LAST OFFSET ${offset} LIMIT ${limit}`;
    totalCount =
      grouped[0]?.n ??
      (
        await ctx.db.$queryRaw<
          { n: number }[]
        >`SELECT count(DISTINCT i."skuId")::int AS n FROM "OrderProfitItem" i JOIN "OrderProfit" p ON p."id" = i."orderProfitId" WHERE ${where} ${itemWhere}`
      )[0].n;
    totals = figures((await totalRows)[0]);
    rows = grouped.map((g) => ({
      key: g.key == null ? '0' : String(g.key),
      label: g.key == null ? '' : g.label,
      quantity: Number(g.quantity),
      orders: g.orders,
      goods: fix(g.goods),
      buyerFreight: '0.00',
      platformFee: '0.00',
      productCost: fix(g.productCost),
      packaging: '0.00',
      freight: '0.00',
      vat: '0.00',
      refunds: '0.00',
      profit: fix(g.profit),
      margin: profitMargin(Number(toScaled(g.profit, 2)), Number(toScaled(g.goods, 2)), 0),
    }));
    if (s.skuId) {
      // one SKU: the totals are that SKU's share, so rows and totals agree
      const t = rows.reduce((a, r) => ({ goods: a.goods + cents(r.goods), cost: a.cost + cents(r.productCost), profit: a.profit + cents(r.profit) }), {
        goods: 0,
        cost: 0,
        profit: 0,
      });
      Object.assign(totals, {
        goods: profitCentsText(t.goods),
        productCost: profitCentsText(t.cost),
        profit: profitCentsText(t.profit),
        buyerFreight: '0.00',
        platformFee: '0.00',
        packaging: '0.00',
        freight: '0.00',
        vat: '0.00',
        refunds: '0.00',
        margin: profitMargin(t.profit, t.goods, 0),
      });
    }
  } else {
    const key =
      s.groupBy === 'shop'
        ? Prisma.sql`p."shopId"::text`
        : s.groupBy === 'platform'
          ? Prisma.sql`p."platformType"::text`
          : Prisma.sql`to_char(date_trunc(${TRUNC[s.granularity]}, p."orderedAt"), 'YYYY-MM-DD')`;
    const order = s.groupBy === 'period' ? Prisma.sql`"key" ASC` : Prisma.sql`SUM(p."profit") DESC, "key" ASC`;
    const [grouped, [total], labels] = await Promise.all([
      ctx.db.$queryRaw<(SumRow & { key: string; n: number })[]>`
      SELECT ${key} AS "key", ${SUMS}, count(*) OVER ()::int AS "n"
      FROM "OrderProfit" p WHERE ${where} GROUP BY 1 ORDER BY ${order} OFFSET ${offset} LIMIT ${limit}`,
      totalRows,
      groupLabels(ctx, s.groupBy, s.shopIds),
    ]);
    totals = figures(total);
    totalCount = grouped[0]?.n ?? (await ctx.db.$queryRaw<{ n: number }[]>`SELECT count(DISTINCT ${key})::int AS n FROM "OrderProfit" p WHERE ${where}`)[0].n;
    rows = grouped.map((g) => ({ key: g.key, label: labels.get(g.key) ?? g.key, quantity: null, ...figures(g) }));
  }
  const chart = rows.slice(0, CHART_BARS).map((r) => ({ label: r.label, value: r.profit }));
  return { groupBy: s.groupBy, totalCount, rows, totals, chart };
}

/** Labels of the groups: by shop, the names of the shops the report may count (a plan holds at most a few hundred). */
async function groupLabels(ctx: RequestContext, groupBy: ProfitGroup, shopIds: number[] | null): Promise<Map<string, string>> {
  if (groupBy === 'shop') {
    const shops = await ctx.db.shop.findMany({ where: shopIds ? { id: { in: shopIds } } : {}, select: { id: true, shopName: true, alias: true } });
    return new Map(shops.map((x) => [String(x.id), x.alias || x.shopName]));
  }
  return new Map();
}

export interface ProfitOrderRow extends Omit<ProfitFigures, 'orders'> {
  id: number;
  orderId: number;
  orderNo: string;
  shopId: number;
  shopName: string;
  platformType: number;
  orderedAt: Date;
  currency: string;
  rate: string;
  goodsOriginal: string;
  costSource: string;
  freightSource: string;
}

/** /profitReportOrder: the stored profit of every order of the period (newest first), a page, and the totals of all. */
export async function profitReportOrder(ctx: RequestContext, raw: unknown, paging: Paging = {}) {
  const s = await profitScope(ctx, 'profitReportOrder', raw);
  const { offset, limit } = reportPage(paging, 'profit.limit');
  const where = profitWhere(s);
  const [[total], page] = await Promise.all([
    ctx.db.$queryRaw<SumRow[]>`SELECT ${SUMS} FROM "OrderProfit" p WHERE ${where}`,
    ctx.db.$queryRaw<
      (Omit<ProfitOrderRow, 'margin' | 'shopName'> & { shopAlias: string; shopName: string })[]
    >`SELECT p."id", p."orderId", o."orderNo", p."shopId", s."shopName", s."alias" AS "shopAlias", p."platformType", p."orderedAt", p."currency",
        p."rate"::text AS "rate", p."goodsOriginal"::text AS "goodsOriginal", p."costSource", p."freightSource",
        p."goods"::text AS "goods", p."buyerFreight"::text AS "buyerFreight", p."platformFee"::text AS "platformFee", p."productCost"::text AS "productCost",
        p."packaging"::text AS "packaging", p."freight"::text AS "freight", p."vat"::text AS "vat", p."refunds"::text AS "refunds", p."profit"::text AS "profit"
      FROM "OrderProfit" p JOIN "Order" o ON o."id" = p."orderId" JOIN "Shop" s ON s."id" = p."shopId"
      WHERE ${where} ORDER BY p."orderedAt" DESC, p."id" DESC OFFSET ${offset} LIMIT ${limit}`,
  ]);
  const totals = figures(total);
  const rows: ProfitOrderRow[] = page.map((r) => ({
    ...r,
    shopName: r.shopAlias || r.shopName,
    margin: profitMargin(cents(r.profit), cents(r.goods), cents(r.buyerFreight), cents(r.refunds)),
  }));
  return { totalCount: totals.orders, rows, totals };
}

export interface DataSummary extends ProfitFigures {
  from: Date;
  to: Date;
  /** Orders of the period (any status but cancelled), shipped or not. */
  orderCount: number;
  /** Shipped orders (with a stored profit). */
  shippedCount: number;
  refundedCount: number;
  /** Stock on hand × moving-average purchase price (yuan), now. */
  stockValue: string;
  /** Unpaid payment orders (yuan at today's rates). */
  payables: string;
  /** Profit and goods per day of the period. */
  series: { label: string; goods: string; profit: string }[];
}

/** /dataSummary: the business at a glance for the period (profit figures from the stored profits, so they agree with the profit reports). */
export async function dataSummary(ctx: RequestContext, raw: unknown): Promise<DataSummary> {
  const s = await profitScope(ctx, 'dataSummary', raw);
  const where = profitWhere(s);
  const shopFilter = s.shopIds ? Prisma.sql`AND o."shopId" = ANY(${s.shopIds}::int[])` : Prisma.empty;
  const platformFilter = s.platformType ? Prisma.sql`AND o."platformType" = ${s.platformType}` : Prisma.empty;
  const [[total], [counts], [stock], payables, series] = await Promise.all([
    ctx.db.$queryRaw<SumRow[]>`SELECT ${SUMS} FROM "OrderProfit" p WHERE ${where}`,
    ctx.db.$queryRaw<{ orders: number; refunded: number }[]>`
      SELECT count(*) FILTER (WHERE o."status" <> 'cancelled')::int AS "orders", count(*) FILTER (WHERE o."status" = 'refunded')::int AS "refunded"
      FROM "Order" o WHERE o."companyId" = ${s.companyId} AND o."orderedAt" >= ${s.from} AND o."orderedAt" <= ${s.to} ${shopFilter} ${platformFilter}`,
    ctx.db.$queryRaw<{ value: string }[]>`
      SELECT COALESCE(SUM(st."quantity" * st."purchasePrice"), 0)::numeric(18, 2)::text AS "value" FROM "Stock" st WHERE st."companyId" = ${s.companyId}`,
    ctx.db.paymentOrder.groupBy({ by: ['currency'], where: { status: 'unpaid' }, _sum: { amount: true } }),
    ctx.db.$queryRaw<{ label: string; goods: string; profit: string }[]>`
      SELECT to_char(date_trunc('day', p."orderedAt"), 'YYYY-MM-DD') AS "label", SUM(p."goods")::text AS "goods", SUM(p."profit")::text AS "profit"
      FROM "OrderProfit" p WHERE ${where} GROUP BY 1 ORDER BY 1`,
  ]);
  const rates = await ctx.db.exchangeRate.findMany({ select: { currency: true, rate: true } });
  const rateNow = new Map<string, number>(Object.entries(DEFAULT_EXCHANGE_RATES));
  for (const r of rates) rateNow.set(r.currency, Number(r.rate));
  let payableCents = 0;
  for (const p of payables) {
    const c = cents(p._sum.amount);
    payableCents += p.currency === BASE_CURRENCY ? c : Math.round(c * (rateNow.get(p.currency) ?? 0));
  }
  return {
    ...figures(total),
    from: s.from,
    to: s.to,
    orderCount: counts.orders,
    shippedCount: Number(total.orders),
    refundedCount: counts.refunded,
    stockValue: fix(stock.value),
    payables: profitCentsText(payableCents),
    series: series.map((x) => ({ label: x.label, goods: fix(x.goods), profit: fix(x.profit) })),
  };
}
