// Logistics channels (issue 6 item 8; spec 02 §3, §4 'Logistics provider and channel: enabled or
// disabled'). System channels come from a fixed catalogue (SYSTEM_CHANNELS of @erp/schema) that the
// seller enables (/systemLogistics); custom channels are seller-defined (/customLogistics). A channel
// used by a logistics rule or an open order cannot be deleted.
import {
  ORDER_OPEN_STATUSES,
  customChannelInput,
  resolveTrackingMode,
  systemChannelByCode,
  systemChannelSettingsInput,
  SYSTEM_CHANNELS,
  type TrackingMode,
} from '@erp/schema';
import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, can, permissionDenied, requireActor, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { isUniqueViolation, parseInput, uniquely } from '../../platform/validate';
import { whereOf } from '../../platform/where';

type Db = RequestContext['db'] | Parameters<Parameters<RequestContext['db']['$transaction']>[0]>[0];

// ---- picker ------------------------------------------------------------------------------------

export interface ChannelOptionRow {
  id: number;
  name: string;
  type: string;
  carrier: string;
  maxWeight: number;
  enabled: boolean;
  usesNumberPool: boolean;
  /** carrier | pool | manual | none (issue 18). */
  trackingMode: string;
  /** An overseas channel's warehouses (the company's, bound to its provider warehouse); empty for others. */
  shipsFromWarehouseIds: number[];
}

/** Pages whose screens pick a channel: any of them lets the caller read the option list. */
export const CHANNEL_PICKER_PAGES = [
  'orders',
  'createOrder',
  'abnormalOrders',
  'preShippings',
  'logisticsRules',
  'outboundScan',
  'scanToShip',
  'logisticsTracking',
  'systemLogistics',
  'customLogistics',
  'segmentManagement',
] as const;

/** Every channel of the company (enabled first, then by name) for pickers. */
export async function channelOptions(ctx: RequestContext): Promise<ChannelOptionRow[]> {
  const actor = requireActor(ctx);
  if (!CHANNEL_PICKER_PAGES.some((p) => can(actor, p))) throw permissionDenied('orders');
  const rows = await ctx.db.logisticsChannel.findMany({
    select: { id: true, name: true, type: true, carrier: true, maxWeight: true, enabled: true, usesNumberPool: true, trackingMode: true },
    orderBy: [{ enabled: 'desc' }, { type: 'asc' }, { name: 'asc' }, { id: 'asc' }],
  });
  const shipsFrom = await overseasChannelsWarehouseIds(
    ctx.db,
    rows.filter((r) => r.type === 'overseas').map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, shipsFromWarehouseIds: shipsFrom.get(r.id) ?? [] }));
}

/**
 * The company's warehouses each overseas channel of `channelIds` ships from: those bound to the
 * provider warehouse the channel belongs to (/overseasWarehouseAuth). An overseas channel serves only
 * orders of those warehouses (the provider ships from its own stock); none bound → none served.
 */
export async function overseasChannelsWarehouseIds(
  db: Pick<RequestContext['db'], 'overseasLogisticsChannel' | 'overseasProviderWarehouse'>,
  channelIds: readonly number[],
): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (!channelIds.length) return out;
  const channels = await db.overseasLogisticsChannel.findMany({
    where: { logisticsChannelId: { in: [...channelIds] } },
    select: { logisticsChannelId: true, authorizationId: true, warehouseCode: true },
  });
  if (!channels.length) return out;
  const bound = await db.overseasProviderWarehouse.findMany({
    where: { OR: channels.map((c) => ({ authorizationId: c.authorizationId, code: c.warehouseCode })), warehouseId: { not: null } },
    select: { authorizationId: true, code: true, warehouseId: true },
  });
  for (const c of channels) {
    if (c.logisticsChannelId == null) continue;
    const ids = bound.filter((w) => w.authorizationId === c.authorizationId && w.code === c.warehouseCode).map((w) => w.warehouseId!);
    out.set(c.logisticsChannelId, [...new Set([...(out.get(c.logisticsChannelId) ?? []), ...ids])]);
  }
  return out;
}

// ---- lookups for other domains -----------------------------------------------------------------

/** A channel of the caller's company, or "not found". */
export async function findChannel(db: Db, id: number) {
  const channel = await db.logisticsChannel.findFirst({ where: { id } });
  if (!channel) throw new NotFoundError('logistics.channel.notFound');
  return channel;
}

/** A channel that may take new orders: it exists in the company and is enabled. */
export async function usableChannel(db: Db, id: number, field = 'logisticsChannelId') {
  const channel = await findChannel(db, id);
  if (!channel.enabled) throw ValidationError.field(field, 'logistics.channel.disabled', { name: channel.name });
  return channel;
}

// ---- list --------------------------------------------------------------------------------------

const customChannel = whereOf<Prisma.LogisticsChannelWhereInput>();

export interface ChannelFilter {
  keyword?: string | null;
  enabled?: boolean | null;
}

/** Custom channels (/customLogistics); system channels are listed with their catalogue. */
export function customChannelWhere(ctx: RequestContext, filter: ChannelFilter = {}): Prisma.LogisticsChannelWhereInput {
  assertCan(ctx, 'customLogistics');
  return { type: 'custom', ...customChannel.stated(filter, 'enabled'), ...customChannel.containing(filter.keyword?.trim(), 'name', 'carrier', 'code') };
}

// ---- system channels ---------------------------------------------------------------------------

export interface SystemCatalogueEntry {
  code: string;
  carrier: string;
  name: string;
  trackingUrl: string;
  /** The company's setting once enabled, else the catalogue's (grams, 0 = no limit). */
  maxWeight: number;
  usesNumberPool: boolean;
  trackingMode: string;
  /** The company's channel for this entry, once enabled at least once. */
  channelId: number | null;
  enabled: boolean;
}

/** The fixed catalogue with the company's state of each entry (/systemLogistics). */
export async function systemCatalogue(ctx: RequestContext): Promise<SystemCatalogueEntry[]> {
  assertCan(ctx, 'systemLogistics');
  const own = await ctx.db.logisticsChannel.findMany({ where: { type: 'system' } });
  const byCode = new Map(own.map((c) => [c.code, c]));
  return SYSTEM_CHANNELS.map((d) => {
    const c = byCode.get(d.code);
    return {
      code: d.code,
      carrier: d.carrier,
      name: d.name,
      trackingUrl: d.trackingUrl,
      maxWeight: c?.maxWeight ?? d.maxWeight,
      usesNumberPool: c?.usesNumberPool ?? false,
      trackingMode: c?.trackingMode ?? 'carrier',
      channelId: c?.id ?? null,
      enabled: c?.enabled ?? false,
    };
  });
}

/** Enables a catalogue entry: creates the company's channel the first time, re-enables it after. */
export async function enableSystemChannel(ctx: RequestContext, code: string) {
  assertCan(ctx, 'logisticsChannel.update');
  const def = systemChannelByCode(code);
  if (!def) throw new NotFoundError('logistics.channel.notFound');
  const existing = await ctx.db.logisticsChannel.findFirst({ where: { type: 'system', code } });
  if (existing) return ctx.db.logisticsChannel.update({ where: { id: existing.id }, data: { enabled: true } });
  if (await ctx.db.logisticsChannel.findFirst({ where: { name: def.name } }))
    throw ValidationError.field('name', 'logistics.channel.nameExists', { name: def.name });
  return uniquely(
    () =>
      ctx.db.logisticsChannel.create({
        data: {
          type: 'system',
          code: def.code,
          carrier: def.carrier,
          name: def.name,
          maxWeight: def.maxWeight,
          trackingUrl: def.trackingUrl,
          trackingMode: 'carrier',
          enabled: true,
        } as never,
      }),
    () => ValidationError.field('name', 'logistics.channel.nameExists', { name: def.name }),
  );
}

const updateSystemInput = systemChannelSettingsInput.extend({ id: z.number().int().positive() });

/** Seller-side settings of an enabled system channel (max weight, number pool, enabled). */
export async function updateSystemChannel(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'logisticsChannel.update');
  const { id, ...input } = parseInput(updateSystemInput, raw);
  const channel = await findChannel(ctx.db, id);
  if (channel.type !== 'system') throw new NotFoundError('logistics.channel.notFound');
  const { trackingMode, usesNumberPool, ...rest } = input;
  return ctx.db.logisticsChannel.update({ where: { id }, data: { ...rest, ...resolveTrackingMode(channel, { trackingMode, usesNumberPool }) } });
}

// ---- custom channels ---------------------------------------------------------------------------

const nameExists = (name: string) => ValidationError.field('name', 'logistics.channel.nameExists', { name });

export async function createCustomChannel(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'logisticsChannel.update');
  const input = parseInput(customChannelInput, raw);
  if (await ctx.db.logisticsChannel.findFirst({ where: { name: input.name } })) throw nameExists(input.name);
  try {
    const { trackingMode, usesNumberPool, ...rest } = input;
    const mode = resolveTrackingMode({ type: 'custom', trackingMode: 'manual' }, { trackingMode, usesNumberPool });
    return await ctx.db.logisticsChannel.create({ data: { ...rest, ...mode, type: 'custom' } as never });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameExists(input.name);
    throw err;
  }
}

const updateCustomInput = customChannelInput.partial().extend({ id: z.number().int().positive() });

export async function updateCustomChannel(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'logisticsChannel.update');
  // partial() keeps the defaults of the full input: only the keys the caller sent are applied
  const sent = new Set(Object.keys(raw ?? {}));
  const { id, ...parsed } = parseInput(updateCustomInput, raw);
  const input = Object.fromEntries(Object.entries(parsed).filter(([k]) => sent.has(k)));
  const channel = await findChannel(ctx.db, id);
  if (channel.type !== 'custom') throw new NotFoundError('logistics.channel.notFound');
  const name = input.name as string | undefined;
  if (name && name !== channel.name && (await ctx.db.logisticsChannel.findFirst({ where: { name, id: { not: id } } }))) throw nameExists(name);
  const { trackingMode, usesNumberPool, ...rest } = input as typeof input & { trackingMode?: TrackingMode; usesNumberPool?: boolean };
  const mode = trackingMode !== undefined || usesNumberPool !== undefined ? resolveTrackingMode(channel, { trackingMode, usesNumberPool }) : {};
  return uniquely(
    () => ctx.db.logisticsChannel.update({ where: { id }, data: { ...rest, ...mode } }),
    () => nameExists(name ?? channel.name),
  );
}

/** Enables or disables any channel of the company. */
export async function setChannelEnabled(ctx: RequestContext, id: number, enabled: boolean) {
  assertCan(ctx, 'logisticsChannel.update');
  await findChannel(ctx.db, id);
  return ctx.db.logisticsChannel.update({ where: { id }, data: { enabled } });
}

/**
 * Deletes a channel that nothing uses: no logistics rule and no open order may point at it; its
 * number pool goes with it. A system channel can simply be disabled instead.
 */
export async function deleteChannel(ctx: RequestContext, id: number) {
  assertCan(ctx, 'logisticsChannel.update');
  const channel = await findChannel(ctx.db, id);
  return ctx.db.$transaction(async (tx) => {
    const rules = await tx.logisticsRule.count({ where: { logisticsChannelId: id } });
    if (rules > 0) throw new BusinessError('logistics.channel.usedByRule', { name: channel.name, count: rules });
    const orders = await tx.order.count({ where: { logisticsChannelId: id, status: { in: [...ORDER_OPEN_STATUSES] } } });
    if (orders > 0) throw new BusinessError('logistics.channel.usedByOrder', { name: channel.name, count: orders });
    await tx.trackingNumber.deleteMany({ where: { channelId: id } });
    await tx.logisticsChannel.delete({ where: { id } });
    return channel;
  });
}
