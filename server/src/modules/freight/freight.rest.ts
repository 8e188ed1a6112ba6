// REST of the freight imports (spec 02 §2 'shipping templates (import …)'): POST
// api/v1/freight/templatesImport and api/v1/freight/partitionRulesImport (multipart, field `file`: an
// .xlsx or .csv; permission shippingTemplate.update), answering { templates, ranges } / { rules,
// zones } or, when any row is wrong, code 1 with data.errors [{ row, column, field, message }] and
// nothing imported; the templates (.xlsx) at GET api/v1/freight/templatesImportTemplate and
// api/v1/freight/partitionRulesImportTemplate [?lang=en] (no sign-in: they hold no data).
import { parseLang, type PermissionName } from '@erp/schema';
import type { FastifyInstance } from 'fastify';
import { assertCan, type RequestContext } from '../../platform/context';
import { ValidationError } from '../../platform/errors';
import { requestLang } from '../../rest/router';
import { readFileBuffer, type MultipartRoute } from '../storage/storage.rest';
import { FREIGHT_WRITE } from './freight.service';
import { FREIGHT_IMPORT_MAX_BYTES, freightImportTemplate, importPartitionRules, importShippingTemplates } from './freight.import';

/**
 * A multipart import route (field `file`): the caller needs `permission`, a file over `maxBytes` is
 * refused (orderImport.tooLarge on `file`), `run` imports it; the operate log records the file name
 * and `logged(result)`. Shared by the freight, order and tracking-number imports.
 */
export function fileImportRoute<R extends object>(
  path: string,
  permission: PermissionName,
  maxBytes: number,
  run: (ctx: RequestContext, buffer: Buffer, fileName: string) => Promise<R>,
  logged: (imported: R) => object = (imported) => imported,
): MultipartRoute {
  const tooLarge = () => ValidationError.field('file', 'orderImport.tooLarge', { max: maxBytes / 1024 / 1024 });
  return {
    path,
    logged: true,
    handler: async (ctx, req) => {
      assertCan(ctx, permission);
      const file = await readFileBuffer(req, maxBytes, tooLarge);
      const imported = await run(ctx, file.buffer, file.name);
      return { data: imported, detail: { file: file.name, ...logged(imported) } };
    },
  };
}

export const freightImportRoutes: MultipartRoute[] = [
  fileImportRoute('freight/templatesImport', FREIGHT_WRITE, FREIGHT_IMPORT_MAX_BYTES, importShippingTemplates),
  fileImportRoute('freight/partitionRulesImport', FREIGHT_WRITE, FREIGHT_IMPORT_MAX_BYTES, importPartitionRules),
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
