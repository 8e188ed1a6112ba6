// The picture work of the image tools (issue 24 item 2), on bytes with sharp, no database: each
// function answers the new picture in the original's format (png stays png, jpg jpg, webp webp) or
// throws a ToolRefusal (a message id shown for that picture). Rules (@erp/schema image-tools):
//   resize: the ratio mode's canvas, `pad` (whole picture centred on white) or `crop` (centre cut);
//   watermark: a text (pango, any script) or a picture of the image space, `size` % of the picture's
//     width, at one of 9 positions, `margin` % of the shorter side from the edges, at `opacity` %;
//   white background: a picture with transparent pixels is flattened onto white; an opaque one must
//     have a plain border (95 % of the border pixels near one colour): the pixels near that colour
//     connected to the border become white, anything else is "Image white background failure";
//   compress: down to `maxEdge` on the longer side, then lower quality (jpg / webp) or a palette
//     (png), then smaller sizes, until the bytes are at most `maxBytes`;
//   translate: every recognised line covered by a white box with its translation written over it.
import {
  nearColour,
  plainBorderColour,
  ratioTargetSize,
  watermarkOffset,
  watermarkWidth,
  type ImageFitMode,
  type ImageRatioMode,
  type WatermarkPosition,
} from '@erp/schema';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import type { TextBlock } from './ocr';

/** A picture the tools refuse, with the message id (and its params) to show for it. */
export class ToolRefusal extends Error {
  constructor(
    readonly messageId: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(messageId);
  }
}

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/** Encodes in the format of the original (`ext`: png, jpg, jpeg, webp). */
function encode(img: Sharp, ext: string, quality?: number, palette = false): Promise<Buffer> {
  switch (ext) {
    case 'jpg':
    case 'jpeg':
      return img.jpeg({ quality: quality ?? 90, mozjpeg: true }).toBuffer();
    case 'webp':
      return img.webp({ quality: quality ?? 90 }).toBuffer();
    default:
      return img.png(palette ? { palette: true, quality: quality ?? 90, compressionLevel: 9 } : { compressionLevel: 9 }).toBuffer();
  }
}

export async function resizeImage(body: Buffer, ext: string, ratio: ImageRatioMode, fit: ImageFitMode): Promise<Buffer> {
  const m = await sharp(body).rotate().metadata();
  const size = ratioTargetSize(m.autoOrient?.width ?? m.width ?? 1, m.autoOrient?.height ?? m.height ?? 1, ratio, fit);
  const img = sharp(body)
    .rotate()
    .resize(size.width, size.height, fit === 'pad' ? { fit: 'contain', background: WHITE } : { fit: 'cover', position: 'centre' });
  return encode(ext === 'jpg' || ext === 'jpeg' ? img.flatten({ background: WHITE }) : img, ext);
}

export interface WatermarkSpec {
  kind: string;
  text: string;
  color: string;
  position: string;
  opacity: number;
  size: number;
  margin: number;
}

const escapeMarkup = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A watermark picture `width` pixels wide with its opacity applied to every pixel's alpha. */
async function watermarkLayer(spec: WatermarkSpec, width: number, mark: Buffer | null): Promise<{ data: Buffer; width: number; height: number }> {
  const source =
    spec.kind === 'image' && mark
      ? sharp(mark)
      : sharp({ text: { text: `<span foreground="${spec.color}">${escapeMarkup(spec.text)}</span>`, rgba: true, dpi: 300 } });
  const sized = await sharp(await source.png().toBuffer())
    .resize({ width })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const data = Buffer.from(sized.data);
  for (let i = 3; i < data.length; i += 4) data[i] = Math.round((data[i] * spec.opacity) / 100);
  return { data, width: sized.info.width, height: sized.info.height };
}

export async function watermarkImage(body: Buffer, ext: string, spec: WatermarkSpec, mark: Buffer | null): Promise<Buffer> {
  const base = sharp(body).rotate();
  const { data: pixels, info } = await base.clone().raw().toBuffer({ resolveWithObject: true });
  const layer = await watermarkLayer(spec, watermarkWidth(info.width, spec.size), mark);
  // a watermark taller than the picture is scaled down to fit
  let { data, width, height } = layer;
  if (height > info.height) {
    const r = await sharp(data, { raw: { width, height, channels: 4 } })
      .resize({ height: info.height })
      .raw()
      .toBuffer({ resolveWithObject: true });
    ({ data } = r);
    ({ width, height } = r.info);
  }
  const margin = Math.round((Math.min(info.width, info.height) * spec.margin) / 100);
  const at = watermarkOffset(info.width, info.height, width, height, spec.position as WatermarkPosition, margin);
  const img = sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } }).composite([
    { input: data, raw: { width, height, channels: 4 }, left: at.left, top: at.top },
  ]);
  return encode(img, ext);
}

export async function whiteBackground(body: Buffer, ext: string): Promise<Buffer> {
  const img = sharp(body).rotate();
  const m = await img.metadata();
  if (m.hasAlpha) {
    const stats = await img.clone().stats();
    if ((stats.channels[3]?.min ?? 255) < 255) return encode(img.flatten({ background: WHITE }), ext);
  }
  const { data, info } = await img.clone().removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const px = (i: number) => [data[i * channels], data[i * channels + 1], data[i * channels + 2]] as [number, number, number];
  const border: number[] = [];
  for (let x = 0; x < width; x++) border.push(x, (height - 1) * width + x);
  for (let y = 1; y < height - 1; y++) border.push(y * width, y * width + width - 1);
  const colour = plainBorderColour(border.map(px));
  if (!colour) throw new ToolRefusal('imageTools.whiteBackgroundFailed');
  // flood fill from the border through the pixels near the background colour
  const seen = new Uint8Array(width * height);
  const stack = border.filter((i) => nearColour(px(i), colour));
  for (const i of stack) seen[i] = 1;
  while (stack.length) {
    const i = stack.pop()!;
    data[i * channels] = data[i * channels + 1] = data[i * channels + 2] = 255;
    const x = i % width;
    for (const n of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
      if (n < 0 || n >= width * height || seen[n]) continue;
      if (!nearColour(px(n), colour)) continue;
      seen[n] = 1;
      stack.push(n);
    }
  }
  return encode(sharp(data, { raw: { width, height, channels } }), ext);
}

const human = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`);

export async function compressImage(body: Buffer, ext: string, limits: { maxBytes?: number | null; maxEdge?: number | null }): Promise<Buffer> {
  const m = await sharp(body).rotate().metadata();
  let w = m.autoOrient?.width ?? m.width ?? 1;
  let h = m.autoOrient?.height ?? m.height ?? 1;
  if (limits.maxEdge && Math.max(w, h) > limits.maxEdge) {
    const r = limits.maxEdge / Math.max(w, h);
    w = Math.max(1, Math.round(w * r));
    h = Math.max(1, Math.round(h * r));
  }
  const at = (width: number, height: number) => sharp(body).rotate().resize(width, height, { fit: 'fill' });
  let out = await encode(at(w, h), ext);
  if (!limits.maxBytes || out.length <= limits.maxBytes) return out;
  // lower quality first, then smaller sizes (at most 6 steps of 80 %)
  for (let step = 0; step <= 6; step++) {
    for (const q of [80, 65, 50, 35]) {
      out = await encode(at(w, h), ext, q, true);
      if (out.length <= limits.maxBytes) return out;
    }
    w = Math.max(1, Math.round(w * 0.8));
    h = Math.max(1, Math.round(h * 0.8));
  }
  throw new ToolRefusal('imageTools.compressUnreachable', { max: human(limits.maxBytes) });
}

/** Writes each block's translation over it: a white box, then the text fitted into the box. */
export async function paintTranslation(body: Buffer, ext: string, blocks: readonly (TextBlock & { translated: string })[]): Promise<Buffer> {
  const img = sharp(body).rotate();
  const { width, height } = await img
    .clone()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then((r) => r.info);
  const layers: OverlayOptions[] = [];
  for (const b of blocks) {
    const left = Math.max(0, Math.min(width - 1, Math.round(b.left)));
    const top = Math.max(0, Math.min(height - 1, Math.round(b.top)));
    const w = Math.max(1, Math.min(width - left, Math.round(b.width)));
    const h = Math.max(1, Math.min(height - top, Math.round(b.height)));
    layers.push({ input: { create: { width: w, height: h, channels: 4, background: WHITE } }, left, top });
    const text = await sharp({ text: { text: `<span foreground="#000000">${escapeMarkup(b.translated)}</span>`, rgba: true, dpi: 300 } })
      .png()
      .toBuffer();
    const fitted = await sharp(text).resize(w, h, { fit: 'inside' }).png().toBuffer();
    layers.push({ input: fitted, left, top });
  }
  return encode(img.composite(layers), ext);
}
