// Properties of the invoice inputs (issue 22 item 3; schema/src/invoices): an invoice company
// header, the tax rate (percent 0..99.99, two decimals, answered as "x.yy"), issuing an invoice
// (one or more orders, ids or order numbers, deduplicated, at most INVOICE_ORDERS_MAX) and voiding.
import { expect } from 'vitest';
import {
  INVOICE_ADDRESS_MAX,
  INVOICE_BANK_MAX,
  INVOICE_NAME_MAX,
  INVOICE_ORDERS_MAX,
  INVOICE_PREFIX_MAX,
  INVOICE_REMARK_MAX,
  INVOICE_TAX_NUMBER_MAX,
} from '../invoices/index';
import { badId, blank, bool, brk, fc, fuzz, id, OMIT, optText, padded, reqText, rel, tooLong } from './fuzz.support';

// ---- the tax rate -------------------------------------------------------------------------------

/** A rate the rule accepts: 1–2 integer digits and up to 2 decimals, as text (padded) or number. */
const rate = fc.oneof(
  padded(fc.stringMatching(/^\d{1,2}(\.\d{1,2})?$/)),
  fc.integer({ min: 0, max: 99 }),
  fc.integer({ min: 0, max: 9_999 }).map((c) => c / 100),
);
/** The rate as the rule answers it, worked out without the finance helpers: "7" → "7.00", "07.5" → "7.50". */
const rateText = (v: unknown) => {
  const [whole, frac = ''] = String(v).trim().split('.');
  return `${Number(whole)}.${frac.padEnd(2, '0')}`;
};
/** 100 or more, three decimals, negative, exponent, letters, half a number, not text or number. */
const badRate = fc.oneof(
  fc.stringMatching(/^[1-9]\d{2,5}(\.\d{1,2})?$/),
  fc.stringMatching(/^\d{1,2}\.\d{3,5}$/),
  fc.stringMatching(/^-\d{1,2}(\.\d{1,2})?$/),
  fc.integer({ min: 100, max: 1_000_000 }),
  fc.integer({ min: 1, max: 99_999 }).map((c) => -c / 100),
  fc.integer({ min: 0, max: 99_999 }).map((c) => c / 1000 + 0.0001),
  fc.constantFrom('', ' ', '1e1', '.5', '5.', '5,5', '5%', 'ten', '1.2.3', NaN, Infinity, true, null, [], {}),
);

fuzz('invoiceTaxRate', {
  valid: rate,
  accepts: (input, out) => {
    expect(out).toBe(rateText(input));
    expect(out).toMatch(/^\d{1,2}\.\d{2}$/);
  },
  breaks: [brk('', 'invoices.taxRateInvalid', badRate, { rule: 'out-of-range or malformed' })],
});

// ---- the invoice company header -----------------------------------------------------------------

const country = padded(fc.stringMatching(/^[A-Za-z]{2}$/));
const currency = padded(fc.stringMatching(/^[A-Za-z]{3}$/));
const taxNumber = fc.oneof(fc.constant(''), padded(fc.stringMatching(/^[A-Za-z0-9.\-/]([A-Za-z0-9 .\-/]{0,30}[A-Za-z0-9.\-/])?$/)));
const bankAccount = fc.oneof(fc.constant(''), padded(fc.stringMatching(/^[A-Za-z0-9-]([A-Za-z0-9 -]{0,30}[A-Za-z0-9-])?$/)));
const swift = fc.oneof(fc.constant(''), padded(fc.stringMatching(/^[A-Za-z0-9]{8}([A-Za-z0-9]{3})?$/)));
const prefix = padded(fc.stringMatching(new RegExp(`^[A-Za-z0-9\\-_/]{1,${INVOICE_PREFIX_MAX}}$`)));

fuzz('invoiceCompanyInput', {
  valid: fc.record(
    {
      name: reqText(INVOICE_NAME_MAX),
      address: reqText(INVOICE_ADDRESS_MAX),
      country,
      taxNumber,
      bankName: optText(INVOICE_BANK_MAX),
      bankAccount,
      bankSwift: swift,
      prefix,
      nextNumber: fc.integer({ min: 1, max: 99_999_999 }),
      currency,
      taxRate: rate,
      isDefault: bool,
    },
    { requiredKeys: ['name', 'address', 'country', 'prefix', 'currency'] },
  ),
  accepts: (input, out) => {
    expect(out.name).toBe(input.name.trim());
    expect(out.address).toBe(input.address.trim());
    expect(out.country).toBe(input.country.trim().toUpperCase());
    expect(out.taxNumber).toBe((input.taxNumber ?? '').trim());
    expect(out.bankName).toBe((input.bankName ?? '').trim());
    expect(out.bankAccount).toBe((input.bankAccount ?? '').trim());
    expect(out.bankSwift).toBe((input.bankSwift ?? '').trim().toUpperCase());
    expect(out.prefix).toBe(input.prefix.trim());
    expect(out.nextNumber).toBe(input.nextNumber ?? 1);
    expect(out.currency).toBe(input.currency.trim().toUpperCase());
    expect(out.taxRate).toBe(input.taxRate === undefined ? '0.00' : rateText(input.taxRate));
    expect(out.isDefault).toBe(input.isDefault ?? false);
  },
  breaks: [
    brk('name', 'invoices.nameRequired', OMIT),
    brk('name', 'invoices.nameRequired', blank),
    brk('name', 'validation.tooLong', tooLong(INVOICE_NAME_MAX)),
    brk('address', 'invoices.addressRequired', OMIT),
    brk('address', 'invoices.addressRequired', blank),
    brk('address', 'validation.tooLong', tooLong(INVOICE_ADDRESS_MAX)),
    brk('country', 'invoices.countryRequired', OMIT),
    brk('country', 'invoices.countryRequired', blank),
    brk('country', 'invoices.countryInvalid', fc.constantFrom('D', 'DEU', 'D1', '12', 'D E', '中国')),
    brk('taxNumber', 'invoices.taxNumberInvalid', fc.constantFrom('DE#123', 'VAT:1', '税号', '1_2', 'a,b')),
    brk('taxNumber', 'validation.tooLong', padded(fc.stringMatching(new RegExp(`^[A-Z0-9]{${INVOICE_TAX_NUMBER_MAX + 1},${INVOICE_TAX_NUMBER_MAX + 20}}$`)))),
    brk('bankName', 'validation.tooLong', tooLong(INVOICE_BANK_MAX)),
    brk('bankAccount', 'invoices.bankAccountInvalid', fc.constantFrom('12.34', 'IBAN:DE', '#1', '账户', 'a/b')),
    brk('bankAccount', 'validation.tooLong', padded(fc.stringMatching(new RegExp(`^[0-9]{${INVOICE_BANK_MAX + 1},${INVOICE_BANK_MAX + 20}}$`)))),
    brk('bankSwift', 'invoices.swiftInvalid', fc.constantFrom('DEUTDEF', 'DEUTDEFF5', 'DEUTDEFF50', 'DEUTDEFF5000', 'DEUT DEFF', 'DEUT-DEF', 5)),
    brk('prefix', 'invoices.prefixRequired', OMIT),
    brk('prefix', 'invoices.prefixRequired', blank),
    brk('prefix', 'validation.tooLong', fc.stringMatching(new RegExp(`^[A-Z0-9]{${INVOICE_PREFIX_MAX + 1},${INVOICE_PREFIX_MAX + 10}}$`))),
    brk('prefix', 'invoices.prefixInvalid', fc.constantFrom('INV#', 'IN V', 'INV.', '发票', 'A+B')),
    brk('nextNumber', 'invoices.nextNumberInvalid', fc.oneof(badId, fc.integer({ min: 100_000_000 }), fc.constantFrom('5', null, NaN))),
    brk('currency', 'invoices.currencyRequired', OMIT),
    brk('currency', 'invoices.currencyInvalid', fc.constantFrom('', 'US', 'EURO', 'E1R', '元元元')),
    brk('taxRate', 'invoices.taxRateInvalid', badRate),
    brk('isDefault', 'validation.required', fc.constantFrom('true', 1, null)),
  ],
});

// ---- issuing an invoice -------------------------------------------------------------------------

const orderNo = padded(fc.stringMatching(/^[A-Za-z0-9-]{0,64}$/));
const day = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }).map((t) => new Date(t));
const uniq = <T>(xs: T[]) => [...new Set(xs)];
/** The order numbers as the rule keeps them: trimmed, blanks dropped, each once. */
const keptNos = (nos: string[] | undefined) => uniq((nos ?? []).map((n) => n.trim()).filter(Boolean));
const orderCount = (v: { orderIds?: number[]; orderNos?: string[] }) => uniq(v.orderIds ?? []).length + keptNos(v.orderNos).length;

fuzz('issueInvoiceInput', {
  valid: fc
    .record(
      {
        invoiceCompanyId: id,
        orderIds: fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 25 }),
        orderNos: fc.array(orderNo, { maxLength: 25 }),
        drawee: optText(INVOICE_NAME_MAX),
        address: optText(INVOICE_ADDRESS_MAX),
        country: fc.oneof(fc.constant(''), country),
        taxRate: rate,
        invoicedAt: fc.oneof(
          day,
          day.map((d) => d.toISOString()),
        ),
        remark: optText(INVOICE_REMARK_MAX),
      },
      { requiredKeys: ['invoiceCompanyId'] },
    )
    .filter((v) => orderCount(v) > 0),
  accepts: (input, out) => {
    expect(out.invoiceCompanyId).toBe(input.invoiceCompanyId);
    expect(out.orderIds).toEqual(uniq(input.orderIds ?? []));
    expect(out.orderNos).toEqual(keptNos(input.orderNos));
    expect(out.drawee).toBe((input.drawee ?? '').trim());
    expect(out.address).toBe((input.address ?? '').trim());
    expect(out.country).toBe((input.country ?? '').trim().toUpperCase());
    expect(out.taxRate).toBe(input.taxRate === undefined ? undefined : rateText(input.taxRate));
    if (input.invoicedAt === undefined) expect(out.invoicedAt).toBeUndefined();
    else expect(out.invoicedAt.getTime()).toBe(new Date(input.invoicedAt).getTime());
    expect(out.remark).toBe((input.remark ?? '').trim());
  },
  breaks: [
    brk('invoiceCompanyId', 'invoices.headerRequired', OMIT),
    brk('invoiceCompanyId', 'invoices.headerRequired', fc.oneof(badId, fc.constantFrom('1', null))),
    rel(
      'orderIds',
      'invoices.ordersRequired',
      (v) => fc.constantFrom({ ...v, orderIds: [], orderNos: [] }, { ...v, orderIds: undefined, orderNos: ['', ' \u3000'] }),
      {
        rule: 'no order at all in',
      },
    ),
    rel(
      'orderIds',
      'invoices.ordersRequired',
      (v) => fc.oneof(badId, fc.constantFrom('7', null)).map((x) => ({ ...v, orderIds: [...(v.orderIds ?? []), x] })),
      {
        rule: 'a bad id in',
      },
    ),
    brk('orderIds', 'invoices.ordersRequired', fc.constantFrom('1,2', 3, {})),
    brk('orderIds', 'invoices.tooManyOrders', fc.uniqueArray(id, { minLength: INVOICE_ORDERS_MAX + 1, maxLength: INVOICE_ORDERS_MAX + 5 })),
    rel(
      'orderIds',
      'invoices.tooManyOrders',
      () =>
        fc.integer({ min: 1, max: INVOICE_ORDERS_MAX - 1 }).map((n) => ({
          invoiceCompanyId: 1,
          orderIds: Array.from({ length: n }, (_, i) => i + 1),
          orderNos: Array.from({ length: INVOICE_ORDERS_MAX + 1 - n }, (_, i) => `SO-${i + 1}`),
        })),
      { rule: 'ids and numbers together over the limit in' },
    ),
    brk(
      'orderNos',
      'invoices.tooManyOrders',
      fc.uniqueArray(fc.stringMatching(/^SO-\d{1,6}$/), { minLength: INVOICE_ORDERS_MAX + 1, maxLength: INVOICE_ORDERS_MAX + 5 }),
    ),
    rel('orderNos', 'validation.tooLong', (v) => fc.stringMatching(/^[A-Z0-9]{65,80}$/).map((x) => ({ ...v, orderNos: [...(v.orderNos ?? []), x] })), {
      rule: 'an over-long number in',
    }),
    rel('orderNos', 'invoices.ordersRequired', (v) => fc.constantFrom(7, null, {}).map((x) => ({ ...v, orderNos: [...(v.orderNos ?? []), x] })), {
      rule: 'a number that is not text in',
    }),
    brk('drawee', 'validation.tooLong', tooLong(INVOICE_NAME_MAX)),
    brk('address', 'validation.tooLong', tooLong(INVOICE_ADDRESS_MAX)),
    brk('country', 'invoices.countryInvalid', fc.constantFrom('D', 'DEU', 'D1', '中国', 49)),
    brk('taxRate', 'invoices.taxRateInvalid', badRate),
    brk('invoicedAt', 'invoices.invoicedAtInvalid', fc.constantFrom('yesterday', '2026-13-45', 'not a date', NaN, {})),
    brk('remark', 'validation.tooLong', tooLong(INVOICE_REMARK_MAX)),
  ],
});

// ---- voiding ------------------------------------------------------------------------------------

fuzz('voidInvoiceInput', {
  valid: fc.record({ reason: reqText(INVOICE_REMARK_MAX) }),
  accepts: (input, out) => expect(out).toEqual({ reason: input.reason.trim() }),
  breaks: [
    brk('reason', 'invoices.voidReasonRequired', OMIT),
    brk('reason', 'invoices.voidReasonRequired', fc.oneof(blank, fc.constantFrom(null, 5))),
    brk('reason', 'validation.tooLong', tooLong(INVOICE_REMARK_MAX)),
  ],
});
