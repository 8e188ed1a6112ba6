/**
 * /packingManage: packing tasks of stock orders (spec 02 §3 'Packing task', §5; issue 23 item 3):
 * status tabs with counts, filters, per row the boxes (edited while open), complete (all goods
 * packed), cancel, and the box marks (100 × 100 mm PDF). Tasks are created on /overseasStock from
 * the ticked pending-shipment stock orders ('Generate packing task').
 */
import { Badge, Text } from '@chakra-ui/react';
import { PACKING_STATUSES, PACKING_TRANSITIONS } from '@erp/schema';
import type { PackingTaskCountFilter } from '../../api/generated/types';
import type { DataTableColumn, FilterField, FilterValues } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import {
  actionsColumn,
  confirmedItem,
  CountedTabs,
  tabTexts,
  LifecycleActions,
  ListPage,
  pageOf,
  statusTabs,
  useDialog,
  useListScreen,
  type LifecycleItem,
} from '../../ui/resource';
import { codeColumn, TwoLines } from '../../ui/cells';
import { useFeatureText } from '../../i18n/featureIntl';
import { openPdf } from '../print-templates/pdf';
import { BoxEditorDialog } from './components/BoxEditorDialog';
import { packingTaskList, usePackingCommands, type PackingTaskRow } from './hooks';
import { packingMessages, type PackingMessageId } from './messages';

type Action = keyof typeof PACKING_TRANSITIONS;
const STATUS_COLORS: Record<string, string> = { open: 'orange', completed: 'green', cancelled: 'gray' };

type Dialog = { kind: 'boxes'; task: PackingTaskRow };

const toFilter = (v: FilterValues): PackingTaskCountFilter => ({ keyword: textOrUndefined(v.keyword) });

export const PackingPage = featurePage(packingMessages, PackingScreen);

function PackingScreen() {
  const t = useFeatureText(packingMessages);
  const commands = usePackingCommands();
  const fields: FilterField[] = [{ name: 'keyword', label: t('packing.filter.keyword'), type: 'text' }];
  const screen = useListScreen({
    ...packingTaskList,
    fields,
    toFilter,
    ...statusTabs(PACKING_STATUSES),
  });
  const dialog = useDialog<Dialog>(screen.reload);
  const failure = t('packing.failed');

  const actionsOf = (r: PackingTaskRow): LifecycleItem<Action>[] => [
    {
      action: 'edit',
      label: t('packing.boxes'),
      permission: 'packingManage.update',
      onClick: () => dialog.open({ kind: 'boxes', task: r }),
    },
    {
      key: 'view',
      label: t('packing.viewBoxes'),
      colorPalette: 'gray',
      when: r.status !== 'open',
      onClick: () => dialog.open({ kind: 'boxes', task: r }),
    },
    {
      key: 'print',
      label: t('packing.print'),
      colorPalette: 'gray',
      when: r.boxCount > 0,
      onClick: () =>
        void screen.run(async () => {
          const outcome = await commands.print({ id: r.id }, { failure });
          if (outcome.ok) openPdf(outcome.data.contentBase64, outcome.data.filename);
          return outcome;
        }),
    },
    confirmedItem(
      screen.run,
      { action: 'complete', label: t('packing.complete'), permission: 'packingManage.update', confirm: t('packing.confirmComplete', { taskCode: r.taskCode }) },
      () => commands.complete({ id: r.id }, { success: t('packing.completed'), failure }),
    ),
    confirmedItem(
      screen.run,
      {
        action: 'cancel',
        label: t('packing.cancel'),
        permission: 'packingManage.update',
        colorPalette: 'red',
        confirm: t('packing.confirmCancel', { taskCode: r.taskCode }),
        danger: true,
      },
      () => commands.cancel({ id: r.id }, { success: t('packing.cancelled'), failure }),
    ),
  ];

  const columns: DataTableColumn<PackingTaskRow>[] = [
    codeColumn('taskCode', t('packing.col.taskCode'), (r) => r.taskCode),
    { key: 'route', header: t('packing.col.route'), cell: (r) => `${r.sourceWarehouseName} → ${r.targetWarehouseName}` },
    { key: 'orders', header: t('packing.col.orders'), cell: (r) => <Text textStyle="sm">{r.stockOrderNos.join(', ')}</Text> },
    {
      key: 'packed',
      header: t('packing.col.packed'),
      align: 'end',
      cell: (r) => {
        const packed = r.expected.reduce((s, e) => s + e.packed, 0);
        const total = r.expected.reduce((s, e) => s + e.quantity, 0);
        return <Text color={packed === total ? 'fg.success' : undefined}>{`${packed} / ${total}`}</Text>;
      },
    },
    { key: 'boxes', header: t('packing.col.boxes'), align: 'end', cell: (r) => r.boxCount },
    {
      key: 'status',
      header: t('packing.col.status'),
      cell: (r) => <Badge colorPalette={STATUS_COLORS[r.status] ?? 'gray'}>{t(`packing.status.${r.status}` as PackingMessageId)}</Badge>,
    },
    { key: 'created', header: t('packing.col.created'), cell: (r) => <TwoLines main={formatDateTime(r.createdAt)} sub={r.createdByName} /> },
    actionsColumn(t('packing.col.actions'), (r) => (
      <LifecycleActions transitions={PACKING_TRANSITIONS} status={r.status} record={r.taskCode} actions={actionsOf(r)} />
    )),
  ];

  const open = dialog.current;
  return (
    <ListPage
      page={pageOf(t, 'packing', 'packingManage')}
      screen={screen}
      columns={columns}
      above={<CountedTabs screen={screen} statuses={PACKING_STATUSES} counts={screen.data?.packingTaskStatusCounts} texts={tabTexts(t, 'packing')} />}
    >
      {open?.kind === 'boxes' ? <BoxEditorDialog task={open.task} editable={open.task.status === 'open'} onClose={dialog.close} onDone={dialog.done} /> : null}
    </ListPage>
  );
}
