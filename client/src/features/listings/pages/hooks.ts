/** The listing tool pages' documents (tools.graphql): lists, rows and commands; the marketplace's shops. */
import type { PlatformName } from '@erp/schema';
import { listOf, useCommands, useRecord, type RowOf } from '../../../ui/resource';
import { useMarketplaceShops } from '../hooks';
import { ListingShopsDocument } from '../listings.generated';
import * as ops from '../tools.generated';

export const siteListingList = listOf(ops.SiteListingsDocument, (d) => d.siteListings);
export type SiteListingRow = RowOf<typeof siteListingList>;

export const diagnosisList = listOf(ops.ListingDiagnosisDocument, (d) => d.listingDiagnosis);
export type DiagnosisRow = RowOf<typeof diagnosisList>;

export const sellAlongList = listOf(ops.SellAlongOffersDocument, (d) => d.sellAlongOffers);
export type SellAlongRow = RowOf<typeof sellAlongList>;

export const useSellAlongCommands = () =>
  useCommands({ offer: ops.CreateSellAlongOfferDocument, setFollow: ops.SetSellAlongFollowDocument, follow: ops.FollowSellAlongPricesDocument });

/**
 * The marketplace's authorized shops as options, and whether the seller has none: known only once
 * the shops have arrived (not while loading, not when they failed), so a page never claims "no
 * shop" it does not know about.
 */
export function useShopsOf(marketplace: PlatformName) {
  const shops = useMarketplaceShops(marketplace);
  // the same cached query as useMarketplaceShops: its data tells "none" from "not known"
  const query = useRecord(ListingShopsDocument, (d) => d.shopOptions, undefined, { fetchPolicy: 'cache-first', silent: true });
  return { ...shops, query, none: Boolean(query.data) && shops.options.length === 0 };
}
