// GraphQL of the inbox (/buyerMessage, /sellerMessage; issue 21): conversations with the REST
// list's filters, a conversation's detail with a page of messages, the platforms' shops with
// their unread counts; sending (queued), retrying a failed message, marking read, storing a
// translation and pulling now. Reading needs /buyerMessage or /sellerMessage (the service
// checks either page), so those operations are open to signed-in users at the schema level.
import { loadShopName } from '../orders/orders.lookups';
import { CHAT_DETAIL_PAGE_SIZE } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { argsOf, command, commandsOn, exposeFields, onInt, rowCommandsOn } from '../../graphql/fields';
import { plainInput } from '../../graphql/inputs';
import { NotFoundError } from '../../platform/errors';
import { listOf } from '../../graphql/pagination';
import * as chat from './chat.service';
import { pullChatNow, type ChatPullResult } from './chat.pull';

builder.prismaObject('ChatConversation', {
  description: 'A conversation with a buyer on a marketplace (spec 01 §3 Conversation)',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      shopId: 'Int',
      platformType: 'Int',
      conversationId: "String: The marketplace's conversation id",
      buyerAccount: "String: The buyer's account (the spec's identify)",
      buyerName: 'String',
      avatar: 'String',
      startedBy: 'Int: 1 the buyer wrote first, 2 the seller did',
      lastMsg: 'String',
      lastMsgTime: 'DateTime?',
      unreadCount: 'Int',
      platformOrderNo: "String: The marketplace order the conversation is about ('' none)",
      orderId: 'Int?',
    }),
    hasOrder: t.boolean({ resolve: (c) => c.orderId !== null }),
    // batched per request (one query for a page of conversations, not one per row)
    shopName: t.string({ resolve: (c, _a, ctx) => loadShopName(ctx, c.shopId) }),
  }),
});

builder.prismaObject('ChatMessage', {
  description: "One message of a conversation (spec 01 §3 Chat message): type 1 buyer, 2 seller; status '' done, '1' sending, '-1' failed",
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      chatId: 'Int',
      messageId: "String?: The marketplace's message id (null until a seller message is accepted)",
      type: 'Int',
      message: 'String',
      messageCn: 'String: The stored translation',
      msgTime: 'DateTime',
      status: "String: '' done, '1' sending, '-1' failed",
      replyMessageId: 'String',
    }),
    senderName: t.string({
      description: "Who wrote it: the buyer, the staff member, or for an auto-reply the system (系统 / system in the reader's language)",
      resolve: (m, _a, ctx) => chat.senderOf(ctx, m),
    }),
    autoReply: t.exposeBoolean('autoReply', { description: 'Sent by an auto-reply rule (the sender is the system, not a staff member)' }),
    messageMedia: t.stringList({ description: 'Image URLs', resolve: (m) => (m.messageMedia as string[] | null) ?? [] }),
    failMsg: t.string({ description: 'Why the marketplace refused (its own words where it gave them)', resolve: (m, _a, ctx) => chat.failText(ctx, m) }),
  }),
});

type ShopGroup = { shopId: number; shopName: string; status: number; chat: number };
type PlatformGroup = { platformType: number; platform: string; chat: number; shopGroups: ShopGroup[] };
const ChatShopRef = builder.objectRef<ShopGroup>('ChatShop').implement({
  fields: (t) => ({ ...exposeFields(t, { shopId: 'Int', shopName: 'String', status: 'Int', chat: 'Int: Unread messages' }) }),
});
const ChatPlatformRef = builder.objectRef<PlatformGroup>('ChatPlatform').implement({
  description: 'A marketplace with its shops the caller may see (spec 01 §3 Chat platform shop)',
  fields: (t) => ({
    ...exposeFields(t, { platformType: 'Int', platform: 'String', chat: 'Int: Unread messages' }),
    shopGroups: t.field({ type: [ChatShopRef], resolve: (p) => p.shopGroups }),
  }),
});

type Detail = Awaited<ReturnType<typeof chat.conversationMessages>>;
const ChatDetailRef = builder.objectRef<Detail>('ChatConversationDetail').implement({
  description: "A conversation with one page of its messages (newest first unless order is 'asc') and its linked order",
  fields: (t) => ({
    conversation: t.prismaField({ type: 'ChatConversation', resolve: (_q, d) => d.conversation }),
    messages: t.prismaField({ type: ['ChatMessage'], resolve: (_q, d) => d.rows }),
    total: t.int({ resolve: (d) => d.count }),
    hasExists: t.boolean({ description: 'More messages after this page', resolve: (d) => d.hasExists }),
    order: t.prismaField({
      type: 'Order',
      nullable: true,
      resolve: async (query, d, _a, ctx) => (d.conversation.orderId ? ctx.db.order.findFirst({ ...query, where: { id: d.conversation.orderId } }) : null),
    }),
  }),
});

const ChatPullResultRef = builder.objectRef<ChatPullResult>('ChatPullResult').implement({
  fields: (t) => ({ ...exposeFields(t, { shopId: 'Int', newMessages: 'Int', newConversations: 'Int', pages: 'Int' }) }),
});

const ConversationFilter = plainInput('ChatConversationFilter', {
  shopId: 'Int',
  platformType: 'Int',
  isRead: 'Boolean: true nothing unread, false something unread',
  hasOrder: 'Boolean',
  keyword: "String: Part of the buyer's name or account, or of the last message",
  startedBy: 'Int: 1 /buyerMessage (the buyer wrote first), 2 /sellerMessage (the seller did)',
});
const SendInput = plainInput('SendChatMessageInput', {
  conversationId: 'Int!: The conversation (ChatConversation.id)',
  message: 'String!',
  messageMedia: 'String[]: Image URLs (platform type 1 only), at most 6',
  replyMessageId: 'String: The marketplace message id answered (platform type 1 only)',
});

const signedIn = { authScopes: { loggedIn: true as const } };
const inboxCommand = { errors: {}, authScopes: { loggedIn: true as const }, extensions: { operateModule: 'buyerMessage' } };
const reply = command('buyerMessage.reply', { operateModule: 'buyerMessage' });
const onMessage = rowCommandsOn('ChatMessage');

builder.queryFields((t) => ({
  chatConversations: t.prismaConnection({
    type: 'ChatConversation',
    ...signedIn,
    description: 'Conversations of the shops the caller may see, latest message first (needs /buyerMessage or /sellerMessage)',
    ...listOf(ConversationFilter, (ctx) => ctx.db.chatConversation, chat.conversationWhere, chat.conversationOrder('desc')),
  }),
  chatConversationDetail: t.field({
    type: ChatDetailRef,
    nullable: true,
    ...signedIn,
    description: `A conversation and a page of its messages (default ${CHAT_DETAIL_PAGE_SIZE}, newest first); null when not found`,
    args: argsOf({ id: 'Int!', offset: 'Int: Messages to skip', limit: 'Int', order: "String: 'desc' (default) or 'asc'" }),
    resolve: async (_r, a, ctx) => {
      try {
        return await chat.conversationMessages(ctx, a.id, {
          offset: a.offset ?? undefined,
          limit: a.limit ?? undefined,
          order: a.order === 'asc' ? 'asc' : 'desc',
        });
      } catch (err) {
        if (err instanceof NotFoundError) return null;
        throw err;
      }
    },
  }),
  chatPlatformShops: t.field({ type: [ChatPlatformRef], ...signedIn, resolve: (_r, _a, ctx) => chat.platformShops(ctx) }),
  chatUnreadCount: t.int({
    ...signedIn,
    description: 'Unread buyer messages the caller may see (0 without the inbox pages)',
    resolve: (_r, _a, ctx) => chat.unreadChatCount(ctx),
  }),
}));

builder.mutationFields((t) => ({
  sendChatMessage: t.prismaField(
    onMessage.byInput(reply, SendInput, (ctx, input) => chat.sendChatMessage(ctx, input), "Writes a seller message as sending ('1') and queues its delivery"),
  ),
  retryChatMessage: t.prismaField(onMessage.byId(reply, chat.retryChatMessage, 'Sends a failed message again')),
  markChatRead: t.field(onInt.byId(inboxCommand, chat.markConversationRead, 'Marks a conversation read; answers the messages marked')),
  markAllChatsRead: t.field(
    onInt.byArgs(
      inboxCommand,
      { platformType: 'Int', shopId: 'Int', identify: 'String' },
      (ctx, a) => chat.markAllRead(ctx, a),
      "Marks every unread conversation (of a platform / shop) read; nothing unread → 'NoNeedToMarkReadContentYet'",
    ),
  ),
  saveChatTranslation: t.prismaField(
    onMessage.byArgs(inboxCommand, { id: 'Int!', messageCn: 'String!' }, chat.saveTranslation, "Stores a message's translation"),
  ),
  pullChatNow: t.field(
    commandsOn([ChatPullResultRef]).byArgs(
      command('buyerMessage.pull', { operateModule: 'buyerMessage' }),
      { shopId: 'Int: One shop; none: every authorized shop the caller may see' },
      (ctx, a) => pullChatNow(ctx, a.shopId),
    ),
  ),
}));
