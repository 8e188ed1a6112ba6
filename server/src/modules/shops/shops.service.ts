// Marketplace shops: authorized through the marketplace connector, renamed, given their rates.
// Sub-accounts see and change only their allowShopIds (empty = all).
import { PLAN_LIMITS, SHOP_STATUS, authorizeShopInput, platformName, reauthorizeShopInput, updateShopInput, MARKETPLACE_LABELS } from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import type { FastifyInstance } from 'fastify';
import { allowedShopsWhere, assertCan, requireActor, type Platform, type RequestContext } from '../../platform/context';
import { scopedDb, unscopedDb } from '../../platform/db';
import { NotFoundError, PlanLimitError, ValidationError } from '../../platform/errors';
import { isUniqueViolation, parseInput, uniquely } from '../../platform/validate';
import { startSchedule } from '../../platform/schedule';
import { shopAuthorizationChanged, stageEvents } from '../events/events.service';
import { secretBox } from '../../platform/secret-box';
import { sealCredential } from './shops.credentials';
import { whereOf } from '../../platform/where';

export interface ShopFilter {
  status?: number | null;
  platformType?: number | null;
  keyword?: string | null;
}

const shop = whereOf<Prisma.ShopWhereInput>();

export function shopWhere(ctx: RequestContext, filter: ShopFilter = {}): Prisma.ShopWhereInput {
  const actor = assertCan(ctx, 'shops');
  return {
    ...allowedShopsWhere(actor),
    ...shop.stated(filter, 'status'),
    ...shop.given(filter, 'platformType'),
    ...shop.containing(filter.keyword?.trim(), 'shopName', 'alias'),
  };
}

export interface ShopOptionRow {
  id: number;
  platformType: number;
  platform: string;
  shopName: string;
  alias: string;
  status: number;
}

/**
 * Every shop the caller may see, for pickers on order, rule and account screens (sign-in only,
 * like warehouseOptions): the same scoping and order as the shops list, without its `shops`
 * permission. Unpaged: the plan caps a company's shops (PLAN_LIMITS, flagship 200).
 */
export async function shopOptions(ctx: RequestContext): Promise<ShopOptionRow[]> {
  const actor = requireActor(ctx);
  return ctx.db.shop.findMany({
    where: allowedShopsWhere(actor),
    select: { id: true, platformType: true, platform: true, shopName: true, alias: true, status: true },
    orderBy: { id: 'asc' },
  });
}

async function findShop(ctx: RequestContext, id: number) {
  const actor = requireActor(ctx);
  // AND, not a spread: allowedShopsWhere also filters on `id` and would replace the id asked for.
  const shop = await ctx.db.shop.findFirst({ where: { AND: [{ id }, allowedShopsWhere(actor)] } });
  if (!shop) throw new NotFoundError('shop.notFound');
  return shop;
}

function nameTaken(platformType: number, name: string) {
  return ValidationError.field('shopName', 'shop.nameTaken', { name, platform: MARKETPLACE_LABELS[platformName(platformType)!] });
}

/**
 * Connects a shop: the marketplace connector exchanges the consent code for a credential.
 * A refused code still records the shop, with status 4 (authorization failed) and the reason,
 * so the seller sees it on the shops list and can re-authorize.
 */
export async function authorizeShop(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'shop.authorize');
  const input = parseInput(authorizeShopInput, raw);
  const existing = await ctx.db.shop.findFirst({ where: { platformType: input.platformType, shopName: input.shopName } });
  if (existing) throw nameTaken(input.platformType, input.shopName);
  const limit = PLAN_LIMITS[actor.edition].shops;
  if ((await ctx.db.shop.count()) >= limit) throw new PlanLimitError({ edition: actor.edition, resource: 'shops', limit });
  const result = await ctx.platform.connectors.get(input.platformType).authorize(input);
  try {
    return await ctx.db.$transaction(async (tx) => {
      const shop = await tx.shop.create({
        data: {
          platformType: input.platformType,
          platform: platformName(input.platformType)!,
          shopName: input.shopName,
          alias: input.alias,
          site: input.site,
          ...(result.ok
            ? {
                status: SHOP_STATUS.authorized,
                authTime: new Date(),
                authExpireAt: result.expiresAt,
                authToken: sealCredential(secretBox(ctx.platform.config), result.token),
              }
            : { status: SHOP_STATUS.authFailed, authFailReason: result.reasonId }),
        } as never,
      });
      await stageEvents(tx, [shopAuthorizationChanged(shop, null)]);
      return shop;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(input.platformType, input.shopName);
    throw err;
  }
}

export async function reauthorizeShop(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'shop.authorize');
  const input = parseInput(reauthorizeShopInput, raw);
  const shop = await findShop(ctx, input.id);
  const result = await ctx.platform.connectors.get(shop.platformType).authorize({ shopName: shop.shopName, site: shop.site, authCode: input.authCode });
  return ctx.db.$transaction(async (tx) => {
    const before = await tx.shop.findFirst({ where: { id: shop.id }, select: { status: true } });
    const updated = await tx.shop.update({
      where: { id: shop.id },
      data: result.ok
        ? {
            status: SHOP_STATUS.authorized,
            authTime: new Date(),
            authExpireAt: result.expiresAt,
            authToken: sealCredential(secretBox(ctx.platform.config), result.token),
            authFailReason: '',
          }
        : { status: SHOP_STATUS.authFailed, authFailReason: result.reasonId },
    });
    await stageEvents(tx, [shopAuthorizationChanged(updated, before?.status ?? shop.status)]);
    return updated;
  });
}

/**
 * Marks authorized shops whose marketplace credential ran out as expired (status 2), each company
 * in its own transaction with its ShopAuthorizationChanged events. Every 10 minutes (app.ts).
 */
export async function expireShopAuthorizations(platform: Platform, now = new Date()): Promise<number> {
  const due = await unscopedDb(platform.database.prisma, 'the expiry sweep looks at the shops of every company').shop.findMany({
    where: { status: SHOP_STATUS.authorized, authExpireAt: { lte: now } },
    select: { id: true, companyId: true },
  });
  const byCompany = new Map<number, number[]>();
  for (const s of due) byCompany.set(s.companyId, [...(byCompany.get(s.companyId) ?? []), s.id]);
  let expired = 0;
  for (const [companyId, ids] of byCompany) {
    expired += await scopedDb(platform.database.prisma, companyId).$transaction(async (tx) => {
      // Conditional: a shop re-authorized meanwhile keeps its new credential.
      const shops = await tx.shop.updateManyAndReturn({
        where: { id: { in: ids }, status: SHOP_STATUS.authorized, authExpireAt: { lte: now } },
        data: { status: SHOP_STATUS.expired },
      });
      await stageEvents(
        tx,
        shops.map((s) => shopAuthorizationChanged(s, SHOP_STATUS.authorized)),
      );
      return shops.length;
    });
  }
  return expired;
}

export const SHOP_EXPIRY_EVERY_MS = 10 * 60_000;

/** The expiry sweep on the instance holding its lease. */
export function startShopAuthExpiry(platform: Platform, http: FastifyInstance): Promise<void> {
  return startSchedule(platform, http, {
    name: 'shop-auth-expiry',
    everyMs: SHOP_EXPIRY_EVERY_MS,
    run: () => expireShopAuthorizations(platform),
    atStart: true,
  });
}

/** Rename, alias and the shop's rates and EU tax settings (/shopsConfig). */
export async function updateShop(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'shop.update');
  const input = parseInput(updateShopInput, raw);
  const shop = await findShop(ctx, input.id);
  const { id, ...data } = input;
  // The return warehouse is looked up through the caller's company: another company's id and an id
  // that does not exist get the same answer, so neither can be probed (issue 17).
  if (data.returnWarehouseId != null && !(await ctx.db.warehouse.findFirst({ where: { id: data.returnWarehouseId }, select: { id: true } }))) {
    throw ValidationError.field('returnWarehouseId', 'warehouse.notFound', { id: data.returnWarehouseId });
  }
  if (data.shopName && data.shopName !== shop.shopName) {
    const clash = await ctx.db.shop.findFirst({ where: { platformType: shop.platformType, shopName: data.shopName, id: { not: id } } });
    if (clash) throw nameTaken(shop.platformType, data.shopName);
  }
  return uniquely(
    () => ctx.db.shop.update({ where: { id }, data }),
    () => nameTaken(shop.platformType, data.shopName ?? shop.shopName),
  );
}

/** Shop counts for the shops card: total and authorization failed (spec 01 §3 Dashboard.shop). */
export async function shopSummary(ctx: RequestContext) {
  const where = shopWhere(ctx);
  const [total, authFailed] = await Promise.all([ctx.db.shop.count({ where }), ctx.db.shop.count({ where: { ...where, status: SHOP_STATUS.authFailed } })]);
  return { total, authFailed };
}
