/** Purchase orders, payment requests and refunds (purchase-orders.graphql): list descriptors, records and commands. */
import * as ops from './purchase-orders.generated';
import type { PurchasePaymentKind } from '../../api/generated/types';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export type PurchaseOrderRow = RowOf<typeof purchaseOrderList>;
export type PaymentRow = RowOf<typeof paymentList>;

export const purchaseOrderList = listOf(ops.PurchaseOrdersDocument, (d) => d.purchaseOrders);
export const paymentList = listOf(ops.PurchasePaymentsDocument, (d) => d.purchasePayments);

export const usePurchaseOrderDetail = (id: number) => useRecord(ops.PurchaseOrderDetailDocument, (d) => d.purchaseOrder, { id });

/** The supplier's prices of the SKUs (unit price defaults); empty without a supplier. */
export function useSupplierPrices(supplierId: number | null, skuIds: number[]) {
  const { record } = useRecord(
    ops.PurchaseSupplierPricesDocument,
    (d) => d.purchaseSupplierPrices,
    { supplierId: supplierId ?? 0, skuIds },
    { skip: !supplierId || !skuIds.length, fetchPolicy: 'cache-first' },
  );
  return new Map((record ?? []).map((p) => [p.skuId, p.price]));
}

/** What a new request of `kind` on the order may ask for at most. */
export function usePaymentLimits(purchaseOrderId: number | null, kind: PurchasePaymentKind) {
  const { record: r, loading } = useRecord(
    ops.PurchasePaymentLimitsDocument,
    (d) => d.purchasePaymentLimits,
    { purchaseOrderId: purchaseOrderId ?? 0, kind },
    { skip: !purchaseOrderId, fetchPolicy: 'network-only' },
  );
  return { limits: r?.__typename === 'QueryPurchasePaymentLimitsSuccess' ? r.data : null, error: r && 'message' in r ? r.message : null, loading };
}

export const usePurchaseOrderCommands = () =>
  useCommands({
    create: ops.CreatePurchaseOrderDocument,
    update: ops.UpdatePurchaseOrderDocument,
    audit: ops.AuditPurchaseOrdersDocument,
    cancel: ops.CancelPurchaseOrderDocument,
    track: ops.SetPurchaseTrackingDocument,
  });

export const usePaymentCommands = () => useCommands({ create: ops.CreatePurchasePaymentDocument, audit: ops.AuditPurchasePaymentsDocument });
