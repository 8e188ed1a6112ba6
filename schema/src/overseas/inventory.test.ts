// Storage age bands of the overseas inventory details (spec 02 §9) with hand-computed dates.
import { describe, expect, it } from 'vitest';
import { lotsByAgeBand, overseasStockDifference } from './inventory';

const NOW = new Date('2026-11-27T12:00:00.000Z');

describe('lotsByAgeBand (spec 02 §9: under 30, 30–60, 60–90, over 90 days)', () => {
  it('puts each lot in its band by whole days since receipt, lower bounds included', () => {
    const lots = [
      { id: 1, receivedAt: '2026-11-27T08:00:00.000Z', quantityLeft: 4 }, // today: 0 days
      { id: 2, receivedAt: '2026-10-28T12:00:01.000Z', quantityLeft: 5 }, // 29 days 23:59:59 → 29
      { id: 3, receivedAt: '2026-10-28T12:00:00.000Z', quantityLeft: 6 }, // exactly 30 days → 30–60
      { id: 4, receivedAt: '2026-09-28T12:00:00.000Z', quantityLeft: 7 }, // Sep 28→Oct 28 30 + Oct 28→Nov 27 30 = 60 days → 60–90
      { id: 5, receivedAt: '2026-08-30T12:00:00.000Z', quantityLeft: 8 }, // Aug 30→Sep 30 31 + →Oct 30 30 + →Nov 27 28 = 89 days → 60–90
      { id: 6, receivedAt: '2026-08-29T12:00:00.000Z', quantityLeft: 9 }, // one day earlier: 90 days → over 90
      { id: 7, receivedAt: '2025-11-27T12:00:00.000Z', quantityLeft: 1 }, // 365 days → over 90
      { id: 8, receivedAt: '2026-01-01T00:00:00.000Z', quantityLeft: 0 }, // used up: left out
    ];
    const r = lotsByAgeBand(lots, NOW);
    expect(r.lots.map((l) => [l.id, l.ageDays, l.band])).toEqual([
      [7, 365, '90+'],
      [6, 90, '90+'],
      [5, 89, '60-90'],
      [4, 60, '60-90'],
      [3, 30, '30-60'],
      [2, 29, '0-30'],
      [1, 0, '0-30'],
    ]);
    expect(r.bands).toEqual([
      { band: '0-30', quantity: 9, lots: 2 },
      { band: '30-60', quantity: 6, lots: 1 },
      { band: '60-90', quantity: 15, lots: 2 },
      { band: '90+', quantity: 10, lots: 2 },
    ]);
  });

  it('answers every band with zeros when there are no lots; a lot received after now is 0 days old', () => {
    expect(lotsByAgeBand([], NOW).bands.map((b) => b.quantity)).toEqual([0, 0, 0, 0]);
    expect(lotsByAgeBand([{ receivedAt: new Date('2026-11-28T00:00:00Z'), quantityLeft: 2 }], NOW).lots[0]).toMatchObject({ ageDays: 0, band: '0-30' });
  });
});

describe('overseasStockDifference', () => {
  it('is the provider on hand (available + reserved) minus the ledger, null before any sync', () => {
    expect(overseasStockDifference({ available: 10, reserved: 2 }, 12)).toBe(0);
    expect(overseasStockDifference({ available: 10, reserved: 2 }, 15)).toBe(-3);
    expect(overseasStockDifference({ available: 0, reserved: 0 }, 0)).toBe(0);
    expect(overseasStockDifference(null, 5)).toBeNull();
  });
});
