// Properties of the API client input rule (issue 17): a name, at least one scope, optional shops.
import { expect } from 'vitest';
import {
  API_CLIENT_BUCKET_SIZE_MAX,
  API_CLIENT_BUCKET_SIZE_MIN,
  API_CLIENT_NAME_MAX,
  API_CLIENT_RESTORE_RATE_MAX,
  API_CLIENT_RESTORE_RATE_MIN,
} from './api-clients';
import { blank, brk, fc, fuzz, ids, OMIT, rel, reqText, tooLong } from './fuzz.support';

const scope = fc.stringMatching(/^[a-z]{1,10}(\.[a-z]{1,10})?$/);

fuzz('apiClientInput', {
  valid: fc.record(
    { name: reqText(API_CLIENT_NAME_MAX), scopes: fc.array(scope, { minLength: 1, maxLength: 30 }), shopIds: ids(0, 20) },
    { requiredKeys: ['name', 'scopes'] },
  ),
  accepts: (input, out) => {
    expect(out.name).toBe(input.name.trim());
    expect(out.scopes).toEqual(input.scopes);
    expect(out.shopIds).toEqual(input.shopIds ?? []);
  },
  breaks: [
    brk('name', 'validation.required', blank),
    brk('name', 'validation.required', OMIT),
    brk('name', 'validation.tooLong', tooLong(API_CLIENT_NAME_MAX)),
    brk('scopes', 'apiClient.scopesRequired', fc.constant([])),
    brk('scopes', 'apiClient.scopesRequired', OMIT),
    brk('scopes.0', 'apiClient.unknownScope', fc.constant(''), { field: 'scopes' }),
    brk(
      'shopIds',
      'validation.integerIds',
      fc.integer({ min: -1000, max: 0 }).map((n) => [n]),
    ),
  ],
});

// Budget bounds: whole numbers within range, the restore rate never above the bucket size.
const budget = fc.integer({ min: API_CLIENT_BUCKET_SIZE_MIN, max: API_CLIENT_BUCKET_SIZE_MAX }).chain((bucketSize) =>
  fc.record({
    bucketSize: fc.constant(bucketSize),
    restoreRate: fc.integer({ min: API_CLIENT_RESTORE_RATE_MIN, max: Math.min(API_CLIENT_RESTORE_RATE_MAX, bucketSize) }),
  }),
);

fuzz('apiClientBudgetInput', {
  valid: budget,
  accepts: (input, out) => expect(out).toEqual(input),
  breaks: [
    brk('bucketSize', 'apiClient.bucketSizeRange', fc.integer({ min: -1000, max: API_CLIENT_BUCKET_SIZE_MIN - 1 }), { loose: true }),
    brk('bucketSize', 'apiClient.bucketSizeRange', fc.integer({ min: API_CLIENT_BUCKET_SIZE_MAX + 1, max: 10 ** 9 }), { loose: true }),
    brk('bucketSize', 'apiClient.bucketSizeRange', fc.double({ min: 60, max: 1000, noInteger: true }), { loose: true }),
    brk('bucketSize', 'apiClient.bucketSizeRange', OMIT, { loose: true }),
    brk('restoreRate', 'apiClient.restoreRateRange', fc.integer({ min: -1000, max: 0 })),
    brk('restoreRate', 'apiClient.restoreRateRange', fc.integer({ min: API_CLIENT_RESTORE_RATE_MAX + 1, max: 10 ** 6 }), { loose: true }),
    brk('restoreRate', 'apiClient.restoreRateRange', fc.string(), { loose: true }),
    rel('restoreRate', 'apiClient.restoreRateOverSize', (v: { bucketSize: number }) =>
      fc.constant({
        bucketSize: Math.min(v.bucketSize, API_CLIENT_RESTORE_RATE_MAX - 1),
        restoreRate: Math.min(v.bucketSize, API_CLIENT_RESTORE_RATE_MAX - 1) + 1,
      }),
    ),
  ],
});
