import { describe, expect, it } from 'vitest';
import { customChannelInput, isNumberPoolFile, parseNumberFile, SYSTEM_CHANNELS, trackingLink } from './logistics';
import { toFieldIssues } from './validation';

const issues = (r: { success: boolean; error?: any }) => (r.success ? [] : toFieldIssues(r.error).map((i) => `${i.field}:${i.messageId}`));

describe('custom channel input', () => {
  it('needs a name and a max weight of 0 or more whole grams', () => {
    expect(issues(customChannelInput.safeParse({ name: ' ' }))).toEqual(['name:logistics.channel.nameRequired']);
    expect(issues(customChannelInput.safeParse({ name: 'A', maxWeight: -1 }))).toEqual(['maxWeight:logistics.channel.maxWeightInvalid']);
    expect(issues(customChannelInput.safeParse({ name: 'A', maxWeight: 1.5 }))).toEqual(['maxWeight:logistics.channel.maxWeightInvalid']);
    expect(issues(customChannelInput.safeParse({ name: 'x'.repeat(65) }))).toEqual(['name:logistics.channel.nameTooLong']);
    expect(customChannelInput.parse({ name: ' Local post ' })).toMatchObject({ name: 'Local post', maxWeight: 0, usesNumberPool: false, enabled: true });
  });

  it('keeps a catalogue of unique system channel codes and names', () => {
    expect(new Set(SYSTEM_CHANNELS.map((c) => c.code)).size).toBe(SYSTEM_CHANNELS.length);
    expect(new Set(SYSTEM_CHANNELS.map((c) => c.name)).size).toBe(SYSTEM_CHANNELS.length);
    expect(SYSTEM_CHANNELS.find((c) => c.name === 'YunExpress Standard')?.maxWeight).toBe(2000);
  });
});

describe('number pool files', () => {
  it('accepts .txt only', () => {
    expect(isNumberPoolFile('numbers.txt')).toBe(true);
    expect(isNumberPoolFile('NUMBERS.TXT', 'text/plain')).toBe(true);
    expect(isNumberPoolFile('numbers.csv')).toBe(false);
    expect(isNumberPoolFile('numbers.txt', 'application/pdf')).toBe(false);
    expect(isNumberPoolFile('numbers')).toBe(false);
    expect(isNumberPoolFile('txt')).toBe(false);
  });

  it('trims, skips blank lines and reports repeats and invalid lines', () => {
    const parsed = parseNumberFile('\uFEFFA1\r\n  A2  \n\n A1\nbad number\nA3\n\n');
    expect(parsed).toEqual({ numbers: ['A1', 'A2', 'A3'], duplicates: ['A1'], invalidLines: [5], blankLines: 3 });
  });
});

describe('tracking link', () => {
  it('fills {no}', () => {
    expect(trackingLink('https://t.example/?n={no}', 'AB 1')).toBe('https://t.example/?n=AB%201');
    expect(trackingLink('', 'X')).toBe('');
  });
});
