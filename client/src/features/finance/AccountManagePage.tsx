/** /accountManage: finance accounts with their balances (spec 02 §2 'Finance', §3 'Account'; issue 22 items 1–2). */
import { FINANCE_ACCOUNT_KINDS } from '@erp/schema';
import { Text } from '@chakra-ui/react';
import type { FinanceAccountFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { TwoLines } from '../../ui/cells';
import { textOrUndefined } from '../../ui/format';
import { enabledOf, ListPage, onOffRecords, pageOf, useDialog, useListScreen } from '../../ui/resource';
import { AccountDialog } from './components/AccountDialog';
import { accountList, useAccountCommands, type AccountRow } from './hooks';
import { financeMessages } from './messages';
import { money } from './money';

export const AccountManagePage = featurePage(financeMessages, AccountsScreen);

const toFilter = (v: FilterValues): FinanceAccountFilter => ({
  keyword: textOrUndefined(v.keyword),
  kind: textOrUndefined(v.kind),
  enabled: enabledOf(v.enabled),
});
const PERMISSION = 'financeAccount.update' as const;

function AccountsScreen() {
  const t = useFeatureText(financeMessages);
  const commands = useAccountCommands();
  const records = onOffRecords(t, 'financePage', { permission: PERMISSION, commands });
  const kindLabel = (k: string) =>
    (FINANCE_ACCOUNT_KINDS as readonly string[]).includes(k) ? t(`financePage.kind.${k as (typeof FINANCE_ACCOUNT_KINDS)[number]}`) : k;
  const fields = [
    {
      name: 'kind',
      label: t('financePage.filter.kind'),
      type: 'select' as const,
      options: FINANCE_ACCOUNT_KINDS.map((k) => ({ value: k, label: kindLabel(k) })),
    },
    records.filter,
    { name: 'keyword', label: t('financePage.filter.keyword'), type: 'text' as const },
  ];
  const screen = useListScreen({ ...accountList, fields, toFilter });
  const dialog = useDialog<{ account: AccountRow | null }>(screen.reload);

  const columns: DataTableColumn<AccountRow>[] = [
    { key: 'name', header: t('financePage.col.name'), hideable: false, cell: (a) => <TwoLines strong main={a.name} sub={a.remark} /> },
    { key: 'kind', header: t('financePage.col.kind'), cell: (a) => kindLabel(a.kind) },
    { key: 'accountNo', header: t('financePage.col.accountNo'), cell: (a) => <TwoLines main={a.accountNo} sub={a.holder} /> },
    {
      key: 'balance',
      header: t('financePage.col.balance'),
      cell: (a) => (
        <TwoLines
          main={
            <Text as="span" fontWeight="semibold" color={String(a.balance).startsWith('-') ? 'red.fg' : undefined}>
              {`${money(a.balance)} ${a.currency}`}
            </Text>
          }
          sub={a.allowNegative ? t('financePage.mayGoNegative') : undefined}
        />
      ),
    },
    { key: 'initialBalance', header: t('financePage.col.initialBalance'), cell: (a) => `${money(a.initialBalance)} ${a.currency}` },
    ...records.columns(screen.run, (a: AccountRow) => ({ record: a.name, edit: () => dialog.open({ account: a }) })),
  ];

  return (
    <ListPage
      page={pageOf(t, 'financePage.accounts', 'accountManage', { permission: PERMISSION, onClick: () => dialog.open({ account: null }) })}
      screen={screen}
      columns={columns}
    >
      {dialog.current ? <AccountDialog account={dialog.current.account} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}
