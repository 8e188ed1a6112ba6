// GraphQL of EU compliance (issue 24 item 6): regulatory templates, EU label pairings, EU label PDFs.
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields, onInt, rowCommandsOn } from '../../graphql/fields';
import { readList } from '../../graphql/pagination';
import { linesOf, plainInput } from '../../graphql/inputs';
import { PdfFileRef } from '../barcodes/pdf.graphql';
import * as eu from './eu-compliance.service';

builder.prismaObject('EuRegulatoryTemplate', {
  description: 'A regulatory (compliance) template of the EU label: manufacturer, EU responsible person, safety information',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      name: 'String',
      manufacturerName: 'String',
      manufacturerAddress: 'String',
      manufacturerEmail: 'String',
      manufacturerPhone: 'String',
      rpName: 'String: EU responsible person',
      rpAddress: 'String',
      rpEmail: 'String',
      rpPhone: 'String',
      rpCountry: 'String: ISO code of an EU member state',
      safetyInfo: 'String',
      enabled: 'Boolean',
      isDefault: 'Boolean: Used for a paired SKU whose own template is disabled and whose shop has none',
      shopIds: 'Int[]: Shops the template applies to (a shop is in one template at most)',
      createdAt: 'DateTime',
      updatedAt: 'DateTime',
    }),
    // not t.relationCount: mutations answer rows loaded without the selection (see roles.graphql.ts)
    pairCount: t.int({
      description: 'SKUs paired to the template',
      select: { _count: { select: { pairs: true } } },
      resolve: (row, _a, ctx) => (row as { _count?: { pairs: number } })._count?.pairs ?? ctx.db.euLabelPair.count({ where: { templateId: row.id } }),
    }),
  }),
});

builder.prismaObject('EuLabelPair', {
  description: 'A SKU of the product library paired to a regulatory template',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      skuId: 'Int',
      templateId: 'Int',
      printQuantity: 'Int: Labels per unit ordered',
      createdAt: 'DateTime',
      updatedAt: 'DateTime',
    }),
    sku: t.relation('sku'),
    productName: t.string({
      description: 'Name of the SKU product',
      select: { sku: { select: { product: { select: { name: true } } } } },
      resolve: async (row, _a, ctx) =>
        (row as { sku?: { product?: { name: string } } }).sku?.product?.name ??
        (await ctx.db.sku.findFirst({ where: { id: row.skuId }, select: { product: { select: { name: true } } } }))?.product.name ??
        '',
    }),
    template: t.relation('template'),
  }),
});

const RegulatoryTemplateFilter = plainInput('RegulatoryTemplateFilter', { keyword: 'String: Part of the name, the manufacturer or the responsible person' });
const RegulatoryTemplateInput = plainInput('RegulatoryTemplateInput', {
  name: 'String!',
  manufacturerName: 'String',
  manufacturerAddress: 'String',
  manufacturerEmail: 'String',
  manufacturerPhone: 'String',
  rpName: 'String!: EU responsible person',
  rpAddress: 'String!',
  rpEmail: 'String',
  rpPhone: 'String',
  rpCountry: 'String!: ISO code of an EU member state',
  safetyInfo: 'String',
  enabled: 'Boolean: Default true',
  isDefault: 'Boolean: A disabled template cannot be default',
  shopIds: 'Int[]: Shops it applies to (a shop may be in one template only)',
});
const EuLabelPairFilter = plainInput('EuLabelPairFilter', { templateId: 'Int', keyword: 'String: Part of the SKU code or the product name' });
const EuLabelPairItem = plainInput('EuLabelPairItem', { skuId: 'Int!', printQuantity: 'Int!: 0 to 100 labels per unit' });
const EuLabelPairInput = plainInput('EuLabelPairInput', { templateId: 'Int!', items: linesOf(EuLabelPairItem) });
const EuLabelIdsInput = plainInput('EuLabelPairIdsInput', { ids: 'Int[]!' });
const EuSkuLabelItem = plainInput('EuSkuLabelItem', { skuId: 'Int!', quantity: 'Int!' });
const EuSkuLabelsInput = plainInput('EuSkuLabelsInput', { items: linesOf(EuSkuLabelItem) });
const EuOrderLabelsInput = plainInput('EuOrderLabelsInput', { orderIds: 'Int[]!: EU-destination orders only' });

builder.queryFields((t) => ({
  regulatoryTemplates: t.prismaConnection(
    readList(
      'EuRegulatoryTemplate',
      'regulatoryTemplates',
      RegulatoryTemplateFilter,
      (ctx) => ctx.db.euRegulatoryTemplate,
      eu.regulatoryTemplateWhere,
      { id: 'asc' },
      'Regulatory (compliance) templates of the EU label',
    ),
  ),
  euLabelPairs: t.prismaConnection(
    readList(
      'EuLabelPair',
      'productEuPair',
      EuLabelPairFilter,
      (ctx) => ctx.db.euLabelPair,
      eu.euLabelPairWhere,
      { id: 'desc' },
      'SKUs paired to EU label templates',
    ),
  ),
}));

const ext = { operateModule: 'pairing' };
const templateUpdate = command('regulatoryTemplate.update', ext);
const pairUpdate = command('euLabelPair.update', ext);
const labelPrint = command('euLabel.print', ext);
const onTemplate = rowCommandsOn('EuRegulatoryTemplate');
const onPdf = commandsOn(PdfFileRef);
builder.mutationFields((t) => ({
  createRegulatoryTemplate: t.prismaField(onTemplate.byInput(templateUpdate, RegulatoryTemplateInput, eu.createRegulatoryTemplate)),
  updateRegulatoryTemplate: t.prismaField(onTemplate.byIdInput(templateUpdate, RegulatoryTemplateInput, eu.updateRegulatoryTemplate)),
  deleteRegulatoryTemplate: t.prismaField(onTemplate.byId(templateUpdate, eu.deleteRegulatoryTemplate, 'Deletes the template and its pairings')),
  pairEuLabels: t.field(
    onInt.byInput(pairUpdate, EuLabelPairInput, eu.pairEuLabels, 'Pairs SKUs to a template (print quantities not all 0); the number paired'),
  ),
  unpairEuLabels: t.field(onInt.byInput(pairUpdate, EuLabelIdsInput, (ctx, i) => eu.unpairEuLabels(ctx, i.ids), 'Removes pairings; the number removed')),
  printEuSkuLabels: t.field({ ...onPdf.byInput(labelPrint, EuSkuLabelsInput, eu.printEuSkuLabels), description: 'EU labels of paired SKUs as a PDF (base64)' }),
  printEuOrderLabels: t.field({
    ...onPdf.byInput(labelPrint, EuOrderLabelsInput, eu.printEuOrderLabels),
    description: 'EU labels of EU-destination orders (paired SKUs × print quantity × units) as a PDF (base64)',
  }),
}));
