// Back-fill of purchase money (issue 22 item 2): purchase payment requests and purchase refund
// orders approved before finance existed never became payment / collection orders (the audit writes
// them since, in its transaction). This finds, per company, every approved request without its
// order and creates the missing one through the same functions the audit calls — unpaid / to be
// received, nothing posted to the ledger (no money moved: paying it is still finance's decision).
//
// Idempotent and safe to run on every boot and from two processes at once: an order is created only
// for a request without one, and the unique (companyId, purchasePaymentId) of both tables refuses a
// second one (a concurrent run's duplicate is skipped, not an error). The created order names the
// request's auditor as its creator (else 0, the system).
import type { Platform } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import { isUniqueViolation } from '../../platform/validate';
import { systemContext } from '../marketplaces/pull.service';
import { createPurchasePaymentOrder, createPurchaseRefundCollectionOrder } from './finance-orders.service';

export interface FinanceBackfillResult {
  paymentOrders: number;
  collectionOrders: number;
}

/** Requests looked at per round (keeps each round's IN lists short). */
const BATCH = 500;

/** Creates the missing payment / collection orders of approved purchase requests of every company (or of one). */
export async function backfillPurchaseFinanceOrders(platform: Platform, onlyCompanyId?: number): Promise<FinanceBackfillResult> {
  const bare = unscopedDb(platform.database.prisma, 'the finance back-fill visits the approved purchase requests of every company');
  const companies = await bare.purchasePayment.groupBy({
    by: ['companyId'],
    where: { status: 'approved', ...(onlyCompanyId ? { companyId: onlyCompanyId } : {}) },
    orderBy: { companyId: 'asc' },
  });
  const result: FinanceBackfillResult = { paymentOrders: 0, collectionOrders: 0 };
  for (const { companyId } of companies) {
    const ctx = await systemContext(platform, companyId);
    let afterId = 0;
    for (;;) {
      const requests = await ctx.db.purchasePayment.findMany({
        where: { status: 'approved', id: { gt: afterId } },
        orderBy: { id: 'asc' },
        take: BATCH,
        select: {
          id: true,
          kind: true,
          billNo: true,
          amount: true,
          remark: true,
          auditorId: true,
          purchaseOrder: { select: { orderNo: true, supplier: { select: { name: true } } } },
        },
      });
      if (!requests.length) break;
      afterId = requests[requests.length - 1].id;
      const ids = requests.map((r) => r.id);
      const [payments, collections] = await Promise.all([
        ctx.db.paymentOrder.findMany({ where: { purchasePaymentId: { in: ids } }, select: { purchasePaymentId: true } }),
        ctx.db.collectionOrder.findMany({ where: { purchasePaymentId: { in: ids } }, select: { purchasePaymentId: true } }),
      ]);
      const done = new Set([...payments, ...collections].map((o) => o.purchasePaymentId));
      for (const r of requests) {
        if (done.has(r.id)) continue;
        const actor = { ...ctx.actor!, userId: r.auditorId ?? 0 };
        const request = { ...r, orderNo: r.purchaseOrder.orderNo, supplierName: r.purchaseOrder.supplier.name };
        try {
          await ctx.db.$transaction(async (tx) => {
            if (r.kind === 'payment') await createPurchasePaymentOrder(tx, actor, request);
            else await createPurchaseRefundCollectionOrder(tx, actor, request);
          });
          if (r.kind === 'payment') result.paymentOrders += 1;
          else result.collectionOrders += 1;
        } catch (err) {
          if (!isUniqueViolation(err)) throw err; // another process created it meanwhile
        }
      }
      if (requests.length < BATCH) break;
    }
  }
  return result;
}
