/**
 * /onlineProductPairingList: marketplace SKUs seen on orders (per shop) with their match state —
 * paired, matched by SKU code or alias, or unmatched with the open order lines waiting for it —
 * and pairing in place.
 */
import { Badge, Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { OnlineProductFilter } from '../../api/generated/types';
import { PermissionGuard, type DataTableColumn, type FilterValues } from '../../ui';
import { actionsColumn, useDialog, useListScreen, ListPage } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { textOrUndefined } from '../../ui/format';
import { ShopCell } from './components/OrdersTable';
import { PairingFormDialog, type PairingTarget } from './components/PairingFormDialog';
import { compactFilter } from './filters';
import { onlineProductList, type OnlineProductRow } from './hooks';
import { ordersMessages } from './messages';
import { toFilter as toPairingFilter, usePairingFilterFields } from './ProductPairingPage';
import { TwoLines } from '../../ui/cells';

export const OnlineProductPairingPage = featurePage(ordersMessages, OnlineScreen);

const STATES = ['unmatched', 'paired', 'matched'] as const;

function toFilter(v: FilterValues): OnlineProductFilter {
  return compactFilter({ ...toPairingFilter(v), state: textOrUndefined(v.state) });
}

function OnlineScreen() {
  const t = useFeatureText(ordersMessages);
  const fields = usePairingFilterFields([
    {
      name: 'state',
      label: t('pairingScreen.filter.matched'),
      type: 'select',
      options: STATES.map((s) => ({
        value: s,
        label: t(s === 'unmatched' ? 'pairingScreen.unmatched' : s === 'paired' ? 'pairingScreen.matched' : 'pairingScreen.matchedAuto'),
      })),
    },
  ]);
  const screen = useListScreen({ ...onlineProductList, fields, toFilter });
  const dialog = useDialog<PairingTarget>(screen.reload);

  const stateBadge = (r: OnlineProductRow) => {
    if (!r.skuId) return <Badge colorPalette="orange">{t('pairingScreen.unmatched')}</Badge>;
    if (r.matchedBy === 'pairing') return <Badge colorPalette="green">{t('pairingScreen.matched')}</Badge>;
    return <Badge colorPalette="teal">{t(r.matchedBy === 'alias' ? 'pairingScreen.byAlias' : 'pairingScreen.bySku')}</Badge>;
  };

  const columns: DataTableColumn<OnlineProductRow>[] = [
    {
      key: 'product',
      header: t('pairingScreen.col.title'),
      hideable: false,
      cell: (r) => (
        <HStack gap="2" minW="56">
          {r.image ? (
            <Image src={r.image} alt="" boxSize="10" objectFit="cover" rounded="sm" />
          ) : (
            <Box boxSize="10" bg="bg.muted" rounded="sm" flexShrink={0} />
          )}
          <TwoLines main={r.platformSku} sub={r.title} mono strong />
        </HStack>
      ),
    },
    {
      key: 'shop',
      header: t('pairingScreen.col.shop'),
      cell: (r) => <ShopCell shopName={r.shopName} platformType={r.platformType} />,
    },
    { key: 'state', header: t('pairingScreen.col.state'), cell: stateBadge },
    {
      key: 'localSku',
      header: t('pairingScreen.col.localSku'),
      cell: (r) => (r.skuId ? <Text fontFamily="mono">{r.unitsPerItem > 1 ? `${r.sku} × ${r.unitsPerItem}` : r.sku}</Text> : '—'),
    },
    {
      key: 'orders',
      header: t('pairingScreen.col.orders'),
      align: 'end',
      cell: (r) => (
        <Stack gap="0" align="end">
          <Text>{r.orderCount}</Text>
          {r.unmatchedCount > 0 ? (
            <Text textStyle="xs" color="fg.error">
              {t('pairingScreen.waiting', { count: r.unmatchedCount })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    actionsColumn(t('pairingScreen.col.actions'), (r) => (
      <PermissionGuard permission="pairing.update">
        <Button
          size="xs"
          variant={r.skuId ? 'ghost' : 'solid'}
          colorPalette="teal"
          aria-label={`${t('pairingScreen.pair')} ${r.platformSku}`}
          onClick={() => dialog.open({ platformType: r.platformType, shopId: r.shopId, platformSku: r.platformSku })}
        >
          {t('pairingScreen.pair')}
        </Button>
      </PermissionGuard>
    )),
  ];

  return (
    <ListPage
      page={{
        title: t('pairingScreen.onlineTitle'),
        description: t('pairingScreen.onlineDescription'),
        emptyText: t('pairingScreen.onlineEmpty'),
        name: 'onlineProductPairingList',
      }}
      screen={screen}
      columns={columns}
    >
      {dialog.current ? <PairingFormDialog target={dialog.current} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}
