/** Purchase suggestions (purchase-suggestions.graphql) wrapped in small typed hooks. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AvailableProductsDocument,
  GeneratePurchaseOrdersDocument,
  JoinPurchasePlanDocument,
  OutOfStockAdviceDocument,
  OutOfStockLinesDocument,
  PurchasePlanItemsDocument,
  PurchaseSuggestionSettingsDocument,
  PurchaseSuggestionsDocument,
  RemovePurchasePlanItemsDocument,
  ResetPurchasePlanQuantityDocument,
  SetBatchSafetySettingsDocument,
  SetPurchasePlanQuantityDocument,
  SetPurchasePlanSupplierDocument,
  SetPurchasingSuspendedDocument,
  UpdatePurchaseSuggestionSettingDocument,
  type AvailableProductsQuery,
  type BatchSafetySettingInput,
  type GeneratePurchaseOrdersInput,
  type JoinPurchasePlanInput,
  type OutOfStockFilter,
  type OutOfStockLinesQuery,
  type PurchasePlanFilter,
  type PurchasePlanItemsQuery,
  type PurchaseSuggestionFilter,
  type PurchaseSuggestionSettingInput,
  type PurchaseSuggestionsQuery,
} from '../../api/generated/graphql';
import { pageArgs } from '../shared/format';
import { settle } from '../shared/outcome';

export type OutOfStockRow = OutOfStockLinesQuery['outOfStockLines']['edges'][number]['node'];
export type SuggestionRow = PurchaseSuggestionsQuery['purchaseSuggestions']['edges'][number]['node'];
export type AvailableRow = AvailableProductsQuery['availableProducts']['edges'][number]['node'];
export type PlanRow = PurchasePlanItemsQuery['purchasePlanItems']['edges'][number]['node'];

/** Rows of computed lists are keyed by SKU × warehouse. */
export const pairKeyOf = (r: { skuId: number; warehouseId: number }) => `${r.skuId}:${r.warehouseId}`;

function listOf<N>(list: { totalCount: number; edges: { node: N }[] } | undefined) {
  return { rows: list?.edges.map((e) => e.node) ?? [], total: list?.totalCount ?? 0 };
}

export function useOutOfStockLines(advice: boolean, page: number, pageSize: number, filter: OutOfStockFilter) {
  const variables = { ...pageArgs(page, pageSize), filter };
  const lines = useQuery(OutOfStockLinesDocument, { variables, fetchPolicy: 'cache-and-network', skip: advice });
  const adv = useQuery(OutOfStockAdviceDocument, { variables, fetchPolicy: 'cache-and-network', skip: !advice });
  const q = advice ? adv : lines;
  const data = advice ? (adv.data ?? adv.previousData)?.outOfStockAdvice : (lines.data ?? lines.previousData)?.outOfStockLines;
  const refetch = q.refetch;
  return { ...listOf<OutOfStockRow>(data), loading: q.loading, error: q.error, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

export function usePurchaseSuggestions(page: number, pageSize: number, filter: PurchaseSuggestionFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(PurchaseSuggestionsDocument, { variables: { ...pageArgs(page, pageSize), filter }, fetchPolicy: 'cache-and-network' });
  return { ...listOf((data ?? previousData)?.purchaseSuggestions), loading, error, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

export function useAvailableProducts(page: number, pageSize: number, filter: PurchaseSuggestionFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(AvailableProductsDocument, { variables: { ...pageArgs(page, pageSize), filter }, fetchPolicy: 'cache-and-network' });
  return { ...listOf((data ?? previousData)?.availableProducts), loading, error, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

export function usePurchasePlan(page: number, pageSize: number, filter: PurchasePlanFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(PurchasePlanItemsDocument, { variables: { ...pageArgs(page, pageSize), filter }, fetchPolicy: 'cache-and-network' });
  return { ...listOf((data ?? previousData)?.purchasePlanItems), loading, error, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

export function useSuggestionSettings() {
  const { data, loading, error } = useQuery(PurchaseSuggestionSettingsDocument, { fetchPolicy: 'network-only' });
  return { settings: data?.purchaseSuggestionSettings ?? null, loading, error };
}

/** Every action of the purchase-suggestion screens, each resolving to an outcome (see shared/outcome). */
export function usePurchaseSuggestionActions() {
  const [suspend] = useMutation(SetPurchasingSuspendedDocument);
  const [join] = useMutation(JoinPurchasePlanDocument);
  const [reset] = useMutation(ResetPurchasePlanQuantityDocument);
  const [quantity] = useMutation(SetPurchasePlanQuantityDocument);
  const [supplier] = useMutation(SetPurchasePlanSupplierDocument);
  const [remove] = useMutation(RemovePurchasePlanItemsDocument);
  const [generate] = useMutation(GeneratePurchaseOrdersDocument);
  const [setting] = useMutation(UpdatePurchaseSuggestionSettingDocument);
  const [safety] = useMutation(SetBatchSafetySettingsDocument);
  return {
    suspend: useCallback((skuIds: number[], suspended: boolean) => settle(suspend({ variables: { skuIds, suspended } }), (d) => d.setPurchasingSuspended), [suspend]),
    join: useCallback((input: JoinPurchasePlanInput) => settle(join({ variables: { input } }), (d) => d.joinPurchasePlan), [join]),
    reset: useCallback((ids: number[]) => settle(reset({ variables: { ids } }), (d) => d.resetPurchasePlanQuantity), [reset]),
    quantity: useCallback((id: number, q: number) => settle(quantity({ variables: { id, quantity: q } }), (d) => d.setPurchasePlanQuantity), [quantity]),
    supplier: useCallback((ids: number[], supplierId: number) => settle(supplier({ variables: { ids, supplierId } }), (d) => d.setPurchasePlanSupplier), [supplier]),
    remove: useCallback((ids: number[]) => settle(remove({ variables: { ids } }), (d) => d.removePurchasePlanItems), [remove]),
    generate: useCallback((input: GeneratePurchaseOrdersInput) => settle(generate({ variables: { input } }), (d) => d.generatePurchaseOrders), [generate]),
    setting: useCallback((input: PurchaseSuggestionSettingInput) => settle(setting({ variables: { input } }), (d) => d.updatePurchaseSuggestionSetting), [setting]),
    safety: useCallback((input: BatchSafetySettingInput) => settle(safety({ variables: { input } }), (d) => d.setBatchSafetySettings), [safety]),
  };
}
