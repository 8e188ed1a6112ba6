/** Add or edit a finance account; the rules are @erp/schema's financeAccountInput / financeAccountUpdateInput. */
import { FINANCE_ACCOUNT_KINDS, financeAccountInput, financeAccountUpdateInput } from '@erp/schema';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { dialogTexts, RecordFormDialog, selectField, type RecordLayout } from '../../../ui/resource';
import { useAccountCommands, type AccountRow } from '../hooks';
import { financeMessages } from '../messages';

type Props = { onClose: () => void; onSaved: () => void };

/**
 * The dialog's texts and fields: a new account also sets its currency and initial balance (fixed
 * afterwards), an existing one only its holder beside the shared fields.
 */
function useAccountForm(adding: boolean) {
  const t = useFeatureText(financeMessages);
  const holder = { name: 'holder', label: t('financePage.field.holder') };
  const fields: RecordLayout = [
    { name: 'name', label: t('financePage.field.name'), required: true },
    {
      columns: 2,
      fields: [
        selectField('kind', t('financePage.field.kind'), FINANCE_ACCOUNT_KINDS, (k) => t(`financePage.kind.${k}`), { required: true }),
        { name: 'accountNo', label: t('financePage.field.accountNo'), required: true },
      ],
    },
    adding
      ? {
          columns: 3,
          fields: [
            holder,
            { name: 'currency', label: t('financePage.field.currency'), required: true, hint: t('financePage.field.fixedHint') },
            { name: 'initialBalance', label: t('financePage.field.initialBalance'), kind: 'decimal', required: true, hint: t('financePage.field.fixedHint') },
          ],
        }
      : holder,
    { name: 'allowNegative', label: t('financePage.field.allowNegative'), kind: 'switch' },
    { name: 'remark', label: t('financePage.field.remark'), kind: 'textarea', rows: 2 },
  ];
  return { t, fields, commands: useAccountCommands(), texts: dialogTexts(t, 'financePage') };
}

export function AccountDialog({ account, ...props }: Props & { account: AccountRow | null }) {
  return account ? <EditAccountDialog account={account} {...props} /> : <AddAccountDialog {...props} />;
}

function AddAccountDialog({ onClose, onSaved }: Props) {
  const { t, fields, commands, texts } = useAccountForm(true);
  const form = useZodForm(financeAccountInput, {
    name: '',
    kind: 'bank',
    accountNo: '',
    holder: '',
    currency: 'CNY',
    initialBalance: '0',
    allowNegative: false,
    remark: '',
  });
  return (
    <RecordFormDialog
      title={t('financePage.accounts.add')}
      form={form}
      save={(input, feedback) => commands.create({ input }, feedback)}
      success={(input) => t('financePage.accounts.saved', { name: input.name })}
      {...texts}
      onSaved={onSaved}
      onClose={onClose}
      fields={fields}
    />
  );
}

function EditAccountDialog({ account, onClose, onSaved }: Props & { account: AccountRow }) {
  const { t, fields, commands, texts } = useAccountForm(false);
  const form = useZodForm(financeAccountUpdateInput, {
    name: account.name,
    kind: account.kind as (typeof FINANCE_ACCOUNT_KINDS)[number],
    accountNo: account.accountNo,
    holder: account.holder,
    allowNegative: account.allowNegative,
    remark: account.remark,
  });
  return (
    <RecordFormDialog
      title={t('financePage.accounts.editTitle', { name: account.name })}
      form={form}
      save={(input, feedback) => commands.update({ id: account.id, input }, feedback)}
      success={(input) => t('financePage.accounts.saved', { name: input.name })}
      {...texts}
      onSaved={onSaved}
      onClose={onClose}
      fields={fields}
    />
  );
}
