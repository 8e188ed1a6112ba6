// GraphQL of FBA shipments (/fbaWarehouseCargoManagement, /fbaWarehouseManualRestock; issue 23 item
// 6): the list with status tabs and filters, one shipment with lines and boxes, the manual restock
// form's options, create (plan at once), and a mutation per action of FBA_SHIPMENT_TRANSITIONS
// (batch mark shipped, sync and cancel answer per-shipment refusals).
import { FBA_SHIPMENT_STATUSES } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields, figuresOf, nameFields, reading, rowCommandsOn, sumOfLines } from '../../graphql/fields';
import { skuFields, skuLineFields } from '../../graphql/sku-fields';
import { statusCountType, statusEnum } from '../../graphql/enums';
import { listAndOne } from '../../graphql/pagination';
import { inputOf, linesOf, plainInput } from '../../graphql/inputs';
import { batchResultType, refusalType } from '../../graphql/results';
import { loadUserName, loadWarehouseName } from '../../platform/lookups';
import { loadShopName } from '../orders/orders.lookups';
import { fbaInboundConnector } from './fba-inbound.connector';
import * as fs from './fba-shipments.service';

const StatusEnum = statusEnum('FbaShipmentStatus', FBA_SHIPMENT_STATUSES, 'FBA_SHIPMENT_STATUSES of @erp/schema (FBA_SHIPMENT_TRANSITIONS)');

builder.prismaObject('FbaShipmentLine', {
  description: 'One SKU of an FBA shipment: quantity sent and received by Amazon',
  fields: (t) => ({
    ...skuLineFields(t),
    ...exposeFields(t, {
      quantity: 'Int: Quantity sent',
      receivedQuantity: 'Int: Received by Amazon (last sync)',
      unitCost: 'Decimal: Purchase price per unit when it left the source',
    }),
  }),
});

builder.prismaObject('FbaShipmentBoxItem', {
  fields: (t) => ({ ...exposeFields(t, { id: 'Int', skuId: 'Int', quantity: 'Int' }), ...skuFields(t, 'skuId') }),
});

builder.prismaObject('FbaShipmentBox', {
  description: 'A box of an FBA shipment: number, weight (kg), size (cm), contents and Amazon box code',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      boxNo: 'Int',
      boxCode: "String: Amazon's box label code",
      weight: 'Decimal',
      length: 'Decimal',
      width: 'Decimal',
      height: 'Decimal',
    }),
    items: t.relation('items', { query: { orderBy: { id: 'asc' } } }),
  }),
});

builder.prismaObject('FbaShipment', {
  description: 'An FBA shipment (spec 02 §3, §4): stock sent from an own warehouse to an Amazon fulfilment centre',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', shipmentNo: 'String: Our shipment number', name: 'String' }),
    status: t.expose('status', { type: StatusEnum }),
    ...exposeFields(t, { shopId: 'Int', sourceWarehouseId: 'Int', fbaWarehouseId: 'Int' }),
    ...nameFields(t, {
      shopName: ['shopId', loadShopName],
      sourceWarehouseName: ['sourceWarehouseId', loadWarehouseName],
      fbaWarehouseName: ['fbaWarehouseId', loadWarehouseName],
      creatorName: ['creatorId', loadUserName],
    }),
    ...exposeFields(t, {
      amazonShipmentId: "String: Amazon's shipment id",
      destinationFc: 'String: Destination fulfilment centre',
      amazonStatus: "String: Amazon's status at the last call",
      carrier: 'String',
      trackingNo: 'String',
      remark: 'String',
      providerMessage: "String: Amazon's message of the last refused call (the shipment kept its state)",
      plannedAt: 'DateTime?',
      packedAt: 'DateTime?',
      shippedAt: 'DateTime?',
      markedShippedAt: 'DateTime?',
      syncedAt: 'DateTime?',
      closedAt: 'DateTime?',
      cancelledAt: 'DateTime?',
      createdAt: 'DateTime',
    }),
    lines: t.relation('lines', { query: { orderBy: { id: 'asc' } } }),
    boxes: t.relation('boxes', { query: { orderBy: { boxNo: 'asc' } } }),
    totalQuantity: sumOfLines(t, 'quantity'),
    totalReceived: sumOfLines(t, 'receivedQuantity'),
  }),
});

const Filter = plainInput('FbaShipmentFilter', {
  status: inputOf(StatusEnum),
  keyword: 'String: Shipment number, name, Amazon shipment id, tracking number or centre',
  shopId: 'Int',
  sourceWarehouseId: 'Int',
  fbaWarehouseId: 'Int',
});
const CountFilter = plainInput('FbaShipmentCountFilter', { keyword: 'String', shopId: 'Int', sourceWarehouseId: 'Int', fbaWarehouseId: 'Int' });
const LineInput = plainInput('FbaShipmentLineInput', { skuId: 'Int!', quantity: 'Int!' });
const CreateInput = plainInput('FbaShipmentInput', {
  shopId: 'Int!: An Amazon shop',
  sourceWarehouseId: 'Int!: An own warehouse',
  fbaWarehouseId: 'Int!: An FBA warehouse',
  name: 'String',
  remark: 'String',
  lines: linesOf(LineInput),
});
const BoxItemInput = plainInput('FbaShipmentBoxItemInput', { skuId: 'Int!', quantity: 'Int!' });
const BoxInput = plainInput('FbaShipmentBoxInput', {
  boxNo: 'Int!',
  name: 'String',
  weight: 'Float!: kg, three decimals',
  length: 'Float!: cm, one decimal',
  width: 'Float!',
  height: 'Float!',
  items: inputOf([BoxItemInput], 'At least one'),
});
const PackInput = plainInput('PackFbaShipmentInput', { id: 'Int!', boxes: inputOf([BoxInput], 'Replaces every box of the shipment') });
const ShipInput = plainInput('ShipFbaShipmentInput', { id: 'Int!', carrier: 'String!', trackingNo: 'String!' });

const StatusCount = statusCountType('FbaShipmentStatusCount', StatusEnum);
const Refusal = refusalType('FbaShipmentRefusal', 'shipmentNo', 'An FBA shipment a batch could not take the action for, with why');
const Batch = batchResultType<fs.FbaShipmentRefusal, 'FbaShipment'>('FbaShipmentBatchResult', 'shipments', 'FbaShipment', fs.fbaShipmentsByIds, Refusal);

interface Option {
  id: number;
  name: string;
}
const OptionRef = builder.objectRef<Option>('FbaShipmentOption').implement({ fields: (t) => ({ ...exposeFields(t, { id: 'Int', name: 'String' }) }) });
const ShopOptionRef = builder
  .objectRef<Option & { site: string; authorized: boolean }>('FbaShipmentShopOption')
  .implement({ fields: (t) => ({ ...exposeFields(t, { id: 'Int', name: 'String', site: 'String', authorized: 'Boolean' }) }) });
const OptionsRef = builder
  .objectRef<{ shops: (Option & { site: string; authorized: boolean })[]; sourceWarehouses: Option[]; fbaWarehouses: Option[]; connector: string }>(
    'FbaShipmentOptions',
  )
  .implement({
    fields: (t) => ({
      shops: t.expose('shops', { type: [ShopOptionRef], description: "The company's Amazon shops (the caller's)" }),
      sourceWarehouses: t.expose('sourceWarehouses', { type: [OptionRef], description: 'Enabled own warehouses' }),
      fbaWarehouses: t.expose('fbaWarehouses', { type: [OptionRef], description: "Enabled warehouses of type 'fba'" }),
      connector: t.exposeString('connector', { description: 'sandbox | live (FBA_INBOUND_CONNECTOR)' }),
    }),
  });

const queries = listAndOne('FbaShipment', fs.FBA_CARGO_PAGE, Filter, (ctx) => ctx.db.fbaShipment, fs.fbaShipmentWhere, { id: 'desc' });
builder.queryFields((t) => ({
  fbaShipments: t.prismaConnection(queries.list),
  fbaShipment: t.prismaField(queries.one),
  fbaShipmentStatusCounts: t.field(
    figuresOf(StatusCount, fs.FBA_CARGO_PAGE, CountFilter, fs.fbaShipmentStatusCounts, 'FBA shipments per status under the other filters (status tabs)'),
  ),
  fbaShipmentOptions: t.field(
    commandsOn(OptionsRef).byArgs(
      reading(fs.FBA_RESTOCK_PAGE),
      {},
      async (ctx) => ({ ...(await fs.fbaShipmentOptions(ctx)), connector: fbaInboundConnector(ctx.platform).mode }),
      'The manual restock form: Amazon shops, own warehouses, FBA warehouses',
    ),
  ),
}));

const ext = { operateModule: fs.FBA_CARGO_PAGE };
const create = command('fbaWarehouseManualRestock.create', { operateModule: fs.FBA_RESTOCK_PAGE });
const update = command('fbaWarehouseCargoManagement.update', ext);
const sync = command('fbaWarehouseCargoManagement.sync', ext);
const onOne = rowCommandsOn('FbaShipment');
const onBatch = commandsOn(Batch);
builder.mutationFields((t) => ({
  createFbaShipment: t.prismaField(
    onOne.byInput(
      create,
      CreateInput,
      fs.createFbaShipment,
      "Manual restock: a shipment saved and planned at once (a refused plan keeps the draft with Amazon's message)",
    ),
  ),
  planFbaShipment: t.prismaField(onOne.byId(update, fs.planFbaShipment, "Draft → planned: Amazon's shipment id and destination centre")),
  packFbaShipment: t.prismaField(
    onOne.byInput(update, PackInput, fs.packFbaShipment, 'Planned / packed → packed: the boxes (exactly the shipment) with Amazon box codes'),
  ),
  shipFbaShipment: t.prismaField(
    onOne.byInput(update, ShipInput, fs.shipFbaShipment, 'Packed → shipped: carrier and tracking number; out of the source, in transit to the FBA warehouse'),
  ),
  markFbaShipmentShipped: t.prismaField(onOne.byId(update, fs.markFbaShipmentShipped, 'Shipped → marked shipped (Amazon told)')),
  markFbaShipmentsShipped: t.field(onBatch.byIds(update, fs.markFbaShipmentsShipped, 'Batch mark shipped; refusals per shipment')),
  syncFbaShipment: t.prismaField(onOne.byId(sync, fs.syncFbaShipment, "Amazon's status and received quantities: received stock comes into the FBA warehouse")),
  syncFbaShipments: t.field(onBatch.byIds(sync, fs.syncFbaShipments, 'Batch sync; refusals per shipment')),
  cancelFbaShipment: t.prismaField(onOne.byId(update, fs.cancelFbaShipment, 'Draft / planned / packed → cancelled (Amazon first)')),
  cancelFbaShipments: t.field(onBatch.byIds(update, fs.cancelFbaShipments, 'Batch cancel; refusals per shipment')),
}));
