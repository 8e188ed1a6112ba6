// POST /oauth/token: OAuth 2.0 client credentials (RFC 6749 §4.4) for API clients, answered the way
// RFC 6749 §5 says (not the REST envelope): a bearer access token, or `{ error, error_description }`
// with 400 / 401. The client authenticates with client_id + client_secret in the body (form or
// JSON) or with HTTP Basic; `scope` (space-separated permission names) may narrow the token.
// Also writes the usage row of every REST call an API client makes, when its answer is sent.
import { API_CLIENT_TOKEN_TTL_SECONDS, translate } from '@erp/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Platform } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import { requestLang } from '../../rest/router';
import { effectiveGrant, loadClient } from './api-clients.auth';
import { secretMatches, secretStamp, signAccessToken } from './api-clients.credentials';
import { recordRestUsage } from './api-clients.meter';

type OAuthError = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'invalid_scope' | 'unsupported_grant_type';

/** client_id / client_secret from HTTP Basic (RFC 6749 §2.3.1: form-encoded, then base64). */
function basicCredentials(header: string | undefined): { id: string; secret: string } | undefined {
  const m = /^Basic\s+(.+)$/i.exec(header?.trim() ?? '');
  if (!m) return undefined;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const form = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
  try {
    return { id: form(decoded.slice(0, colon)), secret: form(decoded.slice(colon + 1)) };
  } catch {
    return undefined;
  }
}

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

export async function issueToken(platform: Platform, req: FastifyRequest, reply: FastifyReply) {
  const lang = requestLang(req);
  const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
  const basic = basicCredentials(req.headers.authorization);
  void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
  const fail = (error: OAuthError, messageId: string, params: Record<string, unknown> = {}) => {
    const status = error === 'invalid_client' ? 401 : 400;
    if (status === 401 && basic) void reply.header('www-authenticate', 'Basic realm="oauth"');
    return reply.status(status).send({ error, error_description: translate(lang, messageId, params) });
  };

  const grantType = text(body.grant_type);
  if (!grantType) return fail('invalid_request', 'apiClient.oauth.unsupportedGrant');
  if (grantType !== 'client_credentials') return fail('unsupported_grant_type', 'apiClient.oauth.unsupportedGrant');
  const clientId = basic?.id ?? text(body.client_id);
  const secret = basic?.secret ?? text(body.client_secret);
  if (!clientId || !secret) return fail('invalid_request', 'apiClient.oauth.invalidRequest');

  const row = await loadClient(platform, { clientId });
  if (!row || !secretMatches(secret, row.secretHash)) return fail('invalid_client', 'apiClient.oauth.invalidClient');
  if (row.revoked) return fail('invalid_client', 'apiClient.oauth.revoked');
  const grant = effectiveGrant(row);
  if (!grant) return fail('invalid_grant', 'apiClient.oauth.ownerChanged');

  const asked = text(body.scope)?.split(/\s+/).filter(Boolean);
  const missing = asked?.find((s) => !grant.permissions.includes(s));
  if (missing) return fail('invalid_scope', 'apiClient.oauth.invalidScope', { scope: missing });
  const scopes = asked?.length ? [...new Set(asked)] : grant.permissions;

  const accessToken = await signAccessToken(platform, { clientRowId: row.id, companyId: row.companyId, scopes, stamp: secretStamp(row.secretHash) });
  await unscopedDb(platform.database.prisma, 'the client credentials name the company').operateLog.create({
    data: {
      companyId: row.companyId,
      userId: row.ownerId,
      username: row.name,
      apiClientId: row.id,
      action: 'POST oauth/token',
      module: 'apiClients',
      detail: { scope: scopes.join(' ') },
      success: true,
      ip: req.ip,
    },
  });
  return reply.send({ access_token: accessToken, token_type: 'Bearer', expires_in: API_CLIENT_TOKEN_TTL_SECONDS, scope: scopes.join(' ') });
}

export function registerApiClientRoutes(http: FastifyInstance, platform: Platform) {
  http.post('/oauth/token', (req, reply) => issueToken(platform, req, reply));
  http.addHook('onResponse', async (req, reply) => recordRestUsage(req, reply.statusCode));
}
