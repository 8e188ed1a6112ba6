// Sends one signed POST to a webhook target: resolves and checks the host (webhooks.guard.ts),
// connects to the checked address only, gives up after the timeout, and reads the answer's status.
// Keep-alive agents per sender, so a busy endpoint is not paying a TLS handshake per delivery.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { GuardError, parseWebhookUrl, resolveTarget, type GuardOptions, type ResolvedAddress, type Resolver } from './webhooks.guard';

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How long a checked DNS answer is reused (connecting always goes to a checked address). */
const DNS_CACHE_MS = 30_000;

export interface SendResult {
  ok: boolean;
  /** HTTP status; null when no answer came. */
  status: number | null;
  durationMs: number;
  /** '' on success; a message id (webhook.error.*, webhook.url.*) or the network error's code otherwise. */
  error: string;
}

export interface SenderOptions {
  guard: () => GuardOptions;
  timeoutMs?: number;
  maxSockets?: number;
  resolve?: Resolver;
}

export class WebhookSender {
  private readonly httpAgent: http.Agent;
  private readonly httpsAgent: https.Agent;
  private readonly dns = new Map<string, { at: number; addresses: ResolvedAddress[] }>();
  private readonly inFlight = new Set<http.ClientRequest>();

  constructor(private readonly opts: SenderOptions) {
    const maxSockets = opts.maxSockets ?? 64;
    this.httpAgent = new http.Agent({ keepAlive: true, maxSockets });
    this.httpsAgent = new https.Agent({ keepAlive: true, maxSockets });
  }

  private async addresses(url: URL, guard: GuardOptions): Promise<ResolvedAddress[]> {
    const key = `${url.hostname}|${guard.allowPrivate}`;
    const hit = this.dns.get(key);
    if (hit && Date.now() - hit.at < DNS_CACHE_MS) return hit.addresses;
    const addresses = await resolveTarget(url, guard, this.opts.resolve);
    if (this.dns.size > 10_000) this.dns.clear();
    this.dns.set(key, { at: Date.now(), addresses });
    return addresses;
  }

  async post(rawUrl: string, headers: Record<string, string>, body: string): Promise<SendResult> {
    const started = performance.now();
    const took = () => Math.round(performance.now() - started);
    const guard = this.opts.guard();
    let url: URL;
    let target: ResolvedAddress;
    try {
      url = parseWebhookUrl(rawUrl, guard);
      target = (await this.addresses(url, guard))[0];
    } catch (err) {
      if (err instanceof GuardError) return { ok: false, status: null, durationMs: took(), error: err.messageId };
      return { ok: false, status: null, durationMs: took(), error: errorText(err) };
    }
    // The connection goes to the address that was checked, whatever DNS says by now.
    const pinned: LookupFunction = (_host, options, cb) => {
      if ((options as { all?: boolean }).all) (cb as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [target]);
      else cb(null, target.address, target.family);
    };
    const isHttps = url.protocol === 'https:';
    const timeoutMs = this.opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
    return new Promise<SendResult>((resolve) => {
      let settled = false;
      const finish = (r: Omit<SendResult, 'durationMs'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        this.inFlight.delete(req);
        resolve({ ...r, durationMs: took() });
      };
      const req = (isHttps ? https : http).request(
        {
          protocol: url.protocol,
          hostname: url.hostname.replace(/^\[|\]$/g, ''),
          port: url.port || (isHttps ? 443 : 80),
          path: `${url.pathname}${url.search}`,
          method: 'POST',
          headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
          agent: isHttps ? this.httpsAgent : this.httpAgent,
          lookup: pinned,
        },
        (res) => {
          const status = res.statusCode ?? 0;
          // The answer's body is not kept: drain it so the socket can be reused.
          res.on('data', () => {});
          res.on('end', () => finish({ ok: status >= 200 && status < 300, status, error: status >= 200 && status < 300 ? '' : `HTTP ${status}` }));
          res.on('error', (err) => finish({ ok: false, status, error: errorText(err) }));
        },
      );
      const timer = setTimeout(() => {
        finish({ ok: false, status: null, error: 'webhook.error.timeout' });
        req.destroy();
      }, timeoutMs);
      this.inFlight.add(req);
      req.on('error', (err) => finish({ ok: false, status: null, error: errorText(err) }));
      req.end(body);
    });
  }

  /** Aborts what is in flight and closes the idle sockets. */
  close(): void {
    for (const req of this.inFlight) req.destroy();
    this.inFlight.clear();
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}

function errorText(err: unknown): string {
  const e = err as { code?: string; message?: string };
  return (e.code ?? e.message ?? String(err)).slice(0, 300);
}
