// Reply templates' variables, the auto-reply rule input and the auto-reply decision (issue 21 items
// 4, 5; spec 02 §9 'Auto-reply once per 24 hours per session') with hand-picked times.
import { describe, expect, it } from 'vitest';
import { autoReplyFor, autoReplyRuleInput, fillReplyTemplate, localWeekdayMinute, unknownReplyVariables, type AutoReplyRule } from './index';

describe('fillReplyTemplate', () => {
  it('fills the known variables and trims their values', () => {
    expect(
      fillReplyTemplate('Hi {buyerName}, order {orderNumber} ships as {trackingNumber}. {shopName}', {
        buyerName: ' Anna ',
        orderNumber: 'SO-1',
        trackingNumber: 'YT9',
        shopName: 'Demo DE',
      }),
    ).toBe('Hi Anna, order SO-1 ships as YT9. Demo DE');
  });
  it('leaves unknown variables visible and empties missing values', () => {
    expect(fillReplyTemplate('Dear {buyerName}, {orderNumber}|{coupon}|{buyername}', { buyerName: 'Li', orderNumber: null })).toBe(
      'Dear Li, |{coupon}|{buyername}',
    );
    expect(fillReplyTemplate('{trackingNumber}{trackingNumber}', {})).toBe('');
    expect(fillReplyTemplate('no variables { here }', { buyerName: 'x' })).toBe('no variables { here }');
  });
  it('lists unknown variables once each', () => {
    expect(unknownReplyVariables('{a} {buyerName} {b} {a}')).toEqual(['a', 'b']);
  });
});

const rule = (over: Partial<AutoReplyRule> = {}): AutoReplyRule => ({
  id: 1,
  enabled: true,
  priority: 0,
  platformTypes: [],
  shopIds: [],
  keywords: [],
  outsideWorkingHours: false,
  workStart: '09:00',
  workEnd: '18:00',
  workDays: [1, 2, 3, 4, 5],
  ...over,
});
const msg = { platformType: 1, shopId: 7, text: 'Where is my PARCEL?' };
// 2026-01-14 is a Wednesday. Shanghai is UTC+8 (no DST).
const at = (iso: string) => new Date(iso);
const ctx = (receivedAt: string, lastAutoReplyAt: string | null = null, timeZone = 'Asia/Shanghai') => ({
  receivedAt: at(receivedAt),
  lastAutoReplyAt: lastAutoReplyAt ? at(lastAutoReplyAt) : null,
  timeZone,
});

describe('autoReplyFor', () => {
  it('matches marketplace, shop and any keyword (ignoring case)', () => {
    const r = rule({ platformTypes: [1, 9], shopIds: [7], keywords: ['refund', 'parcel'] });
    expect(autoReplyFor([r], msg, ctx('2026-01-14T02:00:00Z'))).toBe(r);
    expect(autoReplyFor([r], { ...msg, platformType: 2 }, ctx('2026-01-14T02:00:00Z'))).toBeNull();
    expect(autoReplyFor([r], { ...msg, shopId: 8 }, ctx('2026-01-14T02:00:00Z'))).toBeNull();
    expect(autoReplyFor([r], { ...msg, text: 'Thanks!' }, ctx('2026-01-14T02:00:00Z'))).toBeNull();
  });

  it('skips disabled rules and takes the highest priority, then the lowest id', () => {
    const low = rule({ id: 1, platformTypes: [1], priority: 1 });
    const high = rule({ id: 5, platformTypes: [1], priority: 9 });
    const tie = rule({ id: 3, platformTypes: [1], priority: 9 });
    const off = rule({ id: 2, platformTypes: [1], priority: 99, enabled: false });
    expect(autoReplyFor([low, high, tie, off], msg, ctx('2026-01-14T02:00:00Z'))).toBe(tie);
    expect(autoReplyFor([off], msg, ctx('2026-01-14T02:00:00Z'))).toBeNull();
  });

  it('a stored rule without any condition never fires', () => {
    expect(autoReplyFor([rule()], msg, ctx('2026-01-14T02:00:00Z'))).toBeNull();
  });

  it('at most once per 24 hours per conversation: 23:59:59 later no, exactly 24 hours later yes', () => {
    const r = rule({ platformTypes: [1] });
    const last = '2026-01-14T02:00:00Z';
    expect(autoReplyFor([r], msg, ctx('2026-01-14T02:00:01Z', last))).toBeNull();
    expect(autoReplyFor([r], msg, ctx('2026-01-15T01:59:59.999Z', last))).toBeNull();
    expect(autoReplyFor([r], msg, ctx('2026-01-15T02:00:00Z', last))).toBe(r);
    expect(autoReplyFor([r], msg, ctx('2026-01-16T08:00:00Z', last))).toBe(r);
    // a message older than the last auto-reply (processed late) gets none
    expect(autoReplyFor([r], msg, ctx('2026-01-14T01:00:00Z', last))).toBeNull();
  });

  it('outside working hours: the window start is inside, the end is outside, in the company time zone', () => {
    const r = rule({ outsideWorkingHours: true, workStart: '09:00', workEnd: '18:00', workDays: [1, 2, 3, 4, 5] });
    // Wednesday 08:59 Shanghai (00:59Z) is outside; 09:00 (01:00Z) is inside; 17:59 inside; 18:00 outside
    expect(autoReplyFor([r], msg, ctx('2026-01-14T00:59:00Z'))).toBe(r);
    expect(autoReplyFor([r], msg, ctx('2026-01-14T01:00:00Z'))).toBeNull();
    expect(autoReplyFor([r], msg, ctx('2026-01-14T09:59:00Z'))).toBeNull();
    expect(autoReplyFor([r], msg, ctx('2026-01-14T10:00:00Z'))).toBe(r);
    // Saturday noon Shanghai (2026-01-17 04:00Z): not a working day
    expect(autoReplyFor([r], msg, ctx('2026-01-17T04:00:00Z'))).toBe(r);
    // the same instant is Wednesday 10:00 in Shanghai but Tuesday 21:00 in New York (outside there)
    expect(autoReplyFor([r], msg, ctx('2026-01-14T02:00:00Z'))).toBeNull();
    expect(autoReplyFor([r], msg, ctx('2026-01-14T02:00:00Z', null, 'America/New_York'))).toBe(r);
    // Sunday 23:30 Shanghai = Sunday 15:30Z: Sunday not a working day
    expect(localWeekdayMinute(at('2026-01-18T15:30:00Z'), 'Asia/Shanghai')).toEqual({ weekday: 7, minute: 23 * 60 + 30 });
    expect(autoReplyFor([r], msg, ctx('2026-01-18T15:30:00Z'))).toBe(r);
  });

  it('follows summer time (Berlin, last Sunday of March)', () => {
    const r = rule({ outsideWorkingHours: true, workStart: '09:00', workEnd: '17:00', workDays: [1, 2, 3, 4, 5, 6, 7] });
    // 2026-03-30 (Monday, CEST UTC+2): 07:30Z is 09:30 local: inside; in winter 07:30Z would be 08:30: outside
    expect(autoReplyFor([r], msg, ctx('2026-03-30T07:30:00Z', null, 'Europe/Berlin'))).toBeNull();
    expect(autoReplyFor([r], msg, ctx('2026-03-27T07:30:00Z', null, 'Europe/Berlin'))).toBe(r);
  });

  it('combines conditions: all set ones must hold', () => {
    const r = rule({ platformTypes: [1], keywords: ['parcel'], outsideWorkingHours: true });
    expect(autoReplyFor([r], msg, ctx('2026-01-14T12:00:00Z'))).toBe(r); // 20:00 local
    expect(autoReplyFor([r], msg, ctx('2026-01-14T03:00:00Z'))).toBeNull(); // 11:00 local
    expect(autoReplyFor([r], { ...msg, text: 'hello' }, ctx('2026-01-14T12:00:00Z'))).toBeNull();
  });
});

describe('autoReplyRuleInput', () => {
  const good = { name: 'Night', outsideWorkingHours: true, content: 'Hi {buyerName}, we reply tomorrow.' };
  const issues = (v: unknown) => autoReplyRuleInput.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]);
  it('accepts a rule with defaults and normalises keywords and days', () => {
    expect(autoReplyRuleInput.parse({ ...good, keywords: [' refund ', '', 'refund'], workDays: [5, 1, 5] })).toMatchObject({
      keywords: ['refund'],
      workDays: [1, 5],
      workStart: '09:00',
      workEnd: '18:00',
      enabled: true,
      priority: 0,
    });
  });
  it('refuses empty content, no condition, a bad hours window, no working day', () => {
    expect(issues({ ...good, content: '  ' })).toEqual([['content', 'replies.contentRequired']]);
    expect(issues({ name: 'x', content: 'y' })).toEqual([['conditions', 'replies.conditionRequired']]);
    expect(issues({ name: 'x', content: 'y', keywords: ['  '] })).toEqual([['conditions', 'replies.conditionRequired']]);
    expect(issues({ ...good, workStart: '18:00', workEnd: '09:00' })).toEqual([['workEnd', 'replies.hoursOrder']]);
    expect(issues({ ...good, workStart: '09:00', workEnd: '09:00' })).toEqual([['workEnd', 'replies.hoursOrder']]);
    expect(issues({ ...good, workStart: '25:00' })).toEqual([['workStart', 'replies.timeInvalid']]);
    expect(issues({ ...good, workDays: [] })).toEqual([['workDays', 'replies.workDaysRequired']]);
    expect(issues({ ...good, workDays: [0] })).toEqual([['workDays.0', 'replies.workDaysInvalid']]);
    // the window is only checked when the condition is on
    expect(issues({ name: 'x', content: 'y', platformTypes: [1], workStart: '18:00', workEnd: '09:00' })).toBeUndefined();
  });
});
