// Crawler entries of EU compliance (issue 24 item 6; see DomainOperations in operations.ts). The
// seed makes a regulatory template and pairs a SKU of its own to it; company A aiming at B's
// template, pairing, SKU or order ids gets "not found" (as for an unknown id).
import { unscopedDb } from '../src/platform/db';
import { createRegulatoryTemplate, pairEuLabels } from '../src/modules/eu-compliance/eu-compliance.service';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const V = `${E} ... on ValidationError { fieldErrors { messageId } }`;
const template = (name: string) => ({ name, rpName: 'RP GmbH', rpAddress: 'Hauptstr. 1, Berlin', rpCountry: 'DE' });

export const euComplianceOperations: DomainOperations = {
  operations: [
    {
      field: 'regulatoryTemplates',
      query: '{ regulatoryTemplates(first: 100) { totalCount edges { node { id name pairCount } } } }',
      variables: () => ({}),
      foreign: { list: 'euTemplateId' },
    },
    {
      field: 'euLabelPairs',
      query: 'query($f: EuLabelPairFilter) { euLabelPairs(first: 100, filter: $f) { totalCount edges { node { id printQuantity sku { sku } } } } }',
      variables: (i) => ({ f: { templateId: i.euTemplateId } }),
      foreign: { list: 'euPairId' },
    },
    {
      field: 'createRegulatoryTemplate',
      query: `mutation($i: RegulatoryTemplateInput!) { createRegulatoryTemplate(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { ...template(`Crawl ${Math.random().toString(36).slice(2, 8)}`), shopIds: [i.shopId] } }),
    },
    {
      field: 'updateRegulatoryTemplate',
      query: `mutation($id: Int!, $i: RegulatoryTemplateInput!) { updateRegulatoryTemplate(id: $id, input: $i) { ${V} } }`,
      variables: (i) => ({ id: i.euTemplateId, i: template('Renamed by the crawl') }),
      foreign: 'notFound',
    },
    {
      field: 'deleteRegulatoryTemplate',
      query: `mutation($id: Int!) { deleteRegulatoryTemplate(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.euTemplateId }),
      foreign: 'notFound',
    },
    {
      field: 'pairEuLabels',
      query: `mutation($i: EuLabelPairInput!) { pairEuLabels(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { templateId: i.euTemplateId, items: [{ skuId: i.euSkuId, printQuantity: 1 }] } }),
    },
    {
      field: 'unpairEuLabels',
      query: `mutation($i: EuLabelPairIdsInput!) { unpairEuLabels(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { ids: [i.euPairId] } }),
      foreign: 'notFound',
    },
    {
      field: 'printEuSkuLabels',
      query: `mutation($i: EuSkuLabelsInput!) { printEuSkuLabels(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { items: [{ skuId: i.euSkuId, quantity: 1 }] } }),
    },
    {
      field: 'printEuOrderLabels',
      query: `mutation($i: EuOrderLabelsInput!) { printEuOrderLabels(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { orderIds: [i.ordOrderId] } }),
    },
  ],

  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const db = unscopedDb(app.platform.database.prisma, 'crawl seed');
    const product = await db.product.create({
      data: {
        companyId: company.companyId,
        spu: `EU-${tag}`,
        name: `EU crawl ${tag}`,
        skus: { create: [{ companyId: company.companyId, sku: `EU-${tag}-1` }] },
      },
      include: { skus: true },
    });
    const euSkuId = product.skus[0].id;
    const created = await createRegulatoryTemplate(ctx, template(`Crawl EU ${tag}`));
    await pairEuLabels(ctx, { templateId: created.id, items: [{ skuId: euSkuId, printQuantity: 2 }] });
    const pair = await db.euLabelPair.findFirstOrThrow({ where: { companyId: company.companyId, skuId: euSkuId } });
    return { euTemplateId: created.id, euPairId: pair.id, euSkuId };
  },

  async snapshot(db, companyId) {
    return Promise.all([
      db.euRegulatoryTemplate.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.euLabelPair.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    ]);
  },
};
