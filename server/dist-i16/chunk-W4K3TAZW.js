import {
  price
} from "./chunk-V2SYP3MA.js";

// ../schema/src/rules/purchasing.ts
import { z } from "zod";
var SUPPLIER_TYPES = ["formal", "temporary"];
var ORDER_WAYS = ["offline", "online", "wholesale"];
var PROCUREMENT_TYPES = ["normal", "outOfStock", "suggestion", "plan"];
var PACKAGING_CONDITIONS = ["intact", "slightlyDamaged", "moderatelyDamaged", "seriouslyDamaged"];
var ABNORMAL_TYPES = ["shortage", "excess", "defective", "wrongItem", "other"];
var ABNORMAL_METHODS = ["replacement", "return", "resend"];
var PAYMENT_KINDS = ["payment", "refund"];
var WHOLESALE_BATCH_MAX = 200;
var PURCHASE_ALERTS = {
  suggestionNotOrdered: [12, 24],
  noPickup: [24],
  notSigned: [72, 120, 168]
};
var SUGGESTION_WINDOWS = [3, 7, 15, 30, 90];
var DEFAULT_SALES_WEIGHTS = [
  { days: 7, weight: 0.5 },
  { days: 30, weight: 0.3 },
  { days: 90, weight: 0.2 }
];
var PURCHASE_ORDER_STATUSES = ["pendingAudit", "approved", "failed", "partiallyReceived", "received", "cancelled"];
var PURCHASE_ORDER_TRANSITIONS = {
  approve: { from: ["pendingAudit"], to: "approved" },
  reject: { from: ["pendingAudit"], to: "failed" },
  resubmit: { from: ["failed"], to: "pendingAudit" },
  /** Some goods signed for. */
  receive: { from: ["approved", "partiallyReceived"], to: "partiallyReceived" },
  /** Everything due has been inspected into stock. */
  complete: { from: ["approved", "partiallyReceived"], to: "received" },
  /** Into the cancelled list; not once anything has arrived. */
  cancel: { from: ["pendingAudit", "failed", "approved"], to: "cancelled" }
};
var PURCHASE_ORDER_RECEIVABLE = ["approved", "partiallyReceived"];
var PAYMENT_STATUSES = ["pending", "approved", "rejected"];
var PAYMENT_TRANSITIONS = {
  approve: { from: ["pending"], to: "approved" },
  reject: { from: ["pending"], to: "rejected" }
};
var RECEIPT_STATUSES = ["signed", "inspected"];
var RECEIPT_TRANSITIONS = {
  inspect: { from: ["signed"], to: "inspected" }
};
var ABNORMAL_STATUSES = ["pendingReview", "approved", "processing", "completed"];
var ABNORMAL_TRANSITIONS = {
  approve: { from: ["pendingReview"], to: "approved" },
  process: { from: ["pendingReview"], to: "processing" },
  complete: { from: ["processing"], to: "completed" }
};
function toCentsAmount(v) {
  const s = String(v).trim();
  const neg = s.startsWith("-");
  const [i = "0", f = ""] = s.replace("-", "").split(".");
  const cents = Number(i) * 100 + Number((f + "00").slice(0, 2));
  return neg ? -cents : cents;
}
function fromCents(c) {
  const neg = c < 0;
  const a = Math.abs(c);
  return `${neg ? "-" : ""}${Math.floor(a / 100)}.${String(a % 100).padStart(2, "0")}`;
}
function purchaseTotalCents(o) {
  const cost = o.lines.reduce((s, l) => s + l.quantity * toCentsAmount(l.unitPrice), 0);
  return cost + toCentsAmount(o.freight) + toCentsAmount(o.otherFee) - toCentsAmount(o.discount);
}
function maxRequestCents(o, alreadyRequestedCents) {
  return Math.max(0, purchaseTotalCents(o) - alreadyRequestedCents);
}
var PURCHASE_ORDER_PAYMENT_STATUSES = ["unpaid", "partiallyPaid", "paid"];
function paymentStatusOf(totalCents, paidCents) {
  if (paidCents <= 0) return "unpaid";
  return paidCents >= totalCents ? "paid" : "partiallyPaid";
}
var WHOLESALE_ORDER_STATUSES = ["created", "paid", "shipped", "signed", "cancelled"];
function parseWholesaleLink(link) {
  const m = /^https?:\/\/(?:detail|m)\.1688\.com\/offer\/(\d{6,20})\.html(?:[?#]\S*)?$/i.exec(link.trim());
  return m ? m[1] : null;
}
function parseOrderNumbers(text2) {
  const numbers = [];
  const invalidLines = [];
  text2.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    if (!/^\d{6,30}$/.test(line)) invalidLines.push(i + 1);
    else numbers.push(line);
  });
  return { numbers, invalidLines };
}
function tierPrice(tiers, quantity) {
  const sorted = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);
  let hit = null;
  for (const t of sorted) if (quantity >= t.minQuantity) hit = t.price;
  return hit ?? sorted[0]?.price ?? null;
}
function weightedDailySales(averages, weights) {
  const used = weights.filter((w) => w.weight > 0);
  const sum = used.reduce((s, w) => s + w.weight, 0);
  if (sum <= 0) return 0;
  return used.reduce((s, w) => s + w.weight * (averages[w.days] ?? 0), 0) / sum;
}
function purchaseSuggestion(i) {
  const daily = Math.max(0, i.dailySales);
  const safetyStock = i.safetyStock ?? Math.ceil(daily * i.safeDays - 1e-9);
  const stockingDemand = Math.ceil(daily * i.maxStockingDays - 1e-9);
  const demand = i.outOfStockDemand + safetyStock + stockingDemand;
  const supply = i.sellable + i.preSale + i.pendingReceipt;
  const free = supply - i.outOfStockDemand - safetyStock;
  const coverDays = daily > 0 ? Math.round(free / daily * 10) / 10 : null;
  const needed = i.outOfStockDemand > 0 || supply < i.stockFloor || daily > 0 && free < daily * i.minStockingDays;
  const shortfall = demand - supply;
  const quantity = needed && shortfall > 0 ? Math.max(shortfall, i.moq) : 0;
  return { safetyStock, stockingDemand, demand, supply, coverDays, needed, shortfall, quantity };
}
function rangesOverlap(a1, a2, b1, b2) {
  return a1 <= b2 && b1 <= a2;
}
var rate = (a, b) => b > 0 ? Math.round(a / b * 1e4) / 1e4 : 0;
var DAY_MS = 864e5;
function supplierStatistics(h) {
  const signed = h.orders.filter((o) => o.firstSignedAt);
  const late = signed.filter((o) => {
    const due = o.eta ?? new Date(o.orderDate.getTime() + o.deliveryDays * DAY_MS);
    return o.firstSignedAt.getTime() > due.getTime() + DAY_MS - 1;
  });
  const anyReceived = h.orders.filter((o) => o.receivedQuantity > 0);
  const qty2 = h.lines.reduce((s, l) => s + l.quantity, 0);
  const spendCents = h.lines.reduce((s, l) => s + l.quantity * Math.round(l.unitPrice * 100), 0);
  let latest;
  for (const l of h.lines) if (!latest || l.orderDate.getTime() > latest.orderDate.getTime()) latest = l;
  const received = h.orders.reduce((s, o) => s + o.receivedQuantity, 0);
  return {
    purchaseCount: h.orders.length,
    delayRate: rate(late.length, signed.length),
    replenishmentRate: rate(anyReceived.filter((o) => o.fullyReceived).length, anyReceived.length),
    returnRate: rate(h.returnedOrExchanged, received),
    averagePrice: qty2 > 0 ? Math.round(spendCents / qty2) / 100 : 0,
    latestPrice: latest ? latest.unitPrice : null,
    latestPurchaseAt: latest ? latest.orderDate : null,
    defectiveCount: h.defective,
    defectiveRate: rate(h.defective, h.good + h.defective),
    purchaseQuantity: qty2,
    receivedQuantity: received,
    purchaseAmount: spendCents / 100
  };
}
var text = (max) => z.string().trim().max(max, { error: "validation.tooLong" });
var requiredText = (max) => z.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(max, { error: "validation.tooLong" });
var id = z.number({ error: "validation.required" }).int({ error: "validation.integerIds" }).positive({ error: "validation.integerIds" });
var qty = z.number({ error: "purchase.quantityPositive" }).int({ error: "purchase.quantityPositive" }).min(1, { error: "purchase.quantityPositive" }).max(1e7, { error: "purchase.quantityPositive" });
var count = z.number({ error: "purchase.countWhole" }).int({ error: "purchase.countWhole" }).min(0, { error: "purchase.countWhole" }).max(1e7, { error: "purchase.countWhole" });
var days = z.number({ error: "purchase.daysWhole" }).int({ error: "purchase.daysWhole" }).min(0, { error: "purchase.daysWhole" }).max(3650, { error: "purchase.daysWhole" });
var website = z.string().trim().max(300, { error: "validation.tooLong" }).refine((v) => v === "" || /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/i.test(v), { error: "purchase.websiteFormat" });
var isoDate = z.union([z.string(), z.date()]).transform((v, ctx) => {
  const d = v instanceof Date ? v : new Date(v);
  if (Number.isNaN(d.getTime())) {
    ctx.addIssue({ code: "custom", message: "purchase.dateInvalid" });
    return z.NEVER;
  }
  return d;
});
var coefficient = z.number({ error: "purchase.coefficientRange" }).min(0, { error: "purchase.coefficientRange" }).max(1, { error: "purchase.coefficientRange" });
var ratePercent = z.union([z.string(), z.number()], { error: "purchase.rateFormat" }).transform((v) => String(v).trim()).refine((v) => /^\d{1,2}(\.\d{1,2})?$/.test(v), { error: "purchase.rateFormat" });
var supplierInput = z.object({
  name: requiredText(100),
  type: z.enum(SUPPLIER_TYPES, { error: "purchase.supplierType" }).default("formal"),
  preferred: z.boolean().default(false),
  website: website.default(""),
  contact: text(50).default(""),
  phone: text(50).refine((v) => v === "" || /^[+\-\s\d]+$/.test(v), { error: "purchase.phoneFormat" }).default(""),
  address: text(200).default(""),
  bankName: text(100).default(""),
  accountNumber: text(50).refine((v) => v === "" || /^[\d\s-]+$/.test(v), { error: "purchase.accountNumberFormat" }).default(""),
  payee: text(50).default(""),
  /** Delivery period numeric (spec 02 §5). */
  deliveryDays: z.number({ error: "purchase.deliveryDays" }).int({ error: "purchase.deliveryDays" }).min(0, { error: "purchase.deliveryDays" }).max(365, { error: "purchase.deliveryDays" }).default(3),
  /** Tax rate in percent on the supplier's invoice. */
  taxRate: ratePercent.default("0"),
  wholesaleMemberId: text(64).default(""),
  wholesaleShopName: text(100).default(""),
  remark: text(500).default("")
});
var supplyRelationshipInput = z.object({
  skuId: id,
  suppliers: z.array(z.object({ supplierId: id, preferred: z.boolean().default(false), purchasePrice: price.default("0"), moq: qty.default(1), purchaseLink: text(500).default(""), remark: text(200).default("") })).min(1, { error: "purchase.supplierRequired" })
}).superRefine((r, ctx) => {
  const seen = /* @__PURE__ */ new Set();
  r.suppliers.forEach((s, i) => {
    if (seen.has(s.supplierId)) ctx.addIssue({ code: "custom", path: ["suppliers", i, "supplierId"], message: "purchase.sameSupplierTwice" });
    seen.add(s.supplierId);
  });
  if (r.suppliers.filter((s) => s.preferred).length !== 1) ctx.addIssue({ code: "custom", path: ["suppliers"], message: "purchase.preferredSupplierRequired" });
});
var purchaseLine = z.object({ skuId: id, quantity: qty, unitPrice: price, wholesaleSpecId: text(64).default(""), remark: text(200).default("") });
function noRepeatedProduct(lines, ctx, path = "lines") {
  const seen = /* @__PURE__ */ new Set();
  lines.forEach((l, i) => {
    if (seen.has(l.skuId)) ctx.addIssue({ code: "custom", path: [path, i, "skuId"], message: "purchase.sameProductTwice" });
    seen.add(l.skuId);
  });
}
var purchaseOrderInput = z.object({
  supplierId: id,
  warehouseId: z.number({ error: "purchase.warehouseRequired" }).int({ error: "purchase.warehouseRequired" }).positive({ error: "purchase.warehouseRequired" }),
  orderWay: z.enum(ORDER_WAYS, { error: "purchase.orderWay" }).default("offline"),
  procurementType: z.enum(PROCUREMENT_TYPES, { error: "purchase.procurementType" }).default("normal"),
  orderDate: isoDate.optional(),
  eta: isoDate.nullish(),
  freight: price.default("0"),
  otherFee: price.default("0"),
  discount: price.default("0"),
  trackingNo: text(64).default(""),
  courier: text(50).default(""),
  remark: text(500).default(""),
  lines: z.array(purchaseLine).min(1, { error: "purchase.itemRequired" })
}).superRefine((o, ctx) => {
  noRepeatedProduct(o.lines, ctx);
  if (o.eta && o.orderDate && o.eta.getTime() < o.orderDate.getTime() - 864e5) ctx.addIssue({ code: "custom", path: ["eta"], message: "purchase.etaBeforeOrder" });
  if (!o.lines.every((l) => Number.isInteger(l.quantity) && l.quantity > 0)) return;
  const cost = o.lines.reduce((s, l) => s + l.quantity * toCentsAmount(l.unitPrice), 0);
  if (toCentsAmount(o.discount) > cost + toCentsAmount(o.freight) + toCentsAmount(o.otherFee)) ctx.addIssue({ code: "custom", path: ["discount"], message: "purchase.discountTooHigh" });
});
var auditInput = z.object({
  ids: z.array(id).min(1, { error: "purchase.tickAtLeastOne" }).max(500, { error: "purchase.tooMany" }),
  approve: z.boolean(),
  remark: text(500).default("")
}).superRefine((a, ctx) => {
  if (!a.approve && !a.remark) ctx.addIssue({ code: "custom", path: ["remark"], message: "purchase.rejectRemarkRequired" });
});
var paymentRequestInput = z.object({
  purchaseOrderId: id,
  kind: z.enum(PAYMENT_KINDS, { error: "purchase.paymentKind" }),
  amount: price.refine((v) => toCentsAmount(v) > 0, { error: "purchase.amountPositive" }),
  remark: text(500).default("")
});
var signReceiptInput = z.object({
  trackingNo: z.string({ error: "purchase.trackingNoRequired" }).trim().min(1, { error: "purchase.trackingNoRequired" }).max(64, { error: "validation.tooLong" }),
  purchaseOrderId: id,
  courier: text(50).default(""),
  boxes: qty.default(1),
  packaging: z.enum(PACKAGING_CONDITIONS, { error: "purchase.packaging" }).default("intact"),
  remark: text(500).default(""),
  lines: z.array(z.object({ purchaseOrderLineId: id, receivedQuantity: count })).min(1, { error: "purchase.itemRequired" }).refine((ls) => ls.some((l) => l.receivedQuantity > 0), { error: "purchase.itemRequired" })
});
var inspectReceiptInput = z.object({
  receiptId: id,
  attachment: text(300).default(""),
  remark: text(500).default(""),
  /** Warehoused above the purchased quantity: the operator confirmed it. */
  confirmOverPurchase: z.boolean().default(false),
  lines: z.array(z.object({ lineId: id, goodQuantity: count.default(0), defectiveQuantity: count.default(0), goodLocationId: id.nullish(), defectiveLocationId: id.nullish() })).min(1, { error: "purchase.inspectionRowRequired" })
}).superRefine((q, ctx) => {
  let complete = 0;
  q.lines.forEach((l, i) => {
    if (l.goodQuantity > 0 && !l.goodLocationId) ctx.addIssue({ code: "custom", path: ["lines", i, "goodLocationId"], message: "purchase.locationRequired" });
    if (l.defectiveQuantity > 0 && !l.defectiveLocationId) ctx.addIssue({ code: "custom", path: ["lines", i, "defectiveLocationId"], message: "purchase.locationRequired" });
    if (l.goodQuantity + l.defectiveQuantity > 0) complete += 1;
  });
  if (!complete) ctx.addIssue({ code: "custom", path: ["lines"], message: "purchase.goodOrDefectiveRequired" });
});
var abnormalReceiptInput = z.object({
  purchaseOrderNo: z.string({ error: "purchase.orderNoRequired" }).trim().min(1, { error: "purchase.orderNoRequired" }).max(64, { error: "validation.tooLong" }),
  type: z.enum(ABNORMAL_TYPES, { error: "purchase.abnormalTypeRequired" }),
  method: z.enum(ABNORMAL_METHODS, { error: "purchase.abnormalMethodRequired" }),
  remark: text(500).default(""),
  lines: z.array(
    z.object({
      skuId: id,
      quantity: qty,
      waybillNos: z.array(z.string().trim().min(1).max(64, { error: "validation.tooLong" })).min(1, { error: "purchase.waybillRequired" }).max(20, { error: "purchase.tooMany" }),
      receiptPrice: z.union([z.string(), z.number()], { error: "purchase.receiptPriceRequired" }).pipe(price),
      refundAmount: z.union([z.string(), z.number()], { error: "purchase.refundAmountRequired" }).pipe(price),
      remark: text(200).default("")
    })
  ).min(1, { error: "purchase.itemRequired" })
}).superRefine((a, ctx) => noRepeatedProduct(a.lines, ctx));
var wholesaleBatchInput = z.object({ orderNumbers: z.string({ error: "purchase.orderNumbersRequired" }), purchaseOrderId: id.nullish() }).transform((v, ctx) => {
  const { numbers, invalidLines } = parseOrderNumbers(v.orderNumbers);
  if (invalidLines.length) ctx.addIssue({ code: "custom", path: ["orderNumbers"], message: "purchase.orderNumbersOnePerLine", params: { lines: invalidLines.slice(0, 10).join(", ") } });
  if (!numbers.length && !invalidLines.length) ctx.addIssue({ code: "custom", path: ["orderNumbers"], message: "purchase.orderNumbersRequired" });
  if (new Set(numbers).size > WHOLESALE_BATCH_MAX) ctx.addIssue({ code: "custom", path: ["orderNumbers"], message: "purchase.batchTooMany", params: { max: WHOLESALE_BATCH_MAX } });
  return { numbers: [...new Set(numbers)], purchaseOrderId: v.purchaseOrderId ?? null };
});
var wholesaleOrderInput = z.object({
  items: z.array(z.object({ skuId: id, quantity: z.number({ error: "purchase.batchQuantity" }).int({ error: "purchase.batchQuantity" }).min(1, { error: "purchase.batchQuantity" }).max(1e6, { error: "purchase.batchQuantity" }) })).min(1, { error: "purchase.tickAtLeastOne" }).max(WHOLESALE_BATCH_MAX, { error: "purchase.batchTooMany" }),
  warehouseId: id
});
var wholesalePairingInput = z.object({
  skuId: id,
  productUrl: z.string({ error: "purchase.linkRequired" }).trim().min(1, { error: "purchase.linkRequired" }).refine((v) => !v || parseWholesaleLink(v) !== null, { error: "purchase.linkFormat" }),
  // blank: only linkRequired
  /** The variant chosen: at least one must be selected. */
  specId: z.string({ error: "purchase.variantRequired" }).trim().min(1, { error: "purchase.variantRequired" }).max(64, { error: "validation.tooLong" }),
  /** Every specification attribute of the offer must have a value before confirming. */
  specValues: z.record(z.string(), z.string().trim()).default({}),
  supplierId: id.nullish(),
  ratio: qty.default(1)
});
var rangeDate = z.union([z.string().trim().min(1, { error: "purchase.endAfterStart" }), z.date()], { error: "purchase.endAfterStart" }).pipe(isoDate);
var dateRange = { start: rangeDate, end: rangeDate };
var validDates = (r) => r.start instanceof Date && r.end instanceof Date;
var salesCoefficient = z.object({ ...dateRange, coefficient }).refine((r) => !validDates(r) || r.end.getTime() > r.start.getTime(), { error: "purchase.endAfterStart", path: ["end"] });
var orderCoefficient = z.object({ ...dateRange, minQuantity: count, maxQuantity: count, coefficient }).superRefine((r, ctx) => {
  if (validDates(r) && r.end.getTime() <= r.start.getTime()) ctx.addIssue({ code: "custom", path: ["end"], message: "purchase.endAfterStart" });
  if (r.maxQuantity < r.minQuantity) ctx.addIssue({ code: "custom", path: ["maxQuantity"], message: "purchase.maxBelowMin" });
});
var purchaseSettingInput = z.object({
  minStockingDays: days,
  maxStockingDays: days,
  safeDays: days,
  /** Checks the stock floor against it; the safety stock itself is Stock.safe per warehouse. */
  safetyStock: count.nullish(),
  moq: qty.default(1),
  minOrderDays: days.default(0),
  stockFloor: count.default(0),
  salesWeights: z.array(z.object({ days: z.number().refine((d) => SUGGESTION_WINDOWS.includes(d), { error: "purchase.weightWindow" }), weight: coefficient })).max(SUGGESTION_WINDOWS.length).optional(),
  orderCoefficients: z.array(orderCoefficient).max(20, { error: "purchase.tooMany" }).optional(),
  salesCoefficients: z.array(salesCoefficient).max(20, { error: "purchase.tooMany" }).optional()
}).superRefine((s, ctx) => {
  if (s.minStockingDays > s.maxStockingDays) ctx.addIssue({ code: "custom", path: ["minStockingDays"], message: "purchase.minStockingDaysAboveMax" });
  if (s.safetyStock != null && s.stockFloor > s.safetyStock) ctx.addIssue({ code: "custom", path: ["stockFloor"], message: "purchase.floorAboveSafety" });
  const oc = s.orderCoefficients ?? [];
  oc.forEach((a, i) => oc.slice(0, i).forEach((b) => {
    if (rangesOverlap(a.minQuantity, a.maxQuantity, b.minQuantity, b.maxQuantity)) ctx.addIssue({ code: "custom", path: ["orderCoefficients", i, "minQuantity"], message: "purchase.orderRangesOverlap" });
  }));
  const sc = s.salesCoefficients ?? [];
  sc.forEach((a, i) => sc.slice(0, i).forEach((b) => {
    if (validDates(a) && validDates(b) && rangesOverlap(a.start.getTime(), a.end.getTime(), b.start.getTime(), b.end.getTime())) ctx.addIssue({ code: "custom", path: ["salesCoefficients", i, "start"], message: "purchase.salesRangesOverlap" });
  }));
});
var batchSafetyInput = z.object({
  skuIds: z.array(id).min(1, { error: "purchase.tickAtLeastOne" }).max(1e3, { error: "purchase.tooMany" }),
  /** Written to Stock.safe of the ticked SKUs in this warehouse. */
  warehouseId: id,
  safetyStock: count.nullish(),
  stockFloor: count.default(0),
  safeDays: days.optional(),
  moq: qty.optional()
}).superRefine((s, ctx) => {
  if (s.safetyStock != null && s.stockFloor > s.safetyStock) ctx.addIssue({ code: "custom", path: ["stockFloor"], message: "purchase.floorAboveSafety" });
});
var generatePurchaseOrdersInput = z.object({
  items: z.array(z.object({ skuId: id, warehouseId: id.nullish(), supplierId: id.nullish(), quantity: qty })).min(1, { error: "purchase.itemRequired" }).max(1e3, { error: "purchase.tooMany" }),
  /** The one warehouse every generated order receives into. */
  warehouseId: z.number({ error: "purchase.commonWarehouseRequired" }).int().positive({ error: "purchase.commonWarehouseRequired" }).nullish()
});

export {
  PACKAGING_CONDITIONS,
  PURCHASE_ALERTS,
  SUGGESTION_WINDOWS,
  DEFAULT_SALES_WEIGHTS,
  PURCHASE_ORDER_STATUSES,
  PURCHASE_ORDER_TRANSITIONS,
  PURCHASE_ORDER_RECEIVABLE,
  PAYMENT_STATUSES,
  PAYMENT_TRANSITIONS,
  RECEIPT_STATUSES,
  RECEIPT_TRANSITIONS,
  ABNORMAL_STATUSES,
  ABNORMAL_TRANSITIONS,
  toCentsAmount,
  fromCents,
  purchaseTotalCents,
  maxRequestCents,
  PURCHASE_ORDER_PAYMENT_STATUSES,
  paymentStatusOf,
  WHOLESALE_ORDER_STATUSES,
  parseWholesaleLink,
  tierPrice,
  weightedDailySales,
  purchaseSuggestion,
  supplierStatistics,
  supplierInput,
  supplyRelationshipInput,
  purchaseOrderInput,
  auditInput,
  paymentRequestInput,
  signReceiptInput,
  inspectReceiptInput,
  abnormalReceiptInput,
  wholesaleBatchInput,
  wholesaleOrderInput,
  wholesalePairingInput,
  purchaseSettingInput,
  batchSafetyInput,
  generatePurchaseOrdersInput
};
//# sourceMappingURL=chunk-W4K3TAZW.js.map