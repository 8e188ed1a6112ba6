// Demo orders: a few hundred orders pulled from the sandbox over 90 days, matched and unmatched,
// in several statuses, some close to their ship-by time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { unscopedDb } from '../platform/db';
import { SANDBOX_CATALOGUE } from '../modules/marketplaces/sandbox-orders';
import { LISTING_ONLY_SHOPS, seedDemo } from './demo';
import { SHEIN_SUPPLIER_SHOP } from './shein';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await seedDemo(app.platform);
}, 600_000); // the whole demo: over 5 minutes on a heavily loaded 2-core machine
afterAll(() => app?.close());

describe('demo orders', () => {
  it('pulls a few hundred orders of every authorized demo shop that sells, matched and unmatched, in several statuses', async () => {
    const db = unscopedDb(app.platform.database.prisma, 'test reads the demo company');
    const company = (await db.company.findFirst({ where: { name: 'Demo Trading' } }))!;
    const orders = await db.order.findMany({
      where: { companyId: company.id },
      select: { status: true, shopId: true, matched: true, shipBy: true, orderedAt: true, pullKey: true },
    });
    expect(orders.length).toBeGreaterThanOrEqual(200);
    expect(orders.length).toBeLessThanOrEqual(700);
    const shops = await db.shop.findMany({ where: { companyId: company.id, status: 1 } });
    // the SHEIN supplier shop (seed/shein.ts) sells through SHEIN's stock orders, not marketplace orders
    const selling = shops.filter((s) => !LISTING_ONLY_SHOPS.includes(s.shopName) && s.shopName !== SHEIN_SUPPLIER_SHOP);
    expect(selling.length).toBeGreaterThanOrEqual(6);
    for (const s of selling) expect(orders.filter((o) => o.shopId === s.id).length, s.shopName).toBeGreaterThan(10);
    // the listing-only shops (AliExpress, eMAG, Mercado Libre) have listings and no orders
    const listingOnly = shops.filter((s) => LISTING_ONLY_SHOPS.includes(s.shopName));
    expect(listingOnly).toHaveLength(3);
    for (const s of listingOnly)
      expect(
        orders.filter((o) => o.shopId === s.id),
        s.shopName,
      ).toEqual([]);
    expect(new Set(orders.map((o) => o.pullKey)).size).toBe(orders.length);
    const statuses = new Set(orders.map((o) => o.status));
    expect(statuses).toContain('processing');
    expect(statuses).toContain('cancelled');
    // the backlog of past working days: reviewed and shipped orders
    expect(statuses).toContain('awaitingShipment');
    expect(statuses).toContain('shipped');
    const open = orders.filter((o) => o.status === 'processing');
    expect(open.some((o) => o.matched)).toBe(true);
    expect(open.some((o) => !o.matched)).toBe(true);
    const soon = open.filter((o) => o.shipBy && o.shipBy.getTime() - Date.now() < 3 * 86_400_000);
    expect(soon.length).toBeGreaterThan(0);
    const oldest = Math.min(...orders.map((o) => o.orderedAt.getTime()));
    expect(Date.now() - oldest).toBeGreaterThan(60 * 86_400_000);
    const pulls = await db.shopOrderPull.findMany({ where: { companyId: company.id } });
    expect(pulls.every((p) => p.lockedUntil === null && p.lastError === '')).toBe(true);
  });

  it('sells the SKU codes the demo inventory has', async () => {
    const db = unscopedDb(app.platform.database.prisma, 'test reads the demo company');
    const company = (await db.company.findFirst({ where: { name: 'Demo Trading' } }))!;
    const skus = await db.sku.findMany({ where: { companyId: company.id }, select: { sku: true } });
    expect(skus.map((s) => s.sku)).toEqual(expect.arrayContaining(SANDBOX_CATALOGUE.map((c) => c.sku)));
  });
});
