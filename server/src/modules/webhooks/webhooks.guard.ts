// The SSRF guard of webhook targets: a partner's URL must not make the server call into its own
// network. The host is resolved and every address it resolves to must be public (IPv4 and IPv6,
// IPv4 embedded in IPv6 included); the sender then connects to the address that was checked, so a
// DNS answer that changes between the check and the connection (rebinding) cannot redirect it.
// On-premise installations set WEBHOOK_ALLOW_PRIVATE=true to reach their own network.
import { lookup } from 'node:dns/promises';
import net from 'node:net';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type GuardRefusal =
  /** Not a URL, or credentials in it. */
  | 'webhook.url.invalid'
  /** http:// outside development / WEBHOOK_ALLOW_PRIVATE, or another scheme. */
  | 'webhook.url.httpsOnly'
  /** The host name does not exist (NXDOMAIN). */
  | 'webhook.url.hostNotFound'
  /** It resolves to a loopback, private, link-local, CGNAT, multicast or reserved address. */
  | 'webhook.url.privateAddress';

export class GuardError extends Error {
  constructor(
    readonly messageId: GuardRefusal,
    readonly detail = '',
  ) {
    super(detail ? `${messageId}: ${detail}` : messageId);
  }
}

export interface GuardOptions {
  /** WEBHOOK_ALLOW_PRIVATE: private and loopback targets and http are allowed. */
  allowPrivate: boolean;
  /** NODE_ENV=development: http is allowed (addresses are still checked). */
  allowHttp: boolean;
}

const V4_BLOCKED: [string, number][] = [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (also Alibaba Cloud's metadata 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
];
const V6_BLOCKED: [string, number][] = [
  ['::', 96], // unspecified, loopback, IPv4-compatible (deprecated)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo (the IPv4 inside is obfuscated)
  ['fc00::', 7], // unique local (AWS metadata fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const blocked = new net.BlockList();
for (const [a, p] of V4_BLOCKED) blocked.addSubnet(a, p, 'ipv4');
for (const [a, p] of V6_BLOCKED) blocked.addSubnet(a, p, 'ipv6');

/** The 16 bytes of an IPv6 address (net.isIPv6 already said yes). */
function v6Bytes(address: string): number[] {
  let text = address;
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    tail.push(...dotted[1].split('.').map(Number));
    text = text.slice(0, -dotted[1].length) + '0:0';
  }
  const [head, rest] = text.split('::');
  const groups = (s: string | undefined) => (s ? s.split(':').filter((g) => g !== '') : []);
  const h = groups(head);
  const r = rest === undefined ? [] : groups(rest);
  const words = [...h, ...Array<string>(8 - h.length - r.length).fill('0'), ...r].map((g) => parseInt(g, 16));
  const bytes = words.flatMap((w) => [w >> 8, w & 0xff]);
  if (tail.length) bytes.splice(12, 4, ...tail);
  return bytes;
}

/** The IPv4 address an IPv6 address carries (mapped, NAT64, 6to4), if any. */
function embeddedV4(address: string): string | null {
  const b = v6Bytes(address);
  const zero = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  // ::ffff:a.b.c.d (mapped)
  if (zero(0, 10) && b[10] === 0xff && b[11] === 0xff) return b.slice(12, 16).join('.');
  // 64:ff9b::a.b.c.d (NAT64 well-known prefix)
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zero(4, 12)) return b.slice(12, 16).join('.');
  // 2002:aabb:ccdd::/48 (6to4)
  if (b[0] === 0x20 && b[1] === 0x02) return b.slice(2, 6).join('.');
  return null;
}

/** Whether an IP address is one a webhook may not reach (unless private targets are allowed). */
export function isBlockedAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '');
  if (ip.includes('%')) return true; // a zone id: link-local by definition
  if (net.isIPv4(ip)) return blocked.check(ip, 'ipv4');
  if (!net.isIPv6(ip)) return true;
  const inner = embeddedV4(ip);
  if (inner) return blocked.check(inner, 'ipv4');
  return blocked.check(ip, 'ipv6');
}

/** Parses and checks the scheme of a webhook URL (no network). */
export function parseWebhookUrl(raw: string, opts: GuardOptions): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new GuardError('webhook.url.invalid');
  }
  if (url.username || url.password || !url.hostname) throw new GuardError('webhook.url.invalid');
  if (url.protocol === 'http:') {
    if (!opts.allowHttp && !opts.allowPrivate) throw new GuardError('webhook.url.httpsOnly');
  } else if (url.protocol !== 'https:') {
    throw new GuardError('webhook.url.httpsOnly');
  }
  return url;
}

export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family as 4 | 6 }));

/**
 * The addresses to connect to for `url`'s host, every one of them checked. A host that does not
 * exist is `hostNotFound`; other DNS failures (timeouts, SERVFAIL) are thrown as they are.
 */
export async function resolveTarget(url: URL, opts: GuardOptions, resolve: Resolver = systemResolver): Promise<ResolvedAddress[]> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: ResolvedAddress[];
  if (net.isIP(host)) {
    addresses = [{ address: host, family: net.isIPv4(host) ? 4 : 6 }];
  } else {
    try {
      addresses = await resolve(host);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'ENOTFOUND' || code === 'ENODATA') throw new GuardError('webhook.url.hostNotFound', host);
      throw err;
    }
    if (!addresses.length) throw new GuardError('webhook.url.hostNotFound', host);
  }
  if (!opts.allowPrivate) {
    // One private answer is enough to refuse: a host mixing public and private answers is a trap.
    const bad = addresses.find((a) => isBlockedAddress(a.address));
    if (bad) throw new GuardError('webhook.url.privateAddress', bad.address);
  }
  return addresses;
}
