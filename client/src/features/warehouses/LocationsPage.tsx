/** /locations: storage locations per warehouse; ranges at once; printable barcode labels. */
import { Badge, Button, Text } from '@chakra-ui/react';
import { LuPlus, LuPrinter } from 'react-icons/lu';
import type { LocationFilter } from '../../api/generated/types';
import {
  PermissionGuard,
  toastError,
  toastSuccess,
  TRUE_FALSE,
  yesNoField,
  yesNoOf,
  type BatchAction,
  type DataTableColumn,
  type FilterField,
  type FilterValues,
} from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, idOrUndefined, textOrUndefined } from '../../ui/format';
import { actionsColumn, ListPage, pageOf, RowActions, showFailure, useDialog, useListScreen } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { EditLocationDialog, LocationBatchDialog, LocationDialog } from './components/LocationDialogs';
import { downloadBase64Pdf } from './components/pdf';
import { locationList, useLocationCommands, useLocationLabels, type LocationRow } from './hooks';
import { warehousesMessages } from './messages';
import { useWarehouseOptions } from './pickers';

export const LocationsPage = featurePage(warehousesMessages, LocationsScreen);

function toFilter(v: FilterValues): LocationFilter {
  return {
    warehouseId: idOrUndefined(v.warehouseId),
    keyword: textOrUndefined(v.keyword),
    zone: textOrUndefined(v.zone),
    enabled: yesNoOf(v.enabled, TRUE_FALSE),
  };
}

type Dialog = { kind: 'add' } | { kind: 'batch' } | { kind: 'edit'; location: LocationRow };

function LocationsScreen() {
  const t = useFeatureText(warehousesMessages);
  const { options: warehouses } = useWarehouseOptions();
  const commands = useLocationCommands();
  const labels = useLocationLabels();
  const fields: FilterField[] = [
    { name: 'warehouseId', label: t('locations.filter.warehouse'), type: 'select', options: warehouses.map((w) => ({ value: String(w.id), label: w.name })) },
    { name: 'keyword', label: t('locations.filter.keyword'), type: 'text' },
    { name: 'zone', label: t('locations.filter.zone'), type: 'text' },
    yesNoField('enabled', t('locations.filter.enabled'), t('warehouses.enabled'), t('warehouses.disabled'), TRUE_FALSE),
  ];
  // /warehouses links here with ?warehouseId= (the filter is kept in the address)
  const screen = useListScreen({ ...locationList, fields, toFilter });
  const dialog = useDialog<Dialog>(screen.reload);
  const failure = t('locations.saveFailed');

  const setEnabled = (l: LocationRow, enabled: boolean) =>
    void screen.run(() =>
      commands.update(
        { input: { id: l.id, enabled } },
        { success: t(enabled ? 'locations.enabledDone' : 'locations.disabledDone', { code: l.code }), failure },
      ),
    );
  const remove = (l: LocationRow) =>
    void screen.run(() => commands.remove({ id: l.id }, { success: t('locations.deleted', { code: l.code }), failure }), {
      confirm: t('locations.deleteConfirm', { code: l.code }),
      danger: true,
      confirmText: t('locations.delete'),
    });
  const print = async (selected: LocationRow[]) => {
    const outcome = await labels(selected.map((l) => l.id));
    if (!outcome.ok) {
      showFailure(outcome, t('locations.printFailed'));
      return;
    }
    try {
      downloadBase64Pdf(outcome.data, `locations-${new Date().toISOString().slice(0, 10)}.pdf`);
      toastSuccess(t('locations.printed', { count: selected.length }));
    } catch {
      toastError(t('locations.printFailed'));
    }
  };

  const batchActions: BatchAction<LocationRow>[] = [
    {
      key: 'print',
      label: (
        <>
          <LuPrinter />
          {t('locations.print')}
        </>
      ),
      onClick: (selected) => print(selected),
    },
  ];
  const columns: DataTableColumn<LocationRow>[] = [
    {
      key: 'code',
      header: t('locations.col.code'),
      hideable: false,
      cell: (l) => (
        <Text fontWeight="medium" fontFamily="mono">
          {l.code}
        </Text>
      ),
    },
    { key: 'warehouse', header: t('locations.col.warehouse'), cell: (l) => l.warehouse.name },
    { key: 'zone', header: t('locations.col.zone'), cell: (l) => l.zone || '—' },
    { key: 'remark', header: t('locations.col.remark'), cell: (l) => l.remark || '—' },
    {
      key: 'status',
      header: t('locations.col.status'),
      cell: (l) => <Badge colorPalette={l.enabled ? 'green' : 'gray'}>{l.enabled ? t('warehouses.enabled') : t('warehouses.disabled')}</Badge>,
    },
    { key: 'createdAt', header: t('locations.col.createdAt'), hiddenByDefault: true, cell: (l) => formatDateTime(l.createdAt) },
    actionsColumn(t('locations.col.actions'), (l) => (
      <RowActions
        record={l.code}
        actions={[
          { key: 'print', label: t('locations.print'), colorPalette: 'gray', onClick: () => void print([l]) },
          { key: 'edit', label: t('locations.edit'), permission: 'location.update', onClick: () => dialog.open({ kind: 'edit', location: l }) },
          {
            key: 'enable',
            label: l.enabled ? t('locations.disable') : t('locations.enable'),
            permission: 'location.update',
            colorPalette: l.enabled ? 'orange' : 'green',
            onClick: () => setEnabled(l, !l.enabled),
          },
          { key: 'delete', label: t('locations.delete'), permission: 'location.update', colorPalette: 'red', onClick: () => remove(l) },
        ]}
      />
    )),
  ];

  const chosenWarehouse = screen.filter.warehouseId ?? null;
  const open = dialog.current;
  return (
    <ListPage
      page={pageOf(t, 'locations', 'locations', undefined, {
        toolbar: (
          <PermissionGuard permission="location.update">
            <Button size="sm" colorPalette="teal" onClick={() => dialog.open({ kind: 'add' })}>
              <LuPlus />
              {t('locations.add')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => dialog.open({ kind: 'batch' })}>
              {t('locations.batchAdd')}
            </Button>
          </PermissionGuard>
        ),
      })}
      screen={screen}
      columns={columns}
      batchActions={batchActions}
    >
      {open?.kind === 'add' ? <LocationDialog warehouseId={chosenWarehouse} onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'batch' ? <LocationBatchDialog warehouseId={chosenWarehouse} onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'edit' ? <EditLocationDialog location={open.location} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}
