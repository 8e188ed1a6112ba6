/** /purchaseOrder: purchase orders with status tabs (cancelled list included), audit, cancel and tracking (spec 02 §3, §4). */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { PURCHASE_ORDER_EDITABLE, PURCHASE_ORDER_RECEIVABLE, PURCHASE_ORDER_STATUSES, PURCHASE_ORDER_TRANSITIONS, type PurchaseOrderStatus } from '@erp/schema';
import type { PurchaseOrderFilter } from '../../api/generated/types';
import { toastError, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { idOrUndefined, textOrUndefined } from '../../ui/format';
import { pageOf, confirmedItem, actionsColumn, countsOf, LifecycleActions, statusTabs, type LifecycleItem, useDialog, useListScreen } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { useWarehouseFilterOptions } from '../warehouses/pickers';
import { useSupplierOptions } from '../suppliers/hooks';
import { AuditDialog } from './components/AuditDialog';
import { PurchaseOrderDetailDialog } from './components/PurchaseOrderDetailDialog';
import { PurchaseOrderFormDialog } from './components/PurchaseOrderFormDialog';
import { TrackingDialog } from './components/TrackingDialog';
import { ReviewListPage } from './ReviewListPage';
import { purchaseOrderList, usePurchaseOrderCommands, type PurchaseOrderRow } from './hooks';
import { purchaseOrdersMessages, type PurchaseOrdersMessageId } from './messages';
import { TwoLines } from '../../ui/cells';
import { PAYMENT_STATUS_COLORS, PURCHASE_STATUS_COLORS } from './statusColors';

export const PurchaseOrderPage = featurePage(purchaseOrdersMessages, PurchaseOrdersScreen);

type Tab = 'all' | PurchaseOrderStatus;
const TABS = statusTabs(PURCHASE_ORDER_STATUSES);
type Action = keyof typeof PURCHASE_ORDER_TRANSITIONS;
type Dialog = { kind: 'create' } | { kind: 'edit' | 'track' | 'details'; order: PurchaseOrderRow } | { kind: 'audit'; ids: number[] };

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '—');

function toFilter(v: FilterValues): Omit<PurchaseOrderFilter, 'status'> {
  const [from, to] = Array.isArray(v.dates) ? v.dates : ['', ''];
  return {
    keyword: textOrUndefined(v.keyword),
    supplierId: idOrUndefined(v.supplierId),
    warehouseId: idOrUndefined(v.warehouseId),
    dateFrom: textOrUndefined(from),
    dateTo: textOrUndefined(to),
  };
}

function PurchaseOrdersScreen() {
  const t = useFeatureText(purchaseOrdersMessages);
  const warehouses = useWarehouseFilterOptions();
  const { options: supplierOptions } = useSupplierOptions();
  const commands = usePurchaseOrderCommands();
  const fields: FilterField[] = [
    { name: 'keyword', label: t('po.filter.keyword'), type: 'text' },
    { name: 'supplierId', label: t('po.filter.supplier'), type: 'select', options: supplierOptions.map((s) => ({ value: String(s.id), label: s.name })) },
    { name: 'warehouseId', label: t('po.filter.warehouse'), type: 'select', options: warehouses },
    { name: 'dates', label: t('po.field.orderDate'), type: 'dateRange' },
  ];
  const screen = useListScreen({
    ...purchaseOrderList,
    fields,
    toFilter,
    ...TABS,
  });
  const dialog = useDialog<Dialog>(screen.reload);
  const counts = countsOf(screen.data?.purchaseOrderStatusCounts);
  const countOf = (s: Tab) =>
    s === 'all' ? PURCHASE_ORDER_STATUSES.filter((x) => x !== 'cancelled').reduce((n, x) => n + (counts.get(x) ?? 0), 0) : (counts.get(s) ?? 0);

  const actionsOf = (r: PurchaseOrderRow): LifecycleItem<Action>[] => [
    { key: 'details', label: t('po.details'), colorPalette: 'gray', onClick: () => dialog.open({ kind: 'details', order: r }) },
    {
      key: 'edit',
      label: t('po.edit'),
      permission: 'purchaseOrder.create',
      when: PURCHASE_ORDER_EDITABLE.includes(r.status),
      onClick: () => dialog.open({ kind: 'edit', order: r }),
    },
    {
      key: 'track',
      label: t('po.track'),
      permission: 'purchaseOrder.create',
      when: PURCHASE_ORDER_RECEIVABLE.includes(r.status),
      onClick: () => dialog.open({ kind: 'track', order: r }),
    },
    confirmedItem(
      screen.run,
      {
        action: 'cancel',
        label: t('po.cancel'),
        permission: 'purchaseOrder.create',
        colorPalette: 'red',
        confirm: t('po.confirmCancel', { orderNo: r.orderNo }),
        danger: true,
      },
      () => commands.cancel({ id: r.id }, { success: t('po.cancelled'), failure: t('po.failed') }),
    ),
  ];

  const columns: DataTableColumn<PurchaseOrderRow>[] = [
    {
      key: 'orderNo',
      header: t('po.col.orderNo'),
      hideable: false,
      cell: (r) => (
        <Stack gap="0">
          <Text fontWeight="medium" fontFamily="mono">
            {r.orderNo}
          </Text>
          <Text
            textStyle="xs"
            color="fg.muted"
          >{`${t(`po.way.${r.orderWay}` as PurchaseOrdersMessageId)} · ${t(`po.type.${r.procurementType}` as PurchaseOrdersMessageId)}`}</Text>
        </Stack>
      ),
    },
    {
      key: 'supplier',
      header: t('po.col.supplier'),
      cell: (r) => <TwoLines main={r.supplierName} sub={r.warehouseName} />,
    },
    { key: 'quantity', header: t('po.col.quantity'), align: 'end', cell: (r) => `${r.totalQuantity} (${r.receivedQuantity})` },
    { key: 'amount', header: t('po.col.amount'), align: 'end', cell: (r) => String(r.amounts.total) },
    {
      key: 'status',
      header: t('po.col.status'),
      cell: (r) => (
        <Stack gap="0">
          <Badge width="fit-content" colorPalette={PURCHASE_STATUS_COLORS[r.status] ?? 'gray'}>
            {t(`po.status.${r.status}` as PurchaseOrdersMessageId)}
          </Badge>
          {r.auditRemark ? (
            <Text textStyle="xs" color="fg.muted" lineClamp={1}>
              {r.auditRemark}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'payment',
      header: t('po.col.payment'),
      cell: (r) => <Badge colorPalette={PAYMENT_STATUS_COLORS[r.paymentStatus] ?? 'gray'}>{t(`po.pay.${r.paymentStatus}` as PurchaseOrdersMessageId)}</Badge>,
    },
    { key: 'tracking', header: t('po.col.tracking'), cell: (r) => r.trackingNo || '—' },
    { key: 'date', header: t('po.col.date'), cell: (r) => `${day(r.orderDate)} / ${day(r.eta)}` },
    { key: 'purchaser', header: t('po.col.purchaser'), cell: (r) => r.purchaserName || '—', hiddenByDefault: true },
    actionsColumn(t('po.col.actions'), (r) => (
      <LifecycleActions transitions={PURCHASE_ORDER_TRANSITIONS} status={r.status} record={r.orderNo} actions={actionsOf(r)} />
    )),
  ];

  const open = dialog.current;
  return (
    <ReviewListPage
      page={pageOf(t, 'po', 'purchaseOrder', undefined, {
        create: { permission: 'purchaseOrder.create', label: t('po.create'), onClick: () => dialog.open({ kind: 'create' }) },
      })}
      screen={screen}
      columns={columns}
      transitions={PURCHASE_ORDER_TRANSITIONS}
      tabs={TABS.tabs.values}
      tabLabel={(s) => t(`po.tab.${s}` as PurchaseOrdersMessageId)}
      count={countOf}
      review={{
        key: 'audit',
        label: t('po.audit'),
        permission: 'purchaseOrder.audit',
        actions: ['approve', 'reject'],
        allowEmpty: true,
        onClick: (_rows, keys) => (keys.length ? dialog.open({ kind: 'audit', ids: keys.map(Number) }) : toastError(t('po.tickFirst'))),
      }}
    >
      {open?.kind === 'create' ? <PurchaseOrderFormDialog onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'edit' ? <PurchaseOrderFormDialog order={open.order} onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'track' ? <TrackingDialog order={open.order} onClose={dialog.close} onDone={dialog.done} /> : null}
      {open?.kind === 'details' ? <PurchaseOrderDetailDialog id={open.order.id} orderNo={open.order.orderNo} onClose={dialog.close} /> : null}
      {open?.kind === 'audit' ? <AuditDialog target="order" ids={open.ids} onClose={dialog.close} onDone={dialog.done} /> : null}
    </ReviewListPage>
  );
}
