// Reading uploaded spreadsheets (product import, order import): one cell's value as the text a
// person sees in Excel.
import type ExcelJS from 'exceljs';

export interface CellTextOptions {
  /** How a date cell reads (default: its UTC calendar day, 2026-03-01). */
  date?: (value: Date) => string;
  /** How a number cell reads (default: as JavaScript writes it). */
  number?: (value: number) => string;
}

/** A cell as text: numbers, dates, hyperlinks, rich text and formula results included. */
export function cellText(value: ExcelJS.CellValue, options: CellTextOptions = {}): string {
  if (value == null) return '';
  if (value instanceof Date) return options.date ? options.date(value) : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as unknown as { richText?: { text: string }[]; text?: unknown; hyperlink?: string; result?: ExcelJS.CellValue };
    if (v.richText)
      return v.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if (v.hyperlink) return typeof v.text === 'string' ? v.text.trim() || v.hyperlink : v.hyperlink;
    if ('result' in v) return cellText(v.result ?? null, options);
    if (typeof v.text === 'string') return v.text.trim();
    return '';
  }
  if (typeof value === 'number' && options.number) return options.number(value);
  return String(value).trim();
}
