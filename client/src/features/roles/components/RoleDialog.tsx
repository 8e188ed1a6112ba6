/** Create or edit a role: name, remark and the permission tree. */
import { roleInput } from '@erp/schema';
import { useEffect } from 'react';
import type { z } from 'zod';
import { FormKit, toastSuccess, useZodForm } from '../../../ui';
import { FormDialog } from '../../../ui/resource/FormDialog';
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
  const { setLabel } = form;
  const permissionsLabel = t('roles.field.permissions');
  useEffect(() => setLabel('permissions', permissionsLabel), [setLabel, permissionsLabel]);

  const submit = async (input: z.output<typeof roleInput>) => {
    const data = { ...input, permissions: ordered(tree, new Set(input.permissions)) };
    const feedback = { failure: t('roles.saveFailed'), form };
    const outcome = role ? await update({ id: role.id, input: data }, feedback) : await create({ input: data }, feedback);
    if (outcome.ok) {
      toastSuccess(t(role ? 'roles.updated' : 'roles.created', { name: outcome.data.name }));
      onSaved();
    }
  };

  return (
    <FormDialog
      title={role ? t('roles.editTitle', { name: role.name }) : t('roles.create')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('roles.save')}
      cancelText={t('roles.cancel')}
      size="xl"
    >
      <FormKit.Field name="name" label={t('roles.field.name')} required />
      <FormKit.Textarea name="remark" label={t('roles.field.remark')} rows={2} />
      <PermissionTree
        tree={tree}
        loading={loading}
        error={error}
        onRetry={refetch}
        value={form.values.permissions}
        onChange={(names) => form.setValue('permissions', names)}
        label={permissionsLabel}
        hint={t('roles.field.permissionsHint')}
        errorText={form.errorText('permissions')}
        focusRef={form.register('permissions').ref}
      />
    </FormDialog>
  );
}
