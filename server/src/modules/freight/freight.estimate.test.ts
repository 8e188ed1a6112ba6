// The estimate at review in batches (issue 18 'Speed'): a batch stores for every order exactly
// what estimating it alone stores, and both are the pure computeFreight's breakdown and the
// converted totals; orders of another company in the batch are neither read nor written.
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE_CURRENCY } from '@erp/schema';
import { worldsSuite, type TestApp } from '../../../test/harness';
import { unscopedDb } from '../../platform/db';
import { logisticsWorld, makeOrder, type LogisticsWorld } from '../logistics/fixtures';
import { convert, estimateOrderFreight, loadPricing, priceByCard, setActualFreight } from './freight.service';

let app: TestApp;
let w: LogisticsWorld;
let other: LogisticsWorld;
const ids: number[] = [];
let otherOrder = 0;

const RANGES = [
  { startWeight: 0, endWeight: 2000, firstWeight: 500, firstPrice: 10, additionalWeight: 500, additionalPrice: 3 },
  { startWeight: 2000, endWeight: 5000, firstWeight: 2500, firstPrice: 25.5, additionalWeight: 1000, additionalPrice: 7.25 },
];
const ZONES = [
  { name: 'US', country: 'US' },
  { name: 'US West "coast"', country: 'US', postalFrom: '90000', postalTo: '96199', registrationFee: 5, operationFee: 2, additionalRate: 10 },
  { name: '德国 Germany', country: 'DE', registrationFee: 3.3, operationFee: 1.15, additionalRate: 7.5 },
];

worldsSuite(logisticsWorld, ['Estimate Co', 'Estimate Other Co'], (...s) => ([app, w, other] = s));
beforeAll(async () => {
  const companyId = w.company.companyId;
  const db = w.ctx.db;
  const channel = (name: string) => db.logisticsChannel.create({ data: { companyId, name } }).then((c) => c.id);
  const [zoned, dollar, perUnit, bare] = [await channel('Zoned'), await channel('Dollar'), await channel('Per kg'), await channel('No card')];
  await db.exchangeRate.deleteMany({});
  await db.exchangeRate.create({ data: { companyId, currency: 'USD', rate: 7.1234 } });
  await db.exchangeRate.create({ data: { companyId, currency: 'EUR', rate: 7.8 } });
  const rule = await db.shippingPartitionRule.create({ data: { companyId, name: 'Zones', zones: ZONES } });
  const card = async (name: string, template: object, channelIds: number[], partitionRuleId: number | null = null) => {
    const t = await db.shippingTemplate.create({ data: { companyId, name, ranges: RANGES, ...template } });
    await db.shippingPriceCard.create({ data: { companyId, name, templateId: t.id, partitionRuleId, channelIds } });
  };
  await card('Zoned', {}, [zoned], rule.id);
  await card('Dollar', { currency: 'USD' }, [dollar]);
  await card('Per kg', { pricingMode: 'perUnit', ranges: [{ ...RANGES[0], endWeight: 5000, unitPrice: 12.34 }] }, [perUnit]);
  // channel × weight × estimated weight × destination × order currency, priced or not
  const cases: [number | null, number, number, string, string, string][] = [
    [zoned, 800, 0, 'US', '90001', 'CNY'],
    [zoned, 1300, 0, 'US', '10001', 'USD'],
    [zoned, 0, 2600, 'DE', '', 'EUR'],
    [zoned, 333, 0, 'FR', '', 'EUR'], // no zone
    [zoned, 6000, 0, 'US', '10001', 'CNY'], // no range
    [dollar, 2100, 0, 'GB', '', 'GBP'], // no rate for GBP: 1
    [dollar, 499, 0, 'US', '', 'USD'],
    [perUnit, 1777, 0, 'JP', '', 'CNY'],
    [perUnit, 0, 0, 'JP', '', 'CNY'], // no weight
    [bare, 800, 0, 'US', '', 'CNY'], // no card
    [null, 800, 0, 'US', '', 'CNY'], // no channel
  ];
  for (const [logisticsChannelId, weight, estimatedWeight, country, postcode, currency] of cases) {
    const o = await makeOrder(w, { logisticsChannelId, country });
    await db.order.update({ where: { id: o.id }, data: { weight, estimatedWeight, postcode, currency } });
    ids.push(o.id);
  }
  otherOrder = (await makeOrder(other, { logisticsChannelId: zoned, country: 'US' })).id;
});

const bare = () => unscopedDb(app.platform.database.prisma, 'test');
const stored = async () =>
  (
    await bare().orderFreight.findMany({
      where: { orderId: { in: [...ids, otherOrder] } },
      orderBy: { orderId: 'asc' },
      select: {
        companyId: true,
        orderId: true,
        channelId: true,
        priceCardId: true,
        currency: true,
        estimated: true,
        estimatedBase: true,
        actual: true,
        breakdown: true,
      },
    })
  ).map((r) => ({ ...r, estimated: r.estimated.toFixed(2), estimatedBase: r.estimatedBase.toFixed(2), actual: r.actual?.toFixed(2) ?? null }));

describe('estimateOrderFreight in batches', () => {
  it('stores the pure computation for every priced order, nothing for the others', async () => {
    expect(await estimateOrderFreight(w.ctx.db, [...ids, otherOrder])).toBe(6);
    const { byChannel, rates } = await loadPricing(w.ctx.db);
    const orders = await w.ctx.db.order.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } });
    const expected = orders.flatMap((o) => {
      const card = o.logisticsChannelId != null ? byChannel.get(o.logisticsChannelId) : undefined;
      const r = card && priceByCard(card, { weight: o.weight || o.estimatedWeight, country: o.country, state: o.state, postalCode: o.postcode });
      if (!card || !r?.ok) return [];
      const money = (to: string) => convert(r.breakdown.total, card.template.currency, to, rates).toFixed(2);
      return [
        {
          companyId: w.company.companyId,
          orderId: o.id,
          channelId: o.logisticsChannelId,
          priceCardId: card.id,
          currency: o.currency,
          estimated: money(o.currency),
          estimatedBase: money(BASE_CURRENCY),
          actual: null,
          breakdown: { ...r.breakdown, currency: card.template.currency },
        },
      ];
    });
    expect(expected).toHaveLength(6);
    expect(await stored()).toEqual(expected);
  });

  it('stores for a batch exactly what estimating each order alone stores', async () => {
    await setActualFreight(w.ctx.db, ids[0], 16.4, 'CNY'); // a CNY order
    // a batch in another order, an id twice, another company's order among them
    expect(await estimateOrderFreight(w.ctx.db, [...ids].reverse().concat(ids[0], otherOrder))).toBe(6);
    const batch = await stored();
    await bare().orderFreight.updateMany({ where: { orderId: { in: ids } }, data: { estimated: 0, estimatedBase: 0, breakdown: {} } });
    let priced = 0;
    for (const id of ids) priced += await estimateOrderFreight(w.ctx.db, [id]);
    expect(priced).toBe(6);
    expect(await stored()).toEqual(batch);
    expect(batch.find((r) => r.orderId === ids[0])?.actual).toBe('16.40');
    expect(batch.some((r) => r.orderId === otherOrder)).toBe(false);
  });

  it("another company's client neither reads nor writes them", async () => {
    const before = await stored();
    expect(await estimateOrderFreight(other.ctx.db, ids)).toBe(0);
    expect(await stored()).toEqual(before);
  });
});
