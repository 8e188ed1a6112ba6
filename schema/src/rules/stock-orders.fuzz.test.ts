// Properties of the stock-order inputs (issue 23 item 2; schema/src/stock-orders): the order, reject,
// ship out and receive.
import { expect } from 'vitest';
import { STOCK_ORDER_FREIGHT_SHARING, STOCK_ORDER_REASON_MAX } from '../stock-orders/index';
import { badMoney, blank, brk, fc, fraction, fuzz, id, ids, money, moneyText, notNumber, OMIT, optText, reqText, rel, tooLong } from './fuzz.support';

const qty = fc.integer({ min: 1, max: 10_000_000 });
const badQty = fc.oneof(
  fc.integer({ min: -1000, max: 0 }),
  fraction.filter((n) => n > 0),
  fc.integer({ min: 10_000_001, max: 2e9 }),
  notNumber,
);
const day = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) });

fuzz('stockOrderInput', {
  valid: fc
    .record(
      {
        sourceWarehouseId: id,
        targetWarehouseId: id,
        channelId: id,
        freightSharing: fc.constantFrom(...STOCK_ORDER_FREIGHT_SHARING),
        firstLegFreight: money,
        listingFee: money,
        finalFreight: money,
        ship: fc.tuple(day, fc.integer({ min: 0, max: 90 * 86_400_000 })),
        trackingNo: optText(64),
        remark: optText(500),
        lines: ids(1, 6).chain((skuIds) => fc.tuple(...skuIds.map((skuId) => fc.record({ skuId: fc.constant(skuId), quantity: qty })))),
      },
      { requiredKeys: ['sourceWarehouseId', 'targetWarehouseId', 'lines', 'ship'] },
    )
    .filter((o) => o.sourceWarehouseId !== o.targetWarehouseId)
    .map(({ ship: [at, days], ...rest }) => ({
      ...rest,
      estimatedShipAt: new Date(at).toISOString(),
      estimatedArriveAt: new Date(at + days).toISOString(),
    })),
  accepts: (input, out) => {
    expect(out.firstLegFreight).toBe(input.firstLegFreight === undefined ? '0' : moneyText(input.firstLegFreight));
    expect(out.freightSharing).toBe(input.freightSharing ?? 'quantity');
    expect(out.lines).toEqual(input.lines);
    expect(out.estimatedArriveAt.getTime()).toBeGreaterThanOrEqual(out.estimatedShipAt.getTime());
  },
  breaks: [
    rel('targetWarehouseId', 'inventory.sameWarehouse', (v) => fc.constant({ ...v, targetWarehouseId: v.sourceWarehouseId })),
    rel('lines.1.skuId', 'inventory.sameProductTwice', (v) => fc.constant({ ...v, lines: [v.lines[0], { ...v.lines[0] }, ...v.lines.slice(1)] })),
    rel('estimatedArriveAt', 'stockOrder.arriveBeforeShip', (v) =>
      fc.constant({ ...v, estimatedShipAt: '2026-05-02T00:00:00.000Z', estimatedArriveAt: '2026-05-01T00:00:00.000Z' }),
    ),
    brk('lines', 'inventory.productsRequired', fc.constant([])),
    brk('lines.0.quantity', 'inventory.quantityInteger', badQty),
    brk('freightSharing', 'stockOrder.freightSharing', fc.constantFrom('box', '', 'WEIGHT')),
    brk('firstLegFreight', 'inventory.priceTwoDecimals', badMoney),
    brk('listingFee', 'inventory.priceTwoDecimals', badMoney),
    brk('finalFreight', 'inventory.priceTwoDecimals', badMoney),
    brk('estimatedShipAt', 'stockOrder.dateInvalid', fc.constantFrom('tomorrow', '2026-13-45'), { loose: true }),
    brk('trackingNo', 'validation.tooLong', tooLong(64)),
    brk('sourceWarehouseId', 'validation.required', OMIT),
  ],
});

fuzz('stockOrderRejectInput', {
  valid: fc.record({ id, reason: reqText(STOCK_ORDER_REASON_MAX) }),
  accepts: (input, out) => expect(out.reason).toBe(input.reason.trim()),
  breaks: [
    brk('reason', 'stockOrder.reasonRequired', blank),
    brk('reason', 'stockOrder.reasonRequired', OMIT),
    brk('reason', 'validation.tooLong', tooLong(STOCK_ORDER_REASON_MAX)),
  ],
});

fuzz('stockOrderShipInput', {
  valid: fc.record({ id, trackingNo: reqText(64), firstLegFreight: money }, { requiredKeys: ['id', 'trackingNo'] }),
  accepts: (input, out) => expect(out.trackingNo).toBe(input.trackingNo.trim()),
  breaks: [
    brk('trackingNo', 'stockOrder.trackingRequired', blank),
    brk('trackingNo', 'stockOrder.trackingRequired', OMIT),
    brk('trackingNo', 'validation.tooLong', tooLong(64)),
    brk('firstLegFreight', 'inventory.priceTwoDecimals', badMoney),
  ],
});

fuzz('stockOrderReceiveInput', {
  valid: fc.record(
    {
      id,
      locationId: id,
      lines: fc.array(fc.record({ lineId: id, quantity: fc.integer({ min: 0, max: 10_000_000 }) }), { maxLength: 6 }),
      confirmOverReceive: fc.boolean(),
    },
    { requiredKeys: ['id'] },
  ),
  accepts: (input, out) => {
    expect(out.lines).toEqual(input.lines ?? []);
    expect(out.confirmOverReceive).toBe(input.confirmOverReceive ?? false);
  },
  breaks: [
    rel('lines.0.quantity', 'inventory.nonNegativeInteger', (v) => fc.constant({ ...v, lines: [{ lineId: 1, quantity: -1 }] })),
    rel('lines.0.quantity', 'inventory.nonNegativeInteger', (v) => fc.constant({ ...v, lines: [{ lineId: 1, quantity: 1.5 }] })),
  ],
});

fuzz('stockOrderSyncReceiptInput', {
  valid: fc.record({ id, confirmOverReceive: fc.boolean() }, { requiredKeys: ['id'] }),
  accepts: (input, out) => expect(out).toEqual({ id: input.id, confirmOverReceive: input.confirmOverReceive ?? false }),
  breaks: [brk('id', 'validation.required', OMIT), brk('id', 'validation.integerIds', fc.constant(0))],
});
