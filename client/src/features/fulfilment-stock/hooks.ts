/** Fulfilment-centre stock (fulfilment-stock.graphql): list descriptors, the shops, the sync. */
import type { FulfilmentMarketplace } from '@erp/schema';
import { useFeatureText } from '../../i18n/featureIntl';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';
import * as ops from './fulfilment-stock.generated';
import { fulfilmentStockMessages } from './messages';

export const stockList = listOf(ops.FulfilmentStockDocument, (d) => d.fulfilmentStock);
export type StockRow = RowOf<typeof stockList>;
export const restockList = listOf(ops.FbaRestockSuggestionsDocument, (d) => d.fbaRestockSuggestions);
export type RestockRow = RowOf<typeof restockList>;
export type ShopRow = ops.FulfilmentShopsQuery['fulfilmentShops'][number];

export const useText = () => useFeatureText(fulfilmentStockMessages);

/** The company's shops of the marketplace with their sync state. */
export function useFulfilmentShops(marketplace: FulfilmentMarketplace) {
  const { record, loading, refetch } = useRecord(ops.FulfilmentShopsDocument, (d) => d.fulfilmentShops, { marketplace }, { silent: true });
  return { shops: record ?? [], loading: loading && !record, refetch };
}

/** A shop's sync state, polled every second while `polling` (the progress of a running sync). */
export function useSyncProgress(marketplace: FulfilmentMarketplace, shopId: number | null, polling: boolean) {
  const { record } = useRecord(
    ops.FulfilmentSyncStateDocument,
    (d) => d.fulfilmentSyncState,
    { marketplace, shopId: shopId ?? 0 },
    { skip: !polling || !shopId, pollInterval: polling ? 1000 : undefined, silent: true, fetchPolicy: 'network-only' },
  );
  return record;
}

export const useSyncCommand = () => useCommands({ sync: ops.SyncFulfilmentStockDocument });

/**
 * The manual-restock screen of the FBA shipments (`?skus=CODE[:quantity],…`, own SKU codes) with the
 * ticked rows' SKUs and suggested quantities; rows not mapped to an own SKU cannot be shipped and are left out.
 */
export const manualRestockPath = (shopId: number, rows: readonly { sku: string; suggestedQuantity: number }[]) =>
  `/fbaWarehouseManualRestock?skus=${encodeURIComponent(
    rows
      .filter((r) => r.sku)
      .map((r) => (r.suggestedQuantity > 0 ? `${r.sku}:${r.suggestedQuantity}` : r.sku))
      .join(','),
  )}&shopId=${shopId}`;
