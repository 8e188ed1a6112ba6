// Crawler entries of the customer-service report (issue 21 item 7; see DomainOperations in
// operations.ts). The seed gives each company's crawl shop a buyer wait answered after a minute,
// so company A's report would show B's shop name (a tenancy marker) if it leaked; aimed at B's
// shop the filter answers "not found".
import { unscopedDb } from '../src/platform/db';
import type { DomainOperations } from './operations';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export const customerServiceReportOperations: DomainOperations = {
  operations: [
    {
      field: 'customerServiceReport',
      query:
        'query($f: CustomerServiceReportFilter!) { customerServiceReport(filter: $f) { __typename ... on Error { messageId } ... on QueryCustomerServiceReportSuccess { data { shops { shopId shopName received rate3Minutes } staff { userId name } totals { received } } } } }',
      variables: (i) => ({ f: { from: day(-1), to: day(0), shopIds: [i.csrShopId] } }),
      foreign: 'notFound',
    },
  ],

  async seed(app, company, tag) {
    const db = unscopedDb(app.platform.database.prisma, 'test');
    const shop = await db.shop.findFirstOrThrow({ where: { companyId: company.companyId }, orderBy: { id: 'asc' } });
    const now = Date.now();
    const conversation = await db.chatConversation.create({
      data: {
        companyId: company.companyId,
        shopId: shop.id,
        platformType: shop.platformType,
        conversationId: `csr-${tag}`,
        buyerAccount: `csr-buyer-${tag}`,
        lastMsgTime: new Date(now - 3_540_000),
        messages: {
          create: [
            { companyId: company.companyId, type: 1, messageId: `csr-b-${tag}`, message: 'Hello?', msgTime: new Date(now - 3_600_000) },
            { companyId: company.companyId, type: 2, messageId: `csr-s-${tag}`, message: 'Hi', msgTime: new Date(now - 3_540_000), userId: company.userId },
          ],
        },
      },
    });
    return { csrConversationId: conversation.id, csrShopId: shop.id };
  },
};
