// System bulletins (spec 01 §2 /bulletinList, home bulletin list and alert bulletins, §7 `notice`).
// Bulletins are service-wide rows without a company: companies read the published ones through
// their scoped client (a shared read model), the service operator writes them.
import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client';
import type { RequestContext } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import { NotFoundError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { requireOperator } from '../operator/operator.service';
import { whereOf } from '../../platform/where';

export const BULLETIN_TITLE_MAX = 200;
export const BULLETIN_CONTENT_MAX = 20000;
/** Alert bulletins pop up one after another on the home page; more than this would be noise. */
export const ALERT_BULLETINS_MAX = 20;

const text = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });

const bulletinCreateInput = z.object({
  title: text(BULLETIN_TITLE_MAX),
  content: text(BULLETIN_CONTENT_MAX),
  hotFlag: z.boolean().default(false),
  alertFlag: z.boolean().default(false),
  /** Unset or true: published now; false: kept as a draft. */
  publish: z.boolean().default(true),
});
/** An update changes only what it names; what it names obeys the same rules. */
const bulletinUpdateInput = z.object({
  title: text(BULLETIN_TITLE_MAX).optional(),
  content: text(BULLETIN_CONTENT_MAX).optional(),
  hotFlag: z.boolean().optional(),
  alertFlag: z.boolean().optional(),
  /** true publishes a draft (an already published bulletin keeps its date), false takes it back to draft. */
  publish: z.boolean().optional(),
});
export type BulletinInput = z.input<typeof bulletinUpdateInput>;

export interface BulletinFilter {
  keyword?: string | null;
  hotFlag?: boolean | null;
}

/** Published bulletins only: drafts never reach companies. */
const bulletin = whereOf<Prisma.BulletinWhereInput>();

export function publishedWhere(filter: BulletinFilter = {}): Prisma.BulletinWhereInput {
  return { publishedAt: { not: null }, ...bulletin.stated(filter, 'hotFlag'), ...bulletin.containing(filter.keyword?.trim(), 'title', 'content') };
}

/** Newest published first; ties (same instant) by id. */
export const PUBLISHED_ORDER: Prisma.BulletinOrderByWithRelationInput[] = [{ publishedAt: 'desc' }, { id: 'desc' }];

export function findPublished(ctx: RequestContext, id: number) {
  return ctx.db.bulletin.findFirst({ where: { ...publishedWhere(), id } });
}

export function alertBulletins(ctx: RequestContext) {
  return ctx.db.bulletin.findMany({ where: { ...publishedWhere(), alertFlag: true }, orderBy: PUBLISHED_ORDER, take: ALERT_BULLETINS_MAX });
}

/** The newest published bulletins for the home page's list (REST home/bottomChart and `notice`). */
export function recentBulletins(ctx: RequestContext, take = 10) {
  return ctx.db.bulletin.findMany({ where: publishedWhere(), orderBy: PUBLISHED_ORDER, take });
}

// ---- operator ----------------------------------------------------------------------------------

const systemRows = (ctx: RequestContext) => unscopedDb(ctx.platform.database.prisma, 'bulletins are service-wide rows the operator writes');

/** Operator list: drafts too, drafts first (they await publishing), then newest. */
export function operatorWhere(ctx: RequestContext, filter: BulletinFilter & { published?: boolean | null } = {}): Prisma.BulletinWhereInput {
  requireOperator(ctx);
  const { publishedAt: _published, ...rest } = publishedWhere(filter);
  return { ...rest, ...(filter.published != null ? { publishedAt: filter.published ? { not: null } : null } : {}) };
}
export const OPERATOR_ORDER: Prisma.BulletinOrderByWithRelationInput[] = [{ publishedAt: { sort: 'desc', nulls: 'first' } }, { id: 'desc' }];

export function operatorBulletinClient(ctx: RequestContext) {
  requireOperator(ctx);
  return systemRows(ctx);
}

export async function publishBulletin(ctx: RequestContext, raw: unknown) {
  const operator = requireOperator(ctx);
  const input = parseInput(bulletinCreateInput, raw);
  return systemRows(ctx).bulletin.create({
    data: {
      title: input.title,
      content: input.content,
      hotFlag: input.hotFlag,
      alertFlag: input.alertFlag,
      publishedAt: input.publish ? new Date() : null,
      operatorId: operator.operatorId,
    },
  });
}

export async function updateBulletin(ctx: RequestContext, id: number, raw: unknown) {
  requireOperator(ctx);
  const input = parseInput(bulletinUpdateInput, raw);
  const db = systemRows(ctx);
  const existing = await db.bulletin.findUnique({ where: { id } });
  if (!existing) throw new NotFoundError();
  const { publish, ...fields } = input;
  const publishedAt = publish === undefined ? undefined : publish ? (existing.publishedAt ?? new Date()) : null;
  return db.bulletin.update({ where: { id }, data: { ...fields, ...(publishedAt !== undefined ? { publishedAt } : {}) } });
}

export async function deleteBulletin(ctx: RequestContext, id: number) {
  requireOperator(ctx);
  const db = systemRows(ctx);
  const existing = await db.bulletin.findUnique({ where: { id } });
  if (!existing) throw new NotFoundError();
  await db.bulletin.delete({ where: { id } });
  return existing;
}
