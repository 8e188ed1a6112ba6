// The table element of print layouts (issue 18 item 6: pick lists through print templates): columns
// chosen from the fields of a record's lines (an order's items, a pick list's SKU lines sorted by
// location), one row per line. A layout holds at most one table; the whole layout is drawn on every
// page and the table's box takes the next rows, so rows that do not fit go on to the next page
// under a repeated header. Pure layout and pagination, shared by the server's renderer and the
// designer. (Validation messages reuse the print.element.* texts: a table without columns is an
// empty element, columns wider than the table lie outside it.)
import { z } from 'zod';

/** Fields of one line (row) a table column may show. */
export const PRINT_LINE_FIELDS = ['lineNo', 'location', 'sku', 'productName', 'picture', 'quantity', 'orderNo'] as const;
export type PrintLineField = (typeof PRINT_LINE_FIELDS)[number];
export type PrintLine = Partial<Record<PrintLineField, string>>;

export const PRINT_TABLE_ALIGNS = ['left', 'center', 'right'] as const;
export const PRINT_TABLE_COLUMNS_MAX = 12;
/** Row height range (mm). */
export const PRINT_TABLE_ROW_MM = { min: 3, max: 60 } as const;

const num = (min: number, max: number) =>
  z.number({ error: 'print.element.number' }).min(min, { error: 'print.element.number' }).max(max, { error: 'print.element.number' });

export const printTableColumn = z.object({
  field: z.enum(PRINT_LINE_FIELDS, { error: 'print.element.unknownField' }),
  header: z.string().trim().max(50, { error: 'validation.tooLong' }).default(''),
  /** mm */
  width: num(1, 420),
  align: z.enum(PRINT_TABLE_ALIGNS, { error: 'print.element.type' }).default('left'),
});
export type PrintTableColumn = z.output<typeof printTableColumn>;

/** The table's own properties (its box x, y, w, h comes with every element). */
export const printTableProps = {
  columns: z
    .array(printTableColumn, { error: 'print.element.empty' })
    .min(1, { error: 'print.element.empty' })
    .max(PRINT_TABLE_COLUMNS_MAX, { error: 'print.layout.tooMany' }),
  rowHeight: num(PRINT_TABLE_ROW_MM.min, PRINT_TABLE_ROW_MM.max).default(7),
  headerRow: z.boolean().default(true),
  borders: z.boolean().default(true),
  fontSize: z.number({ error: 'print.element.fontSize' }).min(4, { error: 'print.element.fontSize' }).max(72, { error: 'print.element.fontSize' }).default(9),
};

export interface PrintTableBox {
  x: number;
  y: number;
  w: number;
  h: number;
  columns: PrintTableColumn[];
  rowHeight: number;
  headerRow: boolean;
}

/** The problems of a table's geometry: [path below the element, message id]. */
export function tableProblems(t: PrintTableBox): [string, string][] {
  const out: [string, string][] = [];
  const total = t.columns.reduce((s, c) => s + c.width, 0);
  if (total > t.w + 0.01) out.push(['columns', 'print.element.outside']);
  if (rowsPerPage(t) < 1) out.push(['h', 'print.element.empty']);
  return out;
}

/** How many line rows the table's box holds on one page (below its header row, if any). */
export function rowsPerPage(t: Pick<PrintTableBox, 'h' | 'rowHeight' | 'headerRow'>): number {
  const room = t.h - (t.headerRow ? t.rowHeight : 0);
  return Math.max(0, Math.floor((room + 0.001) / t.rowHeight));
}

/** One page of a record: the lines its table shows, [start, end). */
export interface PrintPageSlice {
  start: number;
  end: number;
}

/**
 * The pages of one record: without a table, one page; with one, as many pages as its lines need
 * (at least one, so an empty pick list still prints its header).
 */
export function paginateLines(table: Pick<PrintTableBox, 'h' | 'rowHeight' | 'headerRow'> | undefined, lineCount: number): PrintPageSlice[] {
  if (!table || lineCount <= 0) return [{ start: 0, end: 0 }];
  const per = Math.max(1, rowsPerPage(table));
  const pages: PrintPageSlice[] = [];
  for (let start = 0; start < lineCount; start += per) pages.push({ start, end: Math.min(lineCount, start + per) });
  return pages;
}

/** A cell of the table on a page, in mm from the page's corner. */
export interface PrintTableCell {
  x: number;
  y: number;
  w: number;
  h: number;
  column: PrintTableColumn;
  /** The header text, or the line's value. */
  text: string;
  header: boolean;
}

/** The cells of the table on one page: the header row (when shown) then one row per line of the slice. */
export function tableCells(t: PrintTableBox, lines: readonly PrintLine[], slice: PrintPageSlice): PrintTableCell[] {
  const cells: PrintTableCell[] = [];
  const row = (y: number, text: (c: PrintTableColumn) => string, header: boolean) => {
    let x = t.x;
    for (const column of t.columns) {
      cells.push({ x, y, w: column.width, h: t.rowHeight, column, text: text(column), header });
      x += column.width;
    }
  };
  let y = t.y;
  if (t.headerRow) {
    row(y, (c) => c.header, true);
    y += t.rowHeight;
  }
  for (let i = slice.start; i < slice.end; i++) {
    const line = lines[i] ?? {};
    row(y, (c) => (c.field === 'lineNo' ? (line.lineNo ?? String(i + 1)) : (line[c.field] ?? '')), false);
    y += t.rowHeight;
  }
  return cells;
}

/** Sorts lines by location (lines without one last), then SKU: the order a picker walks. */
export function byLocation<T extends PrintLine>(lines: T[]): T[] {
  return [...lines].sort((a, b) => (a.location || '\uffff').localeCompare(b.location || '\uffff') || (a.sku ?? '').localeCompare(b.sku ?? ''));
}
