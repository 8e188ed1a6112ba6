// Logistics channels and tracking-number pools through the GraphQL API on a real database: every
// rule broken with nothing written, the system catalogue, custom CRUD, deletion guards, .txt pool
// imports, number assignment (never the same number twice, even concurrently) and tenancy.
import { beforeAll, describe, expect, it } from 'vitest';
import { worldsSuite, type TestApp } from '../../../test/harness';
import { companyRows, logisticsWorld, makeOrder, type LogisticsWorld } from './fixtures';
import { assignTrackingNumbers } from './pools.service';

let app: TestApp;
let w: LogisticsWorld;
let other: LogisticsWorld;

const CHANNEL = 'id name type carrier code maxWeight usesNumberPool trackingUrl enabled';
const R = (field: string, data = CHANNEL) =>
  `{ __typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } } ... on Mutation${field}Success { data { ${data} } } }`;
const CREATE = `mutation($i: CreateCustomChannelInput!) { createCustomChannel(input: $i) ${R('CreateCustomChannel')} }`;
const UPDATE = `mutation($i: UpdateCustomChannelInput!) { updateCustomChannel(input: $i) ${R('UpdateCustomChannel')} }`;
const DELETE = `mutation($id: Int!) { deleteLogisticsChannel(id: $id) { __typename ... on Error { messageId message } ... on MutationDeleteLogisticsChannelSuccess { data } } }`;
const IMPORT = `mutation($i: ImportTrackingNumbersInput!) { importTrackingNumbers(input: $i) ${R('ImportTrackingNumbers', 'channelId added duplicatesInFile alreadyInPool blankLines')} }`;
const ASSIGN = `mutation($ids: [Int!]!) { assignTrackingNumbers(orderIds: $ids) ${R('AssignTrackingNumbers', 'assigned { orderId orderNo trackingNo } skipped { orderId reason }')} }`;

const snapshot = (companyId: number) =>
  companyRows(app, companyId, (db, where) => [
    db.logisticsChannel.findMany({ where, orderBy: { id: 'asc' } }),
    db.trackingNumber.findMany({ where, orderBy: { id: 'asc' } }),
    db.order.findMany({ where, orderBy: { id: 'asc' }, select: { id: true, trackingNo: true } }),
    db.orderHistory.count({ where }),
  ]);

async function createChannel(input: Record<string, unknown>, world = w) {
  const r = (await world.gql(CREATE, { i: input })).createCustomChannel;
  if (!r.data) throw new Error(JSON.stringify(r));
  return r.data as { id: number; name: string };
}
async function importFile(channelId: number, content: string, fileName = 'numbers.txt', world = w) {
  return (await world.gql(IMPORT, { i: { channelId, fileName, fileType: 'text/plain', content } })).importTrackingNumbers;
}

worldsSuite(logisticsWorld, ['Logistics Co', 'Other Co'], (...s) => ([app, w, other] = s));

describe('custom channels: rules broken, nothing written', () => {
  it.each([
    ['an empty name', { name: '  ' }, 'name', 'logistics.channel.nameRequired', 'Enter the channel name'],
    [
      'a negative max weight',
      { name: 'Neg', maxWeight: -1 },
      'maxWeight',
      'logistics.channel.maxWeightInvalid',
      'The maximum weight must be a whole number of grams, 0 or more (0 = no limit)',
    ],
    ['a name over 64 characters', { name: 'x'.repeat(65) }, 'name', 'logistics.channel.nameTooLong', 'The channel name must be at most 64 characters'],
  ])('refuses %s', async (_n, input, field, messageId, message) => {
    const before = await snapshot(w.company.companyId);
    const r = (await w.gql(CREATE, { i: input })).createCustomChannel;
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors).toContainEqual({ field, messageId, message });
    expect(await snapshot(w.company.companyId)).toBe(before);
  });

  it('refuses a duplicate name, on create and on rename', async () => {
    await createChannel({ name: 'Local Post', carrier: 'Post', maxWeight: 2000 });
    const b = await createChannel({ name: 'Courier B' });
    const before = await snapshot(w.company.companyId);
    const dup = (await w.gql(CREATE, { i: { name: 'Local Post' } })).createCustomChannel;
    expect(dup.fieldErrors).toEqual([
      { field: 'name', messageId: 'logistics.channel.nameExists', message: 'A logistics channel named Local Post already exists' },
    ]);
    const rename = (await w.gql(UPDATE, { i: { id: b.id, name: 'Local Post' } })).updateCustomChannel;
    expect(rename.fieldErrors[0].messageId).toBe('logistics.channel.nameExists');
    const neg = (await w.gql(UPDATE, { i: { id: b.id, maxWeight: -5 } })).updateCustomChannel;
    expect(neg.fieldErrors[0].messageId).toBe('logistics.channel.maxWeightInvalid');
    expect(await snapshot(w.company.companyId)).toBe(before);
    // the same name in another company is fine
    await createChannel({ name: 'Local Post' }, other);
  });

  it('edits only what was sent, enables and disables', async () => {
    const c = await createChannel({ name: 'Edit Me', carrier: 'C', maxWeight: 500, trackingUrl: 'https://t.example/{no}' });
    const r = (await w.gql(UPDATE, { i: { id: c.id, maxWeight: 0 } })).updateCustomChannel;
    expect(r.data).toMatchObject({ name: 'Edit Me', carrier: 'C', maxWeight: 0, trackingUrl: 'https://t.example/{no}', enabled: true });
    const off = await w.gql(`mutation($id: Int!) { setLogisticsChannelEnabled(id: $id, enabled: false) ${R('SetLogisticsChannelEnabled')} }`, { id: c.id });
    expect(off.setLogisticsChannelEnabled.data.enabled).toBe(false);
    const opts = (await w.gql('{ logisticsChannelOptions { id name type enabled maxWeight } }')).logisticsChannelOptions;
    expect(opts.find((o: any) => o.id === c.id)).toMatchObject({ enabled: false, type: 'custom' });
    const list = (
      await w.gql('query($f: LogisticsChannelFilter) { logisticsChannels(first: 50, filter: $f) { totalCount edges { node { id name } } } }', {
        f: { keyword: 'edit' },
      })
    ).logisticsChannels;
    expect(list.edges.map((e: any) => e.node.name)).toEqual(['Edit Me']);
  });
});

describe('system channels', () => {
  it('lists the catalogue and enables an entry once', async () => {
    const list = (await w.gql('{ systemLogisticsChannels { code name carrier maxWeight enabled channelId } }')).systemLogisticsChannels;
    expect(list.find((c: any) => c.code === 'YUN-STD')).toMatchObject({ name: 'YunExpress Standard', maxWeight: 2000, enabled: false, channelId: null });
    const on = (await w.gql(`mutation { enableSystemChannel(code: "YUN-STD") ${R('EnableSystemChannel')} }`)).enableSystemChannel;
    expect(on.data).toMatchObject({ type: 'system', carrier: 'YunExpress', maxWeight: 2000, enabled: true });
    const again = (await w.gql(`mutation { enableSystemChannel(code: "YUN-STD") ${R('EnableSystemChannel')} }`)).enableSystemChannel;
    expect(again.data.id).toBe(on.data.id);
    const set = (
      await w.gql(`mutation($i: UpdateSystemChannelInput!) { updateSystemChannel(input: $i) ${R('UpdateSystemChannel')} }`, {
        i: { id: on.data.id, maxWeight: -1 },
      })
    ).updateSystemChannel;
    expect(set.fieldErrors[0].messageId).toBe('logistics.channel.maxWeightInvalid');
    const unknown = (await w.gql(`mutation { enableSystemChannel(code: "NOPE") ${R('EnableSystemChannel')} }`)).enableSystemChannel;
    expect(unknown.messageId).toBe('logistics.channel.notFound');
    const after = (await w.gql('{ systemLogisticsChannels { code enabled channelId } }')).systemLogisticsChannels;
    expect(after.find((c: any) => c.code === 'YUN-STD')).toEqual({ code: 'YUN-STD', enabled: true, channelId: on.data.id });
  });
});

describe('deleting a channel', () => {
  it('is refused while a logistics rule or an open order uses it, allowed after', async () => {
    const c = await createChannel({ name: 'Busy', usesNumberPool: true });
    const wh = await w.ctx.db.warehouse.create({ data: { companyId: w.company.companyId, name: 'Del WH' } });
    const rule = await w.ctx.db.logisticsRule.create({
      data: { companyId: w.company.companyId, name: 'R1', conditions: {}, warehouseId: wh.id, logisticsChannelId: c.id },
    });
    await importFile(c.id, 'D1\nD2\n');
    const before = await snapshot(w.company.companyId);
    const byRule = (await w.gql(DELETE, { id: c.id }, 'en')).deleteLogisticsChannel;
    expect(byRule).toMatchObject({
      messageId: 'logistics.channel.usedByRule',
      message: 'Logistics channel Busy is used by 1 logistics rule(s) and cannot be deleted; change those rules first',
    });
    await w.ctx.db.logisticsRule.delete({ where: { id: rule.id } });
    const order = await makeOrder(w, { logisticsChannelId: c.id, status: 'processing' });
    const mid = await snapshot(w.company.companyId);
    const byOrder = (await w.gql(DELETE, { id: c.id })).deleteLogisticsChannel;
    expect(byOrder.messageId).toBe('logistics.channel.usedByOrder');
    expect(await snapshot(w.company.companyId)).toBe(mid);
    expect(before).not.toBe(mid);
    await w.ctx.db.order.update({ where: { id: order.id }, data: { status: 'shipped' } });
    expect((await w.gql(DELETE, { id: c.id })).deleteLogisticsChannel.data).toBe(true);
    expect(await w.ctx.db.trackingNumber.count({ where: { channelId: c.id } })).toBe(0);
  });
});

describe('number pools', () => {
  let pool: { id: number; name: string };
  beforeAll(async () => {
    pool = await createChannel({ name: 'Pool Post', usesNumberPool: true });
  });

  it.each([
    ['a .csv file', 'numbers.csv', 'A1\n', 'logistics.pool.txtOnly', 'Number pool files must be .txt files'],
    ['a file without extension', 'numbers', 'A1\n', 'logistics.pool.txtOnly', 'Number pool files must be .txt files'],
    ['an empty file', 'empty.txt', '\n  \n', 'logistics.pool.fileEmpty', 'The file holds no tracking numbers'],
    [
      'a line that is no tracking number',
      'bad.txt',
      'A1\nnot a number\n',
      'logistics.pool.invalidLines',
      'Lines 2 are not valid tracking numbers (letters, digits and hyphens, at most 50 characters)',
    ],
  ])('refuses %s with nothing written', async (_n, fileName, content, messageId, message) => {
    const before = await snapshot(w.company.companyId);
    const r = await importFile(pool.id, content, fileName);
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors).toEqual([{ field: 'file', messageId, message }]);
    expect(await snapshot(w.company.companyId)).toBe(before);
  });

  it('refuses a non-text MIME type and a channel without a pool', async () => {
    const before = await snapshot(w.company.companyId);
    const pdf = (await w.gql(IMPORT, { i: { channelId: pool.id, fileName: 'x.txt', fileType: 'application/pdf', content: 'A1' } })).importTrackingNumbers;
    expect(pdf.fieldErrors[0].messageId).toBe('logistics.pool.txtOnly');
    const plain = await createChannel({ name: 'No Pool' });
    const mid = await snapshot(w.company.companyId);
    const r = await importFile(plain.id, 'A1\n');
    expect(r.fieldErrors[0]).toMatchObject({
      field: 'channelId',
      messageId: 'logistics.pool.notPoolChannel',
      message: 'Logistics channel No Pool does not use a number pool',
    });
    expect(await snapshot(w.company.companyId)).toBe(mid);
    expect(before).not.toBe(mid);
  });

  it('imports trimmed numbers, reports repeats and numbers already in the pool', async () => {
    const first = await importFile(pool.id, ' P-001 \r\nP-002\n\nP-001\nP-003\n');
    expect(first.data).toEqual({ channelId: pool.id, added: 3, duplicatesInFile: ['P-001'], alreadyInPool: [], blankLines: 2 });
    const second = await importFile(pool.id, 'P-003\nP-004\nP-005\n');
    expect(second.data).toMatchObject({ added: 2, alreadyInPool: ['P-003'] });
    const list = (
      await w.gql('query($f: TrackingNumberFilter) { trackingNumbers(first: 50, filter: $f) { totalCount edges { node { number used channelName } } } }', {
        f: { channelId: pool.id, used: false },
      })
    ).trackingNumbers;
    expect(list.edges.map((e: any) => e.node.number)).toEqual(['P-001', 'P-002', 'P-003', 'P-004', 'P-005']);
    expect(list.edges[0].node.channelName).toBe('Pool Post');
    const counts = (await w.gql('query($c: Int) { trackingNumberPoolCounts(channelId: $c) { total used unused } }', { c: pool.id })).trackingNumberPoolCounts;
    expect(counts).toEqual({ total: 5, used: 0, unused: 5 });
  });

  it('gives each eligible order the next unused number and writes its history', async () => {
    const a = await makeOrder(w, { logisticsChannelId: pool.id });
    const b = await makeOrder(w, { logisticsChannelId: pool.id, status: 'processing' });
    const has = await makeOrder(w, { logisticsChannelId: pool.id, trackingNo: 'OWN-1' });
    const closed = await makeOrder(w, { logisticsChannelId: pool.id, status: 'shipped' });
    const r = (await w.gql(ASSIGN, { ids: [a.id, b.id, has.id, closed.id] })).assignTrackingNumbers;
    expect(r.data.assigned.map((x: any) => [x.orderId, x.trackingNo])).toEqual([
      [a.id, 'P-001'],
      [b.id, 'P-002'],
    ]);
    expect(r.data.skipped).toEqual([
      { orderId: has.id, reason: 'hasNumber' },
      { orderId: closed.id, reason: 'closed' },
    ]);
    expect((await w.ctx.db.order.findFirstOrThrow({ where: { id: a.id } })).trackingNo).toBe('P-001');
    const n = await w.ctx.db.trackingNumber.findFirstOrThrow({ where: { channelId: pool.id, number: 'P-001' } });
    expect(n).toMatchObject({ used: true, orderId: a.id });
    expect(n.usedAt).toBeInstanceOf(Date);
    const history = await w.ctx.db.orderHistory.findMany({ where: { orderId: a.id } });
    expect(history).toEqual([
      expect.objectContaining({ action: 'assignTrackingNo', messageId: 'logistics.pool.history.assigned', params: { number: 'P-001', channel: 'Pool Post' } }),
    ]);
    const used = (
      await w.gql('query($f: TrackingNumberFilter) { trackingNumbers(first: 50, filter: $f) { totalCount edges { node { number orderNo } } } }', {
        f: { channelId: pool.id, used: true },
      })
    ).trackingNumbers;
    expect(used.edges.map((e: any) => e.node.orderNo)).toEqual([a.orderNo, b.orderNo]);
    // a used number cannot be deleted
    const del = (
      await w.gql(
        `mutation($ids: [Int!]!) { deleteTrackingNumbers(ids: $ids) { __typename ... on Error { messageId message } ... on MutationDeleteTrackingNumbersSuccess { data } } }`,
        { ids: [n.id] },
      )
    ).deleteTrackingNumbers;
    expect(del).toMatchObject({ messageId: 'logistics.pool.numberUsed', message: 'Tracking number P-001 is already used and cannot be deleted' });
  });

  it('never hands the same number out twice under concurrency', async () => {
    const c = await createChannel({ name: 'Race Post', usesNumberPool: true });
    await importFile(c.id, Array.from({ length: 12 }, (_, i) => `R-${i + 1}`).join('\n'));
    const orders = await Promise.all(Array.from({ length: 8 }, () => makeOrder(w, { logisticsChannelId: c.id })));
    const same = orders[0];
    // four calls: overlapping batches and the same order twice
    const results = await Promise.allSettled([
      assignTrackingNumbers(w.ctx, [same.id, orders[1].id, orders[2].id]),
      assignTrackingNumbers(w.ctx, [same.id, orders[3].id]),
      assignTrackingNumbers(
        w.ctx,
        orders.slice(4, 6).map((o) => o.id),
      ),
      assignTrackingNumbers(
        w.ctx,
        orders.slice(6).map((o) => o.id),
      ),
    ]);
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    const nums = await w.ctx.db.trackingNumber.findMany({ where: { channelId: c.id, used: true } });
    const after = await w.ctx.db.order.findMany({ where: { id: { in: orders.map((o) => o.id) } } });
    expect(after.every((o) => o.trackingNo.startsWith('R-'))).toBe(true);
    expect(new Set(after.map((o) => o.trackingNo)).size).toBe(8);
    expect(nums).toHaveLength(8);
    expect(new Set(nums.map((n) => n.orderId)).size).toBe(8);
    for (const o of after) expect(nums.find((n) => n.number === o.trackingNo)?.orderId).toBe(o.id);
  });

  it('refuses the whole call when a pool runs out, naming the channel', async () => {
    const c = await createChannel({ name: 'Tiny Post', usesNumberPool: true });
    await importFile(c.id, 'T-1\n');
    const o1 = await makeOrder(w, { logisticsChannelId: c.id });
    const o2 = await makeOrder(w, { logisticsChannelId: c.id });
    const before = await snapshot(w.company.companyId);
    const r = (await w.gql(ASSIGN, { ids: [o1.id, o2.id] })).assignTrackingNumbers;
    expect(r).toMatchObject({
      __typename: 'BusinessError',
      messageId: 'logistics.pool.empty',
      message: 'The number pool of logistics channel Tiny Post has no unused numbers left',
    });
    expect(await snapshot(w.company.companyId)).toBe(before);
    const zh = (await w.gql(ASSIGN, { ids: [o1.id, o2.id] }, 'zh')).assignTrackingNumbers;
    expect(zh.message).toBe('物流渠道 Tiny Post 的号码池已没有未使用的号码');
    const none = (await w.gql(ASSIGN, { ids: [] })).assignTrackingNumbers;
    expect(none.fieldErrors[0].messageId).toBe('logistics.pool.noOrders');
  });
});

describe('tenancy', () => {
  it("treats another company's channels, numbers and orders as not found", async () => {
    const mine = await createChannel({ name: 'Mine', usesNumberPool: true });
    await importFile(mine.id, 'M-1\n');
    const theirOrder = await makeOrder(other, { logisticsChannelId: null });
    const myNumber = await w.ctx.db.trackingNumber.findFirstOrThrow({ where: { channelId: mine.id } });
    const before = await snapshot(w.company.companyId);
    const beforeOther = await snapshot(other.company.companyId);
    expect((await other.gql(UPDATE, { i: { id: mine.id, name: 'Stolen' } })).updateCustomChannel.messageId).toBe('logistics.channel.notFound');
    expect((await other.gql(DELETE, { id: mine.id })).deleteLogisticsChannel.messageId).toBe('logistics.channel.notFound');
    expect((await importFile(mine.id, 'X-1\n', 'x.txt', other)).messageId).toBe('logistics.channel.notFound');
    expect((await w.gql(ASSIGN, { ids: [theirOrder.id] })).assignTrackingNumbers.messageId).toBe('order.notFound');
    const del = (
      await other.gql(`mutation($ids: [Int!]!) { deleteTrackingNumbers(ids: $ids) { __typename ... on Error { messageId } } }`, { ids: [myNumber.id] })
    ).deleteTrackingNumbers;
    expect(del.messageId).toBe('logistics.pool.numberNotFound');
    const theirs = await other.gql('{ logisticsChannelOptions { id } trackingNumbers(first: 100) { edges { node { id } } } }');
    expect(theirs.logisticsChannelOptions.map((o: any) => o.id)).not.toContain(mine.id);
    expect(theirs.trackingNumbers.edges.map((e: any) => e.node.id)).not.toContain(myNumber.id);
    expect(await snapshot(w.company.companyId)).toBe(before);
    expect(await snapshot(other.company.companyId)).toBe(beforeOther);
  });
});

describe('channel picker permission', () => {
  async function subWith(permissions: string[]) {
    const tag = Math.random().toString(36).slice(2, 8);
    const role = (
      await w.gql('mutation($i: RoleInput!) { createRole(input: $i) { ... on MutationCreateRoleSuccess { data { id } } } }', {
        i: { name: `r ${tag}`, permissions },
      })
    ).createRole.data;
    await w.gql('mutation($i: CreateSubAccountInput!) { createSubAccount(input: $i) { ... on MutationCreateSubAccountSuccess { data { id } } } }', {
      i: { username: `lg_${tag}`, password: 'secret123', password2: 'secret123', realname: tag, roleId: role.id },
    });
    return app.login(`lg_${tag}`);
  }

  it('answers anyone holding a page that picks a channel, and nobody else', async () => {
    const Q = '{ logisticsChannelOptions { id name } }';
    await createChannel({ name: `Picker ${Math.random().toString(36).slice(2, 8)}` });
    const rules = await app.gql(Q, {}, { token: await subWith(['logisticsRules']) });
    expect(rules.body.errors).toBeUndefined();
    expect(rules.body.data.logisticsChannelOptions.length).toBeGreaterThan(0);
    const shopsOnly = await app.gql(Q, {}, { token: await subWith(['shops']), lang: 'en' });
    expect(shopsOnly.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});
