import { describe, expect, it } from 'vitest';
import { SHEIN_ORDER_STATUSES, SHEIN_ORDER_TRANSITIONS, sheinDeliveryInput, sheinOrderCan, sheinPackagesWeight, sheinRejectInput } from './index';

describe('SHEIN stock order lifecycle', () => {
  it('placed → accepted → delivering → delivered', () => {
    expect(SHEIN_ORDER_TRANSITIONS.accept.to).toBe('accepted');
    expect(sheinOrderCan('createDelivery', 'accepted')).toBe(true);
    expect(sheinOrderCan('deliver', 'delivering')).toBe(true);
    expect(SHEIN_ORDER_TRANSITIONS.deliver.to).toBe('delivered');
  });
  it('refuses actions out of order', () => {
    expect(sheinOrderCan('accept', 'accepted')).toBe(false);
    expect(sheinOrderCan('deliver', 'accepted')).toBe(false);
    expect(sheinOrderCan('reject', 'accepted')).toBe(false);
    expect(sheinOrderCan('createDelivery', 'placed')).toBe(false);
  });
  it('SHEIN cancels anything open, never a delivered or rejected order', () => {
    for (const s of SHEIN_ORDER_STATUSES) expect(sheinOrderCan('cancel', s)).toBe(['placed', 'accepted', 'delivering'].includes(s));
  });
  it('every target is a status', () => {
    for (const t of Object.values(SHEIN_ORDER_TRANSITIONS)) expect(SHEIN_ORDER_STATUSES).toContain(t.to);
  });
});

describe('SHEIN inputs', () => {
  const base = { purchaseOrderId: 1, warehouseId: 2, packages: [{ weight: 1.5 }] };
  it('express needs the express company, pickup a time, fleet a code', () => {
    const issues = (v: object) => {
      const r = sheinDeliveryInput.safeParse(v);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(issues({ ...base, deliveryMethod: 'express' })).toEqual(['shein.expressCompanyRequired']);
    expect(issues({ ...base, deliveryMethod: 'pickup' })).toEqual(['shein.pickupTimeRequired']);
    expect(issues({ ...base, deliveryMethod: 'fleet' })).toEqual(['shein.fleetCodeRequired']);
    expect(issues({ ...base, deliveryMethod: 'express', expressCompany: 'SF' })).toEqual([]);
    expect(issues({ ...base, deliveryMethod: 'pickup', pickupTime: 'nope' })).toContain('shein.pickupTimeInvalid');
  });
  it('packages need a weight above 0 and at least one package', () => {
    const r = sheinDeliveryInput.safeParse({ ...base, deliveryMethod: 'fleet', fleetCode: 'F1', packages: [{ weight: 0 }] });
    expect(r.success).toBe(false);
    expect(sheinDeliveryInput.safeParse({ ...base, deliveryMethod: 'fleet', fleetCode: 'F1', packages: [] }).success).toBe(false);
  });
  it('sums package weights to grams', () => {
    expect(sheinPackagesWeight([{ weight: 0.1 }, { weight: 0.2 }, { weight: '1.005' }])).toBe('1.305');
  });
  it('a rejection needs a reason', () => {
    expect(sheinRejectInput.safeParse({ id: 1, reason: ' ' }).success).toBe(false);
    expect(sheinRejectInput.safeParse({ id: 1, reason: 'no stock' }).success).toBe(true);
  });
});
