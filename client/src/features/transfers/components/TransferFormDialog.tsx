/**
 * Create or edit a draft transfer order: two different warehouses, freight with its sharing
 * method, and products picked from the source warehouse with whole-number quantities
 * (transferOrderInput of @erp/schema; the kit's LineItemsEditor puts line errors on their cells).
 */
import { Text } from '@chakra-ui/react';
import { FREIGHT_SHARING, transferOrderInput } from '@erp/schema';
import { z } from 'zod';
import { useZodForm } from '../../../ui';
import { RecordFormDialog } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { LineItemsEditor } from '../../../ui/resource/LineItemsEditor';
import { WarehouseSelect } from '../../warehouses/WarehouseSelect';
import { numberOrUndefined } from '../../inventory/components/ProductCell';
import { useTransferCommands, type TransferRow } from '../hooks';
import { transfersMessages, type TransfersMessageId } from '../messages';
import { blankAsUndefined, useLinesSchema } from '../../../ui/resource/useLinesSchema';
import { pickerField } from '../../inventory/components/pickerField';

interface Line {
  skuId: number;
  sku: string;
  productName: string;
  available: number | null;
  quantity: string;
}

type Values = { fromWarehouseId: string; toWarehouseId: string; freight: string; costSharing: string; remark: string; lines: string };

export function TransferFormDialog({ order, onClose, onSaved }: { order?: TransferRow; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(transfersMessages);
  const { create, update } = useTransferCommands();
  const { lines, setLines, schema } = useLinesSchema<Line, Values, typeof transferOrderInput>(
    () => order?.lines.map((l) => ({ skuId: l.skuId, sku: l.sku, productName: l.productName, available: null, quantity: String(l.quantity) })) ?? [],
    transferOrderInput,
    (values, lines) => {
      return {
        fromWarehouseId: numberOrUndefined(values.fromWarehouseId),
        toWarehouseId: numberOrUndefined(values.toWarehouseId),
        freight: blankAsUndefined(values.freight),
        costSharing: values.costSharing || undefined,
        remark: values.remark,
        lines: lines.map((l) => ({ skuId: l.skuId, quantity: numberOrUndefined(l.quantity) })),
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

  return (
    <RecordFormDialog
      title={order ? t('transferPage.editTitle', { billNo: order.billNo }) : t('transferPage.create')}
      form={form}
      save={(input, feedback) => (order ? update({ id: order.id, input: payloadOf(input) }, feedback) : create({ input: payloadOf(input) }, feedback))}
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
            {
              name: 'costSharing',
              label: t('transferPage.field.costSharing'),
              kind: 'select',
              options: FREIGHT_SHARING.map((m) => ({ value: m, label: t(`transferPage.sharing.${m}` as TransfersMessageId) })),
            },
          ],
        },
        {
          kind: 'custom',
          name: 'lines',
          render: () => (
            <LineItemsEditor
              lines={lines}
              onChange={setLines}
              newLine={(sku) => ({ skuId: sku.id, sku: sku.sku, productName: sku.productName, available: sku.available, quantity: '1' })}
              columns={['available', 'quantity']}
              headers={{ sku: t('transferPage.line.sku'), quantity: t('transferPage.line.quantity') }}
              errors={form}
              label={t('transferPage.field.products')}
              required
              picker={{ warehouseId: fromId }}
              pickerBlocked={
                fromId ? undefined : (
                  <Text textStyle="sm" color="fg.muted">
                    {t('transferPage.pickFromFirst')}
                  </Text>
                )
              }
            />
          ),
        },
        { name: 'remark', label: t('transferPage.field.remark'), kind: 'textarea', rows: 2 },
      ]}
    />
  );
}
