// ../schema/src/rules/inventory.ts
import { z } from "zod";
var WAREHOUSE_TYPES = ["own", "overseas", "fba"];
var CATALOG_LIMITS = {
  productName: 50,
  specificationNames: 5,
  variantAttributes: 2,
  optionsPerSpecification: 50,
  pictures: 20,
  supplierLinks: 5
};
var AGE_BANDS = ["0-30", "30-60", "60-90", "90+"];
var SALES_WINDOWS = [7, 15, 30, 90];
var ABC_SHARES = { A: 0.7, B: 0.2 };
var LEDGER_TYPES = [
  "inbound",
  "outbound",
  "occupy",
  "release",
  "transferOut",
  "transferIn",
  "assembleIn",
  "assembleOut",
  "countProfit",
  "countLoss",
  "moveLocation"
];
var INBOUND_TYPES = ["purchase", "return", "transfer", "other"];
var OUTBOUND_TYPES = ["sale", "scrap", "sample", "other"];
var OCCUPATION_SOURCES = ["order", "assemble", "outbound", "transfer", "manual"];
var OCCUPATION_STATUSES = ["active", "released"];
var FREIGHT_SHARING = ["quantity", "weight", "value"];
var BARCODE_TYPES = ["code128", "ean13", "qrcode"];
var COUNT_MODES = ["listed", "blind"];
var COUNT_PRINT_ORDERS = ["location", "sku", "order"];
function canTransition(table, action, from) {
  return table[action].from.includes(from);
}
var PRODUCT_STATUSES = ["draft", "reviewing", "rejected", "approved"];
var PRODUCT_TRANSITIONS = {
  // only draft or rejected ones may be submitted; only those in review can be (batch-)reviewed
  submit: { from: ["draft", "rejected"], to: "reviewing" },
  approve: { from: ["reviewing"], to: "approved" },
  reject: { from: ["reviewing"], to: "rejected" }
};
var ASSEMBLE_STATUSES = ["pending", "processing", "completed"];
var ASSEMBLE_TRANSITIONS = {
  start: { from: ["pending"], to: "processing" },
  complete: { from: ["processing"], to: "completed" },
  returnToPending: { from: ["processing"], to: "pending" }
};
var TRANSFER_STATUSES = ["draft", "pendingShipment", "shipped", "received", "cancelled"];
var TRANSFER_TRANSITIONS = {
  submit: { from: ["draft"], to: "pendingShipment" },
  ship: { from: ["pendingShipment"], to: "shipped" },
  cancel: { from: ["draft", "pendingShipment"], to: "cancelled" },
  receive: { from: ["shipped"], to: "received" }
};
var TRANSFER_DELETABLE = ["draft", "cancelled"];
var COUNT_STATUSES = ["pending", "counting", "finished"];
var COUNT_TRANSITIONS = {
  start: { from: ["pending"], to: "counting" },
  continue: { from: ["counting"], to: "counting" },
  end: { from: ["counting"], to: "finished" }
};
var STOCK_BILL_STATUSES = ["draft", "confirmed", "cancelled"];
var STOCK_BILL_TRANSITIONS = {
  confirm: { from: ["draft"], to: "confirmed" },
  cancel: { from: ["draft"], to: "cancelled" }
};
function availableOf(stock) {
  return stock.quantity - stock.occupied;
}
function ageBandOf(ageDays) {
  if (ageDays < 30) return "0-30";
  if (ageDays < 60) return "30-60";
  if (ageDays < 90) return "60-90";
  return "90+";
}
function ageInDays(receivedAt, now) {
  return Math.max(0, Math.floor((now.getTime() - receivedAt.getTime()) / 864e5));
}
function classifyAbc(items) {
  const out = /* @__PURE__ */ new Map();
  const total = items.reduce((s, i) => s + Math.max(0, i.value), 0);
  const sorted = [...items].sort((a, b) => b.value - a.value);
  let before = 0;
  for (const item of sorted) {
    if (total <= 0 || item.value <= 0) {
      out.set(item.key, "C");
      continue;
    }
    const share = before / total;
    out.set(item.key, share < ABC_SHARES.A ? "A" : share < ABC_SHARES.A + ABC_SHARES.B ? "B" : "C");
    before += item.value;
  }
  return out;
}
function shareFreight(freight, lines, method) {
  if (!lines.length) return [];
  const basis = lines.map((l) => method === "quantity" ? l.quantity : method === "weight" ? (l.weight ?? 0) * l.quantity : (l.value ?? 0) * l.quantity);
  const total = basis.reduce((s, b) => s + b, 0);
  const cents = Math.round(freight * 100);
  const shares = basis.map((b) => total > 0 ? Math.floor(cents * b / total) : Math.floor(cents / lines.length));
  shares[shares.length - 1] = (shares[shares.length - 1] ?? 0) + cents - shares.reduce((s, c) => s + c, 0);
  return shares.map((c) => c / 100);
}
function assembleRequirement(quantity, components) {
  return components.map((c) => ({ skuId: c.skuId, quantity: c.quantity * quantity }));
}
var text = (max) => z.string().trim().max(max, { error: "validation.tooLong" });
var requiredText = (max) => z.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(max, { error: "validation.tooLong" });
var id = z.number({ error: "validation.required" }).int({ error: "validation.integerIds" }).positive({ error: "validation.integerIds" });
var positiveQuantity = z.number({ error: "inventory.quantityInteger" }).int({ error: "inventory.quantityInteger" }).min(1, { error: "inventory.quantityInteger" }).max(1e7, { error: "inventory.quantityInteger" });
var nonNegativeInt = z.number({ error: "inventory.nonNegativeInteger" }).int({ error: "inventory.nonNegativeInteger" }).min(0, { error: "inventory.nonNegativeInteger" });
var price = z.union([z.string(), z.number()]).transform((v) => String(v).trim()).refine((v) => /^\d{1,10}(\.\d{1,2})?$/.test(v), { error: "inventory.priceTwoDecimals" });
var url = z.string().trim().regex(/^https?:\/\/\S+$/i, { error: "inventory.linkFormat" });
var warehouseInput = z.object({
  name: requiredText(50),
  code: text(30).default(""),
  type: z.enum(WAREHOUSE_TYPES, { error: "inventory.warehouseType" }),
  country: text(2).default("CN"),
  address: text(200).default(""),
  contact: text(50).default(""),
  phone: text(30).default(""),
  priority: nonNegativeInt.default(0),
  enabled: z.boolean().default(true)
});
var LOCATION_CODE_PATTERN = /^[A-Za-z0-9_-]{1,30}$/;
var locationInput = z.object({
  warehouseId: id,
  code: z.string().trim().regex(LOCATION_CODE_PATTERN, { error: "inventory.locationCode" }),
  zone: text(30).default(""),
  remark: text(200).default("")
});
var specification = z.object({
  name: requiredText(30),
  options: z.array(requiredText(50)).min(1, { error: "catalog.optionRequired" }).max(CATALOG_LIMITS.optionsPerSpecification, { error: "validation.tooLong" })
});
var skuRow = z.object({
  sku: z.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(60, { error: "validation.tooLong" }).regex(/^[A-Za-z0-9_\-.#/]+$/, { error: "catalog.skuChars" }),
  ean: z.string().trim().regex(/^(\d{8}|\d{12,14})?$/, { error: "form.barcode" }).default(""),
  barcode: text(40).default(""),
  options: z.array(text(50)).default([]),
  price: price.default("0"),
  purchasePrice: price.default("0"),
  weight: nonNegativeInt.default(0),
  stock: nonNegativeInt.default(0),
  image: text(500).default(""),
  components: z.array(z.object({ sku: requiredText(60), quantity: positiveQuantity })).default([])
});
var productInput = z.object({
  spu: requiredText(60),
  name: requiredText(CATALOG_LIMITS.productName),
  nameEn: text(200).default(""),
  category: text(100).default(""),
  developerId: id.nullable().default(null),
  platforms: z.array(z.number().int()).default([]),
  mainImage: text(500).default(""),
  images: z.array(text(500)).max(CATALOG_LIMITS.pictures, { error: "catalog.tooManyPictures" }).default([]),
  weight: nonNegativeInt.default(0),
  length: nonNegativeInt.default(0),
  width: nonNegativeInt.default(0),
  height: nonNegativeInt.default(0),
  declareNameZh: text(100).default(""),
  declareNameEn: text(100).default(""),
  declareValue: price.default("0"),
  hsCode: text(20).default(""),
  infringementInfo: text(500).default(""),
  supplierLinks: z.array(url).max(CATALOG_LIMITS.supplierLinks, { error: "catalog.tooManyLinks" }).default([]),
  specifications: z.array(specification).max(CATALOG_LIMITS.specificationNames, { error: "catalog.tooManySpecifications" }).default([]),
  skus: z.array(skuRow).min(1, { error: "catalog.skuRequired" }),
  remark: text(500).default("")
}).superRefine((p, ctx) => {
  if (p.specifications.filter((s) => s.options.length > 1).length > CATALOG_LIMITS.variantAttributes) {
    ctx.addIssue({ code: "custom", path: ["specifications"], message: "catalog.tooManyVariantAttributes" });
  }
  const seen = { sku: /* @__PURE__ */ new Set(), ean: /* @__PURE__ */ new Set(), barcode: /* @__PURE__ */ new Set() };
  p.skus.forEach((row, i) => {
    for (const key of ["sku", "ean", "barcode"]) {
      const v = row[key];
      if (!v) continue;
      if (seen[key].has(v.toLowerCase())) ctx.addIssue({ code: "custom", path: ["skus", i, key], message: "catalog.duplicateCode" });
      seen[key].add(v.toLowerCase());
    }
    if (p.specifications.length && row.options.length !== p.specifications.length) {
      ctx.addIssue({ code: "custom", path: ["skus", i, "options"], message: "catalog.optionsMismatch" });
    }
  });
});
function submitProblems(product) {
  const problems = [];
  if (!product.mainImage) problems.push("catalog.mainImageRequired");
  if (product.skus < 1) problems.push("catalog.skuRequired");
  return problems;
}
var billLine = z.object({
  skuId: id,
  quantity: positiveQuantity,
  unitPrice: price.default("0"),
  locationId: id.nullable().default(null),
  remark: text(200).default("")
});
function noRepeatedSku(lines, ctx) {
  const seen = /* @__PURE__ */ new Set();
  lines.forEach((l, i) => {
    if (seen.has(l.skuId)) ctx.addIssue({ code: "custom", path: ["lines", i, "skuId"], message: "inventory.sameProductTwice" });
    seen.add(l.skuId);
  });
}
var inboundOrderInput = z.object({
  warehouseId: id,
  type: z.enum(INBOUND_TYPES, { error: "inventory.billType" }).default("other"),
  remark: text(500).default(""),
  lines: z.array(billLine).min(1, { error: "inventory.productsRequired" })
}).superRefine((bill, ctx) => {
  noRepeatedSku(bill.lines, ctx);
  bill.lines.forEach((l, i) => {
    if (l.locationId == null) ctx.addIssue({ code: "custom", path: ["lines", i, "locationId"], message: "inventory.locationRequired" });
  });
});
var outboundOrderInput = z.object({
  warehouseId: id,
  type: z.enum(OUTBOUND_TYPES, { error: "inventory.billType" }).default("other"),
  remark: text(500).default(""),
  lines: z.array(billLine).min(1, { error: "inventory.productsRequired" })
}).superRefine((bill, ctx) => noRepeatedSku(bill.lines, ctx));
var occupyInput = z.object({
  skuId: id,
  warehouseId: id,
  quantity: positiveQuantity,
  remark: requiredText(200)
});
var releaseInput = z.object({ occupationId: id, quantity: positiveQuantity });
var transferOrderInput = z.object({
  fromWarehouseId: id,
  toWarehouseId: id,
  freight: price.default("0"),
  costSharing: z.enum(FREIGHT_SHARING, { error: "inventory.costSharing" }).default("quantity"),
  remark: text(500).default(""),
  lines: z.array(z.object({ skuId: id, quantity: positiveQuantity })).min(1, { error: "inventory.productsRequired" })
}).superRefine((t, ctx) => {
  if (t.fromWarehouseId === t.toWarehouseId) ctx.addIssue({ code: "custom", path: ["toWarehouseId"], message: "inventory.sameWarehouse" });
  noRepeatedSku(t.lines, ctx);
});
var assembleSheetInput = z.object({
  warehouseId: id,
  comboSkuId: id,
  quantity: positiveQuantity,
  remark: requiredText(200)
});
var countTaskInput = z.object({
  warehouseId: id,
  skuIds: z.array(id).min(1, { error: "inventory.countSkuRequired" }),
  locationIds: z.array(id).min(1, { error: "inventory.countLocationRequired" }),
  mode: z.enum(COUNT_MODES, { error: "inventory.countMode" }).default("listed"),
  countType: z.enum(COUNT_PRINT_ORDERS, { error: "inventory.countType" }).default("location")
});
var packagingMaterialInput = z.object({
  name: requiredText(50),
  quantity: nonNegativeInt.default(0),
  unitPrice: price.default("0"),
  weight: z.union([z.string(), z.number()]).transform((v) => String(v).trim()).refine((v) => /^\d{1,7}(\.\d{1,3})?$/.test(v), { error: "inventory.weightThreeDecimals" }).default("0"),
  length: price.default("0"),
  width: price.default("0"),
  height: price.default("0")
});
var barcodeBatchInput = z.object({
  name: requiredText(50),
  number: z.number({ error: "inventory.quantityInteger" }).int({ error: "inventory.quantityInteger" }).min(1, { error: "inventory.quantityInteger" }).max(1e3, { error: "inventory.barcodeBatchMax" }),
  type: z.enum(BARCODE_TYPES, { error: "inventory.barcodeType" }).default("code128"),
  prefix: z.string().trim().regex(/^[A-Za-z0-9-]{0,20}$/, { error: "inventory.barcodePrefix" }).default("")
});

export {
  AGE_BANDS,
  SALES_WINDOWS,
  LEDGER_TYPES,
  OCCUPATION_SOURCES,
  OCCUPATION_STATUSES,
  BARCODE_TYPES,
  COUNT_PRINT_ORDERS,
  canTransition,
  PRODUCT_STATUSES,
  PRODUCT_TRANSITIONS,
  ASSEMBLE_STATUSES,
  ASSEMBLE_TRANSITIONS,
  TRANSFER_STATUSES,
  TRANSFER_TRANSITIONS,
  TRANSFER_DELETABLE,
  COUNT_STATUSES,
  COUNT_TRANSITIONS,
  STOCK_BILL_STATUSES,
  STOCK_BILL_TRANSITIONS,
  availableOf,
  ageBandOf,
  ageInDays,
  classifyAbc,
  shareFreight,
  assembleRequirement,
  positiveQuantity,
  price,
  warehouseInput,
  LOCATION_CODE_PATTERN,
  locationInput,
  productInput,
  submitProblems,
  inboundOrderInput,
  outboundOrderInput,
  occupyInput,
  releaseInput,
  transferOrderInput,
  assembleSheetInput,
  countTaskInput,
  packagingMaterialInput,
  barcodeBatchInput
};
//# sourceMappingURL=chunk-V2SYP3MA.js.map