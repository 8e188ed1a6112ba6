// Demo invoices (issue 22 item 3): one invoice company header (the demo seller's German VAT entity,
// prefix INV-) and two invoices on demo orders (shipped or completed ones with items), issued
// through the service, so /invoiceCompany and /invoicesManage show data and the PDF downloads.
import type { RequestContext } from '../platform/context';
import { createInvoiceCompany, issueInvoice } from '../modules/invoices/invoices.service';

export async function seedInvoices(ctx: RequestContext) {
  if (await ctx.db.invoiceCompany.findFirst({ select: { id: true } })) return;
  const header = await createInvoiceCompany(ctx, {
    name: '深圳市示例贸易有限公司 Demo Trading GmbH',
    address: 'Friedrichstraße 10, 10117 Berlin',
    country: 'DE',
    taxNumber: 'DE123456789',
    bankName: 'Deutsche Bank',
    bankAccount: 'DE89 3704 0044 0532 0130 00',
    bankSwift: 'DEUTDEFF',
    prefix: 'INV-',
    currency: 'EUR',
    taxRate: '19',
    isDefault: true,
  });
  const orders = await ctx.db.order.findMany({
    where: { status: { in: ['shipped', 'completed'] }, items: { some: { quantity: { gt: 0 } } }, buyerName: { not: '' }, country: { not: '' } },
    orderBy: { id: 'asc' },
    take: 2,
    select: { id: true, orderedAt: true },
  });
  for (const o of orders) {
    await issueInvoice(ctx, { invoiceCompanyId: header.id, orderIds: [o.id], invoicedAt: new Date(o.orderedAt.getTime() + 3 * 86_400_000) });
  }
}
