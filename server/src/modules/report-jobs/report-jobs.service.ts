// The task queue (spec 01 §2 'Task queue dialog', §3 'Report job'): starting exports, and each
// user's own list of jobs with counts per status. The work itself runs in report-jobs.worker.ts.
import {
  REPORT_JOB_PAGE_SIZE,
  REPORT_JOB_RUNNING,
  REPORT_JOB_STATUS,
  REPORT_JOB_STATUSES,
  PAGE_SIZE_MAX,
  NOTICE_READ,
  translate,
  type Lang,
} from '@erp/schema';
import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, can, requireActor, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { exportDefinition, exportDefinitions, filterDate, parseExportFilter, reportNameOf, reportTypeNameOf, trackedTaskTypes } from './exports';
import './exports.index';

/** Job name on the job queue. */
export const EXPORT_JOB = 'report.export';
export interface ExportJobData {
  reportJobId: number;
  companyId: number;
}

/** Exports one user may have waiting or running at once; more would only crowd the 2 workers. */
export const MAX_RUNNING_JOBS_PER_USER = 5;

/** Status filter values: 0 (or none) means all. */
const ALL_STATUSES = [REPORT_JOB_STATUS.all, ...REPORT_JOB_STATUSES] as const;

const startExportInput = z.object({
  reportType: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(50, { error: 'report.unknownType' }),
  filter: z.unknown().optional(),
});

/**
 * Starts an export of a list: checks the type, the caller's permission for that list and the
 * filter, refuses an empty result, then records the job (status 1) and queues it.
 */
export async function startExport(ctx: RequestContext, raw: unknown) {
  const actor = requireActor(ctx);
  const input = parseInput(startExportInput, raw);
  const def = exportDefinition(input.reportType);
  if (!def) throw ValidationError.field('reportType', 'report.unknownType');
  assertCan(ctx, def.permission);
  const filter = parseExportFilter(def, input.filter);
  if (!(await def.count(ctx, filter))) throw new BusinessError('report.emptyExport');
  // the limit is on exports (the worker's load); tracked tasks (a listing batch publishing) do not count
  const running = await ctx.db.reportJob.count({
    where: { userId: actor.userId, status: { in: [...REPORT_JOB_RUNNING] }, reportType: { notIn: trackedTaskTypes() } },
  });
  if (running >= MAX_RUNNING_JOBS_PER_USER) throw new BusinessError('report.tooManyRunning', { max: MAX_RUNNING_JOBS_PER_USER });
  const job = await ctx.db.reportJob.create({
    data: {
      userId: actor.userId,
      reportType: def.reportType,
      // Stored as JSON (dates become ISO strings); the worker parses it again with the same rules.
      filter: JSON.parse(JSON.stringify(filter)) as unknown,
      lang: ctx.lang,
      status: REPORT_JOB_STATUS.queued,
    } as never,
  });
  const data: ExportJobData = { reportJobId: job.id, companyId: actor.companyId };
  try {
    await ctx.platform.jobs.enqueue(EXPORT_JOB, data, { jobId: `report-${job.id}` });
  } catch (err) {
    // No queue, no job: the row would wait forever.
    ctx.platform.logger.error({ err }, 'could not queue an export');
    await ctx.db.reportJob.deleteMany({ where: { id: job.id } });
    throw new BusinessError('report.queueUnavailable');
  }
  return job;
}

// ---- the caller's jobs ------------------------------------------------------------------------

export interface ReportJobFilter {
  reportType?: string | null;
  keyword?: string | null;
  createdFrom?: Date | string | null;
  createdTo?: Date | string | null;
}

/** Text, or a number sent by a REST form (a job number as keyword). */
const textOrNumber = (max: number) =>
  z
    .union([z.string(), z.number()], { error: 'validation.required' })
    .transform((v) => String(v).trim())
    .pipe(z.string().max(max, { error: 'validation.tooLong' }));

const jobFilterRules = z.object({
  reportType: textOrNumber(50).optional(),
  keyword: textOrNumber(100).optional(),
  createdFrom: filterDate.optional(),
  createdTo: filterDate.optional(),
});

export function checkStatus(status: number | null | undefined): number {
  if (status == null) return REPORT_JOB_STATUS.all;
  if (!(ALL_STATUSES as readonly number[]).includes(status)) throw ValidationError.field('status', 'report.unknownStatus');
  return status;
}

/** The caller's own jobs (never a colleague's) matching the filter; status 0/null = all. */
export function jobWhere(ctx: RequestContext, raw: ReportJobFilter = {}, status?: number | null): Prisma.ReportJobWhereInput {
  const actor = requireActor(ctx);
  const given = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== null && v !== undefined && v !== ''));
  const f = parseInput(jobFilterRules, given);
  const s = checkStatus(status);
  const kw = f.keyword;
  // The keyword finds a job by its number, its file name or its (translated) report name.
  const namedTypes = kw
    ? exportDefinitions()
        .filter((d) => `${reportNameOf(ctx.lang, d.reportType)} ${reportTypeNameOf(ctx.lang, d.reportType)}`.toLowerCase().includes(kw.toLowerCase()))
        .map((d) => d.reportType)
    : [];
  return {
    userId: actor.userId,
    ...(s ? { status: s } : {}),
    ...(f.reportType ? { reportType: f.reportType } : {}),
    ...(f.createdFrom || f.createdTo ? { createdAt: { ...(f.createdFrom ? { gte: f.createdFrom } : {}), ...(f.createdTo ? { lte: f.createdTo } : {}) } } : {}),
    ...(kw
      ? {
          OR: [
            { fileName: { contains: kw, mode: 'insensitive' as const } },
            ...(namedTypes.length ? [{ reportType: { in: namedTypes } }] : []),
            ...(/^\d{1,9}$/.test(kw) ? [{ id: Number(kw) }] : []),
          ],
        }
      : {}),
  };
}

export function statusName(lang: Lang, status: number): string {
  return translate(lang, `report.status.${status}`);
}

/** Counts per status for the dialog's tabs: the first entry is status 0 (all), then 1, 5, 10, 20. */
export async function jobCounts(ctx: RequestContext, filter: ReportJobFilter = {}) {
  const where = jobWhere(ctx, filter);
  const nums = await Promise.all(REPORT_JOB_STATUSES.map((status) => ctx.db.reportJob.count({ where: { ...where, status } })));
  const all = nums.reduce((a, b) => a + b, 0);
  return [
    { status: REPORT_JOB_STATUS.all, statusName: statusName(ctx.lang, REPORT_JOB_STATUS.all), num: all },
    ...REPORT_JOB_STATUSES.map((status, i) => ({ status, statusName: statusName(ctx.lang, status), num: nums[i] })),
  ];
}

/** The caller's waiting and running jobs: the download badge (info/msgCount processReport). */
export function runningCount(ctx: RequestContext): Promise<number> {
  return ctx.db.reportJob.count({ where: { userId: requireActor(ctx).userId, status: { in: [...REPORT_JOB_RUNNING] } } });
}

/** The caller's unread message notices (info/msgCount messageNotice). */
export function unreadNoticeCount(ctx: RequestContext): Promise<number> {
  return ctx.db.messageNotice.count({ where: { userId: requireActor(ctx).userId, isRead: NOTICE_READ.unread } });
}

/** Export types the caller may start (the list permissions they hold). */
export function reportTypes(ctx: RequestContext) {
  const actor = requireActor(ctx);
  return exportDefinitions()
    .filter((d) => can(actor, d.permission))
    .map((d) => ({ reportType: d.reportType, reportTypeName: reportTypeNameOf(ctx.lang, d.reportType) }));
}

/** Relative download path of a finished job with a file (REST GET, bearer token). */
export function downloadUrlOf(job: { id: number; status: number; fileKey: string | null }): string | null {
  return job.status === REPORT_JOB_STATUS.finished && job.fileKey ? `api/v1/reportJobs/${job.id}/download` : null;
}

/** Stored messages are message ids (translated for the reader) or text already translated. */
export function jobMessages(lang: Lang, messages: string[]): string[] {
  return messages.map((m) => translate(lang, m));
}

/** A job as the REST list shows it (spec 01 §3 'Report job'). */
export function presentJob(lang: Lang, job: Prisma.ReportJobGetPayload<{ include: { user: { select: { realname: true } } } }>) {
  return {
    id: job.id,
    reportName: reportNameOf(lang, job.reportType),
    reportType: job.reportType,
    reportTypeName: reportTypeNameOf(lang, job.reportType),
    status: job.status,
    statusName: statusName(lang, job.status),
    percent: job.percent,
    messages: jobMessages(lang, job.messages),
    downloadUrl: downloadUrlOf(job),
    rowCount: job.rowCount,
    createTime: job.createdAt.toISOString(),
    finishTime: job.finishedAt?.toISOString() ?? null,
    user: { realname: job.user.realname },
  };
}

/** One page of the caller's jobs for REST (offset = page number from 1). */
export async function listJobs(ctx: RequestContext, input: { status?: number | null; page: number; limit: number; filter: ReportJobFilter }) {
  const where = jobWhere(ctx, input.filter, input.status);
  const [jobs, total] = await Promise.all([
    ctx.db.reportJob.findMany({
      where,
      include: { user: { select: { realname: true } } },
      orderBy: { id: 'desc' },
      skip: (input.page - 1) * input.limit,
      take: input.limit,
    }),
    ctx.db.reportJob.count({ where }),
  ]);
  return { jobs: jobs.map((j) => presentJob(ctx.lang, j)), total };
}

export const restListInput = z.object({
  status: z.number({ error: 'report.unknownStatus' }).int({ error: 'report.unknownStatus' }).optional(),
  offset: z
    .number({ error: 'validation.offset' })
    .int({ error: 'validation.offset' })
    .min(1, { error: 'validation.offset' })
    .max(100000, { error: 'validation.offset' })
    .default(1),
  limit: z
    .number({ error: 'validation.pageSize' })
    .int({ error: 'validation.pageSize' })
    .min(1, { error: 'validation.pageSize' })
    .max(PAGE_SIZE_MAX, { error: 'validation.pageSize' })
    .default(REPORT_JOB_PAGE_SIZE),
  reportType: z.unknown().optional(),
  keyword: z.unknown().optional(),
  createdFrom: z.unknown().optional(),
  createdTo: z.unknown().optional(),
});

/** A finished job's file, only for the user who started it (anyone else: not found). */
export async function ownFinishedJob(ctx: RequestContext, id: number) {
  const actor = requireActor(ctx);
  const job = await ctx.db.reportJob.findFirst({ where: { id, userId: actor.userId } });
  if (!job || job.status !== REPORT_JOB_STATUS.finished || !job.fileKey) throw new NotFoundError('common.notFound');
  return job;
}
