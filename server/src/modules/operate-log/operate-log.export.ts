// Export of the operate log (/operateLog): same filter, scope and order (newest first) as `operateLogs`.
import { z } from 'zod';
import { filterBoolean, filterDate, filterId, filterText, keysetBatches, registerExport } from '../report-jobs/exports';
import { operateLogWhere } from './operate-log.service';

/** Excel refuses longer cell texts. */
const CELL_MAX = 32000;

export const operateLogsExport = registerExport({
  reportType: 'operateLogs',
  nameId: 'export.operateLogs.name',
  permission: 'operateLog',
  filter: z.object({
    userId: filterId.optional(),
    action: filterText().optional(),
    module: filterText().optional(),
    success: filterBoolean.optional(),
    from: filterDate.optional(),
    to: filterDate.optional(),
  }),
  count: (ctx, f) => ctx.db.operateLog.count({ where: operateLogWhere(ctx, f) }),
  rows: (ctx, f) =>
    keysetBatches((after, take) =>
      ctx.db.operateLog.findMany({ where: { AND: [operateLogWhere(ctx, f), after ? { id: { lt: after } } : {}] }, orderBy: { id: 'desc' }, take }),
    ),
  columns: [
    { headerId: 'export.col.id', value: (l) => l.id, width: 10 },
    { headerId: 'export.operateLogs.col.time', value: (l) => l.createdAt, width: 20 },
    { headerId: 'export.operateLogs.col.username', value: (l) => l.username, width: 20 },
    { headerId: 'export.operateLogs.col.module', value: (l) => l.module },
    { headerId: 'export.operateLogs.col.action', value: (l) => l.action, width: 24 },
    { headerId: 'export.operateLogs.col.result', value: (l, c) => c.t(l.success ? 'export.operateLogs.success' : 'export.operateLogs.failure'), width: 10 },
    { headerId: 'export.operateLogs.col.error', value: (l, c) => (l.errorCode ? c.t(l.errorCode) : ''), width: 30 },
    { headerId: 'export.operateLogs.col.ip', value: (l) => l.ip },
    { headerId: 'export.operateLogs.col.detail', value: (l) => JSON.stringify(l.detail).slice(0, CELL_MAX), width: 60 },
  ],
});
