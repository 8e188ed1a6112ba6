/** Warehouses and locations (warehouses.graphql) for /warehouses and /locations: list documents and commands. */
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import * as ops from './warehouses.generated';
import { listOf, type Outcome, type RowOf, settle, useCommands } from '../../ui/resource';

export type WarehouseRow = RowOf<typeof warehouseList>;
export type LocationRow = RowOf<typeof locationList>;

export const warehouseList = listOf(ops.WarehousesDocument, (d) => d.warehouses);
export const locationList = listOf(ops.LocationsDocument, (d) => d.locations);

/** Pickers elsewhere list the warehouses and locations: open ones are asked again after every change here. */
export const useWarehouseCommands = () =>
  useCommands({ create: ops.CreateWarehouseDocument, update: ops.UpdateWarehouseDocument }, { refetchQueries: ['WarehouseOptions'] });

export const useLocationCommands = () =>
  useCommands(
    { create: ops.CreateLocationDocument, createMany: ops.CreateLocationsDocument, update: ops.UpdateLocationDocument, remove: ops.DeleteLocationDocument },
    { refetchQueries: ['LocationOptions'] },
  );

/** Fetches the label PDF of some locations (base64); a query, so not a command. */
export function useLocationLabels() {
  const client = useApolloClient();
  return useCallback(
    async (ids: number[]): Promise<Outcome<string>> =>
      settle(client.query({ query: ops.LocationLabelsDocument, variables: { ids }, fetchPolicy: 'no-cache' }), (d) => d.locationLabels),
    [client],
  );
}
