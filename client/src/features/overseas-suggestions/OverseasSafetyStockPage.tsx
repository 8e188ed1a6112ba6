/** /overseasSafetyStock: the safety-stock settings of every overseas warehouse × SKU, set in batch. */
import { Badge, HStack, Text } from '@chakra-ui/react';
import type { OverseasStockFilter } from '../../api/generated/types';
import type { BatchAction, DataTableColumn, FilterValues } from '../../ui';
import { SkuCell } from '../../ui/cells';
import { featurePage } from '../../ui/FeatureScope';
import { idOrUndefined, textOrUndefined } from '../../ui/format';
import { ListPage, useDialog, useListScreen } from '../../ui/resource';
import { requireTicked, useFilterFields } from './OverseasSuggestPage';
import { SafetyDialog } from './SafetyDialog';
import { pairKeyOf, safetyList, useText, type OverseasRow } from './hooks';
import { overseasSuggestionsMessages } from './messages';

export const OverseasSafetyStockPage = featurePage(overseasSuggestionsMessages, SafetyScreen);

export const toStockFilter = (v: FilterValues): OverseasStockFilter => ({ warehouseId: idOrUndefined(v.warehouseId), keyword: textOrUndefined(v.keyword) });

function SafetyScreen() {
  const t = useText();
  const fields = useFilterFields(false);
  const screen = useListScreen({ ...safetyList, fields, toFilter: toStockFilter });
  const dialog = useDialog<{ rows: OverseasRow[] }>(screen.reload);
  const batchActions: BatchAction<OverseasRow>[] = [
    {
      key: 'safety',
      label: t('os.setSafety'),
      permission: 'overseasSafetyStock.update',
      allowEmpty: true,
      colorPalette: 'teal',
      onClick: (rows) => {
        if (requireTicked(rows, t)) dialog.open({ rows });
      },
    },
  ];
  const columns: DataTableColumn<OverseasRow>[] = [
    { key: 'product', header: t('os.col.product'), hideable: false, cell: (r) => <SkuCell {...r} mono /> },
    {
      key: 'warehouse',
      header: t('os.col.warehouse'),
      cell: (r) => (
        <HStack gap="1">
          <Text>{r.warehouseName}</Text>
          {r.ownSetting ? null : <Badge size="sm">{t('os.default')}</Badge>}
        </HStack>
      ),
    },
    { key: 'days', header: t('os.col.stockingDays'), align: 'end', cell: (r) => `${r.minStockingDays} / ${r.maxStockingDays}` },
    { key: 'safeDays', header: t('os.col.safeDays'), align: 'end', cell: (r) => r.safeDays },
    { key: 'fixed', header: t('os.col.fixedSafety'), align: 'end', cell: (r) => (r.fixedSafetyStock == null ? t('os.byDays') : r.fixedSafetyStock) },
    { key: 'safety', header: t('os.col.safety'), align: 'end', cell: (r) => r.safetyStock },
    { key: 'moq', header: t('os.col.moq'), align: 'end', cell: (r) => r.settingMoq },
    { key: 'minOrderDays', header: t('os.col.minOrderDays'), align: 'end', cell: (r) => r.minOrderDays, hiddenByDefault: true },
    { key: 'daily', header: t('os.col.daily'), align: 'end', cell: (r) => r.dailySales.toFixed(2) },
    { key: 'sellable', header: t('os.col.sellable'), align: 'end', cell: (r) => r.sellable },
  ];
  return (
    <ListPage
      page={{ title: t('os.safety.title'), description: t('os.safety.description'), emptyText: t('os.empty.safety'), name: 'overseasSafetyStock' }}
      screen={screen}
      columns={columns}
      rowKey={pairKeyOf}
      batchActions={batchActions}
    >
      {dialog.current ? <SafetyDialog rows={dialog.current.rows} onClose={dialog.close} onDone={dialog.done} /> : null}
    </ListPage>
  );
}
