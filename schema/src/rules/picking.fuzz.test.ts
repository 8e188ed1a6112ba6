// Properties of pick templates, pick list creation and scan sorting (spec 02 §5 'Pick template:
// name and maximum order count required; maximum not below minimum; image URL at most 150
// characters', 'Scan sorting: at least one order type; SKU or barcode required; checked quantity
// an integer').
import { describe, expect, it } from 'vitest';
import {
  PICK_FIELDS,
  PICK_FONT_SIZES,
  PICK_LIST_TYPES,
  PICK_REQUIRED_FIELDS,
  PICK_TEMPLATE_LIMITS,
  SORTING_MODES,
  SORTING_ORDER_TYPES,
  SORTING_WALL_MAX,
} from './picking';
import { badId, blank, brk, fc, fraction, fuzz, id, ids, OMIT, optText, reqText, rel, tooLong } from './fuzz.support';

const count = fc.integer({ min: 1, max: PICK_TEMPLATE_LIMITS.maxOrdersMax });
const badCount = fc.oneof(
  fc.integer({ min: -5, max: 0 }),
  fc.integer({ min: PICK_TEMPLATE_LIMITS.maxOrdersMax + 1, max: 1e6 }),
  fraction.filter((n) => n > 1),
);
fuzz('pickListTemplateInput', {
  valid: fc
    .record(
      {
        name: reqText(PICK_TEMPLATE_LIMITS.nameMax),
        type: fc.constantFrom(...PICK_LIST_TYPES),
        fontSize: fc.constantFrom(...PICK_FONT_SIZES),
        counts: fc.tuple(count, count),
        fields: fc.subarray([...PICK_FIELDS]),
        imageUrl: optText(PICK_TEMPLATE_LIMITS.imageUrlMax),
      },
      { requiredKeys: ['name', 'counts'] },
    )
    .map(({ counts: [a, b], ...t }) => ({ ...t, minOrders: Math.min(a, b), maxOrders: Math.max(a, b) })),
  // required fields are always printed, so they are never stored among the optional ones
  accepts: (i, o) => {
    expect(o.name).toBe(i.name.trim());
    expect(o.fields.some((f: string) => (PICK_REQUIRED_FIELDS as readonly string[]).includes(f))).toBe(false);
    if (i.fields) expect(o.fields).toEqual(PICK_FIELDS.filter((f) => i.fields.includes(f) && !PICK_REQUIRED_FIELDS.includes(f)));
  },
  breaks: [
    brk('name', 'picking.templateNameRequired', fc.oneof(blank, fc.constant(undefined))),
    brk('name', 'validation.tooLong', tooLong(PICK_TEMPLATE_LIMITS.nameMax)),
    brk('maxOrders', 'picking.maxOrdersRequired', OMIT),
    brk('maxOrders', 'picking.orderCountInteger', badCount, { loose: true }),
    rel('maxOrders', 'picking.maxBelowMin', (v) =>
      fc
        .tuple(count, count)
        .filter(([a, b]) => a !== b)
        .map(([a, b]) => ({ ...v, minOrders: Math.max(a, b), maxOrders: Math.min(a, b) })),
    ),
    brk('imageUrl', 'picking.imageUrlTooLong', tooLong(PICK_TEMPLATE_LIMITS.imageUrlMax)),
    brk('fields', 'picking.field', fc.constant(['sku', 'colour'])),
    brk('type', 'picking.type', fc.constantFrom('batch', '')),
  ],
});

fuzz('createPickListsInput', {
  valid: fc.oneof(fc.record({ templateId: id, orderIds: ids(1, 50) }), fc.record({ templateId: id, warehouseId: id })),
  breaks: [
    brk('templateId', 'picking.templateRequired', OMIT),
    rel('orderIds', 'inventory.tickAtLeastOne', (v) => fc.constant({ templateId: v.templateId, orderIds: [] })),
    rel('warehouseId', 'inventory.selectWarehouseFirst', (v) => fc.constant({ templateId: v.templateId })),
    rel('orderIds', 'picking.tooManyOrders', (v) => fc.constant({ templateId: v.templateId, orderIds: Array.from({ length: 5001 }, (_, i) => i + 1) })),
  ],
});

fuzz('sortingScanInput', {
  valid: fc.record(
    {
      pickListId: id,
      code: reqText(100),
      quantity: fc.integer({ min: 1, max: 100_000 }),
      orderTypes: fc.subarray([...SORTING_ORDER_TYPES], { minLength: 1 }),
      mode: fc.constantFrom(...SORTING_MODES),
    },
    { requiredKeys: ['pickListId', 'code'] },
  ),
  accepts: (i, o) => {
    expect(o.code).toBe(i.code.trim());
    expect(o.quantity).toBe(i.quantity ?? 1);
    expect(o.orderTypes).toEqual(i.orderTypes ?? ['single', 'multi']);
  },
  breaks: [
    brk('orderTypes', 'sorting.orderTypeRequired', fc.constant([])),
    brk('code', 'sorting.codeRequired', fc.oneof(blank, fc.constant(undefined))),
    brk('quantity', 'sorting.quantityInteger', fc.oneof(fc.integer({ min: -5, max: 0 }), fraction)),
    brk('pickListId', 'picking.pickListRequired', OMIT),
    brk('mode', 'sorting.mode', fc.constantFrom('wave')),
  ],
});

const side = fc.integer({ min: 1, max: SORTING_WALL_MAX });
fuzz('sortingWallInput', {
  valid: fc.record({ pickListId: id, rows: side, columns: side }),
  breaks: [
    brk('rows', 'sorting.wallSize', fc.oneof(fc.constant(0), fc.integer({ min: SORTING_WALL_MAX + 1, max: 1000 }), fraction)),
    brk('pickListId', 'validation.integerIds', badId),
  ],
});

fuzz('forecastScanInput', {
  valid: fc.record({ number: reqText(100) }),
  breaks: [brk('number', 'sorting.numberRequired', blank), brk('number', 'validation.tooLong', tooLong(100))],
});

describe('pick and sort limits are the spec’s numbers', () => {
  // The properties above take the limits from the constants; these pin the constants to spec 02 §5/§9.
  it('pick template image URL at most 150 characters', () => expect(PICK_TEMPLATE_LIMITS.imageUrlMax).toBe(150));
});
