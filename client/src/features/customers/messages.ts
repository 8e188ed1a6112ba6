/** Texts of /customerManagement (ids `customers.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';

const entries = {
  'customers.title': ['客户管理', 'Customers'],
  'customers.description': [
    '各店铺的买家（按店铺和买家账号汇总订单），以及黑名单。移入黑名单的买家，其未发货订单和新订单会被标为异常（与发货黑名单同一份名单）。',
    'The buyers of your shops (orders summed per shop and buyer account) and the blacklist. Open and new orders of a blacklisted buyer are held as abnormal (the same list as the shipping blacklist).',
  ],
  'customers.tab.customers': ['客户', 'Customers'],
  'customers.tab.blacklist': ['黑名单', 'Blacklist'],
  'customers.tabs': ['客户管理', 'Customers'],
  'customers.empty': ['还没有客户', 'No customer yet'],
  'customers.blacklistEmpty': ['黑名单为空', 'The blacklist is empty'],
  'customers.filter.shop': ['店铺', 'Shop'],
  'customers.filter.keyword': ['买家账号/姓名', 'Buyer account or name'],
  'customers.filter.blacklistKeyword': ['买家账号/原因', 'Buyer account or reason'],
  'customers.filter.blacklisted': ['黑名单', 'Blacklist'],
  'customers.filter.blacklistedYes': ['已拉黑', 'Blacklisted'],
  'customers.filter.blacklistedNo': ['未拉黑', 'Not blacklisted'],
  'customers.col.buyer': ['买家', 'Buyer'],
  'customers.col.shop': ['店铺', 'Shop'],
  'customers.col.orders': ['订单数', 'Orders'],
  'customers.col.amount': ['订单金额', 'Order amount'],
  'customers.col.lastOrder': ['最近下单时间', 'Last order'],
  'customers.col.conversations': ['会话数', 'Conversations'],
  'customers.col.status': ['状态', 'Status'],
  'customers.col.actions': ['操作', 'Actions'],
  'customers.col.platform': ['平台', 'Marketplace'],
  'customers.col.reason': ['原因', 'Reason'],
  'customers.col.operator': ['操作人', 'By'],
  'customers.col.time': ['拉黑时间', 'Blacklisted at'],
  'customers.anyPlatform': ['全部平台', 'Every marketplace'],
  'customers.blacklisted': ['已拉黑', 'Blacklisted'],
  'customers.blacklistedReason': ['已拉黑：{reason}', 'Blacklisted: {reason}'],
  'customers.normal': ['正常', 'Normal'],
  'customers.blacklist': ['拉黑', 'Blacklist'],
  'customers.blacklistTitle': ['将 {buyer} 移入黑名单', 'Blacklist {buyer}'],
  'customers.blacklistHint': [
    '该买家在此平台的未发货订单会被标为异常，之后的新订单也会被拦截。',
    "The buyer's open orders on this marketplace are held as abnormal, and so are new ones.",
  ],
  'customers.reason': ['拉黑原因', 'Reason'],
  'customers.blacklistedToast': ['已将 {buyer} 移入黑名单', '{buyer} is blacklisted'],
  'customers.remove': ['移出黑名单', 'Remove'],
  'customers.confirmRemove': ['确定将 {buyer} 移出黑名单？已标为异常的订单不会自动恢复。', 'Remove {buyer} from the blacklist? Orders already held stay held.'],
  'customers.removed': ['已将 {buyer} 移出黑名单', '{buyer} is removed from the blacklist'],
  'customers.failed': ['操作失败', 'The action failed'],
  'customers.close': ['取消', 'Cancel'],
} as const;

export const customersMessages = splitEntries(entries);
export type CustomersMessageId = keyof typeof entries;
