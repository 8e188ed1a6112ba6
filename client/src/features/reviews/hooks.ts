/** /commentManagement and /allegroComment data (reviews.graphql) on the resource kit. */
import type { ReviewFilter } from '../../api/generated/types';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';
import { PullReviewsDocument, ReplyToReviewDocument, ReviewCountsDocument, ReviewsDocument, ReviewShopsDocument } from './reviews.generated';

export type ReviewRow = RowOf<typeof reviewList>;
export type ReviewCountsData = { all: number; positive: number; neutral: number; negative: number; unanswered: number };

/** The list: a typed result (a bad filter is refused in words), paged by offset / limit. */
export const reviewList = listOf(ReviewsDocument, (d) => d.reviews);

/** Reviews per sentiment and unanswered ones for the summary line; null until loaded. */
export function useReviewCounts(filter: ReviewFilter) {
  const { record, refetch } = useRecord(ReviewCountsDocument, (d) => d.reviewCounts, { filter }, { silent: true, keepPrevious: true });
  const counts: ReviewCountsData | null = record?.__typename === 'QueryReviewCountsSuccess' ? record.data : null;
  return { counts, refetch };
}

/** The caller's shops of the screen's marketplaces (the shop filter). */
export function useReviewShops(platform: string | undefined) {
  const { record } = useRecord(ReviewShopsDocument, (d) => d.reviewShops, { platform }, { silent: true });
  return record?.__typename === 'QueryReviewShopsSuccess' ? record.data : [];
}

export const useReviewCommands = () => useCommands({ reply: ReplyToReviewDocument, pull: PullReviewsDocument });
