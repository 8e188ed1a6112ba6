// The barcode tool (/barcodeTool, spec 02 §3 'Barcode batch'): batches of running-number codes
// and labels for chosen SKUs, drawn with bwip-js onto PDF pages (60 × 40 mm labels or A4 sheets).
import {
  A4_LABELS_PER_PAGE,
  barcodeBatchInput,
  barcodeBatchProblems,
  batchCodes,
  ean13Fits,
  isValidEan13,
  LABEL_LAYOUTS,
  skuLabelsInput,
  type LabelLayout,
} from '@erp/schema';
import bwipjs from 'bwip-js/node';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import type { Tx } from '../../platform/db';
import { MM, newPdf, type PdfFile } from '../../platform/pdf';
import { listWhere } from '../../platform/where';

/** Label batches by type; the keyword in the name or prefix. */
export const barcodeBatchWhere = listWhere<Prisma.BarcodeBatchWhereInput>()('barcodeTool', { given: ['type'], keyword: ['name', 'prefix'] });

/** How many codes earlier batches of the same type and prefix used: this batch numbers on from there. */
export async function codesBefore(db: Pick<Tx, 'barcodeBatch'>, batch: { id?: number; type: string; prefix: string }) {
  const sum = await db.barcodeBatch.aggregate({
    where: { type: batch.type, prefix: batch.prefix, ...(batch.id ? { id: { lt: batch.id } } : {}) },
    _sum: { number: true },
  });
  return sum._sum.number ?? 0;
}

/** The codes of a batch, for lists and labels (batches are never renumbered: they cannot be deleted). */
export async function codesOf(ctx: RequestContext, batch: { id: number; type: string; prefix: string; number: number }) {
  return batchCodes(batch, await codesBefore(ctx.db, batch));
}

export async function createBarcodeBatch(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'barcode.create');
  const input = parseInput(barcodeBatchInput, raw);
  const problems = barcodeBatchProblems(input);
  if (problems.length) throw new ValidationError(problems.map((p) => ({ ...p, params: { field: `field.${p.field}` } })));
  return ctx.db.$transaction(async (tx) => {
    // one batch at a time per company, so two batches never get the same running numbers
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('barcode.create'), ${actor.companyId}::int)`;
    const used = await codesBefore(tx, input);
    if (input.type === 'ean13' && !ean13Fits(input.prefix, used + input.number)) throw ValidationError.field('prefix', 'counts.ean13Overflow');
    return tx.barcodeBatch.create({ data: { companyId: actor.companyId, name: input.name, number: input.number, type: input.type, prefix: input.prefix } });
  });
}

export interface Label {
  code: string;
  /** A line above the barcode (the product name of a SKU label). */
  caption?: string;
}

const BWIP_OPTIONS: Record<string, object> = {
  code128: { bcid: 'code128', height: 10 },
  ean13: { bcid: 'ean13', height: 10 },
  qrcode: { bcid: 'qrcode', eclevel: 'M' },
};

/** A barcode as vector paths (bwip-js SVG): sharp at any printer resolution, and small PDFs. */
interface BarcodeSymbol {
  width: number;
  height: number;
  paths: { d: string; stroke?: string; strokeWidth?: number; fill?: string }[];
}

function barcodeSymbol(type: string, code: string): BarcodeSymbol {
  // Code 128 carries printable ASCII; the encoder would quietly mangle anything else
  if (type === 'code128' && !/^[\x20-\x7e]+$/.test(code)) throw new BusinessError('counts.unprintableCode', { code });
  let svg: string;
  try {
    svg = bwipjs.toSVG({ ...BWIP_OPTIONS[type], text: code } as Parameters<typeof bwipjs.toSVG>[0]);
  } catch {
    // e.g. characters code128 cannot encode
    throw new BusinessError('counts.unprintableCode', { code });
  }
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  const paths = [...svg.matchAll(/<path ([^>]*?)\/?>/g)].map(([, attrs]) => {
    const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attrs)?.[1];
    return { d: attr('d') ?? '', stroke: attr('stroke'), strokeWidth: attr('stroke-width') ? Number(attr('stroke-width')) : undefined, fill: attr('fill') };
  });
  return { width: Number(box?.[1] ?? 1), height: Number(box?.[2] ?? 1), paths };
}

/** Draws a symbol into the box, scaled to fit (1D codes stretch, 2D codes keep their square). */
function drawSymbol(doc: PDFKit.PDFDocument, symbol: BarcodeSymbol, x: number, y: number, w: number, h: number, square: boolean) {
  let sx = w / symbol.width;
  let sy = h / symbol.height;
  if (square) sx = sy = Math.min(sx, sy);
  const left = x + (w - symbol.width * sx) / 2;
  const top = y + (h - symbol.height * sy) / 2;
  doc.save().translate(left, top).scale(sx, sy);
  for (const p of symbol.paths) {
    doc.path(p.d);
    if (p.stroke)
      doc
        .lineWidth(p.strokeWidth ?? 1)
        .lineCap('butt')
        .stroke(p.stroke);
    else doc.fill(p.fill ?? '#000000');
  }
  doc.restore();
}

/**
 * Draws the labels: `label` = one 60 × 40 mm label per page (label printers), `a4` = 3 × 8
 * labels per A4 sheet. Each distinct code is encoded once.
 */
export async function renderLabels(labels: readonly Label[], type: string, layout: LabelLayout, filename: string): Promise<PdfFile> {
  const single = layout === 'label';
  const page = single ? { size: [60 * MM, 40 * MM] as [number, number], margin: 0 } : { size: 'A4', margin: 0 };
  const pdf = newPdf({ size: page.size, margin: 0 });
  const { doc, fit } = pdf;
  const sheet = { margin: 20, cols: 3, rows: A4_LABELS_PER_PAGE / 3, width: 595.28, height: 841.89 };
  const cellW = single ? 60 * MM : (sheet.width - 2 * sheet.margin) / sheet.cols;
  const cellH = single ? 40 * MM : (sheet.height - 2 * sheet.margin) / sheet.rows;
  const symbols = new Map<string, BarcodeSymbol>();

  for (let i = 0; i < labels.length; i++) {
    const label = labels[i];
    const slot = single ? 0 : i % A4_LABELS_PER_PAGE;
    if (i > 0 && slot === 0) doc.addPage({ size: page.size, margin: 0 });
    const x = single ? 0 : sheet.margin + (slot % sheet.cols) * cellW;
    const y = single ? 0 : sheet.margin + Math.floor(slot / sheet.cols) * cellH;
    const pad = 6;
    if (!single)
      doc
        .save()
        .rect(x + 2, y + 2, cellW - 4, cellH - 4)
        .dash(2, { space: 2 })
        .lineWidth(0.5)
        .stroke('#cccccc')
        .undash()
        .restore();
    let top = y + pad;
    if (label.caption) {
      doc
        .fontSize(7)
        .fillColor('#000')
        .text(fit(label.caption), x + pad, top, { width: cellW - 2 * pad, height: 9, lineBreak: false, ellipsis: true });
      top += 10;
    }
    let symbol = symbols.get(label.code);
    if (!symbol) symbols.set(label.code, (symbol = barcodeSymbol(type, label.code)));
    const textH = 10;
    const boxH = cellH - (top - y) - pad - textH;
    const boxW = cellW - 2 * pad;
    drawSymbol(doc, symbol, x + pad, top, boxW, boxH, type === 'qrcode');
    doc
      .fontSize(8)
      .fillColor('#000')
      .text(fit(label.code), x + pad, top + boxH + 1, { width: boxW, align: 'center', lineBreak: false });
  }
  return pdf.finish(filename);
}

function layoutOf(layout: string | null | undefined): LabelLayout {
  const value = layout || 'label';
  if (!(LABEL_LAYOUTS as readonly string[]).includes(value)) throw ValidationError.field('layout', 'counts.labelLayout');
  return value as LabelLayout;
}

export async function printBarcodeBatch(ctx: RequestContext, id: number, layout?: string | null): Promise<PdfFile> {
  assertCan(ctx, 'barcodeTool');
  const chosen = layoutOf(layout);
  const batch = await ctx.db.barcodeBatch.findFirst({ where: { id } });
  if (!batch) throw new NotFoundError('counts.batchNotFound');
  const codes = await codesOf(ctx, batch);
  const safeName = batch.name.replace(/[^\p{L}\p{N}_-]+/gu, '_').slice(0, 40) || 'barcodes';
  return renderLabels(
    codes.map((code) => ({ code })),
    batch.type,
    chosen,
    `${safeName}-${batch.id}.pdf`,
  );
}

/** Labels for chosen SKUs: their barcode (EAN for ean13 labels), else the SKU code, `quantity` times each. */
export async function printSkuLabels(ctx: RequestContext, raw: unknown): Promise<PdfFile> {
  assertCan(ctx, 'barcodeTool');
  const input = parseInput(skuLabelsInput, raw);
  const ids = input.items.map((i) => i.skuId);
  const skus = await ctx.db.sku.findMany({
    where: { id: { in: ids } },
    select: { id: true, sku: true, ean: true, barcode: true, product: { select: { name: true } } },
  });
  if (skus.length !== ids.length) throw new NotFoundError('counts.skuNotFound');
  const byId = new Map(skus.map((s) => [s.id, s]));
  const labels: Label[] = [];
  for (const item of input.items) {
    const sku = byId.get(item.skuId)!;
    let code: string;
    if (input.type === 'ean13') {
      if (!sku.ean || !isValidEan13(sku.ean)) throw new BusinessError('counts.skuNoEan', { sku: sku.sku });
      code = sku.ean;
    } else {
      code = sku.barcode || sku.sku;
    }
    for (let n = 0; n < item.quantity; n++) labels.push({ code, caption: `${sku.sku} ${sku.product.name}` });
  }
  return renderLabels(labels, input.type, input.layout, 'sku-labels.pdf');
}
