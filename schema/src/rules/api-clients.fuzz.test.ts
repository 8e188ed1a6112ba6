// Properties of the API client input rule (issue 17): a name, at least one scope, optional shops.
import { expect } from 'vitest';
import { API_CLIENT_NAME_MAX } from './api-clients';
import { blank, brk, fc, fuzz, ids, OMIT, reqText, tooLong } from './fuzz.support';

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
