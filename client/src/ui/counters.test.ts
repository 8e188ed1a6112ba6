import { describe, expect, it } from 'vitest';
import { formatBadge } from './counters';

describe('formatBadge (spec 01 §9: badges cap at 99+)', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%s → %j', (n, expected) => {
    expect(formatBadge(n)).toBe(expected);
  });
});
