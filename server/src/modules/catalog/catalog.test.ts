// The product library over GraphQL on a real database: the SKU model rules, uniqueness against
// existing rows, combinations, opening stock, the review lifecycle and batch rules, tenancy.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { unscopedDb } from '../../platform/db';
import { companyWorld, worldsSuite, type TestApp } from '../../../test/harness';

let app: TestApp;
let a: Awaited<ReturnType<TestApp['company']>>;
let b: Awaited<ReturnType<TestApp['company']>>;
let warehouseId: number;
let disabledWarehouseId: number;
let foreignWarehouseId: number;
let seq = 0;

const db = () => unscopedDb(app.platform.database.prisma, 'test fixtures and checks');

const RESULT = `__typename
  ... on Error { messageId message }
  ... on ValidationError { fieldErrors { field messageId message } }`;
const BATCH = `${RESULT} ... on BatchRefusedError { failures { id label messageId message } }`;
const PRODUCT =
  'id spu name status rejectReason developerId developerName skuCount platforms mainImage supplierLinks specifications { name options } skus { id sku ean barcode options price purchasePrice weight isCombo components { quantity componentSku { id sku } } }';

function base(over: Record<string, unknown> = {}) {
  const n = ++seq;
  return {
    spu: `SPU-${n}`,
    name: `Product ${n}`,
    platforms: [1],
    mainImage: '/files/images/1/main.png',
    skus: [{ sku: `SKU-${n}-A` }],
    ...over,
  };
}

async function create(input: Record<string, unknown>, token = a.token) {
  const r = await app.gql(
    `mutation($i: ProductInput!) { createProduct(input: $i) { ${RESULT} ... on MutationCreateProductSuccess { data { ${PRODUCT} } } } }`,
    { i: input },
    { token, lang: 'en' },
  );
  if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
  return r.body.data.createProduct;
}
async function update(id: number, input: Record<string, unknown>, token = a.token) {
  const r = await app.gql(
    `mutation($id: Int!, $i: ProductInput!) { updateProduct(id: $id, input: $i) { ${RESULT} ... on MutationUpdateProductSuccess { data { ${PRODUCT} } } } }`,
    { id, i: input },
    { token, lang: 'en' },
  );
  if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
  return r.body.data.updateProduct;
}
async function batch(field: 'submitProducts' | 'deleteProducts' | 'reviewProducts', vars: Record<string, unknown>, token = a.token) {
  const args = field === 'reviewProducts' ? '$ids: [Int!]!, $approve: Boolean!, $reason: String' : '$ids: [Int!]!';
  const call = field === 'reviewProducts' ? 'ids: $ids, approve: $approve, reason: $reason' : 'ids: $ids';
  const success =
    field === 'deleteProducts'
      ? '... on MutationDeleteProductsSuccess { data }'
      : `... on Mutation${field[0].toUpperCase()}${field.slice(1)}Success { data { id status rejectReason } }`;
  const r = await app.gql(`mutation(${args}) { ${field}(${call}) { ${BATCH} ${success} } }`, vars, { token, lang: 'en' });
  if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
  return r.body.data[field];
}
async function created(input: Record<string, unknown>) {
  const r = await create(input);
  expect(r.__typename, JSON.stringify(r)).toBe('MutationCreateProductSuccess');
  return r.data;
}
const fields = (r: { fieldErrors?: { field: string; messageId: string }[] }) => r.fieldErrors?.map((e) => [e.field, e.messageId]);
const counts = async () => ({
  products: await db().product.count({ where: { companyId: a.companyId } }),
  skus: await db().sku.count({ where: { companyId: a.companyId } }),
  ledger: await db().stockLedger.count({ where: { companyId: a.companyId } }),
});

worldsSuite(companyWorld, ['Catalog A', 'Catalog B'], (...s) => ([app, a, b] = s));
beforeAll(async () => {
  warehouseId = (await db().warehouse.create({ data: { companyId: a.companyId, name: 'Main' } })).id;
  disabledWarehouseId = (await db().warehouse.create({ data: { companyId: a.companyId, name: 'Old', enabled: false } })).id;
  foreignWarehouseId = (await db().warehouse.create({ data: { companyId: b.companyId, name: 'B main' } })).id;
});

describe('createProduct: the SKU model', () => {
  it('creates a draft with variant rows from its specifications', async () => {
    const p = await created(
      base({
        specifications: [
          { name: 'Colour', options: ['Red', 'Blue'] },
          { name: 'Size', options: ['M'] },
        ],
        skus: [
          { sku: 'TEE-RED-M', options: ['Red', 'M'], price: '9.90', purchasePrice: '3.5', ean: '12345678', barcode: 'B-TEE-1' },
          { sku: 'TEE-BLUE-M', options: ['Blue', 'M'], price: '10' },
        ],
        supplierLinks: ['https://a.example/1', 'http://b.example/2'],
      }),
    );
    expect(p).toMatchObject({
      status: 'draft',
      skuCount: 2,
      specifications: [
        { name: 'Colour', options: ['Red', 'Blue'] },
        { name: 'Size', options: ['M'] },
      ],
    });
    expect(p.skus.map((s: { sku: string; price: string; ean: string }) => [s.sku, s.price, s.ean])).toEqual([
      ['TEE-RED-M', '9.9', '12345678'],
      ['TEE-BLUE-M', '10', ''],
    ]);
  });

  it('refuses each broken limit with the spec message and writes nothing', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, [string, string]][] = [
      [
        {
          specifications: Array.from({ length: 6 }, (_, i) => ({ name: `S${i}`, options: ['x'] })),
          skus: [{ sku: 'L1', options: ['x', 'x', 'x', 'x', 'x', 'x'] }],
        },
        ['specifications', 'catalog.tooManySpecifications'],
      ],
      [
        { specifications: ['A', 'B', 'C'].map((name) => ({ name, options: ['1', '2'] })), skus: [{ sku: 'L2', options: ['1', '1', '1'] }] },
        ['specifications', 'catalog.tooManyVariantAttributes'],
      ],
      [{ specifications: [{ name: 'Colour', options: [] }], skus: [{ sku: 'L3', options: ['x'] }] }, ['specifications.0.options', 'catalog.optionRequired']],
      [{ specifications: [{ name: 'Colour', options: ['Red'] }], skus: [{ sku: 'L4' }] }, ['skus.0.options', 'catalog.optionsMismatch']],
      [{ supplierLinks: Array.from({ length: 6 }, (_, i) => `https://s.example/${i}`) }, ['supplierLinks', 'catalog.tooManyLinks']],
      [{ supplierLinks: ['ftp://nope'] }, ['supplierLinks', 'inventory.linkFormat']],
      [{ images: Array.from({ length: 21 }, (_, i) => `/files/images/1/${i}.png`) }, ['images', 'catalog.tooManyPictures']],
      [{ name: 'x'.repeat(51) }, ['name', 'validation.tooLong']],
      [{ name: '  ' }, ['name', 'validation.required']],
      [{ skus: [] }, ['skus', 'catalog.skuRequired']],
      [{ skus: [{ sku: 'DUP-1' }, { sku: 'dup-1' }] }, ['skus.1.sku', 'catalog.duplicateCode']],
      [
        {
          skus: [
            { sku: 'E-1', ean: '12345678' },
            { sku: 'E-2', ean: '12345678' },
          ],
        },
        ['skus.1.ean', 'catalog.duplicateCode'],
      ],
      [
        {
          skus: [
            { sku: 'E-3', barcode: 'bc' },
            { sku: 'E-4', barcode: 'BC' },
          ],
        },
        ['skus.1.barcode', 'catalog.duplicateCode'],
      ],
      [{ skus: [{ sku: 'E-5', ean: '123' }] }, ['skus.0.ean', 'form.barcode']],
      [{ skus: [{ sku: 'bad sku!' }] }, ['skus.0.sku', 'catalog.skuChars']],
      [{ skus: [{ sku: 'P-1', price: '1.234' }] }, ['skus.0.price', 'inventory.priceTwoDecimals']],
      [{ skus: [{ sku: 'W-1', weight: -1 }] }, ['skus.0.weight', 'inventory.nonNegativeInteger']],
      [{ length: -2 }, ['length', 'inventory.nonNegativeInteger']],
    ];
    for (const [over, expected] of cases) {
      const r = await create(base(over));
      expect(r.__typename, JSON.stringify(over)).toBe('ValidationError');
      expect(fields(r), JSON.stringify(over)).toContainEqual(expected);
    }
    expect(await counts()).toEqual(before);
  });

  it('keeps SPU, SKU, EAN and barcode unique in the company against existing rows, whatever the case', async () => {
    await created(base({ spu: 'UNIQ', skus: [{ sku: 'UNIQ-1', ean: '4006381333931', barcode: 'BAR-UNIQ' }] }));
    const before = await counts();
    const spu = await create(base({ spu: 'uniq' }));
    expect(fields(spu)).toEqual([['spu', 'catalog.codeTaken']]);
    expect(spu.fieldErrors[0].message).toBe('uniq is already used by another product');
    const sku = await create(base({ skus: [{ sku: 'ok-1' }, { sku: 'Uniq-1' }] }));
    expect(fields(sku)).toEqual([['skus.1.sku', 'catalog.codeTaken']]);
    const ean = await create(base({ skus: [{ sku: 'E-OK', ean: '4006381333931' }] }));
    expect(fields(ean)).toEqual([['skus.0.ean', 'catalog.codeTaken']]);
    const barcode = await create(base({ skus: [{ sku: 'B-OK', barcode: 'bar-uniq' }] }));
    expect(fields(barcode)).toEqual([['skus.0.barcode', 'catalog.codeTaken']]);
    expect(await counts()).toEqual(before);
    // another company may use the same codes
    expect((await create(base({ spu: 'UNIQ', skus: [{ sku: 'UNIQ-1', ean: '4006381333931' }] }), b.token)).__typename).toBe('MutationCreateProductSuccess');
  });

  it('names a developer of the company only', async () => {
    const own = await created(base({ developerId: a.userId }));
    expect(own).toMatchObject({ developerId: a.userId, developerName: 'Catalog A boss' });
    const before = await counts();
    const foreign = await create(base({ developerId: b.userId }));
    expect(fields(foreign)).toEqual([['developerId', 'catalog.developerNotFound']]);
    expect(await counts()).toEqual(before);
  });
});

describe('combination SKUs', () => {
  let partA: string;
  let partB: string;
  beforeAll(async () => {
    await created(base({ spu: 'PARTS', skus: [{ sku: 'PART-A' }, { sku: 'PART-B' }] }));
    [partA, partB] = ['PART-A', 'PART-B'];
    await created(base({ spu: 'B-PARTS', skus: [{ sku: 'B-ONLY' }] })).catch(() => undefined);
    await create(base({ spu: 'FOREIGN', skus: [{ sku: 'FOREIGN-PART' }] }), b.token);
  });

  it('makes a combination of SKUs of the company (also rows of the same product)', async () => {
    const p = await created(
      base({
        skus: [
          {
            sku: 'SET-1',
            components: [
              { sku: 'part-a', quantity: 2 },
              { sku: partB, quantity: 1 },
            ],
          },
          { sku: 'LOOSE-1' },
          { sku: 'SET-2', components: [{ sku: 'LOOSE-1', quantity: 3 }] },
        ],
      }),
    );
    const set1 = p.skus.find((s: { sku: string }) => s.sku === 'SET-1');
    expect(set1.isCombo).toBe(true);
    expect(set1.components.map((c: { quantity: number; componentSku: { sku: string } }) => [c.componentSku.sku, c.quantity])).toEqual([
      [partA, 2],
      [partB, 1],
    ]);
    expect(p.skus.find((s: { sku: string }) => s.sku === 'SET-2').components[0].componentSku.sku).toBe('LOOSE-1');
  });

  it('refuses unknown, foreign, combination, self, repeated and zero components, and stock on a combination', async () => {
    const before = await counts();
    const cases: [unknown[], [string, string]][] = [
      [[{ sku: 'NOPE', quantity: 1 }], ['skus.0.components.0.sku', 'catalog.componentNotFound']],
      [[{ sku: 'FOREIGN-PART', quantity: 1 }], ['skus.0.components.0.sku', 'catalog.componentNotFound']],
      [[{ sku: 'SET-1', quantity: 1 }], ['skus.0.components.0.sku', 'catalog.componentIsCombo']],
      [[{ sku: 'C-SELF', quantity: 1 }], ['skus.0.components.0.sku', 'catalog.componentSelf']],
      [
        [
          { sku: partA, quantity: 1 },
          { sku: partA, quantity: 2 },
        ],
        ['skus.0.components.1.sku', 'catalog.componentTwice'],
      ],
      [[{ sku: partA, quantity: 0 }], ['skus.0.components.0.quantity', 'inventory.quantityInteger']],
      [[{ sku: partA, quantity: -1 }], ['skus.0.components.0.quantity', 'inventory.quantityInteger']],
    ];
    for (const [components, expected] of cases) {
      const r = await create(base({ skus: [{ sku: 'C-SELF', components }] }));
      expect(fields(r), JSON.stringify(components)).toContainEqual(expected);
    }
    const stocked = await create(base({ openingWarehouseId: warehouseId, skus: [{ sku: 'C-STOCK', stock: 3, components: [{ sku: partA, quantity: 1 }] }] }));
    expect(fields(stocked)).toEqual([['skus.0.stock', 'catalog.comboNoStock']]);
    const inner = await create(
      base({
        skus: [
          { sku: 'IN-SET', components: [{ sku: partA, quantity: 1 }] },
          { sku: 'OUT-SET', components: [{ sku: 'in-set', quantity: 1 }] },
        ],
      }),
    );
    expect(fields(inner)).toEqual([['skus.1.components.0.sku', 'catalog.componentIsCombo']]);
    expect(await counts()).toEqual(before);
  });

  it('skuOptions lists the company SKUs with available stock; a combination counts the sets its parts make', async () => {
    const p = await created(
      base({
        spu: 'KIT',
        openingWarehouseId: warehouseId,
        skus: [
          { sku: 'KIT-PART', stock: 7 },
          { sku: 'KIT-SET', components: [{ sku: 'KIT-PART', quantity: 3 }] },
        ],
      }),
    );
    const r = await app.gql(
      'query($k: String, $w: Int) { skuOptions(keyword: $k, warehouseId: $w) { id sku productName isCombo available } }',
      { k: 'kit', w: warehouseId },
      { token: a.token },
    );
    expect(r.body.data.skuOptions).toEqual([
      { id: p.skus[0].id, sku: 'KIT-PART', productName: p.name, isCombo: false, available: 7 },
      { id: p.skus[1].id, sku: 'KIT-SET', productName: p.name, isCombo: true, available: 2 },
    ]);
    const none = await app.gql('{ skuOptions(keyword: "FOREIGN") { id } }', {}, { token: a.token });
    expect(none.body.data.skuOptions).toEqual([]);
    const noWarehouse = await app.gql('{ skuOptions(keyword: "KIT-PART") { available } }', {}, { token: a.token });
    expect(noWarehouse.body.data.skuOptions).toEqual([{ available: null }]);
  });
});

describe('opening stock', () => {
  it('receives the stock column of new rows into the chosen warehouse as an opening inbound', async () => {
    const p = await created(base({ openingWarehouseId: warehouseId, skus: [{ sku: 'OPEN-1', stock: 5, purchasePrice: '2.50' }, { sku: 'OPEN-2' }] }));
    const stock = await db().stock.findMany({ where: { skuId: { in: p.skus.map((s: { id: number }) => s.id) } } });
    expect(stock.map((s) => [s.skuId, s.warehouseId, s.quantity, Number(s.purchasePrice)])).toEqual([[p.skus[0].id, warehouseId, 5, 2.5]]);
    const ledger = await db().stockLedger.findMany({ where: { skuId: p.skus[0].id } });
    expect(ledger.map((l) => [l.type, l.quantityChange, l.billType, l.billNo])).toEqual([['inbound', 5, 'opening', `OPEN-${p.spu}`]]);
  });

  it('needs a warehouse of the company that is enabled', async () => {
    const before = await counts();
    expect(fields(await create(base({ skus: [{ sku: 'OPEN-X', stock: 1 }] })))).toEqual([['openingWarehouseId', 'catalog.openingWarehouseRequired']]);
    expect(fields(await create(base({ openingWarehouseId: foreignWarehouseId, skus: [{ sku: 'OPEN-X', stock: 1 }] })))).toEqual([
      ['openingWarehouseId', 'catalog.warehouseNotFound'],
    ]);
    expect(fields(await create(base({ openingWarehouseId: disabledWarehouseId, skus: [{ sku: 'OPEN-X', stock: 1 }] })))).toEqual([
      ['openingWarehouseId', 'catalog.warehouseDisabled'],
    ]);
    expect(fields(await create(base({ skus: [{ sku: 'OPEN-X', stock: -1 }] })))).toEqual([['skus.0.stock', 'inventory.nonNegativeInteger']]);
    expect(await counts()).toEqual(before);
  });
});

describe('updateProduct', () => {
  it('updates kept rows by id, adds new rows, removes rows without stock', async () => {
    const p = await created(base({ skus: [{ sku: 'UP-1' }, { sku: 'UP-2' }] }));
    const [one] = p.skus;
    const r = await update(p.id, base({ spu: p.spu, name: 'Renamed', skus: [{ id: one.id, sku: 'UP-1B', price: '5' }, { sku: 'UP-3' }] }));
    expect(r.__typename).toBe('MutationUpdateProductSuccess');
    expect(r.data.name).toBe('Renamed');
    expect(r.data.skus.map((s: { id: number; sku: string }) => s.sku)).toEqual(['UP-1B', 'UP-3']);
    expect(r.data.skus[0].id).toBe(one.id);
  });

  it('keeps a row that has stock, and refuses a row id of another product', async () => {
    const p = await created(base({ openingWarehouseId: warehouseId, skus: [{ sku: 'KEEP-1', stock: 1 }, { sku: 'KEEP-2' }] }));
    const other = await created(base());
    const before = await counts();
    const removed = await update(p.id, base({ spu: p.spu, skus: [{ id: p.skus[1].id, sku: 'KEEP-2' }] }));
    expect(removed).toMatchObject({
      __typename: 'BusinessError',
      messageId: 'catalog.skuInUse',
      message: 'The SKU KEEP-1 has stock or stock records and cannot be removed',
    });
    const stolen = await update(
      p.id,
      base({
        spu: p.spu,
        skus: [
          { id: p.skus[0].id, sku: 'KEEP-1' },
          { id: other.skus[0].id, sku: 'STOLEN' },
        ],
      }),
    );
    expect(fields(stolen)).toContainEqual(['skus.1.id', 'catalog.skuUnknown']);
    expect(await counts()).toEqual(before);
  });

  it('refuses removing a SKU that is a component of another product', async () => {
    const part = await created(base({ skus: [{ sku: 'USED-PART' }, { sku: 'FREE-PART' }] }));
    await created(base({ skus: [{ sku: 'USES-PART', components: [{ sku: 'USED-PART', quantity: 1 }] }] }));
    const r = await update(part.id, base({ spu: part.spu, skus: [{ id: part.skus[1].id, sku: 'FREE-PART' }] }));
    expect(r).toMatchObject({ __typename: 'BusinessError', messageId: 'catalog.skuIsComponent' });
    const combo = await update(
      part.id,
      base({
        spu: part.spu,
        skus: [
          { id: part.skus[0].id, sku: 'USED-PART', components: [{ sku: 'FREE-PART', quantity: 1 }] },
          { id: part.skus[1].id, sku: 'FREE-PART' },
        ],
      }),
    );
    expect(fields(combo)).toEqual([['skus.0.components', 'catalog.comboInUse']]);
  });

  it('another company product is not found', async () => {
    const foreign = await create(base(), b.token);
    const r = await update(foreign.data.id, base());
    expect(r.__typename).toBe('NotFoundError');
    const q = await app.gql('query($id: Int!) { product(id: $id) { id } }', { id: foreign.data.id }, { token: a.token });
    expect(q.body.data.product).toBeNull();
  });
});

describe('review lifecycle (draft → reviewing → rejected / approved)', () => {
  let p: { id: number; spu: string };
  beforeEach(async () => {
    p = await created(base());
  });
  const statusOf = async (id: number) => (await db().product.findUnique({ where: { id } }))!.status;

  it('submits, rejects with a reason, resubmits, approves; editing an approved product sends it back to draft', async () => {
    expect(await batch('submitProducts', { ids: [p.id] })).toMatchObject({
      __typename: 'MutationSubmitProductsSuccess',
      data: [{ id: p.id, status: 'reviewing' }],
    });
    const noReason = await batch('reviewProducts', { ids: [p.id], approve: false, reason: '  ' });
    expect(noReason.__typename).toBe('ValidationError');
    expect(fields(noReason)).toEqual([['reason', 'catalog.rejectReasonRequired']]);
    expect(noReason.fieldErrors[0].message).toBe('Rejection needs a reason');
    expect(await statusOf(p.id)).toBe('reviewing');
    expect(await batch('reviewProducts', { ids: [p.id], approve: false, reason: 'Blurry main image' })).toMatchObject({
      data: [{ status: 'rejected', rejectReason: 'Blurry main image' }],
    });
    expect(await batch('submitProducts', { ids: [p.id] })).toMatchObject({ data: [{ status: 'reviewing' }] });
    expect(await batch('reviewProducts', { ids: [p.id], approve: true })).toMatchObject({ data: [{ status: 'approved', rejectReason: '' }] });
    const edited = await update(p.id, base({ spu: p.spu, name: 'Changed after approval' }));
    expect(edited.data.status).toBe('draft');
  });

  it('refuses illegal moves with one message: submit twice, review a draft, edit under review', async () => {
    await batch('submitProducts', { ids: [p.id] });
    const again = await batch('submitProducts', { ids: [p.id] });
    expect(again).toMatchObject({
      __typename: 'BatchRefusedError',
      messageId: 'catalog.batchRefused',
      message: '1 of the ticked products cannot be submitted; nothing was changed',
    });
    expect(again.failures).toEqual([
      { id: p.id, label: p.spu, messageId: 'inventory.illegalTransition', message: 'This product is under review and cannot be submitted' },
    ]);
    const edit = await update(p.id, base({ spu: p.spu }));
    expect(edit).toMatchObject({
      __typename: 'BusinessError',
      messageId: 'inventory.illegalTransition',
      message: 'This product is under review and cannot be edited',
    });
    const draft = await created(base());
    const review = await batch('reviewProducts', { ids: [draft.id], approve: true });
    expect(review.failures[0].message).toBe('This product is a draft and cannot be approved');
  });

  it('needs the main image and a platform to submit', async () => {
    const bare = await created(base({ mainImage: '', platforms: [] }));
    const r = await batch('submitProducts', { ids: [bare.id] });
    expect(r.failures.map((f: { messageId: string }) => f.messageId)).toEqual(['catalog.mainImageRequired', 'catalog.platformRequired']);
    expect(await statusOf(bare.id)).toBe('draft');
  });

  it('is all or nothing: one bad product refuses the batch and changes nobody', async () => {
    const reviewing = await created(base());
    await batch('submitProducts', { ids: [reviewing.id] });
    const foreign = (await create(base(), b.token)).data;
    const r = await batch('submitProducts', { ids: [p.id, reviewing.id, foreign.id] });
    expect(r.__typename).toBe('BatchRefusedError');
    expect(r.failures.map((f: { id: number; messageId: string }) => [f.id, f.messageId])).toEqual([
      [foreign.id, 'catalog.notFound'],
      [reviewing.id, 'inventory.illegalTransition'],
    ]);
    expect(await statusOf(p.id)).toBe('draft');
    expect(await statusOf(foreign.id)).toBe('draft');
    expect(fields(await batch('submitProducts', { ids: [] }))).toEqual([['ids', 'inventory.tickAtLeastOne']]);
  });
});

describe('deleteProducts', () => {
  it('deletes drafts and rejected products; refuses those under review or holding stock, all or nothing', async () => {
    const draft = await created(base());
    const stocked = await created(base({ openingWarehouseId: warehouseId, skus: [{ sku: `STK-${seq}`, stock: 2 }] }));
    const reviewing = await created(base());
    await batch('submitProducts', { ids: [reviewing.id] });
    const r = await batch('deleteProducts', { ids: [draft.id, stocked.id, reviewing.id] });
    expect(r.__typename).toBe('BatchRefusedError');
    expect(r.failures.map((f: { id: number; messageId: string }) => [f.id, f.messageId]).sort()).toEqual([
      [stocked.id, 'catalog.skuInUse'],
      [reviewing.id, 'inventory.illegalTransition'],
    ]);
    expect(await db().product.count({ where: { id: draft.id } })).toBe(1);
    expect(await batch('deleteProducts', { ids: [draft.id] })).toEqual({ __typename: 'MutationDeleteProductsSuccess', data: 1 });
    expect(await db().sku.count({ where: { productId: draft.id } })).toBe(0);
  });

  it('refuses a product whose SKU is a component of another product, unless both go together', async () => {
    const part = await created(base({ skus: [{ sku: `DP-${seq}` }] }));
    const set = await created(base({ skus: [{ sku: `DS-${seq}`, components: [{ sku: part.skus[0].sku, quantity: 2 }] }] }));
    const alone = await batch('deleteProducts', { ids: [part.id] });
    expect(alone.failures[0].messageId).toBe('catalog.skuIsComponent');
    expect(await batch('deleteProducts', { ids: [part.id, set.id] })).toMatchObject({ data: 2 });
  });
});

describe('products list', () => {
  it('filters by status, keyword (spu, name, sku), developer and platform, with per-status counts', async () => {
    const tag = `LIST${seq}`;
    const one = await created(base({ spu: `${tag}-1`, platforms: [2], developerId: a.userId }));
    const two = await created(base({ spu: `${tag}-2`, skus: [{ sku: `${tag}-SKU-X` }] }));
    await batch('submitProducts', { ids: [two.id] });
    const list = async (filter: Record<string, unknown>) => {
      const r = await app.gql(
        'query($f: ProductFilter) { products(first: 50, filter: $f) { totalCount edges { node { id } } } productStatusCounts(filter: $f) { all draft reviewing rejected approved } }',
        { f: filter },
        { token: a.token },
      );
      if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
      return {
        ids: r.body.data.products.edges.map((e: { node: { id: number } }) => e.node.id),
        total: r.body.data.products.totalCount,
        counts: r.body.data.productStatusCounts,
      };
    };
    expect((await list({ keyword: tag.toLowerCase() })).ids.sort()).toEqual([one.id, two.id].sort());
    expect(await list({ keyword: tag, status: 'reviewing' })).toMatchObject({ ids: [two.id], total: 1, counts: { all: 2, draft: 1, reviewing: 1 } });
    expect((await list({ keyword: `${tag}-SKU-X` })).ids).toEqual([two.id]);
    expect((await list({ keyword: tag, platform: 2 })).ids).toEqual([one.id]);
    expect((await list({ keyword: tag, developerId: a.userId })).ids).toEqual([one.id]);
    const bad = await app.gql('{ products(first: 5, filter: { status: "bogus" }) { totalCount } }', {}, { token: a.token, lang: 'en' });
    expect(bad.body.errors[0].message).toBeDefined();
  });
});
