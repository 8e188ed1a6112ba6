import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken, setToken, storeUserRoutes } from '../../api/session';
import { setLang } from '../../i18n/lang';
import { api, fail, http, ok, server, userRoutes } from '../../test/server';
import { group, notice, summary } from '../messages/fixtures';
import { renderFeatureRoutes } from '../public/testing';
import { mobileHomeHandlers } from './testing';

describe('MobileHomePage', () => {
  it('greets with the stored realname and shows the stored menu without a call', async () => {
    const user = userEvent.setup();
    setToken('tok');
    storeUserRoutes(userRoutes());
    renderFeatureRoutes('/homeWap'); // no handlers: a request would fail the test

    expect(await screen.findByRole('heading', { level: 1, name: '你好，张三' })).toBeInTheDocument();
    const orders = screen.getByRole('button', { name: /订单/ });
    expect(orders).toHaveTextContent('1 个页面'); // the hidden page is not counted
    expect(orders).toHaveAttribute('aria-expanded', 'false');

    await user.click(orders);
    expect(orders).toHaveAttribute('aria-expanded', 'true');
    const pages = screen.getByRole('region', { name: '订单中的页面' });
    // the pages are links now, not a read-only list
    expect(within(pages).getByRole('link', { name: '订单管理' })).toHaveAttribute('href', '/orders');
    expect(within(pages).queryByText('Hidden')).not.toBeInTheDocument();
  });

  it('shows today, the to-do figures and the latest notifications, and opens them', async () => {
    const user = userEvent.setup();
    setToken('tok');
    storeUserRoutes(userRoutes());
    const latest = [
      notice({ id: 31, title: '订单超过 12 小时未匹配', type: '3', tag: 'order', typeName: '订单未匹配', createTime: '2026-11-24T07:00:00.000Z', isRead: '2' }),
      notice({ id: 30, title: '系统维护通知', type: '2', createTime: '2026-11-23T07:00:00.000Z', isRead: '1' }),
    ];
    server.use(
      ...mobileHomeHandlers({
        orders: [
          { name: 'eBay', platformType: 1, data: [4, 5, 6] },
          { name: 'Amazon', platformType: 2, data: [1, 0, 3] },
        ],
        sales: [{ name: 'eBay', platformType: 1, data: [40, 50, 120.5] }],
        bottom: { unShipping: [{ platformType: 1, platformTypeName: 'eBay', orderNum: 7 }] },
        dashboard: { order: { processing: 12, outOfStock: 2 } },
        notices: summary(1, [group('order', '订单', [latest[0]!], 1), group('system', '系统', [latest[1]!], 0)]),
      }),
    );
    const { router } = renderFeatureRoutes('/homeWap');

    // today: the last day of the day chart, all platforms added up
    const today = await screen.findByRole('region', { name: '今天' });
    expect(await within(today).findByRole('link', { name: '今日订单 9' })).toHaveAttribute('href', '/orders');
    expect(await within(today).findByRole('link', { name: /今日销售额（CNY） 120.5/ })).toBeInTheDocument();
    expect(await within(today).findByRole('link', { name: '待发货订单 7' })).toHaveAttribute('href', '/orders?status=awaitingShipment');

    // the dashboard's figures, each opening its list
    const todo = screen.getByRole('region', { name: '待办' });
    expect(await within(todo).findByRole('button', { name: '待处理 12' })).toBeInTheDocument();

    // notifications: unread count, newest first, a tap opens it
    const notices = screen.getByRole('region', { name: /消息/ });
    expect(await within(notices).findByText('1 条未读')).toBeInTheDocument();
    const buttons = within(notices).getAllByRole('button', { name: /^打开消息：/ });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['打开消息：订单超过 12 小时未匹配', '打开消息：系统维护通知']);
    expect(within(notices).getByRole('link', { name: '查看全部消息' })).toHaveAttribute('href', '/messageList');
    await user.click(buttons[1]!);
    const details = await screen.findByTestId('notice-details');
    expect(details).toHaveTextContent('今晚 23:00 系统维护');
    await user.click(within(details).getAllByRole('button', { name: '关闭' })[0]!);
    await waitFor(() => expect(screen.queryByTestId('notice-details')).not.toBeInTheDocument());

    // a today figure opens the orders page
    await user.click(within(today).getByRole('link', { name: '今日订单 9' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
  });

  it('loads the menu from user/routes when none is stored, with loading and error states', async () => {
    const user = userEvent.setup();
    setToken('tok');
    let calls = 0;
    server.use(
      http.post(api('user/routes'), () => {
        calls += 1;
        return calls === 1 ? fail(500, { message: '接口报错，请将此问题反馈给客服' }) : ok(userRoutes());
      }),
    );
    renderFeatureRoutes('/homeWap');

    expect((await screen.findByText('正在加载菜单…')).closest('[role=status]')).not.toBeNull();
    expect(await screen.findByText('菜单加载失败')).toBeInTheDocument();
    expect(screen.getByText('接口报错，请将此问题反馈给客服')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: /设置/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '你好，张三' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('router') ?? '[]')).toHaveLength(3);
    expect(calls).toBe(2);
  });

  it('reloads the menu in the new language', async () => {
    const user = userEvent.setup();
    setToken('tok');
    storeUserRoutes(userRoutes());
    server.use(http.post(api('user/routes'), ({ request }) => ok(userRoutes(request.headers.get('lang') === 'en' ? 'en' : 'cn'))));
    renderFeatureRoutes('/homeWap');
    await screen.findByRole('button', { name: /订单/ });

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: /Orders/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Zhang San' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Orders/ })).toHaveTextContent('1 page');
  });

  it('says so when the account has no systems', async () => {
    setLang('en');
    setToken('tok');
    storeUserRoutes({ ...userRoutes('en'), menu: [] });
    renderFeatureRoutes('/homeWap');
    expect(await screen.findByText('Your account has no systems yet; ask the main account to give you a role.')).toBeInTheDocument();
  });

  it('signs out: tells the server, clears the session and opens /loginWap', async () => {
    const user = userEvent.setup();
    let loggedOut = 0;
    server.use(
      http.post(api('logout'), () => {
        loggedOut += 1;
        return ok(null);
      }),
    );
    setToken('tok');
    storeUserRoutes(userRoutes());
    const { router } = renderFeatureRoutes('/homeWap');

    await user.click(await screen.findByRole('button', { name: '退出登录' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/loginWap'));
    expect(loggedOut).toBe(1);
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('info')).toBeNull();
    expect(localStorage.getItem('router')).toBeNull();
  });

  it('sends a visitor without a session to /loginWap', async () => {
    const { router } = renderFeatureRoutes('/homeWap');
    expect(await screen.findByRole('heading', { level: 1, name: '登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/loginWap');
  });
});
