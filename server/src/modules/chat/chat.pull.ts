// Chat pulls (issue 21 item 1): each authorized shop's conversations and messages from its stored
// cursor, page by page, like the order pull (marketplaces/pull.service.ts). One transaction per
// page stores the conversations and messages that are new, moves the conversations' last message
// and unread counts, records PlatformChatEvent for the shop when buyers wrote (the outbox: the
// event exists exactly when the page committed) and moves the cursor. The unique keys
// (shopId, conversationId) and (chatId, messageId) with skipDuplicates make a re-read page
// harmless (a crash after storing a page but before its cursor moved re-pulls it without
// duplicates); a lock on ChatPull keeps two pulls of one shop apart. Conversations link to the
// shop's order by the marketplace order number, else to the buyer's latest order in the shop.
// Scheduled every CHAT_PULL_MS for every authorized shop (main.ts; one instance holds the lease), and on
// demand (pullChatNow).
import { CHAT_TYPE, SHOP_STATUS } from '@erp/schema';
import { allowedShopsWhere, assertCan, type Platform, type RequestContext } from '../../platform/context';
import type { MarketplaceChatMessage } from '../../platform/connectors';
import { unscopedDb, type Tx } from '../../platform/db';
import { AppError, BusinessError, NotFoundError } from '../../platform/errors';
import { claimLease } from '../../platform/schedule';
import { claimPullLock, openShopPull, pullPages, storeUnderLock } from '../marketplaces/paged-pull';
import { systemContext } from '../marketplaces/pull.service';
import { autoReplyDecision, recordAutoReplySent } from '../replies/replies.service';
import { registerChatSendJob, sendChatMessage, stageChatEvent } from './chat.service';
import { publishCompanyEvent } from '../realtime/realtime.graphql';

export const CHAT_PULL_PAGE = 50;
export const CHAT_PULL_LOCK_MS = 5 * 60_000;
/** Marketplaces rate sellers on answers within minutes (spec 02 §9): pull every 2 minutes. */
export const CHAT_PULL_MS = 2 * 60_000;
const MAX_PAGES = 100;

export interface ChatPullResult {
  shopId: number;
  newMessages: number;
  newConversations: number;
  pages: number;
}

type ShopRow = { id: number; platformType: number; site: string; shopName: string; status: number; authToken: string };

async function ensurePullRow(ctx: RequestContext, shopId: number) {
  await ctx.db.chatPull.createMany({ data: [{ shopId } as never], skipDuplicates: true });
  return (await ctx.db.chatPull.findFirst({ where: { shopId } }))!;
}

async function acquireLock(ctx: RequestContext, shopId: number): Promise<Date | null> {
  return claimPullLock(ctx.db.chatPull, shopId, CHAT_PULL_LOCK_MS);
}

/**
 * The shop's orders the conversations are about, in two statements whatever their number: by
 * marketplace order number (the parent first, then the oldest), else the buyer's latest order.
 */
async function linkedOrderIds(tx: Tx, shopId: number, convs: { id: number; platformOrderNo: string; buyerAccount: string }[]): Promise<Map<number, number>> {
  const numbers = [...new Set(convs.map((c) => c.platformOrderNo).filter(Boolean))];
  const buyers = [...new Set(convs.filter((c) => !c.platformOrderNo && c.buyerAccount).map((c) => c.buyerAccount))];
  const [byNumber, byBuyer] = await Promise.all([
    numbers.length
      ? tx.order.findMany({
          where: { shopId, platformOrderNo: { in: numbers } },
          select: { id: true, platformOrderNo: true },
          orderBy: [{ parentId: { sort: 'asc', nulls: 'first' } }, { id: 'asc' }],
        })
      : [],
    buyers.length
      ? tx.order.findMany({
          where: { shopId, buyerAccount: { in: buyers } },
          select: { id: true, buyerAccount: true },
          orderBy: [{ orderedAt: 'desc' }, { id: 'asc' }],
        })
      : [],
  ]);
  const firstByNumber = new Map<string, number>();
  for (const o of byNumber) if (!firstByNumber.has(o.platformOrderNo)) firstByNumber.set(o.platformOrderNo, o.id);
  const latestByBuyer = new Map<string, number>();
  for (const o of byBuyer) if (!latestByBuyer.has(o.buyerAccount)) latestByBuyer.set(o.buyerAccount, o.id);
  const linked = new Map<number, number>();
  for (const c of convs) {
    const id = c.platformOrderNo ? firstByNumber.get(c.platformOrderNo) : latestByBuyer.get(c.buyerAccount);
    if (id != null) linked.set(c.id, id);
  }
  return linked;
}

/** Stores one page; answers what was new. */
async function storePage(ctx: RequestContext, tx: Tx, shop: ShopRow, page: MarketplaceChatMessage[]) {
  const companyId = ctx.actor!.companyId;
  const convs = new Map<string, MarketplaceChatMessage>();
  for (const m of page) if (!convs.has(m.conversation.conversationId)) convs.set(m.conversation.conversationId, m);
  const created = await tx.chatConversation.createManyAndReturn({
    data: [...convs.values()].map((m) => ({
      companyId,
      shopId: shop.id,
      platformType: shop.platformType,
      conversationId: m.conversation.conversationId,
      buyerAccount: m.conversation.buyerAccount,
      buyerName: m.conversation.buyerName,
      platformOrderNo: m.conversation.platformOrderNo,
      startedBy: m.type,
    })),
    skipDuplicates: true,
    select: { id: true },
  });
  const rows = await tx.chatConversation.findMany({ where: { shopId: shop.id, conversationId: { in: [...convs.keys()] } } });
  const byKey = new Map(rows.map((r) => [r.conversationId, r]));
  const inserted = await tx.chatMessage.createManyAndReturn({
    data: page.map((m) => ({
      companyId,
      chatId: byKey.get(m.conversation.conversationId)!.id,
      messageId: m.messageId,
      type: m.type,
      message: m.text,
      messageMedia: m.media,
      msgTime: m.sentAt,
      senderName: m.senderName,
      replyMessageId: m.replyToMessageId,
      isRead: m.type !== CHAT_TYPE.buyer,
    })),
    skipDuplicates: true,
    select: { chatId: true, type: true, message: true, msgTime: true },
  });
  // Per conversation: buyer messages to add to its unread count, and its newest message.
  const touched = new Map<number, { unread: number; last: { message: string; msgTime: Date } | null }>();
  for (const m of inserted) {
    const t = touched.get(m.chatId) ?? { unread: 0, last: null };
    if (m.type === CHAT_TYPE.buyer) t.unread++;
    if (!t.last || m.msgTime >= t.last.msgTime) t.last = { message: m.message, msgTime: m.msgTime };
    touched.set(m.chatId, t);
  }
  // One UPDATE for every changed conversation (a page touches up to 50): unread counts added, the
  // newest message kept (compared in SQL, so a reply sent meanwhile is never overwritten by an
  // older one), the order linked where it was not.
  const linked = await linkedOrderIds(
    tx,
    shop.id,
    rows.filter((c) => c.orderId == null),
  );
  const changes = rows
    .map((conv) => ({ conv, t: touched.get(conv.id), orderId: conv.orderId ?? linked.get(conv.id) ?? null }))
    .filter(({ conv, t, orderId }) => t || orderId !== conv.orderId);
  if (changes.length)
    await tx.$executeRaw`
      UPDATE "ChatConversation" c
         SET "unreadCount" = c."unreadCount" + v.unread,
             "lastMsg" = CASE WHEN v.at IS NOT NULL AND (c."lastMsgTime" IS NULL OR v.at >= c."lastMsgTime") THEN v.msg ELSE c."lastMsg" END,
             "lastMsgTime" = CASE WHEN v.at IS NOT NULL AND (c."lastMsgTime" IS NULL OR v.at >= c."lastMsgTime") THEN v.at ELSE c."lastMsgTime" END,
             "orderId" = COALESCE(c."orderId", v."orderId"),
             "updatedAt" = now()
        FROM unnest(${changes.map((c) => c.conv.id)}::int[], ${changes.map((c) => c.t?.unread ?? 0)}::int[],
                    ${changes.map((c) => c.t?.last?.message ?? null)}::text[], ${changes.map((c) => c.t?.last?.msgTime ?? null)}::timestamptz[],
                    ${changes.map((c) => c.orderId)}::int[]) AS v(id, unread, msg, at, "orderId")
       WHERE c.id = v.id AND c."companyId" = ${companyId} AND c."shopId" = ${shop.id}`;
  const buyerWrote = inserted.some((m) => m.type === CHAT_TYPE.buyer);
  if (buyerWrote) await stageChatEvent(tx, shop);
  // the newest new buyer message of each conversation: what an auto-reply answers after the commit
  const latestBuyer = new Map<number, { message: string; msgTime: Date }>();
  for (const m of inserted) {
    if (m.type !== CHAT_TYPE.buyer) continue;
    const seen = latestBuyer.get(m.chatId);
    if (!seen || m.msgTime >= seen.msgTime) latestBuyer.set(m.chatId, { message: m.message, msgTime: m.msgTime });
  }
  return { newMessages: inserted.length, newConversations: created.length, latestBuyer };
}

/** Buyer messages older than this when pulled are history (a shop's first pull): no auto-reply. */
export const AUTO_REPLY_MAX_AGE_MS = 24 * 3_600_000;

/**
 * Auto-replies (issue 21 item 4, spec 02 §9) to the new buyer messages of a committed page: per
 * conversation its newest buyer message, if recent, goes to the company's rules
 * (autoReplyDecision); the 24-hour window is claimed (recordAutoReplySent) before the reply is
 * queued like a typed one (sendChatMessage, as the company's system account), so two pulls never
 * both answer. A refused reply (too long for the marketplace, shop no longer authorized) is
 * logged and never fails the pull.
 */
async function answerAutomatically(ctx: RequestContext, shop: ShopRow, latestBuyer: Map<number, { message: string; msgTime: Date }>, now: Date) {
  const fresh = [...latestBuyer].filter(([, m]) => now.getTime() - m.msgTime.getTime() <= AUTO_REPLY_MAX_AGE_MS);
  if (!fresh.length) return;
  const companyId = ctx.actor!.companyId;
  const convs = await ctx.db.chatConversation.findMany({
    where: { id: { in: fresh.map(([id]) => id) } },
    select: { id: true, buyerName: true, buyerAccount: true, platformOrderNo: true, orderId: true },
  });
  const orderIds = convs.map((c) => c.orderId).filter((id): id is number => id != null);
  const orders = orderIds.length
    ? await ctx.db.order.findMany({ where: { id: { in: orderIds } }, select: { id: true, platformOrderNo: true, trackingNo: true } })
    : [];
  let system: RequestContext | null = null;
  for (const conv of convs) {
    const message = latestBuyer.get(conv.id)!;
    const order = orders.find((o) => o.id === conv.orderId);
    try {
      const decision = await autoReplyDecision(ctx, companyId, {
        conversationId: conv.id,
        shopId: shop.id,
        platformType: shop.platformType,
        text: message.message,
        receivedAt: message.msgTime,
        values: {
          buyerName: conv.buyerName || conv.buyerAccount,
          orderNumber: order?.platformOrderNo || conv.platformOrderNo,
          trackingNumber: order?.trackingNo ?? '',
          shopName: shop.shopName,
        },
      });
      if (!decision?.text.trim()) continue;
      if (!(await recordAutoReplySent(ctx.db, companyId, { conversationId: conv.id, ruleId: decision.ruleId, sentAt: message.msgTime }))) continue;
      system ??= await systemContext(ctx.platform, companyId, ctx.lang);
      await sendChatMessage(system, { conversationId: conv.id, message: decision.text }, { autoReply: true });
    } catch (err) {
      ctx.platform.logger.warn({ err, conversationId: conv.id }, 'auto-reply not sent');
    }
  }
}

/**
 * Pulls one shop now: every page after its stored cursor. Only authorized shops; one pull per
 * shop at a time ('chat.pullRunning'). A failure stores its message id in lastError, releases
 * the lock and is thrown; pages already stored stay.
 */
export async function pullShopChat(ctx: RequestContext, shopId: number, opts: { now?: Date; limit?: number } = {}): Promise<ChatPullResult> {
  const opened = await openShopPull(ctx, shopId, { notAuthorized: 'chat.shopNotAuthorized', running: 'chat.pullRunning' }, ensurePullRow, acquireLock);
  const { shop, pull } = opened;
  let lock = opened.lock;
  const connector = ctx.platform.connectors.get(shop.platformType);
  const result: ChatPullResult = { shopId: shop.id, newMessages: 0, newConversations: 0, pages: 0 };
  const from = { cursor: pull.cursor, limit: opts.limit ?? CHAT_PULL_PAGE, now: opts.now, maxPages: MAX_PAGES };
  try {
    await pullPages(
      shop,
      from,
      (request) => connector.pullChat(request),
      async (answer) => {
        const page = await storeUnderLock(
          ctx,
          (tx) => tx.chatPull,
          { shopId: shop.id, held: lock, ms: CHAT_PULL_LOCK_MS, nextCursor: answer.nextCursor },
          async (tx) => (answer.messages.length ? await storePage(ctx, tx, shop, answer.messages) : { newMessages: 0, newConversations: 0, latestBuyer: null }),
          () => new BusinessError('chat.pullRunning', { shopName: shop.shopName }),
        );
        const stored = page.stored;
        lock = page.lock;
        // The web client's company channel (spec 01 §7 company_notify: PlatformChatEvent {shopId});
        // partners get the typed event from the outbox. Only users who may see the shop receive it.
        if (stored.latestBuyer?.size)
          publishCompanyEvent(ctx.platform, ctx.actor!.companyId, { event: 'PlatformChatEvent', data: { shopId: shop.id, platformType: shop.platformType } });
        if (stored.latestBuyer?.size) await answerAutomatically(ctx, shop, stored.latestBuyer, opts.now ?? new Date());
        result.pages++;
        result.newMessages += stored.newMessages;
        result.newConversations += stored.newConversations;
        return answer;
      },
    );
    await ctx.db.chatPull.updateMany({
      where: { shopId: shop.id, lockedUntil: lock },
      data: { lockedUntil: null, lastPulledAt: opts.now ?? new Date(), lastError: '', lastCount: result.newMessages },
    });
    return result;
  } catch (err) {
    const messageId = err instanceof AppError ? err.messageId : 'chat.pullFailed';
    if (!(err instanceof AppError)) ctx.platform.logger.warn({ err, shopId: shop.id }, 'chat pull failed');
    await ctx.db.chatPull.updateMany({ where: { shopId: shop.id, lockedUntil: lock }, data: { lockedUntil: null, lastError: messageId } });
    throw err;
  }
}

/** The inbox's "pull now" (buyerMessage.pull): one shop, or every authorized shop the caller may see. */
export async function pullChatNow(ctx: RequestContext, shopId?: number): Promise<ChatPullResult[]> {
  const actor = assertCan(ctx, 'buyerMessage.pull');
  const shops = await ctx.db.shop.findMany({
    where: { AND: [allowedShopsWhere(actor), shopId ? { id: shopId } : { status: SHOP_STATUS.authorized }] },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  if (shopId && !shops.length) throw new NotFoundError('shop.notFound');
  const out: ChatPullResult[] = [];
  for (const s of shops) {
    try {
      out.push(await pullShopChat(ctx, s.id));
    } catch (err) {
      if (shopId) throw err instanceof AppError ? err : new BusinessError('chat.pullFailed');
    }
  }
  return out;
}

/** One scheduled round: every authorized shop of every company. */
export async function pullAllChats(platform: Platform, now?: Date): Promise<{ shops: number; failed: number; newMessages: number }> {
  const db = unscopedDb(platform.database.prisma, 'the chat pull schedule visits the authorized shops of every company');
  const shops = await db.shop.findMany({
    where: { status: SHOP_STATUS.authorized },
    select: { id: true, companyId: true },
    orderBy: [{ companyId: 'asc' }, { id: 'asc' }],
  });
  let ctx: RequestContext | null = null;
  const r = { shops: 0, failed: 0, newMessages: 0 };
  for (const s of shops) {
    try {
      if (ctx?.actor?.companyId !== s.companyId) ctx = await systemContext(platform, s.companyId);
      r.newMessages += (await pullShopChat(ctx, s.id, { now })).newMessages;
      r.shops++;
    } catch (err) {
      r.failed++;
      if (!(err instanceof AppError)) platform.logger.warn({ err, shopId: s.id }, 'scheduled chat pull failed');
    }
  }
  return r;
}

/** The send job's handler (app.ts: every server process works the queue). */
export function startChatJobs(platform: Platform): void {
  registerChatSendJob(platform);
}

/**
 * The pull schedule (main.ts, like the order pulls: tests pull themselves): every CHAT_PULL_MS
 * the instance holding the lease pulls every authorized shop; answers a stop function.
 */
export function startChatPullSchedule(platform: Platform, everyMs = CHAT_PULL_MS): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    claimLease(platform, 'chat-pull', Math.max(1000, everyMs - 1000))
      .then(async (held) => {
        if (!held) return;
        const r = await pullAllChats(platform);
        if (r.newMessages || r.failed) platform.logger.info(r, 'chat pulled');
      })
      .catch((err) => platform.logger.warn({ err }, 'chat pull schedule tick failed'))
      .finally(() => (running = false));
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
