/**
 * Batch audit of purchase orders or payment requests: approve, or fail / reject with a remark
 * (required then, auditInput of @erp/schema). The server answers per record; refused ones are
 * listed with why (the others were audited).
 */
import { auditInput } from '@erp/schema';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormKit, toastError, toastSuccess, useZodForm } from '../../../ui';
import { FormDialog } from '../../shared/FormDialog';
import { showFailure, type Outcome } from '../../shared/outcome';
import { useFeatureText } from '../../public/featureIntl';
import { purchaseOrdersMessages } from '../messages';

type Values = { approve: string; remark: string };
export interface AuditResult {
  refused: readonly { orderNo: string; message: string }[];
}

export function AuditDialog({ ids, title, rejectLabel, doneText, onAudit, onClose, onDone }: {
  ids: number[];
  title: string;
  rejectLabel: string;
  /** Toast after auditing `count` records. */
  doneText: (count: number) => string;
  onAudit: (input: { ids: number[]; approve: boolean; remark: string }) => Promise<Outcome<AuditResult>>;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useFeatureText(purchaseOrdersMessages);
  const schema = useMemo(() => z.preprocess((v) => ({ ids, approve: (v as Values).approve === 'yes', remark: (v as Values).remark }), auditInput), [ids]);
  const form = useZodForm(schema, { approve: 'yes', remark: '' } as Values);
  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await onAudit(input);
    if (!outcome.ok) return showFailure(outcome, t('po.failed'), form);
    const audited = ids.length - outcome.data.refused.length;
    if (audited) toastSuccess(doneText(audited));
    for (const r of outcome.data.refused) toastError(t('po.audit.refused', { orderNo: r.orderNo, message: r.message }));
    onDone();
  };
  return (
    <FormDialog title={title} form={form} onSubmit={submit} onClose={onClose} submitText={t('po.save')} cancelText={t('po.dismiss')}>
      <FormKit.Select name="approve" label={t('po.audit.result')} options={[{ value: 'yes', label: t('po.audit.approve') }, { value: 'no', label: rejectLabel }]} />
      <FormKit.Textarea name="remark" label={t('po.audit.remark')} rows={3} required={form.values.approve === 'no'} />
    </FormDialog>
  );
}
