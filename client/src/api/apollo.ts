/**
 * Apollo Client 4 for `/graphql`: explicit HttpLink, the same auth and language headers
 * as the REST layer, and one refresh-and-replay on a 401 (shared with REST via
 * `refreshToken`, so concurrent REST and GraphQL calls refresh only once).
 *
 * Failures are shown the spec 01 §8 way unless the operation's context says `{ silent: true }`
 * (feature hooks that show their own feedback): FORBIDDEN → the noPermission confirm,
 * INTERNAL_SERVER_ERROR / HTTP 5xx → the server-error toast, no answer → the network (or
 * timeout, 300000 ms) toast plus a report to info/log. Expected business failures are typed
 * results and never come here.
 *
 * Operations live next to their feature as `*.graphql` files; `npm run codegen` (root
 * `codegen.ts`) turns each `x.graphql` into typed documents in `x.generated.ts` beside it
 * (schema input/enum types in `./generated/types.ts`), which the hooks (`useQuery`,
 * `useMutation` from `@apollo/client/react`) infer types from. Those documents are sent as hashes
 * (trusted documents: `documentHash`, server/src/graphql/persisted.ts), with the text only when the
 * server does not know the hash.
 */
import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, ServerError } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode } from 'graphql';
import { from, switchMap } from 'rxjs';
import introspection from './generated/possibleTypes';
import { getLang, langHeader } from '../i18n/lang';
import { messagesByLang } from '../i18n/messages';
import { reportNetworkError } from './errorLog';
import { openFeedbackDialog, toast } from './feedback';
import { needsRefreshFirst, refreshToken, REQUEST_TIMEOUT_MS, signOutLocally } from './rest';
import { getToken, isLoggedOut } from './session';

/** Operation context flags understood by the links. */
export interface OperationFeedbackContext {
  /** The caller shows failures itself. */
  silent?: boolean;
}

export const GRAPHQL_PATH = 'graphql';

function graphqlUrl(): string {
  return new URL(GRAPHQL_PATH, document.baseURI).toString();
}

function isUnauthenticated(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED');
  }
  return false;
}

class TimeoutError extends Error {
  constructor() {
    super('timeout');
    this.name = 'TimeoutError';
  }
}

/** fetch with the spec's 300000 ms request timeout. */
function fetchWithTimeout(timeoutMs: number): typeof fetch {
  return async (input, init) => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const outer = init?.signal;
    const onAbort = () => controller.abort();
    outer?.addEventListener('abort', onAbort);
    try {
      return await fetch(input, { ...init, signal: controller.signal });
    } catch (error) {
      if (timedOut) throw new TimeoutError();
      throw error;
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    }
  };
}

function msg(id: 'error.network' | 'error.timeout' | 'error.server' | 'noPermission.title'): string {
  return messagesByLang[getLang()][id];
}

/** Spec 01 §8 feedback for a failed operation (after any refresh-and-replay). */
export function showGraphQLFailure(error: unknown): void {
  if (CombinedGraphQLErrors.is(error)) {
    const forbidden = error.errors.find((e) => e.extensions?.['code'] === 'FORBIDDEN');
    if (forbidden) {
      openFeedbackDialog({ kind: 'noPermission', message: forbidden.message || msg('noPermission.title') });
      return;
    }
    const internal = error.errors.find((e) => e.extensions?.['code'] === 'INTERNAL_SERVER_ERROR');
    if (internal) toast('error', msg('error.server'));
    return;
  }
  if (ServerError.is(error)) {
    if (error.statusCode >= 500) toast('error', msg('error.server'));
    return;
  }
  if (error instanceof TimeoutError) {
    toast('error', msg('error.timeout'));
    return;
  }
  if (error instanceof Error && error.name === 'AbortError') return;
  if (error instanceof Error && !('statusCode' in error)) {
    // no answer at all
    reportNetworkError(GRAPHQL_PATH, error);
    toast('error', msg('error.network'));
  }
}

/**
 * The trusted-document hash codegen gives each typed document (`__meta__.hash`, codegen.ts); Apollo
 * keeps the property through its own transforms, so it is read from the document being sent.
 */
export function documentHash(document: DocumentNode): string | undefined {
  const hash = (document as DocumentNode & { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash : undefined;
}

export interface ApolloClientOptions {
  /**
   * Send codegen's documents as hashes (trusted documents, docs/api.md): the server runs its stored
   * text, and on `PersistedQueryNotFound` the link sends the text instead. Off in unit tests, whose
   * msw handlers read the operation from the text.
   */
  trustedDocuments?: boolean;
}

export function createApolloClient({ trustedDocuments = import.meta.env.MODE !== 'test' }: ApolloClientOptions = {}): ApolloClient {
  const authLink = new SetContextLink(async (prevContext) => {
    // the session marker expired: refresh before the call goes out
    if (needsRefreshFirst(GRAPHQL_PATH)) await refreshToken().catch(() => undefined);
    const token = getToken();
    return {
      headers: {
        ...(prevContext.headers as Record<string, string> | undefined),
        lang: langHeader(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    };
  });

  const refreshLink = new ErrorLink(({ error, operation, forward }) => {
    const context = operation.getContext() as { retriedAfterRefresh?: boolean } & OperationFeedbackContext;
    if (!isUnauthenticated(error) || !getToken()) {
      if (!context.silent && !isUnauthenticated(error) && !isLoggedOut()) showGraphQLFailure(error);
      return;
    }
    if (context.retriedAfterRefresh) {
      // the fresh token was refused too: the session is gone
      signOutLocally();
      return;
    }
    operation.setContext({ retriedAfterRefresh: true });
    // Headers are rebuilt by authLink (after this link) with the new token.
    return from(refreshToken()).pipe(switchMap(() => forward(operation)));
  });

  const httpLink = new HttpLink({ uri: graphqlUrl, fetch: fetchWithTimeout(REQUEST_TIMEOUT_MS) });
  // Only documents with a hash go by hash (a document built elsewhere is sent as text).
  const trustedLink = ApolloLink.split(
    (operation) => documentHash(operation.query) !== undefined,
    new PersistedQueryLink({ generateHash: (document) => documentHash(document)! }),
  );

  return new ApolloClient({
    link: ApolloLink.from([refreshLink, authLink, ...(trustedDocuments ? [trustedLink] : []), httpLink]),
    // possibleTypes: so `... on Error` matches the typed error results of mutations.
    cache: new InMemoryCache({ possibleTypes: introspection.possibleTypes }),
    dataMasking: true,
  });
}

let client: ApolloClient | null = null;

/** The app-wide client (created on first use). */
export function getApolloClient(): ApolloClient {
  client ??= createApolloClient();
  return client;
}

/** Drop cached data, e.g. after logout. */
export async function resetApolloClient(): Promise<void> {
  if (client) await client.clearStore();
}
