/** Data of the inventory views (inventory.graphql) wrapped in small typed hooks. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  InventoryDocument,
  MoveStockLocationDocument,
  RecomputeAbcDocument,
  SafetyStocksDocument,
  SetSafetyStockDocument,
  StockLocationsDocument,
  WarehouseStockReportDocument,
  type InventoryFilter,
  type InventoryQuery,
  type MoveStockLocationInput,
  type SafetyStockItemInput,
  type SafetyStocksQuery,
  type StockLocationFilter,
  type StockLocationsQuery,
  type WarehouseStockReportQuery,
} from '../../api/generated/graphql';
import { pageArgs } from '../shared/format';
import { settle } from '../shared/outcome';

export type InventoryRow = InventoryQuery['inventory']['edges'][number]['node'];
export type SafetyStockRow = SafetyStocksQuery['safetyStocks']['edges'][number]['node'];
export type StockLocationRow = StockLocationsQuery['stockLocations']['edges'][number]['node'];
export type WarehouseStockRow = WarehouseStockReportQuery['warehouseStockReport'][number];

function useList<D, R>(data: D | undefined, pick: (d: D) => { totalCount: number; edges: readonly { node: R }[] }) {
  const list = data ? pick(data) : undefined;
  return { rows: list?.edges.map((e) => e.node) ?? [], total: list?.totalCount ?? 0 };
}

export function useInventory(page: number, pageSize: number, filter: InventoryFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(InventoryDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  return { ...useList(data ?? previousData, (d) => d.inventory), loading, error, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

export function useSafetyStocks(page: number, pageSize: number, filter: InventoryFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(SafetyStocksDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  return { ...useList(data ?? previousData, (d) => d.safetyStocks), loading, error, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

export function useStockLocations(page: number, pageSize: number, filter: StockLocationFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(StockLocationsDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  return { ...useList(data ?? previousData, (d) => d.stockLocations), loading, error, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

export function useWarehouseStockReport(warehouseId: number | null) {
  const { data, previousData, loading, error, refetch } = useQuery(WarehouseStockReportDocument, {
    variables: { warehouseId: warehouseId ?? undefined },
    fetchPolicy: 'cache-and-network',
  });
  return { rows: (data ?? previousData)?.warehouseStockReport ?? [], loading, error, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

export function useMoveStockLocation() {
  const [mutate, { loading }] = useMutation(MoveStockLocationDocument);
  const move = useCallback((input: MoveStockLocationInput) => settle(mutate({ variables: { input } }), (d) => d.moveStockLocation), [mutate]);
  return { move, loading };
}

export function useSetSafetyStock() {
  const [mutate, { loading }] = useMutation(SetSafetyStockDocument);
  const setSafe = useCallback((items: SafetyStockItemInput[]) => settle(mutate({ variables: { input: { items } } }), (d) => d.setSafetyStock), [mutate]);
  return { setSafe, loading };
}

export function useRecomputeAbc() {
  const [mutate, { loading }] = useMutation(RecomputeAbcDocument);
  const recompute = useCallback(() => settle(mutate({}), (d) => d.recomputeAbc), [mutate]);
  return { recompute, loading };
}
