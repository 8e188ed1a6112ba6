// Crawler entries of customer-service replies (issue 21 items 4, 5; see DomainOperations in
// operations.ts): reply templates, auto-reply rules with the company's time zone, and translate.
// The seed makes one template (for every shop), a spare template to delete, one rule and a
// spare rule; company A aiming at B's ids gets "not found".
import { unscopedDb } from '../src/platform/db';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const V = `${E} ... on ValidationError { fieldErrors { messageId } }`;
const rnd = () => Math.random().toString(36).slice(2, 8);

export const replyOperations: DomainOperations = {
  operations: [
    {
      field: 'replyTemplates',
      query: 'query($f: ReplyTemplateFilter) { replyTemplates(first: 100, filter: $f) { totalCount edges { node { id shopName } } } }',
      variables: (i) => ({ f: { shopId: i.shopId } }),
      foreign: { list: 'rtTemplateId' },
    },
    {
      field: 'replyTemplateOptions',
      query: 'query($s: Int) { replyTemplateOptions(shopId: $s) { id shopName } }',
      variables: (i) => ({ s: i.shopId }),
      foreign: { list: 'rtTemplateId' },
    },
    {
      field: 'createReplyTemplate',
      query: `mutation($i: ReplyTemplateInput!) { createReplyTemplate(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { name: `Crawl ${rnd()}`, content: 'Hi {buyerName}', shopId: i.shopId } }),
    },
    {
      field: 'updateReplyTemplate',
      query: `mutation($id: Int!, $i: ReplyTemplateInput!) { updateReplyTemplate(id: $id, input: $i) { ${V} } }`,
      variables: (i) => ({ id: i.rtTemplateId, i: { name: 'Crawl seed template', content: 'Hi {buyerName}', shopId: i.shopId } }),
      foreign: 'notFound',
    },
    {
      field: 'deleteReplyTemplate',
      query: `mutation($id: Int!) { deleteReplyTemplate(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.rtSpareTemplateId }),
      foreign: 'notFound',
    },
    {
      field: 'autoReplyRules',
      query: '{ autoReplyRules(first: 100) { totalCount edges { node { id shopIds } } } }',
      variables: () => ({}),
      foreign: { list: 'arRuleId' },
    },
    { field: 'autoReplySetting', query: '{ autoReplySetting { timeZone } }', variables: () => ({}) },
    {
      field: 'createAutoReplyRule',
      query: `mutation($i: AutoReplyRuleInput!) { createAutoReplyRule(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { name: `Crawl ${rnd()}`, shopIds: [i.shopId], content: 'Thanks {buyerName}' } }),
    },
    {
      field: 'updateAutoReplyRule',
      query: `mutation($id: Int!, $i: AutoReplyRuleInput!) { updateAutoReplyRule(id: $id, input: $i) { ${V} } }`,
      variables: (i) => ({ id: i.arRuleId, i: { name: 'Crawl seed rule', shopIds: [i.shopId], content: 'Thanks' } }),
      foreign: 'notFound',
    },
    {
      field: 'setAutoReplyRuleEnabled',
      query: `mutation($id: Int!) { setAutoReplyRuleEnabled(id: $id, enabled: true) { ${E} } }`,
      variables: (i) => ({ id: i.arRuleId }),
      foreign: 'notFound',
    },
    {
      field: 'deleteAutoReplyRule',
      query: `mutation($id: Int!) { deleteAutoReplyRule(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.arSpareRuleId }),
      foreign: 'notFound',
    },
    {
      field: 'updateAutoReplySetting',
      query: `mutation($i: AutoReplySettingInput!) { updateAutoReplySetting(input: $i) { ${V} } }`,
      variables: () => ({ i: { timeZone: 'Asia/Shanghai' } }),
    },
    {
      field: 'translate',
      query: `query { translate(text: "Thank you", target: "zh") { ${E} ... on QueryTranslateSuccess { data { text sandbox } } } }`,
      variables: () => ({}),
    },
  ],

  async seed(app, company) {
    const db = unscopedDb(app.platform.database.prisma, 'crawl seed');
    const { companyId } = company;
    const shop = await db.shop.findFirst({ where: { companyId }, select: { id: true } });
    const t = await db.replyTemplate.create({ data: { companyId, name: 'Crawl seed template', content: 'Hi {buyerName}' } });
    const spare = await db.replyTemplate.create({ data: { companyId, name: 'Crawl spare template', content: 'Bye' } });
    const rule = { companyId, platformTypes: [], shopIds: shop ? [shop.id] : [], keywords: ['crawl'], workDays: [1, 2, 3, 4, 5], content: 'Thanks' };
    const r = await db.autoReplyRule.create({ data: { ...rule, name: 'Crawl seed rule' } });
    const s = await db.autoReplyRule.create({ data: { ...rule, name: 'Crawl spare rule' } });
    return { rtTemplateId: t.id, rtSpareTemplateId: spare.id, arRuleId: r.id, arSpareRuleId: s.id };
  },

  snapshot: (db, companyId) =>
    Promise.all([
      db.replyTemplate.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.autoReplyRule.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.autoReplySetting.findMany({ where: { companyId } }),
    ]),
};
