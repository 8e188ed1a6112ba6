// Scheduled work (alerts, the sales rollup's fold, tracking re-queries, …) behind one helper.
// Each tick first claims a lease row in the database: with several server instances behind a load
// balancer, exactly one of them runs a given tick, and if that instance dies another takes over
// once the lease runs out. Ticks of one instance never overlap; the HTTP server's close waits for
// the running one.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Platform } from './context';

export interface Schedule {
  /** The lease's name: one per kind of work. */
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  /** Also runs once at start (awaited), e.g. work that may be overdue after a restart. */
  atStart?: boolean;
}

/** This process, as the lease holder (host and a random id, so two processes on one host differ). */
export const INSTANCE_ID = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * Claims the lease `name` for `ms` if it is free or has run out; answers whether this instance
 * now holds it. One statement, so two instances racing for it cannot both win.
 */
export async function claimLease(platform: Platform, name: string, ms: number, holder = INSTANCE_ID): Promise<boolean> {
  const rows = await platform.database.sql.query(
    `INSERT INTO "SchedulerLease" (name, holder, until) VALUES ($1, $2, now() + make_interval(secs => $3))
     ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, until = EXCLUDED.until
     WHERE "SchedulerLease".until <= now()
     RETURNING name`,
    [name, holder, ms / 1000],
  );
  return rows.length === 1;
}

/** Runs `run` every `everyMs` on the instance holding the lease; stops with the HTTP server. */
export async function startSchedule(platform: Platform, http: FastifyInstance, schedule: Schedule): Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  // The lease lasts a little less than the interval, so the holder's next tick finds it run out
  // while a second instance ticking in between finds it taken.
  const leaseMs = Math.max(1000, schedule.everyMs - 1000);
  const tick = () => {
    running = running
      .then(async () => {
        if (await claimLease(platform, schedule.name, leaseMs)) await schedule.run();
      })
      .catch((err) => platform.logger.warn({ err }, `${schedule.name} failed`));
    return running;
  };
  if (schedule.atStart) await tick();
  const timer = setInterval(() => void tick(), schedule.everyMs);
  timer.unref();
  http.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/**
 * A scheduled round that answers counts (`run` of a Schedule): the counts are logged with `done`
 * when any of the counts named is not zero, so a quiet round stays out of the log.
 */
export function loggedRound<K extends string>(platform: Platform, round: () => Promise<Record<K, number>>, done: string, ...counts: K[]) {
  return async () => {
    const r: Record<K, number> = await round();
    if (counts.some((k) => r[k])) platform.logger.info(r as object, done);
  };
}

/**
 * One round over `items` (a company's due records, every company's bound warehouses): `each` on
 * every item in turn, counted as done when it answers true; one that throws is counted as failed
 * and logged with `refused` and what `about` says of it, and the others go on.
 */
export async function countedRound<T>(
  platform: Platform,
  items: Iterable<T>,
  each: (item: T) => Promise<boolean>,
  refused: string,
  about: (item: T) => object,
): Promise<{ done: number; failed: number }> {
  let done = 0;
  let failed = 0;
  for (const item of items) {
    try {
      if (await each(item)) done++;
    } catch (err) {
      failed++;
      platform.logger.warn({ err, ...about(item) }, refused);
    }
  }
  return { done, failed };
}

/** Runs `run` on each item in turn (each company of a round) and adds up the counts it answers, starting from `zero`. */
export async function addingUp<T, K extends string>(items: Iterable<T>, zero: Record<K, number>, run: (item: T) => Promise<Record<K, number>>) {
  const total = { ...zero };
  for (const item of items) {
    const counts = await run(item);
    for (const k of Object.keys(total) as K[]) total[k] += counts[k];
  }
  return total;
}
