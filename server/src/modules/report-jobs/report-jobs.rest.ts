// REST compat of the task queue (spec 01 §7): api/v1/reportJobs, api/v1/info/msgCount and the
// file download (GET, bearer token, owner only).
import { REPORT_JOB_STATUSES, REPORT_JOB_STATUS } from '@erp/schema';
import type { FastifyInstance } from 'fastify';
import { contextFor, requestLang, type RestRoute } from '../../rest/router';
import { sendAppError } from '../../rest/envelope';
import type { Platform } from '../../platform/context';
import { AppError, NotFoundError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { exportDefinitions, reportTypeNameOf } from './exports';
import * as jobs from './report-jobs.service';
import { XLSX_TYPE } from './report-jobs.worker';

/** Form and query-string style numbers ("10") count as numbers. */
function numeric(body: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const out = { ...body };
  for (const k of keys) {
    const v = out[k];
    if (v === '' || v === null) delete out[k];
    else if (typeof v === 'string' && /^-?\d+$/.test(v.trim())) out[k] = Number(v);
  }
  return out;
}

export const reportJobRoutes: RestRoute[] = [
  {
    path: 'reportJobs',
    auth: 'required',
    handler: async (ctx, body) => {
      const input = parseInput(jobs.restListInput, numeric(body, ['status', 'offset', 'limit']));
      const filter = {
        reportType: input.reportType,
        keyword: input.keyword,
        createdFrom: input.createdFrom,
        createdTo: input.createdTo,
      } as jobs.ReportJobFilter;
      const status = jobs.checkStatus(input.status);
      const [{ jobs: list, total }, msgCount] = await Promise.all([
        jobs.listJobs(ctx, { status, page: input.offset, limit: input.limit, filter }),
        jobs.jobCounts(ctx, filter),
      ]);
      return {
        jobs: list,
        total,
        page: input.offset,
        limit: input.limit,
        // Options of the dialog's filter block.
        filter: {
          status: [REPORT_JOB_STATUS.all, ...REPORT_JOB_STATUSES].map((s) => ({ value: s, label: jobs.statusName(ctx.lang, s) })),
          reportType: exportDefinitions().map((d) => ({ value: d.reportType, label: reportTypeNameOf(ctx.lang, d.reportType) })),
        },
        msgCount,
      };
    },
  },
  {
    path: 'info/msgCount',
    auth: 'required',
    handler: async (ctx) => {
      const [processReport, messageNotice] = await Promise.all([jobs.runningCount(ctx), jobs.unreadNoticeCount(ctx)]);
      return { processReport, messageNotice };
    },
  },
];

/** RFC 6266/5987: an ASCII fallback name plus the UTF-8 name (Chinese report names). */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** GET api/v1/reportJobs/:id/download — the file of a finished job, for the user who started it. */
export function registerReportJobDownload(http: FastifyInstance, platform: Platform): void {
  http.get<{ Params: { id: string } }>('/api/v1/reportJobs/:id/download', async (req, reply) => {
    const lang = requestLang(req);
    try {
      const ctx = await contextFor(platform, req, 'required');
      const id = /^\d{1,9}$/.test(req.params.id) ? Number(req.params.id) : NaN;
      if (!Number.isSafeInteger(id)) throw new NotFoundError();
      const job = await jobs.ownFinishedJob(ctx, id);
      const stat = await platform.files.stat(job.fileKey!);
      if (!stat) throw new NotFoundError();
      const body = await platform.files.openRead(job.fileKey!);
      reply
        .header('content-type', XLSX_TYPE)
        .header('content-length', String(stat.size))
        .header('content-disposition', contentDisposition(job.fileName || `export-${job.id}.xlsx`))
        .header('cache-control', 'private, no-store');
      return reply.send(body);
    } catch (err) {
      if (err instanceof AppError) return sendAppError(reply, err, lang);
      throw err;
    }
  });
}
