// Export of the stock ledger (/inOutWarehouse): same filter rules, scope and order (newest first)
// as the `stockLedger` query; names of warehouses, locations and operators loaded per batch.
import { LEDGER_TYPES } from '@erp/schema';
import { z } from 'zod';
import { assertCan } from '../../platform/context';
import { columnsOf, filterDate, filterId, filterText, keysetBatches, registerExport } from '../report-jobs/exports';
import { ledgerWhere } from './ledger.service';

interface Row {
  id: number;
  createdAt: Date;
  sku: string;
  productName: string;
  warehouse: string;
  location: string;
  type: string;
  quantityChange: number;
  occupiedChange: number;
  quantityAfter: number;
  occupiedAfter: number;
  unitCost: string;
  billNo: string;
  remark: string;
  operator: string;
}

export const stockLedgerExport = registerExport({
  reportType: 'stockLedger',
  nameId: 'export.stockLedger.name',
  permission: 'inOutWarehouse',
  filter: z.object({
    warehouseId: filterId.optional(),
    sku: filterText(60).optional(),
    type: z.enum(LEDGER_TYPES, { error: 'warehouse.ledgerTypeUnknown' }).optional(),
    billNo: filterText(60).optional(),
    from: filterDate.optional(),
    to: filterDate.optional(),
  }),
  count: (ctx, f) => ctx.db.stockLedger.count({ where: ledgerWhere(ctx, f) }),
  rows: (ctx, f) => {
    assertCan(ctx, 'inOutWarehouse');
    const where = ledgerWhere(ctx, f);
    // newest first, like the list: each batch continues below the last id seen
    return keysetBatches<Row>(async (after, take) => {
      const rows = await ctx.db.stockLedger.findMany({
        where: { AND: [where, after ? { id: { lt: after } } : {}] },
        orderBy: { id: 'desc' },
        take,
        include: { sku: { select: { sku: true, product: { select: { name: true } } } } },
      });
      const ids = (pick: (r: (typeof rows)[number]) => number | null) => [...new Set(rows.map(pick).filter((x): x is number => x != null))];
      const [warehouses, locations, users] = await Promise.all([
        ctx.db.warehouse.findMany({ where: { id: { in: ids((r) => r.warehouseId) } }, select: { id: true, name: true } }),
        ctx.db.location.findMany({ where: { id: { in: ids((r) => r.locationId) } }, select: { id: true, code: true } }),
        ctx.db.user.findMany({ where: { id: { in: ids((r) => r.operatorId) } }, select: { id: true, realname: true, username: true } }),
      ]);
      const wName = new Map(warehouses.map((w) => [w.id, w.name]));
      const lCode = new Map(locations.map((l) => [l.id, l.code]));
      const uName = new Map(users.map((u) => [u.id, u.realname || u.username]));
      return rows.map((r) => ({
        id: r.id,
        createdAt: r.createdAt,
        sku: r.sku.sku,
        productName: r.sku.product.name,
        warehouse: wName.get(r.warehouseId) ?? '',
        location: r.locationId != null ? (lCode.get(r.locationId) ?? '') : '',
        type: r.type,
        quantityChange: r.quantityChange,
        occupiedChange: r.occupiedChange,
        quantityAfter: r.quantityAfter,
        occupiedAfter: r.occupiedAfter,
        unitCost: r.unitCost.toFixed(2),
        billNo: r.billNo,
        remark: r.remark,
        operator: r.operatorId != null ? (uName.get(r.operatorId) ?? '') : '',
      }));
    });
  },
  columns: columnsOf<Row>('export.stockLedger.col', {
    time: [20, (r) => r.createdAt],
    sku: 20,
    productName: 30,
    warehouse: 20,
    location: 12,
    type: [12, (r, c) => c.t(`warehouse.ledgerType.${r.type}`)],
    quantityChange: 12,
    occupiedChange: 12,
    quantityAfter: 12,
    occupiedAfter: 12,
    availableAfter: [12, (r) => r.quantityAfter - r.occupiedAfter],
    unitCost: 12,
    billNo: 22,
    remark: 24,
    operator: 14,
  }),
});
