/**
 * /fbaWarehouseCargoManagement: FBA shipments (spec 02 §3 'FBA shipment', §4 'plan, pack, ship, mark
 * shipped, sync, cancel'; issue 23 item 6): status tabs with counts, shop / FBA warehouse / keyword
 * filters, batch mark shipped, sync and cancel (per-shipment refusals shown), and per row the actions
 * FBA_SHIPMENT_TRANSITIONS allows (plan again, pack, ship, mark shipped, sync, cancel) and the
 * details with lines and boxes. Amazon's refusal of a call shows under the status.
 */
import { FBA_SHIPMENT_STATUSES, FBA_SHIPMENT_TRANSITIONS, type FbaShipmentStatus } from '@erp/schema';
import { useNavigate } from 'react-router';
import type { FbaShipmentCountFilter } from '../../api/generated/types';
import { toastError, toastSuccess, useGuardPermissions, type DataTableColumn, type FilterField, type FilterValues, type RowKey } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { idOrUndefined, textOrUndefined } from '../../ui/format';
import {
  actionsColumn,
  allows,
  batchActionsFor,
  CountedTabs,
  tabTexts,
  LifecycleActions,
  ListPage,
  pageOf,
  StatusCell,
  statusTabs,
  useDialog,
  useListScreen,
  type LifecycleItem,
} from '../../ui/resource';
import type { Outcome } from '../../ui/resource/outcome';
import { codeColumn, TwoLines } from '../../ui/cells';
import { useFeatureText } from '../../i18n/featureIntl';
import { FbaShipmentDetailDialog } from './components/FbaShipmentDetailDialog';
import { PackDialog } from './components/PackDialog';
import { ShipDialog } from './components/ShipDialog';
import { fbaShipmentList, useFbaCommands, useFbaOptions, type FbaShipmentRow } from './hooks';
import { fbaMessages, type FbaMessageId } from './messages';

type Action = keyof typeof FBA_SHIPMENT_TRANSITIONS;
type Tab = 'all' | FbaShipmentStatus;
export const FBA_STATUS_COLORS: Record<string, string> = {
  draft: 'gray',
  planned: 'purple',
  packed: 'orange',
  shipped: 'blue',
  markedShipped: 'blue',
  inTransit: 'cyan',
  receiving: 'teal',
  closed: 'green',
  cancelled: 'gray',
};
type Dialog = { kind: 'details' | 'pack' | 'ship'; shipment: FbaShipmentRow };
type BatchData = { shipments: { id: number }[]; refused: { shipmentNo: string; message: string }[] };

const toFilter = (v: FilterValues): FbaShipmentCountFilter => ({
  keyword: textOrUndefined(v.keyword),
  shopId: idOrUndefined(v.shopId),
  fbaWarehouseId: idOrUndefined(v.fbaWarehouseId),
});

export const FbaCargoManagementPage = featurePage(fbaMessages, FbaCargoManagementScreen);

function FbaCargoManagementScreen() {
  const t = useFeatureText(fbaMessages);
  const permissions = useGuardPermissions();
  const navigate = useNavigate();
  const { options } = useFbaOptions();
  const commands = useFbaCommands();
  const fields: FilterField[] = [
    { name: 'keyword', label: t('fba.filter.keyword'), type: 'text' },
    { name: 'shopId', label: t('fba.filter.shop'), type: 'select', options: (options?.shops ?? []).map((s) => ({ value: String(s.id), label: s.name })) },
    {
      name: 'fbaWarehouseId',
      label: t('fba.filter.fbaWarehouse'),
      type: 'select',
      options: (options?.fbaWarehouses ?? []).map((w) => ({ value: String(w.id), label: w.name })),
    },
  ];
  const screen = useListScreen({
    ...fbaShipmentList,
    fields,
    toFilter,
    ...statusTabs(FBA_SHIPMENT_STATUSES),
  });
  const dialog = useDialog<Dialog>(screen.reload);
  const tab = screen.tab as Tab;
  const failure = t('fba.failed');

  /** A batch command: the moved ones counted, each refusal shown with its shipment number and Amazon's or our words. */
  const batch = (ids: number[], command: (v: { ids: number[] }) => Promise<Outcome<BatchData>>, done: FbaMessageId, confirm?: string) =>
    screen.run(
      async () => {
        const outcome = await command({ ids });
        if (outcome.ok) {
          if (outcome.data.shipments.length) toastSuccess(t(done, { count: outcome.data.shipments.length }));
          for (const r of outcome.data.refused) toastError(t('fba.refused', { shipmentNo: r.shipmentNo, message: r.message }));
        }
        return outcome;
      },
      confirm ? { confirm } : undefined,
    );
  const markIds = (ids: number[]) => batch(ids, (v) => commands.markShippedMany(v, { failure }), 'fba.marked', t('fba.confirmMark', { count: ids.length }));
  const syncIds = (ids: number[]) => batch(ids, (v) => commands.syncMany(v, { failure }), 'fba.synced');
  const cancelIds = (ids: number[]) => batch(ids, (v) => commands.cancelMany(v, { failure }), 'fba.cancelled', t('fba.confirmCancel', { count: ids.length }));
  const ticked = (keys: RowKey[], act: (ids: number[]) => unknown) => (keys.length ? act(keys.map(Number)) : toastError(t('fba.tickFirst')));
  const inTab = (a: Action) => tab === 'all' || allows(FBA_SHIPMENT_TRANSITIONS, a, tab);

  const batchActions = batchActionsFor(
    FBA_SHIPMENT_TRANSITIONS,
    tab === 'all' ? null : tab,
    [
      {
        key: 'markShipped',
        label: t('fba.markShipped'),
        permission: 'fbaWarehouseCargoManagement.update',
        allowEmpty: true,
        when: inTab('markShipped'),
        onClick: (_rows, keys) => ticked(keys, markIds),
      },
      {
        key: 'sync',
        label: t('fba.sync'),
        permission: 'fbaWarehouseCargoManagement.sync',
        allowEmpty: true,
        when: inTab('sync'),
        onClick: (_rows, keys) => ticked(keys, syncIds),
      },
      {
        key: 'cancel',
        label: t('fba.cancel'),
        permission: 'fbaWarehouseCargoManagement.update',
        colorPalette: 'red',
        allowEmpty: true,
        when: inTab('cancel'),
        onClick: (_rows, keys) => ticked(keys, cancelIds),
      },
    ],
    (name) => permissions.has(name),
  );

  const actionsOf = (r: FbaShipmentRow): LifecycleItem<Action>[] => [
    { key: 'details', label: t('fba.details'), colorPalette: 'gray', onClick: () => dialog.open({ kind: 'details', shipment: r }) },
    {
      action: 'plan',
      label: t('fba.plan'),
      permission: 'fbaWarehouseCargoManagement.update',
      onClick: () => void screen.run(() => commands.plan({ id: r.id }, { success: t('fba.planned'), failure })),
    },
    { action: 'pack', label: t('fba.pack'), permission: 'fbaWarehouseCargoManagement.update', onClick: () => dialog.open({ kind: 'pack', shipment: r }) },
    { action: 'ship', label: t('fba.ship'), permission: 'fbaWarehouseCargoManagement.update', onClick: () => dialog.open({ kind: 'ship', shipment: r }) },
    { action: 'markShipped', label: t('fba.markShipped'), permission: 'fbaWarehouseCargoManagement.update', onClick: () => void markIds([r.id]) },
    {
      action: 'sync',
      label: t('fba.sync'),
      permission: 'fbaWarehouseCargoManagement.sync',
      onClick: () => void screen.run(() => commands.sync({ id: r.id }, { success: t('fba.synced', { count: 1 }), failure })),
    },
    { action: 'cancel', label: t('fba.cancel'), permission: 'fbaWarehouseCargoManagement.update', colorPalette: 'red', onClick: () => void cancelIds([r.id]) },
  ];

  const columns: DataTableColumn<FbaShipmentRow>[] = [
    codeColumn('shipmentNo', t('fba.col.shipment'), (r) => r.shipmentNo),
    { key: 'name', header: t('fba.col.shipment'), cell: (r) => <TwoLines main={r.name} sub={r.amazonShipmentId || r.shopName} /> },
    {
      key: 'route',
      header: t('fba.col.route'),
      cell: (r) => <TwoLines main={`${r.sourceWarehouseName} → ${r.fbaWarehouseName}`} sub={r.destinationFc} />,
    },
    { key: 'quantity', header: t('fba.col.quantity'), align: 'end', cell: (r) => `${r.totalQuantity} / ${r.totalReceived}` },
    { key: 'boxes', header: t('fba.col.boxes'), align: 'end', cell: (r) => r.boxes.length },
    { key: 'carrier', header: t('fba.col.carrier'), cell: (r) => (r.carrier ? <TwoLines main={r.carrier} sub={r.trackingNo} /> : '—') },
    {
      key: 'status',
      header: t('fba.col.status'),
      cell: (r) => (
        <StatusCell
          color={FBA_STATUS_COLORS[r.status]}
          label={t(`fba.status.${r.status}` as FbaMessageId)}
          notes={[{ text: r.amazonStatus }, { text: r.providerMessage && t('fba.providerMessage', { message: r.providerMessage }), error: true }]}
        />
      ),
    },
    actionsColumn(t('fba.col.actions'), (r) => (
      <LifecycleActions transitions={FBA_SHIPMENT_TRANSITIONS} status={r.status} record={r.shipmentNo} actions={actionsOf(r)} />
    )),
  ];

  const open = dialog.current;
  return (
    <ListPage
      page={pageOf(t, 'fba.cargo', 'fbaWarehouseCargoManagement', undefined, {
        create: { permission: 'fbaWarehouseManualRestock.create', label: t('fba.createPlan'), onClick: () => void navigate('/fbaWarehouseManualRestock') },
      })}
      screen={screen}
      columns={columns}
      batchActions={batchActions}
      above={<CountedTabs screen={screen} statuses={FBA_SHIPMENT_STATUSES} counts={screen.data?.fbaShipmentStatusCounts} texts={tabTexts(t, 'fba')} />}
    >
      {open?.kind === 'details' ? <FbaShipmentDetailDialog shipment={open.shipment} onClose={dialog.close} /> : null}
      {open?.kind === 'pack' ? <PackDialog shipment={open.shipment} onClose={dialog.close} onDone={dialog.done} /> : null}
      {open?.kind === 'ship' ? <ShipDialog shipment={open.shipment} onClose={dialog.close} onDone={dialog.done} /> : null}
    </ListPage>
  );
}
