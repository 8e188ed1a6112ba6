/** /supplyRelationshipDetails?skuId=: one SKU's suppliers with their statistics and last purchase. */
import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DataTable, PermissionGuard, type DataTableColumn } from '../../ui';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { formatDateTime } from '../../ui/format';
import { useFeatureText } from '../../i18n/featureIntl';
import { money, percent } from './components/StatisticsCards';
import { SupplyEditDialog } from './components/SupplyEditDialog';
import { useSupplyRelationship } from './hooks';
import { BackButton, MissingFrame } from './components/DetailParts';
import { suppliersMessages } from './messages';
import { idParam } from './SupplierDetailsPage';

export const SupplyRelationshipDetailsPage = featurePage(suppliersMessages, SupplyDetailsScreen);

type Link_ = NonNullable<ReturnType<typeof useSupplyRelationship>['record']>['suppliers'][number];

function SupplyDetailsScreen() {
  const t = useFeatureText(suppliersMessages);
  const [params] = useSearchParams();
  const skuId = idParam(params.get('skuId'));
  const { record: relationship, loading, error, refetch } = useSupplyRelationship(skuId);
  const [editing, setEditing] = useState(false);
  const back = <BackButton to="/supplyRelationship" label={t('supply.detail.back')} />;
  if (!skuId || (!loading && !error && !relationship)) {
    return <MissingFrame title={t('supply.detail.title')} message={t('supply.detail.missing')} back={back} />;
  }

  const columns: DataTableColumn<Link_>[] = [
    {
      key: 'supplier',
      header: t('supply.col.supplier'),
      hideable: false,
      cell: (s) => (
        <HStack gap="1">
          <Link asChild colorPalette="teal" fontWeight="medium">
            <RouterLink to={`/supplierDetails?id=${s.supplierId}`}>{s.supplierName}</RouterLink>
          </Link>
          {s.preferred ? <Badge colorPalette="orange">{t('suppliers.preferredBadge')}</Badge> : null}
          {!s.supplierEnabled ? <Badge>{t('suppliers.disabled')}</Badge> : null}
        </HStack>
      ),
    },
    { key: 'price', header: t('supply.row.price'), align: 'end', cell: (s) => money(s.purchasePrice) },
    { key: 'moq', header: t('supply.col.moq'), align: 'end', cell: (s) => s.moq },
    {
      key: 'link',
      header: t('supply.col.link'),
      cell: (s) =>
        s.purchaseLink ? (
          <Link href={s.purchaseLink} target="_blank" rel="noreferrer" colorPalette="teal" lineClamp={1}>
            {t('supply.open')}
          </Link>
        ) : (
          '—'
        ),
    },
    { key: 'lastPrice', header: t('supply.col.lastPrice'), align: 'end', cell: (s) => money(s.lastPurchasePrice) },
    { key: 'lastAt', header: t('supply.col.lastAt'), cell: (s) => formatDateTime(s.lastPurchaseAt) },
    { key: 'purchased', header: t('supply.col.purchased'), align: 'end', cell: (s) => s.purchasedQuantity },
    {
      key: 'stats',
      header: t('supply.col.stats'),
      cell: (s) => `${s.supplierStatistics.purchaseCount} / ${percent(s.supplierStatistics.delayRate)} / ${percent(s.supplierStatistics.defectiveRate)}`,
    },
  ];

  return (
    <PageFrame
      title={relationship ? `${t('supply.detail.title')} · ${relationship.sku}` : t('supply.detail.title')}
      description={relationship?.productName}
      actions={
        <>
          {relationship ? (
            <PermissionGuard permission="supplyRelationship.update">
              <Button size="sm" colorPalette="teal" onClick={() => setEditing(true)}>
                {t('supply.edit')}
              </Button>
            </PermissionGuard>
          ) : null}
          {back}
        </>
      }
    >
      <Stack gap="3">
        <DataTable
          aria-label={t('supply.detail.title')}
          columns={columns}
          rows={relationship?.suppliers ?? []}
          rowKey="id"
          page={1}
          pageSize={Math.max(relationship?.suppliers.length ?? 0, 10)}
          total={relationship?.suppliers.length ?? 0}
          onPageChange={() => undefined}
          loading={loading}
          error={error}
          onRetry={refetch}
          emptyText={<Text>{t('supply.detail.empty')}</Text>}
          columnChooser={false}
        />
      </Stack>
      {editing && relationship ? (
        <SupplyEditDialog
          sku={relationship}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            void refetch();
          }}
        />
      ) : null}
    </PageFrame>
  );
}
