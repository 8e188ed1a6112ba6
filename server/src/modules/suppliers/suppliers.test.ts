// Suppliers and supply relationships through the GraphQL API on a real database: every rule of
// spec 02 §5 'Purchasing' owned here broken with nothing written, statistics from real purchase
// rows checked against hand-computed figures, deletion refused while purchase orders reference it.
import { beforeAll, describe, expect, it } from 'vitest';
import { worldsSuite, type TestApp } from '../../../test/harness';
import { ValidationError } from '../../platform/errors';
import { newBillNo } from '../../platform/lookups';
import { makePurchaseOrder, purchaseState, purchaseWorld, type PurchaseWorld } from '../purchase-orders/purchase.fixtures';
import { createSupplier } from './suppliers.service';
import { supplierStatisticsOf } from './suppliers.statistics';

let app: TestApp;
let w: PurchaseWorld;
let other: PurchaseWorld;

const ERR = `__typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } }`;
const SUPPLIER = `id name type preferred website contact phone deliveryDays taxRate enabled wholesaleMemberId wholesaleShopName productCount`;
const STATS = `purchaseCount delayRate replenishmentRate returnRate averagePrice latestPrice latestPurchaseAt defectiveCount defectiveRate purchaseQuantity receivedQuantity purchaseAmount`;
const CREATE = `mutation($i: SupplierInput!) { createSupplier(input: $i) { ${ERR} ... on MutationCreateSupplierSuccess { data { ${SUPPLIER} } } } }`;
const UPDATE = `mutation($id: Int!, $i: SupplierInput!) { updateSupplier(id: $id, input: $i) { ${ERR} ... on MutationUpdateSupplierSuccess { data { ${SUPPLIER} } } } }`;
const ENABLE = `mutation($id: Int!, $e: Boolean!) { setSupplierEnabled(id: $id, enabled: $e) { ${ERR} ... on MutationSetSupplierEnabledSuccess { data { id enabled } } } }`;
const DELETE = `mutation($id: Int!) { deleteSupplier(id: $id) { ${ERR} ... on MutationDeleteSupplierSuccess { data } } }`;
const RELATE = `mutation($i: SupplyRelationshipInput!) { setSupplyRelationship(input: $i) { ${ERR}
  ... on MutationSetSupplyRelationshipSuccess { data { skuId supplierCount preferredSupplierId preferredSupplierName preferredPrice suppliers { supplierId preferred purchasePrice moq purchaseLink } } } } }`;
const LIST = `query($f: SupplierFilter) { suppliers(first: 50, filter: $f) { totalCount edges { node { id name statistics { purchaseCount } } } } }`;

const unwrap = (r: any) => (r.__typename?.endsWith('Success') ? r.data : r);
const create = async (i: Record<string, unknown>) => unwrap((await w.gql(CREATE, { i })).createSupplier);
const relate = async (i: Record<string, unknown>, world = w) => unwrap((await world.gql(RELATE, { i })).setSupplyRelationship);
const names = async (f: Record<string, unknown>) => (await w.gql(LIST, { f })).suppliers.edges.map((e: { node: { name: string } }) => e.node.name).sort();
const day = (s: string) => new Date(`${s}T10:00:00Z`);

worldsSuite(purchaseWorld, ['Supplier Co', 'Other Supplier Co'], (...s) => ([app, w, other] = s));

describe('supplier rules (spec 02 §5 Purchasing, §8), nothing written', () => {
  it.each([
    ['an empty name', { name: '  ' }, 'name', 'validation.required'],
    ['a bad website', { name: 'Web Co', website: 'not a site' }, 'website', 'purchase.websiteFormat'],
    ['letters in the phone', { name: 'Phone Co', phone: '12ab34' }, 'phone', 'purchase.phoneFormat'],
    ['a negative delivery period', { name: 'Late Co', deliveryDays: -1 }, 'deliveryDays', 'purchase.deliveryDays'],
    ['a rate of 100', { name: 'Rate Co', taxRate: '100' }, 'taxRate', 'purchase.rateFormat'],
    ['a rate with three decimals', { name: 'Rate Co', taxRate: '6.125' }, 'taxRate', 'purchase.rateFormat'],
    ['an unknown type', { name: 'Type Co', type: 'eternal' }, 'type', 'purchase.supplierType'],
    ['a duplicate name', { name: 'Yiwu Cups' }, 'name', 'purchase.supplierExists'],
  ])('refuses %s', async (_n, input, field, messageId) => {
    const before = await purchaseState(w);
    const r = await create(input);
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors).toContainEqual(expect.objectContaining({ field, messageId }));
    expect(await purchaseState(w)).toBe(before);
  });

  it('says "Input content already exists" for a duplicate name, in both languages', async () => {
    const en = (await w.gql(CREATE, { i: { name: 'Yiwu Cups' } })).createSupplier;
    expect(en.fieldErrors[0].message).toBe('Input content already exists');
    const zh = (await w.gql(CREATE, { i: { name: 'Yiwu Cups' } }, 'zh')).createSupplier;
    expect(zh.fieldErrors[0].message).not.toBe('Input content already exists');
  });

  it('refuses a delivery period that is not a number (service level: GraphQL Int carries none)', async () => {
    const before = await purchaseState(w);
    const err = await createSupplier(w.ctx, { name: 'Abc Co', deliveryDays: 'abc' }).catch((e) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect(err.issues).toEqual([expect.objectContaining({ field: 'deliveryDays', messageId: 'purchase.deliveryDays' })]);
    expect(await purchaseState(w)).toBe(before);
  });

  it('refuses renaming onto another supplier and a foreign supplier id', async () => {
    const before = await purchaseState(w);
    const r = (await w.gql(UPDATE, { id: w.temporary.id, i: { name: 'Yiwu Cups', type: 'temporary' } })).updateSupplier;
    expect(r.fieldErrors).toContainEqual(expect.objectContaining({ field: 'name', messageId: 'purchase.supplierExists' }));
    const foreign = (await w.gql(UPDATE, { id: other.supplier.id, i: { name: 'Hijack' } })).updateSupplier;
    expect(foreign).toMatchObject({ __typename: 'NotFoundError', messageId: 'purchase.supplierNotFound' });
    expect(await purchaseState(w)).toBe(before);
    expect(await purchaseState(other)).toContain('Yiwu Cups');
  });
});

describe('supply relationship rules, nothing written', () => {
  const row = (supplierId: number, preferred: boolean, purchasePrice = '1.00') => ({ supplierId, preferred, purchasePrice });
  it.each([
    ['no preferred supplier', () => [row(w.supplier.id, false), row(w.temporary.id, false)], 'suppliers', 'purchase.preferredSupplierRequired'],
    ['two preferred suppliers', () => [row(w.supplier.id, true), row(w.temporary.id, true)], 'suppliers', 'purchase.preferredSupplierRequired'],
    ['the same supplier twice', () => [row(w.supplier.id, true), row(w.supplier.id, false)], 'suppliers.1.supplierId', 'purchase.sameSupplierTwice'],
    ['no supplier at all', () => [], 'suppliers', 'purchase.supplierRequired'],
    ['a price with three decimals', () => [row(w.supplier.id, true, '1.234')], 'suppliers.0.purchasePrice', 'inventory.priceTwoDecimals'],
  ])('refuses %s', async (_n, suppliers, field, messageId) => {
    const before = await purchaseState(w);
    const r = await relate({ skuId: w.skuA.id, suppliers: suppliers() });
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors).toContainEqual(expect.objectContaining({ field, messageId }));
    expect(await purchaseState(w)).toBe(before);
  });

  it('refuses a foreign SKU or supplier as not found', async () => {
    const before = await purchaseState(w);
    expect(await relate({ skuId: other.skuA.id, suppliers: [row(w.supplier.id, true)] })).toMatchObject({ __typename: 'NotFoundError' });
    expect(await relate({ skuId: w.skuA.id, suppliers: [row(other.supplier.id, true)] })).toMatchObject({
      __typename: 'NotFoundError',
      messageId: 'purchase.supplierNotFound',
    });
    expect(await purchaseState(w)).toBe(before);
  });

  it('replaces the suppliers of a SKU and lists SKUs with and without supplier', async () => {
    const r = await relate({
      skuId: w.skuB.id,
      suppliers: [{ ...row(w.temporary.id, true, '2.55'), moq: 20, purchaseLink: 'https://shop.example/box' }, row(w.supplier.id, false, '2.70')],
    });
    expect(r).toMatchObject({
      skuId: w.skuB.id,
      supplierCount: 2,
      preferredSupplierId: w.temporary.id,
      preferredSupplierName: 'Market stall',
      preferredPrice: '2.55',
    });
    expect(r.suppliers[0]).toEqual({ supplierId: w.temporary.id, preferred: true, purchasePrice: '2.55', moq: 20, purchaseLink: 'https://shop.example/box' });
    const list = async (filter: Record<string, unknown>) =>
      (await w.gql('query($f: SupplyRelationshipFilter) { supplyRelationships(filter: $f) { totalCount nodes { sku supplierCount } } }', { f: filter }))
        .supplyRelationships;
    expect((await list({})).nodes).toEqual([
      { sku: 'BOX', supplierCount: 2 },
      { sku: 'CUP', supplierCount: 2 },
    ]);
    expect((await list({ supplierId: w.temporary.id, keyword: 'bo' })).nodes).toEqual([{ sku: 'BOX', supplierCount: 2 }]);
    const extra = await w.ctx.db.product.create({
      data: { companyId: w.company.companyId, spu: 'LID', name: 'Lid', skus: { create: [{ companyId: w.company.companyId, sku: 'LID' }] } },
    });
    expect(await list({ noSupplier: true })).toEqual({ totalCount: 1, nodes: [{ sku: 'LID', supplierCount: 0 }] });
    await w.ctx.db.product.delete({ where: { id: extra.id } });
    // Back as it was for the other tests.
    await relate({ skuId: w.skuB.id, suppliers: [row(w.supplier.id, true, '2.70')] });
  });
});

describe('suppliers: list, filters, enable, delete', () => {
  it('creates with every field, filters, disables and enables', async () => {
    const r = await create({
      name: 'Ningbo Boxes',
      type: 'temporary',
      preferred: false,
      website: 'www.ningbo-boxes.cn',
      contact: 'Mr Wang',
      phone: '+86 574-1234',
      deliveryDays: 7,
      taxRate: '6.5',
      wholesaleMemberId: 'b2b-nb',
      wholesaleShopName: 'NB Shop',
      accountNumber: '6222 0000',
      bankName: 'ICBC',
      payee: 'Wang',
    });
    expect(r).toMatchObject({
      name: 'Ningbo Boxes',
      type: 'temporary',
      website: 'www.ningbo-boxes.cn',
      deliveryDays: 7,
      taxRate: '6.50',
      enabled: true,
      productCount: 0,
    });
    expect(await names({ keyword: 'wang' })).toEqual(['Ningbo Boxes']);
    expect(await names({ type: 'formal' })).toEqual(['Yiwu Cups']);
    expect(await names({ preferred: true })).toEqual(['Yiwu Cups']);
    expect((await w.gql(ENABLE, { id: r.id, e: false })).setSupplierEnabled.data).toEqual({ id: r.id, enabled: false });
    expect(await names({ enabled: false })).toEqual(['Ningbo Boxes']);
    const options = (await w.gql('{ supplierOptions { name enabled preferred } }')).supplierOptions;
    expect(options[options.length - 1]).toEqual({ name: 'Ningbo Boxes', enabled: false, preferred: false });
    expect((await w.gql(ENABLE, { id: r.id, e: true })).setSupplierEnabled.data.enabled).toBe(true);
    expect((await w.gql(DELETE, { id: r.id })).deleteSupplier).toEqual({ __typename: 'MutationDeleteSupplierSuccess', data: r.id });
    expect(await names({ keyword: 'ningbo' })).toEqual([]);
  });

  it('refuses to delete a supplier a purchase order references, nothing written', async () => {
    await makePurchaseOrder(w, { supplierId: w.temporary.id, status: 'cancelled', lines: [{ skuId: w.skuA.id, quantity: 1 }] });
    const before = await purchaseState(w);
    const r = (await w.gql(DELETE, { id: w.temporary.id })).deleteSupplier;
    expect(r).toMatchObject({ __typename: 'BusinessError', messageId: 'purchase.supplierInUse' });
    expect(await purchaseState(w)).toBe(before);
  });

  it('deleting the preferred supplier of a SKU makes its oldest remaining one preferred', async () => {
    const spare = await create({ name: 'Spare Co' });
    await relate({
      skuId: w.skuB.id,
      suppliers: [
        { supplierId: spare.id, preferred: true },
        { supplierId: w.supplier.id, preferred: false, purchasePrice: '2.70' },
      ],
    });
    await w.gql(DELETE, { id: spare.id });
    const rel = (await w.gql('query($id: Int!) { supplyRelationship(skuId: $id) { preferredSupplierId supplierCount } }', { id: w.skuB.id }))
      .supplyRelationship;
    expect(rel).toEqual({ preferredSupplierId: w.supplier.id, supplierCount: 1 });
  });

  it('gives unit prices of SKUs at one supplier and refuses a foreign supplier', async () => {
    const q = `query($s: [Int!]!, $id: Int!) { supplierProductPrices(skuIds: $s, supplierId: $id) { ${ERR} ... on QuerySupplierProductPricesSuccess { data { skuId unitPrice moq preferred } } } }`;
    const r = (await w.gql(q, { s: [w.skuA.id, w.skuB.id, w.kit.id, other.skuA.id], id: w.temporary.id })).supplierProductPrices;
    expect(r.data).toEqual([
      { skuId: w.skuA.id, unitPrice: '1.60', moq: 1, preferred: false },
      { skuId: w.skuB.id, unitPrice: null, moq: 1, preferred: false },
      { skuId: w.kit.id, unitPrice: null, moq: 1, preferred: false },
    ]);
    expect((await w.gql(q, { s: [w.skuA.id], id: other.supplier.id })).supplierProductPrices).toMatchObject({ __typename: 'NotFoundError' });
  });

  it('opens the supplier picker to any purchasing page only', async () => {
    const token = async (permissions: string[]) => {
      const tag = Math.random().toString(36).slice(2, 8);
      const role = await app.gql(
        'mutation($i: RoleInput!) { createRole(input: $i) { ... on MutationCreateRoleSuccess { data { id } } } }',
        { i: { name: `r${tag}`, permissions } },
        { token: w.company.token },
      );
      const username = `s_${tag}`;
      await app.gql(
        'mutation($i: CreateSubAccountInput!) { createSubAccount(input: $i) { __typename } }',
        { i: { username, password: 'secret123', password2: 'secret123', realname: tag, roleId: role.body.data.createRole.data.id } },
        { token: w.company.token },
      );
      return app.login(username);
    };
    const denied = await app.gql('{ supplierOptions { id } }', {}, { token: await token(['shops']) });
    expect(denied.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', messageId: 'permission.denied' });
    const allowed = await app.gql('{ supplierOptions { id } }', {}, { token: await token(['purchaseOrder']) });
    expect(allowed.body.errors).toBeUndefined();
    expect(allowed.body.data.supplierOptions.length).toBeGreaterThanOrEqual(2);
  });
});

describe('supplier statistics from real purchase rows', () => {
  let supplierId: number;

  beforeAll(async () => {
    const s = await create({ name: 'Stats Supplier', deliveryDays: 3 });
    supplierId = s.id;
    const db = w.ctx.db;
    const companyId = w.company.companyId;
    const receipt = (purchaseOrderId: number, signedAt: Date) =>
      db.purchaseReceipt.create({ data: { companyId, receiptNo: newBillNo('RC'), purchaseOrderId, signedAt, status: 'inspected' } });
    const abnormal = (purchaseOrderId: number, method: string, quantity: number) =>
      db.abnormalReceipt.create({
        data: {
          companyId,
          billNo: newBillNo('AB'),
          purchaseOrderId,
          type: 'defective',
          method,
          lines: { create: [{ companyId, skuId: w.skuA.id, quantity, receiptPrice: '1.50', refundAmount: '0' }] },
        },
      });
    // PO1: 10 CUP at 1.50, all received (8 good, 2 defective), signed on day 2 of 3: on time.
    const po1 = await makePurchaseOrder(w, {
      supplierId,
      status: 'received',
      orderDate: day('2026-01-01'),
      lines: [{ skuId: w.skuA.id, quantity: 10, unitPrice: '1.50', receivedQuantity: 10, goodQuantity: 8 }],
    });
    await db.purchaseOrderLine.updateMany({ where: { id: po1.lines[0].id }, data: { defectiveQuantity: 2 } });
    await receipt(po1.id, day('2026-01-03'));
    await receipt(po1.id, day('2026-01-09')); // a later parcel does not make it late: the first signature counts
    await abnormal(po1.id, 'return', 2);
    // PO2: 20 CUP at 2.00 (5 received, good) + 10 BOX at 3.10; ETA 02-05, signed 02-08: late.
    const po2 = await makePurchaseOrder(w, {
      supplierId,
      status: 'partiallyReceived',
      orderDate: day('2026-02-01'),
      eta: day('2026-02-05'),
      lines: [
        { skuId: w.skuA.id, quantity: 20, unitPrice: '2.00', receivedQuantity: 5, goodQuantity: 5 },
        { skuId: w.skuB.id, quantity: 10, unitPrice: '3.10' },
      ],
    });
    await receipt(po2.id, day('2026-02-08'));
    await abnormal(po2.id, 'resend', 3); // resend is neither return nor exchange
    // PO3: 5 CUP at 1.80, nothing arrived yet; PO4 cancelled: ignored.
    await makePurchaseOrder(w, { supplierId, status: 'approved', orderDate: day('2026-03-01'), lines: [{ skuId: w.skuA.id, quantity: 5, unitPrice: '1.80' }] });
    await makePurchaseOrder(w, {
      supplierId,
      status: 'cancelled',
      orderDate: day('2026-03-05'),
      lines: [{ skuId: w.skuA.id, quantity: 100, unitPrice: '9.99' }],
    });
    await relate({
      skuId: w.skuA.id,
      suppliers: [
        { supplierId: w.supplier.id, preferred: true, purchasePrice: '1.80' },
        { supplierId, preferred: false, purchasePrice: '1.75', moq: 50 },
      ],
    });
  });

  it('computes every figure as by hand', async () => {
    const r = (await w.gql(`query($id: Int!) { supplier(id: $id) { name productCount statistics { ${STATS} } } }`, { id: supplierId })).supplier;
    expect(r.productCount).toBe(1);
    expect(r.statistics).toEqual({
      purchaseCount: 3, // PO1-3, not the cancelled one
      delayRate: 0.5, // PO2 of the signed PO1, PO2
      replenishmentRate: 0.5, // PO1 complete of PO1, PO2 with arrivals
      returnRate: 0.1333, // 2 returned of 15 received
      averagePrice: '2.11', // (15 + 40 + 31 + 9) / 45
      latestPrice: '1.80',
      latestPurchaseAt: day('2026-03-01').toISOString(),
      defectiveCount: 2,
      defectiveRate: 0.1333, // 2 of 15 inspected
      purchaseQuantity: 45,
      receivedQuantity: 15,
      purchaseAmount: '95.00',
    });
  });

  it('limits statistics to a date range and batches many suppliers into one map', async () => {
    const map = await supplierStatisticsOf(w.ctx, [supplierId, w.temporary.id, other.supplier.id], { from: day('2026-02-01') });
    expect(map.get(supplierId)).toMatchObject({ purchaseCount: 2, delayRate: 1, averagePrice: 2.29, purchaseQuantity: 35 });
    expect(map.get(other.supplier.id)).toMatchObject({ purchaseCount: 0, latestPrice: null }); // another company's history is invisible
  });

  it('lists the purchase records newest first, paginated', async () => {
    const q = `query($id: Int!, $o: Int) { supplierPurchaseRecords(supplierId: $id, offset: $o, first: 2) { totalCount nodes { orderNo status sku quantity unitPrice receivedQuantity goodQuantity defectiveQuantity } } }`;
    const first = (await w.gql(q, { id: supplierId })).supplierPurchaseRecords;
    expect(first.totalCount).toBe(5);
    expect(first.nodes.map((n: { status: string }) => n.status)).toEqual(['cancelled', 'approved']);
    const last = (await w.gql(q, { id: supplierId, o: 4 })).supplierPurchaseRecords;
    expect(last.nodes).toEqual([
      expect.objectContaining({ sku: 'CUP', quantity: 10, unitPrice: '1.50', receivedQuantity: 10, goodQuantity: 8, defectiveQuantity: 2 }),
    ]);
    expect((await w.gql(q, { id: other.supplier.id })).supplierPurchaseRecords).toBeNull();
  });

  it("shows a SKU's suppliers and a supplier's products with the last purchase", async () => {
    const rel = (
      await w.gql(
        `query($id: Int!) { supplyRelationship(skuId: $id) { sku suppliers { supplierName preferred moq lastPurchasePrice lastPurchaseAt purchasedQuantity supplierStatistics { purchaseCount } } } }`,
        { id: w.skuA.id },
      )
    ).supplyRelationship;
    expect(rel.suppliers[1]).toEqual({
      supplierName: 'Stats Supplier',
      preferred: false,
      moq: 50,
      lastPurchasePrice: '1.80',
      lastPurchaseAt: day('2026-03-01').toISOString(),
      purchasedQuantity: 35,
      supplierStatistics: { purchaseCount: 3 },
    });
    const products = (
      await w.gql(`query($id: Int!) { supplierProducts(supplierId: $id) { totalCount nodes { sku purchasePrice purchasedQuantity } } }`, { id: supplierId })
    ).supplierProducts;
    expect(products).toEqual({ totalCount: 1, nodes: [{ sku: 'CUP', purchasePrice: '1.75', purchasedQuantity: 35 }] });
  });

  it('loads the statistics of a whole page in one query set', async () => {
    const r = (await w.gql(LIST, { f: {} })).suppliers;
    const byName = Object.fromEntries(
      r.edges.map((e: { node: { name: string; statistics: { purchaseCount: number } } }) => [e.node.name, e.node.statistics.purchaseCount]),
    );
    expect(byName).toMatchObject({ 'Stats Supplier': 3, 'Market stall': 0 });
  });
});
