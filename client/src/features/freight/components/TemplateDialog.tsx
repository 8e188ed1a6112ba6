/**
 * Add or edit a shipping template (shippingTemplate.update): billing method, volume coefficient,
 * pricing, currency, effective time and the weight ranges, checked by @erp/schema's
 * weightRangeProblems before sending; the server's errors land on the row and cell they name.
 */
import { SimpleGrid } from '@chakra-ui/react';
import { BILLING_METHODS, DEFAULT_VOLUME_COEFFICIENT, PRICING_MODES, weightRangeProblems, type WeightRange } from '@erp/schema';
import { z } from 'zod';
import type { ShippingTemplateInput } from '../../../api/generated/types';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { namedRecordDialog, RecordFields, RecordFormDialog, selectField } from '../../../ui/resource';
import { fromLocalInput, numText, textNum, toLocalInput, useFreightCommands, type TemplateRow } from '../hooks';
import { freightMessages, type FreightMessageId } from '../messages';
import { RowsEditor, type RowDraft } from './RowsEditor';

const RANGE_KEYS = ['startWeight', 'endWeight', 'firstWeight', 'firstPrice', 'additionalWeight', 'additionalPrice'] as const;
type RangeKey = (typeof RANGE_KEYS)[number] | 'unitPrice';

interface Values extends Record<string, unknown> {
  name: string;
  billingMethod: string;
  pricingMode: string;
  volumeCoefficient: string;
  currency: string;
  effectiveAt: string;
  ranges: RowDraft[];
}

const toRange = (r: RowDraft): WeightRange => ({
  startWeight: textNum(r.startWeight),
  endWeight: textNum(r.endWeight),
  firstWeight: textNum(r.firstWeight),
  firstPrice: textNum(r.firstPrice),
  additionalWeight: textNum(r.additionalWeight),
  additionalPrice: textNum(r.additionalPrice),
  unitPrice: textNum(r.unitPrice),
});

/** The form's values → the API input, refused by the same range rules the server applies. */
const schema = z
  .object({
    name: z.string().trim().min(1, 'freight.template.nameRequired').max(64, 'freight.template.nameRequired'),
    billingMethod: z.enum(BILLING_METHODS),
    pricingMode: z.enum(PRICING_MODES),
    volumeCoefficient: z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,6}$/, 'freight.template.coefficientInvalid'),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'validation.required'),
    effectiveAt: z.string(),
    ranges: z.array(z.record(z.string(), z.string())),
  })
  .superRefine((v, ctx) => {
    for (const p of weightRangeProblems(v.ranges.map(toRange)))
      ctx.addIssue({ code: 'custom', path: p.row < 0 ? ['ranges'] : ['ranges', p.row, p.field], message: p.messageId });
  })
  .transform((v): Omit<ShippingTemplateInput, 'id'> => ({
    name: v.name,
    billingMethod: v.billingMethod,
    pricingMode: v.pricingMode,
    volumeCoefficient: Number(v.volumeCoefficient),
    currency: v.currency.toUpperCase(),
    effectiveAt: fromLocalInput(v.effectiveAt),
    ranges: v.ranges.map(toRange),
  }));

const blankRange = (): RowDraft => ({
  startWeight: '',
  endWeight: '',
  firstWeight: '',
  firstPrice: '',
  additionalWeight: '',
  additionalPrice: '',
  unitPrice: '',
});

export function TemplateDialog({ template, onClose, onSaved }: { template: TemplateRow | null; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(freightMessages);
  const commands = useFreightCommands();
  const form = useZodForm(schema, {
    name: template?.name ?? '',
    billingMethod: template?.billingMethod ?? 'actual',
    pricingMode: template?.pricingMode ?? 'firstContinued',
    volumeCoefficient: String(template?.volumeCoefficient ?? DEFAULT_VOLUME_COEFFICIENT),
    currency: template?.currency ?? 'CNY',
    effectiveAt: toLocalInput(template?.effectiveAt),
    ranges: template?.ranges.length
      ? template.ranges.map((r) => Object.fromEntries([...RANGE_KEYS, 'unitPrice'].map((k) => [k, numText(r[k as RangeKey])])))
      : [blankRange()],
  } satisfies Values);

  const perUnit = form.values.pricingMode === 'perUnit';
  const columns = [...RANGE_KEYS, ...(perUnit ? (['unitPrice'] as const) : [])].map((key) => ({
    key,
    header: t(`freightScreen.range.${key}` as FreightMessageId),
  }));

  return (
    <RecordFormDialog
      {...namedRecordDialog(t, 'freightScreen.template', 'freightScreen', template)}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      size="xl"
      save={(input, feedback) => commands.saveTemplate({ input: { ...input, id: template?.id } }, feedback)}
      fields={[]}
    >
      {/* three columns on wide screens: the kit's `{ columns }` rows stop at two steps */}
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4">
        <RecordFields
          form={form}
          layout={[
            { name: 'name', label: t('freightScreen.template.field.name'), required: true },
            selectField('billingMethod', t('freightScreen.template.field.billingMethod'), BILLING_METHODS, (m) => t(`freightScreen.template.billing.${m}`)),
            { name: 'volumeCoefficient', label: t('freightScreen.template.field.volumeCoefficient'), kind: 'number' },
            selectField('pricingMode', t('freightScreen.template.field.pricingMode'), PRICING_MODES, (m) => t(`freightScreen.template.pricing.${m}`)),
            { name: 'currency', label: t('freightScreen.template.field.currency'), required: true, maxLength: 3 },
            { name: 'effectiveAt', label: t('freightScreen.template.field.effectiveAt'), type: 'datetime-local' },
          ]}
        />
      </SimpleGrid>
      <RowsEditor
        name="ranges"
        label={t('freightScreen.template.field.ranges')}
        columns={columns}
        rows={form.values.ranges}
        onChange={(ranges) => form.setValue('ranges', ranges)}
        newRow={() => {
          const last = form.values.ranges[form.values.ranges.length - 1];
          return { ...blankRange(), startWeight: last?.endWeight ?? '' };
        }}
        errors={form}
      />
    </RecordFormDialog>
  );
}
