/** Ship an FBA shipment (fbaWarehouseCargoManagement.update): carrier and tracking number, both required (fbaShipmentShipInput). */
import { fbaShipmentShipInput } from '@erp/schema';
import type { z } from 'zod';
import { useRecordSchema } from '../../../ui/recordSchema';
import { FormKit, useZodForm } from '../../../ui';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useFbaCommands, type FbaShipmentRow } from '../hooks';
import { fbaMessages } from '../messages';

export function ShipDialog({ shipment, onClose, onDone }: { shipment: FbaShipmentRow; onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(fbaMessages);
  const { ship } = useFbaCommands();
  const schema = useRecordSchema(fbaShipmentShipInput, shipment.id);
  const form = useZodForm(schema, { carrier: shipment.carrier, trackingNo: shipment.trackingNo });

  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await ship({ input }, { success: t('fba.shipped'), failure: t('fba.failed'), form });
    if (outcome.ok) onDone();
  };

  return (
    <FormDialog
      title={t('fba.shipTitle', { shipmentNo: shipment.shipmentNo })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('fba.ship')}
      cancelText={t('fba.close')}
      size="sm"
      hint={t('fba.shipHint', { warehouse: shipment.sourceWarehouseName })}
    >
      <FormKit.Field name="carrier" label={t('fba.field.carrier')} required />
      <FormKit.Field name="trackingNo" label={t('fba.field.trackingNo')} required />
    </FormDialog>
  );
}
