import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { mobileMessages } from '../mobile/messages';
import { publicMessages } from './messages';

const VALUES = {
  count: 3,
  min: 1,
  max: 9,
  year: 2026,
  name: 'ERP',
  date: '2026',
  email: 'a@b.c',
  reply: 'r@b.c',
  topic: 'T',
  accounts: 3,
  sub: 2,
  length: 6,
  minutes: 15,
  days: 7,
  realname: 'R',
  system: 'S',
  title: 'T',
  currency: 'CNY',
};

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)/g)].map((m) => m[1]!))].sort();
}

describe.each([
  ['public', publicMessages],
  ['mobile', mobileMessages],
] as const)('%s messages', (prefix, messages) => {
  it('have the same ids in zh and en, all prefixed and non-empty', () => {
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.zh).sort());
    for (const [id, text] of [...Object.entries(messages.zh), ...Object.entries(messages.en)]) {
      expect(id.startsWith(`${prefix}.`), id).toBe(true);
      expect(text.trim(), id).not.toBe('');
    }
  });

  it('use the same placeholders in both languages and format without errors', () => {
    const errors: string[] = [];
    for (const lang of ['zh', 'en'] as const) {
      const intl = createIntl({
        locale: lang === 'zh' ? 'zh-CN' : 'en',
        messages: messages[lang],
        onError: (e) => errors.push(`${lang}: ${e.message}`),
      });
      for (const id of Object.keys(messages[lang])) intl.formatMessage({ id }, VALUES);
    }
    expect(errors).toEqual([]);
    for (const id of Object.keys(messages.zh) as (keyof typeof messages.zh)[]) {
      expect(placeholders(messages.en[id]), id).toEqual(placeholders(messages.zh[id]));
    }
  });
});
