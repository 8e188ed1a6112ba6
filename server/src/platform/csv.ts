// Reading uploaded tables (order, tracking-number and freight imports): CSV text as records of
// cells, and the first sheet of an .xlsx or a .csv / .txt file as lines of cells.
import ExcelJS from 'exceljs';
import { cellText, type CellTextOptions } from './cell-text';
import { ValidationError } from './errors';

/** Splits CSV text (RFC 4180: quotes, doubled quotes, line breaks in quotes) into records with their line numbers. */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length] as const).sort((a, b) => b[1] - a[1]);
  const sep = counts[0][0];
  const out: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === sep) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      out.push({ line: start, cells });
      cells = [];
      cell = '';
      line++;
      start = line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length) {
    cells.push(cell);
    out.push({ line: start, cells });
  }
  return out;
}

/** True when the bytes are a zip (an .xlsx). */
export function isXlsx(buffer: Buffer): boolean {
  return buffer.length >= 4 && buffer.readUInt32BE(0) === 0x504b0304;
}

/**
 * The lines of a small uploaded table: the first sheet of an .xlsx (read whole: for files of a few
 * thousand rows; the order import streams its big files), or a .csv / .txt whose separator
 * (comma, semicolon or tab) parseCsv finds on the first line. A file that is neither is a field
 * error on `file` (orderImport.notSpreadsheet).
 */
export async function readSheetLines(buffer: Buffer, fileName = '', options: CellTextOptions = {}): Promise<{ line: number; cells: string[] }[]> {
  const lines: { line: number; cells: string[] }[] = [];
  if (isXlsx(buffer)) {
    const book = new ExcelJS.Workbook();
    try {
      await book.xlsx.load(buffer as never);
    } catch {
      throw ValidationError.field('file', 'orderImport.notSpreadsheet');
    }
    book.worksheets[0]?.eachRow((r, n) => {
      const cells: string[] = [];
      for (let c = 1; c <= r.cellCount; c++) cells.push(cellText(r.getCell(c).value ?? null, options));
      lines.push({ line: n, cells });
    });
    return lines;
  }
  const text = buffer.toString('utf8').replace(/^\uFEFF/, '');
  if (!/\.(csv|txt)$/i.test(fileName) && (text.includes('\u0000') || !text.trim())) throw ValidationError.field('file', 'orderImport.notSpreadsheet');
  return parseCsv(text);
}
