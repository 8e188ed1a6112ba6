// Properties of the sign-in, account, role, shop and company rules (spec 01 §5: password twice
// must match, verification code 6 characters, phone only + - spaces digits; issue 2 limits).
import { describe, expect, it } from 'vitest';
import { pageSize, platformType, shopStatus } from './identity';
import { toFieldIssues } from './validation';
import { EU_TAX_TYPES, PAGE_SIZE_MAX, PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH, PLATFORM_TYPES, SHOP_STATUS_VALUES } from '../constants';
import { blank, brk, fc, fraction, fuzz, id, ids, notNumber, OMIT, optText, padded, rel, reqText, text, tooLong } from './fuzz.support';

const usernameArb = padded(fc.stringMatching(/^[A-Za-z0-9_.@-]{3,50}$/));
const password = fc.string({ minLength: 8, maxLength: 128 });
const phoneArb = padded(fc.stringMatching(/^[0-9+\- ]{0,30}$/));
const emailArb = fc.oneof(fc.constant(''), fc.stringMatching(/^[a-z0-9]{1,20}(\.[a-z0-9]{1,10})?@[a-z0-9]{1,20}\.[a-z]{2,6}$/));
const badPhone = padded(fc.stringMatching(/^[0-9+\- ]{0,5}[a-zA-Z#(）中][0-9+\- ]{0,5}$/)).filter((s) => s.trim().length <= 30);
const badEmail = fc.oneof(
  fc.stringMatching(/^[a-z0-9]{1,10}$/),
  fc.stringMatching(/^[a-z]{1,5}@[a-z]{1,5}$/),
  fc.constantFrom('a@', '@b.co', 'a b@c.de', 'a@@b.de'),
);
const longEmail = fc.stringMatching(/^[a-z]{110,130}@example\.com$/);
const platformTypes = Object.values(PLATFORM_TYPES) as number[];
const badPlatformType = fc.integer({ min: -100, max: 1000 }).filter((n) => !platformTypes.includes(n));
const trimmed = (s: string) => s.trim();

/** A password and its repetition. */
const passwordPair = password.map((p) => ({ password: p, password2: p }));
/** Valid pair replaced by two different passwords. */
const mismatched = (v: object) =>
  fc
    .tuple(password, password)
    .filter(([a, b]) => a !== b)
    .map(([a, b]) => ({ ...v, password: a, password2: b }));

fuzz('username', {
  valid: usernameArb,
  accepts: (input, out) => expect(out).toBe(input.trim()),
});
fuzz('newPassword', {
  valid: password,
  // a password is taken as typed: spaces are characters of it
  accepts: (input, out) => expect(out).toBe(input),
});
fuzz('phone', { valid: phoneArb, accepts: (input, out) => expect(out).toBe(input.trim()) });
fuzz('email', { valid: emailArb, accepts: (input, out) => expect(out).toBe(input) });

fuzz('loginInput', {
  valid: fc.record({ username: reqText(50), password: fc.string({ minLength: 1, maxLength: 128 }) }),
  accepts: (input, out) => expect(out).toEqual({ username: input.username.trim(), password: input.password }),
  breaks: [
    brk('username', 'validation.required', blank),
    brk('username', 'validation.required', OMIT),
    brk('username', 'validation.tooLong', tooLong(50)),
    brk('password', 'validation.required', fc.constant('')),
    brk('password', 'validation.tooLong', fc.string({ minLength: 129, maxLength: 200 })),
  ],
});

const registration = fc
  .record({
    companyName: reqText(100),
    username: usernameArb,
    realname: reqText(50),
    phone: phoneArb,
    email: emailArb,
  })
  .chain((v) => passwordPair.map((p) => ({ ...v, ...p })));
fuzz('registerInput', {
  valid: registration,
  accepts: (input, out) => {
    expect(out.companyName).toBe(input.companyName.trim());
    expect(out.username).toBe(input.username.trim());
    expect(out.realname).toBe(input.realname.trim());
    expect(out.phone).toBe(input.phone.trim());
  },
  breaks: [
    brk('companyName', 'validation.required', blank),
    brk('companyName', 'validation.tooLong', tooLong(100)),
    brk('username', 'validation.username', padded(fc.stringMatching(/^[A-Za-z0-9]{1,2}$/)), { rule: 'too short' }),
    brk('username', 'validation.username', padded(fc.stringMatching(/^[A-Za-z0-9]{51,60}$/)), { rule: 'too long' }),
    brk('username', 'validation.username', padded(fc.stringMatching(/^[a-z]{2,5}[ #中!][a-z]{2,5}$/)), { rule: 'bad characters' }),
    rel('password', 'validation.passwordTooShort', (v) => fc.string({ maxLength: 7 }).map((p) => ({ ...v, password: p, password2: p }))),
    rel('password2', 'validation.passwordMismatch', mismatched),
    brk('realname', 'validation.tooLong', tooLong(50)),
    brk('phone', 'validation.phone', badPhone),
    brk('phone', 'validation.tooLong', padded(fc.stringMatching(/^[0-9]{31,40}$/))),
    brk('email', 'validation.email', badEmail),
    brk('email', 'validation.tooLong', longEmail),
  ],
});

fuzz('sendCodeInput', {
  valid: fc.record({ username: reqText(50) }),
  accepts: (input, out) => expect(out.username).toBe(input.username.trim()),
  breaks: [brk('username', 'validation.required', blank), brk('username', 'validation.tooLong', tooLong(50))],
});

fuzz('resetPasswordInput', {
  valid: fc.record({ username: reqText(50), code: padded(fc.stringMatching(/^[0-9A-Za-z]{6}$/)) }).chain((v) => passwordPair.map((p) => ({ ...v, ...p }))),
  accepts: (input, out) => expect(out.code).toBe(input.code.trim()),
  breaks: [
    brk('code', 'validation.codeLength', padded(text(1, 5)), { rule: 'short' }),
    brk('code', 'validation.codeLength', padded(text(7, 12)), { rule: 'long' }),
    rel('password2', 'validation.passwordMismatch', mismatched),
    rel('password', 'validation.passwordTooShort', (v) => fc.string({ maxLength: 7 }).map((p) => ({ ...v, password: p, password2: p }))),
  ],
});

fuzz('changePasswordInput', {
  valid: fc.record({ oldPassword: fc.string({ minLength: 1, maxLength: 128 }) }).chain((v) => passwordPair.map((p) => ({ ...v, ...p }))),
  breaks: [brk('oldPassword', 'validation.required', fc.constant('')), rel('password2', 'validation.passwordMismatch', mismatched)],
});

fuzz('updateProfileInput', {
  valid: fc.record({ realname: reqText(50), phone: phoneArb, email: emailArb }),
  accepts: (input, out) => expect(out).toEqual({ realname: input.realname.trim(), phone: input.phone.trim(), email: input.email }),
  breaks: [brk('realname', 'validation.required', blank), brk('phone', 'validation.phone', badPhone), brk('email', 'validation.email', badEmail)],
});

fuzz('createSubAccountInput', {
  valid: fc
    .record(
      { username: usernameArb, realname: reqText(50), phone: phoneArb, email: emailArb, roleId: fc.option(id, { nil: null }), allowShopIds: ids(0, 20) },
      { requiredKeys: ['username', 'realname'] },
    )
    .chain((v) => passwordPair.map((p) => ({ ...v, ...p }))),
  accepts: (input, out) => {
    expect(out.allowShopIds).toEqual(input.allowShopIds ?? []);
    expect(out.phone).toBe((input.phone ?? '').trim());
    expect(out.email).toBe(input.email ?? '');
  },
  breaks: [
    rel('password2', 'validation.passwordMismatch', mismatched),
    brk('allowShopIds', 'validation.integerIds', fc.array(fc.oneof(fc.constant(0), fraction, fc.integer({ max: -1 })), { minLength: 1, maxLength: 3 })),
    brk('username', 'validation.required', blank),
  ],
});

fuzz('updateSubAccountInput', {
  valid: fc.record(
    { id, realname: reqText(50), phone: phoneArb, email: emailArb, roleId: fc.option(id, { nil: null }), allowShopIds: ids(0, 20) },
    { requiredKeys: ['id'] },
  ),
  accepts: (input, out) => {
    if (input.realname !== undefined) expect(out.realname).toBe(input.realname.trim());
    else expect(out).not.toHaveProperty('realname');
  },
  breaks: [
    brk('realname', 'validation.required', blank),
    brk('phone', 'validation.phone', badPhone),
    brk('allowShopIds', 'validation.integerIds', fc.constant([1, 0])),
  ],
});

fuzz('resetSubAccountPasswordInput', {
  valid: fc.record({ id }).chain((v) => passwordPair.map((p) => ({ ...v, ...p }))),
  breaks: [
    rel('password2', 'validation.passwordMismatch', mismatched),
    rel('password', 'validation.passwordTooShort', (v) => fc.string({ maxLength: 7 }).map((p) => ({ ...v, password: p, password2: p }))),
  ],
});

fuzz('roleInput', {
  valid: fc.record(
    { name: reqText(50), remark: optText(200), permissions: fc.array(fc.stringMatching(/^[a-z]{1,10}\.[a-z]{1,10}$/), { maxLength: 30 }) },
    { requiredKeys: ['name'] },
  ),
  accepts: (input, out) => {
    expect(out.name).toBe(input.name.trim());
    expect(out.remark).toBe((input.remark ?? '').trim());
    expect(out.permissions).toEqual(input.permissions ?? []);
  },
  breaks: [brk('name', 'validation.required', blank), brk('name', 'validation.tooLong', tooLong(50)), brk('remark', 'validation.tooLong', tooLong(200))],
});

fuzz('platformType', {
  valid: fc.constantFrom(...platformTypes),
  accepts: (input, out) => expect(out).toBe(input),
});

fuzz('authorizeShopInput', {
  valid: fc.record(
    { platformType: fc.constantFrom(...platformTypes), shopName: reqText(100), alias: optText(100), site: optText(20), authCode: reqText(500) },
    { requiredKeys: ['platformType', 'shopName', 'authCode'] },
  ),
  accepts: (input, out) => {
    expect(out.shopName).toBe(input.shopName.trim());
    expect(out.alias).toBe((input.alias ?? '').trim());
  },
  breaks: [
    brk('platformType', 'validation.platformType', badPlatformType),
    brk('shopName', 'validation.required', blank),
    brk('site', 'validation.tooLong', tooLong(20)),
    brk('authCode', 'validation.tooLong', tooLong(500)),
  ],
});

fuzz('reauthorizeShopInput', {
  valid: fc.record({ id, authCode: reqText(500) }),
  breaks: [brk('authCode', 'validation.required', blank)],
});

// A rate: integer or up to two decimals, 0..100 (percent of a shop's fees).
const rateArb = fc.integer({ min: 0, max: 10_000 }).chain((c) => fc.constantFrom<unknown>(c / 100, String(c / 100), ` ${c / 100} `));
const badRate = fc.oneof(
  fc.integer({ min: 10_001, max: 99_999 }).map((c) => String(c / 100)),
  fc.stringMatching(/^\d{1,2}\.\d{3,4}$/),
  fc.stringMatching(/^-\d{1,2}$/),
  fc.constantFrom('abc', '', '1e2', '.5'),
);
fuzz('updateShopInput', {
  valid: fc.record(
    {
      id,
      shopName: reqText(100),
      alias: optText(100),
      platformRate: rateArb,
      transferRate: rateArb,
      vatRate: rateArb,
      euTaxNumber: optText(50),
      euTaxType: fc.constantFrom(...EU_TAX_TYPES),
      returnWarehouseId: fc.option(id, { nil: null }),
    },
    { requiredKeys: ['id'] },
  ),
  accepts: (input, out) => {
    for (const k of ['platformRate', 'transferRate', 'vatRate'] as const) if (input[k] !== undefined) expect(out[k]).toBe(String(input[k]).trim());
  },
  breaks: [
    brk('platformRate', 'validation.rate', badRate),
    brk('vatRate', 'validation.rate', badRate),
    brk(
      'euTaxType',
      'validation.euTaxType',
      fc.string().filter((s) => !(EU_TAX_TYPES as readonly string[]).includes(s)),
    ),
    brk('euTaxNumber', 'validation.tooLong', tooLong(50)),
  ],
});

fuzz('shopStatus', { valid: fc.constantFrom(...SHOP_STATUS_VALUES), accepts: (input, out) => expect(out).toBe(input) });

fuzz('updateCompanyInput', {
  valid: fc.record({ name: reqText(100), contact: optText(50), phone: phoneArb, email: emailArb, address: optText(300) }, { requiredKeys: [] }),
  accepts: (input, out) => {
    for (const k of ['name', 'contact', 'address', 'phone'] as const) if (input[k] !== undefined) expect(out[k]).toBe(trimmed(input[k]));
  },
  breaks: [brk('name', 'validation.required', blank), brk('address', 'validation.tooLong', tooLong(300)), brk('phone', 'validation.phone', badPhone)],
});

fuzz('clientLogInput', {
  valid: fc.record(
    {
      message: reqText(4000),
      level: fc.string({ maxLength: 20 }),
      data: fc.record({ route: fc.string({ maxLength: 50 }), info: fc.jsonValue() }, { requiredKeys: [] }),
      userId: fc.oneof(fc.integer(), fc.string()),
    },
    { requiredKeys: ['message'] },
  ),
  // the log keeps at most 2000 characters of the message
  accepts: (input, out) => {
    expect(out.message).toBe(input.message.trim().slice(0, 2000));
    expect(out.level).toBe(input.level ?? 'error');
  },
  breaks: [brk('message', 'validation.required', blank)],
});

fuzz('pageSize', {
  valid: fc.integer({ min: 1, max: PAGE_SIZE_MAX }),
  accepts: (input, out) => expect(out).toBe(input),
});

// pageSize and the single-value schemas have no fields: their refusals are properties here.
describe('single values are refused with their message', () => {
  const idOf = (r: { success: boolean; error?: any }) => (r.success ? null : toFieldIssues(r.error)[0]?.messageId);
  it('pageSize outside 1..PAGE_SIZE_MAX or not whole', () =>
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: PAGE_SIZE_MAX + 1 }), fraction), (n) => {
        expect(idOf(pageSize.safeParse(n))).toBe('validation.pageSize');
      }),
    ));
  it('platformType not in the spec table', () =>
    fc.assert(
      fc.property(badPlatformType, (n) => {
        expect(idOf(platformType.safeParse(n))).toBe('validation.platformType');
      }),
    ));
  it('shopStatus not a known status', () =>
    fc.assert(
      fc.property(
        fc.integer().filter((n) => !SHOP_STATUS_VALUES.includes(n)),
        (n) => {
          expect(idOf(shopStatus.safeParse(n))).toBe('validation.shopStatus');
        },
      ),
    ));
  it('a value that is not a number is refused', () =>
    fc.assert(
      fc.property(notNumber, (v) => {
        expect(pageSize.safeParse(v).success).toBe(false);
      }),
    ));
});

describe('identity limits are the spec’s numbers', () => {
  it('verification code 6 characters (spec 01 §5); passwords at least 8 (issue 2)', () =>
    expect([VERIFICATION_CODE_LENGTH, PASSWORD_MIN_LENGTH]).toEqual([6, 8]));
});
