// Message center: bulletins (company reads, operator writes), message notices (notify, bell
// summary, list, mark read), notice settings, and the REST compat of spec 01 §7.
import { NOTICE_GROUPS, NOTICE_TYPES, translate } from '@erp/schema';
import { SignJWT } from 'jose';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyWorld, ERROR_FIELDS as ERR, worldsSuite, type TestApp } from '../../../test/harness';
import type { RealtimeEvent } from '../../platform/pubsub';
import { unscopedDb } from '../../platform/db';
import { runOperatorCli } from '../operator/operator.cli';
import { createOperator, signOperatorToken } from '../operator/operator.service';
import { notify } from './notices.service';

let app: TestApp;
let acme: Awaited<ReturnType<TestApp['company']>>;
let other: Awaited<ReturnType<TestApp['company']>>;
let opToken: string;
let sub: { id: number; token: string };

const db = () => unscopedDb(app.platform.database.prisma, 'test');
const BULLETIN = 'id title content hotFlag alertFlag updateTime publishedAt';

type Opts = { token?: string; lang?: string };
async function gql(query: string, variables: Record<string, unknown> = {}, opts: Opts = {}) {
  const r = await app.gql(query, variables, { token: acme.token, ...opts });
  return r.body;
}
/** Mutation helpers: the fields of data, plus errors when the call was refused outright. */
async function mut(query: string, variables: Record<string, unknown>, opts: Opts = {}) {
  const body = await gql(query, variables, opts);
  return { ...body.data, errors: body.errors };
}
async function ok(query: string, variables: Record<string, unknown> = {}, opts: Opts = {}) {
  const body = await gql(query, variables, opts);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

const publish = (input: Record<string, unknown>, token = opToken) =>
  mut(
    `mutation($i: BulletinInput!) { publishBulletin(input: $i) { __typename ... on MutationPublishBulletinSuccess { data { ${BULLETIN} } } ${ERR} } }`,
    { i: input },
    { token, lang: 'en' },
  );
const update = (id: number, input: Record<string, unknown>, token = opToken) =>
  mut(
    `mutation($id: Int!, $i: BulletinInput!) { updateBulletin(id: $id, input: $i) { __typename ... on MutationUpdateBulletinSuccess { data { ${BULLETIN} } } ${ERR} } }`,
    { id, i: input },
    { token, lang: 'en' },
  );
const remove = (id: number, token = opToken) =>
  mut(
    `mutation($id: Int!) { deleteBulletin(id: $id) { __typename ... on MutationDeleteBulletinSuccess { data { id } } ${ERR} } }`,
    { id },
    { token, lang: 'en' },
  );

const notices = (filter: Record<string, unknown> = {}, opts: Opts & { first?: number; offset?: number } = {}) =>
  gql(
    'query($f: MessageNoticeFilter, $first: Int, $offset: Int) { messageNotices(filter: $f, first: $first, offset: $offset) { totalCount edges { node { id title body type tag typeName isRead otherBillNum linkPath linkData createTime } } } }',
    { f: filter, first: opts.first ?? 100, offset: opts.offset },
    opts,
  );
const markRead = (input: Record<string, unknown>, opts: Opts = {}) =>
  mut(
    `mutation($i: MarkMessageNoticesReadInput!) { markMessageNoticesRead(input: $i) { __typename ... on MutationMarkMessageNoticesReadSuccess { data { updated } } ${ERR} } }`,
    { i: input },
    { lang: 'en', ...opts },
  );

async function operatorLogin(username: string, password: string, ip = '10.9.0.1') {
  return app.rest('operator/login', { username, password }, { ip, lang: 'en' });
}

worldsSuite(companyWorld, ['Acme', 'Other'], (...s) => ([app, acme, other] = s));
beforeAll(async () => {
  await createOperator(db(), { username: 'op_alice', password: 'operator123', realname: 'Alice' });
  const login = await operatorLogin('op_alice', 'operator123');
  opToken = login.body.data.access_token;
  const created = await ok('mutation($i: CreateSubAccountInput!) { createSubAccount(input: $i) { ... on MutationCreateSubAccountSuccess { data { id } } } }', {
    i: { username: 'acme_clerk', password: 'secret123', password2: 'secret123', realname: 'Clerk' },
  });
  sub = { id: created.createSubAccount.data.id, token: await app.login('acme_clerk') };
});

// ---- operator ----------------------------------------------------------------------------------

describe('operator accounts and tokens', () => {
  it('signs in over REST with a 2-hour bearer token; a wrong password or a user account is refused alike', async () => {
    const r = await operatorLogin('op_alice', 'operator123');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 0, data: { access_token: expect.any(String), expires_in: 7200, token_type: 'Bearer' } });
    const wrong = await operatorLogin('op_alice', 'nope-nope');
    expect(wrong.body).toMatchObject({ code: 1, message: 'Wrong username or password', type: 'tips', data: null });
    // A company account's credentials are not an operator's.
    const user = await operatorLogin(acme.username, 'secret123');
    expect(user.body).toMatchObject({ code: 1, message: 'Wrong username or password' });
    const empty = await app.rest('operator/login', { username: '' }, { lang: 'en' });
    expect(empty.status).toBe(403);
    expect(Object.keys(empty.body.data.errors).sort()).toEqual(['password', 'username']);
  });

  it('rate-limits operator sign-in like user sign-in (10 a minute per name and address)', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 10; i++) expect((await operatorLogin('op_alice', 'wrong-password', ip)).status).toBe(200);
    const limited = await operatorLogin('op_alice', 'operator123', ip);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many sign-in attempts/);
    // Another address is not affected.
    expect((await operatorLogin('op_alice', 'operator123', '10.9.9.10')).body.code).toBe(0);
  });

  it('keeps operator and user tokens apart in both directions', async () => {
    // Operator token on company fields: forbidden (not "please sign in"), and on REST: 401.
    const me = await gql('{ me { id } }', {}, { token: opToken, lang: 'en' });
    expect(me.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', messageId: 'permission.companyUsersOnly' });
    const summary = await gql('{ messageNoticeSummary { count } }', {}, { token: opToken });
    expect(summary.errors[0].extensions.code).toBe('FORBIDDEN');
    const rest = await app.rest('user/routes', undefined, { token: opToken });
    expect(rest.status).toBe(401);
    const chat = await app.rest('chat/unReadCount', {}, { token: opToken });
    expect(chat.status).toBe(401);
    // User token on operator fields: forbidden with the operator message.
    const denied = await publish({ title: 't', content: 'c' }, acme.token);
    expect(denied.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', messageId: 'permission.operatorOnly' });
    expect(denied.errors[0].message).toBe('Only the service operator can do this');
    const list = await gql('{ operatorBulletins { totalCount } }', {}, { token: acme.token });
    expect(list.errors[0].extensions.code).toBe('FORBIDDEN');
    // Anonymous: please sign in.
    const anonymous = await publish({ title: 't', content: 'c' }, '');
    expect(anonymous.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses forged, expired, re-passworded and deleted-operator tokens', async () => {
    const secret = new TextEncoder().encode(app.platform.config.jwtSecret);
    // Claims of an operator token, but signed with the user-token key: not an operator token.
    const forged = await new SignJWT({ op: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setAudience('erp-operator')
      .setExpirationTime('1h')
      .sign(secret);
    const r1 = await gql('{ operatorBulletins { totalCount } }', {}, { token: forged, lang: 'en' });
    expect(r1.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', messageId: 'auth.tokenInvalid' });
    // A user token never passes as an operator token, and an operator token never as a user's.
    expect((await app.platform.tokens.verify(opToken)).ok).toBe(false);

    const bob = await createOperator(db(), { username: 'op_bob', password: 'operator123' });
    const row = await db().platformOperator.findUniqueOrThrow({ where: { id: bob.id } });
    const expired = await signOperatorToken(app.platform, row, Date.now() - 3 * 3600 * 1000);
    const r2 = await gql('{ operatorBulletins { totalCount } }', {}, { token: expired, lang: 'en' });
    expect(r2.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', messageId: 'auth.tokenExpired' });

    const bobToken = (await operatorLogin('op_bob', 'operator123')).body.data.access_token;
    expect((await gql('{ operatorBulletins { totalCount } }', {}, { token: bobToken })).errors).toBeUndefined();
    await db().platformOperator.update({ where: { id: bob.id }, data: { passwordHash: 'changed' } });
    expect((await gql('{ operatorBulletins { totalCount } }', {}, { token: bobToken })).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    await db().platformOperator.delete({ where: { id: bob.id } });
    expect((await gql('{ operatorBulletins { totalCount } }', {}, { token: bobToken })).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('CLI creates, lists, re-passwords and deletes operators in the configured database', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'erp-operator-cli-'));
    const env = { DATA_DIR: dataDir };
    const lines: string[] = [];
    const out = { log: (s: string) => void lines.push(s), error: (s: string) => void lines.push(`E ${s}`) } as unknown as Console;
    try {
      expect(await runOperatorCli([], env, out)).toBe(2);
      expect(await runOperatorCli(['create', 'cli_op'], env, out)).toBe(2);
      expect(await runOperatorCli(['create', 'cli_op', 'operator123', 'Cli'], env, out)).toBe(0);
      expect(await runOperatorCli(['create', 'cli_op', 'operator123'], env, out)).toBe(1);
      expect(lines.at(-1)).toBe('E username: The operator cli_op already exists');
      expect(await runOperatorCli(['create', 'x y', 'short'], env, out)).toBe(1);
      expect(await runOperatorCli(['passwd', 'cli_op'], { ...env, OPERATOR_PASSWORD: 'newpassword1' }, out)).toBe(0);
      expect(await runOperatorCli(['list'], env, out)).toBe(0);
      expect(lines.at(-1)).toMatch(/^1\tcli_op\tCli\t/);
      expect(await runOperatorCli(['delete', 'cli_op'], env, out)).toBe(0);
      expect(await runOperatorCli(['delete', 'cli_op'], env, out)).toBe(1);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

// ---- bulletins ---------------------------------------------------------------------------------

describe('bulletins', () => {
  let first: number;
  let draft: number;
  let alert: number;

  it('the operator publishes; title and content are required and bounded, and a refused input creates nothing', async () => {
    const before = await db().bulletin.count();
    const missing = await publish({ title: '  ', hotFlag: true });
    expect(missing.publishBulletin.__typename).toBe('ValidationError');
    expect(missing.publishBulletin.fieldErrors).toEqual([
      { field: 'title', messageId: 'validation.required', message: 'Title is required' },
      { field: 'content', messageId: 'validation.required', message: 'Content is required' },
    ]);
    const long = await publish({ title: 'x'.repeat(201), content: 'y'.repeat(20001) });
    expect(long.publishBulletin.fieldErrors.map((e: { message: string }) => e.message)).toEqual([
      'Title must be at most 200 characters',
      'Content must be at most 20000 characters',
    ]);
    expect(await db().bulletin.count()).toBe(before);

    const ok1 = await publish({ title: 'x'.repeat(200), content: 'First bulletin', hotFlag: true });
    expect(ok1.publishBulletin.data).toMatchObject({ title: 'x'.repeat(200), hotFlag: true, alertFlag: false, publishedAt: expect.any(String) });
    first = ok1.publishBulletin.data.id;
    const d = await publish({ title: 'Draft', content: 'Not yet', publish: false });
    expect(d.publishBulletin.data.publishedAt).toBeNull();
    draft = d.publishBulletin.data.id;
    const a = await publish({ title: 'Maintenance tonight', content: 'Down 02:00-03:00', alertFlag: true });
    alert = a.publishBulletin.data.id;
    const row = await db().bulletin.findUniqueOrThrow({ where: { id: alert } });
    expect(row.operatorId).not.toBeNull();
  });

  it('companies see published bulletins only, newest first, with filters, paging and totalCount', async () => {
    const data = await ok(`{ bulletins(first: 10) { totalCount edges { node { ${BULLETIN} } } } }`);
    expect(data.bulletins.edges.map((e: any) => e.node.id)).toEqual([alert, first]);
    expect(data.bulletins.totalCount).toBe(2);
    const hot = await ok('{ bulletins(filter: { hotFlag: true }) { totalCount edges { node { id } } } }');
    expect(hot.bulletins.edges.map((e: any) => e.node.id)).toEqual([first]);
    const kw = await ok('{ bulletins(filter: { keyword: "maintenance" }) { totalCount edges { node { id } } } }');
    expect(kw.bulletins.edges.map((e: any) => e.node.id)).toEqual([alert]);
    const page2 = await ok('{ bulletins(first: 1, offset: 1) { totalCount edges { node { id } } } }', {}, { token: other.token });
    expect(page2.bulletins).toEqual({ totalCount: 2, edges: [{ node: { id: first } }] });
    expect((await ok('query($id: Int!) { bulletin(id: $id) { id } }', { id: draft })).bulletin).toBeNull();
    expect((await ok('query($id: Int!) { bulletin(id: $id) { id title } }', { id: first })).bulletin).toEqual({ id: first, title: 'x'.repeat(200) });
    expect((await ok('{ alertBulletins { id title content } }')).alertBulletins).toEqual([
      { id: alert, title: 'Maintenance tonight', content: 'Down 02:00-03:00' },
    ]);
    const anonymous = await gql('{ bulletins { totalCount } }', {}, { token: '' });
    expect(anonymous.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('the operator sees drafts, publishes them, edits with the same rules and deletes', async () => {
    const all = await ok('{ operatorBulletins { totalCount edges { node { id publishedAt } } } }', {}, { token: opToken });
    expect(all.operatorBulletins.edges[0].node).toEqual({ id: draft, publishedAt: null });
    expect(all.operatorBulletins.totalCount).toBe(3);
    const drafts = await ok('{ operatorBulletins(filter: { published: false }) { totalCount } }', {}, { token: opToken });
    expect(drafts.operatorBulletins.totalCount).toBe(1);

    const bad = await update(draft, { title: '', content: 'z'.repeat(20001) });
    expect(bad.updateBulletin.fieldErrors.map((e: { field: string }) => e.field)).toEqual(['title', 'content']);
    expect((await db().bulletin.findUniqueOrThrow({ where: { id: draft } })).title).toBe('Draft');

    const published = await update(draft, { publish: true, title: 'Now public' });
    expect(published.updateBulletin.data).toMatchObject({ title: 'Now public', content: 'Not yet', publishedAt: expect.any(String) });
    expect((await ok('query($id: Int!) { bulletin(id: $id) { title } }', { id: draft })).bulletin).toEqual({ title: 'Now public' });
    const back = await update(draft, { publish: false });
    expect(back.updateBulletin.data.publishedAt).toBeNull();
    expect((await ok('query($id: Int!) { bulletin(id: $id) { title } }', { id: draft })).bulletin).toBeNull();

    expect((await update(999999, { title: 'x' })).updateBulletin.__typename).toBe('NotFoundError');
    expect((await remove(999999)).deleteBulletin.__typename).toBe('NotFoundError');
    expect((await remove(draft)).deleteBulletin.data).toEqual({ id: draft });
    expect(await db().bulletin.findUnique({ where: { id: draft } })).toBeNull();
    // A company account cannot delete.
    expect((await remove(first, acme.token)).errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await db().bulletin.findUnique({ where: { id: first } })).not.toBeNull();
  });

  it('REST notice answers a published bulletin and 404 for unknown or draft ones', async () => {
    const r = await app.rest('notice', { id: first }, { token: acme.token });
    expect(r.body).toMatchObject({
      code: 0,
      data: { notice: { id: first, title: 'x'.repeat(200), content: 'First bulletin', hotFlag: true, alertFlag: false, updateTime: expect.any(String) } },
    });
    expect(Object.keys(r.body.data.notice).sort()).toEqual(['alertFlag', 'content', 'hotFlag', 'id', 'title', 'updateTime']);
    expect((await app.rest('notice', { id: String(first) }, { token: acme.token })).body.code).toBe(0);
    const d = await publish({ title: 'Hidden', content: 'draft', publish: false });
    const hidden = await app.rest('notice', { id: d.publishBulletin.data.id }, { token: acme.token, lang: 'en' });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ code: 404, message: 'The requested resource does not exist' });
    expect((await app.rest('notice', { id: 987654 }, { token: acme.token })).status).toBe(404);
    const badId = await app.rest('notice', { id: 'abc' }, { token: acme.token, lang: 'en' });
    expect(badId.status).toBe(403);
    expect(badId.body.data.errors).toEqual({ id: ['The bulletin id must be a positive whole number'] });
  });
});

// ---- notices -----------------------------------------------------------------------------------

describe('notify', () => {
  it('creates one notice per recipient of the company, pushes MessageNoticeEvent with the level, and skips switched-off types', async () => {
    const events: RealtimeEvent[] = [];
    const iter = app.platform.events.pubsub.subscribe('user:notify', acme.userId)[Symbol.asyncIterator]();
    const pump = (async () => {
      for (;;) {
        const n = await iter.next();
        if (n.done) return;
        events.push(n.value);
      }
    })();
    await db().messageNoticeSetting.create({ data: { companyId: acme.companyId, userId: acme.userId, type: '5', level: 'HIGH', enabled: true } });
    // Another company's user among the recipients is ignored.
    const created = await notify(app.platform, {
      companyId: acme.companyId,
      userIds: [acme.userId, other.userId],
      type: '5',
      title: 'Low stock: {sku}',
      params: { sku: 'SKU-1' },
      otherBillNum: 'SKU-1',
    });
    expect(created).toBe(1);
    expect(await db().messageNotice.count({ where: { userId: other.userId } })).toBe(0);
    await new Promise((r) => setTimeout(r, 50));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      event: 'MessageNoticeEvent',
      data: {
        type: '5',
        tag: 'stock',
        typeName: 'notice.type.5',
        title: 'Low stock: {sku}',
        otherBillNum: 'SKU-1',
        levelConfig: { websiteConfig: { level: 'HIGH' } },
        messageDetail: { stringBody: '' },
      },
    });

    await db().messageNoticeSetting.update({ where: { userId_type: { userId: acme.userId, type: '5' } }, data: { enabled: false } });
    expect(await notify(app.platform, { companyId: acme.companyId, userIds: [acme.userId], type: '5', title: 'Low stock again' })).toBe(0);
    expect(await db().messageNotice.count({ where: { userId: acme.userId, title: 'Low stock again' } })).toBe(0);
    await new Promise((r) => setTimeout(r, 50));
    expect(events).toHaveLength(1);
    await expect(notify(app.platform, { companyId: acme.companyId, userIds: [acme.userId], type: '99', title: 'x' })).rejects.toThrow(/unknown notice type/);
    await iter.return?.();
    await pump;
    await db().messageNotice.deleteMany({ where: { userId: acme.userId } });
    await db().messageNoticeSetting.deleteMany({ where: { userId: acme.userId } });
  });
});

describe('message notices of the caller', () => {
  const ids: Record<string, number> = {};
  const send = async (userId: number, type: string, title: string, extra: Record<string, unknown> = {}) => {
    expect(await notify(app.platform, { companyId: acme.companyId, userIds: [userId], type, title, ...extra })).toBe(1);
    const row = await db().messageNotice.findFirstOrThrow({ where: { userId }, orderBy: { id: 'desc' } });
    return row.id;
  };

  beforeAll(async () => {
    ids.system = await send(acme.userId, '1', 'notice.type.1', { body: 'Plain body text' });
    ids.export = await send(acme.userId, '12', 'common.tooManyRequests', { params: { seconds: 7 }, otherBillNum: '77' });
    ids.giga = await send(acme.userId, '9', 'GigaCloud item restocked', { linkData: { id: 'G-9' } });
    ids.demand = await send(acme.userId, '13', 'New demand', { otherBillNum: 'D-13' });
    for (let i = 0; i < 11; i++) ids[`order${i}`] = await send(acme.userId, '4', `Order ${i} abnormal`, { otherBillNum: `ORD-${i}` });
    ids.subs = await send(sub.id, '1', 'For the clerk only');
  });

  it('summary: one group per NOTICE_GROUPS entry in order, translated titles, unread counts and the latest 10', async () => {
    const data = await ok(
      '{ messageNoticeSummary { count group { type title unRead tagIndex messages { id title typeName tag isRead } } } }',
      {},
      { lang: 'en' },
    );
    const s = data.messageNoticeSummary;
    expect(s.group.map((g: any) => [g.type, g.tagIndex, g.title])).toEqual(NOTICE_GROUPS.map((g, i) => [g, i, translate('en', `notice.group.${g}`)]));
    expect(s.count).toBe(15);
    const byType = Object.fromEntries(s.group.map((g: any) => [g.type, g]));
    expect(byType.order.unRead).toBe(11);
    expect(byType.order.messages).toHaveLength(10);
    expect(byType.order.messages[0]).toEqual({ id: ids.order10, title: 'Order 10 abnormal', typeName: 'Abnormal orders', tag: 'order', isRead: '2' });
    expect(byType.system.messages.map((m: any) => m.id)).toEqual([ids.system]); // not the clerk's
    expect(byType.task.messages[0].title).toBe('Too many requests, please try again in 7 seconds');
    const zh = await ok('{ messageNoticeSummary { group { title messages { typeName } } } }', {}, { lang: 'zh' });
    expect(zh.messageNoticeSummary.group[0]).toMatchObject({ title: '系统', messages: [{ typeName: '系统通知' }] });
  });

  it('list: own notices only, newest first, rendered in the reader language, with links', async () => {
    const r = await notices({}, { lang: 'en' });
    expect(r.data.messageNotices.totalCount).toBe(15);
    const nodes = r.data.messageNotices.edges.map((e: any) => e.node);
    expect(nodes.map((n: any) => n.id)).not.toContain(ids.subs);
    expect(nodes[0].id).toBeGreaterThan(nodes[1].id);
    const byId = Object.fromEntries(nodes.map((n: any) => [n.id, n]));
    expect(byId[ids.system]).toMatchObject({
      title: 'System notice',
      body: 'Plain body text',
      type: '1',
      tag: 'system',
      typeName: 'System notice',
      linkPath: null,
    });
    expect(byId[ids.giga]).toMatchObject({ linkPath: '/gigacloudStockMonitor?tab=1&id=G-9', linkData: { id: 'G-9' }, typeName: 'GigaCloud item stock' });
    expect(byId[ids.demand]).toMatchObject({ linkPath: '/productDev?demandNum=D-13', otherBillNum: 'D-13' });
    const clerk = await notices({}, { token: sub.token });
    expect(clerk.data.messageNotices.edges.map((e: any) => e.node.id)).toEqual([ids.subs]);
    const foreign = await notices({}, { token: other.token });
    expect(foreign.data.messageNotices.totalCount).toBe(0);
  });

  it('list filters: group, type, read flag, keyword (stored text, translated text, bill number), dates, paging', async () => {
    const count = async (f: Record<string, unknown>) => (await notices(f)).data.messageNotices.totalCount;
    expect(await count({ group: 'order' })).toBe(11);
    expect(await count({ type: '9' })).toBe(1);
    expect(await count({ group: 'stock', type: '4' })).toBe(0);
    expect(await count({ isRead: '1' })).toBe(0);
    expect(await count({ keyword: 'ORD-1' })).toBe(2); // ORD-1 and ORD-10
    expect(await count({ keyword: 'abnormal' })).toBe(11);
    expect(await count({ keyword: '系统通知' })).toBe(1); // the stored message id's zh text
    expect(await count({ createdFrom: new Date(Date.now() + 60_000).toISOString() })).toBe(0);
    expect(await count({ createdTo: new Date(Date.now() + 60_000).toISOString() })).toBe(15);
    const page = await notices({ group: 'order' }, { first: 5, offset: 10 });
    expect(page.data.messageNotices.edges.map((e: any) => e.node.id)).toEqual([ids.order0]);
    const bad = await notices({ group: 'nope', type: '42' }, { lang: 'en' });
    expect(bad.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'group', message: 'Unknown message group nope' }] });
    const badType = await notices({ type: '42' }, { lang: 'en' });
    expect(badType.errors[0].extensions.fieldErrors[0]).toMatchObject({ field: 'type', messageId: 'notice.typeInvalid' });
    const badRead = await notices({ isRead: '3' }, { lang: 'en' });
    expect(badRead.errors[0].extensions.fieldErrors[0]).toMatchObject({ field: 'isRead' });
  });

  it('marks read by ids (own unread only); nothing unread left gives NoNeedToMarkReadContentYet and changes nothing', async () => {
    const r = await markRead({ ids: [ids.system, ids.giga] });
    expect(r.markMessageNoticesRead).toEqual({ __typename: 'MutationMarkMessageNoticesReadSuccess', data: { updated: 2 } });
    const row = await db().messageNotice.findUniqueOrThrow({ where: { id: ids.system } });
    expect(row.isRead).toBe('1');
    expect(row.readAt).not.toBeNull();
    const again = await markRead({ ids: [ids.system, ids.giga] });
    expect(again.markMessageNoticesRead).toEqual({
      __typename: 'BusinessError',
      messageId: 'NoNeedToMarkReadContentYet',
      message: 'There is nothing to mark as read yet',
    });
    const zh = await markRead({ ids: [ids.system] }, { lang: 'zh' });
    expect(zh.markMessageNoticesRead.message).toBe('暂无需要标记已读的内容');
    // The clerk's notice, by id, from the main account: not the caller's, so nothing to mark.
    const foreign = await markRead({ ids: [ids.subs] });
    expect(foreign.markMessageNoticesRead.messageId).toBe('NoNeedToMarkReadContentYet');
    expect((await db().messageNotice.findUniqueOrThrow({ where: { id: ids.subs } })).isRead).toBe('2');
    const otherCompany = await markRead({ ids: [ids.export] }, { token: other.token });
    expect(otherCompany.markMessageNoticesRead.messageId).toBe('NoNeedToMarkReadContentYet');
    expect((await db().messageNotice.findUniqueOrThrow({ where: { id: ids.export } })).isRead).toBe('2');
    // Unread and read together: only the unread one counts.
    expect((await markRead({ ids: [ids.system, ids.demand] })).markMessageNoticesRead.data.updated).toBe(1);
  });

  it('marks all of one group, then all; bad input is a field error and changes nothing', async () => {
    const none = await markRead({});
    expect(none.markMessageNoticesRead).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'ids', messageId: 'notice.idsRequired' }] });
    const badGroup = await markRead({ all: true, group: 'nope' });
    expect(badGroup.markMessageNoticesRead.fieldErrors).toEqual([{ field: 'group', messageId: 'notice.groupInvalid', message: 'Unknown message group nope' }]);
    const badIds = await markRead({ ids: [0, -3] });
    expect(badIds.markMessageNoticesRead.fieldErrors[0]).toMatchObject({ field: 'ids', messageId: 'notice.idsInvalid' });
    const tooMany = await markRead({ ids: Array.from({ length: 1001 }, (_, i) => i + 1) });
    expect(tooMany.markMessageNoticesRead.__typename).toBe('ValidationError');
    expect(await db().messageNotice.count({ where: { userId: acme.userId, isRead: '2' } })).toBe(12);

    const order = await markRead({ all: true, group: 'order' });
    expect(order.markMessageNoticesRead.data.updated).toBe(11);
    const summary = await ok('{ messageNoticeSummary { count group { type unRead } } }');
    expect(summary.messageNoticeSummary.count).toBe(1);
    const all = await markRead({ all: true });
    expect(all.markMessageNoticesRead.data.updated).toBe(1);
    expect((await markRead({ all: true })).markMessageNoticesRead.messageId).toBe('NoNeedToMarkReadContentYet');
    // The clerk's notice is still unread.
    expect((await db().messageNotice.findUniqueOrThrow({ where: { id: ids.subs } })).isRead).toBe('2');
    // The mark was written to the operate log.
    const logged = await db().operateLog.findFirst({ where: { companyId: acme.companyId, action: 'markMessageNoticesRead', success: true } });
    expect(logged?.module).toBe('messages');
  });
});

describe('notice settings', () => {
  const SETTINGS = '{ messageNoticeSettings { type typeName group level enabled } }';
  const save = (input: unknown[], opts: Opts = {}) =>
    mut(
      `mutation($i: [MessageNoticeSettingInput!]!) { updateMessageNoticeSettings(input: $i) { __typename ... on MutationUpdateMessageNoticeSettingsSuccess { data { type level enabled } } ${ERR} } }`,
      { i: input },
      { lang: 'en', token: other.token, ...opts },
    );

  it('lists one entry per notice type with the defaults until changed', async () => {
    const data = await ok(SETTINGS, {}, { token: other.token, lang: 'en' });
    expect(data.messageNoticeSettings).toEqual(
      NOTICE_TYPES.map((t) => ({ type: t.type, typeName: translate('en', t.nameId), group: t.group, level: t.defaultLevel, enabled: true })),
    );
  });

  it('refuses an unknown level or type as field errors naming the entry, storing nothing', async () => {
    const r = await save([
      { type: '1', level: 'LOW', enabled: true },
      { type: '3', level: 'LOUD', enabled: true },
      { type: '42', level: 'HIGH', enabled: false },
    ]);
    expect(r.updateMessageNoticeSettings.__typename).toBe('ValidationError');
    expect(r.updateMessageNoticeSettings.fieldErrors).toEqual([
      { field: '1.level', messageId: 'notice.levelInvalid', message: 'Unknown popup level LOUD: choose HIGH, MIDDLE or LOW' },
      { field: '2.type', messageId: 'notice.typeInvalid', message: 'Unknown message type 42' },
    ]);
    expect(await db().messageNoticeSetting.count({ where: { userId: other.userId } })).toBe(0);
  });

  it('stores per user and type (upsert), and a switched-off type creates no notices', async () => {
    const r = await save([
      { type: '3', level: 'LOW', enabled: true },
      { type: '5', level: 'HIGH', enabled: false },
    ]);
    const data = r.updateMessageNoticeSettings.data;
    expect(data).toHaveLength(NOTICE_TYPES.length);
    expect(data.find((s: any) => s.type === '3')).toEqual({ type: '3', level: 'LOW', enabled: true });
    expect(data.find((s: any) => s.type === '5')).toEqual({ type: '5', level: 'HIGH', enabled: false });
    await save([{ type: '3', level: 'MIDDLE', enabled: true }]);
    const rows = await db().messageNoticeSetting.findMany({ where: { userId: other.userId }, orderBy: { type: 'asc' } });
    expect(rows.map((s) => [s.type, s.level, s.enabled, s.companyId])).toEqual([
      ['3', 'MIDDLE', true, other.companyId],
      ['5', 'HIGH', false, other.companyId],
    ]);
    // Another user of another company is untouched.
    expect(await db().messageNoticeSetting.count({ where: { userId: acme.userId } })).toBe(0);
    expect(await notify(app.platform, { companyId: other.companyId, userIds: [other.userId], type: '5', title: 'muted' })).toBe(0);
    expect(await notify(app.platform, { companyId: other.companyId, userIds: [other.userId], type: '3', title: 'heard' })).toBe(1);
  });
});

// ---- REST compat ---------------------------------------------------------------------------------

describe('REST message center (spec 01 §7)', () => {
  let rest: Awaited<ReturnType<TestApp['company']>>;
  let n1: number;
  let n2: number;
  beforeAll(async () => {
    rest = await app.company('Rest Co');
    await notify(app.platform, { companyId: rest.companyId, userIds: [rest.userId], type: '2', title: 'notice.type.2', body: 'Details here' });
    await notify(app.platform, {
      companyId: rest.companyId,
      userIds: [rest.userId],
      type: '7',
      title: 'Listing {sku} failed',
      params: { sku: 'A-1' },
      otherBillNum: 'A-1',
    });
    const rows = await db().messageNotice.findMany({ where: { userId: rest.userId }, orderBy: { id: 'asc' } });
    [n1, n2] = rows.map((r) => r.id);
  });

  it('messageNotice/recentMessages answers count and groups with tag and messages', async () => {
    const r = await app.rest('messageNotice/recentMessages', {}, { token: rest.token, lang: 'en' });
    expect(r.body.code).toBe(0);
    expect(r.body.data.count).toBe(2);
    expect(r.body.data.group.map((g: any) => Object.keys(g).sort())).toEqual(NOTICE_GROUPS.map(() => ['messages', 'tagIndex', 'title', 'type', 'unRead']));
    const product = r.body.data.group.find((g: any) => g.type === 'product');
    expect(product).toMatchObject({ title: 'Products', unRead: 1, tagIndex: 3 });
    expect(product.messages).toEqual([
      {
        id: n2,
        title: 'Listing A-1 failed',
        body: '',
        type: '7',
        tag: 'product',
        typeName: 'Listing failed',
        createTime: expect.any(String),
        isRead: '2',
        otherBillNum: 'A-1',
      },
    ]);
    const cn = await app.rest('messageNotice/recentMessages', {}, { token: rest.token, lang: 'cn' });
    expect(cn.body.data.group[0].messages[0]).toMatchObject({ title: '详情通知', body: 'Details here', typeName: '详情通知' });
    expect((await app.rest('messageNotice/recentMessages', {})).status).toBe(401);
  });

  it('chat/unReadCount answers chat count 0, the newest unread notice, unread notices, alert bulletins and running exports', async () => {
    const now = new Date();
    await db().reportJob.createMany({
      data: [
        { companyId: rest.companyId, userId: rest.userId, reportType: 'shops', status: 5, heartbeatAt: now, startedAt: now },
        { companyId: rest.companyId, userId: rest.userId, reportType: 'shops', status: 10, finishedAt: now },
        { companyId: rest.companyId, userId: rest.userId, reportType: 'shops', status: 20, finishedAt: now },
        { companyId: other.companyId, userId: other.userId, reportType: 'shops', status: 5, heartbeatAt: now, startedAt: now },
      ],
    });
    const r = await app.rest('chat/unReadCount', {}, { token: rest.token, lang: 'en' });
    expect(r.body.code).toBe(0);
    const alerts = await db().bulletin.findMany({ where: { alertFlag: true, publishedAt: { not: null } }, orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }] });
    expect(r.body.data).toEqual({
      count: 0,
      notify: { title: 'Listing A-1 failed', message: '' },
      messageNotice: 2,
      alertNotices: alerts.map((b) => ({ title: b.title, content: b.content })),
      processReport: 1,
    });
    expect(r.body.data.alertNotices.length).toBeGreaterThan(0);
  });

  it('messageNotice/batchSetRead takes ids as an array or a comma string with updateType 1', async () => {
    const badType = await app.rest('messageNotice/batchSetRead', { ids: [n1], updateType: '2' }, { token: rest.token, lang: 'en' });
    expect(badType.status).toBe(403);
    expect(badType.body).toMatchObject({ code: 422, type: 'form', data: { errors: { updateType: ["updateType must be '1' (mark as read)"] } } });
    const badIds = await app.rest('messageNotice/batchSetRead', { ids: '1,x', updateType: '1' }, { token: rest.token, lang: 'en' });
    expect(badIds.body.data.errors.ids).toBeDefined();
    const noIds = await app.rest('messageNotice/batchSetRead', { updateType: '1' }, { token: rest.token, lang: 'en' });
    expect(noIds.body.data.errors).toEqual({ ids: ['Choose the messages to mark as read'] });
    expect(await db().messageNotice.count({ where: { userId: rest.userId, isRead: '2' } })).toBe(2);

    const r = await app.rest('messageNotice/batchSetRead', { ids: `${n1}`, updateType: '1' }, { token: rest.token });
    expect(r.body).toEqual({ code: 0, message: 'ok', data: { updated: 1 } });
    const again = await app.rest('messageNotice/batchSetRead', { ids: [n1], updateType: '1' }, { token: rest.token, lang: 'en' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ code: 1, type: 'tips', message: 'There is nothing to mark as read yet' });
    const all = await app.rest('messageNotice/batchSetRead', { all: '1', updateType: '1' }, { token: rest.token });
    expect(all.body.data).toEqual({ updated: 1 });
    const unread = await app.rest('chat/unReadCount', {}, { token: rest.token });
    expect(unread.body.data).toMatchObject({ notify: null, messageNotice: 0 });
  });
});
