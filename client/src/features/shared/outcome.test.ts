import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ui from '../../ui';
import { isPlanLimit, settle, showFailure, THROWN } from './outcome';

afterEach(() => vi.restoreAllMocks());

describe('settle', () => {
  it('reads success data', async () => {
    const r = await settle(Promise.resolve({ data: { x: { __typename: 'MutationXSuccess' as const, data: { id: 1 } } } }), (d) => d.x);
    expect(r).toEqual({ ok: true, data: { id: 1 } });
  });

  it('keeps the result type, also when the Error fields were masked away', async () => {
    const r = await settle(Promise.resolve({ data: { x: { __typename: 'PlanLimitError' } } }), (d) => d.x);
    expect(r).toEqual({ ok: false, message: '', fieldErrors: {}, typename: 'PlanLimitError' });
    expect(isPlanLimit(r)).toBe(true);
  });

  it('turns a thrown failure (already shown by the API layer) into a silent one', async () => {
    const r = await settle(Promise.reject(new Error('network')), () => null);
    expect(r).toMatchObject({ ok: false, typename: THROWN });
    const toast = vi.spyOn(ui, 'toastError');
    if (!r.ok) showFailure(r, 'fallback');
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('showFailure', () => {
  it('puts field errors on the form and toasts the rest', () => {
    const toast = vi.spyOn(ui, 'toastError').mockImplementation(() => {});
    const form = { applyServerErrors: vi.fn(() => ['other field problem']) };
    showFailure({ ok: false, message: '请修改标出的字段', fieldErrors: { name: ['taken'], nope: ['other field problem'] }, typename: 'ValidationError' }, 'fallback', form);
    expect(form.applyServerErrors).toHaveBeenCalledWith({ name: ['taken'], nope: ['other field problem'] });
    expect(toast).toHaveBeenCalledWith('请修改标出的字段 other field problem');
  });

  it('falls back to the screen’s own text when the server said nothing usable', () => {
    const toast = vi.spyOn(ui, 'toastError').mockImplementation(() => {});
    showFailure({ ok: false, message: '', fieldErrors: {}, typename: 'BusinessError' }, '保存失败');
    expect(toast).toHaveBeenCalledWith('保存失败');
  });
});
