// Renders a print template for records to one PDF (/print, issue 18 C): an order (or a pick list) is
// a record of values and lines; each record gets one page, or more when the layout's table has more
// lines than fit (the whole layout repeats on each page, the table takes the next rows under its
// header). Elements are placed in mm; texts and fields in the embedded font (Chinese included when the
// machine has a CJK font), Code 128 and QR codes as vector paths from bwip-js, images from the
// template. Orders are read in batches and pages are written as they are made (the document does not
// buffer its pages), so 500 labels stay small in memory.
import {
  fillPlaceholders,
  layoutTable,
  paginateLines,
  PRINT_FIELDS,
  printOrdersInput,
  tableCells,
  translate,
  type Lang,
  type PrintElement,
  type PrintField,
  type PrintLayout,
  type PrintLine,
  type PrintPageSlice,
  type PrintTable,
} from '@erp/schema';
import bwipjs from 'bwip-js/node';
import { allowedShopsWhere, assertCan, type RequestContext } from '../../platform/context';
import { ValidationError } from '../../platform/errors';
import { MM, newPdf, pdfLang, type PdfFile } from '../../platform/pdf';
import { parseInput } from '../../platform/validate';
import { addressLine, senderAddressesFor } from '../address-templates/address-templates.service';
import { findPrintTemplate, layoutOf } from './print-templates.service';

export type PrintValues = Partial<Record<PrintField, string>>;
/** What one record prints: its values (fields, placeholders) and the lines its table repeats over. */
export interface PrintRecord {
  values: PrintValues;
  lines: PrintLine[];
}

/** Orders read per query while rendering. */
const BATCH = 200;

/**
 * Code 128 / QR code of `text` as vector paths, drawn scaled into the box. A few recent codes are
 * cached (a value printed twice on a page, a preview drawn again); codes of labels differ order by
 * order, so a large cache only held every SVG of the run (each path keeps its SVG text alive).
 */
const SVG_CACHE_MAX = 64;
const svgCache = new Map<string, { paths: { d: string; fill?: string; stroke?: string; width?: number }[]; w: number; h: number }>();
function codePaths(bcid: 'code128' | 'qrcode', text: string) {
  const key = `${bcid}\u0000${text}`;
  const hit = svgCache.get(key);
  if (hit) return hit;
  const svg = bwipjs.toSVG(bcid === 'code128' ? { bcid, text, height: 10 } : { bcid, text });
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  const paths = [...svg.matchAll(/<path ([^>]*?)\/?>/g)].map(([, attrs]) => {
    const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attrs)?.[1];
    return { d: attr('d') ?? '', fill: attr('fill'), stroke: attr('stroke'), width: Number(attr('stroke-width') ?? 1) };
  });
  const out = { paths, w: Number(box?.[1] ?? 1), h: Number(box?.[2] ?? 1) };
  if (svgCache.size >= SVG_CACHE_MAX) svgCache.delete(svgCache.keys().next().value!);
  svgCache.set(key, out);
  return out;
}

function drawCode(doc: PDFKit.PDFDocument, bcid: 'code128' | 'qrcode', text: string, x: number, y: number, w: number, h: number) {
  const { paths, w: vw, h: vh } = codePaths(bcid, text);
  // a QR code keeps its squares square
  const sx = bcid === 'qrcode' ? Math.min(w / vw, h / vh) : w / vw;
  const sy = bcid === 'qrcode' ? sx : h / vh;
  doc.save().translate(x, y).scale(sx, sy);
  for (const p of paths) {
    doc.path(p.d);
    if (p.stroke)
      doc
        .lineWidth(p.width ?? 1)
        .lineCap('butt')
        .stroke(p.stroke);
    else doc.fill(p.fill ?? '#000000');
  }
  doc.restore();
}

const imageCache = new Map<string, Buffer>();
function imageBytes(src: string): Buffer {
  let bytes = imageCache.get(src);
  if (!bytes) {
    bytes = Buffer.from(src.slice(src.indexOf(',') + 1), 'base64');
    if (imageCache.size > 50) imageCache.clear();
    imageCache.set(src, bytes);
  }
  return bytes;
}

/** Draws one page of `layout` with a record's values; the table shows the lines of `slice` (all by default). */
export function drawPage(
  doc: PDFKit.PDFDocument,
  fit: (s: string) => string,
  lang: Lang,
  layout: PrintLayout,
  values: PrintValues,
  lines: readonly PrintLine[] = [],
  slice: PrintPageSlice = { start: 0, end: lines.length },
) {
  for (const e of layout.elements) {
    if (e.type === 'table') drawTable(doc, fit, e, lines, slice);
    else drawElement(doc, fit, lang, e, values);
  }
}

/** The table's header row and the slice's rows: cell borders, texts clipped to their cell, pictures fitted. */
function drawTable(doc: PDFKit.PDFDocument, fit: (s: string) => string, table: PrintTable, lines: readonly PrintLine[], slice: PrintPageSlice) {
  const pad = 1 * MM;
  doc.fontSize(table.fontSize).fillColor('#000000');
  for (const cell of tableCells(table, lines, slice)) {
    const [x, y, w, h] = [cell.x * MM, cell.y * MM, cell.w * MM, cell.h * MM];
    if (table.borders)
      doc
        .lineWidth(0.2 * MM)
        .rect(x, y, w, h)
        .stroke('#000000');
    if (!cell.text) continue;
    if (!cell.header && cell.column.field === 'picture') {
      // only pictures the record carries as data (a remote URL is not fetched while printing)
      if (cell.text.startsWith('data:image/'))
        try {
          doc.image(imageBytes(cell.text), x + pad, y + pad / 2, { fit: [Math.max(w - 2 * pad, 1), Math.max(h - pad, 1)], align: 'center', valign: 'center' });
        } catch {
          /* an unreadable picture is left out */
        }
      continue;
    }
    const top = y + Math.max(0, (h - table.fontSize * 1.2) / 2);
    const options = { width: Math.max(w - 2 * pad, 1), height: Math.max(h - (top - y), table.fontSize), align: cell.column.align, ellipsis: true, lineGap: 0 };
    doc.text(fit(cell.text), x + pad, top, options);
    // the header row in bold, drawn as in text elements (one font file)
    if (cell.header) doc.text(fit(cell.text), x + pad + 0.3, top, options);
  }
}

function drawElement(doc: PDFKit.PDFDocument, fit: (s: string) => string, lang: Lang, e: Exclude<PrintElement, PrintTable>, values: PrintValues) {
  const [x, y, w, h] = [e.x * MM, e.y * MM, e.w * MM, e.h * MM];
  switch (e.type) {
    case 'text':
    case 'field': {
      const text =
        e.type === 'text' ? fillPlaceholders(e.text, values) : `${e.label ? `${translate(lang, `print.field.${e.field}`)}: ` : ''}${values[e.field] ?? ''}`;
      if (!text.trim()) return;
      doc.fontSize(e.fontSize).fillColor('#000000');
      doc.text(fit(text), x, y, { width: Math.max(w, 1), height: Math.max(h, e.fontSize), ellipsis: true, lineGap: 0 });
      if (e.bold) doc.text(fit(text), x + 0.3, y, { width: Math.max(w, 1), height: Math.max(h, e.fontSize), ellipsis: true, lineGap: 0 });
      return;
    }
    case 'barcode': {
      const code = (values[e.field] ?? '').trim();
      if (!code) return;
      const textH = e.showText ? Math.min(10, h / 4) : 0;
      try {
        drawCode(doc, 'code128', code, x, y, w, h - textH);
      } catch {
        return; // a value Code 128 cannot hold is printed as text only
      }
      if (e.showText) doc.fontSize(Math.max(5, textH - 2)).text(fit(code), x, y + h - textH, { width: w, align: 'center', lineBreak: false });
      return;
    }
    case 'qr': {
      const code = (values[e.field] ?? '').trim();
      if (code) drawCode(doc, 'qrcode', code, x, y, w, h);
      return;
    }
    case 'image':
      try {
        doc.image(imageBytes(e.src), x, y, { fit: [w, h] });
      } catch {
        /* an unreadable picture is left out */
      }
      return;
    case 'line':
      doc
        .lineWidth(e.thickness * MM)
        .moveTo(x, y)
        .lineTo(x + w, y + h)
        .stroke('#000000');
      return;
    case 'box':
      doc
        .lineWidth(e.thickness * MM)
        .rect(x, y, w, h)
        .stroke('#000000');
      return;
  }
}

const money = (v: { toString(): string }) => Number(v.toString()).toFixed(2);
const when = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 16).replace('T', ' ') : '');

/** The values of each order (in the order asked), read through the caller's company. */
export async function* orderValueBatches(ctx: RequestContext, orderIds: number[], now = new Date()): AsyncIterable<PrintValues[]> {
  for await (const batch of orderRecordBatches(ctx, orderIds, now)) yield batch.map((r) => r.values);
}

/** Each order as a record: its values and its items as the lines of a table. */
export async function* orderRecordBatches(ctx: RequestContext, orderIds: number[], now = new Date()): AsyncIterable<PrintRecord[]> {
  for (let i = 0; i < orderIds.length; i += BATCH) {
    const ids = orderIds.slice(i, i + BATCH);
    const orders = await ctx.db.order.findMany({
      // a sub-account limited to some shops prints only their orders (as it sees only those)
      where: { id: { in: ids }, ...allowedShopsWhere(ctx.actor!, 'shopId') },
      include: {
        shop: { select: { shopName: true } },
        items: { select: { platformSku: true, title: true, quantity: true, skuId: true }, orderBy: { id: 'asc' } },
      },
    });
    if (orders.length !== new Set(ids).size) throw ValidationError.field('orderIds', 'print.orders.notFound');
    const channelIds = [...new Set(orders.map((o) => o.logisticsChannelId).filter((v): v is number => v != null))];
    const warehouseIds = [...new Set(orders.map((o) => o.warehouseId).filter((v): v is number => v != null))];
    const skuIds = [...new Set(orders.flatMap((o) => o.items.map((it) => it.skuId)).filter((v): v is number => v != null))];
    const [channels, warehouses, skus, senders] = await Promise.all([
      channelIds.length ? ctx.db.logisticsChannel.findMany({ where: { id: { in: channelIds } }, select: { id: true, name: true } }) : [],
      warehouseIds.length ? ctx.db.warehouse.findMany({ where: { id: { in: warehouseIds } }, select: { id: true, name: true } }) : [],
      skuIds.length ? ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true, sku: true } }) : [],
      senderAddressesFor(ctx, warehouseIds),
    ]);
    const channelName = new Map(channels.map((c) => [c.id, c.name]));
    const warehouseName = new Map(warehouses.map((w) => [w.id, w.name]));
    const skuCode = new Map(skus.map((s) => [s.id, s.sku]));
    const byId = new Map(orders.map((o) => [o.id, o]));
    yield ids.map((id) => {
      const o = byId.get(id)!;
      const sender = o.warehouseId != null ? senders.get(o.warehouseId) : undefined;
      const fullAddress = [o.address1, o.address2, [o.city, o.state, o.postcode].filter(Boolean).join(' '), o.country].filter((p) => p && p.trim()).join(', ');
      const skuOf = (it: (typeof o.items)[number]) => (it.skuId != null ? skuCode.get(it.skuId) : undefined) ?? it.platformSku;
      const lines = o.items.map((it): PrintLine => ({ sku: skuOf(it), productName: it.title, quantity: String(it.quantity), orderNo: o.orderNo }));
      const values = {
        orderNo: o.orderNo,
        platformOrderNo: o.platformOrderNo,
        trackingNo: o.trackingNo,
        channelName: o.logisticsChannelId != null ? (channelName.get(o.logisticsChannelId) ?? '') : '',
        shopName: o.shop.shopName,
        warehouseName: o.warehouseId != null ? (warehouseName.get(o.warehouseId) ?? '') : '',
        buyerName: o.buyerName,
        buyerPhone: o.buyerPhone,
        buyerEmail: o.buyerEmail,
        country: o.country,
        state: o.state,
        city: o.city,
        postcode: o.postcode,
        address1: o.address1,
        address2: o.address2,
        fullAddress,
        weight: String(o.weight || o.estimatedWeight),
        itemCount: String(o.items.reduce((s, it) => s + it.quantity, 0)),
        items: o.items.map((it) => `${skuOf(it)} × ${it.quantity}  ${it.title}`).join('\n'),
        totalAmount: `${money(o.totalAmount)} ${o.currency}`,
        currency: o.currency,
        orderedAt: when(o.orderedAt),
        buyerNote: o.buyerNote,
        sellerNote: o.sellerNote,
        senderName: sender ? [sender.name, sender.company].filter(Boolean).join(' / ') : '',
        senderPhone: sender?.phone ?? '',
        senderAddress: sender ? addressLine(sender) : '',
        printedAt: when(now),
        pickNo: '',
        orderCount: '1',
        pageNo: '1',
        pageCount: '1',
      } satisfies Record<PrintField, string>;
      return { values, lines };
    });
  }
}

/** Example values for the designer's preview when no order is chosen. */
export function sampleValues(lang: Lang): PrintValues {
  const zh = lang === 'zh';
  return Object.fromEntries(
    PRINT_FIELDS.map((f) => {
      const sample: Partial<Record<PrintField, string>> = {
        orderNo: 'SO20261126001',
        platformOrderNo: '112-3456789-0123456',
        trackingNo: 'YT2612345678901',
        channelName: zh ? '云途全球专线挂号' : 'YunExpress Global Direct',
        shopName: zh ? '示例店铺' : 'Demo shop',
        warehouseName: zh ? '深圳仓' : 'Shenzhen warehouse',
        buyerName: 'John Smith',
        buyerPhone: '+1 555-0100',
        buyerEmail: 'john@example.com',
        country: 'US',
        state: 'CA',
        city: 'Los Angeles',
        postcode: '90001',
        address1: '123 Main St',
        address2: 'Apt 4',
        fullAddress: '123 Main St, Apt 4, Los Angeles CA 90001, US',
        weight: '350',
        itemCount: '2',
        items: 'SKU-001 × 1  T-shirt\nSKU-002 × 1  Cap',
        totalAmount: '25.90 USD',
        currency: 'USD',
        orderedAt: '2026-11-26 08:00',
        buyerNote: '',
        sellerNote: '',
        senderName: zh ? '张三 / 示例贸易有限公司' : 'Zhang San / Demo Trading Ltd',
        senderPhone: '+86 755-1234 5678',
        senderAddress: zh ? '科技园南路 1 号, 深圳, 广东, 518000, CN' : '1 Keji Rd S, Shenzhen, Guangdong, 518000, CN',
        printedAt: new Date().toISOString().slice(0, 16).replace('T', ' '),
        pickNo: 'PK20261126001',
        orderCount: '2',
        pageNo: '1',
        pageCount: '1',
      };
      return [f, sample[f] ?? ''];
    }),
  );
}

/** Example lines for the designer's preview. */
function sampleLines(): PrintLine[] {
  return [
    { location: 'A-01-02', sku: 'SKU-001', productName: 'T-shirt / T恤', quantity: '1', orderNo: 'SO20261126001' },
    { location: 'B-03-01', sku: 'SKU-002', productName: 'Cap / 帽子', quantity: '1', orderNo: 'SO20261126001' },
  ];
}

/** Records already in hand, as the one batch renderLayout reads. */
export function recordsOf(records: PrintRecord[]): AsyncIterable<PrintRecord[]> {
  return {
    [Symbol.asyncIterator]: () => {
      let done = false;
      return { next: () => Promise.resolve(done ? { done: true, value: undefined } : ((done = true), { done: false, value: records })) };
    },
  };
}

/** One PDF of `layout`: each record on one page, or on as many as its table's lines need. */
export async function renderLayout(ctx: RequestContext, layout: PrintLayout, records: AsyncIterable<PrintRecord[]>, filename: string): Promise<PdfFile> {
  const size: [number, number] = [layout.page.width * MM, layout.page.height * MM];
  const lang = pdfLang(ctx.lang);
  const table = layoutTable(layout);
  // pages are written out as they are made (no page buffer)
  const pdf = newPdf({ size, margin: 0, autoFirstPage: false, bufferPages: false, info: { Title: filename } });
  let count = 0;
  for await (const batch of records) {
    for (const { values, lines } of batch) {
      const pages = paginateLines(table, lines.length);
      for (const [i, slice] of pages.entries()) {
        pdf.doc.addPage({ size, margin: 0 });
        drawPage(pdf.doc, pdf.fit, lang, layout, { ...values, pageNo: String(i + 1), pageCount: String(pages.length) }, lines, slice);
        count++;
      }
    }
  }
  if (!count) pdf.doc.addPage({ size, margin: 0 });
  const file = await pdf.finish(filename);
  return { ...file, pages: Math.max(count, 1) };
}

/** /print: a template for a selection of orders, one page per order, in the order given. */
export async function renderTemplate(ctx: RequestContext, templateId: number, orderIds: number[], now = new Date()): Promise<PdfFile> {
  assertCan(ctx, 'orders');
  const input = parseInput(printOrdersInput, { templateId, orderIds });
  const template = await findPrintTemplate(ctx, input.templateId);
  const ids = [...new Set(input.orderIds)];
  const stamp = now.toISOString().slice(0, 10).replace(/-/g, '');
  return renderLayout(ctx, layoutOf(template), orderRecordBatches(ctx, ids, now), `${template.kind}-${stamp}-${ids.length}.pdf`);
}

/** The designer's preview of an unsaved layout: the chosen orders, or one page of example values. */
export async function previewLayout(ctx: RequestContext, layout: PrintLayout, orderIds: number[]): Promise<PdfFile> {
  const sample = recordsOf([{ values: sampleValues(pdfLang(ctx.lang)), lines: sampleLines() }]);
  return renderLayout(ctx, layout, orderIds.length ? orderRecordBatches(ctx, orderIds.slice(0, 20)) : sample, 'preview.pdf');
}
