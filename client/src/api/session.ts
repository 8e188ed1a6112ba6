/**
 * Session storage, as the spec lays it out (spec 01 §3, §4, §9):
 * - cookie `info`: the access token, kept 7 days;
 * - cookie `info_alive`: session marker living the token's lifetime minus 200 seconds; when it is
 *   gone the token is about to expire and calls refresh first;
 * - localStorage `info`: stored login info { userId, companyId, allowShopIds, realname };
 * - localStorage `router`: the menu tree from user/routes;
 * - localStorage `list_tabs`, `list_tabs_checked`, `system_tabs_checked`, `menu_level2_name`:
 *   the shell's open tabs, active tab, active system and active second-level menu.
 *
 * Besides storage, the user/routes answer of this page session is kept in memory (a tiny
 * external store) so the navigation gate knows whether the first navigation has happened.
 */
import { ACCESS_TOKEN_TTL_SECONDS, TOKEN_COOKIE_DAYS } from '@erp/schema';

export interface LoginInfo {
  userId: number;
  companyId: number;
  allowShopIds: number[];
  realname: string;
}

export interface MenuMeta {
  title: string;
  icon: string | null;
  roles: string[];
  noCache: boolean;
  breadcrumb: boolean;
  affix: boolean;
}

export interface MenuNode {
  id: number;
  pid: number;
  path: string;
  /** 'rview' marks a group. */
  component: string;
  name: string;
  meta: MenuMeta;
  hidden: boolean;
  redirect: string | null;
  children: MenuNode[];
}

export interface UserRoutes extends LoginInfo {
  username: string;
  isMain: boolean;
  company: { id: number; name: string; edition: string };
  permissions: string[];
  menu: MenuNode[];
}

/** Every browser storage key of spec 01 §3 (the marker cookie is ours, spec 01 §9). */
export const STORAGE_KEYS = {
  tokenCookie: 'info',
  lang: 'lang',
  tabs: 'list_tabs',
  tabsChecked: 'list_tabs_checked',
  info: 'info',
  router: 'router',
  logList: 'logList',
  systemChecked: 'system_tabs_checked',
  menuLevel2: 'menu_level2_name',
} as const;

export const TOKEN_COOKIE = STORAGE_KEYS.tokenCookie;
export const SESSION_MARKER_COOKIE = 'info_alive';
export const INFO_KEY = STORAGE_KEYS.info;
export const ROUTER_KEY = STORAGE_KEYS.router;
export const TOKEN_DAYS = TOKEN_COOKIE_DAYS;
/** The marker lives the token lifetime minus this many seconds (spec 01 §9). */
export const SESSION_MARKER_MARGIN_SECONDS = 200;

const TAB_KEYS = [STORAGE_KEYS.tabs, STORAGE_KEYS.tabsChecked, STORAGE_KEYS.systemChecked, STORAGE_KEYS.menuLevel2];

// ---- cookies -------------------------------------------------------------------------------

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = decodeURIComponent(part.slice(eq + 1).trim());
      return value === '' ? null : value;
    }
  }
  return null;
}

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const expires = new Date(Date.now() + maxAgeSeconds * 1000).toUTCString();
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
}

function deleteCookie(name: string): void {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}

export function getToken(): string | null {
  return readCookie(TOKEN_COOKIE);
}

let loggedOut = false;

/**
 * Store the access token (cookie `info`, 7 days) and the session marker
 * (token lifetime − 200 s). `expiresInSeconds` is the token's `expires_in`.
 */
export function setToken(token: string, days = TOKEN_DAYS, expiresInSeconds = ACCESS_TOKEN_TTL_SECONDS): void {
  writeCookie(TOKEN_COOKIE, token, days * 24 * 60 * 60);
  const markerSeconds = Math.max(expiresInSeconds - SESSION_MARKER_MARGIN_SECONDS, 1);
  writeCookie(SESSION_MARKER_COOKIE, '1', markerSeconds);
  loggedOut = false;
}

export function clearToken(): void {
  deleteCookie(TOKEN_COOKIE);
  deleteCookie(SESSION_MARKER_COOKIE);
}

/** False when the session marker has expired (or never existed): refresh before the next call. */
export function hasSessionMarker(): boolean {
  return readCookie(SESSION_MARKER_COOKIE) !== null;
}

export function isSignedIn(): boolean {
  return getToken() !== null;
}

/** Set after a failed refresh or a logout, until the next sign-in stores a token. */
export function isLoggedOut(): boolean {
  return loggedOut;
}

export function markLoggedOut(): void {
  loggedOut = true;
}

// ---- localStorage --------------------------------------------------------------------------

export function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

function remove(keys: readonly string[]): void {
  try {
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    /* storage unavailable */
  }
}

export function getLoginInfo(): LoginInfo | null {
  return readJson<LoginInfo>(INFO_KEY);
}

export function getStoredMenu(): MenuNode[] | null {
  return readJson<MenuNode[]>(ROUTER_KEY);
}

// ---- the user/routes answer of this page session -------------------------------------------

let current: UserRoutes | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const l of listeners) l();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The user/routes answer loaded in this page session, or null before the first navigation
 * with a cookie has fetched it. It only counts while the stored router data is still there
 * (storage cleared elsewhere means the data is stale).
 */
export function getSessionRoutes(): UserRoutes | null {
  if (current === null) return null;
  try {
    if (localStorage.getItem(ROUTER_KEY) === null) return null;
  } catch {
    /* storage unavailable: trust memory */
  }
  return current;
}

/** Store what user/routes returned: login info and the menu tree; prepare the tab storage. */
export function storeUserRoutes(routes: UserRoutes): void {
  const info: LoginInfo = {
    userId: routes.userId,
    companyId: routes.companyId,
    allowShopIds: routes.allowShopIds,
    realname: routes.realname,
  };
  try {
    localStorage.setItem(INFO_KEY, JSON.stringify(info));
    localStorage.setItem(ROUTER_KEY, JSON.stringify(routes.menu));
    if (localStorage.getItem(STORAGE_KEYS.tabs) === null) localStorage.setItem(STORAGE_KEYS.tabs, '[]');
    if (localStorage.getItem(STORAGE_KEYS.tabsChecked) === null) localStorage.setItem(STORAGE_KEYS.tabsChecked, '/home');
  } catch {
    /* storage unavailable: memory still holds the answer */
  }
  current = routes;
  emit();
}

/** Forget the open tabs (logout, failed refresh). */
export function clearTabStorage(): void {
  remove(TAB_KEYS);
}

/** Forget everything about the signed-in user: token, login info, menu and tabs. */
export function clearSession(): void {
  clearToken();
  remove([INFO_KEY, ROUTER_KEY]);
  clearTabStorage();
  current = null;
  emit();
}

// ---- token refresh listeners -----------------------------------------------------------------

const refreshListeners = new Set<() => void>();

/** Called after a refresh stored a new token (the shell reloads the routes then). */
export function onTokenRefreshed(listener: () => void): () => void {
  refreshListeners.add(listener);
  return () => refreshListeners.delete(listener);
}

export function notifyTokenRefreshed(): void {
  for (const l of refreshListeners) l();
}
