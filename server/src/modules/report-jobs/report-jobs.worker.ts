// The export worker: runs one queued job as the user who started it, streams the rows into an
// .xlsx in file storage, reports progress, and finishes with an event and a notice. Also the
// crash recovery: processing jobs whose heartbeat stopped are failed, so none runs forever.
import { NOTICE_TYPE, REPORT_JOB_STALE_MS, REPORT_JOB_STATUS, translate, type Lang } from '@erp/schema';
import ExcelJS from 'exceljs';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { PassThrough } from 'node:stream';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, createContext, type Actor, type Platform } from '../../platform/context';
import { scopedDb, unscopedDb } from '../../platform/db';
import { AppError, AuthError, NotFoundError, ValidationError } from '../../platform/errors';
import { notify } from '../messages/notices.service';
import { reportJobFinished, reportJobProgressed, stageEvents } from '../events/events.service';
import { publishUserEvent } from '../realtime/realtime.graphql';
import { exportDefinition, parseExportFilter, reportNameOf, trackedTaskTypes, type CellContext, type ExportCell } from './exports';
import { downloadUrlOf, EXPORT_JOB, type ExportJobData } from './report-jobs.service';

/** Progress events at most this often unless the percentage moved by PROGRESS_STEP. */
const PROGRESS_INTERVAL_MS = 500;
/** Heartbeats between progress steps, at most this often. */
const HEARTBEAT_MS = 1000;
const PROGRESS_STEP = 5;
/** How often the sweeper looks for stale jobs and old files. */
export const SWEEP_INTERVAL_MS = 60_000;
/** Finished files are kept this long; then the file goes and the job stays without a download. */
export const REPORT_FILE_RETENTION_DAYS = 7;
const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export { XLSX_TYPE };

/** Another process (the sweeper) took the job away: stop without touching it. */
class JobLostError extends Error {}

/** Registers the export handler on the platform's job queue. */
export function registerReportJobWorker(platform: Platform): void {
  platform.jobs.register<ExportJobData>(EXPORT_JOB, (data) => runExportJob(platform, data));
}

/** The actor of a job's user, as sign-in would build it (role permissions, shops, edition) but without a session. */
async function actorOf(platform: Platform, companyId: number, userId: number): Promise<Actor> {
  const user = await scopedDb(platform.database.prisma, companyId).user.findFirst({
    where: { id: userId },
    include: { role: true, company: true },
  });
  if (!user) throw new NotFoundError('account.notFound');
  if (user.status !== 'enabled') throw new AuthError('auth.accountDisabled');
  return {
    userId: user.id,
    companyId: user.companyId,
    sessionId: '',
    username: user.username,
    realname: user.realname,
    isMain: user.isMain,
    roleId: user.roleId,
    permissions: new Set(user.role?.permissions ?? []),
    allowShopIds: user.allowShopIds,
    edition: user.company.edition,
  };
}

/** Excel shows date cells as stored; shift them so they read as the server's local time. */
function cellValue(v: ExportCell): ExportCell {
  if (v instanceof Date) return new Date(v.getTime() - v.getTimezoneOffset() * 60_000);
  return v ?? '';
}

function stamp(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}

/** '店铺-20261122044212.xlsx': report name in the job's language, then the time it finished. */
export function exportFileName(lang: Lang, reportType: string, at: Date): string {
  const name = reportNameOf(lang, reportType).replace(/[\\/:*?"<>|]/g, '_');
  return `${name}-${stamp(at)}.xlsx`;
}

export type ScheduleData = {
  reportId: number;
  percent: number;
  message: string;
  status: number;
  success: boolean;
  error: string;
  otherInfo: Record<string, unknown>;
};

/** The partner event of a progress step (modules/events), recorded with the job's update. */
export function scheduleEvent(userId: number, data: ScheduleData, params: Record<string, unknown> = {}) {
  return reportJobProgressed(userId, { ...data, otherInfo: data.otherInfo, params });
}

/** The web client's ReportScheduleEvent (userEvents), sent once the step committed. */
export function schedule(platform: Platform, userId: number, data: ScheduleData, params: Record<string, unknown> = {}) {
  publishUserEvent(platform, userId, { event: 'ReportScheduleEvent', data, localize: { paths: ['message', 'error'], params } });
}

/** A failure as stored on the job: the message id when it needs no values (translated for each reader), else the text in the job's language. */
function failureText(lang: Lang, err: unknown): { stored: string; id: string; params: Record<string, unknown> } {
  if (err instanceof ValidationError) {
    const issue = err.issues[0];
    const id = issue?.messageId ?? err.messageId;
    const params = issue?.params ?? {};
    return { stored: translate(lang, id, params), id, params };
  }
  if (err instanceof AppError) {
    const params = err.params ?? {};
    return { stored: Object.keys(params).length ? translate(lang, err.messageId, params) : err.messageId, id: err.messageId, params };
  }
  return { stored: 'report.failed', id: 'report.failed', params: {} };
}

/**
 * The job's small step transactions (progress, end, failure): a busy server (a big import or stock
 * batch beside the export) may keep them waiting for a connection or the event loop past Prisma's
 * 2 s / 5 s defaults, which would fail an export that is otherwise fine.
 */
const STEP_TX = { maxWait: 30_000, timeout: 30_000 };

/** Runs one export job; a job already taken (or finished) is left alone. */
export async function runExportJob(platform: Platform, data: ExportJobData): Promise<void> {
  const db = scopedDb(platform.database.prisma, data.companyId);
  const startedAt = new Date();
  // Claim: only one worker moves a job from queued to processing, however often it was delivered.
  const claimed = await db.reportJob.updateMany({
    where: { id: data.reportJobId, status: REPORT_JOB_STATUS.queued },
    data: { status: REPORT_JOB_STATUS.processing, startedAt, heartbeatAt: startedAt, percent: 0, attempts: { increment: 1 } },
  });
  if (!claimed.count) return;
  const job = await db.reportJob.findFirstOrThrow({ where: { id: data.reportJobId } });
  const lang = job.lang === 'en' ? 'en' : 'zh';
  const key = `exports/${job.companyId}/${job.id}.xlsx`;
  let pass: PassThrough | undefined;
  let putting: Promise<unknown> | undefined;
  let done = 0;
  let total = 0;

  /**
   * Refreshes heartbeat and progress, with a progress step's event in the same transaction (then
   * sent to the web client); throws when the job is no longer ours.
   */
  const beat = async (extra: Prisma.ReportJobUpdateManyMutationInput = {}, step?: { data: ScheduleData; params?: Record<string, unknown> }) => {
    const where = { id: job.id, status: REPORT_JOB_STATUS.processing };
    const data = { heartbeatAt: new Date(), ...extra };
    const count = step
      ? await db.$transaction(async (tx) => {
          const r = await tx.reportJob.updateMany({ where, data });
          if (r.count) await stageEvents(tx, [scheduleEvent(job.userId, step.data, step.params)]);
          return r.count;
        }, STEP_TX)
      : (await db.reportJob.updateMany({ where, data })).count;
    if (!count) throw new JobLostError();
    if (step) schedule(platform, job.userId, step.data, step.params);
  };

  try {
    const def = exportDefinition(job.reportType);
    if (!def) throw ValidationError.field('reportType', 'report.unknownType');
    const actor = await actorOf(platform, job.companyId, job.userId);
    const ctx = createContext(platform, { lang, ip: '', userAgent: 'report-job', actor });
    // Rights are checked again: they may have been taken away while the job waited.
    assertCan(ctx, def.permission);
    const filter = parseExportFilter(def, job.filter);
    total = await def.count(ctx, filter);
    await beat(
      {},
      {
        data: {
          reportId: job.id,
          percent: 0,
          message: 'report.processing',
          status: REPORT_JOB_STATUS.processing,
          success: true,
          error: '',
          otherInfo: { total, done: 0 },
        },
      },
    );

    pass = new PassThrough();
    putting = platform.files.put(key, pass);
    putting.catch(() => {}); // awaited below; a failure mid-way is handled by the catch
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: pass, useStyles: true, useSharedStrings: false });
    const sheetName =
      reportNameOf(lang, job.reportType)
        .replace(/[\\/?*[\]:]/g, ' ')
        .slice(0, 31) || 'export';
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    // an export with chosen columns (export templates, issue 18 C) reads them from its filter
    const columns = def.columnsFor ? await def.columnsFor(ctx, filter) : def.columns;
    sheet.columns = columns.map((c) => ({ width: c.width ?? 16 }));
    const t = (id: string, params?: Record<string, unknown>) => translate(lang, id, params);
    const header = sheet.addRow(columns.map((c) => t(c.headerId)));
    header.font = { bold: true };
    header.commit();

    let lastPercent = 0;
    let lastAt = Date.now();
    let lastBeatAt = Date.now();
    const cells: CellContext = { lang, t };
    for await (const batch of def.rows(ctx, filter)) {
      for (const row of batch) {
        const values = columns.map((c) => cellValue(c.value(row, cells)));
        const written = sheet.addRow(values);
        for (let i = 0; i < values.length; i++) if (values[i] instanceof Date) written.getCell(i + 1).numFmt = DATE_FORMAT;
        // Committed at once: memory stays flat however long the list is.
        written.commit();
        done++;
      }
      // 100 only once the file is stored.
      const percent = Math.min(99, total ? Math.round((done * 100) / total) : 99);
      const report = percent !== lastPercent && (percent - lastPercent >= PROGRESS_STEP || Date.now() - lastAt >= PROGRESS_INTERVAL_MS);
      // the heartbeat is a row UPDATE: written with each progress step, else at most once a second
      // (far inside REPORT_JOB_STALE_MS), not after every batch
      if (report || Date.now() - lastBeatAt >= HEARTBEAT_MS) {
        lastBeatAt = Date.now();
        await beat(
          { percent, rowCount: done },
          report
            ? {
                data: {
                  reportId: job.id,
                  percent,
                  message: 'report.progress',
                  status: REPORT_JOB_STATUS.processing,
                  success: true,
                  error: '',
                  otherInfo: { total, done },
                },
                params: { done, total },
              }
            : undefined,
        );
      }
      if (report) {
        lastPercent = percent;
        lastAt = Date.now();
      }
      await yieldToRequests(); // let waiting requests run between batches
    }
    sheet.commit();
    await workbook.commit();
    await putting;

    const finishedAt = new Date();
    const fileName = exportFileName(lang, job.reportType, finishedAt);
    const params = { reportName: def.nameId, rowCount: done };
    const finishedStep: ScheduleData = {
      reportId: job.id,
      percent: 100,
      message: 'report.finished',
      status: REPORT_JOB_STATUS.finished,
      success: true,
      error: '',
      otherInfo: { total, done, fileName },
    };
    const jobEvent = {
      reportId: job.id,
      title: 'report.finishedTitle',
      message: 'report.finishedBody',
      downloadUrl: downloadUrlOf({ id: job.id, status: REPORT_JOB_STATUS.finished, fileKey: key }),
    };
    // The job's end and its partner events (ReportScheduleEvent 100, ReportJobEvent) in one transaction.
    const finished = await db.$transaction(async (tx) => {
      const r = await tx.reportJob.updateMany({
        where: { id: job.id, status: REPORT_JOB_STATUS.processing },
        data: { status: REPORT_JOB_STATUS.finished, percent: 100, rowCount: done, fileKey: key, fileName, finishedAt, heartbeatAt: finishedAt },
      });
      if (r.count) await stageEvents(tx, [scheduleEvent(job.userId, finishedStep, params), reportJobFinished(job.userId, { ...jobEvent, params })]);
      return r.count;
    }, STEP_TX);
    if (!finished) throw new JobLostError();
    schedule(platform, job.userId, finishedStep, params);
    publishUserEvent(platform, job.userId, { event: 'ReportJobEvent', data: jobEvent, localize: { paths: ['title', 'message'], params } });
    await notify(platform, {
      companyId: job.companyId,
      userIds: [job.userId],
      type: NOTICE_TYPE.reportFinished,
      title: 'report.finishedTitle',
      body: 'report.finishedBody',
      params,
      otherBillNum: String(job.id),
    }).catch((err) => platform.logger.error({ err, reportJobId: job.id }, 'export notice failed'));
  } catch (err) {
    pass?.destroy();
    await putting?.catch(() => {});
    if (err instanceof JobLostError) {
      // The sweeper already failed the job and told the user; the half-written file goes.
      await platform.files.delete(key).catch(() => {});
      return;
    }
    if (!(err instanceof AppError)) platform.logger.error({ err, reportJobId: job.id }, 'export failed');
    const failure = failureText(lang, err);
    await platform.files.delete(key).catch(() => {});
    const failedStep: ScheduleData = {
      reportId: job.id,
      percent: job.percent,
      message: failure.id,
      status: REPORT_JOB_STATUS.failed,
      success: false,
      error: failure.id,
      otherInfo: { total, done },
    };
    const failed = await db.$transaction(async (tx) => {
      const r = await tx.reportJob.updateMany({
        where: { id: job.id, status: REPORT_JOB_STATUS.processing },
        data: { status: REPORT_JOB_STATUS.failed, messages: { push: failure.stored }, finishedAt: new Date(), rowCount: done, fileKey: null },
      });
      if (r.count) await stageEvents(tx, [scheduleEvent(job.userId, failedStep, failure.params)]);
      return r.count;
    }, STEP_TX);
    if (failed) schedule(platform, job.userId, failedStep, failure.params);
  }
}

// ---- crash recovery ---------------------------------------------------------------------------

/**
 * Fails processing jobs whose worker stopped beating (heartbeat older than REPORT_JOB_STALE_MS,
 * or none) with 'report.interrupted', and tells their users. `interruptProcessing: 'all'` fails
 * every processing job whatever its heartbeat: only at boot of the in-process queue, where no other
 * process runs exports (several instances need REDIS_URL), so a job at status 5 was this server's
 * before it died; waiting for its heartbeat to go stale would show a dead job as running for up to
 * three minutes after a restart. `resumeQueued` queues waiting jobs
 * again: 'all' at boot of the in-process queue (its waiting list died with the process), 'stale'
 * (waiting longer than REPORT_JOB_STALE_MS) for BullMQ, in case Redis lost them; the queue's job
 * id `report-<id>` keeps a job that is still in Redis from being added twice.
 */
export async function recoverReportJobs(
  platform: Platform,
  opts: { resumeQueued?: 'all' | 'stale'; interruptProcessing?: 'all' | 'stale'; now?: Date } = {},
): Promise<{ interrupted: number[]; resumed: number[] }> {
  const now = opts.now ?? new Date();
  const db = unscopedDb(platform.database.prisma, 'recovery looks at the jobs of every company');
  // tracked tasks (tasks.ts) have no worker to die: their domain finishes them
  const exportsOnly = { reportType: { notIn: trackedTaskTypes() } };
  const staleWhere: Prisma.ReportJobWhereInput =
    opts.interruptProcessing === 'all'
      ? { status: REPORT_JOB_STATUS.processing, ...exportsOnly }
      : {
          status: REPORT_JOB_STATUS.processing,
          ...exportsOnly,
          OR: [{ heartbeatAt: null }, { heartbeatAt: { lt: new Date(now.getTime() - REPORT_JOB_STALE_MS) } }],
        };
  const stale = await db.reportJob.findMany({ where: staleWhere, select: { id: true, userId: true, companyId: true, percent: true } });
  const interrupted: number[] = [];
  for (const job of stale) {
    const step: ScheduleData = {
      reportId: job.id,
      percent: job.percent,
      message: 'report.interrupted',
      status: REPORT_JOB_STATUS.failed,
      success: false,
      error: 'report.interrupted',
      otherInfo: {},
    };
    // Conditional, so a job that beat in the meantime keeps running; failed with its event in one transaction.
    const count = await scopedDb(platform.database.prisma, job.companyId).$transaction(async (tx) => {
      const r = await tx.reportJob.updateMany({
        where: { AND: [{ id: job.id }, staleWhere] },
        data: { status: REPORT_JOB_STATUS.failed, messages: { push: 'report.interrupted' }, finishedAt: now, fileKey: null },
      });
      if (r.count) await stageEvents(tx, [scheduleEvent(job.userId, step)]);
      return r.count;
    });
    if (!count) continue;
    interrupted.push(job.id);
    await platform.files.delete(`exports/${job.companyId}/${job.id}.xlsx`).catch(() => {});
    schedule(platform, job.userId, step);
  }
  const resumed: number[] = [];
  if (opts.resumeQueued) {
    const queued = await db.reportJob.findMany({
      where: {
        status: REPORT_JOB_STATUS.queued,
        ...exportsOnly,
        ...(opts.resumeQueued === 'stale' ? { createdAt: { lt: new Date(now.getTime() - REPORT_JOB_STALE_MS) } } : {}),
      },
      select: { id: true, companyId: true },
      orderBy: { id: 'asc' },
    });
    for (const job of queued) {
      await platform.jobs.enqueue<ExportJobData>(EXPORT_JOB, { reportJobId: job.id, companyId: job.companyId }, { jobId: `report-${job.id}` });
      resumed.push(job.id);
    }
  }
  return { interrupted, resumed };
}

/** Removes files of jobs finished more than REPORT_FILE_RETENTION_DAYS ago; the jobs stay, without a download. */
export async function expireOldExports(platform: Platform, now = new Date()): Promise<number[]> {
  const db = unscopedDb(platform.database.prisma, 'file retention looks at the jobs of every company');
  const before = new Date(now.getTime() - REPORT_FILE_RETENTION_DAYS * 24 * 3600 * 1000);
  const old = await db.reportJob.findMany({
    where: { status: REPORT_JOB_STATUS.finished, fileKey: { not: null }, finishedAt: { lt: before } },
    select: { id: true, fileKey: true },
    take: 1000,
  });
  for (const job of old) {
    await platform.files.delete(job.fileKey!);
    await db.reportJob.updateMany({ where: { id: job.id, fileKey: job.fileKey }, data: { fileKey: null } });
  }
  return old.map((j) => j.id);
}

/** Every SWEEP_INTERVAL_MS: stale jobs and old files. The timer never keeps the process alive. */
export function startReportJobSweeper(platform: Platform): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    // The in-process queue holds every waiting job since boot; a shared Redis queue may have lost some.
    const resumeQueued = platform.jobs.kind === 'bullmq' ? ('stale' as const) : undefined;
    Promise.all([recoverReportJobs(platform, { resumeQueued }), expireOldExports(platform)])
      .catch((err) => platform.logger.error({ err }, 'report job sweep failed'))
      .finally(() => (running = false));
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
