// GraphQL of the stock-bills domain (issue 5): inbound and outbound orders, the stock ledger
// (/inOutWarehouse) and stock occupation (/stockLockManage).
import { type PermissionName } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { command, exposeFields, nameFields, reading, rowCommandsOn } from '../../graphql/fields';
import { skuLineFields } from '../../graphql/sku-fields';
import { StockBillStatusEnum, StockOccupationStatusEnum } from '../../graphql/enums';
import { listOf } from '../../graphql/pagination';
import { compactLines, inputOf, linesOf, plainInput } from '../../graphql/inputs';
import { loadLocationCode, loadUserName, loadWarehouseName } from '../../platform/lookups';
import { ledgerWhere } from './ledger.service';
import * as occupation from './occupation.service';
import * as bills from './stock-bills.service';

// ---- types ----------------------------------------------------------------------------------

builder.prismaObject('StockBill', {
  description: 'An inbound (入库单) or outbound (出库单) order',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      direction: 'String: inbound | outbound',
      billNo: 'String: IN-yyyyMMdd-#### or OUT-yyyyMMdd-####',
      type: 'String: purchase | return | transfer | other (inbound); sale | scrap | sample | other (outbound)',
      warehouseId: 'Int',
    }),
    ...nameFields(t, { warehouseName: ['warehouseId', loadWarehouseName] }),
    status: t.expose('status', { type: StockBillStatusEnum }),
    remark: t.exposeString('remark'),
    ...nameFields(t, { operatorName: ['operatorId', loadUserName] }),
    ...exposeFields(t, { confirmedAt: 'DateTime?', createdAt: 'DateTime', updatedAt: 'DateTime' }),
    lines: t.relation('lines', { query: { orderBy: { id: 'asc' } } }),
    totalQuantity: t.int({ select: { lines: { select: { quantity: true, unitPrice: true } } }, resolve: (b) => bills.billTotals(b.lines).quantity }),
    totalAmount: t.field({
      type: 'Decimal',
      select: { lines: { select: { quantity: true, unitPrice: true } } },
      resolve: (b) => bills.billTotals(b.lines).amount,
    }),
  }),
});

builder.prismaObject('StockBillLine', {
  fields: (t) => ({
    ...skuLineFields(t),
    locationId: t.exposeInt('locationId', { nullable: true }),
    ...nameFields(t, { locationCode: ['locationId', loadLocationCode] }),
    ...exposeFields(t, { quantity: 'Int', unitPrice: 'Decimal' }),
    total: t.field({ type: 'Decimal', description: 'quantity × unit price', resolve: (l) => bills.lineTotal(l) }),
    remark: t.exposeString('remark'),
  }),
});

builder.prismaObject('StockLedger', {
  description: 'One stock movement with the balance after it',
  fields: (t) => ({
    ...skuLineFields(t),
    warehouseId: t.exposeInt('warehouseId'),
    ...nameFields(t, { warehouseName: ['warehouseId', loadWarehouseName] }),
    locationId: t.exposeInt('locationId', { nullable: true }),
    ...nameFields(t, { locationCode: ['locationId', loadLocationCode] }),
    type: t.exposeString('type', {
      description: 'inbound | outbound | occupy | release | transferOut | transferIn | assembleIn | assembleOut | countProfit | countLoss | moveLocation',
    }),
    ...exposeFields(t, {
      quantityChange: 'Int: Signed change of the quantity on hand',
      occupiedChange: 'Int: Signed change of the occupied quantity',
      quantityAfter: 'Int',
      occupiedAfter: 'Int',
    }),
    availableAfter: t.int({ resolve: (l) => l.quantityAfter - l.occupiedAfter }),
    ...exposeFields(t, { unitCost: 'Decimal', billType: 'String', billNo: 'String', remark: 'String' }),
    ...nameFields(t, { operatorName: ['operatorId', loadUserName] }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObject('StockOccupation', {
  description: 'Stock held for a purpose (order, processing, outbound, transfer, manual lock)',
  fields: (t) => ({
    ...skuLineFields(t),
    warehouseId: t.exposeInt('warehouseId'),
    ...nameFields(t, { warehouseName: ['warehouseId', loadWarehouseName] }),
    ...exposeFields(t, {
      quantity: 'Int: Held now; for a released row, what it held when released',
      sourceType: 'String: order | assemble | outbound | transfer | manual',
      sourceNo: 'String',
    }),
    status: t.expose('status', { type: StockOccupationStatusEnum }),
    ...exposeFields(t, { remark: 'String', createdAt: 'DateTime', releasedAt: 'DateTime?' }),
  }),
});

// ---- inputs ---------------------------------------------------------------------------------

const StockBillFilter = plainInput('StockBillFilter', {
  billNo: 'String',
  warehouseId: 'Int',
  type: 'String',
  status: inputOf(StockBillStatusEnum),
  from: 'DateTime',
  to: 'DateTime',
  sku: 'String: SKU code or product name of any line',
});
const StockBillLineInput = plainInput('StockBillLineInput', {
  skuId: 'Int!',
  quantity: 'Int!',
  unitPrice: 'Decimal',
  locationId: 'Int: Required on inbound lines; on outbound lines the stock is taken from it',
  remark: 'String',
});
const stockBillFields = {
  warehouseId: 'Int: Required; left out, the answer is "Please select a warehouse first"',
  type: 'String',
  remark: 'String',
  lines: linesOf(StockBillLineInput),
} as const;
const StockBillInput = plainInput('StockBillInput', stockBillFields);
const UpdateStockBillInput = plainInput('UpdateStockBillInput', { id: 'Int!', ...stockBillFields });

const StockLedgerFilter = plainInput('StockLedgerFilter', {
  warehouseId: 'Int',
  sku: 'String: SKU code or product name',
  type: 'String',
  billNo: 'String',
  from: 'DateTime',
  to: 'DateTime',
});
const StockOccupationFilter = plainInput('StockOccupationFilter', {
  warehouseId: 'Int',
  sku: 'String: SKU code or product name',
  sourceType: 'String',
  sourceNo: 'String',
  status: inputOf(StockOccupationStatusEnum),
  from: 'DateTime',
  to: 'DateTime',
});
const OccupyStockInput = plainInput('OccupyStockInput', { skuId: 'Int!', warehouseId: 'Int!', quantity: 'Int!', remark: 'String!' });
const ReleaseStockOccupationInput = plainInput('ReleaseStockOccupationInput', { occupationId: 'Int!', quantity: 'Int!' });

// ---- queries --------------------------------------------------------------------------------

builder.queryFields((t) => {
  // One list and one detail field per direction; a closure over `t` keeps Pothos' inferred types.
  const billQueries = (direction: bills.Direction, permission: PermissionName) => ({
    list: t.prismaConnection({
      type: 'StockBill',
      ...reading(permission),
      ...listOf(
        StockBillFilter,
        (ctx) => ctx.db.stockBill,
        (ctx, f) => bills.stockBillWhere(ctx, direction, f),
        { id: 'desc' },
      ),
    }),
    one: t.prismaField({
      type: 'StockBill',
      nullable: true,
      authScopes: { permission },
      args: { id: t.arg.int({ required: true }) },
      resolve: async (query, _r, { id }, ctx) => ctx.db.stockBill.findFirst({ ...query, where: { AND: [await bills.stockBillWhere(ctx, direction), { id }] } }),
    }),
  });
  const inbound = billQueries('inbound', 'inboundOrder');
  const outbound = billQueries('outbound', 'outboundOrder');
  return {
    inboundOrders: inbound.list,
    inboundOrder: inbound.one,
    outboundOrders: outbound.list,
    outboundOrder: outbound.one,
    stockLedger: t.prismaConnection({
      type: 'StockLedger',
      ...reading('inOutWarehouse'),
      description: 'Stock movements, newest first',
      ...listOf(StockLedgerFilter, (ctx) => ctx.db.stockLedger, ledgerWhere, { id: 'desc' }),
    }),
    stockOccupations: t.prismaConnection({
      type: 'StockOccupation',
      ...reading('stockLockManage'),
      description: 'Stock occupations, newest first',
      ...listOf(
        StockOccupationFilter,
        (ctx) => ctx.db.stockOccupation,
        (ctx, f) => occupation.occupationWhere(ctx, f as never),
        { id: 'desc' },
      ),
    }),
  };
});

// ---- mutations ------------------------------------------------------------------------------

const onStockBill = rowCommandsOn('StockBill');
const onOccupation = rowCommandsOn('StockOccupation');
builder.mutationFields((t) => {
  // Create, update, confirm and cancel per direction; a closure over `t` keeps Pothos' inferred types.
  const billMutations = (direction: bills.Direction, create: PermissionName, confirm: PermissionName) => {
    const ext = { operateModule: direction === 'inbound' ? 'inboundOrder' : 'outboundOrder' };
    const [edit, post] = [command(create, ext), command(confirm, ext)];
    return {
      create: t.prismaField(
        onStockBill.byRawInput(
          edit,
          StockBillInput,
          (ctx, input) => bills.createBill(ctx, direction, compactLines(input)),
          'Saves a draft with a new bill number',
        ),
      ),
      update: t.prismaField(
        onStockBill.byRawInput(
          edit,
          UpdateStockBillInput,
          (ctx, input) => bills.updateBill(ctx, direction, compactLines(input)),
          'Modifies a draft (its lines are replaced)',
        ),
      ),
      confirm: t.prismaField(
        onStockBill.byId(post, (ctx, id) => bills.confirmBill(ctx, direction, id), 'Posts a draft to stock: every line moves in one transaction, or none does'),
      ),
      cancel: t.prismaField(onStockBill.byId(edit, (ctx, id) => bills.cancelBill(ctx, direction, id), 'Cancels a draft')),
    };
  };
  const inbound = billMutations('inbound', 'inboundOrder.create', 'inboundOrder.confirm');
  const outbound = billMutations('outbound', 'outboundOrder.create', 'outboundOrder.confirm');
  const stockOccupy = command('stock.occupy', { operateModule: 'stockLockManage' });
  return {
    createInboundOrder: inbound.create,
    updateInboundOrder: inbound.update,
    confirmInboundOrder: inbound.confirm,
    cancelInboundOrder: inbound.cancel,
    createOutboundOrder: outbound.create,
    updateOutboundOrder: outbound.update,
    confirmOutboundOrder: outbound.confirm,
    cancelOutboundOrder: outbound.cancel,
    occupyStock: t.prismaField(
      onOccupation.byRawInput(
        stockOccupy,
        OccupyStockInput,
        occupation.occupyStock,
        'Locks available stock by hand (whole quantity within available; a remark is required)',
      ),
    ),
    releaseStockOccupation: t.prismaField(
      onOccupation.byRawInput(
        stockOccupy,
        ReleaseStockOccupationInput,
        occupation.releaseOccupation,
        'Releases part or all of an occupation (never more than it holds)',
      ),
    ),
  };
});
