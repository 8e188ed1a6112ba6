// Issue 18 part A on a real database: the one shipping path and its guards (single, batch, scan to
// ship, outbound scan: each refusal changes nothing, stock untouched), the race of two shippers,
// the sandbox carrier (number + label; a refusal leaves the order unshipped with the carrier's
// message), tracking numbers unique per channel, the all-or-nothing import, the upload state with
// its retry.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { worldsSuite, type TestApp } from '../../../test/harness';
import { balance } from '../inventory/fixtures';
import { retryDueUploads, uploadShippedOrder } from '../marketplaces/tracking-upload';
import { shipOrder, shipOrders } from '../orders/orders.ship';
import { historyText } from '../orders/orders.service';
import { makeOrder, shipState, shipWorld, type ShipWorld } from '../shipping/fixtures';
import { outboundScan } from '../shipping/outbound.service';
import { scanToShip } from '../shipping/shipping.service';
import {
  TrackingImportRowsError,
  importTrackingNumbers,
  orderLabel,
  readTrackingFile,
  requestTrackingNumber,
  setTrackingNumber,
} from '../shipping/tracking-numbers.service';
import { postMultipart } from '../storage/multipart.testing';
import { SandboxCarrierConnector, sandboxTrackingNo } from './carrier.sandbox';

let app: TestApp;
let w: ShipWorld;
let carrierChannel: { id: number; name: string };
let poolChannel: { id: number; name: string };
let noneChannel: { id: number; name: string };

const fail = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e) => e,
  );
const idOf = (e: any) => e.issues?.[0]?.messageId ?? e.messageId;

worldsSuite(shipWorld, ['Carrier Co'], (...s) => ([app, w] = s));
beforeAll(async () => {
  const companyId = w.company.companyId;
  carrierChannel = await w.ctx.db.logisticsChannel.create({
    data: { companyId, name: 'YunExpress Standard', type: 'system', code: 'YUN-STD', carrier: 'YunExpress', maxWeight: 2000, trackingMode: 'carrier' },
  });
  poolChannel = await w.ctx.db.logisticsChannel.create({ data: { companyId, name: 'Pool Line', usesNumberPool: true, trackingMode: 'pool' } });
  noneChannel = await w.ctx.db.logisticsChannel.create({ data: { companyId, name: 'Untracked Letter', trackingMode: 'none' } });
});

const address = { buyerName: '张三 Zhang San', country: 'US', city: 'Austin', state: 'TX', postcode: '73301', address1: '1 Main St' };

describe('the ship guards: every path refuses and changes nothing', () => {
  it('single mark shipped: not awaiting, no channel, no tracking number, over the channel maximum, stock not reserved', async () => {
    const processing = await makeOrder(w, { items: [[w.skuA.id, 1]], status: 'processing' });
    const noChannel = await makeOrder(w, { items: [[w.skuA.id, 1]], channelId: null });
    const noNumber = await makeOrder(w, { items: [[w.skuA.id, 1]], trackingNo: '' });
    const poolNoNumber = await makeOrder(w, { items: [[w.skuA.id, 1]], channelId: poolChannel.id, trackingNo: '' });
    const heavy = await makeOrder(w, { items: [[w.skuA.id, 1]], weight: 2500 });
    const unreserved = await makeOrder(w, { items: [[w.skuA.id, 1]], status: 'processing' });
    await w.ctx.db.order.update({ where: { id: unreserved.id }, data: { status: 'awaitingShipment' } });
    const before = await shipState(w);
    const cases: [number, string][] = [
      [processing.id, 'order.illegalTransition'],
      [noChannel.id, 'ship.guard.noChannel'],
      [noNumber.id, 'ship.guard.noTracking'],
      [poolNoNumber.id, 'ship.guard.noTracking'],
      [heavy.id, 'shipping.weightExceedsChannel'],
      [unreserved.id, 'ship.guard.stockNotReserved'],
    ];
    for (const [id, messageId] of cases) expect(idOf(await fail(shipOrder(w.ctx, id, { via: 'manual' })))).toBe(messageId);
    expect(await shipState(w)).toBe(before);
    // a weight given with the ship counts too
    const light = await makeOrder(w, { items: [[w.skuA.id, 1]] });
    const before2 = await shipState(w);
    const stock = await balance(w, w.skuA.id, w.wh1.id);
    expect(idOf(await fail(shipOrder(w.ctx, light.id, { via: 'manual', weight: 2001 })))).toBe('shipping.weightExceedsChannel');
    expect(await shipState(w)).toBe(before2);
    expect(await balance(w, w.skuA.id, w.wh1.id)).toEqual(stock);
  });

  it('the messages name the order and the channel, in zh and en', async () => {
    const o = await makeOrder(w, { items: [[w.skuA.id, 1]], trackingNo: '' });
    const res = await app.gql(
      `mutation($ids: [Int!]!) { shipOrders(ids: $ids) { __typename ... on MutationShipOrdersSuccess { data { refused { orderNo messageId message } } } } }`,
      { ids: [o.id] },
      { token: w.company.token, lang: 'en' },
    );
    const refused = res.body.data.shipOrders.data.refused[0];
    expect(refused.messageId).toBe('ship.guard.noTracking');
    expect(refused.message).toBe(`Order ${o.orderNo} has no tracking number; channel Yanwen 2kg ships only with a tracking number`);
    const zh = await app.gql(
      `mutation($ids: [Int!]!) { shipOrders(ids: $ids) { __typename ... on MutationShipOrdersSuccess { data { refused { message } } } } }`,
      { ids: [o.id] },
      { token: w.company.token, lang: 'zh' },
    );
    expect(zh.body.data.shipOrders.data.refused[0].message).toContain('没有跟踪号');
  });

  it('batch mark shipped: the unready orders are refused with why, the ready one ships, stock moves for it only', async () => {
    const ok = await makeOrder(w, { items: [[w.skuB.id, 2]] });
    const noChannel = await makeOrder(w, { items: [[w.skuB.id, 1]], channelId: null, trackingNo: '' });
    const heavy = await makeOrder(w, { items: [[w.skuB.id, 1]], weight: 9000 });
    const stockBefore = await balance(w, w.skuB.id, w.wh1.id);
    const r = await shipOrders(w.ctx, [ok.id, noChannel.id, heavy.id]);
    expect(r.ids).toEqual([ok.id]);
    expect(r.refused.map((x) => [x.orderNo, x.messageId])).toEqual([
      [noChannel.orderNo, 'ship.guard.noChannel'],
      [heavy.orderNo, 'shipping.weightExceedsChannel'],
    ]);
    const after = await balance(w, w.skuB.id, w.wh1.id);
    expect(after!.quantity).toBe(stockBefore!.quantity - 2);
    for (const o of [noChannel, heavy]) expect((await w.ctx.db.order.findFirstOrThrow({ where: { id: o.id } })).status).toBe('awaitingShipment');
  });

  it('scan to ship refuses an order without a channel or tracking number: nothing changes', async () => {
    const noNumber = await makeOrder(w, { items: [[w.skuA.id, 1]], trackingNo: '' });
    const noChannel = await makeOrder(w, { items: [[w.skuA.id, 1]], channelId: null });
    const before = await shipState(w);
    expect(idOf(await fail(scanToShip(w.ctx, { number: noNumber.orderNo, scans: [{ code: 'CUP', quantity: 1 }], weight: 100 })))).toBe('ship.guard.noTracking');
    expect(idOf(await fail(scanToShip(w.ctx, { number: noChannel.orderNo, scans: [{ code: 'CUP', quantity: 1 }], weight: 100 })))).toBe('ship.guard.noChannel');
    expect(await shipState(w)).toBe(before);
  });

  it('outbound scan refuses an order with no channel and no tracking number at 999999 g: nothing changes', async () => {
    const bare = await makeOrder(w, { items: [[w.skuA.id, 1]], channelId: null, trackingNo: '' });
    const noNumber = await makeOrder(w, { items: [[w.skuA.id, 1]], trackingNo: '' });
    const heavy = await makeOrder(w, { items: [[w.skuA.id, 1]] });
    const before = await shipState(w);
    expect(idOf(await fail(outboundScan(w.ctx, { number: bare.orderNo, weight: 999999 })))).toBe('ship.guard.noChannel');
    expect(idOf(await fail(outboundScan(w.ctx, { number: noNumber.orderNo, weight: 100 })))).toBe('ship.guard.noTracking');
    expect(idOf(await fail(outboundScan(w.ctx, { number: heavy.orderNo, weight: 999999 })))).toBe('shipping.weightExceedsChannel');
    expect(await shipState(w)).toBe(before);
  });

  it('a channel with tracking mode none ships without a number', async () => {
    const o = await makeOrder(w, { items: [[w.skuA.id, 1]], channelId: noneChannel.id, trackingNo: '' });
    const shipped = await shipOrder(w.ctx, o.id, { via: 'manual' });
    expect(shipped.status).toBe('shipped');
  });

  it('two shippers of one order at once: it ships once, the stock leaves once', async () => {
    const o = await makeOrder(w, { items: [[w.skuA.id, 3]] });
    const before = await balance(w, w.skuA.id, w.wh1.id);
    const results = await Promise.allSettled([shipOrder(w.ctx, o.id, { via: 'manual' }), shipOrder(w.ctx, o.id, { via: 'manual' })]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(idOf(refused.reason)).toBe('order.illegalTransition');
    const after = await balance(w, w.skuA.id, w.wh1.id);
    expect(after!.quantity).toBe(before!.quantity - 3);
    expect(after!.occupied).toBe(before!.occupied - 3);
    expect(await w.ctx.db.orderHistory.count({ where: { orderId: o.id, action: 'ship' } })).toBe(1);
  });
});

describe('tracking numbers per order', () => {
  it('the carrier gives the number and a label; the order then ships end to end', async () => {
    const o = await makeOrder(w, { items: [[w.skuA.id, 1]], channelId: carrierChannel.id, trackingNo: '' });
    await w.ctx.db.order.update({ where: { id: o.id }, data: address });
    await requestTrackingNumber(w.ctx, o.id);
    const got = await w.ctx.db.order.findFirstOrThrow({ where: { id: o.id } });
    expect(got.trackingNo).toBe(sandboxTrackingNo('YunExpress', 'YUN-STD', o.orderNo));
    expect(got.trackingNo).toMatch(/^YT\d{16}$/);
    expect(got.trackingSource).toBe('carrier');
    expect(got.labelFileKey).not.toBe('');
    const label = await orderLabel(w.ctx, o.id);
    expect(Buffer.from(label.contentBase64, 'base64').subarray(0, 4).toString()).toBe('%PDF');
    expect(idOf(await fail(requestTrackingNumber(w.ctx, o.id)))).toBe('tracking.number.hasNumber');
    expect((await shipOrder(w.ctx, o.id, { via: 'manual' })).status).toBe('shipped');
  });

  it('a carrier refusal leaves the order without a number, unshipped, with the carrier message', async () => {
    const o = await makeOrder(w, { items: [[w.skuA.id, 1]], channelId: carrierChannel.id, trackingNo: '' });
    await w.ctx.db.order.update({ where: { id: o.id }, data: { ...address, postcode: '00012' } });
    const err = await fail(requestTrackingNumber(w.ctx, o.id));
    expect(idOf(err)).toBe('carrier.refused.postcode');
    const after = await w.ctx.db.order.findFirstOrThrow({ where: { id: o.id } });
    expect(after).toMatchObject({ trackingNo: '', labelFileKey: '', status: 'awaitingShipment' });
    const history = await w.ctx.db.orderHistory.findFirstOrThrow({ where: { orderId: o.id, action: 'carrierRefused' } });
    expect(history.params).toMatchObject({ reason: 'carrier.refused.postcode', postcode: '00012' });
    // the order's history says it with the postcode, in the reader's language
    expect(historyText('en', history)).toBe('The carrier does not deliver to postal code 00012');
    expect(historyText('zh', history)).toBe('承运商不派送邮编 00012');
    expect(idOf(await fail(shipOrder(w.ctx, o.id, { via: 'manual' })))).toBe('ship.guard.noTracking');
    // the batch answers the refusal with the carrier's message in the caller's language
    const res = await app.gql(
      `mutation($ids: [Int!]!) { requestTrackingNumbers(ids: $ids) { __typename ... on MutationRequestTrackingNumbersSuccess { data { orderIds refused { messageId message } } } } }`,
      { ids: [o.id] },
      { token: w.company.token, lang: 'en' },
    );
    expect(res.body.data.requestTrackingNumbers.data.refused[0]).toEqual({
      messageId: 'carrier.refused.postcode',
      message: 'The carrier does not deliver to postal code 00012',
    });
  });

  it('the sandbox postal family refuses parcels above 2000 g', async () => {
    const r = await new SandboxCarrierConnector().createShipment({
      reference: 'X1',
      channelCode: 'DHLE-PKT',
      channelName: 'DHL eCommerce Packet Plus',
      carrier: 'DHL eCommerce',
      weight: 2001,
      recipient: { name: 'A', phone: '', country: 'DE', state: '', city: 'Berlin', postcode: '10115', address1: 'Str 1', address2: '' },
      sender: { name: 'W', address: '' },
      items: [],
      lang: 'en',
    });
    expect(r).toEqual({ ok: false, reasonId: 'carrier.refused.tooHeavy', params: { maxWeight: 2000, weight: 2001 } });
  });

  it('the pool gives the next number', async () => {
    await w.ctx.db.trackingNumber.createMany({
      data: ['PL0001', 'PL0002'].map((number) => ({ companyId: w.company.companyId, channelId: poolChannel.id, number })),
    });
    const o = await makeOrder(w, { items: [[w.skuA.id, 1]], channelId: poolChannel.id, trackingNo: '' });
    await requestTrackingNumber(w.ctx, o.id);
    expect(await w.ctx.db.order.findFirstOrThrow({ where: { id: o.id } })).toMatchObject({ trackingNo: 'PL0001', trackingSource: 'pool' });
  });

  it('typed-in numbers are unique per channel; the same number on another channel is fine', async () => {
    const a = await makeOrder(w, { items: [[w.skuA.id, 1]], trackingNo: '' });
    const b = await makeOrder(w, { items: [[w.skuA.id, 1]], trackingNo: '' });
    await setTrackingNumber(w.ctx, { orderId: a.id, trackingNo: 'SAME-001' });
    const before = await shipState(w);
    const err = await fail(setTrackingNumber(w.ctx, { orderId: b.id, trackingNo: 'SAME-001' }));
    expect(idOf(err)).toBe('tracking.number.taken');
    expect(idOf(await fail(setTrackingNumber(w.ctx, { orderId: b.id, trackingNo: 'bad number!' })))).toBe('tracking.number.invalid');
    expect(idOf(await fail(setTrackingNumber(w.ctx, { orderId: b.id, trackingNo: '  ' })))).toBe('tracking.number.required');
    expect(idOf(await fail(setTrackingNumber(w.ctx, { orderId: b.id, trackingNo: 'X1', logisticsChannelId: noneChannel.id })))).toBe(
      'tracking.number.modeNone',
    );
    expect(await shipState(w)).toBe(before);
    const moved = await setTrackingNumber(w.ctx, { orderId: b.id, trackingNo: 'SAME-001', logisticsChannelId: w.otherChannel.id });
    expect(moved).toMatchObject({ trackingNo: 'SAME-001', logisticsChannelId: w.otherChannel.id, trackingSource: 'manual' });
    // a number given with the ship is checked the same way
    const c = await makeOrder(w, { items: [[w.skuA.id, 1]], trackingNo: '' });
    expect(idOf(await fail(shipOrder(w.ctx, c.id, { via: 'manual', trackingNo: 'SAME-001' })))).toBe('tracking.number.taken');
  });

  it('import: all or nothing with each row error; then all rows applied', async () => {
    const a = await makeOrder(w, { items: [[w.skuA.id, 1]], trackingNo: '' });
    const b = await makeOrder(w, { items: [[w.skuA.id, 1]], trackingNo: '' });
    const before = await shipState(w);
    const err = (await fail(
      importTrackingNumbers(w.ctx, [
        { row: 2, orderNo: a.orderNo, trackingNo: 'IMP-1' },
        { row: 3, orderNo: 'NOPE-1', trackingNo: 'IMP-2' },
        { row: 4, orderNo: b.orderNo, trackingNo: 'IMP-1' },
        { row: 5, orderNo: a.orderNo, trackingNo: 'IMP-3' },
      ]),
    )) as TrackingImportRowsError;
    expect(err).toBeInstanceOf(TrackingImportRowsError);
    expect(err.rows.map((r) => [r.row, r.field])).toEqual([
      [3, 'orderNo'],
      [4, 'trackingNo'],
      [5, 'orderNo'],
    ]);
    expect(err.rows[0].message).toContain('NOPE-1');
    expect(await shipState(w)).toBe(before);
    // a number taken on the channel by another order refuses the whole file too
    const taken = await fail(importTrackingNumbers(w.ctx, [{ row: 2, orderNo: b.orderNo, trackingNo: 'SAME-001' }]));
    expect((taken as TrackingImportRowsError).rows[0]).toMatchObject({ row: 2, field: 'trackingNo' });
    expect(await shipState(w)).toBe(before);
    expect(
      await importTrackingNumbers(w.ctx, [
        { row: 2, orderNo: a.orderNo, trackingNo: 'IMP-1' },
        { row: 3, orderNo: b.orderNo, trackingNo: 'IMP-2' },
      ]),
    ).toEqual({ imported: 2 });
    expect(await w.ctx.db.order.findFirstOrThrow({ where: { id: b.id } })).toMatchObject({ trackingNo: 'IMP-2', trackingSource: 'import' });
  });

  it('import from a file (POST api/v1/orders/trackingImport): .xlsx and .csv, row errors with their column, nothing written on a refusal', async () => {
    const a = await makeOrder(w, { items: [[w.skuA.id, 1]], trackingNo: '' });
    const b = await makeOrder(w, { items: [[w.skuA.id, 1]], trackingNo: '' });
    const before = await shipState(w);
    const post = (filename: string, data: Buffer, lang = 'en') =>
      postMultipart(app, 'orders/trackingImport', [{ name: 'file', filename, data }], { token: w.company.token, lang });
    // a .csv with a header, semicolons, an unknown order and a repeated number: refused row by row
    const bad = await post('numbers.csv', Buffer.from(`Order number;Tracking number\n${a.orderNo};FILE-1\nNOPE-9;FILE-2\n${b.orderNo};FILE-1\n`));
    expect(bad.body.code).not.toBe(0);
    expect(bad.body.data.errors).toEqual([
      expect.objectContaining({ row: 3, column: 'A', field: 'orderNo', message: expect.stringContaining('NOPE-9') }),
      expect.objectContaining({ row: 4, column: 'B', field: 'trackingNo' }),
    ]);
    expect(await shipState(w)).toBe(before);
    // not a spreadsheet
    const junk = await post('numbers.xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]));
    expect(junk.body.data.errors.file[0]).toMatch(/spreadsheet|xlsx|csv/i);
    // an .xlsx: numbers written, the source is the import
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Tracking');
    sheet.addRow(['Order number', 'Tracking number']);
    sheet.addRow([a.orderNo, 'XLSX-1']);
    sheet.addRow([b.orderNo, 'XLSX-2']);
    const good = await post('numbers.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(good.body).toMatchObject({ code: 0, data: { imported: 2 } });
    expect(await w.ctx.db.order.findFirstOrThrow({ where: { id: a.id } })).toMatchObject({ trackingNo: 'XLSX-1', trackingSource: 'import' });
    // a .txt: blank lines skipped, no header; the separator is the first line's (comma, semicolon or
    // tab), so a quoted cell keeps a semicolon or comma of its own
    expect(await readTrackingFile(Buffer.from(`${a.orderNo},"N;1"\n\n${b.orderNo},N-2\n`), 'x.txt')).toEqual([
      { row: 1, orderNo: a.orderNo, trackingNo: 'N;1' },
      { row: 3, orderNo: b.orderNo, trackingNo: 'N-2' },
    ]);
    expect(await readTrackingFile(Buffer.from(`${a.orderNo}\tN-1\n${b.orderNo}\t"N,2"\n`), 'x.txt')).toEqual([
      { row: 1, orderNo: a.orderNo, trackingNo: 'N-1' },
      { row: 2, orderNo: b.orderNo, trackingNo: 'N,2' },
    ]);
  });
});

describe('upload to the marketplace: state on the order, retried with backoff', () => {
  it('a failed upload shows failed with the reason and a next attempt; the retry timer uploads it', async () => {
    const o = await makeOrder(w, { items: [[w.skuA.id, 1]] });
    await w.ctx.db.shop.update({ where: { id: w.shop.id }, data: { status: 2 } });
    await shipOrder(w.ctx, o.id, { via: 'manual' });
    await w.ctx.platform.jobs.idle();
    const failed = await w.ctx.db.order.findFirstOrThrow({ where: { id: o.id } });
    expect(failed).toMatchObject({ trackingUploadStatus: 'failed', trackingUploadError: 'marketplace.shopNotAuthorized', trackingUploadTries: 1 });
    expect(failed.trackingUploadNextAt!.getTime()).toBeGreaterThan(Date.now());
    const res = await app.gql(
      `query($id: Int!) { order(id: $id) { trackingUploadStatus trackingUploadError } }`,
      { id: o.id },
      {
        token: w.company.token,
        lang: 'en',
      },
    );
    expect(res.body.data.order.trackingUploadStatus).toBe('failed');
    expect(res.body.data.order.trackingUploadError).not.toBe('');
    expect(res.body.data.order.trackingUploadError).not.toContain('marketplace.');
    // not due yet: nothing queued
    expect(await retryDueUploads(app.platform, new Date())).toBe(0);
    await w.ctx.db.shop.update({ where: { id: w.shop.id }, data: { status: 1, authToken: 'sbx_test' } });
    expect(await retryDueUploads(app.platform, new Date(Date.now() + 5 * 60_000))).toBeGreaterThanOrEqual(1);
    await w.ctx.platform.jobs.idle();
    expect(await w.ctx.db.order.findFirstOrThrow({ where: { id: o.id } })).toMatchObject({ trackingUploadStatus: 'uploaded', trackingUploadError: '' });
    expect(await uploadShippedOrder(app.platform, w.company.companyId, o.id)).toBe('skipped');
  });
});
