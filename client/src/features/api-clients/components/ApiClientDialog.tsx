/** Create an API client: a name, its scopes (the role form's permission tree, narrowed to what you hold) and its shops. */
import { Alert } from '@chakra-ui/react';
import { apiClientInput } from '@erp/schema';
import { useEffect } from 'react';
import type { z } from 'zod';
import { FormKit, useZodForm } from '../../../ui';
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
  const { setLabel } = form;
  const scopesLabel = t('apiClients.field.scopes');
  const shopsLabel = t('apiClients.field.shops');
  useEffect(() => {
    setLabel('scopes', scopesLabel);
    setLabel('shopIds', shopsLabel);
  }, [setLabel, scopesLabel, shopsLabel]);

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
      <PermissionTree
        tree={tree}
        loading={loading}
        error={error}
        onRetry={refetch}
        value={form.values.scopes}
        onChange={(names) => form.setValue('scopes', names)}
        label={scopesLabel}
        hint={t('apiClients.field.scopesHint')}
        errorText={form.errorText('scopes')}
        focusRef={form.register('scopes').ref}
      />
      {shopsError ? (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t('apiClients.optionsFailed')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <ShopPicker
        label={shopsLabel}
        hint={t('apiClients.field.shopsHint')}
        emptyText={t('apiClients.field.noShops')}
        selectAllText={t('apiClients.field.selectAllShops')}
        clearText={t('apiClients.field.clearShops')}
        shops={shops}
        value={form.values.shopIds}
        onChange={(ids) => form.setValue('shopIds', ids)}
        error={form.errorText('shopIds')}
        focusRef={form.register('shopIds').ref}
      />
    </FormDialog>
  );
}
