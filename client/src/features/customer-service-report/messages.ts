/** Texts of /customerServiceReport (ids `csReportPage.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';

const entries = {
  'csReportPage.title': ['客服报表', 'Customer-service report'],
  'csReportPage.description': [
    '所选时间段（UTC 日期）内买家开始等待回复的次数：连续的买家消息算一次，从第一条未回复的买家消息开始计时，到下一条卖家消息为止（发送失败的不算）。3 分钟和 24 小时回复率是平台考核卖家的指标；恰好 3 分钟或 24 小时也算在内。',
    'Buyer waits that started in the period (UTC days): consecutive buyer messages count once, timed from the first unanswered buyer message to the next seller message (failed sends do not count). Marketplaces rate sellers on the replies within 3 minutes and within 24 hours; exactly 3 minutes or 24 hours still counts.',
  ],
  'csReportPage.filter.period': ['日期', 'Date'],
  'csReportPage.filter.platform': ['平台', 'Platform'],
  'csReportPage.filter.shop': ['店铺', 'Shop'],
  'csReportPage.filter.periodRequired': ['请选择开始和结束日期', 'Choose a start and an end date'],
  'csReportPage.filter.toBeforeFrom': ['结束日期不能早于开始日期', 'The end date cannot be before the start date'],
  'csReportPage.filter.periodTooLong': ['查询时间段最长为一年（366 天）', 'The period can be at most one year (366 days)'],
  'csReportPage.col.shop': ['店铺', 'Shop'],
  'csReportPage.col.staff': ['客服', 'Staff member'],
  'csReportPage.col.received': ['买家咨询', 'Buyer waits'],
  'csReportPage.col.buyerMessages': ['买家消息数', 'Buyer messages'],
  'csReportPage.col.answered': ['已回复', 'Answered'],
  'csReportPage.col.answeredIn3Minutes': ['3 分钟内回复', 'Within 3 min'],
  'csReportPage.col.rate3Minutes': ['3 分钟回复率', '3-min reply rate'],
  'csReportPage.col.answeredIn24Hours': ['24 小时内回复', 'Within 24 h'],
  'csReportPage.col.rate24Hours': ['24 小时回复率', '24-h reply rate'],
  'csReportPage.col.median': ['首次回复中位时长（分钟）', 'Median first reply (min)'],
  'csReportPage.col.unanswered': ['未回复', 'Unanswered'],
  'csReportPage.total': ['合计', 'Total'],
  'csReportPage.empty': ['所选时间段内没有买家消息', 'No buyer messages in this period'],
  'csReportPage.staff.title': ['按客服统计', 'By staff member'],
  'csReportPage.staff.note': [
    '每位客服首先回复的咨询（买家咨询数 = 其回复数）；在平台后台直接回复的计入“平台后台回复”。',
    'The waits each staff member answered first (buyer waits = their answers); replies sent on the marketplace itself are shown as “Replied on the marketplace”.',
  ],
  'csReportPage.staff.outside': ['平台后台回复', 'Replied on the marketplace'],
  'csReportPage.staff.empty': ['所选时间段内没有回复', 'No replies in this period'],
  'csReportPage.cases.title': ['售后（取消、退货、纠纷）', 'After-sales cases (cancellations, returns, disputes)'],
  'csReportPage.cases.note': [
    '所选时间段内平台发起的售后：已关闭 = 不再等待卖家处理；逾期 = 仍待处理且已过平台截止时间；首次响应 = 从发起到卖家第一次处理。',
    'Cases the marketplaces opened in the period: closed = no longer waiting for the seller; overdue = still open past the marketplace deadline; first response = from opening to the seller’s first action.',
  ],
  'csReportPage.cases.kind': ['类型', 'Kind'],
  'csReportPage.cases.kind.cancellation': ['取消订单', 'Cancellation'],
  'csReportPage.cases.kind.return': ['退货', 'Return'],
  'csReportPage.cases.kind.dispute': ['纠纷', 'Dispute'],
  'csReportPage.cases.opened': ['新增', 'Opened'],
  'csReportPage.cases.closed': ['已关闭', 'Closed'],
  'csReportPage.cases.open': ['待处理', 'Open'],
  'csReportPage.cases.overdue': ['逾期', 'Overdue'],
  'csReportPage.cases.responded': ['已响应', 'Responded'],
  'csReportPage.cases.median': ['首次响应中位时长（分钟）', 'Median first response (min)'],
} as const;

export const customerServiceReportMessages = splitEntries(entries);
export type CustomerServiceReportMessageId = keyof typeof entries;
