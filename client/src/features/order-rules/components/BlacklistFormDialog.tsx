/** Move a buyer onto the shipping blacklist: account, marketplace (or all), cause; "other" needs a text. */
import { BLACKLIST_CAUSES, blacklistInput } from '@erp/schema';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormKit, toastSuccess, useZodForm } from '../../../ui';
import { PLATFORM_OPTIONS } from '../../shops/platforms';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useBlacklistCommands } from '../hooks';
import { orderRulesMessages, type OrderRulesMessageId } from '../messages';

type Values = { buyerAccount: string; platformType: string; cause: string; causeText: string };

export function BlacklistFormDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(orderRulesMessages);
  const { add } = useBlacklistCommands();
  const schema = useMemo(
    () =>
      z.preprocess((v) => {
        const values = v as Values;
        return {
          buyerAccount: values.buyerAccount,
          platformType: Number(values.platformType || 0),
          cause: values.cause || undefined,
          causeText: values.causeText,
        };
      }, blacklistInput),
    [],
  );
  const form = useZodForm(schema, { buyerAccount: '', platformType: '0', cause: 'fraud', causeText: '' });
  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await add({ input }, { failure: t('orderRulesPage.failed'), form });
    if (outcome.ok) {
      toastSuccess(t('orderRulesPage.blacklist.added', { count: outcome.data.heldOrderIds.length }));
      onSaved();
    }
  };
  return (
    <FormDialog
      title={t('orderRulesPage.blacklist.add')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('orderRulesPage.save')}
      cancelText={t('orderRulesPage.cancel')}
    >
      <FormKit.Field name="buyerAccount" label={t('orderRulesPage.blacklist.field.buyer')} required />
      <FormKit.Select
        name="platformType"
        label={t('orderRulesPage.blacklist.field.platform')}
        options={[{ value: '0', label: t('orderRulesPage.blacklist.anyPlatform') }, ...PLATFORM_OPTIONS]}
      />
      <FormKit.Select
        name="cause"
        label={t('orderRulesPage.blacklist.field.cause')}
        required
        options={BLACKLIST_CAUSES.map((c) => ({ value: c, label: t(`orderRulesPage.cause.${c}` as OrderRulesMessageId) }))}
      />
      <FormKit.Textarea name="causeText" label={t('orderRulesPage.blacklist.field.causeText')} required={form.values.cause === 'other'} rows={2} />
    </FormDialog>
  );
}
