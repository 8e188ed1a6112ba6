/** Packaging material data (packageMaterials.graphql) wrapped in small typed hooks. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  CreatePackagingMaterialDocument,
  DeletePackagingMaterialDocument,
  PackagingMaterialsDocument,
  UpdatePackagingMaterialDocument,
  type PackagingMaterialFilter,
  type PackagingMaterialInput,
  type PackagingMaterialsQuery,
} from '../../api/generated/graphql';
import { pageArgs } from '../shared/format';
import { settle } from '../shared/outcome';

export type MaterialRow = PackagingMaterialsQuery['packagingMaterials']['edges'][number]['node'];

export function usePackagingMaterials(page: number, pageSize: number, filter: PackagingMaterialFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(PackagingMaterialsDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.packagingMaterials;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

export function useSaveMaterial() {
  const [create, created] = useMutation(CreatePackagingMaterialDocument);
  const [update, updated] = useMutation(UpdatePackagingMaterialDocument);
  const save = useCallback(
    (id: number | null, input: PackagingMaterialInput) =>
      id == null
        ? settle(create({ variables: { input } }), (d) => d.createPackagingMaterial)
        : settle(update({ variables: { id, input } }), (d) => d.updatePackagingMaterial),
    [create, update],
  );
  return { save, loading: created.loading || updated.loading };
}

export function useDeleteMaterial() {
  const [mutate, { loading }] = useMutation(DeletePackagingMaterialDocument);
  const remove = useCallback((id: number) => settle(mutate({ variables: { id } }), (d) => d.deletePackagingMaterial), [mutate]);
  return { remove, loading };
}
