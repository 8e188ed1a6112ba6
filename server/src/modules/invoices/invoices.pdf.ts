// The invoice PDF, drawn by the print-template machinery (print-templates.render.ts → the render
// worker → print-templates.draw.ts): the invoice is one record whose detail rows are the lines of a
// layout table, so long invoices continue on further pages with the header repeated, in the embedded
// CJK font like every other PDF (platform/pdf.ts). The layout is built here from the invoice (its
// texts are the invoice's own values, in the caller's language); the table's line fields are the
// print machinery's (lineNo, sku, productName, quantity, location, orderNo): unit price rides in
// `location` and the row amount in `orderNo`, with their own column headers.
import { translate, type Lang, type PrintElement, type PrintLayout, type PrintLine } from '@erp/schema';
import type { RequestContext } from '../../platform/context';
import { pdfLang, type PdfFile } from '../../platform/pdf';
import { recordsOf, renderLayout } from '../print-templates/print-templates.render';
import { findInvoice } from './invoices.service';

const when = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ');
const m = (v: { toString(): string }) => Number(v.toString()).toFixed(2);

function text(x: number, y: number, w: number, h: number, value: string, fontSize = 9, bold = false): PrintElement {
  return { type: 'text', x, y, w, h, text: value.replace(/[{}]/g, '') || ' ', fontSize, bold };
}

export async function invoicePdf(ctx: RequestContext, id: number): Promise<PdfFile> {
  const invoice = await findInvoice(ctx, id);
  const [header, lines, orders] = await Promise.all([
    ctx.db.invoiceCompany.findFirstOrThrow({ where: { id: invoice.invoiceCompanyId } }),
    ctx.db.invoiceLine.findMany({ where: { invoiceId: id }, orderBy: { lineNo: 'asc' } }),
    ctx.db.invoiceOrder.findMany({ where: { invoiceId: id }, orderBy: { id: 'asc' } }),
  ]);
  const lang: Lang = pdfLang(ctx.lang);
  const t = (key: string, params: Record<string, unknown> = {}) => translate(lang, `invoices.pdf.${key}`, params);
  const cur = invoice.currency;
  const bank = [header.bankName, header.bankAccount, header.bankSwift].filter(Boolean).join(' · ');
  const elements: PrintElement[] = [
    text(15, 12, 110, 10, t('title'), 18, true),
    text(125, 12, 70, 6, `${t('number')}: ${invoice.number}`, 10, true),
    text(125, 19, 70, 6, `${t('date')}: ${when(invoice.invoicedAt)}`, 9),
    text(15, 28, 85, 5, t('seller'), 9, true),
    text(15, 34, 85, 6, header.name, 10, true),
    text(15, 40, 85, 12, `${header.address}, ${header.country}`, 9),
    text(15, 52, 85, 5, header.taxNumber ? `${t('taxNumber')}: ${header.taxNumber}` : ' ', 9),
    text(15, 57, 85, 10, bank ? `${t('bank')}: ${bank}` : ' ', 8),
    text(110, 28, 85, 5, t('drawee'), 9, true),
    text(110, 34, 85, 6, invoice.drawee, 10, true),
    text(110, 40, 85, 17, `${invoice.address}${invoice.address ? ', ' : ''}${invoice.country}`, 9),
    text(110, 57, 85, 10, `${t('orders')}: ${orders.map((o) => o.orderNo).join(', ')}`.slice(0, 400), 8),
    { type: 'line', x: 15, y: 69, w: 180, h: 0, thickness: 0.4 },
    {
      type: 'table',
      x: 15,
      y: 72,
      w: 180,
      h: 176,
      rowHeight: 7,
      headerRow: true,
      borders: true,
      fontSize: 8,
      columns: [
        { field: 'lineNo', header: '#', width: 9, align: 'left' },
        { field: 'sku', header: t('sku'), width: 32, align: 'left' },
        { field: 'productName', header: t('title.col'), width: 74, align: 'left' },
        { field: 'quantity', header: t('qty'), width: 15, align: 'right' },
        { field: 'location', header: `${t('unitPrice')} (${cur})`, width: 25, align: 'right' },
        { field: 'orderNo', header: `${t('amount')} (${cur})`, width: 25, align: 'right' },
      ],
    },
    { type: 'line', x: 15, y: 252, w: 180, h: 0, thickness: 0.4 },
    text(110, 255, 50, 6, t('net'), 9),
    text(160, 255, 35, 6, `${m(invoice.netTotal)} ${cur}`, 9),
    text(110, 261, 50, 6, t('tax', { rate: m(invoice.taxRate) }), 9),
    text(160, 261, 35, 6, `${m(invoice.taxTotal)} ${cur}`, 9),
    text(110, 268, 50, 7, t('total'), 11, true),
    text(160, 268, 35, 7, `${m(invoice.total)} ${cur}`, 11, true),
    text(15, 255, 90, 20, invoice.remark || ' ', 8),
    // the page numbers are placeholders the print machinery fills on each page
    { type: 'text', x: 85, y: 283, w: 40, h: 5, text: '{pageNo} / {pageCount}', fontSize: 8, bold: false },
  ];
  if (invoice.status === 'voided') elements.push(text(15, 22, 60, 6, `${t('voided')} ${invoice.voidReason}`.slice(0, 200), 11, true));
  const layout: PrintLayout = { page: { width: 210, height: 297 }, elements };
  const rows: PrintLine[] = lines.map((l) => ({
    lineNo: String(l.lineNo),
    sku: l.sku,
    productName: l.title,
    quantity: String(l.quantity),
    location: m(l.unitPrice),
    orderNo: m(l.amount),
  }));
  return renderLayout(ctx, layout, recordsOf([{ values: {}, lines: rows }]), `${invoice.number}.pdf`);
}
