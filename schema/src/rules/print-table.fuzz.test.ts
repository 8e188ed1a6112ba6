// Properties of the print table (issue 18 item 6): columns from the line fields with widths in mm,
// and the geometry check (columns within the table, room for one row below the header).
import { expect, it } from 'vitest';
import { PRINT_LINE_FIELDS, PRINT_TABLE_ALIGNS, rowsPerPage, tableProblems } from './print';
import { brk, covers, fc, fuzz } from './fuzz.support';

const column = fc.record({
  field: fc.constantFrom(...PRINT_LINE_FIELDS),
  header: fc.string({ maxLength: 50 }).map((s) => s.trim()),
  width: fc.integer({ min: 1, max: 100 }),
  align: fc.constantFrom(...PRINT_TABLE_ALIGNS),
});

fuzz('printTableColumn', {
  valid: column,
  accepts: (input, out) => expect(out).toEqual(input),
  breaks: [
    brk('field', 'print.element.unknownField', fc.constantFrom('price', 'password', '')),
    brk('width', 'print.element.number', fc.oneof(fc.integer({ min: -50, max: 0 }), fc.integer({ min: 421, max: 5000 }))),
    brk('align', 'print.element.type', fc.constantFrom('justify', 'middle', '')),
  ],
});

covers('tableProblems', () => {
  it('reports columns wider than the table and a box without room for a row, nothing else', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 10, max: 200 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 3, max: 30 }),
        fc.boolean(),
        (widths, w, h, rowHeight, headerRow) => {
          const columns = widths.map((width) => ({ field: 'sku' as const, header: '', width, align: 'left' as const }));
          const table = { x: 0, y: 0, w, h, columns, rowHeight, headerRow };
          const expected = [
            ...(widths.reduce((s, x) => s + x, 0) > w ? [['columns', 'print.element.outside']] : []),
            ...(h < rowHeight * (headerRow ? 2 : 1) ? [['h', 'print.element.empty']] : []),
          ];
          expect(tableProblems(table)).toEqual(expected);
          expect(rowsPerPage(table)).toBe(Math.max(0, Math.floor(h / rowHeight) - (headerRow ? 1 : 0)));
        },
      ),
    );
  });
});
