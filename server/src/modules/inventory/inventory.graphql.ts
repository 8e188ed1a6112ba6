// GraphQL of the inventory views (issue 5 item 7): /inventoryManage, /inventoryManagement,
// /warehouseStockReport, /safetyStock, moving stock between locations, safety stock, ABC.
import { availableOf, isLowStock } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { command, exposeFields, nameFields, onInt, rowCommandsOn } from '../../graphql/fields';
import { skuFields } from '../../graphql/sku-fields';
import { readList } from '../../graphql/pagination';
import { assertCan } from '../../platform/context';
import { linesOf, plainInput } from '../../graphql/inputs';
import { recomputeAbcFor } from './abc';
import * as inventory from './inventory.service';
import { loadLocationCode, loadWarehouseName } from '../../platform/lookups';

/** One SKU in one warehouse (a Stock row) with what the list derives from it. */
export const InventoryRow = builder.prismaObject('Stock', {
  name: 'InventoryRow',
  description: 'Stock of one SKU in one warehouse',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', skuId: 'Int', warehouseId: 'Int' }),
    ...skuFields(t, 'skuId', { sku: 'sku', productName: 'productName', image: 'image', abcClass: 'abcClass' }),
    ...nameFields(t, { warehouseName: ['warehouseId', loadWarehouseName] }),
    ...exposeFields(t, {
      quantity: 'Int: On hand',
      safe: 'Int: Safety stock',
      inTransit: 'Int: Shipped to this warehouse by transfers, not yet received',
      occupied: 'Int',
    }),
    available: t.int({ description: 'quantity − occupied', resolve: (s) => availableOf(s) }),
    ...exposeFields(t, { preSale: 'Int', purchasePrice: 'Decimal: Moving average purchase price of what is on hand' }),
    lowStock: t.boolean({ description: 'A safety stock is set and available is below it', resolve: (s) => isLowStock(s) }),
    ageDays: t.int({
      nullable: true,
      description: 'Days the oldest remaining lot has been stored',
      resolve: async (s, _a, ctx) => (await inventory.loadAge(ctx, s))?.days ?? null,
    }),
    ageBand: t.string({
      nullable: true,
      description: '0-30, 30-60, 60-90 or 90+',
      resolve: async (s, _a, ctx) => (await inventory.loadAge(ctx, s))?.band ?? null,
    }),
    sales7: t.int({ resolve: async (s, _a, ctx) => (await inventory.loadSales(ctx, s)).d7 }),
    sales15: t.int({ resolve: async (s, _a, ctx) => (await inventory.loadSales(ctx, s)).d15 }),
    sales30: t.int({ resolve: async (s, _a, ctx) => (await inventory.loadSales(ctx, s)).d30 }),
    sales90: t.int({ resolve: async (s, _a, ctx) => (await inventory.loadSales(ctx, s)).d90 }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const StockLocationRow = builder.prismaObject('StockLocation', {
  name: 'StockLocationRow',
  description: 'Quantity of one SKU on one location',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', skuId: 'Int', warehouseId: 'Int', locationId: 'Int' }),
    ...skuFields(t, 'skuId'),
    ...nameFields(t, { warehouseName: ['warehouseId', loadWarehouseName], locationCode: ['locationId', loadLocationCode] }),
    ...exposeFields(t, { quantity: 'Int', updatedAt: 'DateTime' }),
  }),
});

const AgeBandAmount = builder.objectRef<inventory.WarehouseStockRow['bands'][number]>('AgeBandAmount').implement({
  fields: (t) => exposeFields(t, { band: 'String: 0-30, 30-60, 60-90 or 90+ days', quantity: 'Int', value: 'String: Σ quantity × purchase price' }),
});

const WarehouseStockRowRef = builder.objectRef<inventory.WarehouseStockRow>('WarehouseStockRow').implement({
  description: 'Stock of one warehouse: SKUs, quantities, value and storage age',
  fields: (t) => ({
    ...exposeFields(t, {
      warehouseId: 'Int',
      warehouseName: 'String',
      warehouseType: 'String',
      skuCount: 'Int: SKUs with stock on hand',
      quantity: 'Int',
      occupied: 'Int',
    }),
    available: t.int({ resolve: (r) => r.quantity - r.occupied }),
    ...exposeFields(t, { inTransit: 'Int', value: 'String: Σ quantity × purchase price' }),
    bands: t.field({ type: [AgeBandAmount], resolve: (r) => r.bands }),
  }),
});

const AbcResultRef = builder.objectRef<{ A: number; B: number; C: number }>('AbcResult').implement({
  description: 'How many SKUs fell in each class',
  fields: (t) => ({ a: t.exposeInt('A'), b: t.exposeInt('B'), c: t.exposeInt('C') }),
});

export const InventoryFilterInput = plainInput('InventoryFilter', {
  warehouseId: 'Int',
  keyword: 'String: SKU, SPU or product name',
  abcClass: 'String: A, B or C',
  ageBand: 'String: 0-30, 30-60, 60-90 or 90+',
  lowStock: 'Boolean: Only rows whose available is below the safety stock',
});
const StockLocationFilterInput = plainInput('StockLocationFilter', {
  warehouseId: 'Int',
  locationId: 'Int',
  keyword: 'String',
  inStockOnly: 'Boolean: Default true',
});
const MoveStockLocationInput = plainInput('MoveStockLocationInput', {
  skuId: 'Int!',
  warehouseId: 'Int!',
  fromLocationId: 'Int!',
  toLocationId: 'Int!',
  quantity: 'Int!',
});
const SafetyStockItemInput = plainInput('SafetyStockItemInput', { skuId: 'Int!', warehouseId: 'Int!', safe: 'Int!' });
const SetSafetyStockInput = plainInput('SetSafetyStockInput', { items: linesOf(SafetyStockItemInput) });

builder.queryFields((t) => ({
  inventory: t.prismaConnection(
    readList(InventoryRow, 'inventoryManage', InventoryFilterInput, (ctx) => ctx.db.stock, inventory.inventoryWhere, { id: 'asc' }),
  ),
  safetyStocks: t.prismaConnection(readList(InventoryRow, 'safetyStock', InventoryFilterInput, (ctx) => ctx.db.stock, inventory.inventoryWhere, { id: 'asc' })),
  stockLocations: t.prismaConnection(
    readList(StockLocationRow, 'inventoryManagement', StockLocationFilterInput, (ctx) => ctx.db.stockLocation, inventory.stockLocationWhere, [
      { warehouseId: 'asc' },
      { locationId: 'asc' },
      { id: 'asc' },
    ]),
  ),
  warehouseStockReport: t.field({
    type: [WarehouseStockRowRef],
    authScopes: { permission: 'warehouseStockReport' },
    args: { warehouseId: t.arg.int() },
    resolve: (_r, args, ctx) => inventory.warehouseStockReport(ctx, args.warehouseId),
  }),
}));

const ext = { operateModule: 'inventory' };
const stockMove = command('stock.move', ext);
const stockSetSafe = command('stock.setSafe', ext);
const onInventoryRow = rowCommandsOn(InventoryRow);
builder.mutationFields((t) => ({
  moveStockLocation: t.prismaField({
    ...onInventoryRow.byRawInput(stockMove, MoveStockLocationInput, inventory.moveLocation),
    description: 'Moves stock between two locations of one warehouse; the balance does not change',
  }),
  setSafetyStock: t.field(
    onInt.byRawInput(stockSetSafe, SetSafetyStockInput, inventory.setSafetyStock, 'Sets the safety stock of SKUs in warehouses; answers how many were set'),
  ),
  recomputeAbc: t.field({
    type: AbcResultRef,
    ...command('inventoryManage', ext),
    description: 'Classifies every SKU now (also done on the first of each month)',
    resolve: (_r, _a, ctx) => recomputeAbcFor(ctx.platform, assertCan(ctx, 'inventoryManage').companyId),
  }),
}));
