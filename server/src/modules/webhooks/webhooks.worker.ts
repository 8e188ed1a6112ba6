// Webhooks from the transactional outbox (issue 17; docs/decisions.md 'Webhooks').
//
// Fan-out: one instance at a time (a lease row in "SchedulerLease", renewed by its holder) reads the
// events committed after the "OutboxCursor" row 'webhooks' and inserts one WebhookDelivery per
// enabled endpoint of the event's company subscribed to its type, advancing the cursor in the same
// transaction. The cursor moves only if it still holds the value read (a second fan-out that slipped
// past the lease rolls back), and (endpointId, eventId) is unique: no event is skipped, none is
// delivered twice. Personal events (one user's notices and exports) never go to webhooks.
//
// Delivery: every instance runs a worker. Due rows are claimed with FOR UPDATE SKIP LOCKED, setting
// "lockedUntil"; that value is the claim's token: a result is written only while the row still
// carries it, so two instances never send one delivery at once and a late answer after the lock ran
// out (another instance took over) is dropped. Results are written in batches. A failed attempt is
// retried with exponential backoff until WEBHOOK_MAX_ATTEMPTS; WEBHOOK_DISABLE_AFTER_FAILURES
// deliveries failed for good in a row disable the endpoint and notify the company's main account.
import { EVENT_TYPES, NOTICE_TYPE, WEBHOOK_DISABLE_AFTER_FAILURES, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_TIMEOUT_SECONDS, type EventTypeDef } from '@erp/schema';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context';
import { scopedDb } from '../../platform/db';
import { txSqlRunner as txRunner, type RawTx } from '../../platform/migrate';
import { readCommitted, settledFrontier } from '../../platform/outbox';
import { INSTANCE_ID } from '../../platform/schedule';
import { secretBox } from '../../platform/secret-box';
import { notify } from '../messages/notices.service';
import type { GuardOptions, Resolver } from './webhooks.guard';
import { WebhookSender, type SendResult } from './webhooks.http';
import { deliveryHeaders, payloadBody, signatureHeader } from './webhooks.signing';

export const FANOUT_CURSOR = 'webhooks';
export const FANOUT_LEASE = 'webhook-fanout';
/** First retry after 10 s, doubling, at most an hour apart (plus up to 20 % jitter). */
export const BACKOFF_BASE_SECONDS = 10;
export const BACKOFF_CAP_SECONDS = 3600;
export const BACKOFF_JITTER = 0.2;
/** Finished deliveries are kept this long in the log (their events are gone after EVENT_RETENTION_DAYS anyway). */
export const DELIVERY_LOG_DAYS = 30;
const PRUNE_EVERY_MS = 3_600_000;

/** Seconds before the next attempt after `attempts` failed ones (without jitter: the docs' table). */
export function backoffSeconds(attempts: number, base = BACKOFF_BASE_SECONDS, cap = BACKOFF_CAP_SECONDS): number {
  return Math.min(cap, base * 2 ** Math.max(0, attempts - 1));
}

export interface WebhookOptions {
  /** Run the fan-out (with its lease) and / or the delivery worker on this instance. */
  fanOut: boolean;
  deliver: boolean;
  fanOutEveryMs: number;
  fanOutBatch: number;
  leaseMs: number;
  deliverEveryMs: number;
  /** Sends in flight per instance. */
  concurrency: number;
  /** How long a claim holds a delivery (above the timeout, so a live send never loses it). */
  lockMs: number;
  timeoutMs: number;
  maxAttempts: number;
  disableAfter: number;
  backoffBaseSeconds: number;
  backoffCapSeconds: number;
  /** DNS resolver of the sender (tests). */
  resolve?: Resolver;
}

export const DEFAULT_OPTIONS: WebhookOptions = {
  fanOut: true,
  deliver: true,
  fanOutEveryMs: 200,
  fanOutBatch: 1000,
  leaseMs: 5000,
  deliverEveryMs: 250,
  concurrency: 32,
  lockMs: (WEBHOOK_TIMEOUT_SECONDS + 50) * 1000,
  timeoutMs: WEBHOOK_TIMEOUT_SECONDS * 1000,
  maxAttempts: WEBHOOK_MAX_ATTEMPTS,
  disableAfter: WEBHOOK_DISABLE_AFTER_FAILURES,
  backoffBaseSeconds: BACKOFF_BASE_SECONDS,
  backoffCapSeconds: BACKOFF_CAP_SECONDS,
};

const PERSONAL = new Set<string>((EVENT_TYPES as readonly EventTypeDef[]).filter((e) => e.personal).map((e) => e.type));

export function guardOptions(platform: Platform): GuardOptions {
  return { allowPrivate: platform.config.webhookAllowPrivate, allowHttp: platform.config.development };
}

/** The secrets a delivery is signed with now: the current one, and the previous one during its overlap. */
export function signingSecrets(platform: Platform, e: { secret: string; previousSecret: string | null; previousSecretUntil: Date | null }): string[] {
  const box = secretBox(platform.config);
  const secrets = [box.open(e.secret)];
  if (e.previousSecret && e.previousSecretUntil && e.previousSecretUntil.getTime() > Date.now()) secrets.push(box.open(e.previousSecret));
  return secrets;
}

/** Builds, signs and sends one payload to an endpoint. */
export async function sendSigned(
  platform: Platform,
  sender: WebhookSender,
  endpoint: { url: string; secret: string; previousSecret: string | null; previousSecretUntil: Date | null },
  delivery: { id: string; type: string; body: string },
): Promise<SendResult> {
  let secrets: string[];
  try {
    secrets = signingSecrets(platform, endpoint);
  } catch {
    return { ok: false, status: null, durationMs: 0, error: 'webhook.error.secret' };
  }
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = deliveryHeaders({
    eventType: delivery.type,
    deliveryId: delivery.id,
    timestamp,
    signature: signatureHeader(secrets, timestamp, delivery.body),
  });
  return sender.post(endpoint.url, headers, delivery.body);
}

// ---- fan-out ----------------------------------------------------------------------------------

class CursorMoved extends Error {}

export class WebhookFanOut {
  private holding = false;
  private recheckAt = 0;
  private prunedAt = 0;
  private running: Promise<number> | null = null;
  private again = false;
  private stopped = false;
  /** Test hook: runs inside the transaction after the deliveries are inserted, before the cursor moves. */
  beforeCursorMove?: () => Promise<void> | void;

  constructor(
    private readonly platform: Platform,
    private readonly opts: WebhookOptions,
    readonly holder = `${INSTANCE_ID}:webhooks:${randomUUID().slice(0, 8)}`,
    private readonly onDeliveries: () => void = () => {},
  ) {}

  /**
   * Creates the cursor at the settled frontier: a first start does not send the history. The cursor
   * names the last event fanned out; its place in delivery order (txid, id) is read from that event.
   */
  async ensureCursor(): Promise<void> {
    const sql = this.platform.database.sql;
    if ((await sql.query(`SELECT 1 AS x FROM "OutboxCursor" WHERE name = $1`, [FANOUT_CURSOR])).length) return;
    const start = await settledFrontier(sql);
    await sql.query(`INSERT INTO "OutboxCursor" (name, "lastId", "updatedAt") VALUES ($1, $2::bigint, now()) ON CONFLICT (name) DO NOTHING`, [
      FANOUT_CURSOR,
      start.id.toString(),
    ]);
  }

  /** Whether this instance holds the fan-out lease (claimed or renewed every third of its length). */
  private async lease(): Promise<boolean> {
    const now = Date.now();
    if (now < this.recheckAt) return this.holding;
    const rows = await this.platform.database.sql.query(
      `INSERT INTO "SchedulerLease" (name, holder, until) VALUES ($1, $2, now() + make_interval(secs => $3))
       ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, until = EXCLUDED.until
       WHERE "SchedulerLease".until <= now() OR "SchedulerLease".holder = EXCLUDED.holder
       RETURNING name`,
      [FANOUT_LEASE, this.holder, this.opts.leaseMs / 1000],
    );
    this.holding = rows.length === 1;
    this.recheckAt = now + this.opts.leaseMs / 3;
    return this.holding;
  }

  /** Deletes finished deliveries older than DELIVERY_LOG_DAYS, in batches (the lease holder, hourly). */
  async prune(days = DELIVERY_LOG_DAYS, batch = 10_000): Promise<number> {
    let total = 0;
    for (;;) {
      const [row] = await this.platform.database.sql.query<{ n: number }>(
        `WITH d AS (DELETE FROM "WebhookDelivery" WHERE id IN (
           SELECT id FROM "WebhookDelivery" WHERE status <> 'pending' AND "createdAt" < now() - make_interval(days => $1) LIMIT $2) RETURNING 1)
         SELECT count(*)::int AS n FROM d`,
        [days, batch],
      );
      total += row?.n ?? 0;
      if ((row?.n ?? 0) < batch || this.stopped) return total;
    }
  }

  async releaseLease(): Promise<void> {
    if (!this.holding) return;
    this.holding = false;
    await this.platform.database.sql.query(`DELETE FROM "SchedulerLease" WHERE name = $1 AND holder = $2`, [FANOUT_LEASE, this.holder]).catch(() => {});
  }

  /** One batch in one transaction: the deliveries and the cursor move together. Answers the events read. */
  async batch(): Promise<{ events: number; deliveries: number }> {
    // Most ticks find nothing new: two indexed reads instead of a transaction.
    const sql = this.platform.database.sql;
    const [peek] = await sql.query<{ lastId: string }>(`SELECT "lastId"::text AS "lastId" FROM "OutboxCursor" WHERE name = $1`, [FANOUT_CURSOR]);
    if (!peek || !(await readCommitted(sql, BigInt(peek.lastId), 1)).length) return { events: 0, deliveries: 0 };
    try {
      return await this.platform.database.prisma.$transaction(
        async (raw) => {
          const tx = raw as unknown as RawTx;
          const [cursor] = await tx.$queryRawUnsafe<{ lastId: string }[]>(
            `SELECT "lastId"::text AS "lastId" FROM "OutboxCursor" WHERE name = $1`,
            FANOUT_CURSOR,
          );
          if (!cursor) return { events: 0, deliveries: 0 };
          const after = BigInt(cursor.lastId);
          const events = await readCommitted(txRunner(tx), after, this.opts.fanOutBatch);
          if (!events.length) return { events: 0, deliveries: 0 };
          const wanted = events.filter((e) => !PERSONAL.has(e.type));
          const companies = [...new Set(wanted.map((e) => e.companyId))];
          const endpoints = companies.length
            ? await tx.$queryRawUnsafe<{ id: number; companyId: number; eventTypes: string[] }[]>(
                `SELECT id, "companyId", "eventTypes" FROM "WebhookEndpoint" WHERE status = 'enabled' AND "companyId" = ANY($1::int[])`,
                companies,
              )
            : [];
          const cols = { companyId: [] as number[], endpointId: [] as number[], eventId: [] as string[], type: [] as string[] };
          for (const e of wanted) {
            for (const ep of endpoints) {
              if (ep.companyId !== e.companyId || !ep.eventTypes.includes(e.type)) continue;
              cols.companyId.push(e.companyId);
              cols.endpointId.push(ep.id);
              cols.eventId.push(e.id.toString());
              cols.type.push(e.type);
            }
          }
          let inserted = 0;
          if (cols.endpointId.length) {
            inserted = await tx.$executeRawUnsafe(
              `INSERT INTO "WebhookDelivery" ("companyId", "endpointId", "eventId", "eventType")
               SELECT * FROM unnest($1::int[], $2::int[], $3::bigint[], $4::text[])
               ON CONFLICT ("endpointId", "eventId") DO NOTHING`,
              cols.companyId,
              cols.endpointId,
              cols.eventId,
              cols.type,
            );
          }
          await this.beforeCursorMove?.();
          const last = events[events.length - 1].id;
          const moved = await tx.$executeRawUnsafe(
            `UPDATE "OutboxCursor" SET "lastId" = $2::bigint, "updatedAt" = now() WHERE name = $1 AND "lastId" = $3::bigint`,
            FANOUT_CURSOR,
            last.toString(),
            after.toString(),
          );
          if (moved !== 1) throw new CursorMoved();
          return { events: events.length, deliveries: inserted };
        },
        { timeout: 60_000, maxWait: 30_000 },
      );
    } catch (err) {
      if (err instanceof CursorMoved) return { events: 0, deliveries: 0 };
      throw err;
    }
  }

  /** Fans out everything committed so far (when holding the lease); concurrent calls fold into one more round. */
  run(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const run: Promise<number> = this.rounds().finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }

  private async rounds(): Promise<number> {
    let total = 0;
    try {
      do {
        this.again = false;
        if (this.stopped || !(await this.lease())) return total;
        if (Date.now() - this.prunedAt > PRUNE_EVERY_MS) {
          this.prunedAt = Date.now();
          await this.prune();
        }
        for (;;) {
          const { events, deliveries } = await this.batch();
          total += deliveries;
          if (deliveries) this.onDeliveries();
          if (events < this.opts.fanOutBatch || this.stopped) break;
        }
      } while (this.again && !this.stopped);
    } catch (err) {
      if (!this.stopped) this.platform.logger.warn({ err }, 'webhook fan-out failed');
    }
    return total;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
    await this.releaseLease();
  }
}

// ---- delivery ---------------------------------------------------------------------------------

interface Claimed {
  id: string;
  companyId: number;
  endpointId: number;
  eventId: string;
  eventType: string;
  token: string;
}

interface EndpointRow {
  id: number;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousUntilMs: number | null;
}

interface Outcome {
  id: string;
  token: string;
  endpointId: number;
  result: SendResult;
  /** Can never succeed (the event is gone): failed at once, not held against the endpoint. */
  final: boolean;
}

export class WebhookDeliveryWorker {
  private active = 0;
  private claiming: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly inFlight = new Map<string, Claimed>();
  private outcomes: Outcome[] = [];
  private flushing: Promise<void> | null = null;
  private flushTimer: NodeJS.Timeout | undefined;
  /** Sends started by this worker (tests and the bench count them). */
  sent = 0;
  private analyzedAt = 0;

  constructor(
    private readonly platform: Platform,
    private readonly opts: WebhookOptions,
    readonly sender: WebhookSender,
  ) {}

  private get sql() {
    return this.platform.database.sql;
  }

  /** Claims due deliveries of enabled endpoints, skipping rows another instance is claiming right now. */
  private claim(limit: number): Promise<Claimed[]> {
    return this.sql.query<Claimed>(
      `WITH due AS (
         SELECT d.id FROM "WebhookDelivery" d
           JOIN "WebhookEndpoint" e ON e.id = d."endpointId" AND e.status = 'enabled'
          WHERE d.status = 'pending' AND d."nextAttemptAt" <= now() AND (d."lockedUntil" IS NULL OR d."lockedUntil" < now())
          -- the (status, nextAttemptAt) index gives this order: a backlog is not sorted on every claim
          ORDER BY d."nextAttemptAt"
          LIMIT $1
          FOR UPDATE OF d SKIP LOCKED)
       UPDATE "WebhookDelivery" d SET "lockedUntil" = now() + make_interval(secs => $2)
         FROM due WHERE d.id = due.id
       RETURNING d.id::text AS id, d."companyId", d."endpointId", d."eventId"::text AS "eventId", d."eventType", d."lockedUntil"::text AS token`,
      [limit, this.opts.lockMs / 1000],
    );
  }

  /**
   * A backlog that appeared at once (an outage, a fan-out of many events) leaves the planner with
   * statistics of a small table: it then sorts the whole backlog on every claim (125 ms per claim at
   * 100k rows on PGlite, which has no autovacuum at all; PostgreSQL's autovacuum catches up only after
   * a minute or more) instead of reading the index (1 ms). A slow claim refreshes the statistics, at
   * most every 10 minutes per instance.
   */
  private async refreshStatistics(): Promise<void> {
    if (Date.now() - this.analyzedAt < 600_000) return;
    this.analyzedAt = Date.now();
    await this.sql.exec('ANALYZE "WebhookDelivery"');
  }

  /** Claims and starts sends until the concurrency limit is reached or nothing is due. */
  pump(): Promise<void> {
    if (this.claiming) {
      this.again = true;
      return this.claiming;
    }
    if (this.stopped || this.active >= this.opts.concurrency) return Promise.resolve();
    // cleared in .finally (a later microtask), never before it was stored, however fast the loop ends
    const run: Promise<void> = this.claimLoop().finally(() => {
      if (this.claiming === run) this.claiming = null;
    });
    this.claiming = run;
    return run;
  }

  private async claimLoop(): Promise<void> {
    try {
      do {
        this.again = false;
        while (!this.stopped && this.active < this.opts.concurrency) {
          const started = performance.now();
          const rows = await this.claim(this.opts.concurrency - this.active);
          if (performance.now() - started > 20) await this.refreshStatistics();
          if (!rows.length || this.stopped) {
            // stopped while claiming: let the claims go at once
            if (rows.length) await this.release(rows);
            break;
          }
          await this.start(rows);
        }
      } while (this.again && !this.stopped);
    } catch (err) {
      if (!this.stopped) this.platform.logger.warn({ err }, 'webhook delivery claim failed');
    }
  }

  private async start(rows: Claimed[]): Promise<void> {
    const endpointIds = [...new Set(rows.map((r) => r.endpointId))];
    const eventIds = [...new Set(rows.map((r) => r.eventId))];
    const [endpoints, events] = await Promise.all([
      this.sql.query<EndpointRow>(
        `SELECT id, url, secret, "previousSecret", (extract(epoch FROM "previousSecretUntil") * 1000)::float8 AS "previousUntilMs"
           FROM "WebhookEndpoint" WHERE id = ANY($1::int[])`,
        [endpointIds],
      ),
      this.sql.query<{ id: string; type: string; companyId: number; data: unknown; occurredAt: string }>(
        `SELECT id::text AS id, type, "companyId", data, to_char("createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "occurredAt"
           FROM "DomainEvent" WHERE id = ANY($1::bigint[])`,
        [eventIds],
      ),
    ]);
    const endpointOf = new Map(endpoints.map((e) => [e.id, e]));
    const bodyOf = new Map(
      events.map((e) => [e.id, payloadBody({ id: e.id, type: e.type, occurredAt: e.occurredAt, companyId: e.companyId, data: e.data ?? {} })]),
    );
    for (const row of rows) {
      const endpoint = endpointOf.get(row.endpointId);
      const body = bodyOf.get(row.eventId);
      if (!endpoint || !body) {
        // the endpoint was deleted (the row goes with it) or the event is past its retention
        this.record({
          id: row.id,
          token: row.token,
          endpointId: row.endpointId,
          final: true,
          result: { ok: false, status: null, durationMs: 0, error: 'webhook.error.eventExpired' },
        });
        continue;
      }
      this.active++;
      this.sent++;
      this.inFlight.set(row.id, row);
      const previousSecretUntil = endpoint.previousUntilMs === null ? null : new Date(Number(endpoint.previousUntilMs));
      void sendSigned(this.platform, this.sender, { ...endpoint, previousSecretUntil }, { id: row.id, type: row.eventType, body }).then((result) => {
        this.active--;
        if (!this.inFlight.delete(row.id) || this.stopped) return; // aborted by stop(): its lock is released there
        this.record({ id: row.id, token: row.token, endpointId: row.endpointId, final: false, result });
        // refill in batches rather than one claim per finished send
        if (this.active <= this.opts.concurrency / 2) void this.pump();
      });
    }
  }

  private record(outcome: Outcome): void {
    this.outcomes.push(outcome);
    if (this.outcomes.length >= 64) void this.flush();
    else if (!this.flushTimer) {
      this.flushTimer = setTimeout(() => void this.flush(), 20);
      this.flushTimer.unref();
    }
  }

  /** Writes the finished attempts (one statement), then the endpoints' failure streaks. */
  flush(): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    const run = async (): Promise<void> => {
      while (this.outcomes.length) {
        const batch = this.outcomes;
        this.outcomes = [];
        try {
          await this.write(batch);
        } catch (err) {
          this.platform.logger.warn({ err }, 'webhook delivery results not written');
        }
      }
    };
    this.flushing = (this.flushing ?? Promise.resolve()).then(run);
    return this.flushing;
  }

  private async write(batch: Outcome[]): Promise<void> {
    const o = this.opts;
    const written = await this.sql.query<{ id: string; endpointId: number; status: string }>(
      `WITH u AS (
         SELECT * FROM unnest($1::bigint[], $2::text[], $3::boolean[], $4::boolean[], $5::int[], $6::int[], $7::text[])
           AS u(id, token, ok, final, code, duration, error))
       UPDATE "WebhookDelivery" d SET
         attempts = d.attempts + 1,
         status = (CASE WHEN u.ok THEN 'succeeded' WHEN u.final OR d.attempts + 1 >= $8 THEN 'failed' ELSE 'pending' END)::"WebhookDeliveryStatus",
         "nextAttemptAt" = CASE WHEN u.ok OR u.final OR d.attempts + 1 >= $8 THEN d."nextAttemptAt"
           ELSE now() + make_interval(secs => LEAST($10::float8, $9::float8 * power(2, d.attempts)) * (1 + $11::float8 * random())) END,
         "deliveredAt" = CASE WHEN u.ok THEN now() ELSE d."deliveredAt" END,
         "responseCode" = u.code, "durationMs" = u.duration, error = u.error, "lockedUntil" = NULL
       FROM u WHERE d.id = u.id AND d."lockedUntil" = u.token::timestamp(3)
       RETURNING d.id::text AS id, d."endpointId", d.status::text AS status`,
      [
        batch.map((b) => b.id),
        batch.map((b) => b.token),
        batch.map((b) => b.result.ok),
        batch.map((b) => b.final),
        batch.map((b) => b.result.status),
        batch.map((b) => b.result.durationMs),
        batch.map((b) => b.result.error),
        o.maxAttempts,
        o.backoffBaseSeconds,
        o.backoffCapSeconds,
        BACKOFF_JITTER,
      ],
    );
    // Failure streaks: deliveries finished for good, in the order they finished.
    const statusOf = new Map(written.map((w) => [w.id, w.status]));
    const streaks = new Map<number, { reset: boolean; failures: number }>();
    for (const b of batch) {
      const status = statusOf.get(b.id);
      if (b.final || (status !== 'succeeded' && status !== 'failed')) continue;
      const s = streaks.get(b.endpointId) ?? { reset: false, failures: 0 };
      if (status === 'succeeded') streaks.set(b.endpointId, { reset: true, failures: 0 });
      else streaks.set(b.endpointId, { ...s, failures: s.failures + 1 });
    }
    if (!streaks.size) return;
    const ids = [...streaks.keys()];
    // One statement per row (updating a row twice in one statement is not possible in PostgreSQL):
    // the old status comes from the locked read, so exactly one writer sees "enabled → disabled".
    const changed = await this.sql.query<{
      id: number;
      companyId: number;
      name: string;
      url: string;
      failureStreak: number;
      wasEnabled: boolean;
      status: string;
    }>(
      `WITH s AS (SELECT * FROM unnest($1::int[], $2::boolean[], $3::int[]) AS s(id, reset, failures))
       UPDATE "WebhookEndpoint" e SET
         "failureStreak" = o.streak,
         status = CASE WHEN o.status = 'enabled' AND o.streak >= $4 THEN 'disabled'::"WebhookEndpointStatus" ELSE e.status END,
         "disabledReason" = CASE WHEN o.status = 'enabled' AND o.streak >= $4 THEN 'webhook.disabled.failures' ELSE e."disabledReason" END,
         "updatedAt" = CASE WHEN o.status = 'enabled' AND o.streak >= $4 THEN now() ELSE e."updatedAt" END
       FROM (SELECT e0.id, e0.status, CASE WHEN s.reset THEN s.failures ELSE e0."failureStreak" + s.failures END AS streak
               FROM "WebhookEndpoint" e0 JOIN s ON s.id = e0.id
              WHERE s.failures > 0 OR e0."failureStreak" <> 0
              FOR UPDATE OF e0) o
       WHERE e.id = o.id
       RETURNING e.id, e."companyId", e.name, e.url, e."failureStreak", (o.status = 'enabled') AS "wasEnabled", e.status::text AS status`,
      [ids, ids.map((i) => streaks.get(i)!.reset), ids.map((i) => streaks.get(i)!.failures), o.disableAfter],
    );
    const disabled = changed.filter((e) => e.wasEnabled && e.status === 'disabled');
    for (const e of disabled) await this.noticeDisabled(e);
  }

  private async noticeDisabled(e: { id: number; companyId: number; name: string; url: string; failureStreak: number }): Promise<void> {
    try {
      const main = await scopedDb(this.platform.database.prisma, e.companyId).user.findFirst({
        where: { isMain: true },
        select: { id: true },
        orderBy: { id: 'asc' },
      });
      if (!main) return;
      await notify(this.platform, {
        companyId: e.companyId,
        userIds: [main.id],
        type: NOTICE_TYPE.webhookDisabled,
        title: 'webhook.notice.disabledTitle',
        body: 'webhook.notice.disabledBody',
        params: { name: e.name, url: e.url, failures: e.failureStreak },
      });
      this.platform.logger.info({ endpointId: e.id, companyId: e.companyId }, 'webhook endpoint disabled after failed deliveries');
    } catch (err) {
      this.platform.logger.warn({ err }, 'webhook disabled notice failed');
    }
  }

  /** Lets claimed rows go (stop): another instance may send them at once. */
  private async release(rows: { id: string; token: string }[]): Promise<void> {
    if (!rows.length) return;
    await this.sql
      .query(
        `UPDATE "WebhookDelivery" d SET "lockedUntil" = NULL FROM unnest($1::bigint[], $2::text[]) AS u(id, token)
          WHERE d.id = u.id AND d."lockedUntil" = u.token::timestamp(3)`,
        [rows.map((r) => r.id), rows.map((r) => r.token)],
      )
      .catch(() => {});
  }

  /** Whether nothing is being claimed, sent or written. */
  get idle(): boolean {
    return !this.claiming && this.active === 0 && !this.outcomes.length;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.claiming;
    const aborted = [...this.inFlight.values()];
    this.inFlight.clear();
    this.sender.close();
    await this.flush();
    await this.release(aborted);
  }
}

// ---- one runtime per platform -----------------------------------------------------------------

export interface WebhookRuntime {
  options: WebhookOptions;
  sender: WebhookSender;
  fanOut: WebhookFanOut;
  worker: WebhookDeliveryWorker;
  stop(): Promise<void>;
}

const runtimes = new WeakMap<Platform, WebhookRuntime>();

export function webhookRuntime(platform: Platform): WebhookRuntime | undefined {
  return runtimes.get(platform);
}

/** Starts the fan-out and the delivery worker of this instance. */
export async function startWebhooks(platform: Platform, overrides: Partial<WebhookOptions> = {}): Promise<WebhookRuntime> {
  const existing = runtimes.get(platform);
  if (existing) return existing;
  const options = { ...DEFAULT_OPTIONS, ...overrides };
  const sender = new WebhookSender({
    guard: () => guardOptions(platform),
    timeoutMs: options.timeoutMs,
    maxSockets: options.concurrency,
    resolve: options.resolve,
  });
  const worker = new WebhookDeliveryWorker(platform, options, sender);
  const fanOut = new WebhookFanOut(platform, options, undefined, () => void worker.pump());
  await fanOut.ensureCursor();
  const timers: NodeJS.Timeout[] = [];
  let unlisten = () => {};
  if (options.fanOut) {
    // committed events of this instance's writers arrive through the dispatcher at once; the timer
    // covers the other instances' writes and the lease
    unlisten = platform.outbox.listen(() => void fanOut.run());
    timers.push(setInterval(() => void fanOut.run(), options.fanOutEveryMs));
  }
  if (options.deliver) timers.push(setInterval(() => void worker.pump(), options.deliverEveryMs));
  for (const t of timers) t.unref();
  let stopping: Promise<void> | null = null;
  const runtime: WebhookRuntime = {
    options,
    sender,
    fanOut,
    worker,
    stop() {
      stopping ??= (async () => {
        if (runtimes.get(platform) === runtime) runtimes.delete(platform);
        unlisten();
        for (const t of timers) clearInterval(t);
        await fanOut.stop();
        await worker.stop();
      })();
      return stopping;
    },
  };
  runtimes.set(platform, runtime);
  return runtime;
}

export async function stopWebhooks(platform: Platform): Promise<void> {
  await runtimes.get(platform)?.stop();
}

/** app.ts: the webhook runtime of this instance, stopped with the HTTP server (before the database closes). */
export async function startWebhookWorker(platform: Platform, http: FastifyInstance): Promise<void> {
  await startWebhooks(platform);
  http.addHook('onClose', () => stopWebhooks(platform));
}
