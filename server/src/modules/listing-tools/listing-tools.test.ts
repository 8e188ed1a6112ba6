// Listing tools through the GraphQL API on a real database (issue 19 point 5): site / local pages
// count and list per site; the diagnosis finds the rules a stored listing breaks and filters by
// kind; sell-along finds the sandbox catalogue by EAN / part number, offers a product (refusals and
// bad input write nothing) and follows the competitor price down to the floor; another company's
// shops and listings are not found.
import { PLATFORM_TYPES, type PlatformName } from '@erp/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { contextOf, worldsSuite, type TestApp } from '../../../test/harness';
import type { RequestContext } from '../../platform/context';
import { authorizeShop } from '../shops/shops.service';
import { enqueueSellAlongFollows } from './listing-tools.schedule';
import { followedPrice } from './listing-tools.service';

let app: TestApp;
let a: Awaited<ReturnType<TestApp['company']>>;
let b: Awaited<ReturnType<TestApp['company']>>;
let ctxA: RequestContext;
let ctxB: RequestContext;

const ERR = `... on Error { __typename messageId message } ... on ValidationError { fieldErrors { field messageId message } }`;
async function gql(query: string, variables: Record<string, unknown> = {}, token = a.token, lang = 'en') {
  const r = await app.gql(query, variables, { token, lang });
  if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
  return r.body.data;
}

let seq = 0;
const shopOf = (m: PlatformName, site: string, c = ctxA) =>
  authorizeShop(c, { platformType: PLATFORM_TYPES[m], shopName: `tools-${m}-${++seq}`, site, authCode: 'ok' });

const good = {
  category: 'C110',
  title: 'Ceramic mug, red',
  description: 'A red ceramic mug.',
  price: '9.90',
  quantity: 3,
  images: [{ url: 'https://img.example.com/p1.jpg', width: 1000, height: 1000, bytes: 1000 }],
};
async function listing(ctx: RequestContext, shop: { id: number; platformType: number }, over: Record<string, unknown> = {}) {
  return ctx.db.listing.create({
    data: {
      companyId: ctx.actor!.companyId,
      shopId: shop.id,
      platformType: shop.platformType,
      site: 'MY',
      currency: 'MYR',
      sellerSku: `SKU-${++seq}`,
      status: 'online',
      ...good,
      ...over,
    },
  });
}

worldsSuite(
  (app, name) => app.company(name, { edition: 'flagship' }),
  ['Tools Co', 'Other Tools Co'],
  (...s) => ([app, a, b] = s),
);
beforeAll(async () => {
  ctxA = await contextOf(app, a.token);
  ctxB = await contextOf(app, b.token);
});

describe('site and local online pages', () => {
  it('counts and lists Shopee online listings per site; drafts and other companies are left out', async () => {
    const shop = await shopOf('shopee', '');
    await listing(ctxA, shop, { site: 'MY', currency: 'MYR' });
    await listing(ctxA, shop, { site: 'SG', currency: 'SGD', status: 'takenDown' });
    await listing(ctxA, shop, { site: 'SG', currency: 'SGD', status: 'draft' });
    const other = await shopOf('shopee', '', ctxB);
    await listing(ctxB, other, { site: 'SG', currency: 'SGD' });

    const counts = (await gql('{ siteListingCounts(marketplace: shopee) { site currency count shops } }')).siteListingCounts;
    expect(counts.find((c: { site: string }) => c.site === 'MY')).toEqual({ site: 'MY', currency: 'MYR', count: 1, shops: 1 });
    expect(counts.find((c: { site: string }) => c.site === 'SG')).toEqual({ site: 'SG', currency: 'SGD', count: 1, shops: 1 });
    expect(counts.find((c: { site: string }) => c.site === 'TW').count).toBe(0);

    const sg = (await gql('{ siteListings(marketplace: shopee, site: "SG", first: 10) { totalCount edges { node { site status shopName } } } }')).siteListings;
    expect(sg.totalCount).toBe(1);
    expect(sg.edges[0].node).toEqual({ site: 'SG', status: 'takenDown', shopName: shop.shopName });
    const online = (await gql('{ siteListings(marketplace: shopee, first: 10, filter: { status: online }) { totalCount } }')).siteListings;
    expect(online.totalCount).toBe(1);
  });

  it('TikTok local: only local shops (registered on a site) selling on their own site', async () => {
    const local = await shopOf('tiktok', 'TH');
    const crossBorder = await shopOf('tiktok', '');
    await listing(ctxA, local, { site: 'TH', currency: 'THB' });
    await listing(ctxA, crossBorder, { site: 'TH', currency: 'THB' });
    const r = (await gql('{ siteListings(marketplace: tiktok, first: 10) { totalCount edges { node { shopId site } } } }')).siteListings;
    expect(r.totalCount).toBe(1);
    expect(r.edges[0].node).toEqual({ shopId: local.id, site: 'TH' });
  });

  it('refuses a site the marketplace does not have, in zh and en', async () => {
    for (const [lang, text] of [
      ['en', 'The marketplace has no site XX'],
      ['zh', 'XX'],
    ] as const) {
      const r = await app.gql('{ siteListings(marketplace: mercado, site: "XX", first: 10) { totalCount } }', {}, { token: a.token, lang });
      expect(JSON.stringify(r.body.errors ?? r.body)).toContain(text);
    }
  });
});

describe('AliExpress diagnosis', () => {
  it('finds each listing’s broken rules, counts them per kind and filters by kind', async () => {
    const shop = await shopOf('aliExpress', '');
    const base = { site: 'US', currency: 'USD' };
    const fine = await listing(ctxA, shop, { ...base });
    const longTitle = await listing(ctxA, shop, { ...base, title: 'x'.repeat(101), status: 'draft' });
    const smallImage = await listing(ctxA, shop, { ...base, images: [{ url: 'https://img.example.com/s.jpg', width: 500, height: 500, bytes: 10 }] });
    await listing(ctxA, shop, { ...base, title: 'y'.repeat(120), status: 'removed' });
    const q = `query($k: ListingProblemKind) { listingDiagnosis(marketplace: aliExpress, first: 10, filter: { kind: $k }) {
      checked totalCount kinds { kind count } nodes { id title problems { field kind messageId message } } } }`;
    const all = (await gql(q)).listingDiagnosis;
    expect(all.checked).toBe(3);
    expect(all.totalCount).toBe(2);
    expect(all.nodes.map((n: { id: number }) => n.id).sort()).toEqual([longTitle.id, smallImage.id].sort());
    expect(all.nodes.some((n: { id: number }) => n.id === fine.id)).toBe(false);
    expect(all.kinds.find((k: { kind: string }) => k.kind === 'text').count).toBe(1);
    expect(all.kinds.find((k: { kind: string }) => k.kind === 'images').count).toBe(1);
    const images = (await gql(q, { k: 'images' })).listingDiagnosis;
    expect(images.nodes).toEqual([
      {
        id: smallImage.id,
        title: good.title,
        problems: [{ field: 'images.0', kind: 'images', messageId: 'listing.imageTooSmall', message: 'The image is too small: at least 800×800 px' }],
      },
    ]);
    const zh = await app.gql(q, { k: 'text' }, { token: a.token, lang: 'zh' });
    expect(zh.body.data.listingDiagnosis.nodes[0].problems[0].message).not.toBe('listing.titleTooLong');
    // company B sees none of A's
    const other = (await gql(q, {}, b.token)).listingDiagnosis;
    expect(other.checked).toBe(0);
  });
});

describe('eMAG sell-along', () => {
  const find = (shopId: number, code: string, token = a.token) =>
    gql(
      `query($s: Int!, $c: String!) { sellAlongProducts(shopId: $s, code: $c) { __typename ${ERR}
        ... on QuerySellAlongProductsSuccess { data { productKey name ean partNumber lowestPrice offeredListingId competitors { seller price } } } } }`,
      { s: shopId, c: code },
      token,
    ).then((d) => d.sellAlongProducts);
  const offer = (input: Record<string, unknown>, token = a.token, lang = 'en') =>
    app
      .gql(
        `mutation($i: SellAlongOfferInput!) { createSellAlongOffer(input: $i) { __typename ${ERR}
          ... on MutationCreateSellAlongOfferSuccess { data { id status price minPrice marketplaceListingId sellAlong { productKey ean follow } } } } }`,
        { i: input },
        { token, lang },
      )
      .then((r) => r.body.data.createSellAlongOffer);
  const follow = (ids?: number[]) =>
    gql(
      `mutation($ids: [Int!]) { followSellAlongPrices(ids: $ids) { __typename ${ERR} ... on MutationFollowSellAlongPricesSuccess { data { checked repriced failures { id messageId } } } } }`,
      { ids },
    ).then((d) => d.followSellAlongPrices);

  it('finds a catalogue product by EAN or part number, offers it and follows the cheapest competitor down to the floor', async () => {
    const shop = await shopOf('emag', 'RO');
    const byEan = await find(shop.id, '5941234000011');
    expect(byEan.data).toEqual([expect.objectContaining({ productKey: 'EMG-1001', partNumber: 'HM-MUG-350', lowestPrice: '39.90', offeredListingId: null })]);
    expect((await find(shop.id, ' hm-mug-350 ')).data[0].productKey).toBe('EMG-1001');
    expect((await find(shop.id, '0000000000000')).data).toEqual([]);

    const made = await offer({
      shopId: shop.id,
      code: '5941234000011',
      productKey: 'EMG-1001',
      sellerSku: 'MUG-EMAG-1',
      price: '45.00',
      quantity: 5,
      floorPrice: '38.00',
      follow: true,
    });
    expect(made.__typename).toBe('MutationCreateSellAlongOfferSuccess');
    expect(made.data).toMatchObject({
      status: 'online',
      price: '45',
      minPrice: '38',
      sellAlong: { productKey: 'EMG-1001', ean: '5941234000011', follow: true },
    });
    expect(made.data.marketplaceListingId).toMatch(new RegExp(`^SBX${PLATFORM_TYPES.emag}-${shop.id}-`));
    expect((await find(shop.id, '5941234000011')).data[0].offeredListingId).toBe(made.data.id);

    // one cent under the cheapest competitor (39.90 → 39.89), then nothing to change
    expect((await follow([made.data.id])).data).toEqual({ checked: 1, repriced: 1, failures: [] });
    const after = await ctxA.db.listing.findUniqueOrThrow({ where: { id: made.data.id } });
    expect(after.price.toFixed(2)).toBe('39.89');
    expect((await follow()).data).toMatchObject({ repriced: 0 });

    // the floor holds: 40.00 floor above the competitor → the price stays at the floor
    const set = await gql(`mutation($id: Int!) { setSellAlongFollow(id: $id, follow: true, floorPrice: "40.00") { __typename ${ERR} } }`, { id: made.data.id });
    expect(set.setSellAlongFollow.__typename).toBe('MutationSetSellAlongFollowSuccess');
    await follow([made.data.id]);
    expect((await ctxA.db.listing.findUniqueOrThrow({ where: { id: made.data.id } })).price.toFixed(2)).toBe('40.00');
    // stopping and starting again without a floor keeps the one set; no floor at all cannot follow
    for (const f of [false, true]) {
      const r = await gql(`mutation($id: Int!, $f: Boolean!) { setSellAlongFollow(id: $id, follow: $f) { __typename ${ERR} } }`, { id: made.data.id, f });
      expect(r.setSellAlongFollow.__typename).toBe('MutationSetSellAlongFollowSuccess');
    }
    expect((await ctxA.db.listing.findUniqueOrThrow({ where: { id: made.data.id } })).minPrice?.toFixed(2)).toBe('40.00');
    await gql(`mutation($id: Int!) { setSellAlongFollow(id: $id, follow: false, floorPrice: null) { __typename } }`, { id: made.data.id });
    const noFloor = await gql(`mutation($id: Int!) { setSellAlongFollow(id: $id, follow: true) { __typename ${ERR} } }`, { id: made.data.id });
    expect(noFloor.setSellAlongFollow.__typename).not.toBe('MutationSetSellAlongFollowSuccess');
    expect((await ctxA.db.listing.findUniqueOrThrow({ where: { id: made.data.id } })).minPrice).toBeNull();

    // the offer is listed on the sell-along page
    const list = (await gql('{ sellAlongOffers(first: 10) { totalCount edges { node { id sellAlong { productKey } } } } }')).sellAlongOffers;
    expect(list.edges.map((e: { node: { id: number } }) => e.node.id)).toContain(made.data.id);
  });

  it('the schedule reprices followed offers as their company; offers not followed stay', async () => {
    const shop = await shopOf('emag', 'RO');
    const base = { shopId: shop.id, code: '5941234000011', productKey: 'EMG-1001', price: '45.00', quantity: 1, floorPrice: '38.00' };
    const followed = (await offer({ ...base, sellerSku: 'SCHED-1', follow: true })).data;
    const other = await shopOf('emag', 'RO');
    const still = (await offer({ ...base, shopId: other.id, sellerSku: 'SCHED-2', follow: false })).data;
    expect(await enqueueSellAlongFollows(app.platform)).toBeGreaterThanOrEqual(1);
    await app.platform.jobs.idle();
    expect((await ctxA.db.listing.findUniqueOrThrow({ where: { id: followed.id } })).price.toFixed(2)).toBe('39.89');
    expect((await ctxA.db.listing.findUniqueOrThrow({ where: { id: still.id } })).price.toFixed(2)).toBe('45.00');
  });

  it('bad input, a second offer of the same product and a duplicate SKU write nothing, in zh and en', async () => {
    const shop = await shopOf('emag', 'RO');
    const count = () => ctxA.db.listing.count({ where: { shopId: shop.id } });
    const base = { shopId: shop.id, code: 'CX-USBC-1M', productKey: 'EMG-1003', sellerSku: 'CABLE-1', price: '30.00', quantity: 2 };
    for (const [over, field, messageId] of [
      [{ price: '0' }, 'price', 'listing.pricePositive'],
      [{ price: '1.234' }, 'price', 'listing.priceInvalid'],
      [{ sellerSku: ' ' }, 'sellerSku', 'listing.skuRequired'],
      [{ quantity: -1 }, 'quantity', 'listing.quantityInteger'],
      [{ floorPrice: '31.00' }, 'floorPrice', 'sellAlong.floorAbovePrice'],
      [{ follow: true }, 'floorPrice', 'form.required'],
      [{ productKey: 'EMG-1001' }, 'productKey', 'sellAlong.productNotFound'],
    ] as const) {
      const r = await offer({ ...base, ...over });
      expect(r.fieldErrors?.[0]).toMatchObject({ field, messageId });
      const zh = await offer({ ...base, ...over }, a.token, 'zh');
      expect(zh.fieldErrors[0].message).not.toBe(r.fieldErrors[0].message);
    }
    expect(await count()).toBe(0);
    expect((await offer(base)).__typename).toBe('MutationCreateSellAlongOfferSuccess');
    const again = await offer({ ...base, sellerSku: 'CABLE-2' });
    expect(again.fieldErrors[0]).toMatchObject({ field: 'productKey', messageId: 'sellAlong.alreadyOffered' });
    // the marketplace's duplicate SKU rule (another product, same seller SKU)
    const dup = await offer({ ...base, code: 'SC-TOTE-N', productKey: 'EMG-1004' });
    expect(dup).toMatchObject({ __typename: 'BusinessError', messageId: 'listing.sandbox.duplicateSku' });
    expect(await count()).toBe(1);
  });

  it('another company’s shop and offers are not found', async () => {
    const shopB = await shopOf('emag', 'RO', ctxB);
    expect((await find(shopB.id, '5941234000011')).__typename).toBe('NotFoundError');
    const r = await offer({ shopId: shopB.id, code: '5941234000011', productKey: 'EMG-1001', sellerSku: 'X', price: '45.00', quantity: 1 });
    expect(r.__typename).toBe('NotFoundError');
    const mine = await shopOf('emag', 'RO', ctxB);
    const made = await offer({ shopId: mine.id, code: '5941234000011', productKey: 'EMG-1001', sellerSku: 'B-1', price: '45.00', quantity: 1 }, b.token);
    expect(made.__typename).toBe('MutationCreateSellAlongOfferSuccess');
    expect((await follow([made.data.id])).__typename).toBe('NotFoundError');
  });

  it('the following rule: one cent under the cheapest, never under the floor, nothing to follow without competitors', () => {
    expect(followedPrice('45.00', '38.00', [{ price: '42.50' }, { price: '39.90' }])).toBe('39.89');
    expect(followedPrice('45.00', '40.00', [{ price: '39.90' }])).toBe('40.00');
    expect(followedPrice('39.89', '38.00', [{ price: '39.90' }])).toBeNull();
    expect(followedPrice('45.00', '38.00', [])).toBeNull();
    expect(followedPrice('10.00', null, [{ price: '0.01' }])).toBe('0.01');
  });
});
