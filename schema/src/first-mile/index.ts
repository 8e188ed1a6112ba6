// First-mile (head-haul) logistics providers and channels (issue 23 item 4; spec 02 §2
// /logisticHeadProvider, /logisticHeadChannel, §3 'First-mile provider and channel: name,
// authorization, pickup place, tax included, expected delivery days, price card'). Shared by the
// server (checks, freight quote) and the client (forms, trial calculation).
import { z } from 'zod';

export const FIRST_MILE_TRANSPORT_MODES = ['sea', 'air', 'rail', 'express', 'truck'] as const;
export type FirstMileTransportMode = (typeof FIRST_MILE_TRANSPORT_MODES)[number];

/** What a channel bills by: actual weight (kg), volume (m³), or the larger of actual and volumetric weight. */
export const FIRST_MILE_BASES = ['weight', 'volume', 'volumetricWeight'] as const;
export type FirstMileBasis = (typeof FIRST_MILE_BASES)[number];

export const FIRST_MILE_CURRENCIES = ['CNY', 'USD', 'EUR', 'GBP', 'JPY'] as const;

export const FIRST_MILE_NAME_MAX = 50;
export const FIRST_MILE_TIERS_MAX = 20;
export const FIRST_MILE_DAYS_MAX = 365;
/** Money and quantities: at most this (10 integer digits). */
const AMOUNT_MAX = 9_999_999_999.99;

const requiredText = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });
const optionalText = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' }).default('');
const positiveId = z.number({ error: 'validation.positiveId' }).int({ error: 'validation.positiveId' }).positive({ error: 'validation.positiveId' });

/** Two decimals, half away from zero, robust to binary fractions (1.005 → 1.01). */
export function firstMileRound2(n: number): number {
  const s = Math.sign(n) || 1;
  return (s * Math.round(Math.abs(n) * 100 + 1e-7)) / 100;
}
const hasTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** A price or quantity: a finite number ≥ 0 with at most two decimals. */
const amount = z
  .number({ error: 'firstMile.amountInvalid' })
  .min(0, { error: 'firstMile.amountInvalid' })
  .max(AMOUNT_MAX, { error: 'firstMile.amountInvalid' })
  .refine(hasTwoDecimals, { error: 'firstMile.twoDecimals' });
const days = z
  .number({ error: 'firstMile.daysInvalid' })
  .int({ error: 'firstMile.daysInvalid' })
  .min(0, { error: 'firstMile.daysInvalid' })
  .max(FIRST_MILE_DAYS_MAX, { error: 'firstMile.daysInvalid' });

/** A provider: name, contact, remark; the authorization (account / API key) is optional and sealed. */
export const firstMileProviderInput = z.object({
  name: requiredText(FIRST_MILE_NAME_MAX),
  contact: optionalText(100),
  remark: optionalText(500),
  account: optionalText(100),
  /** Printable ASCII without spaces; empty: none (on edit, keeps the stored one). */
  apiKey: z
    .string()
    .trim()
    .max(200, { error: 'validation.tooLong' })
    .regex(/^[\x21-\x7e]*$/, { error: 'firstMile.apiKeyChars' })
    .default(''),
});
export type FirstMileProviderInput = z.output<typeof firstMileProviderInput>;

export const firstMileTier = z.object({ fromQuantity: amount, unitPrice: amount });
export type FirstMileTier = z.output<typeof firstMileTier>;

/** The price card: basis (and the volumetric divisor), currency, rate tiers, fixed fee. */
export const firstMilePriceCard = z
  .object({
    basis: z.enum(FIRST_MILE_BASES, { error: 'firstMile.basisInvalid' }),
    /** cm³ per kg; used by volumetricWeight only. */
    divisor: z
      .number({ error: 'firstMile.divisorInvalid' })
      .int({ error: 'firstMile.divisorInvalid' })
      .positive({ error: 'firstMile.divisorInvalid' })
      .max(100_000, { error: 'firstMile.divisorInvalid' })
      .default(6000),
    currency: z.enum(FIRST_MILE_CURRENCIES, { error: 'firstMile.currencyInvalid' }),
    tiers: z
      .array(firstMileTier, { error: 'firstMile.tiersRequired' })
      .min(1, { error: 'firstMile.tiersRequired' })
      .max(FIRST_MILE_TIERS_MAX, { error: 'firstMile.tiersTooMany' }),
    fixedFee: amount.default(0),
  })
  .superRefine((card, ctx) => {
    for (let i = 1; i < card.tiers.length; i++) {
      if (card.tiers[i]!.fromQuantity <= card.tiers[i - 1]!.fromQuantity) {
        ctx.addIssue({ code: 'custom', path: ['tiers', i, 'fromQuantity'], message: 'firstMile.tiersAscending' });
        return;
      }
    }
  });
export type FirstMilePriceCard = z.output<typeof firstMilePriceCard>;

/** A channel of a provider. */
export const firstMileChannelInput = z
  .object({
    providerId: positiveId,
    name: requiredText(FIRST_MILE_NAME_MAX),
    transportMode: z.enum(FIRST_MILE_TRANSPORT_MODES, { error: 'firstMile.transportModeInvalid' }),
    pickupPlace: optionalText(200),
    taxIncluded: z.boolean({ error: 'validation.required' }).default(false),
    minDays: days,
    maxDays: days,
    priceCard: firstMilePriceCard,
  })
  .superRefine((c, ctx) => {
    if (c.minDays > c.maxDays) ctx.addIssue({ code: 'custom', path: ['maxDays'], message: 'firstMile.daysOrder' });
  });
export type FirstMileChannelInput = z.output<typeof firstMileChannelInput>;

/** What a trial calculation is asked for: the goods' actual weight (kg) and volume (m³). */
export const firstMileQuoteInput = z.object({
  weightKg: z.number({ error: 'firstMile.amountInvalid' }).min(0, { error: 'firstMile.amountInvalid' }).max(1_000_000, { error: 'firstMile.amountInvalid' }),
  volumeM3: z.number({ error: 'firstMile.amountInvalid' }).min(0, { error: 'firstMile.amountInvalid' }).max(100_000, { error: 'firstMile.amountInvalid' }),
});

export interface FirstMileQuote {
  basis: FirstMileBasis;
  /** Volumetric weight (kg) = volume × 1,000,000 / divisor; 0 unless the basis is volumetricWeight. */
  volumetricWeightKg: number;
  /** The quantity billed: kg (weight, volumetric weight) or m³ (volume). */
  chargeableQuantity: number;
  /** The tier applied: the highest from-quantity ≤ the chargeable quantity (the first when none is). */
  tierFrom: number;
  unitPrice: number;
  fixedFee: number;
  freight: number;
  currency: string;
}

/**
 * The freight of goods on a channel's price card: chargeable quantity by basis (volumetric weight
 * = volume × 1,000,000 / divisor against actual weight, the larger), the tier whose from-quantity
 * is the highest ≤ that quantity, freight = quantity × unit price + fixed fee, two decimals.
 */
export function firstMileFreight(
  card: Pick<FirstMilePriceCard, 'basis' | 'divisor' | 'tiers' | 'fixedFee' | 'currency'>,
  goods: { weightKg: number; volumeM3: number },
): FirstMileQuote {
  const volumetricWeightKg = card.basis === 'volumetricWeight' ? firstMileRound2((goods.volumeM3 * 1_000_000) / card.divisor) : 0;
  const chargeableQuantity = card.basis === 'weight' ? goods.weightKg : card.basis === 'volume' ? goods.volumeM3 : Math.max(goods.weightKg, volumetricWeightKg);
  const sorted = [...card.tiers].sort((a, b) => a.fromQuantity - b.fromQuantity);
  let tier = sorted[0] ?? { fromQuantity: 0, unitPrice: 0 };
  for (const t of sorted) if (t.fromQuantity <= chargeableQuantity) tier = t;
  const fixedFee = card.fixedFee ?? 0;
  return {
    basis: card.basis,
    volumetricWeightKg,
    chargeableQuantity,
    tierFrom: tier.fromQuantity,
    unitPrice: tier.unitPrice,
    fixedFee,
    freight: firstMileRound2(chargeableQuantity * tier.unitPrice + fixedFee),
    currency: card.currency,
  };
}
