// Access tokens: HS256 JWTs naming a session. The session row decides whether a token is still
// good (logout revokes it), the token's exp decides when a refresh is due.
import { errors, jwtVerify, SignJWT, decodeJwt } from 'jose';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

export interface TokenClaims {
  sub: string; // user id
  cid: number; // company id
  sid: string; // session id
}

export class TokenService {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: TokenClaims, now = Date.now()): Promise<string> {
    const iat = Math.floor(now / 1000);
    return new SignJWT({ cid: claims.cid, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .sign(this.key);
  }

  /**
   * Checks signature and expiry. With allowExpired (the refresh call), a correctly signed but
   * expired token is accepted; the session row then decides.
   */
  async verify(
    token: string,
    opts: { allowExpired?: boolean } = {},
  ): Promise<{ ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' }> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      return { ok: true, claims: toClaims(payload) };
    } catch (err) {
      if (err instanceof errors.JWTExpired) {
        if (!opts.allowExpired) return { ok: false, reason: 'expired' };
        // The signature was checked before the expiry, so the payload is ours.
        return { ok: true, claims: toClaims(decodeJwt(token)) };
      }
      return { ok: false, reason: 'invalid' };
    }
  }
}

function toClaims(payload: Record<string, unknown>): TokenClaims {
  return { sub: String(payload.sub), cid: Number(payload.cid), sid: String(payload.sid) };
}

/** JWT_SECRET, or a random secret created once and kept in the data directory. */
export function resolveSecret(dataDir: string, configured?: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** What a derived key is kept per: a running platform (its config names the secret). */
type KeyHolder = { config: { dataDir: string; jwtSecret?: string } };

/**
 * The signing key of one kind of token (`'erp operator tokens v1'`), derived from the token secret:
 * every instance agrees on it, and a token of one kind never passes as another's (nor as a user token).
 */
export function derivedKey(label: string): (platform: KeyHolder) => Uint8Array {
  const keys = new WeakMap<KeyHolder, Uint8Array>();
  return (platform) => {
    let key = keys.get(platform);
    if (!key) {
      const secret = resolveSecret(platform.config.dataDir, platform.config.jwtSecret);
      key = new Uint8Array(createHmac('sha256', secret).update(label).digest());
      keys.set(platform, key);
    }
    return key;
  };
}
