// Freight (issue 18 part B; spec 02 §3 'Shipping partition rule', 'Price card', 'Shipping
// template', §5 'Logistics', §9 'Freight' and 'Shipping template price').
//
// Units: weights in grams, sizes in centimetres, money as numbers rounded to two decimals (the
// server stores Decimal(12,2)). All functions are pure: the server's estimate, the trial
// calculation, the dry run of the cheapest channel and the bench call the same code.

/** How a template bills a parcel: by actual weight, or by the larger of actual and volumetric. */
export const BILLING_METHODS = ['actual', 'volumetric'] as const;
export type BillingMethod = (typeof BILLING_METHODS)[number];

/** How the basic freight of a range is priced: per-unit (weight × unit price) or first/continued. */
export const PRICING_MODES = ['firstContinued', 'perUnit'] as const;
export type PricingMode = (typeof PRICING_MODES)[number];

/** The usual volumetric divisor (cm³ per kg) of cross-border carriers. */
export const DEFAULT_VOLUME_COEFFICIENT = 6000;

/** Two decimals, half away from zero, robust to binary fractions (1.005 → 1.01). */
export function round2(n: number): number {
  const s = Math.sign(n) || 1;
  return (s * Math.round(Math.abs(n) * 100 + 1e-7)) / 100;
}

/**
 * One weight range of a shipping template (spec 02 §9 'Shipping template price'): applies when
 * startWeight < weight ≤ endWeight. firstWeight and additionalWeight are in grams, firstPrice and
 * additionalPrice in the template's currency. unitPrice (per kg) is used by the perUnit mode.
 */
export interface WeightRange {
  startWeight: number | null;
  endWeight: number | null;
  firstWeight: number | null;
  firstPrice: number | null;
  additionalWeight: number | null;
  additionalPrice: number | null;
  /** Price per kg of chargeable weight (perUnit pricing). */
  unitPrice?: number | null;
}

/** The problem of one row, keyed by its index, with a message id in freight.{zh,en}.json. */
export interface RangeProblem {
  row: number;
  field: string;
  messageId: string;
}

const filled = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Problems of a template's weight ranges (spec 02 §9): all four fields of a range filled (first
 * weight, first price, additional weight, additional price) plus start and end; no open range
 * (end must be above start); first weight not above end weight; first + additional weight not
 * above end weight; ranges do not overlap. An empty list means the ranges are valid.
 */
export function weightRangeProblems(ranges: readonly WeightRange[]): RangeProblem[] {
  const out: RangeProblem[] = [];
  if (ranges.length === 0) return [{ row: -1, field: 'ranges', messageId: 'freight.range.required' }];
  ranges.forEach((r, row) => {
    for (const field of ['startWeight', 'endWeight', 'firstWeight', 'firstPrice', 'additionalWeight', 'additionalPrice'] as const) {
      const v = r[field];
      if (!filled(v)) out.push({ row, field, messageId: 'freight.range.fieldRequired' });
      else if (v < 0) out.push({ row, field, messageId: 'freight.range.negative' });
    }
    if (out.some((p) => p.row === row)) return;
    const start = r.startWeight as number;
    const end = r.endWeight as number;
    const first = r.firstWeight as number;
    const add = r.additionalWeight as number;
    if (end <= start) out.push({ row, field: 'endWeight', messageId: 'freight.range.endNotAfterStart' });
    else if (first > end) out.push({ row, field: 'firstWeight', messageId: 'freight.range.firstAboveEnd' });
    else if (add <= 0) out.push({ row, field: 'additionalWeight', messageId: 'freight.range.additionalNotPositive' });
    else if (first + add > end) out.push({ row, field: 'additionalWeight', messageId: 'freight.range.firstPlusAdditionalAboveEnd' });
  });
  if (out.length) return out;
  const order = ranges.map((r, i) => ({ r, i })).sort((a, b) => (a.r.startWeight as number) - (b.r.startWeight as number));
  for (let k = 1; k < order.length; k++) {
    const prev = order[k - 1]!;
    const cur = order[k]!;
    if ((cur.r.startWeight as number) < (prev.r.endWeight as number)) out.push({ row: cur.i, field: 'startWeight', messageId: 'freight.range.overlap' });
  }
  return out;
}

/** The range a weight falls in: start < weight ≤ end (the first such range), or undefined. */
export function rangeForWeight<R extends WeightRange>(ranges: readonly R[], weight: number): R | undefined {
  return ranges.find((r) => filled(r.startWeight) && filled(r.endWeight) && r.startWeight < weight && weight <= r.endWeight);
}

/**
 * Spec 02 §9: price = first price + ceil((weight − first weight) / additional weight) ×
 * additional price, two decimals. A weight at or below the first weight pays the first price.
 */
export function templatePrice(range: WeightRange, weight: number): number {
  const first = range.firstWeight ?? 0;
  const add = range.additionalWeight ?? 0;
  const steps = weight > first && add > 0 ? Math.ceil((weight - first) / add - 1e-9) : 0;
  return round2((range.firstPrice ?? 0) + steps * (range.additionalPrice ?? 0));
}

/** Volumetric weight in grams: L × W × H (cm) / coefficient (cm³ per kg) × 1000, whole grams up. */
export function volumetricWeight(size: { length: number; width: number; height: number }, coefficient: number): number {
  if (!(coefficient > 0)) return 0;
  const { length, width, height } = size;
  if (!(length > 0 && width > 0 && height > 0)) return 0;
  return Math.ceil(((length * width * height) / coefficient) * 1000 - 1e-9);
}

/** Chargeable weight: the actual weight, or max(actual, volumetric) when the template bills by volume. */
export function chargeableWeight(
  actual: number,
  size: { length: number; width: number; height: number } | null | undefined,
  billing: BillingMethod,
  coefficient: number,
): { weight: number; volumetric: number } {
  const volumetric = size ? volumetricWeight(size, coefficient) : 0;
  return { weight: billing === 'volumetric' ? Math.max(actual, volumetric) : actual, volumetric };
}

// ---- zones (shipping partition rules) ----------------------------------------------------------

/** One zone of a partition rule: a country, optionally a state and a postal-code range. */
export interface Zone {
  name: string;
  country: string;
  state?: string | null;
  postalFrom?: string | null;
  postalTo?: string | null;
  registrationFee?: number | null;
  operationFee?: number | null;
  additionalRate?: number | null;
}

/** Compares postal codes: numerically when both are digits, else as upper-cased text. */
export function comparePostal(a: string, b: string): number {
  const x = a.trim().toUpperCase().replace(/\s+/g, '');
  const y = b.trim().toUpperCase().replace(/\s+/g, '');
  if (/^\d+$/.test(x) && /^\d+$/.test(y)) return Number(x) - Number(y);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Problems of a partition rule's zones (spec 02 §5 'Logistics'): zone name and country required,
 * zone names not repeated;
 * postal code start not above end (and both or neither); registration, operation and additional
 * fees all filled or all empty.
 */
export function zoneProblems(zones: readonly Zone[]): RangeProblem[] {
  const out: RangeProblem[] = [];
  if (zones.length === 0) return [{ row: -1, field: 'zones', messageId: 'freight.zone.required' }];
  zones.forEach((z, row) => {
    if (!z.name?.trim()) out.push({ row, field: 'name', messageId: 'freight.zone.nameRequired' });
    if (!/^[A-Za-z]{2}$/.test(z.country?.trim() ?? '')) out.push({ row, field: 'country', messageId: 'freight.zone.countryInvalid' });
    const from = z.postalFrom?.trim() ?? '';
    const to = z.postalTo?.trim() ?? '';
    if (!!from !== !!to) out.push({ row, field: from ? 'postalTo' : 'postalFrom', messageId: 'freight.zone.postalBoth' });
    else if (from && to && comparePostal(from, to) > 0) out.push({ row, field: 'postalFrom', messageId: 'freight.zone.postalStartAboveEnd' });
    const fees = [z.registrationFee, z.operationFee, z.additionalRate];
    const n = fees.filter(filled).length;
    if (n > 0 && n < 3) {
      const field = !filled(z.registrationFee) ? 'registrationFee' : !filled(z.operationFee) ? 'operationFee' : 'additionalRate';
      out.push({ row, field, messageId: 'freight.zone.feesPartial' });
    } else if (fees.some((f) => filled(f) && f < 0)) out.push({ row, field: 'registrationFee', messageId: 'freight.range.negative' });
  });
  // spec 02 §5: the partition (zone) name is unique within its rule
  const seen = new Set<string>();
  zones.forEach((z, row) => {
    const key = z.name?.trim().toLowerCase();
    if (!key) return;
    if (seen.has(key)) out.push({ row, field: 'name', messageId: 'freight.zone.nameRepeated' });
    seen.add(key);
  });
  return out;
}

/**
 * The zone of an address: the most specific matching zone wins (postal range > state > country).
 * Among zones of equal specificity the first listed wins.
 */
export function findZone<Z extends Zone>(zones: readonly Z[], address: { country: string; state?: string | null; postalCode?: string | null }): Z | undefined {
  const country = address.country.trim().toUpperCase();
  const state = address.state?.trim().toUpperCase() ?? '';
  const postal = address.postalCode?.trim() ?? '';
  let best: Z | undefined;
  let bestScore = -1;
  for (const z of zones) {
    if (z.country.trim().toUpperCase() !== country) continue;
    let score = 0;
    if (z.state?.trim()) {
      if (z.state.trim().toUpperCase() !== state) continue;
      score += 1;
    }
    if (z.postalFrom?.trim() && z.postalTo?.trim()) {
      if (!postal || comparePostal(postal, z.postalFrom) < 0 || comparePostal(postal, z.postalTo) > 0) continue;
      score += 2;
    }
    if (score > bestScore) {
      best = z;
      bestScore = score;
    }
  }
  return best;
}

// ---- freight -----------------------------------------------------------------------------------

export interface FreightTemplate {
  billingMethod: BillingMethod;
  volumeCoefficient: number;
  pricingMode: PricingMode;
  ranges: readonly WeightRange[];
}

export interface FreightParcel {
  weight: number;
  size?: { length: number; width: number; height: number } | null;
  country: string;
  state?: string | null;
  postalCode?: string | null;
}

/** Every term of a freight (spec 02 §9 'Freight'), so the trial calculation can show each one. */
export interface FreightBreakdown {
  actualWeight: number;
  volumetricWeight: number;
  chargeableWeight: number;
  zone: string | null;
  basic: number;
  surcharge: number;
  registrationFee: number;
  operationFee: number;
  total: number;
}

export type FreightResult = { ok: true; breakdown: FreightBreakdown } | { ok: false; reason: 'noRange' | 'noZone' | 'weightInvalid' };

/**
 * Freight = basic + surcharge + registration fee + operation fee (spec 02 §9). Basic is the
 * template price of the chargeable weight (first/continued) or chargeable kg × unit price
 * (perUnit). The zone (when the template has zones) adds registration and operation fees and a
 * surcharge of basic × additional rate (percent).
 */
export function computeFreight(template: FreightTemplate, parcel: FreightParcel, zones: readonly Zone[] | null = null): FreightResult {
  if (!(parcel.weight > 0)) return { ok: false, reason: 'weightInvalid' };
  const cw = chargeableWeight(parcel.weight, parcel.size, template.billingMethod, template.volumeCoefficient);
  const range = rangeForWeight(template.ranges, cw.weight);
  if (!range) return { ok: false, reason: 'noRange' };
  let zone: Zone | undefined;
  if (zones && zones.length) {
    zone = findZone(zones, parcel);
    if (!zone) return { ok: false, reason: 'noZone' };
  }
  const basic = template.pricingMode === 'perUnit' ? round2((cw.weight / 1000) * (range.unitPrice ?? 0)) : templatePrice(range, cw.weight);
  const surcharge = round2((basic * (zone?.additionalRate ?? 0)) / 100);
  const registrationFee = round2(zone?.registrationFee ?? 0);
  const operationFee = round2(zone?.operationFee ?? 0);
  return {
    ok: true,
    breakdown: {
      actualWeight: parcel.weight,
      volumetricWeight: cw.volumetric,
      chargeableWeight: cw.weight,
      zone: zone?.name ?? null,
      basic,
      surcharge,
      registrationFee,
      operationFee,
      total: round2(basic + surcharge + registrationFee + operationFee),
    },
  };
}

// ---- cheapest eligible channel -----------------------------------------------------------------

export interface ChannelCandidate {
  channelId: number;
  name: string;
  /** Grams; 0 = no limit. */
  maxWeight: number;
  /** Longest side in cm; 0 = no limit. */
  maxLength?: number;
  /** Countries served (ISO-2); empty = all. */
  countries?: readonly string[];
  /** Highest declared value accepted; 0 = no limit. */
  maxDeclaredValue?: number;
  /** Expected delivery days. */
  deliveryDays?: number | null;
  /** The freight for this order, or why it could not be priced. */
  freight: FreightResult | null;
}

export type IneligibleReason = 'weight' | 'size' | 'country' | 'declaredValue' | 'deliveryDays' | 'noPriceCard' | 'noRange' | 'noZone' | 'weightInvalid';

export interface CandidateVerdict {
  channelId: number;
  name: string;
  eligible: boolean;
  reasons: IneligibleReason[];
  price: number | null;
  deliveryDays: number | null;
}

/**
 * Judges every candidate for an order (weight, size, country, maximum declared value, delivery
 * days, a price from its card) and picks the cheapest eligible one (ties: fewer delivery days, then
 * the lower channel id). `chosen` is null when none is eligible.
 */
export function cheapestChannel(
  candidates: readonly ChannelCandidate[],
  order: { weight: number; longestSide?: number | null; country: string; declaredValue?: number | null; maxDeliveryDays?: number | null },
): { chosen: CandidateVerdict | null; verdicts: CandidateVerdict[] } {
  const verdicts = candidates.map((c): CandidateVerdict => {
    const reasons: IneligibleReason[] = [];
    if (c.maxWeight > 0 && order.weight > c.maxWeight) reasons.push('weight');
    if ((c.maxLength ?? 0) > 0 && (order.longestSide ?? 0) > (c.maxLength ?? 0)) reasons.push('size');
    if (c.countries && c.countries.length && !c.countries.some((k) => k.toUpperCase() === order.country.toUpperCase())) reasons.push('country');
    if ((c.maxDeclaredValue ?? 0) > 0 && (order.declaredValue ?? 0) > (c.maxDeclaredValue ?? 0)) reasons.push('declaredValue');
    if (order.maxDeliveryDays != null && (c.deliveryDays == null || c.deliveryDays > order.maxDeliveryDays)) reasons.push('deliveryDays');
    let price: number | null = null;
    if (!c.freight) reasons.push('noPriceCard');
    else if (!c.freight.ok) reasons.push(c.freight.reason);
    else price = c.freight.breakdown.total;
    return { channelId: c.channelId, name: c.name, eligible: reasons.length === 0, reasons, price, deliveryDays: c.deliveryDays ?? null };
  });
  const eligible = verdicts
    .filter((v) => v.eligible)
    .sort((a, b) => (a.price as number) - (b.price as number) || (a.deliveryDays ?? Infinity) - (b.deliveryDays ?? Infinity) || a.channelId - b.channelId);
  return { chosen: eligible[0] ?? null, verdicts };
}

/** Pricing template (spec 02 §5 'Pricing'): VAT + commission + gross profit + other deduction below 100 %. */
export function pricingPointsProblems(p: { vat: number; commission: number; grossProfit: number; otherDeduction: number }): string[] {
  const vals = [p.vat, p.commission, p.grossProfit, p.otherDeduction];
  if (vals.some((v) => !Number.isFinite(v) || v < 0)) return ['freight.pricing.pointInvalid'];
  if (vals.some((v) => round2(v) !== v)) return ['freight.pricing.twoDecimals'];
  return vals.reduce((a, b) => a + b, 0) >= 100 ? ['freight.pricing.sumTooHigh'] : [];
}

/** A scheduled start (effective time) cannot be in the past (spec 02 §5 'Pricing'). */
export function isValidEffectiveTime(at: Date, now: Date): boolean {
  return at.getTime() >= now.getTime() - 60_000;
}
