// Supplier statistics from real purchase history (spec 02 §3 'Supplier'): the rows are loaded for
// many suppliers at once (one fixed set of queries per call, not per supplier) and folded by the
// pure `supplierStatistics` of @erp/schema. Used by the supplier pages and the purchase reports.
// Callers check permissions; this only reads through the caller's company-scoped client.
import { supplierStatistics, type SupplierHistory, type SupplierStatistics } from '@erp/schema';
import type { RequestContext } from '../../platform/context';

export type { SupplierStatistics } from '@erp/schema';

export interface StatisticsRange {
  /** Orders dated on or after this instant. */
  from?: Date | null;
  /** Orders dated before or on this instant. */
  to?: Date | null;
}

/** Abnormal receipts handled by these methods count as returned or exchanged. */
const RETURN_METHODS = ['return', 'replacement'];

interface Acc {
  orders: SupplierHistory['orders'][number][];
  lines: SupplierHistory['lines'][number][];
  good: number;
  defective: number;
  returnedOrExchanged: number;
}

/**
 * Statistics of each supplier (purchase orders not cancelled, dated within `range` when given).
 * Every requested id gets an entry; ids of another company simply have no history.
 */
export async function supplierStatisticsOf(
  ctx: RequestContext,
  supplierIds: readonly number[],
  range: StatisticsRange = {},
): Promise<Map<number, SupplierStatistics>> {
  const ids = [...new Set(supplierIds)];
  const acc = new Map<number, Acc>(ids.map((id) => [id, { orders: [], lines: [], good: 0, defective: 0, returnedOrExchanged: 0 }]));
  if (ids.length > 0) {
    const orderDate = { ...(range.from ? { gte: range.from } : {}), ...(range.to ? { lte: range.to } : {}) };
    const [suppliers, orders] = await Promise.all([
      ctx.db.supplier.findMany({ where: { id: { in: ids } }, select: { id: true, deliveryDays: true } }),
      ctx.db.purchaseOrder.findMany({
        where: { supplierId: { in: ids }, status: { not: 'cancelled' }, ...(range.from || range.to ? { orderDate } : {}) },
        select: {
          id: true,
          supplierId: true,
          orderDate: true,
          eta: true,
          status: true,
          signedAt: true,
          lines: { select: { quantity: true, unitPrice: true, receivedQuantity: true, goodQuantity: true, defectiveQuantity: true } },
        },
      }),
    ]);
    const orderIds = orders.map((o) => o.id);
    const [firstSigned, abnormal] = orderIds.length
      ? await Promise.all([
          ctx.db.purchaseReceipt.groupBy({ by: ['purchaseOrderId'], where: { purchaseOrderId: { in: orderIds } }, _min: { signedAt: true } }),
          ctx.db.abnormalReceipt.findMany({
            where: { purchaseOrderId: { in: orderIds }, method: { in: RETURN_METHODS } },
            select: { purchaseOrderId: true, lines: { select: { quantity: true } } },
          }),
        ])
      : [[], []];
    const days = new Map(suppliers.map((s) => [s.id, s.deliveryDays]));
    const signedAt = new Map(firstSigned.map((r) => [r.purchaseOrderId, r._min.signedAt]));
    const supplierOf = new Map(orders.map((o) => [o.id, o.supplierId]));
    for (const o of orders) {
      const a = acc.get(o.supplierId)!;
      const quantity = o.lines.reduce((s, l) => s + l.quantity, 0);
      const received = o.lines.reduce((s, l) => s + l.receivedQuantity, 0);
      a.orders.push({
        orderDate: o.orderDate,
        eta: o.eta,
        deliveryDays: days.get(o.supplierId) ?? 0,
        firstSignedAt: signedAt.get(o.id) ?? o.signedAt ?? null,
        fullyReceived: o.status === 'received' || (quantity > 0 && o.lines.every((l) => l.receivedQuantity >= l.quantity)),
        quantity,
        receivedQuantity: received,
      });
      for (const l of o.lines) {
        a.lines.push({ unitPrice: Number(l.unitPrice), quantity: l.quantity, orderDate: o.orderDate });
        a.good += l.goodQuantity;
        a.defective += l.defectiveQuantity;
      }
    }
    for (const r of abnormal) {
      const a = acc.get(supplierOf.get(r.purchaseOrderId)!)!;
      a.returnedOrExchanged += r.lines.reduce((s, l) => s + l.quantity, 0);
    }
  }
  return new Map([...acc].map(([id, a]) => [id, supplierStatistics(a)]));
}

/** Statistics of no purchases at all (a supplier without history). */
export const EMPTY_STATISTICS: SupplierStatistics = supplierStatistics({ orders: [], lines: [], good: 0, defective: 0, returnedOrExchanged: 0 });
