// GraphQL of scan to ship (/scanToShip), outbound scan (/outboundScan) and parcel bags (/bagsOrder).
// Reads are guarded by the page names, writes by order.ship / bag.update.
import { command, commandsOn, exposeFields, nameFields, offsetArg, onInt, pageList, rowCommandsOn } from '../../graphql/fields';
import { builder } from '../../graphql/builder';
import { OrderStatusEnum, ShippingBagStatusEnum } from '../../graphql/enums';
import { checkOffset, findById, readList, withOffset } from '../../graphql/pagination';
import { compact, inputOf, linesOf, plainInput } from '../../graphql/inputs';
import { PdfFileRef } from '../barcodes/pdf.graphql';
import { requestLoader } from '../../platform/lookups';
import type { RequestContext } from '../../platform/context';
import { printBagLabel } from './bags.pdf';
import * as bags from './bags.service';
import * as outbound from './outbound.service';
import * as shipping from './shipping.service';
import './tracking-numbers.graphql';

function loadChannelName(ctx: RequestContext, id: number | null): Promise<string> {
  if (!id) return Promise.resolve('');
  return requestLoader<number, { id: number; name: string }>(ctx, 'shipping.channelName', async (ids) => {
    const rows = await ctx.db.logisticsChannel.findMany({ where: { id: { in: [...ids] } }, select: { id: true, name: true } });
    return ids.map((i) => rows.find((r) => r.id === i) ?? null);
  })
    .load(id)
    .then((c) => c?.name ?? '');
}

function loadShopName(ctx: RequestContext, id: number): Promise<string> {
  return requestLoader<number, { id: number; shopName: string }>(ctx, 'shipping.shopName', async (ids) => {
    const rows = await ctx.db.shop.findMany({ where: { id: { in: [...ids] } }, select: { id: true, shopName: true } });
    return ids.map((i) => rows.find((r) => r.id === i) ?? null);
  })
    .load(id)
    .then((s) => s?.shopName ?? '');
}

export const ShippingOrderRef = builder.prismaObject('Order', {
  variant: 'ShippingOrder',
  description: 'An order as the shipping screens show it (scan to ship, outbound scan, bags)',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', orderNo: 'String', platformOrderNo: 'String' }),
    status: t.expose('status', { type: OrderStatusEnum }),
    shopId: t.exposeInt('shopId'),
    ...nameFields(t, { shopName: ['shopId', loadShopName] }),
    ...exposeFields(t, { country: 'String', logisticsChannelId: 'Int?' }),
    ...nameFields(t, { channelName: ['logisticsChannelId', loadChannelName] }),
    ...exposeFields(t, { trackingNo: 'String', weight: 'Int: Grams (the weighed parcel)' }),
    collectStatus: t.exposeInt('collectStatus', {
      description: '0 not scanned out, 1 scanned out (waiting for the carrier), 2 pickup confirmed, -1 pickup timeout, -2 pickup exception',
    }),
    ...exposeFields(t, { shippedAt: 'DateTime?', outboundAt: 'DateTime?', verifiedAt: 'DateTime?', bagId: 'Int?' }),
  }),
});

const ScanLineRef = builder.objectRef<shipping.ScanLine>('ScanToShipLine').implement({
  description: 'What the parcel must hold of one SKU',
  fields: (t) => ({
    ...exposeFields(t, {
      key: 'String',
      skuId: 'Int?',
      sku: 'String',
      productName: 'String',
      image: 'String',
      required: 'Int: Units to scan',
      codes: 'String[]: Codes that count for it: SKU, barcode, EAN, aliases, marketplace SKU',
    }),
  }),
});

type ScanOrder = Awaited<ReturnType<typeof shipping.scanToShipOrder>>;
const ScanOrderRef = builder.objectRef<ScanOrder>('ScanToShipOrder').implement({
  description: 'A scanned order waiting for shipment, with the lines to verify',
  fields: (t) => ({
    order: t.field({ type: ShippingOrderRef, resolve: (s) => s.order }),
    lines: t.field({ type: [ScanLineRef], resolve: (s) => s.lines }),
    ...exposeFields(t, { channelName: 'String', maxWeight: "Int: The channel's maximum weight in grams; 0 = no limit" }),
  }),
});

type Counts = Awaited<ReturnType<typeof outbound.outboundCounts>>;
const OutboundCountsRef = builder.objectRef<Counts>('OutboundScanCounts').implement({
  description: 'Scanned-out orders per collect state (the /outboundScan tabs)',
  fields: (t) => ({
    ...exposeFields(t, { all: 'Int', scannedOut: 'Int', pickupConfirmed: 'Int', pickupTimeout: 'Int', pickupException: 'Int' }),
  }),
});

builder.prismaObject('ShippingBag', {
  description: 'A bag of shipped parcels of one logistics channel, handed to the carrier together',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', bagNo: 'String', channelId: 'Int?' }),
    ...nameFields(t, { channelName: ['channelId', loadChannelName] }),
    status: t.expose('status', { type: ShippingBagStatusEnum }),
    ...exposeFields(t, { orderCount: 'Int', weight: 'Int: Grams: the parcels added up', createdAt: 'DateTime', closedAt: 'DateTime?' }),
    parcels: t.field({ type: [ShippingOrderRef], resolve: (b, _a, ctx) => bags.bagParcels(ctx, b.id) }),
  }),
});

const OutboundFilter = plainInput('OutboundScanFilter', {
  collectStatus: 'Int: 1, 2, -1 (pickup timeout) or -2 (pickup exception); unset: every scanned-out order',
  keyword: 'String: Order, tracking or marketplace order number',
  logisticsChannelId: 'Int',
});
const BagFilter = plainInput('ShippingBagFilter', { status: inputOf(ShippingBagStatusEnum), channelId: 'Int', keyword: 'String: Bag number' });
const ScanLineInput = plainInput('ScanToShipScanInput', { code: 'String!', quantity: 'Int!' });
const ScanToShipInput = plainInput('ScanToShipInput', {
  number: 'String!: Order, marketplace order or tracking number',
  weight: 'Int: Grams (required)',
  scans: linesOf(ScanLineInput),
});
const OutboundScanInput = plainInput('OutboundScanInput', { number: 'String!: Tracking or order number', weight: 'Int: Grams (required)' });
const PickupExceptionInput = plainInput('PickupExceptionInput', { ids: 'Int[]!', remark: 'String!' });
const CreateBagInput = plainInput('CreateShippingBagInput', { channelId: 'Int!' });
const BagScanInput = plainInput('ScanIntoBagInput', { bagId: 'Int!', number: 'String!: Tracking or order number' });

builder.queryFields((t) => ({
  scanToShipOrder: t.field({
    type: ScanOrderRef,
    errors: {},
    authScopes: { permission: 'scanToShip' },
    description: 'Scan to ship, step 1: the order a scanned number names, with the lines to verify',
    args: { number: t.arg.string({ required: true }) },
    resolve: (_r, { number }, ctx) => shipping.scanToShipOrder(ctx, { number }),
  }),
  outboundScans: t.prismaConnection({
    type: ShippingOrderRef,
    ...pageList,
    authScopes: { permission: 'outboundScan' },
    description: 'Scanned-out orders, newest scan first; pickup timeouts are marked before listing',
    args: { ...offsetArg(t), filter: t.arg({ type: OutboundFilter }) },
    resolve: async (query, _r, args, ctx) => {
      const where = outbound.outboundWhere(ctx, compact(args.filter ?? {}));
      await outbound.markPickupTimeouts(ctx);
      return ctx.db.order.findMany({ ...withOffset(query, args.offset), where, orderBy: [{ outboundAt: 'desc' }, { id: 'desc' }] });
    },
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.order.count({ where: outbound.outboundWhere(ctx, compact(args.filter ?? {})) });
    },
  }),
  outboundScanCounts: t.field({
    type: OutboundCountsRef,
    authScopes: { permission: 'outboundScan' },
    resolve: (_r, _a, ctx) => outbound.outboundCounts(ctx),
  }),
  shippingBags: t.prismaConnection(readList('ShippingBag', 'bagsOrder', BagFilter, (ctx) => ctx.db.shippingBag, bags.bagWhere, { id: 'desc' })),
  shippingBag: t.prismaField({
    type: 'ShippingBag',
    authScopes: { permission: 'bagsOrder' },
    ...findById((ctx) => ctx.db.shippingBag, bags.bagWhere),
  }),
}));

const ext = { operateModule: 'shipping' };
const orderShip = command('order.ship', ext);
const bagUpdate = command('bag.update', ext);
const bagsOrderCommand = command('bagsOrder', ext);
const onShippingOrder = commandsOn(ShippingOrderRef);
const onShippingBag = rowCommandsOn('ShippingBag');
const onPdfFile = commandsOn(PdfFileRef);
builder.mutationFields((t) => ({
  scanToShip: t.field({
    ...onShippingOrder.byInput(orderShip, ScanToShipInput, shipping.scanToShip),
    description: 'Scan to ship, step 2: verifies the scanned codes and counts and the weight, then ships the order',
  }),
  outboundScan: t.field({
    ...onShippingOrder.byInput(orderShip, OutboundScanInput, outbound.outboundScan),
    description: 'Weighs a parcel out and hands it over (collectStatus 1); an order awaiting shipment is shipped first',
  }),
  confirmPickup: t.field({
    type: 'Int',
    ...orderShip,
    description: 'The carrier picked the parcels up (collectStatus 2); answers how many',
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_r, { ids }, ctx) => outbound.confirmPickup(ctx, { ids }),
  }),
  markPickupException: t.field({
    ...onInt.byRawInput(orderShip, PickupExceptionInput, outbound.markPickupException),
    description: 'Marks a pickup exception (collectStatus -2) with a remark; answers how many',
  }),
  createShippingBag: t.prismaField(onShippingBag.byRawInput(bagUpdate, CreateBagInput, bags.createBag)),
  scanIntoBag: t.prismaField(onShippingBag.byRawInput(bagUpdate, BagScanInput, bags.scanIntoBag, 'Scans a shipped parcel of the bag channel into an open bag')),
  removeFromBag: t.prismaField({
    type: 'ShippingBag',
    ...bagUpdate,
    args: { bagId: t.arg.int({ required: true }), orderId: t.arg.int({ required: true }) },
    resolve: (_q, _r, { bagId, orderId }, ctx) => bags.removeFromBag(ctx, bagId, orderId),
  }),
  closeShippingBag: t.prismaField(onShippingBag.byId(bagUpdate, bags.closeBag, 'open → closed; the weight is the parcels added up')),
  handOverShippingBag: t.prismaField(onShippingBag.byId(bagUpdate, bags.handOverBag, 'closed → handedOver (the carrier took the bag)')),
  deleteShippingBag: t.field(onInt.byId(bagUpdate, bags.deleteBag, 'Deletes an open, empty bag; answers its id')),
  printBagLabel: t.field(onPdfFile.byId(bagsOrderCommand, printBagLabel, 'The bag label (bag number barcode, channel, parcels) as a PDF (base64)')),
}));
