/**
 * /inventoryCount: count tasks (spec 02 §2 'Inventory count'): generate, print the list, start,
 * continue, end, loss and profit, export loss data. `?task=ID` opens one task for counting.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { COUNT_DELETABLE, COUNT_MODES, COUNT_STATUSES, COUNT_TRANSITIONS, oneOf } from '@erp/schema';
import { useNavigate, useSearchParams } from 'react-router';
import type { InventoryCountTaskFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterField, type FilterValues, choiceField } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, idOrUndefined, textOrUndefined } from '../../ui/format';
import { pageOf, actionsColumn, LifecycleActions, type LifecycleItem, useDialog, useListScreen, ListPage } from '../../ui/resource';
import { ExportButton } from '../tasks';
import { useWarehouseOptions } from '../warehouses/pickers';
import { CountEntry } from './components/CountEntry';
import { CreateCountTaskDialog } from './components/CreateCountTaskDialog';
import { CountStatusBadge, PrintCountMenu, useCountLabels } from './components/labels';
import { useTaskActions } from './components/useTaskActions';
import { countTaskList, type CountTaskRow } from './hooks';
import { inventoryCountMessages } from './messages';
import { CreateButton } from '../../ui/CreateButton';

type CountAction = keyof typeof COUNT_TRANSITIONS;

export const InventoryCountPage = featurePage(inventoryCountMessages, InventoryCountScreen);

function InventoryCountScreen() {
  const [params] = useSearchParams();
  const taskId = Number(params.get('task'));
  // the kept-alive page follows its address: ?task=ID counts one task, no parameter lists them
  return Number.isInteger(taskId) && taskId > 0 ? <CountEntry key={taskId} taskId={taskId} /> : <TaskList />;
}

function toFilter(v: FilterValues): InventoryCountTaskFilter {
  return {
    status: oneOf(COUNT_STATUSES, v.status),
    mode: textOrUndefined(v.mode),
    warehouseId: idOrUndefined(v.warehouseId),
    keyword: textOrUndefined(v.keyword),
  };
}

function TaskList() {
  const t = useFeatureText(inventoryCountMessages);
  const labels = useCountLabels();
  const navigate = useNavigate();
  const { options: warehouses } = useWarehouseOptions();
  const fields: FilterField[] = [
    choiceField('status', t('inventoryCount.filter.status'), COUNT_STATUSES, (s) => labels.status(s)),
    {
      name: 'warehouseId',
      label: t('inventoryCount.filter.warehouse'),
      type: 'select',
      options: warehouses.map((w) => ({ value: String(w.id), label: w.name })),
    },
    choiceField('mode', t('inventoryCount.filter.mode'), COUNT_MODES, (m) => labels.mode(m)),
    { name: 'keyword', label: t('inventoryCount.filter.keyword'), type: 'text' },
  ];
  const screen = useListScreen({ ...countTaskList, fields, toFilter });
  const creating = useDialog<true>(screen.reload);
  const actions = useTaskActions(screen.reload);
  const open = (task: CountTaskRow) => void navigate(`/inventoryCount?task=${task.id}`);

  const actionsOf = (r: CountTaskRow): LifecycleItem<CountAction>[] => [
    { action: 'start', label: t('inventoryCount.start'), permission: 'inventoryCount.count', onClick: () => void actions.start(r) },
    { action: 'continue', label: t('inventoryCount.continue'), permission: 'inventoryCount.count', onClick: () => open(r) },
    { action: 'end', label: t('inventoryCount.end'), permission: 'inventoryCount.count', colorPalette: 'orange', onClick: () => void actions.end(r) },
    { key: 'details', label: t('inventoryCount.details'), colorPalette: 'gray', when: r.status === 'finished', onClick: () => open(r) },
    {
      key: 'delete',
      label: t('inventoryCount.delete'),
      permission: 'inventoryCount.create',
      colorPalette: 'red',
      when: COUNT_DELETABLE.includes(r.status),
      onClick: () => void actions.remove(r),
    },
  ];

  const quantityValue = (quantity: number | null, value: string | null) =>
    quantity == null ? (
      <Text color="fg.muted">{t('inventoryCount.hidden')}</Text>
    ) : (
      t('inventoryCount.quantityValue', { quantity, value: Number(value ?? 0).toFixed(2) })
    );

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
    {
      key: 'errors',
      header: t('inventoryCount.col.errors'),
      align: 'end',
      cell: (r) => r.summary.errorLines ?? <Text color="fg.muted">{t('inventoryCount.hidden')}</Text>,
    },
    { key: 'loss', header: t('inventoryCount.col.loss'), align: 'end', cell: (r) => quantityValue(r.summary.lossQuantity, r.summary.lossValue) },
    { key: 'profit', header: t('inventoryCount.col.profit'), align: 'end', cell: (r) => quantityValue(r.summary.profitQuantity, r.summary.profitValue) },
    { key: 'createdAt', header: t('inventoryCount.col.createdAt'), cell: (r) => formatDateTime(r.createdAt) },
    { key: 'finishedAt', header: t('inventoryCount.col.finishedAt'), cell: (r) => formatDateTime(r.finishedAt), hiddenByDefault: true },
    actionsColumn(t('inventoryCount.col.actions'), (r) => (
      <LifecycleActions transitions={COUNT_TRANSITIONS} status={r.status} record={r.taskNo} actions={actionsOf(r)} leading={<PrintCountMenu task={r} />} />
    )),
  ];

  return (
    <ListPage
      page={pageOf(t, 'inventoryCount', 'inventoryCount', undefined, {
        toolbar: (
          <Stack direction="row" gap="2">
            <CreateButton permission="inventoryCount.create" onClick={() => creating.open(true)}>
              {t('inventoryCount.create')}
            </CreateButton>
            {/* loss and profit lines of the finished tasks this filter shows (warehouse, number) */}
            <ExportButton reportType="inventoryCountLoss" filter={{ warehouseId: screen.filter.warehouseId, keyword: screen.filter.keyword }}>
              {t('inventoryCount.exportLoss')}
            </ExportButton>
          </Stack>
        ),
      })}
      screen={screen}
      columns={columns}
    >
      {creating.current ? <CreateCountTaskDialog onClose={creating.close} onSaved={creating.done} /> : null}
    </ListPage>
  );
}
