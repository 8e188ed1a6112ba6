import {
  EU_TAX_TYPES,
  PAGE_SIZE_MAX,
  PASSWORD_MIN_LENGTH,
  PLATFORM_TYPES,
  SHOP_STATUS_VALUES,
  VERIFICATION_CODE_LENGTH
} from "./chunk-3XUCUEAO.js";

// ../schema/src/rules/orders.ts
import { z as z2 } from "zod";

// ../schema/src/rules/identity.ts
import { z } from "zod";
var required = (max = 100) => z.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(max, { error: "validation.tooLong" });
var optionalText = (max = 200) => z.string().trim().max(max, { error: "validation.tooLong" }).default("");
var PHONE_PATTERN = /^[0-9+\- ]*$/;
var USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{3,50}$/;
var username = z.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).regex(USERNAME_PATTERN, { error: "validation.username" });
var newPassword = z.string({ error: "validation.required" }).min(PASSWORD_MIN_LENGTH, { error: "validation.passwordTooShort" }).max(128, { error: "validation.tooLong" });
var phone = z.string().trim().max(30, { error: "validation.tooLong" }).regex(PHONE_PATTERN, { error: "validation.phone" }).default("");
var email = z.union([z.literal(""), z.email({ error: "validation.email" }).max(120, { error: "validation.tooLong" })]).default("");
var ids = z.array(z.number({ error: "validation.integerIds" }).int({ error: "validation.integerIds" }).positive({ error: "validation.integerIds" }), { error: "validation.integerIds" }).max(1e3);
function passwordsMatch(value, ctx) {
  if (value.password !== value.password2) {
    ctx.addIssue({ code: "custom", path: ["password2"], message: "validation.passwordMismatch" });
  }
}
var loginInput = z.object({
  username: required(50),
  password: z.string({ error: "validation.required" }).min(1, { error: "validation.required" }).max(128, { error: "validation.tooLong" })
});
var registerInput = z.object({
  companyName: required(100),
  username,
  password: newPassword,
  password2: z.string({ error: "validation.required" }),
  realname: required(50),
  phone,
  email
}).superRefine(passwordsMatch);
var sendCodeInput = z.object({ username: required(50) });
var resetPasswordInput = z.object({
  username: required(50),
  code: z.string({ error: "validation.required" }).trim().length(VERIFICATION_CODE_LENGTH, { error: "validation.codeLength" }),
  password: newPassword,
  password2: z.string({ error: "validation.required" })
}).superRefine(passwordsMatch);
var changePasswordInput = z.object({ oldPassword: z.string().min(1, { error: "validation.required" }), password: newPassword, password2: z.string() }).superRefine(passwordsMatch);
var updateProfileInput = z.object({ realname: required(50), phone, email });
var createSubAccountInput = z.object({
  username,
  password: newPassword,
  password2: z.string({ error: "validation.required" }),
  realname: required(50),
  phone,
  email,
  roleId: z.number().int().positive().nullish(),
  allowShopIds: ids.default([])
}).superRefine(passwordsMatch);
var updateSubAccountInput = z.object({
  id: z.number().int().positive(),
  realname: required(50).optional(),
  phone: phone.optional(),
  email: email.optional(),
  roleId: z.number().int().positive().nullish(),
  allowShopIds: ids.optional()
});
var resetSubAccountPasswordInput = z.object({ id: z.number().int().positive(), password: newPassword, password2: z.string() }).superRefine(passwordsMatch);
var roleInput = z.object({
  name: required(50),
  remark: optionalText(200),
  permissions: z.array(z.string().min(1).max(100)).max(2e3).default([])
});
var rate = z.union([z.string(), z.number()]).transform((v) => String(v).trim()).refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100, { error: "validation.rate" });
var platformTypes = new Set(Object.values(PLATFORM_TYPES));
var platformType = z.number().int().refine((v) => platformTypes.has(v), { error: "validation.platformType" });
var authorizeShopInput = z.object({
  platformType,
  shopName: required(100),
  alias: optionalText(100),
  site: optionalText(20),
  /** What the marketplace's consent page handed back (the sandbox accepts any code but "denied"). */
  authCode: required(500)
});
var reauthorizeShopInput = z.object({ id: z.number().int().positive(), authCode: required(500) });
var updateShopInput = z.object({
  id: z.number().int().positive(),
  shopName: required(100).optional(),
  alias: z.string().trim().max(100, { error: "validation.tooLong" }).optional(),
  platformRate: rate.optional(),
  transferRate: rate.optional(),
  vatRate: rate.optional(),
  euTaxNumber: z.string().trim().max(50, { error: "validation.tooLong" }).optional(),
  euTaxType: z.enum(EU_TAX_TYPES, { error: "validation.euTaxType" }).optional(),
  returnWarehouseId: z.number().int().positive().nullish()
});
var shopStatus = z.number().int().refine((v) => SHOP_STATUS_VALUES.includes(v), { error: "validation.shopStatus" });
var updateCompanyInput = z.object({
  name: required(100).optional(),
  contact: optionalText(50).optional(),
  phone: phone.optional(),
  email: email.optional(),
  address: optionalText(300).optional()
});
var clientLogInput = z.object({
  message: z.string().trim().min(1, { error: "validation.required" }).max(4e3).transform((v) => v.slice(0, 2e3)),
  level: z.string().max(20).default("error"),
  data: z.object({
    info: z.unknown().optional(),
    error: z.unknown().optional(),
    dataError: z.unknown().optional(),
    route: z.string().max(500).optional(),
    fullPath: z.string().max(2e3).optional()
  }).passthrough().default({}),
  userId: z.union([z.number(), z.string()]).optional(),
  companyId: z.union([z.number(), z.string()]).optional()
});
var pageSize = z.number({ error: "validation.pageSize" }).int({ error: "validation.pageSize" }).min(1, { error: "validation.pageSize" }).max(PAGE_SIZE_MAX, { error: "validation.pageSize" });

// ../schema/src/rules/orders.ts
var ORDER_STATUSES = [
  "awaitingPayment",
  "processing",
  "outOfStock",
  "awaitingShipment",
  "shipped",
  "completed",
  "cancelled",
  "refunded",
  "abnormal"
];
var ORDER_OPEN_STATUSES = ["awaitingPayment", "processing", "outOfStock", "awaitingShipment", "abnormal"];
var ORDER_TRANSITIONS = {
  /** The marketplace reports the payment (late payments). */
  pay: { from: ["awaitingPayment"], to: "processing" },
  /** Review: stock reserved in full → awaiting shipment (else markOutOfStock). */
  audit: { from: ["processing"], to: "awaitingShipment" },
  markOutOfStock: { from: ["processing"], to: "outOfStock" },
  /** Stock arrived for an out-of-stock order. */
  allocate: { from: ["outOfStock"], to: "awaitingShipment" },
  /** Undo the review: reserved stock is released. */
  backToProcessing: { from: ["outOfStock", "awaitingShipment"], to: "processing" },
  hold: { from: ["awaitingPayment", "processing", "outOfStock", "awaitingShipment"], to: "abnormal" },
  /** Back to the status it was held from (heldFromStatus), or processing. */
  release: { from: ["abnormal"], to: "processing" },
  ship: { from: ["awaitingShipment"], to: "shipped" },
  complete: { from: ["shipped"], to: "completed" },
  cancel: { from: ["awaitingPayment", "processing", "outOfStock", "awaitingShipment", "abnormal"], to: "cancelled" },
  refund: { from: ["shipped", "completed"], to: "refunded" }
};
var ABNORMAL_REASONS = ["blacklist", "address", "weight", "channel", "marketplaceCancel", "manual"];
var UNMATCHED_ALERT_HOURS = [12, 24];
var COLLECT_STATUS = { none: 0, collected: 1, timeout: -1, exception: -2 };
var PICKUP_TIMEOUT_HOURS = 24;
var str = (max) => z2.string().trim().max(max, { error: "validation.tooLong" });
var text = (max) => str(max).default("");
var phoneRule = str(30).regex(PHONE_PATTERN, { error: "validation.phone" });
var emailRule = z2.union([z2.literal(""), z2.email({ error: "validation.email" }).max(120, { error: "validation.tooLong" })]);
var postcodeRule = str(20).refine((v) => /^[A-Za-z0-9, *-]*$/.test(v), { error: "order.postcode" });
var requiredText = (max) => z2.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(max, { error: "validation.tooLong" });
var orderId = z2.number({ error: "validation.required" }).int({ error: "validation.integerIds" }).positive({ error: "validation.integerIds" });
var orderQuantity = z2.number({ error: "order.quantityPositive" }).int({ error: "order.quantityPositive" }).min(1, { error: "order.quantityPositive" }).max(1e6, { error: "order.quantityPositive" });
var orderMoney = z2.union([z2.string(), z2.number()]).transform((v) => String(v).trim()).refine((v) => /^\d{1,10}(\.\d{1,2})?$/.test(v), { error: "order.moneyTwoDecimals" });
var ORDER_BATCH_MAX = 500;
var orderIdsInput = z2.array(orderId, { error: "validation.integerIds" }).min(1, { error: "order.selectAtLeastOne" }).max(ORDER_BATCH_MAX, { error: "order.batchTooLarge" });
var ORDER_TAGS_MAX = 10;
var tags = z2.array(z2.string().trim().min(1, { error: "validation.required" }).max(20, { error: "validation.tooLong" })).max(ORDER_TAGS_MAX, { error: "order.tooManyTags" });
var address = {
  buyerName: requiredText(100),
  buyerPhone: phoneRule.default(""),
  buyerEmail: emailRule.default(""),
  country: z2.string({ error: "validation.required" }).trim().toUpperCase().regex(/^[A-Z]{2}$/, { error: "order.countryCode" }),
  state: text(100),
  city: text(100),
  postcode: postcodeRule.default(""),
  address1: requiredText(200),
  address2: text(200)
};
var orderItemInput = z2.object({
  skuId: orderId.nullable().optional(),
  platformSku: text(100),
  title: text(200),
  quantity: orderQuantity,
  unitPrice: orderMoney.default("0")
}).superRefine((item, ctx) => {
  if (!item.skuId && !item.platformSku) ctx.addIssue({ code: "custom", path: ["skuId"], message: "order.itemSkuRequired" });
});
var createOrderInput = z2.object({
  shopId: orderId,
  platformOrderNo: text(64),
  buyerAccount: text(100),
  ...address,
  currency: z2.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, { error: "order.currency" }).default("USD"),
  shippingFee: orderMoney.default("0"),
  discount: orderMoney.default("0"),
  buyerNote: text(500),
  sellerNote: text(500),
  tags: tags.default([]),
  warehouseId: orderId.nullable().optional(),
  logisticsChannelId: orderId.nullable().optional(),
  items: z2.array(orderItemInput).min(1, { error: "order.itemsRequired" }).max(200, { error: "order.tooManyItems" })
});
var updateOrderInput = z2.object({
  buyerName: address.buyerName.optional(),
  buyerPhone: phoneRule.optional(),
  buyerEmail: emailRule.optional(),
  country: address.country.optional(),
  state: str(100).optional(),
  city: str(100).optional(),
  postcode: postcodeRule.optional(),
  address1: address.address1.optional(),
  address2: str(200).optional(),
  buyerNote: str(500).optional(),
  sellerNote: str(500).optional(),
  tags: tags.optional(),
  warehouseId: orderId.nullable().optional(),
  logisticsChannelId: orderId.nullable().optional()
});
var holdOrdersInput = z2.object({ ids: orderIdsInput, remark: text(200) });
var cancelOrdersInput = z2.object({ ids: orderIdsInput, reason: text(200) });
var shipOrdersInput = z2.object({ ids: orderIdsInput, trackingNo: text(64) });
var mergeOrdersInput = z2.object({ ids: z2.array(orderId).min(2, { error: "order.mergeTwoOrders" }).max(50, { error: "order.batchTooLarge" }) });
var splitLine = z2.object({ itemId: orderId, quantity: z2.number({ error: "order.splitQuantityInteger" }).int({ error: "order.splitQuantityInteger" }).min(0, { error: "order.splitQuantityInteger" }) });
var splitOrderInput = z2.object({
  id: orderId,
  parts: z2.array(z2.array(splitLine)).min(2, { error: "order.splitTwoParts" }).max(50, { error: "order.splitTooManyParts" }).superRefine((parts, ctx) => {
    parts.forEach((p, i) => {
      if (!p.some((l) => l.quantity > 0)) ctx.addIssue({ code: "custom", path: [i], message: "order.splitPartEmpty" });
    });
  })
});
function checkSplit(items, parts) {
  const byId = new Map(items.map((i) => [i.id, i]));
  const total = /* @__PURE__ */ new Map();
  const problems = [];
  parts.forEach(
    (part, i) => part.forEach((l, j) => {
      const item = byId.get(l.itemId);
      if (!item) {
        problems.push({ field: `parts.${i}.${j}.itemId`, messageId: "order.splitUnknownItem", params: { id: l.itemId } });
        return;
      }
      const sum = (total.get(l.itemId) ?? 0) + l.quantity;
      total.set(l.itemId, sum);
      if (sum > item.quantity && sum - l.quantity <= item.quantity) {
        problems.push({ field: `parts.${i}.${j}.quantity`, messageId: "order.splitAboveDividable", params: { sku: item.label ?? item.id, dividable: item.quantity } });
      }
    })
  );
  if (problems.length) return problems;
  for (const item of items) {
    if ((total.get(item.id) ?? 0) !== item.quantity) {
      problems.push({ field: "parts", messageId: "order.splitNotAll", params: { sku: item.label ?? item.id, left: item.quantity - (total.get(item.id) ?? 0) } });
    }
  }
  return problems;
}
var pairSkuInput = z2.object({
  platformType: z2.number({ error: "validation.platformType" }).int({ error: "validation.platformType" }).positive({ error: "validation.platformType" }),
  shopId: z2.number({ error: "validation.integerIds" }).int({ error: "validation.integerIds" }).min(0, { error: "validation.integerIds" }).default(0),
  platformSku: requiredText(100),
  skuId: orderId,
  unitsPerItem: z2.number({ error: "order.unitsPerItem" }).int({ error: "order.unitsPerItem" }).min(1, { error: "order.unitsPerItem" }).max(1e3, { error: "order.unitsPerItem" }).default(1)
});
var SKU_ALIASES_MAX = 20;
var skuAliasesInput = z2.object({
  skuId: orderId,
  aliases: z2.array(z2.string().trim().min(1, { error: "validation.required" }).max(100, { error: "validation.tooLong" })).max(SKU_ALIASES_MAX, { error: "order.tooManyAliases" }).superRefine((list, ctx) => {
    const seen = /* @__PURE__ */ new Set();
    list.forEach((a, i) => {
      if (seen.has(a.toLowerCase())) ctx.addIssue({ code: "custom", path: [i], message: "order.aliasRepeated" });
      seen.add(a.toLowerCase());
    });
  })
});
var ORDER_OTHER_RULES = ["expireDelivery", "overseaCancelWarning", "unmatched"];
var SHIPMENT_DUE_STATUSES = ["processing", "outOfStock", "awaitingShipment"];
var SHIPMENT_DUE_HOURS = 24;
function mergeKey(o) {
  const n = (s) => s.trim().toLowerCase().replace(/\s+/g, " ");
  return [o.shopId, n(o.buyerAccount), n(o.buyerName), n(o.country), n(o.postcode), n(o.address1)].join("|");
}
function orderTotals(items, shippingFee = 0, discount = 0) {
  const cents = (v) => Math.round(Number(v) * 100);
  const itemsTotal = items.reduce((s, i) => s + i.quantity * cents(i.unitPrice), 0);
  const total = Math.max(0, itemsTotal + cents(shippingFee) - cents(discount));
  return { itemsTotal: (itemsTotal / 100).toFixed(2), totalAmount: (total / 100).toFixed(2) };
}
function pickWarehouse(warehouses, needs, available) {
  const ordered = [...warehouses].sort((a, b) => a.priority - b.priority || a.id - b.id);
  for (const w of ordered) {
    if ([...needs].every(([skuId, q]) => available(w.id, skuId) >= q)) return w.id;
  }
  return null;
}

export {
  username,
  newPassword,
  loginInput,
  registerInput,
  sendCodeInput,
  resetPasswordInput,
  changePasswordInput,
  updateProfileInput,
  createSubAccountInput,
  updateSubAccountInput,
  resetSubAccountPasswordInput,
  roleInput,
  platformType,
  authorizeShopInput,
  reauthorizeShopInput,
  updateShopInput,
  shopStatus,
  updateCompanyInput,
  clientLogInput,
  ORDER_STATUSES,
  ORDER_OPEN_STATUSES,
  ORDER_TRANSITIONS,
  ABNORMAL_REASONS,
  UNMATCHED_ALERT_HOURS,
  COLLECT_STATUS,
  PICKUP_TIMEOUT_HOURS,
  orderIdsInput,
  createOrderInput,
  updateOrderInput,
  holdOrdersInput,
  cancelOrdersInput,
  mergeOrdersInput,
  splitOrderInput,
  checkSplit,
  pairSkuInput,
  skuAliasesInput,
  ORDER_OTHER_RULES,
  SHIPMENT_DUE_STATUSES,
  SHIPMENT_DUE_HOURS,
  mergeKey,
  orderTotals,
  pickWarehouse
};
//# sourceMappingURL=chunk-2F5RSO57.js.map