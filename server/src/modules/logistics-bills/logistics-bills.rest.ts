// REST of logistics reconciliation: POST api/v1/finance/logisticsBills/import?carrier=<carrier>
// (multipart, field `file`: an .xlsx or .csv bill) answers the bill's totals or, when any row is
// wrong, code 1 with data.errors [{ row, column (the tracking number), field, message }] and
// nothing imported (the contract of the other file imports); GET
// api/v1/finance/logisticsBills/importTemplate[?lang=en] is the template.
import ExcelJS from 'exceljs';
import { LOGISTICS_BILL_COLUMNS, translate, type Lang } from '@erp/schema';
import type { FastifyInstance } from 'fastify';
import { assertCan } from '../../platform/context';
import { ValidationError } from '../../platform/errors';
import { textOf } from '../../platform/validate';
import { readFileBuffer, type MultipartRoute } from '../storage/storage.rest';
import { registerXlsxTemplate } from '../freight/freight.rest';
import { LOGISTICS_BILL_IMPORT, LOGISTICS_BILL_MAX_BYTES, importLogisticsBillFile } from './logistics-bills.service';

export const logisticsBillRoutes: MultipartRoute[] = [
  {
    path: 'finance/logisticsBills/import',
    logged: true,
    handler: async (ctx, req) => {
      assertCan(ctx, LOGISTICS_BILL_IMPORT);
      const carrier = textOf((req.query as Record<string, unknown> | undefined)?.carrier).trim();
      const file = await readFileBuffer(req, LOGISTICS_BILL_MAX_BYTES, () =>
        ValidationError.field('file', 'orderImport.tooLarge', { max: LOGISTICS_BILL_MAX_BYTES / 1024 / 1024 }),
      );
      const bill = await importLogisticsBillFile(ctx, carrier, file.buffer, file.name);
      return { data: bill, detail: { file: file.name, carrier, billNo: bill.billNo, parcels: bill.parcels } };
    },
  },
];

/** The bill's template: the header row in the caller's language and one example row. */
export async function logisticsBillTemplate(lang: Lang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('bill');
  sheet.addRow(LOGISTICS_BILL_COLUMNS.map((c) => translate(lang, `logisticsBill.col.${c}`)));
  sheet.addRow(['LP00012345678CN', '0.52', '23.40', '0', '0.50', '0.45']);
  sheet.columns.forEach((c) => (c.width = 22));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function registerLogisticsBills(http: FastifyInstance): void {
  registerXlsxTemplate(http, '/api/v1/finance/logisticsBills/importTemplate', 'logistics-bill-template.xlsx', logisticsBillTemplate);
}
