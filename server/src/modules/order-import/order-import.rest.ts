// REST of the order import: POST api/v1/orders/import (multipart, field `file`: an .xlsx or .csv)
// and the template at GET api/v1/orders/importTemplate[?lang=en]. The import answers the summary
// ({ orders, items, skipped, skippedOrders, matchedItems, unmatchedItems, rulesInBackground,
// timings }) or, when any row is wrong, code 1 with data.errors [{ row, column, field, message }]
// and nothing imported (the same contract as api/v1/catalog/import).
import { parseLang } from '@erp/schema';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context';
import { assertCan } from '../../platform/context';
import { ValidationError } from '../../platform/errors';
import { requestLang } from '../../rest/router';
import { readFileBuffer, type MultipartRoute } from '../storage/storage.rest';
import {
  ORDER_IMPORT_MAX_BYTES,
  ORDER_IMPORT_RULES_JOB,
  importOrderFile,
  orderImportTemplate,
  runOrderImportRules,
  type OrderImportRulesJob,
} from './order-import.service';

export const orderImportRoutes: MultipartRoute[] = [
  {
    path: 'orders/import',
    logged: true,
    handler: async (ctx, req) => {
      assertCan(ctx, 'order.create');
      const file = await readFileBuffer(req, ORDER_IMPORT_MAX_BYTES, () =>
        ValidationError.field('file', 'orderImport.tooLarge', { max: ORDER_IMPORT_MAX_BYTES / 1024 / 1024 }),
      );
      const imported = await importOrderFile(ctx, file.buffer, file.name);
      return { data: imported, detail: { file: file.name, orders: imported.orders, items: imported.items, skipped: imported.skipped } };
    },
  },
];

/** The template route (no sign-in: it holds no data) and the background job of big imports. */
export function registerOrderImport(http: FastifyInstance, platform: Platform): void {
  platform.jobs.register<OrderImportRulesJob>(ORDER_IMPORT_RULES_JOB, (data) => runOrderImportRules(platform, data));
  http.get<{ Querystring: { lang?: string } }>('/api/v1/orders/importTemplate', async (req, reply) => {
    const lang = req.query.lang ? parseLang(req.query.lang) : requestLang(req);
    const body = await orderImportTemplate(lang);
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', 'attachment; filename="order-import-template.xlsx"')
      .send(body);
  });
}
