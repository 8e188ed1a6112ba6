/** Move stock between two locations of the row's warehouse (stock.move); the total stays the same. */
import { moveLocationInput } from '@erp/schema';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormKit, useZodForm } from '../../../ui';
import { RecordFormDialog, type RecordField } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { LocationSelect } from '../../warehouses/LocationSelect';
import { useLocationOptions } from '../../warehouses/pickers';
import { useInventoryCommands } from '../hooks';
import { inventoryMessages } from '../messages';
import { numberOrUndefined } from './ProductCell';
import { idBinding } from '../../../ui/IdSelect';

export interface MoveTarget {
  skuId: number;
  sku: string;
  warehouseId: number;
  warehouseName: string;
}

type Values = { fromLocationId: string; toLocationId: string; quantity: string };

export function MoveLocationDialog({ row, onClose, onMoved }: { row: MoveTarget; onClose: () => void; onMoved: () => void }) {
  const t = useFeatureText(inventoryMessages);
  const { move } = useInventoryCommands();
  const { options } = useLocationOptions(row.warehouseId);
  const schema = useMemo(
    () =>
      z.preprocess((v) => {
        const values = v as Values;
        return {
          skuId: row.skuId,
          warehouseId: row.warehouseId,
          fromLocationId: numberOrUndefined(values.fromLocationId),
          toLocationId: numberOrUndefined(values.toLocationId),
          quantity: numberOrUndefined(values.quantity),
        };
      }, moveLocationInput),
    [row.skuId, row.warehouseId],
  );
  const form = useZodForm(schema, { fromLocationId: '', toLocationId: '', quantity: '' });

  const locationField = (name: 'fromLocationId' | 'toLocationId', label: string): RecordField => ({
    kind: 'custom',
    name,
    render: () => (
      <FormKit.Field name={name} label={label} required>
        {() => <LocationSelect warehouseId={row.warehouseId} {...idBinding(form, name)} aria-label={label} />}
      </FormKit.Field>
    ),
  });

  return (
    <RecordFormDialog
      title={t('stockView.moveTitle', { sku: row.sku, warehouse: row.warehouseName })}
      form={form}
      save={(input, feedback) => move({ input }, feedback)}
      success={(input) =>
        t('stockView.moved', { quantity: input.quantity, sku: row.sku, location: options.find((o) => o.id === input.toLocationId)?.code ?? '' })
      }
      failure={t('stockView.moveFailed')}
      onSaved={onMoved}
      onClose={onClose}
      submitText={t('stockView.move')}
      cancelText={t('stockView.cancel')}
      size="sm"
      hint={t('stockView.moveHint')}
      fields={[
        locationField('fromLocationId', t('stockView.field.fromLocation')),
        locationField('toLocationId', t('stockView.field.toLocation')),
        { name: 'quantity', label: t('stockView.field.quantity'), required: true, kind: 'number' },
      ]}
    />
  );
}
