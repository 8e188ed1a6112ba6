// GraphQL over HTTP (yoga) and over WebSocket (graphql-ws on the same path). Both build the same
// request context, so authentication and tenancy hold for subscriptions too.
import { parseLang, translate } from '@erp/schema';
import { GraphQLError, type DocumentNode, type ExecutionResult, type GraphQLSchema, type execute, type subscribe } from 'graphql';
import { createYoga, type AsyncIterableIteratorOrValue, type Plugin, type PromiseOrValue } from 'graphql-yoga';
import type { IncomingMessage } from 'node:http';
import type { Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { authenticate, bearerToken, createContext, type Platform, type RequestContext } from '../platform/context';
import { clientAddress } from '../platform/client-address';
import { AppError, ValidationError } from '../platform/errors';
import { authenticateOperator, isOperatorToken } from '../modules/operator/operator.service';
import { authenticateApiClient } from '../modules/api-clients/api-clients.auth';
import { isApiClientCredential } from '../modules/api-clients/api-clients.credentials';
import { apiClientBudget } from '../modules/api-clients/api-clients.meter';
import { schema } from './schema';
import { LiveSessions, SESSION_REVOKED_CLOSE, useLiveSessions } from './live-sessions';
import { useSharedEventResults } from './shared-events';
import { hasSuggestion, localizeErrors, useQueryCost, useQueryShapeLimits } from './limits';
import { useExplorer, useSignedInIntrospection } from './explorer';
import { loadTrustedDocuments, useTrustedDocuments } from './persisted';

/** What execute and subscribe produce: one result, or a stream of them. */
type Outcome = AsyncIterableIteratorOrValue<ExecutionResult>;

/**
 * envelop's per-request functions in graphql-js's own types: envelop declares them over `any` to
 * serve every graphql version; this server runs graphql 16.
 */
interface Enveloped {
  schema: GraphQLSchema;
  execute: typeof execute;
  subscribe: typeof subscribe;
  parse: (source: string) => DocumentNode;
  validate: (schema: GraphQLSchema, document: DocumentNode) => readonly GraphQLError[];
  contextFactory: () => PromiseOrValue<RequestContext>;
}
/** A WebSocket operation's root value: the enveloped execute and subscribe graphql-ws calls. */
type EnvelopedRoot = Pick<Enveloped, 'execute' | 'subscribe'>;

interface InitialContext {
  request?: Request;
  req?: IncomingMessage & { ip?: string };
  connectionParams?: Record<string, unknown>;
}

async function buildContext(platform: Platform, initial: InitialContext): Promise<RequestContext> {
  const header = (name: string): string | undefined => initial.request?.headers.get(name) ?? (initial.req?.headers?.[name] as string | undefined) ?? undefined;
  const params = initial.connectionParams ?? {};
  const token =
    bearerToken(header('authorization') ?? (params.authorization as string) ?? (params.Authorization as string)) ??
    (typeof params.token === 'string' ? params.token : undefined);
  const lang = parseLang(header('lang') ?? (params.lang as string | undefined));
  const base = {
    lang,
    ip: initial.req?.ip ?? initial.req?.socket?.remoteAddress ?? '',
    userAgent: header('user-agent') ?? '',
    token,
  };
  if (!token) return createContext(platform, base);
  try {
    // Operator tokens (bulletins) set `operator` and never `actor`: they reach no company's data.
    if (isOperatorToken(token)) return createContext(platform, { ...base, operator: await authenticateOperator(platform, token) });
    // A third-party tool's API key or client-credentials token (issue 17): an actor of the client's company.
    if (isApiClientCredential(token)) return createContext(platform, { ...base, actor: await authenticateApiClient(platform, token) });
    return createContext(platform, { ...base, actor: await authenticate(platform, token) });
  } catch (err) {
    if (err instanceof AppError) {
      throw new GraphQLError(translate(lang, err.messageId), {
        extensions: { code: 'UNAUTHENTICATED', messageId: err.messageId, http: { status: err.status } },
      });
    }
    throw err;
  }
}

/** Expected failures thrown outside typed results (permission, rate limits) keep their message, translated. */
function useAppErrors(): Plugin<RequestContext> {
  const convert = (error: GraphQLError, ctx: RequestContext) => {
    const orig = error.originalError;
    if (!(orig instanceof AppError)) return error;
    // Bad input (e.g. an unknown filter value) is not a permission problem, although REST answers it with 403.
    if (orig instanceof ValidationError) {
      const fieldErrors = orig.issues.map((i) => ({ field: i.field, messageId: i.messageId, message: translate(ctx.lang, i.messageId, i.params) }));
      return new GraphQLError(fieldErrors[0]?.message ?? translate(ctx.lang, orig.messageId), {
        path: error.path,
        nodes: error.nodes,
        extensions: { code: 'BAD_USER_INPUT', messageId: orig.messageId, status: orig.status, fieldErrors },
      });
    }
    return new GraphQLError(translate(ctx.lang, orig.messageId, orig.params), {
      path: error.path,
      nodes: error.nodes,
      extensions: {
        code: orig.status === 403 ? 'FORBIDDEN' : orig.status === 401 ? 'UNAUTHENTICATED' : 'BAD_REQUEST',
        messageId: orig.messageId,
        status: orig.status,
        // A service-level permission refusal names the permission like a scope-auth refusal does.
        ...(typeof orig.params.permission === 'string' ? { permission: orig.params.permission } : {}),
      },
    });
  };
  const fix = (contextValue: unknown) => (payload: { result: Outcome; setResult: (r: Outcome) => void }) => {
    const { result } = payload;
    if (!result || !('errors' in result) || !result.errors?.length) return;
    payload.setResult({ ...result, errors: result.errors.map((e) => convert(e, contextValue as RequestContext)) });
  };
  return {
    onExecute: ({ args }) => ({ onExecuteDone: fix(args.contextValue) }),
    // A refusal raised while starting a subscription arrives as the subscribe result.
    onSubscribe: ({ args }) => ({ onSubscribeResult: fix(args.contextValue) }),
  };
}

/** Whether the request carries a valid sign-in (an account's or an operator's). */
async function signedIn(platform: Platform, authorization: string | null | undefined): Promise<boolean> {
  const token = bearerToken(authorization ?? undefined);
  if (!token) return false;
  try {
    await (isOperatorToken(token)
      ? authenticateOperator(platform, token)
      : isApiClientCredential(token)
        ? authenticateApiClient(platform, token)
        : authenticate(platform, token));
    return true;
  } catch {
    return false;
  }
}

/**
 * Limit errors in the caller's language, and no "Did you mean …" for anonymous callers (issue 9).
 * Runs on the answer, after yoga's shared parse and validation caches (see limits.ts).
 */
function useCallerFacingErrors(platform: Platform): Plugin<RequestContext> {
  return {
    onExecutionResult: async (payload) => {
      const { result, request } = payload;
      if (!result || Array.isArray(result) || Symbol.asyncIterator in result || !result.errors?.length) return;
      const errors = result.errors as GraphQLError[];
      const lang = parseLang(request.headers.get('lang'));
      const known = hasSuggestion(errors) ? await signedIn(platform, request.headers.get('authorization')) : true;
      payload.setResult({ ...result, errors: localizeErrors(errors, lang, known) });
    },
  };
}

export function createGraphQL(platform: Platform) {
  // Sockets and streams of each session, ended when the session is revoked (live-sessions.ts).
  const live = new LiveSessions(platform);
  live.listen();
  const yoga = createYoga<InitialContext, RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    context: (initial) => buildContext(platform, initial),
    // trusted documents (hash → text) first; the explorer page and introspection need a sign-in (explorer.ts)
    plugins: [
      useTrustedDocuments(loadTrustedDocuments()),
      useExplorer(platform),
      useSignedInIntrospection(),
      useQueryShapeLimits(),
      useQueryCost(apiClientBudget()),
      useAppErrors(),
      useCallerFacingErrors(platform),
      useLiveSessions(live),
      // each live event executed once per subscriber shape, shared by its subscriptions (shared-events.ts)
      useSharedEventResults(),
    ],
    maskedErrors: {
      maskError: (error, message) => {
        // Errors raised on purpose (sign-in refused while building the context) pass unmasked.
        const original = (error as GraphQLError).originalError;
        if (error instanceof GraphQLError && error.extensions?.code && !original) return error;
        // GraphQL's own refusals of a request (a variable of the wrong type, an unknown field) carry
        // no original error: they describe the caller's input and are safe to show.
        if (error instanceof GraphQLError && (!original || (original instanceof GraphQLError && !original.extensions?.code && !error.path))) {
          return new GraphQLError(error.message, { nodes: error.nodes, path: error.path, extensions: { ...error.extensions, code: 'BAD_USER_INPUT' } });
        }
        if (original instanceof GraphQLError && original.extensions?.code) return original;
        platform.logger.error({ err: (error as GraphQLError).originalError ?? error }, 'graphql error');
        if (process.env.DEBUG_GQL) console.error(error);
        return new GraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
      },
    },
    logging: false,
    graphiql: false, // served by useExplorer, to signed-in browsers only
  });

  /** Sessions whose revocation closes the socket (each signed-in session once per socket). */
  const tracked = new WeakMap<WebSocket, Set<string>>();
  function trackSocket(socket: WebSocket, ctx: RequestContext) {
    if (!ctx.actor) return;
    let sessions = tracked.get(socket);
    if (!sessions) tracked.set(socket, (sessions = new Set()));
    if (sessions.has(ctx.actor.sessionId)) return;
    sessions.add(ctx.actor.sessionId);
    const forget = live.add(ctx.actor, () => socket.close(SESSION_REVOKED_CLOSE.code, SESSION_REVOKED_CLOSE.reason), ctx.token);
    socket.once('close', forget);
  }

  function attachWebSocket(server: Server) {
    const wss = new WebSocketServer({ server, path: '/graphql' });
    const disposable = useServer(
      {
        execute: (args) => (args.rootValue as EnvelopedRoot).execute(args),
        subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args),
        onSubscribe: async (ctx, _id, payload) => {
          // The socket's client address by TRUST_PROXY, like Fastify's req.ip for HTTP requests:
          // behind a trusted proxy the forwarded address, from anyone else the peer (read once per socket).
          const req = ctx.extra.request as IncomingMessage & { ip?: string };
          req.ip ??= clientAddress(req, platform.config.trustProxy);
          const enveloped: Enveloped = yoga.getEnveloped({
            ...ctx,
            req,
            socket: ctx.extra.socket,
            params: payload,
            connectionParams: ctx.connectionParams,
          } as never);
          const { schema: s, contextFactory, parse, validate } = enveloped;
          let contextValue: RequestContext;
          try {
            contextValue = await contextFactory();
          } catch (err) {
            return [err as GraphQLError];
          }
          trackSocket(ctx.extra.socket, contextValue);
          // The same limits as over HTTP (limits.ts): tokens at parse, depth and aliases at validation,
          // page size and cost when the operation starts (envelop's execute/subscribe hooks).
          const finish = (errors: readonly GraphQLError[]) => localizeErrors(errors, contextValue.lang, !!(contextValue.actor || contextValue.operator));
          let document;
          try {
            document = parse(payload.query);
          } catch (err) {
            if (err instanceof GraphQLError) return finish([err]);
            throw err;
          }
          const args = {
            schema: s,
            operationName: payload.operationName,
            document,
            variableValues: payload.variables,
            contextValue,
            rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe } satisfies EnvelopedRoot,
          };
          const errors = validate(args.schema, args.document);
          if (errors.length) return finish(errors);
          return args;
        },
      },
      wss,
    );
    return async () => {
      await live.close();
      await disposable.dispose();
      wss.close();
    };
  }

  return { yoga, attachWebSocket };
}
