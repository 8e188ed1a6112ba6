// Customer-service report (issue 21 item 7, spec 02 §9): per shop and per staff member, the buyer
// waits that started in the period (runs of buyer messages, see @erp/schema customer-service),
// answered within 3 minutes / 24 hours, the median first-response time and those still waiting.
// One SQL statement reads the messages of the conversations in reach: the period's messages, the
// seller messages after it (a wait that started on the last day may be answered the next day) and,
// per conversation, the last message before the period (a run already open at the start is not
// the period's). Failed sends (status '-1') are no answer. Raw SQL names the company and the
// caller's allowed shops itself.
//
// After-sales cases (cancellations, returns, disputes, Allegro's included) of the same shops come as
// rows per shop and kind (caseRows): of the cases the marketplace opened in the period, those
// closed (no longer waiting for the seller), still open, overdue (still open past the
// marketplace's deadline at the report's time) and the median minutes from opening to the
// seller's first action (the case history's first entry by the seller). One SQL statement.
import {
  AFTER_SALES_OPEN_STATUSES,
  buyerWaits,
  csReportRange,
  customerServiceReportFilterInput,
  groupWaits,
  platformName,
  replyFigures,
  type BuyerWait,
  type CsMessage,
  type CustomerServiceReportFilter,
  type ReplyFigures,
} from '@erp/schema';
import { Prisma } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import { reportShops, reportShopName, type ReportShop } from '../../platform/report-shops';
import { ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';

export interface CsShopRow extends ReplyFigures {
  shopId: number;
  shopName: string;
  platformType: number;
}
export interface CsStaffRow extends ReplyFigures {
  /** The ERP user who answered; null: answers sent outside the ERP (on the marketplace itself). */
  userId: number | null;
  name: string;
}
/** The after-sales cases of one shop and kind opened in the period. */
export interface CsCaseRow {
  shopId: number;
  shopName: string;
  platformType: number;
  /** cancellation | return | dispute */
  kind: string;
  opened: number;
  /** No longer waiting for the seller (accepted, refused, refunded, label sent, closed …). */
  closed: number;
  /** Still waiting for the seller. */
  open: number;
  /** Still open and past the marketplace's deadline (at the report's time). */
  overdue: number;
  /** Cases the seller acted on at least once. */
  responded: number;
  /** Median minutes from opening to the seller's first action, two decimals; null when none responded. */
  medianFirstResponseMinutes: number | null;
}
export interface CustomerServiceReport {
  from: string;
  to: string;
  shops: CsShopRow[];
  /** After-sales cases per shop and kind (opened in the period). */
  cases: CsCaseRow[];
  /** Per staff member: the waits each answered first (received = answered by them; none unanswered). */
  staff: CsStaffRow[];
  totals: ReplyFigures;
}

interface MessageRow {
  chatId: number;
  shopId: number;
  type: number;
  msgTime: Date;
  userId: number | null;
}

interface CaseSqlRow {
  shopId: number;
  kind: string;
  opened: number;
  closed: number;
  overdue: number;
  responded: number;
  median: number | null;
}

/** The after-sales rows (see the top of the file); `ids` the shops in reach, already checked. */
async function caseRows(ctx: RequestContext, co: number, shops: ReportShop[], start: Date, end: Date, now: Date): Promise<CsCaseRow[]> {
  const ids = Prisma.join(shops.map((s) => s.id));
  const openStatuses = Prisma.join([...AFTER_SALES_OPEN_STATUSES]);
  const rows = await ctx.db.$queryRaw<CaseSqlRow[]>`
    SELECT c."shopId", c.kind,
           count(*)::int AS opened,
           count(*) FILTER (WHERE c.status NOT IN (${openStatuses}))::int AS closed,
           count(*) FILTER (WHERE c.status IN (${openStatuses}) AND c.deadline < ${now})::int AS overdue,
           count(f.at)::int AS responded,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY (EXTRACT(EPOCH FROM (f.at - c."openedAt")) / 60)::float8) AS median
      FROM "AfterSalesCase" c
      LEFT JOIN LATERAL (
        SELECT min(((h->>'at')::timestamptz AT TIME ZONE 'UTC')) AS at
          FROM jsonb_array_elements(CASE WHEN jsonb_typeof(c.history::jsonb) = 'array' THEN c.history::jsonb ELSE '[]'::jsonb END) h
         WHERE h->>'action' NOT IN ('opened', 'closed') AND (h->>'by') IS NOT NULL AND h->>'by' <> 'null'
      ) f ON true
     WHERE c."companyId" = ${co} AND c."shopId" IN (${ids}) AND c."openedAt" >= ${start} AND c."openedAt" < ${end}
     GROUP BY c."shopId", c.kind`;
  const shopById = new Map(shops.map((s) => [s.id, s]));
  const kinds = ['cancellation', 'return', 'dispute'];
  return rows
    .map((r) => {
      const s = shopById.get(r.shopId)!;
      return {
        shopId: r.shopId,
        shopName: reportShopName(s),
        platformType: s.platformType,
        kind: r.kind,
        opened: r.opened,
        closed: r.closed,
        open: r.opened - r.closed,
        overdue: r.overdue,
        responded: r.responded,
        medianFirstResponseMinutes: r.median == null ? null : Math.round(Number(r.median) * 100) / 100,
      };
    })
    .sort((a, b) => a.shopName.localeCompare(b.shopName) || a.shopId - b.shopId || kinds.indexOf(a.kind) - kinds.indexOf(b.kind));
}

export async function customerServiceReport(ctx: RequestContext, raw: unknown, opts: { now?: Date } = {}): Promise<CustomerServiceReport> {
  const actor = assertCan(ctx, 'customerServiceReport');
  const filter: CustomerServiceReportFilter = parseInput(customerServiceReportFilterInput, raw ?? {});
  if (filter.platformType != null && !platformName(filter.platformType))
    throw ValidationError.field('platformType', 'customerService.platformTypeInvalid', { platformType: filter.platformType });
  const shops = await reportShops(ctx, actor, filter, 'customerService.shopNotFound');
  const empty = { from: filter.from, to: filter.to, shops: [], cases: [], staff: [], totals: replyFigures([]) };
  if (!shops.length) return empty;
  const { start, end } = csReportRange(filter);
  const ids = Prisma.join(shops.map((s) => s.id));
  const co = actor.companyId;
  const rows = await ctx.db.$queryRaw<MessageRow[]>`
    WITH conv AS (
      SELECT c.id, c."shopId" FROM "ChatConversation" c
       WHERE c."companyId" = ${co} AND c."shopId" IN (${ids})
         AND EXISTS (SELECT 1 FROM "ChatMessage" b
                      WHERE b."companyId" = ${co} AND b."chatId" = c.id AND b.type = 1 AND b."msgTime" >= ${start} AND b."msgTime" < ${end})
    )
    SELECT x."chatId", x."shopId", x.type, x."msgTime", x."userId" FROM (
      SELECT m."chatId", conv."shopId", m.type, m."msgTime", m."userId", m.id
        FROM conv JOIN "ChatMessage" m ON m."companyId" = ${co} AND m."chatId" = conv.id
       WHERE m.status <> '-1' AND m."msgTime" >= ${start} AND (m."msgTime" < ${end} OR m.type = 2)
      UNION ALL
      SELECT conv.id, conv."shopId", p.type, p."msgTime", p."userId", p.id
        FROM conv CROSS JOIN LATERAL (
          SELECT q.type, q."msgTime", q."userId", q.id FROM "ChatMessage" q
           WHERE q."companyId" = ${co} AND q."chatId" = conv.id AND q.status <> '-1' AND q."msgTime" < ${start}
           ORDER BY q."msgTime" DESC, q.id DESC LIMIT 1) p
    ) x
    ORDER BY x."chatId", x."msgTime", x.id`;

  const waits: { shopId: number; wait: BuyerWait }[] = [];
  let i = 0;
  while (i < rows.length) {
    const chatId = rows[i].chatId;
    const shopId = rows[i].shopId;
    const messages: CsMessage[] = [];
    for (; i < rows.length && rows[i].chatId === chatId; i++) messages.push(rows[i]);
    for (const wait of buyerWaits(messages)) if (wait.askedAt >= start && wait.askedAt < end) waits.push({ shopId, wait });
  }

  const byShop = groupWaits(waits.map((w) => ({ key: w.shopId, wait: w.wait })));
  const shopById = new Map(shops.map((s) => [s.id, s]));
  const shopRows: CsShopRow[] = [...byShop].map(([shopId, list]) => {
    const s = shopById.get(shopId)!;
    return { shopId, shopName: reportShopName(s), platformType: s.platformType, ...replyFigures(list) };
  });
  shopRows.sort((a, b) => a.shopName.localeCompare(b.shopName) || a.shopId - b.shopId);

  const answered = waits.filter((w) => w.wait.answeredAt != null);
  const byStaff = groupWaits(answered.map((w) => ({ key: w.wait.responderId, wait: w.wait })));
  const userIds = [...byStaff.keys()].filter((k): k is number => k != null);
  const users = userIds.length
    ? await ctx.db.user.findMany({ where: { companyId: co, id: { in: userIds } }, select: { id: true, realname: true, username: true } })
    : [];
  const nameOf = new Map(users.map((u) => [u.id, u.realname || u.username]));
  const staffRows: CsStaffRow[] = [...byStaff].map(([userId, list]) => ({
    userId,
    name: userId == null ? '' : (nameOf.get(userId) ?? `#${userId}`),
    ...replyFigures(list),
  }));
  staffRows.sort((a, b) => (a.userId == null ? 1 : b.userId == null ? -1 : a.name.localeCompare(b.name) || a.userId - b.userId));

  const cases = await caseRows(ctx, co, shops, start, end, opts.now ?? new Date());
  return { from: filter.from, to: filter.to, shops: shopRows, cases, staff: staffRows, totals: replyFigures(waits.map((w) => w.wait)) };
}
