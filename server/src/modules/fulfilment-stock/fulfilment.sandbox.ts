// The sandbox fulfilment centres: a deterministic stand-in for the inventory reports of Amazon FBA,
// Kaufland FBK and eMAG FBE for the demo and the tests. Rules (the same input always gives the same
// answer; the sandbox keeps no state):
// - Refusals. A shop whose name contains "deny" (any case) is refused with
//   fulfilmentStock.providerRefused (reason fulfilmentStock.sandboxDenied); a page outside 1.. or a
//   page size outside 1..200 is refused with fulfilmentStock.providerRefused (reason "page").
// - SKUs. The report holds every SKU code the call asks about (the seller's hint, trimmed, blanks
//   dropped, each once) plus one SKU only the marketplace knows, "SBX-<MARKETPLACE>-ORPHAN" (upper
//   case: unmapped on the seller's side).
// - Centres. Each SKU sits in one centre: SANDBOX_CENTRES[marketplace][h mod n]; a SKU whose h is
//   divisible by 4 also sits in the next centre of the list (a second row).
// - Quantities (sandboxRowOf below). h = FNV-1a 32-bit of "<shop name>:<sku>:<centre>":
//   fulfillable = h mod 60, inbound = (h >>> 6) mod 30, reserved = (h >>> 11) mod 5,
//   unfulfillable = (h >>> 14) mod 3; ages split fulfillable + reserved + unfulfillable:
//   over 365 = (h >>> 17) mod 3 == 0 ? min(total, 1 + (h >>> 20) mod 5) : 0, 181–365 = (h >>> 23) mod 4
//   (at most what is left), 91–180 = a third of the rest (floor), 0–90 the remainder.
//   FNSKU: "X00" + 7 upper-case hex digits of h for FBA, "" for FBK and FBE.
// - Order and paging. Rows are sorted by SKU code, then centre; page p of size s is rows
//   (p−1)·s .. p·s−1, total the number of rows.
import type { FulfilmentMarketplace } from '@erp/schema';
import { promiseOf } from '../../platform/async';
import {
  FULFILMENT_PAGE_MAX,
  type FulfilmentConnector,
  type FulfilmentQuery,
  type FulfilmentResult,
  type FulfilmentShop,
  type FulfilmentStockRow,
} from './fulfilment.connector';

export const SANDBOX_CENTRES: Record<FulfilmentMarketplace, string[]> = {
  fba: ['FRA7', 'DTM2', 'LEJ1', 'MUC3'],
  fbk: ['KL-ROSTOCK', 'KL-MOENCHENGLADBACH'],
  fbe: ['EMAG-BUC1', 'EMAG-SOF1'],
};

/** FNV-1a, 32 bits: a hash a test can recompute. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** The sandbox's row of one SKU in one centre of a shop. */
export function sandboxRowOf(marketplace: FulfilmentMarketplace, shopName: string, sku: string, centre: string): FulfilmentStockRow {
  const h = fnv1a(`${shopName}:${sku}:${centre}`);
  const fulfillable = h % 60;
  const inbound = (h >>> 6) % 30;
  const reserved = (h >>> 11) % 5;
  const unfulfillable = (h >>> 14) % 3;
  const total = fulfillable + reserved + unfulfillable;
  const ageOver365 = (h >>> 17) % 3 === 0 ? Math.min(total, 1 + ((h >>> 20) % 5)) : 0;
  const age181to365 = Math.min(total - ageOver365, (h >>> 23) % 4);
  const rest = total - ageOver365 - age181to365;
  const age91to180 = Math.floor(rest / 3);
  const age0to90 = rest - age91to180;
  const fnsku = marketplace === 'fba' ? `X00${h.toString(16).toUpperCase().padStart(8, '0').slice(0, 7)}` : '';
  return { marketplaceSku: sku, fnsku, centre, fulfillable, inbound, reserved, unfulfillable, age0to90, age91to180, age181to365, ageOver365 };
}

/** Every row the sandbox reports for a shop and a hint, in report order. */
export function sandboxReport(marketplace: FulfilmentMarketplace, shopName: string, hint: readonly string[]): FulfilmentStockRow[] {
  const centres = SANDBOX_CENTRES[marketplace];
  const skus = [...new Set([...hint.map((s) => s.trim()).filter(Boolean), `SBX-${marketplace.toUpperCase()}-ORPHAN`])].sort();
  const rows: FulfilmentStockRow[] = [];
  for (const sku of skus) {
    const h = fnv1a(`${shopName}:${sku}`);
    const first = h % centres.length;
    const at = h % 4 === 0 ? [first, (first + 1) % centres.length] : [first];
    for (const i of [...new Set(at)].sort((a, b) => centres[a].localeCompare(centres[b]))) rows.push(sandboxRowOf(marketplace, shopName, sku, centres[i]));
  }
  return rows;
}

export class SandboxFulfilmentConnector implements FulfilmentConnector {
  readonly name = 'sandbox';
  constructor(readonly marketplace: FulfilmentMarketplace) {}

  inventoryReport(shop: FulfilmentShop, q: FulfilmentQuery): Promise<FulfilmentResult<{ rows: FulfilmentStockRow[]; total: number }>> {
    return promiseOf(() => {
      if (/deny/i.test(shop.shopName)) return { ok: false, reasonId: 'fulfilmentStock.providerRefused', params: { reason: 'fulfilmentStock.sandboxDenied' } };
      if (!Number.isInteger(q.page) || q.page < 1 || !Number.isInteger(q.pageSize) || q.pageSize < 1 || q.pageSize > FULFILMENT_PAGE_MAX)
        return { ok: false, reasonId: 'fulfilmentStock.providerRefused', params: { reason: 'page' } };
      const all = sandboxReport(this.marketplace, shop.shopName, q.skus);
      return { ok: true, rows: all.slice((q.page - 1) * q.pageSize, q.page * q.pageSize), total: all.length };
    });
  }
}
