import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { api, http, ok, server } from '../../test/server';

describe('ForgotPasswordPage', () => {
  // the sign-in pages are a lazy chunk (app/screens.tsx): load it once up front, so that a cold
  // transform on a busy machine does not count against the first findBy's timeout
  beforeAll(async () => {
    await import('./index');
  }, 60000);

  it('sends a code, then resets the password with it', async () => {
    const user = userEvent.setup();
    const calls: { path: string; body: unknown }[] = [];
    server.use(
      http.post(api('forgotPassword/sendCode'), async ({ request }) => {
        calls.push({ path: 'sendCode', body: await request.json() });
        return ok({ sent: true });
      }),
      http.post(api('forgotPassword/reset'), async ({ request }) => {
        calls.push({ path: 'reset', body: await request.json() });
        return ok({ reset: true });
      }),
    );
    const { router } = renderApp('/forgotPassword');

    await user.type(await screen.findByLabelText(/用户名/), 'demo');
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

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls).toEqual([
      { path: 'sendCode', body: { username: 'demo' } },
      { path: 'reset', body: { username: 'demo', code: 'ABC123', password: 'new-password', password2: 'new-password' } },
    ]);
  });
});
