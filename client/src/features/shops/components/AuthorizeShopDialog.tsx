/** Authorize a new shop through its marketplace (the sandbox accepts any code but "denied"). */
import { Alert, Stack } from '@chakra-ui/react';
import { authorizeShopInput, SHOP_STATUS } from '@erp/schema';
import { useState } from 'react';
import { z } from 'zod';
import { FormKit, toastError, toastSuccess, useZodForm } from '../../../ui';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { isPlanLimit, showFailure } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useShopCommands } from '../hooks';
import { shopsMessages } from '../messages';
import { PLATFORM_OPTIONS } from '../platforms';
import { useReasonText } from './ShopStatus';

interface Values extends Record<string, unknown> {
  platformType: string;
  shopName: string;
  alias: string;
  site: string;
  authCode: string;
}

/** The select holds the platform number as text. */
const schema = z.preprocess((v) => {
  const values = v as Values;
  return { ...values, platformType: values.platformType === '' ? undefined : Number(values.platformType) };
}, authorizeShopInput);

export function SandboxHint({ text }: { text: string }) {
  return (
    <Alert.Root status="info" size="sm">
      <Alert.Indicator />
      <Alert.Description>{text}</Alert.Description>
    </Alert.Root>
  );
}

export function AuthorizeShopDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(shopsMessages);
  const reasonText = useReasonText();
  const { authorize } = useShopCommands();
  const [alert, setAlert] = useState<{ title: string; message: string } | null>(null);
  const form = useZodForm(schema, { platformType: '', shopName: '', alias: '', site: '', authCode: '' } satisfies Values);

  const submit = async (input: z.output<typeof schema>) => {
    setAlert(null);
    const outcome = await authorize({ input }, { quiet: true });
    if (outcome.ok) {
      // a refused code still records the shop (status 4), so the list shows it in red
      if (outcome.data.status === SHOP_STATUS.authFailed)
        toastError(t('shops.authorizeFailed', { shopName: input.shopName, reason: reasonText(outcome.data.authFailReason) }));
      else toastSuccess(t('shops.authorized', { shopName: input.shopName }));
      onSaved();
    } else if (isPlanLimit(outcome)) {
      setAlert({ title: t('shops.planLimitTitle'), message: outcome.message || t('shops.planLimitText') });
    } else {
      showFailure(outcome, t('shops.saveFailed'), form);
    }
  };

  return (
    <FormDialog
      title={t('shops.authorize')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('shops.authorize')}
      cancelText={t('shops.cancel')}
      alert={alert}
    >
      <FormKit.Select
        name="platformType"
        label={t('shops.field.platform')}
        required
        options={[{ value: '', label: t('shops.field.platformPlaceholder') }, ...PLATFORM_OPTIONS]}
      />
      <FormKit.Field name="shopName" label={t('shops.field.shopName')} required helperText={t('shops.field.shopNameHint')} />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormKit.Field name="alias" label={t('shops.field.alias')} helperText={t('shops.field.aliasHint')} />
        <FormKit.Field name="site" label={t('shops.field.site')} helperText={t('shops.field.siteHint')} />
      </Stack>
      <FormKit.Field name="authCode" label={t('shops.field.authCode')} required autoComplete="off" />
      <SandboxHint text={t('shops.sandboxHint')} />
    </FormDialog>
  );
}
