// The profit of every order (issue 22 items 6-7) on a real database: two hand-computed orders (USD
// with a FIFO lot, the purchase price for units beyond the lot, a price-card estimate, packaging and
// a partial after-sales refund; EUR in a VAT scheme with the carrier bill's actual freight and a
// partial Tradebyte refund) stored term by term; the reports agree with the per-order rows and with
// each other to the cent; a rate change rewrites nothing until a recompute is asked for; bad input,
// tenancy and permissions.
import { beforeAll, describe, expect, it } from 'vitest';
import { type CompanyWorld, contextOf, ERROR_FIELDS as ERR, okOf, roleAccount, type TestApp, twoCompanySuite } from '../../../test/harness';
import { computeOrderProfits } from './profit.service';

let app: TestApp;
let w: CompanyWorld;
let other: CompanyWorld;
const { db, gql } = twoCompanySuite(['Profit Co', 'Other Profit Co'], (...s) => ([app, w, other] = s));

const MARCH = { from: '2026-03-01T00:00:00.000Z', to: '2026-03-31T23:59:59.000Z' };
const FIGS = 'orders goods buyerFreight platformFee productCost packaging freight vat refunds profit margin';
const REPORT = `query($f: ProfitReportFilter, $o: Int, $l: Int) { profitReport(filter: $f, offset: $o, limit: $l) { __typename ${ERR}
  ... on QueryProfitReportSuccess { data { groupBy totalCount rows { key label quantity ${FIGS} } totals { ${FIGS} } chart { label value } } } } }`;
const ORDERS = `query($f: ProfitReportFilter, $o: Int, $l: Int) { profitReportOrder(filter: $f, offset: $o, limit: $l) { __typename ${ERR}
  ... on QueryProfitReportOrderSuccess { data { totalCount rows { orderId orderNo shopName currency rate costSource freightSource ${FIGS.replace('orders ', '')} } totals { ${FIGS} } } } } }`;
const SUMMARY = `query($f: ProfitReportFilter) { dataSummary(filter: $f) { __typename ${ERR} ... on QueryDataSummarySuccess { data { orderCount shippedCount refundedCount stockValue payables ${FIGS} series { label goods profit } } } } }`;
const PROFIT = `orderNo currency rate rateSource feeMode goods buyerFreight platformFee productCost packaging freight vat refunds profit margin
  goodsOriginal platformFeeOriginal vatOriginal refundsOriginal costSource freightSource vatScheme
  rateDetail { source rate } costLines { sku quantity unitCost source lotId } freightDetail { source amount billNo priceCardId }
  refundDetails { kind ref amount currency } packagingDetail { name quantity unitPrice }`;
const ORDER = `query($id: Int!) { order(id: $id) { id profit { ${PROFIT} } } }`;
const RECOMPUTE =
  `mutation($i: RecomputeOrderProfitsInput!) { recomputeOrderProfits(input: $i) { __typename ${ERR} ${okOf('recomputeOrderProfits', '')} } }`.replace(
    '{ data {  } }',
    '{ data }',
  );
const PACKAGING = `mutation($i: SetOrderPackagingInput!) { setOrderPackaging(input: $i) { __typename ${ERR} ${okOf('setOrderPackaging', 'packaging profit')} } }`;

const fix2 = (v: unknown) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v).toFixed(2) : v);
const cents = (v: string) => Math.round(Number(v) * 100);

let usdOrder: { id: number; orderNo: string };
let eurOrder: { id: number; orderNo: string };
let materialId: number;
let n = 0;

async function order(
  companyId: number,
  shopId: number,
  platformType: number,
  o: Record<string, unknown>,
  items: { skuId: number; quantity: number; unitPrice: string; platformSku: string }[],
) {
  const orderNo = `PF${companyId}-${++n}`;
  return db().order.create({
    data: {
      companyId,
      shopId,
      platformType,
      platformOrderNo: orderNo,
      orderNo,
      orderedAt: new Date('2026-03-10T10:00:00Z'),
      shippedAt: new Date('2026-03-11T10:00:00Z'),
      status: 'shipped',
      ...o,
      items: { create: items.map((i) => ({ companyId, ...i })) },
    },
    select: { id: true, orderNo: true },
  });
}

beforeAll(async () => {
  const c = w.companyId;
  const at = new Date('2026-01-01T00:00:00Z');
  await db().exchangeRateHistory.createMany({
    data: [
      { companyId: c, currency: 'USD', standardRate: '7.12', modifier: 0, rate: '7.12', action: 'set', changedAt: at },
      { companyId: c, currency: 'EUR', standardRate: '7.76', modifier: 0, rate: '7.76', action: 'set', changedAt: at },
    ],
  });
  const us = await db().shop.create({ data: { companyId: c, platformType: 2, platform: 'amazon', shopName: 'US shop', status: 1, platformRate: '15' } });
  const eu = await db().shop.create({
    data: { companyId: c, platformType: 20, platform: 'tradebyte', shopName: 'DE shop', status: 1, platformRate: '12', vatRate: '19', euTaxType: 'VAT' },
  });
  const product = await db().product.create({ data: { companyId: c, name: 'Mug', spu: 'MUG' } });
  const mug = await db().sku.create({ data: { companyId: c, productId: product.id, sku: 'MUG-1', purchasePrice: '40.00' } });
  const cup = await db().sku.create({ data: { companyId: c, productId: product.id, sku: 'CUP-1', purchasePrice: '60.00' } });
  const wh = await db().warehouse.create({ data: { companyId: c, name: 'Main' } });

  usdOrder = await order(c, us.id, 2, { currency: 'USD', itemsTotal: '100.00', shippingFee: '10.00', totalAmount: '110.00', warehouseId: wh.id }, [
    { skuId: mug.id, quantity: 3, unitPrice: '33.34', platformSku: 'MUG-1' },
  ]);
  // FIFO: 1 unit left before (a count loss), then this order's 3: lot 1 has 1 more, lot 2 one more, the third beyond the lots
  await db().stockLot.createMany({
    data: [
      { companyId: c, skuId: mug.id, warehouseId: wh.id, quantityIn: 2, quantityLeft: 0, unitCost: '30.5000', receivedAt: new Date('2026-01-02') },
      { companyId: c, skuId: mug.id, warehouseId: wh.id, quantityIn: 1, quantityLeft: 0, unitCost: '30.5000', receivedAt: new Date('2026-01-03') },
    ],
  });
  await db().stockLedger.create({
    data: { companyId: c, skuId: mug.id, warehouseId: wh.id, type: 'countLoss', quantityChange: -1, quantityAfter: 2, occupiedAfter: 0 },
  });
  await db().stockLedger.create({
    data: {
      companyId: c,
      skuId: mug.id,
      warehouseId: wh.id,
      type: 'outbound',
      quantityChange: -3,
      quantityAfter: 0,
      occupiedAfter: 0,
      billType: 'order',
      billNo: usdOrder.orderNo,
    },
  });
  await db().orderFreight.create({
    data: { companyId: c, orderId: usdOrder.id, channelId: 1, priceCardId: 7, currency: 'USD', estimated: '6.36', estimatedBase: '45.30', breakdown: {} },
  });
  await db().afterSalesCase.create({
    data: {
      companyId: c,
      shopId: us.id,
      kind: 'return',
      platformCaseId: 'R-1',
      orderId: usdOrder.id,
      amount: '33.34',
      refundAmount: '20.00',
      currency: 'USD',
      status: 'refunded',
      openedAt: new Date('2026-03-12'),
      platformUpdatedAt: new Date('2026-03-12'),
    },
  });
  materialId = (await db().packagingMaterial.create({ data: { companyId: c, name: 'Box S', unitPrice: '1.25' } })).id;

  eurOrder = await order(c, eu.id, 20, { currency: 'EUR', itemsTotal: '50.00', shippingFee: '5.00', totalAmount: '55.00' }, [
    { skuId: cup.id, quantity: 2, unitPrice: '25.00', platformSku: 'CUP-1' },
  ]);
  const bill = await db().logisticsBill.create({
    data: {
      companyId: c,
      billNo: 'WL-PF-1',
      carrier: 'DHL',
      parcels: 1,
      billableWeight: 500,
      estimatedFreight: '0',
      actualFreight: '25',
      returnFreight: '5',
      difference: '25',
      paymentOrderId: 0,
    },
  });
  await db().logisticsBillParcel.create({
    data: {
      companyId: c,
      billId: bill.id,
      orderId: eurOrder.id,
      row: 2,
      trackingNo: 'PF-TRACK-1',
      estimatedFreight: '0',
      actualFreight: '25.00',
      returnFreight: '5.00',
      difference: '25.00',
      billableWeight: 500,
      outboundWeight: 500,
      declaredWeight: 0,
    },
  });
  await db().tradebyteRefund.create({
    data: {
      companyId: c,
      shopId: eu.id,
      orderId: eurOrder.id,
      platformOrderNo: eurOrder.orderNo,
      returnNo: 'RT-1',
      amount: '10.00',
      currency: 'EUR',
      status: 2,
      requestedAt: new Date('2026-03-13'),
    },
  });
  // not counted: not shipped yet
  await order(c, us.id, 2, { currency: 'USD', itemsTotal: '9.00', status: 'awaitingShipment', shippedAt: null }, [
    { skuId: mug.id, quantity: 1, unitPrice: '9.00', platformSku: 'MUG-1' },
  ]);
  // another company's shipped order
  const foreignShop = await db().shop.create({ data: { companyId: other.companyId, platformType: 2, platform: 'amazon', shopName: 'Foreign', status: 1 } });
  const foreign = await order(other.companyId, foreignShop.id, 2, { currency: 'CNY', itemsTotal: '999.00' }, []);
  await computeOrderProfits((await contextOf(app, other.token)).db, other.companyId, [foreign.id]);
});

describe('the profit of an order', () => {
  it('computes every term of the hand-computed orders (recompute on request; packaging set on the order)', async () => {
    const r = await gql(RECOMPUTE, { i: {} });
    expect(r.recomputeOrderProfits).toEqual({ __typename: 'MutationRecomputeOrderProfitsSuccess', data: 2 });
    const p = await gql(PACKAGING, { i: { orderId: usdOrder.id, materialId, quantity: 2 } });
    expect(p.setOrderPackaging.data).toEqual({ packaging: '2.5', profit: '374.52' });

    const usd = (await gql(ORDER, { id: usdOrder.id })).order.profit;
    expect(Object.fromEntries(Object.entries(usd).map(([k, v]) => [k, fix2(v)]))).toMatchObject({
      currency: 'USD',
      rate: '7.12',
      rateSource: 'history',
      feeMode: 'multiply',
      goods: '712.00',
      buyerFreight: '71.20',
      platformFee: '117.48',
      productCost: '101.00',
      packaging: '2.50',
      freight: '45.30',
      vat: '0.00',
      refunds: '142.40',
      profit: '374.52',
      platformFeeOriginal: '16.50',
      refundsOriginal: '20.00',
      costSource: 'mixed',
      freightSource: 'estimated',
      vatScheme: false,
    });
    expect(usd.costLines.map((l: any) => [l.quantity, fix2(l.unitCost), l.source])).toEqual([
      [1, '30.50', 'lot'],
      [1, '30.50', 'lot'],
      [1, '40.00', 'purchasePrice'],
    ]);
    expect(usd.freightDetail).toMatchObject({ source: 'estimated', priceCardId: 7 });
    expect(usd.refundDetails).toEqual([{ kind: 'afterSales', ref: 'R-1', amount: '20', currency: 'USD' }]);
    expect(usd.packagingDetail).toEqual({ name: 'Box S', quantity: 2, unitPrice: '1.25' });

    const eur = (await gql(ORDER, { id: eurOrder.id })).order.profit;
    // fee 55.00 × 12 % = 6.60 EUR → 51.22; VAT 19 % of 45.00 = 7.18 EUR → 55.72; refund 10 EUR → 77.60;
    // cost 2 × 60.00 (no outbound rows: purchase price); freight 25 + 5 return from the carrier bill
    expect(Object.fromEntries(Object.entries(eur).map(([k, v]) => [k, fix2(v)]))).toMatchObject({
      goods: '388.00',
      buyerFreight: '38.80',
      platformFee: '51.22',
      productCost: '120.00',
      freight: '30.00',
      vat: '55.72',
      refunds: '77.60',
      profit: '92.26',
      costSource: 'purchasePrice',
      freightSource: 'actual',
      vatScheme: true,
    });
    expect(eur.freightDetail).toMatchObject({ billNo: 'WL-PF-1' });
    expect(eur.refundDetails[0]).toMatchObject({ kind: 'tradebyte', ref: 'RT-1' });
  });

  it('a rate change rewrites no stored profit until a recompute is asked for', async () => {
    const before = await db().orderProfit.findFirst({ where: { orderId: usdOrder.id } });
    await gql('mutation($i: ExchangeRateInput!) { setExchangeRate(input: $i) { __typename } }', { i: { currency: 'USD', rate: 8 } });
    const after = await db().orderProfit.findFirst({ where: { orderId: usdOrder.id } });
    expect(after!.profit.toString()).toBe(before!.profit.toString());
    expect(after!.computedAt.getTime()).toBe(before!.computedAt.getTime());
    // asked: the executed rate of the order date still applies (the change came later)
    await gql(RECOMPUTE, { i: { orderIds: [usdOrder.id] } });
    const again = await db().orderProfit.findFirst({ where: { orderId: usdOrder.id } });
    expect(again!.profit.toString()).toBe('374.52');
    expect(again!.computedAt.getTime()).toBeGreaterThan(before!.computedAt.getTime());
  });
});

describe('reports', () => {
  it('agree with the per-order rows and with each other to the cent', async () => {
    const orders = (await gql(ORDERS, { f: MARCH })).profitReportOrder.data;
    expect(orders.totalCount).toBe(2);
    const sum = (rows: any[], k: string) => rows.reduce((s, r) => s + cents(r[k]), 0);
    for (const k of ['goods', 'buyerFreight', 'platformFee', 'productCost', 'packaging', 'freight', 'vat', 'refunds', 'profit'])
      expect(sum(orders.rows, k), k).toBe(cents(orders.totals[k]));
    expect(cents(orders.totals.profit)).toBe(37_452 + 9_226);

    for (const groupBy of ['shop', 'platform', 'period', 'sku']) {
      const rep = (await gql(REPORT, { f: { ...MARCH, groupBy, granularity: 'month' } })).profitReport.data;
      expect(sum(rep.rows, 'profit'), groupBy).toBe(cents(orders.totals.profit));
      expect(sum(rep.rows, 'goods'), groupBy).toBe(cents(orders.totals.goods));
      expect(cents(rep.totals.profit)).toBe(cents(orders.totals.profit));
    }
    const byShop = (await gql(REPORT, { f: { ...MARCH, groupBy: 'shop' } })).profitReport.data;
    expect(byShop.rows.map((r: any) => [r.label, fix2(r.profit)])).toEqual([
      ['US shop', '374.52'],
      ['DE shop', '92.26'],
    ]);
    const bySku = (await gql(REPORT, { f: { ...MARCH, groupBy: 'sku' } })).profitReport.data;
    expect(bySku.rows.map((r: any) => [r.label, r.quantity, fix2(r.profit)])).toEqual([
      ['MUG-1', 3, '374.52'],
      ['CUP-1', 2, '92.26'],
    ]);

    const summary = (await gql(SUMMARY, { f: MARCH })).dataSummary.data;
    expect(cents(summary.profit)).toBe(cents(orders.totals.profit));
    expect(cents(summary.goods)).toBe(cents(orders.totals.goods));
    expect(summary).toMatchObject({ orderCount: 3, shippedCount: 2, refundedCount: 0 });
    expect(summary.series.reduce((s: number, p: any) => s + cents(p.profit), 0)).toBe(cents(summary.profit));
  });

  it('filters by shop, platform and SKU; paging keeps the totals of all', async () => {
    const shops = await db().shop.findMany({ where: { companyId: w.companyId }, orderBy: { id: 'asc' } });
    const one = (await gql(ORDERS, { f: { ...MARCH, shopIds: [shops[1].id] } })).profitReportOrder.data;
    expect(one.rows.map((r: any) => r.orderNo)).toEqual([eurOrder.orderNo]);
    const plat = (await gql(REPORT, { f: { ...MARCH, platformType: 2 } })).profitReport.data;
    expect(plat.totals.orders).toBe(1);
    const page = (await gql(ORDERS, { f: MARCH, o: 1, l: 1 })).profitReportOrder.data;
    expect(page.rows).toHaveLength(1);
    expect(page.totals.orders).toBe(2);
    // the order report's search box: an order number or a marketplace order number, exactly
    const byNo = (await gql(ORDERS, { f: { ...MARCH, keyword: ` ${eurOrder.orderNo} ` } })).profitReportOrder.data;
    expect(byNo.rows.map((r: any) => r.orderNo)).toEqual([eurOrder.orderNo]);
    expect(byNo.totals.orders).toBe(1);
    const eur = await db().order.findUniqueOrThrow({ where: { id: eurOrder.id } });
    const byPlatformNo = (await gql(REPORT, { f: { ...MARCH, keyword: eur.platformOrderNo } })).profitReport.data;
    expect(byPlatformNo.totals.orders).toBe(1);
    const none = (await gql(ORDERS, { f: { ...MARCH, keyword: 'NO-SUCH-ORDER' } })).profitReportOrder.data;
    expect([none.totalCount, none.rows]).toEqual([0, []]);
  });
});

describe('bad input, tenancy and permissions', () => {
  it('refuses a bad filter and bad packaging with clear messages, writing nothing', async () => {
    const reversed = await app.gql(REPORT, { f: { from: MARCH.to, to: MARCH.from } }, { token: w.token });
    expect(reversed.body.data.profitReport.fieldErrors[0]).toMatchObject({ field: 'to', messageId: 'profit.toBeforeFrom' });
    const long = await app.gql(REPORT, { f: { from: '2024-01-01T00:00:00Z', to: MARCH.to } }, { token: w.token, lang: 'zh' });
    expect(long.body.data.profitReport.fieldErrors[0]).toMatchObject({ messageId: 'profit.periodTooLong', message: '统计周期最长一年（366 天）' });
    const group = await app.gql(REPORT, { f: { ...MARCH, groupBy: 'color' } }, { token: w.token });
    expect(group.body.data.profitReport.fieldErrors[0]).toMatchObject({ field: 'groupBy', messageId: 'profit.groupByInvalid' });
    const longKeyword = await app.gql(ORDERS, { f: { ...MARCH, keyword: 'x'.repeat(101) } }, { token: w.token });
    expect(longKeyword.body.data.profitReportOrder.fieldErrors[0]).toMatchObject({ field: 'keyword', messageId: 'validation.tooLong' });
    const limit = await app.gql(REPORT, { f: MARCH, l: 100000 }, { token: w.token });
    expect(limit.body.errors?.length ?? (limit.body.data.profitReport.__typename === 'ValidationError' ? 1 : 0)).toBeGreaterThan(0);

    const before = JSON.stringify(await db().orderProfit.findMany({ where: { companyId: w.companyId }, orderBy: { id: 'asc' } }));
    const qty = await gql(PACKAGING, { i: { orderId: usdOrder.id, materialId, quantity: -1 } });
    expect(qty.setOrderPackaging.fieldErrors[0]).toMatchObject({ field: 'quantity', messageId: 'profit.packagingQuantity' });
    const unshipped = await db().order.findFirst({ where: { companyId: w.companyId, status: 'awaitingShipment' } });
    const notShipped = await gql(PACKAGING, { i: { orderId: unshipped!.id, materialId, quantity: 1 } });
    expect(notShipped.setOrderPackaging.fieldErrors[0]).toMatchObject({ messageId: 'profit.notShipped' });
    expect(JSON.stringify(await db().orderProfit.findMany({ where: { companyId: w.companyId }, orderBy: { id: 'asc' } }))).toBe(before);
  });

  it("never shows or touches another company's profits; foreign ids are not found", async () => {
    const mine = (await gql(ORDERS, { f: MARCH })).profitReportOrder.data;
    expect(mine.rows.every((r: any) => r.shopName !== 'Foreign')).toBe(true);
    const theirs = (await gql(ORDERS, { f: MARCH }, other.token)).profitReportOrder.data;
    expect(theirs.totalCount).toBe(1);
    expect(Number(theirs.totals.goods)).toBe(999);
    const foreignShop = await db().shop.findFirst({ where: { companyId: other.companyId } });
    const shop = await gql(REPORT, { f: { ...MARCH, shopIds: [foreignShop!.id] } });
    expect(shop.profitReport).toMatchObject({ __typename: 'NotFoundError', messageId: 'profit.shopNotFound' });
    const recompute = await gql(RECOMPUTE, { i: { orderIds: [usdOrder.id] } }, other.token);
    expect(recompute.recomputeOrderProfits).toMatchObject({ __typename: 'NotFoundError', messageId: 'profit.orderNotFound' });
    const pack = await gql(PACKAGING, { i: { orderId: usdOrder.id, materialId, quantity: 1 } }, other.token);
    expect(pack.setOrderPackaging).toMatchObject({ __typename: 'NotFoundError' });
    const foreignMaterial = await gql(PACKAGING, { i: { orderId: usdOrder.id, materialId: 999_999, quantity: 1 } });
    expect(foreignMaterial.setOrderPackaging).toMatchObject({ __typename: 'NotFoundError', messageId: 'profit.materialNotFound' });
  });

  it('guards each report by its page; the order shows no profit without /profitReportOrder', async () => {
    const { token } = await roleAccount(app, w.companyId, { username: 'pf_orders_only', role: 'orders only', permissions: ['orders', 'dataSummary'] });
    const denied = await app.gql(REPORT, { f: MARCH }, { token });
    expect(denied.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'profitReport' });
    const recompute = await app.gql(RECOMPUTE, { i: {} }, { token });
    expect(recompute.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'profitReport.recompute' });
    expect((await gql(ORDER, { id: usdOrder.id }, token)).order.profit).toBeNull();
    expect((await gql(SUMMARY, { f: MARCH }, token)).dataSummary.data.shippedCount).toBe(2);
  });
});
