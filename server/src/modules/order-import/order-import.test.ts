// Order import (REST multipart, .xlsx and .csv): checks, grouping, idempotence, bulk SKU matching,
// tenancy and permission, against the real app.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyWorld, PASSWORD, worldsSuite, type TestApp } from '../../../test/harness';
import { unscopedDb } from '../../platform/db';
import { hashPassword } from '../../platform/passwords';
import { postMultipart, TINY_PNG } from '../storage/multipart.testing';
import { contextOf } from '../inventory/fixtures';
import { parseCsv } from '../../platform/csv';
import { ORDER_IMPORT_COLUMNS, importOrderRows, recoverOrderImportRules, parseImportDate, readOrderFile } from './order-import.service';

let app: TestApp;
let a: Awaited<ReturnType<TestApp['company']>>;
let b: Awaited<ReturnType<TestApp['company']>>;
const shops: Record<string, number> = {};
const skus: Record<string, number> = {};
const db = () => unscopedDb(app.platform.database.prisma, 'test checks');

const KEYS = ORDER_IMPORT_COLUMNS.map((c) => c.key);
type Row = Record<string, string | number>;

/** A .csv with the column keys as headers (the importer reads keys, zh and en headers). */
function csv(rows: Row[], headers = KEYS): Buffer {
  const q = (v: string | number | undefined) => {
    const s = String(v ?? '');
    return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return Buffer.from([headers.join(','), ...rows.map((r) => headers.map((k) => q(r[k])).join(','))].join('\r\n') + '\r\n');
}

async function xlsx(rows: (Row | (string | number | Date)[])[], headers: string[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Orders');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(Array.isArray(r) ? r : headers.map((k) => r[k] ?? ''));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const upload = (data: Buffer, name = 'orders.csv', token = a.token, lang = 'en') =>
  postMultipart(app, 'orders/import', [{ name: 'file', filename: name, data }], { token, lang });
const orderCount = (companyId = a.companyId) => db().order.count({ where: { companyId } });
const itemCount = (companyId = a.companyId) => db().orderItem.count({ where: { companyId } });

const line = (over: Row = {}): Row => ({
  shop: 'eBay One',
  platformOrderNo: 'E-1',
  buyerAccount: 'alice',
  buyerName: 'Alice',
  country: 'us',
  postcode: '90001',
  address1: '1 Main St',
  currency: 'usd',
  orderedAt: '2026-11-20 10:30',
  shipBy: '2026-11-23',
  platformSku: 'TEE-RED',
  title: 'Red tee',
  quantity: 2,
  unitPrice: '9.90',
  ...over,
});

async function subAccount(companyId: number, permissions: string[], allowShopIds: number[] = []) {
  const role = await db().role.create({ data: { companyId, name: `r${Math.random()}`, permissions } });
  const username = `sub_${Math.random().toString(36).slice(2, 9)}`;
  await db().user.create({
    data: { companyId, username, passwordHash: await hashPassword(PASSWORD), realname: username, isMain: false, roleId: role.id, allowShopIds },
  });
  return app.login(username);
}

worldsSuite(companyWorld, ['Importer', 'Other Co'], (...s) => ([app, a, b] = s));
beforeAll(async () => {
  const shop = (companyId: number, platformType: number, shopName: string) =>
    db().shop.create({ data: { companyId, platformType, platform: platformType === 1 ? 'ebay' : 'amazon', shopName, status: 1 } });
  shops.ebay = (await shop(a.companyId, 1, 'eBay One')).id;
  shops.amazon = (await shop(a.companyId, 2, 'Amazon One')).id;
  shops.twinEbay = (await shop(a.companyId, 1, 'Twin')).id;
  shops.twinAmazon = (await shop(a.companyId, 2, 'Twin')).id;
  shops.template = (await shop(a.companyId, 1, 'My eBay shop')).id;
  shops.foreign = (await shop(b.companyId, 1, 'Foreign shop')).id;
  const product = await db().product.create({ data: { companyId: a.companyId, spu: 'TEE', name: 'Tee' } });
  const sku = (code: string, extra: object = {}) => db().sku.create({ data: { companyId: a.companyId, productId: product.id, sku: code, ...extra } });
  skus.red = (await sku('TEE-RED', { weight: 150 })).id;
  skus.blue = (await sku('TEE-BLUE', { aliases: ['BLUE-ALIAS', 'blue-2'], weight: 100 })).id;
  skus.pack = (await sku('TEE-PACK', { weight: 10 })).id;
  skus.platformPack = (await sku('TEE-PLATFORM', { weight: 1 })).id;
  // the shop's own pairing wins over the platform-wide one and over a SKU of the same code
  await db().skuPairing.create({
    data: { companyId: a.companyId, platformType: 1, shopId: shops.ebay, platformSku: 'AMZ-PACK', skuId: skus.pack, unitsPerItem: 3 },
  });
  await db().skuPairing.create({
    data: { companyId: a.companyId, platformType: 1, shopId: 0, platformSku: 'amz-pack', skuId: skus.platformPack, unitsPerItem: 1 },
  });
  await db().skuPairing.create({
    data: { companyId: a.companyId, platformType: 1, shopId: 0, platformSku: 'EVERY-SHOP', skuId: skus.platformPack, unitsPerItem: 2 },
  });
  // another company's SKU of the same code must never match
  const bProduct = await db().product.create({ data: { companyId: b.companyId, spu: 'X', name: 'X' } });
  await db().sku.create({ data: { companyId: b.companyId, productId: bProduct.id, sku: 'ONLY-B' } });
});

describe('POST api/v1/orders/import', () => {
  it('groups rows into orders by shop and platform order number, writes them in bulk and matches SKUs by pairing, SKU and alias', async () => {
    const r = await upload(
      csv([
        line(),
        line({ platformSku: 'BLUE-ALIAS', quantity: 1, unitPrice: '5', title: 'Blue, "alias"' }),
        line({ platformSku: 'AMZ-PACK', quantity: 1, unitPrice: '0' }),
        line({
          platformOrderNo: 'E-2',
          buyerAccount: 'bob',
          platformSku: 'EVERY-SHOP',
          quantity: 3,
          unitPrice: '1.5',
          shippingFee: '4.2',
          paidAt: '2026-11-20T11:00:00+08:00',
        }),
        // same platform number in another shop: another order
        line({ shop: String(shops.amazon), platformSku: 'NOT-KNOWN', quantity: 1 }),
        line({ shop: 'amazon one', platformSku: 'ONLY-B', quantity: 1 }),
        // codes compare exactly, as in the order pipeline
        line({ shop: 'amazon one', platformSku: 'tee-red', quantity: 1 }),
      ]),
    );
    expect(r.body, JSON.stringify(r.body)).toMatchObject({
      code: 0,
      data: { orders: 3, items: 7, skipped: 0, matchedItems: 4, unmatchedItems: 3, rulesInBackground: false },
    });
    const orders = await db().order.findMany({
      where: { companyId: a.companyId },
      include: { items: { orderBy: { id: 'asc' } }, history: true },
      orderBy: { id: 'asc' },
    });
    expect(orders).toHaveLength(3);
    const [e1, e2, am] = orders;
    expect(e1).toMatchObject({
      shopId: shops.ebay,
      platformType: 1,
      platformOrderNo: 'E-1',
      pullKey: 'E-1',
      orderNo: 'E-1',
      source: 'import',
      status: 'processing',
      buyerAccount: 'alice',
      buyerName: 'Alice',
      country: 'US',
      postcode: '90001',
      currency: 'USD',
      matched: true,
      orderedAt: new Date('2026-11-20T10:30:00Z'),
      shipBy: new Date('2026-11-23T00:00:00Z'),
      paidAt: null,
    });
    expect(String(e1.itemsTotal)).toBe('24.8');
    expect(e1.estimatedWeight).toBe(150 * 2 + 100 + 10 * 3);
    expect(e1.items.map((i) => [i.platformSku, i.skuId, i.matchedBy, i.unitsPerItem, i.quantity, String(i.unitPrice), i.title])).toEqual([
      ['TEE-RED', skus.red, 'sku', 1, 2, '9.9', 'Red tee'],
      ['BLUE-ALIAS', skus.blue, 'alias', 1, 1, '5', 'Blue, "alias"'],
      ['AMZ-PACK', skus.pack, 'pairing', 3, 1, '0', 'Red tee'],
    ]);
    expect(e1.history).toEqual([
      expect.objectContaining({
        action: 'import',
        toStatus: 'processing',
        messageId: 'orderImport.history.imported',
        params: { file: 'orders.csv' },
        operatorId: a.userId,
      }),
    ]);
    expect(e2).toMatchObject({ platformOrderNo: 'E-2', buyerAccount: 'bob', matched: true, paidAt: new Date('2026-11-20T03:00:00Z') });
    expect([String(e2.itemsTotal), String(e2.shippingFee), String(e2.totalAmount)]).toEqual(['4.5', '4.2', '8.7']);
    expect(e2.items.map((i) => [i.skuId, i.matchedBy, i.unitsPerItem])).toEqual([[skus.platformPack, 'pairing', 2]]);
    // a platform-wide pairing of eBay does not apply to the Amazon shop; company B's SKU never matches
    // the same marketplace number in a second shop: our number gets the shop prefix, as for pulled orders
    expect(am).toMatchObject({ shopId: shops.amazon, platformType: 2, platformOrderNo: 'E-1', orderNo: `S${shops.amazon}-E-1`, matched: false });
    expect(e2.orderNo).toBe('E-2');
    expect(am.items.map((i) => i.skuId)).toEqual([null, null, null]);
  });

  it('is idempotent: the same file again imports nothing and reports the orders it skipped', async () => {
    const file = csv([line({ platformOrderNo: 'IDEM-1' }), line({ platformOrderNo: 'IDEM-1', platformSku: 'TEE-BLUE' }), line({ platformOrderNo: 'IDEM-2' })]);
    const first = await upload(file);
    expect(first.body.data).toMatchObject({ orders: 2, items: 3, skipped: 0 });
    const before = [await orderCount(), await itemCount()];
    const again = await upload(file);
    expect(again.body).toMatchObject({
      code: 0,
      data: {
        orders: 0,
        items: 0,
        skipped: 2,
        skippedOrders: [
          { row: 2, shop: 'eBay One', platformOrderNo: 'IDEM-1' },
          { row: 4, shop: 'eBay One', platformOrderNo: 'IDEM-2' },
        ],
      },
    });
    expect([await orderCount(), await itemCount()]).toEqual(before);
    // a file with a new order next to old ones: only the new one
    const mixed = await upload(csv([line({ platformOrderNo: 'IDEM-2' }), line({ platformOrderNo: 'IDEM-3' })]));
    expect(mixed.body.data).toMatchObject({ orders: 1, skipped: 1 });
    // the same number in another shop is another order; our number gets the shop prefix
    expect((await upload(csv([line({ platformOrderNo: 'IDEM-3', shop: 'Amazon One' })]))).body.data).toMatchObject({ orders: 1, skipped: 0 });
    expect((await db().order.findFirstOrThrow({ where: { companyId: a.companyId, shopId: shops.amazon, platformOrderNo: 'IDEM-3' } })).orderNo).toBe(
      `S${shops.amazon}-IDEM-3`,
    );
  });

  it('refuses a file with any bad row as a whole: every problem with its row and column, nothing written', async () => {
    const before = [await orderCount(), await itemCount(), await orderCount(b.companyId)];
    const r = await upload(
      csv([
        line({ platformOrderNo: 'BAD-OK' }), // row 2 is fine, but is not imported either
        line({ platformOrderNo: 'BAD-1', shop: '', platformSku: '', quantity: '' }), // 3
        line({ platformOrderNo: 'BAD-2', quantity: 0 }), // 4
        line({ platformOrderNo: 'BAD-3', quantity: '1.5', unitPrice: '-1' }), // 5
        line({ platformOrderNo: 'BAD-4', unitPrice: '1.234', shippingFee: 'x' }), // 6
        line({ platformOrderNo: 'BAD-5', orderedAt: '2026-02-30', shipBy: 'tomorrow' }), // 7
        line({ platformOrderNo: 'BAD-6', country: 'USA', currency: 'US' }), // 8
        line({ platformOrderNo: 'BAD-7', shop: 'Foreign shop' }), // 9
        line({ platformOrderNo: 'BAD-8', shop: String(shops.foreign) }), // 10
        line({ platformOrderNo: 'BAD-9', shop: 'Twin' }), // 11
        line({ platformOrderNo: 'BAD-OK', buyerName: 'Somebody else' }), // 12
        line({ platformOrderNo: 'BAD-10', orderedAt: '', quantity: 100000, buyerName: 'x'.repeat(256) }), // 13
        line({ platformOrderNo: 'BAD-11', country: '' }), // 14
        line({ platformOrderNo: 'BAD-12', unitPrice: '9,90' }), // 15: a decimal comma is not guessed
      ]),
    );
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(1);
    expect(r.body.message).toBe(`${r.body.data.errors.length} problems in the file; nothing was imported`);
    const errors = r.body.data.errors.map((e: { row: number; column: string; message: string }) => [e.row, e.column, e.message]);
    expect(errors).toEqual([
      [3, 'Shop', '“Shop” is required'],
      [3, 'Platform SKU', '“Platform SKU” is required'],
      [3, 'Quantity', '“Quantity” is required'],
      [4, 'Quantity', 'The quantity must be a whole number from 1 to 99999'],
      [5, 'Quantity', 'The quantity must be a whole number from 1 to 99999'],
      [5, 'Unit price', '“Unit price” must be a number from 0 with at most 2 decimals'],
      [6, 'Unit price', '“Unit price” must be a number from 0 with at most 2 decimals'],
      [6, 'Shipping fee', '“Shipping fee” must be a number from 0 with at most 2 decimals'],
      [7, 'Ordered at', '“2026-02-30” is not a valid date (use YYYY-MM-DD HH:mm)'],
      [7, 'Ship by', '“tomorrow” is not a valid date (use YYYY-MM-DD HH:mm)'],
      [8, 'Country', 'The country must be a two-letter code (ISO 3166-1), e.g. US'],
      [8, 'Currency', 'The currency must be a three-letter code, e.g. USD'],
      [9, 'Shop', 'No shop “Foreign shop” in your company'],
      [10, 'Shop', `No shop “${shops.foreign}” in your company`],
      [11, 'Shop', 'Several shops are named “Twin”; please give the shop id'],
      [12, 'Buyer name', 'The rows of order BAD-OK give different values for “Buyer name”'],
      [13, 'Buyer name', '“Buyer name” may be at most 255 characters'],
      [13, 'Ordered at', '“Ordered at” is required'],
      [13, 'Quantity', 'The quantity must be a whole number from 1 to 99999'],
      [14, 'Country', '“Country” is required'],
      [15, 'Unit price', '“Unit price” must be a number from 0 with at most 2 decimals'],
    ]);
    expect([await orderCount(), await itemCount(), await orderCount(b.companyId)]).toEqual(before);
  });

  it('answers in the caller’s language and reads Chinese headers', async () => {
    const { translate } = await import('@erp/schema');
    const headers = KEYS.map((k) => translate('zh', `orderImport.col.${k}`));
    const file = Buffer.from(
      [headers.join(','), KEYS.map((k) => (k === 'quantity' ? '0' : String(line({ platformOrderNo: 'ZH-1' })[k] ?? ''))).join(',')].join('\n'),
    );
    const r = await upload(file, 'orders.csv', a.token, 'zh');
    expect(r.body.message).toBe('文件中有 1 处问题，未导入任何订单');
    expect(r.body.data.errors).toEqual([{ row: 2, column: '数量', field: 'quantity', message: '数量必须是 1 到 99999 之间的整数' }]);
  });

  it('reads .xlsx with date cells and numbers, and the template in either language imports back', async () => {
    const r = await upload(
      await xlsx(
        [
          [String(shops.ebay), 'XL-1', 'US', new Date(Date.UTC(2026, 10, 21, 8, 15)), 'TEE-RED', 3, 9.5],
          [shops.ebay, 'XL-1', '', '', 'TEE-BLUE', 1, 0.1 + 0.2],
        ],
        ['shop', 'platformOrderNo', 'country', 'orderedAt', 'platformSku', 'quantity', 'unitPrice'],
      ),
      'orders.xlsx',
    );
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: 0, data: { orders: 1, items: 2, matchedItems: 2 } });
    const o = await db().order.findFirstOrThrow({ where: { companyId: a.companyId, platformOrderNo: 'XL-1' }, include: { items: true } });
    expect(o.orderedAt).toEqual(new Date('2026-11-21T08:15:00Z'));
    expect(o.items.map((i) => [i.quantity, String(i.unitPrice)]).sort()).toEqual([
      [1, '0.3'],
      [3, '9.5'],
    ]);

    for (const lang of ['zh', 'en']) {
      const t = await app.http.inject({ method: 'GET', url: `/api/v1/orders/importTemplate?lang=${lang}` });
      expect(t.statusCode).toBe(200);
      expect(t.headers['content-type']).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(t.rawPayload as never);
      expect(wb.worksheets[0].getRow(1).getCell(1).value).toBe(lang === 'zh' ? '店铺' : 'Shop');
      const imported = await upload(t.rawPayload, 'template.xlsx', a.token, lang);
      expect(imported.body, JSON.stringify(imported.body)).toMatchObject({
        code: 0,
        data: { orders: lang === 'zh' ? 1 : 0, skipped: lang === 'zh' ? 0 : 1, items: lang === 'zh' ? 2 : 0 },
      });
    }
  });

  it('refuses what is not a usable file, and callers without the permission or a token', async () => {
    expect((await upload(TINY_PNG, 'x.xlsx')).body.message).toBe('The file is not an Excel (.xlsx) workbook or a .csv file');
    expect((await upload(csv([line()], ['shop', 'platformSku']))).body.message).toBe('The column “Platform order number” is missing; please use the template');
    expect((await upload(csv([]))).body.message).toBe('The file has no order rows');
    expect((await postMultipart(app, 'orders/import', [{ name: 'file', filename: 'a.csv', data: csv([line({ platformOrderNo: 'NOAUTH' })]) }])).status).toBe(
      401,
    );
    const before = await orderCount();
    const viewer = await subAccount(a.companyId, ['orders']);
    const denied = await upload(csv([line({ platformOrderNo: 'DENIED' })]), 'a.csv', viewer);
    expect(denied.status).toBe(403);
    expect(await orderCount()).toBe(before);
    const allowed = await subAccount(a.companyId, ['orders', 'order.create']);
    expect((await upload(csv([line({ platformOrderNo: 'ALLOWED' })]), 'a.csv', allowed)).body.data).toMatchObject({ orders: 1 });
  });

  it('a sub-account imports only into its allowed shops; company B cannot import into A’s shops', async () => {
    const before = await orderCount();
    const narrow = await subAccount(a.companyId, ['orders', 'order.create'], [shops.amazon]);
    const r = await upload(csv([line({ platformOrderNo: 'NARROW-1' }), line({ platformOrderNo: 'NARROW-2', shop: 'Amazon One' })]), 'a.csv', narrow);
    expect(r.body.data.errors).toEqual([expect.objectContaining({ row: 2, field: 'shop', message: 'No shop “eBay One” in your company' })]);
    const fromB = await upload(
      csv([line({ platformOrderNo: 'B-1', shop: String(shops.ebay) }), line({ platformOrderNo: 'B-2', shop: 'eBay One' })]),
      'b.csv',
      b.token,
    );
    expect(fromB.body.data.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [2, 'shop'],
      [3, 'shop'],
    ]);
    expect(await orderCount()).toBe(before);
    expect(await orderCount(b.companyId)).toBe(0);
  });

  it('imports rows in bulk and hands the per-order rules of a big import to a background job', async () => {
    const rows = Array.from({ length: 200 }, (_, i) => line({ platformOrderNo: `BIG-${i >> 1}`, platformSku: i % 4 < 2 ? 'TEE-RED' : 'nope' }));
    const file = await readOrderFile(csv(rows), 'big.csv');
    const ctx = await contextOf(app, a.token);
    // the threshold lowered for the test (ORDER_IMPORT_INLINE_RULES orders in production)
    const r = await importOrderRows(ctx, file, { fileName: 'big.csv', inlineRulesMax: 10 });
    expect(r).toMatchObject({ orders: 100, items: 200, matchedItems: 100, unmatchedItems: 100, rulesInBackground: true });
    await app.platform.jobs.idle();
    expect(await db().order.count({ where: { companyId: a.companyId, platformOrderNo: { startsWith: 'BIG-' }, matched: true } })).toBe(50);
    const small = await importOrderRows(ctx, await readOrderFile(csv([line({ platformOrderNo: 'SMALL-1' })]), 'small.csv'), { inlineRulesMax: 10 });
    expect(small).toMatchObject({ orders: 1, rulesInBackground: false });
  });

  it('keeps a big import marked "rules pending" until its rules ran, and queues them again at boot when the job was lost', async () => {
    const rows = Array.from({ length: 40 }, (_, i) => line({ platformOrderNo: `LOST-${i >> 1}`, platformSku: i % 4 < 2 ? 'TEE-RED' : 'nope' }));
    const ctx = await contextOf(app, a.token);
    // The process "dies" right after the import commits: the queued job never runs.
    const lostJob = { ...ctx, platform: { ...ctx.platform, jobs: { ...ctx.platform.jobs, enqueue: async () => undefined } } };
    const r = await importOrderRows(lostJob, await readOrderFile(csv(rows), 'lost.csv'), { inlineRulesMax: 10 });
    expect(r).toMatchObject({ orders: 20, rulesInBackground: true });
    const lost = { companyId: a.companyId, platformOrderNo: { startsWith: 'LOST-' } };
    expect(await db().order.count({ where: { ...lost, rulesPending: true } })).toBe(20);

    expect(await recoverOrderImportRules(app.platform)).toBe(20);
    await app.platform.jobs.idle();
    expect(await db().order.count({ where: { ...lost, rulesPending: true } })).toBe(0);
    expect(await recoverOrderImportRules(app.platform)).toBe(0);
  });
});

describe('importOrders (GraphQL, rows as JSON)', () => {
  const M = `mutation($rows: [OrderImportRowInput!]!) { importOrders(rows: $rows) {
    __typename
    ... on MutationImportOrdersSuccess { data { orders items skipped matchedItems unmatchedItems rulesInBackground skippedOrders { row platformOrderNo } } }
    ... on OrderImportRowsError { message rows { row column field message } }
    ... on ValidationError { message fieldErrors { field message } }
  } }`;
  const rows = (...over: Row[]) => over.map((o) => Object.fromEntries(Object.entries(line(o)).map(([k, v]) => [k, String(v)])));

  it('imports the rows like a file, and refuses bad rows by position with nothing written', async () => {
    const ok = await app.gql(
      M,
      { rows: rows({ platformOrderNo: 'GQL-1' }, { platformOrderNo: 'GQL-1', platformSku: 'TEE-BLUE', quantity: 1 }) },
      { token: a.token, lang: 'en' },
    );
    expect(ok.body.data.importOrders).toEqual({
      __typename: 'MutationImportOrdersSuccess',
      data: { orders: 1, items: 2, skipped: 0, matchedItems: 2, unmatchedItems: 0, rulesInBackground: false, skippedOrders: [] },
    });
    const again = await app.gql(M, { rows: rows({ platformOrderNo: 'GQL-1' }) }, { token: a.token, lang: 'en' });
    expect(again.body.data.importOrders.data).toMatchObject({ orders: 0, skipped: 1, skippedOrders: [{ row: 1, platformOrderNo: 'GQL-1' }] });
    const before = await orderCount();
    const bad = await app.gql(
      M,
      { rows: rows({ platformOrderNo: 'GQL-2' }, { platformOrderNo: 'GQL-3', quantity: '-1', shop: String(shops.foreign) }) },
      { token: a.token, lang: 'en' },
    );
    expect(bad.body.data.importOrders).toEqual({
      __typename: 'OrderImportRowsError',
      message: '2 problems in the file; nothing was imported',
      rows: [
        { row: 2, column: 'Shop', field: 'shop', message: `No shop “${shops.foreign}” in your company` },
        { row: 2, column: 'Quantity', field: 'quantity', message: 'The quantity must be a whole number from 1 to 99999' },
      ],
    });
    const none = await app.gql(M, { rows: [] }, { token: a.token, lang: 'en' });
    expect(none.body.data.importOrders).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'rows', message: 'The file has no order rows' }],
    });
    expect(await orderCount()).toBe(before);
  });
});

describe('parsing', () => {
  it('reads CSV quotes, separators and line breaks', () => {
    expect(parseCsv('a;b\r\n"x;1";"say ""hi"""\n"multi\nline";2')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x;1', 'say "hi"'] },
      { line: 3, cells: ['multi\nline', '2'] },
    ]);
  });
  it('reads the usual date forms as UTC and refuses impossible ones', () => {
    expect(parseImportDate('2026-11-20')).toEqual(new Date('2026-11-20T00:00:00Z'));
    expect(parseImportDate('2026/1/5 7:05')).toEqual(new Date('2026-01-05T07:05:00Z'));
    expect(parseImportDate('2026-11-20T10:00:00.5+01:00')).toEqual(new Date('2026-11-20T09:00:00.500Z'));
    expect(parseImportDate('46000.5')).toEqual(new Date('2025-12-09T12:00:00Z'));
    for (const bad of ['2026-13-01', '2026-02-29', '1999-01-01', '20.11.2026', '2026-11-20 25:00', 'now']) expect(parseImportDate(bad), bad).toBeNull();
  });
});
