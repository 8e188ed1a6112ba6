/**
 * What the four purchasing reports share: the filter (order-date period, default the last 30 days,
 * at most 366; supplier, warehouse, purchaser), the totals strip and the page layout with the
 * table and its export. The layout and the period rules are the UI kit's (`ReportLayout`,
 * `periodRules`), the exported report page is shared with the sales reports; this gives them the
 * purchasing filter and texts.
 */
import { useMemo, type ReactNode } from 'react';
import type { PurchaseReportFilter } from '../../api/generated/types';
import { formatRate, periodOf, periodRules, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { dayBoundary, idOrUndefined } from '../../ui/format';
import { useFeatureText } from '../../i18n/featureIntl';
import { useWarehouseFilterOptions } from '../warehouses/pickers';
import { ExportedReportPage, usePeriodSearch } from '../sales-reports/ExportedReportPage';
import { useReportOptions } from './hooks';
import { purchaseReportsMessages, type PurchaseReportsMessageId } from './messages';

export { formatRate as percent } from '../../ui';

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
  const search = usePeriodSearch(periodProblem, defaultValues, toReportFilter);
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

type ReportKind = 'supplierStatistics' | 'procurementFlow' | 'purchaserStatistics' | 'purchaseBill';
type ColumnOf<I> = I extends `purchaseReportPage.col.${infer K}` ? K : never;
type ColumnKey = ColumnOf<PurchaseReportsMessageId>;
/** A figure of the totals under its column's name (`[figure, column]` when they are named apart); rates show as percentages. */
export type TotalFigure<Totals> = (keyof Totals & ColumnKey) | readonly [keyof Totals & string, ColumnKey];

export interface ReportFrameProps<T, Totals> {
  kind: ReportKind;
  state: ReportFilterState;
  columns: DataTableColumn<T>[];
  query: ReportQuery<T, Totals>;
  /** The totals strip's figures. */
  totals: readonly TotalFigure<Totals>[];
  chart?: ReactNode;
}

/** A purchasing report screen: the page of `kind` (its title, description and export), the filter, chart, totals and the table. */
export function ReportFrame<T extends { id: number }, Totals>({ kind, state, columns, query, totals, chart }: ReportFrameProps<T, Totals>) {
  const t = useFeatureText(purchaseReportsMessages);
  const { report } = query;
  const figure = (item: TotalFigure<Totals>) => {
    const [key, column] = typeof item === 'string' ? [item, item] : item;
    const value = report!.totals[key as keyof Totals];
    return { label: t(`purchaseReportPage.col.${column}`), value: key.endsWith('Rate') ? formatRate(Number(value)) : (value as ReactNode) };
  };
  return (
    <ExportedReportPage
      title={t(`purchaseReportPage.${kind}.title`)}
      description={t(`purchaseReportPage.${kind}.description`)}
      reportType={kind === 'purchaseBill' ? 'purchaseBillReport' : kind}
      query={query}
      filterProblem={state.problem ? t(state.problem) : null}
      columns={columns}
      rows={report?.rows ?? []}
      total={report?.totalCount ?? 0}
      chart={chart}
      state={state}
      totals={report ? { label: t('purchaseReportPage.totals'), items: totals.map(figure) } : null}
      rowKey="id"
      emptyText={t('purchaseReportPage.empty')}
    />
  );
}
