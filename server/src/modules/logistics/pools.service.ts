// Tracking-number pools (/segmentManagement; spec 02 §4 'Number in a pool: marked used', §5 'Number
// pool files txt only'). A channel that uses a number pool gets its tracking numbers from numbers
// the seller imported from a .txt file; assignTrackingNumbers hands them to orders, each number to
// one order only (a conditional update claims it, so two requests never take the same number).
import { isNumberPoolFile, NUMBER_POOL_FILE_MAX_BYTES, ORDER_OPEN_STATUSES, parseNumberFile } from '@erp/schema';
import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client';
import { allowedShopsWhere, assertCan, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { whereOf } from '../../platform/where';
import { addHistory } from '../orders/orders.states';
import { findChannel } from './channels.service';

/** At most this many orders in one assignTrackingNumbers call. */
export const ASSIGN_MAX_ORDERS = 500;
const CHUNK = 1000;

// ---- import --------------------------------------------------------------------------------------

const importInput = z.object({
  channelId: z.number().int().positive(),
  fileName: z.string().trim().min(1, { error: 'logistics.pool.txtOnly' }),
  fileType: z.string().trim().optional(),
  content: z.string(),
});

export interface PoolImportResult {
  channelId: number;
  /** Numbers added to the pool. */
  added: number;
  /** Numbers repeated within the file (each kept once). */
  duplicatesInFile: string[];
  /** Numbers already in the pool (skipped). */
  alreadyInPool: string[];
  blankLines: number;
}

/**
 * Imports a .txt file (one number per line: trimmed, blank lines skipped) into a channel's pool.
 * Any other file type, an empty file or a line that is not a tracking number changes nothing;
 * repeats within the file and numbers already in the pool are reported and skipped.
 */
export async function importNumbers(ctx: RequestContext, raw: unknown): Promise<PoolImportResult> {
  assertCan(ctx, 'numberPool.update');
  const input = parseInput(importInput, raw);
  if (!isNumberPoolFile(input.fileName, input.fileType)) throw ValidationError.field('file', 'logistics.pool.txtOnly');
  if (Buffer.byteLength(input.content, 'utf8') > NUMBER_POOL_FILE_MAX_BYTES) throw ValidationError.field('file', 'logistics.pool.fileTooLarge');
  const channel = await findChannel(ctx.db, input.channelId);
  if (!channel.usesNumberPool) throw ValidationError.field('channelId', 'logistics.pool.notPoolChannel', { name: channel.name });
  const parsed = parseNumberFile(input.content);
  if (parsed.invalidLines.length) {
    const shown = parsed.invalidLines.slice(0, 10).join(', ') + (parsed.invalidLines.length > 10 ? ', …' : '');
    throw ValidationError.field('file', 'logistics.pool.invalidLines', { lines: shown });
  }
  if (parsed.numbers.length === 0) throw ValidationError.field('file', 'logistics.pool.fileEmpty');

  return ctx.db.$transaction(
    async (tx) => {
      const existing = new Set<string>();
      for (let i = 0; i < parsed.numbers.length; i += CHUNK) {
        const rows = await tx.trackingNumber.findMany({
          where: { channelId: channel.id, number: { in: parsed.numbers.slice(i, i + CHUNK) } },
          select: { number: true },
        });
        for (const r of rows) existing.add(r.number);
      }
      const fresh = parsed.numbers.filter((n) => !existing.has(n));
      let added = 0;
      for (let i = 0; i < fresh.length; i += CHUNK) {
        const { count } = await tx.trackingNumber.createMany({
          data: fresh.slice(i, i + CHUNK).map((number) => ({ channelId: channel.id, number })) as never,
          skipDuplicates: true,
        });
        added += count;
      }
      return { channelId: channel.id, added, duplicatesInFile: parsed.duplicates, alreadyInPool: [...existing], blankLines: parsed.blankLines };
    },
    { timeout: 120_000 },
  );
}

// ---- list ----------------------------------------------------------------------------------------

const trackingNumber = whereOf<Prisma.TrackingNumberWhereInput>();
type NumberFilter = { channelId?: number | null; used?: boolean | null; keyword?: string | null };

export function numberWhere(ctx: RequestContext, filter: NumberFilter = {}): Prisma.TrackingNumberWhereInput {
  assertCan(ctx, 'segmentManagement');
  return {
    ...trackingNumber.given(filter, 'channelId'),
    ...trackingNumber.stated(filter, 'used'),
    ...trackingNumber.containing(filter.keyword?.trim(), 'number'),
  };
}

export interface PoolCounts {
  total: number;
  used: number;
  unused: number;
}

/** How many numbers a channel's pool holds, used and unused (every channel when none is given). */
export async function poolCounts(ctx: RequestContext, channelId?: number | null): Promise<PoolCounts> {
  assertCan(ctx, 'segmentManagement');
  const rows = await ctx.db.trackingNumber.groupBy({ by: ['used'], where: channelId ? { channelId } : {}, _count: { _all: true } });
  const used = rows.find((r) => r.used)?._count._all ?? 0;
  const unused = rows.find((r) => !r.used)?._count._all ?? 0;
  return { total: used + unused, used, unused };
}

/** Deletes unused numbers (a used number stays: it is on an order). */
export async function deleteNumbers(ctx: RequestContext, ids: number[]): Promise<number> {
  assertCan(ctx, 'numberPool.update');
  const rows = await ctx.db.trackingNumber.findMany({ where: { id: { in: ids } } });
  if (rows.length !== new Set(ids).size || rows.length === 0) throw new NotFoundError('logistics.pool.numberNotFound');
  const used = rows.find((r) => r.used);
  if (used) throw new BusinessError('logistics.pool.numberUsed', { number: used.number });
  const { count } = await ctx.db.trackingNumber.deleteMany({ where: { id: { in: ids }, used: false } });
  return count;
}

// ---- assignment ----------------------------------------------------------------------------------

export interface AssignedNumber {
  orderId: number;
  orderNo: string;
  trackingNo: string;
  channelId: number;
}
export interface AssignResult {
  assigned: AssignedNumber[];
  /** Orders left as they were: closed, already holding a number, or their channel uses no pool. */
  skipped: { orderId: number; orderNo: string; reason: 'closed' | 'hasNumber' | 'noPoolChannel' }[];
}

type Tx = Parameters<Parameters<RequestContext['db']['$transaction']>[0]>[0];

/**
 * Takes the next unused number of the channel's pool (lowest id first). The claim is a conditional
 * update (`used = false` in the WHERE), so under concurrency a number is taken by one caller only;
 * the loser moves on to the next number.
 */
export async function claimNextNumber(tx: Tx, channelId: number, orderId: number, now = new Date()): Promise<string | null> {
  for (;;) {
    const next = await tx.trackingNumber.findFirst({ where: { channelId, used: false }, orderBy: { id: 'asc' }, select: { id: true, number: true } });
    if (!next) return null;
    const { count } = await tx.trackingNumber.updateMany({ where: { id: next.id, used: false }, data: { used: true, orderId, usedAt: now } });
    if (count === 1) return next.number;
  }
}

/**
 * Gives each open order whose channel uses a number pool and that has no tracking number yet the
 * next unused number of that pool: the number is marked used (order, time), the order takes it and
 * its history says so. All or nothing: an empty pool refuses the whole call, naming the channel.
 */
export async function assignTrackingNumbers(ctx: RequestContext, orderIds: number[]): Promise<AssignResult> {
  const actor = assertCan(ctx, 'order.ship');
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) throw ValidationError.field('orderIds', 'logistics.pool.noOrders');
  if (ids.length > ASSIGN_MAX_ORDERS) throw ValidationError.field('orderIds', 'logistics.pool.tooMany', { max: ASSIGN_MAX_ORDERS });
  const orders = await ctx.db.order.findMany({
    where: { id: { in: ids }, ...allowedShopsWhere(actor, 'shopId') },
    select: { id: true, orderNo: true, status: true, trackingNo: true, logisticsChannelId: true },
    orderBy: { id: 'asc' },
  });
  if (orders.length !== ids.length) throw new NotFoundError('order.notFound', { id: ids.find((id) => !orders.some((o) => o.id === id)) });
  const channelIds = [...new Set(orders.map((o) => o.logisticsChannelId).filter((c): c is number => c != null))];
  const channels = new Map((await ctx.db.logisticsChannel.findMany({ where: { id: { in: channelIds } } })).map((c) => [c.id, c]));

  const result: AssignResult = { assigned: [], skipped: [] };
  const todo: typeof orders = [];
  for (const o of orders) {
    const channel = o.logisticsChannelId != null ? channels.get(o.logisticsChannelId) : undefined;
    if (!(ORDER_OPEN_STATUSES as readonly string[]).includes(o.status)) result.skipped.push({ orderId: o.id, orderNo: o.orderNo, reason: 'closed' });
    else if (o.trackingNo) result.skipped.push({ orderId: o.id, orderNo: o.orderNo, reason: 'hasNumber' });
    else if (!channel?.usesNumberPool) result.skipped.push({ orderId: o.id, orderNo: o.orderNo, reason: 'noPoolChannel' });
    else todo.push(o);
  }
  if (todo.length === 0) return result;

  const now = new Date();
  await ctx.db.$transaction(
    async (tx) => {
      for (const o of todo) {
        const channel = channels.get(o.logisticsChannelId!)!;
        const number = await claimNextNumber(tx, channel.id, o.id, now);
        if (!number) throw new BusinessError('logistics.pool.empty', { name: channel.name });
        // The order must still be open and without a number: another request may have given it one.
        const { count } = await tx.order.updateMany({
          where: { id: o.id, trackingNo: '', status: { in: [...ORDER_OPEN_STATUSES] } },
          data: { trackingNo: number, trackingSource: 'pool' },
        });
        if (count === 0) {
          await tx.trackingNumber.updateMany({ where: { channelId: channel.id, number }, data: { used: false, orderId: null, usedAt: null } });
          result.skipped.push({ orderId: o.id, orderNo: o.orderNo, reason: 'hasNumber' });
          continue;
        }
        await addHistory(ctx, tx, [o.id], {
          action: 'assignTrackingNo',
          messageId: 'logistics.pool.history.assigned',
          params: { number, channel: channel.name },
        });
        result.assigned.push({ orderId: o.id, orderNo: o.orderNo, trackingNo: number, channelId: channel.id });
      }
    },
    { timeout: 60_000 },
  );
  return result;
}
