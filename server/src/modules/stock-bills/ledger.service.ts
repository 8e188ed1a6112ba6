// The stock ledger list (/inOutWarehouse): every movement the stock engine wrote, with the balance
// after it. Read-only: rows are only ever written by applyMoves.
import { LEDGER_TYPES } from '@erp/schema';
import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import { parseInput } from '../../platform/validate';
import { createdWithin, periodFields, skuTextField, skuTextWhere, warehouseIdField } from './stock-filters';

export const ledgerFilter = z.object({
  warehouseId: warehouseIdField,
  sku: skuTextField,
  type: z.enum(LEDGER_TYPES, { error: 'warehouse.ledgerTypeUnknown' }).optional(),
  billNo: z.string().trim().max(60).optional(),
  ...periodFields,
});
export type LedgerFilter = z.input<typeof ledgerFilter>;

export function ledgerWhere(ctx: RequestContext, raw: unknown = {}): Prisma.StockLedgerWhereInput {
  assertCan(ctx, 'inOutWarehouse');
  const f = parseInput(ledgerFilter, raw);
  const where: Prisma.StockLedgerWhereInput = {};
  if (f.warehouseId) where.warehouseId = f.warehouseId;
  if (f.type) where.type = f.type;
  if (f.billNo) where.billNo = { contains: f.billNo, mode: 'insensitive' };
  if (f.from || f.to) where.createdAt = createdWithin(f);
  if (f.sku) where.sku = skuTextWhere(f.sku);
  return where;
}
