// Crawler entries of wholesale (see DomainOperations in operations.ts): the 1688 pairing list,
// link parsing, pairing, ordering paired products, placing and importing platform orders, sync.
// Ids are prefixed wh….
import type { BareClient } from '../src/platform/db';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const R = `{ __typename ... on Error { messageId } }`;
const rnd = () => String(Math.floor(Math.random() * 1e9)).padStart(9, '1');
const LINK = 'https://detail.1688.com/offer/123456782.html';

export const wholesaleOperations: DomainOperations = {
  operations: [
    {
      field: 'alibabaPairingList',
      query: '{ alibabaPairingList(first: 100) { totalCount edges { node { id pairing { id supplierName } } } } }',
      variables: () => ({}),
      foreign: { list: 'whSkuId' },
    },
    {
      field: 'wholesalePairing',
      query: 'query($id: Int!) { wholesalePairing(skuId: $id) { id sku supplierName } }',
      variables: (i) => ({ id: i.whSkuId }),
      foreign: 'null',
    },
    { field: 'parseWholesaleProduct', query: `query($l: String) { parseWholesaleProduct(link: $l) ${R} }`, variables: () => ({ l: LINK }) },
    {
      field: 'wholesaleOrders',
      query: '{ wholesaleOrders(first: 100) { totalCount edges { node { id purchaseOrderNo } } } }',
      variables: () => ({}),
      foreign: { list: 'whWholesaleOrderId' },
    },
    {
      field: 'pairWholesaleProduct',
      query: `mutation($i: WholesalePairingInput!) { pairWholesaleProduct(input: $i) ${R} }`,
      variables: (i) => ({
        i: {
          skuId: i.whSkuId,
          supplierId: i.whSupplierId,
          productUrl: LINK,
          specId: '123456782-1',
          specValues: [
            { name: 'Color', value: 'Red' },
            { name: 'Size', value: 'S' },
          ],
        },
      }),
      foreign: 'notFound',
    },
    {
      field: 'unpairWholesaleProducts',
      query: `mutation($ids: [Int!]!) { unpairWholesaleProducts(ids: $ids) ${R} }`,
      variables: (i) => ({ ids: [i.whPairingId] }),
      foreign: 'notFound',
    },
    {
      field: 'orderPairedProducts',
      query: `mutation($i: OrderPairedProductsInput!) { orderPairedProducts(input: $i) ${R} }`,
      variables: (i) => ({ i: { warehouseId: i.whWarehouseId, items: [{ skuId: i.whSkuId, quantity: 2 }] } }),
      foreign: 'notFound',
    },
    {
      field: 'placeWholesaleOrders',
      query: `mutation($ids: [Int!]!) { placeWholesaleOrders(purchaseOrderIds: $ids) ${R} }`,
      variables: (i) => ({ ids: [i.whPurchaseOrderId] }),
      foreign: 'notFound',
    },
    {
      field: 'importWholesaleOrders',
      query: `mutation($i: ImportWholesaleOrdersInput!) { importWholesaleOrders(input: $i) ${R} }`,
      variables: (i) => ({ i: { orderNumbers: `3${rnd()}1`, purchaseOrderId: i.whPurchaseOrderId } }),
      foreign: 'notFound',
    },
    { field: 'syncWholesaleLogistics', query: `mutation { syncWholesaleLogistics ${R} }`, variables: () => ({}) },
  ],

  /** A SKU paired with a sandbox offer, its supplier, a warehouse, an unplaced wholesale purchase order and a platform order. */
  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const db = ctx.db;
    const companyId = company.companyId;
    const warehouse = await db.warehouse.create({ data: { companyId, name: `Wholesale warehouse ${tag}` } });
    const product = await db.product.create({
      data: { companyId, spu: `WS-${tag}`, name: `Wholesale mug ${tag}`, skus: { create: [{ companyId, sku: `WS-${tag}-1` }] } },
      include: { skus: true },
    });
    const skuId = product.skus[0].id;
    const supplier = await db.supplier.create({
      data: { companyId, name: `Wholesale supplier ${tag}`, wholesaleMemberId: `b2b-wh${tag}`, wholesaleShopName: `Shop ${tag}` },
    });
    await db.supplierProduct.create({ data: { companyId, supplierId: supplier.id, skuId, preferred: true, purchasePrice: '5.00' } });
    const pairing = await db.wholesalePairing.create({
      data: {
        companyId,
        skuId,
        supplierId: supplier.id,
        productUrl: LINK,
        offerId: '123456782',
        specId: '123456782-1',
        specText: 'Color:Red;Size:S',
        title: 'Sandbox',
        priceTiers: [{ minQuantity: 1, price: '5.00' }],
      },
    });
    const po = await db.purchaseOrder.create({
      data: {
        companyId,
        orderNo: `PO-WS-${tag}-${Date.now()}`,
        supplierId: supplier.id,
        warehouseId: warehouse.id,
        orderWay: 'wholesale',
        lines: { create: [{ companyId, skuId, quantity: 3, unitPrice: '5.00' }] },
      },
    });
    const order = await db.wholesaleOrder.create({
      data: { companyId, platformOrderNo: `7${Date.now()}${tag.length}1`, offerId: '123456782', status: 'paid', amount: '15.00', imported: true },
    });
    return {
      whSkuId: skuId,
      whSupplierId: supplier.id,
      whWarehouseId: warehouse.id,
      whPairingId: pairing.id,
      whPurchaseOrderId: po.id,
      whWholesaleOrderId: order.id,
    };
  },
  async snapshot(db: BareClient, companyId: number) {
    const [pairings, orders, purchaseOrders, suppliers] = await Promise.all([
      db.wholesalePairing.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.wholesaleOrder.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.purchaseOrder.findMany({ where: { companyId, orderWay: 'wholesale' }, orderBy: { id: 'asc' } }),
      db.supplier.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    ]);
    return { pairings, orders, purchaseOrders, suppliers };
  },
};
