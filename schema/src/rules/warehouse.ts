// Warehouse-domain rules missing from rules/inventory.ts (issue 5, engineer I2): batch creation of
// location codes. Shared so the form previews exactly what the server creates.
import { z } from 'zod';
import { LOCATION_CODE_PATTERN } from './inventory';

/** At most this many locations in one range. */
export const LOCATION_BATCH_MAX = 500;

export interface LocationRange {
  prefix: string;
  suffix: string;
  from: number;
  to: number;
  digits: number;
}

/** prefix + from…to padded to `digits` + suffix: A-01 … A-20. */
export function locationCodes(b: LocationRange): string[] {
  const out: string[] = [];
  for (let n = b.from; n <= b.to; n++) out.push(`${b.prefix}${String(n).padStart(b.digits, '0')}${b.suffix}`);
  return out;
}

const whole = z
  .number({ error: 'inventory.nonNegativeInteger' })
  .int({ error: 'inventory.nonNegativeInteger' })
  .min(0, { error: 'inventory.nonNegativeInteger' });

export const locationBatchInput = z
  .object({
    warehouseId: z
      .number({ error: 'inventory.selectWarehouseFirst' })
      .int({ error: 'inventory.selectWarehouseFirst' })
      .positive({ error: 'inventory.selectWarehouseFirst' }),
    prefix: z.string().trim().max(20, { error: 'validation.tooLong' }).default(''),
    suffix: z.string().trim().max(10, { error: 'validation.tooLong' }).default(''),
    from: whole,
    to: whole,
    digits: z
      .number({ error: 'inventory.nonNegativeInteger' })
      .int({ error: 'inventory.nonNegativeInteger' })
      .min(1, { error: 'inventory.nonNegativeInteger' })
      .max(6, { error: 'inventory.nonNegativeInteger' })
      .default(2),
    zone: z.string().trim().max(30, { error: 'validation.tooLong' }).default(''),
    remark: z.string().trim().max(200, { error: 'validation.tooLong' }).default(''),
  })
  .superRefine((b, ctx) => {
    // Field issues do not stop this check; a digits value out of range is reported already and
    // would make the code preview below a string of millions of zeros.
    if (!(b.digits >= 1 && b.digits <= 6)) return;
    if (b.to < b.from || b.to - b.from + 1 > LOCATION_BATCH_MAX) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'warehouse.locationRange' });
      return;
    }
    // every code of the range follows the location code pattern (checking the longest is enough)
    if (!LOCATION_CODE_PATTERN.test(locationCodes({ ...b, from: b.to })[0] ?? ''))
      ctx.addIssue({ code: 'custom', path: ['prefix'], message: 'inventory.locationCode' });
  });
export type LocationBatchInput = z.infer<typeof locationBatchInput>;
