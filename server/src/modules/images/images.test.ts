// The image space on a real database and real file storage: uploads recorded with their size read
// from real pictures (sharp), groups, the capacity of the plan edition, the recycle bin and its
// 90-day purge (time injected), upload by URL from a local HTTP server through the SSRF guard
// (private, loopback and metadata addresses refused, redirects checked), the editor's base64
// pictures, usage by products, and tenancy / permissions. Every refusal changes nothing.
import { IMAGE_SPACE_CAPACITY } from '@erp/schema';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_FIELDS, okOf, roleAccount, twoCompanySuite, type CompanyWorld, type TestApp } from '../../../test/harness';
import { postMultipart, TINY_PNG } from '../storage/multipart.testing';
import { purgeDueImages } from './images.service';

let app: TestApp;
let w: CompanyWorld;
let other: CompanyWorld;
const { db, gql } = twoCompanySuite(['Images Co', 'Other Images Co'], (...s) => ([app, w, other] = s));

let server: http.Server;
let base = '';
let png: Buffer;
let jpg: Buffer;
beforeAll(async () => {
  // the capacity of the standard edition (the harness makes professional companies)
  await db().company.update({ where: { id: w.companyId }, data: { edition: 'standard' } });
  png = await sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 1 } } })
    .png()
    .toBuffer();
  jpg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 0, g: 128, b: 255 } } })
    .jpeg()
    .toBuffer();
  server = http.createServer((req, res) => {
    if (req.url === '/shirt.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpg);
    if (req.url === '/page.html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    if (req.url === '/big.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 10)]));
    if (req.url === '/to-metadata') return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    if (req.url === '/to-shirt') return res.writeHead(301, { location: '/shirt.jpg' }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
const allowLocal = () => (app.platform.config.fetchAllowHosts = [base.slice('http://'.length)]);

const FILE = 'id groupId name url kind ext bytes width height source sourceUrl recycledAt purgeAt';
const FILES = `query($f: ImageFileFilter) { imageFiles(filter: $f, first: 50) { totalCount edges { node { ${FILE} } } } }`;
const GROUPS = '{ imageGroups { ungroupedCount groups { id name fileCount } } }';
const USAGE = '{ imageSpaceUsage { edition usedBytes capacityBytes fileCount recycledCount recycleDays } }';
const m = (field: string, args: string, vars: string, fields = '') =>
  `mutation(${vars}) { ${field}(${args}) { __typename ${fields ? okOf(field, fields) : `... on Mutation${field[0].toUpperCase() + field.slice(1)}Success { data }`} ${ERROR_FIELDS} } }`;
const CREATE_GROUP = m('createImageGroup', 'input: $i', '$i: ImageGroupInput!', 'id name fileCount');
const RENAME_GROUP = m('renameImageGroup', 'id: $id, input: $i', '$id: Int!, $i: ImageGroupInput!', 'id name fileCount');
const DELETE_GROUP = m('deleteImageGroup', 'id: $id', '$id: Int!');
const MOVE = m('moveImages', 'input: $i', '$i: MoveImagesInput!');
const RECYCLE = m('recycleImages', 'input: $i', '$i: ImageIdsInput!');
const RESTORE = m('restoreImages', 'input: $i', '$i: ImageIdsInput!');
const PURGE = m('purgeImages', 'input: $i', '$i: ImageIdsInput!');
const BY_URL = m('uploadImageByUrl', 'input: $i', '$i: UploadImageByUrlInput!', FILE);

const files = async (f: Record<string, unknown> = {}, token = w.token) => (await gql(FILES, { f }, token)).imageFiles;
const upload = (data: Buffer, filename: string, cateId = '0', token = w.token, lang = 'en') =>
  postMultipart(
    app,
    'storage/uploadFile',
    [
      { name: 'cateId', value: cateId },
      { name: 'fileType', value: '1' },
      { name: 'file', filename, data },
    ],
    { token, lang },
  );
const state = async () =>
  JSON.stringify(await Promise.all([db().imageFile.findMany({ orderBy: { id: 'asc' } }), db().imageGroup.findMany({ orderBy: { id: 'asc' } })]));
const storedCount = () => db().imageFile.count();
const fileExists = async (key: string) => (await app.platform.files.stat(key)) !== null;

let groupId = 0;

describe('uploads are recorded in the image space', () => {
  it('stores a real picture into a group with its size in pixels and bytes; groups count it; the space shows it used', async () => {
    const g = await gql(CREATE_GROUP, { i: { name: 'Shirts' } });
    expect(g.createImageGroup.data).toMatchObject({ name: 'Shirts', fileCount: 0 });
    groupId = g.createImageGroup.data.id;
    const r = await upload(png, 'red-shirt.png', String(groupId));
    expect(r.body.code).toBe(0);
    const list = await files({ groupId });
    expect(list.totalCount).toBe(1);
    expect(list.edges[0].node).toMatchObject({
      name: 'red-shirt.png',
      url: r.body.data.fileUrl,
      kind: 'image',
      ext: 'png',
      bytes: png.length,
      width: 40,
      height: 30,
      source: 'upload',
    });
    await upload(TINY_PNG, 'dot.png');
    expect((await gql(GROUPS)).imageGroups).toEqual({ ungroupedCount: 1, groups: [{ id: groupId, name: 'Shirts', fileCount: 1 }] });
    expect((await files({ groupId: 0 })).edges.map((e: any) => e.node.name)).toEqual(['dot.png']);
    expect((await files({ keyword: 'SHIRT' })).totalCount).toBe(1);
    expect((await gql(USAGE)).imageSpaceUsage).toEqual({
      edition: 'standard',
      usedBytes: png.length + TINY_PNG.length,
      capacityBytes: IMAGE_SPACE_CAPACITY.standard,
      fileCount: 2,
      recycledCount: 0,
      recycleDays: 90,
    });
  });

  it("refuses an unknown group or another company's group, storing nothing", async () => {
    const theirs = (await gql(CREATE_GROUP, { i: { name: 'Theirs' } }, other.token)).createImageGroup.data.id;
    const before = await state();
    for (const cateId of ['999999', String(theirs), '-1', 'abc']) {
      const r = await upload(png, 'x.png', cateId);
      expect(r.body.data.errors.cateId, cateId).toEqual(['The image group does not exist']);
    }
    expect(await state()).toBe(before);
  });

  it('refuses an upload past the capacity of the plan edition with the spec message, and removes its file', async () => {
    const filler = await db().imageFile.create({
      data: {
        companyId: w.companyId,
        name: 'filler.mp4',
        key: 'videos/0/filler.mp4',
        url: '/files/videos/0/filler.mp4',
        kind: 'video',
        ext: 'mp4',
        bytes: IMAGE_SPACE_CAPACITY.standard - png.length - 100,
      },
    });
    const before = await state();
    const r = await upload(png, 'one-too-many.png', '0', w.token, 'zh');
    expect(r.body.message).toMatch(/^图片空间容量不足/);
    expect(await state()).toBe(before);
    const en = await upload(png, 'one-too-many.png');
    expect(en.body.message).toMatch(/^Image space capacity insufficient: 1\.00 GB of 1\.00 GB used/);
    await db().imageFile.delete({ where: { id: filler.id } });
    // a professional company has room for the same upload
    await db().company.update({ where: { id: w.companyId }, data: { edition: 'professional' } });
    expect((await gql(USAGE)).imageSpaceUsage.capacityBytes).toBe(IMAGE_SPACE_CAPACITY.professional);
    await db().company.update({ where: { id: w.companyId }, data: { edition: 'standard' } });
  });
});

describe('groups', () => {
  it('refuses a blank or taken name (zh and en), renames, and deleting a group leaves its files without one', async () => {
    const before = await state();
    expect((await gql(CREATE_GROUP, { i: { name: '  ' } })).createImageGroup).toMatchObject({
      fieldErrors: [{ field: 'name', messageId: 'images.groupNameRequired' }],
    });
    expect((await gql(CREATE_GROUP, { i: { name: 'Shirts' } }, w.token, 'zh')).createImageGroup).toMatchObject({
      fieldErrors: [{ field: 'name', message: '输入内容已存在' }],
    });
    expect((await gql(RENAME_GROUP, { id: groupId, i: { name: 'x'.repeat(31) } })).renameImageGroup.fieldErrors[0].field).toBe('name');
    expect(await state()).toBe(before);
    const other2 = (await gql(CREATE_GROUP, { i: { name: 'Shoes' } })).createImageGroup.data.id;
    expect((await gql(RENAME_GROUP, { id: other2, i: { name: 'Shirts' } })).renameImageGroup.fieldErrors[0].messageId).toBe('images.groupNameExists');
    expect((await gql(RENAME_GROUP, { id: other2, i: { name: 'Boots' } })).renameImageGroup.data).toMatchObject({ name: 'Boots', fileCount: 0 });
    const inShirts = (await files({ groupId })).edges.map((e: any) => e.node.id);
    expect((await gql(MOVE, { i: { ids: inShirts, groupId: other2 } })).moveImages.data).toBe(1);
    expect((await gql(DELETE_GROUP, { id: other2 })).deleteImageGroup.data).toBe(true);
    expect((await files({ groupId: 0 })).totalCount).toBe(2);
    expect((await gql(MOVE, { i: { ids: inShirts, groupId } })).moveImages.data).toBe(1);
  });

  it("cannot touch another company's groups or files", async () => {
    const mine = (await files()).edges[0].node.id;
    const theirGroup = (await gql(GROUPS, {}, other.token)).imageGroups.groups[0].id;
    const before = await state();
    expect((await gql(MOVE, { i: { ids: [mine], groupId: theirGroup } })).moveImages.messageId).toBe('images.groupNotFound');
    expect((await gql(DELETE_GROUP, { id: theirGroup })).deleteImageGroup.messageId).toBe('images.groupNotFound');
    expect((await gql(RECYCLE, { i: { ids: [mine] } }, other.token)).recycleImages.messageId).toBe('images.notFound');
    expect((await files({}, other.token)).totalCount).toBe(0);
    expect(await state()).toBe(before);
  });
});

describe('the recycle bin', () => {
  it('recycles, restores, refuses to purge a file in use, purges for good, and the schedule purges after 90 days', async () => {
    const { id, url } = (await files({ groupId })).edges[0].node;
    const row = await db().imageFile.findUniqueOrThrow({ where: { id } });
    const before = await state();
    expect((await gql(PURGE, { i: { ids: [id] } })).purgeImages).toMatchObject({ messageId: 'images.notRecycled' });
    expect((await gql(RESTORE, { i: { ids: [id] } })).restoreImages).toMatchObject({ messageId: 'images.notRecycled' });
    expect((await gql(RECYCLE, { i: { ids: [] } })).recycleImages).toMatchObject({ fieldErrors: [{ messageId: 'images.idsRequired' }] });
    expect(await state()).toBe(before);

    expect((await gql(RECYCLE, { i: { ids: [id] } })).recycleImages.data).toBe(1);
    const bin = await files({ recycled: true });
    expect(bin.edges.map((e: any) => e.node.url)).toEqual([url]);
    const { recycledAt, purgeAt } = bin.edges[0].node;
    expect(new Date(purgeAt).getTime() - new Date(recycledAt).getTime()).toBe(90 * 24 * 3600 * 1000);
    expect((await files({ groupId })).totalCount).toBe(0);
    expect((await gql(MOVE, { i: { ids: [id], groupId } })).moveImages.messageId).toBe('images.recycled');
    // the recycle bin still counts against the capacity
    expect((await gql(USAGE)).imageSpaceUsage).toMatchObject({ recycledCount: 1, fileCount: 2 });
    expect((await gql(RESTORE, { i: { ids: [id] } })).restoreImages.data).toBe(1);
    expect((await files({ groupId })).totalCount).toBe(1);

    // recycled 91 days ago by the clock of the purge: day 89 keeps it, day 91 removes the record and the file
    await gql(RECYCLE, { i: { ids: [id] } });
    const at = (await db().imageFile.findUniqueOrThrow({ where: { id } })).recycledAt!;
    expect(await purgeDueImages(app.platform, new Date(at.getTime() + 89 * 24 * 3600 * 1000))).toBe(0);
    expect(await fileExists(row.key)).toBe(true);
    expect(await purgeDueImages(app.platform, new Date(at.getTime() + 91 * 24 * 3600 * 1000))).toBe(1);
    expect(await db().imageFile.findUnique({ where: { id } })).toBeNull();
    expect(await fileExists(row.key)).toBe(false);
    expect((await app.http.inject({ method: 'GET', url })).statusCode).toBe(404);

    // purge now, from the bin
    const dot = (await files({ groupId: 0 })).edges[0].node;
    const dotKey = (await db().imageFile.findUniqueOrThrow({ where: { id: dot.id } })).key;
    await gql(RECYCLE, { i: { ids: [dot.id] } });
    expect((await gql(PURGE, { i: { ids: [dot.id] } })).purgeImages.data).toBe(1);
    expect(await fileExists(dotKey)).toBe(false);
  });

  it('a sub-account that may only look cannot change the image space', async () => {
    const viewer = await roleAccount(app, w.companyId, { username: 'img_viewer', role: 'Image viewer', permissions: ['imageManagement'] });
    await upload(png, 'kept.png');
    const id = (await files()).edges[0].node.id;
    expect((await files({}, viewer.token)).totalCount).toBe(1);
    const denied = await app.gql(RECYCLE, { i: { ids: [id] } }, { token: viewer.token });
    expect(denied.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'imageManagement.update' });
    const nobody = await roleAccount(app, w.companyId, { username: 'img_nobody', role: 'No images', permissions: ['orders'] });
    expect((await app.gql(FILES, {}, { token: nobody.token })).body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('upload by URL (SSRF guard)', () => {
  it('downloads a picture from an allowed host into a group, following a redirect; REST answers its fileUrl', async () => {
    allowLocal();
    const r = (await gql(BY_URL, { i: { imageUrl: `${base}/to-shirt`, cateId: groupId } })).uploadImageByUrl.data;
    expect(r).toMatchObject({
      name: 'to-shirt.jpg',
      ext: 'jpg',
      width: 64,
      height: 48,
      bytes: jpg.length,
      source: 'url',
      sourceUrl: `${base}/to-shirt`,
      groupId,
    });
    const got = await app.http.inject({ method: 'GET', url: r.url });
    expect(got.rawPayload.equals(jpg)).toBe(true);
    const rest = await app.rest('storage/uploadNetWordImage', { cateId: 0, imageUrl: `${base}/shirt.jpg` }, { token: w.token });
    expect(rest.body.code).toBe(0);
    expect(rest.body.data.fileUrl).toMatch(/^\/files\/images\/\d+\/[0-9a-f-]{36}\.jpg$/);
  });

  it('refuses private, loopback and metadata addresses, redirects into them, non-images, missing and oversize pictures; nothing stored', async () => {
    allowLocal();
    const before = await state();
    const count = await storedCount();
    const cases: [string, string][] = [
      ['http://10.0.0.1/a.png', 'images.urlPrivate'],
      ['http://169.254.169.254/latest/meta-data', 'images.urlPrivate'],
      ['http://[::1]/a.png', 'images.urlPrivate'],
      ['http://127.0.0.1:1/a.png', 'images.urlPrivate'],
      ['http://localhost/a.png', 'images.urlPrivate'],
      ['http://[::ffff:192.168.1.1]/a.png', 'images.urlPrivate'],
      [`${base}/to-metadata`, 'images.urlPrivate'],
      [`${base}/page.html`, 'images.notImage'],
      [`${base}/missing.png`, 'images.cannotDownload'],
      [`${base}/big.png`, 'images.tooLarge'],
    ];
    for (const [imageUrl, messageId] of cases) {
      expect((await gql(BY_URL, { i: { imageUrl } })).uploadImageByUrl, imageUrl).toMatchObject({ messageId });
    }
    for (const imageUrl of ['ftp://example.com/a.png', 'not a url', 'http://user:pw@example.com/a.png']) {
      expect((await gql(BY_URL, { i: { imageUrl } })).uploadImageByUrl, imageUrl).toMatchObject({
        fieldErrors: [{ field: 'imageUrl', messageId: 'images.urlInvalid' }],
      });
    }
    const zh = await app.rest('storage/uploadNetWordImage', { imageUrl: `${base}/missing.png` }, { token: w.token, lang: 'zh' });
    expect(zh.body.message).toBe('该图片无法下载（HTTP 404）');
    expect(await state()).toBe(before);
    expect(await storedCount()).toBe(count);
    // without the allowance the local server itself is a loopback address
    app.platform.config.fetchAllowHosts = [];
    expect((await gql(BY_URL, { i: { imageUrl: `${base}/shirt.jpg` } })).uploadImageByUrl).toMatchObject({ messageId: 'images.urlPrivate' });
  });

  it('the temporary variant is kept 24 hours outside the list', async () => {
    allowLocal();
    const listed = (await files()).totalCount;
    const r = await app.rest('storage/uploadTempNetWordImage', { cateId: 1, imageUrl: `${base}/shirt.jpg` }, { token: w.token });
    expect(r.body.code).toBe(0);
    expect((await files()).totalCount).toBe(listed);
    const temp = await db().imageFile.findFirstOrThrow({ where: { url: r.body.data.fileUrl } });
    expect(temp.temporary).toBe(true);
    expect(await purgeDueImages(app.platform, new Date(temp.createdAt.getTime() + 23 * 3600 * 1000))).toBe(0);
    expect(await purgeDueImages(app.platform, new Date(temp.createdAt.getTime() + 25 * 3600 * 1000))).toBe(1);
    expect(await fileExists(temp.key)).toBe(false);
  });
});

describe("the editor's base64 pictures (info/uploadImage) and usage", () => {
  it('stores each picture and answers their URLs; refuses more than 20, non-images and oversize ones, storing nothing', async () => {
    const r = await app.rest(
      'info/uploadImage',
      { base64Images: [`data:image/png;base64,${png.toString('base64')}`, jpg.toString('base64')] },
      { token: w.token },
    );
    expect(r.body.code).toBe(0);
    expect(r.body.data).toHaveLength(2);
    expect(r.body.data[1]).toMatch(/\.jpg$/);
    const before = await state();
    const tooMany = await app.rest('info/uploadImage', { base64Images: Array(21).fill(png.toString('base64')) }, { token: w.token, lang: 'en' });
    expect(tooMany.body.message).toBe('Image upload limit exceeded: at most 20 files at once');
    const notImage = await app.rest(
      'info/uploadImage',
      { base64Images: [png.toString('base64'), Buffer.from('<svg/>').toString('base64')] },
      { token: w.token },
    );
    expect(notImage.body.data.errors.base64Images).toBeDefined();
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]).toString('base64');
    const oversize = await app.rest('info/uploadImage', { base64Images: [big] }, { token: w.token, lang: 'en' });
    expect(oversize.body.message).toBe('some images exceed 5M and were blocked');
    expect(await state()).toBe(before);
  });

  it('shows the products and SKUs that use a file', async () => {
    const f = (await files()).edges[0].node;
    const product = await db().product.create({ data: { companyId: w.companyId, spu: 'SPU-RED', name: 'Red shirt', mainImage: f.url } });
    const USAGE_OF = `query($id: Int!) { imageUsage(id: $id) { __typename ... on QueryImageUsageSuccess { data { kind id label } } ${ERROR_FIELDS} } }`;
    expect((await gql(USAGE_OF, { id: f.id })).imageUsage.data).toEqual([{ kind: 'product', id: product.id, label: 'Red shirt' }]);
    expect((await gql(USAGE_OF, { id: f.id }, other.token)).imageUsage).toMatchObject({ __typename: 'NotFoundError', message: 'The image does not exist' });
  });
});
