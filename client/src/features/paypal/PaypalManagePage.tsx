/** /paypalManage: PayPal accounts with the balance PayPal reports, on / off and sync now (spec 02 §2 'Finance', §3, §4; issue 22 item 4). */
import { Text } from '@chakra-ui/react';
import type { PaypalAccountFilter } from '../../api/generated/types';
import { toastSuccess, type DataTableColumn, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { TwoLines } from '../../ui/cells';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { enabledOf, ListPage, onOffRecords, pageOf, useDialog, useListScreen } from '../../ui/resource';
import { money } from '../finance/money';
import { PaypalAccountDialog } from './components/PaypalAccountDialog';
import { paypalAccountList, usePaypalAccountCommands, type PaypalAccountRow } from './hooks';
import { paypalMessages } from './messages';

export const PaypalManagePage = featurePage(paypalMessages, PaypalAccountsScreen);

const PERMISSION = 'paypalAccount.update' as const;
const toFilter = (v: FilterValues): PaypalAccountFilter => ({
  keyword: textOrUndefined(v.keyword),
  enabled: enabledOf(v.enabled),
});

function PaypalAccountsScreen() {
  const t = useFeatureText(paypalMessages);
  const commands = usePaypalAccountCommands();
  const records = onOffRecords(t, 'paypalPage', { permission: PERMISSION, commands });
  const fields = [records.filter, { name: 'keyword', label: t('paypalPage.filter.keyword'), type: 'text' as const }];
  const screen = useListScreen({ ...paypalAccountList, fields, toFilter });
  const dialog = useDialog<{ account: PaypalAccountRow | null }>(screen.reload);

  const sync = (a: PaypalAccountRow) =>
    void screen.run(async () => {
      const r = await commands.sync({ id: a.id }, { failure: t('paypalPage.failed') });
      if (r.ok && r.data) toastSuccess(t('paypalPage.synced', { email: a.email, added: r.data.added, matched: r.data.matched }));
      return r;
    });

  const columns: DataTableColumn<PaypalAccountRow>[] = [
    { key: 'email', header: t('paypalPage.col.email'), hideable: false, cell: (a) => <TwoLines strong main={a.email} sub={a.alias} /> },
    {
      key: 'balance',
      header: t('paypalPage.col.balance'),
      cell: (a) => (
        <TwoLines
          main={<Text as="span" fontWeight="semibold">{`${money(a.balance)} ${a.currency}`}</Text>}
          sub={a.balanceAt ? formatDateTime(a.balanceAt) : undefined}
        />
      ),
    },
    { key: 'transactions', header: t('paypalPage.col.transactions'), cell: (a) => `${a.transactionCount} / ${a.unmatchedCount}` },
    {
      key: 'syncedAt',
      header: t('paypalPage.col.syncedAt'),
      cell: (a) => (
        <TwoLines
          main={a.syncedAt ? formatDateTime(a.syncedAt) : t('paypalPage.neverSynced')}
          sub={a.syncError ? <Text color="red.fg">{a.syncError}</Text> : undefined}
        />
      ),
    },
    ...records.columns(screen.run, (a: PaypalAccountRow) => ({
      record: a.email,
      values: { email: a.email },
      edit: () => dialog.open({ account: a }),
      more: a.enabled ? [{ key: 'sync', label: t('paypalPage.sync'), permission: PERMISSION, onClick: () => sync(a) }] : [],
    })),
  ];

  return (
    <ListPage
      page={pageOf(t, 'paypalPage.accounts', 'paypalManage', { permission: PERMISSION, onClick: () => dialog.open({ account: null }) })}
      screen={screen}
      columns={columns}
    >
      {dialog.current ? <PaypalAccountDialog account={dialog.current.account} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}
