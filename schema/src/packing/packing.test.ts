// Packing rules (issue 23 item 3; spec 02 §5): which stock orders may be packed together, the box
// input (weight and size > 0, at least one item), over- and under-packing, the ship check.
import { describe, expect, it } from 'vitest';
import { packedBySku, packingBoxesInput, packingCan, packingExpected, packingOver, packingShort, packingSourceRefusal, shipPackingRefusal } from './index';

const order = (over: Record<string, unknown> = {}) => ({ orderNo: 'BH1', status: 'pendingShipment', sourceWarehouseId: 1, targetWarehouseId: 9, ...over });
const issues = (raw: unknown) => {
  const r = packingBoxesInput.safeParse(raw);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};
const box = (over: Record<string, unknown> = {}) => ({ boxNo: 1, weight: 1.5, length: 30, width: 20, height: 10, items: [{ skuId: 1, quantity: 1 }], ...over });

describe('which stock orders one packing task may hold', () => {
  it('accepts pending-shipment orders of one source and one target warehouse', () => {
    expect(packingSourceRefusal([order(), order({ orderNo: 'BH2' })])).toBeNull();
  });
  it.each([
    ['nothing selected', [], { messageId: 'packing.ordersRequired' }],
    ['a draft', [order(), order({ orderNo: 'BH2', status: 'draft' })], { messageId: 'packing.orderNotPendingShipment', orderNo: 'BH2' }],
    ['an order in another task', [order({ packingTaskCode: 'PK1' })], { messageId: 'packing.orderAlreadyPacking', orderNo: 'BH1', taskCode: 'PK1' }],
    ['two source warehouses', [order(), order({ orderNo: 'BH2', sourceWarehouseId: 2 })], { messageId: 'packing.acrossWarehouses' }],
    ['two overseas warehouses', [order(), order({ orderNo: 'BH2', targetWarehouseId: 8 })], { messageId: 'packing.acrossWarehouses' }],
  ])('refuses %s', (_n, orders, refusal) => {
    expect(packingSourceRefusal(orders)).toEqual(refusal);
  });
});

describe('box input', () => {
  it('accepts a box with weight, size and an item', () => {
    expect(issues({ id: 1, boxes: [box()] })).toEqual([]);
  });
  it.each([
    ['no weight', { weight: undefined }, 'boxes.0.weight', 'packing.weightRequired'],
    ['weight 0', { weight: 0 }, 'boxes.0.weight', 'packing.weightRequired'],
    ['no height', { height: undefined }, 'boxes.0.height', 'packing.sizeRequired'],
    ['negative width', { width: -1 }, 'boxes.0.width', 'packing.sizeRequired'],
    ['two decimals of size', { length: 30.25 }, 'boxes.0.length', 'packing.measureDecimals'],
    ['no items', { items: [] }, 'boxes.0.items', 'packing.boxEmpty'],
    ['items missing', { items: undefined }, 'boxes.0.items', 'packing.boxEmpty'],
    ['a quantity of 0', { items: [{ skuId: 1, quantity: 0 }] }, 'boxes.0.items.0.quantity', 'packing.quantityPositive'],
    ['box number 0', { boxNo: 0 }, 'boxes.0.boxNo', 'packing.boxNoInvalid'],
  ])('refuses %s', (_n, over, path, message) => {
    expect(issues({ id: 1, boxes: [box(over)] })).toContainEqual([path, message]);
  });
  it('refuses a box number twice and a SKU twice in a box', () => {
    expect(issues({ id: 1, boxes: [box(), box()] })).toEqual([['boxes.1.boxNo', 'packing.boxNoTwice']]);
    expect(
      issues({
        id: 1,
        boxes: [
          box({
            items: [
              { skuId: 1, quantity: 1 },
              { skuId: 1, quantity: 2 },
            ],
          }),
        ],
      }),
    ).toEqual([['boxes.0.items.1.skuId', 'packing.skuTwiceInBox']]);
  });
});

describe('packed against expected', () => {
  const expected = packingExpected([
    { skuId: 1, quantity: 3 },
    { skuId: 2, quantity: 2 },
    { skuId: 1, quantity: 1 },
  ]);
  it('adds the orders up per SKU', () => {
    expect([...expected]).toEqual([
      [1, 4],
      [2, 2],
    ]);
  });
  it('finds over- and under-packing', () => {
    const packed = packedBySku([{ items: [{ skuId: 1, quantity: 5 }] }, { items: [{ skuId: 3, quantity: 1 }] }]);
    expect(packingOver(expected, packed)).toEqual([
      { skuId: 1, expected: 4, packed: 5 },
      { skuId: 3, expected: 0, packed: 1 },
    ]);
    expect(packingShort(expected, packed)).toEqual([{ skuId: 2, expected: 2, packed: 0 }]);
    const exact = packedBySku([{ items: [{ skuId: 1, quantity: 4 }] }, { items: [{ skuId: 2, quantity: 2 }] }]);
    expect(packingOver(expected, exact)).toEqual([]);
    expect(packingShort(expected, exact)).toEqual([]);
  });
  it('lets a stock order ship without a task or with a complete, matching one only', () => {
    const exact = packedBySku([
      {
        items: [
          { skuId: 1, quantity: 4 },
          { skuId: 2, quantity: 2 },
        ],
      },
    ]);
    expect(shipPackingRefusal(null, expected, new Map())).toBeNull();
    expect(shipPackingRefusal({ taskCode: 'PK1', status: 'cancelled' }, expected, new Map())).toBeNull();
    expect(shipPackingRefusal({ taskCode: 'PK1', status: 'open' }, expected, exact)).toEqual({ messageId: 'packing.shipTaskOpen', taskCode: 'PK1' });
    expect(shipPackingRefusal({ taskCode: 'PK1', status: 'completed' }, expected, exact)).toBeNull();
    const less = packedBySku([
      {
        items: [
          { skuId: 1, quantity: 3 },
          { skuId: 2, quantity: 2 },
        ],
      },
    ]);
    expect(shipPackingRefusal({ taskCode: 'PK1', status: 'completed' }, expected, less)).toEqual({
      messageId: 'packing.shipPackedDiffers',
      taskCode: 'PK1',
      skuId: 1,
      packed: 3,
      shipped: 4,
    });
  });
  it('edits and completes open tasks only', () => {
    expect(packingCan('edit', 'open')).toBe(true);
    expect(packingCan('complete', 'completed')).toBe(false);
    expect(packingCan('cancel', 'completed')).toBe(false);
  });
});
