/** /addressTemplate: sender and return addresses per warehouse (spec 02 §2, §5 phone characters; issue 18 C). */
import { Badge, Text } from '@chakra-ui/react';
import { ADDRESS_KINDS, oneOf } from '@erp/schema';
import type { AddressTemplateFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterField, type FilterValues, choiceField } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { TwoLines } from '../../ui/cells';
import { textOrUndefined } from '../../ui/format';
import { actionsColumn, RowActions, useDialog, useListScreen, ListPage, pageOf } from '../../ui/resource';
import { useWarehouseFilterOptions } from '../warehouses/pickers';
import { AddressDialog } from './components/AddressDialog';
import { addressList, useAddressCommands, type AddressRow } from './hooks';
import { addressTemplatesMessages } from './messages';

export const AddressTemplatesPage = featurePage(addressTemplatesMessages, AddressTemplatesScreen);

const toFilter = (v: FilterValues): AddressTemplateFilter => ({
  keyword: textOrUndefined(v.keyword),
  kind: oneOf(ADDRESS_KINDS, v.kind),
  warehouseId: v.warehouseId ? Number(v.warehouseId) : undefined,
});

function AddressTemplatesScreen() {
  const t = useFeatureText(addressTemplatesMessages);
  const warehouses = useWarehouseFilterOptions();
  const fields: FilterField[] = [
    { name: 'warehouseId', label: t('addressTemplates.filter.warehouse'), type: 'select', options: warehouses },
    choiceField('kind', t('addressTemplates.filter.kind'), ADDRESS_KINDS, (k) => t(`addressTemplates.kind.${k}`)),
    { name: 'keyword', label: t('addressTemplates.filter.keyword'), type: 'text' },
  ];
  const screen = useListScreen({ ...addressList, fields, toFilter });
  const commands = useAddressCommands();
  const dialog = useDialog<{ address: AddressRow | null }>(screen.reload);

  const onDelete = (a: AddressRow) =>
    void screen.run(
      () => commands.remove({ id: a.id }, { success: t('addressTemplates.deleted', { name: a.name }), failure: t('addressTemplates.deleteFailed') }),
      { confirm: t('addressTemplates.confirmDelete', { name: a.name }), danger: true, confirmText: t('addressTemplates.delete') },
    );
  const onDefault = (a: AddressRow) =>
    void screen.run(() => commands.setDefault({ id: a.id }, { success: t('addressTemplates.defaultSet', { name: a.name }) }));

  const columns: DataTableColumn<AddressRow>[] = [
    { key: 'warehouse', header: t('addressTemplates.col.warehouse'), hideable: false, cell: (a) => a.warehouseName },
    {
      key: 'kind',
      header: t('addressTemplates.col.kind'),
      cell: (a) => t(a.kind === 'return' ? 'addressTemplates.kind.return' : 'addressTemplates.kind.sender'),
    },
    { key: 'name', header: t('addressTemplates.col.name'), cell: (a) => <TwoLines strong main={a.name} sub={a.company} /> },
    {
      key: 'address',
      header: t('addressTemplates.col.address'),
      cell: (a) => <Text fontSize="sm">{[a.street, a.city, a.state, a.postalCode, a.country].filter(Boolean).join(', ')}</Text>,
    },
    { key: 'phone', header: t('addressTemplates.col.phone'), cell: (a) => <TwoLines main={a.phone || '—'} sub={a.email} /> },
    {
      key: 'default',
      header: t('addressTemplates.col.default'),
      cell: (a) => (a.isDefault ? <Badge colorPalette="teal">{t('addressTemplates.default')}</Badge> : null),
    },
    actionsColumn(t('addressTemplates.col.actions'), (a) => (
      <RowActions
        record={a.name}
        actions={[
          { key: 'edit', label: t('addressTemplates.edit'), permission: 'addressTemplate.update', onClick: () => dialog.open({ address: a }) },
          ...(a.isDefault
            ? []
            : [{ key: 'default', label: t('addressTemplates.setDefault'), permission: 'addressTemplate.update' as const, onClick: () => onDefault(a) }]),
          { key: 'delete', label: t('addressTemplates.delete'), permission: 'addressTemplate.update', colorPalette: 'red', onClick: () => onDelete(a) },
        ]}
      />
    )),
  ];

  return (
    <ListPage
      page={pageOf(t, 'addressTemplates', 'addressTemplates', { permission: 'addressTemplate.update', onClick: () => dialog.open({ address: null }) })}
      screen={screen}
      columns={columns}
    >
      {dialog.current ? <AddressDialog address={dialog.current.address} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}
