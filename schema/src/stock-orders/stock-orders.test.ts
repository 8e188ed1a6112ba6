// Stock orders (issue 23 items 2 and 4): the transition table, the review, first-leg freight sharing
// by each method and the overseas cost price, with hand-computed numbers.
import { describe, expect, it } from 'vitest';
import {
  STOCK_ORDER_STATUSES,
  STOCK_ORDER_TRANSITIONS,
  overseasCostPrice,
  reviewStockOrder,
  stockOrderCan,
  stockOrderInput,
  stockOrderReceiveInput,
  stockOrderRejectInput,
  stockOrderShipInput,
} from './index';
import { shareFreight } from '../rules/inventory';

describe('STOCK_ORDER_TRANSITIONS', () => {
  it('submits only drafts', () => {
    for (const s of STOCK_ORDER_STATUSES) expect(stockOrderCan('submit', s)).toBe(s === 'draft');
  });
  it('reviews orders in review and out of stock (re-review); rejects only those in review', () => {
    expect(STOCK_ORDER_STATUSES.filter((s) => stockOrderCan('review', s))).toEqual(['reviewing', 'outOfStock']);
    expect(STOCK_ORDER_STATUSES.filter((s) => stockOrderCan('reviewShort', s))).toEqual(['reviewing', 'outOfStock']);
    expect(STOCK_ORDER_TRANSITIONS.reject).toEqual({ from: ['reviewing'], to: 'draft' });
  });
  it('ships only pending shipment, receives only shipped; cancels nothing that has left', () => {
    expect(STOCK_ORDER_STATUSES.filter((s) => stockOrderCan('ship', s))).toEqual(['pendingShipment']);
    expect(STOCK_ORDER_STATUSES.filter((s) => stockOrderCan('receive', s))).toEqual(['shipped']);
    expect(STOCK_ORDER_STATUSES.filter((s) => stockOrderCan('cancel', s))).toEqual(['draft', 'reviewing', 'outOfStock', 'pendingShipment']);
    expect(STOCK_ORDER_STATUSES.filter((s) => stockOrderCan('return', s))).toEqual(['outOfStock', 'pendingShipment']);
  });
  it('every target is a known status', () => {
    for (const t of Object.values(STOCK_ORDER_TRANSITIONS)) {
      expect(STOCK_ORDER_STATUSES).toContain(t.to);
      for (const f of t.from) expect(STOCK_ORDER_STATUSES).toContain(f);
    }
  });
});

describe('reviewStockOrder', () => {
  it('occupies what the stock covers, the rest is out of stock', () => {
    expect(
      reviewStockOrder([
        { quantity: 10, occupied: 0, available: 4 },
        { quantity: 5, occupied: 0, available: 10 },
        { quantity: 3, occupied: 0, available: 0 },
      ]),
    ).toEqual({ occupy: [4, 5, 0], outOfStock: [6, 0, 3], status: 'outOfStock' });
  });
  it('a re-review tops up what is still missing', () => {
    expect(
      reviewStockOrder([
        { quantity: 10, occupied: 4, available: 6 },
        { quantity: 5, occupied: 5, available: 0 },
        { quantity: 3, occupied: 0, available: 7 },
      ]),
    ).toEqual({ occupy: [6, 0, 3], outOfStock: [0, 0, 0], status: 'pendingShipment' });
  });
  it('negative availability occupies nothing', () => {
    expect(reviewStockOrder([{ quantity: 5, occupied: 0, available: -2 }])).toEqual({ occupy: [0], outOfStock: [5], status: 'outOfStock' });
  });
});

// A: 10 × (200 g, 1000 cm³, 5.00); B: 5 × (1000 g, 6000 cm³, 20.00); C: 3 × (0 g, 500 cm³, 12.50); freight 100.00
const lines = [
  { quantity: 10, weight: 200, volume: 1000, value: 5 },
  { quantity: 5, weight: 1000, volume: 6000, value: '20.00' },
  { quantity: 3, weight: 0, volume: 500, value: 12.5 },
];

describe('shareFreight (cents exact, the remainder to the largest share)', () => {
  it('by weight: 2000 g, 5000 g, 0 g of 7000 g', () => {
    // 10000 × 2000 / 7000 = 2857.14 → 2857; 10000 × 5000 / 7000 = 7142.86 → 7142; 0; 1 cent left → B
    expect(shareFreight(100, lines, 'weight')).toEqual([28.57, 71.43, 0]);
  });
  it('by volume: 10000, 30000, 1500 of 41500 cm³', () => {
    // 2409.64 → 2409; 7228.92 → 7228; 361.45 → 361; 2 cents left → B (7230)
    expect(shareFreight('100.00', lines, 'volume')).toEqual([24.09, 72.3, 3.61]);
  });
  it('by value: 50.00, 100.00, 37.50 of 187.50', () => {
    // 2666.67 → 2666; 5333.33 → 5333; 2000 exactly; 1 cent left → B (5334)
    expect(shareFreight(100, lines, 'value')).toEqual([26.66, 53.34, 20]);
  });
  it('by quantity: 10, 5, 3 of 18', () => {
    // 5555.56 → 5555; 2777.78 → 2777; 1666.67 → 1666; 2 cents left → A (5557)
    expect(shareFreight(100, lines, 'quantity')).toEqual([55.57, 27.77, 16.66]);
  });
  it('adds up to the freight exactly; equal shares give the remainder to the first', () => {
    expect(shareFreight(0.1, [{ quantity: 1 }, { quantity: 1 }, { quantity: 1 }], 'quantity')).toEqual([0.04, 0.03, 0.03]);
    const shares = shareFreight(1234.57, lines, 'volume');
    expect(Math.round(shares.reduce((s, c) => s + c, 0) * 100)).toBe(123457);
  });
  it('shares by quantity when no line has the basis (no weights entered)', () => {
    const noWeight = lines.map((l) => ({ ...l, weight: 0 }));
    expect(shareFreight(100, noWeight, 'weight')).toEqual(shareFreight(100, lines, 'quantity'));
  });
  it('no freight, no lines', () => {
    expect(shareFreight(0, lines, 'weight')).toEqual([0, 0, 0]);
    expect(shareFreight(50, [], 'weight')).toEqual([]);
  });
});

describe('overseasCostPrice (spec 02 §9)', () => {
  it('purchase price + allocated first-leg freight per unit + listing fee + final freight', () => {
    // A by quantity: 5.00 + 55.57 / 10 + 1.20 + 3.50 = 15.257
    expect(overseasCostPrice({ purchasePrice: 5, freightShare: 55.57, quantity: 10, listingFee: 1.2, finalFreight: '3.50' })).toBe(15.257);
    // B by value: 20.00 + 53.34 / 5 + 1.20 + 3.50 = 35.368
    expect(overseasCostPrice({ purchasePrice: '20.00', freightShare: 53.34, quantity: 5, listingFee: '1.20', finalFreight: 3.5 })).toBe(35.368);
    // C by quantity: 12.50 + 16.66 / 3 (5.55333…) + 1.20 + 3.50 = 22.75333… → 22.7533
    expect(overseasCostPrice({ purchasePrice: 12.5, freightShare: 16.66, quantity: 3, listingFee: 1.2, finalFreight: 3.5 })).toBe(22.7533);
  });
});

describe('inputs', () => {
  const good = { sourceWarehouseId: 1, targetWarehouseId: 2, lines: [{ skuId: 3, quantity: 4 }] };
  const issues = (schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } }, v: unknown) =>
    schema.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]);
  it('defaults and refusals of a stock order', () => {
    expect(stockOrderInput.parse(good)).toMatchObject({ freightSharing: 'quantity', firstLegFreight: '0', listingFee: '0', finalFreight: '0', trackingNo: '' });
    expect(issues(stockOrderInput, { ...good, targetWarehouseId: 1 })).toEqual([['targetWarehouseId', 'inventory.sameWarehouse']]);
    expect(issues(stockOrderInput, { ...good, freightSharing: 'box' })).toEqual([['freightSharing', 'stockOrder.freightSharing']]);
    expect(issues(stockOrderInput, { ...good, estimatedShipAt: '2026-05-02', estimatedArriveAt: '2026-05-01' })).toEqual([
      ['estimatedArriveAt', 'stockOrder.arriveBeforeShip'],
    ]);
    expect(issues(stockOrderInput, { ...good, lines: [good.lines[0], good.lines[0]] })).toEqual([['lines.1.skuId', 'inventory.sameProductTwice']]);
  });
  it('reject needs a reason, ship a tracking number; receive defaults to no confirmation', () => {
    expect(issues(stockOrderRejectInput, { id: 1, reason: '  ' })).toEqual([['reason', 'stockOrder.reasonRequired']]);
    expect(issues(stockOrderShipInput, { id: 1, trackingNo: '' })).toEqual([['trackingNo', 'stockOrder.trackingRequired']]);
    expect(stockOrderReceiveInput.parse({ id: 1 })).toEqual({ id: 1, lines: [], confirmOverReceive: false });
  });
});
