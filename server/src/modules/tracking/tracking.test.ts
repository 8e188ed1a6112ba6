// Parcel tracking through the GraphQL API and the services with an injected clock: the sandbox
// tracker's determinism, add / re-query / resubmit / mark delete / cancel delete / auto on-off,
// records created when orders ship, the transit report, rules broken with nothing written, tenancy.
import { describe, expect, it } from 'vitest';
import { worldsSuite, type TestApp } from '../../../test/harness';
import { unscopedDb } from '../../platform/db';
import { logisticsWorld, makeOrder, type LogisticsWorld } from '../logistics/fixtures';
import { emitOrderEvent } from '../orders/orders.events';
import { sandboxPlan, sandboxTracker } from './tracker';
import { addRecord, autoRequery, requery, trackingReport } from './tracking.service';

let app: TestApp;
let w: LogisticsWorld;
let other: LogisticsWorld;

const DAY = 86_400_000;
const RECORD = 'id trackingNo status carrier country autoTrack deleted queryCount lastEvent lastEventText transitDays events { code text location }';
const R = (field: string) =>
  `{ __typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } } ... on Mutation${field}Success { data { ${RECORD} } } }`;
const ADD = `mutation($i: AddTrackingRecordInput!) { addTrackingRecord(input: $i) ${R('AddTrackingRecord')} }`;
const batch = (name: string, field: string, extra = '') =>
  `mutation($ids: [Int!]!${extra ? ', $on: Boolean!' : ''}) { ${name}(ids: $ids${extra}) ${R(field)} }`;
const LIST = `query($f: TrackingRecordFilter) { trackingRecords(first: 100, filter: $f) { totalCount edges { node { id trackingNo status deleted autoTrack orderNo channelName } } } trackingStatusCounts(filter: $f) { status count } }`;

const bare = () => unscopedDb(app.platform.database.prisma, 'test');
const snapshot = async (companyId: number) => JSON.stringify(await bare().trackingRecord.findMany({ where: { companyId }, orderBy: { id: 'asc' } }));

/** A tracking number whose sandbox plan is of the wanted kind (searched deterministically). */
function numberOfKind(kind: 'normal' | 'exception' | 'notFound', prefix: string, minDays = 0, maxDays = 99): string {
  for (let i = 0; ; i++) {
    const no = `${prefix}${i}`;
    const p = sandboxPlan(no);
    if (p.kind === kind && p.transitDays >= minDays && p.transitDays <= maxDays) return no;
  }
}

worldsSuite(logisticsWorld, ['Tracking Co', 'Other Tracking Co'], (...s) => ([app, w, other] = s));

describe('sandbox tracker', () => {
  it('answers the same for the same number and time, and moves forward with time', async () => {
    const no = numberOfKind('normal', 'DET');
    const plan = sandboxPlan(no);
    expect(plan.transitDays).toBeGreaterThanOrEqual(2);
    expect(plan.transitDays).toBeLessThanOrEqual(40);
    const shippedAt = new Date('2026-01-01T00:00:00Z');
    const at = (days: number) => new Date(shippedAt.getTime() + days * DAY);
    const a = await sandboxTracker.track({ trackingNo: no, carrier: 'X', shippedAt, now: at(plan.transitDays / 2) });
    const b = await sandboxTracker.track({ trackingNo: no, carrier: 'X', shippedAt, now: at(plan.transitDays / 2) });
    expect(a).toEqual(b);
    expect(a.status).toBe('inTransit');
    expect((await sandboxTracker.track({ trackingNo: no, carrier: 'X', shippedAt, now: at(plan.transitDays * 0.85) })).status).toBe('arrived');
    const done = await sandboxTracker.track({ trackingNo: no, carrier: 'X', shippedAt, now: at(plan.transitDays + 1) });
    expect(done.status).toBe('delivered');
    expect(done.events.map((e) => e.code)).toEqual(['accepted', 'departed', 'inTransit', 'arrived', 'outForDelivery', 'delivered']);
    expect(done.deliveredAt!.getTime()).toBe(at(plan.transitDays).getTime());
    expect((await sandboxTracker.track({ trackingNo: no, carrier: 'X', shippedAt, now: at(0.01) })).status).toBe('notFound');
  });

  it('has exceptions and numbers the carrier never knows, in a stable share', async () => {
    const kinds = Array.from({ length: 2000 }, (_, i) => sandboxPlan(`SHARE${i}`).kind);
    const share = (k: string) => kinds.filter((x) => x === k).length / kinds.length;
    expect(share('notFound')).toBeGreaterThan(0.02);
    expect(share('notFound')).toBeLessThan(0.09);
    expect(share('exception')).toBeGreaterThan(0.02);
    expect(share('exception')).toBeLessThan(0.09);
    const shippedAt = new Date('2026-01-01T00:00:00Z');
    const ex = await sandboxTracker.track({
      trackingNo: numberOfKind('exception', 'EX'),
      carrier: '',
      shippedAt,
      now: new Date(shippedAt.getTime() + 41 * DAY),
    });
    expect(ex.status).toBe('exception');
    const nf = await sandboxTracker.track({
      trackingNo: numberOfKind('notFound', 'NF'),
      carrier: '',
      shippedAt,
      now: new Date(shippedAt.getTime() + 41 * DAY),
    });
    expect(nf).toEqual({ status: 'notFound', events: [], deliveredAt: null });
  });
});

describe('adding records: rules broken, nothing written', () => {
  it.each([
    ['an empty tracking number', { trackingNo: '   ' }, 'tracking.numberRequired', 'Enter the tracking number'],
    [
      'a tracking number with spaces',
      { trackingNo: 'AB 12' },
      'tracking.numberInvalid',
      'A tracking number holds letters, digits and hyphens, at most 50 characters',
    ],
  ])('refuses %s', async (_n, input, messageId, message) => {
    const before = await snapshot(w.company.companyId);
    const r = (await w.gql(ADD, { i: input })).addTrackingRecord;
    expect(r.fieldErrors).toEqual([{ field: 'trackingNo', messageId, message }]);
    expect(await snapshot(w.company.companyId)).toBe(before);
  });

  it('adds a number, queries it, and refuses the same number again (deleted or not)', async () => {
    const r = (await w.gql(ADD, { i: { trackingNo: 'DUP-1', carrier: 'Yanwen', country: 'de' } })).addTrackingRecord;
    expect(r.data).toMatchObject({ trackingNo: 'DUP-1', carrier: 'Yanwen', country: 'DE', autoTrack: true, queryCount: 1 });
    const before = await snapshot(w.company.companyId);
    const dup = (await w.gql(ADD, { i: { trackingNo: ' DUP-1 ' } })).addTrackingRecord;
    expect(dup.fieldErrors).toEqual([{ field: 'trackingNo', messageId: 'tracking.exists', message: 'Tracking number DUP-1 is already being tracked' }]);
    await w.gql(batch('deleteTracking', 'DeleteTracking'), { ids: [r.data.id] });
    const mid = await snapshot(w.company.companyId);
    expect((await w.gql(ADD, { i: { trackingNo: 'DUP-1' } })).addTrackingRecord.fieldErrors[0].messageId).toBe('tracking.exists');
    expect(await snapshot(w.company.companyId)).toBe(mid);
    expect(mid).not.toBe(before);
    // another company may track the same number
    expect((await other.gql(ADD, { i: { trackingNo: 'DUP-1' } })).addTrackingRecord.data.trackingNo).toBe('DUP-1');
  });

  it("links a number to an order by its number, taking the order's channel and country; an unknown or another company's order is refused", async () => {
    const channel = await w.ctx.db.logisticsChannel.create({ data: { companyId: w.company.companyId, name: 'Linked line', carrier: 'Yanwen' } });
    const order = await makeOrder(w, { status: 'shipped', logisticsChannelId: channel.id, country: 'FR', shippedAt: new Date(Date.now() - 2 * DAY) });
    const r = (await w.gql(ADD, { i: { trackingNo: 'LINK-1', orderNo: ` ${order.orderNo} ` } })).addTrackingRecord;
    expect(r.data).toMatchObject({ trackingNo: 'LINK-1', carrier: 'Yanwen', country: 'FR' });
    expect(await w.ctx.db.trackingRecord.findFirstOrThrow({ where: { trackingNo: 'LINK-1' } })).toMatchObject({ orderId: order.id, channelId: channel.id });
    const before = await snapshot(w.company.companyId);
    expect((await w.gql(ADD, { i: { trackingNo: 'LINK-2', orderNo: 'NO-SUCH-ORDER' } })).addTrackingRecord.fieldErrors).toEqual([
      { field: 'orderNo', messageId: 'tracking.orderNotFound', message: 'There is no order numbered NO-SUCH-ORDER' },
    ]);
    expect(await snapshot(w.company.companyId)).toBe(before);
    const otherBefore = await snapshot(other.company.companyId);
    expect((await other.gql(ADD, { i: { trackingNo: 'LINK-3', orderNo: order.orderNo } })).addTrackingRecord.fieldErrors[0].messageId).toBe(
      'tracking.orderNotFound',
    );
    expect(await snapshot(other.company.companyId)).toBe(otherBefore);
  });

  it('refuses an empty selection for batch actions', async () => {
    const r = (await w.gql(batch('requeryTracking', 'RequeryTracking'), { ids: [] })).requeryTracking;
    expect(r.fieldErrors[0].messageId).toBe('tracking.noneSelected');
  });
});

describe('tracking actions with a clock', () => {
  it('re-queries as time passes, resubmits, marks deleted and back, turns auto tracking off', async () => {
    const no = numberOfKind('normal', 'CLK', 5, 30);
    const plan = sandboxPlan(no);
    const shipped = new Date('2026-03-01T00:00:00Z');
    const rec = await addRecord(w.ctx, { trackingNo: no, shippedAt: shipped.toISOString(), country: 'US' }, new Date(shipped.getTime() + DAY * 1.5));
    expect(rec.status).toBe('inTransit');
    const [later] = await requery(w.ctx, [rec.id], new Date(shipped.getTime() + (plan.transitDays + 2) * DAY));
    expect(later).toMatchObject({ status: 'delivered', queryCount: 2 });
    expect(Number(later.transitDays)).toBeCloseTo(plan.transitDays, 2);

    const resub = (await w.gql(batch('resubmitTracking', 'ResubmitTracking'), { ids: [rec.id] })).resubmitTracking;
    expect(resub.data[0]).toMatchObject({ queryCount: 1 });
    const del = (await w.gql(batch('deleteTracking', 'DeleteTracking'), { ids: [rec.id] })).deleteTracking;
    expect(del.data[0].deleted).toBe(true);
    let list = await w.gql(LIST, { f: { keyword: no } });
    expect(list.trackingRecords.totalCount).toBe(0);
    list = await w.gql(LIST, { f: { keyword: no, deleted: true } });
    expect(list.trackingRecords.edges[0].node).toMatchObject({ trackingNo: no, deleted: true });
    expect(list.trackingStatusCounts.find((c: any) => c.status === 'deleted').count).toBe(1);
    const undo = (await w.gql(batch('restoreTracking', 'RestoreTracking'), { ids: [rec.id] })).restoreTracking;
    expect(undo.data[0].deleted).toBe(false);
    const off = (await w.gql(batch('setTrackingAuto', 'SetTrackingAuto', ', on: $on'), { ids: [rec.id], on: false })).setTrackingAuto;
    expect(off.data[0].autoTrack).toBe(false);
  });

  it('re-queries due auto-tracked records only, never final or switched-off ones', async () => {
    const t0 = new Date('2026-05-01T00:00:00Z');
    const due = await addRecord(w.ctx, { trackingNo: numberOfKind('normal', 'AUTO', 10, 40), shippedAt: t0.toISOString() }, new Date(t0.getTime() + 2 * DAY));
    const manual = await addRecord(
      w.ctx,
      { trackingNo: numberOfKind('normal', 'MAN', 10, 40), shippedAt: t0.toISOString(), autoTrack: false },
      new Date(t0.getTime() + 2 * DAY),
    );
    const count = await autoRequery(w.ctx.db, new Date(t0.getTime() + 3 * DAY));
    expect(count).toBeGreaterThanOrEqual(1);
    const [d, m] = await Promise.all([
      w.ctx.db.trackingRecord.findFirstOrThrow({ where: { id: due.id } }),
      w.ctx.db.trackingRecord.findFirstOrThrow({ where: { id: manual.id } }),
    ]);
    expect(d.queryCount).toBe(2);
    expect(m.queryCount).toBe(1);
    // queried an hour ago: not due yet
    await autoRequery(w.ctx.db, new Date(t0.getTime() + 3 * DAY + 3_600_000));
    expect((await w.ctx.db.trackingRecord.findFirstOrThrow({ where: { id: due.id } })).queryCount).toBe(2);
  });
});

describe('shipped orders', () => {
  it('get a tracking record with their channel and country when the shipped event fires', async () => {
    const channel = await w.ctx.db.logisticsChannel.create({ data: { companyId: w.company.companyId, name: 'Ship Channel', carrier: '4PX', type: 'custom' } });
    const order = await makeOrder(w, { status: 'shipped', logisticsChannelId: channel.id, trackingNo: 'SHIP-0001', country: 'FR', shippedAt: new Date() });
    const noNumber = await makeOrder(w, { status: 'shipped', logisticsChannelId: channel.id });
    await emitOrderEvent(w.ctx, 'shipped', { orderIds: [order.id, noNumber.id] });
    const rec = await w.ctx.db.trackingRecord.findFirstOrThrow({ where: { trackingNo: 'SHIP-0001' } });
    expect(rec).toMatchObject({ orderId: order.id, channelId: channel.id, carrier: '4PX', country: 'FR', queryCount: 1 });
    expect(await w.ctx.db.trackingRecord.count({ where: { orderId: noNumber.id } })).toBe(0);
    // the event again does not duplicate
    await emitOrderEvent(w.ctx, 'shipped', { orderIds: [order.id] });
    expect(await w.ctx.db.trackingRecord.count({ where: { trackingNo: 'SHIP-0001' } })).toBe(1);
    const list = await w.gql(LIST, { f: { keyword: 'SHIP-0001' } });
    expect(list.trackingRecords.edges[0].node).toMatchObject({ orderNo: order.orderNo, channelName: 'Ship Channel' });
  });
});

describe('tracking report', () => {
  it('buckets delivered transit times and gives nearest-rank percentiles per channel and country', async () => {
    const rw = await logisticsWorld(app, 'Report Co');
    const a = await rw.ctx.db.logisticsChannel.create({ data: { companyId: rw.company.companyId, name: 'Chan A', carrier: 'YunExpress' } });
    const base = new Date('2026-06-01T00:00:00Z');
    const days = [0.5, 2, 3, 5, 8, 12, 20, 35, 3, 3];
    for (const [i, d] of days.entries()) {
      await rw.ctx.db.trackingRecord.create({
        data: {
          companyId: rw.company.companyId,
          trackingNo: `REP-${i}`,
          channelId: i < 6 ? a.id : null,
          carrier: i < 6 ? 'YunExpress' : 'Yanwen',
          country: i % 2 ? 'US' : 'DE',
          status: 'delivered',
          shippedAt: base,
          deliveredAt: new Date(base.getTime() + d * DAY),
          transitDays: d.toFixed(2),
        },
      });
    }
    // not counted: deleted, not delivered, delivered outside the range
    await rw.ctx.db.trackingRecord.create({
      data: {
        companyId: rw.company.companyId,
        trackingNo: 'REP-DEL',
        status: 'delivered',
        shippedAt: base,
        deliveredAt: base,
        transitDays: '1',
        deletedAt: new Date(),
      },
    });
    await rw.ctx.db.trackingRecord.create({ data: { companyId: rw.company.companyId, trackingNo: 'REP-TRANSIT', status: 'inTransit', shippedAt: base } });
    const Q = `query($f: TrackingReportFilter) { trackingReport(filter: $f) { __typename ... on QueryTrackingReportSuccess { data {
      overall { count p90 p95 average buckets { key count } } byChannel { key label count p90 p95 } byCountry { key count p95 } } } ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId } } } }`;
    const r = (await rw.gql(Q, { f: { from: '2026-06-01T00:00:00Z', to: '2026-07-31T00:00:00Z' } })).trackingReport.data;
    expect(r.overall.count).toBe(10);
    expect(r.overall.buckets).toEqual([
      { key: 'd0_1', count: 1 },
      { key: 'd1_3', count: 4 },
      { key: 'd3_7', count: 1 },
      { key: 'd7_10', count: 1 },
      { key: 'd10_15', count: 1 },
      { key: 'd15_30', count: 1 },
      { key: 'd30_', count: 1 },
    ]);
    // sorted: 0.5 2 3 3 3 5 8 12 20 35 → rank 9 = 20, rank 10 = 35
    expect(r.overall.p90).toBe(20);
    expect(r.overall.p95).toBe(35);
    expect(r.byChannel.find((g: any) => g.label === 'Chan A')).toMatchObject({ key: `channel:${a.id}`, count: 6, p90: 12, p95: 12 });
    expect(r.byChannel.find((g: any) => g.label === 'Yanwen')).toMatchObject({ key: 'carrier:Yanwen', count: 4 });
    expect(r.byCountry.map((g: any) => [g.key, g.count])).toEqual([
      ['DE', 5],
      ['US', 5],
    ]);
    const none = (await rw.gql(Q, { f: { from: '2026-01-01T00:00:00Z', to: '2026-01-31T00:00:00Z' } })).trackingReport.data;
    expect(none.overall).toMatchObject({ count: 0, p90: null, p95: null });
    const bad = (await rw.gql(Q, { f: { from: '2026-07-01T00:00:00Z', to: '2026-06-01T00:00:00Z' } })).trackingReport;
    expect(bad.fieldErrors).toEqual([{ field: 'to', messageId: 'tracking.rangeInvalid' }]);
    // another company sees none of it
    const theirs = await trackingReport(other.ctx, { from: new Date('2026-06-01'), to: new Date('2026-07-31') });
    expect(theirs.overall.count).toBe(0);
  });
});

describe('tenancy', () => {
  it("treats another company's records and channels as not found", async () => {
    const mine = await addRecord(w.ctx, { trackingNo: 'TEN-1' });
    const channel = await w.ctx.db.logisticsChannel.create({ data: { companyId: w.company.companyId, name: 'Ten Channel' } });
    const before = await snapshot(w.company.companyId);
    for (const [name, field] of [
      ['requeryTracking', 'RequeryTracking'],
      ['resubmitTracking', 'ResubmitTracking'],
      ['deleteTracking', 'DeleteTracking'],
      ['restoreTracking', 'RestoreTracking'],
    ] as const) {
      const r = (await other.gql(batch(name, field), { ids: [mine.id] }))[name];
      expect(r.messageId, name).toBe('tracking.notFound');
    }
    expect((await other.gql(batch('setTrackingAuto', 'SetTrackingAuto', ', on: $on'), { ids: [mine.id], on: false })).setTrackingAuto.messageId).toBe(
      'tracking.notFound',
    );
    expect((await other.gql(ADD, { i: { trackingNo: 'TEN-X', channelId: channel.id } })).addTrackingRecord.messageId).toBe('logistics.channel.notFound');
    const list = await other.gql(LIST, { f: {} });
    expect(list.trackingRecords.edges.map((e: any) => e.node.id)).not.toContain(mine.id);
    expect(await snapshot(w.company.companyId)).toBe(before);
  });
});
