/**
 * Create or edit a logistics rule: name (2–64), priority (higher runs first), the conditions and
 * the action (warehouse + logistics channel), checked with logisticsRuleInput of @erp/schema
 * before it is sent; the server's field errors land under the same inputs.
 */
import { Button, Checkbox, HStack } from '@chakra-ui/react';
import { logisticsRuleInput } from '@erp/schema';
import { useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import type { LogisticsRuleInput } from '../../../api/generated/graphql';
import { FormKit, toastSuccess, useZodForm } from '../../../ui';
import { ChannelSelect } from '../../logistics/ChannelSelect';
import { FormDialog } from '../../shared/FormDialog';
import { showFailure } from '../../shared/outcome';
import { useFeatureText } from '../../public/featureIntl';
import { WarehouseSelect } from '../../warehouses/WarehouseSelect';
import { useLogisticsRuleActions, type LogisticsRuleRow } from '../hooks';
import { orderRulesMessages } from '../messages';
import { conditionsInput, conditionValues, ConditionsFields } from './conditions';
import { DryRunDialog } from './DryRunDialog';

type Values = Record<string, string>;

const numberOrText = (v: unknown) => {
  const s = String(v ?? '').trim();
  if (!s) return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : s;
};

/** Output of the form → the GraphQL input. */
export function toLogisticsRuleInput(r: z.output<typeof logisticsRuleInput>): LogisticsRuleInput {
  return { name: r.name, priority: r.priority, enabled: r.enabled, warehouseId: r.warehouseId, logisticsChannelId: r.logisticsChannelId, conditions: r.conditions };
}

export function LogisticsRuleFormDialog({ rule, onClose, onSaved }: { rule?: LogisticsRuleRow; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(orderRulesMessages);
  const { create, update } = useLogisticsRuleActions();
  const [platformTypes, setPlatformTypes] = useState<number[]>(rule?.conditions.platformTypes ?? []);
  const [shopIds, setShopIds] = useState<number[]>(rule?.conditions.shopIds ?? []);
  const [enabled, setEnabled] = useState(rule?.enabled ?? false);
  const extra = useRef({ platformTypes, shopIds, enabled });
  extra.current = { platformTypes, shopIds, enabled };

  const schema = useMemo(
    () =>
      z.preprocess((v) => {
        const values = v as Values;
        return {
          name: values.name,
          priority: numberOrText(values.priority),
          enabled: extra.current.enabled,
          warehouseId: numberOrText(values.warehouseId),
          logisticsChannelId: numberOrText(values.logisticsChannelId),
          conditions: conditionsInput(values, extra.current.platformTypes, extra.current.shopIds),
        };
      }, logisticsRuleInput),
    [],
  );
  const form = useZodForm(schema, {
    name: rule?.name ?? '',
    priority: rule ? String(rule.priority) : '0',
    warehouseId: rule ? String(rule.warehouseId) : '',
    logisticsChannelId: rule ? String(rule.logisticsChannelId) : '',
    ...conditionValues(rule?.conditions),
  } as Values);

  const submit = async (input: z.output<typeof schema>) => {
    const payload = toLogisticsRuleInput(input);
    const outcome = rule ? await update(rule.id, payload) : await create(payload);
    if (outcome.ok) {
      toastSuccess(t(rule ? 'orderRulesPage.saved' : 'orderRulesPage.created'));
      onSaved();
    } else showFailure(outcome, t('orderRulesPage.failed'), form);
  };
  const [trial, setTrial] = useState<LogisticsRuleInput | null>(null);
  /** Dry run of the rule as it stands in the form (before saving or switching it on). */
  const tryIt = () => {
    const checked = form.validate();
    if (checked.success) setTrial(toLogisticsRuleInput(checked.data));
  };
  const idOf = (name: string) => (form.values[name] ? Number(form.values[name]) : null);

  return (
    <FormDialog
      title={rule ? t('orderRulesPage.logistics.editTitle', { name: rule.name }) : t('orderRulesPage.logistics.create')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('orderRulesPage.save')}
      cancelText={t('orderRulesPage.cancel')}
      size="lg"
    >
      <HStack align="start" gap="3">
        <FormKit.Field name="name" label={t('orderRulesPage.field.name')} required />
        <FormKit.Field name="priority" label={t('orderRulesPage.field.priority')} inputMode="numeric" />
      </HStack>
      <HStack align="start" gap="3">
        <FormKit.Field name="warehouseId" label={t('orderRulesPage.field.warehouse')} required>
          {() => (
            <WarehouseSelect
              value={idOf('warehouseId')}
              onChange={(id) => form.setValue('warehouseId', id ? String(id) : '')}
              invalid={Boolean(form.errorText('warehouseId'))}
              aria-label={t('orderRulesPage.field.warehouse')}
            />
          )}
        </FormKit.Field>
        <FormKit.Field name="logisticsChannelId" label={t('orderRulesPage.field.channel')} required>
          {() => (
            <ChannelSelect
              value={idOf('logisticsChannelId')}
              onChange={(id) => form.setValue('logisticsChannelId', id ? String(id) : '')}
              invalid={Boolean(form.errorText('logisticsChannelId'))}
              aria-label={t('orderRulesPage.field.channel')}
            />
          )}
        </FormKit.Field>
      </HStack>
      <ConditionsFields platformTypes={platformTypes} shopIds={shopIds} onPlatformTypes={setPlatformTypes} onShopIds={setShopIds} />
      <Checkbox.Root size="sm" checked={enabled} onCheckedChange={(d) => setEnabled(d.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('orderRulesPage.field.enabled')}</Checkbox.Label>
      </Checkbox.Root>
      <Button size="sm" variant="outline" alignSelf="start" onClick={tryIt}>
        {t('orderRulesPage.dry.tryForm')}
      </Button>
      {trial ? <DryRunDialog target={{ input: trial }} name={trial.name || t('orderRulesPage.dry.unsaved')} onClose={() => setTrial(null)} /> : null}
    </FormDialog>
  );
}
