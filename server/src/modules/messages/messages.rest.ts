// REST compat of the message center (spec 01 §7): messageNotice/recentMessages, messageNotice/batchSetRead,
// notice, chat/unReadCount; and the operator's sign-in. Thin: the same services as GraphQL.
import { noticeType, REPORT_JOB_RUNNING, translate } from '@erp/schema';
import { requireActor, type RequestContext } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/errors';
import type { RestRoute } from '../../rest/router';
import { operatorLogin } from '../operator/operator.service';
import * as bulletins from './bulletins.service';
import * as notices from './notices.service';
import { textOf } from '../../platform/validate';
import { unreadChatCount } from '../chat/chat.service';

/** A notice as the spec's bell and list read it. */
function noticeView(ctx: RequestContext, n: notices.NoticeRow) {
  const { title, body } = notices.renderNotice(ctx.lang, n);
  const def = noticeType(n.type);
  return {
    id: n.id,
    title,
    body,
    type: n.type,
    tag: def?.group ?? 'system',
    typeName: translate(ctx.lang, def?.nameId ?? n.type),
    createTime: n.createdAt.toISOString(),
    isRead: n.isRead,
    otherBillNum: n.otherBillNum,
  };
}

/** ids as the spec's client sends them: an array, or a comma-separated string ("3,4,5"). */
function parseIds(raw: unknown): number[] | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const parts = Array.isArray(raw)
    ? raw
    : typeof raw === 'string'
      ? raw
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [raw];
  const ids = parts.map((p) => (typeof p === 'number' ? p : typeof p === 'string' && /^\d+$/.test(p) ? Number(p) : NaN));
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) throw ValidationError.field('ids', 'notice.idsInvalid');
  return ids;
}

const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

function bulletinView(b: { id: number; title: string; content: string; hotFlag: boolean; alertFlag: boolean; updatedAt: Date }) {
  return { id: b.id, title: b.title, content: b.content, hotFlag: b.hotFlag, alertFlag: b.alertFlag, updateTime: b.updatedAt.toISOString() };
}

export const messageRoutes: RestRoute[] = [
  {
    path: 'messageNotice/recentMessages',
    auth: 'required',
    handler: async (ctx) => {
      const summary = await notices.noticeSummary(ctx);
      return { count: summary.count, group: summary.group.map((g) => ({ ...g, messages: g.messages.map((m) => noticeView(ctx, m)) })) };
    },
  },
  {
    // updateType '1' marks read (the only update the spec names). `all` (or no ids with all) marks every unread one.
    path: 'messageNotice/batchSetRead',
    auth: 'required',
    logged: true,
    handler: async (ctx, body) => {
      if (textOf(body.updateType) !== '1') throw ValidationError.field('updateType', 'notice.updateTypeInvalid');
      const group = typeof body.group === 'string' && body.group ? body.group : undefined;
      return notices.markNoticesRead(ctx, { ids: parseIds(body.ids), all: truthy(body.all), group });
    },
  },
  {
    path: 'notice',
    auth: 'required',
    handler: async (ctx, body) => {
      const id = typeof body.id === 'string' && /^\d+$/.test(body.id) ? Number(body.id) : body.id;
      if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) throw ValidationError.field('id', 'bulletin.idInvalid');
      const bulletin = await bulletins.findPublished(ctx, id);
      if (!bulletin) throw new NotFoundError();
      return { notice: bulletinView(bulletin) };
    },
  },
  {
    // The shell's poll: unread chat messages, the newest unread notice, alert bulletins, running exports.
    path: 'chat/unReadCount',
    auth: 'required',
    handler: async (ctx) => {
      const actor = requireActor(ctx);
      const [count, messageNotice, newest, alerts, processReport] = await Promise.all([
        // Unread buyer messages of the conversations the caller may see (issue 21).
        unreadChatCount(ctx),
        notices.unreadNoticeCount(ctx),
        notices.newestUnreadNotice(ctx),
        bulletins.alertBulletins(ctx),
        // Read directly (the task queue is another module): the download badge.
        ctx.db.reportJob.count({ where: { userId: actor.userId, status: { in: [...REPORT_JOB_RUNNING] } } }),
      ]);
      const rendered = newest ? notices.renderNotice(ctx.lang, newest) : undefined;
      return {
        count,
        notify: rendered ? { title: rendered.title, message: rendered.body } : null,
        messageNotice,
        alertNotices: alerts.map((b) => ({ title: b.title, content: b.content })),
        processReport,
      };
    },
  },
  { path: 'operator/login', auth: 'none', handler: (ctx, body) => operatorLogin(ctx.platform, { ip: ctx.ip }, body) },
];
