/** Listings (listings.graphql): the list document, the shops of a marketplace and every command. */
import { PLATFORM_TYPES, type PlatformName } from '@erp/schema';
import { useMemo } from 'react';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';
import * as ops from './listings.generated';

export type ListingRow = RowOf<typeof listingList>;

export const listingList = listOf(ops.ListingsDocument, (d) => d.listings);

export const useListingCommands = () =>
  useCommands({
    create: ops.CreateListingDocument,
    update: ops.UpdateListingDocument,
    publish: ops.PublishListingsDocument,
    unqueue: ops.UnqueueListingsDocument,
    relist: ops.RelistListingsDocument,
    remove: ops.RemoveListingsDocument,
    end: ops.EndListingsDocument,
    revise: ops.ReviseListingDocument,
    runQueue: ops.RunListingQueueDocument,
    drafts: ops.CreateListingDraftsDocument,
    copy: ops.CopyListingsDocument,
    bulkEdit: ops.BulkEditListingsDocument,
    publishNow: ops.PublishListingsNowDocument,
  });

/** The company's authorized shops of one marketplace, as options (value = id). */
export function useMarketplaceShops(marketplace: PlatformName) {
  const { record, loading } = useRecord(ops.ListingShopsDocument, (d) => d.shopOptions, undefined, { fetchPolicy: 'cache-first', silent: true });
  const options = useMemo(
    () =>
      (record ?? [])
        .filter((s) => s.platformType === PLATFORM_TYPES[marketplace] && s.status === 1)
        .map((s) => ({ value: String(s.id), label: s.alias || s.shopName })),
    [record, marketplace],
  );
  return { options, loading };
}
