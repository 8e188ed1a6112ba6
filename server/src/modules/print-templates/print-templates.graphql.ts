// GraphQL of print templates and printing (/printTemplates, /printTemplate, /print; issue 18 C).
import { PAGE_SIZE_MAX, PRINT_TEMPLATE_KINDS, printLayout } from '@erp/schema';
import { command, exposeFields, rowCommandsOn } from '../../graphql/fields';
import { builder } from '../../graphql/builder';
import { compact } from '../../graphql/inputs';
import { checkOffset, withOffset } from '../../graphql/pagination';
import { assertCan } from '../../platform/context';
import { parseInput } from '../../platform/validate';
import { PdfFileRef } from '../barcodes/pdf.graphql';
import { previewLayout, renderTemplate } from './print-templates.render';
import * as templates from './print-templates.service';

builder.prismaObject('PrintTemplate', {
  description: 'A print layout: page size and elements in mm (JSON, checked by printLayout in @erp/schema)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    kind: t.exposeString('kind', { description: PRINT_TEMPLATE_KINDS.join(' | ') }),
    name: t.exposeString('name'),
    layout: t.field({ type: 'JSON', resolve: (row) => templates.layoutOf(row) }),
    pageWidth: t.float({ description: 'mm', resolve: (row) => templates.layoutOf(row).page.width }),
    pageHeight: t.float({ description: 'mm', resolve: (row) => templates.layoutOf(row).page.height }),
    ...exposeFields(t, { isDefault: 'Boolean', updatedAt: 'DateTime' }),
  }),
});

const PrintTemplateFilter = builder.inputType('PrintTemplateFilter', {
  fields: (t) => ({ kind: t.string({ description: PRINT_TEMPLATE_KINDS.join(' | ') }), keyword: t.string() }),
});
const PrintTemplateInput = builder.inputType('PrintTemplateInput', {
  fields: (t) => ({
    kind: t.string({ required: true, description: `${PRINT_TEMPLATE_KINDS.join(' | ')} (kept on update)` }),
    name: t.string({ required: true }),
    layout: t.field({ type: 'JSON', required: true, description: '{ page: { width, height }, elements: [...] } in mm' }),
  }),
});

builder.queryFields((t) => ({
  printTemplates: t.prismaConnection({
    type: 'PrintTemplate',
    cursor: 'id',
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: 'orders' },
    description: 'Print templates; the default of each kind is created on first use',
    args: {
      offset: t.arg.int({ description: 'Rows to skip from the start (page-number screens); replaces after' }),
      filter: t.arg({ type: PrintTemplateFilter }),
    },
    resolve: async (query, _r, args, ctx) => {
      const where = templates.printTemplateWhere(ctx, compact(args.filter ?? {}));
      await templates.ensureDefaultPrintTemplates(ctx);
      return ctx.db.printTemplate.findMany({ ...withOffset(query, args.offset), where, orderBy: [{ kind: 'asc' }, { isDefault: 'desc' }, { id: 'asc' }] });
    },
    totalCount: async (_c, args, ctx) => {
      checkOffset(args.offset);
      const where = templates.printTemplateWhere(ctx, compact(args.filter ?? {}));
      await templates.ensureDefaultPrintTemplates(ctx);
      return ctx.db.printTemplate.count({ where });
    },
  }),
  printTemplate: t.prismaField({
    type: 'PrintTemplate',
    nullable: true,
    authScopes: { permission: 'orders' },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _r, { id }, ctx) => {
      assertCan(ctx, 'orders');
      return ctx.db.printTemplate.findFirst({ ...query, where: { id } });
    },
  }),
}));

const ext = { operateModule: 'printTemplates' };
const printTemplateUpdate = command('printTemplate.update', ext);
const onPrintTemplate = rowCommandsOn('PrintTemplate');
builder.mutationFields((t) => ({
  createPrintTemplate: t.prismaField(onPrintTemplate.byRawInput(printTemplateUpdate, PrintTemplateInput, templates.createPrintTemplate)),
  updatePrintTemplate: t.prismaField(onPrintTemplate.byIdRawInput(printTemplateUpdate, PrintTemplateInput, templates.updatePrintTemplate)),
  renamePrintTemplate: t.prismaField({
    type: 'PrintTemplate',
    ...printTemplateUpdate,
    args: { id: t.arg.int({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_q, _r, { id, name }, ctx) => templates.renamePrintTemplate(ctx, id, { name }),
  }),
  copyPrintTemplate: t.prismaField(onPrintTemplate.byId(printTemplateUpdate, templates.copyPrintTemplate)),
  setDefaultPrintTemplate: t.prismaField(onPrintTemplate.byId(printTemplateUpdate, templates.setDefaultPrintTemplate)),
  deletePrintTemplate: t.prismaField(onPrintTemplate.byId(printTemplateUpdate, templates.deletePrintTemplate)),
  printOrders: t.field({
    type: PdfFileRef,
    errors: {},
    authScopes: { permission: 'orders' },
    description: 'Renders a print template for the chosen orders to one PDF (one page per order, in the order given)',
    args: { templateId: t.arg.int({ required: true }), orderIds: t.arg.intList({ required: true }) },
    resolve: (_r, { templateId, orderIds }, ctx) => renderTemplate(ctx, templateId, orderIds),
  }),
  previewPrintLayout: t.field({
    type: PdfFileRef,
    errors: {},
    authScopes: { permission: 'orders' },
    description: "The designer's preview of an unsaved layout: the chosen orders (at most 20) or example values",
    args: { layout: t.arg({ type: 'JSON', required: true }), orderIds: t.arg.intList() },
    resolve: (_r, { layout, orderIds }, ctx) => {
      assertCan(ctx, 'orders');
      const parsed = parseInput(printLayout, layout);
      return previewLayout(ctx, parsed, orderIds ?? []);
    },
  }),
}));
