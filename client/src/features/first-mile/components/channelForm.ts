/**
 * The channel dialog's flat form (text inputs, one tier a line "from price") read into @erp/schema's
 * firstMileChannelInput, whose issues are reported on the flat fields (priceCard.divisor → divisor,
 * every tier issue → tiers).
 */
import { FIRST_MILE_CURRENCIES, firstMileChannelInput, type FirstMileChannelInput } from '@erp/schema';
import { z } from 'zod';
import type { ChannelRow } from '../hooks';

export const channelFormValues = (c: ChannelRow | null, providerId = '') => ({
  providerId: c ? String(c.providerId) : providerId,
  name: c?.name ?? '',
  transportMode: c?.transportMode ?? 'sea',
  pickupPlace: c?.pickupPlace ?? '',
  taxIncluded: c?.taxIncluded ?? false,
  minDays: c ? String(c.minDays) : '',
  maxDays: c ? String(c.maxDays) : '',
  basis: c?.priceCard.basis ?? 'weight',
  divisor: c ? String(c.priceCard.divisor) : '6000',
  currency: c?.priceCard.currency ?? FIRST_MILE_CURRENCIES[0],
  fixedFee: c ? String(c.priceCard.fixedFee) : '0',
  tiers: c ? c.priceCard.tiers.map((t) => `${t.fromQuantity} ${t.unitPrice}`).join('\n') : '',
});
type Flat = ReturnType<typeof channelFormValues>;

const numberOf = (s: string) => (s.trim() === '' ? undefined : Number(s.trim()));
const tiersOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [from = '', price = ''] = line.split(/[\s,:=]+/);
      return { fromQuantity: numberOf(from), unitPrice: numberOf(price) };
    });

export const nestedChannel = (v: Flat) => ({
  providerId: numberOf(v.providerId),
  name: v.name,
  transportMode: v.transportMode,
  pickupPlace: v.pickupPlace,
  taxIncluded: v.taxIncluded,
  minDays: numberOf(v.minDays),
  maxDays: numberOf(v.maxDays),
  priceCard: { basis: v.basis, divisor: numberOf(v.divisor), currency: v.currency, fixedFee: numberOf(v.fixedFee), tiers: tiersOf(v.tiers) },
});

const flatPath = (path: PropertyKey[]) => (path[0] === 'priceCard' ? (path[1] === 'tiers' ? ['tiers'] : path.slice(1, 2)) : path.slice(0, 1));

export const channelFormSchema = z
  .object({
    providerId: z.string(),
    name: z.string(),
    transportMode: z.string(),
    pickupPlace: z.string(),
    taxIncluded: z.boolean(),
    minDays: z.string(),
    maxDays: z.string(),
    basis: z.string(),
    divisor: z.string(),
    currency: z.string(),
    fixedFee: z.string(),
    tiers: z.string(),
  })
  .transform((v, ctx): FirstMileChannelInput => {
    const r = firstMileChannelInput.safeParse(nestedChannel(v));
    if (r.success) return r.data;
    for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', path: flatPath(issue.path), message: issue.message });
    return z.NEVER;
  });
