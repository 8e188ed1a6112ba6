/** The list states every list screen's tests check: error → retry (see `mockFailing` in ./graphql), error then empty, read-only. */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { fails, mockGraphql } from './graphql';
import { findRow } from './rows';

/**
 * The error state shows; once the server answers again, "retry" shows `shown` (a text, or a
 * finder such as `() => screen.findByRole('form', { name: … })`).
 */
export async function expectRetry(
  user: UserEvent,
  failing: { recover: () => void },
  shown: string | RegExp | (() => Promise<HTMLElement>),
  failedText: string | RegExp = '数据加载失败',
) {
  expect(await screen.findByText(failedText)).toBeInTheDocument();
  failing.recover();
  await user.click(screen.getByRole('button', { name: '重试' }));
  expect(await (typeof shown === 'function' ? shown() : screen.findByText(shown))).toBeInTheDocument();
}

/**
 * The list's error state (`operation` fails), then, rendered again after `empty()` mocked an empty
 * answer, its empty state saying `emptyText`.
 */
export async function expectErrorThenEmpty(operation: string, render: () => { unmount: () => void }, empty: () => unknown, emptyText: string | RegExp) {
  mockGraphql({ [operation]: fails() });
  const { unmount } = render();
  expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
  unmount();
  empty();
  render();
  expect(await screen.findByText(emptyText)).toBeInTheDocument();
}

/** The test case of `expectErrorThenEmpty`, after `setup()` (the pickers a screen loads besides its list). */
export function itShowsErrorThenEmpty(
  operation: string,
  render: () => { unmount: () => void },
  empty: () => unknown,
  emptyText: string | RegExp,
  setup?: () => void,
) {
  it('shows the error state, then the empty state', async () => {
    setup?.();
    await expectErrorThenEmpty(operation, render, empty, emptyText);
  });
}

/** An account that may only look: the row holding `rowText` has no button named `inRow`, the page none named `onPage`. */
export async function expectReadOnly(rowText: string | RegExp, inRow: string | RegExp, onPage: string | RegExp) {
  const row = await findRow(rowText);
  expect(within(row).queryByRole('button', { name: inRow })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: onPage })).not.toBeInTheDocument();
}

/** The screen rendered by `render()` while `operation` fails shows the error state. */
export async function expectLoadFailure(operation: string, render: () => unknown) {
  mockGraphql({ [operation]: fails() });
  render();
  expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
}
