// GraphQL of transfer orders (/productTransferBill).
import { builder } from '../../graphql/builder';
import { command, exposeFields, pageList } from '../../graphql/fields';
import { skuFields } from '../../graphql/sku-fields';
import { TransferOrderStatusEnum } from '../../graphql/enums';
import { filteredList } from '../../graphql/pagination';
import { compact } from '../../graphql/inputs';
import { loadLocationCode, loadUserName, loadWarehouseName } from '../../platform/lookups';
import * as transfers from './transfers.service';

builder.prismaObject('TransferOrderLine', {
  description: 'One SKU of a transfer order',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', skuId: 'Int' }),
    ...skuFields(t, 'skuId'),
    ...exposeFields(t, {
      quantity: 'Int',
      receivedQuantity: 'Int',
      freightShare: 'Decimal: Share of the freight (set when shipped)',
      toLocationId: 'Int?',
    }),
    toLocationCode: t.string({ resolve: (l, _a, ctx) => loadLocationCode(ctx, l.toLocationId) }),
  }),
});

builder.prismaObject('TransferOrder', {
  description: 'A transfer of stock from one warehouse to another',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', billNo: 'String' }),
    status: t.expose('status', { type: TransferOrderStatusEnum }),
    ...exposeFields(t, { fromWarehouseId: 'Int', toWarehouseId: 'Int' }),
    fromWarehouseName: t.string({ resolve: (o, _a, ctx) => loadWarehouseName(ctx, o.fromWarehouseId) }),
    toWarehouseName: t.string({ resolve: (o, _a, ctx) => loadWarehouseName(ctx, o.toWarehouseId) }),
    dispatcherId: t.exposeInt('dispatcherId', { nullable: true }),
    dispatcherName: t.string({ description: 'Who marked it shipped', resolve: (o, _a, ctx) => loadUserName(ctx, o.dispatcherId) }),
    ...exposeFields(t, {
      freight: 'Decimal',
      costSharing: 'String: quantity, weight or value',
      trackingNo: 'String',
      remark: 'String',
      shippedAt: 'DateTime?',
      receivedAt: 'DateTime?',
      createdAt: 'DateTime',
    }),
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
    ...pageList,
    authScopes: { permission: 'productTransferBill' },
    ...filteredList(
      t,
      TransferFilter,
      (ctx) => ctx.db.transferOrder,
      (ctx, f) => transfers.transferWhere(ctx, compact(f ?? {})),
      { id: 'desc' },
    ),
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
    ...command('transfer.create', ext),
    args: { input: t.arg({ type: TransferInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => transfers.createTransfer(ctx, compact(input)),
  }),
  updateTransferOrder: t.prismaField({
    type: 'TransferOrder',
    ...command('transfer.create', ext),
    description: 'Edits a draft (warehouses, freight, lines)',
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: TransferInput, required: true }) },
    resolve: (_q, _r, { id, input }, ctx) => transfers.updateTransfer(ctx, id, compact(input)),
  }),
  submitTransferOrder: t.prismaField({
    type: 'TransferOrder',
    ...command('transfer.create', ext),
    description: 'Draft → pending shipment: occupies the quantities at the source warehouse',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id }, ctx) => transfers.submitTransfer(ctx, id),
  }),
  shipTransferOrder: t.prismaField({
    type: 'TransferOrder',
    ...command('transfer.ship', ext),
    description: 'Pending shipment → shipped: stock leaves the source and is in transit to the target',
    args: { input: t.arg({ type: ShipInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => transfers.shipTransfer(ctx, compact(input)),
  }),
  cancelTransferOrder: t.prismaField({
    type: 'TransferOrder',
    ...command('transfer.create', ext),
    description: 'Draft or pending shipment → cancelled (the occupation is released)',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id }, ctx) => transfers.cancelTransfer(ctx, id),
  }),
  deleteTransferOrder: t.field({
    type: 'Int',
    ...command('transfer.create', ext),
    description: 'Deletes a draft or cancelled order; answers its id',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id }, ctx) => transfers.deleteTransfer(ctx, id),
  }),
  receiveTransferOrder: t.prismaField({
    type: 'TransferOrder',
    ...command('transfer.receive', ext),
    description: 'Shipped → received: arrival and storage at locations of the target warehouse',
    args: { input: t.arg({ type: ReceiveInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => transfers.receiveTransfer(ctx, compact(input)),
  }),
}));
