// The REST envelope and HTTP mapping of spec 01 §8, for every error kind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { AuthError, BusinessError, NotFoundError, PermissionError, PlanLimitError, RateLimitError, ValidationError } from '../platform/errors';
import { restErrorHandler } from './router';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** Runs the error handler with a recording reply. */
function handle(err: Error, lang = 'en') {
  const sent: { status?: number; body?: any; headers: Record<string, string> } = { headers: {} };
  const reply = {
    status(code: number) {
      sent.status = code;
      return reply;
    },
    header(k: string, v: string) {
      sent.headers[k] = v;
      return reply;
    },
    send(body: unknown) {
      sent.body = body;
      return reply;
    },
  };
  restErrorHandler(app.platform)(err, { headers: { lang }, url: '/x' } as never, reply as never);
  return sent;
}

describe('REST errors', () => {
  it('answers unknown paths with 404 and the spec message', async () => {
    const en = await app.rest('no/such/thing', {}, { lang: 'en' });
    expect(en).toEqual({ status: 404, body: { code: 404, message: 'The requested resource does not exist', type: 'tips', data: null } });
    expect((await app.rest('no/such/thing', {})).body.message).toBe('请求的资源不存在');
  });

  it('answers unexpected failures with 500 and the customer-service message, hiding the cause', () => {
    const zh = handle(new Error('database exploded'), 'cn');
    expect(zh.status).toBe(500);
    expect(zh.body).toEqual({ code: 500, message: '接口报错，请将此问题反馈给客服', type: 'alert', data: null });
    expect(handle(new Error('x')).body.message).toBe('The interface reports an error, please report this problem to customer service');
  });

  it('maps each expected failure to its status and error type', () => {
    expect(handle(new AuthError('auth.tokenExpired'))).toMatchObject({ status: 401, body: { code: 401, type: 'noPermission' } });
    expect(handle(new PermissionError('permission.denied', { permission: 'user.create' }))).toMatchObject({
      status: 403,
      body: { type: 'noPermission', message: 'You do not have the permission "user.create"' },
    });
    expect(handle(ValidationError.field('email', 'validation.email'))).toMatchObject({
      status: 403,
      body: { type: 'form', message: 'Please enter a valid e-mail address', data: { errors: { email: ['Please enter a valid e-mail address'] } } },
    });
    expect(handle(new NotFoundError('role.notFound'))).toMatchObject({ status: 404, body: { message: 'The role does not exist' } });
    expect(handle(new BusinessError('auth.invalidCredentials'))).toMatchObject({ status: 200, body: { code: 1, type: 'tips' } });
    expect(handle(new PlanLimitError({ edition: 'standard', resource: 'shops', limit: 5 }))).toMatchObject({
      status: 200,
      body: { type: 'alert', message: 'Your Standard plan allows at most 5 shops; please upgrade your plan to add more' },
    });
    const limited = handle(new RateLimitError('auth.tooManyAttempts', 42));
    expect(limited).toMatchObject({
      status: 429,
      headers: { 'retry-after': '42' },
      body: { message: 'Too many sign-in attempts, please try again in 42 seconds' },
    });
  });

  it('answers malformed JSON with 400 and a message, not a crash', async () => {
    const r = await app.rest('login', '{"username": ', { lang: 'en', headers: { 'content-type': 'application/json' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 400, message: 'The request could not be understood' });
  });
});
