/**
 * Pure checks of files chosen for upload (spec 01 §5 'Uploads', §8 'Upload', §9):
 * pictures png/jpeg/gif/webp, each at most 5 MB, names without Chinese characters, within a
 * count limit; video mp4 at most 1000 MB ('1G'). Each problem is a `ui.upload.*` message id with
 * its values; the component turns them into text.
 */
import {
  CHINESE_PATTERN,
  IMAGE_COMPRESS_MAX_SIDE,
  UPLOAD_IMAGE_EXTENSIONS,
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_VIDEO_EXTENSIONS,
  UPLOAD_VIDEO_MAX_BYTES,
  UPLOAD_VIDEO_TYPES,
} from '@erp/schema';
import type { UiMessageId } from './messages';

export type UploadKind = 'image' | 'video';

/** What the checks need of a file (a File, or anything shaped like one in tests). */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export interface UploadProblem {
  /** The file concerned, or null for a problem with the whole selection (too many). */
  file: FileLike | null;
  id: UiMessageId;
  values: Record<string, string | number>;
}

export interface UploadCheck<F extends FileLike> {
  accepted: F[];
  problems: UploadProblem[];
}

export const UPLOAD_ACCEPT: Record<UploadKind, string> = {
  image: [...UPLOAD_IMAGE_TYPES, ...UPLOAD_IMAGE_EXTENSIONS.map((e) => `.${e}`)].join(','),
  video: [...UPLOAD_VIDEO_TYPES, ...UPLOAD_VIDEO_EXTENSIONS.map((e) => `.${e}`)].join(','),
};

export { IMAGE_COMPRESS_MAX_SIDE };

export function hasChinese(text: string): boolean {
  return CHINESE_PATTERN.test(text);
}

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Type by MIME type, or by extension when the browser gives none. */
export function isAllowedType(file: FileLike, kind: UploadKind): boolean {
  const types: readonly string[] = kind === 'image' ? UPLOAD_IMAGE_TYPES : UPLOAD_VIDEO_TYPES;
  const extensions: readonly string[] = kind === 'image' ? UPLOAD_IMAGE_EXTENSIONS : UPLOAD_VIDEO_EXTENSIONS;
  if (file.type) return types.includes(file.type.toLowerCase());
  return extensions.includes(extension(file.name));
}

export function maxBytes(kind: UploadKind): number {
  return kind === 'image' ? UPLOAD_IMAGE_MAX_BYTES : UPLOAD_VIDEO_MAX_BYTES;
}

/** The first problem of one file, or null. */
export function checkFile(file: FileLike, kind: UploadKind): UploadProblem | null {
  const name = file.name;
  if (!isAllowedType(file, kind)) return { file, id: kind === 'image' ? 'ui.upload.imageType' : 'ui.upload.videoType', values: { name } };
  if (kind === 'image' && hasChinese(name)) return { file, id: 'ui.upload.chineseName', values: { name } };
  if (file.size > maxBytes(kind)) return { file, id: kind === 'image' ? 'ui.upload.imageTooLarge' : 'ui.upload.videoTooLarge', values: { name } };
  return null;
}

/**
 * Checks a selection. Too many files (already uploaded + chosen > maxCount) refuses the whole
 * selection with 'Only N pictures can be uploaded'; otherwise each bad file is refused with its
 * own problem and the good ones are accepted.
 */
export function checkFiles<F extends FileLike>(files: readonly F[], options: { kind: UploadKind; maxCount: number; existingCount?: number }): UploadCheck<F> {
  const { kind, maxCount, existingCount = 0 } = options;
  if (files.length === 0) return { accepted: [], problems: [] };
  if (existingCount + files.length > maxCount) {
    return { accepted: [], problems: [{ file: null, id: 'ui.upload.maxCount', values: { max: maxCount } }] };
  }
  const accepted: F[] = [];
  const problems: UploadProblem[] = [];
  for (const file of files) {
    const problem = checkFile(file, kind);
    if (problem) problems.push(problem);
    else accepted.push(file);
  }
  return { accepted, problems };
}

/** The message of a failed upload: the server's text, else null (the caller adds "try again later"). */
export function uploadErrorMessage(error: unknown): string | null {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return null;
}

/**
 * A file chosen for an import (`<ImportDialog>`): its extension among `extensions` ('.xlsx',
 * '.csv', '.txt'), at most `maxBytes`. 'type' / 'size' names the first problem, null when it passes.
 */
export function checkImportFile(file: FileLike, rules: { extensions: readonly string[]; maxBytes?: number }): 'type' | 'size' | null {
  const ext = `.${extension(file.name)}`;
  if (!rules.extensions.some((e) => e.toLowerCase() === ext)) return 'type';
  if (rules.maxBytes !== undefined && file.size > rules.maxBytes) return 'size';
  return null;
}
