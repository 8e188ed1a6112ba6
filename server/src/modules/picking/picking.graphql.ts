// GraphQL of pick lists (/pickListTemplate) and scan sorting (/scanSorting, /forecastSorting,
// /secondarySorting). Reads are guarded by the page, template and pick-list writes by
// pickListTemplate.update, scans by their sorting page (the menu has no separate scan action).
import { PAGE_SIZE_MAX } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { OrderStatusEnum, PickListStatusEnum } from '../../graphql/enums';
import { checkOffset, withOffset } from '../../graphql/pagination';
import { compact } from '../../graphql/inputs';
import { PdfFileRef } from '../barcodes/pdf.graphql';
import { loadUserName, loadWarehouseName, requestLoader } from '../../platform/lookups';
import { printPickList, printSortingLabel } from './picking.pdf';
import * as picking from './picking.service';
import * as sorting from './sorting.service';

builder.prismaObject('PickListTemplate', {
  description: 'How awaiting-shipment orders are grouped into pick lists and what a pick list prints',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    type: t.exposeString('type', { description: 'mixed, single, child or variant' }),
    fontSize: t.exposeString('fontSize', { description: 'standard or large' }),
    maxOrders: t.exposeInt('maxOrders', { description: 'Most orders on one pick list' }),
    minOrders: t.exposeInt('minOrders', { description: 'Fewest orders a group needs before a pick list is made' }),
    fields: t.exposeStringList('fields', { description: 'Optional fields printed besides the required ones (sku, location, quantity)' }),
    imageUrl: t.exposeString('imageUrl'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const PickListRef = builder.prismaObject('PickList', {
  description: 'A printed pick list: the orders picked together',
  fields: (t) => ({
    id: t.exposeInt('id'),
    pickNo: t.exposeString('pickNo'),
    status: t.expose('status', { type: PickListStatusEnum, description: 'created, picked (sorting began) or sorted' }),
    templateId: t.exposeInt('templateId', { nullable: true }),
    templateName: t.string({
      description: 'Empty when the template was deleted since',
      resolve: async (l, _a, ctx) => {
        if (!l.templateId) return '';
        const loader = requestLoader<number, { id: number; name: string }>(ctx, 'pickListTemplate', async (ids) => {
          const rows = await ctx.db.pickListTemplate.findMany({ where: { id: { in: [...ids] } }, select: { id: true, name: true } });
          return ids.map((id) => rows.find((r) => r.id === id) ?? null);
        });
        return (await loader.load(l.templateId))?.name ?? '';
      },
    }),
    warehouseId: t.exposeInt('warehouseId', { nullable: true }),
    warehouseName: t.string({ resolve: (l, _a, ctx) => (l.warehouseId ? loadWarehouseName(ctx, l.warehouseId) : '') }),
    orderCount: t.exposeInt('orderCount'),
    operatorName: t.string({ resolve: (l, _a, ctx) => loadUserName(ctx, l.operatorId) }),
    wallRows: t.exposeInt('wallRows'),
    wallCols: t.exposeInt('wallCols'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const CreatePickListsResultRef = builder.objectRef<picking.CreatePickListsResult>('CreatePickListsResult').implement({
  fields: (t) => ({
    pickLists: t.field({ type: [PickListRef], resolve: (r) => r.pickLists }),
    skippedOrderIds: t.exposeIntList('skippedOrderIds', { description: "Orders that do not fit the template's type (or a group below its minimum)" }),
  }),
});

const SortingItemRef = builder.objectRef<sorting.SortingItemView>('SortingItem').implement({
  fields: (t) => ({
    skuId: t.exposeInt('skuId'),
    sku: t.exposeString('sku'),
    productName: t.exposeString('productName'),
    quantity: t.exposeInt('quantity', { description: 'Local units the order needs' }),
    verified: t.exposeInt('verified'),
  }),
});

const SortingOrderRef = builder.objectRef<sorting.SortingOrderView>('SortingOrder').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    orderNo: t.exposeString('orderNo'),
    platformOrderNo: t.exposeString('platformOrderNo'),
    trackingNo: t.exposeString('trackingNo'),
    buyerName: t.exposeString('buyerName'),
    status: t.expose('status', { type: OrderStatusEnum }),
    sortSlot: t.exposeInt('sortSlot', { nullable: true }),
    orderType: t.exposeString('orderType', { description: 'single (one piece) or multi' }),
    verifiedAt: t.expose('verifiedAt', { type: 'DateTime', nullable: true }),
    units: t.exposeInt('units'),
    verifiedUnits: t.exposeInt('verifiedUnits'),
    items: t.field({ type: [SortingItemRef], resolve: (o) => o.items }),
  }),
});

const SortingSessionRef = builder.objectRef<sorting.SortingSession>('SortingSession').implement({
  description: 'The sorting state of a pick list (from the database: every browser sees the same)',
  fields: (t) => ({
    pickListId: t.exposeInt('pickListId'),
    pickNo: t.exposeString('pickNo'),
    status: t.expose('status', { type: PickListStatusEnum }),
    wallRows: t.exposeInt('wallRows'),
    wallCols: t.exposeInt('wallCols'),
    totalUnits: t.exposeInt('totalUnits'),
    verifiedUnits: t.exposeInt('verifiedUnits'),
    totalOrders: t.exposeInt('totalOrders'),
    verifiedOrders: t.exposeInt('verifiedOrders'),
    orders: t.field({ type: [SortingOrderRef], resolve: (s) => s.orders }),
  }),
});

const SortingScanResultRef = builder.objectRef<sorting.ScanResult>('SortingScanResult').implement({
  fields: (t) => ({
    orderId: t.exposeInt('orderId'),
    orderNo: t.exposeString('orderNo'),
    sortSlot: t.exposeInt('sortSlot', { nullable: true }),
    sku: t.exposeString('sku'),
    quantity: t.exposeInt('quantity'),
    completedOrderIds: t.exposeIntList('completedOrderIds', { description: 'Orders fully verified by this scan (printable now)' }),
    session: t.field({ type: SortingSessionRef, resolve: (r) => r.session }),
  }),
});

const ForecastBinRef = builder.objectRef<sorting.ForecastBin>('ForecastBin').implement({
  fields: (t) => ({
    channelId: t.exposeInt('channelId'),
    channelName: t.exposeString('channelName'),
    sorted: t.exposeInt('sorted'),
    total: t.exposeInt('total'),
  }),
});

const ForecastScanResultRef = builder.objectRef<sorting.ForecastScanResult>('ForecastScanResult').implement({
  fields: (t) => ({
    orderId: t.exposeInt('orderId'),
    orderNo: t.exposeString('orderNo'),
    trackingNo: t.exposeString('trackingNo'),
    channelId: t.exposeInt('channelId'),
    channelName: t.exposeString('channelName', { description: 'The bin the parcel goes in' }),
    bins: t.field({ type: [ForecastBinRef], resolve: (r) => r.bins }),
  }),
});

const TemplateFilter = builder.inputType('PickListTemplateFilter', { fields: (t) => ({ keyword: t.string({ description: 'Part of the name' }) }) });
const TemplateInput = builder.inputType('PickListTemplateInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    type: t.string({ description: 'mixed (default), single, child or variant' }),
    fontSize: t.string({ description: 'standard (default) or large' }),
    maxOrders: t.int({ description: 'Required: most orders on one pick list (1-1000)' }),
    minOrders: t.int({ description: 'Fewest orders a group needs (default 1)' }),
    fields: t.stringList({
      description: 'Optional fields to print: productName, image, orderNo, platformOrderNo, buyerName, country, channel, trackingNo, remark',
    }),
    imageUrl: t.string({ description: 'At most 150 characters' }),
  }),
});
const PickListFilter = builder.inputType('PickListFilter', {
  fields: (t) => ({ status: t.field({ type: PickListStatusEnum }), keyword: t.string({ description: 'Part of the pick number' }), warehouseId: t.int() }),
});
const CreatePickListsInput = builder.inputType('CreatePickListsInput', {
  fields: (t) => ({
    templateId: t.int({ required: true }),
    orderIds: t.intList({ description: 'The chosen orders (all of one warehouse); without them every eligible order of warehouseId' }),
    warehouseId: t.int(),
  }),
});
const SortingScanInput = builder.inputType('SortingScanInput', {
  fields: (t) => ({
    pickListId: t.int({ required: true }),
    code: t.string({ required: true, description: 'SKU code, barcode or EAN' }),
    quantity: t.int({ description: 'Checked quantity (default 1)' }),
    orderTypes: t.stringList({ description: 'single and/or multi (default both)' }),
    mode: t.string({ description: 'order (default: next order needing the SKU) or batch (quantity must match the total)' }),
  }),
});
const SortingWallInput = builder.inputType('SortingWallInput', {
  fields: (t) => ({ pickListId: t.int({ required: true }), rows: t.int({ required: true }), columns: t.int({ required: true }) }),
});

builder.queryFields((t) => ({
  pickListTemplates: t.prismaConnection({
    type: 'PickListTemplate',
    cursor: 'id',
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: 'pickListTemplate' },
    args: { offset: t.arg.int({ description: 'Rows to skip from the start (page-number screens); replaces after' }), filter: t.arg({ type: TemplateFilter }) },
    resolve: (query, _r, args, ctx) =>
      ctx.db.pickListTemplate.findMany({
        ...withOffset(query, args.offset),
        where: picking.templateWhere(ctx, compact(args.filter ?? {})),
        orderBy: { id: 'desc' },
      }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.pickListTemplate.count({ where: picking.templateWhere(ctx, compact(args.filter ?? {})) });
    },
  }),
  pickLists: t.prismaConnection({
    type: 'PickList',
    cursor: 'id',
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: 'pickListTemplate' },
    args: { offset: t.arg.int({ description: 'Rows to skip from the start (page-number screens); replaces after' }), filter: t.arg({ type: PickListFilter }) },
    resolve: (query, _r, args, ctx) =>
      ctx.db.pickList.findMany({ ...withOffset(query, args.offset), where: picking.pickListWhere(ctx, compact(args.filter ?? {})), orderBy: { id: 'desc' } }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.pickList.count({ where: picking.pickListWhere(ctx, compact(args.filter ?? {})) });
    },
  }),
  pickableOrderCount: t.int({
    authScopes: { permission: 'pickListTemplate' },
    description: 'Awaiting-shipment orders of a warehouse not on a pick list yet',
    args: { warehouseId: t.arg.int({ required: true }) },
    resolve: (_r, { warehouseId }, ctx) => picking.pickableOrderCount(ctx, warehouseId),
  }),
  sortingSession: t.field({
    type: SortingSessionRef,
    errors: {},
    authScopes: { permission: 'scanSorting' },
    description: 'The scan-sorting state of a pick list',
    args: { pickListId: t.arg.int({ required: true }) },
    resolve: (_r, { pickListId }, ctx) => sorting.sortingSession(ctx, pickListId, 'scanSorting'),
  }),
  sortingWall: t.field({
    type: SortingSessionRef,
    errors: {},
    authScopes: { permission: 'secondarySorting' },
    description: 'The distribution-wall state of a pick list (secondary sorting)',
    args: { pickListId: t.arg.int({ required: true }) },
    resolve: (_r, { pickListId }, ctx) => sorting.sortingSession(ctx, pickListId, 'secondarySorting'),
  }),
  forecastBins: t.field({
    type: [ForecastBinRef],
    authScopes: { permission: 'forecastSorting' },
    description: 'Awaiting-shipment orders per logistics channel and how many are in their bin',
    resolve: (_r, _a, ctx) => sorting.forecastBins(ctx),
  }),
}));

const ext = { operateModule: 'pickListTemplate' };
const sortExt = { operateModule: 'scanSorting' };
builder.mutationFields((t) => ({
  createPickListTemplate: t.prismaField({
    type: 'PickListTemplate',
    errors: {},
    authScopes: { permission: 'pickListTemplate.update' },
    extensions: ext,
    args: { input: t.arg({ type: TemplateInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => picking.createTemplate(ctx, compact(input)),
  }),
  updatePickListTemplate: t.prismaField({
    type: 'PickListTemplate',
    errors: {},
    authScopes: { permission: 'pickListTemplate.update' },
    extensions: ext,
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: TemplateInput, required: true }) },
    resolve: (_q, _r, { id, input }, ctx) => picking.updateTemplate(ctx, id, compact(input)),
  }),
  deletePickListTemplate: t.field({
    type: 'Int',
    errors: {},
    authScopes: { permission: 'pickListTemplate.update' },
    extensions: ext,
    description: 'Deletes a template (its pick lists stay); answers its id',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id }, ctx) => picking.deleteTemplate(ctx, id),
  }),
  createPickLists: t.field({
    type: CreatePickListsResultRef,
    errors: {},
    authScopes: { permission: 'pickListTemplate.update' },
    extensions: ext,
    description: 'Puts awaiting-shipment orders of one warehouse on pick lists of the template (at most maxOrders each)',
    args: { input: t.arg({ type: CreatePickListsInput, required: true }) },
    resolve: (_r, { input }, ctx) => picking.createPickLists(ctx, compact(input)),
  }),
  cancelPickList: t.field({
    type: 'Int',
    errors: {},
    authScopes: { permission: 'pickListTemplate.update' },
    extensions: ext,
    description: 'Takes the orders off a pick list whose sorting has not begun and deletes it; answers its id',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id }, ctx) => picking.cancelPickList(ctx, id),
  }),
  printPickList: t.field({
    type: PdfFileRef,
    errors: {},
    authScopes: { permission: 'pickListTemplate' },
    extensions: ext,
    description: 'The pick list as a PDF (base64): SKU lines with locations, then the orders',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id }, ctx) => printPickList(ctx, id),
  }),
  scanSorting: t.field({
    type: SortingScanResultRef,
    errors: {},
    authScopes: { permission: 'scanSorting' },
    extensions: sortExt,
    description: 'Scan sorting: a SKU (code, barcode or EAN) → the order it goes to; a fully verified order may be printed',
    args: { input: t.arg({ type: SortingScanInput, required: true }) },
    resolve: (_r, { input }, ctx) => sorting.scanSorting(ctx, compact(input), false),
  }),
  printSortingLabel: t.field({
    type: PdfFileRef,
    errors: {},
    authScopes: { permission: 'scanSorting' },
    extensions: sortExt,
    description: 'The shipping label of a verified order (verify then print)',
    args: { orderId: t.arg.int({ required: true }) },
    resolve: (_r, { orderId }, ctx) => printSortingLabel(ctx, orderId),
  }),
  assignSortingWall: t.field({
    type: SortingSessionRef,
    errors: {},
    authScopes: { permission: 'secondarySorting' },
    extensions: sortExt,
    description: 'Secondary sorting: gives each order of the pick list a slot of a rows × columns wall',
    args: { input: t.arg({ type: SortingWallInput, required: true }) },
    resolve: (_r, { input }, ctx) => sorting.assignSortingWall(ctx, input),
  }),
  scanSecondarySorting: t.field({
    type: SortingScanResultRef,
    errors: {},
    authScopes: { permission: 'secondarySorting' },
    extensions: sortExt,
    description: 'Secondary sorting: a SKU → the wall slot of the next order needing it',
    args: { input: t.arg({ type: SortingScanInput, required: true }) },
    resolve: (_r, { input }, ctx) => sorting.scanSorting(ctx, compact(input), true),
  }),
  forecastScan: t.field({
    type: ForecastScanResultRef,
    errors: {},
    authScopes: { permission: 'forecastSorting' },
    extensions: sortExt,
    description: 'Forecast sorting: an order or tracking number → its logistics channel bin (once per parcel)',
    args: { number: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => sorting.forecastScan(ctx, args),
  }),
}));
