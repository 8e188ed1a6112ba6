// Test helpers of the exports: wait until the worker is done with a job, then read the workbook it
// wrote through the download route, as a user does.
import { REPORT_JOB_STATUS } from '@erp/schema';
import ExcelJS from 'exceljs';
import type { TestApp } from '../../../test/harness';
import { unscopedDb } from '../../platform/db';

/** The job once the worker is done with it (finished or failed), looked at every 50 ms for 20 s at most. */
export async function doneJob(app: TestApp, id: number) {
  const db = unscopedDb(app.platform.database.prisma, 'test assertions');
  let job = await db.reportJob.findUniqueOrThrow({ where: { id } });
  for (let i = 0; i < 400 && job.status < REPORT_JOB_STATUS.finished; i++) {
    await new Promise((r) => setTimeout(r, 50));
    job = await db.reportJob.findUniqueOrThrow({ where: { id } });
  }
  return job;
}

/** The cells of each row of the first sheet of an .xlsx file, from its first column. */
export async function xlsxRows(file: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as never);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The done job and, when it finished, the rows of the file the user with `token` downloads (none otherwise). */
export async function exportedRows(app: TestApp, id: number, token: string) {
  const job = await doneJob(app, id);
  if (job.status !== REPORT_JOB_STATUS.finished) return { job, rows: [] as unknown[][] };
  const file = await app.http.inject({ method: 'GET', url: `/api/v1/reportJobs/${id}/download`, headers: { authorization: `Bearer ${token}` } });
  return { job, rows: await xlsxRows(file.rawPayload) };
}
