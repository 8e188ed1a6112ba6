// Properties of report filters, exchange rates and Tradebyte returns (spec 01 §2 dashboard
// defaults; report periods of at most SALES_REPORT_MAX_DAYS days, from not after to; spec 02 §5
// 'Exchange rate not empty').
import { describe, expect, it } from 'vitest';
import {
  BASE_CURRENCY,
  EXCHANGE_RATE_MAX,
  ORDER_ANALYSIS_DIMENSIONS,
  SALES_GRANULARITIES,
  SALES_REPORT_GROUPS,
  SALES_REPORT_MAX_DAYS,
  TRADEBYTE_REFUND_ACTIONS,
  TRADEBYTE_REFUND_BATCH_MAX,
} from './reports';
import { blank, brk, fc, fuzz, id, ids, optText, padded, rel, reqText, tooLong } from './fuzz.support';

const DAY = 86_400_000;
const day0 = Date.UTC(2015, 0, 1);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const period = fc
  .tuple(fc.nat(5000), fc.integer({ min: 1, max: SALES_REPORT_MAX_DAYS }))
  .map(([start, len]) => ({ from: iso(day0 + start * DAY), to: iso(day0 + (start + len - 1) * DAY) }));

fuzz('salesReportFilterInput', {
  valid: fc
    .record(
      {
        period,
        platformType: fc.option(id, { nil: null }),
        shopId: fc.option(id, { nil: null }),
        currency: padded(fc.stringMatching(/^[A-Za-z]{3}$/)),
        granularity: fc.constantFrom(...SALES_GRANULARITIES),
        dimension: fc.constantFrom(...ORDER_ANALYSIS_DIMENSIONS),
        groupBy: fc.constantFrom(...SALES_REPORT_GROUPS),
      },
      { requiredKeys: ['period'] },
    )
    .map(({ period: p, ...f }) => ({ ...p, ...f })),
  accepts: (i, o) => {
    expect(o.currency).toBe(i.currency === undefined ? BASE_CURRENCY : i.currency.trim().toUpperCase());
    expect(o.granularity).toBe(i.granularity ?? 'day');
    expect(o.dimension).toBe(i.dimension ?? 'platform');
    expect(o.groupBy).toBe(i.groupBy ?? 'shop');
  },
  breaks: [
    rel('to', 'report.toBeforeFrom', (v) => fc.integer({ min: 1, max: 400 }).map((d) => ({ ...v, to: iso(Date.parse(v.from) - d * DAY) })), {
      rule: 'reversed',
    }),
    rel(
      'to',
      'report.periodTooLong',
      (v) => fc.integer({ min: SALES_REPORT_MAX_DAYS, max: 3000 }).map((d) => ({ ...v, to: iso(Date.parse(v.from) + d * DAY) })),
      { rule: `over ${SALES_REPORT_MAX_DAYS} days:` },
    ),
    brk('from', 'report.dateInvalid', fc.constantFrom('2024-02-30', '2023-02-29', '2024-13-01', '2024-00-10', '2024/01/01', '20240101', '24-1-1'), {
      loose: true,
    }),
    brk('to', 'report.dateInvalid', fc.constantFrom('2024-04-31', 'today')),
    brk('currency', 'report.currencyInvalid', fc.constantFrom('US', 'EURO', '€', '')),
    brk('granularity', 'report.granularityInvalid', fc.constantFrom('year', 'hour')),
    brk('dimension', 'report.dimensionInvalid', fc.constantFrom('sku')),
    brk('groupBy', 'report.groupByInvalid', fc.constantFrom('sku', 'hour', 'PERIOD', '')),
    brk('from', 'validation.required', fc.constant(undefined)),
  ],
});

// A rate with at most 6 decimals, above 0, at most EXCHANGE_RATE_MAX; CNY is always 1.
const rate = fc.integer({ min: 1, max: EXCHANGE_RATE_MAX * 1000 }).map((n) => n / 1000);
fuzz('exchangeRateInput', {
  valid: fc.oneof(
    fc.record({ currency: padded(fc.stringMatching(/^[A-Za-z]{3}$/).filter((c) => c.toUpperCase() !== BASE_CURRENCY)), rate }),
    fc.constant({ currency: 'cny', rate: 1 }),
  ),
  // issue 22 item 8: no modifier given is 0
  accepts: (i, o) => expect(o).toEqual({ currency: i.currency.trim().toUpperCase(), rate: i.rate, modifier: '0' }),
  breaks: [
    brk('currency', 'exchangeRate.currencyInvalid', fc.constantFrom('US', 'DOLLAR', '12A', '')),
    brk(
      'rate',
      'exchangeRate.rateInvalid',
      fc.oneof(
        fc.constant(0),
        fc.integer({ min: -1000, max: -1 }),
        fc.integer({ min: EXCHANGE_RATE_MAX + 1, max: 1e9 }),
        fc.constant('7.1'),
        fc.constant(undefined),
      ),
      { loose: true },
    ),
    brk('rate', 'exchangeRate.rateDecimals', fc.constantFrom(1.1234567, 0.00000001, 7.12345678)),
    rel('rate', 'exchangeRate.baseFixed', () => rate.filter((r) => r !== 1).map((r) => ({ currency: ' cny ', rate: r }))),
  ],
});

fuzz('tradebyteRefundHandleInput', {
  valid: fc.oneof(
    fc.record({ ids: ids(1, 50), action: fc.constant('refund'), remark: optText(200) }, { requiredKeys: ['ids', 'action'] }),
    fc.record({ ids: ids(1, 50), action: fc.constant('refuse'), remark: reqText(200) }),
  ),
  accepts: (i, o) => expect(o.remark).toBe((i.remark ?? '').trim()),
  breaks: [
    rel('remark', 'tradebyteRefund.remarkRequired', (v) => blank.map((remark) => ({ ...v, action: 'refuse', remark }))),
    brk('ids', 'tradebyteRefund.tickAtLeastOne', fc.constant([])),
    brk('ids', 'tradebyteRefund.batchTooMany', fc.array(id, { minLength: TRADEBYTE_REFUND_BATCH_MAX + 1, maxLength: TRADEBYTE_REFUND_BATCH_MAX + 3 })),
    brk(
      'action',
      'tradebyteRefund.actionInvalid',
      fc.constantFrom('accept', '').filter((a) => !(TRADEBYTE_REFUND_ACTIONS as readonly string[]).includes(a)),
    ),
    brk('remark', 'validation.tooLong', tooLong(200)),
  ],
});

describe('report limits', () => {
  it('a report period is at most 366 days', () => expect(SALES_REPORT_MAX_DAYS).toBe(366));
});
