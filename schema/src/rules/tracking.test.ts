import { describe, expect, it } from 'vitest';
import { percentileNearestRank, trackingRecordInput, transitBucket, transitBuckets, transitDaysBetween, transitStats } from './tracking';
import { toFieldIssues } from './validation';

const issues = (r: { success: boolean; error?: any }) => (r.success ? [] : toFieldIssues(r.error).map((i) => `${i.field}:${i.messageId}`));

describe('transit buckets', () => {
  it('puts each upper edge in the lower bucket (3 days is 1–3)', () => {
    expect(transitBucket(0)).toBe('d0_1');
    expect(transitBucket(1)).toBe('d0_1');
    expect(transitBucket(1.01)).toBe('d1_3');
    expect(transitBucket(3)).toBe('d1_3');
    expect(transitBucket(3.5)).toBe('d3_7');
    expect(transitBucket(7)).toBe('d3_7');
    expect(transitBucket(10)).toBe('d7_10');
    expect(transitBucket(15)).toBe('d10_15');
    expect(transitBucket(30)).toBe('d15_30');
    expect(transitBucket(30.01)).toBe('d30_');
    expect(transitBucket(-0.5)).toBe('d0_1');
  });

  it('counts every bucket in order, zeros included', () => {
    expect(transitBuckets([0.5, 2, 3, 8, 40, 41])).toEqual([
      { key: 'd0_1', count: 1 },
      { key: 'd1_3', count: 2 },
      { key: 'd3_7', count: 0 },
      { key: 'd7_10', count: 1 },
      { key: 'd10_15', count: 0 },
      { key: 'd15_30', count: 0 },
      { key: 'd30_', count: 2 },
    ]);
    expect(transitBuckets([]).every((b) => b.count === 0)).toBe(true);
  });
});

describe('nearest-rank percentile', () => {
  it('takes the value at rank ceil(p/100 × n)', () => {
    const ten = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];
    expect(percentileNearestRank(ten, 90)).toBe(9); // rank 9
    expect(percentileNearestRank(ten, 95)).toBe(10); // rank ceil(9.5) = 10
    expect(percentileNearestRank(ten, 100)).toBe(10);
    expect(percentileNearestRank(ten, 50)).toBe(5);
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentileNearestRank(hundred, 90)).toBe(90);
    expect(percentileNearestRank(hundred, 95)).toBe(95);
    expect(percentileNearestRank([4.5], 90)).toBe(4.5);
    expect(percentileNearestRank([], 90)).toBeNull();
    expect(() => percentileNearestRank([1], 0)).toThrow(RangeError);
  });

  it('returns only values that occurred (no interpolation)', () => {
    expect(percentileNearestRank([1, 100], 90)).toBe(100);
    expect(percentileNearestRank([1, 2, 3], 95)).toBe(3);
  });
});

describe('transit stats', () => {
  it('sums up a group', () => {
    const s = transitStats([2, 4, 6]);
    expect(s).toMatchObject({ count: 3, p90: 6, p95: 6, average: 4 });
    expect(transitStats([])).toMatchObject({ count: 0, p90: null, p95: null, average: null });
  });

  it('measures days between two instants to 2 decimals', () => {
    expect(transitDaysBetween(new Date('2026-01-01T00:00:00Z'), new Date('2026-01-04T12:00:00Z'))).toBe(3.5);
  });
});

describe('tracking record input', () => {
  it('requires a tracking number of letters, digits and hyphens', () => {
    expect(issues(trackingRecordInput.safeParse({ trackingNo: '  ' }))).toEqual(['trackingNo:tracking.numberRequired']);
    expect(issues(trackingRecordInput.safeParse({}))).toEqual(['trackingNo:tracking.numberRequired']);
    expect(issues(trackingRecordInput.safeParse({ trackingNo: 'AB 12' }))).toEqual(['trackingNo:tracking.numberInvalid']);
    expect(trackingRecordInput.parse({ trackingNo: ' YT123 ', country: 'us' })).toMatchObject({ trackingNo: 'YT123', country: 'US', autoTrack: true });
  });
});
