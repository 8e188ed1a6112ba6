/** Refuse return requests with a reason (tradebyteRefund.handle); the rules are tradebyteRefundHandleInput's. */
import { tradebyteRefundHandleInput } from '@erp/schema';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormKit, useZodForm } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { FormDialog } from '../../ui/resource/FormDialog';
import { showFailure, type Outcome } from '../../ui/resource';
import { tradebyteRefundsMessages } from './messages';

export function RefuseDialog({
  ids,
  onRefuse,
  onClose,
}: {
  ids: number[];
  /** Sends the refusal; a failure is shown on the form. */
  onRefuse: (remark: string) => Promise<Outcome<unknown>>;
  onClose: () => void;
}) {
  const t = useFeatureText(tradebyteRefundsMessages);
  const schema = useMemo(() => z.preprocess((v) => ({ ...(v as object), ids, action: 'refuse' }), tradebyteRefundHandleInput), [ids]);
  const form = useZodForm(schema, { remark: '' });

  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await onRefuse(input.remark);
    if (!outcome.ok) showFailure(outcome, t('tradebyteRefundPage.failed'), form);
  };

  return (
    <FormDialog
      title={t('tradebyteRefundPage.refuseTitle', { count: ids.length })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('tradebyteRefundPage.refuseSubmit')}
      cancelText={t('tradebyteRefundPage.cancel')}
      size="sm"
    >
      <FormKit.Textarea name="remark" label={t('tradebyteRefundPage.refuseRemark')} required helperText={t('tradebyteRefundPage.refuseHint')} />
    </FormDialog>
  );
}
