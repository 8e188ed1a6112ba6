// The stock push and drift schedules of a server instance (issue 19 points 6 and 7).
//
// The push loop is woken, not polled: a round (events → queue, due SKUs → pushes, due retries →
// pushes) runs when
//   - StockChanged events are committed by any instance: every instance's outbox dispatcher reads
//     the events table, so this is the cross-instance signal (other event types do not wake it);
//   - the earliest due work comes: after each round the loop reads the next due time of the queue
//     (debounce end) and of the retries and sets one timer for it;
//   - this instance queued SKUs without an event (push now: wakeInventoryPush);
//   - and, as a fallback for a lost signal or another instance's retries whose sender died, every
//     FALLBACK_POLL_MS.
// Every step takes its rows with a conditional claim (cursor move from the value read, DELETE … SKIP
// LOCKED, leased records), so instances woken by the same event run side by side safely: one takes
// each event, SKU and record. The drift check runs every DRIFT_EVERY_MS on the instance holding its lease.
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context';
import { startSchedule } from '../../platform/schedule';
import { checkAllDrift } from './inventory-push.drift';
import { drainStockEvents, ensurePushCursor, pushDueSkus, retryDuePushes } from './inventory-push.engine';

/** The fallback poll of an instance (a lost wake-up is caught up after at most this long). */
export const FALLBACK_POLL_MS = 10_000;
const MIN_GAP_MS = 50;
export const DRIFT_EVERY_MS = 15 * 60_000;
/** The event type that wakes the loop. */
export const STOCK_SIGNAL = 'StockChanged';

/** One round: events → queue, due SKUs → pushes, due retries → pushes. */
export async function runInventoryPush(platform: Platform, now = new Date()): Promise<{ events: number; pushed: number; retried: number }> {
  let events = 0;
  for (let n = -1; n !== 0;) events += n = await drainStockEvents(platform, now);
  const pushed = await pushDueSkus(platform, now);
  const retried = await retryDuePushes(platform, now);
  return { events, pushed, retried };
}

/** When work comes due next: the earliest queued SKU or record waiting to be sent, null when none. */
export async function nextDueAt(platform: Platform): Promise<Date | null> {
  // epoch ms from the database: the columns are UTC timestamps without a zone, which the driver would read as local time
  const [row] = await platform.database.sql.query<{ ms: number | string | null }>(
    `SELECT extract(epoch FROM LEAST((SELECT min("dueAt") FROM "InventoryPushPending"),
              (SELECT min("nextAttemptAt") FROM "InventoryPushRecord" WHERE status IN ('retrying', 'pending')))) * 1000 AS ms`,
  );
  return row?.ms != null ? new Date(Number(row.ms)) : null;
}

/** This instance's push loop: runs rounds when woken, one at a time. */
export class InventoryPushLoop {
  private running: Promise<unknown> | null = null;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private timerAt = Infinity;
  private readonly fallback: NodeJS.Timeout;
  private readonly unlisten: () => void;
  /** Rounds run (tests and the benchmark see the loop is woken, not polled). */
  rounds = 0;

  constructor(
    private readonly platform: Platform,
    private readonly opts: { fallbackMs?: number } = {},
  ) {
    this.unlisten = platform.outbox.listen((events) => {
      if (events.some((e) => e.type === STOCK_SIGNAL)) this.wake();
    });
    this.fallback = setInterval(() => this.wake(), opts.fallbackMs ?? FALLBACK_POLL_MS);
    this.fallback.unref();
  }

  /** A round now, or at `at` (the earliest of the times asked for wins). */
  wake(at?: Date): void {
    if (this.stopped) return;
    const wait = at ? at.getTime() - Date.now() : 0;
    if (wait <= 0) return this.round();
    const when = Date.now() + wait;
    if (when >= this.timerAt) return;
    clearTimeout(this.timer);
    this.timerAt = when;
    this.timer = setTimeout(() => {
      this.timerAt = Infinity;
      this.round();
    }, wait);
    this.timer.unref();
  }

  private round(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.rounds++;
    this.running = (async () => {
      await runInventoryPush(this.platform);
      const next = await nextDueAt(this.platform);
      // a few ms late rather than early (due rows are taken with "dueAt <= now"), and not at once
      // again when what is due is held by another instance (SKIP LOCKED left it)
      if (next) this.wake(new Date(Math.max(next.getTime() + 5, Date.now() + MIN_GAP_MS)));
    })()
      .catch((err) => this.platform.logger.warn({ err }, 'stock push round failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.round();
        }
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unlisten();
    clearInterval(this.fallback);
    clearTimeout(this.timer);
    await this.running;
  }
}

const loops = new WeakMap<Platform, InventoryPushLoop>();

/** Stops this instance's loop (tests drive the rounds themselves). */
export function stopInventoryPush(platform: Platform): Promise<void> {
  const loop = loops.get(platform);
  loops.delete(platform);
  return loop ? loop.stop() : Promise.resolve();
}

/** This instance's loop, if it runs. */
export const inventoryPushLoop = (platform: Platform): InventoryPushLoop | undefined => loops.get(platform);

/** Wakes this instance's loop at `at` (SKUs queued without a StockChanged event, e.g. push now). */
export function wakeInventoryPush(platform: Platform, at?: Date): void {
  loops.get(platform)?.wake(at);
}

/** Starts this instance's loop (app.ts); `fallbackMs` for tests. */
export async function startInventoryPushLoop(platform: Platform, opts: { fallbackMs?: number } = {}): Promise<InventoryPushLoop> {
  await stopInventoryPush(platform);
  await ensurePushCursor(platform);
  const loop = new InventoryPushLoop(platform, opts);
  loops.set(platform, loop);
  loop.wake(); // what came while no instance ran
  return loop;
}

export async function startInventoryPush(platform: Platform, http: FastifyInstance): Promise<void> {
  await startInventoryPushLoop(platform);
  http.addHook('onClose', () => stopInventoryPush(platform));
  await startSchedule(platform, http, { name: 'stock drift check', everyMs: DRIFT_EVERY_MS, run: () => checkAllDrift(platform) });
}
