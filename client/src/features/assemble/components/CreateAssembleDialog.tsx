/** New processing sheet (assemble.create): warehouse, combination SKU, quantity (≥ 1) and remark (required). */
import { Field, Text } from '@chakra-ui/react';
import { assembleSheetInput } from '@erp/schema';
import { useState } from 'react';
import { z } from 'zod';
import { FormKit, useZodForm } from '../../../ui';
import { RecordFormDialog } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { SkuPicker, type PickedSku } from '../../../ui/resource/SkuPicker';
import { WarehouseSelect } from '../../warehouses/WarehouseSelect';
import { numberOrUndefined } from '../../inventory/components/ProductCell';
import { useAssembleCommands } from '../hooks';
import { assembleMessages } from '../messages';
import { assembleTexts } from './CompleteDialog';
import { pickerField } from '../../inventory/components/pickerField';

type Values = { warehouseId: string; comboSkuId: string; quantity: string; remark: string };

const schema = z.preprocess((v) => {
  const { warehouseId, comboSkuId, quantity, remark } = v as Values;
  return { warehouseId: numberOrUndefined(warehouseId), comboSkuId: numberOrUndefined(comboSkuId), quantity: numberOrUndefined(quantity), remark };
}, assembleSheetInput);

export function CreateAssembleDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(assembleMessages);
  const { create } = useAssembleCommands();
  const [combo, setCombo] = useState<PickedSku | null>(null);
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

  return (
    <RecordFormDialog
      title={t('assemblePage.create')}
      form={form}
      save={(input, feedback) => create({ input }, feedback)}
      success={(_, sheet) => t(sheet.fullyOccupied ? 'assemblePage.created' : 'assemblePage.createdShort', { billNo: sheet.billNo })}
      onSaved={onSaved}
      onClose={onClose}
      {...assembleTexts(t)}
      submitText={t('assemblePage.save')}
      fields={[
        pickerField(form, 'warehouseId', t('assemblePage.field.warehouse'), WarehouseSelect, { required: true }),
        {
          kind: 'custom',
          name: 'comboSkuId',
          render: () => (
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
          ),
        },
        { name: 'quantity', label: t('assemblePage.field.quantity'), required: true, kind: 'number' },
        { name: 'remark', label: t('assemblePage.field.remark'), required: true, kind: 'textarea', rows: 2 },
      ]}
    />
  );
}
