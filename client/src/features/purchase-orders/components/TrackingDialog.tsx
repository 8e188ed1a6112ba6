/** Tracking number and courier of the supplier's parcel on an approved order (marks it picked up). */
import { z } from 'zod';
import { useZodForm } from '../../../ui';
import { RecordFormDialog } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { usePurchaseOrderCommands, type PurchaseOrderRow } from '../hooks';
import { purchaseOrdersMessages } from '../messages';

const schema = z.object({
  trackingNo: z.string().trim().min(1, { error: 'purchase.trackingNoRequired' }).max(64, { error: 'validation.tooLong' }),
  courier: z.string().trim().max(50, { error: 'validation.tooLong' }),
});

export function TrackingDialog({ order, onClose, onDone }: { order: PurchaseOrderRow; onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(purchaseOrdersMessages);
  const { track } = usePurchaseOrderCommands();
  const form = useZodForm(schema, { trackingNo: order.trackingNo, courier: order.courier });
  return (
    <RecordFormDialog
      title={t('po.trackTitle', { orderNo: order.orderNo })}
      form={form}
      save={(input, feedback) => track({ input: { id: order.id, ...input } }, feedback)}
      success={t('po.tracked')}
      failure={t('po.failed')}
      onSaved={onDone}
      onClose={onClose}
      submitText={t('po.save')}
      cancelText={t('po.dismiss')}
      fields={[
        { name: 'trackingNo', label: t('po.field.trackingNo'), required: true },
        { name: 'courier', label: t('po.field.courier') },
      ]}
    />
  );
}
