// Properties of the listing rules (issue 19; the listings live in src/listings, their example
// tests in src/listings/listings.test.ts): the input's shape, and listingProblems /
// sameSiteProblems on generated listings of every marketplace.
import { expect, it } from 'vitest';
import { LISTING_DEFINITIONS, listingContentInput, listingProblems, sameSiteProblems, type ListingContent } from '../listings/index';
import { badMoney, brk, covers, expectMessageId, fc, fraction, fuzz, negativeInt } from './fuzz.support';

const image = fc.record({
  url: fc.integer({ min: 1, max: 1e6 }).map((n) => `https://img.example.com/p${n}.jpg`),
  width: fc.constant(1000),
  height: fc.constant(1000),
  bytes: fc.integer({ min: 1, max: 3_000_000 }),
});
const shape = fc.record({
  site: fc.constantFrom('US', 'DE', 'MY'),
  price: fc.stringMatching(/^[1-9]\d{0,5}(\.\d{1,2})?$/),
  quantity: fc.integer({ min: 0, max: 1e6 }),
  title: fc.string({ maxLength: 100 }),
  images: fc.uniqueArray(image, { minLength: 1, maxLength: 3, selector: (i) => i.url }),
});

fuzz('listingContentInput', {
  valid: shape,
  accepts: (input, out) => {
    expect(out.price).toBe(input.price);
    expect(out.images).toEqual(input.images);
  },
  breaks: [
    brk('price', 'listing.priceInvalid', badMoney),
    brk('quantity', 'listing.quantityInteger', fc.oneof(fraction, negativeInt)),
    brk('images.0.width', 'listing.mediaSize', fc.oneof(fraction, negativeInt), { field: 'images.0.width' }),
  ],
});

/** A listing of a marketplace that breaks none of its rules, built from its definition. */
function validFor(m: keyof typeof LISTING_DEFINITIONS, title: string, imageCount: number): ListingContent {
  const def = LISTING_DEFINITIONS[m];
  const attributes: Record<string, unknown> = {};
  for (const a of def.attributes.filter((x) => x.required))
    attributes[a.name] = a.type === 'int' ? (a.min ?? 1) : a.type === 'select' ? a.options![0] : a.name === 'ean' ? '1234567890123' : '12345678';
  return listingContentInput.parse({
    site: def.sites[0].code,
    category: 'C110',
    sellerSku: 'SKU-1',
    title,
    description: 'A listing description.',
    price: '9.90',
    quantity: 1,
    images: Array.from({ length: imageCount }, (_, i) => ({ url: `https://img.example.com/${i}.png`, width: 1000, height: 1000, bytes: 1000 })),
    shippingOptions: [{ service: 'Standard', cost: '3.00' }],
    attributes,
  });
}

covers('listingProblems', () => {
  const marketplace = fc.constantFrom(...(Object.keys(LISTING_DEFINITIONS) as (keyof typeof LISTING_DEFINITIONS)[]));
  it('finds nothing in a listing within every limit of its marketplace', () => {
    fc.assert(
      fc.property(
        marketplace,
        fc.string({ minLength: 1, maxLength: 100 }).filter((s) => s.trim().length > 0),
        fc.integer({ min: 1, max: 20 }),
        (m, title, n) => {
          const def = LISTING_DEFINITIONS[m];
          expect(listingProblems(def, validFor(m, title, Math.min(n, def.images.max)))).toEqual([]);
        },
      ),
    );
  });
  it('names the title of any title over the limit, and every problem has zh and en texts', () => {
    fc.assert(
      fc.property(marketplace, fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 30 }), (m, extra, n) => {
        const def = LISTING_DEFINITIONS[m];
        const problems = listingProblems(def, validFor(m, 'x'.repeat(def.title.max + extra), n));
        expect(problems).toContainEqual(expect.objectContaining({ field: 'title', messageId: 'listing.titleTooLong' }));
        if (n < def.images.min || n > def.images.max) expect(problems.map((p) => p.field)).toContain('images');
        for (const p of problems) expectMessageId(p.messageId);
      }),
    );
  });
});

covers('sameSiteProblems', () => {
  it('refuses exactly the choices with more than one site', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('US', 'UK', 'DE'), { maxLength: 6 }), (sites) => {
        const problems = sameSiteProblems(sites.map((site) => ({ site })));
        expect(problems.length > 0).toBe(new Set(sites).size > 1);
      }),
    );
  });
});
