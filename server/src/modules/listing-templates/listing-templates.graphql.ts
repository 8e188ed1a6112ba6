// GraphQL of listing templates (issue 24 item 3): common description templates (/commonTemplates),
// marketplace templates with sections (/commonTemplatesV2), attribute mappings (/attributeMapping),
// size charts per marketplace (/mercadoSizeChart, /aliExpressSizeChart, /ozonSizeChart) and the
// infringing-word list (/tortiousWordsManage). Rules in listing-templates.service and @erp/schema.
import { SIZE_CHART_MARKETPLACES, type SizeChartMarketplace } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { command, exposeFields, onInt, pageList, rowCommandsOn } from '../../graphql/fields';
import { compact, plainInput } from '../../graphql/inputs';
import { checkOffset, readList, withOffset } from '../../graphql/pagination';
import * as lt from './listing-templates.service';
import * as tw from './tortious-words.service';

builder.prismaObject('DescriptionTemplate', {
  description: 'A description template: version 1 (common) one HTML body with {variables}, version 2 (per marketplace) titled sections',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      version: 'Int: 1 common template, 2 marketplace template with sections',
      name: 'String',
      platformType: 'Int: Listing platform type; 0 every marketplace',
      html: 'String: Version 1 body, sanitised HTML with {title} {sku} {spu} {description} {attributes} {images} {sizeChart}',
      sections: 'JSON: Version 2: [{ title, html }]',
      isDefault: 'Boolean: Applied to drafts created from products on its marketplace',
      remark: 'String',
      updatedAt: 'DateTime',
    }),
  }),
});

builder.prismaObject('AttributeMapping', {
  description: 'Product-library attributes mapped to a marketplace definition’s attributes, applied to drafts created from products',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      name: 'String',
      platformType: 'Int',
      category: 'String: The marketplace category id; empty: every category',
      rules: 'JSON: [{ source, target, fixedValue?, values?: [{ from, to }] }]; source: a product field, spec:<name> or fixed',
      enabled: 'Boolean',
      remark: 'String',
      updatedAt: 'DateTime',
    }),
  }),
});

builder.prismaObject('SizeChart', {
  description: 'A size chart template of a marketplace: measurement columns and one row per size',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      platformType: 'Int',
      name: 'String',
      unit: 'String: cm or inch',
      columns: 'String[]',
      rows: 'JSON: [{ size, values: string[] }], one value per column',
      remark: 'String',
      updatedAt: 'DateTime',
    }),
  }),
});

builder.prismaObject('TortiousWord', {
  description: 'An infringing word: listing and product saves containing it are refused',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      word: 'String',
      matchMode: 'String: word (whole word) or contains; always case-insensitive',
      platformTypes: 'Int[]: Marketplaces it applies to; empty: all',
      remark: 'String',
      updatedAt: 'DateTime',
    }),
  }),
});

const TemplateFilter = plainInput('DescriptionTemplateFilter', { keyword: 'String', platformType: 'Int' });
const TemplateInput = plainInput('DescriptionTemplateInput', {
  name: 'String!',
  platformType: 'Int: Listing platform type; 0 or absent: every marketplace (common templates only)',
  html: 'String: Common template body',
  sections: 'JSON: Marketplace template sections [{ title, html }]',
  isDefault: 'Boolean',
  remark: 'String',
});
const MappingFilter = plainInput('AttributeMappingFilter', { keyword: 'String', platformType: 'Int' });
const MappingInput = plainInput('AttributeMappingInput', {
  name: 'String!',
  platformType: 'Int!',
  category: 'String',
  rules: 'JSON!: [{ source, target, fixedValue?, values?: [{ from, to }] }]',
  enabled: 'Boolean',
  remark: 'String',
});
const ChartFilter = plainInput('SizeChartFilter', { keyword: 'String' });
const ChartInput = plainInput('SizeChartInput', {
  name: 'String!',
  unit: 'String: cm (default) or inch',
  columns: 'String[]!',
  rows: 'JSON!: [{ size, values: string[] }]',
  remark: 'String',
});
const WordFilter = plainInput('TortiousWordFilter', { keyword: 'String', platformType: 'Int', matchMode: 'String' });
const WordInput = plainInput('TortiousWordInput', {
  word: 'String!',
  matchMode: 'String: word (default) or contains',
  platformTypes: 'Int[]',
  remark: 'String',
});
const WordsAddInput = plainInput('TortiousWordsAddInput', { words: 'String!: One word a line', matchMode: 'String', platformTypes: 'Int[]' });

const SizeChartMarketplaceEnum = builder.enumType('SizeChartMarketplace', { values: SIZE_CHART_MARKETPLACES });
const chartScope = (kind: 'view' | 'edit') => (_p: unknown, args: { marketplace: SizeChartMarketplace }) => ({
  permission: lt.sizeChartPermission(args.marketplace, kind),
});

builder.queryFields((t) => ({
  commonTemplates: t.prismaConnection(
    readList('DescriptionTemplate', lt.COMMON_READ, TemplateFilter, (ctx) => ctx.db.descriptionTemplate, lt.descriptionTemplateWhere(1), [
      { name: 'asc' },
      { id: 'asc' },
    ]),
  ),
  marketplaceTemplates: t.prismaConnection(
    readList('DescriptionTemplate', lt.V2_READ, TemplateFilter, (ctx) => ctx.db.descriptionTemplate, lt.descriptionTemplateWhere(2), [
      { platformType: 'asc' },
      { name: 'asc' },
      { id: 'asc' },
    ]),
  ),
  attributeMappings: t.prismaConnection(
    readList('AttributeMapping', lt.MAPPING_READ, MappingFilter, (ctx) => ctx.db.attributeMapping, lt.attributeMappingWhere, [
      { platformType: 'asc' },
      { name: 'asc' },
      { id: 'asc' },
    ]),
  ),
  tortiousWords: t.prismaConnection(
    readList('TortiousWord', tw.TORTIOUS_READ, WordFilter, (ctx) => ctx.db.tortiousWord, tw.tortiousWordWhere, [{ wordKey: 'asc' }, { id: 'asc' }]),
  ),
  sizeCharts: t.prismaConnection({
    type: 'SizeChart',
    ...pageList,
    authScopes: chartScope('view'),
    description: 'The size charts of a marketplace, by name',
    args: { marketplace: t.arg({ type: SizeChartMarketplaceEnum, required: true }), offset: t.arg.int(), filter: t.arg({ type: ChartFilter }) },
    resolve: (query, _r, args, ctx) =>
      ctx.db.sizeChart.findMany({
        ...withOffset(query, args.offset),
        where: lt.sizeChartWhere(args.marketplace)(ctx, compact(args.filter ?? {})),
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
      }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.sizeChart.count({ where: lt.sizeChartWhere(args.marketplace)(ctx, compact(args.filter ?? {})) });
    },
  }),
}));

const ext = { operateModule: 'listingTemplates' };
const onTemplate = rowCommandsOn('DescriptionTemplate');
const onMapping = rowCommandsOn('AttributeMapping');
const onWord = rowCommandsOn('TortiousWord');
const common = command('commonTemplate.update', ext);
const v2 = command('commonTemplateV2.update', ext);
const mapping = command('attributeMapping.update', ext);
const words = command('tortiousWord.update', ext);

/** The options of a size chart's commands: the edit permission of the `marketplace` argument's chart page. */
const chartEdit = { type: 'SizeChart' as const, errors: {}, authScopes: chartScope('edit'), extensions: ext };

builder.mutationFields((t) => ({
  createCommonTemplate: t.prismaField(onTemplate.byInput(common, TemplateInput, lt.createDescriptionTemplate(1))),
  updateCommonTemplate: t.prismaField(onTemplate.byIdInput(common, TemplateInput, lt.updateDescriptionTemplate(1))),
  deleteCommonTemplate: t.prismaField(onTemplate.byId(common, lt.deleteDescriptionTemplate(1))),
  createMarketplaceTemplate: t.prismaField(onTemplate.byInput(v2, TemplateInput, lt.createDescriptionTemplate(2))),
  updateMarketplaceTemplate: t.prismaField(onTemplate.byIdInput(v2, TemplateInput, lt.updateDescriptionTemplate(2))),
  deleteMarketplaceTemplate: t.prismaField(onTemplate.byId(v2, lt.deleteDescriptionTemplate(2))),
  createAttributeMapping: t.prismaField(onMapping.byInput(mapping, MappingInput, lt.createAttributeMapping)),
  updateAttributeMapping: t.prismaField(onMapping.byIdInput(mapping, MappingInput, lt.updateAttributeMapping)),
  deleteAttributeMapping: t.prismaField(onMapping.byId(mapping, lt.deleteAttributeMapping)),
  createTortiousWord: t.prismaField(onWord.byInput(words, WordInput, tw.createTortiousWord)),
  updateTortiousWord: t.prismaField(onWord.byIdInput(words, WordInput, tw.updateTortiousWord)),
  addTortiousWords: t.field(
    onInt.byInput(words, WordsAddInput, tw.addTortiousWords, 'Adds one word a line; words already listed are skipped; answers how many were added'),
  ),
  deleteTortiousWords: t.field(onInt.byIds(words, tw.deleteTortiousWords, 'Deletes the ticked words; answers how many')),
  createSizeChart: t.prismaField({
    ...chartEdit,
    args: { marketplace: t.arg({ type: SizeChartMarketplaceEnum, required: true }), input: t.arg({ type: ChartInput, required: true }) },
    resolve: (_q, _r, args, ctx) => lt.createSizeChart(ctx, args.marketplace, compact(args.input)),
  }),
  updateSizeChart: t.prismaField({
    ...chartEdit,
    args: {
      marketplace: t.arg({ type: SizeChartMarketplaceEnum, required: true }),
      id: t.arg.int({ required: true }),
      input: t.arg({ type: ChartInput, required: true }),
    },
    resolve: (_q, _r, args, ctx) => lt.updateSizeChart(ctx, args.marketplace, args.id, compact(args.input)),
  }),
  deleteSizeChart: t.prismaField({
    ...chartEdit,
    args: { marketplace: t.arg({ type: SizeChartMarketplaceEnum, required: true }), id: t.arg.int({ required: true }) },
    resolve: (_q, _r, args, ctx) => lt.deleteSizeChart(ctx, args.marketplace, args.id),
  }),
}));
