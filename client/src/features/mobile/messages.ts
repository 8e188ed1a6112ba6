/**
 * Texts of the mobile layout (ids `mobile.*`), Simplified Chinese and English. Form labels,
 * buttons and validation messages are the app's `auth.*` / `validation.*` texts, so the
 * mobile forms say exactly what the desktop ones say.
 */
import { splitEntries, useFeatureText, type Entries } from '../public/featureIntl';

const entries = {
  'mobile.nav.home': ['手机版首页', 'Mobile home'],
  'mobile.back': ['返回', 'Back'],

  'mobile.landing.title': ['随时随地，掌握店铺动态', 'Your shops, wherever you are'],
  'mobile.landing.lead': [
    '多平台订单、库存、采购和报表，一个账号在电脑和手机上通用。',
    'Orders, stock, purchasing and reports across marketplaces, with one account on computer and phone.',
  ],
  'mobile.landing.point.marketplaces': ['{count} 个平台的店铺统一管理', 'Shops on {count} marketplaces in one place'],
  'mobile.landing.point.roles': ['主账号和子账号按角色分工', 'Main account and sub-accounts working by role'],
  'mobile.landing.point.languages': ['中文、英文随时切换', 'Switch between Chinese and English any time'],
  'mobile.landing.signIn': ['登录', 'Sign in'],
  'mobile.landing.register': ['免费注册', 'Register free'],
  'mobile.landing.enter': ['进入我的首页', 'Go to my home'],
  'mobile.landing.desktopHint': [
    '订单处理、刊登编辑等完整功能请在电脑浏览器中使用。',
    'Use a computer browser for the full screens such as order processing and listing editing.',
  ],

  'mobile.home.title': ['我的首页', 'My home'],
  'mobile.home.greeting': ['你好，{realname}', 'Hello, {realname}'],
  'mobile.home.systems': ['我的系统', 'My systems'],
  'mobile.home.pages': ['{count} 个页面', '{count, plural, one {# page} other {# pages}}'],
  'mobile.home.pagesOf': ['{system}中的页面', 'Pages in {system}'],
  'mobile.home.noSystems': [
    '你的账号暂时没有可用的系统，请联系主账号分配角色。',
    'Your account has no systems yet; ask the main account to give you a role.',
  ],
  'mobile.home.loading': ['正在加载菜单…', 'Loading your menu…'],
  'mobile.home.loadError': ['菜单加载失败', 'Could not load your menu'],
  'mobile.home.retry': ['重试', 'Retry'],
  'mobile.home.logout': ['退出登录', 'Sign out'],
  'mobile.home.desktopHint': [
    '点开系统可以查看其中的页面；办理业务请在电脑浏览器中打开。',
    'Tap a system to see its pages; to do the work itself, open them in a computer browser.',
  ],
} as const satisfies Entries;

export type MobileMessageId = keyof typeof entries;

export const mobileMessages: { zh: Record<MobileMessageId, string>; en: Record<MobileMessageId, string> } =
  splitEntries(entries);

/** `t(id, values)` for `mobile.*` ids. */
export function useMobileText() {
  return useFeatureText(mobileMessages);
}
