// Crawler entries of logistics reconciliation (issue 22 item 5, /logisticsAccount; see
// DomainOperations in operations.ts). The seed gives each company a carrier channel, two shipped
// parcels and one imported bill of the first; the import mutation bills the second (later calls
// are refused as already billed, writing nothing). Company A aiming at B's bill gets "not found".
import { importLogisticsBill } from '../src/modules/logistics-bills/logistics-bills.service';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const V = `${E} ... on ValidationError { fieldErrors { messageId } } ... on LogisticsBillRowsError { parcels { row reason } }`;

export const logisticsBillOperations: DomainOperations = {
  operations: [
    {
      field: 'logisticsBills',
      query: 'query($f: LogisticsBillFilter) { logisticsBills(first: 100, filter: $f) { totalCount edges { node { id billNo paymentStatus } } } }',
      variables: () => ({ f: { keyword: 'WL' } }),
      foreign: { list: 'lbBillId' },
    },
    {
      field: 'logisticsBill',
      query: 'query($id: Int!) { logisticsBill(id: $id) { id billNo } }',
      variables: (i) => ({ id: i.lbBillId }),
      foreign: 'null',
    },
    {
      field: 'logisticsBillParcels',
      query: 'query($f: LogisticsBillParcelFilter) { logisticsBillParcels(first: 100, filter: $f) { totalCount edges { node { id billId trackingNo } } } }',
      variables: (i) => ({ f: { billId: i.lbBillId } }),
      foreign: { list: 'lbParcelId' },
    },
    {
      field: 'logisticsBillCarriers',
      query: '{ logisticsBillCarriers }',
      variables: () => ({}),
    },
    {
      field: 'importLogisticsBill',
      query: `mutation($i: LogisticsBillImportInput!) { importLogisticsBill(input: $i) { ${V} } }`,
      variables: (i) => ({
        i: { carrier: 'Crawl Carrier', fileName: 'crawl.csv', rows: [{ trackingNo: `LBC2-${i.lbTag}`, billableWeight: '0.5', actualFreight: '12.30' }] },
      }),
    },
  ],

  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const channel = await ctx.db.logisticsChannel.create({ data: { companyId: company.companyId, name: `Crawl line ${tag}`, carrier: 'Crawl Carrier' } });
    const shop = await ctx.db.shop.findFirst({ select: { id: true } });
    const shopId =
      shop?.id ??
      (await ctx.db.shop.create({ data: { companyId: company.companyId, platformType: 2, platform: 'amazon', shopName: `LB ${tag}`, status: 1 } })).id;
    const lbTag = company.companyId;
    for (const n of [1, 2]) {
      await ctx.db.order.create({
        data: {
          companyId: company.companyId,
          shopId,
          platformType: 2,
          platformOrderNo: `LBC-${tag}-${n}`,
          orderNo: `LBC${lbTag}${n}${Date.now()}`,
          orderedAt: new Date(),
          status: 'shipped',
          shippedAt: new Date(),
          logisticsChannelId: channel.id,
          trackingNo: `LBC${n}-${lbTag}`,
          weight: 500,
        },
      });
    }
    const bill = await importLogisticsBill(ctx, {
      carrier: 'Crawl Carrier',
      fileName: 'seed.csv',
      rows: [{ row: 2, values: { trackingNo: `LBC1-${lbTag}`, billableWeight: '0.5', actualFreight: '10.00' } }],
    });
    const parcel = await ctx.db.logisticsBillParcel.findFirstOrThrow({ where: { billId: bill.id } });
    return { lbBillId: bill.id, lbParcelId: parcel.id, lbTag };
  },

  async snapshot(db, companyId) {
    const where = { where: { companyId }, orderBy: { id: 'asc' as const } };
    return Promise.all([db.logisticsBill.findMany(where), db.logisticsBillParcel.findMany(where)]);
  },
};
