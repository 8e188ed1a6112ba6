// Test harness: a real app on a fresh database per test file: in-memory PGlite by default,
// a new PostgreSQL database when TEST_DB=postgres (dropped afterwards).
import { mkdtempSync, rmSync } from 'node:fs';
import { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { createApp, type App } from '../src/app';
import type { Prisma } from '../src/generated/prisma/client';
import { loadConfig, type Config } from '../src/platform/config';
import { authenticate, createContext, type RequestContext } from '../src/platform/context';
import { openDatabase, unscopedDb } from '../src/platform/db';
import { createLogger } from '../src/platform/logger';
import { hashPassword } from '../src/platform/passwords';

export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestApp extends App {
  rest(
    pathname: string,
    body?: unknown,
    opts?: { token?: string; lang?: string; headers?: Record<string, string>; ip?: string },
  ): Promise<{ status: number; body: any }>;
  gql(query: string, variables?: Record<string, unknown>, opts?: { token?: string; lang?: string }): Promise<{ status: number; body: any }>;
  /** A company with its main account, created directly; answers ids and a signed-in token. */
  company(
    name: string,
    opts?: { edition?: 'standard' | 'professional' | 'flagship' },
  ): Promise<{ companyId: number; userId: number; username: string; token: string }>;
  login(username: string, password?: string): Promise<string>;
}

let seq = 0;
export const PASSWORD = 'secret123';

export async function startTestApp(opts: { seedDemo?: boolean; clientDist?: string; config?: Partial<Config> } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'erp-test-'));
  let dropDb: (() => Promise<void>) | undefined;
  let url: string | undefined;
  if (process.env.TEST_DB === 'postgres') {
    const name = `erp_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    url = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
    dropDb = async () => {
      const a = new pg.Client({ connectionString: PG_ADMIN_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
  }
  const config = {
    ...loadConfig({}),
    dataDir,
    databaseUrl: url,
    jwtSecret: 'test-secret-test-secret-test-secret',
    seedDemo: !!opts.seedDemo,
    logLevel: 'silent',
    ...(opts.clientDist ? { clientDist: opts.clientDist } : {}),
    ...opts.config,
  };
  const database = await openDatabase({ url });
  const app = await createApp({ config, database, logger: createLogger('silent') });

  const rest: TestApp['rest'] = async (pathname, body, o = {}) => {
    const res = await app.http.inject({
      method: 'POST',
      url: pathname.startsWith('/') ? pathname : `/api/v1/${pathname}`,
      headers: {
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        ...(o.lang ? { lang: o.lang } : {}),
        ...(body !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}),
        ...o.headers,
      },
      payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      remoteAddress: o.ip ?? '127.0.0.1',
    });
    let parsed: unknown = res.body;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      /* not JSON */
    }
    return { status: res.statusCode, body: parsed };
  };
  const gql: TestApp['gql'] = async (query, variables, o = {}) => {
    const res = await app.http.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...(o.lang ? { lang: o.lang } : {}) },
      payload: JSON.stringify({ query, variables }),
    });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };
  const login = async (username: string, password = PASSWORD) => {
    const r = await rest('login', { username, password }, { ip: `10.0.${seq % 250}.${(seq++ % 250) + 1}` });
    if (r.body.code !== 0) throw new Error(`login ${username} failed: ${JSON.stringify(r.body)}`);
    return r.body.data.access_token as string;
  };
  const company: TestApp['company'] = async (name, o = {}) => {
    const db = unscopedDb(app.platform.database.prisma, 'test fixture');
    const c = await db.company.create({ data: { name, edition: o.edition ?? 'professional' } });
    const username = `main_${c.id}_${seq++}`;
    const u = await db.user.create({ data: { companyId: c.id, username, passwordHash: await hashPassword(PASSWORD), realname: `${name} boss`, isMain: true } });
    return { companyId: c.id, userId: u.id, username, token: await login(username) };
  };

  return {
    ...app,
    rest,
    gql,
    login,
    company,
    async close() {
      await app.close();
      await dropDb?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A service-level request context acting as the account of `token` (what a resolver would get). */
export async function contextOf(app: App, token: string, lang: 'en' | 'zh' = 'en'): Promise<RequestContext> {
  return createContext(app.platform, { lang, ip: '', userAgent: '', actor: await authenticate(app.platform, token) });
}

/** Reads the payload of a typed mutation result: { data } on success, the error object otherwise. */
export function result(body: any, field: string) {
  if (body.errors?.length) throw new Error(`${field}: ${JSON.stringify(body.errors)}`);
  return body.data[field];
}

/** Why Redis at `redisUrl` cannot be used (null when it answers PING): suites that need it skip with the reason. */
export async function redisAnswers(redisUrl: string): Promise<string | null> {
  const { hostname, port } = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (why: string | null) => (socket.destroy(), resolve(why));
    socket.setTimeout(1000, () => done(`no answer from ${redisUrl} within 1 s`));
    socket.once('error', (err) => done(`${redisUrl}: ${err.message}`));
    socket.connect(Number(port || 6379), hostname, () => socket.write('PING\r\n'));
    socket.once('data', (d) => done(d.toString().startsWith('+PONG') ? null : `unexpected answer from ${redisUrl}: ${d.toString()}`));
  });
}

/** The error selection most suites ask of a typed result: the Error interface and a ValidationError's field errors. */
export const ERROR_FIELDS = `... on Error { __typename messageId message } ... on ValidationError { fieldErrors { field messageId message } }`;

/**
 * A suite's `gql`: asks as `token` (the suite's main company unless given), in English unless
 * told, fails the test on any GraphQL error and answers `data`. The app and the default token are
 * read at each call, so a suite can build its `gql` before `beforeAll` starts the app.
 */
export function dataGql(app: () => TestApp, token: () => string) {
  return async (query: string, variables: Record<string, unknown> = {}, as = token(), lang = 'en') => {
    const r = await app().gql(query, variables, { token: as, lang });
    expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
    return r.body.data;
  };
}

/**
 * The usual suite set-up: one app started before the first test and closed after the last, with a
 * world built by `make` for each name (the suite's own company first, then others for tenancy
 * checks). `use` gets the app and the worlds in that order, to keep in the suite's variables.
 */
export function worldsSuite<W>(make: (app: TestApp, name: string) => Promise<W>, names: string[], use: (...started: [TestApp, ...W[]]) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp();
    const worlds: W[] = [];
    for (const name of names) worlds.push(await make(app, name));
    use(app, ...worlds);
  });
  afterAll(() => app?.close());
}

/** A bare company with its main account, as a worldsSuite world. */
export const companyWorld = (app: TestApp, name: string) => app.company(name);

/** A world of `companyWorld`: a bare company, its main account and that account's token. */
export type CompanyWorld = Awaited<ReturnType<typeof companyWorld>>;

/**
 * The set-up most module API tests share: `worldsSuite` on two bare companies (the suite's own,
 * then another for tenancy checks) kept by `use`, answering the test database (not scoped to a
 * company) and a data-asserting `gql` (`dataGql`) as the own company's main account:
 * `const { db, gql } = twoCompanySuite(['Finance Co', 'Other Finance Co'], (...s) => ([app, w, other] = s));`
 */
export function twoCompanySuite(names: [string, string], use: (app: TestApp, own: CompanyWorld, other: CompanyWorld) => void) {
  let app: TestApp | undefined;
  let own: CompanyWorld | undefined;
  worldsSuite(companyWorld, names, (started, ...worlds) => {
    [app, own] = [started, worlds[0]];
    use(started, worlds[0], worlds[1]);
  });
  return {
    db: () => unscopedDb(app!.platform.database.prisma, 'test'),
    gql: dataGql(
      () => app!,
      () => own!.token,
    ),
  };
}

/**
 * A signed-in sub-account of `companyId` with a new role of its own (the permission and report
 * tests), limited to `allowShopIds` when given: answers its token, user id and the role's id (to
 * change the role's permissions afterwards).
 */
export async function roleAccount(
  app: TestApp,
  companyId: number,
  who: { username: string; role?: string; permissions: string[]; realname?: string; allowShopIds?: number[] },
) {
  const db = unscopedDb(app.platform.database.prisma, 'test fixture');
  const role = await db.role.create({ data: { companyId, name: who.role ?? `role ${who.username}`, permissions: who.permissions } });
  const user = await db.user.create({
    data: {
      companyId,
      username: who.username,
      passwordHash: await hashPassword(PASSWORD),
      realname: who.realname ?? 'Viewer',
      isMain: false,
      roleId: role.id,
      allowShopIds: who.allowShopIds ?? [],
    },
  });
  return { token: await app.login(who.username), roleId: role.id, id: user.id };
}

/** The selection of a mutation's success result: `okOf('createRole', 'id name')` is `... on MutationCreateRoleSuccess { data { id name } }`. */
export const okOf = (field: string, fields: string) => `... on Mutation${field[0].toUpperCase() + field.slice(1)}Success { data { ${fields} } }`;

/** A shop of `companyId` on `platformType`, inserted directly (the report tests' data). */
export function shopOf(app: TestApp, companyId: number, platformType: number, shopName: string) {
  return unscopedDb(app.platform.database.prisma, 'test fixture').shop.create({ data: { companyId, platformType, platform: `p${platformType}`, shopName } });
}

/**
 * The world of the per-shop report tests: the report's company (`names[0]`) with an eBay and a
 * Shopee shop, another company (`names[1]`) with an eBay shop of its own ("foreign"), shops named
 * `<prefix>-ebay`, `<prefix>-shopee`, `<prefix>-foreign`; and the name the reports show for the
 * main account.
 */
export async function shopReportWorld(app: TestApp, names: [string, string], prefix: string) {
  const main = await app.company(names[0]);
  const other = await app.company(names[1]);
  const ebay = await shopOf(app, main.companyId, 1, `${prefix}-ebay`);
  const shopee = await shopOf(app, main.companyId, 33, `${prefix}-shopee`);
  const foreign = await shopOf(app, other.companyId, 1, `${prefix}-foreign`);
  const u = await unscopedDb(app.platform.database.prisma, 'test fixture').user.findUniqueOrThrow({ where: { id: main.userId } });
  return { main, other, ebay, shopee, foreign, mainName: u.realname || u.username };
}

/** A typed query result read for a test: the GraphQL errors when any, else the data on success or the error object. */
export function dataOrError(body: any, field: string) {
  if (body.errors) return { errors: body.errors };
  const v = body.data[field];
  return v.__typename.endsWith('Success') ? v.data : v;
}

/** A product of `companyId` with its SKUs (the company filled in on each), inserted directly; answers it with its SKUs in order. */
export function productWithSkus(
  app: TestApp,
  companyId: number,
  product: { spu: string; name: string },
  skus: Omit<Prisma.SkuUncheckedCreateWithoutProductInput, 'companyId'>[],
) {
  return unscopedDb(app.platform.database.prisma, 'test fixture').product.create({
    data: { companyId, ...product, skus: { create: skus.map((s) => ({ companyId, ...s })) } },
    include: { skus: { orderBy: { id: 'asc' } } },
  });
}

/** What a refused request must leave as it was: the rows `reads` answer, as one text to compare before and after. */
export async function snapshot(...reads: PromiseLike<unknown>[]): Promise<string> {
  return JSON.stringify(await Promise.all(reads));
}
