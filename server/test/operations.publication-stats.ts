// Crawler entries of the publication statistics (issue 24 item 8; see DomainOperations in
// operations.ts). The seed gives each company's crawl shop a listing created by the company's user,
// so company A's statistics would show B's shop name (a tenancy marker) if they leaked; aimed at
// B's shop the filter answers "not found".
import { unscopedDb } from '../src/platform/db';
import type { DomainOperations } from './operations';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const FIELDS = 'rows { key label created submitted published failed } totals { created }';

export const publicationStatsOperations: DomainOperations = {
  operations: [
    {
      field: 'publicationStatistics',
      query: `query($f: PublicationStatsFilter!) { publicationStatistics(filter: $f) { __typename ... on Error { messageId } ... on QueryPublicationStatisticsSuccess { data { ${FIELDS} } } } }`,
      variables: (i) => ({ f: { from: day(-1), to: day(0), groupBy: 'shop', shopIds: [i.pubShopId] } }),
      foreign: 'notFound',
    },
    {
      field: 'publicationTrend',
      query: `query($f: PublicationStatsFilter!) { publicationTrend(filter: $f) { __typename ... on Error { messageId } ... on QueryPublicationTrendSuccess { data { ${FIELDS} } } } }`,
      variables: (i) => ({ f: { from: day(-1), to: day(0), shopIds: [i.pubShopId] } }),
      foreign: 'notFound',
    },
  ],

  async seed(app, company, tag) {
    const db = unscopedDb(app.platform.database.prisma, 'test');
    const shop = await db.shop.findFirstOrThrow({ where: { companyId: company.companyId }, orderBy: { id: 'asc' } });
    await db.listing.create({
      data: {
        companyId: company.companyId,
        shopId: shop.id,
        platformType: shop.platformType,
        site: 'US',
        currency: 'USD',
        title: `pub-${tag}`,
        price: 10,
        createdById: company.userId,
      },
    });
    return { pubShopId: shop.id };
  },
};
