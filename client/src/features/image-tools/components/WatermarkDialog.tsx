/** Add or edit a watermark template (watermark.update); the rules are @erp/schema's watermarkTemplateInput. */
import { WATERMARK_KINDS, WATERMARK_POSITIONS, watermarkTemplateInput } from '@erp/schema';
import { z } from 'zod';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { namedRecordDialog, RecordFormDialog, saveRecord } from '../../../ui/resource';
import { useWatermarkCommands, type WatermarkRow } from '../hooks';
import { imageToolsMessages } from '../messages';

const BLANK = { name: '', kind: 'text', text: '', color: '#ffffff', imageFileId: '', position: 'bottomRight', opacity: '60', size: '20', margin: '2' };
type Values = typeof BLANK;
const NUMBERS = ['opacity', 'size', 'margin'] as const;

/** Inputs hold text: numbers become numbers, an empty picture id none, empty numbers the rule's default. */
const schema = z.preprocess((v) => {
  const values = v as Values;
  const out: Record<string, unknown> = { ...values, imageFileId: values.imageFileId.trim() === '' ? null : Number(values.imageFileId) };
  for (const key of NUMBERS) out[key] = values[key].trim() === '' ? undefined : Number(values[key]);
  return out;
}, watermarkTemplateInput);

const valuesOf = (t: WatermarkRow | null): Values =>
  t
    ? {
        name: t.name,
        kind: t.kind,
        text: t.text,
        color: t.color,
        imageFileId: t.imageFileId == null ? '' : String(t.imageFileId),
        position: t.position,
        opacity: String(t.opacity),
        size: String(t.size),
        margin: String(t.margin),
      }
    : BLANK;

export function WatermarkDialog({ template, onClose, onSaved }: { template: WatermarkRow | null; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(imageToolsMessages);
  const commands = useWatermarkCommands();
  const form = useZodForm(schema, valuesOf(template));
  const image = form.values.kind === 'image';
  return (
    <RecordFormDialog
      {...namedRecordDialog(t, 'imageTools', 'imageTools', template)}
      form={form}
      save={saveRecord(template, commands, (input) => input)}
      onSaved={onSaved}
      onClose={onClose}
      fields={[
        { name: 'name', label: t('imageTools.field.name'), required: true },
        {
          columns: 2,
          fields: [
            {
              name: 'kind',
              label: t('imageTools.field.kind'),
              kind: 'select',
              options: WATERMARK_KINDS.map((k) => ({ value: k, label: t(`imageTools.kind.${k}`) })),
            },
            {
              name: 'position',
              label: t('imageTools.field.position'),
              kind: 'select',
              options: WATERMARK_POSITIONS.map((p) => ({ value: p, label: t(`imageTools.position.${p}`) })),
            },
          ],
        },
        image
          ? { name: 'imageFileId', label: t('imageTools.field.imageFileId'), kind: 'number', hint: t('imageTools.field.imageFileIdHint'), required: true }
          : {
              columns: 2,
              fields: [
                { name: 'text', label: t('imageTools.field.text'), required: true },
                { name: 'color', label: t('imageTools.field.color'), hint: t('imageTools.field.colorHint') },
              ],
            },
        {
          columns: 3,
          fields: [
            { name: 'opacity', label: t('imageTools.field.opacity'), kind: 'number' },
            { name: 'size', label: t('imageTools.field.size'), kind: 'number' },
            { name: 'margin', label: t('imageTools.field.margin'), kind: 'number' },
          ],
        },
      ]}
    />
  );
}
