// GraphQL of packing tasks (/packingManage; issue 23 item 3): the list with status / warehouse /
// keyword filters and status counts, one task with its boxes, create from stock orders, save the
// boxes, complete, cancel, and the box marks as a PDF (100 × 100 mm, one page per box).
import { PACKING_STATUSES } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields, figuresOf, nameFields, rowCommandsOn } from '../../graphql/fields';
import { skuFields, skuLineFields } from '../../graphql/sku-fields';
import { statusCountType, statusEnum } from '../../graphql/enums';
import { listAndOne } from '../../graphql/pagination';
import { inputOf, plainInput } from '../../graphql/inputs';
import { loadUserName, loadWarehouseName } from '../../platform/lookups';
import { PdfFileRef } from '../barcodes/pdf.graphql';
import { printBoxMarks } from './packing.pdf';
import * as pk from './packing.service';

const PackingStatusEnum = statusEnum('PackingTaskStatus', PACKING_STATUSES, 'PACKING_STATUSES of @erp/schema (PACKING_TRANSITIONS)');

builder.prismaObject('PackingBoxItem', {
  description: 'A SKU and its quantity in a box',
  fields: (t) => ({
    ...skuLineFields(t),
    ...exposeFields(t, { quantity: 'Int' }),
  }),
});

builder.prismaObject('PackingBox', {
  description: 'A box of a packing task (spec 02 §3: number, name, weight, size)',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      boxNo: 'Int: Box number (n of N on the box mark)',
      name: 'String',
      weight: 'Decimal: kg',
      length: 'Decimal: cm',
      width: 'Decimal: cm',
      height: 'Decimal: cm',
    }),
    items: t.relation('items', { query: { orderBy: { id: 'asc' } } }),
  }),
});

builder.prismaObject('PackingTask', {
  description: 'A packing task (spec 02 §3): boxes of pending-shipment stock orders of one source warehouse to one overseas warehouse',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', taskCode: 'String: Task code' }),
    status: t.expose('status', { type: PackingStatusEnum }),
    ...exposeFields(t, { sourceWarehouseId: 'Int', targetWarehouseId: 'Int' }),
    ...nameFields(t, { sourceWarehouseName: ['sourceWarehouseId', loadWarehouseName], targetWarehouseName: ['targetWarehouseId', loadWarehouseName] }),
    stockOrderIds: t.exposeIntList('stockOrderIds'),
    stockOrderNos: t.exposeStringList('stockOrderNos', { description: 'The associated stock order numbers' }),
    ...nameFields(t, { createdByName: ['createdBy', loadUserName] }),
    ...exposeFields(t, { remark: 'String', completedAt: 'DateTime?', createdAt: 'DateTime' }),
    boxes: t.relation('boxes', { query: { orderBy: { boxNo: 'asc' } } }),
    boxCount: t.int({ description: 'Boxes packed', resolve: (task, _a, ctx) => ctx.db.packingBox.count({ where: { taskId: task.id } }) }),
    expected: t.field({
      type: [PackingExpectedRef],
      description: 'Per SKU: what the stock orders hold and what the boxes hold',
      resolve: async (task, _a, ctx) => {
        const [expected, items] = await Promise.all([
          pk.expectedOf(ctx.db, task),
          ctx.db.packingBoxItem.findMany({ where: { box: { taskId: task.id } }, select: { skuId: true, quantity: true } }),
        ]);
        const packed = new Map<number, number>();
        for (const i of items) packed.set(i.skuId, (packed.get(i.skuId) ?? 0) + i.quantity);
        return [...expected].map(([skuId, quantity]) => ({ skuId, quantity, packed: packed.get(skuId) ?? 0 }));
      },
    }),
  }),
});

const PackingExpectedRef = builder.objectRef<{ skuId: number; quantity: number; packed: number }>('PackingExpectedSku');
PackingExpectedRef.implement({
  fields: (t) => ({
    ...exposeFields(t, { skuId: 'Int', quantity: 'Int: In the stock orders', packed: 'Int: In the boxes' }),
    ...skuFields(t, 'skuId'),
  }),
});

const Filter = plainInput('PackingTaskFilter', {
  status: inputOf(PackingStatusEnum),
  keyword: 'String: Task code, remark or a stock order number (exact)',
  sourceWarehouseId: 'Int',
  targetWarehouseId: 'Int',
});
const CountFilter = plainInput('PackingTaskCountFilter', { keyword: 'String', sourceWarehouseId: 'Int', targetWarehouseId: 'Int' });
const CreateInput = plainInput('CreatePackingTaskInput', { stockOrderIds: 'Int[]!: Pending-shipment stock orders of one source warehouse', remark: 'String' });
const ItemInput = plainInput('PackingBoxItemInput', { skuId: 'Int!', quantity: 'Int!' });
const BoxInput = plainInput('PackingBoxInput', {
  boxNo: 'Int!',
  name: 'String',
  weight: 'Float!: kg, above 0',
  length: 'Float!: cm, above 0',
  width: 'Float!: cm, above 0',
  height: 'Float!: cm, above 0',
  items: inputOf([ItemInput], 'At least one'),
});
const BoxesInput = plainInput('SavePackingBoxesInput', { id: 'Int!', boxes: inputOf([BoxInput], 'Replaces every box of the task') });
const StatusCount = statusCountType('PackingTaskStatusCount', PackingStatusEnum);

const queries = listAndOne('PackingTask', 'packingManage', Filter, (ctx) => ctx.db.packingTask, pk.packingTaskWhere, { id: 'desc' });
builder.queryFields((t) => ({
  packingTasks: t.prismaConnection(queries.list),
  packingTask: t.prismaField(queries.one),
  packingTaskStatusCounts: t.field(
    figuresOf(StatusCount, 'packingManage', CountFilter, pk.packingStatusCounts, 'Packing tasks per status under the other filters'),
  ),
}));

const ext = { operateModule: 'packingManage' };
const update = command('packingManage.update', ext);
const onTask = rowCommandsOn('PackingTask');
builder.mutationFields((t) => ({
  createPackingTask: t.prismaField(
    onTask.byInput(update, CreateInput, pk.createPackingTask, 'A packing task for pending-shipment stock orders of one source and one overseas warehouse'),
  ),
  savePackingBoxes: t.prismaField(onTask.byInput(update, BoxesInput, pk.savePackingBoxes, 'Replaces the boxes of an open packing task')),
  completePackingTask: t.prismaField(onTask.byId(update, pk.completePackingTask, 'Open → completed: all goods packed')),
  cancelPackingTask: t.prismaField(onTask.byId(update, pk.cancelPackingTask, 'Open → cancelled: the stock orders may be packed again')),
  printPackingBoxMarks: t.field(
    commandsOn(PdfFileRef).byId(command('packingManage', ext), printBoxMarks, 'Box marks, 100 × 100 mm, one page per box, as a PDF (base64)'),
  ),
}));
