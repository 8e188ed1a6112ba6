// Properties of the packing task inputs (issue 23 item 3; schema/src/packing): a box needs its
// number, weight and size above 0 (kg with 3 decimals, cm with 1) and at least one item; box
// numbers and a box's SKUs are unique; a task is made from 1 to 100 stock orders.
import { expect } from 'vitest';
import { brk, fc, fuzz, id, ids, negativeInt, notNumber, optText, OMIT, rel, tooLong } from './fuzz.support';

/** A value with at most `decimals` decimals in (0, max]. */
const measure = (decimals: number, max: number) => fc.integer({ min: 1, max: max * 10 ** decimals }).map((n) => n / 10 ** decimals);
const box = fc.record({
  boxNo: fc.integer({ min: 1, max: 9999 }),
  name: optText(50),
  weight: measure(3, 1000),
  length: measure(1, 1000),
  width: measure(1, 1000),
  height: measure(1, 1000),
  items: ids(1, 5).chain((skus) => fc.tuple(...skus.map((skuId) => fc.integer({ min: 1, max: 10_000 }).map((quantity) => ({ skuId, quantity }))))),
});
const notPositive = fc.oneof(fc.constant(0), negativeInt, notNumber, fc.double({ min: 1001, max: 1e6, noNaN: true }));

fuzz('packingBoxInput', {
  valid: box,
  accepts: (input, out) => {
    expect(out.items).toEqual(input.items);
    expect(out.weight).toBeGreaterThan(0);
  },
  breaks: [
    brk('weight', 'packing.weightRequired', notPositive, { loose: true }),
    brk('weight', 'packing.weightRequired', OMIT),
    brk('length', 'packing.sizeRequired', notPositive, { loose: true }),
    brk('height', 'packing.sizeRequired', OMIT),
    brk(
      'weight',
      'packing.measureDecimals',
      fc.integer({ min: 1, max: 999_999 }).map((n) => n / 1000 + 0.0004),
    ),
    brk('items', 'packing.boxEmpty', fc.constant([])),
    brk('items.0.quantity', 'packing.quantityPositive', fc.oneof(fc.constant(0), negativeInt), { field: 'items.0.quantity' }),
    brk('boxNo', 'packing.boxNoInvalid', fc.oneof(fc.constant(0), negativeInt, fc.integer({ min: 10_000, max: 1e6 }))),
    brk('name', 'validation.tooLong', tooLong(50)),
  ],
});

fuzz('packingBoxesInput', {
  valid: fc
    .tuple(id, fc.array(box, { minLength: 0, maxLength: 4 }))
    .map(([taskId, boxes]) => ({ id: taskId, boxes: boxes.map((b, i) => ({ ...b, boxNo: i + 1 })) })),
  accepts: (input, out) => expect(out.boxes.map((b: { boxNo: number }) => b.boxNo)).toEqual(input.boxes.map((b: { boxNo: number }) => b.boxNo)),
  breaks: [
    rel('boxes.1.boxNo', 'packing.boxNoTwice', (v) =>
      box.map((b) => ({
        ...v,
        boxes: [
          { ...b, boxNo: 7 },
          { ...b, boxNo: 7 },
        ],
      })),
    ),
    rel('boxes.0.items.1.skuId', 'packing.skuTwiceInBox', (v) =>
      box.map((b) => ({ ...v, boxes: [{ ...b, boxNo: 1, items: [b.items[0], { ...b.items[0] }] }] })),
    ),
    brk('id', 'validation.required', OMIT),
  ],
});

fuzz('packingCreateInput', {
  valid: fc.record({ stockOrderIds: ids(1, 100), remark: optText(500) }),
  accepts: (input, out) => expect(out.stockOrderIds).toEqual(input.stockOrderIds),
  breaks: [
    brk('stockOrderIds', 'packing.ordersRequired', fc.constant([])),
    brk('stockOrderIds', 'packing.tooManyOrders', ids(101, 120)),
    brk('remark', 'validation.tooLong', tooLong(500)),
  ],
});
