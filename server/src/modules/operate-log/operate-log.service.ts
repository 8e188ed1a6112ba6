// The operate log: who did what, when, with which (secret-free) arguments, and whether it worked.
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import type { Platform } from '../../platform/context';
import { whereOf } from '../../platform/where';

// appKey: third-party warehouse credentials (issue 23) are as secret as the password
const SECRET_KEY = /pass(word)?|code|token|secret|appKey/i;

/**
 * PostgreSQL refuses NUL characters and unpaired surrogates in text and jsonb; a caller may send
 * them, and the log of their (refused) request must still be written.
 */
function storable(text: string): string {
  // eslint-disable-next-line no-control-regex -- NUL is exactly what PostgreSQL text cannot hold
  return text.replace(/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** Arguments with secrets masked and long text shortened, safe to store and show. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 5) return '…';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SECRET_KEY.test(k) ? '***' : redact(v, depth + 1)]));
  }
  if (typeof value === 'string') return storable(value.length > 500 ? `${value.slice(0, 500)}…` : value);
  return value;
}

export interface OperationEntry {
  action: string;
  module?: string;
  detail?: unknown;
  success: boolean;
  errorCode?: string;
}

export async function recordOperation(ctx: RequestContext, entry: OperationEntry): Promise<void> {
  const actor = ctx.actor;
  if (!actor) return;
  await ctx.db.operateLog.create({
    data: {
      userId: actor.userId,
      // An API client's call: username is the client's name (Actor.username), apiClientId says which.
      username: actor.username,
      apiClientId: actor.apiClient?.id ?? null,
      ...entryColumns(entry, ''),
      ip: ctx.ip,
    } as never,
  });
}

/** The columns of a log row that come from the entry itself (the detail with its secrets redacted). */
function entryColumns(entry: OperationEntry, defaultModule: string) {
  return {
    action: entry.action,
    module: entry.module ?? defaultModule,
    detail: redact(entry.detail ?? {}) as Prisma.InputJsonValue,
    success: entry.success,
    errorCode: entry.errorCode ?? '',
  };
}

/** For sign-in events, which happen before a request has an actor. */
export async function recordSignInEvent(
  platform: Platform,
  entry: OperationEntry & { companyId: number; userId: number; username: string; ip: string },
): Promise<void> {
  await unscopedDb(platform.database.prisma, 'sign-in happens before the request has a company').operateLog.create({
    data: {
      companyId: entry.companyId,
      userId: entry.userId,
      username: entry.username,
      ...entryColumns(entry, 'auth'),
      ip: entry.ip,
    },
  });
}

export interface OperateLogFilter {
  userId?: number | null;
  action?: string | null;
  module?: string | null;
  success?: boolean | null;
  from?: Date | null;
  to?: Date | null;
}

const log = whereOf<Prisma.OperateLogWhereInput>();

export function operateLogWhere(ctx: RequestContext, filter: OperateLogFilter = {}): Prisma.OperateLogWhereInput {
  assertCan(ctx, 'operateLog');
  return {
    ...log.given(filter, 'userId', 'module'),
    ...log.containing(filter.action ?? undefined, 'action'),
    ...log.stated(filter, 'success'),
    ...log.within('createdAt', filter.from, filter.to),
  };
}
