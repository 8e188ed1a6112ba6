// Reply templates (/commonReply) and auto-reply rules (/autoReply) over GraphQL and REST (issue 21
// item 4): CRUD, every refusal with its message in zh and en and nothing written, the widget's
// template list (REST message/repliesWithoutPagination), the auto-reply decision with its 24-hour
// window per conversation (spec 02 §9) and its atomic record, tenancy and permissions.
import { describe, expect, it } from 'vitest';
import { type CompanyWorld, contextOf, ERROR_FIELDS as ERR, okOf as ok, PASSWORD, type TestApp, twoCompanySuite } from '../../../test/harness';
import { hashPassword } from '../../platform/passwords';
import { autoReplyDecision, lastAutoReply, recordAutoReplySent } from './replies.service';

let app: TestApp;
let w: CompanyWorld;
let other: CompanyWorld;
const { db, gql } = twoCompanySuite(['Replies Co', 'Other Replies Co'], (...s) => ([app, w, other] = s));
const snapshot = async (companyId = w.companyId) => [
  await db().replyTemplate.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
  await db().autoReplyRule.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
  await db().autoReplySetting.findMany({ where: { companyId } }),
];
const TEMPLATE = 'id name content platformType shopId shopName sort';
const RULE = 'id name platformTypes shopIds keywords outsideWorkingHours workStart workEnd workDays content enabled priority';
const mutate = async (field: string, args: string, vars: Record<string, unknown>, fields: string, token?: string, lang?: string) =>
  (await gql(`mutation(${args}) { ${field}(${argList(args)}) { __typename ${fields ? ok(field, fields) : ''} ${ERR} } }`, vars, token, lang))[field];
const argList = (args: string) =>
  args
    .split(',')
    .map((a) => a.trim().split(':')[0].slice(1))
    .map((n) => `${n === 'i' ? 'input' : n}: $${n}`)
    .join(', ');
const createTemplate = (i: Record<string, unknown>, token?: string, lang?: string) =>
  mutate('createReplyTemplate', '$i: ReplyTemplateInput!', { i }, TEMPLATE, token, lang);
const updateTemplate = (id: number, i: Record<string, unknown>, token?: string, lang?: string) =>
  mutate('updateReplyTemplate', '$id: Int!, $i: ReplyTemplateInput!', { id, i }, TEMPLATE, token, lang);
const createRule = (i: Record<string, unknown>, token?: string, lang?: string) =>
  mutate('createAutoReplyRule', '$i: AutoReplyRuleInput!', { i }, RULE, token, lang);
const updateRule = (id: number, i: Record<string, unknown>, token?: string, lang?: string) =>
  mutate('updateAutoReplyRule', '$id: Int!, $i: AutoReplyRuleInput!', { id, i }, RULE, token, lang);

/** Each case refused with its field's message in en and zh. */
async function expectRefused(call: (lang: string) => Promise<any>, field: string, messageId: string) {
  for (const lang of ['en', 'zh']) {
    const r = await call(lang);
    expect(r.__typename, JSON.stringify(r)).toBe('ValidationError');
    const e = r.fieldErrors.find((f: { field: string }) => f.field === field);
    expect(e, JSON.stringify(r)).toMatchObject({ messageId });
    expect(e.message).not.toBe(messageId);
    if (lang === 'zh') expect(e.message).toMatch(/[\u4e00-\u9fff]/);
  }
}

let ebayShop: number;
let amazonShop: number;
let otherShop: number;

describe('reply templates (/commonReply)', () => {
  let templateId: number;

  it('creates, edits and lists templates with variables, marketplace and shop scope', async () => {
    ebayShop = (await db().shop.create({ data: { companyId: w.companyId, platformType: 1, platform: 'ebay', shopName: 'Replies eBay DE', status: 1 } })).id;
    amazonShop = (await db().shop.create({ data: { companyId: w.companyId, platformType: 2, platform: 'amazon', shopName: 'Replies Amazon', status: 1 } })).id;
    otherShop = (await db().shop.create({ data: { companyId: other.companyId, platformType: 1, platform: 'ebay', shopName: 'Theirs', status: 1 } })).id;
    const t = await createTemplate({ name: ' Shipped ', content: 'Hi {buyerName}, {orderNumber} ships as {trackingNumber}.', sort: 2 });
    expect(t).toMatchObject({
      __typename: 'MutationCreateReplyTemplateSuccess',
      data: { name: 'Shipped', platformType: null, shopId: null, shopName: '', sort: 2 },
    });
    templateId = t.data.id;
    const e = await createTemplate({ name: 'eBay thanks', content: 'Thanks from {shopName}', platformType: 1, shopId: ebayShop, sort: 1 });
    expect(e.data).toMatchObject({ platformType: 1, shopId: ebayShop, shopName: 'Replies eBay DE' });
    await createTemplate({ name: 'Amazon only', content: 'Amazon text', platformType: 2 });
    const u = await updateTemplate(templateId, { name: 'Shipped', content: 'Hello {buyerName}', sort: 3 });
    expect(u.data).toMatchObject({ content: 'Hello {buyerName}', sort: 3 });
    const list = await gql('{ replyTemplates(first: 2) { totalCount edges { node { name } } pageInfo { hasNextPage } } }');
    expect(list.replyTemplates).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    expect(list.replyTemplates.edges.map((e: any) => e.node.name)).toEqual(['Amazon only', 'eBay thanks']);
    const kw = await gql('{ replyTemplates(first: 5, filter: { keyword: "hello" }) { totalCount } }');
    expect(kw.replyTemplates.totalCount).toBe(1);
  });

  it('refuses empty content (spec 02 §5), a missing or taken name, foreign shops, in zh and en, writing nothing', async () => {
    const before = await snapshot();
    await expectRefused((lang) => createTemplate({ name: 'Empty', content: '   ' }, undefined, lang), 'content', 'replies.contentRequired');
    await expectRefused((lang) => updateTemplate(templateId, { name: 'Shipped', content: '' }, undefined, lang), 'content', 'replies.contentRequired');
    await expectRefused((lang) => createTemplate({ name: ' ', content: 'x' }, undefined, lang), 'name', 'validation.required');
    await expectRefused((lang) => createTemplate({ name: 'Shipped', content: 'x' }, undefined, lang), 'name', 'replies.templateNameExists');
    await expectRefused((lang) => updateTemplate(templateId, { name: 'eBay thanks', content: 'x' }, undefined, lang), 'name', 'replies.templateNameExists');
    await expectRefused((lang) => createTemplate({ name: 'Theirs', content: 'x', shopId: otherShop }, undefined, lang), 'shopId', 'replies.shopNotFound');
    await expectRefused(
      (lang) => createTemplate({ name: 'Mismatch', content: 'x', platformType: 2, shopId: ebayShop }, undefined, lang),
      'shopId',
      'replies.shopPlatformMismatch',
    );
    await expectRefused((lang) => createTemplate({ name: 'Bad sort', content: 'x', sort: -1 }, undefined, lang), 'sort', 'replies.sortInvalid');
    await expectRefused(
      (lang) => createTemplate({ name: 'Bad type', content: 'x', platformType: 999 }, undefined, lang),
      'platformType',
      'validation.platformType',
    );
    expect(await snapshot()).toEqual(before);
  });

  it("answers the widget's list (GraphQL and REST message/repliesWithoutPagination) by sort order and scope", async () => {
    const all = await app.rest('message/repliesWithoutPagination', undefined, { token: w.token });
    expect(all.body.code).toBe(0);
    expect(all.body.data.data.map((t: any) => t.name)).toEqual(['Amazon only', 'eBay thanks', 'Shipped']);
    expect(all.body.data.data[1]).toEqual({
      id: expect.any(Number),
      name: 'eBay thanks',
      content: 'Thanks from {shopName}',
      platformType: 1,
      shopId: ebayShop,
      sort: 1,
    });
    const ebay = await app.rest('message/repliesWithoutPagination', { platformType: 1, shopId: String(ebayShop) }, { token: w.token });
    expect(ebay.body.data.data.map((t: any) => t.name)).toEqual(['eBay thanks', 'Shipped']);
    const bad = await app.rest('message/repliesWithoutPagination', { shopId: 'x' }, { token: w.token, lang: 'zh' });
    expect(bad.body.code).toBe(422);
    const g = await gql(`{ replyTemplateOptions(platformType: 2) { name } }`);
    expect(g.replyTemplateOptions.map((t: any) => t.name)).toEqual(['Amazon only', 'Shipped']);
    expect((await app.rest('message/repliesWithoutPagination', {}, { token: other.token })).body.data.data).toEqual([]);
    expect((await app.rest('message/repliesWithoutPagination', {})).status).toBe(401);
  });

  it('a sub-account without the shop does not get its templates; without commonReply it cannot list or edit', async () => {
    const role = await db().role.create({ data: { companyId: w.companyId, name: 'Service agent', permissions: [] } });
    const username = `agent_${w.companyId}`;
    await db().user.create({
      data: {
        companyId: w.companyId,
        username,
        passwordHash: await hashPassword(PASSWORD),
        realname: 'Agent',
        isMain: false,
        roleId: role.id,
        allowShopIds: [amazonShop],
      },
    });
    const token = await app.login(username);
    const names = (await gql('{ replyTemplateOptions { name } }', {}, token)).replyTemplateOptions.map((t: any) => t.name);
    expect(names).toEqual(['Amazon only', 'Shipped']);
    const before = await snapshot();
    const refused = async (query: string, variables: Record<string, unknown> = {}) => (await app.gql(query, variables, { token })).body.errors?.[0]?.extensions;
    expect(await refused('{ replyTemplates(first: 5) { totalCount } }')).toMatchObject({ messageId: 'permission.denied' });
    expect(
      await refused('mutation($i: ReplyTemplateInput!) { createReplyTemplate(input: $i) { __typename } }', { i: { name: 'n', content: 'c' } }),
    ).toMatchObject({
      messageId: 'permission.denied',
      permission: 'commonReply.update',
    });
    expect(await refused(`mutation { deleteReplyTemplate(id: ${templateId}) { __typename } }`)).toMatchObject({ messageId: 'permission.denied' });
    expect(await refused('{ autoReplyRules(first: 5) { totalCount } }')).toMatchObject({ messageId: 'permission.denied' });
    expect(await snapshot()).toEqual(before);
  });

  it('another company cannot see, edit or delete the templates', async () => {
    const before = await snapshot();
    expect((await gql('{ replyTemplates(first: 5) { totalCount } replyTemplateOptions { id } }', {}, other.token)).replyTemplates.totalCount).toBe(0);
    expect(await updateTemplate(templateId, { name: 'Taken', content: 'x' }, other.token)).toMatchObject({ messageId: 'replies.templateNotFound' });
    expect((await gql(`mutation { deleteReplyTemplate(id: ${templateId}) { __typename ${ERR} } }`, {}, other.token)).deleteReplyTemplate).toMatchObject({
      messageId: 'replies.templateNotFound',
    });
    expect(await snapshot()).toEqual(before);
    // the same name is free in another company; deleting works for the owner
    expect((await createTemplate({ name: 'Shipped', content: 'Theirs' }, other.token)).__typename).toBe('MutationCreateReplyTemplateSuccess');
    expect((await gql(`mutation { deleteReplyTemplate(id: ${templateId}) { __typename } }`)).deleteReplyTemplate.__typename).toBe(
      'MutationDeleteReplyTemplateSuccess',
    );
    expect(await db().replyTemplate.count({ where: { id: templateId } })).toBe(0);
  });
});

describe('auto-reply rules (/autoReply)', () => {
  let nightId: number;
  let refundId: number;

  it('creates rules with conditions and edits, enables / disables them; sets the time zone', async () => {
    const night = await createRule({
      name: 'Night',
      outsideWorkingHours: true,
      workStart: '09:00',
      workEnd: '18:00',
      workDays: [5, 1, 2, 3, 4],
      content: 'Hi {buyerName}, we are offline and answer from 09:00.',
    });
    expect(night).toMatchObject({
      __typename: 'MutationCreateAutoReplyRuleSuccess',
      data: { workDays: [1, 2, 3, 4, 5], enabled: true, priority: 0, platformTypes: [], shopIds: [], keywords: [] },
    });
    nightId = night.data.id;
    const refund = await createRule({
      name: 'Refund',
      platformTypes: [1],
      shopIds: [ebayShop],
      keywords: ['refund', ' Return '],
      content: 'About {orderNumber}: see our returns page.',
      priority: 5,
    });
    expect(refund.data).toMatchObject({ keywords: ['refund', 'Return'], priority: 5 });
    refundId = refund.data.id;
    expect((await updateRule(nightId, { name: 'Night', outsideWorkingHours: true, content: 'Offline now, {buyerName}.', priority: 1 })).data).toMatchObject({
      content: 'Offline now, {buyerName}.',
      priority: 1,
    });
    const list = await gql('{ autoReplyRules(first: 5) { totalCount edges { node { name } } } }');
    expect(list.autoReplyRules.edges.map((e: any) => e.node.name)).toEqual(['Refund', 'Night']);
    expect((await gql('{ autoReplyRules(first: 5, filter: { platformType: 1 }) { totalCount } }')).autoReplyRules.totalCount).toBe(1);
    expect((await gql('{ autoReplySetting { timeZone } }')).autoReplySetting).toEqual({ timeZone: 'Asia/Shanghai' });
    const s = await mutate('updateAutoReplySetting', '$i: AutoReplySettingInput!', { i: { timeZone: 'Europe/Berlin' } }, 'timeZone');
    expect(s.data).toEqual({ timeZone: 'Europe/Berlin' });
    const off = await mutate('setAutoReplyRuleEnabled', '$id: Int!, $enabled: Boolean!', { id: refundId, enabled: false }, 'enabled');
    expect(off.data.enabled).toBe(false);
    await mutate('setAutoReplyRuleEnabled', '$id: Int!, $enabled: Boolean!', { id: refundId, enabled: true }, 'enabled');
  });

  it('refuses empty content, no condition, a bad hours window, unknown or foreign shops, in zh and en, writing nothing', async () => {
    const before = await snapshot();
    const base = { name: 'Bad', keywords: ['x'], content: 'c' };
    await expectRefused((lang) => createRule({ ...base, content: ' ' }, undefined, lang), 'content', 'replies.contentRequired');
    await expectRefused((lang) => createRule({ name: 'Bad', content: 'c' }, undefined, lang), 'conditions', 'replies.conditionRequired');
    await expectRefused((lang) => createRule({ ...base, keywords: [' ', ''] }, undefined, lang), 'conditions', 'replies.conditionRequired');
    await expectRefused(
      (lang) => createRule({ ...base, outsideWorkingHours: true, workStart: '18:00', workEnd: '09:00' }, undefined, lang),
      'workEnd',
      'replies.hoursOrder',
    );
    await expectRefused((lang) => createRule({ ...base, outsideWorkingHours: true, workStart: '9am' }, undefined, lang), 'workStart', 'replies.timeInvalid');
    await expectRefused((lang) => createRule({ ...base, outsideWorkingHours: true, workDays: [] }, undefined, lang), 'workDays', 'replies.workDaysRequired');
    await expectRefused((lang) => createRule({ ...base, outsideWorkingHours: true, workDays: [8] }, undefined, lang), 'workDays', 'replies.workDaysInvalid');
    await expectRefused((lang) => createRule({ ...base, shopIds: [otherShop] }, undefined, lang), 'shopIds', 'replies.shopNotFound');
    await expectRefused((lang) => createRule({ ...base, shopIds: [ebayShop, 99999999] }, undefined, lang), 'shopIds', 'replies.shopNotFound');
    await expectRefused((lang) => createRule({ ...base, name: 'Night' }, undefined, lang), 'name', 'replies.ruleNameExists');
    await expectRefused((lang) => updateRule(nightId, { ...base, name: 'Refund' }, undefined, lang), 'name', 'replies.ruleNameExists');
    await expectRefused((lang) => updateRule(refundId, { ...base, name: 'Refund', content: '' }, undefined, lang), 'content', 'replies.contentRequired');
    await expectRefused(
      (lang) => mutate('updateAutoReplySetting', '$i: AutoReplySettingInput!', { i: { timeZone: 'Mars/Olympus' } }, 'timeZone', undefined, lang),
      'timeZone',
      'replies.timeZoneInvalid',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('decides the auto-reply of an incoming message, at most once per 24 hours per conversation', async () => {
    const ctx = await contextOf(app, w.token);
    // Berlin (set above): 2026-01-14 is a Wednesday in winter (UTC+1)
    const msg = (text: string, receivedAt: string, conversationId: number | string = 501) => ({
      conversationId,
      shopId: ebayShop,
      platformType: 1,
      text,
      receivedAt: new Date(receivedAt),
      values: { buyerName: 'Anna', orderNumber: 'SO-9' },
    });
    // 12:00 Berlin: working hours; "refund" on the eBay shop → Refund (priority 5)
    expect(await autoReplyDecision(ctx, w.companyId, msg('I want a REFUND', '2026-01-14T11:00:00Z'))).toEqual({
      ruleId: refundId,
      ruleName: 'Refund',
      content: 'About {orderNumber}: see our returns page.',
      text: 'About SO-9: see our returns page.',
    });
    // 12:00 Berlin, no keyword: nothing; 19:00 Berlin: Night
    expect(await autoReplyDecision(ctx.db, w.companyId, msg('hello', '2026-01-14T11:00:00Z'))).toBeNull();
    const night = await autoReplyDecision(ctx.db, w.companyId, msg('hello', '2026-01-14T18:00:00Z'));
    expect(night).toMatchObject({ ruleId: nightId, text: 'Offline now, Anna.' });
    // record it, then the same conversation gets none until 24 hours later
    expect(await recordAutoReplySent(ctx.db, w.companyId, { conversationId: 501, ruleId: nightId, sentAt: new Date('2026-01-14T18:00:00Z') })).toBe(true);
    expect(await autoReplyDecision(ctx, w.companyId, msg('hello', '2026-01-15T17:59:59Z'))).toBeNull();
    expect(await recordAutoReplySent(ctx, w.companyId, { conversationId: '501', ruleId: nightId, sentAt: new Date('2026-01-15T17:59:59Z') })).toBe(false);
    expect(await autoReplyDecision(ctx, w.companyId, msg('hello', '2026-01-15T18:00:00Z'))).toMatchObject({ ruleId: nightId });
    // another conversation is not affected
    expect(await autoReplyDecision(ctx, w.companyId, msg('hello', '2026-01-14T19:00:00Z', 'conv-b'))).toMatchObject({ ruleId: nightId });
    // two concurrent records of the same window: exactly one wins
    const at = new Date('2026-01-15T18:00:00Z');
    const both = await Promise.all([
      recordAutoReplySent(ctx.db, w.companyId, { conversationId: 501, ruleId: nightId, sentAt: at }),
      recordAutoReplySent(ctx.db, w.companyId, { conversationId: 501, ruleId: nightId, sentAt: at }),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await lastAutoReply(ctx, w.companyId, 501)).toMatchObject({ count: 2, sentAt: at, ruleId: nightId });
    // a disabled rule does not answer; another company's rules never answer this one's messages
    await mutate('setAutoReplyRuleEnabled', '$id: Int!, $enabled: Boolean!', { id: nightId, enabled: false }, 'enabled');
    expect(await autoReplyDecision(ctx, w.companyId, msg('hello', '2026-01-20T18:00:00Z', 'conv-c'))).toBeNull();
    const otherCtx = await contextOf(app, other.token);
    expect(await autoReplyDecision(otherCtx, other.companyId, msg('refund', '2026-01-20T11:00:00Z', 'conv-c'))).toBeNull();
  });

  it('another company cannot see, edit or delete the rules', async () => {
    const before = await snapshot();
    expect((await gql('{ autoReplyRules(first: 5) { totalCount } autoReplySetting { timeZone } }', {}, other.token)).autoReplyRules.totalCount).toBe(0);
    expect(await updateRule(nightId, { name: 'Mine', keywords: ['x'], content: 'c' }, other.token)).toMatchObject({ messageId: 'replies.ruleNotFound' });
    const set = await gql(`mutation { setAutoReplyRuleEnabled(id: ${nightId}, enabled: true) { __typename ${ERR} } }`, {}, other.token);
    expect(set.setAutoReplyRuleEnabled).toMatchObject({ messageId: 'replies.ruleNotFound' });
    const del = await gql(`mutation { deleteAutoReplyRule(id: ${nightId}) { __typename ${ERR} } }`, {}, other.token);
    expect(del.deleteAutoReplyRule).toMatchObject({ messageId: 'replies.ruleNotFound' });
    expect(await snapshot()).toEqual(before);
    expect((await gql(`mutation { deleteAutoReplyRule(id: ${nightId}) { __typename } }`)).deleteAutoReplyRule.__typename).toBe(
      'MutationDeleteAutoReplyRuleSuccess',
    );
  });
});
