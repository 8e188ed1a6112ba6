/**
 * Create or edit a supplier with every field of spec 02 §3 'Supplier' (supplierInput of
 * @erp/schema: name required, website format, phone and account number characters, delivery
 * period numeric). A duplicate name comes back from the server under the name field.
 */
import { Checkbox, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { SUPPLIER_TYPES, supplierInput } from '@erp/schema';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormKit, toastSuccess, useZodForm } from '../../../ui';
import { numberOrUndefined } from '../../inventory/components/ProductCell';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useSupplierCommands, type SupplierRow } from '../hooks';
import { suppliersMessages, type SuppliersMessageId } from '../messages';

type Values = {
  name: string;
  type: string;
  preferred: boolean;
  website: string;
  contact: string;
  phone: string;
  address: string;
  bankName: string;
  accountNumber: string;
  payee: string;
  deliveryDays: string;
  taxRate: string;
  wholesaleMemberId: string;
  wholesaleShopName: string;
  remark: string;
};

export function SupplierFormDialog({ supplier, onClose, onSaved }: { supplier?: SupplierRow; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(suppliersMessages);
  const { create, update } = useSupplierCommands();
  const schema = useMemo(
    () =>
      z.preprocess((v) => {
        const values = v as Values;
        return { ...values, deliveryDays: numberOrUndefined(values.deliveryDays), taxRate: values.taxRate.trim() === '' ? undefined : values.taxRate };
      }, supplierInput),
    [],
  );
  const form = useZodForm(schema, {
    name: supplier?.name ?? '',
    type: supplier?.type ?? 'formal',
    preferred: supplier?.preferred ?? false,
    website: supplier?.website ?? '',
    contact: supplier?.contact ?? '',
    phone: supplier?.phone ?? '',
    address: supplier?.address ?? '',
    bankName: supplier?.bankName ?? '',
    accountNumber: supplier?.accountNumber ?? '',
    payee: supplier?.payee ?? '',
    deliveryDays: String(supplier?.deliveryDays ?? 3),
    taxRate: supplier ? String(Number(supplier.taxRate)) : '0',
    wholesaleMemberId: supplier?.wholesaleMemberId ?? '',
    wholesaleShopName: supplier?.wholesaleShopName ?? '',
    remark: supplier?.remark ?? '',
  });

  const submit = async (input: z.output<typeof schema>) => {
    const feedback = { failure: t('suppliers.failed'), form };
    const outcome = supplier ? await update({ id: supplier.id, input }, feedback) : await create({ input }, feedback);
    if (!outcome.ok) return;
    toastSuccess(t(supplier ? 'suppliers.saved' : 'suppliers.created', { name: outcome.data.name }));
    onSaved();
  };

  const field = (name: keyof Values, label: SuppliersMessageId, extra: Record<string, unknown> = {}) => (
    <FormKit.Field name={name} label={t(label)} {...extra} />
  );

  return (
    <FormDialog
      title={supplier ? t('suppliers.editTitle', { name: supplier.name }) : t('suppliers.create')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('suppliers.save')}
      cancelText={t('suppliers.cancel')}
      size="lg"
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {field('name', 'suppliers.field.name', { required: true })}
        <FormKit.Select name="type" label={t('suppliers.field.type')} options={SUPPLIER_TYPES.map((v) => ({ value: v, label: t(`suppliers.type.${v}`) }))} />
        {field('contact', 'suppliers.field.contact')}
        {field('phone', 'suppliers.field.phone', { inputMode: 'tel' })}
        {field('website', 'suppliers.field.website', { placeholder: 'https://' })}
        {field('deliveryDays', 'suppliers.field.deliveryDays', { inputMode: 'numeric', required: true })}
      </SimpleGrid>
      {field('address', 'suppliers.field.address')}
      <Checkbox.Root checked={form.values.preferred} onCheckedChange={(e) => form.setValue('preferred', e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('suppliers.field.preferred')}</Checkbox.Label>
      </Checkbox.Root>
      <Text fontWeight="medium" textStyle="sm">
        {t('suppliers.section.payment')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {field('taxRate', 'suppliers.field.taxRate', { inputMode: 'decimal' })}
        {field('bankName', 'suppliers.field.bankName')}
        {field('accountNumber', 'suppliers.field.accountNumber', { inputMode: 'numeric' })}
        {field('payee', 'suppliers.field.payee')}
      </SimpleGrid>
      <Text fontWeight="medium" textStyle="sm">
        {t('suppliers.section.wholesale')}
      </Text>
      <HStack align="start" gap="3">
        {field('wholesaleMemberId', 'suppliers.field.wholesaleMemberId')}
        {field('wholesaleShopName', 'suppliers.field.wholesaleShopName')}
      </HStack>
      <FormKit.Textarea name="remark" label={t('suppliers.field.remark')} rows={2} />
    </FormDialog>
  );
}
