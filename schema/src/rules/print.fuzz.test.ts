// Properties of the issue 18 C rules: address templates (spec 02 §5 phone characters), print layouts
// (page size, elements inside the page, known fields), print requests and export templates.
import { expect } from 'vitest';
import { ORDER_EXPORT_COLUMNS, PRINT_FIELDS } from './print';
import { blank, brk, fc, fuzz, id, reqText, tooLong } from './fuzz.support';

const phone = fc.stringMatching(/^[0-9+\- ]{0,30}$/).map((s) => s.trim());
const badPhone = fc.stringMatching(/^[0-9]{1,5}[A-Za-z()#.]{1,5}$/);

fuzz('addressTemplateInput', {
  valid: fc.record({
    warehouseId: id,
    name: reqText(50),
    country: fc.constantFrom('CN', 'us', 'De'),
    city: reqText(100),
    street: reqText(300),
    phone,
  }),
  accepts: (input, out) => {
    expect(out.name).toBe(input.name.trim());
    expect(out.country).toBe(input.country.toUpperCase());
    expect(out.phone).toBe(input.phone.trim());
    expect(out.kind).toBe('sender');
  },
  breaks: [
    brk('phone', 'validation.phone', badPhone),
    brk('name', 'validation.required', blank),
    brk('city', 'validation.required', blank),
    brk('street', 'validation.tooLong', tooLong(300)),
    brk('country', 'address.countryCode', fc.constantFrom('China', 'C', '12')),
    brk('kind', 'address.kindInvalid', fc.constantFrom('billing', '')),
  ],
});

const field = fc.constantFrom(...PRINT_FIELDS);
const element = fc
  .record({
    x: fc.integer({ min: 0, max: 40 }),
    y: fc.integer({ min: 0, max: 40 }),
    w: fc.integer({ min: 1, max: 50 }),
    h: fc.integer({ min: 1, max: 50 }),
    field,
  })
  .map((e) => ({ type: 'field', ...e }));
const layout = fc.record({ page: fc.constant({ width: 100, height: 100 }), elements: fc.array(element, { maxLength: 10 }) });

fuzz('printLayout', {
  valid: layout,
  accepts: (input, out) => expect(out.elements).toHaveLength(input.elements.length),
  breaks: [brk('page.width', 'print.page.size', fc.oneof(fc.integer({ min: -5, max: 19 }), fc.integer({ min: 421, max: 5000 })), { loose: true })],
});
fuzz('printElement', {
  valid: element,
  breaks: [brk('field', 'print.element.unknownField', fc.constantFrom('password', 'secret', ''))],
});
fuzz('printTemplateInput', {
  valid: fc.record({ kind: fc.constantFrom('label', 'packingSlip', 'invoice', 'pickList', 'boxMark'), name: reqText(50), layout }),
  breaks: [brk('kind', 'print.kind.invalid', fc.constantFrom('poster', '')), brk('name', 'validation.required', blank)],
});
fuzz('printOrdersInput', {
  valid: fc.record({ templateId: id, orderIds: fc.uniqueArray(id, { minLength: 1, maxLength: 20 }) }),
  breaks: [brk('orderIds', 'print.orders.none', fc.constant([]))],
});
fuzz('exportTemplateInput', {
  valid: fc.record({ name: reqText(50), columns: fc.uniqueArray(fc.constantFrom(...ORDER_EXPORT_COLUMNS), { minLength: 1, maxLength: 10 }) }),
  accepts: (input, out) => expect(out.columns).toEqual(input.columns),
  breaks: [brk('columns', 'exportTemplate.noColumns', fc.constant([])), brk('name', 'validation.required', blank)],
});
