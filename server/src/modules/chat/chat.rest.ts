// REST compat of the inbox (spec 01 §7): chat/platformShops, chat/conversationList,
// chat/conversationDetail, chat/markMessage, chat/saveMessage, chat/saveTranslateMessage. Thin:
// the same services as GraphQL. `offset` is the page number from 1 (as api/v1/reportJobs reads
// the spec's "offset (page)"); `order` 'desc' (default) or 'asc'.
import { CHAT_DETAIL_PAGE_SIZE, CHAT_PAGE_SIZE, translate } from '@erp/schema';
import type { RequestContext } from '../../platform/context';
import { ValidationError } from '../../platform/errors';
import type { RestRoute } from '../../rest/router';
import * as chat from './chat.service';

/** A whole number of the body (numbers or digit strings); '' and absent are undefined. */
function intOf(body: Record<string, unknown>, key: string): number | undefined {
  const v = body[key];
  if (v === undefined || v === null || v === '') return undefined;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n)) throw ValidationError.field(key, 'validation.positiveId');
  return n;
}
const boolOf = (v: unknown): boolean | undefined =>
  v === undefined || v === null || v === ''
    ? undefined
    : v === true || v === 1 || v === '1' || v === 'true'
      ? true
      : v === false || v === 0 || v === 2 || v === '0' || v === '2' || v === 'false'
        ? false
        : undefined;
const orderOf = (v: unknown): 'asc' | 'desc' => (typeof v === 'string' && v.toLowerCase().startsWith('asc') ? 'asc' : 'desc');

/** Page number (from 1) and size → rows to skip. */
function paging(body: Record<string, unknown>, size: number) {
  const page = Math.max(1, intOf(body, 'offset') ?? 1);
  const limit = intOf(body, 'limit') ?? size;
  return { offset: (page - 1) * limit, limit };
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : '');

export function conversationView(c: chat.Conversation, shopNames: Map<number, string>) {
  return {
    id: c.id,
    conversationId: c.conversationId,
    senderName: c.buyerName || c.buyerAccount,
    avatar: c.avatar,
    lastMsg: c.lastMsg,
    lastMsgTime: iso(c.lastMsgTime),
    unReadCount: c.unreadCount,
    on: c.unreadCount > 0,
    identify: c.buyerAccount,
    platformType: c.platformType,
    shopId: c.shopId,
    shopName: shopNames.get(c.shopId) ?? '',
    hasOrder: c.orderId !== null,
    startedBy: c.startedBy,
  };
}

export function messageView(ctx: RequestContext, m: chat.ChatMessageRow) {
  return {
    id: m.id,
    messageId: m.messageId ?? '',
    type: m.type,
    message: m.message,
    messageMedia: (m.messageMedia as string[] | null) ?? [],
    messageCn: m.messageCn,
    msgTime: iso(m.msgTime),
    senderName: chat.senderOf(ctx, m),
    /** Sent by an auto-reply rule: the sender is the system, not a staff member. */
    autoReply: m.autoReply,
    avatar: '',
    status: m.status,
    failMsg: chat.failText(ctx, m),
    replyMessageId: m.replyMessageId,
  };
}

async function shopNamesOf(ctx: RequestContext, ids: number[]) {
  const shops = await ctx.db.shop.findMany({ where: { id: { in: [...new Set(ids)] } }, select: { id: true, shopName: true } });
  return new Map(shops.map((s) => [s.id, s.shopName]));
}

export const chatRoutes: RestRoute[] = [
  {
    path: 'chat/platformShops',
    auth: 'required',
    handler: async (ctx) => ({ shopList: await chat.platformShops(ctx) }),
  },
  {
    path: 'chat/conversationList',
    auth: 'required',
    handler: async (ctx, body) => {
      const search =
        typeof body.buyerName === 'string'
          ? body.buyerName
          : typeof body.lastMsg === 'string'
            ? body.lastMsg
            : typeof body.keyword === 'string'
              ? body.keyword
              : '';
      const { rows, count, hasExists } = await chat.listConversations(
        ctx,
        {
          shopId: intOf(body, 'shopId') || undefined,
          platformType: intOf(body, 'platformType') || undefined,
          isRead: boolOf(body.isRead),
          hasOrder: boolOf(body.hasOrder),
          keyword: search,
          startedBy: intOf(body, 'startedBy') || undefined,
        },
        { ...paging(body, CHAT_PAGE_SIZE), order: orderOf(body.order) },
      );
      const names = await shopNamesOf(
        ctx,
        rows.map((r) => r.shopId),
      );
      return { data: rows.map((r) => conversationView(r, names)), count, hasExists };
    },
  },
  {
    path: 'chat/conversationDetail',
    auth: 'required',
    handler: async (ctx, body) => {
      const chatId = intOf(body, 'chatId');
      if (!chatId || chatId <= 0) throw ValidationError.field('chatId', 'validation.positiveId');
      const {
        conversation: c,
        rows,
        hasExists,
      } = await chat.conversationMessages(ctx, chatId, { ...paging(body, CHAT_DETAIL_PAGE_SIZE), order: orderOf(body.order) });
      const { shop, order, shippingName } = await chat.conversationContext(ctx, c);
      const first = order?.items[0];
      return {
        list: rows.map((m) => messageView(ctx, m)),
        hasExists,
        buyerName: c.buyerName,
        shopAccount: shop?.shopName ?? '',
        shop: shop ? { id: shop.id, shopName: shop.shopName } : null,
        identify: c.buyerAccount,
        order: order
          ? {
              itemPhoto: first?.image ?? '',
              itemTitle: first?.title ?? '',
              itemMark: first?.platformSku ?? '',
              totalPrice: order.totalAmount.toFixed(2),
              statusTitle: translate(ctx.lang, `order.status.${order.status}`),
              platformOrderNum: order.platformOrderNo,
              orderStatusName: translate(ctx.lang, `order.status.${order.status}`),
              currency: order.currency,
              activePrice: first ? first.unitPrice.toFixed(2) : '',
              receiveName: order.buyerName,
              address: [order.address1, order.address2, order.city, order.state, order.postcode, order.country].filter(Boolean).join(', '),
              otherInfo: { buyerCarrier: '' },
              shippingName,
              shippingNum: order.trackingNo,
              orderTime: iso(order.orderedAt),
              payTime: iso(order.paidAt),
              shippingTime: iso(order.shippedAt),
            }
          : null,
      };
    },
  },
  {
    // chatId marks one conversation; chatId 0 with platformType and shopId (or identify) marks all.
    path: 'chat/markMessage',
    auth: 'required',
    logged: true,
    handler: async (ctx, body) => {
      const chatId = intOf(body, 'chatId') ?? 0;
      if (chatId > 0) return { marked: await chat.markConversationRead(ctx, chatId) };
      const identify = typeof body.identify === 'string' ? body.identify.trim() : '';
      return {
        marked: await chat.markAllRead(ctx, { platformType: intOf(body, 'platformType') || undefined, shopId: intOf(body, 'shopId') || undefined, identify }),
      };
    },
  },
  {
    path: 'chat/saveMessage',
    auth: 'required',
    logged: true,
    handler: async (ctx, body) => {
      const media = body.messageMedia;
      const msg = await chat.sendChatMessage(ctx, {
        conversationId: intOf(body, 'chatId') ?? 0,
        message: body.message as string,
        messageMedia: Array.isArray(media) ? (media as string[]) : typeof media === 'string' && media ? media.split(',') : [],
        replyMessageId:
          typeof body.replyMessageId === 'string' ? body.replyMessageId : typeof body.replyMessageId === 'number' ? String(body.replyMessageId) : '',
      });
      return messageView(ctx, msg);
    },
  },
  {
    path: 'chat/saveTranslateMessage',
    auth: 'required',
    logged: true,
    handler: async (ctx, body) => {
      const m = await chat.saveTranslation(ctx, { id: intOf(body, 'id'), messageCn: body.messageCn });
      return messageView(ctx, m);
    },
  },
];
