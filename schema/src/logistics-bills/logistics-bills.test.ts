// The pure rules of a carrier bill's rows (issue 22 item 5): kg and CNY parsing, duplicates within
// the file, each bad value reported once per row with its column.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billCentsText, freightDifference, parseFreight, parseKg, readLogisticsBillRows } from './index';

describe('carrier bill rows', () => {
  it('parses kg to grams and CNY to cents, refusing negatives, commas, too many decimals and too large values', () => {
    expect(parseKg('0.52')).toBe(520);
    expect(parseKg('1')).toBe(1000);
    expect(parseKg('1000')).toBe(1_000_000);
    for (const bad of ['-1', '1,5', '0.1234', '1000.001', 'abc', '']) expect(parseKg(bad)).toBeNull();
    expect(parseFreight('23.4')).toBe(2340);
    expect(parseFreight('0')).toBe(0);
    for (const bad of ['-0.01', '1.234', '100000.01', 'x', '']) expect(parseFreight(bad)).toBeNull();
  });

  it('cents text round-trips through parseFreight for any amount in range', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (c) => parseFreight(billCentsText(c)) === c));
    expect(billCentsText(-350)).toBe('-3.50');
    expect(freightDifference(2340, 2000)).toBe(340);
  });

  it('reports duplicates (ignoring case), missing tracking numbers and the first bad value of a row', () => {
    const { lines, problems } = readLogisticsBillRows([
      { row: 2, values: { trackingNo: 'A1', billableWeight: '0.5', actualFreight: '10' } },
      { row: 3, values: { trackingNo: 'a1', billableWeight: '0.5', actualFreight: '10' } },
      { row: 4, values: { trackingNo: '', billableWeight: '0.5', actualFreight: '10' } },
      { row: 5, values: { trackingNo: 'B2', billableWeight: 'x', actualFreight: 'y' } },
      { row: 6, values: { trackingNo: 'C3', billableWeight: '1', actualFreight: '2.5', returnFreight: '', declaredWeight: '0.9' } },
    ]);
    expect(lines.map((l) => l.trackingNo)).toEqual(['A1', 'C3']);
    expect(lines[1]).toMatchObject({ billableWeight: 1000, actualFreight: 250, returnFreight: 0, outboundWeight: null, declaredWeight: 900 });
    expect(problems).toEqual([
      { row: 3, trackingNo: 'a1', field: 'trackingNo', reason: 'duplicate', values: { row: 2 } },
      { row: 4, trackingNo: '', field: 'trackingNo', reason: 'trackingRequired' },
      { row: 5, trackingNo: 'B2', field: 'billableWeight', reason: 'badNumber', values: { value: 'x' } },
    ]);
  });
});
