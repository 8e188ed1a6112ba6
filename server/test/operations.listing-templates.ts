// Crawler entries of listing templates (issue 24 item 3; see DomainOperations in operations.ts): common
// and marketplace templates, attribute mappings, size charts and infringing words. The seed makes
// one of each; company A aiming at B's ids gets "not found".
import { PLATFORM_TYPES } from '@erp/schema';
import { createAttributeMapping, createDescriptionTemplate, createSizeChart } from '../src/modules/listing-templates/listing-templates.service';
import { createTortiousWord } from '../src/modules/listing-templates/tortious-words.service';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const V = `${E} ... on ValidationError { fieldErrors { messageId } }`;
const rnd = () => Math.random().toString(36).slice(2, 8);
const chart = () => ({ name: `Crawl ${rnd()}`, unit: 'cm', columns: ['Chest'], rows: [{ size: 'M', values: ['96'] }] });
const mapping = () => ({ name: `Crawl ${rnd()}`, platformType: PLATFORM_TYPES.ozon, category: `C${rnd()}`, rules: [{ source: 'name', target: 'brand' }] });

export const listingTemplateOperations: DomainOperations = {
  operations: [
    { field: 'commonTemplates', query: '{ commonTemplates(first: 100) { edges { node { id } } } }', variables: () => ({}), foreign: { list: 'ltCommonId' } },
    {
      field: 'marketplaceTemplates',
      query: '{ marketplaceTemplates(first: 100) { edges { node { id } } } }',
      variables: () => ({}),
      foreign: { list: 'ltV2Id' },
    },
    {
      field: 'attributeMappings',
      query: '{ attributeMappings(first: 100) { edges { node { id } } } }',
      variables: () => ({}),
      foreign: { list: 'ltMappingId' },
    },
    {
      field: 'sizeCharts',
      query: '{ sizeCharts(marketplace: ozon, first: 100) { edges { node { id } } } }',
      variables: () => ({}),
      foreign: { list: 'ltChartId' },
    },
    { field: 'tortiousWords', query: '{ tortiousWords(first: 100) { edges { node { id } } } }', variables: () => ({}), foreign: { list: 'ltWordId' } },
    {
      field: 'createCommonTemplate',
      query: `mutation($i: DescriptionTemplateInput!) { createCommonTemplate(input: $i) { ${V} } }`,
      variables: () => ({ i: { name: `Crawl ${rnd()}`, html: '<p>{title}</p>' } }),
    },
    {
      field: 'updateCommonTemplate',
      query: `mutation($id: Int!, $i: DescriptionTemplateInput!) { updateCommonTemplate(id: $id, input: $i) { ${V} } }`,
      variables: (i) => ({ id: i.ltCommonId, i: { name: `Crawl ${rnd()}`, html: '<p>{title}</p>' } }),
      foreign: 'notFound',
    },
    {
      field: 'deleteCommonTemplate',
      query: `mutation($id: Int!) { deleteCommonTemplate(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.ltCommonId }),
      foreign: 'notFound',
    },
    {
      field: 'createMarketplaceTemplate',
      query: `mutation($i: DescriptionTemplateInput!) { createMarketplaceTemplate(input: $i) { ${V} } }`,
      variables: () => ({ i: { name: `Crawl ${rnd()}`, platformType: PLATFORM_TYPES.ozon, sections: [{ title: 'A', html: '{title}' }] } }),
    },
    {
      field: 'updateMarketplaceTemplate',
      query: `mutation($id: Int!, $i: DescriptionTemplateInput!) { updateMarketplaceTemplate(id: $id, input: $i) { ${V} } }`,
      variables: (i) => ({ id: i.ltV2Id, i: { name: `Crawl ${rnd()}`, platformType: PLATFORM_TYPES.ozon, sections: [{ title: 'A', html: '{title}' }] } }),
      foreign: 'notFound',
    },
    {
      field: 'deleteMarketplaceTemplate',
      query: `mutation($id: Int!) { deleteMarketplaceTemplate(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.ltV2Id }),
      foreign: 'notFound',
    },
    {
      field: 'createAttributeMapping',
      query: `mutation($i: AttributeMappingInput!) { createAttributeMapping(input: $i) { ${V} } }`,
      variables: () => ({ i: mapping() }),
    },
    {
      field: 'updateAttributeMapping',
      query: `mutation($id: Int!, $i: AttributeMappingInput!) { updateAttributeMapping(id: $id, input: $i) { ${V} } }`,
      variables: (i) => ({ id: i.ltMappingId, i: mapping() }),
      foreign: 'notFound',
    },
    {
      field: 'deleteAttributeMapping',
      query: `mutation($id: Int!) { deleteAttributeMapping(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.ltMappingId }),
      foreign: 'notFound',
    },
    {
      field: 'createSizeChart',
      query: `mutation($i: SizeChartInput!) { createSizeChart(marketplace: ozon, input: $i) { ${V} } }`,
      variables: () => ({ i: chart() }),
    },
    {
      field: 'updateSizeChart',
      query: `mutation($id: Int!, $i: SizeChartInput!) { updateSizeChart(marketplace: ozon, id: $id, input: $i) { ${V} } }`,
      variables: (i) => ({ id: i.ltChartId, i: chart() }),
      foreign: 'notFound',
    },
    {
      field: 'deleteSizeChart',
      query: `mutation($id: Int!) { deleteSizeChart(marketplace: ozon, id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.ltChartId }),
      foreign: 'notFound',
    },
    {
      field: 'createTortiousWord',
      query: `mutation($i: TortiousWordInput!) { createTortiousWord(input: $i) { ${V} } }`,
      variables: () => ({ i: { word: `crawl${rnd()}` } }),
    },
    {
      field: 'updateTortiousWord',
      query: `mutation($id: Int!, $i: TortiousWordInput!) { updateTortiousWord(id: $id, input: $i) { ${V} } }`,
      variables: (i) => ({ id: i.ltWordId, i: { word: `crawl${rnd()}` } }),
      foreign: 'notFound',
    },
    {
      field: 'addTortiousWords',
      query: `mutation($i: TortiousWordsAddInput!) { addTortiousWords(input: $i) { ${V} } }`,
      variables: () => ({ i: { words: `crawl${rnd()}\ncrawl${rnd()}` } }),
    },
    {
      field: 'deleteTortiousWords',
      query: `mutation($ids: [Int!]!) { deleteTortiousWords(ids: $ids) { ${E} } }`,
      variables: (i) => ({ ids: [i.ltWordId] }),
      foreign: 'notFound',
    },
  ],

  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const common = await createDescriptionTemplate(1)(ctx, { name: `Crawl ${tag}`, html: '<p>{title}</p>' });
    const v2 = await createDescriptionTemplate(2)(ctx, {
      name: `Crawl ${tag}`,
      platformType: PLATFORM_TYPES.ozon,
      sections: [{ title: 'A', html: '{title}' }],
    });
    const m = await createAttributeMapping(ctx, {
      name: `Crawl ${tag}`,
      platformType: PLATFORM_TYPES.ozon,
      rules: [{ source: 'fixed', target: 'brand', fixedValue: 'Acme' }],
    });
    const c = await createSizeChart(ctx, 'ozon', { name: `Crawl ${tag}`, columns: ['Chest'], rows: [{ size: 'M', values: ['96'] }] });
    // a word no crawl input contains, so the listing and product saves of the crawl stay accepted
    const word = await createTortiousWord(ctx, { word: `zzcrawlword${tag}`.replace(/[^a-z0-9]/gi, '') });
    return { ltCommonId: common.id, ltV2Id: v2.id, ltMappingId: m.id, ltChartId: c.id, ltWordId: word.id };
  },

  async snapshot(db, companyId) {
    return Promise.all([
      db.descriptionTemplate.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.attributeMapping.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.sizeChart.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.tortiousWord.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    ]);
  },
};
