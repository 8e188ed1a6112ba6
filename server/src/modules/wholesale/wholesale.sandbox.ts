// The sandbox wholesale platform: a deterministic stand-in for 1688 for demos and tests.
//
// Behaviour (everything follows from the digits, so the same input always gives the same answer):
// - Offers. An offer id made of digits that does not start with '9' exists; ids starting with '9'
//   are unknown (fetchOffer → null → purchase.offerNotFound). An id ending in an even digit has
//   two attributes, Color (Red, Blue) × Size (S, M, L) = 6 variants; an odd one has one attribute,
//   Color (Red, Blue, Green) = 3 variants. Spec ids are `<offerId>-<n>` (n from 1). Three price
//   tiers: from 1 piece the base price (5.00 + 0.50 × (digit sum mod 20)), from 10 pieces 90 %,
//   from 100 pieces 80 % of it. The supplier is member `b2b-<first 5 digits>`, shop
//   "1688 Shop <first 5 digits>" (offers sharing the first 5 digits share the supplier).
// - Orders. createOrder refuses unknown offers and variants and quantities below 1; the amount is
//   the tier price of the total quantity × quantity. The order number is 16 digits: '1', 14 digits
//   of a hash of (our reference or a counter, offer, items) and the offer id's last digit, so
//   logistics can tell from the number alone which offer it was for. The same reference gives the
//   same number (the platform keeps one order per reference).
// - Orders imported by number: any 6–30 digit number not starting with '9' exists (getOrder);
//   others are unknown (purchase.wholesaleOrderNotFound).
// - Logistics. Every order is shipped when first asked after creation (the first sync): tracking
//   'YT' + 13 digits of a hash of the order number, courier 'YTO Express' — except orders whose
//   number ends in '0' (their offer id ends in '0'): never picked up, for the purchase alert
//   'no pickup after 24 h'.
import { createHash } from 'node:crypto';
import { fromCents, tierPrice, toCentsAmount } from '@erp/schema';
import { promiseOf } from '../../platform/async';
import {
  WholesaleRefusal,
  type CreateWholesaleOrderInput,
  type WholesaleConnector,
  type WholesaleLogistics,
  type WholesaleOffer,
  type WholesaleOrderStatus,
  type WholesalePlatformOrder,
} from './wholesale.connector';

const digitsOf = (s: string) => [...s].reduce((sum, c) => sum + Number(c), 0);
const hashDigits = (text: string, length: number) => {
  const hex = createHash('sha256').update(text).digest('hex');
  return BigInt(`0x${hex.slice(0, 24)}`)
    .toString()
    .padStart(length, '0')
    .slice(-length);
};
const NUMBER = /^\d{6,30}$/;

export function sandboxOffer(offerId: string): WholesaleOffer | null {
  if (!/^\d+$/.test(offerId) || offerId.startsWith('9')) return null;
  const last = Number(offerId.at(-1));
  const sum = digitsOf(offerId);
  const base = 500 + (sum % 20) * 50;
  const price = (cents: number) => fromCents(Math.round(cents));
  const attributes =
    last % 2 === 0
      ? [
          { name: 'Color', values: ['Red', 'Blue'] },
          { name: 'Size', values: ['S', 'M', 'L'] },
        ]
      : [{ name: 'Color', values: ['Red', 'Blue', 'Green'] }];
  const combos: Record<string, string>[] = attributes.reduce<Record<string, string>[]>(
    (acc, a) => acc.flatMap((c) => a.values.map((v) => ({ ...c, [a.name]: v }))),
    [{}],
  );
  const head = offerId.slice(0, 5);
  return {
    offerId,
    title: `Sandbox wholesale product ${offerId}`,
    supplier: { memberId: `b2b-${head}`, shopName: `1688 Shop ${head}` },
    attributes,
    variants: combos.map((values, i) => ({ specId: `${offerId}-${i + 1}`, values, price: price(base), stock: 50 + ((sum + i * 7) % 10) * 100 })),
    priceTiers: [
      { minQuantity: 1, price: price(base) },
      { minQuantity: 10, price: price((base * 90) / 100) },
      { minQuantity: 100, price: price((base * 80) / 100) },
    ],
  };
}

export class SandboxWholesaleConnector implements WholesaleConnector {
  readonly name = 'sandbox';
  private counter = 0;
  /** Orders placed through this instance (imported numbers are derived from their digits). */
  private readonly placed = new Map<string, { offerId: string; amount: string; items: { specId: string; quantity: number }[] }>();

  fetchOffer(offerId: string) {
    return promiseOf(() => sandboxOffer(offerId));
  }

  createOrder(input: CreateWholesaleOrderInput): Promise<{ platformOrderNo: string; amount: string; status: WholesaleOrderStatus }> {
    return promiseOf(() => this.placeOrder(input));
  }

  private placeOrder(input: CreateWholesaleOrderInput): { platformOrderNo: string; amount: string; status: WholesaleOrderStatus } {
    const offer = sandboxOffer(input.offerId);
    if (!offer) throw new WholesaleRefusal(`offer ${input.offerId} does not exist`);
    if (!input.items.length) throw new WholesaleRefusal('no items');
    for (const item of input.items) {
      if (!offer.variants.some((v) => v.specId === item.specId)) throw new WholesaleRefusal(`spec ${item.specId} does not exist`);
      if (!Number.isInteger(item.quantity) || item.quantity < 1) throw new WholesaleRefusal(`quantity ${item.quantity}`);
    }
    const total = input.items.reduce((s, i) => s + i.quantity, 0);
    const amount = fromCents(toCentsAmount(tierPrice(offer.priceTiers, total)!) * total);
    const ref = input.externalRef || `#${++this.counter}`;
    const platformOrderNo = `1${hashDigits(`${ref}|${input.offerId}|${JSON.stringify(input.items)}`, 14)}${input.offerId.at(-1)}`;
    this.placed.set(platformOrderNo, { offerId: input.offerId, amount, items: input.items.map((i) => ({ ...i })) });
    return { platformOrderNo, amount, status: 'paid' };
  }

  async getOrder(platformOrderNo: string): Promise<WholesalePlatformOrder | null> {
    if (!NUMBER.test(platformOrderNo) || platformOrderNo.startsWith('9')) return null;
    const logistics = await this.getLogistics(platformOrderNo);
    const known = this.placed.get(platformOrderNo);
    const offerId = known?.offerId ?? `6${platformOrderNo.slice(-8).padStart(8, '0')}`;
    const quantity = 1 + (digitsOf(platformOrderNo) % 10);
    return {
      status: logistics.status === 'notShipped' ? 'paid' : logistics.status,
      amount: known?.amount ?? fromCents(quantity * (500 + (digitsOf(offerId) % 20) * 50)),
      offerId,
      items: known?.items ?? [{ specId: `${offerId}-1`, quantity }],
      trackingNo: logistics.trackingNo,
      courier: logistics.courier,
    };
  }

  getLogistics(platformOrderNo: string): Promise<WholesaleLogistics> {
    return promiseOf((): WholesaleLogistics => {
      if (platformOrderNo.endsWith('0')) return { status: 'notShipped', trackingNo: '', courier: '', events: [] };
      return {
        status: 'shipped',
        trackingNo: `YT${hashDigits(`track|${platformOrderNo}`, 13)}`,
        courier: 'YTO Express',
        events: [{ time: new Date(), text: 'Picked up by YTO Express' }],
      };
    });
  }
}
