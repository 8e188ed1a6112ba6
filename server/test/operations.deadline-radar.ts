// Crawler entries of the deadline radar (issue 21 item 8; see DomainOperations in operations.ts).
// The seed gives each company an unshipped order due in 3 hours and an unanswered buyer in its
// crawl shop, so company A's radar would show B's shop name (a tenancy marker) if it leaked.
import { unscopedDb } from '../src/platform/db';
import type { DomainOperations } from './operations';

export const deadlineRadarOperations: DomainOperations = {
  operations: [
    {
      field: 'deadlineRadar',
      query: '{ deadlineRadar(first: 100) { totalCount items { kind id shopName reference buyer } } }',
      variables: () => ({}),
    },
  ],

  async seed(app, company, tag) {
    const db = unscopedDb(app.platform.database.prisma, 'test');
    const shop = await db.shop.findFirstOrThrow({ where: { companyId: company.companyId }, orderBy: { id: 'asc' } });
    const now = Date.now();
    const order = await db.order.create({
      data: {
        companyId: company.companyId,
        shopId: shop.id,
        platformType: shop.platformType,
        platformOrderNo: `RADAR-${tag}`,
        orderNo: `SO-RADAR-${tag}`,
        orderedAt: new Date(now - 86_400_000),
        status: 'awaitingShipment',
        shipBy: new Date(now + 3 * 3_600_000),
      },
    });
    const conversation = await db.chatConversation.create({
      data: {
        companyId: company.companyId,
        shopId: shop.id,
        platformType: shop.platformType,
        conversationId: `radar-${tag}`,
        buyerAccount: `radar-buyer-${tag}`,
        lastMsgTime: new Date(now - 3_600_000),
        messages: {
          create: [{ companyId: company.companyId, type: 1, messageId: `radar-m-${tag}`, message: 'Where is it?', msgTime: new Date(now - 3_600_000) }],
        },
      },
    });
    return { radarOrderId: order.id, radarConversationId: conversation.id };
  },
};
