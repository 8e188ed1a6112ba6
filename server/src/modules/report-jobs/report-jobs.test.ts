// The task queue end to end: startExport over GraphQL, progress and finish events over graphql-ws,
// the .xlsx in file storage downloaded over REST and read back with exceljs, the refusals (each
// leaves no job), the lists, REST compat, and crash recovery.
import { REPORT_JOB_STALE_MS, REPORT_JOB_STATUS } from '@erp/schema';
import ExcelJS from 'exceljs';
import { createClient, type Client } from 'graphql-ws';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/harness';
import { scopedDb, unscopedDb } from '../../platform/db';
import { contentDisposition } from './report-jobs.rest';
import { EXPORT_BATCH_SIZE } from './exports';
import { MAX_RUNNING_JOBS_PER_USER } from './report-jobs.service';
import { expireOldExports, recoverReportJobs, runExportJob } from './report-jobs.worker';

let app: TestApp;
let url: string;
let acme: Awaited<ReturnType<TestApp['company']>>;
let other: Awaited<ReturnType<TestApp['company']>>;
const clients: Client[] = [];
let seq = 0;

const db = () => unscopedDb(app.platform.database.prisma, 'test');
const jobsOf = (companyId: number) => db().reportJob.findMany({ where: { companyId }, orderBy: { id: 'asc' } });

const JOB = 'id reportName reportTypeName status statusName percent messages downloadUrl rowCount createTime finishTime user { realname }';
const START = `mutation($i: StartExportInput!) { startExport(input: $i) {
  __typename
  ... on MutationStartExportSuccess { data { ${JOB} } }
  ... on Error { messageId message }
  ... on ValidationError { fieldErrors { field messageId message } }
} }`;
const start = (token: string, reportType: string, filter?: unknown, lang = 'en') => app.gql(START, { i: { reportType, filter } }, { token, lang });

async function subAccount(permissions: string[], extra: Record<string, unknown> = {}, owner = acme) {
  const tag = `${seq++}_${Math.random().toString(36).slice(2, 7)}`;
  const role = await app.gql(
    'mutation($i: RoleInput!) { createRole(input: $i) { ... on MutationCreateRoleSuccess { data { id } } } }',
    { i: { name: `r${tag}`, permissions } },
    { token: owner.token },
  );
  const username = `rj_${tag}`;
  const sub = await app.gql(
    'mutation($i: CreateSubAccountInput!) { createSubAccount(input: $i) { __typename ... on MutationCreateSubAccountSuccess { data { id } } } }',
    { i: { username, password: PASSWORD, password2: PASSWORD, realname: `Staff ${tag}`, roleId: role.body.data.createRole.data.id, ...extra } },
    { token: owner.token },
  );
  return { id: sub.body.data.createSubAccount.data.id as number, token: await app.login(username) };
}

async function authorizeShop(token: string, shopName: string, platformType = 1) {
  const r = await app.gql(
    'mutation($i: AuthorizeShopInput!) { authorizeShop(input: $i) { ... on MutationAuthorizeShopSuccess { data { id } } } }',
    { i: { platformType, shopName, authCode: 'ok' } },
    { token },
  );
  return r.body.data.authorizeShop.data.id as number;
}

function wsClient(token: string, lang: string) {
  const c = createClient({ url, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}`, lang }, retryAttempts: 0, lazy: true });
  clients.push(c);
  return c;
}

/** Collects userEvents until `until` says stop (or the timeout). */
function collect(c: Client, until: (e: { event: string; data: any }) => boolean, ms = 30000): Promise<{ event: string; data: any }[]> {
  return new Promise((resolve, reject) => {
    const got: { event: string; data: any }[] = [];
    const timer = setTimeout(() => (stop(), reject(new Error(`timeout; got ${JSON.stringify(got)}`))), ms);
    const stop = c.subscribe<{ userEvents: { event: string; data: any } }>(
      { query: 'subscription { userEvents { event data } }' },
      {
        next: (v) => {
          const e = v.data!.userEvents;
          got.push(e);
          if (until(e)) {
            clearTimeout(timer);
            stop();
            resolve(got);
          }
        },
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the tests read graphql-ws's error payload (GraphQL errors or a close event) as it came
        error: (err) => (clearTimeout(timer), reject(err)),
        complete: () => (clearTimeout(timer), resolve(got)),
      },
    );
  });
}
const settle = () => new Promise((r) => setTimeout(r, 200));

async function download(id: number, token?: string) {
  return app.http.inject({ method: 'GET', url: `/api/v1/reportJobs/${id}/download`, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

async function readXlsx(buffer: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as never);
  const ws = wb.worksheets[0];
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: ws.name, rows };
}

async function waitFor(id: number, statuses: number[] = [REPORT_JOB_STATUS.finished, REPORT_JOB_STATUS.failed]) {
  for (let i = 0; i < 600; i++) {
    const job = await db().reportJob.findUniqueOrThrow({ where: { id } });
    if (statuses.includes(job.status)) return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`job ${id} did not finish`);
}

beforeAll(async () => {
  app = await startTestApp();
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(app.http.server.address() as AddressInfo).port}/graphql`;
  acme = await app.company('Acme Exports');
  other = await app.company('Other Co');
});
afterAll(async () => {
  await Promise.all(clients.map((c) => Promise.resolve(c.dispose())));
  await app?.close();
});

describe('an export from start to download', () => {
  let jobId: number;
  let rowCount: number;

  it('runs in the background with progress events, a finish event and a notice', async () => {
    // three batches of log rows, so several progress events
    await db().operateLog.createMany({
      data: Array.from({ length: 3 * EXPORT_BATCH_SIZE }, (_, i) => ({
        companyId: acme.companyId,
        userId: acme.userId,
        username: acme.username,
        action: `bulk ${i}`,
        module: 'bulk',
        detail: { i },
        ip: '10.0.0.1',
      })),
    });
    const events = collect(wsClient(acme.token, 'en'), (e) => e.event === 'ReportJobEvent');
    const notices = collect(wsClient(acme.token, 'en'), (e) => e.event === 'MessageNoticeEvent');
    await settle();
    const r = await start(acme.token, 'operateLogs');
    expect(r.body.errors).toBeUndefined();
    const job = r.body.data.startExport.data;
    expect(job).toMatchObject({
      reportName: 'Operation log',
      reportTypeName: 'Operation log export',
      status: 1,
      statusName: 'Queued',
      percent: 0,
      messages: [],
      downloadUrl: null,
      finishTime: null,
      user: { realname: 'Acme Exports boss' },
    });
    jobId = job.id;

    const all = await events;
    // Events may still arrive after the collector stopped; look at those up to the finish.
    const got = all.slice(0, all.findIndex((e) => e.event === 'ReportJobEvent') + 1);
    const schedules = got.filter((e) => e.event === 'ReportScheduleEvent').map((e) => e.data);
    expect(schedules.every((s) => s.reportId === jobId)).toBe(true);
    expect(schedules[0]).toMatchObject({ percent: 0, status: 5, success: true, message: 'Exporting…', error: '' });
    const percents = schedules.map((s) => s.percent);
    expect(percents.length).toBeGreaterThanOrEqual(4);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    expect(schedules.slice(1, -1).some((s) => s.percent > 0 && s.percent < 100 && /^Exported \d+ of \d+ rows$/.test(s.message))).toBe(true);
    expect(schedules.at(-1)).toMatchObject({ percent: 100, status: 10, success: true, error: '' });
    const finish = got.at(-1)!;
    expect(finish).toEqual({
      event: 'ReportJobEvent',
      data: {
        reportId: jobId,
        title: 'Export finished',
        message: expect.stringMatching(/^Operation log: \d+ rows are ready to download/),
        downloadUrl: `api/v1/reportJobs/${jobId}/download`,
      },
    });
    const notice = (await notices).at(-1)!;
    expect(notice.data).toMatchObject({ type: '12', title: 'Export finished', otherBillNum: String(jobId) });

    const stored = await db().reportJob.findUniqueOrThrow({ where: { id: jobId } });
    expect(stored).toMatchObject({
      status: 10,
      percent: 100,
      lang: 'en',
      fileKey: `exports/${acme.companyId}/${jobId}.xlsx`,
      fileName: expect.stringMatching(/^Operation log-\d{14}\.xlsx$/),
    });
    expect(stored.rowCount).toBeGreaterThanOrEqual(3 * EXPORT_BATCH_SIZE);
    expect(stored.startedAt).toBeTruthy();
    expect(stored.finishedAt).toBeTruthy();
    rowCount = stored.rowCount;
  });

  it('lists the finished job with its download address', async () => {
    const r = await app.gql(`{ reportJobs(first: 5) { totalCount edges { node { ${JOB} } } } runningReportJobCount }`, {}, { token: acme.token, lang: 'en' });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.runningReportJobCount).toBe(0);
    expect(r.body.data.reportJobs.edges[0].node).toMatchObject({
      id: jobId,
      status: 10,
      statusName: 'Finished',
      percent: 100,
      rowCount,
      downloadUrl: `api/v1/reportJobs/${jobId}/download`,
    });
  });

  it('downloads the .xlsx for the owner: headers in the job language, one line per row', async () => {
    const res = await download(jobId, acme.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Operation log-\d{14}\.xlsx"; filename\*=UTF-8''Operation%20log-\d{14}\.xlsx$/);
    const { name, rows } = await readXlsx(res.rawPayload);
    expect(name).toBe('Operation log');
    expect(rows[0]).toEqual(['ID', 'Time', 'Account', 'Module', 'Operation', 'Result', 'Error', 'IP address', 'Details']);
    expect(rows).toHaveLength(rowCount + 1);
    // Newest first, as the list shows them.
    const ids = rows.slice(1).map((r) => r[0] as number);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const bulk = rows.find((r) => r[4] === 'bulk 1499')!;
    expect(bulk).toMatchObject([expect.any(Number), expect.any(Date), acme.username, 'bulk', 'bulk 1499', 'Succeeded', undefined, '10.0.0.1', '{"i":1499}']);
  });

  it('is not found for a colleague, another company or a job without a file; 401 without a token', async () => {
    const colleague = await subAccount(['operateLog']);
    expect((await download(jobId, colleague.token)).statusCode).toBe(404);
    const foreign = await download(jobId, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(JSON.parse(foreign.body)).toMatchObject({ code: 404, type: 'tips' });
    expect((await download(jobId)).statusCode).toBe(401);
    expect((await download(999999, acme.token)).statusCode).toBe(404);
    expect((await download('abc' as never, acme.token)).statusCode).toBe(404);
    const queued = await scopedDb(app.platform.database.prisma, acme.companyId).reportJob.create({
      data: { userId: acme.userId, reportType: 'shops', status: 10 } as never,
    });
    expect((await download(queued.id, acme.token)).statusCode).toBe(404);
    await db().reportJob.delete({ where: { id: queued.id } });
  });

  it('writes a Chinese export with Chinese headers, statuses and file name', async () => {
    await authorizeShop(acme.token, 'acme-ebay-1');
    await authorizeShop(acme.token, 'acme-amazon-1', 2);
    const r = await start(acme.token, 'shops', { platformType: 1 }, 'zh');
    const id = r.body.data.startExport.data.id;
    expect(r.body.data.startExport.data).toMatchObject({ reportName: '店铺', reportTypeName: '店铺导出', statusName: '排队中' });
    const job = await waitFor(id);
    expect(job).toMatchObject({ status: 10, rowCount: 1, fileName: expect.stringMatching(/^店铺-\d{14}\.xlsx$/) });
    const res = await download(id, acme.token);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('店铺')}-`);
    const { rows } = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(['ID', '店铺名称', '平台', '站点', '授权状态', '授权时间', '授权到期时间']);
    expect(rows).toHaveLength(2);
    expect(rows[1].slice(1, 5)).toEqual(['acme-ebay-1', 'eBay', undefined, '已授权']);
  });
});

describe('refusals leave no job', () => {
  const noNewJobs = async (before: number) => expect((await jobsOf(acme.companyId)).length).toBe(before);

  it('an empty list: "Unable to export empty data" / 无法导出空数据', async () => {
    const before = (await jobsOf(acme.companyId)).length;
    const en = await start(acme.token, 'shops', { status: 4 });
    expect(en.body.data.startExport).toMatchObject({ __typename: 'BusinessError', messageId: 'report.emptyExport', message: 'Unable to export empty data' });
    const zh = await start(acme.token, 'subAccounts', { keyword: 'nobody-has-this-name' }, 'zh');
    expect(zh.body.data.startExport).toMatchObject({ __typename: 'BusinessError', message: '无法导出空数据' });
    await noNewJobs(before);
  });

  it('an unknown report type and bad filters are field errors', async () => {
    const before = (await jobsOf(acme.companyId)).length;
    const unknown = await start(acme.token, 'orders');
    expect(unknown.body.data.startExport).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'reportType', messageId: 'report.unknownType', message: 'Unknown export type' }],
    });
    const status = await start(acme.token, 'shops', { status: 9 });
    expect(status.body.data.startExport.fieldErrors).toEqual([{ field: 'status', messageId: 'validation.shopStatus', message: 'Unknown shop status' }]);
    const platform = await start(acme.token, 'shops', { platformType: 3 });
    expect(platform.body.data.startExport.fieldErrors[0]).toMatchObject({ field: 'platformType', messageId: 'validation.platformType' });
    const typo = await start(acme.token, 'shops', { statuz: 1 });
    expect(typo.body.data.startExport.fieldErrors).toEqual([
      { field: 'statuz', messageId: 'report.unknownFilter', message: 'The list has no filter named statuz' },
    ]);
    const notObject = await start(acme.token, 'shops', 'status=1');
    expect(notObject.body.data.startExport.fieldErrors[0]).toMatchObject({ field: 'filter', messageId: 'report.filterNotObject' });
    const date = await start(acme.token, 'operateLogs', { from: 'yesterday-ish' });
    expect(date.body.data.startExport.fieldErrors[0]).toMatchObject({ field: 'from', messageId: 'validation.date', message: 'Please enter a valid date' });
    const bool = await start(acme.token, 'operateLogs', { success: 'yes' });
    expect(bool.body.data.startExport.fieldErrors[0]).toMatchObject({ field: 'success', messageId: 'validation.boolean' });
    const role = await start(acme.token, 'subAccounts', { status: 'gone' });
    expect(role.body.data.startExport.fieldErrors[0]).toMatchObject({ field: 'status', messageId: 'report.unknownStatus' });
    await noNewJobs(before);
  });

  it('the list permission is needed (FORBIDDEN) and reportTypes offers only allowed lists', async () => {
    const staff = await subAccount(['shops']);
    const before = (await jobsOf(acme.companyId)).length;
    const r = await start(staff.token, 'operateLogs');
    expect(r.body.errors[0]).toMatchObject({
      message: 'You do not have the permission "operateLog"',
      extensions: { code: 'FORBIDDEN', messageId: 'permission.denied' },
    });
    await noNewJobs(before);
    const types = await app.gql('{ reportTypes { reportType reportTypeName } }', {}, { token: staff.token, lang: 'en' });
    expect(types.body.data.reportTypes).toEqual([{ reportType: 'shops', reportTypeName: 'Shops export' }]);
    const all = await app.gql('{ reportTypes { reportType } }', {}, { token: acme.token });
    expect(all.body.data.reportTypes.map((t: { reportType: string }) => t.reportType)).toEqual(expect.arrayContaining(['operateLogs', 'shops', 'subAccounts']));
    expect((await app.gql('{ reportTypes { reportType } }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it(`at most ${MAX_RUNNING_JOBS_PER_USER} exports waiting or running per user`, async () => {
    const staff = await subAccount(['shops']);
    const dbA = scopedDb(app.platform.database.prisma, acme.companyId);
    await dbA.reportJob.createMany({
      data: Array.from({ length: MAX_RUNNING_JOBS_PER_USER }, () => ({ userId: staff.id, reportType: 'shops', status: 1 })) as never,
    });
    const before = (await jobsOf(acme.companyId)).length;
    const r = await start(staff.token, 'shops');
    expect(r.body.data.startExport).toMatchObject({
      __typename: 'BusinessError',
      messageId: 'report.tooManyRunning',
      message: 'You already have 5 exports waiting or running; please wait for one to finish',
    });
    await noNewJobs(before);
    expect((await app.gql('{ runningReportJobCount }', {}, { token: staff.token })).body.data.runningReportJobCount).toBe(MAX_RUNNING_JOBS_PER_USER);
    await dbA.reportJob.deleteMany({ where: { userId: staff.id } });
    // listing batches still publishing are tasks of the queue, not exports: they do not count
    await dbA.reportJob.createMany({
      data: Array.from({ length: MAX_RUNNING_JOBS_PER_USER }, () => ({ userId: staff.id, reportType: 'listingPublish', status: 5 })) as never,
    });
    expect((await start(staff.token, 'shops')).body.data.startExport.__typename).toBe('MutationStartExportSuccess');
    await dbA.reportJob.deleteMany({ where: { userId: staff.id } });
  });
});

describe('exports follow the list rules', () => {
  it("a sub-account's shop export holds only its allowed shops", async () => {
    const shops = await db().shop.findMany({ where: { companyId: acme.companyId }, orderBy: { id: 'asc' } });
    const staff = await subAccount(['shops'], { allowShopIds: [shops[1].id] });
    const r = await start(staff.token, 'shops');
    const job = await waitFor(r.body.data.startExport.data.id);
    expect(job.rowCount).toBe(1);
    const { rows } = await readXlsx((await download(job.id, staff.token)).rawPayload);
    expect(rows.slice(1).map((x) => x[0])).toEqual([shops[1].id]);
  });

  it('the sub-account export shows roles, shop names and translated statuses', async () => {
    const shop = await db().shop.findFirstOrThrow({ where: { companyId: acme.companyId, shopName: 'acme-ebay-1' } });
    await subAccount(['shops'], { allowShopIds: [shop.id], realname: 'Shop keeper' });
    const r = await start(acme.token, 'subAccounts', { keyword: 'Shop keeper' });
    const job = await waitFor(r.body.data.startExport.data.id);
    const { rows } = await readXlsx((await download(job.id, acme.token)).rawPayload);
    expect(rows[0]).toEqual(['ID', 'Username', 'Real name', 'Main account', 'Phone', 'E-mail', 'Role', 'Status', 'Shops', 'Last sign-in', 'Created at']);
    // Empty texts come back from exceljs as empty cells.
    expect(rows[1].slice(3, 9)).toEqual(['No', undefined, undefined, expect.stringMatching(/^r/), 'Enabled', 'acme-ebay-1']);
  });

  it('the stored filter (dates included) is applied by the worker', async () => {
    const r = await start(acme.token, 'operateLogs', { from: '2000-01-01T00:00:00Z', action: 'bulk 149', success: true, module: null });
    const job = await waitFor(r.body.data.startExport.data.id);
    expect(job.filter).toEqual({ from: '2000-01-01T00:00:00.000Z', action: 'bulk 149', success: true });
    const { rows } = await readXlsx((await download(job.id, acme.token)).rawPayload);
    expect(
      rows
        .slice(1)
        .map((x) => x[4])
        .sort(),
    ).toEqual(['bulk 149', ...Array.from({ length: 10 }, (_, i) => `bulk 149${i}`)].sort());
  });

  it('the worker checks the permission again when the job runs', async () => {
    const staff = await subAccount(['operateLog']);
    const r = await start(staff.token, 'operateLogs');
    // Not queued through the app: a job whose user lost the right while waiting.
    const dbA = scopedDb(app.platform.database.prisma, acme.companyId);
    const waiting = await dbA.reportJob.create({ data: { userId: staff.id, reportType: 'operateLogs', status: 1, lang: 'en' } as never });
    const user = await db().user.findUniqueOrThrow({ where: { id: staff.id } });
    await db().role.update({ where: { id: user.roleId! }, data: { permissions: [] } });
    await runExportJob(app.platform, { reportJobId: waiting.id, companyId: acme.companyId });
    const failed = await db().reportJob.findUniqueOrThrow({ where: { id: waiting.id } });
    expect(failed).toMatchObject({ status: 20, messages: ['You do not have the permission "operateLog"'], fileKey: null });
    // Running the same job again does nothing: it is no longer queued.
    await runExportJob(app.platform, { reportJobId: waiting.id, companyId: acme.companyId });
    expect(await db().reportJob.findUniqueOrThrow({ where: { id: waiting.id } })).toEqual(failed);
    await waitFor(r.body.data.startExport.data.id);
  });
});

describe('the task list', () => {
  let mine: number;
  let colleagues: number;

  beforeAll(async () => {
    const colleague = await subAccount(['shops']);
    const dbA = scopedDb(app.platform.database.prisma, acme.companyId);
    mine = (
      await dbA.reportJob.create({
        data: { userId: acme.userId, reportType: 'subAccounts', status: 20, messages: ['report.interrupted'], fileName: 'special-name.xlsx' } as never,
      })
    ).id;
    colleagues = (await dbA.reportJob.create({ data: { userId: colleague.id, reportType: 'shops', status: 10 } as never })).id;
  });

  it("shows only the caller's own jobs, newest first, with translated status and messages", async () => {
    const r = await app.gql(`{ reportJobs(first: 100) { totalCount edges { node { ${JOB} } } } }`, {}, { token: acme.token, lang: 'en' });
    const ids = r.body.data.reportJobs.edges.map((e: any) => e.node.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(colleagues);
    expect([...ids].sort((a: number, b: number) => b - a)).toEqual(ids);
    expect(r.body.data.reportJobs.totalCount).toBe(await db().reportJob.count({ where: { userId: acme.userId } }));
    const failed = r.body.data.reportJobs.edges.find((e: any) => e.node.id === mine).node;
    expect(failed).toMatchObject({
      status: 20,
      statusName: 'Failed',
      messages: ['The export was interrupted by a server restart; please start it again'],
      downloadUrl: null,
    });
    const zh = await app.gql(
      'query($s: Int) { reportJobs(status: $s) { edges { node { id statusName messages } } } }',
      { s: 20 },
      { token: acme.token, lang: 'zh' },
    );
    expect(zh.body.data.reportJobs.edges.find((e: any) => e.node.id === mine).node).toEqual({
      id: mine,
      statusName: '失败',
      messages: ['服务器重启导致导出中断，请重新导出'],
    });
    expect(zh.body.data.reportJobs.edges.every((e: any) => e.node.statusName === '失败')).toBe(true);
  });

  it('filters by type, keyword (number, file name, report name) and time; refuses an unknown status', async () => {
    const q = `query($s: Int, $f: ReportJobFilter) { reportJobs(status: $s, filter: $f, first: 100) { totalCount edges { node { id } } } }`;
    const ids = async (f: Record<string, unknown>, s?: number, lang = 'en') =>
      (await app.gql(q, { f, s }, { token: acme.token, lang })).body.data.reportJobs.edges.map((e: any) => e.node.id);
    expect(await ids({ reportType: 'subAccounts' }, 20)).toEqual([mine]);
    // Digits find the job number (and file names holding them, e.g. a date); failed jobs have no file.
    expect(await ids({ keyword: String(mine) }, 20)).toEqual([mine]);
    expect(await ids({ keyword: 'SPECIAL-name' })).toEqual([mine]);
    const rest = await app.rest('reportJobs', { keyword: mine, status: '20' }, { token: acme.token });
    expect(rest.body.data.jobs.map((j: any) => j.id)).toEqual([mine]);
    expect(await ids({ keyword: '子账号' }, 20, 'zh')).toEqual([mine]);
    expect(await ids({ createdFrom: new Date(Date.now() + 3600_000).toISOString() })).toEqual([]);
    const bad = await app.gql(q, { s: 7 }, { token: acme.token, lang: 'en' });
    expect(bad.body.errors[0]).toMatchObject({ message: 'Unknown task status', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('counts per status with the "all" entry first', async () => {
    const r = await app.gql('{ reportJobCounts { status statusName num } }', {}, { token: acme.token, lang: 'en' });
    const counts = r.body.data.reportJobCounts;
    expect(counts.map((c: any) => [c.status, c.statusName])).toEqual([
      [0, 'All'],
      [1, 'Queued'],
      [5, 'Processing'],
      [10, 'Finished'],
      [20, 'Failed'],
    ]);
    const own = await db().reportJob.findMany({ where: { userId: acme.userId } });
    expect(counts[0].num).toBe(own.length);
    expect(counts[4].num).toBe(own.filter((j) => j.status === 20).length);
    const filtered = await app.gql('{ reportJobCounts(filter: { reportType: "subAccounts" }) { status num } }', {}, { token: acme.token });
    expect(filtered.body.data.reportJobCounts[0].num).toBe(own.filter((j) => j.reportType === 'subAccounts').length);
  });
});

describe('REST compat', () => {
  it('api/v1/reportJobs pages by 30 from page 1, with msgCount (status 0 first) and filter options', async () => {
    const staff = await subAccount(['shops']);
    const dbA = scopedDb(app.platform.database.prisma, acme.companyId);
    await dbA.reportJob.createMany({
      data: Array.from({ length: 35 }, (_, i) => ({ userId: staff.id, reportType: 'shops', status: i < 3 ? 20 : 10 })) as never,
    });
    const page1 = await app.rest('reportJobs', { status: 0, offset: 1 }, { token: staff.token, lang: 'en' });
    expect(page1.status).toBe(200);
    expect(page1.body.code).toBe(0);
    const data = page1.body.data;
    expect(data.total).toBe(35);
    expect(data.jobs).toHaveLength(30);
    expect(data.jobs[0]).toEqual({
      id: expect.any(Number),
      reportName: 'Shops',
      reportType: 'shops',
      reportTypeName: 'Shops export',
      status: 10,
      statusName: 'Finished',
      percent: 0,
      messages: [],
      downloadUrl: null,
      rowCount: 0,
      createTime: expect.any(String),
      finishTime: null,
      user: { realname: expect.stringMatching(/^Staff /) },
    });
    expect(data.msgCount).toEqual([
      { status: 0, statusName: 'All', num: 35 },
      { status: 1, statusName: 'Queued', num: 0 },
      { status: 5, statusName: 'Processing', num: 0 },
      { status: 10, statusName: 'Finished', num: 32 },
      { status: 20, statusName: 'Failed', num: 3 },
    ]);
    expect(data.filter.status.map((o: any) => o.value)).toEqual([0, 1, 5, 10, 20]);
    expect(data.filter.reportType).toContainEqual({ value: 'shops', label: 'Shops export' });
    const page2 = await app.rest('reportJobs', { offset: '2', limit: '30' }, { token: staff.token });
    expect(page2.body.data.jobs).toHaveLength(5);
    // The oldest five (the three failed ones came first), in Chinese without a lang header.
    expect(page2.body.data.jobs.map((j: any) => j.statusName)).toEqual(['已完成', '已完成', '失败', '失败', '失败']);
    const failed = await app.rest('reportJobs', { status: 20, limit: 2 }, { token: staff.token });
    expect(failed.body.data).toMatchObject({ total: 3, jobs: [{ status: 20 }, { status: 20 }] });
    expect(failed.body.data.msgCount[0]).toMatchObject({ status: 0, num: 35 });
  });

  it('refuses a bad status or page with a form error, and callers without a token', async () => {
    const bad = await app.rest('reportJobs', { status: 3 }, { token: acme.token, lang: 'en' });
    expect(bad.status).toBe(403);
    expect(bad.body).toMatchObject({ type: 'form', message: 'Unknown task status', data: { errors: { status: ['Unknown task status'] } } });
    const page = await app.rest('reportJobs', { offset: 0 }, { token: acme.token, lang: 'en' });
    expect(page.body.data.errors.offset).toBeDefined();
    expect((await app.rest('reportJobs', {})).status).toBe(401);
  });

  it('api/v1/info/msgCount answers running jobs and unread notices of the caller', async () => {
    const staff = await subAccount(['shops']);
    const dbA = scopedDb(app.platform.database.prisma, acme.companyId);
    await dbA.reportJob.createMany({ data: [1, 5, 10, 20].map((status) => ({ userId: staff.id, reportType: 'shops', status })) as never });
    await dbA.messageNotice.createMany({
      data: [
        { userId: staff.id, type: '1', title: 'a' },
        { userId: staff.id, type: '1', title: 'b', isRead: '1' },
        { userId: acme.userId, type: '1', title: 'c' },
      ] as never,
    });
    const r = await app.rest('info/msgCount', undefined, { token: staff.token });
    expect(r.body).toEqual({ code: 0, message: 'ok', data: { processReport: 2, messageNotice: 1 } });
  });

  it('Content-Disposition carries an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('店铺-20261122044212.xlsx')).toBe(
      `attachment; filename="__-20261122044212.xlsx"; filename*=UTF-8''%E5%BA%97%E9%93%BA-20261122044212.xlsx`,
    );
    expect(contentDisposition(`a "b"'s (1).xlsx`)).toBe(`attachment; filename="a _b_'s (1).xlsx"; filename*=UTF-8''a%20%22b%22%27s%20%281%29.xlsx`);
  });
});

describe('crash recovery', () => {
  it('fails processing jobs whose heartbeat stopped, tells the user, and leaves live ones alone', async () => {
    const dbA = scopedDb(app.platform.database.prisma, acme.companyId);
    const old = new Date(Date.now() - REPORT_JOB_STALE_MS - 1000);
    const stale = await dbA.reportJob.create({
      data: { userId: acme.userId, reportType: 'shops', status: 5, heartbeatAt: old, startedAt: old, percent: 40 } as never,
    });
    const silent = await dbA.reportJob.create({ data: { userId: acme.userId, reportType: 'shops', status: 5 } as never });
    const live = await dbA.reportJob.create({ data: { userId: acme.userId, reportType: 'shops', status: 5, heartbeatAt: new Date() } as never });
    const events = collect(wsClient(acme.token, 'en'), (e) => e.event === 'ReportScheduleEvent' && e.data.reportId === silent.id);
    await settle();
    const r = await recoverReportJobs(app.platform);
    expect(r.interrupted).toEqual(expect.arrayContaining([stale.id, silent.id]));
    expect(r.interrupted).not.toContain(live.id);
    for (const id of [stale.id, silent.id]) {
      expect(await db().reportJob.findUniqueOrThrow({ where: { id } })).toMatchObject({
        status: 20,
        messages: ['report.interrupted'],
        finishedAt: expect.any(Date),
      });
    }
    expect((await db().reportJob.findUniqueOrThrow({ where: { id: live.id } })).status).toBe(5);
    const got = (await events).filter((e) => e.event === 'ReportScheduleEvent');
    expect(got.find((e) => e.data.reportId === stale.id)!.data).toMatchObject({
      status: 20,
      success: false,
      percent: 40,
      error: 'The export was interrupted by a server restart; please start it again',
    });
    await db().reportJob.deleteMany({ where: { id: live.id } });
  });

  it('queues waiting jobs again (in-process queue) and they finish', async () => {
    const dbA = scopedDb(app.platform.database.prisma, acme.companyId);
    const waiting = await dbA.reportJob.create({ data: { userId: acme.userId, reportType: 'shops', status: 1, lang: 'zh' } as never });
    const r = await recoverReportJobs(app.platform, { resumeQueued: 'all' });
    expect(r.resumed).toContain(waiting.id);
    await app.platform.jobs.idle();
    expect(await db().reportJob.findUniqueOrThrow({ where: { id: waiting.id } })).toMatchObject({
      status: 10,
      rowCount: 2,
      fileName: expect.stringMatching(/^店铺-/),
    });
  });

  it('removes files of jobs finished more than 7 days ago; the job stays without a download', async () => {
    const job = await db().reportJob.findFirstOrThrow({ where: { companyId: acme.companyId, status: 10, fileKey: { not: null } }, orderBy: { id: 'asc' } });
    expect(await app.platform.files.stat(job.fileKey!)).not.toBeNull();
    await db().reportJob.update({ where: { id: job.id }, data: { finishedAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) } });
    expect(await expireOldExports(app.platform)).toEqual([job.id]);
    expect(await app.platform.files.stat(job.fileKey!)).toBeNull();
    expect((await db().reportJob.findUniqueOrThrow({ where: { id: job.id } })).fileKey).toBeNull();
    expect((await download(job.id, acme.token)).statusCode).toBe(404);
  });
});
