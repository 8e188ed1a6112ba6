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
