// Signing in as an API client (issue 17): `Authorization: Bearer <api key>` or a client-credentials
// access token resolves to an Actor of the client's company. docs/decisions.md 'API clients'.
//
// The actor's userId is the account that created the client: rows a client writes record an
// operator (operatorId, createdById … reference User), and the creator is the person answerable
// for the tool. Its permissions are the client's scopes, narrowed to what the creator still holds
// (a demoted or disabled creator narrows or stops the client), and its shops are the client's.
import { PERMISSION_NAMES, type PlanEdition } from '@erp/schema';
import { Prisma } from '../../generated/prisma/client';
import type { Actor, Platform } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { parseApiKey, secretMatches, secretStamp, verifyAccessToken } from './api-clients.credentials';

/** A refused API credential: 401, in the caller's language (messages apiClient.*). */
export class ApiClientAuthError extends AppError {
  constructor(messageId: 'apiClient.keyInvalid' | 'apiClient.tokenInvalid' | 'apiClient.tokenExpired' | 'apiClient.revoked' | 'apiClient.ownerChanged') {
    super(messageId, {}, { status: 401, code: 401, type: 'noPermission' });
  }
}

/**
 * Operations an API client may never call, whatever its scopes: they belong to a person's session
 * (password, profile, sign-out) or would let a tool mint people's credentials or widen roles, and so
 * escape its own scopes. Reading accounts and roles stays open to a client scoped for it.
 */
export const SESSION_ONLY_OPERATIONS: ReadonlySet<string> = new Set([
  'changePassword',
  'updateProfile',
  'logout',
  'refreshToken',
  'createSubAccount',
  'updateSubAccount',
  'setSubAccountStatus',
  'resetSubAccountPassword',
  'createRole',
  'updateRole',
  'deleteRole',
]);
/** The same for REST paths (under api/v1/). */
export const SESSION_ONLY_REST_PATHS: ReadonlySet<string> = new Set(['logout', 'refresh']);

interface ClientRow {
  id: number;
  companyId: number;
  name: string;
  clientId: string;
  scopes: string[];
  shopIds: number[];
  secretHash: string;
  bucketSize: number;
  restoreRate: number;
  revoked: boolean;
  edition: PlanEdition;
  ownerId: number | null;
  ownerCompanyId: number | null;
  ownerStatus: string | null;
  ownerIsMain: boolean | null;
  ownerShopIds: number[] | null;
  ownerPermissions: string[] | null;
}

/** The client with its company and creator, read across companies: the credential names the company. */
export async function loadClient(platform: Platform, by: { clientId: string } | { id: number }): Promise<ClientRow | undefined> {
  const where = 'clientId' in by ? Prisma.sql`a."clientId" = ${by.clientId}` : Prisma.sql`a.id = ${by.id}`;
  const [row] = await unscopedDb(platform.database.prisma, 'the API credential names the company').$queryRaw<ClientRow[]>`
    SELECT a.id, a."companyId", a.name, a."clientId", a.scopes, a."shopIds", a."secretHash", a."bucketSize", a."restoreRate",
           (a."revokedAt" IS NOT NULL) AS revoked, c.edition::text AS edition,
           u.id AS "ownerId", u."companyId" AS "ownerCompanyId", u.status::text AS "ownerStatus", u."isMain" AS "ownerIsMain",
           u."allowShopIds" AS "ownerShopIds", r.permissions AS "ownerPermissions"
    FROM "ApiClient" a
      JOIN "Company" c ON c.id = a."companyId"
      LEFT JOIN "User" u ON u.id = a."createdById"
      LEFT JOIN "Role" r ON r.id = u."roleId"
    WHERE ${where}`;
  return row;
}

/**
 * The client's effective permissions and shops, or undefined when its creator can no longer stand
 * behind it (disabled, gone, or no longer allowed any of its shops).
 */
export function effectiveGrant(row: ClientRow): { permissions: string[]; shopIds: number[] } | undefined {
  if (!row.ownerId || row.ownerCompanyId !== row.companyId || row.ownerStatus !== 'enabled') return undefined;
  const held = row.ownerIsMain ? undefined : new Set(row.ownerPermissions ?? []);
  const permissions = row.scopes.filter((s) => PERMISSION_NAMES.has(s) && (!held || held.has(s)));
  const ownerShops = row.ownerIsMain ? [] : (row.ownerShopIds ?? []);
  if (ownerShops.length === 0) return { permissions, shopIds: row.shopIds };
  // A restricted creator: the client keeps only shops the creator still may use (none left: refused,
  // since an empty list would mean every shop).
  const shopIds = row.shopIds.length ? row.shopIds.filter((id) => ownerShops.includes(id)) : ownerShops;
  return shopIds.length ? { permissions, shopIds } : undefined;
}

function actorOf(row: ClientRow, grant: { permissions: string[]; shopIds: number[] }, expiresAt?: number): Actor {
  return {
    userId: row.ownerId!,
    companyId: row.companyId,
    sessionId: `api-client:${row.id}`,
    // The operate log and every "who" shows the client's name.
    username: row.name,
    realname: row.name,
    isMain: false,
    roleId: null,
    permissions: new Set(grant.permissions),
    allowShopIds: grant.shopIds,
    edition: row.edition,
    apiClient: { id: row.id, name: row.name, bucketSize: row.bucketSize, restoreRate: row.restoreRate, ...(expiresAt ? { expiresAt } : {}) },
  };
}

/** Resolves an API key or an access token (isApiClientCredential said it claims to be one). */
export async function authenticateApiClient(platform: Platform, token: string): Promise<Actor> {
  const key = parseApiKey(token);
  if (key) {
    const row = await loadClient(platform, { clientId: key.clientId });
    if (!row || !secretMatches(key.secret, row.secretHash)) throw new ApiClientAuthError('apiClient.keyInvalid');
    if (row.revoked) throw new ApiClientAuthError('apiClient.revoked');
    const grant = effectiveGrant(row);
    if (!grant) throw new ApiClientAuthError('apiClient.ownerChanged');
    return actorOf(row, grant);
  }
  if (token.startsWith('ck_')) throw new ApiClientAuthError('apiClient.keyInvalid');
  const checked = await verifyAccessToken(platform, token);
  if (!checked.ok) throw new ApiClientAuthError(checked.reason === 'expired' ? 'apiClient.tokenExpired' : 'apiClient.tokenInvalid');
  const row = await loadClient(platform, { id: checked.claims.clientRowId });
  if (!row || row.companyId !== checked.claims.companyId || secretStamp(row.secretHash) !== checked.claims.stamp) {
    throw new ApiClientAuthError('apiClient.tokenInvalid');
  }
  if (row.revoked) throw new ApiClientAuthError('apiClient.revoked');
  const grant = effectiveGrant(row);
  if (!grant) throw new ApiClientAuthError('apiClient.ownerChanged');
  // A token narrowed at issue keeps only its own scopes (and loses any the client lost since).
  const asked = new Set(checked.claims.scopes);
  return actorOf(row, { ...grant, permissions: grant.permissions.filter((p) => asked.has(p)) }, checked.claims.expiresAt);
}
