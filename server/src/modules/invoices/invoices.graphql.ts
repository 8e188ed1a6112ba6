// GraphQL of invoices (issue 22 item 3): invoice company headers (/invoiceCompany) with CRUD, and
// invoices (/invoicesManage): list with filters, issue, void and the PDF (base64, spec 01 §7).
import { INVOICE_STATUSES } from '@erp/schema';
import { PdfFileRef } from '../barcodes/pdf.graphql';
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields, rowCommandsOn } from '../../graphql/fields';
import { plainInput } from '../../graphql/inputs';
import { listAndOne } from '../../graphql/pagination';
import * as invoices from './invoices.service';
import { invoicePdf } from './invoices.pdf';

builder.prismaObject('InvoiceCompany', {
  description: "An invoice company header: one of the seller's issuing entities with its own gapless number sequence",
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      name: 'String',
      address: 'String',
      country: 'String: ISO 3166-1 alpha-2',
      taxNumber: 'String: Tax / VAT number',
      bankName: 'String',
      bankAccount: 'String',
      bankSwift: 'String',
      prefix: 'String: Invoice numbers are prefix + the sequence (6 digits)',
      nextNumber: 'Int: The sequence number the next invoice gets',
      currency: 'String',
      taxRate: 'Decimal: Percent offered for new invoices',
      isDefault: 'Boolean',
      createdAt: 'DateTime',
      updatedAt: 'DateTime',
    }),
    invoiceCount: t.int({ resolve: (h, _a, ctx) => ctx.db.invoice.count({ where: { invoiceCompanyId: h.id } }) }),
  }),
});

builder.prismaObject('InvoiceLine', {
  description: 'A detail row of an invoice (amounts tax included)',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      orderId: 'Int',
      lineNo: 'Int',
      sku: 'String',
      title: 'String',
      quantity: 'Int',
      unitPrice: 'Decimal',
      taxRate: 'Decimal',
      net: 'Decimal',
      tax: 'Decimal',
      amount: 'Decimal',
    }),
  }),
});

builder.prismaObject('InvoiceOrder', {
  description: 'An order an invoice covers (active: false once the invoice is voided)',
  fields: (t) => ({ ...exposeFields(t, { orderId: 'Int', orderNo: 'String', active: 'Boolean' }) }),
});

builder.prismaObject('Invoice', {
  description: 'An invoice (spec 02 §3: number, drawee, receiving address and country, invoicing time, detail rows)',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      invoiceCompanyId: 'Int',
      number: 'String: Gapless per header; kept when voided',
      status: `String: ${INVOICE_STATUSES.join(' | ')}`,
      drawee: 'String',
      address: 'String',
      country: 'String',
      currency: 'String',
      taxRate: 'Decimal',
      netTotal: 'Decimal',
      taxTotal: 'Decimal',
      total: 'Decimal',
      invoicedAt: 'DateTime',
      remark: 'String',
      voidedAt: 'DateTime?',
      voidReason: 'String',
      createdAt: 'DateTime',
    }),
    invoiceCompany: t.relation('invoiceCompany'),
    lines: t.relation('lines', { query: { orderBy: { lineNo: 'asc' } } }),
    orders: t.relation('orders', { query: { orderBy: { id: 'asc' } } }),
  }),
});

const HeaderFilter = plainInput('InvoiceCompanyFilter', {
  country: 'String',
  currency: 'String',
  keyword: 'String: Part of the name, tax number, prefix or address',
});
const HeaderInput = plainInput('InvoiceCompanyInput', {
  name: 'String!',
  address: 'String!',
  country: 'String!',
  taxNumber: 'String',
  bankName: 'String',
  bankAccount: 'String',
  bankSwift: 'String',
  prefix: 'String!',
  nextNumber: 'Int: Default 1; fixed once the header has issued an invoice',
  currency: 'String!',
  taxRate: 'String: Percent, two decimals',
  isDefault: 'Boolean',
});
const InvoiceFilter = plainInput('InvoiceFilter', {
  invoiceCompanyId: 'Int',
  status: `String: ${INVOICE_STATUSES.join(' | ')}`,
  from: 'DateTime: Invoicing time from (inclusive)',
  to: 'DateTime: Invoicing time to (inclusive)',
  orderId: 'Int',
  keyword: 'String: Part of the number, the drawee or an order number',
});
const IssueInput = plainInput('IssueInvoiceInput', {
  invoiceCompanyId: 'Int!',
  orderIds: 'Int[]',
  orderNos: 'String[]: Our order numbers, as an alternative to orderIds',
  drawee: "String: Empty: the first order's buyer",
  address: "String: Empty: the first order's address",
  country: "String: Empty: the first order's country",
  taxRate: "String: Percent; empty: the header's",
  invoicedAt: 'DateTime: Empty: now',
  remark: 'String',
});

const headers = listAndOne('InvoiceCompany', 'invoiceCompany', HeaderFilter, (ctx) => ctx.db.invoiceCompany, invoices.invoiceCompanyWhere, { id: 'asc' });
const list = listAndOne('Invoice', 'invoicesManage', InvoiceFilter, (ctx) => ctx.db.invoice, invoices.invoiceWhere, { id: 'desc' });

builder.queryFields((t) => ({
  invoiceCompanies: t.prismaConnection(headers.list),
  invoiceCompany: t.prismaField(headers.one),
  invoiceCompanyOptions: t.prismaField({
    type: ['InvoiceCompany'],
    authScopes: { loggedIn: true },
    description: 'Every invoice company header for pickers; needs /invoiceCompany or /invoicesManage',
    resolve: (_q, _r, _a, ctx) => invoices.invoiceCompanyOptions(ctx),
  }),
  invoices: t.prismaConnection(list.list),
  invoice: t.prismaField(list.one),
}));

const headerUpdate = command('invoiceCompany.update', { operateModule: 'invoiceCompany' });
const issue = command('salesInvoice.issue', { operateModule: 'invoicesManage' });
const voiding = command('salesInvoice.void', { operateModule: 'invoicesManage' });
const onHeader = rowCommandsOn('InvoiceCompany');
const onInvoice = rowCommandsOn('Invoice');
builder.mutationFields((t) => ({
  invoicePdf: t.field({
    type: PdfFileRef,
    errors: {},
    authScopes: { permission: 'invoicesManage' },
    description: 'The invoice as a PDF (print-template machinery, CJK font), base64',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id }, ctx) => invoicePdf(ctx, id),
  }),
  createInvoiceCompany: t.prismaField(onHeader.byInput(headerUpdate, HeaderInput, invoices.createInvoiceCompany)),
  updateInvoiceCompany: t.prismaField(onHeader.byIdInput(headerUpdate, HeaderInput, invoices.updateInvoiceCompany)),
  deleteInvoiceCompany: t.field(commandsOn('Boolean').byId(headerUpdate, invoices.deleteInvoiceCompany, 'Deletes a header that has issued no invoice')),
  issueInvoice: t.prismaField(
    onInvoice.byInput(issue, IssueInput, invoices.issueInvoice, 'Issues an invoice for orders of the company, numbered per header without gaps'),
  ),
  voidInvoice: t.prismaField(
    onInvoice.byArgs(
      voiding,
      { id: 'Int!', reason: 'String!' },
      (ctx, a) => invoices.voidInvoice(ctx, a.id, { reason: a.reason }),
      'Voids an invoice; it keeps its number',
    ),
  ),
}));
