// The demo's stock orders (issue 23 item 2): one in each state but received, from the demo's own
// warehouse to its German overseas warehouse, the shipped one in transit, balances equal to the ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { unscopedDb } from '../platform/db';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seedDemo: true });
}, 300_000);
afterAll(() => app?.close());

describe('demo stock orders', () => {
  it('has stock orders in every state but received, the shipped one in transit to Germany', async () => {
    const token = await app.login('demo', 'demo1234');
    const r = await app.gql(
      '{ stockOrders(first: 50) { totalCount edges { node { status rejectReason sourceWarehouseName targetWarehouseName channelName totalOutOfStock lines { shippedQuantity } } } } }',
      {},
      { token },
    );
    expect(r.body.errors).toBeUndefined();
    const nodes = r.body.data.stockOrders.edges.map((e: { node: any }) => e.node);
    expect(new Set(nodes.map((n: any) => n.status))).toEqual(new Set(['draft', 'reviewing', 'outOfStock', 'pendingShipment', 'shipped', 'cancelled']));
    expect(nodes.some((n: any) => n.status === 'draft' && n.rejectReason)).toBe(true);
    expect(nodes.find((n: any) => n.status === 'outOfStock').totalOutOfStock).toBeGreaterThan(0);
    expect(nodes.every((n: any) => n.channelName && /Germany|德国/.test(n.targetWarehouseName))).toBe(true);
    const shipped = nodes.find((n: any) => n.status === 'shipped');
    const db = unscopedDb(app.platform.database.prisma, 'test reads the demo stock');
    const german = await db.warehouse.findFirstOrThrow({ where: { type: 'overseas', country: 'DE' } });
    const inTransit = await db.stock.aggregate({ where: { warehouseId: german.id }, _sum: { inTransit: true } });
    expect(inTransit._sum.inTransit).toBe(shipped.lines.reduce((s: number, l: any) => s + l.shippedQuantity, 0));
    // balances equal the ledger sums everywhere
    const [stocks, sums] = await Promise.all([
      db.stock.findMany(),
      db.stockLedger.groupBy({ by: ['warehouseId', 'skuId'], _sum: { quantityChange: true, occupiedChange: true } }),
    ]);
    const sumOf = new Map(sums.map((s) => [`${s.warehouseId}:${s.skuId}`, s._sum]));
    for (const s of stocks) {
      const sum = sumOf.get(`${s.warehouseId}:${s.skuId}`);
      expect([s.quantity, s.occupied]).toEqual([sum?.quantityChange ?? 0, sum?.occupiedChange ?? 0]);
    }
  });
});
