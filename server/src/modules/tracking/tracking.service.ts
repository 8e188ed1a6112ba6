// Parcel tracking (/logisticsTracking; spec 02 §4 'Tracking: add, re-query, resubmit, mark delete
// and cancel delete, automatic tracking on or off'; §9 transit buckets and percentiles). One
// TrackingRecord per tracking number: added by hand or created when an order ships; the carrier
// tracker (tracker.ts) fills its status and events; records with automatic tracking on are re-queried
// periodically until final (delivered or expired).
import {
  TRACKING_AUTO_INTERVAL_HOURS,
  TRACKING_BATCH_MAX,
  TRACKING_FINAL_STATUSES,
  TRACKING_STATUSES,
  trackingRecordInput,
  transitDaysBetween,
  transitStats,
  type TransitStats,
} from '@erp/schema';
import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../generated/prisma/client';
import { allowedShopsWhere, assertCan, requireActor, type Platform, type RequestContext } from '../../platform/context';
import { startSchedule } from '../../platform/schedule';
import { scopedDb, unscopedDb } from '../../platform/db';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { isUniqueViolation, parseInput } from '../../platform/validate';
import { whereOf } from '../../platform/where';
import { findChannel } from '../logistics/channels.service';
import { carrierTracker } from './tracker';

type Db = RequestContext['db'];
type TrackingRecordRow = Awaited<ReturnType<Db['trackingRecord']['findFirstOrThrow']>>;
const DAY = 86_400_000;

// ---- list ----------------------------------------------------------------------------------------

const recordWhere = whereOf<Prisma.TrackingRecordWhereInput>();

export interface TrackingFilter {
  status?: string | null;
  keyword?: string | null;
  channelId?: number | null;
  country?: string | null;
  /** true: only records marked deleted; otherwise only records not deleted. */
  deleted?: boolean | null;
  autoTrack?: boolean | null;
}

export function trackingWhere(ctx: RequestContext, filter: TrackingFilter = {}): Prisma.TrackingRecordWhereInput {
  assertCan(ctx, 'logisticsTracking');
  const country = filter.country?.trim().toUpperCase();
  return {
    deletedAt: filter.deleted ? { not: null } : null,
    ...recordWhere.given({ ...filter, country }, 'status', 'channelId', 'country'),
    ...recordWhere.stated(filter, 'autoTrack'),
    ...recordWhere.containing(filter.keyword?.trim(), 'trackingNo', 'carrier'),
  };
}

/** Count per status of the records the filter (without its status) selects, plus all and deleted. */
export async function statusCounts(ctx: RequestContext, filter: TrackingFilter = {}): Promise<{ status: string; count: number }[]> {
  const where = trackingWhere(ctx, { ...filter, status: null, deleted: false });
  const rows = await ctx.db.trackingRecord.groupBy({ by: ['status'], where, _count: { _all: true } });
  const by = new Map(rows.map((r) => [r.status, r._count._all]));
  const deleted = await ctx.db.trackingRecord.count({ where: trackingWhere(ctx, { ...filter, status: null, deleted: true }) });
  const all = rows.reduce((s, r) => s + r._count._all, 0);
  return [{ status: 'all', count: all }, ...TRACKING_STATUSES.map((s) => ({ status: s, count: by.get(s) ?? 0 })), { status: 'deleted', count: deleted }];
}

// ---- querying the carrier ------------------------------------------------------------------------

/** Asks the carrier tracker about each record and stores what it says. */
export async function queryRecords(db: Db, records: TrackingRecordRow[], now = new Date()): Promise<TrackingRecordRow[]> {
  const tracker = carrierTracker();
  const out: TrackingRecordRow[] = [];
  for (const r of records) {
    const shippedAt = r.shippedAt ?? r.submittedAt;
    const result = await tracker.track({ trackingNo: r.trackingNo, carrier: r.carrier, shippedAt, now });
    const last = result.events[result.events.length - 1];
    const transitDays = result.deliveredAt ? transitDaysBetween(shippedAt, result.deliveredAt) : null;
    out.push(
      await db.trackingRecord.update({
        where: { id: r.id },
        data: {
          status: result.status,
          events: result.events as unknown as Prisma.InputJsonValue,
          lastEvent: last ? last.code : result.status === 'notFound' ? 'notFound' : '',
          deliveredAt: result.deliveredAt,
          transitDays: transitDays == null ? null : transitDays.toFixed(2),
          queryCount: { increment: 1 },
          lastQueriedAt: now,
        },
      }),
    );
  }
  return out;
}

// ---- add -----------------------------------------------------------------------------------------

const exists = (trackingNo: string) => ValidationError.field('trackingNo', 'tracking.exists', { trackingNo });

/** Adds a tracking number by hand and queries it once (a number already tracked is refused). */
export async function addRecord(ctx: RequestContext, raw: unknown, now = new Date()) {
  const actor = assertCan(ctx, 'tracking.update');
  const input = parseInput(trackingRecordInput, raw);
  // an order number links the record to the order (in the caller's shops) and fills what was left empty
  const order = input.orderNo
    ? await ctx.db.order.findFirst({
        where: { ...allowedShopsWhere(actor, 'shopId'), orderNo: input.orderNo },
        select: { id: true, logisticsChannelId: true, country: true, shippedAt: true },
      })
    : null;
  if (input.orderNo && !order) throw ValidationError.field('orderNo', 'tracking.orderNotFound', { orderNo: input.orderNo });
  const channelId = input.channelId ?? order?.logisticsChannelId ?? null;
  const channel = channelId ? await findChannel(ctx.db, channelId) : null;
  if (await ctx.db.trackingRecord.findFirst({ where: { trackingNo: input.trackingNo } })) throw exists(input.trackingNo);
  let record: TrackingRecordRow;
  try {
    record = await ctx.db.trackingRecord.create({
      data: {
        trackingNo: input.trackingNo,
        orderId: order?.id ?? null,
        channelId: channel?.id ?? null,
        carrier: input.carrier || channel?.carrier || channel?.name || '',
        country: input.country || order?.country || '',
        shippedAt: input.shippedAt ?? order?.shippedAt ?? now,
        autoTrack: input.autoTrack,
        submittedAt: now,
      } as never,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw exists(input.trackingNo);
    throw err;
  }
  return (await queryRecords(ctx.db, [record], now))[0];
}

/**
 * Orders that shipped get a tracking record each (once per tracking number) with the order's
 * channel, carrier, country and ship time, queried right away. Runs as the shipping user, whatever
 * their tracking permissions: tracking follows shipping.
 */
export async function recordsForShippedOrders(ctx: RequestContext, orderIds: number[], now = new Date()): Promise<number> {
  requireActor(ctx);
  if (!orderIds.length) return 0;
  const orders = await ctx.db.order.findMany({
    where: { id: { in: orderIds }, trackingNo: { not: '' } },
    select: { id: true, trackingNo: true, logisticsChannelId: true, country: true, shippedAt: true },
  });
  if (!orders.length) return 0;
  const channelIds = [...new Set(orders.map((o) => o.logisticsChannelId).filter((c): c is number => c != null))];
  const channels = new Map((await ctx.db.logisticsChannel.findMany({ where: { id: { in: channelIds } } })).map((c) => [c.id, c]));
  const existing = new Set(
    (await ctx.db.trackingRecord.findMany({ where: { trackingNo: { in: orders.map((o) => o.trackingNo) } }, select: { trackingNo: true } })).map(
      (r) => r.trackingNo,
    ),
  );
  const fresh = orders.filter((o) => !existing.has(o.trackingNo));
  if (!fresh.length) return 0;
  await ctx.db.trackingRecord.createMany({
    data: fresh.map((o) => {
      const channel = o.logisticsChannelId != null ? channels.get(o.logisticsChannelId) : undefined;
      return {
        orderId: o.id,
        trackingNo: o.trackingNo,
        channelId: channel?.id ?? null,
        carrier: channel?.carrier || channel?.name || '',
        country: o.country,
        shippedAt: o.shippedAt ?? now,
        submittedAt: now,
      };
    }) as never,
    skipDuplicates: true,
  });
  const created = await ctx.db.trackingRecord.findMany({ where: { trackingNo: { in: fresh.map((o) => o.trackingNo) }, queryCount: 0 } });
  await queryRecords(ctx.db, created, now);
  return created.length;
}

// ---- batch actions -------------------------------------------------------------------------------

async function findRecords(ctx: RequestContext, ids: number[], opts: { liveOnly?: boolean } = {}) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw ValidationError.field('ids', 'tracking.noneSelected');
  if (unique.length > TRACKING_BATCH_MAX) throw ValidationError.field('ids', 'tracking.tooMany', { max: TRACKING_BATCH_MAX });
  const rows = await ctx.db.trackingRecord.findMany({ where: { id: { in: unique } }, orderBy: { id: 'asc' } });
  if (rows.length !== unique.length) throw new NotFoundError('tracking.notFound');
  return opts.liveOnly ? rows.filter((r) => r.deletedAt === null) : rows;
}

/** Queries the carrier again for the records (records marked deleted are left alone). */
export async function requery(ctx: RequestContext, ids: number[], now = new Date()) {
  assertCan(ctx, 'tracking.update');
  const rows = await findRecords(ctx, ids, { liveOnly: true });
  return queryRecords(ctx.db, rows, now);
}

/** Starts the records over: back to pending with no events, then queried again. */
export async function resubmit(ctx: RequestContext, ids: number[], now = new Date()) {
  assertCan(ctx, 'tracking.update');
  const rows = await findRecords(ctx, ids, { liveOnly: true });
  if (!rows.length) return [];
  await ctx.db.trackingRecord.updateMany({
    where: { id: { in: rows.map((r) => r.id) } },
    data: {
      status: 'pending',
      events: [] as unknown as Prisma.InputJsonValue,
      lastEvent: '',
      deliveredAt: null,
      transitDays: null,
      queryCount: 0,
      lastQueriedAt: null,
      submittedAt: now,
    },
  });
  const reset = await ctx.db.trackingRecord.findMany({ where: { id: { in: rows.map((r) => r.id) } }, orderBy: { id: 'asc' } });
  return queryRecords(ctx.db, reset, now);
}

/** Marks records deleted (hidden from the lists and the report; can be undone). */
export async function markDeleted(ctx: RequestContext, ids: number[], now = new Date()) {
  assertCan(ctx, 'tracking.update');
  const rows = await findRecords(ctx, ids);
  await ctx.db.trackingRecord.updateMany({ where: { id: { in: rows.map((r) => r.id) }, deletedAt: null }, data: { deletedAt: now } });
  return ctx.db.trackingRecord.findMany({ where: { id: { in: rows.map((r) => r.id) } }, orderBy: { id: 'asc' } });
}

/** Cancels the delete mark. */
export async function restore(ctx: RequestContext, ids: number[]) {
  assertCan(ctx, 'tracking.update');
  const rows = await findRecords(ctx, ids);
  await ctx.db.trackingRecord.updateMany({ where: { id: { in: rows.map((r) => r.id) } }, data: { deletedAt: null } });
  return ctx.db.trackingRecord.findMany({ where: { id: { in: rows.map((r) => r.id) } }, orderBy: { id: 'asc' } });
}

/** Turns automatic tracking on or off. */
export async function setAutoTrack(ctx: RequestContext, ids: number[], on: boolean) {
  assertCan(ctx, 'tracking.update');
  const rows = await findRecords(ctx, ids);
  await ctx.db.trackingRecord.updateMany({ where: { id: { in: rows.map((r) => r.id) } }, data: { autoTrack: on } });
  return ctx.db.trackingRecord.findMany({ where: { id: { in: rows.map((r) => r.id) } }, orderBy: { id: 'asc' } });
}

// ---- automatic tracking --------------------------------------------------------------------------

/** Re-queries a company's auto-tracked records that are not final and were not queried lately. */
export async function autoRequery(db: Db, now = new Date(), limit = 500): Promise<number> {
  const due = new Date(now.getTime() - TRACKING_AUTO_INTERVAL_HOURS * 3_600_000);
  const rows = await db.trackingRecord.findMany({
    where: { autoTrack: true, deletedAt: null, status: { notIn: [...TRACKING_FINAL_STATUSES] }, OR: [{ lastQueriedAt: null }, { lastQueriedAt: { lt: due } }] },
    orderBy: [{ lastQueriedAt: { sort: 'asc', nulls: 'first' } }, { id: 'asc' }],
    take: limit,
  });
  await queryRecords(db, rows, now);
  return rows.length;
}

/**
 * Re-queries due records of every company every hour; started by the server at boot (not by the
 * tests, which call autoRequery with their own clock). Stops with the HTTP server.
 */
export function startTrackingScheduler(platform: Platform, http: FastifyInstance): Promise<void> {
  return startSchedule(platform, http, {
    name: 'automatic tracking',
    everyMs: 3_600_000,
    run: async () => {
      const companies = await unscopedDb(platform.database.prisma, 'automatic tracking visits every company with auto-tracked records').trackingRecord.findMany(
        {
          where: { autoTrack: true, deletedAt: null, status: { notIn: [...TRACKING_FINAL_STATUSES] } },
          distinct: ['companyId'],
          select: { companyId: true },
        },
      );
      for (const c of companies) await autoRequery(scopedDb(platform.database.prisma, c.companyId));
    },
  });
}

// ---- report --------------------------------------------------------------------------------------

export interface ReportFilter {
  from?: Date | null;
  to?: Date | null;
  channelId?: number | null;
  country?: string | null;
}

export interface ReportGroup extends TransitStats {
  key: string;
  label: string;
}
export interface TrackingReport {
  from: Date;
  to: Date;
  overall: TransitStats;
  byChannel: ReportGroup[];
  byCountry: ReportGroup[];
}

/**
 * Transit-time buckets and the 90th / 95th percentiles (nearest rank) of the delivered records
 * whose delivery falls in [from, to] (default: the last 90 days), overall, per channel (or carrier
 * when a record has no channel) and per country.
 */
export async function trackingReport(ctx: RequestContext, filter: ReportFilter = {}, now = new Date()): Promise<TrackingReport> {
  assertCan(ctx, 'logisticsTracking');
  const to = filter.to ?? now;
  const from = filter.from ?? new Date(to.getTime() - 90 * DAY);
  if (to < from) throw ValidationError.field('to', 'tracking.rangeInvalid');
  const rows = await ctx.db.trackingRecord.findMany({
    where: {
      status: 'delivered',
      deletedAt: null,
      transitDays: { not: null },
      deliveredAt: { gte: from, lte: to },
      ...(filter.channelId ? { channelId: filter.channelId } : {}),
      ...(filter.country?.trim() ? { country: filter.country.trim().toUpperCase() } : {}),
    },
    select: { transitDays: true, channelId: true, carrier: true, country: true },
  });
  const channelIds = [...new Set(rows.map((r) => r.channelId).filter((c): c is number => c != null))];
  const names = new Map(
    (await ctx.db.logisticsChannel.findMany({ where: { id: { in: channelIds } }, select: { id: true, name: true } })).map((c) => [c.id, c.name]),
  );
  const group = (keyOf: (r: (typeof rows)[number]) => [string, string]): ReportGroup[] => {
    const groups = new Map<string, { label: string; days: number[] }>();
    for (const r of rows) {
      const [key, label] = keyOf(r);
      const g = groups.get(key) ?? { label, days: [] };
      g.days.push(Number(r.transitDays));
      groups.set(key, g);
    }
    return [...groups.entries()]
      .map(([key, g]) => ({ key, label: g.label, ...transitStats(g.days) }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  };
  return {
    from,
    to,
    overall: transitStats(rows.map((r) => Number(r.transitDays))),
    byChannel: group((r) => (r.channelId != null ? [`channel:${r.channelId}`, names.get(r.channelId) ?? r.carrier] : [`carrier:${r.carrier}`, r.carrier])),
    byCountry: group((r) => [r.country, r.country]),
  };
}
