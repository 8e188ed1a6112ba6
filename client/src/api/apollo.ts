/**
 * Apollo Client 4 for `/graphql`: explicit HttpLink, the same auth and language headers
 * as the REST layer, and one refresh-and-replay on a 401 (shared with REST via
 * `refreshToken`, so concurrent REST and GraphQL calls refresh only once).
 *
 * Operations live next to their feature as `*.graphql` files; `npm run codegen` (root
 * `codegen.ts`) turns them into typed documents in `./generated/graphql.ts`, which the
 * hooks (`useQuery`, `useMutation` from `@apollo/client/react`) infer types from.
 */
import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, ServerError } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { from, switchMap } from 'rxjs';
import { langHeader } from '../i18n/lang';
import { refreshToken } from './rest';
import { getToken } from './session';

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

export function createApolloClient(): ApolloClient {
  const authLink = new SetContextLink((prevContext) => {
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
    if (!isUnauthenticated(error) || !getToken()) return;
    const context = operation.getContext() as { retriedAfterRefresh?: boolean };
    if (context.retriedAfterRefresh) return;
    operation.setContext({ retriedAfterRefresh: true });
    // Headers are rebuilt by authLink (after this link) with the new token.
    return from(refreshToken()).pipe(switchMap(() => forward(operation)));
  });

  const httpLink = new HttpLink({ uri: graphqlUrl });

  return new ApolloClient({
    link: ApolloLink.from([refreshLink, authLink, httpLink]),
    cache: new InMemoryCache(),
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
