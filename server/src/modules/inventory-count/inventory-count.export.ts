// Export of count loss and profit (/inventoryCount 'export loss data'): the lines of finished
// tasks whose counted quantity differs from the book, valued at the unit cost posted to the ledger.
import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import { columnsOf, filterDate, filterId, filterText, keysetBatches, registerExport } from '../report-jobs/exports';
import { COUNT_BILL_TYPE } from './inventory-count.service';

const filter = z.object({
  taskId: filterId.optional(),
  warehouseId: filterId.optional(),
  keyword: filterText().optional(),
  from: filterDate.optional(),
  to: filterDate.optional(),
});
type Filter = z.output<typeof filter>;

function lossWhere(ctx: RequestContext, f: Filter, book: Prisma.FieldRef<'InventoryCountLine', 'Int'>): Prisma.InventoryCountLineWhereInput {
  assertCan(ctx, 'inventoryCount');
  return {
    OR: [{ countedQty: { lt: book } }, { countedQty: { gt: book } }],
    ...(f.taskId ? { taskId: f.taskId } : {}),
    task: {
      status: 'finished',
      ...(f.warehouseId ? { warehouseId: f.warehouseId } : {}),
      ...(f.keyword ? { taskNo: { contains: f.keyword, mode: 'insensitive' } } : {}),
      ...(f.from || f.to ? { finishedAt: { ...(f.from ? { gte: f.from } : {}), ...(f.to ? { lte: f.to } : {}) } } : {}),
    },
  };
}

type Row = {
  id: number;
  taskNo: string;
  warehouse: string;
  sku: string;
  product: string;
  location: string;
  book: number;
  counted: number;
  difference: number;
  unitPrice: number;
  value: number;
  finishedAt: Date | null;
};

/** One batch of lines with their SKU, location, warehouse and the unit cost the ledger posted. */
async function enrich(ctx: RequestContext, lines: Prisma.InventoryCountLineGetPayload<{ include: { task: true } }>[]): Promise<Row[]> {
  const [skus, locations, warehouses, ledger] = await Promise.all([
    ctx.db.sku.findMany({
      where: { id: { in: [...new Set(lines.map((l) => l.skuId))] } },
      select: { id: true, sku: true, product: { select: { name: true } } },
    }),
    ctx.db.location.findMany({ where: { id: { in: [...new Set(lines.map((l) => l.locationId))] } }, select: { id: true, code: true } }),
    ctx.db.warehouse.findMany({ where: { id: { in: [...new Set(lines.map((l) => l.task.warehouseId))] } }, select: { id: true, name: true } }),
    ctx.db.stockLedger.findMany({
      where: {
        billType: COUNT_BILL_TYPE,
        billNo: { in: [...new Set(lines.map((l) => l.task.taskNo))] },
        skuId: { in: [...new Set(lines.map((l) => l.skuId))] },
      },
      select: { billNo: true, skuId: true, locationId: true, unitCost: true },
    }),
  ]);
  const sku = new Map(skus.map((s) => [s.id, s]));
  const code = new Map(locations.map((l) => [l.id, l.code]));
  const wh = new Map(warehouses.map((w) => [w.id, w.name]));
  const cost = new Map(ledger.map((g) => [`${g.billNo}:${g.skuId}:${g.locationId}`, Number(g.unitCost)]));
  return lines.map((l) => {
    const difference = l.countedQty! - l.bookQty;
    const unitPrice = cost.get(`${l.task.taskNo}:${l.skuId}:${l.locationId}`) ?? 0;
    return {
      id: l.id,
      taskNo: l.task.taskNo,
      warehouse: wh.get(l.task.warehouseId) ?? '',
      sku: sku.get(l.skuId)?.sku ?? '',
      product: sku.get(l.skuId)?.product.name ?? '',
      location: code.get(l.locationId) ?? '',
      book: l.bookQty,
      counted: l.countedQty!,
      difference,
      unitPrice,
      value: Math.round(difference * unitPrice * 100) / 100,
      finishedAt: l.task.finishedAt,
    };
  });
}

export const countLossExport = registerExport({
  reportType: 'inventoryCountLoss',
  nameId: 'export.inventoryCountLoss.name',
  permission: 'inventoryCount',
  filter,
  count: (ctx, f) => ctx.db.inventoryCountLine.count({ where: lossWhere(ctx, f, ctx.db.inventoryCountLine.fields.bookQty) }),
  rows: (ctx, f) =>
    keysetBatches(async (after, take) => {
      const where = lossWhere(ctx, f, ctx.db.inventoryCountLine.fields.bookQty);
      const lines = await ctx.db.inventoryCountLine.findMany({
        where: { AND: [where, after ? { id: { gt: after } } : {}] },
        include: { task: true },
        orderBy: { id: 'asc' },
        take,
      });
      return enrich(ctx, lines);
    }),
  columns: columnsOf<Row>('export.inventoryCountLoss.col', {
    taskNo: 18,
    warehouse: null,
    sku: 20,
    product: 30,
    location: 12,
    book: 12,
    counted: 12,
    difference: 10,
    unitPrice: 14,
    value: 14,
    result: [10, (r, c) => c.t(r.difference < 0 ? 'counts.result.loss' : 'counts.result.profit')],
    finishedAt: 20,
  }),
});
