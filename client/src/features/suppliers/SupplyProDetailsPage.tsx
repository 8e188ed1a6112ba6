/** /supplyProDetails?supplierId=: one supplier's products with price, MOQ and last purchase. */
import { Alert, Button, Link, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DataTable, DEFAULT_PAGE_SIZE, emptyFilterValues, FilterBar, FIRST_PAGE, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { formatDateTime, textOrUndefined } from '../shared/format';
import { useFeatureText } from '../public/featureIntl';
import { money } from './components/StatisticsCards';
import { useSupplierProducts } from './hooks';
import { suppliersMessages } from './messages';
import { idParam } from './SupplierDetailsPage';

export function SupplyProDetailsPage() {
  return (
    <FeatureScope messages={suppliersMessages}>
      <SupplyProScreen />
    </FeatureScope>
  );
}

type Row = ReturnType<typeof useSupplierProducts>['rows'][number];

function SupplyProScreen() {
  const t = useFeatureText(suppliersMessages);
  const [params] = useSearchParams();
  const supplierId = idParam(params.get('supplierId'));
  const fields = useMemo<FilterField[]>(() => [{ name: 'keyword', label: t('supply.pro.keyword'), type: 'text' }], [t]);
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [keyword, setKeyword] = useState<string | undefined>();
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { supplier, rows, total, found, loading, error, refetch } = useSupplierProducts(supplierId, keyword, page, pageSize);
  const back = (
    <Button asChild size="sm" variant="outline">
      <RouterLink to={supplierId ? `/supplierDetails?id=${supplierId}` : '/supplier'}>
        <LuArrowLeft />
        {t('suppliers.detail.back')}
      </RouterLink>
    </Button>
  );
  if (!supplierId || (!loading && !error && !found)) {
    return (
      <PageFrame title={t('supply.pro.title')} actions={back}>
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('supply.pro.missing')}</Alert.Title>
        </Alert.Root>
      </PageFrame>
    );
  }
  const columns: DataTableColumn<Row>[] = [
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
    { key: 'preferred', header: t('supply.row.preferred'), cell: (r) => t(r.preferred ? 'suppliers.yes' : 'suppliers.no') },
    { key: 'price', header: t('supply.row.price'), align: 'end', cell: (r) => money(r.purchasePrice) },
    { key: 'moq', header: t('supply.col.moq'), align: 'end', cell: (r) => r.moq },
    { key: 'lastPrice', header: t('supply.col.lastPrice'), align: 'end', cell: (r) => money(r.lastPurchasePrice) },
    { key: 'lastAt', header: t('supply.col.lastAt'), cell: (r) => formatDateTime(r.lastPurchaseAt) },
    { key: 'purchased', header: t('supply.col.purchased'), align: 'end', cell: (r) => r.purchasedQuantity },
    {
      key: 'link',
      header: t('supply.col.link'),
      cell: (r) =>
        r.purchaseLink ? (
          <Link href={r.purchaseLink} target="_blank" rel="noreferrer" colorPalette="teal">
            {t('supply.open')}
          </Link>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <PageFrame title={supplier ? t('supply.pro.titleOf', { name: supplier.name }) : t('supply.pro.title')} actions={back}>
      <FilterBar
        fields={fields}
        values={values}
        onChange={setValues}
        onSearch={(v) => {
          setKeyword(textOrUndefined(v.keyword));
          setPage(FIRST_PAGE);
        }}
        loading={loading}
      />
      <DataTable
        aria-label={t('supply.pro.title')}
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
        emptyText={t('supply.pro.empty')}
        columnsStorageKey="table.supplyProDetails.columns"
      />
    </PageFrame>
  );
}
