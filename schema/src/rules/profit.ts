// The profit of an order (issue 22 item 6, spec 02 §9): pure arithmetic shared by the server (which
// stores every term) and the client (which explains them). All figures are integer cents; the
// base currency is CNY (BASE_CURRENCY), rates are the executed rate of the order date (yuan per unit).
//
//   profit = goods + buyer-paid freight − platform fee − product cost − packaging − freight
//            − VAT (shops in a VAT scheme) − refunds              (every term in yuan, rounded to cents)
//
// Each term is converted and rounded on its own, then the profit is their sum, so a report that adds
// the stored terms agrees to the cent with the stored profits.

/** How the platform fee is taken (spec 02 §9): sales × rate, or the fee included in the sales: ÷ (1 + rate) × rate. */
export const PROFIT_FEE_MODES = ['multiply', 'inclusive'] as const;
export type ProfitFeeMode = (typeof PROFIT_FEE_MODES)[number];

/** EU tax types under which the seller owes the VAT on a sale (IOSS: the marketplace collects it). */
export const PROFIT_VAT_SCHEMES: readonly string[] = ['VAT', 'OSS'];

/** Where a product-cost line came from: a FIFO lot of the stock ledger, or the SKU's purchase price. */
export const PROFIT_COST_SOURCES = ['lot', 'purchasePrice'] as const;
export type ProfitCostSource = (typeof PROFIT_COST_SOURCES)[number];

/** Where the freight cost came from: nothing yet, the estimate of the price card, the carrier's bill. */
export const PROFIT_FREIGHT_SOURCES = ['none', 'estimated', 'actual'] as const;
export type ProfitFreightSource = (typeof PROFIT_FREIGHT_SOURCES)[number];

const ROUND = (n: bigint, d: bigint): bigint => {
  // half away from zero
  const neg = n < 0n !== d < 0n;
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  const q = (a * 2n + b) / (2n * b);
  return neg ? -q : q;
};

/** A decimal text or number → integer units of 10^-scale (exact for the text; '12.345' at 2 → 1235). */
export function toScaled(v: string | number, scale: number): bigint {
  let s = typeof v === 'number' ? (Number.isFinite(v) ? v.toFixed(Math.min(scale + 2, 20)) : '0') : v.trim();
  if (!s) s = '0';
  const neg = s.startsWith('-');
  if (neg || s.startsWith('+')) s = s.slice(1);
  const [i = '0', f = ''] = s.split('.');
  if (!/^\d*$/.test(i) || !/^\d*$/.test(f)) return 0n;
  const frac = (f + '0'.repeat(scale + 1)).slice(0, scale + 1);
  const n = ROUND(BigInt((i || '0') + frac), 10n);
  return neg ? -n : n;
}

/** Integer cents → '12.30' (negative '-0.05'). */
export function profitCentsText(c: number | bigint): string {
  const n = BigInt(c);
  const a = n < 0n ? -n : n;
  return `${n < 0n ? '-' : ''}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
}

/** Cents of an amount in the order currency → yuan cents at `rate` (yuan per unit, up to 6 decimals). */
export function toBaseCents(cents: number, rate: string | number): number {
  return Number(ROUND(BigInt(cents) * toScaled(rate, 6), 1_000_000n));
}

/**
 * Platform fee in cents (spec 02 §9) of `sales` + `freight` cents at `ratePercent` (12.9 = 12.9 %):
 * 'multiply' (sales + freight) × rate; 'inclusive' (sales + freight) ÷ (1 + rate) × rate.
 */
export function platformFeeCents(salesCents: number, freightCents: number, ratePercent: string | number, mode: ProfitFeeMode): number {
  const r = toScaled(ratePercent, 4); // percent × 10^4 = fraction × 10^6
  if (r <= 0n) return 0;
  const base = BigInt(salesCents + freightCents);
  return Number(mode === 'inclusive' ? ROUND(base * r, 1_000_000n + r) : ROUND(base * r, 1_000_000n));
}

/** VAT contained in a VAT-inclusive amount (cents) at `ratePercent`: amount ÷ (1 + rate) × rate; never negative. */
export function vatCents(grossCents: number, ratePercent: string | number): number {
  const r = toScaled(ratePercent, 4);
  if (r <= 0n || grossCents <= 0) return 0;
  return Number(ROUND(BigInt(grossCents) * r, 1_000_000n + r));
}

/** Whether a shop's sales carry VAT the seller owes: a VAT / OSS number and a rate above zero. */
export function inVatScheme(euTaxType: string, vatRatePercent: string | number): boolean {
  return PROFIT_VAT_SCHEMES.includes(euTaxType) && toScaled(vatRatePercent, 4) > 0n;
}

/** One product-cost line: units of a SKU at a unit cost (yuan, up to 4 decimals) from a lot or the purchase price. */
export interface ProfitCostLine {
  skuId: number;
  quantity: number;
  unitCost: string;
  source: ProfitCostSource;
  /** The lot (source 'lot'). */
  lotId?: number | null;
}

/** Yuan cents of the cost lines: Σ quantity × unit cost, rounded once. */
export function costLinesCents(lines: readonly ProfitCostLine[]): number {
  const total = lines.reduce((s, l) => s + BigInt(l.quantity) * toScaled(l.unitCost, 4), 0n);
  return Number(ROUND(total, 100n));
}

/** A stock lot in receiving order (oldest first). */
export interface FifoLot {
  id: number;
  quantityIn: number;
  unitCost: string;
}

/**
 * FIFO: the lots that gave `quantity` units after `consumedBefore` units had already left (the
 * lots in receiving order). Units beyond the lots are priced at `fallbackUnitCost` (source purchasePrice).
 */
export function fifoTake(lots: readonly FifoLot[], consumedBefore: number, quantity: number, skuId: number, fallbackUnitCost: string): ProfitCostLine[] {
  const out: ProfitCostLine[] = [];
  let skip = Math.max(0, consumedBefore);
  let left = Math.max(0, quantity);
  for (const lot of lots) {
    if (left <= 0) break;
    const free = lot.quantityIn - Math.min(skip, lot.quantityIn);
    skip = Math.max(0, skip - lot.quantityIn);
    if (free <= 0) continue;
    const take = Math.min(free, left);
    out.push({ skuId, quantity: take, unitCost: lot.unitCost, source: 'lot', lotId: lot.id });
    left -= take;
  }
  if (left > 0) out.push({ skuId, quantity: left, unitCost: fallbackUnitCost, source: 'purchasePrice', lotId: null });
  return out;
}

/** What the profit of one order is computed from. Money in the order currency unless named base. */
export interface ProfitInput {
  /** Executed rate of the order date (yuan per unit of the order currency). */
  rate: string | number;
  /** Goods amount (items − discount), order currency. */
  goods: string | number;
  /** Freight the buyer paid, order currency. */
  buyerFreight: string | number;
  /** Shop's platform rate in percent. */
  platformRate: string | number;
  feeMode: ProfitFeeMode;
  /** Shop's VAT rate in percent and whether the shop is in a VAT scheme. */
  vatRate: string | number;
  vatScheme: boolean;
  /** Refunded to the buyer, order currency. */
  refunds: string | number;
  /** Yuan cents. */
  productCostBase: number;
  packagingBase: number;
  freightBase: number;
}

/** Every term of an order's profit in yuan cents (costs positive), and the order-currency figures they came from. */
export interface ProfitTerms {
  goods: number;
  buyerFreight: number;
  platformFee: number;
  productCost: number;
  packaging: number;
  freight: number;
  vat: number;
  refunds: number;
  profit: number;
  /** Order currency cents. */
  original: { goods: number; buyerFreight: number; platformFee: number; vat: number; refunds: number };
}

/** The profit of one order (see the file head). */
export function orderProfit(i: ProfitInput): ProfitTerms {
  const goodsO = Number(toScaled(i.goods, 2));
  const freightO = Number(toScaled(i.buyerFreight, 2));
  const refundsO = Number(toScaled(i.refunds, 2));
  const feeO = platformFeeCents(goodsO, freightO, i.platformRate, i.feeMode);
  const vatO = i.vatScheme ? vatCents(goodsO + freightO - refundsO, i.vatRate) : 0;
  const goods = toBaseCents(goodsO, i.rate);
  const buyerFreight = toBaseCents(freightO, i.rate);
  const platformFee = toBaseCents(feeO, i.rate);
  const vat = toBaseCents(vatO, i.rate);
  const refunds = toBaseCents(refundsO, i.rate);
  const profit = goods + buyerFreight - platformFee - i.productCostBase - i.packagingBase - i.freightBase - vat - refunds;
  return {
    goods,
    buyerFreight,
    platformFee,
    productCost: i.productCostBase,
    packaging: i.packagingBase,
    freight: i.freightBase,
    vat,
    refunds,
    profit,
    original: { goods: goodsO, buyerFreight: freightO, platformFee: feeO, vat: vatO, refunds: refundsO },
  };
}

/** Margin: profit ÷ (goods + buyer freight − refunds), 4 decimals; 0 when there is no revenue. */
export function profitMargin(profitCents: number, goodsCents: number, buyerFreightCents: number, refundsCents = 0): number {
  const revenue = goodsCents + buyerFreightCents - refundsCents;
  if (revenue <= 0) return 0;
  return Math.round((profitCents / revenue) * 10_000) / 10_000;
}

/**
 * Splits `total` cents over `weights` in proportion (largest remainder), so the parts add up to
 * `total` exactly; all weights zero → equal shares. Negative totals split the same way.
 */
export function allocateCents(total: number, weights: readonly number[]): number[] {
  const n = weights.length;
  if (!n) return [];
  const w = weights.map((x) => (x > 0 ? x : 0));
  const sum = w.reduce((s, x) => s + x, 0);
  const use = sum > 0 ? w : w.map(() => 1);
  const whole = sum > 0 ? sum : n;
  const sign = total < 0 ? -1 : 1;
  const abs = Math.abs(total);
  const raw = use.map((x) => (abs * x) / whole);
  const parts = raw.map((r) => Math.floor(r));
  let left = abs - parts.reduce((s, x) => s + x, 0);
  const order = raw.map((r, i) => ({ i, f: r - Math.floor(r) })).sort((a, b) => b.f - a.f || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % n, left--) {
    const at = order[k]!.i;
    parts[at] = parts[at]! + 1;
  }
  return parts.map((p) => p * sign);
}
