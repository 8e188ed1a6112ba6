import { describe, expect, it } from 'vitest';
import { barcodeBatchProblems, batchCodes, countEntryInput, ean13CheckDigit, ean13Fits, isValidEan13, skuLabelsInput } from './counts';
import { toFieldIssues } from './validation';

const issues = (r: { success: boolean; error?: any }) => (r.success ? [] : toFieldIssues(r.error).map((i) => `${i.field}:${i.messageId}`));

describe('count entry', () => {
  it('takes whole numbers of 0 or more, or null to clear', () => {
    expect(
      issues(
        countEntryInput.safeParse({
          taskId: 1,
          lines: [
            { lineId: 1, countedQty: 0 },
            { lineId: 2, countedQty: null },
          ],
        }),
      ),
    ).toEqual([]);
    expect(
      issues(
        countEntryInput.safeParse({
          taskId: 1,
          lines: [
            { lineId: 1, countedQty: -1 },
            { lineId: 2, countedQty: 1.5 },
          ],
        }),
      ),
    ).toEqual(['lines.0.countedQty:inventory.nonNegativeInteger', 'lines.1.countedQty:inventory.nonNegativeInteger']);
    expect(issues(countEntryInput.safeParse({ taskId: 1, lines: [] }))).toEqual(['lines:inventory.tickAtLeastOne']);
  });
});

describe('barcodes', () => {
  it('EAN-13 check digits (GS1)', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(isValidEan13('5901234123457')).toBe(true);
    expect(isValidEan13('5901234123458')).toBe(false);
  });
  it('batch codes continue after earlier batches; EAN-13 prefixes must leave room', () => {
    expect(batchCodes({ type: 'code128', prefix: 'A-', number: 2 }, 5)).toEqual(['A-000006', 'A-000007']);
    expect(batchCodes({ type: 'ean13', prefix: '69', number: 1 }).every(isValidEan13)).toBe(true);
    expect(ean13Fits('12345678901', 9)).toBe(true);
    expect(ean13Fits('12345678901', 10)).toBe(false);
    expect(barcodeBatchProblems({ type: 'ean13', prefix: 'AB' })).toEqual([{ field: 'prefix', messageId: 'counts.ean13Prefix' }]);
    expect(barcodeBatchProblems({ type: 'code128', prefix: 'AB' })).toEqual([]);
  });
  it('SKU labels: at least one SKU, no repeats, at most 1000 labels', () => {
    expect(issues(skuLabelsInput.safeParse({ items: [] }))).toEqual(['items:inventory.productsRequired']);
    expect(
      issues(
        skuLabelsInput.safeParse({
          items: [
            { skuId: 1, quantity: 600 },
            { skuId: 1, quantity: 500 },
          ],
        }),
      ),
    ).toEqual(['items:counts.tooManyLabels', 'items.1.skuId:inventory.sameProductTwice']);
  });
});
