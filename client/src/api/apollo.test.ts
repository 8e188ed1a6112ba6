import { describe, expect, it } from 'vitest';
import { api, graphql, homeAccount, http, HttpResponse, ok, server } from '../test/server';
import { createApolloClient } from './apollo';
import { HomeAccountDocument } from '../features/home/home.generated';
import { getToken, setToken } from './session';

describe('Apollo client', () => {
  it('refreshes the token once on UNAUTHENTICATED and replays the operation', async () => {
    setToken('old');
    const seen: (string | null)[] = [];
    let refreshes = 0;
    server.use(
      http.post(api('refresh'), () => {
        refreshes += 1;
        return ok({ access_token: 'new', expires_in: 3600 });
      }),
      graphql.query('HomeAccount', ({ request }) => {
        const auth = request.headers.get('authorization');
        seen.push(auth);
        if (auth !== 'Bearer new') {
          // what graphql-yoga answers for an expired token (server/src/graphql/yoga.ts)
          return HttpResponse.json(
            { errors: [{ message: '登录已过期', extensions: { code: 'UNAUTHENTICATED' } }] },
            { status: 401, headers: { 'content-type': 'application/graphql-response+json' } },
          );
        }
        return HttpResponse.json({ data: homeAccount() });
      }),
    );

    const client = createApolloClient();
    const result = await client.query({ query: HomeAccountDocument });

    expect(result.data?.me.username).toBe('demo');
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
    expect(refreshes).toBe(1);
    expect(getToken()).toBe('new');
  });
});
