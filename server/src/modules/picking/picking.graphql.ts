// GraphQL of pick lists (/pickListTemplate) and scan sorting (/scanSorting, /forecastSorting,
// /secondarySorting). Reads are guarded by the page, template and pick-list writes by
// pickListTemplate.update, scans by their sorting page (the menu has no separate scan action).
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields, nameFields, onInt, rowCommandsOn } from '../../graphql/fields';
import { OrderStatusEnum, PickListStatusEnum } from '../../graphql/enums';
import { readList } from '../../graphql/pagination';
import { inputOf, plainInput } from '../../graphql/inputs';
import { PdfFileRef } from '../barcodes/pdf.graphql';
import { loadUserName, loadWarehouseName, requestLoader } from '../../platform/lookups';
import { printPickList, printSortingLabel } from './picking.pdf';
import * as picking from './picking.service';
import * as sorting from './sorting.service';

builder.prismaObject('PickListTemplate', {
  description: 'How awaiting-shipment orders are grouped into pick lists and what a pick list prints',
  fields: (t) =>
    exposeFields(t, {
      id: 'Int',
      name: 'String',
      type: 'String: mixed, single, child or variant',
      fontSize: 'String: standard or large',
      maxOrders: 'Int: Most orders on one pick list',
      minOrders: 'Int: Fewest orders a group needs before a pick list is made',
      fields: 'String[]: Optional fields printed besides the required ones (sku, location, quantity)',
      imageUrl: 'String',
      createdAt: 'DateTime',
      updatedAt: 'DateTime',
    }),
});

const PickListRef = builder.prismaObject('PickList', {
  description: 'A printed pick list: the orders picked together',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', pickNo: 'String' }),
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
    ...nameFields(t, { warehouseName: ['warehouseId', loadWarehouseName] }),
    orderCount: t.exposeInt('orderCount'),
    ...nameFields(t, { operatorName: ['operatorId', loadUserName] }),
    ...exposeFields(t, { wallRows: 'Int', wallCols: 'Int', createdAt: 'DateTime' }),
  }),
});

const CreatePickListsResultRef = builder.objectRef<picking.CreatePickListsResult>('CreatePickListsResult').implement({
  fields: (t) => ({
    pickLists: t.field({ type: [PickListRef], resolve: (r) => r.pickLists }),
    skippedOrderIds: t.exposeIntList('skippedOrderIds', { description: "Orders that do not fit the template's type (or a group below its minimum)" }),
  }),
});

const SortingItemRef = builder.objectRef<sorting.SortingItemView>('SortingItem').implement({
  fields: (t) => exposeFields(t, { skuId: 'Int', sku: 'String', productName: 'String', quantity: 'Int: Local units the order needs', verified: 'Int' }),
});

const SortingOrderRef = builder.objectRef<sorting.SortingOrderView>('SortingOrder').implement({
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', orderNo: 'String', platformOrderNo: 'String', trackingNo: 'String', buyerName: 'String' }),
    status: t.expose('status', { type: OrderStatusEnum }),
    ...exposeFields(t, { sortSlot: 'Int?', orderType: 'String: single (one piece) or multi', verifiedAt: 'DateTime?', units: 'Int', verifiedUnits: 'Int' }),
    items: t.field({ type: [SortingItemRef], resolve: (o) => o.items }),
  }),
});

const SortingSessionRef = builder.objectRef<sorting.SortingSession>('SortingSession').implement({
  description: 'The sorting state of a pick list (from the database: every browser sees the same)',
  fields: (t) => ({
    ...exposeFields(t, { pickListId: 'Int', pickNo: 'String' }),
    status: t.expose('status', { type: PickListStatusEnum }),
    ...exposeFields(t, { wallRows: 'Int', wallCols: 'Int', totalUnits: 'Int', verifiedUnits: 'Int', totalOrders: 'Int', verifiedOrders: 'Int' }),
    orders: t.field({ type: [SortingOrderRef], resolve: (s) => s.orders }),
  }),
});

const SortingScanResultRef = builder.objectRef<sorting.ScanResult>('SortingScanResult').implement({
  fields: (t) => ({
    ...exposeFields(t, {
      orderId: 'Int',
      orderNo: 'String',
      sortSlot: 'Int?',
      sku: 'String',
      quantity: 'Int',
      completedOrderIds: 'Int[]: Orders fully verified by this scan (printable now)',
    }),
    session: t.field({ type: SortingSessionRef, resolve: (r) => r.session }),
  }),
});

const ForecastBinRef = builder.objectRef<sorting.ForecastBin>('ForecastBin').implement({
  fields: (t) => exposeFields(t, { channelId: 'Int', channelName: 'String', sorted: 'Int', total: 'Int' }),
});

const ForecastScanResultRef = builder.objectRef<sorting.ForecastScanResult>('ForecastScanResult').implement({
  fields: (t) => ({
    ...exposeFields(t, { orderId: 'Int', orderNo: 'String', trackingNo: 'String', channelId: 'Int', channelName: 'String: The bin the parcel goes in' }),
    bins: t.field({ type: [ForecastBinRef], resolve: (r) => r.bins }),
  }),
});

const TemplateFilter = plainInput('PickListTemplateFilter', { keyword: 'String: Part of the name' });
const TemplateInput = plainInput('PickListTemplateInput', {
  name: 'String!',
  type: 'String: mixed (default), single, child or variant',
  fontSize: 'String: standard (default) or large',
  maxOrders: 'Int: Required: most orders on one pick list (1-1000)',
  minOrders: 'Int: Fewest orders a group needs (default 1)',
  fields: 'String[]: Optional fields to print: productName, image, orderNo, platformOrderNo, buyerName, country, channel, trackingNo, remark',
  imageUrl: 'String: At most 150 characters',
});
const PickListFilter = plainInput('PickListFilter', { status: inputOf(PickListStatusEnum), keyword: 'String: Part of the pick number', warehouseId: 'Int' });
const CreatePickListsInput = plainInput('CreatePickListsInput', {
  templateId: 'Int!',
  orderIds: 'Int[]: The chosen orders (all of one warehouse); without them every eligible order of warehouseId',
  warehouseId: 'Int',
});
const SortingScanInput = plainInput('SortingScanInput', {
  pickListId: 'Int!',
  code: 'String!: SKU code, barcode or EAN',
  quantity: 'Int: Checked quantity (default 1)',
  orderTypes: 'String[]: single and/or multi (default both)',
  mode: 'String: order (default: next order needing the SKU) or batch (quantity must match the total)',
});
const SortingWallInput = plainInput('SortingWallInput', { pickListId: 'Int!', rows: 'Int!', columns: 'Int!' });

builder.queryFields((t) => ({
  pickListTemplates: t.prismaConnection(
    readList('PickListTemplate', 'pickListTemplate', TemplateFilter, (ctx) => ctx.db.pickListTemplate, picking.templateWhere, { id: 'desc' }),
  ),
  pickLists: t.prismaConnection(readList('PickList', 'pickListTemplate', PickListFilter, (ctx) => ctx.db.pickList, picking.pickListWhere, { id: 'desc' })),
  pickableOrderCount: t.int({
    authScopes: { permission: 'pickListTemplate' },
    description: 'Awaiting-shipment orders of a warehouse not on a pick list yet',
    args: { warehouseId: t.arg.int({ required: true }) },
    resolve: (_r, { warehouseId }, ctx) => picking.pickableOrderCount(ctx, warehouseId),
  }),
  sortingSession: t.field({
    type: SortingSessionRef,
    ...command('scanSorting'),
    description: 'The scan-sorting state of a pick list',
    args: { pickListId: t.arg.int({ required: true }) },
    resolve: (_r, { pickListId }, ctx) => sorting.sortingSession(ctx, pickListId, 'scanSorting'),
  }),
  sortingWall: t.field({
    type: SortingSessionRef,
    ...command('secondarySorting'),
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
const pickListTemplateUpdate = command('pickListTemplate.update', ext);
const pickListTemplateCommand = command('pickListTemplate', ext);
const secondarySortingSort = command('secondarySorting', sortExt);
const onPickListTemplate = rowCommandsOn('PickListTemplate');
const onCreatePickListsResult = commandsOn(CreatePickListsResultRef);
const onPdfFile = commandsOn(PdfFileRef);
const onSortingSession = commandsOn(SortingSessionRef);
const onScan = commandsOn(SortingScanResultRef);
builder.mutationFields((t) => ({
  createPickListTemplate: t.prismaField(onPickListTemplate.byInput(pickListTemplateUpdate, TemplateInput, picking.createTemplate)),
  updatePickListTemplate: t.prismaField(onPickListTemplate.byIdInput(pickListTemplateUpdate, TemplateInput, picking.updateTemplate)),
  deletePickListTemplate: t.field(onInt.byId(pickListTemplateUpdate, picking.deleteTemplate, 'Deletes a template (its pick lists stay); answers its id')),
  createPickLists: t.field({
    ...onCreatePickListsResult.byInput(pickListTemplateUpdate, CreatePickListsInput, picking.createPickLists),
    description: 'Puts awaiting-shipment orders of one warehouse on pick lists of the template (at most maxOrders each)',
  }),
  cancelPickList: t.field(
    onInt.byId(pickListTemplateUpdate, picking.cancelPickList, 'Takes the orders off a pick list whose sorting has not begun and deletes it; answers its id'),
  ),
  printPickList: t.field(
    onPdfFile.byArgs(
      pickListTemplateCommand,
      { id: 'Int!', printTemplateId: 'Int: A print template of kind pickList; the company default when not given' },
      (ctx, { id, printTemplateId }) => printPickList(ctx, id, printTemplateId),
      'The pick list as a PDF (base64) through a pick-list print template: its SKU lines sorted by location, with the orders holding them',
    ),
  ),
  scanSorting: t.field(
    onScan.byInput(
      command('scanSorting', sortExt),
      SortingScanInput,
      (ctx, input) => sorting.scanSorting(ctx, input, false),
      'Scan sorting: a SKU (code, barcode or EAN) → the order it goes to; a fully verified order may be printed',
    ),
  ),
  printSortingLabel: t.field(
    commandsOn(PdfFileRef).byArgs(
      command('scanSorting', sortExt),
      { orderId: 'Int!' },
      (ctx, { orderId }) => printSortingLabel(ctx, orderId),
      'The shipping label of a verified order (verify then print)',
    ),
  ),
  assignSortingWall: t.field({
    ...onSortingSession.byRawInput(secondarySortingSort, SortingWallInput, sorting.assignSortingWall),
    description: 'Secondary sorting: gives each order of the pick list a slot of a rows × columns wall',
  }),
  scanSecondarySorting: t.field(
    onScan.byInput(
      secondarySortingSort,
      SortingScanInput,
      (ctx, input) => sorting.scanSorting(ctx, input, true),
      'Secondary sorting: a SKU → the wall slot of the next order needing it',
    ),
  ),
  forecastScan: t.field(
    commandsOn(ForecastScanResultRef).byArgs(
      command('forecastSorting', sortExt),
      { number: 'String!' },
      sorting.forecastScan,
      'Forecast sorting: an order or tracking number → its logistics channel bin (once per parcel)',
    ),
  ),
}));
