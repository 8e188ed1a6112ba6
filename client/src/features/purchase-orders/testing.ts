/** Test data and msw handlers of the purchase-order screens' tests. */
import type { PaymentRow, PurchaseOrderRow } from './hooks';
import { CUP_RED } from '../../test/fixtures';

export function orderRow(o: Partial<PurchaseOrderRow> = {}): PurchaseOrderRow {
  return {
    __typename: 'PurchaseOrder',
    id: 11,
    orderNo: 'PO20260301000001',
    status: 'pendingAudit',
    paymentStatus: 'unpaid',
    supplierId: 1,
    supplierName: '义乌杯厂',
    warehouseId: 1,
    warehouseName: '深圳仓',
    purchaserName: '老板',
    orderWay: 'offline',
    procurementType: 'normal',
    orderDate: '2026-03-01T00:00:00.000Z',
    eta: null,
    auditRemark: '',
    auditorName: '',
    auditedAt: null,
    freight: '2.00',
    otherFee: '1.00',
    discount: '0.50',
    trackingNo: '',
    courier: '',
    shippedAt: null,
    signedAt: null,
    cancelledAt: null,
    remark: '',
    createdAt: '2026-03-01T08:00:00.000Z',
    totalQuantity: 10,
    receivedQuantity: 0,
    amounts: {
      __typename: 'PurchaseOrderAmounts',
      cost: '18.00',
      freight: '2.00',
      otherFee: '1.00',
      discount: '0.50',
      total: '20.50',
      paid: '0.00',
      refunded: '0.00',
      pendingPayment: '0.00',
      pendingRefund: '0.00',
    },
    lines: [
      {
        __typename: 'PurchaseOrderLine',
        id: 1,
        ...CUP_RED,
        quantity: 10,
        unitPrice: '1.80',
        amount: '18.00',
        receivedQuantity: 0,
        goodQuantity: 0,
        defectiveQuantity: 0,
        remark: '',
      },
    ],
    ...o,
  };
}

export function paymentRow(p: Partial<PaymentRow> = {}): PaymentRow {
  return {
    __typename: 'PurchasePayment',
    id: 21,
    billNo: 'PR20260301000001',
    kind: 'payment',
    purchaseOrderId: 11,
    purchaseOrderNo: 'PO20260301000001',
    amount: '10.00',
    status: 'pending',
    remark: '',
    auditRemark: '',
    requesterName: '老板',
    auditorName: '',
    auditedAt: null,
    createdAt: '2026-03-02T08:00:00.000Z',
    ...p,
  };
}

export const statusCounts = (counts: Record<string, number>) =>
  Object.entries(counts).map(([status, count]) => ({ __typename: 'PurchaseStatusCount' as const, status, count }));
