import { describe, expect, it } from 'vitest';
import { addPublications, publicationFigures, publicationStatsFilterInput } from './index';

const issues = (raw: unknown) => {
  const r = publicationStatsFilterInput.safeParse(raw);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('publication statistics rules', () => {
  it('rates the answered attempts, two decimals, null when none was answered', () => {
    expect(publicationFigures({ created: 5, submitted: 4, published: 2, failed: 1 }).successRate).toBe(66.67);
    expect(publicationFigures({ created: 5, submitted: 2, published: 0, failed: 0 }).successRate).toBeNull();
    expect(publicationFigures({ created: 0, submitted: 1, published: 0, failed: 1 }).successRate).toBe(0);
  });

  it('adds rows up', () => {
    expect(
      addPublications([
        { created: 1, submitted: 2, published: 1, failed: 1 },
        { created: 3, submitted: 0, published: 0, failed: 0 },
      ]),
    ).toEqual({ created: 4, submitted: 2, published: 1, failed: 1 });
  });

  it('takes a period of real days, in order, at most 366 days, and a known grouping', () => {
    expect(issues({ from: '2026-11-01', to: '2026-11-29' })).toEqual([]);
    expect(publicationStatsFilterInput.parse({ from: '2026-11-01', to: '2026-11-29' }).groupBy).toBe('staff');
    expect(issues({ from: '2026-02-30', to: '2026-03-01' })).toEqual(['from:report.dateInvalid']);
    expect(issues({ from: '2026/11/01', to: '2026-11-29' })).toEqual(['from:report.dateInvalid']);
    expect(issues({ from: '2026-11-29', to: '2026-11-01' })).toEqual(['to:report.toBeforeFrom']);
    expect(issues({ from: '2025-01-01', to: '2026-11-29' })).toEqual(['to:report.periodTooLong']);
    expect(issues({ from: '2026-11-01', to: '2026-11-29', groupBy: 'day' })).toEqual(['groupBy:report.groupByInvalid']);
    expect(issues({ from: '2026-11-01', to: '2026-11-29', shopIds: [0] })).toEqual(['shopIds.0:publicationStats.shopNotFound']);
    expect(issues({ from: '2026-11-01', to: '2026-11-29', platformType: -1 })).toEqual(['platformType:publicationStats.platformTypeInvalid']);
  });
});
