/** Texts of /deadlineRadar and its home card (ids `radar.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';

const entries = {
  'radar.title': ['时限雷达', 'Deadline radar'],
  'radar.description': [
    '所有平台的时限集中在一处，按剩余时间排序：订单的最晚发货时间、等待回复的买家消息（24 小时内回复）。',
    'Every marketplace deadline in one place, by time left: orders’ ship-by times and buyers waiting for an answer (reply within 24 hours).',
  ],
  'radar.kind': ['类型', 'Kind'],
  'radar.kind.all': ['全部', 'All'],
  'radar.kind.shipBy': ['发货时限', 'Ship by'],
  'radar.kind.buyerMessage': ['买家消息', 'Buyer message'],
  'radar.kind.afterSales': ['售后单', 'After-sales case'],
  'radar.col.timeLeft': ['剩余时间', 'Time left'],
  'radar.col.deadline': ['截止时间', 'Deadline'],
  'radar.col.what': ['事项', 'What'],
  'radar.col.shop': ['店铺', 'Shop'],
  'radar.col.buyer': ['买家', 'Buyer'],
  'radar.overdue': ['已超时 {time}', 'Overdue by {time}'],
  'radar.left': ['剩余 {time}', '{time} left'],
  'radar.days': ['{d} 天 {h} 小时', '{d} d {h} h'],
  'radar.hours': ['{h} 小时 {m} 分', '{h} h {m} min'],
  'radar.minutes': ['{m} 分钟', '{m} min'],
  'radar.order': ['订单 {orderNo}', 'Order {orderNo}'],
  'radar.message': ['{buyer} 等待回复', '{buyer} waits for an answer'],
  'radar.case': ['售后单 {caseNo}（{buyer}）', 'Case {caseNo} ({buyer})'],
  'radar.empty': ['没有临近的时限', 'No deadlines coming up'],
  'radar.open': ['处理', 'Open'],
  'radar.card.title': ['时限雷达', 'Deadline radar'],
  'radar.card.more': ['查看全部 {count} 项', 'All {count} deadlines'],
  'radar.urgency.overdue': ['已超时', 'Overdue'],
  'radar.urgency.hours4': ['4 小时内', 'Within 4 h'],
  'radar.urgency.hours24': ['24 小时内', 'Within 24 h'],
  'radar.urgency.later': ['稍后', 'Later'],
} as const;

export const radarMessages = splitEntries(entries);
export type RadarMessageId = keyof typeof entries;
