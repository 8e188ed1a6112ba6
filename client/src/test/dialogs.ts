/**
 * Test helpers for the dialogs a screen opens: click the button that opens one and get the
 * dialog, as a user would (`const dialog = await openDialog(user, '新建角色', '新建角色')`).
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

type Name = string | RegExp;

/**
 * Clicks the button named `button` (waiting for it to show) and returns the dialog it opens,
 * named `dialog` when given; `role` 'alertdialog' for a confirmation.
 */
export async function openDialog(user: UserEvent, button: Name, dialog?: Name, role: 'dialog' | 'alertdialog' = 'dialog'): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole(role, dialog === undefined ? {} : { name: dialog });
}
