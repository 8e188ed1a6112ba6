// Export of the inventory list (/inventoryManage): same filter rules, scope and order as the
// `inventory` query; sales and storage age computed per batch.
import { inventoryFilter } from '@erp/schema';
import { columnsOf, keysetBatches, registerExport } from '../report-jobs/exports';
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
  columns: columnsOf<Row>('export.inventory.col', {
    sku: 24,
    productName: 30,
    warehouse: 20,
    quantity: 10,
    safe: 10,
    inTransit: 10,
    available: [10, (r) => r.quantity - r.occupied],
    occupied: 10,
    preSale: 10,
    purchasePrice: [12, (r) => Number(r.purchasePrice)],
    ageDays: [12, (r) => r.age?.days ?? null],
    ageBand: [10, (r) => r.age?.band ?? ''],
    abcClass: 8,
    sales7: [10, (r) => r.sales.d7],
    sales15: [10, (r) => r.sales.d15],
    sales30: [10, (r) => r.sales.d30],
    sales90: [10, (r) => r.sales.d90],
  }),
});
