// The barcode tool over GraphQL: batch rules, running numbers, EAN-13 check digits and label PDFs.
import { batchCodes, ean13CheckDigit, isValidEan13 } from '@erp/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyWorld, dataGql, ERROR_FIELDS as ERR, worldsSuite, type TestApp, productWithSkus } from '../../../test/harness';
import { unscopedDb } from '../../platform/db';

let app: TestApp;
let acme: Awaited<ReturnType<TestApp['company']>>;
let other: Awaited<ReturnType<TestApp['company']>>;
const skus = {} as Record<'plain' | 'withEan' | 'chinese' | 'foreign', number>;

const db = () => unscopedDb(app.platform.database.prisma, 'test');

const gql = dataGql(
  () => app,
  () => acme.token,
);
const createBatch = async (input: Record<string, unknown>) =>
  (
    await gql(
      `mutation($i: BarcodeBatchInput!) { createBarcodeBatch(input: $i) { __typename ... on MutationCreateBarcodeBatchSuccess { data { id name number type prefix codeRange { first last } } } ${ERR} } }`,
      { i: input },
    )
  ).createBarcodeBatch;
const printBatch = async (id: number, layout?: string) =>
  (
    await gql(
      `mutation($id: Int!, $l: String) { printBarcodeBatch(id: $id, layout: $l) { __typename ... on MutationPrintBarcodeBatchSuccess { data { filename contentBase64 pages } } ${ERR} } }`,
      { id, l: layout },
    )
  ).printBarcodeBatch;
const printSkus = async (input: Record<string, unknown>) =>
  (
    await gql(
      `mutation($i: SkuLabelsInput!) { printSkuLabels(input: $i) { __typename ... on MutationPrintSkuLabelsSuccess { data { filename contentBase64 pages } } ${ERR} } }`,
      { i: input },
    )
  ).printSkuLabels;
/** Pages counted in the PDF itself (page objects), not taken from the answer. */
const pageCount = (base64: string) =>
  (
    Buffer.from(base64, 'base64')
      .toString('latin1')
      .match(/\/Type \/Page\b/g) ?? []
  ).length;
const batchCount = () => db().barcodeBatch.count({ where: { companyId: acme.companyId } });

worldsSuite(companyWorld, ['Label Co', 'Other Co'], (...s) => ([app, acme, other] = s));
beforeAll(async () => {
  const c = acme.companyId;
  const product = await productWithSkus(app, c, { spu: 'CUP', name: '咖啡杯 Cup' }, [
    { sku: 'CUP-1', barcode: 'CUPBC-1' },
    { sku: 'CUP-2', ean: '4006381333931' },
    { sku: 'CUP-3', barcode: '条码一' },
  ]);
  [skus.plain, skus.withEan, skus.chinese] = product.skus.map((s) => s.id);
  const foreign = await db().product.create({
    data: { companyId: other.companyId, spu: 'F', name: 'F', skus: { create: [{ companyId: other.companyId, sku: 'F-1' }] } },
    include: { skus: true },
  });
  skus.foreign = foreign.skus[0].id;
});

describe('EAN-13 check digits', () => {
  it('computes the GS1 check digit', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('590123412345')).toBe(7);
    expect(ean13CheckDigit('978030640615')).toBe(7);
    expect(ean13CheckDigit('000000000000')).toBe(0);
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(() => ean13CheckDigit('12345')).toThrow();
  });
  it('numbers batches: prefix + running number, EAN-13 padded to 12 digits plus the check digit', () => {
    expect(batchCodes({ type: 'code128', prefix: 'AB', number: 3 })).toEqual(['AB000001', 'AB000002', 'AB000003']);
    expect(batchCodes({ type: 'qrcode', prefix: '', number: 2 }, 999_999)).toEqual(['1000000', '1000001']);
    const ean = batchCodes({ type: 'ean13', prefix: '2001', number: 12 }, 0);
    expect(ean[0]).toBe('2001000000012');
    expect(ean.every(isValidEan13)).toBe(true);
  });
});

describe('barcode batches (spec 02 §3: name, number, type)', () => {
  it('refuses broken rules with their messages, writing nothing', async () => {
    const before = await batchCount();
    expect((await createBatch({ name: '', number: 1 })).fieldErrors).toEqual([
      { field: 'name', messageId: 'validation.required', message: 'Name is required' },
    ]);
    expect((await createBatch({ name: 'x', number: 0 })).fieldErrors[0]).toMatchObject({ field: 'number', messageId: 'inventory.quantityInteger' });
    expect((await createBatch({ name: 'x', number: 1001 })).fieldErrors[0]).toMatchObject({ field: 'number', message: 'A batch holds at most 1000 labels' });
    expect((await createBatch({ name: 'x', number: 1, type: 'upc' })).fieldErrors[0]).toMatchObject({ field: 'type', messageId: 'inventory.barcodeType' });
    expect((await createBatch({ name: 'x', number: 1, prefix: 'A B' })).fieldErrors[0]).toMatchObject({
      field: 'prefix',
      messageId: 'inventory.barcodePrefix',
    });
    expect((await createBatch({ name: 'x', number: 1, type: 'ean13', prefix: 'AB12' })).fieldErrors[0]).toMatchObject({
      field: 'prefix',
      message: 'An EAN-13 prefix uses at most 11 digits',
    });
    expect(await batchCount()).toBe(before);
  });

  it('continues the running numbers of earlier batches with the same type and prefix', async () => {
    const a = await createBatch({ name: 'Shelf labels', number: 3, type: 'code128', prefix: 'SH' });
    expect(a.data).toMatchObject({ number: 3, type: 'code128', prefix: 'SH', codeRange: { first: 'SH000001', last: 'SH000003' } });
    const b = await createBatch({ name: 'More shelf labels', number: 2, type: 'code128', prefix: 'SH' });
    expect(b.data.codeRange).toEqual({ first: 'SH000004', last: 'SH000005' });
    const q = await createBatch({ name: 'QR', number: 2, type: 'qrcode', prefix: 'SH' });
    expect(q.data.codeRange).toEqual({ first: 'SH000001', last: 'SH000002' });
    // another company numbers on its own
    const r = await app.gql(
      'mutation($i: BarcodeBatchInput!) { createBarcodeBatch(input: $i) { ... on MutationCreateBarcodeBatchSuccess { data { codeRange { first } } } } }',
      { i: { name: 'x', number: 1, prefix: 'SH' } },
      { token: other.token },
    );
    expect(r.body.data.createBarcodeBatch.data.codeRange.first).toBe('SH000001');
  });

  it('refuses an EAN-13 batch whose running numbers no longer fit after the prefix', async () => {
    const full = await createBatch({ name: 'ean', number: 9, type: 'ean13', prefix: '20000000000' });
    expect(full.data.codeRange).toEqual({ first: `200000000001${ean13CheckDigit('200000000001')}`, last: `200000000009${ean13CheckDigit('200000000009')}` });
    const before = await batchCount();
    expect((await createBatch({ name: 'ean', number: 1, type: 'ean13', prefix: '20000000000' })).fieldErrors[0]).toMatchObject({
      field: 'prefix',
      messageId: 'counts.ean13Overflow',
    });
    expect(await batchCount()).toBe(before);
  });

  it('prints a batch: one label per page, or 24 per A4 sheet', async () => {
    const batch = await createBatch({ name: 'EAN batch', number: 25, type: 'ean13', prefix: '690' });
    const labels = await printBatch(batch.data.id);
    expect(labels.data).toMatchObject({ pages: 25, filename: `EAN_batch-${batch.data.id}.pdf` });
    expect(Buffer.from(labels.data.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(labels.data.contentBase64)).toBe(25);
    const sheets = await printBatch(batch.data.id, 'a4');
    expect(sheets.data.pages).toBe(2);
    expect(pageCount(sheets.data.contentBase64)).toBe(2);
    const qr = await createBatch({ name: 'QR codes', number: 3, type: 'qrcode', prefix: 'Q' });
    expect(pageCount((await printBatch(qr.data.id)).data.contentBase64)).toBe(3);
    expect((await printBatch(batch.data.id, 'poster')).fieldErrors[0]).toMatchObject({ field: 'layout', messageId: 'counts.labelLayout' });
    expect((await printBatch(999_999)).__typename).toBe('NotFoundError');
  });

  it('lists batches newest first with paging and a keyword', async () => {
    const page = await gql('{ barcodeBatches(first: 2, offset: 1) { totalCount edges { node { name } } } }');
    expect(page.barcodeBatches.totalCount).toBe(6);
    expect(page.barcodeBatches.edges.map((e: any) => e.node.name)).toEqual(['EAN batch', 'ean']);
    const found = await gql('{ barcodeBatches(first: 10, filter: { keyword: "shelf" }) { totalCount } }');
    expect(found.barcodeBatches.totalCount).toBe(2);
  });
});

describe('SKU labels', () => {
  it('prints each SKU its quantity of times', async () => {
    const pdf = await printSkus({
      items: [
        { skuId: skus.plain, quantity: 2 },
        { skuId: skus.withEan, quantity: 3 },
      ],
    });
    expect(pdf.data).toMatchObject({ pages: 5, filename: 'sku-labels.pdf' });
    expect(pageCount(pdf.data.contentBase64)).toBe(5);
    expect((await printSkus({ items: [{ skuId: skus.plain, quantity: 30 }], layout: 'a4', type: 'qrcode' })).data.pages).toBe(2);
    expect((await printSkus({ items: [{ skuId: skus.withEan, quantity: 1 }], type: 'ean13' })).data.pages).toBe(1);
  });

  it('refuses broken rules and SKUs of another company', async () => {
    expect((await printSkus({ items: [] })).fieldErrors[0]).toMatchObject({ field: 'items', messageId: 'inventory.productsRequired' });
    expect((await printSkus({ items: [{ skuId: skus.plain, quantity: 0 }] })).fieldErrors[0]).toMatchObject({
      field: 'items.0.quantity',
      messageId: 'inventory.quantityInteger',
    });
    expect(
      (
        await printSkus({
          items: [
            { skuId: skus.plain, quantity: 600 },
            { skuId: skus.withEan, quantity: 600 },
          ],
        })
      ).fieldErrors[0],
    ).toMatchObject({ field: 'items', message: 'At most 1000 labels can be printed at once' });
    expect(
      (
        await printSkus({
          items: [
            { skuId: skus.plain, quantity: 1 },
            { skuId: skus.plain, quantity: 1 },
          ],
        })
      ).fieldErrors[0],
    ).toMatchObject({ field: 'items.1.skuId', messageId: 'inventory.sameProductTwice' });
    expect(await printSkus({ items: [{ skuId: skus.plain, quantity: 1 }], type: 'ean13' })).toEqual({
      __typename: 'BusinessError',
      messageId: 'counts.skuNoEan',
      message: 'CUP-1 has no valid EAN-13 code',
    });
    expect(await printSkus({ items: [{ skuId: skus.foreign, quantity: 1 }] })).toMatchObject({ __typename: 'NotFoundError', messageId: 'counts.skuNotFound' });
    // a QR code carries any text; Code 128 only ASCII
    expect((await printSkus({ items: [{ skuId: skus.chinese, quantity: 1 }], type: 'qrcode' })).data.pages).toBe(1);
    expect(await printSkus({ items: [{ skuId: skus.chinese, quantity: 1 }] })).toEqual({
      __typename: 'BusinessError',
      messageId: 'counts.unprintableCode',
      message: 'The code 条码一 cannot be drawn as this barcode type',
    });
  });
});
