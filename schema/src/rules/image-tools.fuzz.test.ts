// Properties of the image tools inputs (issue 24 item 2; schema/src/image-tools): watermark templates
// (a name of 1 to 30 characters, text or image with what each needs, 9 positions, opacity 1–100,
// size 5–100, margin 0–20, #rrggbb colour), batches of 1 to 40 distinct pictures with the options of
// their operation, and translation runs of 1 to 20 pictures into a language of the translation port.
import { expect } from 'vitest';
import { IMAGE_RATIO_MODES, TRANSLATE_LANGS, WATERMARK_POSITIONS } from '../index';
import { blank, brk, fc, fuzz, id, ids, OMIT, reqText, tooLong } from './fuzz.support';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
fuzz('watermarkTemplateInput', {
  valid: fc.record({
    name: reqText(30),
    kind: fc.constant('text'),
    text: reqText(50).filter((s) => s.trim().length > 0),
    color: hex,
    position: fc.constantFrom(...WATERMARK_POSITIONS),
    opacity: fc.integer({ min: 1, max: 100 }),
    size: fc.integer({ min: 5, max: 100 }),
    margin: fc.integer({ min: 0, max: 20 }),
  }),
  accepts: (input, out) => {
    expect(out.name).toBe(input.name.trim());
    expect(out.imageFileId).toBeNull();
  },
  breaks: [
    brk('name', 'imageTools.nameRequired', blank),
    brk('name', 'validation.tooLong', tooLong(30)),
    brk('text', 'imageTools.textRequired', blank),
    brk('kind', 'imageTools.kindInvalid', fc.constantFrom('logo', '', 'TEXT')),
    brk('position', 'imageTools.positionInvalid', fc.constantFrom('middle', 'top-left', '')),
    brk('opacity', 'imageTools.rangeInvalid', fc.oneof(fc.integer({ min: -100, max: 0 }), fc.integer({ min: 101, max: 1000 }))),
    brk('size', 'imageTools.rangeInvalid', fc.oneof(fc.integer({ min: -10, max: 4 }), fc.integer({ min: 101, max: 1000 }))),
    brk('margin', 'imageTools.rangeInvalid', fc.integer({ min: 21, max: 100 })),
    brk('color', 'imageTools.colorInvalid', fc.constantFrom('red', '#fff', '#12345g', '')),
  ],
});

fuzz('imageToolBatchInput', {
  valid: fc.record({ ids: ids(1, 40), operation: fc.constant('resize'), ratio: fc.constantFrom(...IMAGE_RATIO_MODES), fit: fc.constantFrom('pad', 'crop') }),
  accepts: (input, out) => expect(out.ids).toEqual(input.ids),
  breaks: [
    brk('ids', 'images.idsRequired', fc.constant([])),
    brk('ids', 'imageTools.batchLimit', ids(41, 60)),
    brk(
      'ids',
      'imageTools.duplicateIds',
      id.map((n) => [n, n]),
    ),
    brk('ratio', 'imageTools.ratioRequired', OMIT),
    brk('ratio', 'imageTools.ratioInvalid', fc.constantFrom('2:1', '1x1', '')),
    brk('fit', 'imageTools.fitInvalid', fc.constantFrom('stretch', '')),
    brk('operation', 'imageTools.operationInvalid', fc.constantFrom('translate', 'blur', '')),
  ],
});

fuzz('imageTranslateInput', {
  valid: fc.record({ ids: ids(1, 20), target: fc.constantFrom(...TRANSLATE_LANGS) }),
  accepts: (input, out) => expect(out.source).toBe('auto'),
  breaks: [
    brk('ids', 'imageTools.translateLimit', ids(21, 40)),
    brk('ids', 'images.idsRequired', fc.constant([])),
    brk('target', 'imageTools.langInvalid', fc.constantFrom('xx', '', 'english')),
  ],
});
