// Shared by the sales report tests: asking a report as a company and writing an order directly
// (no pipeline: status and times stay as given).
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness';
import type { RequestContext } from '../../platform/context';
import type { OrderWorld } from '../orders/orders.fixtures';
import { exportDefinition, parseExportFilter } from '../report-jobs/exports';

/** Asks one report field; a success answers its data, an error result answers itself. */
export function reportAsker(app: () => TestApp, defaultToken: () => string) {
  return async (field: string, query: string, variables: Record<string, unknown>, token = defaultToken()) => {
    const r = await app().gql(query, variables, { token, lang: 'en' });
    if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
    const v = r.body.data[field];
    return v.__typename?.endsWith('Success') ? v.data : v;
  };
}

export interface ReportOrder {
  status: string;
  currency: string;
  total: string;
  freight?: string;
  at: string;
  country?: string;
  quantities: number[];
  shippedAt?: string;
  shipBy?: string;
}

/** Writes orders numbered `<prefix>-n`; `paid` also stamps the payment time at the order time. */
export function reportOrderWriter(prefix: string, { paid }: { paid: boolean }) {
  let seq = 0;
  return (world: OrderWorld, shop: { id: number; platformType: number }, o: ReportOrder) => {
    const companyId = world.company.companyId;
    const n = ++seq;
    return world.ctx.db.order.create({
      data: {
        companyId,
        shopId: shop.id,
        platformType: shop.platformType,
        platformOrderNo: `${prefix}-${n}`,
        orderNo: `${prefix}${String(n).padStart(5, '0')}`,
        status: o.status,
        currency: o.currency,
        totalAmount: o.total,
        shippingFee: o.freight ?? '0',
        orderedAt: new Date(o.at),
        paidAt: paid ? new Date(o.at) : null,
        shippedAt: o.shippedAt ? new Date(o.shippedAt) : null,
        shipBy: o.shipBy ? new Date(o.shipBy) : null,
        country: o.country ?? 'US',
        items: { create: o.quantities.map((quantity, k) => ({ companyId, platformItemId: `L${k}`, platformSku: `SKU${k}`, quantity, unitPrice: '1' })) },
      },
    });
  };
}

type Ask = ReturnType<typeof reportAsker>;

/** Every broken filter is refused by every report with its field and message id. */
export async function expectFilterRefusals(ask: Ask, cases: [Record<string, unknown>, string, string][], reports: [string, string][]) {
  for (const [f, field, messageId] of cases) {
    for (const [name, query] of reports) {
      expect(await ask(name, query, { f }), `${name} ${JSON.stringify(f)}`).toMatchObject({
        __typename: 'ValidationError',
        fieldErrors: [{ field, messageId }],
      });
    }
  }
}

/** The rates both report suites compute with: eBay (shop1) at a 10 % platform rate, Amazon (shop2) at 15 %, the company's own EUR rate 8. */
export async function reportRates(w: OrderWorld) {
  const db = w.ctx.db;
  await db.shop.update({ where: { id: w.shop1.id }, data: { platformRate: '10' } });
  await db.shop.update({ where: { id: w.shop2.id }, data: { platformRate: '15' } });
  await db.exchangeRate.create({ data: { companyId: w.company.companyId, currency: 'EUR', rate: '8' } });
}

/** A report's export read in full: its definition, row count and each row's cells (texts as their message ids). */
export async function exported(ctx: RequestContext, reportType: string, raw: Record<string, unknown>) {
  const t = (id: string, params?: Record<string, unknown>) => (params ? `${id} ${JSON.stringify(params)}` : id);
  const def = exportDefinition(reportType)!;
  const f = parseExportFilter(def, raw);
  const rows: any[] = [];
  for await (const batch of def.rows(ctx, f)) rows.push(...batch);
  return { def, count: await def.count(ctx, f), cells: rows.map((r) => def.columns.map((c) => c.value(r, { lang: 'en', t }))) };
}
