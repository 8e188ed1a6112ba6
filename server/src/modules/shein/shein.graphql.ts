// GraphQL of SHEIN stock orders and delivery orders (/sheinPurchaseOrders, /sheinDeliveryOrders;
// issue 23 item 7): lists with status tabs and filters, one order, pull per shop, accept, reject,
// create a delivery order, deliver, and the prints (SKU labels 70 × 20 mm, box marks 100 × 100 mm).
import { SHEIN_DELIVERY_METHODS, SHEIN_DELIVERY_STATUSES, SHEIN_ORDER_STATUSES } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields, figuresOf, nameFields, rowCommandsOn } from '../../graphql/fields';
import { statusCountType, statusEnum } from '../../graphql/enums';
import { listAndOne } from '../../graphql/pagination';
import { inputOf, plainInput } from '../../graphql/inputs';
import { loadUserName, loadWarehouseName } from '../../platform/lookups';
import { PdfFileRef } from '../barcodes/pdf.graphql';
import { loadShopName } from '../orders/orders.lookups';
import { printSheinBoxMarks, printSheinLabels } from './shein.pdf';
import * as sh from './shein.service';

const OrderStatusEnum = statusEnum('SheinOrderStatus', SHEIN_ORDER_STATUSES, 'SHEIN_ORDER_STATUSES of @erp/schema (SHEIN_ORDER_TRANSITIONS)');
const DeliveryStatusEnum = statusEnum('SheinDeliveryStatus', SHEIN_DELIVERY_STATUSES, 'SHEIN_DELIVERY_STATUSES of @erp/schema');
const MethodEnum = statusEnum(
  'SheinDeliveryMethod',
  SHEIN_DELIVERY_METHODS,
  'express (express company), pickup (SHEIN picks up at a time) or fleet (fleet code)',
);

builder.prismaObject('SheinPurchaseOrderLine', {
  description: "A line of a SHEIN stock order: SHEIN's SKU and the seller's SKU code",
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', sheinSku: 'String', supplierSku: "String: The seller's SKU code", title: 'String', quantity: 'Int' }),
    skuId: t.exposeInt('skuId', { nullable: true, description: "The company's SKU of that code (null: not mapped)" }),
  }),
});

builder.prismaObject('SheinPurchaseOrder', {
  description: 'A SHEIN stock order (spec 02 §3): SHEIN buys from the seller as a supplier',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', shopId: 'Int' }),
    ...nameFields(t, { shopName: ['shopId', loadShopName] }),
    ...exposeFields(t, { orderNo: "String: SHEIN's order number" }),
    status: t.expose('status', { type: OrderStatusEnum }),
    ...exposeFields(t, {
      merchantType: 'String: selfOperated, semiManaged or fullyManaged',
      address: 'String: The SHEIN warehouse the goods go to',
      orderQuantity: 'Int: Order quantity',
      placedAt: 'DateTime',
      requiredAt: 'DateTime?',
      acceptedAt: 'DateTime?',
      rejectReason: 'String',
      cancelledAt: 'DateTime?',
      deliveredAt: 'DateTime?',
      providerMessage: "String: SHEIN's message of the last refused call (the order kept its state)",
    }),
    lines: t.relation('lines', { query: { orderBy: { id: 'asc' } } }),
    delivery: t.prismaField({
      type: 'SheinDeliveryOrder',
      nullable: true,
      resolve: (query, o, _a, ctx) => ctx.db.sheinDeliveryOrder.findFirst({ ...query, where: { purchaseOrderId: o.id } }),
    }),
  }),
});

builder.prismaObject('SheinDeliveryOrder', {
  description: 'A SHEIN delivery order (delivery note) for an accepted stock order',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', shopId: 'Int', purchaseOrderId: 'Int' }),
    ...nameFields(t, { shopName: ['shopId', loadShopName], warehouseName: ['warehouseId', loadWarehouseName], createdByName: ['createdBy', loadUserName] }),
    ...exposeFields(t, { deliveryNo: "String: SHEIN's delivery note number" }),
    status: t.expose('status', { type: DeliveryStatusEnum }),
    deliveryMethod: t.expose('deliveryMethod', { type: MethodEnum }),
    ...exposeFields(t, {
      warehouseId: 'Int',
      expressCompany: 'String',
      trackingNo: 'String',
      pickupTime: 'DateTime?',
      fleetCode: 'String',
      address: 'String',
      shipQuantity: 'Int: Shipment quantity',
      packageCount: 'Int',
      totalWeight: 'Decimal: kg',
      remark: 'String',
      providerMessage: "String: SHEIN's message of the last refused call",
      deliveredAt: 'DateTime?',
      createdAt: 'DateTime',
    }),
    packageWeights: t.stringList({ description: 'kg per package', resolve: (d) => d.packageGrams.map((g) => (g / 1000).toFixed(3)) }),
    orderNo: t.string({
      description: "The stock order's SHEIN number",
      resolve: async (d, _a, ctx) =>
        (await ctx.db.sheinPurchaseOrder.findFirst({ where: { id: d.purchaseOrderId }, select: { orderNo: true } }))?.orderNo ?? '',
    }),
  }),
});

const OrderFilter = plainInput('SheinPurchaseOrderFilter', {
  status: inputOf(OrderStatusEnum),
  shopId: 'Int',
  merchantType: 'String',
  keyword: 'String: Order number (contains)',
});
const OrderCountFilter = plainInput('SheinPurchaseOrderCountFilter', { shopId: 'Int', merchantType: 'String', keyword: 'String' });
const DeliveryFilter = plainInput('SheinDeliveryOrderFilter', {
  status: inputOf(DeliveryStatusEnum),
  shopId: 'Int',
  warehouseId: 'Int',
  deliveryMethod: 'String',
  keyword: 'String: Delivery note number, tracking number, express company or fleet code (contains)',
});
const DeliveryCountFilter = plainInput('SheinDeliveryOrderCountFilter', { shopId: 'Int', warehouseId: 'Int', keyword: 'String' });
const RejectInput = plainInput('RejectSheinOrderInput', { id: 'Int!', reason: 'String!: Why (required)' });
const PackageInput = plainInput('SheinPackageInput', { weight: 'Float!: kg, above 0' });
const DeliveryInput = plainInput('CreateSheinDeliveryInput', {
  purchaseOrderId: 'Int!: An accepted stock order',
  warehouseId: 'Int!: The own warehouse the goods leave',
  deliveryMethod: 'String!: express, pickup or fleet',
  expressCompany: 'String: Required for express',
  trackingNo: 'String',
  pickupTime: 'DateTime: Required for pickup',
  fleetCode: 'String: Required for fleet',
  packages: inputOf([PackageInput], 'At least one, each with its weight'),
  remark: 'String',
});

const OrderStatusCount = statusCountType('SheinOrderStatusCount', OrderStatusEnum);
const DeliveryStatusCount = statusCountType('SheinDeliveryStatusCount', DeliveryStatusEnum);

const ShopOption = builder.objectRef<{ id: number; shopName: string; alias: string; status: number }>('SheinShopOption').implement({
  fields: (t) => ({ id: t.exposeInt('id'), shopName: t.exposeString('shopName'), alias: t.exposeString('alias'), status: t.exposeInt('status') }),
});
const PullResult = builder.objectRef<{ created: number; cancelled: number }>('SheinPullResult').implement({
  fields: (t) => ({ ...exposeFields(t, { created: 'Int: New stock orders', cancelled: 'Int: Orders SHEIN cancelled since the last pull' }) }),
});

const orders = listAndOne('SheinPurchaseOrder', sh.SHEIN_ORDER_PAGE, OrderFilter, (ctx) => ctx.db.sheinPurchaseOrder, sh.sheinOrderWhere, { placedAt: 'desc' });
const deliveries = listAndOne('SheinDeliveryOrder', sh.SHEIN_DELIVERY_PAGE, DeliveryFilter, (ctx) => ctx.db.sheinDeliveryOrder, sh.sheinDeliveryWhere, {
  id: 'desc',
});

builder.queryFields((t) => ({
  sheinPurchaseOrders: t.prismaConnection(orders.list),
  sheinPurchaseOrder: t.prismaField(orders.one),
  sheinPurchaseOrderStatusCounts: t.field(
    figuresOf(OrderStatusCount, sh.SHEIN_ORDER_PAGE, OrderCountFilter, sh.sheinOrderStatusCounts, 'SHEIN stock orders per status under the other filters'),
  ),
  sheinDeliveryOrders: t.prismaConnection(deliveries.list),
  sheinDeliveryOrder: t.prismaField(deliveries.one),
  sheinDeliveryOrderStatusCounts: t.field(
    figuresOf(
      DeliveryStatusCount,
      sh.SHEIN_DELIVERY_PAGE,
      DeliveryCountFilter,
      sh.sheinDeliveryStatusCounts,
      'SHEIN delivery orders per status under the other filters',
    ),
  ),
  sheinShops: t.field({
    type: [ShopOption],
    authScopes: { permission: sh.SHEIN_ORDER_PAGE },
    description: "The caller's SHEIN shops",
    resolve: (_r, _a, ctx) => sh.sheinShops(ctx),
  }),
}));

const handle = command('sheinPurchaseOrders.handle', { operateModule: sh.SHEIN_ORDER_PAGE });
const update = command('sheinDeliveryOrders.update', { operateModule: sh.SHEIN_DELIVERY_PAGE });
const onOrder = rowCommandsOn('SheinPurchaseOrder');
const onDelivery = rowCommandsOn('SheinDeliveryOrder');
builder.mutationFields((t) => ({
  pullSheinOrders: t.field(
    commandsOn(PullResult).byArgs(
      handle,
      { shopId: 'Int!' },
      (ctx, a) => sh.pullSheinOrders(ctx, a.shopId),
      "Pulls a SHEIN shop's stock orders (new ones, SHEIN's cancellations)",
    ),
  ),
  acceptSheinOrder: t.prismaField(onOrder.byId(handle, sh.acceptSheinOrder, 'Placed → accepted (SHEIN is told first; its refusal keeps the state)')),
  rejectSheinOrder: t.prismaField(onOrder.byInput(handle, RejectInput, sh.rejectSheinOrder, 'Placed → rejected, with a reason')),
  createSheinDelivery: t.prismaField(
    onDelivery.byInput(update, DeliveryInput, sh.createSheinDelivery, 'Accepted → delivering: the delivery note (warehouse, method, packages) SHEIN numbers'),
  ),
  deliverSheinDelivery: t.prismaField(
    onDelivery.byId(update, sh.deliverSheinDelivery, 'Delivering → delivered: the goods leave the warehouse through the stock ledger'),
  ),
  printSheinLabels: t.field(
    commandsOn(PdfFileRef).byId(
      command(sh.SHEIN_ORDER_PAGE, { operateModule: sh.SHEIN_ORDER_PAGE }),
      printSheinLabels,
      'SKU labels of a stock order, 70 × 20 mm, one page per unit, as a PDF (base64)',
    ),
  ),
  printSheinBoxMarks: t.field(
    commandsOn(PdfFileRef).byId(
      command(sh.SHEIN_DELIVERY_PAGE, { operateModule: sh.SHEIN_DELIVERY_PAGE }),
      printSheinBoxMarks,
      'Box marks of a delivery order, 100 × 100 mm, one page per package, as a PDF (base64)',
    ),
  ),
}));
