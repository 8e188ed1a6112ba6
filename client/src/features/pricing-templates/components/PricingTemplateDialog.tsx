/**
 * Add or edit a pricing template (pricingTemplate.update): the four points checked by @erp/schema's
 * pricingPointsProblems before sending (each a number from 0 with two decimals, the sum below
 * 100 %), and a trial calculation: a cost typed here shows the selling price the template gives
 * (sellingPriceTerms of @erp/schema, the same function the server would use) and each point's share.
 */
import { Box, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { pricingPointsProblems, sellingPriceTerms, type PricingPoints } from '@erp/schema';
import { useState } from 'react';
import { z } from 'zod';
import type { PricingTemplateInput } from '../../../api/generated/types';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { namedRecordDialog, type RecordField, RecordFormDialog, recordValues, saveRecord } from '../../../ui/resource';
import { usePricingTemplateCommands, type PricingTemplateRow } from '../hooks';
import { pricingTemplatesMessages } from '../messages';

const POINTS = ['vat', 'commission', 'grossProfit', 'otherDeduction'] as const;

const BLANK = { name: '', vat: '', commission: '', grossProfit: '', otherDeduction: '', currency: '', remark: '' };
type Values = typeof BLANK;

const num = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));
const pointsOf = (v: Values): PricingPoints => ({
  vat: num(v.vat),
  commission: num(v.commission),
  grossProfit: num(v.grossProfit),
  otherDeduction: num(v.otherDeduction),
});
const ZERO: PricingPoints = { vat: 0, commission: 0, grossProfit: 0, otherDeduction: 0 };

/** The server's rules (pricing-templates.service checkInput): each point on its own, then the sum on gross profit. */
const schema = z
  .object({
    name: z.string().trim().min(1, 'freight.pricing.nameRequired').max(64, 'freight.pricing.nameRequired'),
    vat: z.string(),
    commission: z.string(),
    grossProfit: z.string(),
    otherDeduction: z.string(),
    currency: z
      .string()
      .trim()
      .regex(/^([A-Za-z]{3})?$/, 'freight.pricing.currencyInvalid'),
    remark: z.string().trim().max(255, 'freight.pricing.remarkTooLong'),
  })
  .superRefine((v, ctx) => {
    const points = pointsOf(v);
    let own = false;
    for (const k of POINTS) {
      const problem = pricingPointsProblems({ ...ZERO, [k]: points[k] }).find((m) => m !== 'freight.pricing.sumTooHigh');
      if (problem) {
        own = true;
        ctx.addIssue({ code: 'custom', path: [k], message: problem });
      }
    }
    if (!own && pricingPointsProblems(points).length) ctx.addIssue({ code: 'custom', path: ['grossProfit'], message: 'freight.pricing.sumTooHigh' });
  })
  .transform((v): PricingTemplateInput => ({ name: v.name, ...pointsOf(v), currency: v.currency.toUpperCase(), remark: v.remark }));

export function PricingTemplateDialog({ template, onClose, onSaved }: { template: PricingTemplateRow | null; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(pricingTemplatesMessages);
  const commands = usePricingTemplateCommands();
  const form = useZodForm(schema, recordValues(template, BLANK));
  const [cost, setCost] = useState('100');

  const points = pointsOf(form.values);
  const trial = cost.trim() === '' ? null : sellingPriceTerms(Number(cost), points);
  const sum = POINTS.reduce((s, k) => s + (Number.isFinite(points[k]) ? points[k] : 0), 0);
  const money = (n: number) => n.toFixed(2);

  return (
    <RecordFormDialog
      {...namedRecordDialog(t, 'pricingTemplates', 'pricingTemplates', template)}
      form={form}
      save={saveRecord(template, commands, (input) => input)}
      onSaved={onSaved}
      onClose={onClose}
      size="lg"
      fields={[
        { name: 'name', label: t('pricingTemplates.field.name'), required: true },
        {
          columns: 2,
          fields: [
            ...POINTS.map((k): RecordField => ({ name: k, label: t(`pricingTemplates.field.${k}`), required: true, kind: 'decimal' })),
            { name: 'currency', label: t('pricingTemplates.field.currency'), hint: t('pricingTemplates.field.currencyHint'), maxLength: 3 },
            { name: 'remark', label: t('pricingTemplates.field.remark') },
          ],
        },
      ]}
    >
      <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" role="group" aria-label={t('pricingTemplates.trial.title')}>
        <Text fontWeight="medium" mb="2">
          {t('pricingTemplates.trial.title')}
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" alignItems="end">
          <Field.Root>
            <Field.Label>{t('pricingTemplates.trial.cost')}</Field.Label>
            <Input size="sm" inputMode="decimal" value={cost} onChange={(e) => setCost(e.target.value)} />
          </Field.Root>
          <Stack gap="0" aria-live="polite">
            {trial ? (
              <>
                <Text>
                  {t('pricingTemplates.trial.price')}:{' '}
                  <Text as="strong" fontSize="lg">
                    {money(trial.price)}
                  </Text>
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {t('pricingTemplates.trial.formula', { cost: money(Number(cost)), sum: Math.round(sum * 100) / 100, price: money(trial.price) })}
                </Text>
              </>
            ) : (
              <Text textStyle="sm" color="fg.muted">
                {t('pricingTemplates.trial.none')}
              </Text>
            )}
          </Stack>
        </SimpleGrid>
        {trial ? (
          <Text textStyle="xs" color="fg.muted" mt="2">
            {t('pricingTemplates.trial.terms', {
              vat: money(trial.vat),
              commission: money(trial.commission),
              grossProfit: money(trial.grossProfit),
              otherDeduction: money(trial.otherDeduction),
            })}
          </Text>
        ) : null}
      </Box>
    </RecordFormDialog>
  );
}
