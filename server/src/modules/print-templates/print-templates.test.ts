// Print templates (issue 18 C): defaults per kind on first use, invalid layouts refused with their
// messages and nothing written, list / copy / rename / default / delete, and printing: one PDF page
// per order with the order's fields on it, in the order given; tenancy.
import { defaultPrintLayout, type PrintLayout } from '@erp/schema';
import { describe, expect, it } from 'vitest';
import { dataGql, ERROR_FIELDS as ERR, worldsSuite, type TestApp } from '../../../test/harness';
import { unscopedDb } from '../../platform/db';
import { makeOrder, orderWorld, type OrderWorld } from '../orders/orders.fixtures';
import { drawPage, orderValueBatches } from './print-templates.render';

let app: TestApp;
let w: OrderWorld;
let other: OrderWorld;

const db = () => unscopedDb(app.platform.database.prisma, 'test');
const rows = () => db().printTemplate.findMany({ where: { companyId: w.company.companyId }, orderBy: { id: 'asc' } });

const gql = dataGql(
  () => app,
  () => w.company.token,
);
const create = async (input: Record<string, unknown>, lang = 'en') =>
  (
    await gql(
      `mutation($i: PrintTemplateInput!) { createPrintTemplate(input: $i) { __typename ... on MutationCreatePrintTemplateSuccess { data { id kind name isDefault layout } } ${ERR} } }`,
      { i: input },
      undefined,
      lang,
    )
  ).createPrintTemplate;
const print = async (templateId: number, orderIds: number[], token?: string) =>
  (
    await gql(
      `mutation($t: Int!, $o: [Int!]!) { printOrders(templateId: $t, orderIds: $o) { __typename ... on MutationPrintOrdersSuccess { data { filename pages contentBase64 } } ${ERR} } }`,
      { t: templateId, o: orderIds },
      token,
    )
  ).printOrders;

/** Page objects in a PDF file (pdfkit writes each page as "/Type /Page"). */
const pageCount = (b64: string) =>
  (
    Buffer.from(b64, 'base64')
      .toString('latin1')
      .match(/\/Type \/Page\b(?!s)/g) ?? []
  ).length;

worldsSuite(orderWorld, ['Print Co', 'Other Print Co'], (...s) => ([app, w, other] = s));

describe('print templates (spec 02 §2 /printTemplates, /printTemplate)', () => {
  it('every company starts with one default template per kind', async () => {
    const list = await gql('{ printTemplates(first: 50) { totalCount edges { node { kind name isDefault pageWidth pageHeight } } } }');
    expect(list.printTemplates.totalCount).toBe(5);
    const nodes = list.printTemplates.edges.map((e: { node: unknown }) => e.node);
    expect(nodes).toContainEqual({ kind: 'label', name: 'Shipping label', isDefault: true, pageWidth: 100, pageHeight: 150 });
    expect(nodes.map((n: { kind: string }) => n.kind).sort()).toEqual(['boxMark', 'invoice', 'label', 'packingSlip', 'pickList']);
    // asked again (or at once), nothing is added twice
    await Promise.all([gql('{ printTemplates(first: 5) { totalCount } }'), gql('{ printTemplates(first: 5) { totalCount } }')]);
    expect(await rows()).toHaveLength(5);
  });

  it('refuses invalid layout JSON with clear messages (zh and en), writing nothing', async () => {
    const before = await rows();
    const layout = defaultPrintLayout('label');
    const bad = async (l: unknown, extra: Record<string, unknown> = {}, lang = 'en') =>
      (await create({ kind: 'label', name: 'Bad', layout: l, ...extra }, lang)).fieldErrors;
    expect((await bad({ ...layout, page: { width: 10, height: 150 } }))[0]).toEqual({
      field: 'layout.page.width',
      messageId: 'print.page.size',
      message: 'Page width and height must be between 20 and 420 mm',
    });
    expect((await bad({ ...layout, page: { width: 10, height: 150 } }, {}, 'zh'))[0].message).toBe('页面宽度和高度须在 20 到 420 毫米之间');
    expect((await bad({ page: layout.page, elements: [{ type: 'text', x: 90, y: 5, w: 30, h: 5, text: 'x' }] }))[0]).toMatchObject({
      messageId: 'print.element.outside',
      message: 'An element lies outside the page',
    });
    expect((await bad({ page: layout.page, elements: [{ type: 'field', x: 1, y: 1, w: 30, h: 5, field: 'password' }] }))[0]).toMatchObject({
      messageId: 'print.element.unknownField',
    });
    expect((await bad({ page: layout.page, elements: [{ type: 'sticker', x: 1, y: 1, w: 3, h: 3 }] }))[0]).toMatchObject({ messageId: 'print.element.type' });
    expect((await bad({ page: layout.page, elements: [{ type: 'barcode', x: -1, y: 1, w: 3, h: 3, field: 'orderNo' }] }))[0]).toMatchObject({
      messageId: 'print.element.number',
    });
    expect((await bad({ page: layout.page, elements: [{ type: 'image', x: 1, y: 1, w: 3, h: 3, src: 'http://evil/x.png' }] }))[0]).toMatchObject({
      messageId: 'print.element.image',
    });
    expect((await bad({ page: layout.page, elements: [{ type: 'text', x: 1, y: 1, w: 3, h: 3, text: 'x', fontSize: 200 }] }))[0]).toMatchObject({
      messageId: 'print.element.fontSize',
    });
    const many = Array.from({ length: 101 }, () => ({ type: 'line', x: 1, y: 1, w: 3, h: 0 }));
    expect((await bad({ page: layout.page, elements: many }))[0]).toMatchObject({ messageId: 'print.layout.tooMany' });
    expect((await bad('not a layout'))[0]).toMatchObject({ field: 'layout', messageId: 'print.layout.invalid' });
    expect((await bad(layout, { kind: 'poster' }))[0]).toMatchObject({ field: 'kind', messageId: 'print.kind.invalid' });
    expect((await bad(layout, { name: ' ' }))[0]).toMatchObject({ field: 'name', messageId: 'validation.required' });
    expect((await bad(layout, { name: 'shipping LABEL' }))[0]).toMatchObject({ field: 'name', messageId: 'print.template.nameExists' });
    expect(await rows()).toEqual(before);
  });

  it('creates, saves, copies, renames, sets the default and deletes', async () => {
    const layout: PrintLayout = {
      page: { width: 100, height: 100 },
      elements: [{ type: 'field', x: 5, y: 5, w: 80, h: 8, field: 'orderNo', label: false, fontSize: 12, bold: true }],
    };
    const made = await create({ kind: 'label', name: 'Small label', layout });
    expect(made.data).toMatchObject({ kind: 'label', name: 'Small label', isDefault: false, layout });
    const id = made.data.id as number;
    const moved = { ...layout, elements: [{ ...layout.elements[0], x: 12, y: 40 }] };
    const saved = await gql(
      `mutation($id: Int!, $i: PrintTemplateInput!) { updatePrintTemplate(id: $id, input: $i) { ... on MutationUpdatePrintTemplateSuccess { data { kind layout } } ${ERR} } }`,
      { id, i: { kind: 'invoice', name: 'Small label', layout: moved } },
    );
    expect(saved.updatePrintTemplate.data).toEqual({ kind: 'label', layout: moved }); // the kind stays
    const copy = await gql(
      `mutation($id: Int!) { copyPrintTemplate(id: $id) { ... on MutationCopyPrintTemplateSuccess { data { id name isDefault layout } } } }`,
      { id },
    );
    expect(copy.copyPrintTemplate.data).toMatchObject({ name: 'Small label (copy)', isDefault: false, layout: moved });
    const renamed = await gql(
      `mutation($id: Int!) { renamePrintTemplate(id: $id, name: "  Tiny  ") { ... on MutationRenamePrintTemplateSuccess { data { name } } } }`,
      {
        id: copy.copyPrintTemplate.data.id,
      },
    );
    expect(renamed.renamePrintTemplate.data.name).toBe('Tiny');
    await gql(`mutation($id: Int!) { setDefaultPrintTemplate(id: $id) { __typename } }`, { id });
    const labels = (await rows()).filter((r) => r.kind === 'label');
    expect(labels.filter((r) => r.isDefault).map((r) => r.id)).toEqual([id]);
    const refused = await gql(`mutation($id: Int!) { deletePrintTemplate(id: $id) { __typename ${ERR} } }`, { id });
    expect(refused.deletePrintTemplate.fieldErrors[0]).toMatchObject({ messageId: 'print.template.deleteDefault' });
    const gone = await gql(`mutation($id: Int!) { deletePrintTemplate(id: $id) { __typename } }`, { id: copy.copyPrintTemplate.data.id });
    expect(gone.deletePrintTemplate.__typename).toBe('MutationDeletePrintTemplateSuccess');
    // another company cannot touch it
    const foreign = await gql(`mutation($id: Int!) { copyPrintTemplate(id: $id) { __typename ${ERR} } }`, { id }, other.company.token);
    expect(foreign.copyPrintTemplate).toMatchObject({ __typename: 'NotFoundError', messageId: 'print.template.notFound' });
  });
});

describe('printing (spec 02 §2 /print)', () => {
  it('renders one page per order with the order fields, in the order given', async () => {
    const a = await makeOrder(w, { shopId: w.shop1.id, items: [{ platformSku: 'CUP', quantity: 2 }], buyerName: 'Ann Buyer', trackingNo: 'TRK000111' });
    const b = await makeOrder(w, { shopId: w.shop1.id, items: [{ platformSku: 'BOX', quantity: 1 }], buyerName: 'Bob Buyer', address1: '9 Elm St' });
    const label = (await rows()).find((r) => r.kind === 'label' && r.name === 'Shipping label')!;
    const r = await print(label.id, [b.id, a.id]);
    expect(r.__typename).toBe('MutationPrintOrdersSuccess');
    expect(r.data.pages).toBe(2);
    expect(pageCount(r.data.contentBase64)).toBe(2);
    expect(Buffer.from(r.data.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    // what each page shows: the texts drawn for each order
    const texts: string[][] = [];
    const fakeDoc = new Proxy(
      {},
      {
        get: (_t, key) => (key === 'text' ? (s: string) => (texts[texts.length - 1].push(s), fakeDoc) : () => fakeDoc),
      },
    ) as unknown as PDFKit.PDFDocument;
    for await (const batch of orderValueBatches(w.ctx, [b.id, a.id])) {
      for (const values of batch) {
        texts.push([]);
        drawPage(fakeDoc, (s) => s, 'en', defaultPrintLayout('label'), values);
      }
    }
    expect(texts[0]).toEqual(expect.arrayContaining([`Order no.: ${b.orderNo}`, 'Bob Buyer', expect.stringContaining('9 Elm St')]));
    expect(texts[0]).not.toContain('');
    expect(texts[1]).toEqual(expect.arrayContaining(['TRK000111', 'Ann Buyer', expect.stringContaining('CUP × 2')]));
  });

  it("refuses no orders, unknown or another company's orders and templates", async () => {
    const label = (await rows()).find((r) => r.kind === 'label')!;
    expect((await print(label.id, [])).fieldErrors[0]).toMatchObject({ field: 'orderIds', messageId: 'print.orders.none' });
    const theirs = await makeOrder(other, { shopId: other.shop1.id, items: [{ platformSku: 'CUP', quantity: 1 }] });
    expect((await print(label.id, [theirs.id])).fieldErrors[0]).toMatchObject({ field: 'orderIds', messageId: 'print.orders.notFound' });
    expect((await print(label.id, [2_000_000_000])).fieldErrors[0]).toMatchObject({ field: 'orderIds', messageId: 'print.orders.notFound' });
    expect(await print(label.id, [theirs.id], other.company.token)).toMatchObject({ __typename: 'NotFoundError', messageId: 'print.template.notFound' });
  });

  it('prints for a sub-account only the orders of the shops it may see', async () => {
    const label = (await rows()).find((r) => r.kind === 'label')!;
    const mine = await makeOrder(w, { shopId: w.shop1.id, items: [{ platformSku: 'CUP', quantity: 1 }] });
    const hidden = await makeOrder(w, { shopId: w.shop2.id, items: [{ platformSku: 'CUP', quantity: 1 }] });
    const sub = await w.sub('print_shop1', ['orders']);
    expect((await print(label.id, [mine.id], sub.token)).data.pages).toBe(1);
    expect((await print(label.id, [mine.id, hidden.id], sub.token)).fieldErrors[0]).toMatchObject({ field: 'orderIds', messageId: 'print.orders.notFound' });
    expect((await print(label.id, [mine.id, hidden.id])).data.pages).toBe(2);
  });

  it("repeats a table over an order's items, a page per row that does not fit (issue 18 item 6)", async () => {
    const o = await makeOrder(w, {
      shopId: w.shop1.id,
      items: [
        { platformSku: 'CUP', quantity: 2 },
        { platformSku: 'BOX', quantity: 1 },
        { platformSku: 'LID', quantity: 4 },
      ],
    });
    const table = {
      type: 'table',
      x: 5,
      y: 20,
      w: 90,
      h: 20,
      rowHeight: 8,
      columns: [
        { field: 'sku', header: 'SKU', width: 60 },
        { field: 'quantity', header: 'Qty', width: 30, align: 'right' },
      ],
    };
    const layout = { page: { width: 100, height: 100 }, elements: [{ type: 'text', x: 5, y: 5, w: 90, h: 6, text: '{orderNo} {pageNo}/{pageCount}' }, table] };
    const made = await create({ kind: 'packingSlip', name: 'Two rows a page', layout });
    expect(made.__typename).toBe('MutationCreatePrintTemplateSuccess');
    const r = await print(made.data.id, [o.id]);
    // 20 mm hold the header and 1 row of 8 mm: 3 items, 3 pages
    expect(r.data.pages).toBe(3);
    expect(pageCount(r.data.contentBase64)).toBe(3);
    const bad = await create({ kind: 'packingSlip', name: 'Bad table', layout: { ...layout, elements: [{ ...table, columns: [] }] } });
    expect(bad.fieldErrors[0]).toMatchObject({ messageId: 'print.element.empty' });
  });

  it('previews an unsaved layout with example values', async () => {
    const r = await gql(
      `mutation($l: JSON!) { previewPrintLayout(layout: $l) { ... on MutationPreviewPrintLayoutSuccess { data { pages contentBase64 } } ${ERR} } }`,
      { l: defaultPrintLayout('invoice') },
    );
    expect(r.previewPrintLayout.data.pages).toBe(1);
    const bad = await gql(`mutation($l: JSON!) { previewPrintLayout(layout: $l) { __typename ${ERR} } }`, {
      l: { page: { width: 5, height: 5 }, elements: [] },
    });
    expect(bad.previewPrintLayout.fieldErrors[0]).toMatchObject({ messageId: 'print.page.size' });
  });
});
