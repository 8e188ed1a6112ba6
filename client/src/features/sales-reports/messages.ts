/** Texts of the sales report screens (ids `salesReportPage.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';

const entries = {
  'salesReportPage.salesAnalysis.title': ['销售分析', 'Sales analysis'],
  'salesReportPage.salesAnalysis.description': [
    '按日、周或月汇总所选时间段（按下单时间，UTC）内的销售订单：已付款且未取消、未退款的订单计为销售，退款订单单独统计；金额按汇率页面的汇率换算为所选币种。',
    'Sales orders of the period (by order time, UTC) per day, week or month: paid orders that are not cancelled or refunded count as sales, refunded orders are shown apart; amounts are converted to the chosen currency at the rates of the exchange rates page.',
  ],
  'salesReportPage.orderAnalysis.title': ['订单分析', 'Order analysis'],
  'salesReportPage.orderAnalysis.description': [
    '按平台、国家、状态或店铺统计所选时间段内的订单数、占比、商品数量和销售额。按状态统计时包含所有状态的订单，其余维度只统计销售订单。',
    'Orders of the period per platform, country, status or shop: orders, share, units and sales amount. By status every order counts, whatever its status; the other groupings count sales orders only.',
  ],
  'salesReportPage.storeAnalysis.title': ['店铺分析', 'Shop analysis'],
  'salesReportPage.storeAnalysis.description': [
    '每个店铺在所选时间段内的销售额、运费、平台费（按店铺的平台费率对销售额和运费收取）、退款率（退款商品占全部商品的比例）和客单价，按销售额从高到低排列。',
    'Per shop over the period: sales, freight, platform fee (the shop’s platform rate charged on sales and freight), refund rate (the share of products refunded) and average order value, largest sales first.',
  ],

  'salesReportPage.filter.period': ['下单日期', 'Order date'],
  'salesReportPage.filter.platform': ['平台', 'Platform'],
  'salesReportPage.filter.shop': ['店铺', 'Shop'],
  'salesReportPage.filter.currency': ['币种', 'Currency'],
  'salesReportPage.filter.currencyDefault': ['CNY 人民币（默认）', 'CNY yuan (default)'],
  'salesReportPage.filter.granularity': ['统计粒度', 'Rows by'],
  'salesReportPage.filter.dimension': ['统计维度', 'Group by'],
  'salesReportPage.filter.periodRequired': ['请选择开始和结束日期', 'Choose a start and an end date'],
  'salesReportPage.filter.toBeforeFrom': ['结束日期不能早于开始日期', 'The end date cannot be before the start date'],
  'salesReportPage.filter.periodTooLong': ['查询时间段最长为366天', 'The period can be at most 366 days'],

  'salesReportPage.granularity.day': ['按日（默认）', 'Day (default)'],
  'salesReportPage.granularity.week': ['按周', 'Week'],
  'salesReportPage.granularity.month': ['按月', 'Month'],
  'salesReportPage.dimension.platform': ['平台（默认）', 'Platform (default)'],
  'salesReportPage.dimension.country': ['国家', 'Country'],
  'salesReportPage.dimension.status': ['订单状态', 'Order status'],
  'salesReportPage.dimension.shop': ['店铺', 'Shop'],
  'salesReportPage.group.platform': ['平台', 'Platform'],
  'salesReportPage.group.country': ['国家', 'Country'],
  'salesReportPage.group.status': ['订单状态', 'Order status'],
  'salesReportPage.group.shop': ['店铺', 'Shop'],

  'salesReportPage.totals': ['合计', 'Totals'],
  'salesReportPage.empty': ['所选条件下没有订单', 'No orders match the filter'],
  'salesReportPage.missingRates': [
    '以下币种没有汇率，其金额未计入（订单数已计入）：{currencies}。请在汇率页面添加。',
    'No exchange rate for {currencies}: those amounts are left out (their orders are counted). Add the rates on the exchange rates page.',
  ],
  'salesReportPage.amountsIn': ['金额单位：{currency}', 'Amounts in {currency}'],
  'salesReportPage.noCountry': ['未知国家', 'Unknown country'],
  'salesReportPage.chart.salesAmount': ['销售额趋势', 'Sales amount'],
  'salesReportPage.chart.orders': ['订单数趋势', 'Orders'],
  'salesReportPage.chart.orderShare': ['订单占比', 'Share of orders'],
  'salesReportPage.chart.topShops': ['店铺销售额排行', 'Top shops by sales'],
  'salesReportPage.chart.other': ['其他', 'Other'],

  'salesReportPage.col.period': ['时间', 'Period'],
  'salesReportPage.col.group': ['分组', 'Group'],
  'salesReportPage.col.shop': ['店铺', 'Shop'],
  'salesReportPage.col.platform': ['平台', 'Platform'],
  'salesReportPage.col.orders': ['订单数', 'Orders'],
  'salesReportPage.col.share': ['占比', 'Share'],
  'salesReportPage.col.units': ['商品数量', 'Units'],
  'salesReportPage.col.salesAmount': ['销售额', 'Sales amount'],
  'salesReportPage.col.freight': ['运费收入', 'Freight'],
  'salesReportPage.col.averageOrderValue': ['客单价', 'Average order value'],
  'salesReportPage.col.refundedOrders': ['退款订单数', 'Refunded orders'],
  'salesReportPage.col.refundedAmount': ['退款金额', 'Refunded amount'],
  'salesReportPage.col.platformRate': ['平台费率', 'Platform rate'],
  'salesReportPage.col.platformFee': ['平台费', 'Platform fee'],
  'salesReportPage.col.refundedProducts': ['退款商品数', 'Refunded products'],
  'salesReportPage.col.validProducts': ['有效商品数', 'Valid products'],
  'salesReportPage.col.refundRate': ['退款率', 'Refund rate'],

  'salesReportPage.status.awaitingPayment': ['待付款', 'Awaiting payment'],
  'salesReportPage.status.processing': ['待处理', 'Processing'],
  'salesReportPage.status.outOfStock': ['缺货', 'Out of stock'],
  'salesReportPage.status.awaitingShipment': ['待发货', 'Awaiting shipment'],
  'salesReportPage.status.shipped': ['已发货', 'Shipped'],
  'salesReportPage.status.completed': ['已完成', 'Completed'],
  'salesReportPage.status.cancelled': ['已取消', 'Cancelled'],
  'salesReportPage.status.refunded': ['已退款', 'Refunded'],
  'salesReportPage.status.abnormal': ['异常', 'Abnormal'],
} as const;

export const salesReportsMessages = splitEntries(entries);
export type SalesReportsMessageId = keyof typeof entries;
