/**
 * Session hooks for screens and the UI kit:
 * - `useSessionRoutes()`: the user/routes answer of this page session (menu, company, permissions);
 * - `useSessionInfo()`: the stored login info (userId, companyId, allowShopIds, realname);
 * - `usePermissions()`: the permission names (spec 01 §5/§6: a control shows only if a menu node
 *   carries its name), used by `PermissionGuard` in the UI kit.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { PermissionName } from '@erp/schema';
import type { Permissions } from '../ui/PermissionGuard';
import { getLoginInfo, getSessionRoutes, getStoredMenu, subscribeSession, type LoginInfo, type MenuNode, type UserRoutes } from '../api/session';

export type { LoginInfo, MenuNode, UserRoutes };

export type { Permissions };

/** Every node name of a menu tree (systems, pages and hidden action leaves). */
export function menuNames(menu: readonly MenuNode[] | null | undefined): Set<string> {
  const names = new Set<string>();
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      names.add(node.name);
      if (node.children?.length) walk(node.children);
    }
  };
  if (menu) walk(menu);
  return names;
}

/** Permission names of a user/routes answer (or of the stored menu when there is none). */
export function permissionSet(routes: UserRoutes | null, storedMenu: MenuNode[] | null = null): Set<string> {
  const names = menuNames(routes?.menu ?? storedMenu);
  for (const p of routes?.permissions ?? []) names.add(p);
  return names;
}

export function makePermissions(names: ReadonlySet<string>): Permissions {
  return { names, has: (name: PermissionName) => names.has(name) };
}

/** The user/routes answer loaded in this page session (null before the gate has loaded it). */
export function useSessionRoutes(): UserRoutes | null {
  return useSyncExternalStore(subscribeSession, getSessionRoutes, getSessionRoutes);
}

/** The stored login info of spec 01 §3 (from this session's answer, else from localStorage `info`). */
export function useSessionInfo(): LoginInfo | null {
  const routes = useSessionRoutes();
  return useMemo(() => {
    if (routes) {
      return { userId: routes.userId, companyId: routes.companyId, allowShopIds: routes.allowShopIds, realname: routes.realname };
    }
    return getLoginInfo();
  }, [routes]);
}

/** Permission names of the signed-in account: `has('user.create')`. */
export function usePermissions(): Permissions {
  const routes = useSessionRoutes();
  return useMemo(() => makePermissions(permissionSet(routes, routes ? null : getStoredMenu())), [routes]);
}
