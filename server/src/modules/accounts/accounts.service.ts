// Sub-accounts of a company: created by staff holding user.* permissions, each with a role and
// the shops it may see (allowShopIds, empty = all).
import { PLAN_LIMITS, createSubAccountInput, resetSubAccountPasswordInput, updateSubAccountInput } from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, PlanLimitError, ValidationError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { parseInput, uniquely } from '../../platform/validate';
import { unscopedDb } from '../../platform/db';
import { announceSessionsRevoked } from '../../platform/pubsub';
import { whereOf } from '../../platform/where';

export interface SubAccountFilter {
  keyword?: string | null;
  status?: 'enabled' | 'disabled' | null;
  roleId?: number | null;
}

const user = whereOf<Prisma.UserWhereInput>();

export function subAccountWhere(ctx: RequestContext, filter: SubAccountFilter = {}): Prisma.UserWhereInput {
  assertCan(ctx, 'accounts');
  const kw = filter.keyword?.trim();
  return {
    ...user.given(filter, 'status', 'roleId'),
    ...(kw
      ? { OR: [{ username: { contains: kw, mode: 'insensitive' } }, { realname: { contains: kw, mode: 'insensitive' } }, { phone: { contains: kw } }] }
      : {}),
  };
}

/** Role and shops arrive as ids: each is looked up in the caller's company first (foreign = not found). */
async function checkRefs(ctx: RequestContext, roleId: number | null | undefined, shopIds: number[] | undefined) {
  if (roleId) {
    const role = await ctx.db.role.findFirst({ where: { id: roleId }, select: { id: true } });
    if (!role) throw ValidationError.field('roleId', 'account.roleNotFound');
  }
  if (shopIds?.length) {
    const unique = [...new Set(shopIds)];
    const found = await ctx.db.shop.count({ where: { id: { in: unique } } });
    if (found !== unique.length) throw ValidationError.field('allowShopIds', 'account.shopNotFound');
  }
}

async function findSubAccount(ctx: RequestContext, id: number) {
  const user = await ctx.db.user.findFirst({ where: { id } });
  if (!user) throw new NotFoundError('account.notFound');
  if (user.isMain) throw new BusinessError('account.mainAccountProtected');
  return user;
}

export async function createSubAccount(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'user.create');
  const input = parseInput(createSubAccountInput, raw);
  const limit = PLAN_LIMITS[actor.edition].accounts;
  if ((await ctx.db.user.count()) >= limit) throw new PlanLimitError({ edition: actor.edition, resource: 'accounts', limit });
  await checkRefs(ctx, input.roleId, input.allowShopIds);
  const taken = () => ValidationError.field('username', 'auth.usernameTaken', { username: input.username });
  // Usernames are unique across the service (sign-in asks for nothing else), so look everywhere.
  if (await unscopedDb(ctx.platform.database.prisma, 'usernames are global').user.findUnique({ where: { username: input.username }, select: { id: true } }))
    throw taken();
  return uniquely(
    async () =>
      ctx.db.user.create({
        data: {
          username: input.username,
          passwordHash: await hashPassword(input.password),
          realname: input.realname,
          phone: input.phone,
          email: input.email,
          roleId: input.roleId ?? null,
          allowShopIds: [...new Set(input.allowShopIds)],
          isMain: false,
        } as never,
      }),
    () => taken(),
  );
}

export async function updateSubAccount(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'user.update');
  const input = parseInput(updateSubAccountInput, raw);
  await findSubAccount(ctx, input.id);
  await checkRefs(ctx, input.roleId, input.allowShopIds);
  const { id, allowShopIds, ...rest } = input;
  return ctx.db.user.update({
    where: { id },
    data: { ...rest, ...(allowShopIds ? { allowShopIds: [...new Set(allowShopIds)] } : {}) },
  });
}

/** Disabling also signs the account out everywhere. */
export async function setSubAccountStatus(ctx: RequestContext, id: number, status: 'enabled' | 'disabled') {
  assertCan(ctx, 'user.disable');
  await findSubAccount(ctx, id);
  const user = await ctx.db.$transaction(async (tx) => {
    if (status === 'disabled') await tx.session.updateMany({ where: { userId: id, revokedAt: null }, data: { revokedAt: new Date() } });
    return tx.user.update({ where: { id }, data: { status } });
  });
  if (status === 'disabled') announceSessionsRevoked(ctx.platform.events, id); // its live sockets close (issue 17)
  return user;
}

export async function resetSubAccountPassword(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'user.resetPassword');
  const input = parseInput(resetSubAccountPasswordInput, raw);
  await findSubAccount(ctx, input.id);
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db.$transaction(async (tx) => {
    await tx.session.updateMany({ where: { userId: input.id, revokedAt: null }, data: { revokedAt: new Date() } });
    return tx.user.update({ where: { id: input.id }, data: { passwordHash } });
  });
  announceSessionsRevoked(ctx.platform.events, input.id);
  return user;
}
