// Crawler entries of scan to ship, outbound scan and parcel bags (see DomainOperations in
// operations.ts). Ids are prefixed (ship…) so they never clash with other domains' seeds; the
// orders' numbers are SHIP-<id>, so an operation can aim at another company's order number.
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const R = `{ __typename ... on Error { messageId } }`;
const num = (id: number) => `SHIP-${id}`;

export const shippingOperations: DomainOperations = {
  operations: [
    {
      field: 'scanToShipOrder',
      query: `query($n: String!) { scanToShipOrder(number: $n) ${R} }`,
      variables: (i) => ({ n: num(i.shipAwaitingId) }),
      foreign: 'notFound',
    },
    {
      field: 'outboundScans',
      query: '{ outboundScans(first: 100) { totalCount edges { node { id channelName shopName } } } }',
      variables: () => ({}),
      foreign: { list: 'shipScannedId' },
    },
    { field: 'outboundScanCounts', query: '{ outboundScanCounts { all pickupTimeout pickupException } }', variables: () => ({}) },
    {
      field: 'shippingBags',
      query: '{ shippingBags(first: 100) { totalCount edges { node { id channelName parcels { id } } } } }',
      variables: () => ({}),
      foreign: { list: 'shipBagId' },
    },
    {
      field: 'shippingBag',
      query: 'query($id: Int!) { shippingBag(id: $id) { id parcels { id } } }',
      variables: (i) => ({ id: i.shipBagId }),
      foreign: 'null',
    },
    {
      field: 'scanToShip',
      query: `mutation($i: ScanToShipInput!) { scanToShip(input: $i) ${R} }`,
      variables: (i) => ({ i: { number: num(i.shipAwaitingId), weight: 100, scans: [] } }),
      foreign: 'notFound',
    },
    {
      field: 'outboundScan',
      query: `mutation($i: OutboundScanInput!) { outboundScan(input: $i) ${R} }`,
      variables: (i) => ({ i: { number: num(i.shipShippedId), weight: 100 } }),
      foreign: 'notFound',
    },
    {
      field: 'confirmPickup',
      query: `mutation($ids: [Int!]!) { confirmPickup(ids: $ids) ${R} }`,
      variables: (i) => ({ ids: [i.shipScannedId] }),
      foreign: 'notFound',
    },
    {
      field: 'markPickupException',
      query: `mutation($i: PickupExceptionInput!) { markPickupException(input: $i) ${R} }`,
      variables: (i) => ({ i: { ids: [i.shipScannedId], remark: 'crawl' } }),
      foreign: 'notFound',
    },
    {
      field: 'createShippingBag',
      query: `mutation($i: CreateShippingBagInput!) { createShippingBag(input: $i) ${R} }`,
      variables: (i) => ({ i: { channelId: i.shipChannelId } }),
      foreign: 'notFound',
    },
    {
      field: 'scanIntoBag',
      query: `mutation($i: ScanIntoBagInput!) { scanIntoBag(input: $i) ${R} }`,
      variables: (i) => ({ i: { bagId: i.shipBagId, number: num(i.shipShippedId) } }),
      foreign: 'notFound',
    },
    {
      field: 'removeFromBag',
      query: `mutation($b: Int!, $o: Int!) { removeFromBag(bagId: $b, orderId: $o) ${R} }`,
      variables: (i) => ({ b: i.shipBagId, o: i.shipBaggedId }),
      foreign: 'notFound',
    },
    {
      field: 'closeShippingBag',
      query: `mutation($id: Int!) { closeShippingBag(id: $id) ${R} }`,
      variables: (i) => ({ id: i.shipBagId }),
      foreign: 'notFound',
    },
    {
      field: 'handOverShippingBag',
      query: `mutation($id: Int!) { handOverShippingBag(id: $id) ${R} }`,
      variables: (i) => ({ id: i.shipBagId }),
      foreign: 'notFound',
    },
    {
      field: 'deleteShippingBag',
      query: `mutation($id: Int!) { deleteShippingBag(id: $id) ${R} }`,
      variables: (i) => ({ id: i.shipEmptyBagId }),
      foreign: 'notFound',
    },
    { field: 'printBagLabel', query: `mutation($id: Int!) { printBagLabel(id: $id) ${R} }`, variables: (i) => ({ id: i.shipBagId }), foreign: 'notFound' },
  ],

  /** A shop, a channel, orders awaiting shipment / shipped / scanned out / bagged, an open bag and an empty one. */
  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const companyId = company.companyId;
    const shop = await ctx.db.shop.create({ data: { companyId, platformType: 1, platform: 'ebay', shopName: `ship-${tag}`, status: 1 } });
    const channel = await ctx.db.logisticsChannel.create({ data: { companyId, name: `Ship channel ${tag}`, maxWeight: 0 } });
    const order = async (status: string, extra: Record<string, unknown> = {}) => {
      const o = await ctx.db.order.create({
        data: {
          companyId,
          shopId: shop.id,
          platformType: 1,
          orderNo: `TMP-${tag}-${Math.random().toString(36).slice(2, 10)}`,
          status,
          source: 'manual',
          platformOrderNo: '',
          orderedAt: new Date(),
          matched: true,
          logisticsChannelId: channel.id,
          weight: 100,
          ...extra,
          items: { create: [{ companyId, quantity: 1, platformSku: `ship-${tag}` }] },
        },
      });
      return ctx.db.order.update({ where: { id: o.id }, data: { orderNo: num(o.id), trackingNo: `TN-${num(o.id)}` } });
    };
    const awaiting = await order('awaitingShipment');
    const shipped = await order('shipped');
    const scanned = await order('shipped', { collectStatus: 1, outboundAt: new Date() });
    const bag = await ctx.db.shippingBag.create({ data: { companyId, bagNo: `BAG-${tag}-${companyId}`, channelId: channel.id, orderCount: 1, weight: 100 } });
    const bagged = await order('shipped', { bagId: bag.id });
    const empty = await ctx.db.shippingBag.create({ data: { companyId, bagNo: `BAG-${tag}-${companyId}-0`, channelId: channel.id } });
    return {
      shipChannelId: channel.id,
      shipAwaitingId: awaiting.id,
      shipShippedId: shipped.id,
      shipScannedId: scanned.id,
      shipBaggedId: bagged.id,
      shipBagId: bag.id,
      shipEmptyBagId: empty.id,
    };
  },

  async snapshot(db, companyId) {
    const where = { where: { companyId }, orderBy: { id: 'asc' as const } };
    return Promise.all([
      db.order.findMany({ ...where, select: { id: true, status: true, collectStatus: true, outboundAt: true, weight: true, bagId: true, verifiedAt: true } }),
      db.shippingBag.findMany(where),
      db.orderHistory.count({ where: { companyId } }),
    ]);
  },
};
