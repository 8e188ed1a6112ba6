import { builder } from '../../graphql/builder';
import { command, exposeFields, pageList, rowCommandsOn } from '../../graphql/fields';
import { filteredList } from '../../graphql/pagination';
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
const roleCreate = command('role.create', ext);
const roleUpdate = command('role.update', ext);
const roleDelete = command('role.delete', ext);
const onRole = rowCommandsOn('Role');
builder.mutationFields((t) => ({
  createRole: t.prismaField(onRole.byInput(roleCreate, RoleInput, roles.createRole)),
  updateRole: t.prismaField(onRole.byIdInput(roleUpdate, RoleInput, roles.updateRole)),
  deleteRole: t.prismaField(onRole.byId(roleDelete, roles.deleteRole)),
}));
