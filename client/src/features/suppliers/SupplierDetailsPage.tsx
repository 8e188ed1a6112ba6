/** /supplierDetails?id=: every field of a supplier, its statistics and its purchase records. */
import { Alert, Badge, Box, Button, DataList, HStack, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { type DataTableColumn } from '../../ui';
import { useListScreen, type NodeOf, ListTable } from '../../ui/resource';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { SkuCell } from '../../ui/cells';
import { formatDateTime } from '../../ui/format';
import { useFeatureText } from '../../i18n/featureIntl';
import { money, StatisticsCards } from './components/StatisticsCards';
import { purchaseRecordList, useSupplier } from './hooks';
import { BackButton, MissingFrame } from './components/DetailParts';
import { suppliersMessages, type SuppliersMessageId } from './messages';

export const SupplierDetailsPage = featurePage(suppliersMessages, SupplierDetailsScreen);

/** A positive integer id from the address, or null. */
export function idParam(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

type Row = NodeOf<ReturnType<typeof purchaseRecordList.pick>>;

function SupplierDetailsScreen() {
  const t = useFeatureText(suppliersMessages);
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const { record: supplier, loading, error, refetch } = useSupplier(id);
  const records = useListScreen({ ...purchaseRecordList, variables: () => ({ supplierId: id ?? 0 }), skip: !supplier });

  const back = <BackButton to="/supplier" label={t('suppliers.detail.back')} />;

  if (!id || (!loading && !error && !supplier)) {
    return <MissingFrame title={t('suppliers.detail.title')} message={t('suppliers.detail.missing')} back={back} />;
  }
  if (error && !supplier) {
    return (
      <PageFrame title={t('suppliers.detail.title')} actions={back}>
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('suppliers.failed')}</Alert.Title>
          <Button size="xs" ml="auto" onClick={refetch}>
            ↻
          </Button>
        </Alert.Root>
      </PageFrame>
    );
  }
  if (!supplier) {
    return (
      <PageFrame title={t('suppliers.detail.title')} actions={back}>
        <Stack gap="3" aria-busy="true">
          <Skeleton height="24" />
          <Skeleton height="40" />
        </Stack>
      </PageFrame>
    );
  }

  const info: [SuppliersMessageId, string][] = [
    ['suppliers.field.type', t(`suppliers.type.${supplier.type}` as SuppliersMessageId)],
    ['suppliers.field.preferred', t(supplier.preferred ? 'suppliers.yes' : 'suppliers.no')],
    ['suppliers.field.website', supplier.website],
    ['suppliers.field.contact', supplier.contact],
    ['suppliers.field.phone', supplier.phone],
    ['suppliers.field.address', supplier.address],
    ['suppliers.field.deliveryDays', String(supplier.deliveryDays)],
    ['suppliers.field.taxRate', `${Number(supplier.taxRate)}%`],
    ['suppliers.field.bankName', supplier.bankName],
    ['suppliers.field.accountNumber', supplier.accountNumber],
    ['suppliers.field.payee', supplier.payee],
    [
      'suppliers.section.wholesale',
      supplier.wholesaleShopName || supplier.wholesaleMemberId
        ? `${supplier.wholesaleShopName} (${supplier.wholesaleMemberId || '—'})`
        : t('suppliers.detail.none'),
    ],
    ['suppliers.field.remark', supplier.remark],
  ];

  const columns: DataTableColumn<Row>[] = [
    { key: 'orderNo', header: t('suppliers.record.orderNo'), hideable: false, cell: (r) => <Text fontFamily="mono">{r.orderNo}</Text> },
    { key: 'orderDate', header: t('suppliers.record.orderDate'), cell: (r) => formatDateTime(r.orderDate) },
    {
      key: 'sku',
      header: t('suppliers.record.sku'),
      cell: (r) => <SkuCell sku={r.sku} productName={r.productName} />,
    },
    { key: 'quantity', header: t('suppliers.record.quantity'), align: 'end', cell: (r) => r.quantity },
    { key: 'unitPrice', header: t('suppliers.record.unitPrice'), align: 'end', cell: (r) => money(r.unitPrice) },
    { key: 'received', header: t('suppliers.record.received'), align: 'end', cell: (r) => r.receivedQuantity },
    { key: 'good', header: t('suppliers.record.good'), align: 'end', cell: (r) => r.goodQuantity },
    { key: 'defective', header: t('suppliers.record.defective'), align: 'end', cell: (r) => r.defectiveQuantity },
    { key: 'status', header: t('suppliers.record.status'), cell: (r) => <Badge>{t(`suppliers.poStatus.${r.status}` as SuppliersMessageId)}</Badge> },
  ];

  return (
    <PageFrame title={`${t('suppliers.detail.title')} · ${supplier.name}`} actions={back}>
      <HStack gap="2">
        {supplier.preferred ? <Badge colorPalette="orange">{t('suppliers.preferredBadge')}</Badge> : null}
        <Badge colorPalette={supplier.enabled ? 'green' : 'gray'}>{t(supplier.enabled ? 'suppliers.enabled' : 'suppliers.disabled')}</Badge>
        <Button asChild size="xs" variant="ghost" colorPalette="teal">
          <RouterLink to={`/supplyProDetails?supplierId=${supplier.id}`}>
            {t('suppliers.products')} ({supplier.productCount})
          </RouterLink>
        </Button>
      </HStack>
      <Box borderWidth="1px" rounded="md" p="4">
        <Heading as="h2" size="sm" mb="3">
          {t('suppliers.detail.info')}
        </Heading>
        <DataList.Root orientation="horizontal" size="sm">
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="2">
            {info.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{t(label)}</DataList.ItemLabel>
                <DataList.ItemValue>{value || '—'}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </SimpleGrid>
        </DataList.Root>
      </Box>
      <Heading as="h2" size="sm">
        {t('suppliers.detail.statistics')}
      </Heading>
      <StatisticsCards stats={supplier.statistics} />
      <Heading as="h2" size="sm">
        {t('suppliers.detail.records')}
      </Heading>
      <ListTable
        page={{
          title: t('suppliers.detail.records'),
          emptyText: t('suppliers.detail.recordsEmpty'),
          name: 'supplierDetails',
        }}
        screen={records}
        columns={columns}
        rowKey="lineId"
      />
    </PageFrame>
  );
}
