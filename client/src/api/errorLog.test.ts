import { describe, expect, it } from 'vitest';
import { api, http, HttpResponse, ok, server } from '../test/server';
import { dedupeLog, reportClientLog } from './errorLog';
import { ApiError, restPost } from './rest';

const HOUR = 3600 * 1000;

function captureLogs() {
  const bodies: unknown[] = [];
  server.use(
    http.post(new URL('info/log', document.baseURI).toString(), async ({ request }) => {
      bodies.push(await request.json());
      return ok({ id: bodies.length, count: 1, duplicate: false });
    }),
  );
  return bodies;
}

describe('client error reports (info/log, spec 01 §8, §9)', () => {
  it('dedupes per key within an hour and forgets older entries', () => {
    const t0 = 1_000_000;
    let step = dedupeLog([], 'a', t0);
    expect(step.report).toBe(true);
    step = dedupeLog(step.list, 'a', t0 + HOUR - 1);
    expect(step.report).toBe(false);
    step = dedupeLog(step.list, 'b', t0 + 10);
    expect(step.report).toBe(true);
    step = dedupeLog(step.list, 'a', t0 + HOUR);
    expect(step.report).toBe(true);
    expect(step.list.map((e) => e.key)).toEqual(['b', 'a']);
  });

  it('reports a network error without a status once an hour, remembered in localStorage logList', async () => {
    const logs = captureLogs();
    localStorage.setItem('info', JSON.stringify({ userId: 7, companyId: 3, allowShopIds: [], realname: '张三' }));
    server.use(http.post(api('down'), () => HttpResponse.error()));

    await expect(restPost('down')).rejects.toMatchObject({ kind: 'network', status: 0 });
    await expect(restPost('down')).rejects.toBeInstanceOf(ApiError);
    await new Promise((r) => setTimeout(r, 20));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      message: 'Network error: api/v1/down',
      level: 'error',
      userId: 7,
      companyId: 3,
      data: { info: { url: 'api/v1/down' }, route: '/', fullPath: '/' },
    });
    const stored = JSON.parse(localStorage.getItem('logList') ?? '[]') as { key: string; time: number }[];
    expect(stored).toHaveLength(1);

    // an hour later the same failure is reported again
    expect(await reportClientLog({ message: 'Network error: api/v1/down' }, stored[0]!.time + HOUR)).toBe(true);
    expect(logs).toHaveLength(2);
  });

  it('does not report answered failures (they have a status)', async () => {
    const logs = captureLogs();
    server.use(http.post(api('boom'), () => new HttpResponse('oops', { status: 500 })));
    await expect(restPost('boom')).rejects.toMatchObject({ status: 500 });
    await new Promise((r) => setTimeout(r, 20));
    expect(logs).toHaveLength(0);
  });
});
