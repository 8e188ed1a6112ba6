import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../api/session';
import { api, fail, http, ok, server, userRoutes } from '../../test/server';
import { renderFeatureRoutes } from '../public/testing';
import { mockForgotPassword, resetPassword, RESET_CALLS } from '../auth/testing';
import { retype } from '../../test/forms';

describe('MobileRegisterPage', () => {
  it('applies the desktop rules, maps server field errors and opens /homeWap', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    server.use(
      http.post(api('register'), () => {
        attempt += 1;
        return attempt === 1
          ? fail(403, { message: '表单有误', type: 'form', data: { errors: { username: ['用户名已存在'] } } })
          : ok({ access_token: 'reg-token', expires_in: 3600, token_type: 'bearer' });
      }),
      http.post(api('user/routes'), () => ok(userRoutes())),
    );
    const { router } = renderFeatureRoutes('/registerWap');

    await user.type(screen.getByLabelText(/^密码/), 'short');
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(screen.getByLabelText(/公司名称/)).toHaveAccessibleErrorMessage('公司名称不能为空');
    expect(screen.getByLabelText(/^密码/)).toHaveAccessibleErrorMessage('密码至少 8 个字符');
    expect(attempt).toBe(0);

    await user.type(screen.getByLabelText(/公司名称/), '演示公司');
    await user.type(screen.getByLabelText(/用户名/), 'demo');
    await user.type(screen.getByLabelText(/姓名/), '张三');
    await retype(user, () => screen.getByLabelText(/^密码/), 'password-1');
    await user.type(screen.getByLabelText(/确认密码/), 'password-1');
    await new Promise((r) => setTimeout(r, 550)); // past the 500 ms click guard
    await user.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(screen.getByLabelText(/用户名/)).toHaveAccessibleErrorMessage('用户名已存在'));

    await user.type(screen.getByLabelText(/用户名/), '2');
    await new Promise((r) => setTimeout(r, 550));
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByRole('heading', { level: 1, name: '你好，张三' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/homeWap');
    expect(getToken()).toBe('reg-token');
  });
});

describe('MobileForgotPasswordPage', () => {
  it('sends a code, resets the password and returns to /loginWap', async () => {
    const user = userEvent.setup();
    const calls = mockForgotPassword();
    const { router } = renderFeatureRoutes('/forgotPasswordWap');

    await resetPassword(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/loginWap'));
    expect(calls).toEqual(RESET_CALLS);
  });
});
