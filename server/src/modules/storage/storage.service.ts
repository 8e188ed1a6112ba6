// The file service (spec 01 §7 api/v1/storage/uploadFile): pictures and videos stored through
// platform.files under unguessable keys and served at GET /files/<key>. What a file is comes
// from its first bytes, not from its name or the Content-Type the browser claims.
import { CHINESE_PATTERN, UPLOAD_IMAGE_EXTENSIONS, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_VIDEO_EXTENSIONS, UPLOAD_VIDEO_MAX_BYTES } from '@erp/schema';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { RequestContext } from '../../platform/context';
import { requireActor } from '../../platform/context';
import { ValidationError } from '../../platform/errors';
import { textOf } from '../../platform/validate';

export type FileKind = 'image' | 'video';
/** The spec's fileType numbers. */
export const FILE_TYPES: Record<string, FileKind> = { '1': 'image', '3': 'video' };
/** Key prefixes served publicly at /files/ (exports and other private files are not). */
export const PUBLIC_PREFIXES = ['images/', 'videos/'] as const;

export const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
};

/** The type the first bytes show: png, jpg, gif, webp, mp4, or null. */
export function sniff(head: Buffer): { kind: FileKind; ext: string } | null {
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { kind: 'image', ext: 'png' };
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { kind: 'image', ext: 'jpg' };
  if (head.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return { kind: 'image', ext: 'gif' };
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return { kind: 'image', ext: 'webp' };
  // ISO base media (mp4): a box size, then 'ftyp'
  if (head.length >= 12 && ascii(4, 8) === 'ftyp') return { kind: 'video', ext: 'mp4' };
  return null;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

const fileError = (messageId: string, name: string) => ValidationError.field('file', messageId, { name });

/** Checks that need only the name and the declared kind (before any byte is stored). */
export function checkName(name: string, kind: FileKind): void {
  const allowed: readonly string[] = kind === 'image' ? UPLOAD_IMAGE_EXTENSIONS : UPLOAD_VIDEO_EXTENSIONS;
  if (!allowed.includes(extensionOf(name))) throw fileError(kind === 'image' ? 'storage.imageType' : 'storage.videoType', name);
  if (kind === 'image' && CHINESE_PATTERN.test(name)) throw fileError('storage.chineseName', name);
}

export function parseFileType(value: unknown): FileKind {
  const text = value == null || value === '' ? '1' : textOf(value).trim();
  const kind = FILE_TYPES[text];
  if (!kind) throw ValidationError.field('fileType', 'storage.fileType');
  return kind;
}

/** Reads until `n` bytes (or the end) have arrived; returns them and the stream of the rest. */
async function peek(stream: Readable, n: number): Promise<{ head: Buffer; rest: AsyncIterator<Buffer> }> {
  const it = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < n) {
    const next = await it.next();
    if (next.done) break;
    chunks.push(next.value);
    length += next.value.length;
  }
  return { head: Buffer.concat(chunks), rest: it };
}

class TooLarge extends Error {}

/**
 * Stores an uploaded picture or video for the caller's company. The declared kind (fileType)
 * decides the limits; the first bytes must be of that kind. A file over its limit is refused
 * while it streams, and nothing is left behind.
 */
export async function storeUpload(
  ctx: RequestContext,
  file: { filename: string; stream: Readable },
  declared: FileKind | null,
): Promise<{ fileUrl: string; key: string; size: number; kind: FileKind }> {
  const actor = requireActor(ctx);
  const name = file.filename || 'file';
  if (declared) checkName(name, declared);
  const { head, rest } = await peek(file.stream, 12);
  const found = sniff(head);
  // fileType sent after the file part: go by the name until the handler can compare
  const kind = declared ?? (UPLOAD_VIDEO_EXTENSIONS.includes(extensionOf(name) as 'mp4') ? 'video' : 'image');
  if (!declared) checkName(name, kind);
  if (!found || found.kind !== kind) {
    file.stream.resume(); // drain, so the request completes
    throw fileError(kind === 'image' ? 'storage.imageType' : 'storage.videoType', name);
  }
  const max = kind === 'image' ? UPLOAD_IMAGE_MAX_BYTES : UPLOAD_VIDEO_MAX_BYTES;
  const key = `${kind === 'image' ? 'images' : 'videos'}/${actor.companyId}/${randomUUID()}.${found.ext}`;
  let size = 0;
  const body = Readable.from(
    (async function* () {
      size += head.length;
      if (size > max) throw new TooLarge();
      yield head;
      for (let next = await rest.next(); !next.done; next = await rest.next()) {
        size += next.value.length;
        if (size > max) throw new TooLarge();
        yield next.value;
      }
    })(),
  );
  try {
    await ctx.platform.files.put(key, body);
  } catch (err) {
    await ctx.platform.files.delete(key).catch(() => undefined);
    file.stream.resume();
    // the multipart parser stops a stream at its own (video) limit: the same refusal
    const truncated = (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || (file.stream as { truncated?: boolean }).truncated;
    if (err instanceof TooLarge || truncated) throw fileError(kind === 'image' ? 'storage.imageTooLarge' : 'storage.videoTooLarge', name);
    throw err;
  }
  if ((file.stream as { truncated?: boolean }).truncated) {
    await ctx.platform.files.delete(key);
    throw fileError(kind === 'image' ? 'storage.imageTooLarge' : 'storage.videoTooLarge', name);
  }
  return { fileUrl: `/files/${key}`, key, size, kind };
}

/** The storage key behind a /files/ URL of the caller's company, or null (another company's or not ours). */
export function ownKeyOf(ctx: RequestContext, url: string): string | null {
  const actor = requireActor(ctx);
  const m = /^\/files\/((?:images|videos)\/(\d+)\/[A-Za-z0-9-]+\.[a-z0-9]+)$/.exec(url.trim());
  return m && Number(m[2]) === actor.companyId ? m[1] : null;
}
