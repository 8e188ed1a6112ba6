/** Customers and their blacklist (customers.graphql): the two list documents, the shop options and the commands. */
import { marketplaceLabel } from '@erp/schema';
import * as ops from './customers.generated';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export const customerList = listOf(ops.CustomersDocument, (d) => d.customers);
export type CustomerRow = RowOf<typeof customerList>;
export const blacklistList = listOf(ops.BuyerBlacklistDocument, (d) => d.buyerBlacklist);
export type BlacklistRow = RowOf<typeof blacklistList>;

/** The shops the caller may see (the shop filter), labelled "alias or name (marketplace)". */
export function useCustomerShops() {
  const { record } = useRecord(ops.CustomerShopOptionsDocument, (d) => d.shopOptions, undefined, { fetchPolicy: 'cache-first', silent: true });
  return (record ?? []).map((s) => ({ value: String(s.id), label: `${s.alias || s.shopName} (${marketplaceLabel(s.platformType)})` }));
}

export const useCustomerCommands = () => useCommands({ blacklist: ops.BlacklistBuyerDocument, remove: ops.RemoveFromBlacklistDocument });
