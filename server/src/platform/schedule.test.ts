import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { startTestApp, type TestApp } from '../../test/harness';
import { claimLease, startSchedule } from './schedule';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('scheduled work across server instances', () => {
  it('lets exactly one of many racing instances hold a lease', async () => {
    const wins = await Promise.all(Array.from({ length: 8 }, (_, i) => claimLease(app.platform, 'race', 60_000, `instance-${i}`)));
    expect(wins.filter(Boolean)).toHaveLength(1);
  });

  it('keeps the lease with its holder until it runs out, then hands it over', async () => {
    expect(await claimLease(app.platform, 'handover', 300, 'a')).toBe(true);
    expect(await claimLease(app.platform, 'handover', 300, 'b')).toBe(false);
    expect(await claimLease(app.platform, 'handover', 300, 'a')).toBe(false);
    await new Promise((r) => setTimeout(r, 400));
    expect(await claimLease(app.platform, 'handover', 300, 'b')).toBe(true);
    expect(await claimLease(app.platform, 'handover', 300, 'a')).toBe(false);
  });

  it('runs a tick on one instance only when two start the same schedule', async () => {
    let runs = 0;
    const servers = [Fastify(), Fastify()];
    // Both "instances" share the database, as two servers behind a load balancer do.
    await Promise.all(
      servers.map((http) => startSchedule(app.platform, http, { name: 'shared tick', everyMs: 60_000, atStart: true, run: async () => void runs++ })),
    );
    expect(runs).toBe(1);
    await Promise.all(servers.map((s) => s.close()));
  });
});
