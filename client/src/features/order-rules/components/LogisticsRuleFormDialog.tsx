/**
 * Create or edit a logistics rule: name (2–64), priority (higher runs first), the conditions and
 * the action (warehouse + a fixed logistics channel, or the cheapest eligible of candidate
 * channels priced on their price cards, optionally within N delivery days), checked with
 * logisticsRuleInput of @erp/schema before it is sent; the server's field errors land under the
 * same inputs.
 */
import { Button, Checkbox, HStack, RadioGroup, Stack, Text, Wrap } from '@chakra-ui/react';
import { CHANNEL_CHOICES, logisticsRuleInput, type ChannelChoice } from '@erp/schema';
import { useRef, useState } from 'react';
import { z } from 'zod';
import type { LogisticsRuleInput } from '../../../api/generated/types';
import { FormKit } from '../../../ui';
import { ChannelSelect } from '../../logistics/ChannelSelect';
import { useChannelOptions } from '../../logistics/pickers';
import { useFeatureText } from '../../../i18n/featureIntl';
import { WarehouseSelect } from '../../warehouses/WarehouseSelect';
import { useLogisticsRuleCommands, type LogisticsRuleRow } from '../hooks';
import { orderRulesMessages } from '../messages';
import { numberOrText, RuleFormDialog, RuleScopeFields, useRuleForm } from './ruleForm';
import { DryRunDialog } from './DryRunDialog';
import { idBinding } from '../../../ui/IdSelect';

/** Output of the form → the GraphQL input. */
export function toLogisticsRuleInput(r: z.output<typeof logisticsRuleInput>): LogisticsRuleInput {
  return {
    name: r.name,
    priority: r.priority,
    enabled: r.enabled,
    warehouseId: r.warehouseId,
    channelChoice: r.channelChoice,
    logisticsChannelId: r.logisticsChannelId,
    candidateChannelIds: r.candidateChannelIds,
    maxDeliveryDays: r.maxDeliveryDays,
    conditions: r.conditions,
  };
}

export function LogisticsRuleFormDialog({ rule, onClose, onSaved }: { rule?: LogisticsRuleRow; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(orderRulesMessages);
  const [candidates, setCandidates] = useState<number[]>(rule?.candidateChannelIds ?? []);
  const candidatesRef = useRef(candidates);
  candidatesRef.current = candidates;
  const { form, save, scope } = useRuleForm(
    rule,
    logisticsRuleInput,
    (values) => ({
      warehouseId: numberOrText(values.warehouseId),
      channelChoice: values.channelChoice,
      logisticsChannelId: numberOrText(values.logisticsChannelId) ?? null,
      candidateChannelIds: candidatesRef.current,
      maxDeliveryDays: numberOrText(values.maxDeliveryDays) ?? null,
    }),
    {
      warehouseId: rule ? String(rule.warehouseId) : '',
      channelChoice: rule?.channelChoice ?? 'fixed',
      logisticsChannelId: rule?.logisticsChannelId ? String(rule.logisticsChannelId) : '',
      maxDeliveryDays: rule?.maxDeliveryDays ? String(rule.maxDeliveryDays) : '',
    },
    useLogisticsRuleCommands(),
  );
  const choice = (form.values.channelChoice || 'fixed') as ChannelChoice;
  const submit = async (input: z.output<typeof logisticsRuleInput>) => {
    if (await save(toLogisticsRuleInput(input))) onSaved();
  };
  const [trial, setTrial] = useState<LogisticsRuleInput | null>(null);
  /** Dry run of the rule as it stands in the form (before saving or switching it on). */
  const tryIt = () => {
    const checked = form.validate();
    if (checked.success) setTrial(toLogisticsRuleInput(checked.data));
  };

  return (
    <RuleFormDialog kind="logistics" rule={rule} form={form} onSubmit={submit} onClose={onClose}>
      <HStack align="start" gap="3">
        <FormKit.Field name="warehouseId" label={t('orderRulesPage.field.warehouse')} required>
          {() => <WarehouseSelect {...idBinding(form, 'warehouseId')} aria-label={t('orderRulesPage.field.warehouse')} />}
        </FormKit.Field>
        {choice === 'fixed' ? (
          <FormKit.Field name="logisticsChannelId" label={t('orderRulesPage.field.channel')} required>
            {() => <ChannelSelect {...idBinding(form, 'logisticsChannelId')} aria-label={t('orderRulesPage.field.channel')} />}
          </FormKit.Field>
        ) : (
          <FormKit.Field name="maxDeliveryDays" label={t('orderRulesPage.field.maxDeliveryDays')} inputMode="numeric" />
        )}
      </HStack>
      <FormKit.Field name="channelChoice" label={t('orderRulesPage.field.channelChoice')}>
        {() => (
          <RadioGroup.Root
            size="sm"
            value={choice}
            onValueChange={(d) => form.setValue('channelChoice', d.value ?? 'fixed')}
            aria-label={t('orderRulesPage.field.channelChoice')}
          >
            <HStack gap="4" wrap="wrap">
              {CHANNEL_CHOICES.map((c) => (
                <RadioGroup.Item key={c} value={c}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`orderRulesPage.choice.${c}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        )}
      </FormKit.Field>
      {choice === 'cheapest' ? <CandidateChannels value={candidates} onChange={setCandidates} error={form.errorText('candidateChannelIds')} /> : null}
      <RuleScopeFields {...scope} />
      <Button size="sm" variant="outline" alignSelf="start" onClick={tryIt}>
        {t('orderRulesPage.dry.tryForm')}
      </Button>
      {trial ? <DryRunDialog target={{ input: trial }} name={trial.name || t('orderRulesPage.dry.unsaved')} onClose={() => setTrial(null)} /> : null}
    </RuleFormDialog>
  );
}

/** The candidate channels of a cheapest-channel rule: ticked enabled channels (none ticked: all). */
function CandidateChannels({ value, onChange, error }: { value: number[]; onChange: (ids: number[]) => void; error?: string }) {
  const t = useFeatureText(orderRulesMessages);
  const { options, loading } = useChannelOptions();
  const shown = options.filter((o) => o.enabled || value.includes(o.id));
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <Stack gap="1" role="group" aria-label={t('orderRulesPage.field.candidates')}>
      <Text textStyle="sm" fontWeight="medium">
        {t('orderRulesPage.field.candidates')}
      </Text>
      {loading ? <Text textStyle="sm">{t('orderRulesPage.candidates.loading')}</Text> : null}
      {!loading && !shown.length ? <Text textStyle="sm">{t('orderRulesPage.candidates.none')}</Text> : null}
      <Wrap gap="3">
        {shown.map((o) => (
          <Checkbox.Root key={o.id} size="sm" checked={value.includes(o.id)} onCheckedChange={(d) => toggle(o.id, d.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{o.name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Wrap>
      {error ? (
        <Text textStyle="xs" color="fg.error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
