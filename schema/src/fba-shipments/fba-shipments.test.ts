// The FBA shipment rules (issue 23 item 6): the transition table, a sync never moving backwards,
// the stock moves of a sync with hand-computed numbers, the packing check and the box code.
import { describe, expect, it } from 'vitest';
import { FBA_SHIPMENT_STATUSES, fbaBoxCode, fbaPackingRefusal, fbaReceiptMove, fbaShipmentCan, fbaSyncTarget } from './index';

describe('FBA shipment lifecycle', () => {
  it('allows each action only from its states', () => {
    const allowed = (a: Parameters<typeof fbaShipmentCan>[0]) => FBA_SHIPMENT_STATUSES.filter((s) => fbaShipmentCan(a, s));
    expect(allowed('plan')).toEqual(['draft']);
    expect(allowed('pack')).toEqual(['planned', 'packed']);
    expect(allowed('ship')).toEqual(['packed']);
    expect(allowed('markShipped')).toEqual(['shipped']);
    expect(allowed('sync')).toEqual(['markedShipped', 'inTransit', 'receiving']);
    expect(allowed('cancel')).toEqual(['draft', 'planned', 'packed']);
  });

  it('maps Amazon statuses on a sync and never goes backwards', () => {
    expect(fbaSyncTarget('markedShipped', 'SHIPPED')).toBe('markedShipped');
    expect(fbaSyncTarget('markedShipped', 'IN_TRANSIT')).toBe('inTransit');
    expect(fbaSyncTarget('markedShipped', 'DELIVERED')).toBe('inTransit');
    expect(fbaSyncTarget('inTransit', 'CHECKED_IN')).toBe('receiving');
    expect(fbaSyncTarget('inTransit', 'RECEIVING')).toBe('receiving');
    expect(fbaSyncTarget('receiving', 'CLOSED')).toBe('closed');
    expect(fbaSyncTarget('receiving', 'IN_TRANSIT')).toBe('receiving');
    expect(fbaSyncTarget('inTransit', 'WORKING')).toBeNull();
    expect(fbaSyncTarget('inTransit', 'CANCELLED')).toBeNull();
    expect(fbaSyncTarget('planned', 'CLOSED')).toBeNull();
  });
});

describe('FBA sync stock moves', () => {
  it('brings in the increase and takes it off in transit', () => {
    // sent 10, 4 received before, Amazon says 7 now: 3 in, 3 off in transit
    expect(fbaReceiptMove({ shipped: 10, receivedBefore: 4, receivedNow: 7 }, false)).toEqual({ inbound: 3, transitOff: 3 });
  });
  it('writes off what never arrived when closing', () => {
    // sent 10, 7 before, 9 at close: 2 in, in transit was 3 → all 3 off
    expect(fbaReceiptMove({ shipped: 10, receivedBefore: 7, receivedNow: 9 }, true)).toEqual({ inbound: 2, transitOff: 3 });
  });
  it('takes off in transit at most what is left when Amazon received more than sent', () => {
    expect(fbaReceiptMove({ shipped: 10, receivedBefore: 8, receivedNow: 12 }, false)).toEqual({ inbound: 4, transitOff: 2 });
  });
  it('ignores a lower count', () => {
    expect(fbaReceiptMove({ shipped: 10, receivedBefore: 8, receivedNow: 6 }, false)).toEqual({ inbound: 0, transitOff: 0 });
  });
});

describe('FBA packing', () => {
  const lines = [
    { skuId: 1, quantity: 10 },
    { skuId: 2, quantity: 4 },
  ];
  it('accepts boxes holding exactly the shipment', () => {
    expect(
      fbaPackingRefusal(lines, [
        {
          items: [
            { skuId: 1, quantity: 6 },
            { skuId: 2, quantity: 4 },
          ],
        },
        { items: [{ skuId: 1, quantity: 4 }] },
      ]),
    ).toBeNull();
  });
  it('refuses more than the shipment, or a SKU not in it', () => {
    expect(fbaPackingRefusal(lines, [{ items: [{ skuId: 3, quantity: 1 }] }])).toEqual({
      messageId: 'fbaShipment.packedOver',
      difference: { skuId: 3, expected: 0, packed: 1 },
    });
  });
  it('refuses less than the shipment', () => {
    expect(fbaPackingRefusal(lines, [{ items: [{ skuId: 1, quantity: 10 }] }])).toEqual({
      messageId: 'fbaShipment.packedShort',
      difference: { skuId: 2, expected: 4, packed: 0 },
    });
  });
  it('codes boxes as Amazon labels them', () => {
    expect(fbaBoxCode('FBA15ABC123', 7)).toBe('FBA15ABC123U000007');
  });
});
