// Crawler entries of the inventory views, transfers and processing sheets (see DomainOperations
// in operations.ts). Ids are prefixed (inv…) so they never clash with other domains' seeds.
import { applyMoves } from '../src/modules/inventory/stock.service';
import { createTransfer } from '../src/modules/transfers/transfers.service';
import { createAssemble } from '../src/modules/assemble/assemble.service';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const R = `{ __typename ... on Error { messageId } }`;
const list = (field: string, args = 'first: 100') => `{ ${field}(${args}) { totalCount edges { node { id } } } }`;

export const inventoryOperations: DomainOperations = {
  operations: [
    {
      field: 'inventory',
      query: '{ inventory(first: 100) { totalCount edges { node { id sku warehouseName available ageBand sales7 sales90 } } } }',
      variables: () => ({}),
      foreign: { list: 'invStockId' },
    },
    { field: 'safetyStocks', query: list('safetyStocks'), variables: () => ({}), foreign: { list: 'invStockId' } },
    {
      field: 'stockLocations',
      query: '{ stockLocations(first: 100) { totalCount edges { node { id sku locationCode } } } }',
      variables: () => ({}),
      foreign: { list: 'invStockLocationId' },
    },
    {
      field: 'warehouseStockReport',
      query: 'query($w: Int) { warehouseStockReport(warehouseId: $w) { warehouseId quantity value bands { band quantity } } }',
      variables: (i) => ({ w: i.invWarehouseId }),
    },
    {
      field: 'moveStockLocation',
      query: `mutation($i: MoveStockLocationInput!) { moveStockLocation(input: $i) ${R} }`,
      variables: (i) => ({
        i: { skuId: i.invSkuId, warehouseId: i.invWarehouseId, fromLocationId: i.invLocationId, toLocationId: i.invLocation2Id, quantity: 1 },
      }),
      foreign: 'notFound',
    },
    {
      field: 'setSafetyStock',
      query: `mutation($i: SetSafetyStockInput!) { setSafetyStock(input: $i) ${R} }`,
      variables: (i) => ({ i: { items: [{ skuId: i.invSkuId, warehouseId: i.invWarehouseId, safe: 3 }] } }),
      foreign: 'notFound',
    },
    { field: 'recomputeAbc', query: `mutation { recomputeAbc ${R} }`, variables: () => ({}) },

    { field: 'transferOrders', query: list('transferOrders'), variables: () => ({}), foreign: { list: 'invTransferId' } },
    {
      field: 'transferOrder',
      query: 'query($id: Int!) { transferOrder(id: $id) { id lines { id sku } } }',
      variables: (i) => ({ id: i.invTransferId }),
      foreign: 'null',
    },
    {
      field: 'createTransferOrder',
      query: `mutation($i: TransferOrderInput!) { createTransferOrder(input: $i) ${R} }`,
      variables: (i) => ({ i: { fromWarehouseId: i.invWarehouseId, toWarehouseId: i.invWarehouse2Id, lines: [{ skuId: i.invSkuId, quantity: 1 }] } }),
      foreign: 'notFound',
    },
    {
      field: 'updateTransferOrder',
      query: `mutation($id: Int!, $i: TransferOrderInput!) { updateTransferOrder(id: $id, input: $i) ${R} }`,
      variables: (i) => ({
        id: i.invTransferId,
        i: { fromWarehouseId: i.invWarehouseId, toWarehouseId: i.invWarehouse2Id, lines: [{ skuId: i.invSkuId, quantity: 2 }] },
      }),
      foreign: 'notFound',
    },
    {
      field: 'submitTransferOrder',
      query: `mutation($id: Int!) { submitTransferOrder(id: $id) ${R} }`,
      variables: (i) => ({ id: i.invTransferId }),
      foreign: 'notFound',
    },
    {
      field: 'shipTransferOrder',
      query: `mutation($i: ShipTransferOrderInput!) { shipTransferOrder(input: $i) ${R} }`,
      variables: (i) => ({ i: { id: i.invTransferId, trackingNo: 'T1' } }),
      foreign: 'notFound',
    },
    {
      field: 'receiveTransferOrder',
      query: `mutation($i: ReceiveTransferOrderInput!) { receiveTransferOrder(input: $i) ${R} }`,
      variables: (i) => ({ i: { id: i.invTransferId, locationId: i.invLocation2Id } }),
      foreign: 'notFound',
    },
    {
      field: 'cancelTransferOrder',
      query: `mutation($id: Int!) { cancelTransferOrder(id: $id) ${R} }`,
      variables: (i) => ({ id: i.invTransferId }),
      foreign: 'notFound',
    },
    {
      field: 'deleteTransferOrder',
      query: `mutation($id: Int!) { deleteTransferOrder(id: $id) ${R} }`,
      variables: (i) => ({ id: i.invTransferId }),
      foreign: 'notFound',
    },

    {
      field: 'assembleSheets',
      query: '{ assembleSheets(first: 100) { totalCount edges { node { id components { sku required occupied } } } } }',
      variables: () => ({}),
      foreign: { list: 'invAssembleId' },
    },
    { field: 'assembleSheet', query: 'query($id: Int!) { assembleSheet(id: $id) { id } }', variables: (i) => ({ id: i.invAssembleId }), foreign: 'null' },
    {
      field: 'createAssembleSheet',
      query: `mutation($i: CreateAssembleSheetInput!) { createAssembleSheet(input: $i) ${R} }`,
      variables: (i) => ({ i: { warehouseId: i.invWarehouseId, comboSkuId: i.invComboId, quantity: 1, remark: 'crawl' } }),
      foreign: 'notFound',
    },
    {
      field: 'occupyAssembleSheet',
      query: `mutation($i: OccupyAssembleSheetInput!) { occupyAssembleSheet(input: $i) ${R} }`,
      variables: (i) => ({ i: { id: i.invAssembleId } }),
      foreign: 'notFound',
    },
    {
      field: 'startAssembleSheet',
      query: `mutation($id: Int!) { startAssembleSheet(id: $id) ${R} }`,
      variables: (i) => ({ id: i.invAssembleId }),
      foreign: 'notFound',
    },
    {
      field: 'completeAssembleSheet',
      query: `mutation($i: CompleteAssembleSheetInput!) { completeAssembleSheet(input: $i) ${R} }`,
      variables: (i) => ({ i: { id: i.invAssembleId, locationId: i.whLocationId } }),
      foreign: 'notFound',
    },
    {
      field: 'returnAssembleSheetToPending',
      query: `mutation($id: Int!) { returnAssembleSheetToPending(id: $id) ${R} }`,
      variables: (i) => ({ id: i.invAssembleId }),
      foreign: 'notFound',
    },
    {
      field: 'deleteAssembleSheet',
      query: `mutation($id: Int!) { deleteAssembleSheet(id: $id) ${R} }`,
      variables: (i) => ({ id: i.invAssembleId }),
      foreign: 'notFound',
    },
    {
      field: 'printAssembleSheets',
      query: `mutation($ids: [Int!]!) { printAssembleSheets(ids: $ids) ${R} }`,
      variables: (i) => ({ ids: [i.invAssembleId] }),
      foreign: 'notFound',
    },
  ],

  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const companyId = company.companyId;
    const product = await ctx.db.product.create({
      data: {
        companyId,
        spu: `INV-${tag}`,
        name: `Inventory ${tag}`,
        skus: {
          create: [
            { companyId, sku: `INV-${tag}-A`, purchasePrice: '2.00' },
            { companyId, sku: `INV-${tag}-B`, purchasePrice: '3.00' },
            { companyId, sku: `INV-${tag}-KIT`, isCombo: true },
          ],
        },
      },
      include: { skus: { orderBy: { id: 'asc' } } },
    });
    const [a, b, kit] = product.skus;
    await ctx.db.skuComponent.createMany({
      data: [
        { companyId, comboSkuId: kit.id, componentSkuId: a.id, quantity: 2 },
        { companyId, comboSkuId: kit.id, componentSkuId: b.id, quantity: 1 },
      ],
    });
    const wh = await ctx.db.warehouse.create({
      data: {
        companyId,
        name: `Inv main ${tag}`,
        locations: {
          create: [
            { companyId, code: 'INV-A1' },
            { companyId, code: 'INV-A2' },
          ],
        },
      },
      include: { locations: { orderBy: { id: 'asc' } } },
    });
    const wh2 = await ctx.db.warehouse.create({
      data: { companyId, name: `Inv second ${tag}`, locations: { create: [{ companyId, code: 'INV-B1' }] } },
      include: { locations: true },
    });
    await ctx.db.$transaction((tx) =>
      applyMoves(ctx, tx, [
        { skuId: a.id, warehouseId: wh.id, locationId: wh.locations[0].id, type: 'inbound', quantity: 50, unitCost: '2.00', billNo: `SEED-${tag}` },
        { skuId: b.id, warehouseId: wh.id, locationId: wh.locations[0].id, type: 'inbound', quantity: 50, unitCost: '3.00', billNo: `SEED-${tag}` },
      ]),
    );
    const stock = await ctx.db.stock.findFirstOrThrow({ where: { skuId: a.id, warehouseId: wh.id } });
    const at = await ctx.db.stockLocation.findFirstOrThrow({ where: { skuId: a.id, locationId: wh.locations[0].id } });
    const transfer = await createTransfer(ctx, { fromWarehouseId: wh.id, toWarehouseId: wh2.id, freight: '5', lines: [{ skuId: a.id, quantity: 2 }] });
    const sheet = await createAssemble(ctx, { warehouseId: wh.id, comboSkuId: kit.id, quantity: 2, remark: 'seed' });
    return {
      invSkuId: a.id,
      invSku2Id: b.id,
      invComboId: kit.id,
      invWarehouseId: wh.id,
      invWarehouse2Id: wh2.id,
      invLocationId: wh.locations[0].id,
      invLocation2Id: wh.locations[1].id,
      invStockId: stock.id,
      invStockLocationId: at.id,
      invTransferId: transfer.id,
      invAssembleId: sheet.id,
    };
  },

  async snapshot(db, companyId) {
    const where = { where: { companyId }, orderBy: { id: 'asc' as const } };
    return Promise.all([
      db.stock.findMany(where),
      db.stockLocation.findMany(where),
      db.stockLot.findMany(where),
      db.stockLedger.count({ where: { companyId } }),
      db.stockOccupation.findMany(where),
      db.transferOrder.findMany({ ...where, include: { lines: { orderBy: { id: 'asc' } } } }),
      db.assembleSheet.findMany(where),
      db.sku.findMany({ ...where, select: { id: true, abcClass: true } }),
    ]);
  },
};
