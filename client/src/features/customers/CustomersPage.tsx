/**
 * /customerManagement: the buyers of the caller's shops (orders summed per shop and buyer account,
 * with the conversation count) and the blacklist (spec 02 §3 'Blacklist entry', §4 'Blacklist: move
 * in and remove', §5; issue 21 item 4). Moving in asks for the reason; the blacklist tab removes.
 */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { marketplaceLabel } from '@erp/schema';
import { useState, type ReactNode } from 'react';
import type { BuyerBlacklistFilter, CustomerFilter } from '../../api/generated/types';
import { yesNoField, yesNoOf, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { TwoLines } from '../../ui/cells';
import { formatDateTime, idOrUndefined, textOrUndefined } from '../../ui/format';
import { actionsColumn, ListPage, pageOf, RowActions, StatusTabs, useDialog, useListScreen, titledPage } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { BlacklistDialog } from './components/BlacklistDialog';
import { blacklistList, customerList, useCustomerCommands, useCustomerShops, type BlacklistRow, type CustomerRow } from './hooks';
import { customersMessages } from './messages';

const PERMISSION = 'customerManagement.blacklist' as const;
type Tab = 'customers' | 'blacklist';
const TABS: readonly Tab[] = ['customers', 'blacklist'];

export const CustomersPage = featurePage(customersMessages, CustomersScreen);

function CustomersScreen() {
  const [tab, setTab] = useState<Tab>('customers');
  const t = useFeatureText(customersMessages);
  const tabs = <StatusTabs value={tab} tabs={TABS} onChange={setTab} label={(s) => t(`customers.tab.${s}`)} aria-label={t('customers.tabs')} />;
  return tab === 'customers' ? <CustomerList tabs={tabs} /> : <BlacklistList tabs={tabs} />;
}

const buyerOf = (r: { buyerName: string; buyerAccount: string }) => (r.buyerName ? `${r.buyerName} (${r.buyerAccount})` : r.buyerAccount);

function CustomerList({ tabs }: { tabs: ReactNode }) {
  const t = useFeatureText(customersMessages);
  const shops = useCustomerShops();
  const commands = useCustomerCommands();
  const fields: FilterField[] = [
    { name: 'shopId', label: t('customers.filter.shop'), type: 'select', options: shops },
    { name: 'keyword', label: t('customers.filter.keyword'), type: 'text' },
    yesNoField('blacklisted', t('customers.filter.blacklisted'), t('customers.filter.blacklistedYes'), t('customers.filter.blacklistedNo')),
  ];
  const toFilter = (v: FilterValues): CustomerFilter => ({
    shopId: idOrUndefined(v.shopId),
    keyword: textOrUndefined(v.keyword),
    blacklisted: yesNoOf(v.blacklisted),
  });
  const screen = useListScreen({ ...customerList, fields, toFilter, paging: 'limit' });
  const dialog = useDialog<{ customer: CustomerRow }>(screen.reload);

  const columns: DataTableColumn<CustomerRow>[] = [
    {
      key: 'buyer',
      header: t('customers.col.buyer'),
      hideable: false,
      cell: (r) => <TwoLines main={r.buyerAccount} sub={r.buyerName} strong />,
    },
    { key: 'shop', header: t('customers.col.shop'), cell: (r) => <TwoLines main={r.shopName} sub={marketplaceLabel(r.platformType)} /> },
    { key: 'orders', header: t('customers.col.orders'), cell: (r) => r.orderCount },
    {
      key: 'amount',
      header: t('customers.col.amount'),
      cell: (r) => (
        <Stack gap="0">
          {r.amounts.map((a) => (
            <Text key={a.currency} fontVariantNumeric="tabular-nums">
              {a.currency} {a.amount}
            </Text>
          ))}
        </Stack>
      ),
    },
    { key: 'lastOrderAt', header: t('customers.col.lastOrder'), cell: (r) => formatDateTime(r.lastOrderAt) },
    { key: 'conversations', header: t('customers.col.conversations'), cell: (r) => r.conversationCount },
    {
      key: 'status',
      header: t('customers.col.status'),
      cell: (r) =>
        r.blacklistId ? (
          <Badge colorPalette="red" title={r.blacklistReason}>
            {t('customers.blacklistedReason', { reason: r.blacklistReason })}
          </Badge>
        ) : (
          <Badge colorPalette="green">{t('customers.normal')}</Badge>
        ),
    },
    actionsColumn(t('customers.col.actions'), (r) => {
      const buyer = buyerOf(r);
      const entryId = r.blacklistId;
      return (
        <RowActions
          record={`${r.buyerAccount} ${r.shopName}`}
          actions={
            entryId
              ? [
                  {
                    key: 'remove',
                    label: t('customers.remove'),
                    permission: PERMISSION,
                    colorPalette: 'gray',
                    onClick: () =>
                      void screen.run(() => commands.remove({ id: entryId }, { success: t('customers.removed', { buyer }), failure: t('customers.failed') }), {
                        confirm: t('customers.confirmRemove', { buyer }),
                        confirmText: t('customers.remove'),
                      }),
                  },
                ]
              : [
                  {
                    key: 'blacklist',
                    label: t('customers.blacklist'),
                    permission: PERMISSION,
                    colorPalette: 'red',
                    onClick: () => dialog.open({ customer: r }),
                  },
                ]
          }
        />
      );
    }),
  ];

  return (
    <ListPage
      page={pageOf(t, 'customers', 'customerManagement')}
      screen={screen}
      columns={columns}
      rowKey={(r: CustomerRow) => `${r.shopId}:${r.buyerAccount}`}
      above={tabs}
    >
      {dialog.current ? <BlacklistDialog customer={dialog.current.customer} onClose={dialog.close} onDone={dialog.done} /> : null}
    </ListPage>
  );
}

function BlacklistList({ tabs }: { tabs: ReactNode }) {
  const t = useFeatureText(customersMessages);
  const commands = useCustomerCommands();
  const fields: FilterField[] = [{ name: 'keyword', label: t('customers.filter.blacklistKeyword'), type: 'text' }];
  const toFilter = (v: FilterValues): BuyerBlacklistFilter => ({ keyword: textOrUndefined(v.keyword) });
  const screen = useListScreen({ ...blacklistList, fields, toFilter });

  const columns: DataTableColumn<BlacklistRow>[] = [
    { key: 'buyer', header: t('customers.col.buyer'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.buyerAccount}</Text> },
    { key: 'platform', header: t('customers.col.platform'), cell: (r) => (r.platformType ? marketplaceLabel(r.platformType) : t('customers.anyPlatform')) },
    { key: 'reason', header: t('customers.col.reason'), cell: (r) => <Text maxW="sm">{r.causeText || r.cause}</Text> },
    { key: 'operator', header: t('customers.col.operator'), cell: (r) => r.operatorName },
    { key: 'createdAt', header: t('customers.col.time'), cell: (r) => formatDateTime(r.createdAt) },
    actionsColumn(t('customers.col.actions'), (r) => (
      <RowActions
        record={r.buyerAccount}
        actions={[
          {
            key: 'remove',
            label: t('customers.remove'),
            permission: PERMISSION,
            colorPalette: 'red',
            onClick: () =>
              void screen.run(
                () => commands.remove({ id: r.id }, { success: t('customers.removed', { buyer: r.buyerAccount }), failure: t('customers.failed') }),
                { confirm: t('customers.confirmRemove', { buyer: r.buyerAccount }), danger: true, confirmText: t('customers.remove') },
              ),
          },
        ]}
      />
    )),
  ];

  return <ListPage page={titledPage(t, 'customers', 'customerManagement', t('customers.blacklistEmpty'))} screen={screen} columns={columns} above={tabs} />;
}
