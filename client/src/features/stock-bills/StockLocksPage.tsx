/** /stockLockManage: who holds which stock; lock by hand (stock.occupy) and release part or all. */
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { OCCUPATION_SOURCES } from '@erp/schema';
import { useMemo, useState } from 'react';
import { LuLock } from 'react-icons/lu';
import type { StockOccupationFilter } from '../../api/generated/graphql';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  emptyFilterValues,
  FilterBar,
  FIRST_PAGE,
  PermissionGuard,
  type DataTableColumn,
  type DateRange,
  type FilterField,
  type FilterValues,
} from '../../ui';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { dayBoundary, formatDateTime, textOrUndefined } from '../shared/format';
import { useFeatureText } from '../public/featureIntl';
import { useWarehouseOptions } from '../warehouses/pickers';
import { LockDialog, ReleaseDialog } from './components/LockDialogs';
import { useOccupations, type OccupationRow } from './hooks';
import { stockBillsMessages, type StockBillsMessageId } from './messages';

export function StockLocksPage() {
  return (
    <FeatureScope messages={stockBillsMessages}>
      <StockLocksScreen />
    </FeatureScope>
  );
}

function toFilter(v: FilterValues): StockOccupationFilter {
  const [from, to] = Array.isArray(v.date) ? (v.date as DateRange) : ['', ''];
  return {
    warehouseId: typeof v.warehouseId === 'string' && v.warehouseId ? Number(v.warehouseId) : undefined,
    sku: textOrUndefined(v.sku),
    sourceType: textOrUndefined(v.sourceType),
    sourceNo: textOrUndefined(v.sourceNo),
    status: textOrUndefined(v.status),
    from: dayBoundary(from, false) ?? undefined,
    to: dayBoundary(to, true) ?? undefined,
  };
}

type Dialog = { kind: 'lock' } | { kind: 'release'; row: OccupationRow };

function StockLocksScreen() {
  const t = useFeatureText(stockBillsMessages);
  const { options: warehouses } = useWarehouseOptions();
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'sku', label: t('stockLocks.filter.sku'), type: 'text' },
      { name: 'warehouseId', label: t('stockLocks.filter.warehouse'), type: 'select', options: warehouses.map((w) => ({ value: String(w.id), label: w.name })) },
      {
        name: 'status',
        label: t('stockLocks.filter.status'),
        type: 'select',
        options: (['active', 'released'] as const).map((s) => ({ value: s, label: t(`stockLocks.status.${s}`) })),
      },
      { name: 'sourceType', label: t('stockLocks.filter.sourceType'), type: 'select', options: OCCUPATION_SOURCES.map((s) => ({ value: s, label: t(`stockLocks.source.${s}` as StockBillsMessageId) })) },
      { name: 'sourceNo', label: t('stockLocks.filter.sourceNo'), type: 'text' },
      { name: 'date', label: t('stockLocks.filter.date'), type: 'dateRange' },
    ],
    [t, warehouses],
  );
  // the list opens on what is held now
  const defaults = useMemo(() => ({ ...emptyFilterValues(fields), status: 'active' }), [fields]);
  const [values, setValues] = useState<FilterValues>(defaults);
  const [filter, setFilter] = useState<StockOccupationFilter>({ status: 'active' });
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, loading, error, refetch } = useOccupations(page, pageSize, filter);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const done = () => {
    setDialog(null);
    refetch();
  };
  const sourceLabel = (s: string) => ((OCCUPATION_SOURCES as readonly string[]).includes(s) ? t(`stockLocks.source.${s}` as StockBillsMessageId) : s);

  const columns: DataTableColumn<OccupationRow>[] = [
    {
      key: 'sku',
      header: t('stockLocks.col.sku'),
      hideable: false,
      cell: (r) => (
        <Stack gap="0">
          <Text fontWeight="medium">{r.sku}</Text>
          <Text textStyle="xs" color="fg.muted" lineClamp={1}>
            {r.productName}
          </Text>
        </Stack>
      ),
    },
    { key: 'warehouse', header: t('stockLocks.col.warehouse'), cell: (r) => r.warehouseName },
    { key: 'quantity', header: t('stockLocks.col.quantity'), align: 'end', cell: (r) => r.quantity },
    { key: 'source', header: t('stockLocks.col.source'), cell: (r) => sourceLabel(r.sourceType) },
    { key: 'sourceNo', header: t('stockLocks.col.sourceNo'), cell: (r) => r.sourceNo || '—' },
    {
      key: 'status',
      header: t('stockLocks.col.status'),
      cell: (r) => <Badge colorPalette={r.status === 'active' ? 'orange' : 'gray'}>{r.status === 'active' ? t('stockLocks.status.active') : t('stockLocks.status.released')}</Badge>,
    },
    { key: 'remark', header: t('stockLocks.col.remark'), cell: (r) => r.remark || '—' },
    { key: 'createdAt', header: t('stockLocks.col.createdAt'), cell: (r) => <Text whiteSpace="nowrap">{formatDateTime(r.createdAt)}</Text> },
    { key: 'releasedAt', header: t('stockLocks.col.releasedAt'), hiddenByDefault: true, cell: (r) => formatDateTime(r.releasedAt) },
    {
      key: 'actions',
      header: t('stockLocks.col.actions'),
      hideable: false,
      cell: (r) =>
        r.status === 'active' ? (
          <PermissionGuard permission="stock.occupy">
            <HStack>
              <Button size="xs" variant="ghost" colorPalette="teal" onClick={() => setDialog({ kind: 'release', row: r })} aria-label={`${t('stockLocks.release')} ${r.sourceNo || r.sku}`}>
                {t('stockLocks.release')}
              </Button>
            </HStack>
          </PermissionGuard>
        ) : null,
    },
  ];

  return (
    <PageFrame title={t('stockLocks.title')} description={t('stockLocks.description')}>
      <FilterBar
        fields={fields}
        values={values}
        defaultValues={defaults}
        onChange={setValues}
        onSearch={(v) => {
          setFilter(toFilter(v));
          setPage(FIRST_PAGE);
        }}
        loading={loading}
      />
      <DataTable
        aria-label={t('stockLocks.title')}
        columns={columns}
        rows={rows}
        rowKey="id"
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={(p, size) => {
          setPage(p);
          setPageSize(size);
        }}
        loading={loading}
        error={error}
        onRetry={refetch}
        emptyText={t('stockLocks.empty')}
        columnsStorageKey="table.stockLocks.columns"
        toolbar={
          <PermissionGuard permission="stock.occupy">
            <Button size="sm" colorPalette="teal" onClick={() => setDialog({ kind: 'lock' })}>
              <LuLock />
              {t('stockLocks.add')}
            </Button>
          </PermissionGuard>
        }
      />
      {dialog?.kind === 'lock' ? <LockDialog onClose={() => setDialog(null)} onSaved={done} /> : null}
      {dialog?.kind === 'release' ? <ReleaseDialog row={dialog.row} onClose={() => setDialog(null)} onSaved={done} /> : null}
    </PageFrame>
  );
}
