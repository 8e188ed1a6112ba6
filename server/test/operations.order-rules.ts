// Crawler entries of the order rules (see DomainOperations in operations.ts): logistics rules and
// their dry run, gift rules and the shipping blacklist. Ids are prefixed (or…).
import type { BareClient } from '../src/platform/db';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const R = `{ __typename ... on Error { messageId } }`;
const list = (field: string) => `{ ${field}(first: 100) { totalCount edges { node { id } } } }`;
const rnd = () => Math.random().toString(36).slice(2, 9);

export const orderRuleOperations: DomainOperations = {
  operations: [
    { field: 'logisticsRules', query: list('logisticsRules'), variables: () => ({}), foreign: { list: 'orLogisticsRuleId' } },
    {
      field: 'logisticsRule',
      query: 'query($id: Int!) { logisticsRule(id: $id) { id warehouseName logisticsChannelName } }',
      variables: (i) => ({ id: i.orLogisticsRuleId }),
      foreign: 'null',
    },
    {
      field: 'logisticsRuleDryRun',
      query: `query($id: Int) { logisticsRuleDryRun(id: $id) { __typename ... on Error { messageId } ... on QueryLogisticsRuleDryRunSuccess { data { matchedCount orders { orderId shopName } } } } }`,
      variables: (i) => ({ id: i.orLogisticsRuleId }),
      foreign: 'notFound',
    },
    {
      field: 'createLogisticsRule',
      query: `mutation($i: LogisticsRuleInput!) { createLogisticsRule(input: $i) ${R} }`,
      variables: (i) => ({
        i: { name: `crawl ${rnd()}`, conditions: { countries: ['US'], shopIds: [i.shopId] }, warehouseId: i.orWarehouseId, logisticsChannelId: i.orChannelId },
      }),
      foreign: 'notFound',
    },
    {
      field: 'updateLogisticsRule',
      query: `mutation($id: Int!, $i: LogisticsRuleInput!) { updateLogisticsRule(id: $id, input: $i) ${R} }`,
      variables: (i) => ({
        id: i.orLogisticsRuleId,
        i: { name: 'crawled', conditions: { countries: ['DE'], shopIds: [i.shopId] }, warehouseId: i.orWarehouseId, logisticsChannelId: i.orChannelId },
      }),
      foreign: 'notFound',
    },
    {
      field: 'setLogisticsRuleEnabled',
      query: `mutation($id: Int!) { setLogisticsRuleEnabled(id: $id, enabled: true) ${R} }`,
      variables: (i) => ({ id: i.orLogisticsRuleId }),
      foreign: 'notFound',
    },
    {
      field: 'setLogisticsRulePriority',
      query: `mutation($id: Int!) { setLogisticsRulePriority(id: $id, priority: 7) ${R} }`,
      variables: (i) => ({ id: i.orLogisticsRuleId }),
      foreign: 'notFound',
    },
    {
      field: 'deleteLogisticsRule',
      query: `mutation($id: Int!) { deleteLogisticsRule(id: $id) ${R} }`,
      variables: (i) => ({ id: i.orLogisticsRuleId }),
      foreign: 'notFound',
    },

    { field: 'giftRules', query: list('giftRules'), variables: () => ({}), foreign: { list: 'orGiftRuleId' } },
    { field: 'giftRule', query: 'query($id: Int!) { giftRule(id: $id) { id giftSku } }', variables: (i) => ({ id: i.orGiftRuleId }), foreign: 'null' },
    {
      field: 'createGiftRule',
      query: `mutation($i: GiftRuleInput!) { createGiftRule(input: $i) ${R} }`,
      variables: (i) => ({ i: { name: `crawl ${rnd()}`, conditions: { countries: ['US'], shopIds: [i.shopId] }, giftSkuId: i.orSkuId } }),
      foreign: 'notFound',
    },
    {
      field: 'updateGiftRule',
      query: `mutation($id: Int!, $i: GiftRuleInput!) { updateGiftRule(id: $id, input: $i) ${R} }`,
      variables: (i) => ({ id: i.orGiftRuleId, i: { name: 'crawled', conditions: { countries: ['DE'], shopIds: [i.shopId] }, giftSkuId: i.orSkuId } }),
      foreign: 'notFound',
    },
    {
      field: 'setGiftRuleEnabled',
      query: `mutation($id: Int!) { setGiftRuleEnabled(id: $id, enabled: true) ${R} }`,
      variables: (i) => ({ id: i.orGiftRuleId }),
      foreign: 'notFound',
    },
    { field: 'deleteGiftRule', query: `mutation($id: Int!) { deleteGiftRule(id: $id) ${R} }`, variables: (i) => ({ id: i.orGiftRuleId }), foreign: 'notFound' },

    { field: 'shippingBlacklist', query: list('shippingBlacklist'), variables: () => ({}), foreign: { list: 'orBlacklistId' } },
    {
      field: 'addToShippingBlacklist',
      query: `mutation($i: ShippingBlacklistInput!) { addToShippingBlacklist(input: $i) ${R} }`,
      variables: () => ({ i: { buyerAccount: `crawl-${rnd()}`, cause: 'fraud' } }),
    },
    {
      field: 'removeFromShippingBlacklist',
      query: `mutation($id: Int!) { removeFromShippingBlacklist(id: $id) ${R} }`,
      variables: (i) => ({ id: i.orBlacklistId }),
      foreign: 'notFound',
    },
  ],

  /** A warehouse, a channel and a SKU for the actions, one rule of each kind and a blacklist entry. */
  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const db = ctx.db;
    const companyId = company.companyId;
    const warehouse = await db.warehouse.create({ data: { companyId, name: `Rules warehouse ${tag}` } });
    const channel = await db.logisticsChannel.create({ data: { companyId, name: `Rules channel ${tag}` } });
    const product = await db.product.create({
      data: { companyId, spu: `OR-${tag}`, name: `Rules gift ${tag}`, skus: { create: [{ companyId, sku: `OR-${tag}-1` }] } },
      include: { skus: true },
    });
    const rule = await db.logisticsRule.create({
      data: { companyId, name: `Rule ${tag}`, conditions: { countries: ['US'] }, warehouseId: warehouse.id, logisticsChannelId: channel.id },
    });
    const gift = await db.giftRule.create({ data: { companyId, name: `Gift ${tag}`, conditions: { countries: ['US'] }, giftSkuId: product.skus[0].id } });
    const entry = await db.shippingBlacklist.create({ data: { companyId, buyerAccount: `buyer-${tag}`, cause: 'fraud' } });
    return {
      orWarehouseId: warehouse.id,
      orChannelId: channel.id,
      orSkuId: product.skus[0].id,
      orLogisticsRuleId: rule.id,
      orGiftRuleId: gift.id,
      orBlacklistId: entry.id,
    };
  },
  async snapshot(db: BareClient, companyId: number) {
    const [rules, gifts, blacklist] = await Promise.all([
      db.logisticsRule.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.giftRule.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.shippingBlacklist.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    ]);
    return { rules, gifts, blacklist };
  },
};
