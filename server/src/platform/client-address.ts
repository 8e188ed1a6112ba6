// The caller's address for rate limits and logs, by TRUST_PROXY (config.ts), for requests Fastify
// does not see: WebSocket upgrades (graphql-ws) reach the `ws` server straight from Node's HTTP
// server. Same rule as Fastify's `request.ip` (@fastify/proxy-addr, which Fastify uses itself):
// X-Forwarded-For is read only when the socket's peer is a trusted proxy, hop by hop.
import proxyAddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'node:http';

export type TrustProxy = boolean | string[];

/** The trust test Fastify builds from its `trustProxy` option (false: nobody; true: everybody; a list: those addresses / CIDRs). */
function trustFunction(trust: TrustProxy): (addr: string, i: number) => boolean {
  if (trust === true) return () => true;
  if (trust === false || trust.length === 0) return () => false;
  return proxyAddr.compile(trust);
}

const compiled = new Map<string, (addr: string, i: number) => boolean>();

/** The client address of a raw request: the socket's peer, or the forwarded one when that peer is trusted. */
export function clientAddress(req: IncomingMessage, trust: TrustProxy): string {
  const peer = req.socket?.remoteAddress ?? '';
  if (trust === false || !req.headers['x-forwarded-for']) return peer;
  const key = JSON.stringify(trust);
  let fn = compiled.get(key);
  if (!fn) compiled.set(key, (fn = trustFunction(trust)));
  return proxyAddr(req, fn) || peer;
}
