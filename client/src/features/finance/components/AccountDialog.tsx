/** Add or edit a finance account; the rules are @erp/schema's financeAccountInput / financeAccountUpdateInput. */
import { FINANCE_ACCOUNT_KINDS, financeAccountInput, financeAccountUpdateInput } from '@erp/schema';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { RecordFormDialog } from '../../../ui/resource';
import { useAccountCommands, type AccountRow } from '../hooks';
import { financeMessages } from '../messages';

type Props = { onClose: () => void; onSaved: () => void };

function useKindOptions() {
  const t = useFeatureText(financeMessages);
  return FINANCE_ACCOUNT_KINDS.map((k) => ({ value: k, label: t(`financePage.kind.${k}`) }));
}

export function AccountDialog({ account, ...props }: Props & { account: AccountRow | null }) {
  return account ? <EditAccountDialog account={account} {...props} /> : <AddAccountDialog {...props} />;
}

function AddAccountDialog({ onClose, onSaved }: Props) {
  const t = useFeatureText(financeMessages);
  const commands = useAccountCommands();
  const kinds = useKindOptions();
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
      failure={t('financePage.saveFailed')}
      onSaved={onSaved}
      onClose={onClose}
      submitText={t('financePage.save')}
      cancelText={t('financePage.cancel')}
      fields={[
        { name: 'name', label: t('financePage.field.name'), required: true },
        {
          columns: 2,
          fields: [
            { name: 'kind', label: t('financePage.field.kind'), kind: 'select', options: kinds, required: true },
            { name: 'accountNo', label: t('financePage.field.accountNo'), required: true },
          ],
        },
        {
          columns: 3,
          fields: [
            { name: 'holder', label: t('financePage.field.holder') },
            { name: 'currency', label: t('financePage.field.currency'), required: true, hint: t('financePage.field.fixedHint') },
            { name: 'initialBalance', label: t('financePage.field.initialBalance'), kind: 'decimal', required: true, hint: t('financePage.field.fixedHint') },
          ],
        },
        { name: 'allowNegative', label: t('financePage.field.allowNegative'), kind: 'switch' },
        { name: 'remark', label: t('financePage.field.remark'), kind: 'textarea', rows: 2 },
      ]}
    />
  );
}

function EditAccountDialog({ account, onClose, onSaved }: Props & { account: AccountRow }) {
  const t = useFeatureText(financeMessages);
  const commands = useAccountCommands();
  const kinds = useKindOptions();
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
      failure={t('financePage.saveFailed')}
      onSaved={onSaved}
      onClose={onClose}
      submitText={t('financePage.save')}
      cancelText={t('financePage.cancel')}
      fields={[
        { name: 'name', label: t('financePage.field.name'), required: true },
        {
          columns: 2,
          fields: [
            { name: 'kind', label: t('financePage.field.kind'), kind: 'select', options: kinds, required: true },
            { name: 'accountNo', label: t('financePage.field.accountNo'), required: true },
          ],
        },
        { name: 'holder', label: t('financePage.field.holder') },
        { name: 'allowNegative', label: t('financePage.field.allowNegative'), kind: 'switch' },
        { name: 'remark', label: t('financePage.field.remark'), kind: 'textarea', rows: 2 },
      ]}
    />
  );
}
