// Properties of the overseas warehouse rules (issue 23 slice 1; schema/src/overseas): an
// authorization's provider, name and credentials, and a provider warehouse binding.
import { expect } from 'vitest';
import { OVERSEAS_PROVIDERS } from '../overseas/index';
import { blank, brk, fc, fuzz, id, reqText, tooLong } from './fuzz.support';

const credential = fc.stringMatching(/^[\x21-\x7e]{1,40}$/);
const spaced = fc.stringMatching(/^[a-z]{1,5} [a-z]{1,5}$/);

fuzz('overseasAuthInput', {
  valid: fc.record({ provider: fc.constantFrom(...OVERSEAS_PROVIDERS), name: reqText(50), appKey: credential, appSecret: credential }),
  accepts: (input, out) => {
    expect(out.name).toBe(input.name.trim());
    expect(out.appKey).toBe(input.appKey);
  },
  breaks: [
    brk('provider', 'overseas.providerInvalid', fc.constantFrom('amazon', '', 'GOODCANG')),
    brk('name', 'validation.required', blank),
    brk('name', 'validation.tooLong', tooLong(50)),
    brk('appKey', 'overseas.credentialChars', spaced),
    brk('appSecret', 'validation.required', blank),
  ],
});

fuzz('overseasAuthUpdateInput', {
  valid: fc.record({ name: reqText(50), appKey: fc.oneof(fc.constant(''), credential), appSecret: fc.oneof(fc.constant(''), credential) }),
  accepts: (input, out) => {
    expect(out.appKey).toBe(input.appKey);
    expect(out.appSecret).toBe(input.appSecret);
  },
  breaks: [brk('name', 'validation.required', blank), brk('appSecret', 'overseas.credentialChars', spaced)],
});

fuzz('overseasWarehouseBindInput', {
  valid: fc.record({ providerWarehouseId: id, warehouseId: fc.oneof(id, fc.constant(null)) }),
  accepts: (input, out) => expect(out.warehouseId).toBe(input.warehouseId),
  breaks: [
    brk('providerWarehouseId', 'validation.positiveId', fc.constantFrom(0, -1, 1.5)),
    brk('warehouseId', 'validation.positiveId', fc.constantFrom(0, -3)),
  ],
});
