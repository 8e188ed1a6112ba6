// Properties of the customer-service reply rules (issue 21 items 4, 5; schema/src/replies): reply
// templates, auto-reply rules, the auto-reply time zone setting and the translate input.
import { expect } from 'vitest';
import { PLATFORM_TYPES } from '../constants';
import { REPLY_CONTENT_MAX, REPLY_NAME_MAX, TRANSLATE_LANGS, TRANSLATE_TEXT_MAX } from '../replies/index';
import { blank, brk, fc, fuzz, id, OMIT, rel, reqText, tooLong } from './fuzz.support';

const platformTypes = Object.values(PLATFORM_TYPES) as number[];
const badPlatformType = fc.integer({ min: -100, max: 1000 }).filter((n) => !platformTypes.includes(n));
const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const window = fc
  .tuple(fc.integer({ min: 0, max: 24 * 60 - 1 }), fc.integer({ min: 1, max: 24 * 60 }))
  .filter(([a, b]) => a < b)
  .map(([a, b]) => [a, b].map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`));

fuzz('replyTemplateInput', {
  valid: fc.record(
    {
      name: reqText(REPLY_NAME_MAX),
      content: reqText(REPLY_CONTENT_MAX),
      platformType: fc.option(fc.constantFrom(...platformTypes)),
      shopId: fc.option(id),
      sort: fc.integer({ min: 0, max: 9999 }),
    },
    { requiredKeys: ['name', 'content'] },
  ),
  accepts: (input, out) => {
    expect(out.name).toBe(input.name.trim());
    expect(out.content).toBe(input.content.trim());
    expect(out.platformType).toBe(input.platformType ?? null);
    expect(out.sort).toBe(input.sort ?? 0);
  },
  breaks: [
    brk('name', 'validation.required', blank),
    brk('name', 'validation.tooLong', tooLong(REPLY_NAME_MAX)),
    brk('content', 'replies.contentRequired', blank),
    brk('content', 'replies.contentRequired', OMIT),
    brk('content', 'validation.tooLong', tooLong(REPLY_CONTENT_MAX)),
    brk('platformType', 'validation.platformType', badPlatformType),
    brk('shopId', 'validation.positiveId', fc.constantFrom(0, -1, 2.5)),
    brk('sort', 'replies.sortInvalid', fc.constantFrom(-1, 10000, 1.5)),
  ],
});

fuzz('autoReplyRuleInput', {
  valid: fc
    .record({
      name: reqText(REPLY_NAME_MAX),
      platformTypes: fc.uniqueArray(fc.constantFrom(...platformTypes), { maxLength: 5 }),
      shopIds: fc.uniqueArray(id, { maxLength: 5 }),
      keywords: fc.uniqueArray(fc.stringMatching(/^[a-z]{1,20}$/), { maxLength: 20 }),
      outsideWorkingHours: fc.boolean(),
      hours: window,
      workDays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
      content: reqText(REPLY_CONTENT_MAX),
      enabled: fc.boolean(),
      priority: fc.integer({ min: 0, max: 9999 }),
    })
    .map(({ hours: [workStart, workEnd], ...r }) => ({
      ...r,
      workStart,
      workEnd,
      outsideWorkingHours: r.outsideWorkingHours || (!r.platformTypes.length && !r.shopIds.length && !r.keywords.length),
    })),
  accepts: (input, out) => {
    expect(out.content).toBe(input.content.trim());
    expect(out.workDays).toEqual([...input.workDays].sort((a: number, b: number) => a - b));
  },
  breaks: [
    brk('name', 'validation.required', blank),
    brk('content', 'replies.contentRequired', blank),
    brk('platformTypes.0', 'validation.platformType', badPlatformType, { field: 'platformTypes' }),
    brk('priority', 'replies.priorityInvalid', fc.constantFrom(-1, 10000, 0.5)),
    brk('workStart', 'replies.timeInvalid', fc.constantFrom('24:01', '9:00', 'noon', '')),
    rel('conditions', 'replies.conditionRequired', (v) => fc.constant({ ...v, platformTypes: [], shopIds: [], keywords: [], outsideWorkingHours: false })),
    rel('workEnd', 'replies.hoursOrder', (v) => clock.map((c) => ({ ...v, outsideWorkingHours: true, workStart: c, workEnd: c }))),
    rel('workDays', 'replies.workDaysRequired', (v) => fc.constant({ ...v, outsideWorkingHours: true, workDays: [] })),
  ],
});

fuzz('autoReplySettingInput', {
  valid: fc.record({ timeZone: fc.constantFrom('Asia/Shanghai', 'Europe/Berlin', 'America/New_York', 'UTC') }),
  accepts: (input, out) => expect(out.timeZone).toBe(input.timeZone),
  breaks: [brk('timeZone', 'replies.timeZoneInvalid', fc.constantFrom('', 'Mars/Olympus', 'x'.repeat(65)))],
});

fuzz('translateInput', {
  valid: fc.record({ text: reqText(TRANSLATE_TEXT_MAX), target: fc.constantFrom(...TRANSLATE_LANGS) }, { requiredKeys: ['text'] }),
  accepts: (input, out) => {
    expect(out.text).toBe(input.text.trim());
    expect(out.target).toBe(input.target ?? 'zh');
  },
  breaks: [
    brk('text', 'ebayMessage.pleaseEnterTranslationContent', blank),
    brk('text', 'ebayMessage.pleaseEnterTranslationContent', OMIT),
    brk('text', 'validation.tooLong', tooLong(TRANSLATE_TEXT_MAX)),
    brk('target', 'replies.targetLangInvalid', fc.constantFrom('xx', 'ZH', '')),
  ],
});
