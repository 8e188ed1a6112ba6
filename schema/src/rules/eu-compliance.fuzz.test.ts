// Properties of the EU compliance inputs (issue 24 item 6; schema/src/eu-compliance): a template
// with a name, a responsible person in an EU member state and valid emails; pairings and SKU labels
// of 1 to 200 SKUs with quantities 0 to 100; EU labels for 1 to 200 orders.
import { expect, it } from 'vitest';
import { EU_COUNTRIES, regulatoryTemplateProblems } from '../eu-compliance/index';
import { blank, brk, covers, expectMessageId, fc, fuzz, id, ids, negativeInt, OMIT, reqText, tooLong } from './fuzz.support';

const quantity = fc.integer({ min: 0, max: 100 });
const badQuantity = fc.oneof(negativeInt, fc.integer({ min: 101, max: 100_000 }));

fuzz('regulatoryTemplateInput', {
  valid: fc.record({
    name: reqText(60),
    rpName: reqText(200),
    rpAddress: reqText(500),
    rpCountry: fc.constantFrom(...EU_COUNTRIES).chain((c) => fc.constantFrom(c, c.toLowerCase())),
    enabled: fc.boolean(),
    shopIds: ids(0, 20),
  }),
  accepts: (input, out) => {
    expect(out.rpCountry).toBe(input.rpCountry.toUpperCase());
    expect(out.isDefault).toBe(false);
  },
  breaks: [
    brk('name', 'euCompliance.nameRequired', blank),
    brk('name', 'euCompliance.nameRequired', OMIT),
    brk('name', 'validation.tooLong', tooLong(60)),
    brk('rpName', 'euCompliance.rpNameRequired', blank),
    brk('rpAddress', 'euCompliance.rpAddressRequired', OMIT),
    brk('rpCountry', 'euCompliance.rpCountryNotEu', fc.constantFrom('GB', 'US', 'CH', 'NO', 'CN', '')),
    brk('rpEmail', 'euCompliance.emailInvalid', fc.constantFrom('nope', 'a@b', '@x.de', 'a b@c.de')),
  ],
});

fuzz('euLabelPairInput', {
  valid: fc.record({ templateId: id, items: fc.array(fc.record({ skuId: id, printQuantity: quantity }), { minLength: 1, maxLength: 200 }) }),
  accepts: (input, out) => expect(out.items).toEqual(input.items),
  breaks: [
    brk('items', 'euCompliance.itemsRequired', fc.constant([])),
    brk('items', 'euCompliance.itemsRequired', OMIT),
    brk('items.0.printQuantity', 'euCompliance.quantityInvalid', badQuantity),
    brk('templateId', 'validation.integerIds', fc.oneof(fc.constant(0), negativeInt)),
  ],
});

fuzz('euSkuLabelsInput', {
  valid: fc.record({ items: fc.array(fc.record({ skuId: id, quantity }), { minLength: 1, maxLength: 200 }) }),
  accepts: (input, out) => expect(out.items).toEqual(input.items),
  breaks: [brk('items', 'euCompliance.itemsRequired', fc.constant([])), brk('items.0.quantity', 'euCompliance.quantityInvalid', badQuantity)],
});

fuzz('euOrderLabelsInput', {
  valid: fc.record({ orderIds: ids(1, 200) }),
  accepts: (input, out) => expect(out.orderIds).toEqual(input.orderIds),
  breaks: [brk('orderIds', 'euCompliance.ordersRequired', fc.constant([])), brk('orderIds', 'euCompliance.tooManyOrders', ids(201, 220))],
});

covers('regulatoryTemplateProblems', () => {
  it('refuses exactly a disabled default and a shop chosen twice, with known messages', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 6 }), (enabled, isDefault, shopIds) => {
        const problems = regulatoryTemplateProblems({ enabled, isDefault, shopIds });
        const expected = [
          ...(isDefault && !enabled ? ['euCompliance.disabledDefault'] : []),
          ...(new Set(shopIds).size !== shopIds.length ? ['euCompliance.shopTwice'] : []),
        ];
        expect(problems.map((p) => p.messageId)).toEqual(expected);
        problems.forEach((p) => expectMessageId(p.messageId));
      }),
    );
  });
});
