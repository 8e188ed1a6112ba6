/** /alibabaPairingList: SKUs and their 1688 pairing; unpair, order ticked pairs, import orders, sync logistics. */
import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuRefreshCw, LuShoppingCart, LuUpload } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import type { WholesalePairingFilter } from '../../api/generated/types';
import { PermissionGuard, toastSuccess, type DataTableColumn, type FilterField, type FilterValues, yesNoField, yesNoOf } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { textOrUndefined } from '../../ui/format';
import { SkuCell } from '../../ui/cells';
import { pageOf, confirmedItem, actionsColumn, RowActions, useDialog, useListScreen, ListPage } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { ImportDialog } from './components/ImportDialog';
import { OrderDialog } from './components/OrderDialog';
import { pairingList, useWholesaleCommands, type PairingRow } from './hooks';
import { wholesaleMessages } from './messages';

export const AlibabaPairingListPage = featurePage(wholesaleMessages, PairingListScreen);

function toFilter(v: FilterValues): WholesalePairingFilter {
  const paired = yesNoOf(v.paired);
  return { keyword: textOrUndefined(v.keyword), ...(paired === undefined ? {} : { paired }) };
}

/** Pairings have no lifecycle table: the buttons follow whether a SKU is paired. */

function PairingListScreen() {
  const t = useFeatureText(wholesaleMessages);
  const navigate = useNavigate();
  const commands = useWholesaleCommands();
  const fields: FilterField[] = [
    { name: 'keyword', label: t('wholesale.filter.keyword'), type: 'text' },
    yesNoField('paired', t('wholesale.filter.paired'), t('wholesale.filter.pairedYes'), t('wholesale.filter.pairedNo')),
  ];
  const screen = useListScreen({ ...pairingList, fields, toFilter });
  const dialog = useDialog<'order' | 'import'>();
  const [syncing, setSyncing] = useState(false);
  const ticked = screen.selection.rows.filter((r) => r.pairing);

  const sync = async () => {
    setSyncing(true);
    const outcome = await commands.sync({}, { failure: t('wholesale.failed') });
    setSyncing(false);
    if (outcome.ok) toastSuccess(t('wholesale.synced', { checked: outcome.data.checked, shipped: outcome.data.shipped }));
  };

  const columns: DataTableColumn<PairingRow>[] = [
    {
      key: 'sku',
      header: t('wholesale.col.sku'),
      hideable: false,
      cell: (r) => <SkuCell sku={r.sku} productName={r.productName} />,
    },
    {
      key: 'offer',
      header: t('wholesale.col.offer'),
      cell: (r) =>
        r.pairing ? (
          <Stack gap="0" maxW="64">
            <Link href={r.pairing.productUrl} target="_blank" rel="noreferrer" textStyle="sm" lineClamp={1}>
              {r.pairing.title || r.pairing.offerId}
            </Link>
            <Text textStyle="xs" color="fg.muted" fontFamily="mono">
              {r.pairing.offerId}
            </Text>
          </Stack>
        ) : (
          <Badge colorPalette="gray">{t('wholesale.notPaired')}</Badge>
        ),
    },
    {
      key: 'spec',
      header: t('wholesale.col.spec'),
      cell: (r) =>
        r.pairing ? (
          <Stack gap="0">
            <Text textStyle="sm">{r.pairing.specText}</Text>
            {r.pairing.ratio !== 1 ? (
              <Text textStyle="xs" color="fg.muted">
                {t('wholesale.ratio', { ratio: r.pairing.ratio })}
              </Text>
            ) : null}
          </Stack>
        ) : (
          '—'
        ),
    },
    {
      key: 'tiers',
      header: t('wholesale.col.tiers'),
      cell: (r) =>
        r.pairing ? (
          <Stack gap="0">
            {r.pairing.priceTiers.map((tier) => (
              <Text key={tier.minQuantity} textStyle="xs">
                {t('wholesale.tier', { min: tier.minQuantity, price: tier.price })}
              </Text>
            ))}
          </Stack>
        ) : (
          '—'
        ),
    },
    { key: 'supplier', header: t('wholesale.col.supplier'), cell: (r) => r.pairing?.supplierName || '—' },
    actionsColumn(t('wholesale.col.actions'), (r) => (
      <RowActions
        record={r.sku}
        actions={[
          {
            key: 'pair',
            label: t(r.pairing ? 'wholesale.repair' : 'wholesale.pair'),
            permission: 'wholesalePairing.update',
            onClick: () => void navigate(`/allibabaPair?skuId=${r.id}`),
          },
          confirmedItem(
            screen.run,
            {
              key: 'unpair',
              label: t('wholesale.unpair'),
              permission: 'wholesalePairing.update',
              colorPalette: 'red',
              when: Boolean(r.pairing),
              confirm: t('wholesale.confirmUnpair', { sku: r.sku }),
              danger: true,
            },
            () => commands.unpair({ ids: [r.pairing!.id] }, { success: t('wholesale.unpaired'), failure: t('wholesale.failed') }),
          ),
        ]}
      />
    )),
  ];

  return (
    <ListPage
      page={pageOf(t, 'wholesale', 'alibabaPairingList', undefined, {
        toolbar: (
          <PermissionGuard permission="wholesaleOrder.create">
            <HStack gap="2">
              <Button
                size="sm"
                colorPalette="teal"
                disabled={!ticked.length}
                title={ticked.length ? undefined : t('wholesale.orderNeedsPaired')}
                onClick={() => dialog.open('order')}
              >
                <LuShoppingCart />
                {t('wholesale.order')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => dialog.open('import')}>
                <LuUpload />
                {t('wholesale.import')}
              </Button>
              <Button size="sm" variant="outline" loading={syncing} onClick={() => void sync()}>
                <LuRefreshCw />
                {t('wholesale.sync')}
              </Button>
            </HStack>
          </PermissionGuard>
        ),
      })}
      screen={screen}
      columns={columns}
      selectable
    >
      {dialog.current === 'order' ? (
        <OrderDialog
          rows={ticked}
          onClose={dialog.close}
          onDone={() => {
            dialog.close();
            screen.selection.clear();
          }}
        />
      ) : null}
      {dialog.current === 'import' ? <ImportDialog onClose={dialog.close} onDone={dialog.close} /> : null}
    </ListPage>
  );
}
