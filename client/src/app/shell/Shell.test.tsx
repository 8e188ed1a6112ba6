import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getToken, setToken, type UserRoutes } from '../../api/session';
import { renderApp } from '../../test/render';
import { api, graphql, http, HttpResponse, ok, server } from '../../test/server';
import { readTabs } from '../tabs';
import { setDownloadCount } from '../../ui/counters';
import { chooseMenuItem, shellRoutes } from './testing';
import { openDialog } from '../../test/dialogs';

// These tests use /orders, /distributePackage and /emagSellAlong as pages without a screen (the
// placeholder): leave the built order screens (issue 6) and the sell-along screen out here.
vi.mock('../screens', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../screens')>();
  const { '/orders': _orders, '/distributePackage': _distribute, '/emagSellAlong': _sellAlong, ...rest } = actual.screens;
  return { ...actual, screens: rest };
});

function signIn(overrides: Partial<UserRoutes> = {}) {
  setToken('t');
  const langs: (string | null)[] = [];
  server.use(
    http.post(api('user/routes'), ({ request }) => {
      const lang = request.headers.get('lang') === 'en' ? 'en' : 'cn';
      langs.push(lang);
      return ok(shellRoutes(lang, overrides));
    }),
  );
  return langs;
}

const tabPaths = () => (readTabs() ?? []).map((t) => t.path);

// jsdom lacks scrollIntoView, which Chakra's menu calls on the highlighted item
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

describe('shell', () => {
  it('shows a placeholder inside the shell for a page that is not built yet', async () => {
    signIn();
    renderApp('/orders');
    const page = await screen.findByRole('heading', { name: '订单管理', level: 1 });
    expect(page.closest('[data-placeholder]')).toHaveAttribute('data-placeholder', '/orders');
    expect(screen.getByText('按状态查看、审核、合并拆分和发货订单')).toBeInTheDocument();
    expect(screen.getByTestId('shell')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '订单管理' })).toHaveAttribute('aria-selected', 'true');
    // side navigation: the active system, hidden items skipped
    const side = screen.getByRole('navigation', { name: '侧边导航' });
    expect(within(side).getByRole('link', { name: '订单管理' })).toHaveAttribute('aria-current', 'page');
    expect(within(side).queryByText('隐藏页')).not.toBeInTheDocument();
    expect(within(side).queryByText('审核订单')).not.toBeInTheDocument();
    expect(tabPaths()).toEqual(['/orders']);
    expect(localStorage.getItem('system_tabs_checked')).toBe('order');
    expect(localStorage.getItem('menu_level2_name')).toBe('orders');
  });

  it('hides the side navigation on /home and in detail mode', async () => {
    signIn();
    const { router } = renderApp('/home');
    expect(await screen.findByRole('heading', { name: '欢迎，张三' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '侧边导航' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist', { name: '已打开的页面' })).not.toBeInTheDocument(); // no tab for /home

    await act(() => router.navigate('/orders'));
    expect(await screen.findByRole('navigation', { name: '侧边导航' })).toBeInTheDocument();
    await act(() => router.navigate('/orders?detailType=edit&id=5'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: '侧边导航' })).not.toBeInTheDocument());
  });

  it('opens pages from the top menu as tabs and keeps them alive', async () => {
    const user = userEvent.setup();
    signIn();
    const { router } = renderApp('/orders');
    const ordersPage = (await screen.findByRole('heading', { name: '订单管理', level: 1 })).closest('[data-page]')!;

    await user.click(screen.getByRole('button', { name: /设置/ }));
    await user.click(await screen.findByRole('link', { name: '子账号管理' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts'));
    expect(await screen.findByRole('heading', { name: '子账号管理', level: 1 })).toBeVisible();
    expect(tabPaths()).toEqual(['/orders', '/accounts']);

    // the orders page is still mounted, hidden, and comes back as the same element
    expect(ordersPage).toBeInTheDocument();
    expect(ordersPage).not.toBeVisible();
    await user.click(screen.getByRole('tab', { name: '订单管理' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(document.querySelector('[data-page="/orders"]')).toBe(ordersPage);
    expect(ordersPage).toBeVisible();
  });

  it('does not keep /imageManagement alive', async () => {
    signIn();
    const { router } = renderApp('/imageManagement');
    await screen.findByRole('heading', { name: '图片管理', level: 1 });
    await act(() => router.navigate('/orders'));
    await screen.findByRole('heading', { name: '订单管理', level: 1 });
    expect(document.querySelector('[data-page="/imageManagement"]')).toBeNull();
    expect(tabPaths()).toEqual(['/imageManagement', '/orders']);
  });

  it('closes tabs: the active one gives way to the last tab; history to a closed tab goes to the last checked tab', async () => {
    const user = userEvent.setup();
    signIn();
    const { router } = renderApp('/orders');
    await screen.findByRole('heading', { name: '订单管理', level: 1 });
    await act(() => router.navigate('/shops'));
    await act(() => router.navigate('/accounts'));
    await screen.findByRole('heading', { name: '子账号管理', level: 1 });
    expect(tabPaths()).toEqual(['/orders', '/shops', '/accounts']);

    await user.click(screen.getByRole('button', { name: '关闭 子账号管理' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shops'));
    expect(tabPaths()).toEqual(['/orders', '/shops']);
    expect(document.querySelector('[data-page="/accounts"]')).toBeNull();

    // back in history to the closed /accounts tab: the gate sends it to the last checked tab
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shops'));
    expect(tabPaths()).toEqual(['/orders', '/shops']);
  });

  it('reorders tabs by dragging (dnd-kit keyboard sensor)', async () => {
    const user = userEvent.setup();
    signIn();
    // jsdom has no layout: give each tab a box in a row so dnd-kit can measure them
    const original = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const tab = this.closest('[data-tab]');
      if (!tab) return original.call(this);
      const index = [...document.querySelectorAll('[data-tab]')].indexOf(tab);
      const x = index * 120;
      return { x, y: 0, left: x, top: 0, right: x + 110, bottom: 32, width: 110, height: 32, toJSON: () => ({}) };
    });
    const { router } = renderApp('/orders');
    await screen.findByRole('heading', { name: '订单管理', level: 1 });
    await act(() => router.navigate('/shops'));
    await screen.findByRole('heading', { name: '店铺授权', level: 1 });
    expect(tabPaths()).toEqual(['/orders', '/shops']);

    // the tabs show at once; dnd-kit loads after the first paint and makes them drag handles
    await waitFor(() => expect(screen.getByRole('tab', { name: '订单管理' })).toHaveAttribute('aria-roledescription', 'sortable'));
    screen.getByRole('tab', { name: '订单管理' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowRight]');
    await user.keyboard('[Space]');
    await waitFor(() => expect(tabPaths()).toEqual(['/shops', '/orders']));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['店铺授权', '订单管理']);
  });

  it('restores the tabs of the last visit and opens the remembered tab', async () => {
    signIn();
    localStorage.setItem(
      'list_tabs',
      JSON.stringify([
        { path: '/orders', fullPath: '/orders' },
        { path: '/ebayListingDraft', fullPath: '/ebayListingDraft', suffix: 'eBay' },
      ]),
    );
    localStorage.setItem('list_tabs_checked', '/ebayListingDraft');
    renderApp('/ebayListingDraft');
    expect(await screen.findByRole('tab', { name: '草稿箱 - eBay' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '订单管理' })).toBeInTheDocument();
  });

  it('lists the published system: special entries, platform grid with the platform in the tab title, platforms without shops', async () => {
    const user = userEvent.setup();
    signIn();
    server.use(
      graphql.query('ShellAuthorizedShops', () =>
        HttpResponse.json({
          data: {
            shops: {
              __typename: 'QueryShopsConnection',
              edges: [{ __typename: 'QueryShopsConnectionEdge', node: { __typename: 'Shop', id: 1, platformType: 1 } }],
              pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            },
          },
        }),
      ),
    );
    const { router } = renderApp('/home');
    await screen.findByRole('heading', { name: '欢迎，张三' });
    await user.click(screen.getByRole('button', { name: /刊登/ }));
    const panel = await screen.findByTestId('published-panel');
    expect(within(panel).getByRole('region', { name: '数据服务' })).toHaveTextContent('数据采集');
    expect(within(panel).getByRole('region', { name: '模板管理' })).toHaveTextContent('通用模板');
    const ebay = panel.querySelector('[data-platform="ebay"]') as HTMLElement;
    expect(within(ebay).getByRole('link', { name: 'eBay' })).toHaveAttribute('href', '/ebayListing');

    // authorized: ebay (1); the others of the listing platforms are offered for authorization
    const noShop = await within(panel).findByTestId('no-shop-platforms');
    expect(noShop.querySelector('[data-platform-type="2"]')).not.toBeNull();
    expect(noShop.querySelector('[data-platform-type="1"]')).toBeNull();
    expect(within(noShop).getByRole('link', { name: 'Amazon' })).toHaveAttribute('href', '/shops');

    await user.click(within(ebay).getByRole('link', { name: '草稿箱' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ebayListingDraft'));
    expect(await screen.findByRole('tab', { name: '草稿箱 - eBay' })).toBeInTheDocument();
    expect(readTabs()).toEqual([{ path: '/ebayListingDraft', fullPath: '/ebayListingDraft', suffix: 'eBay' }]);
    // the side navigation expands the marketplace's four pages
    const side = screen.getByRole('navigation', { name: '侧边导航' });
    expect(within(side).getByRole('link', { name: '草稿箱' })).toHaveAttribute('aria-current', 'page');
  });

  it("lists a marketplace's extra pages after its drafts, online and queue, as far as the user may open them", async () => {
    const user = userEvent.setup();
    signIn({ permissions: ['emagListing.edit'] });
    server.use(
      graphql.query('ShellAuthorizedShops', () =>
        HttpResponse.json({
          data: { shops: { __typename: 'QueryShopsConnection', edges: [], pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null } } },
        }),
      ),
    );
    const { router } = renderApp('/home');
    await screen.findByRole('heading', { name: '欢迎，张三' });
    const published = screen.getByRole('button', { name: /刊登/ });
    await user.click(published);
    const panel = await screen.findByTestId('published-panel');
    const emag = panel.querySelector('[data-platform="emag"]') as HTMLElement;
    expect(
      within(emag)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['eMAG', '/emagListing'],
      ['草稿箱', '/emagListingDraft'],
      ['在线商品', '/emagListingOnline'],
      ['刊登队列', '/emagListingQueue'],
      ['创建 eMAG 刊登', '/emag_create'],
      ['eMAG 跟卖', '/emagSellAlong'],
    ]);
    // eBay has no extra page; without its edit permission Amazon would offer no create page either
    const ebay = panel.querySelector('[data-platform="ebay"]') as HTMLElement;
    expect(within(ebay).getAllByRole('link')).toHaveLength(4);

    await user.click(within(emag).getByRole('link', { name: 'eMAG 跟卖' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/emagSellAlong'));
    // its own title (the menu's name), the published system and eMAG's sell-along highlighted
    expect(await screen.findByRole('tab', { name: 'eMAG 跟卖' })).toHaveAttribute('aria-selected', 'true');
    expect(published).toHaveAttribute('aria-current', 'true');
    const side = screen.getByRole('navigation', { name: '侧边导航' });
    expect(within(side).getByRole('link', { name: 'eMAG 跟卖' })).toHaveAttribute('aria-current', 'page');
    expect(within(side).getByRole('link', { name: '创建 eMAG 刊登' })).toHaveAttribute('href', '/emag_create');
    expect(localStorage.getItem('menu_level2_name')).toBe('emagListing');
  });

  it('leaves out a create page the user may not use', async () => {
    signIn();
    renderApp('/emagSellAlong');
    const side = await screen.findByRole('navigation', { name: '侧边导航' });
    expect(within(side).getByRole('link', { name: 'eMAG 跟卖' })).toHaveAttribute('aria-current', 'page');
    expect(within(side).getByRole('link', { name: '草稿箱' })).toHaveAttribute('href', '/emagListingDraft');
    expect(within(side).queryByRole('link', { name: '创建 eMAG 刊登' })).not.toBeInTheDocument();
  });

  it('offers ChatGPT only to company ids 1 and 115, and the help manual in a new window', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    signIn({ companyId: 115 });
    renderApp('/home');
    await screen.findByRole('heading', { name: '欢迎，张三' });
    await user.click(screen.getByRole('button', { name: '用户菜单' }));
    expect(await screen.findByRole('menuitem', { name: '在线 ChatGPT' })).toBeInTheDocument();
    await chooseMenuItem(user, () => screen.findByRole('menuitem', { name: '帮助手册' }));
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/#\/helpCenter$/), '_blank', 'noopener');
  });

  it('hides ChatGPT for other companies', async () => {
    const user = userEvent.setup();
    signIn({ companyId: 3 });
    renderApp('/home');
    await screen.findByRole('heading', { name: '欢迎，张三' });
    await user.click(screen.getByRole('button', { name: '用户菜单' }));
    expect(await screen.findByRole('menuitem', { name: '店铺授权' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '在线 ChatGPT' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}'); // a menu left open leaks into the next test (Chakra's layer stack)
  });

  it('switches to English and reloads the menu titles', async () => {
    const user = userEvent.setup();
    const langs = signIn();
    renderApp('/orders');
    await screen.findByRole('heading', { name: '订单管理', level: 1 });
    await user.click(screen.getByRole('button', { name: '切换语言' }));
    await chooseMenuItem(user, () => screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Orders', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Settings/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByText('Review, merge, split and ship orders by status')).toBeInTheDocument();
    expect(langs).toEqual(['cn', 'en']);
    expect(localStorage.getItem('lang')).toBe('en');
  });

  it('shows the download badge capped at 99+', async () => {
    signIn();
    renderApp('/home');
    await screen.findByRole('heading', { name: '欢迎，张三' });
    act(() => setDownloadCount(120));
    // the badge loads just after the shell's first paint
    expect(await screen.findByRole('button', { name: '导出任务（进行中 120）' })).toBeInTheDocument();
    expect(screen.getByTestId('badge')).toHaveTextContent('99+');
    act(() => setDownloadCount(0));
    expect(screen.queryByTestId('badge')).not.toBeInTheDocument();
  });

  it('has a bell with an empty message popover', async () => {
    const user = userEvent.setup();
    signIn();
    const { router } = renderApp('/home');
    await screen.findByRole('heading', { name: '欢迎，张三' });
    // the bell loads just after the shell's first paint
    await user.click(await screen.findByRole('button', { name: '消息通知' }));
    expect(await screen.findByText('暂无消息')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '消息设置' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messageNoticeConfig'));
  });

  it('warns before leaving /distributePackage and detail-mode pages', async () => {
    const user = userEvent.setup();
    signIn();
    const { router } = renderApp('/distributePackage');
    await screen.findByRole('heading', { name: '分配包裹', level: 1 });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);

    // closing the tab asks first; cancel keeps it
    const dialog = await openDialog(user, '关闭 分配包裹', undefined, 'alertdialog');
    expect(dialog).toHaveTextContent('确定要离开此页面吗？系统可能不会保存您所做的更改。');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(tabPaths()).toEqual(['/distributePackage']);

    await act(() => router.navigate('/orders'));
    await screen.findByRole('heading', { name: '订单管理', level: 1 });
    const calm = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(calm);
    expect(calm.defaultPrevented).toBe(false);

    await act(() => router.navigate('/orders?detailType=edit'));
    const detail = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(detail);
    expect(detail.defaultPrevented).toBe(true);
  });

  it('logs out: POST logout, cookie and tabs cleared, /login', async () => {
    const user = userEvent.setup();
    signIn();
    let loggedOut = false;
    server.use(
      http.post(api('logout'), () => {
        loggedOut = true;
        return ok(null);
      }),
    );
    const { router } = renderApp('/orders');
    await screen.findByRole('heading', { name: '订单管理', level: 1 });
    await user.click(screen.getByRole('button', { name: '用户菜单' }));
    await chooseMenuItem(user, () => screen.findByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(loggedOut).toBe(true);
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('list_tabs')).toBeNull();
    expect(localStorage.getItem('info')).toBeNull();
  });

  it('sends the user to login when user/routes says so (401 and refresh refused)', async () => {
    setToken('expired');
    server.use(
      http.post(api('user/routes'), () => HttpResponse.json({ code: 401, message: '请先登录', type: 'tips', data: null }, { status: 401 })),
      http.post(api('refresh'), () => HttpResponse.json({ code: 401, message: '请先登录', type: 'tips', data: null }, { status: 401 })),
    );
    const { router } = renderApp('/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Forders');
    expect(getToken()).toBeNull();
  });
});
