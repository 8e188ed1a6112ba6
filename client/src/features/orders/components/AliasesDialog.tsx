/**
 * The aliases of a local SKU (skuAliasesInput of @erp/schema: at most 20, no repeats): a
 * marketplace SKU equal to an alias matches the SKU automatically. One alias per line; saving
 * replaces the SKU's list.
 */
import { Text } from '@chakra-ui/react';
import { skuAliasesInput } from '@erp/schema';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormKit, toastSuccess, useZodForm } from '../../../ui';
import { useFeatureText } from '../../public/featureIntl';
import { FormDialog } from '../../shared/FormDialog';
import { showFailure } from '../../shared/outcome';
import { announceOrdersChanged, usePairingActions } from '../hooks';
import { ordersMessages } from '../messages';

export function AliasesDialog({ skuId, sku, aliases, onClose, onSaved }: { skuId: number; sku: string; aliases?: readonly string[]; onClose: () => void; onSaved: (aliases: string[]) => void }) {
  const t = useFeatureText(ordersMessages);
  const { setAliases } = usePairingActions();
  const schema = useMemo(
    () =>
      z.preprocess(
        (v) => ({
          skuId,
          aliases: String((v as { aliases: string }).aliases)
            .split(/\r?\n/)
            .map((a) => a.trim())
            .filter(Boolean),
        }),
        skuAliasesInput,
      ),
    [skuId],
  );
  const form = useZodForm(schema, { aliases: (aliases ?? []).join('\n') });
  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await setAliases(input.skuId, input.aliases);
    if (outcome.ok) {
      toastSuccess(t('pairingScreen.aliasSaved'));
      announceOrdersChanged();
      onSaved([...outcome.data]);
    } else showFailure(outcome, t('pairingScreen.failed'), form);
  };
  return (
    <FormDialog title={t('pairingScreen.aliasTitle', { sku })} form={form} onSubmit={submit} onClose={onClose} submitText={t('pairingScreen.form.save')} cancelText={t('pairingScreen.form.cancel')}>
      <Text textStyle="sm" color="fg.muted">
        {t('pairingScreen.aliasHint')}
      </Text>
      <FormKit.Textarea name="aliases" label={t('pairingScreen.aliases')} rows={6} />
    </FormDialog>
  );
}
