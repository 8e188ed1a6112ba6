// A sub-account without a permission is refused every guarded operation (GraphQL fields, REST
// routes and subscriptions), on the server, and nothing of the company changes; the same operation
// passes the permission check once its role grants exactly that permission. Signed-out callers are
// refused everything that is not public.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getArgumentValues, Kind, parse, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { schema } from '../src/graphql/schema';
import { startTestApp, type TestApp } from './harness';
import { changedParts, OPERATIONS, seedDomains, snapshotCompany, type Ids } from './operations';
import { callRest, REST_ROUTES } from './operations.rest';
import { subscribe, SUBSCRIPTIONS, type SubscriptionEntry } from './operations.subscriptions';

let app: TestApp;
let main: Awaited<ReturnType<TestApp['company']>>;
let ids: Ids;

type Scopes = { permission?: string; loggedIn?: boolean; operator?: boolean };

/**
 * field name → the permission its authScopes demand (read from the schema, not restated). Scopes
 * computed from the arguments (a function) are evaluated with the arguments of the field's crawl
 * entry.
 */
function guardedFields(): Map<string, string> {
  const out = new Map<string, string>();
  for (const type of [schema.getQueryType()!, schema.getMutationType()!, schema.getSubscriptionType()!]) {
    for (const [name, field] of Object.entries(type.getFields())) {
      let scopes = (field.extensions?.pothosOptions as { authScopes?: Scopes | ((parent: unknown, args: unknown, ctx: unknown) => Scopes) } | undefined)
        ?.authScopes;
      if (typeof scopes === 'function') {
        const op = OPERATIONS.find((o) => o.field === name);
        if (!op) throw new Error(`${name}: authScopes computed from the arguments, but no crawl entry to take the arguments from`);
        const node = (parse(op.query).definitions[0] as OperationDefinitionNode).selectionSet.selections.find(
          (n): n is FieldNode => n.kind === Kind.FIELD && n.name.value === name,
        )!;
        scopes = scopes(undefined, getArgumentValues(field, node, op.variables(ids)), {});
      }
      if (scopes?.permission) out.set(name, scopes.permission);
    }
  }
  return out;
}

/**
 * Fields open to every signed-in account (or operators, or no one signed in), with the reason. A
 * field that loses its permission without being listed here fails the crawl.
 */
const NOT_PERMISSION_GUARDED: Record<string, string> = {
  ...Object.fromEntries(['me', 'company', 'session', 'permissionTree', 'changePassword', 'updateProfile', 'logout'].map((f) => [f, 'the account itself'])),
  ...Object.fromEntries(
    [
      'bulletins',
      'bulletin',
      'alertBulletins',
      'messageNoticeSummary',
      'messageNotices',
      'messageNoticeSettings',
      'markMessageNoticesRead',
      'updateMessageNoticeSettings',
    ].map((f) => [f, 'message center: every account reads its own notices and the service-wide bulletins']),
  ),
  ...Object.fromEntries(
    ['reportJobs', 'reportJobCounts', 'reportTypes', 'runningReportJobCount'].map((f) => [
      f,
      "task queue: the caller's own jobs; report types are filtered by permission",
    ]),
  ),
  startExport: "each export asserts its report type's permission in the service",
  ...Object.fromEntries(['homeDashboard', 'homeSalesReport', 'homeBottomData'].map((f) => [f, 'home page: figures the account may not open are null'])),
  ...Object.fromEntries(
    [
      'developerOptions',
      'locationOptions',
      'logisticsChannelOptions',
      'purchaseReportOptions',
      'salesReportOptions',
      'skuOptions',
      'supplierOptions',
      'warehouseOptions',
      'supplierProductPrices',
    ].map((f) => [f, 'pickers of forms on several pages (names and ids only)']),
  ),
  overseasWarehouseAuthOptions: 'authorization pickers of /overseasWarehouseAuth and /overseasLogistics: the service asks for either page',
  firstMileProviderOptions: 'provider pickers of /logisticHeadProvider and /logisticHeadChannel: the service asks for either page',
  invoiceCompanyOptions: 'header pickers of /invoiceCompany and /invoicesManage: the service asks for either page',
  replyTemplateOptions: "the chat widget's reply templates (issue 21): every account answering buyers; templates of shops outside allowShopIds are left out",
  translate: 'translating a buyer message or a reply (issue 21): every account answering buyers',
  applyAiToListing:
    "applying AI text to a listing draft (issue 24 item 7) is an edit of the draft: the listings service asserts the marketplace's own permission (ebayListing.edit, …)",
  aiWritingStatus: 'whether the server has an AI provider configured (issue 24 item 7): no company data, every AI page asks it',
  aiCommandTemplates:
    'AI prompt templates (issue 24 item 7): read on /aiCommandTemplate and by the generator of /chatGPT, so the service asserts either page permission (permission.denied without both)',
  shopOptions: "shop pickers on order, rule and account screens; still only the caller's allowShopIds",
  ...Object.fromEntries(
    ['chatConversations', 'chatConversationDetail', 'chatPlatformShops', 'chatUnreadCount', 'markChatRead', 'markAllChatsRead', 'saveChatTranslation'].map(
      (f) => [f, 'inbox (issue 21): the service asks for /buyerMessage or /sellerMessage; the unread count answers 0 without them'],
    ),
  ),
  ...Object.fromEntries(
    ['afterSalesCases', 'afterSalesStatusCounts', 'afterSalesCase', 'afterSalesShops', 'afterSalesAction', 'pullAfterSales'].map((f) => [
      f,
      'after-sales screens (issue 21 item 6): the page depends on the kind and marketplace asked for (or the case); the service asks for it, .handle to act and pull',
    ]),
  ),
  ...Object.fromEntries(
    ['reviews', 'reviewCounts', 'review', 'reviewShops', 'replyToReview', 'pullReviews'].map((f) => [
      f,
      'review screens (issue 21): /commentManagement or /allegroComment by the platform asked for (or the review); the service asks for the page, .handle to reply and pull',
    ]),
  ),
  ...Object.fromEntries(['operatorBulletins', 'publishBulletin', 'updateBulletin', 'deleteBulletin'].map((f) => [f, 'operator only (scope operator)'])),
  ...Object.fromEntries(['login', 'register', 'refreshToken', 'sendPasswordResetCode', 'resetPassword'].map((f) => [f, 'before sign-in'])),
  ...Object.fromEntries(['companyEvents', 'userEvents'].map((f) => [f, "realtime: the caller's own company and user channels"])),
  events: 'domain events (query and subscription): each event type is delivered only with its permission, per event (events.service.ts)',
  ...Object.fromEntries(['node', 'nodes'].map((f) => [f, "global ids: each object is read with its own query's permission (graphql/node.ts)"])),
};

async function gqlOk<T = any>(query: string, variables: Record<string, unknown>, field: string): Promise<T> {
  const r = await app.gql(query, variables, { token: main.token });
  if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
  return r.body.data[field].data;
}

async function subAccountWith(permissions: string[]): Promise<{ token: string; roleId: number; username: string; userId: number }> {
  const tag = Math.random().toString(36).slice(2, 9);
  const role = await gqlOk<{ id: number }>(
    'mutation($i: RoleInput!) { createRole(input: $i) { ... on MutationCreateRoleSuccess { data { id } } } }',
    { i: { name: `r ${tag}`, permissions } },
    'createRole',
  );
  const username = `p_${tag}`;
  const user = await gqlOk<{ id: number }>(
    'mutation($i: CreateSubAccountInput!) { createSubAccount(input: $i) { ... on MutationCreateSubAccountSuccess { data { id } } } }',
    { i: { username, password: 'secret123', password2: 'secret123', realname: tag, roleId: role.id } },
    'createSubAccount',
  );
  return { token: await app.login(username), roleId: role.id, username, userId: user.id };
}

/** Gives the role exactly these permissions (read again by the server on the next request). */
async function grant(roleId: number, permissions: string[]): Promise<void> {
  await gqlOk(
    'mutation($id: Int!, $i: RoleInput!) { updateRole(id: $id, input: $i) { ... on MutationUpdateRoleSuccess { data { id } } } }',
    { id: roleId, i: { name: `granted ${roleId}`, permissions } },
    'updateRole',
  );
}

beforeAll(async () => {
  app = await startTestApp();
  main = await app.company('Guarded Co', { edition: 'flagship' });
  const role = await gqlOk<{ id: number }>(
    'mutation($i: RoleInput!) { createRole(input: $i) { ... on MutationCreateRoleSuccess { data { id } } } }',
    { i: { name: 'target', permissions: [] } },
    'createRole',
  );
  const shop = await gqlOk<{ id: number }>(
    'mutation($i: AuthorizeShopInput!) { authorizeShop(input: $i) { ... on MutationAuthorizeShopSuccess { data { id } } } }',
    { i: { platformType: 2, shopName: 'guarded', authCode: 'ok' } },
    'authorizeShop',
  );
  const sub = await gqlOk<{ id: number }>(
    'mutation($i: CreateSubAccountInput!) { createSubAccount(input: $i) { ... on MutationCreateSubAccountSuccess { data { id } } } }',
    { i: { username: 'target_sub', password: 'secret123', password2: 'secret123', realname: 't' } },
    'createSubAccount',
  );
  ids = { ...(await seedDomains(app, main, 'p')), roleId: role.id, shopId: shop.id, subId: sub.id };
});

/**
 * Subscribes over graphql-ws (the app listens only when a crawl needs it) and answers the refusal.
 * With `who`, probes are published on the subscriber's channel meanwhile: authScopes of a
 * subscription field are checked as each event resolves, not when subscribing.
 */
async function subscriptionRefusal(
  query: string,
  token?: string,
  who?: { entry: SubscriptionEntry; companyId: number; userId: number },
  waitMs = 10_000,
): Promise<string> {
  if (!app.http.server.listening) await app.http.listen({ port: 0, host: '127.0.0.1' });
  const s = subscribe(`ws://127.0.0.1:${(app.http.server.address() as AddressInfo).port}/graphql`, query, token);
  let done = false;
  const timeout = new Promise((r) => setTimeout(() => r(`no refusal within ${waitMs} ms`), waitMs));
  const refusal = Promise.race([s.error, timeout]).finally(() => (done = true));
  while (who && !done) {
    who.entry.probe(app, { ...who, token: '' }, { event: 'Probe', data: {} });
    await new Promise((r) => setTimeout(r, 100));
  }
  const answer = await refusal;
  await s.client.dispose();
  return JSON.stringify(answer);
}
afterAll(() => app?.close());

describe('permission crawl', () => {
  it('every guarded field names a permission of the menu and has an operation to try', () => {
    const guarded = guardedFields();
    expect(guarded.size).toBeGreaterThanOrEqual(15);
    const known = new Set([...OPERATIONS, ...SUBSCRIPTIONS].map((o) => o.field));
    expect([...guarded.keys()].filter((f) => !known.has(f))).toEqual([]);
  });

  it('every other field is listed as open to any signed-in account, with the reason', () => {
    const guarded = guardedFields();
    const fields = [schema.getQueryType()!, schema.getMutationType()!, schema.getSubscriptionType()!].flatMap((t) => Object.keys(t.getFields()));
    expect(
      fields.filter((f) => !guarded.has(f) && !NOT_PERMISSION_GUARDED[f]),
      'fields without a permission and not listed in NOT_PERMISSION_GUARDED',
    ).toEqual([]);
    expect(
      Object.keys(NOT_PERMISSION_GUARDED).filter((f) => guarded.has(f) || !fields.includes(f)),
      'listed but guarded or gone',
    ).toEqual([]);
  });

  it('refuses each guarded operation to a sub-account lacking its permission, changing nothing, and lets it pass with it', async () => {
    const guarded = [...guardedFields()].sort((a, b) => a[1].localeCompare(b[1]));
    const nobodyAccount = await subAccountWith([]);
    const nobody = nobodyAccount.token;
    // One sub-account whose role is given exactly the permission under test before each call
    // (there are more permissions than the plan's 100 accounts).
    const allowed = await subAccountWith([]);
    const guardedRest = REST_ROUTES.filter((e) => e.permission);

    // Refused first, all of them, then the company is compared: a refusal must change nothing.
    const before = await snapshotCompany(app, main.companyId);
    for (const [field, permission] of guarded) {
      const sub = SUBSCRIPTIONS.find((s) => s.field === field);
      if (sub) {
        expect(await subscriptionRefusal(sub.query, nobody, { entry: sub, companyId: main.companyId, userId: nobodyAccount.userId }), field).toMatch(
          /FORBIDDEN/,
        );
        continue;
      }
      const op = OPERATIONS.find((o) => o.field === field)!;
      const denied = await app.gql(op.query, op.variables(ids), { token: nobody, lang: 'en' });
      expect(denied.body.errors?.[0]?.extensions, field).toMatchObject({ code: 'FORBIDDEN', messageId: 'permission.denied', permission });
      expect(denied.body.errors[0].message).toBe(`You do not have the permission "${permission}"`);
    }
    for (const entry of guardedRest) {
      const denied = await callRest(app, await entry.call(ids), nobody);
      expect([denied.status, denied.body], `${entry.method} ${entry.route}`).toEqual([
        403,
        { code: 403, message: `You do not have the permission "${entry.permission}"`, type: 'noPermission', data: null },
      ]);
    }
    expect(changedParts(before, await snapshotCompany(app, main.companyId)), 'a refused call changed the company').toEqual([]);

    // A REST handler that refuses must say so in its entry (permission): the other routes let the same sub-account in.
    for (const entry of REST_ROUTES.filter((e) => !e.permission && !e.public)) {
      const token = entry.ownSession ? await app.login(nobodyAccount.username) : nobody;
      const res = await callRest(app, await entry.call(ids), token);
      expect(
        res.status,
        `${entry.method} ${entry.route} refuses a sub-account without permissions but its entry names no permission: ${res.text.slice(0, 200)}`,
      ).not.toBe(403);
    }

    let granted = '';
    const grantOnly = async (permission: string) => {
      if (granted !== permission) await grant(allowed.roleId, [(granted = permission)]);
    };
    for (const [field, permission] of guarded) {
      await grantOnly(permission);
      const sub = SUBSCRIPTIONS.find((s) => s.field === field);
      if (sub) {
        // an accepted subscription simply stays open: a short wait shows no refusal came
        expect(
          await subscriptionRefusal(sub.query, allowed.token, { entry: sub, companyId: main.companyId, userId: allowed.userId }, 2_000),
          field,
        ).not.toMatch(/FORBIDDEN/);
        continue;
      }
      const op = OPERATIONS.find((o) => o.field === field)!;
      const passed = await app.gql(op.query, op.variables(ids), { token: allowed.token });
      const codes = (passed.body.errors ?? []).map((e: { extensions?: { code?: string } }) => e.extensions?.code);
      expect(codes, `${field} with ${permission}: ${JSON.stringify(passed.body.errors)}`).not.toContain('FORBIDDEN');
    }
    for (const entry of guardedRest) {
      await grantOnly(entry.permission!);
      const passed = await callRest(app, await entry.call(ids), allowed.token);
      expect(passed.status, `${entry.method} ${entry.route} with ${entry.permission}: ${passed.text.slice(0, 300)}`).not.toBe(403);
      expect(passed.status).toBeLessThan(500);
    }
  });

  it('refuses anonymous callers every non-public operation', async () => {
    for (const op of OPERATIONS) {
      const r = await app.gql(op.query, op.variables(ids), {});
      expect(r.body.errors?.[0]?.extensions?.code, op.field).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses signed-out callers every non-public REST route with 401', async () => {
    for (const entry of REST_ROUTES.filter((e) => !e.public)) {
      const res = await callRest(app, await entry.call(ids), undefined);
      expect([res.status, res.body?.code, res.body?.type], `${entry.method} ${entry.route}: ${res.text.slice(0, 200)}`).toEqual([401, 401, 'noPermission']);
    }
  });

  it('refuses signed-out subscribers every subscription', async () => {
    for (const entry of SUBSCRIPTIONS) expect(await subscriptionRefusal(entry.query), entry.field).toMatch(/UNAUTHENTICATED/);
  });

  it('hides pages the role lacks from user/routes', async () => {
    const { token } = await subAccountWith(['shops']);
    const routes = await app.rest('user/routes', undefined, { token });
    const names: string[] = [];
    const walk = (nodes: { name: string; children: unknown[] }[]) => nodes.forEach((n) => (names.push(n.name), walk(n.children as never)));
    walk(routes.body.data.menu);
    expect(names).toContain('shops');
    expect(names).not.toContain('roles');
    expect(names).not.toContain('shop.authorize');
    expect(routes.body.data.permissions.sort()).toEqual(['bulletinList', 'changePassword', 'messageList', 'messageNoticeConfig', 'shops', 'user']);
  });
});
