/** /accounts: the company's sub-accounts (spec 01 §6; issue 3 item 6). */
import { Badge, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { SubAccountFilter } from '../../api/generated/types';
import { yesNoField, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { actionsColumn, ListPage, pageOf, RowActions, useDialog, useListScreen } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { ExportButton } from '../tasks/ExportButton';
import { AccountDialog, type AccountDialogMode } from './components/AccountDialog';
import { ResetPasswordDialog } from './components/ResetPasswordDialog';
import { subAccountList, useAccountCommands, useAccountFormOptions, type SubAccountRow } from './hooks';
import { accountsMessages } from './messages';
import { CreateButton } from '../../ui/CreateButton';

export const AccountsPage = featurePage(accountsMessages, AccountsScreen);

function toFilter(values: FilterValues): SubAccountFilter {
  const status = values.status === 'enabled' || values.status === 'disabled' ? values.status : undefined;
  const roleId = typeof values.roleId === 'string' && values.roleId !== '' ? Number(values.roleId) : undefined;
  return { keyword: textOrUndefined(values.keyword), status, roleId };
}

function AccountsScreen() {
  const t = useFeatureText(accountsMessages);
  const { roles } = useAccountFormOptions();
  const { setStatus } = useAccountCommands();

  const fields: FilterField[] = [
    { name: 'keyword', label: t('accounts.filter.keyword'), type: 'text', placeholder: t('accounts.filter.keywordPlaceholder') },
    yesNoField('status', t('accounts.filter.status'), t('accounts.status.enabled'), t('accounts.status.disabled'), ['enabled', 'disabled']),
    { name: 'roleId', label: t('accounts.filter.role'), type: 'select', options: roles.map((r) => ({ value: String(r.id), label: r.name })) },
  ];
  const screen = useListScreen({ ...subAccountList, fields, toFilter });
  const dialog = useDialog<AccountDialogMode>(screen.reload);
  const [resetting, setResetting] = useState<SubAccountRow | null>(null);

  const toggleStatus = (row: SubAccountRow) => {
    const disabling = row.status === 'enabled';
    return screen.run(
      () =>
        setStatus(
          { id: row.id, status: disabling ? 'disabled' : 'enabled' },
          { success: t(disabling ? 'accounts.disabled' : 'accounts.enabled', { username: row.username }), failure: t('accounts.saveFailed') },
        ),
      {
        title: t(disabling ? 'accounts.confirmDisableTitle' : 'accounts.confirmEnableTitle'),
        confirm: t(disabling ? 'accounts.confirmDisable' : 'accounts.confirmEnable', { username: row.username }),
        confirmText: t(disabling ? 'accounts.disable' : 'accounts.enable'),
        danger: disabling,
      },
    );
  };

  const columns: DataTableColumn<SubAccountRow>[] = [
    {
      key: 'username',
      header: t('accounts.col.username'),
      hideable: false,
      cell: (r) => (
        <HStack gap="2">
          <Text fontWeight="medium">{r.username}</Text>
          {r.isMain ? (
            <Badge colorPalette="purple" variant="subtle" title={t('accounts.mainAccountHint')}>
              {t('accounts.mainAccount')}
            </Badge>
          ) : null}
        </HStack>
      ),
    },
    { key: 'realname', header: t('accounts.col.realname'), cell: (r) => r.realname || '—' },
    { key: 'phone', header: t('accounts.col.phone'), cell: (r) => r.phone || '—' },
    { key: 'email', header: t('accounts.col.email'), cell: (r) => r.email || '—' },
    {
      key: 'role',
      header: t('accounts.col.role'),
      cell: (r) => (r.isMain ? t('accounts.mainAccount') : r.role ? r.role.name : <Text color="fg.muted">{t('accounts.noRole')}</Text>),
    },
    {
      key: 'shops',
      header: t('accounts.col.shops'),
      cell: (r) => (r.isMain || r.allowShopIds.length === 0 ? t('accounts.allShops') : t('accounts.shopCount', { count: r.allowShopIds.length })),
    },
    {
      key: 'status',
      header: t('accounts.col.status'),
      cell: (r) =>
        r.status === 'enabled' ? (
          <Badge colorPalette="green">{t('accounts.status.enabled')}</Badge>
        ) : (
          <Badge colorPalette="gray">{t('accounts.status.disabled')}</Badge>
        ),
    },
    { key: 'lastLogin', header: t('accounts.col.lastLogin'), cell: (r) => (r.lastLoginAt ? formatDateTime(r.lastLoginAt) : t('accounts.never')) },
    actionsColumn(t('accounts.col.actions'), (r) =>
      r.isMain ? (
        <Text color="fg.muted" aria-label={t('accounts.mainAccountHint')} title={t('accounts.mainAccountHint')}>
          —
        </Text>
      ) : (
        <RowActions
          record={r.username}
          actions={[
            { key: 'edit', label: t('accounts.edit'), permission: 'user.update', onClick: () => dialog.open({ kind: 'edit', account: r }) },
            {
              key: 'status',
              label: t(r.status === 'enabled' ? 'accounts.disable' : 'accounts.enable'),
              permission: 'user.disable',
              colorPalette: r.status === 'enabled' ? 'red' : 'green',
              onClick: () => void toggleStatus(r),
            },
            { key: 'reset', label: t('accounts.resetPassword'), permission: 'user.resetPassword', colorPalette: 'gray', onClick: () => setResetting(r) },
          ]}
        />
      ),
    ),
  ];

  return (
    <ListPage
      page={pageOf(t, 'accounts', 'accounts', undefined, {
        toolbar: (
          <>
            <CreateButton permission="user.create" onClick={() => dialog.open({ kind: 'create' })}>
              {t('accounts.create')}
            </CreateButton>
            <ExportButton reportType="subAccounts" filter={screen.filter} />
          </>
        ),
      })}
      screen={screen}
      columns={columns}
    >
      {dialog.current ? <AccountDialog mode={dialog.current} onClose={dialog.close} onSaved={dialog.done} /> : null}
      {resetting ? <ResetPasswordDialog account={resetting} onClose={() => setResetting(null)} /> : null}
    </ListPage>
  );
}
