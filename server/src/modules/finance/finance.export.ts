// Export of income and expenditure (/incomeExpenditure, issue 22 item 2): the same filter, scope and
// order (newest first) as `financeEntries`, through the task queue's export machinery.
import { FINANCE_DIRECTIONS } from '@erp/schema';
import { z } from 'zod';
import { filterDate, filterId, filterText, keysetBatches, registerExport } from '../report-jobs/exports';
import { financeEntryWhere } from './finance.service';

export const financeEntriesExport = registerExport({
  reportType: 'financeEntries',
  nameId: 'export.financeEntries.name',
  permission: 'incomeExpenditure',
  filter: z.object({
    accountId: filterId.optional(),
    direction: z.enum(FINANCE_DIRECTIONS, { error: 'finance.directionRequired' }).optional(),
    category: filterText().optional(),
    sourceType: filterText().optional(),
    currency: filterText(3).optional(),
    keyword: filterText().optional(),
    from: filterDate.optional(),
    to: filterDate.optional(),
  }),
  count: (ctx, f) => ctx.db.financeEntry.count({ where: financeEntryWhere(ctx, f) }),
  rows: (ctx, f) =>
    keysetBatches((after, take) =>
      ctx.db.financeEntry.findMany({
        where: { AND: [financeEntryWhere(ctx, f), after ? { id: { lt: after } } : {}] },
        include: { account: { select: { name: true, currency: true } } },
        orderBy: { id: 'desc' },
        take,
      }),
    ),
  columns: [
    { headerId: 'export.col.id', value: (e) => e.id, width: 10 },
    { headerId: 'export.financeEntries.col.time', value: (e) => e.occurredAt, width: 20 },
    { headerId: 'export.financeEntries.col.account', value: (e) => e.account.name, width: 20 },
    { headerId: 'export.financeEntries.col.direction', value: (e, c) => c.t(`finance.direction.${e.direction}`), width: 8 },
    { headerId: 'export.financeEntries.col.amount', value: (e) => Number(e.amount.toFixed(2)), width: 14 },
    { headerId: 'export.financeEntries.col.currency', value: (e) => e.account.currency, width: 8 },
    { headerId: 'export.financeEntries.col.rate', value: (e) => Number(e.rate.toString()), width: 12 },
    { headerId: 'export.financeEntries.col.baseAmount', value: (e) => Number(e.baseAmount.toFixed(2)), width: 14 },
    { headerId: 'export.financeEntries.col.category', value: (e, c) => c.t(`finance.category.${e.category}`) },
    { headerId: 'export.financeEntries.col.source', value: (e) => e.sourceType },
    { headerId: 'export.financeEntries.col.remark', value: (e) => e.remark, width: 40 },
  ],
});
