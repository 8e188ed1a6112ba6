/**
 * Create or edit a logistics rule: name (2–64), priority (higher runs first), the conditions and
 * the action (warehouse + logistics channel), checked with logisticsRuleInput of @erp/schema
 * before it is sent; the server's field errors land under the same inputs.
 */
import { Button, HStack } from '@chakra-ui/react';
import { logisticsRuleInput } from '@erp/schema';
import { useState } from 'react';
import { z } from 'zod';
import type { LogisticsRuleInput } from '../../../api/generated/types';
import { FormKit } from '../../../ui';
import { ChannelSelect } from '../../logistics/ChannelSelect';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { WarehouseSelect } from '../../warehouses/WarehouseSelect';
import { useLogisticsRuleCommands, type LogisticsRuleRow } from '../hooks';
import { orderRulesMessages } from '../messages';
import { numberOrText, RuleNameFields, RuleScopeFields, useRuleForm } from './ruleForm';
import { DryRunDialog } from './DryRunDialog';

/** Output of the form → the GraphQL input. */
export function toLogisticsRuleInput(r: z.output<typeof logisticsRuleInput>): LogisticsRuleInput {
  return {
    name: r.name,
    priority: r.priority,
    enabled: r.enabled,
    warehouseId: r.warehouseId,
    logisticsChannelId: r.logisticsChannelId,
    conditions: r.conditions,
  };
}

export function LogisticsRuleFormDialog({ rule, onClose, onSaved }: { rule?: LogisticsRuleRow; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(orderRulesMessages);
  const { form, save, scope } = useRuleForm(
    rule,
    logisticsRuleInput,
    (values) => ({ warehouseId: numberOrText(values.warehouseId), logisticsChannelId: numberOrText(values.logisticsChannelId) }),
    { warehouseId: rule ? String(rule.warehouseId) : '', logisticsChannelId: rule ? String(rule.logisticsChannelId) : '' },
    useLogisticsRuleCommands(),
  );
  const submit = async (input: z.output<typeof logisticsRuleInput>) => {
    if (await save(toLogisticsRuleInput(input))) onSaved();
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
      <RuleNameFields />
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
      <RuleScopeFields {...scope} />
      <Button size="sm" variant="outline" alignSelf="start" onClick={tryIt}>
        {t('orderRulesPage.dry.tryForm')}
      </Button>
      {trial ? <DryRunDialog target={{ input: trial }} name={trial.name || t('orderRulesPage.dry.unsaved')} onClose={() => setTrial(null)} /> : null}
    </FormDialog>
  );
}
