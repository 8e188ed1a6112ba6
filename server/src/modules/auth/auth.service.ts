// Sign-in, sessions, registration and password recovery (spec 01 §4 'Token', §7 login/logout/refresh).
import {
  SESSION_TTL_SECONDS,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_SECONDS,
  changePasswordInput,
  loginInput,
  registerInput,
  resetPasswordInput,
  sendCodeInput,
  updateProfileInput,
  translate,
} from '@erp/schema';
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { requireActor, type Platform, type RequestContext } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import { announceSessionsRevoked } from '../../platform/pubsub';
import { AuthError, BusinessError, RateLimitError, ValidationError } from '../../platform/errors';
import { hashPassword, timingDummyHash, verifyPassword } from '../../platform/passwords';
import { isUniqueViolation, parseInput } from '../../platform/validate';
import { recordSignInEvent } from '../operate-log/operate-log.service';

export interface ClientMeta {
  ip: string;
  userAgent: string;
  lang: 'zh' | 'en';
}

export interface TokenAnswer {
  access_token: string;
  expires_in: number;
  token_type: 'Bearer';
}

async function openSession(platform: Platform, user: { id: number; companyId: number }, meta: ClientMeta): Promise<TokenAnswer> {
  const db = unscopedDb(platform.database.prisma, 'creating the session that will carry the company');
  const session = await db.session.create({
    data: {
      id: randomUUID(),
      companyId: user.companyId,
      userId: user.id,
      expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
      ip: meta.ip,
      userAgent: meta.userAgent.slice(0, 300),
    },
  });
  await db.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
  return issue(platform, { sub: String(user.id), cid: user.companyId, sid: session.id });
}

async function issue(platform: Platform, claims: { sub: string; cid: number; sid: string }): Promise<TokenAnswer> {
  return { access_token: await platform.tokens.sign(claims), expires_in: platform.tokens.ttlSeconds, token_type: 'Bearer' };
}

export async function login(platform: Platform, meta: ClientMeta, raw: unknown): Promise<TokenAnswer> {
  const input = parseInput(loginInput, raw);
  // Two counts (issue 17): per address and name, and per name whatever the address, so guessing one
  // account's password from many addresses is limited too. Every attempt counts first (parallel
  // guesses cannot slip past); a sign-in that succeeds clears the per-name count.
  const nameKey = `user:${input.username.toLowerCase()}`;
  const wait = Math.max(await platform.limiters.login.hit(`ip:${meta.ip}|${nameKey}`), await platform.limiters.loginUser.hit(nameKey));
  if (wait) throw new RateLimitError('auth.tooManyAttempts', wait);
  const db = unscopedDb(platform.database.prisma, 'sign-in finds the user by name before the company is known');
  const user = await db.user.findUnique({ where: { username: input.username } });
  const ok = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), input.password);
  if (ok && user) await platform.limiters.loginUser.reset(nameKey);
  if (!user || !ok) {
    if (user) {
      await recordSignInEvent(platform, { ...who(user, meta), action: 'login', success: false, errorCode: 'auth.invalidCredentials' });
    }
    throw new BusinessError('auth.invalidCredentials');
  }
  if (user.status !== 'enabled') {
    await recordSignInEvent(platform, { ...who(user, meta), action: 'login', success: false, errorCode: 'auth.accountDisabled' });
    throw new BusinessError('auth.accountDisabled');
  }
  const answer = await openSession(platform, user, meta);
  await recordSignInEvent(platform, { ...who(user, meta), action: 'login', success: true });
  return answer;
}

function who(user: { id: number; companyId: number; username: string }, meta: ClientMeta) {
  return { companyId: user.companyId, userId: user.id, username: user.username, ip: meta.ip };
}

/**
 * Swaps a token (also an expired one) for a fresh one while its session lives; the session's
 * 7-day lifetime slides with each refresh (spec 01 §4 'Token').
 */
export async function refresh(platform: Platform, token: string | undefined): Promise<TokenAnswer> {
  if (!token) throw new AuthError('auth.tokenMissing');
  const checked = await platform.tokens.verify(token, { allowExpired: true });
  if (!checked.ok) throw new AuthError('auth.tokenInvalid');
  const db = unscopedDb(platform.database.prisma, 'the token names the company');
  const session = await db.session.findUnique({ where: { id: checked.claims.sid }, include: { user: true } });
  if (!session || session.userId !== Number(checked.claims.sub)) throw new AuthError('auth.tokenInvalid');
  if (session.revokedAt) throw new AuthError('auth.tokenRevoked');
  if (session.expiresAt.getTime() <= Date.now()) throw new AuthError('auth.tokenExpired');
  if (session.user.status !== 'enabled') throw new AuthError('auth.accountDisabled');
  await db.session.update({
    where: { id: session.id },
    data: { refreshedAt: new Date(), expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000) },
  });
  return issue(platform, checked.claims);
}

/** Revokes the caller's session: every token naming it is refused from now on. */
export async function logout(ctx: RequestContext): Promise<void> {
  const actor = requireActor(ctx);
  await ctx.db.session.update({ where: { id: actor.sessionId }, data: { revokedAt: new Date() } });
  announceSessionsRevoked(ctx.platform.events, actor.userId);
}

/** Creates a company on the standard edition with its main account, and signs it in. */
export async function register(platform: Platform, meta: ClientMeta, raw: unknown): Promise<TokenAnswer> {
  const input = parseInput(registerInput, raw);
  const wait = await platform.limiters.register.hit(meta.ip);
  if (wait) throw new RateLimitError('common.tooManyRequests', wait);
  const db = unscopedDb(platform.database.prisma, 'registration creates a new company');
  const taken = () => ValidationError.field('username', 'auth.usernameTaken', { username: input.username });
  if (await db.user.findUnique({ where: { username: input.username }, select: { id: true } })) throw taken();
  const passwordHash = await hashPassword(input.password);
  let user;
  try {
    user = await db.$transaction(async (tx) => {
      const company = await tx.company.create({
        data: { name: input.companyName, edition: 'standard', contact: input.realname, phone: input.phone, email: input.email },
      });
      return tx.user.create({
        data: {
          companyId: company.id,
          username: input.username,
          passwordHash,
          realname: input.realname,
          phone: input.phone,
          email: input.email,
          isMain: true,
        },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  const answer = await openSession(platform, user, meta);
  await recordSignInEvent(platform, { ...who(user, meta), action: 'register', success: true, detail: { companyName: input.companyName } });
  return answer;
}

function codeHash(userId: number, code: string): string {
  return createHash('sha256').update(`${userId}:${code.toUpperCase()}`).digest('hex');
}

/**
 * Sends a 6-character code to the account's e-mail (or the server log without SMTP_URL).
 * Answers the same whether or not the account exists, so names cannot be probed.
 */
export async function sendResetCode(platform: Platform, meta: ClientMeta, raw: unknown): Promise<void> {
  const input = parseInput(sendCodeInput, raw);
  const nameKey = `user:${input.username.toLowerCase()}`;
  const wait = Math.max(await platform.limiters.sendCode.hit(`ip:${meta.ip}|${nameKey}`), await platform.limiters.sendCodeUser.hit(nameKey));
  if (wait) throw new RateLimitError('common.tooManyRequests', wait);
  const db = unscopedDb(platform.database.prisma, 'password recovery finds the user by name');
  const user = await db.user.findUnique({ where: { username: input.username } });
  if (!user || user.status !== 'enabled') return;
  const alphabet = '0123456789';
  const code = Array.from({ length: VERIFICATION_CODE_LENGTH }, () => alphabet[randomInt(alphabet.length)]).join('');
  await db.$transaction([
    db.passwordReset.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: new Date() } }),
    db.passwordReset.create({
      data: {
        companyId: user.companyId,
        userId: user.id,
        codeHash: codeHash(user.id, code),
        expiresAt: new Date(Date.now() + VERIFICATION_CODE_TTL_SECONDS * 1000),
      },
    }),
  ]);
  await platform.mailer.send({
    to: user.email || user.username,
    subject: translate(meta.lang, 'field.code'),
    text: `${translate(meta.lang, 'field.code')}: ${code} (${user.username})`,
  });
}

export async function resetPassword(platform: Platform, meta: ClientMeta, raw: unknown): Promise<void> {
  const input = parseInput(resetPasswordInput, raw);
  const db = unscopedDb(platform.database.prisma, 'password recovery finds the user by name');
  const user = await db.user.findUnique({ where: { username: input.username } });
  const invalid = () => ValidationError.field('code', 'auth.codeInvalid');
  if (!user) throw invalid();
  const reset = await db.passwordReset.findFirst({
    where: { userId: user.id, usedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: 'desc' },
  });
  if (!reset || reset.attempts >= VERIFICATION_CODE_MAX_ATTEMPTS) throw invalid();
  const expected = Buffer.from(reset.codeHash, 'hex');
  const given = Buffer.from(codeHash(user.id, input.code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await db.passwordReset.update({ where: { id: reset.id }, data: { attempts: { increment: 1 } } });
    throw invalid();
  }
  const passwordHash = await hashPassword(input.password);
  await db.$transaction([
    db.user.update({ where: { id: user.id }, data: { passwordHash } }),
    db.passwordReset.update({ where: { id: reset.id }, data: { usedAt: new Date() } }),
    // A recovered password signs out every device that had the old one.
    db.session.updateMany({ where: { userId: user.id, revokedAt: null }, data: { revokedAt: new Date() } }),
  ]);
  announceSessionsRevoked(platform.events, user.id);
  await recordSignInEvent(platform, { ...who(user, meta), action: 'resetPassword', success: true });
}

/** The caller changes their own password; other sessions of theirs are signed out. */
export async function changePassword(ctx: RequestContext, raw: unknown): Promise<void> {
  const actor = requireActor(ctx);
  const input = parseInput(changePasswordInput, raw);
  const user = await ctx.db.user.findUniqueOrThrow({ where: { id: actor.userId } });
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) throw ValidationError.field('oldPassword', 'auth.wrongOldPassword');
  const passwordHash = await hashPassword(input.password);
  await ctx.db.$transaction([
    ctx.db.user.update({ where: { id: actor.userId }, data: { passwordHash } }),
    ctx.db.session.updateMany({ where: { userId: actor.userId, revokedAt: null, id: { not: actor.sessionId } }, data: { revokedAt: new Date() } }),
  ]);
  announceSessionsRevoked(ctx.platform.events, actor.userId);
}

export async function updateProfile(ctx: RequestContext, raw: unknown) {
  const actor = requireActor(ctx);
  const input = parseInput(updateProfileInput, raw);
  return ctx.db.user.update({ where: { id: actor.userId }, data: input });
}
