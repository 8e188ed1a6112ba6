/**
 * Downloading a finished export (spec 01 §3 'Report job' downloadUrl): the file is served only to
 * the job's owner, so it is fetched with the session token (a plain link cannot send the
 * Authorization header) and saved from the blob under the server's file name.
 */
import { langHeader } from '../../i18n/lang';
import { needsRefreshFirst, refreshToken } from '../../api/rest';
import { getToken } from '../../api/session';

export class DownloadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

/** File name from Content-Disposition: `filename*=UTF-8''…` first, then `filename="…"`. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (star) {
    const value = star[1]!.trim().replace(/^"(.*)"$/, '$1');
    const encoded = value.includes("''") ? value.slice(value.indexOf("''") + 2) : value;
    try {
      const name = decodeURIComponent(encoded);
      if (name) return name;
    } catch {
      /* malformed: try the plain form */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name || null;
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // give the browser time to start reading the blob before it is released
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

async function errorText(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    /* not JSON */
  }
  return response.statusText || String(response.status);
}

/** Fetches `downloadUrl` (relative to the page, e.g. `api/v1/reportJobs/5/download`) and saves it. */
export async function downloadReport(downloadUrl: string, fallbackName: string): Promise<string> {
  const url = new URL(downloadUrl.replace(/^\/+/, ''), document.baseURI).toString();
  if (needsRefreshFirst('reportJobs')) await refreshToken().catch(() => undefined);
  const get = () => {
    const token = getToken();
    return fetch(url, { headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), lang: langHeader() } });
  };
  let response = await get();
  if (response.status === 401 && getToken()) {
    // an expired token: refresh once and try again, as every other call does
    await refreshToken();
    response = await get();
  }
  if (!response.ok) throw new DownloadError(await errorText(response), response.status);
  const blob = await response.blob();
  const name = filenameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(blob, name);
  return name;
}
