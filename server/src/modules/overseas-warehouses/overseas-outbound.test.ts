// Orders fulfilled by an overseas warehouse, end to end through the sandbox provider (issue 23 item 1,
// 'Tests must show: an order fulfilled by the overseas warehouse end to end'): an awaiting-shipment
// order on an overseas channel, its stock reserved in the bound overseas warehouse, is sent to the
// provider as an outbound order; the sync brings back the provider's tracking number and ships the
// order (stock leaves the ledger, balances equal ledger sums). Every refusal with its message and
// nothing written; the schedule; tenancy and permissions.
import { describe, expect, it } from 'vitest';
import { ERROR_FIELDS as ERR, roleAccount, worldsSuite, type TestApp } from '../../../test/harness';
import { unscopedDb } from '../../platform/db';
import { makeOrder, shipState, shipWorld, type ShipWorld } from '../shipping/fixtures';
import { syncAllOverseasOutbounds } from './overseas-outbound.schedule';
import { SANDBOX_CHANNELS, sandboxStockOf } from './warehouse.sandbox';

let app: TestApp;
let w: ShipWorld;
let other: ShipWorld;
worldsSuite(shipWorld, ['Outbound Co', 'Other Outbound Co'], (...s) => ([app, w, other] = s));

const db = () => unscopedDb(app.platform.database.prisma, 'test');
const BATCH = `orders { id orderNo status trackingNo trackingSource overseasOutbound { outboundNo status trackingNo carrier provider message } } refused { id orderNo messageId message }`;
const send = async (ids: number[], token = w.company.token, lang = 'en') =>
  (
    await app.gql(
      `mutation($ids: [Int!]!) { sendOrdersToOverseasWarehouse(ids: $ids) { __typename ... on MutationSendOrdersToOverseasWarehouseSuccess { data { ${BATCH} } } ${ERR} } }`,
      { ids },
      { token, lang },
    )
  ).body;
const sync = async (ids: number[], token = w.company.token, lang = 'en') =>
  (
    await app.gql(
      `mutation($ids: [Int!]!) { syncOverseasOutbounds(ids: $ids) { __typename ... on MutationSyncOverseasOutboundsSuccess { data { ${BATCH} } } ${ERR} } }`,
      { ids },
      { token, lang },
    )
  ).body;

/** The provider warehouse whose sandbox stock of SKU A is at least 3 (the sandbox's stock rule). */
const warehouseFor = (sku: string) => ['USEA', 'USWE', 'DEFR'].find((code) => sandboxStockOf(code, sku).available >= 3)!;

let channelId: number;
let overseasChannelId: number;
let providerCode: string;
let authId: number;

/** An awaiting-shipment order of the world on the overseas channel, reserved in W1 (bound to the provider warehouse). */
const overseasOrder = (items: [number, number][] = [[w.skuA.id, 2]]) => makeOrder(w, { items, channelId, trackingNo: '' });

describe('orders shipped by the overseas warehouse (issue 23 item 1)', () => {
  it('sets up: an authorization, W1 as the overseas warehouse bound to a provider warehouse, an enabled channel', async () => {
    providerCode = warehouseFor(w.skuA.sku);
    expect(providerCode).toBeTruthy();
    const r = await w.gql(
      `mutation($i: CreateOverseasWarehouseAuthInput!) { createOverseasWarehouseAuth(input: $i) { __typename ... on MutationCreateOverseasWarehouseAuthSuccess { data { id warehouses { id code } } } ${ERR} } }`,
      { i: { provider: 'goodcang', name: 'Goodcang', appKey: 'gc-key-123456', appSecret: 'gc-secret-abcdef' } },
    );
    const auth = r.createOverseasWarehouseAuth.data;
    authId = auth.id;
    await db().warehouse.update({ where: { id: w.wh1.id }, data: { type: 'overseas' } });
    const pw = auth.warehouses.find((x: { code: string }) => x.code === providerCode);
    const bound = await w.gql(`mutation($i: BindOverseasWarehouseInput!) { bindOverseasWarehouse(input: $i) { __typename ${ERR} } }`, {
      i: { providerWarehouseId: pw.id, warehouseId: w.wh1.id },
    });
    expect(bound.bindOverseasWarehouse.__typename).toBe('MutationBindOverseasWarehouseSuccess');
    await w.gql(`mutation($a: Int!) { syncOverseasLogisticsChannels(authorizationId: $a) { __typename } }`, { a: authId });
    const first = await db().overseasLogisticsChannel.findFirstOrThrow({
      where: { authorizationId: authId, warehouseCode: providerCode },
      orderBy: { code: 'asc' },
    });
    overseasChannelId = first.id;
    const on = await w.gql(
      `mutation($id: Int!) { setOverseasLogisticsChannelEnabled(id: $id, enabled: true) { __typename ... on MutationSetOverseasLogisticsChannelEnabledSuccess { data { logisticsChannelId } } } }`,
      { id: first.id },
    );
    channelId = on.setOverseasLogisticsChannelEnabled.data.logisticsChannelId;
    expect(channelId).toBeGreaterThan(0);
  });

  it('sends an order, then the sync ships it with the provider tracking number; the stock leaves the overseas warehouse', async () => {
    const order = await overseasOrder();
    const stockBefore = await db().stock.findFirstOrThrow({ where: { skuId: w.skuA.id, warehouseId: w.wh1.id } });
    const sent = await send([order.id]);
    expect(sent.errors).toBeUndefined();
    const channel = await db().overseasLogisticsChannel.findUniqueOrThrow({ where: { id: overseasChannelId } });
    const outboundNo = `${channel.code}-${order.orderNo}`.toUpperCase();
    expect(sent.data.sendOrdersToOverseasWarehouse.data).toMatchObject({
      refused: [],
      orders: [
        { status: 'awaitingShipment', trackingNo: '', overseasOutbound: { outboundNo, status: 'sent', trackingNo: '', provider: 'Goodcang', message: '' } },
      ],
    });
    const history = await db().orderHistory.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } });
    expect(history.at(-1)).toMatchObject({ action: 'overseasOutboundSent', messageId: 'overseas.history.outboundSent' });

    // sending it again is refused, nothing new written
    const again = await send([order.id]);
    expect(again.data.sendOrdersToOverseasWarehouse.data.refused[0]).toMatchObject({
      messageId: 'overseas.outboundExists',
      message: `Order ${order.orderNo} was already sent to the overseas warehouse as outbound order ${outboundNo}`,
    });
    expect(await db().overseasOutbound.count({ where: { orderId: order.id } })).toBe(1);

    const synced = await sync([order.id], w.company.token, 'zh');
    const carrier = SANDBOX_CHANNELS[{ USEA: 'US', USWE: 'US', DEFR: 'DE' }[providerCode]!].find(([suffix]) => channel.code.endsWith(suffix))![2];
    const shipped = synced.data.syncOverseasOutbounds.data.orders[0];
    expect(shipped).toMatchObject({ status: 'shipped', trackingSource: 'overseas', overseasOutbound: { status: 'shipped', carrier } });
    expect(shipped.trackingNo).toMatch(
      new RegExp(
        `^${carrier
          .replace(/[^A-Za-z]/g, '')
          .slice(0, 3)
          .toUpperCase()}\\d{12}$`,
      ),
    );
    expect(shipped.overseasOutbound.trackingNo).toBe(shipped.trackingNo);
    // the stock left the overseas warehouse through the ledger; balances still equal the ledger sums
    const after = await db().stock.findFirstOrThrow({ where: { skuId: w.skuA.id, warehouseId: w.wh1.id } });
    expect([after.quantity, after.occupied]).toEqual([stockBefore.quantity - 2, stockBefore.occupied - 2]);
    const sums = await db().stockLedger.aggregate({ where: { skuId: w.skuA.id, warehouseId: w.wh1.id }, _sum: { quantityChange: true, occupiedChange: true } });
    expect([after.quantity, after.occupied]).toEqual([sums._sum.quantityChange, sums._sum.occupiedChange]);
    // a shipped outbound is not read again
    const twice = await sync([order.id]);
    expect(twice.data.syncOverseasOutbounds.data).toMatchObject({ orders: [], refused: [] });
  });

  it('refuses what cannot be sent, with the reason (zh and en), writing nothing', async () => {
    await app.platform.jobs.idle();
    const short = await overseasOrder([[w.skuA.id, sandboxStockOf(providerCode, w.skuA.sku).available + 1]]);
    const elsewhere = await makeOrder(w, { items: [[w.skuB.id, 1]], trackingNo: '' }); // a carrier channel
    const processing = await makeOrder(w, { items: [[w.skuA.id, 1]], channelId, trackingNo: '', status: 'processing' });
    const before = await shipState(w);
    const outbounds = await db().overseasOutbound.count();
    const r = await send([short.id, elsewhere.id, processing.id], w.company.token, 'zh');
    const refused = r.data.sendOrdersToOverseasWarehouse.data.refused;
    expect(refused.map((x: { messageId: string }) => x.messageId)).toEqual([
      'overseas.outboundShortStock',
      'overseas.outboundNotOverseasChannel',
      'overseas.outboundNotAwaiting',
    ]);
    expect(refused[0].message).toBe(
      `谷仓海外仓 仓库中 SKU ${w.skuA.sku} 可用 ${sandboxStockOf(providerCode, w.skuA.sku).available} 件，不足 ${sandboxStockOf(providerCode, w.skuA.sku).available + 1} 件`,
    );
    expect(refused[2].message).toBe(`订单 ${processing.orderNo} 不是待发货状态（当前：待处理），不能发送到海外仓`);
    expect(await db().overseasOutbound.count()).toBe(outbounds);
    // the provider's refusal is on the order's history; everything else as it was
    const refusal = await db().orderHistory.findFirst({ where: { orderId: short.id, action: 'overseasOutboundRefused' } });
    expect(refusal?.messageId).toBe('overseas.outboundShortStock');
    await db().orderHistory.deleteMany({ where: { id: refusal!.id } });
    expect(await shipState(w)).toBe(before);
    // a never-sent order cannot be synced
    const notSent = await sync([elsewhere.id]);
    expect(notSent.data.syncOverseasOutbounds.data.refused[0]).toMatchObject({ messageId: 'overseas.outboundNotSent' });
  });

  it('keeps an order sent while the provider refuses to answer; a terminated authorization sends nothing', async () => {
    const order = await overseasOrder([[w.skuA.id, 1]]);
    await send([order.id]);
    // the provider stops answering: the sync keeps the outbound sent with the provider's message
    const sealed = await db().overseasWarehouseAuth.findUniqueOrThrow({ where: { id: authId } });
    const { secretBox } = await import('../../platform/secret-box');
    const { sealCredential } = await import('../shops/shops.credentials');
    await db().overseasWarehouseAuth.update({ where: { id: authId }, data: { appKey: sealCredential(secretBox(app.platform.config), 'down-key') } });
    const r = await sync([order.id]);
    expect(r.data.syncOverseasOutbounds.data.refused[0]).toMatchObject({ messageId: 'overseas.providerUnavailable' });
    const row = await db().overseasOutbound.findFirstOrThrow({ where: { orderId: order.id } });
    expect(row).toMatchObject({ status: 'sent', messageId: 'overseas.providerUnavailable' });
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('awaitingShipment');
    const shown = await w.gql(`query($id: Int!) { order(id: $id) { overseasOutbound { status message } } }`, { id: order.id });
    expect(shown.order.overseasOutbound.message).toMatch(/Goodcang/);
    await db().overseasWarehouseAuth.update({ where: { id: authId }, data: { appKey: sealed.appKey } });

    // the schedule brings the number back once the provider answers again
    const round = await syncAllOverseasOutbounds(app.platform);
    expect(round).toMatchObject({ shipped: 1, failed: 0 });
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('shipped');

    // a terminated authorization (its channels switched off with it): nothing sent
    const next = await overseasOrder([[w.skuA.id, 1]]);
    await w.gql(`mutation($id: Int!) { terminateOverseasWarehouseAuth(id: $id) { __typename } }`, { id: authId });
    const refused = await send([next.id]);
    expect(refused.data.sendOrdersToOverseasWarehouse.data.refused[0]).toMatchObject({ messageId: 'order.channelDisabled' });
    expect(await db().overseasOutbound.count({ where: { orderId: next.id } })).toBe(0);
    await w.gql(`mutation($id: Int!) { activateOverseasWarehouseAuth(id: $id) { __typename } }`, { id: authId });
    await w.gql(`mutation($id: Int!) { setOverseasLogisticsChannelEnabled(id: $id, enabled: true) { __typename } }`, { id: overseasChannelId });
  });

  it("never sends or reads another company's orders; needs the ship permission", async () => {
    const order = await overseasOrder([[w.skuA.id, 1]]);
    const foreign = await send([order.id], other.company.token);
    expect(foreign.data.sendOrdersToOverseasWarehouse).toMatchObject({ __typename: 'NotFoundError' });
    const foreignSync = await sync([order.id], other.company.token);
    expect(foreignSync.data.syncOverseasOutbounds).toMatchObject({ __typename: 'NotFoundError' });
    const reader = await roleAccount(app, w.company.companyId, { username: 'outbound_reader', role: 'Order reader', permissions: ['orders'] });
    const denied = await send([order.id], reader.token);
    expect(denied.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'order.ship' });
    expect(await db().overseasOutbound.count({ where: { orderId: order.id } })).toBe(0);
  });
});
