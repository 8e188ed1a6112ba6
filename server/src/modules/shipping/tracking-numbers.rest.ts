// REST of the tracking-number import of /orders: POST api/v1/orders/trackingImport (multipart,
// field `file`: an .xlsx, .csv or .txt, column A the order number, column B the tracking number).
// Answers { imported } or, when any row is wrong, code 1 with data.errors [{ row, column, field,
// message }] and nothing imported (the contract of every import: api/v1/orders/import). The
// template (.xlsx, the two columns and an example row) at GET api/v1/orders/trackingImportTemplate
// [?lang=en], no sign-in (it holds no data).
import type { FastifyInstance } from 'fastify';
import { assertCan } from '../../platform/context';
import { ValidationError } from '../../platform/errors';
import { readFileBuffer, type MultipartRoute } from '../storage/storage.rest';
import { registerXlsxTemplate } from '../freight/freight.rest';
import { TRACKING_FILE_MAX_BYTES, importTrackingFile, trackingImportTemplate } from './tracking-numbers.service';

export const trackingImportRoutes: MultipartRoute[] = [
  {
    path: 'orders/trackingImport',
    logged: true,
    handler: async (ctx, req) => {
      assertCan(ctx, 'order.ship');
      const file = await readFileBuffer(req, TRACKING_FILE_MAX_BYTES, () =>
        ValidationError.field('file', 'orderImport.tooLarge', { max: TRACKING_FILE_MAX_BYTES / 1024 / 1024 }),
      );
      const imported = await importTrackingFile(ctx, file.buffer, file.name);
      return { data: imported, detail: { file: file.name, imported: imported.imported } };
    },
  },
];

export function registerTrackingImportTemplate(http: FastifyInstance): void {
  registerXlsxTemplate(http, '/api/v1/orders/trackingImportTemplate', 'tracking-number-import.xlsx', trackingImportTemplate);
}
