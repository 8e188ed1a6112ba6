// Listings through the GraphQL API and the queue runner on a real database (issue 19): every
// spec 02 §5 rule broken through the API writes nothing; illegal lifecycle moves are refused; another
// company's shops and listings are not found; publish → online → revise → end → relist through the
// sandbox on eBay, Amazon, Shopee, TikTok, Allegro and Ozon; marketplace refusals keep their
// message; a crash mid-run never publishes twice; a rate limit re-queues with a backoff.
import { LISTING_DEFINITIONS, PLATFORM_TYPES, type PlatformName } from '@erp/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { contextOf, worldsSuite, type TestApp } from '../../../test/harness';
import { createContext, type RequestContext } from '../../platform/context';
import type { MarketplaceConnector, MarketplaceConnectors } from '../../platform/connectors';
import { secretBox } from '../../platform/secret-box';
import { SandboxConnector } from '../marketplaces/connector';
import { credentialOpeningConnectors } from '../shops/shops.credentials';
import { authorizeShop } from '../shops/shops.service';
import { enqueueDueListingQueues } from './listings.queue';
import { LISTING_CLAIM_LEASE_MS, publishQueued, runListingQueue } from './listings.service';

let app: TestApp;
let a: Awaited<ReturnType<TestApp['company']>>;
let b: Awaited<ReturnType<TestApp['company']>>;
let ctxA: RequestContext;
let ctxB: RequestContext;

const LISTING = `id shopId platformType marketplace shopName status site currency category sellerSku title price quantity
  marketplaceListingId lastErrorId lastError lastErrorMessage version variations { sellerSku attributes price quantity }
  history { action fromStatus toStatus remark } attempts { action outcome idempotencyKey: reasonId marketplaceMessage }`;
const ERR = `... on Error { __typename messageId message } ... on ValidationError { fieldErrors { field messageId message } }`;
const ONE = (field: string) => `{ __typename ${ERR} ... on Mutation${field}Success { data { ${LISTING} } } }`;
const MANY = (field: string) => `{ __typename ${ERR} ... on Mutation${field}Success { data { id status } } }`;

async function gql(query: string, variables: Record<string, unknown> = {}, token = a.token, lang = 'en') {
  const r = await app.gql(query, variables, { token, lang });
  if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
  return r.body.data;
}

const create = async (m: PlatformName, input: Record<string, unknown>, token = a.token) =>
  (
    await gql(
      `mutation($m: ListingMarketplace!, $i: ListingInput!) { createListing(marketplace: $m, input: $i) ${ONE('CreateListing')} }`,
      { m, i: input },
      token,
    )
  ).createListing;
const update = async (m: PlatformName, id: number, { shopId: _s, ...input }: Record<string, unknown>, token = a.token) =>
  (
    await gql(
      `mutation($m: ListingMarketplace!, $id: Int!, $i: ListingContentInput!) { updateListing(marketplace: $m, id: $id, input: $i) ${ONE('UpdateListing')} }`,
      { m, id, i: input },
      token,
    )
  ).updateListing;
const move = async (op: 'publishListings' | 'unqueueListings' | 'relistListings' | 'removeListings', m: PlatformName, ids: number[], token = a.token) =>
  (
    await gql(
      `mutation($m: ListingMarketplace!, $ids: [Int!]!) { ${op}(marketplace: $m, ids: $ids) ${MANY(op[0].toUpperCase() + op.slice(1))} }`,
      { m, ids },
      token,
    )
  )[op];
const revise = async (m: PlatformName, id: number, input: Record<string, unknown>) =>
  (
    await gql(
      `mutation($m: ListingMarketplace!, $id: Int!, $i: ListingRevisionInput!) { reviseListing(marketplace: $m, id: $id, input: $i) ${ONE('ReviseListing')} }`,
      {
        m,
        id,
        i: input,
      },
    )
  ).reviseListing;
const end = async (m: PlatformName, ids: number[]) =>
  (
    await gql(
      `mutation($m: ListingMarketplace!, $ids: [Int!]!) { endListings(marketplace: $m, ids: $ids) { __typename ${ERR} ... on MutationEndListingsSuccess { data { ended failures { id messageId message } } } } }`,
      { m, ids },
    )
  ).endListings;
const runQueue = async (m: PlatformName) =>
  (
    await gql(
      `mutation($m: ListingMarketplace!) { runListingQueue(marketplace: $m) { __typename ${ERR} ... on MutationRunListingQueueSuccess { data { online failed retried unanswered } } } }`,
      { m },
    )
  ).runListingQueue;
const get = async (m: PlatformName, id: number, token = a.token) =>
  (await gql(`query($m: ListingMarketplace!, $id: Int!) { listing(marketplace: $m, id: $id) { ${LISTING} } }`, { m, id }, token)).listing;

let shopSeq = 0;
async function newShop(m: PlatformName, site: string, c = ctxA) {
  return authorizeShop(c, { platformType: PLATFORM_TYPES[m], shopName: `lst-${m}-${++shopSeq}`, site, authCode: 'ok' });
}

const img = (n: number, over: Record<string, unknown> = {}) => ({
  url: `https://img.example.com/p${n}.jpg`,
  width: 1000,
  height: 1000,
  bytes: 400_000,
  ...over,
});

/** A listing every rule of the marketplace accepts (and the sandbox's category C110 too). */
function draftOf(m: PlatformName, shopId: number, site: string, over: Record<string, unknown> = {}) {
  const attributes: Record<string, unknown> = { material: 'ceramic' };
  for (const d of LISTING_DEFINITIONS[m].attributes.filter((x) => x.required))
    attributes[d.name] =
      d.type === 'int'
        ? (d.min ?? 1)
        : d.type === 'select'
          ? d.options![0]
          : d.name === 'ean'
            ? '4006381333931'
            : d.name === 'productId'
              ? '4006381333931'
              : 'Acme';
  return {
    shopId,
    site,
    category: 'C110',
    sellerSku: `MUG-${m}-${++shopSeq}`,
    title: 'Ceramic mug, red, 350 ml',
    description: 'A red ceramic mug that holds 350 ml.',
    price: '9.90',
    quantity: 12,
    images: [img(1), img(2)],
    shippingOptions: [{ service: 'Standard', cost: '3.00', additionalCost: '1.00' }],
    attributes,
    ...over,
  };
}

async function listingCount(companyId: number) {
  return app.platform.database.prisma.listing.count({ where: { companyId } });
}

/** A context of company A whose connectors wrap the sandbox (to crash, count or throttle). */
function withConnectors(make: (platformType: number) => MarketplaceConnector): RequestContext {
  const inner = credentialOpeningConnectors({ get: make }, secretBox(app.platform.config));
  const connectors: MarketplaceConnectors = { get: (t) => inner.get(t) };
  return createContext({ ...app.platform, connectors }, { lang: 'en', ip: '', userAgent: '', actor: ctxA.actor });
}

// flagship: room for a shop per case (the plan limits shops)
worldsSuite(
  (app, name) => app.company(name, { edition: 'flagship' }),
  ['Listing Co', 'Other Listing Co'],
  (...s) => ([app, a, b] = s),
);
beforeAll(async () => {
  ctxA = await contextOf(app, a.token);
  ctxB = await contextOf(app, b.token);
});

describe('drafts: the marketplace definition decides, nothing is written on bad input', () => {
  it('creates a draft with the site currency and a history line', async () => {
    const shop = await newShop('ebay', 'US');
    const r = await create('ebay', { ...draftOf('ebay', shop.id, 'US'), variations: [] });
    expect(r.__typename).toBe('MutationCreateListingSuccess');
    expect(r.data).toMatchObject({ status: 'draft', currency: 'USD', platformType: 1, marketplace: 'eBay', shopName: shop.shopName, version: 1 });
    expect(r.data.history).toEqual([{ action: 'create', fromStatus: '', toStatus: 'draft', remark: 'Draft created' }]);
  });

  it.each<[string, PlatformName, string, (d: Record<string, unknown>) => Record<string, unknown>, string, string]>([
    ['a title over the marketplace limit', 'ebay', 'US', (d) => ({ ...d, title: 'x'.repeat(101) }), 'title', 'listing.titleTooLong'],
    ['no image', 'ebay', 'US', (d) => ({ ...d, images: [] }), 'images', 'listing.imagesCount'],
    ['21 images', 'ebay', 'US', (d) => ({ ...d, images: Array.from({ length: 21 }, (_, i) => img(i)) }), 'images', 'listing.imagesCount'],
    ['an image under 800×800', 'ebay', 'US', (d) => ({ ...d, images: [img(1, { width: 700, height: 700 })] }), 'images.0', 'listing.imageTooSmall'],
    ['an image of a wrong ratio', 'ebay', 'US', (d) => ({ ...d, images: [img(1, { width: 1600, height: 900 })] }), 'images.0', 'listing.imageRatio'],
    ['an image over 3 MB', 'ebay', 'US', (d) => ({ ...d, images: [img(1, { bytes: 4_000_000 })] }), 'images.0', 'listing.imageFileSize'],
    [
      'a video too long',
      'ebay',
      'US',
      (d) => ({ ...d, video: { url: 'https://v/a.mp4', seconds: 45, bytes: 1000, height: 720 } }),
      'video.seconds',
      'listing.videoTooLong',
    ],
    [
      'two identical variant mappings',
      'ebay',
      'US',
      (d) => ({
        ...d,
        sellerSku: '',
        variationAttributes: ['color'],
        variations: [
          { sellerSku: 'V-1', attributes: { color: 'red' }, price: '9.90', quantity: 1 },
          { sellerSku: 'V-2', attributes: { color: 'red' }, price: '9.90', quantity: 1 },
        ],
      }),
      'variations.1.attributes',
      'listing.variantMappingSame',
    ],
    [
      'duplicate eBay shipping options',
      'ebay',
      'US',
      (d) => ({
        ...d,
        shippingOptions: [
          { service: 'Standard', cost: '3.00' },
          { service: 'Standard', cost: '4.00' },
        ],
      }),
      'shippingOptions.1.service',
      'listing.shippingRepeated',
    ],
    ['a Cdiscount description over 2,000', 'cdiscount', 'FR', (d) => ({ ...d, description: 'x'.repeat(2001) }), 'description', 'listing.descriptionLength'],
    ['a MediaMarkt EAN not 13 digits', 'mediamarket', 'DE', (d) => ({ ...d, attributes: { ean: '400638133393' } }), 'attributes.ean', 'listing.ean13'],
    [
      'a MediaMarkt variation EAN not 13 digits',
      'mediamarket',
      'DE',
      (d) => ({
        ...d,
        variationAttributes: ['color'],
        variations: [
          { sellerSku: 'V-1', ean: '4006381333931', attributes: { color: 'red' }, price: '9.90', quantity: 1 },
          { sellerSku: 'V-2', ean: '40063813339', attributes: { color: 'blue' }, price: '9.90', quantity: 1 },
        ],
      }),
      'variations.1.ean',
      'listing.ean13',
    ],
    [
      'a Shopee lead time outside 4–10',
      'shopee',
      'MY',
      (d) => ({ ...d, attributes: { ...(d.attributes as object), leadTime: 11 } }),
      'attributes.leadTime',
      'listing.attributeRange',
    ],
    ['a site the shop does not sell on', 'ebay', 'US', (d) => ({ ...d, site: 'UK' }), 'site', 'listing.shopSite'],
    ['a price with three decimals', 'ebay', 'US', (d) => ({ ...d, price: '9.999' }), 'price', 'listing.priceInvalid'],
  ])('refuses %s, naming the field, in zh and en', async (_name, m, site, broken, field, messageId) => {
    const shop = await newShop(m, site);
    const before = await listingCount(a.companyId);
    const r = await create(m, broken(draftOf(m, shop.id, site)));
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors).toContainEqual(expect.objectContaining({ field, messageId }));
    const zh = (
      await gql(
        `mutation($m: ListingMarketplace!, $i: ListingInput!) { createListing(marketplace: $m, input: $i) { ${ERR} } }`,
        { m, i: broken(draftOf(m, shop.id, site)) },
        a.token,
        'zh',
      )
    ).createListing;
    const inZh = zh.fieldErrors.find((e: { field: string }) => e.field === field).message;
    expect(inZh).not.toBe(r.fieldErrors.find((e: { field: string }) => e.field === field).message);
    expect(await listingCount(a.companyId)).toBe(before);
  });

  it('refuses a shop of another marketplace, another company’s shop and SKU', async () => {
    const amazon = await newShop('amazon', 'DE');
    const foreignShop = await newShop('ebay', 'US', ctxB);
    const ebay = await newShop('ebay', 'US');
    const foreignSku = await app.platform.database.prisma.sku.findFirst({ where: { companyId: b.companyId } });
    const before = await listingCount(a.companyId);
    const other = await create('ebay', draftOf('ebay', amazon.id, 'DE'));
    expect(other.fieldErrors).toContainEqual(expect.objectContaining({ field: 'shopId', messageId: 'listing.shopOtherMarketplace' }));
    expect((await create('ebay', draftOf('ebay', foreignShop.id, 'US'))).messageId).toBe('listing.shopNotFound');
    if (foreignSku)
      expect((await create('ebay', draftOf('ebay', ebay.id, 'US', { skuId: foreignSku.id }))).fieldErrors[0].messageId).toBe('listing.skuNotFound');
    expect(await listingCount(a.companyId)).toBe(before);
  });
});

describe('lifecycle (spec 02 §4): illegal moves are refused and change nothing', () => {
  it('publishes only drafts and failed ones, edits nothing being published, ends only online ones', async () => {
    const shop = await newShop('ebay', 'US');
    const d = (await create('ebay', draftOf('ebay', shop.id, 'US'))).data;
    expect((await end('ebay', [d.id])).messageId).toBe('listing.illegalTransition');
    expect((await move('relistListings', 'ebay', [d.id])).messageId).toBe('listing.illegalTransition');
    expect((await move('unqueueListings', 'ebay', [d.id])).messageId).toBe('listing.illegalTransition');
    expect((await move('publishListings', 'ebay', [])).fieldErrors[0].messageId).toBe('listing.tickOne');

    const queued = await move('publishListings', 'ebay', [d.id]);
    expect(queued.data).toEqual([{ id: d.id, status: 'toBePublished' }]);
    const again = await move('publishListings', 'ebay', [d.id]);
    expect(again).toMatchObject({
      __typename: 'BusinessError',
      messageId: 'listing.illegalTransition',
      message: 'The listing is to be published: it cannot be published',
    });
    expect((await move('removeListings', 'ebay', [d.id])).messageId).toBe('listing.illegalTransition');

    // being published: the runner claimed it (simulated: publishing with a fresh claim)
    await ctxA.db.listing.updateMany({ where: { id: d.id }, data: { status: 'publishing', claimedAt: new Date() } });
    const edit = await update('ebay', d.id, { ...draftOf('ebay', shop.id, 'US'), title: 'New title' });
    expect(edit).toMatchObject({
      __typename: 'BusinessError',
      messageId: 'listing.editWhilePublishing',
      message: 'A product being published cannot be edited',
    });
    expect((await move('publishListings', 'ebay', [d.id])).messageId).toBe('listing.illegalTransition');
    expect((await get('ebay', d.id)).title).toBe('Ceramic mug, red, 350 ml');
  });

  it('a batch with one illegal listing moves none of them', async () => {
    const shop = await newShop('ebay', 'US');
    const x = (await create('ebay', draftOf('ebay', shop.id, 'US'))).data;
    const y = (await create('ebay', draftOf('ebay', shop.id, 'US'))).data;
    await move('publishListings', 'ebay', [y.id]);
    expect((await move('publishListings', 'ebay', [x.id, y.id])).messageId).toBe('listing.illegalTransition');
    expect((await get('ebay', x.id)).status).toBe('draft');
    await move('unqueueListings', 'ebay', [y.id]); // out of the eBay queue the next cases run
  });

  it('another company’s listing ids are not found, on every command', async () => {
    const shop = await newShop('ebay', 'US', ctxB);
    const foreign = (await create('ebay', draftOf('ebay', shop.id, 'US'), b.token)).data;
    expect(await get('ebay', foreign.id)).toBeNull();
    expect((await update('ebay', foreign.id, draftOf('ebay', shop.id, 'US'))).messageId).toBe('listing.notFound');
    for (const op of ['publishListings', 'removeListings'] as const) expect((await move(op, 'ebay', [foreign.id])).messageId).toBe('listing.notFound');
    expect((await end('ebay', [foreign.id])).messageId).toBe('listing.notFound');
    expect((await revise('ebay', foreign.id, { price: '1.00' })).messageId).toBe('listing.notFound');
    // and a listing asked for under another marketplace is not found either
    expect((await move('publishListings', 'amazon', [foreign.id])).messageId).toBe('listing.notFound');
    const own = (await get('ebay', foreign.id, b.token)) as { status: string };
    expect(own.status).toBe('draft');
  });
});

describe('publish → online → revise → end → relist through the sandbox', () => {
  it.each<[PlatformName, string]>([
    ['ebay', 'US'],
    ['amazon', 'DE'],
    ['shopee', 'MY'],
    ['tiktok', 'US'],
    ['allegro', 'PL'],
    ['ozon', 'RU'],
  ])('%s', async (m, site) => {
    const shop = await newShop(m, site);
    const d = (await create(m, draftOf(m, shop.id, site))).data;
    expect(d.status).toBe('draft');
    expect((await move('publishListings', m, [d.id])).data[0].status).toBe('toBePublished');
    expect((await runQueue(m)).data).toMatchObject({ online: 1, failed: 0 });
    const online = await get(m, d.id);
    expect(online).toMatchObject({ status: 'online', marketplaceListingId: `SBX${PLATFORM_TYPES[m]}-${shop.id}-1` });
    expect(online.attempts).toEqual([expect.objectContaining({ action: 'publish', outcome: 'online' })]);

    const revised = await revise(m, d.id, { price: '11.50', quantity: 3 });
    expect(revised.data).toMatchObject({ status: 'online', price: '11.5', quantity: 3 });
    const connector = app.platform.connectors.get(PLATFORM_TYPES[m]);
    const onMarket = await connector.fetchListings({ token: shop.authToken, shop, cursor: '', limit: 10 });
    expect(onMarket.ok && onMarket.listings[0]).toMatchObject({ price: '11.50', quantity: 3, status: 'active' });

    const ended = await end(m, [d.id]);
    expect(ended.data).toEqual({ ended: [d.id], failures: [] });
    expect((await get(m, d.id)).status).toBe('takenDown');
    expect((await revise(m, d.id, { price: '12.00' })).messageId).toBe('listing.illegalTransition');

    expect((await move('relistListings', m, [d.id])).data[0].status).toBe('toBePublished');
    expect((await runQueue(m)).data.online).toBe(1);
    const relisted = await get(m, d.id);
    expect(relisted).toMatchObject({ status: 'online', marketplaceListingId: `SBX${PLATFORM_TYPES[m]}-${shop.id}-2` });
    expect(relisted.history.map((h: { action: string }) => h.action)).toEqual(['create', 'publish', 'published', 'revise', 'end', 'relist', 'published']);
  });

  it('keeps the marketplace’s refusal on the listing; fixed and published again it goes online', async () => {
    const shop = await newShop('ebay', 'US');
    const d = (await create('ebay', draftOf('ebay', shop.id, 'US', { attributes: { condition: 'new' } }))).data; // no "material" for C110
    await move('publishListings', 'ebay', [d.id]);
    expect((await runQueue('ebay')).data.failed).toBe(1);
    const failed = await get('ebay', d.id);
    expect(failed).toMatchObject({
      status: 'publishFailed',
      lastErrorId: 'listing.sandbox.attributeMissing',
      lastError: 'Missing required item specific: material',
    });
    expect(failed.history.at(-1).remark).toBe('The marketplace refused: Missing required item specific: material');
    expect((await update('ebay', d.id, draftOf('ebay', shop.id, 'US', { sellerSku: failed.sellerSku }))).data.status).toBe('publishFailed');
    await move('publishListings', 'ebay', [d.id]);
    await runQueue('ebay');
    expect(await get('ebay', d.id)).toMatchObject({ status: 'online', lastErrorId: '' });
  });

  it('refuses a seller SKU the shop already sells, and an image the marketplace finds too small', async () => {
    const shop = await newShop('amazon', 'DE');
    const first = (await create('amazon', draftOf('amazon', shop.id, 'DE', { sellerSku: 'DUP-1' }))).data;
    const second = (await create('amazon', draftOf('amazon', shop.id, 'DE', { sellerSku: 'DUP-1' }))).data;
    const small = (await create('amazon', draftOf('amazon', shop.id, 'DE', { images: [img(1, { url: 'https://img.example.com/small-mug.jpg' })] }))).data;
    await move('publishListings', 'amazon', [first.id, second.id, small.id]);
    // the batch is a task of the caller's task queue until every listing is answered
    const queued = await ctxA.db.listing.findFirstOrThrow({ where: { id: first.id } });
    const task = await ctxA.db.reportJob.findFirstOrThrow({ where: { id: queued.publishTaskId! } });
    expect(task).toMatchObject({ reportType: 'listingPublish', status: 5, percent: 0, rowCount: 3, userId: a.userId });
    expect((await runQueue('amazon')).data).toMatchObject({ online: 1, failed: 2 });
    expect((await get('amazon', second.id)).lastErrorId).toBe('listing.sandbox.duplicateSku');
    expect((await get('amazon', small.id)).lastErrorId).toBe('listing.sandbox.imageTooSmall');
    const done = await ctxA.db.reportJob.findFirstOrThrow({ where: { id: task.id } });
    expect(done).toMatchObject({ status: 10, percent: 100 });
    expect(done.messages).toEqual([expect.stringMatching(/1\D+2\D+0/)]);
    expect(await ctxA.db.messageNotice.count({ where: { userId: a.userId, otherBillNum: String(task.id) } })).toBe(1);
  });

  it('a batch taken back out of the queue ends its task; another company never sees it', async () => {
    const shop = await newShop('ebay', 'US');
    const d = (await create('ebay', draftOf('ebay', shop.id, 'US'))).data;
    await move('publishListings', 'ebay', [d.id]);
    const taskId = (await ctxA.db.listing.findFirstOrThrow({ where: { id: d.id } })).publishTaskId!;
    expect(await ctxB.db.reportJob.count({ where: { id: taskId } })).toBe(0);
    await move('unqueueListings', 'ebay', [d.id]);
    const done = await ctxA.db.reportJob.findFirstOrThrow({ where: { id: taskId } });
    expect(done).toMatchObject({ status: 10, percent: 100 });
    expect(done.messages).toEqual([expect.stringMatching(/0\D+0\D+1/)]);
  });
});

describe('the queue runner', () => {
  it('never publishes twice when a run stops after the marketplace accepted (crash), and resumes after the lease', async () => {
    const shop = await newShop('shopee', 'MY');
    const d = (await create('shopee', draftOf('shopee', shop.id, 'MY'))).data;
    await move('publishListings', 'shopee', [d.id]);
    const sandbox = new SandboxConnector(PLATFORM_TYPES.shopee, Date.now, { rateLimitEvery: 0 });
    let calls = 0;
    const crashing = withConnectors(() =>
      Object.assign(Object.create(sandbox) as MarketplaceConnector, {
        publishListing: async (input: Parameters<MarketplaceConnector['publishListing']>[0]) => {
          calls += 1;
          await sandbox.publishListing(input);
          throw new Error('process died before storing the answer');
        },
      }),
    );
    const now = new Date();
    expect(await publishQueued(crashing, d.id, now)).toBe('unanswered');
    const stuck = await get('shopee', d.id);
    expect(stuck.status).toBe('publishing');
    expect(stuck.attempts).toEqual([expect.objectContaining({ outcome: null })]);
    // another run before the lease expired leaves it alone
    const healthy = withConnectors(() => sandbox);
    const mine = { shopId: shop.id };
    expect(await runListingQueue(healthy, { now: new Date(now.getTime() + 1000), where: mine })).toMatchObject({ online: 0 });
    // after the lease: resumed with the same key, the marketplace answers the first call's listing
    const later = new Date(now.getTime() + LISTING_CLAIM_LEASE_MS + 1000);
    expect(await runListingQueue(healthy, { now: later, where: mine })).toMatchObject({ online: 1 });
    const online = await get('shopee', d.id);
    expect(online).toMatchObject({ status: 'online', marketplaceListingId: `SBX${PLATFORM_TYPES.shopee}-${shop.id}-1` });
    expect(online.attempts).toHaveLength(1);
    const onMarket = await sandbox.fetchListings({ token: 'sbx_x', shop, cursor: '', limit: 100 });
    expect(onMarket.ok && onMarket.listings.filter((l) => l.sellerSku === d.sellerSku)).toHaveLength(1);
    expect(calls).toBe(1);
  });

  it('two runners racing publish each listing once, several calls in flight each', async () => {
    const shop = await newShop('tiktok', 'US');
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push((await create('tiktok', draftOf('tiktok', shop.id, 'US'))).data.id);
    await move('publishListings', 'tiktok', ids);
    const sandbox = new SandboxConnector(PLATFORM_TYPES.tiktok, Date.now, { rateLimitEvery: 0 });
    const mine = { where: { shopId: shop.id }, inFlight: 4 };
    const [r1, r2] = await Promise.all([
      runListingQueue(
        withConnectors(() => sandbox),
        mine,
      ),
      runListingQueue(
        withConnectors(() => sandbox),
        mine,
      ),
    ]);
    expect(r1.online + r2.online).toBe(12);
    const onMarket = await sandbox.fetchListings({ token: 'sbx_x', shop, cursor: '', limit: 100 });
    expect(onMarket.ok && onMarket.listings).toHaveLength(12);
    // one attempt and one 'published' history row each, every listing with its own marketplace id
    const rows = await ctxA.db.listing.findMany({ where: { id: { in: ids } }, include: { attempts: true, history: true } });
    expect(rows.every((l) => l.status === 'online' && l.attempts.length === 1 && l.attempts[0].outcome === 'online')).toBe(true);
    expect(rows.every((l) => l.attempts[0].marketplaceListingId === l.marketplaceListingId)).toBe(true);
    expect(new Set(rows.map((l) => l.marketplaceListingId)).size).toBe(12);
    expect(rows.every((l) => l.history.filter((h) => h.action === 'published').length === 1)).toBe(true);
  });

  it('re-queues a rate-limited listing with a backoff and publishes it when due', async () => {
    const shop = await newShop('allegro', 'PL');
    const d = (await create('allegro', draftOf('allegro', shop.id, 'PL'))).data;
    await move('publishListings', 'allegro', [d.id]);
    const throttled = withConnectors(() => new SandboxConnector(PLATFORM_TYPES.allegro, Date.now, { rateLimitEvery: 1 }));
    const now = new Date();
    const where = { shopId: shop.id };
    expect(await runListingQueue(throttled, { now, where })).toMatchObject({ retried: 1 });
    const waiting = await ctxA.db.listing.findFirstOrThrow({ where: { id: d.id } });
    expect(waiting).toMatchObject({ status: 'toBePublished', retries: 1 });
    expect(waiting.nextAttemptAt!.getTime()).toBe(now.getTime() + 2000);
    expect((await get('allegro', d.id)).attempts[0]).toMatchObject({ outcome: 'rateLimited', idempotencyKey: 'listing.sandbox.rateLimited' });
    // a second limit doubles the wait
    expect(await runListingQueue(throttled, { now: new Date(now.getTime() + 2000), where })).toMatchObject({ retried: 1 });
    const again = await ctxA.db.listing.findFirstOrThrow({ where: { id: d.id } });
    expect(again.nextAttemptAt!.getTime()).toBe(now.getTime() + 2000 + 4000);
    const open = withConnectors(() => new SandboxConnector(PLATFORM_TYPES.allegro, Date.now, { rateLimitEvery: 0 }));
    expect(await runListingQueue(open, { now: new Date(now.getTime() + 3000), where })).toMatchObject({ online: 0 });
    expect(await runListingQueue(open, { now: new Date(now.getTime() + 6000), where })).toMatchObject({ online: 1 });
  });
});

describe('lists and categories', () => {
  it('lists a marketplace’s listings with filters and status counts, only the caller’s', async () => {
    const shop = await newShop('ozon', 'RU');
    const x = (await create('ozon', draftOf('ozon', shop.id, 'RU', { title: 'Blue teapot 1 l' }))).data;
    await create('ozon', draftOf('ozon', shop.id, 'RU'));
    await move('publishListings', 'ozon', [x.id]);
    const q = `query($m: ListingMarketplace!, $f: ListingFilter) { listings(marketplace: $m, filter: $f) { totalCount edges { node { id title status } } }
      listingStatusCounts(marketplace: $m, filter: $f) { status count } }`;
    const all = await gql(q, { m: 'ozon', f: { shopId: shop.id } });
    expect(all.listings.totalCount).toBe(2);
    expect(all.listingStatusCounts).toContainEqual({ status: 'draft', count: 1 });
    expect(all.listingStatusCounts).toContainEqual({ status: 'toBePublished', count: 1 });
    const kw = await gql(q, { m: 'ozon', f: { keyword: 'teapot' } });
    expect(kw.listings.edges.map((e: { node: { id: number } }) => e.node.id)).toEqual([x.id]);
    const queued = await gql(q, { m: 'ozon', f: { status: 'toBePublished', shopId: shop.id } });
    expect(queued.listings.totalCount).toBe(1);
    const other = await gql(q, { m: 'ozon', f: { shopId: shop.id } }, b.token);
    expect(other.listings.totalCount).toBe(0);
  });

  it('answers the category tree and a leaf’s attributes through a shop of the marketplace', async () => {
    const shop = await newShop('ebay', 'US');
    const r = await gql(
      `query($s: Int!) { roots: listingCategories(marketplace: ebay, shopId: $s) { __typename ... on QueryListingCategoriesSuccess { data { id leaf } } }
        attrs: listingCategoryAttributes(marketplace: ebay, shopId: $s, categoryId: "C110") { __typename ... on QueryListingCategoryAttributesSuccess { data { name required } } }
        foreign: listingCategories(marketplace: amazon, shopId: $s) { __typename ${ERR} } }`,
      { s: shop.id },
    );
    expect(r.roots.data.map((c: { id: string }) => c.id)).toEqual(['C100', 'C200', 'C300']);
    expect(r.attrs.data).toEqual([{ name: 'material', required: true }]);
    expect(r.foreign.messageId).toBe('listing.shopNotFound');
  });
});

describe('the queue on a schedule', () => {
  it('a tick queues a job per company with due listings; the job publishes them as the company', async () => {
    const shop = await newShop('ebay', 'US', ctxB);
    const d = (await create('ebay', draftOf('ebay', shop.id, 'US'), b.token)).data;
    await move('publishListings', 'ebay', [d.id], b.token);
    expect(await enqueueDueListingQueues(app.platform, new Date(Date.now() - 60_000))).toBe(0); // not due yet then
    expect(await enqueueDueListingQueues(app.platform)).toBeGreaterThanOrEqual(1);
    await app.platform.jobs.idle();
    const online = await get('ebay', d.id, b.token);
    expect(online).toMatchObject({ status: 'online', marketplaceListingId: `SBX1-${shop.id}-1` });
    expect(online.history.at(-1)).toMatchObject({ action: 'published', toStatus: 'online' });
  });
});

describe('listing in volume: drafts from the library, copies, bulk edit, publish now', () => {
  const prisma = () => app.platform.database.prisma;
  let seq = 0;
  /** A product of company A with SKUs priced in yuan; options per SKU of its one specification "color". */
  async function product(prices: string[], companyId = a.companyId) {
    const n = ++seq;
    return prisma().product.create({
      data: {
        companyId,
        spu: `VOL-${n}-${companyId}`,
        name: `陶瓷杯 ${n}`,
        nameEn: `Ceramic cup ${n}`,
        weight: 350,
        length: 10,
        width: 8,
        height: 12,
        mainImage: `https://img.example.com/vol${n}.jpg`,
        specifications: [{ name: 'color', options: ['red', 'blue', 'green'] }],
        skus: {
          create: prices.map((price, i) => ({ companyId, sku: `VOL-${n}-${companyId}-${i}`, price, options: [['red', 'blue', 'green'][i] ?? 'x'] })),
        },
      },
      include: { skus: { orderBy: { id: 'asc' } } },
    });
  }
  const RUN = `{ __typename ${ERR} ... on MutationCreateListingDraftsSuccess { data { dropped listings { id shopId status site currency price quantity title description sellerSku productId skuId category variationAttributes
    variations { sellerSku attributes price } problems { field messageId message } history { remark } } } } }`;
  const drafts = async (m: PlatformName, input: Record<string, unknown>, token = a.token, lang = 'en') =>
    (
      await gql(
        `mutation($m: ListingMarketplace!, $i: ListingDraftsFromProductsInput!) { createListingDrafts(marketplace: $m, input: $i) ${RUN} }`,
        { m, i: input },
        token,
        lang,
      )
    ).createListingDrafts;
  const COPY = `{ __typename ${ERR} ... on MutationCopyListingsSuccess { data { dropped listings { id shopId status site currency price title subtitle category attributes problems { field messageId } history { remark } } } } }`;
  const copy = async (m: PlatformName, ids: number[], target: PlatformName, shopIds: number[]) =>
    (
      await gql(
        `mutation($m: ListingMarketplace!, $ids: [Int!]!, $t: ListingMarketplace!, $s: [Int!]!) { copyListings(marketplace: $m, ids: $ids, target: $t, shopIds: $s) ${COPY} }`,
        { m, ids, t: target, s: shopIds },
      )
    ).copyListings;
  const bulk = async (m: PlatformName, input: Record<string, unknown>, lang = 'en') =>
    (
      await gql(
        `mutation($m: ListingMarketplace!, $i: ListingBulkEditInput!) { bulkEditListings(marketplace: $m, input: $i) { __typename ${ERR}
          ... on MutationBulkEditListingsSuccess { data { listings { id title price quantity category variations { price } history { remark } } refused { id title messageId message } } } } }`,
        { m, i: input },
        a.token,
        lang,
      )
    ).bulkEditListings;
  const now = async (m: PlatformName, ids: number[]) =>
    (await gql(`mutation($m: ListingMarketplace!, $ids: [Int!]!) { publishListingsNow(marketplace: $m, ids: $ids) ${MANY('PublishListingsNow')} }`, { m, ids }))
      .publishListingsNow;
  const snapshot = () =>
    Promise.all([
      prisma().listing.findMany({ where: { companyId: a.companyId }, orderBy: { id: 'asc' } }),
      prisma().listingVariation.findMany({ where: { companyId: a.companyId }, orderBy: { id: 'asc' } }),
      prisma().listingHistory.count({ where: { companyId: a.companyId } }),
    ]);

  it('makes a draft per product and shop, priced by each shop’s rule at the company’s rate, incomplete ones showing their problems', async () => {
    await prisma().exchangeRate.upsert({
      where: { companyId_currency: { companyId: a.companyId, currency: 'USD' } },
      create: { companyId: a.companyId, currency: 'USD', rate: '7.2' },
      update: { rate: '7.2' },
    });
    const us1 = await newShop('ebay', 'US');
    const us2 = await newShop('ebay', 'US');
    const single = await product(['100.00']);
    const multi = await product(['72.00', '144.00']);
    const r = await drafts('ebay', {
      productIds: [multi.id],
      skuIds: [single.skus[0].id],
      category: 'C110',
      quantity: 5,
      shops: [
        { shopId: us1.id, markupPercent: '20', rounding: 'cents' },
        { shopId: us2.id, markupPercent: '20', rounding: 'ninetyNine' },
      ],
    });
    expect(r.__typename).toBe('MutationCreateListingDraftsSuccess');
    const rows = r.data.listings as { shopId: number; productId: number; price: string; [k: string]: unknown }[];
    expect(rows).toHaveLength(4);
    const of = (shopId: number, productId: number) => rows.find((l) => l.shopId === shopId && l.productId === productId)!;
    // 100 × 1.2 / 7.2 = 16.666… → 16.67, or 16.99 to .99
    expect(of(us1.id, single.id)).toMatchObject({
      status: 'draft',
      site: 'US',
      currency: 'USD',
      price: '16.67',
      quantity: 5,
      title: single.nameEn,
      sellerSku: single.skus[0].sku,
      skuId: single.skus[0].id,
      category: 'C110',
      description: `${single.nameEn}. ${single.name}. 350 g. 10 × 8 × 12 cm`,
      history: [{ remark: `Draft created from product ${single.spu}` }],
    });
    expect(of(us2.id, single.id).price).toBe('16.99');
    // variations: 72 × 1.2 / 7.2 = 12.00, 144 × 1.2 / 7.2 = 24.00; the listing shows the lowest
    expect(of(us1.id, multi.id)).toMatchObject({
      price: '12',
      sellerSku: multi.spu,
      skuId: null,
      variationAttributes: ['color'],
      variations: [
        { sellerSku: multi.skus[0].sku, attributes: { color: 'red' }, price: '12' },
        { sellerSku: multi.skus[1].sku, attributes: { color: 'blue' }, price: '24' },
      ],
    });
    expect(of(us2.id, multi.id).variations).toMatchObject([{ price: '11.99' }, { price: '23.99' }]);
    // the library knows no image sizes nor the eBay condition: saved, shown, not publishable
    const problems = of(us1.id, single.id).problems as { field: string; messageId: string }[];
    expect(problems).toContainEqual(expect.objectContaining({ field: 'images.0', messageId: 'listing.imageTooSmall' }));
    expect(problems).toContainEqual(expect.objectContaining({ field: 'attributes.condition', messageId: 'listing.attributeRequired' }));
    const refused = await move('publishListings', 'ebay', [rows[0].id as number]);
    expect(refused.messageId).toBe('listing.incomplete');
    expect((await get('ebay', rows[0].id as number)).status).toBe('draft');
  });

  it('refuses shops of different sites, another marketplace’s or company’s shop, foreign products, a missing rate, a bad markup: nothing written', async () => {
    const us = await newShop('ebay', 'US');
    const uk = await newShop('ebay', 'UK');
    const amazon = await newShop('amazon', 'DE');
    const foreignShop = await newShop('ebay', 'US', ctxB);
    const mine = await product(['10.00']);
    const theirs = await product(['10.00'], b.companyId);
    const before = await snapshot();
    const base = { productIds: [mine.id] };
    const sites = await drafts('ebay', { ...base, shops: [{ shopId: us.id }, { shopId: uk.id }] });
    expect(sites.fieldErrors).toEqual([{ field: 'shopIds', messageId: 'listing.sameSite', message: 'You can only select stores under the same site' }]);
    const sitesZh = await drafts('ebay', { ...base, shops: [{ shopId: us.id }, { shopId: uk.id }] }, a.token, 'zh');
    expect(sitesZh.fieldErrors[0].message).toBe('只能选择同一站点下的店铺');
    expect((await drafts('ebay', { ...base, shops: [{ shopId: amazon.id }] })).fieldErrors[0]).toMatchObject({
      field: 'shops.0',
      messageId: 'listing.shopOtherMarketplace',
    });
    expect((await drafts('ebay', { ...base, shops: [{ shopId: foreignShop.id }] })).messageId).toBe('listing.shopNotFound');
    expect((await drafts('ebay', { productIds: [theirs.id], shops: [{ shopId: us.id }] })).fieldErrors[0].messageId).toBe('listing.productNotFound');
    expect((await drafts('ebay', { skuIds: [theirs.skus[0].id], shops: [{ shopId: us.id }] })).fieldErrors[0].messageId).toBe('listing.skuNotFound');
    expect((await drafts('ebay', { shops: [{ shopId: us.id }] })).fieldErrors[0].messageId).toBe('listing.productsRequired');
    expect((await drafts('ebay', { ...base, shops: [] })).fieldErrors[0].messageId).toBe('listing.shopsRequired');
    expect((await drafts('ebay', { ...base, shops: [{ shopId: us.id, markupPercent: '1000.5' }] })).fieldErrors[0]).toMatchObject({
      field: 'shops.0.markupPercent',
      messageId: 'listing.markupInvalid',
    });
    // eMAG Bulgaria sells in BGN, which has no built-in rate: the seller is asked to set one
    const bg = await newShop('emag', 'BG');
    const noRate = await drafts('emag', { ...base, shops: [{ shopId: bg.id }] });
    expect(noRate.fieldErrors[0]).toMatchObject({
      field: 'shops.0.shopId',
      messageId: 'listing.rateMissing',
      message: 'No exchange rate for BGN: set it under Exchange rates first',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('copies listings to shops of the same and another marketplace: the target’s missing fields dropped and answered', async () => {
    const us = await newShop('ebay', 'US');
    const de = await newShop('amazon', 'DE');
    const src = (await create('ebay', draftOf('ebay', us.id, 'US', { subtitle: 'Holds 350 ml', price: '10.00' }))).data;
    const same = await copy('ebay', [src.id], 'ebay', [(await newShop('ebay', 'US')).id]);
    expect(same.data.dropped).toEqual([]);
    expect(same.data.listings[0]).toMatchObject({ status: 'draft', price: '10', subtitle: 'Holds 350 ml', category: 'C110', problems: [] });
    expect(same.data.listings[0].history[0].remark).toBe(`Draft copied from ebay listing ${src.id}`);
    const other = await copy('ebay', [src.id], 'amazon', [de.id]);
    expect(other.data.dropped).toEqual(['attributes.condition', 'category', 'subtitle']);
    // 10 USD at 7.2 (set above) into EUR at the built-in 7.7: 9.35
    expect(other.data.listings[0]).toMatchObject({
      site: 'DE',
      currency: 'EUR',
      price: '9.35',
      subtitle: '',
      category: '',
      attributes: { material: 'ceramic' },
    });
    expect(other.data.listings[0].problems).toContainEqual(expect.objectContaining({ field: 'category', messageId: 'listing.categoryRequired' }));
    expect(other.data.listings[0].problems).toContainEqual(expect.objectContaining({ field: 'attributes.brand', messageId: 'listing.attributeRequired' }));
    // refusals write nothing: another company's listing, shops of two sites
    const before = await snapshot();
    const foreign = (await create('ebay', draftOf('ebay', (await newShop('ebay', 'US', ctxB)).id, 'US'), b.token)).data;
    expect((await copy('ebay', [foreign.id], 'ebay', [us.id])).messageId).toBe('listing.notFound');
    expect((await copy('ebay', [src.id], 'ebay', [us.id, (await newShop('ebay', 'UK')).id])).fieldErrors[0].messageId).toBe('listing.sameSite');
    expect(await snapshot()).toEqual(before);
  });

  it('bulk edits price (absolute, percent), quantity, title and category; all or nothing, or per listing', async () => {
    const shop = await newShop('ebay', 'US');
    const x = (await create('ebay', draftOf('ebay', shop.id, 'US', { title: 'Mug A', price: '10.00' }))).data;
    const y = (await create('ebay', draftOf('ebay', shop.id, 'US', { title: 'Mug B', price: '20.00' }))).data;
    const r = await bulk('ebay', { ids: [x.id, y.id], pricePercent: '-10', quantity: 3, titlePrefix: 'NEW ', titleSuffix: ' (2 pcs)', category: 'C120' });
    expect(r.data.refused).toEqual([]);
    expect(r.data.listings).toMatchObject([
      { id: x.id, title: 'NEW Mug A (2 pcs)', price: '9', quantity: 3, category: 'C120', history: expect.arrayContaining([{ remark: 'Edited in bulk' }]) },
      { id: y.id, title: 'NEW Mug B (2 pcs)', price: '18', quantity: 3, category: 'C120' },
    ]);
    expect((await bulk('ebay', { ids: [x.id], price: '12.50' })).data.listings[0].price).toBe('12.5');

    // one being published refuses the whole batch by default; nothing changes
    await move('publishListings', 'ebay', [y.id]);
    await prisma().listing.update({ where: { id: y.id }, data: { status: 'publishing', claimedAt: new Date() } });
    const before = await snapshot();
    const all = await bulk('ebay', { ids: [x.id, y.id], quantity: 7 });
    expect(all).toMatchObject({ __typename: 'BusinessError', messageId: 'listing.bulkRefused' });
    expect(all.message).toBe('“NEW Mug B (2 pcs)” cannot be changed: A product being published cannot be edited. Nothing was changed');
    // a title over the limit, no change asked, price and percent together, another company's id
    expect((await bulk('ebay', { ids: [x.id], titleSuffix: 'x'.repeat(100) })).messageId).toBe('listing.bulkRefused');
    expect((await bulk('ebay', { ids: [x.id] })).fieldErrors[0].messageId).toBe('listing.bulkNothing');
    expect((await bulk('ebay', { ids: [x.id], price: '1.00', pricePercent: '5' })).fieldErrors[0].messageId).toBe('listing.bulkPriceOne');
    expect((await bulk('ebay', { ids: [x.id], pricePercent: '-95' })).fieldErrors[0].messageId).toBe('listing.markupInvalid');
    const foreign = (await create('ebay', draftOf('ebay', (await newShop('ebay', 'US', ctxB)).id, 'US'), b.token)).data;
    expect((await bulk('ebay', { ids: [x.id, foreign.id], quantity: 1 })).messageId).toBe('listing.notFound');
    expect((await bulk('ebay', { ids: [], quantity: 1 })).fieldErrors[0].messageId).toBe('listing.tickOne');
    expect(await snapshot()).toEqual(before);

    // per listing: the publishing one refused with why, the other changed
    const each = await bulk('ebay', { ids: [x.id, y.id], quantity: 7, allOrNothing: false }, 'zh');
    expect(each.data.listings.map((l: { id: number; quantity: number }) => [l.id, l.quantity])).toEqual([[x.id, 7]]);
    expect(each.data.refused).toEqual([{ id: y.id, title: 'NEW Mug B (2 pcs)', messageId: 'listing.editWhilePublishing', message: expect.any(String) }]);
    expect(each.data.refused[0].message).not.toBe('A product being published cannot be edited');
    expect((await prisma().listing.findUniqueOrThrow({ where: { id: y.id } })).quantity).toBe(3);
  });

  it('publish now brings a listing queued for later forward; only queued ones', async () => {
    const shop = await newShop('ebay', 'US');
    const d = (await create('ebay', draftOf('ebay', shop.id, 'US'))).data;
    const later = new Date(Date.now() + 86_400_000);
    const queued = await gql(`mutation($ids: [Int!]!, $at: DateTime) { publishListings(marketplace: ebay, ids: $ids, at: $at) ${MANY('PublishListings')} }`, {
      ids: [d.id],
      at: later.toISOString(),
    }).then((d) => d.publishListings);
    expect(queued).toMatchObject({ __typename: 'MutationPublishListingsSuccess' });
    expect(queued.data).toEqual([{ id: d.id, status: 'toBePublished' }]);
    expect((await prisma().listing.findUniqueOrThrow({ where: { id: d.id } })).nextAttemptAt!.getTime()).toBe(later.getTime());
    expect(await runListingQueue(ctxA, { where: { shopId: shop.id } })).toMatchObject({ online: 0 }); // not due yet
    const draft = (await create('ebay', draftOf('ebay', shop.id, 'US'))).data;
    const before = await snapshot();
    expect((await now('ebay', [d.id, draft.id])).messageId).toBe('listing.notQueued');
    expect((await now('ebay', [])).fieldErrors[0].messageId).toBe('listing.tickOne');
    const foreign = (await create('ebay', draftOf('ebay', (await newShop('ebay', 'US', ctxB)).id, 'US'), b.token)).data;
    expect((await now('ebay', [foreign.id])).messageId).toBe('listing.notFound');
    expect(await snapshot()).toEqual(before);
    const t0 = Date.now();
    expect((await now('ebay', [d.id])).data).toEqual([{ id: d.id, status: 'toBePublished' }]);
    expect((await prisma().listing.findUniqueOrThrow({ where: { id: d.id } })).nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(t0 - 1000);
    expect(await runListingQueue(ctxA, { where: { shopId: shop.id } })).toMatchObject({ online: 1 });
    expect((await get('ebay', d.id)).history.map((h: { action: string }) => h.action)).toContain('publishNow');
  });
});
