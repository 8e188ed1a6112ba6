/** /locations: storage locations per warehouse; ranges at once; printable barcode labels. */
import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LuPlus, LuPrinter } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import type { LocationFilter } from '../../api/generated/graphql';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  emptyFilterValues,
  FilterBar,
  FIRST_PAGE,
  PermissionGuard,
  toastError,
  toastSuccess,
  useConfirm,
  type BatchAction,
  type DataTableColumn,
  type FilterField,
  type FilterValues,
} from '../../ui';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { formatDateTime, textOrUndefined } from '../shared/format';
import { showFailure } from '../shared/outcome';
import { useFeatureText } from '../public/featureIntl';
import { EditLocationDialog, LocationBatchDialog, LocationDialog } from './components/LocationDialogs';
import { downloadBase64Pdf } from './components/pdf';
import { useLocationLabels, useLocations, useSaveLocation, type LocationRow } from './hooks';
import { warehousesMessages } from './messages';
import { useWarehouseOptions } from './pickers';

export function LocationsPage() {
  return (
    <FeatureScope messages={warehousesMessages}>
      <LocationsScreen />
    </FeatureScope>
  );
}

function toFilter(v: FilterValues): LocationFilter {
  const warehouseId = typeof v.warehouseId === 'string' && v.warehouseId ? Number(v.warehouseId) : undefined;
  return {
    warehouseId,
    keyword: textOrUndefined(v.keyword),
    zone: textOrUndefined(v.zone),
    enabled: v.enabled === 'true' ? true : v.enabled === 'false' ? false : undefined,
  };
}

type Dialog = { kind: 'add' } | { kind: 'batch' } | { kind: 'edit'; location: LocationRow };

function LocationsScreen() {
  const t = useFeatureText(warehousesMessages);
  const confirm = useConfirm();
  const [params] = useSearchParams();
  const { options: warehouses } = useWarehouseOptions();
  const { updateLocation, deleteLocation, refresh } = useSaveLocation();
  const labels = useLocationLabels();
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'warehouseId', label: t('locations.filter.warehouse'), type: 'select', options: warehouses.map((w) => ({ value: String(w.id), label: w.name })) },
      { name: 'keyword', label: t('locations.filter.keyword'), type: 'text' },
      { name: 'zone', label: t('locations.filter.zone'), type: 'text' },
      {
        name: 'enabled',
        label: t('locations.filter.enabled'),
        type: 'select',
        options: [
          { value: 'true', label: t('warehouses.enabled') },
          { value: 'false', label: t('warehouses.disabled') },
        ],
      },
    ],
    [t, warehouses],
  );
  // /warehouses links here with ?warehouseId=
  const initialWarehouse = params.get('warehouseId') ?? '';
  const [values, setValues] = useState<FilterValues>(() => ({ ...emptyFilterValues(fields), warehouseId: initialWarehouse }));
  const [filter, setFilter] = useState<LocationFilter>(() => toFilter({ warehouseId: initialWarehouse }));
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  // a kept page follows the warehouse of a later link from /warehouses
  const applied = useRef(initialWarehouse);
  useEffect(() => {
    if (applied.current === initialWarehouse) return;
    applied.current = initialWarehouse;
    setValues((v) => {
      const next = { ...v, warehouseId: initialWarehouse };
      setFilter(toFilter(next));
      return next;
    });
    setPage(FIRST_PAGE);
  }, [initialWarehouse]);
  const { rows, total, loading, error, refetch } = useLocations(page, pageSize, filter);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const saved = () => {
    setDialog(null);
    refetch();
  };

  const setEnabled = async (l: LocationRow, enabled: boolean) => {
    const outcome = await updateLocation({ id: l.id, enabled });
    if (outcome.ok) {
      toastSuccess(t(enabled ? 'locations.enabledDone' : 'locations.disabledDone', { code: l.code }));
      refresh();
      refetch();
    } else showFailure(outcome, t('locations.saveFailed'));
  };
  const remove = async (l: LocationRow) => {
    if (!(await confirm({ message: t('locations.deleteConfirm', { code: l.code }), danger: true, confirmText: t('locations.delete') }))) return;
    const outcome = await deleteLocation(l.id);
    if (outcome.ok) {
      toastSuccess(t('locations.deleted', { code: l.code }));
      refresh();
      refetch();
    } else showFailure(outcome, t('locations.saveFailed'));
  };
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

  const batchActions: BatchAction<LocationRow>[] = [{ key: 'print', label: <><LuPrinter />{t('locations.print')}</>, onClick: (selected) => print(selected) }];
  const columns: DataTableColumn<LocationRow>[] = [
    { key: 'code', header: t('locations.col.code'), hideable: false, cell: (l) => <Text fontWeight="medium" fontFamily="mono">{l.code}</Text> },
    { key: 'warehouse', header: t('locations.col.warehouse'), cell: (l) => l.warehouse.name },
    { key: 'zone', header: t('locations.col.zone'), cell: (l) => l.zone || '—' },
    { key: 'remark', header: t('locations.col.remark'), cell: (l) => l.remark || '—' },
    { key: 'status', header: t('locations.col.status'), cell: (l) => <Badge colorPalette={l.enabled ? 'green' : 'gray'}>{l.enabled ? t('warehouses.enabled') : t('warehouses.disabled')}</Badge> },
    { key: 'createdAt', header: t('locations.col.createdAt'), hiddenByDefault: true, cell: (l) => formatDateTime(l.createdAt) },
    {
      key: 'actions',
      header: t('locations.col.actions'),
      hideable: false,
      cell: (l) => (
        <HStack gap="1" wrap="wrap">
          <Button size="xs" variant="ghost" onClick={() => void print([l])} aria-label={`${t('locations.print')} ${l.code}`}>
            {t('locations.print')}
          </Button>
          <PermissionGuard permission="location.update">
            <Button size="xs" variant="ghost" colorPalette="teal" onClick={() => setDialog({ kind: 'edit', location: l })} aria-label={`${t('locations.edit')} ${l.code}`}>
              {t('locations.edit')}
            </Button>
            <Button size="xs" variant="ghost" colorPalette={l.enabled ? 'orange' : 'green'} onClick={() => void setEnabled(l, !l.enabled)} aria-label={`${l.enabled ? t('locations.disable') : t('locations.enable')} ${l.code}`}>
              {l.enabled ? t('locations.disable') : t('locations.enable')}
            </Button>
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void remove(l)} aria-label={`${t('locations.delete')} ${l.code}`}>
              {t('locations.delete')}
            </Button>
          </PermissionGuard>
        </HStack>
      ),
    },
  ];

  const chosenWarehouse = filter.warehouseId ?? null;
  return (
    <PageFrame title={t('locations.title')} description={t('locations.description')}>
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
        aria-label={t('locations.title')}
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
        batchActions={batchActions}
        loading={loading}
        error={error}
        onRetry={refetch}
        emptyText={t('locations.empty')}
        columnsStorageKey="table.locations.columns"
        toolbar={
          <PermissionGuard permission="location.update">
            <Button size="sm" colorPalette="teal" onClick={() => setDialog({ kind: 'add' })}>
              <LuPlus />
              {t('locations.add')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'batch' })}>
              {t('locations.batchAdd')}
            </Button>
          </PermissionGuard>
        }
      />
      {dialog?.kind === 'add' ? <LocationDialog warehouseId={chosenWarehouse} onClose={() => setDialog(null)} onSaved={saved} /> : null}
      {dialog?.kind === 'batch' ? <LocationBatchDialog warehouseId={chosenWarehouse} onClose={() => setDialog(null)} onSaved={saved} /> : null}
      {dialog?.kind === 'edit' ? <EditLocationDialog location={dialog.location} onClose={() => setDialog(null)} onSaved={saved} /> : null}
    </PageFrame>
  );
}
