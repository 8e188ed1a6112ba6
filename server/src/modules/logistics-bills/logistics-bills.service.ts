// Logistics reconciliation (issue 22 item 5; spec 02 §2 /logisticsAccount, §3 'Logistics
// reconciliation'). A carrier's bill (.xlsx / .csv, or rows over GraphQL) lists parcels by
// tracking number with the billable weight, the actual freight and the return freight (CNY), and
// optionally the outbound and declared weight. Each row is matched to the company's shipped order
// with that tracking number; the parcel keeps the estimated freight the order had when shipped
// (OrderFreight.estimatedBase, CNY) and the difference actual − estimated.
//
// All or nothing: every row is checked first (values, duplicates in the file, unknown tracking
// numbers, parcels of another carrier, parcels already billed) and any problem refuses the whole
// file with each row's number, tracking number and reason in the caller's language. Then, in ONE
// transaction, the payable (an unpaid payment order, category freight, payee the carrier, through
// finance-orders.service createFreightBillPaymentOrder), the bill and its parcels are written. A
// parcel is billed once per company (unique companyId + trackingNo): of two imports racing for the
// same parcel the second fails on the index, rolls back and is answered with the row reasons.
import {
  LOGISTICS_BILL_COLUMNS,
  LOGISTICS_BILL_MAX_ROWS,
  LOGISTICS_BILL_REQUIRED_COLUMNS,
  billCentsText,
  freightDifference,
  readLogisticsBillRows,
  translate,
  type Lang,
  type LogisticsBillColumn,
  type LogisticsBillProblem,
  type LogisticsBillRowValues,
} from '@erp/schema';
import ExcelJS from 'exceljs';
import type { Prisma } from '../../generated/prisma/client';
import { cellText } from '../../platform/cell-text';
import { assertCan, type RequestContext } from '../../platform/context';
import { parseCsv } from '../../platform/csv';
import { NotFoundError, RowsError, ValidationError, type RowError } from '../../platform/errors';
import { findInSlices, newBillNo } from '../../platform/lookups';
import { isUniqueViolation } from '../../platform/validate';
import { listWhere } from '../../platform/where';
import { createFreightBillPaymentOrder } from '../finance/finance-orders.service';
import { refreshOrderProfits } from '../profit/profit.service';

export const LOGISTICS_BILL_PAGE = 'logisticsAccount';
export const LOGISTICS_BILL_IMPORT = 'logisticsBill.import';
export const LOGISTICS_BILL_MAX_BYTES = 10 * 1024 * 1024;
/** Bill-number prefix: WL (物流). */
export const LOGISTICS_BILL_PREFIX = 'WL';

/** Test seam: runs inside the import's transaction after every row is written (the abort test throws here). */
export const logisticsBillHooks: { beforeCommit?: () => Promise<void> } = {};

/** The whole bill was refused: each problem with its row, tracking number and reason; nothing was written. */
export class LogisticsBillRowsError extends RowsError {
  constructor(
    rows: RowError[],
    readonly parcels: LogisticsBillRowProblem[],
  ) {
    super('logisticsBill.rowsFailed', rows);
  }
}
export interface LogisticsBillRowProblem {
  row: number;
  trackingNo: string;
  field: string;
  reason: string;
  message: string;
}

export const logisticsBillWhere = listWhere<Prisma.LogisticsBillWhereInput>()(LOGISTICS_BILL_PAGE, {
  given: ['carrier'],
  keyword: ['billNo', 'fileName', 'carrier'],
});

// ---- carriers --------------------------------------------------------------------------------

/** The carriers of the company's logistics channels (a channel without a carrier counts by its name). */
export async function logisticsBillCarriers(ctx: RequestContext): Promise<string[]> {
  assertCan(ctx, LOGISTICS_BILL_PAGE);
  return carriersOf(ctx);
}
async function carriersOf(ctx: RequestContext): Promise<string[]> {
  const channels = await ctx.db.logisticsChannel.findMany({ select: { name: true, carrier: true }, orderBy: { id: 'asc' } });
  return [...new Set(channels.map((c) => c.carrier.trim() || c.name))];
}
const carrierOfChannel = (c: { name: string; carrier: string }) => c.carrier.trim() || c.name;

// ---- reading a file --------------------------------------------------------------------------

const headerId = (key: string) => `logisticsBill.col.${key}`;
let headerMap: Map<string, LogisticsBillColumn> | undefined;
function headerKeys(): Map<string, LogisticsBillColumn> {
  if (headerMap) return headerMap;
  const map = new Map<string, LogisticsBillColumn>();
  for (const key of LOGISTICS_BILL_COLUMNS) {
    for (const lang of ['zh', 'en'] as Lang[]) {
      const text = translate(lang, headerId(key)).trim().toLowerCase();
      map.set(text, key);
      map.set(text.replace(/\s*[(（].*$/, ''), key); // "Actual freight" without "(CNY)"
    }
    map.set(key.toLowerCase(), key);
  }
  return (headerMap = map);
}

function rowsOf(records: { line: number; cells: string[] }[]): LogisticsBillRowValues[] {
  const header = records.findIndex((r) => r.cells.some((c) => c.trim()));
  if (header < 0) throw ValidationError.field('file', 'logisticsBill.empty');
  const known = headerKeys();
  const columns = new Map<number, LogisticsBillColumn>();
  records[header].cells.forEach((h, i) => {
    const key = known.get(h.trim().toLowerCase());
    if (key && ![...columns.values()].includes(key)) columns.set(i, key);
  });
  for (const key of LOGISTICS_BILL_REQUIRED_COLUMNS) {
    if (![...columns.values()].includes(key)) throw ValidationError.field('file', 'logisticsBill.missingColumn', { column: headerId(key) });
  }
  const rows: LogisticsBillRowValues[] = [];
  for (const r of records.slice(header + 1)) {
    const values: Partial<Record<LogisticsBillColumn, string>> = {};
    let any = false;
    for (const [i, key] of columns) {
      const v = (r.cells[i] ?? '').trim();
      values[key] = v;
      if (v) any = true;
    }
    if (!any) continue;
    if (rows.length >= LOGISTICS_BILL_MAX_ROWS) throw ValidationError.field('file', 'logisticsBill.tooManyRows', { max: LOGISTICS_BILL_MAX_ROWS });
    rows.push({ row: r.line, values });
  }
  if (!rows.length) throw ValidationError.field('file', 'logisticsBill.empty');
  return rows;
}

const CELL_TEXT = { number: (n: number) => String(Number(n.toPrecision(15))) };

/** The rows of the first sheet of an .xlsx, or of a .csv (row numbers as in the file, 1 = header). */
export async function readLogisticsBillFile(buffer: Buffer, fileName = ''): Promise<LogisticsBillRowValues[]> {
  if (buffer.length >= 4 && buffer.readUInt32BE(0) === 0x504b0304) {
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    } catch {
      throw ValidationError.field('file', 'orderImport.notSpreadsheet');
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) throw ValidationError.field('file', 'logisticsBill.empty');
    const records: { line: number; cells: string[] }[] = [];
    sheet.eachRow({ includeEmpty: false }, (r, line) => {
      const values = r.values as ExcelJS.CellValue[];
      const cells: string[] = [];
      for (let i = 1; i < values.length; i++) cells[i - 1] = cellText(values[i] ?? null, CELL_TEXT);
      records.push({ line, cells });
    });
    return rowsOf(records);
  }
  const text = buffer.toString('utf8');
  if (!/\.csv$/i.test(fileName) && (text.includes('\u0000') || !text.trim())) throw ValidationError.field('file', 'orderImport.notSpreadsheet');
  return rowsOf(parseCsv(text));
}

// ---- importing -------------------------------------------------------------------------------

export interface LogisticsBillImport {
  carrier: string;
  fileName?: string;
  rows: LogisticsBillRowValues[];
}

function refuse(lang: Lang, problems: LogisticsBillProblem[]): never {
  const sorted = [...problems].sort((a, b) => a.row - b.row);
  const parcels = sorted.map((p) => ({
    row: p.row,
    trackingNo: p.trackingNo,
    field: p.field,
    reason: p.reason,
    message: translate(lang, `logisticsBill.reason.${p.reason}`, p.values ?? {}),
  }));
  // the REST answer's rows (the import dialog shows row, "column" and message): the column cell carries the tracking number
  throw new LogisticsBillRowsError(
    parcels.map((p) => ({ row: p.row, column: p.trackingNo, field: p.field, message: p.message })),
    parcels,
  );
}

/** Imports a carrier's bill: all rows or none; answers the bill written with its payable. */
export async function importLogisticsBill(ctx: RequestContext, input: LogisticsBillImport, retried = false) {
  const actor = assertCan(ctx, LOGISTICS_BILL_IMPORT);
  const carrier = (input.carrier ?? '').trim();
  if (!carrier) throw ValidationError.field('carrier', 'logisticsBill.carrierRequired');
  if (!(await carriersOf(ctx)).includes(carrier)) throw ValidationError.field('carrier', 'logisticsBill.carrierUnknown');
  if (!input.rows.length) throw ValidationError.field('rows', 'logisticsBill.empty');
  if (input.rows.length > LOGISTICS_BILL_MAX_ROWS) throw ValidationError.field('rows', 'logisticsBill.tooManyRows', { max: LOGISTICS_BILL_MAX_ROWS });

  const { lines, problems } = readLogisticsBillRows(input.rows);
  const numbers = lines.map((l) => l.trackingNo);
  const [orders, billed] = await Promise.all([
    findInSlices(numbers, (slice) =>
      ctx.db.order.findMany({
        where: { trackingNo: { in: slice }, shippedAt: { not: null } },
        select: { id: true, trackingNo: true, weight: true, logisticsChannelId: true },
        orderBy: { id: 'asc' },
      }),
    ).then((rows) => rows.sort((a, b) => a.id - b.id)),
    findInSlices(numbers, (slice) => ctx.db.logisticsBillParcel.findMany({ where: { trackingNo: { in: slice } }, select: { trackingNo: true, billId: true } })),
  ]);
  const channelIds = [...new Set(orders.map((o) => o.logisticsChannelId).filter((id): id is number => id != null))];
  const billIds = [...new Set(billed.map((b) => b.billId))];
  const [channels, bills, freights] = await Promise.all([
    ctx.db.logisticsChannel.findMany({ where: { id: { in: channelIds } }, select: { id: true, name: true, carrier: true } }),
    ctx.db.logisticsBill.findMany({ where: { id: { in: billIds } }, select: { id: true, billNo: true } }),
    findInSlices(
      orders.map((o) => o.id),
      (slice) => ctx.db.orderFreight.findMany({ where: { orderId: { in: slice } }, select: { orderId: true, estimatedBase: true } }),
    ),
  ]);
  const orderOf = new Map<string, (typeof orders)[number]>();
  for (const o of orders) if (!orderOf.has(o.trackingNo)) orderOf.set(o.trackingNo, o);
  const channelCarrier = new Map(channels.map((c) => [c.id, carrierOfChannel(c)]));
  const billNoOf = new Map(bills.map((b) => [b.id, b.billNo]));
  const billedIn = new Map(billed.map((b) => [b.trackingNo, billNoOf.get(b.billId) ?? '']));
  const estimateOf = new Map(freights.map((f) => [f.orderId, Math.round(Number(f.estimatedBase) * 100)]));

  const parcels: { line: (typeof lines)[number]; orderId: number; estimated: number; difference: number; outboundWeight: number; declaredWeight: number }[] =
    [];
  for (const line of lines) {
    const order = orderOf.get(line.trackingNo);
    if (!order) {
      problems.push({ row: line.row, trackingNo: line.trackingNo, field: 'trackingNo', reason: 'unknown' });
      continue;
    }
    const shippedWith = order.logisticsChannelId != null ? channelCarrier.get(order.logisticsChannelId) : undefined;
    if (shippedWith && shippedWith !== carrier) {
      problems.push({ row: line.row, trackingNo: line.trackingNo, field: 'trackingNo', reason: 'otherCarrier', values: { carrier: shippedWith } });
      continue;
    }
    const onBill = billedIn.get(line.trackingNo);
    if (onBill !== undefined) {
      problems.push({ row: line.row, trackingNo: line.trackingNo, field: 'trackingNo', reason: 'alreadyBilled', values: { billNo: onBill } });
      continue;
    }
    const estimated = estimateOf.get(order.id) ?? 0;
    parcels.push({
      line,
      orderId: order.id,
      estimated,
      difference: freightDifference(line.actualFreight, estimated),
      outboundWeight: line.outboundWeight ?? order.weight,
      declaredWeight: line.declaredWeight ?? 0,
    });
  }
  if (problems.length) refuse(ctx.lang, problems);

  const sum = (f: (p: (typeof parcels)[number]) => number) => parcels.reduce((a, p) => a + f(p), 0);
  const totals = {
    estimated: sum((p) => p.estimated),
    actual: sum((p) => p.line.actualFreight),
    returned: sum((p) => p.line.returnFreight),
    difference: sum((p) => p.difference),
    weight: sum((p) => p.line.billableWeight),
  };
  const billNo = newBillNo(LOGISTICS_BILL_PREFIX);
  const fileName = (input.fileName ?? '').slice(0, 200);
  try {
    return await ctx.db
      .$transaction(
        async (tx) => {
          const payable = await createFreightBillPaymentOrder(tx, actor, {
            billNo,
            carrier,
            amount: billCentsText(totals.actual + totals.returned),
            remark: translate(ctx.lang, 'logisticsBill.payee', { carrier, billNo }),
          });
          const bill = await tx.logisticsBill.create({
            data: {
              companyId: actor.companyId,
              billNo,
              carrier,
              fileName,
              parcels: parcels.length,
              billableWeight: totals.weight,
              estimatedFreight: billCentsText(totals.estimated),
              actualFreight: billCentsText(totals.actual),
              returnFreight: billCentsText(totals.returned),
              difference: billCentsText(totals.difference),
              paymentOrderId: payable.id,
              createdBy: actor.userId,
            },
          });
          await tx.logisticsBillParcel.createMany({
            data: parcels.map((p) => ({
              companyId: actor.companyId,
              billId: bill.id,
              orderId: p.orderId,
              row: p.line.row,
              trackingNo: p.line.trackingNo,
              estimatedFreight: billCentsText(p.estimated),
              actualFreight: billCentsText(p.line.actualFreight),
              returnFreight: billCentsText(p.line.returnFreight),
              difference: billCentsText(p.difference),
              billableWeight: p.line.billableWeight,
              outboundWeight: p.outboundWeight,
              declaredWeight: p.declaredWeight,
            })),
          });
          await logisticsBillHooks.beforeCommit?.();
          return bill;
        },
        { timeout: 120_000 },
      )
      .then(async (bill) => {
        await refreshOrderProfits(
          ctx,
          parcels.map((p) => p.orderId),
        ); // the actual freight into each order's profit
        return bill;
      });
  } catch (err) {
    // another import billed one of these parcels meanwhile: check again, answering the row reasons
    if (isUniqueViolation(err) && !retried) return importLogisticsBill(ctx, input, true);
    throw err;
  }
}

/** The file import (REST): reads the file, then importLogisticsBill. */
export async function importLogisticsBillFile(ctx: RequestContext, carrier: string, buffer: Buffer, fileName: string) {
  assertCan(ctx, LOGISTICS_BILL_IMPORT);
  const rows = await readLogisticsBillFile(buffer, fileName);
  const bill = await importLogisticsBill(ctx, { carrier, fileName, rows });
  return {
    id: bill.id,
    billNo: bill.billNo,
    carrier: bill.carrier,
    parcels: bill.parcels,
    actualFreight: bill.actualFreight.toFixed(2),
    returnFreight: bill.returnFreight.toFixed(2),
    estimatedFreight: bill.estimatedFreight.toFixed(2),
    difference: bill.difference.toFixed(2),
  };
}

// ---- reading ---------------------------------------------------------------------------------

export async function findLogisticsBill(ctx: RequestContext, id: number) {
  assertCan(ctx, LOGISTICS_BILL_PAGE);
  const bill = await ctx.db.logisticsBill.findFirst({ where: { id } });
  if (!bill) throw new NotFoundError('logisticsBill.notFound', { id });
  return bill;
}

/** Where of a bill's parcels (the company-scoped client keeps another company's bill empty). */
export function logisticsBillParcelWhere(
  ctx: RequestContext,
  filter: { billId?: number | null; overEstimate?: boolean | null; keyword?: string | null },
): Prisma.LogisticsBillParcelWhereInput {
  assertCan(ctx, LOGISTICS_BILL_PAGE);
  const where: Prisma.LogisticsBillParcelWhereInput = {};
  if (filter.billId) where.billId = filter.billId;
  if (filter.overEstimate) where.difference = { gt: 0 };
  const keyword = filter.keyword?.trim();
  if (keyword) where.trackingNo = { contains: keyword, mode: 'insensitive' };
  return where;
}
