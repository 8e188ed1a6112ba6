// Properties of the publication statistics filter (issue 24 item 8; schema/src/publication-stats):
// UTC days, from not after to, at most PUBLICATION_STATS_MAX_DAYS days; grouping, shops and platform optional.
import { expect } from 'vitest';
import { PUBLICATION_GROUPS, PUBLICATION_STATS_MAX_DAYS } from '../publication-stats/index';
import { brk, fc, fuzz, id, ids, rel } from './fuzz.support';

const DAY = 86_400_000;
const day0 = Date.UTC(2015, 0, 1);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const period = fc
  .tuple(fc.nat(5000), fc.integer({ min: 1, max: PUBLICATION_STATS_MAX_DAYS }))
  .map(([start, len]) => ({ from: iso(day0 + start * DAY), to: iso(day0 + (start + len - 1) * DAY) }));

fuzz('publicationStatsFilterInput', {
  valid: fc
    .record(
      { period, groupBy: fc.constantFrom(...PUBLICATION_GROUPS), shopIds: fc.option(ids(0, 5), { nil: null }), platformType: fc.option(id, { nil: null }) },
      { requiredKeys: ['period'] },
    )
    .map(({ period: p, ...f }) => ({ ...p, ...f })),
  accepts: (i, o) => {
    expect(o.from).toBe(i.from);
    expect(o.to).toBe(i.to);
    expect(o.groupBy).toBe(i.groupBy ?? 'staff');
    expect(o.shopIds ?? null).toEqual(i.shopIds ?? null);
  },
  breaks: [
    rel('to', 'report.toBeforeFrom', (v) => fc.integer({ min: 1, max: 400 }).map((d) => ({ ...v, to: iso(Date.parse(v.from) - d * DAY) })), {
      rule: 'reversed',
    }),
    rel(
      'to',
      'report.periodTooLong',
      (v) => fc.integer({ min: PUBLICATION_STATS_MAX_DAYS, max: 3000 }).map((d) => ({ ...v, to: iso(Date.parse(v.from) + d * DAY) })),
      { rule: `over ${PUBLICATION_STATS_MAX_DAYS} days:` },
    ),
    brk('from', 'report.dateInvalid', fc.constantFrom('2024-02-30', '2023-02-29', '2024-13-01', '2024/01/01', '20240101'), { loose: true }),
    brk('to', 'report.dateInvalid', fc.constantFrom('2024-04-31', 'today')),
    brk('groupBy', 'report.groupByInvalid', fc.constantFrom('day', 'user', '')),
    brk('from', 'validation.required', fc.constant(undefined)),
  ],
});
