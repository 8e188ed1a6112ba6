// Properties of the product library rules (spec 02 §5 'Rejection needs a reason', 'Product
// library: at least one master image and one platform'; batch actions need a ticked product).
import { expect, it } from 'vitest';
import { PRODUCT_BATCH_MAX, catalogSubmitProblems } from './catalog';
import { badId, blank, brk, covers, fc, fuzz, id, ids, OMIT, optText, rel, tooLong } from './fuzz.support';

fuzz('productIdsInput', {
  valid: fc.record({ ids: ids(1, 50) }),
  accepts: (input, out) => expect(out.ids).toEqual(input.ids),
  breaks: [
    brk('ids', 'inventory.tickAtLeastOne', fc.constant([])),
    brk('ids', 'catalog.batchTooLarge', fc.array(id, { minLength: PRODUCT_BATCH_MAX + 1, maxLength: PRODUCT_BATCH_MAX + 5 })),
    brk('ids.0', 'validation.integerIds', badId, { field: 'ids' }),
  ],
});

fuzz('reviewProductsInput', {
  valid: fc.oneof(
    fc.record({ ids: ids(1, 20), approve: fc.constant(true), reason: optText(500) }, { requiredKeys: ['ids', 'approve'] }),
    fc.record({ ids: ids(1, 20), approve: fc.constant(false), reason: fc.string({ minLength: 1, maxLength: 400 }).filter((s) => s.trim().length > 0) }),
  ),
  accepts: (input, out) => expect(out.reason).toBe((input.reason ?? '').trim()),
  breaks: [
    rel('reason', 'catalog.rejectReasonRequired', (v) => blank.map((reason) => ({ ...v, approve: false, reason }))),
    brk('approve', 'validation.required', fc.oneof(fc.constant(OMIT as never), fc.constantFrom('yes', 1, null))),
    brk('reason', 'validation.tooLong', tooLong(500)),
    brk('ids', 'inventory.tickAtLeastOne', fc.constant([])),
  ],
});

fuzz('openingStockInput', {
  valid: fc.record({ openingWarehouseId: fc.option(id, { nil: null }) }, { requiredKeys: [] }),
  accepts: (input, out) => expect(out.openingWarehouseId).toBe(input.openingWarehouseId ?? null),
  breaks: [brk('openingWarehouseId', 'validation.integerIds', badId)],
});

covers('catalogSubmitProblems', () => {
  it('needs a main image, a SKU and a platform; reports exactly the missing ones', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', 'https://a/b.png'),
        fc.integer({ min: 0, max: 3 }),
        fc.array(fc.nat(60), { maxLength: 3 }),
        (mainImage, skus, platforms) => {
          const expected = [
            ...(mainImage ? [] : ['catalog.mainImageRequired']),
            ...(skus ? [] : ['catalog.skuRequired']),
            ...(platforms.length ? [] : ['catalog.platformRequired']),
          ];
          expect(catalogSubmitProblems({ mainImage, skus, platforms })).toEqual(expected);
        },
      ),
    );
  });
});
