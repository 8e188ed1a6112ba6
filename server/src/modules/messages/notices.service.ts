// Message notices: the one call every domain uses to tell users something (`notify`), and the
// per-user reading side (summary for the bell, list, marking read, settings).
import { NOTICE_READ, noticeType, translate, type Lang, type NoticeLevel } from '@erp/schema';
import type { Platform } from '../../platform/context';
import { scopedDb } from '../../platform/db';
import { publishUserEvent } from '../realtime/realtime.graphql';

export interface NotifyInput {
  companyId: number;
  /** Recipients; users of another company are ignored. */
  userIds: number[];
  /** Code of @erp/schema NOTICE_TYPES. */
  type: string;
  /** Message id (translated when read, in the reader's language) or literal text. */
  title: string;
  body?: string;
  params?: Record<string, unknown>;
  otherBillNum?: string;
  linkData?: Record<string, unknown>;
}

/**
 * Records a notice for each recipient who has the type switched on, and pushes a
 * MessageNoticeEvent with the recipient's popup level. Returns how many notices were created.
 */
export async function notify(platform: Platform, input: NotifyInput): Promise<number> {
  const def = noticeType(input.type);
  if (!def) throw new Error(`unknown notice type ${input.type}`);
  const db = scopedDb(platform.database.prisma, input.companyId);
  const users = await db.user.findMany({ where: { id: { in: input.userIds } }, select: { id: true } });
  if (!users.length) return 0;
  const settings = await db.messageNoticeSetting.findMany({ where: { type: input.type, userId: { in: users.map((u) => u.id) } } });
  const settingOf = new Map(settings.map((s) => [s.userId, s]));
  let created = 0;
  for (const user of users) {
    const setting = settingOf.get(user.id);
    if (setting && !setting.enabled) continue;
    const level = (setting?.level ?? def.defaultLevel) as NoticeLevel;
    const notice = await db.messageNotice.create({
      data: {
        companyId: input.companyId,
        userId: user.id,
        type: input.type,
        title: input.title,
        body: input.body ?? '',
        params: (input.params ?? {}) as object,
        otherBillNum: input.otherBillNum ?? '',
        linkData: (input.linkData ?? {}) as object,
        isRead: NOTICE_READ.unread,
      },
    });
    created++;
    publishUserEvent(platform, user.id, {
      event: 'MessageNoticeEvent',
      data: {
        id: notice.id,
        type: notice.type,
        tag: def.group,
        typeName: def.nameId,
        title: notice.title,
        otherBillNum: notice.otherBillNum,
        messageDetail: { stringBody: notice.body },
        levelConfig: { websiteConfig: { level } },
        createTime: notice.createdAt.toISOString(),
      },
      localize: { paths: ['title', 'typeName', 'messageDetail.stringBody'], params: input.params ?? {} },
    });
  }
  return created;
}

/** A stored notice's title and body in the reader's language. */
export function renderNotice(lang: Lang, notice: { title: string; body: string; params: unknown }) {
  const params = (notice.params ?? {}) as Record<string, unknown>;
  return { title: translate(lang, notice.title, params), body: notice.body ? translate(lang, notice.body, params) : '' };
}
