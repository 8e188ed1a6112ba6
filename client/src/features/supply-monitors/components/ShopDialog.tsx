/** Add or edit a supply shop; the rules are @erp/schema's supplyShopInput. */
import { supplyShopInput } from '@erp/schema';
import { useZodForm } from '../../../ui';
import { RecordFormDialog } from '../../../ui/resource';
import { useShopCommands, useText, type ShopRow } from '../hooks';

export function ShopDialog({ shop, onClose, onSaved }: { shop: ShopRow | null; onClose: () => void; onSaved: () => void }) {
  const t = useText();
  const commands = useShopCommands();
  const form = useZodForm(supplyShopInput, { name: shop?.name ?? '', url: shop?.url ?? '', remark: shop?.remark ?? '' });
  return (
    <RecordFormDialog
      title={shop ? t('sm.shops.editTitle', { name: shop.name }) : t('sm.shops.add')}
      success={(input) => t('sm.shops.saved', { name: input.name })}
      submitText={t('sm.save')}
      cancelText={t('sm.cancel')}
      failure={t('sm.saveFailed')}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      save={(input, feedback) => (shop ? commands.update({ id: shop.id, input }, feedback) : commands.create({ input }, feedback))}
      fields={[
        { name: 'name', label: t('sm.field.name'), required: true },
        { name: 'url', label: t('sm.field.url'), required: true },
        { name: 'remark', label: t('sm.field.remark'), kind: 'textarea', rows: 2 },
      ]}
    />
  );
}
