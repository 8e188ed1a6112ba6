import { PAGE_SIZE_MAX } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { checkOffset, withOffset } from '../../graphql/pagination';
import { compact } from '../../graphql/inputs';
import * as roles from './roles.service';

builder.prismaObject('Role', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    remark: t.exposeString('remark'),
    permissions: t.exposeStringList('permissions', { description: 'Menu page and action names this role grants' }),
    // Not t.relationCount: mutations return rows their services loaded without the GraphQL
    // selection, and relationCount then answers null; count directly when _count is missing.
    accountCount: t.int({
      select: { _count: { select: { users: true } } },
      resolve: (role, _a, ctx) => (role as { _count?: { users: number } })._count?.users ?? ctx.db.user.count({ where: { roleId: role.id } }),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const RoleFilter = builder.inputType('RoleFilter', { fields: (t) => ({ keyword: t.string() }) });
const RoleInput = builder.inputType('RoleInput', {
  fields: (t) => ({ name: t.string({ required: true }), remark: t.string(), permissions: t.stringList({ required: true }) }),
});

builder.queryFields((t) => ({
  roles: t.prismaConnection({
    type: 'Role',
    cursor: 'id',
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: 'roles' },
    args: { offset: t.arg.int({ description: 'Rows to skip from the start (page-number screens); replaces after' }), filter: t.arg({ type: RoleFilter }) },
    resolve: (query, _r, args, ctx) =>
      ctx.db.role.findMany({ ...withOffset(query, args.offset), where: roles.roleWhere(ctx, args.filter ?? {}), orderBy: { id: 'asc' } }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.role.count({ where: roles.roleWhere(ctx, args.filter ?? {}) });
    },
  }),
  role: t.prismaField({
    type: 'Role',
    nullable: true,
    authScopes: { permission: 'roles' },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _r, { id }, ctx) => ctx.db.role.findFirst({ ...query, where: { ...roles.roleWhere(ctx), id } }),
  }),
}));

const ext = { operateModule: 'roles' };
builder.mutationFields((t) => ({
  createRole: t.prismaField({
    type: 'Role',
    errors: {},
    authScopes: { permission: 'role.create' },
    extensions: ext,
    args: { input: t.arg({ type: RoleInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => roles.createRole(ctx, compact(input)),
  }),
  updateRole: t.prismaField({
    type: 'Role',
    errors: {},
    authScopes: { permission: 'role.update' },
    extensions: ext,
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: RoleInput, required: true }) },
    resolve: (_q, _r, { id, input }, ctx) => roles.updateRole(ctx, id, compact(input)),
  }),
  deleteRole: t.prismaField({
    type: 'Role',
    errors: {},
    authScopes: { permission: 'role.delete' },
    extensions: ext,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id }, ctx) => roles.deleteRole(ctx, id),
  }),
}));
