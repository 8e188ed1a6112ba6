/**
 * Version check (spec 01 §7): fetch the static `version.json` (written by the build, see
 * vite.config.ts) with a timestamp; if the stored version differs or is absent, store the new
 * one and reload so the browser picks up the new build. Skipped in development and tests.
 */
export const VERSION_FILE = 'version.json';
export const VERSION_KEY = 'version';
/** At most one check per this many ms on navigation. */
export const VERSION_CHECK_INTERVAL_MS = 60_000;

/** Pure: what to do with a fetched version. */
export function versionAction(stored: string | null, fetched: string | null): 'none' | 'storeAndReload' {
  if (!fetched) return 'none';
  return stored === fetched ? 'none' : 'storeAndReload';
}

let lastCheck = 0;

export async function checkVersion(opts: { force?: boolean; reload?: () => void; enabled?: boolean } = {}): Promise<'none' | 'storeAndReload' | 'skipped'> {
  const enabled = opts.enabled ?? (import.meta.env.PROD && import.meta.env.MODE !== 'test');
  if (!enabled) return 'skipped';
  const now = Date.now();
  if (!opts.force && now - lastCheck < VERSION_CHECK_INTERVAL_MS) return 'skipped';
  lastCheck = now;
  let fetched: string | null;
  try {
    const url = new URL(`${VERSION_FILE}?t=${now}`, document.baseURI);
    const response = await fetch(url.toString(), { cache: 'no-store' });
    if (!response.ok) return 'none';
    const body = (await response.json()) as { version?: unknown };
    fetched = typeof body.version === 'string' || typeof body.version === 'number' ? String(body.version) : null;
  } catch {
    return 'none';
  }
  let stored: string | null;
  try {
    stored = localStorage.getItem(VERSION_KEY);
  } catch {
    return 'none';
  }
  const action = versionAction(stored, fetched);
  if (action === 'storeAndReload' && fetched) {
    try {
      localStorage.setItem(VERSION_KEY, fetched);
      // reload only when the new version is really stored (no reload loop without storage)
      if (localStorage.getItem(VERSION_KEY) !== fetched) return 'none';
    } catch {
      return 'none';
    }
    (opts.reload ?? (() => window.location.reload()))();
  }
  return action;
}
