/** /paypalManage: PayPal accounts with the balance PayPal reports, on / off and sync now (spec 02 §2 'Finance', §3, §4; issue 22 item 4). */
import { Text } from '@chakra-ui/react';
import type { PaypalAccountFilter } from '../../api/generated/types';
import { toastSuccess, type DataTableColumn, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { TwoLines } from '../../ui/cells';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import {
  actionsColumn,
  enabledColumn,
  enabledFilter,
  enabledOf,
  ListPage,
  onOffTexts,
  pageOf,
  recordItems,
  RowActions,
  useDialog,
  useListScreen,
} from '../../ui/resource';
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
  const onOff = onOffTexts(t, 'paypalPage');
  const fields = [enabledFilter(t('paypalPage.filter.enabled'), onOff), { name: 'keyword', label: t('paypalPage.filter.keyword'), type: 'text' as const }];
  const screen = useListScreen({ ...paypalAccountList, fields, toFilter });
  const commands = usePaypalAccountCommands();
  const dialog = useDialog<{ account: PaypalAccountRow | null }>(screen.reload);
  const rowItems = recordItems(t, 'paypalPage', { run: screen.run, onOff, permission: PERMISSION, commands });

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
    enabledColumn(t('paypalPage.col.status'), onOff),
    actionsColumn(t('paypalPage.col.actions'), (a) => (
      <RowActions
        record={a.email}
        actions={[
          ...(a.enabled ? [{ key: 'sync', label: t('paypalPage.sync'), permission: PERMISSION, onClick: () => sync(a) }] : []),
          ...rowItems(a, { email: a.email }, () => dialog.open({ account: a })),
        ]}
      />
    )),
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
