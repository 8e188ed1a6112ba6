// Demo listings for a first start (issue 19 point 8): on each demo shop of a marketplace with a
// listing definition of its own (eBay, Amazon, Shopee, TikTok, Allegro, Ozon) and of the
// listing-only demo shops (AliExpress, eMAG, Mercado Libre), listings in every state — drafts, one
// the marketplace refused (its image is too small for the sandbox), queued ones, online ones and a
// taken-down one — made from the demo SKUs through the listings service and the sandbox
// marketplace, so the /{marketplace}Listing* pages and the Mercado site page show the real
// lifecycle. Beyond those, for the tool pages:
//   - AliExpress: drafts made from the product library and a copy of an eBay listing, which the
//     seller has not completed yet (no category, no pictures): /aliExpressListingDiagnosis lists
//     their problems beside the complete listings;
//   - eMAG: three sell-along offers of sandbox catalogue products (found by EAN or part number),
//     two following the cheapest competitor, one of them already repriced: /emagSellAlong.
import { LISTING_DEFINITIONS, PLATFORM_TYPES, type PlatformName } from '@erp/schema';
import type { RequestContext } from '../platform/context';
import { createSellAlongOffer, findSellAlongProducts, followSellAlongPrices } from '../modules/listing-tools/listing-tools.service';
import { copyListings, createDraftsFromProducts, createListing, endListings, publishListings, runListingQueue } from '../modules/listings/listings.service';

const MARKETPLACES: PlatformName[] = ['ebay', 'amazon', 'shopee', 'tiktok', 'allegro', 'ozon', 'aliExpress', 'emag', 'mercado'];
const DAY = 86_400_000;

const image = (name: string, n: number) => ({ url: `https://img.example.com/demo/${name}-${n}.jpg`, width: 1000, height: 1000, bytes: 350_000 });

/** The attribute values a marketplace requires, plus the sandbox category's own (C110: material). */
function attributesOf(m: PlatformName): Record<string, unknown> {
  const out: Record<string, unknown> = { material: 'ceramic' };
  for (const a of LISTING_DEFINITIONS[m].attributes.filter((x) => x.required)) {
    if (a.type === 'int') out[a.name] = a.min ?? 1;
    else if (a.type === 'select') out[a.name] = a.options?.[0] ?? '';
    else out[a.name] = a.name === 'ean' || a.name === 'productId' ? '4006381333931' : 'Acme';
  }
  return out;
}

export async function seedListings(ctx: RequestContext, now = new Date()): Promise<number> {
  const skus = await ctx.db.sku.findMany({ where: { isCombo: false }, orderBy: { id: 'asc' }, take: 6, include: { product: true } });
  if (skus.length === 0) return 0;
  let made = 0;
  for (const m of MARKETPLACES) {
    const platformType = PLATFORM_TYPES[m];
    const shop = await ctx.db.shop.findFirst({ where: { platformType, status: 1 }, orderBy: { id: 'asc' } });
    if (!shop) continue;
    const def = LISTING_DEFINITIONS[m];
    const site = def.sites.some((s) => s.code === shop.site) ? shop.site : (def.sites[0]?.code ?? shop.site);
    const create = async (i: number, over: Record<string, unknown> = {}) => {
      const sku = skus[i % skus.length];
      const name = sku.sku.toLowerCase();
      const listing = await createListing(ctx, {
        platformType,
        shopId: shop.id,
        site,
        category: 'C110',
        skuId: sku.id,
        productId: sku.productId,
        sellerSku: `${sku.sku}-${m.toUpperCase()}`,
        title: `${sku.product.nameEn || sku.product.name} ${sku.options.join(' ')}`.trim().slice(0, def.title.max),
        description: `${sku.product.nameEn || sku.product.name}: demo listing on ${m}, ships from Shenzhen in 2 days.`,
        price: (Number(sku.price) || 9.9).toFixed(2),
        quantity: 20 + i * 5,
        images: [image(name, 1), image(name, 2)],
        shippingOptions: def.shipping.minOptions > 0 ? [{ service: 'Standard', cost: '3.00', additionalCost: '1.00' }] : [],
        attributes: attributesOf(m),
        keywords: ['demo', m],
        ...over,
      });
      made += 1;
      return listing.id;
    };
    // two drafts, one refused by the marketplace, two online, one taken down, one queued
    await create(0);
    await create(1);
    const refused = await create(2, { images: [{ ...image('small-mug', 1) }] });
    const online = [await create(3), await create(4)];
    const ended = await create(5);
    const ids = [refused, ...online, ended];
    const earlier = new Date(now.getTime() - DAY);
    await publishListings(ctx, platformType, ids, earlier);
    await runListingQueue(ctx, { now, where: { id: { in: ids } } });
    await endListings(ctx, platformType, [ended], now);
    const queued = await create(0, { sellerSku: `${skus[0].sku}-${m.toUpperCase()}-Q`, quantity: 8 });
    // queued for tomorrow, so the schedule leaves it in the queue for the demo
    await publishListings(ctx, platformType, [queued], new Date(now.getTime() + DAY));
  }
  made += await seedDiagnosis(ctx);
  made += await seedSellAlong(ctx);
  return made;
}

/** The first authorized demo shop of a marketplace. */
const shopOf = (ctx: RequestContext, m: PlatformName) =>
  ctx.db.shop.findFirst({ where: { platformType: PLATFORM_TYPES[m], status: 1 }, orderBy: { id: 'asc' } });

/**
 * AliExpress drafts the seller has still to complete: two from the product library (30 % markup;
 * no category, no pictures, the colours as variations) and a copy of an eBay online listing (the
 * category left to choose on the new marketplace). The diagnosis finds their problems.
 */
async function seedDiagnosis(ctx: RequestContext): Promise<number> {
  const shop = await shopOf(ctx, 'aliExpress');
  if (!shop) return 0;
  const platformType = PLATFORM_TYPES.aliExpress;
  const products = await ctx.db.product.findMany({ orderBy: { id: 'asc' }, take: 2, select: { id: true } });
  const fromLibrary = products.length
    ? await createDraftsFromProducts(ctx, platformType, {
        productIds: products.map((p) => p.id),
        shops: [{ shopId: shop.id, markupPercent: '30' }],
        quantity: 10,
      })
    : [];
  const ebay = await ctx.db.listing.findFirst({ where: { platformType: PLATFORM_TYPES.ebay, status: 'online' }, orderBy: { id: 'asc' } });
  const copied = ebay ? (await copyListings(ctx, PLATFORM_TYPES.ebay, { ids: [ebay.id], targetPlatformType: platformType, shopIds: [shop.id] })).ids : [];
  return fromLibrary.length + copied.length;
}

/** The sell-along offers: [EAN or part number searched, seller SKU, price, quantity, floor, follow]. */
const OFFERS: [code: string, sellerSku: string, price: string, quantity: number, floorPrice: string | null, follow: boolean][] = [
  ['5941234000011', 'SA-MUG-350', '44.90', 15, '36.00', true], // two competitors: followed down to 39.89
  ['CX-USBC-1M', 'SA-USBC-1M', '26.50', 40, null, false], // priced by hand
  ['5941234000042', 'SA-TOTE-N', '35.00', 8, '30.00', true], // nobody else sells it: nothing to follow
];

/** eMAG sell-along offers on the demo eMAG shop, found in the catalogue and offered as a seller does, then one price-following run. */
async function seedSellAlong(ctx: RequestContext): Promise<number> {
  const shop = await shopOf(ctx, 'emag');
  if (!shop) return 0;
  let made = 0;
  for (const [code, sellerSku, price, quantity, floorPrice, follow] of OFFERS) {
    const [product] = await findSellAlongProducts(ctx, { shopId: shop.id, code });
    if (!product) continue;
    await createSellAlongOffer(ctx, { shopId: shop.id, code, productKey: product.productKey, sellerSku, price, quantity, floorPrice, follow });
    made += 1;
  }
  if (made) await followSellAlongPrices(ctx, null);
  return made;
}
