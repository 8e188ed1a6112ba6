/** The inventory views (inventory.graphql): list documents and commands. */
import {
  InventoryDocument,
  MoveStockLocationDocument,
  RecomputeAbcDocument,
  SafetyStocksDocument,
  SetSafetyStockDocument,
  StockLocationsDocument,
  WarehouseStockReportDocument,
  type WarehouseStockReportQuery,
} from './inventory.generated';
import { listOf, type NodeOf, type RowOf, useCommands, useConnection } from '../../ui/resource';

export type InventoryRow = RowOf<typeof inventoryList>;
export type SafetyStockRow = RowOf<typeof safetyStockList>;
export type StockLocationRow = RowOf<typeof stockLocationList>;
export type WarehouseStockRow = NodeOf<WarehouseStockReportQuery['warehouseStockReport']>;

export const inventoryList = listOf(InventoryDocument, (d) => d.inventory);
export const safetyStockList = listOf(SafetyStocksDocument, (d) => d.safetyStocks);
export const stockLocationList = listOf(StockLocationsDocument, (d) => d.stockLocations);

/** Every warehouse's figures at once (the report pages them on the client). */
export const useWarehouseStockReport = (warehouseId: number | null) =>
  useConnection(WarehouseStockReportDocument, (d) => d.warehouseStockReport, { warehouseId: warehouseId ?? undefined });

export const useInventoryCommands = () => useCommands({ move: MoveStockLocationDocument, setSafe: SetSafetyStockDocument, recompute: RecomputeAbcDocument });
