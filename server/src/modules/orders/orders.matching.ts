// SKU matching (issue 6 point 4; /productPairingList, /onlineProductPairingList). An order line
// without a local SKU is matched, in this order: a manual pairing of its shop, a pairing for every
// shop of the platform (shopId 0), a local SKU whose code equals the marketplace SKU, a local SKU
// carrying it as an alias. A pairing's unitsPerItem is copied to the line. Order.matched = every
// line has a SKU. Pairing or aliasing re-matches the open unmatched orders it applies to.
import { ORDER_OPEN_STATUSES, pairSkuInput, skuAliasesInput } from '@erp/schema';
import { Prisma } from '../../generated/prisma/client';
import { allowedShopsWhere, assertCan, requireActor, type RequestContext } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { findSku } from '../../platform/lookups';
import { findShop } from './orders.lookups';
import { addHistory } from './orders.states';
import { keywordOf } from '../../platform/where';

type MatchedBy = 'pairing' | 'sku' | 'alias';
interface Match {
  skuId: number;
  matchedBy: MatchedBy;
  unitsPerItem: number;
  pairingId: number | null;
}

/**
 * How each (shopId, platformType, platformSku) resolves today, for a batch of keys: four queries
 * whatever the batch size.
 */
export async function resolveMatches(
  ctx: RequestContext,
  keys: readonly { shopId: number; platformType: number; platformSku: string }[],
): Promise<Map<string, Match>> {
  const out = new Map<string, Match>();
  const skus = [...new Set(keys.map((k) => k.platformSku).filter(Boolean))];
  if (!skus.length) return out;
  const [pairings, byCode, byAlias] = await Promise.all([
    ctx.db.skuPairing.findMany({
      where: {
        platformSku: { in: skus },
        platformType: { in: [...new Set(keys.map((k) => k.platformType))] },
        shopId: { in: [0, ...new Set(keys.map((k) => k.shopId))] },
      },
    }),
    ctx.db.sku.findMany({ where: { sku: { in: skus } }, select: { id: true, sku: true } }),
    ctx.db.sku.findMany({ where: { aliases: { hasSome: skus } }, select: { id: true, aliases: true }, orderBy: { id: 'asc' } }),
  ]);
  const pairingOf = new Map(pairings.map((p) => [`${p.platformType}:${p.shopId}:${p.platformSku}`, p]));
  const codeOf = new Map(byCode.map((s) => [s.sku, s.id]));
  const aliasOf = new Map<string, number>();
  for (const s of byAlias) for (const a of s.aliases) if (!aliasOf.has(a)) aliasOf.set(a, s.id);
  for (const k of keys) {
    const key = matchKey(k);
    if (out.has(key) || !k.platformSku) continue;
    const p = pairingOf.get(`${k.platformType}:${k.shopId}:${k.platformSku}`) ?? pairingOf.get(`${k.platformType}:0:${k.platformSku}`);
    if (p) out.set(key, { skuId: p.skuId, matchedBy: 'pairing', unitsPerItem: p.unitsPerItem, pairingId: p.id });
    else if (codeOf.has(k.platformSku)) out.set(key, { skuId: codeOf.get(k.platformSku)!, matchedBy: 'sku', unitsPerItem: 1, pairingId: null });
    else if (aliasOf.has(k.platformSku)) out.set(key, { skuId: aliasOf.get(k.platformSku)!, matchedBy: 'alias', unitsPerItem: 1, pairingId: null });
  }
  return out;
}

const matchKey = (k: { shopId: number; platformType: number; platformSku: string }) => `${k.platformType}:${k.shopId}:${k.platformSku}`;

/**
 * Matches the unmatched lines of the given orders and recomputes Order.matched; one history row
 * per order that gained a SKU. Answers how many lines were matched.
 */
export async function matchOrders(ctx: RequestContext, orderIds: readonly number[]): Promise<number> {
  const actor = requireActor(ctx);
  const ids = [...new Set(orderIds)];
  if (!ids.length) return 0;
  const items = await ctx.db.orderItem.findMany({
    where: { orderId: { in: ids }, skuId: null },
    select: { id: true, orderId: true, platformSku: true, order: { select: { shopId: true, platformType: true } } },
  });
  const keys = items.map((i) => ({ shopId: i.order.shopId, platformType: i.order.platformType, platformSku: i.platformSku }));
  const matches = await resolveMatches(ctx, keys);
  // One update per (skuId, matchedBy, unitsPerItem): few statements for a whole pull page.
  const groups = new Map<string, { match: Match; itemIds: number[] }>();
  const gained = new Map<number, number>();
  items.forEach((item, i) => {
    const m = matches.get(matchKey(keys[i]));
    if (!m) return;
    const g = `${m.skuId}:${m.matchedBy}:${m.unitsPerItem}`;
    if (!groups.has(g)) groups.set(g, { match: m, itemIds: [] });
    groups.get(g)!.itemIds.push(item.id);
    gained.set(item.orderId, (gained.get(item.orderId) ?? 0) + 1);
  });
  const total = new Map<number, number>();
  if (gained.size) {
    const counts = await ctx.db.orderItem.groupBy({ by: ['orderId'], where: { orderId: { in: [...gained.keys()] } }, _count: { _all: true } });
    for (const c of counts) total.set(c.orderId, c._count._all);
  }
  await ctx.db.$transaction(async (tx) => {
    for (const { match, itemIds } of groups.values()) {
      await tx.orderItem.updateMany({
        where: { id: { in: itemIds }, skuId: null },
        data: { skuId: match.skuId, matchedBy: match.matchedBy, unitsPerItem: match.unitsPerItem },
      });
    }
    await tx.$executeRaw`
      UPDATE "Order" o SET "matched" = NOT EXISTS (SELECT 1 FROM "OrderItem" i WHERE i."orderId" = o."id" AND i."skuId" IS NULL), "updatedAt" = now()
      WHERE o."companyId" = ${actor.companyId} AND o."id" IN (${Prisma.join(ids)})`;
    for (const [orderId, n] of gained) {
      const unmatchedBefore = items.filter((i) => i.orderId === orderId).length;
      const all = total.get(orderId) ?? n;
      await addHistory(ctx, tx, [orderId], { action: 'match', messageId: 'order.history.matched', params: { matched: all - unmatchedBefore + n, total: all } });
    }
  });
  return [...gained.values()].reduce((s, n) => s + n, 0);
}

/** Grams of the order from its SKUs (quantity × units × Sku.weight; combinations by their components). */
export async function updateEstimatedWeights(ctx: RequestContext, orderIds: readonly number[]): Promise<void> {
  const actor = requireActor(ctx);
  if (!orderIds.length) return;
  await ctx.db.$executeRaw`
    UPDATE "Order" o SET "estimatedWeight" = COALESCE((
      SELECT SUM(i."quantity" * i."unitsPerItem" * CASE WHEN s."isCombo"
        THEN COALESCE((SELECT SUM(c."quantity" * cs."weight") FROM "SkuComponent" c JOIN "Sku" cs ON cs."id" = c."componentSkuId" WHERE c."comboSkuId" = s."id"), 0)
        ELSE s."weight" END)
      FROM "OrderItem" i JOIN "Sku" s ON s."id" = i."skuId" AND s."companyId" = o."companyId"
      WHERE i."orderId" = o."id"), 0)::int
    WHERE o."companyId" = ${actor.companyId} AND o."id" IN (${Prisma.join([...new Set(orderIds)])})`;
}

/** Open unmatched orders with a line of one of these marketplace SKUs (re-matched after a pairing or alias change). */
async function rematch(ctx: RequestContext, platformSkus: string[], where: Prisma.OrderWhereInput = {}): Promise<number> {
  if (!platformSkus.length) return 0;
  const orders = await ctx.db.order.findMany({
    where: { ...where, matched: false, status: { in: [...ORDER_OPEN_STATUSES] }, items: { some: { skuId: null, platformSku: { in: platformSkus } } } },
    select: { id: true },
  });
  const ids = orders.map((o) => o.id);
  if (!ids.length) return 0;
  const n = await matchOrders(ctx, ids);
  await updateEstimatedWeights(ctx, ids);
  return n;
}

// ---- pairings ------------------------------------------------------------------------------------

export interface PairingFilter {
  platformType?: number | null;
  shopId?: number | null;
  skuId?: number | null;
  keyword?: string | null;
}

export async function pairingWhere(ctx: RequestContext, f: PairingFilter = {}): Promise<Prisma.SkuPairingWhereInput> {
  const actor = assertCan(ctx, 'productPairingList');
  const kw = keywordOf(f.keyword);
  const and: Prisma.SkuPairingWhereInput[] = [];
  if (!actor.isMain && actor.allowShopIds.length) and.push({ shopId: { in: [0, ...actor.allowShopIds] } });
  if (f.platformType) and.push({ platformType: f.platformType });
  if (f.shopId != null) and.push({ shopId: f.shopId });
  if (f.skuId) and.push({ skuId: f.skuId });
  if (kw) {
    const skus = await ctx.db.sku.findMany({ where: { sku: { contains: kw, mode: 'insensitive' } }, select: { id: true }, take: 1000 });
    and.push({ OR: [{ platformSku: { contains: kw, mode: 'insensitive' } }, { skuId: { in: skus.map((s) => s.id) } }] });
  }
  return { AND: and };
}

/** Pairs a marketplace SKU with a local SKU (new or replacing the pairing of the same key); re-matches open orders. */
export async function pairSku(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'pairing.update');
  const input = parseInput(pairSkuInput, raw);
  if (input.shopId) {
    const shop = await findShop(ctx, input.shopId);
    if (shop.platformType !== input.platformType) throw ValidationError.field('shopId', 'order.pairingShopPlatform');
  } else if (!actor.isMain && actor.allowShopIds.length) {
    // A sub-account limited to some shops pairs for those shops only.
    throw new NotFoundError('order.shopNotFound', { id: 0 });
  }
  await findSku(ctx.db, input.skuId);
  const key = { companyId: actor.companyId, platformType: input.platformType, shopId: input.shopId, platformSku: input.platformSku };
  const pairing = await ctx.db.skuPairing.upsert({
    where: { companyId_platformType_shopId_platformSku: key },
    create: { ...key, skuId: input.skuId, unitsPerItem: input.unitsPerItem, operatorId: actor.userId },
    update: { skuId: input.skuId, unitsPerItem: input.unitsPerItem, operatorId: actor.userId },
  });
  await rematch(ctx, [input.platformSku], { platformType: input.platformType, ...(input.shopId ? { shopId: input.shopId } : {}) });
  return pairing;
}

export async function unpairSku(ctx: RequestContext, id: number): Promise<number> {
  const actor = assertCan(ctx, 'pairing.update');
  const mine = !actor.isMain && actor.allowShopIds.length ? { shopId: { in: [0, ...actor.allowShopIds] } } : {};
  const pairing = await ctx.db.skuPairing.findFirst({ where: { ...mine, id } });
  if (!pairing) throw new NotFoundError('order.pairingNotFound', { id });
  await ctx.db.skuPairing.deleteMany({ where: { id } });
  return id;
}

/** The aliases of a local SKU (/productPairingList aliases dialog); null when the SKU is not the company's. */
export async function skuAliases(ctx: RequestContext, skuId: number): Promise<string[] | null> {
  assertCan(ctx, 'productPairingList');
  const sku = await ctx.db.sku.findFirst({ where: { id: skuId }, select: { aliases: true } });
  return sku ? sku.aliases : null;
}

/** Replaces a SKU's aliases; an alias another SKU uses (as alias or code) is refused. Re-matches open orders. */
export async function setSkuAliases(ctx: RequestContext, raw: { skuId: unknown; aliases: unknown }): Promise<string[]> {
  assertCan(ctx, 'pairing.update');
  const input = parseInput(skuAliasesInput, raw);
  const sku = await findSku(ctx.db, input.skuId);
  if (input.aliases.length) {
    const taken = await ctx.db.sku.findFirst({
      where: { id: { not: sku.id }, OR: [{ aliases: { hasSome: input.aliases } }, { sku: { in: input.aliases } }] },
      select: { sku: true, aliases: true },
    });
    if (taken) {
      const alias = input.aliases.find((a) => a === taken.sku || taken.aliases.includes(a))!;
      throw ValidationError.field('aliases', 'order.aliasTaken', { alias, sku: taken.sku });
    }
  }
  await ctx.db.sku.updateMany({ where: { id: sku.id }, data: { aliases: input.aliases } });
  await rematch(ctx, input.aliases);
  return input.aliases;
}

// ---- online products -----------------------------------------------------------------------------

export interface OnlineProductFilter {
  platformType?: number | null;
  shopId?: number | null;
  keyword?: string | null;
  state?: string | null;
}

export interface OnlineProductRow {
  shopId: number;
  platformType: number;
  platformSku: string;
  title: string;
  image: string;
  orderCount: number;
  unmatchedCount: number;
  pairingId: number | null;
  skuId: number | null;
  matchedBy: string;
  unitsPerItem: number;
}

const ONLINE_STATES = ['paired', 'matched', 'unmatched'];

function onlineSql(ctx: RequestContext, f: OnlineProductFilter) {
  const actor = assertCan(ctx, 'onlineProductPairingList');
  const kw = f.keyword?.trim();
  if (kw && kw.length > 100) throw ValidationError.field('keyword', 'validation.tooLong');
  if (f.state && !ONLINE_STATES.includes(f.state)) throw ValidationError.field('state', 'order.onlineStateUnknown');
  const shops = allowedShopsWhere(actor, 'x') as { x?: { in: number[] } };
  const conds = [Prisma.sql`o."companyId" = ${actor.companyId}`, Prisma.sql`i."platformSku" <> ''`];
  if (shops.x) conds.push(Prisma.sql`o."shopId" IN (${Prisma.join(shops.x.in)})`);
  if (f.platformType) conds.push(Prisma.sql`o."platformType" = ${f.platformType}`);
  if (f.shopId) conds.push(Prisma.sql`o."shopId" = ${f.shopId}`);
  if (kw) conds.push(Prisma.sql`(i."platformSku" ILIKE ${`%${kw}%`} OR i."title" ILIKE ${`%${kw}%`})`);
  const open = Prisma.join(ORDER_OPEN_STATUSES.map((s) => Prisma.sql`${s}`));
  const paired = Prisma.sql`EXISTS (SELECT 1 FROM "SkuPairing" p WHERE p."companyId" = ${actor.companyId} AND p."platformType" = g."platformType" AND p."shopId" IN (0, g."shopId") AND p."platformSku" = g."platformSku")`;
  const having =
    f.state === 'paired'
      ? Prisma.sql`WHERE ${paired}`
      : f.state === 'unmatched'
        ? Prisma.sql`WHERE g."unmatchedCount" > 0`
        : f.state === 'matched'
          ? Prisma.sql`WHERE g."unmatchedCount" = 0`
          : Prisma.empty;
  const grouped = Prisma.sql`
    SELECT o."shopId", MAX(o."platformType") AS "platformType", i."platformSku", MAX(i."title") AS "title", MAX(i."image") AS "image",
      COUNT(DISTINCT i."orderId")::int AS "orderCount",
      (COUNT(*) FILTER (WHERE i."skuId" IS NULL AND o."status" IN (${open})))::int AS "unmatchedCount"
    FROM "OrderItem" i JOIN "Order" o ON o."id" = i."orderId"
    WHERE ${Prisma.join(conds, ' AND ')}
    GROUP BY o."shopId", i."platformSku"`;
  return { grouped, having };
}

export async function countOnlineProducts(ctx: RequestContext, f: OnlineProductFilter): Promise<number> {
  const { grouped, having } = onlineSql(ctx, f);
  const rows = await ctx.db.$queryRaw<{ n: number }[]>`SELECT COUNT(*)::int AS n FROM (${grouped}) g ${having}`;
  return Number(rows[0]?.n ?? 0);
}

/** Distinct (shop, marketplace SKU) seen on order lines, most ordered first, with how each resolves today. */
export async function onlineProducts(ctx: RequestContext, f: OnlineProductFilter, offset: number, limit: number): Promise<OnlineProductRow[]> {
  const { grouped, having } = onlineSql(ctx, f);
  const rows = await ctx.db.$queryRaw<Omit<OnlineProductRow, 'pairingId' | 'skuId' | 'matchedBy' | 'unitsPerItem'>[]>`
    SELECT g.* FROM (${grouped}) g ${having}
    ORDER BY g."orderCount" DESC, g."shopId", g."platformSku" LIMIT ${limit} OFFSET ${offset}`;
  const matches = await resolveMatches(
    ctx,
    rows.map((r) => ({ shopId: r.shopId, platformType: r.platformType, platformSku: r.platformSku })),
  );
  return rows.map((r) => {
    const m = matches.get(matchKey(r));
    return {
      ...r,
      orderCount: Number(r.orderCount),
      unmatchedCount: Number(r.unmatchedCount),
      pairingId: m?.pairingId ?? null,
      skuId: m?.skuId ?? null,
      matchedBy: m?.matchedBy ?? '',
      unitsPerItem: m?.unitsPerItem ?? 1,
    };
  });
}
