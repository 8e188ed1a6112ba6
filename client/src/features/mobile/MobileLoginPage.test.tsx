import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../api/session';
import { api, http, ok, server, userRoutes } from '../../test/server';
import { toaster } from '../../ui/toaster';
import { renderFeatureRoutes } from '../public/testing';
import { CLICK_GUARD_MS } from '../../ui/useClickGuard';
import { expectPasswordRefused, passwordRefusal } from '../auth/testing';
import { retype } from '../../test/forms';

describe('MobileLoginPage', () => {
  it('signs in with the desktop call, stores the token and opens /homeWap', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.post(api('login'), async ({ request }) => {
        bodies.push(await request.json());
        return ok({ access_token: 'wap-token', expires_in: 3600, token_type: 'bearer' });
      }),
      http.post(api('user/routes'), () => ok(userRoutes())),
    );
    const { router } = renderFeatureRoutes('/loginWap');

    await user.type(screen.getByLabelText(/用户名/), ' demo ');
    await user.type(screen.getByLabelText(/^密码/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: '登录' }));

    // the phone home is a lazy screen that asks for its data first: more than findBy's default second on a busy machine
    expect(await screen.findByRole('heading', { level: 1, name: '你好，张三' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/homeWap');
    expect(getToken()).toBe('wap-token');
    expect(document.cookie).toContain('info=wap-token');
    expect(JSON.parse(localStorage.getItem('info') ?? 'null')).toMatchObject({ userId: 7, realname: '张三' });
    expect(bodies).toEqual([{ username: 'demo', password: 'secret-pass' }]);
    // the menu stored at sign-in is shown without another call
    expect(screen.getByRole('button', { name: /订单/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /设置/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hidden system/ })).not.toBeInTheDocument();
  });

  it('puts a 403 form error under the field and focuses it', async () => {
    const user = userEvent.setup();
    const { router } = renderFeatureRoutes('/loginWap');
    await expectPasswordRefused(user);
    expect(router.state.location.pathname).toBe('/loginWap');
  });

  it('takes a refusal back when a field is edited and when the sign-in succeeds', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(api('login'), async ({ request }) => {
        const body = (await request.json()) as { password: string };
        return body.password === 'secret-pass' ? ok({ access_token: 'wap-token', expires_in: 3600, token_type: 'bearer' }) : passwordRefusal();
      }),
      http.post(api('user/routes'), () => ok(userRoutes())),
    );
    renderFeatureRoutes('/loginWap');
    const password = await screen.findByLabelText(/^密码/);
    await user.type(screen.getByLabelText(/用户名/), 'demo');
    await user.type(password, 'wrong-pass');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(password).toHaveAccessibleErrorMessage('用户名或密码错误'));
    expect(await screen.findByText('请检查输入')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/用户名/), '!');
    expect(password).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(toaster.getVisibleToasts().some((t) => t.title === '请检查输入')).toBe(false));

    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(toaster.getVisibleToasts().some((t) => t.title === '请检查输入')).toBe(true));
    await retype(user, password, 'secret-pass');
    // the sign-in button ignores a repeat within CLICK_GUARD_MS (spec 01 §9): a person types slower than that
    await new Promise((r) => setTimeout(r, CLICK_GUARD_MS));
    await user.click(screen.getByRole('button', { name: '登录' }));
    // the phone home is a lazy screen that asks for its data first: more than findBy's default second on a busy machine
    expect(await screen.findByRole('heading', { level: 1, name: '你好，张三' }, { timeout: 15_000 })).toBeInTheDocument();
    // (a dismissed toast leaves after its exit delay)
    await waitFor(() => expect(toaster.getVisibleToasts().map((t) => t.title)).not.toContain('请检查输入'));
  }, 30_000);

  it('checks required fields with the desktop messages before calling the server', async () => {
    const user = userEvent.setup();
    renderFeatureRoutes('/loginWap'); // no handlers: a request would fail the test

    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(screen.getByLabelText(/用户名/)).toHaveAccessibleErrorMessage('用户名不能为空');
    expect(screen.getByLabelText(/^密码/)).toHaveAccessibleErrorMessage('密码不能为空');
  });

  it('links to the mobile register and forgot-password pages', async () => {
    const user = userEvent.setup();
    const { router } = renderFeatureRoutes('/loginWap');
    await user.click(screen.getByRole('link', { name: '忘记密码？' }));
    expect(router.state.location.pathname).toBe('/forgotPasswordWap');
  });
});
