/**
 * /overseasWarehouseInventoryDetails?warehouseId=&skuId=: one SKU in one bound overseas warehouse,
 * the provider's figures beside the ledger's, and its FIFO lots split into the storage age bands of
 * spec 02 §9 (under 30, 30–60, 60–90, over 90 days) (issue 23 item 5).
 */
import { Badge, Box, Button, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { AGE_BANDS } from '@erp/schema';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LoadFailed, Notice, type DataTableColumn } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { FigureTile } from '../../ui/FigureTile';
import { SkuCell } from '../../ui/cells';
import { formatDateTime } from '../../ui/format';
import { ListTable, useLocalPages } from '../../ui/resource';
import { useInventoryDetails } from './hooks';
import { overseasMessages, type OverseasMessageId } from './messages';

export const OverseasInventoryDetailsPage = featurePage(overseasMessages, DetailsScreen);

/** A positive whole id from the address, or null. */
const idParam = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

type Details = NonNullable<ReturnType<typeof useInventoryDetails>['record']>;
type Lot = Details['lots'][number];

const bandText = (band: string) => `overseas.detail.band.${band}` as OverseasMessageId;

function DetailsScreen() {
  const t = useFeatureText(overseasMessages);
  const [params] = useSearchParams();
  const warehouseId = idParam(params.get('warehouseId'));
  const skuId = idParam(params.get('skuId'));
  const { record, loading, error, refetch } = useInventoryDetails(warehouseId, skuId);
  const lots = useLocalPages(record?.lots ?? [], { loading, error, onRetry: refetch });

  const back = (
    <Button asChild size="sm" variant="outline">
      <RouterLink to="/overseasWarehouseInventory">
        <LuArrowLeft />
        {t('overseas.detail.back')}
      </RouterLink>
    </Button>
  );
  const title = t('overseas.detail.title');

  if (!warehouseId || !skuId || (!loading && !error && !record)) {
    return (
      <PageFrame title={title} actions={back}>
        <Notice status="warning" title={t('overseas.detail.missing')} />
      </PageFrame>
    );
  }
  if (error && !record) {
    return (
      <PageFrame title={title} actions={back}>
        <LoadFailed title={t('overseas.detail.failed')} onRetry={() => void refetch()} />
      </PageFrame>
    );
  }
  if (!record) {
    return (
      <PageFrame title={title} actions={back}>
        <Stack gap="3" aria-busy="true">
          <Skeleton height="24" />
          <Skeleton height="40" />
        </Stack>
      </PageFrame>
    );
  }

  const { row } = record;
  const columns: DataTableColumn<Lot>[] = [
    { key: 'receivedAt', header: t('overseas.detail.col.receivedAt'), hideable: false, cell: (l) => formatDateTime(l.receivedAt) },
    { key: 'billNo', header: t('overseas.detail.col.billNo'), cell: (l) => <Text fontFamily="mono">{l.billNo || '—'}</Text> },
    { key: 'quantityIn', header: t('overseas.detail.col.quantityIn'), align: 'end', cell: (l) => l.quantityIn },
    { key: 'quantityLeft', header: t('overseas.detail.col.quantityLeft'), align: 'end', cell: (l) => l.quantityLeft },
    { key: 'unitCost', header: t('overseas.detail.col.unitCost'), align: 'end', cell: (l) => l.unitCost },
    { key: 'age', header: t('overseas.detail.col.age'), align: 'end', cell: (l) => l.ageDays },
    {
      key: 'band',
      header: t('overseas.detail.col.band'),
      cell: (l) => <Badge colorPalette={l.band === '90+' ? 'red' : l.band === '60-90' ? 'orange' : 'gray'}>{t(bandText(l.band))}</Badge>,
    },
  ];

  return (
    <PageFrame title={title} actions={back}>
      <HStack gap="4" wrap="wrap" align="start">
        <SkuCell sku={row.sku} productName={row.productName} image={row.image} />
        <Text color="fg.muted" textStyle="sm">
          {row.warehouseName} · {row.authorizationName} · {row.providerWarehouseCode}
        </Text>
      </HStack>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <FigureTile label={t('overseas.detail.providerOnHand')} value={row.providerOnHand ?? t('overseas.inv.notSynced')} name="providerOnHand" size="xl" />
        <FigureTile label={t('overseas.detail.ledger')} value={row.ledgerQuantity} name="ledger" size="xl" />
        <FigureTile
          label={t('overseas.detail.difference')}
          value={row.difference == null ? '—' : row.difference > 0 ? `+${row.difference}` : row.difference}
          name="difference"
          warning={row.flagged}
          size="xl"
        />
        <FigureTile label={t('overseas.detail.providerInTransit')} value={row.providerInTransit ?? '—'} name="providerInTransit" size="xl" />
      </SimpleGrid>
      <Heading as="h2" size="sm">
        {t('overseas.detail.bands')}
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" role="list" aria-label={t('overseas.detail.bands')}>
        {AGE_BANDS.map((band) => {
          const b = record.bands.find((x) => x.band === band) ?? { quantity: 0, lots: 0 };
          return (
            <Box key={band} role="listitem" borderWidth="1px" rounded="md" p="3" aria-label={t(bandText(band))}>
              <Text textStyle="xs" color="fg.muted">
                {t(bandText(band))}
              </Text>
              <Text textStyle="lg" fontWeight="semibold" color={band === '90+' && b.quantity > 0 ? 'orange.fg' : undefined}>
                {t('overseas.detail.bandFigure', { quantity: b.quantity, lots: b.lots })}
              </Text>
            </Box>
          );
        })}
      </SimpleGrid>
      <Heading as="h2" size="sm">
        {t('overseas.detail.lots')}
      </Heading>
      <ListTable
        page={{ title: t('overseas.detail.lots'), emptyText: t('overseas.detail.lotsEmpty'), name: 'overseasInventoryLots' }}
        screen={lots}
        columns={columns}
      />
    </PageFrame>
  );
}
