import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { HomeAccountQuery } from '../features/home/home.generated';
import type { MenuNode, UserRoutes } from '../api/session';
import { homeBottomDataData, homeDashboardData, homeSalesReportData } from '../features/home/testing';

export function homeAccount(overrides: Partial<HomeAccountQuery['me']> = {}): HomeAccountQuery {
  return {
    me: {
      __typename: 'User',
      id: 7,
      username: 'demo',
      realname: '张三',
      email: 'demo@example.com',
      isMain: true,
      lastLoginAt: null,
      role: null,
      ...overrides,
    },
    company: { __typename: 'Company', id: 3, name: '演示公司', edition: 'standard' },
  };
}

/** Handlers every test starts with (reset after each test). */
const defaultHandlers = [
  graphql.query('HomeAccount', () => HttpResponse.json({ data: homeAccount() })),
  // the home dashboard's figures, sales chart and bottom cards (an empty company)
  graphql.query('HomeDashboard', () => HttpResponse.json({ data: homeDashboardData() })),
  graphql.query('HomeSalesReport', () => HttpResponse.json({ data: homeSalesReportData() })),
  graphql.query('HomeBottomData', () => HttpResponse.json({ data: homeBottomDataData() })),
  // the shell's bell and download badge load these at sign-in (features/messages, features/tasks)
  graphql.query('BellSummary', () => HttpResponse.json({ data: { messageNoticeSummary: { __typename: 'MessageNoticeSummary', count: 0, group: [] } } })),
  graphql.query('RunningReportJobCount', () => HttpResponse.json({ data: { runningReportJobCount: 0 } })),
];

/** msw server for component tests; each test adds its own handlers with `server.use(...)`. */
export const server = setupServer(...defaultHandlers);

/** Absolute URL of a REST path as the app builds it (jsdom's page is http://localhost:3000/). */
export function api(path: string): string {
  return new URL(`api/v1/${path}`, document.baseURI).toString();
}

export function ok<T>(data: T, init?: ResponseInit) {
  return HttpResponse.json({ code: 0, message: 'ok', type: null, data }, init);
}

export function fail(status: number, body: { code?: number; message: string; type?: string; data?: unknown }) {
  return HttpResponse.json({ code: body.code ?? status, message: body.message, type: body.type ?? 'tips', data: body.data ?? null }, { status });
}

function node(id: number, pid: number, name: string, title: string, children: MenuNode[] = [], hidden = false): MenuNode {
  return {
    id,
    pid,
    path: `/${name}`,
    component: children.length > 0 ? 'rview' : name,
    name,
    meta: { title, icon: null, roles: [], noCache: false, breadcrumb: true, affix: false },
    hidden,
    redirect: null,
    children,
  };
}

export function userRoutes(lang: 'cn' | 'en' = 'cn'): UserRoutes {
  const zh = lang === 'cn';
  return {
    userId: 7,
    companyId: 3,
    allowShopIds: [],
    realname: zh ? '张三' : 'Zhang San',
    username: 'demo',
    isMain: true,
    company: { id: 3, name: zh ? '演示公司' : 'Demo Co', edition: 'standard' },
    permissions: ['orders', 'user.create'],
    menu: [
      node(1, 0, 'order', zh ? '订单' : 'Orders', [node(11, 1, 'orders', zh ? '订单管理' : 'Order management'), node(12, 1, 'secret', 'Hidden', [], true)]),
      node(2, 0, 'setting', zh ? '设置' : 'Settings', [node(21, 2, 'accounts', zh ? '子账号' : 'Sub-accounts')]),
      node(3, 0, 'hiddenSystem', 'Hidden system', [], true),
    ],
  };
}

export { graphql, http, HttpResponse };
