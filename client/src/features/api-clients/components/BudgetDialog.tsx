/** Edit an API client's query-cost budget (leaky bucket): points it holds and points restored each second. */
import { apiClientBudgetInput } from '@erp/schema';
import { z } from 'zod';
import { useZodForm } from '../../../ui';
import { RecordFormDialog } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useApiClientCommands, type ApiClientRow } from '../hooks';
import { apiClientsMessages } from '../messages';

interface Values extends Record<string, unknown> {
  bucketSize: string;
  restoreRate: string;
}

const number = (v: string) => (v.trim() === '' ? undefined : Number(v));
const schema = z.preprocess((v) => {
  const values = v as Values;
  return { bucketSize: number(values.bucketSize), restoreRate: number(values.restoreRate) };
}, apiClientBudgetInput);

export function BudgetDialog({ client, onClose, onSaved }: { client: ApiClientRow; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(apiClientsMessages);
  const { budget } = useApiClientCommands();
  const form = useZodForm(schema, { bucketSize: String(client.bucketSize), restoreRate: String(client.restoreRate) } satisfies Values);

  return (
    <RecordFormDialog
      title={t('apiClients.budgetTitle', { name: client.name })}
      form={form}
      save={(input, feedback) => budget({ id: client.id, input }, feedback)}
      success={t('apiClients.budgetSaved', { name: client.name })}
      failure={t('apiClients.failed')}
      onSaved={onSaved}
      onClose={onClose}
      submitText={t('apiClients.budgetSave')}
      cancelText={t('apiClients.cancel')}
      fields={[
        {
          columns: 2,
          fields: [
            { name: 'bucketSize', label: t('apiClients.field.bucketSize'), required: true, kind: 'number', hint: t('apiClients.field.bucketSizeHint') },
            { name: 'restoreRate', label: t('apiClients.field.restoreRate'), required: true, kind: 'number', hint: t('apiClients.field.restoreRateHint') },
          ],
        },
      ]}
    />
  );
}
