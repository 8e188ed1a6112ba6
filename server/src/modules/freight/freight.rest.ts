// REST of the freight imports (spec 02 §2 'shipping templates (import …)'): POST
// api/v1/freight/templatesImport and api/v1/freight/partitionRulesImport (multipart, field `file`: an
// .xlsx or .csv; permission shippingTemplate.update), answering { templates, ranges } / { rules,
// zones } or, when any row is wrong, code 1 with data.errors [{ row, column, field, message }] and
// nothing imported; the templates (.xlsx) at GET api/v1/freight/templatesImportTemplate and
// api/v1/freight/partitionRulesImportTemplate [?lang=en] (no sign-in: they hold no data).
import { parseLang } from '@erp/schema';
import type { FastifyInstance } from 'fastify';
import { assertCan } from '../../platform/context';
import { ValidationError } from '../../platform/errors';
import { requestLang } from '../../rest/router';
import { readFileBuffer, type MultipartRoute } from '../storage/storage.rest';
import { FREIGHT_WRITE } from './freight.service';
import { FREIGHT_IMPORT_MAX_BYTES, freightImportTemplate, importPartitionRules, importShippingTemplates } from './freight.import';

const tooLarge = () => ValidationError.field('file', 'orderImport.tooLarge', { max: FREIGHT_IMPORT_MAX_BYTES / 1024 / 1024 });

export const freightImportRoutes: MultipartRoute[] = [
  {
    path: 'freight/templatesImport',
    logged: true,
    handler: async (ctx, req) => {
      assertCan(ctx, FREIGHT_WRITE);
      const file = await readFileBuffer(req, FREIGHT_IMPORT_MAX_BYTES, tooLarge);
      const imported = await importShippingTemplates(ctx, file.buffer, file.name);
      return { data: imported, detail: { file: file.name, ...imported } };
    },
  },
  {
    path: 'freight/partitionRulesImport',
    logged: true,
    handler: async (ctx, req) => {
      assertCan(ctx, FREIGHT_WRITE);
      const file = await readFileBuffer(req, FREIGHT_IMPORT_MAX_BYTES, tooLarge);
      const imported = await importPartitionRules(ctx, file.buffer, file.name);
      return { data: imported, detail: { file: file.name, ...imported } };
    },
  },
];

/** An .xlsx download route (no sign-in) in the caller's or the asked language. */
export function registerXlsxTemplate(http: FastifyInstance, url: string, filename: string, build: (lang: 'zh' | 'en') => Promise<Buffer>): void {
  http.get<{ Querystring: { lang?: string } }>(url, async (req, reply) => {
    const lang = req.query.lang ? parseLang(req.query.lang) : requestLang(req);
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(await build(lang));
  });
}

export function registerFreightImportTemplates(http: FastifyInstance): void {
  registerXlsxTemplate(http, '/api/v1/freight/templatesImportTemplate', 'shipping-template-import.xlsx', (lang) => freightImportTemplate('templates', lang));
  registerXlsxTemplate(http, '/api/v1/freight/partitionRulesImportTemplate', 'partition-rule-import.xlsx', (lang) =>
    freightImportTemplate('partitionRules', lang),
  );
}
