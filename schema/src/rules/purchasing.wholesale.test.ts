import { describe, expect, it } from 'vitest';
import { parseOrderNumbers, parseWholesaleLink, tierPrice, wholesaleBatchInput, wholesaleOrderInput, wholesalePairingInput } from './purchasing';
import { toFieldIssues } from './validation';

const issues = (r: { success: boolean; error?: any }) => (r.success ? [] : toFieldIssues(r.error).map((i) => `${i.field}:${i.messageId}`));

describe('wholesale product link', () => {
  it('takes desktop and mobile offer links, with a query', () => {
    expect(parseWholesaleLink('https://detail.1688.com/offer/123456789.html')).toBe('123456789');
    expect(parseWholesaleLink(' http://m.1688.com/offer/654321.html?spm=a1#x ')).toBe('654321');
  });
  it('refuses other hosts, paths and short ids', () => {
    expect(parseWholesaleLink('https://example.com/offer/123456789.html')).toBeNull();
    expect(parseWholesaleLink('detail.1688.com/offer/123456789.html')).toBeNull();
    expect(parseWholesaleLink('https://detail.1688.com/offer/12345.html')).toBeNull();
    expect(parseWholesaleLink('https://detail.1688.com/offer/abc.html')).toBeNull();
  });
});

describe('order numbers one per line', () => {
  it('ignores blank lines and reports invalid lines by number', () => {
    expect(parseOrderNumbers('123456\n\n  1234567 \r\nabc\n12 34567\n12345')).toEqual({ numbers: ['123456', '1234567'], invalidLines: [4, 5, 6] });
  });
  it('allows 6 to 30 digits', () => {
    expect(parseOrderNumbers('1'.repeat(30)).invalidLines).toEqual([]);
    expect(parseOrderNumbers('1'.repeat(31)).invalidLines).toEqual([1]);
  });
});

describe('tier price', () => {
  const tiers = [
    { minQuantity: 100, price: '4.00' },
    { minQuantity: 1, price: '5.00' },
    { minQuantity: 10, price: '4.50' },
  ];
  it('answers the highest tier the quantity reaches', () => {
    expect(tierPrice(tiers, 1)).toBe('5.00');
    expect(tierPrice(tiers, 9)).toBe('5.00');
    expect(tierPrice(tiers, 10)).toBe('4.50');
    expect(tierPrice(tiers, 500)).toBe('4.00');
  });
  it('falls back to the first tier below its minimum, null without tiers', () => {
    expect(tierPrice([{ minQuantity: 5, price: '2.00' }], 1)).toBe('2.00');
    expect(tierPrice([], 3)).toBeNull();
  });
});

describe('batch wholesale import (at most 200, one per line)', () => {
  const numbers = (n: number) => Array.from({ length: n }, (_, i) => String(1000000 + i)).join('\n');
  it('takes 200 numbers and drops repeats', () => {
    const r = wholesaleBatchInput.safeParse({ orderNumbers: `${numbers(200)}\n1000000` });
    expect(r.success && r.data.numbers.length).toBe(200);
  });
  it('refuses 201, invalid lines and nothing', () => {
    expect(issues(wholesaleBatchInput.safeParse({ orderNumbers: numbers(201) }))).toEqual(['orderNumbers:purchase.batchTooMany']);
    expect(issues(wholesaleBatchInput.safeParse({ orderNumbers: '1234567\nx1' }))).toEqual(['orderNumbers:purchase.orderNumbersOnePerLine']);
    expect(issues(wholesaleBatchInput.safeParse({ orderNumbers: ' \n' }))).toEqual(['orderNumbers:purchase.orderNumbersRequired']);
    expect(issues(wholesaleBatchInput.safeParse({}))).toEqual(['orderNumbers:purchase.orderNumbersRequired']);
  });
});

describe('ordering paired products', () => {
  it('needs positive integer batch quantities, at least one item and at most 200', () => {
    expect(issues(wholesaleOrderInput.safeParse({ warehouseId: 1, items: [{ skuId: 1, quantity: 3 }] }))).toEqual([]);
    expect(
      issues(
        wholesaleOrderInput.safeParse({
          warehouseId: 1,
          items: [
            { skuId: 1, quantity: 0 },
            { skuId: 2, quantity: 1.5 },
          ],
        }),
      ),
    ).toEqual(['items.0.quantity:purchase.batchQuantity', 'items.1.quantity:purchase.batchQuantity']);
    expect(issues(wholesaleOrderInput.safeParse({ warehouseId: 1, items: [] }))).toEqual(['items:purchase.tickAtLeastOne']);
    const many = Array.from({ length: 201 }, (_, i) => ({ skuId: i + 1, quantity: 1 }));
    expect(issues(wholesaleOrderInput.safeParse({ warehouseId: 1, items: many }))).toEqual(['items:purchase.batchTooMany']);
  });
});

describe('pairing input', () => {
  const ok = { skuId: 1, productUrl: 'https://detail.1688.com/offer/123456789.html', specId: '123456789-1', specValues: { Color: 'Red' } };
  it('takes a link, a variant and its values (ratio 1 by default)', () => {
    const r = wholesalePairingInput.safeParse(ok);
    expect(r.success && r.data.ratio).toBe(1);
  });
  it('needs the link, well formed, and a variant', () => {
    expect(issues(wholesalePairingInput.safeParse({ ...ok, productUrl: ' ' }))).toEqual(['productUrl:purchase.linkRequired']);
    expect(issues(wholesalePairingInput.safeParse({ ...ok, productUrl: undefined }))).toEqual(['productUrl:purchase.linkRequired']);
    expect(issues(wholesalePairingInput.safeParse({ ...ok, productUrl: 'https://1688.com/x' }))).toEqual(['productUrl:purchase.linkFormat']);
    expect(issues(wholesalePairingInput.safeParse({ ...ok, specId: '' }))).toEqual(['specId:purchase.variantRequired']);
    expect(issues(wholesalePairingInput.safeParse({ ...ok, specId: undefined }))).toEqual(['specId:purchase.variantRequired']);
  });
});
