// GraphQL of processing (assemble) sheets (/assembleSheet).
import { builder } from '../../graphql/builder';
import { command, exposeFields, pageList } from '../../graphql/fields';
import { skuFields } from '../../graphql/sku-fields';
import { AssembleSheetStatusEnum } from '../../graphql/enums';
import { filteredList } from '../../graphql/pagination';
import { compact } from '../../graphql/inputs';
import { loadWarehouseName } from '../../platform/lookups';
import * as assemble from './assemble.service';

const AssembleComponent = builder.objectRef<assemble.ComponentState>('AssembleComponent').implement({
  description: 'A component of the combination on a processing sheet',
  fields: (t) =>
    exposeFields(t, {
      skuId: 'Int',
      sku: 'String',
      productName: 'String',
      perUnit: 'Int: Quantity per combination',
      required: 'Int: Quantity actually required: per unit × sheet quantity',
      occupied: 'Int: Occupied for this sheet',
      available: 'Int: Available in the warehouse now',
    }),
});

builder.prismaObject('AssembleSheet', {
  description: 'A processing sheet: builds a combination SKU from its components',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', billNo: 'String: Odd number' }),
    status: t.expose('status', { type: AssembleSheetStatusEnum }),
    warehouseId: t.exposeInt('warehouseId'),
    warehouseName: t.string({ resolve: (s, _a, ctx) => loadWarehouseName(ctx, s.warehouseId) }),
    comboSkuId: t.exposeInt('comboSkuId'),
    ...skuFields(t, 'comboSkuId', { sku: 'comboSku', productName: 'comboName', image: 'comboImage' }),
    ...exposeFields(t, {
      quantity: 'Int: Quantity to process',
      processed: 'Int: Quantity processed (set when completed)',
      remark: 'String',
      startedAt: 'DateTime?',
      completedAt: 'DateTime?',
      createdAt: 'DateTime',
    }),
    components: t.field({ type: [AssembleComponent], resolve: (s, _a, ctx) => assemble.loadComponents(ctx, s) }),
    fullyOccupied: t.boolean({
      description: 'Every component is occupied as far as the sheet needs (processing may start)',
      resolve: async (s, _a, ctx) => (await assemble.loadComponents(ctx, s)).every((c) => c.occupied >= c.required),
    }),
  }),
});

const PrintedFile = builder.objectRef<{ fileName: string; mimeType: string; base64: string }>('PrintedFile').implement({
  description: 'A generated document, base64-encoded',
  fields: (t) => ({ fileName: t.exposeString('fileName'), mimeType: t.exposeString('mimeType'), base64: t.exposeString('base64') }),
});

const AssembleFilter = builder.inputType('AssembleSheetFilter', {
  fields: (t) => ({ status: t.field({ type: AssembleSheetStatusEnum }), warehouseId: t.int(), keyword: t.string({ description: 'Odd number or remark' }) }),
});
const CreateInput = builder.inputType('CreateAssembleSheetInput', {
  fields: (t) => ({
    warehouseId: t.int({ required: true }),
    comboSkuId: t.int({ required: true }),
    quantity: t.int({ required: true }),
    remark: t.string({ required: true }),
  }),
});
const OccupyLineInput = builder.inputType('AssembleOccupyLineInput', {
  fields: (t) => ({ skuId: t.int({ required: true }), quantity: t.int({ required: true }) }),
});
const OccupyInput = builder.inputType('OccupyAssembleSheetInput', {
  fields: (t) => ({
    id: t.int({ required: true }),
    lines: t.field({ type: [OccupyLineInput], description: 'Omitted: top every component up as far as stock allows' }),
  }),
});
const CompleteInput = builder.inputType('CompleteAssembleSheetInput', {
  fields: (t) => ({ id: t.int({ required: true }), locationId: t.int({ description: 'Where the combinations are stored' }) }),
});

builder.queryFields((t) => ({
  assembleSheets: t.prismaConnection({
    type: 'AssembleSheet',
    ...pageList,
    authScopes: { permission: 'assembleSheet' },
    ...filteredList(
      t,
      AssembleFilter,
      (ctx) => ctx.db.assembleSheet,
      (ctx, f) => assemble.assembleWhere(ctx, compact(f ?? {})),
      { id: 'desc' },
    ),
  }),
  assembleSheet: t.prismaField({
    type: 'AssembleSheet',
    nullable: true,
    authScopes: { permission: 'assembleSheet' },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _r, { id }, ctx) => ctx.db.assembleSheet.findFirst({ ...query, where: { AND: [assemble.assembleWhere(ctx), { id }] } }),
  }),
}));

const ext = { operateModule: 'assemble' };
builder.mutationFields((t) => ({
  createAssembleSheet: t.prismaField({
    type: 'AssembleSheet',
    ...command('assemble.create', ext),
    description: 'A pending sheet; the components are occupied as far as available stock allows',
    args: { input: t.arg({ type: CreateInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => assemble.createAssemble(ctx, input),
  }),
  occupyAssembleSheet: t.prismaField({
    type: 'AssembleSheet',
    ...command('assemble.create', ext),
    description: 'Occupies more of the components of a pending sheet',
    args: { input: t.arg({ type: OccupyInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => assemble.occupyAssemble(ctx, compact(input)),
  }),
  startAssembleSheet: t.prismaField({
    type: 'AssembleSheet',
    ...command('assemble.process', ext),
    description: 'Pending → processing (every component must be fully occupied)',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id }, ctx) => assemble.startAssemble(ctx, id),
  }),
  completeAssembleSheet: t.prismaField({
    type: 'AssembleSheet',
    ...command('assemble.process', ext),
    description: 'Processing → completed: components out, combinations in',
    args: { input: t.arg({ type: CompleteInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => assemble.completeAssemble(ctx, compact(input)),
  }),
  returnAssembleSheetToPending: t.prismaField({
    type: 'AssembleSheet',
    ...command('assemble.process', ext),
    description: 'Processing → pending',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id }, ctx) => assemble.returnAssembleToPending(ctx, id),
  }),
  deleteAssembleSheet: t.field({
    type: 'Int',
    ...command('assemble.create', ext),
    description: 'Deletes a pending sheet and releases its occupation; answers its id',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id }, ctx) => assemble.deleteAssemble(ctx, id),
  }),
  printAssembleSheets: t.field({
    type: PrintedFile,
    ...command('assembleSheet', ext),
    description: 'One PDF of the sheets; they must all be in the same warehouse',
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_r, { ids }, ctx) => assemble.printAssembleSheets(ctx, { ids }),
  }),
}));
