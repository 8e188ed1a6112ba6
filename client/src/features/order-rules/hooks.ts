/** Order rules (order-rules.graphql) wrapped in small typed hooks. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import {
  AddToShippingBlacklistDocument,
  CreateGiftRuleDocument,
  CreateLogisticsRuleDocument,
  DeleteGiftRuleDocument,
  DeleteLogisticsRuleDocument,
  GiftRulesDocument,
  LogisticsRuleDryRunDocument,
  LogisticsRulesDocument,
  RemoveFromShippingBlacklistDocument,
  RuleShopOptionsDocument,
  SetGiftRuleEnabledDocument,
  SetLogisticsRuleEnabledDocument,
  SetLogisticsRulePriorityDocument,
  ShippingBlacklistDocument,
  UpdateGiftRuleDocument,
  UpdateLogisticsRuleDocument,
  type GiftRuleInput,
  type GiftRulesQuery,
  type LogisticsRuleInput,
  type LogisticsRuleDryRunQuery,
  type LogisticsRulesQuery,
  type OrderRuleFilter,
  type ShippingBlacklistFilter,
  type ShippingBlacklistInput,
  type ShippingBlacklistQuery,
} from '../../api/generated/graphql';
import { pageArgs } from '../shared/format';
import { settle } from '../shared/outcome';

export type LogisticsRuleRow = LogisticsRulesQuery['logisticsRules']['edges'][number]['node'];
export type GiftRuleRow = GiftRulesQuery['giftRules']['edges'][number]['node'];
export type BlacklistRow = ShippingBlacklistQuery['shippingBlacklist']['edges'][number]['node'];
export type RuleConditionsRow = LogisticsRuleRow['conditions'];
type DryRunResult = LogisticsRuleDryRunQuery['logisticsRuleDryRun'];
export type DryRunData = Extract<DryRunResult, { __typename: 'QueryLogisticsRuleDryRunSuccess' }>['data'];
export type DryRunOrder = DryRunData['orders'][number];

export function useLogisticsRules(page: number, pageSize: number, filter: OrderRuleFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(LogisticsRulesDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.logisticsRules;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

export function useLogisticsRuleActions() {
  const [create] = useMutation(CreateLogisticsRuleDocument);
  const [update] = useMutation(UpdateLogisticsRuleDocument);
  const [enable] = useMutation(SetLogisticsRuleEnabledDocument);
  const [priority] = useMutation(SetLogisticsRulePriorityDocument);
  const [remove] = useMutation(DeleteLogisticsRuleDocument);
  return {
    create: useCallback((input: LogisticsRuleInput) => settle(create({ variables: { input } }), (d) => d.createLogisticsRule), [create]),
    update: useCallback((id: number, input: LogisticsRuleInput) => settle(update({ variables: { id, input } }), (d) => d.updateLogisticsRule), [update]),
    setEnabled: useCallback((id: number, enabled: boolean) => settle(enable({ variables: { id, enabled } }), (d) => d.setLogisticsRuleEnabled), [enable]),
    setPriority: useCallback((id: number, p: number) => settle(priority({ variables: { id, priority: p } }), (d) => d.setLogisticsRulePriority), [priority]),
    remove: useCallback((id: number) => settle(remove({ variables: { id } }), (d) => d.deleteLogisticsRule), [remove]),
  };
}

/** The dry run of a saved rule (id) or of the dialog's unsaved input, one page at a time. */
export function useDryRun(target: { id?: number; input?: LogisticsRuleInput }, days: number, page: number, pageSize: number, appliedOnly: boolean) {
  const { data, previousData, loading, error, refetch } = useQuery(LogisticsRuleDryRunDocument, {
    variables: { ...target, days, ...pageArgs(page, pageSize), appliedOnly },
    fetchPolicy: 'network-only',
  });
  const result = (data ?? previousData)?.logisticsRuleDryRun;
  const ok = result?.__typename === 'QueryLogisticsRuleDryRunSuccess' ? result.data : null;
  const failure = result && result.__typename !== 'QueryLogisticsRuleDryRunSuccess'
    ? ('fieldErrors' in result && result.fieldErrors?.length ? result.fieldErrors.map((f) => f.message).join(' ') : 'message' in result ? result.message : '')
    : '';
  return { data: ok, failure, loading, error, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

export function useGiftRules(page: number, pageSize: number, filter: OrderRuleFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(GiftRulesDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.giftRules;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

export function useGiftRuleActions() {
  const [create] = useMutation(CreateGiftRuleDocument);
  const [update] = useMutation(UpdateGiftRuleDocument);
  const [enable] = useMutation(SetGiftRuleEnabledDocument);
  const [remove] = useMutation(DeleteGiftRuleDocument);
  return {
    create: useCallback((input: GiftRuleInput) => settle(create({ variables: { input } }), (d) => d.createGiftRule), [create]),
    update: useCallback((id: number, input: GiftRuleInput) => settle(update({ variables: { id, input } }), (d) => d.updateGiftRule), [update]),
    setEnabled: useCallback((id: number, enabled: boolean) => settle(enable({ variables: { id, enabled } }), (d) => d.setGiftRuleEnabled), [enable]),
    remove: useCallback((id: number) => settle(remove({ variables: { id } }), (d) => d.deleteGiftRule), [remove]),
  };
}

export function useShippingBlacklist(page: number, pageSize: number, filter: ShippingBlacklistFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(ShippingBlacklistDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.shippingBlacklist;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

export function useBlacklistActions() {
  const [add] = useMutation(AddToShippingBlacklistDocument);
  const [remove] = useMutation(RemoveFromShippingBlacklistDocument);
  return {
    add: useCallback((input: ShippingBlacklistInput) => settle(add({ variables: { input } }), (d) => d.addToShippingBlacklist), [add]),
    remove: useCallback((id: number) => settle(remove({ variables: { id } }), (d) => d.removeFromShippingBlacklist), [remove]),
  };
}

/** The company's shops as choices for the shop condition. */
export function useRuleShopOptions() {
  const { data, loading, error } = useQuery(RuleShopOptionsDocument, { fetchPolicy: 'cache-first', context: { silent: true } });
  const options = useMemo(() => (data?.shopOptions ?? []).map((shop) => ({ id: shop.id, label: shop.alias || shop.shopName, platformType: shop.platformType })), [data]);
  return { options, loading, error };
}
