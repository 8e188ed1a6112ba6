/** Test data for the task queue (shapes of tasks.graphql answers). */
import type { ReportJobCountsQuery, ReportJobsQuery } from './tasks.generated';
import type { ReportJobRow } from './hooks';

export function job(overrides: Partial<ReportJobRow> = {}): ReportJobRow {
  return {
    __typename: 'ReportJob',
    id: 1,
    reportName: '店铺列表',
    reportType: 'shops',
    reportTypeName: '店铺',
    status: 10,
    statusName: '已完成',
    percent: 100,
    messages: [],
    downloadUrl: 'api/v1/reportJobs/1/download',
    rowCount: 3,
    createTime: '2024-05-02T10:00:00.000Z',
    finishTime: '2024-05-02T10:00:05.000Z',
    user: { __typename: 'ReportJobUser', realname: '张三' },
    ...overrides,
  };
}

export function jobList(nodes: ReportJobRow[], totalCount = nodes.length): ReportJobsQuery {
  return {
    reportJobs: {
      __typename: 'QueryReportJobsConnection',
      totalCount,
      edges: nodes.map((node) => ({ __typename: 'QueryReportJobsConnectionEdge', node })),
    },
  };
}

export function counts(all: number, queued: number, processing: number, finished: number, failed: number): ReportJobCountsQuery {
  const c = (status: number, statusName: string, num: number) => ({ __typename: 'ReportJobCount' as const, status, statusName, num });
  return { reportJobCounts: [c(0, '全部', all), c(1, '排队中', queued), c(5, '处理中', processing), c(10, '已完成', finished), c(20, '失败', failed)] };
}

export const reportTypes = {
  reportTypes: [
    { __typename: 'ReportType' as const, reportType: 'shops', reportTypeName: '店铺' },
    { __typename: 'ReportType' as const, reportType: 'subAccounts', reportTypeName: '子账号' },
  ],
};
