/** Reset a sub-account's password (user.resetPassword); the account is signed out everywhere. */
import { resetSubAccountPasswordInput } from '@erp/schema';
import { useRecordSchema } from '../../../ui/recordSchema';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useAccountCommands, type SubAccountRow } from '../hooks';
import { accountsMessages } from '../messages';
import { RecordFormDialog } from '../../../ui/resource';
import { NewPasswordFields } from '../../../ui/NewPasswordFields';

export function ResetPasswordDialog({ account, onClose }: { account: SubAccountRow; onClose: () => void }) {
  const t = useFeatureText(accountsMessages);
  const { resetPassword } = useAccountCommands();
  const schema = useRecordSchema(resetSubAccountPasswordInput, account.id);
  const form = useZodForm(schema, { password: '', password2: '' });

  return (
    <RecordFormDialog
      title={t('accounts.resetPasswordTitle', { username: account.username })}
      form={form}
      save={(input, feedback) => resetPassword({ input }, feedback)}
      success={t('accounts.resetPasswordDone')}
      failure={t('accounts.saveFailed')}
      onSaved={onClose}
      onClose={onClose}
      submitText={t('accounts.resetPassword')}
      cancelText={t('accounts.cancel')}
      size="sm"
      hint={t('accounts.resetPasswordHint')}
      fields={[]}
    >
      <NewPasswordFields label={t('accounts.field.newPassword')} hint={t('accounts.field.passwordHint')} repeatLabel={t('accounts.field.password2')} />
    </RecordFormDialog>
  );
}
