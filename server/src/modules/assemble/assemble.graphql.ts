// GraphQL of processing (assemble) sheets (/assembleSheet).
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields, nameFields, onInt, rowCommandsOn } from '../../graphql/fields';
import { skuFields } from '../../graphql/sku-fields';
import { AssembleSheetStatusEnum } from '../../graphql/enums';
import { listAndOne } from '../../graphql/pagination';
import { inputOf, plainInput } from '../../graphql/inputs';
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
    ...nameFields(t, { warehouseName: ['warehouseId', loadWarehouseName] }),
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
  fields: (t) => exposeFields(t, { fileName: 'String', mimeType: 'String', base64: 'String' }),
});

const AssembleFilter = plainInput('AssembleSheetFilter', {
  status: inputOf(AssembleSheetStatusEnum),
  warehouseId: 'Int',
  keyword: 'String: Odd number or remark',
});
const CreateInput = plainInput('CreateAssembleSheetInput', { warehouseId: 'Int!', comboSkuId: 'Int!', quantity: 'Int!', remark: 'String!' });
const OccupyLineInput = plainInput('AssembleOccupyLineInput', { skuId: 'Int!', quantity: 'Int!' });
const OccupyInput = plainInput('OccupyAssembleSheetInput', {
  id: 'Int!',
  lines: inputOf([OccupyLineInput], 'Omitted: top every component up as far as stock allows'),
});
const CompleteInput = plainInput('CompleteAssembleSheetInput', { id: 'Int!', locationId: 'Int: Where the combinations are stored' });

const assembleSheetQueries = listAndOne('AssembleSheet', 'assembleSheet', AssembleFilter, (ctx) => ctx.db.assembleSheet, assemble.assembleWhere, {
  id: 'desc',
});
builder.queryFields((t) => ({
  assembleSheets: t.prismaConnection(assembleSheetQueries.list),
  assembleSheet: t.prismaField(assembleSheetQueries.one),
}));

const ext = { operateModule: 'assemble' };
const assembleCreate = command('assemble.create', ext);
const assembleProcess = command('assemble.process', ext);
const onAssembleSheet = rowCommandsOn('AssembleSheet');
builder.mutationFields((t) => ({
  createAssembleSheet: t.prismaField(
    onAssembleSheet.byRawInput(
      assembleCreate,
      CreateInput,
      assemble.createAssemble,
      'A pending sheet; the components are occupied as far as available stock allows',
    ),
  ),
  occupyAssembleSheet: t.prismaField(
    onAssembleSheet.byInput(assembleCreate, OccupyInput, assemble.occupyAssemble, 'Occupies more of the components of a pending sheet'),
  ),
  startAssembleSheet: t.prismaField(
    onAssembleSheet.byId(assembleProcess, assemble.startAssemble, 'Pending → processing (every component must be fully occupied)'),
  ),
  completeAssembleSheet: t.prismaField(
    onAssembleSheet.byInput(assembleProcess, CompleteInput, assemble.completeAssemble, 'Processing → completed: components out, combinations in'),
  ),
  returnAssembleSheetToPending: t.prismaField(onAssembleSheet.byId(assembleProcess, assemble.returnAssembleToPending, 'Processing → pending')),
  deleteAssembleSheet: t.field(onInt.byId(assembleCreate, assemble.deleteAssemble, 'Deletes a pending sheet and releases its occupation; answers its id')),
  printAssembleSheets: t.field(
    commandsOn(PrintedFile).byIds(
      command('assembleSheet', ext),
      (ctx, ids) => assemble.printAssembleSheets(ctx, { ids }),
      'One PDF of the sheets; they must all be in the same warehouse',
    ),
  ),
}));
