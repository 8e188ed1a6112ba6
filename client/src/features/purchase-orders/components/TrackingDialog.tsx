/** Tracking number and courier of the supplier's parcel on an approved order (marks it picked up). */
import { useMemo } from 'react';
import { z } from 'zod';
import { FormKit, toastSuccess, useZodForm } from '../../../ui';
import { FormDialog } from '../../shared/FormDialog';
import { showFailure } from '../../shared/outcome';
import { useFeatureText } from '../../public/featureIntl';
import { usePurchaseOrderActions, type PurchaseOrderRow } from '../hooks';
import { purchaseOrdersMessages } from '../messages';

export function TrackingDialog({ order, onClose, onDone }: { order: PurchaseOrderRow; onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(purchaseOrdersMessages);
  const { track } = usePurchaseOrderActions();
  const schema = useMemo(
    () => z.object({
      trackingNo: z.string().trim().min(1, { error: 'purchase.trackingNoRequired' }).max(64, { error: 'validation.tooLong' }),
      courier: z.string().trim().max(50, { error: 'validation.tooLong' }),
    }),
    [],
  );
  const form = useZodForm(schema, { trackingNo: order.trackingNo, courier: order.courier });
  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await track({ id: order.id, ...input });
    if (outcome.ok) {
      toastSuccess(t('po.tracked'));
      onDone();
    } else showFailure(outcome, t('po.failed'), form);
  };
  return (
    <FormDialog title={t('po.trackTitle', { orderNo: order.orderNo })} form={form} onSubmit={submit} onClose={onClose} submitText={t('po.save')} cancelText={t('po.dismiss')}>
      <FormKit.Field name="trackingNo" label={t('po.field.trackingNo')} required />
      <FormKit.Field name="courier" label={t('po.field.courier')} />
    </FormDialog>
  );
}
