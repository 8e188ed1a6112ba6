// The demo's customers (issue 21 item 4): buyers grouped from the demo orders, two of them
// blacklisted with their reasons, shown both in the customer list and the blacklist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seedDemo: true });
}, 300_000);
afterAll(() => app?.close());

describe('demo customers', () => {
  it('lists buyers of the demo orders and two blacklisted buyers with their reasons', async () => {
    const token = await app.login('demo', 'demo1234');
    const r = await app.gql(
      `{ customers(limit: 100) { totalCount nodes { buyerAccount orderCount blacklistId blacklistReason } }
         black: customers(filter: { blacklisted: true }, limit: 100) { totalCount nodes { buyerAccount blacklistReason } }
         buyerBlacklist(first: 50) { totalCount edges { node { buyerAccount cause causeText } } } }`,
      {},
      { token },
    );
    expect(r.body.errors).toBeUndefined();
    const d = r.body.data;
    expect(d.customers.totalCount).toBeGreaterThan(5);
    expect(d.customers.nodes.every((n: { orderCount: number }) => n.orderCount > 0)).toBe(true);
    const mine = d.buyerBlacklist.edges.map((e: { node: any }) => e.node).filter((n: any) => n.cause === 'other');
    expect(mine).toHaveLength(2);
    expect(mine.every((n: any) => n.causeText.length > 0)).toBe(true);
    expect(d.black.totalCount).toBeGreaterThanOrEqual(2);
    const blackAccounts = d.black.nodes.map((n: any) => n.buyerAccount);
    for (const n of mine) expect(blackAccounts).toContain(n.buyerAccount);
  });
});
