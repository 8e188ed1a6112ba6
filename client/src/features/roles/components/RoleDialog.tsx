/** Create or edit a role: name, remark and the permission tree. */
import { roleInput } from '@erp/schema';
import { useZodForm } from '../../../ui';
import { dialogTexts, RecordFormDialog } from '../../../ui/resource';
import { useListField } from '../../../ui/listBinding';
import { useFeatureText } from '../../../i18n/featureIntl';
import { usePermissionTree, useRoleCommands, type RoleRow } from '../hooks';
import { rolesMessages } from '../messages';
import { ordered } from '../permissionTree';
import { PermissionTree } from './PermissionTree';

export type RoleDialogMode = { kind: 'create' } | { kind: 'edit'; role: RoleRow };

export function RoleDialog({ mode, onClose, onSaved }: { mode: RoleDialogMode; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(rolesMessages);
  const { tree, loading, error, refetch } = usePermissionTree();
  const { create, update } = useRoleCommands();
  const role = mode.kind === 'edit' ? mode.role : null;
  const form = useZodForm(roleInput, {
    name: role?.name ?? '',
    remark: role?.remark ?? '',
    permissions: [...(role?.permissions ?? [])] as string[],
  });
  const permissionsLabel = t('roles.field.permissions');
  const permissions = useListField(form, 'permissions', permissionsLabel);

  return (
    <RecordFormDialog
      title={role ? t('roles.editTitle', { name: role.name }) : t('roles.create')}
      form={form}
      save={(input, feedback) => {
        const data = { ...input, permissions: ordered(tree, new Set(input.permissions)) };
        return role ? update({ id: role.id, input: data }, feedback) : create({ input: data }, feedback);
      }}
      success={(_, saved) => t(role ? 'roles.updated' : 'roles.created', { name: saved.name })}
      {...dialogTexts(t, 'roles')}
      onSaved={onSaved}
      onClose={onClose}
      size="xl"
      fields={[
        { name: 'name', label: t('roles.field.name'), required: true },
        { name: 'remark', label: t('roles.field.remark'), kind: 'textarea', rows: 2 },
      ]}
    >
      <PermissionTree
        tree={tree}
        loading={loading}
        error={error}
        onRetry={refetch}
        {...permissions}
        label={permissionsLabel}
        hint={t('roles.field.permissionsHint')}
      />
    </RecordFormDialog>
  );
}
