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
