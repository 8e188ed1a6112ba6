// Overseas warehouse authorizations (/overseasWarehouseAuth) and their logistics channels
// (/overseasLogistics), issue 23 slice 1 and issue 18 item 5. An authorization keeps the provider's
// app key and secret sealed (like shop credentials: shops.credentials.ts), is activated or
// terminated through OVERSEAS_AUTH_TRANSITIONS, lists the provider's warehouses (bound to the
// seller's warehouses of type 'overseas') and their channels. A channel the seller enables gets a
// LogisticsChannel of type 'overseas', so orders name it like any other channel.
// Every call to the provider goes through the connector (warehouse.connector.ts); a refusal leaves
// everything as it was and answers the provider's message.
import {
  OVERSEAS_AUTH_TRANSITIONS,
  OVERSEAS_PROVIDER_LABELS,
  overseasAuthInput,
  overseasAuthUpdateInput,
  overseasWarehouseBindInput,
  type OverseasProvider,
} from '@erp/schema';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, can, permissionDenied, requireActor, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { secretBox } from '../../platform/secret-box';
import { transition } from '../../platform/transition';
import { findRecord, inputAndRecord } from '../../platform/records';
import { isUniqueViolation, parseInput, uniquely } from '../../platform/validate';
import { listWhere } from '../../platform/where';
import { overseasChannelsWarehouseIds } from '../logistics/channels.service';
import { maskCredential, openCredential, sealCredential } from '../shops/shops.credentials';
import { overseasConnectors, type ProviderCredentials, type ProviderResult, type ThirdPartyWarehouseConnector } from './warehouse.connector';

// The page permissions guard reading; their action leaves guard the commands.
const AUTH_PAGE = 'overseasWarehouseAuth';
const LOGISTICS_PAGE = 'overseasLogistics';
const AUTH_EDIT = 'overseasWarehouseAuth.update';
const LOGISTICS_EDIT = 'overseasLogistics.update';

type Auth = Prisma.OverseasWarehouseAuthGetPayload<object>;

export const providerName = (ctx: RequestContext, provider: string) => OVERSEAS_PROVIDER_LABELS[provider as OverseasProvider]?.[ctx.lang] ?? provider;

/** The connector's refusal as the seller's message, naming the provider. */
function refusal(ctx: RequestContext, provider: string, r: { reasonId: string; params?: Record<string, unknown> }): BusinessError {
  return new BusinessError(r.reasonId, { ...r.params, provider: providerName(ctx, provider) });
}

/** The answer of a call, or the provider's refusal thrown. */
export function answered<T>(ctx: RequestContext, provider: string, r: ProviderResult<T>): T {
  if (!r.ok) throw refusal(ctx, provider, r);
  return r;
}

export function connectorOf(ctx: RequestContext, provider: string): ThirdPartyWarehouseConnector {
  return overseasConnectors(ctx.platform).of(provider as OverseasProvider);
}

export function credentialsOf(ctx: RequestContext, auth: Pick<Auth, 'appKey' | 'appSecret'>): ProviderCredentials {
  const box = secretBox(ctx.platform.config);
  return { appKey: openCredential(box, auth.appKey), appSecret: openCredential(box, auth.appSecret) };
}

/** What the screen shows of a stored credential: its last characters behind a mask. */
export function maskedCredential(ctx: RequestContext, stored: string): string {
  return maskCredential(secretBox(ctx.platform.config), stored);
}

/** 'sandbox' or 'live': whether the answers come from the sandbox (shown beside every authorization). */
export const connectorMode = (ctx: RequestContext) => overseasConnectors(ctx.platform).mode;

// ---- authorizations ----------------------------------------------------------------------------

export const overseasAuthWhere = listWhere<Prisma.OverseasWarehouseAuthWhereInput>()(AUTH_PAGE, {
  given: ['provider', 'status'],
  keyword: ['name'],
});

export const findAuth = (ctx: RequestContext, id: number): Promise<Auth> => findRecord(ctx.db.overseasWarehouseAuth, id, 'overseas.authNotFound');

/** An authorization that may be used (sync, bind, enable a channel): activated. */
export async function activeAuth(ctx: RequestContext, id: number): Promise<Auth> {
  const auth = await findAuth(ctx, id);
  if (auth.status !== 'activated') throw new BusinessError('overseas.authTerminated', { name: auth.name });
  return auth;
}

const nameExists = (name: string) => ValidationError.field('name', 'overseas.nameExists', { name });

/** Pickers of both pages (the channel list filters by authorization). */
export async function authOptions(ctx: RequestContext) {
  const actor = requireActor(ctx);
  if (!can(actor, AUTH_PAGE) && !can(actor, LOGISTICS_PAGE)) throw permissionDenied(AUTH_PAGE);
  return ctx.db.overseasWarehouseAuth.findMany({ select: { id: true, name: true, provider: true, status: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

/**
 * A new authorization: the provider must accept the credentials and list its warehouses before
 * anything is written; then the account, sealed, and its warehouses in one transaction.
 */
export async function createAuth(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, AUTH_EDIT);
  const input = parseInput(overseasAuthInput, raw);
  if (await ctx.db.overseasWarehouseAuth.findFirst({ where: { name: input.name }, select: { id: true } })) throw nameExists(input.name);
  const connector = connectorOf(ctx, input.provider);
  const creds = { appKey: input.appKey, appSecret: input.appSecret };
  answered(ctx, input.provider, await connector.checkCredentials(creds));
  const { warehouses } = answered(ctx, input.provider, await connector.listWarehouses(creds));
  const box = secretBox(ctx.platform.config);
  const now = new Date();
  try {
    return await ctx.db.$transaction(async (tx) => {
      const auth = await tx.overseasWarehouseAuth.create({
        data: {
          companyId: actor.companyId,
          provider: input.provider,
          name: input.name,
          appKey: sealCredential(box, input.appKey),
          appSecret: sealCredential(box, input.appSecret),
          checkedAt: now,
          checkOk: true,
          warehousesSyncedAt: now,
        },
      });
      await tx.overseasProviderWarehouse.createMany({
        data: warehouses.map((w) => ({ companyId: actor.companyId, authorizationId: auth.id, code: w.code, name: w.name, country: w.country, syncedAt: now })),
      });
      return auth;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameExists(input.name);
    throw err;
  }
}

/** Renames an authorization or replaces its credentials (re-checked with the provider first). */
export async function updateAuth(ctx: RequestContext, id: number, raw: unknown) {
  assertCan(ctx, AUTH_EDIT);
  const { input, row: auth } = await inputAndRecord(overseasAuthUpdateInput, raw, () => findAuth(ctx, id));
  return saveAuth(ctx, id, input, auth);
}

async function saveAuth(ctx: RequestContext, id: number, input: z.output<typeof overseasAuthUpdateInput>, auth: Auth) {
  if (input.name !== auth.name && (await ctx.db.overseasWarehouseAuth.findFirst({ where: { name: input.name, id: { not: id } }, select: { id: true } })))
    throw nameExists(input.name);
  const data: Prisma.OverseasWarehouseAuthUpdateInput = { name: input.name };
  if (input.appKey || input.appSecret) {
    if (auth.status !== 'activated') throw new BusinessError('overseas.authTerminated', { name: auth.name });
    const current = credentialsOf(ctx, auth);
    const creds = { appKey: input.appKey || current.appKey, appSecret: input.appSecret || current.appSecret };
    answered(ctx, auth.provider, await connectorOf(ctx, auth.provider).checkCredentials(creds));
    const box = secretBox(ctx.platform.config);
    // only what was typed is sealed again; the other stays as stored
    if (input.appKey) data.appKey = sealCredential(box, input.appKey);
    if (input.appSecret) data.appSecret = sealCredential(box, input.appSecret);
    Object.assign(data, { checkedAt: new Date(), checkOk: true, checkMessageId: '' });
  }
  return uniquely(
    () => ctx.db.overseasWarehouseAuth.update({ where: { id }, data }),
    () => nameExists(input.name),
  );
}

/**
 * "Test connection": asks the provider whether the stored credentials still open the account and
 * records the answer on the authorization (a refusal is an answer, shown on the row, not an error).
 */
export async function testAuth(ctx: RequestContext, id: number) {
  assertCan(ctx, AUTH_EDIT);
  const auth = await activeAuth(ctx, id);
  const r = await connectorOf(ctx, auth.provider).checkCredentials(credentialsOf(ctx, auth));
  return ctx.db.overseasWarehouseAuth.update({
    where: { id },
    data: { checkedAt: new Date(), checkOk: r.ok, checkMessageId: r.ok ? '' : r.reasonId },
  });
}

function illegal(ctx: RequestContext, auth: Auth, action: 'terminate' | 'activate') {
  return new BusinessError('overseas.illegalTransition', { name: auth.name, status: `overseas.status.${auth.status}`, action: `overseas.action.${action}` });
}

/** Terminates an authorization: its enabled channels stop being usable on orders in the same transaction. */
export async function terminateAuth(ctx: RequestContext, id: number) {
  assertCan(ctx, AUTH_EDIT);
  const auth = await findAuth(ctx, id);
  return ctx.db.$transaction(async (tx) => {
    await transition(
      OVERSEAS_AUTH_TRANSITIONS.terminate,
      (from, to) => tx.overseasWarehouseAuth.updateMany({ where: { id, ...from }, data: { status: to } }),
      () => illegal(ctx, auth, 'terminate'),
    );
    const linked = await tx.overseasLogisticsChannel.findMany({
      where: { authorizationId: id, logisticsChannelId: { not: null } },
      select: { logisticsChannelId: true },
    });
    await tx.overseasLogisticsChannel.updateMany({ where: { authorizationId: id }, data: { enabled: false } });
    await tx.logisticsChannel.updateMany({ where: { id: { in: linked.map((c) => c.logisticsChannelId!) }, type: 'overseas' }, data: { enabled: false } });
    return tx.overseasWarehouseAuth.findFirstOrThrow({ where: { id } });
  });
}

/** Activates a terminated authorization again once the provider accepts its credentials; channels stay off until enabled. */
export async function activateAuth(ctx: RequestContext, id: number) {
  assertCan(ctx, AUTH_EDIT);
  const auth = await findAuth(ctx, id);
  if (auth.status !== 'terminated') throw illegal(ctx, auth, 'activate');
  answered(ctx, auth.provider, await connectorOf(ctx, auth.provider).checkCredentials(credentialsOf(ctx, auth)));
  return ctx.db.$transaction(async (tx) => {
    await transition(
      OVERSEAS_AUTH_TRANSITIONS.activate,
      (from, to) =>
        tx.overseasWarehouseAuth.updateMany({ where: { id, ...from }, data: { status: to, checkedAt: new Date(), checkOk: true, checkMessageId: '' } }),
      () => illegal(ctx, auth, 'activate'),
    );
    return tx.overseasWarehouseAuth.findFirstOrThrow({ where: { id } });
  });
}

// ---- provider warehouses -----------------------------------------------------------------------

/**
 * Reads the provider's warehouses again: new ones are added, listed ones renamed, missing ones
 * marked unavailable (their binding is kept, so the seller sees what disappeared).
 */
export async function syncWarehouses(ctx: RequestContext, id: number) {
  const actor = assertCan(ctx, AUTH_EDIT);
  const auth = await activeAuth(ctx, id);
  const { warehouses } = answered(ctx, auth.provider, await connectorOf(ctx, auth.provider).listWarehouses(credentialsOf(ctx, auth)));
  const now = new Date();
  return ctx.db.$transaction(async (tx) => {
    for (const w of warehouses) {
      await tx.overseasProviderWarehouse.upsert({
        where: { authorizationId_code: { authorizationId: id, code: w.code } },
        create: { companyId: actor.companyId, authorizationId: id, code: w.code, name: w.name, country: w.country, syncedAt: now },
        update: { name: w.name, country: w.country, available: true, syncedAt: now },
      });
    }
    await tx.overseasProviderWarehouse.updateMany({
      where: { authorizationId: id, code: { notIn: warehouses.map((w) => w.code) } },
      data: { available: false },
    });
    return tx.overseasWarehouseAuth.update({ where: { id }, data: { warehousesSyncedAt: now } });
  });
}

/**
 * Binds a provider warehouse to one of the seller's warehouses of type 'overseas' (or unbinds it):
 * one seller warehouse stands for at most one provider warehouse.
 */
export async function bindWarehouse(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, AUTH_EDIT);
  const input = parseInput(overseasWarehouseBindInput, raw);
  const pw = await ctx.db.overseasProviderWarehouse.findFirst({ where: { id: input.providerWarehouseId } });
  if (!pw) throw ValidationError.field('providerWarehouseId', 'overseas.providerWarehouseNotFound');
  const auth = await activeAuth(ctx, pw.authorizationId);
  if (input.warehouseId !== null) {
    if (!pw.available) throw new BusinessError('overseas.providerWarehouseGone', { provider: providerName(ctx, auth.provider), code: pw.code });
    const wh = await ctx.db.warehouse.findFirst({ where: { id: input.warehouseId }, select: { id: true, name: true, type: true } });
    if (!wh) throw ValidationError.field('warehouseId', 'overseas.warehouseNotFound');
    if (wh.type !== 'overseas') throw ValidationError.field('warehouseId', 'overseas.warehouseNotOverseas', { name: wh.name });
    const other = await ctx.db.overseasProviderWarehouse.findFirst({ where: { warehouseId: wh.id, id: { not: pw.id } }, select: { code: true } });
    if (other) throw ValidationError.field('warehouseId', 'overseas.warehouseAlreadyBound', { name: wh.name, code: other.code });
  }
  try {
    return await ctx.db.overseasProviderWarehouse.update({ where: { id: pw.id }, data: { warehouseId: input.warehouseId } });
  } catch (err) {
    // two binds of one warehouse at once: the unique index lets one through
    if (isUniqueViolation(err)) throw ValidationError.field('warehouseId', 'overseas.warehouseAlreadyBound', { name: String(input.warehouseId), code: '' });
    throw err;
  }
}

// ---- logistics channels ------------------------------------------------------------------------

export const overseasChannelWhere = listWhere<Prisma.OverseasLogisticsChannelWhereInput>()(LOGISTICS_PAGE, {
  given: ['authorizationId', 'warehouseCode'],
  stated: ['enabled'],
  keyword: ['name', 'code', 'carrier'],
});

/**
 * Reads every available warehouse's channels from the provider. Nothing is written unless every
 * warehouse answered; channels no longer offered are marked unavailable and switched off (with
 * their logistics channel).
 */
export async function syncChannels(ctx: RequestContext, authorizationId: number) {
  const actor = assertCan(ctx, LOGISTICS_EDIT);
  const auth = await activeAuth(ctx, authorizationId);
  const connector = connectorOf(ctx, auth.provider);
  const creds = credentialsOf(ctx, auth);
  const warehouses = await ctx.db.overseasProviderWarehouse.findMany({ where: { authorizationId, available: true }, orderBy: { code: 'asc' } });
  const found: { warehouseCode: string; code: string; name: string; carrier: string }[] = [];
  for (const w of warehouses) {
    const { channels } = answered(ctx, auth.provider, await connector.listChannels(creds, w.code));
    for (const c of channels) found.push({ warehouseCode: w.code, ...c });
  }
  const now = new Date();
  return ctx.db.$transaction(async (tx) => {
    for (const c of found) {
      await tx.overseasLogisticsChannel.upsert({
        where: { authorizationId_warehouseCode_code: { authorizationId, warehouseCode: c.warehouseCode, code: c.code } },
        create: { companyId: actor.companyId, authorizationId, ...c, syncedAt: now },
        update: { name: c.name, carrier: c.carrier, available: true, syncedAt: now },
      });
    }
    const keep = new Set(found.map((c) => `${c.warehouseCode}\u0000${c.code}`));
    const gone = (await tx.overseasLogisticsChannel.findMany({ where: { authorizationId } })).filter((c) => !keep.has(`${c.warehouseCode}\u0000${c.code}`));
    if (gone.length) {
      await tx.overseasLogisticsChannel.updateMany({ where: { id: { in: gone.map((c) => c.id) } }, data: { available: false, enabled: false } });
      const linked = gone.flatMap((c) => (c.logisticsChannelId ? [c.logisticsChannelId] : []));
      await tx.logisticsChannel.updateMany({ where: { id: { in: linked }, type: 'overseas' }, data: { enabled: false } });
    }
    return tx.overseasWarehouseAuth.update({ where: { id: authorizationId }, data: { channelsSyncedAt: now } });
  });
}

async function findChannel(ctx: RequestContext, id: number) {
  const channel = await ctx.db.overseasLogisticsChannel.findFirst({ where: { id }, include: { authorization: true } });
  if (!channel) throw new NotFoundError('overseas.channelNotFound');
  return channel;
}

/** The order-side channel's name: the authorization's name then the channel's (unique among the company's channels). */
export const orderChannelName = (authName: string, channelName: string) => `${authName} · ${channelName}`;

/**
 * Switches a channel on or off. On: the authorization must be active and the provider still offer
 * the channel; its LogisticsChannel (type 'overseas', tracking typed in until outbound orders bring
 * it back from the warehouse) is created the first time and enabled. Off: that channel is disabled too.
 */
export async function setChannelEnabled(ctx: RequestContext, id: number, enabled: boolean) {
  assertCan(ctx, LOGISTICS_EDIT);
  const channel = await findChannel(ctx, id);
  const auth = channel.authorization;
  if (!enabled) {
    return ctx.db.$transaction(async (tx) => {
      if (channel.logisticsChannelId)
        await tx.logisticsChannel.updateMany({ where: { id: channel.logisticsChannelId, type: 'overseas' }, data: { enabled: false } });
      return tx.overseasLogisticsChannel.update({ where: { id }, data: { enabled: false } });
    });
  }
  if (auth.status !== 'activated') throw new BusinessError('overseas.authTerminated', { name: auth.name });
  if (!channel.available) throw new BusinessError('overseas.channelGone', { provider: providerName(ctx, auth.provider), code: channel.code });
  const name = orderChannelName(auth.name, channel.name).slice(0, 100);
  return ctx.db.$transaction(async (tx) => {
    const existing = channel.logisticsChannelId ? await tx.logisticsChannel.findFirst({ where: { id: channel.logisticsChannelId, type: 'overseas' } }) : null;
    let logisticsChannelId: number;
    if (existing) {
      await tx.logisticsChannel.update({ where: { id: existing.id }, data: { enabled: true } });
      logisticsChannelId = existing.id;
    } else {
      if (await tx.logisticsChannel.findFirst({ where: { name }, select: { id: true } })) throw new BusinessError('overseas.channelNameTaken', { name });
      try {
        const created = await tx.logisticsChannel.create({
          data: {
            type: 'overseas',
            name,
            carrier: channel.carrier,
            code: `${auth.provider}/${channel.warehouseCode}/${channel.code}`,
            trackingMode: 'manual',
            usesNumberPool: false,
            enabled: true,
          } as never,
        });
        logisticsChannelId = created.id;
      } catch (err) {
        if (isUniqueViolation(err)) throw new BusinessError('overseas.channelNameTaken', { name });
        throw err;
      }
    }
    return tx.overseasLogisticsChannel.update({ where: { id }, data: { enabled: true, logisticsChannelId } });
  });
}

/**
 * The company's warehouses an overseas logistics channel ships from: those bound to the provider
 * warehouse the channel belongs to (/overseasWarehouseAuth). An overseas channel serves only orders
 * of those warehouses (the provider picks and ships from its own stock); none bound → none served.
 */
export async function overseasChannelWarehouseIds(
  db: Pick<RequestContext['db'], 'overseasLogisticsChannel' | 'overseasProviderWarehouse'>,
  logisticsChannelId: number,
): Promise<number[]> {
  return (await overseasChannelsWarehouseIds(db, [logisticsChannelId])).get(logisticsChannelId) ?? [];
}
