/** Suppliers and supply relationships (suppliers.graphql) wrapped in small typed hooks. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  CreateSupplierDocument,
  DeleteSupplierDocument,
  SetSupplierEnabledDocument,
  SetSupplyRelationshipDocument,
  SupplierDocument,
  SupplierOptionsDocument,
  SupplierProductsDocument,
  SupplierPurchaseRecordsDocument,
  SuppliersDocument,
  UpdateSupplierDocument,
  SupplyRelationshipDocument,
  SupplyRelationshipsDocument,
  type SupplierFilter,
  type SupplierInput,
  type SupplierOptionsQuery,
  type SuppliersQuery,
  type SupplyRelationshipFilter,
  type SupplyRelationshipInput,
  type SupplyRelationshipsQuery,
} from '../../api/generated/graphql';
import { pageArgs } from '../shared/format';
import { settle } from '../shared/outcome';

export type SupplierRow = SuppliersQuery['suppliers']['edges'][number]['node'];
export type SupplierStats = SupplierRow['statistics'];
export type SupplyRow = SupplyRelationshipsQuery['supplyRelationships']['nodes'][number];
export type SupplyLink = SupplyRow['suppliers'][number];
export type SupplierOption = SupplierOptionsQuery['supplierOptions'][number];

export function useSuppliers(page: number, pageSize: number, filter: SupplierFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(SuppliersDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.suppliers;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

export function useSupplier(id: number | null) {
  const { data, loading, error, refetch } = useQuery(SupplierDocument, { variables: { id: id ?? 0 }, skip: !id, fetchPolicy: 'cache-and-network' });
  return { supplier: data?.supplier ?? null, loading, error, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

export function usePurchaseRecords(supplierId: number | null, page: number, pageSize: number) {
  const { data, previousData, loading, error, refetch } = useQuery(SupplierPurchaseRecordsDocument, {
    variables: { supplierId: supplierId ?? 0, ...pageArgs(page, pageSize) },
    skip: !supplierId,
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.supplierPurchaseRecords;
  return { rows: list?.nodes ?? [], total: list?.totalCount ?? 0, loading, error, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

export function useSupplyRelationships(page: number, pageSize: number, filter: SupplyRelationshipFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(SupplyRelationshipsDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.supplyRelationships;
  return { rows: list?.nodes ?? [], total: list?.totalCount ?? 0, loading, error, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

export function useSupplyRelationship(skuId: number | null) {
  const { data, loading, error, refetch } = useQuery(SupplyRelationshipDocument, { variables: { skuId: skuId ?? 0 }, skip: !skuId, fetchPolicy: 'cache-and-network' });
  return { relationship: data?.supplyRelationship ?? null, loading, error, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

export function useSupplierProducts(supplierId: number | null, keyword: string | undefined, page: number, pageSize: number) {
  const { data, previousData, loading, error, refetch } = useQuery(SupplierProductsDocument, {
    variables: { supplierId: supplierId ?? 0, keyword, ...pageArgs(page, pageSize) },
    skip: !supplierId,
    fetchPolicy: 'cache-and-network',
  });
  const d = data ?? previousData;
  // The name comes from the picker list (the supplier query needs the /supplier page).
  const { options } = useSupplierOptions();
  return {
    supplier: options.find((o) => o.id === supplierId) ?? null,
    rows: d?.supplierProducts?.nodes ?? [],
    total: d?.supplierProducts?.totalCount ?? 0,
    found: !d || d.supplierProducts != null,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

/** Every supplier of the company for pickers (cached; disabled ones are filtered by the picker). */
export function useSupplierOptions() {
  const { data, loading, error } = useQuery(SupplierOptionsDocument, { fetchPolicy: 'cache-and-network', context: { silent: true } });
  return { options: data?.supplierOptions ?? [], loading, error };
}

/** Every supplier action, each resolving to an outcome (see shared/outcome). */
export function useSupplierActions() {
  const [create] = useMutation(CreateSupplierDocument, { refetchQueries: ['SupplierOptions'] });
  const [update] = useMutation(UpdateSupplierDocument, { refetchQueries: ['SupplierOptions'] });
  const [enable] = useMutation(SetSupplierEnabledDocument, { refetchQueries: ['SupplierOptions'] });
  const [remove] = useMutation(DeleteSupplierDocument, { refetchQueries: ['SupplierOptions'] });
  const [relate] = useMutation(SetSupplyRelationshipDocument);
  return {
    create: useCallback((input: SupplierInput) => settle(create({ variables: { input } }), (d) => d.createSupplier), [create]),
    update: useCallback((id: number, input: SupplierInput) => settle(update({ variables: { id, input } }), (d) => d.updateSupplier), [update]),
    setEnabled: useCallback((id: number, enabled: boolean) => settle(enable({ variables: { id, enabled } }), (d) => d.setSupplierEnabled), [enable]),
    remove: useCallback((id: number) => settle(remove({ variables: { id } }), (d) => d.deleteSupplier), [remove]),
    relate: useCallback((input: SupplyRelationshipInput) => settle(relate({ variables: { input } }), (d) => d.setSupplyRelationship), [relate]),
  };
}
