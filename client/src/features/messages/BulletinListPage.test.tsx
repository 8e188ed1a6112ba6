import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BulletinsQueryVariables } from './messages.generated';
import { setLang } from '../../i18n/lang';
import { fails, mockGraphql, mockOperation } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { bulletin, bulletinList } from './fixtures';
import { BulletinListPage } from './index';
import { search } from '../../test/filters';

const rows = [bulletin({ id: 2, title: '平台费率调整', hotFlag: true, content: '5 月起费率调整为 3%。' }), bulletin({ id: 1 })];

function mock(list = rows) {
  const calls = mockOperation<BulletinsQueryVariables>('Bulletins', bulletinList(list, 31));
  return calls;
}

describe('BulletinListPage', () => {
  it('lists bulletins with the hot tag and opens one with its line breaks', async () => {
    const user = userEvent.setup();
    const calls = mock();
    renderPage(<BulletinListPage />);
    const table = await screen.findByRole('table', { name: '系统公告' });
    await within(table).findByText('平台费率调整');
    const body = within(table).getAllByRole('row').slice(1);
    expect(body[0]).toHaveTextContent('热门平台费率调整');
    expect(body[1]).not.toHaveTextContent('热门');
    expect(calls[0]).toMatchObject({ first: 30, offset: 0 });

    await user.click(within(table).getByRole('button', { name: '春节发货安排' }));
    const dialog = await screen.findByTestId('bulletin-dialog');
    expect(within(dialog).getByRole('heading', { name: '春节发货安排' })).toBeInTheDocument();
    expect(within(dialog).getByText(/春节期间物流停运/).textContent).toBe('春节期间物流停运。\n2 月 20 日恢复发货。');
  });

  it('searches by keyword and hot flag, and pages', async () => {
    const user = userEvent.setup();
    const calls = mock();
    renderPage(<BulletinListPage />);
    await screen.findByText('平台费率调整');
    await search(user, { 关键词: '费率', 热门: 'true' });
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ offset: 0, filter: { keyword: '费率', hotFlag: true } }));
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ offset: 30, filter: { keyword: '费率', hotFlag: true } }));
  });

  it('shows the empty and the error state', async () => {
    mock([]);
    const { unmount } = renderPage(<BulletinListPage />);
    expect(await screen.findByText('暂无公告')).toBeInTheDocument();
    expect(screen.getByTestId('empty-picture')).toBeInTheDocument();
    unmount();
    mockGraphql({
      Bulletins: fails(),
    });
    renderPage(<BulletinListPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('加载失败');
  });

  it('speaks English', async () => {
    setLang('en');
    mock();
    renderPage(<BulletinListPage />);
    expect(await screen.findByRole('heading', { name: 'Bulletins', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Bulletins' });
    expect(await within(table).findByText('Hot')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Updated' })).toBeInTheDocument();
  });
});
