import { describe, expect, it } from 'vitest';
import { NOTICE_BILL_KEYS, NOTICE_TYPE, noticeReference } from './notices';

describe('noticeReference: the bill a notice is about, never its internal key', () => {
  it('reads the alert keys back as order numbers, purchase order numbers and SKUs', () => {
    expect(noticeReference(NOTICE_TYPE.orderUnmatched, NOTICE_BILL_KEYS.unmatched(12, '576971941995160573'))).toEqual({
      kind: 'order',
      value: '576971941995160573',
    });
    expect(noticeReference(NOTICE_TYPE.orderUnmatched, 'unmatched24:A-1001')).toEqual({ kind: 'order', value: 'A-1001' });
    expect(noticeReference(NOTICE_TYPE.lowStock, NOTICE_BILL_KEYS.lowStock('MUG-RED', 1))).toEqual({ kind: 'sku', value: 'MUG-RED' });
    expect(noticeReference(NOTICE_TYPE.lowStock, 'A@B@12')).toEqual({ kind: 'sku', value: 'A@B' });
    expect(noticeReference(NOTICE_TYPE.purchaseAlert, NOTICE_BILL_KEYS.purchase('noPickup24', 'PO-7'))).toEqual({ kind: 'purchaseOrder', value: 'PO-7' });
    expect(noticeReference(NOTICE_TYPE.purchaseAlert, 'unsigned3:PO-8')).toEqual({ kind: 'purchaseOrder', value: 'PO-8' });
  });

  it('shows nothing for an internal plan item and for an empty reference', () => {
    expect(noticeReference(NOTICE_TYPE.purchaseAlert, NOTICE_BILL_KEYS.purchase('plan12', 41))).toBeNull();
    expect(noticeReference(NOTICE_TYPE.orderUnmatched, '')).toBeNull();
    expect(noticeReference('3', null)).toBeNull();
  });

  it('names export tasks and development demands; other references stay as they are', () => {
    expect(noticeReference(NOTICE_TYPE.reportFinished, '31')).toEqual({ kind: 'exportTask', value: '31' });
    expect(noticeReference(NOTICE_TYPE.productDevDemand, 'D-77')).toEqual({ kind: 'demand', value: 'D-77' });
    expect(noticeReference('2', 'B-9')).toEqual({ kind: 'bill', value: 'B-9' });
    expect(noticeReference('1', 'something12:X-1')).toEqual({ kind: 'bill', value: 'X-1' });
    // an order number the key did not wrap is still an order
    expect(noticeReference(NOTICE_TYPE.orderUnmatched, 'A-1001')).toEqual({ kind: 'order', value: 'A-1001' });
  });
});
