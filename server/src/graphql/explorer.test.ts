// The GraphQL explorer at /graphql (explorer.ts): GraphiQL for a browser signed in to the back
// office, a sign-in page for anyone else; introspection for signed-in callers only.
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { cookieValue, readsSchema } from './explorer';

let app: TestApp;
let main: Awaited<ReturnType<TestApp['company']>>;

beforeAll(async () => {
  app = await startTestApp();
  main = await app.company('Explorer Co');
});
afterAll(() => app?.close());

const page = (headers: Record<string, string>) =>
  app.http.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html,application/xhtml+xml', ...headers } });

describe('GraphQL explorer page', () => {
  it('serves GraphiQL to a browser carrying the web client session cookie, without the token in the page', async () => {
    const res = await page({ cookie: `lang=x; info=${encodeURIComponent(main.token)}; info_alive=1` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('YogaGraphiQL.renderYogaGraphiQL');
    // the page's requests get the cookie's token and the language at request time
    expect(res.body).toContain("h.set('authorization','Bearer '+t)");
    expect(res.body.indexOf('window.fetch=')).toBeLessThan(res.body.indexOf('YogaGraphiQL'));
    expect(res.body).not.toContain(main.token);
    expect(res.body).toContain('GraphQL 调试器');
    expect((await page({ cookie: `info=${main.token}`, 'accept-language': 'en-GB,en;q=0.9' })).body).toContain('GraphQL explorer');
  });

  it('answers anyone else with a short sign-in page in zh and en, not the explorer', async () => {
    for (const cookie of [undefined, 'info=not-a-token', `info_alive=1`]) {
      const res = await page(cookie ? { cookie } : {});
      expect(res.statusCode, cookie).toBe(401);
      expect(res.body).not.toContain('YogaGraphiQL');
      expect(res.body).toContain('请先登录再使用 GraphQL 调试器');
      expect(res.body).toContain('Sign in to use the GraphQL explorer');
      expect(res.body).toContain('href="./#/login');
    }
    // a logged-out session's cookie no longer opens it
    const token = await app.login(main.username);
    expect((await page({ cookie: `info=${token}` })).statusCode).toBe(200);
    await app.rest('logout', {}, { token });
    expect((await page({ cookie: `info=${token}` })).statusCode).toBe(401);
  });

  it('leaves API calls alone: GET queries, POST, and a cookie never authorizes a query', async () => {
    const get = await app.http.inject({ method: 'GET', url: '/graphql?query=%7B__typename%7D', headers: { accept: 'application/json' } });
    expect(JSON.parse(get.body)).toMatchObject({ data: { __typename: 'Query' } });
    const byCookie = await app.http.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie: `info=${main.token}` },
      payload: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(JSON.parse(byCookie.body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('reads the info cookie like the web client writes it', () => {
    expect(cookieValue('a=1; info=abc%2Bdef; b=2', 'info')).toBe('abc+def');
    expect(cookieValue('info_alive=1', 'info')).toBeUndefined();
    expect(cookieValue(undefined, 'info')).toBeUndefined();
  });
});

describe('introspection', () => {
  const INTROSPECT = '{ __schema { queryType { name } } }';

  it('answers signed-in callers, with the schema docs', async () => {
    const r = await app.gql('{ __type(name: "NodeEntity") { description possibleTypes { name } } }', {}, { token: main.token });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.__type.description).toMatch(/node\(id:\)/);
    expect((await app.gql(INTROSPECT, {}, { token: main.token })).body.data.__schema.queryType.name).toBe('Query');
  });

  it('refuses anonymous callers, fragments included; __typename stays open', async () => {
    for (const query of [INTROSPECT, '{ __type(name: "Order") { name } }', 'query { ...F } fragment F on Query { __schema { types { name } } }']) {
      const r = await app.gql(query, {}, { lang: 'en' });
      expect(r.body.data, query).toBeUndefined();
      expect(r.body.errors[0].extensions, query).toMatchObject({ code: 'UNAUTHENTICATED', messageId: 'auth.tokenMissing' });
    }
    expect((await app.gql('{ __typename }', {})).body).toMatchObject({ data: { __typename: 'Query' } });
  });

  it('finds schema reads at the root only', () => {
    expect(readsSchema(parse('{ __schema { types { name } } }'))).toBe(true);
    expect(readsSchema(parse('{ ... on Query { __type(name: "X") { name } } }'))).toBe(true);
    expect(readsSchema(parse('{ me { __typename } }'))).toBe(false);
    expect(readsSchema(parse('query A { me { id } } query B { __schema { types { name } } }'), 'A')).toBe(false);
  });
});
