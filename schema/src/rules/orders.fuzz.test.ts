// Properties of the order input rules (spec 01 §5 'Order split needs at least 2 sub-orders',
// 'phone only + - spaces digits'; spec 02 §5 'Order split: at least 2 sub-orders, at least one
// split quantity, split not above dividable quantity, all goods split').
import { expect, it } from 'vitest';
import { ORDER_BATCH_MAX, ORDER_TAGS_MAX, SKU_ALIASES_MAX, checkSplit } from './orders';
import {
  badId,
  badMoney,
  blank,
  brk,
  covers,
  fc,
  fraction,
  fuzz,
  id,
  ids,
  money,
  moneyText,
  OMIT,
  optText,
  padded,
  rel,
  reqText,
  tooLong,
} from './fuzz.support';

const quantity = fc.integer({ min: 1, max: 1_000_000 });
const badQuantity = fc.oneof(fc.integer({ min: -100, max: 0 }), fraction, fc.integer({ min: 1_000_001, max: 1e9 }));
const phoneArb = padded(fc.stringMatching(/^[0-9+\- ]{0,30}$/));
const country = fc.stringMatching(/^[A-Za-z]{2}$/).chain((c) => padded(fc.constant(c)));

fuzz('orderQuantity', { valid: quantity, accepts: (i, o) => expect(o).toBe(i), breaks: [brk('', 'order.quantityPositive', badQuantity)] });
fuzz('orderMoney', { valid: money, accepts: (i, o) => expect(o).toBe(moneyText(i)), breaks: [brk('', 'order.moneyTwoDecimals', badMoney)] });
fuzz('orderIdsInput', {
  valid: ids(1, 50),
  accepts: (i, o) => expect(o).toEqual(i),
  breaks: [
    brk('', 'order.selectAtLeastOne', fc.constant([])),
    brk('', 'order.batchTooLarge', fc.array(id, { minLength: ORDER_BATCH_MAX + 1, maxLength: ORDER_BATCH_MAX + 3 })),
    brk('0', 'validation.integerIds', badId, { field: '0' }),
  ],
});

const item = fc.oneof(
  fc.record({ skuId: id, platformSku: optText(100), title: optText(200), quantity, unitPrice: money }, { requiredKeys: ['skuId', 'quantity'] }),
  fc.record({ skuId: fc.constant(null), platformSku: reqText(100), quantity, unitPrice: money }, { requiredKeys: ['platformSku', 'quantity'] }),
);
fuzz('orderItemInput', {
  valid: item,
  accepts: (input, out) => {
    expect(out.quantity).toBe(input.quantity);
    expect(out.unitPrice).toBe(input.unitPrice === undefined ? '0' : moneyText(input.unitPrice));
  },
  breaks: [
    rel('skuId', 'order.itemSkuRequired', (v) => blank.map((platformSku) => ({ ...v, skuId: null, platformSku }))),
    brk('quantity', 'order.quantityPositive', badQuantity),
    brk('unitPrice', 'order.moneyTwoDecimals', badMoney),
    brk('title', 'validation.tooLong', tooLong(200)),
  ],
});

const address = {
  buyerName: reqText(100),
  buyerPhone: phoneArb,
  buyerEmail: fc.oneof(fc.constant(''), fc.stringMatching(/^[a-z0-9]{1,12}@[a-z]{1,10}\.[a-z]{2,4}$/)),
  country,
  state: optText(100),
  city: optText(100),
  postcode: padded(fc.stringMatching(/^[A-Za-z0-9, *-]{0,20}$/)),
  address1: reqText(200),
  address2: optText(200),
};
const addressBreaks = [
  brk('buyerName', 'validation.required', blank),
  brk('buyerPhone', 'validation.phone', fc.stringMatching(/^[0-9]{1,5}[a-z#()][0-9]{0,5}$/)),
  brk('buyerEmail', 'validation.email', fc.constantFrom('a@', 'abc', 'a@b', '@b.co')),
  brk('country', 'order.countryCode', fc.oneof(fc.stringMatching(/^[A-Za-z]{3,4}$/), fc.stringMatching(/^[A-Z0-9]?[0-9]$/), fc.constant('中国'))),
  brk('postcode', 'order.postcode', fc.stringMatching(/^[0-9]{1,5}[()@#中][0-9]{0,5}$/)),
  brk('postcode', 'validation.tooLong', fc.stringMatching(/^[0-9]{21,30}$/)),
  brk('address1', 'validation.tooLong', tooLong(200)),
];
fuzz('createOrderInput', {
  valid: fc.record(
    {
      shopId: id,
      platformOrderNo: optText(64),
      buyerAccount: optText(100),
      ...address,
      currency: padded(fc.stringMatching(/^[A-Za-z]{3}$/)),
      shippingFee: money,
      discount: money,
      buyerNote: optText(500),
      sellerNote: optText(500),
      tags: fc.array(reqText(20), { maxLength: ORDER_TAGS_MAX }),
      warehouseId: fc.option(id, { nil: null }),
      items: fc.array(item, { minLength: 1, maxLength: 5 }),
    },
    { requiredKeys: ['shopId', 'buyerName', 'country', 'address1', 'items'] },
  ),
  accepts: (input, out) => {
    expect(out.country).toBe(input.country.trim().toUpperCase());
    expect(out.currency).toBe(input.currency === undefined ? 'USD' : input.currency.trim().toUpperCase());
    expect(out.buyerName).toBe(input.buyerName.trim());
    expect(out.tags).toEqual((input.tags ?? []).map((t: string) => t.trim()));
    expect(out.shippingFee).toBe(input.shippingFee === undefined ? '0' : moneyText(input.shippingFee));
  },
  breaks: [
    ...addressBreaks,
    brk('items', 'order.itemsRequired', fc.constant([])),
    brk('items', 'order.tooManyItems', fc.array(fc.constant({ skuId: 1, quantity: 1 }), { minLength: 201, maxLength: 203 })),
    brk('items.0.quantity', 'order.quantityPositive', badQuantity),
    brk('tags', 'order.tooManyTags', fc.array(fc.constant('t'), { minLength: ORDER_TAGS_MAX + 1, maxLength: ORDER_TAGS_MAX + 5 })),
    rel('tags', 'validation.tooLong', (v) => tooLong(20).map((t) => ({ ...v, tags: [t] })), { rule: 'a tag too long in' }),
    brk('currency', 'order.currency', fc.constantFrom('US', 'EURO', '123', '')),
    brk('discount', 'order.moneyTwoDecimals', badMoney),
    brk('shopId', 'validation.required', OMIT),
  ],
});

fuzz('updateOrderInput', {
  valid: fc.record(
    { ...address, buyerNote: optText(500), tags: fc.array(reqText(20), { maxLength: ORDER_TAGS_MAX }), warehouseId: fc.option(id, { nil: null }) },
    { requiredKeys: [] },
  ),
  // only what is sent changes: absent keys stay absent
  accepts: (input, out) => {
    expect(Object.keys(out).sort()).toEqual(Object.keys(input).sort());
    if (input.country !== undefined) expect(out.country).toBe(input.country.trim().toUpperCase());
  },
  breaks: addressBreaks,
});

/** A batch of ticked orders with one optional text. */
const batchWithText = (key: string, max: number) => ({
  valid: fc.record({ ids: ids(1, 30), [key]: optText(max) }, { requiredKeys: ['ids'] }),
  accepts: (input: Record<string, string | undefined>, out: Record<string, string>) => expect(out[key]).toBe((input[key] ?? '').trim()),
  breaks: [
    brk('ids', 'order.selectAtLeastOne', fc.constant([])),
    brk('ids', 'order.batchTooLarge', fc.array(id, { minLength: ORDER_BATCH_MAX + 1, maxLength: ORDER_BATCH_MAX + 2 })),
    brk(key, 'validation.tooLong', tooLong(max)),
  ],
});
fuzz('holdOrdersInput', batchWithText('remark', 200));
fuzz('cancelOrdersInput', batchWithText('reason', 200));
fuzz('shipOrdersInput', batchWithText('trackingNo', 64));

fuzz('mergeOrdersInput', {
  valid: fc.record({ ids: ids(2, 50) }),
  breaks: [brk('ids', 'order.mergeTwoOrders', fc.array(id, { maxLength: 1 })), brk('ids', 'order.batchTooLarge', ids(51, 55))],
});

const part = fc.array(fc.record({ itemId: id, quantity: fc.nat(100) }), { minLength: 1, maxLength: 4 }).filter((p) => p.some((l) => l.quantity > 0));
fuzz('splitOrderInput', {
  valid: fc.record({ id, parts: fc.array(part, { minLength: 2, maxLength: 6 }) }),
  accepts: (input, out) => expect(out).toEqual(input),
  breaks: [
    brk('parts', 'order.splitTwoParts', fc.array(part, { maxLength: 1 })),
    brk('parts', 'order.splitTooManyParts', fc.array(part, { minLength: 51, maxLength: 52 })),
    brk('parts.1', 'order.splitPartEmpty', fc.array(fc.record({ itemId: id, quantity: fc.constant(0) }), { maxLength: 3 }), { field: 'parts' }),
    // the part keeps another line with a quantity, so only the broken cell is wrong
    rel('parts.0.0.quantity', 'order.splitQuantityInteger', (v) =>
      fc
        .oneof(
          fc.integer({ min: -10, max: -1 }),
          fraction.filter((n) => n > 0),
        )
        .map((q) => ({
          ...v,
          parts: [
            [
              { itemId: 1, quantity: q },
              { itemId: 2, quantity: 1 },
            ],
            ...v.parts.slice(1),
          ],
        })),
    ),
  ],
});

covers('checkSplit', () => {
  // An order's lines and a split of every line's quantity over n parts.
  const split = fc
    .tuple(fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 4 }), fc.integer({ min: 2, max: 4 }))
    .chain(([itemIds, n]) =>
      fc.tuple(...itemIds.map((itemId) => fc.array(fc.nat(20), { minLength: n, maxLength: n }).map((qs) => ({ itemId, qs })))).map((rows) => ({
        items: rows.map((r) => ({ id: r.itemId, quantity: r.qs.reduce((s, q) => s + q, 0) })),
        parts: Array.from({ length: n }, (_, p) => rows.map((r) => ({ itemId: r.itemId, quantity: r.qs[p] }))),
      })),
    );
  it('a split that shares out every line exactly has no problem', () => {
    fc.assert(
      fc.property(split, ({ items, parts }) => {
        expect(checkSplit(items, parts)).toEqual([]);
      }),
    );
  });
  it('taking more than a line holds is splitAboveDividable on that cell; leaving some is splitNotAll', () => {
    fc.assert(
      fc.property(split, fc.integer({ min: 1, max: 5 }), fc.boolean(), ({ items, parts }, extra, more) => {
        const target = items[0];
        const changed = parts.map((p, i) =>
          i === parts.length - 1 ? p.map((l) => (l.itemId === target.id ? { ...l, quantity: more ? l.quantity + extra : l.quantity - extra } : l)) : p,
        );
        const last = changed[changed.length - 1].find((l) => l.itemId === target.id)!;
        if (!more && last.quantity < 0) return; // not a split one would enter
        const problems = checkSplit(items, changed);
        if (more) expect(problems.map((p) => `${p.field}:${p.messageId}`)).toContain(`parts.${parts.length - 1}.0.quantity:order.splitAboveDividable`);
        else expect(problems).toEqual([{ field: 'parts', messageId: 'order.splitNotAll', params: { sku: target.id, left: extra } }]);
      }),
    );
  });
});

fuzz('pairSkuInput', {
  valid: fc.record(
    { platformType: id, shopId: fc.nat(1e6), platformSku: reqText(100), skuId: id, unitsPerItem: fc.integer({ min: 1, max: 1000 }) },
    { requiredKeys: ['platformType', 'platformSku', 'skuId'] },
  ),
  accepts: (input, out) => {
    expect(out.shopId).toBe(input.shopId ?? 0);
    expect(out.unitsPerItem).toBe(input.unitsPerItem ?? 1);
    expect(out.platformSku).toBe(input.platformSku.trim());
  },
  breaks: [
    brk('unitsPerItem', 'order.unitsPerItem', fc.oneof(fc.integer({ min: -5, max: 0 }), fc.integer({ min: 1001, max: 1e6 }), fraction)),
    brk('platformSku', 'validation.required', blank),
    brk('platformType', 'validation.platformType', fc.oneof(fc.constant(0), fc.integer({ max: -1 }))),
    brk('shopId', 'validation.integerIds', fc.integer({ max: -1 })),
  ],
});

fuzz('skuAliasesInput', {
  valid: fc.record({
    skuId: id,
    aliases: fc.oneof(
      fc.uniqueArray(reqText(100), { maxLength: 5, selector: (a) => a.trim().toLowerCase() }),
      fc.constant(Array.from({ length: SKU_ALIASES_MAX }, (_, i) => `alias-${i}`)),
    ),
  }),
  accepts: (input, out) => expect(out.aliases).toEqual(input.aliases.map((a: string) => a.trim())),
  breaks: [
    brk(
      'aliases',
      'order.tooManyAliases',
      fc.uniqueArray(fc.stringMatching(/^[a-z]{3,8}$/), { minLength: SKU_ALIASES_MAX + 1, maxLength: SKU_ALIASES_MAX + 3 }),
    ),
    rel('aliases', 'order.aliasRepeated', () => fc.stringMatching(/^[a-z]{1,10}$/).map((a) => ({ skuId: 1, aliases: [a, ` ${a.toUpperCase()} `] })), {
      rule: 'repeated (any case)',
    }),
    brk(
      'aliases.0',
      'validation.required',
      fc.constant([' '] as never).map(() => ' '),
      { field: 'aliases' },
    ),
  ],
});
