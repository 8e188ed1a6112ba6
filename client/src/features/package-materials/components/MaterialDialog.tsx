/** Add or edit a packaging material (packageMaterial.update); the rules are @erp/schema's packagingMaterialInput. */
import { packagingMaterialInput } from '@erp/schema';
import { z } from 'zod';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { namedRecordDialog, RecordFormDialog, recordValues, saveRecord } from '../../../ui/resource';
import { useMaterialCommands, type MaterialRow } from '../hooks';
import { packageMaterialsMessages } from '../messages';

const BLANK = { name: '', quantity: '', unitPrice: '', weight: '', length: '', width: '', height: '' };
type Values = typeof BLANK;

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
  const form = useZodForm(schema, recordValues(material, BLANK));
  const field = (name: keyof Values, hint?: string) => ({ name, label: t(`packageMaterials.field.${name}`), kind: 'decimal' as const, hint });
  return (
    <RecordFormDialog
      {...namedRecordDialog(t, 'packageMaterials', 'packageMaterials', material)}
      form={form}
      save={saveRecord(material, commands, (input) => input)}
      onSaved={onSaved}
      onClose={onClose}
      fields={[
        { name: 'name', label: t('packageMaterials.field.name'), required: true },
        {
          columns: 3,
          fields: [
            { name: 'quantity', label: t('packageMaterials.field.quantity'), kind: 'number' },
            field('unitPrice', t('packageMaterials.field.unitPriceHint')),
            field('weight', t('packageMaterials.field.weightHint')),
          ],
        },
        { columns: 3, fields: [field('length'), field('width'), field('height')] },
      ]}
    />
  );
}
