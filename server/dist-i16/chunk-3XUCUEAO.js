var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
  return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// ../schema/src/constants.ts
var PLATFORM_TYPES = {
  ebay: 1,
  amazon: 2,
  otto: 4,
  real: 6,
  allegro: 9,
  wish: 10,
  shopee: 11,
  shopify: 13,
  wayfair: 14,
  tradebyte: 15,
  cdiscount: 16,
  fruugo: 18,
  lazada: 19,
  fnac: 20,
  emag: 21,
  walmart: 22,
  coupang: 23,
  tiktok: 24,
  fyndiq: 25,
  mediamarket: 26,
  factory: 27,
  aliExpress: 28,
  joom: 29,
  ozon: 31,
  mercado: 32,
  vinted: 33,
  leroyMerlin: 38,
  hood: 39,
  conforama: 42,
  worten: 43,
  shein: 45,
  sheinAgency: 46,
  bol: 48,
  aliExpressOverseaJit: 49,
  darty: 54
};
var platformByType = new Map(
  Object.entries(PLATFORM_TYPES).map(([name, type]) => [type, name])
);
function platformName(platformType) {
  return platformByType.get(platformType);
}
var SHOP_STATUS = {
  unauthorized: 0,
  authorized: 1,
  expired: 2,
  disabled: 3,
  authFailed: 4
};
var SHOP_STATUS_VALUES = Object.values(SHOP_STATUS);
var EU_TAX_TYPES = ["", "VAT", "IOSS", "OSS"];
var PLAN_LIMITS = {
  standard: { shops: 5, accounts: 3, warehouses: 2 },
  professional: { shops: 30, accounts: 15, warehouses: 5 },
  flagship: { shops: 200, accounts: 100, warehouses: 30 }
};
var TOKEN_COOKIE_DAYS = 7;
var SESSION_TTL_SECONDS = TOKEN_COOKIE_DAYS * 24 * 3600;
var ACCESS_TOKEN_TTL_SECONDS = 2 * 3600;
var LOGIN_ATTEMPTS_PER_MINUTE = 10;
var PASSWORD_MIN_LENGTH = 8;
var VERIFICATION_CODE_LENGTH = 6;
var VERIFICATION_CODE_TTL_SECONDS = 15 * 60;
var VERIFICATION_CODE_MAX_ATTEMPTS = 5;
var ERROR_LOG_DEDUPE_MS = 3600 * 1e3;
var REQUEST_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
var PAGE_SIZE_DEFAULT = 30;
var PAGE_SIZE_MAX = 100;
var GRAPHQL_MAX_DEPTH = 12;
var GRAPHQL_MAX_ALIASES = 30;
var GRAPHQL_MAX_TOKENS = 5e3;
var GRAPHQL_MAX_COST = 2e3;
var GRAPHQL_MUTATION_COST = 10;

// src/generated/prisma/internal/prismaNamespace.ts
var prismaNamespace_exports = {};
__export(prismaNamespace_exports, {
  AbnormalReceiptLineScalarFieldEnum: () => AbnormalReceiptLineScalarFieldEnum,
  AbnormalReceiptScalarFieldEnum: () => AbnormalReceiptScalarFieldEnum,
  AnyNull: () => AnyNull,
  AssembleSheetScalarFieldEnum: () => AssembleSheetScalarFieldEnum,
  BarcodeBatchScalarFieldEnum: () => BarcodeBatchScalarFieldEnum,
  BulletinScalarFieldEnum: () => BulletinScalarFieldEnum,
  ClientErrorLogScalarFieldEnum: () => ClientErrorLogScalarFieldEnum,
  CompanyScalarFieldEnum: () => CompanyScalarFieldEnum,
  DbNull: () => DbNull,
  Decimal: () => Decimal2,
  ExchangeRateScalarFieldEnum: () => ExchangeRateScalarFieldEnum,
  GiftRuleScalarFieldEnum: () => GiftRuleScalarFieldEnum,
  InventoryCountLineScalarFieldEnum: () => InventoryCountLineScalarFieldEnum,
  InventoryCountTaskScalarFieldEnum: () => InventoryCountTaskScalarFieldEnum,
  JsonNull: () => JsonNull,
  JsonNullValueFilter: () => JsonNullValueFilter,
  JsonNullValueInput: () => JsonNullValueInput,
  LocationScalarFieldEnum: () => LocationScalarFieldEnum,
  LogisticsChannelScalarFieldEnum: () => LogisticsChannelScalarFieldEnum,
  LogisticsRuleScalarFieldEnum: () => LogisticsRuleScalarFieldEnum,
  MenuNodeScalarFieldEnum: () => MenuNodeScalarFieldEnum,
  MessageNoticeScalarFieldEnum: () => MessageNoticeScalarFieldEnum,
  MessageNoticeSettingScalarFieldEnum: () => MessageNoticeSettingScalarFieldEnum,
  ModelName: () => ModelName,
  NullTypes: () => NullTypes,
  NullableJsonNullValueInput: () => NullableJsonNullValueInput,
  NullsOrder: () => NullsOrder,
  OperateLogScalarFieldEnum: () => OperateLogScalarFieldEnum,
  OrderHistoryScalarFieldEnum: () => OrderHistoryScalarFieldEnum,
  OrderItemScalarFieldEnum: () => OrderItemScalarFieldEnum,
  OrderSalesDayScalarFieldEnum: () => OrderSalesDayScalarFieldEnum,
  OrderSalesDeltaScalarFieldEnum: () => OrderSalesDeltaScalarFieldEnum,
  OrderScalarFieldEnum: () => OrderScalarFieldEnum,
  PackagingMaterialScalarFieldEnum: () => PackagingMaterialScalarFieldEnum,
  PasswordResetScalarFieldEnum: () => PasswordResetScalarFieldEnum,
  PickListScalarFieldEnum: () => PickListScalarFieldEnum,
  PickListTemplateScalarFieldEnum: () => PickListTemplateScalarFieldEnum,
  PlatformOperatorScalarFieldEnum: () => PlatformOperatorScalarFieldEnum,
  PrismaClientInitializationError: () => PrismaClientInitializationError2,
  PrismaClientKnownRequestError: () => PrismaClientKnownRequestError2,
  PrismaClientRustPanicError: () => PrismaClientRustPanicError2,
  PrismaClientUnknownRequestError: () => PrismaClientUnknownRequestError2,
  PrismaClientValidationError: () => PrismaClientValidationError2,
  ProductScalarFieldEnum: () => ProductScalarFieldEnum,
  PurchaseOrderLineScalarFieldEnum: () => PurchaseOrderLineScalarFieldEnum,
  PurchaseOrderScalarFieldEnum: () => PurchaseOrderScalarFieldEnum,
  PurchasePaymentScalarFieldEnum: () => PurchasePaymentScalarFieldEnum,
  PurchasePlanItemScalarFieldEnum: () => PurchasePlanItemScalarFieldEnum,
  PurchaseReceiptLineScalarFieldEnum: () => PurchaseReceiptLineScalarFieldEnum,
  PurchaseReceiptScalarFieldEnum: () => PurchaseReceiptScalarFieldEnum,
  PurchaseSettingScalarFieldEnum: () => PurchaseSettingScalarFieldEnum,
  QueryMode: () => QueryMode,
  ReportJobScalarFieldEnum: () => ReportJobScalarFieldEnum,
  RoleScalarFieldEnum: () => RoleScalarFieldEnum,
  SchedulerLeaseScalarFieldEnum: () => SchedulerLeaseScalarFieldEnum,
  SessionScalarFieldEnum: () => SessionScalarFieldEnum,
  ShippingBagScalarFieldEnum: () => ShippingBagScalarFieldEnum,
  ShippingBlacklistScalarFieldEnum: () => ShippingBlacklistScalarFieldEnum,
  ShopOrderPullScalarFieldEnum: () => ShopOrderPullScalarFieldEnum,
  ShopScalarFieldEnum: () => ShopScalarFieldEnum,
  SkuComponentScalarFieldEnum: () => SkuComponentScalarFieldEnum,
  SkuPairingScalarFieldEnum: () => SkuPairingScalarFieldEnum,
  SkuScalarFieldEnum: () => SkuScalarFieldEnum,
  SortOrder: () => SortOrder,
  Sql: () => Sql2,
  StockBillLineScalarFieldEnum: () => StockBillLineScalarFieldEnum,
  StockBillScalarFieldEnum: () => StockBillScalarFieldEnum,
  StockLedgerScalarFieldEnum: () => StockLedgerScalarFieldEnum,
  StockLocationScalarFieldEnum: () => StockLocationScalarFieldEnum,
  StockLotScalarFieldEnum: () => StockLotScalarFieldEnum,
  StockOccupationScalarFieldEnum: () => StockOccupationScalarFieldEnum,
  StockScalarFieldEnum: () => StockScalarFieldEnum,
  SupplierProductScalarFieldEnum: () => SupplierProductScalarFieldEnum,
  SupplierScalarFieldEnum: () => SupplierScalarFieldEnum,
  TrackingNumberScalarFieldEnum: () => TrackingNumberScalarFieldEnum,
  TrackingRecordScalarFieldEnum: () => TrackingRecordScalarFieldEnum,
  TradebyteRefundScalarFieldEnum: () => TradebyteRefundScalarFieldEnum,
  TransactionIsolationLevel: () => TransactionIsolationLevel,
  TransferOrderLineScalarFieldEnum: () => TransferOrderLineScalarFieldEnum,
  TransferOrderScalarFieldEnum: () => TransferOrderScalarFieldEnum,
  UserScalarFieldEnum: () => UserScalarFieldEnum,
  WarehouseScalarFieldEnum: () => WarehouseScalarFieldEnum,
  WholesaleOrderScalarFieldEnum: () => WholesaleOrderScalarFieldEnum,
  WholesalePairingScalarFieldEnum: () => WholesalePairingScalarFieldEnum,
  defineExtension: () => defineExtension,
  empty: () => empty2,
  getExtensionContext: () => getExtensionContext,
  join: () => join2,
  prismaVersion: () => prismaVersion,
  raw: () => raw2,
  sql: () => sql
});
import * as runtime from "@prisma/client/runtime/client";
var PrismaClientKnownRequestError2 = runtime.PrismaClientKnownRequestError;
var PrismaClientUnknownRequestError2 = runtime.PrismaClientUnknownRequestError;
var PrismaClientRustPanicError2 = runtime.PrismaClientRustPanicError;
var PrismaClientInitializationError2 = runtime.PrismaClientInitializationError;
var PrismaClientValidationError2 = runtime.PrismaClientValidationError;
var sql = runtime.sqltag;
var empty2 = runtime.empty;
var join2 = runtime.join;
var raw2 = runtime.raw;
var Sql2 = runtime.Sql;
var Decimal2 = runtime.Decimal;
var getExtensionContext = runtime.Extensions.getExtensionContext;
var prismaVersion = {
  client: "6.19.3",
  engine: "c2990dca591cba766e3b7ef5d9e8a84796e47ab7"
};
var NullTypes = {
  DbNull: runtime.objectEnumValues.classes.DbNull,
  JsonNull: runtime.objectEnumValues.classes.JsonNull,
  AnyNull: runtime.objectEnumValues.classes.AnyNull
};
var DbNull = runtime.objectEnumValues.instances.DbNull;
var JsonNull = runtime.objectEnumValues.instances.JsonNull;
var AnyNull = runtime.objectEnumValues.instances.AnyNull;
var ModelName = {
  Company: "Company",
  User: "User",
  Role: "Role",
  MenuNode: "MenuNode",
  Shop: "Shop",
  OperateLog: "OperateLog",
  ClientErrorLog: "ClientErrorLog",
  Session: "Session",
  PasswordReset: "PasswordReset",
  PlatformOperator: "PlatformOperator",
  Bulletin: "Bulletin",
  MessageNotice: "MessageNotice",
  MessageNoticeSetting: "MessageNoticeSetting",
  ReportJob: "ReportJob",
  Product: "Product",
  Sku: "Sku",
  SkuComponent: "SkuComponent",
  Warehouse: "Warehouse",
  Location: "Location",
  Stock: "Stock",
  StockLocation: "StockLocation",
  StockLot: "StockLot",
  StockLedger: "StockLedger",
  StockOccupation: "StockOccupation",
  StockBill: "StockBill",
  StockBillLine: "StockBillLine",
  TransferOrder: "TransferOrder",
  TransferOrderLine: "TransferOrderLine",
  AssembleSheet: "AssembleSheet",
  InventoryCountTask: "InventoryCountTask",
  InventoryCountLine: "InventoryCountLine",
  BarcodeBatch: "BarcodeBatch",
  PackagingMaterial: "PackagingMaterial",
  Order: "Order",
  OrderItem: "OrderItem",
  OrderHistory: "OrderHistory",
  ShopOrderPull: "ShopOrderPull",
  SkuPairing: "SkuPairing",
  LogisticsChannel: "LogisticsChannel",
  TrackingNumber: "TrackingNumber",
  LogisticsRule: "LogisticsRule",
  GiftRule: "GiftRule",
  ShippingBlacklist: "ShippingBlacklist",
  PickListTemplate: "PickListTemplate",
  PickList: "PickList",
  ShippingBag: "ShippingBag",
  TrackingRecord: "TrackingRecord",
  Supplier: "Supplier",
  SupplierProduct: "SupplierProduct",
  WholesalePairing: "WholesalePairing",
  PurchaseSetting: "PurchaseSetting",
  PurchasePlanItem: "PurchasePlanItem",
  PurchaseOrder: "PurchaseOrder",
  PurchaseOrderLine: "PurchaseOrderLine",
  PurchasePayment: "PurchasePayment",
  PurchaseReceipt: "PurchaseReceipt",
  PurchaseReceiptLine: "PurchaseReceiptLine",
  AbnormalReceipt: "AbnormalReceipt",
  AbnormalReceiptLine: "AbnormalReceiptLine",
  WholesaleOrder: "WholesaleOrder",
  ExchangeRate: "ExchangeRate",
  TradebyteRefund: "TradebyteRefund",
  OrderSalesDay: "OrderSalesDay",
  OrderSalesDelta: "OrderSalesDelta",
  SchedulerLease: "SchedulerLease"
};
var TransactionIsolationLevel = runtime.makeStrictEnum({
  ReadUncommitted: "ReadUncommitted",
  ReadCommitted: "ReadCommitted",
  RepeatableRead: "RepeatableRead",
  Serializable: "Serializable"
});
var CompanyScalarFieldEnum = {
  id: "id",
  name: "name",
  edition: "edition",
  contact: "contact",
  phone: "phone",
  email: "email",
  address: "address",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var UserScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  username: "username",
  passwordHash: "passwordHash",
  realname: "realname",
  phone: "phone",
  email: "email",
  status: "status",
  isMain: "isMain",
  roleId: "roleId",
  allowShopIds: "allowShopIds",
  lastLoginAt: "lastLoginAt",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var RoleScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  name: "name",
  remark: "remark",
  permissions: "permissions",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var MenuNodeScalarFieldEnum = {
  id: "id",
  pid: "pid",
  path: "path",
  component: "component",
  name: "name",
  titleZh: "titleZh",
  titleEn: "titleEn",
  icon: "icon",
  noCache: "noCache",
  breadcrumb: "breadcrumb",
  affix: "affix",
  hidden: "hidden",
  redirect: "redirect",
  kind: "kind",
  sort: "sort"
};
var ShopScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  platformType: "platformType",
  platform: "platform",
  shopName: "shopName",
  alias: "alias",
  site: "site",
  status: "status",
  authTime: "authTime",
  authExpireAt: "authExpireAt",
  authFailReason: "authFailReason",
  authToken: "authToken",
  platformRate: "platformRate",
  transferRate: "transferRate",
  vatRate: "vatRate",
  euTaxNumber: "euTaxNumber",
  euTaxType: "euTaxType",
  returnWarehouseId: "returnWarehouseId",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var OperateLogScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  userId: "userId",
  username: "username",
  action: "action",
  module: "module",
  detail: "detail",
  success: "success",
  errorCode: "errorCode",
  ip: "ip",
  createdAt: "createdAt"
};
var ClientErrorLogScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  userId: "userId",
  level: "level",
  message: "message",
  data: "data",
  route: "route",
  fullPath: "fullPath",
  userAgent: "userAgent",
  fingerprint: "fingerprint",
  hourBucket: "hourBucket",
  count: "count",
  createdAt: "createdAt",
  lastSeenAt: "lastSeenAt"
};
var SessionScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  userId: "userId",
  createdAt: "createdAt",
  expiresAt: "expiresAt",
  revokedAt: "revokedAt",
  refreshedAt: "refreshedAt",
  ip: "ip",
  userAgent: "userAgent"
};
var PasswordResetScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  userId: "userId",
  codeHash: "codeHash",
  attempts: "attempts",
  expiresAt: "expiresAt",
  usedAt: "usedAt",
  createdAt: "createdAt"
};
var PlatformOperatorScalarFieldEnum = {
  id: "id",
  username: "username",
  passwordHash: "passwordHash",
  realname: "realname",
  createdAt: "createdAt"
};
var BulletinScalarFieldEnum = {
  id: "id",
  title: "title",
  content: "content",
  hotFlag: "hotFlag",
  alertFlag: "alertFlag",
  publishedAt: "publishedAt",
  operatorId: "operatorId",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var MessageNoticeScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  userId: "userId",
  type: "type",
  title: "title",
  body: "body",
  params: "params",
  otherBillNum: "otherBillNum",
  linkData: "linkData",
  isRead: "isRead",
  readAt: "readAt",
  createdAt: "createdAt"
};
var MessageNoticeSettingScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  userId: "userId",
  type: "type",
  level: "level",
  enabled: "enabled",
  updatedAt: "updatedAt"
};
var ReportJobScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  userId: "userId",
  reportType: "reportType",
  filter: "filter",
  lang: "lang",
  status: "status",
  percent: "percent",
  messages: "messages",
  rowCount: "rowCount",
  fileKey: "fileKey",
  fileName: "fileName",
  attempts: "attempts",
  heartbeatAt: "heartbeatAt",
  startedAt: "startedAt",
  finishedAt: "finishedAt",
  createdAt: "createdAt"
};
var ProductScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  spu: "spu",
  name: "name",
  nameEn: "nameEn",
  category: "category",
  status: "status",
  rejectReason: "rejectReason",
  developerId: "developerId",
  platforms: "platforms",
  mainImage: "mainImage",
  images: "images",
  weight: "weight",
  length: "length",
  width: "width",
  height: "height",
  declareNameZh: "declareNameZh",
  declareNameEn: "declareNameEn",
  declareValue: "declareValue",
  hsCode: "hsCode",
  infringementInfo: "infringementInfo",
  supplierLinks: "supplierLinks",
  specifications: "specifications",
  remark: "remark",
  submittedAt: "submittedAt",
  reviewedAt: "reviewedAt",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var SkuScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  productId: "productId",
  sku: "sku",
  ean: "ean",
  barcode: "barcode",
  options: "options",
  aliases: "aliases",
  price: "price",
  purchasePrice: "purchasePrice",
  weight: "weight",
  image: "image",
  isCombo: "isCombo",
  abcClass: "abcClass",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var SkuComponentScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  comboSkuId: "comboSkuId",
  componentSkuId: "componentSkuId",
  quantity: "quantity"
};
var WarehouseScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  name: "name",
  code: "code",
  type: "type",
  country: "country",
  address: "address",
  contact: "contact",
  phone: "phone",
  priority: "priority",
  enabled: "enabled",
  isDefault: "isDefault",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var LocationScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  warehouseId: "warehouseId",
  code: "code",
  zone: "zone",
  remark: "remark",
  enabled: "enabled",
  createdAt: "createdAt"
};
var StockScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  skuId: "skuId",
  warehouseId: "warehouseId",
  quantity: "quantity",
  occupied: "occupied",
  inTransit: "inTransit",
  preSale: "preSale",
  safe: "safe",
  purchasePrice: "purchasePrice",
  updatedAt: "updatedAt"
};
var StockLocationScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  skuId: "skuId",
  warehouseId: "warehouseId",
  locationId: "locationId",
  quantity: "quantity",
  updatedAt: "updatedAt"
};
var StockLotScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  skuId: "skuId",
  warehouseId: "warehouseId",
  receivedAt: "receivedAt",
  quantityIn: "quantityIn",
  quantityLeft: "quantityLeft",
  unitCost: "unitCost",
  billNo: "billNo"
};
var StockLedgerScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  skuId: "skuId",
  warehouseId: "warehouseId",
  locationId: "locationId",
  type: "type",
  quantityChange: "quantityChange",
  occupiedChange: "occupiedChange",
  quantityAfter: "quantityAfter",
  occupiedAfter: "occupiedAfter",
  unitCost: "unitCost",
  billType: "billType",
  billNo: "billNo",
  remark: "remark",
  operatorId: "operatorId",
  createdAt: "createdAt"
};
var StockOccupationScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  skuId: "skuId",
  warehouseId: "warehouseId",
  quantity: "quantity",
  sourceType: "sourceType",
  sourceNo: "sourceNo",
  status: "status",
  remark: "remark",
  createdAt: "createdAt",
  releasedAt: "releasedAt"
};
var StockBillScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  direction: "direction",
  billNo: "billNo",
  type: "type",
  warehouseId: "warehouseId",
  status: "status",
  remark: "remark",
  operatorId: "operatorId",
  confirmedAt: "confirmedAt",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var StockBillLineScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  billId: "billId",
  skuId: "skuId",
  locationId: "locationId",
  quantity: "quantity",
  unitPrice: "unitPrice",
  remark: "remark"
};
var TransferOrderScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  billNo: "billNo",
  fromWarehouseId: "fromWarehouseId",
  toWarehouseId: "toWarehouseId",
  status: "status",
  dispatcherId: "dispatcherId",
  freight: "freight",
  costSharing: "costSharing",
  trackingNo: "trackingNo",
  remark: "remark",
  shippedAt: "shippedAt",
  receivedAt: "receivedAt",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var TransferOrderLineScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  transferId: "transferId",
  skuId: "skuId",
  quantity: "quantity",
  receivedQuantity: "receivedQuantity",
  freightShare: "freightShare",
  toLocationId: "toLocationId"
};
var AssembleSheetScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  billNo: "billNo",
  warehouseId: "warehouseId",
  comboSkuId: "comboSkuId",
  quantity: "quantity",
  processed: "processed",
  status: "status",
  remark: "remark",
  startedAt: "startedAt",
  completedAt: "completedAt",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var InventoryCountTaskScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  taskNo: "taskNo",
  warehouseId: "warehouseId",
  mode: "mode",
  countType: "countType",
  status: "status",
  startedAt: "startedAt",
  finishedAt: "finishedAt",
  createdAt: "createdAt"
};
var InventoryCountLineScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  taskId: "taskId",
  skuId: "skuId",
  locationId: "locationId",
  bookQty: "bookQty",
  countedQty: "countedQty",
  countedAt: "countedAt"
};
var BarcodeBatchScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  name: "name",
  number: "number",
  type: "type",
  prefix: "prefix",
  createdAt: "createdAt"
};
var PackagingMaterialScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  name: "name",
  quantity: "quantity",
  unitPrice: "unitPrice",
  weight: "weight",
  length: "length",
  width: "width",
  height: "height",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var OrderScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  shopId: "shopId",
  platformType: "platformType",
  platformOrderNo: "platformOrderNo",
  pullKey: "pullKey",
  orderNo: "orderNo",
  source: "source",
  status: "status",
  abnormalReason: "abnormalReason",
  heldFromStatus: "heldFromStatus",
  buyerAccount: "buyerAccount",
  buyerName: "buyerName",
  buyerEmail: "buyerEmail",
  buyerPhone: "buyerPhone",
  country: "country",
  state: "state",
  city: "city",
  postcode: "postcode",
  address1: "address1",
  address2: "address2",
  currency: "currency",
  itemsTotal: "itemsTotal",
  shippingFee: "shippingFee",
  discount: "discount",
  totalAmount: "totalAmount",
  orderedAt: "orderedAt",
  paidAt: "paidAt",
  shipBy: "shipBy",
  shippedAt: "shippedAt",
  completedAt: "completedAt",
  cancelledAt: "cancelledAt",
  cancelRequested: "cancelRequested",
  matched: "matched",
  warehouseId: "warehouseId",
  logisticsChannelId: "logisticsChannelId",
  trackingNo: "trackingNo",
  preShippedAt: "preShippedAt",
  trackingUploadedAt: "trackingUploadedAt",
  estimatedWeight: "estimatedWeight",
  weight: "weight",
  buyerNote: "buyerNote",
  sellerNote: "sellerNote",
  tags: "tags",
  parentId: "parentId",
  mergedIntoId: "mergedIntoId",
  pickListId: "pickListId",
  sortSlot: "sortSlot",
  verifiedAt: "verifiedAt",
  collectStatus: "collectStatus",
  outboundAt: "outboundAt",
  bagId: "bagId",
  rulesPending: "rulesPending",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var OrderItemScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  orderId: "orderId",
  platformItemId: "platformItemId",
  platformSku: "platformSku",
  title: "title",
  image: "image",
  quantity: "quantity",
  unitPrice: "unitPrice",
  skuId: "skuId",
  matchedBy: "matchedBy",
  unitsPerItem: "unitsPerItem",
  allocated: "allocated",
  isGift: "isGift",
  giftRuleId: "giftRuleId",
  verified: "verified"
};
var OrderHistoryScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  orderId: "orderId",
  action: "action",
  fromStatus: "fromStatus",
  toStatus: "toStatus",
  messageId: "messageId",
  params: "params",
  operatorId: "operatorId",
  createdAt: "createdAt"
};
var ShopOrderPullScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  shopId: "shopId",
  cursor: "cursor",
  intervalMinutes: "intervalMinutes",
  enabled: "enabled",
  lastPulledAt: "lastPulledAt",
  nextPullAt: "nextPullAt",
  lockedUntil: "lockedUntil",
  lastError: "lastError",
  lastCount: "lastCount",
  updatedAt: "updatedAt"
};
var SkuPairingScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  shopId: "shopId",
  platformType: "platformType",
  platformSku: "platformSku",
  skuId: "skuId",
  unitsPerItem: "unitsPerItem",
  operatorId: "operatorId",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var LogisticsChannelScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  name: "name",
  type: "type",
  carrier: "carrier",
  code: "code",
  maxWeight: "maxWeight",
  usesNumberPool: "usesNumberPool",
  trackingUrl: "trackingUrl",
  enabled: "enabled",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var TrackingNumberScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  channelId: "channelId",
  number: "number",
  used: "used",
  orderId: "orderId",
  usedAt: "usedAt",
  createdAt: "createdAt"
};
var LogisticsRuleScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  name: "name",
  priority: "priority",
  enabled: "enabled",
  conditions: "conditions",
  warehouseId: "warehouseId",
  logisticsChannelId: "logisticsChannelId",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var GiftRuleScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  name: "name",
  priority: "priority",
  enabled: "enabled",
  conditions: "conditions",
  giftSkuId: "giftSkuId",
  giftQuantity: "giftQuantity",
  startAt: "startAt",
  endAt: "endAt",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var ShippingBlacklistScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  platformType: "platformType",
  buyerAccount: "buyerAccount",
  cause: "cause",
  causeText: "causeText",
  operatorId: "operatorId",
  createdAt: "createdAt",
  removedAt: "removedAt"
};
var PickListTemplateScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  name: "name",
  type: "type",
  fontSize: "fontSize",
  maxOrders: "maxOrders",
  minOrders: "minOrders",
  fields: "fields",
  imageUrl: "imageUrl",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var PickListScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  pickNo: "pickNo",
  templateId: "templateId",
  warehouseId: "warehouseId",
  status: "status",
  orderCount: "orderCount",
  operatorId: "operatorId",
  wallRows: "wallRows",
  wallCols: "wallCols",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var ShippingBagScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  bagNo: "bagNo",
  channelId: "channelId",
  status: "status",
  orderCount: "orderCount",
  weight: "weight",
  createdAt: "createdAt",
  closedAt: "closedAt"
};
var TrackingRecordScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  orderId: "orderId",
  trackingNo: "trackingNo",
  channelId: "channelId",
  carrier: "carrier",
  status: "status",
  lastEvent: "lastEvent",
  events: "events",
  autoTrack: "autoTrack",
  deletedAt: "deletedAt",
  shippedAt: "shippedAt",
  deliveredAt: "deliveredAt",
  transitDays: "transitDays",
  queryCount: "queryCount",
  lastQueriedAt: "lastQueriedAt",
  submittedAt: "submittedAt",
  country: "country",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var SupplierScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  name: "name",
  type: "type",
  preferred: "preferred",
  website: "website",
  contact: "contact",
  phone: "phone",
  address: "address",
  bankName: "bankName",
  accountNumber: "accountNumber",
  payee: "payee",
  deliveryDays: "deliveryDays",
  taxRate: "taxRate",
  wholesaleMemberId: "wholesaleMemberId",
  wholesaleShopName: "wholesaleShopName",
  remark: "remark",
  enabled: "enabled",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var SupplierProductScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  supplierId: "supplierId",
  skuId: "skuId",
  preferred: "preferred",
  purchasePrice: "purchasePrice",
  moq: "moq",
  purchaseLink: "purchaseLink",
  remark: "remark",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var WholesalePairingScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  skuId: "skuId",
  supplierId: "supplierId",
  productUrl: "productUrl",
  offerId: "offerId",
  specId: "specId",
  specText: "specText",
  title: "title",
  priceTiers: "priceTiers",
  ratio: "ratio",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var PurchaseSettingScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  skuId: "skuId",
  minStockingDays: "minStockingDays",
  maxStockingDays: "maxStockingDays",
  safeDays: "safeDays",
  moq: "moq",
  minOrderDays: "minOrderDays",
  stockFloor: "stockFloor",
  salesWeights: "salesWeights",
  orderCoefficients: "orderCoefficients",
  salesCoefficients: "salesCoefficients",
  suspended: "suspended",
  supplierId: "supplierId",
  updatedAt: "updatedAt"
};
var PurchasePlanItemScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  skuId: "skuId",
  warehouseId: "warehouseId",
  supplierId: "supplierId",
  quantity: "quantity",
  suggestedQuantity: "suggestedQuantity",
  source: "source",
  alerted: "alerted",
  createdById: "createdById",
  createdAt: "createdAt"
};
var PurchaseOrderScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  orderNo: "orderNo",
  supplierId: "supplierId",
  warehouseId: "warehouseId",
  purchaserId: "purchaserId",
  orderWay: "orderWay",
  procurementType: "procurementType",
  orderDate: "orderDate",
  eta: "eta",
  status: "status",
  auditRemark: "auditRemark",
  auditorId: "auditorId",
  auditedAt: "auditedAt",
  paymentStatus: "paymentStatus",
  freight: "freight",
  otherFee: "otherFee",
  discount: "discount",
  trackingNo: "trackingNo",
  courier: "courier",
  wholesaleOrderNo: "wholesaleOrderNo",
  shippedAt: "shippedAt",
  signedAt: "signedAt",
  cancelledAt: "cancelledAt",
  remark: "remark",
  alerted: "alerted",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var PurchaseOrderLineScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  purchaseOrderId: "purchaseOrderId",
  skuId: "skuId",
  quantity: "quantity",
  unitPrice: "unitPrice",
  receivedQuantity: "receivedQuantity",
  goodQuantity: "goodQuantity",
  defectiveQuantity: "defectiveQuantity",
  wholesaleSpecId: "wholesaleSpecId",
  remark: "remark"
};
var PurchasePaymentScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  billNo: "billNo",
  purchaseOrderId: "purchaseOrderId",
  kind: "kind",
  amount: "amount",
  status: "status",
  remark: "remark",
  auditRemark: "auditRemark",
  requesterId: "requesterId",
  auditorId: "auditorId",
  auditedAt: "auditedAt",
  createdAt: "createdAt"
};
var PurchaseReceiptScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  receiptNo: "receiptNo",
  purchaseOrderId: "purchaseOrderId",
  trackingNo: "trackingNo",
  courier: "courier",
  status: "status",
  boxes: "boxes",
  packaging: "packaging",
  signerId: "signerId",
  signedAt: "signedAt",
  inspectorId: "inspectorId",
  inspectedAt: "inspectedAt",
  inspectionNo: "inspectionNo",
  attachment: "attachment",
  overReceived: "overReceived",
  remark: "remark",
  createdAt: "createdAt"
};
var PurchaseReceiptLineScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  receiptId: "receiptId",
  purchaseOrderLineId: "purchaseOrderLineId",
  skuId: "skuId",
  receivedQuantity: "receivedQuantity",
  goodQuantity: "goodQuantity",
  defectiveQuantity: "defectiveQuantity",
  goodLocationId: "goodLocationId",
  defectiveLocationId: "defectiveLocationId",
  overDue: "overDue"
};
var AbnormalReceiptScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  billNo: "billNo",
  purchaseOrderId: "purchaseOrderId",
  receiptId: "receiptId",
  type: "type",
  method: "method",
  status: "status",
  remark: "remark",
  reviewerId: "reviewerId",
  reviewedAt: "reviewedAt",
  completedAt: "completedAt",
  createdById: "createdById",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var AbnormalReceiptLineScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  abnormalReceiptId: "abnormalReceiptId",
  skuId: "skuId",
  quantity: "quantity",
  waybillNos: "waybillNos",
  receiptPrice: "receiptPrice",
  refundAmount: "refundAmount",
  remark: "remark"
};
var WholesaleOrderScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  purchaseOrderId: "purchaseOrderId",
  platformOrderNo: "platformOrderNo",
  offerId: "offerId",
  status: "status",
  amount: "amount",
  trackingNo: "trackingNo",
  courier: "courier",
  imported: "imported",
  lastSyncedAt: "lastSyncedAt",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var ExchangeRateScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  currency: "currency",
  rate: "rate",
  updatedBy: "updatedBy",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var TradebyteRefundScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  shopId: "shopId",
  orderId: "orderId",
  platformOrderNo: "platformOrderNo",
  returnNo: "returnNo",
  platformSku: "platformSku",
  title: "title",
  quantity: "quantity",
  amount: "amount",
  currency: "currency",
  reason: "reason",
  status: "status",
  remark: "remark",
  requestedAt: "requestedAt",
  handledAt: "handledAt",
  handledBy: "handledBy",
  createdAt: "createdAt",
  updatedAt: "updatedAt"
};
var OrderSalesDayScalarFieldEnum = {
  companyId: "companyId",
  day: "day",
  shopId: "shopId",
  platformType: "platformType",
  currency: "currency",
  status: "status",
  orders: "orders",
  amount: "amount"
};
var OrderSalesDeltaScalarFieldEnum = {
  id: "id",
  companyId: "companyId",
  day: "day",
  shopId: "shopId",
  platformType: "platformType",
  currency: "currency",
  status: "status",
  orders: "orders",
  amount: "amount"
};
var SchedulerLeaseScalarFieldEnum = {
  name: "name",
  holder: "holder",
  until: "until"
};
var SortOrder = {
  asc: "asc",
  desc: "desc"
};
var JsonNullValueInput = {
  JsonNull
};
var NullableJsonNullValueInput = {
  DbNull,
  JsonNull
};
var QueryMode = {
  default: "default",
  insensitive: "insensitive"
};
var NullsOrder = {
  first: "first",
  last: "last"
};
var JsonNullValueFilter = {
  DbNull,
  JsonNull,
  AnyNull
};
var defineExtension = runtime.Extensions.defineExtension;

// src/generated/prisma/client.ts
import * as path from "path";
import { fileURLToPath } from "url";

// src/generated/prisma/internal/class.ts
import * as runtime2 from "@prisma/client/runtime/client";
var config = {
  "generator": {
    "name": "client",
    "provider": {
      "fromEnvVar": null,
      "value": "prisma-client"
    },
    "output": {
      "value": "/work/main/server/src/generated/prisma",
      "fromEnvVar": null
    },
    "config": {
      "engineType": "client"
    },
    "binaryTargets": [
      {
        "fromEnvVar": null,
        "value": "debian-openssl-3.0.x",
        "native": true
      }
    ],
    "previewFeatures": [],
    "sourceFilePath": "/work/main/prisma/schema.prisma",
    "isCustomOutput": true
  },
  "relativePath": "../../../../prisma",
  "clientVersion": "6.19.3",
  "engineVersion": "c2990dca591cba766e3b7ef5d9e8a84796e47ab7",
  "datasourceNames": [
    "db"
  ],
  "activeProvider": "postgresql",
  "postinstall": false,
  "inlineDatasources": {
    "db": {
      "url": {
        "fromEnvVar": null,
        "value": "postgresql://adapter/erp"
      }
    }
  },
  "inlineSchema": `// Data model of the seller back-office. Every business table carries companyId;
// the server reaches these tables only through the company-scoped client
// (server/src/platform/db.ts).

generator client {
  provider   = "prisma-client"
  output     = "../server/src/generated/prisma"
  engineType = "client"
}

generator pothos {
  provider     = "prisma-pothos-types"
  clientOutput = "./prisma"
  output       = "../server/src/generated/pothos-types.ts"
}

datasource db {
  provider = "postgresql"
  // Placeholder: the CLI and the server always connect through the driver adapter
  // (prisma.config.ts, server/src/platform/db.ts); this URL is never dialled.
  url      = "postgresql://adapter/erp"
}

enum PlanEdition {
  standard
  professional
  flagship
}

enum UserStatus {
  enabled
  disabled
}

model Company {
  id        Int         @id @default(autoincrement())
  name      String
  edition   PlanEdition @default(standard)
  contact   String      @default("")
  phone     String      @default("")
  email     String      @default("")
  address   String      @default("")
  createdAt DateTime    @default(now())
  updatedAt DateTime    @updatedAt

  users          User[]
  roles          Role[]
  shops          Shop[]
  operateLogs    OperateLog[]
  sessions       Session[]
  passwordResets PasswordReset[]
  messageNotices MessageNotice[]
  noticeSettings MessageNoticeSetting[]
  reportJobs     ReportJob[]
  products       Product[]
  skus           Sku[]
  warehouses     Warehouse[]
}

/// Main account (isMain) and sub-accounts of a company.
model User {
  id           Int        @id @default(autoincrement())
  companyId    Int
  company      Company    @relation(fields: [companyId], references: [id], onDelete: Cascade)
  /// Sign-in name, unique across the service because sign-in asks only username + password.
  username     String     @unique
  passwordHash String
  realname     String     @default("")
  phone        String     @default("")
  email        String     @default("")
  status       UserStatus @default(enabled)
  isMain       Boolean    @default(false)
  roleId       Int?
  role         Role?      @relation(fields: [roleId], references: [id], onDelete: SetNull)
  /// Shops a sub-account may see; empty means all shops of the company.
  allowShopIds Int[]      @default([])
  lastLoginAt  DateTime?
  createdAt    DateTime   @default(now())
  updatedAt    DateTime   @updatedAt

  sessions       Session[]
  passwordResets PasswordReset[]
  messageNotices MessageNotice[]
  noticeSettings MessageNoticeSetting[]
  reportJobs     ReportJob[]

  @@index([companyId])
}

model Role {
  id          Int      @id @default(autoincrement())
  companyId   Int
  company     Company  @relation(fields: [companyId], references: [id], onDelete: Cascade)
  name        String
  remark      String   @default("")
  /// Menu node names this role grants (pages and action leaves such as user.create).
  permissions String[] @default([])
  createdAt   DateTime @default(now())
  updatedAt   DateTime @updatedAt

  users User[]

  @@unique([companyId, name])
}

/// The menu tree (spec 01 \xA73 'Menu node'): system groups, pages and permission leaves.
/// System data shared by all companies, so it has no companyId.
model MenuNode {
  id         Int     @id @default(autoincrement())
  pid        Int     @default(0)
  /// Route path for pages ("/orders"); empty for groups and action leaves.
  path       String  @default("")
  /// "rview" marks a group; pages carry their route name; actions "action".
  component  String  @default("")
  /// Unique name: the route name for pages, the permission name for actions (user.create).
  name       String  @unique
  titleZh    String
  titleEn    String
  icon       String  @default("")
  noCache    Boolean @default(false)
  breadcrumb Boolean @default(true)
  affix      Boolean @default(false)
  hidden     Boolean @default(false)
  redirect   String  @default("")
  /// group | page | action
  kind       String
  sort       Int     @default(0)
}

model Shop {
  id                Int        @id @default(autoincrement())
  companyId         Int
  company           Company    @relation(fields: [companyId], references: [id], onDelete: Cascade)
  /// Listing platform type number of spec 01 \xA73 (ebay 1, amazon 2, \u2026).
  platformType      Int
  platform          String
  shopName          String
  alias             String     @default("")
  site              String     @default("")
  /// 0 unauthorized, 1 authorized, 2 authorization expired, 3 disabled, 4 authorization failed.
  status            Int        @default(0)
  authTime          DateTime?
  authExpireAt      DateTime?
  authFailReason    String     @default("")
  /// Marketplace credential handed back by the connector; never sent to clients.
  authToken         String     @default("")
  platformRate      Decimal    @default(0) @db.Decimal(8, 4)
  transferRate      Decimal    @default(0) @db.Decimal(8, 4)
  vatRate           Decimal    @default(0) @db.Decimal(8, 4)
  euTaxNumber       String     @default("")
  /// Kind of EU tax number: "" none, "VAT", "IOSS", "OSS".
  euTaxType         String     @default("")
  /// Warehouse that takes returns.
  returnWarehouseId Int?
  returnWarehouse   Warehouse? @relation(fields: [returnWarehouseId], references: [id], onDelete: SetNull)
  createdAt         DateTime   @default(now())
  updatedAt         DateTime   @updatedAt

  orders           Order[]
  tradebyteRefunds TradebyteRefund[]

  @@unique([companyId, platformType, shopName])
  @@index([companyId, status])
}

model OperateLog {
  id        Int      @id @default(autoincrement())
  companyId Int
  company   Company  @relation(fields: [companyId], references: [id], onDelete: Cascade)
  userId    Int?
  username  String   @default("")
  /// Operation name, e.g. "createSubAccount" or "POST api/v1/logout".
  action    String
  /// Domain of the operation (identity, shops, \u2026).
  module    String   @default("")
  /// Arguments with secrets removed.
  detail    Json     @default("{}")
  success   Boolean  @default(true)
  errorCode String   @default("")
  ip        String   @default("")
  createdAt DateTime @default(now())

  @@index([companyId, createdAt])
}

/// Browser error reports (POST info/log), de-duplicated per fingerprint per hour.
model ClientErrorLog {
  id          Int      @id @default(autoincrement())
  /// Null for reports sent before sign-in.
  companyId   Int?
  userId      Int?
  level       String   @default("error")
  message     String
  data        Json     @default("{}")
  route       String   @default("")
  fullPath    String   @default("")
  userAgent   String   @default("")
  fingerprint String
  hourBucket  DateTime
  count       Int      @default(1)
  createdAt   DateTime @default(now())
  lastSeenAt  DateTime @default(now())

  @@unique([fingerprint, hourBucket])
  @@index([companyId, createdAt])
}

/// One signed-in session; access tokens name it, so logout revokes every token of it.
model Session {
  id          String    @id
  companyId   Int
  company     Company   @relation(fields: [companyId], references: [id], onDelete: Cascade)
  userId      Int
  user        User      @relation(fields: [userId], references: [id], onDelete: Cascade)
  createdAt   DateTime  @default(now())
  expiresAt   DateTime
  revokedAt   DateTime?
  refreshedAt DateTime?
  ip          String    @default("")
  userAgent   String    @default("")

  @@index([userId])
}

model PasswordReset {
  id        Int       @id @default(autoincrement())
  companyId Int
  company   Company   @relation(fields: [companyId], references: [id], onDelete: Cascade)
  userId    Int
  user      User      @relation(fields: [userId], references: [id], onDelete: Cascade)
  codeHash  String
  attempts  Int       @default(0)
  expiresAt DateTime
  usedAt    DateTime?
  createdAt DateTime  @default(now())

  @@index([userId])
}

// ---- messaging (spec 01 \xA72 'Message notices', \xA73 'Message notice', bottom data notices) ------

/// Operator of the service (outside any company): publishes system bulletins.
model PlatformOperator {
  id           Int      @id @default(autoincrement())
  username     String   @unique
  passwordHash String
  realname     String   @default("")
  createdAt    DateTime @default(now())

  bulletins Bulletin[]
}

/// System bulletin shown to every company. System data: no companyId.
model Bulletin {
  id          Int               @id @default(autoincrement())
  title       String
  content     String
  hotFlag     Boolean           @default(false)
  /// Alert bulletins pop up one after another on the home page.
  alertFlag   Boolean           @default(false)
  /// Null while a draft; companies see published bulletins only.
  publishedAt DateTime?
  operatorId  Int?
  operator    PlatformOperator? @relation(fields: [operatorId], references: [id], onDelete: SetNull)
  createdAt   DateTime          @default(now())
  updatedAt   DateTime          @updatedAt

  @@index([publishedAt])
}

/// One notice for one user (spec 01 \xA73 'Message notice'). Domains create them through
/// modules/messages/notices.service.ts \`notify\`.
model MessageNotice {
  id           Int       @id @default(autoincrement())
  companyId    Int
  company      Company   @relation(fields: [companyId], references: [id], onDelete: Cascade)
  userId       Int
  user         User      @relation(fields: [userId], references: [id], onDelete: Cascade)
  /// Notice type code of @erp/schema NOTICE_TYPES ('2' details dialog, '8' stock monitor, \u2026).
  type         String
  /// Message id or literal text; translated when read (params fill the placeholders).
  title        String
  body         String    @default("")
  params       Json      @default("{}")
  /// Bill the notice is about (demand number, report id, order number).
  otherBillNum String    @default("")
  /// Link target details (e.g. the monitor item id of type 9).
  linkData     Json      @default("{}")
  /// '1' read, '2' unread (spec 01 \xA73).
  isRead       String    @default("2")
  readAt       DateTime?
  createdAt    DateTime  @default(now())

  @@index([companyId, userId, isRead])
  @@index([userId, createdAt])
}

/// Per user and notice type: website popup level and whether the type is received at all.
model MessageNoticeSetting {
  id        Int      @id @default(autoincrement())
  companyId Int
  company   Company  @relation(fields: [companyId], references: [id], onDelete: Cascade)
  userId    Int
  user      User     @relation(fields: [userId], references: [id], onDelete: Cascade)
  type      String
  /// HIGH stays until closed, MIDDLE hides after 5 s, LOW shows no toast.
  level     String
  enabled   Boolean  @default(true)
  updatedAt DateTime @updatedAt

  @@unique([userId, type])
  @@index([companyId])
}

// ---- tasks (spec 01 \xA73 'Report job', \xA72 'Task queue dialog') --------------------------------

/// A background export (or other report) of one user. Status codes: @erp/schema REPORT_JOB_STATUS.
model ReportJob {
  id          Int       @id @default(autoincrement())
  companyId   Int
  company     Company   @relation(fields: [companyId], references: [id], onDelete: Cascade)
  userId      Int
  user        User      @relation(fields: [userId], references: [id], onDelete: Cascade)
  /// Export key of the registry (shops, operateLog, \u2026): decides columns, rows and permission.
  reportType  String
  /// The list's filters when the export was started.
  filter      Json      @default("{}")
  lang        String    @default("zh")
  status      Int       @default(1)
  percent     Int       @default(0)
  /// Progress and failure messages, newest last.
  messages    String[]  @default([])
  rowCount    Int       @default(0)
  /// Key of the finished file in file storage.
  fileKey     String?
  fileName    String    @default("")
  attempts    Int       @default(0)
  /// Refreshed while a worker processes the job; a stale one means the worker died.
  heartbeatAt DateTime?
  startedAt   DateTime?
  finishedAt  DateTime?
  createdAt   DateTime  @default(now())

  @@index([companyId, userId, status])
  @@index([status, heartbeatAt])
}

// ---- catalog (spec 02 \xA73 'Product library item', \xA74 'Product library', \xA75 'Listing' SKU limits) ----

/// A product of the product library; its sellable units are Skus.
model Product {
  id               Int       @id @default(autoincrement())
  companyId        Int
  company          Company   @relation(fields: [companyId], references: [id], onDelete: Cascade)
  /// Product code (SPU), unique in the company.
  spu              String
  /// At most 50 characters (spec 02 \xA79).
  name             String
  nameEn           String    @default("")
  category         String    @default("")
  /// draft | reviewing | rejected | approved (catalog.states.ts).
  status           String    @default("draft")
  rejectReason     String    @default("")
  developerId      Int?
  /// Listing platform type numbers the product is meant for.
  platforms        Int[]     @default([])
  /// File-service URL of the main image (required to submit) and the others.
  mainImage        String    @default("")
  images           String[]  @default([])
  /// Grams and centimetres.
  weight           Int       @default(0)
  length           Int       @default(0)
  width            Int       @default(0)
  height           Int       @default(0)
  declareNameZh    String    @default("")
  declareNameEn    String    @default("")
  declareValue     Decimal   @default(0) @db.Decimal(12, 2)
  hsCode           String    @default("")
  infringementInfo String    @default("")
  /// Up to 5 source / supplier links.
  supplierLinks    String[]  @default([])
  /// SKU model: [{ name, options: string[] }] (at most 5 names; variants use at most 2).
  specifications   Json      @default("[]")
  remark           String    @default("")
  submittedAt      DateTime?
  reviewedAt       DateTime?
  createdAt        DateTime  @default(now())
  updatedAt        DateTime  @updatedAt

  skus Sku[]

  @@unique([companyId, spu])
  @@index([companyId, status])
}

model Sku {
  id            Int      @id @default(autoincrement())
  companyId     Int
  company       Company  @relation(fields: [companyId], references: [id], onDelete: Cascade)
  productId     Int
  product       Product  @relation(fields: [productId], references: [id], onDelete: Cascade)
  sku           String
  /// Null when unset, so the unique index ignores it.
  ean           String?
  barcode       String?
  /// Option value per specification position (SKU model \`index\`).
  options       String[] @default([])
  /// Other names the marketplaces use for this SKU (automatic order matching by alias).
  aliases       String[] @default([])
  price         Decimal  @default(0) @db.Decimal(12, 2)
  purchasePrice Decimal  @default(0) @db.Decimal(12, 2)
  weight        Int      @default(0)
  image         String   @default("")
  /// A combination SKU is made of other SKUs (SkuComponent) and has no stock of its own.
  isCombo       Boolean  @default(false)
  /// ABC class by delivered quantity \xD7 purchase price (A 70 %, B 20 %, C 10 %); '' until computed.
  abcClass      String   @default("")
  createdAt     DateTime @default(now())
  updatedAt     DateTime @updatedAt

  components SkuComponent[] @relation("comboSku")
  usedIn     SkuComponent[] @relation("componentSku")
  stocks     Stock[]
  ledger     StockLedger[]

  @@unique([companyId, sku])
  @@unique([companyId, ean])
  @@unique([companyId, barcode])
  @@index([productId])
}

model SkuComponent {
  id             Int @id @default(autoincrement())
  companyId      Int
  comboSkuId     Int
  comboSku       Sku @relation("comboSku", fields: [comboSkuId], references: [id], onDelete: Cascade)
  componentSkuId Int
  componentSku   Sku @relation("componentSku", fields: [componentSkuId], references: [id], onDelete: Restrict)
  quantity       Int

  @@unique([comboSkuId, componentSkuId])
  @@index([companyId])
}

// ---- inventory (spec 02 \xA73 'Inventory', inbound/outbound, transfers, processing, counts) -----

model Warehouse {
  id        Int      @id @default(autoincrement())
  companyId Int
  company   Company  @relation(fields: [companyId], references: [id], onDelete: Cascade)
  name      String
  code      String   @default("")
  /// own | overseas (third-party overseas) | fba
  type      String   @default("own")
  country   String   @default("CN")
  address   String   @default("")
  contact   String   @default("")
  phone     String   @default("")
  /// Allocation order: lower first.
  priority  Int      @default(0)
  enabled   Boolean  @default(true)
  isDefault Boolean  @default(false)
  createdAt DateTime @default(now())
  updatedAt DateTime @updatedAt

  locations   Location[]
  stocks      Stock[]
  returnShops Shop[]

  @@unique([companyId, name])
}

model Location {
  id          Int       @id @default(autoincrement())
  companyId   Int
  warehouseId Int
  warehouse   Warehouse @relation(fields: [warehouseId], references: [id], onDelete: Cascade)
  code        String
  zone        String    @default("")
  remark      String    @default("")
  enabled     Boolean   @default(true)
  createdAt   DateTime  @default(now())

  @@unique([warehouseId, code])
  @@index([companyId])
}

/// Balance of one SKU in one warehouse. available = quantity - occupied (never negative: CHECK).
model Stock {
  id            Int       @id @default(autoincrement())
  companyId     Int
  skuId         Int
  sku           Sku       @relation(fields: [skuId], references: [id], onDelete: Restrict)
  warehouseId   Int
  warehouse     Warehouse @relation(fields: [warehouseId], references: [id], onDelete: Restrict)
  quantity      Int       @default(0)
  occupied      Int       @default(0)
  inTransit     Int       @default(0)
  preSale       Int       @default(0)
  /// Safety stock.
  safe          Int       @default(0)
  /// Moving average purchase price of what is on hand.
  purchasePrice Decimal   @default(0) @db.Decimal(12, 4)
  updatedAt     DateTime  @updatedAt

  @@unique([warehouseId, skuId])
  @@index([companyId, skuId])
}

/// Quantity of one SKU on one location (a breakdown of Stock.quantity).
model StockLocation {
  id          Int      @id @default(autoincrement())
  companyId   Int
  skuId       Int
  warehouseId Int
  locationId  Int
  quantity    Int      @default(0)
  updatedAt   DateTime @updatedAt

  @@unique([locationId, skuId])
  @@index([companyId, skuId, warehouseId])
}

/// FIFO lot: what one receipt brought in and how much of it is left (storage age).
model StockLot {
  id           Int      @id @default(autoincrement())
  companyId    Int
  skuId        Int
  warehouseId  Int
  receivedAt   DateTime @default(now())
  quantityIn   Int
  quantityLeft Int
  unitCost     Decimal  @default(0) @db.Decimal(12, 4)
  billNo       String   @default("")

  @@index([companyId, skuId, warehouseId, receivedAt])
}

/// One stock movement. Every balance change writes exactly one row in the same transaction.
model StockLedger {
  id             Int      @id @default(autoincrement())
  companyId      Int
  skuId          Int
  sku            Sku      @relation(fields: [skuId], references: [id], onDelete: Restrict)
  warehouseId    Int
  locationId     Int?
  /// inbound | outbound | occupy | release | transferOut | transferIn | assembleIn | assembleOut | countProfit | countLoss | moveLocation
  type           String
  quantityChange Int      @default(0)
  occupiedChange Int      @default(0)
  quantityAfter  Int
  occupiedAfter  Int
  unitCost       Decimal  @default(0) @db.Decimal(12, 4)
  billType       String   @default("")
  billNo         String   @default("")
  remark         String   @default("")
  operatorId     Int?
  createdAt      DateTime @default(now())

  @@index([companyId, createdAt])
  @@index([companyId, skuId, warehouseId])
}

/// Stock held for a purpose (order, processing, outbound, manual): part of Stock.occupied.
model StockOccupation {
  id          Int       @id @default(autoincrement())
  companyId   Int
  skuId       Int
  warehouseId Int
  quantity    Int
  /// order | assemble | outbound | transfer | manual
  sourceType  String
  sourceNo    String    @default("")
  /// active | released
  status      String    @default("active")
  remark      String    @default("")
  createdAt   DateTime  @default(now())
  releasedAt  DateTime?

  @@index([companyId, status])
  @@index([companyId, sourceType, sourceNo])
}

/// Inbound (\u5165\u5E93\u5355) and outbound (\u51FA\u5E93\u5355) orders share one shape.
model StockBill {
  id          Int       @id @default(autoincrement())
  companyId   Int
  /// inbound | outbound
  direction   String
  billNo      String
  /// purchase | return | other | \u2026 (inbound); sale | scrap | other | \u2026 (outbound)
  type        String    @default("other")
  warehouseId Int
  /// draft | confirmed | cancelled
  status      String    @default("draft")
  remark      String    @default("")
  operatorId  Int?
  confirmedAt DateTime?
  createdAt   DateTime  @default(now())
  updatedAt   DateTime  @updatedAt

  lines StockBillLine[]

  @@unique([companyId, billNo])
  @@index([companyId, direction, status])
}

model StockBillLine {
  id         Int       @id @default(autoincrement())
  companyId  Int
  billId     Int
  bill       StockBill @relation(fields: [billId], references: [id], onDelete: Cascade)
  skuId      Int
  locationId Int?
  quantity   Int
  unitPrice  Decimal   @default(0) @db.Decimal(12, 2)
  remark     String    @default("")

  @@index([billId])
}

model TransferOrder {
  id              Int       @id @default(autoincrement())
  companyId       Int
  billNo          String
  fromWarehouseId Int
  toWarehouseId   Int
  /// draft | pendingShipment | shipped | received | cancelled
  status          String    @default("draft")
  dispatcherId    Int?
  freight         Decimal   @default(0) @db.Decimal(12, 2)
  /// quantity | weight | value: how the freight is shared over the lines
  costSharing     String    @default("quantity")
  trackingNo      String    @default("")
  remark          String    @default("")
  shippedAt       DateTime?
  receivedAt      DateTime?
  createdAt       DateTime  @default(now())
  updatedAt       DateTime  @updatedAt

  lines TransferOrderLine[]

  @@unique([companyId, billNo])
  @@index([companyId, status])
}

model TransferOrderLine {
  id               Int           @id @default(autoincrement())
  companyId        Int
  transferId       Int
  transfer         TransferOrder @relation(fields: [transferId], references: [id], onDelete: Cascade)
  skuId            Int
  quantity         Int
  receivedQuantity Int           @default(0)
  /// Share of the freight (set when shipped).
  freightShare     Decimal       @default(0) @db.Decimal(12, 4)
  toLocationId     Int?

  @@index([transferId])
}

/// Processing (assemble) sheet: builds a combination SKU from its components.
model AssembleSheet {
  id          Int       @id @default(autoincrement())
  companyId   Int
  /// Odd number (sheet number).
  billNo      String
  warehouseId Int
  comboSkuId  Int
  /// Quantity to process.
  quantity    Int
  /// Quantity actually processed when completed.
  processed   Int       @default(0)
  /// pending | processing | completed
  status      String    @default("pending")
  remark      String    @default("")
  startedAt   DateTime?
  completedAt DateTime?
  createdAt   DateTime  @default(now())
  updatedAt   DateTime  @updatedAt

  @@unique([companyId, billNo])
  @@index([companyId, status])
}

model InventoryCountTask {
  id          Int       @id @default(autoincrement())
  companyId   Int
  taskNo      String
  warehouseId Int
  /// listed (quantities shown) | blind
  mode        String    @default("listed")
  /// sku | location | order: how the printed list is sorted
  countType   String    @default("location")
  /// pending | counting | finished
  status      String    @default("pending")
  startedAt   DateTime?
  finishedAt  DateTime?
  createdAt   DateTime  @default(now())

  lines InventoryCountLine[]

  @@unique([companyId, taskNo])
  @@index([companyId, warehouseId, status])
}

model InventoryCountLine {
  id         Int                @id @default(autoincrement())
  companyId  Int
  taskId     Int
  task       InventoryCountTask @relation(fields: [taskId], references: [id], onDelete: Cascade)
  skuId      Int
  locationId Int
  /// Book quantity when the task started.
  bookQty    Int                @default(0)
  countedQty Int?
  countedAt  DateTime?

  @@unique([taskId, skuId, locationId])
}

model BarcodeBatch {
  id        Int      @id @default(autoincrement())
  companyId Int
  name      String
  /// Number of labels.
  number    Int
  /// code128 | ean13 | qrcode
  type      String   @default("code128")
  /// First code (prefix + sequence) the batch generates.
  prefix    String   @default("")
  createdAt DateTime @default(now())

  @@index([companyId])
}

model PackagingMaterial {
  id        Int      @id @default(autoincrement())
  companyId Int
  name      String
  quantity  Int      @default(0)
  /// CNY
  unitPrice Decimal  @default(0) @db.Decimal(12, 2)
  /// kg
  weight    Decimal  @default(0) @db.Decimal(10, 3)
  /// cm
  length    Decimal  @default(0) @db.Decimal(10, 2)
  width     Decimal  @default(0) @db.Decimal(10, 2)
  height    Decimal  @default(0) @db.Decimal(10, 2)
  createdAt DateTime @default(now())
  updatedAt DateTime @updatedAt

  @@unique([companyId, name])
}

// ---- orders and fulfilment (issue 6) ------------------------------------------------------------

/// A marketplace order (pulled through the shop's connector), a manual order (/createOrder) or a
/// sub-order of a split / the result of a merge. Status moves only through ORDER_TRANSITIONS.
model Order {
  id                 Int       @id @default(autoincrement())
  companyId          Int
  shopId             Int
  shop               Shop      @relation(fields: [shopId], references: [id], onDelete: Restrict)
  platformType       Int
  /// The marketplace's order number (shared by the sub-orders of a split).
  platformOrderNo    String
  /// Set only on the order as pulled: (shopId, pullKey) unique makes pulls idempotent.
  pullKey            String?
  /// Our own number, unique in the company (split children get -1, -2, \u2026).
  orderNo            String
  /// pull | manual | split | merge | import
  source             String    @default("pull")
  /// awaitingPayment | processing | outOfStock | awaitingShipment | shipped | completed | cancelled | refunded | abnormal
  status             String    @default("processing")
  /// Why the order is held as abnormal: blacklist | address | weight | channel | marketplaceCancel | manual
  abnormalReason     String    @default("")
  /// Status to return to when an abnormal order is released.
  heldFromStatus     String    @default("")
  buyerAccount       String    @default("")
  buyerName          String    @default("")
  buyerEmail         String    @default("")
  buyerPhone         String    @default("")
  /// ISO 3166-1 alpha-2
  country            String    @default("")
  state              String    @default("")
  city               String    @default("")
  postcode           String    @default("")
  address1           String    @default("")
  address2           String    @default("")
  currency           String    @default("USD")
  itemsTotal         Decimal   @default(0) @db.Decimal(12, 2)
  shippingFee        Decimal   @default(0) @db.Decimal(12, 2)
  discount           Decimal   @default(0) @db.Decimal(12, 2)
  totalAmount        Decimal   @default(0) @db.Decimal(12, 2)
  orderedAt          DateTime
  paidAt             DateTime?
  /// Ship-by time promised by the marketplace ("shipment due" on the dashboard).
  shipBy             DateTime?
  shippedAt          DateTime?
  completedAt        DateTime?
  cancelledAt        DateTime?
  /// The buyer asked the marketplace to cancel (overseas cancellation warning while not shipped).
  cancelRequested    Boolean   @default(false)
  /// Every item has a local SKU.
  matched            Boolean   @default(false)
  warehouseId        Int?
  logisticsChannelId Int?
  trackingNo         String    @default("")
  /// Tracking uploaded to the marketplace before the parcel left (/preShippings).
  preShippedAt       DateTime?
  trackingUploadedAt DateTime?
  /// Grams: estimated from the SKUs, then the weighed parcel.
  estimatedWeight    Int       @default(0)
  weight             Int       @default(0)
  buyerNote          String    @default("")
  sellerNote         String    @default("")
  tags               String[]  @default([])
  /// The order this one was split from.
  parentId           Int?
  /// The order this one was merged into (this one is then cancelled with reason merged).
  mergedIntoId       Int?
  pickListId         Int?
  /// Slot on the distribution wall (secondary sorting).
  sortSlot           Int?
  /// Items verified by scan sorting / scan to ship.
  verifiedAt         DateTime?
  /// Outbound scan: 0 not scanned, 1 collected, -1 pickup timeout, -2 pickup exception.
  collectStatus      Int       @default(0)
  outboundAt         DateTime?
  bagId              Int?
  /// A big import's per-order rules have not run yet (they run in a background job after the
  /// import commits); boot recovery queues them again if a crash lost that job.
  rulesPending       Boolean   @default(false)
  createdAt          DateTime  @default(now())
  updatedAt          DateTime  @updatedAt

  items   OrderItem[]
  history OrderHistory[]

  @@unique([companyId, orderNo])
  @@unique([shopId, pullKey])
  @@index([companyId, status, orderedAt])
  @@index([companyId, shopId, status])
  @@index([companyId, platformOrderNo])
  @@index([companyId, trackingNo])
  @@index([companyId, buyerAccount])
  @@index([companyId, status, shipBy])
}

model OrderItem {
  id             Int     @id @default(autoincrement())
  companyId      Int
  orderId        Int
  order          Order   @relation(fields: [orderId], references: [id], onDelete: Cascade)
  /// The marketplace's line id.
  platformItemId String  @default("")
  /// The marketplace SKU (seller SKU on the listing).
  platformSku    String  @default("")
  title          String  @default("")
  image          String  @default("")
  quantity       Int
  unitPrice      Decimal @default(0) @db.Decimal(12, 2)
  /// Matched local SKU (null: unmatched).
  skuId          Int?
  /// How it was matched: sku | alias | pairing | manual | "".
  matchedBy      String  @default("")
  /// Local units per marketplace unit (a pairing may sell a pack of N).
  unitsPerItem   Int     @default(1)
  /// Quantity reserved in the order's warehouse.
  allocated      Int     @default(0)
  isGift         Boolean @default(false)
  giftRuleId     Int?
  /// Local units verified by scan sorting (0..quantity x unitsPerItem).
  verified       Int     @default(0)

  @@index([orderId])
  @@index([companyId, skuId])
  @@index([companyId, platformSku])
}

/// Every change of an order: who, when, what (status moves, edits, rule hits, scans).
model OrderHistory {
  id         Int      @id @default(autoincrement())
  companyId  Int
  orderId    Int
  order      Order    @relation(fields: [orderId], references: [id], onDelete: Cascade)
  action     String
  fromStatus String   @default("")
  toStatus   String   @default("")
  /// Message id of what happened, with params (shown in the user's language).
  messageId  String   @default("")
  params     Json?
  operatorId Int?
  createdAt  DateTime @default(now())

  @@index([orderId, id])
}

/// Scheduled and on-demand order pulls of one shop; the cursor moves in the transaction that
/// stores the page it belongs to, so a crash resumes from the last stored page.
model ShopOrderPull {
  id              Int       @id @default(autoincrement())
  companyId       Int
  shopId          Int       @unique
  cursor          String    @default("")
  intervalMinutes Int       @default(30)
  enabled         Boolean   @default(true)
  lastPulledAt    DateTime?
  nextPullAt      DateTime?
  /// A running pull holds the shop until this time (crashed pulls expire).
  lockedUntil     DateTime?
  lastError       String    @default("")
  lastCount       Int       @default(0)
  updatedAt       DateTime  @updatedAt
}

/// Marketplace SKU \u2192 local SKU, used for every future order (/productPairingList).
model SkuPairing {
  id           Int      @id @default(autoincrement())
  companyId    Int
  /// 0: every shop of the platform.
  shopId       Int      @default(0)
  platformType Int
  platformSku  String
  skuId        Int
  unitsPerItem Int      @default(1)
  operatorId   Int?
  createdAt    DateTime @default(now())
  updatedAt    DateTime @updatedAt

  @@unique([companyId, platformType, shopId, platformSku])
  @@index([companyId, skuId])
}

/// A carrier channel orders ship with: system (carrier integrations) or custom.
model LogisticsChannel {
  id             Int      @id @default(autoincrement())
  companyId      Int
  name           String
  /// system | custom
  type           String   @default("custom")
  carrier        String   @default("")
  code           String   @default("")
  /// Grams; 0 = no limit ('Weight exceeds channel maximum weight limit').
  maxWeight      Int      @default(0)
  /// Tracking numbers come from the channel's number pool.
  usesNumberPool Boolean  @default(false)
  trackingUrl    String   @default("")
  enabled        Boolean  @default(true)
  createdAt      DateTime @default(now())
  updatedAt      DateTime @updatedAt

  @@unique([companyId, name])
}

/// One number of a tracking-number pool (/segmentManagement), imported from .txt.
model TrackingNumber {
  id        Int       @id @default(autoincrement())
  companyId Int
  channelId Int
  number    String
  used      Boolean   @default(false)
  orderId   Int?
  usedAt    DateTime?
  createdAt DateTime  @default(now())

  @@unique([companyId, channelId, number])
  @@index([companyId, channelId, used])
}

/// Logistics rule (/logisticsRules): conditions \u2192 warehouse + channel; higher priority runs first.
model LogisticsRule {
  id                 Int      @id @default(autoincrement())
  companyId          Int
  name               String
  priority           Int      @default(0)
  enabled            Boolean  @default(false)
  /// LogisticsRuleConditions of @erp/schema (platform, shop, country, postcode, weight, amount, SKU, quantity).
  conditions         Json
  warehouseId        Int
  logisticsChannelId Int
  createdAt          DateTime @default(now())
  updatedAt          DateTime @updatedAt

  @@index([companyId, enabled, priority])
}

/// Gift rule (/giftRules): matching orders get a gift SKU line.
model GiftRule {
  id           Int       @id @default(autoincrement())
  companyId    Int
  name         String
  priority     Int       @default(0)
  enabled      Boolean   @default(false)
  conditions   Json
  giftSkuId    Int
  giftQuantity Int       @default(1)
  startAt      DateTime?
  endAt        DateTime?
  createdAt    DateTime  @default(now())
  updatedAt    DateTime  @updatedAt

  @@index([companyId, enabled, priority])
}

/// Shipping blacklist (/shippingBlacklist): a matched order is held as abnormal.
model ShippingBlacklist {
  id           Int       @id @default(autoincrement())
  companyId    Int
  /// 0: any marketplace.
  platformType Int       @default(0)
  buyerAccount String
  /// fraud | returnAbuse | badReview | other
  cause        String
  /// Free text, required when cause is other.
  causeText    String    @default("")
  operatorId   Int?
  createdAt    DateTime  @default(now())
  removedAt    DateTime?

  @@index([companyId, buyerAccount])
}

/// Pick list template (/pickListTemplate).
model PickListTemplate {
  id        Int      @id @default(autoincrement())
  companyId Int
  name      String
  /// mixed | single | child | variant
  type      String   @default("mixed")
  /// standard | large
  fontSize  String   @default("standard")
  maxOrders Int      @default(100)
  /// Fewer candidate orders than this: no pick list is made for them yet.
  minOrders Int      @default(1)
  fields    String[] @default([])
  imageUrl  String   @default("")
  createdAt DateTime @default(now())
  updatedAt DateTime @updatedAt

  @@unique([companyId, name])
}

/// A printed pick list: the orders picked together (Order.pickListId).
model PickList {
  id          Int      @id @default(autoincrement())
  companyId   Int
  pickNo      String
  templateId  Int?
  warehouseId Int?
  /// created | picked | sorted
  status      String   @default("created")
  orderCount  Int      @default(0)
  operatorId  Int?
  /// Distribution wall of secondary sorting (rows x columns; 0 = not assigned).
  wallRows    Int      @default(0)
  wallCols    Int      @default(0)
  createdAt   DateTime @default(now())
  updatedAt   DateTime @updatedAt

  @@unique([companyId, pickNo])
}

/// A bag of parcels handed to one carrier (/bagsOrder).
model ShippingBag {
  id         Int       @id @default(autoincrement())
  companyId  Int
  bagNo      String
  channelId  Int?
  /// open | closed | handedOver
  status     String    @default("open")
  orderCount Int       @default(0)
  weight     Int       @default(0)
  createdAt  DateTime  @default(now())
  closedAt   DateTime?

  @@unique([companyId, bagNo])
}

/// A tracked parcel (/logisticsTracking).
model TrackingRecord {
  id            Int       @id @default(autoincrement())
  companyId     Int
  orderId       Int?
  trackingNo    String
  /// The logistics channel (report per channel); null when added by hand without one.
  channelId     Int?
  carrier       String    @default("")
  /// pending | notFound | inTransit | delivered | exception | expired
  status        String    @default("pending")
  lastEvent     String    @default("")
  events        Json?
  autoTrack     Boolean   @default(true)
  /// Marked deleted (can be undone).
  deletedAt     DateTime?
  shippedAt     DateTime?
  deliveredAt   DateTime?
  /// Days from shipped to delivered.
  transitDays   Decimal?  @db.Decimal(8, 2)
  queryCount    Int       @default(0)
  lastQueriedAt DateTime?
  submittedAt   DateTime  @default(now())
  country       String    @default("")
  createdAt     DateTime  @default(now())
  updatedAt     DateTime  @updatedAt

  @@unique([companyId, trackingNo])
  @@index([companyId, status])
  @@index([companyId, deliveredAt])
}

// ---- purchasing (spec 02 \xA72 purchasing screens, \xA73 Supplier \u2026 Exception form, \xA74, \xA75 'Purchasing') ----

/// A supplier (/supplier). Statistics (delay, replenishment, return rates, prices, defects) are
/// computed from purchase orders, receipts and abnormal receipts, never stored.
model Supplier {
  id                Int      @id @default(autoincrement())
  companyId         Int
  name              String
  /// formal | temporary: batch purchase-order generation takes formal suppliers only.
  type              String   @default("formal")
  preferred         Boolean  @default(false)
  website           String   @default("")
  contact           String   @default("")
  phone             String   @default("")
  address           String   @default("")
  bankName          String   @default("")
  accountNumber     String   @default("")
  payee             String   @default("")
  /// Promised delivery time in days (a purchase order arriving later counts as delayed).
  deliveryDays      Int      @default(3)
  /// Tax rate in percent on the supplier invoice (0 to below 100, two decimals).
  taxRate           Decimal  @default(0) @db.Decimal(5, 2)
  /// Related wholesale-platform (1688) supplier: its member id and shop name.
  wholesaleMemberId String   @default("")
  wholesaleShopName String   @default("")
  remark            String   @default("")
  enabled           Boolean  @default(true)
  createdAt         DateTime @default(now())
  updatedAt         DateTime @updatedAt

  products       SupplierProduct[]
  purchaseOrders PurchaseOrder[]

  @@unique([companyId, name])
}

/// Supply relationship (/supplyRelationship): which supplier sells which SKU, at what price.
/// Exactly one preferred supplier per SKU once it has any.
model SupplierProduct {
  id            Int      @id @default(autoincrement())
  companyId     Int
  supplierId    Int
  supplier      Supplier @relation(fields: [supplierId], references: [id], onDelete: Cascade)
  skuId         Int
  preferred     Boolean  @default(false)
  purchasePrice Decimal  @default(0) @db.Decimal(12, 2)
  /// Supplier's minimum order quantity for this SKU.
  moq           Int      @default(1)
  purchaseLink  String   @default("")
  remark        String   @default("")
  createdAt     DateTime @default(now())
  updatedAt     DateTime @updatedAt

  @@unique([supplierId, skuId])
  @@index([companyId, skuId])
}

/// A local SKU paired to one variant of a wholesale-platform (1688) product (/alibabaPairingList).
model WholesalePairing {
  id         Int      @id @default(autoincrement())
  companyId  Int
  skuId      Int
  supplierId Int?
  productUrl String
  offerId    String
  /// The chosen variant (spec id) and its full specification text, e.g. "Color:Red;Size:M".
  specId     String
  specText   String   @default("")
  title      String   @default("")
  /// Price tiers of the offer at pairing time: [{ minQuantity, price }].
  priceTiers Json     @default("[]")
  /// Wholesale units per local unit.
  ratio      Int      @default(1)
  createdAt  DateTime @default(now())
  updatedAt  DateTime @updatedAt

  @@unique([companyId, skuId])
  @@index([companyId, offerId])
}

/// Purchase settings: one row with skuId null is the company's global setting; a row per SKU
/// overrides it (/safetyStock, advanced settings of /purchaseSuggestProducts).
model PurchaseSetting {
  id                Int      @id @default(autoincrement())
  companyId         Int
  skuId             Int?
  minStockingDays   Int      @default(7)
  maxStockingDays   Int      @default(30)
  safeDays          Int      @default(7)
  moq               Int      @default(1)
  minOrderDays      Int      @default(0)
  /// Inventory lower limit (stock floor); not above the safety stock (Stock.safe, /safetyStock).
  stockFloor        Int      @default(0)
  /// Weights per sales window: [{ days, weight }] (global row only).
  salesWeights      Json     @default("[]")
  /// Customer-order coefficients: [{ start, end, minQuantity, maxQuantity, coefficient }].
  orderCoefficients Json     @default("[]")
  /// Sales coefficients: [{ start, end, coefficient }].
  salesCoefficients Json     @default("[]")
  /// Purchasing suspended for this SKU (out-of-stock list 'not purchasing').
  suspended         Boolean  @default(false)
  /// Supplier chosen for this SKU's suggestions (overrides the preferred one).
  supplierId        Int?
  updatedAt         DateTime @updatedAt

  @@unique([companyId, skuId])
}

/// A SKU waiting in the purchase plan (/purchasePlanProducts) until a purchase order is generated.
model PurchasePlanItem {
  id                Int      @id @default(autoincrement())
  companyId         Int
  skuId             Int
  warehouseId       Int
  supplierId        Int?
  quantity          Int
  /// The suggested quantity when joined (reset quantity goes back to it).
  suggestedQuantity Int      @default(0)
  /// suggestion | outOfStock | manual
  source            String   @default("suggestion")
  /// Alert thresholds already sent (plan12, plan24: not turned into an order after 12 / 24 h).
  alerted           String[] @default([])
  createdById       Int?
  createdAt         DateTime @default(now())

  @@unique([companyId, skuId, warehouseId])
}

model PurchaseOrder {
  id               Int       @id @default(autoincrement())
  companyId        Int
  orderNo          String
  supplierId       Int
  supplier         Supplier  @relation(fields: [supplierId], references: [id], onDelete: Restrict)
  warehouseId      Int
  purchaserId      Int?
  /// offline | online | wholesale (placed through the wholesale platform)
  orderWay         String    @default("offline")
  /// normal | outOfStock | suggestion | plan
  procurementType  String    @default("normal")
  orderDate        DateTime  @default(now())
  eta              DateTime?
  /// pendingAudit | approved | failed | partiallyReceived | received | cancelled
  status           String    @default("pendingAudit")
  auditRemark      String    @default("")
  auditorId        Int?
  auditedAt        DateTime?
  /// unpaid | partiallyPaid | paid (from approved payment requests)
  paymentStatus    String    @default("unpaid")
  freight          Decimal   @default(0) @db.Decimal(12, 2)
  otherFee         Decimal   @default(0) @db.Decimal(12, 2)
  discount         Decimal   @default(0) @db.Decimal(12, 2)
  /// Courier tracking number of the supplier's parcel (sign-in by tracking number).
  trackingNo       String    @default("")
  courier          String    @default("")
  /// The wholesale platform's order number (orderWay wholesale).
  wholesaleOrderNo String    @default("")
  /// Courier picked the parcel up at the supplier.
  shippedAt        DateTime?
  signedAt         DateTime?
  cancelledAt      DateTime?
  remark           String    @default("")
  /// Alert thresholds already sent (noPickup24, unsigned3, unsigned5, unsigned7).
  alerted          String[]  @default([])
  createdAt        DateTime  @default(now())
  updatedAt        DateTime  @updatedAt

  lines    PurchaseOrderLine[]
  payments PurchasePayment[]
  receipts PurchaseReceipt[]

  @@unique([companyId, orderNo])
  @@index([companyId, status])
  @@index([companyId, trackingNo])
  @@index([companyId, supplierId])
}

model PurchaseOrderLine {
  id                Int           @id @default(autoincrement())
  companyId         Int
  purchaseOrderId   Int
  purchaseOrder     PurchaseOrder @relation(fields: [purchaseOrderId], references: [id], onDelete: Cascade)
  skuId             Int
  quantity          Int
  unitPrice         Decimal       @default(0) @db.Decimal(12, 2)
  /// Signed for (arrived) so far.
  receivedQuantity  Int           @default(0)
  /// Inspected into stock so far.
  goodQuantity      Int           @default(0)
  defectiveQuantity Int           @default(0)
  /// The wholesale variant ordered (orderWay wholesale).
  wholesaleSpecId   String        @default("")
  remark            String        @default("")

  @@index([purchaseOrderId])
  @@index([companyId, skuId])
}

/// Payment request (/invoice, kind payment) or refund order (/refundNote, kind refund) of a
/// purchase order, audited pending \u2192 approved or rejected.
model PurchasePayment {
  id              Int           @id @default(autoincrement())
  companyId       Int
  billNo          String
  purchaseOrderId Int
  purchaseOrder   PurchaseOrder @relation(fields: [purchaseOrderId], references: [id], onDelete: Cascade)
  /// payment | refund
  kind            String
  amount          Decimal       @db.Decimal(12, 2)
  /// pending | approved | rejected
  status          String        @default("pending")
  remark          String        @default("")
  auditRemark     String        @default("")
  requesterId     Int?
  auditorId       Int?
  auditedAt       DateTime?
  createdAt       DateTime      @default(now())

  @@unique([companyId, billNo])
  @@index([companyId, kind, status])
  @@index([purchaseOrderId])
}

/// A parcel signed for against a purchase order (/signingPackage) and its quality inspection
/// (/qcManage): signed \u2192 inspected.
model PurchaseReceipt {
  id              Int           @id @default(autoincrement())
  companyId       Int
  receiptNo       String
  purchaseOrderId Int
  purchaseOrder   PurchaseOrder @relation(fields: [purchaseOrderId], references: [id], onDelete: Restrict)
  trackingNo      String        @default("")
  courier         String        @default("")
  /// signed | inspected
  status          String        @default("signed")
  boxes           Int           @default(1)
  /// intact | slightlyDamaged | moderatelyDamaged | seriouslyDamaged
  packaging       String        @default("intact")
  signerId        Int?
  signedAt        DateTime      @default(now())
  inspectorId     Int?
  inspectedAt     DateTime?
  inspectionNo    String        @default("")
  /// Stored file key of an inspection attachment (photo, report).
  attachment      String        @default("")
  /// Arrived above the quantity still due on some line.
  overReceived    Boolean       @default(false)
  remark          String        @default("")
  createdAt       DateTime      @default(now())

  lines PurchaseReceiptLine[]

  @@unique([companyId, receiptNo])
  @@index([companyId, status])
  @@index([purchaseOrderId])
}

model PurchaseReceiptLine {
  id                  Int             @id @default(autoincrement())
  companyId           Int
  receiptId           Int
  receipt             PurchaseReceipt @relation(fields: [receiptId], references: [id], onDelete: Cascade)
  purchaseOrderLineId Int
  skuId               Int
  /// Arrived in this parcel.
  receivedQuantity    Int
  goodQuantity        Int             @default(0)
  defectiveQuantity   Int             @default(0)
  goodLocationId      Int?
  defectiveLocationId Int?
  /// More arrived than was still due on the purchase line.
  overDue             Boolean         @default(false)

  @@index([receiptId])
}

/// Abnormal receipt / exception form (/unusualReceipt): pendingReview \u2192 approved, or
/// pendingReview \u2192 processing \u2192 completed.
model AbnormalReceipt {
  id              Int       @id @default(autoincrement())
  companyId       Int
  billNo          String
  purchaseOrderId Int
  receiptId       Int?
  /// shortage | excess | defective | wrongItem | other
  type            String
  /// replacement | return | resend
  method          String
  /// pendingReview | approved | processing | completed
  status          String    @default("pendingReview")
  remark          String    @default("")
  reviewerId      Int?
  reviewedAt      DateTime?
  completedAt     DateTime?
  createdById     Int?
  createdAt       DateTime  @default(now())
  updatedAt       DateTime  @updatedAt

  lines AbnormalReceiptLine[]

  @@unique([companyId, billNo])
  @@index([companyId, status])
}

model AbnormalReceiptLine {
  id                Int             @id @default(autoincrement())
  companyId         Int
  abnormalReceiptId Int
  abnormalReceipt   AbnormalReceipt @relation(fields: [abnormalReceiptId], references: [id], onDelete: Cascade)
  skuId             Int
  quantity          Int
  /// Waybill numbers of the return / resend, one or more.
  waybillNos        String[]        @default([])
  /// Warehousing (receipt) price per unit.
  receiptPrice      Decimal         @db.Decimal(12, 2)
  refundAmount      Decimal         @db.Decimal(12, 2)
  remark            String          @default("")

  @@unique([abnormalReceiptId, skuId])
}

/// An order placed on the wholesale platform through the WholesaleConnector, with its logistics.
model WholesaleOrder {
  id              Int       @id @default(autoincrement())
  companyId       Int
  purchaseOrderId Int?
  /// The platform's order number.
  platformOrderNo String
  offerId         String    @default("")
  /// created | paid | shipped | signed | cancelled (as the platform reports)
  status          String    @default("created")
  amount          Decimal   @default(0) @db.Decimal(12, 2)
  trackingNo      String    @default("")
  courier         String    @default("")
  /// Batch-imported by order number (/alibabaPairingList batch order) rather than placed here.
  imported        Boolean   @default(false)
  lastSyncedAt    DateTime?
  createdAt       DateTime  @default(now())
  updatedAt       DateTime  @updatedAt

  @@unique([companyId, platformOrderNo])
  @@index([companyId, purchaseOrderId])
}

/// The company's exchange rates (/exchangeRates): yuan (CNY) per one unit of the currency. Reports
/// convert order amounts with them; a currency without a row uses DEFAULT_EXCHANGE_RATES (@erp/schema).
model ExchangeRate {
  id        Int      @id @default(autoincrement())
  companyId Int
  /// ISO 4217 code, upper case.
  currency  String
  rate      Decimal  @db.Decimal(14, 6)
  updatedBy Int?
  createdAt DateTime @default(now())
  updatedAt DateTime @updatedAt

  @@unique([companyId, currency])
}

/// A return / refund request from a Tradebyte shop (/tradebyteRefund; the dashboard's customer-service card).
model TradebyteRefund {
  id              Int       @id @default(autoincrement())
  companyId       Int
  shopId          Int
  shop            Shop      @relation(fields: [shopId], references: [id], onDelete: Restrict)
  /// The local order of the same marketplace order number, when there is one.
  orderId         Int?
  platformOrderNo String
  /// The marketplace's return number (unique per shop: receiving the same return twice is a no-op).
  returnNo        String
  platformSku     String    @default("")
  title           String    @default("")
  quantity        Int       @default(1)
  amount          Decimal   @default(0) @db.Decimal(12, 2)
  currency        String    @default("EUR")
  /// The buyer's reason as the marketplace sends it.
  reason          String    @default("")
  /// 1 to be processed, 2 refunded, 3 refused (TRADEBYTE_REFUND_STATUS in @erp/schema).
  status          Int       @default(1)
  /// The seller's remark when handling it (required to refuse).
  remark          String    @default("")
  requestedAt     DateTime
  handledAt       DateTime?
  handledBy       Int?
  createdAt       DateTime  @default(now())
  updatedAt       DateTime  @updatedAt

  @@unique([shopId, returnNo])
  @@index([companyId, status, requestedAt])
}

/// Sales per company, UTC day, shop, platform, currency and order status: the dashboard's sales chart
/// reads it instead of the orders (docs/decisions.md 'Home dashboard and sales reports'). Never written
/// by the application: triggers on "Order" append OrderSalesDelta rows and \`order_sales_fold()\` folds
/// them in here (a timer, every minute). Readers add the pending deltas, so figures are exact.
model OrderSalesDay {
  companyId    Int
  day          DateTime @db.Date
  shopId       Int
  platformType Int
  currency     String
  status       String
  orders       Int
  amount       Decimal  @db.Decimal(16, 2)

  @@id([companyId, day, shopId, platformType, currency, status])
}

/// Changes of OrderSalesDay not folded in yet (append-only, so order writes never wait on each other).
model OrderSalesDelta {
  id           BigInt   @id @default(autoincrement())
  companyId    Int
  day          DateTime @db.Date
  shopId       Int
  platformType Int
  currency     String
  status       String
  orders       Int
  amount       Decimal  @db.Decimal(16, 2)

  @@index([companyId, day])
}

/// One row per scheduled task (alerts, folds, re-queries): the instance holding the lease runs the
/// tick, so several server instances behind a load balancer run each tick once (platform/schedule.ts).
model SchedulerLease {
  name   String   @id
  holder String
  until  DateTime
}
`,
  "inlineSchemaHash": "4ec855badd3b808ad7bc36f6ee11739f92b243760d9f6361bbe85f27eb086ee6",
  "copyEngine": true,
  "runtimeDataModel": {
    "models": {},
    "enums": {},
    "types": {}
  },
  "dirname": ""
};
config.runtimeDataModel = JSON.parse('{"models":{"Company":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"name","kind":"scalar","type":"String"},{"name":"edition","kind":"enum","type":"PlanEdition"},{"name":"contact","kind":"scalar","type":"String"},{"name":"phone","kind":"scalar","type":"String"},{"name":"email","kind":"scalar","type":"String"},{"name":"address","kind":"scalar","type":"String"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"},{"name":"users","kind":"object","type":"User","relationName":"CompanyToUser"},{"name":"roles","kind":"object","type":"Role","relationName":"CompanyToRole"},{"name":"shops","kind":"object","type":"Shop","relationName":"CompanyToShop"},{"name":"operateLogs","kind":"object","type":"OperateLog","relationName":"CompanyToOperateLog"},{"name":"sessions","kind":"object","type":"Session","relationName":"CompanyToSession"},{"name":"passwordResets","kind":"object","type":"PasswordReset","relationName":"CompanyToPasswordReset"},{"name":"messageNotices","kind":"object","type":"MessageNotice","relationName":"CompanyToMessageNotice"},{"name":"noticeSettings","kind":"object","type":"MessageNoticeSetting","relationName":"CompanyToMessageNoticeSetting"},{"name":"reportJobs","kind":"object","type":"ReportJob","relationName":"CompanyToReportJob"},{"name":"products","kind":"object","type":"Product","relationName":"CompanyToProduct"},{"name":"skus","kind":"object","type":"Sku","relationName":"CompanyToSku"},{"name":"warehouses","kind":"object","type":"Warehouse","relationName":"CompanyToWarehouse"}],"dbName":null},"User":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"company","kind":"object","type":"Company","relationName":"CompanyToUser"},{"name":"username","kind":"scalar","type":"String"},{"name":"passwordHash","kind":"scalar","type":"String"},{"name":"realname","kind":"scalar","type":"String"},{"name":"phone","kind":"scalar","type":"String"},{"name":"email","kind":"scalar","type":"String"},{"name":"status","kind":"enum","type":"UserStatus"},{"name":"isMain","kind":"scalar","type":"Boolean"},{"name":"roleId","kind":"scalar","type":"Int"},{"name":"role","kind":"object","type":"Role","relationName":"RoleToUser"},{"name":"allowShopIds","kind":"scalar","type":"Int"},{"name":"lastLoginAt","kind":"scalar","type":"DateTime"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"},{"name":"sessions","kind":"object","type":"Session","relationName":"SessionToUser"},{"name":"passwordResets","kind":"object","type":"PasswordReset","relationName":"PasswordResetToUser"},{"name":"messageNotices","kind":"object","type":"MessageNotice","relationName":"MessageNoticeToUser"},{"name":"noticeSettings","kind":"object","type":"MessageNoticeSetting","relationName":"MessageNoticeSettingToUser"},{"name":"reportJobs","kind":"object","type":"ReportJob","relationName":"ReportJobToUser"}],"dbName":null},"Role":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"company","kind":"object","type":"Company","relationName":"CompanyToRole"},{"name":"name","kind":"scalar","type":"String"},{"name":"remark","kind":"scalar","type":"String"},{"name":"permissions","kind":"scalar","type":"String"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"},{"name":"users","kind":"object","type":"User","relationName":"RoleToUser"}],"dbName":null},"MenuNode":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"pid","kind":"scalar","type":"Int"},{"name":"path","kind":"scalar","type":"String"},{"name":"component","kind":"scalar","type":"String"},{"name":"name","kind":"scalar","type":"String"},{"name":"titleZh","kind":"scalar","type":"String"},{"name":"titleEn","kind":"scalar","type":"String"},{"name":"icon","kind":"scalar","type":"String"},{"name":"noCache","kind":"scalar","type":"Boolean"},{"name":"breadcrumb","kind":"scalar","type":"Boolean"},{"name":"affix","kind":"scalar","type":"Boolean"},{"name":"hidden","kind":"scalar","type":"Boolean"},{"name":"redirect","kind":"scalar","type":"String"},{"name":"kind","kind":"scalar","type":"String"},{"name":"sort","kind":"scalar","type":"Int"}],"dbName":null},"Shop":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"company","kind":"object","type":"Company","relationName":"CompanyToShop"},{"name":"platformType","kind":"scalar","type":"Int"},{"name":"platform","kind":"scalar","type":"String"},{"name":"shopName","kind":"scalar","type":"String"},{"name":"alias","kind":"scalar","type":"String"},{"name":"site","kind":"scalar","type":"String"},{"name":"status","kind":"scalar","type":"Int"},{"name":"authTime","kind":"scalar","type":"DateTime"},{"name":"authExpireAt","kind":"scalar","type":"DateTime"},{"name":"authFailReason","kind":"scalar","type":"String"},{"name":"authToken","kind":"scalar","type":"String"},{"name":"platformRate","kind":"scalar","type":"Decimal"},{"name":"transferRate","kind":"scalar","type":"Decimal"},{"name":"vatRate","kind":"scalar","type":"Decimal"},{"name":"euTaxNumber","kind":"scalar","type":"String"},{"name":"euTaxType","kind":"scalar","type":"String"},{"name":"returnWarehouseId","kind":"scalar","type":"Int"},{"name":"returnWarehouse","kind":"object","type":"Warehouse","relationName":"ShopToWarehouse"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"},{"name":"orders","kind":"object","type":"Order","relationName":"OrderToShop"},{"name":"tradebyteRefunds","kind":"object","type":"TradebyteRefund","relationName":"ShopToTradebyteRefund"}],"dbName":null},"OperateLog":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"company","kind":"object","type":"Company","relationName":"CompanyToOperateLog"},{"name":"userId","kind":"scalar","type":"Int"},{"name":"username","kind":"scalar","type":"String"},{"name":"action","kind":"scalar","type":"String"},{"name":"module","kind":"scalar","type":"String"},{"name":"detail","kind":"scalar","type":"Json"},{"name":"success","kind":"scalar","type":"Boolean"},{"name":"errorCode","kind":"scalar","type":"String"},{"name":"ip","kind":"scalar","type":"String"},{"name":"createdAt","kind":"scalar","type":"DateTime"}],"dbName":null},"ClientErrorLog":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"userId","kind":"scalar","type":"Int"},{"name":"level","kind":"scalar","type":"String"},{"name":"message","kind":"scalar","type":"String"},{"name":"data","kind":"scalar","type":"Json"},{"name":"route","kind":"scalar","type":"String"},{"name":"fullPath","kind":"scalar","type":"String"},{"name":"userAgent","kind":"scalar","type":"String"},{"name":"fingerprint","kind":"scalar","type":"String"},{"name":"hourBucket","kind":"scalar","type":"DateTime"},{"name":"count","kind":"scalar","type":"Int"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"lastSeenAt","kind":"scalar","type":"DateTime"}],"dbName":null},"Session":{"fields":[{"name":"id","kind":"scalar","type":"String"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"company","kind":"object","type":"Company","relationName":"CompanyToSession"},{"name":"userId","kind":"scalar","type":"Int"},{"name":"user","kind":"object","type":"User","relationName":"SessionToUser"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"expiresAt","kind":"scalar","type":"DateTime"},{"name":"revokedAt","kind":"scalar","type":"DateTime"},{"name":"refreshedAt","kind":"scalar","type":"DateTime"},{"name":"ip","kind":"scalar","type":"String"},{"name":"userAgent","kind":"scalar","type":"String"}],"dbName":null},"PasswordReset":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"company","kind":"object","type":"Company","relationName":"CompanyToPasswordReset"},{"name":"userId","kind":"scalar","type":"Int"},{"name":"user","kind":"object","type":"User","relationName":"PasswordResetToUser"},{"name":"codeHash","kind":"scalar","type":"String"},{"name":"attempts","kind":"scalar","type":"Int"},{"name":"expiresAt","kind":"scalar","type":"DateTime"},{"name":"usedAt","kind":"scalar","type":"DateTime"},{"name":"createdAt","kind":"scalar","type":"DateTime"}],"dbName":null},"PlatformOperator":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"username","kind":"scalar","type":"String"},{"name":"passwordHash","kind":"scalar","type":"String"},{"name":"realname","kind":"scalar","type":"String"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"bulletins","kind":"object","type":"Bulletin","relationName":"BulletinToPlatformOperator"}],"dbName":null},"Bulletin":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"title","kind":"scalar","type":"String"},{"name":"content","kind":"scalar","type":"String"},{"name":"hotFlag","kind":"scalar","type":"Boolean"},{"name":"alertFlag","kind":"scalar","type":"Boolean"},{"name":"publishedAt","kind":"scalar","type":"DateTime"},{"name":"operatorId","kind":"scalar","type":"Int"},{"name":"operator","kind":"object","type":"PlatformOperator","relationName":"BulletinToPlatformOperator"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"}],"dbName":null},"MessageNotice":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"company","kind":"object","type":"Company","relationName":"CompanyToMessageNotice"},{"name":"userId","kind":"scalar","type":"Int"},{"name":"user","kind":"object","type":"User","relationName":"MessageNoticeToUser"},{"name":"type","kind":"scalar","type":"String"},{"name":"title","kind":"scalar","type":"String"},{"name":"body","kind":"scalar","type":"String"},{"name":"params","kind":"scalar","type":"Json"},{"name":"otherBillNum","kind":"scalar","type":"String"},{"name":"linkData","kind":"scalar","type":"Json"},{"name":"isRead","kind":"scalar","type":"String"},{"name":"readAt","kind":"scalar","type":"DateTime"},{"name":"createdAt","kind":"scalar","type":"DateTime"}],"dbName":null},"MessageNoticeSetting":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"company","kind":"object","type":"Company","relationName":"CompanyToMessageNoticeSetting"},{"name":"userId","kind":"scalar","type":"Int"},{"name":"user","kind":"object","type":"User","relationName":"MessageNoticeSettingToUser"},{"name":"type","kind":"scalar","type":"String"},{"name":"level","kind":"scalar","type":"String"},{"name":"enabled","kind":"scalar","type":"Boolean"},{"name":"updatedAt","kind":"scalar","type":"DateTime"}],"dbName":null},"ReportJob":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"company","kind":"object","type":"Company","relationName":"CompanyToReportJob"},{"name":"userId","kind":"scalar","type":"Int"},{"name":"user","kind":"object","type":"User","relationName":"ReportJobToUser"},{"name":"reportType","kind":"scalar","type":"String"},{"name":"filter","kind":"scalar","type":"Json"},{"name":"lang","kind":"scalar","type":"String"},{"name":"status","kind":"scalar","type":"Int"},{"name":"percent","kind":"scalar","type":"Int"},{"name":"messages","kind":"scalar","type":"String"},{"name":"rowCount","kind":"scalar","type":"Int"},{"name":"fileKey","kind":"scalar","type":"String"},{"name":"fileName","kind":"scalar","type":"String"},{"name":"attempts","kind":"scalar","type":"Int"},{"name":"heartbeatAt","kind":"scalar","type":"DateTime"},{"name":"startedAt","kind":"scalar","type":"DateTime"},{"name":"finishedAt","kind":"scalar","type":"DateTime"},{"name":"createdAt","kind":"scalar","type":"DateTime"}],"dbName":null},"Product":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"company","kind":"object","type":"Company","relationName":"CompanyToProduct"},{"name":"spu","kind":"scalar","type":"String"},{"name":"name","kind":"scalar","type":"String"},{"name":"nameEn","kind":"scalar","type":"String"},{"name":"category","kind":"scalar","type":"String"},{"name":"status","kind":"scalar","type":"String"},{"name":"rejectReason","kind":"scalar","type":"String"},{"name":"developerId","kind":"scalar","type":"Int"},{"name":"platforms","kind":"scalar","type":"Int"},{"name":"mainImage","kind":"scalar","type":"String"},{"name":"images","kind":"scalar","type":"String"},{"name":"weight","kind":"scalar","type":"Int"},{"name":"length","kind":"scalar","type":"Int"},{"name":"width","kind":"scalar","type":"Int"},{"name":"height","kind":"scalar","type":"Int"},{"name":"declareNameZh","kind":"scalar","type":"String"},{"name":"declareNameEn","kind":"scalar","type":"String"},{"name":"declareValue","kind":"scalar","type":"Decimal"},{"name":"hsCode","kind":"scalar","type":"String"},{"name":"infringementInfo","kind":"scalar","type":"String"},{"name":"supplierLinks","kind":"scalar","type":"String"},{"name":"specifications","kind":"scalar","type":"Json"},{"name":"remark","kind":"scalar","type":"String"},{"name":"submittedAt","kind":"scalar","type":"DateTime"},{"name":"reviewedAt","kind":"scalar","type":"DateTime"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"},{"name":"skus","kind":"object","type":"Sku","relationName":"ProductToSku"}],"dbName":null},"Sku":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"company","kind":"object","type":"Company","relationName":"CompanyToSku"},{"name":"productId","kind":"scalar","type":"Int"},{"name":"product","kind":"object","type":"Product","relationName":"ProductToSku"},{"name":"sku","kind":"scalar","type":"String"},{"name":"ean","kind":"scalar","type":"String"},{"name":"barcode","kind":"scalar","type":"String"},{"name":"options","kind":"scalar","type":"String"},{"name":"aliases","kind":"scalar","type":"String"},{"name":"price","kind":"scalar","type":"Decimal"},{"name":"purchasePrice","kind":"scalar","type":"Decimal"},{"name":"weight","kind":"scalar","type":"Int"},{"name":"image","kind":"scalar","type":"String"},{"name":"isCombo","kind":"scalar","type":"Boolean"},{"name":"abcClass","kind":"scalar","type":"String"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"},{"name":"components","kind":"object","type":"SkuComponent","relationName":"comboSku"},{"name":"usedIn","kind":"object","type":"SkuComponent","relationName":"componentSku"},{"name":"stocks","kind":"object","type":"Stock","relationName":"SkuToStock"},{"name":"ledger","kind":"object","type":"StockLedger","relationName":"SkuToStockLedger"}],"dbName":null},"SkuComponent":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"comboSkuId","kind":"scalar","type":"Int"},{"name":"comboSku","kind":"object","type":"Sku","relationName":"comboSku"},{"name":"componentSkuId","kind":"scalar","type":"Int"},{"name":"componentSku","kind":"object","type":"Sku","relationName":"componentSku"},{"name":"quantity","kind":"scalar","type":"Int"}],"dbName":null},"Warehouse":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"company","kind":"object","type":"Company","relationName":"CompanyToWarehouse"},{"name":"name","kind":"scalar","type":"String"},{"name":"code","kind":"scalar","type":"String"},{"name":"type","kind":"scalar","type":"String"},{"name":"country","kind":"scalar","type":"String"},{"name":"address","kind":"scalar","type":"String"},{"name":"contact","kind":"scalar","type":"String"},{"name":"phone","kind":"scalar","type":"String"},{"name":"priority","kind":"scalar","type":"Int"},{"name":"enabled","kind":"scalar","type":"Boolean"},{"name":"isDefault","kind":"scalar","type":"Boolean"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"},{"name":"locations","kind":"object","type":"Location","relationName":"LocationToWarehouse"},{"name":"stocks","kind":"object","type":"Stock","relationName":"StockToWarehouse"},{"name":"returnShops","kind":"object","type":"Shop","relationName":"ShopToWarehouse"}],"dbName":null},"Location":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"warehouseId","kind":"scalar","type":"Int"},{"name":"warehouse","kind":"object","type":"Warehouse","relationName":"LocationToWarehouse"},{"name":"code","kind":"scalar","type":"String"},{"name":"zone","kind":"scalar","type":"String"},{"name":"remark","kind":"scalar","type":"String"},{"name":"enabled","kind":"scalar","type":"Boolean"},{"name":"createdAt","kind":"scalar","type":"DateTime"}],"dbName":null},"Stock":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"skuId","kind":"scalar","type":"Int"},{"name":"sku","kind":"object","type":"Sku","relationName":"SkuToStock"},{"name":"warehouseId","kind":"scalar","type":"Int"},{"name":"warehouse","kind":"object","type":"Warehouse","relationName":"StockToWarehouse"},{"name":"quantity","kind":"scalar","type":"Int"},{"name":"occupied","kind":"scalar","type":"Int"},{"name":"inTransit","kind":"scalar","type":"Int"},{"name":"preSale","kind":"scalar","type":"Int"},{"name":"safe","kind":"scalar","type":"Int"},{"name":"purchasePrice","kind":"scalar","type":"Decimal"},{"name":"updatedAt","kind":"scalar","type":"DateTime"}],"dbName":null},"StockLocation":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"skuId","kind":"scalar","type":"Int"},{"name":"warehouseId","kind":"scalar","type":"Int"},{"name":"locationId","kind":"scalar","type":"Int"},{"name":"quantity","kind":"scalar","type":"Int"},{"name":"updatedAt","kind":"scalar","type":"DateTime"}],"dbName":null},"StockLot":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"skuId","kind":"scalar","type":"Int"},{"name":"warehouseId","kind":"scalar","type":"Int"},{"name":"receivedAt","kind":"scalar","type":"DateTime"},{"name":"quantityIn","kind":"scalar","type":"Int"},{"name":"quantityLeft","kind":"scalar","type":"Int"},{"name":"unitCost","kind":"scalar","type":"Decimal"},{"name":"billNo","kind":"scalar","type":"String"}],"dbName":null},"StockLedger":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"skuId","kind":"scalar","type":"Int"},{"name":"sku","kind":"object","type":"Sku","relationName":"SkuToStockLedger"},{"name":"warehouseId","kind":"scalar","type":"Int"},{"name":"locationId","kind":"scalar","type":"Int"},{"name":"type","kind":"scalar","type":"String"},{"name":"quantityChange","kind":"scalar","type":"Int"},{"name":"occupiedChange","kind":"scalar","type":"Int"},{"name":"quantityAfter","kind":"scalar","type":"Int"},{"name":"occupiedAfter","kind":"scalar","type":"Int"},{"name":"unitCost","kind":"scalar","type":"Decimal"},{"name":"billType","kind":"scalar","type":"String"},{"name":"billNo","kind":"scalar","type":"String"},{"name":"remark","kind":"scalar","type":"String"},{"name":"operatorId","kind":"scalar","type":"Int"},{"name":"createdAt","kind":"scalar","type":"DateTime"}],"dbName":null},"StockOccupation":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"skuId","kind":"scalar","type":"Int"},{"name":"warehouseId","kind":"scalar","type":"Int"},{"name":"quantity","kind":"scalar","type":"Int"},{"name":"sourceType","kind":"scalar","type":"String"},{"name":"sourceNo","kind":"scalar","type":"String"},{"name":"status","kind":"scalar","type":"String"},{"name":"remark","kind":"scalar","type":"String"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"releasedAt","kind":"scalar","type":"DateTime"}],"dbName":null},"StockBill":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"direction","kind":"scalar","type":"String"},{"name":"billNo","kind":"scalar","type":"String"},{"name":"type","kind":"scalar","type":"String"},{"name":"warehouseId","kind":"scalar","type":"Int"},{"name":"status","kind":"scalar","type":"String"},{"name":"remark","kind":"scalar","type":"String"},{"name":"operatorId","kind":"scalar","type":"Int"},{"name":"confirmedAt","kind":"scalar","type":"DateTime"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"},{"name":"lines","kind":"object","type":"StockBillLine","relationName":"StockBillToStockBillLine"}],"dbName":null},"StockBillLine":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"billId","kind":"scalar","type":"Int"},{"name":"bill","kind":"object","type":"StockBill","relationName":"StockBillToStockBillLine"},{"name":"skuId","kind":"scalar","type":"Int"},{"name":"locationId","kind":"scalar","type":"Int"},{"name":"quantity","kind":"scalar","type":"Int"},{"name":"unitPrice","kind":"scalar","type":"Decimal"},{"name":"remark","kind":"scalar","type":"String"}],"dbName":null},"TransferOrder":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"billNo","kind":"scalar","type":"String"},{"name":"fromWarehouseId","kind":"scalar","type":"Int"},{"name":"toWarehouseId","kind":"scalar","type":"Int"},{"name":"status","kind":"scalar","type":"String"},{"name":"dispatcherId","kind":"scalar","type":"Int"},{"name":"freight","kind":"scalar","type":"Decimal"},{"name":"costSharing","kind":"scalar","type":"String"},{"name":"trackingNo","kind":"scalar","type":"String"},{"name":"remark","kind":"scalar","type":"String"},{"name":"shippedAt","kind":"scalar","type":"DateTime"},{"name":"receivedAt","kind":"scalar","type":"DateTime"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"},{"name":"lines","kind":"object","type":"TransferOrderLine","relationName":"TransferOrderToTransferOrderLine"}],"dbName":null},"TransferOrderLine":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"transferId","kind":"scalar","type":"Int"},{"name":"transfer","kind":"object","type":"TransferOrder","relationName":"TransferOrderToTransferOrderLine"},{"name":"skuId","kind":"scalar","type":"Int"},{"name":"quantity","kind":"scalar","type":"Int"},{"name":"receivedQuantity","kind":"scalar","type":"Int"},{"name":"freightShare","kind":"scalar","type":"Decimal"},{"name":"toLocationId","kind":"scalar","type":"Int"}],"dbName":null},"AssembleSheet":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"billNo","kind":"scalar","type":"String"},{"name":"warehouseId","kind":"scalar","type":"Int"},{"name":"comboSkuId","kind":"scalar","type":"Int"},{"name":"quantity","kind":"scalar","type":"Int"},{"name":"processed","kind":"scalar","type":"Int"},{"name":"status","kind":"scalar","type":"String"},{"name":"remark","kind":"scalar","type":"String"},{"name":"startedAt","kind":"scalar","type":"DateTime"},{"name":"completedAt","kind":"scalar","type":"DateTime"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"}],"dbName":null},"InventoryCountTask":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"taskNo","kind":"scalar","type":"String"},{"name":"warehouseId","kind":"scalar","type":"Int"},{"name":"mode","kind":"scalar","type":"String"},{"name":"countType","kind":"scalar","type":"String"},{"name":"status","kind":"scalar","type":"String"},{"name":"startedAt","kind":"scalar","type":"DateTime"},{"name":"finishedAt","kind":"scalar","type":"DateTime"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"lines","kind":"object","type":"InventoryCountLine","relationName":"InventoryCountLineToInventoryCountTask"}],"dbName":null},"InventoryCountLine":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"taskId","kind":"scalar","type":"Int"},{"name":"task","kind":"object","type":"InventoryCountTask","relationName":"InventoryCountLineToInventoryCountTask"},{"name":"skuId","kind":"scalar","type":"Int"},{"name":"locationId","kind":"scalar","type":"Int"},{"name":"bookQty","kind":"scalar","type":"Int"},{"name":"countedQty","kind":"scalar","type":"Int"},{"name":"countedAt","kind":"scalar","type":"DateTime"}],"dbName":null},"BarcodeBatch":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"name","kind":"scalar","type":"String"},{"name":"number","kind":"scalar","type":"Int"},{"name":"type","kind":"scalar","type":"String"},{"name":"prefix","kind":"scalar","type":"String"},{"name":"createdAt","kind":"scalar","type":"DateTime"}],"dbName":null},"PackagingMaterial":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"name","kind":"scalar","type":"String"},{"name":"quantity","kind":"scalar","type":"Int"},{"name":"unitPrice","kind":"scalar","type":"Decimal"},{"name":"weight","kind":"scalar","type":"Decimal"},{"name":"length","kind":"scalar","type":"Decimal"},{"name":"width","kind":"scalar","type":"Decimal"},{"name":"height","kind":"scalar","type":"Decimal"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"}],"dbName":null},"Order":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"shopId","kind":"scalar","type":"Int"},{"name":"shop","kind":"object","type":"Shop","relationName":"OrderToShop"},{"name":"platformType","kind":"scalar","type":"Int"},{"name":"platformOrderNo","kind":"scalar","type":"String"},{"name":"pullKey","kind":"scalar","type":"String"},{"name":"orderNo","kind":"scalar","type":"String"},{"name":"source","kind":"scalar","type":"String"},{"name":"status","kind":"scalar","type":"String"},{"name":"abnormalReason","kind":"scalar","type":"String"},{"name":"heldFromStatus","kind":"scalar","type":"String"},{"name":"buyerAccount","kind":"scalar","type":"String"},{"name":"buyerName","kind":"scalar","type":"String"},{"name":"buyerEmail","kind":"scalar","type":"String"},{"name":"buyerPhone","kind":"scalar","type":"String"},{"name":"country","kind":"scalar","type":"String"},{"name":"state","kind":"scalar","type":"String"},{"name":"city","kind":"scalar","type":"String"},{"name":"postcode","kind":"scalar","type":"String"},{"name":"address1","kind":"scalar","type":"String"},{"name":"address2","kind":"scalar","type":"String"},{"name":"currency","kind":"scalar","type":"String"},{"name":"itemsTotal","kind":"scalar","type":"Decimal"},{"name":"shippingFee","kind":"scalar","type":"Decimal"},{"name":"discount","kind":"scalar","type":"Decimal"},{"name":"totalAmount","kind":"scalar","type":"Decimal"},{"name":"orderedAt","kind":"scalar","type":"DateTime"},{"name":"paidAt","kind":"scalar","type":"DateTime"},{"name":"shipBy","kind":"scalar","type":"DateTime"},{"name":"shippedAt","kind":"scalar","type":"DateTime"},{"name":"completedAt","kind":"scalar","type":"DateTime"},{"name":"cancelledAt","kind":"scalar","type":"DateTime"},{"name":"cancelRequested","kind":"scalar","type":"Boolean"},{"name":"matched","kind":"scalar","type":"Boolean"},{"name":"warehouseId","kind":"scalar","type":"Int"},{"name":"logisticsChannelId","kind":"scalar","type":"Int"},{"name":"trackingNo","kind":"scalar","type":"String"},{"name":"preShippedAt","kind":"scalar","type":"DateTime"},{"name":"trackingUploadedAt","kind":"scalar","type":"DateTime"},{"name":"estimatedWeight","kind":"scalar","type":"Int"},{"name":"weight","kind":"scalar","type":"Int"},{"name":"buyerNote","kind":"scalar","type":"String"},{"name":"sellerNote","kind":"scalar","type":"String"},{"name":"tags","kind":"scalar","type":"String"},{"name":"parentId","kind":"scalar","type":"Int"},{"name":"mergedIntoId","kind":"scalar","type":"Int"},{"name":"pickListId","kind":"scalar","type":"Int"},{"name":"sortSlot","kind":"scalar","type":"Int"},{"name":"verifiedAt","kind":"scalar","type":"DateTime"},{"name":"collectStatus","kind":"scalar","type":"Int"},{"name":"outboundAt","kind":"scalar","type":"DateTime"},{"name":"bagId","kind":"scalar","type":"Int"},{"name":"rulesPending","kind":"scalar","type":"Boolean"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"},{"name":"items","kind":"object","type":"OrderItem","relationName":"OrderToOrderItem"},{"name":"history","kind":"object","type":"OrderHistory","relationName":"OrderToOrderHistory"}],"dbName":null},"OrderItem":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"orderId","kind":"scalar","type":"Int"},{"name":"order","kind":"object","type":"Order","relationName":"OrderToOrderItem"},{"name":"platformItemId","kind":"scalar","type":"String"},{"name":"platformSku","kind":"scalar","type":"String"},{"name":"title","kind":"scalar","type":"String"},{"name":"image","kind":"scalar","type":"String"},{"name":"quantity","kind":"scalar","type":"Int"},{"name":"unitPrice","kind":"scalar","type":"Decimal"},{"name":"skuId","kind":"scalar","type":"Int"},{"name":"matchedBy","kind":"scalar","type":"String"},{"name":"unitsPerItem","kind":"scalar","type":"Int"},{"name":"allocated","kind":"scalar","type":"Int"},{"name":"isGift","kind":"scalar","type":"Boolean"},{"name":"giftRuleId","kind":"scalar","type":"Int"},{"name":"verified","kind":"scalar","type":"Int"}],"dbName":null},"OrderHistory":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"orderId","kind":"scalar","type":"Int"},{"name":"order","kind":"object","type":"Order","relationName":"OrderToOrderHistory"},{"name":"action","kind":"scalar","type":"String"},{"name":"fromStatus","kind":"scalar","type":"String"},{"name":"toStatus","kind":"scalar","type":"String"},{"name":"messageId","kind":"scalar","type":"String"},{"name":"params","kind":"scalar","type":"Json"},{"name":"operatorId","kind":"scalar","type":"Int"},{"name":"createdAt","kind":"scalar","type":"DateTime"}],"dbName":null},"ShopOrderPull":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"shopId","kind":"scalar","type":"Int"},{"name":"cursor","kind":"scalar","type":"String"},{"name":"intervalMinutes","kind":"scalar","type":"Int"},{"name":"enabled","kind":"scalar","type":"Boolean"},{"name":"lastPulledAt","kind":"scalar","type":"DateTime"},{"name":"nextPullAt","kind":"scalar","type":"DateTime"},{"name":"lockedUntil","kind":"scalar","type":"DateTime"},{"name":"lastError","kind":"scalar","type":"String"},{"name":"lastCount","kind":"scalar","type":"Int"},{"name":"updatedAt","kind":"scalar","type":"DateTime"}],"dbName":null},"SkuPairing":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"shopId","kind":"scalar","type":"Int"},{"name":"platformType","kind":"scalar","type":"Int"},{"name":"platformSku","kind":"scalar","type":"String"},{"name":"skuId","kind":"scalar","type":"Int"},{"name":"unitsPerItem","kind":"scalar","type":"Int"},{"name":"operatorId","kind":"scalar","type":"Int"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"}],"dbName":null},"LogisticsChannel":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"name","kind":"scalar","type":"String"},{"name":"type","kind":"scalar","type":"String"},{"name":"carrier","kind":"scalar","type":"String"},{"name":"code","kind":"scalar","type":"String"},{"name":"maxWeight","kind":"scalar","type":"Int"},{"name":"usesNumberPool","kind":"scalar","type":"Boolean"},{"name":"trackingUrl","kind":"scalar","type":"String"},{"name":"enabled","kind":"scalar","type":"Boolean"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"}],"dbName":null},"TrackingNumber":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"channelId","kind":"scalar","type":"Int"},{"name":"number","kind":"scalar","type":"String"},{"name":"used","kind":"scalar","type":"Boolean"},{"name":"orderId","kind":"scalar","type":"Int"},{"name":"usedAt","kind":"scalar","type":"DateTime"},{"name":"createdAt","kind":"scalar","type":"DateTime"}],"dbName":null},"LogisticsRule":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"name","kind":"scalar","type":"String"},{"name":"priority","kind":"scalar","type":"Int"},{"name":"enabled","kind":"scalar","type":"Boolean"},{"name":"conditions","kind":"scalar","type":"Json"},{"name":"warehouseId","kind":"scalar","type":"Int"},{"name":"logisticsChannelId","kind":"scalar","type":"Int"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"}],"dbName":null},"GiftRule":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"name","kind":"scalar","type":"String"},{"name":"priority","kind":"scalar","type":"Int"},{"name":"enabled","kind":"scalar","type":"Boolean"},{"name":"conditions","kind":"scalar","type":"Json"},{"name":"giftSkuId","kind":"scalar","type":"Int"},{"name":"giftQuantity","kind":"scalar","type":"Int"},{"name":"startAt","kind":"scalar","type":"DateTime"},{"name":"endAt","kind":"scalar","type":"DateTime"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"}],"dbName":null},"ShippingBlacklist":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"platformType","kind":"scalar","type":"Int"},{"name":"buyerAccount","kind":"scalar","type":"String"},{"name":"cause","kind":"scalar","type":"String"},{"name":"causeText","kind":"scalar","type":"String"},{"name":"operatorId","kind":"scalar","type":"Int"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"removedAt","kind":"scalar","type":"DateTime"}],"dbName":null},"PickListTemplate":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"name","kind":"scalar","type":"String"},{"name":"type","kind":"scalar","type":"String"},{"name":"fontSize","kind":"scalar","type":"String"},{"name":"maxOrders","kind":"scalar","type":"Int"},{"name":"minOrders","kind":"scalar","type":"Int"},{"name":"fields","kind":"scalar","type":"String"},{"name":"imageUrl","kind":"scalar","type":"String"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"}],"dbName":null},"PickList":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"pickNo","kind":"scalar","type":"String"},{"name":"templateId","kind":"scalar","type":"Int"},{"name":"warehouseId","kind":"scalar","type":"Int"},{"name":"status","kind":"scalar","type":"String"},{"name":"orderCount","kind":"scalar","type":"Int"},{"name":"operatorId","kind":"scalar","type":"Int"},{"name":"wallRows","kind":"scalar","type":"Int"},{"name":"wallCols","kind":"scalar","type":"Int"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"}],"dbName":null},"ShippingBag":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"bagNo","kind":"scalar","type":"String"},{"name":"channelId","kind":"scalar","type":"Int"},{"name":"status","kind":"scalar","type":"String"},{"name":"orderCount","kind":"scalar","type":"Int"},{"name":"weight","kind":"scalar","type":"Int"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"closedAt","kind":"scalar","type":"DateTime"}],"dbName":null},"TrackingRecord":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"orderId","kind":"scalar","type":"Int"},{"name":"trackingNo","kind":"scalar","type":"String"},{"name":"channelId","kind":"scalar","type":"Int"},{"name":"carrier","kind":"scalar","type":"String"},{"name":"status","kind":"scalar","type":"String"},{"name":"lastEvent","kind":"scalar","type":"String"},{"name":"events","kind":"scalar","type":"Json"},{"name":"autoTrack","kind":"scalar","type":"Boolean"},{"name":"deletedAt","kind":"scalar","type":"DateTime"},{"name":"shippedAt","kind":"scalar","type":"DateTime"},{"name":"deliveredAt","kind":"scalar","type":"DateTime"},{"name":"transitDays","kind":"scalar","type":"Decimal"},{"name":"queryCount","kind":"scalar","type":"Int"},{"name":"lastQueriedAt","kind":"scalar","type":"DateTime"},{"name":"submittedAt","kind":"scalar","type":"DateTime"},{"name":"country","kind":"scalar","type":"String"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"}],"dbName":null},"Supplier":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"name","kind":"scalar","type":"String"},{"name":"type","kind":"scalar","type":"String"},{"name":"preferred","kind":"scalar","type":"Boolean"},{"name":"website","kind":"scalar","type":"String"},{"name":"contact","kind":"scalar","type":"String"},{"name":"phone","kind":"scalar","type":"String"},{"name":"address","kind":"scalar","type":"String"},{"name":"bankName","kind":"scalar","type":"String"},{"name":"accountNumber","kind":"scalar","type":"String"},{"name":"payee","kind":"scalar","type":"String"},{"name":"deliveryDays","kind":"scalar","type":"Int"},{"name":"taxRate","kind":"scalar","type":"Decimal"},{"name":"wholesaleMemberId","kind":"scalar","type":"String"},{"name":"wholesaleShopName","kind":"scalar","type":"String"},{"name":"remark","kind":"scalar","type":"String"},{"name":"enabled","kind":"scalar","type":"Boolean"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"},{"name":"products","kind":"object","type":"SupplierProduct","relationName":"SupplierToSupplierProduct"},{"name":"purchaseOrders","kind":"object","type":"PurchaseOrder","relationName":"PurchaseOrderToSupplier"}],"dbName":null},"SupplierProduct":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"supplierId","kind":"scalar","type":"Int"},{"name":"supplier","kind":"object","type":"Supplier","relationName":"SupplierToSupplierProduct"},{"name":"skuId","kind":"scalar","type":"Int"},{"name":"preferred","kind":"scalar","type":"Boolean"},{"name":"purchasePrice","kind":"scalar","type":"Decimal"},{"name":"moq","kind":"scalar","type":"Int"},{"name":"purchaseLink","kind":"scalar","type":"String"},{"name":"remark","kind":"scalar","type":"String"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"}],"dbName":null},"WholesalePairing":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"skuId","kind":"scalar","type":"Int"},{"name":"supplierId","kind":"scalar","type":"Int"},{"name":"productUrl","kind":"scalar","type":"String"},{"name":"offerId","kind":"scalar","type":"String"},{"name":"specId","kind":"scalar","type":"String"},{"name":"specText","kind":"scalar","type":"String"},{"name":"title","kind":"scalar","type":"String"},{"name":"priceTiers","kind":"scalar","type":"Json"},{"name":"ratio","kind":"scalar","type":"Int"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"}],"dbName":null},"PurchaseSetting":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"skuId","kind":"scalar","type":"Int"},{"name":"minStockingDays","kind":"scalar","type":"Int"},{"name":"maxStockingDays","kind":"scalar","type":"Int"},{"name":"safeDays","kind":"scalar","type":"Int"},{"name":"moq","kind":"scalar","type":"Int"},{"name":"minOrderDays","kind":"scalar","type":"Int"},{"name":"stockFloor","kind":"scalar","type":"Int"},{"name":"salesWeights","kind":"scalar","type":"Json"},{"name":"orderCoefficients","kind":"scalar","type":"Json"},{"name":"salesCoefficients","kind":"scalar","type":"Json"},{"name":"suspended","kind":"scalar","type":"Boolean"},{"name":"supplierId","kind":"scalar","type":"Int"},{"name":"updatedAt","kind":"scalar","type":"DateTime"}],"dbName":null},"PurchasePlanItem":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"skuId","kind":"scalar","type":"Int"},{"name":"warehouseId","kind":"scalar","type":"Int"},{"name":"supplierId","kind":"scalar","type":"Int"},{"name":"quantity","kind":"scalar","type":"Int"},{"name":"suggestedQuantity","kind":"scalar","type":"Int"},{"name":"source","kind":"scalar","type":"String"},{"name":"alerted","kind":"scalar","type":"String"},{"name":"createdById","kind":"scalar","type":"Int"},{"name":"createdAt","kind":"scalar","type":"DateTime"}],"dbName":null},"PurchaseOrder":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"orderNo","kind":"scalar","type":"String"},{"name":"supplierId","kind":"scalar","type":"Int"},{"name":"supplier","kind":"object","type":"Supplier","relationName":"PurchaseOrderToSupplier"},{"name":"warehouseId","kind":"scalar","type":"Int"},{"name":"purchaserId","kind":"scalar","type":"Int"},{"name":"orderWay","kind":"scalar","type":"String"},{"name":"procurementType","kind":"scalar","type":"String"},{"name":"orderDate","kind":"scalar","type":"DateTime"},{"name":"eta","kind":"scalar","type":"DateTime"},{"name":"status","kind":"scalar","type":"String"},{"name":"auditRemark","kind":"scalar","type":"String"},{"name":"auditorId","kind":"scalar","type":"Int"},{"name":"auditedAt","kind":"scalar","type":"DateTime"},{"name":"paymentStatus","kind":"scalar","type":"String"},{"name":"freight","kind":"scalar","type":"Decimal"},{"name":"otherFee","kind":"scalar","type":"Decimal"},{"name":"discount","kind":"scalar","type":"Decimal"},{"name":"trackingNo","kind":"scalar","type":"String"},{"name":"courier","kind":"scalar","type":"String"},{"name":"wholesaleOrderNo","kind":"scalar","type":"String"},{"name":"shippedAt","kind":"scalar","type":"DateTime"},{"name":"signedAt","kind":"scalar","type":"DateTime"},{"name":"cancelledAt","kind":"scalar","type":"DateTime"},{"name":"remark","kind":"scalar","type":"String"},{"name":"alerted","kind":"scalar","type":"String"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"},{"name":"lines","kind":"object","type":"PurchaseOrderLine","relationName":"PurchaseOrderToPurchaseOrderLine"},{"name":"payments","kind":"object","type":"PurchasePayment","relationName":"PurchaseOrderToPurchasePayment"},{"name":"receipts","kind":"object","type":"PurchaseReceipt","relationName":"PurchaseOrderToPurchaseReceipt"}],"dbName":null},"PurchaseOrderLine":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"purchaseOrderId","kind":"scalar","type":"Int"},{"name":"purchaseOrder","kind":"object","type":"PurchaseOrder","relationName":"PurchaseOrderToPurchaseOrderLine"},{"name":"skuId","kind":"scalar","type":"Int"},{"name":"quantity","kind":"scalar","type":"Int"},{"name":"unitPrice","kind":"scalar","type":"Decimal"},{"name":"receivedQuantity","kind":"scalar","type":"Int"},{"name":"goodQuantity","kind":"scalar","type":"Int"},{"name":"defectiveQuantity","kind":"scalar","type":"Int"},{"name":"wholesaleSpecId","kind":"scalar","type":"String"},{"name":"remark","kind":"scalar","type":"String"}],"dbName":null},"PurchasePayment":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"billNo","kind":"scalar","type":"String"},{"name":"purchaseOrderId","kind":"scalar","type":"Int"},{"name":"purchaseOrder","kind":"object","type":"PurchaseOrder","relationName":"PurchaseOrderToPurchasePayment"},{"name":"kind","kind":"scalar","type":"String"},{"name":"amount","kind":"scalar","type":"Decimal"},{"name":"status","kind":"scalar","type":"String"},{"name":"remark","kind":"scalar","type":"String"},{"name":"auditRemark","kind":"scalar","type":"String"},{"name":"requesterId","kind":"scalar","type":"Int"},{"name":"auditorId","kind":"scalar","type":"Int"},{"name":"auditedAt","kind":"scalar","type":"DateTime"},{"name":"createdAt","kind":"scalar","type":"DateTime"}],"dbName":null},"PurchaseReceipt":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"receiptNo","kind":"scalar","type":"String"},{"name":"purchaseOrderId","kind":"scalar","type":"Int"},{"name":"purchaseOrder","kind":"object","type":"PurchaseOrder","relationName":"PurchaseOrderToPurchaseReceipt"},{"name":"trackingNo","kind":"scalar","type":"String"},{"name":"courier","kind":"scalar","type":"String"},{"name":"status","kind":"scalar","type":"String"},{"name":"boxes","kind":"scalar","type":"Int"},{"name":"packaging","kind":"scalar","type":"String"},{"name":"signerId","kind":"scalar","type":"Int"},{"name":"signedAt","kind":"scalar","type":"DateTime"},{"name":"inspectorId","kind":"scalar","type":"Int"},{"name":"inspectedAt","kind":"scalar","type":"DateTime"},{"name":"inspectionNo","kind":"scalar","type":"String"},{"name":"attachment","kind":"scalar","type":"String"},{"name":"overReceived","kind":"scalar","type":"Boolean"},{"name":"remark","kind":"scalar","type":"String"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"lines","kind":"object","type":"PurchaseReceiptLine","relationName":"PurchaseReceiptToPurchaseReceiptLine"}],"dbName":null},"PurchaseReceiptLine":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"receiptId","kind":"scalar","type":"Int"},{"name":"receipt","kind":"object","type":"PurchaseReceipt","relationName":"PurchaseReceiptToPurchaseReceiptLine"},{"name":"purchaseOrderLineId","kind":"scalar","type":"Int"},{"name":"skuId","kind":"scalar","type":"Int"},{"name":"receivedQuantity","kind":"scalar","type":"Int"},{"name":"goodQuantity","kind":"scalar","type":"Int"},{"name":"defectiveQuantity","kind":"scalar","type":"Int"},{"name":"goodLocationId","kind":"scalar","type":"Int"},{"name":"defectiveLocationId","kind":"scalar","type":"Int"},{"name":"overDue","kind":"scalar","type":"Boolean"}],"dbName":null},"AbnormalReceipt":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"billNo","kind":"scalar","type":"String"},{"name":"purchaseOrderId","kind":"scalar","type":"Int"},{"name":"receiptId","kind":"scalar","type":"Int"},{"name":"type","kind":"scalar","type":"String"},{"name":"method","kind":"scalar","type":"String"},{"name":"status","kind":"scalar","type":"String"},{"name":"remark","kind":"scalar","type":"String"},{"name":"reviewerId","kind":"scalar","type":"Int"},{"name":"reviewedAt","kind":"scalar","type":"DateTime"},{"name":"completedAt","kind":"scalar","type":"DateTime"},{"name":"createdById","kind":"scalar","type":"Int"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"},{"name":"lines","kind":"object","type":"AbnormalReceiptLine","relationName":"AbnormalReceiptToAbnormalReceiptLine"}],"dbName":null},"AbnormalReceiptLine":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"abnormalReceiptId","kind":"scalar","type":"Int"},{"name":"abnormalReceipt","kind":"object","type":"AbnormalReceipt","relationName":"AbnormalReceiptToAbnormalReceiptLine"},{"name":"skuId","kind":"scalar","type":"Int"},{"name":"quantity","kind":"scalar","type":"Int"},{"name":"waybillNos","kind":"scalar","type":"String"},{"name":"receiptPrice","kind":"scalar","type":"Decimal"},{"name":"refundAmount","kind":"scalar","type":"Decimal"},{"name":"remark","kind":"scalar","type":"String"}],"dbName":null},"WholesaleOrder":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"purchaseOrderId","kind":"scalar","type":"Int"},{"name":"platformOrderNo","kind":"scalar","type":"String"},{"name":"offerId","kind":"scalar","type":"String"},{"name":"status","kind":"scalar","type":"String"},{"name":"amount","kind":"scalar","type":"Decimal"},{"name":"trackingNo","kind":"scalar","type":"String"},{"name":"courier","kind":"scalar","type":"String"},{"name":"imported","kind":"scalar","type":"Boolean"},{"name":"lastSyncedAt","kind":"scalar","type":"DateTime"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"}],"dbName":null},"ExchangeRate":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"currency","kind":"scalar","type":"String"},{"name":"rate","kind":"scalar","type":"Decimal"},{"name":"updatedBy","kind":"scalar","type":"Int"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"}],"dbName":null},"TradebyteRefund":{"fields":[{"name":"id","kind":"scalar","type":"Int"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"shopId","kind":"scalar","type":"Int"},{"name":"shop","kind":"object","type":"Shop","relationName":"ShopToTradebyteRefund"},{"name":"orderId","kind":"scalar","type":"Int"},{"name":"platformOrderNo","kind":"scalar","type":"String"},{"name":"returnNo","kind":"scalar","type":"String"},{"name":"platformSku","kind":"scalar","type":"String"},{"name":"title","kind":"scalar","type":"String"},{"name":"quantity","kind":"scalar","type":"Int"},{"name":"amount","kind":"scalar","type":"Decimal"},{"name":"currency","kind":"scalar","type":"String"},{"name":"reason","kind":"scalar","type":"String"},{"name":"status","kind":"scalar","type":"Int"},{"name":"remark","kind":"scalar","type":"String"},{"name":"requestedAt","kind":"scalar","type":"DateTime"},{"name":"handledAt","kind":"scalar","type":"DateTime"},{"name":"handledBy","kind":"scalar","type":"Int"},{"name":"createdAt","kind":"scalar","type":"DateTime"},{"name":"updatedAt","kind":"scalar","type":"DateTime"}],"dbName":null},"OrderSalesDay":{"fields":[{"name":"companyId","kind":"scalar","type":"Int"},{"name":"day","kind":"scalar","type":"DateTime"},{"name":"shopId","kind":"scalar","type":"Int"},{"name":"platformType","kind":"scalar","type":"Int"},{"name":"currency","kind":"scalar","type":"String"},{"name":"status","kind":"scalar","type":"String"},{"name":"orders","kind":"scalar","type":"Int"},{"name":"amount","kind":"scalar","type":"Decimal"}],"dbName":null},"OrderSalesDelta":{"fields":[{"name":"id","kind":"scalar","type":"BigInt"},{"name":"companyId","kind":"scalar","type":"Int"},{"name":"day","kind":"scalar","type":"DateTime"},{"name":"shopId","kind":"scalar","type":"Int"},{"name":"platformType","kind":"scalar","type":"Int"},{"name":"currency","kind":"scalar","type":"String"},{"name":"status","kind":"scalar","type":"String"},{"name":"orders","kind":"scalar","type":"Int"},{"name":"amount","kind":"scalar","type":"Decimal"}],"dbName":null},"SchedulerLease":{"fields":[{"name":"name","kind":"scalar","type":"String"},{"name":"holder","kind":"scalar","type":"String"},{"name":"until","kind":"scalar","type":"DateTime"}],"dbName":null}},"enums":{},"types":{}}');
config.engineWasm = void 0;
async function decodeBase64AsWasm(wasmBase64) {
  const { Buffer: Buffer2 } = await import("buffer");
  const wasmArray = Buffer2.from(wasmBase64, "base64");
  return new WebAssembly.Module(wasmArray);
}
config.compilerWasm = {
  getRuntime: async () => await import("@prisma/client/runtime/query_compiler_bg.postgresql.mjs"),
  getQueryCompilerWasmModule: async () => {
    const { wasm } = await import("@prisma/client/runtime/query_compiler_bg.postgresql.wasm-base64.mjs");
    return await decodeBase64AsWasm(wasm);
  }
};
function getPrismaClientClass(dirname2) {
  config.dirname = dirname2;
  return runtime2.getPrismaClient(config);
}

// src/generated/prisma/client.ts
globalThis["__dirname"] = path.dirname(fileURLToPath(import.meta.url));
var PrismaClient = getPrismaClientClass(__dirname);

// src/platform/config.ts
import { existsSync } from "fs";
import path2 from "path";
function repoRoot() {
  let dir = import.meta.dirname;
  while (!existsSync(path2.join(dir, "prisma", "migrations"))) {
    const parent = path2.dirname(dir);
    if (parent === dir) throw new Error("cannot find the repository root (prisma/migrations)");
    dir = parent;
  }
  return dir;
}
function loadConfig(env = process.env) {
  const root = repoRoot();
  return {
    port: Number(env.PORT ?? 4e3),
    host: env.HOST ?? "0.0.0.0",
    dataDir: path2.resolve(env.DATA_DIR ?? path2.join(root, "data")),
    databaseUrl: env.DATABASE_URL || void 0,
    redisUrl: env.REDIS_URL || void 0,
    smtpUrl: env.SMTP_URL || void 0,
    mailFrom: env.MAIL_FROM ?? "no-reply@erp.local",
    jwtSecret: env.JWT_SECRET || void 0,
    accessTokenTtl: Number(env.ACCESS_TOKEN_TTL ?? ACCESS_TOKEN_TTL_SECONDS),
    logLevel: env.LOG_LEVEL ?? "info",
    clientDist: path2.resolve(env.CLIENT_DIST ?? path2.join(root, "client/dist")),
    seedDemo: env.SEED_DEMO !== "0"
  };
}

// src/platform/db.ts
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import pg from "pg";
import { mkdirSync } from "fs";
import path4 from "path";

// src/platform/migrate.ts
import { createHash, randomUUID } from "crypto";
import { readdir, readFile } from "fs/promises";
import path3 from "path";
var MIGRATIONS_DIR = path3.join(repoRoot(), "prisma/migrations");
var LOCK_KEY = 72707369;
async function applyMigrations(db, dir = MIGRATIONS_DIR) {
  await db.exec(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id" VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum" VARCHAR(64) NOT NULL,
    "finished_at" TIMESTAMPTZ,
    "migration_name" VARCHAR(255) NOT NULL,
    "logs" TEXT,
    "rolled_back_at" TIMESTAMPTZ,
    "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count" INTEGER NOT NULL DEFAULT 0
  )`);
  const names = (await readdir(dir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  const applied = [];
  await db.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
  try {
    const done = new Set(
      (await db.query(
        'SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL'
      )).map((r) => r.migration_name)
    );
    for (const name of names) {
      if (done.has(name)) continue;
      const sql2 = await readFile(path3.join(dir, name, "migration.sql"), "utf8");
      const checksum = createHash("sha256").update(sql2).digest("hex");
      const id = randomUUID();
      await db.exec("BEGIN");
      try {
        await db.exec(sql2);
        await db.query(
          'INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count) VALUES ($1, $2, $3, now(), 1)',
          [id, checksum, name]
        );
        await db.exec("COMMIT");
      } catch (err) {
        await db.exec("ROLLBACK");
        throw new Error(`migration ${name} failed: ${err.message}`);
      }
      applied.push(name);
    }
  } finally {
    await db.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]);
  }
  return applied;
}

// src/platform/db.ts
async function openDatabase(opts) {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
    pool.on("error", () => {
    });
    const prisma2 = new PrismaClient({ adapter: new PrismaPg(pool) });
    const sql3 = {
      async exec(text) {
        await pool.query(text);
      },
      async query(text, params) {
        return (await pool.query(text, params)).rows;
      }
    };
    return {
      kind: "postgres",
      prisma: prisma2,
      sql: sql3,
      async migrate() {
        const client = await pool.connect();
        try {
          return await applyMigrations({
            exec: async (t) => void await client.query(t),
            query: async (t, p) => (await client.query(t, p)).rows
          });
        } finally {
          client.release();
        }
      },
      async close() {
        await prisma2.$disconnect();
        await pool.end();
      }
    };
  }
  let dir;
  if (opts.dataDir) {
    dir = path4.join(opts.dataDir, "db");
    mkdirSync(dir, { recursive: true });
  }
  const lite = dir ? new PGlite(dir) : new PGlite();
  await lite.waitReady;
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(lite) });
  const sql2 = {
    async exec(text) {
      await lite.exec(text);
    },
    async query(text, params) {
      return (await lite.query(text, params)).rows;
    }
  };
  return {
    kind: "pglite",
    prisma,
    sql: sql2,
    migrate: () => applyMigrations(sql2),
    async close() {
      await prisma.$disconnect();
      await lite.close();
    }
  };
}
var COMPANY_MODELS = /* @__PURE__ */ new Set([
  "User",
  "Role",
  "Shop",
  "OperateLog",
  "ClientErrorLog",
  "Session",
  "PasswordReset",
  "MessageNotice",
  "MessageNoticeSetting",
  "ReportJob",
  "Product",
  "Sku",
  "SkuComponent",
  "Warehouse",
  "Location",
  "Stock",
  "StockLocation",
  "StockLot",
  "StockLedger",
  "StockOccupation",
  "StockBill",
  "StockBillLine",
  "TransferOrder",
  "TransferOrderLine",
  "AssembleSheet",
  "InventoryCountTask",
  "InventoryCountLine",
  "BarcodeBatch",
  "PackagingMaterial",
  "Order",
  "OrderItem",
  "OrderHistory",
  "ShopOrderPull",
  "SkuPairing",
  "LogisticsChannel",
  "TrackingNumber",
  "LogisticsRule",
  "GiftRule",
  "ShippingBlacklist",
  "PickListTemplate",
  "PickList",
  "ShippingBag",
  "TrackingRecord",
  "Supplier",
  "SupplierProduct",
  "WholesalePairing",
  "PurchaseSetting",
  "PurchasePlanItem",
  "PurchaseOrder",
  "PurchaseOrderLine",
  "PurchasePayment",
  "PurchaseReceipt",
  "PurchaseReceiptLine",
  "AbnormalReceipt",
  "AbnormalReceiptLine",
  "WholesaleOrder",
  "ExchangeRate",
  "TradebyteRefund",
  "OrderSalesDay",
  "OrderSalesDelta"
]);
var SHARED_READ_MODELS = /* @__PURE__ */ new Set(["MenuNode", "Bulletin"]);
var READS = /* @__PURE__ */ new Set(["findUnique", "findUniqueOrThrow", "findFirst", "findFirstOrThrow", "findMany", "count", "aggregate", "groupBy"]);
var WHERE_WRITES = /* @__PURE__ */ new Set(["update", "updateMany", "updateManyAndReturn", "delete", "deleteMany"]);
function scopeArgs(model, operation, args, companyId) {
  const key = model === "Company" ? "id" : "companyId";
  const a = { ...args ?? {} };
  if (READS.has(operation) || WHERE_WRITES.has(operation)) {
    a.where = { ...a.where ?? {}, [key]: companyId };
  } else if (operation === "upsert") {
    a.where = { ...a.where ?? {}, [key]: companyId };
    a.create = { ...a.create, companyId };
  } else if (operation === "create") {
    if (model === "Company") throw new Error("a company cannot create companies through its scoped client");
    a.data = { ...a.data, companyId };
  } else if (operation === "createMany" || operation === "createManyAndReturn") {
    const rows = Array.isArray(a.data) ? a.data : [a.data];
    a.data = rows.map((r) => ({ ...r, companyId }));
  } else {
    throw new Error(`operation ${operation} on ${model} is not scoped`);
  }
  return a;
}
function buildScoped(prisma, companyId) {
  return prisma.$extends({
    name: `company-${companyId}`,
    query: {
      $allModels: {
        async $allOperations({ model, operation, args, query }) {
          if (model === "Company" || COMPANY_MODELS.has(model)) return query(scopeArgs(model, operation, args, companyId));
          if (SHARED_READ_MODELS.has(model) && READS.has(operation)) return query(args);
          throw new Error(`model ${model} is not reachable through a company-scoped client (${operation})`);
        }
      }
    }
  });
}
var scopedCache = /* @__PURE__ */ new WeakMap();
function scopedDb(prisma, companyId) {
  let perClient = scopedCache.get(prisma);
  if (!perClient) scopedCache.set(prisma, perClient = /* @__PURE__ */ new Map());
  let db = perClient.get(companyId);
  if (!db) {
    if (perClient.size > 5e3) perClient.clear();
    db = buildScoped(prisma, companyId);
    perClient.set(companyId, db);
  }
  return db;
}
function unscopedDb(prisma, _reason) {
  return prisma;
}

export {
  __commonJS,
  __toESM,
  PLATFORM_TYPES,
  platformName,
  SHOP_STATUS,
  SHOP_STATUS_VALUES,
  EU_TAX_TYPES,
  PLAN_LIMITS,
  SESSION_TTL_SECONDS,
  LOGIN_ATTEMPTS_PER_MINUTE,
  PASSWORD_MIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_SECONDS,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  ERROR_LOG_DEDUPE_MS,
  REQUEST_BODY_LIMIT_BYTES,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  GRAPHQL_MAX_DEPTH,
  GRAPHQL_MAX_ALIASES,
  GRAPHQL_MAX_TOKENS,
  GRAPHQL_MAX_COST,
  GRAPHQL_MUTATION_COST,
  prismaNamespace_exports,
  loadConfig,
  openDatabase,
  scopedDb,
  unscopedDb
};
//# sourceMappingURL=chunk-3XUCUEAO.js.map