// GraphQL of transfer orders (/productTransferBill).
import { PAGE_SIZE_MAX } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { skuFields } from '../../graphql/sku-fields';
import { TransferOrderStatusEnum } from '../../graphql/enums';
import { checkOffset, withOffset } from '../../graphql/pagination';
import { compact } from '../../graphql/inputs';
import { loadLocationCode, loadUserName, loadWarehouseName } from '../../platform/lookups';
import * as transfers from './transfers.service';

builder.prismaObject('TransferOrderLine', {
  description: 'One SKU of a transfer order',
  fields: (t) => ({
    id: t.exposeInt('id'),
    skuId: t.exposeInt('skuId'),
    ...skuFields(t, 'skuId'),
    quantity: t.exposeInt('quantity'),
    receivedQuantity: t.exposeInt('receivedQuantity'),
    freightShare: t.expose('freightShare', { type: 'Decimal', description: 'Share of the freight (set when shipped)' }),
    toLocationId: t.exposeInt('toLocationId', { nullable: true }),
    toLocationCode: t.string({ resolve: (l, _a, ctx) => loadLocationCode(ctx, l.toLocationId) }),
  }),
});

builder.prismaObject('TransferOrder', {
  description: 'A transfer of stock from one warehouse to another',
  fields: (t) => ({
    id: t.exposeInt('id'),
    billNo: t.exposeString('billNo'),
    status: t.expose('status', { type: TransferOrderStatusEnum }),
    fromWarehouseId: t.exposeInt('fromWarehouseId'),
    toWarehouseId: t.exposeInt('toWarehouseId'),
    fromWarehouseName: t.string({ resolve: (o, _a, ctx) => loadWarehouseName(ctx, o.fromWarehouseId) }),
    toWarehouseName: t.string({ resolve: (o, _a, ctx) => loadWarehouseName(ctx, o.toWarehouseId) }),
    dispatcherId: t.exposeInt('dispatcherId', { nullable: true }),
    dispatcherName: t.string({ description: 'Who marked it shipped', resolve: (o, _a, ctx) => loadUserName(ctx, o.dispatcherId) }),
    freight: t.expose('freight', { type: 'Decimal' }),
    costSharing: t.exposeString('costSharing', { description: 'quantity, weight or value' }),
    trackingNo: t.exposeString('trackingNo'),
    remark: t.exposeString('remark'),
    shippedAt: t.expose('shippedAt', { type: 'DateTime', nullable: true }),
    receivedAt: t.expose('receivedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lines: t.relation('lines', { query: { orderBy: { id: 'asc' } } }),
    totalQuantity: t.int({
      select: { lines: { select: { quantity: true } } },
      resolve: (o) => o.lines.reduce((s, l) => s + l.quantity, 0),
    }),
  }),
});

const TransferFilter = builder.inputType('TransferOrderFilter', {
  fields: (t) => ({
    status: t.field({ type: TransferOrderStatusEnum }),
    keyword: t.string({ description: 'Bill or tracking number' }),
    fromWarehouseId: t.int(),
    toWarehouseId: t.int(),
  }),
});
const TransferLineInput = builder.inputType('TransferOrderLineInput', {
  fields: (t) => ({ skuId: t.int({ required: true }), quantity: t.int({ required: true }) }),
});
const TransferInput = builder.inputType('TransferOrderInput', {
  fields: (t) => ({
    fromWarehouseId: t.int({ required: true }),
    toWarehouseId: t.int({ required: true }),
    freight: t.field({ type: 'Decimal' }),
    costSharing: t.string({ description: 'quantity (default), weight or value' }),
    remark: t.string(),
    lines: t.field({ type: [TransferLineInput], required: true }),
  }),
});
const ShipInput = builder.inputType('ShipTransferOrderInput', {
  fields: (t) => ({ id: t.int({ required: true }), trackingNo: t.string() }),
});
const ReceiveLineInput = builder.inputType('ReceiveTransferLineInput', {
  fields: (t) => ({ lineId: t.int({ required: true }), locationId: t.int({ required: true }) }),
});
const ReceiveInput = builder.inputType('ReceiveTransferOrderInput', {
  fields: (t) => ({
    id: t.int({ required: true }),
    locationId: t.int({ description: 'Location of the target warehouse for the lines not listed' }),
    lines: t.field({ type: [ReceiveLineInput] }),
  }),
});

builder.queryFields((t) => ({
  transferOrders: t.prismaConnection({
    type: 'TransferOrder',
    cursor: 'id',
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: 'productTransferBill' },
    args: { offset: t.arg.int({ description: 'Rows to skip from the start (page-number screens); replaces after' }), filter: t.arg({ type: TransferFilter }) },
    resolve: (query, _r, args, ctx) =>
      ctx.db.transferOrder.findMany({
        ...withOffset(query, args.offset),
        where: transfers.transferWhere(ctx, compact(args.filter ?? {})),
        orderBy: { id: 'desc' },
      }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.transferOrder.count({ where: transfers.transferWhere(ctx, compact(args.filter ?? {})) });
    },
  }),
  transferOrder: t.prismaField({
    type: 'TransferOrder',
    nullable: true,
    authScopes: { permission: 'productTransferBill' },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _r, { id }, ctx) => ctx.db.transferOrder.findFirst({ ...query, where: { AND: [transfers.transferWhere(ctx), { id }] } }),
  }),
}));

const ext = { operateModule: 'transfers' };
builder.mutationFields((t) => ({
  createTransferOrder: t.prismaField({
    type: 'TransferOrder',
    errors: {},
    authScopes: { permission: 'transfer.create' },
    extensions: ext,
    args: { input: t.arg({ type: TransferInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => transfers.createTransfer(ctx, compact(input)),
  }),
  updateTransferOrder: t.prismaField({
    type: 'TransferOrder',
    errors: {},
    authScopes: { permission: 'transfer.create' },
    extensions: ext,
    description: 'Edits a draft (warehouses, freight, lines)',
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: TransferInput, required: true }) },
    resolve: (_q, _r, { id, input }, ctx) => transfers.updateTransfer(ctx, id, compact(input)),
  }),
  submitTransferOrder: t.prismaField({
    type: 'TransferOrder',
    errors: {},
    authScopes: { permission: 'transfer.create' },
    extensions: ext,
    description: 'Draft → pending shipment: occupies the quantities at the source warehouse',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id }, ctx) => transfers.submitTransfer(ctx, id),
  }),
  shipTransferOrder: t.prismaField({
    type: 'TransferOrder',
    errors: {},
    authScopes: { permission: 'transfer.ship' },
    extensions: ext,
    description: 'Pending shipment → shipped: stock leaves the source and is in transit to the target',
    args: { input: t.arg({ type: ShipInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => transfers.shipTransfer(ctx, compact(input)),
  }),
  cancelTransferOrder: t.prismaField({
    type: 'TransferOrder',
    errors: {},
    authScopes: { permission: 'transfer.create' },
    extensions: ext,
    description: 'Draft or pending shipment → cancelled (the occupation is released)',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id }, ctx) => transfers.cancelTransfer(ctx, id),
  }),
  deleteTransferOrder: t.field({
    type: 'Int',
    errors: {},
    authScopes: { permission: 'transfer.create' },
    extensions: ext,
    description: 'Deletes a draft or cancelled order; answers its id',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id }, ctx) => transfers.deleteTransfer(ctx, id),
  }),
  receiveTransferOrder: t.prismaField({
    type: 'TransferOrder',
    errors: {},
    authScopes: { permission: 'transfer.receive' },
    extensions: ext,
    description: 'Shipped → received: arrival and storage at locations of the target warehouse',
    args: { input: t.arg({ type: ReceiveInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => transfers.receiveTransfer(ctx, compact(input)),
  }),
}));
