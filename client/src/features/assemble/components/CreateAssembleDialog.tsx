/** New processing sheet (assemble.create): warehouse, combination SKU, quantity (≥ 1) and remark (required). */
import { Field, Text } from '@chakra-ui/react';
import { assembleSheetInput } from '@erp/schema';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { FormKit, toastSuccess, useZodForm } from '../../../ui';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { SkuPicker, type PickedSku } from '../../../ui/resource/SkuPicker';
import { WarehouseSelect } from '../../warehouses/WarehouseSelect';
import { numberOrUndefined } from '../../inventory/components/ProductCell';
import { useAssembleCommands } from '../hooks';
import { assembleMessages } from '../messages';
import { idBinding } from '../../../ui/IdSelect';

type Values = { warehouseId: string; comboSkuId: string; quantity: string; remark: string };

export function CreateAssembleDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(assembleMessages);
  const { create } = useAssembleCommands();
  const [combo, setCombo] = useState<PickedSku | null>(null);
  const schema = useMemo(
    () =>
      z.preprocess((v) => {
        const values = v as Values;
        return {
          warehouseId: numberOrUndefined(values.warehouseId),
          comboSkuId: numberOrUndefined(values.comboSkuId),
          quantity: numberOrUndefined(values.quantity),
          remark: values.remark,
        };
      }, assembleSheetInput),
    [],
  );
  const form = useZodForm(schema, { warehouseId: '', comboSkuId: '', quantity: '1', remark: '' });
  const warehouseId = numberOrUndefined(form.values.warehouseId) ?? null;

  const pick = (sku: PickedSku) => {
    if (!sku.isCombo) {
      form.setErrors({ comboSkuId: { id: 'inventory.notCombo', params: { sku: sku.sku } } });
      return;
    }
    setCombo(sku);
    form.setValue('comboSkuId', String(sku.id));
  };

  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await create({ input }, { failure: t('assemblePage.failed'), form });
    if (outcome.ok) {
      toastSuccess(t(outcome.data.fullyOccupied ? 'assemblePage.created' : 'assemblePage.createdShort', { billNo: outcome.data.billNo }));
      onSaved();
    }
  };

  return (
    <FormDialog
      title={t('assemblePage.create')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('assemblePage.save')}
      cancelText={t('assemblePage.cancel')}
    >
      <FormKit.Field name="warehouseId" label={t('assemblePage.field.warehouse')} required>
        {() => <WarehouseSelect {...idBinding(form, 'warehouseId')} aria-label={t('assemblePage.field.warehouse')} />}
      </FormKit.Field>
      <FormKit.Field name="comboSkuId" label={t('assemblePage.field.combo')} required>
        {() => (
          <>
            {warehouseId ? (
              <SkuPicker onPick={pick} aria-label={t('assemblePage.field.combo')} />
            ) : (
              <Text textStyle="sm" color="fg.muted">
                {t('assemblePage.pickWarehouseFirst')}
              </Text>
            )}
            {combo ? <Field.HelperText>{t('assemblePage.chosenCombo', { sku: combo.sku, name: combo.productName })}</Field.HelperText> : null}
          </>
        )}
      </FormKit.Field>
      <FormKit.Field name="quantity" label={t('assemblePage.field.quantity')} required inputMode="numeric" />
      <FormKit.Textarea name="remark" label={t('assemblePage.field.remark')} required rows={2} />
    </FormDialog>
  );
}
