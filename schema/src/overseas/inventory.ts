// Overseas inventory (issue 23 item 5; spec 02 §2 /overseasWarehouseInventory and its details, §9
// age bands): the rules the server's list and the details page share with the client.
import { AGE_BANDS, ageBandOf, ageInDays, type AgeBand } from '../rules/inventory';

/** One FIFO lot as the stock engine keeps it: when it arrived and how much of it is left. */
export interface AgedLot {
  receivedAt: Date | string;
  quantityLeft: number;
}

export type LotWithAge<L extends AgedLot> = L & { ageDays: number; band: AgeBand };

export interface AgeBandTotal {
  band: AgeBand;
  /** Units left in the band's lots. */
  quantity: number;
  /** Lots with units left in the band. */
  lots: number;
}

/**
 * Splits lots into the storage age bands of spec 02 §9 (under 30, 30–60, 60–90, over 90 days).
 * A lot's age is the whole days from its receipt to `now` (ageInDays: a lot received 29 days and
 * 23 hours ago is 29 days old); a band includes its lower bound, so a lot exactly 30 days old is in
 * 30–60 and one 90 days old is over 90. Lots with nothing left are left out. Every band is answered
 * (zeros included) in AGE_BANDS order; the lots oldest first.
 */
export function lotsByAgeBand<L extends AgedLot>(lots: readonly L[], now: Date): { bands: AgeBandTotal[]; lots: LotWithAge<L>[] } {
  const aged = lots
    .filter((l) => l.quantityLeft > 0)
    .map((l) => {
      const ageDays = ageInDays(new Date(l.receivedAt), now);
      return { ...l, ageDays, band: ageBandOf(ageDays) };
    })
    .sort((a, b) => b.ageDays - a.ageDays || new Date(a.receivedAt).getTime() - new Date(b.receivedAt).getTime());
  const bands = AGE_BANDS.map((band) => {
    const inBand = aged.filter((l) => l.band === band);
    return { band, quantity: inBand.reduce((s, l) => s + l.quantityLeft, 0), lots: inBand.length };
  });
  return { bands, lots: aged };
}

/**
 * The difference the inventory list flags: what the provider holds (available + reserved, the
 * provider's on hand; in transit to it is not yet there) minus the ledger's quantity on hand in the
 * bound warehouse. Null while the provider warehouse was never synced (nothing to compare).
 */
export function overseasStockDifference(provider: { available: number; reserved: number } | null, ledgerQuantity: number): number | null {
  return provider ? provider.available + provider.reserved - ledgerQuantity : null;
}
