// Benchmark: the buyer-message inbox (issue 21 'Speed': first page ≤ 1.5× raw SQL).
// CONVERSATIONS conversations (default 200,000) of one company spread over 5 shops of several
// marketplaces; the `ChatConversations` query of client/src/features/chat/chat.graphql as the client
// sends it (the first 20 conversations, latest message first, with totalCount and shop names)
// through HTTP → yoga → Pothos → scoped Prisma vs. the raw SQL of the same page (page, count, shop
// names: 3 statements on one connection); p50 / p99 over ROUNDS runs of each, interleaved; prints
// the ratio against the goal. Both must return the same ids. The bench company and everything in it
// is deleted at the end.
// Run: npx tsx bench/inbox.bench.ts            (PGlite in a temp dir; DATABASE_URL=postgres://… for PostgreSQL)
//      npx tsx bench/inbox.bench.ts --smoke    (tiny: 2,000 conversations, 10 rounds)
// Knobs: CONVERSATIONS (200000), ROUNDS (100).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { figure, int, isMain, quantiles, type Figure } from './lib';

export interface InboxBenchOptions {
  /** postgres://…; unset: embedded PGlite. */
  url?: string;
  conversations: number;
  rounds: number;
}

export const GOALS = { pageRatio: 1.5 };
const PAGE = 20;
const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The client's ChatConversations query, as written in the feature's .graphql file. */
function conversationsDocument(): string {
  const text = readFileSync(path.join(HERE, '../client/src/features/chat/chat.graphql'), 'utf8');
  const start = text.indexOf('query ChatConversations');
  const end = text.indexOf('\nquery ', start + 1);
  return text.slice(start, end === -1 ? undefined : end).trim();
}

export async function run(opts: InboxBenchOptions): Promise<Figure[]> {
  const { openBenchApp } = await import('./bench-app');
  const { app, sql, token, companyId } = await openBenchApp('Inbox bench', opts.url);
  const kind = app.platform.database.kind;
  const usePg = Boolean(opts.url);
  const raw = new pg.Client({ connectionString: opts.url });
  try {
    // 5 shops on eBay, Amazon, Shopee, AliExpress, Allegro; conversations round-robin over them
    const types = [1, 2, 33, 28, 9];
    const shopIds: number[] = [];
    for (const [i, t] of types.entries()) {
      const [s] = await sql.query(
        `INSERT INTO "Shop" ("companyId", "platformType", platform, "shopName", status, "updatedAt") VALUES ($1, $2, $3, $4, 1, now()) RETURNING id`,
        [companyId, t, `p${t}`, `inbox-bench-${i + 1}`],
      );
      shopIds.push(s.id as number);
    }
    const N = opts.conversations;
    const tSeed = performance.now();
    await sql.query(
      `INSERT INTO "ChatConversation" ("companyId", "shopId", "platformType", "conversationId", "buyerAccount", "buyerName", "startedBy",
                                      "lastMsg", "lastMsgTime", "unreadCount", "platformOrderNo", "updatedAt")
       SELECT $1, ($2::int[])[1 + g % 5], ($3::int[])[1 + g % 5], 'c-' || g, 'buyer_' || g, 'Buyer ' || g, CASE WHEN g % 10 = 0 THEN 2 ELSE 1 END,
              'When will order ' || g || ' ship?', now() - make_interval(secs => g * 7), g % 3, CASE WHEN g % 2 = 0 THEN 'PO-' || g ELSE '' END, now()
         FROM generate_series(1, $4::int) g`,
      [companyId, shopIds, types, N],
    );
    if (kind === 'postgres') await sql.query(`ANALYZE "ChatConversation"`);
    console.log(`${int(N)} conversations of one company written in ${((performance.now() - tSeed) / 1000).toFixed(1)} s`);

    const query = conversationsDocument();
    const variables = { filter: {}, first: PAGE, offset: 0 };
    const viaGraphql = async () => {
      const r = await app.http.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: { query, variables },
      });
      const body = JSON.parse(r.body);
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data as { chatConversations: { totalCount: number; edges: { node: { id: number } }[] } };
    };
    if (usePg) await raw.connect();
    const rawQuery = async (text: string, params: unknown[]) => (usePg ? (await raw.query(text, params)).rows : await sql.query(text, params));
    const viaSql = async () => {
      const page = await rawQuery(
        `SELECT id, "shopId", "platformType", "buyerName", "buyerAccount", "lastMsg", "lastMsgTime", "unreadCount", "orderId", "platformOrderNo", "startedBy"
           FROM "ChatConversation" WHERE "companyId" = $1
          ORDER BY "lastMsgTime" DESC NULLS LAST, id DESC LIMIT ${PAGE}`,
        [companyId],
      );
      const ids = page.map((r: { id: number }) => r.id);
      const [{ n }] = await rawQuery(`SELECT count(*)::int AS n FROM "ChatConversation" WHERE "companyId" = $1`, [companyId]);
      await rawQuery(`SELECT id, "shopName" FROM "Shop" WHERE "companyId" = $1 AND id = ANY($2)`, [
        companyId,
        [...new Set(page.map((r: { shopId: number }) => r.shopId))],
      ]);
      return { ids, n };
    };
    const g = await viaGraphql();
    const s = await viaSql();
    const gIds = g.chatConversations.edges.map((e) => e.node.id);
    if (JSON.stringify(gIds) !== JSON.stringify(s.ids) || g.chatConversations.totalCount !== s.n)
      throw new Error(`inbox page: GraphQL ${g.chatConversations.totalCount} [${gIds.slice(0, 3).join(', ')}…], SQL ${s.n} [${s.ids.slice(0, 3).join(', ')}…]`);
    const warm = Math.min(20, opts.rounds);
    // interleaved, so both sides meet the same machine
    for (let i = 0; i < warm; i++) {
      await viaSql();
      await viaGraphql();
    }
    const sqlTimes: number[] = [];
    const gqlTimes: number[] = [];
    for (let i = 0; i < opts.rounds; i++) {
      let t = performance.now();
      await viaSql();
      sqlTimes.push(performance.now() - t);
      t = performance.now();
      await viaGraphql();
      gqlTimes.push(performance.now() - t);
    }
    const sqlQ = quantiles(sqlTimes);
    const gqlQ = quantiles(gqlTimes);
    const ratio = gqlQ.p50 / sqlQ.p50;
    console.log(
      `inbox first page, ${PAGE} of ${int(s.n)} conversations (${kind}): raw SQL p50 ${sqlQ.p50.toFixed(2)} / p99 ${sqlQ.p99.toFixed(2)} ms, ` +
        `GraphQL p50 ${gqlQ.p50.toFixed(2)} / p99 ${gqlQ.p99.toFixed(2)} ms: ${ratio.toFixed(2)}× (goal ≤ ${GOALS.pageRatio}×: ${ratio <= GOALS.pageRatio ? 'met' : 'NOT met'})`,
    );
    return [
      figure('inbox', `inbox first page p50, ${int(N)} conversations (${kind})`, gqlQ.p50, 'ms', { value: sqlQ.p50, name: 'raw SQL, 3 statements' }),
      figure('inbox', `inbox first page p99, ${int(N)} conversations (${kind})`, gqlQ.p99, 'ms', { value: sqlQ.p99, name: 'raw SQL, 3 statements' }),
    ];
  } finally {
    if (usePg) await raw.end().catch(() => {});
    for (const t of ['ChatMessage', 'ChatConversation', 'Shop'])
      await sql.query(`DELETE FROM "${t}" WHERE "companyId" = $1`, [companyId]).catch((err) => console.warn(`cleaning ${t}:`, err.message));
    await sql.query(`DELETE FROM "DomainEvent" WHERE "companyId" = $1`, [companyId]).catch(() => {});
    await sql.query(`DELETE FROM "Company" WHERE id = $1`, [companyId]).catch((err) => console.warn('cleaning the bench company:', err.message));
    await app.close();
  }
}

if (isMain(import.meta.url)) {
  const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
  const env = (k: string, full: number, small: number) => Number(process.env[k] ?? (smoke ? small : full));
  run({ url: process.env.DATABASE_URL, conversations: env('CONVERSATIONS', 200_000, 2_000), rounds: env('ROUNDS', 100, 10) }).then(
    (f) => {
      console.log(JSON.stringify(f, null, 2));
      process.exit(0);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
