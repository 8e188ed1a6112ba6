// POST info/log: browser error reports, stored once per fingerprint per hour (spec 01 §9) with a count.
import { ERROR_LOG_DEDUPE_MS, clientLogInput } from '@erp/schema';
import { createHash } from 'node:crypto';
import type { Prisma } from '../../generated/prisma/client';
import type { Actor, Platform } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import { parseInput } from '../../platform/validate';

export async function reportClientError(platform: Platform, meta: { userAgent: string }, actor: Actor | undefined, raw: unknown) {
  const input = parseInput(clientLogInput, raw);
  // A signed-in caller's own ids win over what the body claims; anonymous reports keep none.
  const companyId = actor?.companyId ?? null;
  const userId = actor?.userId ?? null;
  const route = input.data.route ?? '';
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([companyId, userId, input.level, input.message, route]))
    .digest('hex');
  const hourBucket = new Date(Math.floor(Date.now() / ERROR_LOG_DEDUPE_MS) * ERROR_LOG_DEDUPE_MS);
  const db = unscopedDb(platform.database.prisma, 'error reports may arrive before sign-in');
  const row = await db.clientErrorLog.upsert({
    where: { fingerprint_hourBucket: { fingerprint, hourBucket } },
    create: {
      companyId,
      userId,
      level: input.level,
      message: input.message,
      data: input.data as Prisma.InputJsonValue,
      route,
      fullPath: input.data.fullPath ?? '',
      userAgent: meta.userAgent.slice(0, 300),
      fingerprint,
      hourBucket,
    },
    update: { count: { increment: 1 }, lastSeenAt: new Date() },
  });
  return { id: row.id, count: row.count, duplicate: row.count > 1 };
}
