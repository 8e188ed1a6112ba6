// Purchase orders, payment requests and refunds through the GraphQL API on a real database: every
// rule broken with its message and nothing written, every transition (and the illegal ones), the
// payment / refund amount rule at its exact boundary, two concurrent requests against the limit,
// and the purchase alerts at explicit times.
import { NOTICE_TYPE } from '@erp/schema';
import { describe, expect, it } from 'vitest';
import { worldsSuite, type TestApp } from '../../../test/harness';
import { bare } from '../inventory/fixtures';
import { newBillNo } from '../../platform/lookups';
import { createPaymentRequest } from './payments.service';
import { sendPurchaseAlerts } from './purchase-orders.alerts';
import { createPurchaseOrder } from './purchase-orders.service';
import { makePurchaseOrder, purchaseState, purchaseWorld, type PurchaseWorld } from './purchase.fixtures';

let app: TestApp;
let w: PurchaseWorld;

const ERR = `__typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } }`;
const ORDER = `id orderNo status paymentStatus supplierName warehouseName purchaserName auditRemark trackingNo courier shippedAt cancelledAt totalQuantity
  amounts { cost freight otherFee discount total paid refunded pendingPayment pendingRefund }
  lines { id sku productName quantity unitPrice amount receivedQuantity goodQuantity defectiveQuantity } payments { billNo kind amount status } receipts { receiptNo }`;
const CREATE = `mutation($i: PurchaseOrderInput!) { createPurchaseOrder(input: $i) { ${ERR} ... on MutationCreatePurchaseOrderSuccess { data { ${ORDER} } } } }`;
const UPDATE = `mutation($id: Int!, $i: PurchaseOrderInput!) { updatePurchaseOrder(id: $id, input: $i) { ${ERR} ... on MutationUpdatePurchaseOrderSuccess { data { ${ORDER} } } } }`;
const AUDIT = `mutation($i: PurchaseAuditInput!) { auditPurchaseOrders(input: $i) { ${ERR} ... on MutationAuditPurchaseOrdersSuccess { data { orders { id status auditRemark auditorName } refused { id orderNo messageId message } } } } }`;
const CANCEL = `mutation($id: Int!) { cancelPurchaseOrder(id: $id) { ${ERR} ... on MutationCancelPurchaseOrderSuccess { data { id status cancelledAt } } } }`;
const TRACK = `mutation($i: PurchaseTrackingInput!) { setPurchaseTracking(input: $i) { ${ERR} ... on MutationSetPurchaseTrackingSuccess { data { id trackingNo courier shippedAt } } } }`;
const LIST = `query($f: PurchaseOrderFilter, $o: Int) { purchaseOrders(first: 10, offset: $o, filter: $f) { totalCount edges { node { id orderNo status } } } purchaseOrderStatusCounts(filter: $f) { status count } }`;
const PAY = `mutation($i: PurchasePaymentInput!) { createPurchasePayment(input: $i) { ${ERR} ... on MutationCreatePurchasePaymentSuccess { data { id billNo kind amount status purchaseOrderNo requesterName } } } }`;
const PAY_AUDIT = `mutation($i: PurchaseAuditInput!) { auditPurchasePayments(input: $i) { ${ERR} ... on MutationAuditPurchasePaymentsSuccess { data { payments { id status } refused { id orderNo messageId message } } } } }`;
const PAYMENTS = `query($k: PurchasePaymentKind!, $f: PurchasePaymentFilter) { purchasePayments(kind: $k, first: 10, filter: $f) { totalCount edges { node { id billNo status amount purchaseOrderNo } } } purchasePaymentStatusCounts(kind: $k, filter: $f) { status count } }`;
const LIMITS = `query($id: Int!, $k: PurchasePaymentKind!) { purchasePaymentLimits(purchaseOrderId: $id, kind: $k) { ${ERR} ... on QueryPurchasePaymentLimitsSuccess { data { total paid refunded max } } } }`;

/** CUP × 10 at 1.80, BOX × 5 at 2.70, freight 2.00, other 1.00, discount 0.50: total 34.00. */
const amounts = () => ({
  freight: '2.00',
  otherFee: '1.00',
  discount: '0.50',
  lines: [
    { skuId: w.skuA.id, quantity: 10, unitPrice: '1.80' },
    { skuId: w.skuB.id, quantity: 5, unitPrice: '2.70' },
  ],
});
const input = (extra: Record<string, unknown> = {}) => ({ supplierId: w.supplier.id, warehouseId: w.wh1.id, ...amounts(), ...extra });
const create = async (extra: Record<string, unknown> = {}) => (await w.gql(CREATE, { i: input(extra) })).createPurchaseOrder;
const approvedOrder = (extra: Record<string, unknown> = {}) => makePurchaseOrder(w, { ...amounts(), ...extra });
const pay = async (purchaseOrderId: number, amount: string, kind = 'payment') =>
  (await w.gql(PAY, { i: { purchaseOrderId, kind, amount } })).createPurchasePayment;
const statusOf = async (id: number) => (await w.ctx.db.purchaseOrder.findFirstOrThrow({ where: { id } })).status;

worldsSuite(purchaseWorld, ['Purchase Orders Co'], (...s) => ([app, w] = s));

describe('creating a purchase order', () => {
  it('creates one pending audit with amounts, bought by the signed-in user', async () => {
    const r = await create({ remark: 'first' });
    expect(r.__typename).toBe('MutationCreatePurchaseOrderSuccess');
    const o = r.data;
    expect(o).toMatchObject({ status: 'pendingAudit', paymentStatus: 'unpaid', supplierName: 'Yiwu Cups', warehouseName: w.wh1.name, totalQuantity: 15 });
    expect(o.orderNo).toMatch(/^PO\d{8}\d{6}$/);
    expect(o.purchaserName).not.toBe('');
    expect(o.amounts).toMatchObject({ cost: '31.50', freight: '2.00', otherFee: '1.00', discount: '0.50', total: '34.00', paid: '0.00' });
    expect(o.lines.map((l: any) => [l.sku, l.quantity, l.unitPrice, l.amount])).toEqual([
      ['CUP', 10, '1.80', '18.00'],
      ['BOX', 5, '2.70', '13.50'],
    ]);
  });

  it.each([
    ['no lines', () => input({ lines: [] }), 'lines', 'purchase.itemRequired'],
    [
      'the same product twice',
      () =>
        input({
          lines: [
            { skuId: w.skuA.id, quantity: 1, unitPrice: '1' },
            { skuId: w.skuA.id, quantity: 2, unitPrice: '1' },
          ],
        }),
      'lines.1.skuId',
      'purchase.sameProductTwice',
    ],
    ['a quantity of 0', () => input({ lines: [{ skuId: w.skuA.id, quantity: 0, unitPrice: '1' }] }), 'lines.0.quantity', 'purchase.quantityPositive'],
    ['a discount above cost plus fees', () => input({ discount: '34.51' }), 'discount', 'purchase.discountTooHigh'],
    ['an ETA before the order date', () => input({ orderDate: '2024-05-10', eta: '2024-05-01' }), 'eta', 'purchase.etaBeforeOrder'],
    ['an unknown order way', () => input({ orderWay: 'pigeon' }), 'orderWay', 'purchase.orderWay'],
  ])('refuses %s, nothing written', async (_n, make, field, messageId) => {
    const before = await purchaseState(w);
    const r = (await w.gql(CREATE, { i: make() })).createPurchaseOrder;
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors).toContainEqual(expect.objectContaining({ field, messageId }));
    expect(await purchaseState(w)).toBe(before);
  });

  it("treats another company's supplier, warehouse or SKU as not found", async () => {
    const other = await purchaseWorld(app, 'Other Purchase Co');
    const before = await purchaseState(w);
    expect((await create({ supplierId: other.supplier.id })).messageId).toBe('purchase.supplierNotFound');
    expect((await create({ warehouseId: other.wh1.id })).messageId).toBe('purchase.warehouseNotFound');
    expect((await create({ lines: [{ skuId: other.skuA.id, quantity: 1, unitPrice: '1' }] })).messageId).toBe('purchase.skuNotFound');
    expect(await purchaseState(w)).toBe(before);
  });

  it('refuses a disabled supplier or warehouse', async () => {
    const off = await w.ctx.db.supplier.create({ data: { companyId: w.company.companyId, name: 'Gone', enabled: false } });
    const closed = await w.ctx.db.warehouse.create({ data: { companyId: w.company.companyId, name: 'Closed', enabled: false } });
    const before = await purchaseState(w);
    expect((await create({ supplierId: off.id })).fieldErrors).toEqual([
      expect.objectContaining({ field: 'supplierId', messageId: 'purchase.supplierDisabled', message: 'The supplier Gone is disabled' }),
    ]);
    expect((await create({ warehouseId: closed.id })).fieldErrors).toEqual([
      expect.objectContaining({ field: 'warehouseId', messageId: 'purchase.warehouseDisabled' }),
    ]);
    expect(await purchaseState(w)).toBe(before);
  });

  it('takes a caller transaction (generation from the plan)', async () => {
    const o = await w.ctx.db.$transaction((tx) => createPurchaseOrder(w.ctx, input({ procurementType: 'plan' }), { tx }));
    expect(o).toMatchObject({ status: 'pendingAudit', procurementType: 'plan', purchaserId: w.company.userId });
    expect(o.lines).toHaveLength(2);
  });
});

describe('the purchase order lifecycle', () => {
  it('edits a pending order; editing a failed one resubmits it; an approved one is refused', async () => {
    const o = (await create()).data;
    const edited = (await w.gql(UPDATE, { id: o.id, i: input({ lines: [{ skuId: w.skuA.id, quantity: 20, unitPrice: '1.50' }], discount: '0' }) }))
      .updatePurchaseOrder.data;
    expect(edited).toMatchObject({ status: 'pendingAudit', amounts: { total: '33.00' } });
    expect(edited.lines).toHaveLength(1);

    const failed = await approvedOrder({ status: 'failed' });
    expect((await w.gql(UPDATE, { id: failed.id, i: input() })).updatePurchaseOrder.data.status).toBe('pendingAudit');

    const approved = await approvedOrder();
    const before = await purchaseState(w);
    const r = (await w.gql(UPDATE, { id: approved.id, i: input() })).updatePurchaseOrder;
    expect(r).toMatchObject({ messageId: 'purchase.illegalTransition', message: 'A purchase order in status approved cannot be edited' });
    expect(await purchaseState(w)).toBe(before);
  });

  it('audits in batch: approves the pending ones and says which were refused', async () => {
    const [a, b] = [(await create()).data, (await create()).data];
    const done = await approvedOrder();
    const r = (await w.gql(AUDIT, { i: { ids: [a.id, done.id, b.id], approve: true, remark: 'ok' } })).auditPurchaseOrders.data;
    expect(r.orders.map((o: any) => [o.id, o.status])).toEqual([
      [a.id, 'approved'],
      [b.id, 'approved'],
    ]);
    expect(r.orders[0].auditorName).not.toBe('');
    expect(r.refused).toEqual([
      { id: done.id, orderNo: done.orderNo, messageId: 'purchase.illegalTransition', message: 'A purchase order in status approved cannot be approved' },
    ]);
  });

  it('fails an order with the remark; without a remark nothing is written', async () => {
    const o = (await create()).data;
    const before = await purchaseState(w);
    const r = (await w.gql(AUDIT, { i: { ids: [o.id], approve: false } })).auditPurchaseOrders;
    expect(r.fieldErrors).toEqual([expect.objectContaining({ field: 'remark', messageId: 'purchase.rejectRemarkRequired' })]);
    expect((await w.gql(AUDIT, { i: { ids: [], approve: true } })).auditPurchaseOrders.fieldErrors).toEqual([
      expect.objectContaining({ field: 'ids', messageId: 'purchase.tickAtLeastOne' }),
    ]);
    expect(await purchaseState(w)).toBe(before);
    const failed = (await w.gql(AUDIT, { i: { ids: [o.id], approve: false, remark: 'price too high' } })).auditPurchaseOrders.data.orders[0];
    expect(failed).toMatchObject({ status: 'failed', auditRemark: 'price too high' });
    // A failed order cannot be approved directly (it is edited and resubmitted first).
    expect((await w.gql(AUDIT, { i: { ids: [o.id], approve: true } })).auditPurchaseOrders.data.refused[0].messageId).toBe('purchase.illegalTransition');
  });

  it("refuses the whole audit when an id is another company's", async () => {
    const other = await purchaseWorld(app, 'Audit Other Co');
    const theirs = await makePurchaseOrder(other, { status: 'pendingAudit', lines: [{ skuId: other.skuA.id, quantity: 1 }] });
    const mine = (await create()).data;
    const before = await purchaseState(w);
    expect((await w.gql(AUDIT, { i: { ids: [mine.id, theirs.id], approve: true } })).auditPurchaseOrders.messageId).toBe('purchase.orderNotFound');
    expect(await purchaseState(w)).toBe(before);
    expect((await other.ctx.db.purchaseOrder.findFirstOrThrow({ where: { id: theirs.id } })).status).toBe('pendingAudit');
  });

  it('cancels pending, failed and approved orders into the cancelled list', async () => {
    for (const status of ['pendingAudit', 'failed', 'approved']) {
      const o = await approvedOrder({ status });
      const r = (await w.gql(CANCEL, { id: o.id })).cancelPurchaseOrder.data;
      expect(r.status).toBe('cancelled');
      expect(r.cancelledAt).not.toBeNull();
    }
    const again = await approvedOrder({ status: 'cancelled' });
    expect((await w.gql(CANCEL, { id: again.id })).cancelPurchaseOrder.messageId).toBe('purchase.illegalTransition');
  });

  it.each(['partiallyReceived', 'received'])('refuses to cancel a %s order, nothing written', async (status) => {
    const o = await approvedOrder({ status });
    const before = await purchaseState(w);
    expect((await w.gql(CANCEL, { id: o.id })).cancelPurchaseOrder).toMatchObject({ messageId: 'purchase.illegalTransition' });
    expect(await purchaseState(w)).toBe(before);
  });

  it('forecast orders cannot be cancelled once signed for', async () => {
    const o = await approvedOrder();
    await w.ctx.db.purchaseReceipt.create({
      data: { companyId: w.company.companyId, receiptNo: newBillNo('RC'), purchaseOrderId: o.id, trackingNo: 'SF1', status: 'signed' },
    });
    const before = await purchaseState(w);
    expect((await w.gql(CANCEL, { id: o.id })).cancelPurchaseOrder).toMatchObject({
      messageId: 'purchase.cannotCancelSigned',
      message: 'Forecast orders cannot be cancelled once signed for',
    });
    expect(await purchaseState(w)).toBe(before);
    expect(await statusOf(o.id)).toBe('approved');
  });

  it('sets the tracking number of an approved order (marks it picked up), not of a pending one', async () => {
    const o = await approvedOrder();
    const r = (await w.gql(TRACK, { i: { id: o.id, trackingNo: ' SF777 ', courier: 'SF' } })).setPurchaseTracking.data;
    expect(r).toMatchObject({ trackingNo: 'SF777', courier: 'SF' });
    expect(r.shippedAt).not.toBeNull();
    const pending = (await create()).data;
    const before = await purchaseState(w);
    expect((await w.gql(TRACK, { i: { id: pending.id, trackingNo: 'SF778' } })).setPurchaseTracking.messageId).toBe('purchase.trackingNeedsApproved');
    expect((await w.gql(TRACK, { i: { id: o.id, trackingNo: '  ' } })).setPurchaseTracking.fieldErrors[0].messageId).toBe('purchase.trackingNoRequired');
    expect(await purchaseState(w)).toBe(before);
  });

  it('lists with status tabs (cancelled apart), keyword on order, tracking and SKU, and dates', async () => {
    const other = await purchaseWorld(app, 'List Co');
    const k = await makePurchaseOrder(other, { trackingNo: 'YT-LIST-1', lines: [{ skuId: other.skuB.id, quantity: 1 }] });
    await makePurchaseOrder(other, { status: 'cancelled', lines: [{ skuId: other.skuA.id, quantity: 1 }] });
    await makePurchaseOrder(other, { status: 'pendingAudit', orderDate: new Date('2023-01-05T08:00:00Z'), lines: [{ skuId: other.skuA.id, quantity: 1 }] });
    const list = async (f: Record<string, unknown>) => (await other.gql(LIST, { f })).purchaseOrders;
    expect((await list({})).totalCount).toBe(2);
    expect((await list({ status: 'cancelled' })).totalCount).toBe(1);
    expect((await list({ keyword: 'yt-list' })).edges.map((e: any) => e.node.id)).toEqual([k.id]);
    expect((await list({ keyword: 'BOX' })).edges.map((e: any) => e.node.id)).toEqual([k.id]);
    expect((await list({ keyword: k.orderNo })).totalCount).toBe(1);
    expect((await list({ dateFrom: '2023-01-05', dateTo: '2023-01-05' })).totalCount).toBe(1);
    const counts = (await other.gql(LIST, { f: {} })).purchaseOrderStatusCounts;
    expect(counts).toContainEqual({ status: 'cancelled', count: 1 });
    expect(counts).toContainEqual({ status: 'approved', count: 1 });
    expect(counts).toContainEqual({ status: 'pendingAudit', count: 1 });
  });
});

describe('payment requests and refunds (amount rule)', () => {
  it('needs an approved order', async () => {
    const o = (await create()).data;
    const before = await purchaseState(w);
    expect(await pay(o.id, '1.00')).toMatchObject({ messageId: 'purchase.paymentNeedsApproved' });
    expect(await purchaseState(w)).toBe(before);
  });

  it('allows exactly the limit and refuses one cent more, counting pending requests', async () => {
    const o = await approvedOrder();
    expect((await w.gql(LIMITS, { id: o.id, k: 'payment' })).purchasePaymentLimits.data).toEqual({
      total: '34.00',
      paid: '0.00',
      refunded: '0.00',
      max: '34.00',
    });
    const first = await pay(o.id, '30.00');
    expect(first.data).toMatchObject({ kind: 'payment', amount: '30.00', status: 'pending', purchaseOrderNo: o.orderNo });
    expect(first.data.billNo).toMatch(/^PR/);
    const before = await purchaseState(w);
    const over = await pay(o.id, '4.01');
    expect(over.fieldErrors).toEqual([
      expect.objectContaining({ field: 'amount', messageId: 'purchase.amountTooHigh', message: expect.stringContaining('at most 4.00') }),
    ]);
    expect(await purchaseState(w)).toBe(before);
    expect((await pay(o.id, '4.00')).data.status).toBe('pending');
    expect((await pay(o.id, '0.01')).fieldErrors[0].messageId).toBe('purchase.amountTooHigh');
    expect((await pay(o.id, '0')).fieldErrors[0].messageId).toBe('purchase.amountPositive');
  });

  it('audits: approval sets the payment status; rejected requests free the amount; no second audit', async () => {
    const o = await approvedOrder();
    const a = (await pay(o.id, '10.00')).data;
    const b = (await pay(o.id, '24.00')).data;
    const r1 = (await w.gql(PAY_AUDIT, { i: { ids: [a.id], approve: true } })).auditPurchasePayments.data;
    expect(r1.payments).toEqual([{ id: a.id, status: 'approved' }]);
    expect((await w.ctx.db.purchaseOrder.findFirstOrThrow({ where: { id: o.id } })).paymentStatus).toBe('partiallyPaid');
    expect((await w.gql(PAY_AUDIT, { i: { ids: [b.id], approve: false } })).auditPurchasePayments.fieldErrors[0].messageId).toBe(
      'purchase.rejectRemarkRequired',
    );
    await w.gql(PAY_AUDIT, { i: { ids: [b.id], approve: false, remark: 'wrong amount' } });
    const again = (await w.gql(PAY_AUDIT, { i: { ids: [a.id, b.id], approve: true } })).auditPurchasePayments.data;
    expect(again.payments).toEqual([]);
    expect(again.refused.map((x: any) => [x.orderNo, x.messageId])).toEqual([
      [a.billNo, 'purchase.paymentIllegalTransition'],
      [b.billNo, 'purchase.paymentIllegalTransition'],
    ]);
    const c = (await pay(o.id, '24.00')).data;
    await w.gql(PAY_AUDIT, { i: { ids: [c.id], approve: true } });
    const order = (await w.gql(`query($id: Int!) { purchaseOrder(id: $id) { ${ORDER} } }`, { id: o.id })).purchaseOrder;
    expect(order.paymentStatus).toBe('paid');
    expect(order.amounts).toMatchObject({ paid: '34.00', pendingPayment: '0.00' });
    const list = (await w.gql(PAYMENTS, { k: 'payment', f: { keyword: o.orderNo } })).purchasePayments;
    expect(list.totalCount).toBe(3);
    expect((await w.gql(PAYMENTS, { k: 'payment', f: { keyword: o.orderNo } })).purchasePaymentStatusCounts).toEqual([
      { status: 'pending', count: 0 },
      { status: 'approved', count: 2 },
      { status: 'rejected', count: 1 },
    ]);
  });

  it('refunds no more than paid less refunds pending or approved', async () => {
    const o = await approvedOrder();
    const before = await purchaseState(w);
    expect((await pay(o.id, '0.01', 'refund')).fieldErrors).toEqual([
      expect.objectContaining({ messageId: 'purchase.refundAbovePaid', message: expect.stringContaining('at most 0.00') }),
    ]);
    expect(await purchaseState(w)).toBe(before);
    const p = (await pay(o.id, '20.00')).data;
    // Pending payments do not count as paid.
    expect((await pay(o.id, '1.00', 'refund')).fieldErrors[0].messageId).toBe('purchase.refundAbovePaid');
    await w.gql(PAY_AUDIT, { i: { ids: [p.id], approve: true } });
    const r1 = (await pay(o.id, '15.00', 'refund')).data;
    expect(r1.billNo).toMatch(/^RF/);
    expect((await pay(o.id, '5.01', 'refund')).fieldErrors[0]).toMatchObject({
      messageId: 'purchase.refundAbovePaid',
      message: expect.stringContaining('5.00'),
    });
    expect((await pay(o.id, '5.00', 'refund')).data.status).toBe('pending');
    await w.gql(PAY_AUDIT, { i: { ids: [r1.id], approve: true } });
    const order = await w.ctx.db.purchaseOrder.findFirstOrThrow({ where: { id: o.id } });
    expect(order.paymentStatus).toBe('partiallyPaid');
    expect((await w.gql(PAYMENTS, { k: 'refund', f: { purchaseOrderId: o.id } })).purchasePayments.totalCount).toBe(2);
  });

  it('two concurrent requests cannot together exceed the limit', async () => {
    const o = await approvedOrder();
    const results = await Promise.allSettled([
      createPaymentRequest(w.ctx, { purchaseOrderId: o.id, kind: 'payment', amount: '20.00' }),
      createPaymentRequest(w.ctx, { purchaseOrderId: o.id, kind: 'payment', amount: '20.00' }),
      createPaymentRequest(w.ctx, { purchaseOrderId: o.id, kind: 'payment', amount: '20.00' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.map((r) => r.reason.issues?.[0]?.messageId)).toEqual(['purchase.amountTooHigh', 'purchase.amountTooHigh']);
    const rows = await w.ctx.db.purchasePayment.findMany({ where: { purchaseOrderId: o.id } });
    expect(rows.map((r) => r.amount.toString())).toEqual(['20']);
  });

  it("treats another company's order or request as not found", async () => {
    const other = await purchaseWorld(app, 'Pay Other Co');
    const theirs = await makePurchaseOrder(other, { lines: [{ skuId: other.skuA.id, quantity: 1 }] });
    const theirPay = await other.ctx.db.purchasePayment.create({
      data: { companyId: other.company.companyId, billNo: newBillNo('PR'), purchaseOrderId: theirs.id, kind: 'payment', amount: '1' },
    });
    const before = await purchaseState(w);
    expect((await pay(theirs.id, '1.00')).messageId).toBe('purchase.orderNotFound');
    expect((await w.gql(PAY_AUDIT, { i: { ids: [theirPay.id], approve: true } })).auditPurchasePayments.messageId).toBe('purchase.paymentNotFound');
    expect((await w.gql(LIMITS, { id: theirs.id, k: 'payment' })).purchasePaymentLimits.messageId).toBe('purchase.orderNotFound');
    expect(await purchaseState(w)).toBe(before);
  });
});

describe('purchase alerts (spec 02 §9)', () => {
  it('plan items after 12 and 24 h, no pickup 24 h after audit, unsigned after 3, 5 and 7 days — once each', async () => {
    const a = await purchaseWorld(app, 'Alert Co');
    const companyId = a.company.companyId;
    const t0 = new Date('2030-03-01T00:00:00Z');
    const at = (hours: number) => new Date(t0.getTime() + hours * 3_600_000);
    await a.ctx.db.purchasePlanItem.createMany({
      data: [
        { companyId, skuId: a.skuA.id, warehouseId: a.wh1.id, quantity: 5, createdAt: t0 },
        { companyId, skuId: a.skuB.id, warehouseId: a.wh1.id, quantity: 5, createdAt: t0 },
      ],
    });
    const noPickup = await makePurchaseOrder(a, { lines: [{ skuId: a.skuA.id, quantity: 1 }] });
    await a.ctx.db.purchaseOrder.update({ where: { id: noPickup.id }, data: { auditedAt: t0 } });
    const shipped = await makePurchaseOrder(a, { shippedAt: t0, lines: [{ skuId: a.skuA.id, quantity: 1 }] });
    const signed = await makePurchaseOrder(a, { shippedAt: t0, lines: [{ skuId: a.skuA.id, quantity: 1 }] });
    await a.ctx.db.purchaseOrder.update({ where: { id: signed.id }, data: { signedAt: at(1) } });
    await makePurchaseOrder(a, { status: 'cancelled', shippedAt: t0, lines: [{ skuId: a.skuA.id, quantity: 1 }] });

    const notices = async () =>
      (await bare(app).messageNotice.findMany({ where: { companyId, type: NOTICE_TYPE.purchaseAlert }, orderBy: { id: 'asc' } })).map((n) => [
        n.body,
        (n.params as any).count,
        (n.params as any).hours ?? null,
        (n.params as any).days ?? null,
      ]);

    await sendPurchaseAlerts(app.platform, at(11));
    expect(await notices()).toEqual([]);
    await sendPurchaseAlerts(app.platform, at(12));
    expect(await notices()).toEqual([['purchase.alert.suggestionNotOrdered', 2, 12, null]]);
    await sendPurchaseAlerts(app.platform, at(13));
    expect(await notices()).toHaveLength(1);
    await sendPurchaseAlerts(app.platform, at(24));
    const n24 = await notices();
    expect(n24.slice(1).map((n) => n[0])).toEqual(['purchase.alert.suggestionNotOrdered', 'purchase.alert.noPickup']);
    expect(n24[1]).toEqual(['purchase.alert.suggestionNotOrdered', 2, 24, null]);
    await sendPurchaseAlerts(app.platform, at(24));
    expect(await notices()).toHaveLength(3);
    // Jumping to day 6 sends the 5-day alert only; the 3-day one is recorded as settled.
    await sendPurchaseAlerts(app.platform, at(6 * 24));
    const n6 = await notices();
    expect(n6.slice(3)).toEqual([['purchase.alert.notSigned', 1, 5, 5]]);
    expect((await a.ctx.db.purchaseOrder.findFirstOrThrow({ where: { id: shipped.id } })).alerted).toEqual(['unsigned5', 'unsigned3']);
    await sendPurchaseAlerts(app.platform, at(7 * 24));
    expect((await notices()).slice(4)).toEqual([['purchase.alert.notSigned', 1, 7, 7]]);
    await sendPurchaseAlerts(app.platform, at(30 * 24));
    expect(await notices()).toHaveLength(5);
    expect((await a.ctx.db.purchaseOrder.findFirstOrThrow({ where: { id: noPickup.id } })).alerted).toEqual(['noPickup24']);
    const one = await bare(app).messageNotice.findFirstOrThrow({ where: { companyId, type: NOTICE_TYPE.purchaseAlert, body: 'purchase.alert.notSigned' } });
    expect((one.params as any).orderNo).toBe(shipped.orderNo);
  });
});
