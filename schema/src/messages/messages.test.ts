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

describe('translate', () => {
  it('fills placeholders, leaves unknown ones visible, and translates a param that names a message', async () => {
    const { translate } = await import('./index');
    expect(translate('en', 'carrier.refused.postcode', { postcode: '00012' })).toBe('The carrier does not deliver to postal code 00012');
    expect(translate('en', 'carrier.refused.postcode')).toBe('The carrier does not deliver to postal code {postcode}');
    // a message inside another one gets the same params (a carrier's refusal inside a line of the order's history)
    expect(translate('zh', '{reason}', { reason: 'carrier.refused.postcode', postcode: '00012' })).toBe(
      translate('zh', 'carrier.refused.postcode', { postcode: '00012' }),
    );
    expect(translate('zh', '{reason}', { reason: 'carrier.refused.postcode', postcode: '00012' })).toContain('00012');
    // a message naming itself through a param stops after two levels
    expect(() => translate('en', '{a}', { a: '{a}' })).not.toThrow();
  });
});
