/** /productsAvailableList: available stock per SKU × warehouse with daily sales and days of cover. */
import { Text } from '@chakra-ui/react';
import { type DataTableColumn } from '../../ui';
import { SkuCell } from '../../ui/cells';
import { featurePage } from '../../ui/FeatureScope';
import { useListScreen, ListPage, titledPage } from '../../ui/resource';
import { baseFilter, useBaseFilterFields, useText } from './components';
import { availableList, pairKeyOf, type AvailableRow } from './hooks';
import { purchaseSuggestionsMessages } from './messages';

export const ProductsAvailableListPage = featurePage(purchaseSuggestionsMessages, AvailableScreen);

function AvailableScreen() {
  const t = useText();
  const screen = useListScreen({ ...availableList, fields: useBaseFilterFields(), toFilter: baseFilter });
  const columns: DataTableColumn<AvailableRow>[] = [
    { key: 'product', header: t('ps.col.product'), hideable: false, cell: (r) => <SkuCell {...r} mono /> },
    { key: 'warehouse', header: t('ps.col.warehouse'), cell: (r) => r.warehouseName },
    { key: 'supplier', header: t('ps.col.supplier'), cell: (r) => r.supplierName || '—', hiddenByDefault: true },
    { key: 'quantity', header: t('ps.col.quantity'), align: 'end', cell: (r) => r.quantity },
    { key: 'occupied', header: t('ps.col.occupied'), align: 'end', cell: (r) => r.occupied },
    { key: 'sellable', header: t('ps.col.sellable'), align: 'end', cell: (r) => <Text fontWeight="medium">{r.sellable}</Text> },
    { key: 'preSale', header: t('ps.col.preSale'), align: 'end', cell: (r) => r.preSale },
    { key: 'inTransit', header: t('ps.col.inTransit'), align: 'end', cell: (r) => r.inTransit },
    { key: 'pending', header: t('ps.col.pendingReceipt'), align: 'end', cell: (r) => r.pendingReceipt },
    { key: 'safety', header: t('ps.col.safety'), align: 'end', cell: (r) => r.safetyStock },
    { key: 'daily', header: t('ps.col.daily'), align: 'end', cell: (r) => r.dailySales.toFixed(2) },
    { key: 'cover', header: t('ps.col.coverDays'), align: 'end', cell: (r) => (r.daysOfCover == null ? '—' : r.daysOfCover) },
  ];
  return (
    <ListPage page={titledPage(t, 'ps.available', 'productsAvailableList', t('ps.empty.available'))} screen={screen} columns={columns} rowKey={pairKeyOf} />
  );
}
