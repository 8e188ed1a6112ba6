/** Texts of /salesReport, /storePerformance and /orderPerformance (ids `salesPerformancePage.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';

const entries = {
  'salesPerformancePage.salesReport.title': ['销售报表', 'Sales report'],
  'salesPerformancePage.salesReport.description': [
    '所选时间段（按下单时间，UTC）内销售订单的商品销售额（订单金额减去运费）、运费收入、销售总额、平台费（按各店铺的平台费率对商品销售额和运费收取，运费只计一次）和净额，可按店铺、平台、国家或时间段分组；金额按汇率页面的汇率换算为所选币种。',
    'Sales orders of the period (by order time, UTC): goods sales (order totals less freight), freight, gross (goods + freight), platform fee (each shop’s rate on goods and freight, freight counted once) and net, by shop, platform, country or period; amounts converted to the chosen currency at the rates of the exchange rates page.',
  ],
  'salesPerformancePage.storePerformance.title': ['店铺业绩', 'Shop performance'],
  'salesPerformancePage.storePerformance.description': [
    '每个店铺在所选时间段内下单的订单：销售订单和商品销售额、已发货和按时发货（在平台要求的发货期限内）、从付款到发货的平均小时数、未发货和已超时、取消率和退款率，按商品销售额从高到低排列。',
    'Per shop, the orders placed in the period: sales orders and goods sales, shipped and shipped on time (by the marketplace’s ship-by time), average hours from payment to shipment, unshipped and overdue, cancel and refund rates; largest sales first.',
  ],
  'salesPerformancePage.orderPerformance.title': ['订单履约', 'Order performance'],
  'salesPerformancePage.orderPerformance.description': [
    '按日、周或月统计所选时间段内下单的订单：下单数、销售订单、已发货、按时发货率、平均发货时长、未发货、已超时、取消和退款。',
    'Orders placed in the period per day, week or month: placed, sales orders, shipped, on-time rate, average hours to ship, unshipped, overdue, cancelled and refunded.',
  ],

  'salesPerformancePage.filter.period': ['下单日期', 'Order date'],
  'salesPerformancePage.filter.platform': ['平台', 'Platform'],
  'salesPerformancePage.filter.shop': ['店铺', 'Shop'],
  'salesPerformancePage.filter.currency': ['币种', 'Currency'],
  'salesPerformancePage.filter.currencyDefault': ['CNY 人民币（默认）', 'CNY yuan (default)'],
  'salesPerformancePage.filter.granularity': ['时间粒度', 'Periods by'],
  'salesPerformancePage.filter.groupBy': ['分组', 'Group by'],
  'salesPerformancePage.filter.periodRequired': ['请选择开始和结束日期', 'Choose a start and an end date'],
  'salesPerformancePage.filter.toBeforeFrom': ['结束日期不能早于开始日期', 'The end date cannot be before the start date'],
  'salesPerformancePage.filter.periodTooLong': ['查询时间段最长为366天', 'The period can be at most 366 days'],
  'salesPerformancePage.granularity.day': ['按日（默认）', 'Day (default)'],
  'salesPerformancePage.granularity.week': ['按周', 'Week'],
  'salesPerformancePage.granularity.month': ['按月', 'Month'],
  'salesPerformancePage.groupBy.shop': ['店铺（默认）', 'Shop (default)'],
  'salesPerformancePage.groupBy.platform': ['平台', 'Platform'],
  'salesPerformancePage.groupBy.country': ['国家', 'Country'],
  'salesPerformancePage.groupBy.period': ['时间段', 'Period'],

  'salesPerformancePage.totals': ['合计', 'Totals'],
  'salesPerformancePage.empty': ['所选条件下没有订单', 'No orders match the filter'],
  'salesPerformancePage.missingRates': [
    '以下币种没有汇率，其金额未计入（订单数已计入）：{currencies}。请在汇率页面添加。',
    'No exchange rate for {currencies}: those amounts are left out (their orders are counted). Add the rates on the exchange rates page.',
  ],
  'salesPerformancePage.amountsIn': ['金额单位：{currency}', 'Amounts in {currency}'],
  'salesPerformancePage.noCountry': ['未知国家', 'Unknown country'],
  'salesPerformancePage.chart.trend': ['商品销售额趋势', 'Goods sales trend'],
  'salesPerformancePage.chart.topShops': ['店铺商品销售额排行', 'Top shops by goods sales'],
  'salesPerformancePage.chart.fulfilment': ['下单与发货', 'Placed and shipped'],
  'salesPerformancePage.hours': ['{hours} 小时', '{hours} h'],

  'salesPerformancePage.col.group': ['分组', 'Group'],
  'salesPerformancePage.col.period': ['时间', 'Period'],
  'salesPerformancePage.col.shop': ['店铺', 'Shop'],
  'salesPerformancePage.col.orders': ['销售订单', 'Sales orders'],
  'salesPerformancePage.col.units': ['商品数量', 'Units'],
  'salesPerformancePage.col.salesAmount': ['商品销售额', 'Goods sales'],
  'salesPerformancePage.col.freight': ['运费收入', 'Freight'],
  'salesPerformancePage.col.grossAmount': ['销售总额', 'Gross'],
  'salesPerformancePage.col.platformFee': ['平台费', 'Platform fee'],
  'salesPerformancePage.col.netAmount': ['净额', 'Net'],
  'salesPerformancePage.col.averageOrderValue': ['客单价', 'Average order value'],
  'salesPerformancePage.col.refundedOrders': ['退款订单', 'Refunded orders'],
  'salesPerformancePage.col.refundedAmount': ['退款金额', 'Refunded amount'],
  'salesPerformancePage.col.placedOrders': ['下单数', 'Placed'],
  'salesPerformancePage.col.shippedOrders': ['已发货', 'Shipped'],
  'salesPerformancePage.col.onTimeOrders': ['按时发货', 'On time'],
  'salesPerformancePage.col.onTimeRate': ['按时发货率', 'On-time rate'],
  'salesPerformancePage.col.averageShipHours': ['平均发货时长', 'Avg. time to ship'],
  'salesPerformancePage.col.unshippedOrders': ['未发货', 'Unshipped'],
  'salesPerformancePage.col.overdueOrders': ['已超时', 'Overdue'],
  'salesPerformancePage.col.cancelledOrders': ['已取消', 'Cancelled'],
  'salesPerformancePage.col.cancelRate': ['取消率', 'Cancel rate'],
  'salesPerformancePage.col.refundRate': ['退款率', 'Refund rate'],
} as const;

export const salesPerformanceMessages = splitEntries(entries);
export type SalesPerformanceMessageId = keyof typeof entries;
