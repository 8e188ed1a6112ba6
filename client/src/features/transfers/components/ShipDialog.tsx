/** Mark a transfer order shipped (transfer.ship), with its tracking number. */
import { transferShipInput } from '@erp/schema';
import type { z } from 'zod';
import { useRecordSchema } from '../../../ui/recordSchema';
import { FormKit, useZodForm } from '../../../ui';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useTransferCommands, type TransferRow } from '../hooks';
import { transfersMessages } from '../messages';

export function ShipDialog({ order, onClose, onDone }: { order: TransferRow; onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(transfersMessages);
  const { ship } = useTransferCommands();
  const schema = useRecordSchema(transferShipInput, order.id);
  const form = useZodForm(schema, { trackingNo: order.trackingNo });

  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await ship({ input }, { success: t('transferPage.shipped'), failure: t('transferPage.failed'), form });
    if (outcome.ok) onDone();
  };

  return (
    <FormDialog
      title={t('transferPage.shipTitle', { billNo: order.billNo })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('transferPage.ship')}
      cancelText={t('transferPage.close')}
      size="sm"
      hint={t('transferPage.shipHint')}
    >
      <FormKit.Field name="trackingNo" label={t('transferPage.field.trackingNo')} />
    </FormDialog>
  );
}
