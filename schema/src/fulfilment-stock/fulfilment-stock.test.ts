// The FBA restock formula against hand-computed numbers, and the window sets of spec 02 §9 broken.
import { describe, expect, it } from 'vitest';
import { fbaRestockInput, fbaRestockSuggestion, fulfilmentSyncInput, type FbaRestockTerms } from './index';

const base: FbaRestockTerms = {
  sales: { 7: 14, 15: 27, 30: 45, 90: 120 },
  salesWindow: 30,
  forecastDays: 14,
  leadDays: 20,
  targetCoverDays: 30,
  fulfillable: 12,
  inbound: 10,
};
const issues = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);

describe('fbaRestockSuggestion', () => {
  it('computes every term by hand', () => {
    // daily 45 / 30 = 1.5; forecast ⌈1.5 × 14⌉ = 21; lead ⌈1.5 × 20⌉ = 30; cover ⌈1.5 × 30⌉ = 45;
    // demand 75; supply 12 + 10 = 22; cover days 22 / 1.5 = 14.7; 12 < 21 → stock-out; quantity 75 − 22 = 53.
    expect(fbaRestockSuggestion(base)).toEqual({
      dailySales: 1.5,
      forecast: 21,
      leadDemand: 30,
      coverDemand: 45,
      demand: 75,
      supply: 22,
      coverDays: 14.7,
      stockoutInForecast: true,
      quantity: 53,
    });
  });
  it('uses the chosen sales window', () => {
    // 7 days: 14 / 7 = 2; lead 40, cover 60, demand 100, quantity 78.
    expect(fbaRestockSuggestion({ ...base, salesWindow: 7 })).toMatchObject({ dailySales: 2, demand: 100, quantity: 78 });
    // 90 days: 120 / 90 = 1.333 → 1.33; lead ⌈26.6⌉ = 27; cover ⌈39.9⌉ = 40; demand 67; quantity 45.
    expect(fbaRestockSuggestion({ ...base, salesWindow: 90 })).toMatchObject({ dailySales: 1.33, leadDemand: 27, coverDemand: 40, quantity: 45 });
    // 15 days: 27 / 15 = 1.8; forecast 3 days ⌈5.4⌉ = 6 ≤ 12 → no stock-out.
    expect(fbaRestockSuggestion({ ...base, salesWindow: 15, forecastDays: 3 })).toMatchObject({ dailySales: 1.8, forecast: 6, stockoutInForecast: false });
  });
  it('suggests nothing when supply covers the demand, and nothing without sales', () => {
    expect(fbaRestockSuggestion({ ...base, fulfillable: 70, inbound: 5 })).toMatchObject({ supply: 75, quantity: 0, coverDays: 50 });
    expect(fbaRestockSuggestion({ ...base, sales: { 7: 0, 15: 0, 30: 0, 90: 0 } })).toMatchObject({
      dailySales: 0,
      demand: 0,
      coverDays: null,
      stockoutInForecast: false,
      quantity: 0,
    });
  });
});

describe('fbaRestockInput (spec 02 §9 windows)', () => {
  it('defaults the windows and days', () => {
    expect(fbaRestockInput.parse({ shopId: 3 })).toEqual({ shopId: 3, salesWindow: 30, forecastDays: 14, leadDays: 14, targetCoverDays: 30 });
  });
  it('refuses windows outside the sets', () => {
    expect(issues(fbaRestockInput.safeParse({ shopId: 3, salesWindow: 14 }))).toEqual(['salesWindow:fulfilmentStock.salesWindowInvalid']);
    expect(issues(fbaRestockInput.safeParse({ shopId: 3, forecastDays: 15 }))).toEqual(['forecastDays:fulfilmentStock.forecastWindowInvalid']);
    expect(issues(fbaRestockInput.safeParse({ shopId: 3, leadDays: -1 }))).toEqual(['leadDays:fulfilmentStock.leadDaysRange']);
    expect(issues(fbaRestockInput.safeParse({ shopId: 3, targetCoverDays: 0 }))).toEqual(['targetCoverDays:fulfilmentStock.coverDaysRange']);
  });
  it('sync needs a known programme and a shop', () => {
    expect(issues(fulfilmentSyncInput.safeParse({ marketplace: 'wfs', shopId: 1 }))).toEqual(['marketplace:fulfilmentStock.marketplaceInvalid']);
    expect(issues(fulfilmentSyncInput.safeParse({ marketplace: 'fba' }))).toEqual(['shopId:validation.required']);
  });
});
