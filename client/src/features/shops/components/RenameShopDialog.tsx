/** Rename a shop or change its alias (shop.update). */
import { updateShopInput } from '@erp/schema';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormKit, toastSuccess, useZodForm } from '../../../ui';
import { FormDialog } from '../../shared/FormDialog';
import { showFailure } from '../../shared/outcome';
import { useFeatureText } from '../../public/featureIntl';
import { useUpdateShop, type ShopRow } from '../hooks';
import { shopsMessages } from '../messages';

export function RenameShopDialog({ shop, onClose, onSaved }: { shop: ShopRow; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(shopsMessages);
  const { updateShop } = useUpdateShop();
  const schema = useMemo(() => z.preprocess((v) => ({ ...(v as object), id: shop.id }), updateShopInput), [shop.id]);
  const form = useZodForm(schema, { shopName: shop.shopName, alias: shop.alias });

  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await updateShop({ id: input.id, shopName: input.shopName, alias: input.alias });
    if (outcome.ok) {
      toastSuccess(t('shops.renamed'));
      onSaved();
    } else {
      showFailure(outcome, t('shops.saveFailed'), form);
    }
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
