// The service operator: people who run the service itself (publish bulletins). They belong to no
// company, are created from the command line only (operator.cli.ts), and sign in with their own
// short-lived token. Operator tokens and user tokens are signed with different keys derived from
// the same secret and carry different claims, so neither can ever pass as the other.
import { loginInput, newPassword, username as usernameRule } from '@erp/schema';
import { createHash, randomUUID } from 'node:crypto';
import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { OperatorActor, Platform, RequestContext } from '../../platform/context';
import { unscopedDb, type BareClient } from '../../platform/db';
import { AuthError, BusinessError, PermissionError, RateLimitError, ValidationError } from '../../platform/errors';
import { hashPassword, timingDummyHash, verifyPassword } from '../../platform/passwords';
import { derivedKey } from '../../platform/tokens';
import { parseInput, uniquely } from '../../platform/validate';

/** Operator tokens live 2 hours and are not refreshed: the operator signs in again. */
export const OPERATOR_TOKEN_TTL_SECONDS = 2 * 3600;
const AUDIENCE = 'erp-operator';

/** HMAC key of operator tokens: derived from the token secret, so every instance agrees, but never the user-token key. */
const operatorKey = derivedKey('erp operator tokens v1');

/** Ties a token to the password it was earned with: a new password (CLI `passwd`) revokes old tokens. */
function passwordStamp(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);
}

export async function signOperatorToken(platform: Platform, operator: { id: number; passwordHash: string }, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ op: true, pws: passwordStamp(operator.passwordHash) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(operator.id))
    .setAudience(AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + OPERATOR_TOKEN_TTL_SECONDS)
    .sign(operatorKey(platform));
}

/** Whether a bearer token claims to be an operator's (unverified; authenticateOperator decides). */
export function isOperatorToken(token: string): boolean {
  try {
    return decodeJwt(token).op === true;
  } catch {
    return false;
  }
}

/** Resolves an operator token; the operator row must still exist (deleting it revokes its tokens). */
export async function authenticateOperator(platform: Platform, token: string): Promise<OperatorActor> {
  let claims: { sub?: string; pws?: unknown; op?: unknown };
  try {
    ({ payload: claims } = await jwtVerify(token, operatorKey(platform), { algorithms: ['HS256'], audience: AUDIENCE }));
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw new AuthError('auth.tokenExpired');
    throw new AuthError('auth.tokenInvalid');
  }
  const id = Number(claims.sub);
  if (claims.op !== true || !Number.isInteger(id)) throw new AuthError('auth.tokenInvalid');
  const operator = await operators(platform).platformOperator.findUnique({ where: { id } });
  if (!operator || claims.pws !== passwordStamp(operator.passwordHash)) throw new AuthError('auth.tokenInvalid');
  return { operatorId: operator.id, username: operator.username };
}

const operators = (platform: Platform): BareClient => unscopedDb(platform.database.prisma, 'operators belong to no company');

export interface OperatorTokenAnswer {
  access_token: string;
  expires_in: number;
  token_type: 'Bearer';
}

/** POST api/v1/operator/login: same rules, messages and rate limit as a user's sign-in. */
export async function operatorLogin(platform: Platform, meta: { ip: string }, raw: unknown): Promise<OperatorTokenAnswer> {
  const input = parseInput(loginInput, raw);
  // The sign-in limiter, on its own keys: guessing operator passwords costs the same as users'.
  const wait = await platform.limiters.login.hit(`operator|${input.username.toLowerCase()}|${meta.ip}`);
  if (wait) throw new RateLimitError('auth.tooManyAttempts', wait);
  const operator = await operators(platform).platformOperator.findUnique({ where: { username: input.username } });
  const ok = await verifyPassword(operator?.passwordHash ?? (await timingDummyHash()), input.password);
  if (!operator || !ok) throw new BusinessError('auth.invalidCredentials');
  return { access_token: await signOperatorToken(platform, operator), expires_in: OPERATOR_TOKEN_TTL_SECONDS, token_type: 'Bearer' };
}

export function requireOperator(ctx: RequestContext): OperatorActor {
  if (ctx.operator) return ctx.operator;
  if (!ctx.actor) throw new AuthError('auth.tokenMissing');
  throw new PermissionError('permission.operatorOnly');
}

const createOperatorInput = z.object({ username: usernameRule, password: newPassword, realname: z.string().trim().max(50).default('') });

/** Used by the CLI only: there is no API that creates operators. */
export async function createOperator(db: BareClient, raw: { username: string; password: string; realname?: string }) {
  const input = parseInput(createOperatorInput, raw);
  return uniquely(
    async () =>
      db.platformOperator.create({
        data: { username: input.username, passwordHash: await hashPassword(input.password), realname: input.realname },
        select: { id: true, username: true, realname: true, createdAt: true },
      }),
    () => ValidationError.field('username', 'operator.usernameTaken', { username: input.username }),
  );
}

export async function setOperatorPassword(db: BareClient, username: string, password: string): Promise<boolean> {
  const input = parseInput(z.object({ password: newPassword }), { password });
  const r = await db.platformOperator.updateMany({ where: { username }, data: { passwordHash: await hashPassword(input.password) } });
  return r.count > 0;
}

export async function deleteOperator(db: BareClient, username: string): Promise<boolean> {
  const r = await db.platformOperator.deleteMany({ where: { username } });
  return r.count > 0;
}

export function listOperators(db: BareClient) {
  return db.platformOperator.findMany({ select: { id: true, username: true, realname: true, createdAt: true }, orderBy: { id: 'asc' } });
}
