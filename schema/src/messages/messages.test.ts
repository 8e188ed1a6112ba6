// Every server and shared text exists in both languages, domain file by domain file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from './index';

const dir = path.dirname(new URL(import.meta.url).pathname);
const read = (f: string) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Record<string, string>;

describe('messages', () => {
  const domains = readdirSync(dir)
    .filter((f) => f.endsWith('.en.json'))
    .map((f) => f.replace('.en.json', ''));
  it.each(domains)('%s: zh and en have the same ids', (domain) => {
    expect(Object.keys(read(`${domain}.zh.json`)).sort()).toEqual(Object.keys(read(`${domain}.en.json`)).sort());
  });
  it('base files match and every domain file is merged', () => {
    expect(Object.keys(read('zh.json')).sort()).toEqual(Object.keys(read('en.json')).sort());
    for (const d of domains) for (const id of Object.keys(read(`${d}.en.json`))) expect(messages.en[id as never], id).toBeDefined();
    expect(Object.keys(messages.zh).sort()).toEqual(Object.keys(messages.en).sort());
  });
});
