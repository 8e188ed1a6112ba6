// GraphQL of orders (/orders, /createOrder, detail with history), SKU pairing
// (/productPairingList, /onlineProductPairingList) and the order actions: review (allocation),
// hold / release, cancel, ship, split and merge. Batch actions answer OrderBatchResult: the
// orders that moved and, per refused order, why (an unknown or foreign id refuses the batch).
import { PAGE_SIZE_MAX, translate } from '@erp/schema';
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { Prisma } from '../../generated/prisma/client';
import { builder } from '../../graphql/builder';
import { command, pageList, offsetArg } from '../../graphql/fields';
import { skuFields } from '../../graphql/sku-fields';
import { OrderStatusEnum, noStatus, statusCountType } from '../../graphql/enums';
import type { RequestContext } from '../../platform/context';
import { checkOffset, withOffset } from '../../graphql/pagination';
import { compact } from '../../graphql/inputs';
import { loadSkuCode, loadUserName, loadWarehouseName } from '../../platform/lookups';
import { auditOrders, backToProcessing, reallocateOutOfStock } from './orders.allocation';
import { loadChannelName, loadShopName } from './orders.lookups';
import * as matching from './orders.matching';
import * as orders from './orders.service';
import { shipOrders } from './orders.ship';
import { mergeOrders, splitOrder } from './orders.split';

builder.prismaObject('OrderItem', {
  description: 'One product line of an order',
  fields: (t) => ({
    id: t.exposeInt('id'),
    orderId: t.exposeInt('orderId'),
    platformItemId: t.exposeString('platformItemId', { description: "The marketplace's line id" }),
    platformSku: t.exposeString('platformSku', { description: 'The marketplace SKU' }),
    title: t.exposeString('title'),
    image: t.exposeString('image'),
    quantity: t.exposeInt('quantity'),
    unitPrice: t.expose('unitPrice', { type: 'Decimal' }),
    skuId: t.exposeInt('skuId', { nullable: true, description: 'Matched local SKU (null: unmatched)' }),
    // The order list shows only the code: a light loader (Sku id + code), not loadSku (Sku + Product).
    sku: t.string({ description: 'Local SKU code', resolve: (i, _a, ctx) => (i.skuId ? loadSkuCode(ctx, i.skuId) : '') }),
    ...skuFields(t, 'skuId', { productName: { name: 'skuName', description: 'Local product name' }, image: 'skuImage' }),
    matchedBy: t.exposeString('matchedBy', { description: 'sku | alias | pairing | manual | "" (unmatched)' }),
    unitsPerItem: t.exposeInt('unitsPerItem', { description: 'Local units per marketplace unit' }),
    allocated: t.exposeInt('allocated', { description: 'Local units reserved in the order warehouse' }),
    isGift: t.exposeBoolean('isGift'),
    giftRuleId: t.exposeInt('giftRuleId', { nullable: true }),
  }),
});

builder.prismaObject('OrderHistory', {
  description: 'One change of an order (status moves, edits, rule hits, scans)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    action: t.exposeString('action'),
    fromStatus: t.field({
      type: OrderStatusEnum,
      nullable: true,
      description: 'null when the entry is not a status move',
      resolve: (h) => noStatus(h.fromStatus),
    }),
    toStatus: t.field({ type: OrderStatusEnum, nullable: true, resolve: (h) => noStatus(h.toStatus) }),
    messageId: t.exposeString('messageId'),
    params: t.expose('params', { type: 'JSON', nullable: true }),
    text: t.string({
      description: "What happened, in the reader's language",
      resolve: (h, _a, ctx) => orders.historyText(ctx.lang, h),
    }),
    operatorId: t.exposeInt('operatorId', { nullable: true }),
    operatorName: t.string({ resolve: (h, _a, ctx) => loadUserName(ctx, h.operatorId) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObject('Order', {
  description: 'A marketplace or manual order',
  fields: (t) => ({
    id: t.exposeInt('id'),
    orderNo: t.exposeString('orderNo', { description: 'Our number (split children end in -1, -2, …)' }),
    platformOrderNo: t.exposeString('platformOrderNo'),
    source: t.exposeString('source', { description: 'pull | manual | split | merge | import' }),
    status: t.expose('status', { type: OrderStatusEnum }),
    abnormalReason: t.exposeString('abnormalReason'),
    heldFromStatus: t.field({
      type: OrderStatusEnum,
      nullable: true,
      description: 'The status an abnormal (held) order returns to; null when not held',
      resolve: (o) => noStatus(o.heldFromStatus),
    }),
    shopId: t.exposeInt('shopId'),
    shopName: t.string({ resolve: (o, _a, ctx) => loadShopName(ctx, o.shopId) }),
    platformType: t.exposeInt('platformType'),
    buyerAccount: t.exposeString('buyerAccount'),
    buyerName: t.exposeString('buyerName'),
    buyerEmail: t.exposeString('buyerEmail'),
    buyerPhone: t.exposeString('buyerPhone'),
    country: t.exposeString('country'),
    state: t.exposeString('state'),
    city: t.exposeString('city'),
    postcode: t.exposeString('postcode'),
    address1: t.exposeString('address1'),
    address2: t.exposeString('address2'),
    currency: t.exposeString('currency'),
    itemsTotal: t.expose('itemsTotal', { type: 'Decimal' }),
    shippingFee: t.expose('shippingFee', { type: 'Decimal' }),
    discount: t.expose('discount', { type: 'Decimal' }),
    totalAmount: t.expose('totalAmount', { type: 'Decimal' }),
    orderedAt: t.expose('orderedAt', { type: 'DateTime' }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    shipBy: t.expose('shipBy', { type: 'DateTime', nullable: true }),
    shippedAt: t.expose('shippedAt', { type: 'DateTime', nullable: true }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    cancelledAt: t.expose('cancelledAt', { type: 'DateTime', nullable: true }),
    cancelRequested: t.exposeBoolean('cancelRequested'),
    matched: t.exposeBoolean('matched', { description: 'Every item has a local SKU' }),
    warehouseId: t.exposeInt('warehouseId', { nullable: true }),
    warehouseName: t.string({ resolve: (o, _a, ctx) => (o.warehouseId ? loadWarehouseName(ctx, o.warehouseId) : '') }),
    logisticsChannelId: t.exposeInt('logisticsChannelId', { nullable: true }),
    logisticsChannelName: t.string({ resolve: (o, _a, ctx) => loadChannelName(ctx, o.logisticsChannelId) }),
    trackingNo: t.exposeString('trackingNo'),
    preShippedAt: t.expose('preShippedAt', { type: 'DateTime', nullable: true }),
    trackingUploadedAt: t.expose('trackingUploadedAt', { type: 'DateTime', nullable: true }),
    estimatedWeight: t.exposeInt('estimatedWeight', { description: 'Grams, from the SKU weights' }),
    weight: t.exposeInt('weight', { description: 'Grams, the weighed parcel' }),
    buyerNote: t.exposeString('buyerNote'),
    sellerNote: t.exposeString('sellerNote'),
    tags: t.exposeStringList('tags'),
    parentId: t.exposeInt('parentId', { nullable: true }),
    mergedIntoId: t.exposeInt('mergedIntoId', { nullable: true }),
    pickListId: t.exposeInt('pickListId', { nullable: true }),
    sortSlot: t.exposeInt('sortSlot', { nullable: true }),
    verifiedAt: t.expose('verifiedAt', { type: 'DateTime', nullable: true }),
    collectStatus: t.exposeInt('collectStatus', { description: '0 not scanned, 1 collected, -1 pickup timeout, -2 pickup exception' }),
    outboundAt: t.expose('outboundAt', { type: 'DateTime', nullable: true }),
    bagId: t.exposeInt('bagId', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    items: t.relation('items', { query: { orderBy: { id: 'asc' } } }),
    history: t.relation('history', { query: { orderBy: { id: 'asc' } } }),
    itemCount: t.int({
      description: 'Total quantity of the lines',
      select: { items: { select: { quantity: true } } },
      resolve: (o) => o.items.reduce((s, i) => s + i.quantity, 0),
    }),
  }),
});

builder.prismaObject('SkuPairing', {
  description: 'A marketplace SKU paired with a local SKU for every future order',
  fields: (t) => ({
    id: t.exposeInt('id'),
    platformType: t.exposeInt('platformType'),
    shopId: t.exposeInt('shopId', { description: '0: every shop of the platform' }),
    shopName: t.string({ resolve: (p, _a, ctx) => (p.shopId ? loadShopName(ctx, p.shopId) : '') }),
    platformSku: t.exposeString('platformSku'),
    skuId: t.exposeInt('skuId'),
    ...skuFields(t, 'skuId', { sku: 'sku', productName: 'skuName', image: 'image' }),
    unitsPerItem: t.exposeInt('unitsPerItem'),
    operatorName: t.string({ resolve: (p, _a, ctx) => loadUserName(ctx, p.operatorId) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const OnlineProduct = builder.objectRef<matching.OnlineProductRow>('OnlineProduct').implement({
  description: 'A marketplace product seen on orders (shop + marketplace SKU) with its pairing state',
  fields: (t) => ({
    id: t.string({ description: 'shopId:platformSku', resolve: (p) => `${p.shopId}:${p.platformSku}` }),
    shopId: t.exposeInt('shopId'),
    shopName: t.string({ resolve: (p, _a, ctx) => loadShopName(ctx, p.shopId) }),
    platformType: t.exposeInt('platformType'),
    platformSku: t.exposeString('platformSku'),
    title: t.exposeString('title'),
    image: t.exposeString('image'),
    orderCount: t.exposeInt('orderCount', { description: 'Orders carrying it' }),
    unmatchedCount: t.exposeInt('unmatchedCount', { description: 'Open order lines of it without a local SKU' }),
    pairingId: t.exposeInt('pairingId', { nullable: true }),
    skuId: t.exposeInt('skuId', { nullable: true, description: 'The local SKU it matches (pairing, SKU code or alias)' }),
    sku: t.string({ resolve: (p, _a, ctx) => (p.skuId ? loadSkuCode(ctx, p.skuId) : '') }),
    matchedBy: t.exposeString('matchedBy', { description: 'pairing | sku | alias | "" (unmatched)' }),
    unitsPerItem: t.exposeInt('unitsPerItem'),
  }),
});

const OrderRefusal = builder.objectRef<orders.OrderRefusal>('OrderRefusal').implement({
  description: 'An order of a batch that could not take the action, with why',
  fields: (t) => ({
    id: t.exposeInt('id'),
    orderNo: t.exposeString('orderNo'),
    messageId: t.exposeString('messageId'),
    message: t.string({ resolve: (r, _a, ctx) => translate(ctx.lang, r.messageId, r.params) }),
  }),
});

const OrderBatchResult = builder.objectRef<orders.OrderBatchResult>('OrderBatchResult').implement({
  description: 'What a batch action did: the orders it changed and the ones it refused',
  fields: (t) => ({
    orders: t.prismaField({ type: ['Order'], resolve: (query, r, _a, ctx) => orders.ordersByIds(ctx, r.ids, query) }),
    refused: t.field({ type: [OrderRefusal], resolve: (r) => r.refused }),
  }),
});

const OrderStatusCount = statusCountType('OrderStatusCount', OrderStatusEnum);

const AbnormalReasonCount = builder.objectRef<{ reason: string; count: number }>('AbnormalReasonCount').implement({
  description: 'Abnormal orders of one reason (ABNORMAL_REASONS of @erp/schema)',
  fields: (t) => ({ reason: t.exposeString('reason'), count: t.exposeInt('count') }),
});

// ---- inputs ------------------------------------------------------------------------------------

const OrderFilter = builder.inputType('OrderFilter', {
  fields: (t) => ({
    status: t.field({ type: OrderStatusEnum }),
    keyword: t.string({ description: 'Order number, marketplace order number, buyer, tracking number or marketplace SKU' }),
    shopId: t.int(),
    platformType: t.int(),
    country: t.string(),
    warehouseId: t.int(),
    logisticsChannelId: t.int(),
    abnormalReason: t.string(),
    preShipped: t.boolean({ description: 'Tracking uploaded before the parcel left' }),
    matched: t.boolean(),
    otherRule: t.string({ description: 'expireDelivery | overseaCancelWarning | unmatched (dashboard links)' }),
    condition: t.string({ description: 'Narrows otherRule unmatched to a status (processing)' }),
    endTimeAt: t.field({ type: 'DateTime', description: 'Only orders ordered at or before this time (dashboard end_time_at)' }),
    orderedFrom: t.field({ type: 'DateTime' }),
    orderedTo: t.field({ type: 'DateTime' }),
    unassigned: t.boolean({ description: 'true: no warehouse or no logistics channel yet (/distributePackage); false: both set' }),
  }),
});

const OrderItemInput = builder.inputType('OrderItemInput', {
  fields: (t) => ({
    skuId: t.int({ description: 'Local SKU (or give platformSku to match)' }),
    platformSku: t.string(),
    title: t.string(),
    quantity: t.int({ required: true }),
    unitPrice: t.field({ type: 'Decimal' }),
  }),
});

const CreateOrderInput = builder.inputType('CreateOrderInput', {
  fields: (t) => ({
    shopId: t.int({ required: true }),
    platformOrderNo: t.string({ description: 'Defaults to the generated order number' }),
    buyerAccount: t.string(),
    buyerName: t.string({ required: true }),
    buyerPhone: t.string(),
    buyerEmail: t.string(),
    country: t.string({ required: true, description: 'ISO 3166-1 alpha-2' }),
    state: t.string(),
    city: t.string(),
    postcode: t.string(),
    address1: t.string({ required: true }),
    address2: t.string(),
    currency: t.string(),
    shippingFee: t.field({ type: 'Decimal' }),
    discount: t.field({ type: 'Decimal' }),
    buyerNote: t.string(),
    sellerNote: t.string(),
    tags: t.stringList(),
    warehouseId: t.int(),
    logisticsChannelId: t.int(),
    items: t.field({ type: [OrderItemInput], required: true }),
  }),
});

const UpdateOrderInput = builder.inputType('UpdateOrderInput', {
  fields: (t) => ({
    buyerName: t.string(),
    buyerPhone: t.string(),
    buyerEmail: t.string(),
    country: t.string(),
    state: t.string(),
    city: t.string(),
    postcode: t.string(),
    address1: t.string(),
    address2: t.string(),
    buyerNote: t.string(),
    sellerNote: t.string(),
    tags: t.stringList(),
    warehouseId: t.int({ description: 'Only while not reserved (processing, out of stock, abnormal)' }),
    logisticsChannelId: t.int(),
  }),
});

const SplitLineInput = builder.inputType('OrderSplitLineInput', {
  fields: (t) => ({ itemId: t.int({ required: true }), quantity: t.int({ required: true }) }),
});
const SplitPartInput = builder.inputType('OrderSplitPartInput', {
  fields: (t) => ({ lines: t.field({ type: [SplitLineInput], required: true }) }),
});
const SplitOrderInput = builder.inputType('SplitOrderInput', {
  fields: (t) => ({
    id: t.int({ required: true }),
    parts: t.field({ type: [SplitPartInput], required: true, description: 'One entry per sub-order: the quantity of each line it takes' }),
  }),
});

const PairSkuInput = builder.inputType('PairSkuInput', {
  fields: (t) => ({
    platformType: t.int({ required: true }),
    shopId: t.int({ description: '0 or unset: every shop of the platform' }),
    platformSku: t.string({ required: true }),
    skuId: t.int({ required: true }),
    unitsPerItem: t.int({ description: 'Local units per marketplace unit (default 1)' }),
  }),
});

const SkuPairingFilter = builder.inputType('SkuPairingFilter', {
  fields: (t) => ({ platformType: t.int(), shopId: t.int(), skuId: t.int(), keyword: t.string({ description: 'Marketplace SKU or local SKU' }) }),
});

const OnlineProductFilter = builder.inputType('OnlineProductFilter', {
  fields: (t) => ({
    platformType: t.int(),
    shopId: t.int(),
    keyword: t.string({ description: 'Marketplace SKU or title' }),
    state: t.string({ description: 'paired | matched | unmatched' }),
  }),
});

// ---- queries -----------------------------------------------------------------------------------

/** Whether a connection field's selection asks for totalCount (directly or through fragments). */
function asksTotalCount(info: GraphQLResolveInfo): boolean {
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode | undefined): boolean =>
    !!set?.selections.some((s) => {
      if (s.kind === Kind.FIELD) return s.name.value === 'totalCount';
      if (s.kind === Kind.INLINE_FRAGMENT) return walk(s.selectionSet);
      if (seen.has(s.name.value)) return false;
      seen.add(s.name.value);
      return walk(info.fragments[s.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((n) => walk(n.selectionSet));
}

const orderCounts = new WeakMap<object, Map<string, Promise<number>>>();

/**
 * The order list's count, once per request and filter. The page's resolver starts it next to the
 * page query when the request asks for totalCount, so both statements run at the same time.
 */
function countOrders(ctx: RequestContext, filter: unknown, where: () => Prisma.OrderWhereInput): Promise<number> {
  let perRequest = orderCounts.get(ctx);
  if (!perRequest) orderCounts.set(ctx, (perRequest = new Map<string, Promise<number>>()));
  const key = JSON.stringify(filter ?? null);
  let count = perRequest.get(key);
  if (!count) {
    count = Promise.resolve(ctx.db.order.count({ where: where() }));
    // Started early: a failure surfaces where totalCount awaits it (nowhere when the page failed first).
    count.catch(() => {});
    perRequest.set(key, count);
  }
  return count;
}

builder.queryFields((t) => ({
  orders: t.prismaConnection({
    type: 'Order',
    cursor: 'id',
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 50,
    authScopes: { permission: 'orders' },
    args: {
      ...offsetArg(t),
      filter: t.arg({ type: OrderFilter }),
      sort: t.arg.string({ description: 'orderedAt (default, newest first) | shipBy (soonest first) | totalAmount (largest first)' }),
      sortOrder: t.arg.string({ description: 'asc | desc (overrides the default direction)' }),
    },
    resolve: (query, _r, args, ctx, info) => {
      const where = orders.orderWhere(ctx, compact(args.filter ?? {}));
      const page = { ...withOffset(query, args.offset), where, orderBy: orders.orderSort(args.sort, args.sortOrder) };
      // The count (the slowest statement of the page) runs next to the page query, not after it.
      if (asksTotalCount(info)) void countOrders(ctx, args.filter, () => where);
      return ctx.db.order.findMany(page);
    },
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return countOrders(ctx, args.filter, () => orders.orderWhere(ctx, compact(args.filter ?? {})));
    },
  }),
  orderStatusCounts: t.field({
    type: [OrderStatusCount],
    authScopes: { permission: 'orders' },
    description: 'Orders per status for the status tabs (the filter without its status)',
    args: { filter: t.arg({ type: OrderFilter }) },
    resolve: (_r, args, ctx) => orders.orderStatusCounts(ctx, compact(args.filter ?? {})),
  }),
  abnormalReasonCounts: t.field({
    type: [AbnormalReasonCount],
    authScopes: { permission: 'orders' },
    description: 'Abnormal orders per reason for the /abnormalOrders tabs (the filter without its status and reason)',
    args: { filter: t.arg({ type: OrderFilter }) },
    resolve: (_r, args, ctx) => orders.abnormalReasonCounts(ctx, compact(args.filter ?? {})),
  }),
  order: t.prismaField({
    type: 'Order',
    nullable: true,
    authScopes: { permission: 'orders' },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _r, { id }, ctx) => ctx.db.order.findFirst({ ...query, where: { AND: [orders.orderWhere(ctx), { id }] } }),
  }),
  skuPairings: t.prismaConnection({
    type: 'SkuPairing',
    ...pageList,
    authScopes: { permission: 'productPairingList' },
    args: { offset: t.arg.int({ description: 'Rows to skip from the start; replaces after' }), filter: t.arg({ type: SkuPairingFilter }) },
    resolve: async (query, _r, args, ctx) =>
      ctx.db.skuPairing.findMany({
        ...withOffset(query, args.offset),
        where: await matching.pairingWhere(ctx, compact(args.filter ?? {})),
        orderBy: { id: 'desc' },
      }),
    totalCount: async (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.skuPairing.count({ where: await matching.pairingWhere(ctx, compact(args.filter ?? {})) });
    },
  }),
  skuAliases: t.stringList({
    nullable: true,
    authScopes: { permission: 'productPairingList' },
    description: 'The aliases of a local SKU (automatic matching by alias); null when there is no such SKU',
    args: { skuId: t.arg.int({ required: true }) },
    resolve: (_r, { skuId }, ctx) => matching.skuAliases(ctx, skuId),
  }),
  onlineProducts: t.connection(
    {
      type: OnlineProduct,
      authScopes: { permission: 'onlineProductPairingList' },
      args: { offset: t.arg.int({ description: 'Rows to skip from the start; replaces after' }), filter: t.arg({ type: OnlineProductFilter }) },
      resolve: async (_r, args, ctx) => {
        checkOffset(args.offset);
        const filter = compact(args.filter ?? {});
        const totalCount = await matching.countOnlineProducts(ctx, filter);
        const conn = await resolveOffsetConnection(
          { args: args.offset != null ? { ...args, after: undefined, before: undefined } : args, defaultSize: 30, maxSize: PAGE_SIZE_MAX },
          ({ offset, limit }) => matching.onlineProducts(ctx, filter, (args.offset ?? 0) + offset, limit),
        );
        return { ...conn, totalCount };
      },
    },
    { fields: (c) => ({ totalCount: c.int({ resolve: (p) => (p as unknown as { totalCount: number }).totalCount }) }) },
  ),
}));

// ---- mutations ---------------------------------------------------------------------------------

const ext = { operateModule: 'orders' };
const idsArg = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => t.arg.intList({ required: true });

builder.mutationFields((t) => ({
  createOrder: t.prismaField({
    type: 'Order',
    ...command('order.create', ext),
    description: 'A manual order (/createOrder); matched, rules applied like a pulled one',
    args: { input: t.arg({ type: CreateOrderInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => orders.createOrder(ctx, compact(input)),
  }),
  updateOrder: t.prismaField({
    type: 'Order',
    ...command('order.update', ext),
    description: 'Address, notes, tags, warehouse and channel of an open order',
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: UpdateOrderInput, required: true }) },
    resolve: (_q, _r, { id, input }, ctx) => orders.updateOrder(ctx, id, compact(input)),
  }),
  auditOrders: t.field({
    type: OrderBatchResult,
    ...command('order.audit', ext),
    description: 'Review: reserves the stock of each processing order (awaiting shipment) or marks it out of stock',
    args: { ids: idsArg(t) },
    resolve: (_r, { ids }, ctx) => auditOrders(ctx, ids),
  }),
  backToProcessing: t.field({
    type: OrderBatchResult,
    ...command('order.audit', ext),
    description: 'Undo the review: reserved stock is released',
    args: { ids: idsArg(t) },
    resolve: (_r, { ids }, ctx) => backToProcessing(ctx, ids),
  }),
  reallocateOutOfStock: t.field({
    type: OrderBatchResult,
    ...command('order.audit', ext),
    description: 'Retries out-of-stock orders (the given ones, or all), oldest first',
    args: { ids: t.arg.intList() },
    resolve: (_r, { ids }, ctx) => reallocateOutOfStock(ctx, ids ?? undefined),
  }),
  holdOrders: t.field({
    type: OrderBatchResult,
    ...command('order.update', ext),
    description: 'Holds open orders as abnormal (reason manual); reserved stock is released',
    args: { ids: idsArg(t), remark: t.arg.string() },
    resolve: (_r, { ids, remark }, ctx) => orders.holdOrders(ctx, { ids, remark: remark ?? '' }),
  }),
  releaseOrders: t.field({
    type: OrderBatchResult,
    ...command('order.update', ext),
    description: 'Abnormal → the status it was held from (processing when it was reserved)',
    args: { ids: idsArg(t) },
    resolve: (_r, { ids }, ctx) => orders.releaseOrders(ctx, ids),
  }),
  cancelOrders: t.field({
    type: OrderBatchResult,
    ...command('order.cancel', ext),
    args: { ids: idsArg(t), reason: t.arg.string() },
    resolve: (_r, { ids, reason }, ctx) => orders.cancelOrders(ctx, { ids, reason: reason ?? '' }),
  }),
  shipOrders: t.field({
    type: OrderBatchResult,
    ...command('order.ship', ext),
    description: 'Marks awaiting-shipment orders shipped by hand: the reserved stock leaves the warehouse',
    args: { ids: idsArg(t), trackingNo: t.arg.string({ description: 'Only with one order' }) },
    resolve: (_r, { ids, trackingNo }, ctx) => shipOrders(ctx, ids, trackingNo ?? undefined),
  }),
  splitOrder: t.prismaField({
    type: ['Order'],
    ...command('order.update', ext),
    description: 'Splits an order into sub-orders <orderNo>-1, -2, …; the parent is cancelled (history split). Answers the sub-orders',
    args: { input: t.arg({ type: SplitOrderInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => splitOrder(ctx, { id: input.id, parts: input.parts.map((p) => p.lines) }),
  }),
  mergeOrders: t.prismaField({
    type: 'Order',
    ...command('order.update', ext),
    description: 'Merges orders of the same buyer, shop and address into the first one; the others are cancelled',
    args: { ids: idsArg(t) },
    resolve: (_q, _r, { ids }, ctx) => mergeOrders(ctx, ids),
  }),
  pairSku: t.prismaField({
    type: 'SkuPairing',
    ...command('pairing.update', { operateModule: 'pairing' }),
    description: 'Pairs a marketplace SKU with a local SKU for future orders and re-matches open unmatched orders',
    args: { input: t.arg({ type: PairSkuInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => matching.pairSku(ctx, compact(input)),
  }),
  unpairSku: t.field({
    type: 'Int',
    ...command('pairing.update', { operateModule: 'pairing' }),
    description: 'Deletes a pairing (orders already matched keep their SKU); answers its id',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id }, ctx) => matching.unpairSku(ctx, id),
  }),
  setSkuAliases: t.stringList({
    ...command('pairing.update', { operateModule: 'pairing' }),
    description: 'Replaces the aliases of a local SKU (automatic matching by alias); re-matches open unmatched orders',
    args: { skuId: t.arg.int({ required: true }), aliases: t.arg.stringList({ required: true }) },
    resolve: (_r, { skuId, aliases }, ctx) => matching.setSkuAliases(ctx, { skuId, aliases }),
  }),
}));
