import { builder } from '../../graphql/builder';
import { command, exposeFields, rowCommandsOn } from '../../graphql/fields';
import { listAndOne } from '../../graphql/pagination';
import { plainInput } from '../../graphql/inputs';
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

const RoleFilter = plainInput('RoleFilter', { keyword: 'String' });
const RoleInput = plainInput('RoleInput', { name: 'String!', remark: 'String', permissions: 'String[]!' });

const roleQueries = listAndOne('Role', 'roles', RoleFilter, (ctx) => ctx.db.role, roles.roleWhere, { id: 'asc' });
builder.queryFields((t) => ({
  roles: t.prismaConnection(roleQueries.list),
  role: t.prismaField(roleQueries.one),
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
