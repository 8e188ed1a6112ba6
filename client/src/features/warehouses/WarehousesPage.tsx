/** /warehouses: own, overseas and FBA warehouses with their allocation priority, default and status. */
import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { WAREHOUSE_TYPES } from '@erp/schema';
import { Link as RouterLink } from 'react-router';
import type { WarehouseFilter } from '../../api/generated/types';
import { TRUE_FALSE, yesNoField, yesNoOf, type DataTableColumn, type FilterField, type FilterValues, choiceField } from '../../ui';
import { ToolPagesMenu } from '../../app/toolWindows';
import { featurePage } from '../../ui/FeatureScope';
import { textOrUndefined } from '../../ui/format';
import { actionsColumn, RowActions, useDialog, useListScreen, ListPage, pageOf } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { WarehouseDialog } from './components/WarehouseDialog';
import { useWarehouseCommands, warehouseList, type WarehouseRow } from './hooks';
import { warehousesMessages, type WarehousesMessageId } from './messages';

export const WarehousesPage = featurePage(warehousesMessages, WarehousesScreen);

function toFilter(v: FilterValues): WarehouseFilter {
  return {
    keyword: textOrUndefined(v.keyword),
    type: textOrUndefined(v.type),
    enabled: yesNoOf(v.enabled, TRUE_FALSE),
  };
}

export function useWarehouseTypeLabel() {
  const t = useFeatureText(warehousesMessages);
  return (type: string) => ((WAREHOUSE_TYPES as readonly string[]).includes(type) ? t(`warehouses.type.${type}` as WarehousesMessageId) : type);
}

function WarehousesScreen() {
  const t = useFeatureText(warehousesMessages);
  const typeLabel = useWarehouseTypeLabel();
  const commands = useWarehouseCommands();
  const fields: FilterField[] = [
    { name: 'keyword', label: t('warehouses.filter.keyword'), type: 'text' },
    choiceField('type', t('warehouses.filter.type'), WAREHOUSE_TYPES, (w) => t(`warehouses.type.${w}`)),
    yesNoField('enabled', t('warehouses.filter.enabled'), t('warehouses.enabled'), t('warehouses.disabled'), TRUE_FALSE),
  ];
  const screen = useListScreen({ ...warehouseList, fields, toFilter });
  const editing = useDialog<{ warehouse: WarehouseRow | null }>(screen.reload);
  const failure = t('warehouses.saveFailed');

  const setEnabled = (w: WarehouseRow, enabled: boolean) =>
    void screen.run(
      () =>
        commands.update(
          { input: { id: w.id, enabled } },
          { success: t(enabled ? 'warehouses.enabledDone' : 'warehouses.disabledDone', { name: w.name }), failure },
        ),
      enabled ? undefined : { confirm: t('warehouses.disableConfirm', { name: w.name }), danger: true, confirmText: t('warehouses.disable') },
    );
  const makeDefault = (w: WarehouseRow) =>
    void screen.run(() => commands.update({ input: { id: w.id, isDefault: true } }, { success: t('warehouses.defaultDone', { name: w.name }), failure }));

  const columns: DataTableColumn<WarehouseRow>[] = [
    {
      key: 'name',
      header: t('warehouses.col.name'),
      hideable: false,
      cell: (w) => (
        <HStack gap="2">
          <Text fontWeight="medium">{w.name}</Text>
          {w.isDefault ? <Badge colorPalette="teal">{t('warehouses.default')}</Badge> : null}
        </HStack>
      ),
    },
    { key: 'code', header: t('warehouses.col.code'), cell: (w) => w.code || '—' },
    { key: 'type', header: t('warehouses.col.type'), cell: (w) => typeLabel(w.type) },
    { key: 'country', header: t('warehouses.col.country'), cell: (w) => w.country || '—' },
    { key: 'contact', header: t('warehouses.col.contact'), cell: (w) => [w.contact, w.phone].filter(Boolean).join(' · ') || '—' },
    { key: 'priority', header: t('warehouses.col.priority'), align: 'end', cell: (w) => w.priority },
    {
      key: 'locations',
      header: t('warehouses.col.locations'),
      align: 'end',
      cell: (w) => (
        <Button asChild size="xs" variant="plain" colorPalette="teal">
          <RouterLink to={`/locations?warehouseId=${w.id}`} aria-label={`${t('warehouses.locations')} ${w.name}`}>
            {w.locationCount}
          </RouterLink>
        </Button>
      ),
    },
    {
      key: 'status',
      header: t('warehouses.col.status'),
      cell: (w) => <Badge colorPalette={w.enabled ? 'green' : 'gray'}>{w.enabled ? t('warehouses.enabled') : t('warehouses.disabled')}</Badge>,
    },
    actionsColumn(t('warehouses.col.actions'), (w) => (
      <RowActions
        record={w.name}
        actions={[
          { key: 'edit', label: t('warehouses.edit'), permission: 'warehouse.update', onClick: () => editing.open({ warehouse: w }) },
          {
            key: 'default',
            label: t('warehouses.makeDefault'),
            permission: 'warehouse.update',
            colorPalette: 'gray',
            when: !w.isDefault && w.enabled,
            onClick: () => makeDefault(w),
          },
          {
            key: 'enable',
            label: w.enabled ? t('warehouses.disable') : t('warehouses.enable'),
            permission: 'warehouse.update',
            colorPalette: w.enabled ? 'red' : 'green',
            when: !w.isDefault,
            onClick: () => setEnabled(w, !w.enabled),
          },
        ]}
      />
    )),
  ];

  return (
    <ListPage
      page={pageOf(
        t,
        'warehouses',
        'warehouses',
        { permission: 'warehouse.create', onClick: () => editing.open({ warehouse: null }) },
        { actions: <ToolPagesMenu /> },
      )}
      screen={screen}
      columns={columns}
    >
      {editing.current ? <WarehouseDialog warehouse={editing.current.warehouse} onClose={editing.close} onSaved={editing.done} /> : null}
    </ListPage>
  );
}
