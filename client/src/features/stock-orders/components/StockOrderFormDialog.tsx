/**
 * Create or edit a draft stock order: an own warehouse to an overseas warehouse, the first-mile
 * channel, the freight with its sharing method, listing fee and final freight per unit, estimated
 * times, and products picked from the source warehouse (stockOrderInput of @erp/schema; the kit's
 * LineItemsEditor puts line errors on their cells).
 */
import { STOCK_ORDER_FREIGHT_SHARING, stockOrderInput } from '@erp/schema';
import type { z } from 'zod';
import { useZodForm } from '../../../ui';
import { RecordFormDialog, saveRecord, selectField, stockLinesField } from '../../../ui/resource';
import { stockLinesInput, stockLinesOf, type StockLine } from '../../../ui/resource/StockLinesEditor';
import { blankAsUndefined, useLinesSchema } from '../../../ui/resource/useLinesSchema';
import { useFeatureText } from '../../../i18n/featureIntl';
import { numberOrUndefined } from '../../inventory/components/ProductCell';
import { pickerField } from '../../inventory/components/pickerField';
import { useStockOrderCommands, type StockOrderRow } from '../hooks';
import { stockOrdersMessages, type StockOrdersMessageId } from '../messages';
import { ChannelSelect, OverseasWarehouseSelect, OwnWarehouseSelect } from './pickers';

type Values = {
  sourceWarehouseId: string;
  targetWarehouseId: string;
  channelId: string;
  freightSharing: string;
  firstLegFreight: string;
  listingFee: string;
  finalFreight: string;
  estimatedShipAt: string;
  estimatedArriveAt: string;
  trackingNo: string;
  remark: string;
  lines: string;
};

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');
const money = (v: unknown) => (v === undefined || v === null || v === '' ? '' : String(Number(v)));

export function StockOrderFormDialog({ order, onClose, onSaved }: { order?: StockOrderRow; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(stockOrdersMessages);
  const commands = useStockOrderCommands();
  const { lines, setLines, schema } = useLinesSchema<StockLine, Values, typeof stockOrderInput>(
    () => stockLinesOf(order?.lines),
    stockOrderInput,
    (values, lines) => ({
      sourceWarehouseId: numberOrUndefined(values.sourceWarehouseId),
      targetWarehouseId: numberOrUndefined(values.targetWarehouseId),
      channelId: numberOrUndefined(values.channelId) ?? null,
      freightSharing: values.freightSharing || undefined,
      firstLegFreight: blankAsUndefined(values.firstLegFreight),
      listingFee: blankAsUndefined(values.listingFee),
      finalFreight: blankAsUndefined(values.finalFreight),
      estimatedShipAt: blankAsUndefined(values.estimatedShipAt) ?? null,
      estimatedArriveAt: blankAsUndefined(values.estimatedArriveAt) ?? null,
      trackingNo: values.trackingNo,
      remark: values.remark,
      lines: stockLinesInput(lines),
    }),
  );
  const form = useZodForm(schema, {
    sourceWarehouseId: order ? String(order.sourceWarehouseId) : '',
    targetWarehouseId: order ? String(order.targetWarehouseId) : '',
    channelId: order?.channelId ? String(order.channelId) : '',
    freightSharing: order?.freightSharing ?? 'quantity',
    firstLegFreight: money(order?.firstLegFreight),
    listingFee: money(order?.listingFee),
    finalFreight: money(order?.finalFreight),
    estimatedShipAt: day(order?.estimatedShipAt),
    estimatedArriveAt: day(order?.estimatedArriveAt),
    trackingNo: order?.trackingNo ?? '',
    remark: order?.remark ?? '',
    lines: '',
  });
  const sourceId = numberOrUndefined(form.values.sourceWarehouseId) ?? null;

  const payloadOf = (input: z.output<typeof schema>) => ({
    ...input,
    channelId: input.channelId ?? null,
    firstLegFreight: String(input.firstLegFreight),
    listingFee: String(input.listingFee),
    finalFreight: String(input.finalFreight),
    estimatedShipAt: input.estimatedShipAt ? input.estimatedShipAt.toISOString() : null,
    estimatedArriveAt: input.estimatedArriveAt ? input.estimatedArriveAt.toISOString() : null,
  });

  const save = saveRecord(order, commands, payloadOf);
  return (
    <RecordFormDialog
      title={order ? t('stockOrders.editTitle', { orderNo: order.orderNo }) : t('stockOrders.create')}
      form={form}
      save={save}
      success={(_, saved) => t(order ? 'stockOrders.saved' : 'stockOrders.created', { orderNo: saved.orderNo })}
      failure={t('stockOrders.failed')}
      onSaved={onSaved}
      onClose={onClose}
      submitText={t('stockOrders.save')}
      cancelText={t('stockOrders.cancelDialog')}
      size="xl"
      fields={[
        {
          columns: 3,
          fields: [
            pickerField(form, 'sourceWarehouseId', t('stockOrders.field.source'), OwnWarehouseSelect, { required: true }),
            pickerField(form, 'targetWarehouseId', t('stockOrders.field.target'), OverseasWarehouseSelect, { required: true }),
            pickerField(form, 'channelId', t('stockOrders.field.channel'), ChannelSelect),
          ],
        },
        {
          columns: 4,
          fields: [
            { name: 'firstLegFreight', label: t('stockOrders.field.firstLegFreight'), kind: 'decimal', placeholder: '0.00' },
            selectField('freightSharing', t('stockOrders.field.sharing'), STOCK_ORDER_FREIGHT_SHARING, (m) =>
              t(`stockOrders.sharing.${m}` as StockOrdersMessageId),
            ),
            { name: 'listingFee', label: t('stockOrders.field.listingFee'), kind: 'decimal', placeholder: '0.00' },
            { name: 'finalFreight', label: t('stockOrders.field.finalFreight'), kind: 'decimal', placeholder: '0.00' },
          ],
        },
        {
          columns: 3,
          fields: [
            { name: 'estimatedShipAt', label: t('stockOrders.field.estimatedShipAt'), type: 'date' },
            { name: 'estimatedArriveAt', label: t('stockOrders.field.estimatedArriveAt'), type: 'date' },
            { name: 'trackingNo', label: t('stockOrders.field.trackingNo') },
          ],
        },
        stockLinesField({
          lines,
          onChange: setLines,
          errors: form,
          warehouseId: sourceId,
          label: t('stockOrders.field.products'),
          skuHeader: t('stockOrders.line.sku'),
          quantityHeader: t('stockOrders.line.quantity'),
          pickSourceFirst: t('stockOrders.pickSourceFirst'),
        }),
        { name: 'remark', label: t('stockOrders.field.remark'), kind: 'textarea', rows: 2 },
      ]}
    />
  );
}
