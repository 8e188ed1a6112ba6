// A Pothos plugin that records every mutation in the operate log (who, what, when, with which
// arguments, and whether it succeeded), so no mutation can forget to. Queries are recorded too when
// a third-party tool's API client asks them (issue 17: every API client call is in the log).
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import type { RequestContext } from '../platform/context';
import { recordOperation } from '../modules/operate-log/operate-log.service';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Pothos plugins extend its global namespace
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      operateLog: OperateLogPlugin<Types>;
    }
  }
}

export class OperateLogPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    const isQuery = fieldConfig.parentType === 'Query';
    if (fieldConfig.parentType !== 'Mutation' && !isQuery) return resolver;
    const action = fieldConfig.name;
    const operateModule = fieldConfig.extensions?.operateModule;
    const module = typeof operateModule === 'string' ? operateModule : isQuery ? 'query' : '';
    const logged: GraphQLFieldResolver<unknown, Types['Context'], object> = async (parent, args, context, info) => {
      const ctx = context as unknown as RequestContext;
      try {
        const result = await resolver(parent, args, context, info);
        // Sign-in mutations create the actor themselves and log inside their service.
        if (ctx.actor) await recordOperation(ctx, { action, module, detail: args, success: true });
        return result;
      } catch (err) {
        if (ctx.actor) {
          const code = (err as { messageId?: string }).messageId ?? 'unexpected';
          await recordOperation(ctx, { action, module, detail: args, success: false, errorCode: code });
        }
        throw err;
      }
    };
    if (!isQuery) return logged;
    return (parent, args, context, info) =>
      (context as unknown as RequestContext).actor?.apiClient ? logged(parent, args, context, info) : resolver(parent, args, context, info);
  }
}

SchemaBuilder.registerPlugin('operateLog', OperateLogPlugin);
