// The file service over REST: real multipart uploads into the real file storage, fetched back.
import { UPLOAD_IMAGE_MAX_BYTES } from '@erp/schema';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { companyWorld, worldsSuite, type TestApp } from '../../../test/harness';
import { postMultipart, TINY_PNG, type Part } from './multipart.testing';
import { sniff } from './storage.service';

let app: TestApp;
let co: Awaited<ReturnType<TestApp['company']>>;

/** Every stored picture and video of any company. */
function storedFiles(): string[] {
  const root = path.join(app.platform.config.dataDir, 'files');
  const out: string[] = [];
  for (const top of ['images', 'videos']) {
    const dir = path.join(root, top);
    if (!existsSync(dir)) continue;
    for (const c of readdirSync(dir)) out.push(...readdirSync(path.join(dir, c)).map((f) => `${top}/${c}/${f}`));
  }
  return out;
}

worldsSuite(companyWorld, ['Files Co'], (...s) => ([app, co] = s));

const fileType = (value: string): Part => ({ name: 'fileType', value });
const file = (filename: string, data = TINY_PNG, type?: string): Part => ({ name: 'file', filename, data, ...(type ? { type } : {}) });
/** An upload as the suite's company, in `lang` (none: the server's default). */
const upload = (parts: Part[], lang?: string) => postMultipart(app, 'storage/uploadFile', parts, { token: co.token, lang });

describe('POST api/v1/storage/uploadFile', () => {
  it('stores a real PNG and serves it back at its fileUrl with long cache headers', async () => {
    const r = await upload([{ name: 'cateId', value: '0' }, fileType('1'), file('shirt-red.png', TINY_PNG, 'image/png')]);
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    expect(r.body.data.fileUrl).toMatch(new RegExp(`^/files/images/${co.companyId}/[0-9a-f-]{36}\\.png$`));

    const got = await app.http.inject({ method: 'GET', url: r.body.data.fileUrl });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['cache-control']).toContain('max-age=31536000');
    expect(got.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('accepts fileType after the file and names the stored file after its bytes, not its name', async () => {
    const r = await upload([file('photo.jpeg', TINY_PNG, 'image/jpeg'), fileType('1')]);
    expect(r.body.data.fileUrl).toMatch(/\.png$/);
  });

  it('refuses, storing nothing: oversize, wrong bytes, Chinese name, wrong fileType, no file, no token', async () => {
    const before = storedFiles();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(UPLOAD_IMAGE_MAX_BYTES)]);
    const oversize = await upload([fileType('1'), file('big.png', big)], 'en');
    expect(oversize.status).toBe(403);
    expect(oversize.body).toMatchObject({
      type: 'form',
      message: 'big.png image larger than 5M',
      data: { errors: { file: ['big.png image larger than 5M'] } },
    });

    // [parts, language, message]
    const refused: [Part[], string | undefined, string][] = [
      [[fileType('1'), file('evil.png', Buffer.from('<script>alert(1)</script>'), 'image/png')], 'en', 'evil.png is not a png, jpeg, gif or webp picture'],
      [[file('tool.exe')], 'en', 'tool.exe is not a png, jpeg, gif or webp picture'],
      [[fileType('1'), file('红色衬衫.png')], 'en', 'The selected picture name cannot contain Chinese characters'],
      [[file('红色.png')], undefined, '所选图片名称不能包含中文'],
      [[fileType('3'), file('clip.mp4')], 'en', 'clip.mp4 is not an mp4 video'],
      [[fileType('1')], 'en', 'Please choose a file'],
    ];
    for (const [parts, lang, message] of refused) expect((await upload(parts, lang)).body.message).toBe(message);

    const lateMismatch = await upload([file('a.png'), fileType('3')], 'en');
    expect(lateMismatch.status).toBe(403);
    const badType = await upload([fileType('2'), file('a.png')], 'en');
    expect(badType.body.data.errors).toEqual({ fileType: ['fileType must be 1 (image) or 3 (video)'] });

    const json = await app.rest('storage/uploadFile', { fileType: 1 }, { token: co.token, lang: 'en' });
    expect(json.body.message).toBe('Please choose a file');

    const anonymous = await postMultipart(app, 'storage/uploadFile', [file('a.png')]);
    expect(anonymous.status).toBe(401);

    expect(storedFiles()).toEqual(before);
  });

  it('stores an mp4 video (fileType 3)', async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)]);
    const r = await upload([fileType('3'), file('clip.mp4', mp4)]);
    expect(r.body.data.fileUrl).toMatch(/^\/files\/videos\/\d+\/[0-9a-f-]+\.mp4$/);
    const got = await app.http.inject({ method: 'GET', url: r.body.data.fileUrl });
    expect(got.headers['content-type']).toBe('video/mp4');
  });

  it('serves only pictures and videos: unknown keys, traversal and private prefixes are 404', async () => {
    await app.platform.files.put('exports/1/secret.xlsx', Buffer.from('secret'));
    for (const url of ['/files/exports/1/secret.xlsx', '/files/images/1/nothing.png', '/files/images/../exports/1/secret.xlsx', '/files/images/%2e%2e/x.png']) {
      const r = await app.http.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(404);
    }
  });
});

describe('sniff', () => {
  it('knows the types by their first bytes', () => {
    expect(sniff(TINY_PNG)).toEqual({ kind: 'image', ext: 'png' });
    expect(sniff(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ kind: 'image', ext: 'jpg' });
    expect(sniff(Buffer.from('GIF89a......'))).toEqual({ kind: 'image', ext: 'gif' });
    expect(sniff(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toEqual({ kind: 'image', ext: 'webp' });
    expect(sniff(Buffer.from('hello world!'))).toBeNull();
  });
});
