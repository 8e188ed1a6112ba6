/** /inboundOrder and /outboundOrder: add, modify, list, confirm and cancel stock orders. */
import { Button, Stack, Text } from '@chakra-ui/react';
import { INBOUND_TYPES, OUTBOUND_TYPES, STOCK_BILL_STATUSES, STOCK_BILL_TRANSITIONS, oneOf } from '@erp/schema';
import type { StockBillFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterField, type FilterValues, choiceField } from '../../ui';
import { CreateButton } from '../../ui/CreateButton';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, idOrUndefined, textOrUndefined } from '../../ui/format';
import { actionsColumn, LifecycleActions, type LifecycleItem, type Outcome, useDialog, useListScreen, ListPage } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { useWarehouseFilterOptions } from '../warehouses/pickers';
import { BillDetail } from './components/BillDetail';
import { BillEditor } from './components/BillEditor';
import { BillStatus } from './components/BillStatus';
import { dateRangeFilter } from './filters';
import { billList, useBillCommands, type BillRow, type Direction } from './hooks';
import { stockBillsMessages, type StockBillsMessageId } from './messages';

export const InboundOrderPage = featurePage(stockBillsMessages, () => <StockBillsScreen direction="inbound" />);

export const OutboundOrderPage = featurePage(stockBillsMessages, () => <StockBillsScreen direction="outbound" />);

type BillAction = keyof typeof STOCK_BILL_TRANSITIONS;

function toFilter(v: FilterValues): StockBillFilter {
  return {
    billNo: textOrUndefined(v.billNo),
    warehouseId: idOrUndefined(v.warehouseId),
    type: textOrUndefined(v.type),
    status: oneOf(STOCK_BILL_STATUSES, v.status),
    sku: textOrUndefined(v.sku),
    ...dateRangeFilter(v.date),
  };
}

type Dialog = { kind: 'edit'; bill: BillRow | null } | { kind: 'view'; bill: BillRow };

function StockBillsScreen({ direction }: { direction: Direction }) {
  const t = useFeatureText(stockBillsMessages);
  const warehouses = useWarehouseFilterOptions();
  const commands = useBillCommands(direction);
  const types = direction === 'inbound' ? INBOUND_TYPES : OUTBOUND_TYPES;
  const typeLabel = (type: string) => ((types as readonly string[]).includes(type) ? t(`stockBills.type.${type}` as StockBillsMessageId) : type);

  const fields: FilterField[] = [
    { name: 'billNo', label: t('stockBills.filter.billNo'), type: 'text' },
    { name: 'warehouseId', label: t('stockBills.filter.warehouse'), type: 'select', options: warehouses },
    choiceField('status', t('stockBills.filter.status'), STOCK_BILL_STATUSES, (s) => t(`stockBills.status.${s}`)),
    { name: 'sku', label: t('stockBills.filter.sku'), type: 'text' },
    choiceField('type', t('stockBills.filter.type'), types, (ty) => t(`stockBills.type.${ty}` as StockBillsMessageId)),
    { name: 'date', label: t('stockBills.filter.date'), type: 'dateRange' },
  ];
  const screen = useListScreen({ ...billList(direction), fields, toFilter });
  const dialog = useDialog<Dialog>(screen.reload);
  const failure = t('stockBills.failed');

  // the list is asked again after either outcome: a refused bill may have moved meanwhile
  const settleBill = (act: () => Promise<Outcome<unknown>>, ask: { confirm: string; confirmText: string; danger?: boolean }) =>
    void screen.run(async () => {
      const outcome = await act();
      if (!outcome.ok) screen.reload();
      return outcome;
    }, ask);
  const actionsOf = (b: BillRow): LifecycleItem<BillAction>[] => [
    {
      key: 'edit',
      label: t('stockBills.edit'),
      permission: `${direction}Order.create`,
      when: b.status === 'draft',
      onClick: () => dialog.open({ kind: 'edit', bill: b }),
    },
    {
      action: 'confirm',
      label: t('stockBills.confirm'),
      permission: `${direction}Order.confirm`,
      colorPalette: 'green',
      onClick: () =>
        settleBill(() => commands.confirm(b.id, { success: t('stockBills.confirmed', { billNo: b.billNo }), failure }), {
          confirm: t(`stockBills.${direction}.confirmAsk`, { billNo: b.billNo }),
          confirmText: t('stockBills.confirm'),
        }),
    },
    {
      action: 'cancel',
      label: t('stockBills.cancelBill'),
      permission: `${direction}Order.create`,
      colorPalette: 'red',
      onClick: () =>
        settleBill(() => commands.cancel(b.id, { success: t('stockBills.cancelled', { billNo: b.billNo }), failure }), {
          confirm: t('stockBills.cancelAsk', { billNo: b.billNo }),
          confirmText: t('stockBills.cancelBill'),
          danger: true,
        }),
    },
  ];

  const columns: DataTableColumn<BillRow>[] = [
    {
      key: 'billNo',
      header: t('stockBills.col.billNo'),
      hideable: false,
      cell: (b) => (
        <Button
          variant="plain"
          colorPalette="teal"
          size="sm"
          px="0"
          onClick={() => dialog.open({ kind: 'view', bill: b })}
          aria-label={`${t('stockBills.view')} ${b.billNo}`}
        >
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
          <Text>
            {b.lines.length > 1
              ? t('stockBills.productsMore', { first: b.lines[0]!.sku, count: b.lines.length, more: b.lines.length - 1 })
              : (b.lines[0]?.sku ?? '—')}
          </Text>
        </Stack>
      ),
    },
    { key: 'quantity', header: t('stockBills.col.quantity'), align: 'end', cell: (b) => b.totalQuantity },
    { key: 'amount', header: t('stockBills.col.amount'), align: 'end', cell: (b) => b.totalAmount },
    { key: 'operator', header: t('stockBills.col.operator'), cell: (b) => b.operatorName || '—' },
    { key: 'createdAt', header: t('stockBills.col.createdAt'), cell: (b) => <Text whiteSpace="nowrap">{formatDateTime(b.createdAt)}</Text> },
    { key: 'confirmedAt', header: t('stockBills.col.confirmedAt'), hiddenByDefault: true, cell: (b) => formatDateTime(b.confirmedAt) },
    { key: 'remark', header: t('stockBills.col.remark'), hiddenByDefault: true, cell: (b) => b.remark || '—' },
    actionsColumn(t('stockBills.col.actions'), (b) => (
      <LifecycleActions
        transitions={STOCK_BILL_TRANSITIONS}
        status={b.status}
        record={b.billNo}
        actions={actionsOf(b)}
        leading={
          <Button size="xs" variant="ghost" onClick={() => dialog.open({ kind: 'view', bill: b })}>
            {t('stockBills.view')}
          </Button>
        }
      />
    )),
  ];

  const open = dialog.current;
  return (
    <ListPage
      page={{
        title: t(`stockBills.${direction}.title`),
        description: t(`stockBills.${direction}.description`),
        emptyText: t('stockBills.empty'),
        toolbar: (
          <CreateButton permission={`${direction}Order.create`} onClick={() => dialog.open({ kind: 'edit', bill: null })}>
            {t(`stockBills.${direction}.add`)}
          </CreateButton>
        ),
      }}
      screen={screen}
      columns={columns}
      columnsStorageKey={`table.${direction}Orders.columns`}
    >
      {open?.kind === 'edit' ? <BillEditor direction={direction} bill={open.bill} onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'view' ? <BillDetail direction={direction} bill={open.bill} onClose={dialog.close} /> : null}
    </ListPage>
  );
}
