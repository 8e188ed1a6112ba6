// REST of the order import: POST api/v1/orders/import (multipart, field `file`: an .xlsx or .csv)
// and the template at GET api/v1/orders/importTemplate[?lang=en]. The import answers the summary
// ({ orders, items, skipped, skippedOrders, matchedItems, unmatchedItems, rulesInBackground,
// timings }) or, when any row is wrong, code 1 with data.errors [{ row, column, field, message }]
// and nothing imported (the same contract as api/v1/catalog/import).
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context';
import type { MultipartRoute } from '../storage/storage.rest';
import { fileImportRoute, registerXlsxTemplate } from '../freight/freight.rest';
import {
  ORDER_IMPORT_MAX_BYTES,
  ORDER_IMPORT_RULES_JOB,
  importOrderFile,
  orderImportTemplate,
  runOrderImportRules,
  type OrderImportRulesJob,
} from './order-import.service';

export const orderImportRoutes: MultipartRoute[] = [
  fileImportRoute('orders/import', 'order.create', ORDER_IMPORT_MAX_BYTES, importOrderFile, ({ orders, items, skipped }) => ({ orders, items, skipped })),
];

/** The template route (no sign-in: it holds no data) and the background job of big imports. */
export function registerOrderImport(http: FastifyInstance, platform: Platform): void {
  platform.jobs.register<OrderImportRulesJob>(ORDER_IMPORT_RULES_JOB, (data) => runOrderImportRules(platform, data));
  registerXlsxTemplate(http, '/api/v1/orders/importTemplate', 'order-import-template.xlsx', orderImportTemplate);
}
