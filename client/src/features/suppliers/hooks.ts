/** Suppliers and supply relationships (suppliers.graphql): list descriptors, records and commands. */
import * as ops from './suppliers.generated';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export type SupplierRow = RowOf<typeof supplierList>;
export type SupplierStats = SupplierRow['statistics'];
export type SupplyRow = RowOf<typeof supplyList>;
export type SupplyLink = SupplyRow['suppliers'][number];
export type SupplierOption = ops.SupplierOptionsQuery['supplierOptions'][number];

export const supplierList = listOf(ops.SuppliersDocument, (d) => d.suppliers);
export const purchaseRecordList = listOf(ops.SupplierPurchaseRecordsDocument, (d) => d.supplierPurchaseRecords);
export const supplyList = listOf(ops.SupplyRelationshipsDocument, (d) => d.supplyRelationships);
export const supplierProductList = listOf(ops.SupplierProductsDocument, (d) => d.supplierProducts);

export const useSupplier = (id: number | null) => useRecord(ops.SupplierDocument, (d) => d.supplier, { id: id ?? 0 }, { skip: !id });
export const useSupplyRelationship = (skuId: number | null) =>
  useRecord(ops.SupplyRelationshipDocument, (d) => d.supplyRelationship, { skuId: skuId ?? 0 }, { skip: !skuId });

/** Every supplier of the company for pickers (cached; disabled ones are filtered by the picker). */
const NO_OPTIONS: SupplierOption[] = [];
export function useSupplierOptions() {
  const { record, loading, error } = useRecord(ops.SupplierOptionsDocument, (d) => d.supplierOptions, undefined, { silent: true });
  return { options: record ?? NO_OPTIONS, loading, error };
}

/** Supplier commands; the pickers' options are asked again after each. */
export const useSupplierCommands = () =>
  useCommands(
    { create: ops.CreateSupplierDocument, update: ops.UpdateSupplierDocument, setEnabled: ops.SetSupplierEnabledDocument, remove: ops.DeleteSupplierDocument },
    { refetchQueries: ['SupplierOptions'] },
  );

export const useSupplyCommands = () => useCommands({ relate: ops.SetSupplyRelationshipDocument });
