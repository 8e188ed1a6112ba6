// Credentials of API clients (issue 17): the long-lived API key `<clientId>.<secret>` and the
// short-lived OAuth 2.0 client-credentials access token. Only a sha256 of the secret is stored;
// the secret itself is shown once, when the client is created or its secret rotated.
//
// Access tokens are HS256 JWTs signed with a key derived from the token secret (like operator
// tokens), never the session-token key, and carry `ac: true` and their own audience, so neither
// kind can pass as the other. A token names the client and the secret it was earned with: a
// rotation invalidates every token of the old secret, a revocation every token at once (the
// client row is read on every request).
import { API_CLIENT_TOKEN_TTL_SECONDS } from '@erp/schema';
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose';
import type { Platform } from '../../platform/context';
import { derivedKey } from '../../platform/tokens';

const CLIENT_ID_PREFIX = 'ck_';
/** `ck_` + 24 hex characters, a dot, 43 base64url characters (32 random bytes). */
const API_KEY = /^ck_[0-9a-f]{24}\.[A-Za-z0-9_-]{43}$/;
const AUDIENCE = 'erp-api-client';

export interface NewCredential {
  clientId: string;
  secret: string;
  secretHash: string;
  /** What the caller sends as `Authorization: Bearer <apiKey>`. */
  apiKey: string;
}

export function newClientId(): string {
  return `${CLIENT_ID_PREFIX}${randomBytes(12).toString('hex')}`;
}

/** A fresh secret (256 bits) for a client id, with its stored hash and the API key. */
export function newCredential(clientId = newClientId()): NewCredential {
  const secret = randomBytes(32).toString('base64url');
  return { clientId, secret, secretHash: hashSecret(secret), apiKey: `${clientId}.${secret}` };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Compares a presented secret with the stored hash in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

/** Splits an API key; undefined when it is not one. */
export function parseApiKey(token: string): { clientId: string; secret: string } | undefined {
  if (!API_KEY.test(token)) return undefined;
  const dot = token.indexOf('.');
  return { clientId: token.slice(0, dot), secret: token.slice(dot + 1) };
}

/** Whether a bearer credential claims to be an API client's (unverified; authenticateApiClient decides). */
export function isApiClientCredential(token: string): boolean {
  if (token.startsWith(CLIENT_ID_PREFIX)) return true;
  try {
    return decodeJwt(token).ac === true;
  } catch {
    return false;
  }
}

const tokenKey = derivedKey('erp api-client tokens v1');

/** Ties a token to the secret it was earned with. */
export function secretStamp(secretHash: string): string {
  return createHash('sha256').update(`stamp:${secretHash}`).digest('base64url').slice(0, 16);
}

export interface AccessTokenClaims {
  /** ApiClient.id */
  clientRowId: number;
  companyId: number;
  /** Granted scopes (the client's, or the narrower set asked for). */
  scopes: string[];
  stamp: string;
  /** Expiry (ms since the epoch), read back from a verified token. */
  expiresAt?: number;
}

export async function signAccessToken(platform: Platform, claims: AccessTokenClaims, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ ac: true, cid: claims.companyId, scope: claims.scopes.join(' '), sv: claims.stamp })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.clientRowId))
    .setAudience(AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + API_CLIENT_TOKEN_TTL_SECONDS)
    .sign(tokenKey(platform));
}

export async function verifyAccessToken(
  platform: Platform,
  token: string,
): Promise<{ ok: true; claims: AccessTokenClaims } | { ok: false; reason: 'expired' | 'invalid' }> {
  try {
    const { payload } = await jwtVerify(token, tokenKey(platform), { algorithms: ['HS256'], audience: AUDIENCE });
    const clientRowId = Number(payload.sub);
    if (payload.ac !== true || !Number.isInteger(clientRowId) || typeof payload.scope !== 'string' || typeof payload.sv !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    const expiresAt = typeof payload.exp === 'number' ? payload.exp * 1000 : undefined;
    return {
      ok: true,
      claims: { clientRowId, companyId: Number(payload.cid), scopes: payload.scope.split(' ').filter(Boolean), stamp: payload.sv, expiresAt },
    };
  } catch (err) {
    return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
