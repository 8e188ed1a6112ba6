// GraphQL of the inventory-count domain (issue 5): count tasks, their lines, counting and the
// printed list. A blind count answers null for book quantities and what derives from them
// until it is finished.
import { PAGE_SIZE_MAX } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { command, exposeFields, rowCommandsOn } from '../../graphql/fields';
import { InventoryCountStatusEnum } from '../../graphql/enums';
import { filteredList, listAndOne } from '../../graphql/pagination';
import type { RequestContext } from '../../platform/context';
import { compact, inputOf, linesOf, plainInput } from '../../graphql/inputs';
import { PdfFileRef } from '../barcodes/pdf.graphql';
import * as counts from './inventory-count.service';
import { printCountTask } from './inventory-count.pdf';

const CountSummaryRef = builder.objectRef<counts.CountSummary>('InventoryCountSummary').implement({
  description: 'Count, error, loss and profit of a task; error, loss and profit are null while a blind count runs',
  fields: (t) =>
    exposeFields(t, {
      lines: 'Int: Lines (SKU × location) in the task',
      counted: 'Int: Lines counted so far',
      errorLines: 'Int?: Counted lines whose quantity differs from the book',
      profitQuantity: 'Int?',
      lossQuantity: 'Int?',
      profitValue: 'Decimal?: CNY, at the purchase price',
      lossValue: 'Decimal?: CNY, at the purchase price',
    }),
});

interface SkuBrief {
  id: number;
  sku: string;
  barcode: string;
  productName: string;
  image: string;
}
const CountLineSkuRef = builder.objectRef<SkuBrief>('CountLineSku').implement({
  fields: (t) => exposeFields(t, { id: 'Int', sku: 'String', barcode: 'String: Barcode, else EAN, else empty', productName: 'String', image: 'String' }),
});
const CountLineLocationRef = builder.objectRef<{ id: number; code: string }>('CountLineLocation').implement({
  fields: (t) => ({ id: t.exposeInt('id'), code: t.exposeString('code') }),
});
const CountLineValueRef = builder.objectRef<counts.LineValue>('InventoryCountLineValue').implement({
  fields: (t) =>
    exposeFields(t, {
      unitPrice: 'Decimal: Purchase price (CNY) the line is valued at',
      bookValue: 'Decimal?',
      differenceValue: 'Decimal?: Positive: profit; negative: loss',
    }),
});

async function loadSkus(ids: number[], ctx: RequestContext): Promise<SkuBrief[]> {
  const rows = await ctx.db.sku.findMany({
    where: { id: { in: ids } },
    select: { id: true, sku: true, barcode: true, ean: true, image: true, product: { select: { name: true, mainImage: true } } },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const r = byId.get(id);
    return r
      ? { id, sku: r.sku, barcode: r.barcode || r.ean || '', productName: r.product.name, image: r.image || r.product.mainImage }
      : { id, sku: `#${id}`, barcode: '', productName: '', image: '' };
  });
}

builder.prismaObject('InventoryCountTask', {
  description: 'An inventory count task (spec 02 §3)',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', taskNo: 'String', warehouseId: 'Int' }),
    warehouseName: t.loadable({
      type: 'String',
      load: async (ids: number[], ctx) => {
        const rows = await ctx.db.warehouse.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
        const names = new Map(rows.map((r) => [r.id, r.name]));
        return ids.map((id) => names.get(id) ?? '');
      },
      resolve: (task) => task.warehouseId,
    }),
    ...exposeFields(t, {
      mode: 'String: listed (book quantities shown) | blind',
      countType: 'String: location | sku | order: the counting and printing order',
    }),
    status: t.expose('status', { type: InventoryCountStatusEnum }),
    summary: t.loadable({
      type: CountSummaryRef,
      load: async (ids: number[], ctx) => {
        const found = await counts.countSummaries(ctx, ids);
        const none = { lines: 0, counted: 0, errorLines: null, profitQuantity: null, lossQuantity: null, profitValue: null, lossValue: null };
        return ids.map((id) => found.get(id) ?? none);
      },
      resolve: (task) => task.id,
    }),
    ...exposeFields(t, { startedAt: 'DateTime?', finishedAt: 'DateTime?', createdAt: 'DateTime' }),
  }),
});

builder.prismaObject('InventoryCountLine', {
  description: 'One SKU on one location of a count task',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', skuId: 'Int', locationId: 'Int' }),
    sku: t.loadable({ type: CountLineSkuRef, load: (ids: number[], ctx) => loadSkus(ids, ctx), resolve: (line) => line.skuId }),
    location: t.loadable({
      type: CountLineLocationRef,
      load: async (ids: number[], ctx) => {
        const rows = await ctx.db.location.findMany({ where: { id: { in: ids } }, select: { id: true, code: true } });
        const codes = new Map(rows.map((r) => [r.id, r.code]));
        return ids.map((id) => ({ id, code: codes.get(id) ?? `#${id}` }));
      },
      resolve: (line) => line.locationId,
    }),
    bookQty: t.int({
      nullable: true,
      description: 'Book quantity (snapshotted when counting starts); null in a blind count until it is finished',
      select: { bookQty: true, task: { select: { mode: true, status: true } } },
      resolve: (line) => (counts.booksHidden(line.task) ? null : line.bookQty),
    }),
    ...exposeFields(t, { countedQty: 'Int?', countedAt: 'DateTime?' }),
    difference: t.int({
      nullable: true,
      description: 'Counted − book: positive profit, negative loss; null until counted or while a blind count runs',
      select: { bookQty: true, countedQty: true, task: { select: { mode: true, status: true } } },
      resolve: (line) => (counts.booksHidden(line.task) || line.countedQty == null ? null : line.countedQty - line.bookQty),
    }),
    value: t.loadable({
      type: CountLineValueRef,
      load: async (ids: number[], ctx) => {
        const found = await counts.lineValues(ctx, ids);
        return ids.map((id) => found.get(id) ?? { unitPrice: '0.00', bookValue: null, differenceValue: null });
      },
      resolve: (line) => line.id,
    }),
  }),
});

const CountTaskFilter = plainInput('InventoryCountTaskFilter', {
  status: inputOf(InventoryCountStatusEnum),
  warehouseId: 'Int',
  mode: 'String',
  keyword: 'String: Part of the task number',
});
const CountLineFilter = plainInput('InventoryCountLineFilter', {
  keyword: 'String: SKU, barcode, EAN or location code (scanning)',
  uncountedOnly: 'Boolean',
  differenceOnly: 'Boolean: Lines whose count differs from the book (ignored while a blind count runs)',
});
const CountTaskInput = plainInput('CountTaskInput', {
  warehouseId: 'Int!',
  skuIds: 'Int[]!',
  locationIds: 'Int[]!',
  mode: 'String: listed (default) | blind',
  countType: 'String: location (default) | sku | order',
});
const CountEntryLine = plainInput('CountEntryLine', { lineId: 'Int!', countedQty: 'Int: Counted quantity; null clears it' });
const CountEntryInput = plainInput('CountEntryInput', { taskId: 'Int!', lines: linesOf(CountEntryLine) });

const inventoryCountTaskQueries = listAndOne(
  'InventoryCountTask',
  'inventoryCount',
  CountTaskFilter,
  (ctx) => ctx.db.inventoryCountTask,
  counts.countTaskWhere,
  { id: 'desc' },
);
builder.queryFields((t) => ({
  inventoryCountTasks: t.prismaConnection({ ...inventoryCountTaskQueries.list, description: 'Count tasks, newest first' }),
  inventoryCountTask: t.prismaField(inventoryCountTaskQueries.one),
  inventoryCountLines: t.prismaConnection({
    type: 'InventoryCountLine',
    cursor: 'id',
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 50,
    authScopes: { permission: 'inventoryCount' },
    description: 'Lines of a task in its counting order (a task of another company lists nothing)',
    ...filteredList(
      CountLineFilter,
      (ctx) => ctx.db.inventoryCountLine,
      (ctx, f, { taskId }) => counts.countLineWhere(ctx, taskId, compact(f ?? {})),
      { id: 'asc' },
      { taskId: 'Int!' },
    ),
  }),
}));

const ext = { operateModule: 'inventory' };
const inventoryCountCount = command('inventoryCount.count', ext);
const inventoryCountCreate = command('inventoryCount.create', ext);
const onInventoryCountTask = rowCommandsOn('InventoryCountTask');
builder.mutationFields((t) => ({
  createCountTask: t.prismaField({
    ...onInventoryCountTask.byInput(inventoryCountCreate, CountTaskInput, counts.createCountTask),
    description: "Generates a count task: the chosen SKUs × locations of one warehouse ('Task already exists' when an unfinished task holds any of the pairs)",
  }),
  deleteCountTask: t.prismaField(onInventoryCountTask.byId(inventoryCountCreate, counts.deleteCountTask, 'Deletes a task that has not been started')),
  startCountTask: t.prismaField(onInventoryCountTask.byId(inventoryCountCount, counts.startCountTask, 'pending → counting: snapshots the book quantities')),
  saveCountLines: t.prismaField({
    ...onInventoryCountTask.byRawInput(inventoryCountCount, CountEntryInput, counts.saveCountLines),
    description: 'Continue counting: saves counted quantities (whole numbers of 0 or more)',
  }),
  endCountTask: t.prismaField(
    onInventoryCountTask.byId(inventoryCountCount, counts.endCountTask, 'counting → finished: every line counted; differences posted to the stock ledger'),
  ),
  printCountTask: t.field({
    type: PdfFileRef,
    ...command('inventoryCount', ext),
    description: 'The count list as a PDF (base64), sorted by location, SKU or count order (default: the task counting type)',
    args: { id: t.arg.int({ required: true }), sortBy: t.arg.string({ description: 'location | sku | order' }) },
    resolve: (_r, { id, sortBy }, ctx) => printCountTask(ctx, id, sortBy),
  }),
}));
