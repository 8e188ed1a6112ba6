// GraphQL of scan to ship (/scanToShip), outbound scan (/outboundScan) and parcel bags (/bagsOrder).
// Reads are guarded by the page names, writes by order.ship / bag.update.
import { PAGE_SIZE_MAX } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { OrderStatusEnum, ShippingBagStatusEnum } from '../../graphql/enums';
import { checkOffset, withOffset } from '../../graphql/pagination';
import { compact } from '../../graphql/inputs';
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
    id: t.exposeInt('id'),
    orderNo: t.exposeString('orderNo'),
    platformOrderNo: t.exposeString('platformOrderNo'),
    status: t.expose('status', { type: OrderStatusEnum }),
    shopId: t.exposeInt('shopId'),
    shopName: t.string({ resolve: (o, _a, ctx) => loadShopName(ctx, o.shopId) }),
    country: t.exposeString('country'),
    logisticsChannelId: t.exposeInt('logisticsChannelId', { nullable: true }),
    channelName: t.string({ resolve: (o, _a, ctx) => loadChannelName(ctx, o.logisticsChannelId) }),
    trackingNo: t.exposeString('trackingNo'),
    weight: t.exposeInt('weight', { description: 'Grams (the weighed parcel)' }),
    collectStatus: t.exposeInt('collectStatus', {
      description: '0 not scanned out, 1 scanned out (waiting for the carrier), 2 pickup confirmed, -1 pickup timeout, -2 pickup exception',
    }),
    shippedAt: t.expose('shippedAt', { type: 'DateTime', nullable: true }),
    outboundAt: t.expose('outboundAt', { type: 'DateTime', nullable: true }),
    verifiedAt: t.expose('verifiedAt', { type: 'DateTime', nullable: true }),
    bagId: t.exposeInt('bagId', { nullable: true }),
  }),
});

const ScanLineRef = builder.objectRef<shipping.ScanLine>('ScanToShipLine').implement({
  description: 'What the parcel must hold of one SKU',
  fields: (t) => ({
    key: t.exposeString('key'),
    skuId: t.exposeInt('skuId', { nullable: true }),
    sku: t.exposeString('sku'),
    productName: t.exposeString('productName'),
    image: t.exposeString('image'),
    required: t.exposeInt('required', { description: 'Units to scan' }),
    codes: t.exposeStringList('codes', { description: 'Codes that count for it: SKU, barcode, EAN, aliases, marketplace SKU' }),
  }),
});

type ScanOrder = Awaited<ReturnType<typeof shipping.scanToShipOrder>>;
const ScanOrderRef = builder.objectRef<ScanOrder>('ScanToShipOrder').implement({
  description: 'A scanned order waiting for shipment, with the lines to verify',
  fields: (t) => ({
    order: t.field({ type: ShippingOrderRef, resolve: (s) => s.order }),
    lines: t.field({ type: [ScanLineRef], resolve: (s) => s.lines }),
    channelName: t.exposeString('channelName'),
    maxWeight: t.exposeInt('maxWeight', { description: "The channel's maximum weight in grams; 0 = no limit" }),
  }),
});

type Counts = Awaited<ReturnType<typeof outbound.outboundCounts>>;
const OutboundCountsRef = builder.objectRef<Counts>('OutboundScanCounts').implement({
  description: 'Scanned-out orders per collect state (the /outboundScan tabs)',
  fields: (t) => ({
    all: t.exposeInt('all'),
    scannedOut: t.exposeInt('scannedOut'),
    pickupConfirmed: t.exposeInt('pickupConfirmed'),
    pickupTimeout: t.exposeInt('pickupTimeout'),
    pickupException: t.exposeInt('pickupException'),
  }),
});

builder.prismaObject('ShippingBag', {
  description: 'A bag of shipped parcels of one logistics channel, handed to the carrier together',
  fields: (t) => ({
    id: t.exposeInt('id'),
    bagNo: t.exposeString('bagNo'),
    channelId: t.exposeInt('channelId', { nullable: true }),
    channelName: t.string({ resolve: (b, _a, ctx) => loadChannelName(ctx, b.channelId) }),
    status: t.expose('status', { type: ShippingBagStatusEnum }),
    orderCount: t.exposeInt('orderCount'),
    weight: t.exposeInt('weight', { description: 'Grams: the parcels added up' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    closedAt: t.expose('closedAt', { type: 'DateTime', nullable: true }),
    parcels: t.field({ type: [ShippingOrderRef], resolve: (b, _a, ctx) => bags.bagParcels(ctx, b.id) }),
  }),
});

const OutboundFilter = builder.inputType('OutboundScanFilter', {
  fields: (t) => ({
    collectStatus: t.int({ description: '1, 2, -1 (pickup timeout) or -2 (pickup exception); unset: every scanned-out order' }),
    keyword: t.string({ description: 'Order, tracking or marketplace order number' }),
    logisticsChannelId: t.int(),
  }),
});
const BagFilter = builder.inputType('ShippingBagFilter', {
  fields: (t) => ({ status: t.field({ type: ShippingBagStatusEnum }), channelId: t.int(), keyword: t.string({ description: 'Bag number' }) }),
});
const ScanLineInput = builder.inputType('ScanToShipScanInput', {
  fields: (t) => ({ code: t.string({ required: true }), quantity: t.int({ required: true }) }),
});
const ScanToShipInput = builder.inputType('ScanToShipInput', {
  fields: (t) => ({
    number: t.string({ required: true, description: 'Order, marketplace order or tracking number' }),
    weight: t.int({ description: 'Grams (required)' }),
    scans: t.field({ type: [ScanLineInput], required: true }),
  }),
});
const OutboundScanInput = builder.inputType('OutboundScanInput', {
  fields: (t) => ({ number: t.string({ required: true, description: 'Tracking or order number' }), weight: t.int({ description: 'Grams (required)' }) }),
});
const PickupExceptionInput = builder.inputType('PickupExceptionInput', {
  fields: (t) => ({ ids: t.intList({ required: true }), remark: t.string({ required: true }) }),
});
const CreateBagInput = builder.inputType('CreateShippingBagInput', { fields: (t) => ({ channelId: t.int({ required: true }) }) });
const BagScanInput = builder.inputType('ScanIntoBagInput', {
  fields: (t) => ({ bagId: t.int({ required: true }), number: t.string({ required: true, description: 'Tracking or order number' }) }),
});

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
    cursor: 'id',
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: 'outboundScan' },
    description: 'Scanned-out orders, newest scan first; pickup timeouts are marked before listing',
    args: { offset: t.arg.int({ description: 'Rows to skip from the start (page-number screens); replaces after' }), filter: t.arg({ type: OutboundFilter }) },
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
  shippingBags: t.prismaConnection({
    type: 'ShippingBag',
    cursor: 'id',
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: 'bagsOrder' },
    args: { offset: t.arg.int({ description: 'Rows to skip from the start (page-number screens); replaces after' }), filter: t.arg({ type: BagFilter }) },
    resolve: (query, _r, args, ctx) =>
      ctx.db.shippingBag.findMany({ ...withOffset(query, args.offset), where: bags.bagWhere(ctx, compact(args.filter ?? {})), orderBy: { id: 'desc' } }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.shippingBag.count({ where: bags.bagWhere(ctx, compact(args.filter ?? {})) });
    },
  }),
  shippingBag: t.prismaField({
    type: 'ShippingBag',
    nullable: true,
    authScopes: { permission: 'bagsOrder' },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _r, { id }, ctx) => ctx.db.shippingBag.findFirst({ ...query, where: { AND: [bags.bagWhere(ctx), { id }] } }),
  }),
}));

const ext = { operateModule: 'shipping' };
builder.mutationFields((t) => ({
  scanToShip: t.field({
    type: ShippingOrderRef,
    errors: {},
    authScopes: { permission: 'order.ship' },
    extensions: ext,
    description: 'Scan to ship, step 2: verifies the scanned codes and counts and the weight, then ships the order',
    args: { input: t.arg({ type: ScanToShipInput, required: true }) },
    resolve: (_r, { input }, ctx) => shipping.scanToShip(ctx, compact(input)),
  }),
  outboundScan: t.field({
    type: ShippingOrderRef,
    errors: {},
    authScopes: { permission: 'order.ship' },
    extensions: ext,
    description: 'Weighs a parcel out and hands it over (collectStatus 1); an order awaiting shipment is shipped first',
    args: { input: t.arg({ type: OutboundScanInput, required: true }) },
    resolve: (_r, { input }, ctx) => outbound.outboundScan(ctx, compact(input)),
  }),
  confirmPickup: t.field({
    type: 'Int',
    errors: {},
    authScopes: { permission: 'order.ship' },
    extensions: ext,
    description: 'The carrier picked the parcels up (collectStatus 2); answers how many',
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_r, { ids }, ctx) => outbound.confirmPickup(ctx, { ids }),
  }),
  markPickupException: t.field({
    type: 'Int',
    errors: {},
    authScopes: { permission: 'order.ship' },
    extensions: ext,
    description: 'Marks a pickup exception (collectStatus -2) with a remark; answers how many',
    args: { input: t.arg({ type: PickupExceptionInput, required: true }) },
    resolve: (_r, { input }, ctx) => outbound.markPickupException(ctx, input),
  }),
  createShippingBag: t.prismaField({
    type: 'ShippingBag',
    errors: {},
    authScopes: { permission: 'bag.update' },
    extensions: ext,
    args: { input: t.arg({ type: CreateBagInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => bags.createBag(ctx, input),
  }),
  scanIntoBag: t.prismaField({
    type: 'ShippingBag',
    errors: {},
    authScopes: { permission: 'bag.update' },
    extensions: ext,
    description: 'Scans a shipped parcel of the bag channel into an open bag',
    args: { input: t.arg({ type: BagScanInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => bags.scanIntoBag(ctx, input),
  }),
  removeFromBag: t.prismaField({
    type: 'ShippingBag',
    errors: {},
    authScopes: { permission: 'bag.update' },
    extensions: ext,
    args: { bagId: t.arg.int({ required: true }), orderId: t.arg.int({ required: true }) },
    resolve: (_q, _r, { bagId, orderId }, ctx) => bags.removeFromBag(ctx, bagId, orderId),
  }),
  closeShippingBag: t.prismaField({
    type: 'ShippingBag',
    errors: {},
    authScopes: { permission: 'bag.update' },
    extensions: ext,
    description: 'open → closed; the weight is the parcels added up',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id }, ctx) => bags.closeBag(ctx, id),
  }),
  handOverShippingBag: t.prismaField({
    type: 'ShippingBag',
    errors: {},
    authScopes: { permission: 'bag.update' },
    extensions: ext,
    description: 'closed → handedOver (the carrier took the bag)',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id }, ctx) => bags.handOverBag(ctx, id),
  }),
  deleteShippingBag: t.field({
    type: 'Int',
    errors: {},
    authScopes: { permission: 'bag.update' },
    extensions: ext,
    description: 'Deletes an open, empty bag; answers its id',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id }, ctx) => bags.deleteBag(ctx, id),
  }),
  printBagLabel: t.field({
    type: PdfFileRef,
    errors: {},
    authScopes: { permission: 'bagsOrder' },
    extensions: ext,
    description: 'The bag label (bag number barcode, channel, parcels) as a PDF (base64)',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id }, ctx) => printBagLabel(ctx, id),
  }),
}));
