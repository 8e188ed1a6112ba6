import { describe, expect, it } from 'vitest';
import { checkFile, checkFiles, checkImportFile, hasChinese, isAllowedType, UPLOAD_ACCEPT, uploadErrorMessage } from './upload.rules';

const MB = 1024 * 1024;
const file = (name: string, size = 1000, type = 'image/png') => ({ name, size, type });

describe('upload checks (spec 01 §5, §8, §9)', () => {
  it('accepts png, jpeg, gif and webp pictures and refuses other types', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) expect(checkFile(file('a', 10, type), 'image')).toBeNull();
    expect(checkFile(file('a.bmp', 10, 'image/bmp'), 'image')).toEqual({
      file: file('a.bmp', 10, 'image/bmp'),
      id: 'ui.upload.imageType',
      values: { name: 'a.bmp' },
    });
    expect(checkFile(file('a.svg', 10, 'image/svg+xml'), 'image')?.id).toBe('ui.upload.imageType');
  });

  it('falls back to the extension when the browser gives no type', () => {
    expect(isAllowedType(file('photo.JPG', 1, ''), 'image')).toBe(true);
    expect(isAllowedType(file('photo.tiff', 1, ''), 'image')).toBe(false);
    expect(isAllowedType(file('clip.mp4', 1, ''), 'video')).toBe(true);
  });

  it('refuses pictures over 5 MB with "<name> image larger than 5M"', () => {
    expect(checkFile(file('big.png', 5 * MB), 'image')).toBeNull();
    expect(checkFile(file('big.png', 5 * MB + 1), 'image')).toMatchObject({ id: 'ui.upload.imageTooLarge', values: { name: 'big.png' } });
  });

  it('refuses picture names with Chinese characters', () => {
    expect(hasChinese('商品图.png')).toBe(true);
    expect(hasChinese('product-1.png')).toBe(false);
    expect(checkFile(file('商品图.png'), 'image')).toMatchObject({ id: 'ui.upload.chineseName', values: { name: '商品图.png' } });
  });

  it('takes mp4 videos up to 1000 MB', () => {
    expect(checkFile(file('clip.mp4', 1000 * MB, 'video/mp4'), 'video')).toBeNull();
    expect(checkFile(file('clip.mp4', 1000 * MB + 1, 'video/mp4'), 'video')).toMatchObject({ id: 'ui.upload.videoTooLarge' });
    expect(checkFile(file('clip.mov', 10, 'video/quicktime'), 'video')).toMatchObject({ id: 'ui.upload.videoType' });
    // video names may contain Chinese
    expect(checkFile(file('视频.mp4', 10, 'video/mp4'), 'video')).toBeNull();
  });

  it('refuses the whole selection past the count limit with "Only N pictures can be uploaded"', () => {
    const three = [file('a.png'), file('b.png'), file('c.png')];
    expect(checkFiles(three, { kind: 'image', maxCount: 6, existingCount: 3 })).toEqual({ accepted: three, problems: [] });
    expect(checkFiles(three, { kind: 'image', maxCount: 6, existingCount: 4 })).toEqual({
      accepted: [],
      problems: [{ file: null, id: 'ui.upload.maxCount', values: { max: 6 } }],
    });
  });

  it('keeps the good files of a mixed selection and lists each bad one', () => {
    const files = [file('ok.png'), file('坏.png'), file('big.webp', 6 * MB, 'image/webp'), file('doc.pdf', 1, 'application/pdf')];
    const r = checkFiles(files, { kind: 'image', maxCount: 9 });
    expect(r.accepted).toEqual([files[0]]);
    expect(r.problems.map((p) => p.id)).toEqual(['ui.upload.chineseName', 'ui.upload.imageTooLarge', 'ui.upload.imageType']);
    expect(checkFiles([], { kind: 'image', maxCount: 1 })).toEqual({ accepted: [], problems: [] });
  });

  it('reads the server message of a failure', () => {
    expect(uploadErrorMessage(new Error('文件服务不可用'))).toBe('文件服务不可用');
    expect(uploadErrorMessage('quota exceeded')).toBe('quota exceeded');
    expect(uploadErrorMessage({})).toBeNull();
  });

  it('offers the allowed types to the file picker', () => {
    expect(UPLOAD_ACCEPT.image).toContain('image/webp');
    expect(UPLOAD_ACCEPT.video).toBe('video/mp4,.mp4');
  });
});

describe('checkImportFile', () => {
  it('checks the extension (any case) and the size', () => {
    const rules = { extensions: ['.xlsx', '.csv'], maxBytes: 10 };
    expect(checkImportFile({ name: 'a.CSV', size: 5, type: '' }, rules)).toBeNull();
    expect(checkImportFile({ name: 'a.xls', size: 5, type: '' }, rules)).toBe('type');
    expect(checkImportFile({ name: 'a.xlsx', size: 11, type: '' }, rules)).toBe('size');
  });
});
