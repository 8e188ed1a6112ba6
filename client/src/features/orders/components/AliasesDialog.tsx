/**
 * The aliases of a local SKU (skuAliasesInput of @erp/schema: at most 20, no repeats): a
 * marketplace SKU equal to an alias matches the SKU automatically. One alias per line; the dialog
 * opens with the SKU's current aliases (skuAliases) and saving replaces the list.
 */
import { Alert, Button, Center, Spinner } from '@chakra-ui/react';
import { skuAliasesInput } from '@erp/schema';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormKit, useZodForm } from '../../../ui';
import { InfoDialog, useRecord } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { announceOrdersChanged, usePairingCommands } from '../hooks';
import { ordersMessages } from '../messages';
import { SkuAliasesDocument } from '../pairing.generated';

interface AliasesDialogProps {
  skuId: number;
  sku: string;
  onClose: () => void;
  onSaved: (aliases: string[]) => void;
}

export function AliasesDialog(props: AliasesDialogProps) {
  const t = useFeatureText(ordersMessages);
  const {
    record: aliases,
    data,
    loading,
    error,
    refetch,
  } = useRecord(SkuAliasesDocument, (d) => d.skuAliases, { skuId: props.skuId }, { fetchPolicy: 'network-only' });
  const loaded = data !== undefined;
  if (loaded && !loading && aliases) return <AliasesForm {...props} aliases={aliases} />;
  const title = t('pairingScreen.aliasTitle', { sku: props.sku });
  return (
    <InfoDialog title={title} closeText={t('pairingScreen.form.cancel')} onClose={props.onClose} footer={false}>
      {loading || (!loaded && !error) ? (
        <Center py="8">
          <Spinner />
        </Center>
      ) : (
        <Alert.Root status="error" role="alert" mb="4">
          <Alert.Indicator />
          <Alert.Title>{t('pairingScreen.aliasLoadFailed')}</Alert.Title>
          {error ? (
            <Button size="xs" variant="outline" onClick={refetch}>
              {t('pairingScreen.retry')}
            </Button>
          ) : null}
        </Alert.Root>
      )}
    </InfoDialog>
  );
}

function AliasesForm({ skuId, sku, aliases, onClose, onSaved }: AliasesDialogProps & { aliases: readonly string[] }) {
  const t = useFeatureText(ordersMessages);
  const { setAliases } = usePairingCommands();
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
  const form = useZodForm(schema, { aliases: aliases.join('\n') });
  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await setAliases(input, { success: t('pairingScreen.aliasSaved'), failure: t('pairingScreen.failed'), form });
    if (outcome.ok) {
      announceOrdersChanged();
      onSaved([...outcome.data]);
    }
  };
  return (
    <FormDialog
      title={t('pairingScreen.aliasTitle', { sku })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('pairingScreen.form.save')}
      cancelText={t('pairingScreen.form.cancel')}
      hint={t('pairingScreen.aliasHint')}
    >
      <FormKit.Textarea name="aliases" label={t('pairingScreen.aliases')} rows={6} />
    </FormDialog>
  );
}
