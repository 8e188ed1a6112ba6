import { describe, expect, it } from 'vitest';
import { LOCATION_BATCH_MAX, locationBatchInput, locationCodes } from './warehouse';

describe('location ranges', () => {
  it('pads the numbers and keeps prefix and suffix', () => {
    expect(locationCodes({ prefix: 'A-', suffix: '', from: 1, to: 3, digits: 2 })).toEqual(['A-01', 'A-02', 'A-03']);
    expect(locationCodes({ prefix: 'R', suffix: '-L', from: 9, to: 10, digits: 1 })).toEqual(['R9-L', 'R10-L']);
  });

  it('refuses a backwards or oversized range and codes the pattern does not allow', () => {
    const base = { warehouseId: 1, prefix: 'A-', from: 1, to: 20 };
    expect(locationBatchInput.safeParse(base).success).toBe(true);
    const issue = (v: object) => {
      const r = locationBatchInput.safeParse({ ...base, ...v });
      return r.success ? null : r.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(issue({ from: 5, to: 1 })).toEqual([['to', 'warehouse.locationRange']]);
    expect(issue({ to: LOCATION_BATCH_MAX + 1 })).toEqual([['to', 'warehouse.locationRange']]);
    expect(issue({ prefix: 'A 1' })).toEqual([['prefix', 'inventory.locationCode']]);
    expect(issue({ warehouseId: undefined })).toEqual([['warehouseId', 'inventory.selectWarehouseFirst']]);
  });
});
