/** Move a buyer of a shop into the blacklist (customerManagement.blacklist): the reason is required. */
import { customerBlacklistInput } from '@erp/schema';
import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormKit, useZodForm } from '../../../ui';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useCustomerCommands, type CustomerRow } from '../hooks';
import { customersMessages } from '../messages';

export function BlacklistDialog({ customer, onClose, onDone }: { customer: CustomerRow; onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(customersMessages);
  const { blacklist } = useCustomerCommands();
  const schema = useMemo(
    () => z.preprocess((v) => ({ ...(v as object), shopId: customer.shopId, buyerAccount: customer.buyerAccount }), customerBlacklistInput),
    [customer.shopId, customer.buyerAccount],
  );
  const form = useZodForm(schema, { reason: '' });
  const buyer = customer.buyerName ? `${customer.buyerName} (${customer.buyerAccount})` : customer.buyerAccount;

  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await blacklist({ input }, { success: t('customers.blacklistedToast', { buyer }), failure: t('customers.failed'), form });
    if (outcome.ok) onDone();
  };

  return (
    <FormDialog
      title={t('customers.blacklistTitle', { buyer })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('customers.blacklist')}
      cancelText={t('customers.close')}
      size="sm"
      danger
    >
      <Text textStyle="sm" color="fg.muted" mb="3">
        {t('customers.blacklistHint')}
      </Text>
      <FormKit.Textarea name="reason" label={t('customers.reason')} rows={3} required />
    </FormDialog>
  );
}
