// EU compliance over GraphQL (issue 24 item 6): each EU label rule of spec 02 §5 broken once with
// its zh/en message and nothing written, foreign ids refused, permissions, and label PDFs.
import { beforeAll, describe, expect, it } from 'vitest';
import { companyWorld, dataGql, ERROR_FIELDS as ERR, roleAccount, worldsSuite, type TestApp, productWithSkus } from '../../../test/harness';
import { unscopedDb } from '../../platform/db';

let app: TestApp;
let acme: Awaited<ReturnType<TestApp['company']>>;
let other: Awaited<ReturnType<TestApp['company']>>;
const db = () => unscopedDb(app.platform.database.prisma, 'test');
const gql = dataGql(
  () => app,
  () => acme.token,
);
const ids = {} as Record<
  'shopA' | 'shopB' | 'skuA' | 'skuB' | 'skuC' | 'foreignShop' | 'foreignSku' | 'foreignTemplate' | 'euOrder' | 'usOrder' | 'foreignOrder',
  number
>;

const TPL = `id name rpCountry enabled isDefault shopIds pairCount`;
const saveTemplate = async (input: Record<string, unknown>, id?: number, lang = 'en') =>
  id
    ? (
        await gql(
          `mutation($id: Int!, $i: RegulatoryTemplateInput!) { updateRegulatoryTemplate(id: $id, input: $i) { __typename ... on MutationUpdateRegulatoryTemplateSuccess { data { ${TPL} } } ${ERR} } }`,
          { id, i: input },
          acme.token,
          lang,
        )
      ).updateRegulatoryTemplate
    : (
        await gql(
          `mutation($i: RegulatoryTemplateInput!) { createRegulatoryTemplate(input: $i) { __typename ... on MutationCreateRegulatoryTemplateSuccess { data { ${TPL} } } ${ERR} } }`,
          { i: input },
          acme.token,
          lang,
        )
      ).createRegulatoryTemplate;
const pair = async (input: Record<string, unknown>, lang = 'en') =>
  (
    await gql(
      `mutation($i: EuLabelPairInput!) { pairEuLabels(input: $i) { __typename ... on MutationPairEuLabelsSuccess { data } ${ERR} } }`,
      { i: input },
      acme.token,
      lang,
    )
  ).pairEuLabels;
const printOrders = async (orderIds: number[], lang = 'en', token = acme.token) =>
  (
    await gql(
      `mutation($i: EuOrderLabelsInput!) { printEuOrderLabels(input: $i) { __typename ... on MutationPrintEuOrderLabelsSuccess { data { filename contentBase64 pages } } ${ERR} } }`,
      { i: { orderIds } },
      token,
      lang,
    )
  ).printEuOrderLabels;
const printSkus = async (items: { skuId: number; quantity: number }[], lang = 'en') =>
  (
    await gql(
      `mutation($i: EuSkuLabelsInput!) { printEuSkuLabels(input: $i) { __typename ... on MutationPrintEuSkuLabelsSuccess { data { filename pages } } ${ERR} } }`,
      { i: { items } },
      acme.token,
      lang,
    )
  ).printEuSkuLabels;
const counts = async () => ({
  templates: await db().euRegulatoryTemplate.count({ where: { companyId: acme.companyId } }),
  pairs: await db().euLabelPair.findMany({
    where: { companyId: acme.companyId },
    orderBy: { id: 'asc' },
    select: { skuId: true, templateId: true, printQuantity: true },
  }),
  all: await db().euRegulatoryTemplate.findMany({ where: { companyId: acme.companyId }, orderBy: { id: 'asc' } }),
});
const base = { name: 'Berlin RP', rpName: 'RP GmbH', rpAddress: 'Hauptstr. 1, 10115 Berlin', rpCountry: 'DE', safetyInfo: 'Keep away from fire.' };
let templateId = 0;

worldsSuite(companyWorld, ['EU Label Co', 'Other EU Co'], (...s) => ([app, acme, other] = s));
beforeAll(async () => {
  const c = acme.companyId;
  const shop = (companyId: number, shopName: string) => db().shop.create({ data: { companyId, platformType: 1, platform: 'ebay', shopName } });
  ids.shopA = (await shop(c, 'EU Shop A')).id;
  ids.shopB = (await shop(c, 'EU Shop B')).id;
  ids.foreignShop = (await shop(other.companyId, 'Foreign EU Shop')).id;
  const product = await productWithSkus(app, c, { spu: 'TOY', name: 'Toy car' }, [{ sku: 'TOY-1' }, { sku: 'TOY-2' }, { sku: 'TOY-3' }]);
  [ids.skuA, ids.skuB, ids.skuC] = product.skus.map((s) => s.id);
  const foreign = await db().product.create({
    data: { companyId: other.companyId, spu: 'F', name: 'F', skus: { create: [{ companyId: other.companyId, sku: 'F-1' }] } },
    include: { skus: true },
  });
  ids.foreignSku = foreign.skus[0].id;
  ids.foreignTemplate = (
    await db().euRegulatoryTemplate.create({ data: { companyId: other.companyId, name: 'Theirs', rpName: 'X', rpAddress: 'Y', rpCountry: 'FR' } })
  ).id;
  const order = (companyId: number, shopId: number, orderNo: string, country: string, items: { skuId: number; quantity: number }[]) =>
    db().order.create({
      data: {
        companyId,
        shopId,
        platformType: 1,
        platformOrderNo: `P-${orderNo}`,
        orderNo,
        country,
        totalAmount: '10',
        currency: 'EUR',
        orderedAt: new Date('2026-11-20T10:00:00Z'),
        items: { create: items.map((i) => ({ companyId, skuId: i.skuId, quantity: i.quantity, title: 'Toy car', platformSku: 'TOY' })) },
      },
    });
  ids.euOrder = (
    await order(c, ids.shopA, 'EU-1', 'DE', [
      { skuId: ids.skuA, quantity: 2 },
      { skuId: ids.skuC, quantity: 1 },
    ])
  ).id;
  ids.usOrder = (await order(c, ids.shopA, 'US-1', 'US', [{ skuId: ids.skuA, quantity: 1 }])).id;
  ids.foreignOrder = (await order(other.companyId, ids.foreignShop, 'F-1', 'FR', [{ skuId: ids.foreignSku, quantity: 1 }])).id;
});

describe('regulatory templates', () => {
  it('creates a template with shops and lists it', async () => {
    const r = await saveTemplate({ ...base, rpCountry: 'de', isDefault: true, shopIds: [ids.shopA] });
    expect(r.__typename).toBe('MutationCreateRegulatoryTemplateSuccess');
    expect(r.data).toMatchObject({ rpCountry: 'DE', enabled: true, isDefault: true, shopIds: [ids.shopA], pairCount: 0 });
    templateId = r.data.id;
    const list = await gql(`{ regulatoryTemplates(first: 10) { totalCount edges { node { id name } } } }`);
    expect(list.regulatoryTemplates.edges.map((e: { node: { id: number } }) => e.node.id)).toEqual([templateId]);
  });

  it('a disabled label template cannot be default (zh and en), nothing written', async () => {
    const before = await counts();
    const en = await saveTemplate({ ...base, name: 'Off', enabled: false, isDefault: true });
    expect(en.fieldErrors[0]).toMatchObject({
      field: 'isDefault',
      messageId: 'euCompliance.disabledDefault',
      message: 'A disabled label template cannot be the default',
    });
    const zh = await saveTemplate({ ...base, enabled: false, isDefault: true }, templateId, 'zh');
    expect(zh.fieldErrors[0].message).toBe('禁用的标签模板不能设为默认');
    expect(await counts()).toEqual(before);
  });

  it('store unique in a template: a shop of another template is refused, naming both', async () => {
    const before = await counts();
    const r = await saveTemplate({ ...base, name: 'Paris RP', rpCountry: 'FR', shopIds: [ids.shopB, ids.shopA] });
    expect(r.fieldErrors[0]).toMatchObject({ field: 'shopIds', messageId: 'euCompliance.shopInOtherTemplate' });
    expect(r.fieldErrors[0].message).toBe('Store is unique in a template: shop EU Shop A is already in template Berlin RP');
    const zh = await saveTemplate({ ...base, name: 'Paris RP', rpCountry: 'FR', shopIds: [ids.shopA] }, undefined, 'zh');
    expect(zh.fieldErrors[0].message).toBe('店铺在模板中唯一：店铺 EU Shop A 已在模板 Berlin RP 中');
    expect(await counts()).toEqual(before);
    // the template itself may keep its shop on an edit
    expect((await saveTemplate({ ...base, isDefault: true, shopIds: [ids.shopA] }, templateId)).__typename).toBe('MutationUpdateRegulatoryTemplateSuccess');
  });

  it('the responsible person must be in the EU; names are unique', async () => {
    const before = await counts();
    const r = await saveTemplate({ ...base, name: 'London', rpCountry: 'GB' });
    expect(r.fieldErrors[0]).toMatchObject({ field: 'rpCountry', messageId: 'euCompliance.rpCountryNotEu' });
    const dup = await saveTemplate({ ...base, name: ' berlin rp ' });
    expect(dup.fieldErrors[0]).toMatchObject({ field: 'name', messageId: 'euCompliance.nameExists' });
    expect(await counts()).toEqual(before);
  });

  it('refuses foreign shops and foreign templates as unknown ones', async () => {
    const before = await counts();
    const r = await saveTemplate({ ...base, name: 'Foreign shop', shopIds: [ids.foreignShop] });
    expect(r.fieldErrors[0]).toMatchObject({ field: 'shopIds', messageId: 'euCompliance.shopNotFound' });
    const u = await saveTemplate(base, ids.foreignTemplate);
    expect(u).toMatchObject({ __typename: 'NotFoundError', messageId: 'euCompliance.templateNotFound' });
    const d = await gql(`mutation($id: Int!) { deleteRegulatoryTemplate(id: $id) { __typename ${ERR} } }`, { id: ids.foreignTemplate });
    expect(d.deleteRegulatoryTemplate.__typename).toBe('NotFoundError');
    expect(await counts()).toEqual(before);
    expect(await db().euRegulatoryTemplate.count({ where: { id: ids.foreignTemplate } })).toBe(1);
  });
});

describe('EU label pairing and printing', () => {
  it('print quantities not all 0 (zh and en), nothing written', async () => {
    const before = await counts();
    const items = [
      { skuId: ids.skuA, printQuantity: 0 },
      { skuId: ids.skuB, printQuantity: 0 },
    ];
    const en = await pair({ templateId, items });
    expect(en.fieldErrors[0]).toMatchObject({ field: 'items', messageId: 'euCompliance.quantitiesAllZero', message: 'Print quantities cannot all be 0' });
    expect((await pair({ templateId, items }, 'zh')).fieldErrors[0].message).toBe('打印数量不能全为 0');
    expect((await printSkus([{ skuId: ids.skuA, quantity: 0 }])).fieldErrors[0].messageId).toBe('euCompliance.quantitiesAllZero');
    expect(await counts()).toEqual(before);
  });

  it('refuses foreign SKUs and templates', async () => {
    const before = await counts();
    expect((await pair({ templateId: ids.foreignTemplate, items: [{ skuId: ids.skuA, printQuantity: 1 }] })).fieldErrors[0]).toMatchObject({
      field: 'templateId',
      messageId: 'euCompliance.templateNotFound',
    });
    expect((await pair({ templateId, items: [{ skuId: ids.foreignSku, printQuantity: 1 }] })).fieldErrors[0]).toMatchObject({
      field: 'items',
      messageId: 'euCompliance.skuNotFound',
    });
    expect(await counts()).toEqual(before);
  });

  it('pairs SKUs with their quantities and lists them', async () => {
    const r = await pair({
      templateId,
      items: [
        { skuId: ids.skuA, printQuantity: 2 },
        { skuId: ids.skuB, printQuantity: 0 },
      ],
    });
    expect(r).toMatchObject({ __typename: 'MutationPairEuLabelsSuccess', data: 2 });
    const list = await gql(
      `{ euLabelPairs(first: 10, filter: { keyword: "toy-1" }) { totalCount edges { node { printQuantity sku { sku } template { name } } } } }`,
    );
    expect(list.euLabelPairs.edges).toEqual([{ node: { printQuantity: 2, sku: { sku: 'TOY-1' }, template: { name: 'Berlin RP' } } }]);
  });

  it('EU orders only: an order shipping outside the EU refuses the print (zh and en)', async () => {
    const en = await printOrders([ids.euOrder, ids.usOrder]);
    expect(en).toMatchObject({
      __typename: 'BusinessError',
      messageId: 'euCompliance.notEuOrder',
      message: 'EU labels are for EU orders only: order US-1 ships to US',
    });
    expect((await printOrders([ids.usOrder], 'zh')).message).toBe('欧盟标签仅限欧盟订单：订单 US-1 发往 US');
  });

  it('prints units × print quantity labels of paired SKUs of EU orders', async () => {
    const r = await printOrders([ids.euOrder]);
    expect(r.__typename).toBe('MutationPrintEuOrderLabelsSuccess');
    // TOY-1: 2 units × 2 labels; TOY-3 is not paired
    expect(r.data.pages).toBe(4);
    expect(Buffer.from(r.data.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect((await printSkus([{ skuId: ids.skuA, quantity: 3 }])).data.pages).toBe(3);
    expect((await printSkus([{ skuId: ids.skuC, quantity: 1 }])).fieldErrors[0].messageId).toBe('euCompliance.pairNotFound');
  });

  it('a disabled template with no shop or default template prints nothing', async () => {
    await saveTemplate({ ...base, enabled: false, isDefault: false, shopIds: [] }, templateId);
    expect(await printOrders([ids.euOrder])).toMatchObject({ __typename: 'BusinessError', messageId: 'euCompliance.nothingToPrint' });
    await saveTemplate({ ...base, isDefault: true, shopIds: [ids.shopA] }, templateId);
  });

  it('refuses foreign orders as unknown ones', async () => {
    const r = await printOrders([ids.foreignOrder]);
    expect(r.fieldErrors[0]).toMatchObject({ field: 'orderIds', messageId: 'euCompliance.orderNotFound' });
  });

  it('needs the permissions: a viewer of the pairing page cannot pair, print or edit templates', async () => {
    const token = (await roleAccount(app, acme.companyId, { username: `eu_viewer_${acme.companyId}`, permissions: ['productEuPair'] })).token;
    const r = await app.gql(
      `mutation($i: EuOrderLabelsInput!) { printEuOrderLabels(input: $i) { __typename } }`,
      { i: { orderIds: [ids.euOrder] } },
      { token },
    );
    const denied = JSON.stringify(r.body);
    expect(denied).toMatch(/permission|Permission|FORBIDDEN/);
    const list = await app.gql(`{ euLabelPairs(first: 5) { totalCount } }`, {}, { token });
    expect(list.body.data.euLabelPairs.totalCount).toBe(2);
    const t = await app.gql(`{ regulatoryTemplates(first: 5) { totalCount } }`, {}, { token });
    expect(JSON.stringify(t.body)).toMatch(/permission|Permission|FORBIDDEN/);
  });

  it('unpairs; deleting a template removes its pairings', async () => {
    const pairIds = (await db().euLabelPair.findMany({ where: { companyId: acme.companyId }, select: { id: true } })).map((p) => p.id);
    const u = await gql(
      `mutation($i: EuLabelPairIdsInput!) { unpairEuLabels(input: $i) { __typename ... on MutationUnpairEuLabelsSuccess { data } ${ERR} } }`,
      {
        i: { ids: [pairIds[0]] },
      },
    );
    expect(u.unpairEuLabels.data).toBe(1);
    const d = await gql(`mutation($id: Int!) { deleteRegulatoryTemplate(id: $id) { __typename } }`, { id: templateId });
    expect(d.deleteRegulatoryTemplate.__typename).toBe('MutationDeleteRegulatoryTemplateSuccess');
    expect((await counts()).pairs).toEqual([]);
  });
});
