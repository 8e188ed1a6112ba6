/** The inventory views (inventory.graphql): list documents and commands. */
import * as ops from './inventory.generated';
import { listOf, type NodeOf, type RowOf, useCommands, useConnection } from '../../ui/resource';

export type InventoryRow = RowOf<typeof inventoryList>;
export type SafetyStockRow = RowOf<typeof safetyStockList>;
export type StockLocationRow = RowOf<typeof stockLocationList>;
export type WarehouseStockRow = NodeOf<ops.WarehouseStockReportQuery['warehouseStockReport']>;

export const inventoryList = listOf(ops.InventoryDocument, (d) => d.inventory);
export const safetyStockList = listOf(ops.SafetyStocksDocument, (d) => d.safetyStocks);
export const stockLocationList = listOf(ops.StockLocationsDocument, (d) => d.stockLocations);

/** Every warehouse's figures at once (the report pages them on the client). */
export const useWarehouseStockReport = (warehouseId: number | null) =>
  useConnection(ops.WarehouseStockReportDocument, (d) => d.warehouseStockReport, { warehouseId: warehouseId ?? undefined });

export const useInventoryCommands = () =>
  useCommands({ move: ops.MoveStockLocationDocument, setSafe: ops.SetSafetyStockDocument, recompute: ops.RecomputeAbcDocument });
