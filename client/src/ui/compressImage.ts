import { IMAGE_COMPRESS_MAX_SIDE, UPLOAD_IMAGE_MAX_BYTES } from '@erp/schema';

/**
 * Scales a picture so its longest side is at most 1000 px (spec 01 §9) before upload, keeping
 * its type and name. GIFs are left alone (a canvas would drop the animation). Runs on the main
 * thread: the library's web worker would load its script from a CDN.
 */
export async function compressImage(file: File, maxSide: number = IMAGE_COMPRESS_MAX_SIDE): Promise<File> {
  if (file.type === 'image/gif') return file;
  const { default: imageCompression } = await import('browser-image-compression');
  const out = await imageCompression(file, {
    maxWidthOrHeight: maxSide,
    maxSizeMB: UPLOAD_IMAGE_MAX_BYTES / (1024 * 1024),
    useWebWorker: false,
    fileType: file.type || undefined,
  });
  return out instanceof File && out.name === file.name ? out : new File([out], file.name, { type: out.type || file.type, lastModified: file.lastModified });
}
