/**
 * A `RecordFormDialog` field of the dialog's own making (a SKU picker, a row of checkboxes) under a
 * plain label: not inside a `Field`, which would give its one id and label to every control in it.
 *
 *   customField('skuId', t('form.sku'), () => <SkuPicker aria-label={t('form.sku')} onPick={…} />)
 */
import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { RecordField } from './RecordForm';

export function customField(name: string, label: string, render: () => ReactNode): RecordField {
  return {
    kind: 'custom',
    name,
    render: () => (
      <Stack gap="1.5">
        <Text textStyle="sm" fontWeight="medium">
          {label}
        </Text>
        {render()}
      </Stack>
    ),
  };
}
