/** Purchase suggestions (purchase-suggestions.graphql): list descriptors, settings and every command. */
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
} from './purchase-suggestions.generated';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export type OutOfStockRow = RowOf<typeof outOfStockList>;
export type SuggestionRow = RowOf<typeof suggestionList>;
export type AvailableRow = RowOf<typeof availableList>;
export type PlanRow = RowOf<typeof planList>;

/** Rows of computed lists are keyed by SKU × warehouse. */
export const pairKeyOf = (r: { skuId: number; warehouseId: number }) => `${r.skuId}:${r.warehouseId}`;

export const outOfStockList = listOf(OutOfStockLinesDocument, (d) => d.outOfStockLines);
export const outOfStockAdviceList = listOf(OutOfStockAdviceDocument, (d) => d.outOfStockAdvice);
export const suggestionList = listOf(PurchaseSuggestionsDocument, (d) => d.purchaseSuggestions);
export const availableList = listOf(AvailableProductsDocument, (d) => d.availableProducts);
export const planList = listOf(PurchasePlanItemsDocument, (d) => d.purchasePlanItems);

export const useSuggestionSettings = () =>
  useRecord(PurchaseSuggestionSettingsDocument, (d) => d.purchaseSuggestionSettings, undefined, { fetchPolicy: 'network-only' });

export const usePurchaseSuggestionCommands = () =>
  useCommands({
    suspend: SetPurchasingSuspendedDocument,
    join: JoinPurchasePlanDocument,
    reset: ResetPurchasePlanQuantityDocument,
    quantity: SetPurchasePlanQuantityDocument,
    supplier: SetPurchasePlanSupplierDocument,
    remove: RemovePurchasePlanItemsDocument,
    generate: GeneratePurchaseOrdersDocument,
    setting: UpdatePurchaseSuggestionSettingDocument,
    safety: SetBatchSafetySettingsDocument,
  });
