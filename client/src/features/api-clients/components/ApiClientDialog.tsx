/** Create an API client: a name, its scopes (the role form's permission tree, narrowed to what you hold) and its shops. */
import { apiClientInput } from '@erp/schema';
import type { z } from 'zod';
import { FormKit, Notice, useZodForm } from '../../../ui';
import { useListField } from '../../../ui/listBinding';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { ShopPicker } from '../../accounts/components/ShopPicker';
import { PermissionTree } from '../../roles/components/PermissionTree';
import { ordered } from '../../roles/permissionTree';
import { useApiClientCommands, useApiClientShops, useScopeTree, type IssuedSecret } from '../hooks';
import { apiClientsMessages } from '../messages';

export function ApiClientDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (issued: IssuedSecret) => void }) {
  const t = useFeatureText(apiClientsMessages);
  const { tree, loading, error, refetch } = useScopeTree();
  const { shops, error: shopsError } = useApiClientShops();
  const { create } = useApiClientCommands();
  const form = useZodForm(apiClientInput, { name: '', scopes: [] as string[], shopIds: [] as number[] });
  const scopesLabel = t('apiClients.field.scopes');
  const shopsLabel = t('apiClients.field.shops');
  const scopes = useListField(form, 'scopes', scopesLabel);
  const shopIds = useListField(form, 'shopIds', shopsLabel);

  const submit = async (input: z.output<typeof apiClientInput>) => {
    const outcome = await create({ input: { ...input, scopes: ordered(tree, new Set(input.scopes)) } }, { failure: t('apiClients.failed'), form });
    if (outcome.ok) onCreated(outcome.data);
  };

  return (
    <FormDialog
      title={t('apiClients.create')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('apiClients.save')}
      cancelText={t('apiClients.cancel')}
      size="xl"
    >
      <FormKit.Field name="name" label={t('apiClients.field.name')} required helperText={t('apiClients.field.nameHint')} autoComplete="off" />
      <PermissionTree tree={tree} loading={loading} error={error} onRetry={refetch} {...scopes} label={scopesLabel} hint={t('apiClients.field.scopesHint')} />
      {shopsError ? <Notice status="warning" size="sm" title={t('apiClients.optionsFailed')} /> : null}
      <ShopPicker
        label={shopsLabel}
        hint={t('apiClients.field.shopsHint')}
        emptyText={t('apiClients.field.noShops')}
        selectAllText={t('apiClients.field.selectAllShops')}
        clearText={t('apiClients.field.clearShops')}
        shops={shops}
        {...shopIds}
      />
    </FormDialog>
  );
}
