// The profit of an order (issue 22 item 6): hand-computed orders in two currencies, a partial
// refund, the platform fee in both modes, VAT, FIFO lots and rounding.
import { describe, expect, it } from 'vitest';
import {
  allocateCents,
  profitCentsText,
  costLinesCents,
  fifoTake,
  inVatScheme,
  orderProfit,
  platformFeeCents,
  profitMargin,
  toBaseCents,
  toScaled,
  vatCents,
} from './profit';

describe('platformFeeCents (spec 02 §9)', () => {
  it('multiply: (sales + freight) × rate', () => {
    expect(platformFeeCents(10_000, 1_000, '15', 'multiply')).toBe(1_650);
    expect(platformFeeCents(10_000, 0, '12.9', 'multiply')).toBe(1_290);
  });
  it('inclusive: (sales + freight) ÷ (1 + rate) × rate', () => {
    // 55.00 × 0.12 / 1.12 = 5.892857… → 5.89
    expect(platformFeeCents(5_000, 500, '12', 'inclusive')).toBe(589);
    expect(platformFeeCents(11_200, 0, '12', 'inclusive')).toBe(1_200);
  });
  it('a zero or negative rate takes nothing', () => {
    expect(platformFeeCents(10_000, 0, '0', 'multiply')).toBe(0);
    expect(platformFeeCents(10_000, 0, '-3', 'inclusive')).toBe(0);
  });
});

describe('conversions and rounding', () => {
  it('converts at the executed rate, half away from zero', () => {
    expect(toBaseCents(589, '7.76')).toBe(4_571); // 45.7064
    expect(toBaseCents(1, '0.5')).toBe(1); // 0.5 → 1
    expect(toBaseCents(-1, '0.5')).toBe(-1);
    expect(toBaseCents(10_000, '7.123456')).toBe(71_235);
  });
  it('reads decimal text exactly', () => {
    expect(toScaled('12.345', 2)).toBe(1235n);
    expect(toScaled('-0.005', 2)).toBe(-1n);
    expect(toScaled('abc', 2)).toBe(0n);
    expect(profitCentsText(-5)).toBe('-0.05');
    expect(profitCentsText(37_452)).toBe('374.52');
  });
  it('VAT contained in a gross amount, never negative', () => {
    expect(vatCents(4_500, '19')).toBe(718);
    expect(vatCents(-100, '19')).toBe(0);
    expect(inVatScheme('VAT', '19')).toBe(true);
    expect(inVatScheme('OSS', '20')).toBe(true);
    expect(inVatScheme('IOSS', '19')).toBe(false);
    expect(inVatScheme('VAT', '0')).toBe(false);
  });
});

describe('fifoTake', () => {
  const lots = [
    { id: 1, quantityIn: 3, unitCost: '10.0000' },
    { id: 2, quantityIn: 2, unitCost: '12.5000' },
  ];
  it('skips what earlier outbounds took, then takes the oldest lots first', () => {
    expect(fifoTake(lots, 2, 3, 9, '20')).toEqual([
      { skuId: 9, quantity: 1, unitCost: '10.0000', source: 'lot', lotId: 1 },
      { skuId: 9, quantity: 2, unitCost: '12.5000', source: 'lot', lotId: 2 },
    ]);
  });
  it('prices units beyond the lots at the purchase price', () => {
    expect(fifoTake(lots, 4, 3, 9, '20.00')).toEqual([
      { skuId: 9, quantity: 1, unitCost: '12.5000', source: 'lot', lotId: 2 },
      { skuId: 9, quantity: 2, unitCost: '20.00', source: 'purchasePrice', lotId: null },
    ]);
    expect(fifoTake([], 0, 1, 9, '7')).toEqual([{ skuId: 9, quantity: 1, unitCost: '7', source: 'purchasePrice', lotId: null }]);
  });
  it('sums lines rounded once', () => {
    expect(costLinesCents(fifoTake(lots, 2, 3, 9, '20'))).toBe(3_500);
    expect(costLinesCents([{ skuId: 1, quantity: 3, unitCost: '0.3333', source: 'lot' }])).toBe(100);
  });
});

describe('orderProfit: hand-computed orders', () => {
  it('USD order, platform fee multiply, partial refund, no VAT', () => {
    // goods 100.00 + freight 10.00 USD at 7.12; fee 15 % = 16.50 USD; refund 20.00 USD;
    // cost: 2 × 30.50 (lot) + 1 × 40.00 (purchase price) = 101.00; packaging 2.50; freight 45.30
    const productCostBase = costLinesCents([
      { skuId: 1, quantity: 2, unitCost: '30.5000', source: 'lot', lotId: 1 },
      { skuId: 1, quantity: 1, unitCost: '40.00', source: 'purchasePrice' },
    ]);
    const t = orderProfit({
      rate: '7.12',
      goods: '100.00',
      buyerFreight: '10.00',
      platformRate: '15',
      feeMode: 'multiply',
      vatRate: '0',
      vatScheme: false,
      refunds: '20.00',
      productCostBase,
      packagingBase: 250,
      freightBase: 4_530,
    });
    expect(t).toMatchObject({
      goods: 71_200,
      buyerFreight: 7_120,
      platformFee: 11_748,
      productCost: 10_100,
      packaging: 250,
      freight: 4_530,
      vat: 0,
      refunds: 14_240,
      profit: 37_452,
    });
    expect(t.original).toEqual({ goods: 10_000, buyerFreight: 1_000, platformFee: 1_650, vat: 0, refunds: 2_000 });
    expect(profitMargin(t.profit, t.goods, t.buyerFreight, t.refunds)).toBe(0.5845); // 374.52 / (712.00 + 71.20 − 142.40)
  });

  it('EUR order, platform fee inclusive, VAT scheme, partial refund', () => {
    // goods 50.00 + freight 5.00 EUR at 7.76; fee 12 % inclusive = 5.89 EUR → 45.71;
    // VAT 19 % of (55.00 − 10.00) = 7.18 EUR → 55.72; refund 10.00 EUR → 77.60
    const t = orderProfit({
      rate: '7.76',
      goods: '50',
      buyerFreight: '5',
      platformRate: '12',
      feeMode: 'inclusive',
      vatRate: '19',
      vatScheme: true,
      refunds: '10',
      productCostBase: 12_000,
      packagingBase: 150,
      freightBase: 3_000,
    });
    expect(t).toMatchObject({
      goods: 38_800,
      buyerFreight: 3_880,
      platformFee: 4_571,
      vat: 5_572,
      refunds: 7_760,
      profit: 9_627,
    });
    // the profit is exactly the sum of its rounded terms
    expect(t.profit).toBe(t.goods + t.buyerFreight - t.platformFee - t.productCost - t.packaging - t.freight - t.vat - t.refunds);
  });

  it('a CNY order converts at 1 and a loss stays negative', () => {
    const t = orderProfit({
      rate: 1,
      goods: 10,
      buyerFreight: 0,
      platformRate: 10,
      feeMode: 'multiply',
      vatRate: 0,
      vatScheme: false,
      refunds: 0,
      productCostBase: 2_000,
      packagingBase: 0,
      freightBase: 0,
    });
    expect(t.profit).toBe(1_000 - 100 - 2_000);
    expect(profitMargin(0, 0, 0)).toBe(0);
  });
});

describe('allocateCents', () => {
  it('splits in proportion and adds up exactly', () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocateCents(1_000, [0, 0])).toEqual([500, 500]);
    expect(allocateCents(7, [])).toEqual([]);
    for (const [total, weights] of [
      [12_345, [3, 7, 11]],
      [-999, [5, 0, 2]],
      [1, [1, 1, 1, 1]],
    ] as const)
      expect(allocateCents(total, weights).reduce((s, x) => s + x, 0)).toBe(total);
  });
});
