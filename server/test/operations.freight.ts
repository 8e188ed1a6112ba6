// Crawler entries of freight (issue 18 B; see DomainOperations in operations.ts): shipping
// templates, partition rules, price cards, the trial calculation and an order's freight. The seed
// stores one of each (and a pricing template); company A aiming at B's ids gets "not found" (or null, or its own rows only).
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const range = { startWeight: 0, endWeight: 2000, firstWeight: 500, firstPrice: 10, additionalWeight: 500, additionalPrice: 3 };
const rnd = () => Math.random().toString(36).slice(2, 8);

export const freightOperations: DomainOperations = {
  operations: [
    { field: 'shippingTemplates', query: '{ shippingTemplates { id } }', variables: () => ({}), foreign: { list: 'frTemplateId' } },
    { field: 'shippingPartitionRules', query: '{ shippingPartitionRules { id } }', variables: () => ({}), foreign: { list: 'frPartitionId' } },
    { field: 'shippingPriceCards', query: '{ shippingPriceCards { id } }', variables: () => ({}), foreign: { list: 'frCardId' } },
    {
      field: 'saveShippingTemplate',
      query: `mutation($i: ShippingTemplateInput!) { saveShippingTemplate(input: $i) { ${E} } }`,
      variables: (i) => ({ i: { id: i.frTemplateId, name: 'Crawl template', ranges: [range] } }),
      foreign: 'notFound',
    },
    {
      field: 'deleteShippingTemplate',
      query: `mutation($id: Int!) { deleteShippingTemplate(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.frTemplateId }),
      foreign: 'notFound',
    },
    {
      field: 'saveShippingPartitionRule',
      query: `mutation($i: ShippingPartitionRuleInput!) { saveShippingPartitionRule(input: $i) { ${E} } }`,
      variables: (i) => ({ i: { id: i.frPartitionId, name: 'Crawl zones', zones: [{ name: 'US', country: 'US' }] } }),
      foreign: 'notFound',
    },
    {
      field: 'deleteShippingPartitionRule',
      query: `mutation($id: Int!) { deleteShippingPartitionRule(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.frPartitionId }),
      foreign: 'notFound',
    },
    {
      field: 'saveShippingPriceCard',
      query: `mutation($i: ShippingPriceCardInput!) { saveShippingPriceCard(input: $i) { ${E} } }`,
      variables: (i) => ({
        i: { id: i.frCardId, name: `Crawl card ${rnd()}`, templateId: i.frTemplateId, partitionRuleId: i.frPartitionId, channelIds: [i.lgChannelId] },
      }),
    },
    {
      field: 'deleteShippingPriceCard',
      query: `mutation($id: Int!) { deleteShippingPriceCard(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.frCardId }),
      foreign: 'notFound',
    },
    {
      field: 'freightTrial',
      query: `query($i: FreightTrialInput!) { freightTrial(input: $i) { ${E} } }`,
      variables: (i) => ({ i: { templateId: i.frTemplateId, partitionRuleId: i.frPartitionId, weight: 800, country: 'US' } }),
      foreign: 'notFound',
    },
    { field: 'orderFreight', query: 'query($id: Int!) { orderFreight(orderId: $id) { orderId } }', variables: (i) => ({ id: i.ordOrderId }), foreign: 'null' },
    { field: 'logisticsTable', query: `{ logisticsTable(weight: 800, countries: ["US"]) { ${E} } }`, variables: () => ({}) },
    { field: 'freightCandidates', query: '{ freightCandidates(weight: 800, country: "US") { channelId } }', variables: () => ({}) },
    // pricing templates (/pricingTemplate)
    {
      field: 'pricingTemplates',
      query: '{ pricingTemplates(first: 100) { totalCount edges { node { id } } } }',
      variables: () => ({}),
      foreign: { list: 'prTemplateId' },
    },
    {
      field: 'createPricingTemplate',
      query: `mutation($i: PricingTemplateInput!) { createPricingTemplate(input: $i) { ${E} } }`,
      variables: () => ({ i: { name: `Crawl pricing ${rnd()}`, vat: 13, commission: 8, grossProfit: 20, otherDeduction: 2 } }),
    },
    {
      field: 'updatePricingTemplate',
      query: `mutation($id: Int!, $i: PricingTemplateInput!) { updatePricingTemplate(id: $id, input: $i) { ${E} } }`,
      variables: (i) => ({ id: i.prTemplateId, i: { name: 'Crawl pricing', vat: 1, commission: 1, grossProfit: 1, otherDeduction: 1 } }),
      foreign: 'notFound',
    },
    {
      field: 'deletePricingTemplate',
      query: `mutation($id: Int!) { deletePricingTemplate(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.prTemplateId }),
      foreign: 'notFound',
    },
  ],

  async seed(app, company) {
    const ctx = await contextOf(app, company.token);
    const t = await ctx.db.shippingTemplate.create({ data: { companyId: company.companyId, name: 'Crawl seed', ranges: [range] } });
    const p = await ctx.db.shippingPartitionRule.create({ data: { companyId: company.companyId, name: 'Crawl seed', zones: [{ name: 'US', country: 'US' }] } });
    const c = await ctx.db.shippingPriceCard.create({
      data: { companyId: company.companyId, name: 'Crawl seed', templateId: t.id, partitionRuleId: p.id, channelIds: [] },
    });
    const pr = await ctx.db.pricingTemplate.create({
      data: { companyId: company.companyId, name: 'Crawl seed', vat: 13, commission: 8, grossProfit: 20, otherDeduction: 2 },
    });
    return { frTemplateId: t.id, frPartitionId: p.id, frCardId: c.id, prTemplateId: pr.id };
  },

  snapshot: (db, companyId) =>
    Promise.all([
      db.shippingTemplate.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.shippingPartitionRule.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.shippingPriceCard.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.orderFreight.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.pricingTemplate.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    ]),
};
