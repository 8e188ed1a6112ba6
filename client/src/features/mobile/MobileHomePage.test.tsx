import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken, setToken, storeUserRoutes } from '../../api/session';
import { setLang } from '../../i18n/lang';
import { api, fail, http, ok, server, userRoutes } from '../../test/server';
import { renderFeatureRoutes } from '../public/testing';

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
    expect(within(pages).getByText('订单管理')).toBeInTheDocument();
    expect(within(pages).queryByText('Hidden')).not.toBeInTheDocument();
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

    expect(screen.getByRole('status')).toHaveTextContent('正在加载菜单…');
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
