/** /inOutWarehouse: every stock movement with the balance after it; exported through the task queue. */
import { Text } from '@chakra-ui/react';
import { LEDGER_TYPES } from '@erp/schema';
import type { StockLedgerFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterField, type FilterValues, choiceField } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, idOrUndefined, textOrUndefined } from '../../ui/format';
import { pageOf, useListScreen, ListPage } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { ProductCell } from '../inventory/components/ProductCell';
import { ExportButton } from '../tasks/ExportButton';
import { useWarehouseFilterOptions } from '../warehouses/pickers';
import { dateRangeFilter } from './filters';
import { ledgerList, type LedgerRow } from './hooks';
import { stockBillsMessages, type StockBillsMessageId } from './messages';

export const LedgerPage = featurePage(stockBillsMessages, LedgerScreen);

function toFilter(v: FilterValues): StockLedgerFilter {
  return {
    warehouseId: idOrUndefined(v.warehouseId),
    sku: textOrUndefined(v.sku),
    type: textOrUndefined(v.type),
    billNo: textOrUndefined(v.billNo),
    ...dateRangeFilter(v.date),
  };
}

/** +3 / −3 / 0, green for increases and red for decreases. */
function Change({ value }: { value: number }) {
  if (value === 0) return <Text color="fg.muted">0</Text>;
  return (
    <Text color={value > 0 ? 'green.600' : 'red.600'} fontWeight="medium">
      {value > 0 ? `+${value}` : `−${-value}`}
    </Text>
  );
}

function LedgerScreen() {
  const t = useFeatureText(stockBillsMessages);
  const warehouses = useWarehouseFilterOptions();
  const typeLabel = (type: string) => ((LEDGER_TYPES as readonly string[]).includes(type) ? t(`ledger.type.${type}` as StockBillsMessageId) : type);
  const fields: FilterField[] = [
    { name: 'sku', label: t('ledger.filter.sku'), type: 'text' },
    { name: 'warehouseId', label: t('ledger.filter.warehouse'), type: 'select', options: warehouses },
    choiceField('type', t('ledger.filter.type'), LEDGER_TYPES, (ty) => t(`ledger.type.${ty}` as StockBillsMessageId)),
    { name: 'billNo', label: t('ledger.filter.billNo'), type: 'text' },
    { name: 'date', label: t('ledger.filter.date'), type: 'dateRange' },
  ];
  const screen = useListScreen({ ...ledgerList, fields, toFilter });

  const columns: DataTableColumn<LedgerRow>[] = [
    { key: 'time', header: t('ledger.col.time'), cell: (r) => <Text whiteSpace="nowrap">{formatDateTime(r.createdAt)}</Text> },
    {
      key: 'sku',
      header: t('ledger.col.sku'),
      hideable: false,
      cell: (r) => <ProductCell sku={r.sku} productName={r.productName} />,
    },
    { key: 'warehouse', header: t('ledger.col.warehouse'), cell: (r) => r.warehouseName },
    { key: 'location', header: t('ledger.col.location'), cell: (r) => r.locationCode || '—' },
    { key: 'type', header: t('ledger.col.type'), cell: (r) => typeLabel(r.type) },
    { key: 'quantityChange', header: t('ledger.col.quantityChange'), align: 'end', cell: (r) => <Change value={r.quantityChange} /> },
    { key: 'quantityAfter', header: t('ledger.col.quantityAfter'), align: 'end', cell: (r) => r.quantityAfter },
    { key: 'occupiedChange', header: t('ledger.col.occupiedChange'), align: 'end', cell: (r) => <Change value={r.occupiedChange} /> },
    { key: 'availableAfter', header: t('ledger.col.availableAfter'), align: 'end', cell: (r) => r.availableAfter },
    { key: 'occupiedAfter', header: t('ledger.col.occupiedAfter'), align: 'end', hiddenByDefault: true, cell: (r) => r.occupiedAfter },
    { key: 'unitCost', header: t('ledger.col.unitCost'), align: 'end', hiddenByDefault: true, cell: (r) => r.unitCost },
    { key: 'billNo', header: t('ledger.col.billNo'), cell: (r) => r.billNo || '—' },
    { key: 'remark', header: t('ledger.col.remark'), hiddenByDefault: true, cell: (r) => r.remark || '—' },
    { key: 'operator', header: t('ledger.col.operator'), cell: (r) => r.operatorName || '—' },
  ];

  return (
    <ListPage
      page={pageOf(t, 'ledger', 'stockLedger', undefined, {
        toolbar: <ExportButton reportType="stockLedger" filter={screen.filter} />,
      })}
      screen={screen}
      columns={columns}
    />
  );
}
