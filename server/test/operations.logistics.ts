// Crawler entries of logistics channels, tracking-number pools and parcel tracking (see
// DomainOperations in operations.ts). Ids are prefixed (lg…) so they never clash with other domains.
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const R = `{ __typename ... on Error { messageId } }`;
const rnd = () => Math.random().toString(36).slice(2, 9);
const list = (field: string) => `{ ${field}(first: 100) { totalCount edges { node { id } } } }`;

export const logisticsOperations: DomainOperations = {
  operations: [
    { field: 'logisticsChannelOptions', query: '{ logisticsChannelOptions { id name type carrier maxWeight enabled } }', variables: () => ({}) },
    { field: 'systemLogisticsChannels', query: '{ systemLogisticsChannels { code enabled channelId } }', variables: () => ({}) },
    { field: 'logisticsChannels', query: list('logisticsChannels'), variables: () => ({}), foreign: { list: 'lgChannelId' } },
    { field: 'enableSystemChannel', query: `mutation { enableSystemChannel(code: "4PX-ECO") ${R} }`, variables: () => ({}) },
    {
      field: 'updateSystemChannel',
      query: `mutation($i: UpdateSystemChannelInput!) { updateSystemChannel(input: $i) ${R} }`,
      variables: (i) => ({ i: { id: i.lgSystemChannelId, maxWeight: 1500 } }),
      foreign: 'notFound',
    },
    {
      field: 'createCustomChannel',
      query: `mutation($i: CreateCustomChannelInput!) { createCustomChannel(input: $i) ${R} }`,
      variables: () => ({ i: { name: `crawl ${rnd()}`, maxWeight: 100 } }),
    },
    {
      field: 'updateCustomChannel',
      query: `mutation($i: UpdateCustomChannelInput!) { updateCustomChannel(input: $i) ${R} }`,
      variables: (i) => ({ i: { id: i.lgChannelId, carrier: 'crawled' } }),
      foreign: 'notFound',
    },
    {
      field: 'setLogisticsChannelEnabled',
      query: `mutation($id: Int!) { setLogisticsChannelEnabled(id: $id, enabled: true) ${R} }`,
      variables: (i) => ({ id: i.lgChannelId }),
      foreign: 'notFound',
    },
    {
      field: 'deleteLogisticsChannel',
      query: `mutation($id: Int!) { deleteLogisticsChannel(id: $id) ${R} }`,
      variables: (i) => ({ id: i.lgSpareChannelId }),
      foreign: 'notFound',
    },

    { field: 'trackingNumbers', query: list('trackingNumbers'), variables: () => ({}), foreign: { list: 'lgNumberId' } },
    {
      field: 'trackingNumberPoolCounts',
      query: 'query($c: Int) { trackingNumberPoolCounts(channelId: $c) { total used unused } }',
      variables: (i) => ({ c: i.lgChannelId }),
    },
    {
      field: 'importTrackingNumbers',
      query: `mutation($i: ImportTrackingNumbersInput!) { importTrackingNumbers(input: $i) ${R} }`,
      variables: (i) => ({ i: { channelId: i.lgChannelId, fileName: 'crawl.txt', content: `CR-${rnd()}\nCR-${rnd()}\n` } }),
      foreign: 'notFound',
    },
    {
      field: 'deleteTrackingNumbers',
      query: `mutation($ids: [Int!]!) { deleteTrackingNumbers(ids: $ids) ${R} }`,
      variables: (i) => ({ ids: [i.lgSpareNumberId] }),
      foreign: 'notFound',
    },
    {
      field: 'requestTrackingNumbers',
      query: `mutation($ids: [Int!]!) { requestTrackingNumbers(ids: $ids) ${R} }`,
      variables: (i) => ({ ids: [i.lgOrderId] }),
      foreign: 'notFound',
    },
    // issue 23: orders shipped by the overseas warehouse (a carrier-channel order is refused by rule; another company's is not found)
    ...['sendOrdersToOverseasWarehouse', 'syncOverseasOutbounds'].map((field) => ({
      field,
      query: `mutation($ids: [Int!]!) { ${field}(ids: $ids) ${R} }`,
      variables: (i: Record<string, number>) => ({ ids: [i.lgOrderId] }),
      foreign: 'notFound' as const,
    })),
    {
      field: 'setOrderTrackingNumber',
      query: `mutation($o: Int!, $c: Int) { setOrderTrackingNumber(orderId: $o, trackingNo: "CRAWL-1", logisticsChannelId: $c) ${R} }`,
      variables: (i) => ({ o: i.lgOrderId, c: i.lgChannelId }),
      foreign: 'notFound',
    },
    {
      // Another company's order number is a row error ("no such order"), so nothing more to expect.
      field: 'importOrderTrackingNumbers',
      query: `mutation($rows: [TrackingImportRowInput!]!) { importOrderTrackingNumbers(rows: $rows) ${R} }`,
      variables: (i) => ({ rows: [{ row: 1, orderNo: `LGO${i.lgOrderId}`, trackingNo: `CRAWL-IMP-${rnd()}` }] }),
    },
    {
      field: 'printOrderLabel',
      query: `mutation($o: Int!) { printOrderLabel(orderId: $o) ${R} }`,
      variables: (i) => ({ o: i.lgOrderId }),
      foreign: 'notFound',
    },
    {
      field: 'assignTrackingNumbers',
      query: `mutation($ids: [Int!]!) { assignTrackingNumbers(orderIds: $ids) ${R} }`,
      variables: (i) => ({ ids: [i.lgOrderId] }),
      foreign: 'notFound',
    },

    { field: 'trackingRecords', query: list('trackingRecords'), variables: () => ({}), foreign: { list: 'lgRecordId' } },
    { field: 'trackingStatusCounts', query: '{ trackingStatusCounts { status count } }', variables: () => ({}) },
    {
      field: 'trackingReport',
      query: `{ trackingReport { __typename ... on QueryTrackingReportSuccess { data { overall { count p90 p95 } } } ... on Error { messageId } } }`,
      variables: () => ({}),
    },
    {
      field: 'addTrackingRecord',
      query: `mutation($i: AddTrackingRecordInput!) { addTrackingRecord(input: $i) ${R} }`,
      variables: (i) => ({ i: { trackingNo: `CRAWL-${rnd()}`, channelId: i.lgChannelId } }),
      foreign: 'notFound',
    },
    {
      field: 'requeryTracking',
      query: `mutation($ids: [Int!]!) { requeryTracking(ids: $ids) ${R} }`,
      variables: (i) => ({ ids: [i.lgRecordId] }),
      foreign: 'notFound',
    },
    {
      field: 'resubmitTracking',
      query: `mutation($ids: [Int!]!) { resubmitTracking(ids: $ids) ${R} }`,
      variables: (i) => ({ ids: [i.lgRecordId] }),
      foreign: 'notFound',
    },
    {
      field: 'deleteTracking',
      query: `mutation($ids: [Int!]!) { deleteTracking(ids: $ids) ${R} }`,
      variables: (i) => ({ ids: [i.lgRecordId] }),
      foreign: 'notFound',
    },
    {
      field: 'restoreTracking',
      query: `mutation($ids: [Int!]!) { restoreTracking(ids: $ids) ${R} }`,
      variables: (i) => ({ ids: [i.lgRecordId] }),
      foreign: 'notFound',
    },
    {
      field: 'setTrackingAuto',
      query: `mutation($ids: [Int!]!) { setTrackingAuto(ids: $ids, on: true) ${R} }`,
      variables: (i) => ({ ids: [i.lgRecordId] }),
      foreign: 'notFound',
    },
  ],

  /** A pool channel with numbers, a spare channel, an enabled system channel, an order on the pool channel, a tracking record. */
  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const companyId = company.companyId;
    const channel = await ctx.db.logisticsChannel.create({ data: { companyId, name: `LG pool ${tag}`, type: 'custom', usesNumberPool: true } });
    const spare = await ctx.db.logisticsChannel.create({ data: { companyId, name: `LG spare ${tag}`, type: 'custom' } });
    const system = await ctx.db.logisticsChannel.create({
      data: { companyId, name: 'YunExpress Standard', type: 'system', code: 'YUN-STD', carrier: 'YunExpress', maxWeight: 2000 },
    });
    await ctx.db.trackingNumber.createMany({ data: Array.from({ length: 20 }, (_, i) => ({ companyId, channelId: channel.id, number: `LG${tag}-${i}` })) });
    const [number, spareNumber] = await ctx.db.trackingNumber.findMany({ where: { channelId: channel.id }, orderBy: { id: 'asc' }, take: 2 });
    const shop = await ctx.db.shop.create({ data: { companyId, platformType: 2, platform: 'amazon', shopName: `LG shop ${tag}`, status: 1 } });
    const order = await ctx.db.order.create({
      data: {
        companyId,
        shopId: shop.id,
        platformType: 2,
        platformOrderNo: `LG-${tag}`,
        orderNo: `LG${tag}1`,
        orderedAt: new Date(),
        status: 'awaitingShipment',
        logisticsChannelId: channel.id,
      },
    });
    // The order number names the order's id, so an operation taking order numbers can aim at it.
    await ctx.db.order.update({ where: { id: order.id }, data: { orderNo: `LGO${order.id}` } });
    const record = await ctx.db.trackingRecord.create({
      data: { companyId, trackingNo: `LGT-${tag}`, channelId: channel.id, carrier: 'LG', shippedAt: new Date() },
    });
    return {
      lgChannelId: channel.id,
      lgSpareChannelId: spare.id,
      lgSystemChannelId: system.id,
      lgNumberId: number.id,
      lgSpareNumberId: spareNumber.id,
      lgOrderId: order.id,
      lgRecordId: record.id,
    };
  },

  async snapshot(db, companyId) {
    const where = { where: { companyId }, orderBy: { id: 'asc' as const } };
    return Promise.all([db.logisticsChannel.findMany(where), db.trackingNumber.findMany(where), db.trackingRecord.findMany(where)]);
  },
};
