import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index';
import {
  OUTBOUND_COLLECT,
  checkScans,
  exceedsChannelMax,
  keyOfCode,
  outboundScanInput,
  parseWeightText,
  pickupExceptionInput,
  pickupTimeoutCutoff,
  scanToShipInput,
  type ScanRequirement,
} from './shipping';
import { toFieldIssues } from './validation';

const issues = (r: { success: boolean; error?: any }) => (r.success ? [] : toFieldIssues(r.error).map((i) => `${i.field}:${i.messageId}`));

describe('scan to ship input (spec 02 §5)', () => {
  it('needs the number and a numeric weight', () => {
    expect(issues(scanToShipInput.safeParse({ number: ' SO-1 ', weight: 120, scans: [] }))).toEqual([]);
    expect(scanToShipInput.parse({ number: ' SO-1 ', weight: 120, scans: [] }).number).toBe('SO-1');
    expect(issues(scanToShipInput.safeParse({ number: '  ', weight: 120, scans: [] }))).toEqual(['number:shipping.numberRequired']);
    expect(issues(scanToShipInput.safeParse({ number: 'A', scans: [] }))).toEqual(['weight:shipping.weightRequired']);
    expect(issues(scanToShipInput.safeParse({ number: 'A', weight: 0, scans: [] }))).toEqual(['weight:shipping.weightNumeric']);
    expect(issues(scanToShipInput.safeParse({ number: 'A', weight: 1.5, scans: [] }))).toEqual(['weight:shipping.weightNumeric']);
    expect(issues(scanToShipInput.safeParse({ number: 'A', weight: 'x', scans: [] }))).toEqual(['weight:shipping.weightNumeric']);
    expect(issues(scanToShipInput.safeParse({ number: 'A', weight: 1, scans: [{ code: ' ', quantity: 1 }] }))).toEqual(['scans.0.code:shipping.codeRequired']);
  });
  it('outbound scan single number not empty', () => {
    expect(issues(outboundScanInput.safeParse({ number: '', weight: 5 }))).toEqual(['number:outbound.numberRequired']);
    expect(issues(outboundScanInput.safeParse({ weight: 5 }))).toEqual(['number:outbound.numberRequired']);
  });
  it('pickup exception needs ids and a remark', () => {
    expect(issues(pickupExceptionInput.safeParse({ ids: [], remark: '' }))).toEqual(['ids:outbound.tickAtLeastOne', 'remark:outbound.remarkRequired']);
  });
  it('reads the scale text box', () => {
    expect(parseWeightText('')).toEqual({ error: 'shipping.weightRequired' });
    expect(parseWeightText('12a')).toEqual({ error: 'shipping.weightNumeric' });
    expect(parseWeightText('-3')).toEqual({ error: 'shipping.weightNumeric' });
    expect(parseWeightText('0')).toEqual({ error: 'shipping.weightNumeric' });
    expect(parseWeightText(' 250 ')).toEqual({ grams: 250 });
    expect(parseWeightText('250.4')).toEqual({ grams: 250 });
  });
});

describe('scan check', () => {
  const req: ScanRequirement[] = [
    { key: '1', required: 2, codes: ['CUP', '6901'] },
    { key: '2', required: 1, codes: ['BOX'] },
  ];
  it('matches codes case-insensitively by any of their codes', () => {
    expect(keyOfCode(req, ' cup ')).toBe('1');
    expect(keyOfCode(req, '6901')).toBe('1');
    expect(keyOfCode(req, 'NOPE')).toBeNull();
  });
  it('passes when every count matches', () => {
    expect(
      checkScans(req, [
        { code: 'cup', quantity: 1 },
        { code: '6901', quantity: 1 },
        { code: 'BOX', quantity: 1 },
      ]),
    ).toEqual({ ok: true });
  });
  it('refuses a code not in the order, or beyond its quantity', () => {
    expect(checkScans(req, [{ code: 'X', quantity: 1 }])).toEqual({ ok: false, messageId: 'shipping.codeNotInOrder', code: 'X' });
    expect(checkScans(req, [{ code: 'CUP', quantity: 3 }])).toEqual({ ok: false, messageId: 'shipping.codeNotInOrder', code: 'CUP' });
  });
  it('refuses counts that fall short', () => {
    expect(checkScans(req, [{ code: 'CUP', quantity: 2 }])).toEqual({ ok: false, messageId: 'shipping.quantityMismatch' });
    expect(checkScans(req, [])).toEqual({ ok: false, messageId: 'shipping.quantityMismatch' });
  });
});

describe('channel weight and pickup timeout', () => {
  it('0 is no limit', () => {
    expect(exceedsChannelMax(5000, 0)).toBe(false);
    expect(exceedsChannelMax(2000, 2000)).toBe(false);
    expect(exceedsChannelMax(2001, 2000)).toBe(true);
  });
  it('cutoff is `hours` before now', () => {
    expect(pickupTimeoutCutoff(new Date('2026-01-02T00:00:00Z'), 24).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
  it('keeps the dashboard values', () => {
    expect(OUTBOUND_COLLECT).toMatchObject({ notScanned: 0, scannedOut: 1, pickupTimeout: -1, pickupException: -2 });
  });
  it('has the spec texts', () => {
    expect(messages.en['shipping.weightExceedsChannel' as keyof typeof messages.en]).toBe('Weight exceeds channel maximum weight limit');
    expect(messages.en['shipping.numberNotFound' as keyof typeof messages.en]).toBe('The order number or logistics number is incorrectly filled in');
  });
});
