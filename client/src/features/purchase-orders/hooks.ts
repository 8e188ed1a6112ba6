/** Purchase orders, payment requests and refunds (purchase-orders.graphql) wrapped in small typed hooks. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AuditPurchaseOrdersDocument,
  AuditPurchasePaymentsDocument,
  CancelPurchaseOrderDocument,
  CreatePurchaseOrderDocument,
  CreatePurchasePaymentDocument,
  PurchaseOrderDetailDocument,
  PurchaseOrdersDocument,
  PurchasePaymentLimitsDocument,
  PurchasePaymentsDocument,
  PurchaseSupplierPricesDocument,
  SetPurchaseTrackingDocument,
  UpdatePurchaseOrderDocument,
  type PurchaseAuditInput,
  type PurchaseOrderFilter,
  type PurchaseOrderInput,
  type PurchaseOrdersQuery,
  type PurchasePaymentFilter,
  type PurchasePaymentInput,
  type PurchasePaymentKind,
  type PurchasePaymentsQuery,
  type PurchaseTrackingInput,
} from '../../api/generated/graphql';
import { pageArgs } from '../shared/format';
import { settle } from '../shared/outcome';

export type PurchaseOrderRow = PurchaseOrdersQuery['purchaseOrders']['edges'][number]['node'];
export type PaymentRow = PurchasePaymentsQuery['purchasePayments']['edges'][number]['node'];

export function usePurchaseOrders(page: number, pageSize: number, filter: PurchaseOrderFilter) {
  const { status: _status, ...countFilter } = filter;
  const { data, previousData, loading, error, refetch } = useQuery(PurchaseOrdersDocument, {
    variables: { ...pageArgs(page, pageSize), filter, countFilter },
    fetchPolicy: 'cache-and-network',
  });
  const d = data ?? previousData;
  return {
    rows: d?.purchaseOrders.edges.map((e) => e.node) ?? [],
    total: d?.purchaseOrders.totalCount ?? 0,
    counts: new Map((d?.purchaseOrderStatusCounts ?? []).map((c) => [c.status, c.count])),
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

export function usePurchaseOrderDetail(id: number) {
  const { data, loading, error } = useQuery(PurchaseOrderDetailDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  return { order: data?.purchaseOrder ?? null, loading, error };
}

/** The supplier's prices of the SKUs (unit price defaults); empty without a supplier. */
export function useSupplierPrices(supplierId: number | null, skuIds: number[]) {
  const { data } = useQuery(PurchaseSupplierPricesDocument, {
    variables: { supplierId: supplierId ?? 0, skuIds },
    skip: !supplierId || !skuIds.length,
  });
  return new Map((data?.purchaseSupplierPrices ?? []).map((p) => [p.skuId, p.price as string]));
}

export function usePurchaseOrderActions() {
  const [create] = useMutation(CreatePurchaseOrderDocument);
  const [update] = useMutation(UpdatePurchaseOrderDocument);
  const [audit] = useMutation(AuditPurchaseOrdersDocument);
  const [cancel] = useMutation(CancelPurchaseOrderDocument);
  const [track] = useMutation(SetPurchaseTrackingDocument);
  return {
    create: useCallback((input: PurchaseOrderInput) => settle(create({ variables: { input } }), (d) => d.createPurchaseOrder), [create]),
    update: useCallback((id: number, input: PurchaseOrderInput) => settle(update({ variables: { id, input } }), (d) => d.updatePurchaseOrder), [update]),
    audit: useCallback((input: PurchaseAuditInput) => settle(audit({ variables: { input } }), (d) => d.auditPurchaseOrders), [audit]),
    cancel: useCallback((id: number) => settle(cancel({ variables: { id } }), (d) => d.cancelPurchaseOrder), [cancel]),
    track: useCallback((input: PurchaseTrackingInput) => settle(track({ variables: { input } }), (d) => d.setPurchaseTracking), [track]),
  };
}

export function usePurchasePayments(kind: PurchasePaymentKind, page: number, pageSize: number, filter: PurchasePaymentFilter) {
  const { status: _status, ...countFilter } = filter;
  const { data, previousData, loading, error, refetch } = useQuery(PurchasePaymentsDocument, {
    variables: { kind, ...pageArgs(page, pageSize), filter, countFilter },
    fetchPolicy: 'cache-and-network',
  });
  const d = data ?? previousData;
  return {
    rows: d?.purchasePayments.edges.map((e) => e.node) ?? [],
    total: d?.purchasePayments.totalCount ?? 0,
    counts: new Map((d?.purchasePaymentStatusCounts ?? []).map((c) => [c.status, c.count])),
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

/** What a new request of `kind` on the order may ask for at most. */
export function usePaymentLimits(purchaseOrderId: number | null, kind: PurchasePaymentKind) {
  const { data, loading } = useQuery(PurchasePaymentLimitsDocument, { variables: { purchaseOrderId: purchaseOrderId ?? 0, kind }, skip: !purchaseOrderId, fetchPolicy: 'network-only' });
  const r = data?.purchasePaymentLimits;
  return { limits: r?.__typename === 'QueryPurchasePaymentLimitsSuccess' ? r.data : null, error: r && 'message' in r ? r.message : null, loading };
}

export function usePaymentActions() {
  const [create] = useMutation(CreatePurchasePaymentDocument);
  const [audit] = useMutation(AuditPurchasePaymentsDocument);
  return {
    create: useCallback((input: PurchasePaymentInput) => settle(create({ variables: { input } }), (d) => d.createPurchasePayment), [create]),
    audit: useCallback((input: PurchaseAuditInput) => settle(audit({ variables: { input } }), (d) => d.auditPurchasePayments), [audit]),
  };
}
