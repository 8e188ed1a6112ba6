/** Test data for the message center screens (shapes of messages.graphql answers). */
import type { BellSummaryQuery, BulletinsQuery, MessageNoticeSettingsQuery, MessageNoticesQuery } from './messages.generated';
import type { BulletinRow, Notice, NoticeGroupData } from './hooks';

export function notice(overrides: Partial<Notice> = {}): Notice {
  return {
    __typename: 'MessageNotice',
    id: 1,
    title: '系统维护通知',
    body: '今晚 23:00 系统维护\n预计 30 分钟',
    type: '2',
    tag: 'system',
    typeName: '公告详情',
    createTime: '2024-05-02T10:00:00.000Z',
    isRead: '2',
    otherBillNum: '',
    linkPath: null,
    linkData: {},
    ...overrides,
  };
}

export function group(
  type: string,
  title: string,
  messages: Notice[],
  tagIndex = 0,
  unRead = messages.filter((m) => m.isRead === '2').length,
): NoticeGroupData {
  return { __typename: 'MessageNoticeGroup', type, title, unRead, tagIndex, messages };
}

export function summary(count: number, groups: NoticeGroupData[]): BellSummaryQuery {
  return { messageNoticeSummary: { __typename: 'MessageNoticeSummary', count, group: groups } };
}

export function noticeList(nodes: Notice[], totalCount = nodes.length): MessageNoticesQuery {
  return {
    messageNotices: {
      __typename: 'QueryMessageNoticesConnection',
      totalCount,
      edges: nodes.map((node) => ({ __typename: 'QueryMessageNoticesConnectionEdge', node })),
    },
  };
}

export function markReadSuccess(updated: number) {
  return {
    data: {
      markMessageNoticesRead: {
        __typename: 'MutationMarkMessageNoticesReadSuccess',
        data: { __typename: 'MarkMessageNoticesReadPayload', updated },
      },
    },
  };
}

export function businessError(messageId: string, message: string) {
  return { __typename: 'BusinessError' as const, messageId, message };
}

export function settingsList(): MessageNoticeSettingsQuery {
  const row = (type: string, typeName: string, group: string, level: string, enabled = true) => ({
    __typename: 'MessageNoticeSetting' as const,
    type,
    typeName,
    group,
    level,
    enabled,
  });
  return {
    messageNoticeSettings: [row('1', '系统通知', 'system', 'MIDDLE'), row('3', '订单未匹配', 'order', 'HIGH'), row('12', '导出完成', 'task', 'MIDDLE')],
  };
}

export function bulletin(overrides: Partial<BulletinRow> = {}): BulletinRow {
  return {
    __typename: 'Bulletin',
    id: 1,
    title: '春节发货安排',
    content: '春节期间物流停运。\n2 月 20 日恢复发货。',
    hotFlag: false,
    alertFlag: false,
    updateTime: '2024-02-01T08:00:00.000Z',
    ...overrides,
  };
}

export function bulletinList(nodes: BulletinRow[], totalCount = nodes.length): BulletinsQuery {
  return {
    bulletins: {
      __typename: 'QueryBulletinsConnection',
      totalCount,
      edges: nodes.map((node) => ({ __typename: 'QueryBulletinsConnectionEdge', node })),
    },
  };
}
