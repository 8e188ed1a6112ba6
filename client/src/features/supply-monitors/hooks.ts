/** Supply monitors (supplyMonitors.graphql): list descriptors and commands. */
import { useFeatureText } from '../../i18n/featureIntl';
import { listOf, type RowOf, useCommands } from '../../ui/resource';
import * as ops from './supplyMonitors.generated';
import { supplyMonitorsMessages } from './messages';

export const itemList = listOf(ops.SupplyMonitorItemsDocument, (d) => d.supplyMonitorItems);
export type ItemRow = RowOf<typeof itemList>;
export const changeList = listOf(ops.SupplyMonitorChangesDocument, (d) => d.supplyMonitorChanges);
export type ChangeRow = RowOf<typeof changeList>;
export const shopList = listOf(ops.SupplyShopsDocument, (d) => d.supplyShops);
export type ShopRow = RowOf<typeof shopList>;

export const useText = () => useFeatureText(supplyMonitorsMessages);

export const useItemCommands = () =>
  useCommands({
    add: ops.AddSupplyMonitorItemDocument,
    update: ops.UpdateSupplyMonitorItemDocument,
    remove: ops.DeleteSupplyMonitorItemDocument,
    check: [ops.CheckSupplyMonitorItemsDocument, (d: ops.CheckSupplyMonitorItemsMutation) => d.checkSupplyMonitorItems],
  });

export const useShopCommands = () =>
  useCommands({
    create: ops.CreateSupplyShopDocument,
    update: ops.UpdateSupplyShopDocument,
    remove: ops.DeleteSupplyShopDocument,
  });
