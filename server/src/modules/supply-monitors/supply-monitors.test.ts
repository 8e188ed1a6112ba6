// Supply monitors (issue 23 item 8) through the services and the GraphQL API on a real database:
// the sandbox's rules by hand, a GigaCloud item checked step by step (changes recorded and notified
// as types 8 / 9 with the notice links), thresholds, vidaXL availability (10 / 11), eMAG price
// following (lowest price, buy box), supply shops, live mode "not connected", the schedule, and the
// refusals: only the monitoring person may modify or delete, invalid codes and addresses, duplicates,
// thresholds out of range, another company's ids — each changing nothing.
import { noticeLinkPath } from '@erp/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { roleAccount, type TestApp, ERROR_FIELDS, snapshot } from '../../../test/harness';
import { worldsSuite } from '../../../test/harness';
import { stockWorld, type StockWorld } from '../inventory/fixtures';
import { LiveSupplyConnector, setSupplyConnector } from './supply.connector';
import { SandboxSupplyConnector, sandboxHash, sandboxReading } from './supply.sandbox';
import { checkDueSupplyItems } from './supply-monitors.schedule';
import { addSupplyItem, checkSupplyItems } from './supply-monitors.service';

let app: TestApp;
let w: StockWorld;
let other: StockWorld;
let subToken: string;

/** 2026-01-01T00:00Z: the sandbox's clock step 490896 (≡ 0 mod 4). */
const T0 = Date.UTC(2026, 0, 1);
const at = (h: number) => new Date(T0 + h * 3_600_000);

const ITEM =
  'id source code title lastStock lastPrice available lowestPrice competitorCount buyBox lastError mine monitorName stockThreshold priceThresholdPct';
const ADD = `mutation($i: AddSupplyMonitorItemInput!) { addSupplyMonitorItem(input: $i) { __typename ${ERROR_FIELDS} ... on MutationAddSupplyMonitorItemSuccess { data { ${ITEM} } } } }`;
const UPDATE = `mutation($s: String!, $id: Int!, $i: UpdateSupplyMonitorItemInput!) { updateSupplyMonitorItem(source: $s, id: $id, input: $i) { __typename ${ERROR_FIELDS} ... on MutationUpdateSupplyMonitorItemSuccess { data { ${ITEM} } } } }`;
const DELETE = `mutation($s: String!, $id: Int!) { deleteSupplyMonitorItem(source: $s, id: $id) { __typename ${ERROR_FIELDS} ... on MutationDeleteSupplyMonitorItemSuccess { data } } }`;
const CHECK = `mutation($s: String!, $ids: [Int!]!) { checkSupplyMonitorItems(source: $s, ids: $ids) { __typename ${ERROR_FIELDS} ... on MutationCheckSupplyMonitorItemsSuccess { data { checked changed failed } } } }`;
const ITEMS = `query($s: String!, $f: SupplyMonitorItemFilter) { supplyMonitorItems(source: $s, filter: $f, first: 50) { totalCount edges { node { ${ITEM} } } } }`;
const CHANGES = `query($s: String!, $f: SupplyMonitorChangeFilter) { supplyMonitorChanges(source: $s, filter: $f, first: 50) { totalCount edges { node { itemId kind before after notified code } } } }`;
const SHOP_CREATE = `mutation($i: SupplyShopInput!) { createSupplyShop(input: $i) { __typename ${ERROR_FIELDS} ... on MutationCreateSupplyShopSuccess { data { id name platform itemCount } } } }`;
const SHOP_DELETE = `mutation($id: Int!) { deleteSupplyShop(id: $id) { __typename ${ERROR_FIELDS} ... on MutationDeleteSupplyShopSuccess { data } } }`;

const asSub = async (query: string, variables: Record<string, unknown>) => {
  const r = await app.gql(query, variables, { token: subToken, lang: 'en' });
  expect(r.body.errors).toBeUndefined();
  return r.body.data;
};
const err = (r: any) => r.fieldErrors?.[0]?.messageId ?? r.messageId;

/** Everything a refused request must leave as it was. */
async function state() {
  const db = w.ctx.db;
  return snapshot(
    db.supplyMonitorItem.findMany({ orderBy: { id: 'asc' } }),
    db.supplyMonitorChange.findMany({ orderBy: { id: 'asc' } }),
    db.supplyShop.findMany({ orderBy: { id: 'asc' } }),
  );
}
async function refused(run: () => Promise<any>, messageId: string) {
  const before = await state();
  const r = await run();
  expect(err(r), JSON.stringify(r)).toBe(messageId);
  expect(await state()).toBe(before);
}

worldsSuite(stockWorld, ['Supply Monitor Co', 'Supply Other Co'], (...s) => ([app, w, other] = s));
beforeAll(async () => {
  subToken = (
    await roleAccount(app, w.company.companyId, {
      username: 'supply-sub',
      role: 'Supply monitors',
      permissions: ['gigacloudStockMonitor', 'gigacloudStockMonitor.update', 'vidaxlProductMonitor', 'vidaxlProductMonitor.update'],
    })
  ).token;
});

describe('sandbox rules', () => {
  it('answers GC-1001 as computed by hand', () => {
    // h = G71 + C67 + -45 + 1 49 + 0 48 + 0 48 + 1 49 = 377; stock0 = 20 + 377 mod 80 = 77;
    // price0 = 10 + 377 mod 90 (17) + 77 / 100 = 27.77; step 490896 + 377 ≡ 1 (mod 4)
    expect(sandboxHash('GC-1001')).toBe(377);
    const s = T0 / 3_600_000;
    expect(sandboxReading('gigacloud', 'GC-1001', s)).toMatchObject({ ok: true, stock: 72, price: 27.77, currency: 'USD' });
    expect(sandboxReading('gigacloud', 'GC-1001', s + 1)).toMatchObject({ stock: 72, price: 30.55 }); // 27.77 × 1.1 = 30.547
    expect(sandboxReading('gigacloud', 'GC-1001', s + 2)).toMatchObject({ stock: 0, price: 30.55 });
    expect(sandboxReading('gigacloud', 'GC-1001', s + 3)).toMatchObject({ stock: 77, price: 27.77 });
    expect(sandboxReading('gigacloud', 'DOWN-1', s)).toEqual({ ok: false, message: 'source service unavailable, please retry later' });
  });
  it('answers eMAG offers with the buy box by the lowest price', () => {
    // h = 614: price0 = 10 + 74 + 0.14 = 84.14; two other sellers; step ≡ 1 (mod 5):
    // seller-1 at (1 + 614 + 1) mod 5 = 1 → −3 % = 81.62 < 84.14: seller-1 holds the buy box
    const s = T0 / 3_600_000;
    const r = sandboxReading('emag', 'DL4Z1FBBM', s);
    expect(r).toMatchObject({
      price: 84.14,
      buyBox: false,
      offers: [
        { seller: 'seller-1', price: 81.62, buyBox: true },
        { seller: 'seller-2', price: 84.14 },
      ],
    });
    expect(sandboxReading('emag', 'DL4Z1FBBM', s + 1)).toMatchObject({ buyBox: true, offers: [{ price: 84.14 }, { price: 86.66 }] });
  });
});

describe('GigaCloud item lifecycle', () => {
  let id: number;
  it('adds an item with its first figures and no change', async () => {
    const item = await addSupplyItem(w.ctx, { source: 'gigacloud', code: 'GC-1001', skuId: w.skuA.id }, at(0));
    id = item.id;
    expect(item).toMatchObject({ lastStock: 72, available: true, title: 'GIGACLOUD GC-1001', monitorUserId: w.company.userId });
    expect(Number(item.lastPrice)).toBe(27.77);
    expect(await w.ctx.db.supplyMonitorChange.count({ where: { itemId: id } })).toBe(0);
  });
  it('records and notifies the price change (type 9, link to tab 1 with the id), then the drop to 0 (type 8)', async () => {
    expect(await checkSupplyItems(w.ctx, 'gigacloud', { ids: [id] }, at(1))).toEqual({ checked: 1, changed: 1, failed: 0 });
    expect(await checkSupplyItems(w.ctx, 'gigacloud', { ids: [id] }, at(1))).toEqual({ checked: 1, changed: 0, failed: 0 }); // same step: nothing new
    expect(await checkSupplyItems(w.ctx, 'gigacloud', { ids: [id] }, at(2))).toEqual({ checked: 1, changed: 1, failed: 0 });
    const changes = (await w.gql(CHANGES, { s: 'gigacloud', f: { itemId: id } })).supplyMonitorChanges;
    expect(changes.edges.map((e: any) => e.node)).toEqual([
      { itemId: id, kind: 'stock', before: '72', after: '0', notified: 1, code: 'GC-1001' },
      { itemId: id, kind: 'price', before: '27.77', after: '30.55', notified: 1, code: 'GC-1001' },
    ]);
    const notices = await w.ctx.db.messageNotice.findMany({ where: { otherBillNum: 'GC-1001' }, orderBy: { id: 'asc' } });
    expect(notices.map((n) => [n.userId, n.type, n.title])).toEqual([
      [w.company.userId, '9', 'supplyMonitor.notice.priceTitle'],
      [w.company.userId, '8', 'supplyMonitor.notice.stockTitle'],
    ]);
    expect(notices[0].linkData).toEqual({ id });
    expect(noticeLinkPath('9', { id })).toBe(`/gigacloudStockMonitor?tab=1&id=${id}`);
    expect(noticeLinkPath('8')).toBe('/gigacloudStockMonitor?tab=2');
  });
  it('respects the thresholds: a 10 % price move under a 15 % threshold is not recorded, a stock return from 0 always is', async () => {
    const r = await w.gql(UPDATE, { s: 'gigacloud', id, i: { priceThresholdPct: 15, stockThreshold: 100 } });
    expect(r.updateSupplyMonitorItem.data).toMatchObject({ priceThresholdPct: '15', stockThreshold: 100 });
    expect(await checkSupplyItems(w.ctx, 'gigacloud', { ids: [id] }, at(3))).toEqual({ checked: 1, changed: 1, failed: 0 });
    const last = await w.ctx.db.supplyMonitorChange.findFirstOrThrow({ where: { itemId: id }, orderBy: { id: 'desc' } });
    expect(last).toMatchObject({ kind: 'stock', before: '0', after: '77' });
  });
  it('lists with the notice filter (id) and says whose item it is', async () => {
    const mine = (await w.gql(ITEMS, { s: 'gigacloud', f: { id } })).supplyMonitorItems;
    expect(mine.totalCount).toBe(1);
    expect(mine.edges[0].node).toMatchObject({ id, mine: true, lastStock: 77 });
    const bySub = (await asSub(ITEMS, { s: 'gigacloud', f: { id } })).supplyMonitorItems;
    expect(bySub.edges[0].node.mine).toBe(false);
  });
  it('keeps the figures when the source refuses; live mode answers "not connected"', async () => {
    setSupplyConnector(app.platform, new LiveSupplyConnector());
    try {
      const r = await w.gql(CHECK, { s: 'gigacloud', ids: [id] });
      expect(r.checkSupplyMonitorItems.data).toEqual({ checked: 1, changed: 0, failed: 1 });
      const item = await w.ctx.db.supplyMonitorItem.findFirstOrThrow({ where: { id } });
      expect(item).toMatchObject({ lastStock: 77, lastError: 'GigaCloud not connected' });
    } finally {
      setSupplyConnector(app.platform, new SandboxSupplyConnector());
    }
  });
});

describe('only the monitoring person may modify or delete', () => {
  it("refuses the sub-account on the main account's item and the main account on the sub-account's", async () => {
    const mainItem = (await w.gql(ADD, { i: { source: 'gigacloud', code: 'GC-MAIN-1' } })).addSupplyMonitorItem.data;
    await refused(
      async () => (await asSub(UPDATE, { s: 'gigacloud', id: mainItem.id, i: { remark: 'mine now' } })).updateSupplyMonitorItem,
      'supplyMonitor.notMonitor',
    );
    await refused(async () => (await asSub(DELETE, { s: 'gigacloud', id: mainItem.id })).deleteSupplyMonitorItem, 'supplyMonitor.notMonitor');
    const subItem = (await asSub(ADD, { i: { source: 'gigacloud', code: 'GC-SUB-1', stockThreshold: 3 } })).addSupplyMonitorItem.data;
    expect(subItem).toMatchObject({ mine: true, monitorName: 'Viewer' });
    await refused(async () => (await w.gql(DELETE, { s: 'gigacloud', id: subItem.id })).deleteSupplyMonitorItem, 'supplyMonitor.notMonitor');
    expect((await asSub(UPDATE, { s: 'gigacloud', id: subItem.id, i: { remark: 'ok' } })).updateSupplyMonitorItem.data.stockThreshold).toBe(3);
    expect((await asSub(DELETE, { s: 'gigacloud', id: subItem.id })).deleteSupplyMonitorItem.data).toBe(subItem.id);
    expect(await w.ctx.db.supplyMonitorItem.count({ where: { id: subItem.id } })).toBe(0);
  });
  it('refuses a sub-account without the page permission', async () => {
    const r = await app.gql(ITEMS, { s: 'emag' }, { token: subToken, lang: 'en' });
    expect(r.body.errors?.[0]?.extensions?.messageId ?? r.body.errors?.[0]?.message).toBeTruthy();
  });
});

describe('bad input changes nothing', () => {
  const add = async (i: Record<string, unknown>) => (await w.gql(ADD, { i })).addSupplyMonitorItem;
  it('invalid codes and addresses', async () => {
    await refused(() => add({ source: 'gigacloud', code: 'ab' }), 'supplyMonitor.codeInvalid.gigacloud');
    await refused(() => add({ source: 'vidaxl', code: 'ABC123' }), 'supplyMonitor.codeInvalid.vidaxl');
    await refused(() => add({ source: 'emag', code: 'x!' }), 'supplyMonitor.codeInvalid.emag');
    await refused(() => add({ source: 'shop', code: 'not an address', supplyShopId: 1 }), 'supplyMonitor.urlInvalid');
    await refused(() => add({ source: 'gigacloud', code: '   ' }), 'supplyMonitor.codeRequired');
    await refused(() => add({ source: 'moon', code: 'GC-1' }), 'supplyMonitor.sourceInvalid');
  });
  it('a duplicate item: "Input content already exists"', async () => {
    await refused(() => add({ source: 'gigacloud', code: 'GC-1001' }), 'supplyMonitor.exists');
    const en = await add({ source: 'gigacloud', code: 'GC-1001' });
    expect(en.message).toBe('Input content already exists');
  });
  it('thresholds out of range', async () => {
    await refused(() => add({ source: 'gigacloud', code: 'GC-T1', stockThreshold: -1 }), 'supplyMonitor.stockThresholdRange');
    await refused(() => add({ source: 'gigacloud', code: 'GC-T1', stockThreshold: 100_001 }), 'supplyMonitor.stockThresholdRange');
    await refused(() => add({ source: 'gigacloud', code: 'GC-T1', priceThresholdPct: 100.5 }), 'supplyMonitor.priceThresholdRange');
    await refused(() => add({ source: 'gigacloud', code: 'GC-T1', priceThresholdPct: 1.234 }), 'supplyMonitor.priceThresholdRange');
    const id = (await w.ctx.db.supplyMonitorItem.findFirstOrThrow({ where: { code: 'GC-1001' } })).id;
    await refused(
      async () => (await w.gql(UPDATE, { s: 'gigacloud', id, i: { stockThreshold: -5 } })).updateSupplyMonitorItem,
      'supplyMonitor.stockThresholdRange',
    );
  });
  it("another company's ids, and an item of another source", async () => {
    const foreignItem = await addSupplyItem(other.ctx, { source: 'gigacloud', code: 'GC-OTHER' }, at(0));
    await refused(() => add({ source: 'gigacloud', code: 'GC-T2', skuId: other.skuA.id }), 'stock.skuNotFound');
    await refused(
      async () => (await w.gql(UPDATE, { s: 'gigacloud', id: foreignItem.id, i: { remark: 'x' } })).updateSupplyMonitorItem,
      'supplyMonitor.itemNotFound',
    );
    await refused(async () => (await w.gql(DELETE, { s: 'gigacloud', id: foreignItem.id })).deleteSupplyMonitorItem, 'supplyMonitor.itemNotFound');
    await refused(async () => (await w.gql(CHECK, { s: 'gigacloud', ids: [foreignItem.id] })).checkSupplyMonitorItems, 'supplyMonitor.itemNotFound');
    const own = (await w.ctx.db.supplyMonitorItem.findFirstOrThrow({ where: { code: 'GC-1001' } })).id;
    await refused(async () => (await w.gql(DELETE, { s: 'vidaxl', id: own })).deleteSupplyMonitorItem, 'supplyMonitor.itemNotFound');
    await refused(async () => (await w.gql(CHECK, { s: 'gigacloud', ids: [] })).checkSupplyMonitorItems, 'supplyMonitor.tickAtLeastOne');
    const list = (await w.gql(ITEMS, { s: 'gigacloud' })).supplyMonitorItems;
    expect(list.edges.map((e: any) => e.node.id)).not.toContain(foreignItem.id);
  });
});

describe('vidaXL and eMAG', () => {
  it('vidaXL: off the shelf at an odd step is an availability change (type 10)', async () => {
    const item = await addSupplyItem(w.ctx, { source: 'vidaxl', code: '400199' }, at(0));
    expect(item.available).toBe(true);
    await checkSupplyItems(w.ctx, 'vidaxl', { ids: [item.id] }, at(1));
    const kinds = (await w.ctx.db.supplyMonitorChange.findMany({ where: { itemId: item.id }, orderBy: { id: 'asc' } })).map((c) => [c.kind, c.before, c.after]);
    expect(kinds[0]).toEqual(['availability', 'onSale', 'offShelf']);
    expect(await w.ctx.db.messageNotice.count({ where: { otherBillNum: '400199', type: '10' } })).toBeGreaterThan(0);
  });
  it('eMAG: the lowest competitor price and the buy box, and their changes', async () => {
    const item = await addSupplyItem(w.ctx, { source: 'emag', code: 'DL4Z1FBBM' }, at(0));
    expect(item).toMatchObject({ buyBox: false, competitorCount: 2 });
    expect(Number(item.lowestPrice)).toBe(81.62);
    await checkSupplyItems(w.ctx, 'emag', { ids: [item.id] }, at(1));
    const changes = (await w.ctx.db.supplyMonitorChange.findMany({ where: { itemId: item.id }, orderBy: { id: 'asc' } })).map((c) => [
      c.kind,
      c.before,
      c.after,
    ]);
    expect(changes).toEqual([
      ['lowestPrice', '81.62', '84.14'],
      ['buyBox', 'other', 'ours'],
    ]);
  });
});

describe('supply shops', () => {
  it('creates a shop (platform from the host), refuses a duplicate address, and refuses deleting a shop with products', async () => {
    const shop = (await w.gql(SHOP_CREATE, { i: { name: 'Yiwu toys', url: 'https://shop123.1688.com/' } })).createSupplyShop.data;
    expect(shop).toMatchObject({ platform: '1688', itemCount: 0 });
    await refused(
      async () => (await w.gql(SHOP_CREATE, { i: { name: 'Again', url: 'https://shop123.1688.com/' } })).createSupplyShop,
      'supplyMonitor.shopExists',
    );
    await refused(async () => (await w.gql(SHOP_CREATE, { i: { name: 'Bad', url: 'ftp://x' } })).createSupplyShop, 'supplyMonitor.urlInvalid');
    const item = (await w.gql(ADD, { i: { source: 'shop', code: 'https://detail.1688.com/offer/6612.html', supplyShopId: shop.id } })).addSupplyMonitorItem
      .data;
    expect(item.lastStock).toBeGreaterThanOrEqual(0);
    await refused(async () => (await w.gql(SHOP_DELETE, { id: shop.id })).deleteSupplyShop, 'supplyMonitor.shopInUse');
    const foreignShop = await other.ctx.db.supplyShop.create({
      data: { companyId: other.company.companyId, name: 'F', url: 'https://f.1688.com', platform: '1688', createdBy: other.company.userId },
    });
    await refused(
      async () =>
        (await w.gql(ADD, { i: { source: 'shop', code: 'https://detail.1688.com/offer/1.html', supplyShopId: foreignShop.id } })).addSupplyMonitorItem,
      'supplyMonitor.shopNotFound',
    );
    await refused(async () => (await w.gql(SHOP_DELETE, { id: foreignShop.id })).deleteSupplyShop, 'supplyMonitor.shopNotFound');
    await w.gql(DELETE, { s: 'shop', id: item.id });
    expect((await w.gql(SHOP_DELETE, { id: shop.id })).deleteSupplyShop.data).toBe(shop.id);
  });
});

describe('schedule', () => {
  it('checks every due item of every company', async () => {
    const due = await w.ctx.db.supplyMonitorItem.count();
    const r = await checkDueSupplyItems(app.platform, at(24 * 400));
    expect(r.checked).toBeGreaterThanOrEqual(due + 1); // + the other company's
    expect((await checkDueSupplyItems(app.platform, at(24 * 400))).checked).toBe(0); // none due again in the same hour
  });
});
