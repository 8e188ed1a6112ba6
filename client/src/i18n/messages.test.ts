import { describe, expect, it } from 'vitest';
import { intlMessagesOf } from './messages';

// Every feature's texts, as the app has them once all route chunks are loaded.
import.meta.glob('../features/*/messages.ts', { eager: true });

describe('the merged message catalogue', () => {
  it('has every text in both Chinese and English', () => {
    const zhAll = intlMessagesOf('zh');
    const enAll = intlMessagesOf('en');
    const zh = Object.keys(zhAll);
    const en = Object.keys(enAll);
    expect(zh.length).toBeGreaterThan(1000);
    expect(zh.filter((id) => !(id in enAll))).toEqual([]);
    expect(en.filter((id) => !(id in zhAll))).toEqual([]);
    expect(Object.entries(enAll).filter(([, text]) => !text.trim())).toEqual([]);
  });
});
