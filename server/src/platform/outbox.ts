// The transactional outbox (issue 17). A domain event is a row of "DomainEvent" written with
// `recordEvents` inside the same transaction as the change it describes: a rolled-back change leaves
// no event, a committed one always has its event, even if the process dies right after the commit.
// Domain code calls `stageEvents(tx, …)`: inside an interactive transaction of a company-scoped
// client the events of the whole transaction are written in one insert just before it commits.
//
// Each server instance runs one `OutboxDispatcher`: it reads the rows committed since the last one
// it saw and hands them to its local listeners (the live subscriptions of this instance; the webhook
// fan-out keeps its own cursor in "OutboxCursor"). Every instance reads the table itself, so no
// event bus is needed between instances and nothing is lost while one restarts.
//
// Commit order vs id order: ids are taken at insert, so a transaction that inserted id 5 may commit
// after one that inserted id 6, and a reader that had passed 6 would never see 5. Rows are therefore
// read in (txid, id) order and only below the database's xmin horizon (txid < the oldest running
// transaction): every transaction with a smaller txid has finished, and any transaction still to
// commit has a txid at or above the horizon, so it sorts after everything handed out. Sorting by
// id alone is not enough: a transaction that took its txid early (it wrote something first) may
// insert its events after a younger transaction did and commit first (docs/decisions.md 'Outbox and
// typed events'). The price: a long open transaction of this database delays delivery until it
// ends. Transactions of other databases on the same server cannot write this table, so
// `SETTLED_HORIZON` leaves them out (a busy neighbour database would otherwise hold delivery back).
import type { EventTypeName } from '@erp/schema';
import type { Logger } from './logger';
import type { SqlRunner } from './migrate';

export interface DomainEventInput {
  type: EventTypeName;
  shopId?: number | null;
  warehouseId?: number | null;
  /** Only this user receives it (personal events). */
  userId?: number | null;
  entityId?: number | null;
  data: Record<string, unknown>;
}

/** Where a reader stands in delivery order: (txid, id) of the last event it has. */
export interface EventPosition {
  txid: bigint;
  id: bigint;
}
/** Before the first event. */
export const OUTBOX_START: EventPosition = { txid: 0n, id: 0n };

/** a − b in delivery order: < 0 when a comes first. */
export function comparePositions(a: EventPosition, b: EventPosition): number {
  if (a.txid !== b.txid) return a.txid < b.txid ? -1 : 1;
  return a.id === b.id ? 0 : a.id < b.id ? -1 : 1;
}

/** An event as stored; `id` is the replay cursor (a decimal string in the API). */
export interface StoredEvent {
  id: bigint;
  /** The writing transaction: with `id`, the event's place in delivery order. */
  txid: bigint;
  companyId: number;
  type: EventTypeName;
  shopId: number | null;
  warehouseId: number | null;
  userId: number | null;
  entityId: number | null;
  data: Record<string, unknown>;
  createdAt: Date;
}

/** What `recordEvents` needs: a client or transaction (it sets companyId itself). */
interface EventWriter {
  $executeRawUnsafe?: (query: string, ...values: unknown[]) => Promise<number>;
  domainEvent: {
    createMany(args: {
      data: {
        companyId: number;
        type: string;
        shopId: number | null;
        warehouseId: number | null;
        userId: number | null;
        entityId: number | null;
        data: object;
      }[];
    }): Promise<unknown>;
  };
}

const localDispatchers = new Set<OutboxDispatcher>();

/** This process wrote events (their transaction has not committed yet): local dispatchers look soon. */
export function pokeDispatchers(): void {
  for (const d of localDispatchers) d.poke();
}

/**
 * Writes domain events in the caller's transaction. Pass the transaction client (`tx`) of the
 * change: outside a transaction the event and the change could part.
 */
export async function recordEvents(db: EventWriter, companyId: number, events: DomainEventInput[]): Promise<void> {
  if (!events.length) return;
  if (db.$executeRawUnsafe) {
    // One statement with array parameters: several times the rows per second of createMany.
    await db.$executeRawUnsafe(
      `INSERT INTO "DomainEvent" ("companyId", type, "shopId", "warehouseId", "userId", "entityId", data)
       SELECT $1::int, u.type, u.shop, u.wh, u.usr, u.ent, u.data::jsonb
         FROM unnest($2::text[], $3::int[], $4::int[], $5::int[], $6::int[], $7::text[]) WITH ORDINALITY AS u(type, shop, wh, usr, ent, data, n)
        ORDER BY u.n`,
      companyId,
      events.map((e) => e.type),
      events.map((e) => e.shopId ?? null),
      events.map((e) => e.warehouseId ?? null),
      events.map((e) => e.userId ?? null),
      events.map((e) => e.entityId ?? null),
      events.map((e) => JSON.stringify(e.data)),
    );
  } else {
    await db.domainEvent.createMany({
      data: events.map((e) => ({
        companyId,
        type: e.type,
        shopId: e.shopId ?? null,
        warehouseId: e.warehouseId ?? null,
        userId: e.userId ?? null,
        entityId: e.entityId ?? null,
        data: e.data,
      })),
    });
  }
  pokeDispatchers();
}

// ---- one insert per transaction ----------------------------------------------------------------

/** Events staged by an open interactive transaction (keyed by its transaction client). */
const staged = new WeakMap<object, DomainEventInput[]>();
/** The company of a scoped client or of one of its transactions. */
const companyOf = new WeakMap<object, number>();

/**
 * Wraps a company-scoped client: an interactive `$transaction(fn)` collects what `stageEvents`
 * gets for its transaction client and writes it in one insert after `fn` returned, before the
 * commit. Everything else passes through untouched.
 */
export function withStagedEvents<T extends object>(client: T, companyId: number): T {
  const wrapped = new Proxy(client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      // Bound, so the client's own methods keep their `this` (the target, not this proxy).
      if (prop !== '$transaction') return (value as (...args: unknown[]) => unknown).bind(target);
      const transaction = value as (arg: unknown, opts?: unknown) => Promise<unknown>;
      return (arg: unknown, opts?: unknown) => {
        if (typeof arg !== 'function') return transaction.call(target, arg, opts);
        const fn = arg as (tx: object) => Promise<unknown>;
        let wrote = false;
        return transaction
          .call(
            target,
            async (tx: object) => {
              const events: DomainEventInput[] = [];
              staged.set(tx, events);
              companyOf.set(tx, companyId);
              const result = await fn(tx);
              staged.delete(tx);
              await recordEvents(tx as unknown as EventWriter, companyId, events);
              wrote = events.length > 0;
              return result;
            },
            opts,
          )
          .then((result) => {
            // Committed now: this process's dispatchers read at once rather than at their next poll.
            if (wrote) pokeDispatchers();
            return result;
          });
      };
    },
  });
  companyOf.set(wrapped, companyId);
  return wrapped;
}

/** Whether `db` is an open transaction of a scoped client, whose staged events are written at its end. */
export function isStaging(db: object): boolean {
  return staged.has(db);
}

/**
 * Records events of the change `db` is making: staged for one insert at the end of the transaction
 * when `db` is a scoped client's transaction, else written at once (a bare client's transaction
 * passes `companyId`). A scoped client outside a transaction writes at once too: wrap the change
 * and its events in one transaction.
 */
export async function stageEvents(db: object, events: DomainEventInput[], companyId?: number): Promise<void> {
  if (!events.length) return;
  const box = staged.get(db);
  if (box) {
    box.push(...events);
    return;
  }
  const company = companyOf.get(db) ?? companyId;
  if (company === undefined) throw new Error('stageEvents: pass the companyId with a client that is not company-scoped');
  await recordEvents(db as EventWriter, company, events);
}

// ---- reading -----------------------------------------------------------------------------------

/**
 * A CTE `h(xmin)`: the txid below which every transaction of this database has finished, seen from
 * the statement's own snapshot. It is the snapshot's oldest running txid, skipping transactions
 * that belong to another database (found through their own xid lock; one that cannot be placed is
 * kept, so the horizon only errs towards waiting), or the snapshot's xmax when none is left.
 * pg_locks is only read when a transaction is running at all.
 */
export const SETTLED_HORIZON = `s AS MATERIALIZED (SELECT pg_current_snapshot() AS snap),
  running AS (SELECT x::text::bigint AS txid FROM s, pg_snapshot_xip(s.snap) x),
  elsewhere AS (
    SELECT l.transactionid::text::bigint AS xid32
      FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
     WHERE EXISTS (SELECT 1 FROM running) AND l.locktype = 'transactionid' AND l.mode = 'ExclusiveLock' AND l.granted
       AND a.datname IS DISTINCT FROM current_database()),
  h AS (
    SELECT coalesce(
      (SELECT min(r.txid) FROM running r WHERE r.txid % 4294967296 NOT IN (SELECT xid32 FROM elsewhere)),
      (SELECT pg_snapshot_xmax(s.snap)::text::bigint FROM s)) AS xmin)`;

/** A StoredEvent as the queries return it: the bigints as text. */
export type EventRow = Omit<StoredEvent, 'id' | 'txid'> & { id: string; txid: string };

export const toEvent = (r: EventRow): StoredEvent => ({
  id: BigInt(r.id),
  txid: BigInt(r.txid),
  companyId: r.companyId,
  type: r.type,
  shopId: r.shopId,
  warehouseId: r.warehouseId,
  userId: r.userId,
  entityId: r.entityId,
  data: r.data,
  createdAt: r.createdAt instanceof Date ? r.createdAt : new Date(r.createdAt),
});

export const positionOf = (e: { txid: bigint; id: bigint }): EventPosition => ({ txid: e.txid, id: e.id });

/**
 * The place in delivery order of the event `id` (a cursor handed out earlier); when that event is
 * gone, of the newest stored event before it; OUTBOX_START when there is none.
 */
export async function positionOfId(sql: SqlRunner, id: bigint): Promise<EventPosition> {
  if (id <= 0n) return OUTBOX_START;
  const [row] = await sql.query<{ id: string; txid: string }>(
    `SELECT e.id::text AS id, e.txid::text AS txid FROM "DomainEvent" e WHERE e.id <= $1::bigint ORDER BY e.id DESC LIMIT 1`,
    [id.toString()],
  );
  return row ? { txid: BigInt(row.txid), id: BigInt(row.id) } : OUTBOX_START;
}

/**
 * Events after `after` (an event id, or a position) in delivery order, of all companies or one,
 * only as far as no transaction can still commit an event before them; at most `limit`, and with
 * `upTo` none after that position.
 */
export async function readCommitted(
  sql: SqlRunner,
  after: bigint | EventPosition,
  limit: number,
  companyId?: number,
  upTo?: EventPosition,
): Promise<StoredEvent[]> {
  const from = typeof after === 'bigint' ? await positionOfId(sql, after) : after;
  const params: unknown[] = [from.txid.toString(), from.id.toString(), limit];
  let where = `(e.txid, e.id) > ($1::bigint, $2::bigint)`;
  if (companyId !== undefined) {
    params.push(companyId);
    where = `e."companyId" = $${params.length} AND (e."companyId", e.txid, e.id) > ($${params.length}, $1::bigint, $2::bigint)`;
  }
  if (upTo) {
    params.push(upTo.txid.toString(), upTo.id.toString());
    where += ` AND (e.txid, e.id) <= ($${params.length - 1}::bigint, $${params.length}::bigint)`;
  }
  return readSettled(sql, where, params);
}

/**
 * Events matching `where` (over alias e) that no transaction can still commit an event before, in
 * delivery order; `params` are its values and $3 the limit.
 */
export async function readSettled(sql: SqlRunner, where: string, params: unknown[]): Promise<StoredEvent[]> {
  const rows = await sql.query<EventRow>(
    `WITH ${SETTLED_HORIZON}
     SELECT e.id::text AS id, e.txid::text AS txid, e."companyId", e.type, e."shopId", e."warehouseId", e."userId", e."entityId", e.data, e."createdAt"
       FROM "DomainEvent" e, h
      WHERE ${where} AND e.txid < h.xmin
      ORDER BY e.txid, e.id
      LIMIT $3`,
    params,
  );
  return rows.map(toEvent);
}

/** The last event no transaction can still commit before: where a reader starting now begins. */
export async function settledFrontier(sql: SqlRunner): Promise<EventPosition> {
  const [row] = await sql.query<{ id: string; txid: string }>(
    `WITH ${SETTLED_HORIZON}
     SELECT e.id::text AS id, e.txid::text AS txid FROM "DomainEvent" e, h WHERE e.txid < h.xmin ORDER BY e.txid DESC, e.id DESC LIMIT 1`,
  );
  return row ? { txid: BigInt(row.txid), id: BigInt(row.id) } : OUTBOX_START;
}

/** The newest event id (0 when there is none). */
export async function latestEventId(sql: SqlRunner): Promise<bigint> {
  const [row] = await sql.query<{ id: string | null }>(`SELECT max(id)::text AS id FROM "DomainEvent"`);
  return BigInt(row?.id ?? 0);
}

/**
 * Deletes events older than `days`, in batches, except each company's newest one (so the cursor
 * of a partner whose company was quiet for the whole period still names a stored event and its
 * replay goes on; docs/decisions.md 'Outbox and typed events'). Answers how many.
 */
export async function pruneEvents(sql: SqlRunner, days: number, batch = 10_000): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await sql.query<{ n: number }>(
      `WITH d AS (
         DELETE FROM "DomainEvent" WHERE id IN (
           SELECT o.id FROM "DomainEvent" o
            WHERE o."createdAt" < now() - make_interval(days => $1)
              AND EXISTS (SELECT 1 FROM "DomainEvent" n WHERE n."companyId" = o."companyId" AND (n."companyId", n.txid, n.id) > (o."companyId", o.txid, o.id))
            LIMIT $2)
         RETURNING 1)
       SELECT count(*)::int AS n FROM d`,
      [days, batch],
    );
    const n = rows[0]?.n ?? 0;
    total += n;
    if (n < batch) return total;
  }
}

export type EventListener = (events: StoredEvent[]) => void;

/** How often an idle dispatcher (no listener) moves its position up to the present, in intervals. */
const IDLE_SYNC_EVERY = 20;

/**
 * Reads newly committed events of every company and hands them to this instance's listeners.
 * Polls every `intervalMs` while someone listens, and at once (then twice shortly after, to cover
 * the commit that follows the insert) when this process records an event. Without listeners it
 * only moves its position to the present now and then, so the first listener does not start with
 * a backlog.
 */
export class OutboxDispatcher {
  private last: EventPosition | null = null;
  private readonly listeners = new Set<EventListener>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private idleTicks = 0;
  private readonly pokeTimers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly sql: SqlRunner,
    private readonly logger: Logger,
    private readonly intervalMs = 50,
    private readonly batch = 2000,
  ) {}

  async start(): Promise<void> {
    this.last = await settledFrontier(this.sql);
    localDispatchers.add(this);
    this.timer = setInterval(() => {
      if (this.listeners.size) void this.poll();
      else if (++this.idleTicks >= IDLE_SYNC_EVERY) {
        this.idleTicks = 0;
        void this.syncIdle();
      }
    }, this.intervalMs);
    this.timer.unref();
  }

  /** The id of the last event handed to listeners. */
  get position(): bigint {
    return this.last?.id ?? 0n;
  }

  /**
   * The place of the last event handed to listeners: a listener added now gets every event after
   * it, so a subscription starting now replays up to here from the table and takes the rest live.
   */
  get at(): EventPosition {
    return this.last ?? OUTBOX_START;
  }

  listen(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  poke(): void {
    if (this.stopped || !this.listeners.size) return;
    void this.poll();
    for (const ms of [5, 30]) {
      const t = setTimeout(() => {
        this.pokeTimers.delete(t);
        void this.poll();
      }, ms);
      t.unref();
      this.pokeTimers.add(t);
    }
  }

  /** Nobody listens: skip to the present (only if still nobody listens when the answer comes). */
  private async syncIdle(): Promise<void> {
    if (this.running || this.stopped) return;
    try {
      const frontier = await settledFrontier(this.sql);
      if (!this.listeners.size && !this.running && this.last && comparePositions(frontier, this.last) > 0) this.last = frontier;
    } catch (err) {
      if (!this.stopped) this.logger.warn({ err }, 'outbox position sync failed');
    }
  }

  /** Reads until nothing new is committed; concurrent calls fold into one more round. */
  poll(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          for (;;) {
            if (this.stopped || this.last === null) return;
            const events = await readCommitted(this.sql, this.last, this.batch);
            if (!events.length) break;
            // Moved and handed out in the same tick: a listener added in between sees all or none.
            this.last = positionOf(events[events.length - 1]);
            for (const l of this.listeners) {
              try {
                l(events);
              } catch (err) {
                this.logger.warn({ err }, 'event listener failed');
              }
            }
            if (events.length < this.batch) break;
          }
        } while (this.again);
      } catch (err) {
        if (!this.stopped) this.logger.warn({ err }, 'outbox poll failed');
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    localDispatchers.delete(this);
    clearInterval(this.timer);
    for (const t of this.pokeTimers) clearTimeout(t);
    await this.running;
  }
}
