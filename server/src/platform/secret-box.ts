// Secrets the server must read back (webhook signing secrets; marketplace credentials can use the
// same box) are stored encrypted: AES-256-GCM with a random 96-bit IV per value, so a database dump
// alone reveals none of them. The key comes from ENCRYPTION_KEY (every instance of a deployment
// must share it) or, for the embedded default, from a random key kept in DATA_DIR/encryption-key.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

const PREFIX = 'v1.';

export class SecretBox {
  private readonly key: Buffer;
  constructor(key: string | Buffer) {
    // Any configured text becomes a 256-bit key; a 32-byte key is used as it is.
    this.key = Buffer.isBuffer(key) && key.length === 32 ? key : createHash('sha256').update(key).digest();
  }

  /** `v1.` + base64url(iv | tag | ciphertext). */
  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The plain text of a sealed value; throws when it was sealed with another key or altered. */
  open(sealed: string): string {
    if (!sealed.startsWith(PREFIX)) throw new Error('not a sealed secret');
    const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}

/** ENCRYPTION_KEY, or a random key created once and kept in the data directory. */
export function resolveEncryptionKey(dataDir: string, configured?: string): string | Buffer {
  if (configured) return configured;
  const file = path.join(dataDir, 'encryption-key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64url'), { mode: 0o600 });
  return key;
}

const boxes = new WeakMap<Config, SecretBox>();

/** The box of a configuration (one per process and configuration). */
export function secretBox(config: Config): SecretBox {
  let box = boxes.get(config);
  if (!box) boxes.set(config, (box = new SecretBox(resolveEncryptionKey(config.dataDir, config.encryptionKey))));
  return box;
}
