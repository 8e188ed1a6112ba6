/**
 * Create or edit a supplier with every field of spec 02 §3 'Supplier' (supplierInput of
 * @erp/schema: name required, website format, phone and account number characters, delivery
 * period numeric). A duplicate name comes back from the server under the name field.
 */
import { Text } from '@chakra-ui/react';
import { SUPPLIER_TYPES, supplierInput } from '@erp/schema';
import { z } from 'zod';
import { useZodForm } from '../../../ui';
import { blankAsUndefined, RecordFormDialog, recordValues, type RecordField, labelledField, selectField } from '../../../ui/resource';
import { numberOrUndefined } from '../../inventory/components/ProductCell';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useSupplierCommands, type SupplierRow } from '../hooks';
import { suppliersMessages } from '../messages';

const BLANK = {
  name: '',
  type: 'formal',
  preferred: false,
  website: '',
  contact: '',
  phone: '',
  address: '',
  bankName: '',
  accountNumber: '',
  payee: '',
  deliveryDays: '3',
  taxRate: '0',
  wholesaleMemberId: '',
  wholesaleShopName: '',
  remark: '',
};
type Values = typeof BLANK;

const schema = z.preprocess((v) => {
  const values = v as Values;
  return { ...values, deliveryDays: numberOrUndefined(values.deliveryDays), taxRate: blankAsUndefined(values.taxRate.trim()) };
}, supplierInput);

export function SupplierFormDialog({ supplier, onClose, onSaved }: { supplier?: SupplierRow; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(suppliersMessages);
  const { create, update } = useSupplierCommands();
  // the rate shows as a plain number ("13", not "13.00")
  const form = useZodForm(schema, { ...recordValues(supplier, BLANK), ...(supplier ? { taxRate: String(Number(supplier.taxRate)) } : {}) });
  const field = labelledField(t, 'suppliers.field');
  const section = (name: 'payment' | 'wholesale'): RecordField => ({
    kind: 'custom',
    name,
    render: () => (
      <Text fontWeight="medium" textStyle="sm">
        {t(`suppliers.section.${name}`)}
      </Text>
    ),
  });

  return (
    <RecordFormDialog
      title={supplier ? t('suppliers.editTitle', { name: supplier.name }) : t('suppliers.create')}
      form={form}
      save={(input, feedback) => (supplier ? update({ id: supplier.id, input }, feedback) : create({ input }, feedback))}
      success={(_, saved) => t(supplier ? 'suppliers.saved' : 'suppliers.created', { name: saved.name })}
      failure={t('suppliers.failed')}
      onSaved={onSaved}
      onClose={onClose}
      submitText={t('suppliers.save')}
      cancelText={t('suppliers.cancel')}
      size="lg"
      fields={[
        {
          columns: 2,
          fields: [
            field('name', { required: true }),
            selectField('type', t('suppliers.field.type'), SUPPLIER_TYPES, (v) => t(`suppliers.type.${v}`)),
            field('contact'),
            field('phone', { inputMode: 'tel' }),
            field('website', { placeholder: 'https://' }),
            field('deliveryDays', { kind: 'number', required: true }),
          ],
        },
        field('address'),
        { name: 'preferred', label: t('suppliers.field.preferred'), kind: 'switch' },
        section('payment'),
        { columns: 2, fields: [field('taxRate', { kind: 'decimal' }), field('bankName'), field('accountNumber', { kind: 'number' }), field('payee')] },
        section('wholesale'),
        { columns: 2, fields: [field('wholesaleMemberId'), field('wholesaleShopName')] },
        { name: 'remark', label: t('suppliers.field.remark'), kind: 'textarea', rows: 2 },
      ]}
    />
  );
}
