/** The error → retry check every list screen's tests make (see `mockFailing` in ./graphql). */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { fails, mockGraphql } from './graphql';

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
