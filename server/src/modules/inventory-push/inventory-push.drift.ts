// Stock drift (issue 19 point 7): a comparison of what each online listing (or variation) of a shop
// with an enabled rule shows on the marketplace (fetchListings, every page) with what the rule
// says it should show now. A difference is an open InventoryPushDrift (one row per listing or
// variation, kept up to date) with its cause (stockDriftCause of @erp/schema); a listing back in
// step closes its drift. Drifts are fixed by pushing the rule's quantity: in one click (fixDrifts)
// or, for a rule with autoFixDrift, by the check itself. Listings the marketplace does not report
// are not drifts of quantity (the listing sync deals with them).
import { stockDriftCause, type StockDriftCause } from '@erp/schema';
import type { MarketplaceListing } from '../../platform/connectors';
import type { Platform } from '../../platform/context';
import { scopedDb, unscopedDb, type ScopedDb } from '../../platform/db';
import { enabledRules, plan, pushPlanned, targetsOf, type PlannedPush, type PushOutcome } from './inventory-push.engine';
import { connectorShopOf } from '../marketplaces/paged-pull';

const FETCH_PAGE = 100;
/** A rate-limited fetch is tried again this many times (after the marketplace's wait, capped). */
const FETCH_TRIES = 3;
const MAX_WAIT_MS = 2_000;

export interface DriftCheckResult {
  shops: number;
  open: number;
  fixed: number;
}

/** The shop's listings as the marketplace reports them, by marketplace id; null when it refused. */
async function marketplaceListings(platform: Platform, shop: ShopRow, waitMs: number): Promise<Map<string, MarketplaceListing> | null> {
  const out = new Map<string, MarketplaceListing>();
  const connector = platform.connectors.get(shop.platformType);
  let cursor = '';
  for (let tries = 0; ;) {
    const res = await connector.fetchListings({
      token: shop.authToken,
      shop: connectorShopOf(shop),
      cursor,
      limit: FETCH_PAGE,
    });
    if (!res.ok) {
      if (res.retryAfterSeconds === undefined || ++tries >= FETCH_TRIES) return null;
      await new Promise((r) => setTimeout(r, Math.min(waitMs, res.retryAfterSeconds! * 1000)));
      continue;
    }
    for (const l of res.listings) out.set(l.marketplaceListingId, l);
    if (!res.hasMore) return out;
    cursor = res.nextCursor;
  }
}

type ShopRow = { id: number; platformType: number; site: string; shopName: string; authToken: string };

/** What the marketplace shows for a target, or undefined when it does not report it. */
function shownOn(m: MarketplaceListing | undefined, p: PlannedPush): number | undefined {
  if (!m || m.status !== 'active') return undefined;
  if (!p.variationId) return m.quantity;
  return m.variations?.find((v) => v.sellerSku === p.sellerSku)?.quantity;
}

/** The last push of each listing / variation among the planned ones. */
async function lastPushes(db: ScopedDb, planned: PlannedPush[]) {
  const rows = await db.inventoryPushRecord.findMany({
    where: { listingId: { in: [...new Set(planned.map((p) => p.listingId))] } },
    distinct: ['listingId', 'variationId'],
    orderBy: [{ listingId: 'asc' }, { variationId: 'asc' }, { id: 'desc' }],
    select: { listingId: true, variationId: true, status: true, quantityAfter: true, createdAt: true },
  });
  return new Map(rows.map((r) => [`${r.listingId}:${r.variationId}`, r]));
}

/**
 * Compares the listings of the company's shops with enabled rules (or the given shops) with what
 * their rules say, records the drifts, and pushes them for rules with autoFixDrift.
 */
export async function checkDrift(
  platform: Platform,
  companyId: number,
  opts: { shopIds?: number[]; waitMs?: number; now?: Date } = {},
): Promise<DriftCheckResult> {
  const now = opts.now ?? new Date();
  const db = scopedDb(platform.database.prisma, companyId);
  const rules = await enabledRules(db, opts.shopIds);
  const shops = await db.shop.findMany({
    where: { id: { in: [...rules.keys()] } },
    select: { id: true, platformType: true, site: true, shopName: true, authToken: true },
  });
  const result: DriftCheckResult = { shops: 0, open: 0, fixed: 0 };
  for (const shop of shops) {
    const shown = await marketplaceListings(platform, shop, opts.waitMs ?? MAX_WAIT_MS);
    if (!shown) {
      platform.logger.warn({ shopId: shop.id }, 'stock drift check: the marketplace refused the listing fetch');
      continue;
    }
    result.shops += 1;
    const rule = rules.get(shop.id)!;
    const planned = await plan(db, await targetsOf(db, [shop.id], null), rules);
    const pushes = await lastPushes(db, planned);
    const drifted: (PlannedPush & { actual: number; cause: StockDriftCause })[] = [];
    for (const p of planned) {
      const actual = shownOn(shown.get(p.marketplaceListingId), p);
      if (actual === undefined) continue;
      const last = pushes.get(`${p.listingId}:${p.variationId}`);
      const cause = stockDriftCause({
        expected: p.quantity,
        actual,
        lastPush: last ? { status: last.status as 'success', quantity: last.quantityAfter, at: last.createdAt } : null,
        ruleChangedAt: rule.updatedAt,
        known: p.current,
      });
      if (cause) drifted.push({ ...p, actual, cause });
    }
    await recordDrifts(db, companyId, shop.id, drifted, now);
    result.open += drifted.length;
    if (rule.autoFixDrift && drifted.length) {
      const fixed = await pushAndClose(platform, companyId, drifted, now);
      result.fixed += fixed;
      result.open -= fixed;
    }
  }
  return result;
}

/** Writes the shop's drifts found now; its other open drifts are in step again and close. */
async function recordDrifts(db: ScopedDb, companyId: number, shopId: number, drifted: (PlannedPush & { actual: number; cause: StockDriftCause })[], now: Date) {
  for (const d of drifted) {
    const data = {
      shopId,
      skuId: d.skuId,
      sellerSku: d.sellerSku,
      marketplaceListingId: d.marketplaceListingId,
      expected: d.quantity,
      actual: d.actual,
      cause: d.cause,
      status: 'open',
      detectedAt: now,
      resolvedAt: null,
    };
    await db.inventoryPushDrift.upsert({
      where: { companyId_listingId_variationId: { companyId, listingId: d.listingId, variationId: d.variationId } },
      create: { ...data, companyId, listingId: d.listingId, variationId: d.variationId },
      update: data,
    });
  }
  const still = new Set(drifted.map((d) => `${d.listingId}:${d.variationId}`));
  const open = await db.inventoryPushDrift.findMany({ where: { shopId, status: 'open' }, select: { id: true, listingId: true, variationId: true } });
  const gone = open.filter((o) => !still.has(`${o.listingId}:${o.variationId}`)).map((o) => o.id);
  if (gone.length) await db.inventoryPushDrift.updateMany({ where: { id: { in: gone } }, data: { status: 'fixed', resolvedAt: now } });
}

/** Pushes the rule's quantity to drifted listings; the drifts whose push succeeded close. Answers how many. */
async function pushAndClose(platform: Platform, companyId: number, planned: PlannedPush[], now: Date): Promise<number> {
  const outcomes: PushOutcome[] = await pushPlanned(platform, companyId, planned, 'drift', now);
  const ok = outcomes.filter((o) => o.status === 'success');
  const db = scopedDb(platform.database.prisma, companyId);
  for (const o of ok)
    await db.inventoryPushDrift.updateMany({
      where: { listingId: o.listingId, variationId: o.variationId, status: 'open' },
      data: { status: 'fixed', resolvedAt: now },
    });
  return ok.length;
}

/** "Push now" on open drifts: the rule's quantity as of now. Answers the drifts fixed. */
export async function fixDrifts(platform: Platform, companyId: number, driftIds: number[], now = new Date()): Promise<number> {
  const db = scopedDb(platform.database.prisma, companyId);
  const drifts = await db.inventoryPushDrift.findMany({ where: { id: { in: driftIds }, status: 'open' } });
  if (!drifts.length) return 0;
  const rules = await enabledRules(db, [...new Set(drifts.map((d) => d.shopId))]);
  const targets = await targetsOf(
    db,
    [...rules.keys()],
    null,
    drifts.map((d) => d.listingId),
  );
  const wanted = new Set(drifts.map((d) => `${d.listingId}:${d.variationId}`));
  const planned = (await plan(db, targets, rules)).filter((p) => wanted.has(`${p.listingId}:${p.variationId}`));
  return pushAndClose(platform, companyId, planned, now);
}

/** The scheduled check: every company with an enabled rule. */
export async function checkAllDrift(platform: Platform): Promise<number> {
  const db = unscopedDb(platform.database.prisma, 'the stock drift check visits every company with a push rule');
  const companies = await db.inventoryPushRule.groupBy({ by: ['companyId'], where: { enabled: true } });
  let open = 0;
  for (const { companyId } of companies) {
    try {
      open += (await checkDrift(platform, companyId)).open;
    } catch (err) {
      platform.logger.warn({ err, companyId }, 'stock drift check failed');
    }
  }
  return open;
}
