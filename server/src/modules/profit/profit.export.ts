// Exports of /profitReport and /profitReportOrder (issue 22 item 7) through the task queue, with the
// machinery of the other report exports (report-jobs/exports.ts): the same filter, scope, rows and
// figures as the screens' queries. /profitReport pages through profitReport itself (its groups and
// totals, so the file agrees with the screen to the cent); /profitReportOrder reads the stored
// profits in the screen's order (newest first) in keyset batches and ends with the totals of
// profitReportOrder. Both end with a totals row; an empty filter is refused as empty.
import { marketplaceLabel, PAGE_SIZE_MAX, profitMargin } from '@erp/schema';
import { z } from 'zod';
import type { RequestContext } from '../../platform/context';
import { registerExport, type CellContext, type ExportCell, type ExportColumn } from '../report-jobs/exports';
import {
  profitFilterFields,
  profitReport,
  profitReportOrder,
  profitScope,
  type ProfitFigures,
  type ProfitOrderRow,
  type ProfitReportRow,
} from './profit.service';

type Filter = z.output<typeof profitFilterFields>;

/** The money terms in the screens' column order (costs positive, as stored). */
export const PROFIT_TERMS = ['goods', 'buyerFreight', 'platformFee', 'productCost', 'packaging', 'freight', 'vat', 'refunds'] as const;
type Term = (typeof PROFIT_TERMS)[number] | 'profit';

/** A line of an export: a report row or the totals of the whole filter. */
type Line<Row> = ({ kind: 'row' } & Row) | ({ kind: 'totals' } & ProfitFigures);

const num = (v: string | number) => (typeof v === 'number' ? v : Number(v));
/** 0.5845 → 58.45 (percent, two decimals). */
const pct = (v: number) => Math.round(v * 10000) / 100;

const col = <Row>(id: string, value: (l: Line<Row>, c: CellContext) => ExportCell, width = 14): ExportColumn<Line<Row>> => ({
  headerId: `profit.export.col.${id}`,
  value,
  width,
});
/** The first column: the row's own label, or "Totals". */
const labelCol = <Row>(id: string, label: (r: Row, c: CellContext) => string, width = 22) =>
  col<Row>(id, (l, c) => (l.kind === 'row' ? label(l, c) : c.t('profit.export.totals')), width);
/** A money term of rows and totals (yuan). */
const termCol = <Row extends Record<Term, string>>(k: Term) => col<Row>(k, (l) => num(l[k]));
const marginCol = <Row extends { margin: number }>() => col<Row>('margin', (l) => pct(l.margin), 12);

// ---- /profitReport ------------------------------------------------------------------------------

const groupLabel = (r: ProfitReportRow & { groupBy: string }) => (r.groupBy === 'platform' ? marketplaceLabel(Number(r.key)) : r.label || '—');
type GroupRow = ProfitReportRow & { groupBy: string };

/** The columns of the screen for a grouping: SKU rows show quantity, goods and product cost only. */
function reportColumns(groupBy: string): ExportColumn<Line<GroupRow>>[] {
  const bySku = groupBy === 'sku';
  return [
    labelCol<GroupRow>('group', groupLabel),
    ...(bySku ? [col<GroupRow>('quantity', (l) => (l.kind === 'row' ? l.quantity : null), 10)] : []),
    col<GroupRow>('orders', (l) => l.orders, 10),
    ...(bySku ? (['goods', 'productCost'] as const) : PROFIT_TERMS).map((k) => termCol<GroupRow>(k)),
    termCol<GroupRow>('profit'),
    marginCol<GroupRow>(),
  ];
}

/** Every group of the filter (pages of the report query) and its totals. */
async function reportLines(ctx: RequestContext, f: Filter): Promise<Line<GroupRow>[]> {
  const first = await profitReport(ctx, f, { offset: 0, limit: PAGE_SIZE_MAX });
  if (first.totalCount === 0) return [];
  const rows = [...first.rows];
  while (rows.length < first.totalCount) {
    const next = await profitReport(ctx, f, { offset: rows.length, limit: PAGE_SIZE_MAX });
    if (!next.rows.length) break;
    rows.push(...next.rows);
  }
  return [...rows.map((r) => ({ kind: 'row' as const, ...r, groupBy: first.groupBy })), { kind: 'totals' as const, ...first.totals }];
}

export const profitReportExport = registerExport({
  reportType: 'profitReport',
  nameId: 'profit.export.profitReport',
  permission: 'profitReport',
  filter: profitFilterFields,
  columns: reportColumns('shop'),
  columnsFor: (_ctx, f) => Promise.resolve(reportColumns(f.groupBy ?? 'shop')),
  count: async (ctx, f) => (await reportLines(ctx, f)).length,
  async *rows(ctx, f) {
    const lines = await reportLines(ctx, f);
    if (lines.length) yield lines;
  },
});

// ---- /profitReportOrder -------------------------------------------------------------------------

/** Stored profits read per batch (each batch also looks up its orders and shops). */
const ORDER_BATCH = 1000;
type OrderLine = Line<ProfitOrderRow>;

export const profitOrderColumns: ExportColumn<OrderLine>[] = [
  labelCol<ProfitOrderRow>('orderNo', (r) => r.orderNo, 20),
  col<ProfitOrderRow>('shop', (l) => (l.kind === 'row' ? l.shopName : null), 18),
  col<ProfitOrderRow>('orderedAt', (l) => (l.kind === 'row' ? l.orderedAt : null), 18),
  col<ProfitOrderRow>('currency', (l) => (l.kind === 'row' ? l.currency : null), 10),
  col<ProfitOrderRow>('goodsOriginal', (l) => (l.kind === 'row' ? num(l.goodsOriginal) : null)),
  col<ProfitOrderRow>('rate', (l) => (l.kind === 'row' ? num(l.rate) : null), 10),
  ...PROFIT_TERMS.map((k) => termCol<ProfitOrderRow>(k)),
  termCol<ProfitOrderRow>('profit'),
  marginCol<ProfitOrderRow>(),
  col<ProfitOrderRow>('costSource', (l, c) => (l.kind === 'row' ? c.t(`profit.export.source.${l.costSource}`) : null), 16),
  col<ProfitOrderRow>('freightSource', (l, c) => (l.kind === 'row' ? c.t(`profit.export.source.${l.freightSource}`) : null), 16),
];

const cents = (v: { toString(): string }) => Math.round(Number(v.toString()) * 100);

/** The ids of the company's orders with this order number or marketplace order number (the screen's search box). */
async function ordersNumbered(ctx: RequestContext, companyId: number, no: string): Promise<number[]> {
  const found = await ctx.db.order.findMany({ where: { companyId, OR: [{ orderNo: no }, { platformOrderNo: no }] }, select: { id: true } });
  return found.map((o) => o.id);
}

/** The stored profits of the filter, newest first (the screen's order), as report rows. */
async function* orderRows(ctx: RequestContext, f: Filter): AsyncIterable<ProfitOrderRow[]> {
  const s = await profitScope(ctx, 'profitReportOrder', f);
  const where = {
    companyId: s.companyId,
    orderedAt: { gte: s.from, lte: s.to },
    ...(s.shopIds ? { shopId: { in: s.shopIds } } : {}),
    ...(s.platformType ? { platformType: s.platformType } : {}),
    ...(s.skuId ? { items: { some: { skuId: s.skuId } } } : {}),
    ...(s.orderNo ? { orderId: { in: await ordersNumbered(ctx, s.companyId, s.orderNo) } } : {}),
  };
  let after: number | undefined;
  for (;;) {
    const batch = await ctx.db.orderProfit.findMany({
      where,
      orderBy: [{ orderedAt: 'desc' }, { id: 'desc' }],
      take: ORDER_BATCH,
      ...(after == null ? {} : { cursor: { id: after }, skip: 1 }),
      omit: { sources: true },
    });
    if (!batch.length) return;
    after = batch[batch.length - 1].id;
    const [orders, shops] = await Promise.all([
      ctx.db.order.findMany({ where: { companyId: s.companyId, id: { in: batch.map((p) => p.orderId) } }, select: { id: true, orderNo: true } }),
      ctx.db.shop.findMany({
        where: { companyId: s.companyId, id: { in: [...new Set(batch.map((p) => p.shopId))] } },
        select: { id: true, shopName: true, alias: true },
      }),
    ]);
    const orderNo = new Map(orders.map((o) => [o.id, o.orderNo]));
    const shopName = new Map(shops.map((x) => [x.id, x.alias || x.shopName]));
    yield batch.map((p) => ({
      id: p.id,
      orderId: p.orderId,
      orderNo: orderNo.get(p.orderId) ?? '',
      shopId: p.shopId,
      shopName: shopName.get(p.shopId) ?? '',
      platformType: p.platformType,
      orderedAt: p.orderedAt,
      currency: p.currency,
      rate: p.rate.toString(),
      goodsOriginal: p.goodsOriginal.toFixed(2),
      costSource: p.costSource,
      freightSource: p.freightSource,
      goods: p.goods.toFixed(2),
      buyerFreight: p.buyerFreight.toFixed(2),
      platformFee: p.platformFee.toFixed(2),
      productCost: p.productCost.toFixed(2),
      packaging: p.packaging.toFixed(2),
      freight: p.freight.toFixed(2),
      vat: p.vat.toFixed(2),
      refunds: p.refunds.toFixed(2),
      profit: p.profit.toFixed(2),
      margin: profitMargin(cents(p.profit), cents(p.goods), cents(p.buyerFreight), cents(p.refunds)),
    }));
    if (batch.length < ORDER_BATCH) return;
  }
}

export const profitReportOrderExport = registerExport({
  reportType: 'profitReportOrder',
  nameId: 'profit.export.profitReportOrder',
  permission: 'profitReportOrder',
  filter: profitFilterFields,
  columns: profitOrderColumns,
  async count(ctx, f) {
    const { totals } = await profitReportOrder(ctx, f, { limit: 1 });
    return totals.orders ? totals.orders + 1 : 0;
  },
  async *rows(ctx, f) {
    // the totals of the screen's query, read first: the rows below are the orders they sum
    const { totals } = await profitReportOrder(ctx, f, { limit: 1 });
    if (!totals.orders) return;
    for await (const batch of orderRows(ctx, f)) yield batch.map((r) => ({ kind: 'row' as const, ...r }));
    yield [{ kind: 'totals' as const, ...totals }];
  },
});
