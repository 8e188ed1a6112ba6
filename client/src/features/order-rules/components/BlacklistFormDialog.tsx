/** Move a buyer onto the shipping blacklist: account, marketplace (or all), cause; "other" needs a text. */
import { BLACKLIST_CAUSES, blacklistInput } from '@erp/schema';
import { useMemo } from 'react';
import { z } from 'zod';
import { useZodForm } from '../../../ui';
import { PLATFORM_OPTIONS } from '../../shops/platforms';
import { RecordFormDialog, selectField } from '../../../ui/resource';
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
  return (
    <RecordFormDialog
      title={t('orderRulesPage.blacklist.add')}
      form={form}
      save={(input, feedback) => add({ input }, feedback)}
      success={(_, saved) => t('orderRulesPage.blacklist.added', { count: saved.heldOrderIds.length })}
      failure={t('orderRulesPage.failed')}
      onSaved={onSaved}
      onClose={onClose}
      submitText={t('orderRulesPage.save')}
      cancelText={t('orderRulesPage.cancel')}
      fields={[
        { name: 'buyerAccount', label: t('orderRulesPage.blacklist.field.buyer'), required: true },
        {
          name: 'platformType',
          label: t('orderRulesPage.blacklist.field.platform'),
          kind: 'select',
          options: [{ value: '0', label: t('orderRulesPage.blacklist.anyPlatform') }, ...PLATFORM_OPTIONS],
        },
        selectField('cause', t('orderRulesPage.blacklist.field.cause'), BLACKLIST_CAUSES, (c) => t(`orderRulesPage.cause.${c}` as OrderRulesMessageId), {
          required: true,
        }),
        { name: 'causeText', label: t('orderRulesPage.blacklist.field.causeText'), kind: 'textarea', required: form.values.cause === 'other', rows: 2 },
      ]}
    />
  );
}
