import { describe, expect, it } from 'vitest';
import { toFormIssues } from './form';
import { purchaseOrderInput } from './purchasing';

describe('purchaseOrderInput: a bad line is reported on that line only', () => {
  it('quantity −5 fails lines.0.quantity and leaves the discount alone', () => {
    const r = purchaseOrderInput.safeParse({ supplierId: 1, warehouseId: 1, lines: [{ skuId: 1, quantity: -5, unitPrice: '10' }] });
    expect(r.success).toBe(false);
    expect(toFormIssues(r.error!).map((i) => [i.path, i.messageId])).toEqual([['lines.0.quantity', 'purchase.quantityPositive']]);
  });

  it('still refuses a discount above the cost of valid lines', () => {
    const r = purchaseOrderInput.safeParse({ supplierId: 1, warehouseId: 1, discount: '30.01', lines: [{ skuId: 1, quantity: 3, unitPrice: '10' }] });
    expect(toFormIssues(r.error!).map((i) => i.path)).toEqual(['discount']);
  });
});
