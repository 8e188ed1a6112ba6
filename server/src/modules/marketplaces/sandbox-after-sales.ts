// The sandbox marketplace's after-sales cases (issue 21 item 6), like its orders and chat
// (sandbox-orders.ts) a pure function of (shop, time), with no randomness and no clock of its own:
//   - eBay shops (platform type 1) and Allegro shops (platform type 9) have cases; every other
//     marketplace answers none. Allegro has disputes only ("dyskusje": the buyer reports a problem,
//     the seller answers or refunds): on an Allegro shop every case is a dispute, id `d-<shop>-<slot>`,
//     amount in PLN, answer-by 7 days, buyers with Polish accounts, the same slots and closing rule;
//   - a case may open in each 6-hour slot (about one slot in two), its kind by the slot's hash:
//     cancellation, return or dispute; its id is `<c|r|d>-<shop>-<slot>`, its marketplace order
//     number `ASO-<shop>-<slot>` (a local order with that number links to it), amount 5.00-104.99
//     USD, answer-by 3 days (cancellation), 5 days (return) or 7 days (dispute) after it opened;
//   - about one case in five is closed by the marketplace itself (the buyer withdrew) one day
//     after it opened: a later pull hands the case over again, state 'closed';
//   - pulls page by (change time, case id) after an opaque cursor `a1:<ms>:<case id>`; a first
//     pull reaches SANDBOX_FIRST_PULL_DAYS back; each change hands the case as it was then;
//   - actions: a token not from this sandbox is refused (marketplace.tokenInvalid); a text
//     containing the word "refuse" (any case) is refused with 'afterSales.sandboxRefused' and the
//     marketplace's words "Action blocked: the case is under review by eBay"; a text containing
//     "timeout" throws (a marketplace that does not answer); anything else is accepted. On Allegro
//     the refusal's words are "Action blocked: the dispute is under review by Allegro".
import { createHash } from 'node:crypto';
import type {
  AfterSalesActionCall,
  AfterSalesActionResult,
  MarketplaceAfterSalesCase,
  PullAfterSalesInput,
  PullAfterSalesResult,
} from '../../platform/connectors';
import { parseTimedCursor, timedPage } from './sandbox-orders';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SLOT = 6 * HOUR;
const EBAY = 1;
const ALLEGRO = 9;
const KINDS = ['cancellation', 'return', 'dispute'] as const;
const ANSWER_DAYS = { cancellation: 3, return: 5, dispute: 7 } as const;
const REASONS = {
  cancellation: ['Ordered by mistake', 'Found a cheaper price', 'Delivery too slow'],
  return: ['Item damaged', 'Not as described', 'Wrong size'],
  dispute: ['Item not received', 'Item significantly not as described'],
} as const;
const BUYERS = [
  ['anna_s_de', 'Anna Schmidt'],
  ['jsmith-88', 'John Smith'],
  ['marie.l', 'Marie Laurent'],
  ['k_tanaka', 'Kenji Tanaka'],
] as const;
const ALLEGRO_BUYERS = [
  ['kowalski_jan', 'Jan Kowalski'],
  ['ania.nowak', 'Anna Nowak'],
  ['wisniewski-p', 'Piotr Wiśniewski'],
] as const;

function hash(...parts: (string | number)[]): number {
  return createHash('sha256').update(parts.join('|')).digest().readUInt32BE(0);
}

/** The case of a shop's slot, if one opened in it, with its changes (opened, maybe closed). */
function caseOf(shopId: number, slot: number, platformType: number): { base: MarketplaceAfterSalesCase; closeAt: Date | null } | null {
  const h = hash('as', shopId, slot);
  if (h % 2 !== 0) return null;
  const allegro = platformType === ALLEGRO;
  const kind = allegro ? 'dispute' : KINDS[(h >>> 1) % 3];
  const openedAt = new Date(slot * SLOT + ((h >>> 4) % 300) * 60_000);
  const buyers = allegro ? ALLEGRO_BUYERS : BUYERS;
  const [buyerAccount, buyerName] = buyers[(h >>> 8) % buyers.length];
  const reasons = REASONS[kind];
  const cents = 500 + ((h >>> 10) % 10_000);
  const base: MarketplaceAfterSalesCase = {
    kind,
    caseId: `${kind[0]}-${shopId}-${slot}`,
    platformOrderNo: `ASO-${shopId}-${slot}`,
    buyerAccount,
    buyerName,
    platformSku: `SBX-SKU-${(h >>> 12) % 20}`,
    quantity: 1 + ((h >>> 14) % 2),
    amount: (cents / 100).toFixed(2),
    currency: allegro ? 'PLN' : 'USD',
    reason: reasons[(h >>> 16) % reasons.length],
    buyerComment: kind === 'cancellation' ? 'Please cancel my order.' : 'Please help, I am not happy with this.',
    state: 'open',
    respondBy: new Date(openedAt.getTime() + ANSWER_DAYS[kind] * DAY),
    openedAt,
    updatedAt: openedAt,
  };
  const closeAt = (h >>> 20) % 5 === 0 ? new Date(openedAt.getTime() + DAY) : null;
  return { base, closeAt };
}

export function pullSandboxAfterSales(input: PullAfterSalesInput & { now: Date }): PullAfterSalesResult {
  if (input.shop.platformType !== EBAY && input.shop.platformType !== ALLEGRO) return { cases: [], nextCursor: input.cursor, hasMore: false };
  const now = input.now.getTime();
  const from = parseTimedCursor('a1', input.cursor, input.now);
  const changes: MarketplaceAfterSalesCase[] = [];
  // a case changes at most one day after its slot, so slots from a day before the cursor suffice
  for (let slot = Math.floor((from.at - DAY) / SLOT) - 1; slot * SLOT <= now; slot++) {
    const c = caseOf(input.shop.id, slot, input.shop.platformType);
    if (!c) continue;
    changes.push(c.base);
    if (c.closeAt) changes.push({ ...c.base, state: 'closed', updatedAt: c.closeAt });
  }
  const { page, nextCursor, hasMore } = timedPage(changes, (c) => c.caseId, 'a1', from, input);
  return { cases: page, nextCursor, hasMore };
}

export function sandboxAfterSalesAction(input: AfterSalesActionCall): AfterSalesActionResult {
  if (!input.token.startsWith('sbx_')) return { ok: false, reasonId: 'marketplace.tokenInvalid', message: 'Invalid access token' };
  if (/timeout/i.test(input.text)) throw new Error('sandbox: the marketplace did not answer');
  if (/refuse/i.test(input.text))
    return {
      ok: false,
      reasonId: 'afterSales.sandboxRefused',
      message:
        input.shop.platformType === ALLEGRO ? 'Action blocked: the dispute is under review by Allegro' : 'Action blocked: the case is under review by eBay',
    };
  return { ok: true };
}
