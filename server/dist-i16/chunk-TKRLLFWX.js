import {
  ORDER_OPEN_STATUSES
} from "./chunk-2F5RSO57.js";
import {
  startSchedule
} from "./chunk-D2Y53OI4.js";
import {
  BusinessError,
  NotFoundError,
  ValidationError,
  assertCan,
  can,
  isUniqueViolation,
  parseInput,
  permissionDenied,
  requireActor
} from "./chunk-BSPRULER.js";
import {
  scopedDb,
  unscopedDb
} from "./chunk-3XUCUEAO.js";

// ../schema/src/rules/logistics.ts
import { z } from "zod";
var SYSTEM_CHANNELS = [
  { code: "YUN-STD", carrier: "YunExpress", name: "YunExpress Standard", maxWeight: 2e3, trackingUrl: "https://www.yuntrack.com/track/detail?id={no}" },
  { code: "YUN-EXP", carrier: "YunExpress", name: "YunExpress Express", maxWeight: 3e4, trackingUrl: "https://www.yuntrack.com/track/detail?id={no}" },
  { code: "4PX-ECO", carrier: "4PX", name: "4PX Economy", maxWeight: 2e3, trackingUrl: "https://track.4px.com/#/result/0/{no}" },
  { code: "4PX-STD", carrier: "4PX", name: "4PX Standard", maxWeight: 3e4, trackingUrl: "https://track.4px.com/#/result/0/{no}" },
  { code: "YW-ECO", carrier: "Yanwen", name: "Yanwen Economy", maxWeight: 2e3, trackingUrl: "https://track.yanwen.com/en/result?nums={no}" },
  { code: "CN-STD", carrier: "Cainiao", name: "Cainiao Standard", maxWeight: 2e3, trackingUrl: "https://global.cainiao.com/detail.htm?mailNoList={no}" },
  { code: "CN-SAV", carrier: "Cainiao", name: "Cainiao Super Economy", maxWeight: 500, trackingUrl: "https://global.cainiao.com/detail.htm?mailNoList={no}" },
  { code: "DHLE-PKT", carrier: "DHL eCommerce", name: "DHL eCommerce Packet Plus", maxWeight: 2e3, trackingUrl: "https://webtrack.dhlecs.com/?trackingnumber={no}" },
  { code: "UPS-EXP", carrier: "UPS", name: "UPS Worldwide Express", maxWeight: 7e4, trackingUrl: "https://www.ups.com/track?tracknum={no}" },
  { code: "FDX-IP", carrier: "FedEx", name: "FedEx International Priority", maxWeight: 68e3, trackingUrl: "https://www.fedex.com/fedextrack/?trknbr={no}" }
];
function systemChannelByCode(code) {
  return SYSTEM_CHANNELS.find((c) => c.code === code);
}
var CHANNEL_NAME_MAX = 64;
var CHANNEL_MAX_WEIGHT_LIMIT = 1e6;
var maxWeight = z.number({ error: "logistics.channel.maxWeightInvalid" }).int({ error: "logistics.channel.maxWeightInvalid" }).min(0, { error: "logistics.channel.maxWeightInvalid" }).max(CHANNEL_MAX_WEIGHT_LIMIT, { error: "logistics.channel.maxWeightInvalid" });
var customChannelInput = z.object({
  name: z.string({ error: "logistics.channel.nameRequired" }).trim().min(1, { error: "logistics.channel.nameRequired" }).max(CHANNEL_NAME_MAX, { error: "logistics.channel.nameTooLong" }),
  carrier: z.string().trim().max(64, { error: "logistics.channel.carrierTooLong" }).default(""),
  code: z.string().trim().max(32, { error: "logistics.channel.codeTooLong" }).default(""),
  maxWeight: maxWeight.default(0),
  usesNumberPool: z.boolean().default(false),
  trackingUrl: z.string().trim().max(300, { error: "logistics.channel.trackingUrlTooLong" }).default(""),
  enabled: z.boolean().default(true)
});
var systemChannelSettingsInput = z.object({
  maxWeight: maxWeight.optional(),
  usesNumberPool: z.boolean().optional(),
  enabled: z.boolean().optional()
});
var NUMBER_POOL_EXTENSIONS = ["txt"];
var NUMBER_POOL_FILE_MAX_BYTES = 2 * 1024 * 1024;
var TRACKING_NUMBER_MAX = 50;
var TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9-]+$/;
function isNumberPoolFile(name, type) {
  const dot = name.lastIndexOf(".");
  const ext = dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
  if (!NUMBER_POOL_EXTENSIONS.includes(ext)) return false;
  return !type || type === "text/plain";
}
function parseNumberFile(content) {
  const seen = /* @__PURE__ */ new Set();
  const dup = /* @__PURE__ */ new Set();
  const numbers = [];
  const invalidLines = [];
  let blankLines = 0;
  content.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/).forEach((raw, i) => {
    const n = raw.trim();
    if (!n) {
      blankLines++;
      return;
    }
    if (n.length > TRACKING_NUMBER_MAX || !TRACKING_NUMBER_PATTERN.test(n)) {
      invalidLines.push(i + 1);
      return;
    }
    if (seen.has(n)) dup.add(n);
    else {
      seen.add(n);
      numbers.push(n);
    }
  });
  return { numbers, duplicates: [...dup], invalidLines, blankLines };
}
function trackingLink(template, trackingNo) {
  if (!template) return "";
  return template.includes("{no}") ? template.replaceAll("{no}", encodeURIComponent(trackingNo)) : template;
}

// ../schema/src/rules/tracking.ts
import { z as z2 } from "zod";
var TRACKING_STATUSES = ["pending", "notFound", "inTransit", "arrived", "delivered", "exception", "expired"];
var TRACKING_STATUS_TABS = ["all", ...TRACKING_STATUSES, "deleted"];
var TRACKING_FINAL_STATUSES = ["delivered", "expired"];
var TRACKING_EXPIRE_DAYS = 60;
var TRACKING_BATCH_MAX = 500;
var TRACKING_AUTO_INTERVAL_HOURS = 6;
var trackingRecordInput = z2.object({
  trackingNo: z2.string({ error: "tracking.numberRequired" }).trim().min(1, { error: "tracking.numberRequired", abort: true }).max(TRACKING_NUMBER_MAX, { error: "tracking.numberInvalid", abort: true }).regex(TRACKING_NUMBER_PATTERN, { error: "tracking.numberInvalid" }),
  channelId: z2.number().int().positive().optional(),
  carrier: z2.string().trim().max(64, { error: "logistics.channel.carrierTooLong" }).optional(),
  country: z2.string().trim().toUpperCase().max(2, { error: "validation.tooLong" }).optional(),
  shippedAt: z2.coerce.date().optional(),
  autoTrack: z2.boolean().default(true)
});
var TRANSIT_BUCKETS = [
  { key: "d0_1", max: 1 },
  { key: "d1_3", max: 3 },
  { key: "d3_7", max: 7 },
  { key: "d7_10", max: 10 },
  { key: "d10_15", max: 15 },
  { key: "d15_30", max: 30 },
  { key: "d30_", max: Number.POSITIVE_INFINITY }
];
function transitBucket(days) {
  for (const b of TRANSIT_BUCKETS) if (days <= b.max) return b.key;
  return "d30_";
}
function transitBuckets(days) {
  const counts = new Map(TRANSIT_BUCKETS.map((b) => [b.key, 0]));
  for (const d of days) {
    const k = transitBucket(d);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return TRANSIT_BUCKETS.map((b) => ({ key: b.key, count: counts.get(b.key) ?? 0 }));
}
function percentileNearestRank(values, p) {
  if (values.length === 0) return null;
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile ${p} out of (0, 100]`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil(p / 100 * sorted.length);
  return sorted[Math.min(Math.max(rank, 1), sorted.length) - 1];
}
function transitDaysBetween(shippedAt, deliveredAt) {
  return Math.round((deliveredAt.getTime() - shippedAt.getTime()) / 864e5 * 100) / 100;
}
function transitStats(days) {
  const average = days.length ? Math.round(days.reduce((s, d) => s + d, 0) / days.length * 100) / 100 : null;
  return { count: days.length, buckets: transitBuckets(days), p90: percentileNearestRank(days, 90), p95: percentileNearestRank(days, 95), average };
}

// src/modules/logistics/channels.service.ts
import { z as z3 } from "zod";
var CHANNEL_PICKER_PAGES = [
  "orders",
  "createOrder",
  "abnormalOrders",
  "preShippings",
  "logisticsRules",
  "outboundScan",
  "scanToShip",
  "logisticsTracking",
  "systemLogistics",
  "customLogistics",
  "segmentManagement"
];
async function channelOptions(ctx) {
  const actor = requireActor(ctx);
  if (!CHANNEL_PICKER_PAGES.some((p) => can(actor, p))) throw permissionDenied("orders");
  return ctx.db.logisticsChannel.findMany({
    select: { id: true, name: true, type: true, carrier: true, maxWeight: true, enabled: true, usesNumberPool: true },
    orderBy: [{ enabled: "desc" }, { type: "asc" }, { name: "asc" }, { id: "asc" }]
  });
}
async function findChannel(db, id) {
  const channel = await db.logisticsChannel.findFirst({ where: { id } });
  if (!channel) throw new NotFoundError("logistics.channel.notFound");
  return channel;
}
function customChannelWhere(ctx, filter = {}) {
  assertCan(ctx, "customLogistics");
  const kw = filter.keyword?.trim();
  return {
    type: "custom",
    ...filter.enabled != null ? { enabled: filter.enabled } : {},
    ...kw ? { OR: [{ name: { contains: kw, mode: "insensitive" } }, { carrier: { contains: kw, mode: "insensitive" } }, { code: { contains: kw, mode: "insensitive" } }] } : {}
  };
}
async function systemCatalogue(ctx) {
  assertCan(ctx, "systemLogistics");
  const own = await ctx.db.logisticsChannel.findMany({ where: { type: "system" } });
  const byCode = new Map(own.map((c) => [c.code, c]));
  return SYSTEM_CHANNELS.map((d) => {
    const c = byCode.get(d.code);
    return {
      code: d.code,
      carrier: d.carrier,
      name: d.name,
      trackingUrl: d.trackingUrl,
      maxWeight: c?.maxWeight ?? d.maxWeight,
      usesNumberPool: c?.usesNumberPool ?? false,
      channelId: c?.id ?? null,
      enabled: c?.enabled ?? false
    };
  });
}
async function enableSystemChannel(ctx, code) {
  assertCan(ctx, "logisticsChannel.update");
  const def = systemChannelByCode(code);
  if (!def) throw new NotFoundError("logistics.channel.notFound");
  const existing = await ctx.db.logisticsChannel.findFirst({ where: { type: "system", code } });
  if (existing) return ctx.db.logisticsChannel.update({ where: { id: existing.id }, data: { enabled: true } });
  if (await ctx.db.logisticsChannel.findFirst({ where: { name: def.name } })) throw ValidationError.field("name", "logistics.channel.nameExists", { name: def.name });
  try {
    return await ctx.db.logisticsChannel.create({
      data: { type: "system", code: def.code, carrier: def.carrier, name: def.name, maxWeight: def.maxWeight, trackingUrl: def.trackingUrl, enabled: true }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw ValidationError.field("name", "logistics.channel.nameExists", { name: def.name });
    throw err;
  }
}
var updateSystemInput = systemChannelSettingsInput.extend({ id: z3.number().int().positive() });
async function updateSystemChannel(ctx, raw) {
  assertCan(ctx, "logisticsChannel.update");
  const { id, ...input } = parseInput(updateSystemInput, raw);
  const channel = await findChannel(ctx.db, id);
  if (channel.type !== "system") throw new NotFoundError("logistics.channel.notFound");
  return ctx.db.logisticsChannel.update({ where: { id }, data: input });
}
var nameExists = (name) => ValidationError.field("name", "logistics.channel.nameExists", { name });
async function createCustomChannel(ctx, raw) {
  assertCan(ctx, "logisticsChannel.update");
  const input = parseInput(customChannelInput, raw);
  if (await ctx.db.logisticsChannel.findFirst({ where: { name: input.name } })) throw nameExists(input.name);
  try {
    return await ctx.db.logisticsChannel.create({ data: { ...input, type: "custom" } });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameExists(input.name);
    throw err;
  }
}
var updateCustomInput = customChannelInput.partial().extend({ id: z3.number().int().positive() });
async function updateCustomChannel(ctx, raw) {
  assertCan(ctx, "logisticsChannel.update");
  const sent = new Set(Object.keys(raw ?? {}));
  const { id, ...parsed } = parseInput(updateCustomInput, raw);
  const input = Object.fromEntries(Object.entries(parsed).filter(([k]) => sent.has(k)));
  const channel = await findChannel(ctx.db, id);
  if (channel.type !== "custom") throw new NotFoundError("logistics.channel.notFound");
  const name = input.name;
  if (name && name !== channel.name && await ctx.db.logisticsChannel.findFirst({ where: { name, id: { not: id } } })) throw nameExists(name);
  try {
    return await ctx.db.logisticsChannel.update({ where: { id }, data: input });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameExists(name ?? channel.name);
    throw err;
  }
}
async function setChannelEnabled(ctx, id, enabled) {
  assertCan(ctx, "logisticsChannel.update");
  await findChannel(ctx.db, id);
  return ctx.db.logisticsChannel.update({ where: { id }, data: { enabled } });
}
async function deleteChannel(ctx, id) {
  assertCan(ctx, "logisticsChannel.update");
  const channel = await findChannel(ctx.db, id);
  return ctx.db.$transaction(async (tx) => {
    const rules = await tx.logisticsRule.count({ where: { logisticsChannelId: id } });
    if (rules > 0) throw new BusinessError("logistics.channel.usedByRule", { name: channel.name, count: rules });
    const orders = await tx.order.count({ where: { logisticsChannelId: id, status: { in: [...ORDER_OPEN_STATUSES] } } });
    if (orders > 0) throw new BusinessError("logistics.channel.usedByOrder", { name: channel.name, count: orders });
    await tx.trackingNumber.deleteMany({ where: { channelId: id } });
    await tx.logisticsChannel.delete({ where: { id } });
    return channel;
  });
}

// src/modules/tracking/tracker.ts
import { createHash } from "crypto";
var DAY = 864e5;
function trackingHash(trackingNo) {
  return createHash("sha256").update(trackingNo).digest().readUInt32BE(0);
}
var ORIGINS = ["Shenzhen, CN", "Guangzhou, CN", "Yiwu, CN", "Shanghai, CN"];
var HUBS = ["Hong Kong, HK", "Leipzig, DE", "Li\xE8ge, BE", "Los Angeles, US", "Amsterdam, NL"];
function sandboxPlan(trackingNo) {
  const h = trackingHash(trackingNo);
  const k = h % 20;
  const kind = k === 0 ? "notFound" : k === 1 ? "exception" : "normal";
  const transitDays = 2 + (h >>> 8) % 38 + (h >>> 20) % 100 / 100;
  return { kind, transitDays: Math.min(transitDays, 40), origin: ORIGINS[(h >>> 3) % ORIGINS.length], hub: HUBS[(h >>> 5) % HUBS.length] };
}
var sandboxTracker = {
  async track({ trackingNo, shippedAt, now }) {
    const plan = sandboxPlan(trackingNo);
    if (plan.kind === "notFound") return { status: "notFound", events: [], deliveredAt: null };
    const at = (days) => new Date(shippedAt.getTime() + days * DAY);
    const D = plan.transitDays;
    const steps = [
      { day: 0.1, code: "accepted", location: plan.origin },
      { day: Math.min(1, D * 0.2), code: "departed", location: plan.origin },
      { day: D * 0.4, code: "inTransit", location: plan.hub },
      { day: D * 0.8, code: "arrived", location: plan.hub }
    ];
    if (plan.kind === "exception") steps.push({ day: D * 0.9, code: "exception", location: plan.hub });
    else steps.push({ day: D - 0.3, code: "outForDelivery", location: plan.hub }, { day: D, code: "delivered", location: plan.hub });
    const events = steps.filter((s) => at(s.day) <= now).map((s) => ({ at: at(s.day).toISOString(), code: s.code, location: s.location }));
    const last = events[events.length - 1];
    if (!last) return { status: "notFound", events: [], deliveredAt: null };
    if (last.code === "delivered") return { status: "delivered", events, deliveredAt: new Date(last.at) };
    if (last.code === "exception") return { status: "exception", events, deliveredAt: null };
    if ((now.getTime() - shippedAt.getTime()) / DAY > TRACKING_EXPIRE_DAYS) return { status: "expired", events, deliveredAt: null };
    if (last.code === "arrived" || last.code === "outForDelivery") return { status: "arrived", events, deliveredAt: null };
    return { status: "inTransit", events, deliveredAt: null };
  }
};
var current = sandboxTracker;
function carrierTracker() {
  return current;
}

// src/modules/tracking/tracking.service.ts
var DAY2 = 864e5;
function trackingWhere(ctx, filter = {}) {
  assertCan(ctx, "logisticsTracking");
  const kw = filter.keyword?.trim();
  return {
    deletedAt: filter.deleted ? { not: null } : null,
    ...filter.status ? { status: filter.status } : {},
    ...filter.channelId ? { channelId: filter.channelId } : {},
    ...filter.country?.trim() ? { country: filter.country.trim().toUpperCase() } : {},
    ...filter.autoTrack != null ? { autoTrack: filter.autoTrack } : {},
    ...kw ? { OR: [{ trackingNo: { contains: kw, mode: "insensitive" } }, { carrier: { contains: kw, mode: "insensitive" } }] } : {}
  };
}
async function statusCounts(ctx, filter = {}) {
  const where = trackingWhere(ctx, { ...filter, status: null, deleted: false });
  const rows = await ctx.db.trackingRecord.groupBy({ by: ["status"], where, _count: { _all: true } });
  const by = new Map(rows.map((r) => [r.status, r._count._all]));
  const deleted = await ctx.db.trackingRecord.count({ where: trackingWhere(ctx, { ...filter, status: null, deleted: true }) });
  const all = rows.reduce((s, r) => s + r._count._all, 0);
  return [{ status: "all", count: all }, ...TRACKING_STATUSES.map((s) => ({ status: s, count: by.get(s) ?? 0 })), { status: "deleted", count: deleted }];
}
async function queryRecords(db, records, now = /* @__PURE__ */ new Date()) {
  const tracker = carrierTracker();
  const out = [];
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
          events: result.events,
          lastEvent: last ? last.code : result.status === "notFound" ? "notFound" : "",
          deliveredAt: result.deliveredAt,
          transitDays: transitDays == null ? null : transitDays.toFixed(2),
          queryCount: { increment: 1 },
          lastQueriedAt: now
        }
      })
    );
  }
  return out;
}
var exists = (trackingNo) => ValidationError.field("trackingNo", "tracking.exists", { trackingNo });
async function addRecord(ctx, raw, now = /* @__PURE__ */ new Date()) {
  assertCan(ctx, "tracking.update");
  const input = parseInput(trackingRecordInput, raw);
  const channel = input.channelId ? await findChannel(ctx.db, input.channelId) : null;
  if (await ctx.db.trackingRecord.findFirst({ where: { trackingNo: input.trackingNo } })) throw exists(input.trackingNo);
  let record;
  try {
    record = await ctx.db.trackingRecord.create({
      data: {
        trackingNo: input.trackingNo,
        channelId: channel?.id ?? null,
        carrier: input.carrier || channel?.carrier || channel?.name || "",
        country: input.country ?? "",
        shippedAt: input.shippedAt ?? now,
        autoTrack: input.autoTrack,
        submittedAt: now
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw exists(input.trackingNo);
    throw err;
  }
  return (await queryRecords(ctx.db, [record], now))[0];
}
async function recordsForShippedOrders(ctx, orderIds, now = /* @__PURE__ */ new Date()) {
  requireActor(ctx);
  if (!orderIds.length) return 0;
  const orders = await ctx.db.order.findMany({
    where: { id: { in: orderIds }, trackingNo: { not: "" } },
    select: { id: true, trackingNo: true, logisticsChannelId: true, country: true, shippedAt: true }
  });
  if (!orders.length) return 0;
  const channelIds = [...new Set(orders.map((o) => o.logisticsChannelId).filter((c) => c != null))];
  const channels = new Map((await ctx.db.logisticsChannel.findMany({ where: { id: { in: channelIds } } })).map((c) => [c.id, c]));
  const existing = new Set(
    (await ctx.db.trackingRecord.findMany({ where: { trackingNo: { in: orders.map((o) => o.trackingNo) } }, select: { trackingNo: true } })).map((r) => r.trackingNo)
  );
  const fresh = orders.filter((o) => !existing.has(o.trackingNo));
  if (!fresh.length) return 0;
  await ctx.db.trackingRecord.createMany({
    data: fresh.map((o) => {
      const channel = o.logisticsChannelId != null ? channels.get(o.logisticsChannelId) : void 0;
      return { orderId: o.id, trackingNo: o.trackingNo, channelId: channel?.id ?? null, carrier: channel?.carrier || channel?.name || "", country: o.country, shippedAt: o.shippedAt ?? now, submittedAt: now };
    }),
    skipDuplicates: true
  });
  const created = await ctx.db.trackingRecord.findMany({ where: { trackingNo: { in: fresh.map((o) => o.trackingNo) }, queryCount: 0 } });
  await queryRecords(ctx.db, created, now);
  return created.length;
}
async function findRecords(ctx, ids, opts = {}) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw ValidationError.field("ids", "tracking.noneSelected");
  if (unique.length > TRACKING_BATCH_MAX) throw ValidationError.field("ids", "tracking.tooMany", { max: TRACKING_BATCH_MAX });
  const rows = await ctx.db.trackingRecord.findMany({ where: { id: { in: unique } }, orderBy: { id: "asc" } });
  if (rows.length !== unique.length) throw new NotFoundError("tracking.notFound");
  return opts.liveOnly ? rows.filter((r) => r.deletedAt === null) : rows;
}
async function requery(ctx, ids, now = /* @__PURE__ */ new Date()) {
  assertCan(ctx, "tracking.update");
  const rows = await findRecords(ctx, ids, { liveOnly: true });
  return queryRecords(ctx.db, rows, now);
}
async function resubmit(ctx, ids, now = /* @__PURE__ */ new Date()) {
  assertCan(ctx, "tracking.update");
  const rows = await findRecords(ctx, ids, { liveOnly: true });
  if (!rows.length) return [];
  await ctx.db.trackingRecord.updateMany({
    where: { id: { in: rows.map((r) => r.id) } },
    data: { status: "pending", events: [], lastEvent: "", deliveredAt: null, transitDays: null, queryCount: 0, lastQueriedAt: null, submittedAt: now }
  });
  const reset = await ctx.db.trackingRecord.findMany({ where: { id: { in: rows.map((r) => r.id) } }, orderBy: { id: "asc" } });
  return queryRecords(ctx.db, reset, now);
}
async function markDeleted(ctx, ids, now = /* @__PURE__ */ new Date()) {
  assertCan(ctx, "tracking.update");
  const rows = await findRecords(ctx, ids);
  await ctx.db.trackingRecord.updateMany({ where: { id: { in: rows.map((r) => r.id) }, deletedAt: null }, data: { deletedAt: now } });
  return ctx.db.trackingRecord.findMany({ where: { id: { in: rows.map((r) => r.id) } }, orderBy: { id: "asc" } });
}
async function restore(ctx, ids) {
  assertCan(ctx, "tracking.update");
  const rows = await findRecords(ctx, ids);
  await ctx.db.trackingRecord.updateMany({ where: { id: { in: rows.map((r) => r.id) } }, data: { deletedAt: null } });
  return ctx.db.trackingRecord.findMany({ where: { id: { in: rows.map((r) => r.id) } }, orderBy: { id: "asc" } });
}
async function setAutoTrack(ctx, ids, on) {
  assertCan(ctx, "tracking.update");
  const rows = await findRecords(ctx, ids);
  await ctx.db.trackingRecord.updateMany({ where: { id: { in: rows.map((r) => r.id) } }, data: { autoTrack: on } });
  return ctx.db.trackingRecord.findMany({ where: { id: { in: rows.map((r) => r.id) } }, orderBy: { id: "asc" } });
}
async function autoRequery(db, now = /* @__PURE__ */ new Date(), limit = 500) {
  const due = new Date(now.getTime() - TRACKING_AUTO_INTERVAL_HOURS * 36e5);
  const rows = await db.trackingRecord.findMany({
    where: { autoTrack: true, deletedAt: null, status: { notIn: [...TRACKING_FINAL_STATUSES] }, OR: [{ lastQueriedAt: null }, { lastQueriedAt: { lt: due } }] },
    orderBy: [{ lastQueriedAt: { sort: "asc", nulls: "first" } }, { id: "asc" }],
    take: limit
  });
  await queryRecords(db, rows, now);
  return rows.length;
}
function startTrackingScheduler(platform, http) {
  return startSchedule(platform, http, {
    name: "automatic tracking",
    everyMs: 36e5,
    run: async () => {
      const companies = await unscopedDb(platform.database.prisma, "automatic tracking visits every company with auto-tracked records").trackingRecord.findMany({
        where: { autoTrack: true, deletedAt: null, status: { notIn: [...TRACKING_FINAL_STATUSES] } },
        distinct: ["companyId"],
        select: { companyId: true }
      });
      for (const c of companies) await autoRequery(scopedDb(platform.database.prisma, c.companyId));
    }
  });
}
async function trackingReport(ctx, filter = {}, now = /* @__PURE__ */ new Date()) {
  assertCan(ctx, "logisticsTracking");
  const to = filter.to ?? now;
  const from = filter.from ?? new Date(to.getTime() - 90 * DAY2);
  if (to < from) throw ValidationError.field("to", "tracking.rangeInvalid");
  const rows = await ctx.db.trackingRecord.findMany({
    where: {
      status: "delivered",
      deletedAt: null,
      transitDays: { not: null },
      deliveredAt: { gte: from, lte: to },
      ...filter.channelId ? { channelId: filter.channelId } : {},
      ...filter.country?.trim() ? { country: filter.country.trim().toUpperCase() } : {}
    },
    select: { transitDays: true, channelId: true, carrier: true, country: true }
  });
  const channelIds = [...new Set(rows.map((r) => r.channelId).filter((c) => c != null))];
  const names = new Map((await ctx.db.logisticsChannel.findMany({ where: { id: { in: channelIds } }, select: { id: true, name: true } })).map((c) => [c.id, c.name]));
  const group = (keyOf) => {
    const groups = /* @__PURE__ */ new Map();
    for (const r of rows) {
      const [key, label] = keyOf(r);
      const g = groups.get(key) ?? { label, days: [] };
      g.days.push(Number(r.transitDays));
      groups.set(key, g);
    }
    return [...groups.entries()].map(([key, g]) => ({ key, label: g.label, ...transitStats(g.days) })).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  };
  return {
    from,
    to,
    overall: transitStats(rows.map((r) => Number(r.transitDays))),
    byChannel: group((r) => r.channelId != null ? [`channel:${r.channelId}`, names.get(r.channelId) ?? r.carrier] : [`carrier:${r.carrier}`, r.carrier]),
    byCountry: group((r) => [r.country, r.country])
  };
}

export {
  NUMBER_POOL_FILE_MAX_BYTES,
  isNumberPoolFile,
  parseNumberFile,
  trackingLink,
  TRACKING_STATUSES,
  TRACKING_STATUS_TABS,
  channelOptions,
  findChannel,
  customChannelWhere,
  systemCatalogue,
  enableSystemChannel,
  updateSystemChannel,
  createCustomChannel,
  updateCustomChannel,
  setChannelEnabled,
  deleteChannel,
  trackingWhere,
  statusCounts,
  queryRecords,
  addRecord,
  recordsForShippedOrders,
  requery,
  resubmit,
  markDeleted,
  restore,
  setAutoTrack,
  autoRequery,
  startTrackingScheduler,
  trackingReport
};
//# sourceMappingURL=chunk-TKRLLFWX.js.map