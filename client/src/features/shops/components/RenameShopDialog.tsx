/** Rename a shop or change its alias (shop.update). */
import { updateShopInput } from '@erp/schema';
import { useRecordSchema } from '../../../ui/recordSchema';
import { useZodForm } from '../../../ui';
import { RecordFormDialog } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useShopCommands, type ShopRow } from '../hooks';
import { shopsMessages } from '../messages';

export function RenameShopDialog({ shop, onClose, onSaved }: { shop: ShopRow; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(shopsMessages);
  const { update } = useShopCommands();
  const schema = useRecordSchema(updateShopInput, shop.id);
  const form = useZodForm(schema, { shopName: shop.shopName, alias: shop.alias });
  return (
    <RecordFormDialog
      title={t('shops.renameTitle', { shopName: shop.shopName })}
      form={form}
      save={(input, feedback) => update({ input: { id: input.id, shopName: input.shopName, alias: input.alias } }, feedback)}
      success={t('shops.renamed')}
      failure={t('shops.saveFailed')}
      onSaved={onSaved}
      onClose={onClose}
      submitText={t('shops.save')}
      cancelText={t('shops.cancel')}
      size="sm"
      fields={[
        { name: 'shopName', label: t('shops.field.shopName'), required: true, hint: t('shops.field.shopNameHint') },
        { name: 'alias', label: t('shops.field.alias'), hint: t('shops.field.aliasHint') },
      ]}
    />
  );
}
