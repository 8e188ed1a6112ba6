/**
 * Create or edit a draft transfer order: two different warehouses, freight with its sharing
 * method, and products picked from the source warehouse with whole-number quantities
 * (transferOrderInput of @erp/schema; the kit's LineItemsEditor puts line errors on their cells).
 */
import { FREIGHT_SHARING, transferOrderInput } from '@erp/schema';
import { z } from 'zod';
import { useZodForm } from '../../../ui';
import { RecordFormDialog, saveRecord, stockLinesField, selectField } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { stockLinesInput, stockLinesOf, type StockLine } from '../../../ui/resource/StockLinesEditor';
import { WarehouseSelect } from '../../warehouses/WarehouseSelect';
import { numberOrUndefined } from '../../inventory/components/ProductCell';
import { useTransferCommands, type TransferRow } from '../hooks';
import { transfersMessages, type TransfersMessageId } from '../messages';
import { blankAsUndefined, useLinesSchema } from '../../../ui/resource/useLinesSchema';
import { pickerField } from '../../inventory/components/pickerField';

type Values = { fromWarehouseId: string; toWarehouseId: string; freight: string; costSharing: string; remark: string; lines: string };

export function TransferFormDialog({ order, onClose, onSaved }: { order?: TransferRow; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(transfersMessages);
  const commands = useTransferCommands();
  const { lines, setLines, schema } = useLinesSchema<StockLine, Values, typeof transferOrderInput>(
    () => stockLinesOf(order?.lines),
    transferOrderInput,
    (values, lines) => {
      return {
        fromWarehouseId: numberOrUndefined(values.fromWarehouseId),
        toWarehouseId: numberOrUndefined(values.toWarehouseId),
        freight: blankAsUndefined(values.freight),
        costSharing: values.costSharing || undefined,
        remark: values.remark,
        lines: stockLinesInput(lines),
      };
    },
  );
  const form = useZodForm(schema, {
    fromWarehouseId: order ? String(order.fromWarehouseId) : '',
    toWarehouseId: order ? String(order.toWarehouseId) : '',
    freight: order ? String(Number(order.freight)) : '',
    costSharing: order?.costSharing ?? 'quantity',
    remark: order?.remark ?? '',
    lines: '',
  });
  const fromId = numberOrUndefined(form.values.fromWarehouseId) ?? null;

  const payloadOf = (input: z.output<typeof schema>) => ({ ...input, freight: String(input.freight) });

  const save = saveRecord(order, commands, payloadOf);
  return (
    <RecordFormDialog
      title={order ? t('transferPage.editTitle', { billNo: order.billNo }) : t('transferPage.create')}
      form={form}
      save={save}
      success={(_, saved) => t(order ? 'transferPage.saved' : 'transferPage.created', { billNo: saved.billNo })}
      failure={t('transferPage.failed')}
      onSaved={onSaved}
      onClose={onClose}
      submitText={t('transferPage.save')}
      cancelText={t('transferPage.cancel')}
      size="lg"
      fields={[
        {
          columns: 2,
          fields: [
            pickerField(form, 'fromWarehouseId', t('transferPage.field.from'), WarehouseSelect, { required: true }),
            pickerField(form, 'toWarehouseId', t('transferPage.field.to'), WarehouseSelect, { required: true }),
          ],
        },
        {
          columns: 2,
          fields: [
            { name: 'freight', label: t('transferPage.field.freight'), kind: 'decimal', placeholder: '0.00' },
            selectField('costSharing', t('transferPage.field.costSharing'), FREIGHT_SHARING, (m) => t(`transferPage.sharing.${m}` as TransfersMessageId)),
          ],
        },
        stockLinesField({
          lines,
          onChange: setLines,
          errors: form,
          warehouseId: fromId,
          label: t('transferPage.field.products'),
          skuHeader: t('transferPage.line.sku'),
          quantityHeader: t('transferPage.line.quantity'),
          pickSourceFirst: t('transferPage.pickFromFirst'),
        }),
        { name: 'remark', label: t('transferPage.field.remark'), kind: 'textarea', rows: 2 },
      ]}
    />
  );
}
