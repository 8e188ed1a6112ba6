// GraphQL of orders (/orders, /createOrder, detail with history), SKU pairing
// (/productPairingList, /onlineProductPairingList) and the order actions: review (allocation),
// hold / release, cancel, ship, split and merge. Batch actions answer OrderBatchResult: the
// orders that moved and, per refused order, why (an unknown or foreign id refuses the batch).
import { PAGE_SIZE_MAX } from '@erp/schema';
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { Prisma } from '../../generated/prisma/client';
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields, figuresOf, nameFields, offsetArg, op, reading, row, rowCommandsOn } from '../../graphql/fields';
import { skuFields } from '../../graphql/sku-fields';
import { OrderStatusEnum, noStatus, statusCountType } from '../../graphql/enums';
import type { RequestContext } from '../../platform/context';
import { checkOffset, findById, offsetPage, readList, totalCountField, withOffset } from '../../graphql/pagination';
import { compact, inputOf, linesOf, plainInput } from '../../graphql/inputs';
import { batchResultType, refusalType } from '../../graphql/results';
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
    ...exposeFields(t, {
      id: 'Int',
      orderId: 'Int',
      platformItemId: "String: The marketplace's line id",
      platformSku: 'String: The marketplace SKU',
      title: 'String',
      image: 'String',
      quantity: 'Int',
      unitPrice: 'Decimal',
      skuId: 'Int?: Matched local SKU (null: unmatched)',
    }),
    // The order list shows only the code: a light loader (Sku id + code), not loadSku (Sku + Product).
    sku: t.string({ description: 'Local SKU code', resolve: (i, _a, ctx) => (i.skuId ? loadSkuCode(ctx, i.skuId) : '') }),
    ...skuFields(t, 'skuId', { productName: { name: 'skuName', description: 'Local product name' }, image: 'skuImage' }),
    ...exposeFields(t, {
      matchedBy: 'String: sku | alias | pairing | manual | "" (unmatched)',
      unitsPerItem: 'Int: Local units per marketplace unit',
      allocated: 'Int: Local units reserved in the order warehouse',
      isGift: 'Boolean',
      giftRuleId: 'Int?',
    }),
  }),
});

builder.prismaObject('OrderHistory', {
  description: 'One change of an order (status moves, edits, rule hits, scans)',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', action: 'String' }),
    fromStatus: t.field({
      type: OrderStatusEnum,
      nullable: true,
      description: 'null when the entry is not a status move',
      resolve: (h) => noStatus(h.fromStatus),
    }),
    toStatus: t.field({ type: OrderStatusEnum, nullable: true, resolve: (h) => noStatus(h.toStatus) }),
    ...exposeFields(t, { messageId: 'String', params: 'JSON?' }),
    text: t.string({
      description: "What happened, in the reader's language",
      resolve: (h, _a, ctx) => orders.historyText(ctx.lang, h),
    }),
    operatorId: t.exposeInt('operatorId', { nullable: true }),
    ...nameFields(t, { operatorName: ['operatorId', loadUserName] }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObject('Order', {
  description: 'A marketplace or manual order',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      orderNo: 'String: Our number (split children end in -1, -2, …)',
      platformOrderNo: 'String',
      source: 'String: pull | manual | split | merge | import',
    }),
    status: t.expose('status', { type: OrderStatusEnum }),
    abnormalReason: t.exposeString('abnormalReason'),
    heldFromStatus: t.field({
      type: OrderStatusEnum,
      nullable: true,
      description: 'The status an abnormal (held) order returns to; null when not held',
      resolve: (o) => noStatus(o.heldFromStatus),
    }),
    shopId: t.exposeInt('shopId'),
    ...nameFields(t, { shopName: ['shopId', loadShopName] }),
    ...exposeFields(t, {
      platformType: 'Int',
      buyerAccount: 'String',
      buyerName: 'String',
      buyerEmail: 'String',
      buyerPhone: 'String',
      country: 'String',
      state: 'String',
      city: 'String',
      postcode: 'String',
      address1: 'String',
      address2: 'String',
      currency: 'String',
      itemsTotal: 'Decimal',
      shippingFee: 'Decimal',
      discount: 'Decimal',
      totalAmount: 'Decimal',
      orderedAt: 'DateTime',
      paidAt: 'DateTime?',
      shipBy: 'DateTime?',
      shippedAt: 'DateTime?',
      completedAt: 'DateTime?',
      cancelledAt: 'DateTime?',
      cancelRequested: 'Boolean',
      matched: 'Boolean: Every item has a local SKU',
      warehouseId: 'Int?',
    }),
    ...nameFields(t, { warehouseName: ['warehouseId', loadWarehouseName] }),
    logisticsChannelId: t.exposeInt('logisticsChannelId', { nullable: true }),
    ...nameFields(t, { logisticsChannelName: ['logisticsChannelId', loadChannelName] }),
    ...exposeFields(t, {
      trackingNo: 'String',
      preShippedAt: 'DateTime?',
      trackingUploadedAt: 'DateTime?',
      estimatedWeight: 'Int: Grams, from the SKU weights',
      weight: 'Int: Grams, the weighed parcel',
      buyerNote: 'String',
      sellerNote: 'String',
      tags: 'String[]',
      parentId: 'Int?',
      mergedIntoId: 'Int?',
      pickListId: 'Int?',
      sortSlot: 'Int?',
      verifiedAt: 'DateTime?',
      collectStatus: 'Int: 0 not scanned, 1 collected, -1 pickup timeout, -2 pickup exception',
      outboundAt: 'DateTime?',
      bagId: 'Int?',
      createdAt: 'DateTime',
      updatedAt: 'DateTime',
    }),
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
    ...exposeFields(t, { id: 'Int', platformType: 'Int', shopId: 'Int: 0: every shop of the platform' }),
    ...nameFields(t, { shopName: ['shopId', loadShopName] }),
    ...exposeFields(t, { platformSku: 'String', skuId: 'Int' }),
    ...skuFields(t, 'skuId', { sku: 'sku', productName: 'skuName', image: 'image' }),
    unitsPerItem: t.exposeInt('unitsPerItem'),
    ...nameFields(t, { operatorName: ['operatorId', loadUserName] }),
    ...exposeFields(t, { createdAt: 'DateTime', updatedAt: 'DateTime' }),
  }),
});

const OnlineProduct = builder.objectRef<matching.OnlineProductRow>('OnlineProduct').implement({
  description: 'A marketplace product seen on orders (shop + marketplace SKU) with its pairing state',
  fields: (t) => ({
    id: t.string({ description: 'shopId:platformSku', resolve: (p) => `${p.shopId}:${p.platformSku}` }),
    shopId: t.exposeInt('shopId'),
    ...nameFields(t, { shopName: ['shopId', loadShopName] }),
    ...exposeFields(t, {
      platformType: 'Int',
      platformSku: 'String',
      title: 'String',
      image: 'String',
      orderCount: 'Int: Orders carrying it',
      unmatchedCount: 'Int: Open order lines of it without a local SKU',
      pairingId: 'Int?',
      skuId: 'Int?: The local SKU it matches (pairing, SKU code or alias)',
    }),
    ...nameFields(t, { sku: ['skuId', loadSkuCode] }),
    ...exposeFields(t, { matchedBy: 'String: pairing | sku | alias | "" (unmatched)', unitsPerItem: 'Int' }),
  }),
});

const OrderRefusal = refusalType('OrderRefusal', 'orderNo', 'An order of a batch that could not take the action, with why');
const OrderBatchResult = batchResultType<orders.OrderBatchResult, 'Order'>(
  'OrderBatchResult',
  'orders',
  'Order',
  orders.ordersByIds,
  OrderRefusal,
  'What a batch action did: the orders it changed and the ones it refused',
);

const OrderStatusCount = statusCountType('OrderStatusCount', OrderStatusEnum);

const AbnormalReasonCount = builder.objectRef<{ reason: string; count: number }>('AbnormalReasonCount').implement({
  description: 'Abnormal orders of one reason (ABNORMAL_REASONS of @erp/schema)',
  fields: (t) => ({ reason: t.exposeString('reason'), count: t.exposeInt('count') }),
});

// ---- inputs ------------------------------------------------------------------------------------

const OrderFilter = plainInput('OrderFilter', {
  status: inputOf(OrderStatusEnum),
  keyword: 'String: Order number, marketplace order number, buyer, tracking number or marketplace SKU',
  shopId: 'Int',
  platformType: 'Int',
  country: 'String',
  warehouseId: 'Int',
  logisticsChannelId: 'Int',
  abnormalReason: 'String',
  preShipped: 'Boolean: Tracking uploaded before the parcel left',
  matched: 'Boolean',
  otherRule: 'String: expireDelivery | overseaCancelWarning | unmatched (dashboard links)',
  condition: 'String: Narrows otherRule unmatched to a status (processing)',
  endTimeAt: 'DateTime: Only orders ordered at or before this time (dashboard end_time_at)',
  orderedFrom: 'DateTime',
  orderedTo: 'DateTime',
  unassigned: 'Boolean: true: no warehouse or no logistics channel yet (/distributePackage); false: both set',
});

const OrderItemInput = plainInput('OrderItemInput', {
  skuId: 'Int: Local SKU (or give platformSku to match)',
  platformSku: 'String',
  title: 'String',
  quantity: 'Int!',
  unitPrice: 'Decimal',
});

const CreateOrderInput = plainInput('CreateOrderInput', {
  shopId: 'Int!',
  platformOrderNo: 'String: Defaults to the generated order number',
  buyerAccount: 'String',
  buyerName: 'String!',
  buyerPhone: 'String',
  buyerEmail: 'String',
  country: 'String!: ISO 3166-1 alpha-2',
  state: 'String',
  city: 'String',
  postcode: 'String',
  address1: 'String!',
  address2: 'String',
  currency: 'String',
  shippingFee: 'Decimal',
  discount: 'Decimal',
  buyerNote: 'String',
  sellerNote: 'String',
  tags: 'String[]',
  warehouseId: 'Int',
  logisticsChannelId: 'Int',
  items: linesOf(OrderItemInput),
});

const UpdateOrderInput = plainInput('UpdateOrderInput', {
  buyerName: 'String',
  buyerPhone: 'String',
  buyerEmail: 'String',
  country: 'String',
  state: 'String',
  city: 'String',
  postcode: 'String',
  address1: 'String',
  address2: 'String',
  buyerNote: 'String',
  sellerNote: 'String',
  tags: 'String[]',
  warehouseId: 'Int: Only while not reserved (processing, out of stock, abnormal)',
  logisticsChannelId: 'Int',
});

const SplitLineInput = plainInput('OrderSplitLineInput', { itemId: 'Int!', quantity: 'Int!' });
const SplitPartInput = plainInput('OrderSplitPartInput', { lines: linesOf(SplitLineInput) });
const SplitOrderInput = plainInput('SplitOrderInput', {
  id: 'Int!',
  parts: linesOf(SplitPartInput, 'One entry per sub-order: the quantity of each line it takes'),
});

const PairSkuInput = plainInput('PairSkuInput', {
  platformType: 'Int!',
  shopId: 'Int: 0 or unset: every shop of the platform',
  platformSku: 'String!',
  skuId: 'Int!',
  unitsPerItem: 'Int: Local units per marketplace unit (default 1)',
});

const SkuPairingFilter = plainInput('SkuPairingFilter', { platformType: 'Int', shopId: 'Int', skuId: 'Int', keyword: 'String: Marketplace SKU or local SKU' });

const OnlineProductFilter = plainInput('OnlineProductFilter', {
  platformType: 'Int',
  shopId: 'Int',
  keyword: 'String: Marketplace SKU or title',
  state: 'String: paired | matched | unmatched',
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
  orderStatusCounts: t.field(
    figuresOf(OrderStatusCount, 'orders', OrderFilter, orders.orderStatusCounts, 'Orders per status for the status tabs (the filter without its status)'),
  ),
  abnormalReasonCounts: t.field(
    figuresOf(
      AbnormalReasonCount,
      'orders',
      OrderFilter,
      orders.abnormalReasonCounts,
      'Abnormal orders per reason for the /abnormalOrders tabs (the filter without its status and reason)',
    ),
  ),
  order: t.prismaField({
    type: 'Order',
    authScopes: { permission: 'orders' },
    ...findById((ctx) => ctx.db.order, orders.orderWhere),
  }),
  skuPairings: t.prismaConnection(
    readList('SkuPairing', 'productPairingList', SkuPairingFilter, (ctx) => ctx.db.skuPairing, matching.pairingWhere, { id: 'desc' }),
  ),
  skuAliases: t.field({
    nullable: true,
    ...commandsOn(['String']).byArgs(
      reading('productPairingList'),
      { skuId: 'Int!' },
      (ctx, { skuId }) => matching.skuAliases(ctx, skuId),
      'The aliases of a local SKU (automatic matching by alias); null when there is no such SKU',
    ),
  }),
  onlineProducts: t.connection(
    {
      type: OnlineProduct,
      authScopes: { permission: 'onlineProductPairingList' },
      args: { ...offsetArg(t), filter: t.arg({ type: OnlineProductFilter }) },
      resolve: (_r, args, ctx) => {
        const filter = compact(args.filter ?? {});
        return offsetPage(
          args,
          () => matching.countOnlineProducts(ctx, filter),
          (offset, limit) => matching.onlineProducts(ctx, filter, offset, limit),
        );
      },
    },
    totalCountField as never,
  ),
}));

// ---- mutations ---------------------------------------------------------------------------------

const ext = { operateModule: 'orders' };

const orderCreate = command('order.create', ext);
const orderUpdate = command('order.update', ext);
const onOrder = rowCommandsOn('Order');
const orderAudit = command('order.audit', ext);
const onOrderBatchResult = commandsOn(OrderBatchResult);
builder.mutationFields((t) => ({
  createOrder: t.prismaField(
    onOrder.byInput(orderCreate, CreateOrderInput, orders.createOrder, 'A manual order (/createOrder); matched, rules applied like a pulled one'),
  ),
  updateOrder: t.prismaField(
    onOrder.byIdInput(orderUpdate, UpdateOrderInput, orders.updateOrder, 'Address, notes, tags, warehouse and channel of an open order'),
  ),
  auditOrders: t.field(
    onOrderBatchResult.byIds(orderAudit, auditOrders, 'Review: reserves the stock of each processing order (awaiting shipment) or marks it out of stock'),
  ),
  backToProcessing: t.field(onOrderBatchResult.byIds(orderAudit, backToProcessing, 'Undo the review: reserved stock is released')),
  reallocateOutOfStock: t.field(
    onOrderBatchResult.byArgs(
      orderAudit,
      { ids: 'Int[]' },
      (ctx, { ids }) => reallocateOutOfStock(ctx, ids),
      'Retries out-of-stock orders (the given ones, or all), oldest first',
    ),
  ),
  holdOrders: t.field(
    onOrderBatchResult.byArgs(
      orderUpdate,
      { ids: 'Int[]!', remark: 'String' },
      (ctx, { ids, remark }) => orders.holdOrders(ctx, { ids, remark: remark ?? '' }),
      'Holds open orders as abnormal (reason manual); reserved stock is released',
    ),
  ),
  releaseOrders: t.field(
    onOrderBatchResult.byIds(orderUpdate, orders.releaseOrders, 'Abnormal → the status it was held from (processing when it was reserved)'),
  ),
  cancelOrders: t.field(
    onOrderBatchResult.byArgs(command('order.cancel', ext), { ids: 'Int[]!', reason: 'String' }, (ctx, { ids, reason }) =>
      orders.cancelOrders(ctx, { ids, reason: reason ?? '' }),
    ),
  ),
  shipOrders: t.field(
    onOrderBatchResult.byArgs(
      command('order.ship', ext),
      { ids: 'Int[]!', trackingNo: 'String: Only with one order' },
      (ctx, { ids, trackingNo }) => shipOrders(ctx, ids, trackingNo),
      'Marks awaiting-shipment orders shipped by hand: the reserved stock leaves the warehouse',
    ),
  ),
  splitOrder: t.prismaField({
    type: ['Order'],
    ...orderUpdate,
    description: 'Splits an order into sub-orders <orderNo>-1, -2, …; the parent is cancelled (history split). Answers the sub-orders',
    args: { input: t.arg({ type: SplitOrderInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => splitOrder(ctx, { id: input.id, parts: input.parts.map((p) => p.lines) }),
  }),
  mergeOrders: t.prismaField(
    onOrder.byIds(orderUpdate, mergeOrders, 'Merges orders of the same buyer, shop and address into the first one; the others are cancelled'),
  ),
  pairSku: t.prismaField({
    type: 'SkuPairing',
    ...command('pairing.update', { operateModule: 'pairing' }),
    ...row.byInput(PairSkuInput, matching.pairSku, 'Pairs a marketplace SKU with a local SKU for future orders and re-matches open unmatched orders'),
  }),
  unpairSku: t.field({
    type: 'Int',
    ...command('pairing.update', { operateModule: 'pairing' }),
    ...op.byId(matching.unpairSku, 'Deletes a pairing (orders already matched keep their SKU); answers its id'),
  }),
  setSkuAliases: t.field(
    commandsOn(['String']).byArgs(
      command('pairing.update', { operateModule: 'pairing' }),
      { skuId: 'Int!', aliases: 'String[]!' },
      matching.setSkuAliases,
      'Replaces the aliases of a local SKU (automatic matching by alias); re-matches open unmatched orders',
    ),
  ),
}));

/** The batch answer other modules' order commands share (overseas outbound orders). */
export { OrderBatchResult as OrderBatchResultRef };
