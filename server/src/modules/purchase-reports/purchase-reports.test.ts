// Purchasing reports against a small hand-computed data set: three counted purchase orders in
// March 2026 (two suppliers, two warehouses, one without a purchaser), a cancelled one, one before
// the period and another company's, which must never show. Exports write the report's rows.
import { beforeAll, describe, expect, it } from 'vitest';
import { worldsSuite, type TestApp } from '../../../test/harness';
import { contextOf } from '../inventory/fixtures';
import { makePurchaseOrder, purchaseState, purchaseWorld, type PurchaseWorld } from '../purchase-orders/purchase.fixtures';
import { exportDefinition } from '../report-jobs/exports';
import { exportedRows } from '../report-jobs/export.fixtures';
import './purchase-reports.export';

let app: TestApp;
let w: PurchaseWorld;
let other: PurchaseWorld;
const ids: Record<string, number> = {};
const orderNos: Record<string, string> = {};
const MARCH = { from: '2026-03-01T00:00:00.000Z', to: '2026-03-31T23:59:59.999Z' };
const at = (day: string) => new Date(`2026-${day}T08:00:00.000Z`);

const ERR = `__typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId } }`;
const SUPPLIERS = `query($f: PurchaseReportFilter, $o: Int, $l: Int) { supplierStatisticsReport(filter: $f, offset: $o, limit: $l) { ${ERR} ... on QuerySupplierStatisticsReportSuccess { data {
  totalCount rows { supplierId supplierName orderCount quantity amount received good defective defectiveRate delayRate replenishmentRate returnRate averagePrice latestPrice latestPurchaseAt }
  totals { orderCount quantity amount received good defective defectiveRate } chart { label value } } } } }`;
const FLOW = `query($f: PurchaseReportFilter, $o: Int, $l: Int) { procurementFlowReport(filter: $f, offset: $o, limit: $l) { ${ERR} ... on QueryProcurementFlowReportSuccess { data {
  totalCount rows { orderNo supplierName warehouseName purchaserName sku productName quantity unitPrice amount received good defective status paymentStatus }
  totals { quantity amount received good defective } } } } }`;
const PURCHASERS = `query($f: PurchaseReportFilter) { purchaserStatisticsReport(filter: $f) { ${ERR} ... on QueryPurchaserStatisticsReportSuccess { data {
  totalCount rows { purchaserId purchaserName orderCount lineCount quantity amount averageOrderAmount onTimeRate pendingAuditCount }
  totals { orderCount lineCount quantity amount averageOrderAmount onTimeRate pendingAuditCount } chart { label value } } } } }`;
const BILLS = `query($f: PurchaseReportFilter) { purchaseBillReport(filter: $f) { ${ERR} ... on QueryPurchaseBillReportSuccess { data {
  totalCount rows { orderNo status cost freight otherFee discount total paid refunded outstanding paymentStatus quantity received receivedRate }
  totals { cost freight otherFee discount total paid refunded outstanding quantity received } } } } }`;

async function ask(field: string, query: string, variables: Record<string, unknown>, token = w.company.token) {
  const r = await app.gql(query, variables, { token, lang: 'en' });
  if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
  const v = r.body.data[field];
  return v.__typename?.endsWith('Success') ? v.data : v;
}

/** Payment rows written directly (the payment service is another module's). */
async function pay(w: PurchaseWorld, purchaseOrderId: number, kind: string, amount: string, status: string) {
  await w.ctx.db.purchasePayment.create({
    data: { companyId: w.company.companyId, billNo: `PP-${Math.random().toString(36).slice(2, 10)}`, purchaseOrderId, kind, amount, status },
  });
}
async function sign(w: PurchaseWorld, purchaseOrderId: number, signedAt: Date) {
  return w.ctx.db.purchaseReceipt.create({
    data: { companyId: w.company.companyId, receiptNo: `RC-${Math.random().toString(36).slice(2, 10)}`, purchaseOrderId, signedAt },
  });
}

worldsSuite(purchaseWorld, ['Reports Co', 'Other Co'], (...s) => ([app, w, other] = s));
beforeAll(async () => {
  const db = w.ctx.db;
  const companyId = w.company.companyId;

  // O1: Yiwu Cups → Shenzhen, received; cost 31.50 + 5 + 1 − 2 = 35.50; signed on time; 1 CUP returned
  const o1 = await makePurchaseOrder(w, {
    status: 'received',
    orderDate: at('03-02'),
    freight: '5.00',
    otherFee: '1.00',
    discount: '2.00',
    lines: [
      { skuId: w.skuA.id, quantity: 10, unitPrice: '1.80', receivedQuantity: 10, goodQuantity: 9 },
      { skuId: w.skuB.id, quantity: 5, unitPrice: '2.70', receivedQuantity: 5, goodQuantity: 5 },
    ],
  });
  await db.purchaseOrderLine.update({ where: { id: o1.lines[0].id }, data: { defectiveQuantity: 1 } });
  const r1 = await sign(w, o1.id, at('03-04'));
  await db.abnormalReceipt.create({
    data: {
      companyId,
      billNo: 'AB-1',
      purchaseOrderId: o1.id,
      receiptId: r1.id,
      type: 'defective',
      method: 'return',
      lines: { create: [{ companyId, skuId: w.skuA.id, quantity: 1, receiptPrice: '1.80', refundAmount: '1.80' }] },
    },
  });
  await pay(w, o1.id, 'payment', '30.00', 'approved');
  await pay(w, o1.id, 'payment', '5.50', 'pending');
  await pay(w, o1.id, 'payment', '100.00', 'rejected');
  await pay(w, o1.id, 'refund', '2.00', 'approved');
  // O2: Yiwu Cups → Leipzig, 8 of 20 arrived, signed late (due 03-13), paid in full
  const o2 = await makePurchaseOrder(w, {
    status: 'partiallyReceived',
    warehouseId: w.wh2.id,
    orderDate: at('03-10'),
    lines: [{ skuId: w.skuA.id, quantity: 20, unitPrice: '2.00', receivedQuantity: 8, goodQuantity: 8 }],
  });
  await sign(w, o2.id, at('03-20'));
  await pay(w, o2.id, 'payment', '40.00', 'approved');
  // O3: Market stall, pending audit, no purchaser
  const o3 = await makePurchaseOrder(w, {
    status: 'pendingAudit',
    supplierId: w.temporary.id,
    orderDate: at('03-15'),
    lines: [{ skuId: w.skuA.id, quantity: 4, unitPrice: '1.50' }],
  });
  await db.purchaseOrder.update({ where: { id: o3.id }, data: { purchaserId: null } });
  // never counted: cancelled, before the period, another company
  await makePurchaseOrder(w, { status: 'cancelled', orderDate: at('03-05'), lines: [{ skuId: w.skuA.id, quantity: 100, unitPrice: '1.00' }] });
  await makePurchaseOrder(w, { orderDate: new Date('2026-02-10T08:00:00Z'), lines: [{ skuId: w.skuA.id, quantity: 7, unitPrice: '9.00' }] });
  const foreign = await makePurchaseOrder(other, {
    orderDate: at('03-03'),
    lines: [{ skuId: other.skuA.id, quantity: 50, unitPrice: '3.00', receivedQuantity: 50, goodQuantity: 50 }],
  });
  await pay(other, foreign.id, 'payment', '150.00', 'approved');
  Object.assign(ids, { o1: o1.id, o2: o2.id, o3: o3.id });
  Object.assign(orderNos, { o1: o1.orderNo, o2: o2.orderNo, o3: o3.orderNo });
});

const SUPPLIER_ROWS = () => [
  {
    supplierId: w.supplier.id,
    supplierName: 'Yiwu Cups',
    orderCount: 2,
    quantity: 35,
    amount: '75.50',
    received: 23,
    good: 22,
    defective: 1,
    defectiveRate: 0.0435,
    delayRate: 0.5,
    replenishmentRate: 0.5,
    returnRate: 0.0435,
    averagePrice: '2.04',
    latestPrice: '2.00',
    latestPurchaseAt: '2026-03-10T08:00:00.000Z',
  },
  {
    supplierId: w.temporary.id,
    supplierName: 'Market stall',
    orderCount: 1,
    quantity: 4,
    amount: '6.00',
    received: 0,
    good: 0,
    defective: 0,
    defectiveRate: 0,
    delayRate: 0,
    replenishmentRate: 0,
    returnRate: 0,
    averagePrice: '1.50',
    latestPrice: '1.50',
    latestPurchaseAt: '2026-03-15T08:00:00.000Z',
  },
];

describe('supplier statistics', () => {
  it('per supplier: orders, quantities, amount with fees, rates from the purchasing rules; totals and chart', async () => {
    const r = await ask('supplierStatisticsReport', SUPPLIERS, { f: MARCH });
    expect(r.totalCount).toBe(2);
    expect(r.rows).toEqual(SUPPLIER_ROWS());
    expect(r.totals).toEqual({ orderCount: 3, quantity: 39, amount: '81.50', received: 23, good: 22, defective: 1, defectiveRate: 0.0435 });
    expect(r.chart).toEqual([
      { label: 'Yiwu Cups', value: '75.50' },
      { label: 'Market stall', value: '6.00' },
    ]);
    // paging and filters
    const second = await ask('supplierStatisticsReport', SUPPLIERS, { f: MARCH, o: 1, l: 1 });
    expect([second.totalCount, second.rows.map((x: any) => x.supplierName)]).toEqual([2, ['Market stall']]);
    const leipzig = await ask('supplierStatisticsReport', SUPPLIERS, { f: { ...MARCH, warehouseId: w.wh2.id } });
    expect(leipzig.rows.map((x: any) => [x.supplierName, x.amount])).toEqual([['Yiwu Cups', '40.00']]);
    // with a warehouse or purchaser filter the rates come from the report's own statement: same rules
    const mine = await ask('supplierStatisticsReport', SUPPLIERS, { f: { ...MARCH, purchaserId: w.company.userId } });
    expect(mine.rows).toEqual([SUPPLIER_ROWS()[0]]);
    const shenzhen = await ask('supplierStatisticsReport', SUPPLIERS, { f: { ...MARCH, warehouseId: w.wh1.id, supplierId: w.supplier.id } });
    expect(shenzhen.rows[0]).toMatchObject({
      orderCount: 1,
      amount: '35.50',
      delayRate: 0,
      replenishmentRate: 1,
      returnRate: 0.0667,
      defectiveRate: 0.0667,
      averagePrice: '2.10',
    });
    const stall = await ask('supplierStatisticsReport', SUPPLIERS, { f: { ...MARCH, supplierId: w.temporary.id } });
    expect(stall.totals.amount).toBe('6.00');
  });
});

describe('procurement flow', () => {
  it('one row per purchase-order line, newest order first, with totals', async () => {
    const r = await ask('procurementFlowReport', FLOW, { f: MARCH });
    expect(r.totalCount).toBe(4);
    const boss = 'Reports Co boss';
    expect(r.rows).toEqual([
      {
        orderNo: orderNos.o3,
        supplierName: 'Market stall',
        warehouseName: 'Shenzhen',
        purchaserName: '',
        sku: 'CUP',
        productName: 'Gift set',
        quantity: 4,
        unitPrice: '1.50',
        amount: '6.00',
        received: 0,
        good: 0,
        defective: 0,
        status: 'pendingAudit',
        paymentStatus: 'unpaid',
      },
      {
        orderNo: orderNos.o2,
        supplierName: 'Yiwu Cups',
        warehouseName: 'Leipzig',
        purchaserName: boss,
        sku: 'CUP',
        productName: 'Gift set',
        quantity: 20,
        unitPrice: '2.00',
        amount: '40.00',
        received: 8,
        good: 8,
        defective: 0,
        status: 'partiallyReceived',
        paymentStatus: 'unpaid',
      },
      {
        orderNo: orderNos.o1,
        supplierName: 'Yiwu Cups',
        warehouseName: 'Shenzhen',
        purchaserName: boss,
        sku: 'CUP',
        productName: 'Gift set',
        quantity: 10,
        unitPrice: '1.80',
        amount: '18.00',
        received: 10,
        good: 9,
        defective: 1,
        status: 'received',
        paymentStatus: 'unpaid',
      },
      {
        orderNo: orderNos.o1,
        supplierName: 'Yiwu Cups',
        warehouseName: 'Shenzhen',
        purchaserName: boss,
        sku: 'BOX',
        productName: 'Gift set',
        quantity: 5,
        unitPrice: '2.70',
        amount: '13.50',
        received: 5,
        good: 5,
        defective: 0,
        status: 'received',
        paymentStatus: 'unpaid',
      },
    ]);
    expect(r.totals).toEqual({ quantity: 39, amount: '77.50', received: 23, good: 22, defective: 1 });
    const mine = await ask('procurementFlowReport', FLOW, { f: { ...MARCH, purchaserId: w.company.userId }, o: 2, l: 2 });
    expect([mine.totalCount, mine.rows.map((x: any) => x.sku)]).toEqual([3, ['BOX']]);
  });
});

describe('purchaser statistics', () => {
  it('per purchaser: orders, lines, amount, average, received on time, pending audit', async () => {
    const r = await ask('purchaserStatisticsReport', PURCHASERS, { f: MARCH });
    expect(r.totalCount).toBe(2);
    expect(r.rows).toEqual([
      {
        purchaserId: w.company.userId,
        purchaserName: 'Reports Co boss',
        orderCount: 2,
        lineCount: 3,
        quantity: 35,
        amount: '75.50',
        averageOrderAmount: '37.75',
        onTimeRate: 0.5,
        pendingAuditCount: 0,
      },
      {
        purchaserId: null,
        purchaserName: '',
        orderCount: 1,
        lineCount: 1,
        quantity: 4,
        amount: '6.00',
        averageOrderAmount: '6.00',
        onTimeRate: 0,
        pendingAuditCount: 1,
      },
    ]);
    expect(r.totals).toEqual({
      orderCount: 3,
      lineCount: 4,
      quantity: 39,
      amount: '81.50',
      averageOrderAmount: '27.17',
      onTimeRate: 0.5,
      pendingAuditCount: 1,
    });
    expect(r.chart).toEqual([
      { label: 'Reports Co boss', value: '75.50' },
      { label: '', value: '6.00' },
    ]);
  });
});

describe('purchase bill report', () => {
  it('per order: cost, fees, total, approved payments and refunds, outstanding, payment status, receiving', async () => {
    const r = await ask('purchaseBillReport', BILLS, { f: MARCH });
    expect(r.totalCount).toBe(3);
    expect(r.rows).toEqual([
      {
        orderNo: orderNos.o3,
        status: 'pendingAudit',
        cost: '6.00',
        freight: '0.00',
        otherFee: '0.00',
        discount: '0.00',
        total: '6.00',
        paid: '0.00',
        refunded: '0.00',
        outstanding: '6.00',
        paymentStatus: 'unpaid',
        quantity: 4,
        received: 0,
        receivedRate: 0,
      },
      {
        orderNo: orderNos.o2,
        status: 'partiallyReceived',
        cost: '40.00',
        freight: '0.00',
        otherFee: '0.00',
        discount: '0.00',
        total: '40.00',
        paid: '40.00',
        refunded: '0.00',
        outstanding: '0.00',
        paymentStatus: 'paid',
        quantity: 20,
        received: 8,
        receivedRate: 0.4,
      },
      {
        orderNo: orderNos.o1,
        status: 'received',
        cost: '31.50',
        freight: '5.00',
        otherFee: '1.00',
        discount: '2.00',
        total: '35.50',
        paid: '30.00',
        refunded: '2.00',
        outstanding: '7.50',
        paymentStatus: 'partiallyPaid',
        quantity: 15,
        received: 15,
        receivedRate: 1,
      },
    ]);
    expect(r.totals).toEqual({
      cost: '77.50',
      freight: '5.00',
      otherFee: '1.00',
      discount: '2.00',
      total: '81.50',
      paid: '70.00',
      refunded: '2.00',
      outstanding: '13.50',
      quantity: 39,
      received: 23,
    });
  });
});

describe('filters, tenancy and permissions', () => {
  it('refuses an end before the start and a period over 366 days with the message id, nothing written', async () => {
    const before = await purchaseState(w);
    for (const [field, query] of [
      ['supplierStatisticsReport', SUPPLIERS],
      ['procurementFlowReport', FLOW],
      ['purchaserStatisticsReport', PURCHASERS],
      ['purchaseBillReport', BILLS],
    ]) {
      const back = await ask(field, query, { f: { from: MARCH.to, to: MARCH.from } });
      expect(back, field).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'to', messageId: 'purchaseReport.toBeforeFrom' }] });
      const long = await ask(field, query, { f: { from: '2025-01-01T00:00:00Z', to: '2026-03-31T00:00:00Z' } });
      expect(long, field).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'to', messageId: 'purchaseReport.periodTooLong' }] });
    }
    // only the start given: the default end (now) is more than 366 days later
    expect(await ask('purchaseBillReport', BILLS, { f: { from: '2000-01-01T00:00:00Z' } })).toMatchObject({
      fieldErrors: [{ messageId: 'purchaseReport.periodTooLong' }],
    });
    // a page over 100 rows is refused by the API's page-size limit before the report runs (docs/api.md 'Limits')
    expect((await app.gql(FLOW, { f: MARCH, l: 500 }, { token: w.company.token, lang: 'en' })).body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageId: 'validation.pageSize',
      argument: 'limit',
    });
    expect(await purchaseState(w)).toBe(before);
  });

  it("never includes another company's orders; its supplier, warehouse or purchaser ids are not found", async () => {
    const theirs = await ask('supplierStatisticsReport', SUPPLIERS, { f: MARCH }, other.company.token);
    expect(theirs.rows.map((x: any) => [x.supplierName, x.amount])).toEqual([['Yiwu Cups', '150.00']]);
    expect(await ask('supplierStatisticsReport', SUPPLIERS, { f: { ...MARCH, supplierId: other.supplier.id } })).toMatchObject({
      __typename: 'NotFoundError',
      messageId: 'purchase.supplierNotFound',
    });
    expect(await ask('procurementFlowReport', FLOW, { f: { ...MARCH, warehouseId: other.wh1.id } })).toMatchObject({
      __typename: 'NotFoundError',
      messageId: 'purchase.warehouseNotFound',
    });
    expect(await ask('purchaserStatisticsReport', PURCHASERS, { f: { ...MARCH, purchaserId: other.company.userId } })).toMatchObject({
      __typename: 'NotFoundError',
      messageId: 'purchaseReport.purchaserNotFound',
    });
  });

  it('refuses a sub-account without the page, and lets it read the page it holds', async () => {
    const token = w.company.token;
    const role = await app.gql(
      'mutation($i: RoleInput!) { createRole(input: $i) { ... on MutationCreateRoleSuccess { data { id } } } }',
      { i: { name: 'flow only', permissions: ['procurementFlow'] } },
      { token },
    );
    await app.gql(
      'mutation($i: CreateSubAccountInput!) { createSubAccount(input: $i) { ... on MutationCreateSubAccountSuccess { data { id } } } }',
      { i: { username: 'flow_clerk', password: 'secret123', password2: 'secret123', realname: 'clerk', roleId: role.body.data.createRole.data.id } },
      { token },
    );
    const clerk = await app.login('flow_clerk');
    const denied = await app.gql(SUPPLIERS, { f: MARCH }, { token: clerk });
    expect(denied.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'supplierStatistics' });
    expect((await ask('procurementFlowReport', FLOW, { f: MARCH }, clerk)).totalCount).toBe(4);
    const options = await app.gql('{ purchaseReportOptions { suppliers { name } purchasers { name } } }', {}, { token: clerk });
    expect(options.body.data.purchaseReportOptions.suppliers.map((s: any) => s.name)).toEqual(['Market stall', 'Yiwu Cups']);
    // its export of another page is refused too
    const ctx = await contextOf(app, clerk);
    await expect(exportDefinition('purchaseBillReport')!.count(ctx, { from: new Date(MARCH.from), to: new Date(MARCH.to) })).rejects.toMatchObject({
      messageId: 'permission.denied',
    });
  });
});

describe('exports', () => {
  const t = (id: string) => id;
  async function exported(reportType: string) {
    const def = exportDefinition(reportType)!;
    const f = { from: new Date(MARCH.from), to: new Date(MARCH.to) };
    const rows: any[] = [];
    for await (const batch of def.rows(w.ctx, f)) rows.push(...batch);
    return { def, count: await def.count(w.ctx, f), cells: rows.map((r) => def.columns.map((c) => c.value(r, { lang: 'en', t }))) };
  }

  it('each report exports its rows with its permission and filter; an empty period has nothing to export', async () => {
    const suppliers = await exported('supplierStatistics');
    expect(suppliers.def.permission).toBe('supplierStatistics');
    expect(suppliers.count).toBe(2);
    expect(suppliers.cells).toEqual([
      ['Yiwu Cups', 2, 35, 75.5, 23, 22, 1, 4.35, 50, 50, 4.35, 2.04, 2, '2026-03-10'],
      ['Market stall', 1, 4, 6, 0, 0, 0, 0, 0, 0, 0, 1.5, 1.5, '2026-03-15'],
    ]);
    const flow = await exported('procurementFlow');
    expect(flow.count).toBe(4);
    expect(flow.cells.map((c) => [c[1], c[5], c[7], c[9], c[13], c[14]])).toEqual([
      [orderNos.o3, 'CUP', 4, 6, 'purchase.status.pendingAudit', 'purchaseReport.paymentStatus.unpaid'],
      [orderNos.o2, 'CUP', 20, 40, 'purchase.status.partiallyReceived', 'purchaseReport.paymentStatus.unpaid'],
      [orderNos.o1, 'CUP', 10, 18, 'purchase.status.received', 'purchaseReport.paymentStatus.unpaid'],
      [orderNos.o1, 'BOX', 5, 13.5, 'purchase.status.received', 'purchaseReport.paymentStatus.unpaid'],
    ]);
    const purchasers = await exported('purchaserStatistics');
    expect(purchasers.cells).toEqual([
      ['Reports Co boss', 2, 3, 35, 75.5, 37.75, 50, 0],
      ['purchaseReport.noPurchaser', 1, 1, 4, 6, 6, 0, 1],
    ]);
    const bills = await exported('purchaseBillReport');
    expect(bills.cells.map((c) => [c[0], c[8], c[9], c[10], c[11], c[12], c[13]])).toEqual([
      [orderNos.o3, 6, 0, 0, 6, 'purchaseReport.paymentStatus.unpaid', '0/4'],
      [orderNos.o2, 40, 40, 0, 0, 'purchaseReport.paymentStatus.paid', '8/20'],
      [orderNos.o1, 35.5, 30, 2, 7.5, 'purchaseReport.paymentStatus.partiallyPaid', '15/15'],
    ]);
    // the task queue refuses a count of 0 ("nothing to export")
    expect(await exportDefinition('purchaseBillReport')!.count(w.ctx, { from: new Date('2025-01-01T00:00:00Z'), to: new Date('2025-01-31T00:00:00Z') })).toBe(
      0,
    );
  });

  it('starts through the task queue and refuses empty data', async () => {
    const START = `mutation($i: StartExportInput!) { startExport(input: $i) { __typename ... on MutationStartExportSuccess { data { id reportName } } ... on Error { messageId } } }`;
    const ok = await app.gql(START, { i: { reportType: 'procurementFlow', filter: MARCH } }, { token: w.company.token });
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data.startExport.data.reportName).toBe('采购流水');
    // the worker writes the file: headers in the job's language, then the report's lines
    const { job, rows: lines } = await exportedRows(app, ok.body.data.startExport.data.id, w.company.token);
    expect(job).toMatchObject({ status: 10, rowCount: 4 });
    expect(lines.map((l) => [l[1], l[5], l[7], l[9]])).toEqual([
      ['采购单号', 'SKU', '采购数量', '金额'],
      [orderNos.o3, 'CUP', 4, 6],
      [orderNos.o2, 'CUP', 20, 40],
      [orderNos.o1, 'CUP', 10, 18],
      [orderNos.o1, 'BOX', 5, 13.5],
    ]);
    const empty = await app.gql(
      START,
      { i: { reportType: 'procurementFlow', filter: { from: '2025-01-01T00:00:00Z', to: '2025-01-31T00:00:00Z' } } },
      { token: w.company.token },
    );
    expect(empty.body.data.startExport).toMatchObject({ messageId: 'report.emptyExport' });
  });
});
