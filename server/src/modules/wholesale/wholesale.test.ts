// The 1688 wholesale loop through the GraphQL API on a real database with the sandbox platform:
// every rule broken with its message id and nothing written, pairing (and the supplier relation
// it creates), ordering paired products, logistics sync onto the purchase order, batch import.
import { beforeAll, describe, expect, it } from 'vitest';
import { worldsSuite, type TestApp } from '../../../test/harness';
import { ValidationError } from '../../platform/errors';
import { purchaseState, purchaseWorld, makePurchaseOrder, type PurchaseWorld } from '../purchase-orders/purchase.fixtures';
import { sandboxOffer } from './wholesale.sandbox';
import { orderPairedProducts, syncWholesaleLogistics } from './wholesale.service';

let app: TestApp;
let w: PurchaseWorld;
let mug: { id: number; sku: string };

const ERR = `__typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } }`;
const PARSE = `query($l: String) { parseWholesaleProduct(link: $l) { ${ERR} ... on QueryParseWholesaleProductSuccess { data { offerId title supplierMemberId supplierShopName attributes { name values } variants { specId values { name value } price stock } priceTiers { minQuantity price } } } } }`;
const PAIR = `mutation($i: WholesalePairingInput!) { pairWholesaleProduct(input: $i) { ${ERR} ... on MutationPairWholesaleProductSuccess { data { id skuId sku offerId specId specText supplierId supplierName priceTiers { minQuantity price } } } } }`;
const ORDER = `mutation($i: OrderPairedProductsInput!) { orderPairedProducts(input: $i) { ${ERR} ... on MutationOrderPairedProductsSuccess { data { purchaseOrderIds wholesaleOrders { id platformOrderNo purchaseOrderId purchaseOrderNo status amount } } } } }`;
const IMPORT = `mutation($i: ImportWholesaleOrdersInput!) { importWholesaleOrders(input: $i) { ${ERR} ... on MutationImportWholesaleOrdersSuccess { data { id platformOrderNo imported status trackingNo purchaseOrderId } } } }`;
const LIST = `query($f: WholesalePairingFilter, $o: Int) { alibabaPairingList(first: 10, offset: $o, filter: $f) { totalCount edges { node { id sku pairing { id specText supplierName } } } } }`;
const SYNC = `mutation { syncWholesaleLogistics { ${ERR} ... on MutationSyncWholesaleLogisticsSuccess { data { checked shipped } } } }`;
const UNPAIR = `mutation($ids: [Int!]!) { unpairWholesaleProducts(ids: $ids) { ${ERR} ... on MutationUnpairWholesaleProductsSuccess { data } } }`;

const link = (offerId: string) => `https://detail.1688.com/offer/${offerId}.html`;
/** Even last digit: Color × Size; supplier b2b-12345. */
const EVEN = '123456782';
/** Pairs SKU A with the red M variant of the EVEN offer. */
const redMPairing = () => ({
  skuId: w.skuA.id,
  productUrl: link(EVEN),
  specId: `${EVEN}-2`,
  specValues: [
    { name: 'Color', value: 'Red' },
    { name: 'Size', value: 'M' },
  ],
});
/** Odd last digit: Color only; same supplier (first five digits). */
const ODD = '123457';
/** Ends in 0: never picked up in the sandbox. */
const NO_PICKUP = '5555550';

const pair = async (input: Record<string, unknown>) => (await w.gql(PAIR, { i: input })).pairWholesaleProduct;
const expectRefused = (r: any, field: string, messageId: string) => {
  expect(r.__typename).toBe('ValidationError');
  expect(r.fieldErrors).toContainEqual(expect.objectContaining({ field, messageId }));
};

worldsSuite(purchaseWorld, ['Wholesale Co'], (...s) => ([app, w] = s));
beforeAll(async () => {
  const product = await w.ctx.db.product.create({
    data: { companyId: w.company.companyId, spu: 'MUGS', name: 'Mugs', skus: { create: [{ companyId: w.company.companyId, sku: 'MUG' }] } },
    include: { skus: true },
  });
  mug = { id: product.skus[0].id, sku: 'MUG' };
});

describe('sandbox offers', () => {
  it('derives attributes, variants and three price tiers from the offer id', () => {
    const even = sandboxOffer(EVEN)!;
    expect(even.attributes.map((a) => a.name)).toEqual(['Color', 'Size']);
    expect(even.variants).toHaveLength(6);
    expect(even.priceTiers.map((t) => t.minQuantity)).toEqual([1, 10, 100]);
    expect(sandboxOffer(ODD)!.attributes.map((a) => a.name)).toEqual(['Color']);
    expect(sandboxOffer('912345')).toBeNull();
  });
});

describe('parsing a product link (spec 02 §5: link required and correctly formatted)', () => {
  it.each([
    ['a missing link', null, 'purchase.linkRequired'],
    ['a blank link', '  ', 'purchase.linkRequired'],
    ['a malformed link', 'https://example.com/offer/123.html', 'purchase.linkFormat'],
    ['an unknown offer', link('912345678'), 'purchase.offerNotFound'],
  ])('refuses %s', async (_n, l, messageId) => {
    const r = (await w.gql(PARSE, { l })).parseWholesaleProduct;
    expectRefused(r, 'link', messageId);
  });

  it('says "The product link is required" in Chinese too', async () => {
    const r = (await w.gql(PARSE, { l: '' }, 'zh')).parseWholesaleProduct;
    expect(r.fieldErrors[0].message).not.toBe('purchase.linkRequired');
  });

  it('reads title, supplier, attributes, variants and price tiers', async () => {
    const r = (await w.gql(PARSE, { l: `${link(EVEN)}?spm=a26352` })).parseWholesaleProduct;
    expect(r.data.offerId).toBe(EVEN);
    expect(r.data.supplierMemberId).toBe('b2b-12345');
    expect(r.data.attributes).toEqual([
      { name: 'Color', values: ['Red', 'Blue'] },
      { name: 'Size', values: ['S', 'M', 'L'] },
    ]);
    expect(r.data.variants[0]).toEqual(
      expect.objectContaining({
        specId: `${EVEN}-1`,
        values: [
          { name: 'Color', value: 'Red' },
          { name: 'Size', value: 'S' },
        ],
      }),
    );
    expect(r.data.priceTiers).toHaveLength(3);
  });
});

describe('pairing rules (spec 02 §5), nothing written', () => {
  it.each([
    ['no link', () => ({ ...redMPairing(), productUrl: '' }), 'productUrl', 'purchase.linkRequired'],
    ['a malformed link', () => ({ ...redMPairing(), productUrl: 'detail.1688.com/offer/12.html' }), 'productUrl', 'purchase.linkFormat'],
    ['no variant selected', () => ({ ...redMPairing(), specId: '' }), 'specId', 'purchase.variantRequired'],
    ['an incomplete specification', () => ({ ...redMPairing(), specValues: [{ name: 'Color', value: 'Red' }] }), 'specValues', 'purchase.specIncomplete'],
    ['a variant the offer does not have', () => ({ ...redMPairing(), specId: `${EVEN}-99` }), 'specId', 'purchase.variantNotFound'],
    [
      'values that are not the variant',
      () => ({
        ...redMPairing(),
        specValues: [
          { name: 'Color', value: 'Blue' },
          { name: 'Size', value: 'M' },
        ],
      }),
      'specId',
      'purchase.variantNotFound',
    ],
    ['an unknown offer', () => ({ ...redMPairing(), productUrl: link('98765432') }), 'productUrl', 'purchase.offerNotFound'],
  ])('refuses %s', async (_n, input, field, messageId) => {
    const before = await purchaseState(w);
    expectRefused(await pair(input()), field, messageId);
    expect(await purchaseState(w)).toBe(before);
  });

  it('names the missing attributes', async () => {
    const r = await pair({ ...redMPairing(), specValues: [{ name: 'Color', value: 'Red' }] });
    expect(r.fieldErrors[0].message).toContain('Size');
  });

  it("treats another company's SKU or supplier as not found", async () => {
    const other = await purchaseWorld(app, 'Other Wholesale Co');
    const before = await purchaseState(w);
    expect((await pair({ ...redMPairing(), skuId: other.skuA.id })).messageId).toBe('purchase.skuNotFound');
    expect((await pair({ ...redMPairing(), supplierId: other.supplier.id })).messageId).toBe('purchase.supplierNotFound');
    expect(await purchaseState(w)).toBe(before);
  });
});

describe('pairing', () => {
  it('pairs a SKU and relates it to the formal supplier of the offer seller (not preferred when the SKU has one)', async () => {
    const r = await pair(redMPairing());
    expect(r.__typename).toBe('MutationPairWholesaleProductSuccess');
    expect(r.data).toEqual(expect.objectContaining({ sku: 'CUP', offerId: EVEN, specText: 'Color:Red;Size:M', supplierName: '1688 Shop 12345' }));
    const supplier = await w.ctx.db.supplier.findFirstOrThrow({ where: { id: r.data.supplierId } });
    expect(supplier).toEqual(expect.objectContaining({ type: 'formal', wholesaleMemberId: 'b2b-12345', wholesaleShopName: '1688 Shop 12345' }));
    const relation = await w.ctx.db.supplierProduct.findFirstOrThrow({ where: { supplierId: supplier.id, skuId: w.skuA.id } });
    expect(relation.preferred).toBe(false);
    expect(relation.purchaseLink).toBe(link(EVEN));
  });

  it('reuses that supplier and makes it preferred for a SKU without suppliers', async () => {
    const r = await pair({ skuId: mug.id, productUrl: link(ODD), specId: `${ODD}-3`, specValues: [{ name: 'Color', value: 'Green' }] });
    expect(r.data.supplierName).toBe('1688 Shop 12345');
    expect(await w.ctx.db.supplier.count({ where: { wholesaleMemberId: 'b2b-12345' } })).toBe(1);
    expect((await w.ctx.db.supplierProduct.findFirstOrThrow({ where: { skuId: mug.id } })).preferred).toBe(true);
  });

  it('lists SKUs with their pairing, filtered by paired and keyword', async () => {
    const paired = (await w.gql(LIST, { f: { paired: true } })).alibabaPairingList;
    expect(paired.totalCount).toBe(2);
    expect(paired.edges.map((e: any) => e.node.sku).sort()).toEqual(['CUP', 'MUG']);
    const unpaired = (await w.gql(LIST, { f: { paired: false } })).alibabaPairingList;
    expect(unpaired.edges.map((e: any) => e.node.sku)).toEqual(['BOX']);
    const byOffer = (await w.gql(LIST, { f: { keyword: ODD } })).alibabaPairingList;
    expect(byOffer.edges.map((e: any) => e.node.sku)).toEqual(['MUG']);
    expect((await w.gql(LIST, { o: 1 })).alibabaPairingList.edges).toHaveLength(2);
  });
});

describe('ordering paired products (batch quantity a positive integer, paired first), nothing written', () => {
  it.each([
    ['a quantity of 0', () => [{ skuId: w.skuA.id, quantity: 0 }], 'items.0.quantity', 'purchase.batchQuantity'],
    [
      'an unpaired product',
      () => [
        { skuId: w.skuA.id, quantity: 2 },
        { skuId: w.skuB.id, quantity: 1 },
      ],
      'items.1.skuId',
      'purchase.pairingRequired',
    ],
    ['no product', () => [], 'items', 'purchase.tickAtLeastOne'],
  ])('refuses %s', async (_n, items, field, messageId) => {
    const before = await purchaseState(w);
    expectRefused((await w.gql(ORDER, { i: { warehouseId: w.wh1.id, items: items() } })).orderPairedProducts, field, messageId);
    expect(await purchaseState(w)).toBe(before);
  });

  it('refuses a fractional quantity in the service (GraphQL Int carries none)', async () => {
    const before = await purchaseState(w);
    const err = await orderPairedProducts(w.ctx, { warehouseId: w.wh1.id, items: [{ skuId: w.skuA.id, quantity: 1.5 }] }).catch((e) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect(err.issues).toEqual([expect.objectContaining({ field: 'items.0.quantity', messageId: 'purchase.batchQuantity' })]);
    expect(await purchaseState(w)).toBe(before);
  });

  it('says which SKU must be paired first', async () => {
    const r = (await w.gql(ORDER, { i: { warehouseId: w.wh1.id, items: [{ skuId: w.skuB.id, quantity: 1 }] } })).orderPairedProducts;
    expect(r.fieldErrors[0].message).toBe('Only paired wholesale products can be ordered: pair BOX first');
  });

  it('creates one wholesale purchase order per supplier, placed on the platform, and the sync sets its tracking number', async () => {
    const r = (
      await w.gql(ORDER, {
        i: {
          warehouseId: w.wh1.id,
          items: [
            { skuId: w.skuA.id, quantity: 20 },
            { skuId: mug.id, quantity: 5 },
          ],
        },
      })
    ).orderPairedProducts;
    expect(r.__typename).toBe('MutationOrderPairedProductsSuccess');
    expect(r.data.purchaseOrderIds).toHaveLength(1);
    const po = await w.ctx.db.purchaseOrder.findFirstOrThrow({ where: { id: r.data.purchaseOrderIds[0] }, include: { lines: { orderBy: { id: 'asc' } } } });
    expect(po.orderWay).toBe('wholesale');
    // Offers of EVEN and ODD are two platform orders of the same seller.
    expect(r.data.wholesaleOrders).toHaveLength(2);
    expect(po.wholesaleOrderNo.split(',').sort()).toEqual(r.data.wholesaleOrders.map((o: any) => o.platformOrderNo).sort());
    expect(r.data.wholesaleOrders[0].purchaseOrderNo).toBe(po.orderNo);
    // 20 pieces reach the 10-piece tier (90 % of the base price).
    const even = sandboxOffer(EVEN)!;
    expect(po.lines[0].unitPrice.toFixed(2)).toBe(even.priceTiers[1].price);
    expect(po.lines[0].wholesaleSpecId).toBe(`${EVEN}-2`);
    expect(po.trackingNo).toBe('');

    const sync = (await w.gql(SYNC)).syncWholesaleLogistics;
    expect(sync.data).toEqual({ checked: 2, shipped: 2 });
    const shipped = await w.ctx.db.purchaseOrder.findFirstOrThrow({ where: { id: po.id } });
    expect(shipped.trackingNo).toMatch(/^YT\d{13}$/);
    expect(shipped.courier).toBe('YTO Express');
    expect(shipped.shippedAt).not.toBeNull();
    const rows = await w.ctx.db.wholesaleOrder.findMany({ where: { purchaseOrderId: po.id } });
    expect(rows.every((o) => o.status === 'shipped' && o.trackingNo.startsWith('YT'))).toBe(true);
  });

  it('lets a purchaser holding only wholesaleOrder.create order paired products', async () => {
    const purchaser = { ...w.ctx, actor: { ...w.ctx.actor!, isMain: false, permissions: new Set(['wholesaleOrder.create']) } };
    const r = await orderPairedProducts(purchaser, { warehouseId: w.wh1.id, items: [{ skuId: mug.id, quantity: 1 }] });
    expect(r.purchaseOrderIds).toHaveLength(1);
    expect(r.wholesaleOrders).toHaveLength(1);
  });

  it('leaves an order whose offer ends in 0 unshipped (never picked up)', async () => {
    await pair({
      skuId: w.skuB.id,
      productUrl: link(NO_PICKUP),
      specId: `${NO_PICKUP}-1`,
      specValues: [
        { name: 'Color', value: 'Red' },
        { name: 'Size', value: 'S' },
      ],
    });
    const r = (await w.gql(ORDER, { i: { warehouseId: w.wh1.id, items: [{ skuId: w.skuB.id, quantity: 3 }] } })).orderPairedProducts;
    await syncWholesaleLogistics(app.platform, { companyId: w.company.companyId });
    const po = await w.ctx.db.purchaseOrder.findFirstOrThrow({ where: { id: r.data.purchaseOrderIds[0] } });
    expect(po.wholesaleOrderNo).toMatch(/0$/);
    expect(po.trackingNo).toBe('');
    expect(po.shippedAt).toBeNull();
  });

  it('unpairs', async () => {
    const pairing = await w.ctx.db.wholesalePairing.findFirstOrThrow({ where: { skuId: w.skuB.id } });
    expect((await w.gql(UNPAIR, { ids: [pairing.id] })).unpairWholesaleProducts.data).toBe(1);
    expect(await w.ctx.db.wholesalePairing.count({ where: { skuId: w.skuB.id } })).toBe(0);
    expect((await w.gql(UNPAIR, { ids: [pairing.id] })).unpairWholesaleProducts.messageId).toBe('purchase.pairingNotFound');
  });
});

describe('batch import of platform orders (at most 200, one per line), nothing written when refused', () => {
  const numbers = (n: number) => Array.from({ length: n }, (_, i) => String(100000000 + i)).join('\n');
  it.each([
    ['201 order numbers', () => numbers(201), 'purchase.batchTooMany'],
    ['a non-numeric line', () => '123456789\nabc-123\n', 'purchase.orderNumbersOnePerLine'],
    ['two numbers on one line', () => '123456789 123456788', 'purchase.orderNumbersOnePerLine'],
    ['nothing', () => '\n \n', 'purchase.orderNumbersRequired'],
    ['numbers unknown on the platform', () => '123456781\n912345678', 'purchase.wholesaleOrderNotFound'],
  ])('refuses %s', async (_n, text, messageId) => {
    const before = await purchaseState(w);
    expectRefused((await w.gql(IMPORT, { i: { orderNumbers: text() } })).importWholesaleOrders, 'orderNumbers', messageId);
    expect(await purchaseState(w)).toBe(before);
  });

  it('lists the unknown numbers', async () => {
    const r = (await w.gql(IMPORT, { i: { orderNumbers: '123456781\n912345678' } })).importWholesaleOrders;
    expect(r.fieldErrors[0].message).toContain('912345678');
  });

  it('records orders once, linked to a purchase order that gets the number and tracking', async () => {
    const po = await makePurchaseOrder(w, { orderWay: 'wholesale', lines: [{ skuId: w.skuA.id, quantity: 4 }] });
    const text = '  223344556677\n\n223344556671 \n';
    const first = (await w.gql(IMPORT, { i: { orderNumbers: text, purchaseOrderId: po.id } })).importWholesaleOrders;
    expect(first.data).toHaveLength(2);
    expect(first.data.every((o: any) => o.imported && o.purchaseOrderId === po.id)).toBe(true);
    const again = (await w.gql(IMPORT, { i: { orderNumbers: text, purchaseOrderId: po.id } })).importWholesaleOrders;
    expect(again.data.map((o: any) => o.id)).toEqual(first.data.map((o: any) => o.id));
    expect(await w.ctx.db.wholesaleOrder.count({ where: { platformOrderNo: { in: ['223344556677', '223344556671'] } } })).toBe(2);
    const linked = await w.ctx.db.purchaseOrder.findFirstOrThrow({ where: { id: po.id } });
    expect(linked.wholesaleOrderNo).toBe('223344556677,223344556671');
    expect(linked.trackingNo).toMatch(/^YT/);
  });

  it("treats another company's purchase order as not found", async () => {
    const other = await purchaseWorld(app, 'Third Wholesale Co');
    const po = await makePurchaseOrder(other, { lines: [{ skuId: other.skuA.id, quantity: 1 }] });
    const before = await purchaseState(w);
    expect((await w.gql(IMPORT, { i: { orderNumbers: '123456781', purchaseOrderId: po.id } })).importWholesaleOrders.messageId).toBe('purchase.orderNotFound');
    expect(await purchaseState(w)).toBe(before);
  });
});
