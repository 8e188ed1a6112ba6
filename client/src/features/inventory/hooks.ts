/** The inventory views (inventory.graphql): list documents and commands. */
import {
  InventoryDocument,
  MoveStockLocationDocument,
  RecomputeAbcDocument,
  SafetyStocksDocument,
  SetSafetyStockDocument,
  StockLocationsDocument,
  WarehouseStockReportDocument,
  type InventoryQuery,
  type SafetyStocksQuery,
  type StockLocationsQuery,
  type WarehouseStockReportQuery,
} from './inventory.generated';
import { useCommands, useConnection, type NodeOf } from '../../ui/resource';

export type InventoryRow = NodeOf<InventoryQuery['inventory']>;
export type SafetyStockRow = NodeOf<SafetyStocksQuery['safetyStocks']>;
export type StockLocationRow = NodeOf<StockLocationsQuery['stockLocations']>;
export type WarehouseStockRow = NodeOf<WarehouseStockReportQuery['warehouseStockReport']>;

export const inventoryList = { document: InventoryDocument, pick: (d: InventoryQuery) => d.inventory };
export const safetyStockList = { document: SafetyStocksDocument, pick: (d: SafetyStocksQuery) => d.safetyStocks };
export const stockLocationList = { document: StockLocationsDocument, pick: (d: StockLocationsQuery) => d.stockLocations };

/** Every warehouse's figures at once (the report pages them on the client). */
export const useWarehouseStockReport = (warehouseId: number | null) =>
  useConnection(WarehouseStockReportDocument, (d) => d.warehouseStockReport, { warehouseId: warehouseId ?? undefined });

export const useInventoryCommands = () => useCommands({ move: MoveStockLocationDocument, setSafe: SetSafetyStockDocument, recompute: RecomputeAbcDocument });
