// Export of the inventory list (/inventoryManage): same filter rules, scope and order as the
// `inventory` query; sales and storage age computed per batch.
import { inventoryFilter } from '@erp/schema';
import { keysetBatches, registerExport } from '../report-jobs/exports';
import { agesOf, salesOf, stockWhereOf, type Sales, type StorageAge } from './inventory.service';
import { assertCan } from '../../platform/context';

interface Row {
  id: number;
  sku: string;
  productName: string;
  warehouse: string;
  quantity: number;
  safe: number;
  inTransit: number;
  occupied: number;
  preSale: number;
  purchasePrice: string;
  abcClass: string;
  age: StorageAge | null;
  sales: Sales;
}

export const inventoryExport = registerExport({
  reportType: 'inventory',
  nameId: 'export.inventory.name',
  permission: 'inventoryManage',
  filter: inventoryFilter,
  count: async (ctx, f) => {
    assertCan(ctx, 'inventoryManage');
    return ctx.db.stock.count({ where: await stockWhereOf(ctx, f) });
  },
  rows: (ctx, f) => {
    assertCan(ctx, 'inventoryManage');
    let where: ReturnType<typeof stockWhereOf> | undefined;
    return keysetBatches<Row>(async (after, take) => {
      const stocks = await ctx.db.stock.findMany({
        where: { AND: [await (where ??= stockWhereOf(ctx, f)), after ? { id: { gt: after } } : {}] },
        orderBy: { id: 'asc' },
        take,
        include: { sku: { select: { sku: true, abcClass: true, product: { select: { name: true } } } }, warehouse: { select: { name: true } } },
      });
      const [sales, ages] = await Promise.all([salesOf(ctx, stocks), agesOf(ctx, stocks)]);
      return stocks.map((s) => {
        const key = `${s.skuId}:${s.warehouseId}`;
        return {
          id: s.id,
          sku: s.sku.sku,
          productName: s.sku.product.name,
          warehouse: s.warehouse.name,
          quantity: s.quantity,
          safe: s.safe,
          inTransit: s.inTransit,
          occupied: s.occupied,
          preSale: s.preSale,
          purchasePrice: s.purchasePrice.toFixed(2),
          abcClass: s.sku.abcClass,
          age: ages.get(key) ?? null,
          sales: sales.get(key) ?? { d7: 0, d15: 0, d30: 0, d90: 0 },
        };
      });
    });
  },
  columns: [
    { headerId: 'export.inventory.col.sku', value: (r) => r.sku, width: 24 },
    { headerId: 'export.inventory.col.productName', value: (r) => r.productName, width: 30 },
    { headerId: 'export.inventory.col.warehouse', value: (r) => r.warehouse, width: 20 },
    { headerId: 'export.inventory.col.quantity', value: (r) => r.quantity, width: 10 },
    { headerId: 'export.inventory.col.safe', value: (r) => r.safe, width: 10 },
    { headerId: 'export.inventory.col.inTransit', value: (r) => r.inTransit, width: 10 },
    { headerId: 'export.inventory.col.available', value: (r) => r.quantity - r.occupied, width: 10 },
    { headerId: 'export.inventory.col.occupied', value: (r) => r.occupied, width: 10 },
    { headerId: 'export.inventory.col.preSale', value: (r) => r.preSale, width: 10 },
    { headerId: 'export.inventory.col.purchasePrice', value: (r) => Number(r.purchasePrice), width: 12 },
    { headerId: 'export.inventory.col.ageDays', value: (r) => r.age?.days ?? null, width: 12 },
    { headerId: 'export.inventory.col.ageBand', value: (r) => r.age?.band ?? '', width: 10 },
    { headerId: 'export.inventory.col.abcClass', value: (r) => r.abcClass, width: 8 },
    { headerId: 'export.inventory.col.sales7', value: (r) => r.sales.d7, width: 10 },
    { headerId: 'export.inventory.col.sales15', value: (r) => r.sales.d15, width: 10 },
    { headerId: 'export.inventory.col.sales30', value: (r) => r.sales.d30, width: 10 },
    { headerId: 'export.inventory.col.sales90', value: (r) => r.sales.d90, width: 10 },
  ],
});
