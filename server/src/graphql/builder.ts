// The Pothos schema builder: configuration only. Types and fields live in modules/<domain>/*.graphql.ts.
import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { translate, type PermissionName } from '@erp/schema';
import { GraphQLError } from 'graphql';
import type PrismaTypes from '../generated/pothos-types';
import { getDatamodel } from '../generated/pothos-types';
import { can, type RequestContext } from '../platform/context';
import { BusinessError, NotFoundError, PlanLimitError, ValidationError } from '../platform/errors';
import type { Prisma } from '../generated/prisma/client';
import './operate-log-plugin';
import './text-input-plugin';

export const builder = new SchemaBuilder<{
  PrismaTypes: PrismaTypes;
  Context: RequestContext;
  AuthScopes: { loggedIn: boolean; permission: PermissionName; mainAccount: boolean; operator: boolean };
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    Decimal: { Input: string; Output: Prisma.Decimal | string | number };
    JSON: { Input: unknown; Output: unknown };
  };
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [ErrorsPlugin, PrismaPlugin, RelayPlugin, ScopeAuthPlugin, DataloaderPlugin, 'operateLog', 'textInput'],
  prisma: {
    // Resolvers and Pothos' own relation loading go through the caller's company-scoped client.
    client: (ctx) => ctx.db,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
  },
  errors: {
    defaultTypes: [ValidationError, BusinessError, NotFoundError, PlanLimitError],
  },
  scopeAuth: {
    // A subscription's scopes are checked when it starts, so a caller without them is refused at
    // once instead of on each event (issue 17); a session revoked later ends it (live-sessions.ts).
    authorizeOnSubscribe: true,
    authScopes: (ctx) => ({
      loggedIn: !!ctx.actor,
      mainAccount: !!ctx.actor?.isMain,
      permission: (name: PermissionName) => can(ctx.actor, name),
      // The service operator (bulletins); an operator token never sets `actor`.
      operator: !!ctx.operator,
    }),
    unauthorizedError: (_parent, ctx, _info, result) => {
      if (!ctx.actor && !ctx.operator) {
        return new GraphQLError(translate(ctx.lang, 'auth.tokenMissing'), {
          extensions: { code: 'UNAUTHENTICATED', messageId: 'auth.tokenMissing', http: { status: 401 } },
        });
      }
      const failure = firstScopeFailure(result.failure);
      const permission = failure?.scope === 'permission' ? String(failure.parameter) : (failure?.scope ?? 'unknown');
      const messageId =
        failure?.scope === 'operator'
          ? 'permission.operatorOnly'
          : !ctx.actor
            ? 'permission.companyUsersOnly'
            : failure?.scope === 'mainAccount'
              ? 'permission.mainOnly'
              : 'permission.denied';
      return new GraphQLError(translate(ctx.lang, messageId, { permission }), {
        extensions: { code: 'FORBIDDEN', messageId, permission },
      });
    },
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

interface ScopeFailure {
  kind: string;
  scope?: string;
  parameter?: unknown;
  failures?: ScopeFailure[];
}
/** The failed scope behind a refusal (scope-auth nests them under any/all groups). */
function firstScopeFailure(failure: unknown): ScopeFailure | undefined {
  const f = failure as ScopeFailure | undefined;
  if (!f) return undefined;
  if (f.scope) return f;
  for (const inner of f.failures ?? []) {
    const found = firstScopeFailure(inner);
    if (found) return found;
  }
  return undefined;
}

/** The builder's schema types (for helpers that take Pothos refs and field builders). */
export type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
