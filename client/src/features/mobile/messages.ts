/**
 * Texts of the mobile layout (ids `mobile.*`), Simplified Chinese and English. Form labels,
 * buttons and validation messages are the app's `auth.*` / `validation.*` texts, so the
 * mobile forms say exactly what the desktop ones say.
 */
import { splitEntries, useFeatureText, type Entries } from '../../i18n/featureIntl';

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
  'mobile.home.noSystems': ['你的账号暂时没有可用的系统，请联系主账号分配角色。', 'Your account has no systems yet; ask the main account to give you a role.'],
  'mobile.home.loading': ['正在加载菜单…', 'Loading your menu…'],
  'mobile.home.loadError': ['菜单加载失败', 'Could not load your menu'],
  'mobile.home.retry': ['重试', 'Retry'],
  'mobile.home.logout': ['退出登录', 'Sign out'],
  'mobile.home.desktopHint': [
    '点开系统可以查看并打开其中的页面；表格较多的页面在电脑浏览器中更好用。',
    'Tap a system to see and open its pages; pages with wide tables work best in a computer browser.',
  ],
  'mobile.home.today': ['今天', 'Today'],
  'mobile.home.todayOrders': ['今日订单', 'Orders today'],
  'mobile.home.todaySales': ['今日销售额（{currency}）', 'Sales today ({currency})'],
  'mobile.home.unshipped': ['待发货订单', 'Orders to ship'],
  'mobile.home.openOrders': ['查看订单', 'Open orders'],
  'mobile.home.todayError': ['今天的数字暂时取不到', 'Today’s figures could not be loaded'],
  'mobile.home.figures': ['待办', 'To do'],
  'mobile.home.notices': ['消息', 'Notifications'],
  'mobile.home.unread': ['{count} 条未读', '{count} unread'],
  'mobile.home.noNotices': ['暂无消息', 'No notifications yet'],
  'mobile.home.allNotices': ['查看全部消息', 'See all notifications'],
  'mobile.home.openNotice': ['打开消息：{title}', 'Open notification: {title}'],
  'mobile.home.noticesError': ['消息加载失败', 'Could not load notifications'],
} as const satisfies Entries;

export type MobileMessageId = keyof typeof entries;

export const mobileMessages: { zh: Record<MobileMessageId, string>; en: Record<MobileMessageId, string> } = splitEntries(entries);

/** `t(id, values)` for `mobile.*` ids. */
export function useMobileText() {
  return useFeatureText(mobileMessages);
}
