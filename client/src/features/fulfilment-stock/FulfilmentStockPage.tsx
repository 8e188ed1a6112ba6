/**
 * /fbaWarehouseStock, /fbkWarehouseStock, /fbeWarehouseStock: one screen parameterised by the
 * marketplace (issue 23 item 6; spec 02 §2, §9 'FBA over 365 days'). The last synced inventory
 * report of the marketplace's shops per marketplace SKU and fulfilment centre, mapped to own SKUs,
 * units over 365 days flagged; "sync now" reads one shop again with its progress polled while it
 * runs; a failed sync keeps the last stock and says the marketplace's message.
 */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { FULFILMENT_PAGES, type FulfilmentMarketplace, type PermissionName } from '@erp/schema';
import { useState } from 'react';
import type { FulfilmentStockFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterValues } from '../../ui';
import { SkuCell, TwoLines } from '../../ui/cells';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, idOrUndefined, textOrUndefined } from '../../ui/format';
import { ProgressBar } from '../../ui/ProgressBar';
import { ListPage, useListScreen } from '../../ui/resource';
import { SyncChoice } from '../overseas-warehouses/components/SyncChoice';
import { stockList, useFulfilmentShops, useSyncCommand, useSyncProgress, useText, type ShopRow, type StockRow } from './hooks';
import { fulfilmentStockMessages } from './messages';

export const FbaStockPage = featurePage(fulfilmentStockMessages, () => <StockScreen marketplace="fba" />);
export const FbkStockPage = featurePage(fulfilmentStockMessages, () => <StockScreen marketplace="fbk" />);
export const FbeStockPage = featurePage(fulfilmentStockMessages, () => <StockScreen marketplace="fbe" />);

const toFilter = (v: FilterValues): FulfilmentStockFilter => ({
  shopId: idOrUndefined(v.shopId),
  keyword: textOrUndefined(v.keyword),
  agedOnly: v.aged === 'yes' ? true : undefined,
});

export function StockScreen({ marketplace }: { marketplace: FulfilmentMarketplace }) {
  const t = useText();
  const page = FULFILMENT_PAGES[marketplace];
  const { shops, refetch } = useFulfilmentShops(marketplace);
  const fields = [
    { name: 'shopId', label: t('fs.filter.shop'), type: 'select' as const, options: shops.map((s) => ({ value: String(s.id), label: s.shopName })) },
    { name: 'keyword', label: t('fs.filter.keyword'), type: 'text' as const },
    { name: 'aged', label: t('fs.filter.aged'), type: 'select' as const, options: [{ value: 'yes', label: t('fs.filter.agedOnly') }] },
  ];
  const screen = useListScreen({ ...stockList, fields, toFilter, variables: (filter) => ({ marketplace, filter }) });
  const { sync, busy } = useSyncCommand();
  const [syncing, setSyncing] = useState<ShopRow | null>(null);
  const progress = useSyncProgress(marketplace, syncing?.id ?? null, syncing != null);

  const onSync = async (chosen: { value: string; label: string }) => {
    const shop = shops.find((s) => String(s.id) === chosen.value) ?? null;
    setSyncing(shop);
    try {
      await screen.run(() =>
        sync({ input: { marketplace, shopId: Number(chosen.value) } }, { success: t('fs.synced', { shop: chosen.label }), failure: t('fs.failed') }),
      );
    } finally {
      setSyncing(null);
      void refetch();
    }
  };
  const syncable = shops.filter((s) => s.status === 1).map((s) => ({ value: String(s.id), label: s.shopName }));

  const columns: DataTableColumn<StockRow>[] = [
    { key: 'shop', header: t('fs.col.shop'), cell: (r) => r.shopName },
    {
      key: 'marketplaceSku',
      header: t('fs.col.marketplaceSku'),
      hideable: false,
      cell: (r) => <TwoLines main={r.marketplaceSku} sub={r.fnsku || undefined} />,
    },
    {
      key: 'sku',
      header: t('fs.col.sku'),
      cell: (r) =>
        r.skuId != null ? (
          <Stack gap={0.5} align="start">
            <SkuCell sku={r.sku} productName={r.productName} image={r.image} />
            {r.mappedBy === 'pairing' ? (
              <Text textStyle="xs" color="fg.muted">
                {t('fs.byPairing')}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Badge colorPalette="orange" title={t('fs.unmappedHint')}>
            {t('fs.unmapped')}
          </Badge>
        ),
    },
    { key: 'centre', header: t('fs.col.centre'), cell: (r) => <Text fontFamily="mono">{r.centre}</Text> },
    { key: 'fulfillable', header: t('fs.col.fulfillable'), align: 'end', cell: (r) => r.fulfillable },
    { key: 'inbound', header: t('fs.col.inbound'), align: 'end', cell: (r) => r.inbound },
    { key: 'reserved', header: t('fs.col.reserved'), align: 'end', cell: (r) => r.reserved },
    { key: 'unfulfillable', header: t('fs.col.unfulfillable'), align: 'end', cell: (r) => r.unfulfillable },
    { key: 'age0to90', header: t('fs.col.age0to90'), align: 'end', cell: (r) => r.age0to90, hiddenByDefault: true },
    { key: 'age91to180', header: t('fs.col.age91to180'), align: 'end', cell: (r) => r.age91to180 },
    { key: 'age181to365', header: t('fs.col.age181to365'), align: 'end', cell: (r) => r.age181to365 },
    {
      key: 'ageOver365',
      header: t('fs.col.ageOver365'),
      align: 'end',
      cell: (r) =>
        r.agedOver365 ? (
          <Badge colorPalette="red" data-flagged="true" title={t('fs.aged', { count: r.ageOver365 })}>
            {r.ageOver365}
          </Badge>
        ) : (
          <Text color="fg.muted">0</Text>
        ),
    },
    { key: 'syncedAt', header: t('fs.col.syncedAt'), cell: (r) => formatDateTime(r.syncedAt), hiddenByDefault: true },
  ];

  const above = (
    <Stack gap={1}>
      {syncing ? (
        <ProgressBar
          size="sm"
          value={progress && progress.rowsTotal > 0 ? Math.min(100, Math.round((progress.rowsRead / progress.rowsTotal) * 100)) : null}
          aria-label={t('fs.syncingUnknown', { shop: syncing.shopName })}
        >
          <Text textStyle="xs">
            {progress && progress.rowsTotal > 0
              ? t('fs.syncing', { shop: syncing.shopName, read: progress.rowsRead, total: progress.rowsTotal })
              : t('fs.syncingUnknown', { shop: syncing.shopName })}
          </Text>
        </ProgressBar>
      ) : null}
      {shops.length === 0 ? (
        <Text textStyle="xs" color="fg.muted">
          {t('fs.noShops')}
        </Text>
      ) : (
        shops.map((s) => <LastSync key={s.id} shop={s} />)
      )}
    </Stack>
  );

  return (
    <ListPage
      page={{
        title: t(`fs.${marketplace}.title`),
        description: t(`fs.${marketplace}.description`),
        emptyText: t(`fs.${marketplace}.empty`),
        name: page,
        toolbar: (
          <SyncChoice
            permission={`${page}.sync` as PermissionName}
            options={syncable}
            choose={t('fs.chooseShop')}
            width="14rem"
            onSync={(c) => void onSync(c)}
            busy={busy}
          >
            {t('fs.sync')}
          </SyncChoice>
        ),
      }}
      screen={screen}
      columns={columns}
      rowKey="id"
      above={above}
    />
  );
}

/** One shop's last sync: when, or the marketplace's message of a failed one, or never. */
function LastSync({ shop }: { shop: ShopRow }) {
  const t = useText();
  const s = shop.sync;
  const text =
    s?.status === 'failed'
      ? t('fs.lastFailed', { shop: shop.shopName, message: s.errorMessage })
      : s?.syncedAt
        ? t('fs.lastSync', { shop: shop.shopName, when: formatDateTime(s.syncedAt) })
        : t('fs.neverSynced', { shop: shop.shopName });
  return (
    <Text textStyle="xs" color={s?.status === 'failed' ? 'red.600' : 'fg.muted'} data-sync-status={s?.status ?? 'never'}>
      {text}
      {shop.status !== 1 ? t('fs.unauthorized') : null}
    </Text>
  );
}
