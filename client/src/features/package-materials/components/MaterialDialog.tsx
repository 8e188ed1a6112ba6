/** Add or edit a packaging material (packageMaterial.update); the rules are @erp/schema's packagingMaterialInput. */
import { SimpleGrid } from '@chakra-ui/react';
import { packagingMaterialInput } from '@erp/schema';
import { z } from 'zod';
import { FormKit, toastSuccess, useZodForm } from '../../../ui';
import { useFeatureText } from '../../public/featureIntl';
import { FormDialog } from '../../shared/FormDialog';
import { showFailure } from '../../shared/outcome';
import { useSaveMaterial, type MaterialRow } from '../hooks';
import { packageMaterialsMessages } from '../messages';

interface Values extends Record<string, unknown> {
  name: string;
  quantity: string;
  unitPrice: string;
  weight: string;
  length: string;
  width: string;
  height: string;
}

const DECIMALS = ['unitPrice', 'weight', 'length', 'width', 'height'] as const;

/** Inputs hold text: the quantity becomes a number and empty fields take the rule's default (0). */
const schema = z.preprocess((v) => {
  const values = v as Values;
  const q = values.quantity.trim();
  const out: Record<string, unknown> = { ...values, quantity: q === '' ? undefined : Number(q) };
  for (const key of DECIMALS) if (values[key].trim() === '') out[key] = undefined;
  return out;
}, packagingMaterialInput);

export function MaterialDialog({ material, onClose, onSaved }: { material: MaterialRow | null; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(packageMaterialsMessages);
  const { save } = useSaveMaterial();
  const form = useZodForm(schema, {
    name: material?.name ?? '',
    quantity: material ? String(material.quantity) : '',
    unitPrice: material?.unitPrice ?? '',
    weight: material?.weight ?? '',
    length: material?.length ?? '',
    width: material?.width ?? '',
    height: material?.height ?? '',
  } satisfies Values);

  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await save(material?.id ?? null, input);
    if (outcome.ok) {
      toastSuccess(t('packageMaterials.saved', { name: input.name }));
      onSaved();
    } else {
      showFailure(outcome, t('packageMaterials.saveFailed'), form);
    }
  };

  return (
    <FormDialog
      title={material ? t('packageMaterials.editTitle', { name: material.name }) : t('packageMaterials.add')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('packageMaterials.save')}
      cancelText={t('packageMaterials.cancel')}
    >
      <FormKit.Field name="name" label={t('packageMaterials.field.name')} required />
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <FormKit.Field name="quantity" label={t('packageMaterials.field.quantity')} inputMode="numeric" />
        <FormKit.Field name="unitPrice" label={t('packageMaterials.field.unitPrice')} inputMode="decimal" helperText={t('packageMaterials.field.unitPriceHint')} />
        <FormKit.Field name="weight" label={t('packageMaterials.field.weight')} inputMode="decimal" helperText={t('packageMaterials.field.weightHint')} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <FormKit.Field name="length" label={t('packageMaterials.field.length')} inputMode="decimal" />
        <FormKit.Field name="width" label={t('packageMaterials.field.width')} inputMode="decimal" />
        <FormKit.Field name="height" label={t('packageMaterials.field.height')} inputMode="decimal" />
      </SimpleGrid>
    </FormDialog>
  );
}
