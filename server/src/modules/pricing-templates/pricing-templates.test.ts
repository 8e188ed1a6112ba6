// Pricing templates over GraphQL (issue 18; spec 02 §3, §5 'Pricing'): list with paging, create,
// update, delete; every rule broken once (points summing to 100 % or more, three decimals, below 0,
// name missing or taken, currency) with its message in zh and en and nothing written; another
// company's template is "not found" and unchanged.
import { describe, expect, it } from 'vitest';
import { companyWorld, dataGql, ERROR_FIELDS as ERR, worldsSuite, type TestApp } from '../../../test/harness';
import { unscopedDb } from '../../platform/db';

let app: TestApp;
let w: Awaited<ReturnType<typeof companyWorld>>;
let other: Awaited<ReturnType<typeof companyWorld>>;
worldsSuite(companyWorld, ['Pricing Co', 'Pricing Other Co'], (...s) => ([app, w, other] = s));

const rows = (companyId = w.companyId) =>
  unscopedDb(app.platform.database.prisma, 'test').pricingTemplate.findMany({ where: { companyId }, orderBy: { id: 'asc' } });
const gql = dataGql(
  () => app,
  () => w.token,
);
const FIELDS = 'id name vat commission grossProfit otherDeduction currency remark';
const create = async (i: Record<string, unknown>, lang = 'en', token = w.token) =>
  (
    await gql(
      `mutation($i: PricingTemplateInput!) { createPricingTemplate(input: $i) { __typename ... on MutationCreatePricingTemplateSuccess { data { ${FIELDS} } } ${ERR} } }`,
      { i },
      token,
      lang,
    )
  ).createPricingTemplate;
const update = async (id: number, i: Record<string, unknown>, token = w.token) =>
  (
    await gql(
      `mutation($id: Int!, $i: PricingTemplateInput!) { updatePricingTemplate(id: $id, input: $i) { __typename ... on MutationUpdatePricingTemplateSuccess { data { ${FIELDS} } } ${ERR} } }`,
      { id, i },
      token,
    )
  ).updatePricingTemplate;
const remove = async (id: number, token = w.token) =>
  (await gql(`mutation($id: Int!) { deletePricingTemplate(id: $id) { __typename ${ERR} } }`, { id }, token)).deletePricingTemplate;
const good = { name: 'Ebay US', vat: 13, commission: 12.5, grossProfit: 20, otherDeduction: 1.25, currency: 'usd', remark: 'summer' };

describe('pricing templates', () => {
  it('creates, lists with paging and a keyword, updates and deletes', async () => {
    const made = await create(good);
    expect(made.data).toMatchObject({ name: 'Ebay US', vat: 13, commission: 12.5, grossProfit: 20, otherDeduction: 1.25, currency: 'USD', remark: 'summer' });
    await create({ ...good, name: 'Amazon DE', currency: '' });
    await create({ ...good, name: 'Shopee', remark: '' });
    const page = await gql('{ pricingTemplates(first: 2) { totalCount edges { node { name } } } }');
    expect(page.pricingTemplates).toEqual({ totalCount: 3, edges: [{ node: { name: 'Amazon DE' } }, { node: { name: 'Ebay US' } }] });
    const page2 = await gql('{ pricingTemplates(first: 2, offset: 2) { edges { node { name } } } }');
    expect(page2.pricingTemplates.edges).toEqual([{ node: { name: 'Shopee' } }]);
    const found = await gql('query($f: PricingTemplateFilter) { pricingTemplates(filter: $f) { edges { node { name } } } }', { f: { keyword: 'summ' } });
    expect(found.pricingTemplates.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['Amazon DE', 'Ebay US']);
    const changed = await update(made.data.id, { ...good, name: 'Ebay US 2', grossProfit: 30.5 });
    expect(changed.data).toMatchObject({ name: 'Ebay US 2', grossProfit: 30.5 });
    expect((await remove(made.data.id)).__typename).toBe('MutationDeletePricingTemplateSuccess');
    expect((await rows()).map((r) => r.name)).toEqual(['Amazon DE', 'Shopee']);
  });

  it.each([
    ['points summing to 100 %', { vat: 50, commission: 30, grossProfit: 20, otherDeduction: 0 }, 'grossProfit', 'freight.pricing.sumTooHigh'],
    ['points summing above 100 %', { vat: 60, commission: 30, grossProfit: 20, otherDeduction: 0 }, 'grossProfit', 'freight.pricing.sumTooHigh'],
    ['three decimals', { vat: 13.125 }, 'vat', 'freight.pricing.twoDecimals'],
    ['a point below 0', { commission: -1 }, 'commission', 'freight.pricing.pointInvalid'],
    ['no name', { name: '  ' }, 'name', 'freight.pricing.nameRequired'],
    ['a currency that is not a code', { currency: 'dollars' }, 'currency', 'freight.pricing.currencyInvalid'],
    ['a remark over 255 characters', { remark: 'x'.repeat(256) }, 'remark', 'freight.pricing.remarkTooLong'],
  ])('refuses %s on its field, writes nothing', async (_what, change, field, messageId) => {
    const before = JSON.stringify(await rows());
    const r = await create({ ...good, name: `Bad ${messageId}`, ...change });
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors).toEqual([expect.objectContaining({ field, messageId })]);
    expect(JSON.stringify(await rows())).toBe(before);
  });

  it('says why in zh and en; a taken name is refused on create and update', async () => {
    const zh = await create({ ...good, name: 'Too much', vat: 50, commission: 50 }, 'zh');
    expect(zh.fieldErrors[0].message).toBe('增值税点 + 平台佣金点 + 毛利率 + 其他扣点之和必须小于 100%');
    const en = await create({ ...good, name: 'Too much', vat: 50, commission: 50 }, 'en');
    expect(en.fieldErrors[0].message).toBe('VAT + commission + gross profit + other deduction must stay below 100%');
    const before = JSON.stringify(await rows());
    expect((await create({ ...good, name: 'Shopee' })).fieldErrors).toEqual([
      expect.objectContaining({ field: 'name', messageId: 'freight.pricing.nameTaken' }),
    ]);
    const amazon = (await rows()).find((r) => r.name === 'Amazon DE')!;
    expect((await update(amazon.id, { ...good, name: 'Shopee' })).fieldErrors[0].messageId).toBe('freight.pricing.nameTaken');
    expect(JSON.stringify(await rows())).toBe(before);
  });

  it("another company's template is not found and stays as it was; its names are free here", async () => {
    const theirs = (await create({ ...good, name: 'Theirs' }, 'en', other.token)).data;
    const before = JSON.stringify(await rows(other.companyId));
    expect((await update(theirs.id, { ...good, name: 'Mine now' })).__typename).toBe('NotFoundError');
    expect((await remove(theirs.id)).__typename).toBe('NotFoundError');
    expect(JSON.stringify(await rows(other.companyId))).toBe(before);
    const list = await gql('{ pricingTemplates { edges { node { id } } } }');
    expect(list.pricingTemplates.edges.map((e: { node: { id: number } }) => e.node.id)).not.toContain(theirs.id);
    expect((await create({ ...good, name: 'Theirs' })).__typename).toBe('MutationCreatePricingTemplateSuccess');
  });
});
