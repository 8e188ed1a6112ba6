// The image space (/imageManagement; issue 24 item 1): every picture and video the company uploads
// (storage/uploadFile, upload by URL, the rich-text editor's base64 images) is recorded as an
// ImageFile beside its stored file, in a group or none. Rules (@erp/schema images):
//   capacity per plan edition, counted over every file not yet purged (recycled ones too): an
//     upload past it is refused with "Image space capacity insufficient" and its file removed;
//   recycle → the recycle bin (restorable), purged by the schedule 90 days later; purge now removes
//     the stored file and the record; temporary URL uploads are purged after 24 hours;
//   groups: unique names per company; deleting one leaves its files without a group;
//   upload by URL goes through url-fetch.ts (SSRF guard, 5 MB, the first bytes must be an image).
import {
  IMAGE_RECYCLE_DAYS,
  IMAGE_TEMP_HOURS,
  IMAGE_UPLOAD_BATCH,
  UPLOAD_IMAGE_MAX_BYTES,
  imageCapacityOf,
  imageGroupInput,
  imageIdsInput,
  imageSpaceFull,
  imageUrlInput,
  moveImagesInput,
} from '@erp/schema';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, requireActor, type Platform, type RequestContext } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput, uniquelyNamed } from '../../platform/validate';
import { keywordOf, whereOf } from '../../platform/where';
import { sniff, type FileKind } from '../storage/storage.service';
import { fetchImageBytes, ImageFetchError } from './url-fetch';

export const IMAGE_PAGE = 'imageManagement';
export const IMAGE_EDIT = 'imageManagement.update';

export type ImageFileRow = Prisma.ImageFileGetPayload<object>;

// ---- reading -----------------------------------------------------------------------------------

export interface ImageFileFilter {
  /** A group; 0: files without a group; absent: every group. */
  groupId?: number | null;
  keyword?: string | null;
  kind?: string | null;
  /** true: the recycle bin; otherwise the files in use. */
  recycled?: boolean | null;
}

const w = whereOf<Prisma.ImageFileWhereInput>();
export function imageFileWhere(ctx: RequestContext, f: ImageFileFilter): Prisma.ImageFileWhereInput {
  assertCan(ctx, IMAGE_PAGE);
  return {
    temporary: false,
    recycledAt: f.recycled ? { not: null } : null,
    ...(f.groupId === 0 ? { groupId: null } : f.groupId ? { groupId: f.groupId } : {}),
    ...w.given({ kind: f.kind ?? undefined }, 'kind'),
    ...w.containing(keywordOf(f.keyword), 'name'),
  };
}

export async function imageGroups(ctx: RequestContext) {
  assertCan(ctx, IMAGE_PAGE);
  const [groups, counts] = await Promise.all([
    ctx.db.imageGroup.findMany({ orderBy: { name: 'asc' } }),
    ctx.db.imageFile.groupBy({ by: ['groupId'], where: { recycledAt: null, temporary: false }, _count: { _all: true } }),
  ]);
  const by = new Map(counts.map((c) => [c.groupId, c._count._all]));
  return { groups: groups.map((g) => ({ ...g, fileCount: by.get(g.id) ?? 0 })), ungroupedCount: by.get(null) ?? 0 };
}

/** Bytes used (every file not purged, the recycle bin included) against the edition's capacity. */
export async function imageSpaceUsage(ctx: RequestContext) {
  const actor = assertCan(ctx, IMAGE_PAGE);
  return usageOf(ctx, actor.companyId);
}

async function usageOf(ctx: RequestContext, companyId: number) {
  const [company, sums, recycled] = await Promise.all([
    ctx.db.company.findFirstOrThrow({ where: { id: companyId }, select: { edition: true } }),
    ctx.db.imageFile.aggregate({ _sum: { bytes: true }, _count: { _all: true } }),
    ctx.db.imageFile.count({ where: { recycledAt: { not: null } } }),
  ]);
  return {
    edition: company.edition,
    usedBytes: sums._sum.bytes ?? 0,
    capacityBytes: imageCapacityOf(company.edition),
    fileCount: sums._count._all,
    recycledCount: recycled,
    recycleDays: IMAGE_RECYCLE_DAYS,
  };
}

export interface ImageUse {
  kind: 'product' | 'sku' | 'listing';
  id: number;
  label: string;
}

/** Where a file is used: products (main or other images), SKUs and listings naming its URL. */
export async function imageUsage(ctx: RequestContext, id: number): Promise<ImageUse[]> {
  assertCan(ctx, IMAGE_PAGE);
  const file = await findImage(ctx, id);
  const pattern = `%${file.url}%`;
  const [products, skus, listings] = await Promise.all([
    ctx.db.product.findMany({ where: { OR: [{ mainImage: file.url }, { images: { has: file.url } }] }, select: { id: true, name: true }, take: 50 }),
    ctx.db.sku.findMany({ where: { image: file.url }, select: { id: true, sku: true }, take: 50 }),
    ctx.db.$queryRaw<{ id: number; title: string }[]>`
      SELECT id, title FROM "Listing" WHERE "companyId" = ${file.companyId} AND "images"::text LIKE ${pattern} ORDER BY id LIMIT 50`,
  ]);
  return [
    ...products.map((p) => ({ kind: 'product' as const, id: p.id, label: p.name })),
    ...skus.map((s) => ({ kind: 'sku' as const, id: s.id, label: s.sku })),
    ...listings.map((l) => ({ kind: 'listing' as const, id: l.id, label: l.title })),
  ];
}

async function findImage(ctx: RequestContext, id: number) {
  const f = await ctx.db.imageFile.findFirst({ where: { id, temporary: false } });
  if (!f) throw new NotFoundError('images.notFound', { id });
  return f;
}

async function findGroup(ctx: RequestContext, id: number) {
  const g = await ctx.db.imageGroup.findFirst({ where: { id } });
  if (!g) throw new NotFoundError('images.groupNotFound', { id });
  return g;
}

// ---- groups ------------------------------------------------------------------------------------

const nameTaken = () => ValidationError.field('name', 'images.groupNameExists');

export async function createImageGroup(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, IMAGE_EDIT);
  const { name } = parseInput(imageGroupInput, raw);
  return uniquelyNamed(ctx.db.imageGroup, name, undefined, () => ctx.db.imageGroup.create({ data: { companyId: actor.companyId, name } }), nameTaken);
}

export async function renameImageGroup(ctx: RequestContext, id: number, raw: unknown) {
  assertCan(ctx, IMAGE_EDIT);
  const { name } = parseInput(imageGroupInput, raw);
  await findGroup(ctx, id);
  return uniquelyNamed(ctx.db.imageGroup, name, id, () => ctx.db.imageGroup.update({ where: { id }, data: { name } }), nameTaken);
}

/** Deletes a group; its files stay, without a group. */
export async function deleteImageGroup(ctx: RequestContext, id: number) {
  assertCan(ctx, IMAGE_EDIT);
  await findGroup(ctx, id);
  await ctx.db.$transaction(async (tx) => {
    await tx.imageFile.updateMany({ where: { groupId: id }, data: { groupId: null } });
    await tx.imageGroup.deleteMany({ where: { id } });
  });
  return true;
}

// ---- moving, recycling -------------------------------------------------------------------------

/** The ticked files, every one of the company's (else nothing happens: images.notFound). */
async function ticked(ctx: RequestContext, ids: number[]) {
  const files = await ctx.db.imageFile.findMany({ where: { id: { in: ids }, temporary: false }, orderBy: { id: 'asc' } });
  const missing = ids.find((id) => !files.some((f) => f.id === id));
  if (missing != null) throw new NotFoundError('images.notFound', { id: missing });
  return files;
}

export async function moveImages(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, IMAGE_EDIT);
  const input = parseInput(moveImagesInput, raw);
  if (input.groupId != null) await findGroup(ctx, input.groupId);
  const files = await ticked(ctx, input.ids);
  const inBin = files.find((f) => f.recycledAt);
  if (inBin) throw new BusinessError('images.recycled', { name: inBin.name });
  await ctx.db.imageFile.updateMany({ where: { id: { in: input.ids } }, data: { groupId: input.groupId } });
  return files.length;
}

/** Into the recycle bin (already recycled ones keep their date). */
export async function recycleImages(ctx: RequestContext, raw: unknown, now = new Date()) {
  assertCan(ctx, IMAGE_EDIT);
  const { ids } = parseInput(imageIdsInput, raw);
  await ticked(ctx, ids);
  const r = await ctx.db.imageFile.updateMany({ where: { id: { in: ids }, recycledAt: null }, data: { recycledAt: now } });
  return r.count;
}

export async function restoreImages(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, IMAGE_EDIT);
  const { ids } = parseInput(imageIdsInput, raw);
  const files = await ticked(ctx, ids);
  const live = files.find((f) => !f.recycledAt);
  if (live) throw new BusinessError('images.notRecycled', { name: live.name });
  await ctx.db.imageFile.updateMany({ where: { id: { in: ids } }, data: { recycledAt: null } });
  return files.length;
}

/** Removes recycled files for good: the records, then the stored files. */
export async function purgeImages(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, IMAGE_EDIT);
  const { ids } = parseInput(imageIdsInput, raw);
  const files = await ticked(ctx, ids);
  const live = files.find((f) => !f.recycledAt);
  if (live) throw new BusinessError('images.notRecycled', { name: live.name });
  await ctx.db.imageFile.deleteMany({ where: { id: { in: ids } } });
  await removeStored(ctx.platform, files);
  return files.length;
}

async function removeStored(platform: Platform, files: readonly { key: string }[]) {
  for (const f of files) await platform.files.delete(f.key).catch((err: unknown) => platform.logger.warn({ err, key: f.key }, 'image file not removed'));
}

/**
 * The schedule's purge over every company: recycled more than 90 days ago, or temporary and older
 * than 24 hours. Answers how many files went.
 */
export async function purgeDueImages(platform: Platform, now = new Date()): Promise<number> {
  const db = unscopedDb(platform.database.prisma, 'the image purge visits the recycle bins of every company');
  const binBefore = new Date(now.getTime() - IMAGE_RECYCLE_DAYS * 24 * 3600 * 1000);
  const tempBefore = new Date(now.getTime() - IMAGE_TEMP_HOURS * 3600 * 1000);
  let purged = 0;
  for (;;) {
    const due = await db.imageFile.findMany({
      where: { OR: [{ recycledAt: { lte: binBefore } }, { temporary: true, createdAt: { lte: tempBefore } }] },
      select: { id: true, key: true },
      orderBy: { id: 'asc' },
      take: 500,
    });
    if (!due.length) return purged;
    await db.imageFile.deleteMany({ where: { id: { in: due.map((d) => d.id) } } });
    await removeStored(platform, due);
    purged += due.length;
  }
}

// ---- recording uploads -------------------------------------------------------------------------

/** Bytes as people read them, in the unit of the capacity (GB for every edition). */
const human = (bytes: number, unit = bytes) => (unit >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(2)} GB` : `${(bytes / 1024 ** 2).toFixed(2)} MB`);

/** The group a cateId names: 0 / none → no group; another id must be one of the company's groups. */
export async function groupOfCateId(ctx: RequestContext, cateId: unknown): Promise<number | null> {
  const n = cateId == null || cateId === '' ? 0 : Number(cateId);
  if (!Number.isInteger(n) || n < 0) throw ValidationError.field('cateId', 'images.groupNotFound');
  if (n === 0) return null;
  const g = await ctx.db.imageGroup.findFirst({ where: { id: n }, select: { id: true } });
  if (!g) throw ValidationError.field('cateId', 'images.groupNotFound');
  return g.id;
}

export interface StoredUpload {
  key: string;
  fileUrl: string;
  size: number;
  kind: FileKind;
}

/**
 * Records a stored file in the image space, or removes it again when the space is full. Width and
 * height are read from the picture (0 for videos and pictures sharp cannot read).
 */
export async function recordUpload(
  ctx: RequestContext,
  stored: StoredUpload,
  meta: { name: string; groupId: number | null; source: 'upload' | 'url' | 'editor'; sourceUrl?: string; temporary?: boolean; body?: Buffer },
): Promise<ImageFileRow> {
  const actor = requireActor(ctx);
  const usage = await usageOf(ctx, actor.companyId);
  if (!meta.temporary && imageSpaceFull(usage.usedBytes, stored.size, usage.edition)) {
    await ctx.platform.files.delete(stored.key);
    throw new BusinessError('images.capacityFull', { used: human(usage.usedBytes, usage.capacityBytes), capacity: human(usage.capacityBytes) });
  }
  const { width, height } = stored.kind === 'image' ? await dimensions(ctx, stored.key, meta.body) : { width: 0, height: 0 };
  return ctx.db.imageFile.create({
    data: {
      companyId: actor.companyId,
      groupId: meta.groupId,
      name: meta.name.slice(0, 200),
      key: stored.key,
      url: stored.fileUrl,
      kind: stored.kind,
      ext: stored.key.slice(stored.key.lastIndexOf('.') + 1),
      bytes: stored.size,
      width,
      height,
      source: meta.source,
      sourceUrl: meta.sourceUrl ?? '',
      temporary: meta.temporary ?? false,
      uploadedById: actor.userId,
    },
  });
}

async function dimensions(ctx: RequestContext, key: string, body?: Buffer): Promise<{ width: number; height: number }> {
  try {
    let bytes = body;
    if (!bytes) {
      const chunks: Buffer[] = [];
      for await (const c of await ctx.platform.files.openRead(key)) chunks.push(c as Buffer);
      bytes = Buffer.concat(chunks);
    }
    const m = await sharp(bytes).metadata();
    return { width: m.width ?? 0, height: m.height ?? 0 };
  } catch {
    return { width: 0, height: 0 };
  }
}

/** Stores picture bytes (sniffed: png, jpg, gif, webp; at most 5 MB) and records them. */
export async function storeImageBytes(
  ctx: RequestContext,
  body: Buffer,
  meta: { name: string; groupId: number | null; source: 'url' | 'editor'; sourceUrl?: string; temporary?: boolean },
): Promise<ImageFileRow> {
  const actor = requireActor(ctx);
  if (body.length > UPLOAD_IMAGE_MAX_BYTES) throw new BusinessError('images.tooLarge');
  const found = sniff(body.subarray(0, 16));
  if (!found || found.kind !== 'image') throw new BusinessError('images.notImage');
  const key = `images/${actor.companyId}/${randomUUID()}.${found.ext}`;
  await ctx.platform.files.put(key, body);
  const name = /\.[a-z0-9]+$/i.test(meta.name) ? meta.name : `${meta.name || 'image'}.${found.ext}`;
  return recordUpload(ctx, { key, fileUrl: `/files/${key}`, size: body.length, kind: 'image' }, { ...meta, name, body });
}

/** storage/uploadNetWordImage and the image space's "upload by URL" (temporary: uploadTempNetWordImage). */
export async function uploadImageByUrl(ctx: RequestContext, raw: unknown, temporary = false): Promise<ImageFileRow> {
  requireActor(ctx);
  if (!temporary) assertCan(ctx, IMAGE_EDIT);
  const input = parseInput(imageUrlInput, raw);
  const groupId = temporary ? null : await groupOfCateId(ctx, input.cateId);
  let body: Buffer;
  try {
    body = await fetchImageBytes(input.imageUrl, { allowHosts: ctx.platform.config.fetchAllowHosts });
  } catch (err) {
    if (err instanceof ImageFetchError) throw new BusinessError(err.refusal.messageId, 'reason' in err.refusal ? { reason: err.refusal.reason } : {});
    throw err;
  }
  const last = decodeURIComponent(new URL(input.imageUrl).pathname.split('/').pop() ?? '') || 'image';
  return storeImageBytes(ctx, body, { name: last, groupId, source: 'url', sourceUrl: input.imageUrl, temporary });
}

/** info/uploadImage: the rich-text editor's pasted pictures (base64, data-URL or bare), at most 20. */
export async function uploadEditorImages(ctx: RequestContext, images: unknown): Promise<string[]> {
  requireActor(ctx);
  const list = Array.isArray(images) ? images : typeof images === 'string' ? [images] : [];
  if (!list.length) throw ValidationError.field('base64Images', 'images.idsRequired');
  if (list.length > IMAGE_UPLOAD_BATCH) throw ValidationError.field('base64Images', 'images.batchLimit', { max: IMAGE_UPLOAD_BATCH });
  const bodies = list.map((v) => {
    const text = typeof v === 'string' ? v.replace(/^data:[^,]*;base64,/, '') : '';
    if (!text || !/^[A-Za-z0-9+/=\s]+$/.test(text)) throw ValidationError.field('base64Images', 'images.notImage');
    if ((text.length * 3) / 4 > UPLOAD_IMAGE_MAX_BYTES + 4) throw ValidationError.field('base64Images', 'images.tooLarge');
    const body = Buffer.from(text, 'base64');
    if (body.length > UPLOAD_IMAGE_MAX_BYTES) throw ValidationError.field('base64Images', 'images.tooLarge');
    if (sniff(body.subarray(0, 16))?.kind !== 'image') throw ValidationError.field('base64Images', 'images.notImage');
    return body;
  });
  const urls: string[] = [];
  for (const [i, body] of bodies.entries()) urls.push((await storeImageBytes(ctx, body, { name: `editor-${i + 1}`, groupId: null, source: 'editor' })).url);
  return urls;
}
