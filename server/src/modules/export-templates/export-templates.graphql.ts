// GraphQL of export templates (/exportTemplate, issue 18 C). The export itself runs through
// startExport(reportType: "ordersTemplate", filter: { templateId, ids | list filter }).
import { ORDER_EXPORT_COLUMNS } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { command, exposeFields, pageList, rowCommandsOn } from '../../graphql/fields';
import { everyRow } from '../../graphql/pagination';
import * as exportTemplates from './export-templates.service';
import './orders-template.export';

builder.prismaObject('ExportTemplate', {
  description: 'The chosen and ordered columns of the orders export',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', name: 'String' }),
    columns: t.exposeStringList('columns', { description: `Column keys in file order: ${ORDER_EXPORT_COLUMNS.join(', ')}` }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ExportTemplateInput = builder.inputType('ExportTemplateInput', {
  fields: (t) => ({ name: t.string({ required: true }), columns: t.stringList({ required: true }) }),
});

builder.queryFields((t) => ({
  exportTemplates: t.prismaConnection({
    type: 'ExportTemplate',
    ...pageList,
    authScopes: { permission: 'orders' },
    ...everyRow((ctx) => ctx.db.exportTemplate, { id: 'asc' }),
  }),
  orderExportColumns: t.stringList({
    authScopes: { permission: 'orders' },
    description: 'The column catalogue of the orders export (header texts: messages exportColumn.<key>)',
    resolve: () => [...ORDER_EXPORT_COLUMNS],
  }),
}));

const ext = { operateModule: 'exportTemplate' };
const ordersCommand = command('orders', ext);
const onExportTemplate = rowCommandsOn('ExportTemplate');
builder.mutationFields((t) => ({
  createExportTemplate: t.prismaField(onExportTemplate.byRawInput(ordersCommand, ExportTemplateInput, exportTemplates.createExportTemplate)),
  updateExportTemplate: t.prismaField(onExportTemplate.byIdRawInput(ordersCommand, ExportTemplateInput, exportTemplates.updateExportTemplate)),
  deleteExportTemplate: t.prismaField(onExportTemplate.byId(ordersCommand, exportTemplates.deleteExportTemplate)),
}));
