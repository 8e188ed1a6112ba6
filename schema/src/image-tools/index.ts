// Image tools (issue 24 item 2; spec 02 §2 /watermarkManage, §5 'Listing' "Image translation up to 20
// images per run; batch image edit up to 40; GIFs skipped in resize", §8 "Image translation failure",
// "Image white background failure", §9 "batch resize ratio modes 1:1, 3:4, 4:3, 9:16, 16:9"):
// target sizes of the ratio modes, where a watermark goes on a picture, which pixels count as a
// plain background, and the zod inputs of templates and batches. Pure: the server runs them with
// sharp, the client shows them.
import { z } from 'zod';
import { TRANSLATE_LANGS } from '../replies/index';

/** Pictures one batch edit (resize, watermark, white background, compress) may take. */
export const IMAGE_EDIT_BATCH_MAX = 40;
/** Pictures one image translation run may take. */
export const IMAGE_TRANSLATE_MAX = 20;
export const IMAGE_RATIO_MODES = ['1:1', '3:4', '4:3', '9:16', '16:9'] as const;
export type ImageRatioMode = (typeof IMAGE_RATIO_MODES)[number];
/**
 * pad: the whole picture is kept, centred on a white canvas of the ratio (the default: nothing of the
 * product is cut away); crop: the canvas is filled and the overflow cut off around the centre.
 */
export const IMAGE_FIT_MODES = ['pad', 'crop'] as const;
export type ImageFitMode = (typeof IMAGE_FIT_MODES)[number];
export const IMAGE_TOOL_OPERATIONS = ['resize', 'watermark', 'whiteBackground', 'compress', 'translate'] as const;
export type ImageToolOperation = (typeof IMAGE_TOOL_OPERATIONS)[number];
export const IMAGE_TOOL_RESULT_STATUSES = ['done', 'skipped', 'failed'] as const;
export const WATERMARK_KINDS = ['text', 'image'] as const;
export const WATERMARK_POSITIONS = ['topLeft', 'top', 'topRight', 'left', 'center', 'right', 'bottomLeft', 'bottom', 'bottomRight'] as const;
export type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number];
export const WATERMARK_NAME_MAX = 30;
export const WATERMARK_TEXT_MAX = 50;
/** Compression: the byte limits offered (marketplaces: 3 MB Allegro-style, 5 MB image space, 10 MB Shopee / Ozon) and the edge range. */
export const COMPRESS_MIN_BYTES = 50 * 1024;
export const COMPRESS_MAX_BYTES = 10 * 1024 * 1024;
export const COMPRESS_MIN_EDGE = 100;
export const COMPRESS_MAX_EDGE = 5000;
/**
 * White background of a picture without transparency: the border pixels must be near one colour
 * (every channel within BORDER_TOLERANCE of their median), else the picture has no plain background
 * and the run reports "Image white background failure" for it; pixels within the same tolerance of
 * that colour and connected to the border become white.
 */
export const WHITE_BG_TOLERANCE = 24;

/** The target size of a ratio mode: the longer side of the picture is kept (pad) or the shorter one (crop). */
export function ratioTargetSize(width: number, height: number, mode: ImageRatioMode, fit: ImageFitMode): { width: number; height: number } {
  const [rw, rh] = mode.split(':').map(Number) as [number, number];
  if (fit === 'pad') {
    // the smallest canvas of the ratio that holds the picture
    const unit = Math.max(width / rw, height / rh);
    return { width: Math.round(unit * rw), height: Math.round(unit * rh) };
  }
  // the largest canvas of the ratio inside the picture
  const unit = Math.min(width / rw, height / rh);
  return { width: Math.max(1, Math.round(unit * rw)), height: Math.max(1, Math.round(unit * rh)) };
}

/** Is this file skipped by the resize (GIFs: their frames would be lost; spec 02 §5)? */
export function resizeSkips(ext: string): boolean {
  return ext.toLowerCase() === 'gif';
}

/** Top-left corner of a `w`×`h` watermark on a `width`×`height` picture, `margin` pixels from the edges. */
export function watermarkOffset(
  width: number,
  height: number,
  w: number,
  h: number,
  position: WatermarkPosition,
  margin: number,
): { left: number; top: number } {
  const col = position.endsWith('Left') || position === 'left' ? 0 : position.endsWith('Right') || position === 'right' ? 2 : 1;
  const row = position.startsWith('top') ? 0 : position.startsWith('bottom') ? 2 : 1;
  const x = [margin, Math.round((width - w) / 2), width - w - margin][col]!;
  const y = [margin, Math.round((height - h) / 2), height - h - margin][row]!;
  return { left: Math.max(0, Math.min(x, width - w)), top: Math.max(0, Math.min(y, height - h)) };
}

/** A watermark's width in pixels: `size` % of the picture's width, at least 1 and at most the width. */
export function watermarkWidth(pictureWidth: number, sizePercent: number): number {
  return Math.max(1, Math.min(pictureWidth, Math.round((pictureWidth * sizePercent) / 100)));
}

/** The near-uniform colour of the border (RGB samples), or null when the border is not plain. */
export function plainBorderColour(samples: readonly (readonly [number, number, number])[], tolerance = WHITE_BG_TOLERANCE): [number, number, number] | null {
  if (!samples.length) return null;
  const median = [0, 1, 2].map((c) => {
    const v = samples.map((s) => s[c]!).sort((a, b) => a - b);
    return v[Math.floor(v.length / 2)]!;
  }) as [number, number, number];
  const near = samples.filter((s) => nearColour(s, median, tolerance)).length;
  // a few stray pixels (a shadow, a logo touching the edge) are allowed: 95 % of the border
  return near >= samples.length * 0.95 ? median : null;
}

export function nearColour(a: readonly number[], b: readonly number[], tolerance = WHITE_BG_TOLERANCE): boolean {
  return Math.abs(a[0]! - b[0]!) <= tolerance && Math.abs(a[1]! - b[1]!) <= tolerance && Math.abs(a[2]! - b[2]!) <= tolerance;
}

// ---- inputs --------------------------------------------------------------------------------------

const id = z.number({ error: 'validation.required' }).int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' });
const percent = (min: number, max: number) =>
  z
    .number({ error: 'imageTools.rangeInvalid' })
    .int({ error: 'imageTools.rangeInvalid' })
    .min(min, { error: 'imageTools.rangeInvalid' })
    .max(max, { error: 'imageTools.rangeInvalid' });

export const watermarkTemplateInput = z
  .object({
    name: z
      .string({ error: 'imageTools.nameRequired' })
      .trim()
      .min(1, { error: 'imageTools.nameRequired' })
      .max(WATERMARK_NAME_MAX, { error: 'validation.tooLong' }),
    kind: z.enum(WATERMARK_KINDS, { error: 'imageTools.kindInvalid' }),
    text: z.string().trim().max(WATERMARK_TEXT_MAX, { error: 'validation.tooLong' }).default(''),
    color: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, { error: 'imageTools.colorInvalid' })
      .default('#ffffff'),
    imageFileId: id.nullable().default(null),
    position: z.enum(WATERMARK_POSITIONS, { error: 'imageTools.positionInvalid' }).default('bottomRight'),
    opacity: percent(1, 100).default(60),
    size: percent(5, 100).default(20),
    margin: percent(0, 20).default(2),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'text' && !v.text) ctx.addIssue({ code: 'custom', path: ['text'], message: 'imageTools.textRequired' });
    if (v.kind === 'image' && v.imageFileId == null) ctx.addIssue({ code: 'custom', path: ['imageFileId'], message: 'imageTools.imageRequired' });
  })
  .transform((v) => (v.kind === 'text' ? { ...v, imageFileId: null } : { ...v, text: '' }));
export type WatermarkTemplateInput = z.infer<typeof watermarkTemplateInput>;

const ids = (max: number, tooMany: string) =>
  z
    .array(id, { error: 'images.idsRequired' })
    .min(1, { error: 'images.idsRequired' })
    .max(max, { error: tooMany })
    .refine((v) => new Set(v).size === v.length, { error: 'imageTools.duplicateIds' });

/** A batch edit of up to 40 pictures; the options its operation needs. */
export const imageToolBatchInput = z
  .object({
    ids: ids(IMAGE_EDIT_BATCH_MAX, 'imageTools.batchLimit'),
    operation: z.enum(['resize', 'watermark', 'whiteBackground', 'compress'], { error: 'imageTools.operationInvalid' }),
    ratio: z.enum(IMAGE_RATIO_MODES, { error: 'imageTools.ratioInvalid' }).nullish(),
    fit: z.enum(IMAGE_FIT_MODES, { error: 'imageTools.fitInvalid' }).default('pad'),
    watermarkTemplateId: id.nullish(),
    maxBytes: z
      .number({ error: 'imageTools.rangeInvalid' })
      .int({ error: 'imageTools.rangeInvalid' })
      .min(COMPRESS_MIN_BYTES, { error: 'imageTools.rangeInvalid' })
      .max(COMPRESS_MAX_BYTES, { error: 'imageTools.rangeInvalid' })
      .nullish(),
    maxEdge: z
      .number({ error: 'imageTools.rangeInvalid' })
      .int({ error: 'imageTools.rangeInvalid' })
      .min(COMPRESS_MIN_EDGE, { error: 'imageTools.rangeInvalid' })
      .max(COMPRESS_MAX_EDGE, { error: 'imageTools.rangeInvalid' })
      .nullish(),
    /** A group of the image space for the results; null: the group of each original. */
    groupId: id.nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.operation === 'resize' && !v.ratio) ctx.addIssue({ code: 'custom', path: ['ratio'], message: 'imageTools.ratioRequired' });
    if (v.operation === 'watermark' && !v.watermarkTemplateId)
      ctx.addIssue({ code: 'custom', path: ['watermarkTemplateId'], message: 'imageTools.templateRequired' });
    if (v.operation === 'compress' && !v.maxBytes && !v.maxEdge)
      ctx.addIssue({ code: 'custom', path: ['maxBytes'], message: 'imageTools.compressLimitRequired' });
  });
export type ImageToolBatchInput = z.infer<typeof imageToolBatchInput>;

/** An image translation run of up to 20 pictures. */
export const imageTranslateInput = z.object({
  ids: ids(IMAGE_TRANSLATE_MAX, 'imageTools.translateLimit'),
  /** A language of the translation port (replies' TRANSLATE_LANGS). */
  target: z.enum(TRANSLATE_LANGS, { error: 'imageTools.langInvalid' }),
  source: z.string().trim().max(10).default('auto'),
  groupId: id.nullish(),
});
export type ImageTranslateInput = z.infer<typeof imageTranslateInput>;
