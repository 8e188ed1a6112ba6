// GraphQL of the order profits (issue 22 items 6-7): Order.profit (the breakdown with the source of
// every term, null without /profitReportOrder), profitReport, profitReportOrder, dataSummary, and the
// mutations recomputeOrderProfits and setOrderPackaging. The profit of an order is computed when it
// ships (the order 'shipped' event registered here).
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields } from '../../graphql/fields';
import { compact, plainInput } from '../../graphql/inputs';
import { onOrderEvent } from '../orders/orders.events';
import * as profit from './profit.service';

onOrderEvent('shipped', (ctx, { orderIds }) => profit.refreshOrderProfits(ctx, orderIds));

const TERMS = {
  goods: 'Decimal: Goods amount (items − discount) in yuan at the executed rate of the order date',
  buyerFreight: 'Decimal: Freight the buyer paid (yuan)',
  platformFee: "Decimal: (goods + buyer freight) × the shop's platform rate (yuan)",
  productCost: 'Decimal: FIFO lot cost of the units shipped, else the purchase price (yuan)',
  packaging: 'Decimal: Packaging material × quantity (yuan)',
  freight: "Decimal: The carrier bill's actual freight, else the estimate (yuan)",
  vat: 'Decimal: VAT contained in the sales where the shop is in a VAT scheme (yuan)',
  refunds: 'Decimal: Refunded to the buyer (yuan)',
  profit: 'Decimal: goods + buyer freight − every cost (yuan)',
  margin: 'Float: profit ÷ (goods + buyer freight − refunds)',
} as const;

const RateSource = builder.objectRef<profit.ProfitSources['rate']>('OrderProfitRate').implement({
  fields: (t) => exposeFields(t, { currency: 'String', rate: 'Decimal', source: 'String: base | history | default | missing', at: 'String: The order date' }),
});
const CostLine = builder.objectRef<profit.ProfitSources['costLines'][number]>('OrderProfitCostLine').implement({
  fields: (t) => ({
    ...exposeFields(t, { skuId: 'Int', sku: 'String', quantity: 'Int', unitCost: 'Decimal', source: 'String: lot | purchasePrice' }),
    lotId: t.int({ nullable: true, resolve: (l) => l.lotId ?? null }),
    warehouseId: t.int({ nullable: true, resolve: (l) => l.warehouseId ?? null }),
  }),
});
const FreightSource = builder.objectRef<profit.ProfitSources['freight']>('OrderProfitFreight').implement({
  fields: (t) => ({
    ...exposeFields(t, { source: 'String: none | estimated | actual', amount: 'Decimal' }),
    billId: t.int({ nullable: true, resolve: (f) => f.billId ?? null }),
    billNo: t.string({ nullable: true, resolve: (f) => f.billNo ?? null }),
    priceCardId: t.int({ nullable: true, resolve: (f) => f.priceCardId ?? null }),
    channelId: t.int({ nullable: true, resolve: (f) => f.channelId ?? null }),
  }),
});
const RefundSource = builder.objectRef<profit.ProfitSources['refunds'][number]>('OrderProfitRefund').implement({
  fields: (t) => ({
    ...exposeFields(t, {
      kind: 'String: afterSales | tradebyte | orderRefunded',
      ref: 'String: Case, return or order number',
      amount: 'Decimal',
      currency: 'String',
    }),
    id: t.int({ nullable: true, resolve: (r) => r.id ?? null }),
  }),
});
const PackagingSource = builder.objectRef<NonNullable<profit.ProfitSources['packaging']>>('OrderProfitPackaging').implement({
  fields: (t) => ({
    ...exposeFields(t, { name: 'String', quantity: 'Int', unitPrice: 'Decimal' }),
    materialId: t.int({ nullable: true, resolve: (p) => p.materialId }),
  }),
});

const src = (r: profit.OrderProfitRow) => r.sources as unknown as profit.ProfitSources;

/** The order columns an order's profit and a profit report's order row start with. */
const ORDER_COLUMNS = {
  orderId: 'Int',
  orderNo: 'String',
  shopId: 'Int',
  shopName: 'String',
  platformType: 'Int',
  orderedAt: 'DateTime',
  currency: 'String',
} as const;

export const OrderProfitRef = builder.objectRef<profit.OrderProfitRow>('OrderProfit').implement({
  description: "An order's profit, every term stored with its source (computed when it shipped, updated when costs became known)",
  fields: (t) => ({
    ...exposeFields(t, {
      ...ORDER_COLUMNS,
      rate: 'Decimal: Executed rate of the order date (yuan per unit)',
      rateSource: 'String',
      feeMode: 'String: multiply | inclusive',
      platformRate: 'Decimal: Percent',
      vatRate: 'Decimal: Percent',
      goodsOriginal: 'Decimal: Order currency',
      buyerFreightOriginal: 'Decimal: Order currency',
      platformFeeOriginal: 'Decimal: Order currency',
      vatOriginal: 'Decimal: Order currency',
      refundsOriginal: 'Decimal: Order currency',
      costSource: 'String: lot | purchasePrice | mixed | none',
      freightSource: 'String: none | estimated | actual',
      computedAt: 'DateTime',
    }),
    ...exposeFields(t, {
      goods: TERMS.goods,
      buyerFreight: TERMS.buyerFreight,
      platformFee: TERMS.platformFee,
      productCost: TERMS.productCost,
      packaging: TERMS.packaging,
      freight: TERMS.freight,
      vat: TERMS.vat,
      refunds: TERMS.refunds,
      profit: TERMS.profit,
    }),
    margin: t.float({
      description: TERMS.margin,
      resolve: (r) => {
        const revenue = Number(r.goods) + Number(r.buyerFreight) - Number(r.refunds);
        return revenue > 0 ? Math.round((Number(r.profit) / revenue) * 10_000) / 10_000 : 0;
      },
    }),
    rateDetail: t.field({ type: RateSource, resolve: (r) => src(r).rate }),
    costLines: t.field({ type: [CostLine], resolve: (r) => src(r).costLines }),
    freightDetail: t.field({ type: FreightSource, resolve: (r) => src(r).freight }),
    refundDetails: t.field({ type: [RefundSource], resolve: (r) => src(r).refunds }),
    packagingDetail: t.field({ type: PackagingSource, nullable: true, resolve: (r) => src(r).packaging }),
    vatScheme: t.boolean({ resolve: (r) => src(r).vat.scheme }),
  }),
});

builder.prismaObjectFields('Order', (t) => ({
  profit: t.field({
    type: OrderProfitRef,
    nullable: true,
    description: "The order's profit breakdown once shipped; null before, or when the caller may not see profits (/profitReportOrder)",
    resolve: (o, _a, ctx) => profit.orderProfitOf(ctx, o.id),
  }),
}));

const Filter = plainInput(
  'ProfitReportFilter',
  {
    from: 'DateTime: Order date from (default 30 days before to)',
    to: 'DateTime: Order date to (default now; at most 366 days after from)',
    shopIds: 'Int[]: Only these shops',
    platformType: 'Int: Platform type number (spec 01 §3)',
    skuId: 'Int: Only orders with this SKU',
    keyword: 'String: Only the order with this order number or marketplace order number (exact)',
    groupBy: 'String: shop | platform | sku | period (default shop; /profitReport)',
    granularity: 'String: day | week | month (groupBy period)',
  },
  'Shipped orders by order date',
);

const Figures = builder.objectRef<profit.ProfitFigures>('ProfitFigures').implement({
  fields: (t) => ({ ...exposeFields(t, { orders: 'Int' }), ...exposeFields(t, TERMS) }),
});
const ReportRow = builder.objectRef<profit.ProfitReportRow>('ProfitReportRow').implement({
  description: 'One group of /profitReport (SKU rows carry goods, product cost and their share of the profit; the other terms are 0 there)',
  fields: (t) => ({
    ...exposeFields(t, { key: 'String: Shop id, platform type, SKU id or period start (YYYY-MM-DD)', label: 'String', quantity: 'Int?', orders: 'Int' }),
    ...exposeFields(t, TERMS),
  }),
});
const ChartPoint = builder.objectRef<{ label: string; value: string }>('ProfitChartPoint').implement({
  fields: (t) => exposeFields(t, { label: 'String', value: 'Decimal' }),
});
const Report = builder.objectRef<profit.ProfitReport>('ProfitReport').implement({
  fields: (t) => ({
    ...exposeFields(t, { groupBy: 'String', totalCount: 'Int' }),
    rows: t.field({ type: [ReportRow], resolve: (r) => r.rows }),
    totals: t.field({ type: Figures, description: 'Every group of the filter (not only the page)', resolve: (r) => r.totals }),
    chart: t.field({ type: [ChartPoint], description: 'Profit of the page’s first groups', resolve: (r) => r.chart }),
  }),
});
const OrderRow = builder.objectRef<profit.ProfitOrderRow>('ProfitOrderRow').implement({
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      ...ORDER_COLUMNS,
      rate: 'Decimal',
      goodsOriginal: 'Decimal',
      costSource: 'String',
      freightSource: 'String',
    }),
    ...exposeFields(t, TERMS),
  }),
});
type OrderReport = Awaited<ReturnType<typeof profit.profitReportOrder>>;
const OrderReportRef = builder.objectRef<OrderReport>('ProfitOrderReport').implement({
  fields: (t) => ({
    totalCount: t.exposeInt('totalCount'),
    rows: t.field({ type: [OrderRow], resolve: (r) => r.rows }),
    totals: t.field({ type: Figures, resolve: (r) => r.totals }),
  }),
});
const SeriesPoint = builder.objectRef<profit.DataSummary['series'][number]>('DataSummaryPoint').implement({
  fields: (t) => exposeFields(t, { label: 'String', goods: 'Decimal', profit: 'Decimal' }),
});
const Summary = builder.objectRef<profit.DataSummary>('DataSummary').implement({
  description: '/dataSummary: the business at a glance (profit figures from the stored order profits)',
  fields: (t) => ({
    ...exposeFields(t, {
      from: 'DateTime',
      to: 'DateTime',
      orderCount: 'Int: Orders of the period (not cancelled)',
      shippedCount: 'Int: Shipped orders with a profit',
      refundedCount: 'Int',
      stockValue: 'Decimal: Stock on hand × purchase price (yuan, now)',
      payables: 'Decimal: Unpaid payment orders (yuan at today’s rates)',
      orders: 'Int',
    }),
    ...exposeFields(t, TERMS),
    series: t.field({ type: [SeriesPoint], resolve: (s) => s.series }),
  }),
});

builder.queryFields((t) => ({
  profitReport: t.field(
    commandsOn(Report).byReport(
      command('profitReport'),
      Filter,
      profit.profitReport,
      '/profitReport: stored order profits grouped by shop, platform, SKU or period',
    ),
  ),
  profitReportOrder: t.field(
    commandsOn(OrderReportRef).byReport(
      command('profitReportOrder'),
      Filter,
      profit.profitReportOrder,
      '/profitReportOrder: the profit of every order, newest first',
    ),
  ),
  dataSummary: t.field({
    type: Summary,
    ...command('dataSummary'),
    description: '/dataSummary: sales, profit, margin, orders, refunds, stock value and payables',
    args: { filter: t.arg({ type: Filter }) },
    resolve: (_r, a, ctx) => profit.dataSummary(ctx, compact(a.filter ?? {})),
  }),
}));

const RecomputeInput = plainInput('RecomputeOrderProfitsInput', { orderIds: 'Int[]: These orders (at most 1000); none: every shipped order of the company' });
const PackagingInput = plainInput('SetOrderPackagingInput', {
  orderId: 'Int!',
  materialId: 'Int: Packaging material (none: no packaging)',
  quantity: 'Int!',
});

builder.mutationFields((t) => ({
  recomputeOrderProfits: t.field(
    commandsOn('Int').byInput(
      command('profitReport.recompute'),
      RecomputeInput,
      profit.recomputeOrderProfits,
      'Recomputes stored order profits (a rate change never does by itself); answers how many were written',
    ),
  ),
  setOrderPackaging: t.field(
    commandsOn(OrderProfitRef).byInput(
      command('profitReportOrder.packaging'),
      PackagingInput,
      profit.setOrderPackaging,
      "Sets a shipped order's packaging material and quantity, and recomputes its profit",
    ),
  ),
}));
