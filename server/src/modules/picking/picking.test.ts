// Pick list templates and pick lists through the GraphQL API on a real database: every template
// rule broken with nothing written, grouping and splitting at maxOrders, mixed warehouses refused,
// the printed PDF (Chinese too), "Pick list not found" and tenancy.
import { defaultPrintLayout, planPickLists } from '@erp/schema';
import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { worldsSuite } from '../../../test/harness';
import { pdfFont, pdfLang } from '../../platform/pdf';
import { layoutDocument } from '../print-templates/print-templates.draw';
import { pickListPrint } from './picking.pdf';
import { pickingWorld, type PickingWorld } from './fixtures';

let w: PickingWorld;
let other: PickingWorld;

const TEMPLATE = 'id name type fontSize maxOrders minOrders fields imageUrl';
const R = (field: string, data: string) =>
  `{ __typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } } ... on Mutation${field}Success { data ${data} } }`;
const CREATE_T = `mutation($i: PickListTemplateInput!) { createPickListTemplate(input: $i) ${R('CreatePickListTemplate', `{ ${TEMPLATE} }`)} }`;
const UPDATE_T = `mutation($id: Int!, $i: PickListTemplateInput!) { updatePickListTemplate(id: $id, input: $i) ${R('UpdatePickListTemplate', `{ ${TEMPLATE} }`)} }`;
const DELETE_T = `mutation($id: Int!) { deletePickListTemplate(id: $id) ${R('DeletePickListTemplate', '')} }`;
const CREATE_L = `mutation($i: CreatePickListsInput!) { createPickLists(input: $i) ${R('CreatePickLists', '{ skippedOrderIds pickLists { id pickNo status orderCount warehouseName templateName } }')} }`;
const PRINT = `mutation($id: Int!, $t: Int) { printPickList(id: $id, printTemplateId: $t) ${R('PrintPickList', '{ filename contentBase64 pages }')} }`;
const CANCEL = `mutation($id: Int!) { cancelPickList(id: $id) ${R('CancelPickList', '')} }`;

const createTemplate = async (i: Record<string, unknown>, gql = w.gql) => (await gql(CREATE_T, { i })).createPickListTemplate;
/** The success payload ({ pickLists, skippedOrderIds }) or the error. */
const createLists = async (i: Record<string, unknown>, gql = w.gql) => {
  const r = (await gql(CREATE_L, { i })).createPickLists;
  return r.data ?? r;
};

worldsSuite(pickingWorld, ['Pick Co', 'Other Pick Co'], (_app, ...s) => ([w, other] = s));

describe('pick list template rules (spec 02 §5), nothing written', () => {
  it.each([
    ['no name', { name: ' ', maxOrders: 10 }, 'name', 'picking.templateNameRequired', 'The template name is required'],
    ['no maximum', { name: 'A' }, 'maxOrders', 'picking.maxOrdersRequired', 'The maximum number of orders is required'],
    ['a maximum of 0', { name: 'A', maxOrders: 0 }, 'maxOrders', 'picking.orderCountInteger', 'The number of orders must be a whole number from 1 to 1000'],
    ['a maximum below the minimum', { name: 'A', maxOrders: 5, minOrders: 6 }, 'maxOrders', 'picking.maxBelowMin', 'The maximum cannot be below the minimum'],
    [
      'an image URL over 150 characters',
      { name: 'A', maxOrders: 5, imageUrl: `https://x.test/${'a'.repeat(140)}` },
      'imageUrl',
      'picking.imageUrlTooLong',
      'The image URL can be at most 150 characters',
    ],
    ['an unknown type', { name: 'A', maxOrders: 5, type: 'bulk' }, 'type', 'picking.type', 'Choose a type: mixed, single product, child or variant'],
    ['an unknown font size', { name: 'A', maxOrders: 5, fontSize: 'huge' }, 'fontSize', 'picking.fontSize', 'Choose a font size: standard or large'],
    ['an unknown field', { name: 'A', maxOrders: 5, fields: ['sku', 'price'] }, 'fields', 'picking.field', 'Choose fields from the list'],
  ])('refuses %s', async (_n, input, field, messageId, message) => {
    const before = await w.state();
    const r = await createTemplate(input);
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors).toContainEqual({ field, messageId, message });
    expect(await w.state()).toBe(before);
  });

  it('refuses a fractional maximum in the service rule too', async () => {
    const { pickListTemplateInput } = await import('@erp/schema');
    const r = pickListTemplateInput.safeParse({ name: 'A', maxOrders: 2.5 });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0].message).toBe('picking.orderCountInteger');
  });

  it('refuses a name used in the company ("Input content already exists"), but not in another company', async () => {
    const first = await createTemplate({ name: 'Daily', maxOrders: 20 });
    expect(first.data).toMatchObject({ name: 'Daily', type: 'mixed', fontSize: 'standard', maxOrders: 20, minOrders: 1, fields: ['productName', 'orderNo'] });
    const before = await w.state();
    const again = await createTemplate({ name: 'Daily', maxOrders: 5 });
    expect(again.fieldErrors).toEqual([{ field: 'name', messageId: 'picking.templateNameTaken', message: 'Input content already exists' }]);
    const renamed = await createTemplate({ name: 'Second', maxOrders: 5 });
    const clash = (await w.gql(UPDATE_T, { id: renamed.data.id, i: { name: 'Daily', maxOrders: 5 } })).updatePickListTemplate;
    expect(clash.fieldErrors[0].messageId).toBe('picking.templateNameTaken');
    expect((await createTemplate({ name: 'Daily', maxOrders: 5 }, other.gql)).data.name).toBe('Daily');
    await w.gql(DELETE_T, { id: renamed.data.id });
    expect(JSON.parse(await w.state())[0]).toEqual(JSON.parse(before)[0]);
  });

  it('edits and deletes; keeps only known optional fields in a fixed order', async () => {
    const t = await createTemplate({ name: 'Edit me', maxOrders: 5, fields: ['trackingNo', 'sku', 'buyerName'] });
    expect(t.data.fields).toEqual(['buyerName', 'trackingNo']);
    const u = (await w.gql(UPDATE_T, { id: t.data.id, i: { name: 'Edited', maxOrders: 8, minOrders: 2, fontSize: 'large', type: 'variant' } }))
      .updatePickListTemplate;
    expect(u.data).toMatchObject({ name: 'Edited', maxOrders: 8, minOrders: 2, fontSize: 'large', type: 'variant' });
    expect((await w.gql(DELETE_T, { id: t.data.id })).deletePickListTemplate.data).toBe(t.data.id);
    expect((await w.gql(DELETE_T, { id: t.data.id })).deletePickListTemplate).toMatchObject({
      messageId: 'picking.templateNotFound',
      message: 'Template does not exist',
    });
  });

  it('lists templates with paging and a keyword', async () => {
    const r = await w.gql('{ pickListTemplates(first: 10, filter: { keyword: "dail" }) { totalCount edges { node { name } } } }');
    expect(r.pickListTemplates).toEqual({ totalCount: 1, edges: [{ node: { name: 'Daily' } }] });
  });
});

describe('grouping by template type (planPickLists)', () => {
  const o = (id: number, ...items: [number, number, number][]) => ({
    id,
    items: items.map(([skuId, productId, quantity]) => ({ skuId, productId, quantity })),
  });
  const orders = [o(1, [10, 1, 1]), o(2, [11, 1, 2]), o(3, [10, 1, 1], [20, 2, 1]), o(4, [20, 2, 1]), o(5, [10, 1, 1], [11, 1, 1]), o(6, [10, 1, 3])];

  it('mixed takes every order, split at maxOrders', () => {
    expect(planPickLists(orders, { type: 'mixed', maxOrders: 4, minOrders: 1 })).toEqual({
      lists: [
        [1, 2, 3, 4],
        [5, 6],
      ],
      skipped: [],
    });
  });
  it('single takes one-piece orders sorted by SKU', () => {
    expect(planPickLists(orders, { type: 'single', maxOrders: 10, minOrders: 1 })).toEqual({ lists: [[1, 4]], skipped: [2, 3, 5, 6] });
  });
  it('child groups orders of one product, variant orders of one SKU', () => {
    expect(planPickLists(orders, { type: 'child', maxOrders: 10, minOrders: 1 })).toEqual({ lists: [[1, 2, 5, 6], [4]], skipped: [3] });
    expect(planPickLists(orders, { type: 'variant', maxOrders: 2, minOrders: 1 })).toEqual({ lists: [[1, 6], [2], [4]], skipped: [3, 5] });
  });
  it('a group below the minimum waits; unmatched lines are never picked', () => {
    expect(planPickLists(orders, { type: 'variant', maxOrders: 10, minOrders: 2 })).toEqual({ lists: [[1, 6]], skipped: [2, 3, 4, 5] });
    expect(planPickLists([{ id: 9, items: [{ skuId: null, productId: null, quantity: 1 }] }], { type: 'mixed', maxOrders: 10, minOrders: 1 }).skipped).toEqual([
      9,
    ]);
  });
});

describe('creating pick lists', () => {
  let templateId: number;
  beforeAll(async () => {
    templateId = (await createTemplate({ name: 'Three a list', maxOrders: 3, fields: ['productName', 'orderNo', 'buyerName', 'channel'] })).data.id;
  });

  it('splits the orders of a warehouse at maxOrders, sets pickListId and writes history', async () => {
    const made = [];
    for (let i = 0; i < 7; i++) made.push(await w.order({ items: [[i % 2 ? w.skuA.id : w.skuB.id, 1 + (i % 3)]] }));
    await w.order({ warehouseId: w.wh2.id, items: [[w.skuA.id, 1]] });
    await w.order({ status: 'processing', items: [[w.skuA.id, 1]] });
    expect(await w.gql('query($w: Int!) { pickableOrderCount(warehouseId: $w) }', { w: w.wh1.id })).toEqual({ pickableOrderCount: 7 });
    const r = await createLists({ templateId, warehouseId: w.wh1.id });
    expect(r.pickLists.map((l: { orderCount: number }) => l.orderCount)).toEqual([3, 3, 1]);
    expect(r.pickLists[0]).toMatchObject({ status: 'created', warehouseName: 'Shenzhen', templateName: 'Three a list' });
    expect(r.pickLists[0].pickNo).toMatch(/^PK\d{14}-1$/);
    const onLists = await w.ctx.db.order.findMany({ where: { id: { in: made.map((m) => m.id) } }, select: { pickListId: true } });
    expect(onLists.every((o) => o.pickListId != null)).toBe(true);
    const history = await w.ctx.db.orderHistory.findMany({ where: { orderId: made[0].id } });
    expect(history).toEqual([expect.objectContaining({ action: 'picked', messageId: 'picking.history.added', params: { pickNo: r.pickLists[0].pickNo } })]);
    // nothing left to pick in that warehouse
    const before = await w.state();
    expect(await createLists({ templateId, warehouseId: w.wh1.id })).toMatchObject({ messageId: 'picking.noEligibleOrders' });
    expect(await w.state()).toBe(before);
  });

  it('refuses chosen orders of two warehouses, on a list already, or not awaiting shipment; nothing changes', async () => {
    const a = await w.order({ items: [[w.skuA.id, 1]] });
    const b = await w.order({ warehouseId: w.wh2.id, items: [[w.skuA.id, 1]] });
    const c = await w.order({ status: 'processing', items: [[w.skuA.id, 1]] });
    const d = await w.order({ warehouseId: null, items: [[w.skuA.id, 1]] });
    const onList = (await w.ctx.db.order.findFirst({ where: { pickListId: { not: null } } }))!;
    const before = await w.state();
    expect(await createLists({ templateId, orderIds: [a.id, b.id] })).toMatchObject({
      messageId: 'picking.mixedWarehouses',
      message: 'Processing orders not in the same warehouse cannot be printed in bulk',
    });
    expect(await createLists({ templateId, orderIds: [a.id, c.id] })).toMatchObject({
      messageId: 'picking.orderNotEligible',
      message: `Order ${c.orderNo} is not awaiting shipment or is already on a pick list`,
    });
    expect(await createLists({ templateId, orderIds: [a.id, onList.id] })).toMatchObject({ messageId: 'picking.orderNotEligible' });
    expect(await createLists({ templateId, orderIds: [d.id] })).toMatchObject({ messageId: 'picking.noWarehouse' });
    expect((await createLists({ templateId, orderIds: [] })).fieldErrors[0]).toMatchObject({ field: 'orderIds', messageId: 'inventory.tickAtLeastOne' });
    expect((await createLists({ templateId })).fieldErrors[0]).toMatchObject({ field: 'warehouseId', message: 'Please select a warehouse first' });
    expect(await createLists({ templateId: 999999, orderIds: [a.id] })).toMatchObject({ messageId: 'picking.templateNotFound' });
    expect(await w.state()).toBe(before);
    const ok = await createLists({ templateId, orderIds: [a.id] });
    expect(ok.pickLists).toHaveLength(1);
    // cancel: the order is free again
    expect((await w.gql(CANCEL, { id: ok.pickLists[0].id })).cancelPickList.data).toBe(ok.pickLists[0].id);
    expect((await w.ctx.db.order.findFirst({ where: { id: a.id } }))!.pickListId).toBeNull();
  });

  it("treats another company's orders, template and pick lists as not found", async () => {
    const theirs = await other.order({ items: [[other.skuA.id, 1]] });
    const mine = await w.order({ items: [[w.skuA.id, 1]] });
    const before = await w.state();
    const otherBefore = await other.state();
    expect(await createLists({ templateId, orderIds: [theirs.id] })).toMatchObject({ messageId: 'order.notFound' });
    const theirTemplate = (await createTemplate({ name: 'Theirs', maxOrders: 5 }, other.gql)).data.id;
    expect(await createLists({ templateId: theirTemplate, orderIds: [mine.id] })).toMatchObject({ messageId: 'picking.templateNotFound' });
    expect(await createLists({ templateId, warehouseId: other.wh1.id })).toMatchObject({ messageId: 'warehouse.notFound' });
    const theirList = (await createLists({ templateId: theirTemplate, orderIds: [theirs.id] }, other.gql)).pickLists[0].id;
    expect((await w.gql(PRINT, { id: theirList })).printPickList).toMatchObject({ messageId: 'picking.notFound', message: 'Pick list not found' });
    expect((await w.gql(CANCEL, { id: theirList })).cancelPickList).toMatchObject({ messageId: 'picking.notFound' });
    const lists = await w.gql('{ pickLists(first: 100) { edges { node { id } } } }');
    expect(lists.pickLists.edges.map((e: { node: { id: number } }) => e.node.id)).not.toContain(theirList);
    expect(await w.state()).toBe(before);
    expect(JSON.parse(await other.state())[0]).toHaveLength(JSON.parse(otherBefore)[0].length + 1);
  });

  it('lists pick lists with status, newest first', async () => {
    const r = await w.gql('{ pickLists(first: 2, filter: { status: created }) { totalCount edges { node { pickNo status orderCount } } } }');
    expect(r.pickLists.totalCount).toBeGreaterThanOrEqual(3);
    expect(r.pickLists.edges[0].node.status).toBe('created');
  });
});

describe('the printed pick list', () => {
  it('is a PDF with the SKU lines and orders, in Chinese too, large font when chosen; unknown id: Pick list not found', async () => {
    await w.ctx.db.product.updateMany({ data: { name: '礼品套装' } });
    const template = (
      await createTemplate({ name: '大字模板', maxOrders: 50, fontSize: 'large', type: 'mixed', fields: ['productName', 'orderNo', 'buyerName', 'remark'] })
    ).data;
    await w.order({
      items: [
        [w.skuA.id, 2],
        [w.skuB.id, 1],
      ],
      buyerName: '张三',
    });
    const list = (await createLists({ templateId: template.id, warehouseId: w.wh1.id })).pickLists[0];
    for (const lang of ['zh', 'en']) {
      const pdf = (await w.gql(PRINT, { id: list.id }, lang)).printPickList;
      expect(pdf.__typename).toBe('MutationPrintPickListSuccess');
      const bytes = Buffer.from(pdf.data.contentBase64, 'base64');
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.data).toMatchObject({ filename: `${list.pickNo}.pdf`, pages: 1 });
      // a CJK font is embedded when the machine has one (CI installs Noto CJK)
      if (pdfFont().cjk) expect(bytes.toString('latin1')).toMatch(/CJK|WenQuanYi|Droid|UMing/);
    }
    expect((await w.gql(PRINT, { id: 987654 })).printPickList).toMatchObject({ messageId: 'picking.notFound', message: 'Pick list not found' });
    const zh = (await w.gql(PRINT, { id: 987654 }, 'zh')).printPickList;
    expect(zh.message).toBe('拣货单不存在');
  });
});

describe('the pick list through print templates (issue 18 item 6)', () => {
  const CREATE_P = `mutation($i: PrintTemplateInput!) { createPrintTemplate(input: $i) { __typename ... on MutationCreatePrintTemplateSuccess { data { id } } } }`;
  /**
   * The PDF as the render worker answers it, and the texts its pages show: the same print job drawn
   * here with the same drawing module under a pdfkit spy (the worker is another process).
   */
  const drawn = async (id: number, t?: number) => {
    const r = (await w.gql(PRINT, { id, t })).printPickList;
    const job = await pickListPrint(w.ctx, id, t);
    const spy = vi.spyOn(PDFDocument.prototype, 'text');
    try {
      const doc = layoutDocument(job.layout, pdfLang(w.ctx.lang), job.filename);
      doc.add(job.records);
      const local = await doc.finish();
      expect(local.pages).toBe(r.data?.pages);
      return { r, texts: spy.mock.calls.map((c) => String(c[0])) };
    } finally {
      spy.mockRestore();
    }
  };
  /** A pick-list template whose table holds one row per page. */
  const oneRowPerPage = async (name: string) => {
    const layout = defaultPrintLayout('pickList');
    const elements = layout.elements.map((e) => (e.type === 'table' ? { ...e, h: 2 * e.rowHeight } : e));
    return (await w.gql(CREATE_P, { i: { kind: 'pickList', name, layout: { ...layout, elements } } })).createPrintTemplate.data.id as number;
  };

  it('prints the SKU lines sorted by location with the orders holding them, through the default template', async () => {
    const template = (await createTemplate({ name: 'Through templates', maxOrders: 50 })).data;
    const a = await w.order({ items: [[w.skuB.id, 1]] });
    const b = await w.order({
      items: [
        [w.skuA.id, 2],
        [w.skuB.id, 3],
      ],
    });
    const list = (await createLists({ templateId: template.id, orderIds: [a.id, b.id] })).pickLists[0];
    const { r, texts } = await drawn(list.id);
    expect(r.data).toMatchObject({ filename: `${list.pickNo}.pdf`, pages: 1 });
    expect(texts).toEqual(expect.arrayContaining([`Pick list / 拣货单 ${list.pickNo}`, 'Orders / 订单数: 2', 'Pieces / 件数: 6', 'Location / 库位', '1 / 1']));
    // CUP lies at the first location, BOX at the second: CUP's row first
    const [l1, l2] = w.wh1.locations.map((l) => l.code);
    const rows = texts.filter((t) => t === 'CUP' || t === 'BOX');
    expect(rows[0]).toBe('CUP');
    expect(texts).toEqual(expect.arrayContaining([`${l1}(100)`, `${l2}(100)`, '4', `${b.orderNo} ×2`, `${a.orderNo} ×1, ${b.orderNo} ×3`]));
  });

  it('grows by a page per line that does not fit, the header repeated; refuses a template of another kind', async () => {
    const template = (await createTemplate({ name: 'Paged', maxOrders: 50, fields: ['productName'] })).data;
    const tiny = await oneRowPerPage('One row');
    const a = await w.order({ items: [[w.skuA.id, 1]] });
    const two = (await createLists({ templateId: template.id, orderIds: [a.id] })).pickLists[0];
    const b = await w.order({
      items: [
        [w.skuA.id, 1],
        [w.skuB.id, 1],
        [w.kit.id, 1],
      ],
    });
    const three = (await createLists({ templateId: template.id, orderIds: [b.id] })).pickLists[0];
    expect((await drawn(two.id, tiny)).r.data.pages).toBe(1);
    const { r, texts } = await drawn(three.id, tiny);
    expect(r.data.pages).toBe(3);
    expect(texts.filter((t) => t === 'Location / 库位')).toHaveLength(2 * 3); // header (drawn twice for bold) on each page
    expect(texts).toEqual(expect.arrayContaining(['KIT', '3 / 3']));
    // the pick list template leaves out the optional order column it does not choose
    expect(texts).not.toContain('Orders / 订单');
    expect(texts).toContain('Product / 商品名称');
    const label = (await w.gql('{ printTemplates(first: 1, filter: { kind: "label" }) { edges { node { id } } } }')).printTemplates.edges[0].node.id;
    expect((await w.gql(PRINT, { id: three.id, t: label })).printPickList.fieldErrors).toEqual([
      { field: 'printTemplateId', messageId: 'print.kind.invalid', message: 'Choose the template type' },
    ]);
    expect((await w.gql(PRINT, { id: three.id, t: tiny }, 'en')).printPickList.__typename).toBe('MutationPrintPickListSuccess');
    expect((await other.gql(PRINT, { id: three.id })).printPickList.messageId).toBe('picking.notFound');
  });
});
