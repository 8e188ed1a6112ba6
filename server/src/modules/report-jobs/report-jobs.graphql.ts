// Report jobs (task queue) and exports over GraphQL. Everyone signed in has a task queue; each
// export checks the permission of the list it exports.
import { PAGE_SIZE_MAX, REPORT_JOB_PAGE_SIZE } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { filteredList } from '../../graphql/pagination';
import { compact, plainInput } from '../../graphql/inputs';
import { reportNameOf, reportTypeNameOf } from './exports';
import * as jobs from './report-jobs.service';

const ReportJobUser = builder.objectRef<{ realname: string }>('ReportJobUser').implement({
  description: 'Who started the job',
  fields: (t) => ({ realname: t.exposeString('realname') }),
});

builder.prismaObject('ReportJob', {
  description: 'A background export of the caller (spec 01 §3 Report job)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    reportName: t.string({ description: 'Module name (the list exported)', resolve: (j, _a, ctx) => reportNameOf(ctx.lang, j.reportType) }),
    reportType: t.exposeString('reportType', { description: 'Export key (shops, subAccounts, operateLogs, …)' }),
    reportTypeName: t.string({ resolve: (j, _a, ctx) => reportTypeNameOf(ctx.lang, j.reportType) }),
    status: t.exposeInt('status', { description: '1 queued, 5 processing, 10 finished (file ready), 20 failed' }),
    statusName: t.string({ resolve: (j, _a, ctx) => jobs.statusName(ctx.lang, j.status) }),
    percent: t.exposeInt('percent'),
    messages: t.stringList({ description: 'Failure details, in the caller language', resolve: (j, _a, ctx) => jobs.jobMessages(ctx.lang, j.messages) }),
    downloadUrl: t.string({
      nullable: true,
      description: 'Relative path of the file (GET with the bearer token) once status is 10',
      resolve: (j) => jobs.downloadUrlOf(j),
    }),
    rowCount: t.exposeInt('rowCount'),
    createTime: t.expose('createdAt', { type: 'DateTime' }),
    finishTime: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    user: t.field({ type: ReportJobUser, select: { user: { select: { realname: true } } }, resolve: (j) => j.user }),
  }),
});

const ReportJobFilter = plainInput('ReportJobFilter', {
  reportType: 'String',
  keyword: 'String: Job number, file name or report name',
  createdFrom: 'DateTime',
  createdTo: 'DateTime',
});

const ReportJobCount = builder.objectRef<{ status: number; statusName: string; num: number }>('ReportJobCount').implement({
  fields: (t) => ({ status: t.exposeInt('status'), statusName: t.exposeString('statusName'), num: t.exposeInt('num') }),
});

const ReportType = builder.objectRef<{ reportType: string; reportTypeName: string }>('ReportType').implement({
  fields: (t) => ({ reportType: t.exposeString('reportType'), reportTypeName: t.exposeString('reportTypeName') }),
});

const StartExportInput = plainInput('StartExportInput', {
  reportType: 'String!: One of reportTypes',
  filter: "JSON: The list's filter values (the same names as the list query's filter)",
});

builder.queryFields((t) => ({
  reportJobs: t.prismaConnection({
    type: 'ReportJob',
    cursor: 'id',
    maxSize: PAGE_SIZE_MAX,
    defaultSize: REPORT_JOB_PAGE_SIZE,
    authScopes: { loggedIn: true },
    description: "The caller's own jobs, newest first",
    ...filteredList(
      ReportJobFilter,
      (ctx) => ctx.db.reportJob,
      (ctx, f, { status }) => jobs.jobWhere(ctx, compact(f ?? {}), status),
      { id: 'desc' },
      { status: 'Int: 0 or null: every status' },
    ),
  }),
  reportJobCounts: t.field({
    type: [ReportJobCount],
    authScopes: { loggedIn: true },
    description: 'Jobs per status for the task dialog tabs: status 0 (all) first, then 1, 5, 10, 20',
    args: { filter: t.arg({ type: ReportJobFilter }) },
    resolve: (_r, args, ctx) => jobs.jobCounts(ctx, compact(args.filter ?? {})),
  }),
  reportTypes: t.field({
    type: [ReportType],
    authScopes: { loggedIn: true },
    description: 'Export types the caller may start',
    resolve: (_r, _a, ctx) => jobs.reportTypes(ctx),
  }),
  runningReportJobCount: t.int({
    authScopes: { loggedIn: true },
    description: "The caller's queued and processing jobs (the download badge)",
    resolve: (_r, _a, ctx) => jobs.runningCount(ctx),
  }),
}));

builder.mutationField('startExport', (t) =>
  t.prismaField({
    type: 'ReportJob',
    errors: {},
    authScopes: { loggedIn: true },
    extensions: { operateModule: 'tasks' },
    description: "Starts an export of a list in the background; needs the list's permission; an empty list is refused",
    args: { input: t.arg({ type: StartExportInput, required: true }) },
    resolve: async (query, _r, { input }, ctx) => {
      const job = await jobs.startExport(ctx, compact(input));
      return ctx.db.reportJob.findFirstOrThrow({ ...query, where: { id: job.id } });
    },
  }),
);
