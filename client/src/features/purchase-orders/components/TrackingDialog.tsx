/** Tracking number and courier of the supplier's parcel on an approved order (marks it picked up). */
import { useMemo } from 'react';
import { z } from 'zod';
import { FormKit, useZodForm } from '../../../ui';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { usePurchaseOrderCommands, type PurchaseOrderRow } from '../hooks';
import { purchaseOrdersMessages } from '../messages';

export function TrackingDialog({ order, onClose, onDone }: { order: PurchaseOrderRow; onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(purchaseOrdersMessages);
  const { track } = usePurchaseOrderCommands();
  const schema = useMemo(
    () =>
      z.object({
        trackingNo: z.string().trim().min(1, { error: 'purchase.trackingNoRequired' }).max(64, { error: 'validation.tooLong' }),
        courier: z.string().trim().max(50, { error: 'validation.tooLong' }),
      }),
    [],
  );
  const form = useZodForm(schema, { trackingNo: order.trackingNo, courier: order.courier });
  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await track({ input: { id: order.id, ...input } }, { success: t('po.tracked'), failure: t('po.failed'), form });
    if (outcome.ok) onDone();
  };
  return (
    <FormDialog
      title={t('po.trackTitle', { orderNo: order.orderNo })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('po.save')}
      cancelText={t('po.dismiss')}
    >
      <FormKit.Field name="trackingNo" label={t('po.field.trackingNo')} required />
      <FormKit.Field name="courier" label={t('po.field.courier')} />
    </FormDialog>
  );
}
