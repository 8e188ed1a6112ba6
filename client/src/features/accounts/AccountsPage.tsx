/** /accounts: the company's sub-accounts (spec 01 §6; issue 3 item 6). */
import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import type { SubAccountFilter, UserStatus } from '../../api/generated/graphql';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  emptyFilterValues,
  FilterBar,
  FIRST_PAGE,
  PermissionGuard,
  toastSuccess,
  useConfirm,
  type DataTableColumn,
  type FilterField,
  type FilterValues,
} from '../../ui';
import { useFeatureText } from '../public/featureIntl';
import { AccountDialog, type AccountDialogMode } from './components/AccountDialog';
import { ResetPasswordDialog } from './components/ResetPasswordDialog';
import { useAccountFormOptions, useSetSubAccountStatus, useSubAccounts, type SubAccountRow } from './hooks';
import { accountsMessages } from './messages';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { ExportButton } from '../tasks/ExportButton';
import { formatDateTime, textOrUndefined } from '../shared/format';
import { showFailure } from '../shared/outcome';

export function AccountsPage() {
  return (
    <FeatureScope messages={accountsMessages}>
      <AccountsScreen />
    </FeatureScope>
  );
}

function toFilter(values: FilterValues): SubAccountFilter {
  const status = values.status === 'enabled' || values.status === 'disabled' ? (values.status as UserStatus) : undefined;
  const roleId = typeof values.roleId === 'string' && values.roleId !== '' ? Number(values.roleId) : undefined;
  return { keyword: textOrUndefined(values.keyword), status, roleId };
}

function AccountsScreen() {
  const t = useFeatureText(accountsMessages);
  const confirm = useConfirm();
  const { roles } = useAccountFormOptions();

  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: t('accounts.filter.keyword'), type: 'text', placeholder: t('accounts.filter.keywordPlaceholder') },
      {
        name: 'status',
        label: t('accounts.filter.status'),
        type: 'select',
        options: [
          { value: 'enabled', label: t('accounts.status.enabled') },
          { value: 'disabled', label: t('accounts.status.disabled') },
        ],
      },
      { name: 'roleId', label: t('accounts.filter.role'), type: 'select', options: roles.map((r) => ({ value: String(r.id), label: r.name })) },
    ],
    [t, roles],
  );
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [filter, setFilter] = useState<SubAccountFilter>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, loading, error, refetch } = useSubAccounts(page, pageSize, filter);

  const [dialog, setDialog] = useState<AccountDialogMode | null>(null);
  const [resetting, setResetting] = useState<SubAccountRow | null>(null);
  const { setSubAccountStatus } = useSetSubAccountStatus();

  const toggleStatus = async (row: SubAccountRow) => {
    const disabling = row.status === 'enabled';
    const ok = await confirm({
      title: t(disabling ? 'accounts.confirmDisableTitle' : 'accounts.confirmEnableTitle'),
      message: t(disabling ? 'accounts.confirmDisable' : 'accounts.confirmEnable', { username: row.username }),
      confirmText: t(disabling ? 'accounts.disable' : 'accounts.enable'),
      danger: disabling,
    });
    if (!ok) return;
    const outcome = await setSubAccountStatus(row.id, disabling ? 'disabled' : 'enabled');
    if (outcome.ok) {
      toastSuccess(t(disabling ? 'accounts.disabled' : 'accounts.enabled', { username: row.username }));
      refetch();
    } else {
      showFailure(outcome, t('accounts.saveFailed'));
    }
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
    {
      key: 'actions',
      header: t('accounts.col.actions'),
      hideable: false,
      cell: (r) =>
        r.isMain ? (
          <Text color="fg.muted" aria-label={t('accounts.mainAccountHint')} title={t('accounts.mainAccountHint')}>
            —
          </Text>
        ) : (
          <HStack gap="1" wrap="wrap">
            <PermissionGuard permission="user.update">
              <Button size="xs" variant="ghost" colorPalette="teal" onClick={() => setDialog({ kind: 'edit', account: r })} aria-label={`${t('accounts.edit')} ${r.username}`}>
                {t('accounts.edit')}
              </Button>
            </PermissionGuard>
            <PermissionGuard permission="user.disable">
              <Button
                size="xs"
                variant="ghost"
                colorPalette={r.status === 'enabled' ? 'red' : 'green'}
                onClick={() => void toggleStatus(r)}
                aria-label={`${t(r.status === 'enabled' ? 'accounts.disable' : 'accounts.enable')} ${r.username}`}
              >
                {t(r.status === 'enabled' ? 'accounts.disable' : 'accounts.enable')}
              </Button>
            </PermissionGuard>
            <PermissionGuard permission="user.resetPassword">
              <Button size="xs" variant="ghost" onClick={() => setResetting(r)} aria-label={`${t('accounts.resetPassword')} ${r.username}`}>
                {t('accounts.resetPassword')}
              </Button>
            </PermissionGuard>
          </HStack>
        ),
    },
  ];

  return (
    <PageFrame title={t('accounts.title')} description={t('accounts.description')}>
      <FilterBar
        fields={fields}
        values={values}
        onChange={setValues}
        onSearch={(v) => {
          setFilter(toFilter(v));
          setPage(FIRST_PAGE);
        }}
        loading={loading}
      />
      <DataTable
        aria-label={t('accounts.title')}
        columns={columns}
        rows={rows}
        rowKey="id"
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={(p, size) => {
          setPage(p);
          setPageSize(size);
        }}
        loading={loading}
        error={error}
        onRetry={refetch}
        emptyText={t('accounts.empty')}
        columnsStorageKey="table.accounts.columns"
        toolbar={
          <>
            <PermissionGuard permission="user.create">
              <Button size="sm" colorPalette="teal" onClick={() => setDialog({ kind: 'create' })}>
                <LuPlus />
                {t('accounts.create')}
              </Button>
            </PermissionGuard>
            <ExportButton reportType="subAccounts" filter={filter} />
          </>
        }
      />
      {dialog ? (
        <AccountDialog
          mode={dialog}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            refetch();
          }}
        />
      ) : null}
      {resetting ? <ResetPasswordDialog account={resetting} onClose={() => setResetting(null)} /> : null}
    </PageFrame>
  );
}
