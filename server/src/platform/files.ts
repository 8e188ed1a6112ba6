// File storage behind one small interface: local files under DATA_DIR/files by default; an
// S3-compatible bucket can implement the same four calls. Keys are relative, '/'-separated paths
// of safe characters ('exports/12/34.xlsx') and never leave the root.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat as fsStat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredFile {
  size: number;
  modifiedAt: Date;
}

export interface FileStorage {
  /** Stores the body under key (replacing any file there); a stream is written as it arrives. */
  put(key: string, body: Readable | Buffer): Promise<StoredFile>;
  /** The file's content; rejects with code 'ENOENT' when there is none. */
  openRead(key: string): Promise<Readable>;
  /** Size and time of the file, or null when there is none. */
  stat(key: string): Promise<StoredFile | null>;
  /** Removes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /**
   * Removes half-written files a killed process left behind (older than `olderThanMs`, so a write
   * in progress on another instance sharing the storage is left alone); answers how many.
   */
  removeAbandonedWrites?(olderThanMs: number): Promise<number>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Throws unless key is a relative path of safe segments (no '..', no absolute paths, no backslashes). */
export function checkKey(key: string): string {
  const segments = typeof key === 'string' ? key.split('/') : [];
  if (!segments.length || key.length > 500 || segments.some((s) => !SEGMENT.test(s) || s === '..' || s.includes('..'))) {
    throw new Error(`invalid file key: ${JSON.stringify(key)}`);
  }
  return key;
}

export class LocalFileStorage implements FileStorage {
  readonly root: string;
  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    const full = path.resolve(this.root, checkKey(key));
    // Belt and braces: the checked key cannot escape, but the resolved path must also stay inside.
    if (!full.startsWith(this.root + path.sep)) throw new Error(`invalid file key: ${JSON.stringify(key)}`);
    return full;
  }

  async put(key: string, body: Readable | Buffer): Promise<StoredFile> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside the target and renamed, so a reader never sees half a file.
    const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temp));
      await rename(temp, target);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
    return (await this.stat(key))!;
  }

  async openRead(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    await fsStat(file); // rejects with ENOENT before a stream is handed out
    return createReadStream(file);
  }

  async stat(key: string): Promise<StoredFile | null> {
    try {
      const s = await fsStat(this.pathOf(key));
      return s.isFile() ? { size: s.size, modifiedAt: s.mtime } : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async removeAbandonedWrites(olderThanMs: number): Promise<number> {
    let entries: string[];
    try {
      entries = await readdir(this.root, { recursive: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw err;
    }
    let removed = 0;
    for (const entry of entries.filter((e) => /\.[0-9a-f]{12}\.part$/.test(e))) {
      const full = path.join(this.root, entry);
      const s = await fsStat(full).catch(() => null);
      if (s?.isFile() && Date.now() - s.mtimeMs > olderThanMs) {
        await rm(full, { force: true });
        removed++;
      }
    }
    return removed;
  }
}

/** The embedded default: files under DATA_DIR/files. */
export function createFileStorage(dataDir: string): FileStorage {
  return new LocalFileStorage(path.join(dataDir, 'files'));
}
