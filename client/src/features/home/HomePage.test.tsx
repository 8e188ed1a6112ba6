import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken, setToken } from '../../api/session';
import { setLang } from '../../i18n/lang';
import { chooseMenuItem } from '../../app/shell/testing';
import { renderApp } from '../../test/render';
import { api, fail, graphql, homeAccount, http, HttpResponse, ok, server, userRoutes } from '../../test/server';

// jsdom lacks scrollIntoView, which Chakra's menu calls on the highlighted item
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

describe('HomePage', () => {
  it('sends a signed-out visitor to the public home page (spec 01 §4: no cookie → /homeIndex)', async () => {
    const { router } = renderApp('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/homeIndex'));
  });

  it('redirects / to home or the public home page', async () => {
    const signedOut = renderApp('/');
    await waitFor(() => expect(signedOut.router.state.location.pathname).toBe('/homeIndex'));
    signedOut.unmount();

    setToken('t');
    server.use(http.post(api('user/routes'), () => ok(userRoutes())));
    const signedIn = renderApp('/');
    await waitFor(() => expect(signedIn.router.state.location.pathname).toBe('/home'));
  });

  it('shows the user, the company and the visible menu; logs out', async () => {
    const user = userEvent.setup();
    setToken('t');
    let loggedOut = false;
    server.use(
      http.post(api('user/routes'), () => ok(userRoutes())),
      http.post(api('logout'), () => {
        loggedOut = true;
        return ok(null);
      }),
    );
    const { router } = renderApp('/home');

    expect(await screen.findByRole('heading', { name: '欢迎，张三' })).toBeInTheDocument();
    expect(screen.getByText(/公司：演示公司/)).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: '订单' });
    expect(within(orders).getByText('订单管理')).toBeInTheDocument();
    expect(within(orders).queryByText('Hidden')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '设置' })).toBeInTheDocument();
    expect(screen.queryByText('Hidden system')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '用户菜单' }));
    await chooseMenuItem(user, () => screen.findByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(loggedOut).toBe(true);
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('router')).toBeNull();
    expect(localStorage.getItem('list_tabs')).toBeNull();
  });

  it('shows the account from GraphQL with the bearer token and lang header', async () => {
    setToken('gql-token');
    setLang('en');
    const headers: { auth: string | null; lang: string | null }[] = [];
    server.use(
      http.post(api('user/routes'), () => ok(userRoutes('en'))),
      graphql.query('HomeAccount', ({ request }) => {
        headers.push({ auth: request.headers.get('authorization'), lang: request.headers.get('lang') });
        return HttpResponse.json({
          data: homeAccount({ realname: 'Zhang San', isMain: false, role: { __typename: 'Role', id: 2, name: 'Buyer' } }),
        });
      }),
    );
    renderApp('/home');

    const card = await screen.findByRole('region', { name: 'Account' });
    expect(await within(card).findByText('Buyer')).toBeInTheDocument();
    expect(within(card).getByText('demo@example.com')).toBeInTheDocument();
    expect(screen.getByText(/Edition: Standard/)).toBeInTheDocument();
    expect(headers[0]).toEqual({ auth: 'Bearer gql-token', lang: 'en' });
  });

  it('shows an error state with retry', async () => {
    const user = userEvent.setup();
    setToken('t');
    let calls = 0;
    server.use(
      http.post(api('user/routes'), () => {
        calls += 1;
        return calls === 1 ? fail(500, { message: '服务器错误', type: 'alert' }) : ok(userRoutes());
      }),
    );
    renderApp('/home');

    expect(await screen.findByText('加载用户信息失败')).toBeInTheDocument();
    expect(screen.getByText('服务器错误')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '欢迎，张三' })).toBeInTheDocument();
  });

  it('shows 404 for unknown paths', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
  });
});
