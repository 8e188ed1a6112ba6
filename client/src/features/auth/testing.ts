/** Test steps shared by the desktop and phone sign-in pages (same forms, same server calls). */
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { getToken } from '../../api/session';
import { api, fail, http, ok, server } from '../../test/server';

/** The server's answer to a wrong password: a 403 form error on the password field. */
export const passwordRefusal = () => fail(403, { code: 422, message: '请检查输入', type: 'form', data: { errors: { password: ['用户名或密码错误'] } } });

/** Signs in with a wrong password (the server refuses every sign-in) and checks the error sits on the password field, focused. */
export async function expectPasswordRefused(user: UserEvent) {
  server.use(http.post(api('login'), passwordRefusal));
  await user.type(await screen.findByLabelText(/用户名/), 'demo');
  await user.type(screen.getByLabelText(/^密码/), 'wrong-pass');
  await user.click(screen.getByRole('button', { name: '登录' }));

  const password = screen.getByLabelText(/^密码/);
  await waitFor(() => expect(password).toHaveAccessibleErrorMessage('用户名或密码错误'));
  expect(password).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/用户名/)).not.toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(password).toHaveFocus());
  expect(getToken()).toBeNull();
}

/** Answers the forgot-password calls; returns the calls made, in order. */
export function mockForgotPassword() {
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
  return calls;
}

/** The calls of a reset of "demo" with code ABC123 and password "new-password". */
export const RESET_CALLS = [
  { path: 'sendCode', body: { username: 'demo' } },
  { path: 'reset', body: { username: 'demo', code: 'ABC123', password: 'new-password', password2: 'new-password' } },
];

/** Sends a code for "demo", is told a 3-character code is too short, then resets with ABC123. */
export async function resetPassword(user: UserEvent) {
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
}
