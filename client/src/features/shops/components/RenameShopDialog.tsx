/** Rename a shop or change its alias (shop.update). */
import { updateShopInput } from '@erp/schema';
import type { z } from 'zod';
import { useRecordSchema } from '../../../ui/recordSchema';
import { FormKit, useZodForm } from '../../../ui';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useShopCommands, type ShopRow } from '../hooks';
import { shopsMessages } from '../messages';

export function RenameShopDialog({ shop, onClose, onSaved }: { shop: ShopRow; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(shopsMessages);
  const { update } = useShopCommands();
  const schema = useRecordSchema(updateShopInput, shop.id);
  const form = useZodForm(schema, { shopName: shop.shopName, alias: shop.alias });

  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await update(
      { input: { id: input.id, shopName: input.shopName, alias: input.alias } },
      { success: t('shops.renamed'), failure: t('shops.saveFailed'), form },
    );
    if (outcome.ok) onSaved();
  };

  return (
    <FormDialog
      title={t('shops.renameTitle', { shopName: shop.shopName })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('shops.save')}
      cancelText={t('shops.cancel')}
      size="sm"
    >
      <FormKit.Field name="shopName" label={t('shops.field.shopName')} required helperText={t('shops.field.shopNameHint')} />
      <FormKit.Field name="alias" label={t('shops.field.alias')} helperText={t('shops.field.aliasHint')} />
    </FormDialog>
  );
}
