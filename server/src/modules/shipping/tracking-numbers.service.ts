// Tracking numbers per order (issue 18 item 4). Four ways, by the channel's tracking mode:
//  - carrier: the carrier connector creates the shipment and answers the number and the label PDF
//    (stored in file storage, printable from the order); a refusal leaves the order as it was, with
//    the carrier's message (and a history row saying so);
//  - pool: the next unused number of the channel's pool;
//  - manual: typed in (setTrackingNumber) or imported (.xlsx / .csv: order number → tracking number,
//    all or nothing with row errors);
//  - none: the channel ships without a number.
// Numbers are unique per channel: writes lock the channel row, then look for another order of the
// channel holding the number (cancelled orders do not count).
import { channelNeedsTracking, translate, type Lang } from '@erp/schema';
import { allowedShopsWhere, assertCan, type RequestContext } from '../../platform/context';
import type { Tx } from '../../platform/db';
import { BusinessError, RowsError, ValidationError } from '../../platform/errors';
import ExcelJS from 'exceljs';
import { readSheetLines } from '../../platform/csv';
import type { PdfFile } from '../../platform/pdf';
import { carrierConnector } from '../carriers/carrier.connector';
import { claimNextNumber } from '../logistics/pools.service';
import { runBatch, type OrderBatchResult } from '../orders/orders.batch';
import { findChannel, findVisibleOrder, orderRecipient } from '../orders/orders.lookups';
import { assertTrackingNoFree, checkTrackingNo } from '../orders/orders.ship';
import { addHistory } from '../orders/orders.states';

/** Orders whose tracking number may still be set or replaced (not shipped yet). */
export const TRACKING_EDITABLE_STATUSES = ['processing', 'awaitingShipment'];
export const TRACKING_IMPORT_MAX_ROWS = 5000;

type Channel = NonNullable<Awaited<ReturnType<RequestContext['db']['logisticsChannel']['findFirst']>>>;

async function lockChannel(tx: Tx, channelId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "LogisticsChannel" WHERE id = ${channelId} FOR UPDATE`;
}

function assertEditable(order: { orderNo: string; status: string }) {
  if (!TRACKING_EDITABLE_STATUSES.includes(order.status))
    throw new BusinessError('tracking.number.notEditable', { orderNo: order.orderNo, status: `order.status.${order.status}` });
}

async function channelOf(ctx: RequestContext, order: { orderNo: string; logisticsChannelId: number | null }, channelId?: number | null): Promise<Channel> {
  const id = channelId ?? order.logisticsChannelId;
  if (!id) throw new BusinessError('ship.guard.noChannel', { orderNo: order.orderNo });
  return findChannel(ctx, id);
}

/** Writes a number on an order (channel locked, number checked free) with its history row. */
async function writeNumber(
  ctx: RequestContext,
  tx: Tx,
  order: { id: number; orderNo: string },
  channel: Channel,
  trackingNo: string,
  source: 'carrier' | 'pool' | 'manual' | 'import',
  extra: { labelFileKey?: string; carrierShipmentId?: string } = {},
): Promise<void> {
  await lockChannel(tx, channel.id);
  await assertTrackingNoFree(tx, channel, trackingNo, order.id);
  const { count } = await tx.order.updateMany({
    where: { id: order.id, status: { in: TRACKING_EDITABLE_STATUSES } },
    data: {
      trackingNo,
      trackingSource: source,
      logisticsChannelId: channel.id,
      labelFileKey: extra.labelFileKey ?? '',
      carrierShipmentId: extra.carrierShipmentId ?? '',
      trackingUploadStatus: '',
      trackingUploadError: '',
    },
  });
  if (count !== 1) {
    const now = await tx.order.findFirst({ where: { id: order.id }, select: { status: true } });
    throw new BusinessError('tracking.number.notEditable', { orderNo: order.orderNo, status: `order.status.${now?.status ?? ''}` });
  }
  await addHistory(ctx, tx, [order.id], {
    action: 'setTrackingNo',
    messageId: source === 'carrier' ? 'tracking.history.label' : 'tracking.history.set',
    params: { trackingNo, source: `tracking.source.${source}`, carrier: channel.carrier || channel.name },
  });
}

/** Types in (or replaces) an order's tracking number, optionally with its channel. */
export async function setTrackingNumber(ctx: RequestContext, input: { orderId: number; trackingNo: string; logisticsChannelId?: number | null }) {
  assertCan(ctx, 'order.ship');
  const trackingNo = checkTrackingNo(input.trackingNo);
  if (!trackingNo) throw ValidationError.field('trackingNo', 'tracking.number.required');
  const order = await findVisibleOrder(ctx, ctx.db, input.orderId);
  // every id of the input is looked up (through the caller's company) before any rule answers
  const channel = await channelOf(ctx, order, input.logisticsChannelId);
  assertEditable(order);
  if (!channelNeedsTracking(channel.trackingMode)) throw ValidationError.field('trackingNo', 'tracking.number.modeNone', { name: channel.name });
  await ctx.db.$transaction((tx) => writeNumber(ctx, tx, order, channel, trackingNo, 'manual'));
  return ctx.db.order.findFirstOrThrow({ where: { id: order.id } });
}

const labelKey = (companyId: number, orderId: number, trackingNo: string) => `labels/${companyId}/${orderId}-${trackingNo}.pdf`;

/**
 * Gets one order's number from its channel: the carrier (shipment + label) or the pool. Refuses an
 * order that has a number already, a manual or no-tracking channel, or a carrier refusal (the
 * carrier's message; the order keeps no number, a history row records the refusal).
 */
export async function requestTrackingNumber(ctx: RequestContext, orderId: number): Promise<void> {
  assertCan(ctx, 'order.ship');
  const order = await findVisibleOrder(ctx, ctx.db, orderId);
  assertEditable(order);
  if (order.trackingNo) throw new BusinessError('tracking.number.hasNumber', { orderNo: order.orderNo, trackingNo: order.trackingNo });
  const channel = await channelOf(ctx, order);
  if (channel.trackingMode === 'pool') {
    await ctx.db.$transaction(async (tx) => {
      await lockChannel(tx, channel.id);
      const number = await claimNextNumber(tx, channel.id, order.id);
      if (!number) throw new BusinessError('logistics.pool.empty', { name: channel.name });
      await writeNumber(ctx, tx, order, channel, number, 'pool');
    });
    return;
  }
  if (channel.trackingMode !== 'carrier') throw new BusinessError('tracking.number.notCarrierChannel', { name: channel.name });
  const items = await ctx.db.orderItem.findMany({ where: { orderId: order.id }, select: { title: true, quantity: true }, orderBy: { id: 'asc' } });
  const warehouse = order.warehouseId ? await ctx.db.warehouse.findFirst({ where: { id: order.warehouseId } }) : null;
  const company = await ctx.db.company.findFirst({ where: { id: ctx.actor!.companyId }, select: { name: true, address: true } });
  const answer = await carrierConnector(ctx.platform).createShipment({
    reference: order.orderNo,
    channelCode: channel.code || `C${channel.id}`,
    channelName: channel.name,
    carrier: channel.carrier || channel.name,
    weight: order.weight || order.estimatedWeight,
    recipient: orderRecipient(order),
    sender: { name: warehouse?.name || company?.name || '', address: warehouse?.address || company?.address || '' },
    items,
    lang: ctx.lang === 'en' ? 'en' : 'zh',
  });
  if (!answer.ok) {
    // The row reads as the carrier's reason with its own values ("… postal code 00012"): a reason
    // nested as a parameter of another message would keep its placeholders ("{postcode}").
    await addHistory(ctx, ctx.db, [order.id], {
      action: 'carrierRefused',
      messageId: answer.reasonId,
      params: { carrier: channel.carrier || channel.name, reason: answer.reasonId, ...answer.params },
    });
    throw new BusinessError(answer.reasonId, { orderNo: order.orderNo, ...answer.params });
  }
  const key = labelKey(ctx.actor!.companyId, order.id, answer.trackingNo);
  await ctx.platform.files.put(key, answer.label);
  try {
    await ctx.db.$transaction((tx) =>
      writeNumber(ctx, tx, order, channel, answer.trackingNo, 'carrier', { labelFileKey: key, carrierShipmentId: answer.shipmentId }),
    );
  } catch (err) {
    // The number could not be kept: give the shipment back and drop the label.
    await carrierConnector(ctx.platform).cancelShipment({ shipmentId: answer.shipmentId, carrier: channel.carrier });
    await ctx.platform.files.delete(key);
    throw err;
  }
}

/** "Get tracking number" for a selection: each order from its channel's carrier or pool. */
export async function requestTrackingNumbers(ctx: RequestContext, ids: unknown): Promise<OrderBatchResult> {
  assertCan(ctx, 'order.ship');
  return runBatch(ctx, ids, async (order) => {
    await requestTrackingNumber(ctx, order.id);
  });
}

/** The carrier label of an order as a PDF (base64), for download and printing. */
export async function orderLabel(ctx: RequestContext, orderId: number): Promise<PdfFile> {
  assertCan(ctx, 'orders');
  const order = await findVisibleOrder(ctx, ctx.db, orderId);
  if (!order.labelFileKey) throw new BusinessError('tracking.label.none', { orderNo: order.orderNo });
  const stream = await ctx.platform.files.openRead(order.labelFileKey);
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  const bytes = Buffer.concat(chunks);
  return { filename: `${order.orderNo}-${order.trackingNo}.pdf`, contentBase64: bytes.toString('base64'), pages: 1 };
}

// ---- import ----------------------------------------------------------------------------------------

export interface TrackingImportRow {
  /** Row of the file (1 = header) or position in the list. */
  row: number;
  orderNo: string;
  trackingNo: string;
}

export interface TrackingRowError {
  row: number;
  /** The file's column: A (order number) or B (tracking number). */
  column: string;
  field: string;
  message: string;
}

/** Rows broke the import rules: nothing was imported (REST: data.errors, as every import). */
export class TrackingImportRowsError extends RowsError {
  constructor(override readonly rows: TrackingRowError[]) {
    super('orderImport.rowsFailed', rows);
  }
}

/** Largest tracking-number file accepted (.xlsx or .csv). */
export const TRACKING_FILE_MAX_BYTES = 2 * 1024 * 1024;

const COLUMN_OF: Record<string, string> = { orderNo: 'A', trackingNo: 'B' };

/**
 * The rows of a tracking-number file: the first sheet of an .xlsx, or a .csv / .txt (comma,
 * semicolon or tab separated, as found on the first line), column A the order number, column B the tracking number; blank
 * lines skipped, and a first line naming the columns ("order…" / "订单…") is a header.
 */
export async function readTrackingFile(buffer: Buffer, fileName = ''): Promise<TrackingImportRow[]> {
  const lines = await readSheetLines(buffer, fileName);
  const rows: TrackingImportRow[] = [];
  for (const [i, l] of lines.entries()) {
    const [orderNo = '', trackingNo = ''] = l.cells.map((c) => c.trim());
    if (!orderNo && !trackingNo) continue;
    if (i === 0 && /order|订单/i.test(orderNo)) continue;
    rows.push({ row: l.line, orderNo, trackingNo });
  }
  return rows;
}

/** The tracking-number template (.xlsx): column A order number, B tracking number, an example row. */
export async function trackingImportTemplate(lang: Lang): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(translate(lang, 'tracking.import.sheetName'));
  sheet.columns = [
    { header: translate(lang, 'tracking.import.col.orderNo'), key: 'orderNo', width: 24 },
    { header: translate(lang, 'tracking.import.col.trackingNo'), key: 'trackingNo', width: 28 },
  ];
  sheet.getRow(1).font = { bold: true };
  // text cells: a long number typed in Excel would otherwise show as 1.23E+17
  sheet.getColumn(1).numFmt = '@';
  sheet.getColumn(2).numFmt = '@';
  sheet.addRow({ orderNo: '12-34567-89012', trackingNo: 'YT2612345678901' });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Reads a tracking-number file and imports it, all or nothing (importTrackingNumbers' rules). */
export async function importTrackingFile(ctx: RequestContext, buffer: Buffer, fileName = ''): Promise<{ imported: number }> {
  assertCan(ctx, 'order.ship');
  return importTrackingNumbers(ctx, await readTrackingFile(buffer, fileName));
}

/**
 * Imports order number → tracking number rows, all or nothing: every row is checked first (order
 * known in the caller's shops and not shipped, channel set and not "no tracking", number valid,
 * unique in the file and on the channel) and any problem refuses the whole file with each row's
 * message in the caller's language.
 */
export async function importTrackingNumbers(ctx: RequestContext, rows: TrackingImportRow[]): Promise<{ imported: number }> {
  const actor = assertCan(ctx, 'order.ship');
  if (!rows.length) throw ValidationError.field('file', 'orderImport.empty');
  if (rows.length > TRACKING_IMPORT_MAX_ROWS) throw ValidationError.field('file', 'orderImport.tooManyRows', { max: TRACKING_IMPORT_MAX_ROWS });
  const lang: Lang = ctx.lang === 'en' ? 'en' : 'zh';
  const t = (id: string, params: Record<string, unknown> = {}) => translate(lang, id, params);
  const errors: TrackingRowError[] = [];
  const orderNos = [...new Set(rows.map((r) => r.orderNo.trim()).filter(Boolean))];
  const orders = await ctx.db.order.findMany({
    where: { ...allowedShopsWhere(actor, 'shopId'), orderNo: { in: orderNos } },
    select: { id: true, orderNo: true, status: true, logisticsChannelId: true },
  });
  const byNo = new Map(orders.map((o) => [o.orderNo, o]));
  const channelIds = [...new Set(orders.map((o) => o.logisticsChannelId).filter((c): c is number => c != null))];
  const channels = new Map((await ctx.db.logisticsChannel.findMany({ where: { id: { in: channelIds } } })).map((c) => [c.id, c]));
  const seenOrders = new Set<string>();
  const seenNumbers = new Set<string>();
  const todo: { order: (typeof orders)[number]; channel: Channel; trackingNo: string }[] = [];
  for (const r of rows) {
    const orderNo = r.orderNo.trim();
    const trackingNo = r.trackingNo.trim();
    const fail = (field: string, id: string, params: Record<string, unknown> = {}) =>
      errors.push({ row: r.row, column: COLUMN_OF[field] ?? '', field, message: t(id, { row: r.row, orderNo, trackingNo, ...params }) });
    if (!orderNo) {
      fail('orderNo', 'tracking.import.orderNotFound');
      continue;
    }
    const order = byNo.get(orderNo);
    if (!order) {
      fail('orderNo', 'tracking.import.orderNotFound');
      continue;
    }
    if (seenOrders.has(orderNo)) {
      fail('orderNo', 'tracking.import.duplicateRow');
      continue;
    }
    seenOrders.add(orderNo);
    if (!TRACKING_EDITABLE_STATUSES.includes(order.status)) {
      fail('orderNo', 'tracking.number.notEditable', { status: t(`order.status.${order.status}`) });
      continue;
    }
    if (!trackingNo) {
      fail('trackingNo', 'tracking.number.required');
      continue;
    }
    try {
      checkTrackingNo(trackingNo);
    } catch {
      fail('trackingNo', 'tracking.number.invalid');
      continue;
    }
    const channel = order.logisticsChannelId ? channels.get(order.logisticsChannelId) : undefined;
    if (!channel) {
      fail('orderNo', 'ship.guard.noChannel');
      continue;
    }
    if (!channelNeedsTracking(channel.trackingMode)) {
      fail('trackingNo', 'tracking.number.modeNone', { name: channel.name });
      continue;
    }
    const key = `${channel.id}\u0000${trackingNo}`;
    if (seenNumbers.has(key)) {
      fail('trackingNo', 'tracking.import.duplicateNumber');
      continue;
    }
    seenNumbers.add(key);
    todo.push({ order, channel, trackingNo });
  }
  if (errors.length) throw new TrackingImportRowsError(errors);
  try {
    await ctx.db.$transaction(
      async (tx) => {
        for (const x of todo) {
          try {
            await writeNumber(ctx, tx, x.order, x.channel, x.trackingNo, 'import');
          } catch (err) {
            if (err instanceof ValidationError || err instanceof BusinessError) {
              const issue = err instanceof ValidationError ? err.issues[0] : { messageId: err.messageId, params: err.params };
              const row = rows.find((r) => r.orderNo.trim() === x.order.orderNo)!.row;
              errors.push({ row, column: 'B', field: 'trackingNo', message: t(issue.messageId, { row, ...(issue.params ?? {}) }) });
            } else throw err;
          }
        }
        if (errors.length) throw new TrackingImportRowsError(errors);
      },
      { timeout: 120_000 },
    );
  } catch (err) {
    if (err instanceof TrackingImportRowsError) throw new TrackingImportRowsError(errors);
    throw err;
  }
  return { imported: todo.length };
}
