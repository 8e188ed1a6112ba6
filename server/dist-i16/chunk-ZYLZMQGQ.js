import {
  AGE_BANDS,
  positiveQuantity
} from "./chunk-V2SYP3MA.js";

// ../schema/src/rules/stock.ts
import { z } from "zod";
var id = z.number({ error: "validation.required" }).int({ error: "validation.integerIds" }).positive({ error: "validation.integerIds" });
var nonNegativeInt = z.number({ error: "inventory.nonNegativeInteger" }).int({ error: "inventory.nonNegativeInteger" }).min(0, { error: "inventory.nonNegativeInteger" }).max(1e7, { error: "inventory.nonNegativeInteger" });
var ABC_CLASSES = ["A", "B", "C"];
var ABC_WINDOW_DAYS = 30;
var ASSEMBLE_PRINT_MAX = 100;
var SAFETY_STOCK_BATCH_MAX = 500;
function ageBandRange(band) {
  const ranges = {
    "0-30": { from: 0, to: 30 },
    "30-60": { from: 30, to: 60 },
    "60-90": { from: 60, to: 90 },
    "90+": { from: 90, to: null }
  };
  return ranges[band];
}
function isLowStock(stock) {
  return stock.safe > 0 && stock.quantity - stock.occupied < stock.safe;
}
var TRANSFER_EDITABLE = ["draft"];
var ASSEMBLE_DELETABLE = ["pending"];
var ASSEMBLE_OCCUPIABLE = ["pending"];
var moveLocationInput = z.object({
  skuId: id,
  warehouseId: id,
  fromLocationId: id,
  toLocationId: id,
  quantity: positiveQuantity
}).superRefine((m, ctx) => {
  if (m.fromLocationId === m.toLocationId) ctx.addIssue({ code: "custom", path: ["toLocationId"], message: "stock.sameLocation" });
});
var safetyStockInput = z.object({
  items: z.array(z.object({ skuId: id, warehouseId: id, safe: nonNegativeInt })).min(1, { error: "inventory.tickAtLeastOne" }).max(SAFETY_STOCK_BATCH_MAX, { error: "stock.batchTooLarge" })
});
var inventoryFilter = z.object({
  warehouseId: id.optional(),
  keyword: z.string().trim().max(100, { error: "validation.tooLong" }).optional(),
  abcClass: z.enum(ABC_CLASSES, { error: "stock.abcClass" }).optional(),
  ageBand: z.enum(AGE_BANDS, { error: "stock.ageBand" }).optional(),
  lowStock: z.boolean().optional()
});
var transferShipInput = z.object({
  id,
  trackingNo: z.string().trim().max(60, { error: "validation.tooLong" }).default("")
});
var transferReceiveInput = z.object({
  id,
  /** The location for lines that name none. */
  locationId: id.nullable().default(null),
  lines: z.array(z.object({ lineId: id, locationId: id })).default([])
}).superRefine((r, ctx) => {
  const seen = /* @__PURE__ */ new Set();
  r.lines.forEach((l, i) => {
    if (seen.has(l.lineId)) ctx.addIssue({ code: "custom", path: ["lines", i, "lineId"], message: "inventory.sameProductTwice" });
    seen.add(l.lineId);
  });
});
var assembleOccupyInput = z.object({
  id,
  lines: z.array(z.object({ skuId: id, quantity: positiveQuantity })).default([])
});
var assembleCompleteInput = z.object({
  id,
  /** Where the finished combinations are stored; default: where the first component came from. */
  locationId: id.nullable().default(null)
});
var assemblePrintInput = z.object({
  ids: z.array(id).min(1, { error: "inventory.tickAtLeastOne" }).max(ASSEMBLE_PRINT_MAX, { error: "stock.batchTooLarge" })
});

export {
  ABC_WINDOW_DAYS,
  ageBandRange,
  isLowStock,
  TRANSFER_EDITABLE,
  ASSEMBLE_DELETABLE,
  ASSEMBLE_OCCUPIABLE,
  moveLocationInput,
  safetyStockInput,
  inventoryFilter,
  transferShipInput,
  transferReceiveInput,
  assembleOccupyInput,
  assembleCompleteInput,
  assemblePrintInput
};
//# sourceMappingURL=chunk-ZYLZMQGQ.js.map