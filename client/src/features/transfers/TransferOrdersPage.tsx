/** /productTransferBill: transfer orders with their whole lifecycle (spec 02 §4 'Transfer order'). */
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { TRANSFER_DELETABLE, TRANSFER_EDITABLE, TRANSFER_TRANSITIONS, canTransition, type TransferStatus } from '@erp/schema';
import { useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import type { TransferOrderFilter } from '../../api/generated/graphql';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  emptyFilterValues,
  FilterBar,
  FIRST_PAGE,
  PermissionGuard,
  toastSuccess,
  useConfirm,
  type DataTableColumn,
  type FilterField,
  type FilterValues,
} from '../../ui';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { formatDateTime, textOrUndefined } from '../shared/format';
import { showFailure, type Outcome } from '../shared/outcome';
import { useFeatureText } from '../public/featureIntl';
import { idOrUndefined, useWarehouseFilterOptions } from '../inventory/filters';
import { ReceiveDialog } from './components/ReceiveDialog';
import { ShipDialog } from './components/ShipDialog';
import { TransferDetailDialog } from './components/TransferDetailDialog';
import { TransferFormDialog } from './components/TransferFormDialog';
import { useTransferActions, useTransferOrders, type TransferRow } from './hooks';
import { transfersMessages, type TransfersMessageId } from './messages';

export function TransferOrdersPage() {
  return (
    <FeatureScope messages={transfersMessages}>
      <TransfersScreen />
    </FeatureScope>
  );
}

const STATUSES: TransferStatus[] = ['draft', 'pendingShipment', 'shipped', 'received', 'cancelled'];
const STATUS_COLORS: Record<string, string> = { draft: 'gray', pendingShipment: 'orange', shipped: 'blue', received: 'green', cancelled: 'red' };

type Dialog = { kind: 'create' } | { kind: 'edit' | 'ship' | 'receive' | 'details'; order: TransferRow };

function toFilter(v: FilterValues): TransferOrderFilter {
  return {
    status: textOrUndefined(v.status),
    keyword: textOrUndefined(v.keyword),
    fromWarehouseId: idOrUndefined(v.fromWarehouseId),
    toWarehouseId: idOrUndefined(v.toWarehouseId),
  };
}

function TransfersScreen() {
  const t = useFeatureText(transfersMessages);
  const confirm = useConfirm();
  const warehouses = useWarehouseFilterOptions();
  const actions = useTransferActions();
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'status', label: t('transferPage.filter.status'), type: 'select', options: STATUSES.map((s) => ({ value: s, label: t(`transferPage.status.${s}`) })) },
      { name: 'keyword', label: t('transferPage.filter.keyword'), type: 'text' },
      { name: 'fromWarehouseId', label: t('transferPage.filter.from'), type: 'select', options: warehouses },
      { name: 'toWarehouseId', label: t('transferPage.filter.to'), type: 'select', options: warehouses },
    ],
    [t, warehouses],
  );
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [filter, setFilter] = useState<TransferOrderFilter>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, loading, error, refetch } = useTransferOrders(page, pageSize, filter);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const done = () => {
    setDialog(null);
    refetch();
  };

  /** A one-click action behind a confirm: feedback either way, then the list again. */
  const run = async (order: TransferRow, question: TransfersMessageId | null, action: () => Promise<Outcome<unknown>>, success: TransfersMessageId) => {
    if (question && !(await confirm({ message: t(question, { billNo: order.billNo }), danger: question === 'transferPage.confirmDelete' }))) return;
    const outcome = await action();
    if (outcome.ok) {
      toastSuccess(t(success));
      refetch();
    } else showFailure(outcome, t('transferPage.failed'));
  };

  const button = (order: TransferRow, label: TransfersMessageId, onClick: () => void, color = 'teal') => (
    <Button size="xs" variant="ghost" colorPalette={color} onClick={onClick} aria-label={t('transferPage.actionLabel', { action: t(label), billNo: order.billNo })}>
      {t(label)}
    </Button>
  );

  const columns: DataTableColumn<TransferRow>[] = [
    {
      key: 'billNo',
      header: t('transferPage.col.billNo'),
      hideable: false,
      cell: (r) => (
        <Stack gap="0">
          <Text fontWeight="medium" fontFamily="mono">
            {r.billNo}
          </Text>
          {r.remark ? (
            <Text textStyle="xs" color="fg.muted" lineClamp={1}>
              {r.remark}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'route', header: t('transferPage.col.route'), cell: (r) => `${r.fromWarehouseName} → ${r.toWarehouseName}` },
    { key: 'quantity', header: t('transferPage.col.quantity'), align: 'end', cell: (r) => r.totalQuantity },
    {
      key: 'freight',
      header: t('transferPage.col.freight'),
      cell: (r) => (
        <Stack gap="0">
          <Text>{Number(r.freight).toFixed(2)}</Text>
          <Text textStyle="xs" color="fg.muted">
            {t(`transferPage.sharing.${r.costSharing}` as TransfersMessageId)}
          </Text>
        </Stack>
      ),
    },
    { key: 'status', header: t('transferPage.col.status'), cell: (r) => <Badge colorPalette={STATUS_COLORS[r.status] ?? 'gray'}>{t(`transferPage.status.${r.status}` as TransfersMessageId)}</Badge> },
    { key: 'dispatcher', header: t('transferPage.col.dispatcher'), cell: (r) => r.dispatcherName || '—' },
    { key: 'tracking', header: t('transferPage.col.tracking'), cell: (r) => r.trackingNo || '—' },
    { key: 'createdAt', header: t('transferPage.col.createdAt'), cell: (r) => formatDateTime(r.createdAt) },
    {
      key: 'actions',
      header: t('transferPage.col.actions'),
      hideable: false,
      cell: (r) => {
        const status = r.status as TransferStatus;
        return (
          <HStack gap="0" wrap="wrap">
            {button(r, 'transferPage.details', () => setDialog({ kind: 'details', order: r }), 'gray')}
            <PermissionGuard permission="transfer.create">
              {TRANSFER_EDITABLE.includes(status) ? button(r, 'transferPage.edit', () => setDialog({ kind: 'edit', order: r })) : null}
              {canTransition(TRANSFER_TRANSITIONS, 'submit', status)
                ? button(r, 'transferPage.submit', () => void run(r, 'transferPage.confirmSubmit', () => actions.submit(r.id), 'transferPage.submitted'))
                : null}
            </PermissionGuard>
            <PermissionGuard permission="transfer.ship">
              {canTransition(TRANSFER_TRANSITIONS, 'ship', status) ? button(r, 'transferPage.ship', () => setDialog({ kind: 'ship', order: r })) : null}
            </PermissionGuard>
            <PermissionGuard permission="transfer.receive">
              {canTransition(TRANSFER_TRANSITIONS, 'receive', status) ? button(r, 'transferPage.receive', () => setDialog({ kind: 'receive', order: r })) : null}
            </PermissionGuard>
            <PermissionGuard permission="transfer.create">
              {canTransition(TRANSFER_TRANSITIONS, 'cancel', status)
                ? button(r, 'transferPage.cancel', () => void run(r, 'transferPage.confirmCancel', () => actions.cancel(r.id), 'transferPage.cancelled'), 'orange')
                : null}
              {TRANSFER_DELETABLE.includes(status)
                ? button(r, 'transferPage.delete', () => void run(r, 'transferPage.confirmDelete', () => actions.remove(r.id), 'transferPage.deleted'), 'red')
                : null}
            </PermissionGuard>
          </HStack>
        );
      },
    },
  ];

  return (
    <PageFrame title={t('transferPage.title')} description={t('transferPage.description')}>
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
        aria-label={t('transferPage.title')}
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
        emptyText={t('transferPage.empty')}
        columnsStorageKey="table.productTransferBill.columns"
        toolbar={
          <PermissionGuard permission="transfer.create">
            <Button size="sm" colorPalette="teal" onClick={() => setDialog({ kind: 'create' })}>
              <LuPlus />
              {t('transferPage.create')}
            </Button>
          </PermissionGuard>
        }
      />
      {dialog?.kind === 'create' ? <TransferFormDialog onClose={() => setDialog(null)} onSaved={done} /> : null}
      {dialog?.kind === 'edit' ? <TransferFormDialog order={dialog.order} onClose={() => setDialog(null)} onSaved={done} /> : null}
      {dialog?.kind === 'ship' ? <ShipDialog order={dialog.order} onClose={() => setDialog(null)} onDone={done} /> : null}
      {dialog?.kind === 'receive' ? <ReceiveDialog order={dialog.order} onClose={() => setDialog(null)} onDone={done} /> : null}
      {dialog?.kind === 'details' ? <TransferDetailDialog order={dialog.order} onClose={() => setDialog(null)} /> : null}
    </PageFrame>
  );
}
