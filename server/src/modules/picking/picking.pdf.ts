// Printed pick lists and sorting labels (platform/pdf.ts: a CJK font when the machine has one).
// Pick list: printed through a print template of kind pickList (issue 18 item 6): the one chosen at
// print time, else the company's default. The record is the list: its values (pick number,
// warehouse, orders, pieces) and its lines, one per SKU with the quantity summed over the list's
// orders, its locations in the list's warehouse (where to pick) and the orders holding it, sorted by
// location; the template's table repeats over them, page after page. The pick list template still
// says what is optional and how large: a table column of an optional field it does not choose
// (product name, picture, order numbers) is left out, and "large" enlarges the table's rows.
// Label: 100 × 150 mm, the order's address block and a Code 128 of its tracking number (else its
// order number), printed once scan sorting verified the order.
import { byLocation, printedFields, translate, type PickField, type PrintLayout, type PrintLine, type PrintLineField } from '@erp/schema';
import bwipjs from 'bwip-js/node';
import { assertCan, type RequestContext } from '../../platform/context';
import { BusinessError, ValidationError } from '../../platform/errors';
import { MM, newPdf, pdfLang, type PdfFile } from '../../platform/pdf';
import { defaultPrintTemplate, findPrintTemplate, layoutOf } from '../print-templates/print-templates.service';
import { recordsOf, renderLayout, type PrintRecord } from '../print-templates/print-templates.render';
import { findPickList } from './picking.service';
import { findOrderForLabel } from './sorting.service';

/** Table columns that show an optional field of the pick list template. */
const OPTIONAL_COLUMN: Partial<Record<PrintLineField, PickField>> = { productName: 'productName', picture: 'image', orderNo: 'orderNo' };
/** How much "large" enlarges the table's font and rows. */
const LARGE = 1.4;

const when = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ');

/** The pick list as a print record: its values and its SKU lines sorted by location. */
async function pickListRecord(ctx: RequestContext, list: Awaited<ReturnType<typeof findPickList>>, now: Date): Promise<PrintRecord> {
  const [warehouse, orders] = await Promise.all([
    list.warehouseId ? ctx.db.warehouse.findFirst({ where: { id: list.warehouseId }, select: { name: true } }) : null,
    ctx.db.order.findMany({
      where: { pickListId: list.id },
      orderBy: [{ sortSlot: { sort: 'asc', nulls: 'last' } }, { id: 'asc' }],
      select: { orderNo: true, items: { select: { skuId: true, quantity: true, unitsPerItem: true }, orderBy: { id: 'asc' } } },
    }),
  ]);
  const skuIds = [...new Set(orders.flatMap((o) => o.items.map((i) => i.skuId)).filter((s): s is number => s != null))];
  const [skus, stockAt] = await Promise.all([
    ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true, sku: true, image: true, product: { select: { name: true } } } }),
    list.warehouseId
      ? ctx.db.stockLocation.findMany({
          where: { skuId: { in: skuIds }, warehouseId: list.warehouseId, quantity: { gt: 0 } },
          orderBy: [{ quantity: 'desc' }, { id: 'asc' }],
        })
      : [],
  ]);
  const locations = await ctx.db.location.findMany({ where: { id: { in: [...new Set(stockAt.map((s) => s.locationId))] } }, select: { id: true, code: true } });
  const codeOf = new Map(locations.map((l) => [l.id, l.code]));
  const skuOf = new Map(skus.map((s) => [s.id, s]));
  const locationsOf = new Map<number, string[]>();
  for (const s of stockAt) {
    const codes = locationsOf.get(s.skuId) ?? [];
    codes.push(`${codeOf.get(s.locationId) ?? s.locationId}(${s.quantity})`);
    locationsOf.set(s.skuId, codes);
  }
  // one line per SKU: quantities summed over the orders, and which orders take how many
  const totals = new Map<number, { quantity: number; orders: Map<string, number> }>();
  for (const o of orders)
    for (const i of o.items) {
      if (i.skuId == null) continue;
      const t = totals.get(i.skuId) ?? { quantity: 0, orders: new Map<string, number>() };
      t.quantity += i.quantity * i.unitsPerItem;
      t.orders.set(o.orderNo, (t.orders.get(o.orderNo) ?? 0) + i.quantity * i.unitsPerItem);
      totals.set(i.skuId, t);
    }
  const lines = byLocation(
    [...totals.entries()].map(([skuId, t]): PrintLine => ({
      location: (locationsOf.get(skuId) ?? []).slice(0, 3).join(' '),
      sku: skuOf.get(skuId)?.sku ?? String(skuId),
      productName: skuOf.get(skuId)?.product.name ?? '',
      picture: skuOf.get(skuId)?.image ?? '',
      quantity: String(t.quantity),
      orderNo: [...t.orders].map(([no, q]) => `${no} ×${q}`).join(', '),
    })),
  );
  const pieces = [...totals.values()].reduce((s, t) => s + t.quantity, 0);
  return {
    values: {
      pickNo: list.pickNo,
      warehouseName: warehouse?.name ?? '',
      orderCount: String(orders.length),
      itemCount: String(pieces),
      // a layout made for orders shows the lines in its item list
      items: lines.map((l) => `${l.location ? `[${l.location}] ` : ''}${l.sku} × ${l.quantity}  ${l.productName}`).join('\n'),
      printedAt: when(now),
    },
    lines,
  };
}

/** The print template's layout as the pick list template asks: its optional columns, its font size. */
export function pickListLayout(layout: PrintLayout, template: { fields: string[]; fontSize: string } | null): PrintLayout {
  if (!template) return layout;
  const fields = printedFields(template.fields);
  const large = template.fontSize === 'large';
  return {
    ...layout,
    elements: layout.elements.map((e) => {
      if (e.type !== 'table') return e;
      const columns = e.columns.filter((c) => !OPTIONAL_COLUMN[c.field] || fields.includes(OPTIONAL_COLUMN[c.field]!));
      return {
        ...e,
        columns: columns.length ? columns : e.columns,
        ...(large ? { fontSize: Math.min(72, Math.round(e.fontSize * LARGE)), rowHeight: Math.min(60, e.rowHeight * LARGE) } : {}),
      };
    }),
  };
}

/** What the pick list prints: the layout of its print template (the chosen one, else the default) and its one record. */
export async function pickListPrint(ctx: RequestContext, id: number, printTemplateId?: number | null, now = new Date()) {
  assertCan(ctx, 'pickListTemplate');
  const list = await findPickList(ctx.db, id);
  const printTemplate = printTemplateId != null ? await findPrintTemplate(ctx, printTemplateId) : await defaultPrintTemplate(ctx, 'pickList');
  if (!printTemplate || printTemplate.kind !== 'pickList') throw ValidationError.field('printTemplateId', 'print.kind.invalid');
  const [template, record] = await Promise.all([
    list.templateId ? ctx.db.pickListTemplate.findFirst({ where: { id: list.templateId }, select: { fields: true, fontSize: true } }) : null,
    pickListRecord(ctx, list, now),
  ]);
  // one record, the pick list: its lines page themselves
  return { layout: pickListLayout(layoutOf(printTemplate), template), records: [record], filename: `${list.pickNo}.pdf` };
}

/** The pick list as a PDF through a pick-list print template (the chosen one, else the default). */
export async function printPickList(ctx: RequestContext, id: number, printTemplateId?: number | null, now = new Date()): Promise<PdfFile> {
  const { layout, records, filename } = await pickListPrint(ctx, id, printTemplateId, now);
  return renderLayout(ctx, layout, recordsOf(records), filename);
}

/** The shipping label of a verified order ("verify then print"). */
export async function printSortingLabel(ctx: RequestContext, orderId: number): Promise<PdfFile> {
  assertCan(ctx, 'scanSorting');
  const order = await findOrderForLabel(ctx, orderId);
  if (!order.verifiedAt) throw new BusinessError('sorting.notVerified', { orderNo: order.orderNo });
  const channel = order.logisticsChannelId
    ? await ctx.db.logisticsChannel.findFirst({ where: { id: order.logisticsChannelId }, select: { name: true } })
    : null;
  const code = order.trackingNo || order.orderNo;
  const W = 100 * MM;
  const H = 150 * MM;
  const pdf = newPdf({ size: [W, H], margin: 0 });
  const { doc, fit } = pdf;
  const lang = pdfLang(ctx.lang);
  const t = (msg: string) => translate(lang, msg);
  const pad = 5 * MM;
  const w = W - 2 * pad;
  let y = pad;
  const line = (label: string, value: string, size = 10) => {
    doc.fontSize(8).fillColor('#555').text(fit(label), pad, y, { width: w, lineBreak: false });
    y += 10;
    doc
      .fontSize(size)
      .fillColor('#000')
      .text(fit(value || '-'), pad, y, { width: w, height: size * 3.6, ellipsis: true });
    y = Math.max(doc.y, y + size + 2) + 4;
  };
  line(t('sorting.label.channel'), channel?.name ?? '', 14);
  line(t('sorting.label.order'), `${order.orderNo}  (${order.platformOrderNo})`);
  line(t('sorting.label.buyer'), [order.buyerName, order.buyerPhone].filter(Boolean).join('  '));
  line(t('sorting.label.address'), [order.address1, order.address2, order.city, order.state, order.postcode, order.country].filter(Boolean).join(', '));
  doc
    .moveTo(pad, y)
    .lineTo(W - pad, y)
    .stroke('#000');
  y += 6;
  if (/^[\x20-\x7e]+$/.test(code)) {
    const png = await bwipjs.toBuffer({ bcid: 'code128', text: code, scale: 3, height: 14, includetext: false });
    doc.image(png, pad, y, { fit: [w, 28 * MM], align: 'center' });
    y += 28 * MM + 2;
  }
  doc
    .fontSize(12)
    .fillColor('#000')
    .text(fit(`${t('sorting.label.tracking')}: ${code}`), pad, y, { width: w, align: 'center', lineBreak: false });
  return pdf.finish(`${order.orderNo}.pdf`);
}
