import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { mockForgotPassword, resetPassword, RESET_CALLS } from './testing';

describe('ForgotPasswordPage', () => {
  // the sign-in pages are a lazy chunk (app/screens.tsx): load it once up front, so that a cold
  // transform on a busy machine does not count against the first findBy's timeout
  beforeAll(async () => {
    await import('./index');
  }, 60000);

  it('sends a code, then resets the password with it', async () => {
    const user = userEvent.setup();
    const calls = mockForgotPassword();
    const { router } = renderApp('/forgotPassword');

    await resetPassword(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls).toEqual(RESET_CALLS);
  });
});
