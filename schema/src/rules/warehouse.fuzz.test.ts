// Properties of batch location creation: a range of at most LOCATION_BATCH_MAX codes, each a valid
// location code (letters, digits, _ and -, 1..30 characters).
import { expect } from 'vitest';
import { LOCATION_CODE_PATTERN } from './inventory';
import { LOCATION_BATCH_MAX, locationCodes } from './warehouse';
import { brk, fc, fraction, fuzz, id, negativeInt, optText, padded, rel, tooLong } from './fuzz.support';

const batch = fc
  .record({
    warehouseId: id,
    prefix: padded(fc.stringMatching(/^[A-Z0-9_-]{0,8}$/)),
    suffix: padded(fc.stringMatching(/^[A-Z0-9_-]{0,5}$/)),
    from: fc.nat(10_000),
    size: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constant(LOCATION_BATCH_MAX)),
    digits: fc.integer({ min: 1, max: 6 }),
    zone: optText(30),
    remark: optText(200),
  })
  .map(({ size, ...b }) => ({ ...b, to: b.from + size - 1 }));
fuzz('locationBatchInput', {
  valid: batch,
  // what is accepted creates only valid codes (the form's preview equals the server's codes)
  accepts: (input, out) => {
    expect(out.prefix).toBe(input.prefix.trim());
    for (const code of locationCodes(out)) expect(code).toMatch(LOCATION_CODE_PATTERN);
  },
  breaks: [
    rel('to', 'warehouse.locationRange', (v) => fc.integer({ min: 1, max: 100 }).map((d) => ({ ...v, from: v.from + d, to: v.from })), {
      rule: 'reversed range',
    }),
    rel(
      'to',
      'warehouse.locationRange',
      (v) => fc.integer({ min: LOCATION_BATCH_MAX, max: LOCATION_BATCH_MAX + 1000 }).map((d) => ({ ...v, to: v.from + d })),
      { rule: 'too many codes' },
    ),
    rel('prefix', 'inventory.locationCode', (v) => fc.constantFrom('A 1', 'A#', '仓').map((p) => ({ ...v, prefix: p })), { rule: 'bad characters in' }),
    rel('prefix', 'inventory.locationCode', (v) => fc.constant({ ...v, prefix: 'P'.repeat(20), suffix: 'S'.repeat(10), digits: 6, from: 1, to: 2 }), {
      rule: 'codes over 30 characters',
    }),
    brk('warehouseId', 'inventory.selectWarehouseFirst', fc.oneof(fc.constant(0), negativeInt, fc.constant(undefined))),
    brk('from', 'inventory.nonNegativeInteger', fc.oneof(negativeInt, fraction), { loose: true }),
    brk('digits', 'inventory.nonNegativeInteger', fc.oneof(fc.constant(0), fc.integer({ min: 7, max: 20 }))),
    brk('remark', 'validation.tooLong', tooLong(200)),
  ],
});
