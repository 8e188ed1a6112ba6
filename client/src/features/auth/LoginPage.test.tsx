import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getToken } from '../../api/session';
import { toaster } from '../../ui/toaster';
import { renderApp } from '../../test/render';
import { api, fail, http, ok, server, userRoutes } from '../../test/server';
import { CLICK_GUARD_MS } from '../../ui/useClickGuard';
import { expectPasswordRefused, passwordRefusal } from './testing';

function mockSignIn(token = 'tok-123') {
  const seen: { login: unknown[]; routesAuth: (string | null)[]; langs: (string | null)[] } = {
    login: [],
    routesAuth: [],
    langs: [],
  };
  server.use(
    http.post(api('login'), async ({ request }) => {
      seen.login.push(await request.json());
      seen.langs.push(request.headers.get('lang'));
      return ok({ access_token: token, expires_in: 3600, token_type: 'bearer' });
    }),
    http.post(api('user/routes'), ({ request }) => {
      seen.routesAuth.push(request.headers.get('authorization'));
      return ok(userRoutes(request.headers.get('lang') === 'en' ? 'en' : 'cn'));
    }),
  );
  return seen;
}

describe('LoginPage', () => {
  // the sign-in pages are a lazy chunk (app/screens.tsx): load it once up front, so that a cold
  // transform on a busy machine does not count against the first findBy's timeout
  beforeAll(async () => {
    // the sign-in pages and /home (where a sign-in lands) are lazy chunks: load them once up front,
    // so a slow first load on a busy machine does not eat into the tests' waits
    await Promise.all([import('./index'), import('../home/HomePage')]);
  }, 60000);

  it('signs in: stores the token cookie and login info, then opens home', async () => {
    const user = userEvent.setup();
    const seen = mockSignIn();
    const { router } = renderApp('/login?redirect=%2Fhome');

    await user.type(await screen.findByLabelText(/用户名/), 'demo');
    await user.type(screen.getByLabelText(/^密码/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: '登录' }));

    // /home is a lazy screen that asks for its data first: more than findBy's default second on a busy machine
    expect(await screen.findByRole('heading', { name: '欢迎，张三' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(getToken()).toBe('tok-123');
    expect(document.cookie).toContain('info=tok-123');
    expect(JSON.parse(localStorage.getItem('info') ?? 'null')).toEqual({
      userId: 7,
      companyId: 3,
      allowShopIds: [],
      realname: '张三',
    });
    expect(JSON.parse(localStorage.getItem('router') ?? '[]')).toHaveLength(3);
    expect(seen.login[0]).toEqual({ username: 'demo', password: 'secret-pass' });
    expect(seen.langs[0]).toBe('cn');
    expect(seen.routesAuth[0]).toBe('Bearer tok-123');
  });

  it('puts a 403 form error under the password field and focuses it', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await expectPasswordRefused(user);
  });

  it('takes a refusal back once the fields are edited and after signing in', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    let attempts = 0;
    server.use(
      http.post(api('login'), async ({ request }) => {
        attempts += 1;
        const body = (await request.json()) as { password: string };
        return body.password === 'secret-pass' ? ok({ access_token: 'tok-9', expires_in: 3600, token_type: 'bearer' }) : passwordRefusal();
      }),
      http.post(api('user/routes'), () => ok(userRoutes())),
    );
    renderApp('/login');
    const username = await screen.findByLabelText(/用户名/);
    const password = screen.getByLabelText(/^密码/);

    await user.type(username, 'demo');
    await user.type(password, 'wrong-pass');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(password).toHaveAccessibleErrorMessage('用户名或密码错误'));
    expect(await screen.findByText('请检查输入')).toBeInTheDocument();

    // editing either field takes the refusal back: the mark and the toast
    await user.type(username, 'x');
    expect(password).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(toaster.getVisibleToasts().some((t) => t.title === '请检查输入')).toBe(false));
    await user.type(username, '{Backspace}');

    // refused again, then signed in with the right password: nothing of the refusal is left
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(password).toHaveAccessibleErrorMessage('用户名或密码错误'));
    await waitFor(() => expect(toaster.getVisibleToasts().some((t) => t.title === '请检查输入')).toBe(true));
    await user.clear(password);
    await user.type(password, 'secret-pass');
    // the sign-in button ignores a repeat within CLICK_GUARD_MS (spec 01 §9): a person types slower than that
    await new Promise((r) => setTimeout(r, CLICK_GUARD_MS));
    await user.click(screen.getByRole('button', { name: '登录' }));
    // /home is a lazy screen that asks for its data first: more than findBy's default second on a busy machine
    expect(await screen.findByRole('heading', { name: '欢迎，张三' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(attempts).toBe(3);
    // the refusal's toast is taken away (the toast store drops it on its next tick)
    await waitFor(() => expect(toaster.getVisibleToasts().map((t) => t.title)).not.toContain('请检查输入'));
    expect(screen.queryByText('用户名或密码错误')).not.toBeInTheDocument();
  });

  it('switches the labels and the lang header to English', async () => {
    const user = userEvent.setup();
    const seen = mockSignIn();
    renderApp('/login');

    expect(await screen.findByLabelText(/用户名/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'English' }));

    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/用户名/)).not.toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('en');

    await user.type(screen.getByLabelText(/Username/), 'demo');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Zhang San' })).toBeInTheDocument();
    expect(seen.langs[0]).toBe('en');
  });

  it('checks required fields before calling the server', async () => {
    const user = userEvent.setup();
    renderApp('/login'); // no handlers: any request would fail the test (onUnhandledRequest: error)

    await user.click(await screen.findByRole('button', { name: '登录' }));

    expect(screen.getByLabelText(/用户名/)).toHaveAccessibleErrorMessage('用户名不能为空');
    expect(screen.getByLabelText(/^密码/)).toHaveAccessibleErrorMessage('密码不能为空');
    await waitFor(() => expect(screen.getByLabelText(/用户名/)).toHaveFocus());
  });

  it('ignores a second click within 500 ms', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.post(api('login'), () => {
        calls += 1;
        return fail(429, { message: '尝试次数过多,请稍后再试', type: 'tips' });
      }),
    );
    renderApp('/login');

    await user.type(await screen.findByLabelText(/用户名/), 'demo');
    await user.type(screen.getByLabelText(/^密码/), 'secret-pass');
    const button = screen.getByRole('button', { name: '登录' });
    await user.dblClick(button);

    expect(await screen.findByText('尝试次数过多,请稍后再试')).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
