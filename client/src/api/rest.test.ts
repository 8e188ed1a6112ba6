import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '../i18n/lang';
import { api, fail, http, HttpResponse, ok, server } from '../test/server';
import { ApiError, restPost, setUnauthorizedHandler } from './rest';
import { getToken, isLoggedOut, SESSION_MARKER_COOKIE, setToken } from './session';

describe('restPost', () => {
  const restoreHandler: Array<() => void> = [];
  afterEach(() => {
    for (const restore of restoreHandler.splice(0)) restore();
  });

  function captureUnauthorized() {
    const redirects: string[] = [];
    const previous = setUnauthorizedHandler((redirect) => redirects.push(redirect));
    restoreHandler.push(() => setUnauthorizedHandler(previous));
    return redirects;
  }

  it('sends lang and bearer headers and unwraps data', async () => {
    setToken('t1');
    setLang('en');
    server.use(http.post(api('ping'), ({ request }) => ok({ lang: request.headers.get('lang'), auth: request.headers.get('authorization') })));
    await expect(restPost('ping', { a: 1 })).resolves.toEqual({ lang: 'en', auth: 'Bearer t1' });
  });

  it('rejects with the envelope on a non-zero code', async () => {
    server.use(http.post(api('thing'), () => HttpResponse.json({ code: 1001, message: '不行', type: 'alert', data: null })));
    const error = await restPost('thing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 1001, type: 'alert', message: '不行' });
  });

  it('exposes form field errors', async () => {
    server.use(http.post(api('register'), () => fail(403, { message: '表单有误', type: 'form', data: { errors: { phone: ['手机号格式不对'], email: 'x' } } })));
    const error = (await restPost('register').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(403);
    expect(error.fieldErrors).toEqual({ phone: ['手机号格式不对'], email: ['x'] });
  });

  it('refreshes once on 401 and replays concurrent calls with the new token', async () => {
    setToken('old');
    let refreshes = 0;
    server.use(
      http.post(api('refresh'), async ({ request }) => {
        refreshes += 1;
        expect(request.headers.get('authorization')).toBe('Bearer old');
        await new Promise((r) => setTimeout(r, 20));
        return ok({ access_token: 'new', expires_in: 3600 });
      }),
      http.post(api('data/:n'), ({ request, params }) =>
        request.headers.get('authorization') === 'Bearer new' ? ok({ n: params['n'] }) : fail(401, { message: 'token expired', type: 'tips' }),
      ),
    );
    const results = await Promise.all([restPost('data/1'), restPost('data/2'), restPost('data/3')]);
    expect(results).toEqual([{ n: '1' }, { n: '2' }, { n: '3' }]);
    expect(refreshes).toBe(1);
    expect(getToken()).toBe('new');
  });

  it('clears the session and goes to login when the refresh fails', async () => {
    const redirects = captureUnauthorized();
    setToken('old');
    localStorage.setItem('info', '{"userId":1}');
    window.location.hash = '#/home?tab=2';
    server.use(
      http.post(api('refresh'), () => fail(401, { message: 'expired', type: 'tips' })),
      http.post(api('user/routes'), () => fail(401, { message: 'expired', type: 'tips' })),
    );
    const error = (await restPost('user/routes').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('info')).toBeNull();
    expect(redirects).toEqual(['/home?tab=2']);
  });

  it('a failed refresh also clears the tabs and sets the logout flag; later failures do not redirect again', async () => {
    const redirects = captureUnauthorized();
    setToken('old');
    localStorage.setItem('list_tabs', '[{"path":"/orders","fullPath":"/orders"}]');
    localStorage.setItem('list_tabs_checked', '/orders');
    localStorage.setItem('system_tabs_checked', 'order');
    localStorage.setItem('menu_level2_name', 'orders');
    window.location.hash = '#/orders';
    server.use(
      http.post(api('refresh'), () => fail(401, { message: 'expired', type: 'tips' })),
      http.post(api('data/:n'), () => fail(401, { message: 'expired', type: 'tips' })),
    );
    await expect(restPost('data/1')).rejects.toMatchObject({ status: 401 });
    expect(isLoggedOut()).toBe(true);
    for (const key of ['list_tabs', 'list_tabs_checked', 'system_tabs_checked', 'menu_level2_name']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(redirects).toEqual(['/orders']);
    setToken('again');
    expect(isLoggedOut()).toBe(false);
  });

  it('refreshes before the call when the session marker cookie has expired', async () => {
    setToken('old', 7, 3600);
    expect(document.cookie).toContain(`${SESSION_MARKER_COOKIE}=1`);
    // the marker lives the token lifetime minus 200 s; drop it as if it had expired
    document.cookie = `${SESSION_MARKER_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    const order: string[] = [];
    server.use(
      http.post(api('refresh'), () => {
        order.push('refresh');
        return ok({ access_token: 'fresh', expires_in: 7200 });
      }),
      http.post(api('thing'), ({ request }) => {
        order.push(`thing ${request.headers.get('authorization')}`);
        return ok(1);
      }),
    );
    await expect(restPost('thing')).resolves.toBe(1);
    expect(order).toEqual(['refresh', 'thing Bearer fresh']);
    expect(document.cookie).toContain(`${SESSION_MARKER_COOKIE}=1`);
    // with the marker back, no further refresh
    await restPost('thing');
    expect(order).toEqual(['refresh', 'thing Bearer fresh', 'thing Bearer fresh']);
  });

  it('does not try to refresh without a token', async () => {
    const redirects = captureUnauthorized();
    server.use(http.post(api('user/routes'), () => fail(401, { message: '请先登录', type: 'tips' })));
    await expect(restPost('user/routes')).rejects.toMatchObject({ status: 401, message: '请先登录' });
    expect(redirects).toEqual([]);
  });

  it('translates network failures and bare HTTP errors', async () => {
    server.use(
      http.post(api('down'), () => HttpResponse.error()),
      http.post(api('boom'), () => new HttpResponse('oops', { status: 500 })),
      // network failures are reported (errorLog.test.ts)
      http.post(new URL('info/log', document.baseURI).toString(), () => ok(null)),
    );
    await expect(restPost('down')).rejects.toMatchObject({ kind: 'network', message: '网络异常，请检查网络后重试' });
    setLang('en');
    await expect(restPost('boom')).rejects.toMatchObject({
      status: 500,
      message: 'The interface reported an error, please report this problem to customer service',
    });
  });

  it('times out', async () => {
    server.use(
      http.post(api('slow'), async () => {
        await new Promise((r) => setTimeout(r, 200));
        return ok(null);
      }),
    );
    const spy = vi.fn();
    await restPost('slow', {}, { timeoutMs: 20 }).catch(spy);
    expect(spy.mock.calls[0]?.[0]).toMatchObject({ kind: 'timeout', message: '数据请求超时，请刷新后重试' });
  });
});
