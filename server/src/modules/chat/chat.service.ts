// Buyer messages (issue 21; spec 01 §2 'Platform chat widget', §3, §5, §7 chat calls; spec 02 §2
// /buyerMessage, /sellerMessage). Conversations and their messages come from the marketplaces
// (chat.pull.ts); the inbox lists them per shop the caller may see, marks them read, stores
// translations, and sends the seller's answers through a queued job: a message shows sending ('1')
// until the marketplace accepts it, failed ('-1', failMsg the marketplace's words) when it
// refuses, and can be sent again (retryChatMessage).
//
// Permissions: reading needs /buyerMessage or /sellerMessage; answering buyerMessage.reply;
// pulling buyerMessage.pull. Sub-accounts reach only the conversations of their allowShopIds.
import {
  CHAT_DETAIL_PAGE_SIZE,
  CHAT_PAGE_SIZE,
  CHAT_RICH_PLATFORMS,
  CHAT_STATUS,
  CHAT_TYPE,
  chatMessageMax,
  chatSendInput,
  chatTranslationInput,
  PAGE_SIZE_MAX,
  platformName,
  translate,
} from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { allowedShopsWhere, assertCan, can, permissionDenied, requireActor, type Actor, type Platform, type RequestContext } from '../../platform/context';
import type { Tx } from '../../platform/db';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { platformChatChanged, stageEvents } from '../events/events.service';
import { systemContext } from '../marketplaces/pull.service';
import { connectorShopOf } from '../marketplaces/paged-pull';

export const CHAT_SEND_JOB = 'chat.sendMessage';
const READ_PAGES = ['buyerMessage', 'sellerMessage'] as const;
const REPLY = 'buyerMessage.reply';

export type Conversation = Prisma.ChatConversationGetPayload<object>;
export type ChatMessageRow = Prisma.ChatMessageGetPayload<object>;

// ---- access -----------------------------------------------------------------------------------

/** The caller may read the inbox (/buyerMessage or /sellerMessage). */
export function assertCanRead(ctx: RequestContext): Actor {
  const actor = requireActor(ctx);
  if (!READ_PAGES.some((p) => can(actor, p))) throw permissionDenied('buyerMessage');
  return actor;
}

/** Conversations of shops the caller may see (sub-accounts: allowShopIds). */
const visible = (actor: Actor): Prisma.ChatConversationWhereInput => allowedShopsWhere(actor, 'shopId');

/** A conversation in the caller's reach, else "not found" (another company's or a shop not allowed). */
export async function findConversation(ctx: RequestContext, chatId: number, actor = requireActor(ctx)): Promise<Conversation> {
  const conv =
    Number.isSafeInteger(chatId) && chatId > 0 ? await ctx.db.chatConversation.findFirst({ where: { AND: [{ id: chatId }, visible(actor)] } }) : null;
  if (!conv) throw new NotFoundError('chat.conversationNotFound');
  return conv;
}

/** A message of a conversation in the caller's reach. */
export async function findMessage(ctx: RequestContext, id: number, actor = requireActor(ctx)): Promise<ChatMessageRow & { chat: Conversation }> {
  const msg = Number.isSafeInteger(id) && id > 0 ? await ctx.db.chatMessage.findFirst({ where: { id, chat: visible(actor) }, include: { chat: true } }) : null;
  if (!msg) throw new NotFoundError('chat.messageNotFound');
  return msg;
}

// ---- reading ----------------------------------------------------------------------------------

export interface ConversationFilter {
  shopId?: number;
  platformType?: number;
  /** true: nothing unread; false: something unread. */
  isRead?: boolean;
  hasOrder?: boolean;
  /** Part of the buyer's name or account, or of the last message. */
  keyword?: string;
  /** 1: the buyer wrote first (/buyerMessage); 2: the seller did (/sellerMessage). */
  startedBy?: number;
}

export function conversationWhere(ctx: RequestContext, f: ConversationFilter = {}): Prisma.ChatConversationWhereInput {
  const actor = assertCanRead(ctx);
  const and: Prisma.ChatConversationWhereInput[] = [visible(actor)];
  if (f.shopId) and.push({ shopId: f.shopId });
  if (f.platformType) and.push({ platformType: f.platformType });
  if (f.isRead === true) and.push({ unreadCount: 0 });
  if (f.isRead === false) and.push({ unreadCount: { gt: 0 } });
  if (f.hasOrder === true) and.push({ orderId: { not: null } });
  if (f.hasOrder === false) and.push({ orderId: null });
  if (f.startedBy === 1 || f.startedBy === 2) and.push({ startedBy: f.startedBy });
  const k = f.keyword?.trim();
  if (k) {
    and.push({
      OR: [
        { buyerName: { contains: k, mode: 'insensitive' } },
        { buyerAccount: { contains: k, mode: 'insensitive' } },
        { lastMsg: { contains: k, mode: 'insensitive' } },
      ],
    });
  }
  return { AND: and };
}

export const conversationOrder = (order: 'asc' | 'desc' = 'desc'): Prisma.ChatConversationOrderByWithRelationInput[] => [
  { lastMsgTime: { sort: order, nulls: 'last' } },
  { id: order },
];

function pageOf(offset: number | undefined, limit: number | undefined, fallback: number) {
  const skip = offset ?? 0;
  const take = limit ?? fallback;
  if (!Number.isInteger(skip) || skip < 0 || skip > 1_000_000) throw ValidationError.field('offset', 'validation.offset');
  if (!Number.isInteger(take) || take < 1 || take > PAGE_SIZE_MAX) throw ValidationError.field('limit', 'chat.limitInvalid');
  return { skip, take };
}

/** One page of conversations, newest last message first (chat/conversationList). */
export async function listConversations(ctx: RequestContext, f: ConversationFilter, page: { offset?: number; limit?: number; order?: 'asc' | 'desc' } = {}) {
  const where = conversationWhere(ctx, f);
  const { skip, take } = pageOf(page.offset, page.limit, CHAT_PAGE_SIZE);
  const [rows, count] = await Promise.all([
    ctx.db.chatConversation.findMany({ where, orderBy: conversationOrder(page.order), skip, take }),
    ctx.db.chatConversation.count({ where }),
  ]);
  return { rows, count, hasExists: skip + rows.length < count };
}

/** Messages of a conversation, newest first by default (chat/conversationDetail pages 5 at a time). */
export async function conversationMessages(ctx: RequestContext, chatId: number, page: { offset?: number; limit?: number; order?: 'asc' | 'desc' } = {}) {
  const actor = assertCanRead(ctx);
  const conv = await findConversation(ctx, chatId, actor);
  const { skip, take } = pageOf(page.offset, page.limit, CHAT_DETAIL_PAGE_SIZE);
  const order = page.order ?? 'desc';
  const [rows, count] = await Promise.all([
    ctx.db.chatMessage.findMany({ where: { chatId: conv.id }, orderBy: [{ msgTime: order }, { id: order }], skip, take }),
    ctx.db.chatMessage.count({ where: { chatId: conv.id } }),
  ]);
  return { conversation: conv, rows, count, hasExists: skip + rows.length < count };
}

/** The shop and linked order a conversation's detail shows (spec 01 §3 'Chat detail'). */
export async function conversationContext(ctx: RequestContext, conv: Conversation) {
  const [shop, order] = await Promise.all([
    ctx.db.shop.findFirst({ where: { id: conv.shopId }, select: { id: true, shopName: true, platformType: true, status: true } }),
    conv.orderId
      ? ctx.db.order.findFirst({
          where: { id: conv.orderId, ...allowedShopsWhere(requireActor(ctx), 'shopId') },
          include: { items: { select: { title: true, image: true, platformSku: true, quantity: true, unitPrice: true }, orderBy: { id: 'asc' } } },
        })
      : null,
  ]);
  let shippingName = '';
  if (order?.logisticsChannelId) {
    shippingName = (await ctx.db.logisticsChannel.findFirst({ where: { id: order.logisticsChannelId }, select: { name: true } }))?.name ?? '';
  }
  return { shop, order, shippingName };
}

/** Per platform, its shops the caller may see with their unread messages (chat/platformShops). */
export async function platformShops(ctx: RequestContext) {
  const actor = assertCanRead(ctx);
  const [shops, unread] = await Promise.all([
    ctx.db.shop.findMany({
      where: { AND: [allowedShopsWhere(actor), { status: { in: [1, 2] } }] },
      select: { id: true, shopName: true, platformType: true, platform: true, status: true },
      orderBy: [{ platformType: 'asc' }, { shopName: 'asc' }],
    }),
    ctx.db.chatConversation.groupBy({ by: ['shopId'], where: { AND: [visible(actor), { unreadCount: { gt: 0 } }] }, _sum: { unreadCount: true } }),
  ]);
  const unreadOf = new Map(unread.map((u) => [u.shopId, u._sum.unreadCount ?? 0]));
  const byPlatform = new Map<
    number,
    { platformType: number; platform: string; chat: number; shopGroups: { shopId: number; shopName: string; status: number; chat: number }[] }
  >();
  for (const s of shops) {
    let g = byPlatform.get(s.platformType);
    if (!g)
      byPlatform.set(s.platformType, (g = { platformType: s.platformType, platform: platformName(s.platformType) || s.platform, chat: 0, shopGroups: [] }));
    const chat = unreadOf.get(s.id) ?? 0;
    g.chat += chat;
    g.shopGroups.push({ shopId: s.id, shopName: s.shopName, status: s.status, chat });
  }
  return [...byPlatform.values()];
}

/** Unread buyer messages of every conversation the caller may see (the bell, chat/unReadCount). */
export async function unreadChatCount(ctx: RequestContext): Promise<number> {
  const actor = requireActor(ctx);
  if (!READ_PAGES.some((p) => can(actor, p))) return 0;
  const r = await ctx.db.chatConversation.aggregate({ where: { AND: [visible(actor), { unreadCount: { gt: 0 } }] }, _sum: { unreadCount: true } });
  return r._sum.unreadCount ?? 0;
}

/** Unread messages of one shop (the event's figure). */
async function shopUnread(tx: Tx, shopId: number): Promise<number> {
  const r = await tx.chatConversation.aggregate({ where: { shopId }, _sum: { unreadCount: true } });
  return r._sum.unreadCount ?? 0;
}

/** Records PlatformChatEvent for a shop in the transaction (subscribers allowed to see it are told). */
export async function stageChatEvent(tx: Tx, shop: { id: number; platformType: number }): Promise<void> {
  await stageEvents(tx, [platformChatChanged(shop.id, { platformType: shop.platformType, unreadCount: await shopUnread(tx, shop.id) })]);
}

// ---- marking read -----------------------------------------------------------------------------

async function tellMarketplaceRead(ctx: RequestContext, conv: Conversation) {
  try {
    const shop = await ctx.db.shop.findFirst({ where: { id: conv.shopId } });
    if (!shop || shop.status !== 1) return;
    const answer = await ctx.platform.connectors.get(shop.platformType).markChatRead({
      token: shop.authToken,
      shop: connectorShopOf(shop),
      conversationId: conv.conversationId,
    });
    if (!answer.ok) ctx.platform.logger.warn({ chatId: conv.id, reason: answer.reasonId }, 'marketplace refused mark-read');
  } catch (err) {
    ctx.platform.logger.warn({ err, chatId: conv.id }, 'marketplace mark-read failed');
  }
}

/** Marks one conversation read (selecting it does, spec 01 §2); answers the messages marked. */
export async function markConversationRead(ctx: RequestContext, chatId: number): Promise<number> {
  const actor = assertCanRead(ctx);
  const conv = await findConversation(ctx, chatId, actor);
  const marked = await ctx.db.$transaction(async (tx) => {
    const { count } = await tx.chatMessage.updateMany({ where: { chatId: conv.id, type: CHAT_TYPE.buyer, isRead: false }, data: { isRead: true } });
    if (!count && conv.unreadCount === 0) return 0;
    await tx.chatConversation.updateMany({ where: { id: conv.id }, data: { unreadCount: 0 } });
    await stageChatEvent(tx, conv);
    return count;
  });
  if (marked) await tellMarketplaceRead(ctx, conv);
  return marked;
}

/**
 * Marks every conversation read (chatId 0 in the spec), of a platform and / or shop; nothing
 * unread → 'NoNeedToMarkReadContentYet'. Answers the conversations marked.
 */
export async function markAllRead(ctx: RequestContext, f: { platformType?: number; shopId?: number; identify?: string }): Promise<number> {
  const actor = assertCanRead(ctx);
  const where: Prisma.ChatConversationWhereInput = {
    AND: [visible(actor), { unreadCount: { gt: 0 } }, f.platformType ? { platformType: f.platformType } : {}, f.shopId ? { shopId: f.shopId } : {}],
  };
  if (f.identify) (where.AND as Prisma.ChatConversationWhereInput[]).push({ buyerAccount: f.identify });
  return ctx.db.$transaction(async (tx) => {
    const convs = await tx.chatConversation.findMany({ where, select: { id: true, shopId: true, platformType: true } });
    if (!convs.length) throw new BusinessError('NoNeedToMarkReadContentYet');
    const ids = convs.map((c) => c.id);
    await tx.chatMessage.updateMany({ where: { chatId: { in: ids }, type: CHAT_TYPE.buyer, isRead: false }, data: { isRead: true } });
    await tx.chatConversation.updateMany({ where: { id: { in: ids } }, data: { unreadCount: 0 } });
    const shops = new Map(convs.map((c) => [c.shopId, { id: c.shopId, platformType: c.platformType }]));
    for (const shop of shops.values()) await stageChatEvent(tx, shop);
    return convs.length;
  });
}

// ---- translations -----------------------------------------------------------------------------

/** Stores a message's translation (chat/saveTranslateMessage). */
export async function saveTranslation(ctx: RequestContext, raw: unknown): Promise<ChatMessageRow> {
  const actor = assertCanRead(ctx);
  const input = parseInput(chatTranslationInput, raw);
  const msg = await findMessage(ctx, input.id, actor);
  return ctx.db.chatMessage.update({ where: { id: msg.id }, data: { messageCn: input.messageCn } });
}

// ---- sending ----------------------------------------------------------------------------------

export interface SendChatMessageInput {
  conversationId: number;
  message: string;
  messageMedia?: string[];
  replyMessageId?: string;
}

/**
 * Writes a seller message as sending ('1') and queues its delivery to the marketplace; answers
 * the stored message. Every rule of spec 01 §5 and the marketplace's length limit are checked
 * first: a refused input writes nothing. Reused by auto-replies (their context may be a system one).
 */
export async function sendChatMessage(
  ctx: RequestContext,
  raw: SendChatMessageInput | Record<string, unknown>,
  opts: { autoReply?: boolean } = {},
): Promise<ChatMessageRow> {
  const actor = assertCan(ctx, REPLY);
  const input = parseInput(chatSendInput, raw);
  const conv = await findConversation(ctx, input.conversationId, actor);
  const max = chatMessageMax(conv.platformType);
  if (input.message.length > max) throw ValidationError.field('message', 'chat.messageTooLong', { max });
  const rich = CHAT_RICH_PLATFORMS.includes(conv.platformType);
  if (input.messageMedia.length && !rich) throw ValidationError.field('messageMedia', 'chat.imagesNotSupported');
  if (input.replyMessageId) {
    if (!rich) throw ValidationError.field('replyMessageId', 'chat.replyNotSupported');
    const target = await ctx.db.chatMessage.findFirst({ where: { chatId: conv.id, messageId: input.replyMessageId }, select: { id: true } });
    if (!target) throw ValidationError.field('replyMessageId', 'chat.replyTargetNotFound');
  }
  const shop = await ctx.db.shop.findFirst({ where: { id: conv.shopId }, select: { status: true, shopName: true } });
  if (!shop || shop.status !== 1) throw new BusinessError('chat.shopNotAuthorized', { shopName: shop?.shopName ?? '' });
  const now = new Date();
  const msg = await ctx.db.$transaction(async (tx) => {
    const created = await tx.chatMessage.create({
      data: {
        companyId: actor.companyId,
        chatId: conv.id,
        type: CHAT_TYPE.seller,
        message: input.message,
        messageMedia: input.messageMedia,
        msgTime: now,
        // an auto-reply's sender is the system (shown in the reader's language, senderOf)
        senderName: opts.autoReply ? 'system' : actor.realname || actor.username,
        autoReply: opts.autoReply === true,
        status: CHAT_STATUS.sending,
        replyMessageId: input.replyMessageId,
        tries: 1,
        userId: actor.userId || null,
      },
    });
    await tx.chatConversation.updateMany({ where: { id: conv.id }, data: { lastMsg: input.message, lastMsgTime: now } });
    return created;
  });
  await ctx.platform.jobs.enqueue(CHAT_SEND_JOB, { companyId: actor.companyId, id: msg.id });
  return msg;
}

/** Sends a failed message again (its text, images and reply-to as first written). */
export async function retryChatMessage(ctx: RequestContext, id: number): Promise<ChatMessageRow> {
  const actor = assertCan(ctx, REPLY);
  const msg = await findMessage(ctx, id, actor);
  if (msg.status !== CHAT_STATUS.failed) throw new BusinessError('chat.notFailed');
  const { count } = await ctx.db.chatMessage.updateMany({
    where: { id: msg.id, status: CHAT_STATUS.failed },
    data: { status: CHAT_STATUS.sending, failMsg: '', failReason: '', tries: { increment: 1 } },
  });
  if (count !== 1) throw new BusinessError('chat.notFailed');
  await ctx.platform.jobs.enqueue(CHAT_SEND_JOB, { companyId: actor.companyId, id: msg.id });
  return (await ctx.db.chatMessage.findFirst({ where: { id: msg.id } }))!;
}

/**
 * The queued delivery of one sending message: the marketplace's answer decides sent ('' with its
 * message id) or failed ('-1' with its words). A job delivered twice sends with the same
 * idempotency key (message id and attempt), so the marketplace sends once; a message no longer
 * sending (already delivered) is left alone.
 */
export async function deliverChatMessage(ctx: RequestContext, id: number): Promise<ChatMessageRow | null> {
  const msg = await ctx.db.chatMessage.findFirst({ where: { id, status: CHAT_STATUS.sending }, include: { chat: true } });
  if (!msg) return null;
  const shop = await ctx.db.shop.findFirst({ where: { id: msg.chat.shopId } });
  let outcome: { status: string; messageId?: string; failMsg: string; failReason: string };
  if (!shop || shop.status !== 1) {
    outcome = { status: CHAT_STATUS.failed, failMsg: '', failReason: 'marketplace.shopNotAuthorized' };
  } else {
    try {
      const answer = await ctx.platform.connectors.get(shop.platformType).sendChatMessage({
        token: shop.authToken,
        shop: connectorShopOf(shop),
        conversationId: msg.chat.conversationId,
        buyerAccount: msg.chat.buyerAccount,
        text: msg.message,
        media: (msg.messageMedia as string[] | null) ?? [],
        replyToMessageId: msg.replyMessageId,
        idempotencyKey: `chat-${msg.companyId}-${msg.id}-${msg.tries}`,
      });
      outcome = answer.ok
        ? { status: CHAT_STATUS.done, messageId: answer.messageId, failMsg: '', failReason: '' }
        : { status: CHAT_STATUS.failed, failMsg: answer.message, failReason: answer.reasonId };
    } catch (err) {
      ctx.platform.logger.warn({ err, chatMessageId: msg.id }, 'chat message send failed');
      outcome = { status: CHAT_STATUS.failed, failMsg: '', failReason: 'chat.sendFailed' };
    }
  }
  await ctx.db.chatMessage.updateMany({ where: { id: msg.id, status: CHAT_STATUS.sending }, data: outcome });
  return ctx.db.chatMessage.findFirst({ where: { id: msg.id } });
}

/** What a failed message says to its reader: the marketplace's words, else its reason in the reader's language. */
export function failText(ctx: Pick<RequestContext, 'lang'>, m: Pick<ChatMessageRow, 'failMsg' | 'failReason'>): string {
  if (m.failMsg) return m.failReason ? `${translate(ctx.lang, m.failReason)}: ${m.failMsg}` : m.failMsg;
  return m.failReason ? translate(ctx.lang, m.failReason) : '';
}

/**
 * Who a message is from, as its reader sees it: an auto-reply's sender is the system ("系统" /
 * "system" in the reader's language), never a staff member; others their stored sender name.
 */
export function senderOf(ctx: Pick<RequestContext, 'lang'>, m: Pick<ChatMessageRow, 'senderName' | 'autoReply'>): string {
  return m.autoReply ? translate(ctx.lang, 'chat.systemSender') : m.senderName;
}

/** The job handler (registered at start, chat.pull.ts). */
export function registerChatSendJob(platform: Platform): void {
  platform.jobs.register<{ companyId: number; id: number }>(CHAT_SEND_JOB, async ({ companyId, id }) => {
    await deliverChatMessage(await systemContext(platform, companyId), id);
  });
}
