// Marketplace order pulls (issue 6 point 1): the per-shop schedule. Shared so the schedule form
// checks exactly what the server checks.
import { z } from 'zod';

/** Minutes between scheduled pulls of one shop. */
export const ORDER_PULL_INTERVAL = { min: 5, max: 1440, default: 30 } as const;

const interval = z
  .number({ error: 'marketplace.intervalRange' })
  .int({ error: 'marketplace.intervalRange' })
  .min(ORDER_PULL_INTERVAL.min, { error: 'marketplace.intervalRange' })
  .max(ORDER_PULL_INTERVAL.max, { error: 'marketplace.intervalRange' });

export const shopPullScheduleInput = z.object({
  shopId: z.number().int().positive(),
  intervalMinutes: interval,
  enabled: z.boolean({ error: 'validation.required' }),
});
