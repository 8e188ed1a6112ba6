// Customer-service report (issue 21 item 7, spec 02 §9): per shop and per staff member, the buyer
// waits that started in the period (runs of buyer messages, see @erp/schema customer-service),
// answered within 3 minutes / 24 hours, the median first-response time and those still waiting.
// One SQL statement reads the messages of the conversations in reach: the period's messages, the
// seller messages after it (a wait that started on the last day may be answered the next day) and,
// per conversation, the last message before the period (a run already open at the start is not
// the period's). Failed sends (status '-1') are no answer. Raw SQL names the company and the
// caller's allowed shops itself.
import {
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
import { allowedShopsWhere, assertCan, type RequestContext } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/errors';
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
export interface CustomerServiceReport {
  from: string;
  to: string;
  shops: CsShopRow[];
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

export async function customerServiceReport(ctx: RequestContext, raw: unknown): Promise<CustomerServiceReport> {
  const actor = assertCan(ctx, 'customerServiceReport');
  const filter: CustomerServiceReportFilter = parseInput(customerServiceReportFilterInput, raw ?? {});
  if (filter.platformType != null && !platformName(filter.platformType))
    throw ValidationError.field('platformType', 'customerService.platformTypeInvalid', { platformType: filter.platformType });
  const reach = allowedShopsWhere(actor) as Prisma.ShopWhereInput;
  const shopIds = filter.shopIds?.length ? [...new Set(filter.shopIds)] : null;
  const shops = await ctx.db.shop.findMany({
    where: {
      AND: [
        reach,
        { companyId: actor.companyId },
        shopIds ? { id: { in: shopIds } } : {},
        filter.platformType != null ? { platformType: filter.platformType } : {},
      ],
    },
    select: { id: true, shopName: true, alias: true, platformType: true },
  });
  if (shopIds) {
    const found = new Set(shops.map((s) => s.id));
    const missing = shopIds.find((id) => !found.has(id));
    // a shop of the caller's company that the platform filter leaves out is no error, just empty
    if (missing != null) {
      const inReach = await ctx.db.shop.findFirst({ where: { AND: [reach, { companyId: actor.companyId }, { id: missing }] }, select: { id: true } });
      if (!inReach) throw new NotFoundError('customerService.shopNotFound', { id: missing, field: 'shopIds' });
    }
  }
  const empty = { from: filter.from, to: filter.to, shops: [], staff: [], totals: replyFigures([]) };
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
    return { shopId, shopName: s.alias || s.shopName, platformType: s.platformType, ...replyFigures(list) };
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

  return { from: filter.from, to: filter.to, shops: shopRows, staff: staffRows, totals: replyFigures(waits.map((w) => w.wait)) };
}
