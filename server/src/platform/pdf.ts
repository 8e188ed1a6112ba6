// PDF documents answered as base64 (spec 01 §7: "Base64 PDF … downloaded on the client"):
// barcode labels, count lists and processing sheets. pdfkit's built-in fonts cover Latin-1 only, so a font file is
// embedded: a CJK one when the machine has it (PDF_CJK_FONT, as the processing sheets read it,
// or the usual Noto / WenQuanYi / Droid paths),
// else DejaVu Sans; without a CJK font the fixed texts are printed in English and characters the
// font lacks become '?', instead of empty boxes.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Lang } from '@erp/schema';

export interface PdfFile {
  filename: string;
  /** The PDF bytes, base64. */
  contentBase64: string;
  pages: number;
}

interface FontChoice {
  /** A font file (optionally `path#postscriptName` for a collection), or a pdfkit built-in. */
  src: string;
  family?: string;
  cjk: boolean;
}

const CJK_FONTS: [string, string | undefined][] = [
  ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', 'NotoSansCJKsc-Regular'],
  ['/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc', 'NotoSansCJKsc-Regular'],
  ['/usr/share/fonts/opentype/noto/NotoSansCJKsc-Regular.otf', undefined],
  ['/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', 'WenQuanYiMicroHei'],
  ['/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc', 'WenQuanYiZenHei'],
  ['/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf', undefined],
  ['/usr/share/fonts/truetype/arphic/uming.ttc', 'AR-PL-UMing-CN'],
];
const LATIN_FONTS = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/dejavu/DejaVuSans.ttf'];

let chosen: FontChoice | undefined;

/** The font every PDF uses, found once per process. */
export function pdfFont(): FontChoice {
  if (chosen) return chosen;
  // `path` or `path#PostScriptName` (a font collection needs the name)
  const env = process.env.PDF_CJK_FONT?.trim();
  if (env) {
    const [src, family] = env.split('#');
    if (existsSync(src)) return (chosen = { src, family, cjk: true });
  }
  for (const [src, family] of CJK_FONTS) if (existsSync(src)) return (chosen = { src, family, cjk: true });
  for (const src of LATIN_FONTS) if (existsSync(src)) return (chosen = { src, cjk: false });
  return (chosen = { src: 'Helvetica', cjk: false });
}

/** The language of a PDF's fixed texts: the caller's, unless no font can show Chinese. */
export function pdfLang(lang: Lang): Lang {
  return pdfFont().cjk ? lang : 'en';
}

/** Sets the font; a file pdfkit cannot read is dropped for the next choice (DejaVu, then Helvetica). */
function useFont(doc: PDFKit.PDFDocument, font: FontChoice) {
  if (font.src === 'Helvetica') {
    doc.font('Helvetica');
    return;
  }
  try {
    if (font.family) doc.font(font.src, font.family);
    else doc.font(font.src);
  } catch {
    const latin = LATIN_FONTS.find((f) => existsSync(f) && f !== font.src);
    chosen = latin ? { src: latin, cjk: false } : { src: 'Helvetica', cjk: false };
    useFont(doc, chosen);
  }
}

export interface Pdf {
  doc: PDFKit.PDFDocument;
  /** Text the font can show (unknown characters → '?'); a plain function, safe to pass around. */
  fit: (text: string) => string;
  /** Ends the document and answers it as base64 with its page count. */
  finish(filename: string): Promise<PdfFile>;
}

/** A new document with the font set; `bufferPages` so footers can say "page x of y". */
export function newPdf(options: PDFKit.PDFDocumentOptions = {}): Pdf {
  const font = pdfFont();
  const doc = new PDFDocument({ bufferPages: true, autoFirstPage: true, ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  useFont(doc, font);
  const glyphs = (doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?: (c: number) => boolean } } })._font?.font;
  const fit = (text: string) => {
    if (font.cjk) return text;
    return [...text]
      .map((ch) => {
        const code = ch.codePointAt(0)!;
        if (glyphs?.hasGlyphForCodePoint) return glyphs.hasGlyphForCodePoint(code) ? ch : '?';
        return code <= 0xff ? ch : '?';
      })
      .join('');
  };
  return {
    doc,
    fit,
    async finish(filename) {
      const pages = doc.bufferedPageRange().count;
      doc.end();
      const bytes = await done;
      return { filename, contentBase64: bytes.toString('base64'), pages };
    },
  };
}

/**
 * Writes a footer ("page x of y", from `label(page, pages)`) centred at `y` on every page, once the
 * number of pages is known (the document buffers its pages).
 */
export function pageFooters(pdf: Pdf, label: (page: number, pages: number) => string, at: { left: number; width: number; y: number }): void {
  const { doc, fit } = pdf;
  const range = doc.bufferedPageRange();
  for (let p = range.start; p < range.start + range.count; p++) {
    doc.switchToPage(p);
    // The footer sits inside the bottom margin: without this, a font with a tall line (Noto CJK)
    // makes pdfkit start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .fontSize(8)
      .fillColor('#666')
      .text(fit(label(p + 1, range.count)), at.left, at.y, { width: at.width, align: 'center', lineBreak: false });
  }
}

/** Points per millimetre (PDF units are 1/72 inch). */
export const MM = 72 / 25.4;

export interface PdfColumn {
  key: string;
  title: string;
  w: number;
  align: 'left' | 'right';
}

export interface PdfTableLayout {
  left: number;
  width: number;
  /** No row reaches below this; the next one starts a new page. */
  bottom: number;
  /** Where the table goes on, on a new page. */
  pageTop: number;
  rowHeight: number;
  fontSize: number;
  /** The text box of a cell: its offset below the row's top, and its height. */
  textTop: number;
  textHeight: number;
}

/**
 * Draws a table from `top`: a grey header row, then a bordered row per record (the column `no`
 * numbers the rows from 1); a row that would pass `bottom` goes on a new page under the header
 * again. Answers the y below the last row.
 */
export function pdfTable(pdf: Pdf, layout: PdfTableLayout, columns: PdfColumn[], rows: Record<string, string>[], top: number): number {
  const { doc, fit } = pdf;
  const { left, width, rowHeight } = layout;
  const line = (y: number, text: (c: PdfColumn) => string) => {
    let x = left;
    for (const c of columns) {
      doc.text(fit(text(c)), x + 3, y + layout.textTop, { width: c.w - 6, height: layout.textHeight, align: c.align, lineBreak: false, ellipsis: true });
      x += c.w;
    }
  };
  const header = (y: number) => {
    doc.fontSize(layout.fontSize).fillColor('#000');
    doc.rect(left, y, width, rowHeight).fillAndStroke('#eeeeee', '#999999');
    doc.fillColor('#000');
    line(y, (c) => c.title);
    return y + rowHeight;
  };
  let y = header(top);
  rows.forEach((r, i) => {
    if (y + rowHeight > layout.bottom) {
      doc.addPage();
      y = header(layout.pageTop);
    }
    doc.fontSize(layout.fontSize).fillColor('#000');
    doc.rect(left, y, width, rowHeight).stroke('#bbbbbb');
    line(y, (c) => (c.key === 'no' ? String(i + 1) : (r[c.key] ?? '')));
    y += rowHeight;
  });
  return y;
}
