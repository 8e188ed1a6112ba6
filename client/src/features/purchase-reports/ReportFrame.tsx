/**
 * What the four purchasing reports share: the filter (order-date period, default the last 30 days,
 * at most 366; supplier, warehouse, purchaser), the totals strip and the page layout with the
 * table and its export.
 */
import { Alert, Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import type { PurchaseReportFilter } from '../../api/generated/graphql';
import { DataTable, DEFAULT_PAGE_SIZE, FilterBar, FIRST_PAGE, type DataTableColumn, type DateRange, type FilterField, type FilterValues } from '../../ui';
import { PageFrame } from '../shared/FeatureScope';
import { dayBoundary } from '../shared/format';
import { useFeatureText } from '../public/featureIntl';
import { idOrUndefined, useWarehouseFilterOptions } from '../inventory/filters';
import { ExportButton } from '../tasks/ExportButton';
import { useReportOptions } from './hooks';
import { purchaseReportsMessages, type PurchaseReportsMessageId } from './messages';

const DAY = 86_400_000;
/** Longest period (days, both ends included), as the server checks it. */
export const PERIOD_MAX_DAYS = 366;

const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** The last 30 days, today included. */
export function defaultPeriod(now = new Date()): DateRange {
  return [ymd(new Date(now.getTime() - 29 * DAY)), ymd(now)];
}

/** The period's problem, if any (message id), checked before asking the server. */
export function periodProblem([from, to]: DateRange): PurchaseReportsMessageId | null {
  if (!from || !to) return 'purchaseReportPage.filter.periodRequired';
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY);
  if (days < 0) return 'purchaseReportPage.filter.toBeforeFrom';
  if (days + 1 > PERIOD_MAX_DAYS) return 'purchaseReportPage.filter.periodTooLong';
  return null;
}

export function toReportFilter(v: FilterValues): PurchaseReportFilter {
  const [from, to] = Array.isArray(v.period) ? v.period : (['', ''] as DateRange);
  return {
    from: dayBoundary(from, false) ?? undefined,
    to: dayBoundary(to, true) ?? undefined,
    supplierId: idOrUndefined(v.supplierId),
    warehouseId: idOrUndefined(v.warehouseId),
    purchaserId: idOrUndefined(v.purchaserId),
  };
}

/** Filter fields, values and the searched filter of a report page (page number included). */
export function useReportFilter() {
  const t = useFeatureText(purchaseReportsMessages);
  const warehouses = useWarehouseFilterOptions();
  const { suppliers, purchasers } = useReportOptions();
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'period', label: t('purchaseReportPage.filter.period'), type: 'dateRange' },
      { name: 'supplierId', label: t('purchaseReportPage.filter.supplier'), type: 'select', options: suppliers.map((s) => ({ value: String(s.id), label: s.name })) },
      { name: 'warehouseId', label: t('purchaseReportPage.filter.warehouse'), type: 'select', options: warehouses },
      { name: 'purchaserId', label: t('purchaseReportPage.filter.purchaser'), type: 'select', options: purchasers.map((p) => ({ value: String(p.id), label: p.name })) },
    ],
    [t, suppliers, warehouses, purchasers],
  );
  const defaults = useMemo<FilterValues>(() => ({ period: defaultPeriod(), supplierId: '', warehouseId: '', purchaserId: '' }), []);
  const [values, setValues] = useState<FilterValues>(defaults);
  const [filter, setFilter] = useState<PurchaseReportFilter>(() => toReportFilter(defaults));
  const [problem, setProblem] = useState<PurchaseReportsMessageId | null>(null);
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const search = (v: FilterValues) => {
    const p = periodProblem(Array.isArray(v.period) ? v.period : ['', '']);
    setProblem(p);
    if (p) return;
    setFilter(toReportFilter(v));
    setPage(FIRST_PAGE);
  };
  return { fields, values, setValues, defaults, filter, search, problem, page, pageSize, setPage, setPageSize };
}

export type ReportFilterState = ReturnType<typeof useReportFilter>;

export interface TotalItem {
  label: string;
  value: ReactNode;
}

/** The totals of the whole filter (not only the page), as a labelled strip. */
export function TotalsStrip({ items }: { items: TotalItem[] }) {
  const t = useFeatureText(purchaseReportsMessages);
  return (
    <Box borderWidth="1px" rounded="md" p="3" bg="bg.subtle" role="region" aria-label={t('purchaseReportPage.totals')}>
      <HStack gap="1" mb="2">
        <Text fontWeight="semibold" textStyle="sm">
          {t('purchaseReportPage.totals')}
        </Text>
      </HStack>
      <SimpleGrid columns={{ base: 2, md: 4, lg: Math.min(items.length, 8) }} gap="3">
        {items.map((i) => (
          <Stack key={i.label} gap="0">
            <Text textStyle="xs" color="fg.muted">
              {i.label}
            </Text>
            <Text fontWeight="medium" data-testid={`total-${i.label}`}>
              {i.value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Box>
  );
}

export interface ReportFrameProps<T> {
  title: string;
  description: string;
  reportType: string;
  state: ReportFilterState;
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  total: number;
  loading: boolean;
  error: unknown;
  refused: string | null;
  onRetry: () => void;
  totals: TotalItem[] | null;
  chart?: ReactNode;
}

export function ReportFrame<T extends { id: number }>({ title, description, reportType, state, columns, rows, total, loading, error, refused, onRetry, totals, chart }: ReportFrameProps<T>) {
  const t = useFeatureText(purchaseReportsMessages);
  const problem = state.problem ? t(state.problem) : refused;
  return (
    <PageFrame title={title} description={description}>
      <FilterBar
        fields={state.fields}
        values={state.values}
        onChange={state.setValues}
        onSearch={state.search}
        defaultValues={state.defaults}
        loading={loading}
      />
      {problem ? (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      ) : null}
      {chart}
      {totals && total > 0 ? <TotalsStrip items={totals} /> : null}
      <DataTable
        aria-label={title}
        columns={columns}
        rows={rows}
        rowKey="id"
        page={state.page}
        pageSize={state.pageSize}
        total={total}
        onPageChange={(p, size) => {
          state.setPage(p);
          state.setPageSize(size);
        }}
        loading={loading && rows.length === 0}
        error={error}
        onRetry={onRetry}
        emptyText={t('purchaseReportPage.empty')}
        toolbar={<ExportButton reportType={reportType} filter={state.filter} />}
      />
    </PageFrame>
  );
}

/** 0.0435 → "4.35%". */
export function percent(rate: number): string {
  return `${(Math.round(rate * 10000) / 100).toFixed(2)}%`;
}
