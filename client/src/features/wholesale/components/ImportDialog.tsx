/** Batch import of 1688 orders: order numbers one per line, the count against the limit of 200. */
import { Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { parseOrderNumbers, WHOLESALE_BATCH_MAX } from '@erp/schema';
import { useMemo, useState } from 'react';
import { toastSuccess } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useWholesaleCommands } from '../hooks';
import { wholesaleMessages } from '../messages';
import { FormDialog } from '../../../ui/resource';

export function ImportDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(wholesaleMessages);
  const { importOrders, busy } = useWholesaleCommands();
  const [text, setText] = useState('');
  const [purchaseOrderId, setPurchaseOrderId] = useState('');
  const [error, setError] = useState('');
  const parsed = useMemo(() => parseOrderNumbers(text), [text]);
  const count = new Set(parsed.numbers).size;
  const over = count > WHOLESALE_BATCH_MAX;

  const submit = async () => {
    const poId = purchaseOrderId.trim();
    const outcome = await importOrders(
      { input: { orderNumbers: text, ...(/^\d+$/.test(poId) ? { purchaseOrderId: Number(poId) } : {}) } },
      { failure: t('wholesale.failed') },
    );
    if (outcome.ok) {
      toastSuccess(t('wholesale.imported', { count: outcome.data.length }));
      onDone();
    } else setError(outcome.fieldErrors.orderNumbers?.[0] ?? '');
  };

  return (
    <FormDialog
      title={t('wholesale.importTitle')}
      cancelText={t('wholesale.close')}
      submitText={t('wholesale.submitImport')}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      submitDisabled={over || count === 0}
    >
      <Stack gap="3">
        <Text textStyle="sm" color="fg.muted">
          {t('wholesale.importHint', { max: WHOLESALE_BATCH_MAX })}
        </Text>
        <Field.Root invalid={over || !!error || parsed.invalidLines.length > 0}>
          <Field.Label>{t('wholesale.orderNumbers')}</Field.Label>
          <Textarea
            rows={8}
            fontFamily="mono"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError('');
            }}
            aria-label={t('wholesale.orderNumbers')}
          />
          <Field.HelperText color={over ? 'fg.error' : undefined} data-testid="order-number-count">
            {t('wholesale.count', { count, max: WHOLESALE_BATCH_MAX })}
          </Field.HelperText>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('wholesale.purchaseOrderId')}</Field.Label>
          <Input
            size="sm"
            inputMode="numeric"
            value={purchaseOrderId}
            onChange={(e) => setPurchaseOrderId(e.target.value)}
            aria-label={t('wholesale.purchaseOrderId')}
          />
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
