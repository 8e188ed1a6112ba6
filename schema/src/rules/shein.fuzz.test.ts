// Properties of the SHEIN inputs (issue 23 item 7; schema/src/shein): a rejection needs its reason;
// a delivery order names how the goods go (express with its company, pickup at a time, a fleet with
// its code) and 1 or more packages weighing above 0 kg.
import { expect } from 'vitest';
import { SHEIN_DELIVERY_METHODS } from '../shein';
import { blank, brk, fc, fuzz, id, negativeInt, optText, OMIT, reqText, rel, tooLong } from './fuzz.support';

fuzz('sheinRejectInput', {
  valid: fc.record({ id, reason: reqText(100) }),
  accepts: (input, out) => expect(out.reason).toBe(input.reason.trim()),
  breaks: [brk('reason', 'shein.reasonRequired', blank), brk('id', 'validation.required', OMIT)],
});

const weight = fc.integer({ min: 1, max: 1_000_000 }).map((g) => g / 1000);
const delivery = fc.record({
  purchaseOrderId: id,
  warehouseId: id,
  deliveryMethod: fc.constantFrom(...SHEIN_DELIVERY_METHODS),
  expressCompany: reqText(100),
  trackingNo: optText(100),
  pickupTime: fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
  fleetCode: reqText(50),
  packages: fc.array(fc.record({ weight }), { minLength: 1, maxLength: 5 }),
  remark: optText(200),
});

fuzz('sheinDeliveryInput', {
  valid: delivery,
  accepts: (input, out) => {
    expect(out.packages).toHaveLength(input.packages.length);
    expect(out.deliveryMethod).toBe(input.deliveryMethod);
  },
  breaks: [
    rel('expressCompany', 'shein.expressCompanyRequired', (v) => blank.map((b) => ({ ...v, deliveryMethod: 'express', expressCompany: b }))),
    rel('pickupTime', 'shein.pickupTimeRequired', (v) => fc.constant({ ...v, deliveryMethod: 'pickup', pickupTime: null })),
    rel('fleetCode', 'shein.fleetCodeRequired', (v) => blank.map((b) => ({ ...v, deliveryMethod: 'fleet', fleetCode: b }))),
    brk('packages', 'shein.packagesRequired', fc.constant([])),
    brk('packages.0.weight', 'shein.packageWeightRequired', fc.oneof(fc.constant(0), negativeInt), { field: 'packages.0.weight' }),
    brk('deliveryMethod', 'shein.deliveryMethodInvalid', fc.constantFrom('ship', 'post', '')),
    brk('remark', 'validation.tooLong', tooLong(200)),
  ],
});
