// Test fixtures of channels, number pools and tracking: a company with a shop, a pool channel and
// orders written directly (the order services belong to the orders domain). Only imported by tests.
import type { TestApp } from '../../../test/harness';
import { contextOf } from '../inventory/fixtures';
import type { RequestContext } from '../../platform/context';
import { unscopedDb } from '../../platform/db';

export interface LogisticsWorld {
  company: Awaited<ReturnType<TestApp['company']>>;
  ctx: RequestContext;
  shopId: number;
  gql: (query: string, variables?: Record<string, unknown>, lang?: string) => Promise<any>;
}

export async function logisticsWorld(app: TestApp, name: string): Promise<LogisticsWorld> {
  const company = await app.company(name);
  const ctx = await contextOf(app, company.token);
  const shop = await ctx.db.shop.create({ data: { companyId: company.companyId, platformType: 2, platform: 'amazon', shopName: `${name} shop`, status: 1 } });
  return {
    company,
    ctx,
    shopId: shop.id,
    gql: async (query, variables, lang = 'en') => {
      const r = await app.gql(query, variables, { token: company.token, lang });
      if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
      return r.body.data;
    },
  };
}

let seq = 0;
/** An order written directly (status, channel, country as given). */
export async function makeOrder(
  w: LogisticsWorld,
  data: { status?: string; logisticsChannelId?: number | null; trackingNo?: string; country?: string; shippedAt?: Date; shopId?: number } = {},
) {
  const n = ++seq;
  return w.ctx.db.order.create({
    data: {
      companyId: w.company.companyId,
      shopId: data.shopId ?? w.shopId,
      platformType: 2,
      platformOrderNo: `AMZ-${n}-${Date.now()}`,
      orderNo: `SO${Date.now()}${n}`,
      orderedAt: new Date(),
      status: data.status ?? 'awaitingShipment',
      logisticsChannelId: data.logisticsChannelId ?? null,
      trackingNo: data.trackingNo ?? '',
      country: data.country ?? 'US',
      shippedAt: data.shippedAt ?? null,
    },
  });
}

type Bare = ReturnType<typeof unscopedDb>;
/**
 * What the given reads find of one company, as one string: a refused call must leave it unchanged.
 * `read` gets the unscoped client and `{ companyId }` to filter by.
 */
export async function companyRows(app: TestApp, companyId: number, read: (db: Bare, where: { companyId: number }) => PromiseLike<unknown>[]): Promise<string> {
  return JSON.stringify(await Promise.all(read(unscopedDb(app.platform.database.prisma, 'test'), { companyId })));
}
