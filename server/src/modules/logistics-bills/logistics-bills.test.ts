// Logistics reconciliation (issue 22 item 5) on a real database: a carrier's bill (.csv and .xlsx
// over REST, rows over GraphQL) is matched to the company's shipped parcels by tracking number,
// each parcel keeping its order's estimated freight and the difference; the payable (an unpaid
// freight payment order to the carrier) is written with the bill. Every refusal rule (bad number,
// duplicate in the file, unknown tracking number, another carrier's parcel, a parcel already
// billed, an unknown carrier) refuses the whole file with the rows listed in zh and en and writes
// nothing; an abort inside the transaction (after every row is written) leaves nothing either;
// tenancy and permissions.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CompanyWorld, ERROR_FIELDS as ERR, roleAccount, type TestApp, twoCompanySuite } from '../../../test/harness';
import { postMultipart } from '../storage/multipart.testing';
import { logisticsBillHooks } from './logistics-bills.service';

let app: TestApp;
let w: CompanyWorld;
let other: CompanyWorld;
const { db, gql } = twoCompanySuite(['Bills Co', 'Other Bills Co'], (...s) => ([app, w, other] = s));
const BILL =
  'id billNo carrier fileName parcels billableWeight estimatedFreight actualFreight returnFreight difference paymentOrderId paymentOrderNo paymentStatus';
const IMPORT = `mutation($i: LogisticsBillImportInput!) { importLogisticsBill(input: $i) { __typename ${ERR} ... on LogisticsBillRowsError { parcels { row trackingNo field reason message } } ... on MutationImportLogisticsBillSuccess { data { ${BILL} } } } }`;
const PARCELS = `query($f: LogisticsBillParcelFilter) { logisticsBillParcels(first: 50, filter: $f) { totalCount edges { node { trackingNo orderId orderNo estimatedFreight actualFreight returnFreight difference billableWeight outboundWeight declaredWeight } } } }`;

/** Decimals of an answer as "0.00" text (the Decimal scalar drops trailing zeros). */
const fix = (n: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(n).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v).toFixed(2) : v]));
const state = async (companyId = w.companyId) =>
  JSON.stringify([
    await db().logisticsBill.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    await db().logisticsBillParcel.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    await db().paymentOrder.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
  ]);

let seq = 0;
async function shipped(companyId: number, channelId: number, trackingNo: string, estimated: string | null, weight = 480) {
  const shop = await db().shop.findFirst({ where: { companyId } });
  const shopId =
    shop?.id ?? (await db().shop.create({ data: { companyId, platformType: 2, platform: 'amazon', shopName: `Shop ${companyId}`, status: 1 } })).id;
  const n = ++seq;
  const o = await db().order.create({
    data: {
      companyId,
      shopId,
      platformType: 2,
      platformOrderNo: `LB-${n}-${Date.now()}`,
      orderNo: `LB${Date.now()}${n}`,
      orderedAt: new Date(),
      status: 'shipped',
      shippedAt: new Date(),
      logisticsChannelId: channelId,
      trackingNo,
      weight,
    },
  });
  if (estimated !== null) {
    await db().orderFreight.create({
      data: { companyId, orderId: o.id, channelId, currency: 'USD', estimated: '1', estimatedBase: estimated, breakdown: {} },
    });
  }
  return o;
}

let yanwen = 0;
let post = 0;
beforeAll(async () => {
  yanwen = (await db().logisticsChannel.create({ data: { companyId: w.companyId, name: 'Yanwen Express', carrier: 'Yanwen' } })).id;
  post = (await db().logisticsChannel.create({ data: { companyId: w.companyId, name: 'China Post', carrier: 'China Post' } })).id;
  const theirs = (await db().logisticsChannel.create({ data: { companyId: other.companyId, name: 'Their Yanwen', carrier: 'Yanwen' } })).id;
  await shipped(w.companyId, yanwen, 'YW001', '20.00');
  await shipped(w.companyId, yanwen, 'YW002', '15.50', 900);
  await shipped(w.companyId, yanwen, 'YW003', null);
  await shipped(w.companyId, post, 'CP001', '9.00');
  await shipped(w.companyId, yanwen, 'YW900', '5.00');
  await shipped(other.companyId, theirs, 'THEIRS1', '3.00');
  // not shipped yet: not billable
  const o = await shipped(w.companyId, yanwen, 'YWPENDING', '1.00');
  await db().order.update({ where: { id: o.id }, data: { shippedAt: null, status: 'awaitingShipment' } });
});

const csv = (lines: string[]) =>
  Buffer.from(['Tracking number,Billable weight (kg),Actual freight (CNY),Return freight (CNY),Declared weight (kg)', ...lines].join('\n'));
const upload = (carrier: string, data: Buffer, filename = 'bill.csv', lang = 'en', token = w.token) =>
  postMultipart(app, `finance/logisticsBills/import?carrier=${encodeURIComponent(carrier)}`, [{ name: 'file', filename, data }], { token, lang });

describe('carrier bills: matching and the payable', () => {
  it('imports a csv bill: each parcel matched with its estimate and difference, totals, and an unpaid freight payable', async () => {
    const res = await upload('Yanwen', csv(['YW001,0.52,23.40,0,0.45', 'YW002,1.1,12.00,3.50,', 'YW003,0.3,8.8,,']), 'yanwen-nov.csv');
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({
      carrier: 'Yanwen',
      parcels: 3,
      actualFreight: '44.20',
      returnFreight: '3.50',
      estimatedFreight: '35.50',
      difference: '8.70',
    });
    const bill = await db().logisticsBill.findUniqueOrThrow({ where: { id: res.body.data.id } });
    expect(bill).toMatchObject({ companyId: w.companyId, fileName: 'yanwen-nov.csv', billableWeight: 1920 });
    const payable = await db().paymentOrder.findUniqueOrThrow({ where: { id: bill.paymentOrderId } });
    expect(payable).toMatchObject({ companyId: w.companyId, status: 'unpaid', category: 'freight', payee: 'Yanwen', currency: 'CNY', source: 'logisticsBill' });
    expect(payable.amount.toFixed(2)).toBe('47.70');
    const parcels = (await gql(PARCELS, { f: { billId: bill.id } })).logisticsBillParcels;
    expect(parcels.totalCount).toBe(3);
    const by = Object.fromEntries(parcels.edges.map((e: { node: { trackingNo: string } }) => [e.node.trackingNo, fix(e.node)]));
    expect(by.YW001).toMatchObject({
      estimatedFreight: '20.00',
      actualFreight: '23.40',
      difference: '3.40',
      billableWeight: 520,
      outboundWeight: 480,
      declaredWeight: 450,
    });
    expect(by.YW002).toMatchObject({ estimatedFreight: '15.50', actualFreight: '12.00', returnFreight: '3.50', difference: '-3.50', outboundWeight: 900 });
    expect(by.YW003).toMatchObject({ estimatedFreight: '0.00', actualFreight: '8.80', difference: '8.80' });
    const over = (await gql(PARCELS, { f: { billId: bill.id, overEstimate: true } })).logisticsBillParcels;
    expect(over.edges.map((e: { node: { trackingNo: string } }) => e.node.trackingNo)).toEqual(['YW003', 'YW001']);
    const list = (await gql(`{ logisticsBills(first: 10, filter: { carrier: "Yanwen" }) { totalCount edges { node { ${BILL} } } } }`)).logisticsBills;
    expect(fix(list.edges[0].node)).toMatchObject({ billNo: bill.billNo, paymentStatus: 'unpaid', paymentOrderNo: payable.orderNo });
    expect((await gql('{ logisticsBillCarriers }')).logisticsBillCarriers).toEqual(['Yanwen', 'China Post']);
  });

  it('imports an .xlsx bill with zh headers', async () => {
    const wb = new ExcelJS.Workbook();
    const s = wb.addWorksheet('账单');
    s.addRow(['跟踪号', '计费重量(kg)', '实际运费(CNY)', '退件运费(CNY)']);
    s.addRow(['CP001', 0.25, 9.5, 0]);
    const res = await upload('China Post', Buffer.from(await wb.xlsx.writeBuffer()), 'post.xlsx', 'zh');
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ parcels: 1, actualFreight: '9.50', difference: '0.50' });
  });
});

describe('carrier bills: a wrong file is refused whole, nothing written', () => {
  const refusedCsv = async (carrier: string, lines: string[], lang = 'en') => {
    const before = await state();
    const res = await upload(carrier, csv(lines), 'bad.csv', lang);
    expect(res.body.code).not.toBe(0);
    expect(await state()).toBe(before);
    return res.body;
  };

  it.each([
    ['a bad number', ['YW900,abc,1.00,,'], 'billableWeight', '"abc" is not a valid number'],
    ['a negative freight', ['YW900,0.5,-1,,'], 'actualFreight', 'not a valid number'],
    ['a duplicate in the file', ['YW900,0.5,1,,', 'yw900,0.5,1,,'], 'trackingNo', 'already on row 2'],
    ['an unknown tracking number', ['YW900,0.5,1,,', 'NOPE1,0.5,1,,'], 'trackingNo', 'No shipped order'],
    ['an unshipped order', ['YWPENDING,0.5,1,,'], 'trackingNo', 'No shipped order'],
    ["another company's parcel", ['THEIRS1,0.5,1,,'], 'trackingNo', 'No shipped order'],
    ["another carrier's parcel", ['CP001,0.5,1,,'], 'trackingNo', 'another carrier (China Post)'],
    ['a parcel already billed', ['YW001,0.5,1,,'], 'trackingNo', 'already on bill WL'],
  ])('%s', async (_name, lines, field, text) => {
    const body = await refusedCsv('Yanwen', lines);
    expect(body.data.errors.length).toBeGreaterThan(0);
    const wrong = body.data.errors.at(-1);
    expect(wrong).toMatchObject({ field });
    expect(wrong.message).toContain(text);
    expect(wrong.row).toBeGreaterThanOrEqual(2);
  });

  it('lists every wrong row with its row number and tracking number, in zh', async () => {
    const body = await refusedCsv('Yanwen', ['YW900,0.5,1,,', 'NOPE1,0.5,1,,', 'YW900,1,1,,', 'YW001,x,1,,'], 'zh');
    expect(body.message).toBe('账单有 3 行有误，未导入任何数据');
    expect(body.data.errors).toEqual([
      expect.objectContaining({ row: 3, column: 'NOPE1', message: '本公司没有使用此跟踪号的已发货订单' }),
      expect.objectContaining({ row: 4, column: 'YW900', message: '该跟踪号已在本文件第 2 行出现' }),
      expect.objectContaining({ row: 5, column: 'YW001', field: 'billableWeight' }),
    ]);
  });

  it('refuses an unknown carrier, a missing column and an empty file', async () => {
    const before = await state();
    expect((await upload('Nobody', csv(['YW900,0.5,1,,']))).body.data.errors.carrier).toBeDefined();
    expect((await upload('', csv(['YW900,0.5,1,,']))).body.code).not.toBe(0);
    expect((await upload('Yanwen', Buffer.from('Tracking number,Billable weight (kg)\nYW900,1'))).body.message).toMatch(/column/i);
    expect((await upload('Yanwen', csv([]))).body.code).not.toBe(0);
    expect(await state()).toBe(before);
  });

  it('over GraphQL: the typed row error, nothing written', async () => {
    const before = await state();
    const r = (await gql(IMPORT, { i: { carrier: 'Yanwen', rows: [{ trackingNo: 'YW900', billableWeight: '1', actualFreight: 'x' }] } })).importLogisticsBill;
    expect(r.__typename).toBe('LogisticsBillRowsError');
    expect(r.parcels).toEqual([expect.objectContaining({ row: 1, trackingNo: 'YW900', field: 'actualFreight', reason: 'badNumber' })]);
    expect(await state()).toBe(before);
  });

  it('an abort inside the transaction, after the payable, the bill and every parcel are written, leaves nothing', async () => {
    const before = await state();
    logisticsBillHooks.beforeCommit = async () => {
      throw new Error('crash');
    };
    try {
      const r = await app.gql(
        IMPORT,
        { i: { carrier: 'Yanwen', rows: [{ trackingNo: 'YW900', billableWeight: '1', actualFreight: '6' }] } },
        { token: w.token },
      );
      expect(r.body.errors ?? r.body.data?.importLogisticsBill?.__typename).toBeTruthy();
    } finally {
      logisticsBillHooks.beforeCommit = undefined;
    }
    expect(await state()).toBe(before);
    // and then it imports once
    const ok = (await gql(IMPORT, { i: { carrier: 'Yanwen', rows: [{ trackingNo: 'YW900', billableWeight: '1', actualFreight: '6' }] } })).importLogisticsBill;
    expect(fix(ok.data)).toMatchObject({ parcels: 1, difference: '1.00', paymentStatus: 'unpaid' });
  });
});

describe('carrier bills: tenancy and permissions', () => {
  it("another company sees none of the bills or parcels and cannot bill this company's parcels", async () => {
    const mine = await db().logisticsBill.findFirstOrThrow({ where: { companyId: w.companyId } });
    expect((await gql(`{ logisticsBill(id: ${mine.id}) { id } }`, {}, other.token)).logisticsBill).toBeNull();
    expect((await gql('{ logisticsBills(first: 10) { totalCount } }', {}, other.token)).logisticsBills.totalCount).toBe(0);
    expect((await gql(PARCELS, { f: { billId: mine.id } }, other.token)).logisticsBillParcels.totalCount).toBe(0);
    const before = await state(other.companyId);
    const r = (await gql(IMPORT, { i: { carrier: 'Yanwen', rows: [{ trackingNo: 'YW003', billableWeight: '1', actualFreight: '1' }] } }, other.token))
      .importLogisticsBill;
    expect(r.parcels[0]).toMatchObject({ reason: 'unknown' });
    expect(await state(other.companyId)).toBe(before);
  });

  it('a sub-account with the page but not the import reads bills and cannot import', async () => {
    const username = `billviewer_${w.companyId}`;
    const { token, roleId } = await roleAccount(app, w.companyId, { username, role: 'Bill viewer', permissions: ['logisticsAccount'], realname: 'B' });
    const before = await state();
    expect((await gql('{ logisticsBills(first: 5) { totalCount } }', {}, token)).logisticsBills.totalCount).toBeGreaterThan(0);
    const r = await app.gql(IMPORT, { i: { carrier: 'Yanwen', rows: [{ trackingNo: 'YW003', billableWeight: '1', actualFreight: '1' }] } }, { token });
    expect(r.body.errors?.[0]?.extensions).toMatchObject({ permission: 'logisticsBill.import' });
    expect((await upload('Yanwen', csv(['YW003,1,1,,']), 'x.csv', 'en', token)).body.code).not.toBe(0);
    await db().role.update({ where: { id: roleId }, data: { permissions: [] } });
    const none = await app.login(username);
    expect((await app.gql('{ logisticsBills(first: 5) { totalCount } }', {}, { token: none })).body.errors?.[0]?.extensions).toMatchObject({
      messageId: 'permission.denied',
    });
    expect(await state()).toBe(before);
  });
});
