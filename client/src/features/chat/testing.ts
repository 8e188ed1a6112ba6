/** Chat fixtures shared by the inbox and widget tests. */
export const conv = (over: Record<string, unknown>) => ({
  __typename: 'ChatConversation',
  id: 1,
  shopId: 3,
  shopName: 'eBay US',
  platformType: 1,
  buyerName: 'Emily Clark',
  buyerAccount: 'emily_1234',
  lastMsg: 'When will my order ship?',
  lastMsgTime: '2026-11-20T08:00:00.000Z',
  unreadCount: 2,
  hasOrder: true,
  platformOrderNo: '12-34567-89012',
  startedBy: 1,
  ...over,
});

/** A page of conversations as chatConversations answers it. */
export const connection = (rows: unknown[], total = rows.length) => ({
  chatConversations: {
    __typename: 'ChatConversationConnection',
    totalCount: total,
    edges: rows.map((node) => ({ __typename: 'ChatConversationEdge', node })),
  },
});

/** A message of a conversation as chatConversationDetail answers it. */
export const chatMessage = (over: Record<string, unknown>) => ({
  __typename: 'ChatMessage',
  id: 10,
  messageId: 'm-1',
  type: 1,
  message: 'When will my order ship?',
  messageMedia: [],
  messageCn: '',
  msgTime: '2026-11-20T08:00:00.000Z',
  senderName: 'Emily Clark',
  autoReply: false,
  status: '',
  failMsg: '',
  replyMessageId: '',
  ...over,
});

/** The conversation `c` opened: its messages and its linked order (SO000050, 25.00 in `order.currency`). */
export const conversationDetail = (c: ReturnType<typeof conv>, messages: unknown[], order: { status: string; currency: string; trackingNo: string }) => ({
  chatConversationDetail: {
    __typename: 'ChatConversationDetail',
    total: messages.length,
    hasExists: false,
    conversation: {
      __typename: 'ChatConversation',
      id: c.id,
      shopId: c.shopId,
      buyerName: c.buyerName,
      buyerAccount: c.buyerAccount,
      shopName: c.shopName,
      platformType: c.platformType,
      platformOrderNo: c.platformOrderNo,
      unreadCount: 0,
    },
    order: { __typename: 'Order', id: 50, orderNo: 'SO000050', platformOrderNo: c.platformOrderNo, totalAmount: '25.00', ...order },
    messages,
  },
});

/** A marketplace in the chat's shop list (ChatPlatformShops) with its shops, each counting `chat` unread like it. */
export const chatPlatform = (platformType: number, platform: string, chat: number, shops: { shopId: number; shopName: string }[]) => ({
  __typename: 'ChatPlatform',
  platformType,
  platform,
  chat,
  shopGroups: shops.map((s) => ({ __typename: 'ChatShop', ...s, chat })),
});

/** eBay with the shop "eBay US" (id 3), two unread. */
export const EBAY_US = chatPlatform(1, 'ebay', 2, [{ shopId: 3, shopName: 'eBay US' }]);
