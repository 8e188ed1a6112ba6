/** Add or edit a packaging material (packageMaterial.update); the rules are @erp/schema's packagingMaterialInput. */
import { SimpleGrid } from '@chakra-ui/react';
import { packagingMaterialInput } from '@erp/schema';
import { z } from 'zod';
import { FormKit, useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useMaterialCommands, type MaterialRow } from '../hooks';
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
  const commands = useMaterialCommands();
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
    const feedback = { success: t('packageMaterials.saved', { name: input.name }), failure: t('packageMaterials.saveFailed'), form };
    const outcome = material ? await commands.update({ id: material.id, input }, feedback) : await commands.create({ input }, feedback);
    if (outcome.ok) onSaved();
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
        <FormKit.Field
          name="unitPrice"
          label={t('packageMaterials.field.unitPrice')}
          inputMode="decimal"
          helperText={t('packageMaterials.field.unitPriceHint')}
        />
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
