/** /roles: roles and their permissions (spec 01 §6; issue 3 item 6). */
import { CloseButton, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { RoleFilter } from '../../api/generated/types';
import { Notice, type DataTableColumn, type FilterField } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { actionsColumn, ListPage, pageOf, RowActions, showFailure, useDialog, useListScreen } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { RoleDialog, type RoleDialogMode } from './components/RoleDialog';
import { roleList, useRoleCommands, type RoleRow } from './hooks';
import { rolesMessages } from './messages';

export const RolesPage = featurePage(rolesMessages, RolesScreen);

function RolesScreen() {
  const t = useFeatureText(rolesMessages);
  const fields = useMemo<FilterField[]>(() => [{ name: 'keyword', label: t('roles.filter.keyword'), type: 'text' }], [t]);
  const screen = useListScreen({ ...roleList, fields, toFilter: (v): RoleFilter => ({ keyword: textOrUndefined(v.keyword) }) });
  const dialog = useDialog<RoleDialogMode>(screen.reload);
  const [refusal, setRefusal] = useState<{ title: string; message: string } | null>(null);
  const { remove } = useRoleCommands();

  const removeRole = (role: RoleRow) =>
    screen.run(
      async () => {
        setRefusal(null);
        const outcome = await remove({ id: role.id }, { quiet: true, success: t('roles.deleted', { name: role.name }) });
        if (outcome.ok) return outcome;
        if (outcome.typename === 'BusinessError') {
          // "the role is assigned to N accounts": said where the list is, not in a fleeting toast
          setRefusal({ title: t('roles.inUseTitle', { name: role.name }), message: outcome.message || t('roles.inUse', { count: role.accountCount }) });
          screen.reload();
        } else showFailure(outcome, t('roles.deleteFailed'));
        return outcome;
      },
      {
        title: t('roles.confirmDeleteTitle'),
        confirm:
          role.accountCount > 0
            ? t('roles.confirmDeleteAssigned', { name: role.name, count: role.accountCount })
            : t('roles.confirmDelete', { name: role.name }),
        confirmText: t('roles.delete'),
        danger: true,
      },
    );

  const columns: DataTableColumn<RoleRow>[] = [
    { key: 'name', header: t('roles.col.name'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.name}</Text> },
    { key: 'remark', header: t('roles.col.remark'), cell: (r) => r.remark || '—' },
    { key: 'permissions', header: t('roles.col.permissions'), align: 'end', cell: (r) => r.permissions.length },
    { key: 'accounts', header: t('roles.col.accounts'), align: 'end', cell: (r) => r.accountCount },
    { key: 'updatedAt', header: t('roles.col.updatedAt'), cell: (r) => formatDateTime(r.updatedAt) },
    actionsColumn(t('roles.col.actions'), (r) => (
      <RowActions
        record={r.name}
        actions={[
          { key: 'edit', label: t('roles.edit'), permission: 'role.update', onClick: () => dialog.open({ kind: 'edit', role: r }) },
          { key: 'delete', label: t('roles.delete'), permission: 'role.delete', colorPalette: 'red', onClick: () => void removeRole(r) },
        ]}
      />
    )),
  ];

  return (
    <ListPage
      page={pageOf(t, 'roles', 'roles', undefined, {
        create: { permission: 'role.create', label: t('roles.create'), onClick: () => dialog.open({ kind: 'create' }) },
      })}
      screen={screen}
      columns={columns}
      above={
        <>
          {refusal ? (
            <Notice
              status="error"
              role="alert"
              title={refusal.title}
              description={refusal.message}
              action={<CloseButton size="sm" alignSelf="start" aria-label={t('roles.dismiss')} onClick={() => setRefusal(null)} />}
            />
          ) : null}
        </>
      }
    >
      {dialog.current ? <RoleDialog mode={dialog.current} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}
