// Listing templates over GraphQL (issue 24 item 3): common and marketplace templates, attribute
// mappings, size charts and infringing words: each rule broken once (message in zh and en, nothing
// written), another company's ids not found, permissions enforced; the infringing-word check
// refuses a listing save and a product save; a mapping and the default template fill the drafts
// created from products.
import { LISTING_DEFINITIONS, PLATFORM_TYPES } from '@erp/schema';
import { describe, expect, it } from 'vitest';
import { companyWorld, contextOf, dataGql, ERROR_FIELDS as ERR, roleAccount, worldsSuite, type TestApp } from '../../../test/harness';
import { unscopedDb } from '../../platform/db';
import { createProduct } from '../catalog/catalog.service';
import { authorizeShop } from '../shops/shops.service';
import { createDraftsFromProducts, createListing } from '../listings/listings.service';

let app: TestApp;
let w: Awaited<ReturnType<typeof companyWorld>>;
let other: Awaited<ReturnType<typeof companyWorld>>;
worldsSuite(
  (a, name) => a.company(name, { edition: 'flagship' }),
  ['Templates Co', 'Templates Other Co'],
  (...s) => ([app, w, other] = s),
);

const db = () => unscopedDb(app.platform.database.prisma, 'test');
const gql = dataGql(
  () => app,
  () => w.token,
);
const snapshot = async (companyId = w.companyId) =>
  JSON.stringify(
    await Promise.all([
      db().descriptionTemplate.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db().attributeMapping.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db().sizeChart.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db().tortiousWord.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    ]),
  );

const mutate = async (field: string, vars: string, args: string, v: Record<string, unknown>, select = 'id', token = w.token, lang = 'en') =>
  (
    await gql(
      `mutation(${vars}) { ${field}(${args}) { __typename ... on Mutation${field[0].toUpperCase()}${field.slice(1)}Success { ${select ? `data { ${select} }` : 'data'} } ${ERR} } }`,
      v,
      token,
      lang,
    )
  )[field];
const createCommon = (i: Record<string, unknown>, token = w.token, lang = 'en') =>
  mutate('createCommonTemplate', '$i: DescriptionTemplateInput!', 'input: $i', { i }, 'id name html platformType isDefault', token, lang);
const createV2 = (i: Record<string, unknown>) => mutate('createMarketplaceTemplate', '$i: DescriptionTemplateInput!', 'input: $i', { i }, 'id sections');
const createMapping = (i: Record<string, unknown>, token = w.token) =>
  mutate('createAttributeMapping', '$i: AttributeMappingInput!', 'input: $i', { i }, 'id rules', token);
const createChart = (m: string, i: Record<string, unknown>, token = w.token) =>
  mutate('createSizeChart', '$m: SizeChartMarketplace!, $i: SizeChartInput!', 'marketplace: $m, input: $i', { m, i }, 'id name columns rows', token);
const createWord = (i: Record<string, unknown>, token = w.token) =>
  mutate('createTortiousWord', '$i: TortiousWordInput!', 'input: $i', { i }, 'id word', token);

const goodChart = { name: 'T-shirts', unit: 'cm', columns: ['Chest', 'Length'], rows: [{ size: 'M', values: ['96', '70-72'] }] };

describe('description templates', () => {
  it('stores a common template sanitised and a marketplace template with sections; one default per marketplace', async () => {
    const a = await createCommon({ name: 'Basic', html: '<h1 onclick="x()">{title}</h1><script>alert(1)</script>{images}', isDefault: true });
    expect(a.data).toMatchObject({ name: 'Basic', html: '<h1>{title}</h1>{images}', platformType: 0, isDefault: true });
    const b = await createCommon({ name: 'Basic 2', html: '<p>{title}</p>', isDefault: true });
    expect(b.data.isDefault).toBe(true);
    expect((await db().descriptionTemplate.findUnique({ where: { id: a.data.id } }))!.isDefault).toBe(false);
    const v2 = await createV2({ name: 'Ozon layout', platformType: PLATFORM_TYPES.ozon, sections: [{ title: 'Size', html: '{sizeChart}' }] });
    expect(v2.data.sections).toEqual([{ title: 'Size', html: '{sizeChart}' }]);
    const list = await gql('{ commonTemplates { totalCount } marketplaceTemplates { edges { node { name } } } }');
    expect(list.commonTemplates.totalCount).toBe(2);
    expect(list.marketplaceTemplates.edges).toEqual([{ node: { name: 'Ozon layout' } }]);
  });

  it.each([
    ['no name', createCommon, { name: ' ', html: 'x' }, 'name', 'listingTemplates.nameRequired'],
    ['no body', createCommon, { name: 'n1', html: '' }, 'html', 'listingTemplates.htmlRequired'],
    ['an unknown variable', createCommon, { name: 'n2', html: '{price}' }, 'html', 'listingTemplates.unknownVariable'],
    ['only a script', createCommon, { name: 'n3', html: '<script>x</script>' }, 'html', 'listingTemplates.htmlEmpty'],
    ['an unknown marketplace', createCommon, { name: 'n4', html: 'x', platformType: 999 }, 'platformType', 'listingTemplates.marketplaceUnknown'],
    ['a taken name', createCommon, { name: 'Basic', html: 'x' }, 'name', 'listingTemplates.nameTaken'],
    ['V2 without a marketplace', createV2, { name: 'v1', sections: [{ title: 'a', html: 'b' }] }, 'platformType', 'listingTemplates.marketplaceRequired'],
    ['V2 without sections', createV2, { name: 'v2', platformType: 31, sections: [] }, 'sections', 'listingTemplates.sectionsRequired'],
    [
      'V2 with a repeated section',
      createV2,
      {
        name: 'v3',
        platformType: 31,
        sections: [
          { title: 'A', html: 'x' },
          { title: 'a', html: 'y' },
        ],
      },
      'sections.1.title',
      'listingTemplates.sectionTitleRepeated',
    ],
  ])('refuses %s, writes nothing', async (_w, make, input, field, messageId) => {
    const before = await snapshot();
    const r = await make(input);
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors).toEqual([expect.objectContaining({ field, messageId })]);
    expect(await snapshot()).toBe(before);
  });

  it('says why in zh', async () => {
    const r = await createCommon({ name: 'zh', html: '{oops}' }, w.token, 'zh');
    expect(r.fieldErrors[0].message).toBe('未知变量 {oops}；可用变量为 title、sku、spu、description、attributes、images、sizeChart（写在花括号里）');
  });
});

describe('attribute mappings', () => {
  it.each([
    ['no rules', { rules: [] }, 'rules', 'listingTemplates.mapping.rulesRequired'],
    ['an unknown source', { rules: [{ source: 'price', target: 'brand' }] }, 'rules.0.source', 'listingTemplates.mapping.sourceUnknown'],
    ['a target Ozon lacks', { rules: [{ source: 'name', target: 'colour' }] }, 'rules.0.target', 'listingTemplates.mapping.targetUnknown'],
    [
      'two rules on one target',
      {
        rules: [
          { source: 'name', target: 'brand' },
          { source: 'nameEn', target: 'brand' },
        ],
      },
      'rules.1.target',
      'listingTemplates.mapping.targetRepeated',
    ],
    ['a fixed rule without value', { rules: [{ source: 'fixed', target: 'brand' }] }, 'rules.0.fixedValue', 'listingTemplates.mapping.fixedRequired'],
    [
      'a translation without value',
      { rules: [{ source: 'spec:color', target: 'brand', values: [{ from: 'red', to: '' }] }] },
      'rules.0.values.0.from',
      'listingTemplates.mapping.valueRequired',
    ],
    ['no marketplace', { platformType: 0 }, 'platformType', 'listingTemplates.marketplaceRequired'],
  ])('refuses %s, writes nothing', async (_w, change, field, messageId) => {
    const before = await snapshot();
    const r = await createMapping({
      name: `bad ${field}`,
      platformType: PLATFORM_TYPES.ozon,
      rules: [{ source: 'fixed', target: 'brand', fixedValue: 'Acme' }],
      ...change,
    });
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors).toEqual([expect.objectContaining({ field, messageId })]);
    expect(await snapshot()).toBe(before);
  });

  it('a mapping and the default template fill drafts created from a product; one mapping per marketplace and category', async () => {
    const m = await createMapping({
      name: 'Ozon brand',
      platformType: PLATFORM_TYPES.ozon,
      rules: [{ source: 'fixed', target: 'brand', fixedValue: 'Acme' }],
    });
    expect(m.__typename).toBe('MutationCreateAttributeMappingSuccess');
    const cat = await createMapping({
      name: 'Ozon C110',
      platformType: PLATFORM_TYPES.ozon,
      category: 'C110',
      rules: [{ source: 'spec:color', target: 'colour', values: [{ from: 'red', to: 'Красный' }] }],
    });
    expect(cat.__typename).toBe('MutationCreateAttributeMappingSuccess');
    const again = await createMapping({
      name: 'Ozon C110 again',
      platformType: PLATFORM_TYPES.ozon,
      category: 'C110',
      rules: [{ source: 'name', target: 'x' }],
    });
    expect(again.fieldErrors).toEqual([expect.objectContaining({ field: 'category', messageId: 'listingTemplates.mapping.categoryTaken' })]);

    const ctx = await contextOf(app, w.token);
    await db().exchangeRate.upsert({
      where: { companyId_currency: { companyId: w.companyId, currency: 'RUB' } },
      create: { companyId: w.companyId, currency: 'RUB', rate: '0.08' },
      update: { rate: '0.08' },
    });
    const shop = await authorizeShop(ctx, { platformType: PLATFORM_TYPES.ozon, shopName: 'tpl-ozon', site: 'RU', authCode: 'ok' });
    const product = await db().product.create({
      data: {
        companyId: w.companyId,
        spu: 'TPL-1',
        name: '陶瓷杯',
        nameEn: 'Ceramic cup',
        mainImage: 'https://img.example.com/cup.jpg',
        specifications: [{ name: 'color', options: ['red'] }],
        skus: { create: [{ companyId: w.companyId, sku: 'TPL-1-R', price: '10.00', options: ['red'] }] },
      },
    });
    const ids = await createDraftsFromProducts(ctx, PLATFORM_TYPES.ozon, {
      productIds: [product.id],
      shops: [{ shopId: shop.id }],
      category: 'C110',
      quantity: 1,
    });
    const draft = await db().listing.findUniqueOrThrow({ where: { id: ids[0] } });
    expect(draft.attributes).toEqual({ brand: 'Acme', colour: 'Красный' });
    // the default common template of every marketplace ("Basic 2": <p>{title}</p>)
    expect(draft.description).toBe('<p>Ceramic cup</p>');
  });
});

describe('size charts', () => {
  it('keeps each marketplace’s charts apart', async () => {
    expect((await createChart('ozon', goodChart)).data).toMatchObject({ name: 'T-shirts', columns: ['Chest', 'Length'], rows: goodChart.rows });
    expect((await createChart('mercado', goodChart)).__typename).toBe('MutationCreateSizeChartSuccess');
    const list = await gql('{ sizeCharts(marketplace: ozon) { totalCount } }');
    expect(list.sizeCharts.totalCount).toBe(1);
  });

  it.each([
    ['a taken name', {}, 'name', 'listingTemplates.nameTaken'],
    ['no columns', { name: 'c1', columns: [], rows: [{ size: 'M', values: [] }] }, 'columns', 'listingTemplates.size.columnsRequired'],
    [
      'a value that is not a measurement',
      { name: 'c2', rows: [{ size: 'M', values: ['96', 'big'] }] },
      'rows.0.values.1',
      'listingTemplates.size.valueInvalid',
    ],
    ['a missing value', { name: 'c3', rows: [{ size: 'M', values: ['96'] }] }, 'rows.0.values', 'listingTemplates.size.valuesCount'],
    [
      'a repeated size',
      {
        name: 'c4',
        rows: [
          { size: 'M', values: ['1', '2'] },
          { size: 'm', values: ['1', '2'] },
        ],
      },
      'rows.1.size',
      'listingTemplates.size.sizeRepeated',
    ],
    ['an unknown unit', { name: 'c5', unit: 'mm' }, 'unit', 'listingTemplates.size.unitInvalid'],
  ])('refuses %s, writes nothing', async (_w, change, field, messageId) => {
    const before = await snapshot();
    const r = await createChart('ozon', { ...goodChart, ...change });
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors).toEqual([expect.objectContaining({ field, messageId })]);
    expect(await snapshot()).toBe(before);
  });
});

describe('infringing words', () => {
  it('adds words one by one and in a batch; a repeated word is refused', async () => {
    expect((await createWord({ word: 'Nike', matchMode: 'word' })).data.word).toBe('Nike');
    expect((await createWord({ word: 'nike' })).fieldErrors).toEqual([
      expect.objectContaining({ field: 'word', messageId: 'listingTemplates.tortious.wordTaken' }),
    ]);
    expect((await createWord({ word: 'x', matchMode: 'fuzzy' })).fieldErrors[0].messageId).toBe('listingTemplates.tortious.matchModeInvalid');
    const added = await mutate(
      'addTortiousWords',
      '$i: TortiousWordsAddInput!',
      'input: $i',
      { i: { words: 'Disney\n\nNIKE\n迪士尼', matchMode: 'contains' } },
      '',
    );
    expect(added).toMatchObject({ __typename: 'MutationAddTortiousWordsSuccess', data: 2 });
    const list = await gql('{ tortiousWords { edges { node { word matchMode } } } }');
    expect(list.tortiousWords.edges.map((e: { node: { word: string } }) => e.node.word)).toEqual(
      ['disney', 'nike', '迪士尼'].map((k) => ({ disney: 'Disney', nike: 'Nike', 迪士尼: '迪士尼' })[k]),
    );
  });

  it('refuses a listing save containing a word, naming it, and writes nothing', async () => {
    const ctx = await contextOf(app, w.token);
    const shop = await authorizeShop(ctx, { platformType: PLATFORM_TYPES.ebay, shopName: 'tpl-ebay', site: 'US', authCode: 'ok' });
    const before = await db().listing.count({ where: { companyId: w.companyId } });
    const img = (n: number) => ({ url: `https://img.example.com/p${n}.jpg`, width: 1000, height: 1000, bytes: 400_000 });
    const draft = {
      platformType: PLATFORM_TYPES.ebay,
      shopId: shop.id,
      site: 'US',
      category: 'C110',
      sellerSku: 'TW-1',
      title: 'Running shoes like NIKE',
      description: 'Original Disneyland souvenir',
      price: '9.90',
      quantity: 1,
      images: [img(1)],
      shippingOptions: [{ service: 'Standard', cost: '3.00', additionalCost: '1.00' }],
      attributes: Object.fromEntries(
        LISTING_DEFINITIONS.ebay.attributes
          .filter((d) => d.required)
          .map((d) => [d.name, d.type === 'int' ? (d.min ?? 1) : d.type === 'select' ? d.options![0] : 'Acme']),
      ),
    };
    await expect(createListing(ctx, draft)).rejects.toMatchObject({
      issues: [
        expect.objectContaining({ field: 'title', messageId: 'listingTemplates.tortious.found', params: { words: '“Nike”' } }),
        expect.objectContaining({ field: 'description', messageId: 'listingTemplates.tortious.found', params: { words: '“Disney”' } }),
      ],
    });
    expect(await db().listing.count({ where: { companyId: w.companyId } })).toBe(before);
    // a word limited to another marketplace does not apply on eBay
    await db().tortiousWord.updateMany({ where: { companyId: w.companyId, wordKey: 'disney' }, data: { platformTypes: [PLATFORM_TYPES.ozon] } });
    await expect(createListing(ctx, { ...draft, title: 'Running shoes' })).resolves.toMatchObject({ title: 'Running shoes' });
  });

  it('refuses a product save containing a word (zh message lists it)', async () => {
    const ctx = await contextOf(app, w.token, 'zh');
    const before = await db().product.count({ where: { companyId: w.companyId } });
    await expect(createProduct(ctx, { spu: 'TW-P', name: '迪士尼 杯子', nameEn: 'Cup', skus: [{ sku: 'TW-P-1', price: '1.00' }] })).rejects.toMatchObject({
      issues: [expect.objectContaining({ field: 'name', messageId: 'listingTemplates.tortious.found', params: { words: '“迪士尼”' } })],
    });
    expect(await db().product.count({ where: { companyId: w.companyId } })).toBe(before);
    const r = await gql(
      `mutation($i: ProductInput!) { createProduct(input: $i) { __typename ${ERR} } }`,
      { i: { spu: 'TW-P', name: '迪士尼 杯子', nameEn: 'Cup', skus: [{ sku: 'TW-P-1', price: '1.00' }] } },
      w.token,
      'zh',
    );
    expect(r.createProduct.fieldErrors).toEqual([expect.objectContaining({ field: 'name', message: '包含侵权词：“迪士尼”' })]);
  });
});

describe('tenancy and permissions', () => {
  it("another company's ids are not found and stay as they were", async () => {
    const theirs = {
      common: (await createCommon({ name: 'Theirs', html: 'x' }, other.token)).data.id,
      mapping: (await createMapping({ name: 'Theirs', platformType: PLATFORM_TYPES.ozon, rules: [{ source: 'name', target: 'brand' }] }, other.token)).data.id,
      chart: (await createChart('ozon', goodChart, other.token)).data.id,
      word: (await createWord({ word: 'theirs' }, other.token)).data.id,
    };
    const before = await snapshot(other.companyId);
    const tries = [
      await mutate('updateCommonTemplate', '$id: Int!, $i: DescriptionTemplateInput!', 'id: $id, input: $i', {
        id: theirs.common,
        i: { name: 'Mine', html: 'x' },
      }),
      await mutate('deleteCommonTemplate', '$id: Int!', 'id: $id', { id: theirs.common }),
      await mutate('updateAttributeMapping', '$id: Int!, $i: AttributeMappingInput!', 'id: $id, input: $i', {
        id: theirs.mapping,
        i: { name: 'Mine', platformType: PLATFORM_TYPES.ozon, rules: [{ source: 'name', target: 'brand' }] },
      }),
      await mutate('deleteAttributeMapping', '$id: Int!', 'id: $id', { id: theirs.mapping }),
      await mutate('updateSizeChart', '$id: Int!, $i: SizeChartInput!', 'marketplace: ozon, id: $id, input: $i', { id: theirs.chart, i: goodChart }),
      await mutate('deleteSizeChart', '$id: Int!', 'marketplace: ozon, id: $id', { id: theirs.chart }),
      await mutate('updateTortiousWord', '$id: Int!, $i: TortiousWordInput!', 'id: $id, input: $i', { id: theirs.word, i: { word: 'mine' } }),
      await mutate('deleteTortiousWords', '$ids: [Int!]!', 'ids: $ids', { ids: [theirs.word] }, ''),
    ];
    expect(tries.map((t) => t.__typename)).toEqual(Array(8).fill('NotFoundError'));
    expect(await snapshot(other.companyId)).toBe(before);
    // a chart of another marketplace of our own is not found on this one either
    const ours = (await db().sizeChart.findFirstOrThrow({ where: { companyId: w.companyId, platformType: PLATFORM_TYPES.mercado } })).id;
    expect((await mutate('deleteSizeChart', '$id: Int!', 'marketplace: ozon, id: $id', { id: ours })).__typename).toBe('NotFoundError');
  });

  it('a role without the permissions reads nothing and changes nothing; view-only reads', async () => {
    const none = await roleAccount(app, w.companyId, { username: 'tpl-none', role: 'tpl none', permissions: [] });
    const view = await roleAccount(app, w.companyId, { username: 'tpl-view', role: 'tpl view', permissions: ['commonTemplates', 'ozonSizeChart'] });
    const before = await snapshot();
    const r = await app.gql('{ commonTemplates { totalCount } }', {}, { token: none.token });
    expect(r.body.errors?.[0]).toBeTruthy();
    const denied = async (query: string, variables: Record<string, unknown>) =>
      (await app.gql(query, variables, { token: view.token })).body.errors?.[0]?.extensions?.code;
    expect(await denied('mutation { createCommonTemplate(input: { name: "nope", html: "x" }) { __typename } }', {})).toBe('FORBIDDEN');
    expect(await denied('mutation($i: SizeChartInput!) { createSizeChart(marketplace: ozon, input: $i) { __typename } }', { i: goodChart })).toBe('FORBIDDEN');
    expect(await denied('mutation { createTortiousWord(input: { word: "nope" }) { __typename } }', {})).toBe('FORBIDDEN');
    expect(await denied('{ tortiousWords { totalCount } }', {})).toBe('FORBIDDEN');
    const read = await app.gql('{ commonTemplates { totalCount } sizeCharts(marketplace: ozon) { totalCount } }', {}, { token: view.token });
    expect(read.body.errors).toBeUndefined();
    const mercado = await app.gql('{ sizeCharts(marketplace: mercado) { totalCount } }', {}, { token: view.token });
    expect(mercado.body.errors?.[0]).toBeTruthy();
    expect(await snapshot()).toBe(before);
  });
});
