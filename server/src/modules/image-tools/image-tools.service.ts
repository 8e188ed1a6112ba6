// Image tools (issue 24 item 2): watermark templates (/watermarkManage) and batches over ticked
// pictures of the image space (/imageManagement's tools dialog): resize by ratio mode, watermark,
// white background, compress (≤ 40 a run) and image translation (≤ 20 a run). Rules:
//   every ticked id must be one of the company's pictures in use (not recycled, not a video): an
//     unknown or foreign id refuses the whole batch ("The image does not exist"), nothing queued;
//   a space already unable to hold results the size of the originals is refused up front ("Image
//     space capacity insufficient"); each result is also checked when stored (the images service);
//   results are new files of the image space (the originals are never changed: listings already
//     published keep pointing at the exact picture they had), in the chosen group or the original's;
//   GIFs are skipped and reported as skipped (their animation would be lost);
//   a batch runs in the task queue (a tracked task with its percent, then a notice), one picture
//     after the other; the run keeps each picture's result (done / skipped / failed and why);
//   translation needs a text-recognition engine (ocr.ts) and a configured translator; without
//     either it refuses with a "not configured" message and queues nothing: no fake result.
import {
  imageCapacityOf,
  imageSpaceFull,
  imageToolBatchInput,
  imageTranslateInput,
  resizeSkips,
  watermarkTemplateInput,
  type ImageFitMode,
  type ImageRatioMode,
  type TranslateLang,
} from '@erp/schema';
import { randomUUID } from 'node:crypto';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, createContext, type Actor, type Platform, type RequestContext } from '../../platform/context';
import { scopedDb } from '../../platform/db';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { findRecord, inputAndRecord } from '../../platform/records';
import { parseInput, uniquelyNamed } from '../../platform/validate';
import { listWhere } from '../../platform/where';
import { recordUpload } from '../images/images.service';
import { registerTaskType } from '../report-jobs/exports';
import { progressTrackedTask, startTrackedTask } from '../report-jobs/tasks';
import { translatorOf } from '../translation/translator';
import { textRecognizerOf } from './ocr';
import { compressImage, paintTranslation, resizeImage, ToolRefusal, watermarkImage, whiteBackground } from './image-tools.process';

export const WATERMARK_EDIT = 'watermark.update';
export const IMAGE_TOOLS = 'imageTools.process';
export const IMAGE_TOOLS_JOB = 'imageTools.run';
export const IMAGE_TOOLS_TASK = registerTaskType('imageTools', { nameId: 'imageTools.task.name', typeNameId: 'imageTools.task.type' });

// ---- watermark templates -------------------------------------------------------------------------

export const watermarkTemplateWhere = listWhere<Prisma.WatermarkTemplateWhereInput>()('watermarkManage', { keyword: ['name'] });

const findTemplate = (ctx: RequestContext, id: number) => findRecord(ctx.db.watermarkTemplate, id, 'imageTools.templateNotFound', { id });

/** The watermark picture: one of the company's pictures in use. */
async function checkMarkImage(ctx: RequestContext, imageFileId: number | null) {
  if (imageFileId == null) return;
  const f = await ctx.db.imageFile.findFirst({ where: { id: imageFileId, temporary: false, recycledAt: null, kind: 'image' }, select: { id: true } });
  if (!f) throw ValidationError.field('imageFileId', 'imageTools.watermarkImageInvalid');
}

const nameTaken = () => ValidationError.field('name', 'imageTools.nameExists');

export async function createWatermarkTemplate(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, WATERMARK_EDIT);
  const input = parseInput(watermarkTemplateInput, raw);
  await checkMarkImage(ctx, input.imageFileId);
  return uniquelyNamed(
    ctx.db.watermarkTemplate,
    input.name,
    undefined,
    () => ctx.db.watermarkTemplate.create({ data: { ...input, companyId: actor.companyId } }),
    nameTaken,
  );
}

export async function updateWatermarkTemplate(ctx: RequestContext, id: number, raw: unknown) {
  assertCan(ctx, WATERMARK_EDIT);
  const { input } = await inputAndRecord(watermarkTemplateInput, raw, () => findTemplate(ctx, id));
  await checkMarkImage(ctx, input.imageFileId);
  return uniquelyNamed(ctx.db.watermarkTemplate, input.name, id, () => ctx.db.watermarkTemplate.update({ where: { id }, data: input }), nameTaken);
}

export async function deleteWatermarkTemplate(ctx: RequestContext, id: number) {
  assertCan(ctx, WATERMARK_EDIT);
  const t = await findTemplate(ctx, id);
  await ctx.db.watermarkTemplate.deleteMany({ where: { id } });
  return t;
}

// ---- starting a run ------------------------------------------------------------------------------

export type ImageToolRunRow = Prisma.ImageToolRunGetPayload<object>;

export interface ImageToolResult {
  imageId: number;
  name: string;
  status: 'done' | 'skipped' | 'failed';
  messageId: string;
  params: Record<string, unknown>;
  resultId: number | null;
  resultUrl: string;
}

/** The ticked pictures, every one the company's, in use and a picture (not a video). */
async function tickedPictures(ctx: RequestContext, ids: number[]) {
  const files = await ctx.db.imageFile.findMany({ where: { id: { in: ids }, temporary: false } });
  for (const id of ids) {
    const f = files.find((x) => x.id === id);
    if (!f) throw new NotFoundError('images.notFound', { id });
    if (f.recycledAt) throw new BusinessError('images.recycled', { name: f.name });
    if (f.kind !== 'image') throw new BusinessError('imageTools.notImage', { name: f.name });
  }
  return files;
}

async function checkGroup(ctx: RequestContext, groupId: number | null | undefined) {
  if (groupId == null) return;
  if (!(await ctx.db.imageGroup.findFirst({ where: { id: groupId }, select: { id: true } }))) throw ValidationError.field('groupId', 'images.groupNotFound');
}

/** Refuses when the space cannot hold results as large as the originals. */
async function checkCapacity(ctx: RequestContext, actor: Actor, adding: number) {
  const [company, sums] = await Promise.all([
    ctx.db.company.findFirstOrThrow({ where: { id: actor.companyId }, select: { edition: true } }),
    ctx.db.imageFile.aggregate({ _sum: { bytes: true } }),
  ]);
  const used = sums._sum.bytes ?? 0;
  if (imageSpaceFull(used, adding, company.edition)) {
    const gb = (n: number) => `${(n / 1024 ** 3).toFixed(2)} GB`;
    throw new BusinessError('images.capacityFull', { used: gb(used), capacity: gb(imageCapacityOf(company.edition)) });
  }
}

async function queueRun(ctx: RequestContext, actor: Actor, operation: string, ids: number[], options: Record<string, unknown>) {
  const { run, task } = await ctx.db.$transaction(async (tx) => {
    const task = await startTrackedTask(ctx, tx, IMAGE_TOOLS_TASK, ids.length, { operation });
    const run = await tx.imageToolRun.create({
      data: {
        companyId: actor.companyId,
        userId: actor.userId,
        operation,
        options: options as Prisma.InputJsonValue,
        imageIds: ids,
        total: ids.length,
        taskId: task.id,
      },
    });
    return { run, task };
  });
  task.announce();
  await ctx.platform.jobs.enqueue(IMAGE_TOOLS_JOB, { companyId: actor.companyId, runId: run.id } satisfies ImageToolJob);
  return run;
}

/** Resize, watermark, white background or compress up to 40 pictures, in the task queue. */
export async function startImageToolRun(ctx: RequestContext, raw: unknown): Promise<ImageToolRunRow> {
  const actor = assertCan(ctx, IMAGE_TOOLS);
  const input = parseInput(imageToolBatchInput, raw);
  if (input.operation === 'watermark') {
    const t = await ctx.db.watermarkTemplate.findFirst({ where: { id: input.watermarkTemplateId! }, select: { id: true } });
    if (!t) throw ValidationError.field('watermarkTemplateId', 'imageTools.templateNotFound');
  }
  await checkGroup(ctx, input.groupId);
  const files = await tickedPictures(ctx, input.ids);
  await checkCapacity(
    ctx,
    actor,
    files.reduce((s, f) => s + f.bytes, 0),
  );
  const { ids, operation, ...options } = input;
  return queueRun(ctx, actor, operation, ids, options);
}

/** Image translation of up to 20 pictures: only with a real OCR engine and a configured translator. */
export async function startImageTranslation(ctx: RequestContext, raw: unknown): Promise<ImageToolRunRow> {
  const actor = assertCan(ctx, IMAGE_TOOLS);
  const input = parseInput(imageTranslateInput, raw);
  await checkGroup(ctx, input.groupId);
  const files = await tickedPictures(ctx, input.ids);
  if (!textRecognizerOf(ctx.platform)) throw new BusinessError('imageTools.ocrNotConfigured');
  if (!translatorOf(ctx.platform).configured) throw new BusinessError('imageTools.translatorNotConfigured');
  await checkCapacity(
    ctx,
    actor,
    files.reduce((s, f) => s + f.bytes, 0),
  );
  const { ids, ...options } = input;
  return queueRun(ctx, actor, 'translate', ids, options);
}

export async function findImageToolRun(ctx: RequestContext, id: number) {
  assertCan(ctx, IMAGE_TOOLS);
  const run = await ctx.db.imageToolRun.findFirst({ where: { id } });
  if (!run) throw new NotFoundError('imageTools.runNotFound', { id });
  return run;
}

// ---- the job ------------------------------------------------------------------------------------

export interface ImageToolJob {
  companyId: number;
  runId: number;
}

/** The run's user as sign-in builds it (without a session). */
async function actorOf(platform: Platform, companyId: number, userId: number): Promise<Actor | null> {
  const user = await scopedDb(platform.database.prisma, companyId).user.findFirst({ where: { id: userId }, include: { role: true, company: true } });
  if (!user || user.status !== 'enabled') return null;
  return {
    userId: user.id,
    companyId: user.companyId,
    sessionId: '',
    username: user.username,
    realname: user.realname,
    isMain: user.isMain,
    roleId: user.roleId,
    permissions: new Set(user.role?.permissions ?? []),
    allowShopIds: user.allowShopIds,
    edition: user.company.edition,
  };
}

async function readStored(platform: Platform, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of await platform.files.openRead(key)) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

const SUFFIX: Record<string, string> = { resize: 'ratio', watermark: 'wm', whiteBackground: 'white', compress: 'min', translate: 'tr' };

/** One picture of a run: the new bytes, or a ToolRefusal. */
async function processOne(ctx: RequestContext, run: ImageToolRunRow, ext: string, body: Buffer): Promise<Buffer> {
  const o = run.options as Record<string, unknown>;
  switch (run.operation) {
    case 'resize':
      return resizeImage(body, ext, o.ratio as ImageRatioMode, (o.fit as ImageFitMode) ?? 'pad');
    case 'watermark': {
      const t = await ctx.db.watermarkTemplate.findFirst({ where: { id: o.watermarkTemplateId as number } });
      if (!t) throw new ToolRefusal('imageTools.templateNotFound');
      let mark: Buffer | null = null;
      if (t.kind === 'image') {
        const f = t.imageFileId ? await ctx.db.imageFile.findFirst({ where: { id: t.imageFileId, recycledAt: null, kind: 'image' } }) : null;
        if (!f) throw new ToolRefusal('imageTools.watermarkImageInvalid');
        mark = await readStored(ctx.platform, f.key);
      }
      return watermarkImage(body, ext, t, mark);
    }
    case 'whiteBackground':
      return whiteBackground(body, ext);
    case 'compress':
      return compressImage(body, ext, { maxBytes: o.maxBytes as number | null, maxEdge: o.maxEdge as number | null });
    case 'translate': {
      const ocr = textRecognizerOf(ctx.platform);
      const translator = translatorOf(ctx.platform);
      if (!ocr) throw new ToolRefusal('imageTools.ocrNotConfigured');
      if (!translator.configured) throw new ToolRefusal('imageTools.translatorNotConfigured');
      const source = (o.source as string) || 'auto';
      const blocks = (await ocr.recognize(body, source)).filter((b) => b.text.trim());
      if (!blocks.length) throw new ToolRefusal('imageTools.noText');
      const done = [];
      for (const b of blocks) {
        const r = await translator.translate({ text: b.text, target: o.target as TranslateLang, source });
        if (!r.ok) throw new ToolRefusal('imageTools.translateFailed', { reason: r.reason });
        done.push({ ...b, translated: r.text });
      }
      return paintTranslation(body, ext, done);
    }
    default:
      throw new ToolRefusal('imageTools.operationInvalid');
  }
}

async function processPicture(ctx: RequestContext, run: ImageToolRunRow, imageId: number): Promise<ImageToolResult> {
  const base = { imageId, name: '', params: {}, resultId: null, resultUrl: '' };
  const f = await ctx.db.imageFile.findFirst({ where: { id: imageId, temporary: false, recycledAt: null, kind: 'image' } });
  if (!f) return { ...base, status: 'failed', messageId: 'images.notFound' };
  const named = { ...base, name: f.name };
  if (resizeSkips(f.ext)) return { ...named, status: 'skipped', messageId: 'imageTools.gifSkipped' };
  try {
    const body = await readStored(ctx.platform, f.key);
    const out = await processOne(ctx, run, f.ext, body);
    const key = `images/${run.companyId}/${randomUUID()}.${f.ext}`;
    await ctx.platform.files.put(key, out);
    const stem = f.name.replace(/\.[a-z0-9]+$/i, '');
    const o = run.options as Record<string, unknown>;
    const suffix = run.operation === 'resize' ? String(o.ratio).replace(':', 'x') : run.operation === 'translate' ? String(o.target) : SUFFIX[run.operation];
    const groupId = (o.groupId as number | null | undefined) ?? f.groupId;
    const row = await recordUpload(
      ctx,
      { key, fileUrl: `/files/${key}`, size: out.length, kind: 'image' },
      { name: `${stem}-${suffix}.${f.ext}`, groupId, source: 'upload', body: out },
    );
    // marked as made by the tools, from the original's address
    await ctx.db.imageFile.updateMany({ where: { id: row.id }, data: { source: 'tool', sourceUrl: f.url } });
    return { ...named, status: 'done', messageId: '', resultId: row.id, resultUrl: row.url };
  } catch (err) {
    if (err instanceof ToolRefusal || err instanceof BusinessError) return { ...named, status: 'failed', messageId: err.messageId, params: err.params };
    ctx.platform.logger.warn({ err, imageId, runId: run.id }, 'image tool failed on a picture');
    const whiteBg = run.operation === 'whiteBackground';
    const translate = run.operation === 'translate';
    const messageId = whiteBg ? 'imageTools.whiteBackgroundFailed' : translate ? 'imageTools.translateFailed' : 'imageTools.processFailed';
    return { ...named, status: 'failed', messageId, params: { reason: err instanceof Error ? err.message.slice(0, 200) : 'error' } };
  }
}

/** Works off a queued run (claimed first, so a redelivered job does nothing twice). */
export async function runImageTools(platform: Platform, { companyId, runId }: ImageToolJob): Promise<void> {
  const db = scopedDb(platform.database.prisma, companyId);
  const claimed = await db.imageToolRun.updateMany({ where: { id: runId, status: 'queued' }, data: { status: 'processing' } });
  if (!claimed.count) return;
  const run = await db.imageToolRun.findFirstOrThrow({ where: { id: runId } });
  const actor = await actorOf(platform, companyId, run.userId);
  const results: ImageToolResult[] = [];
  const ctx = actor ? createContext(platform, { lang: 'zh', ip: '', userAgent: 'image-tools', actor }) : null;
  for (const imageId of run.imageIds) {
    const r = ctx
      ? await processPicture(ctx, run, imageId)
      : { imageId, name: '', status: 'failed' as const, messageId: 'account.notFound', params: {}, resultId: null, resultUrl: '' };
    results.push(r);
    const last = results.length === run.total;
    await db.imageToolRun.updateMany({
      where: { id: runId },
      data: { done: results.length, results: results as unknown as Prisma.InputJsonValue, ...(last ? { status: 'finished', finishedAt: new Date() } : {}) },
    });
    if (run.taskId) {
      const count = (s: string) => results.filter((x) => x.status === s).length;
      await progressTrackedTask(
        platform,
        companyId,
        run.taskId,
        { done: results.length, total: run.total },
        { id: 'imageTools.task.finished', params: { done: count('done'), skipped: count('skipped'), failed: count('failed') } },
      ).catch((err: unknown) => platform.logger.warn({ err, runId }, 'image tools progress not reported'));
    }
  }
}

export function registerImageToolJobs(platform: Platform): void {
  platform.jobs.register<ImageToolJob>(IMAGE_TOOLS_JOB, (data) => runImageTools(platform, data));
}
