/** Re-authorize a shop with a fresh code; a refused code stays in the dialog as the field's error. */
import { reauthorizeShopInput, SHOP_STATUS } from '@erp/schema';
import type { z } from 'zod';
import { useRecordSchema } from '../../../ui/recordSchema';
import { FormKit, toastSuccess, useZodForm } from '../../../ui';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useShopCommands, type ShopRow } from '../hooks';
import { shopsMessages } from '../messages';
import { SandboxHint } from './AuthorizeShopDialog';
import { useReasonText } from './ShopStatus';

export function ReauthorizeShopDialog({ shop, onClose, onSaved }: { shop: ShopRow; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(shopsMessages);
  const reasonText = useReasonText();
  const { reauthorize } = useShopCommands();
  const schema = useRecordSchema(reauthorizeShopInput, shop.id);
  const form = useZodForm(schema, { authCode: '' });

  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await reauthorize({ input }, { failure: t('shops.saveFailed'), form });
    if (!outcome.ok) return;
    if (outcome.data.status === SHOP_STATUS.authFailed) {
      form.setErrors({ authCode: t('shops.reauthorizeFailed', { reason: reasonText(outcome.data.authFailReason) }) });
      onSaved();
    } else {
      toastSuccess(t('shops.reauthorized', { shopName: shop.shopName }));
      onSaved();
      onClose();
    }
  };

  return (
    <FormDialog
      title={t('shops.reauthorizeTitle', { shopName: shop.shopName })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('shops.reauthorize')}
      cancelText={t('shops.cancel')}
      size="sm"
      hint={`${shop.platformLabel}${shop.site ? ` · ${shop.site}` : ''}`}
    >
      <FormKit.Field name="authCode" label={t('shops.field.authCode')} required autoComplete="off" />
      <SandboxHint text={t('shops.sandboxHint')} />
    </FormDialog>
  );
}
