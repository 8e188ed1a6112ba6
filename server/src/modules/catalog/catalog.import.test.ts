// Excel import (REST multipart) and export (task queue) of the product library, with real .xlsx files.
import { REPORT_JOB_STATUS } from '@erp/schema';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { companyWorld, worldsSuite, type TestApp } from '../../../test/harness';
import { unscopedDb } from '../../platform/db';
import { postMultipart, TINY_PNG } from '../storage/multipart.testing';
import { IMPORT_COLUMNS } from './catalog.import';

let app: TestApp;
let a: Awaited<ReturnType<TestApp['company']>>;
const db = () => unscopedDb(app.platform.database.prisma, 'test checks');

/** An .xlsx with the template's English headers and the given rows (column key → value). */
async function workbook(rows: Record<string, string | number>[], headers = IMPORT_COLUMNS.map((c) => c.key)): Promise<Buffer> {
  const { translate } = await import('@erp/schema');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Products');
  ws.addRow(headers.map((k) => translate('en', IMPORT_COLUMNS.find((c) => c.key === k)!.headerId)));
  for (const r of rows) ws.addRow(headers.map((k) => r[k] ?? ''));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const upload = (data: Buffer, name = 'products.xlsx', token = a.token, lang = 'en') =>
  postMultipart(app, 'catalog/import', [{ name: 'file', filename: name, data }], { token, lang });
const count = () => db().product.count({ where: { companyId: a.companyId } });

worldsSuite(companyWorld, ['Import Co'], (...s) => ([app, a] = s));

describe('POST api/v1/catalog/import', () => {
  it('imports products grouped by SPU with their variants and combinations, in one go', async () => {
    const file = await workbook([
      {
        spu: 'TEE',
        name: 'T-shirt',
        platforms: '1,2',
        specifications: 'Colour;Size',
        supplierLinks: 'https://s.example/1|https://s.example/2',
        sku: 'TEE-RED-M',
        options: 'Red;M',
        price: '9.9',
        ean: '12345678',
      },
      { spu: 'TEE', sku: 'TEE-BLUE-M', options: 'Blue;M', price: 10, skuWeight: 120 },
      { spu: 'SET', name: 'Gift set', sku: 'SET-1', components: 'TEE-RED-M*2, tee-blue-m*1' },
    ]);
    const ok = await upload(file);
    expect(ok.body).toMatchObject({ code: 0, data: { products: 2, skus: 3 } });
    const product = await db().product.findFirstOrThrow({
      where: { companyId: a.companyId, spu: 'TEE' },
      include: { skus: { orderBy: { id: 'asc' }, include: { components: true } } },
    });
    expect(product).toMatchObject({
      status: 'draft',
      platforms: [1, 2],
      supplierLinks: ['https://s.example/1', 'https://s.example/2'],
      specifications: [
        { name: 'Colour', options: ['Red', 'Blue'] },
        { name: 'Size', options: ['M'] },
      ],
    });
    expect(product.skus.map((s) => [s.sku, s.options, String(s.price), s.weight])).toEqual([
      ['TEE-RED-M', ['Red', 'M'], '9.9', 0],
      ['TEE-BLUE-M', ['Blue', 'M'], '10', 120],
    ]);
    const set = await db().sku.findFirstOrThrow({
      where: { companyId: a.companyId, sku: 'SET-1' },
      include: { components: { include: { componentSku: true }, orderBy: { id: 'asc' } } },
    });
    expect(set.isCombo).toBe(true);
    expect(set.components.map((c) => [c.componentSku.sku, c.quantity])).toEqual([
      ['TEE-RED-M', 2],
      ['TEE-BLUE-M', 1],
    ]);
  });

  it('refuses a file with bad rows as a whole: every problem with row and column, nothing written', async () => {
    const before = await count();
    const r = await upload(
      await workbook([
        { spu: 'GOOD', name: 'Fine product', sku: 'GOOD-1' },
        { spu: 'BAD', name: 'x'.repeat(51), sku: 'BAD-1', ean: '123' },
        { spu: 'BAD', name: 'Another name', sku: 'bad-1' },
        { spu: 'TEE', name: 'Clash', sku: 'tee-red-m' },
        { spu: 'DUP', name: 'Dup', sku: 'GOOD-1' },
      ]),
    );
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(1);
    const errors = r.body.data.errors.map((e: { row: number; column: string; message: string }) => [e.row, e.column, e.message]);
    expect(errors).toEqual(
      expect.arrayContaining([
        [3, 'Product name', 'Product name must be at most 50 characters'],
        [3, 'EAN', 'The barcode (EAN/UPC) must be 8 digits or 12 to 14 digits'],
        [4, 'Product name', 'The rows of BAD give different values for “Product name”'],
        [4, 'SKU', 'SKU, EAN and barcode may not repeat'],
        [5, 'SPU', 'TEE is already used by another product'],
        [5, 'SKU', 'tee-red-m is already used by another product'],
        [6, 'SKU', 'SKU, EAN and barcode may not repeat'],
      ]),
    );
    expect(await count()).toBe(before);
  });

  it('refuses what is not a usable workbook, and callers without the permission or a token', async () => {
    expect((await upload(TINY_PNG, 'x.xlsx')).body.message).toBe('The file is not an Excel (.xlsx) workbook');
    expect((await upload(await workbook([{ name: 'n' }], ['name']))).body.message).toBe('The column “SPU” is missing; please use the template');
    expect((await upload(await workbook([]))).body.message).toBe('The file has no product rows');
    expect((await postMultipart(app, 'catalog/import', [{ name: 'file', filename: 'a.xlsx', data: await workbook([]) }])).status).toBe(401);
  });

  it('serves a template in the asked language that imports back', async () => {
    const r = await app.http.inject({ method: 'GET', url: '/api/v1/catalog/importTemplate?lang=zh' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as never);
    expect(wb.worksheets[0].getRow(1).getCell(2).value).toBe('商品名称');
    const imported = await upload(r.rawPayload, 'template.xlsx', a.token, 'zh');
    expect(imported.body).toMatchObject({ code: 0, data: { products: 1, skus: 1 } });
  });
});

describe('products export (task queue)', () => {
  it('writes one row per SKU with the import columns, status and developer, scoped like the list', async () => {
    const r = await app.gql(
      'mutation($i: StartExportInput!) { startExport(input: $i) { __typename ... on MutationStartExportSuccess { data { id } } ... on Error { message } } }',
      { i: { reportType: 'products', filter: { status: 'draft' } } },
      { token: a.token, lang: 'en' },
    );
    expect(r.body.data.startExport.__typename, JSON.stringify(r.body)).toBe('MutationStartExportSuccess');
    const id = r.body.data.startExport.data.id;
    let job;
    for (let i = 0; i < 400; i++) {
      job = await db().reportJob.findUniqueOrThrow({ where: { id } });
      if (job.status === REPORT_JOB_STATUS.finished || job.status === REPORT_JOB_STATUS.failed) break;
      await new Promise((res) => setTimeout(res, 50));
    }
    expect(job?.status).toBe(REPORT_JOB_STATUS.finished);
    const file = await app.http.inject({ method: 'GET', url: `/api/v1/reportJobs/${id}/download`, headers: { authorization: `Bearer ${a.token}` } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as never);
    const rows: unknown[][] = [];
    wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0].slice(0, 2)).toEqual(['SPU', 'Product name']);
    expect(rows[0].slice(-3)).toEqual(['Status', 'Developer', 'Updated']);
    const skuCol = IMPORT_COLUMNS.findIndex((c) => c.key === 'sku');
    const compCol = IMPORT_COLUMNS.findIndex((c) => c.key === 'components');
    expect(rows.slice(1).map((row) => row[skuCol])).toEqual(['TEE-RED-M', 'TEE-BLUE-M', 'SET-1', 'TSHIRT-001-RED-M']);
    expect(rows[3][compCol]).toBe('TEE-RED-M*2,TEE-BLUE-M*1');
    expect(rows[1][IMPORT_COLUMNS.length]).toBe('Draft');
  });
});
