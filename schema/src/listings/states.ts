// The listing lifecycle (spec 02 §4 'Listing'; spec 01 §4 groupListingStatus): draft, to be
// published, publishing, publishing failed, online (on the shelf), taken down, removed. Every
// listing mutation on the server goes through LISTING_TRANSITIONS (platform/transition.ts), so an
// illegal move has one message (listing.illegalTransition) and one test.
import type { Transition } from '../rules/inventory';

export const LISTING_STATUSES = ['draft', 'toBePublished', 'publishing', 'publishFailed', 'online', 'takenDown', 'removed'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export type ListingAction = 'publish' | 'unqueue' | 'claim' | 'resume' | 'published' | 'fail' | 'retry' | 'revise' | 'end' | 'relist' | 'remove';

export const LISTING_TRANSITIONS: Record<ListingAction, Transition<ListingStatus>> = {
  /** Batch publish: only draft or failed listings can be ticked (spec 02 §4). */
  publish: { from: ['draft', 'publishFailed'], to: 'toBePublished' },
  /** Take a queued listing back out of the queue before the runner reaches it. */
  unqueue: { from: ['toBePublished'], to: 'draft' },
  /** The queue runner takes a due listing; from here on it cannot be edited. */
  claim: { from: ['toBePublished'], to: 'publishing' },
  /** The runner takes over a listing whose run stopped mid-way (crash): its lease expired. */
  resume: { from: ['publishing'], to: 'publishing' },
  /** The marketplace accepted it. */
  published: { from: ['publishing'], to: 'online' },
  /** The marketplace refused it; the listing keeps the marketplace's message. */
  fail: { from: ['publishing'], to: 'publishFailed' },
  /** The marketplace asked to slow down: back in the queue with a later attempt time. */
  retry: { from: ['publishing'], to: 'toBePublished' },
  /** Price, quantity or content changed on the marketplace. */
  revise: { from: ['online'], to: 'online' },
  /** Taken down (ended) on the marketplace. */
  end: { from: ['online'], to: 'takenDown' },
  /** Put a taken-down listing back through the queue (the runner relists it). */
  relist: { from: ['takenDown'], to: 'toBePublished' },
  /** Removed from the seller's lists: never while queued, publishing or online. */
  remove: { from: ['draft', 'publishFailed', 'takenDown'], to: 'removed' },
};

/** Statuses whose listing may be edited here (an online one is revised instead; a publishing one never). */
export const LISTING_EDITABLE: readonly ListingStatus[] = ['draft', 'toBePublished', 'publishFailed', 'takenDown'];

/** Status tabs of the listing pages, in screen order (removed listings are not shown). */
export const LISTING_TABS: readonly ListingStatus[] = ['draft', 'toBePublished', 'publishing', 'publishFailed', 'online', 'takenDown'];

/**
 * Spec 01 §4 groupListingStatus (the route family each status is listed under): 1 draft, 2 online,
 * 3 queue. Local (4, TikTok) and site online (5, Shopee, Mercado) are online listings of those sites.
 */
export const LISTING_STATUS_GROUP: Record<ListingStatus, 1 | 2 | 3 | null> = {
  draft: 1,
  publishFailed: 1,
  toBePublished: 3,
  publishing: 3,
  online: 2,
  takenDown: 2,
  removed: null,
};
