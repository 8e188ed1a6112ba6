import { describe, expect, it } from 'vitest';
import { createPickListsInput, pickListTemplateInput, planPickLists, printedFields, sortingOrderType, sortingScanInput, sortingWallInput } from './picking';

const issue = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('pick list template rules', () => {
  it('needs a name and a maximum, a maximum not below the minimum, an image URL of at most 150 characters', () => {
    expect(issue(pickListTemplateInput.safeParse({ name: '', maxOrders: 5 }))).toEqual([['name', 'picking.templateNameRequired']]);
    expect(issue(pickListTemplateInput.safeParse({ name: 'A' }))).toEqual([['maxOrders', 'picking.maxOrdersRequired']]);
    expect(issue(pickListTemplateInput.safeParse({ name: 'A', maxOrders: 1.5 }))).toEqual([['maxOrders', 'picking.orderCountInteger']]);
    expect(issue(pickListTemplateInput.safeParse({ name: 'A', maxOrders: 2, minOrders: 3 }))).toEqual([['maxOrders', 'picking.maxBelowMin']]);
    expect(issue(pickListTemplateInput.safeParse({ name: 'A', maxOrders: 2, imageUrl: 'x'.repeat(151) }))).toEqual([['imageUrl', 'picking.imageUrlTooLong']]);
    expect(pickListTemplateInput.parse({ name: ' A ', maxOrders: 2, minOrders: 2, imageUrl: 'x'.repeat(150) })).toMatchObject({
      name: 'A',
      type: 'mixed',
      fontSize: 'standard',
      minOrders: 2,
    });
  });

  it('keeps the chosen optional fields in print order; required ones always print', () => {
    expect(pickListTemplateInput.parse({ name: 'A', maxOrders: 2, fields: ['remark', 'sku', 'orderNo'] }).fields).toEqual(['orderNo', 'remark']);
    expect(printedFields(['orderNo'])).toEqual(['sku', 'location', 'quantity', 'orderNo']);
  });
});

describe('pick lists', () => {
  it('need chosen orders or a warehouse', () => {
    expect(issue(createPickListsInput.safeParse({ templateId: 1 }))).toEqual([['warehouseId', 'inventory.selectWarehouseFirst']]);
    expect(issue(createPickListsInput.safeParse({ templateId: 1, orderIds: [] }))).toEqual([['orderIds', 'inventory.tickAtLeastOne']]);
  });

  it('split each group at maxOrders', () => {
    const orders = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, items: [{ skuId: 1, productId: 1, quantity: 1 }] }));
    expect(planPickLists(orders, { type: 'mixed', maxOrders: 2, minOrders: 1 }).lists).toEqual([[1, 2], [3, 4], [5]]);
  });
});

describe('scan sorting rules', () => {
  it('needs a code, at least one order type, a whole checked quantity', () => {
    expect(issue(sortingScanInput.safeParse({ pickListId: 1, code: '' }))).toEqual([['code', 'sorting.codeRequired']]);
    expect(issue(sortingScanInput.safeParse({ pickListId: 1, code: 'A', orderTypes: [] }))).toEqual([['orderTypes', 'sorting.orderTypeRequired']]);
    expect(issue(sortingScanInput.safeParse({ pickListId: 1, code: 'A', quantity: 0.5 }))).toEqual([['quantity', 'sorting.quantityInteger']]);
    expect(sortingScanInput.parse({ pickListId: 1, code: ' A ' })).toEqual({
      pickListId: 1,
      code: 'A',
      quantity: 1,
      orderTypes: ['single', 'multi'],
      mode: 'order',
    });
    expect(issue(sortingWallInput.safeParse({ pickListId: 1, rows: 31, columns: 1 }))).toEqual([['rows', 'sorting.wallSize']]);
  });

  it('calls one-piece orders single', () => {
    expect(sortingOrderType([{ quantity: 1, unitsPerItem: 1 }])).toBe('single');
    expect(sortingOrderType([{ quantity: 1, unitsPerItem: 2 }])).toBe('multi');
  });
});
