// Unit tests of the supplier rules: supplierStatistics (hand-computed figures), supplierInput and
// supplyRelationshipInput (each spec 02 §5 'Purchasing' rule broken gives its message id).
import { describe, expect, it } from 'vitest';
import { supplierInput, supplierStatistics, supplyRelationshipInput, type SupplierHistory } from './purchasing';

const d = (s: string) => new Date(`${s}T08:00:00Z`);
const order = (o: Partial<SupplierHistory['orders'][number]>): SupplierHistory['orders'][number] => ({
  orderDate: d('2026-01-01'),
  eta: null,
  deliveryDays: 3,
  firstSignedAt: null,
  fullyReceived: false,
  quantity: 10,
  receivedQuantity: 0,
  ...o,
});
const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('supplierStatistics', () => {
  it('gives zeros and no latest price without history', () => {
    expect(supplierStatistics({ orders: [], lines: [], good: 0, defective: 0, returnedOrExchanged: 0 })).toEqual({
      purchaseCount: 0,
      delayRate: 0,
      replenishmentRate: 0,
      returnRate: 0,
      averagePrice: 0,
      latestPrice: null,
      latestPurchaseAt: null,
      defectiveCount: 0,
      defectiveRate: 0,
      purchaseQuantity: 0,
      receivedQuantity: 0,
      purchaseAmount: 0,
    });
  });

  it('counts late against the ETA, else order date + delivery days, with the whole due day allowed', () => {
    const s = supplierStatistics({
      orders: [
        order({ firstSignedAt: d('2026-01-04'), receivedQuantity: 10, fullyReceived: true }), // due 01-04: on time
        order({ firstSignedAt: d('2026-01-05'), receivedQuantity: 4 }), // due 01-04: late
        order({ eta: d('2026-01-10'), firstSignedAt: d('2026-01-09'), receivedQuantity: 10, fullyReceived: true }), // before the ETA
        order({}), // not signed: neither
      ],
      lines: [],
      good: 0,
      defective: 0,
      returnedOrExchanged: 6,
    });
    expect(s).toMatchObject({ purchaseCount: 4, delayRate: 0.3333, replenishmentRate: 0.6667, receivedQuantity: 24, returnRate: 0.25 });
  });

  it('weights the average price by quantity in cents and takes the latest line', () => {
    const s = supplierStatistics({
      orders: [],
      good: 97,
      defective: 3,
      returnedOrExchanged: 0,
      lines: [
        { unitPrice: 0.1, quantity: 3, orderDate: d('2026-01-01') },
        { unitPrice: 0.2, quantity: 3, orderDate: d('2026-03-01') },
        { unitPrice: 1.15, quantity: 1, orderDate: d('2026-02-01') },
      ],
    });
    // (0.30 + 0.60 + 1.15) / 7 = 0.2929 → 0.29
    expect(s).toMatchObject({
      averagePrice: 0.29,
      latestPrice: 0.2,
      latestPurchaseAt: d('2026-03-01'),
      purchaseAmount: 2.05,
      purchaseQuantity: 7,
      defectiveCount: 3,
      defectiveRate: 0.03,
    });
  });
});

describe('supplierInput', () => {
  it.each([
    ['empty name', { name: ' ' }, 'name:validation.required'],
    ['bad website', { name: 'A', website: 'not a site' }, 'website:purchase.websiteFormat'],
    ['letters in the phone', { name: 'A', phone: '0755-abc' }, 'phone:purchase.phoneFormat'],
    ['delivery days as text', { name: 'A', deliveryDays: 'abc' }, 'deliveryDays:purchase.deliveryDays'],
    ['negative delivery days', { name: 'A', deliveryDays: -1 }, 'deliveryDays:purchase.deliveryDays'],
    ['fractional delivery days', { name: 'A', deliveryDays: 1.5 }, 'deliveryDays:purchase.deliveryDays'],
    ['a rate of 100', { name: 'A', taxRate: '100' }, 'taxRate:purchase.rateFormat'],
    ['a rate with three decimals', { name: 'A', taxRate: '13.125' }, 'taxRate:purchase.rateFormat'],
    ['a negative rate', { name: 'A', taxRate: -1 }, 'taxRate:purchase.rateFormat'],
    ['unknown type', { name: 'A', type: 'other' }, 'type:purchase.supplierType'],
    ['letters in the account number', { name: 'A', accountNumber: 'IBAN x' }, 'accountNumber:purchase.accountNumberFormat'],
  ])('refuses %s', (_n, input, expected) => {
    expect(messages(supplierInput.safeParse(input))).toContain(expected);
  });

  it('accepts websites with and without scheme and fills defaults', () => {
    expect(supplierInput.parse({ name: ' Yiwu ', website: 'https://shop.1688.com/x?y=1' })).toMatchObject({
      name: 'Yiwu',
      type: 'formal',
      deliveryDays: 3,
      preferred: false,
    });
    expect(supplierInput.safeParse({ name: 'A', website: 'www.example.cn', phone: '+86 755-1234 5678' }).success).toBe(true);
    expect(supplierInput.parse({ name: 'A', taxRate: 13 }).taxRate).toBe('13');
    expect(supplierInput.parse({ name: 'A', taxRate: '99.99' }).taxRate).toBe('99.99');
    expect(supplierInput.parse({ name: 'A' }).taxRate).toBe('0');
  });
});

describe('supplyRelationshipInput', () => {
  const row = (supplierId: number, preferred: boolean) => ({ supplierId, preferred });
  it.each([
    ['no supplier', [], 'suppliers:purchase.supplierRequired'],
    ['no preferred', [row(1, false), row(2, false)], 'suppliers:purchase.preferredSupplierRequired'],
    ['two preferred', [row(1, true), row(2, true)], 'suppliers:purchase.preferredSupplierRequired'],
    ['the same supplier twice', [row(1, true), row(1, false)], 'suppliers.1.supplierId:purchase.sameSupplierTwice'],
  ])('refuses %s', (_n, suppliers, expected) => {
    expect(messages(supplyRelationshipInput.safeParse({ skuId: 1, suppliers }))).toContain(expected);
  });

  it('accepts one preferred supplier among several with prices and MOQ', () => {
    const r = supplyRelationshipInput.parse({ skuId: 1, suppliers: [{ supplierId: 1, preferred: true, purchasePrice: '1.80', moq: 50 }, row(2, false)] });
    expect(r.suppliers[1]).toMatchObject({ purchasePrice: '0', moq: 1, purchaseLink: '' });
  });
});
