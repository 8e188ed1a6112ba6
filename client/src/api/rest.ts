/**
 * REST helper for the server's `api/v1/*` layer (spec 01 §7, §8).
 *
 * - every call is a JSON POST with the `lang` header (cn | en) and, when signed in,
 *   `Authorization: Bearer <token>` from the `info` cookie;
 * - answers are envelopes `{ code, message, type, data }`; success is `code === 0` and
 *   `restPost` resolves with `data`, anything else rejects with an `ApiError`;
 * - a 401 from any call but `refresh` refreshes the token once (concurrent calls share one
 *   refresh and replay after it); if the refresh fails, the session and the tabs are cleared,
 *   a logout flag is set and the app goes to `#/login?redirect=<path>`;
 * - when the session marker cookie has expired (token lifetime − 200 s), the token is
 *   refreshed before the call;
 * - a request that never gets an answer is reported to `info/log` (once an hour).
 *
 * `restPost` leaves showing the failure to the caller; `apiPost` (./apiPost.ts) shows it the
 * spec 01 §8 way.
 */
import { getLang, langHeader } from '../i18n/lang';
import { messagesByLang, type MessageId } from '../i18n/messages';
import { reportNetworkError } from './errorLog';
import { scalarText } from '../ui/format';
import { clearSession, getToken, hasSessionMarker, isLoggedOut, markLoggedOut, notifyTokenRefreshed, setToken, TOKEN_DAYS } from './session';

export type ErrorType = 'form' | 'tips' | 'alert' | 'noPermission';

export interface Envelope<T> {
  code: number;
  message: string;
  type?: ErrorType | null;
  data: T;
}

/** `data.errors` of a `type: form` answer: field name → messages (already translated). */
export type FieldErrors = Record<string, string[]>;

export type ApiErrorKind = 'http' | 'network' | 'timeout';

export class ApiError extends Error {
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  /** Envelope `code`, when the server answered with an envelope. */
  readonly code: number | null;
  readonly type: ErrorType | null;
  readonly data: unknown;
  readonly kind: ApiErrorKind;

  constructor(message: string, init: { status: number; code?: number | null; type?: ErrorType | null; data?: unknown; kind?: ApiErrorKind }) {
    super(message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code ?? null;
    this.type = init.type ?? null;
    this.data = init.data ?? null;
    this.kind = init.kind ?? 'http';
  }

  /** Field errors of a form-type answer (HTTP 403), or null. */
  get fieldErrors(): FieldErrors | null {
    if (this.type !== 'form' || this.data === null || typeof this.data !== 'object') return null;
    const errors = (this.data as { errors?: unknown }).errors;
    if (errors === null || typeof errors !== 'object') return null;
    const out: FieldErrors = {};
    for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
      const list = Array.isArray(value) ? value.map(String) : value == null ? [] : [scalarText(value)];
      if (list.length > 0) out[field] = list;
    }
    return Object.keys(out).length > 0 ? out : null;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface RestOptions {
  signal?: AbortSignal;
  /** Default 300000 ms (spec 01 §9). */
  timeoutMs?: number;
  /** Do not try refresh-and-replay on a 401 (used by `refresh` itself). */
  noRefresh?: boolean;
}

export const API_BASE = 'api/v1/';
export const REQUEST_TIMEOUT_MS = 300_000;

function t(id: MessageId): string {
  return messagesByLang[getLang()][id];
}

/** Absolute URL of an API path, resolved against the page (works under any base path). */
export function apiUrl(path: string): string {
  return new URL(API_BASE + path.replace(/^\/+/, ''), document.baseURI).toString();
}

function fallbackMessage(status: number): string {
  if (status === 404) return t('error.notFound');
  if (status === 429) return t('error.tooMany');
  if (status >= 500) return t('error.server');
  return t('error.unknown');
}

async function send(path: string, body: unknown, token: string | null, options: RestOptions): Promise<Response> {
  // A FormData body (file uploads) goes as multipart; the browser sets its boundary.
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = {
    ...(multipart ? {} : { 'Content-Type': 'application/json' }),
    Accept: 'application/json',
    lang: langHeader(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  try {
    return await fetch(apiUrl(path), {
      method: 'POST',
      headers,
      body: multipart ? body : JSON.stringify(body ?? {}),
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new ApiError(t('error.timeout'), { status: 0, kind: 'timeout' });
    if (options.signal?.aborted) throw error;
    if (path !== 'info/log') reportNetworkError(API_BASE + path, error);
    throw new ApiError(t('error.network'), { status: 0, kind: 'network', data: String(error) });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T> | null> {
  const text = await response.text();
  if (text === '') return null;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed !== null && typeof parsed === 'object' && 'code' in parsed) return parsed as Envelope<T>;
    return null;
  } catch {
    return null;
  }
}

async function request<T>(
  path: string,
  body: unknown,
  token: string | null,
  options: RestOptions,
): Promise<{ response: Response; envelope: Envelope<T> | null }> {
  const response = await send(path, body, token, options);
  const envelope = await readEnvelope<T>(response);
  return { response, envelope };
}

function toError(response: Response, envelope: Envelope<unknown> | null): ApiError {
  const message = envelope?.message ? envelope.message : fallbackMessage(response.status);
  return new ApiError(message, {
    status: response.status,
    code: envelope?.code ?? null,
    type: envelope?.type ?? null,
    data: envelope?.data ?? null,
  });
}

// ---- unauthorized handling -------------------------------------------------------------

type UnauthorizedHandler = (redirect: string) => void;

function defaultUnauthorized(redirect: string): void {
  if (typeof window === 'undefined') return;
  if (redirect.startsWith('/login')) return;
  window.location.hash = `#/login?redirect=${encodeURIComponent(redirect)}`;
}

let onUnauthorized: UnauthorizedHandler = defaultUnauthorized;

/** Lets the app (router) take over the "go to login" step; returns the previous handler. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): UnauthorizedHandler {
  const previous = onUnauthorized;
  onUnauthorized = handler;
  return previous;
}

/** Current hash-route path plus query, e.g. `/home?tab=1`. */
export function currentRoutePath(): string {
  if (typeof window === 'undefined') return '/';
  const hash = window.location.hash.replace(/^#/, '');
  return hash === '' ? '/' : hash;
}

/**
 * Clears the session (token, login info, menu and tabs), sets the logout flag and sends the
 * user to login with a redirect back to where they were. Only the first of several failing
 * calls redirects.
 */
export function signOutLocally(): void {
  const already = isLoggedOut();
  clearSession();
  markLoggedOut();
  if (!already) onUnauthorized(currentRoutePath());
}

// ---- token refresh ---------------------------------------------------------------------

export interface RefreshData {
  access_token: string;
  expires_in: number;
}

let refreshing: Promise<string> | null = null;

async function doRefresh(): Promise<string> {
  const { response, envelope } = await request<RefreshData>('refresh', {}, getToken(), { noRefresh: true });
  if (!response.ok || !envelope || envelope.code !== 0 || !envelope.data?.access_token) {
    throw toError(response, envelope);
  }
  setToken(envelope.data.access_token, TOKEN_DAYS, envelope.data.expires_in);
  notifyTokenRefreshed();
  return envelope.data.access_token;
}

/** Spec 01 §9: a refresh that got no answer is tried again after this delay, once. */
export const REFRESH_RETRY_DELAY_MS = 5000;

function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/**
 * Refresh the access token once for all callers that hit a 401 at the same time.
 * A refresh that got no answer (network, timeout) is retried once after 5 s and then just
 * fails; a refused refresh clears the session and tabs, sets the logout flag and goes to
 * login. The promise rejects in both cases.
 */
export function refreshToken(): Promise<string> {
  if (!refreshing) {
    refreshing = doRefresh()
      .catch(async (error: unknown) => {
        if (!isTransient(error) || (error as ApiError).status !== 0) throw error;
        await new Promise((r) => setTimeout(r, REFRESH_RETRY_DELAY_MS));
        return doRefresh();
      })
      .catch((error: unknown) => {
        if (!isTransient(error)) signOutLocally();
        throw error;
      })
      .finally(() => {
        refreshing = null;
      });
  }
  return refreshing;
}

// ---- the helper ------------------------------------------------------------------------

/** Calls that never refresh first (they run without a session or manage it). */
const SESSION_FREE = /^(login|register|refresh|logout|forgotPassword\/|info\/log)/;

/** True when a call should refresh the token before it goes out (session marker expired). */
export function needsRefreshFirst(path: string, options: RestOptions = {}): boolean {
  return !options.noRefresh && !SESSION_FREE.test(path) && getToken() !== null && !hasSessionMarker();
}

/**
 * POST `api/v1/<path>` with a JSON body (or a FormData body, sent as multipart); resolves with the envelope's `data`.
 * Rejects with `ApiError` (HTTP error, envelope code ≠ 0, network failure, timeout).
 */
export async function restPost<T>(path: string, body?: unknown, options: RestOptions = {}): Promise<T> {
  if (needsRefreshFirst(path, options)) await refreshToken();
  const token = getToken();
  let { response, envelope } = await request<T>(path, body, token, options);

  if (response.status === 401 && token && !options.noRefresh && path !== 'refresh') {
    await refreshToken();
    ({ response, envelope } = await request<T>(path, body, getToken(), options));
    if (response.status === 401) {
      // The fresh token was refused too: the session is gone.
      const error = toError(response, envelope);
      signOutLocally();
      throw error;
    }
  }

  if (!response.ok || !envelope || envelope.code !== 0) {
    throw toError(response, envelope);
  }
  return envelope.data;
}
