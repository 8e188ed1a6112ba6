// Local file storage: whole files only (written aside, then renamed), keys that cannot leave the root.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { checkKey, createFileStorage, LocalFileStorage } from './files';

const dir = mkdtempSync(path.join(os.tmpdir(), 'erp-files-'));
const files = createFileStorage(dir) as LocalFileStorage;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('LocalFileStorage', () => {
  it('lives under DATA_DIR/files', () => {
    expect(files.root).toBe(path.join(dir, 'files'));
  });

  it('puts a buffer and a stream, reads them back, reports size, deletes', async () => {
    expect(await files.put('exports/1/a.txt', Buffer.from('hello'))).toMatchObject({ size: 5 });
    expect(await text(await files.openRead('exports/1/a.txt'))).toBe('hello');
    await files.put('exports/1/b.txt', Readable.from(['wor', 'ld', '!']));
    expect(await files.stat('exports/1/b.txt')).toMatchObject({ size: 6, modifiedAt: expect.any(Date) });
    await files.put('exports/1/b.txt', Buffer.from('replaced'));
    expect(await text(await files.openRead('exports/1/b.txt'))).toBe('replaced');
    await files.delete('exports/1/a.txt');
    expect(await files.stat('exports/1/a.txt')).toBeNull();
    await files.delete('exports/1/a.txt'); // twice is fine
    await expect(files.openRead('exports/1/a.txt')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(readdirSync(path.join(dir, 'files/exports/1'))).toEqual(['b.txt']);
  });

  it('leaves no file behind when the stream fails half way', async () => {
    const broken = new Readable({
      read() {
        this.push('part');
        this.destroy(new Error('source broke'));
      },
    });
    await expect(files.put('exports/2/c.txt', broken)).rejects.toThrow('source broke');
    expect(await files.stat('exports/2/c.txt')).toBeNull();
    expect(readdirSync(path.join(dir, 'files/exports/2'))).toEqual([]);
  });

  it('removes half-written files a killed process left, once they are old enough', async () => {
    const folder = path.join(dir, 'files/exports/3');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'd.xlsx.0123456789ab.part'), 'half');
    writeFileSync(path.join(folder, 'e.xlsx.ba9876543210.part'), 'being written');
    writeFileSync(path.join(folder, 'kept.part'), 'a stored file whose name ends in .part');
    const hourAgo = new Date(Date.now() - 3_600_000);
    for (const f of ['d.xlsx.0123456789ab.part', 'kept.part']) utimesSync(path.join(folder, f), hourAgo, hourAgo);
    expect(await files.removeAbandonedWrites(600_000)).toBe(1);
    expect(readdirSync(folder).sort()).toEqual(['e.xlsx.ba9876543210.part', 'kept.part']);
  });

  it('refuses keys that could leave the root', async () => {
    for (const key of ['../secret', 'a/../../b', '/etc/passwd', 'a\\b', '', 'a//b', '.hidden', 'a/..', 'x/../y', 'a b']) {
      expect(() => checkKey(key), key).toThrow(/invalid file key/);
    }
    await expect(files.put('../escape.txt', Buffer.from('x'))).rejects.toThrow(/invalid file key/);
    await expect(files.openRead('../../etc/passwd')).rejects.toThrow(/invalid file key/);
    expect(existsSync(path.join(dir, 'escape.txt'))).toBe(false);
    expect(checkKey('exports/12/34.xlsx')).toBe('exports/12/34.xlsx');
  });
});
