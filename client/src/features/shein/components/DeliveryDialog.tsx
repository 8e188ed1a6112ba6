/**
 * Create the delivery order of an accepted SHEIN stock order (sheinDeliveryOrders.update): the own
 * warehouse the goods leave, the delivery method with its field (express company, pickup time or
 * fleet code) and the package weights. The form's weights are one text ("2.5, 1.2") turned into
 * packages; the rules are sheinDeliveryInput's (@erp/schema), checked again by the server.
 */
import { SHEIN_DELIVERY_METHODS, sheinDeliveryInput } from '@erp/schema';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormKit, useZodForm } from '../../../ui';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useWarehouseOptions } from '../../warehouses/pickers';
import { useSheinCommands, type SheinOrderRow } from '../hooks';
import { sheinMessages, type SheinMessageId } from '../messages';

/** "2.5, 1.2" → [2.5, 1.2] (blank parts dropped; anything not a number stays NaN and is refused). */
export const weightsOf = (text: string) =>
  text
    .split(/[,，\s]+/)
    .filter(Boolean)
    .map(Number);

const formSchema = z
  .object({
    purchaseOrderId: z.number(),
    warehouseId: z.string(),
    deliveryMethod: z.string(),
    expressCompany: z.string(),
    trackingNo: z.string(),
    pickupTime: z.string(),
    fleetCode: z.string(),
    weights: z.string(),
    remark: z.string(),
  })
  .superRefine((v, ctx) => {
    const r = sheinDeliveryInput.safeParse(inputOf(v));
    if (r.success) return;
    for (const issue of r.error.issues) {
      const key = String(issue.path[0] ?? '');
      ctx.addIssue({ code: 'custom', path: [key === 'packages' ? 'weights' : key], message: issue.message });
    }
  });
type FormValues = z.output<typeof formSchema>;

/** The form's values as the API's input. */
export function inputOf(v: FormValues) {
  return {
    purchaseOrderId: v.purchaseOrderId,
    warehouseId: Number(v.warehouseId) || 0,
    deliveryMethod: v.deliveryMethod,
    expressCompany: v.expressCompany,
    trackingNo: v.trackingNo,
    pickupTime: v.pickupTime ? new Date(v.pickupTime).toISOString() : undefined,
    fleetCode: v.fleetCode,
    packages: weightsOf(v.weights).map((weight) => ({ weight })),
    remark: v.remark,
  };
}

export function DeliveryDialog({ order, onClose, onDone }: { order: SheinOrderRow; onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(sheinMessages);
  const { createDelivery } = useSheinCommands();
  const { options } = useWarehouseOptions();
  const own = useMemo(() => options.filter((o) => o.type === 'own' && o.enabled).map((o) => ({ value: String(o.id), label: o.name })), [options]);
  const form = useZodForm(formSchema, {
    purchaseOrderId: order.id,
    warehouseId: '',
    deliveryMethod: 'express',
    expressCompany: '',
    trackingNo: '',
    pickupTime: '',
    fleetCode: '',
    weights: '',
    remark: '',
  });
  const method = form.values.deliveryMethod;
  const submit = async (v: FormValues) => {
    const outcome = await createDelivery({ input: inputOf(v) }, { success: t('shein.deliveryCreated'), failure: t('shein.failed'), form });
    if (outcome.ok) onDone();
  };
  return (
    <FormDialog
      title={t('shein.deliveryTitle', { orderNo: order.orderNo })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('shein.createDelivery')}
      cancelText={t('shein.close')}
      size="md"
    >
      <FormKit.Select name="warehouseId" label={t('shein.field.warehouse')} options={own} required />
      <FormKit.Select
        name="deliveryMethod"
        label={t('shein.field.method')}
        options={SHEIN_DELIVERY_METHODS.map((m) => ({ value: m, label: t(`shein.method.${m}` as SheinMessageId) }))}
        required
      />
      {method === 'express' ? <FormKit.Field name="expressCompany" label={t('shein.field.expressCompany')} required /> : null}
      {method === 'express' ? <FormKit.Field name="trackingNo" label={t('shein.field.trackingNo')} /> : null}
      {method === 'pickup' ? <FormKit.Field name="pickupTime" label={t('shein.field.pickupTime')} type="datetime-local" required /> : null}
      {method === 'fleet' ? <FormKit.Field name="fleetCode" label={t('shein.field.fleetCode')} required /> : null}
      <FormKit.Field name="weights" label={t('shein.field.weights')} inputMode="decimal" required />
      <FormKit.Textarea name="remark" label={t('shein.field.remark')} rows={2} />
    </FormDialog>
  );
}
