import { describe, expect, it } from 'vitest';
import {
  AI_INPUT_MAX_ENTRIES,
  aiApplyInput,
  aiGenerateInput,
  aiLengthLimit,
  aiTemplateInput,
  cutToLength,
  descriptionWithBullets,
  languageOfSite,
  aiAnswerFields,
  renderAiPrompt,
} from './index';

const values = {
  title: 'Mug',
  attributes: { color: 'red', size: '350 ml' },
  keywords: ['mug', 'cup'],
  marketplace: 'eBay',
  language: 'German',
  maxLength: 80,
  entries: ['gift'],
};
const issues = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));

describe('AI writing rules', () => {
  it('fills every template variable and leaves unknown ones', () => {
    expect(renderAiPrompt('{{title}} | {{attributes}} | {{keywords}} | {{marketplace}} | {{language}} | {{maxLength}} | {{entries}} | {{other}}', values)).toBe(
      'Mug | color: red; size: 350 ml | mug, cup | eBay | German | 80 | gift | {{other}}',
    );
  });

  it("knows the site's language (English when unknown)", () => {
    expect(languageOfSite('DE')).toBe('German');
    expect(languageOfSite('fr')).toBe('French');
    expect(languageOfSite('')).toBe('English');
    expect(languageOfSite('XX')).toBe('English');
  });

  it('takes the listing limits for titles and descriptions', () => {
    expect(aiLengthLimit('title')).toBe(100);
    expect(aiLengthLimit('title', 80)).toBe(80);
    expect(aiLengthLimit('description')).toBe(2000);
    expect(aiLengthLimit('keywords')).toBe(10);
  });

  it('cuts at a word near the limit', () => {
    expect(cutToLength('aaaa bbbb cccc dddd', 17)).toBe('aaaa bbbb cccc');
    expect(cutToLength('aaaa bbbb cccc', 12)).toBe('aaaa bbbb cc');
    expect(cutToLength('abcdefghij', 5)).toBe('abcde');
    expect(cutToLength('short', 10)).toBe('short');
  });

  it('reads answers as fields', () => {
    expect(aiAnswerFields('title', '"A red mug"\nextra', 100)).toEqual({ title: 'A red mug' });
    expect(aiAnswerFields('bulletPoints', '1. a\n2) b\n• c\n- d\n* e\n- f', 100).bulletPoints).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(aiAnswerFields('keywords', 'a, b，A; c\nd', 3).keywords).toEqual(['a', 'b', 'c']);
    expect(aiAnswerFields('description', '  text  ', 100)).toEqual({ description: 'text' });
  });

  it(`refuses more than ${AI_INPUT_MAX_ENTRIES} entries in all`, () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `e${i}`);
    expect(aiGenerateInput.safeParse({ kind: 'title', entries: twenty }).success).toBe(true);
    expect(issues(aiGenerateInput.safeParse({ kind: 'title', entries: [...twenty, 'x'] }))).toContain('aiWriting.tooManyEntries');
    expect(
      issues(
        aiGenerateInput.safeParse({ kind: 'title', entries: twenty.slice(0, 10), keywords: twenty.slice(0, 10), attributes: [{ name: 'a', value: 'b' }] }),
      ),
    ).toContain('aiWriting.tooManyEntries');
  });

  it('needs a kind, a name and a prompt; something to apply', () => {
    expect(issues(aiGenerateInput.safeParse({ kind: 'poem' }))).toContain('aiWriting.kindUnknown');
    expect(issues(aiTemplateInput.safeParse({ name: ' ', kind: 'title', prompt: 'x' }))).toContain('aiWriting.nameRequired');
    expect(issues(aiTemplateInput.safeParse({ name: 'n', kind: 'title', prompt: '' }))).toContain('aiWriting.promptRequired');
    expect(issues(aiApplyInput.safeParse({ listingId: 1 }))).toContain('aiWriting.nothingToApply');
    expect(aiApplyInput.safeParse({ listingId: 1, keywords: ['a'] }).success).toBe(true);
  });

  it('puts bullet points before the description, escaped', () => {
    expect(descriptionWithBullets('Text', ['<b>', 'x & y'])).toBe('<ul><li>&lt;b&gt;</li><li>x &amp; y</li></ul>Text');
    expect(descriptionWithBullets('Text', [])).toBe('Text');
  });
});
