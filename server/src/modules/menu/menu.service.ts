// The menu tree (spec 01 §3 'Menu node', §6): seeded from @erp/schema on boot, then filtered per
// caller for api/v1/user/routes and the roles screen.
import { flattenMenu, type Lang } from '@erp/schema';
import type { MenuNode } from '../../generated/prisma/client';
import { canName, requireActor, type Platform, type RequestContext } from '../../platform/context';
import { unscopedDb } from '../../platform/db';

/** Brings MenuNode rows in line with the definition in @erp/schema (system data, not a company's). */
export async function syncMenu(platform: Platform): Promise<void> {
  const db = unscopedDb(platform.database.prisma, 'the menu is system data shared by all companies');
  const rows = flattenMenu();
  const existing = new Map((await db.menuNode.findMany()).map((n) => [n.name, n]));
  const idByName = new Map<string, number>();
  for (const row of rows) {
    const data = {
      pid: row.parent ? (idByName.get(row.parent) ?? 0) : 0,
      path: row.path,
      component: row.kind === 'group' ? 'rview' : row.kind === 'action' ? 'action' : row.name,
      titleZh: row.zh,
      titleEn: row.en,
      icon: row.icon,
      hidden: row.hidden,
      kind: row.kind,
      sort: row.sort,
    };
    const old = existing.get(row.name);
    const changed = !old || Object.entries(data).some(([k, v]) => (old as Record<string, unknown>)[k] !== v);
    const node = !old
      ? await db.menuNode.create({ data: { name: row.name, ...data } })
      : changed
        ? await db.menuNode.update({ where: { id: old.id }, data })
        : old;
    idByName.set(row.name, node.id);
    existing.delete(row.name);
  }
  if (existing.size) await db.menuNode.deleteMany({ where: { name: { in: [...existing.keys()] } } });
  menuCache.delete(platform);
}

const menuCache = new WeakMap<Platform, Promise<MenuNode[]>>();
export function menuNodes(platform: Platform): Promise<MenuNode[]> {
  let nodes = menuCache.get(platform);
  if (!nodes) {
    nodes = unscopedDb(platform.database.prisma, 'system menu').menuNode.findMany({ orderBy: [{ pid: 'asc' }, { sort: 'asc' }] });
    menuCache.set(platform, nodes);
  }
  return nodes;
}

export interface MenuTreeNode {
  id: number;
  pid: number;
  path: string;
  component: string;
  name: string;
  meta: { title: string; icon: string; roles: string[]; noCache: boolean; breadcrumb: boolean; affix: boolean };
  hidden: boolean;
  redirect: string;
  kind: string;
  children: MenuTreeNode[];
}

/** Builds the tree in `lang`, keeping leaves `keep` accepts and groups that keep a child. */
export function buildTree(nodes: MenuNode[], lang: Lang, keep: (n: MenuNode) => boolean): MenuTreeNode[] {
  const byParent = new Map<number, MenuNode[]>();
  for (const n of nodes) byParent.set(n.pid, [...(byParent.get(n.pid) ?? []), n]);
  const build = (pid: number): MenuTreeNode[] =>
    (byParent.get(pid) ?? [])
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .flatMap((n) => {
        const children = build(n.id);
        if (n.kind === 'group' ? children.length === 0 : !keep(n)) return [];
        return [
          {
            id: n.id,
            pid: n.pid,
            path: n.path,
            component: n.component,
            name: n.name,
            meta: { title: lang === 'en' ? n.titleEn : n.titleZh, icon: n.icon, roles: [], noCache: n.noCache, breadcrumb: n.breadcrumb, affix: n.affix },
            hidden: n.hidden,
            redirect: n.redirect,
            kind: n.kind,
            children,
          },
        ];
      });
  return build(0);
}

/** api/v1/user/routes: the caller's menu and the stored login info (spec 01 §3). */
export async function userRoutes(ctx: RequestContext) {
  const actor = requireActor(ctx);
  const nodes = await menuNodes(ctx.platform);
  const company = await ctx.db.company.findFirstOrThrow({ select: { id: true, name: true, edition: true } });
  const menu = buildTree(nodes, ctx.lang, (n) => canName(actor, n.name));
  const permissions = nodes.filter((n) => n.kind !== 'group' && canName(actor, n.name)).map((n) => n.name);
  return {
    userId: actor.userId,
    companyId: actor.companyId,
    allowShopIds: actor.allowShopIds,
    realname: actor.realname,
    username: actor.username,
    isMain: actor.isMain,
    company,
    permissions,
    menu,
  };
}

/** The whole permission tree, for editing roles. */
export async function permissionTree(ctx: RequestContext) {
  requireActor(ctx);
  return buildTree(await menuNodes(ctx.platform), ctx.lang, () => true);
}
