import { describe, expect, it } from 'vitest';
import {
  ASSEMBLE_TRANSITIONS,
  COUNT_TRANSITIONS,
  PRODUCT_TRANSITIONS,
  TRANSFER_TRANSITIONS,
  ageBandOf,
  ageInDays,
  availableOf,
  canTransition,
  classifyAbc,
  countTaskInput,
  inboundOrderInput,
  outboundOrderInput,
  productInput,
  shareFreight,
  splitSupplierLinks,
  submitProblems,
  transferOrderInput,
  variantCombinations,
  assembleSheetInput,
  packagingMaterialInput,
  occupyInput,
  price,
} from './inventory';
import { toFieldIssues } from './validation';

const issues = (r: { success: boolean; error?: any }) => (r.success ? [] : toFieldIssues(r.error).map((i) => `${i.field}:${i.messageId}`));

const product = (over: Record<string, unknown> = {}) => ({ spu: 'SPU-1', name: 'Mug', skus: [{ sku: 'MUG-1' }], ...over });

describe('state machines (spec 02 §4)', () => {
  it('submits only draft or rejected products and reviews only those in review', () => {
    expect(canTransition(PRODUCT_TRANSITIONS, 'submit', 'draft')).toBe(true);
    expect(canTransition(PRODUCT_TRANSITIONS, 'submit', 'rejected')).toBe(true);
    expect(canTransition(PRODUCT_TRANSITIONS, 'submit', 'reviewing')).toBe(false);
    expect(canTransition(PRODUCT_TRANSITIONS, 'submit', 'approved')).toBe(false);
    expect(canTransition(PRODUCT_TRANSITIONS, 'approve', 'draft')).toBe(false);
    expect(canTransition(PRODUCT_TRANSITIONS, 'reject', 'reviewing')).toBe(true);
  });
  it('processing: pending → processing → completed, or back to pending', () => {
    expect(canTransition(ASSEMBLE_TRANSITIONS, 'start', 'pending')).toBe(true);
    expect(canTransition(ASSEMBLE_TRANSITIONS, 'complete', 'pending')).toBe(false);
    expect(canTransition(ASSEMBLE_TRANSITIONS, 'returnToPending', 'processing')).toBe(true);
    expect(canTransition(ASSEMBLE_TRANSITIONS, 'returnToPending', 'completed')).toBe(false);
  });
  it('transfers and counts', () => {
    expect(canTransition(TRANSFER_TRANSITIONS, 'ship', 'draft')).toBe(false);
    expect(canTransition(TRANSFER_TRANSITIONS, 'cancel', 'shipped')).toBe(false);
    expect(canTransition(TRANSFER_TRANSITIONS, 'receive', 'shipped')).toBe(true);
    expect(canTransition(COUNT_TRANSITIONS, 'end', 'pending')).toBe(false);
    expect(canTransition(COUNT_TRANSITIONS, 'continue', 'counting')).toBe(true);
  });
});

describe('formulas', () => {
  it('available = quantity − occupied', () => expect(availableOf({ quantity: 10, occupied: 3 })).toBe(7));
  it('age bands under 30, 30-60, 60-90, over 90 days', () => {
    expect([0, 29, 30, 59, 60, 89, 90, 400].map(ageBandOf)).toEqual(['0-30', '0-30', '30-60', '30-60', '60-90', '60-90', '90+', '90+']);
    expect(ageInDays(new Date('2026-01-01T00:00:00Z'), new Date('2026-01-31T12:00:00Z'))).toBe(30);
  });
  it('ABC: 70 / 20 / 10 % of value, highest first; no value is C', () => {
    const classes = classifyAbc([
      { key: 'a', value: 600 },
      { key: 'b', value: 150 },
      { key: 'c', value: 100 },
      { key: 'd', value: 100 },
      { key: 'e', value: 50 },
      { key: 'z', value: 0 },
    ]);
    expect(Object.fromEntries(classes)).toEqual({ a: 'A', b: 'A', c: 'B', d: 'B', e: 'C', z: 'C' });
    expect(classifyAbc([{ key: 1, value: 0 }]).get(1)).toBe('C');
  });
  it('shares freight by quantity, weight or value and the shares add up', () => {
    expect(shareFreight(10, [{ quantity: 1 }, { quantity: 2 }], 'quantity')).toEqual([3.33, 6.67]);
    expect(
      shareFreight(
        9,
        [
          { quantity: 1, weight: 200 },
          { quantity: 1, weight: 100 },
        ],
        'weight',
      ),
    ).toEqual([6, 3]);
    expect(
      shareFreight(
        1,
        [
          { quantity: 1, value: 0 },
          { quantity: 1, value: 0 },
          { quantity: 1, value: 0 },
        ],
        'value',
      ),
    ).toEqual([0.34, 0.33, 0.33]);
  });
  it('supplier links split by |', () => expect(splitSupplierLinks(' https://a.com | |https://b.com')).toEqual(['https://a.com', 'https://b.com']));
  it('variant combinations of the SKU model', () => {
    expect(
      variantCombinations([
        { name: 'Color', options: ['Red', 'Blue'] },
        { name: 'Size', options: ['S', 'M'] },
      ]),
    ).toEqual([
      ['Red', 'S'],
      ['Red', 'M'],
      ['Blue', 'S'],
      ['Blue', 'M'],
    ]);
  });
  it('submitting needs the main image', () => {
    expect(submitProblems({ mainImage: '', skus: 1 })).toEqual(['catalog.mainImageRequired']);
    expect(submitProblems({ mainImage: 'x.png', skus: 1 })).toEqual([]);
  });
});

describe('product input (spec 02 §5 Listing)', () => {
  it('accepts a simple product', () => expect(productInput.safeParse(product()).success).toBe(true));
  it('name at most 50 characters', () => expect(issues(productInput.safeParse(product({ name: 'x'.repeat(51) })))).toEqual(['name:validation.tooLong']));
  it('at most 5 specification names', () => {
    const specs = Array.from({ length: 6 }, (_, i) => ({ name: `s${i}`, options: ['a'] }));
    expect(issues(productInput.safeParse(product({ specifications: specs, skus: [{ sku: 'A', options: ['a', 'a', 'a', 'a', 'a', 'a'] }] })))).toContain(
      'specifications:catalog.tooManySpecifications',
    );
  });
  it('variants vary on at most two attributes', () => {
    const specs = ['a', 'b', 'c'].map((n) => ({ name: n, options: ['1', '2'] }));
    expect(issues(productInput.safeParse(product({ specifications: specs, skus: [{ sku: 'A', options: ['1', '1', '1'] }] })))).toEqual([
      'specifications:catalog.tooManyVariantAttributes',
    ]);
  });
  it('SKU, EAN and barcode may not repeat', () => {
    const r = productInput.safeParse(
      product({
        skus: [
          { sku: 'A', ean: '12345678' },
          { sku: 'a', ean: '12345678', barcode: 'X' },
        ],
      }),
    );
    expect(issues(r)).toEqual(['skus.1.sku:catalog.duplicateCode', 'skus.1.ean:catalog.duplicateCode']);
  });
  it('EAN of 8 or 12-14 digits', () =>
    expect(issues(productInput.safeParse(product({ skus: [{ sku: 'A', ean: '123' }] })))).toEqual(['skus.0.ean:form.barcode']));
  it('at most 5 supplier links, each a link', () => {
    expect(issues(productInput.safeParse(product({ supplierLinks: Array(6).fill('https://a.com') })))).toEqual(['supplierLinks:catalog.tooManyLinks']);
    expect(issues(productInput.safeParse(product({ supplierLinks: ['ftp://a'] })))).toEqual(['supplierLinks:inventory.linkFormat']);
  });
  it('needs at least one SKU', () => expect(issues(productInput.safeParse(product({ skus: [] })))).toEqual(['skus:catalog.skuRequired']));
});

describe('stock bills (spec 02 §5 Warehouse and stock)', () => {
  const line = { skuId: 1, quantity: 2, locationId: 3 };
  it('inbound needs a warehouse, products and a location', () => {
    expect(issues(inboundOrderInput.safeParse({ lines: [line] }))).toEqual(['warehouseId:validation.required']);
    expect(issues(inboundOrderInput.safeParse({ warehouseId: 1, lines: [] }))).toEqual(['lines:inventory.productsRequired']);
    expect(issues(inboundOrderInput.safeParse({ warehouseId: 1, lines: [{ skuId: 1, quantity: 2 }] }))).toEqual([
      'lines.0.locationId:inventory.locationRequired',
    ]);
  });
  it('quantities are whole numbers of at least 1; the same product only once', () => {
    expect(issues(outboundOrderInput.safeParse({ warehouseId: 1, lines: [{ skuId: 1, quantity: 1.5 }] }))).toEqual([
      'lines.0.quantity:inventory.quantityInteger',
    ]);
    expect(issues(outboundOrderInput.safeParse({ warehouseId: 1, lines: [{ skuId: 1, quantity: 0 }] }))).toEqual([
      'lines.0.quantity:inventory.quantityInteger',
    ]);
    expect(
      issues(
        outboundOrderInput.safeParse({
          warehouseId: 1,
          lines: [
            { skuId: 1, quantity: 1 },
            { skuId: 1, quantity: 2 },
          ],
        }),
      ),
    ).toEqual(['lines.1.skuId:inventory.sameProductTwice']);
  });
  it('prices: integer or two decimals', () => {
    expect(price.safeParse('12.34').success).toBe(true);
    expect(price.safeParse(12).success).toBe(true);
    expect(price.safeParse('12.345').success).toBe(false);
    expect(price.safeParse('-1').success).toBe(false);
  });
  it('transfers go between two different warehouses', () => {
    expect(issues(transferOrderInput.safeParse({ fromWarehouseId: 1, toWarehouseId: 1, lines: [{ skuId: 1, quantity: 1 }] }))).toEqual([
      'toWarehouseId:inventory.sameWarehouse',
    ]);
  });
  it('processing quantity ≥ 1 and remarks not empty', () => {
    expect(issues(assembleSheetInput.safeParse({ warehouseId: 1, comboSkuId: 2, quantity: 0, remark: ' ' }))).toEqual([
      'quantity:inventory.quantityInteger',
      'remark:validation.required',
    ]);
  });
  it('occupation remark required, quantity whole', () => {
    expect(issues(occupyInput.safeParse({ skuId: 1, warehouseId: 1, quantity: 2.5, remark: 'x' }))).toEqual(['quantity:inventory.quantityInteger']);
  });
  it('count task: warehouse, at least one SKU and one location', () => {
    expect(issues(countTaskInput.safeParse({ warehouseId: 1, skuIds: [], locationIds: [] }))).toEqual([
      'skuIds:inventory.countSkuRequired',
      'locationIds:inventory.countLocationRequired',
    ]);
  });
  it('packaging material weight up to three decimals', () => {
    expect(issues(packagingMaterialInput.safeParse({ name: 'Box', weight: '0.1234' }))).toEqual(['weight:inventory.weightThreeDecimals']);
  });
});
