// Customers (/customerManagement, issue 21 item 4; spec 02 §3 'Blacklist entry', §4 'Blacklist: move
// in and remove', §5 'Other'): the buyers of the shops the caller may see, grouped by (shop, buyer
// account) from the orders with their order count, amounts, last order time and conversations, and
// their blacklist. The blacklist is the shipping blacklist's table (ShippingBlacklist, /shippingBlacklist,
// docs/decisions.md): moving a buyer in here makes an entry for the shop's marketplace (cause 'other'
// with the reason) and holds the buyer's open orders of that marketplace like /shippingBlacklist does.
import { customerBlacklistInput } from '@erp/schema';
import { Prisma } from '../../generated/prisma/client';
import { allowedShopsWhere, assertCan, type RequestContext } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { reportPage, type Paging } from '../../platform/report-paging';
import { sameTextIgnoringCase } from '../../platform/text-match';
import { parseInput } from '../../platform/validate';
import { keywordOf } from '../../platform/where';
import { blacklistAndHold } from '../order-rules/order-rules.service';

export interface CustomerFilter {
  shopId?: number;
  /** Part of the buyer account or name (any order of the buyer). */
  keyword?: string;
  /** true: only blacklisted buyers; false: only the others; absent: all. */
  blacklisted?: boolean;
}

/** One currency's sum of a buyer's order totals (orders of a shop may have more than one currency). */
export interface CustomerAmount {
  currency: string;
  amount: string;
}

export interface CustomerRow {
  shopId: number;
  shopName: string;
  platformType: number;
  buyerAccount: string;
  buyerName: string;
  orderCount: number;
  amounts: CustomerAmount[];
  lastOrderAt: Date;
  conversationCount: number;
  /** The active blacklist entry covering the buyer on the shop's marketplace, if any. */
  blacklistId: number | null;
  blacklistReason: string;
}

export interface CustomerPage {
  totalCount: number;
  nodes: CustomerRow[];
}

interface RawRow {
  shopId: number;
  shopName: string;
  platformType: number;
  buyerAccount: string;
  buyerName: string;
  orderCount: bigint | number;
  lastOrderAt: Date;
  conversationCount: bigint | number;
  blacklistId: number | null;
  blacklistReason: string | null;
  amounts: CustomerAmount[] | string | null;
  total: bigint | number;
}

const like = (kw: string) => `%${kw.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The buyers of the caller's shops, last order first. One grouped query over the company's orders
 * (only the allowed shops of a sub-account), the blacklist entry and the conversation count per row.
 */
export async function customers(ctx: RequestContext, f: CustomerFilter = {}, paging: Paging = {}): Promise<CustomerPage> {
  const actor = assertCan(ctx, 'customerManagement');
  const { offset, limit } = reportPage(paging, 'report.limitRange');
  const kw = keywordOf(f.keyword);
  const companyId = actor.companyId;
  const scope = allowedShopsWhere(actor, 'shopId') as { shopId?: { in: number[] } };
  const conds = [Prisma.sql`o."companyId" = ${companyId}`, Prisma.sql`o."buyerAccount" <> ''`];
  if (scope.shopId) conds.push(scope.shopId.in.length ? Prisma.sql`o."shopId" IN (${Prisma.join(scope.shopId.in)})` : Prisma.sql`false`);
  if (f.shopId != null) conds.push(Prisma.sql`o."shopId" = ${f.shopId}`);
  const having = kw ? Prisma.sql`HAVING bool_or(o."buyerAccount" ILIKE ${like(kw)} OR o."buyerName" ILIKE ${like(kw)})` : Prisma.empty;
  const blacklisted =
    f.blacklisted == null ? Prisma.empty : f.blacklisted ? Prisma.sql`WHERE x."blacklistId" IS NOT NULL` : Prisma.sql`WHERE x."blacklistId" IS NULL`;
  const rows = await ctx.db.$queryRaw<RawRow[]>`
    WITH g AS (
      SELECT o."shopId", o."buyerAccount",
        (array_agg(o."buyerName" ORDER BY o."orderedAt" DESC, o."id" DESC))[1] AS "buyerName",
        min(o."platformType") AS "platformType",
        count(*) AS "orderCount",
        max(o."orderedAt") AS "lastOrderAt"
      FROM "Order" o
      WHERE ${Prisma.join(conds, ' AND ')}
      GROUP BY o."shopId", o."buyerAccount"
      ${having}
    ), x AS (
      SELECT g.*, b."id" AS "blacklistId", b."causeText" AS "blacklistReason"
      FROM g
      LEFT JOIN LATERAL (
        SELECT bl."id", CASE WHEN bl."causeText" <> '' THEN bl."causeText" ELSE bl."cause" END AS "causeText"
        FROM "ShippingBlacklist" bl
        WHERE bl."companyId" = ${companyId} AND bl."removedAt" IS NULL AND lower(bl."buyerAccount") = lower(g."buyerAccount")
          AND bl."platformType" IN (0, g."platformType")
        ORDER BY bl."id" LIMIT 1
      ) b ON true
    )
    SELECT x.*, s."shopName" AS "shopName", count(*) OVER () AS "total",
      (SELECT count(*) FROM "ChatConversation" c
        WHERE c."companyId" = ${companyId} AND c."shopId" = x."shopId" AND c."buyerAccount" = x."buyerAccount") AS "conversationCount",
      (SELECT json_agg(json_build_object('currency', a."currency", 'amount', a."amount") ORDER BY a."currency")
        FROM (SELECT o2."currency", sum(o2."totalAmount")::numeric(14,2)::text AS "amount" FROM "Order" o2
          WHERE o2."companyId" = ${companyId} AND o2."shopId" = x."shopId" AND o2."buyerAccount" = x."buyerAccount"
          GROUP BY o2."currency") a) AS "amounts"
    FROM x
    JOIN "Shop" s ON s."id" = x."shopId" AND s."companyId" = ${companyId}
    ${blacklisted}
    ORDER BY x."lastOrderAt" DESC, x."shopId", x."buyerAccount"
    LIMIT ${limit} OFFSET ${offset}`;
  let totalCount = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && offset > 0) totalCount = (await customers(ctx, f, { offset: 0, limit: 1 })).totalCount;
  return {
    totalCount,
    nodes: rows.map((r) => ({
      shopId: r.shopId,
      shopName: r.shopName,
      platformType: Number(r.platformType),
      buyerAccount: r.buyerAccount,
      buyerName: r.buyerName ?? '',
      orderCount: Number(r.orderCount),
      amounts: (typeof r.amounts === 'string' ? (JSON.parse(r.amounts) as CustomerAmount[]) : r.amounts) ?? [],
      lastOrderAt: r.lastOrderAt,
      conversationCount: Number(r.conversationCount),
      blacklistId: r.blacklistId,
      blacklistReason: r.blacklistReason ?? '',
    })),
  };
}

export interface BuyerBlacklistFilter {
  /** Part of the buyer account or the reason. */
  keyword?: string;
}

/** The active blacklist entries of the company (the same entries /shippingBlacklist lists), newest first. */
export function buyerBlacklistWhere(ctx: RequestContext, f: BuyerBlacklistFilter = {}): Prisma.ShippingBlacklistWhereInput {
  assertCan(ctx, 'customerManagement');
  const kw = keywordOf(f.keyword);
  return {
    removedAt: null,
    ...(kw ? { OR: [{ buyerAccount: { contains: kw, mode: 'insensitive' } }, { causeText: { contains: kw, mode: 'insensitive' } }] } : {}),
  };
}

/**
 * Moves a buyer of one of the caller's shops in (spec 02 §4): an entry for the shop's marketplace
 * with the reason (required, spec 02 §5), refused when the buyer is already covered there. The
 * buyer's open orders of that marketplace are held as abnormal, as /shippingBlacklist does.
 */
export async function blacklistBuyer(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'customerManagement.blacklist');
  const input = parseInput(customerBlacklistInput, raw);
  const shop = await ctx.db.shop.findFirst({ where: { AND: [{ id: input.shopId }, allowedShopsWhere(actor)] }, select: { id: true, platformType: true } });
  if (!shop) throw new NotFoundError('customers.shopNotFound', { id: input.shopId });
  const existing = await ctx.db.shippingBlacklist.findFirst({
    where: { removedAt: null, buyerAccount: sameTextIgnoringCase(input.buyerAccount), platformType: { in: [0, shop.platformType] } },
  });
  if (existing) throw ValidationError.field('buyerAccount', 'customers.alreadyBlacklisted', { buyerAccount: input.buyerAccount });
  const { entry } = await blacklistAndHold(ctx, actor, {
    buyerAccount: input.buyerAccount,
    platformType: shop.platformType,
    cause: 'other',
    causeText: input.reason,
  });
  return entry;
}

/** Removes an entry (soft: removedAt, the shipping blacklist's history keeps it); held orders stay held until released. */
export async function removeFromBlacklist(ctx: RequestContext, id: number) {
  assertCan(ctx, 'customerManagement.blacklist');
  const entry = await ctx.db.shippingBlacklist.findFirst({ where: { id } });
  if (!entry) throw new NotFoundError('customers.blacklistNotFound', { id });
  if (entry.removedAt) return entry;
  await ctx.db.shippingBlacklist.updateMany({ where: { id, removedAt: null }, data: { removedAt: new Date() } });
  return ctx.db.shippingBlacklist.findFirstOrThrow({ where: { id } });
}
