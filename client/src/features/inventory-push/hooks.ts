/** Stock push (inventoryPush.graphql): the list documents, the shop and warehouse choices and every command. */
import { useMemo } from 'react';
import * as ops from './inventoryPush.generated';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export const pushRuleList = listOf(ops.InventoryPushRulesDocument, (d) => d.inventoryPushRules);
export const pushRecordList = listOf(ops.InventoryPushRecordsDocument, (d) => d.inventoryPushRecords);
export const pushDriftList = listOf(ops.InventoryPushDriftsDocument, (d) => d.inventoryPushDrifts);
export type PushRuleRow = RowOf<typeof pushRuleList>;
export type PushRecordRow = RowOf<typeof pushRecordList>;
export type PushDriftRow = RowOf<typeof pushDriftList>;

export const usePushRuleCommands = () =>
  useCommands({
    create: ops.CreateInventoryPushRuleDocument,
    update: ops.UpdateInventoryPushRuleDocument,
    remove: ops.DeleteInventoryPushRuleDocument,
    setEnabled: ops.SetInventoryPushRulesEnabledDocument,
    pushShop: ops.PushInventoryShopNowDocument,
  });

export const useDriftCommands = () => useCommands({ check: ops.CheckInventoryDriftDocument, fix: ops.FixInventoryDriftsDocument });

/** The company's shops as choices (alias first). */
export function usePushShopOptions() {
  const { record } = useRecord(ops.InventoryPushShopOptionsDocument, (d) => d.shopOptions, undefined, { fetchPolicy: 'cache-first', silent: true });
  return useMemo(() => (record ?? []).map((s) => ({ value: String(s.id), label: s.alias || s.shopName })), [record]);
}

/** The company's warehouses (the rule's warehouse set). */
export function usePushWarehouseOptions() {
  const { record } = useRecord(ops.InventoryPushWarehouseOptionsDocument, (d) => d.warehouseOptions, undefined, { fetchPolicy: 'cache-first', silent: true });
  return record ?? [];
}
