// Abnormal receipts (exception forms) through the GraphQL API: every rule of spec 02 §5
// 'Exception form' broken with its message and nothing written, the lifecycle to be reviewed →
// approved / processing → completed with the illegal moves, batch review and the status tabs.
import { beforeAll, describe, expect, it } from 'vitest';
import { worldsSuite, type TestApp } from '../../../test/harness';
import { ValidationError } from '../../platform/errors';
import { makePurchaseOrder, purchaseState, purchaseWorld, type PurchaseWorld } from '../purchase-orders/purchase.fixtures';
import { createAbnormalReceipt } from './abnormal.service';

let app: TestApp;
let w: PurchaseWorld;
let orderNo: string;

const ERR = `__typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } }`;
const FORM = `id billNo status type method purchaseOrderNo supplierName reviewerName totalQuantity lines { sku quantity waybillNos receiptPrice refundAmount }`;
const CREATE = `mutation($i: AbnormalReceiptInput!) { createAbnormalReceipt(input: $i) { ${ERR} ... on MutationCreateAbnormalReceiptSuccess { data { ${FORM} } } } }`;
const PROCESS = `mutation($id: Int!) { processAbnormalReceipt(id: $id) { ${ERR} ... on MutationProcessAbnormalReceiptSuccess { data { id status } } } }`;
const COMPLETE = `mutation($id: Int!) { completeAbnormalReceipt(id: $id) { ${ERR} ... on MutationCompleteAbnormalReceiptSuccess { data { id status } } } }`;
const REVIEW = `mutation($ids: [Int!]!) { reviewAbnormalReceipts(ids: $ids) { ${ERR} ... on MutationReviewAbnormalReceiptsSuccess { data { receipts { id status reviewerName } refused { id billNo messageId message } } } } }`;
const LIST = `query($f: AbnormalReceiptFilter) { abnormalReceipts(first: 50, filter: $f) { totalCount edges { node { id status } } } abnormalReceiptCounts(filter: $f) { all byStatus { status count } } }`;

const line = (extra: Record<string, unknown> = {}) => ({
  skuId: w.skuA.id,
  quantity: 2,
  waybillNos: ['YT123'],
  receiptPrice: '1.80',
  refundAmount: '3.60',
  ...extra,
});
const form = (extra: Record<string, unknown> = {}) => ({ purchaseOrderNo: orderNo, type: 'defective', method: 'return', lines: [line()], ...extra });
const create = async (input: Record<string, unknown>) => (await w.gql(CREATE, { i: input })).createAbnormalReceipt;

worldsSuite(purchaseWorld, ['Abnormal Co'], (...s) => ([app, w] = s));
beforeAll(async () => {
  orderNo = (await makePurchaseOrder(w, { lines: [{ skuId: w.skuA.id, quantity: 10 }] })).orderNo;
});

describe('exception form rules (spec 02 §5), nothing written', () => {
  it.each([
    ['no type', () => form({ type: '' }), 'type', 'purchase.abnormalTypeRequired'],
    ['an unknown processing method', () => form({ method: 'burn' }), 'method', 'purchase.abnormalMethodRequired'],
    ['no lines', () => form({ lines: [] }), 'lines', 'purchase.itemRequired'],
    ['a quantity of 0', () => form({ lines: [line({ quantity: 0 })] }), 'lines.0.quantity', 'purchase.quantityPositive'],
    ['no waybill number', () => form({ lines: [line({ waybillNos: [] })] }), 'lines.0.waybillNos', 'purchase.waybillRequired'],
    ['a price with three decimals', () => form({ lines: [line({ receiptPrice: '1.234' })] }), 'lines.0.receiptPrice', 'inventory.priceTwoDecimals'],
    ['the same product twice', () => form({ lines: [line(), line()] }), 'lines.1.skuId', 'purchase.sameProductTwice'],
    ['no purchase order number', () => form({ purchaseOrderNo: ' ' }), 'purchaseOrderNo', 'purchase.orderNoRequired'],
  ])('refuses %s', async (_n, input, field, messageId) => {
    const before = await purchaseState(w);
    const r = await create(input());
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors).toContainEqual(expect.objectContaining({ field, messageId }));
    expect(await purchaseState(w)).toBe(before);
  });

  it('says "Cannot add the same product repeatedly"', async () => {
    expect((await create(form({ lines: [line(), line()] }))).fieldErrors[0].message).toBe('Cannot add the same product repeatedly');
  });

  it('requires the warehousing price and the refund amount (the service, whatever the transport)', async () => {
    const before = await purchaseState(w);
    for (const [key, messageId] of [
      ['receiptPrice', 'purchase.receiptPriceRequired'],
      ['refundAmount', 'purchase.refundAmountRequired'],
    ] as const) {
      const l: Record<string, unknown> = line();
      delete l[key];
      const err = await createAbnormalReceipt(w.ctx, form({ lines: [l] })).catch((e) => e);
      expect(err).toBeInstanceOf(ValidationError);
      expect(err.issues).toContainEqual(expect.objectContaining({ field: `lines.0.${key}`, messageId }));
    }
    expect(await purchaseState(w)).toBe(before);
  });

  it("answers 'The purchase order does not exist', a SKU not on the order, and another company's SKU", async () => {
    const before = await purchaseState(w);
    expect(await create(form({ purchaseOrderNo: 'PO-NOPE' }))).toMatchObject({
      __typename: 'NotFoundError',
      messageId: 'purchase.orderNotFound',
      message: 'The purchase order does not exist',
    });
    const r = await create(form({ lines: [line({ skuId: w.skuB.id })] }));
    expect(r.fieldErrors).toEqual([{ field: 'lines.0.skuId', messageId: 'purchase.skuNotInOrder', message: 'BOX is not on the purchase order' }]);
    const other = await purchaseWorld(app, 'Other Abnormal Co');
    const theirs = await makePurchaseOrder(other, { lines: [{ skuId: other.skuA.id, quantity: 1 }] });
    expect((await create(form({ purchaseOrderNo: theirs.orderNo }))).messageId).toBe('purchase.orderNotFound');
    expect((await create(form({ lines: [line({ skuId: other.skuA.id })] }))).messageId).toBe('purchase.skuNotFound');
    expect(await purchaseState(w)).toBe(before);
  });
});

describe('lifecycle (spec 02 §4)', () => {
  it('creates a form to be reviewed with its lines', async () => {
    const r = (await create(form({ lines: [line({ waybillNos: ['YT1', 'YT2'] })] }))).data;
    expect(r).toMatchObject({
      status: 'pendingReview',
      type: 'defective',
      method: 'return',
      purchaseOrderNo: orderNo,
      supplierName: 'Yiwu Cups',
      totalQuantity: 2,
    });
    expect(r.billNo).toMatch(/^AR/);
    expect(r.lines).toEqual([{ sku: 'CUP', quantity: 2, waybillNos: ['YT1', 'YT2'], receiptPrice: '1.8', refundAmount: '3.6' }]);
  });

  it('moves to be reviewed → processing → completed and refuses illegal moves with their labels', async () => {
    const { id } = (await create(form({ method: 'replacement' }))).data;
    const before = await purchaseState(w);
    expect(await w.gql(COMPLETE, { id })).toEqual({
      completeAbnormalReceipt: expect.objectContaining({
        messageId: 'purchase.abnormalIllegalTransition',
        message: 'An abnormal receipt in status to be reviewed cannot be completed',
      }),
    });
    expect(await purchaseState(w)).toBe(before);
    expect((await w.gql(PROCESS, { id })).processAbnormalReceipt.data).toEqual({ id, status: 'processing' });
    const again = (await w.gql(PROCESS, { id })).processAbnormalReceipt;
    expect(again.message).toBe('An abnormal receipt in status processing cannot be moved into processing');
    const review = (await w.gql(REVIEW, { ids: [id] })).reviewAbnormalReceipts.data;
    expect(review).toEqual({
      receipts: [],
      refused: [
        expect.objectContaining({
          id,
          messageId: 'purchase.abnormalIllegalTransition',
          message: 'An abnormal receipt in status processing cannot be approved',
        }),
      ],
    });
    expect((await w.gql(COMPLETE, { id })).completeAbnormalReceipt.data).toEqual({ id, status: 'completed' });
    const row = await w.ctx.db.abnormalReceipt.findFirstOrThrow({ where: { id } });
    expect(row.completedAt).not.toBeNull();
  });

  it('reviews in batch: the ones to be reviewed are approved, the rest answered', async () => {
    const a = (await create(form())).data.id;
    const b = (await create(form({ type: 'shortage', method: 'resend' }))).data.id;
    const c = (await create(form())).data.id;
    await w.gql(PROCESS, { id: c });
    const r = (await w.gql(REVIEW, { ids: [b, a, c] })).reviewAbnormalReceipts.data;
    expect(r.receipts.map((x: { id: number; status: string }) => [x.id, x.status])).toEqual([
      [a, 'approved'],
      [b, 'approved'],
    ]);
    expect(r.receipts[0].reviewerName).not.toBe('');
    expect(r.refused.map((x: { id: number }) => x.id)).toEqual([c]);
    // approved is final
    expect((await w.gql(PROCESS, { id: a })).processAbnormalReceipt.messageId).toBe('purchase.abnormalIllegalTransition');
  });

  it('refuses an empty batch and an unknown id, nothing written', async () => {
    const before = await purchaseState(w);
    expect((await w.gql(REVIEW, { ids: [] })).reviewAbnormalReceipts.fieldErrors[0]).toMatchObject({
      messageId: 'purchase.tickAtLeastOne',
      message: 'Please tick at least one data',
    });
    const pending = (await w.ctx.db.abnormalReceipt.findFirstOrThrow({ where: { status: 'pendingReview' } })).id;
    const before2 = await purchaseState(w);
    expect((await w.gql(REVIEW, { ids: [pending, 999_999] })).reviewAbnormalReceipts).toMatchObject({
      __typename: 'NotFoundError',
      messageId: 'purchase.abnormalNotFound',
    });
    expect(await purchaseState(w)).toBe(before2);
    expect(before2).toBe(before);
  });

  it('lists per status with counts for the tabs', async () => {
    const all = await w.gql(LIST, {});
    const counts = Object.fromEntries(all.abnormalReceiptCounts.byStatus.map((c: { status: string; count: number }) => [c.status, c.count]));
    expect(all.abnormalReceiptCounts.all).toBe(all.abnormalReceipts.totalCount);
    expect(counts).toEqual({ pendingReview: expect.any(Number), approved: 2, processing: 1, completed: 1 });
    const processing = await w.gql(LIST, { f: { status: 'processing' } });
    expect(processing.abnormalReceipts.edges.map((e: { node: { status: string } }) => e.node.status)).toEqual(['processing']);
    // the tabs keep counting every status whatever tab is open
    expect(processing.abnormalReceiptCounts.all).toBe(all.abnormalReceiptCounts.all);
    const byOrder = await w.gql(LIST, { f: { keyword: orderNo } });
    expect(byOrder.abnormalReceipts.totalCount).toBe(all.abnormalReceipts.totalCount);
  });
});
