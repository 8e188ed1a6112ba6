import { describe, expect, it } from 'vitest';
import { createSubAccountInput, registerInput, resetPasswordInput, updateShopInput } from './identity';
import { toFieldIssues } from './validation';
import { planAllows } from './plan';
import { flattenMenu, PERMISSION_NAMES } from '../menu';
import { translate } from '../messages/index';

const issues = (schema: { safeParse: (v: unknown) => any }, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : toFieldIssues(r.error);
};

describe('identity rules', () => {
  const good = { companyName: 'Acme', username: 'acme_1', password: 'secret123', password2: 'secret123', realname: 'A', phone: '+86 138-0000', email: '' };
  it('accepts a valid registration', () => expect(issues(registerInput, good)).toEqual([]));
  it('refuses passwords that differ, on password2', () =>
    expect(issues(registerInput, { ...good, password2: 'secret124' })).toEqual([
      { field: 'password2', messageId: 'validation.passwordMismatch', params: { field: 'field.password2' } },
    ]));
  it('refuses a password under 8 characters with the minimum', () => {
    const [i] = issues(registerInput, { ...good, password: 'short', password2: 'short' });
    expect(i).toMatchObject({ field: 'password', messageId: 'validation.passwordTooShort', params: { min: 8 } });
    expect(translate('en', i.messageId, i.params)).toBe('The password must be at least 8 characters');
  });
  it('refuses letters in a phone number', () => expect(issues(registerInput, { ...good, phone: '138abc' })[0].messageId).toBe('validation.phone'));
  it('reports each missing field as required', () => {
    const fields = issues(registerInput, {}).map((i) => `${i.field}:${i.messageId}`);
    expect(fields).toContain('companyName:validation.required');
    expect(fields).toContain('username:validation.required');
    expect(translate('zh', 'validation.required', { field: 'field.username' })).toBe('用户名不能为空');
  });
  it('needs a 6-character verification code', () =>
    expect(issues(resetPasswordInput, { username: 'a', code: '123', password: 'secret123', password2: 'secret123' })[0].messageId).toBe(
      'validation.codeLength',
    ));
  it('refuses non-integer shop ids on a sub-account', () =>
    expect(
      issues(createSubAccountInput, { username: 'abc', password: 'secret123', password2: 'secret123', realname: 'x', allowShopIds: [1.5] })[0].messageId,
    ).toBe('validation.integerIds'));
  it('limits rates to 0..100 with 2 decimals', () => {
    expect(issues(updateShopInput, { id: 1, vatRate: '19.5' })).toEqual([]);
    expect(issues(updateShopInput, { id: 1, vatRate: '101' })[0].messageId).toBe('validation.rate');
    expect(issues(updateShopInput, { id: 1, vatRate: '1.234' })[0].messageId).toBe('validation.rate');
  });
});

describe('plan limits', () => {
  it('allows up to the limit and not past it', () => {
    expect(planAllows('standard', 'accounts', 2)).toBe(true);
    expect(planAllows('standard', 'accounts', 3)).toBe(false);
  });
});

describe('menu', () => {
  it('has unique names and the spec systems', () => {
    const rows = flattenMenu();
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
    expect(rows.filter((r) => r.parent === null).map((r) => r.name)).toEqual([
      'order',
      'published',
      'purchase',
      'warehouse',
      'logistics',
      'data',
      'finance',
      'setting',
    ]);
    expect(PERMISSION_NAMES.has('user.create')).toBe(true);
    expect(PERMISSION_NAMES.has('purchaseOrder.audit')).toBe(true);
    expect(rows.find((r) => r.name === 'ebayListing')?.path).toBe('/ebayListing');
  });
});
