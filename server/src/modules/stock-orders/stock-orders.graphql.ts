// GraphQL of stock orders (overseas stocking, /overseasStock; issue 23 items 2 and 4): the list with
// status / warehouse / keyword filters and status counts, one order, and a mutation per action of
// STOCK_ORDER_TRANSITIONS (batch submit and review; review answers per-order outcomes).
import { STOCK_ORDER_FREIGHT_SHARING, STOCK_ORDER_STATUSES, translate } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields, figuresOf, nameFields, reading, rowCommandsOn, sumOfLines } from '../../graphql/fields';
import { skuLineFields } from '../../graphql/sku-fields';
import { statusCountType, statusEnum } from '../../graphql/enums';
import { listAndOne } from '../../graphql/pagination';
import { inputOf, linesOf, plainInput } from '../../graphql/inputs';
import { batchResultType, refusalType } from '../../graphql/results';
import { loadUserName, loadWarehouseName } from '../../platform/lookups';
import { providerName } from '../overseas-warehouses/overseas-warehouses.service';
import * as inbound from './stock-orders.inbound';
import * as so from './stock-orders.service';

const StockOrderStatusEnum = statusEnum('StockOrderStatus', STOCK_ORDER_STATUSES, 'STOCK_ORDER_STATUSES of @erp/schema (STOCK_ORDER_TRANSITIONS)');

builder.prismaObject('StockOrderLine', {
  description: 'One SKU of a stock order (spec 02 §3: stock, occupied, out-of-stock, shipped and received quantities, cost price)',
  fields: (t) => ({
    ...skuLineFields(t),
    ...exposeFields(t, {
      quantity: 'Int: Stock quantity',
      costPrice: "Decimal: Purchase price per unit (the SKU's when saved)",
      occupiedQuantity: 'Int: Occupied at the source warehouse',
      outOfStockQuantity: 'Int',
      shippedQuantity: 'Int',
      receivedQuantity: 'Int',
      freightShare: "Decimal: The line's share of the first-leg freight",
      overseasCostPrice: 'Decimal: Per unit: cost price + freight share ÷ quantity + listing fee + final freight (spec 02 §9); final when received',
    }),
    shortQuantity: t.int({
      description: 'Shipped but not received (a shortage) once the order is received; 0 before',
      resolve: (l) => (l.receivedQuantity < l.shippedQuantity && l.shippedQuantity > 0 ? l.shippedQuantity - l.receivedQuantity : 0),
    }),
  }),
});

builder.prismaObject('StockOrder', {
  description: 'A stock order: stock sent from an own warehouse to an overseas warehouse (spec 02 §3, §4)',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', orderNo: 'String: Stock order number' }),
    status: t.expose('status', { type: StockOrderStatusEnum }),
    ...exposeFields(t, { sourceWarehouseId: 'Int', targetWarehouseId: 'Int' }),
    ...nameFields(t, { sourceWarehouseName: ['sourceWarehouseId', loadWarehouseName], targetWarehouseName: ['targetWarehouseId', loadWarehouseName] }),
    clerkId: t.exposeInt('clerkId', { nullable: true }),
    clerkName: t.string({ description: 'The stock clerk (who created it)', resolve: (o, _a, ctx) => loadUserName(ctx, o.clerkId) }),
    ...nameFields(t, { reviewerName: ['reviewerId', loadUserName] }),
    channelId: t.exposeInt('channelId', { nullable: true }),
    channelName: t.string({
      description: 'The first-mile channel',
      resolve: async (o, _a, ctx) =>
        o.channelId ? ((await ctx.db.firstMileChannel.findFirst({ where: { id: o.channelId }, select: { name: true } }))?.name ?? '') : '',
    }),
    ...exposeFields(t, {
      freightSharing: `String: ${STOCK_ORDER_FREIGHT_SHARING.join(' | ')}`,
      firstLegFreight: 'Decimal',
      listingFee: 'Decimal: Per unit',
      finalFreight: 'Decimal: Per unit',
      estimatedShipAt: 'DateTime?',
      estimatedArriveAt: 'DateTime?',
      trackingNo: 'String: Logistics tracking number',
      rejectReason: 'String',
      remark: 'String',
      submittedAt: 'DateTime?',
      reviewedAt: 'DateTime?',
      shippedAt: 'DateTime?',
      receivedAt: 'DateTime?',
      createdAt: 'DateTime',
    }),
    purchaseOrderNos: t.exposeStringList('purchaseOrderNos', { description: 'Purchase orders generated for the shortfall' }),
    lines: t.relation('lines', { query: { orderBy: { id: 'asc' } } }),
    totalQuantity: sumOfLines(t, 'quantity'),
    totalOccupied: sumOfLines(t, 'occupiedQuantity'),
    totalOutOfStock: sumOfLines(t, 'outOfStockQuantity'),
    ...exposeFields(t, {
      inboundNo: "String: The inbound notice (ASN) number at the third-party warehouse ('' : none)",
      inboundWarehouseCode: "String: The provider's warehouse code of the notice",
      inboundStatus: "String: The provider's state of the notice: '' (none) | created | inTransit | received",
      inboundSyncedAt: 'DateTime?',
    }),
    inboundProvider: t.string({
      description: "The provider of the notice's authorization ('' : none)",
      resolve: async (o, _a, ctx) => {
        if (o.inboundAuthorizationId == null) return '';
        const auth = await ctx.db.overseasWarehouseAuth.findFirst({ where: { id: o.inboundAuthorizationId }, select: { provider: true, name: true } });
        return auth ? `${providerName(ctx, auth.provider)} · ${auth.name}` : '';
      },
    }),
    inboundMessage: t.string({
      description: "The last refusal of the provider or of the receipt, in the caller's language ('' : none)",
      resolve: (o, _a, ctx) => (o.inboundMessageId ? translate(ctx.lang, o.inboundMessageId, (o.inboundMessageParams ?? {}) as Record<string, unknown>) : ''),
    }),
  }),
});

const Filter = plainInput('StockOrderFilter', {
  status: inputOf(StockOrderStatusEnum),
  keyword: 'String: Order number, tracking number or remark',
  sourceWarehouseId: 'Int',
  targetWarehouseId: 'Int: The overseas warehouse',
});
const CountFilter = plainInput('StockOrderCountFilter', { keyword: 'String', sourceWarehouseId: 'Int', targetWarehouseId: 'Int' });
const LineInput = plainInput('StockOrderLineInput', { skuId: 'Int!', quantity: 'Int!' });
const OrderInput = plainInput('StockOrderInput', {
  sourceWarehouseId: 'Int!: An own warehouse',
  targetWarehouseId: 'Int!: An overseas warehouse',
  channelId: 'Int: A first-mile channel',
  freightSharing: `String: ${STOCK_ORDER_FREIGHT_SHARING.join(' | ')} (default quantity)`,
  firstLegFreight: 'Decimal',
  listingFee: 'Decimal: Per unit',
  finalFreight: 'Decimal: Per unit',
  estimatedShipAt: 'DateTime',
  estimatedArriveAt: 'DateTime',
  trackingNo: 'String',
  remark: 'String',
  lines: linesOf(LineInput),
});
const RejectInput = plainInput('RejectStockOrderInput', { id: 'Int!', reason: 'String!' });
const ShipInput = plainInput('ShipStockOrderInput', { id: 'Int!', trackingNo: 'String!', firstLegFreight: 'Decimal: The first-leg freight as billed' });
const ReceiveLineInput = plainInput('ReceiveStockOrderLineInput', { lineId: 'Int!', quantity: 'Int!' });
const ReceiveInput = plainInput('ReceiveStockOrderInput', {
  id: 'Int!',
  locationId: 'Int: A location of the overseas warehouse (none: off-location)',
  lines: inputOf([ReceiveLineInput]),
  confirmOverReceive: 'Boolean: Take in more than was shipped',
});
const SyncReceiptInput = plainInput('SyncStockOrderReceiptInput', {
  id: 'Int!',
  confirmOverReceive: 'Boolean: Take in more than was shipped when the provider counted more',
});

const StatusCount = statusCountType('StockOrderStatusCount', StockOrderStatusEnum);
const Refusal = refusalType('StockOrderRefusal', 'orderNo', 'A stock order a batch could not take the action for, with why');
const Batch = batchResultType<so.StockOrderRefusal, 'StockOrder'>('StockOrderBatchResult', 'orders', 'StockOrder', so.stockOrdersByIds, Refusal);

const ChannelOption = builder.objectRef<{ id: number; name: string; transportMode: string }>('StockOrderChannelOption').implement({
  fields: (t) => ({ ...exposeFields(t, { id: 'Int', name: 'String', transportMode: 'String' }) }),
});

const queries = listAndOne('StockOrder', 'overseasStock', Filter, (ctx) => ctx.db.stockOrder, so.stockOrderWhere, { id: 'desc' });
builder.queryFields((t) => ({
  stockOrders: t.prismaConnection(queries.list),
  stockOrder: t.prismaField(queries.one),
  stockOrderChannelOptions: t.field(
    commandsOn([ChannelOption]).byArgs(
      reading('overseasStock'),
      {},
      so.channelOptions,
      "The company's enabled first-mile channels (the stock order form's picker)",
    ),
  ),
  stockOrderStatusCounts: t.field(
    figuresOf(StatusCount, 'overseasStock', CountFilter, so.stockOrderStatusCounts, 'Stock orders per status under the other filters (status tabs)'),
  ),
}));

const ext = { operateModule: 'overseasStock' };
const create = command('overseasStock.create', ext);
const review = command('overseasStock.review', ext);
const purchase = command('overseasStock.purchase', ext);
const ship = command('overseasStock.ship', ext);
const receive = command('overseasStock.receive', ext);
const onOrder = rowCommandsOn('StockOrder');
const onOrders = rowCommandsOn(['StockOrder']);
const onBatch = commandsOn(Batch);
builder.mutationFields((t) => ({
  createStockOrder: t.prismaField(
    onOrder.byInput(create, OrderInput, so.createStockOrder, 'A draft stock order from an own warehouse to an overseas warehouse'),
  ),
  updateStockOrder: t.prismaField(onOrder.byIdInput(create, OrderInput, so.updateStockOrder, 'Edits a draft')),
  submitStockOrders: t.prismaField(
    onOrders.byIds(
      create,
      so.submitStockOrders,
      'Drafts → being reviewed; any order not a draft refuses the selection ("Please select a stock order in draft status")',
    ),
  ),
  reviewStockOrders: t.field(
    onBatch.byIds(review, so.reviewStockOrders, 'Being reviewed or out of stock → pending shipment (all occupied) or out of stock; refusals per order'),
  ),
  rejectStockOrder: t.prismaField(onOrder.byInput(review, RejectInput, so.rejectStockOrder, 'Being reviewed → draft, with the reason')),
  returnStockOrder: t.prismaField(onOrder.byId(review, so.returnStockOrder, 'Out of stock or pending shipment → draft; the occupation is given back')),
  cancelStockOrder: t.prismaField(onOrder.byId(create, so.cancelStockOrder, 'Cancel stocking (not once shipped); the occupation is given back')),
  generateStockOrderPurchaseOrders: t.prismaField(
    onOrder.byId(purchase, so.generatePurchaseOrders, 'Purchase orders (one per supplier, pending audit) for the out-of-stock quantities'),
  ),
  shipStockOrder: t.prismaField(
    onOrder.byInput(ship, ShipInput, so.shipStockOrder, 'Pending shipment → shipped: out of the source, in transit to the overseas warehouse'),
  ),
  receiveStockOrder: t.prismaField(
    onOrder.byInput(receive, ReceiveInput, so.receiveStockOrder, 'Shipped → received into the overseas warehouse at the overseas cost price'),
  ),
  syncStockOrderReceipt: t.prismaField(
    onOrder.byInput(
      receive,
      SyncReceiptInput,
      inbound.syncStockOrderReceipt,
      "Reads the provider's receipt of the inbound notice; received: the order is received with the provider's quantities",
    ),
  ),
}));
