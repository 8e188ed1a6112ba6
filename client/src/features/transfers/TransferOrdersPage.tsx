/** /productTransferBill: transfer orders with their whole lifecycle (spec 02 §4 'Transfer order'). */
import { Badge } from '@chakra-ui/react';
import { TRANSFER_DELETABLE, TRANSFER_EDITABLE, TRANSFER_STATUSES, TRANSFER_TRANSITIONS, oneOf } from '@erp/schema';
import type { TransferOrderFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterField, type FilterValues, choiceField } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, idOrUndefined, textOrUndefined } from '../../ui/format';
import { pageOf, confirmedItem, actionsColumn, LifecycleActions, type LifecycleItem, useDialog, useListScreen, ListPage } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { useWarehouseFilterOptions } from '../warehouses/pickers';
import { ReceiveDialog } from './components/ReceiveDialog';
import { ShipDialog } from './components/ShipDialog';
import { TransferDetailDialog } from './components/TransferDetailDialog';
import { TransferFormDialog } from './components/TransferFormDialog';
import { transferList, useTransferCommands, type TransferRow } from './hooks';
import { transfersMessages, type TransfersMessageId } from './messages';
import { TwoLines } from '../../ui/cells';

type TransferAction = keyof typeof TRANSFER_TRANSITIONS;

export const TransferOrdersPage = featurePage(transfersMessages, TransfersScreen);

const STATUS_COLORS: Record<string, string> = { draft: 'gray', pendingShipment: 'orange', shipped: 'blue', received: 'green', cancelled: 'red' };

type Dialog = { kind: 'create' } | { kind: 'edit' | 'ship' | 'receive' | 'details'; order: TransferRow };

function toFilter(v: FilterValues): TransferOrderFilter {
  return {
    status: oneOf(TRANSFER_STATUSES, v.status),
    keyword: textOrUndefined(v.keyword),
    fromWarehouseId: idOrUndefined(v.fromWarehouseId),
    toWarehouseId: idOrUndefined(v.toWarehouseId),
  };
}

function TransfersScreen() {
  const t = useFeatureText(transfersMessages);
  const warehouses = useWarehouseFilterOptions();
  const commands = useTransferCommands();
  const fields: FilterField[] = [
    choiceField('status', t('transferPage.filter.status'), TRANSFER_STATUSES, (s) => t(`transferPage.status.${s}`)),
    { name: 'keyword', label: t('transferPage.filter.keyword'), type: 'text' },
    { name: 'fromWarehouseId', label: t('transferPage.filter.from'), type: 'select', options: warehouses },
    { name: 'toWarehouseId', label: t('transferPage.filter.to'), type: 'select', options: warehouses },
  ];
  const screen = useListScreen({ ...transferList, fields, toFilter });
  const dialog = useDialog<Dialog>(screen.reload);
  const failure = t('transferPage.failed');

  const actionsOf = (r: TransferRow): LifecycleItem<TransferAction>[] => [
    { key: 'details', label: t('transferPage.details'), colorPalette: 'gray', onClick: () => dialog.open({ kind: 'details', order: r }) },
    {
      key: 'edit',
      label: t('transferPage.edit'),
      permission: 'transfer.create',
      when: TRANSFER_EDITABLE.includes(r.status),
      onClick: () => dialog.open({ kind: 'edit', order: r }),
    },
    confirmedItem(
      screen.run,
      { action: 'submit', label: t('transferPage.submit'), permission: 'transfer.create', confirm: t('transferPage.confirmSubmit', { billNo: r.billNo }) },
      () => commands.submit({ id: r.id }, { success: t('transferPage.submitted'), failure }),
    ),
    { action: 'ship', label: t('transferPage.ship'), permission: 'transfer.ship', onClick: () => dialog.open({ kind: 'ship', order: r }) },
    { action: 'receive', label: t('transferPage.receive'), permission: 'transfer.receive', onClick: () => dialog.open({ kind: 'receive', order: r }) },
    confirmedItem(
      screen.run,
      {
        action: 'cancel',
        label: t('transferPage.cancel'),
        permission: 'transfer.create',
        colorPalette: 'orange',
        confirm: t('transferPage.confirmCancel', { billNo: r.billNo }),
      },
      () => commands.cancel({ id: r.id }, { success: t('transferPage.cancelled'), failure }),
    ),
    confirmedItem(
      screen.run,
      {
        key: 'delete',
        label: t('transferPage.delete'),
        permission: 'transfer.create',
        colorPalette: 'red',
        when: TRANSFER_DELETABLE.includes(r.status),
        confirm: t('transferPage.confirmDelete', { billNo: r.billNo }),
        danger: true,
      },
      () => commands.remove({ id: r.id }, { success: t('transferPage.deleted'), failure }),
    ),
  ];

  const columns: DataTableColumn<TransferRow>[] = [
    {
      key: 'billNo',
      header: t('transferPage.col.billNo'),
      hideable: false,
      cell: (r) => <TwoLines main={r.billNo} sub={r.remark} mono strong />,
    },
    { key: 'route', header: t('transferPage.col.route'), cell: (r) => `${r.fromWarehouseName} → ${r.toWarehouseName}` },
    { key: 'quantity', header: t('transferPage.col.quantity'), align: 'end', cell: (r) => r.totalQuantity },
    {
      key: 'freight',
      header: t('transferPage.col.freight'),
      cell: (r) => <TwoLines main={Number(r.freight).toFixed(2)} sub={t(`transferPage.sharing.${r.costSharing}` as TransfersMessageId)} />,
    },
    {
      key: 'status',
      header: t('transferPage.col.status'),
      cell: (r) => <Badge colorPalette={STATUS_COLORS[r.status] ?? 'gray'}>{t(`transferPage.status.${r.status}` as TransfersMessageId)}</Badge>,
    },
    { key: 'dispatcher', header: t('transferPage.col.dispatcher'), cell: (r) => r.dispatcherName || '—' },
    { key: 'tracking', header: t('transferPage.col.tracking'), cell: (r) => r.trackingNo || '—' },
    { key: 'createdAt', header: t('transferPage.col.createdAt'), cell: (r) => formatDateTime(r.createdAt) },
    actionsColumn(t('transferPage.col.actions'), (r) => (
      <LifecycleActions transitions={TRANSFER_TRANSITIONS} status={r.status} record={r.billNo} actions={actionsOf(r)} />
    )),
  ];

  const open = dialog.current;
  return (
    <ListPage
      page={pageOf(t, 'transferPage', 'productTransferBill', undefined, {
        create: { permission: 'transfer.create', label: t('transferPage.create'), onClick: () => dialog.open({ kind: 'create' }) },
      })}
      screen={screen}
      columns={columns}
    >
      {open?.kind === 'create' ? <TransferFormDialog onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'edit' ? <TransferFormDialog order={open.order} onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'ship' ? <ShipDialog order={open.order} onClose={dialog.close} onDone={dialog.done} /> : null}
      {open?.kind === 'receive' ? <ReceiveDialog order={open.order} onClose={dialog.close} onDone={dialog.done} /> : null}
      {open?.kind === 'details' ? <TransferDetailDialog order={open.order} onClose={dialog.close} /> : null}
    </ListPage>
  );
}
