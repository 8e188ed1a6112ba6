/**
 * Create or edit a gift rule: name, priority, the conditions, the gift SKU (picked from the
 * company's SKUs) with its quantity, and an optional validity period (giftRuleInput of @erp/schema).
 */
import { Field, HStack, Text } from '@chakra-ui/react';
import { giftRuleInput } from '@erp/schema';
import { useState } from 'react';
import { z } from 'zod';
import type { GiftRuleInput } from '../../../api/generated/types';
import { FormKit } from '../../../ui';
import { scalarText } from '../../../ui/format';
import { SkuPicker } from '../../../ui/resource/SkuPicker';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useGiftRuleCommands, type GiftRuleRow } from '../hooks';
import { orderRulesMessages } from '../messages';
import { numberOrText, RuleFormDialog, RuleScopeFields, useRuleForm } from './ruleForm';

/** `datetime-local` text (local time) ↔ ISO. */
const toLocalInput = (iso: string | null | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const fromLocalInput = (text: unknown) => {
  const s = scalarText(text).trim();
  if (!s) return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? s : d.toISOString();
};

export function GiftRuleFormDialog({ rule, onClose, onSaved }: { rule?: GiftRuleRow; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(orderRulesMessages);
  const [gift, setGift] = useState<{ id: number; label: string } | null>(
    rule ? { id: rule.giftSkuId, label: `${rule.giftSku} · ${rule.giftProductName}` } : null,
  );
  const { form, save, scope } = useRuleForm(
    rule,
    giftRuleInput,
    (values) => ({
      giftSkuId: gift?.id,
      giftQuantity: numberOrText(values.giftQuantity),
      startAt: fromLocalInput(values.startAt),
      endAt: fromLocalInput(values.endAt),
    }),
    { giftSkuId: '', giftQuantity: rule ? String(rule.giftQuantity) : '1', startAt: toLocalInput(rule?.startAt), endAt: toLocalInput(rule?.endAt) },
    useGiftRuleCommands(),
  );

  const submit = async (r: z.output<typeof giftRuleInput>) => {
    const payload: GiftRuleInput = {
      name: r.name,
      priority: r.priority,
      enabled: r.enabled,
      giftSkuId: r.giftSkuId,
      giftQuantity: r.giftQuantity,
      conditions: r.conditions,
      startAt: r.startAt ? r.startAt.toISOString() : null,
      endAt: r.endAt ? r.endAt.toISOString() : null,
    };
    if (await save(payload)) onSaved();
  };

  return (
    <RuleFormDialog kind="gift" rule={rule} form={form} onSubmit={submit} onClose={onClose}>
      <Field.Root invalid={Boolean(form.errorText('giftSkuId'))} required>
        <Field.Label>
          {t('orderRulesPage.field.giftSku')}
          <Field.RequiredIndicator />
        </Field.Label>
        {gift ? (
          <Text textStyle="sm" fontWeight="medium">
            {gift.label}
          </Text>
        ) : null}
        <SkuPicker
          aria-label={t('orderRulesPage.gift.pickSku')}
          placeholder={t('orderRulesPage.gift.pickSku')}
          disableCombos
          onPick={(sku) => {
            setGift({ id: sku.id, label: `${sku.sku} · ${sku.productName}` });
            form.setValue('giftSkuId', String(sku.id));
          }}
        />
        <Field.ErrorText>{form.errorText('giftSkuId')}</Field.ErrorText>
      </Field.Root>
      <HStack align="start" gap="3">
        <FormKit.Field name="giftQuantity" label={t('orderRulesPage.field.giftQuantity')} inputMode="numeric" required />
        <FormKit.Field name="startAt" label={t('orderRulesPage.field.startAt')} type="datetime-local" />
        <FormKit.Field name="endAt" label={t('orderRulesPage.field.endAt')} type="datetime-local" />
      </HStack>
      <RuleScopeFields {...scope} />
    </RuleFormDialog>
  );
}
