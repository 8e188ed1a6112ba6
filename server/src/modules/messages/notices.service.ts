// Message notices: the one call every domain uses to tell users something (`notify`), and the
// per-user reading side (summary for the bell, list, marking read, settings).
import {
  messages,
  NOTICE_GROUPS,
  NOTICE_LEVELS,
  NOTICE_READ,
  NOTICE_TYPES,
  noticeType,
  translate,
  type Lang,
  type NoticeGroup,
  type NoticeLevel,
} from '@erp/schema';
import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client';
import { requireActor, type Platform, type RequestContext } from '../../platform/context';
import { scopedDb, type ScopedDb } from '../../platform/db';
import { BusinessError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { messageNoticeCreated, stageEvents } from '../events/events.service';
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
  // The notices and their partner events (MessageNoticeEvent, modules/events) in one transaction;
  // the web client's userEvents channel gets them once it committed.
  const made = await db.$transaction(async (tx) => {
    const out: { userId: number; level: NoticeLevel; notice: Awaited<ReturnType<typeof tx.messageNotice.create>> }[] = [];
    for (const user of users) {
      const setting = settingOf.get(user.id);
      if (setting && !setting.enabled) continue;
      const level = (setting?.level ?? def.defaultLevel) as NoticeLevel;
      const notice = await tx.messageNotice.create({
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
      out.push({ userId: user.id, level, notice });
    }
    await stageEvents(
      tx,
      out.map(({ userId, level, notice }) =>
        messageNoticeCreated(userId, {
          noticeId: notice.id,
          noticeType: notice.type,
          tag: def.group,
          typeName: def.nameId,
          title: notice.title,
          body: notice.body,
          otherBillNum: notice.otherBillNum,
          level,
          createTime: notice.createdAt.toISOString(),
          params: input.params ?? {},
        }),
      ),
    );
    return out;
  });
  for (const { userId, level, notice } of made) {
    publishUserEvent(platform, userId, {
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
  return made.length;
}

/** A stored notice's title and body in the reader's language. */
export function renderNotice(lang: Lang, notice: { title: string; body: string; params: unknown }) {
  const params = (notice.params ?? {}) as Record<string, unknown>;
  return { title: translate(lang, notice.title, params), body: notice.body ? translate(lang, notice.body, params) : '' };
}

// ---- the reader's side: always the caller's own notices --------------------------------------

/** Latest notices per bell tab (spec 01 §2 'Shell' bell popover). */
export const SUMMARY_GROUP_SIZE = 10;
export const MARK_READ_IDS_MAX = 1000;

const groupTypes = (group: string) => NOTICE_TYPES.filter((t) => t.group === group).map((t) => t.type);

export interface NoticeFilter {
  group?: string | null;
  type?: string | null;
  isRead?: string | null;
  keyword?: string | null;
  createdFrom?: Date | null;
  createdTo?: Date | null;
}

/** Message ids whose text (zh or en) contains the keyword: titles are stored as ids and shown translated. */
function messageIdsContaining(keyword: string): string[] {
  const k = keyword.toLowerCase();
  const ids = new Set<string>();
  for (const table of Object.values(messages)) {
    for (const [id, text] of Object.entries(table)) if (text.toLowerCase().includes(k)) ids.add(id);
  }
  return [...ids];
}

/** Checked filter → where; a group, type or read flag that does not exist is a field error. */
export function noticeWhere(ctx: RequestContext, filter: NoticeFilter = {}): Prisma.MessageNoticeWhereInput {
  const actor = requireActor(ctx);
  const and: Prisma.MessageNoticeWhereInput[] = [{ userId: actor.userId }];
  if (filter.group != null) {
    if (!(NOTICE_GROUPS as readonly string[]).includes(filter.group)) throw ValidationError.field('group', 'notice.groupInvalid', { value: filter.group });
    and.push({ type: { in: groupTypes(filter.group) } });
  }
  if (filter.type != null) {
    if (!noticeType(filter.type)) throw ValidationError.field('type', 'notice.typeInvalid', { value: filter.type });
    and.push({ type: filter.type });
  }
  if (filter.isRead != null) {
    if (filter.isRead !== NOTICE_READ.read && filter.isRead !== NOTICE_READ.unread) throw ValidationError.field('isRead', 'notice.readFlagInvalid');
    and.push({ isRead: filter.isRead });
  }
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const ids = messageIdsContaining(keyword);
    and.push({
      OR: [
        { title: { contains: keyword, mode: 'insensitive' } },
        { body: { contains: keyword, mode: 'insensitive' } },
        { otherBillNum: { contains: keyword, mode: 'insensitive' } },
        ...(ids.length ? [{ title: { in: ids } }, { body: { in: ids } }] : []),
      ],
    });
  }
  if (filter.createdFrom) and.push({ createdAt: { gte: filter.createdFrom } });
  if (filter.createdTo) and.push({ createdAt: { lte: filter.createdTo } });
  return { AND: and };
}

export const NOTICE_ORDER: Prisma.MessageNoticeOrderByWithRelationInput[] = [{ id: 'desc' }];

export type NoticeRow = Awaited<ReturnType<ScopedDb['messageNotice']['findFirstOrThrow']>>;

export interface NoticeGroupSummary {
  type: NoticeGroup;
  title: string;
  unRead: number;
  tagIndex: number;
  messages: NoticeRow[];
}

/** The bell: unread total and, per group in NOTICE_GROUPS order, its unread count and latest notices. */
export async function noticeSummary(ctx: RequestContext): Promise<{ count: number; group: NoticeGroupSummary[] }> {
  const actor = requireActor(ctx);
  const unread = await ctx.db.messageNotice.groupBy({ by: ['type'], where: { userId: actor.userId, isRead: NOTICE_READ.unread }, _count: { _all: true } });
  const unreadOf = new Map(unread.map((u) => [u.type, u._count._all]));
  const group = await Promise.all(
    NOTICE_GROUPS.map(async (g, tagIndex) => {
      const types = groupTypes(g);
      const messages = await ctx.db.messageNotice.findMany({
        where: { userId: actor.userId, type: { in: types } },
        orderBy: NOTICE_ORDER,
        take: SUMMARY_GROUP_SIZE,
      });
      return { type: g, title: translate(ctx.lang, `notice.group.${g}`), unRead: types.reduce((n, t) => n + (unreadOf.get(t) ?? 0), 0), tagIndex, messages };
    }),
  );
  return { count: group.reduce((n, g) => n + g.unRead, 0), group };
}

export function unreadNoticeCount(ctx: RequestContext): Promise<number> {
  return ctx.db.messageNotice.count({ where: { userId: requireActor(ctx).userId, isRead: NOTICE_READ.unread } });
}

export function newestUnreadNotice(ctx: RequestContext) {
  return ctx.db.messageNotice.findFirst({ where: { userId: requireActor(ctx).userId, isRead: NOTICE_READ.unread }, orderBy: NOTICE_ORDER });
}

const markReadInput = z
  .object({
    ids: z
      .array(z.number({ error: 'notice.idsInvalid' }).int({ error: 'notice.idsInvalid' }).positive({ error: 'notice.idsInvalid' }), {
        error: 'notice.idsInvalid',
      })
      .max(MARK_READ_IDS_MAX, { error: 'notice.idsInvalid' })
      .optional(),
    all: z.boolean().optional(),
    group: z.string().optional(),
  })
  .superRefine((v, c) => {
    if (!v.all && !v.ids?.length) c.addIssue({ code: 'custom', path: ['ids'], message: 'notice.idsRequired' });
  });

/**
 * Marks the caller's unread notices read: the given ids, or all (optionally of one group). Ids of
 * other users or companies simply match nothing. Nothing unread matched → 'NoNeedToMarkReadContentYet'
 * (spec 01 §5), and nothing changed.
 */
export async function markNoticesRead(ctx: RequestContext, raw: { ids?: number[]; all?: boolean; group?: string }): Promise<{ updated: number }> {
  const actor = requireActor(ctx);
  const input = parseInput(markReadInput, raw);
  if (input.group != null && !(NOTICE_GROUPS as readonly string[]).includes(input.group)) {
    throw ValidationError.field('group', 'notice.groupInvalid', { value: input.group });
  }
  const where: Prisma.MessageNoticeWhereInput = {
    userId: actor.userId,
    isRead: NOTICE_READ.unread,
    ...(input.ids?.length && !input.all ? { id: { in: input.ids } } : {}),
    ...(input.group ? { type: { in: groupTypes(input.group) } } : {}),
  };
  const { count } = await ctx.db.messageNotice.updateMany({ where, data: { isRead: NOTICE_READ.read, readAt: new Date() } });
  if (!count) throw new BusinessError('NoNeedToMarkReadContentYet');
  return { updated: count };
}

// ---- settings: one per type; a stored row only once the user changed the default ------------------

export interface NoticeSettingView {
  type: string;
  typeName: string;
  group: NoticeGroup;
  level: NoticeLevel;
  enabled: boolean;
}

export async function noticeSettings(ctx: RequestContext): Promise<NoticeSettingView[]> {
  const actor = requireActor(ctx);
  const stored = await ctx.db.messageNoticeSetting.findMany({ where: { userId: actor.userId } });
  const byType = new Map(stored.map((s) => [s.type, s]));
  return NOTICE_TYPES.map((def) => {
    const s = byType.get(def.type);
    return { type: def.type, typeName: def.nameId, group: def.group, level: (s?.level ?? def.defaultLevel) as NoticeLevel, enabled: s?.enabled ?? true };
  });
}

const settingsInput = z
  .array(z.object({ type: z.string(), level: z.string(), enabled: z.boolean() }), { error: 'validation.required' })
  .max(NOTICE_TYPES.length * 2);

/** Saves the given types' level and switch (upsert per user and type); any bad entry refuses all. */
export async function updateNoticeSettings(ctx: RequestContext, raw: unknown): Promise<NoticeSettingView[]> {
  const actor = requireActor(ctx);
  const input = parseInput(settingsInput, raw);
  // Field paths name the entry (3.level) so a settings table can mark its row.
  const issues = input.flatMap((s, i) => [
    ...(noticeType(s.type) ? [] : [{ field: `${i}.type`, messageId: 'notice.typeInvalid', params: { field: 'field.type', value: s.type } }]),
    ...((NOTICE_LEVELS as readonly string[]).includes(s.level)
      ? []
      : [{ field: `${i}.level`, messageId: 'notice.levelInvalid', params: { field: 'field.level', value: s.level } }]),
  ]);
  if (issues.length) throw new ValidationError(issues);
  if (input.length) {
    await ctx.db.$transaction(
      input.map((s) =>
        ctx.db.messageNoticeSetting.upsert({
          where: { userId_type: { userId: actor.userId, type: s.type } },
          create: { companyId: actor.companyId, userId: actor.userId, type: s.type, level: s.level, enabled: s.enabled },
          update: { level: s.level, enabled: s.enabled },
        }),
      ),
    );
  }
  return noticeSettings(ctx);
}
