import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getToken } from '../../api/session';
import { renderApp } from '../../test/render';
import { api, fail, http, ok, server, userRoutes } from '../../test/server';

describe('RegisterPage', () => {
  // the sign-in pages are a lazy chunk (app/screens.tsx): load it once up front, so that a cold
  // transform on a busy machine does not count against the first findBy's timeout
  beforeAll(async () => {
    await import('./index');
  }, 60000);

  it('checks the form on the client like the server does', async () => {
    const user = userEvent.setup();
    renderApp('/register'); // no handlers: a request would fail the test

    await user.type(await screen.findByLabelText(/用户名/), 'new-user');
    await user.type(screen.getByLabelText(/手机号/), '+86 138-0000abc');
    await user.type(screen.getByLabelText(/^密码/), 'short');
    await user.type(screen.getByLabelText(/确认密码/), 'other');
    await user.click(screen.getByRole('button', { name: '注册' }));

    expect(screen.getByLabelText(/公司名称/)).toHaveAccessibleErrorMessage('公司名称不能为空');
    expect(screen.getByLabelText(/姓名/)).toHaveAccessibleErrorMessage('姓名不能为空');
    expect(screen.getByLabelText(/手机号/)).toHaveAccessibleErrorMessage('手机号只能包含数字、+、- 和空格');
    expect(screen.getByLabelText(/^密码/)).toHaveAccessibleErrorMessage('密码至少 8 个字符');
    expect(screen.getByLabelText(/确认密码/)).toHaveAccessibleErrorMessage('两次输入的密码不一致');
    expect(screen.getByLabelText(/用户名/)).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText(/公司名称/)).toHaveFocus());
  });

  it('registers, signs in and maps server field errors', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const bodies: unknown[] = [];
    server.use(
      http.post(api('register'), async ({ request }) => {
        bodies.push(await request.json());
        attempt += 1;
        if (attempt === 1) {
          return fail(403, { message: '表单有误', type: 'form', data: { errors: { username: ['用户名已存在'] } } });
        }
        return ok({ access_token: 'reg-token', expires_in: 3600, token_type: 'bearer' });
      }),
      http.post(api('user/routes'), () => ok(userRoutes())),
    );
    const { router } = renderApp('/register');

    await user.type(await screen.findByLabelText(/公司名称/), ' 演示公司 ');
    await user.type(screen.getByLabelText(/用户名/), 'demo');
    await user.type(screen.getByLabelText(/姓名/), '张三');
    await user.type(screen.getByLabelText(/手机号/), '+86 138-0000-0000');
    await user.type(screen.getByLabelText(/邮箱/), 'demo@example.com');
    await user.type(screen.getByLabelText(/^密码/), 'password-1');
    await user.type(screen.getByLabelText(/确认密码/), 'password-1');
    await user.click(screen.getByRole('button', { name: '注册' }));

    await waitFor(() => expect(screen.getByLabelText(/用户名/)).toHaveAccessibleErrorMessage('用户名已存在'));
    expect(bodies[0]).toEqual({
      companyName: '演示公司',
      username: 'demo',
      realname: '张三',
      phone: '+86 138-0000-0000',
      email: 'demo@example.com',
      password: 'password-1',
      password2: 'password-1',
    });

    await user.clear(screen.getByLabelText(/用户名/));
    await user.type(screen.getByLabelText(/用户名/), 'demo2');
    await new Promise((r) => setTimeout(r, 550)); // past the 500 ms click guard
    await user.click(screen.getByRole('button', { name: '注册' }));

    expect(await screen.findByRole('heading', { name: '欢迎，张三' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(getToken()).toBe('reg-token');
  });
});
