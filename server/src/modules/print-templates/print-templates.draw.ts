// Draws print-template pages with pdfkit: texts and fields in the embedded font, Code 128 and QR codes
// as vector paths from bwip-js, images and tables. Pure drawing (no database, no request context), so
// the render worker process (print-templates.render-worker.ts) loads only this, pdfkit and @erp/schema.
import {
  fillPlaceholders,
  layoutTable,
  paginateLines,
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
import { MM, newPdf, type PdfFile } from '../../platform/pdf';

export type PrintValues = Partial<Record<PrintField, string>>;
/** What one record prints: its values (fields, placeholders) and the lines its table repeats over. */
export interface PrintRecord {
  values: PrintValues;
  lines: PrintLine[];
}

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

/**
 * One PDF of `layout`: each record on one page, or on as many as its table's lines need. Pages are
 * written out as they are made (no page buffer), so the records can come in batches.
 */
export function layoutDocument(layout: PrintLayout, lang: Lang, filename: string) {
  const size: [number, number] = [layout.page.width * MM, layout.page.height * MM];
  const table = layoutTable(layout);
  const pdf = newPdf({ size, margin: 0, autoFirstPage: false, bufferPages: false, info: { Title: filename } });
  let count = 0;
  return {
    add(records: readonly PrintRecord[]) {
      for (const { values, lines } of records) {
        const pages = paginateLines(table, lines.length);
        for (const [i, slice] of pages.entries()) {
          pdf.doc.addPage({ size, margin: 0 });
          drawPage(pdf.doc, pdf.fit, lang, layout, { ...values, pageNo: String(i + 1), pageCount: String(pages.length) }, lines, slice);
          count++;
        }
      }
    },
    async finish(): Promise<PdfFile> {
      if (!count) pdf.doc.addPage({ size, margin: 0 });
      const file = await pdf.finish(filename);
      return { ...file, pages: Math.max(count, 1) };
    },
  };
}
