/**
 * The body of a report screen: filter bar, problem alert, notices, chart, totals strip and the
 * paged table with its toolbar (export). Every text comes from the feature as props; the page
 * frame (title, description) is the feature's, this renders what goes inside it.
 */
import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './DataTable';
import { PageFrame } from './FeatureScope';
import { Notice } from './Notice';
import { FilterBar, type FilterField, type FilterValues } from './FilterBar';

export interface TotalItem {
  label: string;
  value: ReactNode;
}

/** The totals of the whole filter (not only the page), as a strip named `label`. */
export function TotalsStrip({ label, items }: { label: string; items: TotalItem[] }) {
  return (
    <Box borderWidth="1px" rounded="md" p="3" bg="bg.subtle" role="region" aria-label={label}>
      <Text fontWeight="semibold" textStyle="sm" mb="2">
        {label}
      </Text>
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

/** The filter and page state a report layout reads (what `useReportSearch` gives, with the fields). */
export interface ReportLayoutState {
  fields: FilterField[];
  values: FilterValues;
  setValues: (values: FilterValues) => void;
  defaults: FilterValues;
  search: (values: FilterValues) => void;
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
}

export interface ReportLayoutProps<T> extends Pick<DataTableProps<T>, 'columns' | 'rows' | 'rowKey' | 'total' | 'error' | 'onRetry' | 'emptyText' | 'toolbar'> {
  /** Names the table (the page title). */
  title: string;
  state: ReportLayoutState;
  loading: boolean;
  /** The filter's or the server's problem, shown as an error alert. */
  problem: ReactNode | null;
  /** Fields shown before "more" (the filter bar's default when left out). */
  visibleCount?: number;
  /** Further alerts under the problem. */
  notices?: ReactNode;
  chart?: ReactNode;
  /** The totals (e.g. a `TotalsStrip`), shown as given. */
  totals?: ReactNode;
}

export function ReportLayout<T>({ title, state, loading, problem, visibleCount, notices, chart, totals, rows, ...table }: ReportLayoutProps<T>) {
  return (
    <>
      <FilterBar
        fields={state.fields}
        values={state.values}
        onChange={state.setValues}
        onSearch={state.search}
        defaultValues={state.defaults}
        loading={loading}
        visibleCount={visibleCount}
      />
      {problem ? <Notice status="error" size="sm" title={problem} /> : null}
      {notices}
      {chart}
      {totals}
      <DataTable
        {...table}
        aria-label={title}
        rows={rows}
        page={state.page}
        pageSize={state.pageSize}
        onPageChange={(p, size) => {
          state.setPage(p);
          state.setPageSize(size);
        }}
        loading={loading && rows.length === 0}
      />
    </>
  );
}

/** What `ReportPage` reads of a report query (`useReportQuery`'s answer). */
export interface ReportPageQuery {
  refused: string | null;
  loading: boolean;
  error: unknown;
  refetch: () => void;
}

export interface ReportPageProps<T> extends Omit<ReportLayoutProps<T>, 'loading' | 'error' | 'onRetry' | 'problem'> {
  description: ReactNode;
  query: ReportPageQuery;
  /** The filter's own problem (translated), shown before the server's refusal. */
  filterProblem: ReactNode | null;
}

/**
 * A whole report screen: the page frame (title, description) around the `ReportLayout`, wired to
 * the report query (loading, error and retry; the server's refusal as the problem when the filter has none).
 */
export function ReportPage<T>({ title, description, query, filterProblem, ...layout }: ReportPageProps<T>) {
  return (
    <PageFrame title={title} description={description}>
      <ReportLayout {...layout} title={title} loading={query.loading} error={query.error} onRetry={query.refetch} problem={filterProblem || query.refused} />
    </PageFrame>
  );
}
