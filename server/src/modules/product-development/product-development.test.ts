// Product development on a real database through the GraphQL API (issue 24 item 5): a requirement
// through a 3-node process (role node, an all-approvers user node, a user node) with a rejection
// back one node and a completion that creates the product-library product; reject at the first node
// back to the author; more than 20 nodes refused; a user not allowed at the node refused; foreign
// templates, roles, users and requirements refused; permissions. Every refusal changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_FIELDS, okOf, roleAccount, twoCompanySuite, type CompanyWorld, type TestApp } from '../../../test/harness';

let app: TestApp;
let w: CompanyWorld;
let other: CompanyWorld;
const { db, gql } = twoCompanySuite(['Dev Co', 'Other Dev Co'], (...s) => ([app, w, other] = s));
afterAll(() => undefined);

const REQ = 'id number name status currentNode currentNodeName canAct productId productSpu history { action nodeName userName comment status }';
const PROC = 'id name isDefault nodes { name approverType rule roleIds userIds approverNames }';
const m = (field: string, args: string, vars: string, fields = '') =>
  `mutation(${vars}) { ${field}(${args}) { __typename ${fields ? okOf(field, fields) : `... on Mutation${field[0].toUpperCase() + field.slice(1)}Success { data }`} ${ERROR_FIELDS} } }`;
const CREATE_PROC = m('createDevProcess', 'input: $i', '$i: DevProcessInput!', PROC);
const UPDATE_PROC = m('updateDevProcess', 'id: $id, input: $i', '$id: Int!, $i: DevProcessInput!', PROC);
const CREATE = m('createDevRequirement', 'input: $i', '$i: DevRequirementInput!', REQ);
const SUBMIT = m('submitDevRequirement', 'id: $id', '$id: Int!', REQ);
const APPROVE = m('approveDevRequirement', 'input: $i', '$i: ApproveDevRequirementInput!', REQ);
const REJECT = m('rejectDevRequirement', 'input: $i', '$i: RejectDevRequirementInput!', REQ);
const COMPLETE = m('completeDevRequirement', 'input: $i', '$i: CompleteDevRequirementInput!', REQ);
const ONE = `query($id: Int!) { devRequirement(id: $id) { ${REQ} } }`;
const COUNTS = '{ devRequirementStatusCounts { status count } }';

/** The mutation's answer as `token`: the success's data or the error. */
async function run(query: string, variables: Record<string, unknown>, token: string) {
  const r = await app.gql(query, variables, { token, lang: 'en' });
  expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
  return Object.values(r.body.data as Record<string, any>)[0];
}
const snapshot = async () =>
  JSON.stringify(
    await Promise.all([
      db().devProcessTemplate.findMany({ orderBy: { id: 'asc' } }),
      db().devRequirement.findMany({ orderBy: { id: 'asc' } }),
      db().devRequirementHistory.findMany({ orderBy: { id: 'asc' } }),
      db().product.count(),
    ]),
  );

let author: { token: string };
let buyer: { token: string; roleId: number };
let m1: { token: string; id: number };
let m2: { token: string; id: number };
let outsider: { token: string };
let processId = 0;
const userId = async (username: string) => (await db().user.findFirstOrThrow({ where: { username } })).id;

beforeAll(async () => {
  const devPerms = ['productDev', 'productDev.edit', 'productDev.approve', 'productDev.complete', 'productLibrary', 'product.create'];
  author = await roleAccount(app, w.companyId, { username: 'dev_author', role: 'Developer', permissions: devPerms });
  buyer = await roleAccount(app, w.companyId, { username: 'dev_buyer', role: 'Buyer', permissions: ['productDev', 'productDev.approve'] });
  const a = await roleAccount(app, w.companyId, { username: 'dev_m1', role: 'Manager 1', permissions: ['productDev', 'productDev.approve'] });
  const b = await roleAccount(app, w.companyId, { username: 'dev_m2', role: 'Manager 2', permissions: ['productDev', 'productDev.approve'] });
  m1 = { token: a.token, id: await userId('dev_m1') };
  m2 = { token: b.token, id: await userId('dev_m2') };
  outsider = await roleAccount(app, w.companyId, { username: 'dev_out', role: 'Outsider', permissions: ['productDev', 'productDev.approve'] });
});

const threeNodes = () => [
  { name: 'Buyer check', approverType: 'role', rule: 'any', roleIds: [buyer.roleId], userIds: [] },
  { name: 'Managers', approverType: 'user', rule: 'all', roleIds: [], userIds: [m1.id, m2.id] },
  { name: 'Sign-off', approverType: 'user', rule: 'any', roleIds: [], userIds: [m1.id] },
];

describe('process templates (/developmentProcessSetting)', () => {
  it('creates a 3-node process; the first one is the default', async () => {
    const p = await run(CREATE_PROC, { i: { name: 'Standard', nodes: threeNodes() } }, w.token);
    expect(p.__typename).toBe('MutationCreateDevProcessSuccess');
    expect(p.data).toMatchObject({ name: 'Standard', isDefault: true });
    expect(p.data.nodes.map((n: { name: string }) => n.name)).toEqual(['Buyer check', 'Managers', 'Sign-off']);
    expect(p.data.nodes[0].approverNames).toEqual(['Buyer']);
    processId = p.data.id;
  });

  it('refuses more than 20 nodes and changes nothing', async () => {
    const before = await snapshot();
    const nodes = Array.from({ length: 21 }, (_, i) => ({ name: `N${i}`, approverType: 'user', rule: 'any', roleIds: [], userIds: [m1.id] }));
    const r = await run(CREATE_PROC, { i: { name: 'Too long', nodes } }, w.token);
    expect(r.fieldErrors).toEqual([
      expect.objectContaining({ field: 'nodes', messageId: 'productDev.tooManyNodes', message: 'A development process has at most 20 nodes' }),
    ]);
    const u = await run(UPDATE_PROC, { id: processId, i: { name: 'Standard', nodes } }, w.token);
    expect(u.fieldErrors[0].messageId).toBe('productDev.tooManyNodes');
    expect(await snapshot()).toBe(before);
  });

  it("refuses another company's roles and users as approvers", async () => {
    const before = await snapshot();
    const foreignRole = await roleAccount(app, other.companyId, { username: 'dev_foreign', role: 'Foreign', permissions: [] });
    const foreignUser = await userId('dev_foreign');
    const byRole = await run(
      CREATE_PROC,
      { i: { name: 'Foreign role', nodes: [{ name: 'A', approverType: 'role', rule: 'any', roleIds: [foreignRole.roleId], userIds: [] }] } },
      w.token,
    );
    expect(byRole.fieldErrors).toEqual([expect.objectContaining({ field: 'nodes.0.roleIds', messageId: 'productDev.roleNotFound' })]);
    const byUser = await run(
      CREATE_PROC,
      { i: { name: 'Foreign user', nodes: [{ name: 'A', approverType: 'user', rule: 'any', roleIds: [], userIds: [m1.id, foreignUser] }] } },
      w.token,
    );
    expect(byUser.fieldErrors).toEqual([expect.objectContaining({ field: 'nodes.0.userIds', messageId: 'productDev.userNotFound' })]);
    expect(await snapshot()).toBe(before);
  });

  it('keeps one default per company', async () => {
    const p = await run(CREATE_PROC, { i: { name: 'Quick', isDefault: true, nodes: [threeNodes()[2]] } }, w.token);
    expect(p.data.isDefault).toBe(true);
    expect(await db().devProcessTemplate.count({ where: { companyId: w.companyId, isDefault: true } })).toBe(1);
    const back = await run(m('setDefaultDevProcess', 'id: $id', '$id: Int!', 'id isDefault'), { id: processId }, w.token);
    expect(back.data.isDefault).toBe(true);
    const del = await run(m('deleteDevProcess', 'id: $id', '$id: Int!'), { id: processId }, w.token);
    expect(del.messageId).toBe('productDev.defaultCannotDelete');
    expect((await run(m('deleteDevProcess', 'id: $id', '$id: Int!'), { id: p.data.id }, w.token)).data).toBe(p.data.id);
  });
});

describe('a requirement through a 3-node process', () => {
  let id = 0;
  it('is created as a draft with the spec fields and submitted into the first node', async () => {
    const r = await run(
      CREATE,
      {
        i: {
          name: 'Foldable laptop stand',
          category: 'Office',
          platforms: [1, 2],
          sites: ['DE', 'UK'],
          expectedPriceMin: '19.99',
          expectedPriceMax: '29.99',
          targetPurchasePriceMin: '5',
          targetPurchasePriceMax: '8.5',
          customsPrice: '6',
          supplierType: 'factory',
          competitorLinks: ['https://example.com/stand'],
          images: ['/files/stand.png'],
          remark: 'Aluminium',
        },
      },
      author.token,
    );
    expect(r.data).toMatchObject({ status: 'draft', canAct: false });
    expect(r.data.number).toMatch(/^KF\d+/);
    id = r.data.id;
    const s = await run(SUBMIT, { id }, author.token);
    expect(s.data).toMatchObject({ status: 'submitted', currentNode: 0, currentNodeName: 'Buyer check' });
  });

  it('refuses a user who is not an approver of the current node, changing nothing', async () => {
    const before = await snapshot();
    for (const token of [outsider.token, m1.token]) {
      const r = await run(APPROVE, { i: { id } }, token);
      expect(r).toMatchObject({ messageId: 'productDev.notAllowedAtNode', message: expect.stringContaining('Buyer check') });
    }
    expect((await run(REJECT, { i: { id, comment: 'no' } }, outsider.token)).messageId).toBe('productDev.notAllowedAtNode');
    expect((await gql(ONE, { id }, outsider.token)).devRequirement.canAct).toBe(false);
    expect(await snapshot()).toBe(before);
  });

  it('moves on with the approvals; an all-rule node waits for every approver', async () => {
    expect((await gql(ONE, { id }, buyer.token)).devRequirement.canAct).toBe(true);
    expect((await run(APPROVE, { i: { id, comment: 'Looks sellable' } }, buyer.token)).data).toMatchObject({ currentNode: 1, currentNodeName: 'Managers' });
    expect((await run(APPROVE, { i: { id } }, m1.token)).data).toMatchObject({ status: 'submitted', currentNode: 1 });
    expect((await run(APPROVE, { i: { id } }, m1.token)).messageId).toBe('productDev.alreadyApproved');
    expect((await run(APPROVE, { i: { id } }, m2.token)).data).toMatchObject({ currentNode: 2, currentNodeName: 'Sign-off' });
  });

  it('a rejection needs a reason and returns to the previous node', async () => {
    const before = await snapshot();
    const bare = await run(REJECT, { i: { id, comment: '  ' } }, m1.token);
    expect(bare.fieldErrors).toEqual([
      expect.objectContaining({ field: 'comment', messageId: 'productDev.reasonRequired', message: 'Rejection needs a reason' }),
    ]);
    expect(await snapshot()).toBe(before);
    const r = await run(REJECT, { i: { id, comment: 'Cost too high' } }, m1.token);
    expect(r.data).toMatchObject({ status: 'submitted', currentNode: 1, currentNodeName: 'Managers' });
  });

  it('approvals of the earlier visit do not count again; the last node ends in approved', async () => {
    expect((await run(APPROVE, { i: { id } }, m1.token)).data.currentNode).toBe(1);
    expect((await run(APPROVE, { i: { id } }, m2.token)).data.currentNode).toBe(2);
    const done = await run(APPROVE, { i: { id, comment: 'Go' } }, m1.token);
    expect(done.data).toMatchObject({ status: 'approved', currentNodeName: '' });
  });

  it('completion creates the product-library product and links it; the history has every step', async () => {
    // the catalog's refusal (a SKU with a space) comes back on the form's sku field; the requirement stays approved
    const bad = await run(COMPLETE, { i: { id, spu: 'STAND-1', sku: 'STAND 1' } }, author.token);
    expect(bad.fieldErrors).toEqual([expect.objectContaining({ field: 'sku', messageId: 'catalog.skuChars' })]);
    expect(await db().product.count({ where: { companyId: w.companyId } })).toBe(0);
    expect((await db().devRequirement.findFirstOrThrow({ where: { id } })).status).toBe('approved');
    const r = await run(COMPLETE, { i: { id, spu: 'STAND-1', sku: 'STAND-1-BK', comment: 'Into the library' } }, author.token);
    expect(r.data).toMatchObject({ status: 'completed', productSpu: 'STAND-1' });
    const product = await db().product.findFirstOrThrow({ where: { id: r.data.productId }, include: { skus: true } });
    expect(product).toMatchObject({
      companyId: w.companyId,
      name: 'Foldable laptop stand',
      category: 'Office',
      platforms: [1, 2],
      mainImage: '/files/stand.png',
    });
    expect(product.skus.map((s) => s.sku)).toEqual(['STAND-1-BK']);
    expect(r.data.history.map((h: { action: string; nodeName: string }) => `${h.action}@${h.nodeName}`)).toEqual([
      'create@',
      'submit@Buyer check',
      'approve@Buyer check',
      'approve@Managers',
      'approve@Managers',
      'reject@Sign-off',
      'approve@Managers',
      'approve@Managers',
      'approve@Sign-off',
      'complete@',
    ]);
    expect(r.data.history[5]).toMatchObject({ comment: 'Cost too high', userName: 'Viewer', status: 'submitted' });
    expect((await run(COMPLETE, { i: { id, spu: 'STAND-2', sku: 'STAND-2' } }, author.token)).messageId).toBe('productDev.illegalTransition');
    const counts = (await gql(COUNTS)).devRequirementStatusCounts;
    expect(counts.find((c: { status: string }) => c.status === 'completed').count).toBe(1);
  });

  it('a rejection at the first node sends it back to the author, who submits it again', async () => {
    const r = await run(CREATE, { i: { name: 'Desk lamp' } }, author.token);
    await run(SUBMIT, { id: r.data.id }, author.token);
    const back = await run(REJECT, { i: { id: r.data.id, comment: 'Saturated market' } }, buyer.token);
    expect(back.data).toMatchObject({ status: 'rejected', currentNodeName: '' });
    expect((await run(SUBMIT, { id: r.data.id }, author.token)).data).toMatchObject({ status: 'submitted', currentNode: 0 });
  });
});

describe('bad input, tenancy and permissions', () => {
  it('expected price minimum below maximum; unknown platforms refused', async () => {
    const before = await snapshot();
    const r = await run(CREATE, { i: { name: 'X', expectedPriceMin: '30', expectedPriceMax: '10' } }, author.token);
    expect(r.fieldErrors).toEqual([expect.objectContaining({ field: 'expectedPriceMin', messageId: 'productDev.priceRange' })]);
    expect((await run(CREATE, { i: { name: 'X', platforms: [999] } }, author.token)).fieldErrors[0].messageId).toBe('productDev.platformUnknown');
    expect(await snapshot()).toBe(before);
  });

  it("another company's process and requirements are not found", async () => {
    const foreign = await run(
      CREATE_PROC,
      { i: { name: 'Theirs', nodes: [{ name: 'A', approverType: 'user', rule: 'any', roleIds: [], userIds: [other.userId] }] } },
      other.token,
    );
    const theirs = await run(CREATE, { i: { name: 'Their idea' } }, other.token);
    const before = await snapshot();
    const r = await run(CREATE, { i: { name: 'X', templateId: foreign.data.id } }, author.token);
    expect(r.fieldErrors).toEqual([expect.objectContaining({ field: 'templateId', messageId: 'productDev.processNotFound' })]);
    expect((await run(SUBMIT, { id: theirs.data.id }, w.token)).messageId).toBe('productDev.notFound');
    expect((await run(APPROVE, { i: { id: theirs.data.id } }, w.token)).messageId).toBe('productDev.notFound');
    expect((await run(UPDATE_PROC, { id: foreign.data.id, i: { name: 'Mine', nodes: threeNodes() } }, w.token)).messageId).toBe('productDev.processNotFound');
    expect((await gql(ONE, { id: theirs.data.id })).devRequirement).toBeNull();
    expect(await snapshot()).toBe(before);
  });

  it('checks the permissions on the server', async () => {
    const viewer = await roleAccount(app, w.companyId, { username: 'dev_viewer', role: 'Dev viewer', permissions: ['productDev'] });
    const denied = await app.gql(CREATE, { i: { name: 'X' } }, { token: viewer.token });
    expect(denied.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'productDev.edit' });
    const approveDenied = await app.gql(APPROVE, { i: { id: 1 } }, { token: viewer.token });
    expect(approveDenied.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'productDev.approve' });
    const procDenied = await app.gql(CREATE_PROC, { i: { name: 'X', nodes: threeNodes() } }, { token: author.token });
    expect(procDenied.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'developmentProcess.update' });
    const nobody = await roleAccount(app, w.companyId, { username: 'dev_nobody', role: 'No dev', permissions: ['orders'] });
    expect((await app.gql(COUNTS, {}, { token: nobody.token })).body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect((await app.gql('{ devProcesses { id } }', {}, { token: author.token })).body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});
