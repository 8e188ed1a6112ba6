// Freight through the GraphQL API on a real database (issue 18 part B): every rule of spec 02 §5
// 'Logistics' and §9 'Shipping template price' broken once with its message and nothing written,
// the trial calculation term by term, zone lookup by postal code, the estimate stored on review
// (order currency and CNY), the actual cost replacing it, the cheapest eligible channel, the
// logistics table and company scope.
import { beforeAll, describe, expect, it } from 'vitest';
import { worldsSuite, type TestApp } from '../../../test/harness';
import { companyRows, logisticsWorld, makeOrder, type LogisticsWorld } from '../logistics/fixtures';
import { processNewOrders } from '../orders/orders.pipeline';
import { updateOrder } from '../orders/orders.service';
import { cheapestForOrder, estimateOrderFreight, setActualFreight } from './freight.service';

let app: TestApp;
let w: LogisticsWorld;
let other: LogisticsWorld;

const ERR = `__typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } }`;
const SAVE_T = `mutation($i: ShippingTemplateInput!) { saveShippingTemplate(input: $i) { ${ERR} ... on MutationSaveShippingTemplateSuccess { data { id name ranges { startWeight endWeight } } } } }`;
const SAVE_P = `mutation($i: ShippingPartitionRuleInput!) { saveShippingPartitionRule(input: $i) { ${ERR} ... on MutationSaveShippingPartitionRuleSuccess { data { id name zones { name } } } } }`;
const SAVE_C = `mutation($i: ShippingPriceCardInput!) { saveShippingPriceCard(input: $i) { ${ERR} ... on MutationSaveShippingPriceCardSuccess { data { id name channelIds } } } }`;
const TRIAL = `query($i: FreightTrialInput!) { freightTrial(input: $i) { ${ERR} ... on QueryFreightTrialSuccess { data { actualWeight volumetricWeight chargeableWeight zone basic surcharge registrationFee operationFee total currency } } } }`;
const TABLE = `query($w: Float!, $c: [String!]!) { logisticsTable(weight: $w, countries: $c) { ${ERR} ... on QueryLogisticsTableSuccess { data { channelName country price deliveryDays reason } } } }`;
const ORDER_FREIGHT = `query($id: Int!) { orderFreight(orderId: $id) { currency estimated estimatedBase actual actualBase breakdown { basic surcharge registrationFee operationFee total } } }`;

const A = { startWeight: 0, endWeight: 2000, firstWeight: 500, firstPrice: 10, additionalWeight: 500, additionalPrice: 3 };
const B = { startWeight: 2000, endWeight: 5000, firstWeight: 2500, firstPrice: 25.5, additionalWeight: 1000, additionalPrice: 7.25 };
const ZONES = [
  { name: 'US', country: 'US' },
  { name: 'US West', country: 'US', postalFrom: '90000', postalTo: '96199', registrationFee: 5, operationFee: 2, additionalRate: 10 },
];

const snapshot = (companyId: number) =>
  companyRows(app, companyId, (db, where) => [
    db.shippingTemplate.findMany({ where, orderBy: { id: 'asc' } }),
    db.shippingPartitionRule.findMany({ where, orderBy: { id: 'asc' } }),
    db.shippingPriceCard.findMany({ where, orderBy: { id: 'asc' } }),
  ]);

let templateId = 0;
let ruleId = 0;
let channelId = 0;
let channel2Id = 0;

worldsSuite(logisticsWorld, ['Freight Co', 'Freight Other Co'], (...s) => ([app, w, other] = s));
beforeAll(async () => {
  channelId = (await w.ctx.db.logisticsChannel.create({ data: { companyId: w.company.companyId, name: 'Post', maxWeight: 2000 } })).id;
  channel2Id = (await w.ctx.db.logisticsChannel.create({ data: { companyId: w.company.companyId, name: 'Express', maxWeight: 30000 } })).id;
});

describe('shipping templates: each rule broken, nothing written', () => {
  it.each([
    ['overlapping ranges', [A, { ...B, startWeight: 1500 }], 'ranges.1.startWeight', 'freight.range.overlap'],
    ['an open range (end not above start)', [{ ...A, endWeight: 0 }], 'ranges.0.endWeight', 'freight.range.endNotAfterStart'],
    ['first weight above end weight', [{ ...A, firstWeight: 2500 }], 'ranges.0.firstWeight', 'freight.range.firstAboveEnd'],
    ['first + additional above end', [{ ...A, firstWeight: 1600 }], 'ranges.0.additionalWeight', 'freight.range.firstPlusAdditionalAboveEnd'],
    ['a range with a field missing', [{ ...A, additionalPrice: null }], 'ranges.0.additionalPrice', 'freight.range.fieldRequired'],
    ['no range', [], 'ranges', 'freight.range.required'],
  ])('%s', async (_l, ranges, field, messageId) => {
    const before = await snapshot(w.company.companyId);
    const r = (await w.gql(SAVE_T, { i: { name: 'Bad', ranges } })).saveShippingTemplate;
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors[0]).toMatchObject({ field, messageId });
    expect(r.fieldErrors[0].message).not.toContain('freight.');
    expect(await snapshot(w.company.companyId)).toBe(before);
  });

  it('refuses an effective time in the past, in zh too', async () => {
    const before = await snapshot(w.company.companyId);
    const r = (await w.gql(SAVE_T, { i: { name: 'Past', ranges: [A], effectiveAt: new Date(Date.now() - 86_400_000).toISOString() } }, 'zh'))
      .saveShippingTemplate;
    expect(r.fieldErrors[0]).toMatchObject({ field: 'effectiveAt', messageId: 'freight.template.effectiveInPast', message: '生效时间不能早于当前时间' });
    expect(await snapshot(w.company.companyId)).toBe(before);
  });

  it('saves a valid template once per name', async () => {
    const r = (await w.gql(SAVE_T, { i: { name: 'Std', billingMethod: 'volumetric', volumeCoefficient: 6000, ranges: [A, B] } })).saveShippingTemplate;
    expect(r.__typename).toBe('MutationSaveShippingTemplateSuccess');
    templateId = r.data.id;
    const again = (await w.gql(SAVE_T, { i: { name: 'Std', ranges: [A] } })).saveShippingTemplate;
    expect(again.fieldErrors[0]).toMatchObject({ field: 'name', messageId: 'freight.template.nameTaken' });
  });
});

describe('partition rules', () => {
  it.each([
    [
      'postal code start above end',
      [{ name: 'x', country: 'US', postalFrom: '99999', postalTo: '10000' }],
      'zones.0.postalFrom',
      'freight.zone.postalStartAboveEnd',
    ],
    ['fees partly filled', [{ name: 'x', country: 'US', registrationFee: 1, operationFee: 2 }], 'zones.0.additionalRate', 'freight.zone.feesPartial'],
  ])('%s: message, nothing written', async (_l, zones, field, messageId) => {
    const before = await snapshot(w.company.companyId);
    const r = (await w.gql(SAVE_P, { i: { name: 'Bad zones', zones } })).saveShippingPartitionRule;
    expect(r.fieldErrors[0]).toMatchObject({ field, messageId });
    expect(await snapshot(w.company.companyId)).toBe(before);
  });

  it('keeps partition names unique', async () => {
    const r = (await w.gql(SAVE_P, { i: { name: 'Zones', zones: ZONES } })).saveShippingPartitionRule;
    expect(r.__typename).toBe('MutationSaveShippingPartitionRuleSuccess');
    ruleId = r.data.id;
    const before = await snapshot(w.company.companyId);
    const again = (await w.gql(SAVE_P, { i: { name: 'Zones', zones: ZONES } })).saveShippingPartitionRule;
    expect(again.fieldErrors[0]).toMatchObject({ field: 'name', messageId: 'freight.partition.nameTaken' });
    expect(await snapshot(w.company.companyId)).toBe(before);
  });
});

describe('trial calculation', () => {
  it('answers each term, with the zone found by postal code', async () => {
    const r = (
      await w.gql(TRIAL, { i: { templateId, partitionRuleId: ruleId, weight: 800, length: 30, width: 20, height: 10, country: 'US', postalCode: '90001' } })
    ).freightTrial;
    expect(r.data).toEqual({
      actualWeight: 800,
      volumetricWeight: 1000,
      chargeableWeight: 1000,
      zone: 'US West',
      basic: 13,
      surcharge: 1.3,
      registrationFee: 5,
      operationFee: 2,
      total: 21.3,
      currency: 'CNY',
    });
    const outside = (await w.gql(TRIAL, { i: { templateId, partitionRuleId: ruleId, weight: 800, country: 'US', postalCode: '10001' } })).freightTrial;
    expect(outside.data).toMatchObject({ zone: 'US', basic: 13, total: 13 }); // 800 g: 10 + ceil(300/500) × 3
    const none = (await w.gql(TRIAL, { i: { templateId, weight: 9000, country: 'US' } })).freightTrial;
    expect(none.fieldErrors[0].messageId).toBe('freight.trial.noRange');
  });

  it("does not read another company's template", async () => {
    const r = (await other.gql(TRIAL, { i: { templateId, weight: 800, country: 'US' } })).freightTrial;
    expect(r.messageId).toBe('freight.template.notFound');
  });
});

describe('price cards, estimates on orders, cheapest channel, logistics table', () => {
  it('refuses a foreign channel and an expiry in the past', async () => {
    const foreign = (await other.ctx.db.logisticsChannel.create({ data: { companyId: other.company.companyId, name: 'Theirs' } })).id;
    const before = await snapshot(w.company.companyId);
    const r = (await w.gql(SAVE_C, { i: { name: 'Card', templateId, channelIds: [foreign] } })).saveShippingPriceCard;
    expect(r.fieldErrors[0].messageId).toBe('freight.card.channelNotFound');
    const past = (await w.gql(SAVE_C, { i: { name: 'Card', templateId, channelIds: [channelId], expiresAt: new Date(Date.now() - 1000).toISOString() } }))
      .saveShippingPriceCard;
    expect(past.fieldErrors[0].messageId).toBe('freight.card.expiryInPast');
    expect(await snapshot(w.company.companyId)).toBe(before);
  });

  it('stores the estimate at review in the order currency and CNY; the actual cost replaces it', async () => {
    const card = (await w.gql(SAVE_C, { i: { name: 'Post card', templateId, partitionRuleId: ruleId, channelIds: [channelId], deliveryDays: 15 } }))
      .saveShippingPriceCard;
    expect(card.__typename).toBe('MutationSaveShippingPriceCardSuccess');
    const o = await makeOrder(w, { logisticsChannelId: channelId, country: 'US', status: 'processing' });
    await w.ctx.db.order.update({ where: { id: o.id }, data: { weight: 800, postcode: '90001', currency: 'CNY' } });
    await processNewOrders(w.ctx, [o.id]);
    const f = (await w.gql(ORDER_FREIGHT, { id: o.id })).orderFreight;
    // 800 g (no size): range A 10 + ceil(300/500) × 3 = 13, + 10 % surcharge 1.3 + 5 + 2 = 21.3
    expect(f).toMatchObject({
      currency: 'CNY',
      estimated: '21.30',
      estimatedBase: '21.30',
      actual: null,
      breakdown: { basic: 13, surcharge: 1.3, total: 21.3 },
    });
    await setActualFreight(w.ctx.db, o.id, 16.4, 'CNY');
    expect((await w.gql(ORDER_FREIGHT, { id: o.id })).orderFreight).toMatchObject({ estimated: '21.30', actual: '16.40', actualBase: '16.40' });
    // another company cannot read it
    expect((await other.gql(ORDER_FREIGHT, { id: o.id })).orderFreight).toBeNull();
  });

  it('re-estimates in place: the actual cost stays, and an order no longer priced loses only an estimate', async () => {
    const priced = await makeOrder(w, { logisticsChannelId: channelId, country: 'US', status: 'processing' });
    const billed = await makeOrder(w, { logisticsChannelId: channelId, country: 'US', status: 'processing' });
    for (const o of [priced, billed]) await w.ctx.db.order.update({ where: { id: o.id }, data: { weight: 800, postcode: '90001', currency: 'CNY' } });
    expect(await estimateOrderFreight(w.ctx.db, [priced.id, billed.id])).toBe(2);
    await setActualFreight(w.ctx.db, billed.id, 16.4, 'CNY');
    // heavier: a new estimate, the actual cost kept
    await w.ctx.db.order.update({ where: { id: billed.id }, data: { weight: 1300 } });
    expect(await estimateOrderFreight(w.ctx.db, [billed.id])).toBe(1);
    expect((await w.gql(ORDER_FREIGHT, { id: billed.id })).orderFreight).toMatchObject({ estimated: '24.60', actual: '16.40' });
    // no channel any more: the estimate goes, the billed order keeps its row for the actual cost
    for (const o of [priced, billed]) await w.ctx.db.order.update({ where: { id: o.id }, data: { logisticsChannelId: null } });
    expect(await estimateOrderFreight(w.ctx.db, [priced.id, billed.id])).toBe(0);
    expect((await w.gql(ORDER_FREIGHT, { id: priced.id })).orderFreight).toBeNull();
    expect((await w.gql(ORDER_FREIGHT, { id: billed.id })).orderFreight).toMatchObject({ actual: '16.40' });
    // another company's ids are not estimated
    expect(await estimateOrderFreight(other.ctx.db, [priced.id])).toBe(0);
  });

  it('converts the estimate to a USD order', async () => {
    const o = await makeOrder(w, { logisticsChannelId: channelId, country: 'US', status: 'processing' });
    await w.ctx.db.order.update({ where: { id: o.id }, data: { weight: 800, postcode: '10001', currency: 'USD' } });
    await processNewOrders(w.ctx, [o.id]);
    const f = (await w.gql(ORDER_FREIGHT, { id: o.id })).orderFreight;
    expect(f.estimatedBase).toBe('13.00');
    expect(f.currency).toBe('USD');
    expect(Number(f.estimated)).toBeGreaterThan(0);
    expect(Number(f.estimated)).toBeLessThan(13);
  });

  it('chooses the cheapest eligible channel and says why the others are not', async () => {
    const dear = (
      await w.gql(SAVE_T, {
        i: {
          name: 'Express rates',
          ranges: [{ startWeight: 0, endWeight: 30000, firstWeight: 500, firstPrice: 40, additionalWeight: 500, additionalPrice: 8 }],
        },
      })
    ).saveShippingTemplate.data.id;
    await w.gql(SAVE_C, { i: { name: 'Express card', templateId: dear, channelIds: [channel2Id], deliveryDays: 5 } });
    const light = await cheapestForOrder(w.ctx.db, { weight: 800, country: 'US', postcode: '10001' });
    expect(light.chosen?.channelId).toBe(channelId);
    const heavy = await cheapestForOrder(w.ctx.db, { weight: 2500, country: 'US', postcode: '10001' });
    expect(heavy.chosen?.channelId).toBe(channel2Id);
    expect(heavy.verdicts.find((v) => v.channelId === channelId)?.reasons).toContain('weight');
    const fast = await cheapestForOrder(w.ctx.db, { weight: 800, country: 'US', maxDeliveryDays: 7 });
    expect(fast.chosen?.channelId).toBe(channel2Id);
    expect(fast.verdicts.find((v) => v.channelId === channelId)?.reasons).toEqual(['deliveryDays']);
  });

  it('compares channels × countries for a weight', async () => {
    const r = (await w.gql(TABLE, { w: 800, c: ['US', 'DE'] })).logisticsTable;
    expect(r.data).toEqual(
      expect.arrayContaining([
        { channelName: 'Post', country: 'US', price: 13, deliveryDays: 15, reason: null },
        { channelName: 'Post', country: 'DE', price: null, deliveryDays: 15, reason: 'noZone' },
        { channelName: 'Express', country: 'DE', price: 48, deliveryDays: 5, reason: null }, // 40 + ceil(300/500) × 8
      ]),
    );
  });

  it('compares prices in one currency: a card in US dollars is converted before the cheapest is chosen', async () => {
    const companyId = w.company.companyId;
    await w.ctx.db.exchangeRate.deleteMany({ where: { currency: 'USD' } });
    await w.ctx.db.exchangeRate.create({ data: { companyId, currency: 'USD', rate: 7 } });
    const dollarLine = await w.ctx.db.logisticsChannel.create({ data: { companyId, name: 'Dollar line' } });
    const tpl = (
      await w.gql(SAVE_T, {
        i: {
          name: 'Dollar rates',
          currency: 'USD',
          ranges: [{ startWeight: 0, endWeight: 30000, firstWeight: 500, firstPrice: 2, additionalWeight: 500, additionalPrice: 1 }],
        },
      })
    ).saveShippingTemplate.data.id;
    await w.gql(SAVE_C, { i: { name: 'Dollar card', templateId: tpl, channelIds: [dollarLine.id], deliveryDays: 10 } });
    // 800 g: 2 + 1 = 3 USD = 21 CNY, dearer than Post's 13 CNY although 3 < 13
    const r = await cheapestForOrder(w.ctx.db, { weight: 800, country: 'US', postcode: '10001' }, [channelId, dollarLine.id]);
    expect(r.verdicts.find((v) => v.channelId === dollarLine.id)?.price).toBe(21);
    expect(r.chosen?.channelId).toBe(channelId);
  });

  it('prices the order again when its channel or destination is edited', async () => {
    const o = await makeOrder(w, { logisticsChannelId: channelId, country: 'US', status: 'processing' });
    await w.ctx.db.order.update({ where: { id: o.id }, data: { weight: 800, postcode: '10001', currency: 'CNY' } });
    await processNewOrders(w.ctx, [o.id]);
    expect((await w.gql(ORDER_FREIGHT, { id: o.id })).orderFreight.estimatedBase).toBe('13.00'); // Post: 10 + 3
    await updateOrder(w.ctx, o.id, { postcode: '90001' });
    expect((await w.gql(ORDER_FREIGHT, { id: o.id })).orderFreight.estimatedBase).toBe('21.30'); // US West zone: + 1.3 + 5 + 2
    await updateOrder(w.ctx, o.id, { logisticsChannelId: channel2Id });
    expect((await w.gql(ORDER_FREIGHT, { id: o.id })).orderFreight.estimatedBase).toBe('48.00'); // Express: 40 + 8
  });
});
