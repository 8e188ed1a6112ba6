// API clients of third-party tools (issue 17): created with a name, scopes (permission names) and
// optionally the shops they may reach, listed, revoked, their secret rotated; and their usage log.
// A client never holds more than the account that creates it: every scope must be one the creator
// holds, and a creator limited to some shops can only give those (docs/decisions.md 'API clients').
import { API_CLIENTS_MAX_ACTIVE, apiClientBudgetInput, apiClientInput, PERMISSION_NAMES, type ApiClientStatus } from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, canName, type Actor, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { announceApiClientRevoked } from '../../platform/pubsub';
import { parseInput } from '../../platform/validate';
import { newClientId, newCredential } from './api-clients.credentials';
import { whereOf } from '../../platform/where';

export interface ApiClientFilter {
  status?: ApiClientStatus | null;
  keyword?: string | null;
}

export function apiClientWhere(ctx: RequestContext, filter: ApiClientFilter = {}): Prisma.ApiClientWhereInput {
  assertCan(ctx, 'apiClients');
  const kw = filter.keyword?.trim();
  return {
    ...(filter.status === 'active' ? { revokedAt: null } : filter.status === 'revoked' ? { revokedAt: { not: null } } : {}),
    ...(kw ? { OR: [{ name: { contains: kw, mode: 'insensitive' } }, { clientId: { contains: kw } }] } : {}),
  };
}

export interface UsageFilter {
  throttled?: boolean | null;
  success?: boolean | null;
}

/** A client's usage rows; another company's client id simply has none. */
export function usageWhere(ctx: RequestContext, apiClientId: number, filter: UsageFilter = {}): Prisma.ApiClientUsageWhereInput {
  assertCan(ctx, 'apiClients');
  return {
    apiClientId,
    ...whereOf<Prisma.ApiClientUsageWhereInput>().stated(filter, 'throttled', 'success'),
  };
}

/** The secret as the caller sees it once: the API key, and the client id + secret for OAuth. */
export interface IssuedCredential {
  apiClient: Prisma.ApiClientGetPayload<object>;
  clientId: string;
  clientSecret: string;
  apiKey: string;
}

/** The first of `scopes` the caller does not hold (a sub-account cannot mint more than it has). */
function firstNotHeld(actor: Actor, scopes: readonly string[]): string | undefined {
  return scopes.find((s) => !canName(actor, s));
}

async function checkedShops(ctx: RequestContext, actor: Actor, shopIds: number[]): Promise<number[]> {
  const unique = [...new Set(shopIds)];
  if (unique.length) {
    const found = await ctx.db.shop.count({ where: { id: { in: unique } } });
    if (found !== unique.length) throw ValidationError.field('shopIds', 'apiClient.shopNotFound');
  }
  const own = actor.isMain ? [] : actor.allowShopIds;
  if (own.length === 0) return unique;
  // A creator limited to some shops gives those when none are chosen, and only those.
  if (unique.some((id) => !own.includes(id))) throw ValidationError.field('shopIds', 'apiClient.shopNotAllowed');
  return unique.length ? unique : [...own];
}

export async function createApiClient(ctx: RequestContext, raw: unknown): Promise<IssuedCredential> {
  const actor = assertCan(ctx, 'apiClient.manage');
  const input = parseInput(apiClientInput, raw);
  const scopes = [...new Set(input.scopes)].sort();
  const unknown = scopes.find((s) => !PERMISSION_NAMES.has(s));
  if (unknown) throw ValidationError.field('scopes', 'apiClient.unknownScope', { permission: unknown });
  const notHeld = firstNotHeld(actor, scopes);
  if (notHeld) throw ValidationError.field('scopes', 'apiClient.scopeNotHeld', { permission: notHeld });
  const shopIds = await checkedShops(ctx, actor, input.shopIds);
  if (await ctx.db.apiClient.findFirst({ where: { name: input.name, revokedAt: null }, select: { id: true } })) {
    throw ValidationError.field('name', 'apiClient.nameTaken', { name: input.name });
  }
  if ((await ctx.db.apiClient.count({ where: { revokedAt: null } })) >= API_CLIENTS_MAX_ACTIVE) {
    throw new BusinessError('apiClient.tooMany', { max: API_CLIENTS_MAX_ACTIVE });
  }
  const credential = newCredential(newClientId());
  const apiClient = await ctx.db.apiClient.create({
    data: { name: input.name, scopes, shopIds, clientId: credential.clientId, secretHash: credential.secretHash, createdById: actor.userId } as never,
  });
  return { apiClient, clientId: credential.clientId, clientSecret: credential.secret, apiKey: credential.apiKey };
}

async function findClient(ctx: RequestContext, id: number) {
  const client = await ctx.db.apiClient.findFirst({ where: { id } });
  if (!client) throw new NotFoundError('apiClient.notFound');
  return client;
}

/** Revokes at once: the next request with its key or any of its tokens is refused. */
export async function revokeApiClient(ctx: RequestContext, id: number) {
  assertCan(ctx, 'apiClient.manage');
  const client = await findClient(ctx, id);
  if (client.revokedAt) throw new BusinessError('apiClient.alreadyRevoked', { name: client.name });
  const { count } = await ctx.db.apiClient.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } });
  if (count === 0) throw new BusinessError('apiClient.alreadyRevoked', { name: client.name });
  // Every instance ends the client's open subscriptions (graphql/live-sessions.ts).
  announceApiClientRevoked(ctx.platform.events, id);
  return ctx.db.apiClient.findFirstOrThrow({ where: { id } });
}

/**
 * A new secret for the same client id: the old API key and every access token earned with the old
 * secret stop working at once. Whoever rotates learns the secret, so must hold every scope itself.
 */
export async function rotateApiClientSecret(ctx: RequestContext, id: number): Promise<IssuedCredential> {
  const actor = assertCan(ctx, 'apiClient.manage');
  const client = await findClient(ctx, id);
  if (client.revokedAt) throw new BusinessError('apiClient.alreadyRevoked', { name: client.name });
  const notHeld = firstNotHeld(actor, client.scopes);
  if (notHeld) throw new BusinessError('apiClient.rotateScopeNotHeld', { permission: notHeld });
  const own = actor.isMain ? [] : actor.allowShopIds;
  if (own.length && (client.shopIds.length === 0 || client.shopIds.some((s) => !own.includes(s)))) {
    throw new BusinessError('apiClient.shopNotAllowed');
  }
  const credential = newCredential(client.clientId);
  const { count } = await ctx.db.apiClient.updateMany({ where: { id, revokedAt: null }, data: { secretHash: credential.secretHash } });
  if (count === 0) throw new BusinessError('apiClient.alreadyRevoked', { name: client.name });
  // Subscriptions opened with the old key or its tokens end on every instance.
  announceApiClientRevoked(ctx.platform.events, id);
  const apiClient = await ctx.db.apiClient.findFirstOrThrow({ where: { id } });
  return { apiClient, clientId: credential.clientId, clientSecret: credential.secret, apiKey: credential.apiKey };
}

/**
 * A new cost budget (leaky bucket: points it holds, points restored each second). The client row is
 * read on every request, so the next request is measured against it; the bucket keeps its current
 * level (capped at a smaller size; a larger one fills at the restore rate).
 */
export async function updateApiClientBudget(ctx: RequestContext, id: number, raw: unknown) {
  assertCan(ctx, 'apiClient.manage');
  const input = parseInput(apiClientBudgetInput, raw);
  const client = await findClient(ctx, id);
  if (client.revokedAt) throw new BusinessError('apiClient.budgetRevoked', { name: client.name });
  const { count } = await ctx.db.apiClient.updateMany({
    where: { id, revokedAt: null },
    data: { bucketSize: input.bucketSize, restoreRate: input.restoreRate },
  });
  if (count === 0) throw new BusinessError('apiClient.budgetRevoked', { name: client.name });
  return ctx.db.apiClient.findFirstOrThrow({ where: { id } });
}
