// The stock push and drift schedules of a server instance (issue 19 points 6 and 7): a loop that
// moves StockChanged events into the push queue, pushes the due SKUs and sends the due retries
// (every LOOP_MS, and at once when this instance commits events: a stock change reaches the queue
// well within a second), and the drift check of every company every DRIFT_EVERY_MS on the instance
// holding its lease. Every step takes its rows with a conditional claim, so instances may run the
// loop side by side.
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context';
import { startSchedule } from '../../platform/schedule';
import { checkAllDrift } from './inventory-push.drift';
import { drainStockEvents, ensurePushCursor, pushDueSkus, retryDuePushes } from './inventory-push.engine';

export const LOOP_MS = 500;
export const DRIFT_EVERY_MS = 15 * 60_000;

/** One round: events → queue, due SKUs → pushes, due retries → pushes. */
export async function runInventoryPush(platform: Platform, now = new Date()): Promise<{ events: number; pushed: number; retried: number }> {
  let events = 0;
  for (let n = -1; n !== 0;) events += n = await drainStockEvents(platform, now);
  const pushed = await pushDueSkus(platform, now);
  const retried = await retryDuePushes(platform, now);
  return { events, pushed, retried };
}

const loops = new WeakMap<Platform, () => Promise<void>>();

/** Stops this instance's loop (tests drive the rounds themselves). */
export function stopInventoryPush(platform: Platform): Promise<void> {
  const stop = loops.get(platform);
  loops.delete(platform);
  return stop ? stop() : Promise.resolve();
}

export async function startInventoryPush(platform: Platform, http: FastifyInstance): Promise<void> {
  await ensurePushCursor(platform);
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  const round = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runInventoryPush(platform)
      .catch((err) => platform.logger.warn({ err }, 'stock push round failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          round();
        }
      });
  };
  const unlisten = platform.outbox.listen(() => round());
  const timer = setInterval(round, LOOP_MS);
  timer.unref();
  const stop = async () => {
    stopped = true;
    unlisten();
    clearInterval(timer);
    await running;
  };
  loops.set(platform, stop);
  http.addHook('onClose', () => stopInventoryPush(platform));
  await startSchedule(platform, http, { name: 'stock drift check', everyMs: DRIFT_EVERY_MS, run: () => checkAllDrift(platform) });
}
