/** Shops of /shops and /shopsConfig (shops.graphql): the list, one shop's settings and the commands. */
import * as ops from './shops.generated';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export type ShopRow = RowOf<typeof shopList>;
export type ShopConfigRow = NonNullable<ops.ShopConfigQuery['shop']>;

export const shopList = listOf(ops.ShopsDocument, (d) => d.shops);

/** Every shop the account may see, for the /shopsConfig picker (shopOptions: unpaged, the plan bounds it). */
export function useShopConfigOptions() {
  const { record, loading, error, refetch } = useRecord(ops.ShopConfigOptionsDocument, (d) => d.shopOptions);
  return { options: record ?? [], loading, error, refetch };
}

/** One shop with its rates for the /shopsConfig form; null when it is not the company's (or not the account's). */
export function useShopConfig(id: number | null) {
  const { record, loading, error, refetch } = useRecord(ops.ShopConfigDocument, (d) => d.shop, { id: id ?? 0 }, { skip: id == null });
  return { shop: record && record.id === id ? record : null, loading, error, refetch };
}

export const useShopCommands = () =>
  useCommands({ authorize: ops.AuthorizeShopDocument, reauthorize: ops.ReauthorizeShopDocument, update: ops.UpdateShopDocument });
