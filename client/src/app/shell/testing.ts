/** A user/routes answer with the systems the shell tests need (published, order, setting). */
import type { MenuNode, UserRoutes } from '../../api/session';
import { userRoutes } from '../../test/server';

let id = 100;
function node(name: string, zh: string, en: string, lang: 'cn' | 'en', children: MenuNode[] = [], extra: Partial<MenuNode> = {}): MenuNode {
  id += 1;
  return {
    id,
    pid: 0,
    path: children.length > 0 ? '' : `/${name}`,
    component: children.length > 0 ? 'rview' : name,
    name,
    meta: { title: lang === 'en' ? en : zh, icon: null, roles: [], noCache: false, breadcrumb: true, affix: false },
    hidden: false,
    redirect: null,
    children,
    ...extra,
  };
}

export function shellRoutes(lang: 'cn' | 'en' = 'cn', overrides: Partial<UserRoutes> = {}): UserRoutes {
  return {
    // the tests' demo user and company (test/server.ts), with the shell's own menu
    ...userRoutes(lang),
    permissions: [],
    menu: [
      node('order', '订单', 'Orders', lang, [
        node('orders', '订单管理', 'Order management', lang, [], {}),
        node('order.audit', '审核订单', 'Review orders', lang, [], { hidden: true, component: 'action', path: '' }),
        node('distributePackage', '分配包裹', 'Distribute packages', lang),
        node('secretPage', '隐藏页', 'Hidden page', lang, [], { hidden: true }),
      ]),
      node('published', '刊登', 'Listing', lang, [
        node('commonTemplates', '通用模板', 'Common templates', lang),
        node('dataAcquisition', '数据采集', 'Data acquisition', lang),
        node('ebayListing', 'eBay 刊登', 'eBay listings', lang),
        node('amazonListing', 'Amazon 刊登', 'Amazon listings', lang),
        node('emagListing', 'eMAG 刊登', 'eMAG listings', lang),
      ]),
      node('setting', '设置', 'Settings', lang, [
        node('shops', '店铺授权', 'Shop authorization', lang),
        node('imageManagement', '图片管理', 'Images', lang),
        node('accounts', '子账号管理', 'Sub-accounts', lang),
        node('user.create', '新建子账号', 'Create sub-accounts', lang, [], { hidden: true, component: 'action', path: '' }),
      ]),
    ],
    ...overrides,
  };
}

/**
 * Choose a Chakra menu item in a test with the keyboard (highlight, Enter). Clicking works in a
 * browser, but in jsdom the menu's pointer-modality tracking can go stale between tests.
 */
export async function chooseMenuItem(user: { keyboard: (text: string) => Promise<void> }, findItem: () => Promise<HTMLElement>): Promise<void> {
  const item = await findItem();
  for (let i = 0; i < 20 && !item.hasAttribute('data-highlighted'); i++) await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
}
