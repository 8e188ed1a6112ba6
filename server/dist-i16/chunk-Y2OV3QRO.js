import {
  PURCHASE_ORDER_RECEIVABLE,
  PURCHASE_ORDER_STATUSES,
  PURCHASE_ORDER_TRANSITIONS,
  auditInput,
  fromCents,
  parseWholesaleLink,
  paymentStatusOf,
  purchaseOrderInput,
  purchaseTotalCents,
  tierPrice,
  toCentsAmount,
  wholesaleBatchInput,
  wholesaleOrderInput,
  wholesalePairingInput
} from "./chunk-W4K3TAZW.js";
import {
  newBillNo
} from "./chunk-UJV7PTJ6.js";
import {
  startSchedule
} from "./chunk-D2Y53OI4.js";
import {
  AppError,
  BusinessError,
  NotFoundError,
  ValidationError,
  assertCan,
  isUniqueViolation,
  parseInput
} from "./chunk-BSPRULER.js";
import {
  scopedDb,
  unscopedDb
} from "./chunk-3XUCUEAO.js";

// src/modules/purchase-orders/purchase-orders.service.ts
import { z } from "zod";

// src/modules/purchase-orders/purchase-orders.states.ts
var PURCHASE_PREFIX = { order: "PO", payment: "PR", refund: "RF", receipt: "RC", abnormal: "AR", inspection: "QC" };
var PURCHASE_BILL_TYPE = "purchase";
function purchaseIllegalTransition(status, action) {
  return new BusinessError("purchase.illegalTransition", { status: `purchase.status.${status}`, action: `purchase.action.${action}` });
}
async function findPurchaseOrder(db, id) {
  const order = await db.purchaseOrder.findFirst({ where: { id }, include: { lines: { orderBy: { id: "asc" } } } });
  if (!order) throw new NotFoundError("purchase.orderNotFound", { id });
  return order;
}
async function findPurchaseOrderByNo(db, orderNo) {
  const order = await db.purchaseOrder.findFirst({ where: { orderNo: orderNo.trim() }, include: { lines: { orderBy: { id: "asc" } } } });
  if (!order) throw new NotFoundError("purchase.orderNotFound", { orderNo });
  return order;
}
async function movePurchaseOrder(tx, id, action, data = {}) {
  const t = PURCHASE_ORDER_TRANSITIONS[action];
  const { count } = await tx.purchaseOrder.updateMany({ where: { id, status: { in: [...t.from] } }, data: { ...data, status: t.to } });
  if (count !== 1) {
    const now = await findPurchaseOrder(tx, id);
    throw purchaseIllegalTransition(now.status, action);
  }
}

// src/modules/purchase-orders/purchase-orders.service.ts
var DAY = 864e5;
function day(v, field) {
  if (v == null || v === "") return null;
  const d = v instanceof Date ? v : new Date(v);
  if (Number.isNaN(d.getTime())) throw ValidationError.field(field, "purchase.dateInvalid");
  return d;
}
async function purchaseOrderWhere(ctx, f = {}, opts = {}) {
  assertCan(ctx, "purchaseOrder");
  const kw = f.keyword?.trim();
  if (kw && kw.length > 100) throw ValidationError.field("keyword", "validation.tooLong");
  if (f.status && !PURCHASE_ORDER_STATUSES.includes(f.status)) throw ValidationError.field("status", "purchase.statusUnknown");
  const from = day(f.dateFrom, "dateFrom");
  const to = day(f.dateTo, "dateTo");
  const and = [];
  if (!opts.ignoreStatus) and.push(f.status ? { status: f.status } : { status: { not: "cancelled" } });
  if (f.supplierId) and.push({ supplierId: f.supplierId });
  if (f.warehouseId) and.push({ warehouseId: f.warehouseId });
  if (f.paymentStatus) and.push({ paymentStatus: f.paymentStatus });
  if (from) and.push({ orderDate: { gte: from } });
  if (to) and.push({ orderDate: { lt: new Date(to.getTime() + DAY) } });
  if (kw) {
    const skus = await ctx.db.sku.findMany({ where: { sku: { contains: kw, mode: "insensitive" } }, select: { id: true }, take: 500 });
    and.push({
      OR: [
        { orderNo: { contains: kw, mode: "insensitive" } },
        { trackingNo: { contains: kw, mode: "insensitive" } },
        ...skus.length ? [{ lines: { some: { skuId: { in: skus.map((s) => s.id) } } } }] : []
      ]
    });
  }
  return and.length ? { AND: and } : {};
}
async function purchaseOrderStatusCounts(ctx, f = {}) {
  const where = await purchaseOrderWhere(ctx, f, { ignoreStatus: true });
  const rows = await ctx.db.purchaseOrder.groupBy({ by: ["status"], where, _count: { _all: true } });
  const by = new Map(rows.map((r) => [r.status, r._count._all]));
  return PURCHASE_ORDER_STATUSES.map((status) => ({ status, count: by.get(status) ?? 0 }));
}
async function checkReferences(db, input) {
  const supplier = await db.supplier.findFirst({ where: { id: input.supplierId }, select: { name: true, enabled: true } });
  if (!supplier) throw new NotFoundError("purchase.supplierNotFound", { id: input.supplierId });
  if (!supplier.enabled) throw ValidationError.field("supplierId", "purchase.supplierDisabled", { name: supplier.name });
  const warehouse = await db.warehouse.findFirst({ where: { id: input.warehouseId }, select: { name: true, enabled: true } });
  if (!warehouse) throw new NotFoundError("purchase.warehouseNotFound", { id: input.warehouseId });
  if (!warehouse.enabled) throw ValidationError.field("warehouseId", "purchase.warehouseDisabled", { name: warehouse.name });
  const skuIds = [...new Set(input.lines.map((l) => l.skuId))];
  const found = await db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true } });
  if (found.length !== skuIds.length) {
    const have = new Set(found.map((s) => s.id));
    throw new NotFoundError("purchase.skuNotFound", { id: skuIds.find((id) => !have.has(id)) });
  }
}
function orderData(input) {
  return {
    supplierId: input.supplierId,
    warehouseId: input.warehouseId,
    orderWay: input.orderWay,
    procurementType: input.procurementType,
    ...input.orderDate ? { orderDate: input.orderDate } : {},
    eta: input.eta ?? null,
    freight: input.freight,
    otherFee: input.otherFee,
    discount: input.discount,
    trackingNo: input.trackingNo,
    courier: input.courier,
    remark: input.remark
  };
}
function lineData(companyId, input) {
  return input.lines.map((l) => ({ companyId, skuId: l.skuId, quantity: l.quantity, unitPrice: l.unitPrice, wholesaleSpecId: l.wholesaleSpecId, remark: l.remark }));
}
async function createPurchaseOrder(ctx, raw, opts = {}) {
  const actor = assertCan(ctx, opts.permission ?? "purchaseOrder.create");
  const input = parseInput(purchaseOrderInput, raw);
  const db = opts.tx ?? ctx.db;
  await checkReferences(db, input);
  const create = (orderNo) => db.purchaseOrder.create({
    data: {
      companyId: actor.companyId,
      orderNo,
      purchaserId: actor.userId,
      status: "pendingAudit",
      ...orderData(input),
      lines: { create: lineData(actor.companyId, input) }
    },
    include: { lines: { orderBy: { id: "asc" } } }
  });
  if (opts.tx) {
    for (; ; ) {
      const orderNo = newBillNo(PURCHASE_PREFIX.order);
      if (!await opts.tx.purchaseOrder.findFirst({ where: { orderNo }, select: { id: true } })) return create(orderNo);
    }
  }
  for (let attempt = 0; ; attempt++) {
    try {
      return await create(newBillNo(PURCHASE_PREFIX.order));
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
}
async function updatePurchaseOrder(ctx, id, raw) {
  const actor = assertCan(ctx, "purchaseOrder.create");
  const order = await findPurchaseOrder(ctx.db, id);
  const input = parseInput(purchaseOrderInput, raw);
  await checkReferences(ctx.db, input);
  return ctx.db.$transaction(async (tx) => {
    const data = { ...orderData(input), auditorId: null, auditedAt: null };
    if (order.status === "failed") {
      await movePurchaseOrder(tx, id, "resubmit", data);
    } else {
      const { count } = await tx.purchaseOrder.updateMany({ where: { id, status: "pendingAudit" }, data });
      if (count !== 1) throw purchaseIllegalTransition((await findPurchaseOrder(tx, id)).status, "edit");
    }
    await tx.purchaseOrderLine.deleteMany({ where: { purchaseOrderId: id } });
    await tx.purchaseOrderLine.createMany({ data: lineData(actor.companyId, input).map((l) => ({ ...l, purchaseOrderId: id })) });
    return findPurchaseOrder(tx, id);
  });
}
async function auditPurchaseOrders(ctx, raw) {
  const actor = assertCan(ctx, "purchaseOrder.audit");
  const input = parseInput(auditInput, raw);
  const ids = [...new Set(input.ids)];
  const orders = await ctx.db.purchaseOrder.findMany({ where: { id: { in: ids } }, select: { id: true, orderNo: true } });
  if (orders.length !== ids.length) {
    const have = new Set(orders.map((o) => o.id));
    throw new NotFoundError("purchase.orderNotFound", { id: ids.find((i) => !have.has(i)) });
  }
  const byId = new Map(orders.map((o) => [o.id, o]));
  const result = { ids: [], refused: [] };
  for (const id of ids) {
    try {
      await ctx.db.$transaction(
        (tx) => movePurchaseOrder(tx, id, input.approve ? "approve" : "reject", { auditRemark: input.remark, auditorId: actor.userId, auditedAt: /* @__PURE__ */ new Date() })
      );
      result.ids.push(id);
    } catch (err) {
      if (!(err instanceof AppError) || err instanceof ValidationError) throw err;
      result.refused.push({ id, orderNo: byId.get(id).orderNo, messageId: err.messageId, params: err.params });
    }
  }
  return result;
}
async function cancelPurchaseOrder(ctx, id) {
  assertCan(ctx, "purchaseOrder.create");
  await findPurchaseOrder(ctx.db, id);
  return ctx.db.$transaction(async (tx) => {
    await movePurchaseOrder(tx, id, "cancel", { cancelledAt: /* @__PURE__ */ new Date() });
    const [receipts, received] = await Promise.all([
      tx.purchaseReceipt.count({ where: { purchaseOrderId: id } }),
      tx.purchaseOrderLine.count({ where: { purchaseOrderId: id, receivedQuantity: { gt: 0 } } })
    ]);
    if (receipts || received) throw new BusinessError("purchase.cannotCancelSigned");
    return findPurchaseOrder(tx, id);
  });
}
var trackingInput = z.object({
  id: z.number().int().positive(),
  trackingNo: z.string({ error: "purchase.trackingNoRequired" }).trim().min(1, { error: "purchase.trackingNoRequired" }).max(64, { error: "validation.tooLong" }),
  courier: z.string().trim().max(50, { error: "validation.tooLong" }).default("")
});
async function setPurchaseTracking(ctx, raw) {
  assertCan(ctx, "purchaseOrder.create");
  const input = parseInput(trackingInput, raw);
  const order = await findPurchaseOrder(ctx.db, input.id);
  const { count } = await ctx.db.purchaseOrder.updateMany({
    where: { id: order.id, status: { in: [...PURCHASE_ORDER_RECEIVABLE] } },
    data: { trackingNo: input.trackingNo, courier: input.courier, ...order.shippedAt ? {} : { shippedAt: /* @__PURE__ */ new Date() } }
  });
  if (count !== 1) throw new BusinessError("purchase.trackingNeedsApproved", { status: `purchase.status.${(await findPurchaseOrder(ctx.db, order.id)).status}` });
  return findPurchaseOrder(ctx.db, order.id);
}
var amountsOf = (o) => ({
  lines: o.lines.map((l) => ({ quantity: l.quantity, unitPrice: l.unitPrice.toString() })),
  freight: o.freight.toString(),
  otherFee: o.otherFee.toString(),
  discount: o.discount.toString()
});
function purchaseMoney(o, payments) {
  const sum = (kind, status) => payments.filter((p) => p.kind === kind && p.status === status).reduce((s, p) => s + toCentsAmount(p.amount.toString()), 0);
  const a = amountsOf(o);
  return {
    costCents: a.lines.reduce((s, l) => s + l.quantity * toCentsAmount(l.unitPrice), 0),
    totalCents: purchaseTotalCents(a),
    paidCents: sum("payment", "approved"),
    refundedCents: sum("refund", "approved"),
    pendingPaymentCents: sum("payment", "pending"),
    pendingRefundCents: sum("refund", "pending")
  };
}
async function refreshPaymentStatus(tx, purchaseOrderId) {
  const order = await tx.purchaseOrder.findFirst({ where: { id: purchaseOrderId }, include: { lines: true, payments: { select: { kind: true, status: true, amount: true } } } });
  if (!order) throw new NotFoundError("purchase.orderNotFound", { id: purchaseOrderId });
  const m = purchaseMoney(order, order.payments);
  const paymentStatus = paymentStatusOf(m.totalCents, m.paidCents - m.refundedCents);
  if (paymentStatus !== order.paymentStatus) await tx.purchaseOrder.updateMany({ where: { id: purchaseOrderId }, data: { paymentStatus } });
  return paymentStatus;
}
async function purchaseOrdersByIds(ctx, ids, query = {}) {
  if (!ids.length) return [];
  const rows = await ctx.db.purchaseOrder.findMany({ ...query, where: { id: { in: ids } } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r) => !!r);
}

// src/modules/wholesale/wholesale.sandbox.ts
import { createHash } from "crypto";
var digitsOf = (s) => [...s].reduce((sum, c) => sum + Number(c), 0);
var hashDigits = (text, length) => {
  const hex = createHash("sha256").update(text).digest("hex");
  return BigInt(`0x${hex.slice(0, 24)}`).toString().padStart(length, "0").slice(-length);
};
var NUMBER = /^\d{6,30}$/;
function sandboxOffer(offerId) {
  if (!/^\d+$/.test(offerId) || offerId.startsWith("9")) return null;
  const last = Number(offerId.at(-1));
  const sum = digitsOf(offerId);
  const base = 500 + sum % 20 * 50;
  const price = (cents) => fromCents(Math.round(cents));
  const attributes = last % 2 === 0 ? [{ name: "Color", values: ["Red", "Blue"] }, { name: "Size", values: ["S", "M", "L"] }] : [{ name: "Color", values: ["Red", "Blue", "Green"] }];
  const combos = attributes.reduce(
    (acc, a) => acc.flatMap((c) => a.values.map((v) => ({ ...c, [a.name]: v }))),
    [{}]
  );
  const head = offerId.slice(0, 5);
  return {
    offerId,
    title: `Sandbox wholesale product ${offerId}`,
    supplier: { memberId: `b2b-${head}`, shopName: `1688 Shop ${head}` },
    attributes,
    variants: combos.map((values, i) => ({ specId: `${offerId}-${i + 1}`, values, price: price(base), stock: 50 + (sum + i * 7) % 10 * 100 })),
    priceTiers: [
      { minQuantity: 1, price: price(base) },
      { minQuantity: 10, price: price(base * 90 / 100) },
      { minQuantity: 100, price: price(base * 80 / 100) }
    ]
  };
}
var SandboxWholesaleConnector = class {
  name = "sandbox";
  counter = 0;
  /** Orders placed through this instance (imported numbers are derived from their digits). */
  placed = /* @__PURE__ */ new Map();
  async fetchOffer(offerId) {
    return sandboxOffer(offerId);
  }
  async createOrder(input) {
    const offer = sandboxOffer(input.offerId);
    if (!offer) throw new WholesaleRefusal(`offer ${input.offerId} does not exist`);
    if (!input.items.length) throw new WholesaleRefusal("no items");
    for (const item of input.items) {
      if (!offer.variants.some((v) => v.specId === item.specId)) throw new WholesaleRefusal(`spec ${item.specId} does not exist`);
      if (!Number.isInteger(item.quantity) || item.quantity < 1) throw new WholesaleRefusal(`quantity ${item.quantity}`);
    }
    const total = input.items.reduce((s, i) => s + i.quantity, 0);
    const amount = fromCents(toCentsAmount(tierPrice(offer.priceTiers, total)) * total);
    const ref = input.externalRef || `#${++this.counter}`;
    const platformOrderNo = `1${hashDigits(`${ref}|${input.offerId}|${JSON.stringify(input.items)}`, 14)}${input.offerId.at(-1)}`;
    this.placed.set(platformOrderNo, { offerId: input.offerId, amount, items: input.items.map((i) => ({ ...i })) });
    return { platformOrderNo, amount, status: "paid" };
  }
  async getOrder(platformOrderNo) {
    if (!NUMBER.test(platformOrderNo) || platformOrderNo.startsWith("9")) return null;
    const logistics = await this.getLogistics(platformOrderNo);
    const known = this.placed.get(platformOrderNo);
    const offerId = known?.offerId ?? `6${platformOrderNo.slice(-8).padStart(8, "0")}`;
    const quantity = 1 + digitsOf(platformOrderNo) % 10;
    return {
      status: logistics.status === "notShipped" ? "paid" : logistics.status,
      amount: known?.amount ?? fromCents(quantity * (500 + digitsOf(offerId) % 20 * 50)),
      offerId,
      items: known?.items ?? [{ specId: `${offerId}-1`, quantity }],
      trackingNo: logistics.trackingNo,
      courier: logistics.courier
    };
  }
  async getLogistics(platformOrderNo) {
    if (platformOrderNo.endsWith("0")) return { status: "notShipped", trackingNo: "", courier: "", events: [] };
    return {
      status: "shipped",
      trackingNo: `YT${hashDigits(`track|${platformOrderNo}`, 13)}`,
      courier: "YTO Express",
      events: [{ time: /* @__PURE__ */ new Date(), text: "Picked up by YTO Express" }]
    };
  }
};

// src/modules/wholesale/wholesale.connector.ts
var WholesaleRefusal = class extends Error {
  constructor(reason) {
    super(reason);
    this.reason = reason;
  }
  reason;
};
var chosen = /* @__PURE__ */ new WeakMap();
function wholesaleConnector(platform) {
  let c = chosen.get(platform);
  if (!c) {
    const name = process.env.WHOLESALE_CONNECTOR || "sandbox";
    if (name !== "sandbox") platform.logger.warn({ connector: name }, "unknown wholesale connector, using the sandbox");
    chosen.set(platform, c = new SandboxWholesaleConnector());
  }
  return c;
}

// src/modules/wholesale/wholesale.service.ts
var WHOLESALE_OPEN_STATUSES = ["created", "paid"];
var WHOLESALE_SYNC_INTERVAL_MS = 10 * 6e4;
var SYNC_BATCH = 500;
async function parseWholesaleProduct(ctx, link) {
  assertCan(ctx, "alibabaPairingList");
  const text = typeof link === "string" ? link.trim() : "";
  if (!text) throw ValidationError.field("link", "purchase.linkRequired");
  const offerId = parseWholesaleLink(text);
  if (!offerId) throw ValidationError.field("link", "purchase.linkFormat");
  const offer = await wholesaleConnector(ctx.platform).fetchOffer(offerId);
  if (!offer) throw ValidationError.field("link", "purchase.offerNotFound");
  return offer;
}
async function pairingSkuWhere(ctx, f = {}) {
  assertCan(ctx, "alibabaPairingList");
  const kw = f.keyword?.trim();
  if (kw && kw.length > 100) throw ValidationError.field("keyword", "validation.tooLong");
  const and = [{ isCombo: false }];
  if (f.skuId) and.push({ id: f.skuId });
  if (kw) {
    const byOffer = await ctx.db.wholesalePairing.findMany({
      where: { OR: [{ offerId: { contains: kw } }, { title: { contains: kw, mode: "insensitive" } }, { specText: { contains: kw, mode: "insensitive" } }] },
      select: { skuId: true },
      take: 1e3
    });
    and.push({
      OR: [
        { sku: { contains: kw, mode: "insensitive" } },
        { product: { name: { contains: kw, mode: "insensitive" } } },
        ...byOffer.length ? [{ id: { in: byOffer.map((p) => p.skuId) } }] : []
      ]
    });
  }
  if (f.paired != null) {
    const paired = (await ctx.db.wholesalePairing.findMany({ select: { skuId: true } })).map((p) => p.skuId);
    and.push(f.paired ? { id: { in: paired } } : { id: { notIn: paired } });
  }
  return { AND: and };
}
async function findPairingOfSku(ctx, skuId) {
  assertCan(ctx, "alibabaPairingList");
  return ctx.db.wholesalePairing.findFirst({ where: { skuId } });
}
function specTextOf(offer, values) {
  return offer.attributes.map((a) => `${a.name}:${values[a.name] ?? ""}`).join(";");
}
async function pairWholesaleProduct(ctx, raw) {
  const actor = assertCan(ctx, "wholesalePairing.update");
  const input = parseInput(wholesalePairingInput, raw);
  const sku = await ctx.db.sku.findFirst({ where: { id: input.skuId } });
  if (!sku) throw new NotFoundError("purchase.skuNotFound", { id: input.skuId });
  const offer = await wholesaleConnector(ctx.platform).fetchOffer(parseWholesaleLink(input.productUrl));
  if (!offer) throw ValidationError.field("productUrl", "purchase.offerNotFound");
  const missing = offer.attributes.filter((a) => !input.specValues[a.name]).map((a) => a.name);
  if (missing.length) throw ValidationError.field("specValues", "purchase.specIncomplete", { missing: missing.join(", ") });
  const variant = offer.variants.find((v) => v.specId === input.specId);
  if (!variant || offer.attributes.some((a) => variant.values[a.name] !== input.specValues[a.name])) {
    throw ValidationError.field("specId", "purchase.variantNotFound");
  }
  let supplierId;
  if (input.supplierId != null) {
    const supplier = await ctx.db.supplier.findFirst({ where: { id: input.supplierId } });
    if (!supplier) throw new NotFoundError("purchase.supplierNotFound", { id: input.supplierId });
    supplierId = supplier.id;
  } else {
    supplierId = await supplierOfOffer(ctx, actor.companyId, offer);
  }
  const data = {
    supplierId,
    productUrl: input.productUrl,
    offerId: offer.offerId,
    specId: variant.specId,
    specText: specTextOf(offer, variant.values),
    title: offer.title,
    priceTiers: offer.priceTiers,
    ratio: input.ratio
  };
  return ctx.db.$transaction(async (tx) => {
    const relation = await tx.supplierProduct.findFirst({ where: { supplierId, skuId: sku.id } });
    if (!relation) {
      const hasPreferred = await tx.supplierProduct.count({ where: { skuId: sku.id, preferred: true } });
      await tx.supplierProduct.create({
        data: { companyId: actor.companyId, supplierId, skuId: sku.id, preferred: hasPreferred === 0, purchasePrice: offer.priceTiers[0]?.price ?? variant.price, purchaseLink: input.productUrl }
      });
    } else if (!relation.purchaseLink) {
      await tx.supplierProduct.update({ where: { id: relation.id }, data: { purchaseLink: input.productUrl } });
    }
    return tx.wholesalePairing.upsert({
      where: { companyId_skuId: { companyId: actor.companyId, skuId: sku.id } },
      create: { companyId: actor.companyId, skuId: sku.id, ...data },
      update: data
    });
  });
}
async function supplierOfOffer(ctx, companyId, offer) {
  const { memberId, shopName } = offer.supplier;
  for (let attempt = 0; ; attempt++) {
    const found = await ctx.db.supplier.findFirst({ where: { wholesaleMemberId: memberId }, orderBy: { id: "asc" } });
    if (found) return found.id;
    const taken = await ctx.db.supplier.count({ where: { name: shopName } });
    const name = taken ? `${shopName} (${memberId})` : shopName;
    try {
      const created = await ctx.db.supplier.create({
        data: { companyId, name, type: "formal", wholesaleMemberId: memberId, wholesaleShopName: shopName, website: `https://${memberId}.1688.com` }
      });
      return created.id;
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 2) throw err;
    }
  }
}
async function unpairWholesaleProducts(ctx, ids) {
  assertCan(ctx, "wholesalePairing.update");
  const unique = [...new Set(ids)];
  if (!unique.length) throw ValidationError.field("ids", "purchase.tickAtLeastOne");
  if (unique.length > 500) throw ValidationError.field("ids", "purchase.tooMany");
  const found = await ctx.db.wholesalePairing.findMany({ where: { id: { in: unique } }, select: { id: true } });
  if (found.length !== unique.length) throw new NotFoundError("purchase.pairingNotFound");
  const { count } = await ctx.db.wholesalePairing.deleteMany({ where: { id: { in: unique } } });
  return count;
}
var tiersOf = (json) => Array.isArray(json) ? json.filter((t) => t && typeof t.minQuantity === "number" && typeof t.price === "string") : [];
function pairedUnitPrice(pairing, quantity) {
  const price = tierPrice(tiersOf(pairing.priceTiers), quantity * pairing.ratio) ?? "0";
  return fromCents(toCentsAmount(price) * pairing.ratio);
}
async function placeWholesaleOrders(ctx, purchaseOrderIds) {
  const actor = assertCan(ctx, "wholesaleOrder.create");
  const ids = [...new Set(purchaseOrderIds)];
  if (!ids.length) throw ValidationError.field("purchaseOrderIds", "purchase.tickAtLeastOne");
  if (ids.length > 200) throw ValidationError.field("purchaseOrderIds", "purchase.batchTooMany", { max: 200 });
  const orders = await ctx.db.purchaseOrder.findMany({ where: { id: { in: ids } }, include: { lines: { orderBy: { id: "asc" } } }, orderBy: { id: "asc" } });
  if (orders.length !== ids.length) throw new NotFoundError("purchase.orderNotFound");
  const open = orders.filter((o) => o.orderWay === "wholesale" && !o.wholesaleOrderNo && o.status !== "cancelled");
  const skuIds = [...new Set(open.flatMap((o) => o.lines.map((l) => l.skuId)))];
  const [pairings, skus, warehouses] = await Promise.all([
    ctx.db.wholesalePairing.findMany({ where: { skuId: { in: skuIds } } }),
    ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true, sku: true } }),
    ctx.db.warehouse.findMany({ where: { id: { in: [...new Set(open.map((o) => o.warehouseId))] } } })
  ]);
  const pairingOf = new Map(pairings.map((p) => [p.skuId, p]));
  const codeOf = new Map(skus.map((s) => [s.id, s.sku]));
  for (const o of open) {
    const unpaired = o.lines.find((l) => !pairingOf.has(l.skuId));
    if (unpaired) throw new BusinessError("purchase.pairingRequired", { sku: codeOf.get(unpaired.skuId) ?? String(unpaired.skuId), orderNo: o.orderNo });
  }
  const connector = wholesaleConnector(ctx.platform);
  const written = [];
  for (const o of open) {
    const wh = warehouses.find((w) => w.id === o.warehouseId);
    const receiver = { name: wh?.contact || wh?.name || "", phone: wh?.phone ?? "", address: wh?.address ?? "" };
    const byOffer = /* @__PURE__ */ new Map();
    for (const l of o.lines) {
      const p = pairingOf.get(l.skuId);
      const items = byOffer.get(p.offerId) ?? /* @__PURE__ */ new Map();
      items.set(p.specId, (items.get(p.specId) ?? 0) + l.quantity * p.ratio);
      byOffer.set(p.offerId, items);
    }
    const placed = [];
    for (const [offerId, items] of byOffer) {
      try {
        const r = await connector.createOrder({
          offerId,
          receiver,
          items: [...items].map(([specId, quantity]) => ({ specId, quantity })),
          externalRef: byOffer.size > 1 ? `${o.orderNo}:${offerId}` : o.orderNo
        });
        placed.push({ ...r, offerId });
      } catch (err) {
        if (err instanceof WholesaleRefusal) throw new BusinessError("purchase.wholesaleFailed", { reason: err.reason, orderNo: o.orderNo });
        throw err;
      }
    }
    const rows = await ctx.db.$transaction(async (tx) => {
      const { count } = await tx.purchaseOrder.updateMany({ where: { id: o.id, wholesaleOrderNo: "" }, data: { wholesaleOrderNo: placed.map((p) => p.platformOrderNo).join(",") } });
      if (count !== 1) return [];
      for (const l of o.lines) await tx.purchaseOrderLine.update({ where: { id: l.id }, data: { wholesaleSpecId: pairingOf.get(l.skuId).specId } });
      return Promise.all(placed.map((p) => tx.wholesaleOrder.upsert({
        where: { companyId_platformOrderNo: { companyId: actor.companyId, platformOrderNo: p.platformOrderNo } },
        create: { companyId: actor.companyId, purchaseOrderId: o.id, platformOrderNo: p.platformOrderNo, offerId: p.offerId, status: p.status, amount: p.amount },
        update: { purchaseOrderId: o.id, status: p.status, amount: p.amount }
      })));
    });
    written.push(...rows);
  }
  return written;
}
async function orderPairedProducts(ctx, raw) {
  const actor = assertCan(ctx, "wholesaleOrder.create");
  const input = parseInput(wholesaleOrderInput, raw);
  const seen = /* @__PURE__ */ new Set();
  input.items.forEach((item, i) => {
    if (seen.has(item.skuId)) throw ValidationError.field(`items.${i}.skuId`, "purchase.sameProductTwice");
    seen.add(item.skuId);
  });
  const warehouse = await ctx.db.warehouse.findFirst({ where: { id: input.warehouseId } });
  if (!warehouse) throw new NotFoundError("purchase.warehouseNotFound", { id: input.warehouseId });
  if (!warehouse.enabled) throw ValidationError.field("warehouseId", "purchase.warehouseDisabled", { name: warehouse.name });
  const skuIds = input.items.map((i) => i.skuId);
  const [skus, pairings] = await Promise.all([
    ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true, sku: true } }),
    ctx.db.wholesalePairing.findMany({ where: { skuId: { in: skuIds } } })
  ]);
  if (skus.length !== skuIds.length) throw new NotFoundError("purchase.skuNotFound");
  const pairingOf = new Map(pairings.map((p) => [p.skuId, p]));
  const supplierIds = [...new Set(pairings.map((p) => p.supplierId).filter((id) => id != null))];
  const suppliers = new Set((await ctx.db.supplier.findMany({ where: { id: { in: supplierIds } }, select: { id: true } })).map((s) => s.id));
  const groups = /* @__PURE__ */ new Map();
  input.items.forEach((item, i) => {
    const p = pairingOf.get(item.skuId);
    if (!p || p.supplierId == null || !suppliers.has(p.supplierId)) {
      throw ValidationError.field(`items.${i}.skuId`, "purchase.pairingRequired", { sku: skus.find((s) => s.id === item.skuId).sku });
    }
    const lines = groups.get(p.supplierId) ?? [];
    lines.push({ skuId: item.skuId, quantity: item.quantity, unitPrice: pairedUnitPrice(p, item.quantity), wholesaleSpecId: p.specId });
    groups.set(p.supplierId, lines);
  });
  const wholesaleOrderGrant = { ...ctx, actor: { ...actor, permissions: /* @__PURE__ */ new Set([...actor.permissions, "purchaseOrder.create"]) } };
  const purchaseOrderIds = [];
  for (const [supplierId, lines] of groups) {
    const po = await createPurchaseOrder(wholesaleOrderGrant, { supplierId, warehouseId: warehouse.id, orderWay: "wholesale", procurementType: "normal", lines });
    purchaseOrderIds.push(po.id);
  }
  const wholesaleOrders = await placeWholesaleOrders(ctx, purchaseOrderIds);
  return { purchaseOrderIds, wholesaleOrders };
}
async function importWholesaleOrders(ctx, raw) {
  const actor = assertCan(ctx, "wholesaleOrder.create");
  const input = parseInput(wholesaleBatchInput, raw);
  let po = null;
  if (input.purchaseOrderId != null) {
    po = await ctx.db.purchaseOrder.findFirst({ where: { id: input.purchaseOrderId }, select: { id: true, wholesaleOrderNo: true } });
    if (!po) throw new NotFoundError("purchase.orderNotFound", { id: input.purchaseOrderId });
  }
  const connector = wholesaleConnector(ctx.platform);
  const found = await Promise.all(input.numbers.map(async (no) => ({ no, order: await connector.getOrder(no) })));
  const unknown = found.filter((f) => !f.order).map((f) => f.no);
  if (unknown.length) {
    const listed = unknown.slice(0, 10).join(", ") + (unknown.length > 10 ? " \u2026" : "");
    throw ValidationError.field("orderNumbers", "purchase.wholesaleOrderNotFound", { orderNo: listed, count: unknown.length });
  }
  const now = /* @__PURE__ */ new Date();
  return ctx.db.$transaction(async (tx) => {
    const rows = [];
    for (const { no, order } of found) {
      const data = {
        offerId: order.offerId,
        status: order.status,
        amount: order.amount,
        trackingNo: order.trackingNo,
        courier: order.courier,
        lastSyncedAt: now,
        ...po ? { purchaseOrderId: po.id } : {}
      };
      rows.push(await tx.wholesaleOrder.upsert({
        where: { companyId_platformOrderNo: { companyId: actor.companyId, platformOrderNo: no } },
        create: { companyId: actor.companyId, platformOrderNo: no, imported: true, ...data },
        update: data
      }));
    }
    if (po) {
      const numbers = [.../* @__PURE__ */ new Set([...po.wholesaleOrderNo.split(",").filter(Boolean), ...input.numbers])];
      const shipped = found.find((f) => f.order.trackingNo);
      const current = await tx.purchaseOrder.findFirst({ where: { id: po.id }, select: { trackingNo: true } });
      await tx.purchaseOrder.update({
        where: { id: po.id },
        data: {
          wholesaleOrderNo: numbers.join(","),
          ...shipped && !current?.trackingNo ? { trackingNo: shipped.order.trackingNo, courier: shipped.order.courier, shippedAt: now } : {}
        }
      });
    }
    return rows;
  });
}
function wholesaleOrderWhere(ctx, f = {}) {
  assertCan(ctx, "alibabaPairingList");
  const kw = f.keyword?.trim();
  if (kw && kw.length > 100) throw ValidationError.field("keyword", "validation.tooLong");
  return {
    ...f.status ? { status: f.status } : {},
    ...f.purchaseOrderId ? { purchaseOrderId: f.purchaseOrderId } : {},
    ...kw ? { OR: [{ platformOrderNo: { contains: kw } }, { trackingNo: { contains: kw, mode: "insensitive" } }, { offerId: { contains: kw } }] } : {}
  };
}
async function syncWholesaleLogistics(platform, opts = {}) {
  const db = opts.companyId != null ? scopedDb(platform.database.prisma, opts.companyId) : unscopedDb(platform.database.prisma, "wholesale logistics sync runs over every company");
  const now = opts.now ?? /* @__PURE__ */ new Date();
  const connector = wholesaleConnector(platform);
  const open = await db.wholesaleOrder.findMany({
    where: { status: { in: [...WHOLESALE_OPEN_STATUSES] } },
    orderBy: [{ lastSyncedAt: { sort: "asc", nulls: "first" } }, { id: "asc" }],
    take: SYNC_BATCH
  });
  let shipped = 0;
  for (const o of open) {
    let logistics;
    try {
      logistics = await connector.getLogistics(o.platformOrderNo);
    } catch (err) {
      platform.logger.warn({ err, platformOrderNo: o.platformOrderNo }, "wholesale logistics failed");
      continue;
    }
    if (logistics.status === "notShipped") {
      await db.wholesaleOrder.update({ where: { id: o.id }, data: { lastSyncedAt: now } });
      continue;
    }
    shipped++;
    await scopedDb(platform.database.prisma, o.companyId).$transaction(async (tx) => {
      await tx.wholesaleOrder.update({ where: { id: o.id }, data: { status: logistics.status, trackingNo: logistics.trackingNo, courier: logistics.courier, lastSyncedAt: now } });
      if (o.purchaseOrderId != null) {
        await tx.purchaseOrder.updateMany({
          where: { id: o.purchaseOrderId, companyId: o.companyId, trackingNo: "" },
          data: { trackingNo: logistics.trackingNo, courier: logistics.courier, shippedAt: now }
        });
      }
    });
  }
  return { checked: open.length, shipped };
}
async function syncWholesaleNow(ctx) {
  const actor = assertCan(ctx, "wholesaleOrder.create");
  return syncWholesaleLogistics(ctx.platform, { companyId: actor.companyId });
}
function startWholesaleSync(platform, http) {
  return startSchedule(platform, http, { name: "wholesale logistics sync", everyMs: WHOLESALE_SYNC_INTERVAL_MS, run: () => syncWholesaleLogistics(platform) });
}

export {
  PURCHASE_PREFIX,
  PURCHASE_BILL_TYPE,
  findPurchaseOrder,
  findPurchaseOrderByNo,
  movePurchaseOrder,
  purchaseOrderWhere,
  purchaseOrderStatusCounts,
  createPurchaseOrder,
  updatePurchaseOrder,
  auditPurchaseOrders,
  cancelPurchaseOrder,
  setPurchaseTracking,
  amountsOf,
  purchaseMoney,
  refreshPaymentStatus,
  purchaseOrdersByIds,
  WHOLESALE_OPEN_STATUSES,
  WHOLESALE_SYNC_INTERVAL_MS,
  parseWholesaleProduct,
  pairingSkuWhere,
  findPairingOfSku,
  specTextOf,
  pairWholesaleProduct,
  unpairWholesaleProducts,
  pairedUnitPrice,
  placeWholesaleOrders,
  orderPairedProducts,
  importWholesaleOrders,
  wholesaleOrderWhere,
  syncWholesaleLogistics,
  syncWholesaleNow,
  startWholesaleSync
};
//# sourceMappingURL=chunk-Y2OV3QRO.js.map