/**
 * The aliases of a local SKU (skuAliasesInput of @erp/schema: at most 20, no repeats): a
 * marketplace SKU equal to an alias matches the SKU automatically. One alias per line; the dialog
 * opens with the SKU's current aliases (skuAliases) and saving replaces the list.
 */
import { Alert, Button, Center, CloseButton, Dialog, Portal, Spinner, Text } from '@chakra-ui/react';
import { skuAliasesInput } from '@erp/schema';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormKit, toastSuccess, useZodForm } from '../../../ui';
import { useFeatureText } from '../../public/featureIntl';
import { FormDialog } from '../../shared/FormDialog';
import { showFailure } from '../../shared/outcome';
import { announceOrdersChanged, usePairingActions, useSkuAliases } from '../hooks';
import { ordersMessages } from '../messages';

interface AliasesDialogProps {
  skuId: number;
  sku: string;
  onClose: () => void;
  onSaved: (aliases: string[]) => void;
}

export function AliasesDialog(props: AliasesDialogProps) {
  const t = useFeatureText(ordersMessages);
  const { aliases, loaded, loading, error, refetch } = useSkuAliases(props.skuId);
  if (loaded && !loading && aliases) return <AliasesForm {...props} aliases={aliases} />;
  const title = t('pairingScreen.aliasTitle', { sku: props.sku });
  return (
    <Dialog.Root open onOpenChange={(d) => (d.open ? undefined : props.onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={title}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('pairingScreen.form.cancel')} />
            </Dialog.CloseTrigger>
            <Dialog.Body pb="6">
              {loading || (!loaded && !error) ? (
                <Center py="8">
                  <Spinner />
                </Center>
              ) : (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{t('pairingScreen.aliasLoadFailed')}</Alert.Title>
                  {error ? (
                    <Button size="xs" variant="outline" onClick={refetch}>
                      {t('pairingScreen.retry')}
                    </Button>
                  ) : null}
                </Alert.Root>
              )}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function AliasesForm({ skuId, sku, aliases, onClose, onSaved }: AliasesDialogProps & { aliases: readonly string[] }) {
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
  const form = useZodForm(schema, { aliases: aliases.join('\n') });
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
