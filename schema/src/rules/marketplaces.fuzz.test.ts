// Properties of the per-shop order pull schedule: minutes between pulls, whole, 5..1440.
import { expect } from 'vitest';
import { ORDER_PULL_INTERVAL } from './marketplaces';
import { bool, brk, fc, fraction, fuzz, id, OMIT } from './fuzz.support';

fuzz('shopPullScheduleInput', {
  valid: fc.record({ shopId: id, intervalMinutes: fc.integer({ min: ORDER_PULL_INTERVAL.min, max: ORDER_PULL_INTERVAL.max }), enabled: bool }),
  accepts: (input, out) => expect(out).toEqual(input),
  breaks: [
    brk(
      'intervalMinutes',
      'marketplace.intervalRange',
      fc.oneof(
        fc.integer({ min: -10, max: ORDER_PULL_INTERVAL.min - 1 }),
        fc.integer({ min: ORDER_PULL_INTERVAL.max + 1, max: 1e6 }),
        fraction,
        fc.constant('30'),
      ),
    ),
    brk('enabled', 'validation.required', fc.oneof(fc.constant(OMIT as never), fc.constantFrom('true', 1, null))),
  ],
});
