// GraphQL of transfer orders (/productTransferBill).
import { builder } from '../../graphql/builder';
import { command, exposeFields, nameFields, onInt, rowCommandsOn, sumOfLines } from '../../graphql/fields';
import { skuLineFields } from '../../graphql/sku-fields';
import { TransferOrderStatusEnum } from '../../graphql/enums';
import { listAndOne } from '../../graphql/pagination';
import { inputOf, linesOf, plainInput } from '../../graphql/inputs';
import { loadLocationCode, loadUserName, loadWarehouseName } from '../../platform/lookups';
import * as transfers from './transfers.service';

builder.prismaObject('TransferOrderLine', {
  description: 'One SKU of a transfer order',
  fields: (t) => ({
    ...skuLineFields(t),
    ...exposeFields(t, {
      quantity: 'Int',
      receivedQuantity: 'Int',
      freightShare: 'Decimal: Share of the freight (set when shipped)',
      toLocationId: 'Int?',
    }),
    ...nameFields(t, { toLocationCode: ['toLocationId', loadLocationCode] }),
  }),
});

builder.prismaObject('TransferOrder', {
  description: 'A transfer of stock from one warehouse to another',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', billNo: 'String' }),
    status: t.expose('status', { type: TransferOrderStatusEnum }),
    ...exposeFields(t, { fromWarehouseId: 'Int', toWarehouseId: 'Int' }),
    ...nameFields(t, { fromWarehouseName: ['fromWarehouseId', loadWarehouseName], toWarehouseName: ['toWarehouseId', loadWarehouseName] }),
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
    totalQuantity: sumOfLines(t, 'quantity'),
  }),
});

const TransferFilter = plainInput('TransferOrderFilter', {
  status: inputOf(TransferOrderStatusEnum),
  keyword: 'String: Bill or tracking number',
  fromWarehouseId: 'Int',
  toWarehouseId: 'Int',
});
const TransferLineInput = plainInput('TransferOrderLineInput', { skuId: 'Int!', quantity: 'Int!' });
const TransferInput = plainInput('TransferOrderInput', {
  fromWarehouseId: 'Int!',
  toWarehouseId: 'Int!',
  freight: 'Decimal',
  costSharing: 'String: quantity (default), weight or value',
  remark: 'String',
  lines: linesOf(TransferLineInput),
});
const ShipInput = plainInput('ShipTransferOrderInput', { id: 'Int!', trackingNo: 'String' });
const ReceiveLineInput = plainInput('ReceiveTransferLineInput', { lineId: 'Int!', locationId: 'Int!' });
const ReceiveInput = plainInput('ReceiveTransferOrderInput', {
  id: 'Int!',
  locationId: 'Int: Location of the target warehouse for the lines not listed',
  lines: inputOf([ReceiveLineInput]),
});

const transferOrderQueries = listAndOne('TransferOrder', 'productTransferBill', TransferFilter, (ctx) => ctx.db.transferOrder, transfers.transferWhere, {
  id: 'desc',
});
builder.queryFields((t) => ({
  transferOrders: t.prismaConnection(transferOrderQueries.list),
  transferOrder: t.prismaField(transferOrderQueries.one),
}));

const ext = { operateModule: 'transfers' };
const transferCreate = command('transfer.create', ext);
const transferShip = command('transfer.ship', ext);
const transferReceive = command('transfer.receive', ext);
const onTransferOrder = rowCommandsOn('TransferOrder');
builder.mutationFields((t) => ({
  createTransferOrder: t.prismaField(onTransferOrder.byInput(transferCreate, TransferInput, transfers.createTransfer)),
  updateTransferOrder: t.prismaField(
    onTransferOrder.byIdInput(transferCreate, TransferInput, transfers.updateTransfer, 'Edits a draft (warehouses, freight, lines)'),
  ),
  submitTransferOrder: t.prismaField(
    onTransferOrder.byId(transferCreate, transfers.submitTransfer, 'Draft → pending shipment: occupies the quantities at the source warehouse'),
  ),
  shipTransferOrder: t.prismaField({
    ...onTransferOrder.byInput(transferShip, ShipInput, transfers.shipTransfer),
    description: 'Pending shipment → shipped: stock leaves the source and is in transit to the target',
  }),
  cancelTransferOrder: t.prismaField(
    onTransferOrder.byId(transferCreate, transfers.cancelTransfer, 'Draft or pending shipment → cancelled (the occupation is released)'),
  ),
  deleteTransferOrder: t.field(onInt.byId(transferCreate, transfers.deleteTransfer, 'Deletes a draft or cancelled order; answers its id')),
  receiveTransferOrder: t.prismaField({
    ...onTransferOrder.byInput(transferReceive, ReceiveInput, transfers.receiveTransfer),
    description: 'Shipped → received: arrival and storage at locations of the target warehouse',
  }),
}));
