/** Texts of the home screens (ids `homePage.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';

const entries = {
  'homePage.countedAt': ['统计时间：{time}', 'Counted at {time}'],
  'homePage.refresh': ['刷新', 'Refresh'],
  'homePage.retry': ['重试', 'Retry'],
  'homePage.loadFailed': ['加载失败', 'Could not load'],

  'homePage.shops.title': ['店铺', 'Shops'],
  'homePage.shops.total': ['店铺总数', 'All shops'],
  'homePage.shops.authFailed': ['授权失败', 'Authorization failed'],

  'homePage.orders.title': ['订单', 'Orders'],
  'homePage.orders.outOfStock': ['缺货', 'Out of stock'],
  'homePage.orders.processing': ['待处理', 'Processing'],
  'homePage.orders.expireDelivery': ['即将超时发货', 'Shipment due'],
  'homePage.orders.overseaCancel': ['海外取消预警', 'Overseas cancellation warning'],
  'homePage.orders.unmatchedOver12Hours': ['超过12小时未配对', 'Unmatched over 12 h'],
  'homePage.orders.unmatchedOver24Hours': ['超过24小时未配对', 'Unmatched over 24 h'],
  'homePage.orders.collectTimeout': ['揽收超时', 'Pickup timeout'],
  'homePage.orders.collectException': ['揽收异常', 'Pickup exception'],

  'homePage.customerService.title': ['客服', 'Customer service'],
  'homePage.customerService.tradebyteRefund': ['Tradebyte 待处理退货', 'Tradebyte returns to process'],

  'homePage.figures.error': ['加载看板数据失败', 'Could not load the dashboard figures'],
  'homePage.figures.open': ['打开：{name}', 'Open: {name}'],

  'homePage.sales.title': ['销售报表', 'Sales report'],
  'homePage.sales.platform': ['平台', 'Platform'],
  'homePage.sales.numberType': ['统计数据', 'Figure'],
  'homePage.sales.timeType': ['时间维度', 'Period'],
  'homePage.sales.chart': ['销售趋势', 'Sales trend'],
  'homePage.sales.empty': ['所选时间内没有销售', 'No sales in this period'],
  'homePage.sales.error': ['加载销售报表失败', 'Could not load the sales report'],
  'homePage.sales.unit.price': ['单位：人民币（按汇率换算）', 'In CNY (converted at the exchange rates)'],
  'homePage.sales.unit.quantity': ['单位：订单数', 'In orders'],
  'homePage.sales.missingRates': ['以下币种没有汇率，未计入金额：{currencies}', 'No exchange rate for {currencies}: left out of the amounts'],

  'homePage.pie.title': ['订单占比', 'Order share by platform'],
  'homePage.pie.caption': ['近30天各平台订单数占比', 'Orders per platform, last 30 days'],
  'homePage.pie.empty': ['近30天没有订单', 'No orders in the last 30 days'],

  'homePage.unshipped.title': ['未发货订单', 'Unshipped orders'],
  'homePage.unshipped.platform': ['平台', 'Platform'],
  'homePage.unshipped.count': ['订单数', 'Orders'],
  'homePage.unshipped.total': ['合计', 'Total'],
  'homePage.unshipped.empty': ['没有未发货的订单', 'No unshipped orders'],

  'homePage.topShops.title': ['店铺销售额 Top 10', 'Top 10 shops by sales'],
  'homePage.topShops.caption': ['近30天，人民币', 'Last 30 days, CNY'],
  'homePage.topShops.rank': ['排名', 'Rank'],
  'homePage.topShops.shop': ['店铺', 'Shop'],
  'homePage.topShops.amount': ['销售额', 'Sales'],
  'homePage.topShops.empty': ['近30天没有销售', 'No sales in the last 30 days'],

  'homePage.bulletins.title': ['系统公告', 'System bulletins'],
  'homePage.bulletins.more': ['更多', 'More'],
  'homePage.bulletins.empty': ['暂无公告', 'No bulletins'],
  'homePage.bulletins.hot': ['热门', 'Hot'],
  'homePage.bulletins.loading': ['正在加载公告…', 'Loading the bulletin…'],
  'homePage.bulletins.notFound': ['公告不存在或已撤回', 'This bulletin does not exist or was withdrawn'],
} satisfies Record<string, [string, string]>;

export type HomeMessageId = keyof typeof entries;
export const homeDashboardMessages = splitEntries(entries);
