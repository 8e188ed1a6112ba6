// REST of the tracking-number import of /orders: POST api/v1/orders/trackingImport (multipart,
// field `file`: an .xlsx, .csv or .txt, column A the order number, column B the tracking number).
// Answers { imported } or, when any row is wrong, code 1 with data.errors [{ row, column, field,
// message }] and nothing imported (the contract of every import: api/v1/orders/import). The
// template (.xlsx, the two columns and an example row) at GET api/v1/orders/trackingImportTemplate
// [?lang=en], no sign-in (it holds no data).
import type { FastifyInstance } from 'fastify';
import type { MultipartRoute } from '../storage/storage.rest';
import { fileImportRoute, registerXlsxTemplate } from '../freight/freight.rest';
import { TRACKING_FILE_MAX_BYTES, importTrackingFile, trackingImportTemplate } from './tracking-numbers.service';

export const trackingImportRoutes: MultipartRoute[] = [
  fileImportRoute('orders/trackingImport', 'order.ship', TRACKING_FILE_MAX_BYTES, importTrackingFile, ({ imported }) => ({ imported })),
];

export function registerTrackingImportTemplate(http: FastifyInstance): void {
  registerXlsxTemplate(http, '/api/v1/orders/trackingImportTemplate', 'tracking-number-import.xlsx', trackingImportTemplate);
}
