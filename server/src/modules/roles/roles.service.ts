// Roles: a name and a set of permission names (menu pages and action leaves).
import { PERMISSION_NAMES, roleInput } from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput, uniquely } from '../../platform/validate';
import { listWhere } from '../../platform/where';

/** Roles; the keyword in the name. */
export const roleWhere = listWhere<Prisma.RoleWhereInput>()('roles', { keyword: ['name'] });

function checkedInput(raw: unknown) {
  const input = parseInput(roleInput, raw);
  const unknown = input.permissions.find((p) => !PERMISSION_NAMES.has(p));
  if (unknown) throw ValidationError.field('permissions', 'role.unknownPermission', { permission: unknown });
  return { ...input, permissions: [...new Set(input.permissions)].sort() };
}

async function findRole(ctx: RequestContext, id: number) {
  const role = await ctx.db.role.findFirst({ where: { id } });
  if (!role) throw new NotFoundError('role.notFound');
  return role;
}

export async function createRole(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'role.create');
  const input = checkedInput(raw);
  return uniquely(
    () => ctx.db.role.create({ data: input as never }),
    () => ValidationError.field('name', 'role.nameTaken', { name: input.name }),
  );
}

export async function updateRole(ctx: RequestContext, id: number, raw: unknown) {
  assertCan(ctx, 'role.update');
  await findRole(ctx, id);
  const input = checkedInput(raw);
  return uniquely(
    () => ctx.db.role.update({ where: { id }, data: input }),
    () => ValidationError.field('name', 'role.nameTaken', { name: input.name }),
  );
}

/** A role still assigned to accounts is kept: deleting it would silently strip their permissions. */
export async function deleteRole(ctx: RequestContext, id: number) {
  assertCan(ctx, 'role.delete');
  const role = await findRole(ctx, id);
  const count = await ctx.db.user.count({ where: { roleId: id } });
  if (count > 0) throw new BusinessError('role.inUse', { count });
  await ctx.db.role.delete({ where: { id } });
  return role;
}
