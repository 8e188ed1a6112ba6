// Receipts of stock orders at third-party overseas warehouses on a schedule (issue 23 item 1): every
// STOCK_ORDER_RECEIPT_SYNC_MS the instance holding the lease reads, as each company, the provider's
// receipt of every shipped stock order with an inbound notice (the same rule as the order's "sync
// receipt", never confirming more than shipped); received ones are received with the provider's
// quantities. A refusal is logged and kept on the order; the others go on.
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import { addingUp, loggedRound, startSchedule } from '../../platform/schedule';
import { systemContext } from '../marketplaces/pull.service';
import { syncCompanyReceipts } from './stock-orders.inbound';

/** A sea or air shipment is received over days: reading every 30 minutes is soon enough and light on the providers. */
export const STOCK_ORDER_RECEIPT_SYNC_MS = 30 * 60_000;

/** One round over every company with shipped stock orders that have an inbound notice. */
export async function syncAllStockOrderReceipts(platform: Platform): Promise<{ received: number; failed: number }> {
  const db = unscopedDb(platform.database.prisma, 'the stock order receipt schedule visits the shipped stock orders of every company');
  const companies = await db.stockOrder.groupBy({ by: ['companyId'], where: { status: 'shipped', inboundNo: { not: '' } }, orderBy: { companyId: 'asc' } });
  return addingUp(companies, { received: 0, failed: 0 }, async ({ companyId }) => syncCompanyReceipts(await systemContext(platform, companyId)));
}

/** The server's schedule (app.ts). */
export function startStockOrderReceiptSync(platform: Platform, http: FastifyInstance): Promise<void> {
  const run = loggedRound(platform, () => syncAllStockOrderReceipts(platform), 'stock order receipts synced', 'received', 'failed');
  return startSchedule(platform, http, { name: 'stock-order-receipt-sync', everyMs: STOCK_ORDER_RECEIPT_SYNC_MS, run });
}
