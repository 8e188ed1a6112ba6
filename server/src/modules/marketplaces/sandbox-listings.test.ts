// The sandbox marketplace's listing rules (sandbox-listings.ts), each once: credential, rate limit,
// categories and their required attributes, a small image, a duplicate SKU, idempotency by key,
// revise / end / relist, and the paged fetch.
import { describe, expect, it } from 'vitest';
import type { ListingPayload } from '../../platform/connectors';
import { SandboxConnector } from './connector';
import { SANDBOX_RATE_LIMIT_EVERY } from './sandbox-listings';

const shop = { id: 7, platformType: 1, site: 'US', shopName: 'sbx' };
const token = 'sbx_token';
const listing = (over: Partial<ListingPayload> = {}): ListingPayload => ({
  site: 'US',
  currency: 'USD',
  category: 'C110',
  sellerSku: 'MUG-RED',
  title: 'Ceramic mug',
  subtitle: '',
  description: 'A mug.',
  price: '9.90',
  quantity: 5,
  images: ['https://img.example.com/mug.jpg'],
  video: null,
  keywords: [],
  attributes: { material: 'ceramic' },
  shippingOptions: [],
  handlingDays: null,
  variations: [],
  ...over,
});
const sandbox = (rateLimitEvery = 0) => new SandboxConnector(1, () => Date.UTC(2026, 10, 27), { rateLimitEvery });
const publish = (c: SandboxConnector, over: Partial<ListingPayload> = {}, key = `k-${Math.random()}`) =>
  c.publishListing({ token, shop, listing: listing(over), idempotencyKey: key });

describe('sandbox listings', () => {
  it('refuses a credential it did not issue', async () => {
    expect(await sandbox().publishListing({ token: 'other', shop, listing: listing(), idempotencyKey: 'x' })).toMatchObject({
      ok: false,
      reasonId: 'marketplace.tokenInvalid',
    });
  });

  it('answers the category tree and each leaf’s attributes; an unknown or non-leaf category is refused', async () => {
    const c = sandbox();
    const roots = await c.listingCategories({ token, shop, parentId: '' });
    expect(roots.ok && roots.categories.map((x) => x.id)).toEqual(['C100', 'C200', 'C300']);
    const kitchen = await c.listingCategories({ token, shop, parentId: 'C100' });
    expect(kitchen.ok && kitchen.categories.every((x) => x.leaf)).toBe(true);
    expect(await c.categoryAttributes({ token, shop, categoryId: 'C120' })).toMatchObject({ ok: true, attributes: [{ name: 'wattage', required: true }] });
    expect(await publish(c, { category: 'C100' })).toMatchObject({ ok: false, reasonId: 'listing.sandbox.categoryUnknown' });
  });

  it('refuses a missing required attribute, a small image and a duplicate SKU with the marketplace’s words', async () => {
    const c = sandbox();
    expect(await publish(c, { attributes: {} })).toEqual({
      ok: false,
      reasonId: 'listing.sandbox.attributeMissing',
      params: { attribute: 'material' },
      message: 'Missing required item specific: material',
    });
    expect(await publish(c, { images: ['https://img.example.com/SMALL.png'] })).toMatchObject({ ok: false, reasonId: 'listing.sandbox.imageTooSmall' });
    expect(await publish(c)).toMatchObject({ ok: true, marketplaceListingId: 'SBX1-7-1' });
    expect(await publish(c, { variations: [{ sellerSku: 'MUG-RED', attributes: { color: 'red' }, price: '9.90', quantity: 1 }], sellerSku: '' })).toMatchObject(
      {
        ok: false,
        reasonId: 'listing.sandbox.duplicateSku',
        params: { sku: 'MUG-RED' },
      },
    );
  });

  it('answers the first answer of an idempotency key: never publishes twice', async () => {
    const c = sandbox();
    const first = await publish(c, {}, 'same');
    expect(await publish(c, { title: 'changed' }, 'same')).toEqual(first);
    const all = await c.fetchListings({ token, shop, cursor: '', limit: 10 });
    expect(all.ok && all.listings).toHaveLength(1);
  });

  it('refuses every Nth call of a shop with a retry-after, and that call does nothing', async () => {
    const c = sandbox(3);
    expect((await publish(c, { sellerSku: 'A' })).ok).toBe(true);
    expect((await publish(c, { sellerSku: 'B' })).ok).toBe(true);
    const limited = await publish(c, { sellerSku: 'C' }, 'k3');
    expect(limited).toMatchObject({ ok: false, reasonId: 'listing.sandbox.rateLimited', retryAfterSeconds: 2 });
    expect(await publish(c, { sellerSku: 'C' }, 'k3')).toMatchObject({ ok: true, marketplaceListingId: 'SBX1-7-3' });
    expect(SANDBOX_RATE_LIMIT_EVERY).toBe(20);
    const other = await c.publishListing({ token, shop: { ...shop, id: 8 }, listing: listing(), idempotencyKey: 'o' });
    expect(other.ok).toBe(true); // counted per shop
  });

  it('revises, ends and relists by the marketplace id; fetches the shop’s listings in pages', async () => {
    const c = sandbox();
    const p = await publish(c);
    const id = p.ok ? p.marketplaceListingId : '';
    expect(await c.reviseListing({ token, shop, marketplaceListingId: id, revision: { price: '12.00', quantity: 2 } })).toEqual({ ok: true });
    expect(await c.reviseListing({ token, shop, marketplaceListingId: 'nope', revision: { price: '1.00' } })).toMatchObject({
      reasonId: 'listing.sandbox.notFound',
    });
    expect(await c.relistListing({ token, shop, marketplaceListingId: id, idempotencyKey: 'r0' })).toMatchObject({ reasonId: 'listing.sandbox.notEnded' });
    expect(await c.endListing({ token, shop, marketplaceListingId: id })).toEqual({ ok: true });
    expect(await c.endListing({ token, shop, marketplaceListingId: id })).toEqual({ ok: true });
    expect(await c.reviseListing({ token, shop, marketplaceListingId: id, revision: { price: '1.00' } })).toMatchObject({ reasonId: 'listing.sandbox.ended' });
    const relisted = await c.relistListing({ token, shop, marketplaceListingId: id, idempotencyKey: 'r1' });
    expect(relisted).toEqual({ ok: true, marketplaceListingId: 'SBX1-7-2' });
    expect(await c.relistListing({ token, shop, marketplaceListingId: id, idempotencyKey: 'r1' })).toEqual(relisted);
    const page1 = await c.fetchListings({ token, shop, cursor: '', limit: 1 });
    expect(page1).toMatchObject({
      ok: true,
      hasMore: true,
      nextCursor: '1',
      listings: [{ marketplaceListingId: id, status: 'ended', price: '12.00', quantity: 2 }],
    });
    const page2 = await c.fetchListings({ token, shop, cursor: '1', limit: 1 });
    expect(page2).toMatchObject({ ok: true, hasMore: false, listings: [{ marketplaceListingId: 'SBX1-7-2', status: 'active' }] });
  });
});
