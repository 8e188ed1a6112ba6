import { describe, expect, it } from 'vitest';
import { outcomeOf } from './mutationOutcome';

describe('outcomeOf', () => {
  it('reads success data', () => {
    expect(outcomeOf<{ id: number }>({ __typename: 'MutationCreateRoleSuccess', data: { id: 3 } })).toEqual({ ok: true, data: { id: 3 } });
  });
  it('groups field errors by field', () => {
    const r = outcomeOf({
      __typename: 'ValidationError', messageId: 'validation.failed', message: 'fix',
      fieldErrors: [{ field: 'name', message: 'a' }, { field: 'name', message: 'b' }, { field: 'remark', message: 'c' }],
    });
    expect(r).toEqual({ ok: false, message: 'fix', messageId: 'validation.failed', fieldErrors: { name: ['a', 'b'], remark: ['c'] } });
  });
  it('keeps business messages', () => {
    expect(outcomeOf({ __typename: 'BusinessError', messageId: 'role.inUse', message: 'in use' })).toMatchObject({ ok: false, message: 'in use', fieldErrors: {} });
  });
});
