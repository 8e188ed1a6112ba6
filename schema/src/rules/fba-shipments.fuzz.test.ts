// Properties of the FBA shipment inputs (issue 23 item 6; schema/src/fba-shipments): a plan names an
// Amazon shop, a source and a different FBA warehouse and 1 to 200 SKUs, each once, with a quantity
// above 0; packing needs at least one box (the packing rules for each box); shipping needs the
// carrier and the tracking number.
import { expect } from 'vitest';
import { blank, brk, fc, fuzz, id, ids, negativeInt, optText, OMIT, rel, reqText, tooLong } from './fuzz.support';

const lines = ids(1, 5).chain((skus) => fc.tuple(...skus.map((skuId) => fc.integer({ min: 1, max: 10_000 }).map((quantity) => ({ skuId, quantity })))));
const plan = fc
  .record({ shopId: id, sourceWarehouseId: id, fbaWarehouseId: id, name: optText(80), remark: optText(500), lines })
  .filter((p) => p.sourceWarehouseId !== p.fbaWarehouseId);

fuzz('fbaShipmentInput', {
  valid: plan,
  accepts: (input, out) => {
    expect(out.lines).toEqual(input.lines);
    expect(out.name).toBe(input.name.trim());
  },
  breaks: [
    rel('fbaWarehouseId', 'inventory.sameWarehouse', (v) => fc.constant({ ...v, fbaWarehouseId: v.sourceWarehouseId })),
    brk('lines', 'inventory.productsRequired', fc.constant([])),
    brk('lines.0.quantity', 'inventory.quantityInteger', fc.oneof(fc.constant(0), negativeInt), { field: 'lines.0.quantity' }),
    rel('lines.1.skuId', 'inventory.sameProductTwice', (v) => fc.constant({ ...v, lines: [v.lines[0], { ...v.lines[0] }] })),
    brk('shopId', 'validation.required', OMIT),
    brk('name', 'validation.tooLong', tooLong(80)),
  ],
});

const measure = (decimals: number, max: number) => fc.integer({ min: 1, max: max * 10 ** decimals }).map((n) => n / 10 ** decimals);
const box = fc.record({
  boxNo: fc.integer({ min: 1, max: 9999 }),
  name: optText(50),
  weight: measure(3, 1000),
  length: measure(1, 1000),
  width: measure(1, 1000),
  height: measure(1, 1000),
  items: ids(1, 3).chain((skus) => fc.tuple(...skus.map((skuId) => fc.integer({ min: 1, max: 10_000 }).map((quantity) => ({ skuId, quantity }))))),
});

fuzz('fbaShipmentPackInput', {
  valid: fc
    .tuple(id, fc.array(box, { minLength: 1, maxLength: 4 }))
    .map(([shipmentId, boxes]) => ({ id: shipmentId, boxes: boxes.map((b, i) => ({ ...b, boxNo: i + 1 })) })),
  accepts: (input, out) => expect(out.boxes).toHaveLength(input.boxes.length),
  breaks: [
    brk('boxes', 'fbaShipment.boxesRequired', fc.constant([])),
    brk('boxes.0.weight', 'packing.weightRequired', OMIT, { field: 'boxes.0.weight' }),
    brk('boxes.0.length', 'packing.sizeRequired', fc.constant(0), { field: 'boxes.0.length' }),
    brk('id', 'validation.required', OMIT),
  ],
});

fuzz('fbaShipmentShipInput', {
  valid: fc.record({ id, carrier: reqText(60), trackingNo: reqText(64) }),
  accepts: (input, out) => expect(out.carrier).toBe(input.carrier.trim()),
  breaks: [
    brk('carrier', 'fbaShipment.carrierRequired', blank),
    brk('trackingNo', 'fbaShipment.trackingRequired', blank),
    brk('trackingNo', 'validation.tooLong', tooLong(64)),
  ],
});
