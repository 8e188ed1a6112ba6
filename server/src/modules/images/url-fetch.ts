// Downloads an image a seller names by URL (storage/uploadNetWordImage, the image space's "upload by
// URL") without letting the address reach into the server's own network: the host is resolved and
// every answer checked by the webhooks' SSRF guard, the connection goes to the checked address only
// (no DNS rebinding), each redirect (at most 3) is checked again, and the body stops at 5 MB.
// FETCH_ALLOW_HOSTS (host:port list) lets an on-premise installation reach its own image server.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { UPLOAD_IMAGE_MAX_BYTES } from '@erp/schema';
import { GuardError, resolveTarget, type ResolvedAddress, type Resolver } from '../webhooks/webhooks.guard';

export const IMAGE_FETCH_TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 3;

export type FetchRefusal =
  /** The address (or a redirect) points to a private, loopback or reserved network. */
  | { messageId: 'images.urlPrivate' }
  /** No answer, not found, not 200: `reason` says which. */
  | { messageId: 'images.cannotDownload'; reason: string }
  | { messageId: 'images.tooLarge' };

export class ImageFetchError extends Error {
  constructor(readonly refusal: FetchRefusal) {
    super(refusal.messageId);
  }
}

export interface FetchOptions {
  /** host:port pairs allowed even on a private address (FETCH_ALLOW_HOSTS). */
  allowHosts?: readonly string[];
  resolve?: Resolver;
  timeoutMs?: number;
  maxBytes?: number;
}

const hostPort = (u: URL) => `${u.hostname.replace(/^\[|\]$/g, '')}:${u.port || (u.protocol === 'https:' ? '443' : '80')}`;

/** The body of `rawUrl` (http or https, already checked for form), following checked redirects. */
export async function fetchImageBytes(rawUrl: string, opts: FetchOptions = {}): Promise<Buffer> {
  let url = new URL(rawUrl);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const allowPrivate = (opts.allowHosts ?? []).includes(hostPort(url));
    let target: ResolvedAddress;
    try {
      [target] = await resolveTarget(url, { allowPrivate, allowHttp: true }, opts.resolve);
    } catch (err) {
      if (err instanceof GuardError) {
        throw new ImageFetchError(
          err.messageId === 'webhook.url.privateAddress'
            ? { messageId: 'images.urlPrivate' }
            : { messageId: 'images.cannotDownload', reason: 'host not found' },
        );
      }
      throw new ImageFetchError({ messageId: 'images.cannotDownload', reason: (err as Error).message });
    }
    const answer = await get(url, target, opts);
    if ('location' in answer) {
      url = new URL(answer.location, url);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ImageFetchError({ messageId: 'images.cannotDownload', reason: 'redirect' });
      continue;
    }
    return answer.body;
  }
  throw new ImageFetchError({ messageId: 'images.cannotDownload', reason: 'too many redirects' });
}

function get(url: URL, target: ResolvedAddress, opts: FetchOptions): Promise<{ body: Buffer } | { location: string }> {
  const pinned: LookupFunction = (_host, options, cb) => {
    if ((options as { all?: boolean }).all) (cb as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [target]);
    else cb(null, target.address, target.family);
  };
  const max = opts.maxBytes ?? UPLOAD_IMAGE_MAX_BYTES;
  return new Promise((resolve, reject) => {
    const fail = (refusal: FetchRefusal) => {
      req.destroy();
      reject(new ImageFetchError(refusal));
    };
    const req = (url.protocol === 'https:' ? https : http).get(
      url,
      { lookup: pinned, headers: { accept: 'image/*', 'user-agent': 'erp-image-space/1' }, timeout: opts.timeoutMs ?? IMAGE_FETCH_TIMEOUT_MS },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          resolve({ location: res.headers.location });
          return;
        }
        if (status !== 200) {
          res.resume();
          fail({ messageId: 'images.cannotDownload', reason: `HTTP ${status}` });
          return;
        }
        if (Number(res.headers['content-length'] ?? 0) > max) {
          fail({ messageId: 'images.tooLarge' });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size > max) fail({ messageId: 'images.tooLarge' });
          else chunks.push(c);
        });
        res.on('end', () => resolve({ body: Buffer.concat(chunks) }));
        res.on('error', (err) => fail({ messageId: 'images.cannotDownload', reason: err.message }));
      },
    );
    req.on('timeout', () => fail({ messageId: 'images.cannotDownload', reason: 'timeout' }));
    req.on('error', (err) =>
      reject(
        err instanceof ImageFetchError
          ? err
          : new ImageFetchError({ messageId: 'images.cannotDownload', reason: (err as NodeJS.ErrnoException).code ?? err.message }),
      ),
    );
  });
}
