import { describe, expect, it } from 'vitest';
import { activeLinkKeys, parseEndTime, parseLinkFilters, withoutKey } from './urlFilters';

describe('dashboard link filters', () => {
  it('reads status, otherRule, condition and end_time_at; ignores unknown values', () => {
    const p = new URLSearchParams('status=processing&otherRule=unmatched&condition=processing&end_time_at=1763625600');
    expect(parseLinkFilters(p)).toEqual({ status: 'processing', otherRule: 'unmatched', condition: 'processing', endTimeAt: '2025-11-20T08:00:00.000Z' });
    expect(activeLinkKeys(parseLinkFilters(p))).toEqual(['status', 'otherRule', 'condition', 'end_time_at']);
    expect(parseLinkFilters(new URLSearchParams('status=nope&otherRule=x&end_time_at=soon'))).toEqual({});
    expect(withoutKey(p, 'otherRule').toString()).toBe('status=processing&condition=processing&end_time_at=1763625600');
  });

  it('takes end_time_at as unix seconds, milliseconds or a date text', () => {
    expect(parseEndTime('1763625600')).toBe('2025-11-20T08:00:00.000Z');
    expect(parseEndTime('1763625600000')).toBe('2025-11-20T08:00:00.000Z');
    expect(parseEndTime('2025-11-20T08:00:00Z')).toBe('2025-11-20T08:00:00.000Z');
    expect(parseEndTime('2025-11-20 08:00:00')).toBe(new Date(2025, 10, 20, 8, 0, 0).toISOString());
    expect(parseEndTime('')).toBeUndefined();
    expect(parseEndTime(null)).toBeUndefined();
  });
});
