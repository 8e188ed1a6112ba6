/**
 * /inventoryCount: count tasks (spec 02 §2 'Inventory count'): generate, print the list, start,
 * continue, end, loss and profit, export loss data. `?task=ID` opens one task for counting.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { COUNT_MODES } from '@erp/schema';
import { useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { useNavigate, useSearchParams } from 'react-router';
import type { InventoryCountTaskFilter } from '../../api/generated/graphql';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  emptyFilterValues,
  FilterBar,
  FIRST_PAGE,
  PermissionGuard,
  type DataTableColumn,
  type FilterField,
  type FilterValues,
} from '../../ui';
import { useFeatureText } from '../public/featureIntl';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { formatDateTime, textOrUndefined } from '../shared/format';
import { ExportButton } from '../tasks';
import { useWarehouseOptions } from '../warehouses/pickers';
import { CountEntry } from './components/CountEntry';
import { CreateCountTaskDialog } from './components/CreateCountTaskDialog';
import { CountStatusBadge, PrintCountMenu, useCountLabels } from './components/labels';
import { useTaskActions } from './components/useTaskActions';
import { useCountTasks, type CountTaskRow } from './hooks';
import { inventoryCountMessages } from './messages';

const STATUSES = ['pending', 'counting', 'finished'] as const;

export function InventoryCountPage() {
  return (
    <FeatureScope messages={inventoryCountMessages}>
      <InventoryCountScreen />
    </FeatureScope>
  );
}

function InventoryCountScreen() {
  const [params] = useSearchParams();
  const taskId = Number(params.get('task'));
  // the kept-alive page follows its address: ?task=ID counts one task, no parameter lists them
  return Number.isInteger(taskId) && taskId > 0 ? <CountEntry key={taskId} taskId={taskId} /> : <TaskList />;
}

function toFilter(v: FilterValues): InventoryCountTaskFilter {
  const warehouseId = typeof v.warehouseId === 'string' && v.warehouseId !== '' ? Number(v.warehouseId) : undefined;
  return { status: textOrUndefined(v.status), mode: textOrUndefined(v.mode), warehouseId, keyword: textOrUndefined(v.keyword) };
}

function TaskList() {
  const t = useFeatureText(inventoryCountMessages);
  const labels = useCountLabels();
  const navigate = useNavigate();
  const { options: warehouses } = useWarehouseOptions();
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'status', label: t('inventoryCount.filter.status'), type: 'select', options: STATUSES.map((s) => ({ value: s, label: labels.status(s) })) },
      { name: 'warehouseId', label: t('inventoryCount.filter.warehouse'), type: 'select', options: warehouses.map((w) => ({ value: String(w.id), label: w.name })) },
      { name: 'mode', label: t('inventoryCount.filter.mode'), type: 'select', options: COUNT_MODES.map((m) => ({ value: m, label: labels.mode(m) })) },
      { name: 'keyword', label: t('inventoryCount.filter.keyword'), type: 'text' },
    ],
    [t, labels, warehouses],
  );
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [filter, setFilter] = useState<InventoryCountTaskFilter>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, loading, error, refetch } = useCountTasks(page, pageSize, filter);
  const [creating, setCreating] = useState(false);
  const actions = useTaskActions(refetch);
  const open = (task: CountTaskRow) => navigate(`/inventoryCount?task=${task.id}`);

  const quantityValue = (quantity: number | null, value: string | null) =>
    quantity == null ? <Text color="fg.muted">{t('inventoryCount.hidden')}</Text> : t('inventoryCount.quantityValue', { quantity, value: Number(value ?? 0).toFixed(2) });

  const columns: DataTableColumn<CountTaskRow>[] = [
    {
      key: 'taskNo',
      header: t('inventoryCount.col.taskNo'),
      hideable: false,
      cell: (r) => (
        <Button variant="plain" size="sm" px="0" colorPalette="teal" onClick={() => open(r)}>
          {r.taskNo}
        </Button>
      ),
    },
    { key: 'warehouse', header: t('inventoryCount.col.warehouse'), cell: (r) => r.warehouseName || '—' },
    { key: 'mode', header: t('inventoryCount.col.mode'), cell: (r) => labels.mode(r.mode) },
    { key: 'countType', header: t('inventoryCount.col.countType'), cell: (r) => labels.countType(r.countType), hiddenByDefault: true },
    { key: 'status', header: t('inventoryCount.col.status'), cell: (r) => <CountStatusBadge status={r.status} /> },
    { key: 'progress', header: t('inventoryCount.col.progress'), align: 'end', cell: (r) => `${r.summary.counted}/${r.summary.lines}` },
    { key: 'errors', header: t('inventoryCount.col.errors'), align: 'end', cell: (r) => r.summary.errorLines ?? <Text color="fg.muted">{t('inventoryCount.hidden')}</Text> },
    { key: 'loss', header: t('inventoryCount.col.loss'), align: 'end', cell: (r) => quantityValue(r.summary.lossQuantity, r.summary.lossValue) },
    { key: 'profit', header: t('inventoryCount.col.profit'), align: 'end', cell: (r) => quantityValue(r.summary.profitQuantity, r.summary.profitValue) },
    { key: 'createdAt', header: t('inventoryCount.col.createdAt'), cell: (r) => formatDateTime(r.createdAt) },
    { key: 'finishedAt', header: t('inventoryCount.col.finishedAt'), cell: (r) => formatDateTime(r.finishedAt), hiddenByDefault: true },
    {
      key: 'actions',
      header: t('inventoryCount.col.actions'),
      hideable: false,
      cell: (r) => (
        <HStack gap="1" wrap="wrap">
          {r.status === 'pending' ? (
            <PermissionGuard permission="inventoryCount.count">
              <Button size="xs" variant="ghost" colorPalette="teal" onClick={() => void actions.start(r)} aria-label={`${t('inventoryCount.start')} ${r.taskNo}`}>
                {t('inventoryCount.start')}
              </Button>
            </PermissionGuard>
          ) : null}
          {r.status === 'counting' ? (
            <PermissionGuard permission="inventoryCount.count">
              <Button size="xs" variant="ghost" colorPalette="teal" onClick={() => open(r)} aria-label={`${t('inventoryCount.continue')} ${r.taskNo}`}>
                {t('inventoryCount.continue')}
              </Button>
              <Button size="xs" variant="ghost" colorPalette="orange" onClick={() => void actions.end(r)} aria-label={`${t('inventoryCount.end')} ${r.taskNo}`}>
                {t('inventoryCount.end')}
              </Button>
            </PermissionGuard>
          ) : null}
          {r.status === 'finished' ? (
            <Button size="xs" variant="ghost" onClick={() => open(r)} aria-label={`${t('inventoryCount.details')} ${r.taskNo}`}>
              {t('inventoryCount.details')}
            </Button>
          ) : null}
          <PrintCountMenu task={r} />
          {r.status === 'pending' ? (
            <PermissionGuard permission="inventoryCount.create">
              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void actions.remove(r)} aria-label={`${t('inventoryCount.delete')} ${r.taskNo}`}>
                {t('inventoryCount.delete')}
              </Button>
            </PermissionGuard>
          ) : null}
        </HStack>
      ),
    },
  ];

  return (
    <PageFrame title={t('inventoryCount.title')} description={t('inventoryCount.description')}>
      <FilterBar
        fields={fields}
        values={values}
        onChange={setValues}
        onSearch={(v) => {
          setFilter(toFilter(v));
          setPage(FIRST_PAGE);
        }}
        loading={loading}
      />
      <DataTable
        aria-label={t('inventoryCount.title')}
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
        emptyText={t('inventoryCount.empty')}
        columnsStorageKey="table.inventoryCount.columns"
        toolbar={
          <Stack direction="row" gap="2">
            <PermissionGuard permission="inventoryCount.create">
              <Button size="sm" colorPalette="teal" onClick={() => setCreating(true)}>
                <LuPlus />
                {t('inventoryCount.create')}
              </Button>
            </PermissionGuard>
            {/* loss and profit lines of the finished tasks this filter shows (warehouse, number) */}
            <ExportButton reportType="inventoryCountLoss" filter={{ warehouseId: filter.warehouseId, keyword: filter.keyword }}>
              {t('inventoryCount.exportLoss')}
            </ExportButton>
          </Stack>
        }
      />
      {creating ? (
        <CreateCountTaskDialog
          onClose={() => setCreating(false)}
          onSaved={() => {
            setCreating(false);
            refetch();
          }}
        />
      ) : null}
    </PageFrame>
  );
}
