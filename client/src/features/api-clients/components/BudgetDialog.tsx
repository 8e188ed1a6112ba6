/** Edit an API client's query-cost budget (leaky bucket): points it holds and points restored each second. */
import { SimpleGrid } from '@chakra-ui/react';
import { apiClientBudgetInput } from '@erp/schema';
import { z } from 'zod';
import { FormKit, toastSuccess, useZodForm } from '../../../ui';
import { FormDialog } from '../../../ui/resource/FormDialog';
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

  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await budget({ id: client.id, input }, { failure: t('apiClients.failed'), form });
    if (outcome.ok) {
      toastSuccess(t('apiClients.budgetSaved', { name: client.name }));
      onSaved();
    }
  };

  return (
    <FormDialog
      title={t('apiClients.budgetTitle', { name: client.name })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('apiClients.budgetSave')}
      cancelText={t('apiClients.cancel')}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormKit.Field
          name="bucketSize"
          label={t('apiClients.field.bucketSize')}
          required
          inputMode="numeric"
          helperText={t('apiClients.field.bucketSizeHint')}
        />
        <FormKit.Field
          name="restoreRate"
          label={t('apiClients.field.restoreRate')}
          required
          inputMode="numeric"
          helperText={t('apiClients.field.restoreRateHint')}
        />
      </SimpleGrid>
    </FormDialog>
  );
}
