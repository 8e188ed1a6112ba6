/**
 * The conditions part of the logistics and gift rule forms (ruleConditions of @erp/schema):
 * marketplaces and shops as check boxes, countries / postcodes / SKUs as comma-separated text,
 * weight, amount and quantity ranges. Form values use the schema's paths (`conditions.weightMax`)
 * so client and server errors land under the right input; `conditions` holds the "a condition is
 * required" message.
 */
import { Box, Checkbox, Fieldset, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { marketplaceLabel } from '@erp/schema';
import { FormKit, useFormKit } from '../../../ui';
import { scalarText } from '../../../ui/format';
import { PLATFORM_OPTIONS } from '../../shops/platforms';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useRuleShopOptions, type RuleConditionsRow } from '../hooks';
import { orderRulesMessages, type OrderRulesMessageId } from '../messages';

export const CONDITION_TEXT_KEYS = ['countries', 'postcodes', 'skus'] as const;
export const CONDITION_NUMBER_KEYS = ['weightMin', 'weightMax', 'quantityMin', 'quantityMax'] as const;
export const CONDITION_AMOUNT_KEYS = ['amountMin', 'amountMax'] as const;

export type ConditionValues = Record<string, string>;

/** Form values of the conditions (all text), from a saved rule or empty. */
export function conditionValues(c?: RuleConditionsRow | null): ConditionValues {
  const v: ConditionValues = { conditions: '' };
  for (const k of CONDITION_TEXT_KEYS) v[`conditions.${k}`] = c ? c[k].join(', ') : '';
  for (const k of [...CONDITION_NUMBER_KEYS, ...CONDITION_AMOUNT_KEYS]) v[`conditions.${k}`] = c?.[k] != null ? String(c[k]) : '';
  return v;
}

const splitList = (text: unknown) =>
  scalarText(text)
    .split(/[,，;\n]+/)
    .map((s) => s.trim())
    .filter(Boolean);
const numberOrNull = (text: unknown) => {
  const s = scalarText(text).trim();
  if (!s) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : s;
};

/** The conditions input (as the API and ruleConditions take it) from the form values and the ticked boxes. */
export function conditionsInput(values: Record<string, unknown>, platformTypes: number[], shopIds: number[]) {
  const out: Record<string, unknown> = { platformTypes, shopIds };
  for (const k of CONDITION_TEXT_KEYS) out[k] = splitList(values[`conditions.${k}`]);
  for (const k of CONDITION_NUMBER_KEYS) out[k] = numberOrNull(values[`conditions.${k}`]);
  for (const k of CONDITION_AMOUNT_KEYS) {
    const s = scalarText(values[`conditions.${k}`]).trim();
    out[k] = s === '' ? null : s;
  }
  return out;
}

export const platformLabel = marketplaceLabel;

/** One-line summary of the conditions for the lists. */
export function useConditionSummary() {
  const t = useFeatureText(orderRulesMessages);
  const { options: shops } = useRuleShopOptions();
  return (c: RuleConditionsRow): string[] => {
    const out: string[] = [];
    const range = (min: number | string | null, max: number | string | null) => `${min ?? '0'} – ${max ?? '∞'}`;
    if (c.platformTypes.length) out.push(t('orderRulesPage.cond.platforms', { value: c.platformTypes.map(platformLabel).join(', ') }));
    if (c.shopIds.length)
      out.push(t('orderRulesPage.cond.shops', { value: c.shopIds.map((id) => shops.find((s) => s.id === id)?.label ?? `#${id}`).join(', ') }));
    if (c.countries.length) out.push(t('orderRulesPage.cond.countries', { value: c.countries.join(', ') }));
    if (c.postcodes.length) out.push(t('orderRulesPage.cond.postcodes', { value: c.postcodes.join(', ') }));
    if (c.weightMin != null || c.weightMax != null) out.push(t('orderRulesPage.cond.weight', { value: range(c.weightMin, c.weightMax) }));
    if (c.amountMin != null || c.amountMax != null) out.push(t('orderRulesPage.cond.amount', { value: range(c.amountMin, c.amountMax) }));
    if (c.skus.length) out.push(t('orderRulesPage.cond.skus', { value: c.skus.join(', ') }));
    if (c.quantityMin != null || c.quantityMax != null) out.push(t('orderRulesPage.cond.quantity', { value: range(c.quantityMin, c.quantityMax) }));
    return out;
  };
}

function toggle(list: number[], id: number, on: boolean) {
  return on ? (list.includes(id) ? list : [...list, id]) : list.filter((x) => x !== id);
}

export function ConditionsFields({
  platformTypes,
  shopIds,
  onPlatformTypes,
  onShopIds,
}: {
  platformTypes: number[];
  shopIds: number[];
  onPlatformTypes: (v: number[]) => void;
  onShopIds: (v: number[]) => void;
}) {
  const t = useFeatureText(orderRulesMessages);
  const form = useFormKit();
  const { options: shops } = useRuleShopOptions();
  const error = form.errorText('conditions');
  const field = (k: string, label: OrderRulesMessageId, inputMode: 'numeric' | 'decimal' | 'text' = 'text') => (
    <FormKit.Field name={`conditions.${k}`} label={t(label)} inputMode={inputMode} size="sm" />
  );
  const boxes = (items: { id: number; label: string }[], checked: number[], onChange: (v: number[]) => void) => (
    <Box maxH="28" overflowY="auto" borderWidth="1px" rounded="md" p="2">
      <Wrap gap="3">
        {items.map((o) => (
          <Checkbox.Root key={o.id} size="sm" checked={checked.includes(o.id)} onCheckedChange={(d) => onChange(toggle(checked, o.id, d.checked === true))}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{o.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Wrap>
    </Box>
  );
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>{t('orderRulesPage.field.conditions')}</Fieldset.Legend>
      <Fieldset.Content>
        <Stack gap="3">
          <Stack gap="1">
            <Text textStyle="sm" fontWeight="medium">
              {t('orderRulesPage.field.platforms')}
            </Text>
            {boxes(
              PLATFORM_OPTIONS.map((p) => ({ id: Number(p.value), label: p.label })),
              platformTypes,
              onPlatformTypes,
            )}
          </Stack>
          <Stack gap="1">
            <Text textStyle="sm" fontWeight="medium">
              {t('orderRulesPage.field.shops')}
            </Text>
            {shops.length ? (
              boxes(shops, shopIds, onShopIds)
            ) : (
              <Text textStyle="sm" color="fg.muted">
                {t('orderRulesPage.noShops')}
              </Text>
            )}
          </Stack>
          {field('countries', 'orderRulesPage.field.countries')}
          {field('postcodes', 'orderRulesPage.field.postcodes')}
          <HStack align="start" gap="3">
            {field('weightMin', 'orderRulesPage.field.weightMin', 'numeric')}
            {field('weightMax', 'orderRulesPage.field.weightMax', 'numeric')}
          </HStack>
          <HStack align="start" gap="3">
            {field('amountMin', 'orderRulesPage.field.amountMin', 'decimal')}
            {field('amountMax', 'orderRulesPage.field.amountMax', 'decimal')}
          </HStack>
          {field('skus', 'orderRulesPage.field.skus')}
          <HStack align="start" gap="3">
            {field('quantityMin', 'orderRulesPage.field.quantityMin', 'numeric')}
            {field('quantityMax', 'orderRulesPage.field.quantityMax', 'numeric')}
          </HStack>
        </Stack>
      </Fieldset.Content>
      <Fieldset.ErrorText role="alert">{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
