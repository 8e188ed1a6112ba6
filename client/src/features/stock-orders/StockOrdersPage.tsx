/**
 * /overseasStock: stock orders from an own warehouse to an overseas warehouse (spec 02 §3, §4 'Stock
 * order'; issue 23 items 2 and 4): status tabs with counts, filters, batch submit and batch review,
 * and per row the actions STOCK_ORDER_TRANSITIONS allows (reject, return, cancel, generate purchase
 * orders, ship out, receive), details with the freight shares and overseas cost prices. An order
 * shipped to a third-party warehouse shows its inbound notice (ASN) and the provider's receipt
 * status, with "sync receipt" (received: booked with the provider's quantities; more than shipped
 * after a confirmation).
 */
import { Badge, Stack, Text } from '@chakra-ui/react';
import {
  STOCK_ORDER_EDITABLE,
  STOCK_ORDER_PURCHASABLE,
  STOCK_ORDER_STATUSES,
  STOCK_ORDER_TRANSITIONS,
  stockOrderRejectInput,
  type StockOrderStatus,
} from '@erp/schema';
import type { StockOrderCountFilter } from '../../api/generated/types';
import { toastError, toastSuccess, useGuardPermissions, type DataTableColumn, type FilterField, type FilterValues, type RowKey } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, idOrUndefined, textOrUndefined } from '../../ui/format';
import {
  actionsColumn,
  allows,
  batchActionsFor,
  batchOf,
  confirmedItem,
  CountedTabs,
  tabTexts,
  LifecycleActions,
  ListPage,
  NoteDialog,
  pageOf,
  rejectTexts,
  StatusCell,
  statusTabs,
  useDialog,
  useListScreen,
  type LifecycleItem,
} from '../../ui/resource';
import { codeColumn, TwoLines } from '../../ui/cells';
import { useFeatureText } from '../../i18n/featureIntl';
import { useWarehouseOptions } from '../warehouses/pickers';
import { usePackingCommands } from '../packing/hooks';
import { ReceiveDialog } from './components/ReceiveDialog';
import { ShipDialog } from './components/ShipDialog';
import { StockOrderDetailDialog } from './components/StockOrderDetailDialog';
import { StockOrderFormDialog } from './components/StockOrderFormDialog';
import { stockOrderList, useStockOrderCommands, type StockOrderRow } from './hooks';
import { stockOrdersMessages, type StockOrdersMessageId } from './messages';

type Action = keyof typeof STOCK_ORDER_TRANSITIONS;
type Tab = 'all' | StockOrderStatus;
const STATUS_COLORS: Record<string, string> = {
  draft: 'gray',
  reviewing: 'purple',
  outOfStock: 'red',
  pendingShipment: 'orange',
  shipped: 'blue',
  received: 'green',
  cancelled: 'gray',
};

type Dialog = { kind: 'create' } | { kind: 'edit' | 'details' | 'reject' | 'ship' | 'receive'; order: StockOrderRow };

const toFilter = (v: FilterValues): StockOrderCountFilter => ({
  keyword: textOrUndefined(v.keyword),
  sourceWarehouseId: idOrUndefined(v.sourceWarehouseId),
  targetWarehouseId: idOrUndefined(v.targetWarehouseId),
});

export const StockOrdersPage = featurePage(stockOrdersMessages, StockOrdersScreen);

function StockOrdersScreen() {
  const t = useFeatureText(stockOrdersMessages);
  const permissions = useGuardPermissions();
  const { options } = useWarehouseOptions();
  const own = options.filter((o) => o.type === 'own').map((o) => ({ value: String(o.id), label: o.name }));
  const overseas = options.filter((o) => o.type === 'overseas').map((o) => ({ value: String(o.id), label: o.name }));
  const commands = useStockOrderCommands();
  const packing = usePackingCommands();
  const fields: FilterField[] = [
    { name: 'keyword', label: t('stockOrders.filter.keyword'), type: 'text' },
    { name: 'sourceWarehouseId', label: t('stockOrders.filter.source'), type: 'select', options: own },
    { name: 'targetWarehouseId', label: t('stockOrders.filter.target'), type: 'select', options: overseas },
  ];
  const screen = useListScreen({
    ...stockOrderList,
    fields,
    toFilter,
    ...statusTabs(STOCK_ORDER_STATUSES),
  });
  const dialog = useDialog<Dialog>(screen.reload);
  const tab = screen.tab as Tab;
  const failure = t('stockOrders.failed');

  const submitIds = (ids: number[]) =>
    screen.run(() => commands.submit({ ids }, { success: t('stockOrders.submitted', { count: ids.length }), failure }), {
      confirm: t('stockOrders.confirmSubmit', { count: ids.length }),
    });
  const reviewIds = (ids: number[]) =>
    screen.run(
      async () => {
        const outcome = await commands.review({ ids }, { failure });
        if (outcome.ok) {
          const { succeeded, failures } = batchOf(outcome.data);
          if (succeeded) toastSuccess(t('stockOrders.reviewed', { count: succeeded }));
          for (const f of failures) toastError(t('stockOrders.reviewRefused', { orderNo: f.label, message: f.message }));
        }
        return outcome;
      },
      { confirm: t('stockOrders.confirmReview', { count: ids.length }) },
    );
  const generatePacking = (ids: number[]) =>
    screen.run(async () => {
      const outcome = await packing.create({ input: { stockOrderIds: ids } }, { failure });
      if (outcome.ok) toastSuccess(t('stockOrders.packingCreated', { taskCode: outcome.data.taskCode }));
      return outcome;
    });
  const inboundLabel = (status: string) => (status ? t(`stockOrders.inbound.${status}` as StockOrdersMessageId) : '—');
  const syncReceipt = (r: StockOrderRow, confirmOverReceive: boolean) =>
    screen.run(async () => {
      const outcome = await commands.syncReceipt({ input: { id: r.id, confirmOverReceive } }, { failure });
      if (outcome.ok)
        toastSuccess(
          outcome.data.status === 'received'
            ? t('stockOrders.syncedReceived', { orderNo: r.orderNo })
            : t('stockOrders.syncedWaiting', { status: inboundLabel(outcome.data.inboundStatus) }),
        );
      return outcome;
    });
  const ticked = (keys: RowKey[], act: (ids: number[]) => unknown) => (keys.length ? act(keys.map(Number)) : toastError(t('stockOrders.tickFirst')));
  const batchActions = batchActionsFor(
    STOCK_ORDER_TRANSITIONS,
    tab === 'all' ? null : tab,
    [
      {
        key: 'submit',
        label: t('stockOrders.submit'),
        permission: 'overseasStock.create',
        allowEmpty: true,
        when: tab === 'all' || allows(STOCK_ORDER_TRANSITIONS, 'submit', tab),
        onClick: (_rows, keys) => ticked(keys, submitIds),
      },
      {
        key: 'review',
        label: t('stockOrders.review'),
        permission: 'overseasStock.review',
        allowEmpty: true,
        when: tab === 'all' || allows(STOCK_ORDER_TRANSITIONS, 'review', tab),
        onClick: (_rows, keys) => ticked(keys, reviewIds),
      },
      // issue 23 item 3: a packing task for the ticked pending-shipment orders of one warehouse (/packingManage)
      {
        key: 'generatePacking',
        label: t('stockOrders.generatePacking'),
        permission: 'packingManage.update',
        allowEmpty: true,
        when: tab === 'all' || tab === 'pendingShipment',
        onClick: (_rows, keys) => ticked(keys, generatePacking),
      },
    ],
    (name) => permissions.has(name),
  );

  const actionsOf = (r: StockOrderRow): LifecycleItem<Action>[] => [
    { key: 'details', label: t('stockOrders.details'), colorPalette: 'gray', onClick: () => dialog.open({ kind: 'details', order: r }) },
    {
      key: 'edit',
      label: t('stockOrders.edit'),
      permission: 'overseasStock.create',
      when: STOCK_ORDER_EDITABLE.includes(r.status),
      onClick: () => dialog.open({ kind: 'edit', order: r }),
    },
    { action: 'submit', label: t('stockOrders.submit'), permission: 'overseasStock.create', onClick: () => void submitIds([r.id]) },
    { action: 'review', label: t('stockOrders.review'), permission: 'overseasStock.review', onClick: () => void reviewIds([r.id]) },
    {
      action: 'reject',
      label: t('stockOrders.reject'),
      permission: 'overseasStock.review',
      colorPalette: 'red',
      onClick: () => dialog.open({ kind: 'reject', order: r }),
    },
    {
      key: 'purchase',
      label: t('stockOrders.purchase'),
      permission: 'overseasStock.purchase',
      when: STOCK_ORDER_PURCHASABLE.includes(r.status) && r.totalOutOfStock > 0,
      onClick: () =>
        void screen.run(
          async () => {
            const outcome = await commands.purchase({ id: r.id }, { failure });
            if (outcome.ok) {
              const fresh = outcome.data.purchaseOrderNos.filter((n) => !r.purchaseOrderNos.includes(n));
              toastSuccess(t('stockOrders.purchased', { numbers: fresh.join(', ') }));
            }
            return outcome;
          },
          { confirm: t('stockOrders.confirmPurchase', { orderNo: r.orderNo }) },
        ),
    },
    { action: 'ship', label: t('stockOrders.ship'), permission: 'overseasStock.ship', onClick: () => dialog.open({ kind: 'ship', order: r }) },
    { action: 'receive', label: t('stockOrders.receive'), permission: 'overseasStock.receive', onClick: () => dialog.open({ kind: 'receive', order: r }) },
    {
      key: 'syncReceipt',
      label: t('stockOrders.syncReceipt'),
      permission: 'overseasStock.receive',
      when: r.status === 'shipped' && !!r.inboundNo,
      onClick: () => void syncReceipt(r, false),
    },
    confirmedItem(
      screen.run,
      {
        key: 'confirmOverSync',
        label: t('stockOrders.confirmOverSync'),
        permission: 'overseasStock.receive',
        colorPalette: 'orange',
        when: r.status === 'shipped' && r.inboundStatus === 'received' && !!r.inboundMessage,
        confirm: t('stockOrders.confirmOverSyncText', { orderNo: r.orderNo }),
      },
      () =>
        commands.syncReceipt({ input: { id: r.id, confirmOverReceive: true } }, { success: t('stockOrders.syncedReceived', { orderNo: r.orderNo }), failure }),
    ),
    confirmedItem(
      screen.run,
      {
        action: 'return',
        label: t('stockOrders.return'),
        permission: 'overseasStock.review',
        colorPalette: 'orange',
        confirm: t('stockOrders.confirmReturn', { orderNo: r.orderNo }),
      },
      () => commands.returnToDraft({ id: r.id }, { success: t('stockOrders.returned'), failure }),
    ),
    confirmedItem(
      screen.run,
      {
        action: 'cancel',
        label: t('stockOrders.cancel'),
        permission: 'overseasStock.create',
        colorPalette: 'red',
        confirm: t('stockOrders.confirmCancel', { orderNo: r.orderNo }),
        danger: true,
      },
      () => commands.cancel({ id: r.id }, { success: t('stockOrders.cancelled'), failure }),
    ),
  ];

  const columns: DataTableColumn<StockOrderRow>[] = [
    codeColumn('orderNo', t('stockOrders.col.orderNo'), (r) => r.orderNo),
    {
      key: 'route',
      header: t('stockOrders.col.route'),
      cell: (r) => <TwoLines main={`${r.sourceWarehouseName} → ${r.targetWarehouseName}`} sub={r.channelName} />,
    },
    {
      key: 'quantity',
      header: t('stockOrders.col.quantity'),
      align: 'end',
      cell: (r) => (
        <Text>
          {r.totalQuantity} / {r.totalOccupied} /{' '}
          <Text as="span" color={r.totalOutOfStock ? 'fg.error' : undefined}>
            {r.totalOutOfStock}
          </Text>
        </Text>
      ),
    },
    {
      key: 'freight',
      header: t('stockOrders.col.freight'),
      cell: (r) => (
        <Stack gap="0">
          <Text>{Number(r.firstLegFreight).toFixed(2)}</Text>
          <Text textStyle="xs" color="fg.muted">
            {t(`stockOrders.sharing.${r.freightSharing}` as StockOrdersMessageId)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('stockOrders.col.status'),
      cell: (r) => (
        <StatusCell
          color={STATUS_COLORS[r.status]}
          label={t(`stockOrders.status.${r.status}` as StockOrdersMessageId)}
          notes={[{ text: r.rejectReason, error: true }]}
        />
      ),
    },
    { key: 'clerk', header: t('stockOrders.col.clerk'), cell: (r) => r.clerkName || '—' },
    { key: 'tracking', header: t('stockOrders.col.tracking'), cell: (r) => r.trackingNo || '—' },
    {
      key: 'inbound',
      header: t('stockOrders.col.inbound'),
      cell: (r) =>
        r.inboundNo ? (
          <Stack gap="0.5">
            <Text>{r.inboundNo}</Text>
            <Badge colorPalette={r.inboundStatus === 'received' ? 'green' : 'blue'} alignSelf="start">
              {inboundLabel(r.inboundStatus)}
            </Badge>
            {r.inboundMessage ? (
              <Text textStyle="xs" color="fg.error">
                {r.inboundMessage}
              </Text>
            ) : null}
          </Stack>
        ) : r.inboundMessage ? (
          <Text textStyle="xs" color="fg.error">
            {r.inboundMessage}
          </Text>
        ) : (
          '—'
        ),
    },
    {
      key: 'eta',
      header: t('stockOrders.col.eta'),
      cell: (r) => (
        <TwoLines
          main={r.estimatedShipAt ? formatDateTime(r.estimatedShipAt).slice(0, 10) : '—'}
          sub={r.estimatedArriveAt ? formatDateTime(r.estimatedArriveAt).slice(0, 10) : ''}
        />
      ),
    },
    actionsColumn(t('stockOrders.col.actions'), (r) => (
      <LifecycleActions transitions={STOCK_ORDER_TRANSITIONS} status={r.status} record={r.orderNo} actions={actionsOf(r)} />
    )),
  ];

  const open = dialog.current;
  return (
    <ListPage
      page={pageOf(t, 'stockOrders', 'overseasStock', undefined, {
        create: { permission: 'overseasStock.create', label: t('stockOrders.create'), onClick: () => dialog.open({ kind: 'create' }) },
      })}
      screen={screen}
      columns={columns}
      batchActions={batchActions}
      above={<CountedTabs screen={screen} statuses={STOCK_ORDER_STATUSES} counts={screen.data?.stockOrderStatusCounts} texts={tabTexts(t, 'stockOrders')} />}
    >
      {open?.kind === 'create' ? <StockOrderFormDialog onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'edit' ? <StockOrderFormDialog order={open.order} onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'details' ? <StockOrderDetailDialog order={open.order} onClose={dialog.close} /> : null}
      {open?.kind === 'reject' ? (
        <NoteDialog
          schema={stockOrderRejectInput}
          id={open.order.id}
          name="reason"
          required
          danger
          {...rejectTexts(t, 'stockOrders', { orderNo: open.order.orderNo })}
          command={commands.reject}
          onClose={dialog.close}
          onDone={dialog.done}
        />
      ) : null}
      {open?.kind === 'ship' ? <ShipDialog order={open.order} onClose={dialog.close} onDone={dialog.done} /> : null}
      {open?.kind === 'receive' ? <ReceiveDialog order={open.order} onClose={dialog.close} onDone={dialog.done} /> : null}
    </ListPage>
  );
}
