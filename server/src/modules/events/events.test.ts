// Typed domain events through the outbox (issue 17): each domain change records its event in its own
// transaction (one insert per transaction; a rolled-back change records nothing), the `events`
// query pages after a cursor, the `events` subscription replays after a cursor and then continues
// live with no gap and no duplicate (also across two instances of the server on one database),
// filters, permissions, allowShopIds and personal events per event, cursor rules and retention.
// (Fields of one name but different types on two event types need aliases when both are selected.)
// On PostgreSQL (TEST_DB=postgres) also: an event inserted earlier but committed later is not
// skipped, and an event committed just before the server is killed (SIGKILL) is delivered after.
import { SHOP_STATUS } from '@erp/schema';
import { createClient, type Client } from 'graphql-ws';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createApp, type App } from '../../app';
import { loadConfig } from '../../platform/config';
import { openDatabase, unscopedDb, type Database } from '../../platform/db';
import { createJobQueue } from '../../platform/jobs';
import { createLogger } from '../../platform/logger';
import { hashPassword } from '../../platform/passwords';
import { pruneEvents, readCommitted, stageEvents as stage } from '../../platform/outbox';
import { startChildServer, type ChildServer } from '../../../test/child-server';
import { PG_ADMIN_URL, startTestApp, type TestApp } from '../../../test/harness';
import { stockIn } from '../inventory/fixtures';
import { applyMoves } from '../inventory/stock.service';
import { notify } from '../messages/notices.service';
import { makeOrder, orderWorld, type OrderWorld } from '../orders/orders.fixtures';
import { expireShopAuthorizations } from '../shops/shops.service';
import { platformChatChanged, stageEvents } from './events.service';

const onPostgres = process.env.TEST_DB === 'postgres';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const FIELDS = `id type occurredAt shopId warehouseId __typename
  ... on OrderCreated { orderId orderNo status source order { id status } }
  ... on OrderStatusChanged { orderId orderNo fromStatus toStatus action }
  ... on OrderShipped { orderId orderNo trackingNumber via }
  ... on StockChanged { skuId quantityBefore quantityAfter occupiedBefore occupiedAfter reason reasons billNo sku { sku } }
  ... on PurchaseOrderStatusChanged { purchaseOrderId orderNo poFrom: fromStatus poTo: toStatus action }
  ... on ShopAuthorizationChanged { shopName shopFrom: fromStatus shopTo: toStatus reason shop { id status } }
  ... on PlatformChatEvent { platformType unreadCount }
  ... on MessageNoticeEvent { noticeId title otherBillNum levelConfig { websiteConfig { level } } notice { id } }
  ... on ReportScheduleEvent { reportId percent message }
  ... on ReportJobEvent { reportId title }`;
const PAGE = `query($after: ID, $first: Int, $types: [EventType!], $shopIds: [Int!], $warehouseIds: [Int!]) {
  events(after: $after, first: $first, types: $types, shopIds: $shopIds, warehouseIds: $warehouseIds) { endCursor hasMore events { ${FIELDS} } } }`;
const SUBSCRIBE = `subscription($after: ID, $types: [EventType!], $shopIds: [Int!], $warehouseIds: [Int!]) {
  events(after: $after, types: $types, shopIds: $shopIds, warehouseIds: $warehouseIds) { ${FIELDS} } }`;

type Ev = { id: string; type: string; __typename: string; [k: string]: any };

let app: TestApp;
let w: OrderWorld;
let wsUrl: string;
const clients: Client[] = [];

/** One page of events, or the GraphQL errors. */
async function page(token: string, vars: Record<string, unknown> = {}, lang = 'en') {
  const r = await app.gql(PAGE, vars, { token, lang });
  return r.body as { data?: { events: { endCursor: string | null; hasMore: boolean; events: Ev[] } }; errors?: any[] };
}

/** Every event after `after` (following the pages). */
async function all(token: string, after: string | null, vars: Record<string, unknown> = {}): Promise<Ev[]> {
  const out: Ev[] = [];
  let cursor = after;
  for (;;) {
    const r = await page(token, { ...vars, after: cursor, first: 100 });
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    out.push(...r.data!.events.events);
    cursor = r.data!.events.endCursor;
    if (!r.data!.events.hasMore) return out;
  }
}

/** The newest event id the caller can see ("0" when none): a cursor for "from here on". */
async function lastCursor(token: string): Promise<string> {
  const events = await all(token, '0');
  return events.at(-1)?.id ?? '0';
}

/** A graphql-ws subscriber collecting events; `error` resolves with a refusal. */
function subscriber(url: string, token: string, vars: Record<string, unknown> = {}, lang = 'en') {
  const client = createClient({ url, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true, connectionParams: { authorization: `Bearer ${token}`, lang } });
  clients.push(client);
  const received: Ev[] = [];
  let onError!: (e: unknown) => void;
  const error = new Promise<any>((r) => (onError = r));
  client.subscribe(
    { query: SUBSCRIBE, variables: vars },
    {
      next: (v) => (v.errors ? onError(v.errors) : received.push((v.data as { events: Ev }).events)),
      error: (e) => onError(e),
      complete: () => undefined,
    },
  );
  return { received, error, close: () => client.dispose(), terminate: () => client.terminate() };
}

async function until(what: string, done: () => boolean, ms = 15_000) {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

const ERR = `... on Error { messageId message }`;
const BATCH = (f: string) => `{ __typename ${ERR} ... on Mutation${f}Success { data { orders { id status } refused { id messageId } } } }`;
const AUDIT = `mutation($ids: [Int!]!) { auditOrders(ids: $ids) ${BATCH('AuditOrders')} }`;
const SHIP = `mutation($ids: [Int!]!, $t: String) { shipOrders(ids: $ids, trackingNo: $t) ${BATCH('ShipOrders')} }`;
const CREATE_ORDER = `mutation($i: CreateOrderInput!) { createOrder(input: $i) { __typename ${ERR} ... on MutationCreateOrderSuccess { data { id orderNo } } } }`;

beforeAll(async () => {
  app = await startTestApp();
  w = await orderWorld(app, 'Events Co');
  await stockIn(w, w.skuA.id, w.wh1.id, w.wh1.locations[0].id, 50);
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(app.http.server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => Promise.resolve(c.dispose())));
  await app?.close();
});

const token = () => w.company.token;
/** A one-line order (1 × SKU A at 1 USD) typed in by the main account. */
const orderIn = async (shopId: number, buyerName: string) =>
  (
    await w.gql(CREATE_ORDER, {
      i: { shopId, buyerName, country: 'US', address1: 'x', currency: 'USD', items: [{ skuId: w.skuA.id, quantity: 1, unitPrice: '1' }] },
    })
  ).createOrder.data;
/** A report notice to the main account alone: a personal event. */
const noticeToMain = (otherBillNum: string, params?: Record<string, string>) =>
  notify(app.platform, {
    companyId: w.company.companyId,
    userIds: [w.company.userId],
    type: '12',
    title: 'report.finishedTitle',
    ...(params ? { params } : {}),
    otherBillNum,
  });

describe('recording events with their changes', () => {
  it('an order created by hand, reviewed and shipped: each change with its events, one insert per transaction', async () => {
    const from = await lastCursor(token());
    const created = await w.gql(CREATE_ORDER, {
      i: {
        shopId: w.shop1.id,
        buyerName: 'Ann',
        country: 'US',
        address1: '1 Main St',
        currency: 'USD',
        items: [{ skuId: w.skuA.id, quantity: 2, unitPrice: '5.00' }],
      },
    });
    const order = created.createOrder.data;
    expect((await w.gql(AUDIT, { ids: [order.id] })).auditOrders.data.refused).toEqual([]);
    // the channel a seller picks before shipping (the ship guards of issue 18 require one)
    const channel = await w.ctx.db.logisticsChannel.create({ data: { companyId: w.company.companyId, name: 'Events Post' } });
    await w.ctx.db.order.updateMany({ where: { id: order.id }, data: { logisticsChannelId: channel.id } });
    expect((await w.gql(SHIP, { ids: [order.id], t: 'TRK-1' })).shipOrders.data.refused).toEqual([]);

    const events = await all(token(), from);
    const mine = events.filter((e) => e.orderId === order.id || e.__typename === 'StockChanged');
    expect(mine.map((e) => e.__typename)).toEqual([
      'OrderCreated',
      'OrderStatusChanged', // processing → awaitingShipment
      'StockChanged', // occupied
      'OrderStatusChanged', // awaitingShipment → shipped
      'OrderShipped',
      'StockChanged', // out of the warehouse
    ]);
    expect(mine[0]).toMatchObject({
      orderNo: order.orderNo,
      status: 'processing',
      source: 'manual',
      shopId: w.shop1.id,
      order: { id: order.id, status: 'shipped' },
    });
    expect(mine[1]).toMatchObject({ fromStatus: 'processing', toStatus: 'awaitingShipment', action: 'audit', warehouseId: w.wh1.id });
    expect(mine[2]).toMatchObject({
      skuId: w.skuA.id,
      warehouseId: w.wh1.id,
      quantityBefore: 50,
      quantityAfter: 50,
      occupiedBefore: 0,
      occupiedAfter: 2,
      reason: 'occupy',
    });
    expect(mine[3]).toMatchObject({ fromStatus: 'awaitingShipment', toStatus: 'shipped', action: 'ship' });
    expect(mine[4]).toMatchObject({ orderNo: order.orderNo, trackingNumber: 'TRK-1', via: 'manual', shopId: w.shop1.id, warehouseId: w.wh1.id });
    expect(mine[5]).toMatchObject({
      quantityBefore: 50,
      quantityAfter: 48,
      occupiedBefore: 2,
      occupiedAfter: 0,
      reasons: ['outbound'],
      billNo: order.orderNo,
      sku: { sku: 'CUP' },
    });
    // The shipment's three events were written by its transaction, in one statement.
    const rows = await unscopedDb(app.platform.database.prisma, 'test').domainEvent.findMany({
      where: { id: { in: mine.slice(3).map((e) => BigInt(e.id)) } },
      select: { txid: true },
    });
    expect(new Set(rows.map((r) => r.txid)).size).toBe(1);
    // Ids are unique and the page order is the order they were written in.
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
  });

  it('one StockChanged per SKU × warehouse per transaction, however many moves', async () => {
    const from = await lastCursor(token());
    await w.ctx.db.$transaction(async (tx) => {
      await applyMoves(w.ctx, tx, [
        { skuId: w.skuA.id, warehouseId: w.wh1.id, locationId: w.wh1.locations[0].id, type: 'inbound', quantity: 5, billNo: 'IN-1' },
      ]);
      await applyMoves(w.ctx, tx, [
        { skuId: w.skuA.id, warehouseId: w.wh1.id, type: 'occupy', occupied: 3, billNo: 'OC-1' },
        { skuId: w.skuA.id, warehouseId: w.wh1.id, type: 'release', occupied: -1, billNo: 'OC-1' },
        { skuId: w.skuB.id, warehouseId: w.wh2.id, locationId: w.wh2.locations[0].id, type: 'inbound', quantity: 4, billNo: 'IN-2' },
      ]);
    });
    const events = await all(token(), from);
    expect(events.map((e) => [e.type, e.skuId, e.warehouseId])).toEqual([
      ['StockChanged', w.skuA.id, w.wh1.id],
      ['StockChanged', w.skuB.id, w.wh2.id],
    ]);
    expect(events[0]).toMatchObject({
      quantityBefore: 48,
      quantityAfter: 53,
      occupiedBefore: 0,
      occupiedAfter: 2,
      reasons: ['inbound', 'occupy', 'release'],
      billNo: 'IN-1',
    });
    expect(events[1]).toMatchObject({ quantityBefore: 0, quantityAfter: 4, reasons: ['inbound'] });
    // give the occupied units back
    await w.ctx.db.$transaction((tx) => applyMoves(w.ctx, tx, [{ skuId: w.skuA.id, warehouseId: w.wh1.id, type: 'release', occupied: -2 }]));
  });

  it('a rolled-back change records and publishes nothing', async () => {
    const from = await lastCursor(token());
    const live = subscriber(wsUrl, token(), { after: from });
    await expect(
      w.ctx.db.$transaction(async (tx) => {
        await applyMoves(w.ctx, tx, [{ skuId: w.skuA.id, warehouseId: w.wh1.id, locationId: w.wh1.locations[0].id, type: 'inbound', quantity: 7 }]);
        await stageEvents(tx, [platformChatChanged(w.shop1.id, { platformType: 1, unreadCount: 3 })]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // A domain refusal after the status claim: shipping more than is reserved rolls the claim back with its event.
    const order = await makeOrder(w, { shopId: w.shop1.id, items: [{ platformSku: 'CUP', quantity: 1, skuId: w.skuA.id }] });
    await w.gql(AUDIT, { ids: [order.id] });
    const afterAudit = await lastCursor(token());
    await unscopedDb(app.platform.database.prisma, 'test: break the reservation').stockOccupation.updateMany({
      where: { sourceNo: order.orderNo },
      data: { quantity: 999 },
    });
    expect((await w.gql(SHIP, { ids: [order.id] })).shipOrders.data.refused).toHaveLength(1);
    expect(await all(token(), afterAudit)).toEqual([]);
    // Then one committed change: only its event arrives.
    await w.ctx.db.$transaction((tx) => stageEvents(tx, [platformChatChanged(w.shop1.id, { platformType: 1, unreadCount: 1 })]));
    await until('the committed event', () => live.received.some((e) => e.type === 'PlatformChatEvent'));
    await sleep(200);
    expect(live.received.filter((e) => e.type === 'PlatformChatEvent').map((e) => e.unreadCount)).toEqual([1]);
    expect(live.received.some((e) => e.type === 'StockChanged' && e.quantityAfter - e.quantityBefore === 7)).toBe(false);
    await live.close();
  });

  it('purchase orders, shops and notices record theirs', async () => {
    const from = await lastCursor(token());
    const po = await w.gql(
      `mutation($i: PurchaseOrderInput!) { createPurchaseOrder(input: $i) { __typename ${ERR} ... on MutationCreatePurchaseOrderSuccess { data { id orderNo } } } }`,
      {
        i: {
          supplierId: (await w.ctx.db.supplier.create({ data: { companyId: w.company.companyId, name: 'Sup' } })).id,
          warehouseId: w.wh1.id,
          lines: [{ skuId: w.skuA.id, quantity: 1, unitPrice: '1.00' }],
        },
      },
    );
    const poId = po.createPurchaseOrder.data.id;
    await w.gql(`mutation($i: PurchaseAuditInput!) { auditPurchaseOrders(input: $i) { __typename } }`, { i: { ids: [poId], approve: true } });
    const shop = await w.gql(
      `mutation($i: AuthorizeShopInput!) { authorizeShop(input: $i) { __typename ${ERR} ... on MutationAuthorizeShopSuccess { data { id } } } }`,
      { i: { platformType: 1, shopName: 'Events shop', authCode: 'ok' } },
    );
    const shopId = shop.authorizeShop.data.id;
    // The credential runs out: the sweep marks the shop expired.
    await unscopedDb(app.platform.database.prisma, 'test').shop.update({ where: { id: shopId }, data: { authExpireAt: new Date(Date.now() - 1000) } });
    expect(await expireShopAuthorizations(app.platform)).toBe(1);
    await noticeToMain('N-1', { reportName: 'x' });

    // A page shows events only below the xmin horizon: a background job's transaction that began
    // before the notice committed (the chat pull, the outbox dispatcher) holds it back for a moment.
    let events: Ev[] = [];
    const read = async () => (events = await all(token(), from));
    for (const end = Date.now() + 15_000; !(await read()).some((e) => e.type === 'MessageNoticeEvent') && Date.now() < end;) await sleep(50);
    expect(events.filter((e) => e.type === 'PurchaseOrderStatusChanged').map((e) => [e.purchaseOrderId, e.poFrom, e.poTo, e.action])).toEqual([
      [poId, null, 'pendingAudit', 'create'],
      [poId, 'pendingAudit', 'approved', 'approve'],
    ]);
    expect(events.filter((e) => e.type === 'ShopAuthorizationChanged').map((e) => [e.shopId, e.shopFrom, e.shopTo])).toEqual([
      [shopId, null, SHOP_STATUS.authorized],
      [shopId, SHOP_STATUS.authorized, SHOP_STATUS.expired],
    ]);
    const notice = events.find((e) => e.type === 'MessageNoticeEvent')!;
    expect(notice).toMatchObject({ otherBillNum: 'N-1', title: 'Export finished', levelConfig: { websiteConfig: { level: expect.any(String) } } });
    expect(notice.notice).toEqual({ id: notice.noticeId });
  });
});

/** `n` committed stock changes of SKU A in W1 (one event each), one transaction after the other. */
async function stockChanges(n: number, quantity = 1) {
  for (let i = 0; i < n; i++) {
    await w.ctx.db.$transaction((tx) =>
      applyMoves(w.ctx, tx, [{ skuId: w.skuA.id, warehouseId: w.wh1.id, locationId: w.wh1.locations[0].id, type: 'inbound', quantity, billNo: `RUN-${i}` }]),
    );
  }
}

describe('replay and live delivery', () => {
  it('replays every event after the cursor, then continues live: no gap, no duplicate, the same order as the pages', async () => {
    const from = await lastCursor(token());
    await stockChanges(5);
    const sub = subscriber(wsUrl, token(), { after: from, types: ['StockChanged'] });
    // More events while the subscription starts and replays, then after it is live.
    await stockChanges(10);
    await until('the first 15', () => sub.received.length >= 15);
    await stockChanges(5);
    const expected = await all(token(), from, { types: ['StockChanged'] });
    expect(expected).toHaveLength(20);
    await until('all 20', () => sub.received.length >= 20);
    await sleep(200);
    expect(sub.received.map((e) => e.id)).toEqual(expected.map((e) => e.id));
    expect(sub.received.map((e) => e.billNo)).toEqual([0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4].map((i) => `RUN-${i}`));
    await sub.close();
  });

  it('without a cursor starts from now; "0" starts from the oldest stored event', async () => {
    const before = await all(token(), '0');
    const now = subscriber(wsUrl, token(), {});
    const fromStart = subscriber(wsUrl, token(), { after: '0' });
    await until('the replay from the start', () => fromStart.received.length >= before.length);
    // The live-only subscriber may have joined a moment later than the replaying one: wait until it
    // is live (it gets the next event), then compare from there.
    let marker = 0;
    await until('the live subscriber', () => {
      void stage(w.ctx.db, [platformChatChanged(w.shop1.id, { platformType: 1, unreadCount: 100 + ++marker })]);
      return now.received.length > 0;
    });
    await stockChanges(3);
    await until('both got the last', () => now.received.at(-1)?.billNo === 'RUN-2' && fromStart.received.at(-1)?.billNo === 'RUN-2');
    expect(fromStart.received.slice(0, before.length).map((e) => e.id)).toEqual(before.map((e) => e.id));
    const tail = fromStart.received.slice(fromStart.received.findIndex((e) => e.id === now.received[0].id));
    expect(now.received.map((e) => e.id)).toEqual(tail.map((e) => e.id));
    await Promise.all([now.close(), fromStart.close()]);
  });

  it('a slow subscriber that falls far behind catches up from the table without losing an event', async () => {
    const from = await lastCursor(token());
    const sub = subscriber(wsUrl, token(), { after: from, types: ['PlatformChatEvent'] });
    // 6,000 events in one transaction: more than a live queue holds.
    await w.ctx.db.$transaction((tx) =>
      stageEvents(
        tx,
        Array.from({ length: 6000 }, (_, i) => platformChatChanged(w.shop1.id, { platformType: 1, unreadCount: i })),
      ),
    );
    await until('6,000 events', () => sub.received.length >= 6000, 60_000);
    expect(sub.received.map((e) => e.unreadCount)).toEqual(Array.from({ length: 6000 }, (_, i) => i));
    await sub.close();
  }, 90_000);
});

describe('filters, rights and bad input', () => {
  it('filters by type, shop and warehouse', async () => {
    const from = await lastCursor(token());
    await w.ctx.db.$transaction((tx) =>
      stageEvents(tx, [
        platformChatChanged(w.shop1.id, { platformType: 1, unreadCount: 1 }),
        platformChatChanged(w.shop2.id, { platformType: 2, unreadCount: 2 }),
      ]),
    );
    await stockChanges(1);
    const byShop = await all(token(), from, { shopIds: [w.shop2.id] });
    expect(byShop.map((e) => [e.type, e.shopId])).toEqual([['PlatformChatEvent', w.shop2.id]]);
    const byWarehouse = await all(token(), from, { warehouseIds: [w.wh1.id] });
    expect(byWarehouse.map((e) => e.type)).toEqual(['StockChanged']);
    const byType = await all(token(), from, { types: ['PlatformChatEvent'] });
    expect(byType.map((e) => e.unreadCount)).toEqual([1, 2]);
    // the same filter live
    const live = subscriber(wsUrl, token(), { after: from, shopIds: [w.shop2.id] });
    await until('the shop 2 event', () => live.received.length >= 1);
    await sleep(300);
    expect(live.received.map((e) => e.shopId)).toEqual([w.shop2.id]);
    await live.close();
  });

  it("refuses another company's shop, warehouse or cursor and malformed cursors, in the caller's language", async () => {
    const other = await orderWorld(app, 'Other Events Co');
    await other.ctx.db.$transaction((tx) => stageEvents(tx, [platformChatChanged(other.shop1.id, { platformType: 1, unreadCount: 9 })]));
    const otherCursor = (await all(other.company.token, '0')).at(-1)!.id;
    const refusal = async (vars: Record<string, unknown>, lang = 'en') => {
      const r = await page(token(), vars, lang);
      expect(r.data?.events ?? null, JSON.stringify(r)).toBeNull();
      return r.errors![0] as { message: string; extensions: { code: string; fieldErrors: { field: string; messageId: string }[] } };
    };
    const shop = await refusal({ shopIds: [other.shop1.id] });
    expect(shop.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'shopIds', messageId: 'events.shopUnknown' }] });
    expect(shop.message).toBe(`Shop ${other.shop1.id} does not exist or is not one of yours`);
    expect((await refusal({ shopIds: [other.shop1.id] }, 'zh')).message).toBe(`店铺 ${other.shop1.id} 不存在或不属于您`);
    expect((await refusal({ warehouseIds: [other.wh1.id] })).extensions.fieldErrors).toEqual([
      expect.objectContaining({ field: 'warehouseIds', messageId: 'events.warehouseUnknown' }),
    ]);
    for (const bad of ['abc', '-1', '1.5', '99999999999999999999', ' ']) {
      expect((await refusal({ after: bad })).extensions.fieldErrors[0].messageId, bad).toBe('events.cursorInvalid');
    }
    // Another company's cursor answers exactly like one that never existed.
    const foreign = await refusal({ after: otherCursor });
    const unknown = await refusal({ after: '999999999' });
    expect(foreign.extensions.fieldErrors[0].messageId).toBe('events.cursorUnknown');
    expect(foreign).toEqual(unknown);
    // The subscription refuses the same way, before anything is delivered.
    const sub = subscriber(wsUrl, token(), { shopIds: [other.shop1.id] });
    expect(JSON.stringify(await sub.error)).toContain('events.shopUnknown');
    const subCursor = subscriber(wsUrl, token(), { after: otherCursor });
    expect(JSON.stringify(await subCursor.error)).toContain('events.cursorUnknown');
    expect(sub.received).toEqual([]);
  });

  it('delivers a type only with its permission, personal events only to their user, shop events only to allowed shops', async () => {
    const from = await lastCursor(token());
    const stockOnly = await w.sub(`ev_stock_${Date.now()}`, ['inventoryManage'], []);
    const shop1Only = await w.sub(`ev_shop1_${Date.now()}`, ['orders'], [w.shop1.id]);
    const liveStock = subscriber(wsUrl, stockOnly.token, { after: from });
    const liveShop1 = subscriber(wsUrl, shop1Only.token, { after: from });
    await makeOrder(w, { shopId: w.shop2.id, items: [{ platformSku: 'CUP', quantity: 1, skuId: w.skuA.id }] });
    const order2 = await orderIn(w.shop2.id, 'B');
    const order1 = await orderIn(w.shop1.id, 'A');
    await stockChanges(1);
    await noticeToMain('MAIN-ONLY');
    // The shop-bound filter may name only shops the caller sees.
    const foreignShop = await app.gql(PAGE, { shopIds: [w.shop2.id] }, { token: shop1Only.token, lang: 'en' });
    expect(foreignShop.body.errors[0].extensions.fieldErrors[0].messageId).toBe('events.shopUnknown');

    const ofMain = await all(token(), from);
    const ofStock = await all(stockOnly.token, from);
    const ofShop1 = await all(shop1Only.token, from);
    expect(new Set(ofStock.map((e) => e.type))).toEqual(new Set(['StockChanged']));
    expect(ofShop1.filter((e) => e.type === 'OrderCreated').map((e) => e.orderId)).toEqual([order1.id]);
    expect(ofShop1.some((e) => e.type === 'StockChanged' || e.type === 'MessageNoticeEvent')).toBe(false);
    expect(ofMain.filter((e) => e.type === 'OrderCreated').map((e) => e.orderId)).toEqual([order2.id, order1.id]);
    expect(ofMain.filter((e) => e.type === 'MessageNoticeEvent').map((e) => e.otherBillNum)).toEqual(['MAIN-ONLY']);
    // Live delivery follows the same rules.
    await until('live events', () => liveStock.received.length >= ofStock.length && liveShop1.received.length >= ofShop1.length);
    await sleep(300);
    expect(liveStock.received.map((e) => e.id)).toEqual(ofStock.map((e) => e.id));
    expect(liveShop1.received.map((e) => e.id)).toEqual(ofShop1.map((e) => e.id));
    await Promise.all([liveStock.close(), liveShop1.close()]);
  });

  it('an API client gets the types of its scopes, of its shops, and no personal event', async () => {
    const from = await lastCursor(token());
    const created = await app.gql(
      `mutation($i: CreateApiClientInput!) { createApiClient(input: $i) { __typename ${ERR} ... on MutationCreateApiClientSuccess { data { apiKey } } } }`,
      { i: { name: `events tool ${Date.now()}`, scopes: ['orders', 'inventoryManage'], shopIds: [w.shop1.id] } },
      { token: token() },
    );
    const key = created.body.data.createApiClient.data.apiKey as string;
    const live = subscriber(wsUrl, key, { after: from });
    const inShop2 = await orderIn(w.shop2.id, 'T');
    const inShop1 = await orderIn(w.shop1.id, 'T');
    await stockChanges(1);
    await noticeToMain('NOT-FOR-TOOLS');
    await w.ctx.db.$transaction((tx) => stageEvents(tx, [platformChatChanged(w.shop1.id, { platformType: 1, unreadCount: 5 })]));

    const seen = await all(key, from);
    expect(seen.filter((e) => e.type === 'OrderCreated').map((e) => e.orderId)).toEqual([inShop1.id]);
    expect(seen.some((e) => e.orderId === inShop2.id)).toBe(false);
    expect(seen.some((e) => e.type === 'StockChanged')).toBe(true);
    expect(seen.some((e) => e.type === 'MessageNoticeEvent' || e.type === 'ReportJobEvent' || e.type === 'ReportScheduleEvent')).toBe(false);
    await until('the live copy', () => live.received.length >= seen.length);
    await sleep(300);
    expect(live.received.map((e) => e.id)).toEqual(seen.map((e) => e.id));
    await live.close();
  });

  it('keeps EVENT_RETENTION_DAYS of events (and each company its newest); an older cursor is expired', async () => {
    const c = await app.company('Retention Co');
    const db = unscopedDb(app.platform.database.prisma, 'test: back-date events');
    const ctxDb = (await import('../../platform/db')).scopedDb(app.platform.database.prisma, c.companyId);
    for (let i = 0; i < 3; i++) await ctxDb.$transaction((tx) => stageEvents(tx, [platformChatChanged(null, { platformType: 1, unreadCount: i })]));
    const mine = await all(c.token, '0');
    expect(mine).toHaveLength(3);
    await db.domainEvent.updateMany({ where: { companyId: c.companyId }, data: { createdAt: new Date(Date.now() - 10 * 86_400_000) } });
    await pruneEvents(app.platform.database.sql, 7);
    // The newest stays: a partner at that cursor goes on; one at an older cursor is told it expired.
    expect((await all(c.token, '0')).map((e) => e.id)).toEqual([mine[2].id]);
    expect(await all(c.token, mine[2].id)).toEqual([]);
    const r = await app.gql(PAGE, { after: mine[0].id }, { token: c.token, lang: 'en' });
    expect(r.body.errors[0].extensions.fieldErrors[0].messageId).toBe('events.cursorExpired');
    expect(r.body.errors[0].message).toContain('7 days');
  });
});

/** The outbox read as the dispatcher does: nothing of a transaction still open, nothing lost once it commits. */
describe.runIf(onPostgres)('commit order on PostgreSQL', () => {
  it('an event inserted first but committed last is delivered, not skipped', async () => {
    const url = app.platform.config.databaseUrl!;
    const t1 = new pg.Client({ connectionString: url });
    const t2 = new pg.Client({ connectionString: url });
    await Promise.all([t1.connect(), t2.connect()]);
    try {
      const before = await lastCursor(token());
      const insert = (c: pg.Client, n: number) =>
        c.query(`INSERT INTO "DomainEvent" ("companyId", type, "shopId", data) VALUES ($1, 'PlatformChatEvent', $2, $3)`, [
          w.company.companyId,
          w.shop1.id,
          JSON.stringify({ platformType: 1, unreadCount: n }),
        ]);
      // T1 takes its transaction id first (it writes something), T2 inserts its event first,
      // T1 inserts (a higher event id) and commits first: a reader sorting by id alone would hand
      // out T1's event and never see T2's lower id.
      await t1.query('BEGIN');
      await t1.query(`UPDATE "Company" SET "updatedAt" = now() WHERE id = $1`, [w.company.companyId]);
      await t2.query('BEGIN');
      await insert(t2, 2);
      await insert(t1, 1);
      await t1.query('COMMIT');
      // The settled horizon is the oldest transaction running anywhere on the server: other test
      // files' transactions (other databases, same cluster) may hold it back for a moment, so the
      // reader is asked until they are done. T2 stays open all along, so its event must not come.
      let seen: Awaited<ReturnType<typeof readCommitted>> = [];
      await expect
        .poll(async () => (seen = await readCommitted(app.platform.database.sql, BigInt(before), 100, w.company.companyId)).map((e) => e.data.unreadCount), {
          timeout: 30_000,
          interval: 100,
        })
        .toEqual([1]);
      await t2.query('COMMIT');
      const next = await readCommitted(app.platform.database.sql, seen[0].id, 100, w.company.companyId);
      expect(next.map((e) => e.data.unreadCount)).toEqual([2]);
      expect(next[0].id).toBeLessThan(seen[0].id);
    } finally {
      await Promise.all([t1.end(), t2.end()]);
    }
  });

  it('a transaction left open in another database does not hold delivery back', async () => {
    // Test files run side by side, each on its own database of one server, as a neighbour
    // application would: its open transaction is in every snapshot's running list.
    const neighbour = new pg.Client({ connectionString: PG_ADMIN_URL });
    await neighbour.connect();
    try {
      await neighbour.query('BEGIN');
      await neighbour.query('SELECT txid_current()');
      const before = await lastCursor(token());
      await app.platform.database.sql.query(`INSERT INTO "DomainEvent" ("companyId", type, "shopId", data) VALUES ($1, 'PlatformChatEvent', $2, $3)`, [
        w.company.companyId,
        w.shop1.id,
        JSON.stringify({ platformType: 1, unreadCount: 7 }),
      ]);
      const seen = await readCommitted(app.platform.database.sql, BigInt(before), 100, w.company.companyId);
      expect(seen.map((e) => e.data.unreadCount)).toEqual([7]);
    } finally {
      await neighbour.query('ROLLBACK').catch(() => {});
      await neighbour.end();
    }
  });
});

describe('two instances on one database', () => {
  let database: Database | undefined;
  let one: App;
  let two: App;
  let dataDir: string;
  let dbName = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'erp-events-'));
    const logger = createLogger('silent');
    let url: string | undefined;
    if (onPostgres) {
      dbName = `erp_test_events_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      url = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${dbName}`);
    }
    const config = { ...loadConfig({}), dataDir, databaseUrl: url, jwtSecret: 'test-secret-test-secret-test-secret', seedDemo: false, logLevel: 'silent' };
    // PostgreSQL: two pools on one database, as two processes would; PGlite: one embedded database shared in-process.
    if (!url) database = await openDatabase({});
    const open = async (): Promise<Database> => (database ? { ...database, close: async () => {} } : openDatabase({ url }));
    one = await createApp({ config, database: await open(), logger, jobs: createJobQueue({ logger }) });
    two = await createApp({ config, database: await open(), logger, jobs: createJobQueue({ logger }) });
    await Promise.all([one.http.listen({ port: 0, host: '127.0.0.1' }), two.http.listen({ port: 0, host: '127.0.0.1' })]);
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await database?.close();
    if (dbName) {
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a partner that disconnects from one instance reconnects to the other with its cursor and misses nothing', async () => {
    const urlOf = (a: App) => `ws://127.0.0.1:${(a.http.server.address() as AddressInfo).port}/graphql`;
    const db = unscopedDb(one.platform.database.prisma, 'test fixture');
    const c = await db.company.create({ data: { name: 'Two Co', edition: 'professional' } });
    const u = await db.user.create({
      data: { companyId: c.id, username: `two_${c.id}_${Date.now()}`, passwordHash: await hashPassword('secret123'), realname: 'x', isMain: true },
    });
    const login = await one.http.inject({ method: 'POST', url: '/api/v1/login', payload: { username: u.username, password: 'secret123' } });
    const partnerToken = JSON.parse(login.body).data.access_token as string;
    const scoped = (await import('../../platform/db')).scopedDb(one.platform.database.prisma, c.id);
    const emit = (n: number) => scoped.$transaction((tx) => stageEvents(tx, [platformChatChanged(null, { platformType: 1, unreadCount: n })]));

    const first = subscriber(urlOf(one), partnerToken, { after: '0' });
    await emit(1);
    await emit(2);
    await until('two events on instance 1', () => first.received.length >= 2);
    // The partner goes away (the socket is cut); it kept the last id it processed.
    first.terminate();
    const got = [...first.received];
    const cursor = got.at(-1)!.id;
    // Offline: events are written through instance 1 (and directly) meanwhile.
    for (let n = 3; n <= 6; n++) await emit(n);
    const second = subscriber(urlOf(two), partnerToken, { after: cursor });
    await emit(7);
    await until('the rest on instance 2', () => second.received.length >= 5);
    await sleep(300);
    expect([...got, ...second.received].map((e) => e.unreadCount)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    await second.close();
  });
});

describe.runIf(onPostgres)('SIGKILL after the commit', () => {
  const name = `erp_test_events_kill_${process.pid}_${Date.now()}`;
  const databaseUrl = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  const servers: ChildServer[] = [];
  let dataDir = '';
  afterAll(async () => {
    for (const s of servers) await s.kill();
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('an event committed just before the server was killed reaches a subscriber of the next server', async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'erp-events-kill-'));
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    let server = await startChildServer({ databaseUrl, dataDir });
    servers.push(server);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const [{ id: companyId }] = (await db.query(`INSERT INTO "Company" (name, edition, "updatedAt") VALUES ('Kill Co', 'professional', now()) RETURNING id`))
        .rows;
      const username = `kill_${Date.now()}`;
      await db.query(`INSERT INTO "User" ("companyId", username, "passwordHash", realname, "isMain", "updatedAt") VALUES ($1, $2, $3, 'Boss', true, now())`, [
        companyId,
        username,
        await hashPassword('secret123'),
      ]);
      const call = async (base: string, pathname: string, body: unknown, bearer?: string) => {
        const res = await fetch(`${base}${pathname}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', lang: 'en', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
          body: JSON.stringify(body),
        });
        return res.json();
      };
      const tokenOf = async (base: string) => (await call(base, '/api/v1/login', { username, password: 'secret123' })).data.access_token as string;
      let bearer = await tokenOf(server.url);
      // A shop connected through the API: its ShopAuthorizationChanged commits with it; the answer
      // means committed. Then the process dies at once, before it could deliver anything.
      const done = await call(
        server.url,
        '/graphql',
        {
          query: `mutation { authorizeShop(input: { platformType: 1, shopName: "Killed", authCode: "ok" }) { __typename ... on MutationAuthorizeShopSuccess { data { id } } } }`,
        },
        bearer,
      );
      expect(done.data.authorizeShop.__typename).toBe('MutationAuthorizeShopSuccess');
      await server.kill();

      server = await startChildServer({ databaseUrl, dataDir });
      servers.push(server);
      bearer = await tokenOf(server.url);
      const sub = subscriber(`${server.url.replace('http', 'ws')}/graphql`, bearer, { after: '0' });
      await until('the event of the killed server', () => sub.received.length >= 1, 30_000);
      expect(sub.received[0]).toMatchObject({ type: 'ShopAuthorizationChanged', shopName: 'Killed', shopTo: SHOP_STATUS.authorized });
      await sub.close();
    } finally {
      await db.end();
    }
  }, 240_000);
});
