import { describe, expect, it } from 'vitest';
import { buyerReplyDeadline, minutesLeft, radarUrgency } from './index';

const now = new Date('2026-11-28T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('the deadline radar rules', () => {
  it('grades a deadline: passed, within 4 hours (inclusive), within 24 hours (inclusive), later', () => {
    expect(radarUrgency(at('2026-11-28T11:59:59Z'), now)).toBe('overdue');
    expect(radarUrgency(now, now)).toBe('hours4');
    expect(radarUrgency(at('2026-11-28T16:00:00Z'), now)).toBe('hours4');
    expect(radarUrgency(at('2026-11-28T16:00:01Z'), now)).toBe('hours24');
    expect(radarUrgency(at('2026-11-29T12:00:00Z'), now)).toBe('hours24');
    expect(radarUrgency(at('2026-11-29T12:00:01Z'), now)).toBe('later');
  });
  it('counts minutes left towards the past', () => {
    expect(minutesLeft(at('2026-11-28T12:01:30Z'), now)).toBe(1);
    expect(minutesLeft(at('2026-11-28T11:59:30Z'), now)).toBe(-1);
    expect(minutesLeft(at('2026-11-28T10:00:00Z'), now)).toBe(-120);
  });
  it('gives a buyer message 24 hours from the first unanswered one', () => {
    expect(buyerReplyDeadline(at('2026-11-27T13:15:00Z')).toISOString()).toBe('2026-11-28T13:15:00.000Z');
  });
});
