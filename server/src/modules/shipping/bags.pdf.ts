// The bag label: one 100 × 150 mm page (label printers) with the bag number as a Code 128 barcode,
// the channel, parcel count and weight, then the parcels' order and tracking numbers (further pages
// when they do not fit). Printed in the caller's language when a CJK font is installed, else English.
import { translate } from '@erp/schema';
import bwipjs from 'bwip-js/node';
import { assertCan, type RequestContext } from '../../platform/context';
import { MM, newPdf, pdfLang, type PdfFile } from '../../platform/pdf';
import { bagParcels, findBag } from './bags.service';

/** Code 128 as vector paths (bwip-js SVG), drawn scaled into the box. */
export function drawCode128(doc: PDFKit.PDFDocument, code: string, x: number, y: number, w: number, h: number) {
  const svg = bwipjs.toSVG({ bcid: 'code128', text: code, height: 10 });
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  const sx = w / Number(box?.[1] ?? 1);
  const sy = h / Number(box?.[2] ?? 1);
  doc.save().translate(x, y).scale(sx, sy);
  for (const [, attrs] of svg.matchAll(/<path ([^>]*?)\/?>/g)) {
    const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attrs)?.[1];
    doc.path(attr('d') ?? '');
    const stroke = attr('stroke');
    if (stroke)
      doc
        .lineWidth(Number(attr('stroke-width') ?? 1))
        .lineCap('butt')
        .stroke(stroke);
    else doc.fill(attr('fill') ?? '#000000');
  }
  doc.restore();
}

export async function printBagLabel(ctx: RequestContext, id: number, now = new Date()): Promise<PdfFile> {
  assertCan(ctx, 'bagsOrder');
  const bag = await findBag(ctx.db, id);
  const [channel, parcels] = await Promise.all([
    bag.channelId ? ctx.db.logisticsChannel.findFirst({ where: { id: bag.channelId }, select: { name: true } }) : null,
    bagParcels(ctx, bag.id),
  ]);
  const lang = pdfLang(ctx.lang);
  const t = (key: string) => translate(lang, key);
  const size: [number, number] = [100 * MM, 150 * MM];
  const pdf = newPdf({ size, margin: 12, info: { Title: `${t('bag.pdf.title')} ${bag.bagNo}` } });
  const { doc, fit } = pdf;
  const width = size[0] - 24;
  doc.fontSize(14).text(`${t('bag.pdf.title')} ${bag.bagNo}`, 12, 12, { width });
  drawCode128(doc, bag.bagNo, 12, doc.y + 4, width, 50);
  doc.y += 60;
  doc.fontSize(10);
  doc.text(`${t('bag.pdf.channel')}: ${fit(channel?.name ?? '')}`, 12, doc.y, { width });
  doc.text(`${t('bag.pdf.parcels')}: ${parcels.length}    ${t('bag.pdf.weight')}: ${parcels.reduce((s, p) => s + p.weight, 0)}`, { width });
  doc.text(`${t('bag.pdf.created')}: ${bag.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`, { width });
  doc.moveDown(0.5).fontSize(8);
  const cols = [12, 12 + width / 2];
  doc.text(t('bag.pdf.orderNo'), cols[0], doc.y, { width: width / 2 - 4, continued: false });
  doc.text(t('bag.pdf.trackingNo'), cols[1], doc.y - doc.currentLineHeight(), { width: width / 2 });
  for (const p of parcels) {
    if (doc.y > size[1] - 24) doc.addPage({ size, margin: 12 });
    const y = doc.y;
    doc.text(fit(p.orderNo), cols[0], y, { width: width / 2 - 4, lineBreak: false, ellipsis: true });
    doc.text(fit(p.trackingNo), cols[1], y, { width: width / 2, lineBreak: false, ellipsis: true });
    doc.y = y + 11;
  }
  doc.fontSize(7).text(now.toISOString().slice(0, 16).replace('T', ' '), 12, size[1] - 20, { width, lineBreak: false });
  return pdf.finish(`${bag.bagNo}.pdf`);
}
