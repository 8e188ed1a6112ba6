/**
 * What the purchasing and the sales report frames share: a report screen (the UI kit's
 * `ReportPage`) whose toolbar exports the searched filter and whose totals strip shows once the
 * report has rows; and the period search behind it (`usePeriodSearch`: default values, the
 * period checked before asking the server).
 *
 *   const search = usePeriodSearch(periodProblem, defaultValues, toFilter);
 *   <ExportedReportPage reportType="procurementFlow" state={{ fields, ...search }} filterProblem={…} totals={report ? { label, items } : null} … />
 */
import type { ReactNode } from 'react';
import { periodOf, ReportPage, TotalsStrip, useReportSearch, type DateRange, type FilterValues, type ReportPageProps, type TotalItem } from '../../ui';
import { ExportButton } from '../tasks/ExportButton';

/** A report's search whose filter values hold a `period`, checked by `periodProblem` (`periodRules`). */
export function usePeriodSearch<F, P>(periodProblem: (period: DateRange) => P | null, defaults: () => FilterValues, toFilter: (values: FilterValues) => F) {
  return useReportSearch({ defaults, toFilter, check: (v) => periodProblem(periodOf(v)) });
}

export interface ExportedReportPageProps<T> extends Omit<ReportPageProps<T>, 'toolbar' | 'totals' | 'total'> {
  /** The export job's report type. */
  reportType: string;
  state: ReportPageProps<T>['state'] & { filter: object };
  total: number;
  /** The totals of the whole filter (null while unknown); `note` shows above the strip. */
  totals: { label: string; items: TotalItem[]; note?: ReactNode } | null;
}

export function ExportedReportPage<T>({ reportType, totals, ...page }: ExportedReportPageProps<T>) {
  return (
    <ReportPage
      {...page}
      totals={
        totals && page.total > 0 ? (
          <>
            {totals.note}
            <TotalsStrip label={totals.label} items={totals.items} />
          </>
        ) : null
      }
      toolbar={<ExportButton reportType={reportType} filter={page.state.filter} />}
    />
  );
}
