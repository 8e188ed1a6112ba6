import {
  addHistory,
  emitOrderEvent,
  findShop,
  moveOrder
} from "./chunk-D5XDSTMQ.js";
import {
  findSku
} from "./chunk-UJV7PTJ6.js";
import {
  sameTextIgnoringCase
} from "./chunk-BCYJEP5R.js";
import {
  ORDER_OPEN_STATUSES,
  ORDER_TRANSITIONS,
  pairSkuInput,
  skuAliasesInput
} from "./chunk-2F5RSO57.js";
import {
  NotFoundError,
  ValidationError,
  allowedShopsWhere,
  assertCan,
  parseInput,
  requireActor
} from "./chunk-BSPRULER.js";
import {
  prismaNamespace_exports
} from "./chunk-3XUCUEAO.js";

// ../schema/src/rules/order-rules.ts
import { z } from "zod";
var RULE_NAME_MIN = 2;
var RULE_NAME_MAX = 64;
var RULE_LIST_MAX = 500;
var DRY_RUN_DAYS_DEFAULT = 30;
var DRY_RUN_DAYS_MAX = 365;
var DRY_RUN_MAX_ORDERS = 2e4;
var BLACKLIST_CAUSES = ["fraud", "returnAbuse", "badReview", "other"];
var BLACKLIST_HOLD_STATUSES = ["awaitingPayment", "processing", "outOfStock", "awaitingShipment"];
var id = z.number({ error: "validation.required" }).int({ error: "validation.integerIds" }).positive({ error: "validation.integerIds" });
var ruleName = z.string({ error: "orderRules.nameLength" }).trim().min(RULE_NAME_MIN, { error: "orderRules.nameLength" }).max(RULE_NAME_MAX, { error: "orderRules.nameLength" });
var wholeNotNegative = z.number({ error: "orderRules.wholeNumber" }).int({ error: "orderRules.wholeNumber" }).min(0, { error: "orderRules.notNegative" }).max(1e9, { error: "orderRules.wholeNumber" });
var amount = z.union([z.string(), z.number()]).transform((v) => String(v).trim()).refine((v) => !v.startsWith("-"), { error: "orderRules.notNegative" }).refine((v) => v.startsWith("-") || /^\d{1,10}(\.\d{1,2})?$/.test(v), { error: "orderRules.amountTwoDecimals" });
var optional = (schema) => schema.nullish().transform((v) => v ?? null);
var list = (item) => z.array(item).max(RULE_LIST_MAX, { error: "orderRules.tooManyValues" }).default([]);
var dedupe = (values) => [...new Set(values)];
function parsePostcodeCondition(value) {
  const v = normalizePostcode(value.replace(/\s*-\s*/, "-"));
  const range = /^([A-Z0-9]+)-([A-Z0-9]+)$/.exec(v);
  if (range) {
    const from = range[1] ?? "";
    const to = range[2] ?? "";
    return from.length === to.length && from <= to ? { from, to } : null;
  }
  return /^[A-Z0-9]{1,12}$/.test(v) ? { prefix: v } : null;
}
function normalizePostcode(value) {
  return value.toUpperCase().replace(/\s+/g, "").trim();
}
var postcode = z.string().trim().min(1, { error: "orderRules.postcode" }).refine((v) => parsePostcodeCondition(v) !== null, { error: "orderRules.postcode" }).transform((v) => normalizePostcode(v.replace(/\s*-\s*/, "-")));
var conditionsShape = z.object({
  /** Marketplaces (PLATFORM_TYPES numbers). */
  platformTypes: list(z.number({ error: "validation.integerIds" }).int({ error: "validation.integerIds" }).positive({ error: "validation.integerIds" })).transform((v) => [...new Set(v)]),
  shopIds: list(id).transform((v) => [...new Set(v)]),
  /** ISO 3166-1 alpha-2 codes. */
  countries: list(z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, { error: "orderRules.country" })).transform(dedupe),
  postcodes: list(postcode).transform(dedupe),
  /** Grams. */
  weightMin: optional(wholeNotNegative),
  weightMax: optional(wholeNotNegative),
  amountMin: optional(amount),
  amountMax: optional(amount),
  /** Local SKU codes or marketplace SKUs: an order matches when one of its lines carries one. */
  skus: list(z.string().trim().min(1, { error: "validation.required" }).max(100, { error: "validation.tooLong" })).transform(dedupe),
  /** Total quantity of the order's lines (gifts not counted). */
  quantityMin: optional(wholeNotNegative),
  quantityMax: optional(wholeNotNegative)
});
function toCents(value) {
  const [whole = "", frac = ""] = String(value).trim().split(".");
  const sign = whole.startsWith("-") ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number((frac + "00").slice(0, 2)));
}
var wellFormedCents = (v) => v !== null && /^\d{1,10}(\.\d{1,2})?$/.test(v) ? toCents(v) : null;
var ruleConditions = conditionsShape.superRefine((c, ctx) => {
  const ranges = [
    ["weightMax", c.weightMin, c.weightMax],
    // a malformed amount has its own error; comparing it would add a wrong second one
    ["amountMax", wellFormedCents(c.amountMin), wellFormedCents(c.amountMax)],
    ["quantityMax", c.quantityMin, c.quantityMax]
  ];
  for (const [field, min, max] of ranges) {
    if (min !== null && max !== null && !(max > min)) ctx.addIssue({ code: "custom", path: [field], message: "orderRules.maxAboveMin" });
  }
  if (!hasCondition(c)) ctx.addIssue({ code: "custom", path: [], message: "orderRules.conditionRequired" });
});
function hasCondition(c) {
  return c.platformTypes.length > 0 || c.shopIds.length > 0 || c.countries.length > 0 || c.postcodes.length > 0 || c.skus.length > 0 || [c.weightMin, c.weightMax, c.amountMin, c.amountMax, c.quantityMin, c.quantityMax].some((v) => v !== null);
}
function readConditions(json) {
  const c = json && typeof json === "object" ? json : {};
  return {
    platformTypes: c.platformTypes ?? [],
    shopIds: c.shopIds ?? [],
    countries: c.countries ?? [],
    postcodes: c.postcodes ?? [],
    skus: c.skus ?? [],
    weightMin: c.weightMin ?? null,
    weightMax: c.weightMax ?? null,
    amountMin: c.amountMin ?? null,
    amountMax: c.amountMax ?? null,
    quantityMin: c.quantityMin ?? null,
    quantityMax: c.quantityMax ?? null
  };
}
var logisticsRuleInput = z.object({
  name: ruleName,
  /** Higher number runs first (spec 02 §9). */
  priority: wholeNotNegative.default(0),
  enabled: z.boolean().default(false),
  conditions: ruleConditions,
  warehouseId: id,
  logisticsChannelId: id
});
var rulePriorityInput = z.object({ id, priority: wholeNotNegative });
var dryRunDays = z.number({ error: "orderRules.dryRunDays" }).int({ error: "orderRules.dryRunDays" }).min(1, { error: "orderRules.dryRunDays" }).max(DRY_RUN_DAYS_MAX, { error: "orderRules.dryRunDays" }).default(DRY_RUN_DAYS_DEFAULT);
var dryRunInput = z.object({ days: dryRunDays });
var dateTime = z.union([z.date(), z.string()]).transform((v, ctx) => {
  const d = v instanceof Date ? v : new Date(v);
  if (Number.isNaN(d.getTime())) {
    ctx.addIssue({ code: "custom", message: "orderRules.dateInvalid" });
    return z.NEVER;
  }
  return d;
});
var giftRuleInput = z.object({
  name: ruleName,
  priority: wholeNotNegative.default(0),
  enabled: z.boolean().default(false),
  conditions: ruleConditions,
  giftSkuId: id,
  giftQuantity: z.number({ error: "orderRules.giftQuantity" }).int({ error: "orderRules.giftQuantity" }).min(1, { error: "orderRules.giftQuantity" }).max(1e4, { error: "orderRules.giftQuantity" }).default(1),
  startAt: optional(dateTime),
  endAt: optional(dateTime)
}).superRefine((r, ctx) => {
  if (r.startAt && r.endAt && !(r.endAt.getTime() > r.startAt.getTime())) ctx.addIssue({ code: "custom", path: ["endAt"], message: "orderRules.endAfterStart" });
});
var blacklistInput = z.object({
  buyerAccount: z.string({ error: "orderRules.buyerRequired" }).trim().min(1, { error: "orderRules.buyerRequired" }).max(100, { error: "validation.tooLong" }),
  /** 0: every marketplace. */
  platformType: z.number({ error: "validation.integerIds" }).int({ error: "validation.integerIds" }).min(0, { error: "validation.integerIds" }).default(0),
  cause: z.enum(BLACKLIST_CAUSES, { error: "orderRules.cause" }),
  causeText: z.string().trim().max(200, { error: "validation.tooLong" }).default("")
}).superRefine((b, ctx) => {
  if (b.cause === "other" && !b.causeText) ctx.addIssue({ code: "custom", path: ["causeText"], message: "orderRules.causeOtherBlank" });
});
function postcodeMatches(condition, postcode2) {
  const c = parsePostcodeCondition(condition);
  const p = normalizePostcode(postcode2);
  if (!c || !p) return false;
  if ("prefix" in c) return p.startsWith(c.prefix);
  const head = p.slice(0, c.from.length);
  return head.length === c.from.length && head >= c.from && head <= c.to;
}
function matchesLogisticsRule(conditions, facts) {
  const c = conditions;
  if (!hasCondition(c)) return false;
  if (c.platformTypes.length && !c.platformTypes.includes(facts.platformType)) return false;
  if (c.shopIds.length && !c.shopIds.includes(facts.shopId)) return false;
  if (c.countries.length && !c.countries.includes(facts.country.trim().toUpperCase())) return false;
  if (c.postcodes.length && !c.postcodes.some((pc) => postcodeMatches(pc, facts.postcode))) return false;
  if (c.weightMin !== null && facts.weight < c.weightMin) return false;
  if (c.weightMax !== null && facts.weight > c.weightMax) return false;
  const cents = toCents(facts.amount);
  if (c.amountMin !== null && cents < toCents(c.amountMin)) return false;
  if (c.amountMax !== null && cents > toCents(c.amountMax)) return false;
  if (c.skus.length) {
    const wanted = new Set(c.skus.map((s) => s.toLowerCase()));
    if (!facts.skus.some((s) => wanted.has(s.trim().toLowerCase()))) return false;
  }
  if (c.quantityMin !== null && facts.quantity < c.quantityMin) return false;
  if (c.quantityMax !== null && facts.quantity > c.quantityMax) return false;
  return true;
}
function byRulePriority(a, b) {
  return b.priority - a.priority || a.id - b.id;
}
function firstMatchingRule(rules, facts) {
  for (const r of [...rules].sort(byRulePriority)) {
    if (r.enabled && matchesLogisticsRule(readConditions(r.conditions), facts)) return r;
  }
  return null;
}
function inGiftWindow(rule, at) {
  return (!rule.startAt || at.getTime() >= rule.startAt.getTime()) && (!rule.endAt || at.getTime() <= rule.endAt.getTime());
}

// src/modules/order-rules/order-rules.facts.ts
function orderFacts(order, skuCodes) {
  const lines = order.items.filter((i) => !i.isGift);
  const skus = [];
  for (const l of lines) {
    if (l.platformSku) skus.push(l.platformSku);
    const code = l.skuId !== null ? skuCodes.get(l.skuId) : void 0;
    if (code) skus.push(code);
  }
  return {
    platformType: order.platformType,
    shopId: order.shopId,
    country: order.country,
    postcode: order.postcode,
    weight: order.weight > 0 ? order.weight : order.estimatedWeight,
    amount: order.totalAmount.toFixed(2),
    skus,
    quantity: lines.reduce((s, l) => s + l.quantity, 0)
  };
}

// src/modules/order-rules/order-rules.apply.ts
var SHAPEABLE = ["awaitingPayment", "processing"];
function shapeable(o) {
  return SHAPEABLE.includes(o.status) || o.status === "abnormal" && (o.heldFromStatus === "" || SHAPEABLE.includes(o.heldFromStatus));
}
async function applyOrderRules(ctx, orderIds) {
  const ids = [...new Set(orderIds)];
  if (!ids.length) return;
  const [blacklistCount, logisticsRules, giftRules] = await Promise.all([
    ctx.db.shippingBlacklist.count({ where: { removedAt: null } }),
    ctx.db.logisticsRule.findMany({ where: { enabled: true }, orderBy: [{ priority: "desc" }, { id: "asc" }] }),
    ctx.db.giftRule.findMany({ where: { enabled: true }, orderBy: [{ priority: "desc" }, { id: "asc" }] })
  ]);
  if (!blacklistCount && !logisticsRules.length && !giftRules.length) return;
  const orders = await ctx.db.order.findMany({ where: { id: { in: ids } }, include: { items: true }, orderBy: { id: "asc" } });
  if (!orders.length) return;
  const accounts = [...new Set(orders.map((o) => o.buyerAccount.trim()).filter(Boolean))];
  const blacklist = blacklistCount && accounts.length ? await ctx.db.shippingBlacklist.findMany({ where: { removedAt: null, OR: accounts.map((a) => ({ buyerAccount: sameTextIgnoringCase(a) })) } }) : [];
  const [warehouses, channels] = await Promise.all([
    ctx.db.warehouse.findMany({ where: { id: { in: [...new Set(logisticsRules.map((r) => r.warehouseId))] } }, select: { id: true, name: true, enabled: true } }),
    ctx.db.logisticsChannel.findMany({ where: { id: { in: [...new Set(logisticsRules.map((r) => r.logisticsChannelId))] } }, select: { id: true, name: true, enabled: true } })
  ]);
  const warehouseOf = new Map(warehouses.filter((w) => w.enabled).map((w) => [w.id, w.name]));
  const channelOf = new Map(channels.filter((c) => c.enabled).map((c) => [c.id, c.name]));
  const giftSkus = new Map(
    (await ctx.db.sku.findMany({ where: { id: { in: [...new Set(giftRules.map((g) => g.giftSkuId))] } }, include: { product: { select: { name: true } } } })).map((s) => [s.id, s])
  );
  const world = {
    blacklist,
    logisticsRules: logisticsRules.filter((r) => warehouseOf.has(r.warehouseId) && channelOf.has(r.logisticsChannelId)),
    giftRules: giftRules.filter((g) => giftSkus.has(g.giftSkuId))
  };
  const lineSkuIds = [...new Set(orders.flatMap((o) => o.items.map((i) => i.skuId)).filter((s) => s !== null))];
  const skuCodes = new Map((lineSkuIds.length ? await ctx.db.sku.findMany({ where: { id: { in: lineSkuIds } }, select: { id: true, sku: true } }) : []).map((s) => [s.id, s.sku]));
  for (const candidate of orders) {
    if (isEmpty(planOrder(candidate, skuCodes, world))) continue;
    await ctx.db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${candidate.id} FOR UPDATE`;
      const order = await tx.order.findFirst({ where: { id: candidate.id }, include: { items: true } });
      if (!order) return;
      const plan = planOrder(order, skuCodes, world);
      if (plan.hold) {
        await moveOrder(ctx, tx, order.id, "hold", {
          data: { abnormalReason: "blacklist", heldFromStatus: order.status },
          history: { messageId: "orderRules.history.blacklist", params: { buyerAccount: order.buyerAccount, blacklistId: plan.hold.id } }
        });
      }
      if (plan.route) {
        const { rule, warehouseId, logisticsChannelId } = plan.route;
        await tx.order.updateMany({ where: { id: order.id }, data: { warehouseId, logisticsChannelId } });
        await addHistory(ctx, tx, [order.id], {
          action: "logisticsRule",
          messageId: "orderRules.history.logistics",
          params: {
            rule: rule.name,
            ruleId: rule.id,
            warehouseId,
            logisticsChannelId,
            warehouse: warehouseOf.get(warehouseId) ?? (await tx.warehouse.findFirst({ where: { id: warehouseId }, select: { name: true } }))?.name ?? String(warehouseId),
            channel: channelOf.get(logisticsChannelId) ?? (await tx.logisticsChannel.findFirst({ where: { id: logisticsChannelId }, select: { name: true } }))?.name ?? String(logisticsChannelId)
          }
        });
      }
      for (const gift of plan.gifts) {
        const sku = giftSkus.get(gift.giftSkuId);
        await tx.orderItem.create({
          data: {
            companyId: order.companyId,
            orderId: order.id,
            title: sku.product?.name ?? sku.sku,
            image: sku.image ?? "",
            quantity: gift.giftQuantity,
            unitPrice: 0,
            skuId: sku.id,
            matchedBy: "sku",
            isGift: true,
            giftRuleId: gift.id
          }
        });
        await addHistory(ctx, tx, [order.id], {
          action: "giftRule",
          messageId: "orderRules.history.gift",
          params: { rule: gift.name, ruleId: gift.id, quantity: gift.giftQuantity, sku: sku.sku, skuId: sku.id }
        });
      }
    });
  }
}
var isEmpty = (p) => !p.hold && !p.route && !p.gifts.length;
function planOrder(order, skuCodes, world) {
  const plan = { hold: null, route: null, gifts: [] };
  const buyer = order.buyerAccount.trim().toLowerCase();
  const listed = buyer ? world.blacklist.find((b) => b.buyerAccount.trim().toLowerCase() === buyer && (b.platformType === 0 || b.platformType === order.platformType)) : void 0;
  let status = order.status;
  let heldFrom = order.heldFromStatus;
  if (listed && ORDER_TRANSITIONS.hold.from.includes(order.status)) {
    plan.hold = listed;
    heldFrom = order.status;
    status = "abnormal";
  }
  if (!shapeable({ status, heldFromStatus: heldFrom })) return plan;
  const facts = orderFacts(order, skuCodes);
  if (order.warehouseId === null || order.logisticsChannelId === null) {
    const rule = firstMatchingRule(world.logisticsRules, facts);
    if (rule) plan.route = { rule, warehouseId: order.warehouseId ?? rule.warehouseId, logisticsChannelId: order.logisticsChannelId ?? rule.logisticsChannelId };
  }
  const given = new Set(order.items.map((i) => i.giftRuleId).filter((g) => g !== null));
  plan.gifts = world.giftRules.filter((g) => !given.has(g.id) && inGiftWindow(g, order.orderedAt) && matchesLogisticsRule(readConditions(g.conditions), facts));
  return plan;
}

// src/modules/orders/orders.matching.ts
async function resolveMatches(ctx, keys) {
  const out = /* @__PURE__ */ new Map();
  const skus = [...new Set(keys.map((k) => k.platformSku).filter(Boolean))];
  if (!skus.length) return out;
  const [pairings, byCode, byAlias] = await Promise.all([
    ctx.db.skuPairing.findMany({
      where: { platformSku: { in: skus }, platformType: { in: [...new Set(keys.map((k) => k.platformType))] }, shopId: { in: [0, ...new Set(keys.map((k) => k.shopId))] } }
    }),
    ctx.db.sku.findMany({ where: { sku: { in: skus } }, select: { id: true, sku: true } }),
    ctx.db.sku.findMany({ where: { aliases: { hasSome: skus } }, select: { id: true, aliases: true }, orderBy: { id: "asc" } })
  ]);
  const pairingOf = new Map(pairings.map((p) => [`${p.platformType}:${p.shopId}:${p.platformSku}`, p]));
  const codeOf = new Map(byCode.map((s) => [s.sku, s.id]));
  const aliasOf = /* @__PURE__ */ new Map();
  for (const s of byAlias) for (const a of s.aliases) if (!aliasOf.has(a)) aliasOf.set(a, s.id);
  for (const k of keys) {
    const key = matchKey(k);
    if (out.has(key) || !k.platformSku) continue;
    const p = pairingOf.get(`${k.platformType}:${k.shopId}:${k.platformSku}`) ?? pairingOf.get(`${k.platformType}:0:${k.platformSku}`);
    if (p) out.set(key, { skuId: p.skuId, matchedBy: "pairing", unitsPerItem: p.unitsPerItem, pairingId: p.id });
    else if (codeOf.has(k.platformSku)) out.set(key, { skuId: codeOf.get(k.platformSku), matchedBy: "sku", unitsPerItem: 1, pairingId: null });
    else if (aliasOf.has(k.platformSku)) out.set(key, { skuId: aliasOf.get(k.platformSku), matchedBy: "alias", unitsPerItem: 1, pairingId: null });
  }
  return out;
}
var matchKey = (k) => `${k.platformType}:${k.shopId}:${k.platformSku}`;
async function matchOrders(ctx, orderIds) {
  const actor = requireActor(ctx);
  const ids = [...new Set(orderIds)];
  if (!ids.length) return 0;
  const items = await ctx.db.orderItem.findMany({
    where: { orderId: { in: ids }, skuId: null },
    select: { id: true, orderId: true, platformSku: true, order: { select: { shopId: true, platformType: true } } }
  });
  const keys = items.map((i) => ({ shopId: i.order.shopId, platformType: i.order.platformType, platformSku: i.platformSku }));
  const matches = await resolveMatches(ctx, keys);
  const groups = /* @__PURE__ */ new Map();
  const gained = /* @__PURE__ */ new Map();
  items.forEach((item, i) => {
    const m = matches.get(matchKey(keys[i]));
    if (!m) return;
    const g = `${m.skuId}:${m.matchedBy}:${m.unitsPerItem}`;
    if (!groups.has(g)) groups.set(g, { match: m, itemIds: [] });
    groups.get(g).itemIds.push(item.id);
    gained.set(item.orderId, (gained.get(item.orderId) ?? 0) + 1);
  });
  const total = /* @__PURE__ */ new Map();
  if (gained.size) {
    const counts = await ctx.db.orderItem.groupBy({ by: ["orderId"], where: { orderId: { in: [...gained.keys()] } }, _count: { _all: true } });
    for (const c of counts) total.set(c.orderId, c._count._all);
  }
  await ctx.db.$transaction(async (tx) => {
    for (const { match, itemIds } of groups.values()) {
      await tx.orderItem.updateMany({ where: { id: { in: itemIds }, skuId: null }, data: { skuId: match.skuId, matchedBy: match.matchedBy, unitsPerItem: match.unitsPerItem } });
    }
    await tx.$executeRaw`
      UPDATE "Order" o SET "matched" = NOT EXISTS (SELECT 1 FROM "OrderItem" i WHERE i."orderId" = o."id" AND i."skuId" IS NULL), "updatedAt" = now()
      WHERE o."companyId" = ${actor.companyId} AND o."id" IN (${prismaNamespace_exports.join(ids)})`;
    for (const [orderId, n] of gained) {
      const unmatchedBefore = items.filter((i) => i.orderId === orderId).length;
      const all = total.get(orderId) ?? n;
      await addHistory(ctx, tx, [orderId], { action: "match", messageId: "order.history.matched", params: { matched: all - unmatchedBefore + n, total: all } });
    }
  });
  return [...gained.values()].reduce((s, n) => s + n, 0);
}
async function updateEstimatedWeights(ctx, orderIds) {
  const actor = requireActor(ctx);
  if (!orderIds.length) return;
  await ctx.db.$executeRaw`
    UPDATE "Order" o SET "estimatedWeight" = COALESCE((
      SELECT SUM(i."quantity" * i."unitsPerItem" * CASE WHEN s."isCombo"
        THEN COALESCE((SELECT SUM(c."quantity" * cs."weight") FROM "SkuComponent" c JOIN "Sku" cs ON cs."id" = c."componentSkuId" WHERE c."comboSkuId" = s."id"), 0)
        ELSE s."weight" END)
      FROM "OrderItem" i JOIN "Sku" s ON s."id" = i."skuId" AND s."companyId" = o."companyId"
      WHERE i."orderId" = o."id"), 0)::int
    WHERE o."companyId" = ${actor.companyId} AND o."id" IN (${prismaNamespace_exports.join([...new Set(orderIds)])})`;
}
async function rematch(ctx, platformSkus, where = {}) {
  if (!platformSkus.length) return 0;
  const orders = await ctx.db.order.findMany({
    where: { ...where, matched: false, status: { in: [...ORDER_OPEN_STATUSES] }, items: { some: { skuId: null, platformSku: { in: platformSkus } } } },
    select: { id: true }
  });
  const ids = orders.map((o) => o.id);
  if (!ids.length) return 0;
  const n = await matchOrders(ctx, ids);
  await updateEstimatedWeights(ctx, ids);
  return n;
}
async function pairingWhere(ctx, f = {}) {
  const actor = assertCan(ctx, "productPairingList");
  const kw = f.keyword?.trim();
  if (kw && kw.length > 100) throw ValidationError.field("keyword", "validation.tooLong");
  const and = [];
  if (!actor.isMain && actor.allowShopIds.length) and.push({ shopId: { in: [0, ...actor.allowShopIds] } });
  if (f.platformType) and.push({ platformType: f.platformType });
  if (f.shopId != null) and.push({ shopId: f.shopId });
  if (f.skuId) and.push({ skuId: f.skuId });
  if (kw) {
    const skus = await ctx.db.sku.findMany({ where: { sku: { contains: kw, mode: "insensitive" } }, select: { id: true }, take: 1e3 });
    and.push({ OR: [{ platformSku: { contains: kw, mode: "insensitive" } }, { skuId: { in: skus.map((s) => s.id) } }] });
  }
  return { AND: and };
}
async function pairSku(ctx, raw) {
  const actor = assertCan(ctx, "pairing.update");
  const input = parseInput(pairSkuInput, raw);
  if (input.shopId) {
    const shop = await findShop(ctx, input.shopId);
    if (shop.platformType !== input.platformType) throw ValidationError.field("shopId", "order.pairingShopPlatform");
  } else if (!actor.isMain && actor.allowShopIds.length) {
    throw new NotFoundError("order.shopNotFound", { id: 0 });
  }
  await findSku(ctx.db, input.skuId);
  const key = { companyId: actor.companyId, platformType: input.platformType, shopId: input.shopId, platformSku: input.platformSku };
  const pairing = await ctx.db.skuPairing.upsert({
    where: { companyId_platformType_shopId_platformSku: key },
    create: { ...key, skuId: input.skuId, unitsPerItem: input.unitsPerItem, operatorId: actor.userId },
    update: { skuId: input.skuId, unitsPerItem: input.unitsPerItem, operatorId: actor.userId }
  });
  await rematch(ctx, [input.platformSku], { platformType: input.platformType, ...input.shopId ? { shopId: input.shopId } : {} });
  return pairing;
}
async function unpairSku(ctx, id2) {
  const actor = assertCan(ctx, "pairing.update");
  const mine = !actor.isMain && actor.allowShopIds.length ? { shopId: { in: [0, ...actor.allowShopIds] } } : {};
  const pairing = await ctx.db.skuPairing.findFirst({ where: { ...mine, id: id2 } });
  if (!pairing) throw new NotFoundError("order.pairingNotFound", { id: id2 });
  await ctx.db.skuPairing.deleteMany({ where: { id: id2 } });
  return id2;
}
async function skuAliases(ctx, skuId) {
  assertCan(ctx, "productPairingList");
  const sku = await ctx.db.sku.findFirst({ where: { id: skuId }, select: { aliases: true } });
  return sku ? sku.aliases : null;
}
async function setSkuAliases(ctx, raw) {
  assertCan(ctx, "pairing.update");
  const input = parseInput(skuAliasesInput, raw);
  const sku = await findSku(ctx.db, input.skuId);
  if (input.aliases.length) {
    const taken = await ctx.db.sku.findFirst({
      where: { id: { not: sku.id }, OR: [{ aliases: { hasSome: input.aliases } }, { sku: { in: input.aliases } }] },
      select: { sku: true, aliases: true }
    });
    if (taken) {
      const alias = input.aliases.find((a) => a === taken.sku || taken.aliases.includes(a));
      throw ValidationError.field("aliases", "order.aliasTaken", { alias, sku: taken.sku });
    }
  }
  await ctx.db.sku.updateMany({ where: { id: sku.id }, data: { aliases: input.aliases } });
  await rematch(ctx, input.aliases);
  return input.aliases;
}
var ONLINE_STATES = ["paired", "matched", "unmatched"];
function onlineSql(ctx, f) {
  const actor = assertCan(ctx, "onlineProductPairingList");
  const kw = f.keyword?.trim();
  if (kw && kw.length > 100) throw ValidationError.field("keyword", "validation.tooLong");
  if (f.state && !ONLINE_STATES.includes(f.state)) throw ValidationError.field("state", "order.onlineStateUnknown");
  const shops = allowedShopsWhere(actor, "x");
  const conds = [prismaNamespace_exports.sql`o."companyId" = ${actor.companyId}`, prismaNamespace_exports.sql`i."platformSku" <> ''`];
  if (shops.x) conds.push(prismaNamespace_exports.sql`o."shopId" IN (${prismaNamespace_exports.join(shops.x.in)})`);
  if (f.platformType) conds.push(prismaNamespace_exports.sql`o."platformType" = ${f.platformType}`);
  if (f.shopId) conds.push(prismaNamespace_exports.sql`o."shopId" = ${f.shopId}`);
  if (kw) conds.push(prismaNamespace_exports.sql`(i."platformSku" ILIKE ${`%${kw}%`} OR i."title" ILIKE ${`%${kw}%`})`);
  const open = prismaNamespace_exports.join(ORDER_OPEN_STATUSES.map((s) => prismaNamespace_exports.sql`${s}`));
  const paired = prismaNamespace_exports.sql`EXISTS (SELECT 1 FROM "SkuPairing" p WHERE p."companyId" = ${actor.companyId} AND p."platformType" = g."platformType" AND p."shopId" IN (0, g."shopId") AND p."platformSku" = g."platformSku")`;
  const having = f.state === "paired" ? prismaNamespace_exports.sql`WHERE ${paired}` : f.state === "unmatched" ? prismaNamespace_exports.sql`WHERE g."unmatchedCount" > 0` : f.state === "matched" ? prismaNamespace_exports.sql`WHERE g."unmatchedCount" = 0` : prismaNamespace_exports.empty;
  const grouped = prismaNamespace_exports.sql`
    SELECT o."shopId", MAX(o."platformType") AS "platformType", i."platformSku", MAX(i."title") AS "title", MAX(i."image") AS "image",
      COUNT(DISTINCT i."orderId")::int AS "orderCount",
      (COUNT(*) FILTER (WHERE i."skuId" IS NULL AND o."status" IN (${open})))::int AS "unmatchedCount"
    FROM "OrderItem" i JOIN "Order" o ON o."id" = i."orderId"
    WHERE ${prismaNamespace_exports.join(conds, " AND ")}
    GROUP BY o."shopId", i."platformSku"`;
  return { grouped, having };
}
async function countOnlineProducts(ctx, f) {
  const { grouped, having } = onlineSql(ctx, f);
  const rows = await ctx.db.$queryRaw`SELECT COUNT(*)::int AS n FROM (${grouped}) g ${having}`;
  return Number(rows[0]?.n ?? 0);
}
async function onlineProducts(ctx, f, offset, limit) {
  const { grouped, having } = onlineSql(ctx, f);
  const rows = await ctx.db.$queryRaw`
    SELECT g.* FROM (${grouped}) g ${having}
    ORDER BY g."orderCount" DESC, g."shopId", g."platformSku" LIMIT ${limit} OFFSET ${offset}`;
  const matches = await resolveMatches(ctx, rows.map((r) => ({ shopId: r.shopId, platformType: r.platformType, platformSku: r.platformSku })));
  return rows.map((r) => {
    const m = matches.get(matchKey(r));
    return {
      ...r,
      orderCount: Number(r.orderCount),
      unmatchedCount: Number(r.unmatchedCount),
      pairingId: m?.pairingId ?? null,
      skuId: m?.skuId ?? null,
      matchedBy: m?.matchedBy ?? "",
      unitsPerItem: m?.unitsPerItem ?? 1
    };
  });
}

// src/modules/orders/orders.pipeline.ts
async function processNewOrders(ctx, orderIds) {
  if (!orderIds.length) return;
  await matchOrders(ctx, orderIds);
  await updateEstimatedWeights(ctx, orderIds);
  await applyOrderRules(ctx, orderIds);
  await updateEstimatedWeights(ctx, orderIds);
  await emitOrderEvent(ctx, "created", { orderIds: [...orderIds] });
}

export {
  DRY_RUN_MAX_ORDERS,
  BLACKLIST_HOLD_STATUSES,
  readConditions,
  logisticsRuleInput,
  rulePriorityInput,
  dryRunInput,
  giftRuleInput,
  blacklistInput,
  matchesLogisticsRule,
  byRulePriority,
  updateEstimatedWeights,
  pairingWhere,
  pairSku,
  unpairSku,
  skuAliases,
  setSkuAliases,
  countOnlineProducts,
  onlineProducts,
  orderFacts,
  processNewOrders
};
//# sourceMappingURL=chunk-T5PYVQZA.js.map