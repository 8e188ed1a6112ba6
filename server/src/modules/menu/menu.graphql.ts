import { builder } from '../../graphql/builder';
import { exposeFields } from '../../graphql/fields';
import { requireActor } from '../../platform/context';
import { permissionTree, userRoutes, type MenuTreeNode } from './menu.service';

const MenuNodeRef = builder.objectRef<MenuTreeNode>('MenuNode');
MenuNodeRef.implement({
  description: 'A menu group (component "rview"), page or permission leaf (spec 01 §3 Menu node)',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', pid: 'Int', path: 'String', component: 'String', name: 'String' }),
    title: t.string({ resolve: (n) => n.meta.title }),
    icon: t.string({ resolve: (n) => n.meta.icon }),
    ...exposeFields(t, { hidden: 'Boolean', kind: 'String: group, page or action' }),
    children: t.field({ type: [MenuNodeRef], resolve: (n) => n.children }),
  }),
});

const Session = builder.objectRef<Awaited<ReturnType<typeof userRoutes>>>('SessionInfo').implement({
  description: 'The stored login info and the menu of the signed-in account (api/v1/user/routes)',
  fields: (t) => ({
    ...exposeFields(t, {
      userId: 'Int',
      companyId: 'Int',
      allowShopIds: 'Int[]',
      realname: 'String',
      username: 'String',
      isMain: 'Boolean',
      permissions: 'String[]',
    }),
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
