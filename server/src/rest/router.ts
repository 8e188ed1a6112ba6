// REST api/v1: thin handlers over the same services GraphQL uses. Each route says whether it needs
// a signed-in caller; the handler receives the request context.
import { parseLang, REQUEST_BODY_LIMIT_BYTES, translate, type Lang } from '@erp/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, bearerToken, createContext, type Platform, type RequestContext } from '../platform/context';
import { AppError, ValidationError } from '../platform/errors';
import { unstorableField } from '../platform/text-match';
import { recordOperation } from '../modules/operate-log/operate-log.service';
import { authenticateApiClient } from '../modules/api-clients/api-clients.auth';
import { isApiClientCredential } from '../modules/api-clients/api-clients.credentials';
import { meterRestCall } from '../modules/api-clients/api-clients.meter';
import { ok, sendAppError } from './envelope';

export interface RestRoute {
  path: string;
  auth: 'required' | 'optional' | 'none';
  /** Written to the operate log as "POST <path>" when a signed-in caller succeeds or fails. */
  logged?: boolean;
  /** A larger body than REQUEST_BODY_LIMIT_BYTES for this route only (base64 images). */
  bodyLimit?: number;
  handler: (ctx: RequestContext, body: Record<string, unknown>, req: FastifyRequest) => Promise<unknown>;
}

export function requestLang(req: FastifyRequest): Lang {
  const header = req.headers.lang;
  return parseLang(Array.isArray(header) ? header[0] : header);
}

export async function contextFor(platform: Platform, req: FastifyRequest, auth: RestRoute['auth']): Promise<RequestContext> {
  const token = bearerToken(req.headers.authorization);
  const base = { lang: requestLang(req), ip: req.ip, userAgent: String(req.headers['user-agent'] ?? ''), token };
  if (auth === 'none') return createContext(platform, base);
  if (auth === 'optional' && !token) return createContext(platform, base);
  let ctx: RequestContext;
  try {
    // An API client's key or access token (issue 17), else a session token.
    const actor = token && isApiClientCredential(token) ? await authenticateApiClient(platform, token) : await authenticate(platform, token);
    ctx = createContext(platform, { ...base, actor });
  } catch (err) {
    if (auth === 'optional') return createContext(platform, base);
    throw err;
  }
  // An API client's call is charged from its budget first (refused when it runs short).
  await meterRestCall(ctx, req);
  return ctx;
}

export function registerRoutes(app: FastifyInstance, platform: Platform, prefix: string, routes: RestRoute[]) {
  for (const route of routes) {
    app.post(`${prefix}${route.path}`, route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}, async (req: FastifyRequest, reply: FastifyReply) => {
      const lang = requestLang(req);
      let ctx: RequestContext | undefined;
      try {
        ctx = await contextFor(platform, req, route.auth);
        const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
        const unstorable = unstorableField(body, 'body');
        if (unstorable) throw ValidationError.field(unstorable, 'validation.invalidCharacters');
        const data = await route.handler(ctx, body, req);
        // Every call of an API client is in the operate log (issue 17), not only the logged routes.
        if (route.logged || ctx.actor?.apiClient) await recordOperation(ctx, { action: `POST ${route.path}`, module: 'rest', detail: body, success: true });
        return ok(data ?? null);
      } catch (err) {
        if ((route.logged || ctx?.actor?.apiClient) && ctx?.actor && err instanceof AppError) {
          await recordOperation(ctx, { action: `POST ${route.path}`, module: 'rest', success: false, errorCode: err.messageId });
        }
        if (err instanceof AppError) return sendAppError(reply, err, lang);
        throw err;
      }
    });
  }
}

/** The body limit as people read it ("2 MB"), from the same constant Fastify enforces. */
const BODY_LIMIT_LABEL = `${Math.round((REQUEST_BODY_LIMIT_BYTES / 1024 / 1024) * 10) / 10} MB`;

/** Last-resort handler: framework errors (body too large, bad JSON) and unexpected failures. */
export function restErrorHandler(platform: Platform) {
  return (err: Error & { statusCode?: number; code?: string }, req: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLang(req);
    if (err instanceof AppError) return sendAppError(reply, err, lang);
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ code: 413, message: translate(lang, 'common.bodyTooLarge', { limit: BODY_LIMIT_LABEL }), type: 'tips', data: null });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ code: 415, message: translate(lang, 'common.unsupportedMediaType'), type: 'tips', data: null });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ code: err.statusCode, message: translate(lang, 'common.badRequest'), type: 'tips', data: null });
    }
    platform.logger.error({ err, url: req.url }, 'unexpected error');
    return reply.status(500).send({ code: 500, message: translate(lang, 'common.serverError'), type: 'alert', data: null });
  };
}
