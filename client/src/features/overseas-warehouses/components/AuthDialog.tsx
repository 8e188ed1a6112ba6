/** Add or edit an overseas warehouse authorization; the rules are @erp/schema's overseasAuthInput / overseasAuthUpdateInput. */
import { OVERSEAS_PROVIDER_LABELS, OVERSEAS_PROVIDERS, overseasAuthInput, overseasAuthUpdateInput } from '@erp/schema';
import { useIntl } from 'react-intl';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { RecordFormDialog } from '../../../ui/resource';
import { useAuthCommands, type AuthRow } from '../hooks';
import { overseasMessages } from '../messages';

export function AuthDialog({ auth, onClose, onSaved }: { auth: AuthRow | null; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(overseasMessages);
  const lang = useIntl().locale.startsWith('en') ? 'en' : 'zh';
  const commands = useAuthCommands();
  const form = useZodForm(auth ? overseasAuthUpdateInput : overseasAuthInput, {
    provider: auth?.provider ?? 'goodcang',
    name: auth?.name ?? '',
    appKey: '',
    appSecret: '',
  });
  const keep = auth ? t('overseas.field.keepHint') : undefined;
  return (
    <RecordFormDialog
      title={auth ? t('overseas.auth.editTitle', { name: auth.name }) : t('overseas.auth.add')}
      form={form}
      save={(input, feedback) =>
        auth
          ? commands.update({ id: auth.id, input: { name: input.name, appKey: input.appKey, appSecret: input.appSecret } }, feedback)
          : commands.create({ input: input as { provider: string; name: string; appKey: string; appSecret: string } }, feedback)
      }
      success={(input) => t('overseas.auth.saved', { name: input.name })}
      failure={t('overseas.auth.saveFailed')}
      onSaved={onSaved}
      onClose={onClose}
      submitText={t('overseas.save')}
      cancelText={t('overseas.cancel')}
      fields={[
        ...(auth
          ? []
          : [
              {
                name: 'provider',
                label: t('overseas.field.provider'),
                kind: 'select' as const,
                required: true,
                options: OVERSEAS_PROVIDERS.map((p) => ({ value: p, label: OVERSEAS_PROVIDER_LABELS[p][lang] })),
              },
            ]),
        { name: 'name', label: t('overseas.field.name'), required: true },
        { name: 'appKey', label: t('overseas.field.appKey'), required: !auth, hint: keep, autoComplete: 'off' },
        { name: 'appSecret', label: t('overseas.field.appSecret'), required: !auth, hint: keep, type: 'password', autoComplete: 'new-password' },
      ]}
    />
  );
}
