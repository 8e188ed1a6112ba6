/** Suppliers and supply relationships (suppliers.graphql): list descriptors, records and commands. */
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
  type SupplierOptionsQuery,
  type SupplierProductsQuery,
  type SupplierPurchaseRecordsQuery,
  type SuppliersQuery,
  type SupplyRelationshipsQuery,
} from './suppliers.generated';
import { useCommands, useRecord, type NodeOf } from '../../ui/resource';

export type SupplierRow = NodeOf<SuppliersQuery['suppliers']>;
export type SupplierStats = SupplierRow['statistics'];
export type SupplyRow = NodeOf<SupplyRelationshipsQuery['supplyRelationships']>;
export type SupplyLink = SupplyRow['suppliers'][number];
export type SupplierOption = SupplierOptionsQuery['supplierOptions'][number];

export const supplierList = { document: SuppliersDocument, pick: (d: SuppliersQuery) => d.suppliers };
export const purchaseRecordList = { document: SupplierPurchaseRecordsDocument, pick: (d: SupplierPurchaseRecordsQuery) => d.supplierPurchaseRecords };
export const supplyList = { document: SupplyRelationshipsDocument, pick: (d: SupplyRelationshipsQuery) => d.supplyRelationships };
export const supplierProductList = { document: SupplierProductsDocument, pick: (d: SupplierProductsQuery) => d.supplierProducts };

export const useSupplier = (id: number | null) => useRecord(SupplierDocument, (d) => d.supplier, { id: id ?? 0 }, { skip: !id });
export const useSupplyRelationship = (skuId: number | null) =>
  useRecord(SupplyRelationshipDocument, (d) => d.supplyRelationship, { skuId: skuId ?? 0 }, { skip: !skuId });

/** Every supplier of the company for pickers (cached; disabled ones are filtered by the picker). */
const NO_OPTIONS: SupplierOption[] = [];
export function useSupplierOptions() {
  const { record, loading, error } = useRecord(SupplierOptionsDocument, (d) => d.supplierOptions, undefined, { silent: true });
  return { options: record ?? NO_OPTIONS, loading, error };
}

/** Supplier commands; the pickers' options are asked again after each. */
export const useSupplierCommands = () =>
  useCommands(
    { create: CreateSupplierDocument, update: UpdateSupplierDocument, setEnabled: SetSupplierEnabledDocument, remove: DeleteSupplierDocument },
    { refetchQueries: ['SupplierOptions'] },
  );

export const useSupplyCommands = () => useCommands({ relate: SetSupplyRelationshipDocument });
