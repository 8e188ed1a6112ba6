/** Add or edit a PayPal account; the rules are @erp/schema's paypalAccountInput (a valid email, spec 02 §5). */
import { paypalAccountInput } from '@erp/schema';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { dialogTexts, RecordFormDialog, saveRecord } from '../../../ui/resource';
import { usePaypalAccountCommands, type PaypalAccountRow } from '../hooks';
import { paypalMessages } from '../messages';

type Props = { account: PaypalAccountRow | null; onClose: () => void; onSaved: () => void };

export function PaypalAccountDialog({ account, onClose, onSaved }: Props) {
  const t = useFeatureText(paypalMessages);
  const commands = usePaypalAccountCommands();
  const form = useZodForm(paypalAccountInput, {
    email: account?.email ?? '',
    alias: account?.alias ?? '',
    clientId: account?.clientId ?? '',
    clientSecret: '',
  });
  return (
    <RecordFormDialog
      title={account ? t('paypalPage.accounts.editTitle', { email: account.email }) : t('paypalPage.accounts.add')}
      form={form}
      save={saveRecord(account, commands, (input) => input)}
      success={(input) => t('paypalPage.accounts.saved', { email: input.email })}
      {...dialogTexts(t, 'paypalPage')}
      onSaved={onSaved}
      onClose={onClose}
      fields={[
        { name: 'email', label: t('paypalPage.field.email'), required: true },
        { name: 'alias', label: t('paypalPage.field.alias') },
        {
          columns: 2,
          fields: [
            { name: 'clientId', label: t('paypalPage.field.clientId') },
            {
              name: 'clientSecret',
              label: t('paypalPage.field.clientSecret'),
              hint: account?.clientSecretMask ? t('paypalPage.field.secretHint', { mask: account.clientSecretMask }) : undefined,
            },
          ],
        },
      ]}
    />
  );
}
