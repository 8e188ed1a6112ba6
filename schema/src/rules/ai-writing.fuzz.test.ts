// Properties of the AI writing inputs (issue 24 item 7; schema/src/ai-writing): a template's name
// (1 to 50), kind and prompt (1 to 4,000); a generation of a kind with at most 20 entries in all
// (spec 02 §9); something to apply to a listing; a chat message of 1 to 4,000 characters.
import { AI_GENERATE_KINDS } from '../ai-writing/index';
import { expect } from 'vitest';
import { blank, brk, fc, fuzz, id, OMIT, reqText, tooLong } from './fuzz.support';

const kind = fc.constantFrom(...AI_GENERATE_KINDS);
const entry = fc.string({ minLength: 1, maxLength: 30 });

fuzz('aiTemplateInput', {
  valid: fc.record({ name: reqText(50), kind, prompt: reqText(200) }),
  accepts: (input, out) => expect(out.name).toBe(input.name.trim()),
  breaks: [
    brk('name', 'aiWriting.nameRequired', blank),
    brk('name', 'validation.tooLong', tooLong(50)),
    brk('kind', 'aiWriting.kindUnknown', fc.constantFrom('poem', '', 'TITLE')),
    brk('prompt', 'aiWriting.promptRequired', OMIT),
  ],
});

fuzz('aiGenerateInput', {
  valid: fc.record({ kind, listingId: id, entries: fc.array(entry, { maxLength: 10 }), keywords: fc.array(entry, { maxLength: 10 }) }),
  accepts: (input, out) => expect(out.kind).toBe(input.kind),
  breaks: [
    brk('kind', 'aiWriting.kindUnknown', fc.constantFrom('poem', 'x')),
    brk('entries', 'aiWriting.tooManyEntries', fc.array(entry, { minLength: 21, maxLength: 30 })),
  ],
});

fuzz('aiApplyInput', {
  valid: fc.record({ listingId: id, title: reqText(80) }).filter((v) => v.title.trim().length > 0),
  accepts: (input, out) => expect(out.listingId).toBe(input.listingId),
  breaks: [brk('bulletPoints', 'aiWriting.tooManyBullets', fc.array(fc.constant('b'), { minLength: 6, maxLength: 9 }))],
});

fuzz('aiChatInput', {
  valid: fc.record({ message: reqText(300) }),
  accepts: (input, out) => expect(out.message).toBe(input.message.trim()),
  breaks: [brk('message', 'aiWriting.messageRequired', blank), brk('message', 'validation.tooLong', tooLong(4000))],
});
