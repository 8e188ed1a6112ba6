import type { PermissionName } from '@erp/schema';
import { Box, Button, ButtonGroup, Checkbox, HStack, IconButton, Pagination, Popover, Portal, Spinner, Stack, Table, Text, VStack } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuChevronLeft, LuChevronRight, LuColumns3 } from 'react-icons/lu';
import { ChoiceSelect } from './ChoiceSelect';
import { EmptyNote, SkeletonRows } from './EmptyPicture';
import { PermissionGuard } from './PermissionGuard';
import { useColumnVisibility } from './useColumnVisibility';
import { useUiText } from './useUiText';

/** Page sizes offered (spec: task list default 30, starting page 1); the API serves at most PAGE_SIZE_MAX (100). */
export const PAGE_SIZES = [30, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 30;
export const FIRST_PAGE = 1;

export type SortDirection = 'asc' | 'desc';
export type RowKey = string | number;

export interface DataTableColumn<T> {
  /** Stable id: used for sorting (`sortBy`) and for the remembered column choice. */
  key: string;
  /** Header text (also the column's name in the column chooser). */
  header: ReactNode;
  /** Cell content for a row. */
  cell: (row: T, rowIndex: number) => ReactNode;
  /** CSS width, e.g. 120 or '20%'. */
  width?: number | string;
  /** Header becomes a sort button (asc → desc → off). */
  sortable?: boolean;
  align?: 'start' | 'center' | 'end';
  /** false: always shown and not offered in the chooser. */
  hideable?: boolean;
  /** Hidden until the user shows it in the chooser. */
  hiddenByDefault?: boolean;
}

export interface BatchAction<T> {
  key: string;
  label: ReactNode;
  /** Gets the selected rows (of the current page) and their keys; selection clears when it settles. */
  onClick: (rows: T[], keys: RowKey[]) => unknown;
  colorPalette?: string;
  /** Only shown to users with this permission (see PermissionGuard). */
  permission?: PermissionName;
  /** Allow the action with nothing selected (e.g. "export all"). */
  allowEmpty?: boolean;
}

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  /** Row identity: a property name or a function. */
  rowKey: (keyof T & string) | ((row: T) => RowKey);

  /** Server-side pagination: current page (1-based), page size and total row count. */
  page: number;
  pageSize: number;
  total: number;
  /** Called with the new page and size; a size change goes back to page 1. */
  onPageChange: (page: number, pageSize: number) => void;
  pageSizes?: readonly number[];

  /** Controlled sorting. */
  sortBy?: string | null;
  sortDirection?: SortDirection | null;
  /** Called with the column key and direction, or (null, null) when sorting is switched off. */
  onSortChange?: (sortBy: string | null, direction: SortDirection | null) => void;

  /** localStorage key remembering the shown/hidden columns (e.g. 'table.orders.columns'). */
  columnsStorageKey?: string;
  /** Show the column chooser (default true). */
  columnChooser?: boolean;

  /** Row checkboxes (implied by batchActions). */
  selectable?: boolean;
  batchActions?: BatchAction<T>[];
  /** Controlled selection (optional). */
  selectedKeys?: readonly RowKey[];
  onSelectionChange?: (keys: RowKey[], rows: T[]) => void;

  loading?: boolean;
  /** Shown instead of the rows, with a retry button when `onRetry` is given. */
  error?: unknown;
  onRetry?: () => void;
  emptyText?: ReactNode;
  /** Extra controls at the left of the toolbar (export, add …). */
  toolbar?: ReactNode;
  'aria-label'?: string;
  /** Table size (Chakra Table size). */
  size?: 'sm' | 'md' | 'lg';
}

function errorMessage(error: unknown): string | null {
  if (error instanceof Error) return error.message || null;
  if (typeof error === 'string') return error || null;
  return null;
}

/**
 * The list table of every screen: server-side pagination and sorting, a remembered column
 * chooser, row selection with batch actions, loading / empty / error states.
 * Built on Chakra v3 Table parts; the caller owns the data and the query.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    columns,
    rows,
    rowKey,
    page,
    pageSize,
    total,
    onPageChange,
    pageSizes = PAGE_SIZES,
    sortBy = null,
    sortDirection = null,
    onSortChange,
    columnsStorageKey,
    columnChooser = true,
    batchActions,
    loading = false,
    error,
    onRetry,
    emptyText,
    toolbar,
    size = 'sm',
  } = props;
  const t = useUiText();
  const selectable = Boolean(props.selectable || (batchActions && batchActions.length > 0));
  const keyOf = useCallback((row: T): RowKey => (typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as unknown as RowKey)), [rowKey]);

  // ---- columns
  const visibility = useColumnVisibility(columns, columnsStorageKey);
  const shown = columns.filter((c) => visibility.isVisible(c.key));

  // ---- selection (controlled or internal), limited to the rows on screen
  const [ownSelection, setOwnSelection] = useState<RowKey[]>([]);
  const controlled = props.selectedKeys !== undefined;
  const { onSelectionChange } = props;
  const selection = controlled ? props.selectedKeys! : ownSelection;
  const rowKeys = useMemo(() => rows.map(keyOf), [rows, keyOf]);
  const selectedSet = useMemo(() => new Set(selection.filter((k) => rowKeys.includes(k))), [selection, rowKeys]);
  const selectedRows = useMemo(() => rows.filter((r) => selectedSet.has(keyOf(r))), [rows, selectedSet, keyOf]);

  const setSelection = useCallback(
    (keys: RowKey[]) => {
      if (!controlled) setOwnSelection(keys);
      onSelectionChange?.(
        keys,
        rows.filter((r) => keys.includes(keyOf(r))),
      );
    },
    [controlled, onSelectionChange, rows, keyOf],
  );

  // new rows (page change, refetch): drop selected keys that are no longer on screen
  useEffect(() => {
    if (controlled) return;
    setOwnSelection((prev) => {
      const next = prev.filter((k) => rowKeys.includes(k));
      return next.length === prev.length ? prev : next;
    });
  }, [rowKeys, controlled]);

  const allChecked = rows.length > 0 && selectedSet.size === rows.length;
  const someChecked = selectedSet.size > 0 && !allChecked;

  const [runningAction, setRunningAction] = useState<string | null>(null);
  const runAction = async (action: BatchAction<T>) => {
    setRunningAction(action.key);
    try {
      await action.onClick(selectedRows, selectedRows.map(keyOf));
      setSelection([]);
    } finally {
      setRunningAction(null);
    }
  };

  // ---- sorting
  const toggleSort = (key: string) => {
    if (!onSortChange) return;
    if (sortBy !== key) onSortChange(key, 'asc');
    else if (sortDirection === 'asc') onSortChange(key, 'desc');
    else onSortChange(null, null);
  };

  // ---- pagination
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);

  const colSpan = shown.length + (selectable ? 1 : 0);
  const message = errorMessage(error);
  const hasError = error !== undefined && error !== null && error !== false;

  let body: ReactNode;
  if (hasError) {
    body = (
      <Table.Row>
        <Table.Cell colSpan={colSpan}>
          <VStack py="8" gap="3" role="alert">
            <Text color="fg.error">{t('ui.common.loadFailed')}</Text>
            {message ? (
              <Text color="fg.muted" textStyle="sm">
                {message}
              </Text>
            ) : null}
            {onRetry ? (
              <Button size="sm" variant="outline" onClick={onRetry}>
                {t('ui.common.retry')}
              </Button>
            ) : null}
          </VStack>
        </Table.Cell>
      </Table.Row>
    );
  } else if (loading && rows.length === 0) {
    body = <SkeletonRows rows={5} columns={colSpan} />;
  } else if (rows.length === 0) {
    body = (
      <Table.Row>
        <Table.Cell colSpan={colSpan}>
          <EmptyNote>{emptyText ?? t('ui.common.noData')}</EmptyNote>
        </Table.Cell>
      </Table.Row>
    );
  } else {
    body = rows.map((row, index) => {
      const key = keyOf(row);
      const checked = selectedSet.has(key);
      return (
        <Table.Row key={String(key)} data-selected={checked ? '' : undefined} aria-selected={selectable ? checked : undefined}>
          {selectable ? (
            <Table.Cell width="10">
              <Checkbox.Root
                size="sm"
                checked={checked}
                onCheckedChange={(d) => setSelection(d.checked === true ? [...selectedSet, key] : [...selectedSet].filter((k) => k !== key))}
              >
                <Checkbox.HiddenInput aria-label={t('ui.table.selectRow', { index: index + 1 })} />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.Cell>
          ) : null}
          {shown.map((c) => (
            <Table.Cell key={c.key} textAlign={c.align}>
              {c.cell(row, index)}
            </Table.Cell>
          ))}
        </Table.Row>
      );
    });
  }

  const chooserColumns = columns.filter((c) => c.hideable !== false);
  const showToolbar = Boolean(toolbar || (batchActions && batchActions.length > 0) || (columnChooser && chooserColumns.length > 0));

  return (
    <Stack gap="3" width="full">
      {showToolbar ? (
        <HStack justify="space-between" gap="3" wrap="wrap">
          <HStack
            gap="2"
            wrap="wrap"
            role={batchActions?.length ? 'toolbar' : undefined}
            aria-label={batchActions?.length ? t('ui.table.selected', { count: selectedSet.size }) : undefined}
          >
            {toolbar}
            {batchActions?.map((action) => {
              const button = (
                <Button
                  key={action.key}
                  size="sm"
                  variant="outline"
                  colorPalette={action.colorPalette}
                  disabled={(!action.allowEmpty && selectedSet.size === 0) || runningAction !== null}
                  loading={runningAction === action.key}
                  onClick={() => void runAction(action)}
                >
                  {action.label}
                </Button>
              );
              return action.permission ? (
                <PermissionGuard key={action.key} permission={action.permission}>
                  {button}
                </PermissionGuard>
              ) : (
                button
              );
            })}
            {selectable && selectedSet.size > 0 ? (
              <HStack gap="2">
                <Text textStyle="sm" color="fg.muted" aria-live="polite">
                  {t('ui.table.selected', { count: selectedSet.size })}
                </Text>
                <Button size="xs" variant="plain" colorPalette="teal" onClick={() => setSelection([])}>
                  {t('ui.table.clearSelection')}
                </Button>
              </HStack>
            ) : null}
          </HStack>
          {columnChooser && chooserColumns.length > 0 ? (
            <Popover.Root positioning={{ placement: 'bottom-end' }}>
              <Popover.Trigger asChild>
                <Button size="sm" variant="outline">
                  <LuColumns3 />
                  {t('ui.table.columns')}
                </Button>
              </Popover.Trigger>
              <Portal>
                <Popover.Positioner>
                  <Popover.Content width="auto" minWidth="48">
                    <Popover.Body>
                      <Stack gap="2" role="group" aria-label={t('ui.table.columns')}>
                        {chooserColumns.map((c) => (
                          <Checkbox.Root
                            key={c.key}
                            size="sm"
                            checked={visibility.isVisible(c.key)}
                            onCheckedChange={(d) => visibility.setVisible(c.key, d.checked === true)}
                          >
                            <Checkbox.HiddenInput />
                            <Checkbox.Control />
                            <Checkbox.Label>{c.header}</Checkbox.Label>
                          </Checkbox.Root>
                        ))}
                        <Button size="xs" variant="plain" alignSelf="start" px="0" onClick={visibility.reset}>
                          {t('ui.table.resetColumns')}
                        </Button>
                      </Stack>
                    </Popover.Body>
                  </Popover.Content>
                </Popover.Positioner>
              </Portal>
            </Popover.Root>
          ) : null}
        </HStack>
      ) : null}

      <Box position="relative">
        <Table.ScrollArea borderWidth="1px" rounded="md" minW="0" data-table-scroll="">
          <Table.Root size={size} stickyHeader interactive={rows.length > 0} aria-label={props['aria-label']} aria-busy={loading || undefined}>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                {selectable ? (
                  <Table.ColumnHeader width="10">
                    <Checkbox.Root
                      size="sm"
                      checked={allChecked ? true : someChecked ? 'indeterminate' : false}
                      disabled={rows.length === 0}
                      onCheckedChange={(d) => setSelection(d.checked === true ? [...rowKeys] : [])}
                    >
                      <Checkbox.HiddenInput aria-label={t('ui.table.selectAll')} />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.ColumnHeader>
                ) : null}
                {shown.map((c) => {
                  const active = sortBy === c.key && sortDirection !== null;
                  const ariaSort = active ? (sortDirection === 'asc' ? 'ascending' : 'descending') : c.sortable ? 'none' : undefined;
                  return (
                    <Table.ColumnHeader key={c.key} width={c.width} textAlign={c.align} aria-sort={ariaSort}>
                      {c.sortable && onSortChange ? (
                        <Button
                          variant="plain"
                          size="xs"
                          px="0"
                          height="auto"
                          fontSize="inherit"
                          fontWeight="inherit"
                          color="inherit"
                          onClick={() => toggleSort(c.key)}
                          aria-label={typeof c.header === 'string' ? c.header : undefined}
                        >
                          {c.header}
                          {active ? (
                            sortDirection === 'asc' ? (
                              <LuArrowUp aria-hidden />
                            ) : (
                              <LuArrowDown aria-hidden />
                            )
                          ) : (
                            <LuArrowUpDown aria-hidden opacity={0.4} />
                          )}
                        </Button>
                      ) : (
                        c.header
                      )}
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            </Table.Header>
            <Table.Body opacity={loading && rows.length > 0 ? 0.5 : 1}>{body}</Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        {loading && rows.length > 0 ? (
          <Box position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center" pointerEvents="none">
            <Spinner size="md" color="teal.solid" aria-label={t('ui.common.loading')} />
          </Box>
        ) : null}
      </Box>

      <HStack justify="flex-end" gap="3" wrap="wrap">
        <Text textStyle="sm" color="fg.muted">
          {t('ui.table.total', { total })}
        </Text>
        <ChoiceSelect
          width="28"
          aria-label={t('ui.table.pageSizeLabel')}
          value={String(pageSize)}
          onChange={(size) => onPageChange(FIRST_PAGE, Number(size))}
          options={sizes.map((s) => ({ value: s, label: t('ui.table.pageSize', { size: s }) }))}
        />
        <Pagination.Root
          count={total}
          pageSize={pageSize}
          page={Math.min(page, pageCount)}
          onPageChange={(d) => onPageChange(d.page, pageSize)}
          siblingCount={1}
          aria-label={t('ui.table.pagination')}
          translations={{
            prevTriggerLabel: t('ui.table.prevPage'),
            nextTriggerLabel: t('ui.table.nextPage'),
            itemLabel: ({ page: p }) => t('ui.table.page', { page: p }),
          }}
        >
          <ButtonGroup variant="ghost" size="sm" attached={false} gap="1">
            <Pagination.PrevTrigger asChild>
              <IconButton aria-label={t('ui.table.prevPage')}>
                <LuChevronLeft />
              </IconButton>
            </Pagination.PrevTrigger>
            <Pagination.Items
              render={(p) => (
                <IconButton variant={{ base: 'ghost', _selected: 'outline' }} aria-label={t('ui.table.page', { page: p.value })}>
                  {p.value}
                </IconButton>
              )}
            />
            <Pagination.NextTrigger asChild>
              <IconButton aria-label={t('ui.table.nextPage')}>
                <LuChevronRight />
              </IconButton>
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
      </HStack>
    </Stack>
  );
}
