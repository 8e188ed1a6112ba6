import {
  recomputeAbcFor
} from "./chunk-AHASBPWJ.js";
import {
  ORDER_IMPORT_COLUMNS,
  ORDER_IMPORT_GRAPHQL_MAX_ROWS,
  ORDER_IMPORT_MAX_BYTES,
  ORDER_IMPORT_RULES_JOB,
  OrderImportRowsError,
  findPullShop,
  importOrderFile,
  importOrderRows,
  orderImportTemplate,
  pullShop,
  pullShopOrders,
  registerPullJob,
  runOrderImportRules,
  setShopPullSchedule,
  shopOrderPulls,
  shopPullRow,
  startOrderPullScheduler,
  systemContext
} from "./chunk-RQ2IZQ5K.js";
import {
  NUMBER_POOL_FILE_MAX_BYTES,
  TRACKING_STATUSES,
  TRACKING_STATUS_TABS,
  addRecord,
  channelOptions,
  createCustomChannel,
  customChannelWhere,
  deleteChannel,
  enableSystemChannel,
  findChannel,
  isNumberPoolFile,
  markDeleted,
  parseNumberFile,
  recordsForShippedOrders,
  requery,
  restore,
  resubmit,
  setAutoTrack,
  setChannelEnabled,
  statusCounts,
  systemCatalogue,
  trackingLink,
  trackingReport,
  trackingWhere,
  updateCustomChannel,
  updateSystemChannel
} from "./chunk-TKRLLFWX.js";
import {
  PURCHASE_BILL_TYPE,
  PURCHASE_PREFIX,
  amountsOf,
  auditPurchaseOrders,
  cancelPurchaseOrder,
  createPurchaseOrder,
  findPairingOfSku,
  findPurchaseOrder,
  findPurchaseOrderByNo,
  importWholesaleOrders,
  movePurchaseOrder,
  orderPairedProducts,
  pairWholesaleProduct,
  pairingSkuWhere,
  parseWholesaleProduct,
  placeWholesaleOrders,
  purchaseMoney,
  purchaseOrderStatusCounts,
  purchaseOrderWhere,
  purchaseOrdersByIds,
  refreshPaymentStatus,
  setPurchaseTracking,
  syncWholesaleNow,
  unpairWholesaleProducts,
  updatePurchaseOrder,
  wholesaleOrderWhere
} from "./chunk-Y2OV3QRO.js";
import {
  ABNORMAL_STATUSES,
  ABNORMAL_TRANSITIONS,
  DEFAULT_SALES_WEIGHTS,
  PACKAGING_CONDITIONS,
  PAYMENT_STATUSES,
  PAYMENT_TRANSITIONS,
  PURCHASE_ORDER_PAYMENT_STATUSES,
  PURCHASE_ORDER_RECEIVABLE,
  PURCHASE_ORDER_STATUSES,
  RECEIPT_STATUSES,
  RECEIPT_TRANSITIONS,
  SUGGESTION_WINDOWS,
  WHOLESALE_ORDER_STATUSES,
  abnormalReceiptInput,
  auditInput,
  batchSafetyInput,
  fromCents,
  generatePurchaseOrdersInput,
  inspectReceiptInput,
  maxRequestCents,
  paymentRequestInput,
  paymentStatusOf,
  purchaseSettingInput,
  purchaseSuggestion,
  signReceiptInput,
  supplierInput,
  supplierStatistics,
  supplyRelationshipInput,
  toCentsAmount,
  weightedDailySales
} from "./chunk-W4K3TAZW.js";
import {
  ALERT_BULLETINS_MAX,
  OPERATOR_ORDER,
  PUBLISHED_ORDER,
  SALES_REFUNDED_STATUSES,
  SALES_VALID_STATUSES,
  TokenService,
  abnormalReasonCounts,
  alertBulletins,
  authenticateOperator,
  authorizeShop,
  cancelOrders,
  convertAmount,
  createOrder,
  deleteBulletin,
  findPublished,
  handleTradebyteRefunds,
  hashPassword,
  historyText,
  holdOrders,
  homeBottomData,
  homeDashboard,
  homeSalesReport,
  isOperatorToken,
  listExchangeRates,
  listTradebyteRefunds,
  loadExchangeRates,
  operatorBulletinClient,
  operatorLogin,
  operatorWhere,
  orderSort,
  orderStatusCounts,
  orderWhere,
  ordersByIds,
  percentShares,
  periodBuckets,
  platformFee,
  publishBulletin,
  publishedWhere,
  reauthorizeShop,
  receiveTradebyteReturns,
  refundRate,
  releaseOrders,
  reportRange,
  resetExchangeRate,
  resolveSecret,
  salesReportFilterInput,
  setExchangeRate,
  shopOptions,
  shopWhere,
  timingDummyHash,
  tradebyteRefundStatusCounts,
  tradebyteShops,
  updateBulletin,
  updateOrder,
  updateShop,
  verifyPassword
} from "./chunk-WZ33CGPR.js";
import {
  BLACKLIST_HOLD_STATUSES,
  DRY_RUN_MAX_ORDERS,
  blacklistInput,
  byRulePriority,
  countOnlineProducts,
  dryRunInput,
  giftRuleInput,
  logisticsRuleInput,
  matchesLogisticsRule,
  onlineProducts,
  orderFacts,
  pairSku,
  pairingWhere,
  readConditions,
  rulePriorityInput,
  setSkuAliases,
  skuAliases,
  unpairSku,
  updateEstimatedWeights
} from "./chunk-T5PYVQZA.js";
import {
  BAG_PARCELS_MAX,
  BAG_STATUSES,
  bagScanInput,
  cancelTransfer,
  confirmPickup,
  createBagInput,
  createTransfer,
  deleteTransfer,
  markPickupException,
  markPickupTimeouts,
  orderByNumber,
  outboundCounts,
  outboundScan,
  outboundWhere,
  outgoingMoves,
  receiveTransfer,
  scanToShip,
  scanToShipOrder,
  shipOrder,
  shipOrders,
  shipTransfer,
  submitTransfer,
  transferWhere,
  unitPrices,
  updateTransfer
} from "./chunk-TKMA4EBN.js";
import {
  addHistory,
  alertLowStock,
  applyMoves,
  auditOrders,
  backToProcessing,
  emitOrderEvent,
  findOrder,
  findOrders,
  findVisibleOrder,
  loadChannelName,
  loadShopName,
  moveOrder,
  onOrderEvent,
  reallocateOutOfStock,
  releaseOrderStock,
  runBatch
} from "./chunk-D5XDSTMQ.js";
import {
  ASSEMBLE_DELETABLE,
  ASSEMBLE_OCCUPIABLE,
  ageBandRange,
  assembleCompleteInput,
  assembleOccupyInput,
  assemblePrintInput,
  inventoryFilter,
  isLowStock,
  moveLocationInput,
  safetyStockInput
} from "./chunk-ZYLZMQGQ.js";
import {
  findLocation,
  findSku,
  findWarehouse,
  illegalTransition,
  loadLocationCode,
  loadSku,
  loadSkuCode,
  loadUserName,
  loadWarehouseName,
  newBillNo,
  requestLoader
} from "./chunk-UJV7PTJ6.js";
import {
  AGE_BANDS,
  ASSEMBLE_STATUSES,
  ASSEMBLE_TRANSITIONS,
  BARCODE_TYPES,
  COUNT_PRINT_ORDERS,
  COUNT_STATUSES,
  COUNT_TRANSITIONS,
  LEDGER_TYPES,
  LOCATION_CODE_PATTERN,
  OCCUPATION_SOURCES,
  OCCUPATION_STATUSES,
  PRODUCT_STATUSES,
  PRODUCT_TRANSITIONS,
  SALES_WINDOWS,
  STOCK_BILL_STATUSES,
  STOCK_BILL_TRANSITIONS,
  TRANSFER_STATUSES,
  ageBandOf,
  ageInDays,
  assembleRequirement,
  assembleSheetInput,
  availableOf,
  barcodeBatchInput,
  canTransition,
  countTaskInput,
  inboundOrderInput,
  locationInput,
  occupyInput,
  outboundOrderInput,
  packagingMaterialInput,
  productInput,
  releaseInput,
  submitProblems,
  warehouseInput
} from "./chunk-V2SYP3MA.js";
import {
  NOTICE_GROUPS,
  NOTICE_ORDER,
  NOTICE_READ,
  NOTICE_TYPE,
  REPORT_JOB_PAGE_SIZE,
  REPORT_JOB_RUNNING,
  REPORT_JOB_STALE_MS,
  REPORT_JOB_STATUS,
  REPORT_JOB_STATUSES,
  builder,
  markNoticesRead,
  newestUnreadNotice,
  noticeLinkPath,
  noticeSettings,
  noticeSummary,
  noticeType,
  noticeWhere,
  notify,
  operateLogWhere,
  parseLang,
  publishUserEvent,
  recordOperation,
  recordSignInEvent,
  renderNotice,
  sameTextIgnoringCase,
  translate,
  unreadNoticeCount,
  unstorableField,
  updateNoticeSettings
} from "./chunk-BCYJEP5R.js";
import {
  ORDER_OPEN_STATUSES,
  ORDER_STATUSES,
  changePasswordInput,
  checkSplit,
  clientLogInput,
  createSubAccountInput,
  loginInput,
  mergeKey,
  mergeOrdersInput,
  orderTotals,
  platformType,
  registerInput,
  resetPasswordInput,
  resetSubAccountPasswordInput,
  roleInput,
  sendCodeInput,
  shopStatus,
  splitOrderInput,
  updateCompanyInput,
  updateProfileInput,
  updateSubAccountInput
} from "./chunk-2F5RSO57.js";
import "./chunk-D2Y53OI4.js";
import {
  AppError,
  AuthError,
  BusinessError,
  DEFAULT_MENU,
  MARKETPLACE_LABELS,
  NotFoundError,
  PERMISSION_NAMES,
  PlanLimitError,
  RateLimitError,
  ValidationError,
  allowedShopsWhere,
  assertCan,
  authenticate,
  bearerToken,
  can,
  canName,
  createContext,
  flattenMenu,
  isPermission,
  isUniqueViolation,
  marketplaceLabel,
  parseInput,
  permissionDenied,
  requireActor
} from "./chunk-BSPRULER.js";
import {
  ERROR_LOG_DEDUPE_MS,
  GRAPHQL_MAX_ALIASES,
  GRAPHQL_MAX_COST,
  GRAPHQL_MAX_DEPTH,
  GRAPHQL_MAX_TOKENS,
  GRAPHQL_MUTATION_COST,
  LOGIN_ATTEMPTS_PER_MINUTE,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PLAN_LIMITS,
  PLATFORM_TYPES,
  REQUEST_BODY_LIMIT_BYTES,
  SESSION_TTL_SECONDS,
  SHOP_STATUS,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_SECONDS,
  loadConfig,
  openDatabase,
  platformName,
  prismaNamespace_exports,
  scopedDb,
  unscopedDb
} from "./chunk-3XUCUEAO.js";

// src/app.ts
import fastifyStatic from "@fastify/static";

// ../schema/src/rules/form.ts
import { z } from "zod";
var CHINESE_PATTERN = new RegExp("\\p{Script=Han}", "u");
var MB = 1024 * 1024;
var UPLOAD_IMAGE_EXTENSIONS = ["png", "jpg", "jpeg", "gif", "webp"];
var UPLOAD_IMAGE_MAX_BYTES = 5 * MB;
var UPLOAD_VIDEO_EXTENSIONS = ["mp4"];
var UPLOAD_VIDEO_MAX_BYTES = 1e3 * MB;

// ../schema/src/rules/counts.ts
import { z as z2 } from "zod";
var COUNT_MAX_LINES = 1e4;
var COUNT_SAVE_MAX_LINES = 500;
var COUNT_DELETABLE = ["pending"];
var COUNT_OPEN_STATUSES = ["pending", "counting"];
var id = z2.number({ error: "validation.required" }).int({ error: "validation.integerIds" }).positive({ error: "validation.integerIds" });
var countedQuantity = z2.number({ error: "inventory.nonNegativeInteger" }).int({ error: "inventory.nonNegativeInteger" }).min(0, { error: "inventory.nonNegativeInteger" }).max(1e7, { error: "inventory.nonNegativeInteger" }).nullable();
var countEntryInput = z2.object({
  taskId: id,
  lines: z2.array(z2.object({ lineId: id, countedQty: countedQuantity })).min(1, { error: "inventory.tickAtLeastOne" }).max(COUNT_SAVE_MAX_LINES, { error: "counts.tooManySaved" })
});
var LABEL_LAYOUTS = ["label", "a4"];
var A4_LABELS_PER_PAGE = 24;
var LABELS_MAX = 1e3;
var BARCODE_SEQUENCE_DIGITS = 6;
function ean13CheckDigit(first12) {
  if (!/^\d{12}$/.test(first12)) throw new Error("EAN-13 needs 12 digits before the check digit");
  const sum = [...first12].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - sum % 10) % 10;
}
function isValidEan13(code) {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}
function batchCodes(batch, start = 0) {
  const codes = [];
  const last = start + batch.number;
  if (batch.type === "ean13") {
    const width2 = 12 - batch.prefix.length;
    for (let n = start + 1; n <= last; n++) {
      const body = batch.prefix + String(n).padStart(width2, "0");
      codes.push(body + ean13CheckDigit(body));
    }
    return codes;
  }
  const width = Math.max(BARCODE_SEQUENCE_DIGITS, String(last).length);
  for (let n = start + 1; n <= last; n++) codes.push(batch.prefix + String(n).padStart(width, "0"));
  return codes;
}
function ean13Fits(prefix, lastNumber) {
  return prefix.length <= 11 && String(lastNumber).length <= 12 - prefix.length;
}
function barcodeBatchProblems(batch) {
  if (batch.type === "ean13" && !/^\d{0,11}$/.test(batch.prefix)) return [{ field: "prefix", messageId: "counts.ean13Prefix" }];
  return [];
}
var skuLabelsInput = z2.object({
  items: z2.array(z2.object({ skuId: id, quantity: z2.number({ error: "inventory.quantityInteger" }).int({ error: "inventory.quantityInteger" }).min(1, { error: "inventory.quantityInteger" }).max(LABELS_MAX, { error: "counts.tooManyLabels" }) })).min(1, { error: "inventory.productsRequired" }).max(200, { error: "counts.tooManyLabels" }),
  type: z2.enum(BARCODE_TYPES, { error: "inventory.barcodeType" }).default("code128"),
  layout: z2.enum(LABEL_LAYOUTS, { error: "counts.labelLayout" }).default("label")
}).superRefine((v, ctx) => {
  if (v.items.reduce((s, i) => s + i.quantity, 0) > LABELS_MAX) ctx.addIssue({ code: "custom", path: ["items"], message: "counts.tooManyLabels" });
  const seen = /* @__PURE__ */ new Set();
  v.items.forEach((item, i) => {
    if (seen.has(item.skuId)) ctx.addIssue({ code: "custom", path: ["items", i, "skuId"], message: "inventory.sameProductTwice" });
    seen.add(item.skuId);
  });
});

// ../schema/src/rules/catalog.ts
import { z as z3 } from "zod";
var PRODUCT_EDIT_TRANSITIONS = {
  edit: { from: ["draft", "rejected", "approved"], to: "draft" }
};
var PRODUCT_DELETABLE = ["draft", "rejected"];
var PRODUCT_BATCH_MAX = 500;
var PRODUCT_IMPORT_MAX_ROWS = 5e3;
var id2 = z3.number({ error: "validation.required" }).int({ error: "validation.integerIds" }).positive({ error: "validation.integerIds" });
var productIdsInput = z3.object({
  ids: z3.array(id2).min(1, { error: "inventory.tickAtLeastOne" }).max(PRODUCT_BATCH_MAX, { error: "catalog.batchTooLarge" })
});
var reviewProductsInput = z3.object({
  ids: productIdsInput.shape.ids,
  approve: z3.boolean({ error: "validation.required" }),
  reason: z3.string().trim().max(500, { error: "validation.tooLong" }).default("")
}).superRefine((r, ctx) => {
  if (!r.approve && !r.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: "catalog.rejectReasonRequired" });
});
var openingStockInput = z3.object({ openingWarehouseId: id2.nullable().default(null) });
function catalogSubmitProblems(product) {
  const problems = submitProblems(product);
  if (!product.platforms.length) problems.push("catalog.platformRequired");
  return problems;
}
function codeKey(code) {
  return code.trim().toLowerCase();
}

// ../schema/src/rules/warehouse.ts
import { z as z4 } from "zod";
var LOCATION_BATCH_MAX = 500;
function locationCodes(b) {
  const out = [];
  for (let n = b.from; n <= b.to; n++) out.push(`${b.prefix}${String(n).padStart(b.digits, "0")}${b.suffix}`);
  return out;
}
var whole = z4.number({ error: "inventory.nonNegativeInteger" }).int({ error: "inventory.nonNegativeInteger" }).min(0, { error: "inventory.nonNegativeInteger" });
var locationBatchInput = z4.object({
  warehouseId: z4.number({ error: "inventory.selectWarehouseFirst" }).int({ error: "inventory.selectWarehouseFirst" }).positive({ error: "inventory.selectWarehouseFirst" }),
  prefix: z4.string().trim().max(20, { error: "validation.tooLong" }).default(""),
  suffix: z4.string().trim().max(10, { error: "validation.tooLong" }).default(""),
  from: whole,
  to: whole,
  digits: z4.number({ error: "inventory.nonNegativeInteger" }).int({ error: "inventory.nonNegativeInteger" }).min(1, { error: "inventory.nonNegativeInteger" }).max(6, { error: "inventory.nonNegativeInteger" }).default(2),
  zone: z4.string().trim().max(30, { error: "validation.tooLong" }).default(""),
  remark: z4.string().trim().max(200, { error: "validation.tooLong" }).default("")
}).superRefine((b, ctx) => {
  if (!(b.digits >= 1 && b.digits <= 6)) return;
  if (b.to < b.from || b.to - b.from + 1 > LOCATION_BATCH_MAX) {
    ctx.addIssue({ code: "custom", path: ["to"], message: "warehouse.locationRange" });
    return;
  }
  if (!LOCATION_CODE_PATTERN.test(locationCodes({ ...b, from: b.to })[0] ?? "")) ctx.addIssue({ code: "custom", path: ["prefix"], message: "inventory.locationCode" });
});

// ../schema/src/rules/picking.ts
import { z as z5 } from "zod";
var PICK_LIST_TYPES = ["mixed", "single", "child", "variant"];
var PICK_FONT_SIZES = ["standard", "large"];
var PICK_SKU_FIELDS = ["sku", "productName", "image", "location", "quantity"];
var PICK_ORDER_FIELDS = ["orderNo", "platformOrderNo", "buyerName", "country", "channel", "trackingNo", "remark"];
var PICK_FIELDS = [...PICK_SKU_FIELDS, ...PICK_ORDER_FIELDS];
var PICK_REQUIRED_FIELDS = ["sku", "location", "quantity"];
var PICK_DEFAULT_FIELDS = ["productName", "orderNo"];
var PICK_TEMPLATE_LIMITS = { nameMax: 50, imageUrlMax: 150, maxOrdersMax: 1e3 };
var PICK_LIST_STATUSES = ["created", "picked", "sorted"];
var orderCount = (required) => z5.number({ error: required }).int({ error: "picking.orderCountInteger" }).min(1, { error: "picking.orderCountInteger" }).max(PICK_TEMPLATE_LIMITS.maxOrdersMax, { error: "picking.orderCountInteger" });
var pickListTemplateInput = z5.object({
  name: z5.string({ error: "picking.templateNameRequired" }).trim().min(1, { error: "picking.templateNameRequired" }).max(PICK_TEMPLATE_LIMITS.nameMax, { error: "validation.tooLong" }),
  type: z5.enum(PICK_LIST_TYPES, { error: "picking.type" }).default("mixed"),
  fontSize: z5.enum(PICK_FONT_SIZES, { error: "picking.fontSize" }).default("standard"),
  maxOrders: orderCount("picking.maxOrdersRequired"),
  minOrders: orderCount("picking.orderCountInteger").default(1),
  /** Optional fields to print (required ones are always printed and need not be listed). */
  fields: z5.array(z5.enum(PICK_FIELDS, { error: "picking.field" }), { error: "picking.field" }).default([...PICK_DEFAULT_FIELDS]),
  imageUrl: z5.string().trim().max(PICK_TEMPLATE_LIMITS.imageUrlMax, { error: "picking.imageUrlTooLong" }).default("")
}).superRefine((t, ctx) => {
  if (t.maxOrders < t.minOrders) ctx.addIssue({ code: "custom", path: ["maxOrders"], message: "picking.maxBelowMin" });
}).transform((t) => ({ ...t, fields: PICK_FIELDS.filter((f) => t.fields.includes(f) && !PICK_REQUIRED_FIELDS.includes(f)) }));
function printedFields(fields) {
  return PICK_FIELDS.filter((f) => PICK_REQUIRED_FIELDS.includes(f) || fields.includes(f));
}
var id3 = (required) => z5.number({ error: required }).int({ error: "validation.integerIds" }).positive({ error: "validation.integerIds" });
var createPickListsInput = z5.object({
  templateId: id3("picking.templateRequired"),
  orderIds: z5.array(id3("validation.integerIds")).max(5e3, { error: "picking.tooManyOrders" }).optional(),
  warehouseId: id3("inventory.selectWarehouseFirst").optional()
}).superRefine((v, ctx) => {
  if (v.orderIds && v.orderIds.length === 0) ctx.addIssue({ code: "custom", path: ["orderIds"], message: "inventory.tickAtLeastOne" });
  if (!v.orderIds && !v.warehouseId) ctx.addIssue({ code: "custom", path: ["warehouseId"], message: "inventory.selectWarehouseFirst" });
});
function planPickLists(orders, template) {
  const groups = /* @__PURE__ */ new Map();
  const skipped = [];
  const add = (key, orderId) => {
    const g = groups.get(key);
    if (g) g.push(orderId);
    else groups.set(key, [orderId]);
  };
  const sorted = [...orders].sort((a, b) => a.id - b.id);
  for (const o of sorted) {
    const items = o.items.filter((i) => i.skuId != null);
    if (!items.length || items.length !== o.items.length) {
      skipped.push(o.id);
      continue;
    }
    const skus = new Set(items.map((i) => i.skuId));
    const products = new Set(items.map((i) => i.productId));
    if (template.type === "mixed") add("all", o.id);
    else if (template.type === "single") {
      const only = items.length === 1 ? items[0] : void 0;
      if (only && only.quantity === 1) add(`sku:${String(only.skuId).padStart(12, "0")}`, o.id);
      else skipped.push(o.id);
    } else if (template.type === "child") {
      if (products.size === 1) add(`product:${[...products][0]}`, o.id);
      else skipped.push(o.id);
    } else if (skus.size === 1) add(`sku:${[...skus][0]}`, o.id);
    else skipped.push(o.id);
  }
  if (template.type === "single" && groups.size) {
    const all = [...groups.entries()].sort(([a], [b]) => a < b ? -1 : 1).flatMap(([, ids2]) => ids2);
    groups.clear();
    groups.set("all", all);
  }
  const lists = [];
  for (const ids2 of groups.values()) {
    if (ids2.length < template.minOrders) {
      skipped.push(...ids2);
      continue;
    }
    for (let i = 0; i < ids2.length; i += template.maxOrders) lists.push(ids2.slice(i, i + template.maxOrders));
  }
  return { lists, skipped: skipped.sort((a, b) => a - b) };
}
var SORTING_ORDER_TYPES = ["single", "multi"];
var SORTING_MODES = ["order", "batch"];
var SORTING_WALL_MAX = 30;
var sortingScanInput = z5.object({
  pickListId: id3("picking.pickListRequired"),
  code: z5.string({ error: "sorting.codeRequired" }).trim().min(1, { error: "sorting.codeRequired" }).max(100, { error: "validation.tooLong" }),
  quantity: z5.number({ error: "sorting.quantityInteger" }).int({ error: "sorting.quantityInteger" }).min(1, { error: "sorting.quantityInteger" }).max(1e5, { error: "sorting.quantityInteger" }).default(1),
  orderTypes: z5.array(z5.enum(SORTING_ORDER_TYPES, { error: "sorting.orderTypeRequired" }), { error: "sorting.orderTypeRequired" }).min(1, { error: "sorting.orderTypeRequired" }).default(["single", "multi"]),
  mode: z5.enum(SORTING_MODES, { error: "sorting.mode" }).default("order")
});
function sortingOrderType(items) {
  return items.reduce((s, i) => s + i.quantity * i.unitsPerItem, 0) === 1 ? "single" : "multi";
}
var wallSide = z5.number({ error: "sorting.wallSize" }).int({ error: "sorting.wallSize" }).min(1, { error: "sorting.wallSize" }).max(SORTING_WALL_MAX, { error: "sorting.wallSize" });
var sortingWallInput = z5.object({ pickListId: id3("picking.pickListRequired"), rows: wallSide, columns: wallSide });
var forecastScanInput = z5.object({
  number: z5.string({ error: "sorting.numberRequired" }).trim().min(1, { error: "sorting.numberRequired" }).max(100, { error: "validation.tooLong" })
});

// src/app.ts
import Fastify from "fastify";
import { Redis as Redis3 } from "ioredis";
import { existsSync as existsSync2 } from "fs";
import path2 from "path";

// src/platform/logger.ts
import pino from "pino";
function createLogger(level = process.env.LOG_LEVEL ?? "info") {
  return pino({ level, base: void 0, redact: ["req.headers.authorization", "*.password", "*.password2"] });
}

// src/platform/mailer.ts
import nodemailer from "nodemailer";
function createMailer(logger2, smtpUrl, from = "no-reply@erp.local") {
  const outbox = [];
  if (!smtpUrl) {
    return {
      outbox,
      async send(mail) {
        outbox.push(mail);
        if (outbox.length > 100) outbox.shift();
        logger2.info({ to: mail.to, subject: mail.subject }, `mail (no SMTP_URL configured): ${mail.text}`);
      }
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    outbox,
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    }
  };
}

// src/platform/files.ts
import { randomBytes } from "crypto";
import { createReadStream, createWriteStream } from "fs";
import { mkdir, readdir, rename, rm, stat as fsStat } from "fs/promises";
import path from "path";
import { Readable } from "stream";
import { pipeline } from "stream/promises";
var SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
function checkKey(key) {
  const segments = typeof key === "string" ? key.split("/") : [];
  if (!segments.length || key.length > 500 || segments.some((s) => !SEGMENT.test(s) || s === ".." || s.includes(".."))) {
    throw new Error(`invalid file key: ${JSON.stringify(key)}`);
  }
  return key;
}
var LocalFileStorage = class {
  root;
  constructor(root) {
    this.root = path.resolve(root);
  }
  pathOf(key) {
    const full = path.resolve(this.root, checkKey(key));
    if (!full.startsWith(this.root + path.sep)) throw new Error(`invalid file key: ${JSON.stringify(key)}`);
    return full;
  }
  async put(key, body) {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString("hex")}.part`;
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temp));
      await rename(temp, target);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
    return await this.stat(key);
  }
  async openRead(key) {
    const file = this.pathOf(key);
    await fsStat(file);
    return createReadStream(file);
  }
  async stat(key) {
    try {
      const s = await fsStat(this.pathOf(key));
      return s.isFile() ? { size: s.size, modifiedAt: s.mtime } : null;
    } catch (err) {
      if (err.code === "ENOENT") return null;
      throw err;
    }
  }
  async delete(key) {
    await rm(this.pathOf(key), { force: true });
  }
  async removeAbandonedWrites(olderThanMs) {
    let entries;
    try {
      entries = await readdir(this.root, { recursive: true });
    } catch (err) {
      if (err.code === "ENOENT") return 0;
      throw err;
    }
    let removed = 0;
    for (const entry of entries.filter((e) => /\.[0-9a-f]{12}\.part$/.test(e))) {
      const full = path.join(this.root, entry);
      const s = await fsStat(full).catch(() => null);
      if (s?.isFile() && Date.now() - s.mtimeMs > olderThanMs) {
        await rm(full, { force: true });
        removed++;
      }
    }
    return removed;
  }
};
function createFileStorage(dataDir) {
  return new LocalFileStorage(path.join(dataDir, "files"));
}

// src/platform/jobs.ts
import { Queue, Worker } from "bullmq";
import { Redis } from "ioredis";
var JOB_CONCURRENCY = 2;
var InProcessJobQueue = class {
  constructor(logger2, concurrency = JOB_CONCURRENCY) {
    this.logger = logger2;
    this.concurrency = concurrency;
  }
  logger;
  concurrency;
  kind = "in-process";
  handlers = /* @__PURE__ */ new Map();
  waiting = [];
  running = /* @__PURE__ */ new Set();
  idleWaiters = [];
  closed = false;
  register(name, handler) {
    this.handlers.set(name, handler);
  }
  async enqueue(name, data) {
    if (this.closed) throw new Error("the job queue is closed");
    if (!this.handlers.has(name)) throw new Error(`no handler for job ${name}`);
    this.waiting.push({ name, data: structuredClone(data) });
    setImmediate(() => this.pump());
  }
  pump() {
    while (!this.closed && this.running.size < this.concurrency && this.waiting.length) {
      const job = this.waiting.shift();
      const run = this.run(job).finally(() => {
        this.running.delete(run);
        this.pump();
      });
      this.running.add(run);
    }
    if (!this.running.size && (!this.waiting.length || this.closed)) {
      for (const resolve of this.idleWaiters.splice(0)) resolve();
    }
  }
  async run(job) {
    try {
      await this.handlers.get(job.name)(job.data);
    } catch (err) {
      this.logger.error({ err, job: job.name }, "background job failed");
    }
  }
  idle() {
    if (!this.running.size && !this.waiting.length) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }
  async close() {
    this.closed = true;
    this.waiting = [];
    await Promise.allSettled([...this.running]);
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
};
var BullJobQueue = class {
  constructor(logger2, opts) {
    this.logger = logger2;
    this.opts = opts;
    this.connection = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
    this.connection.on("error", (err) => this.logger.warn({ err }, "job queue redis error"));
    this.queue = new Queue(opts.queueName ?? "erp-jobs", {
      connection: this.connection,
      prefix: opts.prefix,
      defaultJobOptions: {
        // A failed export is reported to its user, who decides whether to start it again.
        attempts: 1,
        removeOnComplete: 1e3,
        removeOnFail: 1e3
      }
    });
    this.queue.on("error", (err) => this.logger.warn({ err }, "job queue error"));
  }
  logger;
  opts;
  kind = "bullmq";
  handlers = /* @__PURE__ */ new Map();
  connection;
  queue;
  worker;
  active = 0;
  register(name, handler) {
    this.handlers.set(name, handler);
    this.worker ??= this.startWorker();
  }
  startWorker() {
    const worker = new Worker(
      this.opts.queueName ?? "erp-jobs",
      async (job) => {
        const handler = this.handlers.get(job.name);
        if (!handler) throw new Error(`no handler for job ${job.name}`);
        this.active++;
        try {
          await handler(job.data);
        } finally {
          this.active--;
        }
      },
      { connection: this.connection, prefix: this.opts.prefix, concurrency: this.opts.concurrency ?? JOB_CONCURRENCY }
    );
    worker.on("error", (err) => this.logger.warn({ err }, "job worker error"));
    worker.on("failed", (job, err) => this.logger.error({ err, job: job?.name, id: job?.id }, "background job failed"));
    return worker;
  }
  async enqueue(name, data, opts = {}) {
    await this.queue.add(name, data, opts.jobId ? { jobId: opts.jobId } : {});
  }
  /** Waits until this process's worker runs nothing and the queue holds nothing waiting. */
  async idle() {
    for (; ; ) {
      const counts = await this.queue.getJobCounts("waiting", "active", "delayed", "prioritized");
      if (!this.active && !Object.values(counts).some(Boolean)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  async close() {
    await this.worker?.close();
    await this.queue.close();
    this.connection.disconnect();
  }
};
function createJobQueue(opts) {
  return opts.redisUrl ? new BullJobQueue(opts.logger, { redisUrl: opts.redisUrl, queueName: opts.queueName, prefix: opts.prefix }) : new InProcessJobQueue(opts.logger);
}

// src/platform/pubsub.ts
import { createPubSub } from "graphql-yoga";
import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import { Redis as Redis2 } from "ioredis";
function createEventBus(redisUrl) {
  if (!redisUrl) return { pubsub: createPubSub(), close: async () => {
  } };
  const publishClient = new Redis2(redisUrl);
  const subscribeClient = new Redis2(redisUrl);
  const pubsub = createPubSub({ eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) });
  return {
    pubsub,
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    }
  };
}

// src/platform/rate-limit.ts
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
function createLimiter(name, points, durationSeconds, redis) {
  const opts = { keyPrefix: `rl:${name}`, points, duration: durationSeconds };
  const limiter = redis ? new RateLimiterRedis({ ...opts, storeClient: redis }) : new RateLimiterMemory(opts);
  return {
    async hit(key) {
      try {
        await limiter.consume(key, 1);
        return 0;
      } catch (res) {
        if (res instanceof RateLimiterRes) return Math.max(1, Math.ceil(res.msBeforeNext / 1e3));
        throw res;
      }
    }
  };
}

// src/graphql/yoga.ts
import { GraphQLError as GraphQLError3 } from "graphql";
import { createYoga } from "graphql-yoga";
import { WebSocketServer } from "ws";
import { useServer } from "graphql-ws/use/ws";

// src/graphql/schema.ts
import { lexicographicSortSchema, printSchema } from "graphql";

// src/graphql/scalars.ts
import { GraphQLError, Kind } from "graphql";
builder.scalarType("DateTime", {
  description: "ISO-8601 date and time in UTC",
  serialize: (value) => value instanceof Date ? value.toISOString() : new Date(value).toISOString(),
  parseValue: (value) => {
    const d = new Date(String(value));
    if (Number.isNaN(d.getTime())) throw new GraphQLError("DateTime must be an ISO-8601 string");
    const year = d.getUTCFullYear();
    if (year < 1 || year > 9999) throw new GraphQLError("DateTime must be between year 1 and 9999");
    return d;
  }
});
builder.scalarType("Decimal", {
  description: 'Exact decimal number (money, rates) as a string, e.g. "12.50"',
  serialize: (value) => String(value),
  parseValue: (value) => {
    if (typeof value !== "string" && typeof value !== "number") throw new GraphQLError("Decimal must be a string");
    return String(value);
  },
  parseLiteral: (ast) => {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return ast.value;
    throw new GraphQLError("Decimal must be a string");
  }
});
builder.scalarType("JSON", {
  description: "Any JSON value",
  serialize: (value) => value,
  parseValue: (value) => value
});

// src/graphql/errors.ts
var ErrorInterface = builder.interfaceRef("Error").implement({
  fields: (t) => ({
    messageId: t.string({ resolve: (err) => err.messageId }),
    message: t.string({ resolve: (err, _args, ctx) => translate(ctx.lang, err.messageId, err.params) })
  })
});
var FieldError = builder.objectRef("FieldError").implement({
  description: "One input field that broke a rule",
  fields: (t) => ({
    field: t.exposeString("field"),
    messageId: t.exposeString("messageId"),
    message: t.string({ resolve: (e, _args, ctx) => translate(ctx.lang, e.messageId, e.params) })
  })
});
builder.objectType(ValidationError, {
  name: "ValidationError",
  description: "Input broke field rules; nothing was changed",
  interfaces: [ErrorInterface],
  fields: (t) => ({ fieldErrors: t.field({ type: [FieldError], resolve: (err) => err.issues }) })
});
builder.objectType(BusinessError, {
  name: "BusinessError",
  description: "A business rule refused the operation; nothing was changed",
  interfaces: [ErrorInterface]
});
builder.objectType(NotFoundError, {
  name: "NotFoundError",
  description: "The record does not exist in your company",
  interfaces: [ErrorInterface]
});
builder.objectType(PlanLimitError, {
  name: "PlanLimitError",
  description: "The company plan edition does not allow more of this resource",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    limit: t.int({ resolve: (err) => Number(err.params.limit) }),
    resource: t.string({ resolve: (err) => String(err.params.resource).replace("plan.resource.", "") })
  })
});

// src/modules/auth/auth.service.ts
import { createHash, randomInt, randomUUID, timingSafeEqual } from "crypto";
async function openSession(platform, user, meta3) {
  const db = unscopedDb(platform.database.prisma, "creating the session that will carry the company");
  const session = await db.session.create({
    data: {
      id: randomUUID(),
      companyId: user.companyId,
      userId: user.id,
      expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1e3),
      ip: meta3.ip,
      userAgent: meta3.userAgent.slice(0, 300)
    }
  });
  await db.user.update({ where: { id: user.id }, data: { lastLoginAt: /* @__PURE__ */ new Date() } });
  return issue(platform, { sub: String(user.id), cid: user.companyId, sid: session.id });
}
async function issue(platform, claims) {
  return { access_token: await platform.tokens.sign(claims), expires_in: platform.tokens.ttlSeconds, token_type: "Bearer" };
}
async function login(platform, meta3, raw) {
  const input = parseInput(loginInput, raw);
  const wait = await platform.limiters.login.hit(`${input.username.toLowerCase()}|${meta3.ip}`);
  if (wait) throw new RateLimitError("auth.tooManyAttempts", wait);
  const db = unscopedDb(platform.database.prisma, "sign-in finds the user by name before the company is known");
  const user = await db.user.findUnique({ where: { username: input.username } });
  const ok2 = await verifyPassword(user?.passwordHash ?? await timingDummyHash(), input.password);
  if (!user || !ok2) {
    if (user) {
      await recordSignInEvent(platform, { ...who(user, meta3), action: "login", success: false, errorCode: "auth.invalidCredentials" });
    }
    throw new BusinessError("auth.invalidCredentials");
  }
  if (user.status !== "enabled") {
    await recordSignInEvent(platform, { ...who(user, meta3), action: "login", success: false, errorCode: "auth.accountDisabled" });
    throw new BusinessError("auth.accountDisabled");
  }
  const answer = await openSession(platform, user, meta3);
  await recordSignInEvent(platform, { ...who(user, meta3), action: "login", success: true });
  return answer;
}
function who(user, meta3) {
  return { companyId: user.companyId, userId: user.id, username: user.username, ip: meta3.ip };
}
async function refresh(platform, token) {
  if (!token) throw new AuthError("auth.tokenMissing");
  const checked2 = await platform.tokens.verify(token, { allowExpired: true });
  if (!checked2.ok) throw new AuthError("auth.tokenInvalid");
  const db = unscopedDb(platform.database.prisma, "the token names the company");
  const session = await db.session.findUnique({ where: { id: checked2.claims.sid }, include: { user: true } });
  if (!session || session.userId !== Number(checked2.claims.sub)) throw new AuthError("auth.tokenInvalid");
  if (session.revokedAt) throw new AuthError("auth.tokenRevoked");
  if (session.expiresAt.getTime() <= Date.now()) throw new AuthError("auth.tokenExpired");
  if (session.user.status !== "enabled") throw new AuthError("auth.accountDisabled");
  await db.session.update({
    where: { id: session.id },
    data: { refreshedAt: /* @__PURE__ */ new Date(), expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1e3) }
  });
  return issue(platform, checked2.claims);
}
async function logout(ctx) {
  const actor = requireActor(ctx);
  await ctx.db.session.update({ where: { id: actor.sessionId }, data: { revokedAt: /* @__PURE__ */ new Date() } });
}
async function register(platform, meta3, raw) {
  const input = parseInput(registerInput, raw);
  const wait = await platform.limiters.register.hit(meta3.ip);
  if (wait) throw new RateLimitError("common.tooManyRequests", wait);
  const db = unscopedDb(platform.database.prisma, "registration creates a new company");
  const taken = () => ValidationError.field("username", "auth.usernameTaken", { username: input.username });
  if (await db.user.findUnique({ where: { username: input.username }, select: { id: true } })) throw taken();
  const passwordHash = await hashPassword(input.password);
  let user;
  try {
    user = await db.$transaction(async (tx) => {
      const company = await tx.company.create({
        data: { name: input.companyName, edition: "standard", contact: input.realname, phone: input.phone, email: input.email }
      });
      return tx.user.create({
        data: {
          companyId: company.id,
          username: input.username,
          passwordHash,
          realname: input.realname,
          phone: input.phone,
          email: input.email,
          isMain: true
        }
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  const answer = await openSession(platform, user, meta3);
  await recordSignInEvent(platform, { ...who(user, meta3), action: "register", success: true, detail: { companyName: input.companyName } });
  return answer;
}
function codeHash(userId, code) {
  return createHash("sha256").update(`${userId}:${code.toUpperCase()}`).digest("hex");
}
async function sendResetCode(platform, meta3, raw) {
  const input = parseInput(sendCodeInput, raw);
  const wait = await platform.limiters.sendCode.hit(`${input.username.toLowerCase()}|${meta3.ip}`);
  if (wait) throw new RateLimitError("common.tooManyRequests", wait);
  const db = unscopedDb(platform.database.prisma, "password recovery finds the user by name");
  const user = await db.user.findUnique({ where: { username: input.username } });
  if (!user || user.status !== "enabled") return;
  const alphabet = "0123456789";
  const code = Array.from({ length: VERIFICATION_CODE_LENGTH }, () => alphabet[randomInt(alphabet.length)]).join("");
  await db.$transaction([
    db.passwordReset.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: /* @__PURE__ */ new Date() } }),
    db.passwordReset.create({
      data: {
        companyId: user.companyId,
        userId: user.id,
        codeHash: codeHash(user.id, code),
        expiresAt: new Date(Date.now() + VERIFICATION_CODE_TTL_SECONDS * 1e3)
      }
    })
  ]);
  await platform.mailer.send({
    to: user.email || user.username,
    subject: translate(meta3.lang, "field.code"),
    text: `${translate(meta3.lang, "field.code")}: ${code} (${user.username})`
  });
}
async function resetPassword(platform, meta3, raw) {
  const input = parseInput(resetPasswordInput, raw);
  const db = unscopedDb(platform.database.prisma, "password recovery finds the user by name");
  const user = await db.user.findUnique({ where: { username: input.username } });
  const invalid = () => ValidationError.field("code", "auth.codeInvalid");
  if (!user) throw invalid();
  const reset = await db.passwordReset.findFirst({
    where: { userId: user.id, usedAt: null, expiresAt: { gt: /* @__PURE__ */ new Date() } },
    orderBy: { createdAt: "desc" }
  });
  if (!reset || reset.attempts >= VERIFICATION_CODE_MAX_ATTEMPTS) throw invalid();
  const expected = Buffer.from(reset.codeHash, "hex");
  const given = Buffer.from(codeHash(user.id, input.code), "hex");
  if (!timingSafeEqual(expected, given)) {
    await db.passwordReset.update({ where: { id: reset.id }, data: { attempts: { increment: 1 } } });
    throw invalid();
  }
  const passwordHash = await hashPassword(input.password);
  await db.$transaction([
    db.user.update({ where: { id: user.id }, data: { passwordHash } }),
    db.passwordReset.update({ where: { id: reset.id }, data: { usedAt: /* @__PURE__ */ new Date() } }),
    // A recovered password signs out every device that had the old one.
    db.session.updateMany({ where: { userId: user.id, revokedAt: null }, data: { revokedAt: /* @__PURE__ */ new Date() } })
  ]);
  await recordSignInEvent(platform, { ...who(user, meta3), action: "resetPassword", success: true });
}
async function changePassword(ctx, raw) {
  const actor = requireActor(ctx);
  const input = parseInput(changePasswordInput, raw);
  const user = await ctx.db.user.findUniqueOrThrow({ where: { id: actor.userId } });
  if (!await verifyPassword(user.passwordHash, input.oldPassword)) throw ValidationError.field("oldPassword", "auth.wrongOldPassword");
  const passwordHash = await hashPassword(input.password);
  await ctx.db.$transaction([
    ctx.db.user.update({ where: { id: actor.userId }, data: { passwordHash } }),
    ctx.db.session.updateMany({ where: { userId: actor.userId, revokedAt: null, id: { not: actor.sessionId } }, data: { revokedAt: /* @__PURE__ */ new Date() } })
  ]);
}
async function updateProfile(ctx, raw) {
  const actor = requireActor(ctx);
  const input = parseInput(updateProfileInput, raw);
  return ctx.db.user.update({ where: { id: actor.userId }, data: input });
}

// src/modules/auth/auth.graphql.ts
var AuthPayload = builder.objectRef("AuthPayload").implement({
  description: 'An access token; send it as "Authorization: Bearer <accessToken>"',
  fields: (t) => ({
    accessToken: t.exposeString("access_token"),
    expiresIn: t.exposeInt("expires_in", { description: "Seconds until the token must be refreshed" }),
    tokenType: t.exposeString("token_type")
  })
});
var LoginInput = builder.inputType("LoginInput", {
  fields: (t) => ({ username: t.string({ required: true }), password: t.string({ required: true }) })
});
var RegisterInput = builder.inputType("RegisterInput", {
  fields: (t) => ({
    companyName: t.string({ required: true }),
    username: t.string({ required: true }),
    password: t.string({ required: true }),
    password2: t.string({ required: true }),
    realname: t.string({ required: true }),
    phone: t.string(),
    email: t.string()
  })
});
var ResetPasswordInput = builder.inputType("ResetPasswordInput", {
  fields: (t) => ({
    username: t.string({ required: true }),
    code: t.string({ required: true }),
    password: t.string({ required: true }),
    password2: t.string({ required: true })
  })
});
var ChangePasswordInput = builder.inputType("ChangePasswordInput", {
  fields: (t) => ({ oldPassword: t.string({ required: true }), password: t.string({ required: true }), password2: t.string({ required: true }) })
});
var UpdateProfileInput = builder.inputType("UpdateProfileInput", {
  fields: (t) => ({ realname: t.string({ required: true }), phone: t.string(), email: t.string() })
});
var meta = (ctx) => ({ ip: ctx.ip, userAgent: ctx.userAgent, lang: ctx.lang });
var ext = { operateModule: "auth" };
builder.mutationFields((t) => ({
  login: t.field({
    type: AuthPayload,
    errors: {},
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: (_r, { input }, ctx) => login(ctx.platform, meta(ctx), input)
  }),
  register: t.field({
    type: AuthPayload,
    errors: {},
    description: "Creates a company (standard edition) with its main account and signs it in",
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    resolve: (_r, { input }, ctx) => register(ctx.platform, meta(ctx), input)
  }),
  refreshToken: t.field({
    type: AuthPayload,
    description: "Swaps the bearer token (also an expired one) for a fresh one while the session lives",
    resolve: (_r, _a, ctx) => refresh(ctx.platform, ctx.token)
  }),
  logout: t.boolean({
    authScopes: { loggedIn: true },
    extensions: ext,
    resolve: async (_r, _a, ctx) => (await logout(ctx), true)
  }),
  sendPasswordResetCode: t.boolean({
    errors: {},
    description: "Sends a 6-character verification code to the account e-mail",
    args: { username: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => (await sendResetCode(ctx.platform, meta(ctx), args), true)
  }),
  resetPassword: t.boolean({
    errors: {},
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: async (_r, { input }, ctx) => (await resetPassword(ctx.platform, meta(ctx), input), true)
  }),
  changePassword: t.boolean({
    errors: {},
    authScopes: { loggedIn: true },
    extensions: ext,
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    resolve: async (_r, { input }, ctx) => (await changePassword(ctx, input), true)
  }),
  updateProfile: t.prismaField({
    type: "User",
    errors: {},
    authScopes: { loggedIn: true },
    extensions: ext,
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => updateProfile(ctx, input)
  })
}));

// src/graphql/pagination.ts
var MAX_OFFSET = 1e6;
function withOffset(query, offset) {
  if (offset == null) return query;
  checkOffset(offset);
  const { cursor: _cursor, ...rest } = query;
  return { ...rest, skip: offset };
}
function checkOffset(offset) {
  if (offset == null) return;
  if (!Number.isInteger(offset) || offset < 0 || offset > MAX_OFFSET) throw ValidationError.field("offset", "validation.offset");
}

// src/graphql/inputs.ts
function compact(input) {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== void 0));
}

// src/modules/accounts/accounts.service.ts
function subAccountWhere(ctx, filter2 = {}) {
  assertCan(ctx, "accounts");
  const kw = filter2.keyword?.trim();
  return {
    ...filter2.status ? { status: filter2.status } : {},
    ...filter2.roleId ? { roleId: filter2.roleId } : {},
    ...kw ? { OR: [{ username: { contains: kw, mode: "insensitive" } }, { realname: { contains: kw, mode: "insensitive" } }, { phone: { contains: kw } }] } : {}
  };
}
async function checkRefs(ctx, roleId, shopIds) {
  if (roleId) {
    const role = await ctx.db.role.findFirst({ where: { id: roleId }, select: { id: true } });
    if (!role) throw ValidationError.field("roleId", "account.roleNotFound");
  }
  if (shopIds?.length) {
    const unique2 = [...new Set(shopIds)];
    const found = await ctx.db.shop.count({ where: { id: { in: unique2 } } });
    if (found !== unique2.length) throw ValidationError.field("allowShopIds", "account.shopNotFound");
  }
}
async function findSubAccount(ctx, id5) {
  const user = await ctx.db.user.findFirst({ where: { id: id5 } });
  if (!user) throw new NotFoundError("account.notFound");
  if (user.isMain) throw new BusinessError("account.mainAccountProtected");
  return user;
}
async function createSubAccount(ctx, raw) {
  const actor = assertCan(ctx, "user.create");
  const input = parseInput(createSubAccountInput, raw);
  const limit = PLAN_LIMITS[actor.edition].accounts;
  if (await ctx.db.user.count() >= limit) throw new PlanLimitError({ edition: actor.edition, resource: "accounts", limit });
  await checkRefs(ctx, input.roleId, input.allowShopIds);
  const taken = () => ValidationError.field("username", "auth.usernameTaken", { username: input.username });
  if (await unscopedDb(ctx.platform.database.prisma, "usernames are global").user.findUnique({ where: { username: input.username }, select: { id: true } })) throw taken();
  try {
    return await ctx.db.user.create({
      data: {
        username: input.username,
        passwordHash: await hashPassword(input.password),
        realname: input.realname,
        phone: input.phone,
        email: input.email,
        roleId: input.roleId ?? null,
        allowShopIds: [...new Set(input.allowShopIds)],
        isMain: false
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}
async function updateSubAccount(ctx, raw) {
  assertCan(ctx, "user.update");
  const input = parseInput(updateSubAccountInput, raw);
  await findSubAccount(ctx, input.id);
  await checkRefs(ctx, input.roleId, input.allowShopIds);
  const { id: id5, allowShopIds, ...rest } = input;
  return ctx.db.user.update({
    where: { id: id5 },
    data: { ...rest, ...allowShopIds ? { allowShopIds: [...new Set(allowShopIds)] } : {} }
  });
}
async function setSubAccountStatus(ctx, id5, status) {
  assertCan(ctx, "user.disable");
  await findSubAccount(ctx, id5);
  return ctx.db.$transaction(async (tx) => {
    if (status === "disabled") await tx.session.updateMany({ where: { userId: id5, revokedAt: null }, data: { revokedAt: /* @__PURE__ */ new Date() } });
    return tx.user.update({ where: { id: id5 }, data: { status } });
  });
}
async function resetSubAccountPassword(ctx, raw) {
  assertCan(ctx, "user.resetPassword");
  const input = parseInput(resetSubAccountPasswordInput, raw);
  await findSubAccount(ctx, input.id);
  const passwordHash = await hashPassword(input.password);
  return ctx.db.$transaction(async (tx) => {
    await tx.session.updateMany({ where: { userId: input.id, revokedAt: null }, data: { revokedAt: /* @__PURE__ */ new Date() } });
    return tx.user.update({ where: { id: input.id }, data: { passwordHash } });
  });
}

// src/modules/accounts/accounts.graphql.ts
var UserStatusEnum = builder.enumType("UserStatus", { values: ["enabled", "disabled"] });
builder.prismaObject("User", {
  description: "A main account or sub-account of the company",
  fields: (t) => ({
    id: t.exposeInt("id"),
    username: t.exposeString("username"),
    realname: t.exposeString("realname"),
    phone: t.exposeString("phone"),
    email: t.exposeString("email"),
    status: t.expose("status", { type: UserStatusEnum }),
    isMain: t.exposeBoolean("isMain"),
    role: t.relation("role", { nullable: true }),
    allowShopIds: t.exposeIntList("allowShopIds", { description: "Shops this account may see; empty means all" }),
    lastLoginAt: t.expose("lastLoginAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" })
  })
});
var SubAccountFilter = builder.inputType("SubAccountFilter", {
  fields: (t) => ({ keyword: t.string(), status: t.field({ type: UserStatusEnum }), roleId: t.int() })
});
var CreateSubAccountInput = builder.inputType("CreateSubAccountInput", {
  fields: (t) => ({
    username: t.string({ required: true }),
    password: t.string({ required: true }),
    password2: t.string({ required: true }),
    realname: t.string({ required: true }),
    phone: t.string(),
    email: t.string(),
    roleId: t.int(),
    allowShopIds: t.intList()
  })
});
var UpdateSubAccountInput = builder.inputType("UpdateSubAccountInput", {
  fields: (t) => ({
    id: t.int({ required: true }),
    realname: t.string(),
    phone: t.string(),
    email: t.string(),
    roleId: t.int(),
    allowShopIds: t.intList()
  })
});
var ResetSubAccountPasswordInput = builder.inputType("ResetSubAccountPasswordInput", {
  fields: (t) => ({ id: t.int({ required: true }), password: t.string({ required: true }), password2: t.string({ required: true }) })
});
builder.queryFields((t) => ({
  subAccounts: t.prismaConnection({
    type: "User",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "accounts" },
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: SubAccountFilter }) },
    resolve: (query, _r, args, ctx) => ctx.db.user.findMany({ ...withOffset(query, args.offset), where: subAccountWhere(ctx, compact(args.filter ?? {})), orderBy: { id: "asc" } }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.user.count({ where: subAccountWhere(ctx, compact(args.filter ?? {})) });
    }
  }),
  subAccount: t.prismaField({
    type: "User",
    nullable: true,
    authScopes: { permission: "accounts" },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _r, { id: id5 }, ctx) => ctx.db.user.findFirst({ ...query, where: { ...subAccountWhere(ctx), id: id5 } })
  })
}));
var ext2 = { operateModule: "accounts" };
builder.mutationFields((t) => ({
  createSubAccount: t.prismaField({
    type: "User",
    errors: {},
    authScopes: { permission: "user.create" },
    extensions: ext2,
    args: { input: t.arg({ type: CreateSubAccountInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => createSubAccount(ctx, compact(input))
  }),
  updateSubAccount: t.prismaField({
    type: "User",
    errors: {},
    authScopes: { permission: "user.update" },
    extensions: ext2,
    args: { input: t.arg({ type: UpdateSubAccountInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => updateSubAccount(ctx, { ...compact(input), ...input.roleId === null ? { roleId: null } : {} })
  }),
  setSubAccountStatus: t.prismaField({
    type: "User",
    errors: {},
    authScopes: { permission: "user.disable" },
    extensions: ext2,
    args: { id: t.arg.int({ required: true }), status: t.arg({ type: UserStatusEnum, required: true }) },
    resolve: (_q, _r, { id: id5, status }, ctx) => setSubAccountStatus(ctx, id5, status)
  }),
  resetSubAccountPassword: t.prismaField({
    type: "User",
    errors: {},
    authScopes: { permission: "user.resetPassword" },
    extensions: ext2,
    args: { input: t.arg({ type: ResetSubAccountPasswordInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => resetSubAccountPassword(ctx, input)
  })
}));
builder.queryField(
  "me",
  (t) => t.prismaField({
    type: "User",
    authScopes: { loggedIn: true },
    resolve: async (query, _r, _a, ctx) => {
      const user = await ctx.db.user.findFirst({ ...query, where: { id: requireActor(ctx).userId } });
      if (!user) throw new NotFoundError();
      return user;
    }
  })
);

// src/modules/roles/roles.service.ts
function roleWhere(ctx, filter2 = {}) {
  assertCan(ctx, "roles");
  const kw = filter2.keyword?.trim();
  return kw ? { name: { contains: kw, mode: "insensitive" } } : {};
}
function checkedInput(raw) {
  const input = parseInput(roleInput, raw);
  const unknown = input.permissions.find((p) => !PERMISSION_NAMES.has(p));
  if (unknown) throw ValidationError.field("permissions", "role.unknownPermission", { permission: unknown });
  return { ...input, permissions: [...new Set(input.permissions)].sort() };
}
async function findRole(ctx, id5) {
  const role = await ctx.db.role.findFirst({ where: { id: id5 } });
  if (!role) throw new NotFoundError("role.notFound");
  return role;
}
async function createRole(ctx, raw) {
  assertCan(ctx, "role.create");
  const input = checkedInput(raw);
  try {
    return await ctx.db.role.create({ data: input });
  } catch (err) {
    if (isUniqueViolation(err)) throw ValidationError.field("name", "role.nameTaken", { name: input.name });
    throw err;
  }
}
async function updateRole(ctx, id5, raw) {
  assertCan(ctx, "role.update");
  await findRole(ctx, id5);
  const input = checkedInput(raw);
  try {
    return await ctx.db.role.update({ where: { id: id5 }, data: input });
  } catch (err) {
    if (isUniqueViolation(err)) throw ValidationError.field("name", "role.nameTaken", { name: input.name });
    throw err;
  }
}
async function deleteRole(ctx, id5) {
  assertCan(ctx, "role.delete");
  const role = await findRole(ctx, id5);
  const count2 = await ctx.db.user.count({ where: { roleId: id5 } });
  if (count2 > 0) throw new BusinessError("role.inUse", { count: count2 });
  await ctx.db.role.delete({ where: { id: id5 } });
  return role;
}

// src/modules/roles/roles.graphql.ts
builder.prismaObject("Role", {
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    remark: t.exposeString("remark"),
    permissions: t.exposeStringList("permissions", { description: "Menu page and action names this role grants" }),
    // Not t.relationCount: mutations return rows their services loaded without the GraphQL
    // selection, and relationCount then answers null; count directly when _count is missing.
    accountCount: t.int({
      select: { _count: { select: { users: true } } },
      resolve: (role, _a, ctx) => role._count?.users ?? ctx.db.user.count({ where: { roleId: role.id } })
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" })
  })
});
var RoleFilter = builder.inputType("RoleFilter", { fields: (t) => ({ keyword: t.string() }) });
var RoleInput = builder.inputType("RoleInput", {
  fields: (t) => ({ name: t.string({ required: true }), remark: t.string(), permissions: t.stringList({ required: true }) })
});
builder.queryFields((t) => ({
  roles: t.prismaConnection({
    type: "Role",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "roles" },
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: RoleFilter }) },
    resolve: (query, _r, args, ctx) => ctx.db.role.findMany({ ...withOffset(query, args.offset), where: roleWhere(ctx, args.filter ?? {}), orderBy: { id: "asc" } }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.role.count({ where: roleWhere(ctx, args.filter ?? {}) });
    }
  }),
  role: t.prismaField({
    type: "Role",
    nullable: true,
    authScopes: { permission: "roles" },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _r, { id: id5 }, ctx) => ctx.db.role.findFirst({ ...query, where: { ...roleWhere(ctx), id: id5 } })
  })
}));
var ext3 = { operateModule: "roles" };
builder.mutationFields((t) => ({
  createRole: t.prismaField({
    type: "Role",
    errors: {},
    authScopes: { permission: "role.create" },
    extensions: ext3,
    args: { input: t.arg({ type: RoleInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => createRole(ctx, compact(input))
  }),
  updateRole: t.prismaField({
    type: "Role",
    errors: {},
    authScopes: { permission: "role.update" },
    extensions: ext3,
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: RoleInput, required: true }) },
    resolve: (_q, _r, { id: id5, input }, ctx) => updateRole(ctx, id5, compact(input))
  }),
  deleteRole: t.prismaField({
    type: "Role",
    errors: {},
    authScopes: { permission: "role.delete" },
    extensions: ext3,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id: id5 }, ctx) => deleteRole(ctx, id5)
  })
}));

// src/modules/company/company.service.ts
async function updateCompany(ctx, raw) {
  const actor = assertCan(ctx, "company.update");
  const input = parseInput(updateCompanyInput, raw);
  return ctx.db.company.update({ where: { id: actor.companyId }, data: input });
}
async function companyUsage(ctx) {
  requireActor(ctx);
  const [accounts, shops, warehouses] = await Promise.all([ctx.db.user.count(), ctx.db.shop.count(), ctx.db.warehouse.count()]);
  return { accounts, shops, warehouses };
}

// src/modules/company/company.graphql.ts
var PlanEditionEnum = builder.enumType("PlanEdition", { values: ["standard", "professional", "flagship"] });
var PlanUsage = builder.objectRef("PlanUsage").implement({
  fields: (t) => ({ shops: t.exposeInt("shops"), accounts: t.exposeInt("accounts"), warehouses: t.exposeInt("warehouses") })
});
builder.prismaObject("Company", {
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    edition: t.expose("edition", { type: PlanEditionEnum }),
    contact: t.exposeString("contact"),
    phone: t.exposeString("phone"),
    email: t.exposeString("email"),
    address: t.exposeString("address"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    limits: t.field({ type: PlanUsage, description: "What the plan edition allows", resolve: (c) => PLAN_LIMITS[c.edition] }),
    usage: t.field({ type: PlanUsage, description: "What the company uses now", resolve: (_c, _a, ctx) => companyUsage(ctx) })
  })
});
var UpdateCompanyInput = builder.inputType("UpdateCompanyInput", {
  fields: (t) => ({ name: t.string(), contact: t.string(), phone: t.string(), email: t.string(), address: t.string() })
});
builder.queryField(
  "company",
  (t) => t.prismaField({
    type: "Company",
    authScopes: { loggedIn: true },
    resolve: (query, _r, _a, ctx) => ctx.db.company.findFirstOrThrow({ ...query })
  })
);
builder.mutationField(
  "updateCompany",
  (t) => t.prismaField({
    type: "Company",
    errors: {},
    authScopes: { permission: "company.update" },
    extensions: { operateModule: "company" },
    args: { input: t.arg({ type: UpdateCompanyInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => updateCompany(ctx, compact(input))
  })
);

// src/modules/menu/menu.service.ts
async function syncMenu(platform) {
  const db = unscopedDb(platform.database.prisma, "the menu is system data shared by all companies");
  const rows = flattenMenu();
  const existing = new Map((await db.menuNode.findMany()).map((n) => [n.name, n]));
  const idByName = /* @__PURE__ */ new Map();
  for (const row of rows) {
    const data = {
      pid: row.parent ? idByName.get(row.parent) ?? 0 : 0,
      path: row.path,
      component: row.kind === "group" ? "rview" : row.kind === "action" ? "action" : row.name,
      titleZh: row.zh,
      titleEn: row.en,
      icon: row.icon,
      hidden: row.hidden,
      kind: row.kind,
      sort: row.sort
    };
    const old = existing.get(row.name);
    const changed = !old || Object.entries(data).some(([k, v]) => old[k] !== v);
    const node = !old ? await db.menuNode.create({ data: { name: row.name, ...data } }) : changed ? await db.menuNode.update({ where: { id: old.id }, data }) : old;
    idByName.set(row.name, node.id);
    existing.delete(row.name);
  }
  if (existing.size) await db.menuNode.deleteMany({ where: { name: { in: [...existing.keys()] } } });
  menuCache.delete(platform);
}
var menuCache = /* @__PURE__ */ new WeakMap();
function menuNodes(platform) {
  let nodes = menuCache.get(platform);
  if (!nodes) {
    nodes = unscopedDb(platform.database.prisma, "system menu").menuNode.findMany({ orderBy: [{ pid: "asc" }, { sort: "asc" }] });
    menuCache.set(platform, nodes);
  }
  return nodes;
}
function buildTree(nodes, lang, keep) {
  const byParent = /* @__PURE__ */ new Map();
  for (const n of nodes) byParent.set(n.pid, [...byParent.get(n.pid) ?? [], n]);
  const build = (pid) => (byParent.get(pid) ?? []).sort((a, b) => a.sort - b.sort || a.id - b.id).flatMap((n) => {
    const children = build(n.id);
    if (n.kind === "group" ? children.length === 0 : !keep(n)) return [];
    return [{
      id: n.id,
      pid: n.pid,
      path: n.path,
      component: n.component,
      name: n.name,
      meta: { title: lang === "en" ? n.titleEn : n.titleZh, icon: n.icon, roles: [], noCache: n.noCache, breadcrumb: n.breadcrumb, affix: n.affix },
      hidden: n.hidden,
      redirect: n.redirect,
      kind: n.kind,
      children
    }];
  });
  return build(0);
}
async function userRoutes(ctx) {
  const actor = requireActor(ctx);
  const nodes = await menuNodes(ctx.platform);
  const company = await ctx.db.company.findFirstOrThrow({ select: { id: true, name: true, edition: true } });
  const menu = buildTree(nodes, ctx.lang, (n) => canName(actor, n.name));
  const permissions = nodes.filter((n) => n.kind !== "group" && canName(actor, n.name)).map((n) => n.name);
  return {
    userId: actor.userId,
    companyId: actor.companyId,
    allowShopIds: actor.allowShopIds,
    realname: actor.realname,
    username: actor.username,
    isMain: actor.isMain,
    company,
    permissions,
    menu
  };
}
async function permissionTree(ctx) {
  requireActor(ctx);
  return buildTree(await menuNodes(ctx.platform), ctx.lang, () => true);
}

// src/modules/menu/menu.graphql.ts
var MenuNodeRef = builder.objectRef("MenuNode");
MenuNodeRef.implement({
  description: 'A menu group (component "rview"), page or permission leaf (spec 01 \xA73 Menu node)',
  fields: (t) => ({
    id: t.exposeInt("id"),
    pid: t.exposeInt("pid"),
    path: t.exposeString("path"),
    component: t.exposeString("component"),
    name: t.exposeString("name"),
    title: t.string({ resolve: (n) => n.meta.title }),
    icon: t.string({ resolve: (n) => n.meta.icon }),
    hidden: t.exposeBoolean("hidden"),
    kind: t.exposeString("kind", { description: "group, page or action" }),
    children: t.field({ type: [MenuNodeRef], resolve: (n) => n.children })
  })
});
var Session = builder.objectRef("SessionInfo").implement({
  description: "The stored login info and the menu of the signed-in account (api/v1/user/routes)",
  fields: (t) => ({
    userId: t.exposeInt("userId"),
    companyId: t.exposeInt("companyId"),
    allowShopIds: t.exposeIntList("allowShopIds"),
    realname: t.exposeString("realname"),
    username: t.exposeString("username"),
    isMain: t.exposeBoolean("isMain"),
    permissions: t.exposeStringList("permissions"),
    menu: t.field({ type: [MenuNodeRef], resolve: (s) => s.menu })
  })
});
builder.queryFields((t) => ({
  session: t.field({ type: Session, authScopes: { loggedIn: true }, resolve: (_r, _a, ctx) => userRoutes(ctx) }),
  permissionTree: t.field({
    type: [MenuNodeRef],
    authScopes: { loggedIn: true },
    description: "Every permission, for editing roles",
    resolve: (_r, _a, ctx) => (requireActor(ctx), permissionTree(ctx))
  })
}));

// src/modules/shops/shops.graphql.ts
import { z as z6 } from "zod";
var platformLabel = (s) => MARKETPLACE_LABELS[platformName(s.platformType)] ?? s.platform;
var MOST_SHOPS = Math.max(...Object.values(PLAN_LIMITS).map((l) => l.shops));
builder.prismaObject("Shop", {
  description: "A marketplace shop of the company",
  fields: (t) => ({
    id: t.exposeInt("id"),
    platformType: t.exposeInt("platformType", { description: "Listing platform type number (ebay 1, amazon 2, \u2026)" }),
    platform: t.exposeString("platform"),
    platformLabel: t.string({ resolve: platformLabel }),
    shopName: t.exposeString("shopName"),
    alias: t.exposeString("alias"),
    site: t.exposeString("site"),
    status: t.exposeInt("status", { description: "0 unauthorized, 1 authorized, 2 expired, 3 disabled, 4 authorization failed" }),
    authTime: t.expose("authTime", { type: "DateTime", nullable: true }),
    authExpireAt: t.expose("authExpireAt", { type: "DateTime", nullable: true }),
    authFailReason: t.string({ resolve: (s, _a, ctx) => s.authFailReason ? translate(ctx.lang, s.authFailReason) : "" }),
    platformRate: t.expose("platformRate", { type: "Decimal" }),
    transferRate: t.expose("transferRate", { type: "Decimal" }),
    vatRate: t.expose("vatRate", { type: "Decimal" }),
    euTaxNumber: t.exposeString("euTaxNumber"),
    euTaxType: t.exposeString("euTaxType"),
    returnWarehouseId: t.exposeInt("returnWarehouseId", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" })
  })
});
var ShopOption = builder.objectRef("ShopOption").implement({
  description: "A shop for pickers, in the order of the shops list",
  fields: (t) => ({
    id: t.exposeInt("id"),
    platformType: t.exposeInt("platformType", { description: "Listing platform type number (ebay 1, amazon 2, \u2026)" }),
    platformLabel: t.string({ resolve: platformLabel }),
    shopName: t.exposeString("shopName"),
    alias: t.exposeString("alias"),
    status: t.exposeInt("status", { description: "0 unauthorized, 1 authorized, 2 expired, 3 disabled, 4 authorization failed" })
  })
});
var ShopFilter = builder.inputType("ShopFilter", {
  fields: (t) => ({ status: t.int(), platformType: t.int(), keyword: t.string() })
});
var AuthorizeShopInput = builder.inputType("AuthorizeShopInput", {
  fields: (t) => ({
    platformType: t.int({ required: true }),
    shopName: t.string({ required: true }),
    alias: t.string(),
    site: t.string(),
    authCode: t.string({ required: true, description: "The code the marketplace consent page returned" })
  })
});
var ReauthorizeShopInput = builder.inputType("ReauthorizeShopInput", {
  fields: (t) => ({ id: t.int({ required: true }), authCode: t.string({ required: true }) })
});
var UpdateShopInput = builder.inputType("UpdateShopInput", {
  fields: (t) => ({
    id: t.int({ required: true }),
    shopName: t.string(),
    alias: t.string(),
    platformRate: t.field({ type: "Decimal" }),
    transferRate: t.field({ type: "Decimal" }),
    vatRate: t.field({ type: "Decimal" }),
    euTaxNumber: t.string(),
    euTaxType: t.string(),
    returnWarehouseId: t.int()
  })
});
var statusFilter = z6.object({ status: shopStatus });
function filterWhere(ctx, filter2) {
  const f = compact(filter2 ?? {});
  if (f.status != null) parseInput(statusFilter, { status: f.status });
  return shopWhere(ctx, f);
}
builder.queryFields((t) => ({
  shopOptions: t.field({
    type: [ShopOption],
    authScopes: { loggedIn: true },
    description: `Every shop the caller may see (a sub-account: its allowShopIds), in id order, for pickers on screens of other permissions. Unpaged: a plan holds at most ${MOST_SHOPS} shops (PLAN_LIMITS)`,
    resolve: (_r, _a, ctx) => shopOptions(ctx)
  }),
  shops: t.prismaConnection({
    type: "Shop",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "shops" },
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: ShopFilter }) },
    resolve: (query, _r, args, ctx) => ctx.db.shop.findMany({ ...withOffset(query, args.offset), where: filterWhere(ctx, args.filter), orderBy: { id: "asc" } }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.shop.count({ where: filterWhere(ctx, args.filter) });
    }
  }),
  shop: t.prismaField({
    type: "Shop",
    nullable: true,
    authScopes: { permission: "shops" },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _r, { id: id5 }, ctx) => ctx.db.shop.findFirst({ ...query, where: { AND: [shopWhere(ctx), { id: id5 }] } })
  })
}));
var ext4 = { operateModule: "shops" };
builder.mutationFields((t) => ({
  authorizeShop: t.prismaField({
    type: "Shop",
    errors: {},
    authScopes: { permission: "shop.authorize" },
    extensions: ext4,
    description: "Connects a shop through its marketplace connector; a refused code records the shop with status 4",
    args: { input: t.arg({ type: AuthorizeShopInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => authorizeShop(ctx, compact(input))
  }),
  reauthorizeShop: t.prismaField({
    type: "Shop",
    errors: {},
    authScopes: { permission: "shop.authorize" },
    extensions: ext4,
    args: { input: t.arg({ type: ReauthorizeShopInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => reauthorizeShop(ctx, input)
  }),
  updateShop: t.prismaField({
    type: "Shop",
    errors: {},
    authScopes: { permission: "shop.update" },
    extensions: ext4,
    description: "Rename the shop or set its rates and EU tax number",
    args: { input: t.arg({ type: UpdateShopInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => updateShop(ctx, { ...compact(input), ...input.returnWarehouseId === null ? { returnWarehouseId: null } : {} })
  })
}));

// src/modules/operate-log/operate-log.graphql.ts
builder.prismaObject("OperateLog", {
  description: "One recorded operation: who, what, when, and whether it succeeded",
  fields: (t) => ({
    id: t.exposeInt("id"),
    userId: t.exposeInt("userId", { nullable: true }),
    username: t.exposeString("username"),
    action: t.exposeString("action"),
    module: t.exposeString("module"),
    detail: t.expose("detail", { type: "JSON" }),
    success: t.exposeBoolean("success"),
    errorCode: t.exposeString("errorCode"),
    ip: t.exposeString("ip"),
    createdAt: t.expose("createdAt", { type: "DateTime" })
  })
});
var OperateLogFilter = builder.inputType("OperateLogFilter", {
  fields: (t) => ({
    userId: t.int(),
    action: t.string(),
    module: t.string(),
    success: t.boolean(),
    from: t.field({ type: "DateTime" }),
    to: t.field({ type: "DateTime" })
  })
});
builder.queryField(
  "operateLogs",
  (t) => t.prismaConnection({
    type: "OperateLog",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "operateLog" },
    description: "Newest first",
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: OperateLogFilter }) },
    resolve: (query, _r, args, ctx) => ctx.db.operateLog.findMany({ ...withOffset(query, args.offset), where: operateLogWhere(ctx, compact(args.filter ?? {})), orderBy: { id: "desc" } }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.operateLog.count({ where: operateLogWhere(ctx, compact(args.filter ?? {})) });
    }
  })
);

// src/modules/messages/messages.graphql.ts
var OFFSET = { description: "Rows to skip from the start (page-number screens); replaces after" };
builder.prismaObject("Bulletin", {
  description: "A system bulletin of the service, shown to every company once published",
  fields: (t) => ({
    id: t.exposeInt("id"),
    title: t.exposeString("title"),
    content: t.exposeString("content", { description: "Plain text; line breaks are kept" }),
    hotFlag: t.exposeBoolean("hotFlag", { description: "Highlighted in lists" }),
    alertFlag: t.exposeBoolean("alertFlag", { description: "Pops up on the home page, one after another" }),
    updateTime: t.expose("updatedAt", { type: "DateTime" }),
    publishedAt: t.expose("publishedAt", { type: "DateTime", nullable: true, description: "Null while a draft (operators only see drafts)" })
  })
});
var BulletinFilter = builder.inputType("BulletinFilter", {
  fields: (t) => ({ keyword: t.string({ description: "In title or content" }), hotFlag: t.boolean() })
});
var OperatorBulletinFilter = builder.inputType("OperatorBulletinFilter", {
  fields: (t) => ({ keyword: t.string(), hotFlag: t.boolean(), published: t.boolean({ description: "true published only, false drafts only" }) })
});
var BulletinInput = builder.inputType("BulletinInput", {
  fields: (t) => ({
    title: t.string({ description: "Required when publishing; at most 200 characters" }),
    content: t.string({ description: "Required when publishing; at most 20000 characters" }),
    hotFlag: t.boolean(),
    alertFlag: t.boolean(),
    publish: t.boolean({ description: "publishBulletin: unset or true publishes now, false keeps a draft. updateBulletin: true publishes, false takes back to draft" })
  })
});
builder.queryFields((t) => ({
  bulletins: t.prismaConnection({
    type: "Bulletin",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { loggedIn: true },
    description: "Published bulletins, newest first",
    args: { offset: t.arg.int(OFFSET), filter: t.arg({ type: BulletinFilter }) },
    resolve: (query, _r, args, ctx) => ctx.db.bulletin.findMany({ ...withOffset(query, args.offset), where: publishedWhere(compact(args.filter ?? {})), orderBy: PUBLISHED_ORDER }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.bulletin.count({ where: publishedWhere(compact(args.filter ?? {})) });
    }
  }),
  bulletin: t.prismaField({
    type: "Bulletin",
    nullable: true,
    authScopes: { loggedIn: true },
    description: "A published bulletin; null when unknown or a draft",
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _r, { id: id5 }, ctx) => ctx.db.bulletin.findFirst({ ...query, where: { ...publishedWhere(), id: id5 } })
  }),
  alertBulletins: t.prismaField({
    type: ["Bulletin"],
    authScopes: { loggedIn: true },
    description: "Published alert bulletins, newest first (the home page pops them up)",
    resolve: (query, _r, _a, ctx) => ctx.db.bulletin.findMany({ ...query, where: { ...publishedWhere(), alertFlag: true }, orderBy: PUBLISHED_ORDER, take: ALERT_BULLETINS_MAX })
  }),
  operatorBulletins: t.prismaConnection({
    type: "Bulletin",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { operator: true },
    description: "Operator only: every bulletin including drafts (drafts first, then newest)",
    args: { offset: t.arg.int(OFFSET), filter: t.arg({ type: OperatorBulletinFilter }) },
    resolve: (query, _r, args, ctx) => operatorBulletinClient(ctx).bulletin.findMany({
      ...withOffset(query, args.offset),
      where: operatorWhere(ctx, compact(args.filter ?? {})),
      orderBy: OPERATOR_ORDER
    }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return operatorBulletinClient(ctx).bulletin.count({ where: operatorWhere(ctx, compact(args.filter ?? {})) });
    }
  })
}));
var bulletinExt = { operateModule: "bulletins" };
builder.mutationFields((t) => ({
  publishBulletin: t.prismaField({
    type: "Bulletin",
    errors: {},
    authScopes: { operator: true },
    extensions: bulletinExt,
    description: "Operator only: a new bulletin, published now unless publish is false",
    args: { input: t.arg({ type: BulletinInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => publishBulletin(ctx, compact(input))
  }),
  updateBulletin: t.prismaField({
    type: "Bulletin",
    errors: {},
    authScopes: { operator: true },
    extensions: bulletinExt,
    description: "Operator only: changes the fields given",
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: BulletinInput, required: true }) },
    resolve: (_q, _r, { id: id5, input }, ctx) => updateBulletin(ctx, id5, compact(input))
  }),
  deleteBulletin: t.prismaField({
    type: "Bulletin",
    errors: {},
    authScopes: { operator: true },
    extensions: bulletinExt,
    description: "Operator only: removes a bulletin for every company; answers the removed bulletin",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id: id5 }, ctx) => deleteBulletin(ctx, id5)
  })
}));
var MessageNoticeRef = builder.prismaObject("MessageNotice", {
  description: "One notice to the caller (spec 01 \xA73 'Message notice')",
  fields: (t) => ({
    id: t.exposeInt("id"),
    title: t.string({ resolve: (n, _a, ctx) => renderNotice(ctx.lang, n).title }),
    body: t.string({ resolve: (n, _a, ctx) => renderNotice(ctx.lang, n).body }),
    type: t.exposeString("type", { description: "Notice type code (NOTICE_TYPES of @erp/schema)" }),
    tag: t.string({ description: "Group of the type (system, order, stock, product, task)", resolve: (n) => noticeType(n.type)?.group ?? "system" }),
    typeName: t.string({ resolve: (n, _a, ctx) => translate(ctx.lang, noticeType(n.type)?.nameId ?? n.type) }),
    createTime: t.expose("createdAt", { type: "DateTime" }),
    isRead: t.exposeString("isRead", { description: "'1' read, '2' unread" }),
    otherBillNum: t.exposeString("otherBillNum", { description: "The bill the notice is about (demand number, report id, order number)" }),
    linkPath: t.string({
      nullable: true,
      description: "Client route the notice opens (types 8, 9, 10, 11, 13); null: none (type 2 opens a details dialog)",
      resolve: (n) => noticeLinkPath(n.type, n.linkData ?? {}, n.otherBillNum)
    }),
    linkData: t.expose("linkData", { type: "JSON" })
  })
});
var MessageNoticeGroupRef = builder.objectRef("MessageNoticeGroup").implement({
  description: "One tab of the bell popover",
  fields: (t) => ({
    type: t.exposeString("type", { description: `Group key: ${NOTICE_GROUPS.join(", ")}` }),
    title: t.exposeString("title"),
    unRead: t.exposeInt("unRead"),
    tagIndex: t.exposeInt("tagIndex", { description: "Position of the tab" }),
    messages: t.field({ type: [MessageNoticeRef], description: "The latest 10 of the group, read or not", resolve: (g) => g.messages })
  })
});
var MessageNoticeSummaryRef = builder.objectRef("MessageNoticeSummary").implement({
  fields: (t) => ({
    count: t.exposeInt("count", { description: "Unread notices in all groups" }),
    group: t.field({ type: [MessageNoticeGroupRef], resolve: (s) => s.group })
  })
});
var MessageNoticeFilter = builder.inputType("MessageNoticeFilter", {
  fields: (t) => ({
    group: t.string(),
    type: t.string(),
    isRead: t.string({ description: "'1' read, '2' unread" }),
    keyword: t.string({ description: "In title, body (either language) or bill number" }),
    createdFrom: t.field({ type: "DateTime" }),
    createdTo: t.field({ type: "DateTime" })
  })
});
var MarkMessageNoticesReadInput = builder.inputType("MarkMessageNoticesReadInput", {
  fields: (t) => ({
    ids: t.intList({ description: "These notices (at most 1000)" }),
    all: t.boolean({ description: "Every unread notice of the caller (ids are then ignored)" }),
    group: t.string({ description: "Limits to one group" })
  })
});
var MarkPayloadRef = builder.objectRef("MarkMessageNoticesReadPayload").implement({
  fields: (t) => ({ updated: t.exposeInt("updated", { description: "Notices that went from unread to read" }) })
});
var MessageNoticeSettingRef = builder.objectRef("MessageNoticeSetting").implement({
  description: "How the caller is told about one notice type (defaults until changed)",
  fields: (t) => ({
    type: t.exposeString("type"),
    typeName: t.string({ resolve: (s, _a, ctx) => translate(ctx.lang, s.typeName) }),
    group: t.exposeString("group"),
    level: t.exposeString("level", { description: "HIGH stays until closed, MIDDLE hides after 5 s, LOW shows no toast" }),
    enabled: t.exposeBoolean("enabled", { description: "false: notices of this type are not created for the caller at all" })
  })
});
var MessageNoticeSettingInput = builder.inputType("MessageNoticeSettingInput", {
  fields: (t) => ({ type: t.string({ required: true }), level: t.string({ required: true }), enabled: t.boolean({ required: true }) })
});
builder.queryFields((t) => ({
  messageNoticeSummary: t.field({
    type: MessageNoticeSummaryRef,
    authScopes: { loggedIn: true },
    description: "The bell: unread count and the latest notices per group",
    resolve: (_r, _a, ctx) => noticeSummary(ctx)
  }),
  messageNotices: t.prismaConnection({
    type: "MessageNotice",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { loggedIn: true },
    description: "The caller's own notices, newest first",
    args: { offset: t.arg.int(OFFSET), filter: t.arg({ type: MessageNoticeFilter }) },
    resolve: (query, _r, args, ctx) => ctx.db.messageNotice.findMany({ ...withOffset(query, args.offset), where: noticeWhere(ctx, compact(args.filter ?? {})), orderBy: NOTICE_ORDER }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.messageNotice.count({ where: noticeWhere(ctx, compact(args.filter ?? {})) });
    }
  }),
  messageNoticeSettings: t.field({
    type: [MessageNoticeSettingRef],
    authScopes: { loggedIn: true },
    description: "One entry per notice type",
    resolve: (_r, _a, ctx) => noticeSettings(ctx)
  })
}));
var noticeExt = { operateModule: "messages" };
builder.mutationFields((t) => ({
  markMessageNoticesRead: t.field({
    type: MarkPayloadRef,
    errors: {},
    authScopes: { loggedIn: true },
    extensions: noticeExt,
    description: "Marks the caller's unread notices read; nothing unread among them gives BusinessError NoNeedToMarkReadContentYet",
    args: { input: t.arg({ type: MarkMessageNoticesReadInput, required: true }) },
    resolve: (_r, { input }, ctx) => markNoticesRead(ctx, compact(input))
  }),
  updateMessageNoticeSettings: t.field({
    type: [MessageNoticeSettingRef],
    errors: {},
    authScopes: { loggedIn: true },
    extensions: noticeExt,
    description: "Sets level and switch of the given types; answers all settings",
    args: { input: t.arg({ type: [MessageNoticeSettingInput], required: true }) },
    resolve: (_r, { input }, ctx) => updateNoticeSettings(ctx, input)
  })
}));

// src/modules/report-jobs/exports.ts
import { z as z7 } from "zod";
var EXPORT_BATCH_SIZE = 500;
var registry = /* @__PURE__ */ new Map();
function registerExport(def) {
  if (registry.has(def.reportType)) throw new Error(`export ${def.reportType} is registered twice`);
  registry.set(def.reportType, def);
  return def;
}
function exportDefinition(reportType) {
  return registry.get(reportType);
}
function exportDefinitions() {
  return [...registry.values()];
}
function reportNameOf(lang, reportType) {
  const def = registry.get(reportType);
  return def ? translate(lang, def.nameId) : reportType;
}
function reportTypeNameOf(lang, reportType) {
  const def = registry.get(reportType);
  return def ? translate(lang, "report.typeName", { name: def.nameId }) : reportType;
}
function parseExportFilter(def, raw) {
  if (raw == null) raw = {};
  if (typeof raw !== "object" || Array.isArray(raw)) throw ValidationError.field("filter", "report.filterNotObject");
  const given = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== null && v !== void 0 && v !== ""));
  for (const key of Object.keys(given)) {
    if (!(key in def.filter.shape)) throw ValidationError.field(key, "report.unknownFilter", { name: key });
  }
  return parseInput(def.filter, given);
}
async function* keysetBatches(fetch, size = EXPORT_BATCH_SIZE) {
  let after2;
  for (; ; ) {
    const batch = await fetch(after2, size);
    if (batch.length) yield batch;
    if (batch.length < size) return;
    after2 = batch[batch.length - 1].id;
  }
}
var filterDate = z7.any().transform((v, c) => {
  const d = v instanceof Date ? v : typeof v === "string" && v.trim() ? new Date(v.trim()) : typeof v === "number" ? new Date(v) : null;
  if (!d || Number.isNaN(d.getTime())) {
    c.addIssue({ code: "custom", message: "validation.date" });
    return z7.NEVER;
  }
  return d;
});
var filterText = (max = 100) => z7.string({ error: "validation.required" }).trim().max(max, { error: "validation.tooLong" });
var filterId = z7.number({ error: "validation.positiveId" }).int({ error: "validation.positiveId" }).positive({ error: "validation.positiveId" });
var filterBoolean = z7.boolean({ error: "validation.boolean" });

// src/modules/report-jobs/report-jobs.service.ts
import { z as z17 } from "zod";

// src/modules/shops/shops.export.ts
import { z as z8 } from "zod";
var shopsExport = registerExport({
  reportType: "shops",
  nameId: "export.shops.name",
  permission: "shops",
  filter: z8.object({ status: shopStatus.optional(), platformType: platformType.optional(), keyword: filterText().optional() }),
  // shopWhere checks the permission and narrows to the caller's allowShopIds, as the list does.
  count: (ctx, f) => ctx.db.shop.count({ where: shopWhere(ctx, f) }),
  rows: (ctx, f) => keysetBatches(
    (after2, take) => ctx.db.shop.findMany({ where: { AND: [shopWhere(ctx, f), after2 ? { id: { gt: after2 } } : {}] }, orderBy: { id: "asc" }, take })
  ),
  columns: [
    { headerId: "export.col.id", value: (s) => s.id, width: 10 },
    { headerId: "export.shops.col.shopName", value: (s) => s.shopName, width: 30 },
    { headerId: "export.shops.col.marketplace", value: (s) => MARKETPLACE_LABELS[platformName(s.platformType)] ?? s.platform },
    { headerId: "export.shops.col.site", value: (s) => s.site, width: 10 },
    { headerId: "export.shops.col.status", value: (s, c) => c.t(`export.shops.status.${s.status}`) },
    { headerId: "export.shops.col.authTime", value: (s) => s.authTime, width: 20 },
    { headerId: "export.shops.col.authExpireAt", value: (s) => s.authExpireAt, width: 20 }
  ]
});

// src/modules/accounts/accounts.export.ts
import { z as z9 } from "zod";
var subAccountsExport = registerExport({
  reportType: "subAccounts",
  nameId: "export.subAccounts.name",
  permission: "accounts",
  filter: z9.object({
    keyword: filterText().optional(),
    status: z9.enum(["enabled", "disabled"], { error: "report.unknownStatus" }).optional(),
    roleId: filterId.optional()
  }),
  count: (ctx, f) => ctx.db.user.count({ where: subAccountWhere(ctx, f) }),
  async *rows(ctx, f) {
    const batches2 = keysetBatches(
      (after2, take) => ctx.db.user.findMany({
        where: { AND: [subAccountWhere(ctx, f), after2 ? { id: { gt: after2 } } : {}] },
        include: { role: { select: { name: true } } },
        orderBy: { id: "asc" },
        take
      })
    );
    for await (const users of batches2) {
      const ids2 = [...new Set(users.flatMap((u) => u.allowShopIds))];
      const shops = ids2.length ? await ctx.db.shop.findMany({ where: { id: { in: ids2 } }, select: { id: true, shopName: true } }) : [];
      const nameOf = new Map(shops.map((s) => [s.id, s.shopName]));
      yield users.map((u) => ({ ...u, shopNames: u.allowShopIds.map((id5) => nameOf.get(id5)).filter((n) => !!n) }));
    }
  },
  columns: [
    { headerId: "export.col.id", value: (u) => u.id, width: 10 },
    { headerId: "export.subAccounts.col.username", value: (u) => u.username, width: 20 },
    { headerId: "export.subAccounts.col.realname", value: (u) => u.realname, width: 20 },
    { headerId: "export.subAccounts.col.isMain", value: (u, c) => c.t(u.isMain ? "export.yes" : "export.no"), width: 10 },
    { headerId: "export.subAccounts.col.phone", value: (u) => u.phone },
    { headerId: "export.subAccounts.col.email", value: (u) => u.email, width: 24 },
    { headerId: "export.subAccounts.col.role", value: (u) => u.role?.name ?? "" },
    { headerId: "export.subAccounts.col.status", value: (u, c) => c.t(`export.subAccounts.status.${u.status}`), width: 10 },
    { headerId: "export.subAccounts.col.shops", value: (u, c) => u.allowShopIds.length ? u.shopNames.join(", ") : c.t("export.subAccounts.allShops"), width: 30 },
    { headerId: "export.subAccounts.col.lastLoginAt", value: (u) => u.lastLoginAt, width: 20 },
    { headerId: "export.subAccounts.col.createdAt", value: (u) => u.createdAt, width: 20 }
  ]
});

// src/modules/operate-log/operate-log.export.ts
import { z as z10 } from "zod";
var CELL_MAX = 32e3;
var operateLogsExport = registerExport({
  reportType: "operateLogs",
  nameId: "export.operateLogs.name",
  permission: "operateLog",
  filter: z10.object({
    userId: filterId.optional(),
    action: filterText().optional(),
    module: filterText().optional(),
    success: filterBoolean.optional(),
    from: filterDate.optional(),
    to: filterDate.optional()
  }),
  count: (ctx, f) => ctx.db.operateLog.count({ where: operateLogWhere(ctx, f) }),
  rows: (ctx, f) => keysetBatches(
    (after2, take) => ctx.db.operateLog.findMany({ where: { AND: [operateLogWhere(ctx, f), after2 ? { id: { lt: after2 } } : {}] }, orderBy: { id: "desc" }, take })
  ),
  columns: [
    { headerId: "export.col.id", value: (l) => l.id, width: 10 },
    { headerId: "export.operateLogs.col.time", value: (l) => l.createdAt, width: 20 },
    { headerId: "export.operateLogs.col.username", value: (l) => l.username, width: 20 },
    { headerId: "export.operateLogs.col.module", value: (l) => l.module },
    { headerId: "export.operateLogs.col.action", value: (l) => l.action, width: 24 },
    { headerId: "export.operateLogs.col.result", value: (l, c) => c.t(l.success ? "export.operateLogs.success" : "export.operateLogs.failure"), width: 10 },
    { headerId: "export.operateLogs.col.error", value: (l, c) => l.errorCode ? c.t(l.errorCode) : "", width: 30 },
    { headerId: "export.operateLogs.col.ip", value: (l) => l.ip },
    { headerId: "export.operateLogs.col.detail", value: (l) => JSON.stringify(l.detail).slice(0, CELL_MAX), width: 60 }
  ]
});

// src/modules/inventory/inventory.service.ts
var DAY = 864e5;
async function inventoryWhere(ctx, raw) {
  const f = parseInput(inventoryFilter, raw ?? {});
  return stockWhereOf(ctx, f);
}
async function stockWhereOf(ctx, f, now = /* @__PURE__ */ new Date()) {
  const companyId = requireActor(ctx).companyId;
  const and = [];
  if (f.warehouseId) and.push({ warehouseId: f.warehouseId });
  if (f.keyword) {
    const contains = { contains: f.keyword, mode: "insensitive" };
    and.push({ sku: { OR: [{ sku: contains }, { product: { name: contains } }, { product: { spu: contains } }] } });
  }
  if (f.abcClass) and.push({ sku: { abcClass: f.abcClass } });
  if (f.lowStock) {
    const rows = await ctx.db.$queryRaw`
      SELECT "id" FROM "Stock" WHERE "companyId" = ${companyId} AND "safe" > 0 AND "quantity" - "occupied" < "safe"`;
    and.push({ id: { in: rows.map((r) => r.id) } });
  }
  if (f.ageBand) and.push({ id: { in: await stockIdsInAgeBand(ctx, f.ageBand, now) } });
  return and.length ? { AND: and } : {};
}
async function stockIdsInAgeBand(ctx, band, now) {
  const companyId = requireActor(ctx).companyId;
  const { from, to } = ageBandRange(band);
  const newest = new Date(now.getTime() - from * DAY);
  const oldest = to == null ? /* @__PURE__ */ new Date(0) : new Date(now.getTime() - to * DAY);
  const rows = await ctx.db.$queryRaw`
    SELECT st."id" FROM "Stock" st
    JOIN (
      SELECT "skuId", "warehouseId", MIN("receivedAt") AS "oldest" FROM "StockLot"
      WHERE "companyId" = ${companyId} AND "quantityLeft" > 0 GROUP BY "skuId", "warehouseId"
    ) l ON l."skuId" = st."skuId" AND l."warehouseId" = st."warehouseId"
    WHERE st."companyId" = ${companyId} AND l."oldest" <= ${newest} AND l."oldest" > ${oldest}`;
  return rows.map((r) => r.id);
}
var pairKey = (p) => `${p.skuId}:${p.warehouseId}`;
async function salesOf(ctx, pairs, now = /* @__PURE__ */ new Date()) {
  const out = /* @__PURE__ */ new Map();
  if (!pairs.length) return out;
  const companyId = requireActor(ctx).companyId;
  const [d7, d15, d30, d90] = SALES_WINDOWS.map((d) => new Date(now.getTime() - d * DAY));
  const skuIds = [...new Set(pairs.map((p) => p.skuId))];
  const warehouseIds = [...new Set(pairs.map((p) => p.warehouseId))];
  const rows = await ctx.db.$queryRaw`
    SELECT "skuId", "warehouseId",
      COALESCE(SUM(CASE WHEN "createdAt" >= ${d7} THEN -"quantityChange" ELSE 0 END), 0) AS "d7",
      COALESCE(SUM(CASE WHEN "createdAt" >= ${d15} THEN -"quantityChange" ELSE 0 END), 0) AS "d15",
      COALESCE(SUM(CASE WHEN "createdAt" >= ${d30} THEN -"quantityChange" ELSE 0 END), 0) AS "d30",
      COALESCE(SUM(-"quantityChange"), 0) AS "d90"
    FROM "StockLedger"
    WHERE "companyId" = ${companyId} AND "type" = 'outbound' AND "createdAt" >= ${d90} AND "createdAt" <= ${now}
      AND "skuId" IN (${prismaNamespace_exports.join(skuIds)}) AND "warehouseId" IN (${prismaNamespace_exports.join(warehouseIds)})
    GROUP BY "skuId", "warehouseId"`;
  for (const r of rows) out.set(pairKey(r), { d7: Number(r.d7), d15: Number(r.d15), d30: Number(r.d30), d90: Number(r.d90) });
  return out;
}
async function agesOf(ctx, pairs, now = /* @__PURE__ */ new Date()) {
  const out = /* @__PURE__ */ new Map();
  if (!pairs.length) return out;
  const companyId = requireActor(ctx).companyId;
  const skuIds = [...new Set(pairs.map((p) => p.skuId))];
  const warehouseIds = [...new Set(pairs.map((p) => p.warehouseId))];
  const rows = await ctx.db.$queryRaw`
    SELECT "skuId", "warehouseId", MIN("receivedAt") AS "oldest" FROM "StockLot"
    WHERE "companyId" = ${companyId} AND "quantityLeft" > 0
      AND "skuId" IN (${prismaNamespace_exports.join(skuIds)}) AND "warehouseId" IN (${prismaNamespace_exports.join(warehouseIds)})
    GROUP BY "skuId", "warehouseId"`;
  for (const r of rows) {
    const days = ageInDays(new Date(r.oldest), now);
    out.set(pairKey(r), { days, band: ageBandOf(days) });
  }
  return out;
}
var NO_SALES = { d7: 0, d15: 0, d30: 0, d90: 0 };
async function loadSales(ctx, pair) {
  const loader = requestLoader(ctx, "sales", async (keys) => {
    const map = await salesOf(ctx, keys);
    return keys.map((k) => map.get(pairKey(k)) ?? NO_SALES);
  });
  return await loader.load({ skuId: pair.skuId, warehouseId: pair.warehouseId }) ?? NO_SALES;
}
async function loadAge(ctx, pair) {
  const loader = requestLoader(ctx, "age", async (keys) => {
    const map = await agesOf(ctx, keys);
    return keys.map((k) => map.get(pairKey(k)) ?? null);
  });
  return loader.load({ skuId: pair.skuId, warehouseId: pair.warehouseId });
}
async function stockLocationWhere(ctx, f) {
  assertCan(ctx, "inventoryManagement");
  const and = [];
  if (f.warehouseId) and.push({ warehouseId: f.warehouseId });
  if (f.locationId) and.push({ locationId: f.locationId });
  if (f.inStockOnly !== false) and.push({ quantity: { gt: 0 } });
  const kw = f.keyword?.trim();
  if (kw) {
    if (kw.length > 100) throw ValidationError.field("keyword", "validation.tooLong");
    const contains = { contains: kw, mode: "insensitive" };
    const skus = await ctx.db.sku.findMany({ where: { OR: [{ sku: contains }, { product: { name: contains } }] }, select: { id: true }, take: 5e3 });
    and.push({ skuId: { in: skus.map((s) => s.id) } });
  }
  return and.length ? { AND: and } : {};
}
async function moveBetweenLocations(ctx, tx, m) {
  const companyId = requireActor(ctx).companyId;
  const taken = await tx.$executeRaw`
    UPDATE "StockLocation" SET "quantity" = "quantity" - ${m.quantity}::int, "updatedAt" = now()
    WHERE "companyId" = ${companyId} AND "locationId" = ${m.from.id} AND "skuId" = ${m.skuId} AND "quantity" >= ${m.quantity}::int`;
  if (!taken) {
    const at = await tx.stockLocation.findFirst({ where: { locationId: m.from.id, skuId: m.skuId }, select: { quantity: true } });
    throw new BusinessError("stock.locationShort", { sku: m.sku, location: m.from.code, available: at?.quantity ?? 0, quantity: m.quantity });
  }
  await tx.$executeRaw`
    INSERT INTO "StockLocation" ("companyId", "skuId", "warehouseId", "locationId", "quantity", "updatedAt")
    VALUES (${companyId}, ${m.skuId}, ${m.warehouseId}, ${m.to.id}, ${m.quantity}, now())
    ON CONFLICT ("locationId", "skuId") DO UPDATE SET "quantity" = "StockLocation"."quantity" + ${m.quantity}::int, "updatedAt" = now()`;
  const stock = await tx.stock.findFirst({ where: { skuId: m.skuId, warehouseId: m.warehouseId } });
  const remark = `${m.from.code} \u2192 ${m.to.code} \xD7${m.quantity}`;
  for (const locationId of [m.from.id, m.to.id]) {
    await tx.stockLedger.create({
      data: {
        companyId,
        skuId: m.skuId,
        warehouseId: m.warehouseId,
        locationId,
        type: "moveLocation",
        quantityChange: 0,
        occupiedChange: 0,
        quantityAfter: stock?.quantity ?? 0,
        occupiedAfter: stock?.occupied ?? 0,
        billType: "moveLocation",
        billNo: m.billNo ?? "",
        remark,
        operatorId: ctx.actor.userId
      }
    });
  }
  return stock;
}
async function moveLocation(ctx, raw) {
  assertCan(ctx, "stock.move");
  const input = parseInput(moveLocationInput, raw);
  const warehouse = await findWarehouse(ctx.db, input.warehouseId);
  const sku = await findSku(ctx.db, input.skuId);
  const from = await findLocation(ctx.db, input.fromLocationId, warehouse.id, "fromLocationId");
  const to = await findLocation(ctx.db, input.toLocationId, warehouse.id, "toLocationId");
  const stock = await ctx.db.$transaction(
    (tx) => moveBetweenLocations(ctx, tx, { skuId: sku.id, sku: sku.sku, warehouseId: warehouse.id, from, to, quantity: input.quantity })
  );
  if (!stock) throw new NotFoundError("stock.skuNotFound");
  return stock;
}
async function setSafetyStock(ctx, raw) {
  assertCan(ctx, "stock.setSafe");
  const input = parseInput(safetyStockInput, raw);
  const seen = /* @__PURE__ */ new Set();
  input.items.forEach((item, i) => {
    const key = `${item.skuId}:${item.warehouseId}`;
    if (seen.has(key)) throw ValidationError.field(`items.${i}.skuId`, "inventory.sameProductTwice");
    seen.add(key);
  });
  const skuIds = [...new Set(input.items.map((i) => i.skuId))];
  const warehouseIds = [...new Set(input.items.map((i) => i.warehouseId))];
  const [skus, warehouses] = await Promise.all([
    ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true } }),
    ctx.db.warehouse.findMany({ where: { id: { in: warehouseIds } }, select: { id: true } })
  ]);
  if (skus.length !== skuIds.length) throw new NotFoundError("stock.skuNotFound");
  if (warehouses.length !== warehouseIds.length) throw new NotFoundError("warehouse.notFound");
  await ctx.db.$transaction(async (tx) => {
    for (const item of input.items) {
      await tx.stock.upsert({
        where: { warehouseId_skuId: { warehouseId: item.warehouseId, skuId: item.skuId } },
        create: { companyId: ctx.actor.companyId, skuId: item.skuId, warehouseId: item.warehouseId, safe: item.safe },
        update: { safe: item.safe }
      });
    }
  });
  for (const warehouseId of warehouseIds) {
    await alertLowStock(ctx, input.items.filter((i) => i.warehouseId === warehouseId).map((i) => i.skuId), warehouseId);
  }
  return input.items.length;
}
async function warehouseStockReport(ctx, warehouseId, now = /* @__PURE__ */ new Date()) {
  const companyId = assertCan(ctx, "warehouseStockReport").companyId;
  const only = warehouseId != null ? prismaNamespace_exports.sql`AND w."id" = ${warehouseId}` : prismaNamespace_exports.empty;
  const totals = await ctx.db.$queryRaw`
    SELECT w."id", w."name", w."type",
      COUNT(st."id") FILTER (WHERE st."quantity" > 0) AS "skuCount",
      COALESCE(SUM(st."quantity"), 0) AS "quantity",
      COALESCE(SUM(st."occupied"), 0) AS "occupied",
      COALESCE(SUM(st."inTransit"), 0) AS "inTransit",
      COALESCE(SUM(st."quantity" * st."purchasePrice"), 0)::numeric(18, 2)::text AS "value"
    FROM "Warehouse" w
    LEFT JOIN "Stock" st ON st."warehouseId" = w."id" AND st."companyId" = ${companyId}
    WHERE w."companyId" = ${companyId} ${only}
    GROUP BY w."id" ORDER BY w."id"`;
  const d30 = new Date(now.getTime() - 30 * DAY);
  const d60 = new Date(now.getTime() - 60 * DAY);
  const d90 = new Date(now.getTime() - 90 * DAY);
  const onlyLots = warehouseId != null ? prismaNamespace_exports.sql`AND l."warehouseId" = ${warehouseId}` : prismaNamespace_exports.empty;
  const bands = await ctx.db.$queryRaw`
    SELECT l."warehouseId",
      CASE WHEN l."receivedAt" > ${d30} THEN '0-30' WHEN l."receivedAt" > ${d60} THEN '30-60' WHEN l."receivedAt" > ${d90} THEN '60-90' ELSE '90+' END AS "band",
      SUM(l."quantityLeft") AS "quantity",
      COALESCE(SUM(l."quantityLeft" * st."purchasePrice"), 0)::numeric(18, 2)::text AS "value"
    FROM "StockLot" l
    LEFT JOIN "Stock" st ON st."companyId" = ${companyId} AND st."skuId" = l."skuId" AND st."warehouseId" = l."warehouseId"
    WHERE l."companyId" = ${companyId} AND l."quantityLeft" > 0 ${onlyLots}
    GROUP BY 1, 2`;
  return totals.map((t) => ({
    warehouseId: t.id,
    warehouseName: t.name,
    warehouseType: t.type,
    skuCount: Number(t.skuCount),
    quantity: Number(t.quantity),
    occupied: Number(t.occupied),
    inTransit: Number(t.inTransit),
    value: t.value ?? "0.00",
    bands: AGE_BANDS.map((band) => {
      const b = bands.find((x) => x.warehouseId === t.id && x.band === band);
      return { band, quantity: b ? Number(b.quantity) : 0, value: b?.value ?? "0.00" };
    })
  }));
}

// src/modules/inventory/inventory.export.ts
var inventoryExport = registerExport({
  reportType: "inventory",
  nameId: "export.inventory.name",
  permission: "inventoryManage",
  filter: inventoryFilter,
  count: async (ctx, f) => {
    assertCan(ctx, "inventoryManage");
    return ctx.db.stock.count({ where: await stockWhereOf(ctx, f) });
  },
  rows: (ctx, f) => {
    assertCan(ctx, "inventoryManage");
    let where;
    return keysetBatches(async (after2, take) => {
      const stocks = await ctx.db.stock.findMany({
        where: { AND: [await (where ??= stockWhereOf(ctx, f)), after2 ? { id: { gt: after2 } } : {}] },
        orderBy: { id: "asc" },
        take,
        include: { sku: { select: { sku: true, abcClass: true, product: { select: { name: true } } } }, warehouse: { select: { name: true } } }
      });
      const [sales, ages] = await Promise.all([salesOf(ctx, stocks), agesOf(ctx, stocks)]);
      return stocks.map((s) => {
        const key = `${s.skuId}:${s.warehouseId}`;
        return {
          id: s.id,
          sku: s.sku.sku,
          productName: s.sku.product.name,
          warehouse: s.warehouse.name,
          quantity: s.quantity,
          safe: s.safe,
          inTransit: s.inTransit,
          occupied: s.occupied,
          preSale: s.preSale,
          purchasePrice: s.purchasePrice.toFixed(2),
          abcClass: s.sku.abcClass,
          age: ages.get(key) ?? null,
          sales: sales.get(key) ?? { d7: 0, d15: 0, d30: 0, d90: 0 }
        };
      });
    });
  },
  columns: [
    { headerId: "export.inventory.col.sku", value: (r) => r.sku, width: 24 },
    { headerId: "export.inventory.col.productName", value: (r) => r.productName, width: 30 },
    { headerId: "export.inventory.col.warehouse", value: (r) => r.warehouse, width: 20 },
    { headerId: "export.inventory.col.quantity", value: (r) => r.quantity, width: 10 },
    { headerId: "export.inventory.col.safe", value: (r) => r.safe, width: 10 },
    { headerId: "export.inventory.col.inTransit", value: (r) => r.inTransit, width: 10 },
    { headerId: "export.inventory.col.available", value: (r) => r.quantity - r.occupied, width: 10 },
    { headerId: "export.inventory.col.occupied", value: (r) => r.occupied, width: 10 },
    { headerId: "export.inventory.col.preSale", value: (r) => r.preSale, width: 10 },
    { headerId: "export.inventory.col.purchasePrice", value: (r) => Number(r.purchasePrice), width: 12 },
    { headerId: "export.inventory.col.ageDays", value: (r) => r.age?.days ?? null, width: 12 },
    { headerId: "export.inventory.col.ageBand", value: (r) => r.age?.band ?? "", width: 10 },
    { headerId: "export.inventory.col.abcClass", value: (r) => r.abcClass, width: 8 },
    { headerId: "export.inventory.col.sales7", value: (r) => r.sales.d7, width: 10 },
    { headerId: "export.inventory.col.sales15", value: (r) => r.sales.d15, width: 10 },
    { headerId: "export.inventory.col.sales30", value: (r) => r.sales.d30, width: 10 },
    { headerId: "export.inventory.col.sales90", value: (r) => r.sales.d90, width: 10 }
  ]
});

// src/modules/inventory-count/inventory-count.export.ts
import { z as z11 } from "zod";

// src/modules/inventory-count/inventory-count.service.ts
var COUNT_BILL_TYPE = "inventoryCount";
function countTaskWhere(ctx, filter2 = {}) {
  assertCan(ctx, "inventoryCount");
  const kw = filter2.keyword?.trim();
  return {
    ...filter2.status ? { status: filter2.status } : {},
    ...filter2.warehouseId ? { warehouseId: filter2.warehouseId } : {},
    ...filter2.mode ? { mode: filter2.mode } : {},
    ...kw ? { taskNo: { contains: kw, mode: "insensitive" } } : {}
  };
}
async function findTask(ctx, id5) {
  const task = await ctx.db.inventoryCountTask.findFirst({ where: { id: id5 } });
  if (!task) throw new NotFoundError("counts.taskNotFound");
  return task;
}
function illegal(status, action) {
  return new BusinessError("inventory.illegalTransition", { bill: "counts.bill", status: `counts.status.${status}`, action: `counts.action.${action}` });
}
function assertTransition(status, action) {
  const ok2 = action === "delete" ? COUNT_DELETABLE.includes(status) : canTransition(COUNT_TRANSITIONS, action, status);
  if (!ok2) throw illegal(status, action);
}
async function lockTask(ctx, tx, id5, action) {
  const rows = await tx.$queryRaw`
    SELECT "status" FROM "InventoryCountTask" WHERE "id" = ${id5} AND "companyId" = ${ctx.actor.companyId} FOR UPDATE`;
  if (!rows.length) throw new NotFoundError("counts.taskNotFound");
  assertTransition(rows[0].status, action);
}
var unique = (ids2) => [...new Set(ids2)];
var byText = (a, b) => a < b ? -1 : a > b ? 1 : 0;
async function reserveTask(tx, now) {
  const [{ id: id5 }] = await tx.$queryRaw`SELECT nextval(pg_get_serial_sequence('"InventoryCountTask"', 'id'))::int AS "id"`;
  const p = (n) => String(n).padStart(2, "0");
  return { id: Number(id5), taskNo: `PD${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}-${String(id5).padStart(6, "0")}` };
}
async function createCountTask(ctx, raw) {
  const actor = assertCan(ctx, "inventoryCount.create");
  const input = parseInput(countTaskInput, raw);
  const skuIds = unique(input.skuIds);
  const locationIds = unique(input.locationIds);
  const lineCount = skuIds.length * locationIds.length;
  if (lineCount > COUNT_MAX_LINES) throw ValidationError.field("skuIds", "counts.tooManyLines", { max: COUNT_MAX_LINES, lines: lineCount });
  const warehouse = await ctx.db.warehouse.findFirst({ where: { id: input.warehouseId }, select: { id: true } });
  if (!warehouse) throw new NotFoundError("counts.warehouseNotFound");
  const skus = await ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true, sku: true, isCombo: true } });
  if (skus.length !== skuIds.length) throw new NotFoundError("counts.skuNotFound");
  const combo = skus.find((s) => s.isCombo);
  if (combo) throw ValidationError.field("skuIds", "counts.comboNotCountable", { sku: combo.sku });
  const locations = await ctx.db.location.findMany({ where: { id: { in: locationIds } }, select: { id: true, code: true, warehouseId: true } });
  if (locations.length !== locationIds.length) throw new NotFoundError("counts.locationNotFound");
  const elsewhere = locations.find((l) => l.warehouseId !== warehouse.id);
  if (elsewhere) throw ValidationError.field("locationIds", "inventory.locationNotInWarehouse", { code: elsewhere.code });
  let pairs;
  if (input.countType === "order") {
    pairs = skuIds.flatMap((skuId) => locationIds.map((locationId) => ({ skuId, locationId })));
  } else {
    const sortedSkus = [...skus].sort((a, b) => byText(a.sku, b.sku));
    const sortedLocs = [...locations].sort((a, b) => byText(a.code, b.code));
    pairs = input.countType === "sku" ? sortedSkus.flatMap((s) => sortedLocs.map((l) => ({ skuId: s.id, locationId: l.id }))) : sortedLocs.flatMap((l) => sortedSkus.map((s) => ({ skuId: s.id, locationId: l.id })));
  }
  return ctx.db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('inventoryCount.create'), ${actor.companyId}::int)`;
    const clash = await tx.inventoryCountLine.findFirst({
      where: { skuId: { in: skuIds }, locationId: { in: locationIds }, task: { warehouseId: warehouse.id, status: { in: [...COUNT_OPEN_STATUSES] } } },
      select: { task: { select: { taskNo: true } } }
    });
    if (clash) throw new BusinessError("inventory.countTaskExists", { taskNo: clash.task.taskNo });
    const book = await tx.stockLocation.findMany({ where: { locationId: { in: locationIds }, skuId: { in: skuIds } }, select: { skuId: true, locationId: true, quantity: true } });
    const bookOf = new Map(book.map((b) => [`${b.skuId}:${b.locationId}`, b.quantity]));
    const task = await tx.inventoryCountTask.create({
      data: { ...await reserveTask(tx, /* @__PURE__ */ new Date()), companyId: actor.companyId, warehouseId: warehouse.id, mode: input.mode, countType: input.countType }
    });
    await tx.inventoryCountLine.createMany({
      data: pairs.map((p) => ({ companyId: actor.companyId, taskId: task.id, skuId: p.skuId, locationId: p.locationId, bookQty: bookOf.get(`${p.skuId}:${p.locationId}`) ?? 0 }))
    });
    return task;
  });
}
async function deleteCountTask(ctx, id5) {
  assertCan(ctx, "inventoryCount.create");
  const task = await findTask(ctx, id5);
  assertTransition(task.status, "delete");
  return ctx.db.$transaction(async (tx) => {
    await lockTask(ctx, tx, id5, "delete");
    await tx.inventoryCountLine.deleteMany({ where: { taskId: id5 } });
    await tx.inventoryCountTask.deleteMany({ where: { id: id5 } });
    return task;
  });
}
async function startCountTask(ctx, id5) {
  assertCan(ctx, "inventoryCount.count");
  const task = await findTask(ctx, id5);
  assertTransition(task.status, "start");
  return ctx.db.$transaction(async (tx) => {
    await lockTask(ctx, tx, id5, "start");
    const companyId = ctx.actor.companyId;
    await tx.$executeRaw`
      UPDATE "InventoryCountLine" l SET "bookQty" = COALESCE((
        SELECT sl."quantity" FROM "StockLocation" sl
        WHERE sl."companyId" = ${companyId} AND sl."locationId" = l."locationId" AND sl."skuId" = l."skuId"), 0)
      WHERE l."companyId" = ${companyId} AND l."taskId" = ${id5}`;
    return tx.inventoryCountTask.update({ where: { id: id5 }, data: { status: "counting", startedAt: /* @__PURE__ */ new Date() } });
  });
}
async function saveCountLines(ctx, raw) {
  assertCan(ctx, "inventoryCount.count");
  const input = parseInput(countEntryInput, raw);
  const task = await findTask(ctx, input.taskId);
  assertTransition(task.status, "continue");
  const values = new Map(input.lines.map((l) => [l.lineId, l.countedQty]));
  const ids2 = [...values.keys()];
  const found = await ctx.db.inventoryCountLine.count({ where: { taskId: task.id, id: { in: ids2 } } });
  if (found !== ids2.length) throw new NotFoundError("counts.lineNotFound");
  return ctx.db.$transaction(async (tx) => {
    await lockTask(ctx, tx, task.id, "continue");
    const byValue = /* @__PURE__ */ new Map();
    for (const [lineId, qty] of values) byValue.set(qty, [...byValue.get(qty) ?? [], lineId]);
    const now = /* @__PURE__ */ new Date();
    for (const [qty, lineIds] of byValue) {
      await tx.inventoryCountLine.updateMany({ where: { taskId: task.id, id: { in: lineIds } }, data: { countedQty: qty, countedAt: qty == null ? null : now } });
    }
    return tx.inventoryCountTask.findFirstOrThrow({ where: { id: task.id } });
  });
}
async function unitPrices2(tx, warehouseId, skuIds) {
  const [stocks, skus] = await Promise.all([
    tx.stock.findMany({ where: { warehouseId, skuId: { in: skuIds } }, select: { skuId: true, purchasePrice: true } }),
    tx.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true, purchasePrice: true } })
  ]);
  const out = /* @__PURE__ */ new Map();
  for (const s of skus) out.set(s.id, s.purchasePrice.toString());
  for (const s of stocks) if (Number(s.purchasePrice) > 0) out.set(s.skuId, s.purchasePrice.toString());
  return out;
}
async function endCountTask(ctx, id5) {
  assertCan(ctx, "inventoryCount.count");
  const task = await findTask(ctx, id5);
  assertTransition(task.status, "end");
  const profitSkus = [];
  const ended = await ctx.db.$transaction(async (tx) => {
    await lockTask(ctx, tx, id5, "end");
    const uncounted = await tx.inventoryCountLine.count({ where: { taskId: id5, countedQty: null } });
    if (uncounted) throw new BusinessError("inventory.countNotCounted", { count: uncounted });
    const lines2 = await tx.inventoryCountLine.findMany({ where: { taskId: id5 }, orderBy: { id: "asc" } });
    const changed = lines2.filter((l) => l.countedQty !== l.bookQty);
    const prices = await unitPrices2(tx, task.warehouseId, unique(changed.map((l) => l.skuId)));
    const move2 = (l) => {
      const diff = l.countedQty - l.bookQty;
      return {
        skuId: l.skuId,
        warehouseId: task.warehouseId,
        locationId: l.locationId,
        type: diff > 0 ? "countProfit" : "countLoss",
        quantity: diff,
        unitCost: prices.get(l.skuId) ?? "0",
        billType: COUNT_BILL_TYPE,
        billNo: task.taskNo
      };
    };
    const moves = [...changed.filter((l) => l.countedQty > l.bookQty), ...changed.filter((l) => l.countedQty < l.bookQty)].map(move2);
    await applyMoves(ctx, tx, moves);
    profitSkus.push(...unique(changed.filter((l) => l.countedQty > l.bookQty).map((l) => l.skuId)));
    return tx.inventoryCountTask.update({ where: { id: id5 }, data: { status: "finished", finishedAt: /* @__PURE__ */ new Date() } });
  });
  if (profitSkus.length) await emitOrderEvent(ctx, "stockArrived", { skuIds: profitSkus });
  return ended;
}
function booksHidden(task) {
  return task.mode === "blind" && task.status !== "finished";
}
var linePrice = prismaNamespace_exports.sql`
  SELECT COALESCE(
    (SELECT g."unitCost" FROM "StockLedger" g
      WHERE g."companyId" = t."companyId" AND g."billType" = ${COUNT_BILL_TYPE} AND g."billNo" = t."taskNo"
        AND g."skuId" = l."skuId" AND g."locationId" = l."locationId" LIMIT 1),
    (SELECT NULLIF(s."purchasePrice", 0) FROM "Stock" s WHERE s."companyId" = t."companyId" AND s."warehouseId" = t."warehouseId" AND s."skuId" = l."skuId"),
    (SELECT k."purchasePrice" FROM "Sku" k WHERE k."id" = l."skuId" AND k."companyId" = t."companyId"),
    0) AS "price"`;
async function countSummaries(ctx, taskIds) {
  const companyId = ctx.actor.companyId;
  const ids2 = [...taskIds];
  const rows = await ctx.db.$queryRaw`
    SELECT t."id" AS "taskId", t."mode", t."status",
      count(l."id") AS "lines",
      count(l."countedQty") AS "counted",
      count(l."id") FILTER (WHERE l."countedQty" IS NOT NULL AND l."countedQty" <> l."bookQty") AS "errors",
      COALESCE(sum(GREATEST(l."countedQty" - l."bookQty", 0)), 0) AS "profitQty",
      COALESCE(sum(GREATEST(l."bookQty" - l."countedQty", 0)), 0) AS "lossQty",
      COALESCE(sum(GREATEST(l."countedQty" - l."bookQty", 0) * p."price"), 0)::numeric(14,2)::text AS "profitValue",
      COALESCE(sum(GREATEST(l."bookQty" - l."countedQty", 0) * p."price"), 0)::numeric(14,2)::text AS "lossValue"
    FROM "InventoryCountTask" t
    LEFT JOIN "InventoryCountLine" l ON l."taskId" = t."id" AND l."companyId" = t."companyId"
    LEFT JOIN LATERAL (${linePrice}) p ON true
    WHERE t."companyId" = ${companyId} AND t."id" = ANY(${ids2}::int[])
    GROUP BY t."id"`;
  const out = /* @__PURE__ */ new Map();
  for (const r of rows) {
    const hidden = booksHidden(r);
    out.set(Number(r.taskId), {
      lines: Number(r.lines),
      counted: Number(r.counted),
      errorLines: hidden ? null : Number(r.errors),
      profitQuantity: hidden ? null : Number(r.profitQty ?? 0),
      lossQuantity: hidden ? null : Number(r.lossQty ?? 0),
      profitValue: hidden ? null : r.profitValue ?? "0.00",
      lossValue: hidden ? null : r.lossValue ?? "0.00"
    });
  }
  return out;
}
async function lineValues(ctx, lineIds) {
  const companyId = ctx.actor.companyId;
  const rows = await ctx.db.$queryRaw`
    SELECT l."id", t."mode", t."status", l."bookQty", l."countedQty", p."price"::numeric(14,4)::text AS "price"
    FROM "InventoryCountLine" l
    JOIN "InventoryCountTask" t ON t."id" = l."taskId" AND t."companyId" = l."companyId"
    LEFT JOIN LATERAL (${linePrice}) p ON true
    WHERE l."companyId" = ${companyId} AND l."id" = ANY(${[...lineIds]}::int[])`;
  const out = /* @__PURE__ */ new Map();
  for (const r of rows) {
    const hidden = booksHidden(r);
    const price = Number(r.price);
    out.set(Number(r.id), {
      unitPrice: price.toFixed(2),
      bookValue: hidden ? null : (r.bookQty * price).toFixed(2),
      differenceValue: hidden || r.countedQty == null ? null : ((r.countedQty - r.bookQty) * price).toFixed(2)
    });
  }
  return out;
}
async function countLineWhere(ctx, taskId, filter2 = {}) {
  assertCan(ctx, "inventoryCount");
  const task = await ctx.db.inventoryCountTask.findFirst({ where: { id: taskId }, select: { id: true, mode: true, status: true, warehouseId: true } });
  if (!task) return { id: -1 };
  const where = { taskId: task.id };
  const kw = filter2.keyword?.trim();
  if (kw) {
    const [skus, locations] = await Promise.all([
      ctx.db.sku.findMany({
        where: { OR: [{ sku: { contains: kw, mode: "insensitive" } }, { barcode: sameTextIgnoringCase(kw) }, { ean: kw }] },
        select: { id: true },
        take: 500
      }),
      ctx.db.location.findMany({ where: { warehouseId: task.warehouseId, code: { contains: kw, mode: "insensitive" } }, select: { id: true }, take: 500 })
    ]);
    where.OR = [{ skuId: { in: skus.map((s) => s.id) } }, { locationId: { in: locations.map((l) => l.id) } }];
  }
  if (filter2.uncountedOnly) where.countedQty = null;
  else if (filter2.differenceOnly && !booksHidden(task)) {
    const book = ctx.db.inventoryCountLine.fields.bookQty;
    where.AND = [{ OR: [{ countedQty: { lt: book } }, { countedQty: { gt: book } }] }];
  }
  return where;
}

// src/modules/inventory-count/inventory-count.export.ts
var filter = z11.object({
  taskId: filterId.optional(),
  warehouseId: filterId.optional(),
  keyword: filterText().optional(),
  from: filterDate.optional(),
  to: filterDate.optional()
});
function lossWhere(ctx, f, book) {
  assertCan(ctx, "inventoryCount");
  return {
    OR: [{ countedQty: { lt: book } }, { countedQty: { gt: book } }],
    ...f.taskId ? { taskId: f.taskId } : {},
    task: {
      status: "finished",
      ...f.warehouseId ? { warehouseId: f.warehouseId } : {},
      ...f.keyword ? { taskNo: { contains: f.keyword, mode: "insensitive" } } : {},
      ...f.from || f.to ? { finishedAt: { ...f.from ? { gte: f.from } : {}, ...f.to ? { lte: f.to } : {} } } : {}
    }
  };
}
async function enrich(ctx, lines2) {
  const [skus, locations, warehouses, ledger] = await Promise.all([
    ctx.db.sku.findMany({ where: { id: { in: [...new Set(lines2.map((l) => l.skuId))] } }, select: { id: true, sku: true, product: { select: { name: true } } } }),
    ctx.db.location.findMany({ where: { id: { in: [...new Set(lines2.map((l) => l.locationId))] } }, select: { id: true, code: true } }),
    ctx.db.warehouse.findMany({ where: { id: { in: [...new Set(lines2.map((l) => l.task.warehouseId))] } }, select: { id: true, name: true } }),
    ctx.db.stockLedger.findMany({
      where: { billType: COUNT_BILL_TYPE, billNo: { in: [...new Set(lines2.map((l) => l.task.taskNo))] }, skuId: { in: [...new Set(lines2.map((l) => l.skuId))] } },
      select: { billNo: true, skuId: true, locationId: true, unitCost: true }
    })
  ]);
  const sku = new Map(skus.map((s) => [s.id, s]));
  const code = new Map(locations.map((l) => [l.id, l.code]));
  const wh = new Map(warehouses.map((w) => [w.id, w.name]));
  const cost = new Map(ledger.map((g) => [`${g.billNo}:${g.skuId}:${g.locationId}`, Number(g.unitCost)]));
  return lines2.map((l) => {
    const difference = l.countedQty - l.bookQty;
    const unitPrice = cost.get(`${l.task.taskNo}:${l.skuId}:${l.locationId}`) ?? 0;
    return {
      id: l.id,
      taskNo: l.task.taskNo,
      warehouse: wh.get(l.task.warehouseId) ?? "",
      sku: sku.get(l.skuId)?.sku ?? "",
      product: sku.get(l.skuId)?.product.name ?? "",
      location: code.get(l.locationId) ?? "",
      book: l.bookQty,
      counted: l.countedQty,
      difference,
      unitPrice,
      value: Math.round(difference * unitPrice * 100) / 100,
      finishedAt: l.task.finishedAt
    };
  });
}
var countLossExport = registerExport({
  reportType: "inventoryCountLoss",
  nameId: "export.inventoryCountLoss.name",
  permission: "inventoryCount",
  filter,
  count: (ctx, f) => ctx.db.inventoryCountLine.count({ where: lossWhere(ctx, f, ctx.db.inventoryCountLine.fields.bookQty) }),
  rows: (ctx, f) => keysetBatches(async (after2, take) => {
    const where = lossWhere(ctx, f, ctx.db.inventoryCountLine.fields.bookQty);
    const lines2 = await ctx.db.inventoryCountLine.findMany({ where: { AND: [where, after2 ? { id: { gt: after2 } } : {}] }, include: { task: true }, orderBy: { id: "asc" }, take });
    return enrich(ctx, lines2);
  }),
  columns: [
    { headerId: "export.inventoryCountLoss.col.taskNo", value: (r) => r.taskNo, width: 18 },
    { headerId: "export.inventoryCountLoss.col.warehouse", value: (r) => r.warehouse },
    { headerId: "export.inventoryCountLoss.col.sku", value: (r) => r.sku, width: 20 },
    { headerId: "export.inventoryCountLoss.col.product", value: (r) => r.product, width: 30 },
    { headerId: "export.inventoryCountLoss.col.location", value: (r) => r.location, width: 12 },
    { headerId: "export.inventoryCountLoss.col.book", value: (r) => r.book, width: 12 },
    { headerId: "export.inventoryCountLoss.col.counted", value: (r) => r.counted, width: 12 },
    { headerId: "export.inventoryCountLoss.col.difference", value: (r) => r.difference, width: 10 },
    { headerId: "export.inventoryCountLoss.col.unitPrice", value: (r) => r.unitPrice, width: 14 },
    { headerId: "export.inventoryCountLoss.col.value", value: (r) => r.value, width: 14 },
    { headerId: "export.inventoryCountLoss.col.result", value: (r, c) => c.t(r.difference < 0 ? "counts.result.loss" : "counts.result.profit"), width: 10 },
    { headerId: "export.inventoryCountLoss.col.finishedAt", value: (r) => r.finishedAt, width: 20 }
  ]
});

// src/modules/catalog/catalog.export.ts
import { z as z13 } from "zod";

// src/modules/catalog/catalog.import.ts
import ExcelJS from "exceljs";

// src/rest/envelope.ts
function ok(data, message = "ok") {
  return { code: 0, message, data };
}
function fieldErrors(err, lang) {
  const out = {};
  for (const issue2 of err.issues) (out[issue2.field || "_"] ??= []).push(translate(lang, issue2.messageId, issue2.params));
  return out;
}
function sendAppError(reply, err, lang) {
  for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
  const body = {
    code: err.code,
    message: err instanceof ValidationError ? firstFieldMessage(err, lang) : translate(lang, err.messageId, err.params),
    type: err.type,
    data: err instanceof ValidationError ? { errors: fieldErrors(err, lang) } : null
  };
  return reply.status(err.status).send(body);
}
function firstFieldMessage(err, lang) {
  const first = err.issues[0];
  return first ? translate(lang, first.messageId, first.params) : translate(lang, "validation.failed");
}

// src/rest/router.ts
function requestLang(req) {
  const header = req.headers.lang;
  return parseLang(Array.isArray(header) ? header[0] : header);
}
async function contextFor(platform, req, auth) {
  const token = bearerToken(req.headers.authorization);
  const base = { lang: requestLang(req), ip: req.ip, userAgent: String(req.headers["user-agent"] ?? ""), token };
  if (auth === "none") return createContext(platform, base);
  if (auth === "optional" && !token) return createContext(platform, base);
  try {
    return createContext(platform, { ...base, actor: await authenticate(platform, token) });
  } catch (err) {
    if (auth === "optional") return createContext(platform, base);
    throw err;
  }
}
function registerRoutes(app2, platform, prefix, routes) {
  for (const route of routes) {
    app2.post(`${prefix}${route.path}`, async (req, reply) => {
      const lang = requestLang(req);
      let ctx;
      try {
        ctx = await contextFor(platform, req, route.auth);
        const body = req.body && typeof req.body === "object" ? req.body : {};
        const unstorable = unstorableField(body, "body");
        if (unstorable) throw ValidationError.field(unstorable, "validation.invalidCharacters");
        const data = await route.handler(ctx, body, req);
        if (route.logged) await recordOperation(ctx, { action: `POST ${route.path}`, module: "rest", detail: body, success: true });
        return ok(data ?? null);
      } catch (err) {
        if (route.logged && ctx?.actor && err instanceof AppError) {
          await recordOperation(ctx, { action: `POST ${route.path}`, module: "rest", success: false, errorCode: err.messageId });
        }
        if (err instanceof AppError) return sendAppError(reply, err, lang);
        throw err;
      }
    });
  }
}
var BODY_LIMIT_LABEL = `${Math.round(REQUEST_BODY_LIMIT_BYTES / 1024 / 1024 * 10) / 10} MB`;
function restErrorHandler(platform) {
  return (err, req, reply) => {
    const lang = requestLang(req);
    if (err instanceof AppError) return sendAppError(reply, err, lang);
    if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.status(413).send({ code: 413, message: translate(lang, "common.bodyTooLarge", { limit: BODY_LIMIT_LABEL }), type: "tips", data: null });
    }
    if (err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply.status(415).send({ code: 415, message: translate(lang, "common.unsupportedMediaType"), type: "tips", data: null });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ code: err.statusCode, message: translate(lang, "common.badRequest"), type: "tips", data: null });
    }
    platform.logger.error({ err, url: req.url }, "unexpected error");
    return reply.status(500).send({ code: 500, message: translate(lang, "common.serverError"), type: "alert", data: null });
  };
}

// src/modules/storage/storage.rest.ts
import multipart from "@fastify/multipart";

// src/modules/storage/storage.service.ts
import { randomUUID as randomUUID2 } from "crypto";
import { Readable as Readable2 } from "stream";
var FILE_TYPES = { "1": "image", "3": "video" };
var PUBLIC_PREFIXES = ["images/", "videos/"];
var CONTENT_TYPES = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  mp4: "video/mp4"
};
function sniff(head) {
  const ascii = (from, to) => head.subarray(from, to).toString("latin1");
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))) return { kind: "image", ext: "png" };
  if (head.length >= 3 && head[0] === 255 && head[1] === 216 && head[2] === 255) return { kind: "image", ext: "jpg" };
  if (head.length >= 6 && (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a")) return { kind: "image", ext: "gif" };
  if (head.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return { kind: "image", ext: "webp" };
  if (head.length >= 12 && ascii(4, 8) === "ftyp") return { kind: "video", ext: "mp4" };
  return null;
}
function extensionOf(name) {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}
var fileError = (messageId, name) => ValidationError.field("file", messageId, { name });
function checkName(name, kind) {
  const allowed = kind === "image" ? UPLOAD_IMAGE_EXTENSIONS : UPLOAD_VIDEO_EXTENSIONS;
  if (!allowed.includes(extensionOf(name))) throw fileError(kind === "image" ? "storage.imageType" : "storage.videoType", name);
  if (kind === "image" && CHINESE_PATTERN.test(name)) throw fileError("storage.chineseName", name);
}
function parseFileType(value) {
  const text = value == null || value === "" ? "1" : String(value).trim();
  const kind = FILE_TYPES[text];
  if (!kind) throw ValidationError.field("fileType", "storage.fileType");
  return kind;
}
async function peek(stream, n) {
  const it = stream[Symbol.asyncIterator]();
  const chunks = [];
  let length = 0;
  while (length < n) {
    const next = await it.next();
    if (next.done) break;
    chunks.push(next.value);
    length += next.value.length;
  }
  return { head: Buffer.concat(chunks), rest: it };
}
var TooLarge = class extends Error {
};
async function storeUpload(ctx, file, declared) {
  const actor = requireActor(ctx);
  const name = file.filename || "file";
  if (declared) checkName(name, declared);
  const { head, rest } = await peek(file.stream, 12);
  const found = sniff(head);
  const kind = declared ?? (UPLOAD_VIDEO_EXTENSIONS.includes(extensionOf(name)) ? "video" : "image");
  if (!declared) checkName(name, kind);
  if (!found || found.kind !== kind) {
    file.stream.resume();
    throw fileError(kind === "image" ? "storage.imageType" : "storage.videoType", name);
  }
  const max = kind === "image" ? UPLOAD_IMAGE_MAX_BYTES : UPLOAD_VIDEO_MAX_BYTES;
  const key = `${kind === "image" ? "images" : "videos"}/${actor.companyId}/${randomUUID2()}.${found.ext}`;
  let size = 0;
  const body = Readable2.from(
    (async function* () {
      size += head.length;
      if (size > max) throw new TooLarge();
      yield head;
      for (let next = await rest.next(); !next.done; next = await rest.next()) {
        size += next.value.length;
        if (size > max) throw new TooLarge();
        yield next.value;
      }
    })()
  );
  try {
    await ctx.platform.files.put(key, body);
  } catch (err) {
    await ctx.platform.files.delete(key).catch(() => void 0);
    file.stream.resume();
    const truncated = err.code === "FST_REQ_FILE_TOO_LARGE" || file.stream.truncated;
    if (err instanceof TooLarge || truncated) throw fileError(kind === "image" ? "storage.imageTooLarge" : "storage.videoTooLarge", name);
    throw err;
  }
  if (file.stream.truncated) {
    await ctx.platform.files.delete(key);
    throw fileError(kind === "image" ? "storage.imageTooLarge" : "storage.videoTooLarge", name);
  }
  return { fileUrl: `/files/${key}`, key, size, kind };
}

// src/modules/storage/storage.rest.ts
async function registerMultipartRoutes(http, platform, prefix, routes) {
  await http.register(async (scope) => {
    await scope.register(multipart, {
      // the largest file of any route (videos); routes enforce their own smaller limits
      limits: { fileSize: UPLOAD_VIDEO_MAX_BYTES + 1, files: 1, fields: 20, fieldSize: 1e4, parts: 40 }
    });
    for (const route of routes) {
      scope.post(`${prefix}${route.path}`, async (req, reply) => {
        const lang = requestLang(req);
        let ctx;
        try {
          ctx = await contextFor(platform, req, "required");
          if (!req.isMultipart()) throw ValidationError.field("file", "storage.fileRequired");
          const { data, detail } = await route.handler(ctx, req);
          if (route.logged) await recordOperation(ctx, { action: `POST ${route.path}`, module: "rest", detail, success: true });
          return ok(data);
        } catch (err) {
          if (route.logged && ctx?.actor && err instanceof AppError) {
            await recordOperation(ctx, { action: `POST ${route.path}`, module: "rest", success: false, errorCode: err.messageId });
          }
          const restData = err instanceof AppError ? err.restData : void 0;
          if (restData !== void 0) return reply.status(err.status).send({ code: err.code, message: translate(lang, err.messageId, err.params), type: err.type, data: restData });
          if (err instanceof AppError) return sendAppError(reply, err, lang);
          throw err;
        }
      });
    }
  });
}
async function readParts(req, onFile) {
  const fields = {};
  let result;
  let seen = false;
  for await (const part of req.parts()) {
    if (part.type === "field") {
      fields[part.fieldname] = String(part.value ?? "");
      continue;
    }
    if (seen || part.fieldname !== "file") {
      part.file.resume();
      continue;
    }
    seen = true;
    try {
      result = await onFile({ fieldname: part.fieldname, filename: part.filename, stream: part.file }, fields);
    } finally {
      if (!part.file.readableEnded) part.file.resume();
    }
  }
  if (!seen) throw ValidationError.field("file", "storage.fileRequired");
  return { fields, result };
}
var storageRoutes = [
  {
    path: "storage/uploadFile",
    logged: true,
    handler: async (ctx, req) => {
      let declared = null;
      const { fields, result } = await readParts(req, async (file, before) => {
        if (before.fileType !== void 0) declared = parseFileType(before.fileType);
        return storeUpload(ctx, file, declared);
      });
      const stored = result;
      if (!declared && fields.fileType !== void 0) {
        const kind = (() => {
          try {
            return parseFileType(fields.fileType);
          } catch (err) {
            return err;
          }
        })();
        if (kind instanceof ValidationError || kind !== stored.kind) {
          await ctx.platform.files.delete(stored.key);
          if (kind instanceof ValidationError) throw kind;
          throw ValidationError.field("file", kind === "image" ? "storage.imageType" : "storage.videoType", { name: "file" });
        }
      }
      return { data: { fileUrl: stored.fileUrl }, detail: { fileType: fields.fileType ?? "1", cateId: fields.cateId ?? "0", size: stored.size, fileUrl: stored.fileUrl } };
    }
  }
];
function registerFileServing(http, platform) {
  http.get("/files/*", async (req, reply) => {
    const key = req.params["*"];
    const ext25 = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
    try {
      if (!PUBLIC_PREFIXES.some((p) => key.startsWith(p)) || !CONTENT_TYPES[ext25]) throw new NotFoundError();
      let stat;
      try {
        stat = await platform.files.stat(key);
      } catch {
        stat = null;
      }
      if (!stat) throw new NotFoundError();
      const body = await platform.files.openRead(key);
      return reply.header("content-type", CONTENT_TYPES[ext25]).header("content-length", String(stat.size)).header("cache-control", "public, max-age=31536000, immutable").header("x-content-type-options", "nosniff").send(body);
    } catch (err) {
      if (err instanceof AppError) return sendAppError(reply, err, requestLang(req));
      throw err;
    }
  });
}

// src/modules/catalog/catalog.service.ts
import { z as z12 } from "zod";
async function skuOptions(ctx, args) {
  requireActor(ctx);
  const take = Math.min(Math.max(args.first ?? 20, 1), 50);
  const kw = args.keyword?.trim();
  const rows = await ctx.db.sku.findMany({
    where: kw ? {
      OR: [
        { sku: { contains: kw, mode: "insensitive" } },
        { barcode: { equals: kw } },
        { ean: { equals: kw } },
        { product: { name: { contains: kw, mode: "insensitive" } } },
        { product: { spu: { contains: kw, mode: "insensitive" } } }
      ]
    } : {},
    include: { product: { select: { name: true, mainImage: true } }, components: { select: { componentSkuId: true, quantity: true } } },
    orderBy: { sku: "asc" },
    take
  });
  const available = /* @__PURE__ */ new Map();
  if (args.warehouseId != null && rows.length) {
    const ids2 = new Set(rows.flatMap((r) => [r.id, ...r.components.map((c) => c.componentSkuId)]));
    const balances = await ctx.db.stock.findMany({ where: { warehouseId: args.warehouseId, skuId: { in: [...ids2] } } });
    for (const b of balances) available.set(b.skuId, b.quantity - b.occupied);
  }
  const availableOf2 = (r) => {
    if (!r.isCombo) return available.get(r.id) ?? 0;
    if (!r.components.length) return 0;
    return Math.max(0, Math.min(...r.components.map((c) => Math.floor((available.get(c.componentSkuId) ?? 0) / c.quantity))));
  };
  return rows.map((r) => ({
    id: r.id,
    sku: r.sku,
    productName: r.product.name,
    image: r.image || r.product.mainImage,
    isCombo: r.isCombo,
    available: args.warehouseId != null ? availableOf2(r) : null
  }));
}
async function developerOptions(ctx) {
  requireActor(ctx);
  const users = await ctx.db.user.findMany({ select: { id: true, realname: true, username: true, status: true }, orderBy: { id: "asc" } });
  return users.map((u) => ({ id: u.id, name: u.realname || u.username, username: u.username, enabled: u.status === "enabled" }));
}
var statusFilter2 = z12.object({ status: z12.enum(PRODUCT_STATUSES, { error: "catalog.statusUnknown" }).nullish() });
function productWhere(ctx, filter2 = {}, withStatus = true) {
  assertCan(ctx, "productLibrary");
  if (filter2.status) parseInput(statusFilter2, { status: filter2.status });
  const kw = filter2.keyword?.trim();
  return {
    ...withStatus && filter2.status ? { status: filter2.status } : {},
    ...filter2.developerId ? { developerId: filter2.developerId } : {},
    ...filter2.platform ? { platforms: { has: filter2.platform } } : {},
    ...kw ? {
      OR: [
        { spu: { contains: kw, mode: "insensitive" } },
        { name: { contains: kw, mode: "insensitive" } },
        { nameEn: { contains: kw, mode: "insensitive" } },
        { skus: { some: { sku: { contains: kw, mode: "insensitive" } } } }
      ]
    } : {}
  };
}
async function productStatusCounts(ctx, filter2 = {}) {
  const where = productWhere(ctx, filter2, false);
  const groups = await ctx.db.product.groupBy({ by: ["status"], where, _count: { _all: true } });
  const counts = Object.fromEntries(PRODUCT_STATUSES.map((s) => [s, 0]));
  for (const g of groups) if (g.status in counts) counts[g.status] = g._count._all;
  return { all: Object.values(counts).reduce((a, b) => a + b, 0), ...counts };
}
var rowIds = z12.object({
  skus: z12.array(z12.object({ id: z12.number().int().positive().nullish() }).loose()).default([])
});
function parseProduct(raw) {
  const product = parseInput(productInput, raw);
  const ids2 = rowIds.safeParse(raw);
  const skuIds = product.skus.map((_, i) => ids2.success ? ids2.data.skus[i]?.id ?? null : null);
  const { openingWarehouseId } = parseInput(openingStockInput, raw);
  return { product, skuIds, openingWarehouseId };
}
function productInclude() {
  return { skus: { orderBy: { id: "asc" }, include: { components: { include: { componentSku: true } } } } };
}
async function findProduct(db, id5) {
  const product = await db.product.findFirst({ where: { id: id5 }, include: productInclude() });
  if (!product) throw new NotFoundError("catalog.notFound");
  return product;
}
function illegalTransition2(status, action) {
  return new BusinessError("inventory.illegalTransition", { bill: "catalog.bill", status: `catalog.status.${status}`, action: `catalog.action.${action}` });
}
async function checkAgainstDatabase(ctx, input, productId, own, siblings = /* @__PURE__ */ new Map()) {
  const { product } = input;
  const issues = [];
  const add = (field, messageId, params = {}) => issues.push({ field, messageId, params });
  const spuClash = await ctx.db.product.findFirst({ where: { spu: sameTextIgnoringCase(product.spu), ...productId ? { id: { not: productId } } : {} }, select: { spu: true } });
  if (spuClash) add("spu", "catalog.codeTaken", { code: product.spu });
  if (product.developerId != null) {
    const developer = await ctx.db.user.findFirst({ where: { id: product.developerId }, select: { id: true } });
    if (!developer) add("developerId", "catalog.developerNotFound");
  }
  for (const key of ["sku", "ean", "barcode"]) {
    const values = product.skus.map((r) => r[key]).filter((v) => !!v);
    if (!values.length) continue;
    const taken = await ctx.db.sku.findMany({
      where: { [key]: { in: values, mode: "insensitive" }, ...productId ? { productId: { not: productId } } : {} },
      select: { [key]: true }
    });
    const takenKeys = new Set(taken.map((t) => codeKey(String(t[key]))));
    product.skus.forEach((r, i) => {
      const v = r[key];
      if (v && takenKeys.has(codeKey(v))) add(`skus.${i}.${key}`, "catalog.codeTaken", { code: v });
    });
  }
  const usedIn = input.skuIds.some((id5) => id5 != null) ? await ctx.db.skuComponent.findMany({ where: { componentSkuId: { in: input.skuIds.filter((id5) => id5 != null) } }, include: { comboSku: { select: { sku: true } } } }) : [];
  const inputRows = new Map(product.skus.map((r, i) => [codeKey(r.sku), { index: i, isCombo: r.components.length > 0 }]));
  const external = product.skus.flatMap((r) => r.components.map((c) => c.sku)).filter((code) => !inputRows.has(codeKey(code)) && !siblings.has(codeKey(code)));
  const found = external.length ? await ctx.db.sku.findMany({ where: { sku: { in: external, mode: "insensitive" }, ...productId ? { productId: { not: productId } } : {} }, select: { id: true, sku: true, isCombo: true } }) : [];
  const companySkus = new Map(found.map((s) => [codeKey(s.sku), s]));
  product.skus.forEach((row, i) => {
    const seen = /* @__PURE__ */ new Set();
    row.components.forEach((c, j) => {
      const k = codeKey(c.sku);
      const field = `skus.${i}.components.${j}.sku`;
      if (k === codeKey(row.sku)) return add(field, "catalog.componentSelf");
      if (seen.has(k)) return add(field, "catalog.componentTwice", { sku: c.sku });
      seen.add(k);
      const target = inputRows.get(k) ?? siblings.get(k) ?? companySkus.get(k);
      if (!target) return add(field, "catalog.componentNotFound", { sku: c.sku });
      if (target.isCombo) add(field, "catalog.componentIsCombo", { sku: c.sku });
    });
    if (row.components.length) {
      if (row.stock > 0) add(`skus.${i}.stock`, "catalog.comboNoStock");
      const id5 = input.skuIds[i];
      const user = id5 != null ? usedIn.find((u) => u.componentSkuId === id5) : void 0;
      if (user) add(`skus.${i}.components`, "catalog.comboInUse", { sku: row.sku, combo: user.comboSku.sku });
    }
  });
  input.skuIds.forEach((id5, i) => {
    if (id5 != null && !own.has(id5)) add(`skus.${i}.id`, "catalog.skuUnknown", { sku: product.skus[i].sku });
  });
  const opening = product.skus.some((r, i) => input.skuIds[i] == null && r.stock > 0);
  let warehouse = null;
  if (opening) {
    if (input.openingWarehouseId == null) add("openingWarehouseId", "catalog.openingWarehouseRequired");
    else {
      const w = await ctx.db.warehouse.findFirst({ where: { id: input.openingWarehouseId }, select: { id: true, name: true, enabled: true } });
      if (!w) add("openingWarehouseId", "catalog.warehouseNotFound");
      else if (!w.enabled) add("openingWarehouseId", "catalog.warehouseDisabled", { name: w.name });
      else warehouse = w;
    }
  }
  if (issues.length) throw new ValidationError(issues);
  return { warehouse, companySkus };
}
function productData(p) {
  return {
    spu: p.spu,
    name: p.name,
    nameEn: p.nameEn,
    category: p.category,
    developerId: p.developerId,
    platforms: p.platforms,
    mainImage: p.mainImage,
    images: p.images,
    weight: p.weight,
    length: p.length,
    width: p.width,
    height: p.height,
    declareNameZh: p.declareNameZh,
    declareNameEn: p.declareNameEn,
    declareValue: p.declareValue,
    hsCode: p.hsCode,
    infringementInfo: p.infringementInfo,
    supplierLinks: p.supplierLinks,
    specifications: p.specifications,
    remark: p.remark
  };
}
function skuData(r) {
  return {
    sku: r.sku,
    ean: r.ean || null,
    barcode: r.barcode || null,
    options: r.options,
    price: r.price,
    purchasePrice: r.purchasePrice,
    weight: r.weight,
    image: r.image,
    isCombo: r.components.length > 0
  };
}
async function skuRemovalProblem(db, sku) {
  const [stock, ledger, billLines, transferLines, sheets, component] = await Promise.all([
    db.stock.count({ where: { skuId: sku.id } }),
    db.stockLedger.count({ where: { skuId: sku.id } }),
    db.stockBillLine.count({ where: { skuId: sku.id } }),
    db.transferOrderLine.count({ where: { skuId: sku.id } }),
    db.assembleSheet.count({ where: { comboSkuId: sku.id } }),
    db.skuComponent.findFirst({ where: { componentSkuId: sku.id }, include: { comboSku: { select: { sku: true, productId: true } } } })
  ]);
  if (stock + ledger + billLines + transferLines + sheets > 0) return new BusinessError("catalog.skuInUse", { sku: sku.sku });
  if (component) return new BusinessError("catalog.skuIsComponent", { sku: sku.sku, combo: component.comboSku.sku });
  return null;
}
async function writeSkus(ctx, tx, productId, input, keptIds, existing, companySkus, deferComponents = false) {
  const companyId = requireActor(ctx).companyId;
  const removed = existing.filter((s) => !keptIds.has(s.id)).map((s) => s.id);
  if (removed.length) {
    await tx.sku.deleteMany({ where: { id: { in: removed } } });
  }
  const ids2 = [];
  for (const [i, row] of input.product.skus.entries()) {
    const id5 = input.skuIds[i];
    if (id5 != null) {
      await tx.sku.update({ where: { id: id5 }, data: skuData(row) });
      ids2.push(id5);
    } else {
      const created = await tx.sku.create({ data: { companyId, productId, ...skuData(row) } });
      ids2.push(created.id);
    }
  }
  if (!deferComponents) {
    const byCode = new Map(input.product.skus.map((r, i) => [codeKey(r.sku), ids2[i]]));
    for (const [k, v] of companySkus) if (!byCode.has(k)) byCode.set(k, v.id);
    await writeComponents(ctx, tx, input, ids2, byCode);
  }
  return ids2;
}
async function writeComponents(ctx, tx, input, ids2, byCode) {
  const companyId = requireActor(ctx).companyId;
  await tx.skuComponent.deleteMany({ where: { comboSkuId: { in: ids2 } } });
  const components = input.product.skus.flatMap(
    (row, i) => row.components.map((c) => ({ companyId, comboSkuId: ids2[i], componentSkuId: byCode.get(codeKey(c.sku)), quantity: c.quantity }))
  );
  if (components.length) await tx.skuComponent.createMany({ data: components });
}
async function receiveOpeningStock(ctx, tx, input, ids2, warehouse) {
  const moves = input.product.skus.map((row, i) => ({ row, i })).filter(({ row, i }) => input.skuIds[i] == null && row.stock > 0).map(({ row, i }) => ({
    skuId: ids2[i],
    warehouseId: warehouse.id,
    type: "inbound",
    quantity: row.stock,
    unitCost: row.purchasePrice,
    billType: "opening",
    billNo: `OPEN-${input.product.spu}`.slice(0, 64),
    remark: translate(ctx.lang, "catalog.openingBill", { spu: input.product.spu })
  }));
  if (moves.length) await applyMoves(ctx, tx, moves);
}
function codeTakenOnRace(err, input) {
  if (isUniqueViolation(err)) throw ValidationError.field("spu", "catalog.codeTaken", { code: input.spu });
  throw err;
}
async function createProduct(ctx, raw) {
  assertCan(ctx, "product.create");
  const input = parseProduct(raw);
  if (input.skuIds.some((id5) => id5 != null)) input.skuIds = input.skuIds.map(() => null);
  const { warehouse, companySkus } = await checkAgainstDatabase(ctx, input, null, /* @__PURE__ */ new Map());
  const companyId = requireActor(ctx).companyId;
  try {
    const id5 = await ctx.db.$transaction(async (tx) => {
      const product = await tx.product.create({ data: { companyId, ...productData(input.product), status: "draft" } });
      const ids2 = await writeSkus(ctx, tx, product.id, input, /* @__PURE__ */ new Set(), [], companySkus);
      await receiveOpeningStock(ctx, tx, input, ids2, warehouse);
      return product.id;
    });
    return findProduct(ctx.db, id5);
  } catch (err) {
    codeTakenOnRace(err, input.product);
  }
}
async function updateProduct(ctx, id5, raw) {
  assertCan(ctx, "product.update");
  const current = await findProduct(ctx.db, id5);
  if (!canTransition(PRODUCT_EDIT_TRANSITIONS, "edit", current.status)) throw illegalTransition2(current.status, "edit");
  const input = parseProduct(raw);
  const own = new Map(current.skus.map((s) => [s.id, { sku: s.sku, isCombo: s.isCombo }]));
  const { warehouse, companySkus } = await checkAgainstDatabase(ctx, input, id5, own);
  const kept = new Set(input.skuIds.filter((x) => x != null));
  for (const s of current.skus.filter((s2) => !kept.has(s2.id))) {
    const problem = await skuRemovalProblem(ctx.db, s);
    if (problem) throw problem;
  }
  try {
    await ctx.db.$transaction(async (tx) => {
      const moved = await tx.product.updateMany({
        where: { id: id5, status: { in: [...PRODUCT_EDIT_TRANSITIONS.edit.from] } },
        data: { ...productData(input.product), status: PRODUCT_EDIT_TRANSITIONS.edit.to }
      });
      if (moved.count !== 1) throw illegalTransition2("reviewing", "edit");
      const ids2 = await writeSkus(ctx, tx, id5, input, kept, current.skus, companySkus);
      await receiveOpeningStock(ctx, tx, input, ids2, warehouse);
    });
  } catch (err) {
    codeTakenOnRace(err, input.product);
  }
  return findProduct(ctx.db, id5);
}
var BatchRefusedError = class extends BusinessError {
  constructor(failures, action) {
    super("catalog.batchRefused", { count: failures.length, action: `catalog.action.${action}` });
    this.failures = failures;
  }
  failures;
};
async function productsOf(db, ids2, action) {
  const unique2 = [...new Set(ids2)];
  const rows = await db.product.findMany({ where: { id: { in: unique2 } }, include: { _count: { select: { skus: true } } }, orderBy: { id: "asc" } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const failures = unique2.filter((id5) => !byId.has(id5)).map((id5) => ({ id: id5, label: String(id5), messageId: "catalog.notFound", params: {} }));
  const illegal2 = (p) => ({ id: p.id, label: p.spu, messageId: "inventory.illegalTransition", params: illegalTransition2(p.status, action).params });
  return { rows, failures, illegal: illegal2 };
}
async function submitProducts(ctx, raw) {
  assertCan(ctx, "product.update");
  const { ids: ids2 } = parseInput(productIdsInput, raw);
  return ctx.db.$transaction(async (tx) => {
    const { rows, failures, illegal: illegal2 } = await productsOf(tx, ids2, "submit");
    for (const p of rows) {
      if (!canTransition(PRODUCT_TRANSITIONS, "submit", p.status)) failures.push(illegal2(p));
      else for (const problem of catalogSubmitProblems({ mainImage: p.mainImage, skus: p._count.skus, platforms: p.platforms })) failures.push({ id: p.id, label: p.spu, messageId: problem, params: {} });
    }
    if (failures.length) throw new BatchRefusedError(failures, "submit");
    await moveAll(tx, rows.map((r) => r.id), "submit", { status: PRODUCT_TRANSITIONS.submit.to, submittedAt: /* @__PURE__ */ new Date() });
    return tx.product.findMany({ where: { id: { in: rows.map((r) => r.id) } }, orderBy: { id: "asc" } });
  });
}
async function reviewProducts(ctx, raw) {
  assertCan(ctx, "product.review");
  const input = parseInput(reviewProductsInput, raw);
  const action = input.approve ? "approve" : "reject";
  return ctx.db.$transaction(async (tx) => {
    const { rows, failures, illegal: illegal2 } = await productsOf(tx, input.ids, action);
    for (const p of rows) if (!canTransition(PRODUCT_TRANSITIONS, action, p.status)) failures.push(illegal2(p));
    if (failures.length) throw new BatchRefusedError(failures, action);
    await moveAll(tx, rows.map((r) => r.id), action, {
      status: PRODUCT_TRANSITIONS[action].to,
      reviewedAt: /* @__PURE__ */ new Date(),
      rejectReason: input.approve ? "" : input.reason
    });
    return tx.product.findMany({ where: { id: { in: rows.map((r) => r.id) } }, orderBy: { id: "asc" } });
  });
}
async function moveAll(tx, ids2, action, data) {
  const moved = await tx.product.updateMany({ where: { id: { in: ids2 }, status: { in: [...PRODUCT_TRANSITIONS[action].from] } }, data });
  if (moved.count !== ids2.length) throw new BusinessError("catalog.batchChanged");
}
async function deleteProducts(ctx, raw) {
  assertCan(ctx, "product.delete");
  const { ids: ids2 } = parseInput(productIdsInput, raw);
  return ctx.db.$transaction(async (tx) => {
    const { rows, failures, illegal: illegal2 } = await productsOf(tx, ids2, "delete");
    const deleting = new Set(rows.map((r) => r.id));
    for (const p of rows) {
      if (!PRODUCT_DELETABLE.includes(p.status)) {
        failures.push(illegal2(p));
        continue;
      }
      const skus = await tx.sku.findMany({ where: { productId: p.id }, select: { id: true, sku: true } });
      for (const s of skus) {
        const problem = await skuRemovalProblem(tx, s);
        if (problem?.messageId === "catalog.skuIsComponent") {
          const users = await tx.skuComponent.findMany({ where: { componentSkuId: s.id }, include: { comboSku: { select: { productId: true } } } });
          if (users.every((u) => deleting.has(u.comboSku.productId))) continue;
        }
        if (problem) failures.push({ id: p.id, label: p.spu, messageId: problem.messageId, params: problem.params });
      }
    }
    if (failures.length) throw new BatchRefusedError(failures, "delete");
    const doomed = rows.map((r) => r.id);
    await tx.skuComponent.deleteMany({ where: { comboSku: { productId: { in: doomed } } } });
    const deleted = await tx.product.deleteMany({ where: { id: { in: doomed }, status: { in: [...PRODUCT_DELETABLE] } } });
    if (deleted.count !== doomed.length) throw new BusinessError("catalog.batchChanged");
    return deleted.count;
  });
}

// src/modules/catalog/catalog.import.ts
var IMPORT_MAX_BYTES = 10 * 1024 * 1024;
var IMPORT_COLUMNS = [
  { key: "spu", headerId: "catalog.col.spu", level: "product", required: true, example: "TSHIRT-001" },
  { key: "name", headerId: "catalog.col.name", level: "product", required: true, example: "Cotton T-shirt", width: 30 },
  { key: "nameEn", headerId: "catalog.col.nameEn", level: "product", example: "Cotton T-shirt", width: 30 },
  { key: "category", headerId: "catalog.col.category", level: "product", example: "Clothing" },
  { key: "platforms", headerId: "catalog.col.platforms", level: "product", example: "1,2" },
  { key: "mainImage", headerId: "catalog.col.mainImage", level: "product", example: "https://example.com/main.jpg", width: 30 },
  { key: "images", headerId: "catalog.col.images", level: "product", example: "", width: 30 },
  { key: "weight", headerId: "catalog.col.weight", level: "product", example: "200" },
  { key: "length", headerId: "catalog.col.length", level: "product", example: "30" },
  { key: "width", headerId: "catalog.col.width", level: "product", example: "20" },
  { key: "height", headerId: "catalog.col.height", level: "product", example: "2" },
  { key: "declareNameZh", headerId: "catalog.col.declareNameZh", level: "product", example: "T\u6064" },
  { key: "declareNameEn", headerId: "catalog.col.declareNameEn", level: "product", example: "T-shirt" },
  { key: "declareValue", headerId: "catalog.col.declareValue", level: "product", example: "5" },
  { key: "hsCode", headerId: "catalog.col.hsCode", level: "product", example: "610910" },
  { key: "supplierLinks", headerId: "catalog.col.supplierLinks", level: "product", example: "https://supplier.example/1|https://supplier.example/2", width: 40 },
  { key: "remark", headerId: "catalog.col.remark", level: "product", example: "" },
  { key: "specifications", headerId: "catalog.col.specifications", level: "product", example: "Colour;Size" },
  { key: "sku", headerId: "catalog.col.sku", level: "sku", required: true, example: "TSHIRT-001-RED-M", width: 24 },
  { key: "options", headerId: "catalog.col.options", level: "sku", example: "Red;M" },
  { key: "ean", headerId: "catalog.col.ean", level: "sku", example: "" },
  { key: "barcode", headerId: "catalog.col.barcode", level: "sku", example: "" },
  { key: "price", headerId: "catalog.col.price", level: "sku", example: "9.90" },
  { key: "purchasePrice", headerId: "catalog.col.purchasePrice", level: "sku", example: "3.50" },
  { key: "skuWeight", headerId: "catalog.col.skuWeight", level: "sku", example: "200" },
  { key: "skuImage", headerId: "catalog.col.skuImage", level: "sku", example: "" },
  { key: "components", headerId: "catalog.col.components", level: "sku", example: "" }
];
var PRODUCT_KEYS = IMPORT_COLUMNS.filter((c) => c.level === "product").map((c) => c.key);
var SKU_FIELD_COLUMN = { weight: "skuWeight", image: "skuImage" };
var ImportRowsError = class extends BusinessError {
  constructor(rows) {
    super("catalog.import.rowsFailed", { count: rows.length });
    this.rows = rows;
  }
  rows;
  /** The REST envelope's data (storage.rest sends it). */
  get restData() {
    return { errors: this.rows };
  }
};
function cellText(value) {
  if (value == null) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    const v = value;
    if (v.richText) return v.richText.map((r) => r.text).join("").trim();
    if (v.hyperlink) return typeof v.text === "string" ? v.text.trim() || v.hyperlink : v.hyperlink;
    if ("result" in v) return cellText(v.result ?? null);
    if (typeof v.text === "string") return v.text.trim();
    return "";
  }
  return String(value).trim();
}
function headerKeys() {
  const map = /* @__PURE__ */ new Map();
  for (const c of IMPORT_COLUMNS) for (const lang of ["zh", "en"]) map.set(translate(lang, c.headerId).trim().toLowerCase(), c.key);
  for (const c of IMPORT_COLUMNS) map.set(c.key.toLowerCase(), c.key);
  return map;
}
async function readSheet(buffer) {
  if (buffer.length < 4 || buffer.readUInt32BE(0) !== 1347093252) throw ValidationError.field("file", "catalog.import.notXlsx");
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer);
  } catch {
    throw ValidationError.field("file", "catalog.import.notXlsx");
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw ValidationError.field("file", "catalog.import.empty");
  const known = headerKeys();
  const columns = /* @__PURE__ */ new Map();
  sheet.getRow(1).eachCell((cell, col3) => {
    const key = known.get(cellText(cell.value).toLowerCase());
    if (key) columns.set(col3, key);
  });
  for (const c of IMPORT_COLUMNS.filter((c2) => c2.required)) {
    if (![...columns.values()].includes(c.key)) throw ValidationError.field("file", "catalog.import.missingColumn", { column: c.headerId });
  }
  const rows = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const values = {};
    for (const [col3, key] of columns) values[key] = cellText(row.getCell(col3).value);
    if (Object.values(values).some((v) => v !== "")) rows.push({ row: number, values });
  });
  if (!rows.length) throw ValidationError.field("file", "catalog.import.empty");
  if (rows.length > PRODUCT_IMPORT_MAX_ROWS) throw ValidationError.field("file", "catalog.import.tooManyRows", { max: PRODUCT_IMPORT_MAX_ROWS });
  return rows;
}
var list = (text, sep) => text.split(sep).map((s) => s.trim()).filter(Boolean);
var int = (text) => text === "" ? void 0 : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
function toGroups(rows, errors, lang) {
  const groups = /* @__PURE__ */ new Map();
  for (const r of rows) {
    const spu = r.values.spu ?? "";
    const key = codeKey(spu) || `#row${r.row}`;
    let g = groups.get(key);
    if (!g) groups.set(key, g = { spu, rows: [], raw: {} });
    else {
      for (const k of PRODUCT_KEYS) {
        const first = g.rows[0].values[k] ?? "";
        const here = r.values[k] ?? "";
        if (here && here !== first) errors.push(rowError(lang, r.row, k, "catalog.import.spuDisagrees", { spu, column: columnOf(k).headerId }));
      }
    }
    g.rows.push(r);
  }
  for (const g of groups.values()) {
    const p = g.rows[0].values;
    const specNames = list(p.specifications ?? "", /[;；]/);
    const skuRows = g.rows.map((r) => {
      const v = r.values;
      const options = list(v.options ?? "", /[;；]/);
      return {
        sku: v.sku ?? "",
        ean: v.ean ?? "",
        barcode: v.barcode ?? "",
        options,
        price: v.price || "0",
        purchasePrice: v.purchasePrice || "0",
        weight: int(v.skuWeight ?? ""),
        image: v.skuImage ?? "",
        components: list(v.components ?? "", /[,，]/).map((c) => {
          const m = /^(.+?)\s*[*xX×]\s*(\d+)$/.exec(c);
          return m ? { sku: m[1].trim(), quantity: Number(m[2]) } : { sku: c, quantity: 1 };
        })
      };
    });
    const specifications = specNames.map((name, i) => ({ name, options: [...new Set(skuRows.map((s) => s.options[i]).filter((o) => !!o))] }));
    g.raw = {
      spu: p.spu ?? "",
      name: p.name ?? "",
      nameEn: p.nameEn ?? "",
      category: p.category ?? "",
      platforms: list(p.platforms ?? "", /[,，]/).map((x) => int(x)),
      mainImage: p.mainImage ?? "",
      images: list(p.images ?? "", /[,，\s]+/),
      weight: int(p.weight ?? ""),
      length: int(p.length ?? ""),
      width: int(p.width ?? ""),
      height: int(p.height ?? ""),
      declareNameZh: p.declareNameZh ?? "",
      declareNameEn: p.declareNameEn ?? "",
      declareValue: p.declareValue || "0",
      hsCode: p.hsCode ?? "",
      supplierLinks: list(p.supplierLinks ?? "", /\|/),
      remark: p.remark ?? "",
      specifications,
      skus: skuRows
    };
    for (const k of Object.keys(g.raw)) if (g.raw[k] === void 0) delete g.raw[k];
    for (const s of skuRows) for (const k of Object.keys(s)) if (s[k] === void 0) delete s[k];
  }
  return [...groups.values()];
}
function columnOf(key) {
  return IMPORT_COLUMNS.find((c) => c.key === key) ?? IMPORT_COLUMNS[0];
}
function rowError(lang, row, key, messageId, params = {}) {
  return { row, column: translate(lang, columnOf(key).headerId), field: key, message: translate(lang, messageId, params) };
}
function locate(g, field) {
  const parts = field.split(".");
  if (parts[0] === "skus" && /^\d+$/.test(parts[1] ?? "")) {
    const row = g.rows[Number(parts[1])]?.row ?? g.rows[0].row;
    const f = parts[2] ?? "sku";
    return { row, key: SKU_FIELD_COLUMN[f] ?? (["components", "options", "sku", "ean", "barcode", "price", "purchasePrice", "stock"].includes(f) ? f : "sku") };
  }
  const key = parts[0] === "specifications" ? "specifications" : PRODUCT_KEYS.includes(parts[0]) ? parts[0] : parts[0] === "skus" ? "sku" : "spu";
  return { row: g.rows[0].row, key };
}
function issuesToRows(lang, g, err) {
  return err.issues.map((i) => {
    const { row, key } = locate(g, i.field);
    return rowError(lang, row, key, i.messageId, { ...i.params, field: columnOf(key).headerId });
  });
}
async function importProducts(ctx, buffer) {
  assertCan(ctx, "product.create");
  const companyId = requireActor(ctx).companyId;
  const lang = ctx.lang;
  const rows = await readSheet(buffer);
  const errors = [];
  const groups = toGroups(rows, errors, lang);
  const seen = /* @__PURE__ */ new Map();
  for (const g of groups) {
    g.rows.forEach((r) => {
      for (const key of ["sku", "ean", "barcode"]) {
        const v = r.values[key];
        if (!v) continue;
        const k = `${key}:${codeKey(v)}`;
        const owner = seen.get(k);
        if (owner !== void 0 && owner !== groups.indexOf(g)) errors.push(rowError(lang, r.row, key, "catalog.duplicateCode"));
        else seen.set(k, groups.indexOf(g));
      }
    });
  }
  const siblingsOf = (g) => new Map(groups.filter((o) => o !== g).flatMap((o) => o.rows.map((r) => [codeKey(r.values.sku ?? ""), { isCombo: !!r.values.components }])));
  const checked2 = [];
  for (const g of groups) {
    try {
      const input = parseProduct(g.raw);
      const { companySkus } = await checkAgainstDatabase(ctx, input, null, /* @__PURE__ */ new Map(), siblingsOf(g));
      checked2.push({ group: g, input, companySkus });
    } catch (err) {
      if (err instanceof ValidationError) errors.push(...issuesToRows(lang, g, err));
      else throw err;
    }
  }
  if (errors.length) throw new ImportRowsError(errors.sort((a, b) => a.row - b.row));
  let skus = 0;
  await ctx.db.$transaction(
    async (tx) => {
      const byCode = /* @__PURE__ */ new Map();
      const written = [];
      for (const { input, companySkus } of checked2) {
        const product = await tx.product.create({ data: { companyId, ...productData(input.product), status: "draft" } });
        const ids2 = await writeSkus(ctx, tx, product.id, input, /* @__PURE__ */ new Set(), [], companySkus, true);
        input.product.skus.forEach((r, i) => byCode.set(codeKey(r.sku), ids2[i]));
        for (const [k, v] of companySkus) if (!byCode.has(k)) byCode.set(k, v.id);
        written.push({ input, ids: ids2 });
        skus += ids2.length;
      }
      for (const { input, ids: ids2 } of written) await writeComponents(ctx, tx, input, ids2, byCode);
    },
    { timeout: 12e4 }
  );
  return { products: checked2.length, skus };
}
var catalogImportRoutes = [
  {
    path: "catalog/import",
    logged: true,
    handler: async (ctx, req) => {
      assertCan(ctx, "product.create");
      const { result } = await readParts(req, async (file) => {
        const chunks = [];
        let size = 0;
        for await (const chunk of file.stream) {
          size += chunk.length;
          if (size > IMPORT_MAX_BYTES) throw ValidationError.field("file", "catalog.import.tooLarge");
          chunks.push(chunk);
        }
        return { buffer: Buffer.concat(chunks), name: file.filename };
      });
      const imported = await importProducts(ctx, result.buffer);
      return { data: imported, detail: { file: result.name, ...imported } };
    }
  }
];
async function importTemplate(lang) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(lang, "catalog.import.sheetName"));
  sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: translate(lang, c.headerId), key: c.key, width: c.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, c.example])));
  const help = workbook.addWorksheet(lang === "zh" ? "\u8BF4\u660E" : "Help");
  help.getColumn(1).width = 120;
  help.addRow([translate(lang, "catalog.import.help")]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
function registerCatalogTemplate(http, _platform) {
  http.get("/api/v1/catalog/importTemplate", async (req, reply) => {
    const lang = req.query.lang ? parseLang(req.query.lang) : requestLang(req);
    const body = await importTemplate(lang);
    return reply.header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet").header("content-disposition", 'attachment; filename="product-import-template.xlsx"').send(body);
  });
}

// src/modules/catalog/catalog.export.ts
function valueOf(key, s) {
  const p = s.product;
  const specs = Array.isArray(p.specifications) ? p.specifications : [];
  switch (key) {
    case "platforms":
      return p.platforms.join(",");
    case "images":
      return p.images.join(",");
    case "supplierLinks":
      return p.supplierLinks.join("|");
    case "specifications":
      return specs.map((x) => x.name).join(";");
    case "declareValue":
      return Number(p.declareValue);
    case "sku":
      return s.sku;
    case "options":
      return s.options.join(";");
    case "ean":
      return s.ean ?? "";
    case "barcode":
      return s.barcode ?? "";
    case "price":
      return Number(s.price);
    case "purchasePrice":
      return Number(s.purchasePrice);
    case "skuWeight":
      return s.weight;
    case "skuImage":
      return s.image;
    case "components":
      return s.components.map((c) => `${c.componentSku.sku}*${c.quantity}`).join(",");
    default:
      return p[key];
  }
}
var productsExport = registerExport({
  reportType: "products",
  nameId: "catalog.export.name",
  permission: "productLibrary",
  filter: z13.object({
    status: z13.enum(PRODUCT_STATUSES, { error: "catalog.statusUnknown" }).optional(),
    keyword: filterText().optional(),
    developerId: filterId.optional(),
    platform: z13.number({ error: "validation.required" }).int().optional()
  }),
  count: (ctx, f) => ctx.db.sku.count({ where: { product: productWhere(ctx, f) } }),
  rows: (ctx, f) => keysetBatches(async (after2, take) => {
    const skus = await ctx.db.sku.findMany({
      where: { AND: [{ product: productWhere(ctx, f) }, after2 ? { id: { gt: after2 } } : {}] },
      include: { product: true, components: { include: { componentSku: { select: { sku: true } } } } },
      orderBy: { id: "asc" },
      take
    });
    return Promise.all(skus.map(async (s) => ({ ...s, developer: await loadUserName(ctx, s.product.developerId) })));
  }),
  columns: [
    ...IMPORT_COLUMNS.map((c) => ({ headerId: c.headerId, value: (s) => valueOf(c.key, s), width: c.width })),
    { headerId: "catalog.col.status", value: (s, c) => c.t(`catalog.statusName.${s.product.status}`) },
    { headerId: "catalog.col.developer", value: (s) => s.developer },
    { headerId: "catalog.col.updatedAt", value: (s) => s.product.updatedAt, width: 20 }
  ]
});

// src/modules/stock-bills/stock-ledger.export.ts
import { z as z15 } from "zod";

// src/modules/stock-bills/ledger.service.ts
import { z as z14 } from "zod";
var ledgerFilter = z14.object({
  warehouseId: z14.number().int().positive().optional(),
  /** SKU code or product name. */
  sku: z14.string().trim().max(60).optional(),
  type: z14.enum(LEDGER_TYPES, { error: "warehouse.ledgerTypeUnknown" }).optional(),
  billNo: z14.string().trim().max(60).optional(),
  from: z14.date().optional(),
  to: z14.date().optional()
});
function ledgerWhere(ctx, raw = {}) {
  assertCan(ctx, "inOutWarehouse");
  const f = parseInput(ledgerFilter, raw);
  const where = {};
  if (f.warehouseId) where.warehouseId = f.warehouseId;
  if (f.type) where.type = f.type;
  if (f.billNo) where.billNo = { contains: f.billNo, mode: "insensitive" };
  if (f.from || f.to) where.createdAt = { ...f.from ? { gte: f.from } : {}, ...f.to ? { lte: f.to } : {} };
  if (f.sku) where.sku = { OR: [{ sku: { contains: f.sku, mode: "insensitive" } }, { product: { name: { contains: f.sku, mode: "insensitive" } } }] };
  return where;
}

// src/modules/stock-bills/stock-ledger.export.ts
var stockLedgerExport = registerExport({
  reportType: "stockLedger",
  nameId: "export.stockLedger.name",
  permission: "inOutWarehouse",
  filter: z15.object({
    warehouseId: filterId.optional(),
    sku: filterText(60).optional(),
    type: z15.enum(LEDGER_TYPES, { error: "warehouse.ledgerTypeUnknown" }).optional(),
    billNo: filterText(60).optional(),
    from: filterDate.optional(),
    to: filterDate.optional()
  }),
  count: (ctx, f) => ctx.db.stockLedger.count({ where: ledgerWhere(ctx, f) }),
  rows: (ctx, f) => {
    assertCan(ctx, "inOutWarehouse");
    const where = ledgerWhere(ctx, f);
    return keysetBatches(async (after2, take) => {
      const rows = await ctx.db.stockLedger.findMany({
        where: { AND: [where, after2 ? { id: { lt: after2 } } : {}] },
        orderBy: { id: "desc" },
        take,
        include: { sku: { select: { sku: true, product: { select: { name: true } } } } }
      });
      const ids2 = (pick) => [...new Set(rows.map(pick).filter((x) => x != null))];
      const [warehouses, locations, users] = await Promise.all([
        ctx.db.warehouse.findMany({ where: { id: { in: ids2((r) => r.warehouseId) } }, select: { id: true, name: true } }),
        ctx.db.location.findMany({ where: { id: { in: ids2((r) => r.locationId) } }, select: { id: true, code: true } }),
        ctx.db.user.findMany({ where: { id: { in: ids2((r) => r.operatorId) } }, select: { id: true, realname: true, username: true } })
      ]);
      const wName = new Map(warehouses.map((w) => [w.id, w.name]));
      const lCode = new Map(locations.map((l) => [l.id, l.code]));
      const uName = new Map(users.map((u) => [u.id, u.realname || u.username]));
      return rows.map((r) => ({
        id: r.id,
        createdAt: r.createdAt,
        sku: r.sku.sku,
        productName: r.sku.product.name,
        warehouse: wName.get(r.warehouseId) ?? "",
        location: r.locationId != null ? lCode.get(r.locationId) ?? "" : "",
        type: r.type,
        quantityChange: r.quantityChange,
        occupiedChange: r.occupiedChange,
        quantityAfter: r.quantityAfter,
        occupiedAfter: r.occupiedAfter,
        unitCost: r.unitCost.toFixed(2),
        billNo: r.billNo,
        remark: r.remark,
        operator: r.operatorId != null ? uName.get(r.operatorId) ?? "" : ""
      }));
    });
  },
  columns: [
    { headerId: "export.stockLedger.col.time", value: (r) => r.createdAt, width: 20 },
    { headerId: "export.stockLedger.col.sku", value: (r) => r.sku, width: 20 },
    { headerId: "export.stockLedger.col.productName", value: (r) => r.productName, width: 30 },
    { headerId: "export.stockLedger.col.warehouse", value: (r) => r.warehouse, width: 20 },
    { headerId: "export.stockLedger.col.location", value: (r) => r.location, width: 12 },
    { headerId: "export.stockLedger.col.type", value: (r, c) => c.t(`warehouse.ledgerType.${r.type}`), width: 12 },
    { headerId: "export.stockLedger.col.quantityChange", value: (r) => r.quantityChange, width: 12 },
    { headerId: "export.stockLedger.col.occupiedChange", value: (r) => r.occupiedChange, width: 12 },
    { headerId: "export.stockLedger.col.quantityAfter", value: (r) => r.quantityAfter, width: 12 },
    { headerId: "export.stockLedger.col.occupiedAfter", value: (r) => r.occupiedAfter, width: 12 },
    { headerId: "export.stockLedger.col.availableAfter", value: (r) => r.quantityAfter - r.occupiedAfter, width: 12 },
    { headerId: "export.stockLedger.col.unitCost", value: (r) => r.unitCost, width: 12 },
    { headerId: "export.stockLedger.col.billNo", value: (r) => r.billNo, width: 22 },
    { headerId: "export.stockLedger.col.remark", value: (r) => r.remark, width: 24 },
    { headerId: "export.stockLedger.col.operator", value: (r) => r.operator, width: 14 }
  ]
});

// src/modules/purchase-reports/purchase-reports.service.ts
import { z as z16 } from "zod";

// src/modules/suppliers/suppliers.statistics.ts
var RETURN_METHODS = ["return", "replacement"];
async function supplierStatisticsOf(ctx, supplierIds, range = {}) {
  const ids2 = [...new Set(supplierIds)];
  const acc = new Map(ids2.map((id5) => [id5, { orders: [], lines: [], good: 0, defective: 0, returnedOrExchanged: 0 }]));
  if (ids2.length > 0) {
    const orderDate = { ...range.from ? { gte: range.from } : {}, ...range.to ? { lte: range.to } : {} };
    const [suppliers, orders] = await Promise.all([
      ctx.db.supplier.findMany({ where: { id: { in: ids2 } }, select: { id: true, deliveryDays: true } }),
      ctx.db.purchaseOrder.findMany({
        where: { supplierId: { in: ids2 }, status: { not: "cancelled" }, ...range.from || range.to ? { orderDate } : {} },
        select: {
          id: true,
          supplierId: true,
          orderDate: true,
          eta: true,
          status: true,
          signedAt: true,
          lines: { select: { quantity: true, unitPrice: true, receivedQuantity: true, goodQuantity: true, defectiveQuantity: true } }
        }
      })
    ]);
    const orderIds = orders.map((o) => o.id);
    const [firstSigned, abnormal] = orderIds.length ? await Promise.all([
      ctx.db.purchaseReceipt.groupBy({ by: ["purchaseOrderId"], where: { purchaseOrderId: { in: orderIds } }, _min: { signedAt: true } }),
      ctx.db.abnormalReceipt.findMany({
        where: { purchaseOrderId: { in: orderIds }, method: { in: RETURN_METHODS } },
        select: { purchaseOrderId: true, lines: { select: { quantity: true } } }
      })
    ]) : [[], []];
    const days = new Map(suppliers.map((s) => [s.id, s.deliveryDays]));
    const signedAt = new Map(firstSigned.map((r) => [r.purchaseOrderId, r._min.signedAt]));
    const supplierOf = new Map(orders.map((o) => [o.id, o.supplierId]));
    for (const o of orders) {
      const a = acc.get(o.supplierId);
      const quantity2 = o.lines.reduce((s, l) => s + l.quantity, 0);
      const received = o.lines.reduce((s, l) => s + l.receivedQuantity, 0);
      a.orders.push({
        orderDate: o.orderDate,
        eta: o.eta,
        deliveryDays: days.get(o.supplierId) ?? 0,
        firstSignedAt: signedAt.get(o.id) ?? o.signedAt ?? null,
        fullyReceived: o.status === "received" || quantity2 > 0 && o.lines.every((l) => l.receivedQuantity >= l.quantity),
        quantity: quantity2,
        receivedQuantity: received
      });
      for (const l of o.lines) {
        a.lines.push({ unitPrice: Number(l.unitPrice), quantity: l.quantity, orderDate: o.orderDate });
        a.good += l.goodQuantity;
        a.defective += l.defectiveQuantity;
      }
    }
    for (const r of abnormal) {
      const a = acc.get(supplierOf.get(r.purchaseOrderId));
      a.returnedOrExchanged += r.lines.reduce((s, l) => s + l.quantity, 0);
    }
  }
  return new Map([...acc].map(([id5, a]) => [id5, supplierStatistics(a)]));
}
var EMPTY_STATISTICS = supplierStatistics({ orders: [], lines: [], good: 0, defective: 0, returnedOrExchanged: 0 });

// src/modules/purchase-reports/purchase-reports.service.ts
var DAY2 = 864e5;
var REPORT_PERIOD_MAX_DAYS = 366;
var DEFAULT_PERIOD_DAYS = 30;
var CHART_BARS = 10;
var purchaseReportFilter = z16.object({
  from: filterDate.optional(),
  to: filterDate.optional(),
  supplierId: filterId.optional(),
  warehouseId: filterId.optional(),
  purchaserId: filterId.optional()
}).superRefine((f, c) => {
  if (!f.from || !f.to) return;
  if (f.to.getTime() < f.from.getTime()) c.addIssue({ code: "custom", path: ["to"], message: "purchaseReport.toBeforeFrom" });
  else if (f.to.getTime() - f.from.getTime() > REPORT_PERIOD_MAX_DAYS * DAY2) c.addIssue({ code: "custom", path: ["to"], message: "purchaseReport.periodTooLong" });
});
async function reportScope(ctx, page5, raw) {
  assertCan(ctx, page5);
  const companyId = requireActor(ctx).companyId;
  const f = parseInput(purchaseReportFilter, raw ?? {});
  const to = f.to ?? /* @__PURE__ */ new Date();
  const from = f.from ?? new Date(to.getTime() - DEFAULT_PERIOD_DAYS * DAY2);
  if (to.getTime() < from.getTime()) throw ValidationError.field("to", "purchaseReport.toBeforeFrom");
  if (to.getTime() - from.getTime() > REPORT_PERIOD_MAX_DAYS * DAY2) throw ValidationError.field("to", "purchaseReport.periodTooLong");
  const [supplier, warehouse, purchaser] = await Promise.all([
    f.supplierId ? ctx.db.supplier.findFirst({ where: { id: f.supplierId }, select: { id: true } }) : true,
    f.warehouseId ? ctx.db.warehouse.findFirst({ where: { id: f.warehouseId }, select: { id: true } }) : true,
    f.purchaserId ? ctx.db.user.findFirst({ where: { id: f.purchaserId }, select: { id: true } }) : true
  ]);
  if (!supplier) throw new NotFoundError("purchase.supplierNotFound");
  if (!warehouse) throw new NotFoundError("purchase.warehouseNotFound");
  if (!purchaser) throw new NotFoundError("purchaseReport.purchaserNotFound");
  return { companyId, from, to, supplierId: f.supplierId, warehouseId: f.warehouseId, purchaserId: f.purchaserId };
}
function ordersWhere(s) {
  const and = [
    prismaNamespace_exports.sql`po."companyId" = ${s.companyId}`,
    prismaNamespace_exports.sql`po."status" <> 'cancelled'`,
    prismaNamespace_exports.sql`po."orderDate" >= ${s.from}`,
    prismaNamespace_exports.sql`po."orderDate" <= ${s.to}`
  ];
  if (s.supplierId) and.push(prismaNamespace_exports.sql`po."supplierId" = ${s.supplierId}`);
  if (s.warehouseId) and.push(prismaNamespace_exports.sql`po."warehouseId" = ${s.warehouseId}`);
  if (s.purchaserId) and.push(prismaNamespace_exports.sql`po."purchaserId" = ${s.purchaserId}`);
  return prismaNamespace_exports.join(and, " AND ");
}
var LINE_SUMS = prismaNamespace_exports.sql`LEFT JOIN LATERAL (
    SELECT COUNT(*)::int AS "lineCount", COALESCE(SUM(x."quantity"), 0)::int AS "quantity",
      COALESCE(SUM(x."receivedQuantity"), 0)::int AS "received", COALESCE(SUM(x."goodQuantity"), 0)::int AS "good",
      COALESCE(SUM(x."defectiveQuantity"), 0)::int AS "defective", COALESCE(SUM(x."quantity" * x."unitPrice"), 0) AS "cost"
    FROM "PurchaseOrderLine" x WHERE x."purchaseOrderId" = po."id"
  ) l ON TRUE`;
var ORDER_TOTAL = prismaNamespace_exports.sql`(l."cost" + po."freight" + po."otherFee" - po."discount")`;
function page(p) {
  const offset = p.offset ?? 0;
  const limit = p.limit ?? 20;
  if (!Number.isInteger(offset) || offset < 0 || offset > 1e6) throw ValidationError.field("offset", "validation.offset");
  if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_SIZE_MAX) throw ValidationError.field("limit", "purchaseReport.limitRange", { max: PAGE_SIZE_MAX });
  return { offset, limit };
}
var money = (v) => fromCents(toCentsAmount(String(v ?? "0")));
var int2 = (v) => Number(v ?? 0);
var ratio = (a, b) => b > 0 ? Math.round(a / b * 1e4) / 1e4 : 0;
async function supplierSums(ctx, s, offset, limit) {
  const rows = await ctx.db.$queryRaw`
    SELECT po."supplierId", MAX(sp."name") AS "supplierName", COUNT(*)::int AS "orderCount",
      SUM(l."quantity")::int AS "quantity", SUM(${ORDER_TOTAL})::text AS "amount",
      SUM(l."received")::int AS "received", SUM(l."good")::int AS "good", SUM(l."defective")::int AS "defective"
    FROM "PurchaseOrder" po JOIN "Supplier" sp ON sp."id" = po."supplierId" ${LINE_SUMS}
    WHERE ${ordersWhere(s)}
    GROUP BY po."supplierId"
    ORDER BY SUM(${ORDER_TOTAL}) DESC, po."supplierId" ASC
    OFFSET ${offset} LIMIT ${limit}`;
  return rows.map((r) => ({
    supplierId: int2(r.supplierId),
    supplierName: String(r.supplierName),
    orderCount: int2(r.orderCount),
    quantity: int2(r.quantity),
    amount: money(r.amount),
    received: int2(r.received),
    good: int2(r.good),
    defective: int2(r.defective)
  }));
}
async function supplierRates(ctx, s, supplierIds) {
  if (!supplierIds.length) return /* @__PURE__ */ new Map();
  if (!s.warehouseId && !s.purchaserId) return supplierStatisticsOf(ctx, supplierIds, { from: s.from, to: s.to });
  const out = /* @__PURE__ */ new Map();
  const inSuppliers = prismaNamespace_exports.sql`po."supplierId" IN (${prismaNamespace_exports.join(supplierIds)})`;
  const [orders, lines2] = await Promise.all([
    ctx.db.$queryRaw`
      SELECT po."supplierId", po."orderDate", po."eta", sp."deliveryDays",
        COALESCE((SELECT MIN(r."signedAt") FROM "PurchaseReceipt" r WHERE r."purchaseOrderId" = po."id" AND r."companyId" = ${s.companyId}), po."signedAt") AS "firstSignedAt",
        (po."status" = 'received' OR (l."quantity" > 0 AND NOT EXISTS (
          SELECT 1 FROM "PurchaseOrderLine" d WHERE d."purchaseOrderId" = po."id" AND d."receivedQuantity" < d."quantity"))) AS "fullyReceived",
        l."quantity", l."received", l."good", l."defective",
        (SELECT COALESCE(SUM(al."quantity"), 0)::int FROM "AbnormalReceipt" a JOIN "AbnormalReceiptLine" al ON al."abnormalReceiptId" = a."id"
          WHERE a."purchaseOrderId" = po."id" AND a."companyId" = ${s.companyId} AND a."method" IN ('return', 'replacement')) AS "returned"
      FROM "PurchaseOrder" po JOIN "Supplier" sp ON sp."id" = po."supplierId" ${LINE_SUMS}
      WHERE ${ordersWhere(s)} AND ${inSuppliers}`,
    ctx.db.$queryRaw`
      SELECT po."supplierId", x."unitPrice"::text AS "unitPrice", SUM(x."quantity")::int AS "quantity", po."orderDate"
      FROM "PurchaseOrder" po JOIN "PurchaseOrderLine" x ON x."purchaseOrderId" = po."id"
      WHERE ${ordersWhere(s)} AND ${inSuppliers}
      GROUP BY po."supplierId", po."id", po."orderDate", x."unitPrice"`
  ]);
  for (const id5 of supplierIds) {
    const own = orders.filter((o) => o.supplierId === id5);
    out.set(
      id5,
      supplierStatistics({
        orders: own.map((o) => ({ orderDate: new Date(o.orderDate), eta: o.eta ? new Date(o.eta) : null, deliveryDays: o.deliveryDays, firstSignedAt: o.firstSignedAt ? new Date(o.firstSignedAt) : null, fullyReceived: o.fullyReceived, quantity: o.quantity, receivedQuantity: o.received })),
        lines: lines2.filter((l) => l.supplierId === id5).map((l) => ({ unitPrice: Number(l.unitPrice), quantity: l.quantity, orderDate: new Date(l.orderDate) })),
        good: own.reduce((a, o) => a + o.good, 0),
        defective: own.reduce((a, o) => a + o.defective, 0),
        returnedOrExchanged: own.reduce((a, o) => a + int2(o.returned), 0)
      })
    );
  }
  return out;
}
async function supplierStatisticsRows(ctx, s, p) {
  const sums = await supplierSums(ctx, s, p.offset, p.limit);
  const rates = await supplierRates(ctx, s, sums.map((r) => r.supplierId));
  return sums.map((r) => {
    const st = rates.get(r.supplierId);
    return {
      ...r,
      id: r.supplierId,
      defectiveRate: st.defectiveRate,
      delayRate: st.delayRate,
      replenishmentRate: st.replenishmentRate,
      returnRate: st.returnRate,
      averagePrice: st.averagePrice.toFixed(2),
      latestPrice: st.latestPrice == null ? null : st.latestPrice.toFixed(2),
      latestPurchaseAt: st.latestPurchaseAt
    };
  });
}
async function countSuppliers(ctx, s) {
  const [r] = await ctx.db.$queryRaw`SELECT COUNT(DISTINCT po."supplierId")::int AS "n" FROM "PurchaseOrder" po WHERE ${ordersWhere(s)}`;
  return r?.n ?? 0;
}
async function orderTotals2(ctx, s) {
  const [r] = await ctx.db.$queryRaw`
    SELECT COUNT(*)::int AS "orderCount", COALESCE(SUM(l."lineCount"), 0)::int AS "lineCount", COALESCE(SUM(l."quantity"), 0)::int AS "quantity",
      COALESCE(SUM(${ORDER_TOTAL}), 0)::text AS "amount", COALESCE(SUM(l."cost"), 0)::text AS "cost",
      COALESCE(SUM(po."freight"), 0)::text AS "freight", COALESCE(SUM(po."otherFee"), 0)::text AS "otherFee", COALESCE(SUM(po."discount"), 0)::text AS "discount",
      COALESCE(SUM(l."received"), 0)::int AS "received", COALESCE(SUM(l."good"), 0)::int AS "good", COALESCE(SUM(l."defective"), 0)::int AS "defective",
      COUNT(*) FILTER (WHERE po."status" = 'pendingAudit')::int AS "pendingAudit"
    FROM "PurchaseOrder" po ${LINE_SUMS}
    WHERE ${ordersWhere(s)}`;
  return {
    orderCount: int2(r.orderCount),
    lineCount: int2(r.lineCount),
    quantity: int2(r.quantity),
    amount: money(r.amount),
    cost: money(r.cost),
    freight: money(r.freight),
    otherFee: money(r.otherFee),
    discount: money(r.discount),
    received: int2(r.received),
    good: int2(r.good),
    defective: int2(r.defective),
    pendingAudit: int2(r.pendingAudit)
  };
}
async function supplierStatisticsReport(ctx, rawFilter, paging) {
  const s = await reportScope(ctx, "supplierStatistics", rawFilter);
  const p = page(paging);
  const [totalCount, rows, totals, top] = await Promise.all([countSuppliers(ctx, s), supplierStatisticsRows(ctx, s, p), orderTotals2(ctx, s), supplierSums(ctx, s, 0, CHART_BARS)]);
  return {
    totalCount,
    rows,
    totals: { orderCount: totals.orderCount, quantity: totals.quantity, amount: totals.amount, received: totals.received, good: totals.good, defective: totals.defective, defectiveRate: ratio(totals.defective, totals.good + totals.defective) },
    chart: top.map((r) => ({ label: r.supplierName, value: r.amount }))
  };
}
async function procurementFlowRows(ctx, s, p) {
  const rows = await ctx.db.$queryRaw`
    SELECT x."id", po."id" AS "purchaseOrderId", po."orderDate", po."orderNo", sp."name" AS "supplierName", w."name" AS "warehouseName",
      COALESCE(NULLIF(u."realname", ''), u."username", '') AS "purchaserName", sk."sku", pr."name" AS "productName",
      x."quantity", x."unitPrice"::text AS "unitPrice", (x."quantity" * x."unitPrice")::text AS "amount",
      x."receivedQuantity" AS "received", x."goodQuantity" AS "good", x."defectiveQuantity" AS "defective", po."status", po."paymentStatus"
    FROM "PurchaseOrderLine" x
    JOIN "PurchaseOrder" po ON po."id" = x."purchaseOrderId"
    JOIN "Supplier" sp ON sp."id" = po."supplierId"
    LEFT JOIN "Warehouse" w ON w."id" = po."warehouseId"
    LEFT JOIN "User" u ON u."id" = po."purchaserId"
    LEFT JOIN "Sku" sk ON sk."id" = x."skuId"
    LEFT JOIN "Product" pr ON pr."id" = sk."productId"
    WHERE ${ordersWhere(s)} AND x."companyId" = ${s.companyId}
    ORDER BY po."orderDate" DESC, po."id" DESC, x."id" ASC
    OFFSET ${p.offset} LIMIT ${p.limit}`;
  return rows.map((r) => ({
    id: int2(r.id),
    purchaseOrderId: int2(r.purchaseOrderId),
    orderDate: new Date(r.orderDate),
    orderNo: String(r.orderNo),
    supplierName: String(r.supplierName),
    warehouseName: String(r.warehouseName ?? ""),
    purchaserName: String(r.purchaserName ?? ""),
    sku: String(r.sku ?? ""),
    productName: String(r.productName ?? ""),
    quantity: int2(r.quantity),
    unitPrice: money(r.unitPrice),
    amount: money(r.amount),
    received: int2(r.received),
    good: int2(r.good),
    defective: int2(r.defective),
    status: String(r.status),
    paymentStatus: String(r.paymentStatus)
  }));
}
async function flowTotals(ctx, s) {
  const [r] = await ctx.db.$queryRaw`
    SELECT COUNT(*)::int AS "count", COALESCE(SUM(x."quantity"), 0)::int AS "quantity", COALESCE(SUM(x."quantity" * x."unitPrice"), 0)::text AS "amount",
      COALESCE(SUM(x."receivedQuantity"), 0)::int AS "received", COALESCE(SUM(x."goodQuantity"), 0)::int AS "good", COALESCE(SUM(x."defectiveQuantity"), 0)::int AS "defective"
    FROM "PurchaseOrderLine" x JOIN "PurchaseOrder" po ON po."id" = x."purchaseOrderId"
    WHERE ${ordersWhere(s)} AND x."companyId" = ${s.companyId}`;
  return { count: int2(r.count), quantity: int2(r.quantity), amount: money(r.amount), received: int2(r.received), good: int2(r.good), defective: int2(r.defective) };
}
async function procurementFlowReport(ctx, rawFilter, paging) {
  const s = await reportScope(ctx, "procurementFlow", rawFilter);
  const p = page(paging);
  const [rows, { count: count2, ...totals }] = await Promise.all([procurementFlowRows(ctx, s, p), flowTotals(ctx, s)]);
  return { totalCount: count2, rows, totals, chart: [] };
}
var FIRST_SIGNED = prismaNamespace_exports.sql`LEFT JOIN LATERAL (
    SELECT COALESCE(MIN(r."signedAt"), po."signedAt") AS "at" FROM "PurchaseReceipt" r WHERE r."purchaseOrderId" = po."id"
  ) fs ON TRUE`;
var ON_TIME = prismaNamespace_exports.sql`fs."at" <= COALESCE(po."eta", po."orderDate" + sp."deliveryDays" * INTERVAL '1 day') + INTERVAL '86399.999 seconds'`;
var averageOf = (amount, orders) => fromCents(orders > 0 ? Math.round(toCentsAmount(amount) / orders) : 0);
async function purchaserSums(ctx, s, offset, limit) {
  const rows = await ctx.db.$queryRaw`
    SELECT po."purchaserId", MAX(COALESCE(NULLIF(u."realname", ''), u."username")) AS "purchaserName", COUNT(*)::int AS "orderCount",
      SUM(l."lineCount")::int AS "lineCount", SUM(l."quantity")::int AS "quantity", SUM(${ORDER_TOTAL})::text AS "amount",
      COUNT(fs."at")::int AS "signed", COUNT(*) FILTER (WHERE ${ON_TIME})::int AS "onTime",
      COUNT(*) FILTER (WHERE po."status" = 'pendingAudit')::int AS "pendingAudit"
    FROM "PurchaseOrder" po JOIN "Supplier" sp ON sp."id" = po."supplierId" LEFT JOIN "User" u ON u."id" = po."purchaserId"
      ${LINE_SUMS} ${FIRST_SIGNED}
    WHERE ${ordersWhere(s)}
    GROUP BY po."purchaserId"
    ORDER BY SUM(${ORDER_TOTAL}) DESC, po."purchaserId" ASC NULLS LAST
    OFFSET ${offset} LIMIT ${limit}`;
  return rows.map((r) => {
    const amount = money(r.amount);
    const purchaserId = r.purchaserId == null ? null : int2(r.purchaserId);
    return {
      id: purchaserId ?? 0,
      purchaserId,
      purchaserName: String(r.purchaserName ?? ""),
      orderCount: int2(r.orderCount),
      lineCount: int2(r.lineCount),
      quantity: int2(r.quantity),
      amount,
      averageOrderAmount: averageOf(amount, int2(r.orderCount)),
      onTimeRate: ratio(int2(r.onTime), int2(r.signed)),
      pendingAuditCount: int2(r.pendingAudit)
    };
  });
}
async function purchaserStatisticsRows(ctx, s, p) {
  return purchaserSums(ctx, s, p.offset, p.limit);
}
async function purchaserStatisticsReport(ctx, rawFilter, paging) {
  const s = await reportScope(ctx, "purchaserStatistics", rawFilter);
  const p = page(paging);
  const [counted, rows, totals, top, signing] = await Promise.all([
    ctx.db.$queryRaw`SELECT COUNT(DISTINCT COALESCE(po."purchaserId", 0))::int AS "n" FROM "PurchaseOrder" po WHERE ${ordersWhere(s)}`,
    purchaserSums(ctx, s, p.offset, p.limit),
    orderTotals2(ctx, s),
    purchaserSums(ctx, s, 0, CHART_BARS),
    ctx.db.$queryRaw`
      SELECT COUNT(fs."at")::int AS "signed", COUNT(*) FILTER (WHERE ${ON_TIME})::int AS "onTime"
      FROM "PurchaseOrder" po JOIN "Supplier" sp ON sp."id" = po."supplierId" ${FIRST_SIGNED} WHERE ${ordersWhere(s)}`
  ]);
  return {
    totalCount: counted[0]?.n ?? 0,
    rows,
    totals: {
      orderCount: totals.orderCount,
      lineCount: totals.lineCount,
      quantity: totals.quantity,
      amount: totals.amount,
      averageOrderAmount: averageOf(totals.amount, totals.orderCount),
      onTimeRate: ratio(signing[0]?.onTime ?? 0, signing[0]?.signed ?? 0),
      pendingAuditCount: totals.pendingAudit
    },
    chart: top.map((r) => ({ label: r.purchaserName, value: r.amount }))
  };
}
var PAYMENTS = prismaNamespace_exports.sql`LEFT JOIN LATERAL (
    SELECT COALESCE(SUM(y."amount") FILTER (WHERE y."kind" = 'payment'), 0) AS "paid", COALESCE(SUM(y."amount") FILTER (WHERE y."kind" = 'refund'), 0) AS "refunded"
    FROM "PurchasePayment" y WHERE y."purchaseOrderId" = po."id" AND y."status" = 'approved'
  ) pay ON TRUE`;
async function purchaseBillRows(ctx, s, p) {
  const rows = await ctx.db.$queryRaw`
    SELECT po."id", po."orderNo", po."orderDate", sp."name" AS "supplierName", w."name" AS "warehouseName",
      COALESCE(NULLIF(u."realname", ''), u."username", '') AS "purchaserName", po."status",
      l."cost"::text AS "cost", po."freight"::text AS "freight", po."otherFee"::text AS "otherFee", po."discount"::text AS "discount",
      ${ORDER_TOTAL}::text AS "total", pay."paid"::text AS "paid", pay."refunded"::text AS "refunded", l."quantity", l."received"
    FROM "PurchaseOrder" po JOIN "Supplier" sp ON sp."id" = po."supplierId"
      LEFT JOIN "Warehouse" w ON w."id" = po."warehouseId" LEFT JOIN "User" u ON u."id" = po."purchaserId"
      ${LINE_SUMS} ${PAYMENTS}
    WHERE ${ordersWhere(s)}
    ORDER BY po."orderDate" DESC, po."id" DESC
    OFFSET ${p.offset} LIMIT ${p.limit}`;
  return rows.map((r) => {
    const total = toCentsAmount(String(r.total));
    const paid = toCentsAmount(String(r.paid));
    const refunded = toCentsAmount(String(r.refunded));
    return {
      id: int2(r.id),
      orderNo: String(r.orderNo),
      orderDate: new Date(r.orderDate),
      supplierName: String(r.supplierName),
      warehouseName: String(r.warehouseName ?? ""),
      purchaserName: String(r.purchaserName ?? ""),
      status: String(r.status),
      cost: money(r.cost),
      freight: money(r.freight),
      otherFee: money(r.otherFee),
      discount: money(r.discount),
      total: fromCents(total),
      paid: fromCents(paid),
      refunded: fromCents(refunded),
      outstanding: fromCents(total - paid + refunded),
      paymentStatus: paymentStatusOf(total, paid - refunded),
      quantity: int2(r.quantity),
      received: int2(r.received),
      receivedRate: ratio(int2(r.received), int2(r.quantity))
    };
  });
}
async function purchaseBillReport(ctx, rawFilter, paging) {
  const s = await reportScope(ctx, "purchaseBillReport", rawFilter);
  const p = page(paging);
  const [rows, totals, pay] = await Promise.all([
    purchaseBillRows(ctx, s, p),
    orderTotals2(ctx, s),
    ctx.db.$queryRaw`
      SELECT COALESCE(SUM(pay."paid"), 0)::text AS "paid", COALESCE(SUM(pay."refunded"), 0)::text AS "refunded"
      FROM "PurchaseOrder" po ${PAYMENTS} WHERE ${ordersWhere(s)}`
  ]);
  const paid = toCentsAmount(pay[0]?.paid ?? "0");
  const refunded = toCentsAmount(pay[0]?.refunded ?? "0");
  return {
    totalCount: totals.orderCount,
    rows,
    totals: {
      cost: totals.cost,
      freight: totals.freight,
      otherFee: totals.otherFee,
      discount: totals.discount,
      total: totals.amount,
      paid: fromCents(paid),
      refunded: fromCents(refunded),
      outstanding: fromCents(toCentsAmount(totals.amount) - paid + refunded),
      quantity: totals.quantity,
      received: totals.received
    },
    chart: []
  };
}
async function reportRowCount(ctx, report, s) {
  if (report === "supplierStatistics") return countSuppliers(ctx, s);
  if (report === "procurementFlow") return (await flowTotals(ctx, s)).count;
  if (report === "purchaseBillReport") return (await orderTotals2(ctx, s)).orderCount;
  const [r] = await ctx.db.$queryRaw`SELECT COUNT(DISTINCT COALESCE(po."purchaserId", 0))::int AS "n" FROM "PurchaseOrder" po WHERE ${ordersWhere(s)}`;
  return r?.n ?? 0;
}
var REPORT_PAGES = ["supplierStatistics", "procurementFlow", "purchaserStatistics", "purchaseBillReport"];
async function reportFilterOptions(ctx) {
  const actor = requireActor(ctx);
  if (!REPORT_PAGES.some((p) => can(actor, p))) assertCan(ctx, "supplierStatistics");
  const [suppliers, users] = await Promise.all([
    ctx.db.supplier.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" } }),
    ctx.db.user.findMany({ select: { id: true, realname: true, username: true }, orderBy: { id: "asc" } })
  ]);
  return { suppliers, purchasers: users.map((u) => ({ id: u.id, name: u.realname || u.username })) };
}

// src/modules/purchase-reports/purchase-reports.export.ts
async function* batches(ctx, page5, filter2, read) {
  const scope = await reportScope(ctx, page5, filter2);
  for (let offset = 0; ; offset += EXPORT_BATCH_SIZE) {
    const rows = await read(ctx, scope, { offset, limit: EXPORT_BATCH_SIZE });
    if (rows.length) yield rows;
    if (rows.length < EXPORT_BATCH_SIZE) return;
  }
}
var count = (page5) => async (ctx, filter2) => reportRowCount(ctx, page5, await reportScope(ctx, page5, filter2));
var col = (id5, value, width = 14) => ({ headerId: `purchaseReport.col.${id5}`, value, width });
var num = (v) => v == null ? null : Number(v);
var pct = (v) => Math.round(v * 1e4) / 100;
var day = (d) => d ? d.toISOString().slice(0, 10) : "";
var statusText = (s, c) => c.t(`purchase.status.${s}`);
var paymentText = (s, c) => c.t(`purchaseReport.paymentStatus.${s}`);
var supplierStatisticsExport = registerExport({
  reportType: "supplierStatistics",
  nameId: "purchaseReport.export.supplierStatistics",
  permission: "supplierStatistics",
  filter: purchaseReportFilter,
  count: count("supplierStatistics"),
  rows: (ctx, f) => batches(ctx, "supplierStatistics", f, supplierStatisticsRows),
  columns: [
    col("supplier", (r) => r.supplierName, 24),
    col("orderCount", (r) => r.orderCount, 10),
    col("quantity", (r) => r.quantity, 10),
    col("amount", (r) => Number(r.amount)),
    col("received", (r) => r.received, 10),
    col("good", (r) => r.good, 10),
    col("defective", (r) => r.defective, 10),
    col("defectiveRate", (r) => pct(r.defectiveRate), 12),
    col("delayRate", (r) => pct(r.delayRate), 12),
    col("replenishmentRate", (r) => pct(r.replenishmentRate), 12),
    col("returnRate", (r) => pct(r.returnRate), 12),
    col("averagePrice", (r) => Number(r.averagePrice), 12),
    col("latestPrice", (r) => num(r.latestPrice), 12),
    col("latestPurchaseAt", (r) => day(r.latestPurchaseAt), 12)
  ]
});
var procurementFlowExport = registerExport({
  reportType: "procurementFlow",
  nameId: "purchaseReport.export.procurementFlow",
  permission: "procurementFlow",
  filter: purchaseReportFilter,
  count: count("procurementFlow"),
  rows: (ctx, f) => batches(ctx, "procurementFlow", f, procurementFlowRows),
  columns: [
    col("orderDate", (r) => day(r.orderDate), 12),
    col("orderNo", (r) => r.orderNo, 22),
    col("supplier", (r) => r.supplierName, 20),
    col("warehouse", (r) => r.warehouseName, 16),
    col("purchaser", (r) => r.purchaserName, 14),
    col("sku", (r) => r.sku, 20),
    col("productName", (r) => r.productName, 28),
    col("quantity", (r) => r.quantity, 10),
    col("unitPrice", (r) => Number(r.unitPrice), 10),
    col("lineAmount", (r) => Number(r.amount), 12),
    col("received", (r) => r.received, 10),
    col("good", (r) => r.good, 10),
    col("defective", (r) => r.defective, 10),
    col("status", (r, c) => statusText(r.status, c), 14),
    col("paymentStatus", (r, c) => paymentText(r.paymentStatus, c), 14)
  ]
});
var purchaserStatisticsExport = registerExport({
  reportType: "purchaserStatistics",
  nameId: "purchaseReport.export.purchaserStatistics",
  permission: "purchaserStatistics",
  filter: purchaseReportFilter,
  count: count("purchaserStatistics"),
  rows: (ctx, f) => batches(ctx, "purchaserStatistics", f, purchaserStatisticsRows),
  columns: [
    col("purchaser", (r, c) => r.purchaserName || c.t("purchaseReport.noPurchaser"), 18),
    col("orderCount", (r) => r.orderCount, 10),
    col("lineCount", (r) => r.lineCount, 10),
    col("quantity", (r) => r.quantity, 10),
    col("amount", (r) => Number(r.amount)),
    col("averageOrderAmount", (r) => Number(r.averageOrderAmount)),
    col("onTimeRate", (r) => pct(r.onTimeRate), 12),
    col("pendingAudit", (r) => r.pendingAuditCount, 12)
  ]
});
var purchaseBillExport = registerExport({
  reportType: "purchaseBillReport",
  nameId: "purchaseReport.export.purchaseBillReport",
  permission: "purchaseBillReport",
  filter: purchaseReportFilter,
  count: count("purchaseBillReport"),
  rows: (ctx, f) => batches(ctx, "purchaseBillReport", f, purchaseBillRows),
  columns: [
    col("orderNo", (r) => r.orderNo, 22),
    col("orderDate", (r) => day(r.orderDate), 12),
    col("supplier", (r) => r.supplierName, 20),
    col("status", (r, c) => statusText(r.status, c), 14),
    col("cost", (r) => Number(r.cost), 12),
    col("freight", (r) => Number(r.freight), 10),
    col("otherFee", (r) => Number(r.otherFee), 10),
    col("discount", (r) => Number(r.discount), 10),
    col("total", (r) => Number(r.total), 12),
    col("paid", (r) => Number(r.paid), 12),
    col("refunded", (r) => Number(r.refunded), 12),
    col("outstanding", (r) => Number(r.outstanding), 12),
    col("paymentStatus", (r, c) => paymentText(r.paymentStatus, c), 14),
    col("receivingProgress", (r) => `${r.received}/${r.quantity}`, 12)
  ]
});

// src/modules/sales-reports/sales-reports.service.ts
var SALES_REPORT_PAGES = ["salesAnalysis", "orderAnalysis", "storeAnalysis"];
var CHART_ITEMS = 10;
var OTHER_KEY = "__other";
async function salesScope(ctx, page5, raw) {
  const actor = assertCan(ctx, page5);
  const filter2 = parseInput(salesReportFilterInput, raw ?? {});
  if (filter2.platformType != null && !platformName(filter2.platformType)) throw ValidationError.field("platformType", "report.platformTypeInvalid");
  const shopReach = allowedShopsWhere(actor);
  if (filter2.shopId != null) {
    const shop = await ctx.db.shop.findFirst({ where: { AND: [shopReach, { id: filter2.shopId }] }, select: { id: true } });
    if (!shop) throw new NotFoundError("report.shopNotFound", { id: filter2.shopId, field: "shopId" });
  }
  const rates = await loadExchangeRates(ctx);
  if (!rates[filter2.currency]) throw ValidationError.field("currency", "report.currencyUnknown", { currency: filter2.currency });
  const { start, end } = reportRange(filter2);
  const allowedShopIds = actor.isMain || actor.allowShopIds.length === 0 ? null : [...actor.allowShopIds];
  return { companyId: actor.companyId, filter: filter2, start, end, allowedShopIds, rates };
}
function ordersWhere2(s) {
  const and = [
    prismaNamespace_exports.sql`o."companyId" = ${s.companyId}`,
    prismaNamespace_exports.sql`o."orderedAt" >= ${s.start}`,
    prismaNamespace_exports.sql`o."orderedAt" < ${s.end}`
  ];
  if (s.allowedShopIds) and.push(s.allowedShopIds.length ? prismaNamespace_exports.sql`o."shopId" IN (${prismaNamespace_exports.join(s.allowedShopIds)})` : prismaNamespace_exports.sql`FALSE`);
  if (s.filter.platformType != null) and.push(prismaNamespace_exports.sql`o."platformType" = ${s.filter.platformType}`);
  if (s.filter.shopId != null) and.push(prismaNamespace_exports.sql`o."shopId" = ${s.filter.shopId}`);
  return prismaNamespace_exports.join(and, " AND ");
}
var inStatuses = (statuses) => prismaNamespace_exports.sql`o."status" IN (${prismaNamespace_exports.join(statuses)})`;
var VALID = inStatuses(SALES_VALID_STATUSES);
var REFUNDED = inStatuses(SALES_REFUNDED_STATUSES);
async function groupSums(ctx, s, group, counted) {
  const isCounted = counted === "valid" ? VALID : prismaNamespace_exports.sql`TRUE`;
  const statuses = counted === "valid" ? prismaNamespace_exports.sql`AND (${VALID} OR ${REFUNDED})` : prismaNamespace_exports.empty;
  const rows = await ctx.db.$queryRaw`
    SELECT ${group} AS "group", UPPER(o."currency") AS "currency",
      COUNT(*) FILTER (WHERE ${isCounted})::int AS "orders",
      COALESCE(SUM(u."units") FILTER (WHERE ${isCounted}), 0)::int AS "units",
      COALESCE(SUM(o."totalAmount") FILTER (WHERE ${isCounted}), 0)::text AS "amount",
      COALESCE(SUM(o."shippingFee") FILTER (WHERE ${isCounted}), 0)::text AS "freight",
      COUNT(*) FILTER (WHERE ${REFUNDED})::int AS "refundedOrders",
      COALESCE(SUM(u."units") FILTER (WHERE ${REFUNDED}), 0)::int AS "refundedUnits",
      COALESCE(SUM(o."totalAmount") FILTER (WHERE ${REFUNDED}), 0)::text AS "refundedAmount"
    FROM "Order" o
    LEFT JOIN LATERAL (SELECT COALESCE(SUM(i."quantity"), 0) AS "units" FROM "OrderItem" i WHERE i."orderId" = o."id") u ON TRUE
    WHERE ${ordersWhere2(s)} ${statuses}
    GROUP BY 1, 2`;
  return rows.map((r) => ({
    group: String(r.group ?? ""),
    currency: String(r.currency ?? ""),
    orders: Number(r.orders),
    units: Number(r.units),
    amount: String(r.amount),
    freight: String(r.freight),
    refundedOrders: Number(r.refundedOrders),
    refundedUnits: Number(r.refundedUnits),
    refundedAmount: String(r.refundedAmount)
  }));
}
var emptyAcc = () => ({ orders: 0, units: 0, sales: 0, freight: 0, convertedOrders: 0, refundedOrders: 0, refundedUnits: 0, refunded: 0 });
function addAcc(a, b) {
  return {
    orders: a.orders + b.orders,
    units: a.units + b.units,
    sales: a.sales + b.sales,
    freight: a.freight + b.freight,
    convertedOrders: a.convertedOrders + b.convertedOrders,
    refundedOrders: a.refundedOrders + b.refundedOrders,
    refundedUnits: a.refundedUnits + b.refundedUnits,
    refunded: a.refunded + b.refunded
  };
}
function fold(s, sums) {
  const groups = /* @__PURE__ */ new Map();
  const missing = /* @__PURE__ */ new Set();
  const to = s.filter.currency;
  const cents = (amount, from) => {
    const v = convertAmount(Number(amount), from, to, s.rates);
    return v == null ? null : Math.round(v * 100);
  };
  for (const r of sums) {
    const acc = groups.get(r.group) ?? emptyAcc();
    const sales = cents(r.amount, r.currency);
    const freight = cents(r.freight, r.currency);
    const refunded = cents(r.refundedAmount, r.currency);
    if (sales == null || freight == null || refunded == null) missing.add(r.currency);
    groups.set(r.group, addAcc(acc, {
      orders: r.orders,
      units: r.units,
      sales: sales ?? 0,
      freight: freight ?? 0,
      convertedOrders: sales == null ? 0 : r.orders,
      refundedOrders: r.refundedOrders,
      refundedUnits: r.refundedUnits,
      refunded: refunded ?? 0
    }));
  }
  return { groups, missingCurrencies: [...missing].sort() };
}
function periodTotal(s, sums) {
  const cents = (v) => Math.round(Number(v) * 100);
  const add = (a, b) => ((cents(a) + cents(b)) / 100).toFixed(2);
  const byCurrency = /* @__PURE__ */ new Map();
  for (const r of sums) {
    const t = byCurrency.get(r.currency);
    byCurrency.set(r.currency, t ? {
      group: "",
      currency: r.currency,
      orders: t.orders + r.orders,
      units: t.units + r.units,
      amount: add(t.amount, r.amount),
      freight: add(t.freight, r.freight),
      refundedOrders: t.refundedOrders + r.refundedOrders,
      refundedUnits: t.refundedUnits + r.refundedUnits,
      refundedAmount: add(t.refundedAmount, r.refundedAmount)
    } : { ...r, group: "" });
  }
  return fold(s, [...byCurrency.values()]).groups.get("") ?? emptyAcc();
}
var average = (a) => fromCents(a.convertedOrders > 0 ? Math.round(a.sales / a.convertedOrders) : 0);
var rate4 = (v) => Math.round(v * 1e4) / 1e4;
function page2(p) {
  const offset = p.offset ?? 0;
  const limit = p.limit ?? 20;
  if (!Number.isInteger(offset) || offset < 0 || offset > 1e6) throw ValidationError.field("offset", "validation.offset");
  if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_SIZE_MAX) throw ValidationError.field("limit", "report.limitRange", { max: PAGE_SIZE_MAX });
  return { offset, limit };
}
var salesFigures = (a) => ({
  orders: a.orders,
  units: a.units,
  salesAmount: fromCents(a.sales),
  freight: fromCents(a.freight),
  averageOrderValue: average(a),
  refundedOrders: a.refundedOrders,
  refundedAmount: fromCents(a.refunded)
});
async function salesAnalysisOf(ctx, s) {
  const g = s.filter.granularity;
  const sums = await groupSums(ctx, s, prismaNamespace_exports.sql`to_char(date_trunc(${g}::text, o."orderedAt"), 'YYYY-MM-DD')`, "valid");
  const { groups, missingCurrencies } = fold(s, sums);
  const total = periodTotal(s, sums);
  const rows = periodBuckets(s.filter, g).map((b) => {
    const acc = groups.get(b.start.toISOString().slice(0, 10)) ?? emptyAcc();
    return { label: b.label, start: b.start, ...salesFigures(acc) };
  });
  return { currency: s.filter.currency, missingCurrencies, granularity: g, rows, totals: salesFigures(total), orderCount: total.orders + total.refundedOrders };
}
async function salesAnalysisReport(ctx, rawFilter) {
  return salesAnalysisOf(ctx, await salesScope(ctx, "salesAnalysis", rawFilter));
}
var GROUP_BY = {
  platform: prismaNamespace_exports.sql`o."platformType"::text`,
  country: prismaNamespace_exports.sql`UPPER(o."country")`,
  status: prismaNamespace_exports.sql`o."status"`,
  shop: prismaNamespace_exports.sql`o."shopId"::text`
};
async function shopsById(ctx, ids2) {
  if (!ids2.length) return /* @__PURE__ */ new Map();
  const shops = await ctx.db.shop.findMany({ where: { id: { in: ids2 } }, select: { id: true, shopName: true, alias: true, platformType: true, platformRate: true } });
  return new Map(shops.map((x) => [x.id, { name: x.alias || x.shopName, platformType: x.platformType, platformRate: Number(x.platformRate) }]));
}
async function orderAnalysisAll(ctx, s) {
  const dimension = s.filter.dimension;
  const sums = await groupSums(ctx, s, GROUP_BY[dimension], dimension === "status" ? "all" : "valid");
  const { groups, missingCurrencies } = fold(s, sums);
  const counted = [...groups.entries()].filter(([, a]) => a.orders > 0);
  const shops = dimension === "shop" ? await shopsById(ctx, counted.map(([k]) => Number(k))) : null;
  const labelOf = (key) => {
    if (dimension === "platform") return marketplaceLabel(Number(key));
    if (dimension === "shop") return shops.get(Number(key))?.name ?? key;
    return key;
  };
  counted.sort(([ka, a], [kb, b]) => b.orders - a.orders || b.sales - a.sales || (ka < kb ? -1 : ka > kb ? 1 : 0));
  const shares = percentShares(counted.map(([, a]) => a.orders));
  const rows = counted.map(([key, a], i) => ({ key, label: labelOf(key), orders: a.orders, share: shares[i], units: a.units, salesAmount: fromCents(a.sales) }));
  const total = periodTotal(s, sums);
  const chart = rows.slice(0, rows.length > CHART_ITEMS ? CHART_ITEMS - 1 : CHART_ITEMS).map((r) => ({ key: r.key, label: r.label, orders: r.orders, share: r.share }));
  if (rows.length > CHART_ITEMS) {
    const rest = rows.slice(CHART_ITEMS - 1);
    chart.push({ key: OTHER_KEY, label: "", orders: rest.reduce((n, r) => n + r.orders, 0), share: Math.round(rest.reduce((n, r) => n + r.share * 100, 0)) / 100 });
  }
  return {
    currency: s.filter.currency,
    missingCurrencies,
    dimension,
    totalCount: rows.length,
    rows,
    totals: { orders: total.orders, units: total.units, salesAmount: fromCents(total.sales) },
    chart
  };
}
async function orderAnalysisReport(ctx, rawFilter, paging) {
  const s = await salesScope(ctx, "orderAnalysis", rawFilter);
  const p = page2(paging);
  const all = await orderAnalysisAll(ctx, s);
  return { ...all, rows: all.rows.slice(p.offset, p.offset + p.limit) };
}
function storeFigures(a, feeCents) {
  return {
    orders: a.orders,
    units: a.units,
    salesAmount: fromCents(a.sales),
    freight: fromCents(a.freight),
    platformFee: fromCents(feeCents),
    refundedOrders: a.refundedOrders,
    refundedProducts: a.refundedUnits,
    validProducts: a.units,
    refundRate: rate4(refundRate(a.refundedUnits, a.units)),
    averageOrderValue: average(a)
  };
}
async function storeAnalysisAll(ctx, s) {
  const sums = await groupSums(ctx, s, prismaNamespace_exports.sql`o."shopId"::text`, "valid");
  const { groups, missingCurrencies } = fold(s, sums);
  const entries = [...groups.entries()];
  const shops = await shopsById(ctx, entries.map(([k]) => Number(k)));
  const total = periodTotal(s, sums);
  let totalFee = 0;
  const rows = entries.map(([key, a]) => {
    const shopId = Number(key);
    const shop = shops.get(shopId) ?? { name: key, platformType: 0, platformRate: 0 };
    const fee = Math.round(platformFee(a.sales / 100, a.freight / 100, shop.platformRate / 100) * 100);
    totalFee += fee;
    return {
      ...storeFigures(a, fee),
      shopId,
      shopName: shop.name,
      platformType: shop.platformType,
      platformLabel: marketplaceLabel(shop.platformType),
      platformRate: shop.platformRate.toFixed(2),
      sortSales: a.sales
    };
  }).sort((a, b) => b.sortSales - a.sortSales || b.orders - a.orders || a.shopId - b.shopId).map(({ sortSales: _, ...r }) => r);
  return {
    currency: s.filter.currency,
    missingCurrencies,
    totalCount: rows.length,
    rows,
    totals: storeFigures(total, totalFee),
    chart: rows.slice(0, CHART_ITEMS).map((r) => ({ label: r.shopName, value: r.salesAmount }))
  };
}
async function storeAnalysisReport(ctx, rawFilter, paging) {
  const s = await salesScope(ctx, "storeAnalysis", rawFilter);
  const p = page2(paging);
  const all = await storeAnalysisAll(ctx, s);
  return { ...all, rows: all.rows.slice(p.offset, p.offset + p.limit) };
}
async function salesReportOptions(ctx) {
  const actor = requireActor(ctx);
  if (!SALES_REPORT_PAGES.some((p) => can(actor, p))) assertCan(ctx, "salesAnalysis");
  const rows = await ctx.db.shop.findMany({
    where: allowedShopsWhere(actor),
    select: { id: true, shopName: true, alias: true, platformType: true },
    orderBy: [{ platformType: "asc" }, { id: "asc" }]
  });
  const shops = rows.map((r) => ({ id: r.id, name: r.alias || r.shopName, platformType: r.platformType, platformLabel: marketplaceLabel(r.platformType) }));
  const platforms = [...new Set(shops.map((x) => x.platformType))].map((platformType2) => ({ platformType: platformType2, label: marketplaceLabel(platformType2) }));
  return { shops, platforms };
}

// src/modules/sales-reports/sales-reports.export.ts
function linesOf(report, empty) {
  if (empty) return { currency: report.currency, lines: [] };
  const lines2 = [...report.rows.map((r) => ({ kind: "row", ...r })), { kind: "totals", ...report.totals }];
  if (report.missingCurrencies.length) lines2.push({ kind: "note", currencies: report.missingCurrencies });
  return { currency: report.currency, lines: lines2 };
}
function exportOf(page5, read, columns) {
  return registerExport({
    reportType: page5,
    nameId: `report.export.${page5}`,
    permission: page5,
    filter: salesReportFilterInput,
    count: async (ctx, f) => (await read(ctx, f)).lines.length,
    async *rows(ctx, f) {
      const { currency, lines: lines2 } = await read(ctx, f);
      if (lines2.length) yield lines2.map((l) => ({ ...l, currency }));
    },
    columns
  });
}
var col2 = (id5, value, width = 14) => ({ headerId: `salesReport.col.${id5}`, value, width });
var labelCol = (id5, label, width = 22) => col2(id5, (l, c) => l.kind === "row" ? label(l, c) : l.kind === "totals" ? c.t("salesReport.totals") : c.t("salesReport.missingRates", { currencies: l.currencies.join(", ") }), width);
var fig = (id5, value, width = 14) => col2(id5, (l) => l.kind === "note" ? null : numberOf(value(l)), width);
var numberOf = (v) => typeof v === "number" ? v : Number(v);
var currencyCol = () => col2("currency", (l) => l.kind === "note" ? null : l.currency, 10);
var pct2 = (v) => Math.round(v * 1e4) / 100;
var salesAnalysisExport = exportOf(
  "salesAnalysis",
  async (ctx, f) => {
    const r = await salesAnalysisOf(ctx, await salesScope(ctx, "salesAnalysis", f));
    return linesOf(r, r.orderCount === 0);
  },
  [
    labelCol("period", (r) => r.label, 14),
    currencyCol(),
    fig("orders", (r) => r.orders, 10),
    fig("units", (r) => r.units, 10),
    fig("salesAmount", (r) => r.salesAmount),
    fig("freight", (r) => r.freight),
    fig("averageOrderValue", (r) => r.averageOrderValue),
    fig("refundedOrders", (r) => r.refundedOrders, 12),
    fig("refundedAmount", (r) => r.refundedAmount)
  ]
);
var orderAnalysisExport = exportOf(
  "orderAnalysis",
  async (ctx, f) => {
    const r = await orderAnalysisAll(ctx, await salesScope(ctx, "orderAnalysis", f));
    const rows = r.rows.map((x) => ({ ...x, dimension: r.dimension }));
    return linesOf({ ...r, rows, totals: { ...r.totals, share: r.rows.length ? 100 : 0 } }, r.rows.length === 0);
  },
  [
    labelCol("group", (r, c) => {
      if (r.dimension === "status") return c.t(`order.status.${r.key}`);
      if (r.dimension === "country" && !r.key) return c.t("salesReport.noCountry");
      return r.label;
    }),
    currencyCol(),
    fig("orders", (r) => r.orders, 10),
    fig("share", (r) => r.share, 10),
    fig("units", (r) => r.units, 10),
    fig("salesAmount", (r) => r.salesAmount)
  ]
);
var storeAnalysisExport = exportOf(
  "storeAnalysis",
  async (ctx, f) => {
    const r = await storeAnalysisAll(ctx, await salesScope(ctx, "storeAnalysis", f));
    return linesOf(r, r.rows.length === 0);
  },
  [
    labelCol("shop", (r) => r.shopName),
    col2("platform", (l) => l.kind === "row" ? l.platformLabel : null, 12),
    currencyCol(),
    fig("orders", (r) => r.orders, 10),
    fig("units", (r) => r.units, 10),
    fig("salesAmount", (r) => r.salesAmount),
    fig("freight", (r) => r.freight),
    col2("platformRate", (l) => l.kind === "row" ? Number(l.platformRate) : null, 12),
    fig("platformFee", (r) => r.platformFee),
    fig("refundedProducts", (r) => r.refundedProducts, 12),
    fig("validProducts", (r) => r.validProducts, 12),
    fig("refundRate", (r) => pct2(r.refundRate), 12),
    fig("averageOrderValue", (r) => r.averageOrderValue)
  ]
);

// src/modules/report-jobs/report-jobs.service.ts
var EXPORT_JOB = "report.export";
var MAX_RUNNING_JOBS_PER_USER = 5;
var ALL_STATUSES = [REPORT_JOB_STATUS.all, ...REPORT_JOB_STATUSES];
var startExportInput = z17.object({
  reportType: z17.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(50, { error: "report.unknownType" }),
  filter: z17.unknown().optional()
});
async function startExport(ctx, raw) {
  const actor = requireActor(ctx);
  const input = parseInput(startExportInput, raw);
  const def = exportDefinition(input.reportType);
  if (!def) throw ValidationError.field("reportType", "report.unknownType");
  assertCan(ctx, def.permission);
  const filter2 = parseExportFilter(def, input.filter);
  if (!await def.count(ctx, filter2)) throw new BusinessError("report.emptyExport");
  const running = await ctx.db.reportJob.count({ where: { userId: actor.userId, status: { in: [...REPORT_JOB_RUNNING] } } });
  if (running >= MAX_RUNNING_JOBS_PER_USER) throw new BusinessError("report.tooManyRunning", { max: MAX_RUNNING_JOBS_PER_USER });
  const job = await ctx.db.reportJob.create({
    data: {
      userId: actor.userId,
      reportType: def.reportType,
      // Stored as JSON (dates become ISO strings); the worker parses it again with the same rules.
      filter: JSON.parse(JSON.stringify(filter2)),
      lang: ctx.lang,
      status: REPORT_JOB_STATUS.queued
    }
  });
  const data = { reportJobId: job.id, companyId: actor.companyId };
  try {
    await ctx.platform.jobs.enqueue(EXPORT_JOB, data, { jobId: `report-${job.id}` });
  } catch (err) {
    ctx.platform.logger.error({ err }, "could not queue an export");
    await ctx.db.reportJob.deleteMany({ where: { id: job.id } });
    throw new BusinessError("report.queueUnavailable");
  }
  return job;
}
var textOrNumber = (max) => z17.union([z17.string(), z17.number()], { error: "validation.required" }).transform((v) => String(v).trim()).pipe(z17.string().max(max, { error: "validation.tooLong" }));
var jobFilterRules = z17.object({
  reportType: textOrNumber(50).optional(),
  keyword: textOrNumber(100).optional(),
  createdFrom: filterDate.optional(),
  createdTo: filterDate.optional()
});
function checkStatus(status) {
  if (status == null) return REPORT_JOB_STATUS.all;
  if (!ALL_STATUSES.includes(status)) throw ValidationError.field("status", "report.unknownStatus");
  return status;
}
function jobWhere(ctx, raw = {}, status) {
  const actor = requireActor(ctx);
  const given = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== null && v !== void 0 && v !== ""));
  const f = parseInput(jobFilterRules, given);
  const s = checkStatus(status);
  const kw = f.keyword;
  const namedTypes = kw ? exportDefinitions().filter((d) => `${reportNameOf(ctx.lang, d.reportType)} ${reportTypeNameOf(ctx.lang, d.reportType)}`.toLowerCase().includes(kw.toLowerCase())).map((d) => d.reportType) : [];
  return {
    userId: actor.userId,
    ...s ? { status: s } : {},
    ...f.reportType ? { reportType: f.reportType } : {},
    ...f.createdFrom || f.createdTo ? { createdAt: { ...f.createdFrom ? { gte: f.createdFrom } : {}, ...f.createdTo ? { lte: f.createdTo } : {} } } : {},
    ...kw ? {
      OR: [
        { fileName: { contains: kw, mode: "insensitive" } },
        ...namedTypes.length ? [{ reportType: { in: namedTypes } }] : [],
        .../^\d{1,9}$/.test(kw) ? [{ id: Number(kw) }] : []
      ]
    } : {}
  };
}
function statusName(lang, status) {
  return translate(lang, `report.status.${status}`);
}
async function jobCounts(ctx, filter2 = {}) {
  const where = jobWhere(ctx, filter2);
  const nums = await Promise.all(REPORT_JOB_STATUSES.map((status) => ctx.db.reportJob.count({ where: { ...where, status } })));
  const all = nums.reduce((a, b) => a + b, 0);
  return [
    { status: REPORT_JOB_STATUS.all, statusName: statusName(ctx.lang, REPORT_JOB_STATUS.all), num: all },
    ...REPORT_JOB_STATUSES.map((status, i) => ({ status, statusName: statusName(ctx.lang, status), num: nums[i] }))
  ];
}
function runningCount(ctx) {
  return ctx.db.reportJob.count({ where: { userId: requireActor(ctx).userId, status: { in: [...REPORT_JOB_RUNNING] } } });
}
function unreadNoticeCount2(ctx) {
  return ctx.db.messageNotice.count({ where: { userId: requireActor(ctx).userId, isRead: NOTICE_READ.unread } });
}
function reportTypes(ctx) {
  const actor = requireActor(ctx);
  return exportDefinitions().filter((d) => can(actor, d.permission)).map((d) => ({ reportType: d.reportType, reportTypeName: reportTypeNameOf(ctx.lang, d.reportType) }));
}
function downloadUrlOf(job) {
  return job.status === REPORT_JOB_STATUS.finished && job.fileKey ? `api/v1/reportJobs/${job.id}/download` : null;
}
function jobMessages(lang, messages) {
  return messages.map((m) => translate(lang, m));
}
function presentJob(lang, job) {
  return {
    id: job.id,
    reportName: reportNameOf(lang, job.reportType),
    reportType: job.reportType,
    reportTypeName: reportTypeNameOf(lang, job.reportType),
    status: job.status,
    statusName: statusName(lang, job.status),
    percent: job.percent,
    messages: jobMessages(lang, job.messages),
    downloadUrl: downloadUrlOf(job),
    rowCount: job.rowCount,
    createTime: job.createdAt.toISOString(),
    finishTime: job.finishedAt?.toISOString() ?? null,
    user: { realname: job.user.realname }
  };
}
async function listJobs(ctx, input) {
  const where = jobWhere(ctx, input.filter, input.status);
  const [jobs, total] = await Promise.all([
    ctx.db.reportJob.findMany({
      where,
      include: { user: { select: { realname: true } } },
      orderBy: { id: "desc" },
      skip: (input.page - 1) * input.limit,
      take: input.limit
    }),
    ctx.db.reportJob.count({ where })
  ]);
  return { jobs: jobs.map((j) => presentJob(ctx.lang, j)), total };
}
var restListInput = z17.object({
  status: z17.number({ error: "report.unknownStatus" }).int({ error: "report.unknownStatus" }).optional(),
  offset: z17.number({ error: "validation.offset" }).int({ error: "validation.offset" }).min(1, { error: "validation.offset" }).max(1e5, { error: "validation.offset" }).default(1),
  limit: z17.number({ error: "validation.pageSize" }).int({ error: "validation.pageSize" }).min(1, { error: "validation.pageSize" }).max(PAGE_SIZE_MAX, { error: "validation.pageSize" }).default(REPORT_JOB_PAGE_SIZE),
  reportType: z17.unknown().optional(),
  keyword: z17.unknown().optional(),
  createdFrom: z17.unknown().optional(),
  createdTo: z17.unknown().optional()
});
async function ownFinishedJob(ctx, id5) {
  const actor = requireActor(ctx);
  const job = await ctx.db.reportJob.findFirst({ where: { id: id5, userId: actor.userId } });
  if (!job || job.status !== REPORT_JOB_STATUS.finished || !job.fileKey) throw new NotFoundError("common.notFound");
  return job;
}

// src/modules/report-jobs/report-jobs.graphql.ts
var ReportJobUser = builder.objectRef("ReportJobUser").implement({
  description: "Who started the job",
  fields: (t) => ({ realname: t.exposeString("realname") })
});
builder.prismaObject("ReportJob", {
  description: "A background export of the caller (spec 01 \xA73 Report job)",
  fields: (t) => ({
    id: t.exposeInt("id"),
    reportName: t.string({ description: "Module name (the list exported)", resolve: (j, _a, ctx) => reportNameOf(ctx.lang, j.reportType) }),
    reportType: t.exposeString("reportType", { description: "Export key (shops, subAccounts, operateLogs, \u2026)" }),
    reportTypeName: t.string({ resolve: (j, _a, ctx) => reportTypeNameOf(ctx.lang, j.reportType) }),
    status: t.exposeInt("status", { description: "1 queued, 5 processing, 10 finished (file ready), 20 failed" }),
    statusName: t.string({ resolve: (j, _a, ctx) => statusName(ctx.lang, j.status) }),
    percent: t.exposeInt("percent"),
    messages: t.stringList({ description: "Failure details, in the caller language", resolve: (j, _a, ctx) => jobMessages(ctx.lang, j.messages) }),
    downloadUrl: t.string({
      nullable: true,
      description: "Relative path of the file (GET with the bearer token) once status is 10",
      resolve: (j) => downloadUrlOf(j)
    }),
    rowCount: t.exposeInt("rowCount"),
    createTime: t.expose("createdAt", { type: "DateTime" }),
    finishTime: t.expose("finishedAt", { type: "DateTime", nullable: true }),
    user: t.field({ type: ReportJobUser, select: { user: { select: { realname: true } } }, resolve: (j) => j.user })
  })
});
var ReportJobFilter = builder.inputType("ReportJobFilter", {
  fields: (t) => ({
    reportType: t.string(),
    keyword: t.string({ description: "Job number, file name or report name" }),
    createdFrom: t.field({ type: "DateTime" }),
    createdTo: t.field({ type: "DateTime" })
  })
});
var ReportJobCount = builder.objectRef("ReportJobCount").implement({
  fields: (t) => ({ status: t.exposeInt("status"), statusName: t.exposeString("statusName"), num: t.exposeInt("num") })
});
var ReportType = builder.objectRef("ReportType").implement({
  fields: (t) => ({ reportType: t.exposeString("reportType"), reportTypeName: t.exposeString("reportTypeName") })
});
var StartExportInput = builder.inputType("StartExportInput", {
  fields: (t) => ({
    reportType: t.string({ required: true, description: "One of reportTypes" }),
    filter: t.field({ type: "JSON", description: "The list's filter values (the same names as the list query's filter)" })
  })
});
builder.queryFields((t) => ({
  reportJobs: t.prismaConnection({
    type: "ReportJob",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: REPORT_JOB_PAGE_SIZE,
    authScopes: { loggedIn: true },
    description: "The caller's own jobs, newest first",
    args: {
      status: t.arg.int({ description: "0 or null: every status" }),
      offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }),
      filter: t.arg({ type: ReportJobFilter })
    },
    resolve: (query, _r, args, ctx) => ctx.db.reportJob.findMany({ ...withOffset(query, args.offset), where: jobWhere(ctx, compact(args.filter ?? {}), args.status), orderBy: { id: "desc" } }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.reportJob.count({ where: jobWhere(ctx, compact(args.filter ?? {}), args.status) });
    }
  }),
  reportJobCounts: t.field({
    type: [ReportJobCount],
    authScopes: { loggedIn: true },
    description: "Jobs per status for the task dialog tabs: status 0 (all) first, then 1, 5, 10, 20",
    args: { filter: t.arg({ type: ReportJobFilter }) },
    resolve: (_r, args, ctx) => jobCounts(ctx, compact(args.filter ?? {}))
  }),
  reportTypes: t.field({
    type: [ReportType],
    authScopes: { loggedIn: true },
    description: "Export types the caller may start",
    resolve: (_r, _a, ctx) => reportTypes(ctx)
  }),
  runningReportJobCount: t.int({
    authScopes: { loggedIn: true },
    description: "The caller's queued and processing jobs (the download badge)",
    resolve: (_r, _a, ctx) => runningCount(ctx)
  })
}));
builder.mutationField(
  "startExport",
  (t) => t.prismaField({
    type: "ReportJob",
    errors: {},
    authScopes: { loggedIn: true },
    extensions: { operateModule: "tasks" },
    description: "Starts an export of a list in the background; needs the list's permission; an empty list is refused",
    args: { input: t.arg({ type: StartExportInput, required: true }) },
    resolve: async (query, _r, { input }, ctx) => {
      const job = await startExport(ctx, compact(input));
      return ctx.db.reportJob.findFirstOrThrow({ ...query, where: { id: job.id } });
    }
  })
);

// src/graphql/enums.ts
function statusEnum(name, values, description) {
  return builder.enumType(name, { values, ...description ? { description } : {} });
}
var OrderStatusEnum = statusEnum("OrderStatus", ORDER_STATUSES, "ORDER_STATUSES of @erp/schema (ORDER_TRANSITIONS)");
var ProductStatusEnum = statusEnum("ProductStatus", PRODUCT_STATUSES);
var PurchaseOrderStatusEnum = statusEnum("PurchaseOrderStatus", PURCHASE_ORDER_STATUSES, "PURCHASE_ORDER_TRANSITIONS of @erp/schema");
var PurchaseOrderPaymentStatusEnum = statusEnum("PurchaseOrderPaymentStatus", PURCHASE_ORDER_PAYMENT_STATUSES, "From approved payments minus approved refunds");
var PurchasePaymentStatusEnum = statusEnum("PurchasePaymentStatus", PAYMENT_STATUSES, "A payment or refund request (PAYMENT_TRANSITIONS)");
var PurchaseReceiptStatusEnum = statusEnum("PurchaseReceiptStatus", RECEIPT_STATUSES);
var AbnormalReceiptStatusEnum = statusEnum("AbnormalReceiptStatus", ABNORMAL_STATUSES);
var WholesaleOrderStatusEnum = statusEnum("WholesaleOrderStatus", WHOLESALE_ORDER_STATUSES);
var AssembleSheetStatusEnum = statusEnum("AssembleSheetStatus", ASSEMBLE_STATUSES);
var InventoryCountStatusEnum = statusEnum("InventoryCountStatus", COUNT_STATUSES);
var StockBillStatusEnum = statusEnum("StockBillStatus", STOCK_BILL_STATUSES);
var StockOccupationStatusEnum = statusEnum("StockOccupationStatus", OCCUPATION_STATUSES);
var TransferOrderStatusEnum = statusEnum("TransferOrderStatus", TRANSFER_STATUSES);
var PickListStatusEnum = statusEnum("PickListStatus", PICK_LIST_STATUSES);
var ShippingBagStatusEnum = statusEnum("ShippingBagStatus", BAG_STATUSES);
var TrackingStatusEnum = statusEnum("TrackingStatus", TRACKING_STATUSES);
var TrackingStatusTabEnum = statusEnum("TrackingStatusTab", TRACKING_STATUS_TABS, "A /logisticsTracking tab: a status, all or deleted");
var noStatus = (value) => value || null;
function statusCountType(name, status, description) {
  return builder.objectRef(name).implement({
    ...description ? { description } : {},
    fields: (t) => ({ status: t.expose("status", { type: status }), count: t.exposeInt("count") })
  });
}

// src/modules/catalog/catalog.graphql.ts
var SkuOption = builder.objectRef("SkuOption").implement({
  description: "A SKU for pickers (order lines, bills, transfers, counts)",
  fields: (t) => ({
    id: t.exposeInt("id"),
    sku: t.exposeString("sku"),
    productName: t.exposeString("productName"),
    image: t.exposeString("image", { description: "The SKU image, else the product main image" }),
    isCombo: t.exposeBoolean("isCombo"),
    available: t.exposeInt("available", {
      nullable: true,
      description: "quantity \u2212 occupied in warehouseId (a combination: the sets its components make); null without warehouseId"
    })
  })
});
var DeveloperOption = builder.objectRef("DeveloperOption").implement({
  description: "An account of the company that can be named as a product developer",
  fields: (t) => ({ id: t.exposeInt("id"), name: t.exposeString("name"), username: t.exposeString("username"), enabled: t.exposeBoolean("enabled") })
});
var ProductSpecification = builder.objectRef("ProductSpecification").implement({
  description: "A specification of the SKU model and its options",
  fields: (t) => ({ name: t.exposeString("name"), options: t.exposeStringList("options") })
});
builder.prismaObject("Product", {
  description: "A product of the product library (SPU) with its SKUs",
  fields: (t) => ({
    id: t.exposeInt("id"),
    spu: t.exposeString("spu"),
    name: t.exposeString("name"),
    nameEn: t.exposeString("nameEn"),
    category: t.exposeString("category"),
    status: t.expose("status", { type: ProductStatusEnum }),
    statusName: t.string({ resolve: (p, _a, ctx) => translate(ctx.lang, `catalog.statusName.${p.status}`) }),
    rejectReason: t.exposeString("rejectReason"),
    developerId: t.exposeInt("developerId", { nullable: true }),
    developerName: t.string({ resolve: (p, _a, ctx) => loadUserName(ctx, p.developerId) }),
    platforms: t.exposeIntList("platforms", { description: "Listing platform type numbers" }),
    mainImage: t.exposeString("mainImage"),
    images: t.exposeStringList("images"),
    weight: t.exposeInt("weight", { description: "Grams" }),
    length: t.exposeInt("length", { description: "Centimetres" }),
    width: t.exposeInt("width"),
    height: t.exposeInt("height"),
    declareNameZh: t.exposeString("declareNameZh"),
    declareNameEn: t.exposeString("declareNameEn"),
    declareValue: t.expose("declareValue", { type: "Decimal" }),
    hsCode: t.exposeString("hsCode"),
    infringementInfo: t.exposeString("infringementInfo"),
    supplierLinks: t.exposeStringList("supplierLinks"),
    specifications: t.field({ type: [ProductSpecification], resolve: (p) => Array.isArray(p.specifications) ? p.specifications : [] }),
    remark: t.exposeString("remark"),
    submittedAt: t.expose("submittedAt", { type: "DateTime", nullable: true }),
    reviewedAt: t.expose("reviewedAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    skus: t.relation("skus", { query: { orderBy: { id: "asc" } } }),
    skuCount: t.int({
      select: { _count: { select: { skus: true } } },
      resolve: (p, _a, ctx) => p._count?.skus ?? ctx.db.sku.count({ where: { productId: p.id } })
    })
  })
});
builder.prismaObject("Sku", {
  description: "A SKU (variant row of the SKU model, or a combination of other SKUs)",
  fields: (t) => ({
    id: t.exposeInt("id"),
    productId: t.exposeInt("productId"),
    sku: t.exposeString("sku"),
    ean: t.string({ resolve: (s) => s.ean ?? "" }),
    barcode: t.string({ resolve: (s) => s.barcode ?? "" }),
    options: t.exposeStringList("options", { description: "Option per specification, in order" }),
    price: t.expose("price", { type: "Decimal" }),
    purchasePrice: t.expose("purchasePrice", { type: "Decimal" }),
    weight: t.exposeInt("weight"),
    image: t.exposeString("image"),
    isCombo: t.exposeBoolean("isCombo"),
    abcClass: t.exposeString("abcClass"),
    components: t.relation("components", { query: { orderBy: { id: "asc" } } })
  })
});
builder.prismaObject("SkuComponent", {
  description: "One component of a combination SKU",
  fields: (t) => ({
    id: t.exposeInt("id"),
    quantity: t.exposeInt("quantity"),
    componentSkuId: t.exposeInt("componentSkuId"),
    componentSku: t.relation("componentSku")
  })
});
var ProductStatusCounts = builder.objectRef("ProductStatusCounts").implement({
  fields: (t) => ({
    all: t.exposeInt("all"),
    draft: t.exposeInt("draft"),
    reviewing: t.exposeInt("reviewing"),
    rejected: t.exposeInt("rejected"),
    approved: t.exposeInt("approved")
  })
});
var BatchFailure = builder.objectRef("BatchFailure").implement({
  description: "One ticked record a batch action could not take, and why",
  fields: (t) => ({
    id: t.exposeInt("id"),
    label: t.exposeString("label", { description: "What the seller knows the record by (SPU, bill number)" }),
    messageId: t.exposeString("messageId"),
    message: t.string({ resolve: (f, _a, ctx) => translate(ctx.lang, f.messageId, f.params) })
  })
});
builder.objectType(BatchRefusedError, {
  name: "BatchRefusedError",
  description: "A batch action refused as a whole: nothing was changed; failures lists each record that could not take it",
  interfaces: [ErrorInterface],
  fields: (t) => ({ failures: t.field({ type: [BatchFailure], resolve: (e) => e.failures }) })
});
var ProductFilter = builder.inputType("ProductFilter", {
  fields: (t) => ({
    status: t.field({ type: ProductStatusEnum }),
    keyword: t.string({ description: "SPU, name or SKU contains" }),
    developerId: t.int(),
    platform: t.int({ description: "Listing platform type number" })
  })
});
var ProductSpecificationInput = builder.inputType("ProductSpecificationInput", {
  fields: (t) => ({ name: t.string({ required: true }), options: t.stringList({ required: true }) })
});
var SkuComponentInput = builder.inputType("SkuComponentInput", {
  fields: (t) => ({ sku: t.string({ required: true, description: "SKU code of the component" }), quantity: t.int({ required: true }) })
});
var ProductSkuInput = builder.inputType("ProductSkuInput", {
  fields: (t) => ({
    id: t.int({ description: "The SKU id when the row already exists (update); empty for a new row" }),
    sku: t.string({ required: true }),
    ean: t.string(),
    barcode: t.string(),
    options: t.stringList(),
    price: t.string(),
    purchasePrice: t.string(),
    weight: t.int(),
    stock: t.int({ description: "Opening stock of a new row, received into openingWarehouseId" }),
    image: t.string(),
    components: t.field({ type: [SkuComponentInput], description: "Non-empty: a combination SKU" })
  })
});
var ProductInput = builder.inputType("ProductInput", {
  fields: (t) => ({
    spu: t.string({ required: true }),
    name: t.string({ required: true }),
    nameEn: t.string(),
    category: t.string(),
    developerId: t.int(),
    platforms: t.intList(),
    mainImage: t.string(),
    images: t.stringList(),
    weight: t.int(),
    length: t.int(),
    width: t.int(),
    height: t.int(),
    declareNameZh: t.string(),
    declareNameEn: t.string(),
    declareValue: t.string(),
    hsCode: t.string(),
    infringementInfo: t.string(),
    supplierLinks: t.stringList(),
    specifications: t.field({ type: [ProductSpecificationInput] }),
    skus: t.field({ type: [ProductSkuInput], required: true }),
    remark: t.string(),
    openingWarehouseId: t.int({ description: "Warehouse receiving the opening stock of new rows" })
  })
});
function withoutNulls(value) {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== void 0).map(([k, v]) => [k, withoutNulls(v)]));
  }
  return value;
}
builder.queryFields((t) => ({
  skuOptions: t.field({
    type: [SkuOption],
    authScopes: { loggedIn: true },
    description: "Search-as-you-type SKU list (SKU code, product name or SPU), at most `first` (default 20, max 50)",
    args: { keyword: t.arg.string(), warehouseId: t.arg.int(), first: t.arg.int() },
    resolve: (_r, args, ctx) => skuOptions(ctx, args)
  }),
  developerOptions: t.field({
    type: [DeveloperOption],
    authScopes: { loggedIn: true },
    description: "Accounts of the company for the developer picker",
    resolve: (_r, _a, ctx) => developerOptions(ctx)
  }),
  products: t.prismaConnection({
    type: "Product",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "productLibrary" },
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: ProductFilter }) },
    resolve: (query, _r, args, ctx) => ctx.db.product.findMany({ ...withOffset(query, args.offset), where: productWhere(ctx, args.filter ?? {}), orderBy: [{ updatedAt: "desc" }, { id: "desc" }] }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.product.count({ where: productWhere(ctx, args.filter ?? {}) });
    }
  }),
  productStatusCounts: t.field({
    type: ProductStatusCounts,
    authScopes: { permission: "productLibrary" },
    description: "Products per status for the list tabs (the filter status is ignored)",
    args: { filter: t.arg({ type: ProductFilter }) },
    resolve: (_r, args, ctx) => productStatusCounts(ctx, args.filter ?? {})
  }),
  product: t.prismaField({
    type: "Product",
    nullable: true,
    authScopes: { permission: "productLibrary" },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _r, { id: id5 }, ctx) => ctx.db.product.findFirst({ ...query, where: { AND: [productWhere(ctx), { id: id5 }] } })
  })
}));
var ext5 = { operateModule: "catalog" };
var batchErrors = { types: [BatchRefusedError] };
builder.mutationFields((t) => ({
  createProduct: t.prismaField({
    type: "Product",
    errors: {},
    authScopes: { permission: "product.create" },
    extensions: ext5,
    description: "Creates a draft product with its SKU rows; rows with a stock receive it into openingWarehouseId",
    args: { input: t.arg({ type: ProductInput, required: true }) },
    // not `query`: a selection of only the error members makes it an empty select
    resolve: (_q, _r, { input }, ctx) => createProduct(ctx, withoutNulls(input))
  }),
  updateProduct: t.prismaField({
    type: "Product",
    errors: {},
    authScopes: { permission: "product.update" },
    extensions: ext5,
    description: "Saves a product (not while under review; an approved product goes back to draft)",
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: ProductInput, required: true }) },
    resolve: (_q, _r, { id: id5, input }, ctx) => updateProduct(ctx, id5, withoutNulls(input))
  }),
  deleteProducts: t.field({
    type: "Int",
    errors: batchErrors,
    authScopes: { permission: "product.delete" },
    extensions: ext5,
    description: "Deletes drafts and rejected products, all or nothing; answers how many were deleted",
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_r, { ids: ids2 }, ctx) => deleteProducts(ctx, { ids: ids2 })
  }),
  submitProducts: t.prismaField({
    type: ["Product"],
    errors: batchErrors,
    authScopes: { permission: "product.update" },
    extensions: ext5,
    description: "Submits drafts and rejected products for review, all or nothing",
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_q, _r, { ids: ids2 }, ctx) => submitProducts(ctx, { ids: ids2 })
  }),
  reviewProducts: t.prismaField({
    type: ["Product"],
    errors: batchErrors,
    authScopes: { permission: "product.review" },
    extensions: ext5,
    description: "Approves or rejects products under review, all or nothing; rejecting needs a reason",
    args: { ids: t.arg.intList({ required: true }), approve: t.arg.boolean({ required: true }), reason: t.arg.string() },
    resolve: (_q, _r, args, ctx) => reviewProducts(ctx, withoutNulls(args))
  })
}));

// src/modules/warehouses/labels.ts
import bwipjs from "bwip-js/node";

// src/platform/pdf.ts
import { existsSync } from "fs";
import PDFDocument from "pdfkit";
var CJK_FONTS = [
  ["/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "NotoSansCJKsc-Regular"],
  ["/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc", "NotoSansCJKsc-Regular"],
  ["/usr/share/fonts/opentype/noto/NotoSansCJKsc-Regular.otf", void 0],
  ["/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", "WenQuanYiMicroHei"],
  ["/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc", "WenQuanYiZenHei"],
  ["/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf", void 0],
  ["/usr/share/fonts/truetype/arphic/uming.ttc", "AR-PL-UMing-CN"]
];
var LATIN_FONTS = ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/dejavu/DejaVuSans.ttf"];
var chosen;
function pdfFont() {
  if (chosen) return chosen;
  const env = process.env.PDF_CJK_FONT?.trim();
  if (env) {
    const [src, family] = env.split("#");
    if (existsSync(src)) return chosen = { src, family, cjk: true };
  }
  for (const [src, family] of CJK_FONTS) if (existsSync(src)) return chosen = { src, family, cjk: true };
  for (const src of LATIN_FONTS) if (existsSync(src)) return chosen = { src, cjk: false };
  return chosen = { src: "Helvetica", cjk: false };
}
function pdfLang(lang) {
  return pdfFont().cjk ? lang : "en";
}
function useFont(doc, font) {
  if (font.src === "Helvetica") {
    doc.font("Helvetica");
    return;
  }
  try {
    if (font.family) doc.font(font.src, font.family);
    else doc.font(font.src);
  } catch {
    const latin = LATIN_FONTS.find((f) => existsSync(f) && f !== font.src);
    chosen = latin ? { src: latin, cjk: false } : { src: "Helvetica", cjk: false };
    useFont(doc, chosen);
  }
}
function newPdf(options = {}) {
  const font = pdfFont();
  const doc = new PDFDocument({ bufferPages: true, autoFirstPage: true, ...options });
  const chunks = [];
  doc.on("data", (c) => chunks.push(c));
  const done = new Promise((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  useFont(doc, font);
  const glyphs = doc._font?.font;
  const fit = (text) => {
    if (font.cjk) return text;
    return [...text].map((ch) => {
      const code = ch.codePointAt(0);
      if (glyphs?.hasGlyphForCodePoint) return glyphs.hasGlyphForCodePoint(code) ? ch : "?";
      return code <= 255 ? ch : "?";
    }).join("");
  };
  return {
    doc,
    fit,
    async finish(filename) {
      const pages = doc.bufferedPageRange().count;
      doc.end();
      const bytes = await done;
      return { filename, contentBase64: bytes.toString("base64"), pages };
    }
  };
}
var MM = 72 / 25.4;

// src/modules/warehouses/labels.ts
var LABELS_MAX2 = 500;
var PAGE = [60 * MM, 40 * MM];
async function locationLabelsPdf(ctx, ids2) {
  assertCan(ctx, "locations");
  const unique2 = [...new Set(ids2)];
  if (!unique2.length) throw new BusinessError("inventory.tickAtLeastOne");
  if (unique2.length > LABELS_MAX2) throw new BusinessError("warehouse.labelsMax", { max: LABELS_MAX2 });
  const rows = await ctx.db.location.findMany({
    where: { id: { in: unique2 } },
    include: { warehouse: { select: { code: true, name: true } } },
    orderBy: [{ warehouseId: "asc" }, { code: "asc" }]
  });
  if (rows.length !== unique2.length) throw new NotFoundError("warehouse.locationNotFound");
  const labels = await Promise.all(
    rows.map(async (l) => ({
      code: l.code,
      caption: [l.warehouse.code || l.warehouse.name, l.zone].filter(Boolean).join(" \xB7 "),
      png: await bwipjs.toBuffer({ bcid: "code128", text: l.code, scale: 3, height: 12, includetext: false })
    }))
  );
  return (await renderPdf(labels)).toString("base64");
}
async function renderPdf(labels) {
  const pdf = newPdf({ size: PAGE, margin: 0, autoFirstPage: false, info: { Title: "Location labels" } });
  const { doc } = pdf;
  const pad2 = 3 * MM;
  const width = PAGE[0] - 2 * pad2;
  for (const label of labels) {
    doc.addPage({ size: PAGE, margin: 0 });
    doc.image(label.png, pad2, pad2, { fit: [width, 20 * MM], align: "center", valign: "center" });
    doc.fontSize(14).text(pdf.fit(label.code), pad2, 25 * MM, { width, align: "center", lineBreak: false });
    if (label.caption) doc.fontSize(8).text(pdf.fit(label.caption), pad2, 32 * MM, { width, align: "center", lineBreak: false });
  }
  const file = await pdf.finish("");
  return Buffer.from(file.contentBase64, "base64");
}

// src/modules/warehouses/warehouses.service.ts
import { z as z18 } from "zod";
async function warehouseOptions(ctx) {
  requireActor(ctx);
  return ctx.db.warehouse.findMany({
    select: { id: true, name: true, type: true, enabled: true },
    orderBy: [{ isDefault: "desc" }, { priority: "asc" }, { id: "asc" }]
  });
}
async function locationOptions(ctx, warehouseId) {
  requireActor(ctx);
  return ctx.db.location.findMany({ where: { warehouseId, enabled: true }, select: { id: true, code: true }, orderBy: { code: "asc" } });
}
async function findWarehouse2(db, id5) {
  const warehouse = await db.warehouse.findFirst({ where: { id: id5 } });
  if (!warehouse) throw new NotFoundError("warehouse.notFound");
  return warehouse;
}
async function usableWarehouse(db, id5, field = "warehouseId") {
  const warehouse = await findWarehouse2(db, id5);
  if (!warehouse.enabled) throw ValidationError.field(field, "inventory.warehouseDisabled", { name: warehouse.name });
  return warehouse;
}
function warehouseWhere(ctx, filter2 = {}) {
  assertCan(ctx, "warehouses");
  const kw = filter2.keyword?.trim();
  return {
    ...filter2.type ? { type: filter2.type } : {},
    ...filter2.enabled != null ? { enabled: filter2.enabled } : {},
    ...kw ? { OR: [{ name: { contains: kw, mode: "insensitive" } }, { code: { contains: kw, mode: "insensitive" } }] } : {}
  };
}
var nameExists = () => ValidationError.field("name", "inventory.nameExists");
var createWarehouseInput = warehouseInput.extend({ isDefault: z18.boolean().default(false) });
var updateWarehouseInput = warehouseInput.partial().extend({ id: z18.number().int().positive(), isDefault: z18.boolean().optional() });
async function createWarehouse(ctx, raw) {
  const actor = assertCan(ctx, "warehouse.create");
  const input = parseInput(createWarehouseInput, raw);
  if (await ctx.db.warehouse.findFirst({ where: { name: input.name } })) throw nameExists();
  const limit = PLAN_LIMITS[actor.edition].warehouses;
  const count2 = await ctx.db.warehouse.count();
  if (count2 >= limit) throw new PlanLimitError({ edition: actor.edition, resource: "warehouses", limit });
  const isDefault = (input.isDefault || count2 === 0) && input.enabled;
  try {
    return await ctx.db.$transaction(async (tx) => {
      if (isDefault) await tx.warehouse.updateMany({ where: { isDefault: true }, data: { isDefault: false } });
      return tx.warehouse.create({ data: { ...input, isDefault } });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameExists();
    throw err;
  }
}
async function updateWarehouse(ctx, raw) {
  assertCan(ctx, "warehouse.update");
  const { id: id5, ...input } = parseInput(updateWarehouseInput, raw);
  const warehouse = await findWarehouse2(ctx.db, id5);
  if (input.name && input.name !== warehouse.name && await ctx.db.warehouse.findFirst({ where: { name: input.name, id: { not: id5 } } })) throw nameExists();
  const enabled = input.enabled ?? warehouse.enabled;
  const isDefault = input.isDefault ?? warehouse.isDefault;
  if (isDefault && !enabled) throw ValidationError.field("enabled", "warehouse.defaultDisabled");
  try {
    return await ctx.db.$transaction(async (tx) => {
      if (isDefault && !warehouse.isDefault) await tx.warehouse.updateMany({ where: { isDefault: true }, data: { isDefault: false } });
      return tx.warehouse.update({ where: { id: id5 }, data: { ...input, isDefault } });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameExists();
    throw err;
  }
}
function locationWhere(ctx, filter2 = {}) {
  assertCan(ctx, "locations");
  const kw = filter2.keyword?.trim();
  const zone = filter2.zone?.trim();
  return {
    ...filter2.warehouseId ? { warehouseId: filter2.warehouseId } : {},
    ...filter2.enabled != null ? { enabled: filter2.enabled } : {},
    ...zone ? { zone } : {},
    ...kw ? { OR: [{ code: { contains: kw, mode: "insensitive" } }, { remark: { contains: kw, mode: "insensitive" } }] } : {}
  };
}
async function findLocation2(ctx, id5) {
  const location = await ctx.db.location.findFirst({ where: { id: id5 } });
  if (!location) throw new NotFoundError("warehouse.locationNotFound");
  return location;
}
var codeExists = (field, code) => ValidationError.field(field, "warehouse.locationExists", { code });
async function createLocation(ctx, raw) {
  assertCan(ctx, "location.update");
  const input = parseInput(locationInput, raw);
  await findWarehouse2(ctx.db, input.warehouseId);
  if (await ctx.db.location.findFirst({ where: { warehouseId: input.warehouseId, code: input.code } })) throw codeExists("code", input.code);
  try {
    return await ctx.db.location.create({ data: input });
  } catch (err) {
    if (isUniqueViolation(err)) throw codeExists("code", input.code);
    throw err;
  }
}
async function createLocations(ctx, raw) {
  assertCan(ctx, "location.update");
  const input = parseInput(locationBatchInput, raw);
  await findWarehouse2(ctx.db, input.warehouseId);
  const codes = locationCodes(input);
  const clash = await ctx.db.location.findFirst({ where: { warehouseId: input.warehouseId, code: { in: codes } }, orderBy: { code: "asc" } });
  if (clash) throw codeExists("prefix", clash.code);
  try {
    return await ctx.db.$transaction(async (tx) => {
      await tx.location.createMany({ data: codes.map((code) => ({ warehouseId: input.warehouseId, code, zone: input.zone, remark: input.remark })) });
      return tx.location.findMany({ where: { warehouseId: input.warehouseId, code: { in: codes } }, orderBy: { code: "asc" } });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw codeExists("prefix", codes[0]);
    throw err;
  }
}
var updateLocationInput = z18.object({
  id: z18.number().int().positive(),
  code: z18.string().trim().regex(LOCATION_CODE_PATTERN, { error: "inventory.locationCode" }).optional(),
  zone: z18.string().trim().max(30, { error: "validation.tooLong" }).optional(),
  remark: z18.string().trim().max(200, { error: "validation.tooLong" }).optional(),
  enabled: z18.boolean().optional()
});
async function updateLocation(ctx, raw) {
  assertCan(ctx, "location.update");
  const { id: id5, ...input } = parseInput(updateLocationInput, raw);
  const location = await findLocation2(ctx, id5);
  if (input.code && input.code !== location.code) {
    if (await ctx.db.location.findFirst({ where: { warehouseId: location.warehouseId, code: input.code, id: { not: id5 } } })) throw codeExists("code", input.code);
  }
  try {
    return await ctx.db.location.update({ where: { id: id5 }, data: input });
  } catch (err) {
    if (isUniqueViolation(err)) throw codeExists("code", input.code ?? location.code);
    throw err;
  }
}
async function deleteLocation(ctx, id5) {
  assertCan(ctx, "location.update");
  const location = await findLocation2(ctx, id5);
  const [stock, ledger, lines2] = await Promise.all([
    ctx.db.stockLocation.count({ where: { locationId: id5 } }),
    ctx.db.stockLedger.count({ where: { locationId: id5 } }),
    ctx.db.stockBillLine.count({ where: { locationId: id5 } })
  ]);
  if (stock + ledger + lines2 > 0) throw new BusinessError("warehouse.locationInUse", { code: location.code });
  await ctx.db.location.delete({ where: { id: id5 } });
  return location;
}

// src/modules/warehouses/warehouses.graphql.ts
var WarehouseOption = builder.objectRef("WarehouseOption").implement({
  description: "A warehouse for pickers, default first, then in allocation order",
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    type: t.exposeString("type", { description: "own | overseas | fba" }),
    enabled: t.exposeBoolean("enabled")
  })
});
var LocationOption = builder.objectRef("LocationOption").implement({
  description: "An enabled storage location for pickers",
  fields: (t) => ({ id: t.exposeInt("id"), code: t.exposeString("code") })
});
builder.prismaObject("Warehouse", {
  description: "A warehouse: own, third-party overseas or FBA",
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    code: t.exposeString("code"),
    type: t.exposeString("type", { description: "own | overseas | fba" }),
    country: t.exposeString("country"),
    address: t.exposeString("address"),
    contact: t.exposeString("contact"),
    phone: t.exposeString("phone"),
    priority: t.exposeInt("priority", { description: "Allocation order: lower first" }),
    enabled: t.exposeBoolean("enabled", { description: "A disabled warehouse keeps its stock but takes no new bills" }),
    isDefault: t.exposeBoolean("isDefault"),
    // Counted per page in one query (a relation count would be missing on mutation results).
    locationCount: t.int({
      resolve: (w, _a, ctx) => requestLoader(ctx, "warehouseLocationCount", async (ids2) => {
        const rows = await ctx.db.location.groupBy({ by: ["warehouseId"], where: { warehouseId: { in: [...ids2] } }, _count: { _all: true } });
        const counts = new Map(rows.map((r) => [r.warehouseId, r._count._all]));
        return ids2.map((id5) => counts.get(id5) ?? 0);
      }).load(w.id).then((n) => n ?? 0)
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" })
  })
});
builder.prismaObject("Location", {
  description: "A storage location (bin) of a warehouse",
  fields: (t) => ({
    id: t.exposeInt("id"),
    warehouseId: t.exposeInt("warehouseId"),
    warehouse: t.relation("warehouse"),
    code: t.exposeString("code"),
    zone: t.exposeString("zone"),
    remark: t.exposeString("remark"),
    enabled: t.exposeBoolean("enabled"),
    createdAt: t.expose("createdAt", { type: "DateTime" })
  })
});
var WarehouseFilter = builder.inputType("WarehouseFilter", {
  fields: (t) => ({ keyword: t.string(), type: t.string(), enabled: t.boolean() })
});
var LocationFilter = builder.inputType("LocationFilter", {
  fields: (t) => ({ warehouseId: t.int(), keyword: t.string(), zone: t.string(), enabled: t.boolean() })
});
var warehouseFields = (t) => ({
  name: t.string(),
  code: t.string(),
  type: t.string(),
  country: t.string(),
  address: t.string(),
  contact: t.string(),
  phone: t.string(),
  priority: t.int(),
  enabled: t.boolean(),
  isDefault: t.boolean()
});
var CreateWarehouseInput = builder.inputType("CreateWarehouseInput", {
  fields: (t) => ({ ...warehouseFields(t), name: t.string({ required: true }), type: t.string({ required: true }) })
});
var UpdateWarehouseInput = builder.inputType("UpdateWarehouseInput", {
  fields: (t) => ({ id: t.int({ required: true }), ...warehouseFields(t) })
});
var CreateLocationInput = builder.inputType("CreateLocationInput", {
  fields: (t) => ({ warehouseId: t.int({ required: true }), code: t.string({ required: true }), zone: t.string(), remark: t.string() })
});
var CreateLocationsInput = builder.inputType("CreateLocationsInput", {
  description: "A range of codes: prefix + from\u2026to padded to digits + suffix (A-01 \u2026 A-20)",
  fields: (t) => ({
    warehouseId: t.int({ required: true }),
    prefix: t.string(),
    suffix: t.string(),
    from: t.int({ required: true }),
    to: t.int({ required: true }),
    digits: t.int(),
    zone: t.string(),
    remark: t.string()
  })
});
var UpdateLocationInput = builder.inputType("UpdateLocationInput", {
  fields: (t) => ({ id: t.int({ required: true }), code: t.string(), zone: t.string(), remark: t.string(), enabled: t.boolean() })
});
builder.queryFields((t) => ({
  warehouseOptions: t.field({
    type: [WarehouseOption],
    authScopes: { loggedIn: true },
    resolve: (_r, _a, ctx) => warehouseOptions(ctx)
  }),
  locationOptions: t.field({
    type: [LocationOption],
    authScopes: { loggedIn: true },
    args: { warehouseId: t.arg.int({ required: true }) },
    resolve: (_r, { warehouseId }, ctx) => locationOptions(ctx, warehouseId)
  }),
  warehouses: t.prismaConnection({
    type: "Warehouse",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "warehouses" },
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: WarehouseFilter }) },
    resolve: (query, _r, args, ctx) => ctx.db.warehouse.findMany({ ...withOffset(query, args.offset), where: warehouseWhere(ctx, compact(args.filter ?? {})), orderBy: [{ priority: "asc" }, { id: "asc" }] }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.warehouse.count({ where: warehouseWhere(ctx, compact(args.filter ?? {})) });
    }
  }),
  warehouse: t.prismaField({
    type: "Warehouse",
    nullable: true,
    authScopes: { permission: "warehouses" },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _r, { id: id5 }, ctx) => ctx.db.warehouse.findFirst({ ...query, where: { AND: [warehouseWhere(ctx), { id: id5 }] } })
  }),
  locations: t.prismaConnection({
    type: "Location",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "locations" },
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: LocationFilter }) },
    resolve: (query, _r, args, ctx) => ctx.db.location.findMany({ ...withOffset(query, args.offset), where: locationWhere(ctx, compact(args.filter ?? {})), orderBy: [{ warehouseId: "asc" }, { code: "asc" }, { id: "asc" }] }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.location.count({ where: locationWhere(ctx, compact(args.filter ?? {})) });
    }
  }),
  locationLabels: t.string({
    authScopes: { permission: "locations" },
    errors: {},
    description: "Printable labels (60\xD740 mm, Code128 of the code and the code as text), one page per location: a base64 PDF",
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_r, { ids: ids2 }, ctx) => locationLabelsPdf(ctx, ids2)
  })
}));
var ext6 = { operateModule: "warehouses" };
builder.mutationFields((t) => ({
  createWarehouse: t.prismaField({
    type: "Warehouse",
    errors: {},
    authScopes: { permission: "warehouse.create" },
    extensions: ext6,
    description: "Adds a warehouse (the plan edition limits how many); the first one becomes the default",
    args: { input: t.arg({ type: CreateWarehouseInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => createWarehouse(ctx, compact(input))
  }),
  updateWarehouse: t.prismaField({
    type: "Warehouse",
    errors: {},
    authScopes: { permission: "warehouse.update" },
    extensions: ext6,
    description: "Edits, enables or disables a warehouse, or makes it the default",
    args: { input: t.arg({ type: UpdateWarehouseInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => updateWarehouse(ctx, compact(input))
  }),
  createLocation: t.prismaField({
    type: "Location",
    errors: {},
    authScopes: { permission: "location.update" },
    extensions: { operateModule: "locations" },
    args: { input: t.arg({ type: CreateLocationInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => createLocation(ctx, compact(input))
  }),
  createLocations: t.prismaField({
    type: ["Location"],
    errors: {},
    authScopes: { permission: "location.update" },
    extensions: { operateModule: "locations" },
    description: "Creates a range of locations at once (at most 500), or none when a code exists",
    args: { input: t.arg({ type: CreateLocationsInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => createLocations(ctx, compact(input))
  }),
  updateLocation: t.prismaField({
    type: "Location",
    errors: {},
    authScopes: { permission: "location.update" },
    extensions: { operateModule: "locations" },
    args: { input: t.arg({ type: UpdateLocationInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => updateLocation(ctx, compact(input))
  }),
  deleteLocation: t.boolean({
    errors: {},
    authScopes: { permission: "location.update" },
    extensions: { operateModule: "locations" },
    description: "Deletes a location that holds no stock and appears in no ledger row or bill",
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_r, { id: id5 }, ctx) => !!await deleteLocation(ctx, id5)
  })
}));

// src/graphql/sku-fields.ts
var DEFAULT_NAMES = { sku: "sku", productName: "productName", image: "image" };
var DESCRIPTIONS = { abcClass: "A, B or C; '' until classified" };
function skuFields(t, skuIdOf, names = DEFAULT_NAMES) {
  const fields = {};
  for (const [key, field] of Object.entries(names)) {
    const { name, description } = typeof field === "string" ? { name: field, description: DESCRIPTIONS[key] } : field;
    const resolve = async (parent, _args, ctx) => {
      const id5 = skuIdOf(parent);
      return id5 ? textOf(await loadSku(ctx, id5), key) : "";
    };
    fields[name] = t.string({ ...description ? { description } : {}, resolve });
  }
  return fields;
}
function textOf(sku, key) {
  return sku?.[key] ?? "";
}

// src/modules/stock-bills/occupation.service.ts
import { z as z19 } from "zod";
var occupationFilter = z19.object({
  warehouseId: z19.number().int().positive().optional(),
  /** SKU code or product name. */
  sku: z19.string().trim().max(60).optional(),
  sourceType: z19.enum(OCCUPATION_SOURCES, { error: "warehouse.sourceTypeUnknown" }).optional(),
  sourceNo: z19.string().trim().max(60).optional(),
  status: z19.enum(["active", "released"], { error: "warehouse.occupationStatusUnknown" }).optional(),
  from: z19.date().optional(),
  to: z19.date().optional()
});
async function occupationWhere(ctx, raw = {}) {
  assertCan(ctx, "stockLockManage");
  const f = parseInput(occupationFilter, raw);
  const where = {};
  if (f.warehouseId) where.warehouseId = f.warehouseId;
  if (f.sourceType) where.sourceType = f.sourceType;
  if (f.sourceNo) where.sourceNo = { contains: f.sourceNo, mode: "insensitive" };
  if (f.status) where.status = f.status;
  if (f.from || f.to) where.createdAt = { ...f.from ? { gte: f.from } : {}, ...f.to ? { lte: f.to } : {} };
  if (f.sku) where.skuId = { in: await skuIdsMatching(ctx, f.sku) };
  return where;
}
async function skuIdsMatching(ctx, text) {
  const skus = await ctx.db.sku.findMany({
    where: { OR: [{ sku: { contains: text, mode: "insensitive" } }, { product: { name: { contains: text, mode: "insensitive" } } }] },
    select: { id: true }
  });
  return skus.map((s) => s.id);
}
async function findStockSku(db, id5, field = "skuId") {
  const sku = await db.sku.findFirst({ where: { id: id5 }, select: { id: true, sku: true, isCombo: true } });
  if (!sku) throw new NotFoundError("warehouse.skuNotFound");
  if (sku.isCombo) throw ValidationError.field(field, "warehouse.comboNoStock", { sku: sku.sku });
  return sku;
}
async function occupyStock(ctx, raw) {
  assertCan(ctx, "stock.occupy");
  const input = parseInput(occupyInput, raw);
  await findWarehouse2(ctx.db, input.warehouseId);
  await findStockSku(ctx.db, input.skuId);
  return ctx.db.$transaction(async (tx) => {
    const row = await tx.stockOccupation.create({
      data: { skuId: input.skuId, warehouseId: input.warehouseId, quantity: input.quantity, sourceType: "manual", remark: input.remark }
    });
    const sourceNo = `LK${String(row.id).padStart(6, "0")}`;
    await applyMoves(ctx, tx, [{ skuId: input.skuId, warehouseId: input.warehouseId, type: "occupy", occupied: input.quantity, billType: "manual", billNo: sourceNo, remark: input.remark }]);
    return tx.stockOccupation.update({ where: { id: row.id }, data: { sourceNo } });
  });
}
async function releaseOccupation(ctx, raw) {
  assertCan(ctx, "stock.occupy");
  const input = parseInput(releaseInput, raw);
  const row = await ctx.db.stockOccupation.findFirst({ where: { id: input.occupationId } });
  if (!row) throw new NotFoundError("warehouse.occupationNotFound");
  const held = row.status === "active" ? row.quantity : 0;
  if (input.quantity > held) throw ValidationError.field("quantity", "inventory.releaseExceedsOccupied", { quantity: input.quantity, occupied: held });
  return ctx.db.$transaction(async (tx) => {
    await releaseRow(ctx, tx, row, input.quantity, "manual");
    return tx.stockOccupation.findFirstOrThrow({ where: { id: row.id } });
  });
}
async function releaseRow(ctx, tx, row, quantity2, remark) {
  const full = await tx.stockOccupation.updateMany({
    where: { id: row.id, status: "active", quantity: quantity2 },
    data: { status: "released", releasedAt: /* @__PURE__ */ new Date() }
  });
  if (!full.count) {
    const part = await tx.stockOccupation.updateMany({ where: { id: row.id, status: "active", quantity: { gt: quantity2 } }, data: { quantity: { decrement: quantity2 } } });
    if (!part.count) {
      const now = await tx.stockOccupation.findFirst({ where: { id: row.id } });
      throw new BusinessError("inventory.releaseExceedsOccupied", { quantity: quantity2, occupied: now?.status === "active" ? now.quantity : 0 });
    }
  }
  await applyMoves(ctx, tx, [{ skuId: row.skuId, warehouseId: row.warehouseId, type: "release", occupied: -quantity2, billType: row.sourceType, billNo: row.sourceNo, remark }]);
}

// src/modules/stock-bills/stock-bills.service.ts
import { z as z20 } from "zod";
var PERMISSION = {
  inbound: { view: "inboundOrder", create: "inboundOrder.create", confirm: "inboundOrder.confirm" },
  outbound: { view: "outboundOrder", create: "outboundOrder.create", confirm: "outboundOrder.confirm" }
};
var PREFIX = { inbound: "IN", outbound: "OUT" };
var LEDGER_TYPE = { inbound: "inbound", outbound: "outbound" };
var STOCK_BATCH_TIMEOUT_MS = 12e4;
var EDITABLE = ["draft"];
function illegalTransition3(direction, status, action) {
  return new BusinessError("inventory.illegalTransition", {
    bill: `warehouse.bill.${direction}`,
    status: `warehouse.billStatus.${status}`,
    action: `warehouse.billAction.${action}`
  });
}
function billNoPrefix(direction, now = /* @__PURE__ */ new Date()) {
  const day2 = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, "0")}${String(now.getDate()).padStart(2, "0")}`;
  return `${PREFIX[direction]}-${day2}-`;
}
async function nextBillNo(db, direction, now = /* @__PURE__ */ new Date()) {
  const prefix = billNoPrefix(direction, now);
  const last = await db.stockBill.findFirst({ where: { billNo: { startsWith: prefix } }, orderBy: { billNo: "desc" }, select: { billNo: true } });
  const seq = last ? Number(last.billNo.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(seq).padStart(4, "0")}`;
}
var stockBillFilter = z20.object({
  billNo: z20.string().trim().max(60).optional(),
  warehouseId: z20.number().int().positive().optional(),
  type: z20.string().trim().max(30).optional(),
  status: z20.enum(["draft", "confirmed", "cancelled"], { error: "warehouse.billStatusUnknown" }).optional(),
  from: z20.date().optional(),
  to: z20.date().optional(),
  /** SKU code or product name of any line. */
  sku: z20.string().trim().max(60).optional()
});
async function stockBillWhere(ctx, direction, raw = {}) {
  assertCan(ctx, PERMISSION[direction].view);
  const f = parseInput(stockBillFilter, raw);
  const where = { direction };
  if (f.billNo) where.billNo = { contains: f.billNo, mode: "insensitive" };
  if (f.warehouseId) where.warehouseId = f.warehouseId;
  if (f.type) where.type = f.type;
  if (f.status) where.status = f.status;
  if (f.from || f.to) where.createdAt = { ...f.from ? { gte: f.from } : {}, ...f.to ? { lte: f.to } : {} };
  if (f.sku) {
    const skus = await ctx.db.sku.findMany({
      where: { OR: [{ sku: { contains: f.sku, mode: "insensitive" } }, { product: { name: { contains: f.sku, mode: "insensitive" } } }] },
      select: { id: true }
    });
    where.lines = { some: { skuId: { in: skus.map((s) => s.id) } } };
  }
  return where;
}
async function findBill(ctx, direction, id5, db = ctx.db) {
  const bill = await db.stockBill.findFirst({ where: { id: id5, direction }, include: { lines: { orderBy: { id: "asc" } } } });
  if (!bill) throw new NotFoundError("warehouse.billNotFound");
  return bill;
}
async function checkLines(db, direction, input) {
  const skuIds = [...new Set(input.lines.map((l) => l.skuId))];
  const locationIds = [...new Set(input.lines.flatMap((l) => l.locationId != null ? [l.locationId] : []))];
  const [skus, locations] = await Promise.all([
    db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true, sku: true, isCombo: true } }),
    locationIds.length ? db.location.findMany({ where: { id: { in: locationIds } } }) : Promise.resolve([])
  ]);
  if (skus.length !== skuIds.length) throw new NotFoundError("warehouse.skuNotFound");
  if (locations.length !== locationIds.length) throw new NotFoundError("warehouse.locationNotFound");
  const skuById = new Map(skus.map((s) => [s.id, s]));
  const locById = new Map(locations.map((l) => [l.id, l]));
  const issues = [];
  const lines2 = input.lines.map((l, i) => {
    const sku = skuById.get(l.skuId);
    if (sku.isCombo) issues.push({ field: `lines.${i}.skuId`, messageId: "warehouse.comboNoStock", params: { sku: sku.sku } });
    const location = l.locationId != null ? locById.get(l.locationId) : null;
    if (location && location.warehouseId !== input.warehouseId) {
      issues.push({ field: `lines.${i}.locationId`, messageId: "inventory.locationNotInWarehouse", params: { code: location.code } });
    } else if (location && !location.enabled && direction === "inbound") {
      issues.push({ field: `lines.${i}.locationId`, messageId: "warehouse.locationDisabled", params: { code: location.code } });
    }
    return { skuId: l.skuId, sku: sku.sku, locationId: l.locationId, locationCode: location?.code ?? "", quantity: l.quantity, unitPrice: l.unitPrice, remark: l.remark };
  });
  if (issues.length) throw new ValidationError(issues.map((x) => ({ ...x, params: { field: `field.${x.field.split(".").pop()}`, ...x.params } })));
  return lines2;
}
async function outboundShortage(db, warehouseId, lines2) {
  const stocks = await db.stock.findMany({ where: { warehouseId, skuId: { in: lines2.map((l) => l.skuId) } } });
  const bySku = new Map(stocks.map((s) => [s.skuId, s]));
  for (const [i, line] of lines2.entries()) {
    const stock = bySku.get(line.skuId);
    const available = stock ? availableOf(stock) : 0;
    if (line.quantity > available) {
      return { index: i, messageId: "inventory.outboundExceedsStock", params: { sku: line.sku, quantity: line.quantity, available } };
    }
    if (line.locationId != null) {
      const at = await db.stockLocation.findFirst({ where: { locationId: line.locationId, skuId: line.skuId }, select: { quantity: true } });
      const onLocation = at?.quantity ?? 0;
      if (line.quantity > onLocation) {
        return { index: i, messageId: "warehouse.outboundExceedsLocation", params: { sku: line.sku, code: line.locationCode, quantity: line.quantity, available: onLocation } };
      }
    }
  }
  return null;
}
async function parseBill(ctx, direction, raw) {
  if (raw?.warehouseId == null) throw ValidationError.field("warehouseId", "inventory.selectWarehouseFirst");
  const input = parseInput(direction === "inbound" ? inboundOrderInput : outboundOrderInput, raw);
  await usableWarehouse(ctx.db, input.warehouseId);
  const lines2 = await checkLines(ctx.db, direction, input);
  if (direction === "outbound") {
    const short = await outboundShortage(ctx.db, input.warehouseId, lines2);
    if (short) throw ValidationError.field(`lines.${short.index}.quantity`, short.messageId, short.params);
  }
  return { input, lines: lines2 };
}
var lineData = (lines2) => lines2.map((l) => ({ skuId: l.skuId, locationId: l.locationId, quantity: l.quantity, unitPrice: l.unitPrice, remark: l.remark }));
async function createBill(ctx, direction, raw) {
  const actor = assertCan(ctx, PERMISSION[direction].create);
  const { input, lines: lines2 } = await parseBill(ctx, direction, raw);
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.$transaction(async (tx) => {
        const billNo = await nextBillNo(tx, direction);
        return tx.stockBill.create({
          data: {
            direction,
            billNo,
            type: input.type,
            warehouseId: input.warehouseId,
            remark: input.remark,
            operatorId: actor.userId,
            lines: { create: lineData(lines2).map((l) => ({ ...l, companyId: actor.companyId })) }
          },
          include: { lines: { orderBy: { id: "asc" } } }
        });
      });
    } catch (err) {
      if (attempt < 5 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}
var updateBillId = z20.object({ id: z20.number({ error: "validation.required" }).int().positive() });
async function updateBill(ctx, direction, raw) {
  const actor = assertCan(ctx, PERMISSION[direction].create);
  const { id: id5 } = parseInput(updateBillId, raw);
  const bill = await findBill(ctx, direction, id5);
  if (!EDITABLE.includes(bill.status)) throw illegalTransition3(direction, bill.status, "modify");
  const { input, lines: lines2 } = await parseBill(ctx, direction, raw);
  return ctx.db.$transaction(async (tx) => {
    const { count: count2 } = await tx.stockBill.updateMany({
      where: { id: id5, status: { in: [...EDITABLE] } },
      data: { type: input.type, warehouseId: input.warehouseId, remark: input.remark, operatorId: actor.userId }
    });
    if (!count2) throw illegalTransition3(direction, (await findBill(ctx, direction, id5, tx)).status, "modify");
    await tx.stockBillLine.deleteMany({ where: { billId: id5 } });
    await tx.stockBillLine.createMany({ data: lineData(lines2).map((l) => ({ ...l, billId: id5 })) });
    return findBill(ctx, direction, id5, tx);
  });
}
async function cancelBill(ctx, direction, id5) {
  assertCan(ctx, PERMISSION[direction].create);
  const bill = await findBill(ctx, direction, id5);
  if (!canTransition(STOCK_BILL_TRANSITIONS, "cancel", bill.status)) throw illegalTransition3(direction, bill.status, "cancel");
  const { count: count2 } = await ctx.db.stockBill.updateMany({
    where: { id: id5, status: { in: [...STOCK_BILL_TRANSITIONS.cancel.from] } },
    data: { status: STOCK_BILL_TRANSITIONS.cancel.to }
  });
  if (!count2) throw illegalTransition3(direction, (await findBill(ctx, direction, id5)).status, "cancel");
  return findBill(ctx, direction, id5);
}
async function confirmBill(ctx, direction, id5) {
  const actor = assertCan(ctx, PERMISSION[direction].confirm);
  const bill = await findBill(ctx, direction, id5);
  if (!canTransition(STOCK_BILL_TRANSITIONS, "confirm", bill.status)) throw illegalTransition3(direction, bill.status, "confirm");
  const warehouse = await usableWarehouse(ctx.db, bill.warehouseId);
  const lines2 = await checkLines(ctx.db, direction, {
    warehouseId: bill.warehouseId,
    type: bill.type,
    remark: bill.remark,
    lines: bill.lines.map((l) => ({ skuId: l.skuId, locationId: l.locationId, quantity: l.quantity, unitPrice: l.unitPrice.toString(), remark: l.remark }))
  });
  if (direction === "inbound") {
    const missing = lines2.findIndex((l) => l.locationId == null);
    if (missing >= 0) throw ValidationError.field(`lines.${missing}.locationId`, "inventory.locationRequired");
  }
  try {
    await ctx.db.$transaction(async (tx) => {
      const { count: count2 } = await tx.stockBill.updateMany({
        where: { id: id5, status: { in: [...STOCK_BILL_TRANSITIONS.confirm.from] } },
        data: { status: STOCK_BILL_TRANSITIONS.confirm.to, confirmedAt: /* @__PURE__ */ new Date(), operatorId: actor.userId }
      });
      if (!count2) throw illegalTransition3(direction, (await findBill(ctx, direction, id5, tx)).status, "confirm");
      const base = { warehouseId: warehouse.id, type: LEDGER_TYPE[direction], billType: direction, billNo: bill.billNo };
      let moves;
      if (direction === "inbound") {
        moves = lines2.map((l) => ({ ...base, skuId: l.skuId, locationId: l.locationId, quantity: l.quantity, unitCost: l.unitPrice, remark: l.remark }));
      } else {
        const short = await outboundShortage(tx, warehouse.id, lines2);
        if (short) throw new BusinessError(short.messageId, short.params);
        moves = [];
        for (const l of lines2) moves.push(...(await outboundMoves(tx, warehouse.id, l)).map((m) => ({ ...base, ...m, remark: l.remark })));
      }
      await applyMoves(ctx, tx, moves);
    }, { timeout: STOCK_BATCH_TIMEOUT_MS });
  } catch (err) {
    if (direction === "outbound" && err instanceof AppError && err.messageId === "inventory.insufficientAvailable") {
      throw new BusinessError("inventory.outboundExceedsStock", { sku: err.params.sku, quantity: err.params.quantity, available: err.params.available });
    }
    throw err;
  }
  if (direction === "inbound") await emitOrderEvent(ctx, "stockArrived", { skuIds: [...new Set(lines2.map((l) => l.skuId))] });
  return findBill(ctx, direction, id5);
}
async function outboundMoves(tx, warehouseId, line) {
  if (line.locationId != null) return [{ skuId: line.skuId, locationId: line.locationId, quantity: -line.quantity }];
  const held = await tx.stockLocation.findMany({ where: { warehouseId, skuId: line.skuId, quantity: { gt: 0 } } });
  const codes = new Map(
    (await tx.location.findMany({ where: { id: { in: held.map((h) => h.locationId) } }, select: { id: true, code: true } })).map((l) => [l.id, l.code])
  );
  held.sort((a, b) => (codes.get(a.locationId) ?? "").localeCompare(codes.get(b.locationId) ?? "") || a.locationId - b.locationId);
  const out = [];
  let left = line.quantity;
  for (const h of held) {
    if (left <= 0) break;
    const take = Math.min(left, h.quantity);
    out.push({ skuId: line.skuId, locationId: h.locationId, quantity: -take });
    left -= take;
  }
  if (left > 0) out.push({ skuId: line.skuId, locationId: null, quantity: -left });
  return out;
}
function lineTotal(line) {
  return new prismaNamespace_exports.Decimal(line.unitPrice.toString()).mul(line.quantity).toFixed(2);
}
function billTotals(lines2) {
  const quantity2 = lines2.reduce((s, l) => s + l.quantity, 0);
  const amount = lines2.reduce((s, l) => s.add(new prismaNamespace_exports.Decimal(l.unitPrice.toString()).mul(l.quantity)), new prismaNamespace_exports.Decimal(0));
  return { quantity: quantity2, amount: amount.toFixed(2) };
}

// src/modules/stock-bills/stock-bills.graphql.ts
var OFFSET2 = "Rows to skip from the start (page-number screens); replaces after";
var offsetArg = (t) => t.arg.int({ description: OFFSET2 });
builder.prismaObject("StockBill", {
  description: "An inbound (\u5165\u5E93\u5355) or outbound (\u51FA\u5E93\u5355) order",
  fields: (t) => ({
    id: t.exposeInt("id"),
    direction: t.exposeString("direction", { description: "inbound | outbound" }),
    billNo: t.exposeString("billNo", { description: "IN-yyyyMMdd-#### or OUT-yyyyMMdd-####" }),
    type: t.exposeString("type", { description: "purchase | return | transfer | other (inbound); sale | scrap | sample | other (outbound)" }),
    warehouseId: t.exposeInt("warehouseId"),
    warehouseName: t.string({ resolve: (b, _a, ctx) => loadWarehouseName(ctx, b.warehouseId) }),
    status: t.expose("status", { type: StockBillStatusEnum }),
    remark: t.exposeString("remark"),
    operatorName: t.string({ resolve: (b, _a, ctx) => loadUserName(ctx, b.operatorId) }),
    confirmedAt: t.expose("confirmedAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    lines: t.relation("lines", { query: { orderBy: { id: "asc" } } }),
    totalQuantity: t.int({ select: { lines: { select: { quantity: true, unitPrice: true } } }, resolve: (b) => billTotals(b.lines).quantity }),
    totalAmount: t.field({ type: "Decimal", select: { lines: { select: { quantity: true, unitPrice: true } } }, resolve: (b) => billTotals(b.lines).amount })
  })
});
builder.prismaObject("StockBillLine", {
  fields: (t) => ({
    id: t.exposeInt("id"),
    skuId: t.exposeInt("skuId"),
    ...skuFields(t, (l) => l.skuId),
    locationId: t.exposeInt("locationId", { nullable: true }),
    locationCode: t.string({ resolve: (l, _a, ctx) => loadLocationCode(ctx, l.locationId) }),
    quantity: t.exposeInt("quantity"),
    unitPrice: t.expose("unitPrice", { type: "Decimal" }),
    total: t.field({ type: "Decimal", description: "quantity \xD7 unit price", resolve: (l) => lineTotal(l) }),
    remark: t.exposeString("remark")
  })
});
builder.prismaObject("StockLedger", {
  description: "One stock movement with the balance after it",
  fields: (t) => ({
    id: t.exposeInt("id"),
    skuId: t.exposeInt("skuId"),
    ...skuFields(t, (l) => l.skuId),
    warehouseId: t.exposeInt("warehouseId"),
    warehouseName: t.string({ resolve: (l, _a, ctx) => loadWarehouseName(ctx, l.warehouseId) }),
    locationId: t.exposeInt("locationId", { nullable: true }),
    locationCode: t.string({ resolve: (l, _a, ctx) => loadLocationCode(ctx, l.locationId) }),
    type: t.exposeString("type", { description: "inbound | outbound | occupy | release | transferOut | transferIn | assembleIn | assembleOut | countProfit | countLoss | moveLocation" }),
    quantityChange: t.exposeInt("quantityChange", { description: "Signed change of the quantity on hand" }),
    occupiedChange: t.exposeInt("occupiedChange", { description: "Signed change of the occupied quantity" }),
    quantityAfter: t.exposeInt("quantityAfter"),
    occupiedAfter: t.exposeInt("occupiedAfter"),
    availableAfter: t.int({ resolve: (l) => l.quantityAfter - l.occupiedAfter }),
    unitCost: t.expose("unitCost", { type: "Decimal" }),
    billType: t.exposeString("billType"),
    billNo: t.exposeString("billNo"),
    remark: t.exposeString("remark"),
    operatorName: t.string({ resolve: (l, _a, ctx) => loadUserName(ctx, l.operatorId) }),
    createdAt: t.expose("createdAt", { type: "DateTime" })
  })
});
builder.prismaObject("StockOccupation", {
  description: "Stock held for a purpose (order, processing, outbound, transfer, manual lock)",
  fields: (t) => ({
    id: t.exposeInt("id"),
    skuId: t.exposeInt("skuId"),
    ...skuFields(t, (o) => o.skuId),
    warehouseId: t.exposeInt("warehouseId"),
    warehouseName: t.string({ resolve: (o, _a, ctx) => loadWarehouseName(ctx, o.warehouseId) }),
    quantity: t.exposeInt("quantity", { description: "Held now; for a released row, what it held when released" }),
    sourceType: t.exposeString("sourceType", { description: "order | assemble | outbound | transfer | manual" }),
    sourceNo: t.exposeString("sourceNo"),
    status: t.expose("status", { type: StockOccupationStatusEnum }),
    remark: t.exposeString("remark"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    releasedAt: t.expose("releasedAt", { type: "DateTime", nullable: true })
  })
});
var StockBillFilter = builder.inputType("StockBillFilter", {
  fields: (t) => ({
    billNo: t.string(),
    warehouseId: t.int(),
    type: t.string(),
    status: t.field({ type: StockBillStatusEnum }),
    from: t.field({ type: "DateTime" }),
    to: t.field({ type: "DateTime" }),
    sku: t.string({ description: "SKU code or product name of any line" })
  })
});
var StockBillLineInput = builder.inputType("StockBillLineInput", {
  fields: (t) => ({
    skuId: t.int({ required: true }),
    quantity: t.int({ required: true }),
    unitPrice: t.field({ type: "Decimal" }),
    locationId: t.int({ description: "Required on inbound lines; on outbound lines the stock is taken from it" }),
    remark: t.string()
  })
});
var stockBillFields = (t) => ({
  warehouseId: t.int({ description: 'Required; left out, the answer is "Please select a warehouse first"' }),
  type: t.string(),
  remark: t.string(),
  lines: t.field({ type: [StockBillLineInput], required: true })
});
var StockBillInput = builder.inputType("StockBillInput", { fields: (t) => stockBillFields(t) });
var UpdateStockBillInput = builder.inputType("UpdateStockBillInput", { fields: (t) => ({ id: t.int({ required: true }), ...stockBillFields(t) }) });
var StockLedgerFilter = builder.inputType("StockLedgerFilter", {
  fields: (t) => ({
    warehouseId: t.int(),
    sku: t.string({ description: "SKU code or product name" }),
    type: t.string(),
    billNo: t.string(),
    from: t.field({ type: "DateTime" }),
    to: t.field({ type: "DateTime" })
  })
});
var StockOccupationFilter = builder.inputType("StockOccupationFilter", {
  fields: (t) => ({
    warehouseId: t.int(),
    sku: t.string({ description: "SKU code or product name" }),
    sourceType: t.string(),
    sourceNo: t.string(),
    status: t.field({ type: StockOccupationStatusEnum }),
    from: t.field({ type: "DateTime" }),
    to: t.field({ type: "DateTime" })
  })
});
var OccupyStockInput = builder.inputType("OccupyStockInput", {
  fields: (t) => ({ skuId: t.int({ required: true }), warehouseId: t.int({ required: true }), quantity: t.int({ required: true }), remark: t.string({ required: true }) })
});
var ReleaseStockOccupationInput = builder.inputType("ReleaseStockOccupationInput", {
  fields: (t) => ({ occupationId: t.int({ required: true }), quantity: t.int({ required: true }) })
});
function billInput(input) {
  return { ...compact(input), lines: input.lines.map((l) => compact(l)) };
}
function billQueries(t, direction, permission) {
  return {
    list: t.prismaConnection({
      type: "StockBill",
      cursor: "id",
      maxSize: PAGE_SIZE_MAX,
      defaultSize: 30,
      authScopes: { permission },
      args: { offset: offsetArg(t), filter: t.arg({ type: StockBillFilter }) },
      resolve: async (query, _r, args, ctx) => ctx.db.stockBill.findMany({ ...withOffset(query, args.offset), where: await stockBillWhere(ctx, direction, compact(args.filter ?? {})), orderBy: { id: "desc" } }),
      totalCount: async (_c, args, ctx) => {
        checkOffset(args.offset);
        return ctx.db.stockBill.count({ where: await stockBillWhere(ctx, direction, compact(args.filter ?? {})) });
      }
    }),
    one: t.prismaField({
      type: "StockBill",
      nullable: true,
      authScopes: { permission },
      args: { id: t.arg.int({ required: true }) },
      resolve: async (query, _r, { id: id5 }, ctx) => ctx.db.stockBill.findFirst({ ...query, where: { AND: [await stockBillWhere(ctx, direction), { id: id5 }] } })
    })
  };
}
builder.queryFields((t) => {
  const inbound = billQueries(t, "inbound", "inboundOrder");
  const outbound = billQueries(t, "outbound", "outboundOrder");
  return {
    inboundOrders: inbound.list,
    inboundOrder: inbound.one,
    outboundOrders: outbound.list,
    outboundOrder: outbound.one,
    stockLedger: t.prismaConnection({
      type: "StockLedger",
      cursor: "id",
      maxSize: PAGE_SIZE_MAX,
      defaultSize: 30,
      authScopes: { permission: "inOutWarehouse" },
      description: "Stock movements, newest first",
      args: { offset: t.arg.int({ description: OFFSET2 }), filter: t.arg({ type: StockLedgerFilter }) },
      resolve: async (query, _r, args, ctx) => ctx.db.stockLedger.findMany({ ...withOffset(query, args.offset), where: await ledgerWhere(ctx, compact(args.filter ?? {})), orderBy: { id: "desc" } }),
      totalCount: async (_c, args, ctx) => {
        checkOffset(args.offset);
        return ctx.db.stockLedger.count({ where: await ledgerWhere(ctx, compact(args.filter ?? {})) });
      }
    }),
    stockOccupations: t.prismaConnection({
      type: "StockOccupation",
      cursor: "id",
      maxSize: PAGE_SIZE_MAX,
      defaultSize: 30,
      authScopes: { permission: "stockLockManage" },
      description: "Stock occupations, newest first",
      args: { offset: t.arg.int({ description: OFFSET2 }), filter: t.arg({ type: StockOccupationFilter }) },
      resolve: async (query, _r, args, ctx) => ctx.db.stockOccupation.findMany({ ...withOffset(query, args.offset), where: await occupationWhere(ctx, compact(args.filter ?? {})), orderBy: { id: "desc" } }),
      totalCount: async (_c, args, ctx) => {
        checkOffset(args.offset);
        return ctx.db.stockOccupation.count({ where: await occupationWhere(ctx, compact(args.filter ?? {})) });
      }
    })
  };
});
function billMutations(t, direction, create, confirm) {
  const ext25 = { operateModule: direction === "inbound" ? "inboundOrder" : "outboundOrder" };
  const idArg = { id: t.arg.int({ required: true }) };
  return {
    create: t.prismaField({
      type: "StockBill",
      errors: {},
      authScopes: { permission: create },
      extensions: ext25,
      description: "Saves a draft with a new bill number",
      args: { input: t.arg({ type: StockBillInput, required: true }) },
      resolve: (_q, _r, { input }, ctx) => createBill(ctx, direction, billInput(input))
    }),
    update: t.prismaField({
      type: "StockBill",
      errors: {},
      authScopes: { permission: create },
      extensions: ext25,
      description: "Modifies a draft (its lines are replaced)",
      args: { input: t.arg({ type: UpdateStockBillInput, required: true }) },
      resolve: (_q, _r, { input }, ctx) => updateBill(ctx, direction, billInput(input))
    }),
    confirm: t.prismaField({
      type: "StockBill",
      errors: {},
      authScopes: { permission: confirm },
      extensions: ext25,
      description: "Posts a draft to stock: every line moves in one transaction, or none does",
      args: idArg,
      resolve: (_q, _r, { id: id5 }, ctx) => confirmBill(ctx, direction, id5)
    }),
    cancel: t.prismaField({
      type: "StockBill",
      errors: {},
      authScopes: { permission: create },
      extensions: ext25,
      description: "Cancels a draft",
      args: idArg,
      resolve: (_q, _r, { id: id5 }, ctx) => cancelBill(ctx, direction, id5)
    })
  };
}
builder.mutationFields((t) => {
  const inbound = billMutations(t, "inbound", "inboundOrder.create", "inboundOrder.confirm");
  const outbound = billMutations(t, "outbound", "outboundOrder.create", "outboundOrder.confirm");
  const ext25 = { operateModule: "stockLockManage" };
  return {
    createInboundOrder: inbound.create,
    updateInboundOrder: inbound.update,
    confirmInboundOrder: inbound.confirm,
    cancelInboundOrder: inbound.cancel,
    createOutboundOrder: outbound.create,
    updateOutboundOrder: outbound.update,
    confirmOutboundOrder: outbound.confirm,
    cancelOutboundOrder: outbound.cancel,
    occupyStock: t.prismaField({
      type: "StockOccupation",
      errors: {},
      authScopes: { permission: "stock.occupy" },
      extensions: ext25,
      description: "Locks available stock by hand (whole quantity within available; a remark is required)",
      args: { input: t.arg({ type: OccupyStockInput, required: true }) },
      resolve: (_q, _r, { input }, ctx) => occupyStock(ctx, input)
    }),
    releaseStockOccupation: t.prismaField({
      type: "StockOccupation",
      errors: {},
      authScopes: { permission: "stock.occupy" },
      extensions: ext25,
      description: "Releases part or all of an occupation (never more than it holds)",
      args: { input: t.arg({ type: ReleaseStockOccupationInput, required: true }) },
      resolve: (_q, _r, { input }, ctx) => releaseOccupation(ctx, input)
    })
  };
});

// src/modules/inventory/inventory.graphql.ts
var InventoryRow = builder.prismaObject("Stock", {
  name: "InventoryRow",
  description: "Stock of one SKU in one warehouse",
  fields: (t) => ({
    id: t.exposeInt("id"),
    skuId: t.exposeInt("skuId"),
    warehouseId: t.exposeInt("warehouseId"),
    ...skuFields(t, (s) => s.skuId, { sku: "sku", productName: "productName", image: "image", abcClass: "abcClass" }),
    warehouseName: t.string({ resolve: (s, _a, ctx) => loadWarehouseName(ctx, s.warehouseId) }),
    quantity: t.exposeInt("quantity", { description: "On hand" }),
    safe: t.exposeInt("safe", { description: "Safety stock" }),
    inTransit: t.exposeInt("inTransit", { description: "Shipped to this warehouse by transfers, not yet received" }),
    occupied: t.exposeInt("occupied"),
    available: t.int({ description: "quantity \u2212 occupied", resolve: (s) => availableOf(s) }),
    preSale: t.exposeInt("preSale"),
    purchasePrice: t.expose("purchasePrice", { type: "Decimal", description: "Moving average purchase price of what is on hand" }),
    lowStock: t.boolean({ description: "A safety stock is set and available is below it", resolve: (s) => isLowStock(s) }),
    ageDays: t.int({ nullable: true, description: "Days the oldest remaining lot has been stored", resolve: async (s, _a, ctx) => (await loadAge(ctx, s))?.days ?? null }),
    ageBand: t.string({ nullable: true, description: "0-30, 30-60, 60-90 or 90+", resolve: async (s, _a, ctx) => (await loadAge(ctx, s))?.band ?? null }),
    sales7: t.int({ resolve: async (s, _a, ctx) => (await loadSales(ctx, s)).d7 }),
    sales15: t.int({ resolve: async (s, _a, ctx) => (await loadSales(ctx, s)).d15 }),
    sales30: t.int({ resolve: async (s, _a, ctx) => (await loadSales(ctx, s)).d30 }),
    sales90: t.int({ resolve: async (s, _a, ctx) => (await loadSales(ctx, s)).d90 }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" })
  })
});
var StockLocationRow = builder.prismaObject("StockLocation", {
  name: "StockLocationRow",
  description: "Quantity of one SKU on one location",
  fields: (t) => ({
    id: t.exposeInt("id"),
    skuId: t.exposeInt("skuId"),
    warehouseId: t.exposeInt("warehouseId"),
    locationId: t.exposeInt("locationId"),
    ...skuFields(t, (s) => s.skuId),
    warehouseName: t.string({ resolve: (s, _a, ctx) => loadWarehouseName(ctx, s.warehouseId) }),
    locationCode: t.string({ resolve: (s, _a, ctx) => loadLocationCode(ctx, s.locationId) }),
    quantity: t.exposeInt("quantity"),
    updatedAt: t.expose("updatedAt", { type: "DateTime" })
  })
});
var AgeBandAmount = builder.objectRef("AgeBandAmount").implement({
  fields: (t) => ({
    band: t.exposeString("band", { description: "0-30, 30-60, 60-90 or 90+ days" }),
    quantity: t.exposeInt("quantity"),
    value: t.exposeString("value", { description: "\u03A3 quantity \xD7 purchase price" })
  })
});
var WarehouseStockRowRef = builder.objectRef("WarehouseStockRow").implement({
  description: "Stock of one warehouse: SKUs, quantities, value and storage age",
  fields: (t) => ({
    warehouseId: t.exposeInt("warehouseId"),
    warehouseName: t.exposeString("warehouseName"),
    warehouseType: t.exposeString("warehouseType"),
    skuCount: t.exposeInt("skuCount", { description: "SKUs with stock on hand" }),
    quantity: t.exposeInt("quantity"),
    occupied: t.exposeInt("occupied"),
    available: t.int({ resolve: (r) => r.quantity - r.occupied }),
    inTransit: t.exposeInt("inTransit"),
    value: t.exposeString("value", { description: "\u03A3 quantity \xD7 purchase price" }),
    bands: t.field({ type: [AgeBandAmount], resolve: (r) => r.bands })
  })
});
var AbcResultRef = builder.objectRef("AbcResult").implement({
  description: "How many SKUs fell in each class",
  fields: (t) => ({ a: t.exposeInt("A"), b: t.exposeInt("B"), c: t.exposeInt("C") })
});
var InventoryFilterInput = builder.inputType("InventoryFilter", {
  fields: (t) => ({
    warehouseId: t.int(),
    keyword: t.string({ description: "SKU, SPU or product name" }),
    abcClass: t.string({ description: "A, B or C" }),
    ageBand: t.string({ description: "0-30, 30-60, 60-90 or 90+" }),
    lowStock: t.boolean({ description: "Only rows whose available is below the safety stock" })
  })
});
var StockLocationFilterInput = builder.inputType("StockLocationFilter", {
  fields: (t) => ({ warehouseId: t.int(), locationId: t.int(), keyword: t.string(), inStockOnly: t.boolean({ description: "Default true" }) })
});
var MoveStockLocationInput = builder.inputType("MoveStockLocationInput", {
  fields: (t) => ({
    skuId: t.int({ required: true }),
    warehouseId: t.int({ required: true }),
    fromLocationId: t.int({ required: true }),
    toLocationId: t.int({ required: true }),
    quantity: t.int({ required: true })
  })
});
var SafetyStockItemInput = builder.inputType("SafetyStockItemInput", {
  fields: (t) => ({ skuId: t.int({ required: true }), warehouseId: t.int({ required: true }), safe: t.int({ required: true }) })
});
var SetSafetyStockInput = builder.inputType("SetSafetyStockInput", {
  fields: (t) => ({ items: t.field({ type: [SafetyStockItemInput], required: true }) })
});
builder.queryFields((t) => ({
  inventory: t.prismaConnection({
    type: InventoryRow,
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "inventoryManage" },
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: InventoryFilterInput }) },
    resolve: async (query, _r, args, ctx) => ctx.db.stock.findMany({ ...withOffset(query, args.offset), where: await inventoryWhere(ctx, compact(args.filter ?? {})), orderBy: { id: "asc" } }),
    totalCount: async (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.stock.count({ where: await inventoryWhere(ctx, compact(args.filter ?? {})) });
    }
  }),
  safetyStocks: t.prismaConnection({
    type: InventoryRow,
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "safetyStock" },
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: InventoryFilterInput }) },
    resolve: async (query, _r, args, ctx) => ctx.db.stock.findMany({ ...withOffset(query, args.offset), where: await inventoryWhere(ctx, compact(args.filter ?? {})), orderBy: { id: "asc" } }),
    totalCount: async (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.stock.count({ where: await inventoryWhere(ctx, compact(args.filter ?? {})) });
    }
  }),
  stockLocations: t.prismaConnection({
    type: StockLocationRow,
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "inventoryManagement" },
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: StockLocationFilterInput }) },
    resolve: async (query, _r, args, ctx) => ctx.db.stockLocation.findMany({
      ...withOffset(query, args.offset),
      where: await stockLocationWhere(ctx, compact(args.filter ?? {})),
      orderBy: [{ warehouseId: "asc" }, { locationId: "asc" }, { id: "asc" }]
    }),
    totalCount: async (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.stockLocation.count({ where: await stockLocationWhere(ctx, compact(args.filter ?? {})) });
    }
  }),
  warehouseStockReport: t.field({
    type: [WarehouseStockRowRef],
    authScopes: { permission: "warehouseStockReport" },
    args: { warehouseId: t.arg.int() },
    resolve: (_r, args, ctx) => warehouseStockReport(ctx, args.warehouseId)
  })
}));
var ext7 = { operateModule: "inventory" };
builder.mutationFields((t) => ({
  moveStockLocation: t.prismaField({
    type: InventoryRow,
    errors: {},
    authScopes: { permission: "stock.move" },
    extensions: ext7,
    description: "Moves stock between two locations of one warehouse; the balance does not change",
    args: { input: t.arg({ type: MoveStockLocationInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => moveLocation(ctx, input)
  }),
  setSafetyStock: t.field({
    type: "Int",
    errors: {},
    authScopes: { permission: "stock.setSafe" },
    extensions: ext7,
    description: "Sets the safety stock of SKUs in warehouses; answers how many were set",
    args: { input: t.arg({ type: SetSafetyStockInput, required: true }) },
    resolve: (_r, { input }, ctx) => setSafetyStock(ctx, input)
  }),
  recomputeAbc: t.field({
    type: AbcResultRef,
    errors: {},
    authScopes: { permission: "inventoryManage" },
    extensions: ext7,
    description: "Classifies every SKU now (also done on the first of each month)",
    resolve: (_r, _a, ctx) => recomputeAbcFor(ctx.platform, assertCan(ctx, "inventoryManage").companyId)
  })
}));

// src/modules/transfers/transfers.graphql.ts
builder.prismaObject("TransferOrderLine", {
  description: "One SKU of a transfer order",
  fields: (t) => ({
    id: t.exposeInt("id"),
    skuId: t.exposeInt("skuId"),
    ...skuFields(t, (l) => l.skuId),
    quantity: t.exposeInt("quantity"),
    receivedQuantity: t.exposeInt("receivedQuantity"),
    freightShare: t.expose("freightShare", { type: "Decimal", description: "Share of the freight (set when shipped)" }),
    toLocationId: t.exposeInt("toLocationId", { nullable: true }),
    toLocationCode: t.string({ resolve: (l, _a, ctx) => loadLocationCode(ctx, l.toLocationId) })
  })
});
builder.prismaObject("TransferOrder", {
  description: "A transfer of stock from one warehouse to another",
  fields: (t) => ({
    id: t.exposeInt("id"),
    billNo: t.exposeString("billNo"),
    status: t.expose("status", { type: TransferOrderStatusEnum }),
    fromWarehouseId: t.exposeInt("fromWarehouseId"),
    toWarehouseId: t.exposeInt("toWarehouseId"),
    fromWarehouseName: t.string({ resolve: (o, _a, ctx) => loadWarehouseName(ctx, o.fromWarehouseId) }),
    toWarehouseName: t.string({ resolve: (o, _a, ctx) => loadWarehouseName(ctx, o.toWarehouseId) }),
    dispatcherId: t.exposeInt("dispatcherId", { nullable: true }),
    dispatcherName: t.string({ description: "Who marked it shipped", resolve: (o, _a, ctx) => loadUserName(ctx, o.dispatcherId) }),
    freight: t.expose("freight", { type: "Decimal" }),
    costSharing: t.exposeString("costSharing", { description: "quantity, weight or value" }),
    trackingNo: t.exposeString("trackingNo"),
    remark: t.exposeString("remark"),
    shippedAt: t.expose("shippedAt", { type: "DateTime", nullable: true }),
    receivedAt: t.expose("receivedAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    lines: t.relation("lines", { query: { orderBy: { id: "asc" } } }),
    totalQuantity: t.int({
      select: { lines: { select: { quantity: true } } },
      resolve: (o) => o.lines.reduce((s, l) => s + l.quantity, 0)
    })
  })
});
var TransferFilter = builder.inputType("TransferOrderFilter", {
  fields: (t) => ({ status: t.field({ type: TransferOrderStatusEnum }), keyword: t.string({ description: "Bill or tracking number" }), fromWarehouseId: t.int(), toWarehouseId: t.int() })
});
var TransferLineInput = builder.inputType("TransferOrderLineInput", {
  fields: (t) => ({ skuId: t.int({ required: true }), quantity: t.int({ required: true }) })
});
var TransferInput = builder.inputType("TransferOrderInput", {
  fields: (t) => ({
    fromWarehouseId: t.int({ required: true }),
    toWarehouseId: t.int({ required: true }),
    freight: t.field({ type: "Decimal" }),
    costSharing: t.string({ description: "quantity (default), weight or value" }),
    remark: t.string(),
    lines: t.field({ type: [TransferLineInput], required: true })
  })
});
var ShipInput = builder.inputType("ShipTransferOrderInput", {
  fields: (t) => ({ id: t.int({ required: true }), trackingNo: t.string() })
});
var ReceiveLineInput = builder.inputType("ReceiveTransferLineInput", {
  fields: (t) => ({ lineId: t.int({ required: true }), locationId: t.int({ required: true }) })
});
var ReceiveInput = builder.inputType("ReceiveTransferOrderInput", {
  fields: (t) => ({
    id: t.int({ required: true }),
    locationId: t.int({ description: "Location of the target warehouse for the lines not listed" }),
    lines: t.field({ type: [ReceiveLineInput] })
  })
});
builder.queryFields((t) => ({
  transferOrders: t.prismaConnection({
    type: "TransferOrder",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "productTransferBill" },
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: TransferFilter }) },
    resolve: (query, _r, args, ctx) => ctx.db.transferOrder.findMany({ ...withOffset(query, args.offset), where: transferWhere(ctx, compact(args.filter ?? {})), orderBy: { id: "desc" } }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.transferOrder.count({ where: transferWhere(ctx, compact(args.filter ?? {})) });
    }
  }),
  transferOrder: t.prismaField({
    type: "TransferOrder",
    nullable: true,
    authScopes: { permission: "productTransferBill" },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _r, { id: id5 }, ctx) => ctx.db.transferOrder.findFirst({ ...query, where: { AND: [transferWhere(ctx), { id: id5 }] } })
  })
}));
var ext8 = { operateModule: "transfers" };
builder.mutationFields((t) => ({
  createTransferOrder: t.prismaField({
    type: "TransferOrder",
    errors: {},
    authScopes: { permission: "transfer.create" },
    extensions: ext8,
    args: { input: t.arg({ type: TransferInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => createTransfer(ctx, compact(input))
  }),
  updateTransferOrder: t.prismaField({
    type: "TransferOrder",
    errors: {},
    authScopes: { permission: "transfer.create" },
    extensions: ext8,
    description: "Edits a draft (warehouses, freight, lines)",
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: TransferInput, required: true }) },
    resolve: (_q, _r, { id: id5, input }, ctx) => updateTransfer(ctx, id5, compact(input))
  }),
  submitTransferOrder: t.prismaField({
    type: "TransferOrder",
    errors: {},
    authScopes: { permission: "transfer.create" },
    extensions: ext8,
    description: "Draft \u2192 pending shipment: occupies the quantities at the source warehouse",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id: id5 }, ctx) => submitTransfer(ctx, id5)
  }),
  shipTransferOrder: t.prismaField({
    type: "TransferOrder",
    errors: {},
    authScopes: { permission: "transfer.ship" },
    extensions: ext8,
    description: "Pending shipment \u2192 shipped: stock leaves the source and is in transit to the target",
    args: { input: t.arg({ type: ShipInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => shipTransfer(ctx, compact(input))
  }),
  cancelTransferOrder: t.prismaField({
    type: "TransferOrder",
    errors: {},
    authScopes: { permission: "transfer.create" },
    extensions: ext8,
    description: "Draft or pending shipment \u2192 cancelled (the occupation is released)",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id: id5 }, ctx) => cancelTransfer(ctx, id5)
  }),
  deleteTransferOrder: t.field({
    type: "Int",
    errors: {},
    authScopes: { permission: "transfer.create" },
    extensions: ext8,
    description: "Deletes a draft or cancelled order; answers its id",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id: id5 }, ctx) => deleteTransfer(ctx, id5)
  }),
  receiveTransferOrder: t.prismaField({
    type: "TransferOrder",
    errors: {},
    authScopes: { permission: "transfer.receive" },
    extensions: ext8,
    description: "Shipped \u2192 received: arrival and storage at locations of the target warehouse",
    args: { input: t.arg({ type: ReceiveInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => receiveTransfer(ctx, compact(input))
  })
}));

// src/modules/assemble/assemble.pdf.ts
async function renderAssemblePdf(lang, warehouseName, pages, now = /* @__PURE__ */ new Date()) {
  const printLang = pdfLang(lang);
  const t = (id5) => translate(printLang, id5);
  const pdf = newPdf({ size: "A4", margin: 40, info: { Title: t("stock.pdf.title") } });
  const { doc } = pdf;
  const text = pdf.fit;
  pages.forEach((p, i) => {
    if (i > 0) doc.addPage();
    doc.fontSize(18).text(`${t("stock.pdf.title")} ${p.sheet.billNo}`);
    doc.moveDown(0.5).fontSize(11);
    const status = translate(printLang, `stock.assembleStatus.${p.sheet.status}`);
    doc.text(`${t("stock.pdf.warehouse")}: ${text(warehouseName)}`);
    doc.text(`${t("stock.pdf.combo")}: ${text(p.comboSku)}  ${text(p.comboName)}`);
    doc.text(`${t("stock.pdf.quantity")}: ${p.sheet.quantity}    ${t("stock.pdf.status")}: ${status}`);
    doc.text(`${t("stock.pdf.remark")}: ${text(p.sheet.remark)}`);
    doc.moveDown();
    const cols = [40, 200, 330, 410, 490];
    const header = [t("stock.pdf.component"), "", t("stock.pdf.perUnit"), t("stock.pdf.required"), t("stock.pdf.occupied")];
    let y = doc.y;
    header.forEach((h, c) => h && doc.text(h, cols[c], y, { width: 120 }));
    y = doc.y + 4;
    doc.moveTo(40, y).lineTo(555, y).stroke();
    for (const c of p.components) {
      y += 6;
      doc.text(text(c.sku), cols[0], y, { width: 150 });
      doc.text(text(c.productName), cols[1], y, { width: 125, height: 14, ellipsis: true });
      doc.text(String(c.perUnit), cols[2], y);
      doc.text(String(c.required), cols[3], y);
      doc.text(String(c.occupied), cols[4], y);
      y = doc.y;
    }
    doc.moveDown(2).fontSize(9).text(`${t("stock.pdf.printedAt")}: ${now.toISOString().slice(0, 16).replace("T", " ")} UTC`, 40);
  });
  const file = await pdf.finish("");
  return Buffer.from(file.contentBase64, "base64");
}

// src/modules/assemble/assemble.service.ts
var ASSEMBLE_BILL_TYPE = "assemble";
function assembleWhere(ctx, f = {}) {
  assertCan(ctx, "assembleSheet");
  const kw = f.keyword?.trim();
  if (kw && kw.length > 100) throw ValidationError.field("keyword", "validation.tooLong");
  return {
    ...f.status ? { status: f.status } : {},
    ...f.warehouseId ? { warehouseId: f.warehouseId } : {},
    ...kw ? { OR: [{ billNo: { contains: kw, mode: "insensitive" } }, { remark: { contains: kw, mode: "insensitive" } }] } : {}
  };
}
async function findSheet(db, id5) {
  const sheet = await db.assembleSheet.findFirst({ where: { id: id5 } });
  if (!sheet) throw new NotFoundError("stock.assembleNotFound", { id: id5 });
  return sheet;
}
async function componentStates(db, sheet) {
  return (await componentStatesOf(db, [sheet]))[0];
}
async function componentStatesOf(db, sheets) {
  if (!sheets.length) return [];
  const components = await db.skuComponent.findMany({
    where: { comboSkuId: { in: [...new Set(sheets.map((s) => s.comboSkuId))] } },
    include: { componentSku: { select: { id: true, sku: true, product: { select: { name: true } } } } },
    orderBy: { id: "asc" }
  });
  const [occupations, stocks] = await Promise.all([
    db.stockOccupation.groupBy({
      by: ["sourceNo", "skuId"],
      where: { sourceType: ASSEMBLE_BILL_TYPE, sourceNo: { in: sheets.map((s) => s.billNo) }, status: "active" },
      _sum: { quantity: true }
    }),
    db.stock.findMany({
      where: { warehouseId: { in: [...new Set(sheets.map((s) => s.warehouseId))] }, skuId: { in: [...new Set(components.map((c) => c.componentSkuId))] } },
      select: { skuId: true, warehouseId: true, quantity: true, occupied: true }
    })
  ]);
  return sheets.map((sheet) => {
    const mine = components.filter((c) => c.comboSkuId === sheet.comboSkuId);
    const required = new Map(assembleRequirement(sheet.quantity, mine.map((c) => ({ skuId: c.componentSkuId, quantity: c.quantity }))).map((r) => [r.skuId, r.quantity]));
    return mine.map((c) => {
      const stock = stocks.find((s) => s.skuId === c.componentSkuId && s.warehouseId === sheet.warehouseId);
      return {
        skuId: c.componentSkuId,
        sku: c.componentSku.sku,
        productName: c.componentSku.product.name,
        perUnit: c.quantity,
        required: required.get(c.componentSkuId) ?? 0,
        occupied: occupations.find((o) => o.sourceNo === sheet.billNo && o.skuId === c.componentSkuId)?._sum.quantity ?? 0,
        available: stock ? stock.quantity - stock.occupied : 0
      };
    });
  });
}
async function loadComponents(ctx, sheet) {
  const key = { id: sheet.id, billNo: sheet.billNo, comboSkuId: sheet.comboSkuId, warehouseId: sheet.warehouseId, quantity: sheet.quantity };
  return await requestLoader(ctx, "assemble-components", (keys) => componentStatesOf(ctx.db, keys)).load(key) ?? [];
}
async function occupyComponents(ctx, tx, sheet, lines2) {
  const actor = requireActor(ctx);
  const states = await componentStates(tx, sheet);
  const wanted = [];
  if (lines2.length) {
    for (const [i, line] of lines2.entries()) {
      const state = states.find((s) => s.skuId === line.skuId);
      if (!state) {
        const sku = await tx.sku.findFirst({ where: { id: line.skuId }, select: { sku: true } });
        if (!sku) throw new NotFoundError("stock.skuNotFound");
        throw ValidationError.field(`lines.${i}.skuId`, "stock.notComponent", { sku: sku.sku });
      }
      if (line.quantity > state.available || state.occupied + line.quantity > state.required) {
        throw new BusinessError("stock.assembleOccupyExceeds", { sku: state.sku, available: state.available, required: state.required - state.occupied });
      }
      wanted.push({ state, quantity: line.quantity });
    }
  } else {
    for (const state of states) {
      const quantity2 = Math.min(state.required - state.occupied, state.available);
      if (quantity2 > 0) wanted.push({ state, quantity: quantity2 });
    }
  }
  if (!wanted.length) return [];
  await applyMoves(ctx, tx, wanted.map((w) => ({
    skuId: w.state.skuId,
    warehouseId: sheet.warehouseId,
    type: "occupy",
    occupied: w.quantity,
    billType: ASSEMBLE_BILL_TYPE,
    billNo: sheet.billNo
  })));
  await tx.stockOccupation.createMany({
    data: wanted.map((w) => ({
      companyId: actor.companyId,
      skuId: w.state.skuId,
      warehouseId: sheet.warehouseId,
      quantity: w.quantity,
      sourceType: ASSEMBLE_BILL_TYPE,
      sourceNo: sheet.billNo
    }))
  });
  return wanted.map((w) => w.state.skuId);
}
async function createAssemble(ctx, raw) {
  const actor = assertCan(ctx, "assemble.create");
  const input = parseInput(assembleSheetInput, raw);
  const warehouse = await findWarehouse(ctx.db, input.warehouseId);
  if (!warehouse.enabled) throw ValidationError.field("warehouseId", "inventory.warehouseDisabled", { name: warehouse.name });
  const combo = await findSku(ctx.db, input.comboSkuId);
  if (!combo.isCombo) throw new BusinessError("inventory.notCombo", { sku: combo.sku });
  if (!await ctx.db.skuComponent.count({ where: { comboSkuId: combo.id } })) throw new BusinessError("stock.comboNoComponents", { sku: combo.sku });
  for (let attempt = 0; ; attempt++) {
    try {
      const { sheet, occupied } = await ctx.db.$transaction(async (tx) => {
        const sheet2 = await tx.assembleSheet.create({
          data: { companyId: actor.companyId, billNo: newBillNo("JG"), warehouseId: warehouse.id, comboSkuId: combo.id, quantity: input.quantity, remark: input.remark }
        });
        return { sheet: sheet2, occupied: await occupyComponents(ctx, tx, sheet2, []) };
      });
      await alertLowStock(ctx, occupied, warehouse.id);
      return sheet;
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
}
async function occupyAssemble(ctx, raw) {
  assertCan(ctx, "assemble.create");
  const input = parseInput(assembleOccupyInput, raw);
  const sheet = await findSheet(ctx.db, input.id);
  if (!ASSEMBLE_OCCUPIABLE.includes(sheet.status)) throw illegalTransition("assemble", sheet.status, "occupy");
  const occupied = await ctx.db.$transaction(async (tx) => {
    const { count: count2 } = await tx.assembleSheet.updateMany({ where: { id: sheet.id, status: { in: [...ASSEMBLE_OCCUPIABLE] } }, data: { updatedAt: /* @__PURE__ */ new Date() } });
    if (count2 !== 1) throw illegalTransition("assemble", (await findSheet(tx, sheet.id)).status, "occupy");
    return occupyComponents(ctx, tx, sheet, input.lines);
  });
  await alertLowStock(ctx, occupied, sheet.warehouseId);
  return findSheet(ctx.db, sheet.id);
}
async function claim(tx, sheet, action, data = {}) {
  const t = ASSEMBLE_TRANSITIONS[action];
  const { count: count2 } = await tx.assembleSheet.updateMany({ where: { id: sheet.id, status: { in: [...t.from] } }, data: { ...data, status: t.to } });
  if (count2 !== 1) throw illegalTransition("assemble", (await findSheet(tx, sheet.id)).status, action);
}
function assertCanMove(sheet, action) {
  if (!canTransition(ASSEMBLE_TRANSITIONS, action, sheet.status)) throw illegalTransition("assemble", sheet.status, action);
}
async function startAssemble(ctx, id5) {
  assertCan(ctx, "assemble.process");
  const sheet = await findSheet(ctx.db, id5);
  assertCanMove(sheet, "start");
  return ctx.db.$transaction(async (tx) => {
    await claim(tx, sheet, "start", { startedAt: /* @__PURE__ */ new Date() });
    for (const c of await componentStates(tx, sheet)) {
      if (c.occupied < c.required) throw new BusinessError("inventory.occupiedBelowProcessing", { sku: c.sku, occupied: c.occupied, needed: c.required });
    }
    return findSheet(tx, id5);
  });
}
async function returnAssembleToPending(ctx, id5) {
  assertCan(ctx, "assemble.process");
  const sheet = await findSheet(ctx.db, id5);
  assertCanMove(sheet, "returnToPending");
  return ctx.db.$transaction(async (tx) => {
    await claim(tx, sheet, "returnToPending", { startedAt: null });
    return findSheet(tx, id5);
  });
}
async function completeAssemble(ctx, raw) {
  assertCan(ctx, "assemble.process");
  const input = parseInput(assembleCompleteInput, raw);
  const sheet = await findSheet(ctx.db, input.id);
  assertCanMove(sheet, "complete");
  if (input.locationId != null) await findLocation(ctx.db, input.locationId, sheet.warehouseId);
  const result = await ctx.db.$transaction(async (tx) => {
    await claim(tx, sheet, "complete", { completedAt: /* @__PURE__ */ new Date(), processed: sheet.quantity });
    const states = await componentStates(tx, sheet);
    const prices = await unitPrices(tx, sheet.warehouseId, states.map((c) => c.skuId));
    const moves = [];
    for (const c of states) {
      if (c.occupied < c.required) throw new BusinessError("inventory.occupiedBelowProcessing", { sku: c.sku, occupied: c.occupied, needed: c.required });
      moves.push(...await outgoingMoves(tx, {
        skuId: c.skuId,
        warehouseId: sheet.warehouseId,
        type: "assembleOut",
        quantity: c.required,
        occupied: c.occupied,
        unitCost: (prices.get(c.skuId) ?? 0).toFixed(4),
        billType: ASSEMBLE_BILL_TYPE,
        billNo: sheet.billNo
      }));
    }
    const unitCost = states.reduce((s, c) => s + (prices.get(c.skuId) ?? 0) * c.perUnit, 0);
    const locationId = input.locationId ?? moves.find((m) => m.locationId != null)?.locationId ?? null;
    moves.push({ skuId: sheet.comboSkuId, warehouseId: sheet.warehouseId, locationId, type: "assembleIn", quantity: sheet.quantity, unitCost: unitCost.toFixed(4), billType: ASSEMBLE_BILL_TYPE, billNo: sheet.billNo });
    await applyMoves(ctx, tx, moves);
    await tx.stockOccupation.updateMany({ where: { sourceType: ASSEMBLE_BILL_TYPE, sourceNo: sheet.billNo, status: "active" }, data: { status: "released", releasedAt: /* @__PURE__ */ new Date() } });
    return { sheet: await findSheet(tx, sheet.id), skuIds: states.map((c) => c.skuId) };
  });
  await alertLowStock(ctx, result.skuIds, sheet.warehouseId);
  return result.sheet;
}
async function deleteAssemble(ctx, id5) {
  assertCan(ctx, "assemble.create");
  const sheet = await findSheet(ctx.db, id5);
  if (!ASSEMBLE_DELETABLE.includes(sheet.status)) throw illegalTransition("assemble", sheet.status, "delete");
  await ctx.db.$transaction(async (tx) => {
    const { count: count2 } = await tx.assembleSheet.deleteMany({ where: { id: id5, status: { in: [...ASSEMBLE_DELETABLE] } } });
    if (count2 !== 1) throw illegalTransition("assemble", (await findSheet(tx, id5)).status, "delete");
    const held = await tx.stockOccupation.groupBy({ by: ["skuId"], where: { sourceType: ASSEMBLE_BILL_TYPE, sourceNo: sheet.billNo, status: "active" }, _sum: { quantity: true } });
    const moves = held.filter((h) => (h._sum.quantity ?? 0) > 0).map((h) => ({ skuId: h.skuId, warehouseId: sheet.warehouseId, type: "release", occupied: -(h._sum.quantity ?? 0), billType: ASSEMBLE_BILL_TYPE, billNo: sheet.billNo }));
    if (moves.length) await applyMoves(ctx, tx, moves);
    await tx.stockOccupation.updateMany({ where: { sourceType: ASSEMBLE_BILL_TYPE, sourceNo: sheet.billNo, status: "active" }, data: { status: "released", releasedAt: /* @__PURE__ */ new Date() } });
  });
  return id5;
}
async function printAssembleSheets(ctx, raw) {
  assertCan(ctx, "assembleSheet");
  const input = parseInput(assemblePrintInput, raw);
  const ids2 = [...new Set(input.ids)];
  const sheets = await ctx.db.assembleSheet.findMany({ where: { id: { in: ids2 } }, orderBy: { id: "asc" } });
  if (sheets.length !== ids2.length) throw new NotFoundError("stock.assembleNotFound");
  if (new Set(sheets.map((s) => s.warehouseId)).size > 1) throw new BusinessError("inventory.printDifferentWarehouses");
  const warehouse = await findWarehouse(ctx.db, sheets[0].warehouseId);
  const combos = await ctx.db.sku.findMany({ where: { id: { in: sheets.map((s) => s.comboSkuId) } }, include: { product: { select: { name: true } } } });
  const pages = [];
  for (const s of sheets) {
    const combo = combos.find((c) => c.id === s.comboSkuId);
    pages.push({ sheet: s, comboSku: combo?.sku ?? "", comboName: combo?.product.name ?? "", components: await componentStates(ctx.db, s) });
  }
  const pdf = await renderAssemblePdf(ctx.lang, warehouse.name, pages);
  const fileName = sheets.length === 1 ? `${sheets[0].billNo}.pdf` : `assemble-sheets-${sheets.length}.pdf`;
  return { fileName, mimeType: "application/pdf", base64: pdf.toString("base64") };
}

// src/modules/assemble/assemble.graphql.ts
var AssembleComponent = builder.objectRef("AssembleComponent").implement({
  description: "A component of the combination on a processing sheet",
  fields: (t) => ({
    skuId: t.exposeInt("skuId"),
    sku: t.exposeString("sku"),
    productName: t.exposeString("productName"),
    perUnit: t.exposeInt("perUnit", { description: "Quantity per combination" }),
    required: t.exposeInt("required", { description: "Quantity actually required: per unit \xD7 sheet quantity" }),
    occupied: t.exposeInt("occupied", { description: "Occupied for this sheet" }),
    available: t.exposeInt("available", { description: "Available in the warehouse now" })
  })
});
builder.prismaObject("AssembleSheet", {
  description: "A processing sheet: builds a combination SKU from its components",
  fields: (t) => ({
    id: t.exposeInt("id"),
    billNo: t.exposeString("billNo", { description: "Odd number" }),
    status: t.expose("status", { type: AssembleSheetStatusEnum }),
    warehouseId: t.exposeInt("warehouseId"),
    warehouseName: t.string({ resolve: (s, _a, ctx) => loadWarehouseName(ctx, s.warehouseId) }),
    comboSkuId: t.exposeInt("comboSkuId"),
    ...skuFields(t, (s) => s.comboSkuId, { sku: "comboSku", productName: "comboName", image: "comboImage" }),
    quantity: t.exposeInt("quantity", { description: "Quantity to process" }),
    processed: t.exposeInt("processed", { description: "Quantity processed (set when completed)" }),
    remark: t.exposeString("remark"),
    startedAt: t.expose("startedAt", { type: "DateTime", nullable: true }),
    completedAt: t.expose("completedAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    components: t.field({ type: [AssembleComponent], resolve: (s, _a, ctx) => loadComponents(ctx, s) }),
    fullyOccupied: t.boolean({
      description: "Every component is occupied as far as the sheet needs (processing may start)",
      resolve: async (s, _a, ctx) => (await loadComponents(ctx, s)).every((c) => c.occupied >= c.required)
    })
  })
});
var PrintedFile = builder.objectRef("PrintedFile").implement({
  description: "A generated document, base64-encoded",
  fields: (t) => ({ fileName: t.exposeString("fileName"), mimeType: t.exposeString("mimeType"), base64: t.exposeString("base64") })
});
var AssembleFilter = builder.inputType("AssembleSheetFilter", {
  fields: (t) => ({ status: t.field({ type: AssembleSheetStatusEnum }), warehouseId: t.int(), keyword: t.string({ description: "Odd number or remark" }) })
});
var CreateInput = builder.inputType("CreateAssembleSheetInput", {
  fields: (t) => ({ warehouseId: t.int({ required: true }), comboSkuId: t.int({ required: true }), quantity: t.int({ required: true }), remark: t.string({ required: true }) })
});
var OccupyLineInput = builder.inputType("AssembleOccupyLineInput", {
  fields: (t) => ({ skuId: t.int({ required: true }), quantity: t.int({ required: true }) })
});
var OccupyInput = builder.inputType("OccupyAssembleSheetInput", {
  fields: (t) => ({ id: t.int({ required: true }), lines: t.field({ type: [OccupyLineInput], description: "Omitted: top every component up as far as stock allows" }) })
});
var CompleteInput = builder.inputType("CompleteAssembleSheetInput", {
  fields: (t) => ({ id: t.int({ required: true }), locationId: t.int({ description: "Where the combinations are stored" }) })
});
builder.queryFields((t) => ({
  assembleSheets: t.prismaConnection({
    type: "AssembleSheet",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "assembleSheet" },
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: AssembleFilter }) },
    resolve: (query, _r, args, ctx) => ctx.db.assembleSheet.findMany({ ...withOffset(query, args.offset), where: assembleWhere(ctx, compact(args.filter ?? {})), orderBy: { id: "desc" } }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.assembleSheet.count({ where: assembleWhere(ctx, compact(args.filter ?? {})) });
    }
  }),
  assembleSheet: t.prismaField({
    type: "AssembleSheet",
    nullable: true,
    authScopes: { permission: "assembleSheet" },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _r, { id: id5 }, ctx) => ctx.db.assembleSheet.findFirst({ ...query, where: { AND: [assembleWhere(ctx), { id: id5 }] } })
  })
}));
var ext9 = { operateModule: "assemble" };
builder.mutationFields((t) => ({
  createAssembleSheet: t.prismaField({
    type: "AssembleSheet",
    errors: {},
    authScopes: { permission: "assemble.create" },
    extensions: ext9,
    description: "A pending sheet; the components are occupied as far as available stock allows",
    args: { input: t.arg({ type: CreateInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => createAssemble(ctx, input)
  }),
  occupyAssembleSheet: t.prismaField({
    type: "AssembleSheet",
    errors: {},
    authScopes: { permission: "assemble.create" },
    extensions: ext9,
    description: "Occupies more of the components of a pending sheet",
    args: { input: t.arg({ type: OccupyInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => occupyAssemble(ctx, compact(input))
  }),
  startAssembleSheet: t.prismaField({
    type: "AssembleSheet",
    errors: {},
    authScopes: { permission: "assemble.process" },
    extensions: ext9,
    description: "Pending \u2192 processing (every component must be fully occupied)",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id: id5 }, ctx) => startAssemble(ctx, id5)
  }),
  completeAssembleSheet: t.prismaField({
    type: "AssembleSheet",
    errors: {},
    authScopes: { permission: "assemble.process" },
    extensions: ext9,
    description: "Processing \u2192 completed: components out, combinations in",
    args: { input: t.arg({ type: CompleteInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => completeAssemble(ctx, compact(input))
  }),
  returnAssembleSheetToPending: t.prismaField({
    type: "AssembleSheet",
    errors: {},
    authScopes: { permission: "assemble.process" },
    extensions: ext9,
    description: "Processing \u2192 pending",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id: id5 }, ctx) => returnAssembleToPending(ctx, id5)
  }),
  deleteAssembleSheet: t.field({
    type: "Int",
    errors: {},
    authScopes: { permission: "assemble.create" },
    extensions: ext9,
    description: "Deletes a pending sheet and releases its occupation; answers its id",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id: id5 }, ctx) => deleteAssemble(ctx, id5)
  }),
  printAssembleSheets: t.field({
    type: PrintedFile,
    errors: {},
    authScopes: { permission: "assembleSheet" },
    extensions: ext9,
    description: "One PDF of the sheets; they must all be in the same warehouse",
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_r, { ids: ids2 }, ctx) => printAssembleSheets(ctx, { ids: ids2 })
  })
}));

// src/modules/barcodes/pdf.graphql.ts
var PdfFileRef = builder.objectRef("PdfFile").implement({
  description: "A generated PDF, base64-encoded",
  fields: (t) => ({
    filename: t.exposeString("filename"),
    contentBase64: t.exposeString("contentBase64"),
    pages: t.exposeInt("pages")
  })
});

// src/modules/inventory-count/inventory-count.pdf.ts
var PAGE2 = { width: 595.28, height: 841.89, margin: 36 };
var ROW = 20;
var byText2 = (a, b) => a < b ? -1 : a > b ? 1 : 0;
async function printCountTask(ctx, id5, sortBy) {
  assertCan(ctx, "inventoryCount");
  if (sortBy && !COUNT_PRINT_ORDERS.includes(sortBy)) throw ValidationError.field("sortBy", "inventory.countType");
  const task = await findTask(ctx, id5);
  const order = sortBy || task.countType;
  const [lines2, warehouse] = await Promise.all([
    ctx.db.inventoryCountLine.findMany({ where: { taskId: task.id }, orderBy: { id: "asc" } }),
    ctx.db.warehouse.findFirst({ where: { id: task.warehouseId }, select: { name: true } })
  ]);
  const [skus, locations] = await Promise.all([
    ctx.db.sku.findMany({ where: { id: { in: [...new Set(lines2.map((l) => l.skuId))] } }, select: { id: true, sku: true, product: { select: { name: true } } } }),
    ctx.db.location.findMany({ where: { id: { in: [...new Set(lines2.map((l) => l.locationId))] } }, select: { id: true, code: true } })
  ]);
  const skuOf = new Map(skus.map((s) => [s.id, s]));
  const codeOf = new Map(locations.map((l) => [l.id, l.code]));
  const rows = lines2.map((l) => ({
    location: codeOf.get(l.locationId) ?? String(l.locationId),
    sku: skuOf.get(l.skuId)?.sku ?? String(l.skuId),
    product: skuOf.get(l.skuId)?.product.name ?? "",
    book: l.bookQty,
    counted: l.countedQty
  }));
  if (order === "location") rows.sort((a, b) => byText2(a.location, b.location) || byText2(a.sku, b.sku));
  else if (order === "sku") rows.sort((a, b) => byText2(a.sku, b.sku) || byText2(a.location, b.location));
  const pdf = newPdf({ size: "A4", margin: PAGE2.margin });
  const { doc, fit } = pdf;
  const lang = pdfLang(ctx.lang);
  const t = (msg, params) => translate(lang, msg, params);
  doc.info.Title = t("counts.pdf.title", { taskNo: task.taskNo });
  const showBook = task.mode !== "blind";
  const left = PAGE2.margin;
  const width = PAGE2.width - 2 * PAGE2.margin;
  const fixed = { no: 34, location: 90, sku: 120, book: showBook ? 60 : 0, counted: 64 };
  const productWidth = width - fixed.no - fixed.location - fixed.sku - fixed.book - fixed.counted;
  const columns = [
    { key: "no", title: t("counts.pdf.no"), w: fixed.no, align: "left" },
    { key: "location", title: t("counts.pdf.location"), w: fixed.location, align: "left" },
    { key: "sku", title: t("counts.pdf.sku"), w: fixed.sku, align: "left" },
    { key: "product", title: t("counts.pdf.product"), w: productWidth, align: "left" },
    ...showBook ? [{ key: "book", title: t("counts.pdf.book"), w: fixed.book, align: "right" }] : [],
    { key: "counted", title: t("counts.pdf.counted"), w: fixed.counted, align: "right" }
  ];
  const cell = (text, x, y2, w, align) => doc.text(fit(text), x + 3, y2 + 6, { width: w - 6, height: ROW - 6, align, lineBreak: false, ellipsis: true });
  const header = (y2) => {
    doc.fontSize(9).fillColor("#000");
    doc.rect(left, y2, width, ROW).fillAndStroke("#eeeeee", "#999999");
    doc.fillColor("#000");
    let x = left;
    for (const c of columns) {
      cell(c.title, x, y2, c.w, c.align);
      x += c.w;
    }
    return y2 + ROW;
  };
  doc.fontSize(16).text(fit(t("counts.pdf.title", { taskNo: task.taskNo })), left, PAGE2.margin, { width });
  doc.moveDown(0.3).fontSize(9).fillColor("#333");
  const printedAt = (/* @__PURE__ */ new Date()).toISOString().slice(0, 16).replace("T", " ");
  doc.text(
    fit(
      [
        `${t("counts.pdf.warehouse")}: ${warehouse?.name ?? ""}`,
        `${t("counts.pdf.mode")}: ${t(`counts.mode.${task.mode}`)}`,
        `${t("counts.pdf.sortedBy")}: ${t(`counts.countType.${order}`)}`,
        `${t("counts.pdf.lines")}: ${rows.length}`,
        `${t("counts.pdf.printedAt")}: ${printedAt} UTC`
      ].join("    ")
    ),
    { width }
  );
  let y = header(doc.y + 8);
  const bottom = PAGE2.height - PAGE2.margin - 24;
  rows.forEach((r, i) => {
    if (y + ROW > bottom) {
      doc.addPage();
      y = header(PAGE2.margin);
    }
    doc.fontSize(9).fillColor("#000");
    doc.rect(left, y, width, ROW).stroke("#bbbbbb");
    const values = {
      no: String(i + 1),
      location: r.location,
      sku: r.sku,
      product: r.product,
      book: String(r.book),
      counted: r.counted == null ? "" : String(r.counted)
    };
    let x = left;
    for (const c of columns) {
      cell(values[c.key], x, y, c.w, c.align);
      x += c.w;
    }
    y += ROW;
  });
  if (y + 30 > bottom) {
    doc.addPage();
    y = PAGE2.margin;
  }
  doc.fontSize(10).fillColor("#000").text(fit(t("counts.pdf.signature")), left, y + 16, { width, lineBreak: false });
  const range = doc.bufferedPageRange();
  for (let p = range.start; p < range.start + range.count; p++) {
    doc.switchToPage(p);
    doc.page.margins.bottom = 0;
    doc.fontSize(8).fillColor("#666").text(fit(t("counts.pdf.page", { page: p + 1, pages: range.count })), left, PAGE2.height - PAGE2.margin - 10, {
      width,
      align: "center",
      lineBreak: false
    });
  }
  return pdf.finish(`${task.taskNo}.pdf`);
}

// src/modules/inventory-count/inventory-count.graphql.ts
var CountSummaryRef = builder.objectRef("InventoryCountSummary").implement({
  description: "Count, error, loss and profit of a task; error, loss and profit are null while a blind count runs",
  fields: (t) => ({
    lines: t.exposeInt("lines", { description: "Lines (SKU \xD7 location) in the task" }),
    counted: t.exposeInt("counted", { description: "Lines counted so far" }),
    errorLines: t.exposeInt("errorLines", { nullable: true, description: "Counted lines whose quantity differs from the book" }),
    profitQuantity: t.exposeInt("profitQuantity", { nullable: true }),
    lossQuantity: t.exposeInt("lossQuantity", { nullable: true }),
    profitValue: t.expose("profitValue", { type: "Decimal", nullable: true, description: "CNY, at the purchase price" }),
    lossValue: t.expose("lossValue", { type: "Decimal", nullable: true, description: "CNY, at the purchase price" })
  })
});
var CountLineSkuRef = builder.objectRef("CountLineSku").implement({
  fields: (t) => ({
    id: t.exposeInt("id"),
    sku: t.exposeString("sku"),
    barcode: t.exposeString("barcode", { description: "Barcode, else EAN, else empty" }),
    productName: t.exposeString("productName"),
    image: t.exposeString("image")
  })
});
var CountLineLocationRef = builder.objectRef("CountLineLocation").implement({
  fields: (t) => ({ id: t.exposeInt("id"), code: t.exposeString("code") })
});
var CountLineValueRef = builder.objectRef("InventoryCountLineValue").implement({
  fields: (t) => ({
    unitPrice: t.expose("unitPrice", { type: "Decimal", description: "Purchase price (CNY) the line is valued at" }),
    bookValue: t.expose("bookValue", { type: "Decimal", nullable: true }),
    differenceValue: t.expose("differenceValue", { type: "Decimal", nullable: true, description: "Positive: profit; negative: loss" })
  })
});
async function loadSkus(ids2, ctx) {
  const rows = await ctx.db.sku.findMany({
    where: { id: { in: ids2 } },
    select: { id: true, sku: true, barcode: true, ean: true, image: true, product: { select: { name: true, mainImage: true } } }
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids2.map((id5) => {
    const r = byId.get(id5);
    return r ? { id: id5, sku: r.sku, barcode: r.barcode || r.ean || "", productName: r.product.name, image: r.image || r.product.mainImage } : { id: id5, sku: `#${id5}`, barcode: "", productName: "", image: "" };
  });
}
builder.prismaObject("InventoryCountTask", {
  description: "An inventory count task (spec 02 \xA73)",
  fields: (t) => ({
    id: t.exposeInt("id"),
    taskNo: t.exposeString("taskNo"),
    warehouseId: t.exposeInt("warehouseId"),
    warehouseName: t.loadable({
      type: "String",
      load: async (ids2, ctx) => {
        const rows = await ctx.db.warehouse.findMany({ where: { id: { in: ids2 } }, select: { id: true, name: true } });
        const names = new Map(rows.map((r) => [r.id, r.name]));
        return ids2.map((id5) => names.get(id5) ?? "");
      },
      resolve: (task) => task.warehouseId
    }),
    mode: t.exposeString("mode", { description: "listed (book quantities shown) | blind" }),
    countType: t.exposeString("countType", { description: "location | sku | order: the counting and printing order" }),
    status: t.expose("status", { type: InventoryCountStatusEnum }),
    summary: t.loadable({
      type: CountSummaryRef,
      load: async (ids2, ctx) => {
        const found = await countSummaries(ctx, ids2);
        const none = { lines: 0, counted: 0, errorLines: null, profitQuantity: null, lossQuantity: null, profitValue: null, lossValue: null };
        return ids2.map((id5) => found.get(id5) ?? none);
      },
      resolve: (task) => task.id
    }),
    startedAt: t.expose("startedAt", { type: "DateTime", nullable: true }),
    finishedAt: t.expose("finishedAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" })
  })
});
builder.prismaObject("InventoryCountLine", {
  description: "One SKU on one location of a count task",
  fields: (t) => ({
    id: t.exposeInt("id"),
    skuId: t.exposeInt("skuId"),
    locationId: t.exposeInt("locationId"),
    sku: t.loadable({ type: CountLineSkuRef, load: (ids2, ctx) => loadSkus(ids2, ctx), resolve: (line) => line.skuId }),
    location: t.loadable({
      type: CountLineLocationRef,
      load: async (ids2, ctx) => {
        const rows = await ctx.db.location.findMany({ where: { id: { in: ids2 } }, select: { id: true, code: true } });
        const codes = new Map(rows.map((r) => [r.id, r.code]));
        return ids2.map((id5) => ({ id: id5, code: codes.get(id5) ?? `#${id5}` }));
      },
      resolve: (line) => line.locationId
    }),
    bookQty: t.int({
      nullable: true,
      description: "Book quantity (snapshotted when counting starts); null in a blind count until it is finished",
      select: { bookQty: true, task: { select: { mode: true, status: true } } },
      resolve: (line) => booksHidden(line.task) ? null : line.bookQty
    }),
    countedQty: t.exposeInt("countedQty", { nullable: true }),
    countedAt: t.expose("countedAt", { type: "DateTime", nullable: true }),
    difference: t.int({
      nullable: true,
      description: "Counted \u2212 book: positive profit, negative loss; null until counted or while a blind count runs",
      select: { bookQty: true, countedQty: true, task: { select: { mode: true, status: true } } },
      resolve: (line) => booksHidden(line.task) || line.countedQty == null ? null : line.countedQty - line.bookQty
    }),
    value: t.loadable({
      type: CountLineValueRef,
      load: async (ids2, ctx) => {
        const found = await lineValues(ctx, ids2);
        return ids2.map((id5) => found.get(id5) ?? { unitPrice: "0.00", bookValue: null, differenceValue: null });
      },
      resolve: (line) => line.id
    })
  })
});
var CountTaskFilter = builder.inputType("InventoryCountTaskFilter", {
  fields: (t) => ({
    status: t.field({ type: InventoryCountStatusEnum }),
    warehouseId: t.int(),
    mode: t.string(),
    keyword: t.string({ description: "Part of the task number" })
  })
});
var CountLineFilter = builder.inputType("InventoryCountLineFilter", {
  fields: (t) => ({
    keyword: t.string({ description: "SKU, barcode, EAN or location code (scanning)" }),
    uncountedOnly: t.boolean(),
    differenceOnly: t.boolean({ description: "Lines whose count differs from the book (ignored while a blind count runs)" })
  })
});
var CountTaskInput = builder.inputType("CountTaskInput", {
  fields: (t) => ({
    warehouseId: t.int({ required: true }),
    skuIds: t.intList({ required: true }),
    locationIds: t.intList({ required: true }),
    mode: t.string({ description: "listed (default) | blind" }),
    countType: t.string({ description: "location (default) | sku | order" })
  })
});
var CountEntryLine = builder.inputType("CountEntryLine", {
  fields: (t) => ({ lineId: t.int({ required: true }), countedQty: t.int({ description: "Counted quantity; null clears it" }) })
});
var CountEntryInput = builder.inputType("CountEntryInput", {
  fields: (t) => ({ taskId: t.int({ required: true }), lines: t.field({ type: [CountEntryLine], required: true }) })
});
var OFFSET3 = { description: "Rows to skip from the start (page-number screens); replaces after" };
builder.queryFields((t) => ({
  inventoryCountTasks: t.prismaConnection({
    type: "InventoryCountTask",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "inventoryCount" },
    description: "Count tasks, newest first",
    args: { offset: t.arg.int(OFFSET3), filter: t.arg({ type: CountTaskFilter }) },
    resolve: (query, _r, args, ctx) => ctx.db.inventoryCountTask.findMany({ ...withOffset(query, args.offset), where: countTaskWhere(ctx, compact(args.filter ?? {})), orderBy: { id: "desc" } }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.inventoryCountTask.count({ where: countTaskWhere(ctx, compact(args.filter ?? {})) });
    }
  }),
  inventoryCountTask: t.prismaField({
    type: "InventoryCountTask",
    nullable: true,
    authScopes: { permission: "inventoryCount" },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _r, { id: id5 }, ctx) => ctx.db.inventoryCountTask.findFirst({ ...query, where: { AND: [countTaskWhere(ctx), { id: id5 }] } })
  }),
  inventoryCountLines: t.prismaConnection({
    type: "InventoryCountLine",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 50,
    authScopes: { permission: "inventoryCount" },
    description: "Lines of a task in its counting order (a task of another company lists nothing)",
    args: { taskId: t.arg.int({ required: true }), offset: t.arg.int(OFFSET3), filter: t.arg({ type: CountLineFilter }) },
    resolve: async (query, _r, args, ctx) => ctx.db.inventoryCountLine.findMany({ ...withOffset(query, args.offset), where: await countLineWhere(ctx, args.taskId, compact(args.filter ?? {})), orderBy: { id: "asc" } }),
    totalCount: async (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.inventoryCountLine.count({ where: await countLineWhere(ctx, args.taskId, compact(args.filter ?? {})) });
    }
  })
}));
var ext10 = { operateModule: "inventory" };
builder.mutationFields((t) => ({
  createCountTask: t.prismaField({
    type: "InventoryCountTask",
    errors: {},
    authScopes: { permission: "inventoryCount.create" },
    extensions: ext10,
    description: "Generates a count task: the chosen SKUs \xD7 locations of one warehouse ('Task already exists' when an unfinished task holds any of the pairs)",
    args: { input: t.arg({ type: CountTaskInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => createCountTask(ctx, compact(input))
  }),
  deleteCountTask: t.prismaField({
    type: "InventoryCountTask",
    errors: {},
    authScopes: { permission: "inventoryCount.create" },
    extensions: ext10,
    description: "Deletes a task that has not been started",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id: id5 }, ctx) => deleteCountTask(ctx, id5)
  }),
  startCountTask: t.prismaField({
    type: "InventoryCountTask",
    errors: {},
    authScopes: { permission: "inventoryCount.count" },
    extensions: ext10,
    description: "pending \u2192 counting: snapshots the book quantities",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id: id5 }, ctx) => startCountTask(ctx, id5)
  }),
  saveCountLines: t.prismaField({
    type: "InventoryCountTask",
    errors: {},
    authScopes: { permission: "inventoryCount.count" },
    extensions: ext10,
    description: "Continue counting: saves counted quantities (whole numbers of 0 or more)",
    args: { input: t.arg({ type: CountEntryInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => saveCountLines(ctx, input)
  }),
  endCountTask: t.prismaField({
    type: "InventoryCountTask",
    errors: {},
    authScopes: { permission: "inventoryCount.count" },
    extensions: ext10,
    description: "counting \u2192 finished: every line counted; differences posted to the stock ledger",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id: id5 }, ctx) => endCountTask(ctx, id5)
  }),
  printCountTask: t.field({
    type: PdfFileRef,
    errors: {},
    authScopes: { permission: "inventoryCount" },
    extensions: ext10,
    description: "The count list as a PDF (base64), sorted by location, SKU or count order (default: the task counting type)",
    args: { id: t.arg.int({ required: true }), sortBy: t.arg.string({ description: "location | sku | order" }) },
    resolve: (_r, { id: id5, sortBy }, ctx) => printCountTask(ctx, id5, sortBy)
  })
}));

// src/modules/barcodes/barcodes.service.ts
import bwipjs2 from "bwip-js/node";
function barcodeBatchWhere(ctx, filter2 = {}) {
  assertCan(ctx, "barcodeTool");
  const kw = filter2.keyword?.trim();
  return {
    ...filter2.type ? { type: filter2.type } : {},
    ...kw ? { OR: [{ name: { contains: kw, mode: "insensitive" } }, { prefix: { contains: kw, mode: "insensitive" } }] } : {}
  };
}
async function codesBefore(db, batch) {
  const sum = await db.barcodeBatch.aggregate({
    where: { type: batch.type, prefix: batch.prefix, ...batch.id ? { id: { lt: batch.id } } : {} },
    _sum: { number: true }
  });
  return sum._sum.number ?? 0;
}
async function codesOf(ctx, batch) {
  return batchCodes(batch, await codesBefore(ctx.db, batch));
}
async function createBarcodeBatch(ctx, raw) {
  const actor = assertCan(ctx, "barcode.create");
  const input = parseInput(barcodeBatchInput, raw);
  const problems = barcodeBatchProblems(input);
  if (problems.length) throw new ValidationError(problems.map((p) => ({ ...p, params: { field: `field.${p.field}` } })));
  return ctx.db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('barcode.create'), ${actor.companyId}::int)`;
    const used = await codesBefore(tx, input);
    if (input.type === "ean13" && !ean13Fits(input.prefix, used + input.number)) throw ValidationError.field("prefix", "counts.ean13Overflow");
    return tx.barcodeBatch.create({ data: { companyId: actor.companyId, name: input.name, number: input.number, type: input.type, prefix: input.prefix } });
  });
}
var BWIP_OPTIONS = {
  code128: { bcid: "code128", height: 10 },
  ean13: { bcid: "ean13", height: 10 },
  qrcode: { bcid: "qrcode", eclevel: "M" }
};
function barcodeSymbol(type, code) {
  if (type === "code128" && !/^[\x20-\x7e]+$/.test(code)) throw new BusinessError("counts.unprintableCode", { code });
  let svg;
  try {
    svg = bwipjs2.toSVG({ ...BWIP_OPTIONS[type], text: code });
  } catch {
    throw new BusinessError("counts.unprintableCode", { code });
  }
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  const paths = [...svg.matchAll(/<path ([^>]*?)\/?>/g)].map(([, attrs]) => {
    const attr = (name) => new RegExp(`${name}="([^"]*)"`).exec(attrs)?.[1];
    return { d: attr("d") ?? "", stroke: attr("stroke"), strokeWidth: attr("stroke-width") ? Number(attr("stroke-width")) : void 0, fill: attr("fill") };
  });
  return { width: Number(box?.[1] ?? 1), height: Number(box?.[2] ?? 1), paths };
}
function drawSymbol(doc, symbol, x, y, w, h, square) {
  let sx = w / symbol.width;
  let sy = h / symbol.height;
  if (square) sx = sy = Math.min(sx, sy);
  const left = x + (w - symbol.width * sx) / 2;
  const top = y + (h - symbol.height * sy) / 2;
  doc.save().translate(left, top).scale(sx, sy);
  for (const p of symbol.paths) {
    doc.path(p.d);
    if (p.stroke) doc.lineWidth(p.strokeWidth ?? 1).lineCap("butt").stroke(p.stroke);
    else doc.fill(p.fill ?? "#000000");
  }
  doc.restore();
}
async function renderLabels(labels, type, layout, filename) {
  const single = layout === "label";
  const page5 = single ? { size: [60 * MM, 40 * MM], margin: 0 } : { size: "A4", margin: 0 };
  const pdf = newPdf({ size: page5.size, margin: 0 });
  const { doc, fit } = pdf;
  const sheet = { margin: 20, cols: 3, rows: A4_LABELS_PER_PAGE / 3, width: 595.28, height: 841.89 };
  const cellW = single ? 60 * MM : (sheet.width - 2 * sheet.margin) / sheet.cols;
  const cellH = single ? 40 * MM : (sheet.height - 2 * sheet.margin) / sheet.rows;
  const symbols = /* @__PURE__ */ new Map();
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i];
    const slot = single ? 0 : i % A4_LABELS_PER_PAGE;
    if (i > 0 && slot === 0) doc.addPage({ size: page5.size, margin: 0 });
    const x = single ? 0 : sheet.margin + slot % sheet.cols * cellW;
    const y = single ? 0 : sheet.margin + Math.floor(slot / sheet.cols) * cellH;
    const pad2 = 6;
    if (!single) doc.save().rect(x + 2, y + 2, cellW - 4, cellH - 4).dash(2, { space: 2 }).lineWidth(0.5).stroke("#cccccc").undash().restore();
    let top = y + pad2;
    if (label.caption) {
      doc.fontSize(7).fillColor("#000").text(fit(label.caption), x + pad2, top, { width: cellW - 2 * pad2, height: 9, lineBreak: false, ellipsis: true });
      top += 10;
    }
    let symbol = symbols.get(label.code);
    if (!symbol) symbols.set(label.code, symbol = barcodeSymbol(type, label.code));
    const textH = 10;
    const boxH = cellH - (top - y) - pad2 - textH;
    const boxW = cellW - 2 * pad2;
    drawSymbol(doc, symbol, x + pad2, top, boxW, boxH, type === "qrcode");
    doc.fontSize(8).fillColor("#000").text(fit(label.code), x + pad2, top + boxH + 1, { width: boxW, align: "center", lineBreak: false });
  }
  return pdf.finish(filename);
}
function layoutOf(layout) {
  const value = layout || "label";
  if (!LABEL_LAYOUTS.includes(value)) throw ValidationError.field("layout", "counts.labelLayout");
  return value;
}
async function printBarcodeBatch(ctx, id5, layout) {
  assertCan(ctx, "barcodeTool");
  const chosen2 = layoutOf(layout);
  const batch = await ctx.db.barcodeBatch.findFirst({ where: { id: id5 } });
  if (!batch) throw new NotFoundError("counts.batchNotFound");
  const codes = await codesOf(ctx, batch);
  const safeName = batch.name.replace(/[^\p{L}\p{N}_-]+/gu, "_").slice(0, 40) || "barcodes";
  return renderLabels(codes.map((code) => ({ code })), batch.type, chosen2, `${safeName}-${batch.id}.pdf`);
}
async function printSkuLabels(ctx, raw) {
  assertCan(ctx, "barcodeTool");
  const input = parseInput(skuLabelsInput, raw);
  const ids2 = input.items.map((i) => i.skuId);
  const skus = await ctx.db.sku.findMany({ where: { id: { in: ids2 } }, select: { id: true, sku: true, ean: true, barcode: true, product: { select: { name: true } } } });
  if (skus.length !== ids2.length) throw new NotFoundError("counts.skuNotFound");
  const byId = new Map(skus.map((s) => [s.id, s]));
  const labels = [];
  for (const item of input.items) {
    const sku = byId.get(item.skuId);
    let code;
    if (input.type === "ean13") {
      if (!sku.ean || !isValidEan13(sku.ean)) throw new BusinessError("counts.skuNoEan", { sku: sku.sku });
      code = sku.ean;
    } else {
      code = sku.barcode || sku.sku;
    }
    for (let n = 0; n < item.quantity; n++) labels.push({ code, caption: `${sku.sku} ${sku.product.name}` });
  }
  return renderLabels(labels, input.type, input.layout, "sku-labels.pdf");
}

// src/modules/barcodes/barcodes.graphql.ts
var CodeRangeRef = builder.objectRef("BarcodeCodeRange").implement({
  fields: (t) => ({ first: t.exposeString("first"), last: t.exposeString("last") })
});
builder.prismaObject("BarcodeBatch", {
  description: "A batch of barcode labels with running numbers (spec 02 \xA73)",
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    number: t.exposeInt("number", { description: "Number of labels" }),
    type: t.exposeString("type", { description: "code128 | ean13 | qrcode" }),
    prefix: t.exposeString("prefix"),
    codeRange: t.loadable({
      type: CodeRangeRef,
      description: "The first and the last code of the batch",
      load: async (ids2, ctx) => {
        const rows = await ctx.db.$queryRaw`
          SELECT b."id", b."type", b."prefix", b."number",
            (SELECT COALESCE(sum(o."number"), 0) FROM "BarcodeBatch" o
              WHERE o."companyId" = b."companyId" AND o."type" = b."type" AND o."prefix" = b."prefix" AND o."id" < b."id") AS "before"
          FROM "BarcodeBatch" b WHERE b."companyId" = ${ctx.actor.companyId} AND b."id" = ANY(${ids2}::int[])`;
        const byId = new Map(rows.map((r) => [Number(r.id), r]));
        return ids2.map((id5) => {
          const r = byId.get(id5);
          if (!r) return { first: "", last: "" };
          const codes = batchCodes(r, Number(r.before));
          return { first: codes[0], last: codes[codes.length - 1] };
        });
      },
      resolve: (batch) => batch.id
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" })
  })
});
var BarcodeBatchFilter = builder.inputType("BarcodeBatchFilter", {
  fields: (t) => ({ keyword: t.string({ description: "Part of the name or prefix" }), type: t.string() })
});
var BarcodeBatchInput = builder.inputType("BarcodeBatchInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    number: t.int({ required: true, description: "Labels in the batch, 1 to 1000" }),
    type: t.string({ description: "code128 (default) | ean13 | qrcode" }),
    prefix: t.string({ description: "Up to 20 letters, digits or dashes (EAN-13: up to 11 digits)" })
  })
});
var SkuLabelItem = builder.inputType("SkuLabelItem", {
  fields: (t) => ({ skuId: t.int({ required: true }), quantity: t.int({ required: true }) })
});
var SkuLabelsInput = builder.inputType("SkuLabelsInput", {
  fields: (t) => ({
    items: t.field({ type: [SkuLabelItem], required: true }),
    type: t.string({ description: "code128 (default) | ean13 (the SKU EAN) | qrcode" }),
    layout: t.string({ description: "label (default, one 60 \xD7 40 mm label per page) | a4 (24 per sheet)" })
  })
});
builder.queryFields((t) => ({
  barcodeBatches: t.prismaConnection({
    type: "BarcodeBatch",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "barcodeTool" },
    description: "Barcode batches, newest first",
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: BarcodeBatchFilter }) },
    resolve: (query, _r, args, ctx) => ctx.db.barcodeBatch.findMany({ ...withOffset(query, args.offset), where: barcodeBatchWhere(ctx, compact(args.filter ?? {})), orderBy: { id: "desc" } }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.barcodeBatch.count({ where: barcodeBatchWhere(ctx, compact(args.filter ?? {})) });
    }
  })
}));
var ext11 = { operateModule: "inventory" };
builder.mutationFields((t) => ({
  createBarcodeBatch: t.prismaField({
    type: "BarcodeBatch",
    errors: {},
    authScopes: { permission: "barcode.create" },
    extensions: ext11,
    description: "A new batch; its running numbers continue after earlier batches of the same type and prefix",
    args: { input: t.arg({ type: BarcodeBatchInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => createBarcodeBatch(ctx, compact(input))
  }),
  printBarcodeBatch: t.field({
    type: PdfFileRef,
    errors: {},
    authScopes: { permission: "barcodeTool" },
    extensions: ext11,
    description: "The labels of a batch as a PDF (base64)",
    args: { id: t.arg.int({ required: true }), layout: t.arg.string({ description: "label (default) | a4" }) },
    resolve: (_r, { id: id5, layout }, ctx) => printBarcodeBatch(ctx, id5, layout)
  }),
  printSkuLabels: t.field({
    type: PdfFileRef,
    errors: {},
    authScopes: { permission: "barcodeTool" },
    extensions: ext11,
    description: "Labels for chosen SKUs (their barcode, else the SKU code) as a PDF (base64)",
    args: { input: t.arg({ type: SkuLabelsInput, required: true }) },
    resolve: (_r, { input }, ctx) => printSkuLabels(ctx, compact(input))
  })
}));

// src/modules/package-materials/package-materials.service.ts
function packagingMaterialWhere(ctx, filter2 = {}) {
  assertCan(ctx, "packageMaterials");
  const kw = filter2.keyword?.trim();
  return kw ? { name: { contains: kw, mode: "insensitive" } } : {};
}
async function findMaterial(ctx, id5) {
  const material = await ctx.db.packagingMaterial.findFirst({ where: { id: id5 } });
  if (!material) throw new NotFoundError("counts.materialNotFound");
  return material;
}
var nameExists2 = () => ValidationError.field("name", "inventory.nameExists");
async function withUniqueName(ctx, name, exceptId, write) {
  try {
    return await ctx.db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('packageMaterial.name'), ${ctx.actor.companyId}::int)`;
      const clash = await tx.packagingMaterial.findFirst({
        where: { name: sameTextIgnoringCase(name), ...exceptId ? { id: { not: exceptId } } : {} },
        select: { id: true }
      });
      if (clash) throw nameExists2();
      return write(tx);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameExists2();
    throw err;
  }
}
async function createPackagingMaterial(ctx, raw) {
  const actor = assertCan(ctx, "packageMaterial.update");
  const input = parseInput(packagingMaterialInput, raw);
  return withUniqueName(ctx, input.name, null, (tx) => tx.packagingMaterial.create({ data: { ...input, companyId: actor.companyId } }));
}
async function updatePackagingMaterial(ctx, id5, raw) {
  assertCan(ctx, "packageMaterial.update");
  const input = parseInput(packagingMaterialInput, raw);
  await findMaterial(ctx, id5);
  return withUniqueName(ctx, input.name, id5, (tx) => tx.packagingMaterial.update({ where: { id: id5 }, data: input }));
}
async function deletePackagingMaterial(ctx, id5) {
  assertCan(ctx, "packageMaterial.update");
  const material = await findMaterial(ctx, id5);
  await ctx.db.packagingMaterial.deleteMany({ where: { id: id5 } });
  return material;
}

// src/modules/package-materials/package-materials.graphql.ts
builder.prismaObject("PackagingMaterial", {
  description: "A packaging material (spec 02 \xA73)",
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    quantity: t.exposeInt("quantity"),
    unitPrice: t.expose("unitPrice", { type: "Decimal", description: "CNY" }),
    weight: t.expose("weight", { type: "Decimal", description: "kg, up to 3 decimals" }),
    length: t.expose("length", { type: "Decimal", description: "cm" }),
    width: t.expose("width", { type: "Decimal", description: "cm" }),
    height: t.expose("height", { type: "Decimal", description: "cm" }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" })
  })
});
var PackagingMaterialFilter = builder.inputType("PackagingMaterialFilter", {
  fields: (t) => ({ keyword: t.string({ description: "Part of the name" }) })
});
var PackagingMaterialInput = builder.inputType("PackagingMaterialInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    quantity: t.int(),
    unitPrice: t.field({ type: "Decimal", description: "CNY, up to 2 decimals" }),
    weight: t.field({ type: "Decimal", description: "kg, up to 3 decimals" }),
    length: t.field({ type: "Decimal", description: "cm" }),
    width: t.field({ type: "Decimal", description: "cm" }),
    height: t.field({ type: "Decimal", description: "cm" })
  })
});
builder.queryFields((t) => ({
  packagingMaterials: t.prismaConnection({
    type: "PackagingMaterial",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "packageMaterials" },
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: PackagingMaterialFilter }) },
    resolve: (query, _r, args, ctx) => ctx.db.packagingMaterial.findMany({ ...withOffset(query, args.offset), where: packagingMaterialWhere(ctx, compact(args.filter ?? {})), orderBy: { id: "desc" } }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.packagingMaterial.count({ where: packagingMaterialWhere(ctx, compact(args.filter ?? {})) });
    }
  })
}));
var ext12 = { operateModule: "inventory" };
builder.mutationFields((t) => ({
  createPackagingMaterial: t.prismaField({
    type: "PackagingMaterial",
    errors: {},
    authScopes: { permission: "packageMaterial.update" },
    extensions: ext12,
    args: { input: t.arg({ type: PackagingMaterialInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => createPackagingMaterial(ctx, compact(input))
  }),
  updatePackagingMaterial: t.prismaField({
    type: "PackagingMaterial",
    errors: {},
    authScopes: { permission: "packageMaterial.update" },
    extensions: ext12,
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: PackagingMaterialInput, required: true }) },
    resolve: (_q, _r, { id: id5, input }, ctx) => updatePackagingMaterial(ctx, id5, compact(input))
  }),
  deletePackagingMaterial: t.prismaField({
    type: "PackagingMaterial",
    errors: {},
    authScopes: { permission: "packageMaterial.update" },
    extensions: ext12,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id: id5 }, ctx) => deletePackagingMaterial(ctx, id5)
  })
}));

// src/modules/orders/orders.graphql.ts
import { resolveOffsetConnection } from "@pothos/plugin-relay";
import { Kind as Kind2 } from "graphql";

// src/modules/orders/orders.split.ts
var SPLITTABLE = ["processing", "outOfStock", "abnormal"];
var MERGEABLE = ["processing", "outOfStock", "abnormal"];
async function claim2(tx, orders, allowed, messageId) {
  for (const o of orders) {
    const { count: count2 } = await tx.order.updateMany({ where: { id: o.id, status: { in: [...allowed] } }, data: { updatedAt: /* @__PURE__ */ new Date() } });
    if (count2 !== 1) {
      const now = await tx.order.findFirst({ where: { id: o.id }, select: { status: true } });
      throw new BusinessError(messageId, { orderNo: o.orderNo, status: `order.status.${now?.status ?? ""}` });
    }
  }
}
var COPIED = [
  "shopId",
  "platformType",
  "platformOrderNo",
  "buyerAccount",
  "buyerName",
  "buyerEmail",
  "buyerPhone",
  "country",
  "state",
  "city",
  "postcode",
  "address1",
  "address2",
  "currency",
  "orderedAt",
  "paidAt",
  "shipBy",
  "cancelRequested",
  "warehouseId",
  "logisticsChannelId",
  "buyerNote",
  "sellerNote",
  "tags"
];
async function splitOrder(ctx, raw) {
  const actor = assertCan(ctx, "order.update");
  const input = parseInput(splitOrderInput, raw);
  const order = await findVisibleOrder(ctx, ctx.db, input.id);
  if (!SPLITTABLE.includes(order.status)) throw new BusinessError("order.splitNotAllowed", { orderNo: order.orderNo, status: `order.status.${order.status}` });
  const problems = checkSplit(order.items.map((i) => ({ id: i.id, quantity: i.quantity, label: i.platformSku || i.title || String(i.id) })), input.parts);
  if (problems.length) throw new ValidationError(problems.map((p) => ({ field: p.field, messageId: p.messageId, params: { field: `field.${p.field.split(".").pop()}`, ...p.params } })));
  const itemOf = new Map(order.items.map((i) => [i.id, i]));
  const childNos = input.parts.map((_p, i) => `${order.orderNo}-${i + 1}`);
  const childIds = await ctx.db.$transaction(async (tx) => {
    await claim2(tx, [order], SPLITTABLE, "order.splitNotAllowed");
    await releaseOrderStock(ctx, tx, order);
    const ids2 = [];
    for (const [i, part] of input.parts.entries()) {
      const lines2 = part.filter((l) => l.quantity > 0).map((l) => ({ item: itemOf.get(l.itemId), quantity: l.quantity }));
      const shippingFee = i === 0 ? order.shippingFee.toString() : "0";
      const discount = i === 0 ? order.discount.toString() : "0";
      const totals = orderTotals(lines2.map((l) => ({ quantity: l.quantity, unitPrice: l.item.unitPrice.toString() })), shippingFee, discount);
      const child = await tx.order.create({
        data: {
          companyId: actor.companyId,
          ...Object.fromEntries(COPIED.map((k) => [k, order[k]])),
          orderNo: childNos[i],
          source: "split",
          status: order.status === "abnormal" ? "abnormal" : "processing",
          abnormalReason: order.abnormalReason,
          heldFromStatus: order.status === "abnormal" ? order.heldFromStatus : "",
          parentId: order.id,
          matched: lines2.every((l) => l.item.skuId != null),
          itemsTotal: totals.itemsTotal,
          shippingFee,
          discount,
          totalAmount: totals.totalAmount,
          items: {
            create: lines2.map(({ item, quantity: quantity2 }) => ({
              companyId: actor.companyId,
              platformItemId: item.platformItemId,
              platformSku: item.platformSku,
              title: item.title,
              image: item.image,
              quantity: quantity2,
              unitPrice: item.unitPrice,
              skuId: item.skuId,
              matchedBy: item.matchedBy,
              unitsPerItem: item.unitsPerItem,
              isGift: item.isGift,
              giftRuleId: item.giftRuleId
            }))
          }
        }
      });
      ids2.push(child.id);
    }
    await addHistory(ctx, tx, ids2, { action: "split", messageId: "order.history.splitFrom", params: { orderNo: order.orderNo } });
    await moveOrder(ctx, tx, order.id, "cancel", { data: { cancelledAt: /* @__PURE__ */ new Date() }, history: { messageId: "order.history.splitInto", params: { orderNos: childNos.join(", ") } } });
    return ids2;
  });
  await updateEstimatedWeights(ctx, childIds);
  return Promise.all(childIds.map((id5) => findOrder(ctx.db, id5)));
}
async function mergeOrders(ctx, ids2) {
  assertCan(ctx, "order.update");
  const input = parseInput(mergeOrdersInput, { ids: ids2 });
  if (new Set(input.ids).size !== input.ids.length) throw ValidationError.field("ids", "order.mergeSameOrder");
  const orders = await findOrders(ctx, ctx.db, input.ids);
  for (const o of orders) {
    if (!MERGEABLE.includes(o.status)) throw new BusinessError("order.mergeNotAllowed", { orderNo: o.orderNo, status: `order.status.${o.status}` });
  }
  const [target, ...others] = orders;
  const key = `${mergeKey(target)}|${target.currency}`;
  const different = others.find((o) => `${mergeKey(o)}|${o.currency}` !== key);
  if (different) throw new BusinessError("order.mergeDifferent", { orderNo: target.orderNo, other: different.orderNo });
  const cents = (v) => Math.round(Number(v.toString()) * 100);
  const sum = (f) => (orders.reduce((s, o) => s + cents(f(o)), 0) / 100).toFixed(2);
  await ctx.db.$transaction(async (tx) => {
    await claim2(tx, orders, MERGEABLE, "order.mergeNotAllowed");
    for (const o of orders) await releaseOrderStock(ctx, tx, o);
    await tx.orderItem.createMany({
      data: others.flatMap((o) => o.items.map((item) => ({
        companyId: target.companyId,
        orderId: target.id,
        platformItemId: item.platformItemId,
        platformSku: item.platformSku,
        title: item.title,
        image: item.image,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        skuId: item.skuId,
        matchedBy: item.matchedBy,
        unitsPerItem: item.unitsPerItem,
        isGift: item.isGift,
        giftRuleId: item.giftRuleId
      })))
    });
    await tx.order.updateMany({
      where: { id: target.id },
      data: {
        itemsTotal: sum((o) => o.itemsTotal),
        shippingFee: sum((o) => o.shippingFee),
        discount: sum((o) => o.discount),
        totalAmount: sum((o) => o.totalAmount),
        matched: orders.every((o) => o.matched)
      }
    });
    for (const o of others) {
      await moveOrder(ctx, tx, o.id, "cancel", { data: { cancelledAt: /* @__PURE__ */ new Date(), mergedIntoId: target.id }, history: { messageId: "order.history.mergedInto", params: { orderNo: target.orderNo } } });
    }
    await addHistory(ctx, tx, [target.id], { action: "merge", messageId: "order.history.mergedFrom", params: { orderNos: others.map((o) => o.orderNo).join(", ") } });
    if (target.status === "outOfStock") await moveOrder(ctx, tx, target.id, "backToProcessing");
  });
  await updateEstimatedWeights(ctx, [target.id]);
  return findOrder(ctx.db, target.id);
}

// src/modules/orders/orders.graphql.ts
builder.prismaObject("OrderItem", {
  description: "One product line of an order",
  fields: (t) => ({
    id: t.exposeInt("id"),
    orderId: t.exposeInt("orderId"),
    platformItemId: t.exposeString("platformItemId", { description: "The marketplace's line id" }),
    platformSku: t.exposeString("platformSku", { description: "The marketplace SKU" }),
    title: t.exposeString("title"),
    image: t.exposeString("image"),
    quantity: t.exposeInt("quantity"),
    unitPrice: t.expose("unitPrice", { type: "Decimal" }),
    skuId: t.exposeInt("skuId", { nullable: true, description: "Matched local SKU (null: unmatched)" }),
    // The order list shows only the code: a light loader (Sku id + code), not loadSku (Sku + Product).
    sku: t.string({ description: "Local SKU code", resolve: (i, _a, ctx) => i.skuId ? loadSkuCode(ctx, i.skuId) : "" }),
    ...skuFields(t, (i) => i.skuId, { productName: { name: "skuName", description: "Local product name" }, image: "skuImage" }),
    matchedBy: t.exposeString("matchedBy", { description: 'sku | alias | pairing | manual | "" (unmatched)' }),
    unitsPerItem: t.exposeInt("unitsPerItem", { description: "Local units per marketplace unit" }),
    allocated: t.exposeInt("allocated", { description: "Local units reserved in the order warehouse" }),
    isGift: t.exposeBoolean("isGift"),
    giftRuleId: t.exposeInt("giftRuleId", { nullable: true })
  })
});
builder.prismaObject("OrderHistory", {
  description: "One change of an order (status moves, edits, rule hits, scans)",
  fields: (t) => ({
    id: t.exposeInt("id"),
    action: t.exposeString("action"),
    fromStatus: t.field({ type: OrderStatusEnum, nullable: true, description: "null when the entry is not a status move", resolve: (h) => noStatus(h.fromStatus) }),
    toStatus: t.field({ type: OrderStatusEnum, nullable: true, resolve: (h) => noStatus(h.toStatus) }),
    messageId: t.exposeString("messageId"),
    params: t.expose("params", { type: "JSON", nullable: true }),
    text: t.string({
      description: "What happened, in the reader's language",
      resolve: (h, _a, ctx) => historyText(ctx.lang, h)
    }),
    operatorId: t.exposeInt("operatorId", { nullable: true }),
    operatorName: t.string({ resolve: (h, _a, ctx) => loadUserName(ctx, h.operatorId) }),
    createdAt: t.expose("createdAt", { type: "DateTime" })
  })
});
builder.prismaObject("Order", {
  description: "A marketplace or manual order",
  fields: (t) => ({
    id: t.exposeInt("id"),
    orderNo: t.exposeString("orderNo", { description: "Our number (split children end in -1, -2, \u2026)" }),
    platformOrderNo: t.exposeString("platformOrderNo"),
    source: t.exposeString("source", { description: "pull | manual | split | merge | import" }),
    status: t.expose("status", { type: OrderStatusEnum }),
    abnormalReason: t.exposeString("abnormalReason"),
    heldFromStatus: t.field({ type: OrderStatusEnum, nullable: true, description: "The status an abnormal (held) order returns to; null when not held", resolve: (o) => noStatus(o.heldFromStatus) }),
    shopId: t.exposeInt("shopId"),
    shopName: t.string({ resolve: (o, _a, ctx) => loadShopName(ctx, o.shopId) }),
    platformType: t.exposeInt("platformType"),
    buyerAccount: t.exposeString("buyerAccount"),
    buyerName: t.exposeString("buyerName"),
    buyerEmail: t.exposeString("buyerEmail"),
    buyerPhone: t.exposeString("buyerPhone"),
    country: t.exposeString("country"),
    state: t.exposeString("state"),
    city: t.exposeString("city"),
    postcode: t.exposeString("postcode"),
    address1: t.exposeString("address1"),
    address2: t.exposeString("address2"),
    currency: t.exposeString("currency"),
    itemsTotal: t.expose("itemsTotal", { type: "Decimal" }),
    shippingFee: t.expose("shippingFee", { type: "Decimal" }),
    discount: t.expose("discount", { type: "Decimal" }),
    totalAmount: t.expose("totalAmount", { type: "Decimal" }),
    orderedAt: t.expose("orderedAt", { type: "DateTime" }),
    paidAt: t.expose("paidAt", { type: "DateTime", nullable: true }),
    shipBy: t.expose("shipBy", { type: "DateTime", nullable: true }),
    shippedAt: t.expose("shippedAt", { type: "DateTime", nullable: true }),
    completedAt: t.expose("completedAt", { type: "DateTime", nullable: true }),
    cancelledAt: t.expose("cancelledAt", { type: "DateTime", nullable: true }),
    cancelRequested: t.exposeBoolean("cancelRequested"),
    matched: t.exposeBoolean("matched", { description: "Every item has a local SKU" }),
    warehouseId: t.exposeInt("warehouseId", { nullable: true }),
    warehouseName: t.string({ resolve: (o, _a, ctx) => o.warehouseId ? loadWarehouseName(ctx, o.warehouseId) : "" }),
    logisticsChannelId: t.exposeInt("logisticsChannelId", { nullable: true }),
    logisticsChannelName: t.string({ resolve: (o, _a, ctx) => loadChannelName(ctx, o.logisticsChannelId) }),
    trackingNo: t.exposeString("trackingNo"),
    preShippedAt: t.expose("preShippedAt", { type: "DateTime", nullable: true }),
    trackingUploadedAt: t.expose("trackingUploadedAt", { type: "DateTime", nullable: true }),
    estimatedWeight: t.exposeInt("estimatedWeight", { description: "Grams, from the SKU weights" }),
    weight: t.exposeInt("weight", { description: "Grams, the weighed parcel" }),
    buyerNote: t.exposeString("buyerNote"),
    sellerNote: t.exposeString("sellerNote"),
    tags: t.exposeStringList("tags"),
    parentId: t.exposeInt("parentId", { nullable: true }),
    mergedIntoId: t.exposeInt("mergedIntoId", { nullable: true }),
    pickListId: t.exposeInt("pickListId", { nullable: true }),
    sortSlot: t.exposeInt("sortSlot", { nullable: true }),
    verifiedAt: t.expose("verifiedAt", { type: "DateTime", nullable: true }),
    collectStatus: t.exposeInt("collectStatus", { description: "0 not scanned, 1 collected, -1 pickup timeout, -2 pickup exception" }),
    outboundAt: t.expose("outboundAt", { type: "DateTime", nullable: true }),
    bagId: t.exposeInt("bagId", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    items: t.relation("items", { query: { orderBy: { id: "asc" } } }),
    history: t.relation("history", { query: { orderBy: { id: "asc" } } }),
    itemCount: t.int({
      description: "Total quantity of the lines",
      select: { items: { select: { quantity: true } } },
      resolve: (o) => o.items.reduce((s, i) => s + i.quantity, 0)
    })
  })
});
builder.prismaObject("SkuPairing", {
  description: "A marketplace SKU paired with a local SKU for every future order",
  fields: (t) => ({
    id: t.exposeInt("id"),
    platformType: t.exposeInt("platformType"),
    shopId: t.exposeInt("shopId", { description: "0: every shop of the platform" }),
    shopName: t.string({ resolve: (p, _a, ctx) => p.shopId ? loadShopName(ctx, p.shopId) : "" }),
    platformSku: t.exposeString("platformSku"),
    skuId: t.exposeInt("skuId"),
    ...skuFields(t, (p) => p.skuId, { sku: "sku", productName: "skuName", image: "image" }),
    unitsPerItem: t.exposeInt("unitsPerItem"),
    operatorName: t.string({ resolve: (p, _a, ctx) => loadUserName(ctx, p.operatorId) }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" })
  })
});
var OnlineProduct = builder.objectRef("OnlineProduct").implement({
  description: "A marketplace product seen on orders (shop + marketplace SKU) with its pairing state",
  fields: (t) => ({
    id: t.string({ description: "shopId:platformSku", resolve: (p) => `${p.shopId}:${p.platformSku}` }),
    shopId: t.exposeInt("shopId"),
    shopName: t.string({ resolve: (p, _a, ctx) => loadShopName(ctx, p.shopId) }),
    platformType: t.exposeInt("platformType"),
    platformSku: t.exposeString("platformSku"),
    title: t.exposeString("title"),
    image: t.exposeString("image"),
    orderCount: t.exposeInt("orderCount", { description: "Orders carrying it" }),
    unmatchedCount: t.exposeInt("unmatchedCount", { description: "Open order lines of it without a local SKU" }),
    pairingId: t.exposeInt("pairingId", { nullable: true }),
    skuId: t.exposeInt("skuId", { nullable: true, description: "The local SKU it matches (pairing, SKU code or alias)" }),
    sku: t.string({ resolve: (p, _a, ctx) => p.skuId ? loadSkuCode(ctx, p.skuId) : "" }),
    matchedBy: t.exposeString("matchedBy", { description: 'pairing | sku | alias | "" (unmatched)' }),
    unitsPerItem: t.exposeInt("unitsPerItem")
  })
});
var OrderRefusal = builder.objectRef("OrderRefusal").implement({
  description: "An order of a batch that could not take the action, with why",
  fields: (t) => ({
    id: t.exposeInt("id"),
    orderNo: t.exposeString("orderNo"),
    messageId: t.exposeString("messageId"),
    message: t.string({ resolve: (r, _a, ctx) => translate(ctx.lang, r.messageId, r.params) })
  })
});
var OrderBatchResult = builder.objectRef("OrderBatchResult").implement({
  description: "What a batch action did: the orders it changed and the ones it refused",
  fields: (t) => ({
    orders: t.prismaField({ type: ["Order"], resolve: (query, r, _a, ctx) => ordersByIds(ctx, r.orderIds, query) }),
    refused: t.field({ type: [OrderRefusal], resolve: (r) => r.refused })
  })
});
var OrderStatusCount = statusCountType("OrderStatusCount", OrderStatusEnum);
var AbnormalReasonCount = builder.objectRef("AbnormalReasonCount").implement({
  description: "Abnormal orders of one reason (ABNORMAL_REASONS of @erp/schema)",
  fields: (t) => ({ reason: t.exposeString("reason"), count: t.exposeInt("count") })
});
var OrderFilter = builder.inputType("OrderFilter", {
  fields: (t) => ({
    status: t.field({ type: OrderStatusEnum }),
    keyword: t.string({ description: "Order number, marketplace order number, buyer, tracking number or marketplace SKU" }),
    shopId: t.int(),
    platformType: t.int(),
    country: t.string(),
    warehouseId: t.int(),
    logisticsChannelId: t.int(),
    abnormalReason: t.string(),
    preShipped: t.boolean({ description: "Tracking uploaded before the parcel left" }),
    matched: t.boolean(),
    otherRule: t.string({ description: "expireDelivery | overseaCancelWarning | unmatched (dashboard links)" }),
    condition: t.string({ description: "Narrows otherRule unmatched to a status (processing)" }),
    endTimeAt: t.field({ type: "DateTime", description: "Only orders ordered at or before this time (dashboard end_time_at)" }),
    orderedFrom: t.field({ type: "DateTime" }),
    orderedTo: t.field({ type: "DateTime" }),
    unassigned: t.boolean({ description: "true: no warehouse or no logistics channel yet (/distributePackage); false: both set" })
  })
});
var OrderItemInput = builder.inputType("OrderItemInput", {
  fields: (t) => ({
    skuId: t.int({ description: "Local SKU (or give platformSku to match)" }),
    platformSku: t.string(),
    title: t.string(),
    quantity: t.int({ required: true }),
    unitPrice: t.field({ type: "Decimal" })
  })
});
var CreateOrderInput = builder.inputType("CreateOrderInput", {
  fields: (t) => ({
    shopId: t.int({ required: true }),
    platformOrderNo: t.string({ description: "Defaults to the generated order number" }),
    buyerAccount: t.string(),
    buyerName: t.string({ required: true }),
    buyerPhone: t.string(),
    buyerEmail: t.string(),
    country: t.string({ required: true, description: "ISO 3166-1 alpha-2" }),
    state: t.string(),
    city: t.string(),
    postcode: t.string(),
    address1: t.string({ required: true }),
    address2: t.string(),
    currency: t.string(),
    shippingFee: t.field({ type: "Decimal" }),
    discount: t.field({ type: "Decimal" }),
    buyerNote: t.string(),
    sellerNote: t.string(),
    tags: t.stringList(),
    warehouseId: t.int(),
    logisticsChannelId: t.int(),
    items: t.field({ type: [OrderItemInput], required: true })
  })
});
var UpdateOrderInput = builder.inputType("UpdateOrderInput", {
  fields: (t) => ({
    buyerName: t.string(),
    buyerPhone: t.string(),
    buyerEmail: t.string(),
    country: t.string(),
    state: t.string(),
    city: t.string(),
    postcode: t.string(),
    address1: t.string(),
    address2: t.string(),
    buyerNote: t.string(),
    sellerNote: t.string(),
    tags: t.stringList(),
    warehouseId: t.int({ description: "Only while not reserved (processing, out of stock, abnormal)" }),
    logisticsChannelId: t.int()
  })
});
var SplitLineInput = builder.inputType("OrderSplitLineInput", {
  fields: (t) => ({ itemId: t.int({ required: true }), quantity: t.int({ required: true }) })
});
var SplitPartInput = builder.inputType("OrderSplitPartInput", {
  fields: (t) => ({ lines: t.field({ type: [SplitLineInput], required: true }) })
});
var SplitOrderInput = builder.inputType("SplitOrderInput", {
  fields: (t) => ({
    id: t.int({ required: true }),
    parts: t.field({ type: [SplitPartInput], required: true, description: "One entry per sub-order: the quantity of each line it takes" })
  })
});
var PairSkuInput = builder.inputType("PairSkuInput", {
  fields: (t) => ({
    platformType: t.int({ required: true }),
    shopId: t.int({ description: "0 or unset: every shop of the platform" }),
    platformSku: t.string({ required: true }),
    skuId: t.int({ required: true }),
    unitsPerItem: t.int({ description: "Local units per marketplace unit (default 1)" })
  })
});
var SkuPairingFilter = builder.inputType("SkuPairingFilter", {
  fields: (t) => ({ platformType: t.int(), shopId: t.int(), skuId: t.int(), keyword: t.string({ description: "Marketplace SKU or local SKU" }) })
});
var OnlineProductFilter = builder.inputType("OnlineProductFilter", {
  fields: (t) => ({
    platformType: t.int(),
    shopId: t.int(),
    keyword: t.string({ description: "Marketplace SKU or title" }),
    state: t.string({ description: "paired | matched | unmatched" })
  })
});
function asksTotalCount(info) {
  const seen = /* @__PURE__ */ new Set();
  const walk = (set) => !!set?.selections.some((s) => {
    if (s.kind === Kind2.FIELD) return s.name.value === "totalCount";
    if (s.kind === Kind2.INLINE_FRAGMENT) return walk(s.selectionSet);
    if (seen.has(s.name.value)) return false;
    seen.add(s.name.value);
    return walk(info.fragments[s.name.value]?.selectionSet);
  });
  return info.fieldNodes.some((n) => walk(n.selectionSet));
}
var orderCounts = /* @__PURE__ */ new WeakMap();
function countOrders(ctx, filter2, where) {
  let perRequest = orderCounts.get(ctx);
  if (!perRequest) orderCounts.set(ctx, perRequest = /* @__PURE__ */ new Map());
  const key = JSON.stringify(filter2 ?? null);
  let count2 = perRequest.get(key);
  if (!count2) {
    count2 = Promise.resolve(ctx.db.order.count({ where: where() }));
    count2.catch(() => {
    });
    perRequest.set(key, count2);
  }
  return count2;
}
builder.queryFields((t) => ({
  orders: t.prismaConnection({
    type: "Order",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 50,
    authScopes: { permission: "orders" },
    args: {
      offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }),
      filter: t.arg({ type: OrderFilter }),
      sort: t.arg.string({ description: "orderedAt (default, newest first) | shipBy (soonest first) | totalAmount (largest first)" }),
      sortOrder: t.arg.string({ description: "asc | desc (overrides the default direction)" })
    },
    resolve: (query, _r, args, ctx, info) => {
      const where = orderWhere(ctx, compact(args.filter ?? {}));
      const page5 = { ...withOffset(query, args.offset), where, orderBy: orderSort(args.sort, args.sortOrder) };
      if (asksTotalCount(info)) countOrders(ctx, args.filter, () => where);
      return ctx.db.order.findMany(page5);
    },
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return countOrders(ctx, args.filter, () => orderWhere(ctx, compact(args.filter ?? {})));
    }
  }),
  orderStatusCounts: t.field({
    type: [OrderStatusCount],
    authScopes: { permission: "orders" },
    description: "Orders per status for the status tabs (the filter without its status)",
    args: { filter: t.arg({ type: OrderFilter }) },
    resolve: (_r, args, ctx) => orderStatusCounts(ctx, compact(args.filter ?? {}))
  }),
  abnormalReasonCounts: t.field({
    type: [AbnormalReasonCount],
    authScopes: { permission: "orders" },
    description: "Abnormal orders per reason for the /abnormalOrders tabs (the filter without its status and reason)",
    args: { filter: t.arg({ type: OrderFilter }) },
    resolve: (_r, args, ctx) => abnormalReasonCounts(ctx, compact(args.filter ?? {}))
  }),
  order: t.prismaField({
    type: "Order",
    nullable: true,
    authScopes: { permission: "orders" },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _r, { id: id5 }, ctx) => ctx.db.order.findFirst({ ...query, where: { AND: [orderWhere(ctx), { id: id5 }] } })
  }),
  skuPairings: t.prismaConnection({
    type: "SkuPairing",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "productPairingList" },
    args: { offset: t.arg.int({ description: "Rows to skip from the start; replaces after" }), filter: t.arg({ type: SkuPairingFilter }) },
    resolve: async (query, _r, args, ctx) => ctx.db.skuPairing.findMany({ ...withOffset(query, args.offset), where: await pairingWhere(ctx, compact(args.filter ?? {})), orderBy: { id: "desc" } }),
    totalCount: async (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.skuPairing.count({ where: await pairingWhere(ctx, compact(args.filter ?? {})) });
    }
  }),
  skuAliases: t.stringList({
    nullable: true,
    authScopes: { permission: "productPairingList" },
    description: "The aliases of a local SKU (automatic matching by alias); null when there is no such SKU",
    args: { skuId: t.arg.int({ required: true }) },
    resolve: (_r, { skuId }, ctx) => skuAliases(ctx, skuId)
  }),
  onlineProducts: t.connection(
    {
      type: OnlineProduct,
      authScopes: { permission: "onlineProductPairingList" },
      args: { offset: t.arg.int({ description: "Rows to skip from the start; replaces after" }), filter: t.arg({ type: OnlineProductFilter }) },
      resolve: async (_r, args, ctx) => {
        checkOffset(args.offset);
        const filter2 = compact(args.filter ?? {});
        const totalCount = await countOnlineProducts(ctx, filter2);
        const conn = await resolveOffsetConnection(
          { args: args.offset != null ? { ...args, after: void 0, before: void 0 } : args, defaultSize: 30, maxSize: PAGE_SIZE_MAX },
          ({ offset, limit }) => onlineProducts(ctx, filter2, (args.offset ?? 0) + offset, limit)
        );
        return { ...conn, totalCount };
      }
    },
    { fields: (c) => ({ totalCount: c.int({ resolve: (p) => p.totalCount }) }) }
  )
}));
var ext13 = { operateModule: "orders" };
var idsArg = (t) => t.arg.intList({ required: true });
builder.mutationFields((t) => ({
  createOrder: t.prismaField({
    type: "Order",
    errors: {},
    authScopes: { permission: "order.create" },
    extensions: ext13,
    description: "A manual order (/createOrder); matched, rules applied like a pulled one",
    args: { input: t.arg({ type: CreateOrderInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => createOrder(ctx, compact(input))
  }),
  updateOrder: t.prismaField({
    type: "Order",
    errors: {},
    authScopes: { permission: "order.update" },
    extensions: ext13,
    description: "Address, notes, tags, warehouse and channel of an open order",
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: UpdateOrderInput, required: true }) },
    resolve: (_q, _r, { id: id5, input }, ctx) => updateOrder(ctx, id5, compact(input))
  }),
  auditOrders: t.field({
    type: OrderBatchResult,
    errors: {},
    authScopes: { permission: "order.audit" },
    extensions: ext13,
    description: "Review: reserves the stock of each processing order (awaiting shipment) or marks it out of stock",
    args: { ids: idsArg(t) },
    resolve: (_r, { ids: ids2 }, ctx) => auditOrders(ctx, ids2)
  }),
  backToProcessing: t.field({
    type: OrderBatchResult,
    errors: {},
    authScopes: { permission: "order.audit" },
    extensions: ext13,
    description: "Undo the review: reserved stock is released",
    args: { ids: idsArg(t) },
    resolve: (_r, { ids: ids2 }, ctx) => backToProcessing(ctx, ids2)
  }),
  reallocateOutOfStock: t.field({
    type: OrderBatchResult,
    errors: {},
    authScopes: { permission: "order.audit" },
    extensions: ext13,
    description: "Retries out-of-stock orders (the given ones, or all), oldest first",
    args: { ids: t.arg.intList() },
    resolve: (_r, { ids: ids2 }, ctx) => reallocateOutOfStock(ctx, ids2 ?? void 0)
  }),
  holdOrders: t.field({
    type: OrderBatchResult,
    errors: {},
    authScopes: { permission: "order.update" },
    extensions: ext13,
    description: "Holds open orders as abnormal (reason manual); reserved stock is released",
    args: { ids: idsArg(t), remark: t.arg.string() },
    resolve: (_r, { ids: ids2, remark }, ctx) => holdOrders(ctx, { ids: ids2, remark: remark ?? "" })
  }),
  releaseOrders: t.field({
    type: OrderBatchResult,
    errors: {},
    authScopes: { permission: "order.update" },
    extensions: ext13,
    description: "Abnormal \u2192 the status it was held from (processing when it was reserved)",
    args: { ids: idsArg(t) },
    resolve: (_r, { ids: ids2 }, ctx) => releaseOrders(ctx, ids2)
  }),
  cancelOrders: t.field({
    type: OrderBatchResult,
    errors: {},
    authScopes: { permission: "order.cancel" },
    extensions: ext13,
    args: { ids: idsArg(t), reason: t.arg.string() },
    resolve: (_r, { ids: ids2, reason }, ctx) => cancelOrders(ctx, { ids: ids2, reason: reason ?? "" })
  }),
  shipOrders: t.field({
    type: OrderBatchResult,
    errors: {},
    authScopes: { permission: "order.ship" },
    extensions: ext13,
    description: "Marks awaiting-shipment orders shipped by hand: the reserved stock leaves the warehouse",
    args: { ids: idsArg(t), trackingNo: t.arg.string({ description: "Only with one order" }) },
    resolve: (_r, { ids: ids2, trackingNo }, ctx) => shipOrders(ctx, ids2, trackingNo ?? void 0)
  }),
  splitOrder: t.prismaField({
    type: ["Order"],
    errors: {},
    authScopes: { permission: "order.update" },
    extensions: ext13,
    description: "Splits an order into sub-orders <orderNo>-1, -2, \u2026; the parent is cancelled (history split). Answers the sub-orders",
    args: { input: t.arg({ type: SplitOrderInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => splitOrder(ctx, { id: input.id, parts: input.parts.map((p) => p.lines) })
  }),
  mergeOrders: t.prismaField({
    type: "Order",
    errors: {},
    authScopes: { permission: "order.update" },
    extensions: ext13,
    description: "Merges orders of the same buyer, shop and address into the first one; the others are cancelled",
    args: { ids: idsArg(t) },
    resolve: (_q, _r, { ids: ids2 }, ctx) => mergeOrders(ctx, ids2)
  }),
  pairSku: t.prismaField({
    type: "SkuPairing",
    errors: {},
    authScopes: { permission: "pairing.update" },
    extensions: { operateModule: "pairing" },
    description: "Pairs a marketplace SKU with a local SKU for future orders and re-matches open unmatched orders",
    args: { input: t.arg({ type: PairSkuInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => pairSku(ctx, compact(input))
  }),
  unpairSku: t.field({
    type: "Int",
    errors: {},
    authScopes: { permission: "pairing.update" },
    extensions: { operateModule: "pairing" },
    description: "Deletes a pairing (orders already matched keep their SKU); answers its id",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id: id5 }, ctx) => unpairSku(ctx, id5)
  }),
  setSkuAliases: t.stringList({
    errors: {},
    authScopes: { permission: "pairing.update" },
    extensions: { operateModule: "pairing" },
    description: "Replaces the aliases of a local SKU (automatic matching by alias); re-matches open unmatched orders",
    args: { skuId: t.arg.int({ required: true }), aliases: t.arg.stringList({ required: true }) },
    resolve: (_r, { skuId, aliases }, ctx) => setSkuAliases(ctx, { skuId, aliases })
  })
}));

// src/modules/order-import/order-import.graphql.ts
var RowErrorRef = builder.objectRef("OrderImportRowError").implement({
  description: "One problem of one row of an order import",
  fields: (t) => ({
    row: t.exposeInt("row", { description: "Row of the file (1 = header), or position in the list (from 1) for importOrders" }),
    column: t.exposeString("column", { description: "Column name in the caller's language" }),
    field: t.exposeString("field", { description: "Column key (shop, platformOrderNo, \u2026)" }),
    message: t.exposeString("message")
  })
});
builder.objectType(OrderImportRowsError, {
  name: "OrderImportRowsError",
  description: "Rows broke the import rules; nothing was imported",
  interfaces: [ErrorInterface],
  fields: (t) => ({ rows: t.field({ type: [RowErrorRef], resolve: (err) => err.rows }) })
});
var SkippedRef = builder.objectRef("OrderImportSkipped").implement({
  fields: (t) => ({ row: t.exposeInt("row"), shop: t.exposeString("shop"), platformOrderNo: t.exposeString("platformOrderNo") })
});
var ResultRef = builder.objectRef("OrderImportResult").implement({
  description: "What an order import did",
  fields: (t) => ({
    orders: t.exposeInt("orders", { description: "New orders" }),
    items: t.exposeInt("items", { description: "Lines of the new orders" }),
    skipped: t.exposeInt("skipped", { description: "Orders already in their shop, not imported again" }),
    skippedOrders: t.field({ type: [SkippedRef], description: "The first 200 skipped orders", resolve: (r) => r.skippedOrders }),
    matchedItems: t.exposeInt("matchedItems"),
    unmatchedItems: t.exposeInt("unmatchedItems"),
    rulesInBackground: t.exposeBoolean("rulesInBackground", { description: "The order rules run in a background job (more than 1,000 new orders)" })
  })
});
var RowInput = builder.inputType("OrderImportRowInput", {
  description: "One order line, as a row of the import file (values as text; missing required values come back as row errors)",
  fields: (t) => Object.fromEntries(ORDER_IMPORT_COLUMNS.map((c) => [c.key, t.string({ description: c.required ? "required" : void 0 })]))
});
builder.mutationField(
  "importOrders",
  (t) => t.field({
    type: ResultRef,
    errors: { types: [OrderImportRowsError] },
    authScopes: { permission: "order.create" },
    extensions: { operateModule: "orders" },
    description: `Imports orders from rows (at most ${ORDER_IMPORT_GRAPHQL_MAX_ROWS}); all or nothing, orders already in their shop are skipped`,
    args: { rows: t.arg({ type: [RowInput], required: true }) },
    resolve: (_r, { rows }, ctx) => {
      assertCan(ctx, "order.create");
      if (!rows.length) throw ValidationError.field("rows", "orderImport.empty");
      if (rows.length > ORDER_IMPORT_GRAPHQL_MAX_ROWS) throw ValidationError.field("rows", "orderImport.tooManyRows", { max: ORDER_IMPORT_GRAPHQL_MAX_ROWS });
      const sheet = rows.map((r, i) => ({
        row: i + 1,
        values: Object.fromEntries(ORDER_IMPORT_COLUMNS.map((c) => [c.key, String(r[c.key] ?? "").trim()]))
      }));
      return importOrderRows(ctx, sheet, { fileName: "graphql" });
    }
  })
);

// src/modules/logistics/pools.service.ts
import { z as z21 } from "zod";
var ASSIGN_MAX_ORDERS = 500;
var CHUNK = 1e3;
var importInput = z21.object({
  channelId: z21.number().int().positive(),
  fileName: z21.string().trim().min(1, { error: "logistics.pool.txtOnly" }),
  fileType: z21.string().trim().optional(),
  content: z21.string()
});
async function importNumbers(ctx, raw) {
  assertCan(ctx, "numberPool.update");
  const input = parseInput(importInput, raw);
  if (!isNumberPoolFile(input.fileName, input.fileType)) throw ValidationError.field("file", "logistics.pool.txtOnly");
  if (Buffer.byteLength(input.content, "utf8") > NUMBER_POOL_FILE_MAX_BYTES) throw ValidationError.field("file", "logistics.pool.fileTooLarge");
  const channel = await findChannel(ctx.db, input.channelId);
  if (!channel.usesNumberPool) throw ValidationError.field("channelId", "logistics.pool.notPoolChannel", { name: channel.name });
  const parsed = parseNumberFile(input.content);
  if (parsed.invalidLines.length) {
    const shown = parsed.invalidLines.slice(0, 10).join(", ") + (parsed.invalidLines.length > 10 ? ", \u2026" : "");
    throw ValidationError.field("file", "logistics.pool.invalidLines", { lines: shown });
  }
  if (parsed.numbers.length === 0) throw ValidationError.field("file", "logistics.pool.fileEmpty");
  return ctx.db.$transaction(
    async (tx) => {
      const existing = /* @__PURE__ */ new Set();
      for (let i = 0; i < parsed.numbers.length; i += CHUNK) {
        const rows = await tx.trackingNumber.findMany({ where: { channelId: channel.id, number: { in: parsed.numbers.slice(i, i + CHUNK) } }, select: { number: true } });
        for (const r of rows) existing.add(r.number);
      }
      const fresh = parsed.numbers.filter((n) => !existing.has(n));
      let added = 0;
      for (let i = 0; i < fresh.length; i += CHUNK) {
        const { count: count2 } = await tx.trackingNumber.createMany({
          data: fresh.slice(i, i + CHUNK).map((number) => ({ channelId: channel.id, number })),
          skipDuplicates: true
        });
        added += count2;
      }
      return { channelId: channel.id, added, duplicatesInFile: parsed.duplicates, alreadyInPool: [...existing], blankLines: parsed.blankLines };
    },
    { timeout: 12e4 }
  );
}
function numberWhere(ctx, filter2 = {}) {
  assertCan(ctx, "segmentManagement");
  const kw = filter2.keyword?.trim();
  return {
    ...filter2.channelId ? { channelId: filter2.channelId } : {},
    ...filter2.used != null ? { used: filter2.used } : {},
    ...kw ? { number: { contains: kw, mode: "insensitive" } } : {}
  };
}
async function poolCounts(ctx, channelId) {
  assertCan(ctx, "segmentManagement");
  const rows = await ctx.db.trackingNumber.groupBy({ by: ["used"], where: channelId ? { channelId } : {}, _count: { _all: true } });
  const used = rows.find((r) => r.used)?._count._all ?? 0;
  const unused = rows.find((r) => !r.used)?._count._all ?? 0;
  return { total: used + unused, used, unused };
}
async function deleteNumbers(ctx, ids2) {
  assertCan(ctx, "numberPool.update");
  const rows = await ctx.db.trackingNumber.findMany({ where: { id: { in: ids2 } } });
  if (rows.length !== new Set(ids2).size || rows.length === 0) throw new NotFoundError("logistics.pool.numberNotFound");
  const used = rows.find((r) => r.used);
  if (used) throw new BusinessError("logistics.pool.numberUsed", { number: used.number });
  const { count: count2 } = await ctx.db.trackingNumber.deleteMany({ where: { id: { in: ids2 }, used: false } });
  return count2;
}
async function claimNextNumber(tx, channelId, orderId, now = /* @__PURE__ */ new Date()) {
  for (; ; ) {
    const next = await tx.trackingNumber.findFirst({ where: { channelId, used: false }, orderBy: { id: "asc" }, select: { id: true, number: true } });
    if (!next) return null;
    const { count: count2 } = await tx.trackingNumber.updateMany({ where: { id: next.id, used: false }, data: { used: true, orderId, usedAt: now } });
    if (count2 === 1) return next.number;
  }
}
async function assignTrackingNumbers(ctx, orderIds) {
  const actor = assertCan(ctx, "order.ship");
  const ids2 = [...new Set(orderIds)];
  if (ids2.length === 0) throw ValidationError.field("orderIds", "logistics.pool.noOrders");
  if (ids2.length > ASSIGN_MAX_ORDERS) throw ValidationError.field("orderIds", "logistics.pool.tooMany", { max: ASSIGN_MAX_ORDERS });
  const orders = await ctx.db.order.findMany({
    where: { id: { in: ids2 }, ...allowedShopsWhere(actor, "shopId") },
    select: { id: true, orderNo: true, status: true, trackingNo: true, logisticsChannelId: true },
    orderBy: { id: "asc" }
  });
  if (orders.length !== ids2.length) throw new NotFoundError("order.notFound", { id: ids2.find((id5) => !orders.some((o) => o.id === id5)) });
  const channelIds = [...new Set(orders.map((o) => o.logisticsChannelId).filter((c) => c != null))];
  const channels = new Map((await ctx.db.logisticsChannel.findMany({ where: { id: { in: channelIds } } })).map((c) => [c.id, c]));
  const result = { assigned: [], skipped: [] };
  const todo = [];
  for (const o of orders) {
    const channel = o.logisticsChannelId != null ? channels.get(o.logisticsChannelId) : void 0;
    if (!ORDER_OPEN_STATUSES.includes(o.status)) result.skipped.push({ orderId: o.id, orderNo: o.orderNo, reason: "closed" });
    else if (o.trackingNo) result.skipped.push({ orderId: o.id, orderNo: o.orderNo, reason: "hasNumber" });
    else if (!channel?.usesNumberPool) result.skipped.push({ orderId: o.id, orderNo: o.orderNo, reason: "noPoolChannel" });
    else todo.push(o);
  }
  if (todo.length === 0) return result;
  const now = /* @__PURE__ */ new Date();
  await ctx.db.$transaction(
    async (tx) => {
      for (const o of todo) {
        const channel = channels.get(o.logisticsChannelId);
        const number = await claimNextNumber(tx, channel.id, o.id, now);
        if (!number) throw new BusinessError("logistics.pool.empty", { name: channel.name });
        const { count: count2 } = await tx.order.updateMany({
          where: { id: o.id, trackingNo: "", status: { in: [...ORDER_OPEN_STATUSES] } },
          data: { trackingNo: number }
        });
        if (count2 === 0) {
          await tx.trackingNumber.updateMany({ where: { channelId: channel.id, number }, data: { used: false, orderId: null, usedAt: null } });
          result.skipped.push({ orderId: o.id, orderNo: o.orderNo, reason: "hasNumber" });
          continue;
        }
        await addHistory(ctx, tx, [o.id], { action: "assignTrackingNo", messageId: "logistics.pool.history.assigned", params: { number, channel: channel.name } });
        result.assigned.push({ orderId: o.id, orderNo: o.orderNo, trackingNo: number, channelId: channel.id });
      }
    },
    { timeout: 6e4 }
  );
  return result;
}

// src/modules/logistics/pools.graphql.ts
builder.prismaObject("TrackingNumber", {
  description: "One number of a tracking-number pool",
  fields: (t) => ({
    id: t.exposeInt("id"),
    channelId: t.exposeInt("channelId"),
    channelName: t.string({
      resolve: async (n, _a, ctx) => await requestLoader(ctx, "logisticsChannelName", async (ids2) => {
        const rows = await ctx.db.logisticsChannel.findMany({ where: { id: { in: [...ids2] } }, select: { id: true, name: true } });
        const names = new Map(rows.map((r) => [r.id, r.name]));
        return ids2.map((id5) => names.get(id5) ?? "");
      }).load(n.channelId) ?? ""
    }),
    number: t.exposeString("number"),
    used: t.exposeBoolean("used"),
    orderId: t.exposeInt("orderId", { nullable: true }),
    orderNo: t.string({
      nullable: true,
      resolve: async (n, _a, ctx) => n.orderId == null ? null : await requestLoader(ctx, "poolOrderNo", async (ids2) => {
        const rows = await ctx.db.order.findMany({ where: { id: { in: [...ids2] } }, select: { id: true, orderNo: true } });
        const nos = new Map(rows.map((r) => [r.id, r.orderNo]));
        return ids2.map((id5) => nos.get(id5) ?? "");
      }).load(n.orderId) ?? null
    }),
    usedAt: t.expose("usedAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" })
  })
});
var PoolCounts = builder.objectRef("TrackingNumberPoolCounts").implement({
  fields: (t) => ({ total: t.exposeInt("total"), used: t.exposeInt("used"), unused: t.exposeInt("unused") })
});
var PoolImportResult = builder.objectRef("TrackingNumberImportResult").implement({
  fields: (t) => ({
    channelId: t.exposeInt("channelId"),
    added: t.exposeInt("added", { description: "Numbers added to the pool" }),
    duplicatesInFile: t.exposeStringList("duplicatesInFile", { description: "Repeated within the file (kept once)" }),
    alreadyInPool: t.exposeStringList("alreadyInPool", { description: "Already in the pool (skipped)" }),
    blankLines: t.exposeInt("blankLines")
  })
});
var AssignedNumber = builder.objectRef("AssignedTrackingNumber").implement({
  fields: (t) => ({ orderId: t.exposeInt("orderId"), orderNo: t.exposeString("orderNo"), trackingNo: t.exposeString("trackingNo"), channelId: t.exposeInt("channelId") })
});
var SkippedOrder = builder.objectRef("TrackingNumberSkippedOrder").implement({
  fields: (t) => ({ orderId: t.exposeInt("orderId"), orderNo: t.exposeString("orderNo"), reason: t.exposeString("reason", { description: "closed | hasNumber | noPoolChannel" }) })
});
var AssignResult = builder.objectRef("AssignTrackingNumbersResult").implement({
  fields: (t) => ({
    assigned: t.field({ type: [AssignedNumber], resolve: (r) => r.assigned }),
    skipped: t.field({ type: [SkippedOrder], resolve: (r) => r.skipped })
  })
});
var TrackingNumberFilter = builder.inputType("TrackingNumberFilter", {
  fields: (t) => ({ channelId: t.int(), used: t.boolean(), keyword: t.string() })
});
var ImportTrackingNumbersInput = builder.inputType("ImportTrackingNumbersInput", {
  description: "A .txt file read by the browser: one number per line",
  fields: (t) => ({
    channelId: t.int({ required: true }),
    fileName: t.string({ required: true }),
    fileType: t.string({ description: "MIME type given by the browser, if any" }),
    content: t.string({ required: true })
  })
});
builder.queryFields((t) => ({
  trackingNumbers: t.prismaConnection({
    type: "TrackingNumber",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "segmentManagement" },
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: TrackingNumberFilter }) },
    resolve: (query, _r, args, ctx) => ctx.db.trackingNumber.findMany({ ...withOffset(query, args.offset), where: numberWhere(ctx, compact(args.filter ?? {})), orderBy: [{ used: "asc" }, { id: "asc" }] }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.trackingNumber.count({ where: numberWhere(ctx, compact(args.filter ?? {})) });
    }
  }),
  trackingNumberPoolCounts: t.field({
    type: PoolCounts,
    authScopes: { permission: "segmentManagement" },
    args: { channelId: t.arg.int() },
    resolve: (_r, { channelId }, ctx) => poolCounts(ctx, channelId)
  })
}));
builder.mutationFields((t) => ({
  importTrackingNumbers: t.field({
    type: PoolImportResult,
    errors: {},
    authScopes: { permission: "numberPool.update" },
    extensions: { operateModule: "segmentManagement" },
    description: "Imports a .txt file into a channel number pool; repeats and numbers already in the pool are reported and skipped",
    args: { input: t.arg({ type: ImportTrackingNumbersInput, required: true }) },
    resolve: (_r, { input }, ctx) => importNumbers(ctx, compact(input))
  }),
  deleteTrackingNumbers: t.int({
    errors: {},
    authScopes: { permission: "numberPool.update" },
    extensions: { operateModule: "segmentManagement" },
    description: "Deletes unused numbers of a pool; returns how many",
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_r, { ids: ids2 }, ctx) => deleteNumbers(ctx, ids2)
  }),
  assignTrackingNumbers: t.field({
    type: AssignResult,
    errors: {},
    authScopes: { permission: "order.ship" },
    extensions: { operateModule: "orders" },
    description: "Gives each open order of a number-pool channel without a tracking number the next unused number of the pool",
    args: { orderIds: t.arg.intList({ required: true }) },
    resolve: (_r, { orderIds }, ctx) => assignTrackingNumbers(ctx, orderIds)
  })
}));

// src/modules/logistics/logistics.graphql.ts
var LogisticsChannelOption = builder.objectRef("LogisticsChannelOption").implement({
  description: "A logistics channel for pickers: enabled first, then system before custom, by name",
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    type: t.exposeString("type", { description: "system | custom" }),
    carrier: t.exposeString("carrier"),
    maxWeight: t.exposeInt("maxWeight", { description: "Grams; 0 = no limit" }),
    enabled: t.exposeBoolean("enabled"),
    usesNumberPool: t.exposeBoolean("usesNumberPool")
  })
});
builder.prismaObject("LogisticsChannel", {
  description: "A logistics channel: a system channel from the carrier catalogue or a custom one",
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    type: t.exposeString("type", { description: "system | custom" }),
    carrier: t.exposeString("carrier"),
    code: t.exposeString("code"),
    maxWeight: t.exposeInt("maxWeight", { description: "Grams; 0 = no limit" }),
    usesNumberPool: t.exposeBoolean("usesNumberPool", { description: "Tracking numbers are taken from the channel number pool" }),
    trackingUrl: t.exposeString("trackingUrl", { description: "Tracking page; {no} stands for the tracking number" }),
    enabled: t.exposeBoolean("enabled"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" })
  })
});
var SystemLogisticsChannel = builder.objectRef("SystemLogisticsChannel").implement({
  description: "An entry of the system carrier catalogue with the company state",
  fields: (t) => ({
    code: t.exposeString("code"),
    carrier: t.exposeString("carrier"),
    name: t.exposeString("name"),
    trackingUrl: t.exposeString("trackingUrl"),
    maxWeight: t.exposeInt("maxWeight", { description: "Grams; 0 = no limit" }),
    usesNumberPool: t.exposeBoolean("usesNumberPool"),
    channelId: t.exposeInt("channelId", { nullable: true, description: "The company channel, once enabled" }),
    enabled: t.exposeBoolean("enabled")
  })
});
var LogisticsChannelFilter = builder.inputType("LogisticsChannelFilter", {
  fields: (t) => ({ keyword: t.string({ description: "Name, carrier or code" }), enabled: t.boolean() })
});
var channelFields = (t) => ({
  name: t.string(),
  carrier: t.string(),
  code: t.string(),
  maxWeight: t.int({ description: "Grams; 0 = no limit" }),
  usesNumberPool: t.boolean(),
  trackingUrl: t.string(),
  enabled: t.boolean()
});
var CreateCustomChannelInput = builder.inputType("CreateCustomChannelInput", {
  fields: (t) => ({ ...channelFields(t), name: t.string({ required: true }) })
});
var UpdateCustomChannelInput = builder.inputType("UpdateCustomChannelInput", {
  fields: (t) => ({ id: t.int({ required: true }), ...channelFields(t) })
});
var UpdateSystemChannelInput = builder.inputType("UpdateSystemChannelInput", {
  fields: (t) => ({ id: t.int({ required: true }), maxWeight: t.int(), usesNumberPool: t.boolean(), enabled: t.boolean() })
});
builder.queryFields((t) => ({
  logisticsChannelOptions: t.field({
    type: [LogisticsChannelOption],
    authScopes: { loggedIn: true },
    description: "Every channel of the company for pickers; needs any page that picks a channel (orders, logistics rules, channels, tracking\u2026)",
    resolve: (_r, _a, ctx) => channelOptions(ctx)
  }),
  systemLogisticsChannels: t.field({
    type: [SystemLogisticsChannel],
    authScopes: { permission: "systemLogistics" },
    description: "The system carrier catalogue with the company state of each entry",
    resolve: (_r, _a, ctx) => systemCatalogue(ctx)
  }),
  logisticsChannels: t.prismaConnection({
    type: "LogisticsChannel",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "customLogistics" },
    description: "Custom channels (/customLogistics)",
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: LogisticsChannelFilter }) },
    resolve: (query, _r, args, ctx) => ctx.db.logisticsChannel.findMany({ ...withOffset(query, args.offset), where: customChannelWhere(ctx, compact(args.filter ?? {})), orderBy: [{ name: "asc" }, { id: "asc" }] }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.logisticsChannel.count({ where: customChannelWhere(ctx, compact(args.filter ?? {})) });
    }
  })
}));
builder.mutationFields((t) => ({
  enableSystemChannel: t.prismaField({
    type: "LogisticsChannel",
    errors: {},
    authScopes: { permission: "logisticsChannel.update" },
    extensions: { operateModule: "systemLogistics" },
    description: "Enables an entry of the system catalogue (creates the company channel the first time)",
    args: { code: t.arg.string({ required: true }) },
    resolve: (_q, _r, { code }, ctx) => enableSystemChannel(ctx, code)
  }),
  updateSystemChannel: t.prismaField({
    type: "LogisticsChannel",
    errors: {},
    authScopes: { permission: "logisticsChannel.update" },
    extensions: { operateModule: "systemLogistics" },
    description: "Seller settings of a system channel: max weight, number pool, enabled",
    args: { input: t.arg({ type: UpdateSystemChannelInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => updateSystemChannel(ctx, compact(input))
  }),
  createCustomChannel: t.prismaField({
    type: "LogisticsChannel",
    errors: {},
    authScopes: { permission: "logisticsChannel.update" },
    extensions: { operateModule: "customLogistics" },
    args: { input: t.arg({ type: CreateCustomChannelInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => createCustomChannel(ctx, compact(input))
  }),
  updateCustomChannel: t.prismaField({
    type: "LogisticsChannel",
    errors: {},
    authScopes: { permission: "logisticsChannel.update" },
    extensions: { operateModule: "customLogistics" },
    args: { input: t.arg({ type: UpdateCustomChannelInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => updateCustomChannel(ctx, compact(input))
  }),
  setLogisticsChannelEnabled: t.prismaField({
    type: "LogisticsChannel",
    errors: {},
    authScopes: { permission: "logisticsChannel.update" },
    extensions: { operateModule: "customLogistics" },
    description: "Enables or disables a system or custom channel",
    args: { id: t.arg.int({ required: true }), enabled: t.arg.boolean({ required: true }) },
    resolve: (_q, _r, { id: id5, enabled }, ctx) => setChannelEnabled(ctx, id5, enabled)
  }),
  deleteLogisticsChannel: t.boolean({
    errors: {},
    authScopes: { permission: "logisticsChannel.update" },
    extensions: { operateModule: "customLogistics" },
    description: "Deletes a channel no logistics rule and no open order uses (its number pool goes with it)",
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_r, { id: id5 }, ctx) => !!await deleteChannel(ctx, id5)
  })
}));

// src/modules/tracking/tracking.graphql.ts
onOrderEvent("shipped", async (ctx, { orderIds }) => {
  await recordsForShippedOrders(ctx, orderIds);
});
async function loadChannel(ctx, id5) {
  if (id5 == null) return null;
  return requestLoader(ctx, "trackingChannel", async (ids2) => {
    const rows = await ctx.db.logisticsChannel.findMany({ where: { id: { in: [...ids2] } }, select: { id: true, name: true, trackingUrl: true } });
    const byId = new Map(rows.map((c) => [c.id, c]));
    return ids2.map((i) => byId.get(i) ?? null);
  }).load(id5);
}
var TrackingEvent = builder.objectRef("TrackingEvent").implement({
  description: "One carrier scan of a parcel",
  fields: (t) => ({
    at: t.field({ type: "DateTime", resolve: (e) => new Date(e.at) }),
    code: t.exposeString("code", { description: "accepted | departed | inTransit | arrived | outForDelivery | delivered | exception | notFound" }),
    text: t.string({ resolve: (e, _a, ctx) => translate(ctx.lang, `tracking.event.${e.code}`) }),
    location: t.exposeString("location")
  })
});
builder.prismaObject("TrackingRecord", {
  description: "A tracked parcel (one per tracking number)",
  fields: (t) => ({
    id: t.exposeInt("id"),
    trackingNo: t.exposeString("trackingNo"),
    orderId: t.exposeInt("orderId", { nullable: true }),
    orderNo: t.string({
      nullable: true,
      resolve: async (r, _a, ctx) => r.orderId == null ? null : await requestLoader(ctx, "trackingOrderNo", async (ids2) => {
        const rows = await ctx.db.order.findMany({ where: { id: { in: [...ids2] } }, select: { id: true, orderNo: true } });
        const nos = new Map(rows.map((o) => [o.id, o.orderNo]));
        return ids2.map((id5) => nos.get(id5) ?? "");
      }).load(r.orderId) ?? null
    }),
    channelId: t.exposeInt("channelId", { nullable: true }),
    channelName: t.string({ resolve: async (r, _a, ctx) => (await loadChannel(ctx, r.channelId))?.name ?? "" }),
    trackingLink: t.string({
      description: "The carrier's tracking page of this parcel (from the channel's tracking URL), or empty",
      resolve: async (r, _a, ctx) => trackingLink((await loadChannel(ctx, r.channelId))?.trackingUrl ?? "", r.trackingNo)
    }),
    carrier: t.exposeString("carrier"),
    country: t.exposeString("country"),
    status: t.expose("status", { type: TrackingStatusEnum }),
    lastEvent: t.exposeString("lastEvent", { description: "Code of the newest event" }),
    lastEventText: t.string({ resolve: (r, _a, ctx) => r.lastEvent ? translate(ctx.lang, `tracking.event.${r.lastEvent}`) : "" }),
    events: t.field({ type: [TrackingEvent], description: "Oldest first", resolve: (r) => r.events ?? [] }),
    autoTrack: t.exposeBoolean("autoTrack"),
    deleted: t.boolean({ resolve: (r) => r.deletedAt != null }),
    deletedAt: t.expose("deletedAt", { type: "DateTime", nullable: true }),
    shippedAt: t.expose("shippedAt", { type: "DateTime", nullable: true }),
    deliveredAt: t.expose("deliveredAt", { type: "DateTime", nullable: true }),
    transitDays: t.expose("transitDays", { type: "Decimal", nullable: true, description: "Days from shipped to delivered" }),
    queryCount: t.exposeInt("queryCount"),
    lastQueriedAt: t.expose("lastQueriedAt", { type: "DateTime", nullable: true }),
    submittedAt: t.expose("submittedAt", { type: "DateTime" }),
    createdAt: t.expose("createdAt", { type: "DateTime" })
  })
});
var StatusCount = statusCountType("TrackingStatusCount", TrackingStatusTabEnum);
var TransitBucket = builder.objectRef("TransitBucket").implement({
  description: "Delivered parcels in a transit-time bucket: d0_1 (within 1 day), d1_3, d3_7, d7_10, d10_15, d15_30, d30_ (over 30)",
  fields: (t) => ({ key: t.exposeString("key"), count: t.exposeInt("count") })
});
var statsFields = (t) => ({
  count: t.exposeInt("count"),
  buckets: t.field({ type: [TransitBucket], resolve: (s) => s.buckets }),
  p90: t.float({ nullable: true, description: "90th percentile of transit days (nearest rank)", resolve: (s) => s.p90 }),
  p95: t.float({ nullable: true, description: "95th percentile of transit days (nearest rank)", resolve: (s) => s.p95 }),
  average: t.float({ nullable: true, resolve: (s) => s.average })
});
var TransitStats = builder.objectRef("TransitStats").implement({ fields: (t) => statsFields(t) });
var TransitGroup = builder.objectRef("TransitGroup").implement({
  fields: (t) => ({ key: t.exposeString("key"), label: t.exposeString("label"), ...statsFields(t) })
});
var TrackingReport = builder.objectRef("TrackingReport").implement({
  description: "Transit times of delivered parcels in a date range",
  fields: (t) => ({
    from: t.expose("from", { type: "DateTime" }),
    to: t.expose("to", { type: "DateTime" }),
    overall: t.field({ type: TransitStats, resolve: (r) => ({ key: "all", label: "", ...r.overall }) }),
    byChannel: t.field({ type: [TransitGroup], resolve: (r) => r.byChannel }),
    byCountry: t.field({ type: [TransitGroup], resolve: (r) => r.byCountry })
  })
});
var TrackingRecordFilter = builder.inputType("TrackingRecordFilter", {
  fields: (t) => ({
    status: t.field({ type: TrackingStatusEnum }),
    keyword: t.string({ description: "Tracking number or carrier" }),
    channelId: t.int(),
    country: t.string(),
    deleted: t.boolean({ description: "true: the records marked deleted" }),
    autoTrack: t.boolean()
  })
});
var TrackingReportFilter = builder.inputType("TrackingReportFilter", {
  fields: (t) => ({
    from: t.field({ type: "DateTime", description: "Delivered at or after (default: 90 days before to)" }),
    to: t.field({ type: "DateTime", description: "Delivered at or before (default: now)" }),
    channelId: t.int(),
    country: t.string()
  })
});
var AddTrackingRecordInput = builder.inputType("AddTrackingRecordInput", {
  fields: (t) => ({
    trackingNo: t.string({ required: true }),
    channelId: t.int(),
    carrier: t.string(),
    country: t.string(),
    shippedAt: t.field({ type: "DateTime" }),
    autoTrack: t.boolean()
  })
});
builder.queryFields((t) => ({
  trackingRecords: t.prismaConnection({
    type: "TrackingRecord",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "logisticsTracking" },
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: TrackingRecordFilter }) },
    resolve: (query, _r, args, ctx) => ctx.db.trackingRecord.findMany({ ...withOffset(query, args.offset), where: trackingWhere(ctx, compact(args.filter ?? {})), orderBy: [{ submittedAt: "desc" }, { id: "desc" }] }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.trackingRecord.count({ where: trackingWhere(ctx, compact(args.filter ?? {})) });
    }
  }),
  trackingStatusCounts: t.field({
    type: [StatusCount],
    authScopes: { permission: "logisticsTracking" },
    description: "Records per status (the filter without its status), plus all and deleted",
    args: { filter: t.arg({ type: TrackingRecordFilter }) },
    resolve: (_r, { filter: filter2 }, ctx) => statusCounts(ctx, compact(filter2 ?? {}))
  }),
  trackingReport: t.field({
    type: TrackingReport,
    errors: {},
    authScopes: { permission: "logisticsTracking" },
    args: { filter: t.arg({ type: TrackingReportFilter }) },
    resolve: (_r, { filter: filter2 }, ctx) => trackingReport(ctx, compact(filter2 ?? {}))
  })
}));
var ext14 = { operateModule: "logisticsTracking" };
builder.mutationFields((t) => ({
  addTrackingRecord: t.prismaField({
    type: "TrackingRecord",
    errors: {},
    authScopes: { permission: "tracking.update" },
    extensions: ext14,
    description: "Adds a tracking number by hand and queries it once",
    args: { input: t.arg({ type: AddTrackingRecordInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => addRecord(ctx, compact(input))
  }),
  requeryTracking: t.prismaField({
    type: ["TrackingRecord"],
    errors: {},
    authScopes: { permission: "tracking.update" },
    extensions: ext14,
    description: "Queries the carrier again (records marked deleted are left alone)",
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_q, _r, { ids: ids2 }, ctx) => requery(ctx, ids2)
  }),
  resubmitTracking: t.prismaField({
    type: ["TrackingRecord"],
    errors: {},
    authScopes: { permission: "tracking.update" },
    extensions: ext14,
    description: "Resets the records to pending and queries them again",
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_q, _r, { ids: ids2 }, ctx) => resubmit(ctx, ids2)
  }),
  deleteTracking: t.prismaField({
    type: ["TrackingRecord"],
    errors: {},
    authScopes: { permission: "tracking.update" },
    extensions: ext14,
    description: "Marks records deleted (can be undone with restoreTracking)",
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_q, _r, { ids: ids2 }, ctx) => markDeleted(ctx, ids2)
  }),
  restoreTracking: t.prismaField({
    type: ["TrackingRecord"],
    errors: {},
    authScopes: { permission: "tracking.update" },
    extensions: ext14,
    description: "Cancels the delete mark",
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_q, _r, { ids: ids2 }, ctx) => restore(ctx, ids2)
  }),
  setTrackingAuto: t.prismaField({
    type: ["TrackingRecord"],
    errors: {},
    authScopes: { permission: "tracking.update" },
    extensions: ext14,
    description: "Turns automatic tracking on or off",
    args: { ids: t.arg.intList({ required: true }), on: t.arg.boolean({ required: true }) },
    resolve: (_q, _r, { ids: ids2, on }, ctx) => setAutoTrack(ctx, ids2, on)
  })
}));

// src/modules/picking/picking.pdf.ts
import bwipjs3 from "bwip-js/node";

// src/modules/picking/picking.service.ts
function templateWhere(ctx, filter2 = {}) {
  assertCan(ctx, "pickListTemplate");
  const kw = filter2.keyword?.trim();
  if (kw && kw.length > 100) throw ValidationError.field("keyword", "validation.tooLong");
  return kw ? { name: { contains: kw, mode: "insensitive" } } : {};
}
async function findTemplate(db, id5) {
  const template = await db.pickListTemplate.findFirst({ where: { id: id5 } });
  if (!template) throw new NotFoundError("picking.templateNotFound", { id: id5 });
  return template;
}
async function saveTemplate(ctx, id5, raw) {
  const actor = assertCan(ctx, "pickListTemplate.update");
  if (id5 != null) await findTemplate(ctx.db, id5);
  const input = parseInput(pickListTemplateInput, raw);
  const taken = await ctx.db.pickListTemplate.findFirst({ where: { name: input.name, ...id5 != null ? { id: { not: id5 } } : {} }, select: { id: true } });
  if (taken) throw ValidationError.field("name", "picking.templateNameTaken");
  const data = { name: input.name, type: input.type, fontSize: input.fontSize, maxOrders: input.maxOrders, minOrders: input.minOrders, fields: input.fields, imageUrl: input.imageUrl };
  try {
    if (id5 == null) return await ctx.db.pickListTemplate.create({ data: { companyId: actor.companyId, ...data } });
    return await ctx.db.pickListTemplate.update({ where: { id: id5 }, data });
  } catch (err) {
    if (isUniqueViolation(err)) throw ValidationError.field("name", "picking.templateNameTaken");
    throw err;
  }
}
var createTemplate = (ctx, raw) => saveTemplate(ctx, null, raw);
var updateTemplate = (ctx, id5, raw) => saveTemplate(ctx, id5, raw);
async function deleteTemplate(ctx, id5) {
  assertCan(ctx, "pickListTemplate.update");
  await findTemplate(ctx.db, id5);
  await ctx.db.pickListTemplate.deleteMany({ where: { id: id5 } });
  return id5;
}
function pickListWhere(ctx, f = {}) {
  assertCan(ctx, "pickListTemplate");
  const kw = f.keyword?.trim();
  if (kw && kw.length > 100) throw ValidationError.field("keyword", "validation.tooLong");
  return {
    ...f.status ? { status: f.status } : {},
    ...f.warehouseId ? { warehouseId: f.warehouseId } : {},
    ...kw ? { pickNo: { contains: kw, mode: "insensitive" } } : {}
  };
}
async function findPickList(db, id5) {
  const list2 = await db.pickList.findFirst({ where: { id: id5 } });
  if (!list2) throw new NotFoundError("picking.notFound", { id: id5 });
  return list2;
}
function pickableWhere(ctx, warehouseId) {
  return { status: "awaitingShipment", pickListId: null, ...warehouseId ? { warehouseId } : {}, ...allowedShopsWhere(ctx.actor, "shopId") };
}
async function pickableOrderCount(ctx, warehouseId) {
  assertCan(ctx, "pickListTemplate");
  return ctx.db.order.count({ where: pickableWhere(ctx, warehouseId) });
}
async function createPickLists(ctx, raw) {
  const actor = assertCan(ctx, "pickListTemplate.update");
  const input = parseInput(createPickListsInput, raw);
  const template = await findTemplate(ctx.db, input.templateId);
  let warehouseId;
  const select = { id: true, orderNo: true, status: true, pickListId: true, warehouseId: true, items: { select: { skuId: true, quantity: true } } };
  let orders;
  if (input.orderIds) {
    const ids2 = [...new Set(input.orderIds)];
    orders = await ctx.db.order.findMany({ where: { id: { in: ids2 }, ...allowedShopsWhere(actor, "shopId") }, select, orderBy: { id: "asc" } });
    if (orders.length !== ids2.length) throw new NotFoundError("order.notFound", { id: ids2.find((i) => !orders.some((o) => o.id === i)) });
    const bad = orders.find((o) => o.status !== "awaitingShipment" || o.pickListId != null);
    if (bad) throw new BusinessError("picking.orderNotEligible", { orderNo: bad.orderNo });
    const none = orders.find((o) => o.warehouseId == null);
    if (none) throw new BusinessError("picking.noWarehouse", { orderNo: none.orderNo });
    const warehouses = new Set(orders.map((o) => o.warehouseId));
    if (warehouses.size > 1) throw new BusinessError("picking.mixedWarehouses");
    warehouseId = orders[0].warehouseId;
    if (input.warehouseId && input.warehouseId !== warehouseId) throw new BusinessError("picking.mixedWarehouses");
  } else {
    warehouseId = (await findWarehouse(ctx.db, input.warehouseId)).id;
    orders = await ctx.db.order.findMany({ where: pickableWhere(ctx, warehouseId), select, orderBy: { id: "asc" }, take: 5e3 });
  }
  const skuIds = [...new Set(orders.flatMap((o) => o.items.map((i) => i.skuId)).filter((s) => s != null))];
  const skus = await ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true, productId: true } });
  const productOf = new Map(skus.map((s) => [s.id, s.productId]));
  const plan = planPickLists(
    orders.map((o) => ({ id: o.id, items: o.items.map((i) => ({ skuId: i.skuId, quantity: i.quantity, productId: i.skuId == null ? null : productOf.get(i.skuId) ?? null })) })),
    template
  );
  if (!plan.lists.length) throw new BusinessError("picking.noEligibleOrders");
  for (let attempt = 0; ; attempt++) {
    try {
      const ids2 = await ctx.db.$transaction(async (tx) => {
        const base = newBillNo("PK");
        const created = [];
        for (const [i, orderIds] of plan.lists.entries()) {
          const pickNo = plan.lists.length > 1 ? `${base}-${i + 1}` : base;
          const list2 = await tx.pickList.create({
            data: { companyId: actor.companyId, pickNo, templateId: template.id, warehouseId, orderCount: orderIds.length, operatorId: actor.userId > 0 ? actor.userId : null }
          });
          const { count: count2 } = await tx.order.updateMany({ where: { id: { in: orderIds }, status: "awaitingShipment", pickListId: null }, data: { pickListId: list2.id, sortSlot: null } });
          if (count2 !== orderIds.length) throw new BusinessError("picking.ordersChanged");
          await addHistory(ctx, tx, orderIds, { action: "picked", messageId: "picking.history.added", params: { pickNo } });
          created.push(list2.id);
        }
        return created;
      });
      const pickLists = await ctx.db.pickList.findMany({ where: { id: { in: ids2 } }, orderBy: { id: "asc" } });
      return { pickLists, skippedOrderIds: plan.skipped };
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
}
async function cancelPickList(ctx, id5) {
  assertCan(ctx, "pickListTemplate.update");
  const list2 = await findPickList(ctx.db, id5);
  return ctx.db.$transaction(async (tx) => {
    const { count: count2 } = await tx.pickList.deleteMany({ where: { id: list2.id, status: "created" } });
    if (count2 !== 1) throw new BusinessError("picking.sortingBegan", { pickNo: list2.pickNo });
    await tx.order.updateMany({ where: { pickListId: list2.id }, data: { pickListId: null, sortSlot: null } });
    return list2.id;
  });
}
async function pickListOrders(db, pickListId) {
  return db.order.findMany({
    where: { pickListId },
    orderBy: [{ sortSlot: { sort: "asc", nulls: "last" } }, { id: "asc" }],
    include: { items: { orderBy: { id: "asc" } } }
  });
}

// src/modules/picking/sorting.service.ts
var need = (i) => i.quantity * i.unitsPerItem;
var checked = (o) => o.items.filter((i) => i.skuId != null);
var orderUnits = (o) => checked(o).reduce((s, i) => s + need(i), 0);
var orderVerified = (o) => checked(o).reduce((s, i) => s + Math.min(i.verified, need(i)), 0);
async function skuNames(db, orders) {
  const ids2 = [...new Set(orders.flatMap((o) => o.items.map((i) => i.skuId)).filter((s) => s != null))];
  const skus = await db.sku.findMany({ where: { id: { in: ids2 } }, select: { id: true, sku: true, product: { select: { name: true } } } });
  return new Map(skus.map((s) => [s.id, s]));
}
var active = (orders) => orders.filter((o) => o.status === "awaitingShipment" || o.verifiedAt != null);
async function sessionOf(db, list2) {
  const orders = active(await pickListOrders(db, list2.id));
  const names = await skuNames(db, orders);
  const views = orders.map((o) => ({
    id: o.id,
    orderNo: o.orderNo,
    platformOrderNo: o.platformOrderNo,
    trackingNo: o.trackingNo,
    buyerName: o.buyerName,
    status: o.status,
    sortSlot: o.sortSlot,
    verifiedAt: o.verifiedAt,
    orderType: sortingOrderType(checked(o)),
    units: orderUnits(o),
    verifiedUnits: orderVerified(o),
    items: checked(o).map((i) => ({ skuId: i.skuId, sku: names.get(i.skuId)?.sku ?? "", productName: names.get(i.skuId)?.product.name ?? i.title, quantity: need(i), verified: Math.min(i.verified, need(i)) }))
  }));
  return {
    pickListId: list2.id,
    pickNo: list2.pickNo,
    status: list2.status,
    wallRows: list2.wallRows,
    wallCols: list2.wallCols,
    totalUnits: views.reduce((s, o) => s + o.units, 0),
    verifiedUnits: views.reduce((s, o) => s + o.verifiedUnits, 0),
    totalOrders: views.length,
    verifiedOrders: views.filter((o) => o.verifiedAt != null).length,
    orders: views
  };
}
async function sortingSession(ctx, pickListId, page5 = "scanSorting") {
  assertCan(ctx, page5);
  return sessionOf(ctx.db, await findPickList(ctx.db, pickListId));
}
async function skuByCode(db, code) {
  return db.sku.findFirst({ where: { OR: [{ sku: code }, { barcode: code }, { ean: code }] }, select: { id: true, sku: true } });
}
async function scanSorting(ctx, raw, wall = false) {
  assertCan(ctx, wall ? "secondarySorting" : "scanSorting");
  const input = parseInput(sortingScanInput, raw);
  const list2 = await findPickList(ctx.db, input.pickListId);
  if (wall && !list2.wallRows) throw new BusinessError("sorting.noWall");
  const sku = await skuByCode(ctx.db, input.code);
  if (!sku) throw ValidationError.field("code", "sorting.notInOrder");
  const types = new Set(input.orderTypes);
  const mode = wall ? "order" : input.mode;
  for (let attempt = 0; ; attempt++) {
    const orders = (await pickListOrders(ctx.db, list2.id)).filter((o) => o.status === "awaitingShipment" && types.has(sortingOrderType(checked(o))));
    const open = orders.map((o) => ({ o, items: checked(o).filter((i) => i.skuId === sku.id && i.verified < need(i)) })).filter((x) => x.items.length);
    const left = (items) => items.reduce((s, i) => s + need(i) - i.verified, 0);
    if (!open.length) throw ValidationError.field("code", "sorting.notInOrder");
    let targets;
    if (mode === "batch") {
      const total = open.reduce((s, x) => s + left(x.items), 0);
      if (input.quantity !== total) throw ValidationError.field("quantity", "sorting.quantityMismatch", { total });
      targets = open;
    } else {
      if (input.quantity > left(open[0].items)) throw ValidationError.field("quantity", "sorting.notInOrder");
      targets = [open[0]];
    }
    try {
      const completed = await ctx.db.$transaction(async (tx) => {
        for (const { items } of targets) {
          let rest = mode === "batch" ? left(items) : input.quantity;
          for (const item of items) {
            if (rest <= 0) break;
            const take = Math.min(rest, need(item) - item.verified);
            const { count: count2 } = await tx.orderItem.updateMany({ where: { id: item.id, verified: item.verified }, data: { verified: item.verified + take } });
            if (count2 !== 1) throw new Raced();
            rest -= take;
          }
        }
        const done = [];
        for (const { o } of targets) {
          const now = await tx.orderItem.findMany({ where: { orderId: o.id, skuId: { not: null } }, select: { quantity: true, unitsPerItem: true, verified: true } });
          if (now.every((i) => i.verified >= need(i))) {
            const { count: count2 } = await tx.order.updateMany({ where: { id: o.id, verifiedAt: null }, data: { verifiedAt: /* @__PURE__ */ new Date() } });
            if (count2 === 1) {
              await addHistory(ctx, tx, [o.id], { action: "verified", messageId: "sorting.history.verified" });
              done.push(o.id);
            }
          }
        }
        await tx.pickList.updateMany({ where: { id: list2.id, status: "created" }, data: { status: "picked" } });
        const remaining = await tx.order.count({ where: { pickListId: list2.id, status: "awaitingShipment", verifiedAt: null } });
        if (remaining === 0) await tx.pickList.updateMany({ where: { id: list2.id }, data: { status: "sorted" } });
        return done;
      });
      const first = targets[0].o;
      return {
        orderId: first.id,
        orderNo: first.orderNo,
        sortSlot: first.sortSlot,
        sku: sku.sku,
        quantity: input.quantity,
        completedOrderIds: completed,
        session: await sessionOf(ctx.db, await findPickList(ctx.db, list2.id))
      };
    } catch (err) {
      if (!(err instanceof Raced) || attempt >= 5) throw err;
    }
  }
}
var Raced = class extends Error {
};
async function assignSortingWall(ctx, raw) {
  assertCan(ctx, "secondarySorting");
  const input = parseInput(sortingWallInput, raw);
  const list2 = await findPickList(ctx.db, input.pickListId);
  const orders = await ctx.db.order.findMany({ where: { pickListId: list2.id, status: "awaitingShipment" }, orderBy: { id: "asc" }, select: { id: true } });
  const slots = input.rows * input.columns;
  if (orders.length > slots) throw ValidationError.field("rows", "sorting.wallTooSmall", { slots, orders: orders.length });
  return ctx.db.$transaction(async (tx) => {
    const started = await tx.orderItem.count({ where: { order: { pickListId: list2.id }, verified: { gt: 0 } } });
    if (started > 0) throw new BusinessError("sorting.wallInUse");
    const updated = await tx.pickList.update({ where: { id: list2.id }, data: { wallRows: input.rows, wallCols: input.columns } });
    for (const [i, o] of orders.entries()) await tx.order.updateMany({ where: { id: o.id }, data: { sortSlot: i + 1 } });
    return sessionOf(tx, updated);
  });
}
async function forecastBins(ctx) {
  const actor = assertCan(ctx, "forecastSorting");
  const base = { status: "awaitingShipment", logisticsChannelId: { not: null }, ...allowedShopsWhere(actor, "shopId") };
  const [all, sorted] = await Promise.all([
    ctx.db.order.groupBy({ by: ["logisticsChannelId"], where: base, _count: { _all: true } }),
    ctx.db.order.groupBy({ by: ["logisticsChannelId"], where: { ...base, history: { some: { action: "forecastSorted" } } }, _count: { _all: true } })
  ]);
  const ids2 = all.map((g) => g.logisticsChannelId);
  const channels = await ctx.db.logisticsChannel.findMany({ where: { id: { in: ids2 } }, select: { id: true, name: true } });
  const nameOf = new Map(channels.map((c) => [c.id, c.name]));
  const sortedOf = new Map(sorted.map((g) => [g.logisticsChannelId, g._count._all]));
  return all.map((g) => ({ channelId: g.logisticsChannelId, channelName: nameOf.get(g.logisticsChannelId) ?? "", total: g._count._all, sorted: sortedOf.get(g.logisticsChannelId) ?? 0 })).sort((a, b) => a.channelName.localeCompare(b.channelName) || a.channelId - b.channelId);
}
async function forecastScan(ctx, raw) {
  const actor = assertCan(ctx, "forecastSorting");
  const { number } = parseInput(forecastScanInput, raw);
  const order = await ctx.db.order.findFirst({
    where: { OR: [{ orderNo: number }, { trackingNo: number }], ...allowedShopsWhere(actor, "shopId") },
    orderBy: { id: "desc" },
    select: { id: true, orderNo: true, trackingNo: true, status: true, logisticsChannelId: true }
  });
  if (!order) throw ValidationError.field("number", "sorting.numberWrong");
  if (order.status !== "awaitingShipment") throw new BusinessError("sorting.notAwaitingShipment", { orderNo: order.orderNo });
  if (order.logisticsChannelId == null) throw new BusinessError("sorting.noChannel", { orderNo: order.orderNo });
  const channel = await ctx.db.logisticsChannel.findFirst({ where: { id: order.logisticsChannelId }, select: { id: true, name: true } });
  if (!channel) throw new BusinessError("sorting.noChannel", { orderNo: order.orderNo });
  await ctx.db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${order.id} AND "companyId" = ${actor.companyId} FOR UPDATE`;
    const seen = await tx.orderHistory.findFirst({ where: { orderId: order.id, action: "forecastSorted" }, select: { id: true } });
    if (seen) throw ValidationError.field("number", "sorting.scannedTwice", { number });
    await addHistory(ctx, tx, [order.id], { action: "forecastSorted", messageId: "sorting.history.forecast", params: { channel: channel.name } });
  });
  return { orderId: order.id, orderNo: order.orderNo, trackingNo: order.trackingNo, channelId: channel.id, channelName: channel.name, bins: await forecastBins(ctx) };
}
async function findOrderForLabel(ctx, orderId) {
  const order = await ctx.db.order.findFirst({ where: { id: orderId, ...allowedShopsWhere(ctx.actor, "shopId") } });
  if (!order) throw new NotFoundError("order.notFound", { id: orderId });
  return order;
}

// src/modules/picking/picking.pdf.ts
var PAGE3 = { width: 595.28, height: 841.89, margin: 36 };
var WEIGHT = {
  sku: 3,
  productName: 5,
  image: 3,
  location: 3,
  quantity: 1.5,
  orderNo: 3,
  platformOrderNo: 3.5,
  buyerName: 3,
  country: 1.5,
  channel: 3,
  trackingNo: 3.5,
  remark: 4
};
async function printPickList(ctx, id5) {
  assertCan(ctx, "pickListTemplate");
  const list2 = await findPickList(ctx.db, id5);
  const [template, warehouse, orders] = await Promise.all([
    list2.templateId ? ctx.db.pickListTemplate.findFirst({ where: { id: list2.templateId } }) : null,
    list2.warehouseId ? ctx.db.warehouse.findFirst({ where: { id: list2.warehouseId }, select: { name: true } }) : null,
    ctx.db.order.findMany({ where: { pickListId: list2.id }, orderBy: [{ sortSlot: { sort: "asc", nulls: "last" } }, { id: "asc" }], include: { items: { orderBy: { id: "asc" } } } })
  ]);
  const skuIds = [...new Set(orders.flatMap((o) => o.items.map((i) => i.skuId)).filter((s) => s != null))];
  const channelIds = [...new Set(orders.map((o) => o.logisticsChannelId).filter((c) => c != null))];
  const [skus, stockAt, channels] = await Promise.all([
    ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true, sku: true, image: true, product: { select: { name: true } } } }),
    list2.warehouseId ? ctx.db.stockLocation.findMany({ where: { skuId: { in: skuIds }, warehouseId: list2.warehouseId, quantity: { gt: 0 } }, orderBy: [{ quantity: "desc" }, { id: "asc" }] }) : [],
    ctx.db.logisticsChannel.findMany({ where: { id: { in: channelIds } }, select: { id: true, name: true } })
  ]);
  const locations = await ctx.db.location.findMany({ where: { id: { in: [...new Set(stockAt.map((s) => s.locationId))] } }, select: { id: true, code: true } });
  const codeOf = new Map(locations.map((l) => [l.id, l.code]));
  const skuOf = new Map(skus.map((s) => [s.id, s]));
  const channelOf = new Map(channels.map((c) => [c.id, c.name]));
  const locationsOf = /* @__PURE__ */ new Map();
  for (const s of stockAt) {
    const codes = locationsOf.get(s.skuId) ?? [];
    codes.push(`${codeOf.get(s.locationId) ?? s.locationId}(${s.quantity})`);
    locationsOf.set(s.skuId, codes);
  }
  const totals = /* @__PURE__ */ new Map();
  for (const o of orders) for (const i of o.items) if (i.skuId != null) totals.set(i.skuId, (totals.get(i.skuId) ?? 0) + i.quantity * i.unitsPerItem);
  const skuRows = [...totals.entries()].map(([skuId, quantity2]) => ({
    location: (locationsOf.get(skuId) ?? []).slice(0, 3).join(" "),
    sku: skuOf.get(skuId)?.sku ?? String(skuId),
    productName: skuOf.get(skuId)?.product.name ?? "",
    image: skuOf.get(skuId)?.image ?? "",
    quantity: String(quantity2)
  })).sort((a, b) => (a.location || "\uFFFF").localeCompare(b.location || "\uFFFF") || a.sku.localeCompare(b.sku));
  const fields = printedFields(template?.fields ?? ["productName", "orderNo"]);
  const skuFields2 = PICK_SKU_FIELDS.filter((f) => fields.includes(f) && f !== "image");
  const orderFields = PICK_ORDER_FIELDS.filter((f) => fields.includes(f));
  const large = template?.fontSize === "large";
  const size = large ? 13 : 9;
  const rowH = large ? 26 : 18;
  const pdf = newPdf({ size: "A4", margin: PAGE3.margin });
  const { doc, fit } = pdf;
  const lang = pdfLang(ctx.lang);
  const t = (msg, params) => translate(lang, msg, params);
  doc.info.Title = t("picking.pdf.title", { pickNo: list2.pickNo });
  const left = PAGE3.margin;
  const width = PAGE3.width - 2 * PAGE3.margin;
  const bottom = PAGE3.height - PAGE3.margin - 24;
  const columnsOf = (keys) => {
    const noW = 30;
    const sum = keys.reduce((s, k) => s + (WEIGHT[k] ?? 3), 0);
    return [
      { key: "no", title: t("picking.pdf.no"), w: noW, align: "left" },
      ...keys.map((k) => ({ key: k, title: k === "items" ? t("picking.pdf.items") : t(`picking.field.${k}`), w: (width - noW) * (WEIGHT[k] ?? 3) / sum, align: k === "quantity" ? "right" : "left" }))
    ];
  };
  const cell = (text, x, y2, w, align) => doc.text(fit(text), x + 3, y2 + (rowH - size) / 2 - 1, { width: w - 6, height: rowH - 4, align, lineBreak: false, ellipsis: true });
  const header = (columns, y2) => {
    doc.fontSize(size).fillColor("#000");
    doc.rect(left, y2, width, rowH).fillAndStroke("#eeeeee", "#999999");
    doc.fillColor("#000");
    let x = left;
    for (const c of columns) {
      cell(c.title, x, y2, c.w, c.align);
      x += c.w;
    }
    return y2 + rowH;
  };
  const table = (columns, rows, top) => {
    let y2 = header(columns, top);
    rows.forEach((r, i) => {
      if (y2 + rowH > bottom) {
        doc.addPage();
        y2 = header(columns, PAGE3.margin);
      }
      doc.fontSize(size).fillColor("#000");
      doc.rect(left, y2, width, rowH).stroke("#bbbbbb");
      let x = left;
      for (const c of columns) {
        cell(c.key === "no" ? String(i + 1) : r[c.key] ?? "", x, y2, c.w, c.align);
        x += c.w;
      }
      y2 += rowH;
    });
    return y2;
  };
  doc.fontSize(large ? 20 : 16).text(fit(t("picking.pdf.title", { pickNo: list2.pickNo })), left, PAGE3.margin, { width });
  doc.moveDown(0.3).fontSize(large ? 11 : 9).fillColor("#333");
  const pieces = [...totals.values()].reduce((s, q) => s + q, 0);
  doc.text(
    fit(
      [
        `${t("picking.pdf.warehouse")}: ${warehouse?.name ?? ""}`,
        `${t("picking.pdf.template")}: ${template ? `${template.name} (${t(`picking.type.${template.type}`)})` : "-"}`,
        `${t("picking.pdf.orders")}: ${orders.length}`,
        `${t("picking.pdf.pieces")}: ${pieces}`,
        `${t("picking.pdf.printedAt")}: ${(/* @__PURE__ */ new Date()).toISOString().slice(0, 16).replace("T", " ")} UTC`
      ].join("    ")
    ),
    { width }
  );
  let y = table(columnsOf(skuFields2), skuRows, doc.y + 8);
  if (orderFields.length) {
    if (y + 3 * rowH > bottom) {
      doc.addPage();
      y = PAGE3.margin;
    } else y += rowH / 2;
    doc.fontSize(large ? 14 : 11).fillColor("#000").text(fit(t("picking.pdf.orderSection")), left, y, { width, lineBreak: false });
    const orderRows = orders.map((o) => ({
      orderNo: o.orderNo,
      platformOrderNo: o.platformOrderNo,
      buyerName: o.buyerName,
      country: o.country,
      channel: o.logisticsChannelId ? channelOf.get(o.logisticsChannelId) ?? "" : "",
      trackingNo: o.trackingNo,
      remark: [o.buyerNote, o.sellerNote].filter(Boolean).join(" / "),
      items: o.items.map((i) => `${i.skuId && skuOf.get(i.skuId)?.sku || i.platformSku} \xD7${i.quantity * i.unitsPerItem}`).join(", ")
    }));
    table(columnsOf([...orderFields, "items"]), orderRows, doc.y + 6);
  }
  const range = doc.bufferedPageRange();
  for (let p = range.start; p < range.start + range.count; p++) {
    doc.switchToPage(p);
    doc.page.margins.bottom = 0;
    doc.fontSize(8).fillColor("#666").text(fit(t("picking.pdf.page", { page: p + 1, pages: range.count })), left, PAGE3.height - PAGE3.margin - 10, {
      width,
      align: "center",
      lineBreak: false
    });
  }
  return pdf.finish(`${list2.pickNo}.pdf`);
}
async function printSortingLabel(ctx, orderId) {
  assertCan(ctx, "scanSorting");
  const order = await findOrderForLabel(ctx, orderId);
  if (!order.verifiedAt) throw new BusinessError("sorting.notVerified", { orderNo: order.orderNo });
  const channel = order.logisticsChannelId ? await ctx.db.logisticsChannel.findFirst({ where: { id: order.logisticsChannelId }, select: { name: true } }) : null;
  const code = order.trackingNo || order.orderNo;
  const W = 100 * MM;
  const H = 150 * MM;
  const pdf = newPdf({ size: [W, H], margin: 0 });
  const { doc, fit } = pdf;
  const lang = pdfLang(ctx.lang);
  const t = (msg) => translate(lang, msg);
  const pad2 = 5 * MM;
  const w = W - 2 * pad2;
  let y = pad2;
  const line = (label, value, size = 10) => {
    doc.fontSize(8).fillColor("#555").text(fit(label), pad2, y, { width: w, lineBreak: false });
    y += 10;
    doc.fontSize(size).fillColor("#000").text(fit(value || "-"), pad2, y, { width: w, height: size * 3.6, ellipsis: true });
    y = Math.max(doc.y, y + size + 2) + 4;
  };
  line(t("sorting.label.channel"), channel?.name ?? "", 14);
  line(t("sorting.label.order"), `${order.orderNo}  (${order.platformOrderNo})`);
  line(t("sorting.label.buyer"), [order.buyerName, order.buyerPhone].filter(Boolean).join("  "));
  line(t("sorting.label.address"), [order.address1, order.address2, order.city, order.state, order.postcode, order.country].filter(Boolean).join(", "));
  doc.moveTo(pad2, y).lineTo(W - pad2, y).stroke("#000");
  y += 6;
  if (/^[\x20-\x7e]+$/.test(code)) {
    const png = await bwipjs3.toBuffer({ bcid: "code128", text: code, scale: 3, height: 14, includetext: false });
    doc.image(png, pad2, y, { fit: [w, 28 * MM], align: "center" });
    y += 28 * MM + 2;
  }
  doc.fontSize(12).fillColor("#000").text(fit(`${t("sorting.label.tracking")}: ${code}`), pad2, y, { width: w, align: "center", lineBreak: false });
  return pdf.finish(`${order.orderNo}.pdf`);
}

// src/modules/picking/picking.graphql.ts
builder.prismaObject("PickListTemplate", {
  description: "How awaiting-shipment orders are grouped into pick lists and what a pick list prints",
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    type: t.exposeString("type", { description: "mixed, single, child or variant" }),
    fontSize: t.exposeString("fontSize", { description: "standard or large" }),
    maxOrders: t.exposeInt("maxOrders", { description: "Most orders on one pick list" }),
    minOrders: t.exposeInt("minOrders", { description: "Fewest orders a group needs before a pick list is made" }),
    fields: t.exposeStringList("fields", { description: "Optional fields printed besides the required ones (sku, location, quantity)" }),
    imageUrl: t.exposeString("imageUrl"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" })
  })
});
var PickListRef = builder.prismaObject("PickList", {
  description: "A printed pick list: the orders picked together",
  fields: (t) => ({
    id: t.exposeInt("id"),
    pickNo: t.exposeString("pickNo"),
    status: t.expose("status", { type: PickListStatusEnum, description: "created, picked (sorting began) or sorted" }),
    templateId: t.exposeInt("templateId", { nullable: true }),
    templateName: t.string({
      description: "Empty when the template was deleted since",
      resolve: async (l, _a, ctx) => {
        if (!l.templateId) return "";
        const loader = requestLoader(ctx, "pickListTemplate", async (ids2) => {
          const rows = await ctx.db.pickListTemplate.findMany({ where: { id: { in: [...ids2] } }, select: { id: true, name: true } });
          return ids2.map((id5) => rows.find((r) => r.id === id5) ?? null);
        });
        return (await loader.load(l.templateId))?.name ?? "";
      }
    }),
    warehouseId: t.exposeInt("warehouseId", { nullable: true }),
    warehouseName: t.string({ resolve: (l, _a, ctx) => l.warehouseId ? loadWarehouseName(ctx, l.warehouseId) : "" }),
    orderCount: t.exposeInt("orderCount"),
    operatorName: t.string({ resolve: (l, _a, ctx) => loadUserName(ctx, l.operatorId) }),
    wallRows: t.exposeInt("wallRows"),
    wallCols: t.exposeInt("wallCols"),
    createdAt: t.expose("createdAt", { type: "DateTime" })
  })
});
var CreatePickListsResultRef = builder.objectRef("CreatePickListsResult").implement({
  fields: (t) => ({
    pickLists: t.field({ type: [PickListRef], resolve: (r) => r.pickLists }),
    skippedOrderIds: t.exposeIntList("skippedOrderIds", { description: "Orders that do not fit the template's type (or a group below its minimum)" })
  })
});
var SortingItemRef = builder.objectRef("SortingItem").implement({
  fields: (t) => ({
    skuId: t.exposeInt("skuId"),
    sku: t.exposeString("sku"),
    productName: t.exposeString("productName"),
    quantity: t.exposeInt("quantity", { description: "Local units the order needs" }),
    verified: t.exposeInt("verified")
  })
});
var SortingOrderRef = builder.objectRef("SortingOrder").implement({
  fields: (t) => ({
    id: t.exposeInt("id"),
    orderNo: t.exposeString("orderNo"),
    platformOrderNo: t.exposeString("platformOrderNo"),
    trackingNo: t.exposeString("trackingNo"),
    buyerName: t.exposeString("buyerName"),
    status: t.expose("status", { type: OrderStatusEnum }),
    sortSlot: t.exposeInt("sortSlot", { nullable: true }),
    orderType: t.exposeString("orderType", { description: "single (one piece) or multi" }),
    verifiedAt: t.expose("verifiedAt", { type: "DateTime", nullable: true }),
    units: t.exposeInt("units"),
    verifiedUnits: t.exposeInt("verifiedUnits"),
    items: t.field({ type: [SortingItemRef], resolve: (o) => o.items })
  })
});
var SortingSessionRef = builder.objectRef("SortingSession").implement({
  description: "The sorting state of a pick list (from the database: every browser sees the same)",
  fields: (t) => ({
    pickListId: t.exposeInt("pickListId"),
    pickNo: t.exposeString("pickNo"),
    status: t.expose("status", { type: PickListStatusEnum }),
    wallRows: t.exposeInt("wallRows"),
    wallCols: t.exposeInt("wallCols"),
    totalUnits: t.exposeInt("totalUnits"),
    verifiedUnits: t.exposeInt("verifiedUnits"),
    totalOrders: t.exposeInt("totalOrders"),
    verifiedOrders: t.exposeInt("verifiedOrders"),
    orders: t.field({ type: [SortingOrderRef], resolve: (s) => s.orders })
  })
});
var SortingScanResultRef = builder.objectRef("SortingScanResult").implement({
  fields: (t) => ({
    orderId: t.exposeInt("orderId"),
    orderNo: t.exposeString("orderNo"),
    sortSlot: t.exposeInt("sortSlot", { nullable: true }),
    sku: t.exposeString("sku"),
    quantity: t.exposeInt("quantity"),
    completedOrderIds: t.exposeIntList("completedOrderIds", { description: "Orders fully verified by this scan (printable now)" }),
    session: t.field({ type: SortingSessionRef, resolve: (r) => r.session })
  })
});
var ForecastBinRef = builder.objectRef("ForecastBin").implement({
  fields: (t) => ({
    channelId: t.exposeInt("channelId"),
    channelName: t.exposeString("channelName"),
    sorted: t.exposeInt("sorted"),
    total: t.exposeInt("total")
  })
});
var ForecastScanResultRef = builder.objectRef("ForecastScanResult").implement({
  fields: (t) => ({
    orderId: t.exposeInt("orderId"),
    orderNo: t.exposeString("orderNo"),
    trackingNo: t.exposeString("trackingNo"),
    channelId: t.exposeInt("channelId"),
    channelName: t.exposeString("channelName", { description: "The bin the parcel goes in" }),
    bins: t.field({ type: [ForecastBinRef], resolve: (r) => r.bins })
  })
});
var TemplateFilter = builder.inputType("PickListTemplateFilter", { fields: (t) => ({ keyword: t.string({ description: "Part of the name" }) }) });
var TemplateInput = builder.inputType("PickListTemplateInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    type: t.string({ description: "mixed (default), single, child or variant" }),
    fontSize: t.string({ description: "standard (default) or large" }),
    maxOrders: t.int({ description: "Required: most orders on one pick list (1-1000)" }),
    minOrders: t.int({ description: "Fewest orders a group needs (default 1)" }),
    fields: t.stringList({ description: "Optional fields to print: productName, image, orderNo, platformOrderNo, buyerName, country, channel, trackingNo, remark" }),
    imageUrl: t.string({ description: "At most 150 characters" })
  })
});
var PickListFilter = builder.inputType("PickListFilter", {
  fields: (t) => ({ status: t.field({ type: PickListStatusEnum }), keyword: t.string({ description: "Part of the pick number" }), warehouseId: t.int() })
});
var CreatePickListsInput = builder.inputType("CreatePickListsInput", {
  fields: (t) => ({
    templateId: t.int({ required: true }),
    orderIds: t.intList({ description: "The chosen orders (all of one warehouse); without them every eligible order of warehouseId" }),
    warehouseId: t.int()
  })
});
var SortingScanInput = builder.inputType("SortingScanInput", {
  fields: (t) => ({
    pickListId: t.int({ required: true }),
    code: t.string({ required: true, description: "SKU code, barcode or EAN" }),
    quantity: t.int({ description: "Checked quantity (default 1)" }),
    orderTypes: t.stringList({ description: "single and/or multi (default both)" }),
    mode: t.string({ description: "order (default: next order needing the SKU) or batch (quantity must match the total)" })
  })
});
var SortingWallInput = builder.inputType("SortingWallInput", {
  fields: (t) => ({ pickListId: t.int({ required: true }), rows: t.int({ required: true }), columns: t.int({ required: true }) })
});
builder.queryFields((t) => ({
  pickListTemplates: t.prismaConnection({
    type: "PickListTemplate",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "pickListTemplate" },
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: TemplateFilter }) },
    resolve: (query, _r, args, ctx) => ctx.db.pickListTemplate.findMany({ ...withOffset(query, args.offset), where: templateWhere(ctx, compact(args.filter ?? {})), orderBy: { id: "desc" } }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.pickListTemplate.count({ where: templateWhere(ctx, compact(args.filter ?? {})) });
    }
  }),
  pickLists: t.prismaConnection({
    type: "PickList",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "pickListTemplate" },
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: PickListFilter }) },
    resolve: (query, _r, args, ctx) => ctx.db.pickList.findMany({ ...withOffset(query, args.offset), where: pickListWhere(ctx, compact(args.filter ?? {})), orderBy: { id: "desc" } }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.pickList.count({ where: pickListWhere(ctx, compact(args.filter ?? {})) });
    }
  }),
  pickableOrderCount: t.int({
    authScopes: { permission: "pickListTemplate" },
    description: "Awaiting-shipment orders of a warehouse not on a pick list yet",
    args: { warehouseId: t.arg.int({ required: true }) },
    resolve: (_r, { warehouseId }, ctx) => pickableOrderCount(ctx, warehouseId)
  }),
  sortingSession: t.field({
    type: SortingSessionRef,
    errors: {},
    authScopes: { permission: "scanSorting" },
    description: "The scan-sorting state of a pick list",
    args: { pickListId: t.arg.int({ required: true }) },
    resolve: (_r, { pickListId }, ctx) => sortingSession(ctx, pickListId, "scanSorting")
  }),
  sortingWall: t.field({
    type: SortingSessionRef,
    errors: {},
    authScopes: { permission: "secondarySorting" },
    description: "The distribution-wall state of a pick list (secondary sorting)",
    args: { pickListId: t.arg.int({ required: true }) },
    resolve: (_r, { pickListId }, ctx) => sortingSession(ctx, pickListId, "secondarySorting")
  }),
  forecastBins: t.field({
    type: [ForecastBinRef],
    authScopes: { permission: "forecastSorting" },
    description: "Awaiting-shipment orders per logistics channel and how many are in their bin",
    resolve: (_r, _a, ctx) => forecastBins(ctx)
  })
}));
var ext15 = { operateModule: "pickListTemplate" };
var sortExt = { operateModule: "scanSorting" };
builder.mutationFields((t) => ({
  createPickListTemplate: t.prismaField({
    type: "PickListTemplate",
    errors: {},
    authScopes: { permission: "pickListTemplate.update" },
    extensions: ext15,
    args: { input: t.arg({ type: TemplateInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => createTemplate(ctx, compact(input))
  }),
  updatePickListTemplate: t.prismaField({
    type: "PickListTemplate",
    errors: {},
    authScopes: { permission: "pickListTemplate.update" },
    extensions: ext15,
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: TemplateInput, required: true }) },
    resolve: (_q, _r, { id: id5, input }, ctx) => updateTemplate(ctx, id5, compact(input))
  }),
  deletePickListTemplate: t.field({
    type: "Int",
    errors: {},
    authScopes: { permission: "pickListTemplate.update" },
    extensions: ext15,
    description: "Deletes a template (its pick lists stay); answers its id",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id: id5 }, ctx) => deleteTemplate(ctx, id5)
  }),
  createPickLists: t.field({
    type: CreatePickListsResultRef,
    errors: {},
    authScopes: { permission: "pickListTemplate.update" },
    extensions: ext15,
    description: "Puts awaiting-shipment orders of one warehouse on pick lists of the template (at most maxOrders each)",
    args: { input: t.arg({ type: CreatePickListsInput, required: true }) },
    resolve: (_r, { input }, ctx) => createPickLists(ctx, compact(input))
  }),
  cancelPickList: t.field({
    type: "Int",
    errors: {},
    authScopes: { permission: "pickListTemplate.update" },
    extensions: ext15,
    description: "Takes the orders off a pick list whose sorting has not begun and deletes it; answers its id",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id: id5 }, ctx) => cancelPickList(ctx, id5)
  }),
  printPickList: t.field({
    type: PdfFileRef,
    errors: {},
    authScopes: { permission: "pickListTemplate" },
    extensions: ext15,
    description: "The pick list as a PDF (base64): SKU lines with locations, then the orders",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id: id5 }, ctx) => printPickList(ctx, id5)
  }),
  scanSorting: t.field({
    type: SortingScanResultRef,
    errors: {},
    authScopes: { permission: "scanSorting" },
    extensions: sortExt,
    description: "Scan sorting: a SKU (code, barcode or EAN) \u2192 the order it goes to; a fully verified order may be printed",
    args: { input: t.arg({ type: SortingScanInput, required: true }) },
    resolve: (_r, { input }, ctx) => scanSorting(ctx, compact(input), false)
  }),
  printSortingLabel: t.field({
    type: PdfFileRef,
    errors: {},
    authScopes: { permission: "scanSorting" },
    extensions: sortExt,
    description: "The shipping label of a verified order (verify then print)",
    args: { orderId: t.arg.int({ required: true }) },
    resolve: (_r, { orderId }, ctx) => printSortingLabel(ctx, orderId)
  }),
  assignSortingWall: t.field({
    type: SortingSessionRef,
    errors: {},
    authScopes: { permission: "secondarySorting" },
    extensions: sortExt,
    description: "Secondary sorting: gives each order of the pick list a slot of a rows \xD7 columns wall",
    args: { input: t.arg({ type: SortingWallInput, required: true }) },
    resolve: (_r, { input }, ctx) => assignSortingWall(ctx, input)
  }),
  scanSecondarySorting: t.field({
    type: SortingScanResultRef,
    errors: {},
    authScopes: { permission: "secondarySorting" },
    extensions: sortExt,
    description: "Secondary sorting: a SKU \u2192 the wall slot of the next order needing it",
    args: { input: t.arg({ type: SortingScanInput, required: true }) },
    resolve: (_r, { input }, ctx) => scanSorting(ctx, compact(input), true)
  }),
  forecastScan: t.field({
    type: ForecastScanResultRef,
    errors: {},
    authScopes: { permission: "forecastSorting" },
    extensions: sortExt,
    description: "Forecast sorting: an order or tracking number \u2192 its logistics channel bin (once per parcel)",
    args: { number: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => forecastScan(ctx, args)
  })
}));

// src/modules/order-rules/order-rules.service.ts
function keywordOf(keyword) {
  const kw = keyword?.trim();
  if (kw && kw.length > 100) throw ValidationError.field("keyword", "validation.tooLong");
  return kw || void 0;
}
async function checkConditionIds(db, c) {
  if (!c.shopIds.length) return;
  const found = await db.shop.count({ where: { id: { in: c.shopIds } } });
  if (found !== c.shopIds.length) throw new NotFoundError("shop.notFound");
}
async function findChannel2(db, id5) {
  const channel = await db.logisticsChannel.findFirst({ where: { id: id5 } });
  if (!channel) throw new NotFoundError("orderRules.channelNotFound", { id: id5 });
  return channel;
}
function logisticsRuleWhere(ctx, f = {}) {
  assertCan(ctx, "logisticsRules");
  const kw = keywordOf(f.keyword);
  return {
    ...typeof f.enabled === "boolean" ? { enabled: f.enabled } : {},
    ...kw ? { name: { contains: kw, mode: "insensitive" } } : {}
  };
}
var LOGISTICS_RULE_ORDER = [{ priority: "desc" }, { id: "asc" }];
async function findLogisticsRule(db, id5) {
  const rule = await db.logisticsRule.findFirst({ where: { id: id5 } });
  if (!rule) throw new NotFoundError("orderRules.ruleNotFound", { id: id5 });
  return rule;
}
async function checkLogisticsRule(ctx, raw) {
  const input = parseInput(logisticsRuleInput, raw);
  const warehouse = await findWarehouse(ctx.db, input.warehouseId);
  const channel = await findChannel2(ctx.db, input.logisticsChannelId);
  await checkConditionIds(ctx.db, input.conditions);
  if (!warehouse.enabled) throw ValidationError.field("warehouseId", "inventory.warehouseDisabled", { name: warehouse.name });
  if (!channel.enabled) throw ValidationError.field("logisticsChannelId", "orderRules.channelDisabled", { name: channel.name });
  return input;
}
async function createLogisticsRule(ctx, raw) {
  const actor = assertCan(ctx, "logisticsRule.update");
  const input = await checkLogisticsRule(ctx, raw);
  return ctx.db.logisticsRule.create({
    data: {
      companyId: actor.companyId,
      name: input.name,
      priority: input.priority,
      enabled: input.enabled,
      conditions: input.conditions,
      warehouseId: input.warehouseId,
      logisticsChannelId: input.logisticsChannelId
    }
  });
}
async function updateLogisticsRule(ctx, id5, raw) {
  assertCan(ctx, "logisticsRule.update");
  await findLogisticsRule(ctx.db, id5);
  const input = await checkLogisticsRule(ctx, raw);
  await ctx.db.logisticsRule.updateMany({
    where: { id: id5 },
    data: {
      name: input.name,
      priority: input.priority,
      enabled: input.enabled,
      conditions: input.conditions,
      warehouseId: input.warehouseId,
      logisticsChannelId: input.logisticsChannelId
    }
  });
  return findLogisticsRule(ctx.db, id5);
}
async function setLogisticsRuleEnabled(ctx, id5, enabled) {
  assertCan(ctx, "logisticsRule.update");
  const rule = await findLogisticsRule(ctx.db, id5);
  if (enabled) {
    const [warehouse, channel] = [await findWarehouse(ctx.db, rule.warehouseId), await findChannel2(ctx.db, rule.logisticsChannelId)];
    if (!warehouse.enabled) throw ValidationError.field("warehouseId", "inventory.warehouseDisabled", { name: warehouse.name });
    if (!channel.enabled) throw ValidationError.field("logisticsChannelId", "orderRules.channelDisabled", { name: channel.name });
  }
  await ctx.db.logisticsRule.updateMany({ where: { id: id5 }, data: { enabled } });
  return findLogisticsRule(ctx.db, id5);
}
async function setLogisticsRulePriority(ctx, raw) {
  assertCan(ctx, "logisticsRule.update");
  const input = parseInput(rulePriorityInput, raw);
  await findLogisticsRule(ctx.db, input.id);
  await ctx.db.logisticsRule.updateMany({ where: { id: input.id }, data: { priority: input.priority } });
  return findLogisticsRule(ctx.db, input.id);
}
async function deleteLogisticsRule(ctx, id5) {
  assertCan(ctx, "logisticsRule.update");
  await findLogisticsRule(ctx.db, id5);
  await ctx.db.logisticsRule.deleteMany({ where: { id: id5 } });
  return id5;
}
async function logisticsRuleDryRun(ctx, args) {
  const actor = assertCan(ctx, "logisticsRules");
  const { days } = parseInput(dryRunInput, { days: args.days ?? void 0 });
  const offset = Math.max(0, args.offset ?? 0);
  const limit = Math.min(Math.max(1, args.limit ?? 20), PAGE_SIZE_MAX);
  let conditions;
  let priority;
  let selfId = null;
  if (args.id) {
    const rule = await findLogisticsRule(ctx.db, args.id);
    conditions = readConditions(rule.conditions);
    priority = rule.priority;
    selfId = rule.id;
  } else {
    const input = await checkLogisticsRule(ctx, args.input);
    conditions = input.conditions;
    priority = input.priority;
  }
  const higher = (await ctx.db.logisticsRule.findMany({ where: { enabled: true, priority: { gte: priority } } })).filter((r) => r.id !== selfId && (r.priority > priority || selfId === null || r.id < selfId)).sort(byRulePriority).map((r) => ({ ...r, parsed: readConditions(r.conditions) }));
  const since = new Date(Date.now() - days * 24 * 3600 * 1e3);
  const where = {
    orderedAt: { gte: since },
    ...allowedShopsWhere(actor, "shopId"),
    ...conditions.platformTypes.length ? { platformType: { in: conditions.platformTypes } } : {},
    ...conditions.shopIds.length ? { shopId: { in: conditions.shopIds } } : {},
    ...conditions.countries.length ? { country: { in: conditions.countries, mode: "insensitive" } } : {}
  };
  const matched = [];
  let scanned = 0;
  let cursor;
  let truncated = false;
  const skuCodes = /* @__PURE__ */ new Map();
  for (; ; ) {
    const batch = await ctx.db.order.findMany({
      where,
      include: { items: true },
      orderBy: { id: "desc" },
      take: 500,
      ...cursor ? { cursor: { id: cursor }, skip: 1 } : {}
    });
    if (!batch.length) break;
    cursor = batch[batch.length - 1].id;
    const missing = [...new Set(batch.flatMap((o) => o.items.map((i) => i.skuId)).filter((s) => s !== null && !skuCodes.has(s)))];
    if (missing.length) for (const s of await ctx.db.sku.findMany({ where: { id: { in: missing } }, select: { id: true, sku: true } })) skuCodes.set(s.id, s.sku);
    for (const order of batch) {
      scanned++;
      const facts = orderFacts(order, skuCodes);
      if (!matchesLogisticsRule(conditions, facts)) continue;
      const taker = higher.find((r) => matchesLogisticsRule(r.parsed, facts));
      matched.push({
        orderId: order.id,
        orderNo: order.orderNo,
        platformOrderNo: order.platformOrderNo,
        shopId: order.shopId,
        platformType: order.platformType,
        status: order.status,
        country: order.country,
        postcode: order.postcode,
        totalAmount: order.totalAmount.toFixed(2),
        currency: order.currency,
        weight: facts.weight,
        quantity: facts.quantity,
        orderedAt: order.orderedAt,
        takenByRuleId: taker?.id ?? null,
        takenByRuleName: taker?.name ?? ""
      });
    }
    if (scanned >= DRY_RUN_MAX_ORDERS) {
      truncated = batch.length === 500;
      break;
    }
  }
  const takenCount = matched.filter((m) => m.takenByRuleId !== null).length;
  const shown = args.appliedOnly ? matched.filter((m) => m.takenByRuleId === null) : matched;
  return {
    days,
    scanned,
    truncated,
    matchedCount: matched.length,
    takenCount,
    appliedCount: matched.length - takenCount,
    rows: shown.slice(offset, offset + limit)
  };
}
function giftRuleWhere(ctx, f = {}) {
  assertCan(ctx, "giftRules");
  const kw = keywordOf(f.keyword);
  return {
    ...typeof f.enabled === "boolean" ? { enabled: f.enabled } : {},
    ...kw ? { name: { contains: kw, mode: "insensitive" } } : {}
  };
}
async function findGiftRule(db, id5) {
  const rule = await db.giftRule.findFirst({ where: { id: id5 } });
  if (!rule) throw new NotFoundError("orderRules.giftRuleNotFound", { id: id5 });
  return rule;
}
async function checkGiftRule(ctx, raw) {
  const input = parseInput(giftRuleInput, raw);
  await findSku(ctx.db, input.giftSkuId);
  await checkConditionIds(ctx.db, input.conditions);
  return input;
}
function giftData(input) {
  return {
    name: input.name,
    priority: input.priority,
    enabled: input.enabled,
    conditions: input.conditions,
    giftSkuId: input.giftSkuId,
    giftQuantity: input.giftQuantity,
    startAt: input.startAt,
    endAt: input.endAt
  };
}
async function createGiftRule(ctx, raw) {
  const actor = assertCan(ctx, "giftRule.update");
  const input = await checkGiftRule(ctx, raw);
  return ctx.db.giftRule.create({ data: { companyId: actor.companyId, ...giftData(input) } });
}
async function updateGiftRule(ctx, id5, raw) {
  assertCan(ctx, "giftRule.update");
  await findGiftRule(ctx.db, id5);
  const input = await checkGiftRule(ctx, raw);
  await ctx.db.giftRule.updateMany({ where: { id: id5 }, data: giftData(input) });
  return findGiftRule(ctx.db, id5);
}
async function setGiftRuleEnabled(ctx, id5, enabled) {
  assertCan(ctx, "giftRule.update");
  const rule = await findGiftRule(ctx.db, id5);
  if (enabled) await findSku(ctx.db, rule.giftSkuId);
  await ctx.db.giftRule.updateMany({ where: { id: id5 }, data: { enabled } });
  return findGiftRule(ctx.db, id5);
}
async function deleteGiftRule(ctx, id5) {
  assertCan(ctx, "giftRule.update");
  await findGiftRule(ctx.db, id5);
  await ctx.db.giftRule.deleteMany({ where: { id: id5 } });
  return id5;
}
function blacklistWhere(ctx, f = {}) {
  assertCan(ctx, "shippingBlacklist");
  const kw = keywordOf(f.keyword);
  return {
    ...f.includeRemoved ? {} : { removedAt: null },
    ...f.cause ? { cause: f.cause } : {},
    ...kw ? { OR: [{ buyerAccount: { contains: kw, mode: "insensitive" } }, { causeText: { contains: kw, mode: "insensitive" } }] } : {}
  };
}
async function findBlacklistEntry(db, id5) {
  const entry = await db.shippingBlacklist.findFirst({ where: { id: id5 } });
  if (!entry) throw new NotFoundError("orderRules.blacklistNotFound", { id: id5 });
  return entry;
}
async function addToBlacklist(ctx, raw) {
  const actor = assertCan(ctx, "blacklist.update");
  const input = parseInput(blacklistInput, raw);
  const existing = await ctx.db.shippingBlacklist.findFirst({
    where: { removedAt: null, buyerAccount: sameTextIgnoringCase(input.buyerAccount), platformType: input.platformType }
  });
  if (existing) throw ValidationError.field("buyerAccount", "orderRules.alreadyBlacklisted", { buyerAccount: input.buyerAccount });
  const open = await ctx.db.order.findMany({
    where: {
      buyerAccount: sameTextIgnoringCase(input.buyerAccount),
      status: { in: [...BLACKLIST_HOLD_STATUSES] },
      ...input.platformType ? { platformType: input.platformType } : {}
    },
    select: { id: true, status: true },
    orderBy: { id: "asc" }
  });
  return ctx.db.$transaction(async (tx) => {
    const entry = await tx.shippingBlacklist.create({
      data: { companyId: actor.companyId, buyerAccount: input.buyerAccount, platformType: input.platformType, cause: input.cause, causeText: input.causeText, operatorId: actor.userId }
    });
    const held = [];
    for (const o of open) {
      const now = await tx.order.findFirst({ where: { id: o.id }, select: { status: true } });
      if (!now || !BLACKLIST_HOLD_STATUSES.includes(now.status)) continue;
      await moveOrder(ctx, tx, o.id, "hold", {
        data: { abnormalReason: "blacklist", heldFromStatus: now.status },
        history: { messageId: "orderRules.history.blacklist", params: { buyerAccount: input.buyerAccount, blacklistId: entry.id } }
      });
      held.push(o.id);
    }
    return { entry, heldOrderIds: held };
  });
}
async function removeFromBlacklist(ctx, id5) {
  assertCan(ctx, "blacklist.update");
  const entry = await findBlacklistEntry(ctx.db, id5);
  if (entry.removedAt) return entry;
  await ctx.db.shippingBlacklist.updateMany({ where: { id: id5, removedAt: null }, data: { removedAt: /* @__PURE__ */ new Date() } });
  return findBlacklistEntry(ctx.db, id5);
}

// src/modules/order-rules/order-rules.graphql.ts
var channelName = (ctx, id5) => requestLoader(ctx, "orderRules.channelName", async (ids2) => {
  const rows = await ctx.db.logisticsChannel.findMany({ where: { id: { in: [...ids2] } }, select: { id: true, name: true } });
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return ids2.map((i) => names.get(i) ?? null);
}).load(id5).then((n) => n ?? "");
var shopName = (ctx, id5) => requestLoader(ctx, "orderRules.shopName", async (ids2) => {
  const rows = await ctx.db.shop.findMany({ where: { id: { in: [...ids2] } }, select: { id: true, shopName: true } });
  const names = new Map(rows.map((r) => [r.id, r.shopName]));
  return ids2.map((i) => names.get(i) ?? null);
}).load(id5).then((n) => n ?? "");
var Conditions = builder.objectRef("OrderRuleConditions").implement({
  description: "Conditions of a logistics or gift rule: every condition set must hold (empty lists and unset bounds are no condition)",
  fields: (t) => ({
    platformTypes: t.exposeIntList("platformTypes", { description: "Marketplaces (platform type numbers)" }),
    shopIds: t.exposeIntList("shopIds"),
    countries: t.exposeStringList("countries", { description: "ISO 3166-1 alpha-2 codes" }),
    postcodes: t.exposeStringList("postcodes", { description: 'Prefixes ("100") or ranges ("10000-19999")' }),
    weightMin: t.exposeInt("weightMin", { nullable: true, description: "Grams, inclusive" }),
    weightMax: t.exposeInt("weightMax", { nullable: true, description: "Grams, inclusive" }),
    amountMin: t.field({ type: "Decimal", nullable: true, description: "Order total, inclusive", resolve: (c) => c.amountMin }),
    amountMax: t.field({ type: "Decimal", nullable: true, resolve: (c) => c.amountMax }),
    skus: t.exposeStringList("skus", { description: "Local SKU codes or marketplace SKUs; one line carrying one is enough" }),
    quantityMin: t.exposeInt("quantityMin", { nullable: true, description: "Total quantity of the lines, inclusive" }),
    quantityMax: t.exposeInt("quantityMax", { nullable: true })
  })
});
builder.prismaObject("LogisticsRule", {
  description: "Conditions \u2192 warehouse + logistics channel; enabled rules run by priority, higher first",
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    priority: t.exposeInt("priority", { description: "Higher number runs first" }),
    enabled: t.exposeBoolean("enabled"),
    conditions: t.field({ type: Conditions, resolve: (r) => readConditions(r.conditions) }),
    warehouseId: t.exposeInt("warehouseId"),
    warehouseName: t.string({ resolve: (r, _a, ctx) => loadWarehouseName(ctx, r.warehouseId) }),
    logisticsChannelId: t.exposeInt("logisticsChannelId"),
    logisticsChannelName: t.string({ resolve: (r, _a, ctx) => channelName(ctx, r.logisticsChannelId) }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" })
  })
});
builder.prismaObject("GiftRule", {
  description: "Matching orders get a gift line (unit price 0) once per rule",
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    priority: t.exposeInt("priority"),
    enabled: t.exposeBoolean("enabled"),
    conditions: t.field({ type: Conditions, resolve: (r) => readConditions(r.conditions) }),
    giftSkuId: t.exposeInt("giftSkuId"),
    ...skuFields(t, (r) => r.giftSkuId, { sku: "giftSku", productName: "giftProductName", image: "giftImage" }),
    giftQuantity: t.exposeInt("giftQuantity"),
    startAt: t.expose("startAt", { type: "DateTime", nullable: true, description: "Orders placed from (open: no start)" }),
    endAt: t.expose("endAt", { type: "DateTime", nullable: true, description: "Orders placed until (open: no end)" }),
    createdAt: t.expose("createdAt", { type: "DateTime" })
  })
});
builder.prismaObject("ShippingBlacklist", {
  name: "ShippingBlacklistEntry",
  description: "A buyer whose orders are held as abnormal (spec 02 \xA73 Blacklist entry)",
  fields: (t) => ({
    id: t.exposeInt("id"),
    platformType: t.exposeInt("platformType", { description: "0: every marketplace" }),
    buyerAccount: t.exposeString("buyerAccount"),
    cause: t.exposeString("cause", { description: "fraud, returnAbuse, badReview or other" }),
    causeText: t.exposeString("causeText"),
    operatorName: t.string({ resolve: (b, _a, ctx) => loadUserName(ctx, b.operatorId) }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the buyer was moved in" }),
    removedAt: t.expose("removedAt", { type: "DateTime", nullable: true })
  })
});
var DryRunOrder = builder.objectRef("LogisticsRuleDryRunOrder").implement({
  description: "A past order the rule would have matched",
  fields: (t) => ({
    orderId: t.exposeInt("orderId"),
    orderNo: t.exposeString("orderNo"),
    platformOrderNo: t.exposeString("platformOrderNo"),
    shopId: t.exposeInt("shopId"),
    shopName: t.string({ resolve: (r, _a, ctx) => shopName(ctx, r.shopId) }),
    platformType: t.exposeInt("platformType"),
    status: t.expose("status", { type: OrderStatusEnum }),
    country: t.exposeString("country"),
    postcode: t.exposeString("postcode"),
    totalAmount: t.field({ type: "Decimal", resolve: (r) => r.totalAmount }),
    currency: t.exposeString("currency"),
    weight: t.exposeInt("weight", { description: "Grams (weighed, else estimated)" }),
    quantity: t.exposeInt("quantity"),
    orderedAt: t.expose("orderedAt", { type: "DateTime" }),
    takenByRuleId: t.exposeInt("takenByRuleId", { nullable: true, description: "An enabled rule of higher priority that would take the order first" }),
    takenByRuleName: t.exposeString("takenByRuleName")
  })
});
var DryRun = builder.objectRef("LogisticsRuleDryRun").implement({
  description: "Which past orders a rule would have matched, before it is switched on",
  fields: (t) => ({
    days: t.exposeInt("days"),
    scanned: t.exposeInt("scanned", { description: "Orders of the window that were read" }),
    truncated: t.exposeBoolean("truncated", { description: "The window held more orders than one dry run reads" }),
    matchedCount: t.exposeInt("matchedCount", { description: "Orders the conditions match" }),
    takenCount: t.exposeInt("takenCount", { description: "Of those, taken by a higher-priority enabled rule" }),
    appliedCount: t.exposeInt("appliedCount", { description: "Orders that would get this rule\u2019s warehouse and channel" }),
    orders: t.field({ type: [DryRunOrder], resolve: (r) => r.rows })
  })
});
var BlacklistAdded = builder.objectRef("ShippingBlacklistAdded").implement({
  fields: (t) => ({
    entry: t.prismaField({ type: "ShippingBlacklist", resolve: (query, r, _a, ctx) => ctx.db.shippingBlacklist.findFirstOrThrow({ ...query, where: { id: r.entry.id } }) }),
    heldOrderIds: t.exposeIntList("heldOrderIds", { description: "Open orders of the buyer held as abnormal now" })
  })
});
var ConditionsInput = builder.inputType("OrderRuleConditionsInput", {
  fields: (t) => ({
    platformTypes: t.intList(),
    shopIds: t.intList(),
    countries: t.stringList(),
    postcodes: t.stringList(),
    weightMin: t.int(),
    weightMax: t.int(),
    amountMin: t.field({ type: "Decimal" }),
    amountMax: t.field({ type: "Decimal" }),
    skus: t.stringList(),
    quantityMin: t.int(),
    quantityMax: t.int()
  })
});
var LogisticsRuleInput = builder.inputType("LogisticsRuleInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    priority: t.int(),
    enabled: t.boolean(),
    conditions: t.field({ type: ConditionsInput, required: true }),
    warehouseId: t.int({ required: true }),
    logisticsChannelId: t.int({ required: true })
  })
});
var GiftRuleInput = builder.inputType("GiftRuleInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    priority: t.int(),
    enabled: t.boolean(),
    conditions: t.field({ type: ConditionsInput, required: true }),
    giftSkuId: t.int({ required: true }),
    giftQuantity: t.int(),
    startAt: t.field({ type: "DateTime" }),
    endAt: t.field({ type: "DateTime" })
  })
});
var BlacklistInput = builder.inputType("ShippingBlacklistInput", {
  fields: (t) => ({
    buyerAccount: t.string({ required: true }),
    platformType: t.int({ description: "0 (default): every marketplace" }),
    cause: t.string({ required: true, description: "fraud, returnAbuse, badReview or other" }),
    causeText: t.string({ description: "Required when cause is other" })
  })
});
var RuleFilter = builder.inputType("OrderRuleFilter", {
  fields: (t) => ({ keyword: t.string({ description: "Rule name" }), enabled: t.boolean() })
});
var BlacklistFilter = builder.inputType("ShippingBlacklistFilter", {
  fields: (t) => ({ keyword: t.string({ description: "Buyer account or cause text" }), cause: t.string(), includeRemoved: t.boolean() })
});
builder.queryFields((t) => ({
  logisticsRules: t.prismaConnection({
    type: "LogisticsRule",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "logisticsRules" },
    description: "Logistics rules in the order they run: priority descending, then the older first",
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: RuleFilter }) },
    resolve: (query, _r, args, ctx) => ctx.db.logisticsRule.findMany({ ...withOffset(query, args.offset), where: logisticsRuleWhere(ctx, compact(args.filter ?? {})), orderBy: LOGISTICS_RULE_ORDER }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.logisticsRule.count({ where: logisticsRuleWhere(ctx, compact(args.filter ?? {})) });
    }
  }),
  logisticsRule: t.prismaField({
    type: "LogisticsRule",
    nullable: true,
    authScopes: { permission: "logisticsRules" },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _r, { id: id5 }, ctx) => ctx.db.logisticsRule.findFirst({ ...query, where: { AND: [logisticsRuleWhere(ctx), { id: id5 }] } })
  }),
  logisticsRuleDryRun: t.field({
    type: DryRun,
    errors: {},
    authScopes: { permission: "logisticsRules" },
    description: "Which orders of the last `days` (any status) a saved rule (id) or an unsaved one (input) would have matched, and which a higher-priority enabled rule would take",
    args: {
      id: t.arg.int(),
      input: t.arg({ type: LogisticsRuleInput }),
      days: t.arg.int({ description: "1 to 365, default 30" }),
      offset: t.arg.int(),
      first: t.arg.int({ description: `Rows of the page (default 20, at most ${PAGE_SIZE_MAX})` }),
      appliedOnly: t.arg.boolean({ description: "Only orders this rule would really get" })
    },
    resolve: (_r, args, ctx) => logisticsRuleDryRun(ctx, {
      id: args.id,
      input: args.input ? { ...compact(args.input), conditions: args.input.conditions } : void 0,
      days: args.days,
      offset: args.offset,
      limit: args.first,
      appliedOnly: args.appliedOnly
    })
  }),
  giftRules: t.prismaConnection({
    type: "GiftRule",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "giftRules" },
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: RuleFilter }) },
    resolve: (query, _r, args, ctx) => ctx.db.giftRule.findMany({ ...withOffset(query, args.offset), where: giftRuleWhere(ctx, compact(args.filter ?? {})), orderBy: [{ priority: "desc" }, { id: "asc" }] }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.giftRule.count({ where: giftRuleWhere(ctx, compact(args.filter ?? {})) });
    }
  }),
  giftRule: t.prismaField({
    type: "GiftRule",
    nullable: true,
    authScopes: { permission: "giftRules" },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _r, { id: id5 }, ctx) => ctx.db.giftRule.findFirst({ ...query, where: { AND: [giftRuleWhere(ctx), { id: id5 }] } })
  }),
  shippingBlacklist: t.prismaConnection({
    type: "ShippingBlacklist",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "shippingBlacklist" },
    description: "Buyers on the shipping blacklist, newest first (removed ones only with includeRemoved)",
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: BlacklistFilter }) },
    resolve: (query, _r, args, ctx) => ctx.db.shippingBlacklist.findMany({ ...withOffset(query, args.offset), where: blacklistWhere(ctx, compact(args.filter ?? {})), orderBy: { id: "desc" } }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.shippingBlacklist.count({ where: blacklistWhere(ctx, compact(args.filter ?? {})) });
    }
  })
}));
var ext16 = { operateModule: "logisticsRules" };
var giftExt = { operateModule: "giftRules" };
var blacklistExt = { operateModule: "shippingBlacklist" };
var ruleInput = (input) => ({ ...compact(input), conditions: input.conditions });
builder.mutationFields((t) => ({
  createLogisticsRule: t.prismaField({
    type: "LogisticsRule",
    errors: {},
    authScopes: { permission: "logisticsRule.update" },
    extensions: ext16,
    args: { input: t.arg({ type: LogisticsRuleInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => createLogisticsRule(ctx, ruleInput(input))
  }),
  updateLogisticsRule: t.prismaField({
    type: "LogisticsRule",
    errors: {},
    authScopes: { permission: "logisticsRule.update" },
    extensions: ext16,
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: LogisticsRuleInput, required: true }) },
    resolve: (_q, _r, { id: id5, input }, ctx) => updateLogisticsRule(ctx, id5, ruleInput(input))
  }),
  setLogisticsRuleEnabled: t.prismaField({
    type: "LogisticsRule",
    errors: {},
    authScopes: { permission: "logisticsRule.update" },
    extensions: ext16,
    description: "Switches a rule on or off",
    args: { id: t.arg.int({ required: true }), enabled: t.arg.boolean({ required: true }) },
    resolve: (_q, _r, { id: id5, enabled }, ctx) => setLogisticsRuleEnabled(ctx, id5, enabled)
  }),
  setLogisticsRulePriority: t.prismaField({
    type: "LogisticsRule",
    errors: {},
    authScopes: { permission: "logisticsRule.update" },
    extensions: ext16,
    description: "Changes the priority (higher runs first)",
    args: { id: t.arg.int({ required: true }), priority: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id: id5, priority }, ctx) => setLogisticsRulePriority(ctx, { id: id5, priority })
  }),
  deleteLogisticsRule: t.field({
    type: "Int",
    errors: {},
    authScopes: { permission: "logisticsRule.update" },
    extensions: ext16,
    description: "Deletes a rule; answers its id",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id: id5 }, ctx) => deleteLogisticsRule(ctx, id5)
  }),
  createGiftRule: t.prismaField({
    type: "GiftRule",
    errors: {},
    authScopes: { permission: "giftRule.update" },
    extensions: giftExt,
    args: { input: t.arg({ type: GiftRuleInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => createGiftRule(ctx, ruleInput(input))
  }),
  updateGiftRule: t.prismaField({
    type: "GiftRule",
    errors: {},
    authScopes: { permission: "giftRule.update" },
    extensions: giftExt,
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: GiftRuleInput, required: true }) },
    resolve: (_q, _r, { id: id5, input }, ctx) => updateGiftRule(ctx, id5, ruleInput(input))
  }),
  setGiftRuleEnabled: t.prismaField({
    type: "GiftRule",
    errors: {},
    authScopes: { permission: "giftRule.update" },
    extensions: giftExt,
    args: { id: t.arg.int({ required: true }), enabled: t.arg.boolean({ required: true }) },
    resolve: (_q, _r, { id: id5, enabled }, ctx) => setGiftRuleEnabled(ctx, id5, enabled)
  }),
  deleteGiftRule: t.field({
    type: "Int",
    errors: {},
    authScopes: { permission: "giftRule.update" },
    extensions: giftExt,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id: id5 }, ctx) => deleteGiftRule(ctx, id5)
  }),
  addToShippingBlacklist: t.field({
    type: BlacklistAdded,
    errors: {},
    authScopes: { permission: "blacklist.update" },
    extensions: blacklistExt,
    description: "Moves a buyer in; the buyer\u2019s open orders (awaiting payment, processing, out of stock, awaiting shipment) are held as abnormal",
    args: { input: t.arg({ type: BlacklistInput, required: true }) },
    resolve: (_r, { input }, ctx) => addToBlacklist(ctx, compact(input))
  }),
  removeFromShippingBlacklist: t.prismaField({
    type: "ShippingBlacklist",
    errors: {},
    authScopes: { permission: "blacklist.update" },
    extensions: blacklistExt,
    description: "Removes a buyer (kept as history); orders held before stay held until released",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id: id5 }, ctx) => removeFromBlacklist(ctx, id5)
  })
}));

// src/modules/shipping/bags.pdf.ts
import bwipjs4 from "bwip-js/node";

// src/modules/shipping/bags.service.ts
var BAG_TRANSITIONS = {
  close: { from: ["open"], to: "closed" },
  handOver: { from: ["closed"], to: "handedOver" }
};
function bagWhere(ctx, f = {}) {
  assertCan(ctx, "bagsOrder");
  const kw = f.keyword?.trim();
  if (kw && kw.length > 100) throw ValidationError.field("keyword", "validation.tooLong");
  return {
    ...f.status ? { status: f.status } : {},
    ...f.channelId ? { channelId: f.channelId } : {},
    ...kw ? { bagNo: { contains: kw, mode: "insensitive" } } : {}
  };
}
async function findBag(db, id5) {
  const bag = await db.shippingBag.findFirst({ where: { id: id5 } });
  if (!bag) throw new NotFoundError("bag.notFound", { id: id5 });
  return bag;
}
function illegalBag(bag, status, action) {
  return new BusinessError("bag.illegalTransition", { bagNo: bag.bagNo, status: `bag.status.${status}`, action: `bag.action.${action}` });
}
function bagParcels(ctx, bagId) {
  return ctx.db.order.findMany({ where: { bagId }, orderBy: { id: "asc" } });
}
async function createBag(ctx, raw) {
  const actor = assertCan(ctx, "bag.update");
  const { channelId } = parseInput(createBagInput, raw);
  const channel = await ctx.db.logisticsChannel.findFirst({ where: { id: channelId } });
  if (!channel) throw new NotFoundError("bag.channelNotFound", { id: channelId });
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.shippingBag.create({ data: { companyId: actor.companyId, bagNo: newBillNo("BAG"), channelId } });
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
}
async function claimOpenBag(tx, bag, delta) {
  const { count: count2 } = await tx.shippingBag.updateMany({
    where: { id: bag.id, status: "open", ...delta.orders > 0 ? { orderCount: { lt: BAG_PARCELS_MAX } } : {} },
    data: { orderCount: { increment: delta.orders }, weight: { increment: delta.weight } }
  });
  if (count2 !== 1) {
    const now = await findBag(tx, bag.id);
    if (now.status !== "open") throw new BusinessError("bag.notOpen", { bagNo: bag.bagNo, status: `bag.status.${now.status}` });
    throw new BusinessError("bag.full", { max: BAG_PARCELS_MAX });
  }
}
async function scanIntoBag(ctx, raw) {
  assertCan(ctx, "bag.update");
  const input = parseInput(bagScanInput, raw);
  const bag = await findBag(ctx.db, input.bagId);
  if (bag.status !== "open") throw new BusinessError("bag.notOpen", { bagNo: bag.bagNo, status: `bag.status.${bag.status}` });
  const order = await orderByNumber(ctx, input.number);
  if (order.bagId) throw new BusinessError("bag.scannedTwice", { orderNo: order.orderNo });
  if (order.status !== "shipped") throw new BusinessError("bag.notShipped", { orderNo: order.orderNo, status: `order.status.${order.status}` });
  if (order.logisticsChannelId !== bag.channelId) throw new BusinessError("bag.wrongChannel", { orderNo: order.orderNo });
  await ctx.db.$transaction(async (tx) => {
    const { count: count2 } = await tx.order.updateMany({ where: { id: order.id, bagId: null, status: "shipped" }, data: { bagId: bag.id } });
    if (count2 !== 1) throw new BusinessError("bag.scannedTwice", { orderNo: order.orderNo });
    await claimOpenBag(tx, bag, { orders: 1, weight: order.weight });
  });
  return findBag(ctx.db, bag.id);
}
async function removeFromBag(ctx, bagId, orderId) {
  assertCan(ctx, "bag.update");
  const bag = await findBag(ctx.db, bagId);
  const order = await ctx.db.order.findFirst({ where: { id: orderId, ...allowedShopsWhere(ctx.actor, "shopId") } });
  if (!order) throw new NotFoundError("order.notFound", { id: orderId });
  if (order.bagId !== bag.id) throw new BusinessError("bag.notInBag", { orderNo: order.orderNo });
  if (bag.status !== "open") throw new BusinessError("bag.notOpen", { bagNo: bag.bagNo, status: `bag.status.${bag.status}` });
  await ctx.db.$transaction(async (tx) => {
    const { count: count2 } = await tx.order.updateMany({ where: { id: order.id, bagId: bag.id }, data: { bagId: null } });
    if (count2 !== 1) throw new BusinessError("bag.notInBag", { orderNo: order.orderNo });
    await claimOpenBag(tx, bag, { orders: -1, weight: -order.weight });
  });
  return findBag(ctx.db, bag.id);
}
async function closeBag(ctx, id5) {
  assertCan(ctx, "bag.update");
  const bag = await findBag(ctx.db, id5);
  if (!BAG_TRANSITIONS.close.from.includes(bag.status)) throw illegalBag(bag, bag.status, "close");
  return ctx.db.$transaction(async (tx) => {
    const sum = await tx.order.aggregate({ where: { bagId: bag.id }, _sum: { weight: true }, _count: { _all: true } });
    if (!sum._count._all) throw new BusinessError("bag.empty", { bagNo: bag.bagNo });
    const { count: count2 } = await tx.shippingBag.updateMany({
      where: { id: bag.id, status: "open" },
      data: { status: "closed", closedAt: /* @__PURE__ */ new Date(), orderCount: sum._count._all, weight: sum._sum.weight ?? 0 }
    });
    if (count2 !== 1) throw illegalBag(bag, (await findBag(tx, bag.id)).status, "close");
    return findBag(tx, bag.id);
  });
}
async function handOverBag(ctx, id5) {
  assertCan(ctx, "bag.update");
  const bag = await findBag(ctx.db, id5);
  const { count: count2 } = await ctx.db.shippingBag.updateMany({ where: { id: bag.id, status: "closed" }, data: { status: "handedOver" } });
  if (count2 !== 1) throw illegalBag(bag, (await findBag(ctx.db, bag.id)).status, "handOver");
  return findBag(ctx.db, bag.id);
}
async function deleteBag(ctx, id5) {
  assertCan(ctx, "bag.update");
  const bag = await findBag(ctx.db, id5);
  const { count: count2 } = await ctx.db.shippingBag.deleteMany({ where: { id: bag.id, status: "open", orderCount: 0 } });
  if (count2 !== 1) {
    const now = await findBag(ctx.db, bag.id);
    if (now.status === "open") throw new BusinessError("bag.notEmpty", { bagNo: bag.bagNo });
    throw illegalBag(bag, now.status, "delete");
  }
  return id5;
}

// src/modules/shipping/bags.pdf.ts
function drawCode128(doc, code, x, y, w, h) {
  const svg = bwipjs4.toSVG({ bcid: "code128", text: code, height: 10 });
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  const sx = w / Number(box?.[1] ?? 1);
  const sy = h / Number(box?.[2] ?? 1);
  doc.save().translate(x, y).scale(sx, sy);
  for (const [, attrs] of svg.matchAll(/<path ([^>]*?)\/?>/g)) {
    const attr = (name) => new RegExp(`${name}="([^"]*)"`).exec(attrs)?.[1];
    doc.path(attr("d") ?? "");
    const stroke = attr("stroke");
    if (stroke) doc.lineWidth(Number(attr("stroke-width") ?? 1)).lineCap("butt").stroke(stroke);
    else doc.fill(attr("fill") ?? "#000000");
  }
  doc.restore();
}
async function printBagLabel(ctx, id5, now = /* @__PURE__ */ new Date()) {
  assertCan(ctx, "bagsOrder");
  const bag = await findBag(ctx.db, id5);
  const [channel, parcels] = await Promise.all([
    bag.channelId ? ctx.db.logisticsChannel.findFirst({ where: { id: bag.channelId }, select: { name: true } }) : null,
    bagParcels(ctx, bag.id)
  ]);
  const lang = pdfLang(ctx.lang);
  const t = (key) => translate(lang, key);
  const size = [100 * MM, 150 * MM];
  const pdf = newPdf({ size, margin: 12, info: { Title: `${t("bag.pdf.title")} ${bag.bagNo}` } });
  const { doc, fit } = pdf;
  const width = size[0] - 24;
  doc.fontSize(14).text(`${t("bag.pdf.title")} ${bag.bagNo}`, 12, 12, { width });
  drawCode128(doc, bag.bagNo, 12, doc.y + 4, width, 50);
  doc.y += 60;
  doc.fontSize(10);
  doc.text(`${t("bag.pdf.channel")}: ${fit(channel?.name ?? "")}`, 12, doc.y, { width });
  doc.text(`${t("bag.pdf.parcels")}: ${parcels.length}    ${t("bag.pdf.weight")}: ${parcels.reduce((s, p) => s + p.weight, 0)}`, { width });
  doc.text(`${t("bag.pdf.created")}: ${bag.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC`, { width });
  doc.moveDown(0.5).fontSize(8);
  const cols = [12, 12 + width / 2];
  doc.text(t("bag.pdf.orderNo"), cols[0], doc.y, { width: width / 2 - 4, continued: false });
  doc.text(t("bag.pdf.trackingNo"), cols[1], doc.y - doc.currentLineHeight(), { width: width / 2 });
  for (const p of parcels) {
    if (doc.y > size[1] - 24) doc.addPage({ size, margin: 12 });
    const y = doc.y;
    doc.text(fit(p.orderNo), cols[0], y, { width: width / 2 - 4, lineBreak: false, ellipsis: true });
    doc.text(fit(p.trackingNo), cols[1], y, { width: width / 2, lineBreak: false, ellipsis: true });
    doc.y = y + 11;
  }
  doc.fontSize(7).text(now.toISOString().slice(0, 16).replace("T", " "), 12, size[1] - 20, { width, lineBreak: false });
  return pdf.finish(`${bag.bagNo}.pdf`);
}

// src/modules/shipping/shipping.graphql.ts
function loadChannelName2(ctx, id5) {
  if (!id5) return Promise.resolve("");
  return requestLoader(ctx, "shipping.channelName", async (ids2) => {
    const rows = await ctx.db.logisticsChannel.findMany({ where: { id: { in: [...ids2] } }, select: { id: true, name: true } });
    return ids2.map((i) => rows.find((r) => r.id === i) ?? null);
  }).load(id5).then((c) => c?.name ?? "");
}
function loadShopName2(ctx, id5) {
  return requestLoader(ctx, "shipping.shopName", async (ids2) => {
    const rows = await ctx.db.shop.findMany({ where: { id: { in: [...ids2] } }, select: { id: true, shopName: true } });
    return ids2.map((i) => rows.find((r) => r.id === i) ?? null);
  }).load(id5).then((s) => s?.shopName ?? "");
}
var ShippingOrderRef = builder.prismaObject("Order", {
  variant: "ShippingOrder",
  description: "An order as the shipping screens show it (scan to ship, outbound scan, bags)",
  fields: (t) => ({
    id: t.exposeInt("id"),
    orderNo: t.exposeString("orderNo"),
    platformOrderNo: t.exposeString("platformOrderNo"),
    status: t.expose("status", { type: OrderStatusEnum }),
    shopId: t.exposeInt("shopId"),
    shopName: t.string({ resolve: (o, _a, ctx) => loadShopName2(ctx, o.shopId) }),
    country: t.exposeString("country"),
    logisticsChannelId: t.exposeInt("logisticsChannelId", { nullable: true }),
    channelName: t.string({ resolve: (o, _a, ctx) => loadChannelName2(ctx, o.logisticsChannelId) }),
    trackingNo: t.exposeString("trackingNo"),
    weight: t.exposeInt("weight", { description: "Grams (the weighed parcel)" }),
    collectStatus: t.exposeInt("collectStatus", {
      description: "0 not scanned out, 1 scanned out (waiting for the carrier), 2 pickup confirmed, -1 pickup timeout, -2 pickup exception"
    }),
    shippedAt: t.expose("shippedAt", { type: "DateTime", nullable: true }),
    outboundAt: t.expose("outboundAt", { type: "DateTime", nullable: true }),
    verifiedAt: t.expose("verifiedAt", { type: "DateTime", nullable: true }),
    bagId: t.exposeInt("bagId", { nullable: true })
  })
});
var ScanLineRef = builder.objectRef("ScanToShipLine").implement({
  description: "What the parcel must hold of one SKU",
  fields: (t) => ({
    key: t.exposeString("key"),
    skuId: t.exposeInt("skuId", { nullable: true }),
    sku: t.exposeString("sku"),
    productName: t.exposeString("productName"),
    image: t.exposeString("image"),
    required: t.exposeInt("required", { description: "Units to scan" }),
    codes: t.exposeStringList("codes", { description: "Codes that count for it: SKU, barcode, EAN, aliases, marketplace SKU" })
  })
});
var ScanOrderRef = builder.objectRef("ScanToShipOrder").implement({
  description: "A scanned order waiting for shipment, with the lines to verify",
  fields: (t) => ({
    order: t.field({ type: ShippingOrderRef, resolve: (s) => s.order }),
    lines: t.field({ type: [ScanLineRef], resolve: (s) => s.lines }),
    channelName: t.exposeString("channelName"),
    maxWeight: t.exposeInt("maxWeight", { description: "The channel's maximum weight in grams; 0 = no limit" })
  })
});
var OutboundCountsRef = builder.objectRef("OutboundScanCounts").implement({
  description: "Scanned-out orders per collect state (the /outboundScan tabs)",
  fields: (t) => ({
    all: t.exposeInt("all"),
    scannedOut: t.exposeInt("scannedOut"),
    pickupConfirmed: t.exposeInt("pickupConfirmed"),
    pickupTimeout: t.exposeInt("pickupTimeout"),
    pickupException: t.exposeInt("pickupException")
  })
});
builder.prismaObject("ShippingBag", {
  description: "A bag of shipped parcels of one logistics channel, handed to the carrier together",
  fields: (t) => ({
    id: t.exposeInt("id"),
    bagNo: t.exposeString("bagNo"),
    channelId: t.exposeInt("channelId", { nullable: true }),
    channelName: t.string({ resolve: (b, _a, ctx) => loadChannelName2(ctx, b.channelId) }),
    status: t.expose("status", { type: ShippingBagStatusEnum }),
    orderCount: t.exposeInt("orderCount"),
    weight: t.exposeInt("weight", { description: "Grams: the parcels added up" }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    closedAt: t.expose("closedAt", { type: "DateTime", nullable: true }),
    parcels: t.field({ type: [ShippingOrderRef], resolve: (b, _a, ctx) => bagParcels(ctx, b.id) })
  })
});
var OutboundFilter = builder.inputType("OutboundScanFilter", {
  fields: (t) => ({
    collectStatus: t.int({ description: "1, 2, -1 (pickup timeout) or -2 (pickup exception); unset: every scanned-out order" }),
    keyword: t.string({ description: "Order, tracking or marketplace order number" }),
    logisticsChannelId: t.int()
  })
});
var BagFilter = builder.inputType("ShippingBagFilter", {
  fields: (t) => ({ status: t.field({ type: ShippingBagStatusEnum }), channelId: t.int(), keyword: t.string({ description: "Bag number" }) })
});
var ScanLineInput = builder.inputType("ScanToShipScanInput", {
  fields: (t) => ({ code: t.string({ required: true }), quantity: t.int({ required: true }) })
});
var ScanToShipInput = builder.inputType("ScanToShipInput", {
  fields: (t) => ({
    number: t.string({ required: true, description: "Order, marketplace order or tracking number" }),
    weight: t.int({ description: "Grams (required)" }),
    scans: t.field({ type: [ScanLineInput], required: true })
  })
});
var OutboundScanInput = builder.inputType("OutboundScanInput", {
  fields: (t) => ({ number: t.string({ required: true, description: "Tracking or order number" }), weight: t.int({ description: "Grams (required)" }) })
});
var PickupExceptionInput = builder.inputType("PickupExceptionInput", {
  fields: (t) => ({ ids: t.intList({ required: true }), remark: t.string({ required: true }) })
});
var CreateBagInput = builder.inputType("CreateShippingBagInput", { fields: (t) => ({ channelId: t.int({ required: true }) }) });
var BagScanInput = builder.inputType("ScanIntoBagInput", {
  fields: (t) => ({ bagId: t.int({ required: true }), number: t.string({ required: true, description: "Tracking or order number" }) })
});
builder.queryFields((t) => ({
  scanToShipOrder: t.field({
    type: ScanOrderRef,
    errors: {},
    authScopes: { permission: "scanToShip" },
    description: "Scan to ship, step 1: the order a scanned number names, with the lines to verify",
    args: { number: t.arg.string({ required: true }) },
    resolve: (_r, { number }, ctx) => scanToShipOrder(ctx, { number })
  }),
  outboundScans: t.prismaConnection({
    type: ShippingOrderRef,
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "outboundScan" },
    description: "Scanned-out orders, newest scan first; pickup timeouts are marked before listing",
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: OutboundFilter }) },
    resolve: async (query, _r, args, ctx) => {
      const where = outboundWhere(ctx, compact(args.filter ?? {}));
      await markPickupTimeouts(ctx);
      return ctx.db.order.findMany({ ...withOffset(query, args.offset), where, orderBy: [{ outboundAt: "desc" }, { id: "desc" }] });
    },
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.order.count({ where: outboundWhere(ctx, compact(args.filter ?? {})) });
    }
  }),
  outboundScanCounts: t.field({
    type: OutboundCountsRef,
    authScopes: { permission: "outboundScan" },
    resolve: (_r, _a, ctx) => outboundCounts(ctx)
  }),
  shippingBags: t.prismaConnection({
    type: "ShippingBag",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "bagsOrder" },
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: BagFilter }) },
    resolve: (query, _r, args, ctx) => ctx.db.shippingBag.findMany({ ...withOffset(query, args.offset), where: bagWhere(ctx, compact(args.filter ?? {})), orderBy: { id: "desc" } }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.shippingBag.count({ where: bagWhere(ctx, compact(args.filter ?? {})) });
    }
  }),
  shippingBag: t.prismaField({
    type: "ShippingBag",
    nullable: true,
    authScopes: { permission: "bagsOrder" },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _r, { id: id5 }, ctx) => ctx.db.shippingBag.findFirst({ ...query, where: { AND: [bagWhere(ctx), { id: id5 }] } })
  })
}));
var ext17 = { operateModule: "shipping" };
builder.mutationFields((t) => ({
  scanToShip: t.field({
    type: ShippingOrderRef,
    errors: {},
    authScopes: { permission: "order.ship" },
    extensions: ext17,
    description: "Scan to ship, step 2: verifies the scanned codes and counts and the weight, then ships the order",
    args: { input: t.arg({ type: ScanToShipInput, required: true }) },
    resolve: (_r, { input }, ctx) => scanToShip(ctx, compact(input))
  }),
  outboundScan: t.field({
    type: ShippingOrderRef,
    errors: {},
    authScopes: { permission: "order.ship" },
    extensions: ext17,
    description: "Weighs a parcel out and hands it over (collectStatus 1); an order awaiting shipment is shipped first",
    args: { input: t.arg({ type: OutboundScanInput, required: true }) },
    resolve: (_r, { input }, ctx) => outboundScan(ctx, compact(input))
  }),
  confirmPickup: t.field({
    type: "Int",
    errors: {},
    authScopes: { permission: "order.ship" },
    extensions: ext17,
    description: "The carrier picked the parcels up (collectStatus 2); answers how many",
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_r, { ids: ids2 }, ctx) => confirmPickup(ctx, { ids: ids2 })
  }),
  markPickupException: t.field({
    type: "Int",
    errors: {},
    authScopes: { permission: "order.ship" },
    extensions: ext17,
    description: "Marks a pickup exception (collectStatus -2) with a remark; answers how many",
    args: { input: t.arg({ type: PickupExceptionInput, required: true }) },
    resolve: (_r, { input }, ctx) => markPickupException(ctx, input)
  }),
  createShippingBag: t.prismaField({
    type: "ShippingBag",
    errors: {},
    authScopes: { permission: "bag.update" },
    extensions: ext17,
    args: { input: t.arg({ type: CreateBagInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => createBag(ctx, input)
  }),
  scanIntoBag: t.prismaField({
    type: "ShippingBag",
    errors: {},
    authScopes: { permission: "bag.update" },
    extensions: ext17,
    description: "Scans a shipped parcel of the bag channel into an open bag",
    args: { input: t.arg({ type: BagScanInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => scanIntoBag(ctx, input)
  }),
  removeFromBag: t.prismaField({
    type: "ShippingBag",
    errors: {},
    authScopes: { permission: "bag.update" },
    extensions: ext17,
    args: { bagId: t.arg.int({ required: true }), orderId: t.arg.int({ required: true }) },
    resolve: (_q, _r, { bagId, orderId }, ctx) => removeFromBag(ctx, bagId, orderId)
  }),
  closeShippingBag: t.prismaField({
    type: "ShippingBag",
    errors: {},
    authScopes: { permission: "bag.update" },
    extensions: ext17,
    description: "open \u2192 closed; the weight is the parcels added up",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id: id5 }, ctx) => closeBag(ctx, id5)
  }),
  handOverShippingBag: t.prismaField({
    type: "ShippingBag",
    errors: {},
    authScopes: { permission: "bag.update" },
    extensions: ext17,
    description: "closed \u2192 handedOver (the carrier took the bag)",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id: id5 }, ctx) => handOverBag(ctx, id5)
  }),
  deleteShippingBag: t.field({
    type: "Int",
    errors: {},
    authScopes: { permission: "bag.update" },
    extensions: ext17,
    description: "Deletes an open, empty bag; answers its id",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id: id5 }, ctx) => deleteBag(ctx, id5)
  }),
  printBagLabel: t.field({
    type: PdfFileRef,
    errors: {},
    authScopes: { permission: "bagsOrder" },
    extensions: ext17,
    description: "The bag label (bag number barcode, channel, parcels) as a PDF (base64)",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id: id5 }, ctx) => printBagLabel(ctx, id5)
  })
}));

// src/modules/marketplaces/stock-push.ts
async function pushShopStock(ctx, shopId) {
  const shop = await findPullShop(ctx, shopId);
  if (shop.status !== SHOP_STATUS.authorized) throw new BusinessError("marketplace.shopNotAuthorized", { shopName: shop.shopName });
  const listing = /* @__PURE__ */ new Map();
  const seen = await ctx.db.orderItem.findMany({
    where: { skuId: { not: null }, platformSku: { not: "" }, order: { shopId: shop.id } },
    select: { platformSku: true, skuId: true, unitsPerItem: true },
    distinct: ["platformSku"]
  });
  for (const s of seen) listing.set(s.platformSku, { skuId: s.skuId, units: Math.max(1, s.unitsPerItem) });
  const pairings = await ctx.db.skuPairing.findMany({ where: { platformType: shop.platformType, shopId: { in: [0, shop.id] } }, orderBy: { shopId: "asc" } });
  for (const p of pairings) listing.set(p.platformSku, { skuId: p.skuId, units: Math.max(1, p.unitsPerItem) });
  if (!listing.size) return 0;
  const skuIds = [...new Set([...listing.values()].map((l) => l.skuId))];
  const components = await ctx.db.skuComponent.findMany({ where: { comboSkuId: { in: skuIds } } });
  const stockSkuIds = [.../* @__PURE__ */ new Set([...skuIds, ...components.map((c) => c.componentSkuId)])];
  const stocks = await ctx.db.stock.findMany({ where: { skuId: { in: stockSkuIds }, warehouse: { enabled: true } }, select: { skuId: true, quantity: true, occupied: true } });
  const available = /* @__PURE__ */ new Map();
  for (const s of stocks) available.set(s.skuId, (available.get(s.skuId) ?? 0) + Math.max(0, s.quantity - s.occupied));
  const comboParts = /* @__PURE__ */ new Map();
  for (const c of components) comboParts.set(c.comboSkuId, [...comboParts.get(c.comboSkuId) ?? [], c]);
  const availableOf2 = (skuId) => {
    const parts = comboParts.get(skuId);
    if (!parts?.length) return available.get(skuId) ?? 0;
    return Math.min(...parts.map((p) => Math.floor((available.get(p.componentSkuId) ?? 0) / Math.max(1, p.quantity))));
  };
  const items = [...listing.entries()].map(([platformSku, l]) => ({ platformSku, quantity: Math.floor(availableOf2(l.skuId) / l.units) }));
  const answer = await ctx.platform.connectors.get(shop.platformType).pushStock({ token: shop.authToken, items });
  if (!answer.ok) throw new BusinessError(answer.reasonId ?? "marketplace.pushFailed", { shopName: shop.shopName });
  return answer.updated;
}

// src/modules/marketplaces/tracking-upload.ts
var TRACKING_UPLOAD_JOB = "marketplaces.uploadTracking";
var PRE_SHIP_STATUSES = ["processing", "awaitingShipment"];
var SHIPPED_STATUSES = ["shipped", "completed"];
async function uploadTrackingOf(ctx, order, mode, now = /* @__PURE__ */ new Date()) {
  const shop = await ctx.db.shop.findFirst({ where: { id: order.shopId } });
  const trackingNo = order.trackingNo.trim();
  let reasonId = null;
  if (!shop || shop.status !== 1) reasonId = "marketplace.shopNotAuthorized";
  else {
    const channel = order.logisticsChannelId ? await ctx.db.logisticsChannel.findFirst({ where: { id: order.logisticsChannelId }, select: { carrier: true, name: true } }) : null;
    try {
      const answer = await ctx.platform.connectors.get(shop.platformType).uploadTracking({
        token: shop.authToken,
        platformOrderNo: order.platformOrderNo,
        trackingNo,
        carrier: channel?.carrier || channel?.name || "",
        shippedAt: order.shippedAt ?? now
      });
      if (!answer.ok) reasonId = answer.reasonId;
    } catch (err) {
      ctx.platform.logger.warn({ err, orderId: order.id }, "tracking upload failed");
      reasonId = "marketplace.uploadFailed";
    }
  }
  if (reasonId) {
    await addHistory(ctx, ctx.db, [order.id], { action: "uploadTracking", messageId: "marketplace.history.trackingFailed", params: { trackingNo, reason: reasonId } });
    throw new BusinessError(reasonId, { orderNo: order.orderNo, shopName: shop?.shopName ?? "" });
  }
  await ctx.db.$transaction(async (tx) => {
    await tx.order.updateMany({ where: { id: order.id }, data: mode === "preShip" ? { trackingUploadedAt: now, preShippedAt: now } : { trackingUploadedAt: now } });
    await addHistory(ctx, tx, [order.id], {
      action: mode === "preShip" ? "preShip" : "uploadTracking",
      messageId: mode === "preShip" ? "marketplace.history.preShipped" : "marketplace.history.trackingUploaded",
      params: { trackingNo }
    });
  });
}
async function preShipOrders(ctx, ids2) {
  assertCan(ctx, "order.ship");
  return runBatch(ctx, ids2, async (order) => {
    if (!PRE_SHIP_STATUSES.includes(order.status)) throw new BusinessError("marketplace.preShipStatus", { orderNo: order.orderNo, status: `order.status.${order.status}` });
    if (!order.trackingNo.trim()) throw new BusinessError("marketplace.noTrackingNo", { orderNo: order.orderNo });
    await uploadTrackingOf(ctx, order, "preShip");
  });
}
async function uploadOrderTracking(ctx, ids2) {
  assertCan(ctx, "order.ship");
  return runBatch(ctx, ids2, async (order) => {
    if (!SHIPPED_STATUSES.includes(order.status)) throw new BusinessError("marketplace.notShipped", { orderNo: order.orderNo, status: `order.status.${order.status}` });
    if (!order.trackingNo.trim()) throw new BusinessError("marketplace.trackingMissing", { orderNo: order.orderNo });
    await uploadTrackingOf(ctx, order, "shipped");
  });
}
async function uploadShippedOrder(platform, companyId, orderId) {
  const ctx = await systemContext(platform, companyId);
  const order = await ctx.db.order.findFirst({ where: { id: orderId } });
  if (!order || !SHIPPED_STATUSES.includes(order.status) || !order.trackingNo.trim() || order.trackingUploadedAt) return "skipped";
  try {
    await uploadTrackingOf(ctx, order, "shipped");
    return "uploaded";
  } catch (err) {
    if (err instanceof BusinessError) return "failed";
    throw err;
  }
}
function registerMarketplaceJobs(platform) {
  registerPullJob(platform);
  platform.jobs.register(TRACKING_UPLOAD_JOB, async ({ companyId, orderId }) => {
    await uploadShippedOrder(platform, companyId, orderId);
  });
}
onOrderEvent("shipped", async (ctx, { orderIds }) => {
  const companyId = ctx.actor.companyId;
  for (const orderId of orderIds) await ctx.platform.jobs.enqueue(TRACKING_UPLOAD_JOB, { companyId, orderId }, { jobId: `tracking-${orderId}` });
});

// src/modules/marketplaces/pull.graphql.ts
var ShopOrderPullRef = builder.objectRef("ShopOrderPull").implement({
  description: "A shop's order pulls: schedule and the last run",
  fields: (t) => ({
    shopId: t.exposeInt("shopId"),
    shopName: t.exposeString("shopName"),
    platformType: t.exposeInt("platformType"),
    platform: t.string({ description: "Platform name (ebay, amazon, \u2026)", resolve: (r) => platformName(r.platformType) ?? "" }),
    shopStatus: t.exposeInt("shopStatus", { description: "Shop authorization status; only authorized (1) shops are pulled" }),
    intervalMinutes: t.exposeInt("intervalMinutes", { description: "Minutes between scheduled pulls (5-1440)" }),
    enabled: t.exposeBoolean("enabled", { description: "Scheduled pulls on" }),
    lastPulledAt: t.expose("lastPulledAt", { type: "DateTime", nullable: true }),
    nextPullAt: t.expose("nextPullAt", { type: "DateTime", nullable: true }),
    lastError: t.exposeString("lastError", { description: 'Message id of the last failure ("" after a successful pull)' }),
    lastErrorText: t.string({ resolve: (r, _a, ctx) => r.lastError ? translate(ctx.lang, r.lastError, { shopName: r.shopName }) : "" }),
    lastCount: t.exposeInt("lastCount", { description: "Orders new or changed in the last pull" }),
    running: t.exposeBoolean("running", { description: "A pull holds the shop right now" })
  })
});
var PullResultRef = builder.objectRef("PullShopOrdersResult").implement({
  description: "What a pull did",
  fields: (t) => ({
    shopId: t.exposeInt("shopId"),
    newCount: t.exposeInt("newCount", { description: "Orders stored for the first time" }),
    updatedCount: t.exposeInt("updatedCount", { description: "Stored orders the marketplace changed (payment, cancellation, \u2026)" }),
    pages: t.exposeInt("pages")
  })
});
var TrackingRefusalRef = builder.objectRef("TrackingUploadRefusal").implement({
  description: "An order whose tracking number was not uploaded, with why",
  fields: (t) => ({
    id: t.exposeInt("id"),
    orderNo: t.exposeString("orderNo"),
    messageId: t.exposeString("messageId"),
    message: t.string({ resolve: (r, _a, ctx) => translate(ctx.lang, r.messageId, r.params) })
  })
});
var TrackingUploadResultRef = builder.objectRef("TrackingUploadResult").implement({
  description: "Orders whose tracking number reached the marketplace, and the ones refused",
  fields: (t) => ({
    orderIds: t.field({ type: ["Int"], resolve: (r) => r.orderIds }),
    orders: t.prismaField({ type: ["Order"], resolve: (query, r, _a, ctx) => ordersByIds(ctx, r.orderIds, query) }),
    refused: t.field({ type: [TrackingRefusalRef], resolve: (r) => r.refused })
  })
});
var ScheduleInput = builder.inputType("ShopPullScheduleInput", {
  fields: (t) => ({
    shopId: t.int({ required: true }),
    intervalMinutes: t.int({ required: true, description: "5-1440" }),
    enabled: t.boolean({ required: true })
  })
});
builder.queryFields((t) => ({
  shopOrderPulls: t.field({
    type: [ShopOrderPullRef],
    authScopes: { permission: "orders" },
    description: "Every shop in reach with its order pull schedule and last run",
    resolve: (_r, _a, ctx) => shopOrderPulls(ctx)
  })
}));
var ext18 = { operateModule: "orders" };
builder.mutationFields((t) => ({
  pullShopOrders: t.field({
    type: PullResultRef,
    errors: {},
    authScopes: { permission: "order.pull" },
    extensions: ext18,
    description: "Pulls new and changed orders of an authorized shop now",
    args: { shopId: t.arg.int({ required: true }) },
    resolve: (_r, { shopId }, ctx) => pullShopOrders(ctx, shopId)
  }),
  setShopPullSchedule: t.field({
    type: ShopOrderPullRef,
    errors: {},
    authScopes: { permission: "order.pull" },
    extensions: ext18,
    description: "Sets a shop's pull interval (5-1440 minutes) and switches scheduled pulls on or off",
    args: { input: t.arg({ type: ScheduleInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const row = await setShopPullSchedule(ctx, input);
      return await shopPullRow(ctx, row.shopId);
    }
  }),
  preShipOrders: t.field({
    type: TrackingUploadResultRef,
    errors: {},
    authScopes: { permission: "order.ship" },
    extensions: ext18,
    description: "Uploads the tracking number of orders processing or awaiting shipment before the parcel leaves",
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_r, { ids: ids2 }, ctx) => preShipOrders(ctx, ids2)
  }),
  uploadOrderTracking: t.field({
    type: TrackingUploadResultRef,
    errors: {},
    authScopes: { permission: "order.ship" },
    extensions: ext18,
    description: "Uploads the tracking number of shipped orders to the marketplace again",
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_r, { ids: ids2 }, ctx) => uploadOrderTracking(ctx, ids2)
  }),
  pushShopStock: t.int({
    errors: {},
    authScopes: { permission: "order.pull" },
    extensions: ext18,
    description: "Pushes the available quantity of the shop's SKUs (paired or seen on its orders) to the marketplace; answers how many were updated",
    args: { shopId: t.arg.int({ required: true }) },
    resolve: (_r, { shopId }, ctx) => pushShopStock(ctx, shopId)
  })
}));

// src/modules/suppliers/suppliers.service.ts
function pagesOf(defs) {
  return defs.flatMap((d) => [...d.children ? pagesOf(d.children) : [], ...d.children ? [] : [d.name]]).filter(isPermission);
}
var PURCHASING_PAGES = [
  ...pagesOf(DEFAULT_MENU.filter((g) => g.name === "purchase")),
  "supplierStatistics",
  "procurementFlow",
  "purchaserStatistics",
  "purchaseBillReport"
];
function assertPurchasing(ctx) {
  const actor = requireActor(ctx);
  if (!PURCHASING_PAGES.some((p) => can(actor, p))) throw permissionDenied("supplier");
  return actor;
}
async function findSupplier(db, id5) {
  const supplier = await db.supplier.findFirst({ where: { id: id5 } });
  if (!supplier) throw new NotFoundError("purchase.supplierNotFound", { id: id5 });
  return supplier;
}
function loadSupplierStatistics(ctx, supplierId) {
  return requestLoader(ctx, "supplierStatistics", async (ids2) => {
    const map = await supplierStatisticsOf(ctx, ids2);
    return ids2.map((id5) => map.get(id5) ?? null);
  }).load(supplierId);
}
function loadSupplier(ctx, id5) {
  return requestLoader(ctx, "supplier", async (ids2) => {
    const rows = await ctx.db.supplier.findMany({ where: { id: { in: [...ids2] } }, select: { id: true, name: true, type: true, enabled: true } });
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids2.map((i) => map.get(i) ?? null);
  }).load(id5);
}
function loadProductCount(ctx, supplierId) {
  return requestLoader(ctx, "supplierProductCount", async (ids2) => {
    const rows = await ctx.db.supplierProduct.groupBy({ by: ["supplierId"], where: { supplierId: { in: [...ids2] } }, _count: { _all: true } });
    const map = new Map(rows.map((r) => [r.supplierId, r._count._all]));
    return ids2.map((i) => map.get(i) ?? 0);
  }).load(supplierId).then((n) => n ?? 0);
}
function loadLastPurchase(ctx, supplierId, skuId) {
  return requestLoader(ctx, "supplierLastPurchase", async (keys) => {
    const lines2 = await ctx.db.purchaseOrderLine.findMany({
      where: {
        skuId: { in: [...new Set(keys.map((k) => k.skuId))] },
        purchaseOrder: { supplierId: { in: [...new Set(keys.map((k) => k.supplierId))] }, status: { not: "cancelled" } }
      },
      select: { skuId: true, quantity: true, unitPrice: true, id: true, purchaseOrder: { select: { supplierId: true, orderDate: true } } }
    });
    const acc = /* @__PURE__ */ new Map();
    for (const l of lines2) {
      const key = `${l.purchaseOrder.supplierId}:${l.skuId}`;
      const a = acc.get(key) ?? { lastPrice: null, lastAt: null, quantity: 0, lineId: 0 };
      a.quantity += l.quantity;
      const at = l.purchaseOrder.orderDate;
      if (!a.lastAt || at > a.lastAt || at.getTime() === a.lastAt.getTime() && l.id > a.lineId) {
        Object.assign(a, { lastAt: at, lastPrice: l.unitPrice.toFixed(2), lineId: l.id });
      }
      acc.set(key, a);
    }
    return keys.map((k) => {
      const a = acc.get(`${k.supplierId}:${k.skuId}`);
      return a ? { lastPrice: a.lastPrice, lastAt: a.lastAt, quantity: a.quantity } : { lastPrice: null, lastAt: null, quantity: 0 };
    });
  }).load({ supplierId, skuId });
}
function supplierWhere(ctx, f = {}) {
  assertCan(ctx, "supplier");
  const kw = f.keyword?.trim();
  if (kw && kw.length > 100) throw ValidationError.field("keyword", "validation.tooLong");
  return {
    ...f.type ? { type: f.type } : {},
    ...f.preferred != null ? { preferred: f.preferred } : {},
    ...f.enabled != null ? { enabled: f.enabled } : {},
    ...kw ? { OR: [{ name: { contains: kw, mode: "insensitive" } }, { contact: { contains: kw, mode: "insensitive" } }] } : {}
  };
}
function supplierData(input) {
  const { name, type, preferred, website, contact, phone, address, bankName, accountNumber, payee, deliveryDays, taxRate, wholesaleMemberId, wholesaleShopName, remark } = input;
  return { name, type, preferred, website, contact, phone, address, bankName, accountNumber, payee, deliveryDays, taxRate, wholesaleMemberId, wholesaleShopName, remark };
}
var nameTaken = () => ValidationError.field("name", "purchase.supplierExists");
async function createSupplier(ctx, raw) {
  const actor = assertCan(ctx, "supplier.update");
  const input = parseInput(supplierInput, raw);
  try {
    return await ctx.db.supplier.create({ data: { companyId: actor.companyId, ...supplierData(input) } });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}
async function updateSupplier(ctx, id5, raw) {
  assertCan(ctx, "supplier.update");
  await findSupplier(ctx.db, id5);
  const input = parseInput(supplierInput, raw);
  try {
    await ctx.db.supplier.update({ where: { id: id5 }, data: supplierData(input) });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
  return findSupplier(ctx.db, id5);
}
async function setSupplierEnabled(ctx, id5, enabled) {
  assertCan(ctx, "supplier.update");
  await findSupplier(ctx.db, id5);
  await ctx.db.supplier.updateMany({ where: { id: id5 }, data: { enabled } });
  return findSupplier(ctx.db, id5);
}
async function deleteSupplier(ctx, id5) {
  assertCan(ctx, "supplier.update");
  await findSupplier(ctx.db, id5);
  const inUse = () => new BusinessError("purchase.supplierInUse");
  if (await ctx.db.purchaseOrder.count({ where: { supplierId: id5 } })) throw inUse();
  try {
    await ctx.db.$transaction(async (tx) => {
      const preferredOf = await tx.supplierProduct.findMany({ where: { supplierId: id5, preferred: true }, select: { skuId: true } });
      await tx.supplierProduct.deleteMany({ where: { supplierId: id5 } });
      await tx.purchaseSetting.updateMany({ where: { supplierId: id5 }, data: { supplierId: null } });
      await tx.purchasePlanItem.updateMany({ where: { supplierId: id5 }, data: { supplierId: null } });
      await tx.wholesalePairing.updateMany({ where: { supplierId: id5 }, data: { supplierId: null } });
      for (const { skuId } of preferredOf) {
        const next = await tx.supplierProduct.findFirst({ where: { skuId }, orderBy: { id: "asc" }, select: { id: true } });
        if (next) await tx.supplierProduct.updateMany({ where: { id: next.id }, data: { preferred: true } });
      }
      await tx.supplier.deleteMany({ where: { id: id5 } });
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw inUse();
    throw err;
  }
  return id5;
}
function isForeignKeyViolation(err) {
  const e = err;
  if (e?.code === "P2003") return true;
  const cause = e?.name === "DriverAdapterError" ? e.cause : void 0;
  return cause?.kind === "ForeignKeyConstraintViolation" || cause?.kind === "postgres" && cause.code === "23503";
}
var PAGE_DEFAULT = 30;
var PAGE_MAX = PAGE_SIZE_MAX;
function page3(p) {
  const skip = p.offset ?? 0;
  const take = p.first ?? PAGE_DEFAULT;
  if (!Number.isInteger(skip) || skip < 0 || skip > 1e6) throw ValidationError.field("offset", "validation.offset");
  if (!Number.isInteger(take) || take < 1 || take > PAGE_MAX) throw ValidationError.field("first", "validation.pageSize", { max: PAGE_MAX });
  return { skip, take };
}
async function supplierPurchaseRecords(ctx, supplierId, p = {}) {
  assertCan(ctx, "supplier");
  const { skip, take } = page3(p);
  if (!await ctx.db.supplier.findFirst({ where: { id: supplierId }, select: { id: true } })) return null;
  const where = { purchaseOrder: { supplierId } };
  const [totalCount, lines2] = await Promise.all([
    ctx.db.purchaseOrderLine.count({ where }),
    ctx.db.purchaseOrderLine.findMany({
      where,
      skip,
      take,
      orderBy: [{ purchaseOrder: { orderDate: "desc" } }, { id: "desc" }],
      include: { purchaseOrder: { select: { orderNo: true, orderDate: true, status: true } } }
    })
  ]);
  const nodes = lines2.map((l) => ({
    lineId: l.id,
    purchaseOrderId: l.purchaseOrderId,
    orderNo: l.purchaseOrder.orderNo,
    orderDate: l.purchaseOrder.orderDate,
    status: l.purchaseOrder.status,
    skuId: l.skuId,
    quantity: l.quantity,
    unitPrice: l.unitPrice.toFixed(2),
    receivedQuantity: l.receivedQuantity,
    goodQuantity: l.goodQuantity,
    defectiveQuantity: l.defectiveQuantity
  }));
  return { totalCount, nodes };
}
var supplierProductOrder = [{ preferred: "desc" }, { id: "asc" }];
async function relationshipRows(ctx, skus) {
  const links = skus.length ? await ctx.db.supplierProduct.findMany({ where: { skuId: { in: skus.map((s) => s.id) } }, orderBy: supplierProductOrder }) : [];
  return skus.map((s) => ({
    skuId: s.id,
    sku: s.sku,
    productName: s.product.name,
    image: s.image || s.product.mainImage,
    suppliers: links.filter((l) => l.skuId === s.id)
  }));
}
var skuSelect = { id: true, sku: true, image: true, product: { select: { name: true, mainImage: true } } };
async function supplyRelationships(ctx, f = {}, p = {}) {
  assertCan(ctx, "supplyRelationship");
  const { skip, take } = page3(p);
  const kw = f.keyword?.trim();
  if (kw && kw.length > 100) throw ValidationError.field("keyword", "validation.tooLong");
  const idFilters = [];
  if (f.supplierId) {
    const rows = await ctx.db.supplierProduct.findMany({ where: { supplierId: f.supplierId }, select: { skuId: true } });
    idFilters.push({ in: rows.map((r) => r.skuId) });
  }
  if (f.noSupplier) {
    const rows = await ctx.db.supplierProduct.findMany({ distinct: ["skuId"], select: { skuId: true } });
    idFilters.push({ notIn: rows.map((r) => r.skuId) });
  }
  const where = {
    isCombo: false,
    ...idFilters.length ? { AND: idFilters.map((id5) => ({ id: id5 })) } : {},
    ...kw ? { OR: [{ sku: { contains: kw, mode: "insensitive" } }, { product: { name: { contains: kw, mode: "insensitive" } } }] } : {}
  };
  const [totalCount, skus] = await Promise.all([
    ctx.db.sku.count({ where }),
    ctx.db.sku.findMany({ where, skip, take, orderBy: [{ sku: "asc" }, { id: "asc" }], select: skuSelect })
  ]);
  return { totalCount, nodes: await relationshipRows(ctx, skus) };
}
async function supplyRelationshipOf(ctx, skuId) {
  assertCan(ctx, "supplyRelationship");
  const sku = await ctx.db.sku.findFirst({ where: { id: skuId }, select: skuSelect });
  return sku ? (await relationshipRows(ctx, [sku]))[0] : null;
}
async function setSupplyRelationship(ctx, raw) {
  const actor = assertCan(ctx, "supplyRelationship.update");
  const input = parseInput(supplyRelationshipInput, raw);
  const sku = await ctx.db.sku.findFirst({ where: { id: input.skuId }, select: { ...skuSelect, isCombo: true } });
  if (!sku) throw new NotFoundError("purchase.skuNotFound", { id: input.skuId });
  const ids2 = input.suppliers.map((s) => s.supplierId);
  const [suppliers, current] = await Promise.all([
    ctx.db.supplier.findMany({ where: { id: { in: ids2 } }, select: { id: true, name: true, enabled: true } }),
    ctx.db.supplierProduct.findMany({ where: { skuId: sku.id }, select: { supplierId: true } })
  ]);
  const byId = new Map(suppliers.map((s) => [s.id, s]));
  const linked = new Set(current.map((c) => c.supplierId));
  input.suppliers.forEach((s, i) => {
    const found = byId.get(s.supplierId);
    if (!found) throw new NotFoundError("purchase.supplierNotFound", { id: s.supplierId });
    if (!found.enabled && !linked.has(found.id)) throw ValidationError.field(`suppliers.${i}.supplierId`, "purchase.supplierDisabled", { name: found.name });
  });
  await ctx.db.$transaction(async (tx) => {
    await tx.supplierProduct.deleteMany({ where: { skuId: sku.id } });
    await tx.supplierProduct.createMany({
      data: input.suppliers.map((s) => ({
        companyId: actor.companyId,
        skuId: sku.id,
        supplierId: s.supplierId,
        preferred: s.preferred,
        purchasePrice: s.purchasePrice,
        moq: s.moq,
        purchaseLink: s.purchaseLink,
        remark: s.remark
      }))
    });
  });
  return (await relationshipRows(ctx, [sku]))[0];
}
async function supplierProducts(ctx, supplierId, keyword, p = {}) {
  assertCan(ctx, "supplyRelationship");
  const { skip, take } = page3(p);
  const kw = keyword?.trim();
  if (kw && kw.length > 100) throw ValidationError.field("keyword", "validation.tooLong");
  if (!await ctx.db.supplier.findFirst({ where: { id: supplierId }, select: { id: true } })) return null;
  let skuIds;
  if (kw) {
    const skus = await ctx.db.sku.findMany({
      where: { OR: [{ sku: { contains: kw, mode: "insensitive" } }, { product: { name: { contains: kw, mode: "insensitive" } } }] },
      select: { id: true },
      take: 5e3
    });
    skuIds = skus.map((s) => s.id);
  }
  const where = { supplierId, ...skuIds ? { skuId: { in: skuIds } } : {} };
  const [totalCount, nodes] = await Promise.all([
    ctx.db.supplierProduct.count({ where }),
    ctx.db.supplierProduct.findMany({ where, skip, take, orderBy: { id: "asc" } })
  ]);
  return { totalCount, nodes };
}
async function supplierOptions(ctx) {
  assertPurchasing(ctx);
  return ctx.db.supplier.findMany({
    select: { id: true, name: true, type: true, enabled: true, preferred: true },
    orderBy: [{ enabled: "desc" }, { preferred: "desc" }, { name: "asc" }, { id: "asc" }]
  });
}
var PRICE_LOOKUP_MAX = 500;
async function supplierProductPrices(ctx, skuIds, supplierId) {
  assertPurchasing(ctx);
  const ids2 = [...new Set(skuIds)];
  if (ids2.length > PRICE_LOOKUP_MAX) throw ValidationError.field("skuIds", "purchase.tooMany");
  await findSupplier(ctx.db, supplierId);
  const [skus, links] = await Promise.all([
    ctx.db.sku.findMany({ where: { id: { in: ids2 } }, select: { id: true } }),
    ctx.db.supplierProduct.findMany({ where: { supplierId, skuId: { in: ids2 } } })
  ]);
  const bySku = new Map(links.map((l) => [l.skuId, l]));
  const known = new Set(skus.map((s) => s.id));
  return ids2.filter((id5) => known.has(id5)).map((skuId) => {
    const l = bySku.get(skuId);
    return { skuId, unitPrice: l ? l.purchasePrice.toFixed(2) : null, moq: l?.moq ?? 1, purchaseLink: l?.purchaseLink ?? "", preferred: l?.preferred ?? false };
  });
}

// src/modules/suppliers/suppliers.graphql.ts
var money2 = (n) => n == null ? null : n.toFixed(2);
var Statistics = builder.objectRef("SupplierStatistics").implement({
  description: "Statistics of a supplier from its purchase orders (not cancelled)",
  fields: (t) => ({
    purchaseCount: t.exposeInt("purchaseCount", { description: "Number of purchases" }),
    delayRate: t.exposeFloat("delayRate", { description: "Orders first signed for after the ETA (or order date + delivery days) over orders signed for, 0..1" }),
    replenishmentRate: t.exposeFloat("replenishmentRate", { description: "Orders fully received over orders with anything received, 0..1" }),
    returnRate: t.exposeFloat("returnRate", { description: "Returned or exchanged quantity (abnormal receipts) over received quantity, 0..1" }),
    averagePrice: t.field({ type: "Decimal", description: "Unit price weighted by quantity", resolve: (s) => money2(s.averagePrice) }),
    latestPrice: t.field({ type: "Decimal", nullable: true, resolve: (s) => money2(s.latestPrice) }),
    latestPurchaseAt: t.field({ type: "DateTime", nullable: true, resolve: (s) => s.latestPurchaseAt }),
    defectiveCount: t.exposeInt("defectiveCount"),
    defectiveRate: t.exposeFloat("defectiveRate", { description: "Defective over inspected quantity, 0..1" }),
    purchaseQuantity: t.exposeInt("purchaseQuantity"),
    receivedQuantity: t.exposeInt("receivedQuantity"),
    purchaseAmount: t.field({ type: "Decimal", description: "\u03A3 quantity \xD7 unit price (goods only)", resolve: (s) => money2(s.purchaseAmount) })
  })
});
builder.prismaObject("Supplier", {
  description: "A supplier (spec 02 \xA73 Supplier)",
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    type: t.exposeString("type", { description: "formal or temporary" }),
    preferred: t.exposeBoolean("preferred"),
    website: t.exposeString("website"),
    contact: t.exposeString("contact"),
    phone: t.exposeString("phone"),
    address: t.exposeString("address"),
    bankName: t.exposeString("bankName"),
    accountNumber: t.exposeString("accountNumber"),
    payee: t.exposeString("payee"),
    deliveryDays: t.exposeInt("deliveryDays", { description: "Promised delivery time in days" }),
    taxRate: t.field({ type: "Decimal", description: "Tax rate in percent on the supplier invoice", resolve: (s) => s.taxRate.toFixed(2) }),
    wholesaleMemberId: t.exposeString("wholesaleMemberId", { description: "Related wholesale-platform supplier: member id" }),
    wholesaleShopName: t.exposeString("wholesaleShopName", { description: "Related wholesale-platform supplier: shop name" }),
    remark: t.exposeString("remark"),
    enabled: t.exposeBoolean("enabled"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    productCount: t.int({ description: "SKUs it sells", resolve: (s, _a, ctx) => loadProductCount(ctx, s.id) }),
    statistics: t.field({ type: Statistics, resolve: (s, _a, ctx) => loadSupplierStatistics(ctx, s.id) })
  })
});
var SupplierProductObject = builder.prismaObject("SupplierProduct", {
  description: "A SKU a supplier sells (supply relationship)",
  fields: (t) => ({
    id: t.exposeInt("id"),
    supplierId: t.exposeInt("supplierId"),
    supplierName: t.string({ resolve: async (p, _a, ctx) => (await loadSupplier(ctx, p.supplierId))?.name ?? "" }),
    supplierType: t.string({ resolve: async (p, _a, ctx) => (await loadSupplier(ctx, p.supplierId))?.type ?? "" }),
    supplierEnabled: t.boolean({ resolve: async (p, _a, ctx) => (await loadSupplier(ctx, p.supplierId))?.enabled ?? false }),
    skuId: t.exposeInt("skuId"),
    ...skuFields(t, (p) => p.skuId),
    preferred: t.exposeBoolean("preferred"),
    purchasePrice: t.field({ type: "Decimal", resolve: (p) => p.purchasePrice.toFixed(2) }),
    moq: t.exposeInt("moq", { description: "Minimum order quantity" }),
    purchaseLink: t.exposeString("purchaseLink"),
    remark: t.exposeString("remark"),
    lastPurchasePrice: t.field({ type: "Decimal", nullable: true, resolve: async (p, _a, ctx) => (await loadLastPurchase(ctx, p.supplierId, p.skuId)).lastPrice }),
    lastPurchaseAt: t.field({ type: "DateTime", nullable: true, resolve: async (p, _a, ctx) => (await loadLastPurchase(ctx, p.supplierId, p.skuId)).lastAt }),
    purchasedQuantity: t.int({ description: "Units ordered from this supplier (orders not cancelled)", resolve: async (p, _a, ctx) => (await loadLastPurchase(ctx, p.supplierId, p.skuId)).quantity }),
    supplierStatistics: t.field({ type: Statistics, resolve: (p, _a, ctx) => loadSupplierStatistics(ctx, p.supplierId) })
  })
});
var PurchaseRecord = builder.objectRef("SupplierPurchaseRecord").implement({
  description: "One purchase order line of a supplier",
  fields: (t) => ({
    lineId: t.exposeInt("lineId"),
    purchaseOrderId: t.exposeInt("purchaseOrderId"),
    orderNo: t.exposeString("orderNo"),
    orderDate: t.field({ type: "DateTime", resolve: (r) => r.orderDate }),
    status: t.expose("status", { type: PurchaseOrderStatusEnum }),
    skuId: t.exposeInt("skuId"),
    ...skuFields(t, (r) => r.skuId, { sku: "sku", productName: "productName" }),
    quantity: t.exposeInt("quantity"),
    unitPrice: t.field({ type: "Decimal", resolve: (r) => r.unitPrice }),
    receivedQuantity: t.exposeInt("receivedQuantity"),
    goodQuantity: t.exposeInt("goodQuantity"),
    defectiveQuantity: t.exposeInt("defectiveQuantity")
  })
});
var PurchaseRecordPage = builder.objectRef("SupplierPurchaseRecordPage").implement({
  fields: (t) => ({ totalCount: t.exposeInt("totalCount"), nodes: t.field({ type: [PurchaseRecord], resolve: (p) => p.nodes }) })
});
var SupplierProductPage = builder.objectRef("SupplierProductPage").implement({
  fields: (t) => ({ totalCount: t.exposeInt("totalCount"), nodes: t.field({ type: [SupplierProductObject], resolve: (p) => p.nodes }) })
});
var SupplyRelationship = builder.objectRef("SupplyRelationship").implement({
  description: "A SKU with the suppliers that sell it (preferred first)",
  fields: (t) => ({
    skuId: t.exposeInt("skuId"),
    sku: t.exposeString("sku"),
    productName: t.exposeString("productName"),
    image: t.exposeString("image"),
    supplierCount: t.int({ resolve: (r) => r.suppliers.length }),
    preferredSupplierId: t.int({ nullable: true, resolve: (r) => r.suppliers.find((s) => s.preferred)?.supplierId ?? null }),
    preferredSupplierName: t.string({
      resolve: async (r, _a, ctx) => {
        const p = r.suppliers.find((s) => s.preferred);
        return p ? (await loadSupplier(ctx, p.supplierId))?.name ?? "" : "";
      }
    }),
    preferredPrice: t.field({ type: "Decimal", nullable: true, resolve: (r) => r.suppliers.find((s) => s.preferred)?.purchasePrice.toFixed(2) ?? null }),
    suppliers: t.field({ type: [SupplierProductObject], resolve: (r) => r.suppliers })
  })
});
var SupplyRelationshipPage = builder.objectRef("SupplyRelationshipPage").implement({
  fields: (t) => ({ totalCount: t.exposeInt("totalCount"), nodes: t.field({ type: [SupplyRelationship], resolve: (p) => p.nodes }) })
});
var SupplierOption = builder.objectRef("SupplierOption").implement({
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    type: t.exposeString("type"),
    enabled: t.exposeBoolean("enabled"),
    preferred: t.exposeBoolean("preferred")
  })
});
var SupplierProductPrice = builder.objectRef("SupplierProductPrice").implement({
  fields: (t) => ({
    skuId: t.exposeInt("skuId"),
    unitPrice: t.field({ type: "Decimal", nullable: true, description: "Null when the supplier does not sell the SKU", resolve: (r) => r.unitPrice }),
    moq: t.exposeInt("moq"),
    purchaseLink: t.exposeString("purchaseLink"),
    preferred: t.exposeBoolean("preferred")
  })
});
var SupplierFilter = builder.inputType("SupplierFilter", {
  fields: (t) => ({
    keyword: t.string({ description: "Name or contact" }),
    type: t.string({ description: "formal or temporary" }),
    preferred: t.boolean(),
    enabled: t.boolean()
  })
});
var SupplierInput = builder.inputType("SupplierInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    type: t.string(),
    preferred: t.boolean(),
    website: t.string(),
    contact: t.string(),
    phone: t.string(),
    address: t.string(),
    bankName: t.string(),
    accountNumber: t.string(),
    payee: t.string(),
    deliveryDays: t.int({ description: "Promised delivery time in whole days (0 to 365)" }),
    taxRate: t.field({ type: "Decimal", description: "Percent, an integer or two decimals, below 100" }),
    wholesaleMemberId: t.string(),
    wholesaleShopName: t.string(),
    remark: t.string()
  })
});
var SupplyRelationshipFilter = builder.inputType("SupplyRelationshipFilter", {
  fields: (t) => ({ keyword: t.string({ description: "SKU or product name" }), supplierId: t.int(), noSupplier: t.boolean({ description: "Only SKUs without supplier" }) })
});
var SupplyRelationshipSupplierInput = builder.inputType("SupplyRelationshipSupplierInput", {
  fields: (t) => ({
    supplierId: t.int({ required: true }),
    preferred: t.boolean(),
    purchasePrice: t.field({ type: "Decimal" }),
    moq: t.int(),
    purchaseLink: t.string(),
    remark: t.string()
  })
});
var SupplyRelationshipInput = builder.inputType("SupplyRelationshipInput", {
  fields: (t) => ({ skuId: t.int({ required: true }), suppliers: t.field({ type: [SupplyRelationshipSupplierInput], required: true }) })
});
builder.queryFields((t) => {
  const pageArgs = () => ({
    offset: t.arg.int({ description: "Rows to skip from the start" }),
    first: t.arg.int({ description: `Page size (default 30, at most ${PAGE_SIZE_MAX})` })
  });
  return {
    suppliers: t.prismaConnection({
      type: "Supplier",
      cursor: "id",
      maxSize: PAGE_SIZE_MAX,
      defaultSize: 30,
      authScopes: { permission: "supplier" },
      args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: SupplierFilter }) },
      resolve: (query, _r, args, ctx) => ctx.db.supplier.findMany({ ...withOffset(query, args.offset), where: supplierWhere(ctx, compact(args.filter ?? {})), orderBy: { id: "desc" } }),
      totalCount: (_c, args, ctx) => {
        checkOffset(args.offset);
        return ctx.db.supplier.count({ where: supplierWhere(ctx, compact(args.filter ?? {})) });
      }
    }),
    supplier: t.prismaField({
      type: "Supplier",
      nullable: true,
      authScopes: { permission: "supplier" },
      args: { id: t.arg.int({ required: true }) },
      resolve: (query, _r, { id: id5 }, ctx) => ctx.db.supplier.findFirst({ ...query, where: { AND: [supplierWhere(ctx), { id: id5 }] } })
    }),
    supplierPurchaseRecords: t.field({
      type: PurchaseRecordPage,
      nullable: true,
      authScopes: { permission: "supplier" },
      description: "The supplier's purchase order lines, newest first (null: no such supplier)",
      args: { supplierId: t.arg.int({ required: true }), ...pageArgs() },
      resolve: (_r, a, ctx) => supplierPurchaseRecords(ctx, a.supplierId, { offset: a.offset, first: a.first })
    }),
    supplyRelationships: t.field({
      type: SupplyRelationshipPage,
      authScopes: { permission: "supplyRelationship" },
      args: { filter: t.arg({ type: SupplyRelationshipFilter }), ...pageArgs() },
      resolve: (_r, a, ctx) => supplyRelationships(ctx, compact(a.filter ?? {}), { offset: a.offset, first: a.first })
    }),
    supplyRelationship: t.field({
      type: SupplyRelationship,
      nullable: true,
      authScopes: { permission: "supplyRelationship" },
      description: "One SKU's suppliers (null: no such SKU)",
      args: { skuId: t.arg.int({ required: true }) },
      resolve: (_r, { skuId }, ctx) => supplyRelationshipOf(ctx, skuId)
    }),
    supplierProducts: t.field({
      type: SupplierProductPage,
      nullable: true,
      authScopes: { permission: "supplyRelationship" },
      description: "One supplier's products (null: no such supplier)",
      args: { supplierId: t.arg.int({ required: true }), keyword: t.arg.string({ description: "SKU or product name" }), ...pageArgs() },
      resolve: (_r, a, ctx) => supplierProducts(ctx, a.supplierId, a.keyword, { offset: a.offset, first: a.first })
    }),
    supplierOptions: t.field({
      type: [SupplierOption],
      authScopes: { loggedIn: true },
      description: "Suppliers for pickers (callers holding any purchasing page)",
      resolve: (_r, _a, ctx) => supplierOptions(ctx)
    }),
    supplierProductPrices: t.field({
      type: [SupplierProductPrice],
      authScopes: { loggedIn: true },
      errors: {},
      description: "Unit price of each SKU at one supplier (purchase order form)",
      args: { skuIds: t.arg.intList({ required: true }), supplierId: t.arg.int({ required: true }) },
      resolve: (_r, a, ctx) => supplierProductPrices(ctx, a.skuIds, a.supplierId)
    })
  };
});
var ext19 = { operateModule: "suppliers" };
builder.mutationFields((t) => ({
  createSupplier: t.prismaField({
    type: "Supplier",
    errors: {},
    authScopes: { permission: "supplier.update" },
    extensions: ext19,
    args: { input: t.arg({ type: SupplierInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => createSupplier(ctx, compact(input))
  }),
  updateSupplier: t.prismaField({
    type: "Supplier",
    errors: {},
    authScopes: { permission: "supplier.update" },
    extensions: ext19,
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: SupplierInput, required: true }) },
    resolve: (_q, _r, { id: id5, input }, ctx) => updateSupplier(ctx, id5, compact(input))
  }),
  setSupplierEnabled: t.prismaField({
    type: "Supplier",
    errors: {},
    authScopes: { permission: "supplier.update" },
    extensions: ext19,
    args: { id: t.arg.int({ required: true }), enabled: t.arg.boolean({ required: true }) },
    resolve: (_q, _r, { id: id5, enabled }, ctx) => setSupplierEnabled(ctx, id5, enabled)
  }),
  deleteSupplier: t.field({
    type: "Int",
    errors: {},
    authScopes: { permission: "supplier.update" },
    extensions: ext19,
    description: "Deletes a supplier no purchase order references; answers its id",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id: id5 }, ctx) => deleteSupplier(ctx, id5)
  }),
  setSupplyRelationship: t.field({
    type: SupplyRelationship,
    errors: {},
    authScopes: { permission: "supplyRelationship.update" },
    extensions: ext19,
    description: "Replaces a SKU's suppliers (exactly one preferred)",
    args: { input: t.arg({ type: SupplyRelationshipInput, required: true }) },
    resolve: (_r, { input }, ctx) => setSupplyRelationship(ctx, { ...input, suppliers: input.suppliers.map((s) => compact(s)) })
  })
}));

// src/modules/purchase-reports/purchase-reports.graphql.ts
var Filter = builder.inputType("PurchaseReportFilter", {
  description: "Period on the purchase order date (at most 366 days, default the last 30), supplier, warehouse, purchaser",
  fields: (t) => ({
    from: t.field({ type: "DateTime" }),
    to: t.field({ type: "DateTime" }),
    supplierId: t.int(),
    warehouseId: t.int(),
    purchaserId: t.int({ description: "User id of the purchaser" })
  })
});
var ChartPoint = builder.objectRef("PurchaseReportChartPoint").implement({
  fields: (t) => ({ label: t.exposeString("label"), value: t.expose("value", { type: "Decimal" }) })
});
var SupplierRow = builder.objectRef("SupplierStatisticsRow").implement({
  description: "One supplier in /supplierStatistics (rates from 0 to 1)",
  fields: (t) => ({
    id: t.exposeInt("id"),
    supplierId: t.exposeInt("supplierId"),
    supplierName: t.exposeString("supplierName"),
    orderCount: t.exposeInt("orderCount"),
    quantity: t.exposeInt("quantity"),
    amount: t.expose("amount", { type: "Decimal", description: "Lines + freight + other fees \u2212 discount" }),
    received: t.exposeInt("received"),
    good: t.exposeInt("good"),
    defective: t.exposeInt("defective"),
    defectiveRate: t.exposeFloat("defectiveRate"),
    delayRate: t.exposeFloat("delayRate"),
    replenishmentRate: t.exposeFloat("replenishmentRate"),
    returnRate: t.exposeFloat("returnRate"),
    averagePrice: t.expose("averagePrice", { type: "Decimal" }),
    latestPrice: t.expose("latestPrice", { type: "Decimal", nullable: true }),
    latestPurchaseAt: t.expose("latestPurchaseAt", { type: "DateTime", nullable: true })
  })
});
var SupplierTotals = builder.objectRef("SupplierStatisticsTotals").implement({
  fields: (t) => ({
    orderCount: t.exposeInt("orderCount"),
    quantity: t.exposeInt("quantity"),
    amount: t.expose("amount", { type: "Decimal" }),
    received: t.exposeInt("received"),
    good: t.exposeInt("good"),
    defective: t.exposeInt("defective"),
    defectiveRate: t.exposeFloat("defectiveRate")
  })
});
var SupplierReport = builder.objectRef("SupplierStatisticsReport").implement({
  fields: (t) => ({
    totalCount: t.exposeInt("totalCount"),
    rows: t.field({ type: [SupplierRow], resolve: (r) => r.rows }),
    totals: t.field({ type: SupplierTotals, resolve: (r) => r.totals }),
    chart: t.field({ type: [ChartPoint], description: "Amount of the top suppliers", resolve: (r) => r.chart })
  })
});
var FlowRow = builder.objectRef("ProcurementFlowRow").implement({
  description: "One purchase-order line in /procurementFlow",
  fields: (t) => ({
    id: t.exposeInt("id"),
    purchaseOrderId: t.exposeInt("purchaseOrderId"),
    orderDate: t.expose("orderDate", { type: "DateTime" }),
    orderNo: t.exposeString("orderNo"),
    supplierName: t.exposeString("supplierName"),
    warehouseName: t.exposeString("warehouseName"),
    purchaserName: t.exposeString("purchaserName"),
    sku: t.exposeString("sku"),
    productName: t.exposeString("productName"),
    quantity: t.exposeInt("quantity"),
    unitPrice: t.expose("unitPrice", { type: "Decimal" }),
    amount: t.expose("amount", { type: "Decimal" }),
    received: t.exposeInt("received"),
    good: t.exposeInt("good"),
    defective: t.exposeInt("defective"),
    status: t.expose("status", { type: PurchaseOrderStatusEnum }),
    paymentStatus: t.expose("paymentStatus", { type: PurchaseOrderPaymentStatusEnum })
  })
});
var FlowTotals = builder.objectRef("ProcurementFlowTotals").implement({
  fields: (t) => ({
    quantity: t.exposeInt("quantity"),
    amount: t.expose("amount", { type: "Decimal" }),
    received: t.exposeInt("received"),
    good: t.exposeInt("good"),
    defective: t.exposeInt("defective")
  })
});
var FlowReport = builder.objectRef("ProcurementFlowReport").implement({
  fields: (t) => ({
    totalCount: t.exposeInt("totalCount"),
    rows: t.field({ type: [FlowRow], resolve: (r) => r.rows }),
    totals: t.field({ type: FlowTotals, resolve: (r) => r.totals })
  })
});
var PurchaserRow = builder.objectRef("PurchaserStatisticsRow").implement({
  description: "One purchaser in /purchaserStatistics (id 0: orders without a purchaser)",
  fields: (t) => ({
    id: t.exposeInt("id"),
    purchaserId: t.exposeInt("purchaserId", { nullable: true }),
    purchaserName: t.exposeString("purchaserName"),
    orderCount: t.exposeInt("orderCount"),
    lineCount: t.exposeInt("lineCount"),
    quantity: t.exposeInt("quantity"),
    amount: t.expose("amount", { type: "Decimal" }),
    averageOrderAmount: t.expose("averageOrderAmount", { type: "Decimal" }),
    onTimeRate: t.exposeFloat("onTimeRate", { description: "Orders signed for in time over orders signed for (0 to 1)" }),
    pendingAuditCount: t.exposeInt("pendingAuditCount")
  })
});
var PurchaserTotals = builder.objectRef("PurchaserStatisticsTotals").implement({
  fields: (t) => ({
    orderCount: t.exposeInt("orderCount"),
    lineCount: t.exposeInt("lineCount"),
    quantity: t.exposeInt("quantity"),
    amount: t.expose("amount", { type: "Decimal" }),
    averageOrderAmount: t.expose("averageOrderAmount", { type: "Decimal" }),
    onTimeRate: t.exposeFloat("onTimeRate"),
    pendingAuditCount: t.exposeInt("pendingAuditCount")
  })
});
var PurchaserReport = builder.objectRef("PurchaserStatisticsReport").implement({
  fields: (t) => ({
    totalCount: t.exposeInt("totalCount"),
    rows: t.field({ type: [PurchaserRow], resolve: (r) => r.rows }),
    totals: t.field({ type: PurchaserTotals, resolve: (r) => r.totals }),
    chart: t.field({ type: [ChartPoint], description: "Amount of the top purchasers", resolve: (r) => r.chart })
  })
});
var BillRow = builder.objectRef("PurchaseBillRow").implement({
  description: "One purchase order in /purchaseBillReport",
  fields: (t) => ({
    id: t.exposeInt("id"),
    orderNo: t.exposeString("orderNo"),
    orderDate: t.expose("orderDate", { type: "DateTime" }),
    supplierName: t.exposeString("supplierName"),
    warehouseName: t.exposeString("warehouseName"),
    purchaserName: t.exposeString("purchaserName"),
    status: t.expose("status", { type: PurchaseOrderStatusEnum }),
    cost: t.expose("cost", { type: "Decimal" }),
    freight: t.expose("freight", { type: "Decimal" }),
    otherFee: t.expose("otherFee", { type: "Decimal" }),
    discount: t.expose("discount", { type: "Decimal" }),
    total: t.expose("total", { type: "Decimal" }),
    paid: t.expose("paid", { type: "Decimal", description: "Approved payments" }),
    refunded: t.expose("refunded", { type: "Decimal", description: "Approved refunds" }),
    outstanding: t.expose("outstanding", { type: "Decimal", description: "Total \u2212 paid + refunded" }),
    paymentStatus: t.expose("paymentStatus", { type: PurchaseOrderPaymentStatusEnum }),
    quantity: t.exposeInt("quantity"),
    received: t.exposeInt("received"),
    receivedRate: t.exposeFloat("receivedRate")
  })
});
var BillTotals = builder.objectRef("PurchaseBillTotals").implement({
  fields: (t) => ({
    cost: t.expose("cost", { type: "Decimal" }),
    freight: t.expose("freight", { type: "Decimal" }),
    otherFee: t.expose("otherFee", { type: "Decimal" }),
    discount: t.expose("discount", { type: "Decimal" }),
    total: t.expose("total", { type: "Decimal" }),
    paid: t.expose("paid", { type: "Decimal" }),
    refunded: t.expose("refunded", { type: "Decimal" }),
    outstanding: t.expose("outstanding", { type: "Decimal" }),
    quantity: t.exposeInt("quantity"),
    received: t.exposeInt("received")
  })
});
var BillReport = builder.objectRef("PurchaseBillReport").implement({
  fields: (t) => ({
    totalCount: t.exposeInt("totalCount"),
    rows: t.field({ type: [BillRow], resolve: (r) => r.rows }),
    totals: t.field({ type: BillTotals, resolve: (r) => r.totals })
  })
});
var Option = builder.objectRef("PurchaseReportOption").implement({
  fields: (t) => ({ id: t.exposeInt("id"), name: t.exposeString("name") })
});
var Options = builder.objectRef("PurchaseReportOptions").implement({
  fields: (t) => ({
    suppliers: t.field({ type: [Option], resolve: (o) => o.suppliers }),
    purchasers: t.field({ type: [Option], resolve: (o) => o.purchasers })
  })
});
builder.queryFields((t) => ({
  supplierStatisticsReport: t.field({
    type: SupplierReport,
    errors: {},
    authScopes: { permission: "supplierStatistics" },
    description: "/supplierStatistics: purchases per supplier, by amount",
    args: { filter: t.arg({ type: Filter }), offset: t.arg.int({ description: "Rows to skip (default 0)" }), limit: t.arg.int({ description: `Rows of the page (default 20, at most ${PAGE_SIZE_MAX})` }) },
    resolve: (_r, args, ctx) => supplierStatisticsReport(ctx, compact(args.filter ?? {}), args)
  }),
  procurementFlowReport: t.field({
    type: FlowReport,
    errors: {},
    authScopes: { permission: "procurementFlow" },
    description: "/procurementFlow: one row per purchase-order line, newest orders first",
    args: { filter: t.arg({ type: Filter }), offset: t.arg.int({ description: "Rows to skip (default 0)" }), limit: t.arg.int({ description: `Rows of the page (default 20, at most ${PAGE_SIZE_MAX})` }) },
    resolve: (_r, args, ctx) => procurementFlowReport(ctx, compact(args.filter ?? {}), args)
  }),
  purchaserStatisticsReport: t.field({
    type: PurchaserReport,
    errors: {},
    authScopes: { permission: "purchaserStatistics" },
    description: "/purchaserStatistics: purchases per purchaser, by amount",
    args: { filter: t.arg({ type: Filter }), offset: t.arg.int({ description: "Rows to skip (default 0)" }), limit: t.arg.int({ description: `Rows of the page (default 20, at most ${PAGE_SIZE_MAX})` }) },
    resolve: (_r, args, ctx) => purchaserStatisticsReport(ctx, compact(args.filter ?? {}), args)
  }),
  purchaseBillReport: t.field({
    type: BillReport,
    errors: {},
    authScopes: { permission: "purchaseBillReport" },
    description: "/purchaseBillReport: amounts, payments and refunds per purchase order",
    args: { filter: t.arg({ type: Filter }), offset: t.arg.int({ description: "Rows to skip (default 0)" }), limit: t.arg.int({ description: `Rows of the page (default 20, at most ${PAGE_SIZE_MAX})` }) },
    resolve: (_r, args, ctx) => purchaseBillReport(ctx, compact(args.filter ?? {}), args)
  }),
  purchaseReportOptions: t.field({
    type: Options,
    authScopes: { loggedIn: true },
    description: "Suppliers and purchasers to filter the purchasing reports by (needs one of the report pages)",
    resolve: (_r, _a, ctx) => reportFilterOptions(ctx)
  })
}));

// src/modules/wholesale/wholesale.graphql.ts
function loadPairing(ctx, skuId) {
  return requestLoader(ctx, "wholesalePairing", async (ids2) => {
    const rows = await ctx.db.wholesalePairing.findMany({ where: { skuId: { in: [...ids2] } } });
    return ids2.map((id5) => rows.find((r) => r.skuId === id5) ?? null);
  }).load(skuId);
}
function loadSupplierName(ctx, id5) {
  if (id5 == null) return Promise.resolve("");
  return requestLoader(ctx, "wholesaleSupplierName", async (ids2) => {
    const rows = await ctx.db.supplier.findMany({ where: { id: { in: [...ids2] } }, select: { id: true, name: true } });
    return ids2.map((i) => rows.find((r) => r.id === i) ?? null);
  }).load(id5).then((s) => s?.name ?? "");
}
function loadPurchaseOrderNo(ctx, id5) {
  if (id5 == null) return Promise.resolve("");
  return requestLoader(ctx, "wholesalePurchaseOrderNo", async (ids2) => {
    const rows = await ctx.db.purchaseOrder.findMany({ where: { id: { in: [...ids2] } }, select: { id: true, orderNo: true } });
    return ids2.map((i) => rows.find((r) => r.id === i) ?? null);
  }).load(id5).then((o) => o?.orderNo ?? "");
}
var PriceTier = builder.objectRef("WholesalePriceTier").implement({
  description: "From minQuantity pieces the unit price is price",
  fields: (t) => ({ minQuantity: t.exposeInt("minQuantity"), price: t.exposeString("price") })
});
var Attribute = builder.objectRef("WholesaleAttribute").implement({
  fields: (t) => ({ name: t.exposeString("name"), values: t.exposeStringList("values") })
});
var SpecValue = builder.objectRef("WholesaleSpecValue").implement({
  fields: (t) => ({ name: t.exposeString("name"), value: t.exposeString("value") })
});
var Variant = builder.objectRef("WholesaleVariant").implement({
  fields: (t) => ({
    specId: t.exposeString("specId"),
    values: t.field({ type: [SpecValue], description: "Attribute name and value, one per attribute", resolve: (v) => Object.entries(v.values).map(([name, value]) => ({ name, value })) }),
    price: t.exposeString("price"),
    stock: t.exposeInt("stock")
  })
});
var Offer = builder.objectRef("WholesaleOffer").implement({
  description: "A wholesale-platform product read from its link",
  fields: (t) => ({
    offerId: t.exposeString("offerId"),
    title: t.exposeString("title"),
    supplierMemberId: t.string({ resolve: (o) => o.supplier.memberId }),
    supplierShopName: t.string({ resolve: (o) => o.supplier.shopName }),
    attributes: t.field({ type: [Attribute], resolve: (o) => o.attributes }),
    variants: t.field({ type: [Variant], resolve: (o) => o.variants }),
    priceTiers: t.field({ type: [PriceTier], resolve: (o) => o.priceTiers })
  })
});
var tiers = (json) => Array.isArray(json) ? json : [];
var PairingRef = builder.prismaObject("WholesalePairing", {
  description: "A local SKU paired with one variant of a wholesale product",
  fields: (t) => ({
    id: t.exposeInt("id"),
    skuId: t.exposeInt("skuId"),
    ...skuFields(t, (p) => p.skuId, { sku: "sku" }),
    supplierId: t.exposeInt("supplierId", { nullable: true }),
    supplierName: t.string({ resolve: (p, _a, ctx) => loadSupplierName(ctx, p.supplierId) }),
    productUrl: t.exposeString("productUrl"),
    offerId: t.exposeString("offerId"),
    specId: t.exposeString("specId"),
    specText: t.exposeString("specText", { description: "The full specification, e.g. Color:Red;Size:M" }),
    title: t.exposeString("title"),
    priceTiers: t.field({ type: [PriceTier], resolve: (p) => tiers(p.priceTiers) }),
    ratio: t.exposeInt("ratio", { description: "Wholesale units per local unit" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" })
  })
});
var PairingSku = builder.prismaObject("Sku", {
  variant: "WholesalePairingRow",
  description: "A SKU of the wholesale pairing list and its pairing, if any",
  fields: (t) => ({
    id: t.exposeInt("id"),
    sku: t.exposeString("sku"),
    ...skuFields(t, (s) => s.id, { productName: "productName", image: "image" }),
    pairing: t.field({ type: PairingRef, nullable: true, resolve: (s, _a, ctx) => loadPairing(ctx, s.id) })
  })
});
builder.prismaObject("WholesaleOrder", {
  description: "An order on the wholesale platform (placed here or imported by number)",
  fields: (t) => ({
    id: t.exposeInt("id"),
    platformOrderNo: t.exposeString("platformOrderNo"),
    purchaseOrderId: t.exposeInt("purchaseOrderId", { nullable: true }),
    purchaseOrderNo: t.string({ resolve: (o, _a, ctx) => loadPurchaseOrderNo(ctx, o.purchaseOrderId) }),
    offerId: t.exposeString("offerId"),
    status: t.expose("status", { type: WholesaleOrderStatusEnum }),
    amount: t.expose("amount", { type: "Decimal" }),
    trackingNo: t.exposeString("trackingNo"),
    courier: t.exposeString("courier"),
    imported: t.exposeBoolean("imported"),
    lastSyncedAt: t.expose("lastSyncedAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" })
  })
});
var OrderPairedResult = builder.objectRef("OrderPairedProductsResult").implement({
  fields: (t) => ({
    purchaseOrderIds: t.exposeIntList("purchaseOrderIds"),
    wholesaleOrders: t.prismaField({ type: ["WholesaleOrder"], resolve: (_q, r) => r.wholesaleOrders })
  })
});
var SyncResult = builder.objectRef("WholesaleSyncResult").implement({
  fields: (t) => ({ checked: t.exposeInt("checked"), shipped: t.exposeInt("shipped") })
});
var PairingFilter = builder.inputType("WholesalePairingFilter", {
  fields: (t) => ({ skuId: t.int({ description: "One SKU (the pairing tool page)" }), paired: t.boolean({ description: "true: paired SKUs only; false: unpaired only" }), keyword: t.string({ description: "SKU, product name, offer id or title" }) })
});
var WholesaleOrderFilter = builder.inputType("WholesaleOrderFilter", {
  fields: (t) => ({ keyword: t.string({ description: "Platform order, tracking number or offer id" }), status: t.field({ type: WholesaleOrderStatusEnum }), purchaseOrderId: t.int() })
});
var SpecValueInput = builder.inputType("WholesaleSpecValueInput", {
  fields: (t) => ({ name: t.string({ required: true }), value: t.string({ required: true }) })
});
var PairInput = builder.inputType("WholesalePairingInput", {
  fields: (t) => ({
    skuId: t.int({ required: true }),
    productUrl: t.string({ required: true }),
    specId: t.string({ required: true, description: "The chosen variant" }),
    specValues: t.field({ type: [SpecValueInput], description: "The chosen value of every attribute of the offer" }),
    supplierId: t.int({ description: "Unset: the supplier related to the offer seller (created when missing)" }),
    ratio: t.int({ description: "Wholesale units per local unit (default 1)" })
  })
});
var OrderItemInput2 = builder.inputType("WholesaleOrderItemInput", {
  fields: (t) => ({ skuId: t.int({ required: true }), quantity: t.int({ required: true }) })
});
var OrderInput = builder.inputType("OrderPairedProductsInput", {
  fields: (t) => ({ warehouseId: t.int({ required: true }), items: t.field({ type: [OrderItemInput2], required: true }) })
});
var ImportInput = builder.inputType("ImportWholesaleOrdersInput", {
  fields: (t) => ({
    orderNumbers: t.string({ required: true, description: "Platform order numbers, one per line (at most 200)" }),
    purchaseOrderId: t.int({ description: "Link the orders to this purchase order" })
  })
});
builder.queryFields((t) => ({
  alibabaPairingList: t.prismaConnection({
    type: PairingSku,
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "alibabaPairingList" },
    description: "SKUs with their wholesale pairing, newest SKU first",
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: PairingFilter }) },
    resolve: async (query, _r, args, ctx) => ctx.db.sku.findMany({ ...withOffset(query, args.offset), where: await pairingSkuWhere(ctx, compact(args.filter ?? {})), orderBy: { id: "desc" } }),
    totalCount: async (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.sku.count({ where: await pairingSkuWhere(ctx, compact(args.filter ?? {})) });
    }
  }),
  wholesalePairing: t.prismaField({
    type: PairingRef,
    nullable: true,
    authScopes: { permission: "alibabaPairingList" },
    description: "The pairing of a SKU",
    args: { skuId: t.arg.int({ required: true }) },
    resolve: (_q, _r, { skuId }, ctx) => findPairingOfSku(ctx, skuId)
  }),
  parseWholesaleProduct: t.field({
    type: Offer,
    errors: {},
    authScopes: { permission: "alibabaPairingList" },
    description: "Reads a wholesale product link (variants, price tiers, supplier)",
    args: { link: t.arg.string() },
    resolve: (_r, { link }, ctx) => parseWholesaleProduct(ctx, link)
  }),
  wholesaleOrders: t.prismaConnection({
    type: "WholesaleOrder",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "alibabaPairingList" },
    description: "Orders on the wholesale platform, newest first",
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: WholesaleOrderFilter }) },
    resolve: (query, _r, args, ctx) => ctx.db.wholesaleOrder.findMany({ ...withOffset(query, args.offset), where: wholesaleOrderWhere(ctx, compact(args.filter ?? {})), orderBy: { id: "desc" } }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.wholesaleOrder.count({ where: wholesaleOrderWhere(ctx, compact(args.filter ?? {})) });
    }
  })
}));
var ext20 = { operateModule: "wholesale" };
builder.mutationFields((t) => ({
  pairWholesaleProduct: t.prismaField({
    type: PairingRef,
    errors: {},
    authScopes: { permission: "wholesalePairing.update" },
    extensions: ext20,
    description: "Pairs a SKU with one variant of a wholesale product (replaces its pairing)",
    args: { input: t.arg({ type: PairInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => {
      const { specValues, ...rest } = compact(input);
      return pairWholesaleProduct(ctx, { ...rest, specValues: Object.fromEntries((specValues ?? []).map((v) => [v.name, v.value])) });
    }
  }),
  unpairWholesaleProducts: t.field({
    type: "Int",
    errors: {},
    authScopes: { permission: "wholesalePairing.update" },
    extensions: ext20,
    description: "Removes pairings by id; answers how many",
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_r, { ids: ids2 }, ctx) => unpairWholesaleProducts(ctx, ids2)
  }),
  orderPairedProducts: t.field({
    type: OrderPairedResult,
    errors: {},
    authScopes: { permission: "wholesaleOrder.create" },
    extensions: ext20,
    description: "Orders paired products: one wholesale purchase order per supplier, placed on the platform",
    args: { input: t.arg({ type: OrderInput, required: true }) },
    resolve: (_r, { input }, ctx) => orderPairedProducts(ctx, input)
  }),
  placeWholesaleOrders: t.prismaField({
    type: ["WholesaleOrder"],
    errors: {},
    authScopes: { permission: "wholesaleOrder.create" },
    extensions: ext20,
    description: "Places wholesale purchase orders not yet placed on the platform",
    args: { purchaseOrderIds: t.arg.intList({ required: true }) },
    resolve: (_q, _r, { purchaseOrderIds }, ctx) => placeWholesaleOrders(ctx, purchaseOrderIds)
  }),
  importWholesaleOrders: t.prismaField({
    type: ["WholesaleOrder"],
    errors: {},
    authScopes: { permission: "wholesaleOrder.create" },
    extensions: ext20,
    description: "Records platform orders by number (one per line, at most 200)",
    args: { input: t.arg({ type: ImportInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => importWholesaleOrders(ctx, compact(input))
  }),
  syncWholesaleLogistics: t.field({
    type: SyncResult,
    errors: {},
    authScopes: { permission: "wholesaleOrder.create" },
    extensions: ext20,
    description: "Asks the platform now for the logistics of open wholesale orders",
    resolve: (_r, _a, ctx) => syncWholesaleNow(ctx)
  })
}));

// src/modules/purchase-orders/payments.service.ts
var PAYABLE_STATUSES = ["approved", "partiallyReceived", "received"];
var PAYMENT_PAGE = { payment: "invoice", refund: "refundNote" };
function paymentWhere(ctx, kind, f = {}) {
  assertCan(ctx, PAYMENT_PAGE[kind]);
  const kw = f.keyword?.trim();
  if (kw && kw.length > 100) throw ValidationError.field("keyword", "validation.tooLong");
  if (f.status && !PAYMENT_STATUSES.includes(f.status)) throw ValidationError.field("status", "purchase.statusUnknown");
  return {
    kind,
    ...f.status ? { status: f.status } : {},
    ...f.purchaseOrderId ? { purchaseOrderId: f.purchaseOrderId } : {},
    ...kw ? { OR: [{ billNo: { contains: kw, mode: "insensitive" } }, { purchaseOrder: { orderNo: { contains: kw, mode: "insensitive" } } }] } : {}
  };
}
async function paymentStatusCounts(ctx, kind, f = {}) {
  const rows = await ctx.db.purchasePayment.groupBy({ by: ["status"], where: paymentWhere(ctx, kind, { ...f, status: null }), _count: { _all: true } });
  const by = new Map(rows.map((r) => [r.status, r._count._all]));
  return PAYMENT_STATUSES.map((status) => ({ status, count: by.get(status) ?? 0 }));
}
async function lockOrder(ctx, tx, id5) {
  await tx.$queryRaw`SELECT "id" FROM "PurchaseOrder" WHERE "id" = ${id5} AND "companyId" = ${ctx.actor.companyId} FOR UPDATE`;
}
async function paymentLimits(db, purchaseOrderId, kind) {
  const order = await db.purchaseOrder.findFirst({ where: { id: purchaseOrderId }, include: { lines: true, payments: { select: { kind: true, status: true, amount: true } } } });
  if (!order) throw new NotFoundError("purchase.orderNotFound", { id: purchaseOrderId });
  const m = purchaseMoney(order, order.payments);
  const amounts = amountsOf(order);
  let maxCents;
  if (kind === "payment") {
    maxCents = maxRequestCents(amounts, m.paidCents + m.pendingPaymentCents);
  } else {
    const requested = m.refundedCents + m.pendingRefundCents;
    maxCents = Math.min(maxRequestCents(amounts, requested), Math.max(0, m.paidCents - requested));
  }
  return { status: order.status, orderNo: order.orderNo, totalCents: m.totalCents, maxCents, paidCents: m.paidCents, refundedCents: m.refundedCents };
}
async function createPaymentRequest(ctx, raw) {
  const actor = assertCan(ctx, "purchasePayment.create");
  const input = parseInput(paymentRequestInput, raw);
  const order = await ctx.db.purchaseOrder.findFirst({ where: { id: input.purchaseOrderId }, select: { id: true } });
  if (!order) throw new NotFoundError("purchase.orderNotFound", { id: input.purchaseOrderId });
  const amountCents = toCentsAmount(input.amount);
  return ctx.db.$transaction(async (tx) => {
    await lockOrder(ctx, tx, order.id);
    const limits = await paymentLimits(tx, order.id, input.kind);
    if (!PAYABLE_STATUSES.includes(limits.status)) throw new BusinessError("purchase.paymentNeedsApproved", { status: `purchase.status.${limits.status}` });
    if (input.kind === "refund") {
      const m = limits.paidCents - limits.refundedCents;
      const pendingRefunds = await tx.purchasePayment.findMany({ where: { purchaseOrderId: order.id, kind: "refund", status: "pending" }, select: { amount: true } });
      const refundable = Math.max(0, m - pendingRefunds.reduce((s, p) => s + toCentsAmount(p.amount.toString()), 0));
      if (amountCents > refundable) throw ValidationError.field("amount", "purchase.refundAbovePaid", { max: fromCents(refundable) });
    }
    if (amountCents > limits.maxCents) throw ValidationError.field("amount", "purchase.amountTooHigh", { max: fromCents(limits.maxCents) });
    return tx.purchasePayment.create({
      data: {
        companyId: actor.companyId,
        billNo: newBillNo(input.kind === "payment" ? PURCHASE_PREFIX.payment : PURCHASE_PREFIX.refund),
        purchaseOrderId: order.id,
        kind: input.kind,
        amount: fromCents(amountCents),
        remark: input.remark,
        requesterId: actor.userId
      }
    });
  });
}
async function auditPayments(ctx, raw) {
  const actor = assertCan(ctx, "purchasePayment.audit");
  const input = parseInput(auditInput, raw);
  const ids2 = [...new Set(input.ids)];
  const rows = await ctx.db.purchasePayment.findMany({ where: { id: { in: ids2 } }, select: { id: true, billNo: true, purchaseOrderId: true } });
  if (rows.length !== ids2.length) {
    const have = new Set(rows.map((r) => r.id));
    throw new NotFoundError("purchase.paymentNotFound", { id: ids2.find((i) => !have.has(i)) });
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  const t = PAYMENT_TRANSITIONS[input.approve ? "approve" : "reject"];
  const result = { ids: [], refused: [] };
  for (const id5 of ids2) {
    const p = byId.get(id5);
    try {
      await ctx.db.$transaction(async (tx) => {
        await lockOrder(ctx, tx, p.purchaseOrderId);
        const { count: count2 } = await tx.purchasePayment.updateMany({
          where: { id: id5, status: { in: [...t.from] } },
          data: { status: t.to, auditRemark: input.remark, auditorId: actor.userId, auditedAt: /* @__PURE__ */ new Date() }
        });
        if (count2 !== 1) throw new BusinessError("purchase.paymentIllegalTransition");
        if (t.to === "approved") await refreshPaymentStatus(tx, p.purchaseOrderId);
      });
      result.ids.push(id5);
    } catch (err) {
      if (!(err instanceof AppError) || err instanceof ValidationError) throw err;
      result.refused.push({ id: id5, orderNo: p.billNo, messageId: err.messageId, params: err.params });
    }
  }
  return result;
}
async function paymentsByIds(ctx, ids2, query = {}) {
  if (!ids2.length) return [];
  const rows = await ctx.db.purchasePayment.findMany({ ...query, where: { id: { in: ids2 } } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids2.map((id5) => byId.get(id5)).filter((r) => !!r);
}

// src/modules/purchase-orders/purchase-orders.graphql.ts
var money3 = (v) => fromCents(toCentsAmount(v.toString()));
function loadSupplierName2(ctx, id5) {
  return requestLoader(ctx, "purchaseOrders.supplier", async (ids2) => {
    const rows = await ctx.db.supplier.findMany({ where: { id: { in: [...ids2] } }, select: { id: true, name: true } });
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids2.map((i) => map.get(i) ?? null);
  }).load(id5).then((s) => s?.name ?? "");
}
function loadOrderNo(ctx, id5) {
  return requestLoader(ctx, "purchaseOrders.orderNo", async (ids2) => {
    const rows = await ctx.db.purchaseOrder.findMany({ where: { id: { in: [...ids2] } }, select: { id: true, orderNo: true } });
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids2.map((i) => map.get(i) ?? null);
  }).load(id5).then((s) => s?.orderNo ?? "");
}
function loadAmounts(ctx, id5) {
  return requestLoader(ctx, "purchaseOrders.amounts", async (ids2) => {
    const rows = await ctx.db.purchaseOrder.findMany({
      where: { id: { in: [...ids2] } },
      select: { id: true, freight: true, otherFee: true, discount: true, lines: { select: { quantity: true, unitPrice: true } }, payments: { select: { kind: true, status: true, amount: true } } }
    });
    const map = new Map(rows.map((o) => {
      const m = purchaseMoney(o, o.payments);
      return [o.id, {
        cost: fromCents(m.costCents),
        freight: money3(o.freight),
        otherFee: money3(o.otherFee),
        discount: money3(o.discount),
        total: fromCents(m.totalCents),
        paid: fromCents(m.paidCents),
        refunded: fromCents(m.refundedCents),
        pendingPayment: fromCents(m.pendingPaymentCents),
        pendingRefund: fromCents(m.pendingRefundCents)
      }];
    }));
    return ids2.map((i) => map.get(i) ?? null);
  }).load(id5).then((m) => m);
}
builder.prismaObject("PurchaseOrderLine", {
  description: "One SKU of a purchase order, with what arrived and what was inspected",
  fields: (t) => ({
    id: t.exposeInt("id"),
    skuId: t.exposeInt("skuId"),
    ...skuFields(t, (l) => l.skuId),
    quantity: t.exposeInt("quantity"),
    unitPrice: t.field({ type: "Decimal", resolve: (r) => money3(r.unitPrice) }),
    amount: t.field({ type: "Decimal", description: "Quantity \xD7 unit price", resolve: (l) => fromCents(l.quantity * toCentsAmount(l.unitPrice.toString())) }),
    receivedQuantity: t.exposeInt("receivedQuantity", { description: "Signed for so far" }),
    goodQuantity: t.exposeInt("goodQuantity", { description: "Inspected good so far" }),
    defectiveQuantity: t.exposeInt("defectiveQuantity"),
    wholesaleSpecId: t.exposeString("wholesaleSpecId"),
    remark: t.exposeString("remark")
  })
});
var PurchaseMoneyRef = builder.objectRef("PurchaseOrderAmounts").implement({
  description: "Amounts of a purchase order: total = cost + freight + other fees \u2212 discount; paid and refunded from approved requests",
  fields: (t) => ({
    cost: t.field({ type: "Decimal", resolve: (m) => m.cost }),
    freight: t.field({ type: "Decimal", resolve: (m) => m.freight }),
    otherFee: t.field({ type: "Decimal", resolve: (m) => m.otherFee }),
    discount: t.field({ type: "Decimal", resolve: (m) => m.discount }),
    total: t.field({ type: "Decimal", resolve: (m) => m.total }),
    paid: t.field({ type: "Decimal", resolve: (m) => m.paid }),
    refunded: t.field({ type: "Decimal", resolve: (m) => m.refunded }),
    pendingPayment: t.field({ type: "Decimal", description: "Payment requests pending audit", resolve: (m) => m.pendingPayment }),
    pendingRefund: t.field({ type: "Decimal", description: "Refunds pending audit", resolve: (m) => m.pendingRefund })
  })
});
builder.prismaObject("PurchasePayment", {
  description: "A payment request (kind payment, /invoice) or refund order (kind refund, /refundNote) of a purchase order",
  fields: (t) => ({
    id: t.exposeInt("id"),
    billNo: t.exposeString("billNo"),
    kind: t.exposeString("kind", { description: "payment or refund" }),
    purchaseOrderId: t.exposeInt("purchaseOrderId"),
    purchaseOrderNo: t.string({ resolve: (p, _a, ctx) => loadOrderNo(ctx, p.purchaseOrderId) }),
    amount: t.field({ type: "Decimal", resolve: (r) => money3(r.amount) }),
    status: t.expose("status", { type: PurchasePaymentStatusEnum }),
    remark: t.exposeString("remark"),
    auditRemark: t.exposeString("auditRemark"),
    requesterName: t.string({ resolve: (p, _a, ctx) => loadUserName(ctx, p.requesterId) }),
    auditorName: t.string({ resolve: (p, _a, ctx) => loadUserName(ctx, p.auditorId) }),
    auditedAt: t.expose("auditedAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" })
  })
});
builder.prismaObject("PurchaseOrder", {
  description: "A purchase order: pendingAudit \u2192 approved or failed (edit and resubmit), partiallyReceived, received; or cancelled",
  fields: (t) => ({
    id: t.exposeInt("id"),
    orderNo: t.exposeString("orderNo"),
    status: t.expose("status", { type: PurchaseOrderStatusEnum }),
    paymentStatus: t.expose("paymentStatus", { type: PurchaseOrderPaymentStatusEnum }),
    supplierId: t.exposeInt("supplierId"),
    supplierName: t.string({ resolve: (o, _a, ctx) => loadSupplierName2(ctx, o.supplierId) }),
    warehouseId: t.exposeInt("warehouseId"),
    warehouseName: t.string({ resolve: (o, _a, ctx) => loadWarehouseName(ctx, o.warehouseId) }),
    purchaserName: t.string({ resolve: (o, _a, ctx) => loadUserName(ctx, o.purchaserId) }),
    orderWay: t.exposeString("orderWay", { description: "offline, online or wholesale" }),
    procurementType: t.exposeString("procurementType", { description: "normal, outOfStock, suggestion or plan" }),
    orderDate: t.expose("orderDate", { type: "DateTime" }),
    eta: t.expose("eta", { type: "DateTime", nullable: true }),
    auditRemark: t.exposeString("auditRemark"),
    auditorName: t.string({ resolve: (o, _a, ctx) => loadUserName(ctx, o.auditorId) }),
    auditedAt: t.expose("auditedAt", { type: "DateTime", nullable: true }),
    freight: t.field({ type: "Decimal", resolve: (r) => money3(r.freight) }),
    otherFee: t.field({ type: "Decimal", resolve: (r) => money3(r.otherFee) }),
    discount: t.field({ type: "Decimal", resolve: (r) => money3(r.discount) }),
    trackingNo: t.exposeString("trackingNo"),
    courier: t.exposeString("courier"),
    wholesaleOrderNo: t.exposeString("wholesaleOrderNo"),
    shippedAt: t.expose("shippedAt", { type: "DateTime", nullable: true }),
    signedAt: t.expose("signedAt", { type: "DateTime", nullable: true }),
    cancelledAt: t.expose("cancelledAt", { type: "DateTime", nullable: true }),
    remark: t.exposeString("remark"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    lines: t.relation("lines", { query: { orderBy: { id: "asc" } } }),
    payments: t.relation("payments", { query: { orderBy: { id: "asc" } } }),
    receipts: t.relation("receipts", { query: { orderBy: { id: "asc" } } }),
    totalQuantity: t.int({ select: { lines: { select: { quantity: true } } }, resolve: (o) => o.lines.reduce((s, l) => s + l.quantity, 0) }),
    receivedQuantity: t.int({ select: { lines: { select: { receivedQuantity: true } } }, resolve: (o) => o.lines.reduce((s, l) => s + l.receivedQuantity, 0) }),
    amounts: t.field({ type: PurchaseMoneyRef, resolve: (o, _a, ctx) => loadAmounts(ctx, o.id) })
  })
});
var StatusCount2 = statusCountType("PurchaseStatusCount", PurchaseOrderStatusEnum);
var PaymentStatusCount = statusCountType("PurchasePaymentStatusCount", PurchasePaymentStatusEnum);
var Refusal = builder.objectRef("PurchaseRefusal").implement({
  description: "A record of a batch that could not take the action, with why (orderNo: the bill number)",
  fields: (t) => ({
    id: t.exposeInt("id"),
    orderNo: t.exposeString("orderNo"),
    messageId: t.exposeString("messageId"),
    message: t.string({ resolve: (r, _a, ctx) => translate(ctx.lang, r.messageId, r.params) })
  })
});
var OrderBatch = builder.objectRef("PurchaseOrderBatchResult").implement({
  fields: (t) => ({
    orders: t.prismaField({ type: ["PurchaseOrder"], resolve: (query, r, _a, ctx) => purchaseOrdersByIds(ctx, r.ids, query) }),
    refused: t.field({ type: [Refusal], resolve: (r) => r.refused })
  })
});
var PaymentBatch = builder.objectRef("PurchasePaymentBatchResult").implement({
  fields: (t) => ({
    payments: t.prismaField({ type: ["PurchasePayment"], resolve: (query, r, _a, ctx) => paymentsByIds(ctx, r.ids, query) }),
    refused: t.field({ type: [Refusal], resolve: (r) => r.refused })
  })
});
var Limits = builder.objectRef("PurchasePaymentLimits").implement({
  description: "What a new payment request or refund of an order may ask for at most",
  fields: (t) => ({
    purchaseOrderId: t.exposeInt("purchaseOrderId"),
    orderNo: t.exposeString("orderNo"),
    status: t.expose("status", { type: PurchaseOrderStatusEnum }),
    total: t.field({ type: "Decimal", resolve: (l) => l.total }),
    paid: t.field({ type: "Decimal", resolve: (l) => l.paid }),
    refunded: t.field({ type: "Decimal", resolve: (l) => l.refunded }),
    max: t.field({ type: "Decimal", resolve: (l) => l.max })
  })
});
var SupplierPrice = builder.objectRef("PurchaseSupplierPrice").implement({
  description: "A supplier's purchase price of a SKU (supply relationship)",
  fields: (t) => ({ skuId: t.exposeInt("skuId"), price: t.field({ type: "Decimal", resolve: (p) => p.price }), moq: t.exposeInt("moq") })
});
var Filter2 = builder.inputType("PurchaseOrderFilter", {
  fields: (t) => ({
    status: t.field({ type: PurchaseOrderStatusEnum, description: "One status; without it every status but cancelled" }),
    supplierId: t.int(),
    warehouseId: t.int(),
    paymentStatus: t.field({ type: PurchaseOrderPaymentStatusEnum }),
    keyword: t.string({ description: "Order number, tracking number or SKU" }),
    dateFrom: t.string({ description: "Order date from (YYYY-MM-DD)" }),
    dateTo: t.string({ description: "Order date to, inclusive" })
  })
});
var LineInput = builder.inputType("PurchaseOrderLineInput", {
  fields: (t) => ({ skuId: t.int({ required: true }), quantity: t.int({ required: true }), unitPrice: t.field({ type: "Decimal", required: true }), wholesaleSpecId: t.string(), remark: t.string() })
});
var OrderInput2 = builder.inputType("PurchaseOrderInput", {
  fields: (t) => ({
    supplierId: t.int({ required: true }),
    warehouseId: t.int({ required: true }),
    orderWay: t.string({ description: "offline (default), online or wholesale" }),
    procurementType: t.string({ description: "normal (default), outOfStock, suggestion or plan" }),
    orderDate: t.string({ description: "YYYY-MM-DD; today by default" }),
    eta: t.string({ description: "Estimated arrival, YYYY-MM-DD" }),
    freight: t.field({ type: "Decimal" }),
    otherFee: t.field({ type: "Decimal" }),
    discount: t.field({ type: "Decimal" }),
    trackingNo: t.string(),
    courier: t.string(),
    remark: t.string(),
    lines: t.field({ type: [LineInput], required: true })
  })
});
var AuditInput = builder.inputType("PurchaseAuditInput", {
  fields: (t) => ({ ids: t.intList({ required: true }), approve: t.boolean({ required: true }), remark: t.string({ description: "Required when not approved" }) })
});
var TrackingInput = builder.inputType("PurchaseTrackingInput", {
  fields: (t) => ({ id: t.int({ required: true }), trackingNo: t.string({ required: true }), courier: t.string() })
});
var PaymentFilter = builder.inputType("PurchasePaymentFilter", {
  fields: (t) => ({ status: t.field({ type: PurchasePaymentStatusEnum }), keyword: t.string({ description: "Bill or purchase order number" }), purchaseOrderId: t.int() })
});
var PaymentKindEnum = builder.enumType("PurchasePaymentKind", { values: ["payment", "refund"] });
var PaymentInput = builder.inputType("PurchasePaymentInput", {
  fields: (t) => ({
    purchaseOrderId: t.int({ required: true }),
    kind: t.field({ type: PaymentKindEnum, required: true }),
    amount: t.field({ type: "Decimal", required: true }),
    remark: t.string()
  })
});
builder.queryFields((t) => ({
  purchaseOrders: t.prismaConnection({
    type: "PurchaseOrder",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "purchaseOrder" },
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: Filter2 }) },
    resolve: async (query, _r, args, ctx) => ctx.db.purchaseOrder.findMany({ ...withOffset(query, args.offset), where: await purchaseOrderWhere(ctx, compact(args.filter ?? {})), orderBy: { id: "desc" } }),
    totalCount: async (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.purchaseOrder.count({ where: await purchaseOrderWhere(ctx, compact(args.filter ?? {})) });
    }
  }),
  purchaseOrderStatusCounts: t.field({
    type: [StatusCount2],
    authScopes: { permission: "purchaseOrder" },
    description: "Orders per status under the other filters (status tabs, cancelled list included)",
    args: { filter: t.arg({ type: Filter2 }) },
    resolve: (_r, args, ctx) => purchaseOrderStatusCounts(ctx, compact(args.filter ?? {}))
  }),
  purchaseOrder: t.prismaField({
    type: "PurchaseOrder",
    nullable: true,
    authScopes: { permission: "purchaseOrder" },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _r, { id: id5 }, ctx) => {
      assertCan(ctx, "purchaseOrder");
      return ctx.db.purchaseOrder.findFirst({ ...query, where: { id: id5 } });
    }
  }),
  purchaseSupplierPrices: t.field({
    type: [SupplierPrice],
    authScopes: { permission: "purchaseOrder" },
    description: "The supplier's purchase prices of the SKUs (unit price defaults of a new purchase order)",
    args: { supplierId: t.arg.int({ required: true }), skuIds: t.arg.intList({ required: true }) },
    resolve: async (_r, { supplierId, skuIds }, ctx) => {
      const rows = await ctx.db.supplierProduct.findMany({ where: { supplierId, skuId: { in: skuIds.slice(0, 500) } }, select: { skuId: true, purchasePrice: true, moq: true } });
      return rows.map((r) => ({ skuId: r.skuId, price: r.purchasePrice.toString(), moq: r.moq }));
    }
  }),
  purchasePayments: t.prismaConnection({
    type: "PurchasePayment",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: (_p, args) => ({ permission: PAYMENT_PAGE[args.kind] }),
    description: "Payment requests (kind payment, page invoice) or refund orders (kind refund, page refundNote)",
    args: { kind: t.arg({ type: PaymentKindEnum, required: true }), offset: t.arg.int({ description: "Rows to skip from the start" }), filter: t.arg({ type: PaymentFilter }) },
    resolve: (query, _r, args, ctx) => ctx.db.purchasePayment.findMany({ ...withOffset(query, args.offset), where: paymentWhere(ctx, args.kind, compact(args.filter ?? {})), orderBy: { id: "desc" } }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.purchasePayment.count({ where: paymentWhere(ctx, args.kind, compact(args.filter ?? {})) });
    }
  }),
  purchasePaymentStatusCounts: t.field({
    type: [PaymentStatusCount],
    authScopes: (_p, args) => ({ permission: PAYMENT_PAGE[args.kind] }),
    args: { kind: t.arg({ type: PaymentKindEnum, required: true }), filter: t.arg({ type: PaymentFilter }) },
    resolve: (_r, args, ctx) => paymentStatusCounts(ctx, args.kind, compact(args.filter ?? {}))
  }),
  purchasePaymentLimits: t.field({
    type: Limits,
    errors: {},
    authScopes: (_p, args) => ({ permission: PAYMENT_PAGE[args.kind] }),
    description: "The most a new payment request or refund of the order may ask for",
    args: { purchaseOrderId: t.arg.int({ required: true }), kind: t.arg({ type: PaymentKindEnum, required: true }) },
    resolve: async (_r, { purchaseOrderId, kind }, ctx) => {
      assertCan(ctx, PAYMENT_PAGE[kind]);
      const l = await paymentLimits(ctx.db, purchaseOrderId, kind);
      return { purchaseOrderId, orderNo: l.orderNo, status: l.status, total: fromCents(l.totalCents), paid: fromCents(l.paidCents), refunded: fromCents(l.refundedCents), max: fromCents(l.maxCents) };
    }
  })
}));
var ext21 = { operateModule: "purchaseOrders" };
builder.mutationFields((t) => ({
  createPurchaseOrder: t.prismaField({
    type: "PurchaseOrder",
    errors: {},
    authScopes: { permission: "purchaseOrder.create" },
    extensions: ext21,
    description: "A purchase order pending audit",
    args: { input: t.arg({ type: OrderInput2, required: true }) },
    resolve: (_q, _r, { input }, ctx) => createPurchaseOrder(ctx, compact(input))
  }),
  updatePurchaseOrder: t.prismaField({
    type: "PurchaseOrder",
    errors: {},
    authScopes: { permission: "purchaseOrder.create" },
    extensions: ext21,
    description: "Edits an order pending audit or failed; a failed one goes back to pending audit",
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: OrderInput2, required: true }) },
    resolve: (_q, _r, { id: id5, input }, ctx) => updatePurchaseOrder(ctx, id5, compact(input))
  }),
  auditPurchaseOrders: t.field({
    type: OrderBatch,
    errors: {},
    authScopes: { permission: "purchaseOrder.audit" },
    extensions: ext21,
    description: "Pending audit \u2192 approved, or failed with a remark; refusals per order",
    args: { input: t.arg({ type: AuditInput, required: true }) },
    resolve: (_r, { input }, ctx) => auditPurchaseOrders(ctx, compact(input))
  }),
  cancelPurchaseOrder: t.prismaField({
    type: "PurchaseOrder",
    errors: {},
    authScopes: { permission: "purchaseOrder.create" },
    extensions: ext21,
    description: "Into the cancelled list; not once anything was signed for",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id: id5 }, ctx) => cancelPurchaseOrder(ctx, id5)
  }),
  setPurchaseTracking: t.prismaField({
    type: "PurchaseOrder",
    errors: {},
    authScopes: { permission: "purchaseOrder.create" },
    extensions: ext21,
    description: "The supplier's parcel of an approved order: tracking number and courier (marks it picked up)",
    args: { input: t.arg({ type: TrackingInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => setPurchaseTracking(ctx, compact(input))
  }),
  createPurchasePayment: t.prismaField({
    type: "PurchasePayment",
    errors: {},
    authScopes: { permission: "purchasePayment.create" },
    extensions: ext21,
    description: "A payment request or refund order pending audit (amount rule of spec 02 \xA75)",
    args: { input: t.arg({ type: PaymentInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => createPaymentRequest(ctx, compact(input))
  }),
  auditPurchasePayments: t.field({
    type: PaymentBatch,
    errors: {},
    authScopes: { permission: "purchasePayment.audit" },
    extensions: ext21,
    description: "Pending \u2192 approved, or rejected with a remark; refusals per request",
    args: { input: t.arg({ type: AuditInput, required: true }) },
    resolve: (_r, { input }, ctx) => auditPayments(ctx, compact(input))
  })
}));

// src/modules/receiving/abnormal.service.ts
import { z as z22 } from "zod";
function abnormalIllegalTransition(status, action) {
  return new BusinessError("purchase.abnormalIllegalTransition", { status: `purchase.abnormalStatus.${status}`, action: `purchase.action.${action}` });
}
async function findAbnormalReceipt(db, id5) {
  const row = await db.abnormalReceipt.findFirst({ where: { id: id5 }, include: { lines: { orderBy: { id: "asc" } } } });
  if (!row) throw new NotFoundError("purchase.abnormalNotFound", { id: id5 });
  return row;
}
async function abnormalWhere(ctx, f = {}) {
  assertCan(ctx, "unusualReceipt");
  const kw = f.keyword?.trim();
  if (kw && kw.length > 100) throw ValidationError.field("keyword", "validation.tooLong");
  let keyword = {};
  if (kw) {
    const orders = await ctx.db.purchaseOrder.findMany({ where: { orderNo: { contains: kw, mode: "insensitive" } }, select: { id: true }, take: 1e3 });
    keyword = { OR: [{ billNo: { contains: kw, mode: "insensitive" } }, ...orders.length ? [{ purchaseOrderId: { in: orders.map((o) => o.id) } }] : []] };
  }
  return { ...f.status ? { status: f.status } : {}, ...f.type ? { type: f.type } : {}, ...keyword };
}
async function abnormalCounts(ctx, f = {}) {
  const where = await abnormalWhere(ctx, f);
  const groups = await ctx.db.abnormalReceipt.groupBy({ by: ["status"], where, _count: { _all: true } });
  const of = new Map(groups.map((g) => [g.status, g._count._all]));
  const byStatus = ABNORMAL_STATUSES.map((status) => ({ status, count: of.get(status) ?? 0 }));
  return { all: byStatus.reduce((s, r) => s + r.count, 0), byStatus };
}
async function createAbnormalReceipt(ctx, raw) {
  const actor = assertCan(ctx, "abnormalReceipt.update");
  const input = parseInput(abnormalReceiptInput, raw);
  const order = await findPurchaseOrderByNo(ctx.db, input.purchaseOrderNo);
  const skus = await ctx.db.sku.findMany({ where: { id: { in: input.lines.map((l) => l.skuId) } }, select: { id: true, sku: true } });
  const code = new Map(skus.map((s) => [s.id, s.sku]));
  const onOrder = new Set(order.lines.map((l) => l.skuId));
  input.lines.forEach((l, i) => {
    if (!code.has(l.skuId)) throw new NotFoundError("purchase.skuNotFound", { id: l.skuId });
    if (!onOrder.has(l.skuId)) throw ValidationError.field(`lines.${i}.skuId`, "purchase.skuNotInOrder", { sku: code.get(l.skuId) });
  });
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.abnormalReceipt.create({
        data: {
          companyId: actor.companyId,
          billNo: newBillNo(PURCHASE_PREFIX.abnormal),
          purchaseOrderId: order.id,
          type: input.type,
          method: input.method,
          remark: input.remark,
          createdById: actor.userId,
          lines: {
            create: input.lines.map((l) => ({
              companyId: actor.companyId,
              skuId: l.skuId,
              quantity: l.quantity,
              waybillNos: l.waybillNos,
              receiptPrice: l.receiptPrice,
              refundAmount: l.refundAmount,
              remark: l.remark
            }))
          }
        },
        include: { lines: { orderBy: { id: "asc" } } }
      });
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
}
async function move(db, id5, action, data) {
  const t = ABNORMAL_TRANSITIONS[action];
  const { count: count2 } = await db.abnormalReceipt.updateMany({ where: { id: id5, status: { in: [...t.from] } }, data: { ...data, status: t.to } });
  if (count2 !== 1) throw abnormalIllegalTransition((await findAbnormalReceipt(db, id5)).status, action);
  return findAbnormalReceipt(db, id5);
}
async function processAbnormalReceipt(ctx, id5) {
  assertCan(ctx, "abnormalReceipt.update");
  await findAbnormalReceipt(ctx.db, id5);
  return move(ctx.db, id5, "process", {});
}
async function completeAbnormalReceipt(ctx, id5) {
  assertCan(ctx, "abnormalReceipt.update");
  await findAbnormalReceipt(ctx.db, id5);
  return move(ctx.db, id5, "complete", { completedAt: /* @__PURE__ */ new Date() });
}
var reviewInput = z22.object({
  ids: z22.array(z22.number().int({ error: "validation.integerIds" }).positive({ error: "validation.integerIds" }), { error: "purchase.tickAtLeastOne" }).min(1, { error: "purchase.tickAtLeastOne" }).max(500, { error: "purchase.tooMany" })
});
async function reviewAbnormalReceipts(ctx, raw) {
  const actor = assertCan(ctx, "abnormalReceipt.review");
  const { ids: ids2 } = parseInput(reviewInput, raw);
  const unique2 = [...new Set(ids2)];
  const rows = await ctx.db.abnormalReceipt.findMany({ where: { id: { in: unique2 } }, select: { id: true, billNo: true } });
  if (rows.length !== unique2.length) throw new NotFoundError("purchase.abnormalNotFound", { id: unique2.find((i) => !rows.some((r) => r.id === i)) });
  const done = [];
  const refused = [];
  for (const row of rows.sort((a, b) => a.id - b.id)) {
    try {
      await move(ctx.db, row.id, "approve", { reviewerId: actor.userId, reviewedAt: /* @__PURE__ */ new Date() });
      done.push(row.id);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      refused.push({ id: row.id, billNo: row.billNo, messageId: err.messageId, params: err.params });
    }
  }
  return { ids: done, refused };
}

// src/modules/receiving/receiving.service.ts
import { z as z23 } from "zod";
var UNITE_SIGN_MAX = 200;
var receivable = { in: [...PURCHASE_ORDER_RECEIVABLE] };
var withLines = { lines: { orderBy: { id: "asc" } } };
async function ordersOfParcel(db, no) {
  const wholesale = await db.wholesaleOrder.findMany({ where: { trackingNo: sameTextIgnoringCase(no), purchaseOrderId: { not: null } }, select: { purchaseOrderId: true } });
  const ids2 = wholesale.map((w) => w.purchaseOrderId);
  const byTracking = await db.purchaseOrder.findMany({
    where: { status: receivable, OR: [{ trackingNo: sameTextIgnoringCase(no) }, ...ids2.length ? [{ id: { in: ids2 } }] : []] },
    include: withLines,
    orderBy: { id: "asc" }
  });
  if (byTracking.length) return byTracking;
  return db.purchaseOrder.findMany({ where: { status: receivable, orderNo: sameTextIgnoringCase(no) }, include: withLines, orderBy: { id: "asc" } });
}
function trackingNoOf(raw, field = "trackingNo") {
  const no = typeof raw === "string" ? raw.trim() : "";
  if (!no) throw ValidationError.field(field, "purchase.trackingNoRequired");
  if (no.length > 64) throw ValidationError.field(field, "validation.tooLong");
  return no;
}
async function purchaseOrdersToSign(ctx, trackingNo) {
  assertCan(ctx, "signInWarehouse");
  const no = trackingNoOf(trackingNo);
  const orders = await ordersOfParcel(ctx.db, no);
  if (!orders.length) throw new BusinessError("purchase.noOrderForTracking", { trackingNo: no });
  return orders;
}
function dueOf(line) {
  return Math.max(0, line.quantity - line.receivedQuantity);
}
async function signInTx(ctx, tx, orderId, d) {
  const actor = ctx.actor;
  await movePurchaseOrder(tx, orderId, "receive");
  const now = /* @__PURE__ */ new Date();
  await tx.purchaseOrder.updateMany({ where: { id: orderId, signedAt: null }, data: { signedAt: now } });
  const order = await findPurchaseOrder(tx, orderId);
  const lines2 = order.lines.filter((l) => d.arrived.has(l.id)).map((l) => {
    const received = d.arrived.get(l.id);
    return { line: l, received, overDue: received > dueOf(l) };
  });
  const receipt = await tx.purchaseReceipt.create({
    data: {
      companyId: actor.companyId,
      receiptNo: newBillNo(PURCHASE_PREFIX.receipt, now),
      purchaseOrderId: orderId,
      trackingNo: d.trackingNo,
      courier: d.courier || order.courier,
      boxes: d.boxes,
      packaging: d.packaging,
      remark: d.remark,
      signerId: actor.userId,
      signedAt: now,
      overReceived: lines2.some((l) => l.overDue),
      lines: {
        create: lines2.map((l) => ({ companyId: actor.companyId, purchaseOrderLineId: l.line.id, skuId: l.line.skuId, receivedQuantity: l.received, overDue: l.overDue }))
      }
    }
  });
  for (const l of lines2) await tx.purchaseOrderLine.update({ where: { id: l.line.id }, data: { receivedQuantity: { increment: l.received } } });
  return receipt;
}
async function withBillNoRetry(run) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
}
async function signReceipt(ctx, raw) {
  assertCan(ctx, "receipt.sign");
  const input = parseInput(signReceiptInput, raw);
  const order = await findPurchaseOrder(ctx.db, input.purchaseOrderId);
  if (!PURCHASE_ORDER_RECEIVABLE.includes(order.status)) throw new BusinessError("purchase.notReceivable", { status: `purchase.status.${order.status}` });
  const ours = new Set(order.lines.map((l) => l.id));
  const arrived = /* @__PURE__ */ new Map();
  input.lines.forEach((l, i) => {
    if (!ours.has(l.purchaseOrderLineId)) throw ValidationError.field(`lines.${i}.purchaseOrderLineId`, "purchase.lineNotInOrder");
    if (arrived.has(l.purchaseOrderLineId)) throw ValidationError.field(`lines.${i}.purchaseOrderLineId`, "purchase.sameProductTwice");
    arrived.set(l.purchaseOrderLineId, l.receivedQuantity);
  });
  for (const [id5, q] of arrived) if (q <= 0) arrived.delete(id5);
  const receipt = await withBillNoRetry(
    () => ctx.db.$transaction((tx) => signInTx(ctx, tx, order.id, { trackingNo: input.trackingNo, courier: input.courier, boxes: input.boxes, packaging: input.packaging, remark: input.remark, arrived }))
  );
  return findReceipt(ctx.db, receipt.id);
}
var signParcelsInput = z23.object({
  trackingNos: z23.array(z23.string().trim().max(64, { error: "validation.tooLong" }), { error: "purchase.trackingNoRequired" }).transform((v) => [...new Set(v.filter((n) => n))]).pipe(z23.array(z23.string()).min(1, { error: "purchase.trackingNoRequired" }).max(UNITE_SIGN_MAX, { error: "purchase.batchTooMany" })),
  packaging: z23.enum(PACKAGING_CONDITIONS, { error: "purchase.packaging" }).default("intact"),
  boxes: z23.number({ error: "purchase.quantityPositive" }).int({ error: "purchase.quantityPositive" }).min(1, { error: "purchase.quantityPositive" }).max(1e4, { error: "purchase.quantityPositive" }).default(1)
});
async function signParcels(ctx, raw) {
  assertCan(ctx, "receipt.sign");
  const input = parseInput(signParcelsInput, raw);
  const out = [];
  for (const no of input.trackingNos) {
    try {
      const orders = await ordersOfParcel(ctx.db, no);
      if (!orders.length) throw new BusinessError("purchase.noOrderForTracking", { trackingNo: no });
      const due = orders.map((o) => ({ id: o.id, arrived: new Map(o.lines.filter((l) => dueOf(l) > 0).map((l) => [l.id, dueOf(l)])) })).filter((o) => o.arrived.size);
      if (!due.length) throw new BusinessError("receiving.nothingDue", { trackingNo: no });
      const receipts = await withBillNoRetry(
        () => ctx.db.$transaction(async (tx) => {
          const made = [];
          for (const o of due) made.push(await signInTx(ctx, tx, o.id, { trackingNo: no, courier: "", boxes: input.boxes, packaging: input.packaging, remark: "", arrived: o.arrived }));
          return made;
        })
      );
      out.push({ trackingNo: no, receiptNos: receipts.map((r) => r.receiptNo), messageId: null, params: {} });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const messageId = err instanceof ValidationError ? err.issues[0]?.messageId ?? err.messageId : err.messageId;
      const params = err instanceof ValidationError ? err.issues[0]?.params ?? {} : err.params;
      out.push({ trackingNo: no, receiptNos: [], messageId, params });
    }
  }
  return out;
}
async function findReceipt(db, id5) {
  const receipt = await db.purchaseReceipt.findFirst({ where: { id: id5 }, include: { lines: { orderBy: { id: "asc" } } } });
  if (!receipt) throw new NotFoundError("purchase.receiptNotFound", { id: id5 });
  return receipt;
}
function receiptWhere(ctx, f = {}, permission = "signingPackage") {
  assertCan(ctx, permission);
  const kw = f.keyword?.trim();
  if (kw && kw.length > 100) throw ValidationError.field("keyword", "validation.tooLong");
  const contains = (v) => ({ contains: v, mode: "insensitive" });
  return {
    ...f.status ? { status: f.status } : {},
    ...f.overReceived != null ? { overReceived: f.overReceived } : {},
    ...f.purchaseOrderId ? { purchaseOrderId: f.purchaseOrderId } : {},
    ...f.signedFrom || f.signedTo ? { signedAt: { ...f.signedFrom ? { gte: f.signedFrom } : {}, ...f.signedTo ? { lte: f.signedTo } : {} } } : {},
    ...kw ? { OR: [{ receiptNo: contains(kw) }, { trackingNo: contains(kw) }, { purchaseOrder: { orderNo: contains(kw) } }, { inspectionNo: contains(kw) }] } : {}
  };
}
async function inspectReceipt(ctx, raw) {
  const actor = assertCan(ctx, "receipt.inspect");
  const input = parseInput(inspectReceiptInput, raw);
  const receipt = await findReceipt(ctx.db, input.receiptId);
  if (receipt.status !== "signed") throw new BusinessError("purchase.receiptInspected");
  const order = await findPurchaseOrder(ctx.db, receipt.purchaseOrderId);
  const lineOf = new Map(receipt.lines.map((l) => [l.id, l]));
  const seen = /* @__PURE__ */ new Set();
  const locationCache = /* @__PURE__ */ new Map();
  const location = async (id5) => {
    if (!locationCache.has(id5)) {
      const loc = await ctx.db.location.findFirst({ where: { id: id5 }, select: { id: true, warehouseId: true } });
      if (!loc) throw new NotFoundError("warehouse.locationNotFound", { id: id5 });
      locationCache.set(id5, loc);
    }
    return locationCache.get(id5);
  };
  const rows = [];
  for (const [i, l] of input.lines.entries()) {
    const line = lineOf.get(l.lineId);
    if (!line) throw ValidationError.field(`lines.${i}.lineId`, "purchase.lineNotInOrder");
    if (seen.has(l.lineId)) throw ValidationError.field(`lines.${i}.lineId`, "purchase.sameProductTwice");
    seen.add(l.lineId);
    if (l.goodQuantity + l.defectiveQuantity > line.receivedQuantity) throw ValidationError.field(`lines.${i}.goodQuantity`, "purchase.receivedExceedsDue", { max: line.receivedQuantity });
    let goodLocationId = null;
    if (l.goodQuantity > 0) {
      const loc = await location(l.goodLocationId);
      if (loc.warehouseId !== order.warehouseId) throw ValidationError.field(`lines.${i}.goodLocationId`, "purchase.locationNotInWarehouse");
      goodLocationId = loc.id;
    }
    const defectiveLocation = l.defectiveQuantity > 0 ? await location(l.defectiveLocationId) : null;
    rows.push({ line, good: l.goodQuantity, defective: l.defectiveQuantity, goodLocationId, defectiveLocation });
  }
  const moved = rows.filter((r) => r.good + r.defective > 0);
  const skuCodes = new Map((await ctx.db.sku.findMany({ where: { id: { in: moved.map((r) => r.line.skuId) } }, select: { id: true, sku: true } })).map((s) => [s.id, s.sku]));
  const inspected = await withBillNoRetry(
    () => ctx.db.$transaction(async (tx) => {
      const now = /* @__PURE__ */ new Date();
      const t = RECEIPT_TRANSITIONS.inspect;
      const { count: count2 } = await tx.purchaseReceipt.updateMany({
        where: { id: receipt.id, status: { in: [...t.from] } },
        data: { status: t.to, inspectorId: actor.userId, inspectedAt: now, inspectionNo: newBillNo(PURCHASE_PREFIX.inspection, now), attachment: input.attachment, ...input.remark ? { remark: input.remark } : {} }
      });
      if (count2 !== 1) throw new BusinessError("purchase.receiptInspected");
      const [locked] = await tx.$queryRaw`SELECT status FROM "PurchaseOrder" WHERE id = ${order.id} AND "companyId" = ${actor.companyId} FOR UPDATE`;
      const poLines = new Map((await tx.purchaseOrderLine.findMany({ where: { purchaseOrderId: order.id } })).map((l) => [l.id, l]));
      const moves = [];
      for (const r of moved) {
        const po = poLines.get(r.line.purchaseOrderLineId);
        const total = po.goodQuantity + po.defectiveQuantity + r.good + r.defective;
        if (total > po.quantity && !input.confirmOverPurchase) {
          throw new BusinessError("purchase.overPurchaseConfirm", { sku: skuCodes.get(po.skuId) ?? String(po.skuId), quantity: total, purchased: po.quantity });
        }
        const base = { skuId: po.skuId, type: "inbound", unitCost: po.unitPrice.toString(), billType: PURCHASE_BILL_TYPE, billNo: order.orderNo };
        if (r.good > 0) moves.push({ ...base, warehouseId: order.warehouseId, locationId: r.goodLocationId, quantity: r.good, remark: `${receipt.receiptNo} good` });
        if (r.defective > 0) moves.push({ ...base, warehouseId: r.defectiveLocation.warehouseId, locationId: r.defectiveLocation.id, quantity: r.defective, remark: `${receipt.receiptNo} defective` });
        po.goodQuantity += r.good;
        po.defectiveQuantity += r.defective;
      }
      for (const r of rows) {
        await tx.purchaseReceiptLine.update({
          where: { id: r.line.id },
          data: { goodQuantity: r.good, defectiveQuantity: r.defective, goodLocationId: r.goodLocationId, defectiveLocationId: r.defectiveLocation?.id ?? null }
        });
        if (r.good + r.defective > 0) {
          await tx.purchaseOrderLine.update({ where: { id: r.line.purchaseOrderLineId }, data: { goodQuantity: { increment: r.good }, defectiveQuantity: { increment: r.defective } } });
        }
      }
      await applyMoves(ctx, tx, moves);
      const complete = [...poLines.values()].every((l) => l.goodQuantity + l.defectiveQuantity >= l.quantity);
      if (complete && locked?.status !== "received") await movePurchaseOrder(tx, order.id, "complete");
      return findReceipt(tx, receipt.id);
    })
  );
  const skuIds = [...new Set(moved.map((r) => r.line.skuId))];
  if (skuIds.length) await emitOrderEvent(ctx, "stockArrived", { skuIds });
  return inspected;
}

// src/modules/receiving/receiving.graphql.ts
function loadOrderBrief(ctx, id5) {
  return requestLoader(ctx, "receiving.orderBrief", async (ids2) => {
    const rows = await ctx.db.purchaseOrder.findMany({ where: { id: { in: [...ids2] } }, select: { id: true, orderNo: true, warehouseId: true, supplier: { select: { name: true } } } });
    const map = new Map(rows.map((r) => [r.id, { id: r.id, orderNo: r.orderNo, supplierName: r.supplier.name, warehouseId: r.warehouseId }]));
    return ids2.map((i) => map.get(i) ?? null);
  }).load(id5);
}
var LineToSignRef = builder.objectRef("PurchaseLineToSign").implement({
  description: "A purchase order line with what is still due",
  fields: (t) => ({
    id: t.exposeInt("id"),
    skuId: t.exposeInt("skuId"),
    ...skuFields(t, (l) => l.skuId),
    quantity: t.exposeInt("quantity", { description: "Purchased" }),
    receivedQuantity: t.exposeInt("receivedQuantity", { description: "Signed for so far" }),
    dueQuantity: t.int({ description: "Still to arrive: purchased \u2212 signed for (not below 0)", resolve: (l) => dueOf(l) }),
    goodQuantity: t.exposeInt("goodQuantity"),
    defectiveQuantity: t.exposeInt("defectiveQuantity"),
    unitPrice: t.string({ resolve: (l) => l.unitPrice.toFixed(2) })
  })
});
var OrderToSignRef = builder.objectRef("PurchaseOrderToSign").implement({
  description: "A receivable purchase order (approved or partially received) a parcel belongs to",
  fields: (t) => ({
    id: t.exposeInt("id"),
    orderNo: t.exposeString("orderNo"),
    status: t.expose("status", { type: PurchaseOrderStatusEnum }),
    trackingNo: t.exposeString("trackingNo"),
    courier: t.exposeString("courier"),
    orderDate: t.expose("orderDate", { type: "DateTime" }),
    warehouseId: t.exposeInt("warehouseId"),
    warehouseName: t.string({ resolve: (o, _a, ctx) => loadWarehouseName(ctx, o.warehouseId) }),
    supplierName: t.string({ resolve: async (o, _a, ctx) => (await loadOrderBrief(ctx, o.id))?.supplierName ?? "" }),
    lines: t.field({ type: [LineToSignRef], resolve: (o) => o.lines })
  })
});
builder.prismaObject("PurchaseReceiptLine", {
  description: "One SKU of a signed parcel and its inspection",
  fields: (t) => ({
    id: t.exposeInt("id"),
    purchaseOrderLineId: t.exposeInt("purchaseOrderLineId"),
    skuId: t.exposeInt("skuId"),
    ...skuFields(t, (l) => l.skuId),
    receivedQuantity: t.exposeInt("receivedQuantity", { description: "Arrived in this parcel" }),
    goodQuantity: t.exposeInt("goodQuantity"),
    defectiveQuantity: t.exposeInt("defectiveQuantity"),
    goodLocationId: t.exposeInt("goodLocationId", { nullable: true }),
    goodLocationCode: t.string({ resolve: (l, _a, ctx) => loadLocationCode(ctx, l.goodLocationId) }),
    defectiveLocationId: t.exposeInt("defectiveLocationId", { nullable: true }),
    defectiveLocationCode: t.string({ resolve: (l, _a, ctx) => loadLocationCode(ctx, l.defectiveLocationId) }),
    overDue: t.exposeBoolean("overDue", { description: "More arrived than was still due on the purchase line" })
  })
});
builder.prismaObject("PurchaseReceipt", {
  description: "A parcel signed for against a purchase order and its quality inspection",
  fields: (t) => ({
    id: t.exposeInt("id"),
    receiptNo: t.exposeString("receiptNo"),
    purchaseOrderId: t.exposeInt("purchaseOrderId"),
    purchaseOrderNo: t.string({ resolve: async (r, _a, ctx) => (await loadOrderBrief(ctx, r.purchaseOrderId))?.orderNo ?? "" }),
    supplierName: t.string({ resolve: async (r, _a, ctx) => (await loadOrderBrief(ctx, r.purchaseOrderId))?.supplierName ?? "" }),
    warehouseId: t.int({ resolve: async (r, _a, ctx) => (await loadOrderBrief(ctx, r.purchaseOrderId))?.warehouseId ?? 0 }),
    warehouseName: t.string({ resolve: async (r, _a, ctx) => {
      const o = await loadOrderBrief(ctx, r.purchaseOrderId);
      return o ? loadWarehouseName(ctx, o.warehouseId) : "";
    } }),
    trackingNo: t.exposeString("trackingNo"),
    courier: t.exposeString("courier"),
    status: t.expose("status", { type: PurchaseReceiptStatusEnum }),
    boxes: t.exposeInt("boxes"),
    packaging: t.exposeString("packaging", { description: "intact, slightlyDamaged, moderatelyDamaged or seriouslyDamaged" }),
    signerName: t.string({ resolve: (r, _a, ctx) => loadUserName(ctx, r.signerId) }),
    signedAt: t.expose("signedAt", { type: "DateTime" }),
    inspectorName: t.string({ resolve: (r, _a, ctx) => loadUserName(ctx, r.inspectorId) }),
    inspectedAt: t.expose("inspectedAt", { type: "DateTime", nullable: true }),
    inspectionNo: t.exposeString("inspectionNo"),
    attachment: t.exposeString("attachment", { description: "Stored file URL of the inspection attachment" }),
    overReceived: t.exposeBoolean("overReceived", { description: "Some line arrived above what was still due" }),
    remark: t.exposeString("remark"),
    lines: t.relation("lines", { query: { orderBy: { id: "asc" } } }),
    receivedQuantity: t.int({ select: { lines: { select: { receivedQuantity: true } } }, resolve: (r) => r.lines.reduce((s, l) => s + l.receivedQuantity, 0) }),
    goodQuantity: t.int({ select: { lines: { select: { goodQuantity: true } } }, resolve: (r) => r.lines.reduce((s, l) => s + l.goodQuantity, 0) }),
    defectiveQuantity: t.int({ select: { lines: { select: { defectiveQuantity: true } } }, resolve: (r) => r.lines.reduce((s, l) => s + l.defectiveQuantity, 0) })
  })
});
var ParcelSignResultRef = builder.objectRef("ParcelSignResult").implement({
  description: "What batch signing did with one tracking number",
  fields: (t) => ({
    trackingNo: t.exposeString("trackingNo"),
    receiptNos: t.exposeStringList("receiptNos", { description: "Receipts created (empty when refused)" }),
    messageId: t.exposeString("messageId", { nullable: true, description: "Why it was refused" }),
    message: t.string({ nullable: true, resolve: (r, _a, ctx) => r.messageId ? translate(ctx.lang, r.messageId, r.params) : null })
  })
});
builder.prismaObject("AbnormalReceiptLine", {
  description: "One SKU of an exception form",
  fields: (t) => ({
    id: t.exposeInt("id"),
    skuId: t.exposeInt("skuId"),
    ...skuFields(t, (l) => l.skuId, { sku: "sku", productName: "productName" }),
    quantity: t.exposeInt("quantity"),
    waybillNos: t.exposeStringList("waybillNos"),
    receiptPrice: t.expose("receiptPrice", { type: "Decimal", description: "Warehousing price per unit" }),
    refundAmount: t.expose("refundAmount", { type: "Decimal" }),
    remark: t.exposeString("remark")
  })
});
builder.prismaObject("AbnormalReceipt", {
  description: "An abnormal receipt (exception form): to be reviewed \u2192 approved, or \u2192 processing \u2192 completed",
  fields: (t) => ({
    id: t.exposeInt("id"),
    billNo: t.exposeString("billNo"),
    purchaseOrderId: t.exposeInt("purchaseOrderId"),
    purchaseOrderNo: t.string({ resolve: async (r, _a, ctx) => (await loadOrderBrief(ctx, r.purchaseOrderId))?.orderNo ?? "" }),
    supplierName: t.string({ resolve: async (r, _a, ctx) => (await loadOrderBrief(ctx, r.purchaseOrderId))?.supplierName ?? "" }),
    type: t.exposeString("type", { description: "shortage, excess, defective, wrongItem or other" }),
    method: t.exposeString("method", { description: "replacement, return or resend" }),
    status: t.expose("status", { type: AbnormalReceiptStatusEnum }),
    remark: t.exposeString("remark"),
    reviewerName: t.string({ resolve: (r, _a, ctx) => loadUserName(ctx, r.reviewerId) }),
    reviewedAt: t.expose("reviewedAt", { type: "DateTime", nullable: true }),
    completedAt: t.expose("completedAt", { type: "DateTime", nullable: true }),
    creatorName: t.string({ resolve: (r, _a, ctx) => loadUserName(ctx, r.createdById) }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    lines: t.relation("lines", { query: { orderBy: { id: "asc" } } }),
    totalQuantity: t.int({ select: { lines: { select: { quantity: true } } }, resolve: (r) => r.lines.reduce((s, l) => s + l.quantity, 0) })
  })
});
var AbnormalStatusCount = statusCountType("AbnormalReceiptStatusCount", AbnormalReceiptStatusEnum);
var AbnormalCounts = builder.objectRef("AbnormalReceiptCounts").implement({
  description: "Exception forms per status (the tabs of /unusualReceipt)",
  fields: (t) => ({ all: t.exposeInt("all"), byStatus: t.field({ type: [AbnormalStatusCount], resolve: (c) => c.byStatus }) })
});
var AbnormalRefusal = builder.objectRef("AbnormalReceiptRefusal").implement({
  description: "An exception form of a batch that could not take the action, with why",
  fields: (t) => ({
    id: t.exposeInt("id"),
    billNo: t.exposeString("billNo"),
    messageId: t.exposeString("messageId"),
    message: t.string({ resolve: (r, _a, ctx) => translate(ctx.lang, r.messageId, r.params) })
  })
});
var AbnormalBatchResult = builder.objectRef("AbnormalReceiptBatchResult").implement({
  description: "What a batch review did: the forms approved and the ones refused",
  fields: (t) => ({
    receipts: t.prismaField({
      type: ["AbnormalReceipt"],
      resolve: (query, r, _a, ctx) => ctx.db.abnormalReceipt.findMany({ ...query, where: { id: { in: r.ids } }, orderBy: { id: "asc" } })
    }),
    refused: t.field({ type: [AbnormalRefusal], resolve: (r) => r.refused })
  })
});
var SignLineInput = builder.inputType("SignReceiptLineInput", {
  fields: (t) => ({ purchaseOrderLineId: t.int({ required: true }), receivedQuantity: t.int({ required: true, description: "Arrived (0 for a line not in this parcel)" }) })
});
var SignInput = builder.inputType("SignReceiptInput", {
  fields: (t) => ({
    trackingNo: t.string({ required: true }),
    purchaseOrderId: t.int({ required: true }),
    courier: t.string(),
    boxes: t.int(),
    packaging: t.string({ description: "intact (default), slightlyDamaged, moderatelyDamaged or seriouslyDamaged" }),
    remark: t.string(),
    lines: t.field({ type: [SignLineInput], required: true })
  })
});
var SignParcelsInput = builder.inputType("SignParcelsInput", {
  fields: (t) => ({
    trackingNos: t.stringList({ required: true, description: "At most 200 tracking numbers" }),
    packaging: t.string(),
    boxes: t.int()
  })
});
var InspectLineInput = builder.inputType("InspectReceiptLineInput", {
  fields: (t) => ({
    lineId: t.int({ required: true, description: "A line of the receipt" }),
    goodQuantity: t.int(),
    defectiveQuantity: t.int(),
    goodLocationId: t.int({ description: "A location of the purchase order's warehouse" }),
    defectiveLocationId: t.int({ description: "A location of any warehouse (the defective warehouse)" })
  })
});
var InspectInput = builder.inputType("InspectReceiptInput", {
  fields: (t) => ({
    receiptId: t.int({ required: true }),
    attachment: t.string({ description: "URL of an uploaded file (storage/uploadFile)" }),
    remark: t.string(),
    confirmOverPurchase: t.boolean({ description: "Warehousing above the purchased quantity was confirmed" }),
    lines: t.field({ type: [InspectLineInput], required: true })
  })
});
var ReceiptFilter = builder.inputType("PurchaseReceiptFilter", {
  fields: (t) => ({
    status: t.field({ type: PurchaseReceiptStatusEnum }),
    keyword: t.string({ description: "Receipt, tracking, inspection or purchase order number" }),
    signedFrom: t.field({ type: "DateTime" }),
    signedTo: t.field({ type: "DateTime" }),
    overReceived: t.boolean(),
    purchaseOrderId: t.int()
  })
});
var AbnormalLineInput = builder.inputType("AbnormalReceiptLineInput", {
  fields: (t) => ({
    skuId: t.int({ required: true }),
    quantity: t.int({ required: true }),
    waybillNos: t.stringList({ required: true }),
    receiptPrice: t.field({ type: "Decimal", required: true, description: "Warehousing price per unit" }),
    refundAmount: t.field({ type: "Decimal", required: true }),
    remark: t.string()
  })
});
var AbnormalInput = builder.inputType("AbnormalReceiptInput", {
  fields: (t) => ({
    purchaseOrderNo: t.string({ required: true }),
    type: t.string({ required: true, description: "shortage, excess, defective, wrongItem or other" }),
    method: t.string({ required: true, description: "replacement, return or resend" }),
    remark: t.string(),
    lines: t.field({ type: [AbnormalLineInput], required: true })
  })
});
var AbnormalFilter = builder.inputType("AbnormalReceiptFilter", {
  fields: (t) => ({ status: t.field({ type: AbnormalReceiptStatusEnum }), type: t.string(), keyword: t.string({ description: "Bill or purchase order number" }) })
});
var receiptConnection = (permission) => ({
  type: "PurchaseReceipt",
  cursor: "id",
  maxSize: PAGE_SIZE_MAX,
  defaultSize: 30,
  authScopes: { permission }
});
builder.queryFields((t) => ({
  purchaseOrdersToSign: t.field({
    type: [OrderToSignRef],
    errors: {},
    authScopes: { permission: "signInWarehouse" },
    description: "Receivable purchase orders of a scanned tracking number (or purchase order number)",
    args: { trackingNo: t.arg.string({ required: true }) },
    resolve: (_r, { trackingNo }, ctx) => purchaseOrdersToSign(ctx, trackingNo)
  }),
  purchaseReceipts: t.prismaConnection({
    ...receiptConnection("signingPackage"),
    description: "Signed parcels (/signingPackage)",
    args: { offset: t.arg.int({ description: "Rows to skip from the start (page-number screens); replaces after" }), filter: t.arg({ type: ReceiptFilter }) },
    resolve: (query, _r, args, ctx) => ctx.db.purchaseReceipt.findMany({ ...withOffset(query, args.offset), where: receiptWhere(ctx, compact(args.filter ?? {})), orderBy: { id: "desc" } }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.purchaseReceipt.count({ where: receiptWhere(ctx, compact(args.filter ?? {})) });
    }
  }),
  receiptsToInspect: t.prismaConnection({
    ...receiptConnection("qcManage"),
    description: "Receipts for quality inspection (/qcManage): signed by default, oldest first",
    args: { offset: t.arg.int(), filter: t.arg({ type: ReceiptFilter }) },
    resolve: (query, _r, args, ctx) => {
      const f = { status: "signed", ...compact(args.filter ?? {}) };
      return ctx.db.purchaseReceipt.findMany({ ...withOffset(query, args.offset), where: receiptWhere(ctx, f, "qcManage"), orderBy: { id: f.status === "signed" ? "asc" : "desc" } });
    },
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.purchaseReceipt.count({ where: receiptWhere(ctx, { status: "signed", ...compact(args.filter ?? {}) }, "qcManage") });
    }
  }),
  purchaseReceipt: t.prismaField({
    type: "PurchaseReceipt",
    nullable: true,
    authScopes: { permission: "signingPackage" },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _r, { id: id5 }, ctx) => ctx.db.purchaseReceipt.findFirst({ ...query, where: { AND: [receiptWhere(ctx), { id: id5 }] } })
  }),
  abnormalReceipts: t.prismaConnection({
    type: "AbnormalReceipt",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "unusualReceipt" },
    args: { offset: t.arg.int(), filter: t.arg({ type: AbnormalFilter }) },
    resolve: async (query, _r, args, ctx) => ctx.db.abnormalReceipt.findMany({ ...withOffset(query, args.offset), where: await abnormalWhere(ctx, compact(args.filter ?? {})), orderBy: { id: "desc" } }),
    totalCount: async (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.abnormalReceipt.count({ where: await abnormalWhere(ctx, compact(args.filter ?? {})) });
    }
  }),
  abnormalReceiptCounts: t.field({
    type: AbnormalCounts,
    authScopes: { permission: "unusualReceipt" },
    args: { filter: t.arg({ type: AbnormalFilter }) },
    resolve: (_r, args, ctx) => {
      const { status: _s, ...rest } = compact(args.filter ?? {});
      return abnormalCounts(ctx, rest);
    }
  }),
  abnormalReceipt: t.prismaField({
    type: "AbnormalReceipt",
    nullable: true,
    authScopes: { permission: "unusualReceipt" },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _r, { id: id5 }, ctx) => ctx.db.abnormalReceipt.findFirst({ ...query, where: { id: id5 } })
  })
}));
var ext22 = { operateModule: "receiving" };
builder.mutationFields((t) => ({
  signReceipt: t.prismaField({
    type: "PurchaseReceipt",
    errors: {},
    authScopes: { permission: "receipt.sign" },
    extensions: ext22,
    description: "Signs for a parcel of a purchase order; arrival above what is due is flagged, not refused",
    args: { input: t.arg({ type: SignInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => signReceipt(ctx, compact(input))
  }),
  signParcels: t.field({
    type: [ParcelSignResultRef],
    errors: {},
    authScopes: { permission: "receipt.sign" },
    extensions: ext22,
    description: "Batch sign (/uniteSign): everything still due on each tracking number, one transaction per number",
    args: { input: t.arg({ type: SignParcelsInput, required: true }) },
    resolve: (_r, { input }, ctx) => signParcels(ctx, compact(input))
  }),
  inspectReceipt: t.prismaField({
    type: "PurchaseReceipt",
    errors: {},
    authScopes: { permission: "receipt.inspect" },
    extensions: ext22,
    description: "Quality inspection: good and defective counts into locations, posted to stock",
    args: { input: t.arg({ type: InspectInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => inspectReceipt(ctx, { ...compact(input), lines: input.lines.map((l) => compact(l)) })
  }),
  createAbnormalReceipt: t.prismaField({
    type: "AbnormalReceipt",
    errors: {},
    authScopes: { permission: "abnormalReceipt.update" },
    extensions: ext22,
    args: { input: t.arg({ type: AbnormalInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => createAbnormalReceipt(ctx, { ...compact(input), lines: input.lines.map((l) => compact(l)) })
  }),
  reviewAbnormalReceipts: t.field({
    type: AbnormalBatchResult,
    errors: {},
    authScopes: { permission: "abnormalReceipt.review" },
    extensions: ext22,
    description: "Batch review: to be reviewed \u2192 approved",
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_r, { ids: ids2 }, ctx) => reviewAbnormalReceipts(ctx, { ids: ids2 })
  }),
  processAbnormalReceipt: t.prismaField({
    type: "AbnormalReceipt",
    errors: {},
    authScopes: { permission: "abnormalReceipt.update" },
    extensions: ext22,
    description: "To be reviewed \u2192 processing",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id: id5 }, ctx) => processAbnormalReceipt(ctx, id5)
  }),
  completeAbnormalReceipt: t.prismaField({
    type: "AbnormalReceipt",
    errors: {},
    authScopes: { permission: "abnormalReceipt.update" },
    extensions: ext22,
    description: "Processing \u2192 completed",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id: id5 }, ctx) => completeAbnormalReceipt(ctx, id5)
  })
}));

// src/modules/purchase-suggestions/purchase-suggestions.graphql.ts
import { resolveOffsetConnection as resolveOffsetConnection2 } from "@pothos/plugin-relay";

// src/modules/purchase-suggestions/out-of-stock.service.ts
import { z as z25 } from "zod";

// src/modules/purchase-suggestions/purchase-suggestions.service.ts
import { z as z24 } from "zod";
var DAY3 = 864e5;
var pairKey2 = (p) => `${p.skuId}:${p.warehouseId}`;
var DEFAULT_SETTING = {
  id: null,
  skuId: null,
  minStockingDays: 7,
  maxStockingDays: 30,
  safeDays: 7,
  moq: 1,
  minOrderDays: 0,
  stockFloor: 0,
  salesWeights: DEFAULT_SALES_WEIGHTS.map((w) => ({ ...w })),
  orderCoefficients: [],
  salesCoefficients: [],
  suspended: false,
  supplierId: null
};
function toSetting(r) {
  return {
    id: r.id,
    skuId: r.skuId,
    minStockingDays: r.minStockingDays,
    maxStockingDays: r.maxStockingDays,
    safeDays: r.safeDays,
    moq: r.moq,
    minOrderDays: r.minOrderDays,
    stockFloor: r.stockFloor,
    suspended: r.suspended,
    supplierId: r.supplierId,
    salesWeights: Array.isArray(r.salesWeights) ? r.salesWeights : [],
    orderCoefficients: Array.isArray(r.orderCoefficients) ? r.orderCoefficients : [],
    salesCoefficients: Array.isArray(r.salesCoefficients) ? r.salesCoefficients : []
  };
}
async function globalSetting(db) {
  const row = await db.purchaseSetting.findFirst({ where: { skuId: null }, orderBy: { id: "asc" } });
  if (!row) return { ...DEFAULT_SETTING };
  const s = toSetting(row);
  return { ...s, salesWeights: s.salesWeights.length ? s.salesWeights : DEFAULT_SETTING.salesWeights };
}
async function settingsOf(db, skuIds) {
  const global = await globalSetting(db);
  const rows = skuIds.length ? await db.purchaseSetting.findMany({ where: { skuId: { in: [...new Set(skuIds)] } } }) : [];
  const own = new Map(rows.map((r) => [r.skuId, toSetting(r)]));
  return {
    global,
    own,
    of(skuId) {
      const s = own.get(skuId);
      if (!s) return { ...global, id: null, skuId, suspended: false, supplierId: null };
      return {
        ...s,
        salesWeights: global.salesWeights,
        orderCoefficients: s.orderCoefficients.length ? s.orderCoefficients : global.orderCoefficients,
        salesCoefficients: s.salesCoefficients.length ? s.salesCoefficients : global.salesCoefficients
      };
    }
  };
}
function inheritedNumbers(g) {
  return { minStockingDays: g.minStockingDays, maxStockingDays: g.maxStockingDays, safeDays: g.safeDays, moq: g.moq, minOrderDays: g.minOrderDays, stockFloor: g.stockFloor };
}
async function upsertSkuSetting(db, companyId, skuId, data, global) {
  await db.purchaseSetting.upsert({
    where: { companyId_skuId: { companyId, skuId } },
    create: { companyId, skuId, ...inheritedNumbers(global), ...data },
    update: data
  });
}
async function suppliersOf(db, skuIds, overrides) {
  const out = /* @__PURE__ */ new Map();
  if (!skuIds.length) return out;
  const overrideIds = [...new Set([...overrides.values()].filter((v) => v != null))];
  const supplierSelect = { id: true, name: true, type: true, enabled: true, wholesaleMemberId: true };
  const [relations, overridden] = await Promise.all([
    db.supplierProduct.findMany({ where: { skuId: { in: [...new Set(skuIds)] } }, include: { supplier: { select: supplierSelect } }, orderBy: [{ preferred: "desc" }, { id: "asc" }] }),
    overrideIds.length ? db.supplier.findMany({ where: { id: { in: overrideIds } }, select: supplierSelect }) : []
  ]);
  const supplierById = new Map(overridden.map((s) => [s.id, s]));
  const bySku = /* @__PURE__ */ new Map();
  for (const r of relations) bySku.set(r.skuId, [...bySku.get(r.skuId) ?? [], r]);
  for (const skuId of new Set(skuIds)) {
    const list2 = bySku.get(skuId) ?? [];
    const overrideId = overrides.get(skuId);
    const o = overrideId != null ? supplierById.get(overrideId) : void 0;
    if (o) {
      const rel = list2.find((r) => r.supplierId === o.id);
      out.set(skuId, { ...o, purchasePrice: rel ? rel.purchasePrice.toFixed(2) : null, moq: rel?.moq ?? 1 });
    } else if (list2.length) {
      const rel = list2[0];
      out.set(skuId, { ...rel.supplier, purchasePrice: rel.purchasePrice.toFixed(2), moq: rel.moq });
    }
  }
  return out;
}
var NO_STOCK = { quantity: 0, occupied: 0, inTransit: 0, preSale: 0, safe: 0 };
async function outOfStockDemand(ctx, warehouseId) {
  const companyId = requireActor(ctx).companyId;
  const only = warehouseId ? prismaNamespace_exports.sql`AND l."warehouseId" = ${warehouseId}` : prismaNamespace_exports.empty;
  const rows = await ctx.db.$queryRaw`
    WITH first_wh AS (
      SELECT "id" FROM "Warehouse" WHERE "companyId" = ${companyId} AND "enabled" ORDER BY "priority", "id" LIMIT 1
    ), l AS (
      SELECT o."id" AS "orderId", COALESCE(o."warehouseId", (SELECT "id" FROM first_wh)) AS "warehouseId", i."skuId", i."quantity" * i."unitsPerItem" AS "units"
      FROM "Order" o JOIN "OrderItem" i ON i."orderId" = o."id"
      WHERE o."companyId" = ${companyId} AND o."status" = 'outOfStock' AND i."skuId" IS NOT NULL
    )
    SELECT COALESCE(c."componentSkuId", l."skuId") AS "skuId", l."warehouseId",
      SUM(l."units" * COALESCE(c."quantity", 1))::int AS "waiting", COUNT(DISTINCT l."orderId")::int AS "orderCount"
    FROM l LEFT JOIN "SkuComponent" c ON c."comboSkuId" = l."skuId"
    WHERE l."warehouseId" IS NOT NULL ${only}
    GROUP BY 1, 2`;
  return new Map(rows.map((r) => [pairKey2(r), { waiting: Number(r.waiting), orderCount: Number(r.orderCount) }]));
}
async function pendingPurchase(ctx, warehouseId) {
  const companyId = requireActor(ctx).companyId;
  const only = warehouseId ? prismaNamespace_exports.sql`AND p."warehouseId" = ${warehouseId}` : prismaNamespace_exports.empty;
  const rows = await ctx.db.$queryRaw`
    SELECT l."skuId", p."warehouseId", SUM(GREATEST(l."quantity" - l."goodQuantity" - l."defectiveQuantity", 0))::int AS "pending"
    FROM "PurchaseOrderLine" l JOIN "PurchaseOrder" p ON p."id" = l."purchaseOrderId"
    WHERE p."companyId" = ${companyId} AND p."status" IN ('approved', 'partiallyReceived') ${only}
    GROUP BY 1, 2`;
  return new Map(rows.map((r) => [pairKey2(r), Number(r.pending)]));
}
async function shippedLines(ctx, now, warehouseId) {
  const companyId = requireActor(ctx).companyId;
  const from = new Date(now.getTime() - 90 * DAY3);
  const only = warehouseId ? prismaNamespace_exports.sql`AND o."warehouseId" = ${warehouseId}` : prismaNamespace_exports.empty;
  const rows = await ctx.db.$queryRaw`
    SELECT COALESCE(c."componentSkuId", i."skuId") AS "skuId", o."warehouseId", o."shippedAt" AS "at", i."quantity" AS "lineQuantity",
      (i."quantity" * i."unitsPerItem" * COALESCE(c."quantity", 1))::int AS "units"
    FROM "Order" o JOIN "OrderItem" i ON i."orderId" = o."id" LEFT JOIN "SkuComponent" c ON c."comboSkuId" = i."skuId"
    WHERE o."companyId" = ${companyId} AND o."status" IN ('shipped', 'completed') AND o."shippedAt" >= ${from} AND o."shippedAt" <= ${now}
      AND o."warehouseId" IS NOT NULL AND i."skuId" IS NOT NULL ${only}`;
  return rows.map((r) => ({ ...r, at: new Date(r.at), lineQuantity: Number(r.lineQuantity), units: Number(r.units) }));
}
var dayOf = (d) => new Date(d).toISOString().slice(0, 10);
var inRange = (day2, r) => day2 >= dayOf(r.start) && day2 <= dayOf(r.end);
function salesFigures2(lines2, s, now) {
  const sums = Object.fromEntries(SUGGESTION_WINDOWS.map((d) => [d, 0]));
  let raw90 = 0;
  const oc = /* @__PURE__ */ new Map();
  const sc = /* @__PURE__ */ new Map();
  for (const l of lines2) {
    const day2 = dayOf(l.at);
    let f = 1;
    const oi = s.orderCoefficients.findIndex((r) => inRange(day2, r) && l.lineQuantity >= r.minQuantity && l.lineQuantity <= r.maxQuantity);
    if (oi >= 0) {
      f *= s.orderCoefficients[oi].coefficient;
      oc.set(oi, (oc.get(oi) ?? 0) + l.units);
    }
    const si = s.salesCoefficients.findIndex((r) => inRange(day2, r));
    if (si >= 0) {
      f *= s.salesCoefficients[si].coefficient;
      sc.set(si, (sc.get(si) ?? 0) + l.units);
    }
    raw90 += l.units;
    const age = now.getTime() - l.at.getTime();
    for (const d of SUGGESTION_WINDOWS) if (age <= d * DAY3) sums[d] += l.units * f;
  }
  const averages = Object.fromEntries(SUGGESTION_WINDOWS.map((d) => [d, sums[d] / d]));
  return {
    raw90,
    adjusted90: round(sums[90], 2),
    averages,
    orderCoefficientNotes: [...oc].map(([i, units]) => {
      const r = s.orderCoefficients[i];
      return `${units} units in lines of ${r.minQuantity}\u2013${r.maxQuantity} (${dayOf(r.start)}\u2026${dayOf(r.end)}) \xD7 ${r.coefficient}`;
    }),
    salesCoefficientNotes: [...sc].map(([i, units]) => {
      const r = s.salesCoefficients[i];
      return `${units} units sold ${dayOf(r.start)}\u2026${dayOf(r.end)} \xD7 ${r.coefficient}`;
    })
  };
}
var round = (v, digits) => Math.round(v * 10 ** digits) / 10 ** digits;
var f2 = (v) => round(v, 2).toFixed(2);
async function computePairs(ctx, scope = {}, now = /* @__PURE__ */ new Date()) {
  const wh = scope.warehouseId ?? null;
  const [stocks, waiting, pending, lines2] = await Promise.all([
    ctx.db.stock.findMany({ where: wh ? { warehouseId: wh } : {}, select: { skuId: true, warehouseId: true, quantity: true, occupied: true, inTransit: true, preSale: true, safe: true } }),
    outOfStockDemand(ctx, wh),
    pendingPurchase(ctx, wh),
    shippedLines(ctx, now, wh)
  ]);
  const stockOf = new Map(stocks.map((s) => [pairKey2(s), s]));
  const linesOf2 = /* @__PURE__ */ new Map();
  for (const l of lines2) linesOf2.set(pairKey2(l), [...linesOf2.get(pairKey2(l)) ?? [], l]);
  const keys = /* @__PURE__ */ new Set([...stockOf.keys(), ...waiting.keys(), ...linesOf2.keys(), ...(scope.pairs ?? []).filter((p) => !wh || p.warehouseId === wh).map(pairKey2)]);
  const pairs = [...keys].map((k) => {
    const [skuId, warehouseId] = k.split(":").map(Number);
    return { skuId, warehouseId };
  });
  const skuIds = [...new Set(pairs.map((p) => p.skuId))];
  const warehouseIds = [...new Set(pairs.map((p) => p.warehouseId))];
  const [skus, warehouses, settings] = await Promise.all([
    skuIds.length ? ctx.db.sku.findMany({ where: { id: { in: skuIds }, isCombo: false }, select: { id: true, sku: true, image: true, product: { select: { name: true, mainImage: true } } } }) : [],
    warehouseIds.length ? ctx.db.warehouse.findMany({ where: { id: { in: warehouseIds } }, select: { id: true, name: true } }) : [],
    settingsOf(ctx.db, skuIds)
  ]);
  const skuOf = new Map(skus.map((s) => [s.id, s]));
  const whName = new Map(warehouses.map((w) => [w.id, w.name]));
  const suppliers = await suppliersOf(ctx.db, skus.map((s) => s.id), new Map(skus.map((s) => [s.id, settings.of(s.id).supplierId])));
  const out = [];
  for (const p of pairs) {
    const sku = skuOf.get(p.skuId);
    const warehouseName = whName.get(p.warehouseId);
    if (!sku || warehouseName == null) continue;
    const key = pairKey2(p);
    const st = stockOf.get(key) ?? NO_STOCK;
    const setting = settings.of(p.skuId);
    const supplier = suppliers.get(p.skuId) ?? null;
    out.push(evaluate({
      key,
      skuId: p.skuId,
      sku: sku.sku,
      productName: sku.product.name,
      image: sku.image || sku.product.mainImage,
      warehouseId: p.warehouseId,
      warehouseName,
      supplier,
      setting,
      stock: st,
      pendingPurchase: pending.get(key) ?? 0,
      waiting: waiting.get(key) ?? { waiting: 0, orderCount: 0 },
      lines: linesOf2.get(key) ?? [],
      now
    }));
  }
  return out;
}
function evaluate(i) {
  const s = i.setting;
  const sales = salesFigures2(i.lines, s, i.now);
  const weights = s.salesWeights.filter((w) => w.weight > 0);
  const dailySales = round(weightedDailySales(sales.averages, weights), 2);
  const sellable = i.stock.quantity - i.stock.occupied;
  const pendingReceipt = i.pendingPurchase + i.stock.inTransit;
  const minOrderQuantity = Math.ceil(dailySales * s.minOrderDays - 1e-9);
  const moq = Math.max(s.moq, i.supplier?.moq ?? 1, minOrderQuantity);
  const suggestion = purchaseSuggestion({
    dailySales,
    minStockingDays: s.minStockingDays,
    maxStockingDays: s.maxStockingDays,
    safeDays: s.safeDays,
    safetyStock: i.stock.safe > 0 ? i.stock.safe : null,
    moq,
    stockFloor: s.stockFloor,
    sellable,
    preSale: i.stock.preSale,
    pendingReceipt,
    outOfStockDemand: i.waiting.waiting
  });
  const sumW = weights.reduce((a, w) => a + w.weight, 0);
  const free = suggestion.supply - i.waiting.waiting - suggestion.safetyStock;
  const reasons = [];
  if (i.waiting.waiting > 0) reasons.push(`out-of-stock orders wait for ${i.waiting.waiting}`);
  if (suggestion.supply < s.stockFloor) reasons.push(`supply ${suggestion.supply} < stock floor ${s.stockFloor}`);
  if (dailySales > 0 && free < dailySales * s.minStockingDays) reasons.push(`${free} < ${f2(dailySales)} \xD7 ${s.minStockingDays} min stocking days`);
  const breakdown = [
    { term: "sales90", value: String(sales.raw90), formula: `\u03A3 units shipped in 90 days = ${sales.raw90}; after coefficients ${f2(sales.adjusted90)}` },
    { term: "orderCoefficient", value: sales.orderCoefficientNotes.length ? String(sales.orderCoefficientNotes.length) : "\u2014", formula: sales.orderCoefficientNotes.join("; ") || "no order-volume range applies" },
    { term: "salesCoefficient", value: sales.salesCoefficientNotes.length ? String(sales.salesCoefficientNotes.length) : "\u2014", formula: sales.salesCoefficientNotes.join("; ") || "no sales date range applies" },
    ...[.../* @__PURE__ */ new Set([3, ...weights.map((w) => w.days), 90])].sort((a, b) => a - b).map((d) => ({
      term: `avg${d}`,
      value: f2(sales.averages[d] ?? 0),
      formula: `sales in ${d} days / ${d} = ${f2((sales.averages[d] ?? 0) * d)} / ${d}`
    })),
    {
      term: "dailySales",
      value: f2(dailySales),
      formula: sumW > 0 ? `\u03A3 weight \xD7 average / \u03A3 weight = (${weights.map((w) => `${w.weight} \xD7 ${f2(sales.averages[w.days] ?? 0)}`).join(" + ")}) / ${round(sumW, 4)}` : "no weights: 0"
    },
    i.stock.safe > 0 ? { term: "safetyStock", value: String(suggestion.safetyStock), formula: `safety stock set for the warehouse = ${i.stock.safe}` } : { term: "safetyStock", value: String(suggestion.safetyStock), formula: `\u2308daily \xD7 safe days\u2309 = \u2308${f2(dailySales)} \xD7 ${s.safeDays}\u2309` },
    { term: "stockingDemand", value: String(suggestion.stockingDemand), formula: `\u2308daily \xD7 max stocking days\u2309 = \u2308${f2(dailySales)} \xD7 ${s.maxStockingDays}\u2309` },
    { term: "outOfStockDemand", value: String(i.waiting.waiting), formula: `units ${i.waiting.orderCount} out-of-stock orders wait for` },
    { term: "demand", value: String(suggestion.demand), formula: `out-of-stock + safety + stocking = ${i.waiting.waiting} + ${suggestion.safetyStock} + ${suggestion.stockingDemand}` },
    { term: "sellable", value: String(sellable), formula: `quantity \u2212 occupied = ${i.stock.quantity} \u2212 ${i.stock.occupied}` },
    { term: "preSale", value: String(i.stock.preSale), formula: `pre-sale = ${i.stock.preSale}` },
    { term: "pendingReceipt", value: String(pendingReceipt), formula: `purchase orders not yet received + in transit = ${i.pendingPurchase} + ${i.stock.inTransit}` },
    { term: "supply", value: String(suggestion.supply), formula: `sellable + pre-sale + pending receipt = ${sellable} + ${i.stock.preSale} + ${pendingReceipt}` },
    {
      term: "coverDays",
      value: suggestion.coverDays == null ? "\u2014" : String(suggestion.coverDays),
      formula: dailySales > 0 ? `(supply \u2212 out-of-stock \u2212 safety) / daily = (${suggestion.supply} \u2212 ${i.waiting.waiting} \u2212 ${suggestion.safetyStock}) / ${f2(dailySales)}` : "no sales"
    },
    { term: "needed", value: suggestion.needed ? "yes" : "no", formula: reasons.join("; ") || `covers at least ${s.minStockingDays} min stocking days, not under the stock floor ${s.stockFloor}` },
    { term: "moq", value: String(moq), formula: `max(setting MOQ, supplier MOQ, \u2308daily \xD7 min order days\u2309) = max(${s.moq}, ${i.supplier?.moq ?? 1}, \u2308${f2(dailySales)} \xD7 ${s.minOrderDays}\u2309)` },
    {
      term: "quantity",
      value: String(suggestion.quantity),
      formula: suggestion.needed && suggestion.shortfall > 0 ? `max(demand \u2212 supply, MOQ) = max(${suggestion.demand} \u2212 ${suggestion.supply}, ${moq})` : suggestion.needed ? `demand \u2212 supply = ${suggestion.shortfall} \u2264 0` : "not needed: 0"
    }
  ];
  return {
    key: i.key,
    skuId: i.skuId,
    sku: i.sku,
    productName: i.productName,
    image: i.image,
    warehouseId: i.warehouseId,
    warehouseName: i.warehouseName,
    supplier: i.supplier,
    setting: s,
    quantity: i.stock.quantity,
    occupied: i.stock.occupied,
    sellable,
    preSale: i.stock.preSale,
    inTransit: i.stock.inTransit,
    safe: i.stock.safe,
    pendingPurchase: i.pendingPurchase,
    waiting: i.waiting.waiting,
    orderCount: i.waiting.orderCount,
    sales,
    avg3: round(sales.averages[3] ?? 0, 2),
    avg90: round(sales.averages[90] ?? 0, 2),
    dailySales,
    moq,
    suggestion,
    breakdown
  };
}
function keywordOf2(raw) {
  const kw = raw?.trim() ?? "";
  if (kw.length > 100) throw ValidationError.field("keyword", "validation.tooLong");
  return kw.toLowerCase();
}
function matches(r, f, kw) {
  if (f.supplierId && r.supplier?.id !== f.supplierId) return false;
  if (kw && !r.sku.toLowerCase().includes(kw) && !r.productName.toLowerCase().includes(kw)) return false;
  return true;
}
async function suggestions(ctx, f = {}, now = /* @__PURE__ */ new Date()) {
  assertCan(ctx, "purchaseSuggestProducts");
  const kw = keywordOf2(f.keyword);
  const [rows, plan] = await Promise.all([computePairs(ctx, { warehouseId: f.warehouseId }, now), ctx.db.purchasePlanItem.findMany({ select: { skuId: true, warehouseId: true } })]);
  const planned = new Set(plan.map(pairKey2));
  return rows.filter((r) => !r.setting.suspended && matches(r, f, kw) && (!f.onlyNeeded || r.suggestion.quantity > 0)).map((r) => ({ ...r, inPlan: planned.has(r.key) })).sort((a, b) => Number(b.suggestion.needed) - Number(a.suggestion.needed) || b.suggestion.quantity - a.suggestion.quantity || a.sku.localeCompare(b.sku) || a.warehouseId - b.warehouseId);
}
async function availableProducts(ctx, f = {}, now = /* @__PURE__ */ new Date()) {
  assertCan(ctx, "productsAvailableList");
  const kw = keywordOf2(f.keyword);
  const rows = await computePairs(ctx, { warehouseId: f.warehouseId }, now);
  return rows.filter((r) => matches(r, f, kw) && (!f.onlyNeeded || r.suggestion.needed)).sort((a, b) => a.sku.localeCompare(b.sku) || a.warehouseName.localeCompare(b.warehouseName));
}
function daysOfCover(r) {
  return r.dailySales > 0 ? round(r.suggestion.supply / r.dailySales, 1) : null;
}
var settingExtra = z24.object({ skuId: z24.number().int().positive().nullish(), supplierId: z24.number().int().positive().nullish() });
async function updatePurchaseSetting(ctx, raw) {
  const actor = assertCan(ctx, "purchaseSetting.update");
  const extra = parseInput(settingExtra, raw);
  const input = parseInput(purchaseSettingInput, raw);
  const toJson = (list2) => list2?.map((r) => ({ ...r, start: r.start.toISOString(), end: r.end.toISOString() }));
  const data = {
    minStockingDays: input.minStockingDays,
    maxStockingDays: input.maxStockingDays,
    safeDays: input.safeDays,
    moq: input.moq,
    minOrderDays: input.minOrderDays,
    stockFloor: input.stockFloor,
    ...input.orderCoefficients ? { orderCoefficients: toJson(input.orderCoefficients) } : {},
    ...input.salesCoefficients ? { salesCoefficients: toJson(input.salesCoefficients) } : {}
  };
  if (extra.skuId == null) {
    const weights = input.salesWeights ? { salesWeights: input.salesWeights } : {};
    const existing = await ctx.db.purchaseSetting.findFirst({ where: { skuId: null }, orderBy: { id: "asc" } });
    if (existing) await ctx.db.purchaseSetting.update({ where: { id: existing.id }, data: { ...data, ...weights } });
    else await ctx.db.purchaseSetting.create({ data: { companyId: actor.companyId, skuId: null, ...data, salesWeights: input.salesWeights ?? DEFAULT_SALES_WEIGHTS } });
    return globalSetting(ctx.db);
  }
  const sku = await ctx.db.sku.findFirst({ where: { id: extra.skuId }, select: { id: true } });
  if (!sku) throw new NotFoundError("purchase.skuNotFound", { id: extra.skuId });
  if (extra.supplierId != null && !await ctx.db.supplier.findFirst({ where: { id: extra.supplierId }, select: { id: true } })) {
    throw new NotFoundError("purchase.supplierNotFound", { id: extra.supplierId });
  }
  const safe = await ctx.db.stock.aggregate({ where: { skuId: sku.id, safe: { gt: 0 } }, _min: { safe: true } });
  if (safe._min.safe != null && input.stockFloor > safe._min.safe) throw ValidationError.field("stockFloor", "purchase.floorAboveSafety");
  const row = await ctx.db.purchaseSetting.upsert({
    where: { companyId_skuId: { companyId: actor.companyId, skuId: sku.id } },
    create: { companyId: actor.companyId, skuId: sku.id, ...data, ...extra.supplierId !== void 0 ? { supplierId: extra.supplierId } : {} },
    update: { ...data, ...extra.supplierId !== void 0 ? { supplierId: extra.supplierId } : {} }
  });
  return toSetting(row);
}
async function skuSetting(ctx, skuId) {
  assertCan(ctx, "purchaseSuggestProducts");
  const row = await ctx.db.purchaseSetting.findFirst({ where: { skuId } });
  return row ? toSetting(row) : null;
}
async function purchaseSettings(ctx) {
  assertCan(ctx, "purchaseSuggestProducts");
  return globalSetting(ctx.db);
}
async function batchSafety(ctx, raw) {
  const actor = assertCan(ctx, "purchaseSetting.update");
  const input = parseInput(batchSafetyInput, raw);
  const skuIds = [...new Set(input.skuIds)];
  const [skus, warehouse] = await Promise.all([
    ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true } }),
    ctx.db.warehouse.findFirst({ where: { id: input.warehouseId }, select: { id: true } })
  ]);
  if (skus.length !== skuIds.length) throw new NotFoundError("purchase.skuNotFound");
  if (!warehouse) throw new NotFoundError("purchase.warehouseNotFound", { id: input.warehouseId });
  if (input.safetyStock == null) {
    const current = await ctx.db.stock.findMany({ where: { warehouseId: warehouse.id, skuId: { in: skuIds }, safe: { gt: 0 } }, select: { safe: true } });
    if (current.some((c) => input.stockFloor > c.safe)) throw ValidationError.field("stockFloor", "purchase.floorAboveSafety");
  }
  if (input.safetyStock != null) await setSafetyStock(ctx, { items: skuIds.map((skuId) => ({ skuId, warehouseId: warehouse.id, safe: input.safetyStock })) });
  const global = await globalSetting(ctx.db);
  const data = { stockFloor: input.stockFloor, ...input.safeDays != null ? { safeDays: input.safeDays } : {}, ...input.moq != null ? { moq: input.moq } : {} };
  await ctx.db.$transaction(async (tx) => {
    for (const skuId of skuIds) await upsertSkuSetting(tx, actor.companyId, skuId, data, global);
  });
  return skuIds.length;
}

// src/modules/purchase-suggestions/out-of-stock.service.ts
function toLine(r) {
  const available = r.sellable;
  const shortage = Math.max(0, r.waiting - available - r.pendingPurchase);
  const moq = Math.max(r.supplier?.moq ?? 1, r.setting.moq);
  return { ...r, available, shortage, adviceQuantity: shortage > 0 ? Math.max(shortage, moq) : 0, state: r.setting.suspended ? "notPurchasing" : "purchasing" };
}
async function lines(ctx, f) {
  if (f.state && f.state !== "purchasing" && f.state !== "notPurchasing") throw ValidationError.field("state", "purchase.stateUnknown");
  const kw = keywordOf2(f.keyword);
  const rows = await computePairs(ctx, { warehouseId: f.warehouseId });
  return rows.filter((r) => r.waiting > 0 && matches(r, f, kw)).map(toLine).filter((l) => !f.state || l.state === f.state).sort((a, b) => b.shortage - a.shortage || b.waiting - a.waiting || a.sku.localeCompare(b.sku) || a.warehouseId - b.warehouseId);
}
async function outOfStockLines(ctx, f = {}) {
  assertCan(ctx, "outStockList");
  return lines(ctx, f);
}
async function outOfStockAdvice(ctx, f = {}) {
  assertCan(ctx, "outStockAdvice");
  return (await lines(ctx, { ...f, state: "purchasing" })).filter((l) => l.adviceQuantity > 0);
}
var suspendInput = z25.object({
  skuIds: z25.array(z25.number({ error: "validation.integerIds" }).int({ error: "validation.integerIds" }).positive({ error: "validation.integerIds" })).min(1, { error: "purchase.tickAtLeastOne" }).max(1e3, { error: "purchase.tooMany" }),
  suspended: z25.boolean()
});
async function setPurchasingSuspended(ctx, raw) {
  const actor = assertCan(ctx, "purchasePlan.update");
  const input = parseInput(suspendInput, raw);
  const skuIds = [...new Set(input.skuIds)];
  const skus = await ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true } });
  if (skus.length !== skuIds.length) throw new NotFoundError("purchase.skuNotFound");
  const settings = await settingsOf(ctx.db, skuIds);
  if (!input.suspended && skuIds.length > 1) {
    const suppliers = await suppliersOf(ctx.db, skuIds, new Map(skuIds.map((id5) => [id5, settings.of(id5).supplierId])));
    const distinct = new Set(skuIds.map((id5) => suppliers.get(id5)?.id ?? null));
    if (distinct.size > 1) throw new BusinessError("purchase.sameSupplierRequired");
  }
  const global = await globalSetting(ctx.db);
  const changed = skuIds.filter((id5) => settings.of(id5).suspended !== input.suspended);
  await ctx.db.$transaction(async (tx) => {
    for (const skuId of changed) await upsertSkuSetting(tx, actor.companyId, skuId, { suspended: input.suspended }, global);
  });
  return changed.length;
}

// src/modules/purchase-suggestions/purchase-plan.service.ts
import { z as z26 } from "zod";
var id4 = z26.number({ error: "validation.integerIds" }).int({ error: "validation.integerIds" }).positive({ error: "validation.integerIds" });
var ids = z26.array(id4).min(1, { error: "purchase.tickAtLeastOne" }).max(1e3, { error: "purchase.tooMany" });
var quantity = z26.number({ error: "purchase.quantityPositive" }).int({ error: "purchase.quantityPositive" }).min(1, { error: "purchase.quantityPositive" }).max(1e7, { error: "purchase.quantityPositive" });
async function planWhere(ctx, f = {}) {
  assertCan(ctx, "purchasePlanProducts");
  const kw = keywordOf2(f.keyword);
  const where = {
    ...f.warehouseId ? { warehouseId: f.warehouseId } : {},
    ...f.supplierId ? { supplierId: f.supplierId } : {}
  };
  if (!kw) return where;
  const contains = { contains: kw, mode: "insensitive" };
  const skus = await ctx.db.sku.findMany({ where: { OR: [{ sku: contains }, { product: { name: contains } }] }, select: { id: true }, take: 5e3 });
  return { ...where, skuId: { in: skus.map((s) => s.id) } };
}
var joinInput = z26.object({
  items: z26.array(z26.object({ skuId: id4, warehouseId: id4 })).min(1, { error: "purchase.tickAtLeastOne" }).max(1e3, { error: "purchase.tooMany" }),
  /** suggestion (default) | outOfStock */
  source: z26.enum(["suggestion", "outOfStock"]).default("suggestion")
});
async function joinPlan(ctx, raw) {
  const actor = assertCan(ctx, "purchasePlan.update");
  const input = parseInput(joinInput, raw);
  const skuIds = [...new Set(input.items.map((i) => i.skuId))];
  const warehouseIds = [...new Set(input.items.map((i) => i.warehouseId))];
  const [skus, warehouses] = await Promise.all([
    ctx.db.sku.findMany({ where: { id: { in: skuIds }, isCombo: false }, select: { id: true, sku: true } }),
    ctx.db.warehouse.findMany({ where: { id: { in: warehouseIds } }, select: { id: true } })
  ]);
  if (skus.length !== skuIds.length) throw new NotFoundError("purchase.skuNotFound");
  if (warehouses.length !== warehouseIds.length) throw new NotFoundError("purchase.warehouseNotFound");
  const rows = await computePairs(ctx, { pairs: input.items });
  const rowOf = new Map(rows.map((r) => [r.key, r]));
  const codeOf = new Map(skus.map((s) => [s.id, s.sku]));
  const data = input.items.map((item) => {
    const r = rowOf.get(pairKey2(item));
    if (r.setting.suspended) throw new BusinessError("purchase.suspended", { sku: codeOf.get(item.skuId) });
    const suggested = input.source === "outOfStock" ? toLine(r).adviceQuantity : r.suggestion.quantity;
    return { ...item, supplierId: r.supplier?.id ?? null, quantity: Math.max(suggested, r.moq, 1) };
  });
  await ctx.db.$transaction(async (tx) => {
    for (const d of data) {
      await tx.purchasePlanItem.upsert({
        where: { companyId_skuId_warehouseId: { companyId: actor.companyId, skuId: d.skuId, warehouseId: d.warehouseId } },
        create: { companyId: actor.companyId, skuId: d.skuId, warehouseId: d.warehouseId, supplierId: d.supplierId, quantity: d.quantity, suggestedQuantity: d.quantity, source: input.source, createdById: actor.userId },
        update: { supplierId: d.supplierId, quantity: d.quantity, suggestedQuantity: d.quantity, source: input.source }
      });
    }
  });
  return data.length;
}
async function planItems(ctx, itemIds) {
  const unique2 = [...new Set(itemIds)];
  const items = await ctx.db.purchasePlanItem.findMany({ where: { id: { in: unique2 } } });
  if (items.length !== unique2.length) throw new NotFoundError("purchase.planItemNotFound");
  return items;
}
async function resetPlanQuantity(ctx, raw) {
  assertCan(ctx, "purchasePlan.update");
  const itemIds = parseInput(ids, raw);
  const items = await planItems(ctx, itemIds);
  await ctx.db.$transaction(items.map((i) => ctx.db.purchasePlanItem.update({ where: { id: i.id }, data: { quantity: Math.max(i.suggestedQuantity, 1) } })));
  return items.length;
}
async function setPlanQuantity(ctx, itemId, raw) {
  assertCan(ctx, "purchasePlan.update");
  const q = parseInput(quantity, raw);
  const [item] = await planItems(ctx, [itemId]);
  return ctx.db.purchasePlanItem.update({ where: { id: item.id }, data: { quantity: q } });
}
async function setPlanSupplier(ctx, raw) {
  assertCan(ctx, "purchasePlan.update");
  const input = parseInput(z26.object({ ids, supplierId: id4 }), raw);
  const supplier = await ctx.db.supplier.findFirst({ where: { id: input.supplierId } });
  if (!supplier) throw new NotFoundError("purchase.supplierNotFound", { id: input.supplierId });
  if (!supplier.enabled) throw new BusinessError("purchase.supplierDisabled", { name: supplier.name });
  const items = await planItems(ctx, input.ids);
  await ctx.db.purchasePlanItem.updateMany({ where: { id: { in: items.map((i) => i.id) } }, data: { supplierId: supplier.id } });
  return items.length;
}
async function removePlanItems(ctx, raw) {
  assertCan(ctx, "purchasePlan.update");
  const items = await planItems(ctx, parseInput(ids, raw));
  const { count: count2 } = await ctx.db.purchasePlanItem.deleteMany({ where: { id: { in: items.map((i) => i.id) } } });
  return count2;
}
var generateExtra = z26.object({
  /** suggestion | outOfStock | plan: the procurement type of the orders. */
  source: z26.enum(["suggestion", "outOfStock", "plan"]).default("plan"),
  /** Wholesale suppliers with every SKU paired get a wholesale order, placed on the platform. */
  wholesale: z26.boolean().nullish()
});
function requireAlso(ctx, permission) {
  if (!can(ctx.actor, permission)) throw new BusinessError("permission.denied", { permission });
}
async function generatePurchaseOrders(ctx, raw) {
  assertCan(ctx, "purchasePlan.update");
  requireAlso(ctx, "purchaseOrder.create");
  const input = parseInput(generatePurchaseOrdersInput, raw);
  const extra = parseInput(generateExtra, raw);
  const named = new Set(input.items.map((i) => i.warehouseId ?? null));
  const warehouseId = input.warehouseId ?? (named.size === 1 && !named.has(null) ? [...named][0] : null);
  if (warehouseId == null) throw ValidationError.field("warehouseId", "purchase.commonWarehouseRequired");
  const seen = /* @__PURE__ */ new Set();
  input.items.forEach((item, i) => {
    if (seen.has(item.skuId)) throw ValidationError.field(`items.${i}.skuId`, "purchase.sameProductTwice");
    seen.add(item.skuId);
  });
  const skuIds = [...seen];
  const [warehouse, skus, settings] = await Promise.all([
    ctx.db.warehouse.findFirst({ where: { id: warehouseId } }),
    ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true, sku: true, isCombo: true, purchasePrice: true } }),
    settingsOf(ctx.db, skuIds)
  ]);
  if (!warehouse) throw new NotFoundError("purchase.warehouseNotFound", { id: warehouseId });
  if (!warehouse.enabled) throw new BusinessError("purchase.warehouseDisabled", { name: warehouse.name });
  if (skus.length !== skuIds.length) throw new NotFoundError("purchase.skuNotFound");
  const skuOf = new Map(skus.map((s) => [s.id, s]));
  for (const s of skus) if (settings.of(s.id).suspended) throw new BusinessError("purchase.suspended", { sku: s.sku });
  const planned = await ctx.db.purchasePlanItem.findMany({ where: { skuId: { in: skuIds }, warehouseId: { in: [...new Set(input.items.map((i) => i.warehouseId ?? warehouseId))] } } });
  const plannedOf = new Map(planned.map((p) => [pairKey2(p), p]));
  const defaults = await suppliersOf(ctx.db, skuIds, new Map(skuIds.map((s) => [s, settings.of(s).supplierId])));
  const chosen2 = input.items.map((item) => {
    const plan = plannedOf.get(pairKey2({ skuId: item.skuId, warehouseId: item.warehouseId ?? warehouseId }));
    const supplierId = item.supplierId ?? plan?.supplierId ?? defaults.get(item.skuId)?.id ?? null;
    if (supplierId == null) throw new BusinessError("purchase.noSupplier", { sku: skuOf.get(item.skuId).sku });
    return { ...item, supplierId };
  });
  const supplierIds = [...new Set(chosen2.map((c) => c.supplierId))];
  const [suppliers, relations, pairings] = await Promise.all([
    ctx.db.supplier.findMany({ where: { id: { in: supplierIds } } }),
    ctx.db.supplierProduct.findMany({ where: { skuId: { in: skuIds }, supplierId: { in: supplierIds } } }),
    extra.wholesale ? ctx.db.wholesalePairing.findMany({ where: { skuId: { in: skuIds } }, select: { skuId: true, supplierId: true } }) : []
  ]);
  if (suppliers.length !== supplierIds.length) throw new NotFoundError("purchase.supplierNotFound");
  for (const s of suppliers) {
    if (s.type !== "formal") throw new BusinessError("purchase.notFormalSupplier", { name: s.name });
    if (!s.enabled) throw new BusinessError("purchase.supplierDisabled", { name: s.name });
  }
  const priceOf = new Map(relations.map((r) => [`${r.supplierId}:${r.skuId}`, r.purchasePrice.toFixed(2)]));
  const pairedOf = new Map(pairings.map((p) => [p.skuId, p.supplierId]));
  const groups = suppliers.map((s) => {
    const items = chosen2.filter((c) => c.supplierId === s.id);
    const wholesale = !!extra.wholesale && s.wholesaleMemberId !== "" && items.every((i) => pairedOf.has(i.skuId) && [null, s.id].includes(pairedOf.get(i.skuId)));
    return { supplier: s, items, wholesale };
  });
  if (groups.some((g) => g.wholesale)) requireAlso(ctx, "wholesaleOrder.create");
  const created = await ctx.db.$transaction(async (tx) => {
    const out = [];
    for (const g of groups) {
      const order = await createPurchaseOrder(ctx, {
        supplierId: g.supplier.id,
        warehouseId,
        orderWay: g.wholesale ? "wholesale" : "offline",
        procurementType: extra.source,
        lines: g.items.map((i) => ({ skuId: i.skuId, quantity: i.quantity, unitPrice: priceOf.get(`${g.supplier.id}:${i.skuId}`) ?? skuOf.get(i.skuId).purchasePrice.toFixed(2) }))
      }, { tx });
      out.push({ id: order.id, orderNo: order.orderNo, supplierId: g.supplier.id, supplierName: g.supplier.name, orderWay: order.orderWay, lineCount: order.lines.length, quantity: order.lines.reduce((a, l) => a + l.quantity, 0) });
    }
    await tx.purchasePlanItem.deleteMany({ where: { OR: input.items.map((i) => ({ skuId: i.skuId, warehouseId: i.warehouseId ?? warehouseId })) } });
    await tx.purchasePlanItem.deleteMany({ where: { skuId: { in: skuIds }, warehouseId } });
    return out;
  });
  let wholesaleError = null;
  const toPlace = created.filter((o) => o.orderWay === "wholesale").map((o) => o.id);
  if (toPlace.length) {
    try {
      await placeWholesaleOrders(ctx, toPlace);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      wholesaleError = translate(ctx.lang, err.messageId, err.params);
    }
  }
  return { orders: created, wholesaleError };
}

// src/modules/purchase-suggestions/purchase-suggestions.graphql.ts
var Breakdown = builder.objectRef("PurchaseSuggestionTerm").implement({
  description: "One term of the stocking formula: its id, value and how it was computed",
  fields: (t) => ({ term: t.exposeString("term"), value: t.exposeString("value"), formula: t.exposeString("formula") })
});
var pairFields = (t) => ({
  skuId: t.exposeInt("skuId"),
  sku: t.exposeString("sku"),
  productName: t.exposeString("productName"),
  image: t.exposeString("image"),
  warehouseId: t.exposeInt("warehouseId"),
  warehouseName: t.exposeString("warehouseName"),
  supplierId: t.int({ nullable: true, resolve: (r) => r.supplier?.id ?? null }),
  supplierName: t.string({ resolve: (r) => r.supplier?.name ?? "" }),
  supplierType: t.string({ description: "formal or temporary; empty without a supplier", resolve: (r) => r.supplier?.type ?? "" }),
  unitPrice: t.string({ nullable: true, description: "Purchase price of the supply relationship", resolve: (r) => r.supplier?.purchasePrice ?? null }),
  quantity: t.exposeInt("quantity"),
  occupied: t.exposeInt("occupied"),
  sellable: t.exposeInt("sellable", { description: "quantity \u2212 occupied" }),
  preSale: t.exposeInt("preSale"),
  inTransit: t.exposeInt("inTransit"),
  pendingPurchase: t.exposeInt("pendingPurchase", { description: "Approved / partially received purchase order lines not yet inspected in" }),
  outOfStockDemand: t.exposeInt("waiting", { description: "Units out-of-stock orders wait for" }),
  orderCount: t.exposeInt("orderCount", { description: "Out-of-stock orders waiting" }),
  avg3: t.exposeFloat("avg3"),
  avg90: t.exposeFloat("avg90"),
  dailySales: t.exposeFloat("dailySales", { description: "Weighted average daily sales (after coefficients)" }),
  moq: t.exposeInt("moq"),
  suspended: t.boolean({ resolve: (r) => r.setting.suspended })
});
var PurchaseSuggestionRef = builder.objectRef("PurchaseSuggestion").implement({
  description: "Stocking suggestion of one SKU in one warehouse",
  fields: (t) => ({
    ...pairFields(t),
    pendingReceipt: t.int({ description: "Pending purchase + in transit", resolve: (r) => r.pendingPurchase + r.inTransit }),
    safetyStock: t.int({ resolve: (r) => r.suggestion.safetyStock }),
    stockFloor: t.int({ resolve: (r) => r.setting.stockFloor }),
    safeDays: t.int({ resolve: (r) => r.setting.safeDays }),
    minStockingDays: t.int({ resolve: (r) => r.setting.minStockingDays }),
    maxStockingDays: t.int({ resolve: (r) => r.setting.maxStockingDays }),
    stockingDemand: t.int({ resolve: (r) => r.suggestion.stockingDemand }),
    demand: t.int({ resolve: (r) => r.suggestion.demand }),
    supply: t.int({ resolve: (r) => r.suggestion.supply }),
    coverDays: t.float({ nullable: true, resolve: (r) => r.suggestion.coverDays }),
    needed: t.boolean({ resolve: (r) => r.suggestion.needed }),
    suggestedQuantity: t.int({ resolve: (r) => r.suggestion.quantity }),
    inPlan: t.exposeBoolean("inPlan"),
    breakdown: t.field({ type: [Breakdown], resolve: (r) => r.breakdown })
  })
});
var OutOfStockLineRef = builder.objectRef("OutOfStockLine").implement({
  description: "A SKU in a warehouse that out-of-stock orders wait for",
  fields: (t) => ({
    ...pairFields(t),
    available: t.exposeInt("available"),
    pendingReceipt: t.exposeInt("pendingPurchase", { description: "Approved / partially received purchase order lines not yet inspected in" }),
    shortage: t.exposeInt("shortage", { description: "waiting \u2212 available \u2212 pending receipt (not below 0)" }),
    adviceQuantity: t.exposeInt("adviceQuantity", { description: "Shortage raised to the MOQ" }),
    state: t.exposeString("state", { description: "purchasing or notPurchasing" })
  })
});
var AvailableProductRef = builder.objectRef("AvailableProduct").implement({
  description: "Available stock of a SKU in a warehouse (/productsAvailableList)",
  fields: (t) => ({
    ...pairFields(t),
    pendingReceipt: t.exposeInt("pendingPurchase"),
    safetyStock: t.exposeInt("safe"),
    daysOfCover: t.float({ nullable: true, description: "(sellable + pre-sale + pending receipt + in transit) / daily sales", resolve: (r) => daysOfCover(r) })
  })
});
var Weight = builder.objectRef("PurchaseSalesWeight").implement({
  fields: (t) => ({ days: t.exposeInt("days"), weight: t.exposeFloat("weight") })
});
var OrderCoefficient = builder.objectRef("PurchaseOrderCoefficient").implement({
  fields: (t) => ({ start: t.exposeString("start"), end: t.exposeString("end"), minQuantity: t.exposeInt("minQuantity"), maxQuantity: t.exposeInt("maxQuantity"), coefficient: t.exposeFloat("coefficient") })
});
var SalesCoefficient = builder.objectRef("PurchaseSalesCoefficient").implement({
  fields: (t) => ({ start: t.exposeString("start"), end: t.exposeString("end"), coefficient: t.exposeFloat("coefficient") })
});
var SettingRef = builder.objectRef("PurchaseSuggestionSetting").implement({
  description: "Stocking settings: global (skuId null) or one SKU's advanced settings",
  fields: (t) => ({
    skuId: t.exposeInt("skuId", { nullable: true }),
    minStockingDays: t.exposeInt("minStockingDays"),
    maxStockingDays: t.exposeInt("maxStockingDays"),
    safeDays: t.exposeInt("safeDays"),
    moq: t.exposeInt("moq"),
    minOrderDays: t.exposeInt("minOrderDays"),
    stockFloor: t.exposeInt("stockFloor"),
    suspended: t.exposeBoolean("suspended"),
    supplierId: t.exposeInt("supplierId", { nullable: true }),
    salesWeights: t.field({ type: [Weight], resolve: (s) => s.salesWeights }),
    orderCoefficients: t.field({ type: [OrderCoefficient], resolve: (s) => s.orderCoefficients }),
    salesCoefficients: t.field({ type: [SalesCoefficient], resolve: (s) => s.salesCoefficients })
  })
});
function loadSupplierName3(ctx, id5) {
  if (id5 == null) return Promise.resolve("");
  return requestLoader(ctx, "psSupplierName", async (ids2) => {
    const rows = await ctx.db.supplier.findMany({ where: { id: { in: [...ids2] } }, select: { id: true, name: true } });
    return ids2.map((i) => rows.find((r) => r.id === i) ?? null);
  }).load(id5).then((s) => s?.name ?? "");
}
builder.prismaObject("PurchasePlanItem", {
  description: "A SKU waiting in the purchase plan for a purchase order",
  fields: (t) => ({
    id: t.exposeInt("id"),
    skuId: t.exposeInt("skuId"),
    ...skuFields(t, (p) => p.skuId),
    warehouseId: t.exposeInt("warehouseId"),
    warehouseName: t.string({ resolve: (p, _a, ctx) => loadWarehouseName(ctx, p.warehouseId) }),
    supplierId: t.exposeInt("supplierId", { nullable: true }),
    supplierName: t.string({ resolve: (p, _a, ctx) => loadSupplierName3(ctx, p.supplierId) }),
    quantity: t.exposeInt("quantity"),
    suggestedQuantity: t.exposeInt("suggestedQuantity"),
    source: t.exposeString("source", { description: "suggestion, outOfStock or manual" }),
    createdByName: t.string({ resolve: (p, _a, ctx) => loadUserName(ctx, p.createdById) }),
    createdAt: t.expose("createdAt", { type: "DateTime" })
  })
});
var GeneratedOrderRef = builder.objectRef("GeneratedPurchaseOrder").implement({
  fields: (t) => ({
    id: t.exposeInt("id"),
    orderNo: t.exposeString("orderNo"),
    supplierId: t.exposeInt("supplierId"),
    supplierName: t.exposeString("supplierName"),
    orderWay: t.exposeString("orderWay"),
    lineCount: t.exposeInt("lineCount"),
    quantity: t.exposeInt("quantity")
  })
});
var GenerationResultRef = builder.objectRef("PurchaseOrderGeneration").implement({
  fields: (t) => ({
    orders: t.field({ type: [GeneratedOrderRef], resolve: (r) => r.orders }),
    wholesaleError: t.exposeString("wholesaleError", { nullable: true, description: "Why placing the wholesale orders failed (the orders exist)" })
  })
});
var SuggestionFilter = builder.inputType("PurchaseSuggestionFilter", {
  fields: (t) => ({ warehouseId: t.int(), supplierId: t.int(), keyword: t.string({ description: "SKU or product name" }), onlyNeeded: t.boolean() })
});
var OutOfStockFilter = builder.inputType("OutOfStockFilter", {
  fields: (t) => ({ warehouseId: t.int(), supplierId: t.int(), keyword: t.string(), state: t.string({ description: "purchasing or notPurchasing" }) })
});
var PlanFilter = builder.inputType("PurchasePlanFilter", {
  fields: (t) => ({ warehouseId: t.int(), supplierId: t.int(), keyword: t.string() })
});
var WeightInput = builder.inputType("PurchaseSalesWeightInput", { fields: (t) => ({ days: t.int({ required: true }), weight: t.float({ required: true }) }) });
var OrderCoefficientInput = builder.inputType("PurchaseOrderCoefficientInput", {
  fields: (t) => ({ start: t.string(), end: t.string(), minQuantity: t.int({ required: true }), maxQuantity: t.int({ required: true }), coefficient: t.float({ required: true }) })
});
var SalesCoefficientInput = builder.inputType("PurchaseSalesCoefficientInput", {
  fields: (t) => ({ start: t.string(), end: t.string(), coefficient: t.float({ required: true }) })
});
var SettingInput = builder.inputType("PurchaseSuggestionSettingInput", {
  fields: (t) => ({
    skuId: t.int({ description: "Empty: the global settings" }),
    supplierId: t.int({ description: "SKU only: the supplier of its suggestions" }),
    minStockingDays: t.int({ required: true }),
    maxStockingDays: t.int({ required: true }),
    safeDays: t.int({ required: true }),
    safetyStock: t.int({ description: "Checks the stock floor against it" }),
    moq: t.int(),
    minOrderDays: t.int(),
    stockFloor: t.int(),
    salesWeights: t.field({ type: [WeightInput] }),
    orderCoefficients: t.field({ type: [OrderCoefficientInput] }),
    salesCoefficients: t.field({ type: [SalesCoefficientInput] })
  })
});
var BatchSafetyInput = builder.inputType("BatchSafetySettingInput", {
  fields: (t) => ({
    skuIds: t.intList({ required: true }),
    warehouseId: t.int({ required: true }),
    safetyStock: t.int(),
    stockFloor: t.int(),
    safeDays: t.int(),
    moq: t.int()
  })
});
var PairInput2 = builder.inputType("PurchasePlanPairInput", { fields: (t) => ({ skuId: t.int({ required: true }), warehouseId: t.int({ required: true }) }) });
var JoinInput = builder.inputType("JoinPurchasePlanInput", {
  fields: (t) => ({ items: t.field({ type: [PairInput2], required: true }), source: t.string({ description: "suggestion (default) or outOfStock" }) })
});
var GenerateItemInput = builder.inputType("GeneratePurchaseOrderItemInput", {
  fields: (t) => ({ skuId: t.int({ required: true }), warehouseId: t.int(), supplierId: t.int(), quantity: t.int({ required: true }) })
});
var GenerateInput = builder.inputType("GeneratePurchaseOrdersInput", {
  fields: (t) => ({
    items: t.field({ type: [GenerateItemInput], required: true }),
    warehouseId: t.int({ description: "The common warehouse; empty: the one all items name" }),
    source: t.string({ description: "plan (default), suggestion or outOfStock: the procurement type" }),
    wholesale: t.boolean({ description: "Wholesale orders for wholesale suppliers whose SKUs are all paired" })
  })
});
async function page4(args, rows) {
  checkOffset(args.offset);
  const conn = await resolveOffsetConnection2(
    { args: args.offset != null ? { ...args, after: void 0, before: void 0 } : args, defaultSize: 30, maxSize: PAGE_SIZE_MAX },
    ({ offset, limit }) => rows.slice((args.offset ?? 0) + offset, (args.offset ?? 0) + offset + limit)
  );
  return { ...conn, totalCount: rows.length };
}
var totalCountField = { fields: (c) => ({ totalCount: c.int({ resolve: (p) => p.totalCount }) }) };
var offsetArg2 = { description: "Rows to skip from the start (page-number screens); replaces after" };
builder.queryFields((t) => ({
  purchaseSuggestions: t.connection(
    {
      type: PurchaseSuggestionRef,
      authScopes: { permission: "purchaseSuggestProducts" },
      description: "Stocking suggestions per SKU \xD7 warehouse (suspended SKUs left out); needed ones first",
      args: { offset: t.arg.int(offsetArg2), filter: t.arg({ type: SuggestionFilter }) },
      resolve: async (_r, args, ctx) => page4(args, await suggestions(ctx, compact(args.filter ?? {})))
    },
    totalCountField
  ),
  outOfStockLines: t.connection(
    {
      type: OutOfStockLineRef,
      authScopes: { permission: "outStockList" },
      args: { offset: t.arg.int(offsetArg2), filter: t.arg({ type: OutOfStockFilter }) },
      resolve: async (_r, args, ctx) => page4(args, await outOfStockLines(ctx, compact(args.filter ?? {})))
    },
    totalCountField
  ),
  outOfStockAdvice: t.connection(
    {
      type: OutOfStockLineRef,
      authScopes: { permission: "outStockAdvice" },
      description: "What to buy for out-of-stock lines still short: the shortage raised to the MOQ",
      args: { offset: t.arg.int(offsetArg2), filter: t.arg({ type: OutOfStockFilter }) },
      resolve: async (_r, args, ctx) => page4(args, await outOfStockAdvice(ctx, compact(args.filter ?? {})))
    },
    totalCountField
  ),
  availableProducts: t.connection(
    {
      type: AvailableProductRef,
      authScopes: { permission: "productsAvailableList" },
      args: { offset: t.arg.int(offsetArg2), filter: t.arg({ type: SuggestionFilter }) },
      resolve: async (_r, args, ctx) => page4(args, await availableProducts(ctx, compact(args.filter ?? {})))
    },
    totalCountField
  ),
  purchasePlanItems: t.prismaConnection({
    type: "PurchasePlanItem",
    cursor: "id",
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: "purchasePlanProducts" },
    args: { offset: t.arg.int(offsetArg2), filter: t.arg({ type: PlanFilter }) },
    resolve: async (query, _r, args, ctx) => ctx.db.purchasePlanItem.findMany({ ...withOffset(query, args.offset), where: await planWhere(ctx, compact(args.filter ?? {})), orderBy: { id: "desc" } }),
    totalCount: async (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.purchasePlanItem.count({ where: await planWhere(ctx, compact(args.filter ?? {})) });
    }
  }),
  purchaseSuggestionSettings: t.field({
    type: SettingRef,
    authScopes: { permission: "purchaseSuggestProducts" },
    description: "The global stocking settings",
    resolve: (_r, _a, ctx) => purchaseSettings(ctx)
  }),
  skuPurchaseSetting: t.field({
    type: SettingRef,
    nullable: true,
    authScopes: { permission: "purchaseSuggestProducts" },
    description: "A SKU's advanced settings; null when it follows the global ones",
    args: { skuId: t.arg.int({ required: true }) },
    resolve: (_r, { skuId }, ctx) => skuSetting(ctx, skuId)
  })
}));
var ext23 = { operateModule: "purchaseSuggestions" };
builder.mutationFields((t) => ({
  setPurchasingSuspended: t.field({
    type: "Int",
    errors: {},
    authScopes: { permission: "purchasePlan.update" },
    extensions: ext23,
    description: "Suspends (not purchasing) or resumes (purchasing) ticked SKUs; resuming several needs one supplier. Answers how many changed",
    args: { skuIds: t.arg.intList({ required: true }), suspended: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) => setPurchasingSuspended(ctx, args)
  }),
  joinPurchasePlan: t.field({
    type: "Int",
    errors: {},
    authScopes: { permission: "purchasePlan.update" },
    extensions: ext23,
    description: "Joins ticked SKU \xD7 warehouse rows to the plan with the suggested quantity",
    args: { input: t.arg({ type: JoinInput, required: true }) },
    resolve: (_r, { input }, ctx) => joinPlan(ctx, compact(input))
  }),
  resetPurchasePlanQuantity: t.field({
    type: "Int",
    errors: {},
    authScopes: { permission: "purchasePlan.update" },
    extensions: ext23,
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_r, { ids: ids2 }, ctx) => resetPlanQuantity(ctx, ids2)
  }),
  setPurchasePlanQuantity: t.prismaField({
    type: "PurchasePlanItem",
    errors: {},
    authScopes: { permission: "purchasePlan.update" },
    extensions: ext23,
    args: { id: t.arg.int({ required: true }), quantity: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id: id5, quantity: quantity2 }, ctx) => setPlanQuantity(ctx, id5, quantity2)
  }),
  setPurchasePlanSupplier: t.field({
    type: "Int",
    errors: {},
    authScopes: { permission: "purchasePlan.update" },
    extensions: ext23,
    args: { ids: t.arg.intList({ required: true }), supplierId: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => setPlanSupplier(ctx, args)
  }),
  removePurchasePlanItems: t.field({
    type: "Int",
    errors: {},
    authScopes: { permission: "purchasePlan.update" },
    extensions: ext23,
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_r, { ids: ids2 }, ctx) => removePlanItems(ctx, ids2)
  }),
  generatePurchaseOrders: t.field({
    type: GenerationResultRef,
    errors: {},
    authScopes: { permission: "purchasePlan.update" },
    extensions: ext23,
    description: "One purchase order per supplier from plan items, out-of-stock advice or suggestions (needs purchaseOrder.create too)",
    args: { input: t.arg({ type: GenerateInput, required: true }) },
    resolve: (_r, { input }, ctx) => generatePurchaseOrders(ctx, compact(input))
  }),
  updatePurchaseSuggestionSetting: t.field({
    type: SettingRef,
    errors: {},
    authScopes: { permission: "purchaseSetting.update" },
    extensions: ext23,
    description: "Global settings (no skuId) or a SKU's advanced settings",
    args: { input: t.arg({ type: SettingInput, required: true }) },
    resolve: (_r, { input }, ctx) => updatePurchaseSetting(ctx, compact(input))
  }),
  setBatchSafetySettings: t.field({
    type: "Int",
    errors: {},
    authScopes: { permission: "purchaseSetting.update" },
    extensions: ext23,
    description: "Safety stock (Stock.safe in the warehouse), stock floor, safe days and MOQ of ticked SKUs",
    args: { input: t.arg({ type: BatchSafetyInput, required: true }) },
    resolve: (_r, { input }, ctx) => batchSafety(ctx, compact(input))
  })
}));

// src/modules/home/home.graphql.ts
var ShopFigures = builder.objectRef("HomeShopFigures").implement({
  description: "Shops card; null without the shops page",
  fields: (t) => ({
    total: t.exposeInt("total", { nullable: true, description: "Shops of the /shops list with no status" }),
    authFailed: t.exposeInt("authFailed", { nullable: true, description: "/shops with status 4 (authorization failed)" })
  })
});
var OrderFigures = builder.objectRef("HomeOrderFigures").implement({
  description: "Orders card: each figure is the totalCount of the list its link opens (dashboardLink); null without that page",
  fields: (t) => ({
    outOfStock: t.exposeInt("outOfStock", { nullable: true, description: "/orders status outOfStock" }),
    processing: t.exposeInt("processing", { nullable: true, description: "/orders status processing" }),
    expireDelivery: t.exposeInt("expireDelivery", { nullable: true, description: "/orders otherRule expireDelivery (shipment due)" }),
    overseaCancel: t.exposeInt("overseaCancel", { nullable: true, description: "/orders otherRule overseaCancelWarning" }),
    unmatchedOver12Hours: t.exposeInt("unmatchedOver12Hours", { nullable: true, description: "/orders otherRule unmatched, condition and status processing, end_time_at = requestTime \u2212 12 h (whole seconds)" }),
    unmatchedOver24Hours: t.exposeInt("unmatchedOver24Hours", { nullable: true, description: "The same with requestTime \u2212 24 h" }),
    collectTimeout: t.exposeInt("collectTimeout", { nullable: true, description: "/outboundScan collectStatus -1 (pickup timeout)" }),
    collectException: t.exposeInt("collectException", { nullable: true, description: "/outboundScan collectStatus -2 (pickup exception)" })
  })
});
var CustomerServiceFigures = builder.objectRef("HomeCustomerServiceFigures").implement({
  fields: (t) => ({ tradebyteRefund: t.exposeInt("tradebyteRefund", { nullable: true, description: "/tradebyteRefund status 1 (to be processed)" }) })
});
var Dashboard = builder.objectRef("HomeDashboard").implement({
  description: "The home page figures (spec 01 \xA73 Dashboard)",
  fields: (t) => ({
    shop: t.field({ type: ShopFigures, resolve: (d) => d.shop }),
    order: t.field({ type: OrderFigures, resolve: (d) => d.order }),
    customerService: t.field({ type: CustomerServiceFigures, resolve: (d) => d.customerService }),
    requestTime: t.expose("requestTime", { type: "DateTime", description: "When the figures were counted: the unmatched cut-offs are taken from it" })
  })
});
var SalesSeries = builder.objectRef("HomeSalesSeries").implement({
  fields: (t) => ({
    name: t.exposeString("name", { description: "Marketplace label" }),
    platformType: t.exposeInt("platformType", { nullable: true }),
    data: t.exposeFloatList("data", { description: "One value per title: yuan (price) or orders (quantity)" }),
    total: t.exposeFloat("total")
  })
});
var FilterOption = builder.objectRef("HomeFilterOption").implement({
  fields: (t) => ({ value: t.exposeString("value"), label: t.exposeString("label") })
});
var FilterGroup = builder.objectRef("HomeFilterGroup").implement({
  fields: (t) => ({ key: t.exposeString("key", { description: "timeType, platformType or numberType" }), options: t.field({ type: [FilterOption], resolve: (g) => g.options }) })
});
var SalesReport = builder.objectRef("HomeSalesReport").implement({
  description: "The sales chart of the home page (spec 01 \xA73 Sales report)",
  fields: (t) => ({
    timeType: t.exposeString("timeType"),
    numberType: t.exposeString("numberType"),
    platformType: t.exposeString("platformType", { description: "'' all platforms" }),
    currency: t.exposeString("currency", { description: "CNY for price, empty for quantity" }),
    titles: t.exposeStringList("titles", { description: "Bucket labels, oldest first: YYYY-MM-DD (day; a week by its Monday) or YYYY-MM" }),
    series: t.field({ type: [SalesSeries], description: "One line per platform with sales in the period, largest total first; one line when a platform is chosen", resolve: (r) => r.series }),
    legend: t.exposeStringList("legend"),
    filter: t.field({ type: [FilterGroup], resolve: (r) => r.filter }),
    missingCurrencies: t.exposeStringList("missingCurrencies", { description: "Currencies without an exchange rate, left out of the amounts" })
  })
});
var SalesReportFilter = builder.inputType("HomeSalesReportFilter", {
  fields: (t) => ({
    timeType: t.string({ description: "day (default, last 30 days) | week (last 12) | month (last 12)" }),
    numberType: t.string({ description: "price (default, yuan) | quantity (orders)" }),
    platformType: t.string({ description: "Platform type number; '' or unset: all" })
  })
});
var Notice = builder.objectRef("HomeNotice").implement({
  fields: (t) => ({ id: t.exposeInt("id"), title: t.exposeString("title"), hotFlag: t.exposeBoolean("hotFlag"), updateTime: t.expose("updateTime", { type: "DateTime" }) })
});
var AlertNotice = builder.objectRef("HomeAlertNotice").implement({
  fields: (t) => ({ id: t.exposeInt("id"), title: t.exposeString("title"), content: t.exposeString("content") })
});
var TopShop = builder.objectRef("HomeTopShop").implement({
  fields: (t) => ({ shopId: t.exposeInt("shopId"), shopName: t.exposeString("shopName"), orderAmount: t.exposeFloat("orderAmount", { description: "Yuan" }) })
});
var PieSlice = builder.objectRef("HomePlatformShare").implement({
  fields: (t) => ({
    platformType: t.exposeInt("platformType"),
    name: t.exposeString("name"),
    y: t.exposeInt("y", { description: "Orders" }),
    percent: t.exposeFloat("percent", { description: "Share in percent (two decimals, the shares add up to 100)" })
  })
});
var UnshippedRow = builder.objectRef("HomeUnshippedPlatform").implement({
  fields: (t) => ({ platformType: t.exposeInt("platformType"), platformTypeName: t.exposeString("platformTypeName"), orderNum: t.exposeInt("orderNum") })
});
var Unshipped = builder.objectRef("HomeUnshippedOrders").implement({
  fields: (t) => ({ orderNumTotal: t.exposeInt("orderNumTotal"), list: t.field({ type: [UnshippedRow], resolve: (u) => u.list }) })
});
var BottomData = builder.objectRef("HomeBottomData").implement({
  description: "The lower half of the home page (spec 01 \xA73 Bottom data); order parts are empty without the orders page",
  fields: (t) => ({
    notices: t.field({ type: [Notice], description: "Newest published bulletins", resolve: (b) => b.notices }),
    alertNotices: t.field({ type: [AlertNotice], description: "Alert bulletins, newest first", resolve: (b) => b.alertNotices }),
    orderMoneyTop10Shop: t.field({ type: [TopShop], description: "Sales per shop in the window (yuan), top 10", resolve: (b) => b.orderMoneyTop10Shop }),
    orderNumPlatformPieChart: t.field({ type: [PieSlice], description: "Sales orders per platform in the window", resolve: (b) => b.orderNumPlatformPieChart }),
    unShippingOrder: t.field({ type: Unshipped, description: "Paid orders not shipped yet, per platform", resolve: (b) => b.unShippingOrder }),
    windowStart: t.expose("windowStart", { type: "DateTime", description: "First day (UTC) of the 30-day window" }),
    currency: t.exposeString("currency"),
    missingCurrencies: t.exposeStringList("missingCurrencies")
  })
});
builder.queryFields((t) => ({
  homeDashboard: t.field({
    type: Dashboard,
    authScopes: { loggedIn: true },
    description: "Home page figures; each equals the totalCount of the list it links to",
    resolve: (_r, _a, ctx) => homeDashboard(ctx)
  }),
  homeSalesReport: t.field({
    type: SalesReport,
    errors: {},
    authScopes: { loggedIn: true },
    description: "Home page sales chart (defaults day, price, all platforms)",
    args: { filter: t.arg({ type: SalesReportFilter }) },
    resolve: (_r, args, ctx) => homeSalesReport(ctx, args.filter ?? {})
  }),
  homeBottomData: t.field({
    type: BottomData,
    authScopes: { loggedIn: true },
    description: "Home page bulletins, top shops, platform shares and unshipped orders",
    resolve: (_r, _a, ctx) => homeBottomData(ctx)
  })
}));

// src/modules/sales-reports/sales-reports.graphql.ts
var Filter3 = builder.inputType("SalesReportFilter", {
  description: "Period on the order time (UTC days, both included, at most 366), platform, shop, report currency and the row grouping",
  fields: (t) => ({
    from: t.string({ required: true, description: "First day, YYYY-MM-DD (UTC)" }),
    to: t.string({ required: true, description: "Last day, YYYY-MM-DD (UTC), included" }),
    platformType: t.int({ description: "Platform type number (spec 01 \xA73)" }),
    shopId: t.int(),
    currency: t.string({ description: "Three-letter currency of the amounts (default CNY)" }),
    granularity: t.string({ description: "/salesAnalysis rows: day (default), week (Monday to Sunday) or month" }),
    dimension: t.string({ description: "/orderAnalysis groups: platform (default), country, status or shop" })
  })
});
var Money = { type: "Decimal" };
var SalesTotals = builder.objectRef("SalesAnalysisTotals").implement({
  fields: (t) => ({
    orders: t.exposeInt("orders", { description: "Sales orders (paid, not cancelled or refunded)" }),
    units: t.exposeInt("units", { description: "Item quantities of the sales orders" }),
    salesAmount: t.expose("salesAmount", { ...Money, description: "Order totals of the sales orders" }),
    freight: t.expose("freight", { ...Money, description: "Shipping fees the buyers paid on the sales orders" }),
    averageOrderValue: t.expose("averageOrderValue", { ...Money, description: "Sales amount over the orders whose currency has a rate" }),
    refundedOrders: t.exposeInt("refundedOrders"),
    refundedAmount: t.expose("refundedAmount", Money)
  })
});
var SalesRow = builder.objectRef("SalesAnalysisRow").implement({
  description: "One day, week or month of /salesAnalysis (every bucket of the period, zeros included)",
  fields: (t) => ({
    label: t.exposeString("label", { description: "'YYYY-MM-DD' (a week by its Monday) or 'YYYY-MM'" }),
    start: t.expose("start", { type: "DateTime" }),
    orders: t.exposeInt("orders"),
    units: t.exposeInt("units"),
    salesAmount: t.expose("salesAmount", Money),
    freight: t.expose("freight", Money),
    averageOrderValue: t.expose("averageOrderValue", Money),
    refundedOrders: t.exposeInt("refundedOrders"),
    refundedAmount: t.expose("refundedAmount", Money)
  })
});
var SalesReport2 = builder.objectRef("SalesAnalysisReport").implement({
  fields: (t) => ({
    currency: t.exposeString("currency"),
    missingCurrencies: t.exposeStringList("missingCurrencies", { description: "Order currencies without an exchange rate: their amounts are left out, their orders counted" }),
    granularity: t.exposeString("granularity"),
    rows: t.field({ type: [SalesRow], resolve: (r) => r.rows }),
    totals: t.field({ type: SalesTotals, resolve: (r) => r.totals })
  })
});
var OrderRow = builder.objectRef("OrderAnalysisRow").implement({
  description: "One group of /orderAnalysis",
  fields: (t) => ({
    key: t.exposeString("key", { description: "Platform type, country code, order status or shop id" }),
    label: t.exposeString("label", { description: "Marketplace or shop name; the country code or status itself" }),
    orders: t.exposeInt("orders"),
    share: t.exposeFloat("share", { description: "Percent of the orders (two decimals, rows add up to 100)" }),
    units: t.exposeInt("units"),
    salesAmount: t.expose("salesAmount", Money)
  })
});
var OrderTotals = builder.objectRef("OrderAnalysisTotals").implement({
  fields: (t) => ({ orders: t.exposeInt("orders"), units: t.exposeInt("units"), salesAmount: t.expose("salesAmount", Money) })
});
var OrderChartPoint = builder.objectRef("OrderAnalysisChartPoint").implement({
  fields: (t) => ({
    key: t.exposeString("key", { description: `A group's key, or ${OTHER_KEY} for the rest folded together` }),
    label: t.exposeString("label"),
    orders: t.exposeInt("orders"),
    share: t.exposeFloat("share")
  })
});
var OrderReport = builder.objectRef("OrderAnalysisReport").implement({
  fields: (t) => ({
    currency: t.exposeString("currency"),
    missingCurrencies: t.exposeStringList("missingCurrencies"),
    dimension: t.exposeString("dimension"),
    totalCount: t.exposeInt("totalCount"),
    rows: t.field({ type: [OrderRow], resolve: (r) => r.rows }),
    totals: t.field({ type: OrderTotals, resolve: (r) => r.totals }),
    chart: t.field({ type: [OrderChartPoint], description: `Orders of the largest groups (at most ${CHART_ITEMS}, the rest folded)`, resolve: (r) => r.chart })
  })
});
var StoreTotals = builder.objectRef("StoreAnalysisTotals").implement({
  fields: (t) => ({
    orders: t.exposeInt("orders"),
    units: t.exposeInt("units"),
    salesAmount: t.expose("salesAmount", Money),
    freight: t.expose("freight", Money),
    platformFee: t.expose("platformFee", { ...Money, description: "(sales + freight) \xD7 the shop platform rate" }),
    refundedOrders: t.exposeInt("refundedOrders"),
    refundedProducts: t.exposeInt("refundedProducts", { description: "Item quantities of the refunded orders" }),
    validProducts: t.exposeInt("validProducts", { description: "Item quantities of the sales orders" }),
    refundRate: t.exposeFloat("refundRate", { description: "Refunded / (refunded + valid products), 0 to 1" }),
    averageOrderValue: t.expose("averageOrderValue", Money)
  })
});
var StoreRow = builder.objectRef("StoreAnalysisRow").implement({
  description: "One shop of /storeAnalysis",
  fields: (t) => ({
    shopId: t.exposeInt("shopId"),
    shopName: t.exposeString("shopName"),
    platformType: t.exposeInt("platformType"),
    platformLabel: t.exposeString("platformLabel"),
    platformRate: t.expose("platformRate", { type: "Decimal", description: "Percent, as set on the shop" }),
    orders: t.exposeInt("orders"),
    units: t.exposeInt("units"),
    salesAmount: t.expose("salesAmount", Money),
    freight: t.expose("freight", Money),
    platformFee: t.expose("platformFee", { ...Money, description: "(sales + freight) \xD7 the shop platform rate" }),
    refundedOrders: t.exposeInt("refundedOrders"),
    refundedProducts: t.exposeInt("refundedProducts", { description: "Item quantities of the refunded orders" }),
    validProducts: t.exposeInt("validProducts", { description: "Item quantities of the sales orders" }),
    refundRate: t.exposeFloat("refundRate", { description: "Refunded / (refunded + valid products), 0 to 1" }),
    averageOrderValue: t.expose("averageOrderValue", Money)
  })
});
var ChartPoint2 = builder.objectRef("SalesReportChartPoint").implement({
  fields: (t) => ({ label: t.exposeString("label"), value: t.expose("value", Money) })
});
var StoreReport = builder.objectRef("StoreAnalysisReport").implement({
  fields: (t) => ({
    currency: t.exposeString("currency"),
    missingCurrencies: t.exposeStringList("missingCurrencies"),
    totalCount: t.exposeInt("totalCount"),
    rows: t.field({ type: [StoreRow], resolve: (r) => r.rows }),
    totals: t.field({ type: StoreTotals, resolve: (r) => r.totals }),
    chart: t.field({ type: [ChartPoint2], description: `Sales amount of the top ${CHART_ITEMS} shops`, resolve: (r) => r.chart })
  })
});
var ShopOption2 = builder.objectRef("SalesReportShopOption").implement({
  fields: (t) => ({ id: t.exposeInt("id"), name: t.exposeString("name"), platformType: t.exposeInt("platformType"), platformLabel: t.exposeString("platformLabel") })
});
var PlatformOption = builder.objectRef("SalesReportPlatformOption").implement({
  fields: (t) => ({ platformType: t.exposeInt("platformType"), label: t.exposeString("label") })
});
var Options2 = builder.objectRef("SalesReportOptions").implement({
  fields: (t) => ({
    shops: t.field({ type: [ShopOption2], resolve: (o) => o.shops }),
    platforms: t.field({ type: [PlatformOption], resolve: (o) => o.platforms })
  })
});
builder.queryFields((t) => ({
  salesAnalysisReport: t.field({
    type: SalesReport2,
    errors: {},
    authScopes: { permission: "salesAnalysis" },
    description: "/salesAnalysis: sales per day, week or month of the period",
    args: { filter: t.arg({ type: Filter3, required: true }) },
    resolve: (_r, args, ctx) => salesAnalysisReport(ctx, compact(args.filter))
  }),
  orderAnalysisReport: t.field({
    type: OrderReport,
    errors: {},
    authScopes: { permission: "orderAnalysis" },
    description: "/orderAnalysis: orders per platform, country, status (every status) or shop, largest first",
    args: { filter: t.arg({ type: Filter3, required: true }), offset: t.arg.int({ description: "Rows to skip (default 0)" }), limit: t.arg.int({ description: `Rows of the page (default 20, at most ${PAGE_SIZE_MAX})` }) },
    resolve: (_r, args, ctx) => orderAnalysisReport(ctx, compact(args.filter), args)
  }),
  storeAnalysisReport: t.field({
    type: StoreReport,
    errors: {},
    authScopes: { permission: "storeAnalysis" },
    description: "/storeAnalysis: sales, platform fee and refund rate per shop, by sales amount",
    args: { filter: t.arg({ type: Filter3, required: true }), offset: t.arg.int({ description: "Rows to skip (default 0)" }), limit: t.arg.int({ description: `Rows of the page (default 20, at most ${PAGE_SIZE_MAX})` }) },
    resolve: (_r, args, ctx) => storeAnalysisReport(ctx, compact(args.filter), args)
  }),
  salesReportOptions: t.field({
    type: Options2,
    authScopes: { loggedIn: true },
    description: "The caller's shops and their platforms to filter the sales reports by (needs one of the report pages)",
    resolve: (_r, _a, ctx) => salesReportOptions(ctx)
  })
}));

// src/modules/exchange-rates/exchange-rates.graphql.ts
var ExchangeRate = builder.objectRef("ExchangeRate").implement({
  description: "One currency of /exchangeRates: yuan per unit of the currency",
  fields: (t) => ({
    id: t.exposeInt("id", { nullable: true, description: "The company's rate (null: the built-in rate applies)" }),
    currency: t.exposeString("currency", { description: "ISO 4217 code" }),
    rate: t.expose("rate", { type: "Decimal", description: 'Rate in force ("executed rate"), yuan per unit' }),
    defaultRate: t.expose("defaultRate", { type: "Decimal", nullable: true, description: 'Built-in ("standard") rate; null for a currency the company added' }),
    source: t.exposeString("source", { description: "custom (set by the company) or default (built-in)" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", nullable: true }),
    updatedBy: t.exposeString("updatedBy", { description: "Who last set it (custom rates)" })
  })
});
var ExchangeRateInput = builder.inputType("ExchangeRateInput", {
  fields: (t) => ({
    currency: t.string({ required: true, description: "ISO 4217 code (three letters)" }),
    rate: t.field({ type: "Decimal", required: true, description: "Yuan per unit: above 0, at most 1000000, at most 6 decimals (CNY is always 1)" })
  })
});
builder.queryFields((t) => ({
  exchangeRates: t.field({
    type: [ExchangeRate],
    errors: {},
    authScopes: { permission: "exchangeRates" },
    description: "/exchangeRates: every currency (built-in and the company's own), by code",
    resolve: (_r, _a, ctx) => listExchangeRates(ctx)
  })
}));
var ext24 = { operateModule: "exchangeRates" };
builder.mutationFields((t) => ({
  setExchangeRate: t.field({
    type: ExchangeRate,
    errors: {},
    authScopes: { permission: "exchangeRate.update" },
    extensions: ext24,
    description: "Sets the company's rate of a currency (added or replaced)",
    args: { input: t.arg({ type: ExchangeRateInput, required: true }) },
    resolve: (_r, { input }, ctx) => setExchangeRate(ctx, { currency: input.currency, rate: Number(input.rate) })
  }),
  resetExchangeRate: t.field({
    type: "String",
    errors: {},
    authScopes: { permission: "exchangeRate.update" },
    extensions: ext24,
    description: "Deletes the company's rate: the built-in one applies again (a currency without one leaves the list). Answers the currency",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id: id5 }, ctx) => resetExchangeRate(ctx, id5)
  })
}));

// src/modules/tradebyte-refunds/tradebyte-refunds.graphql.ts
var Filter4 = builder.inputType("TradebyteRefundFilter", {
  fields: (t) => ({
    status: t.int({ description: "1 to be processed, 2 refunded, 3 refused; unset: all" }),
    shopId: t.int(),
    keyword: t.string({ description: "Return number, marketplace order number or marketplace SKU (contains)" }),
    requestedFrom: t.field({ type: "DateTime" }),
    requestedTo: t.field({ type: "DateTime" })
  })
});
function loadOrderBrief2(ctx, id5) {
  return requestLoader(ctx, "tradebyteRefundOrder", async (ids2) => {
    const rows = await ctx.db.order.findMany({ where: { id: { in: [...ids2] } }, select: { id: true, orderNo: true, status: true } });
    return ids2.map((i) => rows.find((r) => r.id === i) ?? null);
  }).load(id5);
}
var OrderBrief = builder.objectRef("TradebyteRefundOrder").implement({
  fields: (t) => ({ id: t.exposeInt("id"), orderNo: t.exposeString("orderNo"), status: t.expose("status", { type: OrderStatusEnum }) })
});
var Refund = builder.objectRef("TradebyteRefund").implement({
  description: "A return request of a Tradebyte shop",
  fields: (t) => ({
    id: t.exposeInt("id"),
    shopId: t.exposeInt("shopId"),
    shopName: t.string({ resolve: (r, _a, ctx) => loadShopName(ctx, r.shopId) }),
    orderId: t.exposeInt("orderId", { nullable: true, description: "The local order of the same marketplace order number" }),
    order: t.field({
      type: OrderBrief,
      nullable: true,
      resolve: (r, _a, ctx) => r.orderId ? loadOrderBrief2(ctx, r.orderId) : null
    }),
    platformOrderNo: t.exposeString("platformOrderNo"),
    returnNo: t.exposeString("returnNo"),
    platformSku: t.exposeString("platformSku"),
    title: t.exposeString("title"),
    quantity: t.exposeInt("quantity"),
    amount: t.field({ type: "Decimal", resolve: (r) => r.amount.toFixed(2) }),
    currency: t.exposeString("currency"),
    reason: t.exposeString("reason"),
    status: t.exposeInt("status", { description: "1 to be processed, 2 refunded, 3 refused" }),
    remark: t.exposeString("remark"),
    requestedAt: t.expose("requestedAt", { type: "DateTime" }),
    handledAt: t.expose("handledAt", { type: "DateTime", nullable: true }),
    handledBy: t.string({ description: "Name of who handled it", resolve: (r, _a, ctx) => loadUserName(ctx, r.handledBy) })
  })
});
var RefundPage = builder.objectRef("TradebyteRefundPage").implement({
  fields: (t) => ({ totalCount: t.exposeInt("totalCount"), nodes: t.field({ type: [Refund], resolve: (p) => p.nodes }) })
});
var StatusCounts = builder.objectRef("TradebyteRefundStatusCounts").implement({
  fields: (t) => ({ pending: t.exposeInt("pending"), refunded: t.exposeInt("refunded"), refused: t.exposeInt("refused"), all: t.exposeInt("all") })
});
var HandleResult = builder.objectRef("TradebyteRefundHandleResult").implement({
  fields: (t) => ({
    ids: t.exposeIntList("ids", { description: "The returns handled" }),
    refundedOrderIds: t.exposeIntList("refundedOrderIds", { description: "Local orders marked refunded (the refunded returns cover the whole order)" })
  })
});
var HandleInput = builder.inputType("TradebyteRefundHandleInput", {
  fields: (t) => ({
    ids: t.intList({ required: true, description: "At most 100 returns, all to be processed" }),
    action: t.string({ required: true, description: "refund or refuse" }),
    remark: t.string({ description: "Required to refuse" })
  })
});
var ShopOption3 = builder.objectRef("TradebyteShopOption").implement({
  fields: (t) => ({ id: t.exposeInt("id"), shopName: t.exposeString("shopName"), alias: t.exposeString("alias") })
});
builder.queryFields((t) => ({
  tradebyteShops: t.field({
    type: [ShopOption3],
    authScopes: { permission: "tradebyteRefund" },
    description: "The caller's Tradebyte shops (the /tradebyteRefund shop filter)",
    resolve: (_r, _a, ctx) => tradebyteShops(ctx)
  }),
  tradebyteRefunds: t.field({
    type: RefundPage,
    errors: {},
    authScopes: { permission: "tradebyteRefund" },
    description: "/tradebyteRefund: return requests, newest first",
    args: { filter: t.arg({ type: Filter4 }), offset: t.arg.int({ description: "Rows to skip (default 0)" }), limit: t.arg.int({ description: "Rows of the page (default 20, at most 100)" }) },
    resolve: (_r, a, ctx) => listTradebyteRefunds(ctx, compact(a.filter ?? {}), { offset: a.offset, limit: a.limit })
  }),
  tradebyteRefundStatusCounts: t.field({
    type: StatusCounts,
    errors: {},
    authScopes: { permission: "tradebyteRefund" },
    description: "Returns per status for the tabs (the filter without its status)",
    args: { filter: t.arg({ type: Filter4 }) },
    resolve: (_r, a, ctx) => tradebyteRefundStatusCounts(ctx, compact(a.filter ?? {}))
  })
}));
builder.mutationFields((t) => ({
  handleTradebyteRefunds: t.field({
    type: HandleResult,
    errors: {},
    authScopes: { permission: "tradebyteRefund.handle" },
    extensions: { operateModule: "tradebyteRefund" },
    description: "Refunds or refuses return requests, all or none (a refund marks a shipped order refunded when the returns cover it)",
    args: { input: t.arg({ type: HandleInput, required: true }) },
    resolve: (_r, { input }, ctx) => handleTradebyteRefunds(ctx, compact(input))
  })
}));

// src/graphql/schema.ts
var schema = builder.toSchema();

// src/graphql/limits.ts
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { MaxTokensParserWLexer } from "@escape.tech/graphql-armor-max-tokens";
import {
  GraphQLError as GraphQLError2,
  Kind as Kind3,
  getNamedType,
  getOperationAST,
  isInterfaceType,
  isLeafType,
  isObjectType
} from "graphql";
var LIMIT_ERROR_CODE = "QUERY_LIMIT_EXCEEDED";
var PAGE_ARGUMENTS = ["first", "last", "limit"];
function limitError(messageId, params, lang = "en", code = LIMIT_ERROR_CODE) {
  return new GraphQLError2(translate(lang, messageId, params), { extensions: { code, messageId, ...params } });
}
var foundIn = (message) => Number(/found (\d+)/.exec(message)?.[1] ?? NaN);
function useQueryShapeLimits() {
  const parseWithTokenLimit = (source, options) => new MaxTokensParserWLexer(source, {
    ...options,
    n: GRAPHQL_MAX_TOKENS,
    propagateOnRejection: false,
    onReject: [
      () => {
        throw limitError("graphql.tokenLimit", { max: GRAPHQL_MAX_TOKENS });
      }
    ]
  }).parseDocument();
  const depth = maxDepthRule({
    n: GRAPHQL_MAX_DEPTH,
    propagateOnRejection: false,
    onReject: [(ctx, err) => ctx.reportError(limitError("graphql.depthLimit", { max: GRAPHQL_MAX_DEPTH, found: foundIn(err.message) }))]
  });
  const aliases = maxAliasesRule({
    n: GRAPHQL_MAX_ALIASES,
    propagateOnRejection: false,
    onReject: [(ctx, err) => ctx.reportError(limitError("graphql.aliasLimit", { max: GRAPHQL_MAX_ALIASES, found: foundIn(err.message) }))]
  });
  return {
    onParse: ({ setParseFn }) => setParseFn(parseWithTokenLimit),
    onValidate: ({ addValidationRule }) => {
      addValidationRule(depth);
      addValidationRule(aliases);
    }
  };
}
function queryCost(schema2, document, opts = {}) {
  const operation = getOperationAST(document, opts.operationName ?? void 0);
  const root = operation && schema2.getRootType(operation.operation);
  if (!operation || !root) return { cost: 0 };
  const fragments = /* @__PURE__ */ new Map();
  for (const d of document.definitions) if (d.kind === Kind3.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const variables = {};
  for (const v of operation.variableDefinitions ?? []) {
    if (v.defaultValue?.kind === Kind3.INT) variables[v.variable.name.value] = Number(v.defaultValue.value);
  }
  Object.assign(variables, opts.variables ?? {});
  const result = { cost: 0 };
  const pageSize = (node, field) => {
    for (const name of PAGE_ARGUMENTS) {
      if (!field.args.some((a) => a.name === name)) continue;
      const arg = node.arguments?.find((a) => a.name.value === name);
      if (!arg) continue;
      const value = arg.value.kind === Kind3.INT ? Number(arg.value.value) : arg.value.kind === Kind3.VARIABLE ? variables[arg.value.name.value] ?? opts.unsetVariable : void 0;
      if (typeof value !== "number" || !Number.isFinite(value)) continue;
      if (value > PAGE_SIZE_MAX && !result.pageTooLarge) result.pageTooLarge = { field: node.name.value, argument: name, value };
      return value;
    }
    return field.args.some((a) => PAGE_ARGUMENTS.includes(a.name)) ? PAGE_SIZE_DEFAULT : void 0;
  };
  const selectionCost = (set, type, depth, mutationRoot) => {
    if (depth > 64) return 0;
    let cost = 0;
    for (const s of set.selections) {
      if (s.kind === Kind3.INLINE_FRAGMENT) {
        const on = s.typeCondition ? schema2.getType(s.typeCondition.name.value) : type;
        if (on) cost += selectionCost(s.selectionSet, on, depth + 1, mutationRoot);
      } else if (s.kind === Kind3.FRAGMENT_SPREAD) {
        const fragment = fragments.get(s.name.value);
        const on = fragment && schema2.getType(fragment.typeCondition.name.value);
        if (fragment && on) cost += selectionCost(fragment.selectionSet, on, depth + 1, mutationRoot);
      } else {
        if (s.name.value.startsWith("__")) continue;
        const field = isObjectType(type) || isInterfaceType(type) ? type.getFields()[s.name.value] : void 0;
        if (!field) continue;
        if (mutationRoot) cost += GRAPHQL_MUTATION_COST;
        const named = getNamedType(field.type);
        const rows = pageSize(s, field);
        if (isLeafType(named) || !s.selectionSet) continue;
        cost += 1 + (rows ?? 1) * selectionCost(s.selectionSet, named, depth + 1, false);
      }
    }
    return cost;
  };
  result.cost = selectionCost(operation.selectionSet, root, 0, operation.operation === "mutation");
  return result;
}
function costExtension(cost) {
  return { requestedQueryCost: cost, maximumAvailable: GRAPHQL_MAX_COST };
}
function useQueryCost() {
  const refusal = (args) => {
    const lang = args.contextValue.lang ?? "zh";
    const measured = queryCost(args.schema, args.document, { operationName: args.operationName, variables: args.variableValues });
    const extensions = { cost: costExtension(measured.cost) };
    if (measured.pageTooLarge) {
      const { field, argument, value } = measured.pageTooLarge;
      const error = limitError("validation.pageSize", { max: PAGE_SIZE_MAX, field, argument, found: value }, lang, "BAD_USER_INPUT");
      return { measured, refused: { errors: [error], extensions } };
    }
    if (measured.cost > GRAPHQL_MAX_COST) {
      return { measured, refused: { errors: [limitError("graphql.costLimit", { max: GRAPHQL_MAX_COST, cost: measured.cost }, lang)], extensions } };
    }
    return { measured, refused: void 0 };
  };
  return {
    onExecute: ({ args, setResultAndStopExecution }) => {
      const { measured, refused } = refusal(args);
      if (refused) return setResultAndStopExecution(refused);
      return {
        onExecuteDone: ({ result, setResult }) => {
          if (Symbol.asyncIterator in result) return;
          setResult({ ...result, extensions: { ...result.extensions, cost: costExtension(measured.cost) } });
        }
      };
    },
    onSubscribe: ({ args, setResultAndStopExecution }) => {
      const { refused } = refusal(args);
      if (refused) setResultAndStopExecution(refused);
    }
  };
}
function localizeErrors(errors, lang, signedIn2) {
  return errors.map((e) => {
    const messageId = e.extensions?.messageId;
    let message = e.extensions?.code === LIMIT_ERROR_CODE && typeof messageId === "string" ? translate(lang, messageId, e.extensions) : e.message;
    if (!signedIn2) message = withoutSuggestions(message);
    if (message === e.message) return e;
    return new GraphQLError2(message, { nodes: e.nodes, source: e.source, positions: e.positions, path: e.path, originalError: e.originalError, extensions: e.extensions });
  });
}
function withoutSuggestions(message) {
  return message.replace(/\s*Did you mean .+\?/g, "").trim();
}
var hasSuggestion = (errors) => errors.some((e) => /Did you mean /.test(e.message));

// src/graphql/yoga.ts
async function buildContext(platform, initial) {
  const header = (name) => initial.request?.headers.get(name) ?? initial.req?.headers?.[name] ?? void 0;
  const params = initial.connectionParams ?? {};
  const token = bearerToken(header("authorization") ?? params.authorization ?? params.Authorization) ?? (typeof params.token === "string" ? params.token : void 0);
  const lang = parseLang(header("lang") ?? params.lang);
  const base = {
    lang,
    ip: initial.req?.ip ?? initial.req?.socket?.remoteAddress ?? "",
    userAgent: header("user-agent") ?? "",
    token
  };
  if (!token) return createContext(platform, base);
  try {
    if (isOperatorToken(token)) return createContext(platform, { ...base, operator: await authenticateOperator(platform, token) });
    return createContext(platform, { ...base, actor: await authenticate(platform, token) });
  } catch (err) {
    if (err instanceof AppError) {
      throw new GraphQLError3(translate(lang, err.messageId), {
        extensions: { code: "UNAUTHENTICATED", messageId: err.messageId, http: { status: err.status } }
      });
    }
    throw err;
  }
}
function useAppErrors() {
  const convert = (error, ctx) => {
    const orig = error.originalError;
    if (!(orig instanceof AppError)) return error;
    if (orig instanceof ValidationError) {
      const fieldErrors2 = orig.issues.map((i) => ({ field: i.field, messageId: i.messageId, message: translate(ctx.lang, i.messageId, i.params) }));
      return new GraphQLError3(fieldErrors2[0]?.message ?? translate(ctx.lang, orig.messageId), {
        path: error.path,
        nodes: error.nodes,
        extensions: { code: "BAD_USER_INPUT", messageId: orig.messageId, status: orig.status, fieldErrors: fieldErrors2 }
      });
    }
    return new GraphQLError3(translate(ctx.lang, orig.messageId, orig.params), {
      path: error.path,
      nodes: error.nodes,
      extensions: {
        code: orig.status === 403 ? "FORBIDDEN" : orig.status === 401 ? "UNAUTHENTICATED" : "BAD_REQUEST",
        messageId: orig.messageId,
        status: orig.status,
        // A service-level permission refusal names the permission like a scope-auth refusal does.
        ...typeof orig.params.permission === "string" ? { permission: orig.params.permission } : {}
      }
    });
  };
  const fix = (contextValue) => ({ result, setResult }) => {
    if (!result || !("errors" in result) || !result.errors?.length) return;
    setResult({ ...result, errors: result.errors.map((e) => convert(e, contextValue)) });
  };
  return {
    onExecute: ({ args }) => ({ onExecuteDone: fix(args.contextValue) }),
    // A refusal raised while starting a subscription arrives as the subscribe result.
    onSubscribe: ({ args }) => ({ onSubscribeResult: fix(args.contextValue) })
  };
}
async function signedIn(platform, authorization) {
  const token = bearerToken(authorization ?? void 0);
  if (!token) return false;
  try {
    await (isOperatorToken(token) ? authenticateOperator(platform, token) : authenticate(platform, token));
    return true;
  } catch {
    return false;
  }
}
function useCallerFacingErrors(platform) {
  return {
    onExecutionResult: async ({ result, setResult, request }) => {
      if (!result || Array.isArray(result) || Symbol.asyncIterator in result || !result.errors?.length) return;
      const errors = result.errors;
      const lang = parseLang(request.headers.get("lang"));
      const known = hasSuggestion(errors) ? await signedIn(platform, request.headers.get("authorization")) : true;
      setResult({ ...result, errors: localizeErrors(errors, lang, known) });
    }
  };
}
function createGraphQL(platform) {
  const yoga = createYoga({
    schema,
    graphqlEndpoint: "/graphql",
    context: (initial) => buildContext(platform, initial),
    plugins: [useQueryShapeLimits(), useQueryCost(), useAppErrors(), useCallerFacingErrors(platform)],
    maskedErrors: {
      maskError: (error, message) => {
        const original = error.originalError;
        if (error instanceof GraphQLError3 && error.extensions?.code && !original) return error;
        if (error instanceof GraphQLError3 && (!original || original instanceof GraphQLError3 && !original.extensions?.code && !error.path)) {
          return new GraphQLError3(error.message, { nodes: error.nodes, path: error.path, extensions: { ...error.extensions, code: "BAD_USER_INPUT" } });
        }
        if (original instanceof GraphQLError3 && original.extensions?.code) return original;
        platform.logger.error({ err: error.originalError ?? error }, "graphql error");
        if (process.env.DEBUG_GQL) console.error(error);
        return new GraphQLError3(message, { extensions: { code: "INTERNAL_SERVER_ERROR" } });
      }
    },
    logging: false,
    graphiql: true
  });
  function attachWebSocket(server) {
    const wss = new WebSocketServer({ server, path: "/graphql" });
    const disposable = useServer(
      {
        execute: (args) => args.rootValue.execute(args),
        subscribe: (args) => args.rootValue.subscribe(args),
        onSubscribe: async (ctx, _id, payload) => {
          const { schema: s, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
            ...ctx,
            req: ctx.extra.request,
            socket: ctx.extra.socket,
            params: payload,
            connectionParams: ctx.connectionParams
          });
          let contextValue;
          try {
            contextValue = await contextFactory();
          } catch (err) {
            return [err];
          }
          const finish = (errors2) => localizeErrors(errors2, contextValue.lang, !!(contextValue.actor || contextValue.operator));
          let document;
          try {
            document = parse(payload.query);
          } catch (err) {
            if (err instanceof GraphQLError3) return finish([err]);
            throw err;
          }
          const args = {
            schema: s,
            operationName: payload.operationName,
            document,
            variableValues: payload.variables,
            contextValue,
            rootValue: { execute, subscribe }
          };
          const errors = validate(args.schema, args.document);
          if (errors.length) return finish(errors);
          return args;
        }
      },
      wss
    );
    return async () => {
      await disposable.dispose();
      wss.close();
    };
  }
  return { yoga, attachWebSocket };
}

// src/modules/auth/auth.rest.ts
var meta2 = (ctx) => ({ ip: ctx.ip, userAgent: ctx.userAgent, lang: ctx.lang });
var authRoutes = [
  { path: "login", auth: "none", handler: (ctx, body) => login(ctx.platform, meta2(ctx), body) },
  { path: "refresh", auth: "none", handler: (ctx) => refresh(ctx.platform, ctx.token) },
  { path: "logout", auth: "required", logged: true, handler: async (ctx) => (await logout(ctx), null) },
  { path: "user/routes", auth: "required", handler: (ctx) => userRoutes(ctx) },
  { path: "register", auth: "none", handler: (ctx, body) => register(ctx.platform, meta2(ctx), body) },
  {
    path: "forgotPassword/sendCode",
    auth: "none",
    handler: async (ctx, body) => (await sendResetCode(ctx.platform, meta2(ctx), body), { sent: true })
  },
  {
    path: "forgotPassword/reset",
    auth: "none",
    handler: async (ctx, body) => (await resetPassword(ctx.platform, meta2(ctx), body), { reset: true })
  }
];

// src/modules/client-log/client-log.service.ts
import { createHash as createHash2 } from "crypto";
async function reportClientError(platform, meta3, actor, raw) {
  const input = parseInput(clientLogInput, raw);
  const companyId = actor?.companyId ?? null;
  const userId = actor?.userId ?? null;
  const route = input.data.route ?? "";
  const fingerprint = createHash2("sha256").update(JSON.stringify([companyId, userId, input.level, input.message, route])).digest("hex");
  const hourBucket = new Date(Math.floor(Date.now() / ERROR_LOG_DEDUPE_MS) * ERROR_LOG_DEDUPE_MS);
  const db = unscopedDb(platform.database.prisma, "error reports may arrive before sign-in");
  const row = await db.clientErrorLog.upsert({
    where: { fingerprint_hourBucket: { fingerprint, hourBucket } },
    create: {
      companyId,
      userId,
      level: input.level,
      message: input.message,
      data: input.data,
      route,
      fullPath: input.data.fullPath ?? "",
      userAgent: meta3.userAgent.slice(0, 300),
      fingerprint,
      hourBucket
    },
    update: { count: { increment: 1 }, lastSeenAt: /* @__PURE__ */ new Date() }
  });
  return { id: row.id, count: row.count, duplicate: row.count > 1 };
}

// src/modules/client-log/client-log.rest.ts
var clientLogRoutes = [
  { path: "info/log", auth: "optional", handler: (ctx, body) => reportClientError(ctx.platform, ctx, ctx.actor, body) }
];

// src/modules/messages/messages.rest.ts
function noticeView(ctx, n) {
  const { title, body } = renderNotice(ctx.lang, n);
  const def = noticeType(n.type);
  return {
    id: n.id,
    title,
    body,
    type: n.type,
    tag: def?.group ?? "system",
    typeName: translate(ctx.lang, def?.nameId ?? n.type),
    createTime: n.createdAt.toISOString(),
    isRead: n.isRead,
    otherBillNum: n.otherBillNum
  };
}
function parseIds(raw) {
  if (raw === void 0 || raw === null || raw === "") return void 0;
  const parts = Array.isArray(raw) ? raw : typeof raw === "string" ? raw.split(",").map((s) => s.trim()).filter(Boolean) : [raw];
  const ids2 = parts.map((p) => typeof p === "number" ? p : typeof p === "string" && /^\d+$/.test(p) ? Number(p) : NaN);
  if (ids2.some((id5) => !Number.isSafeInteger(id5) || id5 <= 0)) throw ValidationError.field("ids", "notice.idsInvalid");
  return ids2;
}
var truthy = (v) => v === true || v === 1 || v === "1" || v === "true";
function bulletinView(b) {
  return { id: b.id, title: b.title, content: b.content, hotFlag: b.hotFlag, alertFlag: b.alertFlag, updateTime: b.updatedAt.toISOString() };
}
var messageRoutes = [
  {
    path: "messageNotice/recentMessages",
    auth: "required",
    handler: async (ctx) => {
      const summary = await noticeSummary(ctx);
      return { count: summary.count, group: summary.group.map((g) => ({ ...g, messages: g.messages.map((m) => noticeView(ctx, m)) })) };
    }
  },
  {
    // updateType '1' marks read (the only update the spec names). `all` (or no ids with all) marks every unread one.
    path: "messageNotice/batchSetRead",
    auth: "required",
    logged: true,
    handler: async (ctx, body) => {
      if (String(body.updateType ?? "") !== "1") throw ValidationError.field("updateType", "notice.updateTypeInvalid");
      const group = typeof body.group === "string" && body.group ? body.group : void 0;
      return markNoticesRead(ctx, { ids: parseIds(body.ids), all: truthy(body.all), group });
    }
  },
  {
    path: "notice",
    auth: "required",
    handler: async (ctx, body) => {
      const id5 = typeof body.id === "string" && /^\d+$/.test(body.id) ? Number(body.id) : body.id;
      if (typeof id5 !== "number" || !Number.isSafeInteger(id5) || id5 <= 0) throw ValidationError.field("id", "bulletin.idInvalid");
      const bulletin = await findPublished(ctx, id5);
      if (!bulletin) throw new NotFoundError();
      return { notice: bulletinView(bulletin) };
    }
  },
  {
    // The shell's poll: unread chat messages, the newest unread notice, alert bulletins, running exports.
    path: "chat/unReadCount",
    auth: "required",
    handler: async (ctx) => {
      const actor = requireActor(ctx);
      const [messageNotice, newest, alerts, processReport] = await Promise.all([
        unreadNoticeCount(ctx),
        newestUnreadNotice(ctx),
        alertBulletins(ctx),
        // Read directly (the task queue is another module): the download badge.
        ctx.db.reportJob.count({ where: { userId: actor.userId, status: { in: [...REPORT_JOB_RUNNING] } } })
      ]);
      const rendered = newest ? renderNotice(ctx.lang, newest) : void 0;
      return {
        // Chat (spec 01 'Platform chat widget') is not built yet: no chat messages, so none unread.
        count: 0,
        notify: rendered ? { title: rendered.title, message: rendered.body } : null,
        messageNotice,
        alertNotices: alerts.map((b) => ({ title: b.title, content: b.content })),
        processReport
      };
    }
  },
  { path: "operator/login", auth: "none", handler: (ctx, body) => operatorLogin(ctx.platform, { ip: ctx.ip }, body) }
];

// src/modules/home/home.rest.ts
var iso = (d) => d.toISOString();
var homeRoutes = [
  {
    // The client sends the chart's timeType, numberType and platformType here too; the figures do not depend on them.
    path: "home/dashboard",
    auth: "required",
    handler: async (ctx) => {
      const d = await homeDashboard(ctx);
      return { shop: d.shop, order: d.order, customerService: d.customerService, requestTime: iso(d.requestTime) };
    }
  },
  {
    path: "home/platformSaleReport",
    auth: "required",
    handler: async (ctx, body) => {
      const r = await homeSalesReport(ctx, { timeType: body.timeType, numberType: body.numberType, platformType: body.platformType });
      return {
        titles: r.titles,
        series: r.series.map((s) => ({ name: s.name, type: "line", platformType: s.platformType, data: s.data, total: s.total })),
        legend: r.legend,
        filter: r.filter,
        timeType: r.timeType,
        numberType: r.numberType,
        platformType: r.platformType,
        currency: r.currency,
        missingCurrencies: r.missingCurrencies
      };
    }
  },
  {
    path: "home/bottomChart",
    auth: "required",
    handler: async (ctx) => {
      const b = await homeBottomData(ctx);
      return {
        notices: b.notices.map((n) => ({ ...n, updateTime: iso(n.updateTime) })),
        alertNotices: b.alertNotices,
        orderMoneyTop10Shop: b.orderMoneyTop10Shop,
        orderNumPlatformPieChart: b.orderNumPlatformPieChart,
        unShippingOrder: b.unShippingOrder,
        windowStart: iso(b.windowStart),
        currency: b.currency,
        missingCurrencies: b.missingCurrencies
      };
    }
  }
];

// src/modules/report-jobs/report-jobs.worker.ts
import ExcelJS2 from "exceljs";
import { setImmediate as yieldToRequests } from "timers/promises";
import { PassThrough } from "stream";
var PROGRESS_INTERVAL_MS = 500;
var PROGRESS_STEP = 5;
var SWEEP_INTERVAL_MS = 6e4;
var REPORT_FILE_RETENTION_DAYS = 7;
var DATE_FORMAT = "yyyy-mm-dd hh:mm:ss";
var XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
var JobLostError = class extends Error {
};
function registerReportJobWorker(platform) {
  platform.jobs.register(EXPORT_JOB, (data) => runExportJob(platform, data));
}
async function actorOf(platform, companyId, userId) {
  const user = await scopedDb(platform.database.prisma, companyId).user.findFirst({
    where: { id: userId },
    include: { role: true, company: true }
  });
  if (!user) throw new NotFoundError("account.notFound");
  if (user.status !== "enabled") throw new AuthError("auth.accountDisabled");
  return {
    userId: user.id,
    companyId: user.companyId,
    sessionId: "",
    username: user.username,
    realname: user.realname,
    isMain: user.isMain,
    roleId: user.roleId,
    permissions: new Set(user.role?.permissions ?? []),
    allowShopIds: user.allowShopIds,
    edition: user.company.edition
  };
}
function cellValue(v) {
  if (v instanceof Date) return new Date(v.getTime() - v.getTimezoneOffset() * 6e4);
  return v ?? "";
}
function stamp(d) {
  const p = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}
function exportFileName(lang, reportType, at) {
  const name = reportNameOf(lang, reportType).replace(/[\\/:*?"<>|]/g, "_");
  return `${name}-${stamp(at)}.xlsx`;
}
function schedule(platform, userId, data, params = {}) {
  publishUserEvent(platform, userId, { event: "ReportScheduleEvent", data, localize: { paths: ["message", "error"], params } });
}
function failureText(lang, err) {
  if (err instanceof ValidationError) {
    const issue2 = err.issues[0];
    const id5 = issue2?.messageId ?? err.messageId;
    const params = issue2?.params ?? {};
    return { stored: translate(lang, id5, params), id: id5, params };
  }
  if (err instanceof AppError) {
    const params = err.params ?? {};
    return { stored: Object.keys(params).length ? translate(lang, err.messageId, params) : err.messageId, id: err.messageId, params };
  }
  return { stored: "report.failed", id: "report.failed", params: {} };
}
async function runExportJob(platform, data) {
  const db = scopedDb(platform.database.prisma, data.companyId);
  const startedAt = /* @__PURE__ */ new Date();
  const claimed = await db.reportJob.updateMany({
    where: { id: data.reportJobId, status: REPORT_JOB_STATUS.queued },
    data: { status: REPORT_JOB_STATUS.processing, startedAt, heartbeatAt: startedAt, percent: 0, attempts: { increment: 1 } }
  });
  if (!claimed.count) return;
  const job = await db.reportJob.findFirstOrThrow({ where: { id: data.reportJobId } });
  const lang = job.lang === "en" ? "en" : "zh";
  const key = `exports/${job.companyId}/${job.id}.xlsx`;
  let pass;
  let putting;
  let done = 0;
  let total = 0;
  const beat = async (extra = {}) => {
    const r = await db.reportJob.updateMany({ where: { id: job.id, status: REPORT_JOB_STATUS.processing }, data: { heartbeatAt: /* @__PURE__ */ new Date(), ...extra } });
    if (!r.count) throw new JobLostError();
  };
  try {
    const def = exportDefinition(job.reportType);
    if (!def) throw ValidationError.field("reportType", "report.unknownType");
    const actor = await actorOf(platform, job.companyId, job.userId);
    const ctx = createContext(platform, { lang, ip: "", userAgent: "report-job", actor });
    assertCan(ctx, def.permission);
    const filter2 = parseExportFilter(def, job.filter);
    total = await def.count(ctx, filter2);
    schedule(platform, job.userId, { reportId: job.id, percent: 0, message: "report.processing", status: REPORT_JOB_STATUS.processing, success: true, error: "", otherInfo: { total, done: 0 } });
    pass = new PassThrough();
    putting = platform.files.put(key, pass);
    putting.catch(() => {
    });
    const workbook = new ExcelJS2.stream.xlsx.WorkbookWriter({ stream: pass, useStyles: true, useSharedStrings: false });
    const sheetName = reportNameOf(lang, job.reportType).replace(/[\\/?*[\]:]/g, " ").slice(0, 31) || "export";
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
    sheet.columns = def.columns.map((c) => ({ width: c.width ?? 16 }));
    const t = (id5, params2) => translate(lang, id5, params2);
    const header = sheet.addRow(def.columns.map((c) => t(c.headerId)));
    header.font = { bold: true };
    header.commit();
    let lastPercent = 0;
    let lastAt = Date.now();
    for await (const batch of def.rows(ctx, filter2)) {
      for (const row of batch) {
        const values = def.columns.map((c) => cellValue(c.value(row, { lang, t })));
        const written = sheet.addRow(values);
        values.forEach((v, i) => {
          if (v instanceof Date) written.getCell(i + 1).numFmt = DATE_FORMAT;
        });
        written.commit();
        done++;
      }
      const percent = Math.min(99, total ? Math.round(done * 100 / total) : 99);
      await beat({ percent, rowCount: done });
      if (percent !== lastPercent && (percent - lastPercent >= PROGRESS_STEP || Date.now() - lastAt >= PROGRESS_INTERVAL_MS)) {
        schedule(platform, job.userId, { reportId: job.id, percent, message: "report.progress", status: REPORT_JOB_STATUS.processing, success: true, error: "", otherInfo: { total, done } }, { done, total });
        lastPercent = percent;
        lastAt = Date.now();
      }
      await yieldToRequests();
    }
    sheet.commit();
    await workbook.commit();
    await putting;
    const finishedAt = /* @__PURE__ */ new Date();
    const fileName = exportFileName(lang, job.reportType, finishedAt);
    const finished = await db.reportJob.updateMany({
      where: { id: job.id, status: REPORT_JOB_STATUS.processing },
      data: { status: REPORT_JOB_STATUS.finished, percent: 100, rowCount: done, fileKey: key, fileName, finishedAt, heartbeatAt: finishedAt }
    });
    if (!finished.count) throw new JobLostError();
    const params = { reportName: def.nameId, rowCount: done };
    schedule(platform, job.userId, { reportId: job.id, percent: 100, message: "report.finished", status: REPORT_JOB_STATUS.finished, success: true, error: "", otherInfo: { total, done, fileName } }, params);
    publishUserEvent(platform, job.userId, {
      event: "ReportJobEvent",
      data: { reportId: job.id, title: "report.finishedTitle", message: "report.finishedBody", downloadUrl: downloadUrlOf({ id: job.id, status: REPORT_JOB_STATUS.finished, fileKey: key }) },
      localize: { paths: ["title", "message"], params }
    });
    await notify(platform, {
      companyId: job.companyId,
      userIds: [job.userId],
      type: NOTICE_TYPE.reportFinished,
      title: "report.finishedTitle",
      body: "report.finishedBody",
      params,
      otherBillNum: String(job.id)
    }).catch((err) => platform.logger.error({ err, reportJobId: job.id }, "export notice failed"));
  } catch (err) {
    pass?.destroy();
    await putting?.catch(() => {
    });
    if (err instanceof JobLostError) {
      await platform.files.delete(key).catch(() => {
      });
      return;
    }
    if (!(err instanceof AppError)) platform.logger.error({ err, reportJobId: job.id }, "export failed");
    const failure = failureText(lang, err);
    await platform.files.delete(key).catch(() => {
    });
    const failed = await db.reportJob.updateMany({
      where: { id: job.id, status: REPORT_JOB_STATUS.processing },
      data: { status: REPORT_JOB_STATUS.failed, messages: { push: failure.stored }, finishedAt: /* @__PURE__ */ new Date(), rowCount: done, fileKey: null }
    });
    if (failed.count) {
      schedule(platform, job.userId, { reportId: job.id, percent: job.percent, message: failure.id, status: REPORT_JOB_STATUS.failed, success: false, error: failure.id, otherInfo: { total, done } }, failure.params);
    }
  }
}
async function recoverReportJobs(platform, opts = {}) {
  const now = opts.now ?? /* @__PURE__ */ new Date();
  const db = unscopedDb(platform.database.prisma, "recovery looks at the jobs of every company");
  const staleWhere = opts.interruptProcessing === "all" ? { status: REPORT_JOB_STATUS.processing } : { status: REPORT_JOB_STATUS.processing, OR: [{ heartbeatAt: null }, { heartbeatAt: { lt: new Date(now.getTime() - REPORT_JOB_STALE_MS) } }] };
  const stale = await db.reportJob.findMany({ where: staleWhere, select: { id: true, userId: true, companyId: true, percent: true } });
  const interrupted = [];
  for (const job of stale) {
    const r = await db.reportJob.updateMany({
      where: { AND: [{ id: job.id }, staleWhere] },
      data: { status: REPORT_JOB_STATUS.failed, messages: { push: "report.interrupted" }, finishedAt: now, fileKey: null }
    });
    if (!r.count) continue;
    interrupted.push(job.id);
    await platform.files.delete(`exports/${job.companyId}/${job.id}.xlsx`).catch(() => {
    });
    schedule(platform, job.userId, { reportId: job.id, percent: job.percent, message: "report.interrupted", status: REPORT_JOB_STATUS.failed, success: false, error: "report.interrupted", otherInfo: {} });
  }
  const resumed = [];
  if (opts.resumeQueued) {
    const queued = await db.reportJob.findMany({
      where: { status: REPORT_JOB_STATUS.queued, ...opts.resumeQueued === "stale" ? { createdAt: { lt: new Date(now.getTime() - REPORT_JOB_STALE_MS) } } : {} },
      select: { id: true, companyId: true },
      orderBy: { id: "asc" }
    });
    for (const job of queued) {
      await platform.jobs.enqueue(EXPORT_JOB, { reportJobId: job.id, companyId: job.companyId }, { jobId: `report-${job.id}` });
      resumed.push(job.id);
    }
  }
  return { interrupted, resumed };
}
async function expireOldExports(platform, now = /* @__PURE__ */ new Date()) {
  const db = unscopedDb(platform.database.prisma, "file retention looks at the jobs of every company");
  const before = new Date(now.getTime() - REPORT_FILE_RETENTION_DAYS * 24 * 3600 * 1e3);
  const old = await db.reportJob.findMany({ where: { status: REPORT_JOB_STATUS.finished, fileKey: { not: null }, finishedAt: { lt: before } }, select: { id: true, fileKey: true }, take: 1e3 });
  for (const job of old) {
    await platform.files.delete(job.fileKey);
    await db.reportJob.updateMany({ where: { id: job.id, fileKey: job.fileKey }, data: { fileKey: null } });
  }
  return old.map((j) => j.id);
}
function startReportJobSweeper(platform) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const resumeQueued = platform.jobs.kind === "bullmq" ? "stale" : void 0;
    Promise.all([recoverReportJobs(platform, { resumeQueued }), expireOldExports(platform)]).catch((err) => platform.logger.error({ err }, "report job sweep failed")).finally(() => running = false);
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

// src/modules/report-jobs/report-jobs.rest.ts
function numeric(body, keys) {
  const out = { ...body };
  for (const k of keys) {
    const v = out[k];
    if (v === "" || v === null) delete out[k];
    else if (typeof v === "string" && /^-?\d+$/.test(v.trim())) out[k] = Number(v);
  }
  return out;
}
var reportJobRoutes = [
  {
    path: "reportJobs",
    auth: "required",
    handler: async (ctx, body) => {
      const input = parseInput(restListInput, numeric(body, ["status", "offset", "limit"]));
      const filter2 = { reportType: input.reportType, keyword: input.keyword, createdFrom: input.createdFrom, createdTo: input.createdTo };
      const status = checkStatus(input.status);
      const [{ jobs: list2, total }, msgCount] = await Promise.all([
        listJobs(ctx, { status, page: input.offset, limit: input.limit, filter: filter2 }),
        jobCounts(ctx, filter2)
      ]);
      return {
        jobs: list2,
        total,
        page: input.offset,
        limit: input.limit,
        // Options of the dialog's filter block.
        filter: {
          status: [REPORT_JOB_STATUS.all, ...REPORT_JOB_STATUSES].map((s) => ({ value: s, label: statusName(ctx.lang, s) })),
          reportType: exportDefinitions().map((d) => ({ value: d.reportType, label: reportTypeNameOf(ctx.lang, d.reportType) }))
        },
        msgCount
      };
    }
  },
  {
    path: "info/msgCount",
    auth: "required",
    handler: async (ctx) => {
      const [processReport, messageNotice] = await Promise.all([runningCount(ctx), unreadNoticeCount2(ctx)]);
      return { processReport, messageNotice };
    }
  }
];
function contentDisposition(fileName) {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
function registerReportJobDownload(http, platform) {
  http.get("/api/v1/reportJobs/:id/download", async (req, reply) => {
    const lang = requestLang(req);
    try {
      const ctx = await contextFor(platform, req, "required");
      const id5 = /^\d{1,9}$/.test(req.params.id) ? Number(req.params.id) : NaN;
      if (!Number.isSafeInteger(id5)) throw new NotFoundError();
      const job = await ownFinishedJob(ctx, id5);
      const stat = await platform.files.stat(job.fileKey);
      if (!stat) throw new NotFoundError();
      const body = await platform.files.openRead(job.fileKey);
      reply.header("content-type", XLSX_TYPE).header("content-length", String(stat.size)).header("content-disposition", contentDisposition(job.fileName || `export-${job.id}.xlsx`)).header("cache-control", "private, no-store");
      return reply.send(body);
    } catch (err) {
      if (err instanceof AppError) return sendAppError(reply, err, lang);
      throw err;
    }
  });
}

// src/modules/marketplaces/connector.ts
import { createHash as createHash4 } from "crypto";

// src/modules/marketplaces/sandbox-orders.ts
import { createHash as createHash3 } from "crypto";
var HOUR = 36e5;
var DAY4 = 24 * HOUR;
var SANDBOX_FIRST_PULL_DAYS = 7;
var SANDBOX_RETENTION_DAYS = 120;
var MAX_EVENT_DELAY = 6 * DAY4;
var SANDBOX_CATALOGUE = [
  { sku: "MUG-RED", title: "Ceramic mug, red", usd: 6.5 },
  { sku: "MUG-BLUE", title: "Ceramic mug, blue", usd: 6.5 },
  { sku: "LAMP-WHITE", title: "LED desk lamp, white", usd: 19.9 },
  { sku: "LAMP-BLACK", title: "LED desk lamp, black", usd: 19.9 },
  { sku: "BAG-BEIGE", title: "Canvas tote bag, beige", usd: 9.9 },
  { sku: "CABLE-1M", title: "USB-C cable 1 m", usd: 4.9 },
  { sku: "CABLE-2M", title: "USB-C cable 2 m", usd: 5.9 },
  { sku: "GIFTSET-1", title: "Gift set: mug and cable", usd: 12.9 }
];
var SANDBOX_UNKNOWN_SKUS = [
  { sku: "MUG-RED-2PK", title: "Ceramic mug, red, pack of 2", usd: 11.9 },
  { sku: "LAMP_WHITE", title: "LED desk lamp (white)", usd: 19.9 },
  { sku: "PHONE-CASE-15", title: 'Phone case for 15"', usd: 7.5 },
  { sku: "SOCKS-3PK", title: "Cotton socks, 3 pairs", usd: 8.9 }
];
var SeededRandom = class {
  state;
  constructor(key) {
    this.state = createHash3("sha256").update(key).digest().readUInt32LE(0);
  }
  /** [0, 1) */
  next() {
    let t = this.state = this.state + 1831565813 >>> 0;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  }
  int(min, max) {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick(list2) {
    return list2[Math.floor(this.next() * list2.length)];
  }
  chance(p) {
    return this.next() < p;
  }
  digits(n) {
    let s = "";
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
  chars(n, alphabet) {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[this.int(0, alphabet.length - 1)];
    return s;
  }
};
var EN_FIRST = ["James", "Emily", "Michael", "Olivia", "Daniel", "Sophia", "David", "Grace", "Ryan", "Chloe"];
var EN_LAST = ["Smith", "Johnson", "Brown", "Taylor", "Wilson", "Davies", "Clark", "Walker", "Hall", "Young"];
var EN_STREETS = ["Main Street", "Oak Avenue", "Maple Drive", "Park Road", "High Street", "Church Lane", "Elm Street"];
var COUNTRIES = {
  US: { currency: "USD", phone: "+1", first: EN_FIRST, last: EN_LAST, streets: EN_STREETS, cities: [["New York", "NY", "100##"], ["Los Angeles", "CA", "900##"], ["Chicago", "IL", "606##"], ["Houston", "TX", "770##"], ["Seattle", "WA", "981##"]] },
  CA: { currency: "CAD", phone: "+1", first: EN_FIRST, last: EN_LAST, streets: EN_STREETS, cities: [["Toronto", "ON", "M5V #A#"], ["Vancouver", "BC", "V6B #A#"]] },
  GB: { currency: "GBP", phone: "+44", first: EN_FIRST, last: EN_LAST, streets: EN_STREETS, cities: [["London", "England", "SW1A #AA"], ["Manchester", "England", "M# #AA"], ["Edinburgh", "Scotland", "EH# #AA"], ["Bristol", "England", "BS# #AA"]] },
  IE: { currency: "EUR", phone: "+353", first: EN_FIRST, last: ["Murphy", "Kelly", "Byrne", "Ryan"], streets: EN_STREETS, cities: [["Dublin", "Dublin", "D0# A###"]] },
  AU: { currency: "AUD", phone: "+61", first: EN_FIRST, last: EN_LAST, streets: EN_STREETS, cities: [["Sydney", "NSW", "20##"], ["Melbourne", "VIC", "30##"]] },
  DE: { currency: "EUR", phone: "+49", first: ["Lukas", "Anna", "Felix", "Lena", "Jonas", "Marie", "Paul", "Laura"], last: ["M\xFCller", "Schmidt", "Schneider", "Fischer", "Weber", "Wagner", "Becker"], streets: ["Hauptstra\xDFe", "Bahnhofstra\xDFe", "Gartenweg", "Lindenallee", "Schulstra\xDFe"], cities: [["Berlin", "Berlin", "10###"], ["Hamburg", "Hamburg", "20###"], ["M\xFCnchen", "Bayern", "80###"], ["K\xF6ln", "Nordrhein-Westfalen", "50###"], ["Leipzig", "Sachsen", "04###"]] },
  AT: { currency: "EUR", phone: "+43", first: ["Lukas", "Anna", "Tobias", "Sarah"], last: ["Gruber", "Huber", "Bauer", "Wagner"], streets: ["Hauptstra\xDFe", "Ringstra\xDFe"], cities: [["Wien", "Wien", "1###"], ["Graz", "Steiermark", "8###"]] },
  FR: { currency: "EUR", phone: "+33", first: ["Louis", "Camille", "Hugo", "L\xE9a", "Jules", "Manon"], last: ["Martin", "Bernard", "Dubois", "Thomas", "Robert"], streets: ["Rue de la Paix", "Avenue Victor Hugo", "Rue du Moulin"], cities: [["Paris", "\xCEle-de-France", "750##"], ["Lyon", "Auvergne-Rh\xF4ne-Alpes", "690##"], ["Marseille", "Provence-Alpes-C\xF4te d'Azur", "130##"]] },
  IT: { currency: "EUR", phone: "+39", first: ["Luca", "Giulia", "Marco", "Sofia"], last: ["Rossi", "Russo", "Ferrari", "Esposito"], streets: ["Via Roma", "Via Garibaldi", "Corso Italia"], cities: [["Milano", "MI", "201##"], ["Roma", "RM", "001##"]] },
  ES: { currency: "EUR", phone: "+34", first: ["Hugo", "Luc\xEDa", "Pablo", "Martina"], last: ["Garc\xEDa", "Fern\xE1ndez", "L\xF3pez", "Mart\xEDnez"], streets: ["Calle Mayor", "Gran V\xEDa", "Calle del Sol"], cities: [["Madrid", "Madrid", "280##"], ["Barcelona", "Barcelona", "080##"]] },
  PL: { currency: "PLN", phone: "+48", first: ["Jakub", "Zuzanna", "Kacper", "Julia", "Szymon", "Maja"], last: ["Nowak", "Kowalski", "Wi\u015Bniewski", "W\xF3jcik", "Kami\u0144ski"], streets: ["ul. D\u0142uga", "ul. Polna", "ul. Kwiatowa", "ul. S\u0142oneczna"], cities: [["Warszawa", "mazowieckie", "0#-###"], ["Krak\xF3w", "ma\u0142opolskie", "3#-###"], ["Wroc\u0142aw", "dolno\u015Bl\u0105skie", "5#-###"], ["Gda\u0144sk", "pomorskie", "80-###"]] },
  CZ: { currency: "CZK", phone: "+420", first: ["Jan", "Tereza", "Petr", "Eli\u0161ka"], last: ["Nov\xE1k", "Svoboda", "Dvo\u0159\xE1k"], streets: ["N\xE1rodn\xED", "Vodi\u010Dkova"], cities: [["Praha", "Praha", "1## ##"], ["Brno", "Jihomoravsk\xFD", "6## ##"]] },
  RU: { currency: "RUB", phone: "+7", first: ["\u0418\u0432\u0430\u043D", "\u0410\u043D\u043D\u0430", "\u0414\u043C\u0438\u0442\u0440\u0438\u0439", "\u041C\u0430\u0440\u0438\u044F", "\u0421\u0435\u0440\u0433\u0435\u0439", "\u041E\u043B\u044C\u0433\u0430"], last: ["\u0418\u0432\u0430\u043D\u043E\u0432", "\u0421\u043C\u0438\u0440\u043D\u043E\u0432", "\u041A\u0443\u0437\u043D\u0435\u0446\u043E\u0432", "\u041F\u043E\u043F\u043E\u0432", "\u0421\u043E\u043A\u043E\u043B\u043E\u0432"], streets: ["\u0443\u043B. \u041B\u0435\u043D\u0438\u043D\u0430", "\u0443\u043B. \u041C\u0438\u0440\u0430", "\u0443\u043B. \u0421\u0430\u0434\u043E\u0432\u0430\u044F", "\u043F\u0440. \u041F\u043E\u0431\u0435\u0434\u044B"], cities: [["\u041C\u043E\u0441\u043A\u0432\u0430", "\u041C\u043E\u0441\u043A\u0432\u0430", "1#####"], ["\u0421\u0430\u043D\u043A\u0442-\u041F\u0435\u0442\u0435\u0440\u0431\u0443\u0440\u0433", "\u0421\u0430\u043D\u043A\u0442-\u041F\u0435\u0442\u0435\u0440\u0431\u0443\u0440\u0433", "19####"], ["\u041A\u0430\u0437\u0430\u043D\u044C", "\u0422\u0430\u0442\u0430\u0440\u0441\u0442\u0430\u043D", "420###"], ["\u041D\u043E\u0432\u043E\u0441\u0438\u0431\u0438\u0440\u0441\u043A", "\u041D\u043E\u0432\u043E\u0441\u0438\u0431\u0438\u0440\u0441\u043A\u0430\u044F \u043E\u0431\u043B.", "630###"]] },
  SG: { currency: "SGD", phone: "+65", first: ["Wei Ming", "Hui Min", "Jun Jie", "Xin Yi"], last: ["Tan", "Lim", "Lee", "Ng"], streets: ["Orchard Road", "Bukit Timah Road", "Tampines Ave 5"], cities: [["Singapore", "Singapore", "######"]] },
  MY: { currency: "MYR", phone: "+60", first: ["Ahmad", "Nur Aisyah", "Wei Jie", "Siti", "Muhammad", "Mei Ling"], last: ["bin Ismail", "binti Hassan", "Tan", "Lim", "Wong"], streets: ["Jalan Ampang", "Jalan Bukit Bintang", "Jalan Tun Razak"], cities: [["Kuala Lumpur", "Wilayah Persekutuan", "5####"], ["Petaling Jaya", "Selangor", "46###"], ["George Town", "Pulau Pinang", "10###"], ["Johor Bahru", "Johor", "80###"]] },
  TH: { currency: "THB", phone: "+66", first: ["Somchai", "Siriporn", "Anan", "Kanya"], last: ["Saetang", "Srisuk", "Wongsawat"], streets: ["Sukhumvit Road", "Rama IV Road", "Silom Road"], cities: [["Bangkok", "Bangkok", "10###"], ["Chiang Mai", "Chiang Mai", "50###"]] },
  PH: { currency: "PHP", phone: "+63", first: ["Juan", "Maria", "Jose", "Angelica"], last: ["Santos", "Reyes", "Cruz", "Bautista"], streets: ["Rizal Avenue", "Ayala Avenue", "Bonifacio Street"], cities: [["Manila", "Metro Manila", "1###"], ["Cebu City", "Cebu", "6###"]] },
  VN: { currency: "VND", phone: "+84", first: ["Minh", "Lan", "Huy", "Th\u1EA3o"], last: ["Nguy\u1EC5n", "Tr\u1EA7n", "L\xEA", "Ph\u1EA1m"], streets: ["\u0110\u01B0\u1EDDng L\xEA L\u1EE3i", "\u0110\u01B0\u1EDDng Nguy\u1EC5n Hu\u1EC7"], cities: [["H\u1ED3 Ch\xED Minh", "H\u1ED3 Ch\xED Minh", "700###"], ["H\xE0 N\u1ED9i", "H\xE0 N\u1ED9i", "100###"]] },
  ID: { currency: "IDR", phone: "+62", first: ["Budi", "Siti", "Agus", "Dewi"], last: ["Santoso", "Wijaya", "Saputra"], streets: ["Jalan Sudirman", "Jalan Thamrin"], cities: [["Jakarta", "DKI Jakarta", "1####"], ["Surabaya", "Jawa Timur", "60###"]] },
  TW: { currency: "TWD", phone: "+886", first: ["Chia-Hao", "Yi-Ting", "Chih-Ming"], last: ["Chen", "Lin", "Huang"], streets: ["Zhongshan Road", "Xinyi Road"], cities: [["Taipei", "Taipei", "1##"]] },
  JP: { currency: "JPY", phone: "+81", first: ["Haruto", "Yui", "Sota", "Aoi"], last: ["Sato", "Suzuki", "Takahashi", "Tanaka"], streets: ["1-2-3 Shibuya", "4-5-6 Umeda"], cities: [["Tokyo", "Tokyo", "1##-####"], ["Osaka", "Osaka", "5##-####"]] },
  KR: { currency: "KRW", phone: "+82", first: ["Min-jun", "Seo-yeon", "Ji-ho"], last: ["Kim", "Lee", "Park"], streets: ["Teheran-ro", "Gangnam-daero"], cities: [["Seoul", "Seoul", "0####"], ["Busan", "Busan", "4####"]] },
  BR: { currency: "BRL", phone: "+55", first: ["Jo\xE3o", "Maria", "Pedro", "Ana"], last: ["Silva", "Santos", "Oliveira", "Souza"], streets: ["Rua das Flores", "Avenida Paulista"], cities: [["S\xE3o Paulo", "SP", "01###-###"], ["Rio de Janeiro", "RJ", "20###-###"]] },
  MX: { currency: "MXN", phone: "+52", first: ["Jos\xE9", "Guadalupe", "Luis", "Fernanda"], last: ["Hern\xE1ndez", "Garc\xEDa", "Mart\xEDnez"], streets: ["Avenida Reforma", "Calle Madero"], cities: [["Ciudad de M\xE9xico", "CDMX", "06###"], ["Guadalajara", "Jalisco", "44###"]] },
  NL: { currency: "EUR", phone: "+31", first: ["Daan", "Emma", "Sem", "Julia"], last: ["de Jong", "Jansen", "de Vries", "Bakker"], streets: ["Kerkstraat", "Dorpsstraat"], cities: [["Amsterdam", "Noord-Holland", "10## AA"], ["Rotterdam", "Zuid-Holland", "30## AA"]] },
  SE: { currency: "SEK", phone: "+46", first: ["William", "Alice", "Lucas", "Maja"], last: ["Andersson", "Johansson", "Karlsson"], streets: ["Storgatan", "Drottninggatan"], cities: [["Stockholm", "Stockholm", "1## ##"], ["G\xF6teborg", "V\xE4stra G\xF6taland", "4## ##"]] },
  RO: { currency: "RON", phone: "+40", first: ["Andrei", "Maria", "Alexandru", "Elena"], last: ["Popescu", "Ionescu", "Popa"], streets: ["Strada Victoriei", "Bulevardul Unirii"], cities: [["Bucure\u0219ti", "Bucure\u0219ti", "0#####"], ["Cluj-Napoca", "Cluj", "400###"]] }
};
var USD_RATE = {
  USD: 1,
  CAD: 1.36,
  GBP: 0.79,
  EUR: 0.92,
  AUD: 1.52,
  PLN: 4,
  CZK: 23,
  RUB: 92,
  SGD: 1.35,
  MYR: 4.7,
  THB: 36,
  PHP: 56,
  VND: 24500,
  IDR: 15700,
  TWD: 32,
  JPY: 150,
  KRW: 1350,
  BRL: 5,
  MXN: 17,
  SEK: 10.5,
  RON: 4.6
};
var SITE_COUNTRY = { UK: "GB", EN: "GB", COM: "US" };
var EU = ["DE", "FR", "IT", "ES", "NL", "AT"];
var pad = (n, width) => String(n % 10 ** width).padStart(width, "0");
var yymmdd = (d) => d.toISOString().slice(2, 10).replace(/-/g, "");
var generic = (code) => (rng, serial, at) => `${code}${yymmdd(at)}${pad(serial, 7)}${rng.digits(2)}`;
var PROFILES = {
  // eBay: 12-34567-89012
  1: {
    code: "EB",
    defaultSite: "US",
    perDay: 0.55,
    handlingDays: 2,
    sites: { US: ["US", "US", "US", "CA"], UK: ["GB", "GB", "GB", "IE"], DE: ["DE", "DE", "DE", "AT"], AU: ["AU"] },
    orderNo: (r, s) => {
      const d = `${r.digits(3)}${pad(s, 7)}${r.digits(2)}`;
      return `${d.slice(0, 2)}-${d.slice(2, 7)}-${d.slice(7, 12)}`;
    }
  },
  // Amazon: 123-1234567-1234567
  2: {
    code: "AZ",
    defaultSite: "US",
    perDay: 0.5,
    handlingDays: 2,
    sites: { US: ["US"], UK: ["GB"], DE: ["DE", "DE", "DE", "AT"], FR: ["FR"], IT: ["IT"], ES: ["ES"], JP: ["JP"], CA: ["CA"], MX: ["MX"], PL: ["PL"], NL: ["NL"], SE: ["SE"] },
    orderNo: (r, s) => `${r.int(1, 4)}${r.digits(2)}-${pad(s, 7)}-${r.digits(7)}`
  },
  // Shopee: 231123ABCDEF12 (date and 8 characters)
  11: {
    code: "SP",
    defaultSite: "MY",
    perDay: 0.5,
    handlingDays: 3,
    sites: { SG: ["SG"], MY: ["MY"], TH: ["TH"], PH: ["PH"], VN: ["VN"], ID: ["ID"], TW: ["TW"], BR: ["BR"], MX: ["MX"] },
    orderNo: (r, s, at) => `${yymmdd(at)}${s.toString(36).toUpperCase().padStart(5, "0").slice(-5)}${r.chars(3, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")}`
  },
  // TikTok Shop: 18 digits
  24: {
    code: "TT",
    defaultSite: "UK",
    perDay: 0.45,
    handlingDays: 3,
    sites: { UK: ["GB"], US: ["US"], MY: ["MY"], TH: ["TH"], PH: ["PH"], VN: ["VN"], SG: ["SG"], ID: ["ID"] },
    orderNo: (r, s) => `57${r.digits(6)}${pad(s, 7)}${r.digits(3)}`
  },
  // Allegro: UUID-like checkout form id
  9: {
    code: "AL",
    defaultSite: "PL",
    perDay: 0.45,
    handlingDays: 2,
    sites: { PL: ["PL"], CZ: ["CZ"] },
    orderNo: (r, s) => {
      const h = `${r.chars(8, "0123456789abcdef")}${s.toString(16).padStart(8, "0").slice(-8)}${r.chars(16, "0123456789abcdef")}`;
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-1${h.slice(13, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
    }
  },
  // Ozon: posting number 12345678-0001-1
  31: { code: "OZ", defaultSite: "RU", perDay: 0.45, handlingDays: 2, sites: { RU: ["RU"] }, orderNo: (r, s) => `${r.digits(1)}${pad(s, 7)}-${pad(r.int(1, 3), 4)}-1` },
  // Lazada: 15 digits
  19: { code: "LZ", defaultSite: "MY", perDay: 0.4, handlingDays: 3, sites: { MY: ["MY"], SG: ["SG"], TH: ["TH"], PH: ["PH"], VN: ["VN"], ID: ["ID"] }, orderNo: (r, s) => `${r.digits(6)}${pad(s, 7)}${r.digits(2)}` },
  // Walmart: 15-digit purchase order
  22: { code: "WM", defaultSite: "US", perDay: 0.4, handlingDays: 2, sites: { US: ["US"], CA: ["CA"], MX: ["MX"] }, orderNo: (r, s) => `10${r.digits(4)}${pad(s, 7)}${r.digits(2)}` },
  // AliExpress: 16 digits
  28: { code: "AE", defaultSite: "US", perDay: 0.4, handlingDays: 5, sites: { US: ["US", "GB", "DE", "FR", "ES", "PL", "BR"] }, orderNo: (r, s) => `80${r.digits(5)}${pad(s, 7)}${r.digits(2)}` },
  // Mercado Libre: 16 digits starting 2000
  32: { code: "ML", defaultSite: "BR", perDay: 0.4, handlingDays: 2, sites: { BR: ["BR"], MX: ["MX"] }, orderNo: (r, s) => `2000${r.digits(3)}${pad(s, 7)}${r.digits(2)}` },
  // Coupang: 12 digits
  23: { code: "CP", defaultSite: "KR", perDay: 0.4, handlingDays: 1, sites: { KR: ["KR"] }, orderNo: (r, s) => `${r.digits(3)}${pad(s, 7)}${r.digits(2)}` },
  // Shopify: #1234-style names, made unique with the serial
  13: { code: "SH", defaultSite: "US", perDay: 0.4, handlingDays: 3, sites: { US: ["US", "CA", "GB", "AU"] }, orderNo: (_r, s) => `#${1e3 + s % 9e6}` },
  // eMAG: 9 digits
  21: { code: "EM", defaultSite: "RO", perDay: 0.4, handlingDays: 2, sites: { RO: ["RO"] }, orderNo: (r, s) => `${r.digits(2)}${pad(s, 7)}` }
};
function profileOf(platformType2) {
  return PROFILES[platformType2] ?? {
    code: `P${platformType2}`,
    defaultSite: "DE",
    perDay: 0.4,
    handlingDays: 3,
    sites: { DE: EU, FR: ["FR"], GB: ["GB"], UK: ["GB"], US: ["US"] },
    orderNo: generic(`P${platformType2}-`)
  };
}
function sandboxCountries(platformType2, site) {
  const p = profileOf(platformType2);
  const key = site.trim().toUpperCase();
  if (p.sites[key]) return p.sites[key];
  const iso2 = SITE_COUNTRY[key] ?? key;
  if (COUNTRIES[iso2]) return [iso2];
  return p.sites[p.defaultSite];
}
var money4 = (cents) => `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;
function localCents(usd, currency, markup) {
  const value = usd * (USD_RATE[currency] ?? 1) * markup;
  const cents = Math.round(value * 100);
  return (USD_RATE[currency] ?? 1) >= 20 ? Math.round(cents / 100) * 100 : cents;
}
var shopKey = (shop) => `${shop.platformType}:${shop.id}`;
function ordersInSlot(shop, hour) {
  const p = profileOf(shop.platformType);
  const slot = new SeededRandom(`slot|${shopKey(shop)}|${hour}`);
  const hourOfDay = hour % 24;
  const wave = 0.6 + 0.8 * Math.abs(Math.sin(hourOfDay / 24 * Math.PI));
  const p1 = Math.min(0.9, p.perDay / 24 * wave);
  const count2 = slot.chance(p1) ? slot.chance(0.12) ? 2 : 1 : 0;
  const out = [];
  for (let k = 0; k < count2; k++) out.push(simulateOrder(shop, p, hour, k));
  return out;
}
function postcode(rng, pattern) {
  return pattern.replace(/#/g, () => String(rng.int(0, 9))).replace(/A/g, () => "ABDEFGHJLNPQRSTUWXYZ"[rng.int(0, 19)]);
}
function simulateOrder(shop, p, hour, k) {
  const rng = new SeededRandom(`order|${shopKey(shop)}|${hour}|${k}`);
  const serial = hour * 4 + k;
  const orderedAt = hour * HOUR + rng.int(0, HOUR - 1e3);
  const countries = sandboxCountries(shop.platformType, shop.site);
  const country = rng.chance(0.85) ? countries[0] : rng.pick(countries);
  const c = COUNTRIES[country] ?? COUNTRIES.US;
  const currency = (COUNTRIES[countries[0]] ?? c).currency;
  const first = rng.pick(c.first);
  const last = rng.pick(c.last);
  const [city, state, pattern] = rng.pick(c.cities);
  const account = `${first}${last}`.toLowerCase().normalize("NFKD").replace(/[^a-z]/g, "").slice(0, 12) + rng.digits(3) || `buyer${rng.digits(6)}`;
  const markup = 1 + (new SeededRandom(`markup|${shopKey(shop)}`).int(0, 20) - 5) / 100;
  const lineCount = rng.chance(0.72) ? 1 : rng.chance(0.75) ? 2 : 3;
  const items = [];
  const used = /* @__PURE__ */ new Set();
  for (let i = 0; i < lineCount; i++) {
    let product = rng.chance(0.12) ? rng.pick(SANDBOX_UNKNOWN_SKUS) : rng.pick(SANDBOX_CATALOGUE);
    if (used.has(product.sku)) product = SANDBOX_CATALOGUE.find((x) => !used.has(x.sku));
    used.add(product.sku);
    const quantity2 = rng.chance(0.75) ? 1 : rng.chance(0.7) ? 2 : rng.int(3, 5);
    items.push({
      platformItemId: `${serial}${i + 1}`,
      platformSku: product.sku,
      title: product.title,
      image: "",
      quantity: quantity2,
      unitPrice: money4(localCents(product.usd, currency, markup)),
      cancelledQuantity: 0
    });
  }
  const shippingCents = rng.chance(0.6) ? 0 : localCents(rng.pick([2.99, 3.99, 4.99]), currency, 1);
  const itemsCents = items.reduce((s, it) => s + Math.round(Number(it.unitPrice) * 100) * it.quantity, 0);
  const discountCents = rng.chance(0.1) ? Math.round(itemsCents * rng.pick([0.05, 0.1])) : 0;
  const pay = rng.next();
  const paidAt = pay < 0.84 ? orderedAt + rng.int(1, 15) * 6e4 : pay < 0.95 ? orderedAt + rng.int(2, 48) * HOUR : null;
  let cancelledAt = paidAt === null ? orderedAt + 3 * DAY4 : null;
  let cancelRequestAt = null;
  if (paidAt !== null && rng.chance(0.06)) {
    cancelRequestAt = paidAt + rng.int(1, 24) * HOUR;
    if (rng.chance(0.5)) cancelledAt = cancelRequestAt + DAY4;
  }
  let partialAt = null;
  let partialLine = 0;
  let partialQty = 0;
  const divisible = items.findIndex((it) => it.quantity >= 2);
  if (paidAt !== null && cancelledAt === null && divisible >= 0 && rng.chance(0.35)) {
    partialAt = paidAt + rng.int(3, 30) * HOUR;
    partialLine = divisible;
    partialQty = rng.int(1, items[divisible].quantity - 1);
  }
  return {
    key: String(serial).padStart(12, "0"),
    orderedAt,
    paidAt,
    cancelledAt,
    cancelRequestAt,
    partialAt,
    partialLine,
    partialQty,
    shipByDays: p.handlingDays,
    order: {
      platformOrderNo: p.orderNo(rng, serial, new Date(orderedAt)),
      buyer: { account, name: `${first} ${last}`, email: `${account}@buyers.example.com`, phone: `${c.phone} ${rng.digits(3)} ${rng.digits(4)} ${rng.digits(3)}` },
      address: { country, state, city, postcode: postcode(rng, pattern), address1: `${rng.int(1, 250)} ${rng.pick(c.streets)}`, address2: rng.chance(0.2) ? `Apt ${rng.int(1, 40)}` : "" },
      currency,
      shippingFee: money4(shippingCents),
      discount: money4(discountCents),
      orderedAt: new Date(orderedAt),
      items,
      shippingCents,
      discountCents
    }
  };
}
function stateAt(sim, now) {
  if (sim.orderedAt > now) return null;
  const happened = (t) => t !== null && t <= now;
  const events = [sim.orderedAt, sim.paidAt, sim.cancelledAt, sim.cancelRequestAt, sim.partialAt].filter(happened);
  const items = sim.order.items.map((it, i) => ({ ...it, cancelledQuantity: i === sim.partialLine && happened(sim.partialAt) ? sim.partialQty : 0 }));
  const itemsCents = items.reduce((s, it) => s + Math.round(Number(it.unitPrice) * 100) * (it.quantity - it.cancelledQuantity), 0);
  const paid = happened(sim.paidAt);
  const { shippingCents, discountCents, ...order } = sim.order;
  return {
    ...order,
    status: happened(sim.cancelledAt) ? "cancelled" : paid ? "paid" : "awaitingPayment",
    cancelRequested: happened(sim.cancelRequestAt),
    paidAt: paid ? new Date(sim.paidAt) : null,
    shipBy: paid ? new Date(sim.paidAt + sim.shipByDays * DAY4) : null,
    items,
    itemsTotal: money4(itemsCents),
    totalAmount: money4(itemsCents + shippingCents - discountCents),
    updatedAt: new Date(Math.max(...events))
  };
}
function sandboxCursorAt(at) {
  return `v1:${at.getTime()}:`;
}
function parseCursor(cursor, now) {
  const m = /^v1:(-?\d+):(\d*)$/.exec(cursor);
  const oldest = now - SANDBOX_RETENTION_DAYS * DAY4;
  if (!m) return { t: now - SANDBOX_FIRST_PULL_DAYS * DAY4, key: "" };
  const t = Number(m[1]);
  return t < oldest ? { t: oldest, key: "" } : { t, key: m[2] };
}
var after = (a, b) => a.t > b.t || a.t === b.t && a.key > b.key;
function pullSandboxOrders(input) {
  if (!input.token.startsWith("sbx_")) throw new Error("sandbox: invalid token");
  const now = input.now.getTime();
  const from = parseCursor(input.cursor, now);
  const changed = [];
  const firstHour = Math.floor((from.t - MAX_EVENT_DELAY) / HOUR);
  const lastHour = Math.floor(now / HOUR);
  for (let hour = firstHour; hour <= lastHour; hour++) {
    for (const sim of ordersInSlot(input.shop, hour)) {
      const order = stateAt(sim, now);
      if (!order) continue;
      const pos = { t: order.updatedAt.getTime(), key: sim.key };
      if (after(pos, from)) changed.push({ pos, order });
    }
  }
  changed.sort((a, b) => a.pos.t - b.pos.t || (a.pos.key < b.pos.key ? -1 : a.pos.key > b.pos.key ? 1 : 0));
  const limit = Math.max(1, input.limit);
  const page5 = changed.slice(0, limit);
  const hasMore = changed.length > limit;
  const last = page5.length ? page5[page5.length - 1].pos : from;
  const end = !hasMore && after({ t: now, key: "" }, last) ? { t: now, key: "" } : last;
  return { orders: page5.map((c) => c.order), nextCursor: `v1:${end.t}:${end.key}`, hasMore };
}
function sandboxUploadTracking(_platformType, input) {
  if (!input.token.startsWith("sbx_")) return { ok: false, reasonId: "marketplace.tokenInvalid" };
  if (!input.platformOrderNo.trim()) return { ok: false, reasonId: "marketplace.orderUnknown" };
  const no = input.trackingNo.trim();
  if (!/^[A-Za-z0-9-]{6,40}$/.test(no)) return { ok: false, reasonId: "marketplace.trackingRejected" };
  if (/^REJECT/i.test(no)) return { ok: false, reasonId: "marketplace.trackingRejected" };
  return { ok: true };
}
function sandboxPushStock(input) {
  if (!input.token.startsWith("sbx_")) return { ok: false, updated: 0, reasonId: "marketplace.tokenInvalid" };
  const valid = input.items.filter((i) => i.platformSku && Number.isInteger(i.quantity) && i.quantity >= 0);
  return { ok: true, updated: new Set(valid.map((i) => i.platformSku)).size };
}
var MESSAGE_TEXTS = ["When will my order ship?", "Can you send it gift-wrapped?", "Please change the delivery address.", "Is the colour exactly as pictured?"];
function fetchSandboxMessages(input) {
  const out = [];
  const firstDay = Math.floor(Math.max(input.since.getTime(), input.now.getTime() - 30 * DAY4) / DAY4);
  for (let day2 = firstDay; day2 <= Math.floor(input.now.getTime() / DAY4) && out.length < 10; day2++) {
    const rng = new SeededRandom(`msg|${input.token}|${day2}`);
    if (!rng.chance(0.3)) continue;
    const sentAt = day2 * DAY4 + rng.int(0, DAY4 - 1);
    if (sentAt <= input.since.getTime() || sentAt > input.now.getTime()) continue;
    out.push({ id: `m${day2}`, platformOrderNo: "", buyerAccount: `buyer${rng.digits(4)}`, text: rng.pick(MESSAGE_TEXTS), sentAt: new Date(sentAt) });
  }
  return out;
}

// src/modules/marketplaces/connector.ts
var YEAR_MS = 365 * 24 * 3600 * 1e3;
var SandboxConnector = class {
  constructor(platformType2, now = Date.now) {
    this.platformType = platformType2;
    this.now = now;
  }
  platformType;
  now;
  name = "sandbox";
  async authorize(input) {
    if (input.authCode.trim().toLowerCase() === "denied") return { ok: false, reasonId: "shop.authDenied" };
    const token = createHash4("sha256").update(`${this.platformType}|${input.shopName}|${input.site}|${input.authCode}`).digest("hex");
    return { ok: true, token: `sbx_${token}`, expiresAt: new Date(this.now() + YEAR_MS) };
  }
  async pullOrders(input) {
    return pullSandboxOrders({ ...input, now: input.now ?? new Date(this.now()) });
  }
  async uploadTracking(input) {
    return sandboxUploadTracking(this.platformType, input);
  }
  async pushStock(input) {
    return sandboxPushStock(input);
  }
  async fetchMessages(input) {
    return fetchSandboxMessages({ ...input, now: input.now ?? new Date(this.now()) });
  }
};
function sandboxConnectors() {
  const cache = /* @__PURE__ */ new Map();
  return {
    get(platformType2) {
      let c = cache.get(platformType2);
      if (!c) cache.set(platformType2, c = new SandboxConnector(platformType2));
      return c;
    }
  };
}

// src/seed/bulletins.ts
var HOUR2 = 36e5;
var DEMO_BULLETINS = [
  {
    title: "\u6B22\u8FCE\u4F7F\u7528 ERP / Welcome to the ERP",
    content: "\u8BA2\u5355\u3001\u520A\u767B\u3001\u5E93\u5B58\u3001\u91C7\u8D2D\u548C\u62A5\u8868\u90FD\u5728\u8FD9\u91CC\u3002\u53F3\u4E0A\u89D2\u7684\u94C3\u94DB\u663E\u793A\u6D88\u606F\uFF0C\u4E0B\u8F7D\u56FE\u6807\u663E\u793A\u5BFC\u51FA\u4EFB\u52A1\u3002\nOrders, listings, stock, purchasing and reports live here. The bell shows your messages, the download icon your exports.",
    hotFlag: true,
    alertFlag: false,
    ageHours: 72
  },
  {
    title: "\u5BFC\u51FA\u6539\u4E3A\u540E\u53F0\u4EFB\u52A1 / Exports now run in the background",
    content: "\u5927\u6279\u91CF\u5BFC\u51FA\u4F1A\u8FDB\u5165\u4EFB\u52A1\u961F\u5217\uFF0C\u5B8C\u6210\u540E\u53EF\u5728\u4E0B\u8F7D\u4E2D\u5FC3\u4E0B\u8F7D\u3002\nLarge exports go to the task queue; download the file from the task list when it is finished.",
    hotFlag: false,
    alertFlag: false,
    ageHours: 24
  },
  {
    title: "\u7CFB\u7EDF\u7EF4\u62A4\u901A\u77E5 / Scheduled maintenance",
    content: "\u672C\u5468\u65E5 02:00\u201303:00\uFF08UTC+8\uFF09\u8FDB\u884C\u7CFB\u7EDF\u7EF4\u62A4\uFF0C\u671F\u95F4\u53EF\u80FD\u77ED\u6682\u65E0\u6CD5\u8BBF\u95EE\u3002\nMaintenance on Sunday 02:00\u201303:00 (UTC+8); the service may be briefly unavailable.",
    hotFlag: true,
    alertFlag: true,
    ageHours: 2
  }
];
async function seedBulletins(platform, now = Date.now()) {
  const db = unscopedDb(platform.database.prisma, "bulletins are service-wide rows");
  if (await db.bulletin.count() > 0) return 0;
  await db.bulletin.createMany({
    data: DEMO_BULLETINS.map(({ ageHours, ...b }) => ({ ...b, publishedAt: new Date(now - ageHours * HOUR2), createdAt: new Date(now - ageHours * HOUR2) }))
  });
  return DEMO_BULLETINS.length;
}

// src/seed/dashboard.ts
var DAY5 = 864e5;
var PLATFORM_RATES = {
  [PLATFORM_TYPES.ebay]: "12.9",
  [PLATFORM_TYPES.amazon]: "15",
  [PLATFORM_TYPES.shopee]: "9.5",
  [PLATFORM_TYPES.tiktok]: "8",
  [PLATFORM_TYPES.allegro]: "11",
  [PLATFORM_TYPES.ozon]: "14",
  [PLATFORM_TYPES.tradebyte]: "12",
  [PLATFORM_TYPES.walmart]: "15"
};
async function seedDashboard(ctx, now = /* @__PURE__ */ new Date()) {
  for (const [platformType2, rate] of Object.entries(PLATFORM_RATES)) {
    await ctx.db.shop.updateMany({ where: { platformType: Number(platformType2) }, data: { platformRate: rate } });
  }
  await setExchangeRate(ctx, { currency: "USD", rate: 7.12 });
  await setExchangeRate(ctx, { currency: "EUR", rate: 7.76 });
  await seedPickups(ctx, now);
  await seedTradebyteReturns(ctx, now);
}
async function seedPickups(ctx, now) {
  const shipped = await ctx.db.order.findMany({
    where: { status: "shipped", collectStatus: 0, outboundAt: null, shop: { platformType: { not: PLATFORM_TYPES.tradebyte } } },
    orderBy: { orderedAt: "asc" },
    select: { id: true, orderNo: true },
    take: 6
  });
  const twoDaysAgo = new Date(now.getTime() - 2 * DAY5);
  for (const [i, o] of shipped.entries()) await outboundScan(ctx, { number: o.orderNo, weight: 420 + i * 35 }, i < 4 ? twoDaysAgo : now);
  await markPickupTimeouts(ctx, now);
  const late = shipped.slice(0, 4);
  if (late[0]) await markPickupException(ctx, { ids: [late[0].id], remark: "\u5FEB\u9012\u5458\u672A\u4E0A\u95E8\uFF0C\u5DF2\u8054\u7CFB\u7269\u6D41\u5546 / The courier did not come; carrier contacted" });
}
var REASONS = ["Artikel defekt", "Falsche Gr\xF6\xDFe", "Gef\xE4llt nicht", "Besch\xE4digt angekommen", "Falscher Artikel geliefert"];
async function seedTradebyteReturns(ctx, now) {
  const shop = await ctx.db.shop.findFirst({ where: { platformType: PLATFORM_TYPES.tradebyte }, orderBy: { id: "asc" } });
  if (!shop) return;
  const orders = await ctx.db.order.findMany({
    where: { shopId: shop.id, status: { in: ["shipped", "completed"] } },
    orderBy: { orderedAt: "asc" },
    take: 6,
    include: { items: { orderBy: { id: "asc" } } }
  });
  const returns = orders.flatMap((o, i) => o.items.filter((item) => !item.isGift).map((item, k) => ({
    returnNo: `TBR-${o.platformOrderNo}-${k + 1}`,
    platformOrderNo: o.platformOrderNo,
    platformSku: item.platformSku,
    title: item.title,
    quantity: item.quantity,
    amount: Math.round(Number(item.unitPrice) * item.quantity * 100) / 100,
    currency: o.currency,
    reason: REASONS[i % REASONS.length],
    requestedAt: new Date(now.getTime() - (6 - i) * DAY5 + k * 6e4)
  })));
  if (!returns.length) return;
  await receiveTradebyteReturns(ctx, shop.id, returns);
  const rows = await ctx.db.tradebyteRefund.findMany({ where: { shopId: shop.id }, orderBy: [{ requestedAt: "asc" }, { id: "asc" }], select: { id: true, platformOrderNo: true } });
  const byOrder = [...new Set(rows.map((r) => r.platformOrderNo))];
  const idsOf = (no) => rows.filter((r) => r.platformOrderNo === no).map((r) => r.id);
  if (byOrder[0]) await handleTradebyteRefunds(ctx, { ids: idsOf(byOrder[0]), action: "refund" });
  if (byOrder[1]) await handleTradebyteRefunds(ctx, { ids: idsOf(byOrder[1]), action: "refuse", remark: "R\xFCcksendung nicht erhalten / Parcel not returned" });
}

// src/seed/inventory.ts
var PRODUCTS = [
  { spu: "MUG", name: "\u9676\u74F7\u9A6C\u514B\u676F Ceramic mug", colours: ["Red", "Blue"], price: "6.50", cost: "1.80" },
  { spu: "LAMP", name: "LED \u53F0\u706F LED desk lamp", colours: ["White", "Black"], price: "19.90", cost: "6.20" },
  { spu: "BAG", name: "\u5E06\u5E03\u6258\u7279\u5305 Canvas tote bag", colours: ["Beige"], price: "9.90", cost: "2.40" },
  { spu: "CABLE", name: "USB-C \u6570\u636E\u7EBF USB-C cable", colours: ["1m", "2m"], price: "4.90", cost: "0.90" }
];
async function seedInventory(ctx) {
  const shenzhen = await createWarehouse(ctx, { name: "\u6DF1\u5733\u81EA\u8425\u4ED3 Shenzhen", code: "SZ", type: "own", country: "CN", address: "\u5E7F\u4E1C\u7701\u6DF1\u5733\u5E02\u9F99\u5C97\u533A", priority: 1 });
  const germany = await createWarehouse(ctx, { name: "\u5FB7\u56FD\u6D77\u5916\u4ED3 Germany", code: "DE", type: "overseas", country: "DE", address: "Hamburg", priority: 2 });
  const szLocations = await createLocations(ctx, { warehouseId: shenzhen.id, prefix: "A-", from: 1, to: 12, digits: 2, zone: "A" });
  await createLocations(ctx, { warehouseId: germany.id, prefix: "DE-", from: 1, to: 6, digits: 2, zone: "DE" });
  const skuIds = [];
  for (const p of PRODUCTS) {
    const product = await createProduct(ctx, {
      spu: p.spu,
      name: p.name,
      weight: 300,
      platforms: [1, 2],
      specifications: [{ name: "Colour", options: p.colours }],
      skus: p.colours.map((c) => ({ sku: `${p.spu}-${c.toUpperCase()}`, options: [c], price: p.price, purchasePrice: p.cost, weight: 300 }))
    });
    skuIds.push(...product.skus.map((s) => s.id));
  }
  await createProduct(ctx, {
    spu: "GIFTSET",
    name: "\u793C\u76D2\u5957\u88C5 Gift set",
    skus: [{ sku: "GIFTSET-1", price: "12.90", components: [{ sku: "MUG-RED", quantity: 1 }, { sku: "CABLE-1M", quantity: 1 }] }]
  });
  const inbound = await createBill(ctx, "inbound", {
    warehouseId: shenzhen.id,
    type: "purchase",
    remark: "\u6F14\u793A\u671F\u521D\u5165\u5E93 Demo opening stock",
    lines: skuIds.map((skuId, i) => ({ skuId, quantity: 20 + i * 15, unitPrice: "2.00", locationId: szLocations[i % szLocations.length].id }))
  });
  await confirmBill(ctx, "inbound", inbound.id);
  await occupyStock(ctx, { skuId: skuIds[0], warehouseId: shenzhen.id, quantity: 5, remark: "\u5927\u4FC3\u9501\u5B9A Locked for a promotion" });
  await ctx.db.stock.updateMany({ where: { warehouseId: shenzhen.id, skuId: skuIds[0] }, data: { safe: 30 } });
}

// src/seed/logistics.ts
var DAY6 = 864e5;
var COUNTRIES2 = ["US", "DE", "GB", "FR", "ES", "AU"];
async function seedLogistics(ctx, now = /* @__PURE__ */ new Date()) {
  const yun = await enableSystemChannel(ctx, "YUN-STD");
  const fpx = await enableSystemChannel(ctx, "4PX-ECO");
  await enableSystemChannel(ctx, "UPS-EXP");
  const local = await createCustomChannel(ctx, {
    name: "\u4E13\u7EBF\u5C0F\u5305 Line Packet",
    carrier: "Shenzhen Line",
    code: "SZ-LINE",
    maxWeight: 3e3,
    usesNumberPool: true,
    trackingUrl: "https://track.example.com/?no={no}"
  });
  const numbers = Array.from({ length: 30 }, (_, i) => `SZL${String(202600001 + i)}`).join("\n");
  await importNumbers(ctx, { channelId: local.id, fileName: "line-packet-numbers.txt", fileType: "text/plain", content: numbers });
  const channels = [yun, fpx, local];
  for (let i = 0; i < 36; i++) {
    const channel = channels[i % channels.length];
    const shippedAt = new Date(now.getTime() - (2 + i * 7 % 58) * DAY6);
    await addRecord(ctx, { trackingNo: `DEMO${channel.code.replace(/[^A-Z0-9]/g, "")}${String(1e5 + i * 37)}`, channelId: channel.id, country: COUNTRIES2[i % COUNTRIES2.length], shippedAt: shippedAt.toISOString() }, now);
  }
}

// src/seed/orders.ts
var DAY7 = 864e5;
var PULLS_DAYS_AGO = [60, 30, 10, 3, 1, 0];
async function seedOrders(ctx, now = /* @__PURE__ */ new Date()) {
  const shops = await ctx.db.shop.findMany({ where: { status: SHOP_STATUS.authorized }, orderBy: { id: "asc" } });
  const start = new Date(now.getTime() - 90 * DAY7);
  let count2 = 0;
  for (const shop of shops) {
    await ctx.db.shopOrderPull.createMany({ data: [{ shopId: shop.id, cursor: sandboxCursorAt(start) }], skipDuplicates: true });
    for (const daysAgo of PULLS_DAYS_AGO) {
      const r = await pullShop(ctx, shop.id, { now: new Date(now.getTime() - daysAgo * DAY7), limit: 200 });
      count2 += r.newCount;
    }
  }
  await workTheBacklog(ctx, now);
  return count2;
}
async function workTheBacklog(ctx, now) {
  const reviewed = await ctx.db.order.findMany({
    where: { status: "processing", matched: true, orderedAt: { lt: new Date(now.getTime() - 2 * DAY7) } },
    orderBy: { orderedAt: "asc" },
    select: { id: true },
    take: 150
  });
  if (!reviewed.length) return;
  await auditOrders(ctx, reviewed.map((o) => o.id));
  const toShip = await ctx.db.order.findMany({
    where: { status: "awaitingShipment", orderedAt: { lt: new Date(now.getTime() - 6 * DAY7) } },
    orderBy: { orderedAt: "asc" },
    select: { id: true, orderNo: true },
    take: 80
  });
  for (const o of toShip) {
    await shipOrder(ctx, o.id, { via: "manual", trackingNo: `DEMO${o.orderNo.replace(/\W/g, "").slice(-10)}`, weight: 450 });
  }
}

// src/seed/order-rules.ts
async function seedOrderRules(ctx) {
  const [warehouse, channels] = await Promise.all([
    ctx.db.warehouse.findFirst({ where: { enabled: true }, orderBy: [{ priority: "asc" }, { id: "asc" }] }),
    ctx.db.logisticsChannel.findMany({ where: { enabled: true }, orderBy: { id: "asc" } })
  ]);
  if (warehouse && channels.length) {
    const small = [...channels].sort((a, b) => (a.maxWeight || Infinity) - (b.maxWeight || Infinity))[0];
    const heavy = channels.find((c) => c.maxWeight === 0 || c.maxWeight > 2e3) ?? small;
    await createLogisticsRule(ctx, {
      name: "\u7F8E\u56FD\u8F7B\u5C0F\u4EF6 US light parcels",
      priority: 10,
      enabled: true,
      warehouseId: warehouse.id,
      logisticsChannelId: small.id,
      conditions: { countries: ["US"], weightMax: Math.min(small.maxWeight || 2e3, 2e3) }
    });
    await createLogisticsRule(ctx, {
      name: "\u91CD\u8D27 Heavy parcels",
      priority: 5,
      enabled: false,
      warehouseId: warehouse.id,
      logisticsChannelId: heavy.id,
      conditions: { weightMin: 2e3 }
    });
  }
  await addToBlacklist(ctx, { buyerAccount: "chargeback_king", cause: "fraud" });
}

// src/seed/purchasing.ts
var DEMO_PARCELS = ["SF1000000001", "YT2000000002"];
var DAY8 = 864e5;
async function seedPurchasing(ctx) {
  const skus = await ctx.db.sku.findMany({ where: { isCombo: false }, orderBy: { id: "asc" }, select: { id: true, sku: true, purchasePrice: true } });
  const sku = (code) => {
    const s = skus.find((k) => k.sku === code);
    if (!s) throw new Error(`demo SKU ${code} is missing`);
    return s;
  };
  const [shenzhen] = await ctx.db.warehouse.findMany({ orderBy: [{ priority: "asc" }, { id: "asc" }] });
  const locations = await ctx.db.location.findMany({ where: { warehouseId: shenzhen.id }, orderBy: { id: "asc" } });
  const yiwu = await createSupplier(ctx, {
    name: "\u4E49\u4E4C\u676F\u5177\u5382 Yiwu Cups",
    preferred: true,
    website: "https://yiwu-cups.example.com",
    contact: "\u738B\u7ECF\u7406",
    phone: "+86 579 8888 0001",
    address: "\u6D59\u6C5F\u7701\u4E49\u4E4C\u5E02\u7A20\u57CE\u8857\u9053",
    bankName: "\u4E2D\u56FD\u94F6\u884C\u4E49\u4E4C\u5206\u884C",
    accountNumber: "6217 0000 1111 2222",
    payee: "\u4E49\u4E4C\u676F\u5177\u5382",
    deliveryDays: 3,
    wholesaleMemberId: "b2b-60606",
    wholesaleShopName: "1688 Shop 60606"
  });
  const lighting = await createSupplier(ctx, {
    name: "\u6DF1\u5733\u706F\u9970 Shenzhen Lighting",
    preferred: true,
    website: "www.sz-lighting.example.com",
    contact: "Linda",
    phone: "+86 755 2222 3333",
    bankName: "\u62DB\u5546\u94F6\u884C\u6DF1\u5733\u5206\u884C",
    accountNumber: "6225 8800 3333 4444",
    payee: "\u6DF1\u5733\u706F\u9970\u6709\u9650\u516C\u53F8",
    deliveryDays: 5
  });
  const canvas = await createSupplier(ctx, { name: "\u676D\u5DDE\u5E06\u5E03 Hangzhou Canvas", contact: "\u9648\u5148\u751F", phone: "+86 571 6666 7777", deliveryDays: 4 });
  const stall = await createSupplier(ctx, { name: "\u534E\u5F3A\u5317\u6863\u53E3 Market stall", type: "temporary", contact: "\u963F\u5F3A", deliveryDays: 1 });
  const relation = (code, rows) => setSupplyRelationship(ctx, { skuId: sku(code).id, suppliers: rows.map((r) => ({ preferred: false, moq: 1, ...r })) });
  await relation("MUG-RED", [{ supplierId: yiwu.id, preferred: true, purchasePrice: "1.80", moq: 20 }, { supplierId: stall.id, purchasePrice: "2.10" }]);
  await relation("MUG-BLUE", [{ supplierId: yiwu.id, preferred: true, purchasePrice: "1.80", moq: 20 }, { supplierId: stall.id, purchasePrice: "2.10" }]);
  await relation("LAMP-WHITE", [{ supplierId: lighting.id, preferred: true, purchasePrice: "6.20", moq: 10 }]);
  await relation("LAMP-BLACK", [{ supplierId: lighting.id, preferred: true, purchasePrice: "6.40", moq: 10 }]);
  await relation("BAG-BEIGE", [{ supplierId: canvas.id, preferred: true, purchasePrice: "2.40", moq: 50 }]);
  await relation("CABLE-1M", [{ supplierId: lighting.id, preferred: true, purchasePrice: "0.90", moq: 100 }]);
  await relation("CABLE-2M", [{ supplierId: lighting.id, preferred: true, purchasePrice: "1.10", moq: 100 }]);
  await pairWholesaleProduct(ctx, { skuId: sku("MUG-RED").id, productUrl: "https://detail.1688.com/offer/6060606061.html", specId: "6060606061-1", specValues: { Color: "Red" }, supplierId: yiwu.id });
  const now = Date.now();
  const order = (supplierId, daysAgo, lines2, extra = {}) => createPurchaseOrder(ctx, {
    supplierId,
    warehouseId: shenzhen.id,
    orderDate: new Date(now - daysAgo * DAY8).toISOString(),
    eta: new Date(now - (daysAgo - 4) * DAY8).toISOString(),
    lines: lines2.map(([code, quantity2, unitPrice]) => ({ skuId: sku(code).id, quantity: quantity2, unitPrice })),
    ...extra
  });
  const approve = (id5) => auditPurchaseOrders(ctx, { ids: [id5], approve: true, remark: "" });
  const receive = async (id5, trackingNo, share = 1, defective = 0) => {
    await setPurchaseTracking(ctx, { id: id5, trackingNo, courier: "SF Express" });
    const po = await ctx.db.purchaseOrder.findFirstOrThrow({ where: { id: id5 }, include: { lines: { orderBy: { id: "asc" } } } });
    const receipt = await signReceipt(ctx, {
      trackingNo,
      purchaseOrderId: id5,
      boxes: 2,
      packaging: "intact",
      lines: po.lines.map((l) => ({ purchaseOrderLineId: l.id, receivedQuantity: Math.ceil(l.quantity * share) }))
    });
    const signed = await ctx.db.purchaseReceipt.findFirstOrThrow({ where: { id: receipt.id }, include: { lines: { orderBy: { id: "asc" } } } });
    await inspectReceipt(ctx, {
      receiptId: signed.id,
      lines: signed.lines.map((l, i) => ({
        lineId: l.id,
        goodQuantity: l.receivedQuantity - (i === 0 ? defective : 0),
        defectiveQuantity: i === 0 ? defective : 0,
        goodLocationId: locations[i % locations.length].id,
        defectiveLocationId: defective && i === 0 ? locations.at(-1).id : null
      }))
    });
    return po;
  };
  const lamps = await order(lighting.id, 30, [["LAMP-WHITE", 40, "6.20"], ["LAMP-BLACK", 20, "6.40"]], { freight: "35.00", remark: "\u6708\u5EA6\u8865\u8D27 Monthly restock" });
  await approve(lamps.id);
  await receive(lamps.id, "SF0900000001", 1, 2);
  const payment = await createPaymentRequest(ctx, { purchaseOrderId: lamps.id, kind: "payment", amount: "411.00", remark: "\u8D27\u6B3E+\u8FD0\u8D39 Goods and freight" });
  await auditPayments(ctx, { ids: [payment.id], approve: true, remark: "" });
  const cables = await order(lighting.id, 9, [["CABLE-1M", 200, "0.90"], ["CABLE-2M", 100, "1.10"]]);
  await approve(cables.id);
  await receive(cables.id, "SF0900000002", 0.5);
  await createAbnormalReceipt(ctx, {
    purchaseOrderNo: cables.orderNo,
    type: "shortage",
    method: "resend",
    remark: "\u7B2C\u4E00\u7BB1\u5C11\u4EF6 Short in the first box",
    lines: [{ skuId: sku("CABLE-1M").id, quantity: 10, waybillNos: ["SF0900000099"], receiptPrice: "0.90", refundAmount: "0" }]
  });
  const deposit = await createPaymentRequest(ctx, { purchaseOrderId: cables.id, kind: "payment", amount: "100.00", remark: "\u9884\u4ED8\u6B3E Deposit" });
  await auditPayments(ctx, { ids: [deposit.id], approve: true, remark: "" });
  const bags = await order(canvas.id, 4, [["BAG-BEIGE", 120, "2.40"]], { freight: "18.00" });
  await approve(bags.id);
  await setPurchaseTracking(ctx, { id: bags.id, trackingNo: DEMO_PARCELS[0], courier: "SF Express" });
  const mugs = await order(yiwu.id, 3, [["MUG-RED", 60, "1.80"], ["MUG-BLUE", 40, "1.80"]]);
  await approve(mugs.id);
  await setPurchaseTracking(ctx, { id: mugs.id, trackingNo: DEMO_PARCELS[1], courier: "YTO Express" });
  await createPaymentRequest(ctx, { purchaseOrderId: mugs.id, kind: "payment", amount: "180.00", remark: "\u9996\u4ED8\u6B3E First instalment" });
  await order(lighting.id, 1, [["LAMP-WHITE", 30, "6.20"]], { remark: "\u5927\u4FC3\u5907\u8D27 Stock for the sale" });
  const stallOrder = await order(stall.id, 2, [["MUG-BLUE", 30, "2.10"]]);
  await auditPurchaseOrders(ctx, { ids: [stallOrder.id], approve: false, remark: "\u4EF7\u683C\u9AD8\u4E8E\u9996\u9009\u4F9B\u5E94\u5546 Dearer than the preferred supplier" });
  const cancelled = await order(canvas.id, 6, [["BAG-BEIGE", 50, "2.40"]]);
  await cancelPurchaseOrder(ctx, cancelled.id);
  await joinPlan(ctx, { items: [{ skuId: sku("MUG-RED").id, warehouseId: shenzhen.id }, { skuId: sku("CABLE-2M").id, warehouseId: shenzhen.id }], source: "suggestion" });
}

// src/seed/demo.ts
var DEMO = { company: "Demo Trading", username: "demo", password: "demo1234" };
var SHOPS = [
  ["ebay", "demo-ebay-us", "US", "sandbox-ok"],
  ["amazon", "demo-amazon-de", "DE", "sandbox-ok"],
  ["shopee", "demo-shopee-my", "MY", "sandbox-ok"],
  ["tiktok", "demo-tiktok-uk", "UK", "sandbox-ok"],
  ["allegro", "demo-allegro-pl", "PL", "sandbox-ok"],
  ["ozon", "demo-ozon-ru", "RU", "sandbox-ok"],
  ["tradebyte", "demo-tradebyte-de", "DE", "sandbox-ok"],
  ["walmart", "demo-walmart-us", "US", "denied"]
  // authorization failed (status 4)
];
async function seedDemo(platform) {
  const db = unscopedDb(platform.database.prisma, "seeding creates the demo company");
  if (await db.user.findUnique({ where: { username: DEMO.username } })) return false;
  await seedBulletins(platform);
  const company = await db.company.create({ data: { name: DEMO.company, edition: "professional", contact: "Demo", phone: "+86 755 0000 0000", email: "demo@example.com" } });
  const main = await db.user.create({
    data: { companyId: company.id, username: DEMO.username, passwordHash: await hashPassword(DEMO.password), realname: "\u6F14\u793A\u4E3B\u8D26\u53F7", email: "demo@example.com", isMain: true }
  });
  const actor = {
    userId: main.id,
    companyId: company.id,
    sessionId: "seed",
    username: main.username,
    realname: main.realname,
    isMain: true,
    roleId: null,
    permissions: /* @__PURE__ */ new Set(),
    allowShopIds: [],
    edition: company.edition
  };
  const ctx = createContext(platform, { lang: "zh", ip: "127.0.0.1", userAgent: "seed", actor });
  const shops = [];
  for (const [platformName2, shopName2, site, authCode] of SHOPS) {
    shops.push(await authorizeShop(ctx, { platformType: PLATFORM_TYPES[platformName2], shopName: shopName2, site, authCode }));
  }
  const purchaser = await createRole(ctx, {
    name: "\u91C7\u8D2D\u5458",
    remark: "\u8D1F\u8D23\u91C7\u8D2D\u4E0B\u5355\uFF0C\u4E0D\u80FD\u5BA1\u6838\u91C7\u8D2D\u5355\u548C\u8BF7\u6B3E",
    permissions: [
      "purchaseOrder",
      "purchaseOrder.create",
      "invoice",
      "refundNote",
      "purchasePayment.create",
      "signInWarehouse",
      "signingPackage",
      "unusualReceipt",
      "abnormalReceipt.update",
      "outStockList",
      "outStockAdvice",
      "purchasePlan.update",
      "purchaseSuggestProducts",
      "purchasePlanProducts",
      "productsAvailableList",
      "supplier",
      "supplierDetails",
      "supplyRelationship",
      "supplyRelationshipDetails",
      "supplyProDetails",
      "alibabaPairingList",
      "allibabaPair",
      "wholesalePairing.update",
      "wholesaleOrder.create",
      "inventoryManage"
    ]
  });
  const warehouse = await createRole(ctx, {
    name: "\u4ED3\u5E93",
    remark: "\u8D1F\u8D23\u5E93\u5B58\u548C\u51FA\u5165\u5E93\u5355\u636E\uFF0C\u4E0D\u80FD\u65B0\u5EFA\u4ED3\u5E93",
    permissions: [
      "warehouses",
      "locations",
      "inventoryManage",
      "inventoryManagement",
      "inOutWarehouse",
      "inboundOrder",
      "inboundOrder.create",
      "outboundOrder",
      "outboundOrder.create",
      "outboundScan",
      "signInWarehouse",
      "receipt.sign",
      "uniteSign",
      "signingPackage",
      "qcManage",
      "receipt.inspect",
      "unusualReceipt",
      "abnormalReceipt.update"
    ]
  });
  const service = await createRole(ctx, {
    name: "\u5BA2\u670D",
    remark: "\u5904\u7406\u8BA2\u5355\u3001\u67E5\u770B\u5E97\u94FA\uFF0C\u4E0D\u80FD\u6388\u6743\u5E97\u94FA\u6216\u7BA1\u7406\u8D26\u53F7",
    permissions: ["orders", "order.audit", "shops", "tradebyteRefund", "tradebyteRefund.handle", "salesAnalysis", "orderAnalysis", "storeAnalysis"]
  });
  const password = DEMO.password;
  await createSubAccount(ctx, { username: "demo_purchaser", password, password2: password, realname: "\u91C7\u8D2D\u5C0F\u738B", roleId: purchaser.id });
  await createSubAccount(ctx, { username: "demo_warehouse", password, password2: password, realname: "\u4ED3\u5E93\u8001\u674E", roleId: warehouse.id });
  await createSubAccount(ctx, {
    username: "demo_service",
    password,
    password2: password,
    realname: "\u5BA2\u670D\u5C0F\u9648",
    roleId: service.id,
    allowShopIds: shops.slice(0, 2).map((s) => s.id)
  });
  await seedInventory(ctx);
  await seedLogistics(ctx);
  await seedOrders(ctx);
  await seedOrderRules(ctx);
  await seedPurchasing(ctx);
  await seedDashboard(ctx);
  return true;
}

// src/modules/order-import/order-import.rest.ts
var orderImportRoutes = [
  {
    path: "orders/import",
    logged: true,
    handler: async (ctx, req) => {
      assertCan(ctx, "order.create");
      const { result } = await readParts(req, async (file) => {
        const chunks = [];
        let size = 0;
        for await (const chunk of file.stream) {
          size += chunk.length;
          if (size > ORDER_IMPORT_MAX_BYTES) throw ValidationError.field("file", "orderImport.tooLarge", { max: ORDER_IMPORT_MAX_BYTES / 1024 / 1024 });
          chunks.push(chunk);
        }
        return { buffer: Buffer.concat(chunks), name: file.filename };
      });
      const imported = await importOrderFile(ctx, result.buffer, result.name);
      return { data: imported, detail: { file: result.name, orders: imported.orders, items: imported.items, skipped: imported.skipped } };
    }
  }
];
function registerOrderImport(http, platform) {
  platform.jobs.register(ORDER_IMPORT_RULES_JOB, (data) => runOrderImportRules(platform, data));
  http.get("/api/v1/orders/importTemplate", async (req, reply) => {
    const lang = req.query.lang ? parseLang(req.query.lang) : requestLang(req);
    const body = await orderImportTemplate(lang);
    return reply.header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet").header("content-disposition", 'attachment; filename="order-import-template.xlsx"').send(body);
  });
}

// src/app.ts
async function createApp({ config: config2, database, logger: logger2 = createLogger(config2.logLevel), jobs, files }) {
  const db = database ?? await openDatabase({ url: config2.databaseUrl, dataDir: config2.dataDir });
  const applied = await db.migrate();
  if (applied.length) logger2.info({ applied }, "migrations applied");
  const redis = config2.redisUrl ? new Redis3(config2.redisUrl, { maxRetriesPerRequest: 2 }) : void 0;
  const platform = {
    config: config2,
    logger: logger2,
    database: db,
    tokens: new TokenService(resolveSecret(config2.dataDir, config2.jwtSecret), config2.accessTokenTtl),
    mailer: createMailer(logger2, config2.smtpUrl, config2.mailFrom),
    events: createEventBus(config2.redisUrl),
    limiters: {
      login: createLimiter("login", LOGIN_ATTEMPTS_PER_MINUTE, 60, redis),
      register: createLimiter("register", 10, 3600, redis),
      sendCode: createLimiter("send-code", 5, 600, redis)
    },
    connectors: sandboxConnectors(),
    files: files ?? createFileStorage(config2.dataDir),
    jobs: jobs ?? createJobQueue({ logger: logger2, redisUrl: config2.redisUrl })
  };
  await syncMenu(platform);
  registerReportJobWorker(platform);
  registerMarketplaceJobs(platform);
  const inProcess = platform.jobs.kind === "in-process";
  const recovered = await recoverReportJobs(platform, { resumeQueued: inProcess ? "all" : "stale", interruptProcessing: inProcess ? "all" : "stale" });
  if (recovered.interrupted.length || recovered.resumed.length) logger2.info(recovered, "report jobs recovered");
  const stopSweeper = startReportJobSweeper(platform);
  if (config2.seedDemo) {
    const seeded = await seedDemo(platform);
    if (seeded) logger2.info("demo company seeded: sign in as demo / demo1234");
  }
  const http = Fastify({ bodyLimit: REQUEST_BODY_LIMIT_BYTES, logger: false, trustProxy: true });
  const restRoutes = [];
  http.addHook("onRoute", (r) => {
    for (const method of [r.method].flat()) restRoutes.push({ method, url: r.url });
  });
  http.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  http.setErrorHandler(restErrorHandler(platform));
  const { yoga, attachWebSocket } = createGraphQL(platform);
  http.route({
    url: "/graphql",
    method: ["GET", "POST", "OPTIONS"],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req });
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    }
  });
  registerRoutes(http, platform, "/api/v1/", [...authRoutes, ...clientLogRoutes, ...messageRoutes, ...reportJobRoutes, ...homeRoutes]);
  registerRoutes(http, platform, "/", clientLogRoutes);
  registerReportJobDownload(http, platform);
  await registerMultipartRoutes(http, platform, "/api/v1/", [...storageRoutes, ...catalogImportRoutes, ...orderImportRoutes]);
  registerFileServing(http, platform);
  registerCatalogTemplate(http, platform);
  registerOrderImport(http, platform);
  if (platform.jobs.kind === "in-process") {
    const pendingRules = await (await import("./order-import.service-DT22H3ZU.js")).recoverOrderImportRules(platform);
    if (pendingRules) logger2.info({ orders: pendingRules }, "order import rules queued again");
  }
  await platform.files.removeAbandonedWrites?.(36e5);
  if (existsSync2(path2.join(config2.clientDist, "index.html"))) {
    await http.register(fastifyStatic, { root: config2.clientDist, prefix: "/", wildcard: false });
  } else {
    http.get("/", async (_req, reply) => reply.type("text/plain").send("The web client is not built: run `npm run build`."));
  }
  const indexHtml = path2.join(config2.clientDist, "index.html");
  http.setNotFoundHandler((req, reply) => {
    const wantsPage = req.method === "GET" && !req.url.startsWith("/api/") && !req.url.startsWith("/graphql") && String(req.headers.accept ?? "").includes("text/html");
    if (wantsPage && existsSync2(indexHtml)) return reply.type("text/html").sendFile("index.html");
    return reply.status(404).send({ code: 404, message: translate(requestLang(req), "common.notFound"), type: "tips", data: null });
  });
  await (await import("./abc-ARXD4UZ7.js")).startAbcScheduler(platform, http);
  await (await import("./orders.alerts-Z5RQRUVI.js")).startUnmatchedAlerts(platform, http);
  await (await import("./tracking.service-LUNBREV6.js")).startTrackingScheduler(platform, http);
  await (await import("./outbound.service-GKLTAP2E.js")).startPickupTimeouts(platform, http);
  await (await import("./purchase-orders.alerts-SLZMXJZL.js")).startPurchaseAlerts(platform, http);
  await (await import("./wholesale.service-ZLODHQCH.js")).startWholesaleSync(platform, http);
  await (await import("./home.service-VR5KIURC.js")).startOrderSalesFold(platform, http);
  await http.ready();
  const detachWs = attachWebSocket(http.server);
  return {
    http,
    platform,
    restRoutes,
    async close() {
      stopSweeper();
      await detachWs();
      await http.close();
      await platform.jobs.close();
      await platform.events.close();
      redis?.disconnect();
      await db.close();
    }
  };
}

// src/main.ts
var config = loadConfig();
var logger = createLogger(config.logLevel);
var app = await createApp({ config, logger });
await app.http.listen({ port: config.port, host: config.host });
var stopPullScheduler = startOrderPullScheduler(app.platform);
logger.info(
  `ERP listening on http://localhost:${config.port} (database: ${config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}/db`}, pub/sub: ${config.redisUrl ? "Redis" : "in-process"})`
);
var stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: shutting down`);
    stopPullScheduler();
    await app.close();
    process.exit(0);
  });
}
//# sourceMappingURL=main.js.map