import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EXCHANGE_RATES,
  bucketStart,
  convertAmount,
  dashboardLink,
  effectiveRates,
  exchangeRateInput,
  percentShares,
  periodBuckets,
  platformFee,
  refundRate,
  reportRange,
  salesBuckets,
  salesReportFilterInput,
  tradebyteRefundHandleInput,
  unmatchedCutoff,
} from './reports';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);

describe('chart buckets (UTC days, weeks from Monday, months)', () => {
  const now = new Date('2026-11-24T15:30:00Z'); // a Tuesday
  it('day: the last 30 days ending today', () => {
    const b = salesBuckets('day', now);
    expect(b).toHaveLength(30);
    expect(b[29].label).toBe('2026-11-24');
    expect(b[0].label).toBe('2026-10-26');
  });
  it('week: 12 weeks, each labelled by its Monday', () => {
    const b = salesBuckets('week', now);
    expect(b).toHaveLength(12);
    expect(b[11].label).toBe('2026-11-23');
    expect(b[10].label).toBe('2026-11-16');
    expect(bucketStart(new Date('2026-11-29T23:59:59Z'), 'week').toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
  it('month: 12 months across a year boundary', () => {
    const b = salesBuckets('month', now);
    expect(b.map((x) => x.label)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
  });
  it('report periods list every bucket, zero days included', () => {
    expect(periodBuckets({ from: '2026-02-27', to: '2026-03-02' }, 'day').map((b) => b.label)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(periodBuckets({ from: '2026-01-15', to: '2026-03-02' }, 'month').map((b) => b.label)).toEqual(['2026-01', '2026-02', '2026-03']);
    const r = reportRange({ from: '2026-03-01', to: '2026-03-01' });
    expect(r.end.getTime() - r.start.getTime()).toBe(86_400_000);
  });
});

describe('money', () => {
  it('converts through yuan and rounds to cents; unknown currencies give null', () => {
    const rates = effectiveRates([{ currency: 'eur', rate: '8' }]);
    expect(rates.EUR).toBe(8);
    expect(rates.USD).toBe(DEFAULT_EXCHANGE_RATES.USD);
    expect(convertAmount(10, 'EUR', 'CNY', rates)).toBe(80);
    expect(convertAmount(10, 'EUR', 'USD', { EUR: 8, USD: 7.1, CNY: 1 })).toBe(11.27);
    expect(convertAmount(10.005, 'USD', 'USD', rates)).toBe(10.01);
    expect(convertAmount(1, 'XXX', 'CNY', rates)).toBeNull();
    expect(convertAmount(1, 'CNY', 'XXX', rates)).toBeNull();
  });
  it('refund rate = refunded / (refunded + valid), 0 without products', () => {
    expect(refundRate(1, 3)).toBe(0.25);
    expect(refundRate(0, 0)).toBe(0);
    expect(refundRate(2, 0)).toBe(1);
  });
  it('platform fee: (sales + freight) × rate, or the fee included in the amounts', () => {
    expect(platformFee(100, 10, 0.15)).toBe(16.5);
    expect(platformFee(110, 0, 0.1, 'inclusive')).toBe(10);
  });
  it('percent shares add up to exactly 100', () => {
    const p = percentShares([1, 1, 1]);
    expect(p.reduce((s, v) => s + v, 0)).toBeCloseTo(100, 10);
    expect(p).toEqual([33.34, 33.33, 33.33]);
    expect(percentShares([0, 0])).toEqual([0, 0]);
    expect(percentShares([3, 1])).toEqual([75, 25]);
  });
});

describe('dashboard links', () => {
  const at = new Date('2026-11-24T12:00:00.500Z');
  it('unmatched links carry the cut-off in whole seconds, 12 h and 24 h before the request', () => {
    const l12 = dashboardLink('unmatchedOver12Hours', at);
    expect(l12).toEqual({
      path: '/orders',
      query: { otherRule: 'unmatched', condition: 'processing', status: 'processing', end_time_at: String(unmatchedCutoff(at, 12)) },
    });
    expect(Number(l12.query.end_time_at)).toBe(Date.parse('2026-11-24T00:00:00Z') / 1000);
    expect(Number(dashboardLink('unmatchedOver24Hours', at).query.end_time_at)).toBe(Date.parse('2026-11-23T12:00:00Z') / 1000);
  });
  it('each figure opens its list', () => {
    expect(dashboardLink('shopAuthFailed', at)).toEqual({ path: '/shops', query: { status: '4' } });
    expect(dashboardLink('collectException', at)).toEqual({ path: '/outboundScan', query: {}, collectStatus: -2 });
    expect(dashboardLink('tradebyteRefund', at)).toEqual({ path: '/tradebyteRefund', query: { status: '1' } });
    expect(dashboardLink('overseaCancel', at).query).toEqual({ otherRule: 'overseaCancelWarning' });
  });
});

describe('input rules', () => {
  it('report filter: dates, order, length, currency, choices', () => {
    expect(issues(salesReportFilterInput.safeParse({ from: '2026-01-01', to: '2026-01-31' }))).toEqual([]);
    expect(salesReportFilterInput.parse({ from: '2026-01-01', to: '2026-01-31', currency: 'usd' }).currency).toBe('USD');
    expect(issues(salesReportFilterInput.safeParse({ from: '2026-02-01', to: '2026-01-31' }))).toEqual(['to:report.toBeforeFrom']);
    expect(issues(salesReportFilterInput.safeParse({ from: '2025-01-01', to: '2026-01-02' }))).toEqual(['to:report.periodTooLong']);
    expect(issues(salesReportFilterInput.safeParse({ from: '2025-01-01', to: '2026-01-01' }))).toEqual([]);
    expect(issues(salesReportFilterInput.safeParse({ from: '2026-13-01', to: '2026-01-31' }))).toEqual(['from:report.dateInvalid']);
    expect(issues(salesReportFilterInput.safeParse({ from: '1/1/2026', to: '2026-01-31' }))).toEqual(['from:report.dateInvalid']);
    expect(issues(salesReportFilterInput.safeParse({ from: '2026-02-01', to: '2026-02-30' }))).toEqual(['to:report.dateInvalid']);
    expect(issues(salesReportFilterInput.safeParse({ from: '2026-01-01', to: '2026-01-31', currency: 'US' }))).toEqual(['currency:report.currencyInvalid']);
    expect(issues(salesReportFilterInput.safeParse({ from: '2026-01-01', to: '2026-01-31', granularity: 'hour' }))).toEqual([
      'granularity:report.granularityInvalid',
    ]);
    expect(issues(salesReportFilterInput.safeParse({ from: '2026-01-01', to: '2026-01-31', dimension: 'city' }))).toEqual([
      'dimension:report.dimensionInvalid',
    ]);
  });
  it('exchange rate: code, positive, at most 1e6, 6 decimals, yuan fixed at 1', () => {
    expect(exchangeRateInput.parse({ currency: ' usd ', rate: 7.123456 })).toEqual({ currency: 'USD', rate: 7.123456, modifier: '0' }); // issue 22 item 8: modifier defaults to 0
    expect(issues(exchangeRateInput.safeParse({ currency: 'US1', rate: 7 }))).toEqual(['currency:exchangeRate.currencyInvalid']);
    expect(issues(exchangeRateInput.safeParse({ currency: 'USD', rate: 0 }))).toEqual(['rate:exchangeRate.rateInvalid']);
    expect(issues(exchangeRateInput.safeParse({ currency: 'USD', rate: -1 }))).toEqual(['rate:exchangeRate.rateInvalid']);
    expect(issues(exchangeRateInput.safeParse({ currency: 'USD', rate: 1_000_001 }))).toEqual(['rate:exchangeRate.rateInvalid']);
    expect(issues(exchangeRateInput.safeParse({ currency: 'USD', rate: 7.1234567 }))).toEqual(['rate:exchangeRate.rateDecimals']);
    expect(issues(exchangeRateInput.safeParse({ currency: 'CNY', rate: 2 }))).toEqual(['rate:exchangeRate.baseFixed']);
    expect(issues(exchangeRateInput.safeParse({ currency: 'CNY', rate: 1 }))).toEqual([]);
  });
  it('handling returns: ids 1–100, known action, a remark to refuse', () => {
    expect(issues(tradebyteRefundHandleInput.safeParse({ ids: [1], action: 'refund' }))).toEqual([]);
    expect(issues(tradebyteRefundHandleInput.safeParse({ ids: [], action: 'refund' }))).toEqual(['ids:tradebyteRefund.tickAtLeastOne']);
    expect(issues(tradebyteRefundHandleInput.safeParse({ ids: Array.from({ length: 101 }, (_, i) => i + 1), action: 'refund' }))).toEqual([
      'ids:tradebyteRefund.batchTooMany',
    ]);
    expect(issues(tradebyteRefundHandleInput.safeParse({ ids: [1], action: 'ignore' }))).toEqual(['action:tradebyteRefund.actionInvalid']);
    expect(issues(tradebyteRefundHandleInput.safeParse({ ids: [1], action: 'refuse', remark: '  ' }))).toEqual(['remark:tradebyteRefund.remarkRequired']);
  });
});
