import type { RestRoute } from '../../rest/router';
import { reportClientError } from './client-log.service';

/** POST info/log (spec 01 §7): works signed in or not. */
export const clientLogRoutes: RestRoute[] = [
  { path: 'info/log', auth: 'optional', handler: (ctx, body) => reportClientError(ctx.platform, ctx, ctx.actor, body) },
];
