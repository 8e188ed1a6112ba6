// The profit of an order end to end through the services (issue 22 item 6): it appears when the
// order ships through the real shipping path (shipOrders → the 'shipped' order event), changes with
// the shop's platform fee mode, takes the carrier bill's actual freight when the bill is imported
// (logistics-bills), and the refund when it is recorded (after-sales); a rate change (exchange-rates)
// never rewrites it, and a recompute after it keeps the executed rate of the order date. The bulk
// path (chunks, one set-based write per chunk) stores exactly what the single-order path stores.
//
// Hand computation of the flow order (USD, built-in rate 7.1; 2 × CUP at 5.00, freight 2.00; shop
// platform rate 10 %; CUP stocked in at 12.00 a unit):
//   goods 10.00 USD → 71.00; buyer freight 2.00 → 14.20; product cost 2 × 12.00 (FIFO lot) = 24.00
//   fee 'multiply'  (10.00 + 2.00) × 10 %          = 1.20 USD → 8.52   profit 71.00 + 14.20 − 8.52 − 24.00 = 52.68
//   fee 'inclusive' (10.00 + 2.00) ÷ 1.10 × 10 %   = 1.09 USD → 7.74   profit 53.46
//   carrier bill: actual freight 18.50                                  profit 52.68 − 18.50 = 34.18
//   refund 3.00 USD → 21.30                                             profit 34.18 − 21.30 = 12.88
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { bare, stockIn } from '../inventory/fixtures';
import { orderWorld, type OrderWorld } from '../orders/orders.fixtures';
import { actOnAfterSalesCase } from '../after-sales/after-sales.service';
import { importLogisticsBill } from '../logistics-bills/logistics-bills.service';
import { createContext } from '../../platform/context';
import type { MarketplaceConnector, MarketplaceConnectors } from '../../platform/connectors';
import { computeOrderProfits, computeOrderProfitsInChunks, recomputeCompanyProfits } from './profit.service';

let app: TestApp;
let w: OrderWorld;
let orderId: number;

const ERR = `... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } }`;
const CREATE_ORDER = `mutation($i: CreateOrderInput!) { createOrder(input: $i) { __typename ${ERR} ... on MutationCreateOrderSuccess { data { id orderNo } } } }`;
const AUDIT = `mutation($ids: [Int!]!) { auditOrders(ids: $ids) { __typename ... on MutationAuditOrdersSuccess { data { refused { id messageId } } } } }`;
const SHIP = `mutation($ids: [Int!]!, $t: String) { shipOrders(ids: $ids, trackingNo: $t) { __typename ... on MutationShipOrdersSuccess { data { refused { id messageId } } } } }`;
const UPDATE_SHOP = `mutation($i: UpdateShopInput!) { updateShop(input: $i) { __typename ${ERR} ... on MutationUpdateShopSuccess { data { id platformRate platformFeeMode } } } }`;

const stored = () => bare(app).orderProfit.findFirst({ where: { orderId } });
const money = (v: unknown) => Number(String(v)).toFixed(2);

beforeAll(async () => {
  app = await startTestApp();
  w = await orderWorld(app, 'Profit Flow Co');
  await stockIn(w, w.skuA.id, w.wh1.id, w.wh1.locations[0].id, 10, '12.00');
  const shop = await w.gql(UPDATE_SHOP, { i: { id: w.shop1.id, platformRate: '10' } });
  expect(shop.updateShop.data).toMatchObject({ platformFeeMode: 'multiply' }); // the default
});
afterAll(async () => {
  await app?.close();
});

describe('the profit of an order through the services', () => {
  it('appears when the order ships through the shipping service', async () => {
    const created = await w.gql(CREATE_ORDER, {
      i: {
        shopId: w.shop1.id,
        buyerName: 'Ann',
        country: 'US',
        address1: '1 Main St',
        currency: 'USD',
        shippingFee: '2.00',
        items: [{ skuId: w.skuA.id, quantity: 2, unitPrice: '5.00' }],
      },
    });
    orderId = created.createOrder.data.id;
    expect((await w.gql(AUDIT, { ids: [orderId] })).auditOrders.data.refused).toEqual([]);
    const channel = await w.ctx.db.logisticsChannel.create({ data: { companyId: w.company.companyId, name: 'Flow Post' } });
    await w.ctx.db.order.updateMany({ where: { id: orderId }, data: { logisticsChannelId: channel.id } });
    expect(await stored()).toBeNull(); // not shipped: no profit yet
    expect((await w.gql(SHIP, { ids: [orderId], t: 'FLOW-TRK-1' })).shipOrders.data.refused).toEqual([]);

    const p = await stored();
    expect(p).not.toBeNull();
    expect({
      feeMode: p!.feeMode,
      rate: p!.rate.toString(),
      goods: money(p!.goods),
      buyerFreight: money(p!.buyerFreight),
      platformFee: money(p!.platformFee),
      productCost: money(p!.productCost),
      freight: money(p!.freight),
      refunds: money(p!.refunds),
      profit: money(p!.profit),
      costSource: p!.costSource,
    }).toEqual({
      feeMode: 'multiply',
      rate: '7.1',
      goods: '71.00',
      buyerFreight: '14.20',
      platformFee: '8.52',
      productCost: '24.00',
      freight: '0.00',
      refunds: '0.00',
      profit: '52.68',
      costSource: 'lot',
    });
  });

  it("uses the shop's platform fee mode: inclusive, then multiply again", async () => {
    const set = await w.gql(UPDATE_SHOP, { i: { id: w.shop1.id, platformFeeMode: 'inclusive' } });
    expect(set.updateShop.data.platformFeeMode).toBe('inclusive');
    await computeOrderProfits(w.ctx.db, w.company.companyId, [orderId]);
    const inclusive = await stored();
    expect([inclusive!.feeMode, money(inclusive!.platformFee), money(inclusive!.platformFeeOriginal), money(inclusive!.profit)]).toEqual([
      'inclusive',
      '7.74',
      '1.09',
      '53.46',
    ]);
    await w.gql(UPDATE_SHOP, { i: { id: w.shop1.id, platformFeeMode: 'multiply' } });
    await computeOrderProfits(w.ctx.db, w.company.companyId, [orderId]);
    expect(money((await stored())!.profit)).toBe('52.68');
  });

  it("refuses an unknown fee mode on the shop's field, changing nothing", async () => {
    const r = await app.gql(UPDATE_SHOP, { i: { id: w.shop1.id, platformFeeMode: 'divide', platformRate: '20' } }, { token: w.company.token, lang: 'zh' });
    expect(r.body.data.updateShop.fieldErrors[0]).toMatchObject({ field: 'platformFeeMode', messageId: 'validation.platformFeeMode' });
    expect(r.body.data.updateShop.fieldErrors[0].message).toContain('平台费');
    const shop = await bare(app).shop.findFirstOrThrow({ where: { id: w.shop1.id } });
    expect([shop.platformFeeMode, shop.platformRate.toString()]).toEqual(['multiply', '10']);
  });

  it("takes the carrier bill's actual freight when the bill is imported", async () => {
    await importLogisticsBill(w.ctx, {
      carrier: 'Flow Post',
      rows: [{ row: 2, values: { trackingNo: 'FLOW-TRK-1', billableWeight: '500', actualFreight: '18.50' } }],
    });
    const p = await stored();
    expect([p!.freightSource, money(p!.freight), money(p!.profit)]).toEqual(['actual', '18.50', '34.18']);
  });

  it('takes the refund when it is recorded', async () => {
    const c = await w.ctx.db.afterSalesCase.create({
      data: {
        companyId: w.company.companyId,
        shopId: w.shop1.id,
        kind: 'return',
        platformCaseId: 'FLOW-R-1',
        orderId,
        amount: '10.00',
        currency: 'USD',
        status: 'labelSent',
        openedAt: new Date(),
        platformUpdatedAt: new Date(),
      },
    });
    // the marketplace accepts the refund (a case the sandbox never opened: its answer stands in)
    const inner = w.ctx.platform.connectors;
    const connectors: MarketplaceConnectors = {
      get: (t) => Object.assign(Object.create(inner.get(t)) as MarketplaceConnector, { afterSalesAction: async () => ({ ok: true as const }) }),
    };
    const ctx = createContext({ ...w.ctx.platform, connectors }, { lang: 'en', ip: '', userAgent: '', actor: w.ctx.actor });
    expect(await actOnAfterSalesCase(ctx, { id: c.id, action: 'refund', amount: '3.00' })).toMatchObject({ status: 'refunded', orderStatus: 'refunded' });
    const p = await stored();
    expect([money(p!.refunds), money(p!.refundsOriginal), money(p!.profit)]).toEqual(['21.30', '3.00', '12.88']);
  });

  it('a rate change never rewrites the past order; a recompute keeps the rate of the order date', async () => {
    const before = (await stored())!;
    const r = await w.gql('mutation($i: ExchangeRateInput!) { setExchangeRate(input: $i) { __typename } }', { i: { currency: 'USD', rate: 8 } });
    expect(r.setExchangeRate.__typename).not.toMatch(/Error/);
    const after = (await stored())!;
    expect([after.profit.toString(), after.computedAt.getTime()]).toEqual([before.profit.toString(), before.computedAt.getTime()]);
    expect(await recomputeCompanyProfits(w.ctx.db, w.company.companyId)).toBe(1);
    const again = (await stored())!;
    expect([again.rate.toString(), money(again.profit)]).toEqual(['7.1', '12.88']);
    expect(again.computedAt.getTime()).toBeGreaterThan(before.computedAt.getTime());
  });
});

describe('bulk recompute', () => {
  it('stores exactly what the single-order path stores, in chunks', async () => {
    const c = w.company.companyId;
    const db = bare(app);
    const eu = await db.shop.create({
      data: {
        companyId: c,
        platformType: 20,
        platform: 'tradebyte',
        shopName: 'Flow DE',
        status: 1,
        platformRate: '12.5',
        vatRate: '19',
        euTaxType: 'VAT',
        platformFeeMode: 'inclusive',
      },
    });
    const ids: number[] = [orderId];
    for (let i = 0; i < 7; i++) {
      const eur = i % 2 === 1;
      const o = await db.order.create({
        data: {
          companyId: c,
          shopId: eur ? eu.id : w.shop1.id,
          platformType: eur ? 20 : 1,
          platformOrderNo: `BULK-${i}`,
          orderNo: `BULK-${i}`,
          currency: eur ? 'EUR' : 'USD',
          itemsTotal: `${(13.37 * (i + 1)).toFixed(2)}`,
          shippingFee: `${(1.11 * i).toFixed(2)}`,
          discount: i === 3 ? '1.00' : '0',
          totalAmount: '0',
          orderedAt: new Date(Date.UTC(2026, 2, 1 + i)),
          shippedAt: new Date(Date.UTC(2026, 2, 2 + i)),
          status: i === 5 ? 'refunded' : 'shipped',
          items: {
            create: [
              { companyId: c, skuId: w.skuA.id, platformSku: 'CUP', quantity: 1 + (i % 3), unitPrice: '6.50' },
              { companyId: c, skuId: w.skuB.id, platformSku: 'BOX', quantity: 1, unitPrice: '4.25' },
            ],
          },
        },
      });
      ids.push(o.id);
    }
    const snapshot = async () =>
      (await db.orderProfit.findMany({ where: { orderId: { in: ids } }, include: { items: { orderBy: { id: 'asc' } } }, orderBy: { orderId: 'asc' } })).map(
        ({ id: _id, computedAt: _at, items, ...rest }) => ({ ...rest, items: items.map(({ id: _i, orderProfitId: _p, ...item }) => item) }),
      );
    for (const id of ids) await computeOrderProfits(w.ctx.db, c, [id]);
    const single = await snapshot();
    expect(single).toHaveLength(ids.length);
    expect(new Set(single.map((s) => s.feeMode))).toEqual(new Set(['multiply', 'inclusive']));

    expect(await computeOrderProfitsInChunks(w.ctx.db, c, ids, 3)).toBe(ids.length);
    expect(await snapshot()).toEqual(single);
    expect(await recomputeCompanyProfits(w.ctx.db, c, {}, 2)).toBe(ids.length);
    expect(await snapshot()).toEqual(single);
  });
});
