import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardLink, OUTBOUND_COLLECT_SETTING } from '@erp/schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../../api/session';
import { setLang } from '../../i18n/lang';
import { chooseMenuItem } from '../../app/shell/testing';
import { renderApp } from '../../test/render';
import { api, fail, graphql, homeAccount, http, HttpResponse, ok, server, userRoutes } from '../../test/server';
import { mockGraphql, mockOperation } from '../../test/graphql';
import { ALERT_SEEN_KEY } from './components/AlertBulletins';
import { homeBottomDataData, homeDashboardData, homeSalesReportData } from './testing';

// jsdom has no canvas: stand in for the react-chartjs-2 components and keep what they were given
const charts: { type: string; props: Record<string, any> }[] = [];
vi.mock('react-chartjs-2', () => {
  const stub = (type: string) => (props: Record<string, any>) => {
    charts.push({ type, props });
    return <canvas data-testid={`chart-${type}`} role={props.role} aria-label={props['aria-label']} />;
  };
  return { Line: stub('line'), Bar: stub('bar'), Pie: stub('pie'), Doughnut: stub('doughnut') };
});
const lastChart = (type: string) => [...charts].reverse().find((c) => c.type === type)?.props;

// jsdom lacks scrollIntoView, which Chakra's menu calls on the highlighted item
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

const REQUEST_TIME = '2026-11-24T08:00:00.000Z';
const FULL = homeDashboardData({
  requestTime: REQUEST_TIME,
  shop: { total: 5, authFailed: 1 },
  order: {
    outOfStock: 3,
    processing: 7,
    expireDelivery: 2,
    overseaCancel: 1,
    unmatchedOver12Hours: 4,
    unmatchedOver24Hours: 2,
    collectTimeout: 6,
    collectException: 8,
  },
  customerService: { tradebyteRefund: 9 },
});

function signIn(lang: 'zh' | 'en' = 'zh') {
  setToken('t');
  if (lang === 'en') setLang('en');
  server.use(http.post(api('user/routes'), () => ok(userRoutes(lang === 'en' ? 'en' : 'cn'))));
}

/** Pages the links open load their own data: answered with an error, the test only looks at the address. */
const otherPages = () => graphql.operation(() => HttpResponse.json({ errors: [{ message: 'not part of this test' }] }));
/** Every figure filled; the pages its links open answer with an error (msw: the later handler wins, so the dashboard's comes last). */
function fullDashboard() {
  server.use(otherPages());
  mockGraphql({ HomeDashboard: FULL });
}

const figureButton = (name: RegExp) => screen.findByRole('button', { name });

beforeEach(() => {
  sessionStorage.clear();
  charts.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('HomePage (shell)', () => {
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

  it('shows the welcome line with the real name, the company and edition; logs out', async () => {
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
    expect(screen.getByText(/版本：/)).toBeInTheDocument();

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

  it('shows an error state with retry when the routes fail', async () => {
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

describe('HomePage dashboard figures', () => {
  it('shows every figure in its card', async () => {
    signIn();
    mockGraphql({
      HomeDashboard: FULL,
    });
    renderApp('/home');

    const shops = await screen.findByRole('region', { name: '店铺' });
    expect(await within(shops).findByRole('button', { name: '店铺总数 5' })).toBeInTheDocument();
    expect(within(shops).getByRole('button', { name: '授权失败 1' })).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: '订单' });
    for (const name of ['缺货 3', '待处理 7', '即将超时发货 2', '海外取消预警 1', '超过12小时未配对 4', '超过24小时未配对 2', '揽收超时 6', '揽收异常 8']) {
      expect(within(orders).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(screen.getByRole('region', { name: '客服' })).getByRole('button', { name: 'Tradebyte 待处理退货 9' })).toBeInTheDocument();
  });

  it('hides figures the account may not open (null), and a card left without any', async () => {
    signIn();
    mockGraphql({
      HomeDashboard: homeDashboardData({
        shop: { total: 2, authFailed: 0 },
        order: {
          outOfStock: null,
          processing: null,
          expireDelivery: null,
          overseaCancel: null,
          unmatchedOver12Hours: null,
          unmatchedOver24Hours: null,
          collectTimeout: 4,
          collectException: null,
        },
        customerService: { tradebyteRefund: null },
      }),
    });
    renderApp('/home');

    const orders = await screen.findByRole('region', { name: '订单' });
    expect(await within(orders).findByRole('button', { name: '揽收超时 4' })).toBeInTheDocument();
    expect(within(orders).getAllByRole('button')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: '客服' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '店铺总数 2' })).toBeInTheDocument();
  });

  it.each([
    [
      '超过12小时未配对 4',
      'unmatchedOver12Hours',
      '/orders',
      `?otherRule=unmatched&condition=processing&status=processing&end_time_at=${Date.parse(REQUEST_TIME) / 1000 - 12 * 3600}`,
    ],
    [
      '超过24小时未配对 2',
      'unmatchedOver24Hours',
      '/orders',
      `?otherRule=unmatched&condition=processing&status=processing&end_time_at=${Date.parse(REQUEST_TIME) / 1000 - 24 * 3600}`,
    ],
    ['待处理 7', 'processing', '/orders', '?status=processing'],
    ['缺货 3', 'outOfStock', '/orders', '?status=outOfStock'],
    ['即将超时发货 2', 'expireDelivery', '/orders', '?otherRule=expireDelivery'],
    ['海外取消预警 1', 'overseaCancel', '/orders', '?otherRule=overseaCancelWarning'],
    ['授权失败 1', 'shopAuthFailed', '/shops', '?status=4'],
    ['店铺总数 5', 'shopTotal', '/shops', ''],
    ['Tradebyte 待处理退货 9', 'tradebyteRefund', '/tradebyteRefund', '?status=1'],
  ] as const)('%s opens the list it counts', async (name, figure, pathname, search) => {
    const user = userEvent.setup();
    signIn();
    fullDashboard();
    const { router } = renderApp('/home');

    await user.click(await figureButton(new RegExp(`^${name}$`)));
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    expect(router.state.location.search).toBe(search);
    // the same address the shared rule builds from the request time
    const link = dashboardLink(figure, new Date(REQUEST_TIME));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(link.query);
  });

  it.each([
    ['揽收超时 6', '-1'],
    ['揽收异常 8', '-2'],
  ])('%s stores the collect setting and opens /outboundScan', async (name, stored) => {
    const user = userEvent.setup();
    signIn();
    fullDashboard();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const { router } = renderApp('/home');

    await user.click(await figureButton(new RegExp(`^${name}$`)));
    await waitFor(() => expect(router.state.location.pathname).toBe('/outboundScan'));
    expect(setItem).toHaveBeenCalledWith(OUTBOUND_COLLECT_SETTING, stored);
    setItem.mockRestore();
  });

  it("refuses with 'DataIsNotLoaded' until the dashboard call has succeeded", async () => {
    const user = userEvent.setup();
    signIn();
    let release!: () => void;
    const answered = new Promise<void>((r) => (release = r));
    server.use(
      graphql.query('HomeDashboard', async () => {
        await answered;
        return HttpResponse.json({ data: FULL });
      }),
      otherPages(),
    );
    const { router } = renderApp('/home');

    const pending = await figureButton(/^待处理 —$/);
    await user.click(pending);
    expect(await screen.findByText('数据尚未加载完成，请稍候')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');

    release();
    await user.click(await figureButton(/^待处理 7$/));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
  });

  it('shows the figures error with a retry that asks again', async () => {
    const user = userEvent.setup();
    signIn();
    let calls = 0;
    server.use(
      graphql.query('HomeDashboard', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ errors: [{ message: 'boom' }] }) : HttpResponse.json({ data: FULL });
      }),
    );
    renderApp('/home');

    expect(await screen.findByText('加载看板数据失败')).toBeInTheDocument();
    const figures = screen.getByText('加载看板数据失败').closest('section')!;
    await user.click(within(figures).getByRole('button', { name: '重试' }));
    expect(await figureButton(/^待处理 7$/)).toBeInTheDocument();
  });
});

describe('HomePage sales chart', () => {
  it('draws the report and asks again with each tab and radio choice (defaults day / price / all)', async () => {
    const user = userEvent.setup();
    signIn();
    const asked = mockOperation(
      'HomeSalesReport',
      (variables) =>
        homeSalesReportData({
          timeType: variables.filter.timeType,
          series: [
            { name: 'Amazon', platformType: 2, data: [0, 700, 0] },
            { name: 'eBay', platformType: 1, data: [35, 0, 224] },
          ],
          platforms: [
            ['1', 'eBay'],
            ['2', 'Amazon'],
          ],
        }),
      'filter',
    );
    renderApp('/home');

    const card = await screen.findByRole('region', { name: '销售报表' });
    await within(card).findByRole('tab', { name: 'eBay' });
    expect(asked[0]).toEqual({ timeType: 'day', numberType: 'price', platformType: '' });
    await waitFor(() => expect(lastChart('line')?.data.labels).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']));
    expect(lastChart('line')!.data.datasets.map((d: any) => [d.label, d.data])).toEqual([
      ['Amazon', [0, 700, 0]],
      ['eBay', [35, 0, 224]],
    ]);
    expect(within(card).getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    expect(within(card).getByRole('radio', { name: '日' })).toBeChecked();
    expect(within(card).getByRole('radio', { name: '销售额' })).toBeChecked();

    await user.click(within(card).getByText('周'));
    await waitFor(() => expect(asked.at(-1)).toEqual({ timeType: 'week', numberType: 'price', platformType: '' }));
    await user.click(within(card).getByText('订单量'));
    await waitFor(() => expect(asked.at(-1)).toEqual({ timeType: 'week', numberType: 'quantity', platformType: '' }));
    await user.click(within(card).getByRole('tab', { name: 'eBay' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ timeType: 'week', numberType: 'quantity', platformType: '1' }));
    expect(within(card).getByText('单位：订单数')).toBeInTheDocument();
  });

  it('shows the empty state, the server refusal and the missing exchange rates', async () => {
    signIn();
    mockGraphql({
      HomeSalesReport: homeSalesReportData({ missingCurrencies: ['XXX'] }),
    });
    const first = renderApp('/home');
    const card = await screen.findByRole('region', { name: '销售报表' });
    expect(await within(card).findByText('所选时间内没有销售')).toBeInTheDocument();
    expect(within(card).getByText('以下币种没有汇率，未计入金额：XXX')).toBeInTheDocument();
    first.unmount();

    mockGraphql({
      HomeSalesReport: {
        homeSalesReport: {
          __typename: 'ValidationError',
          message: 'x',
          fieldErrors: [{ __typename: 'FieldError', field: 'timeType', message: '请选择按日、按周或按月' }],
        },
      },
    });
    renderApp('/home');
    expect(await screen.findByText('请选择按日、按周或按月')).toBeInTheDocument();
  });
});

describe('HomePage bottom cards', () => {
  const BOTTOM = homeBottomDataData({
    notices: [
      { id: 11, title: '系统升级通知', hotFlag: true, updateTime: '2026-11-20T02:00:00.000Z' },
      { id: 12, title: '新功能上线', hotFlag: false, updateTime: '2026-11-10T02:00:00.000Z' },
    ],
    orderMoneyTop10Shop: [
      { shopId: 2, shopName: 'Amazon DE', orderAmount: 700 },
      { shopId: 1, shopName: 'eBay US', orderAmount: 259.5 },
    ],
    orderNumPlatformPieChart: [
      { platformType: 1, name: 'eBay', y: 4, percent: 80 },
      { platformType: 2, name: 'Amazon', y: 1, percent: 20 },
    ],
    unShipping: [
      { platformType: 1, platformTypeName: 'eBay', orderNum: 2 },
      { platformType: 2, platformTypeName: 'Amazon', orderNum: 3 },
    ],
  });

  it('shows the platform shares, unshipped orders, top shops and bulletins; a bulletin opens in a dialog', async () => {
    const user = userEvent.setup();
    signIn();
    mockGraphql({
      HomeBottomData: BOTTOM,
      HomeBulletin: (v) => ({
        bulletin: {
          __typename: 'Bulletin',
          id: v.id,
          title: '系统升级通知',
          content: '今晚 22:00 升级',
          hotFlag: true,
          updateTime: '2026-11-20T02:00:00.000Z',
        },
      }),
    });
    renderApp('/home');

    const pie = await screen.findByRole('region', { name: '订单占比' });
    expect(await within(pie).findByText('eBay: 80% (4)')).toBeInTheDocument();
    expect(within(pie).getByText('Amazon: 20% (1)')).toBeInTheDocument();
    expect(lastChart('pie')!.data.datasets[0].data).toEqual([80, 20]);

    const unshipped = within(screen.getByRole('region', { name: '未发货订单' })).getByRole('table');
    expect(
      within(unshipped)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['平台订单数', 'eBay2', 'Amazon3', '合计5']);

    const top = within(screen.getByRole('region', { name: '店铺销售额 Top 10' })).getByRole('table');
    expect(
      within(top)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['1Amazon DE¥700.00', '2eBay US¥259.50']);

    const bulletins = screen.getByRole('region', { name: '系统公告' });
    expect(within(bulletins).getByRole('link', { name: '更多' })).toHaveAttribute('href', '/bulletinList');
    await user.click(within(bulletins).getByRole('button', { name: /系统升级通知/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('今晚 22:00 升级')).toBeInTheDocument();
  });

  it('shows the empty states of an empty company', async () => {
    signIn();
    renderApp('/home');
    expect(await screen.findByText('近30天没有订单')).toBeInTheDocument();
    expect(screen.getByText('没有未发货的订单')).toBeInTheDocument();
    expect(screen.getByText('近30天没有销售')).toBeInTheDocument();
    expect(screen.getByText('暂无公告')).toBeInTheDocument();
  });

  it('shows alert bulletins one after another, the next 100 ms after closing one, once per session', async () => {
    signIn();
    mockGraphql({
      HomeBottomData: homeBottomDataData({
        alertNotices: [
          { id: 1, title: '停机维护', content: '周六停机' },
          { id: 2, title: '费用调整', content: '下月起调整' },
        ],
      }),
    });
    const first = renderApp('/home');

    const dialog = await screen.findByRole('dialog', { name: '停机维护' });
    expect(within(dialog).getByText('周六停机')).toBeInTheDocument();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(dialog).getAllByRole('button', { name: '关闭' }).at(-1)!);
    await act(async () => {
      vi.advanceTimersByTime(99);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    const next = await screen.findByRole('dialog', { name: '费用调整' });
    fireEvent.click(within(next).getAllByRole('button', { name: '关闭' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(sessionStorage.getItem(ALERT_SEEN_KEY)!)).toEqual([1, 2]);
    first.unmount();

    // the same session: not again
    renderApp('/home');
    await screen.findByRole('region', { name: '系统公告' });
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('HomePage in English', () => {
  it('speaks English', async () => {
    signIn('en');
    mockGraphql({
      HomeDashboard: FULL,
      HomeBottomData: homeBottomDataData({ unShipping: [{ platformType: 1, platformTypeName: 'eBay', orderNum: 2 }] }),
    });
    renderApp('/home');

    expect(await screen.findByRole('heading', { name: 'Welcome, Zhang San' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Out of stock 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unmatched over 12 h 4' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tradebyte returns to process 9' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sales report' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Week' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Sales amount' })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Unshipped orders' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'System bulletins' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More' })).toBeInTheDocument();
  });

  it("refuses in English with 'DataIsNotLoaded'", async () => {
    const user = userEvent.setup();
    signIn('en');
    server.use(graphql.query('HomeDashboard', () => new Promise(() => undefined)));
    renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Processing —' }));
    expect(await screen.findByText('The data is still loading, please wait')).toBeInTheDocument();
  });
});
