// Properties of the image space inputs (issue 24 item 1; schema/src/images): a group name of 1 to 30
// characters, 1 to 200 ticked files, a move into a group or none, and an http(s) image address
// without credentials, of at most 2,000 characters, with an optional group (cateId ≥ 0).
import { expect } from 'vitest';
import { blank, brk, fc, fuzz, id, ids, negativeInt, OMIT, reqText, tooLong } from './fuzz.support';

fuzz('imageGroupInput', {
  valid: fc.record({ name: reqText(30) }),
  accepts: (input, out) => expect(out.name).toBe(input.name.trim()),
  breaks: [brk('name', 'images.groupNameRequired', blank), brk('name', 'images.groupNameRequired', OMIT), brk('name', 'validation.tooLong', tooLong(30))],
});

fuzz('imageIdsInput', {
  valid: fc.record({ ids: ids(1, 200) }),
  accepts: (input, out) => expect(out.ids).toEqual(input.ids),
  breaks: [brk('ids', 'images.idsRequired', fc.constant([])), brk('ids', 'images.tooManyIds', ids(201, 220)), brk('ids', 'images.idsRequired', OMIT)],
});

fuzz('moveImagesInput', {
  valid: fc.record({ ids: ids(1, 200), groupId: fc.option(id, { nil: null }) }),
  accepts: (input, out) => expect(out.groupId).toBe(input.groupId),
  breaks: [brk('ids', 'images.idsRequired', fc.constant([])), brk('groupId', 'validation.integerIds', fc.oneof(fc.constant(0), negativeInt))],
});

const host = fc.domain();
const path = fc.webPath().map((p) => p.slice(0, 200));
fuzz('imageUrlInput', {
  valid: fc.record({
    imageUrl: fc.tuple(fc.constantFrom('http', 'https'), host, path).map(([s, h, p]) => `${s}://${h}${p}`),
    cateId: fc.nat({ max: 1_000_000 }),
  }),
  accepts: (input, out) => expect(out.imageUrl).toBe(input.imageUrl),
  breaks: [
    brk(
      'imageUrl',
      'images.urlInvalid',
      fc.constantFrom('ftp://example.com/a.png', 'javascript:alert(1)', 'file:///etc/passwd', 'not a url', '', 'http://user:pw@example.com/a.png'),
    ),
    brk(
      'imageUrl',
      'images.urlInvalid',
      host.map((h) => `https://${h}/${'a'.repeat(2000)}`),
    ),
    brk('imageUrl', 'images.urlInvalid', OMIT),
    brk('cateId', 'images.groupNotFound', fc.oneof(negativeInt, fc.constant(1.5))),
  ],
});
