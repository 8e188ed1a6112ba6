/** /shops: marketplace shops and their authorization (spec 01 §2; `?status=4` lists failed ones). */
import { Button, HStack, Text } from '@chakra-ui/react';
import { SHOP_STATUS_VALUES } from '@erp/schema';
import { LuSettings } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { ShopFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { actionsColumn, ListPage, pageOf, RowActions, useDialog, useListScreen } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { ExportButton } from '../tasks/ExportButton';
import { AuthorizeShopDialog } from './components/AuthorizeShopDialog';
import { ReauthorizeShopDialog } from './components/ReauthorizeShopDialog';
import { RenameShopDialog } from './components/RenameShopDialog';
import { ShopStatus, useStatusLabel } from './components/ShopStatus';
import { shopList, type ShopRow } from './hooks';
import { shopsMessages } from './messages';
import { PLATFORM_OPTIONS, statusParam } from './platforms';
import { CreateButton } from '../../ui/CreateButton';

export const ShopsPage = featurePage(shopsMessages, ShopsScreen);

function toFilter(values: FilterValues): ShopFilter {
  // a typed address (`?status=9`) may name no status: only the spec's status values filter
  const statusText = statusParam(typeof values.status === 'string' ? values.status : null);
  const status = statusText !== '' ? Number(statusText) : undefined;
  const platformType = typeof values.platformType === 'string' && values.platformType !== '' ? Number(values.platformType) : undefined;
  return { status, platformType, keyword: textOrUndefined(values.keyword) };
}

type Dialog = { kind: 'authorize' } | { kind: 'reauthorize'; shop: ShopRow } | { kind: 'rename'; shop: ShopRow };

function ShopsScreen() {
  const t = useFeatureText(shopsMessages);
  const statusLabel = useStatusLabel();
  const fields: FilterField[] = [
    {
      name: 'status',
      label: t('shops.filter.status'),
      type: 'select',
      options: SHOP_STATUS_VALUES.map((s) => ({ value: String(s), label: statusLabel(s) })),
    },
    { name: 'platformType', label: t('shops.filter.platform'), type: 'select', options: PLATFORM_OPTIONS },
    { name: 'keyword', label: t('shops.filter.keyword'), type: 'text' },
  ];
  // the dashboard's links open /shops?status=4 (and the user menu /shops with no status): the
  // list screen adopts the address, also on a kept page when the link is followed again
  const screen = useListScreen({ ...shopList, fields, toFilter });
  const dialog = useDialog<Dialog>(screen.reload);

  const columns: DataTableColumn<ShopRow>[] = [
    { key: 'platform', header: t('shops.col.platform'), cell: (r) => r.platformLabel },
    { key: 'shopName', header: t('shops.col.shopName'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.shopName}</Text> },
    { key: 'alias', header: t('shops.col.alias'), cell: (r) => r.alias || '—' },
    { key: 'site', header: t('shops.col.site'), cell: (r) => r.site || '—' },
    { key: 'status', header: t('shops.col.status'), cell: (r) => <ShopStatus status={r.status} reason={r.authFailReason} /> },
    { key: 'authTime', header: t('shops.col.authTime'), cell: (r) => formatDateTime(r.authTime) },
    { key: 'authExpireAt', header: t('shops.col.authExpireAt'), cell: (r) => formatDateTime(r.authExpireAt) },
    actionsColumn(t('shops.col.actions'), (r) => (
      <HStack gap="1" wrap="wrap">
        <RowActions
          record={r.shopName}
          actions={[
            {
              key: 'reauthorize',
              label: t('shops.reauthorize'),
              permission: 'shop.authorize',
              colorPalette: r.status === 1 ? 'gray' : 'red',
              onClick: () => dialog.open({ kind: 'reauthorize', shop: r }),
            },
            { key: 'rename', label: t('shops.rename'), permission: 'shop.update', onClick: () => dialog.open({ kind: 'rename', shop: r }) },
          ]}
        />
        <Button asChild size="xs" variant="ghost">
          <RouterLink to={`/shopsConfig?id=${r.id}`} aria-label={`${t('shops.settings')} ${r.shopName}`}>
            <LuSettings />
            {t('shops.settings')}
          </RouterLink>
        </Button>
      </HStack>
    )),
  ];

  const open = dialog.current;
  return (
    <ListPage
      page={pageOf(t, 'shops', 'shops', undefined, {
        toolbar: (
          <>
            <CreateButton permission="shop.authorize" onClick={() => dialog.open({ kind: 'authorize' })}>
              {t('shops.authorize')}
            </CreateButton>
            <ExportButton reportType="shops" filter={screen.filter} />
          </>
        ),
      })}
      screen={screen}
      columns={columns}
    >
      {open?.kind === 'authorize' ? <AuthorizeShopDialog onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'reauthorize' ? <ReauthorizeShopDialog shop={open.shop} onClose={dialog.close} onSaved={screen.reload} /> : null}
      {open?.kind === 'rename' ? <RenameShopDialog shop={open.shop} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}
