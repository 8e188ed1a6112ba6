// Publication statistics (issue 24 item 8): per staff member or shop (/publicationStatistics) and per
// day (/publicationStatisticsV2), the listings created in the period, the publish / relist attempts
// sent to the marketplace and how the marketplace answered (online = published, failed). An attempt
// counts for its listing's creator and shop, on the day it was sent (submitted) and the day it was
// answered (published / failed); rate-limited attempts are retried and count only once answered.
// One SQL statement per source reads the period in the caller's shops; the rows are added up here.
import {
  addPublications,
  NO_PUBLICATIONS,
  periodBuckets,
  platformName,
  publicationFigures,
  publicationStatsFilterInput,
  reportRange,
  type PublicationCounts,
  type PublicationFigures,
  type PublicationStatsFilter,
} from '@erp/schema';
import { Prisma } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import { ValidationError } from '../../platform/errors';
import { reportShops, reportShopName } from '../../platform/report-shops';
import { parseInput } from '../../platform/validate';

export interface PublicationRow extends PublicationFigures {
  /** staff: the user id ('' for listings nobody created in the ERP, e.g. pulled from the marketplace); shop: the shop id; day: YYYY-MM-DD. */
  key: string;
  label: string;
  platformType: number | null;
}
export interface PublicationStats {
  from: string;
  to: string;
  groupBy: string;
  rows: PublicationRow[];
  totals: PublicationFigures;
}

interface CountRow extends PublicationCounts {
  userId: number | null;
  shopId: number;
  day: string;
}

type Grouping = 'staff' | 'shop' | 'day';

async function countRows(ctx: RequestContext, companyId: number, shopIds: number[], start: Date, end: Date): Promise<CountRow[]> {
  const ids = Prisma.join(shopIds);
  return ctx.db.$queryRaw<CountRow[]>`
    SELECT "userId", "shopId", day,
           sum(created)::int AS created, sum(submitted)::int AS submitted, sum(published)::int AS published, sum(failed)::int AS failed
      FROM (
        SELECT l."createdById" AS "userId", l."shopId", to_char(l."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
               1 AS created, 0 AS submitted, 0 AS published, 0 AS failed
          FROM "Listing" l
         WHERE l."companyId" = ${companyId} AND l."shopId" IN (${ids}) AND l."createdAt" >= ${start} AND l."createdAt" < ${end}
        UNION ALL
        SELECT l."createdById", l."shopId", to_char(a."startedAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD'), 0, 1, 0, 0
          FROM "ListingPublishAttempt" a JOIN "Listing" l ON l.id = a."listingId" AND l."companyId" = ${companyId}
         WHERE a."companyId" = ${companyId} AND l."shopId" IN (${ids}) AND a."startedAt" >= ${start} AND a."startedAt" < ${end}
        UNION ALL
        SELECT l."createdById", l."shopId", to_char(a."finishedAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD'), 0, 0,
               (a.outcome = 'online')::int, (a.outcome = 'failed')::int
          FROM "ListingPublishAttempt" a JOIN "Listing" l ON l.id = a."listingId" AND l."companyId" = ${companyId}
         WHERE a."companyId" = ${companyId} AND l."shopId" IN (${ids}) AND a.outcome IN ('online', 'failed')
           AND a."finishedAt" >= ${start} AND a."finishedAt" < ${end}
      ) x
     GROUP BY "userId", "shopId", day`;
}

async function publicationStats(
  ctx: RequestContext,
  raw: unknown,
  grouping: (f: PublicationStatsFilter) => Grouping,
  permission: 'publicationStatistics' | 'publicationStatisticsV2',
) {
  const actor = assertCan(ctx, permission);
  const filter = parseInput(publicationStatsFilterInput, raw ?? {});
  if (filter.platformType != null && !platformName(filter.platformType))
    throw ValidationError.field('platformType', 'publicationStats.platformTypeInvalid', { platformType: filter.platformType });
  const by = grouping(filter);
  const shops = await reportShops(ctx, actor, filter, 'publicationStats.shopNotFound');
  const { start, end } = reportRange(filter);
  const counts = shops.length
    ? await countRows(
        ctx,
        actor.companyId,
        shops.map((s) => s.id),
        start,
        end,
      )
    : [];

  const groups = new Map<string, PublicationCounts[]>();
  // Every day of the period is a row of the trend, zero or not.
  if (by === 'day') for (const b of periodBuckets(filter, 'day')) groups.set(b.label, []);
  for (const c of counts) {
    const key = by === 'staff' ? (c.userId == null ? '' : String(c.userId)) : by === 'shop' ? String(c.shopId) : c.day;
    const list = groups.get(key);
    if (list) list.push(c);
    else groups.set(key, [c]);
  }

  const shopById = new Map(shops.map((s) => [String(s.id), s]));
  const userIds = by === 'staff' ? [...groups.keys()].filter(Boolean).map(Number) : [];
  const users = userIds.length
    ? await ctx.db.user.findMany({ where: { companyId: actor.companyId, id: { in: userIds } }, select: { id: true, realname: true, username: true } })
    : [];
  const userName = new Map(users.map((u) => [String(u.id), u.realname || u.username]));
  const rows: PublicationRow[] = [...groups].map(([key, list]) => ({
    key,
    label: by === 'staff' ? (key === '' ? '' : (userName.get(key) ?? `#${key}`)) : by === 'shop' ? reportShopName(shopById.get(key)!) : key,
    platformType: by === 'shop' ? shopById.get(key)!.platformType : null,
    ...publicationFigures(list.length ? addPublications(list) : NO_PUBLICATIONS),
  }));
  if (by === 'day') rows.sort((a, b) => a.key.localeCompare(b.key));
  else rows.sort((a, b) => (a.key === '' ? 1 : b.key === '' ? -1 : b.created - a.created || a.label.localeCompare(b.label)));
  return { from: filter.from, to: filter.to, groupBy: by, rows, totals: publicationFigures(addPublications(counts)) } satisfies PublicationStats;
}

/** /publicationStatistics: rows per staff member (the listing's creator) or per shop. */
export const publicationStatistics = (ctx: RequestContext, raw: unknown) => publicationStats(ctx, raw, (f) => f.groupBy, 'publicationStatistics');

/** /publicationStatisticsV2: one row per day of the period (the trend). */
export const publicationTrend = (ctx: RequestContext, raw: unknown) => publicationStats(ctx, raw, () => 'day', 'publicationStatisticsV2');
