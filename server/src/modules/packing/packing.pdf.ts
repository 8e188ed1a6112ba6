// Box marks (spec 02 §9 'box mark 100x100 mm'): one 100 × 100 mm page per box of a packing task with
// the task code as a Code 128 barcode, "box n/N", the overseas warehouse, the stock order numbers,
// weight, size and the SKUs packed. Fixed texts in the caller's language when a CJK font is
// installed, else English (platform/pdf.ts).
import { translate } from '@erp/schema';
import { assertCan, type RequestContext } from '../../platform/context';
import { BusinessError } from '../../platform/errors';
import { MM, newPdf, pdfLang, type PdfFile } from '../../platform/pdf';
import { drawCode128 } from '../shipping/bags.pdf';
import { findPackingTask, PACKING_PAGE } from './packing.service';

export const BOX_MARK_SIZE_MM = 100;

export async function printBoxMarks(ctx: RequestContext, id: number): Promise<PdfFile> {
  assertCan(ctx, PACKING_PAGE);
  const task = await findPackingTask(ctx.db, id);
  if (!task.boxes.length) throw new BusinessError('packing.noBoxes', { taskCode: task.taskCode });
  const skuIds = [...new Set(task.boxes.flatMap((b) => b.items.map((i) => i.skuId)))];
  const [skus, target] = await Promise.all([
    ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true, sku: true } }),
    ctx.db.warehouse.findFirst({ where: { id: task.targetWarehouseId }, select: { name: true } }),
  ]);
  const code = new Map(skus.map((s) => [s.id, s.sku]));
  const lang = pdfLang(ctx.lang);
  const t = (key: string) => translate(lang, key);
  const side = BOX_MARK_SIZE_MM * MM;
  const size: [number, number] = [side, side];
  const margin = 10;
  const pdf = newPdf({ size, margin, autoFirstPage: false, info: { Title: `${t('packing.pdf.title')} ${task.taskCode}` } });
  const { doc, fit } = pdf;
  const width = side - 2 * margin;
  const total = task.boxes.length;
  for (const box of task.boxes) {
    doc.addPage({ size, margin });
    // a long SKU list must stay on this box's page: the bottom margin is not a page break
    doc.page.margins.bottom = 0;
    doc
      .fontSize(9)
      .fillColor('#000')
      .text(`${t('packing.pdf.task')}: ${task.taskCode}`, margin, margin, { width, lineBreak: false });
    drawCode128(doc, task.taskCode, margin, margin + 12, width * 0.62, 28);
    doc.fontSize(22).text(`${box.boxNo}/${total}`, margin + width * 0.64, margin + 12, { width: width * 0.36, align: 'right', lineBreak: false });
    doc.fontSize(8).text(fit(`${t('packing.pdf.box')} ${box.name}`.trim()), margin + width * 0.64, margin + 36, {
      width: width * 0.36,
      align: 'right',
      lineBreak: false,
      ellipsis: true,
    });
    let y = margin + 46;
    const row = (text: string, fontSize = 8) => {
      doc.fontSize(fontSize).text(fit(text), margin, y, { width, lineBreak: false, ellipsis: true });
      y += fontSize + 3;
    };
    row(`${t('packing.pdf.to')}: ${target?.name ?? ''}`, 9);
    row(`${t('packing.pdf.orders')}: ${task.stockOrderNos.join(', ')}`);
    row(
      `${t('packing.pdf.weight')}: ${box.weight.toFixed(3)} kg    ${t('packing.pdf.size')}: ${box.length.toString()} × ${box.width.toString()} × ${box.height.toString()} cm`,
    );
    doc
      .moveTo(margin, y)
      .lineTo(margin + width, y)
      .stroke('#999');
    y += 3;
    const maxRows = Math.floor((side - margin - y) / 10);
    const items = box.items.map((i) => `${code.get(i.skuId) ?? i.skuId} × ${i.quantity}`);
    // two columns; what does not fit is summed up on the last row
    const perColumn = Math.max(1, maxRows);
    const shown = items.length > perColumn * 2 ? items.slice(0, perColumn * 2 - 1).concat(`… +${items.length - (perColumn * 2 - 1)}`) : items;
    shown.forEach((text, i) => {
      const col = Math.floor(i / perColumn);
      doc.fontSize(8).text(fit(text), margin + (col * width) / 2, y + (i % perColumn) * 10, { width: width / 2 - 4, lineBreak: false, ellipsis: true });
    });
  }
  return pdf.finish(`${task.taskCode}-box-marks.pdf`);
}
