// Printed pick lists and sorting labels (platform/pdf.ts: a CJK font when the machine has one).
// Pick list: A4, the SKU lines aggregated over the list's orders with their locations in the
// list's warehouse (where to pick), then the orders with the template's order fields; large font
// when the template says so. Label: 100 × 150 mm, the order's address block and a Code 128 of
// its tracking number (else its order number), printed once scan sorting verified the order.
import { PICK_ORDER_FIELDS, PICK_SKU_FIELDS, printedFields, translate, type PickField } from '@erp/schema';
import bwipjs from 'bwip-js/node';
import { assertCan, type RequestContext } from '../../platform/context';
import { BusinessError } from '../../platform/errors';
import { MM, newPdf, pageFooters, pdfLang, pdfTable, type PdfColumn, type PdfFile } from '../../platform/pdf';
import { findPickList } from './picking.service';
import { findOrderForLabel } from './sorting.service';

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
/** Relative column widths of each field (the table is stretched to the page). */
const WEIGHT: Record<PickField, number> = {
  sku: 3,
  productName: 5,
  image: 3,
  location: 3,
  quantity: 1.5,
  orderNo: 3,
  platformOrderNo: 3.5,
  buyerName: 3,
  country: 1.5,
  channel: 3,
  trackingNo: 3.5,
  remark: 4,
};

export async function printPickList(ctx: RequestContext, id: number): Promise<PdfFile> {
  assertCan(ctx, 'pickListTemplate');
  const list = await findPickList(ctx.db, id);
  const [template, warehouse, orders] = await Promise.all([
    list.templateId ? ctx.db.pickListTemplate.findFirst({ where: { id: list.templateId } }) : null,
    list.warehouseId ? ctx.db.warehouse.findFirst({ where: { id: list.warehouseId }, select: { name: true } }) : null,
    ctx.db.order.findMany({
      where: { pickListId: list.id },
      orderBy: [{ sortSlot: { sort: 'asc', nulls: 'last' } }, { id: 'asc' }],
      include: { items: { orderBy: { id: 'asc' } } },
    }),
  ]);
  const skuIds = [...new Set(orders.flatMap((o) => o.items.map((i) => i.skuId)).filter((s): s is number => s != null))];
  const channelIds = [...new Set(orders.map((o) => o.logisticsChannelId).filter((c): c is number => c != null))];
  const [skus, stockAt, channels] = await Promise.all([
    ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true, sku: true, image: true, product: { select: { name: true } } } }),
    list.warehouseId
      ? ctx.db.stockLocation.findMany({
          where: { skuId: { in: skuIds }, warehouseId: list.warehouseId, quantity: { gt: 0 } },
          orderBy: [{ quantity: 'desc' }, { id: 'asc' }],
        })
      : [],
    ctx.db.logisticsChannel.findMany({ where: { id: { in: channelIds } }, select: { id: true, name: true } }),
  ]);
  const locations = await ctx.db.location.findMany({ where: { id: { in: [...new Set(stockAt.map((s) => s.locationId))] } }, select: { id: true, code: true } });
  const codeOf = new Map(locations.map((l) => [l.id, l.code]));
  const skuOf = new Map(skus.map((s) => [s.id, s]));
  const channelOf = new Map(channels.map((c) => [c.id, c.name]));
  const locationsOf = new Map<number, string[]>();
  for (const s of stockAt) {
    const codes = locationsOf.get(s.skuId) ?? [];
    codes.push(`${codeOf.get(s.locationId) ?? s.locationId}(${s.quantity})`);
    locationsOf.set(s.skuId, codes);
  }

  // SKU lines: one per SKU, quantities summed over the orders, sorted by first location (walk order)
  const totals = new Map<number, number>();
  for (const o of orders) for (const i of o.items) if (i.skuId != null) totals.set(i.skuId, (totals.get(i.skuId) ?? 0) + i.quantity * i.unitsPerItem);
  const skuRows = [...totals.entries()]
    .map(([skuId, quantity]) => ({
      location: (locationsOf.get(skuId) ?? []).slice(0, 3).join(' '),
      sku: skuOf.get(skuId)?.sku ?? String(skuId),
      productName: skuOf.get(skuId)?.product.name ?? '',
      image: skuOf.get(skuId)?.image ?? '',
      quantity: String(quantity),
    }))
    .sort((a, b) => (a.location || '\uffff').localeCompare(b.location || '\uffff') || a.sku.localeCompare(b.sku));

  const fields = printedFields(template?.fields ?? ['productName', 'orderNo']);
  const skuFields = PICK_SKU_FIELDS.filter((f) => fields.includes(f) && f !== 'image');
  const orderFields = PICK_ORDER_FIELDS.filter((f) => fields.includes(f));
  const large = template?.fontSize === 'large';
  const size = large ? 13 : 9;
  const rowH = large ? 26 : 18;

  const pdf = newPdf({ size: 'A4', margin: PAGE.margin });
  const { doc, fit } = pdf;
  const lang = pdfLang(ctx.lang);
  const t = (msg: string, params?: Record<string, unknown>) => translate(lang, msg, params);
  doc.info.Title = t('picking.pdf.title', { pickNo: list.pickNo });
  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const bottom = PAGE.height - PAGE.margin - 24;

  const columnsOf = (keys: string[]): PdfColumn[] => {
    const noW = 30;
    const sum = keys.reduce((s, k) => s + (WEIGHT[k as PickField] ?? 3), 0);
    return [
      { key: 'no', title: t('picking.pdf.no'), w: noW, align: 'left' },
      ...keys.map((k): PdfColumn => ({
        key: k,
        title: k === 'items' ? t('picking.pdf.items') : t(`picking.field.${k}`),
        w: ((width - noW) * (WEIGHT[k as PickField] ?? 3)) / sum,
        align: k === 'quantity' ? 'right' : 'left',
      })),
    ];
  };
  const layout = { left, width, bottom, pageTop: PAGE.margin, rowHeight: rowH, fontSize: size, textTop: (rowH - size) / 2 - 1, textHeight: rowH - 4 };
  const table = (columns: PdfColumn[], rows: Record<string, string>[], top: number) => pdfTable(pdf, layout, columns, rows, top);

  doc.fontSize(large ? 20 : 16).text(fit(t('picking.pdf.title', { pickNo: list.pickNo })), left, PAGE.margin, { width });
  doc
    .moveDown(0.3)
    .fontSize(large ? 11 : 9)
    .fillColor('#333');
  const pieces = [...totals.values()].reduce((s, q) => s + q, 0);
  doc.text(
    fit(
      [
        `${t('picking.pdf.warehouse')}: ${warehouse?.name ?? ''}`,
        `${t('picking.pdf.template')}: ${template ? `${template.name} (${t(`picking.type.${template.type}`)})` : '-'}`,
        `${t('picking.pdf.orders')}: ${orders.length}`,
        `${t('picking.pdf.pieces')}: ${pieces}`,
        `${t('picking.pdf.printedAt')}: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      ].join('    '),
    ),
    { width },
  );
  let y = table(columnsOf(skuFields), skuRows, doc.y + 8);

  if (orderFields.length) {
    if (y + 3 * rowH > bottom) {
      doc.addPage();
      y = PAGE.margin;
    } else y += rowH / 2;
    doc
      .fontSize(large ? 14 : 11)
      .fillColor('#000')
      .text(fit(t('picking.pdf.orderSection')), left, y, { width, lineBreak: false });
    const orderRows = orders.map((o) => ({
      orderNo: o.orderNo,
      platformOrderNo: o.platformOrderNo,
      buyerName: o.buyerName,
      country: o.country,
      channel: o.logisticsChannelId ? (channelOf.get(o.logisticsChannelId) ?? '') : '',
      trackingNo: o.trackingNo,
      remark: [o.buyerNote, o.sellerNote].filter(Boolean).join(' / '),
      items: o.items.map((i) => `${(i.skuId && skuOf.get(i.skuId)?.sku) || i.platformSku} ×${i.quantity * i.unitsPerItem}`).join(', '),
    }));
    table(columnsOf([...orderFields, 'items']), orderRows, doc.y + 6);
  }

  pageFooters(pdf, (page, pages) => t('picking.pdf.page', { page, pages }), { left, width, y: PAGE.height - PAGE.margin - 10 });
  return pdf.finish(`${list.pickNo}.pdf`);
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
