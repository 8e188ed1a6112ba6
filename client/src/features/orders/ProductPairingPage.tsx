/**
 * /productPairingList: marketplace SKUs paired with local SKUs (applied to future orders and to
 * open unmatched ones), with search, add, unpair (after a confirm) and the local SKU's aliases.
 */
import { Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import type { SkuPairingFilter } from '../../api/generated/graphql';
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
import { idOrUndefined } from '../inventory/filters';
import { useFeatureText } from '../public/featureIntl';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { formatDateTime, textOrUndefined } from '../shared/format';
import { showFailure } from '../shared/outcome';
import { PLATFORM_OPTIONS } from '../shops/platforms';
import { AliasesDialog } from './components/AliasesDialog';
import { PairingFormDialog } from './components/PairingFormDialog';
import { compactFilter } from './filters';
import { announceOrdersChanged, platformLabel, usePairingActions, useShopOptions, useSkuPairings, type PairingRow } from './hooks';
import { ordersMessages } from './messages';

export function ProductPairingPage() {
  return (
    <FeatureScope messages={ordersMessages}>
      <PairingScreen />
    </FeatureScope>
  );
}

export function usePairingFilterFields(extra: FilterField[] = []): FilterField[] {
  const t = useFeatureText(ordersMessages);
  const { options: shops } = useShopOptions();
  return useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: t('pairingScreen.filter.keyword'), type: 'text' },
      { name: 'platformType', label: t('pairingScreen.filter.platform'), type: 'select', options: PLATFORM_OPTIONS },
      { name: 'shopId', label: t('pairingScreen.filter.shop'), type: 'select', options: shops.map((s) => ({ value: s.value, label: s.label })) },
      ...extra,
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, shops],
  );
}

function toFilter(v: FilterValues): SkuPairingFilter {
  return compactFilter({ keyword: textOrUndefined(v.keyword), platformType: idOrUndefined(v.platformType), shopId: idOrUndefined(v.shopId) });
}

function PairingScreen() {
  const t = useFeatureText(ordersMessages);
  const confirm = useConfirm();
  const fields = usePairingFilterFields();
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [filter, setFilter] = useState<SkuPairingFilter>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, loading, error, refetch } = useSkuPairings(page, pageSize, filter);
  const { unpair } = usePairingActions();
  const [adding, setAdding] = useState(false);
  const [aliasFor, setAliasFor] = useState<{ skuId: number; sku: string } | null>(null);

  const remove = async (row: PairingRow) => {
    if (!(await confirm({ message: t('pairingScreen.confirmUnpair', { platformSku: row.platformSku, sku: row.sku }), danger: true }))) return;
    const outcome = await unpair(row.id);
    if (outcome.ok) {
      toastSuccess(t('pairingScreen.unpaired'));
      announceOrdersChanged();
      refetch();
    } else showFailure(outcome, t('pairingScreen.failed'));
  };

  const columns: DataTableColumn<PairingRow>[] = [
    { key: 'platform', header: t('pairingScreen.col.platform'), cell: (r) => platformLabel(r.platformType) },
    { key: 'shop', header: t('pairingScreen.col.shop'), cell: (r) => (r.shopId ? r.shopName : t('pairingScreen.allShops')) },
    {
      key: 'platformSku',
      header: t('pairingScreen.col.platformSku'),
      hideable: false,
      cell: (r) => (
        <Text fontFamily="mono" fontWeight="medium">
          {r.platformSku}
        </Text>
      ),
    },
    {
      key: 'localSku',
      header: t('pairingScreen.col.localSku'),
      cell: (r) => (
        <HStack gap="2">
          {r.image ? <Image src={r.image} alt="" boxSize="8" objectFit="cover" rounded="sm" /> : null}
          <Stack gap="0">
            <Text fontFamily="mono">{r.sku}</Text>
            <Text textStyle="xs" color="fg.muted" lineClamp={1}>
              {r.skuName}
            </Text>
          </Stack>
        </HStack>
      ),
    },
    { key: 'units', header: t('pairingScreen.col.units'), align: 'end', cell: (r) => r.unitsPerItem },
    { key: 'operator', header: t('pairingScreen.col.operator'), cell: (r) => r.operatorName || '—' },
    { key: 'updatedAt', header: t('pairingScreen.col.updatedAt'), cell: (r) => formatDateTime(r.updatedAt) },
    {
      key: 'actions',
      header: t('pairingScreen.col.actions'),
      hideable: false,
      cell: (r) => (
        <PermissionGuard permission="pairing.update">
          <HStack gap="0">
            <Button size="xs" variant="ghost" colorPalette="teal" aria-label={`${t('pairingScreen.aliases')} ${r.sku}`} onClick={() => setAliasFor({ skuId: r.skuId, sku: r.sku })}>
              {t('pairingScreen.aliases')}
            </Button>
            <Button size="xs" variant="ghost" colorPalette="red" aria-label={`${t('pairingScreen.unpair')} ${r.platformSku}`} onClick={() => void remove(r)}>
              {t('pairingScreen.unpair')}
            </Button>
          </HStack>
        </PermissionGuard>
      ),
    },
  ];

  return (
    <PageFrame title={t('pairingScreen.title')} description={t('pairingScreen.description')}>
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
        aria-label={t('pairingScreen.title')}
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
        emptyText={t('pairingScreen.empty')}
        columnsStorageKey="table.productPairingList.columns"
        toolbar={
          <PermissionGuard permission="pairing.update">
            <Button size="sm" colorPalette="teal" onClick={() => setAdding(true)}>
              <LuPlus />
              {t('pairingScreen.add')}
            </Button>
          </PermissionGuard>
        }
      />
      {adding ? (
        <PairingFormDialog
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            refetch();
          }}
        />
      ) : null}
      {aliasFor ? (
        <AliasesDialog
          skuId={aliasFor.skuId}
          sku={aliasFor.sku}
          onClose={() => setAliasFor(null)}
          onSaved={() => setAliasFor(null)}
        />
      ) : null}
    </PageFrame>
  );
}
