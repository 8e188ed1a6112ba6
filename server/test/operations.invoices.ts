// Crawler entries of invoices (issue 22 item 3; see DomainOperations in operations.ts). The seed
// makes two invoice company headers per company (one that issues, one spare for edits), an order of
// its own and one invoice on it; company A aiming at B's ids gets "not found".
import { unscopedDb } from '../src/platform/db';
import { createInvoiceCompany, issueInvoice } from '../src/modules/invoices/invoices.service';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const V = `${E} ... on ValidationError { fieldErrors { messageId } }`;
const headerInput = (name: string, prefix: string) => ({ name, address: 'Keji Rd 1', country: 'CN', prefix, currency: 'EUR', taxRate: '19' });

export const invoiceOperations: DomainOperations = {
  operations: [
    {
      field: 'invoiceCompanies',
      query: 'query($f: InvoiceCompanyFilter) { invoiceCompanies(first: 100, filter: $f) { totalCount edges { node { id name } } } }',
      variables: () => ({ f: { currency: 'EUR' } }),
      foreign: { list: 'invCompanyId' },
    },
    { field: 'invoiceCompany', query: 'query($id: Int!) { invoiceCompany(id: $id) { id name } }', variables: (i) => ({ id: i.invCompanyId }), foreign: 'null' },
    { field: 'invoiceCompanyOptions', query: '{ invoiceCompanyOptions { id name } }', variables: () => ({}), foreign: { list: 'invCompanyId' } },
    {
      field: 'invoices',
      query: 'query($f: InvoiceFilter) { invoices(first: 100, filter: $f) { totalCount edges { node { id number } } } }',
      variables: (i) => ({ f: { invoiceCompanyId: i.invCompanyId, orderId: i.invOrderId } }),
      foreign: { list: 'invInvoiceId' },
    },
    { field: 'invoice', query: 'query($id: Int!) { invoice(id: $id) { id number } }', variables: (i) => ({ id: i.invInvoiceId }), foreign: 'null' },
    {
      field: 'invoicePdf',
      query: `mutation($id: Int!) { invoicePdf(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.invInvoiceId }),
      foreign: 'notFound',
    },
    {
      field: 'createInvoiceCompany',
      query: `mutation($i: InvoiceCompanyInput!) { createInvoiceCompany(input: $i) { ${V} } }`,
      variables: () => ({ i: headerInput(`Crawl ${Math.random()}`, `C${Math.random().toString(36).slice(2, 8)}`) }),
    },
    {
      field: 'updateInvoiceCompany',
      query: `mutation($id: Int!, $i: InvoiceCompanyInput!) { updateInvoiceCompany(id: $id, input: $i) { ${V} } }`,
      variables: (i) => ({ id: i.invSpareCompanyId, i: headerInput(`Spare ${i.invSpareCompanyId}`, `S${i.invSpareCompanyId}-`) }),
      foreign: 'notFound',
    },
    {
      field: 'deleteInvoiceCompany',
      query: `mutation($id: Int!) { deleteInvoiceCompany(id: $id) { ${E} } }`,
      // the issuing header: refused (it has an invoice), so the crawl keeps it
      variables: (i) => ({ id: i.invCompanyId }),
      foreign: 'notFound',
    },
    {
      field: 'issueInvoice',
      query: `mutation($i: IssueInvoiceInput!) { issueInvoice(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { invoiceCompanyId: i.invCompanyId, orderIds: [i.invOrderId] } }),
    },
    {
      field: 'voidInvoice',
      query: `mutation($id: Int!) { voidInvoice(id: $id, reason: "crawl") { ${V} } }`,
      variables: (i) => ({ id: i.invInvoiceId }),
      foreign: 'notFound',
    },
  ],

  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const db = unscopedDb(app.platform.database.prisma, 'test');
    const header = await createInvoiceCompany(ctx, headerInput(`Invoicer ${tag}`, `I${tag}-`.replace(/[^A-Za-z0-9-]/g, '').slice(0, 12)));
    const spare = await createInvoiceCompany(ctx, headerInput(`Spare ${tag}`, `S${tag}-`.replace(/[^A-Za-z0-9-]/g, '').slice(0, 12)));
    const shop = await db.shop.findFirstOrThrow({ where: { companyId: company.companyId } });
    const order = await db.order.create({
      data: {
        companyId: company.companyId,
        shopId: shop.id,
        platformType: shop.platformType,
        platformOrderNo: `INV-${tag}`,
        orderNo: `INV${tag}${Date.now()}`,
        orderedAt: new Date('2026-11-01T00:00:00Z'),
        buyerName: `Buyer ${tag}`,
        country: 'DE',
        currency: 'EUR',
        items: { create: [{ companyId: company.companyId, title: 'Crawl item', quantity: 1, unitPrice: '10.00', platformSku: 'CRAWL' }] },
      },
    });
    const invoice = await issueInvoice(ctx, { invoiceCompanyId: header.id, orderIds: [order.id] });
    return { invCompanyId: header.id, invSpareCompanyId: spare.id, invOrderId: order.id, invInvoiceId: invoice.id };
  },

  async snapshot(db, companyId) {
    const where = { where: { companyId }, orderBy: { id: 'asc' as const } };
    return Promise.all([db.invoiceCompany.findMany(where), db.invoice.findMany(where), db.invoiceLine.findMany(where), db.invoiceOrder.findMany(where)]);
  },
};
