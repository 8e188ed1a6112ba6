import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../toaster';
import { batchOf, isPlanLimit, outcomeOf, settle, showFailure, THROWN, type Failure } from './outcome';

afterEach(() => vi.restoreAllMocks());

const toasts = () => vi.spyOn(toaster, 'create').mockImplementation(() => '');
const failure = (over: Partial<Failure>): Failure => ({ ok: false, typename: 'BusinessError', message: '', fieldErrors: {}, failures: [], ...over });

describe('outcomeOf', () => {
  it('reads success data', () => {
    expect(outcomeOf<{ id: number }>({ __typename: 'MutationCreateRoleSuccess', data: { id: 3 } })).toEqual({ ok: true, data: { id: 3 } });
  });
  it('groups field errors by field path', () => {
    const r = outcomeOf({
      __typename: 'ValidationError',
      messageId: 'validation.failed',
      message: 'fix',
      fieldErrors: [
        { field: 'lines.0.quantity', message: 'a' },
        { field: 'lines.0.quantity', message: 'b' },
        { field: 'remark', message: 'c' },
      ],
    });
    expect(r).toEqual(
      failure({ typename: 'ValidationError', message: 'fix', messageId: 'validation.failed', fieldErrors: { 'lines.0.quantity': ['a', 'b'], remark: ['c'] } }),
    );
  });
  it('reads a batch refused as a whole with its records', () => {
    const r = outcomeOf({
      __typename: 'BatchRefusedError',
      messageId: 'batch.refused',
      message: 'none taken',
      failures: [{ id: 4, label: 'PO-4', message: '', messageId: 'po.illegal' }],
    });
    expect(r).toMatchObject({ ok: false, typename: 'BatchRefusedError', failures: [{ id: 4, label: 'PO-4', message: 'po.illegal' }] });
  });
  it('treats no result as an unknown failure', () => {
    expect(outcomeOf(null)).toMatchObject({ ok: false, typename: 'unknown' });
  });
});

describe('settle', () => {
  it('keeps the result type, also when the Error fields were masked away', async () => {
    const r = await settle(Promise.resolve({ data: { x: { __typename: 'PlanLimitError' } } }), (d) => d.x);
    expect(r).toEqual(failure({ typename: 'PlanLimitError' }));
    expect(isPlanLimit(r)).toBe(true);
  });
  it('turns a thrown failure (already shown by the API layer) into a silent one', async () => {
    const r = await settle(Promise.reject(new Error('network')), () => null);
    expect(r).toMatchObject({ ok: false, typename: THROWN });
    const create = toasts();
    if (!r.ok) showFailure(r, 'fallback');
    expect(create).not.toHaveBeenCalled();
  });
});

describe('showFailure', () => {
  it('puts field errors on the form and toasts the rest', () => {
    const create = toasts();
    const form = { applyServerErrors: vi.fn(() => ['other field problem']) };
    showFailure(
      failure({ typename: 'ValidationError', message: '请修改标出的字段', fieldErrors: { name: ['taken'], nope: ['other field problem'] } }),
      'fallback',
      form,
    );
    expect(form.applyServerErrors).toHaveBeenCalledWith({ name: ['taken'], nope: ['other field problem'] });
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: '请修改标出的字段 other field problem' }));
  });
  it('falls back to the screen’s own text when the server said nothing usable', () => {
    const create = toasts();
    showFailure(failure({}), '保存失败');
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: '保存失败' }));
  });
  it('names the records of a batch refused as a whole', () => {
    const create = toasts();
    showFailure(failure({ typename: 'BatchRefusedError', message: '没有可处理的记录', failures: [{ id: 1, label: 'PO-1', message: '已审核' }] }), 'x');
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: '没有可处理的记录 PO-1: 已审核' }));
  });
});

describe('batchOf', () => {
  it('counts the moved records and labels the refused ones by their seller-facing number', () => {
    expect(
      batchOf({ orders: [{ id: 1 }, { id: 2 }], refused: [{ id: 3, orderNo: 'SO-3', messageId: 'order.illegalTransition', message: '状态不允许' }] }),
    ).toEqual({ succeeded: 2, failures: [{ id: 3, label: 'SO-3', message: '状态不允许' }] });
  });
  it('counts a plain success as one', () => {
    expect(batchOf({ id: 5 })).toEqual({ succeeded: 1, failures: [] });
    expect(batchOf(true)).toEqual({ succeeded: 1, failures: [] });
  });
});
