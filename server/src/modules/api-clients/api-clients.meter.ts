// Charging API clients for their calls (issue 17): the GraphQL budget that limits.ts' useQueryCost
// asks before an operation runs, and the fixed-cost meter of REST calls. Both refuse operations a
// client may never call (SESSION_ONLY_*), take the cost from the client's bucket or refuse with
// THROTTLED, and write one usage row per call.
import { API_CLIENT_REST_COST, translate } from '@erp/schema';
import type { FastifyRequest } from 'fastify';
import { GraphQLError, Kind, getOperationAST, type DocumentNode, type SelectionSetNode } from 'graphql';
import type { CostBudget, CostCharge } from '../../graphql/limits';
import type { Actor, RequestContext } from '../../platform/context';
import { AppError, PermissionError } from '../../platform/errors';
import { recordOperation } from '../operate-log/operate-log.service';
import type { ThrottleStatus } from '../../platform/api-budget';
import { SESSION_ONLY_OPERATIONS, SESSION_ONLY_REST_PATHS } from './api-clients.auth';

type Client = NonNullable<Actor['apiClient']>;

/** Seconds until the bucket holds `cost` points again. */
const waitSeconds = (cost: number, status: ThrottleStatus) => Math.max(1, Math.ceil((cost - status.currentlyAvailable) / Math.max(1, status.restoreRate)));

const throttleParams = (cost: number, status: ThrottleStatus) => ({
  cost,
  available: status.currentlyAvailable,
  max: status.maximumAvailable,
  rate: status.restoreRate,
});

/** The operation's name and the root fields it selects (through root-level fragments too). */
export function operationOf(document: DocumentNode, operationName?: string | null): { name: string; fields: string[]; kind: string } {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation) return { name: '', fields: [], kind: '' };
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const out = new Set<string>();
  const walk = (set: SelectionSetNode, depth: number) => {
    if (depth > 10) return;
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        if (!s.name.value.startsWith('__')) out.add(s.name.value);
      } else if (s.kind === Kind.INLINE_FRAGMENT) walk(s.selectionSet, depth + 1);
      else {
        const f = fragments.get(s.name.value);
        if (f) walk(f.selectionSet, depth + 1);
      }
    }
  };
  walk(operation.selectionSet, 0);
  return { name: operation.name?.value ?? '', fields: [...out], kind: operation.operation };
}

function recordUsage(ctx: RequestContext, client: Client, entry: { operation: string; cost: number; throttled: boolean; success: boolean; started: number }) {
  ctx.platform.apiClients.usage.record({
    companyId: ctx.actor!.companyId,
    apiClientId: client.id,
    operation: entry.operation,
    cost: entry.cost,
    throttled: entry.throttled,
    success: entry.success,
    durationMs: Date.now() - entry.started,
    ip: ctx.ip,
    at: new Date(entry.started),
  });
}

/** The budget of API-client callers; other callers have none (undefined). */
export function apiClientBudget(): CostBudget {
  return {
    async charge(contextValue, request): Promise<CostCharge | undefined> {
      const ctx = contextValue as RequestContext;
      const client = ctx.actor?.apiClient;
      if (!client) return undefined;
      const started = Date.now();
      const { name, fields, kind } = operationOf(request.document, request.operationName);
      const operation = name || fields.join(',') || 'anonymous';
      const module = kind === 'query' ? 'query' : '';
      const requested = request.cost;
      const refuse = (error: GraphQLError, status?: ThrottleStatus): CostCharge => {
        recordUsage(ctx, client, { operation, cost: 0, throttled: error.extensions.code === 'THROTTLED', success: false, started });
        return { refused: error, extension: () => ({ requestedQueryCost: requested, ...(status ? { throttleStatus: status } : {}) }), settle: async () => {} };
      };

      const blocked = fields.find((f) => SESSION_ONLY_OPERATIONS.has(f));
      if (blocked) {
        await recordOperation(ctx, { action: blocked, module, success: false, errorCode: 'apiClient.sessionOnly' });
        return refuse(
          new GraphQLError(translate(ctx.lang, 'apiClient.sessionOnly', { operation: blocked }), {
            extensions: { code: 'FORBIDDEN', messageId: 'apiClient.sessionOnly', operation: blocked },
          }),
        );
      }
      const buckets = ctx.platform.apiClients.buckets;
      if (requested > client.bucketSize) {
        const status = await buckets.refund(client.id, 0, client);
        return refuse(
          new GraphQLError(translate(ctx.lang, 'apiClient.costOverBudget', { cost: requested, max: client.bucketSize }), {
            extensions: { code: 'MAX_COST_EXCEEDED', messageId: 'apiClient.costOverBudget', cost: requested, max: client.bucketSize },
          }),
          status,
        );
      }
      const taken = await buckets.take(client.id, requested, client);
      if (!taken.ok) {
        return refuse(
          new GraphQLError(translate(ctx.lang, 'apiClient.throttled', throttleParams(requested, taken.status)), {
            extensions: {
              code: 'THROTTLED',
              messageId: 'apiClient.throttled',
              http: { status: 429, headers: { 'retry-after': String(waitSeconds(requested, taken.status)) } },
            },
          }),
          taken.status,
        );
      }
      let status = taken.status;
      return {
        extension: (actual) => ({ requestedQueryCost: requested, ...(actual === undefined ? {} : { actualQueryCost: actual }), throttleStatus: status }),
        async settle({ actual, success, errors }) {
          // Shopify's rule: the request is charged what it asked for, then refunded what it did not use.
          if (actual < requested) status = await buckets.refund(client.id, requested - actual, client);
          recordUsage(ctx, client, { operation, cost: Math.min(actual, requested), throttled: false, success, started });
          // Fields refused for a missing scope never reach the operate-log plugin's resolver wrapper.
          for (const e of errors ?? []) {
            if (e.extensions?.code !== 'FORBIDDEN' || e.path?.length !== 1) continue;
            await recordOperation(ctx, {
              action: String(e.path[0]),
              module,
              success: false,
              errorCode: typeof e.extensions.messageId === 'string' ? e.extensions.messageId : 'permission.denied',
            });
          }
        },
      };
    },
  };
}

/** A refused REST call of an API client that ran out of budget: 429 with Retry-After. */
class ThrottledError extends AppError {
  constructor(cost: number, status: ThrottleStatus) {
    super('apiClient.throttled', throttleParams(cost, status), {
      status: 429,
      code: 429,
      type: 'tips',
      headers: { 'retry-after': String(waitSeconds(cost, status)) },
    });
  }
}

const restCalls = new WeakMap<FastifyRequest, { ctx: RequestContext; client: Client; operation: string; cost: number; started: number }>();

/**
 * Charges a REST call of an API client (API_CLIENT_REST_COST) before its handler runs; the usage
 * row is written when the answer is sent (recordRestUsage). Throws when refused.
 */
export async function meterRestCall(ctx: RequestContext, req: FastifyRequest): Promise<void> {
  const client = ctx.actor?.apiClient;
  if (!client) return;
  const started = Date.now();
  const url = req.routeOptions.url ?? req.url;
  const path = url.replace(/^\/api\/v1\//, '');
  const operation = `${req.method} ${url}`;
  const refused = (throttled: boolean) => recordUsage(ctx, client, { operation, cost: 0, throttled, success: false, started });
  if (SESSION_ONLY_REST_PATHS.has(path)) {
    refused(false);
    throw new PermissionError('apiClient.sessionOnly', { operation });
  }
  const taken = await ctx.platform.apiClients.buckets.take(client.id, API_CLIENT_REST_COST, client);
  if (!taken.ok) {
    refused(true);
    throw new ThrottledError(API_CLIENT_REST_COST, taken.status);
  }
  restCalls.set(req, { ctx, client, operation, cost: API_CLIENT_REST_COST, started });
}

/** Writes the usage row of a charged REST call once its answer is sent. */
export function recordRestUsage(req: FastifyRequest, statusCode: number): void {
  const call = restCalls.get(req);
  if (!call) return;
  restCalls.delete(req);
  recordUsage(call.ctx, call.client, { operation: call.operation, cost: call.cost, throttled: false, success: statusCode < 400, started: call.started });
}
