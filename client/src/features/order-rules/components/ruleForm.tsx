/** What the rule forms (logistics, gift) share: name and priority first; conditions and the on switch last. */
import { Checkbox, HStack } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { FormKit, useZodForm } from '../../../ui';
import { scalarText } from '../../../ui/format';
import type { Feedback, Outcome } from '../../../ui/resource';
import { FormDialog, type FormDialogProps } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import type { RuleConditionsRow } from '../hooks';
import { orderRulesMessages } from '../messages';
import { conditionsInput, ConditionsFields, conditionValues } from './conditions';

type Values = Record<string, string>;

/** A number typed into a field, or the text as typed (the schema says what is wrong with it). */
export const numberOrText = (v: unknown) => {
  const s = scalarText(v).trim();
  if (!s) return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : s;
};

interface SavedRule {
  id: number;
  name: string;
  priority: number;
  enabled: boolean;
  conditions: RuleConditionsRow;
}

/**
 * A rule form's state, once: the condition pickers and the on switch (outside the fields), the
 * form checked with the rule's `@erp/schema` input, and saving as a create or an update.
 * `own` reads the rule's own fields from the texts; `initial` gives their starting texts.
 */
export function useRuleForm<S extends z.ZodType, I>(
  rule: SavedRule | undefined,
  input: S,
  own: (values: Values) => Record<string, unknown>,
  initial: Values,
  commands: {
    create: (vars: { input: I }, feedback: Feedback) => Promise<Outcome<unknown>>;
    update: (vars: { id: number; input: I }, feedback: Feedback) => Promise<Outcome<unknown>>;
  },
) {
  const t = useFeatureText(orderRulesMessages);
  const [platformTypes, setPlatformTypes] = useState<number[]>(rule?.conditions.platformTypes ?? []);
  const [shopIds, setShopIds] = useState<number[]>(rule?.conditions.shopIds ?? []);
  const [enabled, setEnabled] = useState(rule?.enabled ?? false);
  const extra = useRef({ platformTypes, shopIds, enabled, own });
  extra.current = { platformTypes, shopIds, enabled, own };
  const schema = useMemo(
    () =>
      z.preprocess((v) => {
        const values = v as Values;
        const { platformTypes: types, shopIds: shops, enabled: on, own: read } = extra.current;
        return { name: values.name, priority: numberOrText(values.priority), enabled: on, ...read(values), conditions: conditionsInput(values, types, shops) };
      }, input),
    [input],
  );
  const start: Values = { name: rule?.name ?? '', priority: rule ? String(rule.priority) : '0', ...initial, ...conditionValues(rule?.conditions) };
  const form = useZodForm(schema, start);
  /** Create or update with the form's feedback; true when it went through. */
  const save = async (payload: I) => {
    const feedback = { success: t(rule ? 'orderRulesPage.saved' : 'orderRulesPage.created'), failure: t('orderRulesPage.failed'), form };
    const outcome = rule ? await commands.update({ id: rule.id, input: payload }, feedback) : await commands.create({ input: payload }, feedback);
    return outcome.ok;
  };
  const scope: RuleScopeProps = { platformTypes, shopIds, enabled, onPlatformTypes: setPlatformTypes, onShopIds: setShopIds, onEnabled: setEnabled };
  return { form, schema, save, scope };
}

export function RuleNameFields() {
  const t = useFeatureText(orderRulesMessages);
  return (
    <HStack align="start" gap="3">
      <FormKit.Field name="name" label={t('orderRulesPage.field.name')} required />
      <FormKit.Field name="priority" label={t('orderRulesPage.field.priority')} inputMode="numeric" />
    </HStack>
  );
}

/** The dialog of a gift or logistics rule: its title (new or "edit <name>"), the name fields, then the rule's own. */
export function RuleFormDialog<Out>({
  kind,
  rule,
  children,
  ...dialog
}: Pick<FormDialogProps<Out>, 'form' | 'onSubmit' | 'onClose' | 'children'> & { kind: 'gift' | 'logistics'; rule?: { name: string } | null }) {
  const t = useFeatureText(orderRulesMessages);
  return (
    <FormDialog
      {...dialog}
      title={rule ? t(`orderRulesPage.${kind}.editTitle`, { name: rule.name }) : t(`orderRulesPage.${kind}.create`)}
      submitText={t('orderRulesPage.save')}
      cancelText={t('orderRulesPage.cancel')}
      size="lg"
    >
      <RuleNameFields />
      {children}
    </FormDialog>
  );
}

export interface RuleScopeProps {
  platformTypes: number[];
  shopIds: number[];
  enabled: boolean;
  onPlatformTypes: (v: number[]) => void;
  onShopIds: (v: number[]) => void;
  onEnabled: (on: boolean) => void;
}

export function RuleScopeFields({ platformTypes, shopIds, enabled, onPlatformTypes, onShopIds, onEnabled }: RuleScopeProps) {
  const t = useFeatureText(orderRulesMessages);
  return (
    <>
      <ConditionsFields platformTypes={platformTypes} shopIds={shopIds} onPlatformTypes={onPlatformTypes} onShopIds={onShopIds} />
      <Checkbox.Root size="sm" checked={enabled} onCheckedChange={(d) => onEnabled(d.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('orderRulesPage.field.enabled')}</Checkbox.Label>
      </Checkbox.Root>
    </>
  );
}
