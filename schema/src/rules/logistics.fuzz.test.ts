// Properties of logistics channels and number pools (spec 02 §5 'Number pool files txt only';
// channel names and limits of issue 6 item 8).
import { expect, it } from 'vitest';
import { CHANNEL_MAX_WEIGHT_LIMIT, CHANNEL_NAME_MAX, TRACKING_NUMBER_MAX, isNumberPoolFile, parseNumberFile } from './logistics';
import { blank, bool, brk, covers, fc, fraction, fuzz, optText, reqText, tooLong } from './fuzz.support';

const maxWeight = fc.integer({ min: 0, max: CHANNEL_MAX_WEIGHT_LIMIT });
const badWeight = fc.oneof(
  fc.integer({ min: -1000, max: -1 }),
  fc.integer({ min: CHANNEL_MAX_WEIGHT_LIMIT + 1 }),
  fraction.filter((n) => n > 0),
  fc.constant('10'),
);

fuzz('customChannelInput', {
  valid: fc.record(
    { name: reqText(CHANNEL_NAME_MAX), carrier: optText(64), code: optText(32), maxWeight, usesNumberPool: bool, trackingUrl: optText(300), enabled: bool },
    { requiredKeys: ['name'] },
  ),
  accepts: (i, o) => {
    expect(o.name).toBe(i.name.trim());
    expect(o.maxWeight).toBe(i.maxWeight ?? 0);
    expect(o.enabled).toBe(i.enabled ?? true);
    expect(o.usesNumberPool).toBe(i.usesNumberPool ?? false);
  },
  breaks: [
    brk('name', 'logistics.channel.nameRequired', fc.oneof(blank, fc.constant(undefined))),
    brk('name', 'logistics.channel.nameTooLong', tooLong(CHANNEL_NAME_MAX)),
    brk('carrier', 'logistics.channel.carrierTooLong', tooLong(64)),
    brk('code', 'logistics.channel.codeTooLong', tooLong(32)),
    brk('trackingUrl', 'logistics.channel.trackingUrlTooLong', tooLong(300)),
    brk('maxWeight', 'logistics.channel.maxWeightInvalid', badWeight),
  ],
});

fuzz('systemChannelSettingsInput', {
  valid: fc.record({ maxWeight, usesNumberPool: bool, enabled: bool }, { requiredKeys: [] }),
  accepts: (i, o) => expect(o).toEqual(i),
  breaks: [brk('maxWeight', 'logistics.channel.maxWeightInvalid', badWeight)],
});

covers('isNumberPoolFile', () => {
  it('a .txt name (any case) with no type or text/plain is a pool file; any other extension or type is not', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9_ .-]{1,20}$/),
        fc.constantFrom('txt', 'TXT', 'Txt', 'csv', 'xlsx', 'txt.exe', ''),
        fc.constantFrom(undefined, null, '', 'text/plain', 'application/pdf'),
        (base, ext, type) => {
          const ok = ext.toLowerCase() === 'txt' && (!type || type === 'text/plain');
          expect(isNumberPoolFile(ext ? `${base}.${ext}` : base.replace(/\./g, ''), type)).toBe(ok);
        },
      ),
    );
  });
});

covers('parseNumberFile', () => {
  it('each valid number once in file order, repeats reported, invalid lines by number, blanks counted', () => {
    const line = fc.oneof(fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/), fc.constantFrom('', '  ', 'bad number', 'x'.repeat(TRACKING_NUMBER_MAX + 1), '中文'));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.constantFrom('\n', '\r\n', '\r'), fc.boolean(), (lines, eol, bom) => {
        const parsed = parseNumberFile((bom ? '\uFEFF' : '') + lines.join(eol));
        const valid = lines.map((l, i) => ({ n: l.trim(), i })).filter(({ n }) => n && n.length <= TRACKING_NUMBER_MAX && /^[A-Za-z0-9-]+$/.test(n));
        expect(parsed.numbers).toEqual([...new Set(valid.map((v) => v.n))]);
        expect(parsed.blankLines).toBe((lines.length ? lines : ['']).filter((l) => !l.trim()).length);
        const invalid = lines
          .map((l, i) => ({ l: l.trim(), i }))
          .filter(({ l }) => l && !valid.some((v) => v.n === l))
          .map(({ i }) => i + 1);
        expect(parsed.invalidLines).toEqual(invalid);
        expect(new Set(parsed.duplicates)).toEqual(new Set(valid.map((v) => v.n).filter((n, i, all) => all.indexOf(n) !== i)));
      }),
    );
  });
});
