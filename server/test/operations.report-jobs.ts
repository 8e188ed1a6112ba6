// Crawler entries of the task queue (see DomainOperations in operations.ts). Jobs belong to one
// user: another company's job never shows up, and exports only ever see the caller's company.
import { REPORT_JOB_STATUS } from '@erp/schema';
import { scopedDb } from '../src/platform/db';
import type { DomainOperations } from './operations';

const R = `{ __typename ... on Error { messageId } ... on MutationStartExportSuccess { data { id } } }`;

export const reportJobOperations: DomainOperations = {
  operations: [
    {
      field: 'reportJobs',
      query: '{ reportJobs(first: 100) { totalCount edges { node { id reportName statusName downloadUrl user { realname } } } } }',
      variables: () => ({}),
      foreign: { list: 'reportJobId' },
    },
    { field: 'reportJobCounts', query: '{ reportJobCounts { status num } }', variables: () => ({}) },
    { field: 'reportTypes', query: '{ reportTypes { reportType reportTypeName } }', variables: () => ({}) },
    { field: 'runningReportJobCount', query: '{ runningReportJobCount }', variables: () => ({}) },
    {
      // Filtering an export on another company's account finds nothing: the export is refused as empty.
      field: 'startExport',
      query: `mutation($i: StartExportInput!) { startExport(input: $i) ${R} }`,
      variables: (i) => ({ i: { reportType: 'subAccounts', filter: { roleId: i.roleId } } }),
    },
  ],
  seed: async (app, company) => {
    // A finished job without a file: deterministic, and nothing for a worker to pick up.
    const db = scopedDb(app.platform.database.prisma, company.companyId);
    const job = await db.reportJob.create({
      data: { userId: company.userId, reportType: 'shops', status: REPORT_JOB_STATUS.finished, percent: 100, rowCount: 1, finishedAt: new Date() } as never,
    });
    return { reportJobId: job.id };
  },
  snapshot: (db, companyId) => db.reportJob.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
};
