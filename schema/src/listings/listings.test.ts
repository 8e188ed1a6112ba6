// The listing rules against the spec's numbers (spec 02 §4, §5 'Listing', §9): every definition's
// limits, every rule broken once (with its field and message), every illegal lifecycle move.
import { describe, expect, it } from 'vitest';
import { PLATFORM_TYPES, type PlatformName } from '../constants';
import { LISTING_MARKETPLACES } from '../marketplace-labels';
import { canTransition } from '../rules/inventory';
import { messages } from '../messages/index';
import { LISTING_LIMITS } from './definition';
import { LISTING_DEFINITIONS, listingDefinitionOf } from './definitions';
import { listingContentInput, listingProblems, ratioAllowed, sameSiteProblems, type ListingContent } from './problems';
import { LISTING_EDITABLE, LISTING_STATUSES, LISTING_TRANSITIONS, type ListingAction, type ListingStatus } from './states';

const MB = 1024 * 1024;
const D = LISTING_DEFINITIONS;

describe('marketplace definitions', () => {
  it('cover all 35 marketplaces of spec 01 §3 with their platform type numbers', () => {
    expect(Object.keys(D).sort()).toEqual([...LISTING_MARKETPLACES].sort());
    expect(Object.keys(D)).toHaveLength(35);
    for (const [name, def] of Object.entries(D)) {
      expect(def.marketplace).toBe(name);
      expect(def.platformType).toBe(PLATFORM_TYPES[name as PlatformName]);
      expect(listingDefinitionOf(def.platformType)).toBe(def);
      expect(def.sites.length).toBeGreaterThan(0);
      for (const s of def.sites) expect(s.currency).toMatch(/^[A-Z]{3}$/);
    }
    expect(listingDefinitionOf(3)).toBeUndefined();
  });

  it('hold the generic numbers of spec 02 §5 and §9', () => {
    expect(LISTING_LIMITS).toMatchObject({
      titleMax: 100,
      descriptionMin: 5,
      descriptionMax: 2000,
      imagesMin: 1,
      imagesMax: 20,
      imageMaxBytes: 3 * MB,
      imageMinSide: 800,
      imageMaxSide: 2200,
      variationImagesMin: 3,
      variationImagesMax: 8,
      videoMaxSeconds: 30,
      variantAttributes: 2,
      variants: 5,
      labelsMin: 2,
      labelsMax: 10,
      keywordsMax: 10,
      customAttributes: 10,
      freeImages: 20,
      extraImageFeeEur: '0.09',
      colorBlockPx: 80,
    });
    expect(LISTING_LIMITS.imageFormats).toEqual(['jpg', 'jpeg', 'png']);
    expect(LISTING_LIMITS.imageRatios).toEqual(['1:1', '3:4', '4:5', '13:16']);
    const g = D.otto;
    expect(g).toMatchObject({ title: { max: 100 }, description: { min: 5, max: 2000 }, variations: { maxAttributes: 2, maxVariations: 5 } });
    expect(g.images).toMatchObject({ min: 1, max: 20, maxBytes: 3 * MB, minSide: 800, maxSide: 2200, perVariation: { min: 3, max: 8 } });
    expect(g.video).toMatchObject({ maxSeconds: 30 });
    expect(g.attributes).toEqual([]);
  });

  it('hold each marketplace’s own numbers', () => {
    expect(D.ebay.video).toEqual({ formats: ['mp4'], maxBytes: 150 * MB, maxSeconds: 30, maxHeight: 1080 });
    expect(D.ebay.shipping).toEqual({ minOptions: 1, uniqueServices: true, internationalNeedsCountry: true });
    expect(D.ebay.zeroMeansUnchanged).not.toContain('handlingDays'); // processing time 0 = same working day
    expect(D.wish.video?.maxBytes).toBe(50 * MB);
    expect(D.ozon.images.maxBytes).toBe(10 * MB);
    expect(D.ozon.video).toEqual({ formats: ['mp4', 'mov'], maxBytes: 20 * MB, maxSeconds: 30, maxHeight: null });
    expect(D.shopee.images.maxBytes).toBe(10 * MB);
    expect(D.shopee.variations).toEqual({ maxAttributes: 2, maxVariations: 50 });
    expect(D.shopee.attributes.find((a) => a.name === 'leadTime')).toMatchObject({ min: 4, max: 10 });
    expect(D.tiktok.images).toMatchObject({ formats: ['png', 'jpg', 'jpeg'], max: 3 });
    expect(D.cdiscount.description.max).toBe(2000);
    expect(D.cdiscount.shipping.minOptions).toBe(1);
    expect(D.cdiscount.attributes.find((a) => a.name === 'packingUnit')?.required).toBe(true);
    expect(D.mediamarket.attributes.find((a) => a.name === 'ean')?.pattern?.test('1234567890123')).toBe(true);
    expect(D.mediamarket.attributes.find((a) => a.name === 'ean')?.pattern?.test('123456789012')).toBe(false);
    expect(D.amazon.attributes.map((a) => a.name)).toEqual(['brand', 'productId']);
    expect(D.allegro.attributes.find((a) => a.name === 'condition')?.required).toBe(true);
    // a variation's EAN: 8 or 12 to 14 digits where given; MediaMarkt: exactly 13, on every variation
    expect(D.otto.variationEan).toMatchObject({ messageId: 'listing.barcodeFormat', required: false });
    expect(['12345678', '123456789012', '12345678901234'].map((e) => D.otto.variationEan.pattern.test(e))).toEqual([true, true, true]);
    expect(['1234567', '1234567890', '123456789012345'].map((e) => D.otto.variationEan.pattern.test(e))).toEqual([false, false, false]);
    expect(D.mediamarket.variationEan).toMatchObject({ messageId: 'listing.ean13', required: true });
    expect(['1234567890123', '123456789012', '12345678'].map((e) => D.mediamarket.variationEan.pattern.test(e))).toEqual([true, false, false]);
  });

  it('name every attribute in zh and en', () => {
    for (const def of Object.values(D)) for (const a of def.attributes) expect(messages.zh[`listing.attribute.${a.name}` as never], a.name).toBeTruthy();
  });
});

const img = (n: number, over: Partial<{ url: string; width: number; height: number; bytes: number }> = {}) => ({
  url: `https://img.example.com/p${n}.jpg`,
  width: 1000,
  height: 1000,
  bytes: 500_000,
  ...over,
});

/** A listing every definition accepts once its own attributes are added. */
function valid(over: Partial<ListingContent> = {}, site = 'US'): ListingContent {
  return listingContentInput.parse({
    site,
    currency: '',
    category: 'C110',
    sellerSku: 'MUG-RED',
    title: 'Ceramic mug, red',
    description: 'A red ceramic mug, 350 ml.',
    price: '9.90',
    quantity: 10,
    images: [img(1), img(2)],
    shippingOptions: [{ service: 'Standard', cost: '3.00', additionalCost: '1.00' }],
    ...over,
  });
}
const ebay = (over: Partial<ListingContent> = {}) => valid({ attributes: { condition: 'new' }, ...over });

describe('listingProblems: a valid listing passes on each marketplace with a file of its own', () => {
  it.each([
    ['ebay', 'US', { condition: 'new' }],
    ['amazon', 'DE', { brand: 'Acme', productId: '4006381333931' }],
    ['shopee', 'MY', { weight: 350, leadTime: 5 }],
    ['tiktok', 'US', { packageWeight: 400 }],
    ['allegro', 'PL', { condition: 'new' }],
    ['ozon', 'RU', { brand: 'Acme' }],
    ['cdiscount', 'FR', { packingUnit: 1 }],
    ['mediamarket', 'DE', { ean: '4006381333931' }],
    ['otto', 'DE', {}],
  ] as const)('%s', (m, site, attributes) => {
    expect(listingProblems(D[m], valid({ attributes }, site))).toEqual([]);
  });
});

describe('listingProblems: every rule broken once names its field and message', () => {
  const cases: [string, PlatformName, () => ListingContent, string, string][] = [
    ['an unknown site', 'ebay', () => ebay({ site: 'BR' }), 'site', 'listing.siteUnknown'],
    ['another currency than the site’s', 'ebay', () => ebay({ currency: 'EUR' }), 'currency', 'listing.currencyOfSite'],
    ['no category', 'ebay', () => ebay({ category: '' }), 'category', 'listing.categoryRequired'],
    ['no title', 'ebay', () => ebay({ title: ' ' }), 'title', 'listing.titleRequired'],
    ['a title over 100 characters', 'ebay', () => ebay({ title: 'x'.repeat(101) }), 'title', 'listing.titleTooLong'],
    [
      'a subtitle where there is none',
      'amazon',
      () => valid({ subtitle: 'x', site: 'DE', attributes: { brand: 'A', productId: '12345678' } }, 'DE'),
      'subtitle',
      'listing.subtitleNotSupported',
    ],
    ['a description under 5 characters', 'ebay', () => ebay({ description: 'abc' }), 'description', 'listing.descriptionLength'],
    [
      'a Cdiscount description over 2,000 characters',
      'cdiscount',
      () => valid({ description: 'x'.repeat(2001), attributes: { packingUnit: 1 } }, 'FR'),
      'description',
      'listing.descriptionLength',
    ],
    ['11 keywords', 'ebay', () => ebay({ keywords: Array.from({ length: 11 }, (_, i) => `k${i}`) }), 'keywords', 'listing.keywordsCount'],
    ['a repeated keyword', 'ebay', () => ebay({ keywords: ['mug', 'Mug'] }), 'keywords', 'listing.repeated'],
    ['one label', 'ebay', () => ebay({ labels: ['red'] }), 'labels', 'listing.labelsCount'],
    ['11 labels', 'ebay', () => ebay({ labels: Array.from({ length: 11 }, (_, i) => `l${i}`) }), 'labels', 'listing.labelsCount'],
    ['a price of 0', 'ebay', () => ebay({ price: '0' }), 'price', 'listing.pricePositive'],
    ['a quantity of 0 without variants', 'ebay', () => ebay({ quantity: 0 }), 'quantity', 'listing.quantityPositive'],
    ['a tax rate over 100', 'ebay', () => ebay({ taxRate: '120' }), 'taxRate', 'listing.taxRate'],
    ['a max price not above the min price', 'ebay', () => ebay({ minPrice: '10.00', maxPrice: '10.00' }), 'maxPrice', 'listing.priceRange'],
    ['max shipping days under the min', 'ebay', () => ebay({ handlingDaysMin: 5, handlingDaysMax: 3 }), 'handlingDaysMax', 'listing.shippingDays'],
    ['no seller SKU', 'ebay', () => ebay({ sellerSku: '' }), 'sellerSku', 'listing.skuRequired'],
    ['no image', 'ebay', () => ebay({ images: [] }), 'images', 'listing.imagesCount'],
    ['21 images', 'ebay', () => ebay({ images: Array.from({ length: 21 }, (_, i) => img(i)) }), 'images', 'listing.imagesCount'],
    [
      '4 images on TikTok',
      'tiktok',
      () => valid({ images: [img(1), img(2), img(3), img(4)], attributes: { packageWeight: 1 } }),
      'images',
      'listing.imagesCount',
    ],
    ['a GIF image', 'ebay', () => ebay({ images: [img(1, { url: 'https://x/p.gif' })] }), 'images.0', 'listing.imageFormat'],
    ['an image name in Chinese', 'ebay', () => ebay({ images: [img(1, { url: 'https://x/杯子.jpg' })] }), 'images.0', 'listing.imageName'],
    ['an image over 3 MB', 'ebay', () => ebay({ images: [img(1, { bytes: 3 * MB + 1 })] }), 'images.0', 'listing.imageFileSize'],
    ['an image under 800×800', 'ebay', () => ebay({ images: [img(1, { width: 799, height: 799 })] }), 'images.0', 'listing.imageTooSmall'],
    ['an image over 2200 px', 'ebay', () => ebay({ images: [img(1, { width: 2400, height: 2400 })] }), 'images.0', 'listing.imageTooLarge'],
    ['an image of a wrong ratio', 'ebay', () => ebay({ images: [img(1, { width: 1600, height: 900 })] }), 'images.0', 'listing.imageRatio'],
    ['the same image twice', 'ebay', () => ebay({ images: [img(1), img(1)] }), 'images.1', 'listing.imageRepeated'],
    [
      'an Ozon image over 10 MB',
      'ozon',
      () => valid({ images: [img(1, { bytes: 10 * MB + 1 })], attributes: { brand: 'A' } }, 'RU'),
      'images.0',
      'listing.imageFileSize',
    ],
    [
      'a video over 30 s',
      'ebay',
      () => ebay({ video: { url: 'https://v/a.mp4', seconds: 31, bytes: MB, height: 720 } }),
      'video.seconds',
      'listing.videoTooLong',
    ],
    [
      'an eBay video over 150 MB',
      'ebay',
      () => ebay({ video: { url: 'https://v/a.mp4', seconds: 20, bytes: 151 * MB, height: 720 } }),
      'video.bytes',
      'listing.videoFileSize',
    ],
    [
      'an eBay video above 1080p',
      'ebay',
      () => ebay({ video: { url: 'https://v/a.mp4', seconds: 20, bytes: MB, height: 2160 } }),
      'video.height',
      'listing.videoResolution',
    ],
    [
      'an eBay video not MP4',
      'ebay',
      () => ebay({ video: { url: 'https://v/a.mov', seconds: 20, bytes: MB, height: 720 } }),
      'video.url',
      'listing.videoFormat',
    ],
    [
      'a Wish video over 50 MB',
      'wish',
      () => valid({ video: { url: 'https://v/a.mp4', seconds: 20, bytes: 51 * MB, height: 720 } }),
      'video.bytes',
      'listing.videoFileSize',
    ],
    [
      'an Ozon video over 20 MB',
      'ozon',
      () => valid({ video: { url: 'https://v/a.mov', seconds: 20, bytes: 21 * MB, height: 720 }, attributes: { brand: 'A' } }, 'RU'),
      'video.bytes',
      'listing.videoFileSize',
    ],
    [
      'an Ozon video over 30 s',
      'ozon',
      () => valid({ video: { url: 'https://v/a.mp4', seconds: 31, bytes: MB, height: 720 }, attributes: { brand: 'A' } }, 'RU'),
      'video.seconds',
      'listing.videoTooLong',
    ],
    [
      'no logistics method on Cdiscount',
      'cdiscount',
      () => valid({ shippingOptions: [], attributes: { packingUnit: 1 } }, 'FR'),
      'shippingOptions',
      'listing.shippingRequired',
    ],
    [
      'a continuation fee above the fee',
      'ebay',
      () => ebay({ shippingOptions: [{ service: 'S', international: false, cost: '1.00', additionalCost: '2.00', countries: [] }] }),
      'shippingOptions.0.additionalCost',
      'listing.additionalCost',
    ],
    [
      'duplicate eBay domestic shipping options',
      'ebay',
      () =>
        ebay({
          shippingOptions: ['Standard', 'standard'].map((service) => ({ service, international: false, cost: '1.00', additionalCost: '0', countries: [] })),
        }),
      'shippingOptions.1.service',
      'listing.shippingRepeated',
    ],
    [
      'eBay international shipping without a country',
      'ebay',
      () => ebay({ shippingOptions: [{ service: 'Intl', international: true, cost: '9.00', additionalCost: '0', countries: [] }] }),
      'shippingOptions.0.countries',
      'listing.shippingCountry',
    ],
    ['no eBay condition', 'ebay', () => ebay({ attributes: {} }), 'attributes.condition', 'listing.attributeRequired'],
    ['an eBay condition not offered', 'ebay', () => ebay({ attributes: { condition: 'broken' } }), 'attributes.condition', 'listing.attributeOption'],
    ['a Shopee lead time of 3', 'shopee', () => valid({ attributes: { weight: 1, leadTime: 3 } }, 'MY'), 'attributes.leadTime', 'listing.attributeRange'],
    ['a Shopee lead time of 11', 'shopee', () => valid({ attributes: { weight: 1, leadTime: 11 } }, 'MY'), 'attributes.leadTime', 'listing.attributeRange'],
    [
      'an Amazon product id of 10 digits',
      'amazon',
      () => valid({ attributes: { brand: 'A', productId: '1234567890' } }, 'DE'),
      'attributes.productId',
      'listing.barcodeFormat',
    ],
    [
      'an Amazon brand over 50 characters',
      'amazon',
      () => valid({ attributes: { brand: 'x'.repeat(51), productId: '12345678' } }, 'DE'),
      'attributes.brand',
      'listing.attributeTooLong',
    ],
    ['a MediaMarkt EAN of 12 digits', 'mediamarket', () => valid({ attributes: { ean: '123456789012' } }, 'DE'), 'attributes.ean', 'listing.ean13'],
    [
      'a MediaMarkt document not PDF',
      'mediamarket',
      () => valid({ attributes: { ean: '1234567890123', document: 'https://d/a.docx' } }, 'DE'),
      'attributes.document',
      'listing.pdfOnly',
    ],
    [
      'a MediaMarkt SKU with a space',
      'mediamarket',
      () => valid({ sellerSku: 'MUG RED', attributes: { ean: '1234567890123' } }, 'DE'),
      'sellerSku',
      'listing.codeCharacters',
    ],
    ['no Cdiscount packing unit', 'cdiscount', () => valid({ attributes: {} }, 'FR'), 'attributes.packingUnit', 'listing.attributeRequired'],
    [
      '11 attributes of one’s own',
      'otto',
      () => valid({ attributes: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`a${i}`, 'x'])) }, 'DE'),
      'attributes',
      'listing.attributesTooMany',
    ],
  ];
  it.each(cases)('%s', (_name, m, listing, field, messageId) => {
    const problems = listingProblems(D[m], listing());
    expect(problems).toContainEqual(expect.objectContaining({ field, messageId }));
    expect(messages.en[messageId as never], messageId).toBeTruthy();
    expect(messages.zh[messageId as never], messageId).toBeTruthy();
  });
});

describe('listingProblems: variants', () => {
  const v = (sellerSku: string, attributes: Record<string, string>, over: Record<string, unknown> = {}) => ({
    sellerSku,
    attributes,
    price: '9.90',
    quantity: 3,
    ...over,
  });
  const withVariants = (variations: unknown[], variationAttributes = ['color', 'size'], m: PlatformName = 'otto') =>
    listingProblems(D[m], valid({ sellerSku: '', variationAttributes, variations: variations as never }, 'DE'));

  it('accepts up to two attributes and distinct mappings (and quantity 0 on a variant)', () => {
    expect(withVariants([v('A-R-S', { color: 'red', size: 'S' }), v('A-R-M', { color: 'red', size: 'M' }, { quantity: 0 })])).toEqual([]);
  });
  it.each([
    [
      'three attributes',
      () => withVariants([v('A', { color: 'r', size: 'S', fit: 'x' })], ['color', 'size', 'fit']),
      'variationAttributes',
      'listing.variantAttributes',
    ],
    ['variants without attribute names', () => withVariants([v('A', {})], []), 'variationAttributes', 'listing.variantAttributesRequired'],
    ['a missing attribute value', () => withVariants([v('A', { color: 'red' })]), 'variations.0.attributes', 'listing.variantAttributesMismatch'],
    [
      'two identical mappings',
      () => withVariants([v('A', { color: 'red', size: 'S' }), v('B', { color: 'Red', size: 's' })]),
      'variations.1.attributes',
      'listing.variantMappingSame',
    ],
    [
      'a repeated SKU',
      () => withVariants([v('A', { color: 'r', size: 'S' }), v('a', { color: 'r', size: 'M' })]),
      'variations.1.sellerSku',
      'listing.skuRepeated',
    ],
    [
      'a repeated EAN',
      () => withVariants([v('A', { color: 'r', size: 'S' }, { ean: '12345678' }), v('B', { color: 'r', size: 'M' }, { ean: '12345678' })]),
      'variations.1.ean',
      'listing.eanRepeated',
    ],
    [
      'a repeated barcode',
      () => withVariants([v('A', { color: 'r', size: 'S' }, { barcode: 'X1' }), v('B', { color: 'r', size: 'M' }, { barcode: 'X1' })]),
      'variations.1.barcode',
      'listing.barcodeRepeated',
    ],
    [
      '6 variants',
      () => withVariants(['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((s) => v(`A-${s}`, { color: 'r', size: s }))),
      'variations',
      'listing.variantsCount',
    ],
    [
      'a variant with 2 images',
      () => withVariants([v('A', { color: 'r', size: 'S' }, { images: [img(1), img(2)] })]),
      'variations.0.images',
      'listing.variantImages',
    ],
    [
      'a variant with 9 images',
      () => withVariants([v('A', { color: 'r', size: 'S' }, { images: Array.from({ length: 9 }, (_, i) => img(i)) })]),
      'variations.0.images',
      'listing.variantImages',
    ],
    ['a variant without SKU', () => withVariants([v('', { color: 'r', size: 'S' })]), 'variations.0.sellerSku', 'listing.skuRequired'],
    [
      'a variant EAN of 10 digits',
      () => withVariants([v('A', { color: 'r', size: 'S' }), v('B', { color: 'r', size: 'M' }, { ean: '1234567890' })]),
      'variations.1.ean',
      'listing.barcodeFormat',
    ],
    [
      'a MediaMarkt variant EAN of 12 digits',
      () =>
        withVariants(
          [v('A', { color: 'r', size: 'S' }, { ean: '4006381333931' }), v('B', { color: 'r', size: 'M' }, { ean: '400638133393' })],
          ['color', 'size'],
          'mediamarket',
        ),
      'variations.1.ean',
      'listing.ean13',
    ],
    [
      'a MediaMarkt variant without EAN',
      () => withVariants([v('A', { color: 'r', size: 'S' })], ['color', 'size'], 'mediamarket'),
      'variations.0.ean',
      'listing.eanRequired',
    ],
    [
      'a variant image under 800×800',
      () =>
        withVariants([v('A', { color: 'r', size: 'S' }), v('B', { color: 'r', size: 'M' }, { images: [img(1), img(2, { width: 700, height: 700 }), img(3)] })]),
      'variations.1.images.1',
      'listing.imageTooSmall',
    ],
    [
      'a variant image of a wrong ratio',
      () => withVariants([v('A', { color: 'r', size: 'S' }, { images: [img(1, { width: 1600, height: 900 }), img(2), img(3)] })]),
      'variations.0.images.0',
      'listing.imageRatio',
    ],
    [
      'a variant image over 3 MB',
      () => withVariants([v('A', { color: 'r', size: 'S' }, { images: [img(1), img(2), img(3, { bytes: 3 * MB + 1 })] })]),
      'variations.0.images.2',
      'listing.imageFileSize',
    ],
    [
      'a GIF variant image',
      () => withVariants([v('A', { color: 'r', size: 'S' }, { images: [img(1, { url: 'https://x/p.gif' }), img(2), img(3)] })]),
      'variations.0.images.0',
      'listing.imageFormat',
    ],
    [
      'a variant image name in Chinese',
      () => withVariants([v('A', { color: 'r', size: 'S' }, { images: [img(1), img(2, { url: 'https://x/杯子.jpg' }), img(3)] })]),
      'variations.0.images.1',
      'listing.imageName',
    ],
    [
      'the same variant image twice',
      () => withVariants([v('A', { color: 'r', size: 'S' }, { images: [img(1), img(2), img(1)] })]),
      'variations.0.images.2',
      'listing.imageRepeated',
    ],
  ])('%s', (_name, problems, field, messageId) => {
    expect(problems()).toContainEqual(expect.objectContaining({ field, messageId }));
    expect(messages.en[messageId as never], messageId).toBeTruthy();
    expect(messages.zh[messageId as never], messageId).toBeTruthy();
  });
  it('accepts a variant with 3 valid images and EANs of the library’s formats; MediaMarkt with 13 digits on each', () => {
    expect(
      withVariants([
        v('A', { color: 'r', size: 'S' }, { ean: '12345678', barcode: 'B-1', images: [img(1), img(2), img(3)] }),
        v('B', { color: 'r', size: 'M' }, { ean: '4006381333931' }),
      ]),
    ).toEqual([]);
    expect(
      listingProblems(
        D.mediamarket,
        valid(
          {
            sellerSku: '',
            attributes: { ean: '4006381333931' },
            variationAttributes: ['color'],
            variations: [v('A', { color: 'r' }, { ean: '4006381333931' }), v('B', { color: 'b' }, { ean: '4006381333948' })] as never,
          },
          'DE',
        ),
      ),
    ).toEqual([]);
  });
  it('allows 50 variants on Shopee, not 51', () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => v(`S-${i}`, { color: `c${i}`, size: 'M' }));
    const shopee = (n: number) =>
      listingProblems(
        D.shopee,
        valid({ sellerSku: '', variationAttributes: ['color', 'size'], variations: rows(n) as never, attributes: { weight: 1 } }, 'MY'),
      );
    expect(shopee(50)).toEqual([]);
    expect(shopee(51)).toContainEqual(expect.objectContaining({ field: 'variations', messageId: 'listing.variantsCount', params: { max: 50 } }));
  });
});

describe('listingProblems: video problems name the part that is wrong', () => {
  const video = (over: Partial<{ url: string; seconds: number; bytes: number; height: number }>) => ({
    url: 'https://v/a.mp4',
    seconds: 20,
    bytes: MB,
    height: 720,
    ...over,
  });
  it('a good video passes; each rule broken is on its own part, all at once', () => {
    expect(listingProblems(D.ebay, ebay({ video: video({}) }))).toEqual([]);
    const fields = listingProblems(D.ebay, ebay({ video: video({ url: 'https://v/a.avi', seconds: 31, bytes: 151 * MB, height: 2160 }) })).map((p) => [
      p.field,
      p.messageId,
    ]);
    expect(fields).toEqual([
      ['video.url', 'listing.videoFormat'],
      ['video.seconds', 'listing.videoTooLong'],
      ['video.bytes', 'listing.videoFileSize'],
      ['video.height', 'listing.videoResolution'],
    ]);
  });
  it('a marketplace that takes no video names the whole video', () => {
    const none = { ...D.otto, video: null };
    expect(listingProblems(none, valid({ video: video({}) }, 'DE'))).toEqual([{ field: 'video', messageId: 'listing.videoNotSupported', params: {} }]);
  });
});

describe('input shape and helpers', () => {
  it('refuses an amount with three decimals and a fractional quantity', () => {
    const r = listingContentInput.safeParse({ site: 'US', price: '1.234', quantity: 1.5 });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message).sort()).toEqual(['listing.priceInvalid', 'listing.quantityInteger']);
  });
  it('knows the spec’s image ratios', () => {
    expect(ratioAllowed(1000, 1000, LISTING_LIMITS.imageRatios)).toBe(true);
    expect(ratioAllowed(900, 1200, LISTING_LIMITS.imageRatios)).toBe(true);
    expect(ratioAllowed(800, 1000, LISTING_LIMITS.imageRatios)).toBe(true);
    expect(ratioAllowed(1300, 1600, LISTING_LIMITS.imageRatios)).toBe(true);
    expect(ratioAllowed(1200, 900, LISTING_LIMITS.imageRatios)).toBe(false);
  });
  it('refuses shops of different sites chosen together', () => {
    expect(sameSiteProblems([{ site: 'US' }, { site: 'US' }])).toEqual([]);
    expect(sameSiteProblems([{ site: 'US' }, { site: 'UK' }])).toEqual([{ field: 'shopIds', messageId: 'listing.sameSite', params: {} }]);
  });
});

describe('listing lifecycle (spec 02 §4)', () => {
  const allowed: Record<ListingAction, ListingStatus[]> = {
    publish: ['draft', 'publishFailed'],
    unqueue: ['toBePublished'],
    claim: ['toBePublished'],
    resume: ['publishing'],
    published: ['publishing'],
    fail: ['publishing'],
    retry: ['publishing'],
    revise: ['online'],
    end: ['online'],
    relist: ['takenDown'],
    remove: ['draft', 'publishFailed', 'takenDown'],
  };
  const moves = (Object.keys(allowed) as ListingAction[]).flatMap((a) => LISTING_STATUSES.map((s) => [a, s] as const));
  it.each(moves)('%s from %s', (action, from) => {
    expect(canTransition(LISTING_TRANSITIONS, action, from)).toBe(allowed[action].includes(from));
  });
  it('only draft or failed listings can be batch-published; a publishing one cannot be edited', () => {
    expect(LISTING_TRANSITIONS.publish.from).toEqual(['draft', 'publishFailed']);
    expect(LISTING_EDITABLE).not.toContain('publishing');
    expect(LISTING_EDITABLE).not.toContain('online');
    for (const s of LISTING_STATUSES) expect(messages.zh[`listing.status.${s}` as never]).toBeTruthy();
  });
});
