/** Ship out a stock order (overseasStock.ship): tracking number (required) and the first-leg freight as billed. */
import { stockOrderShipInput } from '@erp/schema';
import type { z } from 'zod';
import { useRecordSchema } from '../../../ui/recordSchema';
import { FormKit, useZodForm } from '../../../ui';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useStockOrderCommands, type StockOrderRow } from '../hooks';
import { stockOrdersMessages } from '../messages';

export function ShipDialog({ order, onClose, onDone }: { order: StockOrderRow; onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(stockOrdersMessages);
  const { ship } = useStockOrderCommands();
  const schema = useRecordSchema(stockOrderShipInput, order.id);
  const form = useZodForm(schema, { trackingNo: order.trackingNo, firstLegFreight: String(Number(order.firstLegFreight)) });

  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await ship(
      { input: { ...input, firstLegFreight: input.firstLegFreight === undefined ? undefined : String(input.firstLegFreight) } },
      { success: t('stockOrders.shipped'), failure: t('stockOrders.failed'), form },
    );
    if (outcome.ok) onDone();
  };

  return (
    <FormDialog
      title={t('stockOrders.shipTitle', { orderNo: order.orderNo })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('stockOrders.ship')}
      cancelText={t('stockOrders.close')}
      size="sm"
      hint={t('stockOrders.shipHint')}
    >
      <FormKit.Field name="trackingNo" label={t('stockOrders.field.trackingNo')} required />
      <FormKit.Field name="firstLegFreight" label={t('stockOrders.field.firstLegFreight')} inputMode="decimal" />
    </FormDialog>
  );
}
