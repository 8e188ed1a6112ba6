// Abuse limits (issue 9 item 4; docs/api.md 'Limits'): query depth, aliases, tokens, cost (reported
// in `extensions.cost`), page size, request body size, uploads, sign-in attempts and field
// suggestions. Each refusal is a clear error in the caller's language with a message id, and
// changes nothing. Every real client document (client/src/**/*.graphql) stays within the limits.
import {
  GRAPHQL_MAX_ALIASES,
  GRAPHQL_MAX_COST,
  GRAPHQL_MAX_DEPTH,
  GRAPHQL_MAX_TOKENS,
  LOGIN_ATTEMPTS_PER_MINUTE,
  PAGE_SIZE_MAX,
  REQUEST_BODY_LIMIT_BYTES,
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_VIDEO_MAX_BYTES,
} from '@erp/schema';
import {
  Kind,
  Lexer,
  Source,
  TokenKind,
  parse,
  print,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { createClient } from 'graphql-ws';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createGraphQL } from '../src/graphql/yoga';
import { queryCost } from '../src/graphql/limits';
import { postMultipart, TINY_PNG } from '../src/modules/storage/multipart.testing';
import { unscopedDb } from '../src/platform/db';
import { PASSWORD, startTestApp, type TestApp } from './harness';

let app: TestApp;
let co: Awaited<ReturnType<TestApp['company']>>;
let wsUrl: string;
const db = () => unscopedDb(app.platform.database.prisma, 'the test counts rows of its own company');

beforeAll(async () => {
  app = await startTestApp();
  co = await app.company('Limits Co');
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(app.http.server.address() as AddressInfo).port}/graphql`;
}, 60000);
afterAll(() => app?.close());

/** POST /graphql; answers the status and the parsed body. */
async function gql(query: string, opts: { token?: string; lang?: string; variables?: Record<string, unknown>; ip?: string } = {}) {
  const res = await app.http.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.lang ? { lang: opts.lang } : {}),
    },
    payload: JSON.stringify({ query, variables: opts.variables }),
    remoteAddress: opts.ip ?? '127.0.0.1',
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

const tokenCount = (text: string) => {
  const lexer = new Lexer(new Source(text));
  let n = 0;
  while (lexer.advance().kind !== TokenKind.EOF) n++;
  return n;
};
/** `levels` nested inline fragments on Query around __typename: depth levels + 1. */
const nested = (levels: number) => `{ ${'... on Query { '.repeat(levels)}__typename${' }'.repeat(levels)} }`;
const roleCount = () => db().role.count({ where: { companyId: co.companyId } });

describe('query depth', () => {
  it(`answers ${GRAPHQL_MAX_DEPTH} levels and refuses ${GRAPHQL_MAX_DEPTH + 1}, in the caller's language`, async () => {
    const ok = await gql(nested(GRAPHQL_MAX_DEPTH - 1), { token: co.token });
    expect(ok.body).toMatchObject({ data: { __typename: 'Query' } });
    expect(ok.body.errors).toBeUndefined();

    const zh = await gql(nested(GRAPHQL_MAX_DEPTH), { token: co.token });
    expect(zh.body.data).toBeUndefined();
    expect(zh.body.errors).toHaveLength(1);
    expect(zh.body.errors?.[0]).toMatchObject({
      message: `查询嵌套过深：最多 ${GRAPHQL_MAX_DEPTH} 层，当前为 ${GRAPHQL_MAX_DEPTH + 1} 层`,
      extensions: { code: 'QUERY_LIMIT_EXCEEDED', messageId: 'graphql.depthLimit', max: GRAPHQL_MAX_DEPTH, found: GRAPHQL_MAX_DEPTH + 1 },
    });
    const en = await gql(nested(GRAPHQL_MAX_DEPTH), { lang: 'en' });
    expect(en.body.errors?.[0].message).toBe(`The query is nested too deeply: at most ${GRAPHQL_MAX_DEPTH} levels, this one has ${GRAPHQL_MAX_DEPTH + 1}`);
  });

  it('refuses a deep mutation before anything runs', async () => {
    const before = await roleCount();
    const deep = `mutation { ${'... on Mutation { '.repeat(GRAPHQL_MAX_DEPTH)}createRole(input: { name: "deep", permissions: [] }) { __typename }${' }'.repeat(GRAPHQL_MAX_DEPTH)} }`;
    const r = await gql(deep, { token: co.token, lang: 'en' });
    expect(r.body.errors?.[0]?.extensions?.messageId).toBe('graphql.depthLimit');
    expect(await roleCount()).toBe(before);
  });
});

describe('aliases', () => {
  const aliased = (n: number) =>
    `mutation { ${Array.from({ length: n }, (_, i) => `r${i}: createRole(input: { name: "alias ${i}", permissions: [] }) { __typename }`).join(' ')} }`;

  it(`refuses ${GRAPHQL_MAX_ALIASES + 1} aliases, creating nothing; answers ${GRAPHQL_MAX_ALIASES}`, async () => {
    const before = await roleCount();
    const refused = await gql(aliased(GRAPHQL_MAX_ALIASES + 1), { token: co.token, lang: 'en' });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: `The query uses too many aliases: at most ${GRAPHQL_MAX_ALIASES}, this one has ${GRAPHQL_MAX_ALIASES + 1}`,
      extensions: { code: 'QUERY_LIMIT_EXCEEDED', messageId: 'graphql.aliasLimit' },
    });
    expect(await roleCount()).toBe(before);
    const zh = await gql(aliased(GRAPHQL_MAX_ALIASES + 1), { token: co.token });
    expect(zh.body.errors?.[0].message).toBe(`查询使用的别名过多：最多 ${GRAPHQL_MAX_ALIASES} 个，当前为 ${GRAPHQL_MAX_ALIASES + 1} 个`);

    const ok = await gql(`{ ${Array.from({ length: GRAPHQL_MAX_ALIASES }, (_, i) => `a${i}: __typename`).join(' ')} }`, { token: co.token });
    expect(ok.body.errors).toBeUndefined();
    expect(Object.keys(ok.body.data)).toHaveLength(GRAPHQL_MAX_ALIASES);
  });
});

describe('tokens', () => {
  /** A valid query of exactly `n` tokens: a list argument padded with ids. */
  const ofTokens = (n: number) => {
    const shell = (ids: number) => `{ purchaseSupplierPrices(supplierId: 1, skuIds: [${Array.from({ length: ids }, (_, i) => i + 1).join(' ')}]) { skuId } }`;
    const q = shell(n - tokenCount(shell(0)));
    expect(tokenCount(q)).toBe(n);
    return q;
  };

  it(`answers ${GRAPHQL_MAX_TOKENS} tokens and refuses one more`, async () => {
    const ok = await gql(ofTokens(GRAPHQL_MAX_TOKENS), { token: co.token });
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data.purchaseSupplierPrices).toEqual([]);

    const refused = await gql(ofTokens(GRAPHQL_MAX_TOKENS + 1), { token: co.token, lang: 'en' });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: `The query is too long: at most ${GRAPHQL_MAX_TOKENS} tokens`,
      extensions: { code: 'QUERY_LIMIT_EXCEEDED', messageId: 'graphql.tokenLimit' },
    });
    // The parse cache is shared: the next caller still reads the refusal in their own language.
    const zh = await gql(ofTokens(GRAPHQL_MAX_TOKENS + 1), { token: co.token });
    expect(zh.body.errors?.[0].message).toBe(`查询过长：最多 ${GRAPHQL_MAX_TOKENS} 个词法单元`);
  });
});

describe('cost', () => {
  const shops = (first: number) => `shops(first: ${first}) { totalCount edges { node { id shopName } } }`;

  it('reports the cost of every answer in extensions.cost (each object 1, a page of n rows n times its selection)', async () => {
    const r = await gql(`{ ${shops(100)} me { id } }`, { token: co.token });
    expect(r.body.errors).toBeUndefined();
    // shops: 1 + 100 × (edges 1 + node 1); me: 1
    expect(r.body.extensions.cost).toEqual({ requestedQueryCost: 1 + 100 * 2 + 1, maximumAvailable: GRAPHQL_MAX_COST });
    const m = await gql(`mutation { logout }`, { token: (await app.company('Cost Co')).token });
    expect(m.body.extensions.cost.requestedQueryCost).toBe(10);
  });

  it(`refuses a query over ${GRAPHQL_MAX_COST} before it runs, naming its cost`, async () => {
    const aliases = Math.ceil(GRAPHQL_MAX_COST / 201) + 1;
    const query = `{ ${Array.from({ length: aliases }, (_, i) => `s${i}: ${shops(100)}`).join(' ')} }`;
    const cost = aliases * 201;
    const r = await gql(query, { token: co.token, lang: 'en' });
    expect(r.body.data).toBeUndefined();
    expect(r.body.errors).toHaveLength(1);
    expect(r.body.errors?.[0]).toMatchObject({
      message: `The query asks for too much at once: its cost is ${cost}, at most ${GRAPHQL_MAX_COST} is allowed; ask for fewer rows or fields`,
      extensions: { code: 'QUERY_LIMIT_EXCEEDED', messageId: 'graphql.costLimit', cost, max: GRAPHQL_MAX_COST },
    });
    expect(r.body.extensions.cost.requestedQueryCost).toBe(cost);
    const zh = await gql(query, { token: co.token });
    expect(zh.body.errors?.[0].message).toBe(`一次查询的数据过多：开销为 ${cost}，最多允许 ${GRAPHQL_MAX_COST}；请减少行数或字段`);
    // Fewer rows per page make the same shape affordable.
    expect((await gql(query.replaceAll('first: 100', 'first: 10'), { token: co.token })).body.errors).toBeUndefined();
  });

  it("applies to subscriptions over graphql-ws too (depth, tokens, suggestions; in the subscriber's language)", async () => {
    const client = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: true,
      connectionParams: { authorization: `Bearer ${co.token}`, lang: 'en' },
    });
    try {
      const refusal = (query: string) =>
        new Promise<any>((resolve) => {
          client.subscribe({ query }, { next: () => resolve('next'), error: (e) => resolve(e), complete: () => resolve('complete') });
        });
      const deep = await refusal(
        `subscription { userEvents { __typename ${'... on RealtimeEvent { '.repeat(GRAPHQL_MAX_DEPTH)}__typename${' }'.repeat(GRAPHQL_MAX_DEPTH)} } }`,
      );
      expect(deep[0]).toMatchObject({ message: expect.stringContaining('nested too deeply'), extensions: { messageId: 'graphql.depthLimit' } });
      const long = await refusal(`subscription { userEvents { ${'__typename '.repeat(GRAPHQL_MAX_TOKENS)} } }`);
      expect(long[0]).toMatchObject({ message: `The query is too long: at most ${GRAPHQL_MAX_TOKENS} tokens` });
      const typo = await refusal('subscription { userEvent { __typename } }');
      expect(typo?.[0]?.message).toContain('Did you mean "userEvents"?');
    } finally {
      await client.dispose();
    }
    const anonymous = createClient({ url: wsUrl, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true });
    try {
      const typo = await new Promise<any>((resolve) =>
        anonymous.subscribe({ query: 'subscription { userEvent { __typename } }' }, { next: resolve, error: resolve, complete: () => resolve('complete') }),
      );
      expect(typo?.[0]?.message).toBe('Cannot query field "userEvent" on type "Subscription".');
    } finally {
      await anonymous.dispose();
    }
  });
});

describe(`list page size (at most ${PAGE_SIZE_MAX})`, () => {
  it('is 100 rows', () => expect(PAGE_SIZE_MAX).toBe(100));

  it(`refuses ${PAGE_SIZE_MAX + 1} rows from any list (first, last, limit; literal or variable), answers ${PAGE_SIZE_MAX}`, async () => {
    const refused = [
      await gql(`{ shops(first: ${PAGE_SIZE_MAX + 1}) { totalCount } }`, { token: co.token, lang: 'en' }),
      await gql(`query($n: Int) { roles(last: $n) { totalCount } }`, { token: co.token, lang: 'en', variables: { n: PAGE_SIZE_MAX + 1 } }),
      await gql(`{ storeAnalysisReport(filter: { from: "2026-01-01", to: "2026-01-31" }, limit: 500) { __typename } }`, { token: co.token, lang: 'en' }),
    ];
    for (const r of refused) {
      expect(r.body.data).toBeUndefined();
      expect(r.body.errors?.[0]).toMatchObject({
        message: `The page size must be between 1 and ${PAGE_SIZE_MAX}`,
        extensions: { code: 'BAD_USER_INPUT', messageId: 'validation.pageSize', max: PAGE_SIZE_MAX },
      });
    }
    const zh = await gql(`{ shops(first: ${PAGE_SIZE_MAX + 1}) { totalCount } }`, { token: co.token });
    expect(zh.body.errors?.[0].message).toBe(`每页条数须在 1 到 ${PAGE_SIZE_MAX} 之间`);
    const ok = await gql(`{ shops(first: ${PAGE_SIZE_MAX}) { totalCount } }`, { token: co.token });
    expect(ok.body.errors).toBeUndefined();
  });

  it('refuses it over REST too (report job list)', async () => {
    const r = await app.rest('reportJobs', { limit: PAGE_SIZE_MAX + 1 }, { token: co.token, lang: 'en' });
    expect(r.body.code).not.toBe(0);
    expect(JSON.stringify(r.body)).toContain(`between 1 and ${PAGE_SIZE_MAX}`);
    expect((await app.rest('reportJobs', { limit: PAGE_SIZE_MAX }, { token: co.token })).body.code).toBe(0);
  });
});

describe(`request body (at most ${REQUEST_BODY_LIMIT_BYTES / 1024 / 1024} MB, uploads apart)`, () => {
  it('is 2 MB', () => expect(REQUEST_BODY_LIMIT_BYTES).toBe(2 * 1024 * 1024));

  /** A JSON body of exactly `bytes` bytes: a query padded with a comment. */
  const body = (bytes: number) => {
    const shell = (pad: number) => JSON.stringify({ query: `#${'x'.repeat(pad)}\n{ __typename }` });
    const text = shell(bytes - Buffer.byteLength(shell(0)));
    expect(Buffer.byteLength(text)).toBe(bytes);
    return text;
  };
  const post = (url: string, payload: string, lang?: string) =>
    app.http.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...(lang ? { lang } : {}) }, payload });

  it('answers a body at the limit and refuses one byte more with 413 naming the limit', async () => {
    const ok = await post('/graphql', body(REQUEST_BODY_LIMIT_BYTES));
    expect(ok.statusCode).toBe(200);
    expect(JSON.parse(ok.body).data).toEqual({ __typename: 'Query' });

    const refused = await post('/graphql', body(REQUEST_BODY_LIMIT_BYTES + 1), 'en');
    expect(refused.statusCode).toBe(413);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 413, message: 'The request is too large (at most 2 MB)' });
    const rest = await post('/api/v1/login', body(REQUEST_BODY_LIMIT_BYTES + 1));
    expect(rest.statusCode).toBe(413);
    expect(JSON.parse(rest.body).message).toBe('请求内容过大（最多 2 MB）');
  });
});

describe('uploads (spec 01 §5: pictures png/jpeg/gif/webp under 5 MB, mp4 under 1 GB)', () => {
  const stored = () => {
    const dir = path.join(app.platform.config.dataDir, 'files', 'images', String(co.companyId));
    return existsSync(dir) ? readdirSync(dir).length : 0;
  };

  it('takes a picture larger than the JSON body limit, refuses an oversize or wrong-type one (storage.test.ts has the rest)', async () => {
    expect(UPLOAD_IMAGE_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(UPLOAD_VIDEO_MAX_BYTES).toBe(1000 * 1024 * 1024);
    const before = stored();
    const large = Buffer.concat([TINY_PNG, Buffer.alloc(REQUEST_BODY_LIMIT_BYTES * 2 - TINY_PNG.length)]);
    const ok = await postMultipart(
      app,
      'storage/uploadFile',
      [
        { name: 'fileType', value: '1' },
        { name: 'file', filename: 'large.png', data: large },
      ],
      { token: co.token },
    );
    expect(ok.body.code).toBe(0);
    expect(stored()).toBe(before + 1);

    const oversize = Buffer.concat([TINY_PNG, Buffer.alloc(UPLOAD_IMAGE_MAX_BYTES)]);
    const tooBig = await postMultipart(
      app,
      'storage/uploadFile',
      [
        { name: 'fileType', value: '1' },
        { name: 'file', filename: 'big.png', data: oversize },
      ],
      { token: co.token, lang: 'en' },
    );
    expect(tooBig.body.message).toBe('big.png image larger than 5M');
    const wrongType = await postMultipart(
      app,
      'storage/uploadFile',
      [
        { name: 'fileType', value: '1' },
        { name: 'file', filename: 'tool.png', data: Buffer.from('MZ\x90\x00 not a picture') },
      ],
      { token: co.token },
    );
    expect(wrongType.body.code).not.toBe(0);
    expect(wrongType.body.message).toContain('tool.png');
    expect(stored()).toBe(before + 1);
  });
});

describe('sign-in attempts', () => {
  it(`limits the GraphQL login mutation to ${LOGIN_ATTEMPTS_PER_MINUTE} a minute per name (and address), signing in nobody after`, async () => {
    const user = await app.company('Brute Co');
    const login = (password: string, ip = '10.77.0.1') =>
      gql(
        `mutation($i: LoginInput!) { login(input: $i) { __typename ... on Error { messageId message } ... on MutationLoginSuccess { data { accessToken } } } }`,
        {
          variables: { i: { username: user.username, password } },
          lang: 'en',
          ip,
        },
      );
    const first = await login('wrong password');
    expect(first.body.data?.login.messageId, JSON.stringify(first.body)).toBe('auth.invalidCredentials');
    for (let i = 1; i < LOGIN_ATTEMPTS_PER_MINUTE; i++) expect((await login('wrong password')).body.data.login.messageId).toBe('auth.invalidCredentials');
    const sessions = await db().session.count({ where: { userId: user.userId } });
    const blocked = (await login(PASSWORD)).body;
    expect(blocked.data, JSON.stringify(blocked)).toBeNull();
    expect(blocked.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Too many sign-in attempts, please try again in \d+ seconds$/),
      extensions: { messageId: 'auth.tooManyAttempts', status: 429 },
    });
    expect(await db().session.count({ where: { userId: user.userId } })).toBe(sessions);
    // Nor from another address: the user name itself is limited (issue 17).
    expect((await login(PASSWORD, '10.77.0.2')).body.errors?.[0]?.extensions?.messageId).toBe('auth.tooManyAttempts');
    expect(await db().session.count({ where: { userId: user.userId } })).toBe(sessions);
  });
});

describe('field suggestions', () => {
  it('are left out for anonymous callers and kept for signed-in ones', async () => {
    const anonymous = await gql('{ mee { id } }');
    expect(anonymous.body.errors?.[0].message).toBe('Cannot query field "mee" on type "Query".');
    const badToken = await gql('{ mee { id } }', { token: 'not-a-token' });
    expect(badToken.body.errors?.[0].message).not.toContain('Did you mean');
    const signedIn = await gql('{ mee { id } }', { token: co.token });
    expect(signedIn.body.errors?.[0].message).toBe('Cannot query field "mee" on type "Query". Did you mean "me"?');
    // And again anonymous: the shared validation cache does not leak the signed-in answer.
    expect((await gql('{ mee { id } }')).body.errors?.[0].message).not.toContain('Did you mean');
  });
});

describe("the client's own documents (client/src/**/*.graphql)", () => {
  const root = path.resolve(__dirname, '../../client/src');
  const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.graphql')).map((f) => path.join(root, f));
  const all = parse(files.map((f) => readFileSync(f, 'utf8')).join('\n'));
  const fragments = new Map(all.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const operations = all.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);

  /** The operation with the fragments it uses, printed as the client sends it. */
  const documentOf = (op: OperationDefinitionNode): string => {
    const used = new Set<string>();
    const collect = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      if ((node as { kind?: string }).kind === Kind.FRAGMENT_SPREAD) {
        const name = (node as { name: { value: string } }).name.value;
        if (!used.has(name)) {
          used.add(name);
          collect(fragments.get(name));
        }
      }
      for (const [k, v] of Object.entries(node)) if (k !== 'loc') collect(v);
    };
    collect(op);
    const definitions: DefinitionNode[] = [op, ...[...used].map((n) => fragments.get(n)!)];
    // Apollo strips its client-only @unmask before sending.
    return print(visit({ kind: Kind.DOCUMENT, definitions } as DocumentNode, { Directive: (d) => (d.name.value === 'unmask' ? null : undefined) }));
  };

  it('pass every limit, at the largest page size wherever the page size is a variable', () => {
    expect(operations.length).toBeGreaterThan(100);
    const { yoga } = createGraphQL(app.platform);
    const { parse: parseLimited, validate, schema } = yoga.getEnveloped({});
    const over: string[] = [];
    let dearest = { name: '', cost: 0 };
    for (const op of operations) {
      const name = op.name?.value ?? '(anonymous)';
      let document: DocumentNode;
      try {
        document = parseLimited(documentOf(op));
      } catch (err) {
        over.push(`${name}: ${(err as Error).message}`);
        continue;
      }
      for (const e of validate(schema, document)) over.push(`${name}: ${e.message}`);
      const { cost, pageTooLarge } = queryCost(schema, document, { unsetVariable: PAGE_SIZE_MAX });
      if (pageTooLarge) over.push(`${name}: ${pageTooLarge.field}(${pageTooLarge.argument}: ${pageTooLarge.value})`);
      if (cost > GRAPHQL_MAX_COST) over.push(`${name}: cost ${cost} > ${GRAPHQL_MAX_COST}`);
      if (cost > dearest.cost) dearest = { name, cost };
    }
    expect(over, `client documents over the limits:\n${over.join('\n')}`).toEqual([]);
    // Room to grow, but a limit that still means something (the dearest is well below it).
    expect(dearest.cost, dearest.name).toBeGreaterThan(100);
  });
});
