// The image tools on a real database, real file storage and real pictures made with sharp here:
// ratio modes give the exact sizes (pad and crop), GIFs are skipped, a watermark changes the pixels
// of the chosen corner only, transparent pixels turn white, a plain background turns white, and
// compression meets its limits; the refusals (over 40, over 20 translations, a full space, another
// company's picture, no permission, no OCR engine) change nothing. Batches run in the task queue.
//
// TEST-ONLY SANDBOX: the text recognizer and translator installed below are deterministic stand-ins
// for these tests (engine 'sandbox-test'); the product ships no OCR engine (ocr.ts).
import { IMAGE_SPACE_CAPACITY, REPORT_JOB_STATUS } from '@erp/schema';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_FIELDS, okOf, roleAccount, twoCompanySuite, type CompanyWorld, type TestApp } from '../../../test/harness';
import { postMultipart } from '../storage/multipart.testing';
import { setTranslator, translatorOf, type Translator } from '../translation/translator';
import { setTextRecognizer, type TextRecognizer } from './ocr';

let app: TestApp;
let w: CompanyWorld;
let other: CompanyWorld;
const { db, gql } = twoCompanySuite(['Image Tools Co', 'Other Tools Co'], (...s) => ([app, w, other] = s));

const solid = (width: number, height: number, background: { r: number; g: number; b: number; alpha?: number }) =>
  sharp({ create: { width, height, channels: 4, background: { alpha: 1, ...background } } });

let png400x300: Buffer;
let gif: Buffer;
let transparent: Buffer;
let plainJpg: Buffer;
let noisy: Buffer;
let big: Buffer;

const upload = async (data: Buffer, filename: string, token = w.token) => {
  const r = await postMultipart(
    app,
    'storage/uploadFile',
    [
      { name: 'cateId', value: '0' },
      { name: 'fileType', value: '1' },
      { name: 'file', filename, data },
    ],
    { token, lang: 'en' },
  );
  expect(r.body.code, JSON.stringify(r.body)).toBe(0);
  return (await db().imageFile.findFirstOrThrow({ where: { url: r.body.data.fileUrl } })).id;
};

const RUN = 'id operation status total done taskId results { imageId name status messageId message resultId resultUrl }';
const PROCESS = `mutation($i: ImageToolBatchInput!) { processImages(input: $i) { __typename ${okOf('processImages', RUN)} ${ERROR_FIELDS} } }`;
const TRANSLATE = `mutation($i: ImageTranslateInput!) { translateImages(input: $i) { __typename ${okOf('translateImages', RUN)} ${ERROR_FIELDS} } }`;
const RUN_OF = `query($id: Int!) { imageToolRun(id: $id) { ${RUN} } }`;
const TEMPLATE = 'id name kind text color imageFileId position opacity size margin';
const CREATE_T = `mutation($i: WatermarkTemplateInput!) { createWatermarkTemplate(input: $i) { __typename ${okOf('createWatermarkTemplate', TEMPLATE)} ${ERROR_FIELDS} } }`;
const UPDATE_T = `mutation($id: Int!, $i: WatermarkTemplateInput!) { updateWatermarkTemplate(id: $id, input: $i) { __typename ${okOf('updateWatermarkTemplate', TEMPLATE)} ${ERROR_FIELDS} } }`;
const DELETE_T = `mutation($id: Int!) { deleteWatermarkTemplate(id: $id) { __typename ${okOf('deleteWatermarkTemplate', 'id')} ${ERROR_FIELDS} } }`;
const TEMPLATES = `query($f: WatermarkTemplateFilter) { watermarkTemplates(filter: $f, first: 50) { totalCount edges { node { ${TEMPLATE} } } } }`;

/** Runs a batch to its end (the in-process queue) and answers the finished run. */
async function run(input: Record<string, unknown>, mutation = PROCESS, field = 'processImages') {
  const r = (await gql(mutation, { i: input }))[field];
  expect(r.__typename, JSON.stringify(r)).toBe(`Mutation${field[0].toUpperCase()}${field.slice(1)}Success`);
  expect(r.data.status).toBe('queued');
  await app.platform.jobs.idle();
  return (await gql(RUN_OF, { id: r.data.id })).imageToolRun;
}

async function pictureOf(id: number) {
  const f = await db().imageFile.findUniqueOrThrow({ where: { id } });
  const chunks: Buffer[] = [];
  for await (const c of await app.platform.files.openRead(f.key)) chunks.push(c as Buffer);
  return { file: f, body: Buffer.concat(chunks) };
}

async function pixel(body: Buffer, x: number, y: number) {
  const { data, info } = await sharp(body).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * 4;
  return [data[i], data[i + 1], data[i + 2], data[i + 3]];
}

const state = async () =>
  JSON.stringify(
    await Promise.all([
      db().imageFile.findMany({ orderBy: { id: 'asc' } }),
      db().imageToolRun.findMany({ orderBy: { id: 'asc' } }),
      db().watermarkTemplate.findMany({ orderBy: { id: 'asc' } }),
    ]),
  );

let pngId = 0;
let gifId = 0;
beforeAll(async () => {
  png400x300 = await solid(400, 300, { r: 0, g: 0, b: 255 }).png().toBuffer();
  gif = await solid(20, 20, { r: 10, g: 200, b: 10 }).gif().toBuffer();
  // a red square on a transparent canvas
  transparent = await solid(60, 60, { r: 0, g: 0, b: 0, alpha: 0 })
    .composite([{ input: await solid(20, 20, { r: 255, g: 0, b: 0 }).png().toBuffer(), left: 20, top: 20 }])
    .png()
    .toBuffer();
  // a dark square on a plain light grey background
  plainJpg = await solid(80, 80, { r: 230, g: 230, b: 228 })
    .composite([{ input: await solid(30, 30, { r: 20, g: 20, b: 120 }).png().toBuffer(), left: 25, top: 25 }])
    .jpeg({ quality: 95 })
    .toBuffer();
  // random noise: no plain background
  const raw = Buffer.alloc(50 * 50 * 3);
  let seed = 7;
  for (let i = 0; i < raw.length; i++) raw[i] = (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 256;
  noisy = await sharp(raw, { raw: { width: 50, height: 50, channels: 3 } })
    .png()
    .toBuffer();
  big = await sharp(Buffer.from(raw.subarray(0, 50 * 50 * 3)), { raw: { width: 50, height: 50, channels: 3 } })
    .resize(1200, 1200, { kernel: 'nearest' })
    .jpeg({ quality: 100 })
    .toBuffer();
  pngId = await upload(png400x300, 'shirt.png');
  gifId = await upload(gif, 'spin.gif');
});

describe('resize by ratio mode', () => {
  it('pads every ratio mode to its exact size and skips GIFs, reported as skipped; results are new pictures', async () => {
    const expected = { '1:1': [400, 400], '3:4': [400, 533], '4:3': [400, 300], '9:16': [400, 711], '16:9': [533, 300] } as const;
    for (const [ratio, [width, height]] of Object.entries(expected)) {
      const r = await run({ ids: [pngId, gifId], operation: 'resize', ratio });
      expect(r).toMatchObject({ status: 'finished', total: 2, done: 2 });
      expect(r.results[1]).toMatchObject({
        imageId: gifId,
        status: 'skipped',
        message: 'GIF skipped (processing would lose its animation frames)',
        resultId: null,
      });
      expect(r.results[0]).toMatchObject({ imageId: pngId, status: 'done' });
      const { file, body } = await pictureOf(r.results[0].resultId);
      expect(file).toMatchObject({ width, height, ext: 'png', source: 'tool', name: `shirt-${ratio.replace(':', 'x')}.png` });
      expect(await sharp(body).metadata()).toMatchObject({ width, height });
    }
    // the padding is white, the picture centred
    const padded = await run({ ids: [pngId], operation: 'resize', ratio: '1:1' });
    const { body } = await pictureOf(padded.results[0].resultId);
    expect(await pixel(body, 200, 10)).toEqual([255, 255, 255, 255]);
    expect(await pixel(body, 200, 200)).toEqual([0, 0, 255, 255]);
    // the original is untouched
    expect((await pictureOf(pngId)).body.equals(png400x300)).toBe(true);
  });

  it('crops to the exact size of the ratio', async () => {
    const r = await run({ ids: [pngId], operation: 'resize', ratio: '9:16', fit: 'crop' });
    expect((await pictureOf(r.results[0].resultId)).file).toMatchObject({ width: 169, height: 300 });
  });

  it('shows the run in the task queue, finished with its summary', async () => {
    const r = await run({ ids: [pngId, gifId], operation: 'resize', ratio: '16:9' });
    const job = await db().reportJob.findUniqueOrThrow({ where: { id: r.taskId } });
    expect(job).toMatchObject({ reportType: 'imageTools', status: REPORT_JOB_STATUS.finished, percent: 100 });
    expect(job.messages.at(-1)).toBe('Images processed: 1 done, 1 skipped, 0 failed');
  });
});

describe('watermark templates and watermarks', () => {
  let textId = 0;
  let imageTemplateId = 0;
  it('creates, lists, edits and deletes templates; names are unique', async () => {
    const t = (await gql(CREATE_T, { i: { name: 'Brand', kind: 'text', text: 'SHOP', color: '#ff0000', position: 'bottomRight', opacity: 100, size: 40 } }))
      .createWatermarkTemplate;
    expect(t.data).toMatchObject({ name: 'Brand', kind: 'text', text: 'SHOP', position: 'bottomRight', opacity: 100, size: 40, margin: 2, imageFileId: null });
    textId = t.data.id;
    const before = await state();
    const dup = (await gql(CREATE_T, { i: { name: 'Brand', kind: 'text', text: 'X' } })).createWatermarkTemplate;
    expect(dup.fieldErrors).toEqual([{ field: 'name', messageId: 'imageTools.nameExists', message: 'Input content already exists' }]);
    const noText = (await gql(CREATE_T, { i: { name: 'Other', kind: 'text' } })).createWatermarkTemplate;
    expect(noText.fieldErrors[0]).toMatchObject({ field: 'text', message: 'Please enter the watermark text' });
    const badPos = (await gql(CREATE_T, { i: { name: 'Other', kind: 'text', text: 'x', position: 'middle' } })).createWatermarkTemplate;
    expect(badPos.fieldErrors[0]).toMatchObject({ field: 'position' });
    expect(await state()).toBe(before);
    const mark = await upload(await solid(10, 10, { r: 0, g: 255, b: 0 }).png().toBuffer(), 'logo.png');
    imageTemplateId = (await gql(CREATE_T, { i: { name: 'Logo', kind: 'image', imageFileId: mark, position: 'topLeft', opacity: 100, size: 10, margin: 0 } }))
      .createWatermarkTemplate.data.id;
    const edited = (
      await gql(UPDATE_T, { id: textId, i: { name: 'Brand', kind: 'text', text: 'SHOP', color: '#ff0000', position: 'bottomRight', opacity: 100, size: 30 } })
    ).updateWatermarkTemplate;
    expect(edited.data.size).toBe(30);
    expect((await gql(TEMPLATES, { f: { keyword: 'log' } })).watermarkTemplates.edges.map((e: any) => e.node.name)).toEqual(['Logo']);
    const tmp = (await gql(CREATE_T, { i: { name: 'Temp', kind: 'text', text: 'T' } })).createWatermarkTemplate.data.id;
    expect((await gql(DELETE_T, { id: tmp })).deleteWatermarkTemplate.data.id).toBe(tmp);
    expect(await db().watermarkTemplate.count({ where: { id: tmp } })).toBe(0);
  });

  it("refuses another company's picture as the watermark and another company's template", async () => {
    const theirs = await upload(await solid(10, 10, { r: 1, g: 2, b: 3 }).png().toBuffer(), 'theirs.png', other.token);
    const before = await state();
    const r = (await gql(CREATE_T, { i: { name: 'Stolen', kind: 'image', imageFileId: theirs } })).createWatermarkTemplate;
    expect(r.fieldErrors).toEqual([{ field: 'imageFileId', messageId: 'imageTools.watermarkImageInvalid', message: expect.any(String) }]);
    expect((await gql(UPDATE_T, { id: textId, i: { name: 'Mine', kind: 'text', text: 'x' } }, other.token)).updateWatermarkTemplate.messageId).toBe(
      'imageTools.templateNotFound',
    );
    expect(
      (await gql(PROCESS, { i: { ids: [pngId], operation: 'watermark', watermarkTemplateId: textId } }, other.token)).processImages.__typename,
    ).not.toMatch(/Success$/);
    expect(await state()).toBe(before);
  });

  it('a picture watermark changes the pixels of the chosen corner only', async () => {
    const r = await run({ ids: [pngId], operation: 'watermark', watermarkTemplateId: imageTemplateId });
    const { body, file } = await pictureOf(r.results[0].resultId);
    expect(file).toMatchObject({ width: 400, height: 300, name: 'shirt-wm.png' });
    expect(await pixel(body, 5, 5)).toEqual([0, 255, 0, 255]); // top left: the logo (40 × 40)
    expect(await pixel(body, 395, 295)).toEqual([0, 0, 255, 255]); // bottom right: unchanged
  });

  it('a text watermark changes the bottom-right corner and leaves the top left alone', async () => {
    const r = await run({ ids: [pngId], operation: 'watermark', watermarkTemplateId: textId });
    const { body } = await pictureOf(r.results[0].resultId);
    const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
    let changedCorner = 0;
    let changedElsewhere = 0;
    for (let y = 0; y < info.height; y++)
      for (let x = 0; x < info.width; x++) {
        const i = (y * info.width + x) * info.channels;
        const changed = data[i] !== 0 || data[i + 1] !== 0 || data[i + 2] !== 255;
        if (!changed) continue;
        if (x >= 200 && y >= 150) changedCorner++;
        else changedElsewhere++;
      }
    expect(changedCorner).toBeGreaterThan(50);
    expect(changedElsewhere).toBe(0);
  });
});

describe('white background and compression', () => {
  it('turns transparent pixels white and keeps the subject', async () => {
    const id = await upload(transparent, 'cut-out.png');
    const r = await run({ ids: [id], operation: 'whiteBackground' });
    const { body } = await pictureOf(r.results[0].resultId);
    expect(await pixel(body, 2, 2)).toEqual([255, 255, 255, 255]);
    expect(await pixel(body, 30, 30)).toEqual([255, 0, 0, 255]);
  });

  it('turns a plain background white, and refuses a picture without one ("Image white background failure")', async () => {
    const plain = await upload(plainJpg, 'plain.jpg');
    const busy = await upload(noisy, 'noisy.png');
    const r = await run({ ids: [plain, busy], operation: 'whiteBackground' });
    const { body } = await pictureOf(r.results[0].resultId);
    const corner = await pixel(body, 3, 3);
    expect(corner.slice(0, 3).every((c) => c >= 250)).toBe(true);
    const centre = await pixel(body, 40, 40);
    expect(centre[2] < 200 && centre[0] < 80).toBe(true);
    expect(r.results[1]).toMatchObject({ status: 'failed', messageId: 'imageTools.whiteBackgroundFailed', resultId: null });
    expect(r.results[1].message).toMatch(/^Image white background failure/);
  });

  it('compresses to a maximum edge and a maximum size', async () => {
    const id = await upload(big, 'big.jpg');
    const r = await run({ ids: [id], operation: 'compress', maxEdge: 600, maxBytes: 60 * 1024 });
    const { body, file } = await pictureOf(r.results[0].resultId);
    expect(Math.max(file.width, file.height)).toBeLessThanOrEqual(600);
    expect(body.length).toBeLessThanOrEqual(60 * 1024);
    expect(file.bytes).toBe(body.length);
  });
});

describe('refusals change nothing', () => {
  it('refuses more than 40 pictures', async () => {
    const before = await state();
    const ids = Array.from({ length: 41 }, (_, i) => pngId + i);
    const r = (await gql(PROCESS, { i: { ids, operation: 'whiteBackground' } })).processImages;
    expect(r.fieldErrors).toEqual([{ field: 'ids', messageId: 'imageTools.batchLimit', message: 'Image edit limit exceeded: at most 40 images per run' }]);
    expect(await state()).toBe(before);
  });

  it("refuses another company's picture", async () => {
    const theirs = await upload(png400x300, 'theirs2.png', other.token);
    const before = await state();
    const r = (await gql(PROCESS, { i: { ids: [pngId, theirs], operation: 'resize', ratio: '1:1' } })).processImages;
    expect(r).toMatchObject({ __typename: 'NotFoundError', messageId: 'images.notFound' });
    expect(await state()).toBe(before);
  });

  it('refuses a batch when the image space is full', async () => {
    await db().company.update({ where: { id: w.companyId }, data: { edition: 'standard' } });
    const used = (await db().imageFile.aggregate({ where: { companyId: w.companyId }, _sum: { bytes: true } }))._sum.bytes ?? 0;
    const filler = await db().imageFile.create({
      data: {
        companyId: w.companyId,
        name: 'filler',
        key: 'images/none/filler.png',
        url: '/files/none',
        kind: 'image',
        ext: 'png',
        bytes: IMAGE_SPACE_CAPACITY.standard - used,
      },
    });
    try {
      const before = await state();
      const r = (await gql(PROCESS, { i: { ids: [pngId], operation: 'resize', ratio: '1:1' } })).processImages;
      expect(r.messageId).toBe('images.capacityFull');
      expect(r.message).toMatch(/^Image space capacity insufficient/);
      expect(await state()).toBe(before);
    } finally {
      await db().imageFile.delete({ where: { id: filler.id } });
    }
  });

  it('needs imageTools.process to run and watermark.update to edit templates', async () => {
    const viewer = await roleAccount(app, w.companyId, { username: 'tools_viewer', role: 'Images only', permissions: ['imageManagement', 'watermarkManage'] });
    const before = await state();
    const denied = await app.gql(PROCESS, { i: { ids: [pngId], operation: 'resize', ratio: '1:1' } }, { token: viewer.token });
    expect(denied.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'imageTools.process' });
    const noEdit = await app.gql(CREATE_T, { i: { name: 'X', kind: 'text', text: 'x' } }, { token: viewer.token });
    expect(noEdit.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'watermark.update' });
    expect((await gql(TEMPLATES, {}, viewer.token)).watermarkTemplates.totalCount).toBeGreaterThan(0);
    expect(await state()).toBe(before);
  });
});

describe('image translation', () => {
  it('says the OCR engine is not configured, queuing nothing', async () => {
    const before = await state();
    const r = (await gql(TRANSLATE, { i: { ids: [pngId], target: 'en' } })).translateImages;
    expect(r).toMatchObject({ messageId: 'imageTools.ocrNotConfigured' });
    expect(r.message).toMatch(/^Image translation failure: no text recognition \(OCR\) engine is configured/);
    expect(await state()).toBe(before);
  });

  it('refuses more than 20 pictures', async () => {
    const before = await state();
    const r = (await gql(TRANSLATE, { i: { ids: Array.from({ length: 21 }, (_, i) => i + 1), target: 'en' } })).translateImages;
    expect(r.fieldErrors).toEqual([
      { field: 'ids', messageId: 'imageTools.translateLimit', message: 'Image translation limit exceeded: at most 20 images per run' },
    ]);
    expect(await state()).toBe(before);
  });

  it('with an OCR engine but only the sandbox translator, says translation is not configured', async () => {
    // TEST-ONLY SANDBOX recognizer: one fixed line in the top-left quarter
    const ocr: TextRecognizer = { engine: 'sandbox-test', recognize: () => Promise.resolve([{ text: '促销', left: 10, top: 10, width: 120, height: 40 }]) };
    setTextRecognizer(app.platform, ocr);
    const previous = translatorOf(app.platform);
    try {
      expect(previous.configured).toBe(false);
      const r = (await gql(TRANSLATE, { i: { ids: [pngId], target: 'en' } })).translateImages;
      expect(r.messageId).toBe('imageTools.translatorNotConfigured');
      // TEST-ONLY SANDBOX translator standing in for a configured engine
      const fake: Translator = {
        engine: 'sandbox-test',
        configured: true,
        translate: (q) => Promise.resolve({ ok: true, text: `SALE(${q.target})`, source: 'zh', engine: 'sandbox-test', sandbox: true }),
      };
      setTranslator(app.platform, fake);
      const done = await run({ ids: [pngId, gifId], target: 'en' }, TRANSLATE, 'translateImages');
      expect(done.results[0]).toMatchObject({ status: 'done', name: 'shirt.png' });
      expect(done.results[1]).toMatchObject({ status: 'skipped' });
      const { body, file } = await pictureOf(done.results[0].resultId);
      expect(file.name).toBe('shirt-en.png');
      // the box is painted over (white, then black text), the rest untouched
      const [r0, g0] = await pixel(body, 12, 12);
      expect(r0 > 0 || g0 > 0).toBe(true);
      expect(await pixel(body, 300, 250)).toEqual([0, 0, 255, 255]);
      // a translator failure is the picture's "Image translation failure"
      setTranslator(app.platform, { ...fake, translate: () => Promise.resolve({ ok: false, reason: 'HTTP 503' }) });
      const failed = await run({ ids: [pngId], target: 'en' }, TRANSLATE, 'translateImages');
      expect(failed.results[0]).toMatchObject({ status: 'failed', message: 'Image translation failure (HTTP 503)', resultId: null });
    } finally {
      setTextRecognizer(app.platform, null);
      setTranslator(app.platform, previous);
    }
  });
});
