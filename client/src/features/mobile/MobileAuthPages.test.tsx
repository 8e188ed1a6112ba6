import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../api/session';
import { api, fail, http, ok, server, userRoutes } from '../../test/server';
import { renderFeatureRoutes } from '../public/testing';

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
    await user.clear(screen.getByLabelText(/^密码/));
    await user.type(screen.getByLabelText(/^密码/), 'password-1');
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
    const calls: string[] = [];
    server.use(
      http.post(api('forgotPassword/sendCode'), () => {
        calls.push('sendCode');
        return ok({ sent: true });
      }),
      http.post(api('forgotPassword/reset'), async ({ request }) => {
        calls.push(`reset ${JSON.stringify(await request.json())}`);
        return ok({ reset: true });
      }),
    );
    const { router } = renderFeatureRoutes('/forgotPasswordWap');

    await user.type(screen.getByLabelText(/用户名/), 'demo');
    await user.click(screen.getByRole('button', { name: '发送验证码' }));
    const code = await screen.findByRole('textbox', { name: /验证码/ });
    await user.type(code, 'ABC');
    await user.type(screen.getByLabelText(/^新密码/), 'new-password');
    await user.type(screen.getByLabelText(/确认新密码/), 'new-password');
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    expect(code).toHaveAccessibleErrorMessage('验证码必须为 6 个字符');

    await user.type(code, '123');
    await new Promise((r) => setTimeout(r, 550));
    await user.click(screen.getByRole('button', { name: '重置密码' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/loginWap'));
    expect(calls).toEqual(['sendCode', `reset ${JSON.stringify({ username: 'demo', code: 'ABC123', password: 'new-password', password2: 'new-password' })}`]);
  });
});
