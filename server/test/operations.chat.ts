// Crawler entries of the inbox (issue 21; see DomainOperations in operations.ts): conversations,
// a conversation's detail, platforms' shops, sending, retrying, marking read, translations and
// pulling now. The seed makes an authorized sandbox shop with one conversation holding a buyer
// message and a failed seller message; company A aiming at B's ids gets "not found" (or null).
import { unscopedDb } from '../src/platform/db';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const V = `${E} ... on ValidationError { fieldErrors { messageId } }`;

export const chatOperations: DomainOperations = {
  operations: [
    {
      field: 'chatConversations',
      query: 'query($f: ChatConversationFilter) { chatConversations(first: 100, filter: $f) { totalCount edges { node { id shopName } } } }',
      variables: (i) => ({ f: { shopId: i.chatShopId } }),
      foreign: { list: 'chatConvId' },
    },
    {
      field: 'chatConversationDetail',
      query: 'query($id: Int!) { chatConversationDetail(id: $id) { total messages { id } } }',
      variables: (i) => ({ id: i.chatConvId }),
      foreign: 'null',
    },
    { field: 'chatPlatformShops', query: '{ chatPlatformShops { platformType chat shopGroups { shopId chat } } }', variables: () => ({}) },
    { field: 'chatUnreadCount', query: '{ chatUnreadCount }', variables: () => ({}) },
    {
      field: 'sendChatMessage',
      query: `mutation($i: SendChatMessageInput!) { sendChatMessage(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { conversationId: i.chatConvId, message: 'Crawl answer' } }),
      foreign: 'notFound',
    },
    {
      field: 'retryChatMessage',
      query: `mutation($id: Int!) { retryChatMessage(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.chatFailedMsgId }),
      foreign: 'notFound',
    },
    {
      field: 'markChatRead',
      query: `mutation($id: Int!) { markChatRead(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.chatConvId }),
      foreign: 'notFound',
    },
    {
      field: 'markAllChatsRead',
      query: `mutation($s: Int) { markAllChatsRead(shopId: $s) { ${E} } }`,
      variables: (i) => ({ s: i.chatShopId }),
    },
    {
      field: 'saveChatTranslation',
      query: `mutation($id: Int!) { saveChatTranslation(id: $id, messageCn: "爬虫译文") { ${V} } }`,
      variables: (i) => ({ id: i.chatBuyerMsgId }),
      foreign: 'notFound',
    },
    {
      field: 'pullChatNow',
      query: `mutation($s: Int) { pullChatNow(shopId: $s) { ${E} } }`,
      variables: (i) => ({ s: i.chatShopId }),
      foreign: 'notFound',
    },
  ],

  async seed(app, company, tag) {
    const db = unscopedDb(app.platform.database.prisma, 'crawl seed');
    const { companyId } = company;
    const shop = await db.shop.create({
      data: { companyId, platformType: 1, platform: 'ebay', shopName: `crawl chat ${tag}`, status: 1, authToken: `sbx_crawl_${tag}` },
    });
    const conv = await db.chatConversation.create({
      data: {
        companyId,
        shopId: shop.id,
        platformType: 1,
        conversationId: `crawl-${tag}`,
        buyerName: 'Crawl Buyer',
        buyerAccount: 'crawl_buyer',
        unreadCount: 1,
      },
    });
    const at = new Date('2026-11-01T10:00:00Z');
    const buyer = await db.chatMessage.create({
      data: { companyId, chatId: conv.id, messageId: 'crawl-1', type: 1, message: 'Where is my parcel?', msgTime: at, isRead: false },
    });
    const failed = await db.chatMessage.create({
      data: {
        companyId,
        chatId: conv.id,
        type: 2,
        message: 'Crawl reply',
        msgTime: at,
        status: '-1',
        failMsg: 'blocked',
        failReason: 'chat.sandboxRefused',
        tries: 1,
      },
    });
    return { chatShopId: shop.id, chatConvId: conv.id, chatBuyerMsgId: buyer.id, chatFailedMsgId: failed.id };
  },

  snapshot: (db, companyId) =>
    Promise.all([
      db.chatConversation.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.chatMessage.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    ]),
};
