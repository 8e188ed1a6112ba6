// ABC classification (spec 02 §9): SKUs ranked by delivered quantity × purchase price over the
// last ABC_WINDOW_DAYS days; top 70 % of the value A, next 20 % B, the rest C. Stored on
// Sku.abcClass. Recomputed on demand (recomputeAbc) and by a scheduled run on the first of each
// month (UTC): the job queue has no repeat/cron, so a small in-process scheduler checks at boot and
// hourly whether this month's run is done. The time of the last run is kept as a marker file in
// the file storage (no schema change; shared by every instance when the storage is a bucket).
import { ABC_WINDOW_DAYS, classifyAbc } from '@erp/schema';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context';
import { startSchedule } from '../../platform/schedule';
import { scopedDb, unscopedDb } from '../../platform/db';

export const ABC_JOB = 'inventory.abc';
export const ABC_MARKER_KEY = 'system/abc-classification.json';
const HOUR = 3_600_000;
const DAY = 86_400_000;
const UPDATE_CHUNK = 5000;

export interface AbcResult {
  A: number;
  B: number;
  C: number;
}

/**
 * Classifies every SKU of the company. Delivered = the quantity taken out by 'outbound' ledger
 * rows (sales orders, outbound orders; transfers, processing and count losses are not sales).
 * Price = the SKU's purchase price, or the average purchase price of its stock when the SKU has
 * none. Only SKUs whose class changes are written.
 */
export async function recomputeAbcFor(platform: Platform, companyId: number, now = new Date()): Promise<AbcResult> {
  const db = scopedDb(platform.database.prisma, companyId);
  const since = new Date(now.getTime() - ABC_WINDOW_DAYS * DAY);
  // Raw SQL is not scoped by the client: every statement names the company itself.
  const rows = await db.$queryRaw<{ id: number; abcClass: string; delivered: number | bigint; price: string | number }[]>`
    SELECT s."id", s."abcClass",
      COALESCE(d."delivered", 0) AS "delivered",
      CASE WHEN s."purchasePrice" > 0 THEN s."purchasePrice"
        ELSE COALESCE((SELECT AVG(st."purchasePrice") FROM "Stock" st WHERE st."companyId" = ${companyId} AND st."skuId" = s."id" AND st."purchasePrice" > 0), 0) END AS "price"
    FROM "Sku" s
    LEFT JOIN (
      SELECT "skuId", SUM(-"quantityChange") AS "delivered" FROM "StockLedger"
      WHERE "companyId" = ${companyId} AND "type" = 'outbound' AND "createdAt" >= ${since} AND "createdAt" < ${now}
      GROUP BY "skuId"
    ) d ON d."skuId" = s."id"
    WHERE s."companyId" = ${companyId}`;
  const classes = classifyAbc(rows.map((r) => ({ key: r.id, value: Number(r.delivered) * Number(r.price) })));
  const result: AbcResult = { A: 0, B: 0, C: 0 };
  const changed: Record<'A' | 'B' | 'C', number[]> = { A: [], B: [], C: [] };
  for (const r of rows) {
    const c = classes.get(r.id) ?? 'C';
    result[c]++;
    if (r.abcClass !== c) changed[c].push(r.id);
  }
  for (const c of ['A', 'B', 'C'] as const) {
    for (let i = 0; i < changed[c].length; i += UPDATE_CHUNK) {
      await db.sku.updateMany({ where: { id: { in: changed[c].slice(i, i + UPDATE_CHUNK) } }, data: { abcClass: c } });
    }
  }
  return result;
}

/** 00:00 UTC on the first of now's month. */
export function firstOfMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

async function readMarker(platform: Platform): Promise<Date | null> {
  if (!(await platform.files.stat(ABC_MARKER_KEY))) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of await platform.files.openRead(ABC_MARKER_KEY)) chunks.push(Buffer.from(chunk as Uint8Array));
  try {
    const { lastRun } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { lastRun?: string | number };
    const at = new Date(lastRun ?? Number.NaN);
    return Number.isNaN(at.getTime()) ? null : at;
  } catch {
    return null;
  }
}

/**
 * This month's run when it is due: one job per company (deduplicated per month on BullMQ), then
 * the marker. Returns the number of companies queued (0 when the run was already done).
 */
export async function runMonthlyAbcIfDue(platform: Platform, now = new Date()): Promise<number> {
  const last = await readMarker(platform);
  if (last && last >= firstOfMonth(now)) return 0;
  const companies = await unscopedDb(platform.database.prisma, 'the monthly ABC run visits every company').company.findMany({ select: { id: true } });
  const month = now.toISOString().slice(0, 7);
  for (const c of companies) await platform.jobs.enqueue(ABC_JOB, { companyId: c.id }, { jobId: `abc-${c.id}-${month}` });
  await platform.files.put(ABC_MARKER_KEY, Buffer.from(JSON.stringify({ lastRun: now.toISOString(), companies: companies.length })));
  return companies.length;
}

/**
 * Registers the ABC job, runs this month's classification if it is due (awaited, so it is queued
 * before the server answers requests) and checks again every hour; stops with the HTTP server.
 */
export async function startAbcScheduler(platform: Platform, http: FastifyInstance): Promise<void> {
  platform.jobs.register<{ companyId: number }>(ABC_JOB, async ({ companyId }) => {
    await recomputeAbcFor(platform, companyId);
  });
  await startSchedule(platform, http, { name: 'monthly ABC classification', everyMs: HOUR, run: () => runMonthlyAbcIfDue(platform), atStart: true });
}
