import { describe, expect, it } from 'vitest';
import { intlMessages } from './messages';

describe('the merged message catalogue', () => {
  it('has every text in both Chinese and English', () => {
    const zh = Object.keys(intlMessages.zh);
    const en = Object.keys(intlMessages.en);
    expect(zh.filter((id) => !(id in intlMessages.en))).toEqual([]);
    expect(en.filter((id) => !(id in intlMessages.zh))).toEqual([]);
    expect(Object.entries(intlMessages.en).filter(([, text]) => !text.trim())).toEqual([]);
  });
});
