/** Reject a placed SHEIN stock order (sheinPurchaseOrders.handle): the reason is required. */
import { sheinRejectInput } from '@erp/schema';
import type { z } from 'zod';
import { useRecordSchema } from '../../../ui/recordSchema';
import { FormKit, useZodForm } from '../../../ui';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useSheinCommands, type SheinOrderRow } from '../hooks';
import { sheinMessages } from '../messages';

export function RejectDialog({ order, onClose, onDone }: { order: SheinOrderRow; onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(sheinMessages);
  const { reject } = useSheinCommands();
  const schema = useRecordSchema(sheinRejectInput, order.id);
  const form = useZodForm(schema, { reason: '' });
  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await reject({ input }, { success: t('shein.rejected'), failure: t('shein.failed'), form });
    if (outcome.ok) onDone();
  };
  return (
    <FormDialog
      title={t('shein.rejectTitle', { orderNo: order.orderNo })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('shein.reject')}
      cancelText={t('shein.close')}
      size="sm"
      danger
    >
      <FormKit.Textarea name="reason" label={t('shein.rejectReason')} rows={3} required />
    </FormDialog>
  );
}
