/** /purchaseOrder: purchase orders with status tabs (cancelled list included), audit, cancel and tracking (spec 02 §3, §4). */
import { Badge, Button, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { PURCHASE_ORDER_EDITABLE, PURCHASE_ORDER_RECEIVABLE, PURCHASE_ORDER_STATUSES, PURCHASE_ORDER_TRANSITIONS, type PurchaseOrderStatus } from '@erp/schema';
import { useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import type { PurchaseOrderFilter } from '../../api/generated/graphql';
import {
  DataTable, DEFAULT_PAGE_SIZE, emptyFilterValues, FilterBar, FIRST_PAGE, PermissionGuard, toastError, toastSuccess, useConfirm,
  type DataTableColumn, type FilterField, type FilterValues,
} from '../../ui';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { textOrUndefined } from '../shared/format';
import { showFailure } from '../shared/outcome';
import { useFeatureText } from '../public/featureIntl';
import { idOrUndefined, useWarehouseFilterOptions } from '../inventory/filters';
import { useSupplierOptions } from '../suppliers/hooks';
import { AuditDialog } from './components/AuditDialog';
import { PurchaseOrderDetailDialog } from './components/PurchaseOrderDetailDialog';
import { PurchaseOrderFormDialog } from './components/PurchaseOrderFormDialog';
import { TrackingDialog } from './components/TrackingDialog';
import { usePurchaseOrderActions, usePurchaseOrders, type PurchaseOrderRow } from './hooks';
import { purchaseOrdersMessages, type PurchaseOrdersMessageId } from './messages';

export function PurchaseOrderPage() {
  return (
    <FeatureScope messages={purchaseOrdersMessages}>
      <PurchaseOrdersScreen />
    </FeatureScope>
  );
}

const STATUS_COLORS: Record<string, string> = { pendingAudit: 'orange', approved: 'blue', failed: 'red', partiallyReceived: 'purple', received: 'green', cancelled: 'gray' };
const PAY_COLORS: Record<string, string> = { unpaid: 'gray', partiallyPaid: 'orange', paid: 'green' };
type Tab = 'all' | PurchaseOrderStatus;
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
  const confirm = useConfirm();
  const warehouses = useWarehouseFilterOptions();
  const { options: supplierOptions } = useSupplierOptions();
  const actions = usePurchaseOrderActions();
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: t('po.filter.keyword'), type: 'text' },
      { name: 'supplierId', label: t('po.filter.supplier'), type: 'select', options: supplierOptions.map((s) => ({ value: String(s.id), label: s.name })) },
      { name: 'warehouseId', label: t('po.filter.warehouse'), type: 'select', options: warehouses },
      { name: 'dates', label: t('po.field.orderDate'), type: 'dateRange' },
    ],
    [t, warehouses, supplierOptions],
  );
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [filter, setFilter] = useState<Omit<PurchaseOrderFilter, 'status'>>({});
  const [tab, setTab] = useState<Tab>('all');
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, counts, loading, error, refetch } = usePurchaseOrders(page, pageSize, { ...filter, ...(tab === 'all' ? {} : { status: tab }) });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const done = () => {
    setDialog(null);
    refetch();
  };
  const countOf = (s: Tab) => (s === 'all' ? PURCHASE_ORDER_STATUSES.filter((x) => x !== 'cancelled').reduce((n, x) => n + (counts.get(x) ?? 0), 0) : (counts.get(s) ?? 0));

  const cancel = async (order: PurchaseOrderRow) => {
    if (!(await confirm({ message: t('po.confirmCancel', { orderNo: order.orderNo }), danger: true }))) return;
    const outcome = await actions.cancel(order.id);
    if (outcome.ok) {
      toastSuccess(t('po.cancelled'));
      refetch();
    } else showFailure(outcome, t('po.failed'));
  };

  const button = (order: PurchaseOrderRow, label: PurchaseOrdersMessageId, onClick: () => void, color = 'teal') => (
    <Button size="xs" variant="ghost" colorPalette={color} onClick={onClick} aria-label={t('po.actionLabel', { action: t(label), orderNo: order.orderNo })}>
      {t(label)}
    </Button>
  );

  const columns: DataTableColumn<PurchaseOrderRow>[] = [
    {
      key: 'orderNo', header: t('po.col.orderNo'), hideable: false,
      cell: (r) => (
        <Stack gap="0">
          <Text fontWeight="medium" fontFamily="mono">{r.orderNo}</Text>
          <Text textStyle="xs" color="fg.muted">{`${t(`po.way.${r.orderWay}` as PurchaseOrdersMessageId)} · ${t(`po.type.${r.procurementType}` as PurchaseOrdersMessageId)}`}</Text>
        </Stack>
      ),
    },
    {
      key: 'supplier', header: t('po.col.supplier'),
      cell: (r) => (
        <Stack gap="0">
          <Text>{r.supplierName}</Text>
          <Text textStyle="xs" color="fg.muted">{r.warehouseName}</Text>
        </Stack>
      ),
    },
    { key: 'quantity', header: t('po.col.quantity'), align: 'end', cell: (r) => `${r.totalQuantity} (${r.receivedQuantity})` },
    { key: 'amount', header: t('po.col.amount'), align: 'end', cell: (r) => String(r.amounts.total) },
    {
      key: 'status', header: t('po.col.status'),
      cell: (r) => (
        <Stack gap="0">
          <Badge width="fit-content" colorPalette={STATUS_COLORS[r.status] ?? 'gray'}>{t(`po.status.${r.status}` as PurchaseOrdersMessageId)}</Badge>
          {r.auditRemark ? <Text textStyle="xs" color="fg.muted" lineClamp={1}>{r.auditRemark}</Text> : null}
        </Stack>
      ),
    },
    { key: 'payment', header: t('po.col.payment'), cell: (r) => <Badge colorPalette={PAY_COLORS[r.paymentStatus] ?? 'gray'}>{t(`po.pay.${r.paymentStatus}` as PurchaseOrdersMessageId)}</Badge> },
    { key: 'tracking', header: t('po.col.tracking'), cell: (r) => r.trackingNo || '—' },
    { key: 'date', header: t('po.col.date'), cell: (r) => `${day(r.orderDate)} / ${day(r.eta)}` },
    { key: 'purchaser', header: t('po.col.purchaser'), cell: (r) => r.purchaserName || '—', hiddenByDefault: true },
    {
      key: 'actions', header: t('po.col.actions'), hideable: false,
      cell: (r) => {
        const status = r.status as PurchaseOrderStatus;
        return (
          <HStack gap="0" wrap="wrap">
            {button(r, 'po.details', () => setDialog({ kind: 'details', order: r }), 'gray')}
            <PermissionGuard permission="purchaseOrder.create">
              {PURCHASE_ORDER_EDITABLE.includes(status) ? button(r, 'po.edit', () => setDialog({ kind: 'edit', order: r })) : null}
              {PURCHASE_ORDER_RECEIVABLE.includes(status) ? button(r, 'po.track', () => setDialog({ kind: 'track', order: r })) : null}
              {PURCHASE_ORDER_TRANSITIONS.cancel.from.includes(status) ? button(r, 'po.cancel', () => void cancel(r), 'red') : null}
            </PermissionGuard>
          </HStack>
        );
      },
    },
  ];

  return (
    <PageFrame title={t('po.title')} description={t('po.description')}>
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
      <Tabs.Root
        value={tab}
        onValueChange={(d) => {
          setTab(d.value as Tab);
          setPage(FIRST_PAGE);
        }}
        variant="line"
      >
        <Tabs.List>
          {(['all', ...PURCHASE_ORDER_STATUSES] as const).map((s) => (
            <Tabs.Trigger key={s} value={s}>
              {t(`po.tab.${s}` as PurchaseOrdersMessageId, { count: countOf(s) })}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <DataTable
        aria-label={t('po.title')}
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
        emptyText={t('po.empty')}
        columnsStorageKey="table.purchaseOrder.columns"
        batchActions={[
          {
            key: 'audit', label: t('po.audit'), permission: 'purchaseOrder.audit', allowEmpty: true,
            onClick: (_rows, keys) => (keys.length ? setDialog({ kind: 'audit', ids: keys.map(Number) }) : toastError(t('po.tickFirst'))),
          },
        ]}
        toolbar={
          <PermissionGuard permission="purchaseOrder.create">
            <Button size="sm" colorPalette="teal" onClick={() => setDialog({ kind: 'create' })}>
              <LuPlus />
              {t('po.create')}
            </Button>
          </PermissionGuard>
        }
      />
      {dialog?.kind === 'create' ? <PurchaseOrderFormDialog onClose={() => setDialog(null)} onSaved={done} /> : null}
      {dialog?.kind === 'edit' ? <PurchaseOrderFormDialog order={dialog.order} onClose={() => setDialog(null)} onSaved={done} /> : null}
      {dialog?.kind === 'track' ? <TrackingDialog order={dialog.order} onClose={() => setDialog(null)} onDone={done} /> : null}
      {dialog?.kind === 'details' ? <PurchaseOrderDetailDialog id={dialog.order.id} orderNo={dialog.order.orderNo} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'audit' ? (
        <AuditDialog
          ids={dialog.ids}
          title={t('po.auditTitle', { count: dialog.ids.length })}
          rejectLabel={t('po.audit.reject')}
          doneText={(count) => t('po.audit.done', { count })}
          onAudit={async (input) => {
            const o = await actions.audit(input);
            return o.ok ? { ok: true, data: { refused: o.data.refused } } : o;
          }}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      ) : null}
    </PageFrame>
  );
}
