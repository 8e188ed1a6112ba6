// Receiving through the GraphQL API on a real database: sign-in by tracking number, signing a
// parcel (over-arrival flagged), batch signing, quality inspection into good / defective
// locations with the over-purchase confirmation, stock through the ledger, the purchase order
// moving partiallyReceived → received, a race of two inspections, and an out-of-stock order
// taking the arrived stock. Every broken rule answers its message id and writes nothing.
import { describe, expect, it } from 'vitest';
import { worldsSuite, type TestApp } from '../../../test/harness';
import { ValidationError } from '../../platform/errors';
import { balance } from '../inventory/fixtures';
import { makeOrder } from '../orders/orders.fixtures';
import { makePurchaseOrder, purchaseState, purchaseWorld, type PurchaseWorld } from '../purchase-orders/purchase.fixtures';
import { inspectReceipt, signReceipt } from './receiving.service';

let app: TestApp;
let w: PurchaseWorld;

const ERR = `__typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } }`;
const RECEIPT = `id receiptNo status purchaseOrderNo trackingNo boxes packaging signerName overReceived inspectorName inspectionNo attachment
  receivedQuantity goodQuantity defectiveQuantity lines { id purchaseOrderLineId sku receivedQuantity goodQuantity defectiveQuantity goodLocationCode defectiveLocationCode overDue }`;
const TO_SIGN = `query($t: String!) { purchaseOrdersToSign(trackingNo: $t) { ${ERR} ... on QueryPurchaseOrdersToSignSuccess { data { id orderNo status supplierName warehouseName lines { id sku quantity receivedQuantity dueQuantity } } } } }`;
const SIGN = `mutation($i: SignReceiptInput!) { signReceipt(input: $i) { ${ERR} ... on MutationSignReceiptSuccess { data { ${RECEIPT} } } } }`;
const INSPECT = `mutation($i: InspectReceiptInput!) { inspectReceipt(input: $i) { ${ERR} ... on MutationInspectReceiptSuccess { data { ${RECEIPT} } } } }`;
const PARCELS = `mutation($i: SignParcelsInput!) { signParcels(input: $i) { ${ERR} ... on MutationSignParcelsSuccess { data { trackingNo receiptNos messageId message } } } }`;
const RECEIPTS = `query($f: PurchaseReceiptFilter, $o: Int) { purchaseReceipts(first: 10, offset: $o, filter: $f) { totalCount edges { node { id receiptNo status overReceived signerName goodQuantity } } } }`;

let seq = 0;
const tracking = () => `SF${Date.now()}${++seq}`;
const poStatus = async (id: number) => (await w.ctx.db.purchaseOrder.findFirstOrThrow({ where: { id } })).status;

/** An approved order of CUP × 10 (1.80) and BOX × 5 (2.70) with its own tracking number. */
async function order(
  lines = [
    { skuId: 0, quantity: 10, unitPrice: '1.80' },
    { skuId: -1, quantity: 5, unitPrice: '2.70' },
  ],
  extra: { status?: string; warehouseId?: number } = {},
) {
  const trackingNo = tracking();
  const po = await makePurchaseOrder(w, {
    trackingNo,
    ...extra,
    lines: lines.map((l) => ({ ...l, skuId: l.skuId === 0 ? w.skuA.id : l.skuId === -1 ? w.skuB.id : l.skuId })),
  });
  return { po, trackingNo };
}

async function sign(po: Awaited<ReturnType<typeof order>>['po'], trackingNo: string, quantities: number[], extra: Record<string, unknown> = {}) {
  return (
    await w.gql(SIGN, {
      i: {
        trackingNo,
        purchaseOrderId: po.id,
        packaging: 'intact',
        boxes: 2,
        lines: po.lines.map((l, i) => ({ purchaseOrderLineId: l.id, receivedQuantity: quantities[i] ?? 0 })),
        ...extra,
      },
    })
  ).signReceipt;
}

worldsSuite(purchaseWorld, ['Receiving Co'], (...s) => ([app, w] = s));

describe('sign-in by tracking number', () => {
  it('lists the receivable orders of a tracking number with what is still due, else by order number', async () => {
    const { po, trackingNo } = await order();
    await w.ctx.db.purchaseOrderLine.update({ where: { id: po.lines[0].id }, data: { receivedQuantity: 4 } });
    await makePurchaseOrder(w, { trackingNo, status: 'pendingAudit', lines: [{ skuId: w.skuA.id, quantity: 1 }] });
    const r = (await w.gql(TO_SIGN, { t: ` ${trackingNo.toLowerCase()} ` })).purchaseOrdersToSign;
    expect(r.data).toEqual([
      {
        id: po.id,
        orderNo: po.orderNo,
        status: 'approved',
        supplierName: 'Yiwu Cups',
        warehouseName: 'Shenzhen',
        lines: [
          { id: po.lines[0].id, sku: 'CUP', quantity: 10, receivedQuantity: 4, dueQuantity: 6 },
          { id: po.lines[1].id, sku: 'BOX', quantity: 5, receivedQuantity: 0, dueQuantity: 5 },
        ],
      },
    ]);
    const byNo = (await w.gql(TO_SIGN, { t: po.orderNo })).purchaseOrdersToSign;
    expect(byNo.data.map((o: { id: number }) => o.id)).toEqual([po.id]);
  });

  it('refuses an empty tracking number and one no order awaits', async () => {
    expect((await w.gql(TO_SIGN, { t: '  ' })).purchaseOrdersToSign.fieldErrors).toEqual([
      { field: 'trackingNo', messageId: 'purchase.trackingNoRequired', message: 'The tracking number cannot be empty' },
    ]);
    const none = (await w.gql(TO_SIGN, { t: 'NOPE-1' })).purchaseOrdersToSign;
    expect(none).toMatchObject({
      __typename: 'BusinessError',
      messageId: 'purchase.noOrderForTracking',
      message: 'No purchase order awaits the tracking number NOPE-1',
    });
  });
});

describe('signing for a parcel (spec 02 §5 Receipt), nothing written when refused', () => {
  it.each([
    ['an empty tracking number', () => ({ trackingNo: ' ' }), 'trackingNo', 'purchase.trackingNoRequired'],
    [
      'no item with a quantity',
      (l: number[]) => ({ lines: l.map((id) => ({ purchaseOrderLineId: id, receivedQuantity: 0 })) }),
      'lines',
      'purchase.itemRequired',
    ],
    ['no lines', () => ({ lines: [] }), 'lines', 'purchase.itemRequired'],
    [
      'a negative quantity',
      (l: number[]) => ({ lines: [{ purchaseOrderLineId: l[0], receivedQuantity: -1 }] }),
      'lines.0.receivedQuantity',
      'purchase.countWhole',
    ],
    ['an unknown packaging condition', () => ({ packaging: 'wet' }), 'packaging', 'purchase.packaging'],
  ])('refuses %s', async (_n, patch, field, messageId) => {
    const { po, trackingNo } = await order();
    const before = await purchaseState(w);
    const r = await sign(po, trackingNo, [1, 1], patch(po.lines.map((l) => l.id)));
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors).toContainEqual(expect.objectContaining({ field, messageId }));
    expect(await purchaseState(w)).toBe(before);
  });

  it('refuses an order that is not approved, a line of another order, and another company’s order', async () => {
    const { po: pending, trackingNo } = await order(undefined, { status: 'pendingAudit' });
    const { po: other } = await order();
    const before = await purchaseState(w);
    expect(await sign(pending, trackingNo, [1])).toMatchObject({
      __typename: 'BusinessError',
      messageId: 'purchase.notReceivable',
      message: 'Goods can only be signed for on approved purchase orders',
    });
    expect(await purchaseState(w)).toBe(before);
    const { po } = await order();
    const before2 = await purchaseState(w);
    const r = await sign(po, trackingNo, [1], { lines: [{ purchaseOrderLineId: other.lines[0].id, receivedQuantity: 1 }] });
    expect(r.fieldErrors).toEqual([expect.objectContaining({ field: 'lines.0.purchaseOrderLineId', messageId: 'purchase.lineNotInOrder' })]);
    const foreign = await purchaseWorld(app, 'Other Receiving Co');
    const theirs = await makePurchaseOrder(foreign, { trackingNo: 'X1', lines: [{ skuId: foreign.skuA.id, quantity: 1 }] });
    expect(await sign(theirs, 'X1', [1])).toMatchObject({ __typename: 'NotFoundError', messageId: 'purchase.orderNotFound' });
    expect(await purchaseState(w)).toBe(before2);
  });

  it('refuses a fractional quantity in the service (GraphQL Int carries none)', async () => {
    const { po, trackingNo } = await order();
    const before = await purchaseState(w);
    const err = await signReceipt(w.ctx, { trackingNo, purchaseOrderId: po.id, lines: [{ purchaseOrderLineId: po.lines[0].id, receivedQuantity: 1.5 }] }).catch(
      (e) => e,
    );
    expect(err).toBeInstanceOf(ValidationError);
    expect(err.issues[0]).toMatchObject({ field: 'lines.0.receivedQuantity', messageId: 'purchase.countWhole' });
    expect(await purchaseState(w)).toBe(before);
  });

  it('signs a parcel, flags arrival above what is due, and moves the order to partially received', async () => {
    const { po, trackingNo } = await order();
    const first = (await sign(po, trackingNo, [4, 0])).data;
    expect(first).toMatchObject({
      status: 'signed',
      trackingNo,
      boxes: 2,
      packaging: 'intact',
      signerName: expect.any(String),
      overReceived: false,
      receivedQuantity: 4,
    });
    expect(first.receiptNo).toMatch(/^RC\d{8}\d{6}$/);
    expect(first.lines).toEqual([expect.objectContaining({ purchaseOrderLineId: po.lines[0].id, sku: 'CUP', receivedQuantity: 4, overDue: false })]);
    const after1 = await w.ctx.db.purchaseOrder.findFirstOrThrow({ where: { id: po.id } });
    expect(after1.status).toBe('partiallyReceived');
    expect(after1.signedAt).not.toBeNull();
    // 8 more CUP arrive while only 6 are due: flagged, not refused
    const second = (await sign(po, trackingNo, [8, 5], { packaging: 'slightlyDamaged' })).data;
    expect(second).toMatchObject({ overReceived: true, packaging: 'slightlyDamaged' });
    expect(second.lines.map((l: { sku: string; overDue: boolean }) => [l.sku, l.overDue])).toEqual([
      ['CUP', true],
      ['BOX', false],
    ]);
    const lines = await w.ctx.db.purchaseOrderLine.findMany({ where: { purchaseOrderId: po.id }, orderBy: { id: 'asc' } });
    expect(lines.map((l) => l.receivedQuantity)).toEqual([12, 5]);
    const after2 = await w.ctx.db.purchaseOrder.findFirstOrThrow({ where: { id: po.id } });
    expect(after2.signedAt).toEqual(after1.signedAt); // the first signing stays the sign-for time
    const listed = (await w.gql(RECEIPTS, { f: { keyword: po.orderNo, overReceived: true } })).purchaseReceipts;
    expect(listed.totalCount).toBe(1);
    expect(listed.edges[0].node).toMatchObject({ id: second.id, status: 'signed', overReceived: true });
  });
});

describe('batch sign (/uniteSign)', () => {
  it('signs everything due per tracking number and answers each number', async () => {
    const a = await order();
    const b = await order([{ skuId: 0, quantity: 3, unitPrice: '1.80' }]);
    await w.ctx.db.purchaseOrderLine.update({ where: { id: a.po.lines[0].id }, data: { receivedQuantity: 10 } });
    const r = (await w.gql(PARCELS, { i: { trackingNos: [a.trackingNo, 'NOPE-2', b.trackingNo, a.trackingNo, ''], packaging: 'intact', boxes: 1 } }))
      .signParcels.data;
    expect(r).toEqual([
      { trackingNo: a.trackingNo, receiptNos: [expect.stringMatching(/^RC/)], messageId: null, message: null },
      { trackingNo: 'NOPE-2', receiptNos: [], messageId: 'purchase.noOrderForTracking', message: 'No purchase order awaits the tracking number NOPE-2' },
      { trackingNo: b.trackingNo, receiptNos: [expect.stringMatching(/^RC/)], messageId: null, message: null },
    ]);
    const la = await w.ctx.db.purchaseOrderLine.findMany({ where: { purchaseOrderId: a.po.id }, orderBy: { id: 'asc' } });
    expect(la.map((l) => l.receivedQuantity)).toEqual([10, 5]);
    const again = (await w.gql(PARCELS, { i: { trackingNos: [b.trackingNo] } })).signParcels.data;
    expect(again[0]).toMatchObject({ messageId: 'receiving.nothingDue', receiptNos: [] });
  });

  it('refuses no numbers and more than 200, nothing written', async () => {
    const before = await purchaseState(w);
    expect((await w.gql(PARCELS, { i: { trackingNos: ['', ' '] } })).signParcels.fieldErrors[0]).toMatchObject({ messageId: 'purchase.trackingNoRequired' });
    const many = Array.from({ length: 201 }, (_, i) => `T${i}`);
    expect((await w.gql(PARCELS, { i: { trackingNos: many } })).signParcels.fieldErrors[0]).toMatchObject({
      messageId: 'purchase.batchTooMany',
      message: 'At most 200 orders at once',
    });
    expect(await purchaseState(w)).toBe(before);
  });
});

describe('quality inspection (spec 02 §5 Receipt), nothing written when refused', () => {
  const L1 = () => w.wh1.locations[0].id;
  const M1 = () => w.wh2.locations[0].id;

  async function signed(quantities = [6, 5]) {
    const { po, trackingNo } = await order();
    const receipt = (await sign(po, trackingNo, quantities)).data;
    return { po, receipt };
  }
  const inspect = async (input: Record<string, unknown>) => (await w.gql(INSPECT, { i: input })).inspectReceipt;

  it.each([
    ['no rows', () => [], 'lines', 'purchase.inspectionRowRequired'],
    ['no good or defective count', (ids: number[]) => [{ lineId: ids[0], goodQuantity: 0, defectiveQuantity: 0 }], 'lines', 'purchase.goodOrDefectiveRequired'],
    ['a good count without a location', (ids: number[]) => [{ lineId: ids[0], goodQuantity: 1 }], 'lines.0.goodLocationId', 'purchase.locationRequired'],
    [
      'a defective count without a location',
      (ids: number[]) => [{ lineId: ids[0], defectiveQuantity: 1 }],
      'lines.0.defectiveLocationId',
      'purchase.locationRequired',
    ],
    [
      'more than arrived',
      (ids: number[]) => [{ lineId: ids[0], goodQuantity: 5, defectiveQuantity: 2, goodLocationId: L1(), defectiveLocationId: L1() }],
      'lines.0.goodQuantity',
      'purchase.receivedExceedsDue',
    ],
    [
      "a good location outside the order's warehouse",
      (ids: number[]) => [{ lineId: ids[0], goodQuantity: 1, goodLocationId: M1() }],
      'lines.0.goodLocationId',
      'purchase.locationNotInWarehouse',
    ],
  ])('refuses %s', async (_n, lines, field, messageId) => {
    const { receipt } = await signed();
    const before = await purchaseState(w);
    const r = await inspect({ receiptId: receipt.id, lines: lines(receipt.lines.map((l: { id: number }) => l.id)) });
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors).toContainEqual(expect.objectContaining({ field, messageId }));
    expect(await purchaseState(w)).toBe(before);
  });

  it('says how many arrived, refuses a line of another receipt and an unknown receipt', async () => {
    const { receipt } = await signed();
    const { receipt: other } = await signed();
    const before = await purchaseState(w);
    const r = await inspect({ receiptId: receipt.id, lines: [{ lineId: receipt.lines[1].id, goodQuantity: 9, goodLocationId: L1() }] });
    expect(r.fieldErrors[0].message).toBe('Received cannot exceed due: good plus defective is at most the 5 that arrived');
    expect(
      (await inspect({ receiptId: receipt.id, lines: [{ lineId: other.lines[0].id, goodQuantity: 1, goodLocationId: L1() }] })).fieldErrors[0],
    ).toMatchObject({ field: 'lines.0.lineId', messageId: 'purchase.lineNotInOrder' });
    expect(await inspect({ receiptId: 999_999, lines: [{ lineId: 1, goodQuantity: 1, goodLocationId: L1() }] })).toMatchObject({
      __typename: 'NotFoundError',
      messageId: 'purchase.receiptNotFound',
    });
    expect(await purchaseState(w)).toBe(before);
  });

  it('posts good and defective stock through the ledger, then the order is received', async () => {
    const { po, receipt } = await signed([10, 5]);
    const stockA = (await balance(w, w.skuA.id, w.wh1.id))?.quantity ?? 0;
    const defectiveA = (await balance(w, w.skuA.id, w.wh2.id))?.quantity ?? 0;
    const r = (
      await inspect({
        receiptId: receipt.id,
        attachment: '/files/qc/report.png',
        lines: [{ lineId: receipt.lines[0].id, goodQuantity: 8, defectiveQuantity: 2, goodLocationId: L1(), defectiveLocationId: M1() }],
      })
    ).data;
    expect(r).toMatchObject({
      status: 'inspected',
      inspectorName: expect.any(String),
      attachment: '/files/qc/report.png',
      goodQuantity: 8,
      defectiveQuantity: 2,
    });
    expect(r.inspectionNo).toMatch(/^QC/);
    expect(r.lines[0]).toMatchObject({ goodQuantity: 8, defectiveQuantity: 2, goodLocationCode: 'L1', defectiveLocationCode: 'M1' });
    expect((await balance(w, w.skuA.id, w.wh1.id))!.quantity).toBe(stockA + 8);
    expect((await balance(w, w.skuA.id, w.wh2.id))!.quantity).toBe(defectiveA + 2);
    const ledger = await w.ctx.db.stockLedger.findMany({ where: { billNo: po.orderNo }, orderBy: { id: 'asc' } });
    expect(ledger.map((l) => [l.type, l.billType, l.skuId, l.warehouseId, l.locationId, l.quantityChange, Number(l.unitCost)])).toEqual([
      ['inbound', 'purchase', w.skuA.id, w.wh1.id, L1(), 8, 1.8],
      ['inbound', 'purchase', w.skuA.id, w.wh2.id, M1(), 2, 1.8],
    ]);
    // BOX not yet inspected: the order is still partially received
    expect(await poStatus(po.id)).toBe('partiallyReceived');
    const lines = await w.ctx.db.purchaseOrderLine.findMany({ where: { purchaseOrderId: po.id }, orderBy: { id: 'asc' } });
    expect(lines.map((l) => [l.goodQuantity, l.defectiveQuantity])).toEqual([
      [8, 2],
      [0, 0],
    ]);
    // BOX arrives in a second parcel and is inspected: everything warehoused, the order is received
    const { receipt: second } = await (async () => ({ receipt: (await sign(po, 'second', [0, 5])).data }))();
    await inspect({ receiptId: receipt.id, lines: [{ lineId: receipt.lines[1].id, goodQuantity: 1, goodLocationId: L1() }] }).then((x) =>
      expect(x.messageId).toBe('purchase.receiptInspected'),
    );
    const done = await inspect({ receiptId: second.id, lines: [{ lineId: second.lines[0].id, goodQuantity: 5, goodLocationId: L1() }] });
    expect(done.__typename).toBe('MutationInspectReceiptSuccess');
    expect(await poStatus(po.id)).toBe('received');
    const listed = (await w.gql(RECEIPTS, { f: { keyword: po.orderNo, status: 'inspected' } })).purchaseReceipts;
    expect(listed.totalCount).toBe(2);
  });

  it('asks before warehousing above the purchased quantity, and accepts once confirmed', async () => {
    const { po, trackingNo } = await order([{ skuId: 0, quantity: 3, unitPrice: '1.80' }]);
    const receipt = (await sign(po, trackingNo, [5])).data;
    const before = await purchaseState(w);
    const input = { receiptId: receipt.id, lines: [{ lineId: receipt.lines[0].id, goodQuantity: 5, goodLocationId: L1() }] };
    const refused = await inspect(input);
    expect(refused).toMatchObject({
      __typename: 'BusinessError',
      messageId: 'purchase.overPurchaseConfirm',
      message: 'The warehoused quantity of CUP (5) is above the purchase quantity (3); confirm to continue',
    });
    expect(await purchaseState(w)).toBe(before);
    const ok = await inspect({ ...input, confirmOverPurchase: true });
    expect(ok.data).toMatchObject({ status: 'inspected', goodQuantity: 5 });
    expect(await poStatus(po.id)).toBe('received');
  });

  it('inspects a flagged extra parcel after the order is already received', async () => {
    const { po, trackingNo } = await order([{ skuId: 0, quantity: 3, unitPrice: '1.80' }]);
    const first = (await sign(po, trackingNo, [3])).data;
    const extra = (await sign(po, trackingNo, [1])).data;
    expect(extra.overReceived).toBe(true);
    await inspect({ receiptId: first.id, lines: [{ lineId: first.lines[0].id, goodQuantity: 3, goodLocationId: L1() }] });
    expect(await poStatus(po.id)).toBe('received');
    const r = await inspect({ receiptId: extra.id, confirmOverPurchase: true, lines: [{ lineId: extra.lines[0].id, goodQuantity: 1, goodLocationId: L1() }] });
    expect(r.__typename).toBe('MutationInspectReceiptSuccess');
    expect(await poStatus(po.id)).toBe('received');
    expect((await w.ctx.db.purchaseOrderLine.findFirstOrThrow({ where: { id: po.lines[0].id } })).goodQuantity).toBe(4);
  });

  it('of two concurrent inspections of one receipt, one wins and stock moves once', async () => {
    const { po, receipt } = await signed([4, 0]);
    const stock = (await balance(w, w.skuA.id, w.wh1.id))?.quantity ?? 0;
    const input = { receiptId: receipt.id, lines: [{ lineId: receipt.lines[0].id, goodQuantity: 4, goodLocationId: L1() }] };
    const results = await Promise.allSettled([inspectReceipt(w.ctx, input), inspectReceipt(w.ctx, input)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason.messageId).toBe('purchase.receiptInspected');
    expect((await balance(w, w.skuA.id, w.wh1.id))!.quantity).toBe(stock + 4);
    expect(await w.ctx.db.stockLedger.count({ where: { billNo: po.orderNo } })).toBe(1);
    const line = await w.ctx.db.purchaseOrderLine.findFirstOrThrow({ where: { id: po.lines[0].id } });
    expect(line.goodQuantity).toBe(4);
  });

  it('lets an out-of-stock order take the inspected stock', async () => {
    const shop = await w.ctx.db.shop.create({
      data: { companyId: w.company.companyId, platformType: 1, platform: 'ebay', shopName: 'Receiving eBay', status: 1 },
    });
    // BOX: nothing on hand anywhere but what other tests put in Shenzhen; ask for more than that
    const onHand = ((await balance(w, w.skuB.id, w.wh1.id))?.quantity ?? 0) - ((await balance(w, w.skuB.id, w.wh1.id))?.occupied ?? 0);
    const want = onHand + 2;
    const sale = await makeOrder(w, { shopId: shop.id, items: [{ platformSku: 'BOX', quantity: want }], warehouseId: w.wh1.id });
    const audit = await w.gql(`mutation($ids: [Int!]!) { auditOrders(ids: $ids) { ... on MutationAuditOrdersSuccess { data { orders { id status } } } } }`, {
      ids: [sale.id],
    });
    expect(audit.auditOrders.data.orders).toEqual([{ id: sale.id, status: 'outOfStock' }]);
    const { po, trackingNo } = await order([{ skuId: -1, quantity: 2, unitPrice: '2.70' }]);
    const receipt = (await sign(po, trackingNo, [2])).data;
    await inspect({ receiptId: receipt.id, lines: [{ lineId: receipt.lines[0].id, goodQuantity: 2, goodLocationId: L1() }] });
    const after = await w.ctx.db.order.findFirstOrThrow({ where: { id: sale.id } });
    expect(after.status).toBe('awaitingShipment');
  });
});
