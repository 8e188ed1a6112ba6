/** The identity calls of the REST layer (spec 01 §7) and what signing in stores. */
import { restPost } from '../../api/rest';
import { clearSession, setToken, storeUserRoutes, type UserRoutes } from '../../api/session';

export interface TokenData {
  access_token: string;
  expires_in: number;
  token_type?: string;
}

/** What a new account is given: its sign-in, its password twice and who it is (registration, sub-accounts). */
export interface NewAccountFields {
  username: string;
  password: string;
  password2: string;
  realname: string;
  phone: string;
  email: string;
}

export interface RegisterInput extends NewAccountFields {
  companyName: string;
}

/** user/routes: login info, company, permissions and the menu; stored for the shell. */
export async function fetchUserRoutes(): Promise<UserRoutes> {
  const routes = await restPost<UserRoutes>('user/routes');
  storeUserRoutes(routes);
  return routes;
}

async function signIn(token: TokenData): Promise<UserRoutes> {
  setToken(token.access_token);
  try {
    return await fetchUserRoutes();
  } catch (error) {
    // spec: no router data after login means not signed in
    clearSession();
    throw error;
  }
}

export async function login(input: { username: string; password: string }): Promise<UserRoutes> {
  const token = await restPost<TokenData>('login', input);
  return signIn(token);
}

export async function register(input: RegisterInput): Promise<UserRoutes> {
  const token = await restPost<TokenData>('register', input);
  return signIn(token);
}

export function sendResetCode(username: string): Promise<{ sent: boolean }> {
  return restPost<{ sent: boolean }>('forgotPassword/sendCode', { username });
}

export function resetPassword(input: { username: string; code: string; password: string; password2: string }): Promise<{ reset: boolean }> {
  return restPost<{ reset: boolean }>('forgotPassword/reset', input);
}

/** Tell the server, then forget the session whatever it answered. */
export async function logout(): Promise<void> {
  try {
    await restPost<null>('logout', {}, { noRefresh: true });
  } catch {
    /* the local session is cleared anyway */
  } finally {
    clearSession();
  }
}

/** A safe in-app redirect target from `?redirect=` (only local hash paths). */
export function safeRedirect(value: string | null, fallback = '/home'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return fallback;
  if (value.startsWith('/login') || value.startsWith('/register') || value.startsWith('/forgotPassword')) return fallback;
  return value;
}
