// Fulfilment-centre stock over GraphQL (issue 23 item 6): the sandbox's inventory report synced into
// a snapshot with its progress, SKU mapping (pairing, then same code), the over-365-days flag, the
// FBA restock suggestion against hand-computed numbers, and every refusal with nothing written: a
// shop of another marketplace or company, an unauthorized shop, windows outside the spec's sets, a
// marketplace failure that keeps the last snapshot and shows its message, a live server saying "not
// connected"; the schedule.
import { describe, expect, it } from 'vitest';
import { ERROR_FIELDS as ERR, okOf, roleAccount, twoCompanySuite, type CompanyWorld, type TestApp, productWithSkus } from '../../../test/harness';
import { fulfilmentConnectors, setFulfilmentConnectors, type FulfilmentConnector, type FulfilmentStockRow } from './fulfilment.connector';
import { sandboxReport } from './fulfilment.sandbox';
import { syncAllFulfilmentStock } from './fulfilment-stock.schedule';

let app: TestApp;
let w: CompanyWorld;
let other: CompanyWorld;
const { db, gql } = twoCompanySuite(['Fulfilment Co', 'Other Fulfilment Co'], (...s) => ([app, w, other] = s));

const DAY = 86_400_000;
const SYNC = `mutation($i: FulfilmentSyncInput!) { syncFulfilmentStock(input: $i) { __typename ${okOf('syncFulfilmentStock', 'status rowsRead rowsTotal syncedAt errorMessage')} ${ERR} } }`;
const sync = async (marketplace: string, shopId: number, token?: string, lang?: string) =>
  (await gql(SYNC, { i: { marketplace, shopId } }, token, lang)).syncFulfilmentStock;
const ROW =
  'marketplaceSku fnsku centre fulfillable inbound reserved unfulfillable age0to90 age91to180 age181to365 ageOver365 agedOver365 skuId sku mappedBy shopName';
const list = async (marketplace: string, filter: Record<string, unknown> = {}, token?: string) =>
  (
    await gql(
      `query($m: FulfilmentMarketplace!, $f: FulfilmentStockFilter) { fulfilmentStock(marketplace: $m, first: 100, filter: $f) { totalCount edges { node { ${ROW} } } } }`,
      { m: marketplace, f: filter },
      token,
    )
  ).fulfilmentStock as { totalCount: number; edges: { node: Record<string, any> }[] };
const RESTOCK = `query($f: FbaRestockFilter) { fbaRestockSuggestions(first: 100, filter: $f) { totalCount edges { node {
  marketplaceSku sku skuId fulfillable inbound centres dailySales forecast leadDemand coverDemand demand supply coverDays stockoutInForecast suggestedQuantity
  sales { days units } breakdown { term value formula } } } } }`;
const restock = async (filter: Record<string, unknown>) => (await gql(RESTOCK, { f: filter })).fbaRestockSuggestions.edges.map((e: any) => e.node);

/** Shops, a product with two SKUs (FBA-A by code, FBA-B paired as AMZ-B), keyed by what they are for. */
async function world(companyId: number, tag: string) {
  const shop = (platformType: number, shopName: string, status = 1) =>
    db().shop.create({ data: { companyId, platformType, platform: String(platformType), shopName: `${shopName}-${tag}`, status } });
  const amazon = await shop(2, 'amz');
  const kaufland = await shop(6, 'kl');
  const emag = await shop(21, 'emag');
  const ebay = await shop(1, 'ebay');
  const unauthorized = await shop(2, 'amz-off', 0);
  const denied = await shop(2, 'amz-deny');
  const product = await productWithSkus(app, companyId, { spu: `FS-${tag}`, name: `Fulfilment ${tag}` }, [{ sku: 'FBA-A' }, { sku: `FBA-B-${tag}` }]);
  await db().skuPairing.create({ data: { companyId, platformType: 2, shopId: amazon.id, platformSku: 'AMZ-B', skuId: product.skus[1].id } });
  return { amazon, kaufland, emag, ebay, unauthorized, denied, skuA: product.skus[0], skuB: product.skus[1] };
}
let mine: Awaited<ReturnType<typeof world>>;
let theirs: Awaited<ReturnType<typeof world>>;
let orderSeq = 0;
async function order(companyId: number, shopId: number, platformSku: string, quantity: number, daysAgo: number, status = 'shipped') {
  const no = `FS-${++orderSeq}`;
  await db().order.create({
    data: {
      companyId,
      shopId,
      platformType: 2,
      platformOrderNo: no,
      orderNo: no,
      status,
      orderedAt: new Date(Date.now() - daysAgo * DAY - 60_000),
      items: { create: [{ companyId, platformSku, quantity }] },
    },
  });
}
const rowsOf = (companyId: number) => db().fulfilmentStockSnapshot.findMany({ where: { companyId }, orderBy: { id: 'asc' } });

describe('fulfilment-centre stock', () => {
  it('sets up two companies', async () => {
    mine = await world(w.companyId, 'a');
    theirs = await world(other.companyId, 'b');
    await order(w.companyId, mine.amazon.id, 'FBA-A', 3, 2);
    await order(w.companyId, mine.amazon.id, 'FBA-A', 4, 10);
    await order(w.companyId, mine.amazon.id, 'FBA-A', 5, 20);
    await order(w.companyId, mine.amazon.id, 'FBA-A', 6, 60);
    await order(w.companyId, mine.amazon.id, 'FBA-A', 100, 1, 'cancelled'); // not a sale
    await order(w.companyId, mine.amazon.id, 'FBA-A', 50, 120); // older than 90 days
    await order(w.companyId, mine.amazon.id, 'AMZ-B', 9, 5);
    await order(w.companyId, mine.kaufland.id, 'FBA-A', 7, 3); // another shop
  });

  it('syncs the sandbox report of an Amazon shop into a snapshot, with its progress', async () => {
    const r = await sync('fba', mine.amazon.id);
    expect(r.__typename).toBe('MutationSyncFulfilmentStockSuccess');
    // the hint: pairings and 90 days of sales of the shop (cancelled orders' SKUs count as expected too)
    const expected = sandboxReport('fba', mine.amazon.shopName, ['AMZ-B', 'FBA-A']);
    expect(r.data).toMatchObject({ status: 'done', rowsRead: expected.length, rowsTotal: expected.length, errorMessage: '' });
    const rows = await rowsOf(w.companyId);
    expect(rows.map((x) => ({ ...x, id: undefined, companyId: undefined, shopId: undefined, marketplace: undefined, syncedAt: undefined }))).toEqual(
      expected.map((x) => ({ ...x, id: undefined, companyId: undefined, shopId: undefined, marketplace: undefined, syncedAt: undefined })),
    );
    expect(rows.every((x) => x.shopId === mine.amazon.id && x.marketplace === 'fba')).toBe(true);

    const shops = (await gql('query { fulfilmentShops(marketplace: fba) { id shopName sync { status rowsRead syncedAt } } }')).fulfilmentShops;
    expect(shops.map((s: any) => s.id)).toEqual([mine.amazon.id, mine.unauthorized.id, mine.denied.id]);
    expect(shops[0].sync.status).toBe('done');
  });

  it('maps marketplace SKUs to own SKUs by pairing, then by code, and flags units over 365 days', async () => {
    const l = await list('fba');
    expect(l.totalCount).toBe((await rowsOf(w.companyId)).length);
    const bySku = (s: string) => l.edges.map((e) => e.node).filter((n) => n.marketplaceSku === s);
    expect(bySku('FBA-A').every((n) => n.skuId === mine.skuA.id && n.mappedBy === 'sku')).toBe(true);
    expect(bySku('AMZ-B').every((n) => n.skuId === mine.skuB.id && n.sku === mine.skuB.sku && n.mappedBy === 'pairing')).toBe(true);
    expect(bySku('SBX-FBA-ORPHAN').every((n) => n.skuId === null && n.mappedBy === '')).toBe(true);
    for (const n of l.edges.map((e) => e.node)) {
      expect(n.agedOver365).toBe(n.ageOver365 > 0);
      expect(n.age0to90 + n.age91to180 + n.age181to365 + n.ageOver365).toBe(n.fulfillable + n.reserved + n.unfulfillable);
    }
    const aged = await list('fba', { agedOnly: true });
    expect(aged.edges.every((e) => e.node.ageOver365 > 0)).toBe(true);
    expect(aged.totalCount).toBe(l.edges.filter((e) => e.node.ageOver365 > 0).length);
    expect((await list('fba', { keyword: 'amz-b' })).edges.every((e) => e.node.marketplaceSku === 'AMZ-B')).toBe(true);
    // other marketplaces and the other company's shop as a filter list nothing
    expect((await list('fbk')).totalCount).toBe(0);
    expect((await list('fba', { shopId: theirs.amazon.id })).totalCount).toBe(0);
  });

  it('syncs Kaufland FBK and eMAG FBE shops', async () => {
    expect((await sync('fbk', mine.kaufland.id)).data.status).toBe('done');
    expect((await sync('fbe', mine.emag.id)).data.status).toBe('done');
    const fbk = await list('fbk');
    expect(fbk.edges.map((e) => e.node.centre).every((c) => c.startsWith('KL-'))).toBe(true);
    expect(fbk.edges.every((e) => e.node.fnsku === '')).toBe(true);
    expect((await list('fbe')).edges.map((e) => e.node.marketplaceSku)).toContain('SBX-FBE-ORPHAN');
  });

  it('refuses a shop of another marketplace, of another company, or unauthorized, writing nothing', async () => {
    const before = await rowsOf(w.companyId);
    const syncsBefore = await db().fulfilmentStockSync.findMany({ where: { companyId: w.companyId }, orderBy: { id: 'asc' } });
    const wrong = await sync('fba', mine.ebay.id);
    expect(wrong.__typename).toBe('ValidationError');
    expect(wrong.fieldErrors[0].messageId).toBe('fulfilmentStock.wrongMarketplace');
    expect((await sync('fbk', mine.amazon.id)).fieldErrors[0].message).toBe(`Shop ${mine.amazon.shopName} is not a shop of Kaufland FBK`);
    expect(await sync('fba', theirs.amazon.id)).toMatchObject({ __typename: 'NotFoundError', messageId: 'fulfilmentStock.shopNotFound' });
    const off = await sync('fba', mine.unauthorized.id, undefined, 'zh');
    expect(off).toMatchObject({ messageId: 'fulfilmentStock.shopNotAuthorized' });
    expect(off.message).toContain('未授权');
    expect(await rowsOf(w.companyId)).toEqual(before);
    expect(await db().fulfilmentStockSync.findMany({ where: { companyId: w.companyId }, orderBy: { id: 'asc' } })).toEqual(syncsBefore);
    expect(await rowsOf(other.companyId)).toEqual([]);
  });

  it("keeps the last snapshot when the marketplace refuses, and shows the marketplace's message", async () => {
    const denied = await sync('fba', mine.denied.id);
    expect(denied).toMatchObject({ messageId: 'fulfilmentStock.providerRefused' });
    expect(denied.message).toBe('Amazon FBA refused the inventory report: the sandbox refuses shops whose name contains "deny"');

    const before = await rowsOf(w.companyId);
    const failing: FulfilmentConnector = {
      marketplace: 'fba',
      name: 'failing',
      inventoryReport: () => Promise.resolve({ ok: false, reasonId: 'fulfilmentStock.providerRefused', params: { reason: 'QuotaExceeded' } }),
    };
    setFulfilmentConnectors(app.platform, { mode: 'sandbox', of: () => failing });
    try {
      const r = await sync('fba', mine.amazon.id);
      expect(r.message).toBe('Amazon FBA refused the inventory report: QuotaExceeded');
      expect(await rowsOf(w.companyId)).toEqual(before);
      const state = (
        await gql(`query($s: Int!) { fulfilmentSyncState(marketplace: fba, shopId: $s) { status syncedAt errorId errorMessage } }`, { s: mine.amazon.id })
      ).fulfilmentSyncState;
      expect(state).toMatchObject({
        status: 'failed',
        errorId: 'fulfilmentStock.providerRefused',
        errorMessage: 'Amazon FBA refused the inventory report: QuotaExceeded',
      });
      expect(state.syncedAt).not.toBeNull(); // the last good sync is still named

      setFulfilmentConnectors(app.platform, fulfilmentConnectors('live'));
      expect(await sync('fba', mine.amazon.id)).toMatchObject({
        messageId: 'fulfilmentStock.notConnected',
        message: 'Amazon FBA is not connected on this server: no inventory report can be read',
      });
      expect(await rowsOf(w.companyId)).toEqual(before);
    } finally {
      setFulfilmentConnectors(app.platform, fulfilmentConnectors('sandbox'));
    }
    expect((await sync('fba', mine.amazon.id)).data).toMatchObject({ status: 'done', errorMessage: '' });
  });

  it('suggests FBA restock term by term (hand-computed)', async () => {
    // a fixed report: FBA-A 5 + 2 in FRA7 and 1 + 0 in DTM2; AMZ-B 40 + 0
    const row = (marketplaceSku: string, centre: string, fulfillable: number, inbound: number): FulfilmentStockRow => ({
      marketplaceSku,
      fnsku: '',
      centre,
      fulfillable,
      inbound,
      reserved: 0,
      unfulfillable: 0,
      age0to90: fulfillable,
      age91to180: 0,
      age181to365: 0,
      ageOver365: 0,
    });
    const fixed = [row('AMZ-B', 'FRA7', 40, 0), row('FBA-A', 'DTM2', 1, 0), row('FBA-A', 'FRA7', 5, 2)];
    setFulfilmentConnectors(app.platform, {
      mode: 'sandbox',
      of: () => ({ marketplace: 'fba', name: 'fixed', inventoryReport: () => Promise.resolve({ ok: true, rows: fixed, total: fixed.length }) }),
    });
    try {
      expect((await sync('fba', mine.amazon.id)).data.status).toBe('done');
    } finally {
      setFulfilmentConnectors(app.platform, fulfilmentConnectors('sandbox'));
    }
    const rows = await restock({ shopId: mine.amazon.id, salesWindow: 30, forecastDays: 7, leadDays: 14, targetCoverDays: 30 });
    const a = rows.find((r: any) => r.marketplaceSku === 'FBA-A');
    // sales: 7d 3; 15d 3 + 4 = 7; 30d 7 + 5 = 12; 90d 12 + 6 = 18 (the cancelled order and the one of 120 days ago left out)
    expect(a.sales).toEqual([
      { days: 7, units: 3 },
      { days: 15, units: 7 },
      { days: 30, units: 12 },
      { days: 90, units: 18 },
    ]);
    // daily 12 / 30 = 0.4; forecast ⌈0.4 × 7⌉ = 3; lead ⌈0.4 × 14⌉ = 6; cover ⌈0.4 × 30⌉ = 12; demand 18;
    // supply (5 + 1) + 2 = 8; cover days 8 / 0.4 = 20; fulfillable 6 ≥ 3; quantity 18 − 8 = 10
    expect(a).toMatchObject({
      skuId: mine.skuA.id,
      fulfillable: 6,
      inbound: 2,
      centres: ['DTM2', 'FRA7'],
      dailySales: 0.4,
      forecast: 3,
      leadDemand: 6,
      coverDemand: 12,
      demand: 18,
      supply: 8,
      coverDays: 20,
      stockoutInForecast: false,
      suggestedQuantity: 10,
    });
    expect(a.breakdown.map((t: any) => t.term)).toEqual([
      'sales',
      'dailySales',
      'forecast',
      'leadDemand',
      'coverDemand',
      'demand',
      'supply',
      'coverDays',
      'stockout',
      'quantity',
    ]);
    expect(a.breakdown.find((t: any) => t.term === 'quantity').formula).toBe('max(0, demand − supply) = max(0, 18 − 8)');
    // AMZ-B (paired): 9 in 7 days; window 7: daily 9 / 7 = 1.29; lead ⌈18.06⌉ = 19; cover ⌈38.7⌉ = 39; demand 58; supply 40; quantity 18
    const b = (await restock({ shopId: mine.amazon.id, salesWindow: 7, leadDays: 14, targetCoverDays: 30 })).find((r: any) => r.marketplaceSku === 'AMZ-B');
    expect(b).toMatchObject({ skuId: mine.skuB.id, dailySales: 1.29, leadDemand: 19, coverDemand: 39, demand: 58, supply: 40, suggestedQuantity: 18 });
    // needed first; onlyNeeded leaves out the ones at 0
    expect(rows[0].suggestedQuantity).toBeGreaterThan(0);
    const needed = await restock({ shopId: mine.amazon.id, onlyNeeded: true });
    expect(needed.every((r: any) => r.suggestedQuantity > 0)).toBe(true);
  });

  it('refuses restock windows outside the sets and shops that are not Amazon shops of the company', async () => {
    const ask = async (f: Record<string, unknown>) => (await app.gql(RESTOCK, { f }, { token: w.token, lang: 'en' })).body.errors?.[0]?.extensions;
    const bad = async (f: Record<string, unknown>) => JSON.stringify(await ask(f));
    expect(await bad({ shopId: mine.amazon.id, salesWindow: 14 })).toContain('fulfilmentStock.salesWindowInvalid');
    expect(await bad({ shopId: mine.amazon.id, forecastDays: 15 })).toContain('fulfilmentStock.forecastWindowInvalid');
    expect(await bad({ shopId: mine.amazon.id, leadDays: 400 })).toContain('fulfilmentStock.leadDaysRange');
    expect(await bad({ shopId: mine.kaufland.id })).toContain('fulfilmentStock.wrongMarketplace');
    // another company's shop filters like an unknown one: an empty list
    expect(await ask({ shopId: theirs.amazon.id })).toBeUndefined();
    expect(await restock({ shopId: theirs.amazon.id })).toEqual([]);
  });

  it('refuses a second sync of a shop while one runs, unless that one is stale', async () => {
    const row = await db().fulfilmentStockSync.findFirstOrThrow({ where: { shopId: mine.emag.id } });
    await db().fulfilmentStockSync.update({ where: { id: row.id }, data: { status: 'running', startedAt: new Date() } });
    const before = await rowsOf(w.companyId);
    expect(await sync('fbe', mine.emag.id)).toMatchObject({
      messageId: 'fulfilmentStock.syncRunning',
      message: `Shop ${mine.emag.shopName} is already syncing; wait until it finishes`,
    });
    expect(await rowsOf(w.companyId)).toEqual(before);
    // a sync that started 16 minutes ago died with its server: a new one may start
    await db().fulfilmentStockSync.update({ where: { id: row.id }, data: { startedAt: new Date(Date.now() - 16 * 60_000) } });
    expect((await sync('fbe', mine.emag.id)).data.status).toBe('done');
  });

  it("checks the marketplace's own page permission", async () => {
    const { token } = await roleAccount(app, w.companyId, {
      username: 'fs-fba-only',
      role: 'FBA only',
      permissions: ['fbaWarehouseStock', 'fbaWarehouseStock.sync'],
    });
    expect((await app.gql(SYNC, { i: { marketplace: 'fba', shopId: mine.amazon.id } }, { token })).body.errors).toBeUndefined();
    const fbk = await app.gql(SYNC, { i: { marketplace: 'fbk', shopId: mine.kaufland.id } }, { token, lang: 'en' });
    expect(fbk.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'fbkWarehouseStock.sync' });
    const list = await app.gql('{ fulfilmentStock(marketplace: fbe, first: 10) { totalCount } }', {}, { token });
    expect(list.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'fbeWarehouseStock' });
    const advice = await app.gql(RESTOCK, { f: { shopId: mine.amazon.id } }, { token });
    expect(advice.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'fbaWarehouseRestockSuggest' });
  });

  it('a sub-account limited to some shops sees and syncs only those', async () => {
    await roleAccount(app, w.companyId, {
      username: 'fs-limited',
      role: 'FBA, one shop',
      permissions: ['fbaWarehouseStock', 'fbaWarehouseStock.sync'],
    });
    await db().user.update({ where: { username: 'fs-limited' }, data: { allowShopIds: [mine.unauthorized.id] } });
    const again = await app.login('fs-limited');
    expect((await gql('query { fulfilmentShops(marketplace: fba) { id } }', {}, again)).fulfilmentShops).toEqual([{ id: mine.unauthorized.id }]);
    expect((await list('fba', {}, again)).totalCount).toBe(0);
    expect(await sync('fba', mine.amazon.id, again)).toMatchObject({ __typename: 'NotFoundError', messageId: 'fulfilmentStock.shopNotFound' });
  });

  it('the schedule syncs every authorized shop that has synced before', async () => {
    const before = await db().fulfilmentStockSync.findMany({ where: { companyId: w.companyId }, orderBy: { shopId: 'asc' } });
    const r = await syncAllFulfilmentStock(app.platform);
    // mine: amazon, kaufland, emag synced; the denied shop refused again (its row failed before)
    expect(r.synced).toBeGreaterThanOrEqual(3);
    expect(r.failed).toBeGreaterThanOrEqual(1);
    const after = await db().fulfilmentStockSync.findMany({ where: { companyId: w.companyId }, orderBy: { shopId: 'asc' } });
    expect(after.map((s) => s.shopId)).toEqual(before.map((s) => s.shopId));
    expect(after.find((s) => s.shopId === mine.denied.id)?.status).toBe('failed');
    expect(after.find((s) => s.shopId === mine.emag.id)?.status).toBe('done');
  });
});
