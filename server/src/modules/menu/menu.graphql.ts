import { builder } from '../../graphql/builder';
import { requireActor } from '../../platform/context';
import { permissionTree, userRoutes, type MenuTreeNode } from './menu.service';

const MenuNodeRef = builder.objectRef<MenuTreeNode>('MenuNode');
MenuNodeRef.implement({
  description: 'A menu group (component "rview"), page or permission leaf (spec 01 §3 Menu node)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    pid: t.exposeInt('pid'),
    path: t.exposeString('path'),
    component: t.exposeString('component'),
    name: t.exposeString('name'),
    title: t.string({ resolve: (n) => n.meta.title }),
    icon: t.string({ resolve: (n) => n.meta.icon }),
    hidden: t.exposeBoolean('hidden'),
    kind: t.exposeString('kind', { description: 'group, page or action' }),
    children: t.field({ type: [MenuNodeRef], resolve: (n) => n.children }),
  }),
});

const Session = builder.objectRef<Awaited<ReturnType<typeof userRoutes>>>('SessionInfo').implement({
  description: 'The stored login info and the menu of the signed-in account (api/v1/user/routes)',
  fields: (t) => ({
    userId: t.exposeInt('userId'),
    companyId: t.exposeInt('companyId'),
    allowShopIds: t.exposeIntList('allowShopIds'),
    realname: t.exposeString('realname'),
    username: t.exposeString('username'),
    isMain: t.exposeBoolean('isMain'),
    permissions: t.exposeStringList('permissions'),
    menu: t.field({ type: [MenuNodeRef], resolve: (s) => s.menu }),
  }),
});

builder.queryFields((t) => ({
  session: t.field({ type: Session, authScopes: { loggedIn: true }, resolve: (_r, _a, ctx) => userRoutes(ctx) }),
  permissionTree: t.field({
    type: [MenuNodeRef],
    authScopes: { loggedIn: true },
    description: 'Every permission, for editing roles',
    resolve: (_r, _a, ctx) => (requireActor(ctx), permissionTree(ctx)),
  }),
}));
