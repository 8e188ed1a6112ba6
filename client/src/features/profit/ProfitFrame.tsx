/**
 * What /profitReport and /profitReportOrder share: the report page of the profit filter with the
 * export of the searched filter (the task queue's progress and download), the totals of the whole
 * filter and the empty text.
 */
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../ui';
import type { ReportQuery } from '../../ui/useReportQuery';
import { useFeatureText } from '../../i18n/featureIntl';
import { ExportedReportPage } from '../sales-reports/ExportedReportPage';
import { totalItems, type ProfitTerms } from './columns';
import type { useProfitFilter } from './filter';
import { profitMessages } from './messages';

/** The report type of each screen (its export) and its texts (`profitPage.<text>.*`). */
const SCREENS = { profitReport: 'report', profitReportOrder: 'order' } as const;

export interface ProfitFrameProps<T> {
  reportType: keyof typeof SCREENS;
  state: ReturnType<typeof useProfitFilter>;
  query: ReportQuery<{ rows: readonly T[]; totalCount: number; totals: ProfitTerms & { orders: number } }>;
  columns: DataTableColumn<T>[];
  rowKey: keyof T & string;
  chart?: ReactNode;
}

export function ProfitFrame<T>({ reportType, state, query, ...table }: ProfitFrameProps<T>) {
  const t = useFeatureText(profitMessages);
  const { report } = query;
  const text = SCREENS[reportType];
  return (
    <ExportedReportPage
      {...table}
      reportType={reportType}
      title={t(`profitPage.${text}.title`)}
      description={t(`profitPage.${text}.description`)}
      query={query}
      filterProblem={state.problem ? t(state.problem) : null}
      state={state}
      rows={report?.rows ?? []}
      total={report?.totalCount ?? 0}
      emptyText={t('profitPage.empty')}
      totals={report ? { label: t('profitPage.totals'), items: totalItems(t, report.totals) } : null}
    />
  );
}
