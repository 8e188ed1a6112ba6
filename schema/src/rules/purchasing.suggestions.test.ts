// Unit tests of the stocking-suggestion rules: the formula, weighted daily sales, range overlap and
// the settings / batch safety / generation inputs (spec 02 §5 'Stocking suggestion', 'Purchasing').
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SALES_WEIGHTS,
  batchSafetyInput,
  generatePurchaseOrdersInput,
  purchaseSettingInput,
  purchaseSuggestion,
  rangesOverlap,
  weightedDailySales,
} from './purchasing';

const issues = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => [i.path.join('.'), i.message]);
const base = { minStockingDays: 7, maxStockingDays: 30, safeDays: 7 };
const s = {
  dailySales: 2,
  minStockingDays: 7,
  maxStockingDays: 30,
  safeDays: 7,
  safetyStock: null,
  moq: 1,
  stockFloor: 0,
  sellable: 10,
  preSale: 0,
  pendingReceipt: 0,
  outOfStockDemand: 0,
};

describe('weightedDailySales', () => {
  it('is Σ weight × average / Σ weight over the weighted windows', () => {
    expect(weightedDailySales({ 7: 2, 30: 1, 90: 0.5 }, DEFAULT_SALES_WEIGHTS)).toBeCloseTo(0.5 * 2 + 0.3 * 1 + 0.2 * 0.5);
    expect(
      weightedDailySales({ 3: 3, 90: 1 }, [
        { days: 3, weight: 1 },
        { days: 90, weight: 1 },
      ]),
    ).toBe(2);
  });
  it('is 0 without positive weights and treats a missing window as 0', () => {
    expect(weightedDailySales({ 7: 5 }, [])).toBe(0);
    expect(weightedDailySales({ 7: 5 }, [{ days: 7, weight: 0 }])).toBe(0);
    expect(
      weightedDailySales({ 7: 4 }, [
        { days: 7, weight: 0.5 },
        { days: 30, weight: 0.5 },
      ]),
    ).toBe(2);
  });
});

describe('purchaseSuggestion', () => {
  it('demand = out-of-stock + safety + stocking; quantity = demand − supply raised to the MOQ', () => {
    // safety ⌈2 × 7⌉ = 14, stocking 60, demand 74; supply 10; free −4 < 14 → 64
    expect(purchaseSuggestion(s)).toMatchObject({
      safetyStock: 14,
      stockingDemand: 60,
      demand: 74,
      supply: 10,
      needed: true,
      shortfall: 64,
      quantity: 64,
      coverDays: -2,
    });
    expect(purchaseSuggestion({ ...s, moq: 100 }).quantity).toBe(100);
  });
  it('a fixed safety stock replaces safe days × daily sales', () => {
    expect(purchaseSuggestion({ ...s, safetyStock: 3 })).toMatchObject({ safetyStock: 3, demand: 63 });
  });
  it('is not needed while the supply covers the minimum stocking days', () => {
    const r = purchaseSuggestion({ ...s, sellable: 40, preSale: 5, pendingReceipt: 5 });
    // supply 50, free 36 ≥ 14 → not needed although demand 74 > 50
    expect(r).toMatchObject({ supply: 50, needed: false, quantity: 0, coverDays: 18 });
  });
  it('out-of-stock orders or a supply under the stock floor make it needed even without sales', () => {
    expect(purchaseSuggestion({ ...s, dailySales: 0, sellable: 0, outOfStockDemand: 3, moq: 5 })).toMatchObject({ needed: true, quantity: 5, coverDays: null });
    expect(purchaseSuggestion({ ...s, dailySales: 0, sellable: 1, stockFloor: 2, safetyStock: 4 })).toMatchObject({ needed: true, quantity: 3 });
    expect(purchaseSuggestion({ ...s, dailySales: 0, sellable: 0 })).toMatchObject({ needed: false, quantity: 0 });
  });
});

describe('rangesOverlap', () => {
  it('closed ranges sharing a point overlap', () => {
    expect(rangesOverlap(1, 10, 10, 20)).toBe(true);
    expect(rangesOverlap(1, 10, 5, 6)).toBe(true);
    expect(rangesOverlap(1, 9, 10, 20)).toBe(false);
    expect(rangesOverlap(10, 20, 1, 9)).toBe(false);
  });
});

describe('purchaseSettingInput', () => {
  it('accepts valid settings and fills the defaults', () => {
    const r = purchaseSettingInput.parse({
      ...base,
      salesWeights: [
        { days: 3, weight: 0.4 },
        { days: 90, weight: 0.6 },
      ],
      salesCoefficients: [{ start: '2026-01-01', end: '2026-01-31', coefficient: 0.5 }],
    });
    expect(r).toMatchObject({ moq: 1, stockFloor: 0, minOrderDays: 0 });
    expect(r.salesCoefficients![0].start).toBeInstanceOf(Date);
  });
  it.each([
    ['min stocking days above max', { ...base, minStockingDays: 31 }, ['minStockingDays', 'purchase.minStockingDaysAboveMax']],
    ['stock floor above safety stock', { ...base, safetyStock: 2, stockFloor: 3 }, ['stockFloor', 'purchase.floorAboveSafety']],
    ['fractional days', { ...base, safeDays: 1.5 }, ['safeDays', 'purchase.daysWhole']],
    ['a weight on an unknown window', { ...base, salesWeights: [{ days: 60, weight: 1 }] }, ['salesWeights.0.days', 'purchase.weightWindow']],
    ['a weight above 1', { ...base, salesWeights: [{ days: 7, weight: 2 }] }, ['salesWeights.0.weight', 'purchase.coefficientRange']],
    [
      'a coefficient above 1',
      { ...base, salesCoefficients: [{ start: '2026-01-01', end: '2026-01-02', coefficient: 1.1 }] },
      ['salesCoefficients.0.coefficient', 'purchase.coefficientRange'],
    ],
    ['a missing end', { ...base, salesCoefficients: [{ start: '2026-01-01', coefficient: 0.5 }] }, ['salesCoefficients.0.end', 'purchase.endAfterStart']],
    [
      'an empty start',
      { ...base, orderCoefficients: [{ start: '', end: '2026-01-02', minQuantity: 1, maxQuantity: 2, coefficient: 0.5 }] },
      ['orderCoefficients.0.start', 'purchase.endAfterStart'],
    ],
    [
      'an end before the start',
      { ...base, orderCoefficients: [{ start: '2026-01-02', end: '2026-01-01', minQuantity: 1, maxQuantity: 2, coefficient: 0.5 }] },
      ['orderCoefficients.0.end', 'purchase.endAfterStart'],
    ],
    [
      'a maximum below the minimum',
      { ...base, orderCoefficients: [{ start: '2026-01-01', end: '2026-01-02', minQuantity: 5, maxQuantity: 2, coefficient: 0.5 }] },
      ['orderCoefficients.0.maxQuantity', 'purchase.maxBelowMin'],
    ],
    [
      'overlapping order-volume ranges',
      {
        ...base,
        orderCoefficients: [
          { start: '2026-01-01', end: '2026-01-02', minQuantity: 1, maxQuantity: 5, coefficient: 0.5 },
          { start: '2026-03-01', end: '2026-03-02', minQuantity: 5, maxQuantity: 9, coefficient: 0.5 },
        ],
      },
      ['orderCoefficients.1.minQuantity', 'purchase.orderRangesOverlap'],
    ],
    [
      'overlapping sales date ranges',
      {
        ...base,
        salesCoefficients: [
          { start: '2026-01-01', end: '2026-01-10', coefficient: 0.5 },
          { start: '2026-01-05', end: '2026-01-20', coefficient: 0.5 },
        ],
      },
      ['salesCoefficients.1.start', 'purchase.salesRangesOverlap'],
    ],
  ])('refuses %s', (_n, input, issue) => {
    expect(issues(purchaseSettingInput.safeParse(input))).toContainEqual(issue);
  });
});

describe('batchSafetyInput', () => {
  it('needs ticked products and a floor not above the safety stock', () => {
    expect(issues(batchSafetyInput.safeParse({ skuIds: [], warehouseId: 1 }))).toContainEqual(['skuIds', 'purchase.tickAtLeastOne']);
    expect(issues(batchSafetyInput.safeParse({ skuIds: [1], warehouseId: 1, safetyStock: 2, stockFloor: 3 }))).toContainEqual([
      'stockFloor',
      'purchase.floorAboveSafety',
    ]);
    expect(batchSafetyInput.parse({ skuIds: [1], warehouseId: 1, safetyStock: 3, stockFloor: 3 })).toMatchObject({ stockFloor: 3 });
  });
});

describe('generatePurchaseOrdersInput', () => {
  it('needs at least one item with a positive quantity; the warehouse, when given, is a positive id', () => {
    expect(issues(generatePurchaseOrdersInput.safeParse({ items: [] }))).toContainEqual(['items', 'purchase.itemRequired']);
    expect(issues(generatePurchaseOrdersInput.safeParse({ items: [{ skuId: 1, quantity: 0 }] }))).toContainEqual([
      'items.0.quantity',
      'purchase.quantityPositive',
    ]);
    expect(issues(generatePurchaseOrdersInput.safeParse({ items: [{ skuId: 1, quantity: 1 }], warehouseId: 0 }))).toContainEqual([
      'warehouseId',
      'purchase.commonWarehouseRequired',
    ]);
    expect(generatePurchaseOrdersInput.parse({ items: [{ skuId: 1, quantity: 2 }] })).toMatchObject({ items: [{ skuId: 1, quantity: 2 }] });
  });
});
