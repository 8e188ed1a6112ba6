/**
 * The navigation gate of spec 01 §2 and §4 as a pure decision: given where the user goes and
 * what the browser holds, pass, redirect, or load the routes first. `NavigationGate.tsx`
 * feeds it and carries the decision out.
 *
 * Reading of the spec's "later navigations: if the target is among open tabs go there, else go
 * to the last checked tab": an in-app navigation (menu click, link, `navigate()`, a PUSH or
 * REPLACE) *opens* its target as a tab, as the original menu does before routing; history
 * moves and typed addresses (POP) to a page that is no longer an open tab go to the last
 * checked tab. The first navigation of a page load re-enters its target after the routes are
 * loaded (spec: "re-enter the target").
 */
import { NO_TAB_PATHS, type RouteKind } from './routeCatalog';

export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

export interface GateInput {
  pathname: string;
  /** From the catalogue (or 'shell' for a page the server's menu supplies); 'unknown' otherwise. */
  kind: RouteKind | 'unknown';
  isMobile: boolean;
  hasToken: boolean;
  /** user/routes has been fetched in this page session. */
  routesLoaded: boolean;
  /** This is the navigation that triggered loading the routes (re-entered after the load). */
  firstEntry: boolean;
  navigationType: NavigationKind;
  storage: {
    info: boolean;
    router: boolean;
    /** Paths of the stored tabs (`list_tabs`), null when the key is absent. */
    tabs: string[] | null;
    /** `list_tabs_checked`, null when absent. */
    checked: string | null;
  };
}

export type GateDecision = { action: 'pass' } | { action: 'loadRoutes' } | { action: 'redirect'; to: string; clearSession?: boolean; reason: GateReason };

export type GateReason = 'mobileBrowser' | 'desktopOnMobileRoute' | 'unknownPath' | 'noCookie' | 'noRouterData' | 'noTabState' | 'notAnOpenTab';

export const NOT_FOUND_PATH = '/404';
export const PUBLIC_HOME = '/homeIndex';
export const MOBILE_HOME = '/homeIndexWap';
export const LOGIN_PATH = '/login';
export const SHELL_HOME = '/home';

const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|HarmonyOS/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}

/** Pathname part of a stored tab path (`/orders?status=1` → `/orders`). */
export function pathOf(fullPath: string): string {
  const q = fullPath.search(/[?#]/);
  return q < 0 ? fullPath : fullPath.slice(0, q);
}

/** Where "the last tab" is: the checked tab if it is still open (or a page without tab), else the last tab, else home. */
export function lastTabTarget(tabs: readonly string[], checked: string | null): string {
  if (checked) {
    const p = pathOf(checked);
    if (NO_TAB_PATHS.has(p) || tabs.some((t) => pathOf(t) === p)) return checked;
  }
  return tabs[tabs.length - 1] ?? SHELL_HOME;
}

export function decideNavigation(input: GateInput): GateDecision {
  const { pathname, kind } = input;
  if (pathname === NOT_FOUND_PATH) return { action: 'pass' };

  // spec 01 §2 'Mobile routes'
  if (input.isMobile && kind !== 'mobile') return { action: 'redirect', to: MOBILE_HOME, reason: 'mobileBrowser' };
  if (!input.isMobile && kind === 'mobile') return { action: 'redirect', to: PUBLIC_HOME, reason: 'desktopOnMobileRoute' };

  if (kind === 'unknown') return { action: 'redirect', to: NOT_FOUND_PATH, reason: 'unknownPath' };

  // public paths pass; tool pages skip the login check
  if (kind === 'public' || kind === 'mobile' || kind === 'tool') return { action: 'pass' };

  // the shell
  if (!input.hasToken) return { action: 'redirect', to: PUBLIC_HOME, reason: 'noCookie' };
  if (!input.routesLoaded) return { action: 'loadRoutes' };
  if (!input.storage.router) return { action: 'redirect', to: LOGIN_PATH, clearSession: true, reason: 'noRouterData' };
  if (input.firstEntry) return { action: 'pass' };

  const { tabs, checked, info } = input.storage;
  if (!checked || !info || tabs === null) {
    return { action: 'redirect', to: LOGIN_PATH, clearSession: true, reason: 'noTabState' };
  }
  if (NO_TAB_PATHS.has(pathname)) return { action: 'pass' };
  if (tabs.some((t) => pathOf(t) === pathname)) return { action: 'pass' };
  if (input.navigationType !== 'POP') return { action: 'pass' };
  const target = lastTabTarget(tabs, checked);
  return pathOf(target) === pathname ? { action: 'pass' } : { action: 'redirect', to: target, reason: 'notAnOpenTab' };
}

/**
 * Spec 01 §2: "the address is forced into hash-route form". For a page loaded at
 * `/orders?x=1` (no hash route) returns `/#/orders?x=1`; null when the address is fine.
 */
export function hashFormUrl(loc: { pathname: string; search: string; hash: string }, base = '/'): string | null {
  if (loc.hash.startsWith('#/')) return null;
  const path = loc.pathname;
  if (path === base || path === `${base}index.html`) return null;
  if (!path.startsWith(base)) return null;
  const route = `/${path.slice(base.length)}`;
  return `${base}#${route}${loc.search}`;
}
