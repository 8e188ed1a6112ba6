/** Warehouse and location data for /warehouses and /locations: typed documents wrapped in small hooks. */
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  CreateLocationDocument,
  CreateLocationsDocument,
  CreateWarehouseDocument,
  DeleteLocationDocument,
  LocationLabelsDocument,
  LocationOptionsDocument,
  LocationsDocument,
  UpdateLocationDocument,
  UpdateWarehouseDocument,
  WarehouseOptionsDocument,
  WarehousesDocument,
  type CreateLocationInput,
  type CreateLocationsInput,
  type CreateWarehouseInput,
  type LocationFilter,
  type LocationsQuery,
  type UpdateLocationInput,
  type UpdateWarehouseInput,
  type WarehouseFilter,
  type WarehousesQuery,
} from '../../api/generated/graphql';
import { pageArgs } from '../shared/format';
import { settle, type Outcome } from '../shared/outcome';

export type WarehouseRow = WarehousesQuery['warehouses']['edges'][number]['node'];
export type LocationRow = LocationsQuery['locations']['edges'][number]['node'];

/** Pickers elsewhere list the warehouses and locations: refresh them after every change here. */
const REFRESH = [{ query: WarehouseOptionsDocument }];

export function useWarehouses(page: number, pageSize: number, filter: WarehouseFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(WarehousesDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.warehouses;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

export function useSaveWarehouse() {
  const [create, c] = useMutation(CreateWarehouseDocument, { refetchQueries: REFRESH });
  const [update, u] = useMutation(UpdateWarehouseDocument, { refetchQueries: REFRESH });
  const createWarehouse = useCallback((input: CreateWarehouseInput) => settle(create({ variables: { input } }), (d) => d.createWarehouse), [create]);
  const updateWarehouse = useCallback((input: UpdateWarehouseInput) => settle(update({ variables: { input } }), (d) => d.updateWarehouse), [update]);
  return { createWarehouse, updateWarehouse, loading: c.loading || u.loading };
}

export function useLocations(page: number, pageSize: number, filter: LocationFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(LocationsDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.locations;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

export function useSaveLocation() {
  const client = useApolloClient();
  // open location pickers list the codes too
  const refresh = useCallback(() => void client.refetchQueries({ include: [LocationOptionsDocument] }).catch(() => undefined), [client]);
  const [create] = useMutation(CreateLocationDocument);
  const [createMany] = useMutation(CreateLocationsDocument);
  const [update] = useMutation(UpdateLocationDocument);
  const [remove] = useMutation(DeleteLocationDocument);
  return {
    refresh,
    createLocation: useCallback((input: CreateLocationInput) => settle(create({ variables: { input } }), (d) => d.createLocation), [create]),
    createLocations: useCallback((input: CreateLocationsInput) => settle(createMany({ variables: { input } }), (d) => d.createLocations), [createMany]),
    updateLocation: useCallback((input: UpdateLocationInput) => settle(update({ variables: { input } }), (d) => d.updateLocation), [update]),
    deleteLocation: useCallback((id: number) => settle(remove({ variables: { id } }), (d) => d.deleteLocation), [remove]),
  };
}

/** Fetches the label PDF of some locations (base64). */
export function useLocationLabels() {
  const client = useApolloClient();
  return useCallback(
    async (ids: number[]): Promise<Outcome<string>> =>
      settle(client.query({ query: LocationLabelsDocument, variables: { ids }, fetchPolicy: 'no-cache' }), (d) => d.locationLabels),
    [client],
  );
}
