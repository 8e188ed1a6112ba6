/**
 * What the rule lists (/logisticsRules, /giftRules) share: the filter bar (keyword, on/off), the
 * name, conditions and on/off columns, and the row's edit / delete buttons.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { PermissionName } from '@erp/schema';
import { useMemo, type ReactNode } from 'react';
import type { OrderRuleFilter } from '../../../api/generated/types';
import { PermissionGuard, yesNoField, type DataTableColumn, type FilterField, type FilterValues } from '../../../ui';
import { textOrUndefined } from '../../../ui/format';
import { useFeatureText } from '../../../i18n/featureIntl';
import type { RuleConditionsRow } from '../hooks';
import { orderRulesMessages, type OrderRulesMessageId } from '../messages';
import { useConditionSummary } from './conditions';
import { RuleSwitch } from './RuleSwitch';

interface RuleLike {
  id: number;
  name: string;
  enabled: boolean;
  conditions: RuleConditionsRow;
}

export function useRuleFields(): FilterField[] {
  const t = useFeatureText(orderRulesMessages);
  return useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: t('orderRulesPage.filter.keyword'), type: 'text' },
      yesNoField('enabled', t('orderRulesPage.filter.enabled'), t('orderRulesPage.enabledOn'), t('orderRulesPage.enabledOff'), ['on', 'off']),
    ],
    [t],
  );
}

export function toRuleFilter(v: FilterValues): OrderRuleFilter {
  const enabled = textOrUndefined(v.enabled);
  return { keyword: textOrUndefined(v.keyword), ...(enabled ? { enabled: enabled === 'on' } : {}) };
}

/** The accessible name of a row's button: the action and the rule's name. */
export function useRuleLabel() {
  const t = useFeatureText(orderRulesMessages);
  return (action: OrderRulesMessageId, name: string) => t('orderRulesPage.actionLabel', { action: t(action), name });
}

/** The name, conditions and on/off columns; `onSwitch` runs when a user with `permission` flips a rule. */
export function useRuleColumns<R extends RuleLike>(permission: PermissionName, onSwitch: (rule: R, on: boolean) => void) {
  const t = useFeatureText(orderRulesMessages);
  const summary = useConditionSummary();
  const name: DataTableColumn<R> = {
    key: 'name',
    header: t('orderRulesPage.col.name'),
    hideable: false,
    cell: (r) => <Text fontWeight="medium">{r.name}</Text>,
  };
  const conditions: DataTableColumn<R> = {
    key: 'conditions',
    header: t('orderRulesPage.col.conditions'),
    cell: (r) => (
      <Stack gap="0" textStyle="xs">
        {summary(r.conditions).map((line) => (
          <Text key={line}>{line}</Text>
        ))}
      </Stack>
    ),
  };
  const enabled: DataTableColumn<R> = {
    key: 'enabled',
    header: t('orderRulesPage.col.enabled'),
    cell: (r) => (
      <RuleSwitch checked={r.enabled} permission={permission} label={t('orderRulesPage.enableLabel', { name: r.name })} onChange={(on) => onSwitch(r, on)} />
    ),
  };
  return { name, conditions, enabled };
}

/** Edit and delete (for users with `permission`), after the buttons every user sees (`leading`). */
export function RuleRowButtons({
  name,
  permission,
  onEdit,
  onDelete,
  leading,
}: {
  name: string;
  permission: PermissionName;
  onEdit: () => void;
  onDelete: () => void;
  leading?: ReactNode;
}) {
  const t = useFeatureText(orderRulesMessages);
  const label = useRuleLabel();
  return (
    <HStack gap="0" wrap="wrap">
      {leading}
      <PermissionGuard permission={permission}>
        <Button size="xs" variant="ghost" colorPalette="teal" aria-label={label('orderRulesPage.edit', name)} onClick={onEdit}>
          {t('orderRulesPage.edit')}
        </Button>
        <Button size="xs" variant="ghost" colorPalette="red" aria-label={label('orderRulesPage.delete', name)} onClick={onDelete}>
          {t('orderRulesPage.delete')}
        </Button>
      </PermissionGuard>
    </HStack>
  );
}
