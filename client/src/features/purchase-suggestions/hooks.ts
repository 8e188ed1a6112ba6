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
  type AvailableProductsQuery,
  type OutOfStockAdviceQuery,
  type OutOfStockLinesQuery,
  type PurchasePlanItemsQuery,
  type PurchaseSuggestionsQuery,
} from './purchase-suggestions.generated';
import { useCommands, useRecord, type NodeOf } from '../../ui/resource';

export type OutOfStockRow = NodeOf<OutOfStockLinesQuery['outOfStockLines']>;
export type SuggestionRow = NodeOf<PurchaseSuggestionsQuery['purchaseSuggestions']>;
export type AvailableRow = NodeOf<AvailableProductsQuery['availableProducts']>;
export type PlanRow = NodeOf<PurchasePlanItemsQuery['purchasePlanItems']>;

/** Rows of computed lists are keyed by SKU × warehouse. */
export const pairKeyOf = (r: { skuId: number; warehouseId: number }) => `${r.skuId}:${r.warehouseId}`;

export const outOfStockList = { document: OutOfStockLinesDocument, pick: (d: OutOfStockLinesQuery) => d.outOfStockLines };
export const outOfStockAdviceList = { document: OutOfStockAdviceDocument, pick: (d: OutOfStockAdviceQuery) => d.outOfStockAdvice };
export const suggestionList = { document: PurchaseSuggestionsDocument, pick: (d: PurchaseSuggestionsQuery) => d.purchaseSuggestions };
export const availableList = { document: AvailableProductsDocument, pick: (d: AvailableProductsQuery) => d.availableProducts };
export const planList = { document: PurchasePlanItemsDocument, pick: (d: PurchasePlanItemsQuery) => d.purchasePlanItems };

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
