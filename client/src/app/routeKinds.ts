/** Paths the public and mobile features add beyond the catalogue (their own route lists). */
import type { RouteObject } from 'react-router';
import { mobileRoutes } from '../features/mobile/routes';
import { publicRoutes } from '../features/public/routes';
import type { RouteKind } from './routeCatalog';

/** Absolute paths of a route list (nested children included). */
export function collectPaths(list: readonly RouteObject[], parent = ''): string[] {
  const out: string[] = [];
  for (const r of list) {
    let path = parent;
    if (r.path) path = r.path.startsWith('/') ? r.path : `${parent.replace(/\/$/, '')}/${r.path}`;
    if (r.path) out.push(path);
    if (r.children) out.push(...collectPaths(r.children, path));
  }
  return out;
}

let cache: Map<string, RouteKind> | null = null;

export function extraRouteKinds(): Map<string, RouteKind> {
  if (!cache) {
    cache = new Map<string, RouteKind>();
    for (const p of collectPaths(publicRoutes)) cache.set(p, 'public');
    for (const p of collectPaths(mobileRoutes)) cache.set(p, 'mobile');
  }
  return cache;
}
