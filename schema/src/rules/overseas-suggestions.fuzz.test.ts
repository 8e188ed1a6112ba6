// Properties of the overseas suggestion inputs (issue 23 item 5; schema/src/overseas-suggestions):
// batch safety-stock settings (spec 02 §5) and stock orders from ticked suggestions.
import { expect } from 'vitest';
import { brk, fc, fraction, fuzz, id, negativeInt, notNumber, OMIT, rel } from './fuzz.support';

const dayCount = fc.integer({ min: 0, max: 3650 });
const qty = fc.integer({ min: 1, max: 10_000_000 });
const badDays = fc.oneof(negativeInt, fraction, fc.integer({ min: 3651, max: 1e6 }), notNumber);
const pair = fc.record({ warehouseId: id, skuId: id });

fuzz('overseasSafetyInput', {
  valid: fc
    .record({
      items: fc.array(pair, { minLength: 1, maxLength: 5 }),
      stocking: fc.tuple(dayCount, dayCount),
      safeDays: dayCount,
      moq: qty,
      extra: fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null }),
      minOrderDays: dayCount,
    })
    .map(({ stocking: [a, b], moq, extra, ...rest }) => ({
      ...rest,
      minStockingDays: Math.min(a, b),
      maxStockingDays: Math.max(a, b),
      moq,
      // null: by safe days; else at least the MOQ (spec 02 §5).
      safetyStock: extra == null ? null : moq + extra,
    })),
  accepts: (input, out) => {
    expect(out.minStockingDays).toBeLessThanOrEqual(out.maxStockingDays);
    if (out.safetyStock != null) expect(out.moq).toBeLessThanOrEqual(out.safetyStock);
    expect(out.items).toEqual(input.items);
  },
  breaks: [
    rel('minStockingDays', 'purchase.minStockingDaysAboveMax', (v) =>
      fc.constant({ ...v, minStockingDays: v.maxStockingDays + 1, maxStockingDays: v.maxStockingDays }),
    ),
    rel('moq', 'overseasSuggest.moqAboveSafety', (v) => fc.integer({ min: 0, max: 1000 }).map((s) => ({ ...v, safetyStock: s, moq: s + 1 }))),
    brk('items', 'purchase.tickAtLeastOne', fc.constant([])),
    brk('safeDays', 'purchase.daysWhole', badDays),
    brk(
      'moq',
      'purchase.quantityPositive',
      fc.oneof(
        fc.constant(0),
        negativeInt,
        fraction.filter((n) => n > 0),
        notNumber,
      ),
      { loose: true },
    ),
    brk('items.0.warehouseId', 'validation.required', OMIT),
  ],
});

fuzz('overseasStockOrderInput', {
  valid: fc.record(
    {
      sourceWarehouseId: id,
      channelId: id,
      items: fc.array(fc.record({ warehouseId: id, skuId: id, quantity: qty }), { minLength: 1, maxLength: 5 }),
    },
    { requiredKeys: ['sourceWarehouseId', 'items'] },
  ),
  accepts: (input, out) => expect(out.items).toEqual(input.items),
  breaks: [
    brk('items', 'purchase.tickAtLeastOne', fc.constant([])),
    brk('items.0.quantity', 'purchase.quantityPositive', fc.oneof(fc.constant(0), negativeInt, notNumber)),
    brk('sourceWarehouseId', 'validation.required', OMIT),
  ],
});
