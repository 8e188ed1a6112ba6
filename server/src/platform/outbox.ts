// The transactional outbox (issue 17). A domain event is a row of "DomainEvent" written with
// `recordEvents` inside the same transaction as the change it describes: a rolled-back change leaves
// no event, a committed one always has its event, even if the process dies right after the commit.
//
// Each server instance runs one `OutboxDispatcher`: it reads the rows committed since the last one
// it saw and hands them to its local listeners (the live subscriptions of this instance; the webhook
// fan-out keeps its own cursor in "OutboxCursor"). Every instance reads the table itself, so no
// event bus is needed between instances and nothing is lost while one restarts.
//
// Commit order vs id order: ids are taken at insert, so a transaction that inserted id 5 may commit
// after one that inserted id 6. A reader that had passed 6 would never see 5. `readCommitted` hands
// out rows only below the database's xmin horizon (every transaction older than the oldest running
// one has finished), so a lower id can no longer appear behind a delivered one. The price: a long
// open transaction delays delivery until it ends (docs/decisions.md 'Outbox').
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

/** An event as stored; `id` is the replay cursor (a decimal string in the API). */
export interface StoredEvent {
  id: bigint;
  companyId: number;
  type: EventTypeName;
  shopId: number | null;
  warehouseId: number | null;
  userId: number | null;
  entityId: number | null;
  data: Record<string, unknown>;
  createdAt: Date;
}

/** What `recordEvents` needs: a company-scoped client or transaction (it sets companyId itself). */
interface EventWriter {
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

/**
 * Writes domain events in the caller's transaction. Pass the transaction client (`tx`) of the
 * change: outside a transaction the event and the change could part.
 */
export async function recordEvents(db: EventWriter, companyId: number, events: DomainEventInput[]): Promise<void> {
  if (!events.length) return;
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
  // The transaction has not committed yet: the dispatchers of this process look a few times soon.
  for (const d of localDispatchers) d.poke();
}

interface EventRow {
  id: string;
  companyId: number;
  type: EventTypeName;
  shopId: number | null;
  warehouseId: number | null;
  userId: number | null;
  entityId: number | null;
  data: Record<string, unknown>;
  createdAt: Date;
  settled: boolean;
}

const toEvent = (r: EventRow): StoredEvent => ({
  id: BigInt(r.id),
  companyId: r.companyId,
  type: r.type,
  shopId: r.shopId,
  warehouseId: r.warehouseId,
  userId: r.userId,
  entityId: r.entityId,
  data: r.data,
  createdAt: r.createdAt instanceof Date ? r.createdAt : new Date(r.createdAt),
});

/**
 * Events after `after` (all companies, or one), in id order, only as far as no earlier id can still
 * commit. At most `limit`.
 */
export async function readCommitted(sql: SqlRunner, after: bigint, limit: number, companyId?: number): Promise<StoredEvent[]> {
  const rows = await sql.query<EventRow>(
    `WITH h AS (SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint AS xmin)
     SELECT e.id::text AS id, e."companyId", e.type, e."shopId", e."warehouseId", e."userId", e."entityId", e.data, e."createdAt",
            (e.txid < h.xmin) AS settled
       FROM "DomainEvent" e, h
      WHERE e.id > $1::bigint ${companyId === undefined ? '' : 'AND e."companyId" = $3'}
      ORDER BY e.id
      LIMIT $2`,
    companyId === undefined ? [after.toString(), limit] : [after.toString(), limit, companyId],
  );
  const out: StoredEvent[] = [];
  for (const r of rows) {
    if (!r.settled) break;
    out.push(toEvent(r));
  }
  return out;
}

/** The newest event id (0 when there is none): where a dispatcher starting now begins. */
export async function latestEventId(sql: SqlRunner): Promise<bigint> {
  const [row] = await sql.query<{ id: string | null }>(`SELECT max(id)::text AS id FROM "DomainEvent"`);
  return BigInt(row?.id ?? 0);
}

/** Deletes events older than `days`; answers how many. */
export async function pruneEvents(sql: SqlRunner, days: number): Promise<number> {
  const rows = await sql.query<{ n: number }>(
    `WITH d AS (DELETE FROM "DomainEvent" WHERE "createdAt" < now() - make_interval(days => $1) RETURNING 1) SELECT count(*)::int AS n FROM d`,
    [days],
  );
  return rows[0]?.n ?? 0;
}

export type EventListener = (events: StoredEvent[]) => void;

/**
 * Reads newly committed events of every company and hands them to this instance's listeners.
 * Polls every `intervalMs` while someone listens, and at once (then twice shortly after, to cover
 * the commit that follows the insert) when this process records an event.
 */
export class OutboxDispatcher {
  private last: bigint | null = null;
  private readonly listeners = new Set<EventListener>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly pokeTimers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly sql: SqlRunner,
    private readonly logger: Logger,
    private readonly intervalMs = 50,
    private readonly batch = 2000,
  ) {}

  async start(): Promise<void> {
    this.last = await latestEventId(this.sql);
    localDispatchers.add(this);
    this.timer = setInterval(() => {
      if (this.listeners.size) void this.poll();
    }, this.intervalMs);
    this.timer.unref();
  }

  /** The id of the last event handed to listeners: a subscription starting now replays up to here. */
  get position(): bigint {
    return this.last ?? 0n;
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
            this.last = events[events.length - 1].id;
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
