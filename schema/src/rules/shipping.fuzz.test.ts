// Properties of scan to ship, outbound scan and bags (spec 02 §5 'Scan sorting: ... weight required
// and numeric; order or logistics number required', 'Outbound scan single number not empty').
import { expect, it } from 'vitest';
import { OUTBOUND_BATCH_MAX, PARCEL_WEIGHT_MAX, SCAN_NUMBER_MAX, checkScans, parseWeightText, scanNumber } from './shipping';
import { badId, blank, brk, covers, fc, fraction, fuzz, id, ids, OMIT, padded, reqText, text, tooLong } from './fuzz.support';

const grams = fc.integer({ min: 1, max: PARCEL_WEIGHT_MAX });
const number = padded(text(1, SCAN_NUMBER_MAX));

fuzz('parcelWeight', {
  valid: grams,
  accepts: (i, o) => expect(o).toBe(i),
  breaks: [
    brk('', 'shipping.weightRequired', fc.constantFrom(undefined, null)),
    brk('', 'shipping.weightNumeric', fc.oneof(fc.integer({ min: -100, max: 0 }), fraction, fc.integer({ min: PARCEL_WEIGHT_MAX + 1 }), fc.constant('500'))),
  ],
});

fuzz('scanLookupInput', {
  valid: fc.record({ number }),
  accepts: (i, o) => expect(o.number).toBe(i.number.trim()),
  breaks: [brk('number', 'shipping.numberRequired', fc.oneof(blank, fc.constant(undefined))), brk('number', 'validation.tooLong', tooLong(SCAN_NUMBER_MAX))],
});

const scans = fc.array(fc.record({ code: reqText(SCAN_NUMBER_MAX), quantity: fc.integer({ min: 1, max: 100_000 }) }), { maxLength: 20 });
fuzz('scanToShipInput', {
  valid: fc.record({ number, weight: grams, scans }),
  accepts: (i, o) => expect(o.scans.map((s: { code: string }) => s.code)).toEqual(i.scans.map((s: { code: string }) => s.code.trim())),
  breaks: [
    brk('weight', 'shipping.weightRequired', OMIT),
    brk('weight', 'shipping.weightNumeric', fc.oneof(fc.constant(0), fraction)),
    brk('number', 'shipping.numberRequired', blank),
    brk('scans', 'shipping.tooManyLines', fc.array(fc.constant({ code: 'A', quantity: 1 }), { minLength: 501, maxLength: 502 })),
    brk('scans', 'shipping.codeRequired', fc.constant([{ code: ' ', quantity: 1 }]), { field: 'scans.0.code' }),
    brk('scans', 'shipping.quantityInteger', fc.constant([{ code: 'A', quantity: 0 }]), { field: 'scans.0.quantity' }),
  ],
});

fuzz('outboundScanInput', {
  valid: fc.record({ number, weight: grams }),
  breaks: [brk('number', 'outbound.numberRequired', blank), brk('weight', 'shipping.weightRequired', fc.constant(null))],
});

fuzz('confirmPickupInput', {
  valid: fc.record({ ids: ids(1, 50) }),
  breaks: [
    brk('ids', 'outbound.tickAtLeastOne', fc.constant([])),
    brk('ids', 'outbound.batchTooLarge', fc.array(id, { minLength: OUTBOUND_BATCH_MAX + 1, maxLength: OUTBOUND_BATCH_MAX + 2 })),
    brk('ids.0', 'validation.integerIds', badId, { field: 'ids' }),
  ],
});

fuzz('pickupExceptionInput', {
  valid: fc.record({ ids: ids(1, 50), remark: reqText(200) }),
  accepts: (i, o) => expect(o.remark).toBe(i.remark.trim()),
  breaks: [brk('remark', 'outbound.remarkRequired', fc.oneof(blank, fc.constant(undefined))), brk('remark', 'validation.tooLong', tooLong(200))],
});

fuzz('createBagInput', {
  valid: fc.record({ channelId: id }),
  breaks: [brk('channelId', 'bag.channelRequired', fc.oneof(fc.constant(undefined), fc.constant(0), fc.integer({ max: -1 })))],
});
fuzz('bagScanInput', {
  valid: fc.record({ bagId: id, number }),
  breaks: [
    brk('number', 'bag.numberRequired', blank),
    brk(
      'bagId',
      'validation.integerIds',
      fc.oneof(
        fc.constant(0),
        fraction.filter((n) => n > 0),
      ),
    ),
  ],
});

covers('scanNumber', () => {
  it('trims, needs a character, at most SCAN_NUMBER_MAX, with the caller’s required message', () => {
    const rule = scanNumber('sorting.numberRequired');
    fc.assert(
      fc.property(fc.oneof(number, blank, tooLong(SCAN_NUMBER_MAX)), (v) => {
        const r = rule.safeParse(v);
        const t = v.trim();
        if (!t) expect(r.success || r.error.issues[0].message).toBe('sorting.numberRequired');
        else if (t.length > SCAN_NUMBER_MAX) expect(r.success || r.error.issues[0].message).toBe('validation.tooLong');
        else expect(r).toEqual({ success: true, data: t });
      }),
    );
  });
});

covers('parseWeightText', () => {
  it('a number of grams in the text box gives those grams (rounded); blank is required; the rest numeric', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1, max: PARCEL_WEIGHT_MAX }).map(String), fc.stringMatching(/^\d{1,6}\.\d{1,3}$/)),
        fc.constantFrom('', ' ', '\t'),
        (t, p) => {
          const g = Math.round(Number(t));
          expect(parseWeightText(p + t + p)).toEqual(g > 0 && g <= PARCEL_WEIGHT_MAX ? { grams: g } : { error: 'shipping.weightNumeric' });
        },
      ),
    );
    fc.assert(
      fc.property(blank, (b) => {
        expect(parseWeightText(b)).toEqual({ error: 'shipping.weightRequired' });
      }),
    );
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() !== '' && !/^\d+(\.\d+)?$/.test(s.trim())),
        (s) => {
          expect(parseWeightText(s)).toEqual({ error: 'shipping.weightNumeric' });
        },
      ),
    );
  });
});

covers('checkScans', () => {
  const reqs = fc
    .uniqueArray(fc.stringMatching(/^[A-Z]{2,6}\d{0,2}$/), { minLength: 1, maxLength: 4 })
    .chain((codes) => fc.tuple(...codes.map((code, i) => fc.integer({ min: 1, max: 5 }).map((required) => ({ key: String(i), required, codes: [code] })))));
  it('scanning every code exactly its required count (any case, any split) is ok', () => {
    fc.assert(
      fc.property(reqs, fc.boolean(), (rs, lower) => {
        const scansDone = rs.flatMap((r) =>
          Array.from({ length: r.required }, () => ({ code: lower ? r.codes[0].toLowerCase() : ` ${r.codes[0]} `, quantity: 1 })),
        );
        expect(checkScans(rs, scansDone)).toEqual({ ok: true });
      }),
    );
  });
  it('one unit too many or a foreign code is codeNotInOrder; one short is quantityMismatch', () => {
    fc.assert(
      fc.property(reqs, fc.constantFrom('more', 'foreign', 'short'), (rs, kind) => {
        const full = rs.map((r) => ({ code: r.codes[0], quantity: r.required }));
        if (kind === 'more')
          expect(checkScans(rs, [...full, { code: rs[0].codes[0], quantity: 1 }])).toMatchObject({ ok: false, messageId: 'shipping.codeNotInOrder' });
        if (kind === 'foreign')
          expect(checkScans(rs, [...full, { code: 'zz-not-there', quantity: 1 }])).toMatchObject({ ok: false, messageId: 'shipping.codeNotInOrder' });
        if (kind === 'short')
          expect(checkScans(rs, [{ ...full[0], quantity: full[0].quantity - 1 }, ...full.slice(1)])).toEqual({
            ok: false,
            messageId: 'shipping.quantityMismatch',
          });
      }),
    );
  });
});
