// Order rules through the GraphQL API on a real database: every rule broken with nothing written,
// foreign ids not found, priority order, the dry run, applyOrderRules on real orders (logistics
// routing, blacklist hold, gifts added once) and moving a buyer onto the blacklist.
import { beforeAll, describe, expect, it } from 'vitest';
import { worldsSuite, type TestApp } from '../../../test/harness';
import { stockWorld, type StockWorld } from '../inventory/fixtures';
import { seedOrderRules } from '../../seed/order-rules';
import { applyOrderRules } from './order-rules.apply';

let app: TestApp;
let w: StockWorld;
let other: StockWorld;
let shop: { id: number };
let shop2: { id: number };
let air: { id: number };
let sea: { id: number };
let otherChannel: { id: number };
let otherShop: { id: number };

const RULE =
  'id name priority enabled warehouseId warehouseName logisticsChannelId logisticsChannelName conditions { platformTypes shopIds countries postcodes weightMin weightMax amountMin amountMax skus quantityMin quantityMax }';
const GIFT = 'id name priority enabled giftSkuId giftSku giftQuantity startAt endAt conditions { countries amountMin }';
const ENTRY = 'id platformType buyerAccount cause causeText operatorName createdAt removedAt';
const res = (name: string, fields: string) =>
  `{ __typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } } ... on Mutation${name}Success { data { ${fields} } } }`;
const CREATE = `mutation($i: LogisticsRuleInput!) { createLogisticsRule(input: $i) ${res('CreateLogisticsRule', RULE)} }`;
const UPDATE = `mutation($id: Int!, $i: LogisticsRuleInput!) { updateLogisticsRule(id: $id, input: $i) ${res('UpdateLogisticsRule', RULE)} }`;
const ENABLE = `mutation($id: Int!, $on: Boolean!) { setLogisticsRuleEnabled(id: $id, enabled: $on) ${res('SetLogisticsRuleEnabled', RULE)} }`;
const PRIORITY = `mutation($id: Int!, $p: Int!) { setLogisticsRulePriority(id: $id, priority: $p) ${res('SetLogisticsRulePriority', RULE)} }`;
const DELETE = `mutation($id: Int!) { deleteLogisticsRule(id: $id) { __typename ... on Error { messageId } ... on MutationDeleteLogisticsRuleSuccess { data } } }`;
const LIST = `{ logisticsRules(first: 50) { totalCount edges { node { id name priority enabled } } } }`;
const DRY = `query($id: Int, $i: LogisticsRuleInput, $days: Int, $offset: Int, $first: Int, $applied: Boolean) {
  logisticsRuleDryRun(id: $id, input: $i, days: $days, offset: $offset, first: $first, appliedOnly: $applied) {
    __typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId } }
    ... on QueryLogisticsRuleDryRunSuccess { data { days scanned truncated matchedCount takenCount appliedCount orders { orderId orderNo shopName status takenByRuleId takenByRuleName totalAmount quantity weight } } }
  } }`;
const CREATE_GIFT = `mutation($i: GiftRuleInput!) { createGiftRule(input: $i) ${res('CreateGiftRule', GIFT)} }`;
const UPDATE_GIFT = `mutation($id: Int!, $i: GiftRuleInput!) { updateGiftRule(id: $id, input: $i) ${res('UpdateGiftRule', GIFT)} }`;
const ENABLE_GIFT = `mutation($id: Int!, $on: Boolean!) { setGiftRuleEnabled(id: $id, enabled: $on) ${res('SetGiftRuleEnabled', GIFT)} }`;
const ADD = `mutation($i: ShippingBlacklistInput!) { addToShippingBlacklist(input: $i) ${res('AddToShippingBlacklist', `heldOrderIds entry { ${ENTRY} }`)} }`;
const REMOVE = `mutation($id: Int!) { removeFromShippingBlacklist(id: $id) ${res('RemoveFromShippingBlacklist', ENTRY)} }`;
const BLACKLIST = `query($f: ShippingBlacklistFilter) { shippingBlacklist(first: 50, filter: $f) { totalCount edges { node { ${ENTRY} } } } }`;

let seq = 0;
type Line = { platformSku?: string; skuId?: number | null; quantity?: number; isGift?: boolean };
async function order(over: Record<string, unknown> = {}, lines: Line[] = [{ platformSku: 'EB-CUP', quantity: 1 }]) {
  seq++;
  const companyId = w.company.companyId;
  return w.ctx.db.order.create({
    data: {
      companyId,
      shopId: shop.id,
      platformType: 1,
      platformOrderNo: `P-${seq}`,
      orderNo: `O-${seq}`,
      orderedAt: new Date(),
      country: 'US',
      postcode: '10001',
      totalAmount: '20.00',
      status: 'processing',
      buyerAccount: 'alice',
      estimatedWeight: 500,
      ...over,
      items: {
        create: lines.map((l) => ({
          companyId,
          platformSku: l.platformSku ?? '',
          skuId: l.skuId ?? null,
          quantity: l.quantity ?? 1,
          unitPrice: '10.00',
          isGift: l.isGift ?? false,
        })),
      },
    },
    include: { items: true },
  });
}
const rule = (over: Record<string, unknown> = {}) => ({
  name: 'US parcels',
  warehouseId: w.wh1.id,
  logisticsChannelId: air.id,
  conditions: { countries: ['US'] },
  ...over,
});
async function state() {
  const db = w.ctx.db;
  return JSON.stringify([
    await db.logisticsRule.findMany({ orderBy: { id: 'asc' } }),
    await db.giftRule.findMany({ orderBy: { id: 'asc' } }),
    await db.shippingBlacklist.findMany({ orderBy: { id: 'asc' } }),
    await db.order.findMany({ orderBy: { id: 'asc' }, select: { id: true, status: true, warehouseId: true, logisticsChannelId: true } }),
    await db.orderItem.count(),
    await db.orderHistory.count(),
  ]);
}
const create = async (input: Record<string, unknown>) => (await w.gql(CREATE, { i: input })).createLogisticsRule;

worldsSuite(stockWorld, ['Rules Co', 'Other Rules Co'], (...s) => ([app, w, other] = s));
beforeAll(async () => {
  const companyId = w.company.companyId;
  shop = await w.ctx.db.shop.create({ data: { companyId, platformType: 1, platform: 'ebay', shopName: 'eBay US' } });
  shop2 = await w.ctx.db.shop.create({ data: { companyId, platformType: 2, platform: 'amazon', shopName: 'Amazon DE' } });
  otherShop = await other.ctx.db.shop.create({ data: { companyId: other.company.companyId, platformType: 1, platform: 'ebay', shopName: 'Foreign' } });
  air = await w.ctx.db.logisticsChannel.create({ data: { companyId, name: 'Air mail', type: 'custom' } });
  sea = await w.ctx.db.logisticsChannel.create({ data: { companyId, name: 'Sea freight', type: 'custom' } });
  otherChannel = await other.ctx.db.logisticsChannel.create({ data: { companyId: other.company.companyId, name: 'Foreign channel' } });
});

describe('logistics rule rules (spec 02 §5 Logistics), nothing written', () => {
  it.each([
    ['a one-character name', () => rule({ name: 'a' }), 'name', 'orderRules.nameLength', 'The rule name must be 2 to 64 characters'],
    ['a 65-character name', () => rule({ name: 'x'.repeat(65) }), 'name', 'orderRules.nameLength', null],
    ['no condition', () => rule({ conditions: {} }), 'conditions', 'orderRules.conditionRequired', 'A condition is required'],
    ['a weight below 0', () => rule({ conditions: { weightMin: -1 } }), 'conditions.weightMin', 'orderRules.notNegative', 'Values may not be below 0'],
    ['an amount below 0', () => rule({ conditions: { amountMax: '-5' } }), 'conditions.amountMax', 'orderRules.notNegative', null],
    ['a quantity below 0', () => rule({ conditions: { quantityMin: -3 } }), 'conditions.quantityMin', 'orderRules.notNegative', null],
    ['a priority below 0', () => rule({ priority: -1 }), 'priority', 'orderRules.notNegative', null],
    [
      'weight max not above min',
      () => rule({ conditions: { weightMin: 500, weightMax: 500 } }),
      'conditions.weightMax',
      'orderRules.maxAboveMin',
      'The maximum must be above the minimum',
    ],
    ['amount max not above min', () => rule({ conditions: { amountMin: '30', amountMax: '10' } }), 'conditions.amountMax', 'orderRules.maxAboveMin', null],
    ['quantity max not above min', () => rule({ conditions: { quantityMin: 5, quantityMax: 2 } }), 'conditions.quantityMax', 'orderRules.maxAboveMin', null],
    ['an amount with three decimals', () => rule({ conditions: { amountMin: '1.005' } }), 'conditions.amountMin', 'orderRules.amountTwoDecimals', null],
    ['a three-letter country', () => rule({ conditions: { countries: ['USA'] } }), 'conditions.countries', 'orderRules.country', null],
    ['a postcode range start above end', () => rule({ conditions: { postcodes: ['20000-10000'] } }), 'conditions.postcodes', 'orderRules.postcode', null],
  ])('refuses %s', async (_n, input, field, messageId, message) => {
    const before = await state();
    const r = await create(input());
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors).toContainEqual(expect.objectContaining({ field, messageId, ...(message ? { message } : {}) }));
    expect(await state()).toBe(before);
  });

  it("treats another company's warehouse, channel or shop as not found", async () => {
    const before = await state();
    expect((await create(rule({ warehouseId: other.wh1.id }))).messageId).toBe('warehouse.notFound');
    expect(await create(rule({ logisticsChannelId: otherChannel.id }))).toMatchObject({
      messageId: 'orderRules.channelNotFound',
      message: 'Logistics channel not found',
    });
    expect((await create(rule({ conditions: { shopIds: [otherShop.id] } }))).messageId).toBe('shop.notFound');
    expect(await state()).toBe(before);
  });

  it('refuses a disabled channel', async () => {
    const off = await w.ctx.db.logisticsChannel.create({ data: { companyId: w.company.companyId, name: 'Closed line', enabled: false } });
    const before = await state();
    const r = await create(rule({ logisticsChannelId: off.id }));
    expect(r.fieldErrors).toEqual([
      expect.objectContaining({
        field: 'logisticsChannelId',
        messageId: 'orderRules.channelDisabled',
        message: 'The logistics channel Closed line is disabled',
      }),
    ]);
    expect(await state()).toBe(before);
  });

  it('says it in Chinese too', async () => {
    const r = (await w.gql(CREATE, { i: rule({ conditions: {} }) }, 'zh')).createLogisticsRule;
    expect(r.fieldErrors[0].message).toBe('请至少设置一个条件');
  });
});

describe('logistics rules CRUD and priority', () => {
  let low: number;
  let high: number;
  it('creates, edits, orders by priority (higher first), enables, deletes', async () => {
    const a = await create(rule({ name: 'Low US', priority: 1, conditions: { countries: ['us'], postcodes: ['100'], weightMax: 2000, amountMin: '0' } }));
    expect(a.data).toMatchObject({
      name: 'Low US',
      enabled: false,
      warehouseName: 'Shenzhen',
      logisticsChannelName: 'Air mail',
      conditions: { countries: ['US'], postcodes: ['100'], weightMax: 2000, amountMin: '0', weightMin: null },
    });
    low = a.data.id;
    const b = await create(
      rule({ name: 'Heavy US', priority: 5, logisticsChannelId: sea.id, warehouseId: w.wh2.id, conditions: { countries: ['US'], weightMin: 1000 } }),
    );
    high = b.data.id;
    const list = (await w.gql(LIST)).logisticsRules;
    expect(list.edges.map((e: { node: { id: number } }) => e.node.id)).toEqual([high, low]);

    const p = (await w.gql(PRIORITY, { id: low, p: 9 })).setLogisticsRulePriority;
    expect(p.data.priority).toBe(9);
    expect((await w.gql(LIST)).logisticsRules.edges.map((e: { node: { id: number } }) => e.node.id)).toEqual([low, high]);
    const before = await state();
    expect((await w.gql(PRIORITY, { id: low, p: -2 })).setLogisticsRulePriority.fieldErrors[0]).toMatchObject({
      field: 'priority',
      messageId: 'orderRules.notNegative',
    });
    expect(await state()).toBe(before);
    await w.gql(PRIORITY, { id: low, p: 1 });

    const e = (await w.gql(UPDATE, { id: low, i: rule({ name: 'Light US', priority: 1, conditions: { countries: ['US'], weightMax: 1000 } }) }))
      .updateLogisticsRule;
    expect(e.data).toMatchObject({ name: 'Light US', conditions: { weightMax: 1000, postcodes: [] } });
    expect((await w.gql(ENABLE, { id: low, on: true })).setLogisticsRuleEnabled.data.enabled).toBe(true);
    expect((await w.gql(ENABLE, { id: high, on: true })).setLogisticsRuleEnabled.data.enabled).toBe(true);

    const tmp = await create(rule({ name: 'Temp' }));
    expect((await w.gql(DELETE, { id: tmp.data.id })).deleteLogisticsRule.data).toBe(tmp.data.id);
    expect((await w.gql(DELETE, { id: tmp.data.id })).deleteLogisticsRule.messageId).toBe('orderRules.ruleNotFound');
  });

  it("another company's rule is not found for every action", async () => {
    const foreign = await other.ctx.db.logisticsRule.create({
      data: {
        companyId: other.company.companyId,
        name: 'Theirs',
        conditions: { countries: ['US'] },
        warehouseId: other.wh1.id,
        logisticsChannelId: otherChannel.id,
      },
    });
    const before = await state();
    expect((await w.gql(UPDATE, { id: foreign.id, i: rule() })).updateLogisticsRule.messageId).toBe('orderRules.ruleNotFound');
    expect((await w.gql(ENABLE, { id: foreign.id, on: true })).setLogisticsRuleEnabled.messageId).toBe('orderRules.ruleNotFound');
    expect((await w.gql(PRIORITY, { id: foreign.id, p: 3 })).setLogisticsRulePriority.messageId).toBe('orderRules.ruleNotFound');
    expect((await w.gql(DELETE, { id: foreign.id })).deleteLogisticsRule.messageId).toBe('orderRules.ruleNotFound');
    expect((await w.gql(DRY, { id: foreign.id })).logisticsRuleDryRun.messageId).toBe('orderRules.ruleNotFound');
    expect(await state()).toBe(before);
    expect(await other.ctx.db.logisticsRule.findFirst({ where: { id: foreign.id } })).toMatchObject({ name: 'Theirs', enabled: false });
  });

  it('applyOrderRules routes by the first matching enabled rule and records it', async () => {
    const light = await order({ estimatedWeight: 500 });
    const heavy = await order({ estimatedWeight: 1500 });
    const de = await order({ country: 'DE' });
    const routed = await order({ estimatedWeight: 500, warehouseId: w.wh2.id, logisticsChannelId: sea.id });
    await applyOrderRules(w.ctx, [light.id, heavy.id, de.id, routed.id]);
    const get = (id: number) => w.ctx.db.order.findFirst({ where: { id } });
    expect(await get(light.id)).toMatchObject({ warehouseId: w.wh1.id, logisticsChannelId: air.id, status: 'processing' });
    expect(await get(heavy.id)).toMatchObject({ warehouseId: w.wh2.id, logisticsChannelId: sea.id });
    expect(await get(de.id)).toMatchObject({ warehouseId: null, logisticsChannelId: null });
    expect(await get(routed.id)).toMatchObject({ warehouseId: w.wh2.id, logisticsChannelId: sea.id });
    const h = await w.ctx.db.orderHistory.findMany({ where: { orderId: light.id } });
    expect(h).toEqual([
      expect.objectContaining({
        action: 'logisticsRule',
        messageId: 'orderRules.history.logistics',
        params: expect.objectContaining({ rule: 'Light US', warehouse: 'Shenzhen', channel: 'Air mail' }),
      }),
    ]);
    expect(await w.ctx.db.orderHistory.count({ where: { orderId: routed.id } })).toBe(0);

    // both match a 900 g order when the heavy rule starts at 800 g: the higher priority wins
    await w.gql(UPDATE, {
      id: high,
      i: rule({
        name: 'Heavy US',
        priority: 5,
        enabled: true,
        logisticsChannelId: sea.id,
        warehouseId: w.wh2.id,
        conditions: { countries: ['US'], weightMin: 800 },
      }),
    });
    const mid = await order({ estimatedWeight: 900 });
    await applyOrderRules(w.ctx, [mid.id]);
    expect(await get(mid.id)).toMatchObject({ logisticsChannelId: sea.id });
    // a disabled rule never runs
    await w.gql(ENABLE, { id: high, on: false });
    const mid2 = await order({ estimatedWeight: 900 });
    await applyOrderRules(w.ctx, [mid2.id]);
    expect(await get(mid2.id)).toMatchObject({ logisticsChannelId: air.id });
    // calling it again changes nothing
    const before = await state();
    await applyOrderRules(w.ctx, [light.id, mid.id, mid2.id]);
    expect(await state()).toBe(before);
    await w.gql(ENABLE, { id: high, on: true });
  });

  it('dry run: past orders the rule would match, and which a higher rule takes', async () => {
    await order({ estimatedWeight: 1200, orderedAt: new Date(Date.now() - 40 * 24 * 3600 * 1000), status: 'shipped' }); // outside 30 days
    const shippedHeavy = await order({ estimatedWeight: 1200, status: 'shipped', shopId: shop.id });
    // an unsaved rule: every US order of at least 100 g, priority 3 (below "Heavy US" at 5, above "Light US" at 1)
    const input = rule({ name: 'All US', priority: 3, conditions: { countries: ['US'], weightMin: 100 } });
    const r = (await w.gql(DRY, { i: input, first: 100 })).logisticsRuleDryRun.data;
    const usOrders = await w.ctx.db.order.findMany({
      where: { country: 'US', estimatedWeight: { gte: 100 }, orderedAt: { gte: new Date(Date.now() - 30 * 24 * 3600 * 1000) } },
    });
    expect(r.matchedCount).toBe(usOrders.length);
    const heavyOnes = usOrders.filter((o) => o.estimatedWeight >= 800);
    expect(r.takenCount).toBe(heavyOnes.length);
    expect(r.appliedCount).toBe(usOrders.length - heavyOnes.length);
    expect(r.orders.find((o: { orderId: number }) => o.orderId === shippedHeavy.id)).toMatchObject({
      status: 'shipped',
      takenByRuleId: high,
      takenByRuleName: 'Heavy US',
      shopName: 'eBay US',
      weight: 1200,
    });
    expect(r.days).toBe(30);
    expect(r.truncated).toBe(false);
    // 60 days reach the old order too; paging; only the orders it would really get
    expect((await w.gql(DRY, { i: input, days: 60 })).logisticsRuleDryRun.data.matchedCount).toBe(usOrders.length + 1);
    const page = (await w.gql(DRY, { i: input, offset: 1, first: 2 })).logisticsRuleDryRun.data;
    expect(page.orders.map((o: { orderId: number }) => o.orderId)).toEqual(r.orders.slice(1, 3).map((o: { orderId: number }) => o.orderId));
    const applied = (await w.gql(DRY, { i: input, applied: true, first: 100 })).logisticsRuleDryRun.data;
    expect(applied.orders.every((o: { takenByRuleId: number | null }) => o.takenByRuleId === null)).toBe(true);
    expect(applied.orders).toHaveLength(r.appliedCount);
    // a saved rule by id: the enabled "Heavy US" has nothing above it
    const saved = (await w.gql(DRY, { id: high })).logisticsRuleDryRun.data;
    expect(saved).toMatchObject({ matchedCount: heavyOnes.length, takenCount: 0 });
    // broken input or days: the rule's message, nothing written
    const before = await state();
    expect((await w.gql(DRY, { i: rule({ conditions: {} }) })).logisticsRuleDryRun.fieldErrors[0].messageId).toBe('orderRules.conditionRequired');
    expect((await w.gql(DRY, { id: high, days: 0 })).logisticsRuleDryRun.fieldErrors[0].messageId).toBe('orderRules.dryRunDays');
    expect((await w.gql(DRY, { id: high, days: 366 })).logisticsRuleDryRun.fieldErrors[0].messageId).toBe('orderRules.dryRunDays');
    expect(await state()).toBe(before);
  });
});

describe('shipping blacklist', () => {
  it.each([
    ['no buyer account', { buyerAccount: ' ', cause: 'fraud' }, 'buyerAccount', 'orderRules.buyerRequired'],
    ['a cause not on the list', { buyerAccount: 'bob', cause: 'rude' }, 'cause', 'orderRules.cause'],
    ['cause other without a text', { buyerAccount: 'bob', cause: 'other', causeText: '  ' }, 'causeText', 'orderRules.causeOtherBlank'],
  ])('refuses %s, nothing written', async (_n, input, field, messageId) => {
    const before = await state();
    const r = (await w.gql(ADD, { i: input })).addToShippingBlacklist;
    expect(r.fieldErrors).toEqual([expect.objectContaining({ field, messageId })]);
    expect(await state()).toBe(before);
  });

  it('moving a buyer in holds their open orders; new orders are held by the pipeline; removing keeps history', async () => {
    const open = await order({ buyerAccount: 'Mallory' });
    const waiting = await order({ buyerAccount: 'mallory', status: 'awaitingShipment', warehouseId: w.wh1.id });
    const shipped = await order({ buyerAccount: 'mallory', status: 'shipped' });
    const unpaid = await order({ buyerAccount: 'mallory', status: 'awaitingPayment' });
    const amazon = await order({ buyerAccount: 'mallory', platformType: 2, shopId: shop2.id });
    const added = (await w.gql(ADD, { i: { buyerAccount: 'mallory', platformType: 1, cause: 'other', causeText: 'chargebacks' } })).addToShippingBlacklist;
    expect(added.data.entry).toMatchObject({
      buyerAccount: 'mallory',
      cause: 'other',
      causeText: 'chargebacks',
      platformType: 1,
      operatorName: 'Rules Co boss',
      removedAt: null,
    });
    expect(added.data.heldOrderIds.sort()).toEqual([open.id, waiting.id, unpaid.id].sort());
    const get = (id: number) => w.ctx.db.order.findFirst({ where: { id } });
    expect(await get(open.id)).toMatchObject({ status: 'abnormal', abnormalReason: 'blacklist', heldFromStatus: 'processing' });
    expect(await get(waiting.id)).toMatchObject({ status: 'abnormal', heldFromStatus: 'awaitingShipment' });
    expect(await get(shipped.id)).toMatchObject({ status: 'shipped' });
    expect(await get(unpaid.id)).toMatchObject({ status: 'abnormal', heldFromStatus: 'awaitingPayment' });
    expect(await get(amazon.id)).toMatchObject({ status: 'processing' });
    expect(await w.ctx.db.orderHistory.findMany({ where: { orderId: open.id } })).toEqual([
      expect.objectContaining({ action: 'hold', fromStatus: 'processing', toStatus: 'abnormal', messageId: 'orderRules.history.blacklist' }),
    ]);

    // the same buyer twice is refused
    const before = await state();
    expect((await w.gql(ADD, { i: { buyerAccount: 'MALLORY', platformType: 1, cause: 'fraud' } })).addToShippingBlacklist.fieldErrors[0]).toMatchObject({
      field: 'buyerAccount',
      messageId: 'orderRules.alreadyBlacklisted',
      message: 'The buyer MALLORY is already on the blacklist',
    });
    expect(await state()).toBe(before);

    // a new eBay order of the buyer is held by applyOrderRules; the Amazon one is not (entry for eBay only)
    const fresh = await order({ buyerAccount: 'Mallory ' });
    const freshAmazon = await order({ buyerAccount: 'mallory', platformType: 2, shopId: shop2.id });
    await applyOrderRules(w.ctx, [fresh.id, freshAmazon.id]);
    expect(await get(fresh.id)).toMatchObject({ status: 'abnormal', abnormalReason: 'blacklist', heldFromStatus: 'processing' });
    expect(await get(freshAmazon.id)).toMatchObject({ status: 'processing' });
    // held once only
    await applyOrderRules(w.ctx, [fresh.id]);
    expect(await w.ctx.db.orderHistory.count({ where: { orderId: fresh.id, action: 'hold' } })).toBe(1);

    const list = (await w.gql(BLACKLIST, { f: { keyword: 'MALL' } })).shippingBlacklist;
    expect(list.totalCount).toBe(1);
    const removed = (await w.gql(REMOVE, { id: added.data.entry.id })).removeFromShippingBlacklist;
    expect(removed.data.removedAt).not.toBeNull();
    expect((await w.gql(BLACKLIST, { f: { keyword: 'mall' } })).shippingBlacklist.totalCount).toBe(0);
    expect((await w.gql(BLACKLIST, { f: { keyword: 'mall', includeRemoved: true } })).shippingBlacklist.totalCount).toBe(1);
    // removed: new orders pass, held ones stay held
    const after = await order({ buyerAccount: 'mallory' });
    await applyOrderRules(w.ctx, [after.id]);
    expect(await get(after.id)).toMatchObject({ status: 'processing' });
    expect(await get(open.id)).toMatchObject({ status: 'abnormal' });
    // an entry for every marketplace (0) covers the Amazon order
    await w.gql(ADD, { i: { buyerAccount: 'trudy', cause: 'fraud' } });
    const trudy = await order({ buyerAccount: 'trudy', platformType: 2, shopId: shop2.id, status: 'awaitingPayment' });
    await applyOrderRules(w.ctx, [trudy.id]);
    expect(await get(trudy.id)).toMatchObject({ status: 'abnormal', heldFromStatus: 'awaitingPayment' });
  });

  it("another company's entry is not found", async () => {
    const theirs = await other.ctx.db.shippingBlacklist.create({ data: { companyId: other.company.companyId, buyerAccount: 'x', cause: 'fraud' } });
    expect((await w.gql(REMOVE, { id: theirs.id })).removeFromShippingBlacklist.messageId).toBe('orderRules.blacklistNotFound');
    expect(await other.ctx.db.shippingBlacklist.findFirst({ where: { id: theirs.id } })).toMatchObject({ removedAt: null });
  });
});

describe('gift rules', () => {
  const gift = (over: Record<string, unknown> = {}) => ({
    name: 'Free cup',
    giftSkuId: w.skuA.id,
    conditions: { countries: ['DE'], amountMin: '50' },
    ...over,
  });
  it.each([
    ['a one-character name', () => gift({ name: 'x' }), 'name', 'orderRules.nameLength'],
    ['no condition', () => gift({ conditions: {} }), 'conditions', 'orderRules.conditionRequired'],
    ['a gift quantity of 0', () => gift({ giftQuantity: 0 }), 'giftQuantity', 'orderRules.giftQuantity'],
    ['an end before the start', () => gift({ startAt: '2026-11-02T00:00:00Z', endAt: '2026-11-01T00:00:00Z' }), 'endAt', 'orderRules.endAfterStart'],
    ['amount max not above min', () => gift({ conditions: { amountMin: '50', amountMax: '40' } }), 'conditions.amountMax', 'orderRules.maxAboveMin'],
  ])('refuses %s, nothing written', async (_n, input, field, messageId) => {
    const before = await state();
    const r = (await w.gql(CREATE_GIFT, { i: input() })).createGiftRule;
    expect(r.fieldErrors).toContainEqual(expect.objectContaining({ field, messageId }));
    expect(await state()).toBe(before);
  });

  it("another company's SKU or shop is not found", async () => {
    const before = await state();
    expect((await w.gql(CREATE_GIFT, { i: gift({ giftSkuId: other.skuA.id }) })).createGiftRule.messageId).toBe('stock.skuNotFound');
    expect((await w.gql(CREATE_GIFT, { i: gift({ conditions: { shopIds: [otherShop.id] } }) })).createGiftRule.messageId).toBe('shop.notFound');
    const theirs = await other.ctx.db.giftRule.create({
      data: { companyId: other.company.companyId, name: 'Theirs', conditions: { countries: ['DE'] }, giftSkuId: other.skuA.id },
    });
    expect((await w.gql(UPDATE_GIFT, { id: theirs.id, i: gift() })).updateGiftRule.messageId).toBe('orderRules.giftRuleNotFound');
    expect((await w.gql(ENABLE_GIFT, { id: theirs.id, on: true })).setGiftRuleEnabled.messageId).toBe('orderRules.giftRuleNotFound');
    expect(await state()).toBe(before);
  });

  it('matching orders get the gift line once, within the time window', async () => {
    const cup = (await w.gql(CREATE_GIFT, { i: gift({ enabled: true, giftQuantity: 2 }) })).createGiftRule.data;
    expect(cup).toMatchObject({ giftSku: 'CUP', giftQuantity: 2, enabled: true, conditions: { countries: ['DE'], amountMin: '50' } });
    const past = (
      await w.gql(CREATE_GIFT, {
        i: gift({ name: 'Old promo', enabled: true, giftSkuId: w.skuB.id, startAt: '2020-01-01T00:00:00Z', endAt: '2020-02-01T00:00:00Z' }),
      })
    ).createGiftRule.data;
    const off = (await w.gql(CREATE_GIFT, { i: gift({ name: 'Off promo', giftSkuId: w.skuB.id }) })).createGiftRule.data;
    expect(off.enabled).toBe(false);

    const big = await order({ country: 'DE', totalAmount: '60.00', shopId: shop2.id, platformType: 2 }, [
      { platformSku: 'AMZ-BOX', skuId: w.skuB.id, quantity: 1 },
    ]);
    const small = await order({ country: 'DE', totalAmount: '10.00' });
    await applyOrderRules(w.ctx, [big.id, small.id]);
    const items = await w.ctx.db.orderItem.findMany({ where: { orderId: big.id }, orderBy: { id: 'asc' } });
    expect(items).toHaveLength(2);
    expect(items[1]).toMatchObject({ isGift: true, skuId: w.skuA.id, quantity: 2, giftRuleId: cup.id, title: 'Gift set' });
    expect(Number(items[1].unitPrice)).toBe(0);
    expect(await w.ctx.db.orderHistory.findMany({ where: { orderId: big.id, action: 'giftRule' } })).toEqual([
      expect.objectContaining({ messageId: 'orderRules.history.gift', params: expect.objectContaining({ rule: 'Free cup', quantity: 2, sku: 'CUP' }) }),
    ]);
    expect(await w.ctx.db.orderItem.count({ where: { orderId: small.id } })).toBe(1);
    expect(past.id).toBeGreaterThan(0);

    // idempotent: the same gift is never added twice
    const before = await state();
    await applyOrderRules(w.ctx, [big.id, big.id]);
    await applyOrderRules(w.ctx, [big.id]);
    expect(await state()).toBe(before);

    // a gift line does not count towards the conditions (quantity) of other rules
    const qty = (await w.gql(CREATE_GIFT, { i: gift({ name: 'Two or more', enabled: true, conditions: { quantityMin: 2 } }) })).createGiftRule.data;
    await applyOrderRules(w.ctx, [big.id]);
    expect(await w.ctx.db.orderItem.count({ where: { orderId: big.id, giftRuleId: qty.id } })).toBe(0);
    // orders past review are left alone
    const reviewed = await order({ country: 'DE', totalAmount: '99.00', status: 'awaitingShipment', warehouseId: w.wh1.id });
    await applyOrderRules(w.ctx, [reviewed.id]);
    expect(await w.ctx.db.orderItem.count({ where: { orderId: reviewed.id } })).toBe(1);
  });
});

describe('demo seed', () => {
  it('creates the logistics rules only when a channel exists, and the blacklisted buyer', async () => {
    const bare = await stockWorld(app, 'Seed Rules Co');
    await seedOrderRules(bare.ctx);
    expect(await bare.ctx.db.logisticsRule.count()).toBe(0);
    expect(await bare.ctx.db.shippingBlacklist.findMany()).toEqual([expect.objectContaining({ buyerAccount: 'chargeback_king', cause: 'fraud' })]);

    const withChannel = await stockWorld(app, 'Seed Rules Co 2');
    await withChannel.ctx.db.logisticsChannel.create({ data: { companyId: withChannel.company.companyId, name: 'Small', maxWeight: 2000 } });
    await withChannel.ctx.db.logisticsChannel.create({ data: { companyId: withChannel.company.companyId, name: 'Any weight' } });
    await seedOrderRules(withChannel.ctx);
    const rules = (await withChannel.gql(LIST)).logisticsRules.edges.map((e: { node: unknown }) => e.node);
    expect(rules).toEqual([
      expect.objectContaining({ priority: 10, enabled: true }),
      expect.objectContaining({ priority: 8, enabled: false }),
      expect.objectContaining({ priority: 5, enabled: false }),
    ]);
  });
});

describe('through the order pipeline (createOrder of the orders service)', () => {
  it('a manual order is routed, gets its gift and is held when the buyer is blacklisted', async () => {
    const { createOrder } = await import('../orders/orders.service');
    const world = await stockWorld(app, 'Pipeline Rules Co');
    const companyId = world.company.companyId;
    const s = await world.ctx.db.shop.create({ data: { companyId, platformType: 1, platform: 'ebay', shopName: 'Pipe shop', status: 1 } });
    const ch = await world.ctx.db.logisticsChannel.create({ data: { companyId, name: 'Pipe line' } });
    await world.ctx.db.logisticsRule.create({
      data: { companyId, name: 'FR parcels', enabled: true, conditions: { countries: ['FR'] }, warehouseId: world.wh2.id, logisticsChannelId: ch.id },
    });
    await world.ctx.db.giftRule.create({ data: { companyId, name: 'Cup for FR', enabled: true, conditions: { countries: ['FR'] }, giftSkuId: world.skuA.id } });
    await world.ctx.db.shippingBlacklist.create({ data: { companyId, buyerAccount: 'eve', cause: 'fraud' } });
    const input = (buyerAccount: string) => ({
      shopId: s.id,
      buyerAccount,
      buyerName: 'Buyer',
      country: 'FR',
      address1: '1 rue de Rivoli',
      postcode: '75001',
      items: [{ skuId: world.skuB.id, quantity: 1, unitPrice: '30' }],
    });
    const ok = await createOrder(world.ctx, input('alice'));
    const alice = await world.ctx.db.order.findFirst({ where: { id: ok.id }, include: { items: { orderBy: { id: 'asc' } } } });
    expect(alice).toMatchObject({ status: 'processing', warehouseId: world.wh2.id, logisticsChannelId: ch.id });
    expect(alice!.items.map((i) => [i.skuId, i.isGift])).toEqual([
      [world.skuB.id, false],
      [world.skuA.id, true],
    ]);
    const bad = await createOrder(world.ctx, input('Eve'));
    expect(await world.ctx.db.order.findFirst({ where: { id: bad.id } })).toMatchObject({
      status: 'abnormal',
      abnormalReason: 'blacklist',
      warehouseId: world.wh2.id,
    });
  });
});

describe('cheapest eligible channel (issue 18 item 4)', () => {
  const SAVE_T = `mutation($i: ShippingTemplateInput!) { saveShippingTemplate(input: $i) { __typename ... on Error { messageId } ... on MutationSaveShippingTemplateSuccess { data { id } } } }`;
  const SAVE_C = `mutation($i: ShippingPriceCardInput!) { saveShippingPriceCard(input: $i) { __typename ... on Error { messageId } ... on MutationSaveShippingPriceCardSuccess { data { id } } } }`;
  const CHEAP_DRY = `query($i: LogisticsRuleInput) { logisticsRuleDryRun(input: $i, first: 100) {
    __typename ... on Error { messageId } ... on QueryLogisticsRuleDryRunSuccess { data { matchedCount takenCount appliedCount orders { orderId channelId channelName freight freightCurrency candidates { channelId name eligible reasons price deliveryDays } } } } } }`;
  let post: { id: number };
  let express: { id: number };
  const cheapest = (over: Record<string, unknown> = {}) =>
    rule({ name: 'GB cheapest', priority: 50, enabled: true, channelChoice: 'cheapest', logisticsChannelId: null, conditions: { countries: ['GB'] }, ...over });

  beforeAll(async () => {
    const companyId = w.company.companyId;
    post = await w.ctx.db.logisticsChannel.create({ data: { companyId, name: 'Royal Mail', type: 'custom', maxWeight: 2000 } });
    express = await w.ctx.db.logisticsChannel.create({ data: { companyId, name: 'DHL GB', type: 'custom' } });
    const range = (first: number, add: number) => ({
      startWeight: 0,
      endWeight: 30000,
      firstWeight: 500,
      firstPrice: first,
      additionalWeight: 500,
      additionalPrice: add,
    });
    const t1 = (await w.gql(SAVE_T, { i: { name: 'GB post rates', ranges: [range(20, 5)] } })).saveShippingTemplate.data.id;
    const t2 = (await w.gql(SAVE_T, { i: { name: 'GB express rates', ranges: [range(45, 10)] } })).saveShippingTemplate.data.id;
    expect(
      (await w.gql(SAVE_C, { i: { name: 'GB post card', templateId: t1, channelIds: [post.id], deliveryDays: 12 } })).saveShippingPriceCard.__typename,
    ).toMatch(/Success/);
    await w.gql(SAVE_C, { i: { name: 'GB express card', templateId: t2, channelIds: [express.id], deliveryDays: 4 } });
  });

  it('refuses a fixed rule without a channel, bad delivery days and a foreign candidate channel, writing nothing', async () => {
    const before = await state();
    const fixed = await create(rule({ logisticsChannelId: null }));
    expect(fixed.fieldErrors).toContainEqual(expect.objectContaining({ field: 'logisticsChannelId', messageId: 'orderRules.channelRequired' }));
    const days = await create(cheapest({ maxDeliveryDays: 0 }));
    expect(days.fieldErrors).toContainEqual(expect.objectContaining({ field: 'maxDeliveryDays', messageId: 'orderRules.deliveryDays' }));
    expect((await create(cheapest({ candidateChannelIds: [post.id, otherChannel.id] }))).messageId).toBe('orderRules.channelNotFound');
    expect(await state()).toBe(before);
  });

  it('routes each order to the cheapest eligible candidate, says so in the log, and falls through when none is eligible', async () => {
    const created = await create(cheapest({ candidateChannelIds: [post.id, express.id] }));
    expect(created.data).toMatchObject({ logisticsChannelId: null, logisticsChannelName: '' });
    const ruleId = created.data.id as number;
    // a GB catch-all below it, for parcels no candidate takes
    const fallback = (await create(rule({ name: 'GB fallback', priority: 40, enabled: true, logisticsChannelId: sea.id, conditions: { countries: ['GB'] } })))
      .data.id;
    const small = await order({ country: 'GB', postcode: 'SW1A 1AA', estimatedWeight: 800 });
    const big = await order({ country: 'GB', postcode: 'SW1A 1AA', estimatedWeight: 2500 }); // above Royal Mail's 2,000 g
    await applyOrderRules(w.ctx, [small.id, big.id]);
    const get = (id: number) => w.ctx.db.order.findFirstOrThrow({ where: { id } });
    expect((await get(small.id)).logisticsChannelId).toBe(post.id); // 20 + 5 = 25 against 45 + 10 = 55
    expect((await get(big.id)).logisticsChannelId).toBe(express.id); // only DHL takes 2.5 kg
    const log = await w.ctx.db.orderHistory.findFirstOrThrow({ where: { orderId: small.id, action: 'logisticsRule' } });
    expect(log).toMatchObject({
      messageId: 'orderRules.history.cheapest',
      params: expect.objectContaining({ channel: 'Royal Mail', price: '25.00', currency: 'CNY' }),
    });

    // asking for delivery within 5 days leaves DHL only; within 3 days nothing: the fallback rule takes it
    await w.gql(UPDATE, { id: ruleId, i: cheapest({ candidateChannelIds: [post.id, express.id], maxDeliveryDays: 5 }) });
    const fast = await order({ country: 'GB', estimatedWeight: 800 });
    await applyOrderRules(w.ctx, [fast.id]);
    expect((await get(fast.id)).logisticsChannelId).toBe(express.id);
    await w.gql(UPDATE, { id: ruleId, i: cheapest({ candidateChannelIds: [post.id, express.id], maxDeliveryDays: 3 }) });
    const none = await order({ country: 'GB', estimatedWeight: 800 });
    await applyOrderRules(w.ctx, [none.id]);
    expect((await get(none.id)).logisticsChannelId).toBe(sea.id);
    await w.gql(DELETE, { id: ruleId });
    await w.gql(DELETE, { id: fallback });
  });

  it('dry run shows the chosen channel, its price, and why each other candidate was not eligible', async () => {
    const heavy = await order({ country: 'GB', estimatedWeight: 2500 });
    const r = (await w.gql(CHEAP_DRY, { i: cheapest({ candidateChannelIds: [] }) })).logisticsRuleDryRun.data;
    const row = r.orders.find((o: { orderId: number }) => o.orderId === heavy.id);
    // 2,500 g on DHL: 45 + ceil(2000 / 500) × 10 = 85
    expect(row).toMatchObject({ channelId: express.id, channelName: 'DHL GB', freight: 85, freightCurrency: 'CNY' });
    expect(row.candidates).toEqual(
      expect.arrayContaining([
        { channelId: post.id, name: 'Royal Mail', eligible: false, reasons: ['weight'], price: 40, deliveryDays: 12 },
        { channelId: express.id, name: 'DHL GB', eligible: true, reasons: [], price: 85, deliveryDays: 4 },
        expect.objectContaining({ channelId: air.id, eligible: false, reasons: ['noPriceCard'] }),
      ]),
    );
    // an order no candidate can take is not counted as routed by this rule: the next rule decides
    const weightless = await order({ country: 'GB', estimatedWeight: 0 });
    const again = (await w.gql(CHEAP_DRY, { i: cheapest({ candidateChannelIds: [] }) })).logisticsRuleDryRun.data;
    expect(again.orders.find((o: { orderId: number }) => o.orderId === weightless.id)).toMatchObject({ channelId: null });
    const unrouted = again.orders.filter((o: { channelId: number | null }) => o.channelId === null).length;
    expect(unrouted).toBeGreaterThan(0);
    expect(again.appliedCount).toBe(again.matchedCount - again.takenCount - unrouted);
  });
});
