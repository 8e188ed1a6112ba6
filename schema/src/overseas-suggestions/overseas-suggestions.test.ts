// The overseas restock formula against hand-computed numbers, and the §5 settings rules broken.
import { describe, expect, it } from 'vitest';
import { lotValue, overseasSafetyInput, overseasStockOrderInput, overseasSuggestion } from './index';

const base = {
  dailySales: 2.5,
  leadDays: 20,
  minStockingDays: 7,
  maxStockingDays: 30,
  safeDays: 5,
  safetyStock: null,
  moq: 1,
  minOrderDays: 0,
  sellable: 40,
  inTransit: 10,
  pendingStockOrders: 5,
};
const issues = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);

describe('overseasSuggestion', () => {
  it('adds the lead-time demand of the first-mile channel (hand-computed)', () => {
    // safety ⌈2.5 × 5⌉ = 13; lead ⌈2.5 × 20⌉ = 50; stocking ⌈2.5 × 30⌉ = 75; demand 138;
    // supply 40 + 10 + 5 = 55; free 55 − 13 − 50 = −8 < 2.5 × 7 → needed; quantity 138 − 55 = 83.
    expect(overseasSuggestion(base)).toEqual({
      safetyStock: 13,
      leadDemand: 50,
      stockingDemand: 75,
      demand: 138,
      supply: 55,
      coverDays: -3.2,
      needed: true,
      moq: 1,
      shortfall: 83,
      quantity: 83,
    });
  });
  it('raises the quantity to the MOQ or the minimum order days', () => {
    // demand 13 + 0 + 75 = 88, supply 80: free 67 / 2.5 = 26.8 days ≥ 7 → not needed.
    expect(overseasSuggestion({ ...base, leadDays: 0, sellable: 65 }).needed).toBe(false);
    // min stocking 30: 26.8 < 30 → needed; shortfall 8; MOQ max(1, ⌈2.5 × 10⌉ = 25) = 25.
    const r = overseasSuggestion({ ...base, leadDays: 0, sellable: 65, minStockingDays: 30, minOrderDays: 10 });
    expect([r.shortfall, r.moq, r.quantity]).toEqual([8, 25, 25]);
    expect(overseasSuggestion({ ...base, moq: 100 }).quantity).toBe(100);
  });
  it('uses a fixed safety stock; without sales it restocks only below it', () => {
    const none = { ...base, dailySales: 0, sellable: 3, inTransit: 0, pendingStockOrders: 0, safetyStock: 10 };
    expect(overseasSuggestion(none)).toMatchObject({ safetyStock: 10, demand: 10, supply: 3, needed: true, quantity: 7, coverDays: null });
    expect(overseasSuggestion({ ...none, sellable: 10 })).toMatchObject({ needed: false, quantity: 0 });
    expect(overseasSuggestion({ ...none, safetyStock: null })).toMatchObject({ safetyStock: 0, needed: false, quantity: 0 });
  });
});

describe('overseasSafetyInput (spec 02 §5)', () => {
  const ok = { items: [{ warehouseId: 1, skuId: 2 }], minStockingDays: 7, maxStockingDays: 30, safeDays: 7, safetyStock: 20, moq: 10 };
  it('accepts settings within the rules', () => {
    expect(overseasSafetyInput.safeParse(ok).success).toBe(true);
    expect(overseasSafetyInput.safeParse({ ...ok, safetyStock: null, moq: 500 }).success).toBe(true);
  });
  it('refuses minimum stocking days above the maximum', () => {
    expect(issues(overseasSafetyInput.safeParse({ ...ok, minStockingDays: 31 }))).toEqual(['minStockingDays:purchase.minStockingDaysAboveMax']);
  });
  it('refuses an MOQ (inventory lower limit) above the safety stock', () => {
    expect(issues(overseasSafetyInput.safeParse({ ...ok, moq: 21 }))).toEqual(['moq:overseasSuggest.moqAboveSafety']);
  });
  it('refuses no ticked pair, negative days and a zero MOQ', () => {
    expect(issues(overseasSafetyInput.safeParse({ ...ok, items: [] }))).toEqual(['items:purchase.tickAtLeastOne']);
    expect(issues(overseasSafetyInput.safeParse({ ...ok, safeDays: -1 }))).toEqual(['safeDays:purchase.daysWhole']);
    expect(issues(overseasSafetyInput.safeParse({ ...ok, moq: 0 }))).toEqual(['moq:purchase.quantityPositive']);
  });
  it('stock order from suggestions needs ticked items with quantities', () => {
    expect(issues(overseasStockOrderInput.safeParse({ sourceWarehouseId: 1, items: [] }))).toEqual(['items:purchase.tickAtLeastOne']);
    expect(issues(overseasStockOrderInput.safeParse({ sourceWarehouseId: 1, items: [{ warehouseId: 1, skuId: 1, quantity: 0 }] }))).toEqual([
      'items.0.quantity:purchase.quantityPositive',
    ]);
  });
});

describe('lotValue', () => {
  it('values lots at cost, to the cent', () => {
    // 3 × 4.1250 + 2 × 0.3333 = 12.375 + 0.6666 = 13.0416 → 13.04
    expect(
      lotValue([
        { quantityLeft: 3, unitCost: '4.1250' },
        { quantityLeft: 2, unitCost: 0.3333 },
      ]),
    ).toBe(13.04);
  });
});
