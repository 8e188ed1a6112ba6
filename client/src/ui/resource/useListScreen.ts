/**
 * The state every list screen has, once: the filter bar's values and the applied filter, the page
 * and its size, the ticked rows, and the confirm → act → reload flow; the list itself comes from
 * `useConnection`. Filter values and the page are kept in the tab's URL query (`?status=draft&page=2`),
 * so a reload, a copied address or a dashboard link opens the same list.
 *
 *   const screen = useListScreen({ document: TransferOrdersDocument, pick: (d) => d.transferOrders, fields, toFilter });
 *   const dialog = useDialog<Dialog>(screen.reload);
 *   <FilterBar {...screen.filterBar} />
 *   <DataTable {...screen.table} columns={columns} rowKey="id" emptyText="…" />
 *   screen.run(() => commands.submit({ id }, { success: t('submitted') }), { confirm: t('confirmSubmit') });
 */
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useConfirm } from '../ConfirmDialog';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, PAGE_SIZES, type RowKey, type SortDirection } from '../DataTable';
import { emptyFilterValues, type DateRange, type FilterField, type FilterValues } from '../FilterBar';
import type { Outcome } from './outcome';
import { useConnection, type ListLike, type NodeOf } from './useConnection';

export interface ListScreenOptions<Q, V extends OperationVariables, L extends ListLike, F> {
  document: TypedDocumentNode<Q, V>;
  pick: (data: Q) => L | null | undefined;
  /** The filter bar's fields (plain data: a new array with the same fields is the same filter bar). */
  fields?: FilterField[];
  /** Filter bar values → the list's filter argument. */
  toFilter?: (values: FilterValues) => F;
  /** The applied filter (and fixed parts such as a status tab) → the query's variables. Default `{ filter }`. */
  variables?: (filter: F, sort: ListSort, tab: string) => Omit<V, 'first' | 'offset' | 'after' | 'limit'>;
  /** Values the bar starts from and "reset" returns to (default: every field empty). */
  defaultValues?: FilterValues;
  pageSize?: number;
  /** `offset` / `limit` page arguments instead of `first` / `offset` (report-style lists). */
  paging?: 'first' | 'limit';
  /** Keep filter values and the page in the URL query (default true). */
  url?: boolean;
  /** Status tabs above the list: their values, the first is the default; kept in the URL as `param` (default `status`). */
  tabs?: { values: readonly string[]; param?: string; /** default: the first value */ initial?: string };
  skip?: boolean;
}

/** The table's sort: column key and direction (both null when unsorted). */
export interface ListSort {
  by: string | null;
  direction: SortDirection | null;
}

const PAGE_PARAM = 'page';
const SIZE_PARAM = 'size';

function readValues(params: URLSearchParams, fields: FilterField[], base: FilterValues): FilterValues {
  const values = { ...base };
  for (const f of fields) {
    const raw = params.get(f.name);
    if (raw === null) continue;
    values[f.name] = f.type === 'dateRange' ? (raw.split('~').concat(['', '']).slice(0, 2) as DateRange) : raw;
  }
  return values;
}

function readPage(params: URLSearchParams): { page: number; pageSize: number } {
  const page = Number(params.get(PAGE_PARAM));
  const size = Number(params.get(SIZE_PARAM));
  return {
    page: Number.isInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : 0,
  };
}

/** Our keys written into `params` (others, such as a dashboard link's, are left alone). */
function writeParams(
  params: URLSearchParams,
  fields: FilterField[],
  values: FilterValues,
  page: number,
  pageSize: number,
  defaultSize: number,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const f of fields) {
    const v = values[f.name];
    const text = Array.isArray(v) ? (v.some(Boolean) ? v.join('~') : '') : (v ?? '');
    if (text) next.set(f.name, text);
    else next.delete(f.name);
  }
  if (page > FIRST_PAGE) next.set(PAGE_PARAM, String(page));
  else next.delete(PAGE_PARAM);
  if (pageSize !== defaultSize) next.set(SIZE_PARAM, String(pageSize));
  else next.delete(SIZE_PARAM);
  return next;
}

const NO_FIELDS: FilterField[] = [];

/** The same fields (names, labels, options) keep one identity across renders: they key the URL query and the values. */
function useStableFields(fields: FilterField[]): FilterField[] {
  const key = JSON.stringify(fields);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => fields, [key]);
}

export function useListScreen<Q, V extends OperationVariables, L extends ListLike, F = Record<string, unknown>>(options: ListScreenOptions<Q, V, L, F>) {
  const { document, pick, toFilter, variables, url = true, skip } = options;
  const fields = useStableFields(options.fields ?? NO_FIELDS);
  const defaultSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const [params, setParams] = useSearchParams();
  const base = useMemo(() => options.defaultValues ?? emptyFilterValues(fields), [options.defaultValues, fields]);

  const initial = useMemo(() => {
    const fromUrl = url ? readValues(params, fields, base) : base;
    const paging = url ? readPage(params) : { page: FIRST_PAGE, pageSize: 0 };
    return { values: fromUrl, page: paging.page, pageSize: paging.pageSize || defaultSize };
    // read once; later address changes are adopted by the effect below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const tabParam = options.tabs?.param ?? 'status';
  const tabValues = options.tabs?.values;
  const firstTab = options.tabs?.initial ?? tabValues?.[0] ?? '';
  const readTab = (p: URLSearchParams) => {
    const raw = p.get(tabParam);
    return tabValues ? (raw !== null && tabValues.includes(raw) ? raw : firstTab) : '';
  };
  const [tab, setTabState] = useState<string>(() => (url ? readTab(params) : firstTab));
  const [values, setValues] = useState<FilterValues>(initial.values);
  const [applied, setApplied] = useState<FilterValues>(initial.values);
  const [page, setPageState] = useState(initial.page);
  const [pageSize, setPageSize] = useState(initial.pageSize);
  const [sort, setSort] = useState<ListSort>({ by: null, direction: null });
  const [selected, setSelected] = useState<{ keys: RowKey[]; rows: NodeOf<L>[] }>({ keys: [], rows: [] });

  // the address we wrote last: a different one (a link, back/forward) is adopted
  const written = useRef(params.toString());
  const write = useCallback(
    (nextValues: FilterValues, nextPage: number, nextSize: number, nextTab?: string) => {
      if (!url) return;
      const next = writeParams(params, fields, nextValues, nextPage, nextSize, defaultSize);
      if (tabValues && nextTab !== undefined) {
        if (nextTab === firstTab) next.delete(tabParam);
        else next.set(tabParam, nextTab);
      }
      written.current = next.toString();
      if (written.current !== params.toString()) setParams(next, { replace: true });
    },
    [url, params, fields, defaultSize, setParams, tabValues, tabParam, firstTab],
  );
  const query = params.toString();
  useEffect(() => {
    if (!url || query === written.current) return;
    written.current = query;
    const fromUrl = readValues(params, fields, base);
    const paging = readPage(params);
    setValues(fromUrl);
    setApplied(fromUrl);
    setPageState(paging.page);
    setPageSize(paging.pageSize || defaultSize);
    if (tabValues) setTabState(readTab(params));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  const filter = useMemo(() => (toFilter ? toFilter(applied) : ({} as F)), [toFilter, applied]);
  const vars = (variables ? variables(filter, sort, tab) : { filter }) as Omit<V, 'first' | 'offset' | 'after' | 'limit'>;
  const list = useConnection(document, pick, vars as never, { page, pageSize, skip, paging: options.paging });

  const search = useCallback(
    (next: FilterValues) => {
      setValues(next);
      setApplied(next);
      setPageState(FIRST_PAGE);
      setSelected({ keys: [], rows: [] });
      write(next, FIRST_PAGE, pageSize);
    },
    [write, pageSize],
  );
  const setPage = useCallback(
    (nextPage: number, nextSize: number = pageSize) => {
      setPageState(nextPage);
      setPageSize(nextSize);
      write(applied, nextPage, nextSize);
    },
    [write, applied, pageSize],
  );

  /** Another status tab: the first page of it, kept in the URL. */
  const setTab = useCallback(
    (next: string) => {
      setTabState(next);
      setPageState(FIRST_PAGE);
      setSelected({ keys: [], rows: [] });
      write(applied, FIRST_PAGE, pageSize, next);
    },
    [write, applied, pageSize],
  );

  const confirm = useConfirm();
  const { refetch } = list;
  /** Ask for the list again; fire and forget (a failure shows in the table, see useConnection). */
  const reload = useCallback(() => void refetch(), [refetch]);
  /**
   * Confirm (when asked) → run the command (its own feedback: see useCommands) → reload the list
   * when it went through. Resolves to whether it went through.
   */
  const run = useCallback(
    async (action: () => Promise<Outcome<unknown>>, ask?: { confirm?: string; danger?: boolean; title?: string; confirmText?: string }) => {
      if (ask?.confirm && !(await confirm({ message: ask.confirm, danger: ask.danger, title: ask.title, confirmText: ask.confirmText }))) return false;
      const outcome = await action();
      if (outcome.ok) {
        setSelected({ keys: [], rows: [] });
        reload();
      }
      return outcome.ok;
    },
    [confirm, reload],
  );

  return {
    ...list,
    reload,
    filter,
    /** The status tab shown ('' without `tabs`). */
    tab,
    setTab,
    values,
    page,
    pageSize,
    setPage,
    search,
    sort,
    selection: { ...selected, clear: () => setSelected({ keys: [], rows: [] }) },
    run,
    /** Spread onto `<FilterBar>`. */
    filterBar: { fields, values, onChange: setValues, onSearch: search, defaultValues: base, loading: list.loading },
    /** Spread onto `<DataTable>` (add columns, rowKey, emptyText, toolbar). */
    table: {
      rows: list.rows,
      total: list.total,
      page,
      pageSize,
      onPageChange: setPage,
      loading: list.loading,
      error: list.error,
      onRetry: reload,
      selectedKeys: selected.keys,
      onSelectionChange: (keys: RowKey[], rows: NodeOf<L>[]) => setSelected({ keys, rows }),
      sortBy: sort.by,
      sortDirection: sort.direction,
      onSortChange: (by: string | null, direction: SortDirection | null) => {
        setSort({ by, direction });
        setPageState(FIRST_PAGE);
      },
    },
  };
}

/**
 * Which dialog of a screen is open (`{ kind: 'edit', row }`), once: `open`, `close`, and `done`
 * (close, then `onDone`, usually the list's reload).
 */
export function useDialog<D>(onDone?: () => void | Promise<void>) {
  const [current, setCurrent] = useState<D | null>(null);
  const after = useRef(onDone);
  after.current = onDone;
  return {
    current,
    open: useCallback((dialog: D) => setCurrent(dialog), []),
    close: useCallback(() => setCurrent(null), []),
    done: useCallback(() => {
      setCurrent(null);
      void after.current?.();
    }, []),
  };
}

/**
 * A list the server answers whole (a report per warehouse, the carrier catalogue): paged on the
 * client. `table` goes onto `<DataTable>` like `useListScreen`'s; `first()` goes back to page 1
 * (after the filter changed).
 *
 *   const pages = useLocalPages(shown, { loading, error, onRetry: refetch });
 *   <DataTable {...pages.table} columns={columns} rowKey="code" emptyText={…} />
 */
export function useLocalPages<T>(
  rows: readonly T[],
  state: { loading?: boolean; error?: unknown; onRetry?: () => unknown } = {},
  initialSize = DEFAULT_PAGE_SIZE,
) {
  const [page, setPageState] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(initialSize);
  const onPageChange = useCallback(
    (next: number, size: number = pageSize) => {
      setPageState(next);
      setPageSize(size);
    },
    [pageSize],
  );
  return {
    page,
    pageSize,
    first: useCallback(() => setPageState(FIRST_PAGE), []),
    table: {
      rows: rows.slice((page - 1) * pageSize, page * pageSize),
      total: rows.length,
      page,
      pageSize,
      onPageChange,
      loading: state.loading,
      error: state.error,
      onRetry: state.onRetry ? () => void state.onRetry?.() : undefined,
    },
  };
}
