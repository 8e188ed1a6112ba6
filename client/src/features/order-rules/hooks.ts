/** Order rules (order-rules.graphql): the list documents, the dry run, the shop choices and every command. */
import { useMemo } from 'react';
import * as ops from './order-rules.generated';
import type { LogisticsRuleInput } from '../../api/generated/types';
import { pageArgs } from '../../ui/format';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export type LogisticsRuleRow = RowOf<typeof logisticsRuleList>;
export type GiftRuleRow = RowOf<typeof giftRuleList>;
export type BlacklistRow = RowOf<typeof blacklistList>;
export type RuleConditionsRow = LogisticsRuleRow['conditions'];
type DryRunResult = ops.LogisticsRuleDryRunQuery['logisticsRuleDryRun'];
export type DryRunData = Extract<DryRunResult, { __typename: 'QueryLogisticsRuleDryRunSuccess' }>['data'];
export type DryRunOrder = DryRunData['orders'][number];

export const logisticsRuleList = listOf(ops.LogisticsRulesDocument, (d) => d.logisticsRules);
export const giftRuleList = listOf(ops.GiftRulesDocument, (d) => d.giftRules);
export const blacklistList = listOf(ops.ShippingBlacklistDocument, (d) => d.shippingBlacklist);

export const useLogisticsRuleCommands = () =>
  useCommands({
    create: ops.CreateLogisticsRuleDocument,
    update: ops.UpdateLogisticsRuleDocument,
    setEnabled: ops.SetLogisticsRuleEnabledDocument,
    setPriority: ops.SetLogisticsRulePriorityDocument,
    remove: ops.DeleteLogisticsRuleDocument,
  });

export const useGiftRuleCommands = () =>
  useCommands({
    create: ops.CreateGiftRuleDocument,
    update: ops.UpdateGiftRuleDocument,
    setEnabled: ops.SetGiftRuleEnabledDocument,
    remove: ops.DeleteGiftRuleDocument,
  });

export const useBlacklistCommands = () => useCommands({ add: ops.AddToShippingBlacklistDocument, remove: ops.RemoveFromShippingBlacklistDocument });

/**
 * The dry run of a saved rule (id) or of the dialog's unsaved input, one page at a time: its data,
 * or the server's refusal (an invalid unsaved rule) as one text.
 */
export function useDryRun(target: { id?: number; input?: LogisticsRuleInput }, days: number, page: number, pageSize: number, appliedOnly: boolean) {
  const {
    record: result,
    loading,
    error,
    refetch,
  } = useRecord(
    ops.LogisticsRuleDryRunDocument,
    (d) => d.logisticsRuleDryRun,
    { ...target, days, ...pageArgs(page, pageSize), appliedOnly },
    { fetchPolicy: 'network-only', keepPrevious: true },
  );
  const ok = result?.__typename === 'QueryLogisticsRuleDryRunSuccess' ? result.data : null;
  const failure =
    result && result.__typename !== 'QueryLogisticsRuleDryRunSuccess'
      ? 'fieldErrors' in result && result.fieldErrors?.length
        ? result.fieldErrors.map((f) => f.message).join(' ')
        : 'message' in result
          ? result.message
          : ''
      : '';
  return { data: ok, failure, loading, error, refetch };
}

/** The company's shops as choices for the shop condition. */
export function useRuleShopOptions() {
  const { record, loading, error } = useRecord(ops.RuleShopOptionsDocument, (d) => d.shopOptions, undefined, { fetchPolicy: 'cache-first', silent: true });
  const options = useMemo(() => (record ?? []).map((shop) => ({ id: shop.id, label: shop.alias || shop.shopName, platformType: shop.platformType })), [record]);
  return { options, loading, error };
}
