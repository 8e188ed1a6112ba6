// SHEIN prints (spec 02 §9 'Shein labels 70x20 mm, box mark 100x100 mm'): SKU labels, one 70 × 20 mm
// page per unit of a stock order (SHEIN's SKU as a Code 128 barcode, the seller's SKU code and the
// order number), and box marks, one 100 × 100 mm page per package of a delivery order (delivery note
// number as a barcode, "n/N", the order, the SHEIN warehouse, the package weight and the delivery
// method). Built like the packing box marks (platform/pdf.ts: a CJK font when installed, else the
// fixed texts in English).
import { SHEIN_BOX_MARK_MM, SHEIN_LABEL_MAX, SHEIN_LABEL_MM, translate } from '@erp/schema';
import { assertCan, type RequestContext } from '../../platform/context';
import { BusinessError } from '../../platform/errors';
import { MM, newPdf, pdfLang, type PdfFile } from '../../platform/pdf';
import { drawCode128 } from '../shipping/bags.pdf';
import { findSheinDelivery, findSheinOrder, SHEIN_DELIVERY_PAGE, SHEIN_ORDER_PAGE } from './shein.service';

export async function printSheinLabels(ctx: RequestContext, id: number): Promise<PdfFile> {
  assertCan(ctx, SHEIN_ORDER_PAGE);
  const order = await findSheinOrder(ctx, ctx.db, id);
  const total = order.lines.reduce((s, l) => s + l.quantity, 0);
  if (total > SHEIN_LABEL_MAX) throw new BusinessError('shein.tooManyLabels', { count: total, max: SHEIN_LABEL_MAX });
  const size: [number, number] = [SHEIN_LABEL_MM.width * MM, SHEIN_LABEL_MM.height * MM];
  const margin = 2 * MM;
  const pdf = newPdf({ size, margin, autoFirstPage: false, info: { Title: `SHEIN ${order.orderNo}` } });
  const { doc, fit } = pdf;
  const width = size[0] - 2 * margin;
  for (const l of order.lines) {
    for (let i = 0; i < l.quantity; i++) {
      doc.addPage({ size, margin });
      doc.page.margins.bottom = 0;
      drawCode128(doc, l.sheinSku, margin, margin, width * 0.62, size[1] - 2 * margin - 1);
      const x = margin + width * 0.64;
      const w = width * 0.36;
      doc.fontSize(6).fillColor('#000').text(fit(l.sheinSku), x, margin, { width: w, lineBreak: false, ellipsis: true });
      doc.fontSize(5).text(fit(l.supplierSku), x, margin + 8, { width: w, lineBreak: false, ellipsis: true });
      doc.text(fit(order.orderNo), x, margin + 15, { width: w, lineBreak: false, ellipsis: true });
      doc.text(fit(l.title), x, margin + 22, { width: w, lineBreak: false, ellipsis: true });
    }
  }
  if (!total) throw new BusinessError('shein.noLabels', { orderNo: order.orderNo });
  return pdf.finish(`${order.orderNo}-labels.pdf`);
}

export async function printSheinBoxMarks(ctx: RequestContext, id: number): Promise<PdfFile> {
  assertCan(ctx, SHEIN_DELIVERY_PAGE);
  const delivery = await findSheinDelivery(ctx, ctx.db, id);
  const order = await findSheinOrder(ctx, ctx.db, delivery.purchaseOrderId);
  const lang = pdfLang(ctx.lang);
  const t = (key: string) => translate(lang, key);
  const size: [number, number] = [SHEIN_BOX_MARK_MM.width * MM, SHEIN_BOX_MARK_MM.height * MM];
  const margin = 10;
  const pdf = newPdf({ size, margin, autoFirstPage: false, info: { Title: `SHEIN ${delivery.deliveryNo}` } });
  const { doc, fit } = pdf;
  const width = size[0] - 2 * margin;
  const total = delivery.packageGrams.length;
  delivery.packageGrams.forEach((grams, i) => {
    doc.addPage({ size, margin });
    doc.page.margins.bottom = 0;
    doc
      .fontSize(9)
      .fillColor('#000')
      .text(`${t('shein.pdf.deliveryNo')}: ${delivery.deliveryNo}`, margin, margin, { width, lineBreak: false });
    drawCode128(doc, delivery.deliveryNo, margin, margin + 12, width * 0.62, 32);
    doc.fontSize(22).text(`${i + 1}/${total}`, margin + width * 0.64, margin + 14, { width: width * 0.36, align: 'right', lineBreak: false });
    let y = margin + 52;
    const row = (text: string, fontSize = 8) => {
      doc.fontSize(fontSize).text(fit(text), margin, y, { width, lineBreak: false, ellipsis: true });
      y += fontSize + 4;
    };
    row(`${t('shein.pdf.orderNo')}: ${order.orderNo}`, 9);
    row(`${t('shein.pdf.to')}: ${delivery.address}`);
    row(`${t('shein.pdf.weight')}: ${(grams / 1000).toFixed(3)} kg`);
    row(`${t('shein.pdf.method')}: ${t(`shein.method.${delivery.deliveryMethod}`)} ${delivery.expressCompany || delivery.fleetCode}`.trim());
    row(`${t('shein.pdf.quantity')}: ${delivery.shipQuantity}`);
  });
  return pdf.finish(`${delivery.deliveryNo}-box-marks.pdf`);
}
