// spec 01 §7: api/v1/login, refresh, logout, user/routes; plus register and forgot-password.
import type { RestRoute } from '../../rest/router';
import { userRoutes } from '../menu/menu.service';
import * as auth from './auth.service';

const meta = (ctx: { ip: string; userAgent: string; lang: 'zh' | 'en' }) => ({ ip: ctx.ip, userAgent: ctx.userAgent, lang: ctx.lang });

export const authRoutes: RestRoute[] = [
  { path: 'login', auth: 'none', handler: (ctx, body) => auth.login(ctx.platform, meta(ctx), body) },
  { path: 'refresh', auth: 'none', handler: (ctx) => auth.refresh(ctx.platform, ctx.token) },
  { path: 'logout', auth: 'required', logged: true, handler: async (ctx) => (await auth.logout(ctx), null) },
  { path: 'user/routes', auth: 'required', handler: (ctx) => userRoutes(ctx) },
  { path: 'register', auth: 'none', handler: (ctx, body) => auth.register(ctx.platform, meta(ctx), body) },
  {
    path: 'forgotPassword/sendCode',
    auth: 'none',
    handler: async (ctx, body) => (await auth.sendResetCode(ctx.platform, meta(ctx), body), { sent: true }),
  },
  {
    path: 'forgotPassword/reset',
    auth: 'none',
    handler: async (ctx, body) => (await auth.resetPassword(ctx.platform, meta(ctx), body), { reset: true }),
  },
];
