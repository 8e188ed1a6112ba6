/** Reset a sub-account's password (user.resetPassword); the account is signed out everywhere. */
import { resetSubAccountPasswordInput } from '@erp/schema';
import type { z } from 'zod';
import { useRecordSchema } from '../../../ui/recordSchema';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useAccountCommands, type SubAccountRow } from '../hooks';
import { accountsMessages } from '../messages';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { NewPasswordFields } from '../../../ui/NewPasswordFields';

export function ResetPasswordDialog({ account, onClose }: { account: SubAccountRow; onClose: () => void }) {
  const t = useFeatureText(accountsMessages);
  const { resetPassword } = useAccountCommands();
  const schema = useRecordSchema(resetSubAccountPasswordInput, account.id);
  const form = useZodForm(schema, { password: '', password2: '' });

  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await resetPassword({ input }, { success: t('accounts.resetPasswordDone'), failure: t('accounts.saveFailed'), form });
    if (outcome.ok) onClose();
  };

  return (
    <FormDialog
      title={t('accounts.resetPasswordTitle', { username: account.username })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('accounts.resetPassword')}
      cancelText={t('accounts.cancel')}
      size="sm"
      hint={t('accounts.resetPasswordHint')}
    >
      <NewPasswordFields label={t('accounts.field.newPassword')} hint={t('accounts.field.passwordHint')} repeatLabel={t('accounts.field.password2')} />
    </FormDialog>
  );
}
