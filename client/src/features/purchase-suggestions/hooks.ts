/** Purchase suggestions (purchase-suggestions.graphql): list descriptors, settings and every command. */
import * as ops from './purchase-suggestions.generated';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export type OutOfStockRow = RowOf<typeof outOfStockList>;
export type SuggestionRow = RowOf<typeof suggestionList>;
export type AvailableRow = RowOf<typeof availableList>;
export type PlanRow = RowOf<typeof planList>;

/** Rows of computed lists are keyed by SKU × warehouse. */
export const pairKeyOf = (r: { skuId: number; warehouseId: number }) => `${r.skuId}:${r.warehouseId}`;

export const outOfStockList = listOf(ops.OutOfStockLinesDocument, (d) => d.outOfStockLines);
export const outOfStockAdviceList = listOf(ops.OutOfStockAdviceDocument, (d) => d.outOfStockAdvice);
export const suggestionList = listOf(ops.PurchaseSuggestionsDocument, (d) => d.purchaseSuggestions);
export const availableList = listOf(ops.AvailableProductsDocument, (d) => d.availableProducts);
export const planList = listOf(ops.PurchasePlanItemsDocument, (d) => d.purchasePlanItems);

export const useSuggestionSettings = () =>
  useRecord(ops.PurchaseSuggestionSettingsDocument, (d) => d.purchaseSuggestionSettings, undefined, { fetchPolicy: 'network-only' });

export const usePurchaseSuggestionCommands = () =>
  useCommands({
    suspend: ops.SetPurchasingSuspendedDocument,
    join: ops.JoinPurchasePlanDocument,
    reset: ops.ResetPurchasePlanQuantityDocument,
    quantity: ops.SetPurchasePlanQuantityDocument,
    supplier: ops.SetPurchasePlanSupplierDocument,
    remove: ops.RemovePurchasePlanItemsDocument,
    generate: ops.GeneratePurchaseOrdersDocument,
    setting: ops.UpdatePurchaseSuggestionSettingDocument,
    safety: ops.SetBatchSafetySettingsDocument,
  });
