// Customer-service report rules (issue 21 item 7): waits, first-response times and the reply
// rates at 3 minutes and 24 hours, with hand-computed figures.
import { describe, expect, it } from 'vitest';
import { buyerWaits, csMedian, csReportRange, customerServiceReportFilterInput, replyFigures, type CsMessage } from './index';

const T0 = Date.parse('2026-03-01T10:00:00Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000);
const buyer = (s: number): CsMessage => ({ type: 1, msgTime: at(s) });
const seller = (s: number, userId: number | null = 7): CsMessage => ({ type: 2, msgTime: at(s), userId });

describe('buyerWaits', () => {
  it('a run of buyer messages is one wait, answered by the next seller message', () => {
    const w = buyerWaits([buyer(0), buyer(30), buyer(100), seller(150, 3), seller(200, 4)]);
    expect(w).toEqual([{ askedAt: at(0), messages: 3, answeredAt: at(150), responderId: 3, responseSeconds: 150 }]);
  });
  it('ignores seller messages before any buyer message and between answered waits', () => {
    const w = buyerWaits([seller(0), seller(10), buyer(60), seller(120, 5), seller(130, 6), buyer(1000), seller(1600, null)]);
    expect(w.map((x) => [x.askedAt.getTime() - T0, x.responseSeconds, x.responderId])).toEqual([
      [60_000, 60, 5],
      [1_000_000, 600, null],
    ]);
  });
  it('leaves the last wait open without a reply', () => {
    const w = buyerWaits([buyer(0), seller(10), buyer(20), buyer(40)]);
    expect(w).toHaveLength(2);
    expect(w[1]).toEqual({ askedAt: at(20), messages: 2, answeredAt: null, responderId: null, responseSeconds: null });
  });
  it('no messages, no waits; only seller messages, no waits', () => {
    expect(buyerWaits([])).toEqual([]);
    expect(buyerWaits([seller(0), seller(5)])).toEqual([]);
  });
});

describe('replyFigures', () => {
  it('counts exactly 3:00 within 3 minutes and exactly 24 h within 24 hours', () => {
    const waits = [
      ...buyerWaits([buyer(0), seller(180)]), // 3:00 → both
      ...buyerWaits([buyer(0), seller(181)]), // 3:01 → 24 h only
      ...buyerWaits([buyer(0), seller(86_400)]), // 24:00:00 → 24 h only
      ...buyerWaits([buyer(0), seller(86_401)]), // answered, too late for both
      ...buyerWaits([buyer(0), buyer(5)]), // unanswered
    ];
    expect(replyFigures(waits)).toEqual({
      received: 5,
      buyerMessages: 6,
      answered: 4,
      answeredIn3Minutes: 1,
      answeredIn24Hours: 3,
      rate3Minutes: 20,
      rate24Hours: 60,
      // seconds 180, 181, 86400, 86401 → median (181 + 86400) / 2 = 43290.5 s = 721.508… min
      medianFirstResponseMinutes: 721.51,
      unanswered: 1,
    });
  });
  it('rounds rates to two decimals; odd count takes the middle', () => {
    const waits = [...buyerWaits([buyer(0), seller(60)]), ...buyerWaits([buyer(0), seller(600)]), ...buyerWaits([buyer(0)])];
    const f = replyFigures(waits);
    expect(f.rate3Minutes).toBe(33.33); // 1 / 3
    expect(f.rate24Hours).toBe(66.67); // 2 / 3
    expect(f.medianFirstResponseMinutes).toBe(5.5); // (1 + 10) / 2
    expect(csMedian([3, 1, 2])).toBe(2);
  });
  it('nothing received: zero counts and no rates', () => {
    expect(replyFigures([])).toEqual({
      received: 0,
      buyerMessages: 0,
      answered: 0,
      answeredIn3Minutes: 0,
      answeredIn24Hours: 0,
      rate3Minutes: null,
      rate24Hours: null,
      medianFirstResponseMinutes: null,
      unanswered: 0,
    });
  });
});

describe('customerServiceReportFilterInput', () => {
  const issues = (v: unknown) => {
    const r = customerServiceReportFilterInput.safeParse(v);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };
  it('takes a period of up to 366 days', () => {
    expect(issues({ from: '2025-01-01', to: '2026-01-01' })).toEqual([]);
    expect(issues({ from: '2026-03-01', to: '2026-03-01', shopIds: [1, 2], platformType: 1 })).toEqual([]);
  });
  it('refuses a longer period, an end before the start and impossible dates', () => {
    expect(issues({ from: '2025-01-01', to: '2026-01-02' })).toEqual(['customerService.periodTooLong']);
    expect(issues({ from: '2026-03-02', to: '2026-03-01' })).toEqual(['customerService.toBeforeFrom']);
    expect(issues({ from: '2026-02-30', to: '2026-03-01' })).toEqual(['customerService.dateInvalid']);
    expect(issues({ from: '1.3.2026', to: '2026-03-01' })).toEqual(['customerService.dateInvalid']);
  });
  it('the range is whole UTC days, the end excluded', () => {
    expect(csReportRange({ from: '2026-03-01', to: '2026-03-02' })).toEqual({
      start: new Date('2026-03-01T00:00:00Z'),
      end: new Date('2026-03-03T00:00:00Z'),
    });
  });
});
