// Tracked tasks: work a domain does itself (e.g. publishing a batch of listings through the queue)
// shown in the task queue (spec 01 §2 'Task queue dialog') like an export: a job row with its
// status and percent, ReportScheduleEvent steps to the user who started it, the partner events, and
// a notice when it ends. No worker runs them and no file comes out: the domain moves them, and crash
// recovery leaves them alone (their domain's own state finishes them, e.g. the listings' queue).
import { NOTICE_TYPE, REPORT_JOB_STATUS, translate, type Lang } from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import type { Platform, RequestContext } from '../../platform/context';
import { scopedDb, type Tx } from '../../platform/db';
import { reportJobFinished, stageEvents } from '../events/events.service';
import { notify } from '../messages/notices.service';
import { publishUserEvent } from '../realtime/realtime.graphql';
import { reportNameOf } from './exports';
import { schedule, scheduleEvent, type ScheduleData } from './report-jobs.worker';

export interface TaskProgress {
  done: number;
  total: number;
}

const step = (id: number, status: number, message: string, { done, total }: TaskProgress): ScheduleData => ({
  reportId: id,
  percent: total ? Math.floor((done * 100) / total) : 100,
  message,
  status,
  success: status !== REPORT_JOB_STATUS.failed,
  error: '',
  otherInfo: { total, done },
});

/**
 * Starts a task of `reportType` (registered with registerTaskType) for the caller, processing from
 * now, inside the caller's transaction (no task without its work). Answers its id and the step to
 * send once the transaction committed (`announceTask`).
 */
export async function startTrackedTask(ctx: RequestContext, tx: Tx, reportType: string, total: number, filter: Record<string, unknown> = {}) {
  const actor = ctx.actor!;
  const now = new Date();
  const job = await tx.reportJob.create({
    data: {
      companyId: actor.companyId,
      userId: actor.userId,
      reportType,
      filter: filter as Prisma.InputJsonValue,
      lang: ctx.lang,
      status: REPORT_JOB_STATUS.processing,
      startedAt: now,
      heartbeatAt: now,
      rowCount: total,
    },
    select: { id: true },
  });
  const first = step(job.id, REPORT_JOB_STATUS.processing, 'task.processing', { done: 0, total });
  await stageEvents(tx, [scheduleEvent(actor.userId, first)]);
  return { id: job.id, announce: () => schedule(ctx.platform, actor.userId, first) };
}

/**
 * Moves a running task on: its percent, or its end when everything is done, with `summary` (a message
 * id and params, stored in the task's language) on the job and in the notice. A task already
 * finished is left alone (two writers may finish it at once: one wins).
 */
export async function progressTrackedTask(
  platform: Platform,
  companyId: number,
  taskId: number,
  progress: TaskProgress,
  summary: { id: string; params: Record<string, unknown> },
): Promise<void> {
  const db = scopedDb(platform.database.prisma, companyId);
  const job = await db.reportJob.findFirst({ where: { id: taskId, status: REPORT_JOB_STATUS.processing } });
  if (!job) return;
  const lang: Lang = job.lang === 'en' ? 'en' : 'zh';
  const finished = progress.done >= progress.total;
  const now = new Date();
  if (!finished) {
    const next = step(job.id, REPORT_JOB_STATUS.processing, 'task.processing', progress);
    if (next.percent === job.percent) return;
    const moved = await db.$transaction(async (tx) => {
      const r = await tx.reportJob.updateMany({
        where: { id: job.id, status: REPORT_JOB_STATUS.processing },
        data: { percent: next.percent, heartbeatAt: now },
      });
      if (r.count) await stageEvents(tx, [scheduleEvent(job.userId, next)]);
      return r.count;
    });
    if (moved) schedule(platform, job.userId, next);
    return;
  }
  const params = { reportName: reportNameOf(lang, job.reportType), ...summary.params };
  const last = step(job.id, REPORT_JOB_STATUS.finished, summary.id, progress);
  const jobEvent = { reportId: job.id, title: 'task.finishedTitle', message: summary.id, downloadUrl: null };
  const ended = await db.$transaction(async (tx) => {
    const r = await tx.reportJob.updateMany({
      where: { id: job.id, status: REPORT_JOB_STATUS.processing },
      data: { status: REPORT_JOB_STATUS.finished, percent: 100, messages: { push: translate(lang, summary.id, params) }, finishedAt: now, heartbeatAt: now },
    });
    if (r.count) await stageEvents(tx, [scheduleEvent(job.userId, last, params), reportJobFinished(job.userId, { ...jobEvent, params })]);
    return r.count;
  });
  if (!ended) return;
  schedule(platform, job.userId, last, params);
  publishUserEvent(platform, job.userId, { event: 'ReportJobEvent', data: jobEvent, localize: { paths: ['title', 'message'], params } });
  await notify(platform, {
    companyId,
    userIds: [job.userId],
    type: NOTICE_TYPE.reportFinished,
    title: 'task.finishedTitle',
    body: summary.id,
    params,
    otherBillNum: String(job.id),
  }).catch((err: unknown) => platform.logger.error({ err, reportJobId: job.id }, 'task notice failed'));
}
