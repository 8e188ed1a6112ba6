// Exports across processes and restarts: a server that stops mid-export leaves a job behind; the
// next boot fails it with a reason and resumes the queued ones. With Redis, a job queued by one
// process is exported by the BullMQ worker of another.
import { Queue } from 'bullmq';
import { REPORT_JOB_STALE_MS } from '@erp/schema';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { redisAnswers, startTestApp } from '../../../test/harness';
import { createApp } from '../../app';
import { loadConfig } from '../../platform/config';
import { openDatabase, unscopedDb } from '../../platform/db';
import { BullJobQueue } from '../../platform/jobs';
import { createLogger } from '../../platform/logger';
import { EXPORT_JOB, type ExportJobData } from './report-jobs.service';
import { recoverReportJobs, runExportJob } from './report-jobs.worker';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const hasRedis = (await redisAnswers(REDIS_URL)) === null;
const logger = createLogger('silent');

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const v = await read();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out');
}

describe('boot recovery (embedded database kept on disk)', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'erp-boot-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const boot = async () =>
    createApp({
      config: { ...loadConfig({}), dataDir, jwtSecret: 'test-secret-test-secret-test-secret', seedDemo: false, logLevel: 'silent' },
      database: await openDatabase({ dataDir }),
      logger,
    });

  it('fails the job that was processing and resumes the queued one', async () => {
    const first = await boot();
    const db = unscopedDb(first.platform.database.prisma, 'test fixture');
    const company = await db.company.create({ data: { name: 'Restart Co' } });
    const user = await db.user.create({
      data: { companyId: company.id, username: `restart_${Date.now()}`, passwordHash: 'x', realname: 'Boss', isMain: true },
    });
    await db.shop.create({ data: { companyId: company.id, platformType: 1, platform: 'ebay', shopName: 'kept', status: 1 } });
    const old = new Date(Date.now() - REPORT_JOB_STALE_MS - 5000);
    // As a crash leaves them: one job mid-way (heartbeat stopped), one still waiting in the lost in-process list.
    const processing = await db.reportJob.create({
      data: { companyId: company.id, userId: user.id, reportType: 'shops', status: 5, heartbeatAt: old, startedAt: old, percent: 30 },
    });
    const queued = await db.reportJob.create({ data: { companyId: company.id, userId: user.id, reportType: 'shops', status: 1, lang: 'en' } });
    // Killed a moment ago: its heartbeat is fresh, but with the in-process queue no other process runs it.
    const justKilled = await db.reportJob.create({
      data: { companyId: company.id, userId: user.id, reportType: 'shops', status: 5, heartbeatAt: new Date(), startedAt: new Date(), percent: 10 },
    });
    // A listing publish task (tasks.ts) has no worker: its listings' answers finish it, recovery leaves it alone.
    const publishing = await db.reportJob.create({
      data: { companyId: company.id, userId: user.id, reportType: 'listingPublish', status: 5, heartbeatAt: old, startedAt: old, percent: 40, rowCount: 5 },
    });
    await first.close();

    const second = await boot();
    try {
      const db2 = unscopedDb(second.platform.database.prisma, 'test');
      expect(await db2.reportJob.findUniqueOrThrow({ where: { id: processing.id } })).toMatchObject({ status: 20, messages: ['report.interrupted'] });
      expect(await db2.reportJob.findUniqueOrThrow({ where: { id: justKilled.id } })).toMatchObject({ status: 20, messages: ['report.interrupted'] });
      expect(await db2.reportJob.findUniqueOrThrow({ where: { id: publishing.id } })).toMatchObject({ status: 5, messages: [], percent: 40 });
      const resumed = await until(
        () => db2.reportJob.findUniqueOrThrow({ where: { id: queued.id } }),
        (j) => j.status === 10,
      );
      expect(resumed).toMatchObject({ rowCount: 1, fileName: expect.stringMatching(/^Shops-\d{14}\.xlsx$/) });
      expect(await second.platform.files.stat(resumed.fileKey!)).toMatchObject({ size: expect.any(Number) });
    } finally {
      await second.close();
    }
    // Two boots on an on-disk database: slow on a busy machine.
  }, 240_000);
});

describe.skipIf(!hasRedis)('BullMQ: an export queued by one process, run by another', () => {
  const queueName = `erp-test-${process.pid}-${Date.now()}`;
  afterAll(async () => {
    const q = new Queue(queueName, { connection: { url: REDIS_URL } });
    await q.obliterate({ force: true });
    await q.close();
  });

  it('goes through Redis and finishes with a file', async () => {
    const app = await startTestApp();
    // The web process only adds jobs: its queue has no handler, so it starts no worker.
    await app.platform.jobs.close();
    app.platform.jobs = new BullJobQueue(logger, { redisUrl: REDIS_URL, queueName });
    // The worker process: its own BullMQ worker on the same queue and database.
    const worker = new BullJobQueue(logger, { redisUrl: REDIS_URL, queueName });
    const ran: number[] = [];
    worker.register<ExportJobData>(EXPORT_JOB, async (data) => {
      ran.push(data.reportJobId);
      await runExportJob(app.platform, data);
    });
    try {
      const boss = await app.company('Bull Co');
      const r = await app.gql(
        'mutation { startExport(input: { reportType: "operateLogs" }) { ... on MutationStartExportSuccess { data { id status } } } }',
        {},
        { token: boss.token, lang: 'en' },
      );
      const { id, status } = r.body.data.startExport.data;
      expect(status).toBe(1);
      const db = unscopedDb(app.platform.database.prisma, 'test');
      const job = await until(
        () => db.reportJob.findUniqueOrThrow({ where: { id } }),
        (j) => j.status === 10,
      );
      expect(ran).toEqual([id]);
      const res = await app.http.inject({ method: 'GET', url: `/api/v1/reportJobs/${id}/download`, headers: { authorization: `Bearer ${boss.token}` } });
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as never);
      expect(wb.worksheets[0].rowCount).toBe(job.rowCount + 1);
      expect(wb.worksheets[0].getRow(1).getCell(1).value).toBe('ID');

      // A job Redis lost (queued long ago, never run) is queued again by the sweep, once.
      const lost = await db.reportJob.create({
        data: {
          companyId: boss.companyId,
          userId: boss.userId,
          reportType: 'operateLogs',
          status: 1,
          createdAt: new Date(Date.now() - REPORT_JOB_STALE_MS - 1000),
        },
      });
      const fresh = await db.reportJob.create({ data: { companyId: boss.companyId, userId: boss.userId, reportType: 'operateLogs', status: 1 } });
      expect((await recoverReportJobs(app.platform, { resumeQueued: 'stale' })).resumed).toEqual([lost.id]);
      await recoverReportJobs(app.platform, { resumeQueued: 'stale' });
      await until(
        () => db.reportJob.findUniqueOrThrow({ where: { id: lost.id } }),
        (j) => j.status === 10,
      );
      // Still in Redis (or already done) the second time: not added again.
      expect(ran).toEqual([id, lost.id]);
      expect((await db.reportJob.findUniqueOrThrow({ where: { id: fresh.id } })).status).toBe(1);
    } finally {
      await worker.close();
      await app.close();
    }
  });
});
