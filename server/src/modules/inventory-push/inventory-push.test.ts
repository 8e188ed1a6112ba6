// Stock push and drift on a real database (issue 19 points 6 and 7): a stock move (through the
// stock engine, so through StockChanged in the outbox) reaches the online listings and variations
// of its SKU under the shop's rule, with a record per push; pushes are debounced per SKU and
// batched per shop; refused calls are retried with backoff; a quantity edited on the marketplace is
// found by the drift check and fixed in one click or automatically; rules are validated and scoped
// to the caller's company.
import { LISTING_DEFINITIONS, PLATFORM_TYPES, STOCK_PUSH_MAX_ATTEMPTS } from '@erp/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { contextOf, worldsSuite, type TestApp } from '../../../test/harness';
import type { MarketplaceConnector, QuantityPushAnswer, QuantityPushItem } from '../../platform/connectors';
import type { Platform, RequestContext } from '../../platform/context';
import { applyMoves } from '../inventory/stock.service';
import { createListing, publishListings, runListingQueue } from '../listings/listings.service';
import { authorizeShop } from '../shops/shops.service';
import { checkDrift } from './inventory-push.drift';
import { backoffSeconds, pushSkus, retryDuePushes } from './inventory-push.engine';
import { hashPassword } from '../../platform/passwords';
import { PASSWORD } from '../../../test/harness';
import { InventoryPushLoop, runInventoryPush, startInventoryPushLoop, stopInventoryPush } from './inventory-push.worker';

type Company = Awaited<ReturnType<TestApp['company']>>;
let app: TestApp;
let a: Company;
let b: Company;
let ctxA: RequestContext;
let ctxB: RequestContext;
let wh: { id: number; locationId: number };
let wh2: { id: number; locationId: number };

const EBAY = PLATFORM_TYPES.ebay;
const ERR = `... on Error { __typename messageId message } ... on ValidationError { fieldErrors { field messageId message } }`;

async function gql(query: string, variables: Record<string, unknown> = {}, token = a.token, lang = 'en') {
  const r = await app.gql(query, variables, { token, lang });
  if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
  return r.body.data;
}

const createRule = async (input: Record<string, unknown>, token = a.token, lang = 'en') =>
  (
    await gql(
      `mutation($i: InventoryPushRuleInput!) { createInventoryPushRule(input: $i) { __typename ${ERR} ... on MutationCreateInventoryPushRuleSuccess { data { id shopId percentage warehouseIds } } } }`,
      { i: input },
      token,
      lang,
    )
  ).createInventoryPushRule;

let seq = 0;
const newShop = (c = ctxA) => authorizeShop(c, { platformType: EBAY, shopName: `push-${++seq}`, site: 'US', authCode: 'ok' });

async function newSku(ctx: RequestContext = ctxA) {
  const companyId = ctx.actor!.companyId;
  const product = await ctx.db.product.create({
    data: { companyId, spu: `SPU-${++seq}`, name: 'Mug', skus: { create: [{ companyId, sku: `SKU-${seq}`, purchasePrice: '2.00' }] } },
    include: { skus: true },
  });
  return product.skus[0];
}

async function warehouse(ctx: RequestContext, name: string) {
  const companyId = ctx.actor!.companyId;
  const w = await ctx.db.warehouse.create({
    data: { companyId, name, locations: { create: [{ companyId, code: `${name}-1` }] } },
    include: { locations: true },
  });
  return { id: w.id, locationId: w.locations[0].id };
}

const stockIn = (skuId: number, quantity: number, w = wh) =>
  ctxA.db.$transaction((tx) =>
    applyMoves(ctxA, tx, [{ skuId, warehouseId: w.id, locationId: w.locationId, type: 'inbound', quantity, unitCost: '1.00', billNo: 'T-IN' }]),
  );
const occupy = (skuId: number, occupied: number) =>
  ctxA.db.$transaction((tx) => applyMoves(ctxA, tx, [{ skuId, warehouseId: wh.id, type: 'occupy', occupied }]));

/** An eBay listing put online through the listings service and its queue. */
async function onlineListing(shopId: number, over: Record<string, unknown>) {
  const attributes: Record<string, unknown> = { material: 'ceramic' };
  for (const d of LISTING_DEFINITIONS.ebay.attributes.filter((x) => x.required))
    attributes[d.name] = d.type === 'int' ? (d.min ?? 1) : d.type === 'select' ? d.options![0] : 'Acme';
  const listing = await createListing(ctxA, {
    platformType: EBAY,
    shopId,
    site: 'US',
    category: 'C110',
    title: 'Ceramic mug, red, 350 ml',
    description: 'A red ceramic mug.',
    price: '9.90',
    quantity: 3,
    images: [1, 2].map((n) => ({ url: `https://img.example.com/p${n}.jpg`, width: 1000, height: 1000, bytes: 400_000 })),
    shippingOptions: [{ service: 'Standard', cost: '3.00', additionalCost: '1.00' }],
    attributes,
    variations: [],
    ...over,
  });
  await publishListings(ctxA, EBAY, [listing.id]);
  await runListingQueue(ctxA, { where: { id: listing.id } });
  const row = await ctxA.db.listing.findFirstOrThrow({ where: { id: listing.id }, include: { variations: true } });
  expect(row.status).toBe('online');
  return row;
}

/** What the sandbox marketplace shows for the shop's listings. */
async function onMarketplace(shop: { id: number; shopName: string; authToken: string }) {
  const res = await app.platform.connectors
    .get(EBAY)
    .fetchListings({ token: shop.authToken, shop: { id: shop.id, platformType: EBAY, site: 'US', shopName: shop.shopName }, cursor: '', limit: 100 });
  if (!res.ok) throw new Error(res.reasonId);
  return new Map(res.listings.map((l) => [l.marketplaceListingId, l]));
}

/** Drives the push loop as the server does: events into the queue, then (past the debounce) the pushes. */
async function settle() {
  await runInventoryPush(app.platform);
  return runInventoryPush(app.platform, new Date(Date.now() + 5_000));
}

/** The platform with company A's marketplace calls going through `wrap` first. */
function wrapped(wrap: (inner: MarketplaceConnector) => Partial<MarketplaceConnector>): Platform {
  return {
    ...app.platform,
    connectors: {
      get: (t) => {
        const inner = app.platform.connectors.get(t);
        return { ...inner, ...wrap(inner) };
      },
    },
  };
}

const records = (listingId: number) => ctxA.db.inventoryPushRecord.findMany({ where: { listingId }, orderBy: { id: 'asc' } });

worldsSuite(
  (app, name) => app.company(name, { edition: 'flagship' }),
  ['Push Co', 'Other Push Co'],
  (...s) => ([app, a, b] = s),
);
beforeAll(async () => {
  // the tests drive the rounds themselves
  await stopInventoryPush(app.platform);
  ctxA = await contextOf(app, a.token);
  ctxB = await contextOf(app, b.token);
  wh = await warehouse(ctxA, 'Main');
  wh2 = await warehouse(ctxA, 'Spare');
});

describe('stock push after a stock change', () => {
  it('reaches every online listing and variation of the SKU under the shop rule, with a record each', async () => {
    const shop = await newShop();
    const other = await newShop(); // no rule: not pushed
    const sku = await newSku();
    const rule = await createRule({ shopId: shop.id, percentage: 50, warehouseIds: [wh.id] });
    expect(rule.__typename).toBe('MutationCreateInventoryPushRuleSuccess');
    const plain = await onlineListing(shop.id, { sellerSku: `P-${sku.sku}`, skuId: sku.id });
    const varied = await onlineListing(shop.id, {
      sellerSku: '',
      variationAttributes: ['color'],
      variations: [
        { sellerSku: `V-${sku.sku}-red`, skuId: sku.id, attributes: { color: 'red' }, price: '9.90', quantity: 1 },
        { sellerSku: `V-${sku.sku}-blue`, attributes: { color: 'blue' }, price: '9.90', quantity: 4 },
      ],
    });
    const untouched = await onlineListing(other.id, { sellerSku: `O-${sku.sku}`, skuId: sku.id });

    await stockIn(sku.id, 40);
    await stockIn(sku.id, 100, wh2); // not a warehouse of the rule
    const round = await settle();
    expect(round.pushed).toBe(2);
    const red = varied.variations.find((v) => v.skuId === sku.id)!;
    expect(await records(plain.id)).toMatchObject([{ status: 'success', quantityBefore: 3, quantityAfter: 20, available: 40, attempts: 1, trigger: 'stock' }]);
    expect(await records(varied.id)).toMatchObject([{ status: 'success', variationId: red.id, quantityBefore: 1, quantityAfter: 20 }]);
    expect(await records(untouched.id)).toEqual([]);
    // the marketplace and our copy show it
    const shown = await onMarketplace(shop);
    expect(shown.get(plain.marketplaceListingId!)!.quantity).toBe(20);
    expect(shown.get(varied.marketplaceListingId!)!.variations).toEqual([
      { sellerSku: `V-${sku.sku}-red`, quantity: 20 },
      { sellerSku: `V-${sku.sku}-blue`, quantity: 4 },
    ]);
    expect((await ctxA.db.listing.findFirstOrThrow({ where: { id: plain.id } })).quantity).toBe(20);
    expect((await ctxA.db.listingVariation.findFirstOrThrow({ where: { id: red.id } })).quantity).toBe(20);

    // an order allocation (occupying stock) pushes the lower quantity
    await occupy(sku.id, 10);
    await settle();
    expect((await records(plain.id)).at(-1)).toMatchObject({ status: 'success', quantityBefore: 20, quantityAfter: 15, available: 30 });
    expect((await onMarketplace(shop)).get(plain.marketplaceListingId!)!.quantity).toBe(15);

    // the log through GraphQL, with status counts
    const log = await gql(
      `query($f: InventoryPushRecordFilter) { inventoryPushRecords(filter: $f) { totalCount edges { node { sellerSku status quantityAfter shopName message } } }
         inventoryPushRecordCounts(filter: $f) { status count } }`,
      { f: { shopId: shop.id } },
    );
    expect(log.inventoryPushRecords.totalCount).toBe(4);
    expect(log.inventoryPushRecordCounts).toEqual([{ status: 'success', count: 4 }]);
    expect(log.inventoryPushRecords.edges[0].node).toMatchObject({ status: 'success', quantityAfter: 15, shopName: shop.shopName, message: '' });
  });

  it('debounces the moves of one SKU into one push and batches a shop’s items into few calls', async () => {
    const shop = await newShop();
    const shop2 = await newShop();
    const sku = await newSku();
    await createRule({ shopId: shop.id });
    await createRule({ shopId: shop2.id, maxQuantity: 7 });
    // 5 moves, one queue row
    for (let i = 0; i < 5; i++) await stockIn(sku.id, 2);
    await runInventoryPush(app.platform);
    expect(await app.platform.database.prisma.inventoryPushPending.count({ where: { companyId: a.companyId, skuId: sku.id } })).toBe(1);
    await app.platform.database.prisma.inventoryPushPending.deleteMany({ where: { companyId: a.companyId } });

    // 150 + 30 online listings of the SKU (written directly: the batching is what is tested)
    const rows = (shopId: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        companyId: a.companyId,
        shopId,
        platformType: EBAY,
        site: 'US',
        currency: 'USD',
        title: 'Mug',
        price: '9.90',
        skuId: sku.id,
        sellerSku: `B-${shopId}-${i}`,
        status: 'online',
        marketplaceListingId: `X-${shopId}-${i}`,
      }));
    await ctxA.db.listing.createMany({ data: [...rows(shop.id, 150), ...rows(shop2.id, 30)] });
    const calls: { shopId: number; items: QuantityPushItem[] }[] = [];
    const platform = wrapped(() => ({
      pushQuantities: async (input) => {
        calls.push({ shopId: input.shop.id, items: input.items });
        return { ok: true, results: input.items.map((): QuantityPushAnswer => ({ ok: true })) };
      },
    }));
    const outcomes = await pushSkus(platform, a.companyId, [sku.id]);
    expect(outcomes).toHaveLength(180);
    expect(calls.map((c) => [c.shopId, c.items.length]).sort()).toEqual(
      [
        [shop.id, 100],
        [shop.id, 50],
        [shop2.id, 30],
      ].sort(),
    );
    expect(new Set(calls.filter((c) => c.shopId === shop.id).flatMap((c) => c.items.map((i) => i.quantity)))).toEqual(new Set([10]));
    expect(new Set(calls.filter((c) => c.shopId === shop2.id).flatMap((c) => c.items.map((i) => i.quantity)))).toEqual(new Set([7]));
  });
});

describe('failures', () => {
  it('retries a rate-limited or failed call with backoff, fails for good after the last attempt, and keeps item refusals', async () => {
    const shop = await newShop();
    const sku = await newSku();
    await createRule({ shopId: shop.id });
    const listing = await onlineListing(shop.id, { sellerSku: `R-${sku.sku}`, skuId: sku.id });
    await stockIn(sku.id, 9);
    await app.platform.database.prisma.inventoryPushPending.deleteMany({ where: { companyId: a.companyId } });

    let mode: 'limit' | 'throw' | 'pass' = 'limit';
    const platform = wrapped((inner) => ({
      pushQuantities: async (input) => {
        if (mode === 'limit') return { ok: false, reasonId: 'listing.sandbox.rateLimited', message: 'Too many requests', retryAfterSeconds: 2 };
        if (mode === 'throw') throw new Error('socket hang up');
        return inner.pushQuantities(input);
      },
    }));
    const t0 = new Date();
    await pushSkus(platform, a.companyId, [sku.id], t0);
    let [r] = await records(listing.id);
    expect(r).toMatchObject({ status: 'retrying', attempts: 1, reasonId: 'listing.sandbox.rateLimited', marketplaceMessage: 'Too many requests' });
    expect(r.nextAttemptAt!.getTime()).toBe(t0.getTime() + backoffSeconds(1) * 1000);
    // not due yet: nothing sent
    expect(await retryDuePushes(platform, new Date(t0.getTime() + 1000))).toBe(0);
    mode = 'throw';
    expect(await retryDuePushes(platform, new Date(t0.getTime() + 60_000))).toBe(1);
    [r] = await records(listing.id);
    expect(r).toMatchObject({ status: 'retrying', attempts: 2, reasonId: 'stockPush.pushFailed', marketplaceMessage: 'socket hang up' });
    mode = 'pass';
    await retryDuePushes(platform, new Date(t0.getTime() + 600_000));
    [r] = await records(listing.id);
    expect(r).toMatchObject({ status: 'success', attempts: 3, quantityAfter: 9 });
    expect((await onMarketplace(shop)).get(listing.marketplaceListingId!)!.quantity).toBe(9);

    // always refused: failed after the last attempt
    mode = 'limit';
    let at = new Date(t0.getTime() + 3_600_000);
    await pushSkus(platform, a.companyId, [sku.id], at);
    for (let i = 1; i < STOCK_PUSH_MAX_ATTEMPTS; i++) {
      at = new Date(at.getTime() + 3_600_000);
      await retryDuePushes(platform, at);
    }
    expect((await records(listing.id)).at(-1)).toMatchObject({ status: 'failed', attempts: STOCK_PUSH_MAX_ATTEMPTS, nextAttemptAt: null });

    // a refusal of the item (the listing is gone on the marketplace) fails at once with its message
    await ctxA.db.listing.updateMany({ where: { id: listing.id }, data: { marketplaceListingId: 'SBX-GONE' } });
    await pushSkus(app.platform, a.companyId, [sku.id]);
    expect((await records(listing.id)).at(-1)).toMatchObject({ status: 'failed', attempts: 1, reasonId: 'listing.sandbox.notFound' });
    await ctxA.db.listing.updateMany({ where: { id: listing.id }, data: { marketplaceListingId: listing.marketplaceListingId } });
  });

  it('a newer push supersedes a waiting retry of the same listing', async () => {
    const shop = await newShop();
    const sku = await newSku();
    await createRule({ shopId: shop.id });
    const listing = await onlineListing(shop.id, { sellerSku: `S-${sku.sku}`, skuId: sku.id });
    await stockIn(sku.id, 4);
    const limited = wrapped(() => ({
      pushQuantities: async () => ({ ok: false, reasonId: 'listing.sandbox.rateLimited', message: 'slow down', retryAfterSeconds: 2 }),
    }));
    await pushSkus(limited, a.companyId, [sku.id]);
    await pushSkus(app.platform, a.companyId, [sku.id]);
    expect((await records(listing.id)).map((r) => r.status)).toEqual(['superseded', 'success']);
  });
});

describe('stock drift', () => {
  it('finds a quantity edited on the marketplace and fixes it in one click', async () => {
    const shop = await newShop();
    const sku = await newSku();
    await createRule({ shopId: shop.id, reserve: 2 });
    const listing = await onlineListing(shop.id, { sellerSku: `D-${sku.sku}`, skuId: sku.id });
    await stockIn(sku.id, 12);
    await settle();
    expect((await onMarketplace(shop)).get(listing.marketplaceListingId!)!.quantity).toBe(10);

    // the seller types 99 in the marketplace's back office
    const edit = await app.platform.connectors.get(EBAY).reviseListing({
      token: shop.authToken,
      shop: { id: shop.id, platformType: EBAY, site: 'US', shopName: shop.shopName },
      marketplaceListingId: listing.marketplaceListingId!,
      revision: { quantity: 99 },
    });
    expect(edit.ok).toBe(true);
    const check = await gql(`mutation($s: Int) { checkInventoryDrift(shopId: $s) { __typename ${ERR} ... on MutationCheckInventoryDriftSuccess { data } } }`, {
      s: shop.id,
    });
    expect(check.checkInventoryDrift.data).toBe(1);
    const drifts = await gql(`{ inventoryPushDrifts { totalCount edges { node { id listingId expected actual cause status shopName } } } }`);
    const mine = drifts.inventoryPushDrifts.edges.map((e: any) => e.node).filter((d: any) => d.listingId === listing.id);
    expect(mine).toEqual([expect.objectContaining({ expected: 10, actual: 99, cause: 'editedOnMarketplace', status: 'open', shopName: shop.shopName })]);

    // another company cannot fix it
    const foreign = await gql(`mutation($ids: [Int!]!) { fixInventoryDrifts(ids: $ids) { __typename ${ERR} } }`, { ids: [mine[0].id] }, b.token);
    expect(foreign.fixInventoryDrifts).toMatchObject({ __typename: 'NotFoundError', messageId: 'stockPush.driftNotFound' });

    const fix = await gql(`mutation($ids: [Int!]!) { fixInventoryDrifts(ids: $ids) { __typename ${ERR} ... on MutationFixInventoryDriftsSuccess { data } } }`, {
      ids: [mine[0].id],
    });
    expect(fix.fixInventoryDrifts.data).toBe(1);
    expect((await onMarketplace(shop)).get(listing.marketplaceListingId!)!.quantity).toBe(10);
    expect((await records(listing.id)).at(-1)).toMatchObject({ trigger: 'drift', status: 'success', quantityBefore: 10, quantityAfter: 10 });
    expect(await ctxA.db.inventoryPushDrift.findFirst({ where: { id: mine[0].id } })).toMatchObject({ status: 'fixed' });
    // in step: the next check finds nothing
    expect((await checkDrift(app.platform, a.companyId, { shopIds: [shop.id], waitMs: 0 })).open).toBe(0);
  });

  it('names a failed push and a changed rule as causes, and fixes drifts itself when the rule says so', async () => {
    const shop = await newShop();
    const sku = await newSku();
    await createRule({ shopId: shop.id });
    const rule = await ctxA.db.inventoryPushRule.findFirstOrThrow({ where: { shopId: shop.id } });
    const listing = await onlineListing(shop.id, { sellerSku: `F-${sku.sku}`, skuId: sku.id });
    await stockIn(sku.id, 8);
    await app.platform.database.prisma.inventoryPushPending.deleteMany({ where: { companyId: a.companyId } });
    const broken = wrapped(() => ({
      pushQuantities: async () => ({ ok: false, reasonId: 'marketplace.tokenInvalid', message: 'Invalid access token' }),
    }));
    await pushSkus(broken, a.companyId, [sku.id]);
    await checkDrift(app.platform, a.companyId, { shopIds: [shop.id], waitMs: 0 });
    const drift = () => ctxA.db.inventoryPushDrift.findFirstOrThrow({ where: { listingId: listing.id } });
    expect(await drift()).toMatchObject({ expected: 8, actual: 3, cause: 'pushFailed', status: 'open' });

    // pushed, then the rule changes: ruleChanged; with autoFixDrift the check pushes it
    await pushSkus(app.platform, a.companyId, [sku.id]);
    const upd = await gql(`mutation($id: Int!, $i: InventoryPushRuleInput!) { updateInventoryPushRule(id: $id, input: $i) { __typename ${ERR} } }`, {
      id: rule.id,
      i: { percentage: 50 },
    });
    expect(upd.updateInventoryPushRule.__typename).toBe('MutationUpdateInventoryPushRuleSuccess');
    await checkDrift(app.platform, a.companyId, { shopIds: [shop.id], waitMs: 0 });
    expect(await drift()).toMatchObject({ expected: 4, actual: 8, cause: 'ruleChanged', status: 'open' });
    await ctxA.db.inventoryPushRule.updateMany({ where: { id: rule.id }, data: { autoFixDrift: true, percentage: 25 } });
    const auto = await checkDrift(app.platform, a.companyId, { shopIds: [shop.id], waitMs: 0 });
    expect(auto).toMatchObject({ open: 0, fixed: 1 });
    expect(await drift()).toMatchObject({ expected: 2, status: 'fixed' });
    expect((await onMarketplace(shop)).get(listing.marketplaceListingId!)!.quantity).toBe(2);
  });
});

describe('rules: validation and tenancy', () => {
  it('refuses bad values on their fields in zh and en and writes nothing', async () => {
    const shop = await newShop();
    const before = await ctxA.db.inventoryPushRule.count();
    const r = await createRule({ shopId: shop.id, percentage: 101, maxQuantity: -1, reserve: -2, zeroBelow: 0, warehouseIds: [wh.id, 987654] });
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors.map((e: any) => [e.field, e.messageId])).toEqual([
      ['percentage', 'stockPush.percentageRange'],
      ['maxQuantity', 'stockPush.countInvalid'],
      ['reserve', 'stockPush.countInvalid'],
      ['warehouseIds', 'stockPush.warehouseNotFound'],
    ]);
    expect(r.fieldErrors[0].message).toBe('Percentage of available must be a whole number from 0 to 100');
    expect(r.fieldErrors[3].message).toBe('Warehouse 987654 does not exist in your company');
    const zh = await createRule({ shopId: shop.id, percentage: -5 }, a.token, 'zh');
    expect(zh.fieldErrors[0].message).toBe('可用库存百分比须为 0 到 100 的整数');
    expect(await ctxA.db.inventoryPushRule.count()).toBe(before);
    // one rule per shop
    expect((await createRule({ shopId: shop.id })).__typename).toBe('MutationCreateInventoryPushRuleSuccess');
    const again = await createRule({ shopId: shop.id });
    expect(again.fieldErrors).toEqual([expect.objectContaining({ field: 'shopId', messageId: 'stockPush.ruleExists' })]);
  });

  it('refuses another company’s shop and warehouse, and shows each company its own rules and records only', async () => {
    const foreignShop = await newShop(ctxB);
    const foreignWh = await warehouse(ctxB, 'B-Main');
    const own = await newShop();
    const r = await createRule({ shopId: foreignShop.id, warehouseIds: [foreignWh.id] });
    expect(r.fieldErrors.map((e: any) => [e.field, e.messageId])).toEqual([
      ['shopId', 'stockPush.shopNotFound'],
      ['warehouseIds', 'stockPush.warehouseNotFound'],
    ]);
    const mine = await createRule({ shopId: own.id });
    const upd = await gql(
      `mutation($id: Int!, $i: InventoryPushRuleInput!) { updateInventoryPushRule(id: $id, input: $i) { __typename ${ERR} } }`,
      { id: mine.data.id, i: { percentage: 10 } },
      b.token,
    );
    expect(upd.updateInventoryPushRule).toMatchObject({ __typename: 'NotFoundError', messageId: 'stockPush.ruleNotFound' });
    const seen = await gql(`{ inventoryPushRules { totalCount } inventoryPushRecords { totalCount } }`, {}, b.token);
    expect(seen).toEqual({ inventoryPushRules: { totalCount: 0 }, inventoryPushRecords: { totalCount: 0 } });
    const push = await gql(`mutation($s: Int!) { pushInventoryShopNow(shopId: $s) { __typename ${ERR} } }`, { s: own.id }, b.token);
    expect(push.pushInventoryShopNow).toMatchObject({ __typename: 'NotFoundError' });
    // turning a rule off stops its pushes
    const off = await gql(
      `mutation($ids: [Int!]!) { setInventoryPushRulesEnabled(ids: $ids, enabled: false) { __typename ${ERR} ... on MutationSetInventoryPushRulesEnabledSuccess { data } } }`,
      {
        ids: [mine.data.id],
      },
    );
    expect(off.setInventoryPushRulesEnabled.data).toBe(1);
    const sku = await newSku();
    await onlineListing(own.id, { sellerSku: `OFF-${sku.sku}`, skuId: sku.id });
    expect(await pushSkus(app.platform, a.companyId, [sku.id])).toEqual([]);
  });
});

describe('allowed shops of a sub-account', () => {
  it('shows and changes the rules, records and drifts of its shops only', async () => {
    const mineShop = await newShop();
    const otherShop = await newShop();
    const mineRule = (await createRule({ shopId: mineShop.id })).data;
    const otherRule = (await createRule({ shopId: otherShop.id })).data;
    const row = (shopId: number, n: number) => ({
      companyId: a.companyId,
      shopId,
      listingId: 900_000 + n,
      skuId: 1,
      sellerSku: `VIS-${shopId}`,
      marketplaceListingId: `VIS-${n}`,
    });
    await ctxA.db.inventoryPushRecord.createMany({
      data: [
        { ...row(mineShop.id, 1), quantityBefore: 1, quantityAfter: 2, status: 'success' },
        { ...row(otherShop.id, 2), quantityBefore: 1, quantityAfter: 2, status: 'failed' },
      ],
    });
    await ctxA.db.inventoryPushDrift.createMany({
      data: [
        { ...row(mineShop.id, 1), expected: 2, actual: 5, cause: 'editedOnMarketplace' },
        { ...row(otherShop.id, 2), expected: 2, actual: 5, cause: 'editedOnMarketplace' },
      ],
    });
    const otherDrift = await ctxA.db.inventoryPushDrift.findFirstOrThrow({ where: { shopId: otherShop.id } });
    const role = await ctxA.db.role.create({
      data: {
        companyId: a.companyId,
        name: `push sub ${++seq}`,
        permissions: ['inventoryPushRule', 'inventoryPushRule.update', 'inventoryPushRecord', 'inventoryPushRecord.push'],
      },
    });
    const username = `push_sub_${seq}`;
    await ctxA.db.user.create({
      data: {
        companyId: a.companyId,
        username,
        passwordHash: await hashPassword(PASSWORD),
        realname: username,
        isMain: false,
        roleId: role.id,
        allowShopIds: [mineShop.id],
      },
    });
    const sub = await app.login(username);

    const seen = await gql(
      `{ inventoryPushRules { totalCount edges { node { shopId } } } inventoryPushRecords { totalCount edges { node { shopId } } }
         inventoryPushRecordCounts { status count } inventoryPushDrifts { totalCount edges { node { shopId } } } }`,
      {},
      sub,
    );
    expect(seen.inventoryPushRules.edges.map((e: any) => e.node.shopId)).toEqual([mineShop.id]);
    expect(seen.inventoryPushRecords.edges.map((e: any) => e.node.shopId)).toEqual([mineShop.id]);
    expect(seen.inventoryPushRecordCounts).toEqual([{ status: 'success', count: 1 }]);
    expect(seen.inventoryPushDrifts.edges.map((e: any) => e.node.shopId)).toEqual([mineShop.id]);
    // the main account sees both shops
    const all = await gql(`query($f: InventoryPushRecordFilter) { inventoryPushRecords(filter: $f) { totalCount } }`, { f: { keyword: 'VIS-' } });
    expect(all.inventoryPushRecords.totalCount).toBe(2);
    // asking for the other shop by filter finds nothing
    const filtered = await gql(`query($f: InventoryPushRuleFilter) { inventoryPushRules(filter: $f) { totalCount } }`, { f: { shopId: otherShop.id } }, sub);
    expect(filtered.inventoryPushRules.totalCount).toBe(0);

    // the other shop reads as unknown to every command, in zh and en, and nothing changes
    for (const lang of ['en', 'zh']) {
      const create = await createRule({ shopId: otherShop.id, percentage: 10 }, sub, lang);
      expect(create.fieldErrors).toEqual([expect.objectContaining({ field: 'shopId', messageId: 'stockPush.shopNotFound' })]);
      expect(create.fieldErrors[0].message).toMatch(lang === 'zh' ? /[\u4e00-\u9fff]/ : /[a-z]/i);
    }
    const upd = await gql(
      `mutation($id: Int!, $i: InventoryPushRuleInput!) { updateInventoryPushRule(id: $id, input: $i) { __typename ${ERR} } }`,
      { id: otherRule.id, i: { percentage: 10 } },
      sub,
    );
    expect(upd.updateInventoryPushRule).toMatchObject({ __typename: 'NotFoundError', messageId: 'stockPush.ruleNotFound' });
    const moveToOther = await gql(
      `mutation($id: Int!, $i: InventoryPushRuleInput!) { updateInventoryPushRule(id: $id, input: $i) { __typename ${ERR} } }`,
      { id: mineRule.id, i: { shopId: otherShop.id } },
      sub,
    );
    expect(moveToOther.updateInventoryPushRule.fieldErrors).toEqual([expect.objectContaining({ field: 'shopId', messageId: 'stockPush.shopNotFound' })]);
    const del = await gql(`mutation($id: Int!) { deleteInventoryPushRule(id: $id) { __typename ${ERR} } }`, { id: otherRule.id }, sub);
    expect(del.deleteInventoryPushRule).toMatchObject({ __typename: 'NotFoundError' });
    const off = await gql(
      `mutation($ids: [Int!]!) { setInventoryPushRulesEnabled(ids: $ids, enabled: false) { __typename ${ERR} ... on MutationSetInventoryPushRulesEnabledSuccess { data } } }`,
      { ids: [otherRule.id, mineRule.id] },
      sub,
    );
    expect(off.setInventoryPushRulesEnabled.data).toBe(1);
    const push = await gql(`mutation($s: Int!) { pushInventoryShopNow(shopId: $s) { __typename ${ERR} } }`, { s: otherShop.id }, sub);
    expect(push.pushInventoryShopNow).toMatchObject({ __typename: 'NotFoundError' });
    const check = await gql(`mutation($s: Int) { checkInventoryDrift(shopId: $s) { __typename ${ERR} } }`, { s: otherShop.id }, sub);
    expect(check.checkInventoryDrift).toMatchObject({ __typename: 'NotFoundError', messageId: 'stockPush.shopNotFound' });
    const fix = await gql(`mutation($ids: [Int!]!) { fixInventoryDrifts(ids: $ids) { __typename ${ERR} } }`, { ids: [otherDrift.id] }, sub);
    expect(fix.fixInventoryDrifts).toMatchObject({ __typename: 'NotFoundError', messageId: 'stockPush.driftNotFound' });

    expect(await ctxA.db.inventoryPushRule.findFirstOrThrow({ where: { id: otherRule.id } })).toMatchObject({ enabled: true, percentage: 100 });
    expect(await ctxA.db.inventoryPushRule.findFirstOrThrow({ where: { id: mineRule.id } })).toMatchObject({ enabled: false, shopId: mineShop.id });
    expect(await ctxA.db.inventoryPushDrift.findFirstOrThrow({ where: { id: otherDrift.id } })).toMatchObject({ status: 'open' });
    await ctxA.db.inventoryPushDrift.deleteMany({ where: { sellerSku: { startsWith: 'VIS-' } } });
  });
});

describe('the push loop of a server instance', () => {
  const waitFor = async <T>(what: () => Promise<T | null | undefined | false>, ms = 5_000): Promise<T> => {
    const until = Date.now() + ms;
    for (;;) {
      const v = await what();
      if (v) return v;
      if (Date.now() > until) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  it('is woken by a stock change (not by a poll nor by other events) and pushes after the debounce', async () => {
    const shop = await newShop();
    const sku = await newSku();
    await createRule({ shopId: shop.id });
    const listing = await onlineListing(shop.id, { sellerSku: `W-${sku.sku}`, skuId: sku.id });
    await runInventoryPush(app.platform); // the events of the set-up
    // nothing else due: the retries and queue rows earlier tests left would wake the loop at their time
    const prisma = app.platform.database.prisma;
    await prisma.inventoryPushPending.deleteMany({});
    await prisma.inventoryPushRecord.updateMany({ where: { status: { in: ['retrying', 'pending'] } }, data: { status: 'failed', nextAttemptAt: null } });
    const loop = await startInventoryPushLoop(app.platform, { fallbackMs: 600_000 });
    try {
      await waitFor(async () => loop.rounds >= 1);
      await new Promise((r) => setTimeout(r, 150));
      const idle = loop.rounds;
      // other events (an order's, say: a shop authorized) and plain time do not run rounds (the old loop ran every 0.5 s)
      await newShop();
      await new Promise((r) => setTimeout(r, 1_200));
      expect(loop.rounds).toBe(idle);

      const t0 = Date.now();
      await stockIn(sku.id, 8);
      const queued = await waitFor(() => prisma.inventoryPushPending.findFirst({ where: { companyId: a.companyId, skuId: sku.id } }), 2_000);
      expect(Date.now() - t0).toBeLessThan(1_000);
      expect(queued.dueAt.getTime() - queued.firstAt.getTime()).toBe(500);
      const done = await waitFor(async () => (await records(listing.id)).find((r) => r.status === 'success'));
      expect(done).toMatchObject({ quantityAfter: 8, trigger: 'stock' });
      // woken for the event and the due time, a round or two each: nowhere near a 50 ms poll
      expect(loop.rounds - idle).toBeLessThanOrEqual(6);
    } finally {
      await stopInventoryPush(app.platform);
    }
  });

  it('two instances woken by the same change push it once', async () => {
    const shop = await newShop();
    const sku = await newSku();
    await createRule({ shopId: shop.id });
    const listing = await onlineListing(shop.id, { sellerSku: `T-${sku.sku}`, skuId: sku.id });
    await runInventoryPush(app.platform);
    let calls = 0;
    const counted = wrapped((inner) => ({
      pushQuantities: (input) => {
        calls++;
        return inner.pushQuantities(input);
      },
    }));
    // two instances: the same database and outbox, each its own loop
    const loops = [new InventoryPushLoop(counted, { fallbackMs: 600_000 }), new InventoryPushLoop(counted, { fallbackMs: 600_000 })];
    try {
      await stockIn(sku.id, 5);
      await waitFor(async () => (await records(listing.id)).some((r) => r.status === 'success'));
      await new Promise((r) => setTimeout(r, 800)); // a second push would come by now
      expect((await records(listing.id)).map((r) => [r.status, r.quantityAfter])).toEqual([['success', 5]]);
      expect(calls).toBe(1);
      expect(loops.every((l) => l.rounds > 0)).toBe(true);
    } finally {
      await Promise.all(loops.map((l) => l.stop()));
    }
  });
});
