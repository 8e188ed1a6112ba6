// Stock push (issue 19 point 6; docs/decisions.md 'Issue 19: stock push and drift'): the quantity
// each online listing (or variation) of a SKU shows is what its shop's rule makes of the available
// stock (stockPushQuantity of @erp/schema), sent in batches per shop through the connector's
// pushQuantities, with a record of each push and its answer.
//
// The path of a stock change: StockChanged events (written by the stock engine through the outbox)
// are read after the "OutboxCursor" row 'inventory-push' and turned into "InventoryPushPending"
// rows (one per company × SKU, in the same transaction as the cursor move, which only moves from
// the value read, so two instances never both take an event). A pending row is due DEBOUNCE_MS
// after the last change, at most MAX_WAIT_MS after the first: a burst of moves of one SKU makes one
// push, and 1,000 changed SKUs of a shop make ⌈items / QUANTITY_PUSH_BATCH⌉ calls. Due rows are
// taken with DELETE … SKIP LOCKED (one taker each); a run that dies after taking them leaves the
// listings to the drift check (cause notPushed).
//
// Failures: a whole call refused with a retry time (rate limit) or thrown (network) leaves its
// records `retrying` with backoff; a refusal of one item, or of the call without a retry time
// (credential), fails it for good. A newer push to the same listing supersedes a waiting retry, so
// an old quantity never overwrites a newer one. A record being sent carries a lease in
// nextAttemptAt: one whose sender died is taken again after it.
import { SHOP_STATUS, STOCK_PUSH_BACKOFF_SECONDS, STOCK_PUSH_MAX_ATTEMPTS, stockPushQuantity, type StockPushRuleValues } from '@erp/schema';
import { QUANTITY_PUSH_BATCH, type QuantityPushAnswer } from '../../platform/connectors';
import type { Platform } from '../../platform/context';
import { scopedDb, unscopedDb, type ScopedDb } from '../../platform/db';
import { txSqlRunner as txRunner, type RawTx, type SqlRunner } from '../../platform/migrate';
import { readCommitted, settledFrontier } from '../../platform/outbox';
import { connectorShopOf } from '../marketplaces/paged-pull';

export const PUSH_CURSOR = 'inventory-push';
export const DEBOUNCE_MS = 500;
export const MAX_WAIT_MS = 2_000;
/** How long a record being sent is its sender's; after it, another run takes it again. */
export const SEND_LEASE_MS = 5 * 60_000;
const EVENT_BATCH = 2_000;
const DUE_BATCH = 5_000;

/** One listing, or one variation of it, that sells a SKU. */
export interface PushTarget {
  shopId: number;
  listingId: number;
  /** 0: the listing itself. */
  variationId: number;
  skuId: number;
  sellerSku: string;
  marketplaceListingId: string;
  /** What our copy of the listing shows now. */
  current: number;
}
/** A target with what its rule says it should show. */
export interface PlannedPush extends PushTarget {
  available: number;
  quantity: number;
}

export type RuleRow = StockPushRuleValues & { shopId: number; warehouseIds: number[]; autoFixDrift: boolean; updatedAt: Date };

export const backoffSeconds = (attempts: number) => STOCK_PUSH_BACKOFF_SECONDS * 2 ** Math.max(0, attempts - 1);

// ---- what to push ------------------------------------------------------------------------------

/** The enabled rules of the company, by shop (all shops, or the given ones). */
export async function enabledRules(db: ScopedDb, shopIds?: number[]): Promise<Map<number, RuleRow>> {
  const rows = await db.inventoryPushRule.findMany({ where: { enabled: true, ...(shopIds ? { shopId: { in: shopIds } } : {}) } });
  return new Map(rows.map((r) => [r.shopId, r]));
}

/**
 * The online listings and variations selling the SKUs (every SKU when `skuIds` is null) in the
 * shops, as push targets. A listing with variations is pushed per variation.
 */
export async function targetsOf(db: ScopedDb, shopIds: number[], skuIds: number[] | null, listingIds?: number[]): Promise<PushTarget[]> {
  if (!shopIds.length || (skuIds && !skuIds.length)) return [];
  const listings = await db.listing.findMany({
    where: {
      status: 'online',
      marketplaceListingId: { not: null },
      shopId: { in: shopIds },
      ...(listingIds ? { id: { in: listingIds } } : {}),
      ...(skuIds ? { OR: [{ skuId: { in: skuIds } }, { variations: { some: { skuId: { in: skuIds } } } }] } : {}),
    },
    select: { id: true, shopId: true, skuId: true, sellerSku: true, quantity: true, marketplaceListingId: true, variations: true },
    orderBy: { id: 'asc' },
  });
  const wanted = (skuId: number | null): skuId is number => skuId !== null && (!skuIds || skuIds.includes(skuId));
  const out: PushTarget[] = [];
  for (const l of listings) {
    const base = { shopId: l.shopId, listingId: l.id, marketplaceListingId: l.marketplaceListingId! };
    if (l.variations.length) {
      for (const v of l.variations) if (wanted(v.skuId)) out.push({ ...base, variationId: v.id, skuId: v.skuId, sellerSku: v.sellerSku, current: v.quantity });
    } else if (wanted(l.skuId)) out.push({ ...base, variationId: 0, skuId: l.skuId, sellerSku: l.sellerSku, current: l.quantity });
  }
  return out;
}

/**
 * Available units (on hand − occupied, never below 0) per SKU over the warehouses (every enabled
 * one when empty); a combination has as many as its scarcest component allows.
 */
export async function availableOf(db: ScopedDb, skuIds: number[], warehouseIds: number[]): Promise<Map<number, number>> {
  const components = await db.skuComponent.findMany({ where: { comboSkuId: { in: skuIds } } });
  const stockSkuIds = [...new Set([...skuIds, ...components.map((c) => c.componentSkuId)])];
  const stocks = await db.stock.findMany({
    where: { skuId: { in: stockSkuIds }, warehouse: { enabled: true, ...(warehouseIds.length ? { id: { in: warehouseIds } } : {}) } },
    select: { skuId: true, quantity: true, occupied: true },
  });
  const have = new Map<number, number>();
  for (const s of stocks) have.set(s.skuId, (have.get(s.skuId) ?? 0) + Math.max(0, s.quantity - s.occupied));
  const parts = new Map<number, { componentSkuId: number; quantity: number }[]>();
  for (const c of components) parts.set(c.comboSkuId, [...(parts.get(c.comboSkuId) ?? []), c]);
  return new Map(
    skuIds.map((id) => {
      const p = parts.get(id);
      return [id, p?.length ? Math.min(...p.map((c) => Math.floor((have.get(c.componentSkuId) ?? 0) / Math.max(1, c.quantity)))) : (have.get(id) ?? 0)];
    }),
  );
}

/** The targets with the quantity their shop's rule gives (targets of shops without an enabled rule are left out). */
export async function plan(db: ScopedDb, targets: PushTarget[], rules: Map<number, RuleRow>): Promise<PlannedPush[]> {
  const out: PlannedPush[] = [];
  // one stock read per warehouse set (most companies: one)
  const bySet = new Map<string, PushTarget[]>();
  for (const t of targets) {
    const rule = rules.get(t.shopId);
    if (!rule) continue;
    const key = [...rule.warehouseIds].sort((a, b) => a - b).join(',');
    bySet.set(key, [...(bySet.get(key) ?? []), t]);
  }
  for (const [key, group] of bySet) {
    const available = await availableOf(db, [...new Set(group.map((t) => t.skuId))], key ? key.split(',').map(Number) : []);
    for (const t of group) {
      const a = available.get(t.skuId) ?? 0;
      out.push({ ...t, available: a, quantity: stockPushQuantity(a, rules.get(t.shopId)!) });
    }
  }
  return out;
}

/** The SKUs a change of `skuIds` moves: themselves and the combinations they are part of. */
async function withCombos(db: ScopedDb, skuIds: number[]): Promise<number[]> {
  const combos = await db.skuComponent.findMany({ where: { componentSkuId: { in: skuIds } }, select: { comboSkuId: true } });
  return [...new Set([...skuIds, ...combos.map((c) => c.comboSkuId)])];
}

// ---- pushing -----------------------------------------------------------------------------------

export interface PushOutcome {
  recordId: number;
  listingId: number;
  variationId: number;
  status: 'success' | 'failed' | 'retrying';
}

/** Records the planned pushes and sends them. Answers each record's outcome. */
export async function pushPlanned(
  platform: Platform,
  companyId: number,
  planned: PlannedPush[],
  trigger: 'stock' | 'drift',
  now = new Date(),
): Promise<PushOutcome[]> {
  if (!planned.length) return [];
  const db = scopedDb(platform.database.prisma, companyId);
  // a waiting retry of the same listing would later send an older quantity
  await db.inventoryPushRecord.updateMany({
    where: { status: 'retrying', listingId: { in: [...new Set(planned.map((p) => p.listingId))] } },
    data: { status: 'superseded', finishedAt: now },
  });
  const lease = new Date(now.getTime() + SEND_LEASE_MS);
  const records = await db.inventoryPushRecord.createManyAndReturn({
    data: planned.map((p) => ({
      companyId,
      shopId: p.shopId,
      listingId: p.listingId,
      variationId: p.variationId,
      skuId: p.skuId,
      sellerSku: p.sellerSku,
      marketplaceListingId: p.marketplaceListingId,
      trigger,
      quantityBefore: p.current,
      quantityAfter: p.quantity,
      available: p.available,
      status: 'pending',
      nextAttemptAt: lease,
    })),
  });
  return sendRecords(platform, companyId, records, now);
}

type SendableRecord = {
  id: number;
  shopId: number;
  listingId: number;
  variationId: number;
  sellerSku: string;
  marketplaceListingId: string;
  quantityAfter: number;
  attempts: number;
};

/** Sends records (status pending, leased to this run) per shop in batches and writes each answer. */
export async function sendRecords(platform: Platform, companyId: number, records: SendableRecord[], now = new Date()): Promise<PushOutcome[]> {
  const db = scopedDb(platform.database.prisma, companyId);
  const shops = await db.shop.findMany({
    where: { id: { in: [...new Set(records.map((r) => r.shopId))] } },
    select: { id: true, platformType: true, site: true, shopName: true, authToken: true, status: true },
  });
  const outcomes: PushOutcome[] = [];
  for (const shop of shops) {
    const mine = records.filter((r) => r.shopId === shop.id);
    for (let i = 0; i < mine.length; i += QUANTITY_PUSH_BATCH) {
      const batch = mine.slice(i, i + QUANTITY_PUSH_BATCH);
      let answers: QuantityPushAnswer[];
      if (shop.status !== SHOP_STATUS.authorized) {
        answers = batch.map(() => ({ ok: false, reasonId: 'listing.shopNotAuthorized', params: { shopName: shop.shopName }, message: '' }));
      } else {
        let whole: { retry: boolean; answer: QuantityPushAnswer } | null = null;
        try {
          const res = await platform.connectors.get(shop.platformType).pushQuantities({
            token: shop.authToken,
            shop: connectorShopOf(shop),
            items: batch.map((r) => ({ marketplaceListingId: r.marketplaceListingId, sellerSku: r.sellerSku, quantity: r.quantityAfter })),
          });
          if (res.ok) answers = res.results;
          else whole = { retry: res.retryAfterSeconds !== undefined, answer: res };
        } catch (err) {
          platform.logger.warn({ err, shopId: shop.id }, 'stock push call failed');
          whole = { retry: true, answer: { ok: false, reasonId: 'stockPush.pushFailed', message: err instanceof Error ? err.message : String(err) } };
        }
        if (whole) {
          outcomes.push(...(await writeWholeFailure(db, batch, whole.answer, whole.retry, now)));
          continue;
        }
        answers = answers!;
      }
      outcomes.push(...(await writeAnswers(platform, db, companyId, batch, answers, now)));
    }
  }
  // records of a shop that is gone: nothing to send them to
  const gone = records.filter((r) => !shops.some((s) => s.id === r.shopId));
  if (gone.length) outcomes.push(...(await writeWholeFailure(db, gone, { ok: false, reasonId: 'stockPush.shopNotFound', message: '' }, false, now)));
  return outcomes;
}

async function writeWholeFailure(db: ScopedDb, batch: SendableRecord[], answer: QuantityPushAnswer, retry: boolean, now: Date): Promise<PushOutcome[]> {
  const refusal = answer.ok ? { reasonId: '', message: '' } : answer;
  const out: PushOutcome[] = [];
  // every record of the call has the same answer; only the attempts differ
  for (const r of batch) {
    const attempts = r.attempts + 1;
    const again = retry && attempts < STOCK_PUSH_MAX_ATTEMPTS;
    await db.inventoryPushRecord.updateMany({
      where: { id: r.id },
      data: {
        status: again ? 'retrying' : 'failed',
        attempts,
        reasonId: refusal.reasonId,
        marketplaceMessage: refusal.message,
        nextAttemptAt: again ? new Date(now.getTime() + backoffSeconds(attempts) * 1000) : null,
        finishedAt: again ? null : now,
      },
    });
    out.push({ recordId: r.id, listingId: r.listingId, variationId: r.variationId, status: again ? 'retrying' : 'failed' });
  }
  return out;
}

async function writeAnswers(
  platform: Platform,
  db: ScopedDb,
  companyId: number,
  batch: SendableRecord[],
  answers: QuantityPushAnswer[],
  now: Date,
): Promise<PushOutcome[]> {
  const ok = batch.filter((_r, i) => answers[i]?.ok);
  if (ok.length) {
    await db.inventoryPushRecord.updateMany({
      where: { id: { in: ok.map((r) => r.id) } },
      data: { status: 'success', nextAttemptAt: null, finishedAt: now, reasonId: '', marketplaceMessage: '', attempts: { increment: 1 } },
    });
    // our copy of the listings shows what the marketplace now shows (one statement per table)
    const sql = platform.database.sql;
    const own = ok.filter((r) => !r.variationId);
    const vars = ok.filter((r) => r.variationId);
    if (own.length)
      await sql.query(`UPDATE "Listing" l SET quantity = u.q FROM unnest($1::int[], $2::int[]) AS u(id, q) WHERE l.id = u.id AND l."companyId" = $3`, [
        own.map((r) => r.listingId),
        own.map((r) => r.quantityAfter),
        companyId,
      ]);
    if (vars.length)
      await sql.query(`UPDATE "ListingVariation" v SET quantity = u.q FROM unnest($1::int[], $2::int[]) AS u(id, q) WHERE v.id = u.id AND v."companyId" = $3`, [
        vars.map((r) => r.variationId),
        vars.map((r) => r.quantityAfter),
        companyId,
      ]);
  }
  const out: PushOutcome[] = ok.map((r) => ({ recordId: r.id, listingId: r.listingId, variationId: r.variationId, status: 'success' }));
  for (const [i, r] of batch.entries()) {
    const a = answers[i] ?? { ok: false, reasonId: 'stockPush.pushFailed', message: 'no answer' };
    if (a.ok) continue;
    await db.inventoryPushRecord.updateMany({
      where: { id: r.id },
      data: { status: 'failed', attempts: { increment: 1 }, reasonId: a.reasonId, marketplaceMessage: a.message, nextAttemptAt: null, finishedAt: now },
    });
    out.push({ recordId: r.id, listingId: r.listingId, variationId: r.variationId, status: 'failed' });
  }
  return out;
}

/** Pushes the SKUs (and the combinations they are part of) to every online listing selling them in shops with an enabled rule. */
export async function pushSkus(platform: Platform, companyId: number, skuIds: number[], now = new Date()): Promise<PushOutcome[]> {
  const db = scopedDb(platform.database.prisma, companyId);
  const rules = await enabledRules(db);
  if (!rules.size || !skuIds.length) return [];
  const targets = await targetsOf(db, [...rules.keys()], await withCombos(db, skuIds));
  return pushPlanned(platform, companyId, await plan(db, targets, rules), 'stock', now);
}

// ---- the queue ---------------------------------------------------------------------------------

class CursorMoved extends Error {}

/** Creates the cursor at the settled frontier: a first start does not push the history. */
export async function ensurePushCursor(platform: Platform): Promise<void> {
  const sql = platform.database.sql;
  if ((await sql.query(`SELECT 1 AS x FROM "OutboxCursor" WHERE name = $1`, [PUSH_CURSOR])).length) return;
  const start = await settledFrontier(sql);
  await sql.query(`INSERT INTO "OutboxCursor" (name, "lastId", "updatedAt") VALUES ($1, $2::bigint, now()) ON CONFLICT (name) DO NOTHING`, [
    PUSH_CURSOR,
    start.id.toString(),
  ]);
}

/** Adds the SKUs to the push queue (due after the debounce, at most MAX_WAIT_MS after their first change). */
export async function queueSkus(sql: SqlRunner, companyIds: number[], skuIds: number[], now = new Date()): Promise<void> {
  if (!skuIds.length) return;
  await sql.query(
    `INSERT INTO "InventoryPushPending" ("companyId", "skuId", "firstAt", "dueAt")
     SELECT DISTINCT ON (c, s) c, s, $3::timestamp, $4::timestamp FROM unnest($1::int[], $2::int[]) AS u(c, s)
     ON CONFLICT ("companyId", "skuId") DO UPDATE SET "dueAt" = LEAST(EXCLUDED."dueAt", "InventoryPushPending"."firstAt" + make_interval(secs => $5))`,
    [companyIds, skuIds, now.toISOString(), new Date(now.getTime() + DEBOUNCE_MS).toISOString(), MAX_WAIT_MS / 1000],
  );
}

/** Moves the StockChanged events committed after the cursor into the queue. Answers the events read. */
export async function drainStockEvents(platform: Platform, now = new Date()): Promise<number> {
  const sql = platform.database.sql;
  const [peek] = await sql.query<{ lastId: string }>(`SELECT "lastId"::text AS "lastId" FROM "OutboxCursor" WHERE name = $1`, [PUSH_CURSOR]);
  if (!peek || !(await readCommitted(sql, BigInt(peek.lastId), 1)).length) return 0;
  try {
    return await platform.database.prisma.$transaction(
      async (raw) => {
        const tx = raw as unknown as RawTx;
        const [cursor] = await tx.$queryRawUnsafe<{ lastId: string }[]>(`SELECT "lastId"::text AS "lastId" FROM "OutboxCursor" WHERE name = $1`, PUSH_CURSOR);
        if (!cursor) return 0;
        const events = await readCommitted(txRunner(tx), BigInt(cursor.lastId), EVENT_BATCH);
        if (!events.length) return 0;
        const changes = events.filter((e) => e.type === 'StockChanged');
        await queueSkus(
          txRunner(tx),
          changes.map((e) => e.companyId),
          changes.map((e) => Number((e.data as { skuId?: number }).skuId)),
          now,
        );
        const moved = await tx.$executeRawUnsafe(
          `UPDATE "OutboxCursor" SET "lastId" = $2::bigint, "updatedAt" = now() WHERE name = $1 AND "lastId" = $3::bigint`,
          PUSH_CURSOR,
          events[events.length - 1].id.toString(),
          cursor.lastId,
        );
        if (moved !== 1) throw new CursorMoved();
        return events.length;
      },
      { timeout: 60_000, maxWait: 30_000 },
    );
  } catch (err) {
    if (err instanceof CursorMoved) return 0;
    throw err;
  }
}

/** Takes the due queue rows (each by one taker) and pushes them per company. Answers the records written. */
export async function pushDueSkus(platform: Platform, now = new Date()): Promise<number> {
  const rows = await platform.database.sql.query<{ companyId: number; skuId: number }>(
    `DELETE FROM "InventoryPushPending" WHERE ("companyId", "skuId") IN (
       SELECT "companyId", "skuId" FROM "InventoryPushPending" WHERE "dueAt" <= $1::timestamp ORDER BY "dueAt" LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING "companyId", "skuId"`,
    [now.toISOString(), DUE_BATCH],
  );
  let written = 0;
  const byCompany = new Map<number, number[]>();
  for (const r of rows) byCompany.set(r.companyId, [...(byCompany.get(r.companyId) ?? []), r.skuId]);
  for (const [companyId, skuIds] of byCompany) written += (await pushSkus(platform, companyId, skuIds, now)).length;
  return written;
}

/** Sends again the records whose retry time came (or whose sender's lease ran out). Answers how many. */
export async function retryDuePushes(platform: Platform, now = new Date()): Promise<number> {
  const db = unscopedDb(platform.database.prisma, 'the stock push retries visit the due records of every company');
  const lease = new Date(now.getTime() + SEND_LEASE_MS);
  const claimed = await db.$queryRawUnsafe<(SendableRecord & { companyId: number })[]>(
    `UPDATE "InventoryPushRecord" SET status = 'pending', "nextAttemptAt" = $2::timestamp
      WHERE id IN (SELECT id FROM "InventoryPushRecord" WHERE status IN ('retrying', 'pending') AND "nextAttemptAt" <= $1::timestamp
                   ORDER BY "nextAttemptAt" LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING id, "companyId", "shopId", "listingId", "variationId", "sellerSku", "marketplaceListingId", "quantityAfter", attempts`,
    now.toISOString(),
    lease.toISOString(),
    DUE_BATCH,
  );
  const byCompany = new Map<number, SendableRecord[]>();
  for (const r of claimed) byCompany.set(r.companyId, [...(byCompany.get(r.companyId) ?? []), r]);
  for (const [companyId, records] of byCompany) await sendRecords(platform, companyId, records, now);
  return claimed.length;
}
