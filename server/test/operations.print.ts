// Crawler entries of address, print and export templates (issue 18 C; see DomainOperations in
// operations.ts). The seed stores one address (on the company's first warehouse), the default print
// templates plus one more, and one export template; company A aiming at B's ids gets "not found".
import { defaultPrintLayout } from '@erp/schema';
import { ensureDefaultPrintTemplates } from '../src/modules/print-templates/print-templates.service';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const address = (warehouseId: number) => ({ warehouseId, name: 'Crawl sender', country: 'CN', city: 'Shenzhen', street: '1 Road', phone: '+86 1' });
const layout = defaultPrintLayout('boxMark');

export const printOperations: DomainOperations = {
  operations: [
    {
      field: 'addressTemplates',
      query: '{ addressTemplates(first: 100) { totalCount edges { node { id } } } }',
      variables: () => ({}),
      foreign: { list: 'addressTemplateId' },
    },
    {
      field: 'createAddressTemplate',
      query: `mutation($i: AddressTemplateInput!) { createAddressTemplate(input: $i) { ${E} } }`,
      variables: (i) => ({ i: address(i.whWarehouseId) }),
    },
    {
      field: 'updateAddressTemplate',
      query: `mutation($id: Int!, $i: AddressTemplateInput!) { updateAddressTemplate(id: $id, input: $i) { ${E} } }`,
      variables: (i) => ({ id: i.addressTemplateId, i: address(i.whWarehouseId) }),
      foreign: 'notFound',
    },
    {
      field: 'setDefaultAddressTemplate',
      query: `mutation($id: Int!) { setDefaultAddressTemplate(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.addressTemplateId }),
      foreign: 'notFound',
    },
    {
      field: 'deleteAddressTemplate',
      query: `mutation($id: Int!) { deleteAddressTemplate(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.addressTemplateId }),
      foreign: 'notFound',
    },
    {
      field: 'printTemplates',
      query: '{ printTemplates(first: 100) { totalCount edges { node { id } } } }',
      variables: () => ({}),
      foreign: { list: 'printTemplateId' },
    },
    { field: 'printTemplate', query: 'query($id: Int!) { printTemplate(id: $id) { id } }', variables: (i) => ({ id: i.printTemplateId }), foreign: 'null' },
    {
      field: 'createPrintTemplate',
      query: `mutation($i: PrintTemplateInput!) { createPrintTemplate(input: $i) { ${E} } }`,
      variables: () => ({ i: { kind: 'boxMark', name: `Crawl ${Math.random().toString(36).slice(2, 8)}`, layout } }),
    },
    {
      field: 'updatePrintTemplate',
      query: `mutation($id: Int!, $i: PrintTemplateInput!) { updatePrintTemplate(id: $id, input: $i) { ${E} } }`,
      variables: (i) => ({ id: i.printTemplateId, i: { kind: 'boxMark', name: 'Crawl box', layout } }),
      foreign: 'notFound',
    },
    {
      field: 'renamePrintTemplate',
      query: `mutation($id: Int!) { renamePrintTemplate(id: $id, name: "Crawl renamed") { ${E} } }`,
      variables: (i) => ({ id: i.printTemplateId }),
      foreign: 'notFound',
    },
    {
      field: 'copyPrintTemplate',
      query: `mutation($id: Int!) { copyPrintTemplate(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.printTemplateId }),
      foreign: 'notFound',
    },
    {
      field: 'setDefaultPrintTemplate',
      query: `mutation($id: Int!) { setDefaultPrintTemplate(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.printTemplateId }),
      foreign: 'notFound',
    },
    {
      field: 'deletePrintTemplate',
      query: `mutation($id: Int!) { deletePrintTemplate(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.printTemplateId }),
      foreign: 'notFound',
    },
    {
      field: 'printOrders',
      query: `mutation($t: Int!, $o: [Int!]!) { printOrders(templateId: $t, orderIds: $o) { ${E} ... on MutationPrintOrdersSuccess { data { pages } } } }`,
      variables: (i) => ({ t: i.printTemplateId, o: [i.ordOrderId] }),
    },
    {
      field: 'previewPrintLayout',
      query: `mutation($l: JSON!, $o: [Int!]) { previewPrintLayout(layout: $l, orderIds: $o) { ${E} ... on MutationPreviewPrintLayoutSuccess { data { pages } } } }`,
      variables: (i) => ({ l: layout, o: [i.ordOrderId] }),
    },
    {
      field: 'exportTemplates',
      query: '{ exportTemplates(first: 100) { totalCount edges { node { id } } } }',
      variables: () => ({}),
      foreign: { list: 'exportTemplateId' },
    },
    { field: 'orderExportColumns', query: '{ orderExportColumns }', variables: () => ({}) },
    {
      field: 'createExportTemplate',
      query: `mutation($i: ExportTemplateInput!) { createExportTemplate(input: $i) { ${E} } }`,
      variables: () => ({ i: { name: `Crawl ${Math.random().toString(36).slice(2, 8)}`, columns: ['orderNo'] } }),
    },
    {
      field: 'updateExportTemplate',
      query: `mutation($id: Int!, $i: ExportTemplateInput!) { updateExportTemplate(id: $id, input: $i) { ${E} } }`,
      variables: (i) => ({ id: i.exportTemplateId, i: { name: 'Crawl export', columns: ['orderNo', 'trackingNo'] } }),
      foreign: 'notFound',
    },
    {
      field: 'deleteExportTemplate',
      query: `mutation($id: Int!) { deleteExportTemplate(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.exportTemplateId }),
      foreign: 'notFound',
    },
  ],

  async seed(app, company) {
    const ctx = await contextOf(app, company.token);
    const wh = await ctx.db.warehouse.findFirstOrThrow({ orderBy: { id: 'asc' }, select: { id: true } });
    const addr = await ctx.db.addressTemplate.create({ data: { companyId: company.companyId, ...address(wh.id) } });
    await ensureDefaultPrintTemplates(ctx);
    const tpl = await ctx.db.printTemplate.create({ data: { companyId: company.companyId, kind: 'boxMark', name: 'Crawl seed', layout } });
    const exp = await ctx.db.exportTemplate.create({ data: { companyId: company.companyId, name: 'Crawl seed', columns: ['orderNo'] } });
    return { addressTemplateId: addr.id, printTemplateId: tpl.id, exportTemplateId: exp.id };
  },

  snapshot: (db, companyId) =>
    Promise.all([
      db.addressTemplate.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.printTemplate.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.exportTemplate.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    ]),
};
