import {
  processNewOrders
} from "./chunk-T5PYVQZA.js";
import {
  markPickupTimeouts,
  outboundWhere
} from "./chunk-TKMA4EBN.js";
import {
  addHistory,
  assertOrderCan,
  findChannel,
  findOrder,
  findShop,
  findVisibleOrder,
  illegalOrderTransition,
  moveOrder,
  releaseOrderStock,
  runBatch,
  visibleOrdersWhere
} from "./chunk-D5XDSTMQ.js";
import {
  findWarehouse,
  loadUserName,
  newBillNo
} from "./chunk-UJV7PTJ6.js";
import {
  isMessageId,
  translate
} from "./chunk-BCYJEP5R.js";
import {
  ABNORMAL_REASONS,
  COLLECT_STATUS,
  ORDER_OPEN_STATUSES,
  ORDER_OTHER_RULES,
  ORDER_STATUSES,
  SHIPMENT_DUE_HOURS,
  SHIPMENT_DUE_STATUSES,
  UNMATCHED_ALERT_HOURS,
  authorizeShopInput,
  cancelOrdersInput,
  createOrderInput,
  holdOrdersInput,
  loginInput,
  newPassword,
  orderTotals,
  reauthorizeShopInput,
  updateOrderInput,
  updateShopInput,
  username
} from "./chunk-2F5RSO57.js";
import {
  startSchedule
} from "./chunk-D2Y53OI4.js";
import {
  AuthError,
  BusinessError,
  MARKETPLACE_LABELS,
  NotFoundError,
  PermissionError,
  PlanLimitError,
  RateLimitError,
  ValidationError,
  allowedShopsWhere,
  assertCan,
  can,
  isUniqueViolation,
  marketplaceLabel,
  parseInput,
  requireActor
} from "./chunk-BSPRULER.js";
import {
  PLAN_LIMITS,
  PLATFORM_TYPES,
  SHOP_STATUS,
  platformName,
  prismaNamespace_exports,
  unscopedDb
} from "./chunk-3XUCUEAO.js";

// ../schema/src/rules/reports.ts
import { z } from "zod";
var SALES_VALID_STATUSES = ["processing", "outOfStock", "awaitingShipment", "shipped", "completed", "abnormal"];
var SALES_REFUNDED_STATUSES = ["refunded"];
var UNSHIPPED_STATUSES = ["processing", "outOfStock", "awaitingShipment", "abnormal"];
var SALES_TIME_TYPES = ["day", "week", "month"];
var SALES_NUMBER_TYPES = ["price", "quantity"];
var SALES_REPORT_DEFAULTS = { timeType: "day", numberType: "price", platformType: "" };
var SALES_BUCKETS = { day: 30, week: 12, month: 12 };
var DASHBOARD_CURRENCY = "CNY";
var TOP_SHOPS = 10;
var DAY_MS = 864e5;
function bucketStart(at, timeType) {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  if (timeType === "week") return new Date(d.getTime() - (d.getUTCDay() + 6) % 7 * DAY_MS);
  if (timeType === "month") return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  return d;
}
function bucketLabel(start, timeType) {
  const iso = start.toISOString();
  return timeType === "month" ? iso.slice(0, 7) : iso.slice(0, 10);
}
function salesBuckets(timeType, now) {
  const n = SALES_BUCKETS[timeType];
  const last = bucketStart(now, timeType);
  const out = [];
  for (let i = n - 1; i >= 0; i--) {
    let start;
    if (timeType === "month") start = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() - i, 1));
    else start = new Date(last.getTime() - i * (timeType === "week" ? 7 : 1) * DAY_MS);
    out.push({ start, label: bucketLabel(start, timeType) });
  }
  return out;
}
var DEFAULT_EXCHANGE_RATES = {
  CNY: 1,
  USD: 7.1,
  EUR: 7.7,
  GBP: 9,
  JPY: 0.047,
  HKD: 0.91,
  AUD: 4.6,
  CAD: 5.1,
  CHF: 8,
  PLN: 1.8,
  CZK: 0.31,
  HUF: 0.02,
  RON: 1.55,
  SEK: 0.67,
  DKK: 1.03,
  NOK: 0.65,
  RUB: 0.088,
  TRY: 0.17,
  MXN: 0.39,
  BRL: 1.3,
  CLP: 75e-4,
  COP: 18e-4,
  SGD: 5.4,
  MYR: 1.6,
  THB: 0.2,
  PHP: 0.12,
  IDR: 44e-5,
  VND: 28e-5,
  TWD: 0.22,
  KRW: 49e-4,
  INR: 0.081,
  AED: 1.93,
  SAR: 1.89,
  NZD: 4.1,
  ZAR: 0.4
};
function effectiveRates(stored) {
  const out = { ...DEFAULT_EXCHANGE_RATES };
  for (const r of stored) out[r.currency.toUpperCase()] = Number(r.rate);
  return out;
}
function convertAmount(amount, from, to, rates) {
  if (from === to) return Math.round(amount * 100) / 100;
  const a = rates[from];
  const b = rates[to];
  if (!a || !b) return null;
  return Math.round(amount * a / b * 100) / 100;
}
function refundRate(refundedProducts, validProducts) {
  const all = refundedProducts + validProducts;
  return all > 0 ? refundedProducts / all : 0;
}
function platformFee(sales, freight, rate, mode = "multiply") {
  const base = sales + freight;
  const fee = mode === "inclusive" ? base / (1 + rate) * rate : base * rate;
  return Math.round(fee * 100) / 100;
}
function percentShares(values) {
  const total = values.reduce((s, v) => s + v, 0);
  if (total <= 0) return values.map(() => 0);
  const raw = values.map((v) => v / total * 1e4);
  const floors = raw.map(Math.floor);
  let left = 1e4 - floors.reduce((s, v) => s + v, 0);
  const order = raw.map((v, i) => ({ i, r: v - Math.floor(v) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = floors[i] + 1;
    left -= 1;
  }
  return floors.map((v) => v / 100);
}
function unmatchedCutoff(requestTime, hours) {
  return Math.floor(requestTime.getTime() / 1e3) - hours * 3600;
}
var DASHBOARD_FIGURE_PAGE = {
  shopTotal: "shops",
  shopAuthFailed: "shops",
  outOfStock: "orders",
  processing: "orders",
  expireDelivery: "orders",
  overseaCancel: "orders",
  unmatchedOver12Hours: "orders",
  unmatchedOver24Hours: "orders",
  collectTimeout: "outboundScan",
  collectException: "outboundScan",
  tradebyteRefund: "tradebyteRefund"
};
var SALES_REPORT_MAX_DAYS = 366;
var SALES_GRANULARITIES = ["day", "week", "month"];
var ORDER_ANALYSIS_DIMENSIONS = ["platform", "country", "status", "shop"];
var CURRENCY = /^[A-Z]{3}$/;
var dateText = z.string({ error: "validation.required" }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: "report.dateInvalid" });
var salesReportFilterInput = z.object({
  from: dateText,
  to: dateText,
  platformType: z.number().int().positive().nullish(),
  shopId: z.number().int().positive().nullish(),
  currency: z.string().trim().toUpperCase().regex(CURRENCY, { error: "report.currencyInvalid" }).default(DASHBOARD_CURRENCY),
  granularity: z.enum(SALES_GRANULARITIES, { error: "report.granularityInvalid" }).default("day"),
  dimension: z.enum(ORDER_ANALYSIS_DIMENSIONS, { error: "report.dimensionInvalid" }).default("platform")
}).superRefine((f, ctx) => {
  const day = (text4) => {
    const ms = Date.parse(`${text4}T00:00:00Z`);
    return /^\d{4}-\d{2}-\d{2}$/.test(text4) && !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === text4 ? ms : null;
  };
  const from = day(f.from);
  const to = day(f.to);
  if (from === null && /^\d{4}-\d{2}-\d{2}$/.test(f.from)) ctx.addIssue({ code: "custom", path: ["from"], message: "report.dateInvalid" });
  if (to === null && /^\d{4}-\d{2}-\d{2}$/.test(f.to)) ctx.addIssue({ code: "custom", path: ["to"], message: "report.dateInvalid" });
  if (from === null || to === null) return;
  if (to < from) ctx.addIssue({ code: "custom", path: ["to"], message: "report.toBeforeFrom" });
  else if ((to - from) / DAY_MS + 1 > SALES_REPORT_MAX_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: "report.periodTooLong" });
});
function reportRange(f) {
  return { start: /* @__PURE__ */ new Date(`${f.from}T00:00:00Z`), end: new Date(Date.parse(`${f.to}T00:00:00Z`) + DAY_MS) };
}
function periodBuckets(f, granularity) {
  const { start, end } = reportRange(f);
  const out = [];
  let cur = bucketStart(start, granularity);
  while (cur < end) {
    out.push({ start: cur, label: bucketLabel(cur, granularity) });
    cur = granularity === "month" ? new Date(Date.UTC(cur.getUTCFullYear(), cur.getUTCMonth() + 1, 1)) : new Date(cur.getTime() + (granularity === "week" ? 7 : 1) * DAY_MS);
  }
  return out;
}
var EXCHANGE_RATE_MAX = 1e6;
var exchangeRateInput = z.object({
  currency: z.string({ error: "validation.required" }).trim().toUpperCase().regex(CURRENCY, { error: "exchangeRate.currencyInvalid" }),
  rate: z.number({ error: "exchangeRate.rateInvalid" }).positive({ error: "exchangeRate.rateInvalid" }).max(EXCHANGE_RATE_MAX, { error: "exchangeRate.rateInvalid" }).refine((v) => Math.abs(Number(v.toFixed(6)) - v) < 1e-12, { error: "exchangeRate.rateDecimals" })
}).refine((v) => v.currency !== DASHBOARD_CURRENCY || v.rate === 1, { path: ["rate"], error: "exchangeRate.baseFixed" });
var TRADEBYTE_REFUND_STATUS = { pending: 1, refunded: 2, refused: 3 };
var TRADEBYTE_REFUND_STATUSES = [1, 2, 3];
var TRADEBYTE_REFUND_ACTIONS = ["refund", "refuse"];
var TRADEBYTE_REFUND_BATCH_MAX = 100;
var tradebyteRefundHandleInput = z.object({
  ids: z.array(z.number().int().positive()).min(1, { error: "tradebyteRefund.tickAtLeastOne" }).max(TRADEBYTE_REFUND_BATCH_MAX, { error: "tradebyteRefund.batchTooMany" }),
  action: z.enum(TRADEBYTE_REFUND_ACTIONS, { error: "tradebyteRefund.actionInvalid" }),
  remark: z.string().trim().max(200, { error: "validation.tooLong" }).default("")
}).refine((v) => v.action !== "refuse" || v.remark.length > 0, { path: ["remark"], error: "tradebyteRefund.remarkRequired" });

// src/modules/exchange-rates/exchange-rates.service.ts
async function loadExchangeRates(ctx) {
  const rows = await ctx.db.exchangeRate.findMany({ select: { currency: true, rate: true } });
  return effectiveRates(rows.map((r) => ({ currency: r.currency, rate: r.rate.toString() })));
}
var decimal = (v) => String(Number(v.toString()));
var defaultOf = (currency) => currency in DEFAULT_EXCHANGE_RATES ? decimal(DEFAULT_EXCHANGE_RATES[currency]) : null;
async function customRow(ctx, r) {
  return {
    id: r.id,
    currency: r.currency,
    rate: decimal(r.rate),
    defaultRate: defaultOf(r.currency),
    source: "custom",
    updatedAt: r.updatedAt,
    updatedBy: r.updatedBy ? await loadUserName(ctx, r.updatedBy) : ""
  };
}
function defaultRow(currency) {
  const rate = defaultOf(currency);
  return { id: null, currency, rate, defaultRate: rate, source: "default", updatedAt: null, updatedBy: "" };
}
async function listExchangeRates(ctx) {
  assertCan(ctx, "exchangeRates");
  const stored = await ctx.db.exchangeRate.findMany({ orderBy: { currency: "asc" } });
  const byCurrency = new Map(stored.map((r) => [r.currency, r]));
  const currencies = [.../* @__PURE__ */ new Set([...Object.keys(DEFAULT_EXCHANGE_RATES), ...byCurrency.keys()])].sort();
  return Promise.all(currencies.map((c) => {
    const own = byCurrency.get(c);
    return own && c !== DASHBOARD_CURRENCY ? customRow(ctx, own) : defaultRow(c);
  }));
}
async function setExchangeRate(ctx, raw) {
  const actor = assertCan(ctx, "exchangeRate.update");
  const input = parseInput(exchangeRateInput, raw);
  if (input.currency === DASHBOARD_CURRENCY) return defaultRow(DASHBOARD_CURRENCY);
  const rate = input.rate.toFixed(6);
  const where = { companyId_currency: { companyId: actor.companyId, currency: input.currency } };
  const write = () => ctx.db.exchangeRate.upsert({
    where,
    create: { companyId: actor.companyId, currency: input.currency, rate, updatedBy: actor.userId },
    update: { rate, updatedBy: actor.userId }
  });
  let row;
  try {
    row = await write();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    row = await write();
  }
  return customRow(ctx, row);
}
async function resetExchangeRate(ctx, id) {
  assertCan(ctx, "exchangeRate.update");
  const row = await ctx.db.exchangeRate.findFirst({ where: { id }, select: { id: true, currency: true } });
  if (!row) throw new NotFoundError("exchangeRate.notFound", { id });
  const { count } = await ctx.db.exchangeRate.deleteMany({ where: { id } });
  if (count !== 1) throw new NotFoundError("exchangeRate.notFound", { id });
  return row.currency;
}

// src/modules/messages/bulletins.service.ts
import { z as z3 } from "zod";

// src/modules/operator/operator.service.ts
import { createHash, createHmac, randomUUID as randomUUID2 } from "crypto";
import { decodeJwt as decodeJwt2, errors as errors2, jwtVerify as jwtVerify2, SignJWT as SignJWT2 } from "jose";
import { z as z2 } from "zod";

// src/platform/passwords.ts
import { hash, verify } from "@node-rs/argon2";
var ARGON2ID = 2;
var OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };
function hashPassword(password) {
  return hash(password, OPTIONS);
}
async function verifyPassword(passwordHash, password) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
var dummyHash;
function timingDummyHash() {
  return dummyHash ??= hashPassword("timing-equaliser-not-a-password");
}

// src/platform/tokens.ts
import { errors, jwtVerify, SignJWT, decodeJwt } from "jose";
import { randomBytes, randomUUID } from "crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "fs";
import path from "path";
var TokenService = class {
  constructor(secret, ttlSeconds) {
    this.ttlSeconds = ttlSeconds;
    this.key = new TextEncoder().encode(secret);
  }
  ttlSeconds;
  key;
  async sign(claims, now = Date.now()) {
    const iat = Math.floor(now / 1e3);
    return new SignJWT({ cid: claims.cid, sid: claims.sid }).setProtectedHeader({ alg: "HS256" }).setSubject(claims.sub).setJti(randomUUID()).setIssuedAt(iat).setExpirationTime(iat + this.ttlSeconds).sign(this.key);
  }
  /**
   * Checks signature and expiry. With allowExpired (the refresh call), a correctly signed but
   * expired token is accepted; the session row then decides.
   */
  async verify(token, opts = {}) {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ["HS256"] });
      return { ok: true, claims: toClaims(payload) };
    } catch (err) {
      if (err instanceof errors.JWTExpired) {
        if (!opts.allowExpired) return { ok: false, reason: "expired" };
        return { ok: true, claims: toClaims(decodeJwt(token)) };
      }
      return { ok: false, reason: "invalid" };
    }
  }
};
function toClaims(payload) {
  return { sub: String(payload.sub), cid: Number(payload.cid), sid: String(payload.sid) };
}
function resolveSecret(dataDir, configured) {
  if (configured) return configured;
  const file = path.join(dataDir, "secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 384 });
  return secret;
}

// src/modules/operator/operator.service.ts
var OPERATOR_TOKEN_TTL_SECONDS = 2 * 3600;
var AUDIENCE = "erp-operator";
var keys = /* @__PURE__ */ new WeakMap();
function operatorKey(platform) {
  let key = keys.get(platform);
  if (!key) {
    const secret = resolveSecret(platform.config.dataDir, platform.config.jwtSecret);
    key = new Uint8Array(createHmac("sha256", secret).update("erp operator tokens v1").digest());
    keys.set(platform, key);
  }
  return key;
}
function passwordStamp(passwordHash) {
  return createHash("sha256").update(passwordHash).digest("base64url").slice(0, 16);
}
async function signOperatorToken(platform, operator, now = Date.now()) {
  const iat = Math.floor(now / 1e3);
  return new SignJWT2({ op: true, pws: passwordStamp(operator.passwordHash) }).setProtectedHeader({ alg: "HS256" }).setSubject(String(operator.id)).setAudience(AUDIENCE).setJti(randomUUID2()).setIssuedAt(iat).setExpirationTime(iat + OPERATOR_TOKEN_TTL_SECONDS).sign(operatorKey(platform));
}
function isOperatorToken(token) {
  try {
    return decodeJwt2(token).op === true;
  } catch {
    return false;
  }
}
async function authenticateOperator(platform, token) {
  let claims;
  try {
    ({ payload: claims } = await jwtVerify2(token, operatorKey(platform), { algorithms: ["HS256"], audience: AUDIENCE }));
  } catch (err) {
    if (err instanceof errors2.JWTExpired) throw new AuthError("auth.tokenExpired");
    throw new AuthError("auth.tokenInvalid");
  }
  const id = Number(claims.sub);
  if (claims.op !== true || !Number.isInteger(id)) throw new AuthError("auth.tokenInvalid");
  const operator = await operators(platform).platformOperator.findUnique({ where: { id } });
  if (!operator || claims.pws !== passwordStamp(operator.passwordHash)) throw new AuthError("auth.tokenInvalid");
  return { operatorId: operator.id, username: operator.username };
}
var operators = (platform) => unscopedDb(platform.database.prisma, "operators belong to no company");
async function operatorLogin(platform, meta, raw) {
  const input = parseInput(loginInput, raw);
  const wait = await platform.limiters.login.hit(`operator|${input.username.toLowerCase()}|${meta.ip}`);
  if (wait) throw new RateLimitError("auth.tooManyAttempts", wait);
  const operator = await operators(platform).platformOperator.findUnique({ where: { username: input.username } });
  const ok = await verifyPassword(operator?.passwordHash ?? await timingDummyHash(), input.password);
  if (!operator || !ok) throw new BusinessError("auth.invalidCredentials");
  return { access_token: await signOperatorToken(platform, operator), expires_in: OPERATOR_TOKEN_TTL_SECONDS, token_type: "Bearer" };
}
function requireOperator(ctx) {
  if (ctx.operator) return ctx.operator;
  if (!ctx.actor) throw new AuthError("auth.tokenMissing");
  throw new PermissionError("permission.operatorOnly");
}
var createOperatorInput = z2.object({ username, password: newPassword, realname: z2.string().trim().max(50).default("") });

// src/modules/messages/bulletins.service.ts
var BULLETIN_TITLE_MAX = 200;
var BULLETIN_CONTENT_MAX = 2e4;
var ALERT_BULLETINS_MAX = 20;
var text = (max) => z3.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(max, { error: "validation.tooLong" });
var bulletinCreateInput = z3.object({
  title: text(BULLETIN_TITLE_MAX),
  content: text(BULLETIN_CONTENT_MAX),
  hotFlag: z3.boolean().default(false),
  alertFlag: z3.boolean().default(false),
  /** Unset or true: published now; false: kept as a draft. */
  publish: z3.boolean().default(true)
});
var bulletinUpdateInput = z3.object({
  title: text(BULLETIN_TITLE_MAX).optional(),
  content: text(BULLETIN_CONTENT_MAX).optional(),
  hotFlag: z3.boolean().optional(),
  alertFlag: z3.boolean().optional(),
  /** true publishes a draft (an already published bulletin keeps its date), false takes it back to draft. */
  publish: z3.boolean().optional()
});
function publishedWhere(filter = {}) {
  const keyword = filter.keyword?.trim();
  return {
    publishedAt: { not: null },
    ...filter.hotFlag != null ? { hotFlag: filter.hotFlag } : {},
    ...keyword ? { OR: [{ title: { contains: keyword, mode: "insensitive" } }, { content: { contains: keyword, mode: "insensitive" } }] } : {}
  };
}
var PUBLISHED_ORDER = [{ publishedAt: "desc" }, { id: "desc" }];
function findPublished(ctx, id) {
  return ctx.db.bulletin.findFirst({ where: { ...publishedWhere(), id } });
}
function alertBulletins(ctx) {
  return ctx.db.bulletin.findMany({ where: { ...publishedWhere(), alertFlag: true }, orderBy: PUBLISHED_ORDER, take: ALERT_BULLETINS_MAX });
}
function recentBulletins(ctx, take = 10) {
  return ctx.db.bulletin.findMany({ where: publishedWhere(), orderBy: PUBLISHED_ORDER, take });
}
var systemRows = (ctx) => unscopedDb(ctx.platform.database.prisma, "bulletins are service-wide rows the operator writes");
function operatorWhere(ctx, filter = {}) {
  requireOperator(ctx);
  const { publishedAt: _published, ...rest } = publishedWhere(filter);
  return { ...rest, ...filter.published != null ? { publishedAt: filter.published ? { not: null } : null } : {} };
}
var OPERATOR_ORDER = [{ publishedAt: { sort: "desc", nulls: "first" } }, { id: "desc" }];
function operatorBulletinClient(ctx) {
  requireOperator(ctx);
  return systemRows(ctx);
}
async function publishBulletin(ctx, raw) {
  const operator = requireOperator(ctx);
  const input = parseInput(bulletinCreateInput, raw);
  return systemRows(ctx).bulletin.create({
    data: {
      title: input.title,
      content: input.content,
      hotFlag: input.hotFlag,
      alertFlag: input.alertFlag,
      publishedAt: input.publish ? /* @__PURE__ */ new Date() : null,
      operatorId: operator.operatorId
    }
  });
}
async function updateBulletin(ctx, id, raw) {
  requireOperator(ctx);
  const input = parseInput(bulletinUpdateInput, raw);
  const db = systemRows(ctx);
  const existing = await db.bulletin.findUnique({ where: { id } });
  if (!existing) throw new NotFoundError();
  const { publish, ...fields } = input;
  const publishedAt = publish === void 0 ? void 0 : publish ? existing.publishedAt ?? /* @__PURE__ */ new Date() : null;
  return db.bulletin.update({ where: { id }, data: { ...fields, ...publishedAt !== void 0 ? { publishedAt } : {} } });
}
async function deleteBulletin(ctx, id) {
  requireOperator(ctx);
  const db = systemRows(ctx);
  const existing = await db.bulletin.findUnique({ where: { id } });
  if (!existing) throw new NotFoundError();
  await db.bulletin.delete({ where: { id } });
  return existing;
}

// src/modules/orders/orders.service.ts
function checkStatus(value, field) {
  if (!ORDER_STATUSES.includes(value)) throw ValidationError.field(field, "order.statusUnknown", { status: value });
  return value;
}
function orderWhere(ctx, f = {}, now = /* @__PURE__ */ new Date()) {
  assertCan(ctx, "orders");
  const and = [visibleOrdersWhere(ctx)];
  if (f.status) and.push({ status: checkStatus(f.status, "status") });
  if (f.condition) and.push({ status: checkStatus(f.condition, "condition") });
  const kw = f.keyword?.trim();
  if (kw && kw.length > 100) throw ValidationError.field("keyword", "validation.tooLong");
  if (kw) {
    and.push({
      OR: [
        { orderNo: { contains: kw, mode: "insensitive" } },
        { platformOrderNo: { contains: kw, mode: "insensitive" } },
        { buyerAccount: { contains: kw, mode: "insensitive" } },
        { buyerName: { contains: kw, mode: "insensitive" } },
        { trackingNo: { contains: kw, mode: "insensitive" } },
        { items: { some: { platformSku: { contains: kw, mode: "insensitive" } } } }
      ]
    });
  }
  if (f.shopId) and.push({ shopId: f.shopId });
  if (f.platformType) and.push({ platformType: f.platformType });
  if (f.country) and.push({ country: f.country.trim().toUpperCase() });
  if (f.warehouseId) and.push({ warehouseId: f.warehouseId });
  if (f.logisticsChannelId) and.push({ logisticsChannelId: f.logisticsChannelId });
  if (f.abnormalReason) and.push({ abnormalReason: f.abnormalReason });
  if (f.preShipped != null) and.push({ preShippedAt: f.preShipped ? { not: null } : null });
  if (f.matched != null) and.push({ matched: f.matched });
  if (f.unassigned === true) and.push({ OR: [{ warehouseId: null }, { logisticsChannelId: null }] });
  if (f.unassigned === false) and.push({ warehouseId: { not: null }, logisticsChannelId: { not: null } });
  if (f.otherRule) {
    if (!ORDER_OTHER_RULES.includes(f.otherRule)) throw ValidationError.field("otherRule", "order.otherRuleUnknown");
    if (f.otherRule === "expireDelivery") {
      and.push({ status: { in: [...SHIPMENT_DUE_STATUSES] }, shipBy: { lte: new Date(now.getTime() + SHIPMENT_DUE_HOURS * 36e5) } });
    } else if (f.otherRule === "overseaCancelWarning") {
      and.push({ cancelRequested: true, status: { in: [...ORDER_OPEN_STATUSES] } });
    } else {
      and.push({ matched: false, status: { in: [...ORDER_OPEN_STATUSES] } });
    }
  }
  if (f.endTimeAt) and.push({ orderedAt: { lte: f.endTimeAt } });
  if (f.orderedFrom) and.push({ orderedAt: { gte: f.orderedFrom } });
  if (f.orderedTo) and.push({ orderedAt: { lte: f.orderedTo } });
  return { AND: and };
}
var ORDER_SORTS = ["orderedAt", "shipBy", "totalAmount"];
function orderSort(sort, direction) {
  const key = sort || "orderedAt";
  if (!ORDER_SORTS.includes(key)) throw ValidationError.field("sort", "order.sortUnknown");
  if (direction && direction !== "asc" && direction !== "desc") throw ValidationError.field("sortOrder", "order.sortUnknown");
  const dir = direction || (key === "shipBy" ? "asc" : "desc");
  if (key === "shipBy") return [{ shipBy: { sort: dir, nulls: "last" } }, { id: dir }];
  return [{ [key]: dir }, { id: dir }];
}
async function orderStatusCounts(ctx, f = {}) {
  const { status: _status, ...rest } = f;
  const rows = await ctx.db.order.groupBy({ by: ["status"], where: orderWhere(ctx, rest), _count: { _all: true } });
  const count = new Map(rows.map((r) => [r.status, r._count._all]));
  return ORDER_STATUSES.map((status) => ({ status, count: count.get(status) ?? 0 }));
}
async function abnormalReasonCounts(ctx, f = {}) {
  const { status: _status, abnormalReason: _reason, ...rest } = f;
  const rows = await ctx.db.order.groupBy({ by: ["abnormalReason"], where: { AND: [orderWhere(ctx, rest), { status: "abnormal" }] }, _count: { _all: true } });
  const count = new Map(rows.map((r) => [r.abnormalReason, r._count._all]));
  return ABNORMAL_REASONS.map((reason) => ({ reason, count: count.get(reason) ?? 0 }));
}
function ordersByIds(ctx, ids, query = {}) {
  if (!ids.length) return Promise.resolve([]);
  return ctx.db.order.findMany({ ...query, where: { id: { in: [...ids] } } }).then((rows) => {
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r) => !!r);
  });
}
function editedFieldsText(lang, fields) {
  const keys2 = Array.isArray(fields) ? fields.map(String) : String(fields ?? "").split(",").map((k) => k.trim()).filter(Boolean);
  return keys2.map((k) => isMessageId(`order.field.${k}`) ? translate(lang, `order.field.${k}`) : k).join(lang === "zh" ? "\u3001" : ", ");
}
function historyText(lang, h) {
  const stored = h.params && typeof h.params === "object" ? h.params : {};
  const params = h.messageId === "order.history.updated" ? { ...stored, fields: editedFieldsText(lang, stored.fields) } : stored;
  const action = translate(lang, `order.action.${h.action}`);
  const known = action !== `order.action.${h.action}`;
  const move = h.fromStatus && h.toStatus && h.fromStatus !== h.toStatus ? `${translate(lang, `order.status.${h.fromStatus}`)} \u2192 ${translate(lang, `order.status.${h.toStatus}`)}` : "";
  if (h.messageId) {
    const text4 = translate(lang, h.messageId, params);
    return move ? `${text4} (${move})` : text4;
  }
  return [known ? action : h.action, move].filter(Boolean).join(": ");
}
async function checkPlace(ctx, input) {
  if (input.warehouseId) {
    const w = await findWarehouse(ctx.db, input.warehouseId);
    if (!w.enabled) throw ValidationError.field("warehouseId", "order.warehouseDisabled", { name: w.name });
  }
  if (input.logisticsChannelId) await findChannel(ctx, input.logisticsChannelId);
}
async function createOrder(ctx, raw) {
  const actor = assertCan(ctx, "order.create");
  const input = parseInput(createOrderInput, raw);
  const shop = await findShop(ctx, input.shopId);
  await checkPlace(ctx, input);
  const skuIds = [...new Set(input.items.map((i) => i.skuId).filter((id2) => !!id2))];
  const skus = await ctx.db.sku.findMany({ where: { id: { in: skuIds } }, include: { product: { select: { name: true, mainImage: true } } } });
  if (skus.length !== skuIds.length) throw new NotFoundError("stock.skuNotFound");
  const skuOf = new Map(skus.map((s) => [s.id, s]));
  const totals = orderTotals(input.items, input.shippingFee, input.discount);
  const now = /* @__PURE__ */ new Date();
  let id = 0;
  for (let attempt = 0; ; attempt++) {
    const orderNo = newBillNo("MO", now);
    try {
      id = await ctx.db.$transaction(async (tx) => {
        const order = await tx.order.create({
          data: {
            companyId: actor.companyId,
            shopId: shop.id,
            platformType: shop.platformType,
            platformOrderNo: input.platformOrderNo || orderNo,
            orderNo,
            source: "manual",
            status: "processing",
            buyerAccount: input.buyerAccount,
            buyerName: input.buyerName,
            buyerEmail: input.buyerEmail,
            buyerPhone: input.buyerPhone,
            country: input.country,
            state: input.state,
            city: input.city,
            postcode: input.postcode,
            address1: input.address1,
            address2: input.address2,
            currency: input.currency,
            itemsTotal: totals.itemsTotal,
            shippingFee: input.shippingFee,
            discount: input.discount,
            totalAmount: totals.totalAmount,
            orderedAt: now,
            paidAt: now,
            buyerNote: input.buyerNote,
            sellerNote: input.sellerNote,
            tags: input.tags,
            warehouseId: input.warehouseId ?? null,
            logisticsChannelId: input.logisticsChannelId ?? null,
            items: {
              create: input.items.map((i) => {
                const sku = i.skuId ? skuOf.get(i.skuId) : void 0;
                return {
                  companyId: actor.companyId,
                  platformSku: i.platformSku || sku?.sku || "",
                  title: i.title || sku?.product.name || "",
                  image: sku ? sku.image || sku.product.mainImage : "",
                  quantity: i.quantity,
                  unitPrice: i.unitPrice,
                  skuId: sku?.id ?? null,
                  matchedBy: sku ? "manual" : ""
                };
              })
            }
          }
        });
        await addHistory(ctx, tx, [order.id], { action: "create", toStatus: "processing", messageId: "order.history.created", params: { source: "order.history.source.manual" } });
        return order.id;
      });
      break;
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
  await processNewOrders(ctx, [id]);
  return findOrder(ctx.db, id);
}
var EDIT_FIELDS = ["buyerName", "buyerPhone", "buyerEmail", "country", "state", "city", "postcode", "address1", "address2", "buyerNote", "sellerNote", "tags", "warehouseId", "logisticsChannelId"];
async function updateOrder(ctx, id, raw) {
  assertCan(ctx, "order.update");
  const input = parseInput(updateOrderInput, raw);
  const order = await findVisibleOrder(ctx, ctx.db, id);
  if (!ORDER_OPEN_STATUSES.includes(order.status)) throw illegalOrderTransition(order.orderNo, order.status, "edit");
  await checkPlace(ctx, input);
  const data = {};
  const changed = [];
  for (const key of EDIT_FIELDS) {
    const value = input[key];
    if (value === void 0) continue;
    const before = order[key];
    if (JSON.stringify(before) === JSON.stringify(value)) continue;
    data[key] = value;
    changed.push(key);
  }
  if (!changed.length) return order;
  const warehouseChange = changed.includes("warehouseId");
  return ctx.db.$transaction(async (tx) => {
    const allowed = warehouseChange ? ORDER_OPEN_STATUSES.filter((s) => s !== "awaitingShipment") : ORDER_OPEN_STATUSES;
    const { count } = await tx.order.updateMany({ where: { id, status: { in: [...allowed] } }, data });
    if (count !== 1) {
      const now = await findOrder(tx, id);
      if (warehouseChange && now.status === "awaitingShipment") throw ValidationError.field("warehouseId", "order.warehouseReserved");
      throw illegalOrderTransition(order.orderNo, now.status, "edit");
    }
    await addHistory(ctx, tx, [id], { action: "edit", messageId: "order.history.updated", params: { fields: changed } });
    return findOrder(tx, id);
  });
}
async function holdOrders(ctx, raw) {
  assertCan(ctx, "order.update");
  const input = parseInput(holdOrdersInput, raw);
  return runBatch(ctx, input.ids, async (order) => {
    assertOrderCan(order, "hold");
    await ctx.db.$transaction(async (tx) => {
      const from = await moveOrder(ctx, tx, order.id, "hold", {
        data: { abnormalReason: "manual" },
        history: { messageId: "order.history.held", params: { remark: input.remark || "-" } }
      });
      await tx.order.updateMany({ where: { id: order.id }, data: { heldFromStatus: from } });
      await releaseOrderStock(ctx, tx, order);
    });
  });
}
async function releaseOrders(ctx, ids) {
  assertCan(ctx, "order.update");
  return runBatch(ctx, ids, async (order) => {
    assertOrderCan(order, "release");
    await ctx.db.$transaction(async (tx) => {
      await moveOrder(ctx, tx, order.id, "release", {
        to: order.heldFromStatus === "awaitingPayment" ? "awaitingPayment" : "processing",
        data: { abnormalReason: "", heldFromStatus: "" }
      });
    });
  });
}
async function cancelOrders(ctx, raw) {
  assertCan(ctx, "order.cancel");
  const input = parseInput(cancelOrdersInput, raw);
  return runBatch(ctx, input.ids, async (order) => {
    assertOrderCan(order, "cancel");
    await ctx.db.$transaction(async (tx) => {
      await moveOrder(ctx, tx, order.id, "cancel", {
        data: { cancelledAt: /* @__PURE__ */ new Date() },
        history: input.reason ? { messageId: "order.history.cancelled", params: { reason: input.reason } } : {}
      });
      await releaseOrderStock(ctx, tx, order);
    });
  });
}

// src/modules/shops/shops.service.ts
function shopWhere(ctx, filter = {}) {
  const actor = assertCan(ctx, "shops");
  const kw = filter.keyword?.trim();
  return {
    ...allowedShopsWhere(actor),
    ...filter.status != null ? { status: filter.status } : {},
    ...filter.platformType ? { platformType: filter.platformType } : {},
    ...kw ? { OR: [{ shopName: { contains: kw, mode: "insensitive" } }, { alias: { contains: kw, mode: "insensitive" } }] } : {}
  };
}
async function shopOptions(ctx) {
  const actor = requireActor(ctx);
  return ctx.db.shop.findMany({
    where: allowedShopsWhere(actor),
    select: { id: true, platformType: true, platform: true, shopName: true, alias: true, status: true },
    orderBy: { id: "asc" }
  });
}
async function findShop2(ctx, id) {
  const actor = requireActor(ctx);
  const shop = await ctx.db.shop.findFirst({ where: { AND: [{ id }, allowedShopsWhere(actor)] } });
  if (!shop) throw new NotFoundError("shop.notFound");
  return shop;
}
function nameTaken(platformType, name) {
  return ValidationError.field("shopName", "shop.nameTaken", { name, platform: MARKETPLACE_LABELS[platformName(platformType)] });
}
async function authorizeShop(ctx, raw) {
  const actor = assertCan(ctx, "shop.authorize");
  const input = parseInput(authorizeShopInput, raw);
  const existing = await ctx.db.shop.findFirst({ where: { platformType: input.platformType, shopName: input.shopName } });
  if (existing) throw nameTaken(input.platformType, input.shopName);
  const limit = PLAN_LIMITS[actor.edition].shops;
  if (await ctx.db.shop.count() >= limit) throw new PlanLimitError({ edition: actor.edition, resource: "shops", limit });
  const result = await ctx.platform.connectors.get(input.platformType).authorize(input);
  try {
    return await ctx.db.shop.create({
      data: {
        platformType: input.platformType,
        platform: platformName(input.platformType),
        shopName: input.shopName,
        alias: input.alias,
        site: input.site,
        ...result.ok ? { status: SHOP_STATUS.authorized, authTime: /* @__PURE__ */ new Date(), authExpireAt: result.expiresAt, authToken: result.token } : { status: SHOP_STATUS.authFailed, authFailReason: result.reasonId }
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(input.platformType, input.shopName);
    throw err;
  }
}
async function reauthorizeShop(ctx, raw) {
  assertCan(ctx, "shop.authorize");
  const input = parseInput(reauthorizeShopInput, raw);
  const shop = await findShop2(ctx, input.id);
  const result = await ctx.platform.connectors.get(shop.platformType).authorize({ shopName: shop.shopName, site: shop.site, authCode: input.authCode });
  return ctx.db.shop.update({
    where: { id: shop.id },
    data: result.ok ? { status: SHOP_STATUS.authorized, authTime: /* @__PURE__ */ new Date(), authExpireAt: result.expiresAt, authToken: result.token, authFailReason: "" } : { status: SHOP_STATUS.authFailed, authFailReason: result.reasonId }
  });
}
async function updateShop(ctx, raw) {
  assertCan(ctx, "shop.update");
  const input = parseInput(updateShopInput, raw);
  const shop = await findShop2(ctx, input.id);
  const { id, ...data } = input;
  if (data.shopName && data.shopName !== shop.shopName) {
    const clash = await ctx.db.shop.findFirst({ where: { platformType: shop.platformType, shopName: data.shopName, id: { not: id } } });
    if (clash) throw nameTaken(shop.platformType, data.shopName);
  }
  try {
    return await ctx.db.shop.update({ where: { id }, data });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(shop.platformType, data.shopName ?? shop.shopName);
    throw err;
  }
}
async function shopSummary(ctx) {
  const where = shopWhere(ctx);
  const [total, authFailed] = await Promise.all([
    ctx.db.shop.count({ where }),
    ctx.db.shop.count({ where: { ...where, status: SHOP_STATUS.authFailed } })
  ]);
  return { total, authFailed };
}

// src/modules/tradebyte-refunds/tradebyte-refunds.service.ts
import { z as z4 } from "zod";
var TRADEBYTE_REFUND_PAGE_MAX = 100;
var TRADEBYTE = PLATFORM_TYPES.tradebyte;
var REFUNDABLE_ORDER = ["shipped", "completed"];
function tradebyteRefundWhere(ctx, f = {}) {
  const actor = assertCan(ctx, "tradebyteRefund");
  const and = [allowedShopsWhere(actor, "shopId")];
  if (f.status != null) {
    if (!TRADEBYTE_REFUND_STATUSES.includes(f.status)) throw ValidationError.field("status", "tradebyteRefund.statusInvalid");
    and.push({ status: f.status });
  }
  if (f.shopId) and.push({ shopId: f.shopId });
  const kw = f.keyword?.trim();
  if (kw && kw.length > 100) throw ValidationError.field("keyword", "validation.tooLong");
  if (kw) {
    and.push({
      OR: [
        { returnNo: { contains: kw, mode: "insensitive" } },
        { platformOrderNo: { contains: kw, mode: "insensitive" } },
        { platformSku: { contains: kw, mode: "insensitive" } }
      ]
    });
  }
  if (f.requestedFrom) and.push({ requestedAt: { gte: f.requestedFrom } });
  if (f.requestedTo) and.push({ requestedAt: { lte: f.requestedTo } });
  return { AND: and };
}
async function listTradebyteRefunds(ctx, f, page = {}) {
  const where = tradebyteRefundWhere(ctx, f);
  const offset = page.offset ?? 0;
  const limit = page.limit ?? 20;
  if (!Number.isInteger(offset) || offset < 0) throw ValidationError.field("offset", "validation.offset");
  if (!Number.isInteger(limit) || limit < 1 || limit > TRADEBYTE_REFUND_PAGE_MAX) throw ValidationError.field("limit", "validation.pageSize", { max: TRADEBYTE_REFUND_PAGE_MAX });
  const [totalCount, nodes] = await Promise.all([
    ctx.db.tradebyteRefund.count({ where }),
    ctx.db.tradebyteRefund.findMany({ where, orderBy: [{ requestedAt: "desc" }, { id: "desc" }], skip: offset, take: limit })
  ]);
  return { totalCount, nodes };
}
async function tradebyteRefundStatusCounts(ctx, f = {}) {
  const { status: _status, ...rest } = f;
  const rows = await ctx.db.tradebyteRefund.groupBy({ by: ["status"], where: tradebyteRefundWhere(ctx, rest), _count: { _all: true } });
  const count = (s) => rows.find((r) => r.status === s)?._count._all ?? 0;
  const pending = count(TRADEBYTE_REFUND_STATUS.pending);
  const refunded = count(TRADEBYTE_REFUND_STATUS.refunded);
  const refused = count(TRADEBYTE_REFUND_STATUS.refused);
  return { pending, refunded, refused, all: pending + refunded + refused };
}
function tradebyteShops(ctx) {
  const actor = assertCan(ctx, "tradebyteRefund");
  return ctx.db.shop.findMany({
    where: { AND: [allowedShopsWhere(actor), { platformType: TRADEBYTE }] },
    select: { id: true, shopName: true, alias: true },
    orderBy: [{ shopName: "asc" }, { id: "asc" }]
  });
}
var text2 = (max) => z4.string().trim().max(max, { error: "validation.tooLong" }).default("");
var required = (max) => z4.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(max, { error: "validation.tooLong" });
var tradebyteReturnInput = z4.object({
  returnNo: required(100),
  platformOrderNo: required(100),
  platformSku: text2(100),
  title: text2(500),
  quantity: z4.number().int().positive().default(1),
  amount: z4.union([z4.string(), z4.number()]).transform((v) => Number(v)).refine((v) => Number.isFinite(v) && v >= 0 && v < 1e10, { error: "tradebyteRefund.amountInvalid" }).default(0),
  currency: z4.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, { error: "exchangeRate.currencyInvalid" }).default("EUR"),
  reason: text2(500),
  requestedAt: z4.coerce.date()
});
async function receiveTradebyteReturns(ctx, shopId, returns) {
  const actor = requireActor(ctx);
  const shop = await ctx.db.shop.findFirst({ where: { id: shopId }, select: { id: true, platformType: true } });
  if (!shop) throw new NotFoundError("order.shopNotFound", { id: shopId, field: "shopId" });
  if (shop.platformType !== TRADEBYTE) throw new BusinessError("tradebyteRefund.shopNotTradebyte");
  const rows = returns.map((r) => parseInput(tradebyteReturnInput, r));
  if (!rows.length) return { received: 0, created: 0 };
  const orders = await ctx.db.order.findMany({
    where: { shopId, platformOrderNo: { in: [...new Set(rows.map((r) => r.platformOrderNo))] } },
    select: { id: true, platformOrderNo: true, items: { select: { platformSku: true } } },
    orderBy: { id: "asc" }
  });
  const orderOf = (r) => {
    const same = orders.filter((o) => o.platformOrderNo === r.platformOrderNo);
    return (same.find((o) => r.platformSku && o.items.some((i) => i.platformSku === r.platformSku)) ?? same[0])?.id ?? null;
  };
  const { count } = await ctx.db.tradebyteRefund.createMany({
    data: rows.map((r) => ({
      companyId: actor.companyId,
      shopId,
      orderId: orderOf(r),
      platformOrderNo: r.platformOrderNo,
      returnNo: r.returnNo,
      platformSku: r.platformSku,
      title: r.title,
      quantity: r.quantity,
      amount: r.amount.toFixed(2),
      currency: r.currency,
      reason: r.reason,
      requestedAt: r.requestedAt
    })),
    skipDuplicates: true
  });
  return { received: rows.length, created: count };
}
async function handleTradebyteRefunds(ctx, raw) {
  const actor = assertCan(ctx, "tradebyteRefund.handle");
  const input = parseInput(tradebyteRefundHandleInput, raw);
  const ids = [...new Set(input.ids)];
  const status = input.action === "refund" ? TRADEBYTE_REFUND_STATUS.refunded : TRADEBYTE_REFUND_STATUS.refused;
  const visible = allowedShopsWhere(actor, "shopId");
  return ctx.db.$transaction(async (tx) => {
    const rows = await tx.tradebyteRefund.findMany({ where: { AND: [visible, { id: { in: ids } }] }, select: { id: true, returnNo: true, status: true, orderId: true } });
    const missing = ids.find((id) => !rows.some((r) => r.id === id));
    if (missing != null) throw new NotFoundError("tradebyteRefund.notFound", { id: missing });
    const handled = rows.find((r) => r.status !== TRADEBYTE_REFUND_STATUS.pending);
    if (handled) throw new BusinessError("tradebyteRefund.notPending", { returnNo: handled.returnNo });
    const { count } = await tx.tradebyteRefund.updateMany({
      where: { id: { in: ids }, status: TRADEBYTE_REFUND_STATUS.pending },
      data: { status, remark: input.remark, handledAt: /* @__PURE__ */ new Date(), handledBy: actor.userId }
    });
    if (count !== ids.length) {
      const now = await tx.tradebyteRefund.findMany({ where: { id: { in: ids } }, select: { returnNo: true, status: true, handledBy: true, handledAt: true } });
      const taken = now.find((r) => r.handledBy !== actor.userId || r.status !== status) ?? now[0];
      throw new BusinessError("tradebyteRefund.notPending", { returnNo: taken?.returnNo ?? "" });
    }
    const refundedOrderIds = [];
    if (input.action === "refund") {
      const orderIds = [...new Set(rows.map((r) => r.orderId).filter((id) => id != null))];
      for (const orderId of orderIds) {
        const returnNo = rows.filter((r) => r.orderId === orderId).map((r) => r.returnNo).join(", ");
        if (await refundOrderIfCovered(ctx, tx, orderId, returnNo)) refundedOrderIds.push(orderId);
      }
    }
    return { ids, refundedOrderIds };
  });
}
async function refundOrderIfCovered(ctx, tx, orderId, returnNo) {
  const order = await tx.order.findFirst({ where: { id: orderId }, select: { status: true, items: { select: { platformSku: true, quantity: true, isGift: true } } } });
  if (!order || !REFUNDABLE_ORDER.includes(order.status)) return false;
  const refunds = await tx.tradebyteRefund.findMany({ where: { orderId, status: TRADEBYTE_REFUND_STATUS.refunded }, select: { platformSku: true, quantity: true } });
  if (!returnsCoverOrder(order.items, refunds)) return false;
  await moveOrder(ctx, tx, orderId, "refund", { history: { messageId: "tradebyteRefund.orderRefunded", params: { returnNo } } });
  return true;
}
function returnsCoverOrder(items, refunds) {
  if (refunds.some((r) => !r.platformSku)) return true;
  const need = /* @__PURE__ */ new Map();
  for (const i of items) if (!i.isGift) need.set(i.platformSku, (need.get(i.platformSku) ?? 0) + i.quantity);
  if (!need.size) return false;
  const got = /* @__PURE__ */ new Map();
  for (const r of refunds) got.set(r.platformSku, (got.get(r.platformSku) ?? 0) + r.quantity);
  return [...need].every(([sku, q]) => (got.get(sku) ?? 0) >= q);
}

// src/modules/home/home.service.ts
var DAY_MS2 = 864e5;
var HOME_BULLETINS = 10;
var platformLabel = marketplaceLabel;
function figureOrderFilter(figure2, requestTime) {
  const unmatched = (hours) => ({
    otherRule: "unmatched",
    condition: "processing",
    status: "processing",
    endTimeAt: new Date(unmatchedCutoff(requestTime, hours) * 1e3)
  });
  switch (figure2) {
    case "outOfStock":
      return { status: "outOfStock" };
    case "processing":
      return { status: "processing" };
    case "expireDelivery":
      return { otherRule: "expireDelivery" };
    case "overseaCancel":
      return { otherRule: "overseaCancelWarning" };
    case "unmatchedOver12Hours":
      return unmatched(UNMATCHED_ALERT_HOURS[0]);
    case "unmatchedOver24Hours":
      return unmatched(UNMATCHED_ALERT_HOURS[1]);
    default:
      throw new Error(`${figure2} is not an order figure`);
  }
}
var ORDER_FIGURES = ["outOfStock", "processing", "expireDelivery", "overseaCancel", "unmatchedOver12Hours", "unmatchedOver24Hours"];
function figure(actor, name, count) {
  return can(actor, DASHBOARD_FIGURE_PAGE[name]) ? count() : Promise.resolve(null);
}
async function homeDashboard(ctx, now = /* @__PURE__ */ new Date()) {
  const actor = requireActor(ctx);
  if (can(actor, DASHBOARD_FIGURE_PAGE.collectTimeout)) await markPickupTimeouts(ctx, now);
  const countOrders = (f) => ctx.db.order.count({ where: orderWhere(ctx, f, now) });
  const shops = can(actor, DASHBOARD_FIGURE_PAGE.shopTotal) ? shopSummary(ctx) : Promise.resolve(null);
  const orders = Promise.all(ORDER_FIGURES.map((f) => figure(actor, f, () => countOrders(figureOrderFilter(f, now)))));
  const collect = Promise.all([
    figure(actor, "collectTimeout", () => ctx.db.order.count({ where: outboundWhere(ctx, { collectStatus: COLLECT_STATUS.timeout }) })),
    figure(actor, "collectException", () => ctx.db.order.count({ where: outboundWhere(ctx, { collectStatus: COLLECT_STATUS.exception }) }))
  ]);
  const refunds = figure(actor, "tradebyteRefund", () => ctx.db.tradebyteRefund.count({ where: tradebyteRefundWhere(ctx, { status: TRADEBYTE_REFUND_STATUS.pending }) }));
  const [shop, [outOfStock, processing, expireDelivery, overseaCancel, unmatchedOver12Hours, unmatchedOver24Hours], [collectTimeout, collectException], tradebyteRefund] = await Promise.all([shops, orders, collect, refunds]);
  return {
    shop: { total: shop?.total ?? null, authFailed: shop?.authFailed ?? null },
    order: { outOfStock, processing, expireDelivery, overseaCancel, unmatchedOver12Hours, unmatchedOver24Hours, collectTimeout, collectException },
    customerService: { tradebyteRefund },
    requestTime: now
  };
}
function salesRollup(actor, o) {
  const and = [prismaNamespace_exports.sql`"companyId" = ${actor.companyId}`, prismaNamespace_exports.sql`status IN (${prismaNamespace_exports.join([...o.statuses])})`];
  if (o.from) and.push(prismaNamespace_exports.sql`day >= ${o.from.toISOString().slice(0, 10)}::date`);
  if (o.to) and.push(prismaNamespace_exports.sql`day < ${o.to.toISOString().slice(0, 10)}::date`);
  const shops = allowedShops(actor);
  if (shops) and.push(shops.length ? prismaNamespace_exports.sql`"shopId" IN (${prismaNamespace_exports.join(shops)})` : prismaNamespace_exports.sql`FALSE`);
  if (o.platformType) and.push(prismaNamespace_exports.sql`"platformType" = ${o.platformType}`);
  const where = prismaNamespace_exports.join(and, " AND ");
  return prismaNamespace_exports.sql`(
    SELECT day, "shopId", "platformType", currency, status, orders, amount FROM "OrderSalesDay" WHERE ${where}
    UNION ALL
    SELECT day, "shopId", "platformType", currency, status, orders, amount FROM "OrderSalesDelta" WHERE ${where}
  ) r`;
}
function allowedShops(actor) {
  const where = allowedShopsWhere(actor, "shopId");
  return where.shopId?.in;
}
var cents = (v) => Math.round(v * 100) / 100;
function toYuan(amount, currency, rates, missing) {
  const v = convertAmount(Number(amount), currency, DASHBOARD_CURRENCY, rates);
  if (v === null) {
    missing.add(currency);
    return 0;
  }
  return v;
}
var text3 = (v) => v === void 0 || v === null ? "" : String(v).trim();
function parseSalesReportInput(raw) {
  const timeType = text3(raw.timeType) || SALES_REPORT_DEFAULTS.timeType;
  const numberType = text3(raw.numberType) || SALES_REPORT_DEFAULTS.numberType;
  const platform = text3(raw.platformType);
  const issues = [];
  if (!SALES_TIME_TYPES.includes(timeType)) issues.push({ field: "timeType", messageId: "report.timeTypeInvalid", params: { field: "field.timeType" } });
  if (!SALES_NUMBER_TYPES.includes(numberType)) issues.push({ field: "numberType", messageId: "report.numberTypeInvalid", params: { field: "field.numberType" } });
  let platformType = null;
  if (platform) {
    platformType = /^\d{1,4}$/.test(platform) ? Number(platform) : NaN;
    if (!platformName(platformType)) issues.push({ field: "platformType", messageId: "report.platformTypeInvalid", params: { field: "field.platformType" } });
  }
  if (issues.length) throw new ValidationError(issues);
  return { timeType, numberType, platformType };
}
async function shopPlatforms(ctx, actor) {
  const rows = await ctx.db.shop.findMany({ where: allowedShopsWhere(actor), select: { platformType: true }, distinct: ["platformType"], orderBy: { platformType: "asc" } });
  return rows.map((r) => r.platformType);
}
function bucketEnd(last, timeType) {
  if (timeType === "month") return new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() + 1, 1));
  return new Date(last.getTime() + (timeType === "week" ? 7 : 1) * DAY_MS2);
}
var TRUNC = {
  day: prismaNamespace_exports.sql`to_char(r.day, 'YYYY-MM-DD')`,
  week: prismaNamespace_exports.sql`to_char(date_trunc('week', r.day), 'YYYY-MM-DD')`,
  month: prismaNamespace_exports.sql`to_char(r.day, 'YYYY-MM')`
};
function salesChartSql(actor, timeType, now, platformType) {
  const buckets = salesBuckets(timeType, now);
  return prismaNamespace_exports.sql`
    SELECT ${TRUNC[timeType]} AS "bucket", r."platformType", r."currency", SUM(r.orders)::int AS "n", SUM(r.amount)::text AS "amount"
    FROM ${salesRollup(actor, { from: buckets[0].start, to: bucketEnd(buckets[buckets.length - 1].start, timeType), statuses: SALES_VALID_STATUSES, platformType })}
    GROUP BY 1, 2, 3
    HAVING SUM(r.orders) <> 0 OR SUM(r.amount) <> 0`;
}
async function homeSalesReport(ctx, raw, now = /* @__PURE__ */ new Date()) {
  const actor = requireActor(ctx);
  const input = parseSalesReportInput(raw);
  const buckets = salesBuckets(input.timeType, now);
  const titles = buckets.map((b) => b.label);
  const index = new Map(titles.map((t, i) => [t, i]));
  const missing = /* @__PURE__ */ new Set();
  const [platforms, rows, rates] = await Promise.all([
    shopPlatforms(ctx, actor),
    can(actor, "orders") ? ctx.db.$queryRaw(salesChartSql(actor, input.timeType, now, input.platformType)) : Promise.resolve(null),
    input.numberType === "price" ? loadExchangeRates(ctx) : Promise.resolve({})
  ]);
  const lines = /* @__PURE__ */ new Map();
  if (input.platformType && rows) lines.set(input.platformType, titles.map(() => 0));
  for (const r of rows ?? []) {
    const i = index.get(r.bucket);
    if (i === void 0) continue;
    const p = Number(r.platformType);
    const line = lines.get(p) ?? titles.map(() => 0);
    lines.set(p, line);
    line[i] = line[i] + (input.numberType === "price" ? toYuan(r.amount, r.currency, rates, missing) : Number(r.n));
  }
  const series = [...lines.entries()].map(([p, data]) => {
    const rounded = data.map(cents);
    return { name: platformLabel(p), platformType: p, data: rounded, total: cents(rounded.reduce((s, v) => s + v, 0)) };
  }).sort((a, b) => b.total - a.total || a.platformType - b.platformType);
  const option = (value, id) => ({ value, label: translate(ctx.lang, id) });
  return {
    timeType: input.timeType,
    numberType: input.numberType,
    platformType: input.platformType ? String(input.platformType) : "",
    currency: input.numberType === "price" ? DASHBOARD_CURRENCY : "",
    titles,
    series,
    legend: series.map((s) => s.name),
    filter: [
      { key: "timeType", options: SALES_TIME_TYPES.map((v) => option(v, `report.timeType.${v}`)) },
      { key: "platformType", options: [option("", "report.allPlatforms"), ...platforms.map((p) => ({ value: String(p), label: platformLabel(p) }))] },
      { key: "numberType", options: SALES_NUMBER_TYPES.map((v) => option(v, `report.numberType.${v}`)) }
    ],
    missingCurrencies: [...missing].sort()
  };
}
function bottomWindow(now) {
  const buckets = salesBuckets("day", now);
  return { from: buckets[0].start, to: bucketEnd(buckets[buckets.length - 1].start, "day") };
}
async function homeBottomData(ctx, now = /* @__PURE__ */ new Date()) {
  const actor = requireActor(ctx);
  const window = bottomWindow(now);
  const mayOrders = can(actor, "orders");
  const [recent, alerts, sums, unshipped, rates] = await Promise.all([
    recentBulletins(ctx, HOME_BULLETINS),
    alertBulletins(ctx),
    mayOrders ? ctx.db.$queryRaw`
          SELECT r."shopId", r."platformType", r."currency", SUM(r.orders)::int AS "n", SUM(r.amount)::text AS "amount"
          FROM ${salesRollup(actor, { from: window.from, to: window.to, statuses: SALES_VALID_STATUSES })}
          GROUP BY 1, 2, 3
          HAVING SUM(r.orders) <> 0` : Promise.resolve([]),
    mayOrders ? ctx.db.$queryRaw`
          SELECT r."platformType", SUM(r.orders)::int AS "n" FROM ${salesRollup(actor, { statuses: UNSHIPPED_STATUSES })}
          GROUP BY 1 HAVING SUM(r.orders) <> 0` : Promise.resolve([]),
    mayOrders ? loadExchangeRates(ctx) : Promise.resolve({})
  ]);
  const missing = /* @__PURE__ */ new Set();
  const perShop = /* @__PURE__ */ new Map();
  const perPlatform = /* @__PURE__ */ new Map();
  for (const r of sums) {
    const shopId = Number(r.shopId);
    perShop.set(shopId, (perShop.get(shopId) ?? 0) + toYuan(r.amount, r.currency, rates, missing));
    perPlatform.set(Number(r.platformType), (perPlatform.get(Number(r.platformType)) ?? 0) + Number(r.n));
  }
  const top = [...perShop.entries()].map(([shopId, amount]) => ({ shopId, amount: cents(amount) })).sort((a, b) => b.amount - a.amount || a.shopId - b.shopId).slice(0, TOP_SHOPS);
  const names = top.length ? new Map((await ctx.db.shop.findMany({ where: { id: { in: top.map((t) => t.shopId) } }, select: { id: true, shopName: true } })).map((s) => [s.id, s.shopName])) : /* @__PURE__ */ new Map();
  const platforms = [...perPlatform.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const shares = percentShares(platforms.map(([, n]) => n));
  const unshippedList = unshipped.map((g) => ({ platformType: Number(g.platformType), platformTypeName: platformLabel(Number(g.platformType)), orderNum: Number(g.n) })).sort((a, b) => b.orderNum - a.orderNum || a.platformType - b.platformType);
  return {
    notices: recent.map((b) => ({ id: b.id, title: b.title, hotFlag: b.hotFlag, updateTime: b.updatedAt })),
    alertNotices: alerts.map((b) => ({ id: b.id, title: b.title, content: b.content })),
    orderMoneyTop10Shop: top.map((t) => ({ shopId: t.shopId, shopName: names.get(t.shopId) ?? "", orderAmount: t.amount })),
    orderNumPlatformPieChart: platforms.map(([p, n], i) => ({ platformType: p, name: platformLabel(p), y: n, percent: shares[i] })),
    unShippingOrder: { orderNumTotal: unshippedList.reduce((s, r) => s + r.orderNum, 0), list: unshippedList },
    windowStart: window.from,
    currency: DASHBOARD_CURRENCY,
    missingCurrencies: [...missing].sort()
  };
}
async function foldOrderSales(platform) {
  const [row] = await platform.database.sql.query("SELECT order_sales_fold() AS touched");
  return Number(row?.touched ?? 0);
}
function startOrderSalesFold(platform, http) {
  return startSchedule(platform, http, { name: "order sales fold", everyMs: 6e4, run: () => foldOrderSales(platform) });
}

export {
  SALES_VALID_STATUSES,
  SALES_REFUNDED_STATUSES,
  convertAmount,
  refundRate,
  platformFee,
  percentShares,
  salesReportFilterInput,
  reportRange,
  periodBuckets,
  TokenService,
  resolveSecret,
  hashPassword,
  verifyPassword,
  timingDummyHash,
  isOperatorToken,
  authenticateOperator,
  operatorLogin,
  shopWhere,
  shopOptions,
  authorizeShop,
  reauthorizeShop,
  updateShop,
  ALERT_BULLETINS_MAX,
  publishedWhere,
  PUBLISHED_ORDER,
  findPublished,
  alertBulletins,
  operatorWhere,
  OPERATOR_ORDER,
  operatorBulletinClient,
  publishBulletin,
  updateBulletin,
  deleteBulletin,
  loadExchangeRates,
  listExchangeRates,
  setExchangeRate,
  resetExchangeRate,
  orderWhere,
  orderSort,
  orderStatusCounts,
  abnormalReasonCounts,
  ordersByIds,
  historyText,
  createOrder,
  updateOrder,
  holdOrders,
  releaseOrders,
  cancelOrders,
  listTradebyteRefunds,
  tradebyteRefundStatusCounts,
  tradebyteShops,
  receiveTradebyteReturns,
  handleTradebyteRefunds,
  HOME_BULLETINS,
  figureOrderFilter,
  homeDashboard,
  salesRollup,
  parseSalesReportInput,
  salesChartSql,
  homeSalesReport,
  bottomWindow,
  homeBottomData,
  foldOrderSales,
  startOrderSalesFold
};
//# sourceMappingURL=chunk-WZ33CGPR.js.map