/** Reject a stock order being reviewed (overseasStock.review): the reason is required. */
import { stockOrderRejectInput } from '@erp/schema';
import type { z } from 'zod';
import { useRecordSchema } from '../../../ui/recordSchema';
import { FormKit, useZodForm } from '../../../ui';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useStockOrderCommands, type StockOrderRow } from '../hooks';
import { stockOrdersMessages } from '../messages';

export function RejectDialog({ order, onClose, onDone }: { order: StockOrderRow; onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(stockOrdersMessages);
  const { reject } = useStockOrderCommands();
  const schema = useRecordSchema(stockOrderRejectInput, order.id);
  const form = useZodForm(schema, { reason: '' });

  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await reject({ input }, { success: t('stockOrders.rejected'), failure: t('stockOrders.failed'), form });
    if (outcome.ok) onDone();
  };

  return (
    <FormDialog
      title={t('stockOrders.rejectTitle', { orderNo: order.orderNo })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('stockOrders.reject')}
      cancelText={t('stockOrders.close')}
      size="sm"
      danger
    >
      <FormKit.Textarea name="reason" label={t('stockOrders.rejectReason')} rows={3} required />
    </FormDialog>
  );
}
