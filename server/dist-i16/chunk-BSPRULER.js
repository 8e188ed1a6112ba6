import {
  PLATFORM_TYPES,
  platformName,
  scopedDb,
  unscopedDb
} from "./chunk-3XUCUEAO.js";

// ../schema/src/menu.ts
var MARKETPLACE_LABELS = {
  ebay: "eBay",
  amazon: "Amazon",
  otto: "OTTO",
  real: "Real",
  allegro: "Allegro",
  wish: "Wish",
  shopee: "Shopee",
  shopify: "Shopify",
  wayfair: "Wayfair",
  tradebyte: "Tradebyte",
  cdiscount: "Cdiscount",
  fruugo: "Fruugo",
  lazada: "Lazada",
  fnac: "Fnac",
  emag: "eMAG",
  walmart: "Walmart",
  coupang: "Coupang",
  tiktok: "TikTok",
  fyndiq: "Fyndiq",
  mediamarket: "MediaMarkt",
  factory: "Factory",
  aliExpress: "AliExpress",
  joom: "Joom",
  ozon: "Ozon",
  mercado: "Mercado Libre",
  vinted: "Vinted",
  leroyMerlin: "Leroy Merlin",
  hood: "Hood",
  conforama: "Conforama",
  worten: "Worten",
  shein: "SHEIN",
  sheinAgency: "SHEIN Agency",
  bol: "bol.com",
  aliExpressOverseaJit: "AliExpress Oversea JIT",
  darty: "Darty"
};
function marketplaceLabel(platformType) {
  const name = platformName(platformType);
  return name ? MARKETPLACE_LABELS[name] : String(platformType);
}
var LISTING_MARKETPLACES = [
  "ebay",
  "amazon",
  "otto",
  "real",
  "allegro",
  "wish",
  "shopee",
  "shopify",
  "wayfair",
  "tradebyte",
  "cdiscount",
  "fruugo",
  "lazada",
  "fnac",
  "emag",
  "vinted",
  "walmart",
  "coupang",
  "tiktok",
  "factory",
  "fyndiq",
  "mediamarket",
  "joom",
  "leroyMerlin",
  "hood",
  "sheinAgency",
  "shein",
  "mercado",
  "conforama",
  "aliExpress",
  "aliExpressOverseaJit",
  "ozon",
  "worten",
  "bol",
  "darty"
];
var page = (name, zh, en, extra = {}) => ({
  name,
  zh,
  en,
  path: `/${name}`,
  ...extra
});
var act = (name, zh, en) => ({ name, zh, en });
var DEFAULT_MENU = [
  {
    name: "order",
    zh: "\u8BA2\u5355",
    en: "Orders",
    icon: "order",
    children: [
      page("orders", "\u8BA2\u5355\u7BA1\u7406", "Orders", {
        actions: [
          act("order.create", "\u624B\u5DE5\u5EFA\u5355", "Create manual orders"),
          act("order.update", "\u7F16\u8F91\u8BA2\u5355", "Edit orders (address, notes, split, merge, hold)"),
          act("order.audit", "\u5BA1\u6838\u8BA2\u5355", "Review orders"),
          act("order.ship", "\u53D1\u8D27", "Ship orders"),
          act("order.cancel", "\u53D6\u6D88\u8BA2\u5355", "Cancel orders"),
          act("order.pull", "\u540C\u6B65\u8BA2\u5355", "Pull orders from marketplaces")
        ]
      }),
      page("createOrder", "\u624B\u5DE5\u5EFA\u5355", "Create order", { hidden: true }),
      page("abnormalOrders", "\u5F02\u5E38\u8BA2\u5355", "Abnormal orders"),
      page("preShippings", "\u9884\u53D1\u8D27", "Pre-shipped orders"),
      page("distributePackage", "\u5206\u914D\u5305\u88F9", "Distribute packages"),
      page("bagsOrder", "\u96C6\u5305", "Parcel bags", { actions: [act("bag.update", "\u96C6\u5305\u64CD\u4F5C", "Bag parcels")] }),
      page("logisticsRules", "\u7269\u6D41\u89C4\u5219", "Logistics rules", { actions: [act("logisticsRule.update", "\u7F16\u8F91\u7269\u6D41\u89C4\u5219", "Edit logistics rules")] }),
      page("giftRules", "\u8D60\u54C1\u89C4\u5219", "Gift rules", { actions: [act("giftRule.update", "\u7F16\u8F91\u8D60\u54C1\u89C4\u5219", "Edit gift rules")] }),
      page("shippingBlacklist", "\u53D1\u8D27\u9ED1\u540D\u5355", "Shipping blacklist", { actions: [act("blacklist.update", "\u79FB\u5165/\u79FB\u51FA\u9ED1\u540D\u5355", "Move buyers in and out of the blacklist")] }),
      page("outboundScan", "\u51FA\u5E93\u626B\u63CF", "Outbound scan"),
      page("logisticsTracking", "\u7269\u6D41\u8DDF\u8E2A", "Logistics tracking", { actions: [act("tracking.update", "\u7BA1\u7406\u8DDF\u8E2A\u5355", "Manage tracked parcels")] }),
      page("pickListTemplate", "\u62E3\u8D27\u5355\u6A21\u677F", "Pick list templates", { hidden: true, actions: [act("pickListTemplate.update", "\u7F16\u8F91\u62E3\u8D27\u5355\u6A21\u677F", "Edit pick list templates")] }),
      page("scanSorting", "\u626B\u63CF\u5206\u62E3", "Scan sorting", { hidden: true }),
      page("forecastSorting", "\u9884\u62A5\u5206\u62E3", "Forecast sorting", { hidden: true }),
      page("secondarySorting", "\u4E8C\u6B21\u5206\u62E3", "Secondary sorting", { hidden: true }),
      page("scanToShip", "\u626B\u63CF\u53D1\u8D27", "Scan to ship", { hidden: true })
    ]
  },
  {
    name: "published",
    zh: "\u520A\u767B",
    en: "Listing",
    icon: "publish",
    children: [
      page("commonTemplates", "\u901A\u7528\u6A21\u677F", "Common templates"),
      page("dataAcquisition", "\u6570\u636E\u91C7\u96C6", "Data acquisition"),
      page("productLibrary", "\u4EA7\u54C1\u5E93", "Product library", {
        actions: [
          act("product.create", "\u65B0\u5EFA\u5546\u54C1", "Create products"),
          act("product.update", "\u7F16\u8F91\u5546\u54C1", "Edit products"),
          act("product.review", "\u5BA1\u6838\u5546\u54C1", "Review products"),
          act("product.delete", "\u5220\u9664\u5546\u54C1", "Delete products")
        ]
      }),
      page("addProduct", "\u6DFB\u52A0\u5546\u54C1", "Add product", { hidden: true }),
      ...LISTING_MARKETPLACES.map(
        (m) => page(`${m}Listing`, `${MARKETPLACE_LABELS[m]} \u520A\u767B`, `${MARKETPLACE_LABELS[m]} listings`, {
          icon: `platform-${PLATFORM_TYPES[m]}`
        })
      )
    ]
  },
  {
    name: "purchase",
    zh: "\u91C7\u8D2D",
    en: "Purchasing",
    icon: "purchase",
    children: [
      page("purchaseOrder", "\u91C7\u8D2D\u5355", "Purchase orders", {
        actions: [act("purchaseOrder.create", "\u65B0\u5EFA/\u7F16\u8F91/\u53D6\u6D88\u91C7\u8D2D\u5355", "Create, edit and cancel purchase orders"), act("purchaseOrder.audit", "\u5BA1\u6838\u91C7\u8D2D\u5355", "Approve purchase orders")]
      }),
      page("invoice", "\u8BF7\u6B3E\u5355", "Payment requests", {
        actions: [act("purchasePayment.create", "\u7533\u8BF7\u8BF7\u6B3E/\u9000\u6B3E", "Request payments and refunds"), act("purchasePayment.audit", "\u5BA1\u6838\u8BF7\u6B3E/\u9000\u6B3E", "Approve payments and refunds")]
      }),
      page("refundNote", "\u9000\u6B3E\u5355", "Refund orders"),
      page("signInWarehouse", "\u7B7E\u6536\u5165\u5E93", "Receiving", { actions: [act("receipt.sign", "\u7B7E\u6536", "Sign for parcels")] }),
      page("signingPackage", "\u7B7E\u6536\u5305\u88F9", "Signed parcels"),
      page("qcManage", "\u8D28\u68C0\u7BA1\u7406", "Quality inspection", { actions: [act("receipt.inspect", "\u8D28\u68C0\u5165\u5E93", "Inspect and put away")] }),
      page("unusualReceipt", "\u5F02\u5E38\u6536\u8D27", "Abnormal receipts", {
        actions: [act("abnormalReceipt.update", "\u767B\u8BB0\u5F02\u5E38", "Record abnormal receipts"), act("abnormalReceipt.review", "\u5BA1\u6838\u5F02\u5E38", "Review abnormal receipts")]
      }),
      page("uniteSign", "\u5408\u5E76\u7B7E\u6536", "Batch sign-in"),
      page("outStockList", "\u7F3A\u8D27\u5217\u8868", "Out-of-stock list", { actions: [act("purchasePlan.update", "\u91C7\u8D2D\u8BA1\u5212/\u6682\u505C\u91C7\u8D2D", "Edit the purchase plan, suspend and resume purchasing")] }),
      page("outStockAdvice", "\u7F3A\u8D27\u91C7\u8D2D\u5EFA\u8BAE", "Out-of-stock advice"),
      page("purchaseSuggestProducts", "\u91C7\u8D2D\u5EFA\u8BAE", "Purchase suggestions", { actions: [act("purchaseSetting.update", "\u5907\u8D27\u8BBE\u7F6E", "Edit stocking settings")] }),
      page("purchasePlanProducts", "\u91C7\u8D2D\u8BA1\u5212", "Purchase plan"),
      page("productsAvailableList", "\u53EF\u552E\u5E93\u5B58", "Available products"),
      page("supplier", "\u4F9B\u5E94\u5546", "Suppliers", { actions: [act("supplier.update", "\u7F16\u8F91\u4F9B\u5E94\u5546", "Edit suppliers")] }),
      page("supplierDetails", "\u4F9B\u5E94\u5546\u8BE6\u60C5", "Supplier details", { hidden: true }),
      page("supplyRelationship", "\u4F9B\u8D27\u5173\u7CFB", "Supply relationships", { actions: [act("supplyRelationship.update", "\u7F16\u8F91\u4F9B\u8D27\u5173\u7CFB", "Edit supply relationships")] }),
      page("supplyRelationshipDetails", "\u4F9B\u8D27\u5173\u7CFB\u8BE6\u60C5", "Supply relationship details", { hidden: true }),
      page("supplyProDetails", "\u4F9B\u8D27\u5546\u54C1\u8BE6\u60C5", "Supplied product details", { hidden: true }),
      page("alibabaPairingList", "1688 \u914D\u5BF9", "Wholesale pairing", {
        actions: [act("wholesalePairing.update", "\u914D\u5BF9 1688 \u5546\u54C1", "Pair wholesale products"), act("wholesaleOrder.create", "1688 \u4E0B\u5355", "Place wholesale orders")]
      }),
      page("allibabaPair", "1688 \u5546\u54C1\u914D\u5BF9", "Pair a wholesale product", { hidden: true })
    ]
  },
  {
    name: "warehouse",
    zh: "\u4ED3\u5E93",
    en: "Warehouse",
    icon: "warehouse",
    children: [
      page("warehouses", "\u4ED3\u5E93\u7BA1\u7406", "Warehouses", { actions: [act("warehouse.create", "\u65B0\u5EFA\u4ED3\u5E93", "Create warehouses"), act("warehouse.update", "\u7F16\u8F91\u4ED3\u5E93", "Edit warehouses")] }),
      page("locations", "\u5E93\u4F4D\u7BA1\u7406", "Locations", { actions: [act("location.update", "\u7F16\u8F91\u5E93\u4F4D", "Edit locations")] }),
      page("inventoryManage", "\u5E93\u5B58\u7BA1\u7406", "Inventory", { actions: [act("stock.move", "\u79FB\u5E93", "Move stock between locations"), act("stock.setSafe", "\u8BBE\u7F6E\u5B89\u5168\u5E93\u5B58", "Set safety stock")] }),
      page("stockLockManage", "\u5E93\u5B58\u9501\u5B9A", "Stock locks", { actions: [act("stock.occupy", "\u9501\u5B9A/\u91CA\u653E\u5E93\u5B58", "Lock and release stock")] }),
      page("productPairingList", "\u5546\u54C1\u914D\u5BF9", "Product pairing", { actions: [act("pairing.update", "\u914D\u5BF9/\u89E3\u9664\u914D\u5BF9", "Pair and unpair SKUs")] }),
      page("onlineProductPairingList", "\u5728\u7EBF\u5546\u54C1\u914D\u5BF9", "Online product pairing"),
      page("inventoryManagement", "\u5E93\u5B58\u660E\u7EC6", "Stock details"),
      page("inOutWarehouse", "\u51FA\u5165\u5E93\u8BB0\u5F55", "Stock ledger"),
      page("inboundOrder", "\u5165\u5E93\u5355", "Inbound orders", { actions: [act("inboundOrder.create", "\u65B0\u5EFA\u5165\u5E93\u5355", "Create inbound orders"), act("inboundOrder.confirm", "\u786E\u8BA4\u5165\u5E93", "Confirm inbound orders")] }),
      page("outboundOrder", "\u51FA\u5E93\u5355", "Outbound orders", { actions: [act("outboundOrder.create", "\u65B0\u5EFA\u51FA\u5E93\u5355", "Create outbound orders"), act("outboundOrder.confirm", "\u786E\u8BA4\u51FA\u5E93", "Confirm outbound orders")] }),
      page("productTransferBill", "\u8C03\u62E8\u5355", "Transfer orders", {
        actions: [act("transfer.create", "\u65B0\u5EFA\u8C03\u62E8\u5355", "Create transfer orders"), act("transfer.ship", "\u8C03\u62E8\u53D1\u8D27", "Ship transfer orders"), act("transfer.receive", "\u8C03\u62E8\u5165\u5E93", "Receive transfer orders")]
      }),
      page("assembleSheet", "\u52A0\u5DE5\u5355", "Assembly sheets", { actions: [act("assemble.create", "\u65B0\u5EFA\u52A0\u5DE5\u5355", "Create assembly sheets"), act("assemble.process", "\u52A0\u5DE5", "Process assembly sheets")] }),
      page("inventoryCount", "\u5E93\u5B58\u76D8\u70B9", "Stock counts", { actions: [act("inventoryCount.create", "\u751F\u6210\u76D8\u70B9\u4EFB\u52A1", "Create count tasks"), act("inventoryCount.count", "\u76D8\u70B9", "Count stock")] }),
      page("packageMaterials", "\u5305\u6750\u7BA1\u7406", "Packaging materials", { actions: [act("packageMaterial.update", "\u7F16\u8F91\u5305\u6750", "Edit packaging materials")] }),
      page("warehouseStockReport", "\u4ED3\u5E93\u5E93\u5B58\u62A5\u8868", "Warehouse stock report"),
      page("safetyStock", "\u5B89\u5168\u5E93\u5B58", "Safety stock"),
      page("overseasWarehouseAuth", "\u6D77\u5916\u4ED3\u6388\u6743", "Overseas warehouse authorization"),
      page("overseasWarehouseInventory", "\u6D77\u5916\u4ED3\u5E93\u5B58", "Overseas warehouse stock")
    ]
  },
  {
    name: "logistics",
    zh: "\u7269\u6D41",
    en: "Logistics",
    icon: "logistics",
    children: [
      page("systemLogistics", "\u7CFB\u7EDF\u7269\u6D41", "Carrier channels", { actions: [act("logisticsChannel.update", "\u7F16\u8F91\u7269\u6D41\u6E20\u9053", "Edit logistics channels")] }),
      page("overseasLogistics", "\u6D77\u5916\u4ED3\u7269\u6D41", "Overseas warehouse logistics"),
      page("customLogistics", "\u81EA\u5B9A\u4E49\u7269\u6D41", "Custom logistics"),
      page("segmentManagement", "\u53F7\u6BB5\u7BA1\u7406", "Tracking number pools", { actions: [act("numberPool.update", "\u5BFC\u5165\u53F7\u6BB5", "Import tracking numbers")] }),
      page("addressTemplate", "\u5730\u5740\u6A21\u677F", "Address templates"),
      page("shippingTemplate", "\u8FD0\u8D39\u6A21\u677F", "Shipping templates")
    ]
  },
  {
    name: "data",
    zh: "\u6570\u636E",
    en: "Data",
    icon: "chart",
    children: [
      page("salesAnalysis", "\u9500\u552E\u5206\u6790", "Sales analysis"),
      page("orderAnalysis", "\u8BA2\u5355\u5206\u6790", "Order analysis"),
      page("storeAnalysis", "\u5E97\u94FA\u5206\u6790", "Shop analysis"),
      page("supplierStatistics", "\u4F9B\u5E94\u5546\u7EDF\u8BA1", "Supplier statistics"),
      page("procurementFlow", "\u91C7\u8D2D\u6D41\u6C34", "Procurement flow"),
      page("purchaserStatistics", "\u91C7\u8D2D\u5458\u7EDF\u8BA1", "Purchaser statistics"),
      page("purchaseBillReport", "\u91C7\u8D2D\u5355\u62A5\u8868", "Purchase order report")
    ]
  },
  {
    name: "setting",
    zh: "\u8BBE\u7F6E",
    en: "Settings",
    icon: "setting",
    children: [
      page("shops", "\u5E97\u94FA\u6388\u6743", "Shop authorization", {
        actions: [act("shop.authorize", "\u6388\u6743\u5E97\u94FA", "Authorize shops"), act("shop.update", "\u7F16\u8F91\u5E97\u94FA", "Edit shops")]
      }),
      page("shopsConfig", "\u5E97\u94FA\u914D\u7F6E", "Shop settings", { hidden: true }),
      page("imageManagement", "\u56FE\u7247\u7BA1\u7406", "Images"),
      page("exchangeRates", "\u6C47\u7387", "Exchange rates", { actions: [act("exchangeRate.update", "\u7F16\u8F91\u6C47\u7387", "Edit exchange rates")] }),
      // spec 01 §2 lists /tradebyteRefund with the settings and messages pages (the 7 systems of the default menu stay)
      page("tradebyteRefund", "Tradebyte \u9000\u6B3E", "Tradebyte refunds", {
        actions: [act("tradebyteRefund.handle", "\u5904\u7406\u9000\u6B3E\u8BF7\u6C42\uFF08\u9000\u6B3E/\u62D2\u7EDD\uFF09", "Handle refund requests (refund or refuse)")]
      }),
      page("barcodeTool", "\u6761\u7801\u5DE5\u5177", "Barcode tool", { actions: [act("barcode.create", "\u751F\u6210\u6761\u7801", "Generate barcodes")] }),
      page("roles", "\u89D2\u8272\u7BA1\u7406", "Roles", {
        actions: [act("role.create", "\u65B0\u5EFA\u89D2\u8272", "Create roles"), act("role.update", "\u7F16\u8F91\u89D2\u8272", "Edit roles"), act("role.delete", "\u5220\u9664\u89D2\u8272", "Delete roles")]
      }),
      page("accounts", "\u5B50\u8D26\u53F7\u7BA1\u7406", "Sub-accounts", {
        actions: [
          act("user.create", "\u65B0\u5EFA\u5B50\u8D26\u53F7", "Create sub-accounts"),
          act("user.update", "\u7F16\u8F91\u5B50\u8D26\u53F7", "Edit sub-accounts"),
          act("user.disable", "\u542F\u7528/\u7981\u7528\u5B50\u8D26\u53F7", "Enable or disable sub-accounts"),
          act("user.resetPassword", "\u91CD\u7F6E\u5B50\u8D26\u53F7\u5BC6\u7801", "Reset sub-account passwords")
        ]
      }),
      page("company", "\u516C\u53F8\u4FE1\u606F", "Company", { actions: [act("company.update", "\u7F16\u8F91\u516C\u53F8\u4FE1\u606F", "Edit company information")] }),
      page("operateLog", "\u64CD\u4F5C\u65E5\u5FD7", "Operation log"),
      page("bulletinList", "\u7CFB\u7EDF\u516C\u544A", "Bulletins", { everyone: true }),
      page("messageList", "\u6D88\u606F\u4E2D\u5FC3", "Message center", { everyone: true, hidden: true }),
      page("messageNoticeConfig", "\u6D88\u606F\u8BBE\u7F6E", "Message settings", { everyone: true, hidden: true }),
      page("user", "\u4E2A\u4EBA\u4FE1\u606F", "My profile", { everyone: true }),
      page("changePassword", "\u4FEE\u6539\u5BC6\u7801", "Change password", { everyone: true })
    ]
  }
];
function flattenMenu(defs = DEFAULT_MENU) {
  const rows = [];
  const walk = (list, parent) => {
    list.forEach((def, i) => {
      rows.push({
        name: def.name,
        parent,
        kind: def.children ? "group" : "page",
        path: def.children ? "" : def.path ?? "",
        zh: def.zh,
        en: def.en,
        icon: def.icon ?? "",
        hidden: def.hidden ?? false,
        everyone: def.everyone ?? false,
        sort: i
      });
      def.actions?.forEach(
        (a, j) => rows.push({ name: a.name, parent: def.name, kind: "action", path: "", zh: a.zh, en: a.en, icon: "", hidden: true, everyone: false, sort: j })
      );
      if (def.children) walk(def.children, def.name);
    });
  };
  walk(defs, null);
  return rows;
}
var PERMISSION_NAMES = new Set(flattenMenu().filter((n) => n.kind !== "group").map((n) => n.name));
function isPermission(name) {
  return PERMISSION_NAMES.has(name);
}
var EVERYONE_PAGES = new Set(flattenMenu().filter((n) => n.everyone).map((n) => n.name));

// src/platform/errors.ts
var AppError = class extends Error {
  constructor(messageId, params = {}, opts = {}) {
    super(messageId);
    this.messageId = messageId;
    this.params = params;
    this.status = opts.status ?? 200;
    this.code = opts.code ?? 1;
    this.type = opts.type ?? "tips";
    this.headers = opts.headers ?? {};
  }
  messageId;
  params;
  status;
  code;
  type;
  headers;
};
var BusinessError = class extends AppError {
};
var ValidationError = class _ValidationError extends AppError {
  constructor(issues) {
    super("validation.failed", {}, { status: 403, code: 422, type: "form" });
    this.issues = issues;
  }
  issues;
  static field(field, messageId, params = {}) {
    return new _ValidationError([{ field, messageId, params: { field: `field.${field}`, ...params } }]);
  }
};
var NotFoundError = class extends AppError {
  constructor(messageId = "common.notFound", params = {}) {
    super(messageId, params, { status: 404, code: 404, type: "tips" });
  }
};
var PlanLimitError = class extends AppError {
  constructor(params) {
    super("plan.limitReached", { ...params, edition: `plan.edition.${params.edition}`, resource: `plan.resource.${params.resource}` }, { type: "alert" });
  }
};
var PermissionError = class extends AppError {
  constructor(messageId = "permission.denied", params = {}) {
    super(messageId, params, { status: 403, code: 403, type: "noPermission" });
  }
};
var AuthError = class extends AppError {
  constructor(messageId) {
    super(messageId, {}, { status: 401, code: 401, type: "noPermission" });
  }
};
var RateLimitError = class extends AppError {
  constructor(messageId, seconds) {
    super(messageId, { seconds }, { status: 429, code: 429, type: "tips", headers: { "retry-after": String(seconds) } });
  }
};

// ../schema/src/rules/validation.ts
function toFieldIssues(error) {
  return error.issues.map((issue) => {
    const path = issue.path.map(String);
    while (path.length > 1 && /^\d+$/.test(path[path.length - 1] ?? "")) path.pop();
    const field = path.join(".");
    const leaf = [...path].reverse().find((p) => !/^\d+$/.test(p)) ?? "";
    const raw = issue;
    const params = { field: `field.${leaf}` };
    if (raw.minimum !== void 0) params.min = Number(raw.minimum);
    if (raw.maximum !== void 0) params.max = Number(raw.maximum);
    const messageId = issue.message.includes(".") && !issue.message.includes(" ") ? issue.message : "validation.required";
    return { field, messageId, params };
  });
}

// src/platform/context.ts
function createContext(platform, init) {
  const db = init.actor ? scopedDb(platform.database.prisma, init.actor.companyId) : signedOutDb;
  return { platform, ...init, db };
}
var signedOutDb = new Proxy({}, {
  get(_target, prop) {
    if (prop === "then" || typeof prop === "symbol") return void 0;
    throw new AuthError("auth.tokenMissing");
  }
});
function requireActor(ctx) {
  if (!ctx.actor) throw new AuthError("auth.tokenMissing");
  return ctx.actor;
}
function can(actor, permission) {
  return canName(actor, permission);
}
function canName(actor, name) {
  if (!actor) return false;
  return actor.isMain || EVERYONE_PAGES.has(name) || actor.permissions.has(name);
}
function permissionDenied(permission) {
  return new PermissionError("permission.denied", { permission });
}
function assertCan(ctx, permission) {
  const actor = requireActor(ctx);
  if (!can(actor, permission)) throw permissionDenied(permission);
  return actor;
}
function allowedShopsWhere(actor, field = "id") {
  return actor.isMain || actor.allowShopIds.length === 0 ? {} : { [field]: { in: actor.allowShopIds } };
}
async function authenticate(platform, token) {
  if (!token) throw new AuthError("auth.tokenMissing");
  const checked = await platform.tokens.verify(token);
  if (!checked.ok) throw new AuthError(checked.reason === "expired" ? "auth.tokenExpired" : "auth.tokenInvalid");
  const [session] = await unscopedDb(platform.database.prisma, "the token names the company").$queryRaw`
    SELECT s.id, s."userId", s."companyId", s."revokedAt", (extract(epoch FROM s."expiresAt") * 1000)::float8 AS "expiresAtMs",
           u.id AS "uId", u."companyId" AS "uCompanyId", u.username, u.realname, u."isMain", u."roleId",
           u.status::text AS status, u."allowShopIds", r.permissions, c.edition::text AS edition
    FROM "Session" s
      JOIN "User" u ON u.id = s."userId"
      JOIN "Company" c ON c.id = u."companyId"
      LEFT JOIN "Role" r ON r.id = u."roleId"
    WHERE s.id = ${checked.claims.sid}`;
  if (!session || session.userId !== Number(checked.claims.sub) || session.companyId !== checked.claims.cid) {
    throw new AuthError("auth.tokenInvalid");
  }
  if (session.revokedAt) throw new AuthError("auth.tokenRevoked");
  if (session.expiresAtMs <= Date.now()) throw new AuthError("auth.tokenExpired");
  if (session.status !== "enabled") throw new AuthError("auth.accountDisabled");
  return {
    userId: session.uId,
    companyId: session.uCompanyId,
    sessionId: session.id,
    username: session.username,
    realname: session.realname,
    isMain: session.isMain,
    roleId: session.roleId,
    permissions: new Set(session.permissions ?? []),
    allowShopIds: session.allowShopIds ?? [],
    edition: session.edition
  };
}
function bearerToken(header) {
  if (!header) return void 0;
  const m = /^Bearer\s+(.+)$/i.exec(header.trim());
  return m ? m[1].trim() : void 0;
}

// src/platform/validate.ts
function parseInput(schema, value) {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new ValidationError(toFieldIssues(result.error));
  return result.data;
}
function isUniqueViolation(err) {
  const e = err;
  if (e?.code === "P2002") return true;
  const cause = e?.name === "DriverAdapterError" ? e.cause : void 0;
  return cause?.kind === "UniqueConstraintViolation" || cause?.kind === "postgres" && cause.code === "23505";
}

export {
  MARKETPLACE_LABELS,
  marketplaceLabel,
  DEFAULT_MENU,
  flattenMenu,
  PERMISSION_NAMES,
  isPermission,
  AppError,
  BusinessError,
  ValidationError,
  NotFoundError,
  PlanLimitError,
  PermissionError,
  AuthError,
  RateLimitError,
  createContext,
  requireActor,
  can,
  canName,
  permissionDenied,
  assertCan,
  allowedShopsWhere,
  authenticate,
  bearerToken,
  parseInput,
  isUniqueViolation
};
//# sourceMappingURL=chunk-BSPRULER.js.map