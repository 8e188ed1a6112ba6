// The deadline radar (issue 21 item 8): everything with a marketplace deadline in one list sorted
// by time left, across marketplaces — orders not shipped with their ship-by time (page orders) and
// conversations whose buyer waits for an answer, due 24 hours after the first unanswered message
// (page buyerMessage), and open after-sales cases with the marketplace's answer-by time (each case
// only with the page of its kind and marketplace: AFTER_SALES_SCREENS). Each kind only for callers who may open its page, only in the shops they
// may see; deadlines passed more than RADAR_OVERDUE_DAYS ago have dropped off (already scored).
// One UNION ALL statement: both halves read their own index (Order companyId/status/shipBy,
// ChatConversation companyId/lastMsgTime), the page is cut in SQL.
import {
  AFTER_SALES_OPEN_STATUSES,
  AFTER_SALES_PLATFORMS,
  AFTER_SALES_SCREENS,
  BUYER_REPLY_DEADLINE_HOURS,
  PAGE_SIZE_MAX,
  RADAR_KINDS,
  RADAR_OVERDUE_DAYS,
  SHIPMENT_DUE_STATUSES,
  minutesLeft,
  radarUrgency,
  type RadarKind,
  type RadarUrgency,
} from '@erp/schema';
import { Prisma } from '../../generated/prisma/client';
import { allowedShopsWhere, assertCan, can, type Actor, type RequestContext } from '../../platform/context';
import { ValidationError } from '../../platform/errors';

export interface RadarItem {
  kind: RadarKind;
  /** The order id (shipBy), the conversation id (buyerMessage) or the case id (afterSales). */
  id: number;
  /** afterSales: the screen of the case (its page name, e.g. ebayReturn); '' for the other kinds. */
  page: string;
  shopId: number;
  shopName: string;
  platformType: number;
  /** Order number (shipBy), the buyer's account (buyerMessage) or the marketplace's case id (afterSales). */
  reference: string;
  /** The marketplace's order number, '' for conversations without one. */
  platformOrderNo: string;
  buyer: string;
  deadline: Date;
  minutesLeft: number;
  urgency: RadarUrgency;
}

export interface RadarPage {
  items: RadarItem[];
  totalCount: number;
  now: Date;
}

export interface RadarArgs {
  first?: number | null;
  offset?: number | null;
  kinds?: readonly string[] | null;
}

/** The kinds the caller may see among those asked for. */
function kindsFor(actor: Actor, asked: readonly string[] | null | undefined): RadarKind[] {
  const wanted = asked?.length ? asked : RADAR_KINDS;
  for (const k of wanted) if (!(RADAR_KINDS as readonly string[]).includes(k)) throw ValidationError.field('kinds', 'radar.kindUnknown', { kind: k });
  return (wanted as RadarKind[]).filter((k) =>
    k === 'shipBy' ? can(actor, 'orders') : k === 'buyerMessage' ? can(actor, 'buyerMessage') : afterSalesScreensOf(actor).length > 0,
  );
}

/** The after-sales screens (kind + marketplace) whose page the caller holds. */
function afterSalesScreensOf(actor: Actor) {
  return AFTER_SALES_SCREENS.filter((s) => can(actor, s.page));
}

function shopScope(actor: Actor, column: Prisma.Sql): Prisma.Sql {
  const where = allowedShopsWhere(actor, 'shopId') as { shopId?: { in: number[] } };
  if (!where.shopId) return Prisma.sql`TRUE`;
  return where.shopId.in.length ? Prisma.sql`${column} IN (${Prisma.join(where.shopId.in)})` : Prisma.sql`FALSE`;
}

export async function deadlineRadar(ctx: RequestContext, args: RadarArgs = {}, now = new Date()): Promise<RadarPage> {
  const actor = assertCan(ctx, 'deadlineRadar');
  const first = args.first ?? 20;
  const offset = args.offset ?? 0;
  if (!Number.isInteger(first) || first < 1 || first > PAGE_SIZE_MAX) throw ValidationError.field('first', 'radar.pageSize', { max: PAGE_SIZE_MAX });
  if (!Number.isInteger(offset) || offset < 0) throw ValidationError.field('offset', 'radar.pageSize', { max: PAGE_SIZE_MAX });
  const kinds = kindsFor(actor, args.kinds);
  if (!kinds.length) return { items: [], totalCount: 0, now };
  const since = new Date(now.getTime() - RADAR_OVERDUE_DAYS * 86_400_000);
  const parts: Prisma.Sql[] = [];
  if (kinds.includes('shipBy'))
    parts.push(Prisma.sql`
      SELECT 'shipBy' AS kind, '' AS page, o.id, o."shopId", o."orderNo" AS reference, o."platformOrderNo", o."buyerName" AS buyer, o."shipBy" AS deadline
        FROM "Order" o
       WHERE o."companyId" = ${actor.companyId} AND o.status IN (${Prisma.join([...SHIPMENT_DUE_STATUSES])})
         AND o."shipBy" >= ${since} AND ${shopScope(actor, Prisma.sql`o."shopId"`)}`);
  if (kinds.includes('buyerMessage'))
    // the first buyer message after the last answer (a failed send is no answer); conversations
    // quiet since before the window cannot hold a deadline inside it
    parts.push(Prisma.sql`
      SELECT 'buyerMessage' AS kind, '' AS page, c.id, c."shopId", c."buyerAccount" AS reference, c."platformOrderNo",
             CASE WHEN c."buyerName" = '' THEN c."buyerAccount" ELSE c."buyerName" END AS buyer,
             w.first_unanswered + make_interval(hours => ${BUYER_REPLY_DEADLINE_HOURS}) AS deadline
        FROM "ChatConversation" c
        CROSS JOIN LATERAL (
          SELECT min(m."msgTime") AS first_unanswered
            FROM "ChatMessage" m
           WHERE m."companyId" = c."companyId" AND m."chatId" = c.id AND m.type = 1
             AND m."msgTime" > coalesce((
               SELECT max(s."msgTime") FROM "ChatMessage" s
                WHERE s."companyId" = c."companyId" AND s."chatId" = c.id AND s.type = 2 AND s.status <> '-1'), '-infinity'::timestamp)
        ) w
       WHERE c."companyId" = ${actor.companyId} AND c."lastMsgTime" >= ${new Date(since.getTime() - BUYER_REPLY_DEADLINE_HOURS * 3_600_000)}
         AND w.first_unanswered IS NOT NULL AND ${shopScope(actor, Prisma.sql`c."shopId"`)}`);
  if (kinds.includes('afterSales')) {
    // each (kind, marketplace) the caller may open, with its page name for the link
    const screens = afterSalesScreensOf(actor);
    const page = Prisma.sql`CASE ${Prisma.join(
      screens.map((s) => Prisma.sql`WHEN a.kind = ${s.kind} AND sh."platformType" = ${AFTER_SALES_PLATFORMS[s.platform]} THEN ${s.page}`),
      ' ',
    )} END`;
    parts.push(Prisma.sql`
      SELECT 'afterSales' AS kind, ${page} AS page, a.id, a."shopId", a."platformCaseId" AS reference, a."platformOrderNo",
             CASE WHEN a."buyerName" = '' THEN a."buyerAccount" ELSE a."buyerName" END AS buyer, a.deadline
        FROM "AfterSalesCase" a JOIN "Shop" sh ON sh.id = a."shopId" AND sh."companyId" = a."companyId"
       WHERE a."companyId" = ${actor.companyId} AND a.status IN (${Prisma.join([...AFTER_SALES_OPEN_STATUSES])})
         AND a.deadline >= ${since} AND ${page} IS NOT NULL AND ${shopScope(actor, Prisma.sql`a."shopId"`)}`);
  }
  const union = Prisma.join(parts, ' UNION ALL ');
  const rows = await ctx.db.$queryRaw<
    {
      kind: RadarKind;
      page: string;
      id: number;
      shopId: number;
      reference: string;
      platformOrderNo: string;
      buyer: string;
      deadline: Date;
      total: bigint;
      shopName: string;
      platformType: number;
    }[]
  >`
    WITH r AS (${union})
    SELECT r.*, s."platformType", CASE WHEN s.alias = '' THEN s."shopName" ELSE s.alias END AS "shopName", count(*) OVER () AS total
      FROM r JOIN "Shop" s ON s.id = r."shopId" AND s."companyId" = ${actor.companyId}
     WHERE r.deadline >= ${since}
     ORDER BY r.deadline ASC, r.kind ASC, r.id ASC
     LIMIT ${first} OFFSET ${offset}`;
  const totalCount = rows.length ? Number(rows[0].total) : offset > 0 ? await countAll(ctx, union, actor.companyId, since) : 0;
  return {
    items: rows.map((r) => ({
      kind: r.kind,
      page: r.page,
      id: r.id,
      shopId: r.shopId,
      shopName: r.shopName,
      platformType: r.platformType,
      reference: r.reference,
      platformOrderNo: r.platformOrderNo,
      buyer: r.buyer,
      deadline: r.deadline,
      minutesLeft: minutesLeft(r.deadline, now),
      urgency: radarUrgency(r.deadline, now),
    })),
    totalCount,
    now,
  };
}

/** The count when the page asked for lies past the end (no row carries the window total). */
async function countAll(ctx: RequestContext, union: Prisma.Sql, companyId: number, since: Date): Promise<number> {
  const [row] = await ctx.db.$queryRaw<{ n: bigint }[]>`
    WITH r AS (${union}) SELECT count(*) AS n FROM r JOIN "Shop" s ON s.id = r."shopId" AND s."companyId" = ${companyId} WHERE r.deadline >= ${since}`;
  return Number(row?.n ?? 0);
}
