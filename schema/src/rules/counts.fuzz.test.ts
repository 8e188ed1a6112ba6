// Properties of counting and label rules (spec 02 §5 'Inventory count', barcode batches;
// counted quantities whole numbers of 0 or more; EAN-13 check digit per GS1).
import { expect, it } from 'vitest';
import { BARCODE_TYPES } from './inventory';
import { COUNT_SAVE_MAX_LINES, LABEL_LAYOUTS, LABELS_MAX, barcodeBatchProblems, ean13CheckDigit, isValidEan13 } from './counts';
import { badId, brk, covers, fc, fraction, fuzz, id, ids, negativeInt, rel } from './fuzz.support';

fuzz('countedQuantity', {
  valid: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
  accepts: (input, out) => expect(out).toBe(input),
  breaks: [brk('', 'inventory.nonNegativeInteger', fc.oneof(negativeInt, fraction, fc.integer({ min: 10_000_001 }), fc.constant('5')))],
});

fuzz('countEntryInput', {
  valid: fc.record({
    taskId: id,
    lines: fc.array(fc.record({ lineId: id, countedQty: fc.option(fc.nat(10_000_000), { nil: null }) }), { minLength: 1, maxLength: 30 }),
  }),
  accepts: (input, out) => expect(out).toEqual(input),
  breaks: [
    brk('lines', 'inventory.tickAtLeastOne', fc.constant([])),
    brk(
      'lines',
      'counts.tooManySaved',
      fc.array(fc.constant({ lineId: 1, countedQty: 1 }), { minLength: COUNT_SAVE_MAX_LINES + 1, maxLength: COUNT_SAVE_MAX_LINES + 3 }),
    ),
    brk('lines.0.countedQty', 'inventory.nonNegativeInteger', fc.oneof(negativeInt, fraction)),
    brk('taskId', 'validation.integerIds', badId),
  ],
});

// Distinct SKUs whose label counts add up to at most LABELS_MAX.
const labelItems = ids(1, 10).chain((skuIds) =>
  fc
    .tuple(...skuIds.map(() => fc.integer({ min: 1, max: Math.floor(LABELS_MAX / skuIds.length) })))
    .map((qs) => skuIds.map((skuId, i) => ({ skuId, quantity: qs[i] }))),
);
fuzz('skuLabelsInput', {
  valid: fc.record({ items: labelItems, type: fc.constantFrom(...BARCODE_TYPES), layout: fc.constantFrom(...LABEL_LAYOUTS) }, { requiredKeys: ['items'] }),
  accepts: (input, out) => {
    expect(out.type).toBe(input.type ?? 'code128');
    expect(out.layout).toBe(input.layout ?? 'label');
  },
  breaks: [
    brk('items', 'inventory.productsRequired', fc.constant([])),
    rel(
      'items',
      'counts.tooManyLabels',
      (v) =>
        fc.integer({ min: 1, max: 100 }).map((extra) => ({
          ...v,
          items: [
            ...v.items,
            {
              skuId: 2 ** 31,
              quantity: Math.min(LABELS_MAX, LABELS_MAX - v.items.reduce((s: number, i: { quantity: number }) => s + i.quantity, 0) + extra),
            },
          ],
        })),
      { rule: 'more than LABELS_MAX in total' },
    ),
    rel('items.1.skuId', 'inventory.sameProductTwice', (v) =>
      fc.constant({
        ...v,
        items: [
          { ...v.items[0], quantity: 1 },
          { ...v.items[0], quantity: 1 },
        ],
      }),
    ),
    brk('items.0.quantity', 'inventory.quantityInteger', fc.oneof(fc.integer({ min: -5, max: 0 }), fraction)),
    brk('layout', 'counts.labelLayout', fc.constantFrom('a5', 'roll')),
  ],
});

covers('barcodeBatchProblems', () => {
  it('an EAN-13 prefix must be 0..11 digits; other types take any prefix', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BARCODE_TYPES),
        fc.oneof(fc.stringMatching(/^\d{0,11}$/), fc.stringMatching(/^\d{12,16}$/), fc.stringMatching(/^[A-Z-]{1,5}\d{0,3}$/)),
        (type, prefix) => {
          const ok = type !== 'ean13' || /^\d{0,11}$/.test(prefix);
          expect(barcodeBatchProblems({ type, prefix })).toEqual(ok ? [] : [{ field: 'prefix', messageId: 'counts.ean13Prefix' }]);
        },
      ),
    );
  });
});

covers('isValidEan13', () => {
  it('12 digits plus their check digit is valid; any other last digit is not', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), fc.nat(9), (body, d) => {
        expect(isValidEan13(body + d)).toBe(d === ean13CheckDigit(body));
      }),
    );
  });
  it('anything that is not 13 digits is invalid, never an exception', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^\d{13}$/.test(s)),
        (s) => {
          expect(isValidEan13(s)).toBe(false);
        },
      ),
    );
  });
});
