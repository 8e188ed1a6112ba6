/** A list's filter bar (the `search` region) in page tests. */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Fills the filter bar's fields by label (selects get their option value, other fields the typed
 * text), in the order given, then clicks "搜索": `await search(user, { 关键词: '费率', 热门: 'true' })`.
 */
export async function search(user: UserEvent, fields: Record<string, string>, bar: HTMLElement = screen.getByRole('search')) {
  for (const [label, value] of Object.entries(fields)) {
    const field = within(bar).getByLabelText(label);
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else await user.type(field, value);
  }
  await user.click(within(bar).getByRole('button', { name: '搜索' }));
}
