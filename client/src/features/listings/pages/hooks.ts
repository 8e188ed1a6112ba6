/** The listing tool pages' documents (tools.graphql): lists, rows and commands. */
import { listOf, useCommands, type RowOf } from '../../../ui/resource';
import * as ops from '../tools.generated';

export const siteListingList = listOf(ops.SiteListingsDocument, (d) => d.siteListings);
export type SiteListingRow = RowOf<typeof siteListingList>;

export const diagnosisList = listOf(ops.ListingDiagnosisDocument, (d) => d.listingDiagnosis);
export type DiagnosisRow = RowOf<typeof diagnosisList>;

export const sellAlongList = listOf(ops.SellAlongOffersDocument, (d) => d.sellAlongOffers);
export type SellAlongRow = RowOf<typeof sellAlongList>;

export const useSellAlongCommands = () =>
  useCommands({ offer: ops.CreateSellAlongOfferDocument, setFollow: ops.SetSellAlongFollowDocument, follow: ops.FollowSellAlongPricesDocument });
