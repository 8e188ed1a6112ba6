/** Add or edit a first-mile provider; the rules are @erp/schema's firstMileProviderInput. */
import { firstMileProviderInput } from '@erp/schema';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { namedRecordDialog, RecordFormDialog, saveRecord } from '../../../ui/resource';
import { useProviderCommands, type ProviderRow } from '../hooks';
import { firstMileMessages } from '../messages';

export function ProviderDialog({ provider, onClose, onSaved }: { provider: ProviderRow | null; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(firstMileMessages);
  const commands = useProviderCommands();
  const form = useZodForm(firstMileProviderInput, {
    name: provider?.name ?? '',
    contact: provider?.contact ?? '',
    account: provider?.account ?? '',
    apiKey: '',
    remark: provider?.remark ?? '',
  });
  return (
    <RecordFormDialog
      {...namedRecordDialog(t, 'firstMile.provider', 'firstMile', provider)}
      form={form}
      save={saveRecord(provider, commands, (input) => input)}
      onSaved={onSaved}
      onClose={onClose}
      fields={[
        { name: 'name', label: t('firstMile.field.name'), required: true },
        { name: 'contact', label: t('firstMile.field.contact') },
        {
          columns: 2,
          fields: [
            { name: 'account', label: t('firstMile.field.account'), autoComplete: 'off' },
            {
              name: 'apiKey',
              label: t('firstMile.field.apiKey'),
              type: 'password',
              autoComplete: 'new-password',
              hint: provider?.apiKeyMask ? `${provider.apiKeyMask} · ${t('firstMile.field.keepHint')}` : undefined,
            },
          ],
        },
        { name: 'remark', label: t('firstMile.field.remark'), kind: 'textarea', rows: 2 },
      ]}
    />
  );
}
