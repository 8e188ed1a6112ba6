/**
 * Client error reports (spec 01 §7 `POST info/log`, §8 "network errors without a status are
 * logged to the server", §9 "error log dedupe 1 hour"). Reports already sent within the hour are
 * remembered in localStorage `logList` and not sent again.
 */
import { ERROR_LOG_DEDUPE_MS } from '@erp/schema';
import { getLoginInfo, getToken, STORAGE_KEYS } from './session';

export interface LogEntry {
  key: string;
  time: number;
}

export interface ClientLog {
  message: string;
  level?: 'error' | 'warning' | 'info';
  info?: unknown;
  error?: unknown;
  dataError?: unknown;
}

/** Pure: whether `key` may be reported at `now`, and the list to store (entries older than an hour dropped). */
export function dedupeLog(list: readonly LogEntry[], key: string, now: number, windowMs = ERROR_LOG_DEDUPE_MS): { report: boolean; list: LogEntry[] } {
  const fresh = list.filter((e) => now - e.time < windowMs && e.time <= now);
  if (fresh.some((e) => e.key === key)) return { report: false, list: fresh };
  return { report: true, list: [...fresh, { key, time: now }] };
}

function readList(): LogEntry[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.logList);
    const value = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(value)
      ? value.filter((e): e is LogEntry => !!e && typeof (e as LogEntry).key === 'string' && typeof (e as LogEntry).time === 'number')
      : [];
  } catch {
    return [];
  }
}

function routeNow(): { route: string; fullPath: string } {
  if (typeof window === 'undefined') return { route: '', fullPath: '' };
  const fullPath = window.location.hash.replace(/^#/, '') || '/';
  const q = fullPath.search(/[?#]/);
  return { route: q < 0 ? fullPath : fullPath.slice(0, q), fullPath };
}

function describe(error: unknown): unknown {
  if (error instanceof Error) return { name: error.name, message: error.message };
  return error;
}

/**
 * Send a report unless the same one (message + route) went out within the hour.
 * Never throws; resolves true when a report was sent.
 */
export async function reportClientLog(log: ClientLog, now = Date.now()): Promise<boolean> {
  const { route, fullPath } = routeNow();
  const key = `${log.level ?? 'error'}|${log.message}|${route}`;
  const { report, list } = dedupeLog(readList(), key, now);
  try {
    localStorage.setItem(STORAGE_KEYS.logList, JSON.stringify(list));
  } catch {
    /* storage unavailable */
  }
  if (!report) return false;
  const info = getLoginInfo();
  const token = getToken();
  const body = {
    message: log.message,
    level: log.level ?? 'error',
    data: { info: log.info ?? null, error: describe(log.error), dataError: log.dataError ?? null, route, fullPath },
    ...(info ? { userId: info.userId, companyId: info.companyId } : {}),
  };
  try {
    await fetch(new URL('info/log', document.baseURI).toString(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return true;
  } catch {
    return false;
  }
}

/** A request that never got an answer (no HTTP status). */
export function reportNetworkError(url: string, error: unknown): void {
  void reportClientLog({ message: `Network error: ${url}`, level: 'error', info: { url }, error });
}
