/** /supplyRelationship: SKUs with their preferred supplier and supplier count; set a SKU's suppliers. */
import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { SupplyRelationshipFilter } from '../../api/generated/graphql';
import { DataTable, DEFAULT_PAGE_SIZE, emptyFilterValues, FilterBar, FIRST_PAGE, PermissionGuard, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { textOrUndefined } from '../shared/format';
import { useFeatureText } from '../public/featureIntl';
import { money } from './components/StatisticsCards';
import { SupplyEditDialog } from './components/SupplyEditDialog';
import { useSupplierOptions, useSupplyRelationships, type SupplyRow } from './hooks';
import { suppliersMessages } from './messages';

export function SupplyRelationshipPage() {
  return (
    <FeatureScope messages={suppliersMessages}>
      <SupplyScreen />
    </FeatureScope>
  );
}

function SupplyScreen() {
  const t = useFeatureText(suppliersMessages);
  const { options } = useSupplierOptions();
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: t('supply.filter.keyword'), type: 'text' },
      { name: 'supplierId', label: t('supply.filter.supplier'), type: 'select', options: options.map((o) => ({ value: String(o.id), label: o.name })) },
      { name: 'noSupplier', label: t('supply.filter.noSupplier'), type: 'select', options: [{ value: 'true', label: t('supply.filter.noSupplierOnly') }] },
    ],
    [t, options],
  );
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [filter, setFilter] = useState<SupplyRelationshipFilter>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, loading, error, refetch } = useSupplyRelationships(page, pageSize, filter);
  const [editing, setEditing] = useState<SupplyRow | null>(null);

  const columns: DataTableColumn<SupplyRow>[] = [
    {
      key: 'sku',
      header: t('supply.col.sku'),
      hideable: false,
      cell: (r) => (
        <Stack gap="0">
          <Link asChild colorPalette="teal" fontWeight="medium">
            <RouterLink to={`/supplyRelationshipDetails?skuId=${r.skuId}`}>{r.sku}</RouterLink>
          </Link>
          <Text textStyle="xs" color="fg.muted" lineClamp={1}>
            {r.productName}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'preferred',
      header: t('supply.col.preferred'),
      cell: (r) =>
        r.preferredSupplierId ? (
          <Link asChild colorPalette="teal">
            <RouterLink to={`/supplierDetails?id=${r.preferredSupplierId}`}>{r.preferredSupplierName}</RouterLink>
          </Link>
        ) : (
          <Text color="fg.muted">{t('supply.noneSet')}</Text>
        ),
    },
    { key: 'price', header: t('supply.col.price'), align: 'end', cell: (r) => money(r.preferredPrice) },
    { key: 'count', header: t('supply.col.count'), align: 'end', cell: (r) => r.supplierCount },
    {
      key: 'actions',
      header: t('supply.col.actions'),
      hideable: false,
      cell: (r) => (
        <HStack gap="0">
          <Button asChild size="xs" variant="ghost" colorPalette="gray" aria-label={t('supply.actionLabel', { action: t('supply.details'), sku: r.sku })}>
            <RouterLink to={`/supplyRelationshipDetails?skuId=${r.skuId}`}>{t('supply.details')}</RouterLink>
          </Button>
          <PermissionGuard permission="supplyRelationship.update">
            <Button size="xs" variant="ghost" colorPalette="teal" onClick={() => setEditing(r)} aria-label={t('supply.actionLabel', { action: t('supply.edit'), sku: r.sku })}>
              {t('supply.edit')}
            </Button>
          </PermissionGuard>
        </HStack>
      ),
    },
  ];

  return (
    <PageFrame title={t('supply.title')} description={t('supply.description')}>
      <FilterBar
        fields={fields}
        values={values}
        onChange={setValues}
        onSearch={(v) => {
          setFilter({ keyword: textOrUndefined(v.keyword), supplierId: v.supplierId ? Number(v.supplierId) : undefined, noSupplier: v.noSupplier === 'true' ? true : undefined });
          setPage(FIRST_PAGE);
        }}
        loading={loading}
      />
      <DataTable
        aria-label={t('supply.title')}
        columns={columns}
        rows={rows}
        rowKey="skuId"
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
        emptyText={t('supply.empty')}
        columnsStorageKey="table.supplyRelationship.columns"
      />
      {editing ? (
        <SupplyEditDialog
          sku={editing}
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
