/** Typing in forms as a user would. */
import type { UserEvent } from '@testing-library/user-event';

/**
 * Empties a field and types `value` in it (a corrected entry after a refused one). Give a finder
 * (`() => within(dialog).getByLabelText(…)`) to look the field up again for the typing, as a
 * re-rendered form may have replaced it.
 */
export async function retype(user: UserEvent, field: HTMLElement | (() => HTMLElement), value: string) {
  const find = typeof field === 'function' ? field : () => field;
  await user.clear(find());
  await user.type(find(), value);
}
