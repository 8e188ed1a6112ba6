import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { unscopedDb } from '../../platform/db';

let app: TestApp;
let acme: Awaited<ReturnType<TestApp['company']>>;
let other: Awaited<ReturnType<TestApp['company']>>;

const table = () => unscopedDb(app.platform.database.prisma, 'test').clientErrorLog;
let n = 0;
/** A report as the client's error handler sends it (spec 01 §7 info/log). */
const report = (over: Record<string, unknown> = {}) => ({
  message: `TypeError: x is undefined #${n}`,
  level: 'error',
  data: { info: 'render', error: 'stack…', dataError: null, route: 'orders', fullPath: '/orders?page=2' },
  ...over,
});

beforeAll(async () => {
  app = await startTestApp();
  acme = await app.company('Acme');
  other = await app.company('Other');
});
beforeEach(() => void n++);
afterAll(() => app?.close());

describe('POST info/log', () => {
  it('stores a signed-in report with the ids from the token, not from the body', async () => {
    const before = await table().count();
    const r = await app.rest('/info/log', report({ userId: other.userId, companyId: other.companyId }), {
      token: acme.token,
      headers: { 'user-agent': 'TestBrowser/1.0' },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 0, data: { count: 1, duplicate: false } });
    expect(await table().count()).toBe(before + 1);
    const row = await table().findUniqueOrThrow({ where: { id: r.body.data.id } });
    expect(row).toMatchObject({
      companyId: acme.companyId,
      userId: acme.userId,
      level: 'error',
      message: `TypeError: x is undefined #${n}`,
      route: 'orders',
      fullPath: '/orders?page=2',
      userAgent: 'TestBrowser/1.0',
      count: 1,
    });
    expect(row.data).toMatchObject({ info: 'render', error: 'stack…', route: 'orders' });
  });

  it('also answers on /api/v1/info/log', async () => {
    const r = await app.rest('info/log', report(), { token: other.token });
    expect(r.body.code).toBe(0);
    const row = await table().findUniqueOrThrow({ where: { id: r.body.data.id } });
    expect(row).toMatchObject({ companyId: other.companyId, userId: other.userId, message: `TypeError: x is undefined #${n}` });
  });

  it('keeps one row with count 2 for the same report twice within the hour, on either path', async () => {
    const body = report();
    const before = await table().count();
    const first = await app.rest('/info/log', body, { token: acme.token });
    const second = await app.rest('info/log', body, { token: acme.token });
    expect(second.body.data).toEqual({ id: first.body.data.id, count: 2, duplicate: true });
    expect(await table().count()).toBe(before + 1);
    const rows = await table().findMany({ where: { message: body.message } });
    expect(rows).toHaveLength(1);
    expect(rows[0].count).toBe(2);
    expect(rows[0].lastSeenAt.getTime()).toBeGreaterThanOrEqual(rows[0].createdAt.getTime());
  });

  it('makes a new row for a different message, route, level or reporter', async () => {
    const body = report();
    await app.rest('/info/log', body, { token: acme.token });
    const before = await table().count();
    await app.rest('/info/log', { ...body, message: `${body.message} (other)` }, { token: acme.token });
    await app.rest('/info/log', { ...body, data: { ...body.data, route: 'shops' } }, { token: acme.token });
    await app.rest('/info/log', { ...body, level: 'warn' }, { token: acme.token });
    await app.rest('/info/log', body, { token: other.token });
    expect(await table().count()).toBe(before + 4);
    expect((await table().findFirstOrThrow({ where: { message: body.message, companyId: acme.companyId, level: 'error', route: 'orders' } })).count).toBe(1);
  });

  it('accepts anonymous reports with companyId and userId null, whatever the body claims', async () => {
    const body = report({ companyId: acme.companyId, userId: String(acme.userId) });
    const r = await app.rest('/info/log', body);
    expect(r.body).toMatchObject({ code: 0, data: { count: 1 } });
    const row = await table().findUniqueOrThrow({ where: { id: r.body.data.id } });
    expect(row).toMatchObject({ companyId: null, userId: null, message: body.message });
    expect((await app.rest('/info/log', body)).body.data).toMatchObject({ id: r.body.data.id, count: 2 });
    // An invalid token is treated as anonymous rather than refused: the report still arrives.
    const bad = await app.rest('/info/log', report(), { token: 'not-a-token' });
    expect(bad.body.code).toBe(0);
    expect((await table().findUniqueOrThrow({ where: { id: bad.body.data.id } })).companyId).toBeNull();
  });

  it('defaults level to error and data to {}', async () => {
    const r = await app.rest('/info/log', { message: `bare #${n}` });
    const row = await table().findUniqueOrThrow({ where: { id: r.body.data.id } });
    expect(row).toMatchObject({ level: 'error', route: '', fullPath: '', data: {} });
  });

  it('refuses a missing or empty message with HTTP 403 and data.errors.message, writing nothing', async () => {
    const before = await table().count();
    const missing = await app.rest('/info/log', { level: 'error', data: {} }, { lang: 'en' });
    expect(missing.status).toBe(403);
    expect(missing.body).toMatchObject({ code: 422, type: 'form', data: { errors: { message: ['Message is required'] } } });
    const empty = await app.rest('info/log', { message: '   ' }, { token: acme.token });
    expect(empty.status).toBe(403);
    expect(empty.body.data.errors.message).toEqual(['内容不能为空']);
    expect(await table().count()).toBe(before);
  });
});
