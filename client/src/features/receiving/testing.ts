/** Test data of the receiving screens' tests. */
import type { AbnormalRow, OrderToSign, ReceiptRow } from './hooks';
import { BOX, CUP_RED, named } from '../../test/fixtures';

export function orderToSign(overrides: Partial<OrderToSign> = {}): OrderToSign {
  return {
    __typename: 'PurchaseOrderToSign',
    id: 7,
    orderNo: 'PO20250101000007',
    status: 'approved',
    trackingNo: 'SF100',
    courier: 'SF',
    orderDate: '2025-01-01T08:00:00.000Z',
    warehouseId: 1,
    warehouseName: '深圳仓',
    supplierName: '义乌杯厂',
    lines: [
      {
        __typename: 'PurchaseLineToSign',
        id: 71,
        ...CUP_RED,
        quantity: 10,
        receivedQuantity: 4,
        dueQuantity: 6,
      },
      { __typename: 'PurchaseLineToSign', id: 72, ...BOX, quantity: 5, receivedQuantity: 0, dueQuantity: 5 },
    ],
    ...overrides,
  };
}

export function receiptRow(overrides: Partial<ReceiptRow> = {}): ReceiptRow {
  return {
    __typename: 'PurchaseReceipt',
    id: 31,
    receiptNo: 'RC20250102000031',
    status: 'signed',
    purchaseOrderId: 7,
    purchaseOrderNo: 'PO20250101000007',
    supplierName: '义乌杯厂',
    warehouseId: 1,
    warehouseName: '深圳仓',
    trackingNo: 'SF100',
    courier: 'SF',
    boxes: 2,
    packaging: 'slightlyDamaged',
    signerName: '王五',
    signedAt: '2025-01-02T08:00:00.000Z',
    inspectorName: '',
    inspectedAt: null,
    inspectionNo: '',
    attachment: '',
    overReceived: false,
    remark: '',
    receivedQuantity: 6,
    goodQuantity: 0,
    defectiveQuantity: 0,
    lines: [
      {
        __typename: 'PurchaseReceiptLine',
        id: 311,
        purchaseOrderLineId: 71,
        ...CUP_RED,
        receivedQuantity: 6,
        goodQuantity: 0,
        defectiveQuantity: 0,
        goodLocationId: null,
        goodLocationCode: '',
        defectiveLocationId: null,
        defectiveLocationCode: '',
        overDue: false,
      },
    ],
    ...overrides,
  };
}

export function abnormalRow(overrides: Partial<AbnormalRow> = {}): AbnormalRow {
  return {
    __typename: 'AbnormalReceipt',
    id: 41,
    billNo: 'AR20250103000041',
    purchaseOrderId: 7,
    purchaseOrderNo: 'PO20250101000007',
    supplierName: '义乌杯厂',
    type: 'defective',
    method: 'return',
    status: 'pendingReview',
    remark: '',
    reviewerName: '',
    reviewedAt: null,
    completedAt: null,
    creatorName: '王五',
    createdAt: '2025-01-03T08:00:00.000Z',
    totalQuantity: 2,
    lines: [
      {
        __typename: 'AbnormalReceiptLine',
        id: 411,
        ...named(CUP_RED),
        quantity: 2,
        waybillNos: ['YT1'],
        receiptPrice: '1.8',
        refundAmount: '3.6',
        remark: '',
      },
    ],
    ...overrides,
  };
}
