import { builder } from '../../graphql/builder';
import { command, exposeFields, pageList } from '../../graphql/fields';
import { filteredList } from '../../graphql/pagination';
import { compact } from '../../graphql/inputs';
import * as roles from './roles.service';

builder.prismaObject('Role', {
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', name: 'String', remark: 'String', permissions: 'String[]: Menu page and action names this role grants' }),
    // Not t.relationCount: mutations return rows their services loaded without the GraphQL
    // selection, and relationCount then answers null; count directly when _count is missing.
    accountCount: t.int({
      select: { _count: { select: { users: true } } },
      resolve: (role, _a, ctx) => (role as { _count?: { users: number } })._count?.users ?? ctx.db.user.count({ where: { roleId: role.id } }),
    }),
    ...exposeFields(t, { createdAt: 'DateTime', updatedAt: 'DateTime' }),
  }),
});

const RoleFilter = builder.inputType('RoleFilter', { fields: (t) => ({ keyword: t.string() }) });
const RoleInput = builder.inputType('RoleInput', {
  fields: (t) => ({ name: t.string({ required: true }), remark: t.string(), permissions: t.stringList({ required: true }) }),
});

builder.queryFields((t) => ({
  roles: t.prismaConnection({
    type: 'Role',
    ...pageList,
    authScopes: { permission: 'roles' },
    ...filteredList(
      t,
      RoleFilter,
      (ctx) => ctx.db.role,
      (ctx, f) => roles.roleWhere(ctx, f ?? {}),
      { id: 'asc' },
    ),
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
    ...command('role.create', ext),
    args: { input: t.arg({ type: RoleInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => roles.createRole(ctx, compact(input)),
  }),
  updateRole: t.prismaField({
    type: 'Role',
    ...command('role.update', ext),
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: RoleInput, required: true }) },
    resolve: (_q, _r, { id, input }, ctx) => roles.updateRole(ctx, id, compact(input)),
  }),
  deleteRole: t.prismaField({
    type: 'Role',
    ...command('role.delete', ext),
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _r, { id }, ctx) => roles.deleteRole(ctx, id),
  }),
}));
