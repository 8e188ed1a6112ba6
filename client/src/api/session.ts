/**
 * Session storage, as the spec lays it out (spec 01 §3, §9):
 * - cookie `info`: the access token, kept 7 days;
 * - localStorage `info`: stored login info { userId, companyId, allowShopIds, realname };
 * - localStorage `router`: the menu tree from user/routes.
 */
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

export const TOKEN_COOKIE = 'info';
export const INFO_KEY = 'info';
export const ROUTER_KEY = 'router';
export const TOKEN_DAYS = 7;

export function getToken(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === TOKEN_COOKIE) {
      const value = decodeURIComponent(part.slice(eq + 1).trim());
      return value === '' ? null : value;
    }
  }
  return null;
}

export function setToken(token: string, days = TOKEN_DAYS): void {
  const expires = new Date(Date.now() + days * 24 * 60 * 60 * 1000).toUTCString();
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
}

export function clearToken(): void {
  document.cookie = `${TOKEN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}

export function isSignedIn(): boolean {
  return getToken() !== null;
}

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function getLoginInfo(): LoginInfo | null {
  return readJson<LoginInfo>(INFO_KEY);
}

export function getStoredMenu(): MenuNode[] | null {
  return readJson<MenuNode[]>(ROUTER_KEY);
}

/** Store what user/routes returned: login info and the menu tree. */
export function storeUserRoutes(routes: UserRoutes): void {
  const info: LoginInfo = {
    userId: routes.userId,
    companyId: routes.companyId,
    allowShopIds: routes.allowShopIds,
    realname: routes.realname,
  };
  localStorage.setItem(INFO_KEY, JSON.stringify(info));
  localStorage.setItem(ROUTER_KEY, JSON.stringify(routes.menu));
}

/** Forget everything about the signed-in user (logout, failed refresh). */
export function clearSession(): void {
  clearToken();
  try {
    localStorage.removeItem(INFO_KEY);
    localStorage.removeItem(ROUTER_KEY);
  } catch {
    /* ignore */
  }
}
