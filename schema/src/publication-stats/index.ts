// Publication statistics (/publicationStatistics, /publicationStatisticsV2; issue 24 item 8): the
// listings each staff member / shop created in a period, the publish attempts the marketplaces
// answered (published or failed) and the success rate. Attempts count for the listing's creator
// and shop on the day the marketplace answered (docs/decisions.md "Publication statistics").
import { z } from 'zod';
import { refinePeriod } from '../rules/reports';

export const PUBLICATION_STATS_MAX_DAYS = 366;
/** What /publicationStatistics groups its rows by; /publicationStatisticsV2 is always by day. */
export const PUBLICATION_GROUPS = ['staff', 'shop'] as const;
export type PublicationGroup = (typeof PUBLICATION_GROUPS)[number];

const dateText = z.string({ error: 'validation.required' }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'report.dateInvalid' });

/** The filter of both pages: UTC days (both included, at most a year), optional shops and platform. */
export const publicationStatsFilterInput = z
  .object({
    from: dateText,
    to: dateText,
    groupBy: z.enum(PUBLICATION_GROUPS, { error: 'report.groupByInvalid' }).default('staff'),
    shopIds: z
      .array(z.number().int().positive({ error: 'publicationStats.shopNotFound' }))
      .max(500)
      .nullish(),
    platformType: z.number().int().positive({ error: 'publicationStats.platformTypeInvalid' }).nullish(),
  })
  .superRefine(refinePeriod('report', PUBLICATION_STATS_MAX_DAYS));
export type PublicationStatsFilter = z.output<typeof publicationStatsFilterInput>;

/** The counts of one row. */
export interface PublicationCounts {
  /** Listings created in the period. */
  created: number;
  /** Publish / relist attempts sent to the marketplace in the period. */
  submitted: number;
  /** Attempts the marketplace accepted (the listing went online). */
  published: number;
  /** Attempts the marketplace refused. */
  failed: number;
}
export interface PublicationFigures extends PublicationCounts {
  /** published ÷ (published + failed) in percent, two decimals; null when nothing was answered. */
  successRate: number | null;
}

export const NO_PUBLICATIONS: PublicationCounts = { created: 0, submitted: 0, published: 0, failed: 0 };

export function publicationFigures(c: PublicationCounts): PublicationFigures {
  const answered = c.published + c.failed;
  return { ...c, successRate: answered ? Math.round((c.published / answered) * 10_000) / 100 : null };
}

/** The sum of rows' counts. */
export function addPublications(rows: readonly PublicationCounts[]): PublicationCounts {
  return rows.reduce(
    (s, r) => ({ created: s.created + r.created, submitted: s.submitted + r.submitted, published: s.published + r.published, failed: s.failed + r.failed }),
    NO_PUBLICATIONS,
  );
}
