import { describe, expect, it, vi } from 'vitest';

const imageCompression = vi.fn();
vi.mock('browser-image-compression', () => ({ default: (...args: unknown[]) => imageCompression(...args) }));

const { compressImage } = await import('./compressImage');

describe('compressImage', () => {
  it('scales to 1000 px on the longest side without a web worker, keeping name and type', async () => {
    const original = new File(['x'.repeat(100)], 'shoe.jpg', { type: 'image/jpeg' });
    imageCompression.mockResolvedValueOnce(new Blob(['small'], { type: 'image/jpeg' }));
    const out = await compressImage(original);
    expect(imageCompression).toHaveBeenCalledWith(original, { maxWidthOrHeight: 1000, maxSizeMB: 5, useWebWorker: false, fileType: 'image/jpeg' });
    expect(out).toBeInstanceOf(File);
    expect(out.name).toBe('shoe.jpg');
    expect(out.type).toBe('image/jpeg');
    expect(out.size).toBe(5);
  });

  it('leaves GIFs alone', async () => {
    imageCompression.mockClear();
    const gif = new File(['g'], 'anim.gif', { type: 'image/gif' });
    expect(await compressImage(gif)).toBe(gif);
    expect(imageCompression).not.toHaveBeenCalled();
  });
});
