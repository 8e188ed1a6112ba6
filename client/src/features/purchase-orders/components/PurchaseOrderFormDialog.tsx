/**
 * Create or edit a purchase order (pending audit or failed; saving a failed one resubmits it):
 * supplier, receiving warehouse, order way and type, dates, lines (SKU, quantity, unit price
 * defaulting to the supplier's price from the supply relationship) and freight / other fees /
 * discount with the computed purchase amount (purchaseOrderInput of @erp/schema).
 */
import { Text } from '@chakra-ui/react';
import { fromCents, ORDER_WAYS, PROCUREMENT_TYPES, purchaseOrderInput, purchaseTotalCents, toCentsAmount } from '@erp/schema';
import { useEffect } from 'react';
import { z } from 'zod';
import { useZodForm } from '../../../ui';
import { RecordFormDialog, saveRecord, type RecordField, selectField } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { LineItemsEditor } from '../../../ui/resource/LineItemsEditor';
import { WarehouseSelect } from '../../warehouses/WarehouseSelect';
import { SupplierSelect } from '../../suppliers/SupplierSelect';
import { numberOrUndefined } from '../../inventory/components/ProductCell';
import { usePurchaseOrderCommands, useSupplierPrices, type PurchaseOrderRow } from '../hooks';
import { purchaseOrdersMessages, type PurchaseOrdersMessageId } from '../messages';
import { blankAsUndefined, useLinesSchema } from '../../../ui/resource/useLinesSchema';
import { pickerField } from '../../inventory/components/pickerField';

interface Line {
  skuId: number;
  sku: string;
  productName: string;
  quantity: string;
  unitPrice: string;
}

type Values = {
  supplierId: string;
  warehouseId: string;
  orderWay: string;
  procurementType: string;
  orderDate: string;
  eta: string;
  freight: string;
  otherFee: string;
  discount: string;
  remark: string;
  lines: string;
};

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');
const safeCents = (v: string) => (/^\d+(\.\d{0,2})?$/.test(v.trim()) ? toCentsAmount(v) : 0);

export function PurchaseOrderFormDialog({ order, onClose, onSaved }: { order?: PurchaseOrderRow; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(purchaseOrdersMessages);
  const commands = usePurchaseOrderCommands();
  const { lines, setLines, schema } = useLinesSchema<Line, Values, typeof purchaseOrderInput>(
    () =>
      order?.lines.map((l) => ({ skuId: l.skuId, sku: l.sku, productName: l.productName, quantity: String(l.quantity), unitPrice: String(l.unitPrice) })) ?? [],
    purchaseOrderInput,
    (values, lines) => {
      return {
        supplierId: numberOrUndefined(values.supplierId),
        warehouseId: numberOrUndefined(values.warehouseId),
        orderWay: values.orderWay || undefined,
        procurementType: values.procurementType || undefined,
        orderDate: values.orderDate || undefined,
        eta: values.eta || null,
        freight: blankAsUndefined(values.freight),
        otherFee: blankAsUndefined(values.otherFee),
        discount: blankAsUndefined(values.discount),
        remark: values.remark,
        lines: lines.map((l) => ({
          skuId: l.skuId,
          quantity: numberOrUndefined(l.quantity),
          unitPrice: blankAsUndefined(l.unitPrice),
        })),
      };
    },
  );
  const form = useZodForm(schema, {
    supplierId: order ? String(order.supplierId) : '',
    warehouseId: order ? String(order.warehouseId) : '',
    orderWay: order?.orderWay ?? 'offline',
    procurementType: order?.procurementType ?? 'normal',
    orderDate: day(order?.orderDate) || new Date().toISOString().slice(0, 10),
    eta: day(order?.eta),
    freight: order ? String(order.freight) : '',
    otherFee: order ? String(order.otherFee) : '',
    discount: order ? String(order.discount) : '',
    remark: order?.remark ?? '',
    lines: '',
  });
  const supplierId = numberOrUndefined(form.values.supplierId) ?? null;
  const prices = useSupplierPrices(
    supplierId,
    lines.map((l) => l.skuId),
  );

  // Unit prices left empty take the supplier's price once it is known.
  useEffect(() => {
    if (!prices.size) return;
    setLines((prev) =>
      prev.some((l) => l.unitPrice === '' && prices.has(l.skuId))
        ? prev.map((l) => (l.unitPrice === '' && prices.has(l.skuId) ? { ...l, unitPrice: prices.get(l.skuId)! } : l))
        : prev,
    );
  }, [prices, setLines]);

  const v = form.values;
  const costCents = lines.reduce((s, l) => s + (Number.isInteger(Number(l.quantity)) ? Number(l.quantity) : 0) * safeCents(l.unitPrice), 0);
  const totalCents = purchaseTotalCents({
    lines: [{ quantity: 1, unitPrice: fromCents(costCents) }],
    freight: fromCents(safeCents(v.freight)),
    otherFee: fromCents(safeCents(v.otherFee)),
    discount: fromCents(safeCents(v.discount)),
  });

  const payloadOf = (input: z.output<typeof schema>) => ({
    ...input,
    orderDate: input.orderDate ? input.orderDate.toISOString().slice(0, 10) : undefined,
    eta: input.eta ? input.eta.toISOString().slice(0, 10) : undefined,
    lines: input.lines.map((l) => ({
      skuId: l.skuId,
      quantity: l.quantity,
      unitPrice: String(l.unitPrice),
      wholesaleSpecId: l.wholesaleSpecId,
      remark: l.remark,
    })),
  });
  const fee = (name: 'freight' | 'otherFee' | 'discount'): RecordField => ({ name, label: t(`po.field.${name}`), kind: 'decimal', placeholder: '0.00' });

  const save = saveRecord(order, commands, payloadOf);
  return (
    <RecordFormDialog
      title={order ? t('po.editTitle', { orderNo: order.orderNo }) : t('po.create')}
      form={form}
      save={save}
      success={(_, saved) => t(order ? 'po.saved' : 'po.created', { orderNo: saved.orderNo })}
      failure={t('po.failed')}
      onSaved={onSaved}
      onClose={onClose}
      submitText={t('po.save')}
      cancelText={t('po.dismiss')}
      size="xl"
      fields={[
        {
          columns: 2,
          fields: [
            pickerField(form, 'supplierId', t('po.field.supplier'), SupplierSelect, { required: true }),
            pickerField(form, 'warehouseId', t('po.field.warehouse'), WarehouseSelect, { required: true }),
          ],
        },
        {
          columns: 4,
          fields: [
            selectField('orderWay', t('po.field.orderWay'), ORDER_WAYS, (w) => t(`po.way.${w}` as PurchaseOrdersMessageId)),
            selectField('procurementType', t('po.field.procurementType'), PROCUREMENT_TYPES, (p) => t(`po.type.${p}` as PurchaseOrdersMessageId)),
            { name: 'orderDate', label: t('po.field.orderDate'), type: 'date' },
            { name: 'eta', label: t('po.field.eta'), type: 'date' },
          ],
        },
        {
          kind: 'custom',
          name: 'lines',
          render: () => (
            <LineItemsEditor
              lines={lines}
              onChange={setLines}
              newLine={(sku) => ({ skuId: sku.id, sku: sku.sku, productName: sku.productName, quantity: '1', unitPrice: prices.get(sku.id) ?? '' })}
              columns={['quantity', 'price', 'amount']}
              headers={{ sku: t('po.line.sku'), quantity: t('po.line.quantity'), price: t('po.line.unitPrice'), amount: t('po.line.amount') }}
              errors={form}
              label={t('po.field.products')}
              required
              hint={!supplierId ? t('po.pickSupplierFirst') : undefined}
            />
          ),
        },
        { columns: 3, fields: [fee('freight'), fee('otherFee'), fee('discount')] },
        {
          kind: 'custom',
          name: 'total',
          render: () => (
            <Text fontWeight="medium" data-testid="po-total">
              {t('po.total', {
                cost: fromCents(costCents),
                freight: fromCents(safeCents(v.freight)),
                other: fromCents(safeCents(v.otherFee)),
                discount: fromCents(safeCents(v.discount)),
                total: fromCents(totalCents),
              })}
            </Text>
          ),
        },
        { name: 'remark', label: t('po.field.remark'), kind: 'textarea', rows: 2 },
      ]}
    />
  );
}
