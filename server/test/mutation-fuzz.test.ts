// Random bad input to every mutation of the schema, signed in as a main account (all
// permissions) of a company with data in every domain: never a 500 or an unmasked crash, and a
// refused call (typed Error or GraphQL error) changes nothing in the database.
// FUZZ_RUNS=50 for a longer local run; FUZZ_SEED to try another seed; FUZZ_ONLY=a,b to focus;
// FUZZ_VERBOSE=1 prints every call and its answer.
import { isMessageId } from '@erp/schema';
import fc from 'fast-check';
import { getNamedType, isObjectType, isUnionType, type GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../src/graphql/schema';
import { argumentsArbitrary, type FuzzPool } from './fuzz-inputs';
import { startTestApp, type TestApp } from './harness';
import { seedDomains } from './operations';
import { stopInventoryPush } from '../src/modules/inventory-push/inventory-push.worker';
import { stopWebhooks } from '../src/modules/webhooks/webhooks.worker';

const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const SEED = Number(process.env.FUZZ_SEED ?? 20240909);
const ONLY = process.env.FUZZ_ONLY?.split(',');

/**
 * Tables a refused call may legitimately write: the operate log records failures on purpose,
 * failed reset-code attempts are counted, client error logs and scheduler leases are not data.
 */
const WRITES_ON_REFUSAL = new Set([
  'OperateLog',
  'PasswordReset',
  'ClientErrorLog',
  'SchedulerLease',
  '_prisma_migrations',
  'OrderSalesDay',
  'OrderSalesDelta',
]);
/**
 * The order sales rollup: triggers write deltas, a timer folds them into days at any moment. Its
 * meaning is the sum of both, so that sum is compared, not the two tables.
 */
const ORDER_SALES = `SELECT 'order sales' AS t, count(*)::int || ':' || md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM (
  SELECT "companyId", day, "shopId", "platformType", currency, status, sum(orders) AS orders, sum(amount) AS amount
  FROM (SELECT "companyId", day, "shopId", "platformType", currency, status, orders, amount FROM "OrderSalesDay"
        UNION ALL SELECT "companyId", day, "shopId", "platformType", currency, status, orders, amount FROM "OrderSalesDelta") u
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(orders) <> 0 OR sum(amount) <> 0) x`;

/** Refusals that record their own outcome on purpose: a failed pull stores its error on the shop's pull row. */
const RECORDS_REFUSAL: Record<string, string[]> = {
  pullShopOrders: ['ShopOrderPull'],
  pullChatNow: ['ChatPull'],
  // a marketplace's refusal is recorded on the shop's sync row (the last snapshot stays)
  syncFulfilmentStock: ['FulfilmentStockSync'],
};

let app: TestApp;
let main: Awaited<ReturnType<TestApp['company']>>;
let pool: FuzzPool;
let tables: string[];
/** A second session of the main account, spent by `logout` so the fuzzing session stays valid. */
let spareToken: string;

/**
 * count + hash of every row of `of` (every table when not given), and the order sales sum: one
 * query that catches any stray write. After a call only the tables its statements touched are
 * hashed again (noted by statement triggers, see `noteWrites`): hashing all of them after each of
 * some 3,000 calls took over 10 minutes on a loaded PostgreSQL.
 */
async function fingerprint(of: readonly string[] = tables): Promise<Map<string, string>> {
  const sql = of
    .map((t) => `SELECT '${t}' AS t, count(*)::int || ':' || md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${t}" x`)
    .concat(ORDER_SALES)
    .join(' UNION ALL ');
  const rows = await app.platform.database.sql.query<{ t: string; h: string }>(sql);
  return new Map(rows.map((r) => [r.t, r.h]));
}

/**
 * A statement trigger on every compared table notes its name in "_FuzzWrite" (in the writer's
 * transaction, so a rolled-back write notes nothing). Statements that change no row are noted too:
 * the hashes decide.
 */
async function noteWrites(): Promise<void> {
  const sql = app.platform.database.sql;
  await sql.query(`CREATE UNLOGGED TABLE IF NOT EXISTS "_FuzzWrite" (t text NOT NULL)`);
  await sql.query(`CREATE OR REPLACE FUNCTION fuzz_note_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO "_FuzzWrite" (t) VALUES (TG_TABLE_NAME); RETURN NULL; END $$`);
  for (const t of tables)
    await sql.query(
      `CREATE TRIGGER fuzz_note_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${t}" FOR EACH STATEMENT EXECUTE FUNCTION fuzz_note_write()`,
    );
}

/** The tables written since the last call (once the background jobs are idle), forgetting them. */
async function writtenTables(): Promise<string[]> {
  await app.platform.jobs.idle();
  const rows = await app.platform.database.sql.query<{ t: string }>(`DELETE FROM "_FuzzWrite" RETURNING t`);
  return [...new Set(rows.map((r) => r.t))].sort();
}

/** The tables of `after` whose hash differs from `baseline`, and `baseline` brought up to date. */
function changedTables(baseline: Map<string, string>, after: Map<string, string>): string[] {
  const changed = [...after.keys()].filter((t) => baseline.get(t) !== after.get(t));
  for (const [t, h] of after) baseline.set(t, h);
  return changed;
}

function operationOf(field: GraphQLField<unknown, unknown>): string {
  const vars = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const type = getNamedType(field.type);
  const selection = isUnionType(type) ? '{ __typename ... on Error { messageId message } }' : isObjectType(type) ? '{ __typename }' : '';
  return `mutation${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection} }`;
}

/** Per-mutation seed: adding a mutation does not change the inputs of the others. */
function seedOf(name: string): number {
  let h = SEED;
  for (const c of name) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}

const short = (v: unknown) => {
  const s = JSON.stringify(v, (_k, x) =>
    typeof x === 'string' && x.length > 60
      ? `${x.slice(0, 20)}…(${x.length} chars)`
      : Array.isArray(x) && x.length > 5
        ? [...x.slice(0, 3), `…(${x.length} items)`]
        : x,
  );
  return s.length > 600 ? `${s.slice(0, 600)}…` : s;
};

beforeAll(async () => {
  app = await startTestApp();
  main = await app.company('Fuzz Co');
  spareToken = await app.login(main.username);
  const token = main.token;
  // Identity records besides the domain seeds (as the tenancy crawl does).
  const role = await app.gql(
    'mutation($i: RoleInput!) { createRole(input: $i) { ... on MutationCreateRoleSuccess { data { id } } } }',
    { i: { name: 'fuzz role', permissions: ['shops'] } },
    { token },
  );
  const shop = await app.gql(
    'mutation($i: AuthorizeShopInput!) { authorizeShop(input: $i) { ... on MutationAuthorizeShopSuccess { data { id } } } }',
    { i: { platformType: 11, shopName: 'fuzz-shop', authCode: 'ok' } },
    { token },
  );
  const sub = await app.gql(
    'mutation($i: CreateSubAccountInput!) { createSubAccount(input: $i) { ... on MutationCreateSubAccountSuccess { data { id } } } }',
    {
      i: {
        username: 'fuzz_sub',
        password: 'secret123',
        password2: 'secret123',
        realname: 'fuzz',
        roleId: role.body.data.createRole.data.id,
        allowShopIds: [shop.body.data.authorizeShop.data.id],
      },
    },
    { token },
  );
  const identity = { roleId: role.body.data.createRole.data.id, shopId: shop.body.data.authorizeShop.data.id, subId: sub.body.data.createSubAccount.data.id };
  const ids = { ...identity, ...(await seedDomains(app, main, 'fz')) };
  // The webhook fan-out and worker write OutboxCursor / WebhookDelivery, and the stock push worker
  // InventoryPushPending / InventoryPushRecord, in the background at any moment (after any successful
  // call that records an event): stopped, so the fingerprints compare the calls alone.
  await stopWebhooks(app.platform);
  await stopInventoryPush(app.platform);

  tables = (
    await app.platform.database.sql.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  )
    .map((r) => r.table_name)
    .filter((t) => !WRITES_ON_REFUSAL.has(t));
  await noteWrites();
  // Codes and names of the company's records, so string arguments sometimes name a real one.
  const columns = await app.platform.database.sql.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND data_type = 'text'
       AND column_name ~* '(sku|spu|code|number|no|name|barcode)$' AND column_name !~* 'hash'`,
  );
  const strings = new Set<string>();
  for (const c of columns) {
    const rows = await app.platform.database.sql.query<{ v: string }>(
      `SELECT DISTINCT "${c.column_name}" AS v FROM "${c.table_name}" WHERE "${c.column_name}" <> '' LIMIT 2`,
    );
    for (const r of rows) strings.add(r.v);
  }
  // Ids of every table's rows, so id arguments name real records of the right table.
  const idTables = await app.platform.database.sql.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'id' AND data_type = 'integer'`,
  );
  const idsByTable: Record<string, number[]> = {};
  for (const { table_name: t } of idTables) {
    const rows = await app.platform.database.sql.query<{ id: number }>(`SELECT id FROM "${t}" ORDER BY id LIMIT 20`);
    idsByTable[t.toLowerCase()] = rows.map((r) => r.id);
  }
  idsByTable.user = [identity.subId, main.userId];
  pool = { ids: [...new Set([...Object.values(ids), main.userId])].filter((n) => Number.isInteger(n)), strings: [...strings].slice(0, 200), idsByTable };
}, 180_000);
afterAll(() => app?.close());

describe('mutation fuzz: random bad input to every mutation', () => {
  it('never answers 500, and a refused call changes nothing', async () => {
    const started = Date.now();
    const problems: string[] = [];
    let calls = 0;
    let refused = 0;
    await app.platform.jobs.idle();
    const baseline = await fingerprint();
    await writtenTables();
    const fields = Object.values(schema.getMutationType()!.getFields()).filter((f) => !ONLY || ONLY.includes(f.name));
    for (const field of fields) {
      const query = operationOf(field);
      const samples = fc.sample(argumentsArbitrary(field.name, field.args, pool), { seed: seedOf(field.name), numRuns: RUNS });
      for (const [n, variables] of samples.entries()) {
        calls++;
        // Alternate languages: every refusal must read well in both.
        const lang = n % 2 ? 'zh' : 'en';
        const token = field.name === 'logout' ? spareToken : main.token;
        const r = await app.gql(query, variables, { token, lang });
        const where = `${field.name} ${short(variables)}`;
        const errors: { message: string; extensions?: { code?: string } }[] = r.body?.errors ?? [];
        if (r.status >= 500) problems.push(`${where}: HTTP ${r.status} ${short(r.body)}`);
        for (const e of errors)
          if (e.extensions?.code === 'INTERNAL_SERVER_ERROR' || !e.extensions?.code) problems.push(`${where}: ${e.extensions?.code ?? 'no code'} ${e.message}`);
        const value = r.body?.data?.[field.name];
        const typedError = value && typeof value === 'object' && 'messageId' in value;
        if (typedError) {
          if (!isMessageId(value.messageId)) problems.push(`${where}: unknown messageId ${value.messageId}`);
          else if (!value.message || value.message === value.messageId) problems.push(`${where}: ${value.messageId} has no ${lang} text`);
        }
        if (process.env.FUZZ_VERBOSE) console.info(where, '→', errors.length ? errors.map((e) => e.message).join('; ') : short(value));
        const changed = changedTables(baseline, await fingerprint(await writtenTables()));
        if (errors.length || typedError) {
          refused++;
          const stray = changed.filter((t) => !RECORDS_REFUSAL[field.name]?.includes(t));
          if (stray.length) problems.push(`${where}: refused (${typedError ? value.messageId : errors[0]?.message}) but changed ${stray.join(', ')}`);
        }
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(`mutation fuzz: ${fields.length} mutations, ${calls} calls (${refused} refused) in ${seconds} s`);
    expect(fields.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  }, 600_000);

  it('notices a committed write to a compared table, and not a rolled-back one (the check itself)', async () => {
    const baseline = await fingerprint();
    await writtenTables();
    const sql = app.platform.database.sql;
    await sql.query(`UPDATE "Company" SET contact = contact || 'x' WHERE id = $1`, [main.companyId]);
    expect(changedTables(baseline, await fingerprint(await writtenTables()))).toEqual(['Company']);
    await app.platform.database.prisma
      .$transaction(async (tx) => {
        await tx.$executeRawUnsafe(`UPDATE "Company" SET contact = contact || 'y' WHERE id = $1`, main.companyId);
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await writtenTables()).toEqual([]);
    // a statement that changes nothing is noted, and the hashes clear it
    await sql.query(`UPDATE "Company" SET contact = contact WHERE id = $1`, [main.companyId]);
    expect(changedTables(baseline, await fingerprint(await writtenTables()))).toEqual([]);
  });
});

describe('text the database cannot store', () => {
  it('is refused as a field error before any resolver writes', async () => {
    const q = 'mutation($i: RoleInput!) { createRole(input: $i) { __typename ... on ValidationError { fieldErrors { field messageId message } } } }';
    for (const name of ['nul\u0000byte', 'lone \uD800 surrogate']) {
      const r = await app.gql(q, { i: { name, permissions: [] } }, { token: main.token, lang: 'zh' });
      expect(r.body.data.createRole).toEqual({
        __typename: 'ValidationError',
        fieldErrors: [{ field: 'name', messageId: 'validation.invalidCharacters', message: '文本包含无法保存的字符（如空字符）' }],
      });
    }
  });

  it('is refused in REST bodies too, with the envelope, before the handler runs', async () => {
    const r = await app.rest('messageNotice/batchSetRead', { ids: [1], remark: 'nul\u0000byte' }, { token: main.token, lang: 'en' });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 422, type: 'form' });
    expect(JSON.stringify(r.body)).toContain('The text contains characters that cannot be saved');
  });
});

describe('case-insensitive name checks', () => {
  it('treat % _ and \\ as plain characters', async () => {
    const q = 'mutation($i: PackagingMaterialInput!) { createPackagingMaterial(input: $i) { __typename ... on Error { messageId } } }';
    const create = async (name: string) => (await app.gql(q, { i: { name } }, { token: main.token })).body.data.createPackagingMaterial;
    expect(await create('Fuzz Box')).toEqual({ __typename: 'MutationCreatePackagingMaterialSuccess' });
    // Unescaped, ILIKE '%' matched "Fuzz Box" (a false clash) and a trailing backslash was a 500.
    expect(await create('%')).toEqual({ __typename: 'MutationCreatePackagingMaterialSuccess' });
    expect(await create('Fuzz_Box\\')).toEqual({ __typename: 'MutationCreatePackagingMaterialSuccess' });
    expect(await create('fuzz box')).toEqual({ __typename: 'ValidationError', messageId: 'validation.failed' });
  });
});
