/** /packageMaterials: packaging materials with stock, price, weight and size (spec 02 §3). */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import type { PackagingMaterialFilter } from '../../api/generated/graphql';
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
import { useFeatureText } from '../public/featureIntl';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { formatDateTime, textOrUndefined } from '../shared/format';
import { showFailure } from '../shared/outcome';
import { MaterialDialog } from './components/MaterialDialog';
import { useDeleteMaterial, usePackagingMaterials, type MaterialRow } from './hooks';
import { packageMaterialsMessages } from './messages';

export function PackageMaterialsPage() {
  return (
    <FeatureScope messages={packageMaterialsMessages}>
      <PackageMaterialsScreen />
    </FeatureScope>
  );
}

/** "30 × 20 × 10", or '—' when no size was entered. */
function sizeText(m: MaterialRow): string {
  const parts = [m.length, m.width, m.height];
  return parts.every((p) => Number(p) === 0) ? '—' : parts.join(' × ');
}

function PackageMaterialsScreen() {
  const t = useFeatureText(packageMaterialsMessages);
  const confirm = useConfirm();
  const fields = useMemo<FilterField[]>(() => [{ name: 'keyword', label: t('packageMaterials.filter.keyword'), type: 'text' }], [t]);
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [filter, setFilter] = useState<PackagingMaterialFilter>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, loading, error, refetch } = usePackagingMaterials(page, pageSize, filter);
  const { remove } = useDeleteMaterial();
  // undefined: closed; null: adding; a row: editing
  const [editing, setEditing] = useState<MaterialRow | null | undefined>(undefined);

  const onDelete = async (m: MaterialRow) => {
    const ok = await confirm({ message: t('packageMaterials.confirmDelete', { name: m.name }), danger: true, confirmText: t('packageMaterials.delete') });
    if (!ok) return;
    const outcome = await remove(m.id);
    if (outcome.ok) {
      toastSuccess(t('packageMaterials.deleted', { name: m.name }));
      refetch();
    } else {
      showFailure(outcome, t('packageMaterials.deleteFailed'));
    }
  };

  const columns: DataTableColumn<MaterialRow>[] = [
    { key: 'name', header: t('packageMaterials.col.name'), hideable: false, cell: (m) => <Text fontWeight="medium">{m.name}</Text> },
    { key: 'quantity', header: t('packageMaterials.col.quantity'), align: 'end', cell: (m) => m.quantity },
    { key: 'unitPrice', header: t('packageMaterials.col.unitPrice'), align: 'end', cell: (m) => Number(m.unitPrice).toFixed(2) },
    { key: 'weight', header: t('packageMaterials.col.weight'), align: 'end', cell: (m) => Number(m.weight).toFixed(3) },
    { key: 'size', header: t('packageMaterials.col.size'), cell: sizeText },
    { key: 'updatedAt', header: t('packageMaterials.col.updatedAt'), cell: (m) => formatDateTime(m.updatedAt) },
    {
      key: 'actions',
      header: t('packageMaterials.col.actions'),
      hideable: false,
      cell: (m) => (
        <PermissionGuard permission="packageMaterial.update">
          <HStack gap="1">
            <Button size="xs" variant="ghost" colorPalette="teal" onClick={() => setEditing(m)} aria-label={`${t('packageMaterials.edit')} ${m.name}`}>
              {t('packageMaterials.edit')}
            </Button>
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void onDelete(m)} aria-label={`${t('packageMaterials.delete')} ${m.name}`}>
              {t('packageMaterials.delete')}
            </Button>
          </HStack>
        </PermissionGuard>
      ),
    },
  ];

  return (
    <PageFrame title={t('packageMaterials.title')} description={t('packageMaterials.description')}>
      <FilterBar
        fields={fields}
        values={values}
        onChange={setValues}
        onSearch={(v) => {
          setFilter({ keyword: textOrUndefined(v.keyword) });
          setPage(FIRST_PAGE);
        }}
        loading={loading}
      />
      <DataTable
        aria-label={t('packageMaterials.title')}
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
        emptyText={t('packageMaterials.empty')}
        columnsStorageKey="table.packageMaterials.columns"
        toolbar={
          <PermissionGuard permission="packageMaterial.update">
            <Button size="sm" colorPalette="teal" onClick={() => setEditing(null)}>
              <LuPlus />
              {t('packageMaterials.add')}
            </Button>
          </PermissionGuard>
        }
      />
      {editing !== undefined ? (
        <MaterialDialog
          material={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            refetch();
          }}
        />
      ) : null}
    </PageFrame>
  );
}
