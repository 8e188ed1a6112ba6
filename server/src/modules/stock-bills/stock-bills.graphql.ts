// GraphQL of the stock-bills domain (issue 5): inbound and outbound orders, the stock ledger
// (/inOutWarehouse) and stock occupation (/stockLockManage).
import { PAGE_SIZE_MAX, type PermissionName } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { skuFields } from '../../graphql/sku-fields';
import { StockBillStatusEnum, StockOccupationStatusEnum } from '../../graphql/enums';
import { checkOffset, withOffset } from '../../graphql/pagination';
import { compact, type InputFields } from '../../graphql/inputs';
import { loadLocationCode, loadUserName, loadWarehouseName } from '../../platform/lookups';
import { ledgerWhere } from './ledger.service';
import * as occupation from './occupation.service';
import * as bills from './stock-bills.service';

const OFFSET = 'Rows to skip from the start (page-number screens); replaces after';

// ---- types ----------------------------------------------------------------------------------

builder.prismaObject('StockBill', {
  description: 'An inbound (入库单) or outbound (出库单) order',
  fields: (t) => ({
    id: t.exposeInt('id'),
    direction: t.exposeString('direction', { description: 'inbound | outbound' }),
    billNo: t.exposeString('billNo', { description: 'IN-yyyyMMdd-#### or OUT-yyyyMMdd-####' }),
    type: t.exposeString('type', { description: 'purchase | return | transfer | other (inbound); sale | scrap | sample | other (outbound)' }),
    warehouseId: t.exposeInt('warehouseId'),
    warehouseName: t.string({ resolve: (b, _a, ctx) => loadWarehouseName(ctx, b.warehouseId) }),
    status: t.expose('status', { type: StockBillStatusEnum }),
    remark: t.exposeString('remark'),
    operatorName: t.string({ resolve: (b, _a, ctx) => loadUserName(ctx, b.operatorId) }),
    confirmedAt: t.expose('confirmedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
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
    id: t.exposeInt('id'),
    skuId: t.exposeInt('skuId'),
    ...skuFields(t, 'skuId'),
    locationId: t.exposeInt('locationId', { nullable: true }),
    locationCode: t.string({ resolve: (l, _a, ctx) => loadLocationCode(ctx, l.locationId) }),
    quantity: t.exposeInt('quantity'),
    unitPrice: t.expose('unitPrice', { type: 'Decimal' }),
    total: t.field({ type: 'Decimal', description: 'quantity × unit price', resolve: (l) => bills.lineTotal(l) }),
    remark: t.exposeString('remark'),
  }),
});

builder.prismaObject('StockLedger', {
  description: 'One stock movement with the balance after it',
  fields: (t) => ({
    id: t.exposeInt('id'),
    skuId: t.exposeInt('skuId'),
    ...skuFields(t, 'skuId'),
    warehouseId: t.exposeInt('warehouseId'),
    warehouseName: t.string({ resolve: (l, _a, ctx) => loadWarehouseName(ctx, l.warehouseId) }),
    locationId: t.exposeInt('locationId', { nullable: true }),
    locationCode: t.string({ resolve: (l, _a, ctx) => loadLocationCode(ctx, l.locationId) }),
    type: t.exposeString('type', {
      description: 'inbound | outbound | occupy | release | transferOut | transferIn | assembleIn | assembleOut | countProfit | countLoss | moveLocation',
    }),
    quantityChange: t.exposeInt('quantityChange', { description: 'Signed change of the quantity on hand' }),
    occupiedChange: t.exposeInt('occupiedChange', { description: 'Signed change of the occupied quantity' }),
    quantityAfter: t.exposeInt('quantityAfter'),
    occupiedAfter: t.exposeInt('occupiedAfter'),
    availableAfter: t.int({ resolve: (l) => l.quantityAfter - l.occupiedAfter }),
    unitCost: t.expose('unitCost', { type: 'Decimal' }),
    billType: t.exposeString('billType'),
    billNo: t.exposeString('billNo'),
    remark: t.exposeString('remark'),
    operatorName: t.string({ resolve: (l, _a, ctx) => loadUserName(ctx, l.operatorId) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObject('StockOccupation', {
  description: 'Stock held for a purpose (order, processing, outbound, transfer, manual lock)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    skuId: t.exposeInt('skuId'),
    ...skuFields(t, 'skuId'),
    warehouseId: t.exposeInt('warehouseId'),
    warehouseName: t.string({ resolve: (o, _a, ctx) => loadWarehouseName(ctx, o.warehouseId) }),
    quantity: t.exposeInt('quantity', { description: 'Held now; for a released row, what it held when released' }),
    sourceType: t.exposeString('sourceType', { description: 'order | assemble | outbound | transfer | manual' }),
    sourceNo: t.exposeString('sourceNo'),
    status: t.expose('status', { type: StockOccupationStatusEnum }),
    remark: t.exposeString('remark'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    releasedAt: t.expose('releasedAt', { type: 'DateTime', nullable: true }),
  }),
});

// ---- inputs ---------------------------------------------------------------------------------

const StockBillFilter = builder.inputType('StockBillFilter', {
  fields: (t) => ({
    billNo: t.string(),
    warehouseId: t.int(),
    type: t.string(),
    status: t.field({ type: StockBillStatusEnum }),
    from: t.field({ type: 'DateTime' }),
    to: t.field({ type: 'DateTime' }),
    sku: t.string({ description: 'SKU code or product name of any line' }),
  }),
});
const StockBillLineInput = builder.inputType('StockBillLineInput', {
  fields: (t) => ({
    skuId: t.int({ required: true }),
    quantity: t.int({ required: true }),
    unitPrice: t.field({ type: 'Decimal' }),
    locationId: t.int({ description: 'Required on inbound lines; on outbound lines the stock is taken from it' }),
    remark: t.string(),
  }),
});
const stockBillFields = (t: InputFields) => ({
  warehouseId: t.int({ description: 'Required; left out, the answer is "Please select a warehouse first"' }),
  type: t.string(),
  remark: t.string(),
  lines: t.field({ type: [StockBillLineInput], required: true }),
});
const StockBillInput = builder.inputType('StockBillInput', { fields: (t) => stockBillFields(t) });
const UpdateStockBillInput = builder.inputType('UpdateStockBillInput', { fields: (t) => ({ id: t.int({ required: true }), ...stockBillFields(t) }) });

const StockLedgerFilter = builder.inputType('StockLedgerFilter', {
  fields: (t) => ({
    warehouseId: t.int(),
    sku: t.string({ description: 'SKU code or product name' }),
    type: t.string(),
    billNo: t.string(),
    from: t.field({ type: 'DateTime' }),
    to: t.field({ type: 'DateTime' }),
  }),
});
const StockOccupationFilter = builder.inputType('StockOccupationFilter', {
  fields: (t) => ({
    warehouseId: t.int(),
    sku: t.string({ description: 'SKU code or product name' }),
    sourceType: t.string(),
    sourceNo: t.string(),
    status: t.field({ type: StockOccupationStatusEnum }),
    from: t.field({ type: 'DateTime' }),
    to: t.field({ type: 'DateTime' }),
  }),
});
const OccupyStockInput = builder.inputType('OccupyStockInput', {
  fields: (t) => ({
    skuId: t.int({ required: true }),
    warehouseId: t.int({ required: true }),
    quantity: t.int({ required: true }),
    remark: t.string({ required: true }),
  }),
});
const ReleaseStockOccupationInput = builder.inputType('ReleaseStockOccupationInput', {
  fields: (t) => ({ occupationId: t.int({ required: true }), quantity: t.int({ required: true }) }),
});

/** GraphQL nulls → absent, also on each line, so the shared rules apply their defaults. */
function billInput<T extends { lines: L[] }, L extends object>(input: T) {
  return { ...compact(input), lines: input.lines.map((l) => compact(l)) };
}

// ---- queries --------------------------------------------------------------------------------

builder.queryFields((t) => {
  // One list and one detail field per direction; a closure over `t` keeps Pothos' inferred types.
  const billQueries = (direction: bills.Direction, permission: PermissionName) => ({
    list: t.prismaConnection({
      type: 'StockBill',
      cursor: 'id',
      maxSize: PAGE_SIZE_MAX,
      defaultSize: 30,
      authScopes: { permission },
      args: { offset: t.arg.int({ description: OFFSET }), filter: t.arg({ type: StockBillFilter }) },
      resolve: async (query, _r, args, ctx) =>
        ctx.db.stockBill.findMany({
          ...withOffset(query, args.offset),
          where: await bills.stockBillWhere(ctx, direction, compact(args.filter ?? {})),
          orderBy: { id: 'desc' },
        }),
      totalCount: async (_c, args, ctx) => {
        checkOffset(args.offset);
        return ctx.db.stockBill.count({ where: await bills.stockBillWhere(ctx, direction, compact(args.filter ?? {})) });
      },
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
      cursor: 'id',
      maxSize: PAGE_SIZE_MAX,
      defaultSize: 30,
      authScopes: { permission: 'inOutWarehouse' },
      description: 'Stock movements, newest first',
      args: { offset: t.arg.int({ description: OFFSET }), filter: t.arg({ type: StockLedgerFilter }) },
      resolve: (query, _r, args, ctx) =>
        ctx.db.stockLedger.findMany({ ...withOffset(query, args.offset), where: ledgerWhere(ctx, compact(args.filter ?? {})), orderBy: { id: 'desc' } }),
      totalCount: (_c, args, ctx) => {
        checkOffset(args.offset);
        return ctx.db.stockLedger.count({ where: ledgerWhere(ctx, compact(args.filter ?? {})) });
      },
    }),
    stockOccupations: t.prismaConnection({
      type: 'StockOccupation',
      cursor: 'id',
      maxSize: PAGE_SIZE_MAX,
      defaultSize: 30,
      authScopes: { permission: 'stockLockManage' },
      description: 'Stock occupations, newest first',
      args: { offset: t.arg.int({ description: OFFSET }), filter: t.arg({ type: StockOccupationFilter }) },
      resolve: async (query, _r, args, ctx) =>
        ctx.db.stockOccupation.findMany({
          ...withOffset(query, args.offset),
          where: await occupation.occupationWhere(ctx, compact(args.filter ?? {}) as never),
          orderBy: { id: 'desc' },
        }),
      totalCount: async (_c, args, ctx) => {
        checkOffset(args.offset);
        return ctx.db.stockOccupation.count({ where: await occupation.occupationWhere(ctx, compact(args.filter ?? {}) as never) });
      },
    }),
  };
});

// ---- mutations ------------------------------------------------------------------------------

builder.mutationFields((t) => {
  // Create, update, confirm and cancel per direction; a closure over `t` keeps Pothos' inferred types.
  const billMutations = (direction: bills.Direction, create: PermissionName, confirm: PermissionName) => {
    const ext = { operateModule: direction === 'inbound' ? 'inboundOrder' : 'outboundOrder' };
    const idArg = { id: t.arg.int({ required: true }) };
    return {
      create: t.prismaField({
        type: 'StockBill',
        errors: {},
        authScopes: { permission: create },
        extensions: ext,
        description: 'Saves a draft with a new bill number',
        args: { input: t.arg({ type: StockBillInput, required: true }) },
        resolve: (_q, _r, { input }, ctx) => bills.createBill(ctx, direction, billInput(input)),
      }),
      update: t.prismaField({
        type: 'StockBill',
        errors: {},
        authScopes: { permission: create },
        extensions: ext,
        description: 'Modifies a draft (its lines are replaced)',
        args: { input: t.arg({ type: UpdateStockBillInput, required: true }) },
        resolve: (_q, _r, { input }, ctx) => bills.updateBill(ctx, direction, billInput(input)),
      }),
      confirm: t.prismaField({
        type: 'StockBill',
        errors: {},
        authScopes: { permission: confirm },
        extensions: ext,
        description: 'Posts a draft to stock: every line moves in one transaction, or none does',
        args: idArg,
        resolve: (_q, _r, { id }, ctx) => bills.confirmBill(ctx, direction, id),
      }),
      cancel: t.prismaField({
        type: 'StockBill',
        errors: {},
        authScopes: { permission: create },
        extensions: ext,
        description: 'Cancels a draft',
        args: idArg,
        resolve: (_q, _r, { id }, ctx) => bills.cancelBill(ctx, direction, id),
      }),
    };
  };
  const inbound = billMutations('inbound', 'inboundOrder.create', 'inboundOrder.confirm');
  const outbound = billMutations('outbound', 'outboundOrder.create', 'outboundOrder.confirm');
  const ext = { operateModule: 'stockLockManage' };
  return {
    createInboundOrder: inbound.create,
    updateInboundOrder: inbound.update,
    confirmInboundOrder: inbound.confirm,
    cancelInboundOrder: inbound.cancel,
    createOutboundOrder: outbound.create,
    updateOutboundOrder: outbound.update,
    confirmOutboundOrder: outbound.confirm,
    cancelOutboundOrder: outbound.cancel,
    occupyStock: t.prismaField({
      type: 'StockOccupation',
      errors: {},
      authScopes: { permission: 'stock.occupy' },
      extensions: ext,
      description: 'Locks available stock by hand (whole quantity within available; a remark is required)',
      args: { input: t.arg({ type: OccupyStockInput, required: true }) },
      resolve: (_q, _r, { input }, ctx) => occupation.occupyStock(ctx, input),
    }),
    releaseStockOccupation: t.prismaField({
      type: 'StockOccupation',
      errors: {},
      authScopes: { permission: 'stock.occupy' },
      extensions: ext,
      description: 'Releases part or all of an occupation (never more than it holds)',
      args: { input: t.arg({ type: ReleaseStockOccupationInput, required: true }) },
      resolve: (_q, _r, { input }, ctx) => occupation.releaseOccupation(ctx, input),
    }),
  };
});
