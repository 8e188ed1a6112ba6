// Crawler entries of warehouses, locations, inbound / outbound orders, the ledger and stock
// occupation (see DomainOperations in operations.ts). Ids are prefixed (wh…) so they never clash
// with other domains' seeds.
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const R = `{ __typename ... on Error { messageId } }`;
const list = (field: string) => `{ ${field}(first: 100) { totalCount edges { node { id } } } }`;
const rnd = () => Math.random().toString(36).slice(2, 9);

export const warehouseOperations: DomainOperations = {
  operations: [
    { field: 'warehouseOptions', query: '{ warehouseOptions { id name type enabled } }', variables: () => ({}) },
    { field: 'locationOptions', query: 'query($w: Int!) { locationOptions(warehouseId: $w) { id code } }', variables: (i) => ({ w: i.whWarehouseId }) },
    { field: 'warehouses', query: list('warehouses'), variables: () => ({}), foreign: { list: 'whWarehouseId' } },
    { field: 'warehouse', query: 'query($id: Int!) { warehouse(id: $id) { id name } }', variables: (i) => ({ id: i.whWarehouseId }), foreign: 'null' },
    { field: 'locations', query: list('locations'), variables: () => ({}), foreign: { list: 'whLocationId' } },
    {
      field: 'locationLabels',
      query: `query($ids: [Int!]!) { locationLabels(ids: $ids) ${R} }`,
      variables: (i) => ({ ids: [i.whLocationId] }),
      foreign: 'notFound',
    },
    {
      field: 'createWarehouse',
      query: `mutation($i: CreateWarehouseInput!) { createWarehouse(input: $i) ${R} }`,
      variables: () => ({ i: { name: `crawl ${rnd()}`, type: 'own' } }),
    },
    {
      field: 'updateWarehouse',
      query: `mutation($i: UpdateWarehouseInput!) { updateWarehouse(input: $i) ${R} }`,
      variables: (i) => ({ i: { id: i.whWarehouseId, contact: 'crawled' } }),
      foreign: 'notFound',
    },
    {
      field: 'createLocation',
      query: `mutation($i: CreateLocationInput!) { createLocation(input: $i) ${R} }`,
      variables: (i) => ({ i: { warehouseId: i.whWarehouseId, code: `C-${rnd()}` } }),
      foreign: 'notFound',
    },
    {
      field: 'createLocations',
      query: `mutation($i: CreateLocationsInput!) { createLocations(input: $i) ${R} }`,
      variables: (i) => ({ i: { warehouseId: i.whWarehouseId, prefix: `R${rnd()}-`, from: 1, to: 3 } }),
      foreign: 'notFound',
    },
    {
      field: 'updateLocation',
      query: `mutation($i: UpdateLocationInput!) { updateLocation(input: $i) ${R} }`,
      variables: (i) => ({ i: { id: i.whLocationId, remark: 'crawled' } }),
      foreign: 'notFound',
    },
    {
      field: 'deleteLocation',
      query: `mutation($id: Int!) { deleteLocation(id: $id) ${R} }`,
      variables: (i) => ({ id: i.whSpareLocationId }),
      foreign: 'notFound',
    },

    { field: 'inboundOrders', query: list('inboundOrders'), variables: () => ({}), foreign: { list: 'whInboundId' } },
    {
      field: 'inboundOrder',
      query: 'query($id: Int!) { inboundOrder(id: $id) { id lines { id sku locationCode total } } }',
      variables: (i) => ({ id: i.whInboundId }),
      foreign: 'null',
    },
    { field: 'outboundOrders', query: list('outboundOrders'), variables: () => ({}), foreign: { list: 'whOutboundId' } },
    {
      field: 'outboundOrder',
      query: 'query($id: Int!) { outboundOrder(id: $id) { id lines { id sku } } }',
      variables: (i) => ({ id: i.whOutboundId }),
      foreign: 'null',
    },
    {
      field: 'createInboundOrder',
      query: `mutation($i: StockBillInput!) { createInboundOrder(input: $i) ${R} }`,
      variables: (i) => ({ i: { warehouseId: i.whWarehouseId, lines: [{ skuId: i.whSkuId, quantity: 1, locationId: i.whLocationId }] } }),
      foreign: 'notFound',
    },
    {
      field: 'updateInboundOrder',
      query: `mutation($i: UpdateStockBillInput!) { updateInboundOrder(input: $i) ${R} }`,
      variables: (i) => ({
        i: { id: i.whInboundDraftId, warehouseId: i.whWarehouseId, lines: [{ skuId: i.whSkuId, quantity: 2, locationId: i.whLocationId }] },
      }),
      foreign: 'notFound',
    },
    {
      field: 'confirmInboundOrder',
      query: `mutation($id: Int!) { confirmInboundOrder(id: $id) ${R} }`,
      variables: (i) => ({ id: i.whInboundDraftId }),
      foreign: 'notFound',
    },
    {
      field: 'cancelInboundOrder',
      query: `mutation($id: Int!) { cancelInboundOrder(id: $id) ${R} }`,
      variables: (i) => ({ id: i.whInboundDraftId }),
      foreign: 'notFound',
    },
    {
      field: 'createOutboundOrder',
      query: `mutation($i: StockBillInput!) { createOutboundOrder(input: $i) ${R} }`,
      variables: (i) => ({ i: { warehouseId: i.whWarehouseId, lines: [{ skuId: i.whSkuId, locationId: i.whLocationId, quantity: 1 }] } }),
      foreign: 'notFound',
    },
    {
      field: 'updateOutboundOrder',
      query: `mutation($i: UpdateStockBillInput!) { updateOutboundOrder(input: $i) ${R} }`,
      variables: (i) => ({ i: { id: i.whOutboundId, warehouseId: i.whWarehouseId, lines: [{ skuId: i.whSkuId, locationId: i.whLocationId, quantity: 2 }] } }),
      foreign: 'notFound',
    },
    {
      field: 'confirmOutboundOrder',
      query: `mutation($id: Int!) { confirmOutboundOrder(id: $id) ${R} }`,
      variables: (i) => ({ id: i.whOutboundId }),
      foreign: 'notFound',
    },
    {
      field: 'cancelOutboundOrder',
      query: `mutation($id: Int!) { cancelOutboundOrder(id: $id) ${R} }`,
      variables: (i) => ({ id: i.whOutboundId }),
      foreign: 'notFound',
    },

    {
      field: 'stockLedger',
      query: '{ stockLedger(first: 100) { totalCount edges { node { id sku warehouseName locationCode quantityAfter operatorName } } } }',
      variables: () => ({}),
      foreign: { list: 'whLedgerId' },
    },
    {
      field: 'stockOccupations',
      query: '{ stockOccupations(first: 100) { totalCount edges { node { id sku warehouseName quantity } } } }',
      variables: () => ({}),
      foreign: { list: 'whOccupationId' },
    },
    {
      field: 'occupyStock',
      query: `mutation($i: OccupyStockInput!) { occupyStock(input: $i) ${R} }`,
      variables: (i) => ({ i: { skuId: i.whSkuId, warehouseId: i.whWarehouseId, quantity: 1, remark: 'crawl' } }),
      foreign: 'notFound',
    },
    {
      field: 'releaseStockOccupation',
      query: `mutation($i: ReleaseStockOccupationInput!) { releaseStockOccupation(input: $i) ${R} }`,
      variables: (i) => ({ i: { occupationId: i.whOccupationId, quantity: 1 } }),
      foreign: 'notFound',
    },
  ],

  /** A warehouse with two locations (and a spare one), a SKU, a confirmed inbound order, drafts and a lock. */
  async seed(app, company, tag) {
    const token = company.token;
    const ok = async (query: string, variables: Record<string, unknown>, field: string) => {
      const r = await app.gql(query, variables, { token });
      const v = r.body.data?.[field];
      if (r.body.errors || !v?.data) throw new Error(`seed ${field}: ${JSON.stringify(r.body.errors ?? v)}`);
      return v.data;
    };
    const wh = await ok(
      'mutation($i: CreateWarehouseInput!) { createWarehouse(input: $i) { ... on MutationCreateWarehouseSuccess { data { id } } ... on Error { messageId } } }',
      { i: { name: `WH ${tag}`, code: `WH${tag}`, type: 'own' } },
      'createWarehouse',
    );
    const locations = await ok(
      'mutation($i: CreateLocationsInput!) { createLocations(input: $i) { ... on MutationCreateLocationsSuccess { data { id code } } ... on Error { messageId } } }',
      { i: { warehouseId: wh.id, prefix: 'WH-', from: 1, to: 3 } },
      'createLocations',
    );
    // The product library API belongs to the catalog domain; the seed writes the SKU directly.
    const ctx = await contextOf(app, token);
    const product = await ctx.db.product.create({
      data: {
        companyId: company.companyId,
        spu: `WH-${tag}`,
        name: `Warehouse item ${tag}`,
        skus: { create: [{ companyId: company.companyId, sku: `WH-${tag}-1` }] },
      },
      include: { skus: true },
    });
    const skuId = product.skus[0].id;
    const billSelect = (d: string) => `{ ... on MutationCreate${d}OrderSuccess { data { id } } ... on Error { messageId } }`;
    const inbound = await ok(
      `mutation($i: StockBillInput!) { createInboundOrder(input: $i) ${billSelect('Inbound')} }`,
      { i: { warehouseId: wh.id, type: 'purchase', lines: [{ skuId, quantity: 20, unitPrice: '1.50', locationId: locations[0].id }] } },
      'createInboundOrder',
    );
    await ok(
      'mutation($id: Int!) { confirmInboundOrder(id: $id) { ... on MutationConfirmInboundOrderSuccess { data { id } } ... on Error { messageId } } }',
      { id: inbound.id },
      'confirmInboundOrder',
    );
    const draft = await ok(
      `mutation($i: StockBillInput!) { createInboundOrder(input: $i) ${billSelect('Inbound')} }`,
      { i: { warehouseId: wh.id, lines: [{ skuId, quantity: 5, locationId: locations[1].id }] } },
      'createInboundOrder',
    );
    const outbound = await ok(
      `mutation($i: StockBillInput!) { createOutboundOrder(input: $i) ${billSelect('Outbound')} }`,
      { i: { warehouseId: wh.id, type: 'sale', lines: [{ skuId, quantity: 2 }] } },
      'createOutboundOrder',
    );
    const lock = await ok(
      'mutation($i: OccupyStockInput!) { occupyStock(input: $i) { ... on MutationOccupyStockSuccess { data { id } } ... on Error { messageId } } }',
      { i: { skuId, warehouseId: wh.id, quantity: 3, remark: 'seed lock' } },
      'occupyStock',
    );
    const ledger = await ctx.db.stockLedger.findFirstOrThrow({ where: { billNo: { startsWith: 'IN-' }, skuId } });
    return {
      whWarehouseId: wh.id,
      whLocationId: locations[0].id,
      whLocation2Id: locations[1].id,
      whSpareLocationId: locations[2].id,
      whSkuId: skuId,
      whInboundId: inbound.id,
      whInboundDraftId: draft.id,
      whOutboundId: outbound.id,
      whOccupationId: lock.id,
      whLedgerId: ledger.id,
    };
  },

  async snapshot(db, companyId) {
    const where = { where: { companyId }, orderBy: { id: 'asc' as const } };
    return Promise.all([
      db.warehouse.findMany(where),
      db.location.findMany(where),
      db.stockBill.findMany({ ...where, include: { lines: { orderBy: { id: 'asc' } } } }),
      db.stockOccupation.findMany(where),
      db.stockLedger.count({ where: { companyId } }),
    ]);
  },
};
