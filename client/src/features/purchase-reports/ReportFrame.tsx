/**
 * What the four purchasing reports share: the filter (order-date period, default the last 30 days,
 * at most 366; supplier, warehouse, purchaser), the totals strip and the page layout with the
 * table and its export. The layout and the period rules are the UI kit's (`ReportLayout`,
 * `useReportSearch`); this gives them the purchasing filter and texts.
 */
import { useMemo, type ReactNode } from 'react';
import type { PurchaseReportFilter } from '../../api/generated/types';
import {
  periodOf,
  periodRules,
  ReportPage,
  TotalsStrip,
  useReportSearch,
  type DataTableColumn,
  type FilterField,
  type FilterValues,
  type TotalItem,
} from '../../ui';
import { dayBoundary } from '../../ui/format';
import { useFeatureText } from '../../i18n/featureIntl';
import { useWarehouseFilterOptions } from '../warehouses/pickers';
import { idOrUndefined } from '../../ui/format';
import { ExportButton } from '../tasks/ExportButton';
import { useReportOptions } from './hooks';
import { purchaseReportsMessages } from './messages';

export { formatRate as percent, type TotalItem } from '../../ui';

const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** The last 30 days (today included) and the period's problem (message id), checked before asking the server. */
export const { defaultPeriod, periodProblem } = periodRules('purchaseReportPage.filter.', ymd);

export function toReportFilter(v: FilterValues): PurchaseReportFilter {
  const [from, to] = periodOf(v);
  return {
    from: dayBoundary(from, false) ?? undefined,
    to: dayBoundary(to, true) ?? undefined,
    supplierId: idOrUndefined(v.supplierId),
    warehouseId: idOrUndefined(v.warehouseId),
    purchaserId: idOrUndefined(v.purchaserId),
  };
}

const defaultValues = (): FilterValues => ({ period: defaultPeriod(), supplierId: '', warehouseId: '', purchaserId: '' });
const checkValues = (v: FilterValues) => periodProblem(periodOf(v));

/** Filter fields, values and the searched filter of a report page (page number included). */
export function useReportFilter() {
  const t = useFeatureText(purchaseReportsMessages);
  const warehouses = useWarehouseFilterOptions();
  const { suppliers, purchasers } = useReportOptions();
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'period', label: t('purchaseReportPage.filter.period'), type: 'dateRange' },
      {
        name: 'supplierId',
        label: t('purchaseReportPage.filter.supplier'),
        type: 'select',
        options: suppliers.map((s) => ({ value: String(s.id), label: s.name })),
      },
      { name: 'warehouseId', label: t('purchaseReportPage.filter.warehouse'), type: 'select', options: warehouses },
      {
        name: 'purchaserId',
        label: t('purchaseReportPage.filter.purchaser'),
        type: 'select',
        options: purchasers.map((p) => ({ value: String(p.id), label: p.name })),
      },
    ],
    [t, suppliers, warehouses, purchasers],
  );
  const search = useReportSearch({ defaults: defaultValues, toFilter: toReportFilter, check: checkValues });
  return { fields, ...search };
}

export type ReportFilterState = ReturnType<typeof useReportFilter>;

/** What a report query answers (`useReport`): the page of rows, its count and the totals of the whole filter. */
export interface ReportQuery<T, Totals> {
  report: { rows: readonly T[]; totalCount: number; totals: Totals } | null;
  refused: string | null;
  loading: boolean;
  error: unknown;
  refetch: () => void;
}

export interface ReportFrameProps<T, Totals> {
  title: string;
  description: string;
  reportType: string;
  state: ReportFilterState;
  columns: DataTableColumn<T>[];
  query: ReportQuery<T, Totals>;
  /** The totals strip's items. */
  totals: (totals: Totals) => TotalItem[];
  chart?: ReactNode;
}

export function ReportFrame<T extends { id: number }, Totals>({
  title,
  description,
  reportType,
  state,
  columns,
  query,
  totals,
  chart,
}: ReportFrameProps<T, Totals>) {
  const t = useFeatureText(purchaseReportsMessages);
  const { report } = query;
  const total = report?.totalCount ?? 0;
  return (
    <ReportPage
      title={title}
      description={description}
      query={query}
      filterProblem={state.problem ? t(state.problem) : null}
      columns={columns}
      rows={report?.rows ?? []}
      total={total}
      chart={chart}
      state={state}
      totals={report && total > 0 ? <TotalsStrip label={t('purchaseReportPage.totals')} items={totals(report.totals)} /> : null}
      rowKey="id"
      emptyText={t('purchaseReportPage.empty')}
      toolbar={<ExportButton reportType={reportType} filter={state.filter} />}
    />
  );
}
