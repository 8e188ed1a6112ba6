/**
 * /productPairingList: marketplace SKUs paired with local SKUs (applied to future orders and to
 * open unmatched ones), with search, add, unpair (after a confirm) and the local SKU's aliases.
 */
import { useMemo } from 'react';
import type { SkuPairingFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { actionsColumn, ListPage, pageOf, RowActions, useDialog, useListScreen } from '../../ui/resource';
import { idOrUndefined } from '../../ui/format';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { PLATFORM_OPTIONS } from '../shops/platforms';
import { AliasesDialog } from './components/AliasesDialog';
import { PairingFormDialog } from './components/PairingFormDialog';
import { compactFilter } from './filters';
import { announceOrdersChanged, pairingList, platformLabel, usePairingCommands, useShopOptions, type PairingRow } from './hooks';
import { ordersMessages } from './messages';
import { codeColumn, SkuCell } from '../../ui/cells';

export const ProductPairingPage = featurePage(ordersMessages, PairingScreen);

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

/** The filter bar's shared fields (keyword, marketplace, shop) → the list filter. */
export function toFilter(v: FilterValues): SkuPairingFilter {
  return compactFilter({ keyword: textOrUndefined(v.keyword), platformType: idOrUndefined(v.platformType), shopId: idOrUndefined(v.shopId) });
}

type Dialog = { kind: 'add' } | { kind: 'aliases'; skuId: number; sku: string };

function PairingScreen() {
  const t = useFeatureText(ordersMessages);
  const fields = usePairingFilterFields();
  const screen = useListScreen({ ...pairingList, fields, toFilter });
  const dialog = useDialog<Dialog>(screen.reload);
  const { unpair } = usePairingCommands();

  const remove = async (row: PairingRow) => {
    const done = await screen.run(() => unpair({ id: row.id }, { success: t('pairingScreen.unpaired'), failure: t('pairingScreen.failed') }), {
      confirm: t('pairingScreen.confirmUnpair', { platformSku: row.platformSku, sku: row.sku }),
      danger: true,
    });
    if (done) announceOrdersChanged();
  };

  const columns: DataTableColumn<PairingRow>[] = [
    { key: 'platform', header: t('pairingScreen.col.platform'), cell: (r) => platformLabel(r.platformType) },
    { key: 'shop', header: t('pairingScreen.col.shop'), cell: (r) => (r.shopId ? r.shopName : t('pairingScreen.allShops')) },
    codeColumn('platformSku', t('pairingScreen.col.platformSku'), (r) => r.platformSku),
    {
      key: 'localSku',
      header: t('pairingScreen.col.localSku'),
      cell: (r) => <SkuCell sku={r.sku} productName={r.skuName} image={r.image} mono />,
    },
    { key: 'units', header: t('pairingScreen.col.units'), align: 'end', cell: (r) => r.unitsPerItem },
    { key: 'operator', header: t('pairingScreen.col.operator'), cell: (r) => r.operatorName || '—' },
    { key: 'updatedAt', header: t('pairingScreen.col.updatedAt'), cell: (r) => formatDateTime(r.updatedAt) },
    actionsColumn(t('pairingScreen.col.actions'), (r) => (
      <RowActions
        record={r.sku}
        actions={[
          {
            key: 'aliases',
            label: t('pairingScreen.aliases'),
            permission: 'pairing.update',
            onClick: () => dialog.open({ kind: 'aliases', skuId: r.skuId, sku: r.sku }),
          },
          {
            key: 'unpair',
            label: t('pairingScreen.unpair'),
            permission: 'pairing.update',
            colorPalette: 'red',
            ariaLabel: `${t('pairingScreen.unpair')} ${r.platformSku}`,
            onClick: () => void remove(r),
          },
        ]}
      />
    )),
  ];

  const open = dialog.current;
  return (
    <ListPage
      page={pageOf(t, 'pairingScreen', 'productPairingList', { permission: 'pairing.update', onClick: () => dialog.open({ kind: 'add' }) })}
      screen={screen}
      columns={columns}
    >
      {open?.kind === 'add' ? <PairingFormDialog onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'aliases' ? <AliasesDialog skuId={open.skuId} sku={open.sku} onClose={dialog.close} onSaved={dialog.close} /> : null}
    </ListPage>
  );
}
