// The table element of print layouts (issue 18 item 6): rows per page, pagination with the header
// repeated, cells placed column by column, lines sorted by location, and a bad table refused.
import { describe, expect, it } from 'vitest';
import { byLocation, defaultPrintLayout, layoutTable, paginateLines, printLayout, rowsPerPage, tableCells, type PrintElement } from './print';

const table = (patch: Record<string, unknown> = {}) => ({
  type: 'table',
  x: 10,
  y: 20,
  w: 100,
  h: 50,
  rowHeight: 10,
  headerRow: true,
  borders: true,
  columns: [
    { field: 'sku', header: 'SKU', width: 40 },
    { field: 'quantity', header: 'Qty', width: 20, align: 'right' },
  ],
  ...patch,
});
const layoutWith = (...elements: unknown[]) => ({ page: { width: 210, height: 297 }, elements });
const issues = (input: unknown) => {
  const r = printLayout.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('table layout', () => {
  it('holds as many rows as fit below its header', () => {
    expect(rowsPerPage({ h: 50, rowHeight: 10, headerRow: true })).toBe(4);
    expect(rowsPerPage({ h: 50, rowHeight: 10, headerRow: false })).toBe(5);
    expect(rowsPerPage({ h: 49.9, rowHeight: 10, headerRow: true })).toBe(3);
    expect(rowsPerPage({ h: 8, rowHeight: 10, headerRow: false })).toBe(0);
  });

  it('splits lines into pages; no lines or no table is one page', () => {
    const t = { h: 50, rowHeight: 10, headerRow: true };
    expect(paginateLines(t, 9)).toEqual([
      { start: 0, end: 4 },
      { start: 4, end: 8 },
      { start: 8, end: 9 },
    ]);
    expect(paginateLines(t, 4)).toEqual([{ start: 0, end: 4 }]);
    expect(paginateLines(t, 0)).toEqual([{ start: 0, end: 0 }]);
    expect(paginateLines(undefined, 30)).toEqual([{ start: 0, end: 0 }]);
  });

  it('places the header row on every page, then the slice of lines, column by column', () => {
    const t = printLayout.parse(layoutWith(table())).elements[0] as Extract<PrintElement, { type: 'table' }>;
    const lines = [{ sku: 'A', quantity: '1' }, { sku: 'B', quantity: '2' }, { sku: 'C' }, { sku: 'D' }, { sku: 'E', quantity: '5' }];
    const [first, second] = paginateLines(t, lines.length).map((slice) => tableCells(t, lines, slice));
    expect(first.filter((c) => c.header).map((c) => [c.text, c.x, c.y, c.w])).toEqual([
      ['SKU', 10, 20, 40],
      ['Qty', 50, 20, 20],
    ]);
    expect(first.filter((c) => !c.header).map((c) => c.text)).toEqual(['A', '1', 'B', '2', 'C', '', 'D', '']);
    expect(second.filter((c) => c.header).map((c) => c.text)).toEqual(['SKU', 'Qty']);
    expect(second.filter((c) => !c.header).map((c) => [c.text, c.y])).toEqual([
      ['E', 30],
      ['5', 30],
    ]);
    expect(second.find((c) => !c.header)!.column.align).toBe('left');
    expect(second.filter((c) => !c.header)[1].column.align).toBe('right');
  });

  it('numbers lines from 1 across pages unless a line brings its own number', () => {
    const t = {
      x: 0,
      y: 0,
      w: 20,
      h: 20,
      rowHeight: 10,
      headerRow: false,
      columns: [{ field: 'lineNo' as const, header: '#', width: 10, align: 'left' as const }],
    };
    const lines = [{}, {}, { lineNo: 'x' }];
    expect(tableCells(t, lines, { start: 2, end: 3 }).map((c) => c.text)).toEqual(['x']);
    expect(tableCells(t, lines, { start: 0, end: 2 }).map((c) => c.text)).toEqual(['1', '2']);
  });

  it('sorts lines by location, lines without one last, then by SKU', () => {
    expect(
      byLocation([{ sku: 'Z' }, { sku: 'B', location: 'A-02' }, { sku: 'A', location: 'A-02' }, { sku: 'C', location: 'A-01' }]).map((l) => l.sku),
    ).toEqual(['C', 'A', 'B', 'Z']);
  });

  it('the default pick-list layout has a table of the pick list lines', () => {
    const layout = defaultPrintLayout('pickList');
    const t = layoutTable(layout)!;
    expect(t.columns.map((c) => c.field)).toEqual(['lineNo', 'location', 'sku', 'productName', 'quantity', 'orderNo']);
    expect(rowsPerPage(t)).toBeGreaterThan(30);
    expect(layoutTable(defaultPrintLayout('label'))).toBeUndefined();
  });
});

describe('table validation', () => {
  it('accepts a table and fills its defaults', () => {
    const t = printLayout.parse(layoutWith({ type: 'table', x: 0, y: 0, w: 50, h: 50, columns: [{ field: 'sku', width: 50 }] })).elements[0];
    expect(t).toMatchObject({ rowHeight: 7, headerRow: true, borders: true, fontSize: 9, columns: [{ field: 'sku', header: '', width: 50, align: 'left' }] });
  });

  it.each([
    ['no columns', table({ columns: [] }), 'elements.0.columns', 'print.element.empty'],
    ['an unknown field', table({ columns: [{ field: 'price', width: 10 }] }), 'elements.0.columns.0.field', 'print.element.unknownField'],
    [
      'columns wider than the table',
      table({
        columns: [
          { field: 'sku', width: 60 },
          { field: 'quantity', width: 41 },
        ],
      }),
      'elements.0.columns',
      'print.element.outside',
    ],
    ['a table beyond the page', table({ x: 150, w: 100 }), 'elements.0.x', 'print.element.outside'],
    ['a column wider than any page', table({ columns: [{ field: 'sku', width: 500 }] }), 'elements.0.columns.0.width', 'print.element.number'],
    ['no room for a row', table({ h: 15 }), 'elements.0.h', 'print.element.empty'],
    ['a row height of 0', table({ rowHeight: 0 }), 'elements.0.rowHeight', 'print.element.number'],
    ['an unknown alignment', table({ columns: [{ field: 'sku', width: 10, align: 'justify' }] }), 'elements.0.columns.0.align', 'print.element.type'],
    ['a second table', [table(), table({ y: 100 })], 'elements.1.type', 'print.layout.invalid'],
  ])('refuses %s', (_name, element, path, message) => {
    const elements = Array.isArray(element) ? element : [element];
    expect(issues(layoutWith(...elements))).toContainEqual({ path, message });
  });
});
