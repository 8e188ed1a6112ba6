/** /stockLockManage: who holds which stock; lock by hand (stock.occupy) and release part or all. */
import { Badge, Text } from '@chakra-ui/react';
import { OCCUPATION_SOURCES, OCCUPATION_STATUSES, oneOf } from '@erp/schema';
import { useMemo } from 'react';
import { LuLock } from 'react-icons/lu';
import type { StockOccupationFilter } from '../../api/generated/types';
import { emptyFilterValues, type DataTableColumn, type FilterField, type FilterValues, choiceField } from '../../ui';
import { CreateButton } from '../../ui/CreateButton';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, idOrUndefined, textOrUndefined } from '../../ui/format';
import { pageOf, actionsColumn, RowActions, useDialog, useListScreen, ListPage } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { ProductCell } from '../inventory/components/ProductCell';
import { useWarehouseFilterOptions } from '../warehouses/pickers';
import { dateRangeFilter } from './filters';
import { LockDialog, ReleaseDialog } from './components/LockDialogs';
import { occupationList, type OccupationRow } from './hooks';
import { stockBillsMessages, type StockBillsMessageId } from './messages';

export const StockLocksPage = featurePage(stockBillsMessages, StockLocksScreen);

function toFilter(v: FilterValues): StockOccupationFilter {
  return {
    warehouseId: idOrUndefined(v.warehouseId),
    sku: textOrUndefined(v.sku),
    sourceType: textOrUndefined(v.sourceType),
    sourceNo: textOrUndefined(v.sourceNo),
    status: oneOf(OCCUPATION_STATUSES, v.status),
    ...dateRangeFilter(v.date),
  };
}

type Dialog = { kind: 'lock' } | { kind: 'release'; row: OccupationRow };

function StockLocksScreen() {
  const t = useFeatureText(stockBillsMessages);
  const warehouses = useWarehouseFilterOptions();
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'sku', label: t('stockLocks.filter.sku'), type: 'text' },
      { name: 'warehouseId', label: t('stockLocks.filter.warehouse'), type: 'select', options: warehouses },
      choiceField('status', t('stockLocks.filter.status'), ['active', 'released'] as const, (s) => t(`stockLocks.status.${s}`)),
      choiceField('sourceType', t('stockLocks.filter.sourceType'), OCCUPATION_SOURCES, (s) => t(`stockLocks.source.${s}` as StockBillsMessageId)),
      { name: 'sourceNo', label: t('stockLocks.filter.sourceNo'), type: 'text' },
      { name: 'date', label: t('stockLocks.filter.date'), type: 'dateRange' },
    ],
    [t, warehouses],
  );
  // the list opens on what is held now
  const defaults = useMemo(() => ({ ...emptyFilterValues(fields), status: 'active' }), [fields]);
  const screen = useListScreen({ ...occupationList, fields, toFilter, defaultValues: defaults });
  const dialog = useDialog<Dialog>(screen.reload);
  const sourceLabel = (s: string) => ((OCCUPATION_SOURCES as readonly string[]).includes(s) ? t(`stockLocks.source.${s}` as StockBillsMessageId) : s);

  const columns: DataTableColumn<OccupationRow>[] = [
    {
      key: 'sku',
      header: t('stockLocks.col.sku'),
      hideable: false,
      cell: (r) => <ProductCell sku={r.sku} productName={r.productName} />,
    },
    { key: 'warehouse', header: t('stockLocks.col.warehouse'), cell: (r) => r.warehouseName },
    { key: 'quantity', header: t('stockLocks.col.quantity'), align: 'end', cell: (r) => r.quantity },
    { key: 'source', header: t('stockLocks.col.source'), cell: (r) => sourceLabel(r.sourceType) },
    { key: 'sourceNo', header: t('stockLocks.col.sourceNo'), cell: (r) => r.sourceNo || '—' },
    {
      key: 'status',
      header: t('stockLocks.col.status'),
      cell: (r) => (
        <Badge colorPalette={r.status === 'active' ? 'orange' : 'gray'}>
          {r.status === 'active' ? t('stockLocks.status.active') : t('stockLocks.status.released')}
        </Badge>
      ),
    },
    { key: 'remark', header: t('stockLocks.col.remark'), cell: (r) => r.remark || '—' },
    { key: 'createdAt', header: t('stockLocks.col.createdAt'), cell: (r) => <Text whiteSpace="nowrap">{formatDateTime(r.createdAt)}</Text> },
    { key: 'releasedAt', header: t('stockLocks.col.releasedAt'), hiddenByDefault: true, cell: (r) => formatDateTime(r.releasedAt) },
    actionsColumn(t('stockLocks.col.actions'), (r) => (
      <RowActions
        record={r.sourceNo || r.sku}
        actions={[
          {
            key: 'release',
            label: t('stockLocks.release'),
            permission: 'stock.occupy',
            when: r.status === 'active',
            onClick: () => dialog.open({ kind: 'release', row: r }),
          },
        ]}
      />
    )),
  ];

  return (
    <ListPage
      page={pageOf(t, 'stockLocks', 'stockLocks', undefined, {
        toolbar: (
          <CreateButton permission="stock.occupy" icon={<LuLock />} onClick={() => dialog.open({ kind: 'lock' })}>
            {t('stockLocks.add')}
          </CreateButton>
        ),
      })}
      screen={screen}
      columns={columns}
    >
      {dialog.current?.kind === 'lock' ? <LockDialog onClose={dialog.close} onSaved={dialog.done} /> : null}
      {dialog.current?.kind === 'release' ? <ReleaseDialog row={dialog.current.row} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}
