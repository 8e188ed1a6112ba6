// The sandbox marketplace without a database: deterministic, platform-typical, paging by cursor,
// and the events a seller's ERP must handle (late payment, cancellation, partial cancellation).
import { describe, expect, it } from 'vitest';
import { SandboxConnector, sandboxConnectors, type MarketplaceOrder } from './connector';
import { SANDBOX_CATALOGUE, SANDBOX_UNKNOWN_SKUS, sandboxCursorAt, pullSandboxOrders } from './sandbox-orders';

const NOW = new Date('2026-11-23T12:00:00Z');
const DAY = 86_400_000;
const TOKEN = 'sbx_test';
const shop = (platformType: number, site: string, id = 7) => ({ id, platformType, site, shopName: `shop-${id}` });

/** Everything the shop's marketplace changed in the last `days` days, in one page. */
function all(platformType: number, site: string, opts: { id?: number; days?: number; now?: Date } = {}): MarketplaceOrder[] {
  const now = opts.now ?? NOW;
  return pullSandboxOrders({
    token: TOKEN,
    shop: shop(platformType, site, opts.id),
    cursor: sandboxCursorAt(new Date(now.getTime() - (opts.days ?? 90) * DAY)),
    limit: 100_000,
    now,
  }).orders;
}
const cents = (s: string) => Math.round(Number(s) * 100);

describe('sandbox connector: orders', () => {
  it('answers the same orders for the same input, from any connector instance', async () => {
    const input = { token: TOKEN, shop: shop(1, 'US'), cursor: '', limit: 20, now: NOW };
    const a = await new SandboxConnector(1).pullOrders(input);
    const b = await sandboxConnectors().get(1).pullOrders(input);
    expect(a.orders.length).toBeGreaterThan(0);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it('simulates another stream for another shop', () => {
    const a = all(1, 'US', { id: 1 }).map((o) => o.platformOrderNo);
    const b = all(1, 'US', { id: 2 }).map((o) => o.platformOrderNo);
    expect(a.filter((n) => b.includes(n))).toEqual([]);
  });

  it.each([
    [1, 'US', /^\d{2}-\d{5}-\d{5}$/, 'USD', ['US', 'CA']],
    [1, 'UK', /^\d{2}-\d{5}-\d{5}$/, 'GBP', ['GB', 'IE']],
    [1, 'DE', /^\d{2}-\d{5}-\d{5}$/, 'EUR', ['DE', 'AT']],
    [2, 'DE', /^\d{3}-\d{7}-\d{7}$/, 'EUR', ['DE', 'AT']],
    [2, 'JP', /^\d{3}-\d{7}-\d{7}$/, 'JPY', ['JP']],
    [11, 'MY', /^\d{6}[A-Z0-9]{8}$/, 'MYR', ['MY']],
    [11, 'SG', /^\d{6}[A-Z0-9]{8}$/, 'SGD', ['SG']],
    [11, 'TH', /^\d{6}[A-Z0-9]{8}$/, 'THB', ['TH']],
    [24, 'UK', /^\d{18}$/, 'GBP', ['GB']],
    [9, 'PL', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'PLN', ['PL']],
    [31, 'RU', /^\d{8}-\d{4}-\d$/, 'RUB', ['RU']],
  ] as const)('platform %i site %s: typical order numbers, currency and countries', (platformType, site, pattern, currency, countries) => {
    const orders = all(platformType, site);
    expect(orders.length).toBeGreaterThan(20);
    for (const o of orders) {
      expect(o.platformOrderNo).toMatch(pattern);
      expect(o.currency).toBe(currency);
      expect(countries).toContain(o.address.country);
      expect(o.buyer.name && o.buyer.account && o.address.city && o.address.postcode && o.address.address1).toBeTruthy();
    }
    expect(new Set(orders.map((o) => o.platformOrderNo)).size).toBe(orders.length);
  });

  it('keeps money in 2-decimal strings that add up', () => {
    for (const o of all(2, 'DE')) {
      for (const m of [o.itemsTotal, o.shippingFee, o.discount, o.totalAmount, ...o.items.map((i) => i.unitPrice)]) expect(m).toMatch(/^\d+\.\d{2}$/);
      const items = o.items.reduce((s, i) => s + cents(i.unitPrice) * (i.quantity - i.cancelledQuantity), 0);
      expect(cents(o.itemsTotal)).toBe(items);
      expect(cents(o.totalAmount)).toBe(items + cents(o.shippingFee) - cents(o.discount));
    }
  });

  it('sells the demo catalogue plus listing SKUs the company does not have', () => {
    const skus = all(1, 'US', { days: 120 }).flatMap((o) => o.items.map((i) => i.platformSku));
    const known = new Set(SANDBOX_CATALOGUE.map((c) => c.sku));
    const unknown = new Set(SANDBOX_UNKNOWN_SKUS.map((c) => c.sku));
    expect(skus.filter((s) => known.has(s)).length).toBeGreaterThan(skus.length * 0.7);
    expect(skus.some((s) => unknown.has(s))).toBe(true);
    expect(skus.every((s) => known.has(s) || unknown.has(s))).toBe(true);
  });

  it('has late payments, buyer cancellation requests, cancellations, partial cancellations and ship-by times', () => {
    const orders = [1, 2, 11, 24, 9, 31].flatMap((p, i) => all(p, '', { id: 10 + i }));
    const late = orders.filter((o) => o.paidAt && o.paidAt.getTime() - o.orderedAt.getTime() > 3_600_000);
    expect(late.length).toBeGreaterThan(5);
    expect(orders.some((o) => o.cancelRequested)).toBe(true);
    expect(orders.some((o) => o.status === 'cancelled' && o.paidAt)).toBe(true);
    expect(orders.some((o) => o.status === 'cancelled' && !o.paidAt)).toBe(true);
    expect(orders.some((o) => o.items.some((i) => i.cancelledQuantity > 0 && i.cancelledQuantity < i.quantity))).toBe(true);
    for (const o of orders.filter((x) => x.paidAt)) expect(o.shipBy!.getTime()).toBeGreaterThan(o.paidAt!.getTime());
    // A late payment: awaiting payment before it, paid after it.
    const o = late[0];
    const before = all(1, '', { id: 10, now: new Date(o.paidAt!.getTime() - 1) }).concat(
      ...[2, 11, 24, 9, 31].map((p, i) => all(p, '', { id: 11 + i, now: new Date(o.paidAt!.getTime() - 1) })),
    );
    expect(before.find((x) => x.platformOrderNo === o.platformOrderNo)?.status).toBe('awaitingPayment');
  });

  it('pages by cursor: every change once, oldest first, the same set as one big page', () => {
    const start = sandboxCursorAt(new Date(NOW.getTime() - 30 * DAY));
    const whole = pullSandboxOrders({ token: TOKEN, shop: shop(11, 'MY'), cursor: start, limit: 10_000, now: NOW });
    expect(whole.hasMore).toBe(false);
    const seen: MarketplaceOrder[] = [];
    let cursor = start;
    for (let i = 0; i < 100; i++) {
      const page = pullSandboxOrders({ token: TOKEN, shop: shop(11, 'MY'), cursor, limit: 4, now: NOW });
      expect(page.orders.length).toBeLessThanOrEqual(4);
      seen.push(...page.orders);
      cursor = page.nextCursor;
      if (!page.hasMore) break;
    }
    expect(seen.map((o) => o.platformOrderNo)).toEqual(whole.orders.map((o) => o.platformOrderNo));
    const times = seen.map((o) => o.updatedAt.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // Nothing new at the same moment; a later pull brings only what changed since.
    expect(pullSandboxOrders({ token: TOKEN, shop: shop(11, 'MY'), cursor, limit: 10, now: NOW }).orders).toEqual([]);
    const later = pullSandboxOrders({ token: TOKEN, shop: shop(11, 'MY'), cursor, limit: 1000, now: new Date(NOW.getTime() + 5 * DAY) }).orders;
    for (const o of later) expect(o.updatedAt.getTime()).toBeGreaterThan(NOW.getTime());
  });
});

describe('sandbox connector: tracking, stock, messages', () => {
  const c = new SandboxConnector(1, () => NOW.getTime());
  it('accepts a plausible tracking number and refuses others with a message id', async () => {
    const base = { token: TOKEN, platformOrderNo: '12-34567-89012', carrier: 'UPS', shippedAt: NOW };
    expect(await c.uploadTracking({ ...base, trackingNo: '1Z999AA10123456784' })).toEqual({ ok: true });
    expect(await c.uploadTracking({ ...base, trackingNo: 'x' })).toEqual({ ok: false, reasonId: 'marketplace.trackingRejected' });
    expect(await c.uploadTracking({ ...base, trackingNo: 'REJECT12345' })).toEqual({ ok: false, reasonId: 'marketplace.trackingRejected' });
    expect(await c.uploadTracking({ ...base, token: 'bad', trackingNo: '1Z999AA10123456784' })).toEqual({ ok: false, reasonId: 'marketplace.tokenInvalid' });
  });
  it('counts the listing SKUs a stock push updates', async () => {
    expect(
      await c.pushStock({
        token: TOKEN,
        items: [
          { platformSku: 'A', quantity: 3 },
          { platformSku: 'B', quantity: 0 },
          { platformSku: 'A', quantity: 2 },
        ],
      }),
    ).toEqual({ ok: true, updated: 2 });
  });
  it('fetches a small stable list of buyer messages', async () => {
    const since = new Date(NOW.getTime() - 20 * DAY);
    const a = await c.fetchMessages({ token: TOKEN, since });
    expect(a).toEqual(await c.fetchMessages({ token: TOKEN, since, now: NOW }));
    expect(a.length).toBeLessThanOrEqual(10);
    for (const m of a) expect(m.sentAt.getTime()).toBeGreaterThan(since.getTime());
  });
});
