import {
  ORDER_IMPORT_COLUMNS,
  ORDER_IMPORT_GRAPHQL_MAX_ROWS,
  ORDER_IMPORT_INLINE_RULES,
  ORDER_IMPORT_MAX_BYTES,
  ORDER_IMPORT_MAX_QUANTITY,
  ORDER_IMPORT_MAX_ROWS,
  ORDER_IMPORT_RULES_BATCH,
  ORDER_IMPORT_RULES_JOB,
  OrderImportRowsError,
  checkRows,
  importOrderFile,
  importOrderRows,
  matchKey,
  orderImportTemplate,
  parseCsv,
  parseImportDate,
  readOrderFile,
  recoverOrderImportRules,
  resolveMatchesInBulk,
  runOrderImportRules
} from "./chunk-RQ2IZQ5K.js";
import "./chunk-T5PYVQZA.js";
import "./chunk-D5XDSTMQ.js";
import "./chunk-ZYLZMQGQ.js";
import "./chunk-UJV7PTJ6.js";
import "./chunk-V2SYP3MA.js";
import "./chunk-BCYJEP5R.js";
import "./chunk-2F5RSO57.js";
import "./chunk-BSPRULER.js";
import "./chunk-3XUCUEAO.js";
export {
  ORDER_IMPORT_COLUMNS,
  ORDER_IMPORT_GRAPHQL_MAX_ROWS,
  ORDER_IMPORT_INLINE_RULES,
  ORDER_IMPORT_MAX_BYTES,
  ORDER_IMPORT_MAX_QUANTITY,
  ORDER_IMPORT_MAX_ROWS,
  ORDER_IMPORT_RULES_BATCH,
  ORDER_IMPORT_RULES_JOB,
  OrderImportRowsError,
  checkRows,
  importOrderFile,
  importOrderRows,
  matchKey,
  orderImportTemplate,
  parseCsv,
  parseImportDate,
  readOrderFile,
  recoverOrderImportRules,
  resolveMatchesInBulk,
  runOrderImportRules
};
//# sourceMappingURL=order-import.service-DT22H3ZU.js.map