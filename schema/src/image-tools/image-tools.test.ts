import { describe, expect, it } from 'vitest';
import {
  IMAGE_EDIT_BATCH_MAX,
  IMAGE_TRANSLATE_MAX,
  imageToolBatchInput,
  imageTranslateInput,
  plainBorderColour,
  ratioTargetSize,
  resizeSkips,
  watermarkOffset,
  watermarkTemplateInput,
  watermarkWidth,
} from './index';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);

describe('ratio modes', () => {
  it('pads to the smallest canvas of the ratio holding the picture', () => {
    expect(ratioTargetSize(400, 300, '1:1', 'pad')).toEqual({ width: 400, height: 400 });
    expect(ratioTargetSize(400, 300, '3:4', 'pad')).toEqual({ width: 400, height: 533 });
    expect(ratioTargetSize(400, 300, '4:3', 'pad')).toEqual({ width: 400, height: 300 });
    expect(ratioTargetSize(400, 300, '9:16', 'pad')).toEqual({ width: 400, height: 711 });
    expect(ratioTargetSize(400, 300, '16:9', 'pad')).toEqual({ width: 533, height: 300 });
  });
  it('crops to the largest canvas of the ratio inside the picture', () => {
    expect(ratioTargetSize(400, 300, '1:1', 'crop')).toEqual({ width: 300, height: 300 });
    expect(ratioTargetSize(400, 300, '9:16', 'crop')).toEqual({ width: 169, height: 300 });
    expect(ratioTargetSize(400, 300, '16:9', 'crop')).toEqual({ width: 400, height: 225 });
  });
  it('skips GIFs only', () => {
    expect(resizeSkips('GIF')).toBe(true);
    expect(resizeSkips('png')).toBe(false);
  });
});

describe('watermark placement', () => {
  it('places a watermark on each of the 9 positions, margin from the edges', () => {
    expect(watermarkOffset(100, 80, 20, 10, 'topLeft', 5)).toEqual({ left: 5, top: 5 });
    expect(watermarkOffset(100, 80, 20, 10, 'center', 5)).toEqual({ left: 40, top: 35 });
    expect(watermarkOffset(100, 80, 20, 10, 'bottomRight', 5)).toEqual({ left: 75, top: 65 });
    expect(watermarkOffset(100, 80, 20, 10, 'top', 5)).toEqual({ left: 40, top: 5 });
    expect(watermarkOffset(100, 80, 20, 10, 'left', 5)).toEqual({ left: 5, top: 35 });
    expect(watermarkOffset(100, 80, 20, 10, 'bottom', 0)).toEqual({ left: 40, top: 70 });
  });
  it('keeps the watermark inside the picture', () => {
    expect(watermarkOffset(10, 10, 10, 10, 'bottomRight', 5)).toEqual({ left: 0, top: 0 });
    expect(watermarkWidth(200, 20)).toBe(40);
    expect(watermarkWidth(200, 500)).toBe(200);
  });
});

describe('plain background', () => {
  it('finds the border colour when 95 % of the border is near one colour', () => {
    const border = Array.from({ length: 100 }, (_, i) => (i < 97 ? [240, 240, 238] : [0, 0, 0]) as [number, number, number]);
    expect(plainBorderColour(border)).toEqual([240, 240, 238]);
  });
  it('answers null for a busy border', () => {
    const border = Array.from({ length: 100 }, (_, i) => [i * 2, 255 - i * 2, i] as [number, number, number]);
    expect(plainBorderColour(border)).toBeNull();
    expect(plainBorderColour([])).toBeNull();
  });
});

describe('inputs', () => {
  it('a text watermark needs its text; an image one its picture', () => {
    expect(issues(watermarkTemplateInput.safeParse({ name: 'A', kind: 'text' }))).toEqual(['text:imageTools.textRequired']);
    expect(issues(watermarkTemplateInput.safeParse({ name: 'A', kind: 'image' }))).toEqual(['imageFileId:imageTools.imageRequired']);
    expect(issues(watermarkTemplateInput.safeParse({ name: ' ', kind: 'text', text: 'x' }))).toEqual(['name:imageTools.nameRequired']);
    expect(issues(watermarkTemplateInput.safeParse({ name: 'A', kind: 'text', text: 'x', opacity: 0 }))).toEqual(['opacity:imageTools.rangeInvalid']);
    expect(issues(watermarkTemplateInput.safeParse({ name: 'A', kind: 'text', text: 'x', position: 'middle' }))).toEqual([
      'position:imageTools.positionInvalid',
    ]);
    expect(issues(watermarkTemplateInput.safeParse({ name: 'A', kind: 'text', text: 'x', color: 'red' }))).toEqual(['color:imageTools.colorInvalid']);
    expect(watermarkTemplateInput.parse({ name: 'A', kind: 'text', text: 'x', imageFileId: 3 }).imageFileId).toBeNull();
  });
  it('a batch takes at most 40 pictures, a translation run at most 20', () => {
    const n = (k: number) => Array.from({ length: k }, (_, i) => i + 1);
    expect(imageToolBatchInput.safeParse({ ids: n(IMAGE_EDIT_BATCH_MAX), operation: 'whiteBackground' }).success).toBe(true);
    expect(issues(imageToolBatchInput.safeParse({ ids: n(IMAGE_EDIT_BATCH_MAX + 1), operation: 'whiteBackground' }))).toEqual(['ids:imageTools.batchLimit']);
    expect(imageTranslateInput.safeParse({ ids: n(IMAGE_TRANSLATE_MAX), target: 'en' }).success).toBe(true);
    expect(issues(imageTranslateInput.safeParse({ ids: n(IMAGE_TRANSLATE_MAX + 1), target: 'en' }))).toEqual(['ids:imageTools.translateLimit']);
    expect(issues(imageToolBatchInput.safeParse({ ids: [1, 1], operation: 'whiteBackground' }))).toEqual(['ids:imageTools.duplicateIds']);
  });
  it('each operation needs its options', () => {
    expect(issues(imageToolBatchInput.safeParse({ ids: [1], operation: 'resize' }))).toEqual(['ratio:imageTools.ratioRequired']);
    expect(issues(imageToolBatchInput.safeParse({ ids: [1], operation: 'resize', ratio: '2:1' }))).toEqual(['ratio:imageTools.ratioInvalid']);
    expect(issues(imageToolBatchInput.safeParse({ ids: [1], operation: 'watermark' }))).toEqual(['watermarkTemplateId:imageTools.templateRequired']);
    expect(issues(imageToolBatchInput.safeParse({ ids: [1], operation: 'compress' }))).toEqual(['maxBytes:imageTools.compressLimitRequired']);
    expect(issues(imageToolBatchInput.safeParse({ ids: [1], operation: 'compress', maxEdge: 50 }))).toEqual(['maxEdge:imageTools.rangeInvalid']);
  });
});
