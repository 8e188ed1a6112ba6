// What a delivery looks like on the wire (docs/api.md 'Webhooks'): the JSON body, the headers and
// the signature. `X-Erp-Signature` is `v1=<hex HMAC-SHA256(secret, timestamp + "." + body)>`; during
// a secret rotation's overlap a second `v1=` entry signs with the previous secret, comma-separated.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface WebhookPayload {
  /** The event id (the replay cursor of the events API): stable across retries and resends. */
  id: string;
  type: string;
  occurredAt: string;
  companyId: number;
  data: unknown;
}

/** A new signing secret: `whsec_` + 32 random bytes. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function sign(secret: string, timestamp: number | string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The signature header value for the secrets in force (current first). */
export function signatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  return secrets.map((s) => `v1=${sign(s, timestamp, body)}`).join(',');
}

/**
 * What a receiver does (the docs' snippets do the same): recompute with its secret and compare in
 * constant time with every v1 entry; refuse timestamps older than `toleranceSec`.
 */
export function verifySignature(secret: string, header: string, timestamp: string, body: string, toleranceSec = 300, nowSec = Date.now() / 1000): boolean {
  if (!/^\d+$/.test(timestamp) || Math.abs(nowSec - Number(timestamp)) > toleranceSec) return false;
  const expected = Buffer.from(sign(secret, timestamp, body), 'hex');
  return header
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.startsWith('v1='))
    .some((part) => {
      const given = Buffer.from(part.slice(3), 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

export function payloadBody(p: WebhookPayload): string {
  return JSON.stringify({ id: p.id, type: p.type, occurredAt: p.occurredAt, companyId: p.companyId, data: p.data });
}

export function deliveryHeaders(opts: { eventType: string; deliveryId: string; timestamp: number; signature: string }): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'erp-webhooks/1',
    'x-erp-event': opts.eventType,
    'x-erp-delivery': opts.deliveryId,
    'x-erp-timestamp': String(opts.timestamp),
    'x-erp-signature': opts.signature,
  };
}
