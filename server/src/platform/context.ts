// The request context every service takes first: who is calling, for which company, in which
// language, and the company-scoped data client.
import { EVERYONE_PAGES, type Lang, type PermissionName, type PlanEdition } from '@erp/schema';
import type { Config } from './config';
import { scopedDb, unscopedDb, type Database, type ScopedDb } from './db';
import { AuthError, PermissionError } from './errors';
import type { Logger } from './logger';
import type { Mailer } from './mailer';
import type { FileStorage } from './files';
import type { JobQueue } from './jobs';
import type { EventBus } from './pubsub';
import type { OutboxDispatcher } from './outbox';
import type { Limiter } from './rate-limit';
import type { TokenService } from './tokens';
import type { MarketplaceConnectors } from './connectors';
import type { ApiClientRuntime } from './api-budget';

/** Process-wide services, built once in app.ts. */
export interface Platform {
  config: Config;
  logger: Logger;
  database: Database;
  tokens: TokenService;
  mailer: Mailer;
  events: EventBus;
  /** Newly committed domain events of every company, for this instance's live subscribers (outbox.ts). */
  outbox: OutboxDispatcher;
  /**
   * login and sendCode count per address and user name; loginUser and sendCodeUser per user name
   * whatever the address (a sign-in that succeeds clears loginUser).
   */
  limiters: { login: Limiter; loginUser: Limiter; register: Limiter; sendCode: Limiter; sendCodeUser: Limiter };
  connectors: MarketplaceConnectors;
  /** Stored files (exports, images): DATA_DIR/files or a bucket. */
  files: FileStorage;
  /** Background jobs: in-process, or BullMQ with REDIS_URL. */
  jobs: JobQueue;
  /** API clients' cost buckets (memory, or Redis with REDIS_URL) and usage writer (modules/api-clients). */
  apiClients: ApiClientRuntime;
}

/** The signed-in account behind a request. */
export interface Actor {
  userId: number;
  companyId: number;
  sessionId: string;
  username: string;
  realname: string;
  isMain: boolean;
  roleId: number | null;
  permissions: ReadonlySet<string>;
  /** Empty: every shop of the company. */
  allowShopIds: number[];
  edition: PlanEdition;
  /**
   * Set when a third-party tool's API client calls (modules/api-clients): then userId is the account
   * that created the client (rows record it as their operator), username the client's name,
   * permissions its scopes and allowShopIds its shops; sessionId is `api-client:<id>`.
   */
  apiClient?: {
    id: number;
    name: string;
    bucketSize: number;
    restoreRate: number;
    /** When the access token used expires (ms); absent for an API key. */ expiresAt?: number;
  };
}

/** The operator of the service (publishes bulletins); belongs to no company. */
export interface OperatorActor {
  operatorId: number;
  username: string;
}

export interface RequestContext {
  platform: Platform;
  lang: Lang;
  ip: string;
  userAgent: string;
  actor?: Actor;
  /** Set instead of `actor` when an operator token signs the request. */
  operator?: OperatorActor;
  /** The bearer token as sent (refresh and logout need it). */
  token?: string;
  /** Data of the caller's company only. Throws when nobody is signed in. */
  readonly db: ScopedDb;
}

export function createContext(
  platform: Platform,
  init: { lang: Lang; ip: string; userAgent: string; actor?: Actor; operator?: OperatorActor; token?: string },
): RequestContext {
  // A plain property, not a getter: GraphQL middleware copies the context with Object.assign.
  const db = init.actor ? scopedDb(platform.database.prisma, init.actor.companyId) : signedOutDb;
  return { platform, ...init, db };
}

/** Stands in for the scoped client when nobody is signed in: any use is "please sign in". */
const signedOutDb = new Proxy({} as ScopedDb, {
  get(_target, prop) {
    if (prop === 'then' || typeof prop === 'symbol') return undefined;
    throw new AuthError('auth.tokenMissing');
  },
});

export function requireActor(ctx: { actor?: Actor }): Actor {
  if (!ctx.actor) throw new AuthError('auth.tokenMissing');
  return ctx.actor;
}

/** Permission by menu name; the main account holds all, everyone holds their own profile pages. */
export function can(actor: Actor | undefined, permission: PermissionName): boolean {
  return canName(actor, permission);
}

/** The same check for a name that comes from data (menu rows); code names permissions with can(). */
export function canName(actor: Actor | undefined, name: string): boolean {
  if (!actor) return false;
  return actor.isMain || EVERYONE_PAGES.has(name) || actor.permissions.has(name);
}

/** The refusal naming the permission the caller lacks. */
export function permissionDenied(permission: PermissionName): PermissionError {
  return new PermissionError('permission.denied', { permission });
}

export function assertCan(ctx: RequestContext, permission: PermissionName): Actor {
  const actor = requireActor(ctx);
  if (!can(actor, permission)) throw permissionDenied(permission);
  return actor;
}

export function assertMain(ctx: RequestContext): Actor {
  const actor = requireActor(ctx);
  if (!actor.isMain) throw new PermissionError('permission.mainOnly');
  return actor;
}

/** Prisma filter narrowing shop-bound rows to the actor's allowed shops. */
export function allowedShopsWhere(actor: Actor, field = 'id'): Record<string, unknown> {
  return actor.isMain || actor.allowShopIds.length === 0 ? {} : { [field]: { in: actor.allowShopIds } };
}

/** The row `authenticate` reads: the session with its user, the user's role and company. */
interface SessionRow {
  id: string;
  userId: number;
  companyId: number;
  revokedAt: Date | null;
  /** Epoch milliseconds, computed by the database (see the query). */
  expiresAtMs: number;
  uId: number;
  uCompanyId: number;
  username: string;
  realname: string;
  isMain: boolean;
  roleId: number | null;
  status: string;
  allowShopIds: number[] | null;
  permissions: string[] | null;
  edition: PlanEdition;
}

/**
 * Resolves a bearer token to its actor. Reads the session across companies on purpose: the token
 * is what tells us the company. One statement on every request (session → user → role, company
 * joined), because it runs before anything else an API call does (docs/decisions.md 'Orders page speed').
 */
export async function authenticate(platform: Platform, token: string | undefined): Promise<Actor> {
  if (!token) throw new AuthError('auth.tokenMissing');
  const checked = await platform.tokens.verify(token);
  if (!checked.ok) throw new AuthError(checked.reason === 'expired' ? 'auth.tokenExpired' : 'auth.tokenInvalid');
  // The expiry comes as epoch ms: a raw timestamp column read through the PGlite adapter is taken as
  // local time when the process runs outside UTC (model queries read it as UTC, as it is stored).
  const [session] = await unscopedDb(platform.database.prisma, 'the token names the company').$queryRaw<SessionRow[]>`
    SELECT s.id, s."userId", s."companyId", s."revokedAt", (extract(epoch FROM s."expiresAt") * 1000)::float8 AS "expiresAtMs",
           u.id AS "uId", u."companyId" AS "uCompanyId", u.username, u.realname, u."isMain", u."roleId",
           u.status::text AS status, u."allowShopIds", r.permissions, c.edition::text AS edition
    FROM "Session" s
      JOIN "User" u ON u.id = s."userId"
      JOIN "Company" c ON c.id = u."companyId"
      LEFT JOIN "Role" r ON r.id = u."roleId"
    WHERE s.id = ${checked.claims.sid}`;
  if (!session || session.userId !== Number(checked.claims.sub) || session.companyId !== checked.claims.cid) {
    throw new AuthError('auth.tokenInvalid');
  }
  if (session.revokedAt) throw new AuthError('auth.tokenRevoked');
  if (session.expiresAtMs <= Date.now()) throw new AuthError('auth.tokenExpired');
  if (session.status !== 'enabled') throw new AuthError('auth.accountDisabled');
  return {
    userId: session.uId,
    companyId: session.uCompanyId,
    sessionId: session.id,
    username: session.username,
    realname: session.realname,
    isMain: session.isMain,
    roleId: session.roleId,
    permissions: new Set(session.permissions ?? []),
    allowShopIds: session.allowShopIds ?? [],
    edition: session.edition,
  };
}

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const m = /^Bearer\s+(.+)$/i.exec(header.trim());
  return m ? m[1].trim() : undefined;
}
