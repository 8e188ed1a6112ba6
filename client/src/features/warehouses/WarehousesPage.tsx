/** /warehouses: own, overseas and FBA warehouses with their allocation priority, default and status. */
import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { WAREHOUSE_TYPES } from '@erp/schema';
import { useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { WarehouseFilter } from '../../api/generated/graphql';
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
  type FilterField,
  type FilterValues,
} from '../../ui';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { textOrUndefined } from '../shared/format';
import { showFailure } from '../shared/outcome';
import { useFeatureText } from '../public/featureIntl';
import { WarehouseDialog } from './components/WarehouseDialog';
import { useSaveWarehouse, useWarehouses, type WarehouseRow } from './hooks';
import { warehousesMessages, type WarehousesMessageId } from './messages';

export function WarehousesPage() {
  return (
    <FeatureScope messages={warehousesMessages}>
      <WarehousesScreen />
    </FeatureScope>
  );
}

function toFilter(v: FilterValues): WarehouseFilter {
  return {
    keyword: textOrUndefined(v.keyword),
    type: textOrUndefined(v.type),
    enabled: v.enabled === 'true' ? true : v.enabled === 'false' ? false : undefined,
  };
}

export function useWarehouseTypeLabel() {
  const t = useFeatureText(warehousesMessages);
  return (type: string) => ((WAREHOUSE_TYPES as readonly string[]).includes(type) ? t(`warehouses.type.${type}` as WarehousesMessageId) : type);
}

function WarehousesScreen() {
  const t = useFeatureText(warehousesMessages);
  const typeLabel = useWarehouseTypeLabel();
  const confirm = useConfirm();
  const { updateWarehouse } = useSaveWarehouse();
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: t('warehouses.filter.keyword'), type: 'text' },
      { name: 'type', label: t('warehouses.filter.type'), type: 'select', options: WAREHOUSE_TYPES.map((w) => ({ value: w, label: t(`warehouses.type.${w}`) })) },
      {
        name: 'enabled',
        label: t('warehouses.filter.enabled'),
        type: 'select',
        options: [
          { value: 'true', label: t('warehouses.enabled') },
          { value: 'false', label: t('warehouses.disabled') },
        ],
      },
    ],
    [t],
  );
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [filter, setFilter] = useState<WarehouseFilter>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, loading, error, refetch } = useWarehouses(page, pageSize, filter);
  const [editing, setEditing] = useState<{ warehouse: WarehouseRow | null } | null>(null);

  const setEnabled = async (w: WarehouseRow, enabled: boolean) => {
    if (!enabled && !(await confirm({ message: t('warehouses.disableConfirm', { name: w.name }), danger: true, confirmText: t('warehouses.disable') }))) return;
    const outcome = await updateWarehouse({ id: w.id, enabled });
    if (outcome.ok) {
      toastSuccess(t(enabled ? 'warehouses.enabledDone' : 'warehouses.disabledDone', { name: w.name }));
      refetch();
    } else showFailure(outcome, t('warehouses.saveFailed'));
  };
  const makeDefault = async (w: WarehouseRow) => {
    const outcome = await updateWarehouse({ id: w.id, isDefault: true });
    if (outcome.ok) {
      toastSuccess(t('warehouses.defaultDone', { name: w.name }));
      refetch();
    } else showFailure(outcome, t('warehouses.saveFailed'));
  };

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
    {
      key: 'actions',
      header: t('warehouses.col.actions'),
      hideable: false,
      cell: (w) => (
        <PermissionGuard permission="warehouse.update">
          <HStack gap="1" wrap="wrap">
            <Button size="xs" variant="ghost" colorPalette="teal" onClick={() => setEditing({ warehouse: w })} aria-label={`${t('warehouses.edit')} ${w.name}`}>
              {t('warehouses.edit')}
            </Button>
            {!w.isDefault && w.enabled ? (
              <Button size="xs" variant="ghost" onClick={() => void makeDefault(w)} aria-label={`${t('warehouses.makeDefault')} ${w.name}`}>
                {t('warehouses.makeDefault')}
              </Button>
            ) : null}
            {!w.isDefault ? (
              <Button
                size="xs"
                variant="ghost"
                colorPalette={w.enabled ? 'red' : 'green'}
                onClick={() => void setEnabled(w, !w.enabled)}
                aria-label={`${w.enabled ? t('warehouses.disable') : t('warehouses.enable')} ${w.name}`}
              >
                {w.enabled ? t('warehouses.disable') : t('warehouses.enable')}
              </Button>
            ) : null}
          </HStack>
        </PermissionGuard>
      ),
    },
  ];

  return (
    <PageFrame title={t('warehouses.title')} description={t('warehouses.description')}>
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
        aria-label={t('warehouses.title')}
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
        emptyText={t('warehouses.empty')}
        columnsStorageKey="table.warehouses.columns"
        toolbar={
          <PermissionGuard permission="warehouse.create">
            <Button size="sm" colorPalette="teal" onClick={() => setEditing({ warehouse: null })}>
              <LuPlus />
              {t('warehouses.add')}
            </Button>
          </PermissionGuard>
        }
      />
      {editing ? (
        <WarehouseDialog
          warehouse={editing.warehouse}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refetch();
          }}
        />
      ) : null}
    </PageFrame>
  );
}
