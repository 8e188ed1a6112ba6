/** /inboundOrder and /outboundOrder: add, modify, list, confirm and cancel stock orders. */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { INBOUND_TYPES, OUTBOUND_TYPES } from '@erp/schema';
import { useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import type { StockBillFilter } from '../../api/generated/graphql';
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
  type DateRange,
  type FilterField,
  type FilterValues,
} from '../../ui';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { dayBoundary, formatDateTime, textOrUndefined } from '../shared/format';
import { showFailure } from '../shared/outcome';
import { useFeatureText } from '../public/featureIntl';
import { useWarehouseOptions } from '../warehouses/pickers';
import { BillDetail } from './components/BillDetail';
import { BillEditor } from './components/BillEditor';
import { BillStatus } from './components/BillStatus';
import { useBillActions, useBills, type BillRow, type Direction } from './hooks';
import { stockBillsMessages, type StockBillsMessageId } from './messages';

export function InboundOrderPage() {
  return (
    <FeatureScope messages={stockBillsMessages}>
      <StockBillsScreen direction="inbound" />
    </FeatureScope>
  );
}

export function OutboundOrderPage() {
  return (
    <FeatureScope messages={stockBillsMessages}>
      <StockBillsScreen direction="outbound" />
    </FeatureScope>
  );
}

const STATUSES = ['draft', 'confirmed', 'cancelled'] as const;

function toFilter(v: FilterValues): StockBillFilter {
  const [from, to] = Array.isArray(v.date) ? (v.date as DateRange) : ['', ''];
  return {
    billNo: textOrUndefined(v.billNo),
    warehouseId: typeof v.warehouseId === 'string' && v.warehouseId ? Number(v.warehouseId) : undefined,
    type: textOrUndefined(v.type),
    status: textOrUndefined(v.status),
    sku: textOrUndefined(v.sku),
    from: dayBoundary(from, false) ?? undefined,
    to: dayBoundary(to, true) ?? undefined,
  };
}

type Dialog = { kind: 'edit'; bill: BillRow | null } | { kind: 'view'; bill: BillRow };

function StockBillsScreen({ direction }: { direction: Direction }) {
  const t = useFeatureText(stockBillsMessages);
  const confirm = useConfirm();
  const { options: warehouses } = useWarehouseOptions();
  const actions = useBillActions(direction);
  const types = direction === 'inbound' ? INBOUND_TYPES : OUTBOUND_TYPES;
  const typeLabel = (type: string) => ((types as readonly string[]).includes(type) ? t(`stockBills.type.${type}` as StockBillsMessageId) : type);

  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'billNo', label: t('stockBills.filter.billNo'), type: 'text' },
      { name: 'warehouseId', label: t('stockBills.filter.warehouse'), type: 'select', options: warehouses.map((w) => ({ value: String(w.id), label: w.name })) },
      { name: 'status', label: t('stockBills.filter.status'), type: 'select', options: STATUSES.map((s) => ({ value: s, label: t(`stockBills.status.${s}`) })) },
      { name: 'sku', label: t('stockBills.filter.sku'), type: 'text' },
      { name: 'type', label: t('stockBills.filter.type'), type: 'select', options: types.map((ty) => ({ value: ty, label: t(`stockBills.type.${ty}` as StockBillsMessageId) })) },
      { name: 'date', label: t('stockBills.filter.date'), type: 'dateRange' },
    ],
    [t, warehouses, types],
  );
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [filter, setFilter] = useState<StockBillFilter>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, loading, error, refetch } = useBills(direction, page, pageSize, filter);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const confirmBill = async (bill: BillRow) => {
    if (!(await confirm({ message: t(`stockBills.${direction}.confirmAsk`, { billNo: bill.billNo }), confirmText: t('stockBills.confirm') }))) return;
    const outcome = await actions.confirm(bill.id);
    if (outcome.ok) toastSuccess(t('stockBills.confirmed', { billNo: bill.billNo }));
    else showFailure(outcome, t('stockBills.failed'));
    refetch();
  };
  const cancelBill = async (bill: BillRow) => {
    if (!(await confirm({ message: t('stockBills.cancelAsk', { billNo: bill.billNo }), danger: true, confirmText: t('stockBills.cancelBill') }))) return;
    const outcome = await actions.cancel(bill.id);
    if (outcome.ok) toastSuccess(t('stockBills.cancelled', { billNo: bill.billNo }));
    else showFailure(outcome, t('stockBills.failed'));
    refetch();
  };

  const columns: DataTableColumn<BillRow>[] = [
    {
      key: 'billNo',
      header: t('stockBills.col.billNo'),
      hideable: false,
      cell: (b) => (
        <Button variant="plain" colorPalette="teal" size="sm" px="0" onClick={() => setDialog({ kind: 'view', bill: b })} aria-label={`${t('stockBills.view')} ${b.billNo}`}>
          {b.billNo}
        </Button>
      ),
    },
    { key: 'type', header: t('stockBills.col.type'), cell: (b) => typeLabel(b.type) },
    { key: 'warehouse', header: t('stockBills.col.warehouse'), cell: (b) => b.warehouseName },
    { key: 'status', header: t('stockBills.col.status'), cell: (b) => <BillStatus status={b.status} /> },
    {
      key: 'products',
      header: t('stockBills.col.products'),
      cell: (b) => (
        <Stack gap="0">
          <Text>{b.lines.length > 1 ? t('stockBills.productsMore', { first: b.lines[0]!.sku, count: b.lines.length, more: b.lines.length - 1 }) : (b.lines[0]?.sku ?? '—')}</Text>
        </Stack>
      ),
    },
    { key: 'quantity', header: t('stockBills.col.quantity'), align: 'end', cell: (b) => b.totalQuantity },
    { key: 'amount', header: t('stockBills.col.amount'), align: 'end', cell: (b) => b.totalAmount },
    { key: 'operator', header: t('stockBills.col.operator'), cell: (b) => b.operatorName || '—' },
    { key: 'createdAt', header: t('stockBills.col.createdAt'), cell: (b) => <Text whiteSpace="nowrap">{formatDateTime(b.createdAt)}</Text> },
    { key: 'confirmedAt', header: t('stockBills.col.confirmedAt'), hiddenByDefault: true, cell: (b) => formatDateTime(b.confirmedAt) },
    { key: 'remark', header: t('stockBills.col.remark'), hiddenByDefault: true, cell: (b) => b.remark || '—' },
    {
      key: 'actions',
      header: t('stockBills.col.actions'),
      hideable: false,
      cell: (b) => (
        <HStack gap="1" wrap="wrap">
          <Button size="xs" variant="ghost" onClick={() => setDialog({ kind: 'view', bill: b })}>
            {t('stockBills.view')}
          </Button>
          {b.status === 'draft' ? (
            <>
              <PermissionGuard permission={`${direction}Order.create`}>
                <Button size="xs" variant="ghost" colorPalette="teal" onClick={() => setDialog({ kind: 'edit', bill: b })} aria-label={`${t('stockBills.edit')} ${b.billNo}`}>
                  {t('stockBills.edit')}
                </Button>
              </PermissionGuard>
              <PermissionGuard permission={`${direction}Order.confirm`}>
                <Button size="xs" variant="ghost" colorPalette="green" onClick={() => void confirmBill(b)} aria-label={`${t('stockBills.confirm')} ${b.billNo}`}>
                  {t('stockBills.confirm')}
                </Button>
              </PermissionGuard>
              <PermissionGuard permission={`${direction}Order.create`}>
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void cancelBill(b)} aria-label={`${t('stockBills.cancelBill')} ${b.billNo}`}>
                  {t('stockBills.cancelBill')}
                </Button>
              </PermissionGuard>
            </>
          ) : null}
        </HStack>
      ),
    },
  ];

  return (
    <PageFrame title={t(`stockBills.${direction}.title`)} description={t(`stockBills.${direction}.description`)}>
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
        aria-label={t(`stockBills.${direction}.title`)}
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
        emptyText={t('stockBills.empty')}
        columnsStorageKey={`table.${direction}Orders.columns`}
        toolbar={
          <PermissionGuard permission={`${direction}Order.create`}>
            <Button size="sm" colorPalette="teal" onClick={() => setDialog({ kind: 'edit', bill: null })}>
              <LuPlus />
              {t(`stockBills.${direction}.add`)}
            </Button>
          </PermissionGuard>
        }
      />
      {dialog?.kind === 'edit' ? (
        <BillEditor
          direction={direction}
          bill={dialog.bill}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            refetch();
          }}
        />
      ) : null}
      {dialog?.kind === 'view' ? <BillDetail direction={direction} bill={dialog.bill} onClose={() => setDialog(null)} /> : null}
    </PageFrame>
  );
}
