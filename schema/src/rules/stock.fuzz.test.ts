// Properties of stock moves, safety stock, transfers and processing sheets (spec 02 §5
// 'Warehouse and stock': whole-number quantities, batch actions need a ticked row).
import { expect } from 'vitest';
import { AGE_BANDS } from './inventory';
import { ABC_CLASSES, ASSEMBLE_PRINT_MAX, SAFETY_STOCK_BATCH_MAX } from './stock';
import { badId, bool, brk, fc, fraction, fuzz, id, ids, negativeInt, OMIT, optText, rel, tooLong } from './fuzz.support';

const qty = fc.integer({ min: 1, max: 10_000_000 });
const badQty = fc.oneof(fc.integer({ min: -100, max: 0 }), fraction);

fuzz('moveLocationInput', {
  valid: fc.record({ skuId: id, warehouseId: id, fromLocationId: id, toLocationId: id, quantity: qty }).filter((m) => m.fromLocationId !== m.toLocationId),
  accepts: (input, out) => expect(out).toEqual(input),
  breaks: [
    rel('toLocationId', 'stock.sameLocation', (v) => fc.constant({ ...v, toLocationId: v.fromLocationId })),
    brk('quantity', 'inventory.quantityInteger', badQty),
    brk('fromLocationId', 'validation.required', OMIT),
  ],
});

fuzz('safetyStockInput', {
  valid: fc.record({ items: fc.array(fc.record({ skuId: id, warehouseId: id, safe: fc.nat(10_000_000) }), { minLength: 1, maxLength: 20 }) }),
  accepts: (input, out) => expect(out).toEqual(input),
  breaks: [
    brk('items', 'inventory.tickAtLeastOne', fc.constant([])),
    brk(
      'items',
      'stock.batchTooLarge',
      fc.array(fc.constant({ skuId: 1, warehouseId: 1, safe: 0 }), { minLength: SAFETY_STOCK_BATCH_MAX + 1, maxLength: SAFETY_STOCK_BATCH_MAX + 2 }),
    ),
    brk('items.0.safe', 'inventory.nonNegativeInteger', fc.oneof(negativeInt, fraction, fc.integer({ min: 10_000_001 }))),
  ],
});

fuzz('inventoryFilter', {
  valid: fc.record(
    { warehouseId: id, keyword: optText(100), abcClass: fc.constantFrom(...ABC_CLASSES), ageBand: fc.constantFrom(...AGE_BANDS), lowStock: bool },
    { requiredKeys: [] },
  ),
  accepts: (input, out) => {
    if (input.keyword !== undefined) expect(out.keyword).toBe(input.keyword.trim());
  },
  breaks: [
    brk('keyword', 'validation.tooLong', tooLong(100)),
    brk('abcClass', 'stock.abcClass', fc.constantFrom('D', 'a', '')),
    brk('ageBand', 'stock.ageBand', fc.constantFrom('90-120', '0-29')),
    brk('warehouseId', 'validation.integerIds', badId),
  ],
});

fuzz('transferShipInput', {
  valid: fc.record({ id, trackingNo: optText(60) }, { requiredKeys: ['id'] }),
  accepts: (input, out) => expect(out.trackingNo).toBe((input.trackingNo ?? '').trim()),
  breaks: [brk('trackingNo', 'validation.tooLong', tooLong(60)), brk('id', 'validation.required', OMIT)],
});

fuzz('transferReceiveInput', {
  valid: fc.record(
    {
      id,
      locationId: fc.option(id, { nil: null }),
      lines: ids(0, 10).chain((lineIds) => fc.tuple(...lineIds.map((lineId) => id.map((locationId) => ({ lineId, locationId }))))),
    },
    { requiredKeys: ['id'] },
  ),
  accepts: (input, out) => {
    expect(out.locationId).toBe(input.locationId ?? null);
    expect(out.lines).toEqual(input.lines ?? []);
  },
  breaks: [
    rel('lines.1.lineId', 'inventory.sameProductTwice', (v) =>
      id.map((loc) => ({
        ...v,
        lines: [
          { lineId: 7, locationId: loc },
          { lineId: 7, locationId: loc },
        ],
      })),
    ),
    brk('locationId', 'validation.integerIds', badId),
  ],
});

fuzz('assembleOccupyInput', {
  valid: fc.record({ id, lines: fc.array(fc.record({ skuId: id, quantity: qty }), { maxLength: 10 }) }, { requiredKeys: ['id'] }),
  accepts: (input, out) => expect(out.lines).toEqual(input.lines ?? []),
  breaks: [rel('lines.0.quantity', 'inventory.quantityInteger', (v) => badQty.map((q) => ({ ...v, lines: [{ skuId: 1, quantity: q }] })))],
});

fuzz('assembleCompleteInput', {
  valid: fc.record({ id, locationId: fc.option(id, { nil: null }) }, { requiredKeys: ['id'] }),
  accepts: (input, out) => expect(out.locationId).toBe(input.locationId ?? null),
  breaks: [brk('id', 'validation.integerIds', badId), brk('locationId', 'validation.integerIds', badId)],
});

fuzz('assemblePrintInput', {
  valid: fc.record({ ids: ids(1, ASSEMBLE_PRINT_MAX) }),
  breaks: [brk('ids', 'inventory.tickAtLeastOne', fc.constant([])), brk('ids', 'stock.batchTooLarge', ids(ASSEMBLE_PRINT_MAX + 1, ASSEMBLE_PRINT_MAX + 3))],
});
