/**
 * Batch audit of purchase orders or payment requests: approve, or fail / reject with a remark
 * (required then, auditInput of @erp/schema). The server answers per record; refused ones are
 * listed with why (the others were audited).
 */
import { auditInput } from '@erp/schema';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormKit, toastError, toastSuccess, useZodForm } from '../../../ui';
import { batchOf } from '../../../ui/resource';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { usePaymentCommands, usePurchaseOrderCommands } from '../hooks';
import { purchaseOrdersMessages } from '../messages';

type Values = { approve: string; remark: string };

/** `order`: purchase orders (pass / fail); `payment`: payment requests or refunds (approve / reject). */
export function AuditDialog({ target, ids, onClose, onDone }: { target: 'order' | 'payment'; ids: number[]; onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(purchaseOrdersMessages);
  const orders = usePurchaseOrderCommands();
  const payments = usePaymentCommands();
  const schema = useMemo(() => z.preprocess((v) => ({ ids, approve: (v as Values).approve === 'yes', remark: (v as Values).remark }), auditInput), [ids]);
  const form = useZodForm(schema, { approve: 'yes', remark: '' });
  const submit = async (input: z.output<typeof schema>) => {
    const feedback = { failure: t('po.failed'), form };
    const outcome = target === 'order' ? await orders.audit({ input }, feedback) : await payments.audit({ input }, feedback);
    if (!outcome.ok) return;
    const { failures } = batchOf(outcome.data);
    const audited = ids.length - failures.length;
    if (audited) toastSuccess(target === 'order' ? t('po.audit.done', { count: audited }) : t('pay.audit.done', { count: audited }));
    for (const f of failures) toastError(t('po.audit.refused', { orderNo: f.label, message: f.message }));
    onDone();
  };
  const title = target === 'order' ? t('po.auditTitle', { count: ids.length }) : t('pay.auditTitle', { count: ids.length });
  return (
    <FormDialog title={title} form={form} onSubmit={submit} onClose={onClose} submitText={t('po.save')} cancelText={t('po.dismiss')}>
      <FormKit.Select
        name="approve"
        label={t('po.audit.result')}
        options={[
          { value: 'yes', label: t('po.audit.approve') },
          { value: 'no', label: t(target === 'order' ? 'po.audit.reject' : 'pay.status.rejected') },
        ]}
      />
      <FormKit.Textarea name="remark" label={t('po.audit.remark')} rows={3} required={form.values.approve === 'no'} />
    </FormDialog>
  );
}
