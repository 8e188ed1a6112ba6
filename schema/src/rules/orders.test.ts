import { describe, expect, it } from 'vitest';
import {
  ORDER_TRANSITIONS,
  checkSplit,
  createOrderInput,
  isShipmentDue,
  mergeKey,
  orderTotals,
  pairSkuInput,
  pickWarehouse,
  skuAliasesInput,
  splitOrderInput,
  unmatchedThresholdsCrossed,
  updateOrderInput,
} from './orders';
import { toFieldIssues } from './validation';

const issues = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : toFieldIssues(r.error as never);
};
const good = { shopId: 1, buyerName: 'Ann', country: 'us', address1: '1 Main St', items: [{ skuId: 3, quantity: 1 }] };

describe('order input rules', () => {
  it('accepts a minimal manual order and normalizes it', () => {
    const r = createOrderInput.parse(good);
    expect(r).toMatchObject({ country: 'US', currency: 'USD', buyerPhone: '', shippingFee: '0', items: [{ skuId: 3, quantity: 1, unitPrice: '0' }] });
  });
  it.each([
    [{ buyerPhone: '138abc' }, 'buyerPhone', 'validation.phone'],
    [{ buyerPhone: '+86 138-0000 1111' }, null, null],
    [{ country: 'USA' }, 'country', 'order.countryCode'],
    [{ items: [] }, 'items', 'order.itemsRequired'],
    [{ items: [{ quantity: 1 }] }, 'items.0.skuId', 'order.itemSkuRequired'],
    [{ items: [{ skuId: 1, quantity: 1.5 }] }, 'items.0.quantity', 'order.quantityPositive'],
    [{ items: [{ skuId: 1, quantity: 1, unitPrice: '-2' }] }, 'items.0.unitPrice', 'order.moneyTwoDecimals'],
    [{ postcode: 'N1 (9GU)' }, 'postcode', 'order.postcode'],
  ])('%o → %s %s', (patch, field, messageId) => {
    const found = issues(createOrderInput, { ...good, ...patch });
    if (!field) expect(found).toEqual([]);
    else expect(found).toContainEqual(expect.objectContaining({ field, messageId }));
  });
  it('an edit changes only what is sent', () => {
    expect(updateOrderInput.parse({ sellerNote: 'x' })).toEqual({ sellerNote: 'x' });
    expect(issues(updateOrderInput, { buyerPhone: 'x' })[0].messageId).toBe('validation.phone');
  });
  it('pairing and aliases', () => {
    expect(pairSkuInput.parse({ platformType: 1, platformSku: ' A ', skuId: 2 })).toEqual({
      platformType: 1,
      shopId: 0,
      platformSku: 'A',
      skuId: 2,
      unitsPerItem: 1,
    });
    expect(issues(pairSkuInput, { platformType: 1, platformSku: 'A', skuId: 2, unitsPerItem: 0 })[0].messageId).toBe('order.unitsPerItem');
    expect(issues(skuAliasesInput, { skuId: 1, aliases: ['a', 'A'] })[0]).toMatchObject({ field: 'aliases', messageId: 'order.aliasRepeated' });
  });
});

describe('order split (spec 02 §5)', () => {
  const items = [
    { id: 1, quantity: 3, label: 'CUP' },
    { id: 2, quantity: 1, label: 'BOX' },
  ];
  it('needs at least 2 sub-orders, each with a split quantity', () => {
    expect(issues(splitOrderInput, { id: 1, parts: [[{ itemId: 1, quantity: 3 }]] })[0].messageId).toBe('order.splitTwoParts');
    expect(issues(splitOrderInput, { id: 1, parts: [[{ itemId: 1, quantity: 3 }], [{ itemId: 2, quantity: 0 }]] })[0]).toMatchObject({
      field: 'parts',
      messageId: 'order.splitPartEmpty',
    });
  });
  it('not above the dividable quantity, and all goods split', () => {
    expect(
      checkSplit(items, [
        [{ itemId: 1, quantity: 2 }],
        [
          { itemId: 1, quantity: 2 },
          { itemId: 2, quantity: 1 },
        ],
      ]),
    ).toEqual([{ field: 'parts.1.0.quantity', messageId: 'order.splitAboveDividable', params: { sku: 'CUP', dividable: 3 } }]);
    expect(checkSplit(items, [[{ itemId: 1, quantity: 2 }], [{ itemId: 2, quantity: 1 }]])).toEqual([
      { field: 'parts', messageId: 'order.splitNotAll', params: { sku: 'CUP', left: 1 } },
    ]);
    expect(
      checkSplit(items, [
        [{ itemId: 1, quantity: 2 }],
        [
          { itemId: 1, quantity: 1 },
          { itemId: 2, quantity: 1 },
        ],
      ]),
    ).toEqual([]);
    expect(checkSplit(items, [[{ itemId: 9, quantity: 1 }], [{ itemId: 1, quantity: 3 }]])[0].messageId).toBe('order.splitUnknownItem');
  });
});

describe('pure order rules', () => {
  it('the lifecycle: shipping only from awaiting shipment', () => {
    expect(ORDER_TRANSITIONS.ship.from).toEqual(['awaitingShipment']);
  });
  it('shipment due: open statuses with ship-by within 24 h', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(isShipmentDue({ status: 'processing', shipBy: new Date('2026-01-01T23:00:00Z') }, now)).toBe(true);
    expect(isShipmentDue({ status: 'processing', shipBy: new Date('2026-01-02T01:00:00Z') }, now)).toBe(false);
    expect(isShipmentDue({ status: 'shipped', shipBy: new Date('2025-12-31T00:00:00Z') }, now)).toBe(false);
    expect(isShipmentDue({ status: 'processing', shipBy: null }, now)).toBe(false);
  });
  it('unmatched thresholds', () => {
    const t = new Date('2026-01-01T00:00:00Z');
    expect(unmatchedThresholdsCrossed(t, new Date('2026-01-01T11:59:00Z'))).toEqual([]);
    expect(unmatchedThresholdsCrossed(t, new Date('2026-01-01T12:00:00Z'))).toEqual([12]);
    expect(unmatchedThresholdsCrossed(t, new Date('2026-01-02T00:00:00Z'))).toEqual([12, 24]);
  });
  it('merge key ignores case and spacing', () => {
    const a = { shopId: 1, buyerAccount: 'Ann', buyerName: 'Ann  B', country: 'US', postcode: '10001', address1: '1 Main St' };
    expect(mergeKey(a)).toBe(mergeKey({ ...a, buyerAccount: 'ann ', buyerName: 'ann b' }));
    expect(mergeKey(a)).not.toBe(mergeKey({ ...a, address1: '2 Main St' }));
  });
  it('totals in exact cents', () => {
    expect(
      orderTotals(
        [
          { quantity: 3, unitPrice: '0.10' },
          { quantity: 1, unitPrice: 0.2 },
        ],
        '1.05',
        '0.5',
      ),
    ).toEqual({ itemsTotal: '0.50', totalAmount: '1.05' });
    expect(orderTotals([{ quantity: 1, unitPrice: '1' }], 0, '5')).toEqual({ itemsTotal: '1.00', totalAmount: '0.00' });
  });
  it('picks the first warehouse by priority that covers every line', () => {
    const stock: Record<string, number> = { '1:10': 5, '2:10': 5, '2:11': 1, '3:10': 9, '3:11': 9 };
    const avail = (w: number, s: number) => stock[`${w}:${s}`] ?? 0;
    const whs = [
      { id: 3, priority: 5 },
      { id: 1, priority: 0 },
      { id: 2, priority: 1 },
    ];
    expect(pickWarehouse(whs, new Map([[10, 5]]), avail)).toBe(1);
    expect(
      pickWarehouse(
        whs,
        new Map([
          [10, 5],
          [11, 1],
        ]),
        avail,
      ),
    ).toBe(2);
    expect(
      pickWarehouse(
        whs,
        new Map([
          [10, 6],
          [11, 1],
        ]),
        avail,
      ),
    ).toBe(3);
    expect(pickWarehouse(whs, new Map([[10, 10]]), avail)).toBeNull();
  });
});
