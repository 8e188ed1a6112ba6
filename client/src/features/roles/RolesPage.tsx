/** /roles: roles and their permissions (spec 01 §6; issue 3 item 6). */
import { Alert, Button, CloseButton, HStack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import type { RoleFilter } from '../../api/generated/graphql';
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
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { formatDateTime, textOrUndefined } from '../shared/format';
import { showFailure } from '../shared/outcome';
import { useFeatureText } from '../public/featureIntl';
import { RoleDialog, type RoleDialogMode } from './components/RoleDialog';
import { useDeleteRole, useRoles, type RoleRow } from './hooks';
import { rolesMessages } from './messages';

export function RolesPage() {
  return (
    <FeatureScope messages={rolesMessages}>
      <RolesScreen />
    </FeatureScope>
  );
}

function RolesScreen() {
  const t = useFeatureText(rolesMessages);
  const confirm = useConfirm();
  const fields = useMemo<FilterField[]>(() => [{ name: 'keyword', label: t('roles.filter.keyword'), type: 'text' }], [t]);
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [filter, setFilter] = useState<RoleFilter>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, loading, error, refetch } = useRoles(page, pageSize, filter);
  const [dialog, setDialog] = useState<RoleDialogMode | null>(null);
  const [refusal, setRefusal] = useState<{ title: string; message: string } | null>(null);
  const { deleteRole } = useDeleteRole();

  const remove = async (role: RoleRow) => {
    const ok = await confirm({
      title: t('roles.confirmDeleteTitle'),
      message:
        role.accountCount > 0
          ? t('roles.confirmDeleteAssigned', { name: role.name, count: role.accountCount })
          : t('roles.confirmDelete', { name: role.name }),
      confirmText: t('roles.delete'),
      danger: true,
    });
    if (!ok) return;
    setRefusal(null);
    const outcome = await deleteRole(role.id);
    if (outcome.ok) {
      toastSuccess(t('roles.deleted', { name: role.name }));
      refetch();
    } else if (outcome.typename === 'BusinessError') {
      // "the role is assigned to N accounts": said where the list is, not in a fleeting toast
      setRefusal({ title: t('roles.inUseTitle', { name: role.name }), message: outcome.message || t('roles.inUse', { count: role.accountCount }) });
      refetch();
    } else {
      showFailure(outcome, t('roles.deleteFailed'));
    }
  };

  const columns: DataTableColumn<RoleRow>[] = [
    { key: 'name', header: t('roles.col.name'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.name}</Text> },
    { key: 'remark', header: t('roles.col.remark'), cell: (r) => r.remark || '—' },
    { key: 'permissions', header: t('roles.col.permissions'), align: 'end', cell: (r) => r.permissions.length },
    { key: 'accounts', header: t('roles.col.accounts'), align: 'end', cell: (r) => r.accountCount },
    { key: 'updatedAt', header: t('roles.col.updatedAt'), cell: (r) => formatDateTime(r.updatedAt) },
    {
      key: 'actions',
      header: t('roles.col.actions'),
      hideable: false,
      cell: (r) => (
        <HStack gap="1">
          <PermissionGuard permission="role.update">
            <Button size="xs" variant="ghost" colorPalette="teal" onClick={() => setDialog({ kind: 'edit', role: r })} aria-label={`${t('roles.edit')} ${r.name}`}>
              {t('roles.edit')}
            </Button>
          </PermissionGuard>
          <PermissionGuard permission="role.delete">
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void remove(r)} aria-label={`${t('roles.delete')} ${r.name}`}>
              {t('roles.delete')}
            </Button>
          </PermissionGuard>
        </HStack>
      ),
    },
  ];

  return (
    <PageFrame title={t('roles.title')} description={t('roles.description')}>
      <FilterBar
        fields={fields}
        values={values}
        onChange={setValues}
        onSearch={(v) => {
          setFilter({ keyword: textOrUndefined(v.keyword) });
          setPage(FIRST_PAGE);
        }}
        loading={loading}
      />
      {refusal ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{refusal.title}</Alert.Title>
            <Alert.Description>{refusal.message}</Alert.Description>
          </Alert.Content>
          <CloseButton size="sm" alignSelf="start" aria-label={t('roles.dismiss')} onClick={() => setRefusal(null)} />
        </Alert.Root>
      ) : null}
      <DataTable
        aria-label={t('roles.title')}
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
        emptyText={t('roles.empty')}
        columnsStorageKey="table.roles.columns"
        toolbar={
          <PermissionGuard permission="role.create">
            <Button size="sm" colorPalette="teal" onClick={() => setDialog({ kind: 'create' })}>
              <LuPlus />
              {t('roles.create')}
            </Button>
          </PermissionGuard>
        }
      />
      {dialog ? (
        <RoleDialog
          mode={dialog}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            refetch();
          }}
        />
      ) : null}
    </PageFrame>
  );
}
