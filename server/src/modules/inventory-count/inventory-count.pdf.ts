// The printed count list (spec 02 §2 'print list by location, SKU or inventory order'): one A4
// table per task, the counters write the counted quantity by hand. A blind count never prints
// the book quantity, whatever its status.
import { COUNT_PRINT_ORDERS, translate } from '@erp/schema';
import { assertCan, type RequestContext } from '../../platform/context';
import { ValidationError } from '../../platform/errors';
import { newPdf, pageFooters, pdfLang, pdfTable, type PdfColumn, type PdfFile } from '../../platform/pdf';
import { findTask } from './inventory-count.service';

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const ROW = 20;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export async function printCountTask(ctx: RequestContext, id: number, sortBy?: string | null): Promise<PdfFile> {
  assertCan(ctx, 'inventoryCount');
  if (sortBy && !(COUNT_PRINT_ORDERS as readonly string[]).includes(sortBy)) throw ValidationError.field('sortBy', 'inventory.countType');
  const task = await findTask(ctx, id);
  const order = sortBy || task.countType;
  const [lines, warehouse] = await Promise.all([
    ctx.db.inventoryCountLine.findMany({ where: { taskId: task.id }, orderBy: { id: 'asc' } }),
    ctx.db.warehouse.findFirst({ where: { id: task.warehouseId }, select: { name: true } }),
  ]);
  const [skus, locations] = await Promise.all([
    ctx.db.sku.findMany({
      where: { id: { in: [...new Set(lines.map((l) => l.skuId))] } },
      select: { id: true, sku: true, product: { select: { name: true } } },
    }),
    ctx.db.location.findMany({ where: { id: { in: [...new Set(lines.map((l) => l.locationId))] } }, select: { id: true, code: true } }),
  ]);
  const skuOf = new Map(skus.map((s) => [s.id, s]));
  const codeOf = new Map(locations.map((l) => [l.id, l.code]));
  const rows = lines.map((l) => ({
    location: codeOf.get(l.locationId) ?? String(l.locationId),
    sku: skuOf.get(l.skuId)?.sku ?? String(l.skuId),
    product: skuOf.get(l.skuId)?.product.name ?? '',
    book: l.bookQty,
    counted: l.countedQty,
  }));
  if (order === 'location') rows.sort((a, b) => byText(a.location, b.location) || byText(a.sku, b.sku));
  else if (order === 'sku') rows.sort((a, b) => byText(a.sku, b.sku) || byText(a.location, b.location));

  const pdf = newPdf({ size: 'A4', margin: PAGE.margin });
  const { doc, fit } = pdf;
  // after the font is set: without a CJK font the fixed texts are English
  const lang = pdfLang(ctx.lang);
  const t = (msg: string, params?: Record<string, unknown>) => translate(lang, msg, params);
  doc.info.Title = t('counts.pdf.title', { taskNo: task.taskNo });
  const showBook = task.mode !== 'blind';
  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const fixed = { no: 34, location: 90, sku: 120, book: showBook ? 60 : 0, counted: 64 };
  const productWidth = width - fixed.no - fixed.location - fixed.sku - fixed.book - fixed.counted;
  const columns: PdfColumn[] = [
    { key: 'no', title: t('counts.pdf.no'), w: fixed.no, align: 'left' },
    { key: 'location', title: t('counts.pdf.location'), w: fixed.location, align: 'left' },
    { key: 'sku', title: t('counts.pdf.sku'), w: fixed.sku, align: 'left' },
    { key: 'product', title: t('counts.pdf.product'), w: productWidth, align: 'left' },
    ...(showBook ? [{ key: 'book', title: t('counts.pdf.book'), w: fixed.book, align: 'right' as const }] : []),
    { key: 'counted', title: t('counts.pdf.counted'), w: fixed.counted, align: 'right' },
  ];

  // title block (first page)
  doc.fontSize(16).text(fit(t('counts.pdf.title', { taskNo: task.taskNo })), left, PAGE.margin, { width });
  doc.moveDown(0.3).fontSize(9).fillColor('#333');
  const printedAt = new Date().toISOString().slice(0, 16).replace('T', ' ');
  doc.text(
    fit(
      [
        `${t('counts.pdf.warehouse')}: ${warehouse?.name ?? ''}`,
        `${t('counts.pdf.mode')}: ${t(`counts.mode.${task.mode}`)}`,
        `${t('counts.pdf.sortedBy')}: ${t(`counts.countType.${order}`)}`,
        `${t('counts.pdf.lines')}: ${rows.length}`,
        `${t('counts.pdf.printedAt')}: ${printedAt} UTC`,
      ].join('    '),
    ),
    { width },
  );
  const bottom = PAGE.height - PAGE.margin - 24;
  const layout = { left, width, bottom, pageTop: PAGE.margin, rowHeight: ROW, fontSize: 9, textTop: 6, textHeight: ROW - 6 };
  const values = rows.map((r) => ({
    location: r.location,
    sku: r.sku,
    product: r.product,
    book: String(r.book),
    counted: r.counted == null ? '' : String(r.counted),
  }));
  let y = pdfTable(pdf, layout, columns, values, doc.y + 8);
  if (y + 30 > bottom) {
    doc.addPage();
    y = PAGE.margin;
  }
  doc
    .fontSize(10)
    .fillColor('#000')
    .text(fit(t('counts.pdf.signature')), left, y + 16, { width, lineBreak: false });

  pageFooters(pdf, (page, pages) => t('counts.pdf.page', { page, pages }), { left, width, y: PAGE.height - PAGE.margin - 10 });
  return pdf.finish(`${task.taskNo}.pdf`);
}
